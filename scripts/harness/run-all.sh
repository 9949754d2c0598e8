#!/usr/bin/env bash
# Runs every harness against a built widgets-demo (the debug build's, or WIDGETRY_BIN), each printing its figures:
# rebinding and token checks, idle connections, races on one id, kill -9 durability, the OpenAPI fuzz run,
# containment (misbehaving-widgets serve --isolate), the README's push demo (scripts/push-demo.sh) and APNs'
# endpoint over HTTP/2 with provider tokens (httpx + h2 + PyJWT), a TRMNL firmware polling `serve --dashboard`, and
# /metrics read by prometheus_client's parser with GET /api/hosts, and the bad-input shapes of step 14 (bad_input.py).
# --quick bounds each to a short run, as CI uses it. Only ever against 127.0.0.1.
set -uo pipefail
cd "$(dirname "$0")"
mode="${1:-}"
command -v python3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3 python3-venv; }
command -v curl >/dev/null || { apt-get update -qq && apt-get install -y -qq curl; }
python3 -c "import ensurepip" 2>/dev/null || apt-get install -y -qq python3-venv
status=0
for harness in rebinding.py idle.py race.py durability.py fuzz.sh isolation.py push_demo.py apns_http2.sh trmnl_firmware.py bad_input.py metrics.sh; do
    echo "-- $harness $mode"
    started=$SECONDS
    if [ "${harness##*.}" = "sh" ]; then ./"$harness" $mode; else python3 "$harness" $mode; fi
    result=$?
    echo "   ($((SECONDS - started)) s, exit $result)"
    [ $result -eq 0 ] || status=1
done
exit $status
