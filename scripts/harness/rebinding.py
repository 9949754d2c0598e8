#!/usr/bin/env python3
"""DNS rebinding and token checks, sent with curl: on loopback without a token, hostile Host headers (with a
matching Origin, as a rebound page sends) are refused and loopback ones accepted; names given with --allowed-host
are accepted; binding to a lookalike name without a token is refused at start; with --token every request needs
it and a cookie alone does not make a cross-origin change legitimate. Only against 127.0.0.1.

Usage: rebinding.py [--quick]   (the same checks either way)"""

import subprocess
import sys

from widgetry_harness import Server, binary, figures

HOSTILE = [
    "127.attacker.example", "127.0.0.1.nip.io", "127.0.0.1.", "localhost.", "localhost.evil", "evil.localhost",
    "0x7f.0.0.1", "0177.0.0.1", "127.1", "2130706433", "127.0.0.01", "[::2]", "[::ffff:10.0.0.1]", "LOCALHOST.EVIL",
    "widgets.test.evil", "x.widgets.test",
]
LOOPBACK = ["127.0.0.1", "127.9.9.9", "localhost", "LOCALHOST", "[::1]", "widgets.test"]


def curl(port, method, path, *headers, data=None):
    """The status curl gets; the connection always goes to 127.0.0.1, whatever the Host header says."""
    command = ["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "-X", method, "--max-time", "20"]
    for header in headers:
        command += ["-H", header]
    if data is not None:
        command += ["-H", "Content-Type: application/json", "--data", data]
    command.append(f"http://127.0.0.1:{port}{path}")
    return int(subprocess.run(command, capture_output=True, text=True).stdout or 0)


def main():
    failures = []
    checks = 0

    def expect(name, got, wanted):
        nonlocal checks
        checks += 1
        if got != wanted:
            failures.append(f"{name}: {got}, expected {wanted}")

    server = Server("--empty", "--allowed-host", "widgets.test", name="rebinding").start()
    try:
        port = server.port
        for host in HOSTILE:
            authority = f"{host}:{port}"
            expect(f"GET with Host {authority}", curl(port, "GET", "/api/instances", f"Host: {authority}"), 403)
            expect(
                f"POST with Host and Origin {authority}",
                curl(port, "POST", "/api/reload", f"Host: {authority}", f"Origin: http://{authority}", data="{}"), 403)
        for host in LOOPBACK:
            authority = f"{host}:{port}"
            expect(f"GET with Host {authority}", curl(port, "GET", "/api/instances", f"Host: {authority}"), 200)
            expect(
                f"same-origin POST via {authority}",
                curl(port, "POST", "/api/reload", f"Host: {authority}", f"Origin: http://{authority}", data="{}"), 200)
        expect("cross-origin POST", curl(port, "POST", "/api/reload", "Origin: https://evil.example", data="{}"), 403)
        expect("null Origin", curl(port, "POST", "/api/reload", "Origin: null", data="{}"), 403)
    finally:
        server.stop()

    lookalike = subprocess.run(
        [binary(), "serve", "--host", "127.evil.example", "--port", "0", "--empty"],
        capture_output=True, text=True, timeout=120)
    checks += 1
    if lookalike.returncode == 0 or "token" not in lookalike.stderr:
        failures.append(f"--host 127.evil.example without a token started: {lookalike.returncode} {lookalike.stderr!r}")

    token = "harness-token-0123456789"
    server = Server("--empty", "--token", token, name="token").start()
    try:
        port = server.port
        expect("no token", curl(port, "GET", "/api/instances"), 401)
        expect("wrong token", curl(port, "GET", "/api/instances", "Authorization: Bearer wrong-token-000"), 401)
        expect("bearer", curl(port, "GET", "/api/instances", f"Authorization: Bearer {token}"), 200)
        expect("query token on GET", curl(port, "GET", f"/api/instances?token={token}"), 200)
        expect("query token on POST", curl(port, "POST", f"/api/reload?token={token}", data="{}"), 401)
        expect(
            "cookie, cross-origin POST",
            curl(port, "POST", "/api/reload", f"Cookie: widgetry_token={token}", "Origin: https://evil.example",
                 data="{}"), 403)
        expect(
            "cookie, same-origin POST",
            curl(port, "POST", "/api/reload", f"Cookie: widgetry_token={token}", f"Origin: http://127.0.0.1:{port}",
                 data="{}"), 200)
        expect("foreign Host with the token", curl(
            port, "GET", "/api/instances", "Host: evil.example", f"Authorization: Bearer {token}"), 200)
    finally:
        server.stop()

    for failure in failures:
        print("  " + failure)
    figures("rebinding and token", checks=checks, hostile_hosts=len(HOSTILE), failures=len(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
