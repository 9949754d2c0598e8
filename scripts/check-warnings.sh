#!/usr/bin/env bash
# Fails when a build log holds compiler warnings from this repository's own sources (Sources, Tests, Benchmarks,
# Plugins, examples); warnings from dependencies under .build are not ours to fix and are ignored.
# Usage: check-warnings.sh BUILD_LOG   (scripts/test.sh passes the log of its full build; CI's build is clean, so
# every file is compiled and every warning shows)
set -euo pipefail
log=${1:?usage: check-warnings.sh BUILD_LOG}
root=$(cd "$(dirname "$0")/.." && pwd)
warnings=$(grep -E "^$root/(Sources|Tests|Benchmarks|Plugins|examples)/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u || true)
if [ -n "$warnings" ]; then
    count=$(printf '%s\n' "$warnings" | wc -l)
    echo "check-warnings: $count compiler warning(s) in the project's own sources; fix them (the build must be clean):" >&2
    printf '%s\n' "$warnings" >&2
    exit 1
fi
echo "check-warnings: no compiler warnings in the project's own sources"
