#!/usr/bin/env python3
"""Runs schemathesis against a fresh server (see fuzz.sh) and prints the figures: operations, test cases, 5xx,
crashes. Usage: fuzz.py SCHEMATHESIS EXAMPLES"""

import json
import os
import subprocess
import sys

from widgetry_harness import Server, figures


def main():
    schemathesis, examples = sys.argv[1], sys.argv[2]
    # With a dashboard, so the e-ink device routes are fuzzed too, not only their "no dashboards" answer.
    dashboard = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                             "examples", "dashboard-trmnl.json")
    server = Server("--dashboard", dashboard, name="fuzz").start()
    report = os.path.join(server.folder, "events.ndjson")
    try:
        run = subprocess.run(
            [schemathesis, "run", f"http://127.0.0.1:{server.port}/api/openapi.json",
             "--checks", "not_a_server_error", "--max-examples", examples, "--exclude-path", "/api/events",
             "--request-timeout", "30", "--workers", "2", "--seed", "20261124", "--no-color",
             "--phases", "examples,coverage,fuzzing", "--report", "ndjson", "--report-ndjson-path", report,
             "--suppress-health-check", "all", "--warnings", "off", "--generation-database", "none"],
            capture_output=True, text=True, timeout=1800, cwd=server.folder)
        alive = server.alive()
        stream_checks = [
            server.request("HEAD", "/api/events")[0] == 200,
            server.request("GET", "/api/events?limit=0")[0] == 400,
            server.request("GET", "/api/events?limit=x")[0] == 400,
        ]
        answering = server.request("GET", "/api/host")[0] == 200
    finally:
        server.stop()
    # HTTP's answer to a method it does not define (schemathesis's coverage phase sends QUERY and the like) is 501
    # Not Implemented: that is the server doing its job, not a server error.
    standard = {"GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "CONNECT"}
    cases = server_errors = operations = undefined_methods = 0
    if os.path.exists(report):
        for line in open(report):
            event = json.loads(line)
            kind = next(iter(event))
            if kind != "ScenarioFinished":
                continue
            operations += 1
            for step in (event[kind].get("recorder") or {}).get("interactions", {}).values():
                cases += 1
                method = (step.get("request") or {}).get("method", "").upper()
                status = ((step.get("response") or {}).get("status_code")) or 0
                if status == 501 and method not in standard:
                    undefined_methods += 1
                elif status >= 500:
                    server_errors += 1
                    print(f"  {status} for {method} {step['request'].get('uri')}")
    if server_errors or run.returncode not in (0, 1):
        print(run.stdout[-6000:])
        print(run.stderr[-2000:])
    figures(
        "fuzz", scenarios=operations, requests=cases, server_errors_5xx=server_errors,
        undefined_methods_answered_501=undefined_methods, crashed=not alive, answering_after=answering,
        event_stream_checks=f"{sum(stream_checks)}/{len(stream_checks)}")
    ok = run.returncode in (0, 1) and cases > 0 and server_errors == 0 and alive and answering and all(stream_checks)
    return 0 if ok else 1

if __name__ == "__main__":
    sys.exit(main())
