#!/usr/bin/env bash
# Installs Krait into a throw-away local repository (never the shared ~/.m2), then builds and runs
# scripts/consumer — a project outside this build that depends on the installed artifacts through
# krait-bom — and checks that a cell ran through each adapter; then compiles the examples against
# the same artifacts. Run from anywhere.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/krait-consumer.XXXXXX)"
trap 'rm -rf "$work"' EXIT
"$root/scripts/install-local.sh" "$work"
cp -r "$root/scripts/consumer" "$work/project"
cd "$work/project"
"$root/mvnw" -q -B -s "$work/settings.xml" compile dependency:build-classpath -Dmdep.outputFile=cp.txt
out="$(java -Dkrait.warmUp=false -cp "target/classes:$(cat cp.txt)" consumer.Main 2>&1 | grep -E '^(langchain4j|spring)' || true)"
echo "$out"
expected="langchain4j tool: 6
langchain4j engine: 45
spring-ai callback: 6
spring-boot starter: 6"
if [ "$out" != "$expected" ]; then
  echo "consumer-check: expected" >&2
  echo "$expected" >&2
  exit 1
fi
# the examples build against the same artifacts (running them needs an API key)
for example in langchain4j-agent spring-boot-agent; do
  cp -r "$root/examples/$example" "$work/$example"
  rm -rf "$work/$example/target"
  (cd "$work/$example" && "$root/mvnw" -q -B -s "$work/settings.xml" compile)
  echo "example $example compiles"
done
echo "consumer-check: 6 passed, 0 failed"
