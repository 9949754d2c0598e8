#!/usr/bin/env bash
# Row 5b of the benchmarks: reload throughput with real providers and renders (see BENCHMARKS.md). The scheduler's
# script runs it: the same build, allocation counter and work folder as row 5.
# Usage: Benchmarks/reloads/run.sh [--quick]
exec "$(cd "$(dirname "${BASH_SOURCE[0]}")/../scheduler" && pwd)/run.sh" --reload-throughput "$@"
