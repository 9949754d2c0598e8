#!/usr/bin/env python3
"""Bad input, as an attacker and as a careless client send it, against `widgets-demo serve --dashboard`: the shapes
step 14 hardened, each checked for the answer it must get. APNs pushes (a content state of the wrong type, a
timestamp in milliseconds, wrongly typed optional fields, a flood of priority-10 updates against the hourly
budget), the e-ink device routes (NaN and inf battery voltages, a second setup of a known MAC, logs that are not
JSON, an approval with a number for a dashboard, a claimed Host), stacks (11 and 10,000 members while /api/host is
timed), controls and activities with bad bodies, and a 100,000-character token. No answer may be a 5xx or name a
server path, and the server must answer afterwards.

Usage: bad_input.py [--quick]   (--quick floods 250 pushes instead of 450)"""

import json
import os
import re
import sys
import time

from widgetry_harness import Server, figures, quick

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DASHBOARD = os.path.join(ROOT, "examples", "dashboard-trmnl.json")
TOPIC = "DemoWidgets.push-type.liveactivity"


class Checks:
    def __init__(self, server):
        self.server = server
        self.answers = 0
        self.failures = []

    def send(self, method, path, body=None, headers=None):
        status, response_headers, data = self.server.request(method, path, body=body, headers=headers)
        self.answers += 1
        text = data.decode("utf-8", "replace")
        if status >= 500:
            self.failures.append(f"{method} {path}: HTTP {status} {text[:200]}")
        if self.server.folder in text:
            self.failures.append(f"{method} {path}: the answer names a server path: {text[:200]}")
        try:
            parsed = json.loads(text) if text else None
        except ValueError:
            parsed = None
        return status, parsed, response_headers

    def expect(self, condition, what):
        if not condition:
            self.failures.append(what)


def device(mac, key=None, **overrides):
    headers = {"ID": mac, "Battery-Voltage": "4.05", "FW-Version": "1.6.2", "RSSI": "-58", "Width": "800",
               "Height": "480"}
    if key:
        headers["Access-Token"] = key
    headers.update(overrides)
    return headers


def apns(priority="10"):
    return {"apns-push-type": "liveactivity", "apns-topic": TOPIC, "apns-priority": priority}


def push_body(now, step=1, **extra):
    ref = now - 978307200
    aps = {"timestamp": now, "event": "update",
           "content-state": {"driverName": "Hana", "estimatedDeliveryTime": [ref, ref + 900], "currentStep": step}}
    aps.update(extra)
    return {"aps": aps}


def panels(c):
    macs = ["A0:B7:65:00:00:01", "A0:B7:65:00:00:02"]
    _, setup, _ = c.send("GET", "/api/setup", headers=device(macs[0]))
    key, friendly = setup["api_key"], setup["friendly_id"]
    status, approved, _ = c.send("POST", f"/api/panels/devices/{friendly}/approve", body={"dashboard": 5})
    c.expect(status == 400 and approved["error"].get("field") == "dashboard", f"dashboard 5: {status} {approved}")
    status, _, _ = c.send("POST", f"/api/panels/devices/{friendly}/approve", body={})
    c.expect(status == 200, f"approve: {status}")
    for voltage in ["NaN", "inf", "-inf", "1e400", "-3", "4,05"]:
        status, shown, _ = c.send("GET", "/api/display", headers=device(macs[0], key, **{"Battery-Voltage": voltage}))
        c.expect(status == 200 and shown["status"] == 0, f"display with Battery-Voltage {voltage}: {shown}")
    # Another device is unaffected: set up, approved, shown.
    _, other, _ = c.send("GET", "/api/setup", headers=device(macs[1]))
    status, _, _ = c.send("POST", f"/api/panels/devices/{other['friendly_id']}/approve", body={})
    _, shown, _ = c.send("GET", "/api/display", headers=device(macs[1], other["api_key"]))
    c.expect(status == 200 and shown["status"] == 0, f"another device after NaN: {status} {shown}")
    name = shown["filename"].rsplit(".", 1)[0]
    c.expect(re.fullmatch(r"[0-9a-f]{64}", name) is not None, f"screen name: {shown['filename']}")
    # A second setup of a known MAC never gives its key.
    _, again, _ = c.send("GET", "/api/setup", headers=device(macs[0]))
    c.expect(again["api_key"] != key and "Welcome back" not in json.dumps(again), f"second setup: {again}")
    _, waiting, _ = c.send("GET", "/api/display", headers=device(macs[0], again["api_key"]))
    c.expect(waiting["status"] == 202, f"the new key waits for approval: {waiting}")
    for body in ["{not json", '{"log": 5}', "[]"]:
        status, answer, _ = c.send("POST", "/api/log", body=body, headers=device(macs[0], key))
        c.expect(status == 200 and answer and answer.get("status") == 400, f"log {body}: {status} {answer}")
    status, shown, _ = c.send("GET", "/api/display", headers=device(macs[0], key, Host="evil.example"))
    c.expect("evil.example" not in json.dumps(shown), f"a claimed Host is reflected: {shown}")
    status, listing, _ = c.send("GET", "/api/panels")
    first = next(d for d in listing["devices"] if d["id"] == friendly)
    c.expect(first["batteryVoltage"] == 4.05, f"the last good voltage stays: {first['batteryVoltage']}")


def activities(c, now, pushes):
    _, tokens, _ = c.send("GET", "/api/push-tokens")
    start = tokens["pushToStart"][0]["token"]
    ref = now - 978307200
    status, _, _ = c.send("POST", f"/3/device/{start}", headers=apns(), body={"aps": {
        "timestamp": now, "event": "start", "attributes-type": "DeliveryAttributes",
        "attributes": {"orderNumber": 14, "restaurantName": "Bad Input"},
        "content-state": {"driverName": "Hana", "estimatedDeliveryTime": [ref, ref + 900], "currentStep": 0},
        "input-push-token": 1}})
    c.expect(status == 200, f"push-to-start: {status}")
    _, tokens, _ = c.send("GET", "/api/push-tokens")
    token = tokens["activities"][-1]["token"]
    activity = tokens["activities"][-1]["id"]
    for label, body, field in [
        ("float step", push_body(now, 1.5), "content-state.currentStep"),
        ("string step", push_body(now, "three"), "content-state.currentStep"),
        ("milliseconds", push_body(now * 1000), "timestamp"),
        ("far future", push_body(now + 30 * 86400), "timestamp"),
        ("no such step", push_body(now, 3), "content-state.currentStep"),
        ("string stale-date", push_body(now, **{"stale-date": "tomorrow"}), "stale-date"),
        ("bool relevance", push_body(now, **{"relevance-score": True}), "relevance-score"),
    ]:
        status, answer, _ = c.send("POST", f"/3/device/{token}", headers=apns(), body=body)
        c.expect(status == 400 and answer.get("reason") == "BadRequest" and answer.get("field") == field,
                 f"{label}: {status} {answer}")
    status, answer, _ = c.send("PUT", f"/api/activities/{activity}/content", body={
        "contentState": {"driverName": "Hana", "estimatedDeliveryTime": [ref, ref + 900], "currentStep": 2.5}})
    c.expect(status == 400 and answer["error"].get("field") == "contentState.currentStep", f"JSON API: {answer}")
    # The budget holds however many priority-10 pushes come: applied updates stay within the hour's budget.
    started = time.monotonic()
    refused = 0
    for step in range(pushes):
        status, _, _ = c.send("POST", f"/3/device/{token}", headers=apns(), body=push_body(now + 1, step % 3))
        refused += status != 200
    c.expect(refused == 0, f"{refused} of {pushes} valid pushes refused (APNs takes them and the host throttles)")
    flood_seconds = time.monotonic() - started
    _, record, _ = c.send("GET", f"/api/activities/{activity}")
    history = record["history"]
    applied = sum(1 for h in history if h["event"] == "updated" and h.get("priority") == 10)
    throttled = [h for h in history if h["event"] == "throttled"]
    c.expect(applied <= 10, f"{applied} priority-10 updates applied of a budget of 10")
    c.expect(len(throttled) == 1 and throttled[0].get("count", 1) >= pushes - 10,
             f"throttled pushes are one line with a count: {throttled[:3]}")
    return applied, flood_seconds


def stacks_and_controls(c):
    ids = [f"w{i}" for i in range(10_000)]
    timings = []
    for members in (ids[:11], ids):
        started = time.monotonic()
        status, answer, _ = c.send("POST", "/api/stacks", body={"name": "Big", "members": members})
        c.expect(status == 400 and answer["error"].get("field") == "members", f"{len(members)} members: {answer}")
        host_started = time.monotonic()
        c.send("GET", "/api/host")
        timings.append((time.monotonic() - started, time.monotonic() - host_started))
    for method, path, body in [
        ("POST", "/api/controls", {"kind": 5}), ("POST", "/api/controls", "[]"),
        ("POST", "/api/controls/nope/actions/toggle", {"value": "maybe"}),
        ("PUT", "/api/controls/nope/configuration", {"configuration": 7}),
        ("POST", "/api/controls/reload", {"kind": ["x"]}),
    ]:
        status, answer, _ = c.send(method, path, body=body)
        c.expect(400 <= status < 500 and answer and "error" in answer, f"{method} {path}: {status} {answer}")
    return max(t[1] for t in timings)


def main():
    server = Server("--dashboard", DASHBOARD, name="bad-input").start()
    c = Checks(server)
    try:
        panels(c)
        applied, flood_seconds = activities(c, int(time.time()), 250 if quick() else 450)
        host_seconds = stacks_and_controls(c)
        status, answer, headers = c.send("GET", "/api/host", headers={"Authorization": "Bearer " + "t" * 100_000})
        c.expect(status == 431 and answer and answer["error"]["code"] == "headersTooLarge",
                 f"a 100,000-character token: {status} {answer}")
        alive = server.alive() and server.request("GET", "/api/host")[0] == 200
    finally:
        server.stop()
    figures("bad-input", answers=c.answers, failures=len(c.failures), budget_applied=applied,
            flood_seconds=f"{flood_seconds:.1f}", host_after_stack_flood_seconds=f"{host_seconds:.2f}",
            answering_after=alive)
    for failure in c.failures:
        print("  " + failure)
    return 0 if not c.failures and alive else 1


if __name__ == "__main__":
    sys.exit(main())
