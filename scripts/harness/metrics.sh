#!/usr/bin/env bash
# Scrapes a fresh `widgets-demo serve --metrics-token` and reads every answer with prometheus_client's own text
# parser (from PyPI, in the harness's virtual environment under ~/.cache/widgetry-harness), as Prometheus would:
# the exposition parses, the documented families are there with their types, counters move when the host reloads,
# the metrics token opens /metrics and nothing else, and GET /api/hosts lists this host with its work.
# Usage: metrics.sh [--quick]   (WIDGETRY_BIN=… to use another widgets-demo)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="${WIDGETRY_HARNESS_VENV:-$HOME/.cache/widgetry-harness/venv}"
[ -x "$venv/bin/python3" ] || python3 -m venv "$venv"
"$venv/bin/python3" -c "import prometheus_client" 2>/dev/null \
    || "$venv/bin/pip" install --quiet --disable-pip-version-check prometheus_client
exec "$venv/bin/python3" "$here/metrics.py" "$@"
