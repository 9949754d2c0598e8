#!/usr/bin/env bash
# Row 6 · HTTP: `widgets-demo serve` (release build) under wrk on loopback, and serve start to first widget.
#
#   Benchmarks/http/run.sh [--quick]
#
# WIDGETRY_RELEASE_BIN: the release bin directory holding widgets-demo; when unset, it is built with
#   swift build -c release --traits Serving --scratch-path .build-release --product widgets-demo
# wrk is installed with apt-get when missing. Full: 5 starts (median and p90), wrk 30 s per route;
# --quick: 1 start, 5 s per route. wrk: 2 threads, 64 connections, --latency (p50 and p99 from its distribution).
# Routes: a cached render.png (scale 1 and 3), render.html, GET /api/instances; the server is on the same
# machine as wrk, so on a 2-core machine they share both cores.
#
# Prints a markdown section (## Row 6 · HTTP) and ends with the GOAL lines. Never asserts timings: it fails only
# when something does not run. The server is stopped on exit (trap).
set -euo pipefail

quick=0
for argument in "$@"; do
    case "$argument" in
        --quick) quick=1 ;;
        -h | --help)
            sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
            exit 0
            ;;
        *)
            echo "run.sh: unknown argument '$argument'; use --quick or nothing." >&2
            exit 2
            ;;
    esac
done

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
if ((quick)); then
    duration=5s
    starts=1
else
    duration=30s
    starts=5
fi
threads=2
connections=64

bin="${WIDGETRY_RELEASE_BIN:-}"
if [[ -z "$bin" ]]; then
    echo "Building widgets-demo (release, .build-release)…" >&2
    (cd "$root" && swift build -c release --traits Serving --scratch-path .build-release --product widgets-demo >&2)
    bin="$(cd "$root" && swift build -c release --scratch-path .build-release --show-bin-path)"
fi
if [[ ! -x "$bin/widgets-demo" ]]; then
    echo "run.sh: no widgets-demo in '$bin' (WIDGETRY_RELEASE_BIN)." >&2
    exit 1
fi

if ! command -v wrk > /dev/null; then
    echo "Installing wrk…" >&2
    if ! apt-get install -y wrk > /dev/null 2>&1; then
        apt-get update > /dev/null && apt-get install -y wrk > /dev/null
    fi
fi

work="$(mktemp -d -t widgetry-http-XXXXXX)"
server_pid=""
cleanup() {
    if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2> /dev/null; then
        kill -TERM "$server_pid" 2> /dev/null || true
        for _ in $(seq 50); do
            kill -0 "$server_pid" 2> /dev/null || break
            sleep 0.1
        done
        kill -KILL "$server_pid" 2> /dev/null || true
        wait "$server_pid" 2> /dev/null || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# 1. Serve start to first rendered widget (its own servers, each stopped before the next).
python3 "$here/startup.py" --bin "$bin" --starts "$starts" --out "$work/startup.json" > /dev/null

# 2. One server for wrk, on a free port with a store of its own; LOG_LEVEL as serve's default (info).
mkdir -p "$work/store"
(cd "$work/store" && exec "$bin/widgets-demo" serve --host 127.0.0.1 --port 0 --store "$work/store/widgets.sqlite" \
    > "$work/serve.log" 2>&1) &
server_pid=$!
port=""
for _ in $(seq 600); do
    port="$(sed -n 's/.*at http:\/\/127\.0\.0\.1:\([0-9]*\)\/.*/\1/p' "$work/serve.log" | head -n 1)"
    [[ -n "$port" ]] && break
    kill -0 "$server_pid" 2> /dev/null || break
    sleep 0.1
done
if [[ -z "$port" ]]; then
    echo "run.sh: serve did not start:" >&2
    cat "$work/serve.log" >&2
    exit 1
fi
base="http://127.0.0.1:$port"

# The widget to ask for: the demo's weather widget if it is there, else the first one listed.
widget=""
for _ in $(seq 600); do
    widget="$(curl -fsS "$base/api/instances" 2> /dev/null | python3 -c '
import json, sys
listed = json.load(sys.stdin)
weather = [w["id"] for w in listed if "weather" in w["kind"].lower()]
ids = weather or [w["id"] for w in listed]
print(ids[0] if ids else "")
' 2> /dev/null || true)"
    if [[ -n "$widget" ]] && curl -fsS -o /dev/null "$base/api/instances/$widget/render.png"; then break; fi
    sleep 0.1
done
if [[ -z "$widget" ]]; then
    echo "run.sh: no widget rendered on $base." >&2
    exit 1
fi
# Let the first timelines arrive (the placeholder is replaced), so wrk measures the widget as people see it.
for _ in $(seq 100); do
    curl -fsS "$base/api/instances/$widget" | grep -q '"timeline"' && break
    sleep 0.1
done

# The server's CPU time so far (user + system), in clock ticks.
server_ticks() { awk '{ print $14 + $15 }' "/proc/$server_pid/stat"; }
ticks_per_second="$(getconf CLK_TCK)"

# Runs wrk on a path; prints "req/s p50_ms p99_ms non2xx cpu_us_per_request" (times in milliseconds; the last
# is the server's CPU time per answered request, which other load on the machine does not inflate as it does
# latency).
measure() {
    local path="$1" output before after
    before="$(server_ticks)"
    output="$(wrk -t"$threads" -c"$connections" -d"$duration" --latency "$base$path")"
    after="$(server_ticks)"
    echo "$output" >> "$work/wrk.log"
    echo "$output" | awk -v ticks="$((after - before))" -v hz="$ticks_per_second" '
        function ms(text) {
            if (text ~ /us$/) return substr(text, 1, length(text) - 2) / 1000
            if (text ~ /ms$/) return substr(text, 1, length(text) - 2) + 0
            if (text ~ /s$/) return substr(text, 1, length(text) - 1) * 1000
            return text + 0
        }
        /Requests\/sec:/ { rps = $2 }
        / requests in / { requests = $1 }
        $1 == "50%" { p50 = ms($2) }
        $1 == "99%" { p99 = ms($2) }
        / Non-2xx or 3xx responses:/ { bad = $NF }
        END {
            cpu = requests > 0 ? ticks / hz * 1000000 / requests : 0
            printf "%.0f %.2f %.2f %d %.1f\n", rps, p50, p99, bad, cpu
        }'
}

declare -a names paths
names+=("cached render.png") paths+=("/api/instances/$widget/render.png")
names+=("cached render.png?scale=3") paths+=("/api/instances/$widget/render.png?scale=3")
names+=("render.html") paths+=("/api/instances/$widget/render.html")
names+=("GET /api/instances") paths+=("/api/instances")
declare -a results
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
for index in "${!paths[@]}"; do
    curl -fsS -o /dev/null "$base${paths[$index]}" # warms the cache
    results[index]="$(measure "${paths[$index]}")"
done

load_after="$(cut -d' ' -f1-3 /proc/loadavg)"
read -r png_rps _ png_p99 _ <<< "${results[0]}"
first_run="$(python3 -c 'import json,sys; print("%.2f" % json.load(open(sys.argv[1]))["first_run"]["median_s"])' "$work/startup.json")"
python3 - "$work/startup.json" "$starts" "$duration" "$(wrk --version 2>&1 | head -n 1 | awk '{print $2}')" \
    "$(nproc)" "$load_before" "$load_after" "${names[@]/#/name:}" "${results[@]/#/result:}" << 'EOF'
import json, sys
startup = json.load(open(sys.argv[1]))
starts, duration, wrk_version, cores, load_before, load_after = sys.argv[2:8]
names = [a[5:] for a in sys.argv[8:] if a.startswith("name:")]
results = [a[7:].split() for a in sys.argv[8:] if a.startswith("result:")]
print("## Row 6 · HTTP")
print()
print(f"`widgets-demo serve` (release) on loopback; wrk {wrk_version}, 2 threads, 64 connections, {duration} per "
      f"route, `--latency`; wrk and the server share the machine's {cores} cores. Load average before / after "
      f"the wrk runs: {load_before} / {load_after} (anything above {cores} is other work competing for the cores, "
      "which shows in p99 first). Server CPU is the server process's user + system time per answered request.")
print()
print("| route | req/s | p50 | p99 | server CPU / request | non-2xx |")
print("|---|---:|---:|---:|---:|---:|")
for name, (rps, p50, p99, bad, cpu) in zip(names, results):
    print(f"| `{name}` | {int(rps):,} | {float(p50):.2f} ms | {float(p99):.2f} ms | {float(cpu):.0f} µs | {bad} |")
print()
print(f"Serve start to first rendered widget ({starts} start{'s' if starts != '1' else ''}, median / p90; "
      "process spawn until `render.png` answers 200):")
print()
print("| case | median | p90 | listening (median) |")
print("|---|---:|---:|---:|")
print(f"| first run, empty store (seeds one of each widget) | {startup['first_run']['median_s']:.3f} s | "
      f"{startup['first_run']['p90_s']:.3f} s | {startup['listening']['median_s']:.3f} s |")
print(f"| restart on that store (resume from SQLite) | {startup['restart']['median_s']:.3f} s | "
      f"{startup['restart']['p90_s']:.3f} s | |")
print()
EOF
awk -v rps="$png_rps" -v p99="$png_p99" 'BEGIN {
    printf "GOAL: http cached png: %.1f k req/s, p99 %.1f ms (goal 20 k, 10 ms)\n", rps / 1000, p99 }'
# The issue's p99 goal line, with the load average beside it: p99 on 2 shared cores measures the machine's load too.
awk -v p99="$png_p99" -v connections="$connections" -v load="$(cut -d' ' -f1-3 /proc/loadavg)" 'BEGIN {
    printf "GOAL: http cached png p99 at %d connections: %.1f ms (goal 10 ms; load average %s)\n", connections, p99, load }'
echo "GOAL: serve to first widget: $first_run s (goal 0.5 s)"
