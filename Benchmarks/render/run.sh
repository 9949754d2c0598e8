#!/usr/bin/env bash
# Rows 1–4 and 7 of BENCHMARKS.md, measured side by side in one run:
#   1. Widgetry's render phases (widgetry-render-benchmark, allocations counted by a preloaded malloc counter);
#   2. Chromium screenshotting the same widgets' HTML, warm (one tab over the DevTools protocol) and cold;
#   3. the C floor (Benchmarks/CFloor/weather_card.c: Cairo + Pango + libpng);
#   4. the PNG encoder's compressions, levels and filters;
#   7. `widgets-demo render` as a process;
#   8. Takumi (takumi_card.py: the same card as HTML/CSS, PyPI takumi-py) and Skia (skia_card.py: the same card on
#      Skia's canvas and its PNG encoder, PyPI skia-python).
# Prints markdown sections, then GOAL lines. Usage: Benchmarks/render/run.sh [--quick]
# Uses the release binaries in $WIDGETRY_RELEASE_BIN (scripts/bench.sh builds them), or builds them itself into
# ${WIDGETRY_SCRATCH:-.build-release}. Needs gcc, pkg-config, libpng-dev, python3 and chromium (scripts/bench.sh
# installs them, and pip-installs takumi-py and skia-python); a missing Chromium, compiler or Python package skips its
# row with a note.
set -euo pipefail

quick=0
for argument in "$@"; do
    case "$argument" in
    --quick) quick=1 ;;
    *)
        echo "usage: Benchmarks/render/run.sh [--quick]" >&2
        exit 2
        ;;
    esac
done

root="$(cd "$(dirname "$0")/../.." && pwd)"
here="$root/Benchmarks/render"
if [ -z "${WIDGETRY_RELEASE_BIN:-}" ]; then
    scratch="${WIDGETRY_SCRATCH:-$root/.build-release}"
    for product in widgetry-render-benchmark widgets-demo; do
        (cd "$root" && swift build -c release --traits Serving --scratch-path "$scratch" --product "$product" >&2)
    done
    WIDGETRY_RELEASE_BIN="$(cd "$root" && swift build -c release --traits Serving --scratch-path "$scratch" --show-bin-path)"
fi
bin="$WIDGETRY_RELEASE_BIN"

if [ "$quick" = 1 ]; then
    iterations=5 encoder_iterations=1 chromium_iterations=2 cold_chromium=1 cfloor_iterations=5 cold_runs=2
    rounds=2 round_iterations=5 round_chromium=2 python_iterations=5
else
    iterations=200 encoder_iterations=30 chromium_iterations=50 cold_chromium=10 cfloor_iterations=200 cold_runs=30
    rounds=20 round_iterations=20 round_chromium=5 python_iterations=200
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/widgetry-render-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
# Keep the images for a look: the last run's widget PNGs, HTML, Chromium's screenshots and the C floor's card.
artifacts="$root/.build-release/bench-render"
rm -rf "$artifacts"
mkdir -p "$artifacts"

have_cc=0
if command -v gcc >/dev/null && pkg-config --exists pangocairo libpng 2>/dev/null; then
    have_cc=1
    gcc -O2 -shared -fPIC -o "$work/libwidgetry-malloc-counter.so" "$here/malloc_counter.c"
    # shellcheck disable=SC2046
    gcc -O2 -o "$work/weather_card" "$root/Benchmarks/CFloor/weather_card.c" \
        $(pkg-config --cflags --libs pangocairo libpng) -lm
fi

# Row 1 and row 4.
preload=""
[ "$have_cc" = 1 ] && preload="$work/libwidgetry-malloc-counter.so"
LD_PRELOAD="$preload" "$bin/widgetry-render-benchmark" --iterations "$iterations" \
    --encoder-iterations "$encoder_iterations" --results "$work/render.json" --artifacts "$artifacts" \
    --assets "$root/Sources/WidgetsDemo/Assets.xcassets" >"$work/widgetry.md"

# Row 2.
chromium_json=""
if command -v chromium >/dev/null; then
    python3 "$here/chromium_screenshot.py" --manifest "$work/render.json" --artifacts "$artifacts" \
        --out "$work/chromium.json" --iterations "$chromium_iterations" --cold-iterations "$cold_chromium" \
        --shots "$artifacts"
    chromium_json="$work/chromium.json"
fi

# Row 3, at the encoder's default level.
cfloor_json=""
if [ "$have_cc" = 1 ]; then
    # The encoder's default level and filter, as libpng names them (zlib's levels stop at 9).
    read -r level filter < <(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
names = {"none": "none", "subOrUp": "sub-up"}
print(min(r["default_level"], 9), names.get(r["default_filter"], "all"))' "$work/render.json")
    "$work/weather_card" --iterations "$cfloor_iterations" --level "$level" --filter "$filter" \
        --out "$artifacts/c-floor.png" >"$work/cfloor.json"
    cfloor_json="$work/cfloor.json"
fi

# Row 8: Takumi and Skia, each the same card in one warm process.
takumi_json="" skia_json=""
if python3 -c 'import takumi_py' 2>/dev/null; then
    python3 "$here/takumi_card.py" --iterations "$python_iterations" --out "$artifacts/takumi.png" >"$work/takumi.json"
    takumi_json="$work/takumi.json"
fi
if python3 -c 'import skia' 2>/dev/null; then
    python3 "$here/skia_card.py" --iterations "$python_iterations" --out "$artifacts/skia.png" >"$work/skia.json" \
        2> >(grep -v 'Fontconfig warning' >&2)
    skia_json="$work/skia.json"
fi

# The goal ratios: weather systemSmall by Widgetry, the C floor, Takumi, Skia and warm Chromium, alternated in rounds
# so that a busy machine slows all alike; report.py pools each side's samples across the rounds.
mkdir -p "$work/rounds"
for round in $(seq 1 "$rounds"); do
    "$bin/widgetry-render-benchmark" --only weather-systemSmall --phases-only --iterations "$round_iterations" \
        --assets "$root/Sources/WidgetsDemo/Assets.xcassets" --results "$work/rounds/widgetry-$round.json" >/dev/null
    if [ -n "$cfloor_json" ]; then
        "$work/weather_card" --iterations "$round_iterations" --level "$level" --filter "$filter" \
            >"$work/rounds/cfloor-$round.json"
    fi
    if [ -n "$takumi_json" ]; then
        python3 "$here/takumi_card.py" --iterations "$round_iterations" >"$work/rounds/takumi-$round.json"
    fi
    if [ -n "$skia_json" ]; then
        python3 "$here/skia_card.py" --iterations "$round_iterations" >"$work/rounds/skia-$round.json" \
            2> >(grep -v 'Fontconfig warning' >&2)
    fi
    if [ -n "$chromium_json" ]; then
        python3 "$here/chromium_screenshot.py" --manifest "$work/render.json" --artifacts "$artifacts" \
            --out "$work/rounds/chromium-$round.json" --iterations "$round_chromium" --cold-iterations 0 \
            --only weather-systemSmall
    fi
done

# Row 7.
cold_json=""
if [ -x "$bin/widgets-demo" ]; then
    python3 "$here/cold_start.py" --bin "$bin" --out "$work/cold.json" --runs "$cold_runs" --work "$work/cold"
    cold_json="$work/cold.json"
fi

echo "## Rendering: rows 1–4, 7 and 8"
echo
if [ "$have_cc" = 1 ]; then
    echo "Allocations: every malloc, calloc, realloc and aligned allocation, counted by a preloaded counter"
    echo "(Benchmarks/render/malloc_counter.c), median per operation. Images of this run: .build-release/bench-render/."
else
    echo "Allocations not counted and row 3 not run: gcc or pkg-config pangocairo libpng is missing."
fi
echo
# The benchmark prints row 1, then row 4; the report puts rows 2 and 3 between them and row 7 after.
awk '/^### Row 4/ { exit } { print }' "$work/widgetry.md"
args=(--render "$work/render.json" --rounds "$work/rounds")
[ -n "$cold_json" ] && args+=(--cold-start "$cold_json")
[ -n "$chromium_json" ] && args+=(--chromium "$chromium_json")
[ -n "$cfloor_json" ] && args+=(--cfloor "$cfloor_json")
[ -n "$takumi_json" ] && args+=(--takumi "$takumi_json")
[ -n "$skia_json" ] && args+=(--skia "$skia_json")
python3 "$here/report.py" "${args[@]}" >"$work/report.md"
awk '/^### Row 7/ { exit } { print }' "$work/report.md"
awk 'found || /^### Row 4/ { found = 1; print }' "$work/widgetry.md"
awk 'found || /^### Row 7/ { found = 1; print }' "$work/report.md" | grep -v '^GOAL: '
grep '^GOAL: ' "$work/report.md" || true
