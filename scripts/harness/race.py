#!/usr/bin/env python3
"""Races on one id: many concurrent creates of the same id (exactly one 201, the rest 409 naming `id`, listed
once), then concurrent edits and deletes of it (an acknowledged delete sticks: the id is gone, also after a
restart). Bounded in rounds; only against 127.0.0.1.

Usage: race.py [--quick]"""

import json
import sys
import threading

from widgetry_harness import Server, figures, quick

ROUNDS = 5 if quick() else 40
CONCURRENCY = 8


def concurrently(count, action):
    results = [None] * count
    barrier = threading.Barrier(count)

    def run(index):
        barrier.wait()
        try:
            results[index] = action(index)
        except Exception as error:  # a dropped connection counts as its own outcome
            results[index] = ("error", str(error))

    threads = [threading.Thread(target=run, args=(i,)) for i in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    return results


def main():
    server = Server("--empty", name="race").start()
    creates = duplicates = extra_201 = bad_409 = resurrected = deletes_acknowledged = 0
    try:
        for round in range(ROUNDS):
            id = f"race-{round}"
            body = {"kind": "ConfigWidget", "id": id, "configuration": {"category": "food"}}
            outcomes = concurrently(CONCURRENCY, lambda _: server.json("POST", "/api/instances", body))
            created = [o for o in outcomes if o[0] == 201]
            refused = [o for o in outcomes if o[0] == 409]
            creates += len(outcomes)
            if len(created) != 1:
                extra_201 += abs(len(created) - 1)
                print(f"  {id}: {len(created)} creates answered 201: {[o[0] for o in outcomes]}")
            for status, error in refused:
                if (error or {}).get("error", {}).get("field") != "id":
                    bad_409 += 1
                    print(f"  {id}: a 409 that does not name 'id': {json.dumps(error)}")
            listed = [i["id"] for i in server.all_pages("/api/instances?limit=100")].count(id)
            if listed != 1:
                duplicates += 1
                print(f"  {id}: listed {listed} times")

            def edit_or_delete(index):
                if index % 2:
                    return ("put", server.request("PUT", f"/api/instances/{id}/configuration", {"category": "drinks"})[0])
                return ("delete", server.request("DELETE", f"/api/instances/{id}")[0])

            outcomes = concurrently(CONCURRENCY, edit_or_delete)
            if any(o == ("delete", 204) for o in outcomes):
                deletes_acknowledged += 1
                if server.request("GET", f"/api/instances/{id}")[0] != 404:
                    resurrected += 1
                    print(f"  {id}: back after an acknowledged delete: {outcomes}")
        server.stop()
        server.start()
        for round in range(ROUNDS):
            if server.request("GET", f"/api/instances/race-{round}")[0] != 404:
                resurrected += 1
                print(f"  race-{round}: back after a restart")
    finally:
        server.stop()
    figures(
        "race", rounds=ROUNDS, concurrent_creates=creates, extra_201s=extra_201, duplicates_listed=duplicates,
        bad_409s=bad_409, deletes_acknowledged=deletes_acknowledged, resurrected=resurrected)
    return 1 if extra_201 or duplicates or bad_409 or resurrected or deletes_acknowledged != ROUNDS else 0


if __name__ == "__main__":
    sys.exit(main())
