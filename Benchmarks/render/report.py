#!/usr/bin/env python3
"""Rows 2, 3, 7 and 8 of BENCHMARKS.md and the render goals, from the JSON files Benchmarks/render/run.sh collects.

Usage: report.py --render render.json --chromium chromium.json --cfloor cfloor.json --cold-start cold.json
                 --takumi takumi.json --skia skia.json --rounds rounds/
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
    takumi_compiled, takumi_html, skia_total = [], [], []
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
    for path in sorted(glob.glob(os.path.join(directory, "takumi-*.json"))):
        takumi = load(path)
        takumi_compiled += takumi["compiled"]["samples_us"]
        takumi_html += takumi["html"]["samples_us"]
    for path in sorted(glob.glob(os.path.join(directory, "skia-*.json"))):
        skia_total += load(path)["total"]["samples_us"]
    return count, {
        "takumi_compiled": pooled(takumi_compiled), "takumi_html": pooled(takumi_html),
        "skia_total": pooled(skia_total),
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
    parser.add_argument("--takumi")
    parser.add_argument("--skia")
    parser.add_argument("--rounds", help="the folder of alternated goal rounds")
    arguments = parser.parse_args()
    render = load(arguments.render)
    chromium = load(arguments.chromium)
    cfloor = load(arguments.cfloor)
    cold_start = load(arguments.cold_start)
    takumi = load(arguments.takumi)
    skia = load(arguments.skia)
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
              f"{cfloor['filter']}, RGBA, sRGB and pHYs, as Widgetry's encoder writes them (its default compression "
              f"is {render.get('default_compression', 'libdeflate')}, filter {render['default_filter']}; libpng has "
              "no scanline runs, so the C floor keeps zlib's default level).")
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
        print(f"Widgetry (resolve + layout + raster + encode), the C floor, Takumi, Skia and warm Chromium take turns "
              f"in {count} rounds, so a busy machine slows each alike; each side's samples are pooled across the "
              "rounds. Layout + raster is summed per run.")
        print()
        print("| | Widgetry | other | ratio |")
        print("|---|---:|---:|---:|")
        w_lr, c_lr = pools["widgetry_layout_raster"], pools["c_layout_raster"]
        w_total, c_total, warm = pools["widgetry_total"], pools["c_total"], pools["chromium_warm"]
        takumi_compiled, takumi_html, skia_total = pools["takumi_compiled"], pools["takumi_html"], pools["skia_total"]
        if w_total and takumi_compiled:
            ratio = takumi_compiled["median_us"] / w_total["median_us"]
            print(f"| PNG: Takumi, compiled node → PNG | {cell(w_total)} | {cell(takumi_compiled)} | "
                  f"Takumi ÷ Widgetry {ratio:.2f}× |")
            goals.append(f"render vs Takumi: {ratio:.1f}x (goal 2x)")
        if w_total and takumi_html:
            ratio = takumi_html["median_us"] / w_total["median_us"]
            print(f"| PNG: Takumi, HTML string → PNG | {cell(w_total)} | {cell(takumi_html)} | "
                  f"Takumi ÷ Widgetry {ratio:.2f}× |")
        if w_total and skia_total:
            ratio = skia_total["median_us"] / w_total["median_us"]
            print(f"| PNG: Skia (skia-python) | {cell(w_total)} | {cell(skia_total)} | Skia ÷ Widgetry {ratio:.2f}× |")
            goals.append(f"render vs Skia: {ratio:.1f}x")
        if w_lr and c_lr:
            ratio = w_lr["median_us"] / c_lr["median_us"]
            print(f"| layout + raster: C floor | {cell(w_lr)} | {cell(c_lr)} | Widgetry ÷ C {ratio:.2f}× |")
            goals.append(f"render vs C floor, layout+raster: {ratio:.2f}x (goal 1.0x)")
        if w_total and c_total:
            ratio = w_total["median_us"] / c_total["median_us"]
            print(f"| whole render, PNG: C floor | {cell(w_total)} | {cell(c_total)} | Widgetry ÷ C {ratio:.2f}× |")
            goals.append(f"render vs C floor, whole render: {ratio:.2f}x (goal 1.2x)")
        if w_total and warm:
            ratio = warm["median_us"] / w_total["median_us"]
            print(f"| PNG: warm Chromium | {cell(w_total)} | {cell(warm)} | Chromium ÷ Widgetry {ratio:.1f}× |")
            goals.insert(0, f"render vs warm Chromium: {ratio:.1f}x (goal 25x)")
        print()

    # Row 8: Takumi and Skia, each from its own full run.
    print_row8(renders.get("weather-systemSmall"), takumi, skia)

    # The HTML document `render --output x.html` writes for the weather card: embedded, subset fonts.
    small = renders.get("weather-systemSmall")
    if small and "html" in small["ops"]:
        document = small["ops"]["html"]
        goals.append(f"html document: {small['bytes']['html'] / 1000:.0f} KB, {document['median_us'] / 1000:.1f} ms "
                     "(goal 50 KB, 5 ms)")

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


def print_row8(small, takumi, skia):
    """Row 8: the weather card by Widgetry (row 1's phases), Takumi and Skia, each in its own warm process."""
    print("### Row 8 · Widgetry vs Takumi and Skia (weather systemSmall, 510×510 px, median / p90)")
    print()
    if not (takumi or skia) or not small:
        print("Not run: pip install takumi-py skia-python (scripts/bench.sh does).")
        print()
        return
    ops = small["ops"]
    print("Takumi " + (takumi["version"] if takumi else "–") + " (`Benchmarks/render/takumi_card.py`): the card as "
          "HTML/CSS, one warm `Renderer` with only the three font files registered. Skia: skia-python "
          + (skia["versions"]["skia_python"] if skia else "–") + " (`Benchmarks/render/skia_card.py`): the card's "
          "path, gradient and texts on a raster canvas, `Image.encodeToData(PNG)`. Images: `.build-release/"
          "bench-render/takumi.png`, `skia.png`, `c-floor.png` and `weather-systemSmall.png`.")
    print()
    print("| phase | Widgetry | Takumi | Skia |")
    print("|---|---:|---:|---:|")
    layout_raster = {"median_us": ops["layout"]["median_us"] + ops["raster"]["median_us"],
                     "p90_us": ops["layout"]["p90_us"] + ops["raster"]["p90_us"]}
    takumi_encode = None
    if takumi:
        takumi_encode = {"median_us": takumi["compiled"]["median_us"] - takumi["raw"]["median_us"],
                         "p90_us": takumi["compiled"]["p90_us"] - takumi["raw"]["p90_us"]}
    rows = [
        ("from the source (views / HTML string) to PNG", ops["total"], takumi and takumi["html"], skia and skia["total"]),
        ("from a compiled node to PNG (Takumi)", None, takumi and takumi["compiled"], None),
        ("layout + raster (Takumi: compiled node to raw RGBA)", layout_raster, takumi and takumi["raw"],
         skia and skia["layout_raster"]),
        ("PNG encode (Takumi: PNG minus raw, medians)", ops["encode"], takumi_encode, skia and skia["encode"]),
    ]
    for title, ours, theirs, floor in rows:
        print(f"| {title} | {cell(ours)} | {cell(theirs)} | {cell(floor)} |")
    print(f"| PNG bytes | {small['bytes']['png']} | {takumi['bytes'] if takumi else '–'} | "
          f"{skia['bytes'] if skia else '–'} |")
    print()


if __name__ == "__main__":
    main()
