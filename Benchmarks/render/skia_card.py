#!/usr/bin/env python3
"""The demo's weather card (systemSmall, 170x170 points at 3x) drawn with Skia's canvas and encoded by Skia's own PNG
encoder: the floor of Chrome's 2D stack, through skia-python (PyPI `skia-python`). A row of BENCHMARKS.md.

The card is Benchmarks/CFloor/weather_card.c's, step for step: "78°" in Inter Display 32, "Sunny" in Inter Bold 16
and the sun (U+F157 clear_day) in Material Symbols Outlined with FILL=1 at a 44.69-point em; an HStack (spacing 8,
the symbol in a 40x40 frame) over the conditions 17/3 points below, centred; the continuous rounded rectangle
(radius 22) filled with the sunny gradient; grey antialiasing, no hinting. Skia keeps its typefaces and fonts across
renders, as a program would; per render it measures the texts (layout), clears and draws (raster) and encodes
(`Image.encodeToData(kPNG)`: libpng through Skia, zlib level 6, all filters).

Usage: skia_card.py [--iterations 200] [--out card.png]
Prints one JSON object: the median and p90 of each phase in microseconds (samples included), and the PNG's size.
"""

import argparse
import json
import math
import time

import skia

SCALE, SIDE = 3, 170
INTER = "/usr/share/fonts/opentype/inter/"
SYMBOLS = "/usr/local/share/fonts/widgetry/MaterialSymbolsOutlined.ttf"
SYMBOL_FRAME, SYMBOL_EM = 40.0, 44.69


def tag(name):
    return int.from_bytes(name.encode(), "big")


def load_fonts():
    display = skia.Typeface.MakeFromFile(INTER + "InterDisplay-Regular.otf")
    bold = skia.Typeface.MakeFromFile(INTER + "Inter-Bold.otf")
    symbols = skia.Typeface.MakeFromFile(SYMBOLS)
    if not (display and bold and symbols):
        raise SystemExit("skia_card.py: Inter or Material Symbols is missing; run scripts/setup.sh first")
    coordinates = skia.FontArguments.VariationPosition.Coordinates(
        [skia.FontArguments.VariationPosition.Coordinate(tag(axis), value)
         for axis, value in (("FILL", 1), ("wght", 400), ("GRAD", 0), ("opsz", 24))])
    arguments = skia.FontArguments()
    arguments.setVariationDesignPosition(skia.FontArguments.VariationPosition(coordinates))
    symbols = symbols.makeClone(arguments)
    fonts = []
    for typeface, size in ((display, 32), (bold, 16), (symbols, SYMBOL_EM)):
        font = skia.Font(typeface, size)
        font.setEdging(skia.Font.Edging.kAntiAlias)
        font.setHinting(skia.FontHinting.kNone)
        font.setSubpixel(True)
        fonts.append(font)
    return fonts


def snap(points):
    return round(points * SCALE) / SCALE


def layout(fonts):
    """Measures the texts and places them as Widgetry's layout does (the C floor's layout_card)."""
    display, bold, symbols = fonts
    texts = []
    for font, text in ((display, "78°"), (bold, "Sunny")):
        metrics = font.getMetrics()
        texts.append((font.measureText(text), metrics.fDescent - metrics.fAscent, -metrics.fAscent))
    (temperature_w, temperature_h, temperature_ascent), (conditions_w, conditions_h, conditions_ascent) = texts
    ink = skia.Rect()
    symbols.measureText("\uF157", bounds=ink)
    spacing, line_spacing = 8.0, 17.0 / 3
    row_w = temperature_w + spacing + SYMBOL_FRAME
    row_h = max(temperature_h, SYMBOL_FRAME)
    stack_w = max(row_w, conditions_w)
    stack_h = row_h + line_spacing + conditions_h
    left, top = (SIDE - stack_w) / 2, snap((SIDE - stack_h) / 2)
    row_left = snap(left + (stack_w - row_w) / 2)
    frame_x = snap(row_left + temperature_w + spacing)
    frame_y = snap(top + (row_h - SYMBOL_FRAME) / 2)
    return [
        ("78°", display, row_left, snap(top + (row_h - temperature_h) / 2) + temperature_ascent),
        ("\uF157", symbols, frame_x + SYMBOL_FRAME / 2 - ink.centerX(), frame_y + SYMBOL_FRAME / 2 - ink.centerY()),
        ("Sunny", bold, snap(left + (stack_w - conditions_w) / 2), snap(top + row_h + line_spacing) + conditions_ascent),
    ]


# Apple's continuous corner, in units of the radius from the corner (the C floor's table).
E = 1.52866483
SEGMENTS = [
    (1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600),
    None, (0.63149399, 0.07491100),
    (0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.07491100, 0.63149399),
    None, (0.06549600, 0.66993427),
    (0, 0.86840689, 0, 1.08849323, 0, E),
]


def widget_shape(radius=22.0, side=float(SIDE)):
    path = skia.Path()
    path.moveTo(radius * E, 0)
    for cx, cy, ax, ay, bx, by in ((side, 0, -1, 0, 0, 1), (side, side, 0, -1, -1, 0), (0, side, 1, 0, 0, -1),
                                   (0, 0, 0, 1, 1, 0)):
        def point(u, v):
            return (cx + u * radius * ax + v * radius * bx, cy + u * radius * ay + v * radius * by)
        path.lineTo(*point(E, 0))
        items = iter(SEGMENTS)
        for segment in items:
            if segment is None:
                path.lineTo(*point(*next(items)))
            else:
                path.cubicTo(*point(segment[0], segment[1]), *point(segment[2], segment[3]),
                             *point(segment[4], segment[5]))
    path.close()
    return path


def raster(canvas, shape, placed):
    canvas.clear(skia.ColorTRANSPARENT)
    gradient = skia.GradientShader.MakeLinear(
        points=[(0, 0), (0, SIDE)],
        colors=[skia.Color4f(0.992, 0.776, 0.36, 1).toColor(), skia.Color4f(0.99, 0.72, 0.2, 1).toColor()])
    canvas.drawPath(shape, skia.Paint(AntiAlias=True, Shader=gradient))
    ink = skia.Paint(AntiAlias=True, Color=skia.ColorBLACK)
    for text, font, x, y in placed:
        canvas.drawString(text, x, y, font, ink)


def percentile(samples, fraction):
    ordered = sorted(samples)
    return ordered[max(1, min(len(ordered), math.ceil(fraction * len(ordered)))) - 1]


def phase(samples):
    return {"median_us": percentile(samples, 0.5), "p90_us": percentile(samples, 0.9), "runs": len(samples),
            "samples_us": samples}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=200)
    parser.add_argument("--out")
    arguments = parser.parse_args()
    fonts = load_fonts()
    shape = widget_shape()
    surface = skia.Surface(SIDE * SCALE, SIDE * SCALE)
    canvas = surface.getCanvas()
    canvas.scale(SCALE, SCALE)
    phases = {name: [] for name in ("layout", "raster", "layout_raster", "encode", "total")}
    warm_up = max(2, min(10, arguments.iterations // 10))
    png = None
    for iteration in range(warm_up + arguments.iterations):
        t0 = time.perf_counter_ns()
        placed = layout(fonts)
        t1 = time.perf_counter_ns()
        raster(canvas, shape, placed)
        surface.flushAndSubmit()
        t2 = time.perf_counter_ns()
        png = surface.makeImageSnapshot().encodeToData(skia.EncodedImageFormat.kPNG, 100)
        t3 = time.perf_counter_ns()
        if iteration < warm_up:
            continue
        for name, nanoseconds in (("layout", t1 - t0), ("raster", t2 - t1), ("layout_raster", t2 - t0),
                                  ("encode", t3 - t2), ("total", t3 - t0)):
            phases[name].append(round(nanoseconds / 1000, 1))
    if arguments.out:
        with open(arguments.out, "wb") as f:
            f.write(bytes(png))
    result = {"bytes": len(bytes(png)), "versions": {"skia_python": skia.__version__}}
    result.update({name: phase(samples) for name, samples in phases.items()})
    print(json.dumps(result))


if __name__ == "__main__":
    main()
