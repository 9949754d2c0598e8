#!/usr/bin/env python3
"""Rows 2, 3 and 7 of BENCHMARKS.md and the render goals, from the JSON files Benchmarks/render/run.sh collects.

Usage: report.py --render render.json --chromium chromium.json --cfloor cfloor.json --cold-start cold.json
Prints markdown sections, then `GOAL: ` lines (the ratios the issue sets goals for).
"""

import argparse
import json
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
        print()
        small = renders.get("weather-systemSmall")
        warm_small = chromium["warm"].get("weather-systemSmall")
        if small and warm_small:
            ratio = warm_small["median_us"] / small["ops"]["total"]["median_us"]
            goals.append(f"render vs warm Chromium: {ratio:.1f}x (goal 25x)")
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
        goals.append(
            f"render vs C floor, layout+raster: {layout_raster['median_us'] / cfloor['layout_raster']['median_us']:.2f}x"
            " (goal 1.2x)")
        goals.append(
            f"render vs C floor, whole render: {ops['total']['median_us'] / cfloor['total']['median_us']:.2f}x"
            " (goal 1.2x)")
    else:
        print("Not run: gcc or pkg-config pangocairo libpng missing (apt-get install gcc libpng-dev).")
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
