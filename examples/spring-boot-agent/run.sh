#!/usr/bin/env bash
# Runs the Spring Boot code-mode agent against OpenAI: ./run.sh ["question"]. Needs OPENAI_API_KEY
# (and optionally OPENAI_MODEL); without it, says so and stops. Installs Krait into
# target/krait-m2 first (not into ~/.m2).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if [ -z "${OPENAI_API_KEY:-}" ]; then
  echo "skipped: set OPENAI_API_KEY to run this agent against OpenAI (e.g. OPENAI_API_KEY=sk-... $0)"
  exit 0
fi
"$here/../../scripts/install-local.sh" "$here/target/krait-m2"
cd "$here"
../../mvnw -q -B -s target/krait-m2/settings.xml compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
exec java -cp "target/classes:$(cat target/cp.txt)" example.Agent "$@"
