#!/usr/bin/env bash
# Row 5b of the benchmarks: reload throughput with real providers and renders (see BENCHMARKS.md).
#
# Usage: Benchmarks/reloads/run.sh [--quick]
#   WIDGETRY_RELEASE_BIN  release bin folder holding widgetry-scheduler-benchmark; built into .build-release if unset.
#   --quick               1 k instances, one short simulated span (seconds; what CI runs: it checks the row runs).
# Full run: 10 k, 100 k and 1 M instances; a size that would not fit in half of the available memory (extrapolated
# from the previous size) is skipped and the section says so. Prints a markdown section and a GOAL line. Timings are
# reported, never asserted: the script fails only when the benchmark cannot be built or run.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
quick=0
for argument in "$@"; do
    case "$argument" in
        --quick) quick=1 ;;
        -h | --help) sed -n '2,9p' "$0"; exit 0 ;;
        *) echo "run.sh: unknown argument '$argument' (only --quick)" >&2; exit 2 ;;
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

work="$(mktemp -d "${TMPDIR:-/tmp}/widgetry-reloads.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The allocation counter of row 5 (a preloaded malloc wrapper). Without a C compiler the table says "n/a".
preload=""
if command -v cc > /dev/null 2>&1 \
    && cc -O2 -shared -fPIC -o "$work/libwidgetry-malloc-count.so" "$root/Benchmarks/scheduler/malloc_count.c" 2> "$work/cc.log"; then
    preload="$work/libwidgetry-malloc-count.so"
else
    echo "run.sh: could not build the allocation counter (no cc?); allocations are not counted" >&2
fi

if ((quick)); then
    arguments=(--instances 1000 --hours 0.25 --samples 1)
else
    # Spans give each size some tens of thousands of policy reloads: 10 k over an hour, 100 k and 1 M over shorter spans.
    arguments=(--instances 10000,100000,1000000 --hours 1,0.25,0.05 --samples 2,2,1)
fi

LD_PRELOAD="$preload" "$benchmark" --reload-throughput "${arguments[@]}" --directory "$work"
