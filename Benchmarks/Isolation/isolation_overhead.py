#!/usr/bin/env python3
"""What `serve --isolate` costs: the round trip of a free reload of one widget (`POST /api/reload` for `Steady`:
the provider's timeline, five entries laid out in two variants, stored) with providers in the host and in a worker
process, measured side by side in one run, alternating, so machine noise falls on both. Prints medians and their
ratio.

Usage: Benchmarks/Isolation/isolation_overhead.py [ROUNDS]   (default 40; uses the debug misbehaving-widgets, or
$WIDGETRY_MISBEHAVING_BIN, e.g. .build/release/misbehaving-widgets)"""

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "harness"))
import widgetry_harness  # noqa: E402
from widgetry_harness import Server  # noqa: E402

ROUNDS = int(sys.argv[1]) if len(sys.argv) > 1 else 40


def start(*arguments, name):
    override = os.environ.get("WIDGETRY_MISBEHAVING_BIN")
    if override:
        widgetry_harness.binary = lambda product="widgets-demo": override
    server = Server("--empty", "--developer-mode", *arguments, name=name, product="misbehaving-widgets").start()
    status, _ = server.json("POST", "/api/instances", {"kind": "Steady", "family": "systemSmall"})
    if status != 201:
        raise RuntimeError(f"adding Steady answered {status}")
    return server


def reload_once(server):
    started = time.perf_counter()
    status, _ = server.json("POST", "/api/reload", {"kind": "Steady"})
    elapsed = time.perf_counter() - started
    if status >= 300:
        raise RuntimeError(f"reload answered {status}")
    return elapsed * 1000


def main():
    in_process = start(name="bench-in-process")
    isolated = start("--isolate", name="bench-isolated")
    try:
        for server in (in_process, isolated):  # warm up: the worker's first start, fonts, caches
            for _ in range(3):
                reload_once(server)
        times = {"in-process": [], "isolated": []}
        for _ in range(ROUNDS):
            times["in-process"].append(reload_once(in_process))
            times["isolated"].append(reload_once(isolated))
    finally:
        in_process.stop()
        isolated.stop()
    medians = {mode: statistics.median(values) for mode, values in times.items()}
    for mode, values in times.items():
        print(f"{mode:>10}: median {medians[mode]:.1f} ms, min {min(values):.1f} ms, max {max(values):.1f} ms "
              f"over {len(values)} reloads")
    print(f"isolated / in-process: {medians['isolated'] / medians['in-process']:.2f}x")


if __name__ == "__main__":
    main()
