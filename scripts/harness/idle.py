#!/usr/bin/env python3
"""Idle and half-sent connections: opens N idle connections, N with half a header and N whose body is shorter
than its Content-Length against a server with short timeouts; the server must keep answering meanwhile and close
every one of them within its timeout (plus slack).

Usage: idle.py [--quick]"""

import select
import socket
import sys
import time

from widgetry_harness import Server, figures, quick

N = 50 if quick() else 300
TIMEOUT = 2  # seconds, for each of --idle-timeout, --header-timeout and --body-timeout
SLACK = 5


def main():
    server = Server(
        "--empty", "--idle-timeout", str(TIMEOUT), "--header-timeout", str(TIMEOUT), "--body-timeout", str(TIMEOUT),
        "--max-connections", str(3 * N + 64), name="idle").start()
    sockets = []
    try:
        opened = time.monotonic()
        for kind in ("idle", "header", "body"):
            for _ in range(N):
                connection = socket.create_connection(("127.0.0.1", server.port), timeout=10)
                if kind == "header":
                    connection.sendall(b"GET /api/host HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: appl")
                elif kind == "body":
                    connection.sendall(
                        b"POST /api/reload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        b"Content-Length: 1000\r\n\r\n{\"kind\"")
                sockets.append((kind, connection))
        started = time.monotonic()
        status = server.request("GET", "/api/host", timeout=TIMEOUT + SLACK)[0]
        answered = time.monotonic() - started
        closed = {}
        timeouts_408 = 0
        deadline = opened + TIMEOUT + SLACK + 3 * N * 0.01
        pending = {connection: kind for kind, connection in sockets}
        while pending and time.monotonic() < deadline:
            readable, _, _ = select.select(list(pending), [], [], 0.2)
            for connection in readable:
                try:
                    data = connection.recv(65536)
                except OSError:
                    data = b""
                if data.startswith(b"HTTP/1.1 408"):
                    timeouts_408 += 1
                if not data:
                    closed[connection] = (pending.pop(connection), time.monotonic() - opened)
        slowest = max((seconds for _, seconds in closed.values()), default=0)
        held = len(pending)
        after = server.request("GET", "/api/host")[0]
        alive = server.alive()
    finally:
        for _, connection in sockets:
            connection.close()
        server.stop()
    figures(
        "idle connections", opened=len(sockets), closed=len(sockets) - held, held=held,
        slowest_close=f"{slowest:.1f} s", answered_408=timeouts_408, timeouts=f"{TIMEOUT} s", answered_meanwhile=f"{status} in {answered:.2f} s",
        answered_after=after, server_alive=alive)
    return 0 if held == 0 and status == 200 and after == 200 and alive else 1


if __name__ == "__main__":
    sys.exit(main())
