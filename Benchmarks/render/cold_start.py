#!/usr/bin/env python3
"""Row 7: `widgets-demo render` as a new process, from start to the file written, median and p90.

Uses hyperfine (Debian's) when it is installed, else times the processes itself (time.perf_counter around
subprocess.run). Each command runs twice to warm the page cache first.

Usage: cold_start.py --bin RELEASE_BIN --out cold.json [--runs 30] [--work DIR]
"""

import argparse
import json
import math
import os
import shutil
import subprocess
import tempfile
import time


def percentile(samples, fraction):
    ordered = sorted(samples)
    rank = max(1, min(len(ordered), math.ceil(fraction * len(ordered))))
    return ordered[rank - 1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--work")
    arguments = parser.parse_args()
    demo = os.path.join(arguments.bin, "widgets-demo")
    if not os.access(demo, os.X_OK):
        raise SystemExit(f"cold_start.py: {demo} is missing; build it with swift build -c release")
    work = arguments.work or tempfile.mkdtemp(prefix="widgetry-cold-")
    os.makedirs(work, exist_ok=True)
    at = "2026-06-01T10:00:00Z"
    commands = []
    for output in ["weather.png", "weather.html"]:
        arguments_list = [demo, "render", "--kind", "WeatherWidget", "--family", "systemSmall", "--scale", "3",
                          "--at", at, "--output", os.path.join(work, output)]
        commands.append((f"widgets-demo render --kind WeatherWidget --family systemSmall --scale 3 -o {output}",
                         arguments_list))
    hyperfine = shutil.which("hyperfine")
    results = []
    for title, command in commands:
        if hyperfine:
            export = os.path.join(work, "hyperfine.json")
            subprocess.run(
                [hyperfine, "--style", "none", "--shell=none", "--warmup", "2", "--runs", str(arguments.runs),
                 "--export-json", export, " ".join(command)],
                check=True, stdout=subprocess.DEVNULL)
            with open(export) as f:
                samples = [t * 1e6 for t in json.load(f)["results"][0]["times"]]
        else:
            samples = []
            for run in range(2 + arguments.runs):
                start = time.perf_counter_ns()
                subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
                if run >= 2:
                    samples.append((time.perf_counter_ns() - start) / 1000)
        results.append({"command": title, "median_us": percentile(samples, 0.5), "p90_us": percentile(samples, 0.9),
                        "runs": len(samples)})
    tool = "hyperfine " + subprocess.run([hyperfine, "--version"], capture_output=True, text=True).stdout.split()[-1] \
        if hyperfine else "Python's time.perf_counter around each process"
    with open(arguments.out, "w") as f:
        json.dump({"tool": tool, "runs": arguments.runs, "commands": results}, f, indent=2)


if __name__ == "__main__":
    main()
