"""Load test of the production server on loopback (issue: hold up under load).

Starts `tutor serve` (gunicorn, preloaded app) on a free loopback port, then keeps N
concurrent keep-alive connections busy for a bounded time over /api/ask (the development
set's questions, so answers are a realistic mix of first-seen and repeated questions) and
/api/play, with /healthz as the trivial baseline. Reports throughput, p50/p99 latency and
errors. Uses wrk (Debian's `wrk`, a C load generator that leaves the CPU to the server)
when it is installed, else Python threads.

    python bench/load.py [--seconds 60] [--connections 64] [--workers 2]
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]
QUERIES = [
    "바닥줄 감점",
    "조커 회수 언제 돼?",
    "qkekrwnf",
    "ㅂㄷㅈ 감점",
    "패턴줄에두줄나눠놓기",
    "에메랄드 몇점",
    "루미쿠브 조거",
    "여름별장 와일드 타일",
    "인디고 게이트 주인",
    "첫 등록 30점",
    "시작 플레이어는 누가 해?",
    "azul floor line penalty",
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(
    port: int,
    workers: int | None = None,
    env: dict[str, str] | None = None,
    stderr: int = subprocess.DEVNULL,
) -> subprocess.Popen[bytes]:
    """`tutor serve` (gunicorn) on ``port`` in a session of its own, from the checkout;
    ``workers``: None for the server's default. Stop it with :func:`stop_server`."""
    command = [str(Path(sys.executable).with_name("tutor")), "serve", "--port", str(port)]
    if workers is not None:
        command += ["--workers", str(workers)]
    return subprocess.Popen(
        command,
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=stderr,
        start_new_session=True,
    )


def stop_server(server: subprocess.Popen[bytes], timeout: float = 10.0) -> None:
    """SIGTERM to the server's whole session (master and workers), then wait for it."""
    os.killpg(server.pid, signal.SIGTERM)
    server.wait(timeout)


def wait_ready(port: int, timeout: float = 60.0, path: str | None = None) -> float:
    """Seconds until the server on ``port`` answers ``path`` (default: a search) with 200."""
    path = path or "/api/ask?" + urlencode({"q": "조커"})
    started = time.perf_counter()
    while time.perf_counter() - started < timeout:
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", path)
            if conn.getresponse().status == 200:
                return time.perf_counter() - started
        except OSError:
            time.sleep(0.05)
    raise SystemExit("server did not start")


def worker(
    port: int,
    target: str,
    deadline: float,
    max_requests: int,
    latencies: list[float],
    errors: list[str],
    lock: threading.Lock,
) -> None:
    rng = random.Random(threading.get_ident())
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    local: list[float] = []
    done = 0
    body = json.dumps({"players": 2, "seed": 1, "moves": []})
    while time.perf_counter() < deadline and done < max_requests:
        kind = target if target != "mixed" else rng.choice(["ask", "ask", "ask", "play"])
        try:
            started = time.perf_counter()
            if kind == "ask":
                conn.request("GET", "/api/ask?" + urlencode({"q": rng.choice(QUERIES)}))
            elif kind == "play":
                conn.request(
                    "POST",
                    "/api/play/azul",
                    body=body,
                    headers={"Content-Type": "application/json"},
                )
            else:
                conn.request("GET", "/healthz")
            response = conn.getresponse()
            response.read()
            local.append(time.perf_counter() - started)
            if response.status != 200:
                errors.append(f"{kind}: HTTP {response.status}")
        except OSError as exc:
            errors.append(f"{kind}: {exc}")
            conn.close()
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        done += 1
    conn.close()
    with lock:
        latencies.extend(local)


def run(port: int, target: str, seconds: float, connections: int) -> dict[str, object]:
    latencies: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    deadline = time.perf_counter() + seconds
    threads = [
        threading.Thread(
            target=worker, args=(port, target, deadline, 1_000_000, latencies, errors, lock)
        )
        for _ in range(connections)
    ]
    started = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join(seconds + 30)
    elapsed = time.perf_counter() - started
    latencies.sort()

    def pct(p: float) -> float:
        return round(latencies[min(len(latencies) - 1, int(p * len(latencies)))] * 1000, 2)

    return {
        "target": target,
        "requests": len(latencies),
        "seconds": round(elapsed, 1),
        "throughput_rps": round(len(latencies) / elapsed, 1),
        "p50_ms": pct(0.50) if latencies else None,
        "p99_ms": pct(0.99) if latencies else None,
        "mean_ms": round(statistics.fmean(latencies) * 1000, 2) if latencies else None,
        "errors": len(errors),
        "error_samples": errors[:5],
    }


def devset_queries() -> list[str]:
    path = ROOT / "tests" / "search" / "devset.yaml"
    try:
        import yaml

        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        items = data if isinstance(data, list) else data.get("questions", [])
        found = [
            str(i["q"] if "q" in i else i["query"])
            for i in items
            if isinstance(i, dict) and ("q" in i or "query" in i)
        ]
        return found or QUERIES
    except (OSError, ValueError, KeyError, TypeError):
        return QUERIES


def _lua_string(text: str) -> str:
    return '"' + "".join(f"\\{b}" for b in text.encode()) + '"'


def run_wrk(
    port: int, target: str, seconds: float, connections: int, queries: list[str]
) -> dict[str, object]:
    """One wrk run; the request loop is bounded by wrk's own duration."""
    import tempfile

    if target == "ask":
        paths = ["/api/ask?" + urlencode({"q": q}) for q in queries]
        script = (
            "local paths = {" + ",".join(_lua_string(p) for p in paths) + "}\n"
            "local i = 0\n"
            "request = function()\n  i = i + 1\n"
            "  return wrk.format('GET', paths[(i % #paths) + 1])\nend\n"
        )
    elif target == "ask-cold":
        # Every request a question never asked before, so the answer cache never helps:
        # the development-set questions, each pass with another ending of spaces, '?'
        # and '.' (the search reads past them; the cache key does not).
        paths = ["/api/ask?" + urlencode({"q": q}) for q in queries]
        script = (
            "local paths = {" + ",".join(_lua_string(p) for p in paths) + "}\n"
            "local endings = {'%20', '%3F', '.'}\n"
            "local i = 0\n"
            "request = function()\n  i = i + 1\n"
            "  local k = math.floor(i / #paths)\n  local tail = ''\n"
            "  while k > 0 do\n    tail = tail .. endings[(k % 3) + 1]\n"
            "    k = math.floor(k / 3)\n  end\n"
            "  return wrk.format('GET', paths[(i % #paths) + 1] .. tail)\nend\n"
        )
    elif target == "play":
        body = json.dumps({"players": 2, "seed": 1, "moves": []})
        script = (
            "wrk.method = 'POST'\nwrk.headers['Content-Type'] = 'application/json'\n"
            f"wrk.body = {_lua_string(body)}\n"
        )
        paths = ["/api/play/azul"]
    else:
        script, paths = "", ["/healthz"]
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as handle:
        handle.write(script)
    out = subprocess.run(
        [
            "wrk",
            "-t2",
            f"-c{connections}",
            f"-d{int(seconds)}s",
            "--latency",
            "-s",
            handle.name,
            f"http://127.0.0.1:{port}{paths[0] if not target.startswith('ask') else '/'}",
        ],
        capture_output=True,
        text=True,
        timeout=seconds + 60,
        check=False,
    ).stdout
    Path(handle.name).unlink(missing_ok=True)

    def latency(label: str) -> float | None:
        for line in out.splitlines():
            parts = line.split()
            if len(parts) == 2 and parts[0] == label:
                value = parts[1]
                for unit, factor in (("us", 0.001), ("ms", 1.0), ("s", 1000.0)):
                    if value.endswith(unit):
                        return round(float(value[: -len(unit)]) * factor, 2)
        return None

    requests = errors = 0
    rps = 0.0
    for line in out.splitlines():
        words = line.split()
        if "requests in" in line:
            requests = int(words[0])
        elif line.startswith("Requests/sec:"):
            rps = float(words[1])
        elif line.strip().startswith("Non-2xx"):
            errors += int(words[-1])
        elif line.strip().startswith("Socket errors:"):
            errors += sum(int(w.strip(",")) for w in words if w.strip(",").isdigit())
    return {
        "target": target,
        "tool": "wrk",
        "requests": requests,
        "seconds": seconds,
        "throughput_rps": rps,
        "p50_ms": latency("50%"),
        "p99_ms": latency("99%"),
        "errors": errors,
    }


def rss_mb(pid: int) -> float:
    total = 0
    for p in [pid, *children(pid)]:
        try:
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
        except OSError:
            pass
    return round(total / 1024, 1)


def children(pid: int) -> list[int]:
    try:
        out = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []
    return [int(c) for c in out]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--python-client", action="store_true", help="use Python threads even when wrk is installed"
    )
    args = parser.parse_args()
    import shutil

    use_wrk = shutil.which("wrk") is not None and not args.python_client
    queries = devset_queries()
    port = free_port()
    server = start_server(port, args.workers, env=os.environ.copy())
    try:
        started = wait_ready(port)
        report: dict[str, object] = {
            "start_to_first_answer_s": round(started, 2),
            "workers": args.workers,
            "connections": args.connections,
            "distinct_questions": len(queries),
            "runs": [],
        }
        short = max(5.0, args.seconds / 6)
        runs: list[dict[str, object]] = report["runs"]  # type: ignore[assignment]
        plan = [("healthz", short), ("ask-cold", short), ("ask", args.seconds), ("play", short)]
        for target, seconds in plan:
            if use_wrk:
                runs.append(run_wrk(port, target, seconds, args.connections, queries))
            elif target != "ask-cold":  # the Python client has no cold mode
                runs.append(run(port, target, seconds, args.connections))
        report["server_rss_mb"] = rss_mb(server.pid)
        print(json.dumps(report, ensure_ascii=False, indent=2))
        ask = next(r for r in runs if r["target"] == "ask")
        ok = ask["errors"] == 0 and (ask["p99_ms"] or 1e9) <= 100
        print("목표(오류 0, /api/ask p99 ≤ 100 ms):", "달성" if ok else "미달")
        return 0
    finally:
        stop_server(server)


if __name__ == "__main__":
    raise SystemExit(main())
