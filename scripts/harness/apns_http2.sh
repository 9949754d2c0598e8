#!/usr/bin/env bash
# APNs' endpoint as APNs client libraries reach it: HTTP/2 (cleartext with prior knowledge, and TLS with ALPN) with
# ES256 provider tokens, driven by httpx with h2 and PyJWT (from PyPI, in the harness's virtual environment).
# Usage: apns_http2.sh [--quick]   (WIDGETRY_BIN=… to use another widgets-demo)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="${WIDGETRY_HARNESS_VENV:-$HOME/.cache/widgetry-harness/venv}"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
if ! "$venv/bin/python" -c "import httpx, h2, jwt, cryptography" 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "httpx[http2]" "pyjwt[crypto]" cryptography
fi
exec "$venv/bin/python" "$here/apns_http2.py" "$@"
