#!/usr/bin/env python3
"""Containment: `misbehaving-widgets serve --isolate` with one widget whose provider behaves (Steady) beside ones
that throw, hang, block their thread, trap and leak. Reloads everything again and again and checks that the host
keeps answering, Steady keeps reloading, the others' failures land in their ledgers, and the provider process is
restarted after each crash. Bounded in rounds; only against 127.0.0.1.

Usage: isolation.py [--quick]"""

import re
import sys
import time

from widgetry_harness import Server, figures, quick

ROUNDS = 4 if quick() else 20


def ledger_events(server, id):
    return [line["event"] for line in server.all_pages(f"/api/instances/{id}/ledger?limit=100")]


def main():
    server = Server(
        "--isolate", "--developer-mode", "--provider-kill-grace", "1", name="isolation", product="misbehaving-widgets"
    ).start()
    requests = server_errors = 0
    try:
        instances = {item["kind"]: item["id"] for item in server.all_pages("/api/instances?limit=100")}
        expected = {"Steady", "Throws", "Hangs", "Blocks", "Traps", "Leaks"}
        if set(instances) != expected:
            print(f"isolation: the seeded widgets are {sorted(instances)}, not {sorted(expected)}")
            return 1
        for round in range(ROUNDS):
            for path, body in [("/api/reload", {}), ("/api/host", None), (f"/api/instances/{instances['Steady']}", None)]:
                status, _ = server.json("POST" if body is not None else "GET", path, body)
                requests += 1
                server_errors += status >= 500
            # Pacing only: developer mode still keeps a widget's reloads a second apart.
            time.sleep(2 if quick() else 5)
        # Wait for the outcome, not for a time: every bad widget's failure (a hung or blocked call fails at the 15 s
        # deadline) and Steady's reloads, with a generous cap for a busy machine.
        events = {}
        cap = time.monotonic() + 300
        while time.monotonic() < cap:
            events = {kind: ledger_events(server, id) for kind, id in instances.items()}
            bad_done = all("failed" in events[kind] for kind in expected - {"Steady"})
            if bad_done and events["Steady"].count("reloaded") >= 2:
                break
            time.sleep(0.5)
        status, _ = server.json("GET", "/api/host")
        requests += 1
        server_errors += status >= 500
        alive = server.alive()
    finally:
        server.stop()
    with open(server.log, encoding="utf-8", errors="replace") as log:
        text = log.read()
    starts = len(re.findall(r"Started provider process", text))
    failed = {kind: events[kind].count("failed") for kind in events}
    steady_reloads = events["Steady"].count("reloaded")
    figures(
        "isolation",
        rounds=ROUNDS,
        requests=requests,
        server_5xx=server_errors,
        host_alive=alive,
        provider_processes_started=starts,
        steady_reloads=steady_reloads,
        steady_failures=failed["Steady"],
        failures_by_kind=", ".join(f"{kind} {count}" for kind, count in sorted(failed.items()) if kind != "Steady"),
    )
    problems = []
    if not alive:
        problems.append("the host died")
    if server_errors:
        problems.append(f"{server_errors} answers were 5xx")
    if steady_reloads < 2:
        problems.append(f"Steady reloaded {steady_reloads} times")
    for kind in ["Throws", "Hangs", "Blocks", "Traps", "Leaks"]:
        if failed[kind] == 0:
            problems.append(f"{kind} has no failure in its ledger")
    if starts < 2:
        problems.append("the provider process was never restarted after a crash")
    for problem in problems:
        print(f"  problem: {problem} (log: {server.log})")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
