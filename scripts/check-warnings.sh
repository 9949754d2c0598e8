#!/usr/bin/env bash
# Fails when a build log holds compiler warnings from this repository's own sources (Sources, Plugins, Benchmarks,
# examples); warnings in Tests are listed but do not fail yet, and warnings from dependencies under .build are not
# ours to fix and are ignored.
# Usage: check-warnings.sh BUILD_LOG   (scripts/test.sh passes the log of its builds; CI's build is clean, so every
# file is compiled and every warning shows)
set -euo pipefail
log=${1:?usage: check-warnings.sh BUILD_LOG}
root=$(cd "$(dirname "$0")/.." && pwd)
# The one kind left on purpose: SwiftData's macros point at a plugin that does not exist, so that using them fails
# with the declaration's message; their declarations warn that the plugin is missing.
all=$(grep -E "^$root/[^:]+:[0-9]+:[0-9]+: warning:" "$log" \
    | grep -v "plugin for module 'SwiftDataIsUnavailableOnLinux' not found" | sort -u || true)
tests=$(printf '%s\n' "$all" | grep -E "^$root/Tests/" || true)
own=$(printf '%s\n' "$all" | grep -E "^$root/(Sources|Plugins|Benchmarks|examples)/" || true)
if [ -n "$tests" ]; then
    echo "check-warnings: compiler warnings in Tests (not failing yet; fix them):" >&2
    printf '%s\n' "$tests" >&2
fi
if [ -n "$own" ]; then
    count=$(printf '%s\n' "$own" | wc -l)
    echo "check-warnings: $count compiler warning(s) in the project's own targets; fix them (the build must be clean):" >&2
    printf '%s\n' "$own" >&2
    exit 1
fi
echo "check-warnings: no compiler warnings in the project's own targets"
