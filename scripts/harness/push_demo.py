#!/usr/bin/env python3
"""The README's push demo against a real host: runs scripts/push-demo.sh (APNs-format pushes with curl) against
`widgets-demo serve`, checks the pizza delivery started by push-to-start, took its updates and alert and ended,
then restarts the host and checks the activity, its history and the push-to-start token came back.

Usage: push_demo.py [--quick]"""

import os
import subprocess
import sys
import time

from widgetry_harness import Server, figures

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "push-demo.sh")


def main():
    server = Server("--empty", name="push-demo").start()
    try:
        _, before = server.json("GET", "/api/push-tokens")
        started = time.monotonic()
        result = subprocess.run(
            ["bash", SCRIPT, f"http://127.0.0.1:{server.port}"], capture_output=True, text=True,
            env=dict(os.environ, PUSH_DEMO_DELAY="0"), timeout=120)
        elapsed = time.monotonic() - started
        print(result.stdout, end="")
        if result.returncode != 0:
            sys.exit(f"push-demo.sh failed ({result.returncode}): {result.stderr}")
        activities = server.all_pages("/api/activities")
        delivery = [a for a in activities if a["attributesType"] == "DeliveryAttributes"]
        assert len(delivery) == 1, f"one delivery started by push-to-start: {activities}"
        activity = delivery[0]
        assert activity["state"] == "ended", activity
        assert activity["contentState"]["currentStep"] == 2 and activity["contentState"]["driverName"] == "Sam"
        assert activity["dismissalDate"], "the end's dismissal-date"
        server.stop()
        server.start()
        _, after = server.json("GET", "/api/push-tokens")
        assert after["pushToStart"] == before["pushToStart"], f"push-to-start tokens persist: {before} → {after}"
        status, again = server.json("GET", f"/api/activities/{activity['id']}")
        assert status == 200 and again["contentState"] == activity["contentState"], again
        assert again["state"] in ("ended", "dismissed"), again
        figures("push-demo", pushes=6, seconds=f"{elapsed:.1f}", activity=activity["id"][:8], survived="yes")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
