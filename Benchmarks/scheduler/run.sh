#!/usr/bin/env bash
# Row 5 of the benchmarks: the host's scheduler at 10 k, 100 k and 1 M widget instances; with --reload-throughput,
# row 5b: reloads per second with real providers and renders (see BENCHMARKS.md).
#
# Usage: Benchmarks/scheduler/run.sh [--quick] [--reload-throughput]
#   WIDGETRY_RELEASE_BIN  release bin folder holding widgetry-scheduler-benchmark; built into .build-release if unset.
#   --quick               row 5: 10 k and 100 k instances, shorter simulated spans (a few minutes); row 5b: 1 k
#                         instances, one short span (seconds). What CI runs.
#   --reload-throughput   row 5b instead of row 5.
# Prints a markdown section and GOAL lines. Timings are reported, never asserted: the script fails only when the
# benchmark cannot be built or run.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
quick=0
reloads=0
for argument in "$@"; do
    case "$argument" in
        --quick) quick=1 ;;
        --reload-throughput) reloads=1 ;;
        -h | --help) sed -n '2,11p' "$0"; exit 0 ;;
        *) echo "run.sh: unknown argument '$argument' (--quick, --reload-throughput)" >&2; exit 2 ;;
    esac
done

bin="${WIDGETRY_RELEASE_BIN:-}"
if [[ -z "$bin" ]]; then
    echo "Building widgetry-scheduler-benchmark (release, .build-release)…" >&2
    (cd "$root" && swift build -c release --traits Serving --scratch-path .build-release -j 2 --product widgetry-scheduler-benchmark >&2)
    bin="$root/.build-release/release"
fi
benchmark="$bin/widgetry-scheduler-benchmark"
if [[ ! -x "$benchmark" ]]; then
    echo "run.sh: $benchmark not found; build it or set WIDGETRY_RELEASE_BIN" >&2
    exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/widgetry-scheduler.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The allocation counter: a preloaded malloc wrapper. Without a C compiler the table says "n/a".
preload=""
if command -v cc > /dev/null 2>&1 \
    && cc -O2 -shared -fPIC -o "$work/libwidgetry-malloc-count.so" "$here/malloc_count.c" 2> "$work/cc.log"; then
    preload="$work/libwidgetry-malloc-count.so"
else
    echo "run.sh: could not build the allocation counter (no cc?); allocations are not counted" >&2
fi

if ((reloads && quick)); then
    arguments=(--reload-throughput --instances 1000 --hours 0.25 --samples 1)
elif ((reloads)); then
    # Spans give each size some tens of thousands of policy reloads: 10 k over an hour, 100 k and 1 M over shorter
    # spans. A size that would not fit in half the available memory is skipped, and the section says so.
    arguments=(--reload-throughput --instances 10000,100000,1000000 --hours 1,0.25,0.05 --samples 2,2,1)
elif ((quick)); then
    arguments=(--instances 10000,100000 --hours 2,0.25 --samples 3,2)
else
    # 1 M runs only when the memory the 100 k run measured says it fits (the benchmark checks and says so). Spans
    # are short enough that the whole row takes about half an hour on 2 cores (1 M: 6 minutes of adds alone).
    arguments=(--instances 10000,100000,1000000 --hours 2,0.5,0.25 --samples 3,2,1)
fi

((reloads)) || arguments+=(--markdown)
LD_PRELOAD="$preload" "$benchmark" "${arguments[@]}" --directory "$work"
