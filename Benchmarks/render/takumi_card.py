#!/usr/bin/env python3
"""The demo's weather card (systemSmall, 170x170 CSS px at device pixel ratio 3) as HTML/CSS, rendered to PNG by
Takumi (PyPI `takumi-py`, a Rust HTML/CSS-to-image renderer), one warm `Renderer`. A row of BENCHMARKS.md.

The card is Benchmarks/CFloor/weather_card.c's: "78°" in Inter Display 32, "Sunny" in Inter Bold 16 and the sun
(U+F157 clear_day) from Material Symbols Outlined with `font-variation-settings: 'FILL' 1` at a 44.69 px em, centred
in a 40x40 box; a flex row (gap 8) over the conditions 17/3 px below, centred in a 170x170 box with
`border-radius: 22px` (circular corners: CSS has no continuous corners) and the sunny gradient. Only these three
font files are registered (no default fonts). Timed per render:

  html      `render_html`: the HTML string parsed, styled, laid out, rasterized and encoded to PNG: what a user calls;
  compiled  `render_compiled` of the node and stylesheets compiled once: Takumi's fastest path to a PNG;
  raw       the same, returning raw RGBA pixels (no PNG encoding), so encode = compiled - raw.

Usage: takumi_card.py [--iterations 200] [--out card.png]
Prints one JSON object: median and p90 (and samples) in microseconds per way, the PNG's size and the version.
"""

import argparse
import importlib.metadata
import json
import math
import time

import takumi_py

INTER = "/usr/share/fonts/opentype/inter/"
SYMBOLS = "/usr/local/share/fonts/widgetry/MaterialSymbolsOutlined.ttf"

CARD = """<div style="width:170px;height:170px;border-radius:22px;display:flex;flex-direction:column;\
align-items:center;justify-content:center;color:black;\
background-image:linear-gradient(to bottom, rgb(253,198,92), rgb(252,184,51))">\
<div style="display:flex;flex-direction:row;align-items:center;gap:8px">\
<span style="font-family:'Inter Display';font-size:32px;font-weight:400">78°</span>\
<span style="font-family:'Material Symbols Outlined';font-size:44.69px;font-variation-settings:'FILL' 1;\
width:40px;height:40px;line-height:40px;display:flex;align-items:center;justify-content:center">&#xF157;</span>\
</div>\
<div style="margin-top:5.67px;font-family:'Inter';font-weight:700;font-size:16px">Sunny</div>\
</div>"""

SIZE = {"width": 510, "height": 510, "device_pixel_ratio": 3}


def percentile(samples, fraction):
    ordered = sorted(samples)
    return ordered[max(1, min(len(ordered), math.ceil(fraction * len(ordered)))) - 1]


def stats(samples):
    return {"median_us": percentile(samples, 0.5), "p90_us": percentile(samples, 0.9), "runs": len(samples),
            "samples_us": samples}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--out")
    arguments = parser.parse_args()
    fonts = []
    for path, name, weight in ((INTER + "InterDisplay-Regular.otf", "Inter Display", 400),
                               (INTER + "Inter-Bold.otf", "Inter", 700), (SYMBOLS, "Material Symbols Outlined", 400)):
        try:
            with open(path, "rb") as f:
                fonts.append(takumi_py.FontResource(data=f.read(), name=name, weight=weight))
        except OSError as error:
            raise SystemExit(f"takumi_card.py: {error}; run scripts/setup.sh to install the fonts")
    renderer = takumi_py.Renderer(load_default_fonts=False, fonts=fonts)
    compiled = renderer.compile_html(CARD)
    ways = {
        "html": lambda: renderer.render_html(CARD, **SIZE),
        "compiled": lambda: renderer.render_compiled(compiled.node, stylesheets=compiled.stylesheets, **SIZE),
        "raw": lambda: renderer.render_compiled(compiled.node, stylesheets=compiled.stylesheets, format="raw",
                                                **SIZE),
    }
    samples = {name: [] for name in ways}
    warm_up = max(2, min(10, arguments.iterations // 10))
    png = None
    for iteration in range(warm_up + arguments.iterations):
        # The three ways take turns, so a busy machine slows each alike.
        for name, render in ways.items():
            started = time.perf_counter_ns()
            result = render()
            elapsed = time.perf_counter_ns() - started
            if name == "compiled":
                png = result
            if iteration >= warm_up:
                samples[name].append(round(elapsed / 1000, 1))
    if arguments.out:
        with open(arguments.out, "wb") as f:
            f.write(png)
    result = {"bytes": len(png), "version": importlib.metadata.version("takumi-py")}
    result.update({name: stats(values) for name, values in samples.items()})
    print(json.dumps(result))


if __name__ == "__main__":
    main()
