"""The game store under 64 players at once, through the production server on loopback.

Starts `tutor serve` (gunicorn + gevent) with a fresh instance folder (its own games.db and a
built content database), then N players (threads, one keep-alive connection each) each start
a game against the computer and play it move after move as a browser does: POST the move
form, follow the redirect to the page. A move is the first legal one the page lists (Azul,
Summer Pavilion, Indigo) or a draw (Rummikub). Reports create and move latency (p50, p99,
max), errors, and checks at the end that every game in the store holds exactly the moves
its player made (no lost or doubled move, no "database is locked").

    python bench/gamestore.py [--players 64] [--moves 30] [--workers 2]
"""

from __future__ import annotations

import argparse
import html
import http.client
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import free_port, start_server, stop_server, wait_ready  # noqa: E402

from tutor.engine import replay  # noqa: E402
from tutor.gamestore import GameStore  # noqa: E402

GAMES = ["azul", "azul-summer-pavilion", "rummikub", "indigo"]
_MOVE = re.compile(r'<button type="submit" name="move" value="([^"]*)"')
_PLY = re.compile(
    r'<form method="post" action="[^"]*" id="move-form">\s*'
    r'<input type="hidden" name="ply" value="(\d+)">'
)
_DATA_PLY = re.compile(r'"move_fields":\s*\{"ply":\s*(\d+)\}')


class Player(threading.Thread):
    def __init__(self, port: int, game: str, moves: int, seed: int) -> None:
        super().__init__()
        self.port, self.game, self.moves, self.seed = port, game, moves, seed
        self.create: list[float] = []
        self.move: list[float] = []
        self.errors: list[str] = []
        self.path = ""
        self.made = 0

    def _get(self, conn: http.client.HTTPConnection, path: str) -> tuple[int, str, str]:
        conn.request("GET", path)
        response = conn.getresponse()
        return response.status, response.getheader("Location") or "", response.read().decode()

    def run(self) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            started = time.perf_counter()
            query = urlencode({"players": 2, "ai": 1, "seed": self.seed})
            status, location, _ = self._get(conn, f"/games/{self.game}/play?{query}")
            if status != 303:
                self.errors.append(f"create: HTTP {status}")
                return
            self.path = location
            status, _, page = self._get(conn, location)
            self.create.append(time.perf_counter() - started)
            for _ in range(self.moves):
                if "게임이 끝났습니다" in page:
                    break
                found = _MOVE.search(page)
                move = html.unescape(found.group(1)) if found else json.dumps({"type": "draw"})
                ply = _PLY.search(page) or _DATA_PLY.search(page)
                if ply is None:
                    self.errors.append("no ply on the page")
                    return
                started = time.perf_counter()
                conn.request(
                    "POST",
                    self.path,
                    body=urlencode({"move": move, "ply": ply.group(1)}),
                    headers={"Content-Type": "application/x-www-form-urlencoded"},
                )
                response = conn.getresponse()
                response.read()
                where = response.getheader("Location") or ""
                if response.status != 303 or "stale=" in where or "try=" in where:
                    # not made: refused (try=), or the game moved on meanwhile (stale=)
                    self.errors.append(f"move: HTTP {response.status} {where}")
                    return
                status, _, page = self._get(conn, response.getheader("Location") or self.path)
                self.move.append(time.perf_counter() - started)
                if status != 200:
                    self.errors.append(f"page: HTTP {status}")
                    return
                self.made += 1
        except OSError as exc:
            self.errors.append(str(exc))


def pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return round(1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=64)
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    instance = Path(tempfile.mkdtemp(prefix="tutor-gamestore-"))
    env = {**os.environ, "TUTOR_INSTANCE": str(instance), "PYTHONPATH": str(ROOT)}
    tutor = Path(sys.executable).with_name("tutor")
    subprocess.run([str(tutor), "build"], cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
    port = free_port()
    server = start_server(port, args.workers, env=env)
    try:
        wait_ready(port, timeout=90.0, path="/healthz")
        players = [
            Player(port, GAMES[i % len(GAMES)], args.moves, 1000 + i) for i in range(args.players)
        ]
        started = time.perf_counter()
        for player in players:
            player.start()
        for player in players:
            player.join()
        seconds = time.perf_counter() - started
    finally:
        stop_server(server)
    create = [t for p in players for t in p.create]
    move = [t for p in players for t in p.move]
    errors = [e for p in players for e in p.errors]
    store = GameStore(instance / "games.db")
    mismatched = 0
    for player in players:
        stored = store.get(player.path.rsplit("/", 1)[-1]) if player.path else None
        # each person's move is followed by the computer's replies: count the person's
        movers = replay(stored.spec()).movers[len(stored.base) :] if stored else []
        if stored is None or movers.count(0) != player.made:
            mismatched += 1
    report = {
        "players": args.players,
        "workers": args.workers,
        "seconds": round(seconds, 1),
        "games_in_store": store.count(),
        "moves_made": len(move),
        "create_ms": {"p50": pct(create, 0.5), "p99": pct(create, 0.99), "max": pct(create, 1.0)},
        "move_ms": {
            "p50": pct(move, 0.5),
            "p99": pct(move, 0.99),
            "max": pct(move, 1.0),
            "mean": round(1000 * statistics.fmean(move), 1) if move else None,
        },
        "errors": errors[:10],
        "error_count": len(errors),
        "games_missing_moves": mismatched,
    }
    print(json.dumps(report, ensure_ascii=False, indent=2))
    return 1 if errors or mismatched else 0


if __name__ == "__main__":
    raise SystemExit(main())
