#!/usr/bin/env python3
"""kill -9 durability: workers add, reconfigure and delete widgets concurrently while the server is killed with
SIGKILL at random moments; after each restart every acknowledged write must be there (none lost) and every
acknowledged delete must stay deleted (none resurrected). Writes in flight at the kill may go either way.

Usage: durability.py [--quick]   (WIDGETRY_BIN=… to use another widgets-demo)"""

import random
import sys
import threading
import time

from widgetry_harness import Server, figures, quick

ROUNDS = 3 if quick() else 20
WORKERS = 4
CATEGORIES = ["food", "drinks", "dessert"]


class Worker(threading.Thread):
    """Mutates only its own ids, one request at a time, so each id's acknowledged history is a sequence."""

    def __init__(self, server, number, model, seed):
        super().__init__(daemon=True)
        self.server, self.number, self.model = server, number, model
        self.random = random.Random(seed)
        self.in_flight = {}  # id -> the state it would have if the request in flight succeeded
        self.acknowledged = 0
        self.stop = False

    def run(self):
        counter = 0
        while not self.stop:
            counter += 1
            mine = [i for i in self.model if i.startswith(f"w{self.number}-")]
            action = self.random.choice(["add", "add", "edit", "delete"]) if mine else "add"
            try:
                if action == "add":
                    id = f"w{self.number}-{int(time.time() * 1000) % 10**9}-{counter}"
                    self.in_flight = {id: "food"}
                    status, _ = self.server.json(
                        "POST", "/api/instances", {"kind": "ConfigWidget", "id": id, "configuration": {"category": "food"}})
                    if status == 201:
                        self.model[id] = "food"
                elif action == "edit":
                    id = self.random.choice(mine)
                    category = self.random.choice(CATEGORIES)
                    self.in_flight = {id: category}
                    status, _ = self.server.json("PUT", f"/api/instances/{id}/configuration", {"category": category})
                    if status == 200:
                        self.model[id] = category
                else:
                    id = self.random.choice(mine)
                    self.in_flight = {id: None}
                    status, _, _ = self.server.request("DELETE", f"/api/instances/{id}")
                    if status == 204:
                        del self.model[id]
                if status < 300:
                    self.acknowledged += 1
                    self.in_flight = {}
            except Exception:
                return  # the server was killed: what was in flight stays in self.in_flight


def main():
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[1] == "--seed" else 20261124)
    server = Server("--empty", name="durability")
    model = {}  # acknowledged state: id -> category
    deleted = set()
    lost = resurrected = wrong = acknowledged = 0
    for round in range(ROUNDS):
        server.start()
        workers = [Worker(server, n, {}, rng.random()) for n in range(WORKERS)]
        for worker in workers:
            worker.model.update({i: c for i, c in model.items() if i.startswith(f"w{worker.number}-")})
            worker.start()
        time.sleep(rng.uniform(0.3, 1.5))
        server.kill9()
        for worker in workers:
            worker.stop = True
            worker.join(30)
        uncertain = {}
        for worker in workers:
            uncertain.update(worker.in_flight)
            acknowledged += worker.acknowledged
        before = set(model)
        model = {i: c for worker in workers for i, c in worker.model.items()}
        deleted |= before - set(model)
        server.start()
        listed = {item["id"]: (item.get("configuration") or {}).get("category") for item in server.all_pages("/api/instances?limit=100")}
        for id, category in model.items():
            if id not in listed:
                if id not in uncertain:
                    lost += 1
                    print(f"  lost: {id} (acknowledged, missing after the restart)")
            elif listed[id] != category and uncertain.get(id, category) != listed[id]:
                wrong += 1
                print(f"  lost edit: {id} shows {listed[id]!r}, acknowledged {category!r}")
        for id in listed:
            if id in deleted and id not in uncertain:
                resurrected += 1
                print(f"  resurrected: {id} (its delete was acknowledged)")
        # What the store holds now is the truth for the next round (in-flight writes settled one way or the other).
        model = {id: category for id, category in listed.items()}
        server.stop()
    figures(
        "durability", rounds=ROUNDS, kills=ROUNDS, acknowledged_writes=acknowledged, lost=lost,
        lost_edits=wrong, resurrected=resurrected, widgets_at_end=len(model))
    return 1 if lost or wrong or resurrected else 0


if __name__ == "__main__":
    sys.exit(main())
