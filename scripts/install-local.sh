#!/usr/bin/env bash
# Installs Krait's library modules into the local repository DIR (never the shared ~/.m2) and
# writes DIR/settings.xml, which lets a build on DIR read what ~/.m2 already holds. Used by
# consumer-check.sh and the examples' run.sh. Usage: scripts/install-local.sh DIR
set -euo pipefail
cd "$(dirname "$0")/.."
dir="$1"
mkdir -p "$dir/repository"
cat > "$dir/settings.xml" <<XML
<settings>
  <localRepository>$dir/repository</localRepository>
  <profiles><profile><id>cache</id><repositories><repository>
    <id>user-cache</id><url>file://$HOME/.m2/repository</url>
  </repository></repositories></profile></profiles>
  <activeProfiles><activeProfile>cache</activeProfile></activeProfiles>
</settings>
XML
./mvnw -q -B -s "$dir/settings.xml" -DskipTests install \
  -pl krait-bom,krait-python,krait-runtime,krait-mcp,krait-langchain4j,krait-spring-ai,krait-spring-boot-starter -am
