#!/usr/bin/env python3
"""Rows 2, 3 and 7 of BENCHMARKS.md and the render goals, from the JSON files Benchmarks/render/run.sh collects.

Usage: report.py --render render.json --chromium chromium.json --cfloor cfloor.json --cold-start cold.json
Prints markdown sections, then `GOAL: ` lines (the ratios the issue sets goals for).
"""

import argparse
import glob
import json
import math
import os


def fmt(us):
    if us is None:
        return "–"
    if us >= 10_000:
        return f"{us / 1000:.1f} ms"
    if us >= 1000:
        return f"{us / 1000:.2f} ms"
    return f"{us:.0f} µs"


def cell(stats):
    return f"{fmt(stats['median_us'])} / {fmt(stats['p90_us'])}" if stats else "–"


def pooled(samples):
    ordered = sorted(samples)
    if not ordered:
        return None

    def rank(fraction):
        return ordered[max(1, min(len(ordered), math.ceil(fraction * len(ordered)))) - 1]

    return {"median_us": rank(0.5), "p90_us": rank(0.9), "runs": len(ordered)}


def rounds_table(directory):
    """Pools the alternated rounds: Widgetry's total and layout+raster per run, the C floor's, warm Chromium's."""
    widgetry_total, widgetry_lr, c_total, c_lr, chromium = [], [], [], [], []
    count = 0
    for path in sorted(glob.glob(os.path.join(directory, "widgetry-*.json"))):
        count += 1
        ops = load(path)["renders"][0]["ops"]
        widgetry_total += ops["total"]["samples_us"]
        widgetry_lr += [a + b for a, b in zip(ops["layout"]["samples_us"], ops["raster"]["samples_us"])]
    for path in sorted(glob.glob(os.path.join(directory, "cfloor-*.json"))):
        c = load(path)
        c_total += c["total"]["samples_us"]
        c_lr += c["layout_raster"]["samples_us"]
    for path in sorted(glob.glob(os.path.join(directory, "chromium-*.json"))):
        chromium += load(path)["warm"]["weather-systemSmall"]["samples_us"]
    return count, {
        "widgetry_total": pooled(widgetry_total), "widgetry_layout_raster": pooled(widgetry_lr),
        "c_total": pooled(c_total), "c_layout_raster": pooled(c_lr), "chromium_warm": pooled(chromium),
    }


def load(path):
    if not path or not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--render", required=True)
    parser.add_argument("--chromium")
    parser.add_argument("--cfloor")
    parser.add_argument("--cold-start")
    parser.add_argument("--rounds", help="the folder of alternated goal rounds")
    arguments = parser.parse_args()
    render = load(arguments.render)
    chromium = load(arguments.chromium)
    cfloor = load(arguments.cfloor)
    cold_start = load(arguments.cold_start)
    goals = []
    renders = {f"{r['widget']}-{r['family']}": r for r in render["renders"]}

    # Row 2: Widgetry's PNG vs Chromium's screenshot of Widgetry's HTML.
    print("### Row 2 · Widgetry PNG vs Chromium screenshotting Widgetry's HTML (3×, median / p90)")
    print()
    if chromium:
        print(f"{chromium['version']}, headless, driven over the DevTools protocol (pipe). Warm: one browser and one tab "
              "kept running; a render is `Page.navigate` to the HTML file, the load event and "
              "`Page.captureScreenshot` (deviceScaleFactor 3). Cold: `chromium --headless --screenshot` as a new "
              "process with a fresh profile per image. Widgetry: resolve + layout + raster + PNG encode (row 1's "
              "total).")
        print()
        print("| widget | Widgetry PNG | Chromium warm | Chromium warm ÷ Widgetry | Chromium cold | Chromium cold ÷ Widgetry |")
        print("|---|---:|---:|---:|---:|---:|")
        for name, r in renders.items():
            ours = r["ops"]["total"]
            warm = chromium["warm"].get(name)
            cold = chromium["cold"].get(name)
            warm_ratio = f"{warm['median_us'] / ours['median_us']:.1f}×" if warm else "–"
            cold_ratio = f"{cold['median_us'] / ours['median_us']:.0f}×" if cold else "–"
            print(f"| {r['widget']} {r['family']} | {cell(ours)} | {cell(warm)} | {warm_ratio} | {cell(cold)} | "
                  f"{cold_ratio} |")
        failed = sum(c.get("failed_runs", 0) for c in chromium["cold"].values())
        if failed:
            print(f"{failed} cold Chromium run(s) exited without writing an image; they were run again and not timed.")
        print()
    else:
        print("Not run: Chromium was not found (apt-get install chromium).")
        print()

    # Row 3: the C floor.
    print("### Row 3 · Widgetry vs the C floor (weather systemSmall at 3×, median / p90)")
    print()
    small = renders.get("weather-systemSmall")
    if cfloor and small:
        ops = small["ops"]
        print(f"Benchmarks/CFloor/weather_card.c: the same card with Cairo {cfloor['versions']['cairo']} and Pango "
              f"{cfloor['versions']['pango']} directly (one reused surface and Pango context; new PangoLayouts per "
              f"render), encoded with libpng {cfloor['versions']['libpng']} at zlib level {cfloor['level']}, filter "
              f"{cfloor['filter']}, RGBA, sRGB and pHYs, as Widgetry's encoder writes with its defaults (libdeflate "
              f"level {render['default_level']}, filter {render['default_filter']}).")
        print()
        layout_raster = {
            "median_us": ops["layout"]["median_us"] + ops["raster"]["median_us"],
            "p90_us": ops["layout"]["p90_us"] + ops["raster"]["p90_us"],
        }
        rows = [
            ("layout", ops["layout"], cfloor["layout"]),
            ("raster", ops["raster"], cfloor["raster"]),
            ("layout + raster", layout_raster, cfloor["layout_raster"]),
            (f"PNG encode (level {cfloor['level']})", ops["encode"], cfloor["encode"]),
            ("whole render", ops["total"], cfloor["total"]),
        ]
        print("| phase | Widgetry | C (Cairo + Pango + libpng) | Widgetry ÷ C |")
        print("|---|---:|---:|---:|")
        for title, ours, theirs in rows:
            print(f"| {title} | {cell(ours)} | {cell(theirs)} | {ours['median_us'] / theirs['median_us']:.2f}× |")
        print(f"| libpng level 1 encode | – | {cell(cfloor['encode_level1'])} | – |")
        print(f"| PNG bytes | {small['bytes']['png']} | {cfloor['bytes']} (level 1: {cfloor['bytes_level1']}) | – |")
        print()
        print("Widgetry's whole render also resolves the view (C has no such phase): "
              f"{cell(ops['resolve'])}. Widgetry layout + raster is the sum of the medians (p90s).")
        print()
    else:
        print("Not run: gcc or pkg-config pangocairo libpng missing (apt-get install gcc libpng-dev).")
        print()

    # The goal ratios, from rounds that alternate the three renderers.
    if arguments.rounds and os.path.isdir(arguments.rounds):
        count, pools = rounds_table(arguments.rounds)
        print("### The goal ratios: weather systemSmall at 3×, alternated rounds (median / p90)")
        print()
        print(f"Widgetry (resolve + layout + raster + encode), the C floor and warm Chromium take turns in {count} rounds, "
              "so a busy machine slows each alike; each side's samples are pooled across the rounds. Layout + raster "
              "is summed per run.")
        print()
        print("| | Widgetry | C floor | warm Chromium | ratio |")
        print("|---|---:|---:|---:|---:|")
        w_lr, c_lr = pools["widgetry_layout_raster"], pools["c_layout_raster"]
        w_total, c_total, warm = pools["widgetry_total"], pools["c_total"], pools["chromium_warm"]
        if w_lr and c_lr:
            ratio = w_lr["median_us"] / c_lr["median_us"]
            print(f"| layout + raster | {cell(w_lr)} | {cell(c_lr)} | – | Widgetry ÷ C {ratio:.2f}× |")
            goals.append(f"render vs C floor, layout+raster: {ratio:.2f}x (goal 1.2x)")
        if w_total and c_total:
            ratio = w_total["median_us"] / c_total["median_us"]
            print(f"| whole render, PNG | {cell(w_total)} | {cell(c_total)} | – | Widgetry ÷ C {ratio:.2f}× |")
            goals.append(f"render vs C floor, whole render: {ratio:.2f}x (goal 1.2x)")
        if w_total and warm:
            ratio = warm["median_us"] / w_total["median_us"]
            print(f"| PNG | {cell(w_total)} | – | {cell(warm)} | Chromium ÷ Widgetry {ratio:.1f}× |")
            goals.insert(0, f"render vs warm Chromium: {ratio:.1f}x (goal 25x)")
        print()

    # Row 7: cold start.
    print("### Row 7 · Cold start: `widgets-demo render` as a process, start to file written (median / p90)")
    print()
    if cold_start:
        print(f"Timed with {cold_start['tool']}; {cold_start['runs']} runs each after 2 warm-up runs.")
        print()
        print("| command | median | p90 |")
        print("|---|---:|---:|")
        for entry in cold_start["commands"]:
            print(f"| `{entry['command']}` | {fmt(entry['median_us'])} | {fmt(entry['p90_us'])} |")
        print()
    else:
        print("Not run: widgets-demo was not built.")
        print()

    for goal in goals:
        print(f"GOAL: {goal}")


if __name__ == "__main__":
    main()
