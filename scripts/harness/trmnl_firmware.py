#!/usr/bin/env python3
"""A TRMNL's firmware against `widgets-demo serve --dashboard`: the requests its open firmware makes, in order,
with its headers, checked the way the firmware reads the answers (HTTP 200 with the outcome in the body's
`status`). Setup by MAC → display while waiting for approval (202) → approval on the page's API → display
(image_url, filename, refresh_rate) → the image fetched with the device's headers and checked as an 800×480
1-bit BMP → an unchanged screen keeps its filename → a log posted → the host restarted: the approval and key hold.
The server runs with --token, as it must off loopback: device routes need no token, the page's routes do.

Usage: trmnl_firmware.py [--quick]"""

import json
import os
import struct
import sys
import urllib.parse

from widgetry_harness import Server, figures

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DASHBOARD = os.path.join(ROOT, "examples", "dashboard-trmnl.json")
TOKEN = "harness-token-0123456789"
MAC = "A0:B7:65:12:34:56"


def device_headers(key=None):
    headers = {"ID": MAC, "Battery-Voltage": "4.05", "FW-Version": "1.6.2", "RSSI": "-58", "Width": "800",
               "Height": "480", "Refresh-Rate": "900"}
    if key:
        headers["Access-Token"] = key
    return headers


def device_json(server, method, path, key=None, body=None):
    status, _, data = server.request(method, path, body=body, headers=device_headers(key))
    assert status == 200, f"{method} {path}: HTTP {status} {data[:200]!r}"
    return json.loads(data) if data else None


def main():
    server = Server("--empty", "--token", TOKEN, "--dashboard", DASHBOARD, name="trmnl").start()
    page = {"Authorization": f"Bearer {TOKEN}"}
    try:
        setup = device_json(server, "GET", "/api/setup")
        assert setup["status"] == 200 and setup["api_key"] and len(setup["friendly_id"]) == 6, setup
        key, friendly = setup["api_key"], setup["friendly_id"]
        waiting = device_json(server, "GET", "/api/display", key)
        assert waiting["status"] == 202, f"a new device waits for approval: {waiting}"
        status, _, _ = server.request("GET", "/api/panels")
        assert status == 401, f"the page's routes still need the token: {status}"
        status, _, data = server.request("GET", "/api/panels", headers=page)
        listing = json.loads(data)
        device = next(d for d in listing["devices"] if d["id"] == friendly)
        assert not device["approved"] and device["batteryVoltage"] == 4.05 and device["firmware"] == "1.6.2", device
        status, _, data = server.request(
            "POST", f"/api/panels/devices/{friendly}/approve", body={"dashboard": "dashboard-trmnl"}, headers=page)
        assert status == 200, f"approve: {status} {data!r}"

        shown = device_json(server, "GET", "/api/display", key)
        assert shown["status"] == 0 and shown["image_url"] and shown["filename"], shown
        assert 60 <= shown["refresh_rate"] <= 3600, shown
        url = urllib.parse.urlsplit(shown["image_url"])
        assert url.netloc == f"127.0.0.1:{server.port}", f"the image URL starts with the base URL: {url}"
        status, headers, image = server.request("GET", url.path, headers=device_headers(key))
        assert status == 200 and headers.get("Content-Type") == "image/bmp", (status, headers)
        magic, size, _, offset, header_size, width, height, planes, bits = struct.unpack(
            "<2sIIIIiiHH", image[:30])
        assert magic == b"BM" and size == len(image) and (width, height, bits) == (800, 480, 1), (width, height, bits)
        black = sum(bin(b ^ 0xFF).count("1") for b in image[offset:])
        assert 500 < black < 800 * 480 // 4, f"the dashboard has ink but is mostly paper: {black} black pixels"

        again = device_json(server, "GET", "/api/display", key)
        same_name = again["filename"] == shown["filename"]
        log = {"log": {"logs_array": [{"created_at": 1780000000, "message": "display refreshed", "wifi_status": "connected"}]}}
        logged = device_json(server, "POST", "/api/log", key, body=log)
        assert logged["status"] == 200, f"log: {logged}"
        _, _, data = server.request("GET", "/api/panels", headers=page)
        device = next(d for d in json.loads(data)["devices"] if d["id"] == friendly)
        assert device["approved"] and device["screen"] and "display refreshed" in device["logs"][-1], device

        server.stop()
        server.start()
        after = device_json(server, "GET", "/api/display", key)
        assert after["status"] == 0, f"approval and key survive a restart: {after}"
        figures("trmnl-firmware", friendly_id=friendly, bmp_bytes=len(image), black_pixels=black,
                refresh_rate=shown["refresh_rate"], unchanged_screen_kept_its_name=same_name)
        print("TRMNL firmware flow: setup, 202, approve, display, BMP, log, restart — all as the firmware reads them")
    finally:
        server.stop()


if __name__ == "__main__":
    main()
