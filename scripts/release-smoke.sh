#!/usr/bin/env bash
# Builds widgets-demo in release (as deployments run it) and checks that the host works there: a day of
# simulation, then `serve` on a fresh store answering the API and rendering a widget. Release builds have crashed
# where debug builds did not (an optimizer bug in Swift 6.3), so CI runs this after the tests.
# Usage: scripts/release-smoke.sh   (uses .build-release/ as the build folder)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${RELEASE_SCRATCH:-.build-release}
swift build -c release --traits Serving --product widgets-demo --scratch-path "$scratch"
demo="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/widgets-demo"
work=$(mktemp -d)
# Only a server still running is stopped (`kill 0` would signal this whole process group, CI included).
trap 'if [ -n "${server:-}" ]; then kill "$server" 2>/dev/null || true; fi; rm -rf "$work"' EXIT

echo "== release: simulate --hours 24"
"$demo" simulate --hours 24 --summary >"$work/simulate.txt"
grep -q "reloads" "$work/simulate.txt" || { echo "simulate printed no reloads"; cat "$work/simulate.txt"; exit 1; }
echo "simulate: $(grep -c "reloads" "$work/simulate.txt") widgets simulated"

echo "== release: serve on a fresh store"
"$demo" serve --port 0 --store "$work/demo.sqlite" >"$work/serve.out" 2>"$work/serve.err" &
server=$!
url=""
for _ in $(seq 1 100); do
    # The log line on standard error says where the server listens (standard output may still be buffered).
    port=$(grep -ho 'listening on 127.0.0.1:[0-9]*' "$work/serve.out" "$work/serve.err" | head -1 | sed 's/.*://' || true)
    [ -n "$port" ] && url="http://127.0.0.1:$port/"
    [ -n "$url" ] && break
    kill -0 "$server" 2>/dev/null || { echo "serve exited early"; cat "$work/serve.err"; exit 1; }
    sleep 0.2
done
[ -n "$url" ] || { echo "serve did not say where it listens"; cat "$work/serve.out" "$work/serve.err"; exit 1; }
instances=$(curl -sf "${url}api/instances")
id=$(printf '%s' "$instances" | python3 -c 'import json,sys; d=json.load(sys.stdin); d=d.get("instances", d) if isinstance(d, dict) else d; print(d[0]["id"])')
curl -sf "${url}api/instances/$id/render.png?scale=2" -o "$work/widget.png"
head -c 8 "$work/widget.png" | od -An -tx1 | grep -q "89 50 4e 47" || { echo "render.png is not a PNG"; exit 1; }
echo "serve: $(printf '%s' "$instances" | python3 -c 'import json,sys; d=json.load(sys.stdin); d=d.get("instances", d) if isinstance(d, dict) else d; print(len(d))') instances, rendered $(stat -c %s "$work/widget.png") bytes of PNG"
kill "$server"
wait "$server" 2>/dev/null || true
server=""
grep -q "crashed" "$work/serve.err" && { echo "serve crashed"; cat "$work/serve.err"; exit 1; }
echo "release smoke: passed"
