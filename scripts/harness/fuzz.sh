#!/usr/bin/env bash
# Fuzzes every route of the OpenAPI document with schemathesis (from PyPI, in a virtual environment under
# ~/.cache/widgetry-harness): bounded examples per operation; it must find no 5xx and the server must not crash.
# The event stream (GET /api/events) never ends by design, so it is checked with curl instead of fuzzed.
# Usage: fuzz.sh [--quick]   (WIDGETRY_BIN=… to use another widgets-demo)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
examples=25
[ "${1:-}" = "--quick" ] && examples=5
venv="${WIDGETRY_HARNESS_VENV:-$HOME/.cache/widgetry-harness/venv}"
if [ ! -x "$venv/bin/schemathesis" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check schemathesis
fi
exec python3 "$here/fuzz.py" "$venv/bin/schemathesis" "$examples"
