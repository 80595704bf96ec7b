"""Slow and idle clients against the production server (loopback only, bounded in time).

Starts `tutor serve` on a free loopback port, then keeps an attack running for the whole
measurement:

- ``--idle`` connections (default 200) that sent half a request head and wait; when the
  server drops one (its header timeout), the attacker opens another at once, so that many
  are always open;
- ``--trickle`` connections (default 50) that send a request head one byte a second.

Meanwhile a client asks ``/healthz`` and ``/api/ask`` (development-set questions, each on a
new connection, as a new visitor would) and reports p50/p99 latency and failures. The server
also has to answer the same requests with no attack, so the two can be compared.

    python bench/slowclients.py [--seconds 30] [--idle 200] [--trickle 50] [--quick] [--json]

Exit code 1 only when a request failed or got no answer within 10 seconds (the server was
stalled: the fault this guards against); latency is reported, never judged, so a slow or
busy machine cannot fail it. `make test` runs it with ``--quick``.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import selectors
import socket
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

sys.path.insert(0, str(Path(__file__).resolve().parent))

from load import devset_queries, free_port, start_server, stop_server, wait_ready  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
REQUEST_TIMEOUT = 10.0
HALF_REQUEST = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n"
TRICKLE_REQUEST = b"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: " + b"a" * 200 + b"\r\n\r\n"


class Attack(threading.Thread):
    """Idle and trickling connections, kept at their numbers until ``stop`` is set."""

    def __init__(self, port: int, idle: int, trickle: int) -> None:
        super().__init__(daemon=True)
        self.port, self.idle, self.trickle = port, idle, trickle
        self.stop = threading.Event()
        self.opened = 0
        self.dropped = 0  # connections the server closed (its read timeouts at work)
        self.open_now = 0

    def _connect(self) -> socket.socket | None:
        try:
            sock = socket.create_connection(("127.0.0.1", self.port), timeout=2)
        except OSError:
            return None
        sock.setblocking(False)
        self.opened += 1
        return sock

    def run(self) -> None:
        selector = selectors.DefaultSelector()
        trickling: dict[socket.socket, int] = {}  # socket → bytes sent
        idle: set[socket.socket] = set()
        next_tick = time.monotonic()
        try:
            while not self.stop.is_set():
                while len(idle) < self.idle and not self.stop.is_set():
                    sock = self._connect()
                    if sock is None:
                        break
                    try:
                        sock.send(HALF_REQUEST)
                    except OSError:
                        sock.close()
                        continue
                    idle.add(sock)
                    selector.register(sock, selectors.EVENT_READ)
                while len(trickling) < self.trickle and not self.stop.is_set():
                    sock = self._connect()
                    if sock is None:
                        break
                    trickling[sock] = 0
                    selector.register(sock, selectors.EVENT_READ)
                self.open_now = len(idle) + len(trickling)
                for key, _ in selector.select(timeout=0.2):
                    sock = key.fileobj  # type: ignore[assignment]
                    try:
                        closed = not sock.recv(65536)  # type: ignore[union-attr]
                    except BlockingIOError:
                        closed = False
                    except OSError:
                        closed = True
                    if closed or sock in trickling:  # an answer or a close ends it
                        selector.unregister(sock)
                        sock.close()  # type: ignore[union-attr]
                        idle.discard(sock)  # type: ignore[arg-type]
                        trickling.pop(sock, None)  # type: ignore[call-overload]
                        self.dropped += 1
                if time.monotonic() >= next_tick:
                    next_tick += 1.0
                    for sock, sent in list(trickling.items()):
                        try:
                            sock.send(TRICKLE_REQUEST[sent : sent + 1])
                            trickling[sock] = sent + 1
                        except OSError:
                            pass
        finally:
            for sock in [*idle, *trickling]:
                sock.close()


def measure(port: int, seconds: float, queries: list[str]) -> dict[str, object]:
    """Sequential requests, each on a new connection, alternating /healthz and /api/ask."""
    timings: dict[str, list[float]] = {"healthz": [], "ask": []}
    failures: list[str] = []
    deadline = time.perf_counter() + seconds
    i = 0
    while time.perf_counter() < deadline:
        kind = "healthz" if i % 2 == 0 else "ask"
        path = (
            "/healthz"
            if kind == "healthz"
            else "/api/ask?" + urlencode({"q": queries[(i // 2) % len(queries)]})
        )
        i += 1
        started = time.perf_counter()
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=REQUEST_TIMEOUT)
            conn.request("GET", path)
            response = conn.getresponse()
            response.read()
            conn.close()
        except OSError as exc:
            failures.append(f"{kind}: {exc!r}")
            continue
        if response.status != 200:
            failures.append(f"{kind}: HTTP {response.status}")
            continue
        timings[kind].append(time.perf_counter() - started)

    def summary(values: list[float]) -> dict[str, object]:
        values = sorted(values)
        if not values:
            return {"requests": 0}

        def pct(p: float) -> float:
            return round(values[min(len(values) - 1, int(p * len(values)))] * 1000, 2)

        return {
            "requests": len(values),
            "p50_ms": pct(0.5),
            "p99_ms": pct(0.99),
            "max_ms": round(values[-1] * 1000, 2),
        }

    return {
        "healthz": summary(timings["healthz"]),
        "ask": summary(timings["ask"]),
        "failures": len(failures),
        "failure_samples": failures[:5],
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--idle", type=int, default=200)
    parser.add_argument("--trickle", type=int, default=50)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--quick", action="store_true", help="8 seconds each (make test)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    seconds = 8.0 if args.quick else args.seconds
    queries = devset_queries()
    port = free_port()
    server = start_server(port, args.workers, env=os.environ.copy())
    attack = Attack(port, args.idle, args.trickle)
    try:
        wait_ready(port)
        baseline = measure(port, seconds / 2, queries)
        attack.start()
        ready = time.monotonic() + 10
        while attack.open_now < args.idle + args.trickle and time.monotonic() < ready:
            time.sleep(0.05)
        attacked = measure(port, seconds, queries)
        attack.stop.set()
        attack.join(5)
        report = {
            "idle": args.idle,
            "trickle": args.trickle,
            "seconds": seconds,
            "attack_connections_opened": attack.opened,
            "attack_connections_dropped_by_server": attack.dropped,
            "without_attack": baseline,
            "under_attack": attacked,
        }
    finally:
        attack.stop.set()
        stop_server(server, timeout=15)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        for label in ("without_attack", "under_attack"):
            part: dict[str, dict[str, object]] = report[label]  # type: ignore[assignment]
            print(
                f"{label}: /healthz {part['healthz']}, /api/ask {part['ask']}, "
                f"실패 {part['failures']}"
            )
        print(f"공격 연결: 연 것 {attack.opened}, 서버가 끊은 것 {attack.dropped}")
    failed = (
        baseline["failures"]
        or attacked["failures"]
        or not all(  # type: ignore[index]
            attacked[k]["requests"] for k in ("healthz", "ask")
        )
    )  # type: ignore[index]
    if failed:
        print("느린 연결 속에서 응답하지 못한 요청이 있습니다.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
