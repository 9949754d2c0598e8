#!/usr/bin/env bash
# Every benchmark row of BENCHMARKS.md in one run, on this machine, printed as one markdown report.
#
#   scripts/bench.sh [--quick] [--output FILE]
#
# Installs what it needs (apt-get as root: Cairo, Pango, HarfBuzz, fonts and Chromium through scripts/setup.sh, then
# gcc, libpng-dev, hyperfine and wrk; pip: takumi-py and skia-python for the renderers compared in row 8), builds the
# release products once into ${WIDGETRY_SCRATCH:-.build-release}, exports WIDGETRY_RELEASE_BIN and runs each row
# script that exists with --quick passed through:
#   Benchmarks/render/run.sh      rows 1–4, 7 and 8 (render phases, Chromium, the C floor, PNG settings, cold start,
#                                 Takumi and Skia)
#   Benchmarks/scheduler/run.sh   row 5 (the scheduler at 10 k, 100 k and 1 M widgets)
#   Benchmarks/reloads/run.sh     row 5b (reloads/s with real providers and renders, up to 1 M widgets)
#   Benchmarks/http/run.sh        row 6 (HTTP with wrk)
#   Benchmarks/preview/run.sh     row 9 (save to updated preview through `swift package preview`, debug builds)
# Prints each row's section, then the goal lines (ratios against the issue's goals), and writes the whole output to
# .build-release/bench-latest.md (or --output). --quick runs a few iterations of everything, in a few minutes: it
# checks that the harness works, and its figures mean nothing.
set -euo pipefail

quick=""
output=""
while [ $# -gt 0 ]; do
    case "$1" in
    --quick) quick="--quick" ;;
    --output)
        [ $# -ge 2 ] || {
            echo "bench.sh: --output needs a file" >&2
            exit 2
        }
        output="$2"
        shift
        ;;
    --output=*) output="${1#--output=}" ;;
    -h | --help)
        sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    *)
        echo "bench.sh: unknown argument '$1' (usage: scripts/bench.sh [--quick] [--output FILE])" >&2
        exit 2
        ;;
    esac
    shift
done

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
scratch="${WIDGETRY_SCRATCH:-.build-release}"
output="${output:-$scratch/bench-latest.md}"

# Tools: what Widgetry needs (setup.sh), plus the benchmarks' own.
"$root/scripts/setup.sh" >&2
extra=(gcc libc6-dev pkg-config libpng-dev hyperfine wrk python3 procps)
missing=()
for package in "${extra[@]}"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo_cmd=""
    [ "$(id -u)" = 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi
# The renderers row 8 compares with, from PyPI (wheels; pinned to the versions BENCHMARKS.md was measured with).
python3 -c 'import takumi_py, skia' 2>/dev/null \
    || python3 -m pip install -q "takumi-py==0.3.0" "skia-python==144.1" >&2 \
    || echo "bench.sh: pip could not install takumi-py and skia-python; row 8 will say it was not run" >&2

# One release build of every product a row runs.
products=(widgetry-render-benchmark widgets-demo)
grep -q '"widgetry-scheduler-benchmark"' Package.swift && products+=(widgetry-scheduler-benchmark)
for product in "${products[@]}"; do
    echo "bench.sh: building $product (release)" >&2
    swift build -c release --traits Serving --scratch-path "$scratch" --product "$product" >&2
done
WIDGETRY_RELEASE_BIN="$(swift build -c release --traits Serving --scratch-path "$scratch" --show-bin-path)"
export WIDGETRY_RELEASE_BIN WIDGETRY_SCRATCH="$scratch"

mkdir -p "$(dirname "$output")"
report="$(mktemp "${TMPDIR:-/tmp}/widgetry-bench.XXXXXX")"
trap 'rm -f "$report"' EXIT
status=0
{
    echo "# Widgetry benchmarks${quick:+ (--quick: harness check only, figures mean nothing)}"
    echo
    echo "$(date -u '+%Y-%m-%d %H:%M UTC'), \`scripts/bench.sh $quick\`, commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
    echo
    echo "## Machine and versions"
    echo
    echo "- CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(nproc) cores available"
    echo "- Memory: $(free -h | awk '/^Mem:/ { print $2 }') ($(awk '/MemTotal/ { print $2 }' /proc/meminfo) kB); load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "- OS: $(. /etc/os-release && echo "$PRETTY_NAME"), kernel $(uname -r)"
    echo "- $(swift --version 2>&1 | head -1)"
    echo "- Cairo $(pkg-config --modversion cairo), Pango $(pkg-config --modversion pango), libpng $(pkg-config --modversion libpng 2>/dev/null || echo '?'), libdeflate $(dpkg-query -W -f='${Version}' libdeflate-dev 2>/dev/null || echo '?'), zlib $(pkg-config --modversion zlib 2>/dev/null || echo '?')"
    echo "- takumi-py $(python3 -m pip show takumi-py 2>/dev/null | awk '/^Version/ { print $2 }'), skia-python $(python3 -m pip show skia-python 2>/dev/null | awk '/^Version/ { print $2 }'), HarfBuzz $(pkg-config --modversion harfbuzz-subset 2>/dev/null || echo '?')"
    echo "- $(chromium --version 2>/dev/null | grep -o 'Chromium [0-9.]*' || echo 'Chromium: not installed'), $(command -v wrk >/dev/null && { wrk --version 2>&1 || true; } | head -1 | cut -d' ' -f1-2 || echo 'wrk: not installed'), $(hyperfine --version 2>/dev/null || echo 'hyperfine: not installed'), $(gcc --version | head -1)"
    echo
} >"$report"
cat "$report"

for row in render scheduler reloads http preview; do
    script="Benchmarks/$row/run.sh"
    if [ ! -x "$script" ] && [ ! -f "$script" ]; then
        section="## $row\n\nNot run: $script does not exist yet.\n"
        printf '%b\n' "$section" | tee -a "$report"
        continue
    fi
    echo "bench.sh: running $script $quick" >&2
    # The section goes to stdout and the report; progress and build output on stderr stay on the terminal.
    if ! bash "$script" $quick | tee -a "$report"; then
        printf '\n%s failed (see above).\n\n' "$script" | tee -a "$report"
        status=1
    fi
    echo | tee -a "$report"
done

goals="$(grep '^GOAL: ' "$report" | sed 's/^GOAL: //' || true)"
{
    echo "## Goals"
    echo
    echo "${goals:-(no goal lines)}"
} | tee -a "$report"
cp "$report" "$output"
echo "bench.sh: wrote $output" >&2
exit "$status"
