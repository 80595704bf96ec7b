"""Search speed and quality, in process: ``python bench/ask.py [--db PATH] [--rounds N]``.

Prints start-to-first-answer time (a fresh process: import, load the database and the
morphology model, answer one question), per-question latency over the development set
(p50, p90, p99, max), top-1/top-3 accuracy (and on the held-out set, not timed), and the
process's resident memory.
Targets (issue 3): p50 <= 2 ms, p99 <= 15 ms, start to first answer <= 3 s. The CPU time
per question and the load average are printed too: on a busy machine wall-clock figures
include time spent waiting for a core.
Without --db the content is built into a temporary database first (``tutor build``).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEVSET = ROOT / "tests" / "search" / "devset.yaml"
HELDOUT = ROOT / "tests" / "search" / "heldout.yaml"

FIRST_ANSWER = """
import time, sys
t0 = time.perf_counter()
from tutor.search import Searcher
s = Searcher(sys.argv[1])
s.ask("아줄 바닥줄 감점은 몇 점이야?")
print(time.perf_counter() - t0)
"""


def rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def build_db(path: Path) -> None:
    try:
        from tutor.build import build
    except ImportError:  # fall back to the test suite's stand-in loader
        sys.path.insert(0, str(ROOT / "tests" / "search"))
        from content_fixture import build_content_db

        build_content_db(path)
    else:
        # The learning in a child, as `tutor serve` builds: this process's memory is then a
        # serving process's (scikit-learn, which only the learning needs, stays out of it).
        build(ROOT / "content", path, learn_in_child=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", type=Path, help="a database built by `tutor build`")
    parser.add_argument("--rounds", type=int, default=5, help="passes over the dev set")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--http-seconds",
        type=float,
        default=10.0,
        help="also serve with gunicorn and report /api/ask throughput beside "
        "/healthz for this long each (0 to skip)",
    )
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))

    import yaml

    with tempfile.TemporaryDirectory() as tmp:
        db = args.db
        build_seconds = None
        if db is None:
            db = Path(tmp) / "bench.db"
            started = time.perf_counter()
            build_db(db)
            build_seconds = time.perf_counter() - started
        first = subprocess.run(
            [sys.executable, "-c", FIRST_ANSWER, str(db)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        first_answer = float(first.stdout.strip().splitlines()[-1])

        from tutor.search import Searcher

        started = time.perf_counter()
        searcher = Searcher(db)
        load_seconds = time.perf_counter() - started
        cases = yaml.safe_load(DEVSET.read_text(encoding="utf-8"))["questions"]
        heldout = (
            yaml.safe_load(HELDOUT.read_text(encoding="utf-8"))["questions"]
            if HELDOUT.exists()
            else []
        )
        timings: list[float] = []
        cpu: list[float] = []
        top1 = top3 = 0
        held1 = held3 = 0
        for round_ in range(args.rounds):
            for n, case in enumerate(cases + (heldout if round_ == 0 else [])):
                t = time.perf_counter()
                c = time.process_time()
                answer = searcher.ask(case["q"], game=case.get("game"))
                if n < len(cases):
                    cpu.append((time.process_time() - c) * 1000)
                    timings.append((time.perf_counter() - t) * 1000)
                if round_ == 0:
                    ids = [r["id"] for r in answer["results"]]
                    accepted = {case["id"], *case.get("also", [])}
                    first, three = bool(ids) and ids[0] in accepted, bool(accepted & set(ids[:3]))
                    if n < len(cases):
                        top1 += first
                        top3 += three
                    else:
                        held1 += first
                        held3 += three
        junk = junk_cpu_ms(searcher)
        timings.sort()
        cpu.sort()

        def pct(p: float) -> float:
            return timings[min(len(timings) - 1, int(p * len(timings)))]

        report = {
            "questions": len(cases),
            "heldout_questions": len(heldout),
            "rounds": args.rounds,
            "build_seconds": round(build_seconds, 2) if build_seconds else None,
            "start_to_first_answer_seconds": round(first_answer, 2),
            "searcher_load_seconds": round(load_seconds, 2),
            "p50_ms": round(statistics.median(timings), 3),
            "p90_ms": round(pct(0.90), 3),
            "p99_ms": round(pct(0.99), 3),
            "max_ms": round(timings[-1], 3),
            "cpu_p50_ms": round(statistics.median(cpu), 3),
            "cpu_p99_ms": round(cpu[min(len(cpu) - 1, int(0.99 * len(cpu)))], 3),
            "load_average": round(os.getloadavg()[0], 2),
            "top1": round(top1 / len(cases), 3),
            "top3": round(top3 / len(cases), 3),
            "heldout_top1": round(held1 / len(heldout), 3) if heldout else None,
            "heldout_top3": round(held3 / len(heldout), 3) if heldout else None,
            "rss_mb": round(rss_mb(), 1),
            "junk_queries": len(junk),
            "junk_cpu_median_ms": round(statistics.median(junk.values()), 2),
            "junk_cpu_max_ms": round(max(junk.values()), 2),
            "junk_worst": max(junk, key=junk.__getitem__)[:40],
        }
    if args.http_seconds > 0:
        report.update(http_throughput(args.http_seconds))
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key:32} {value}")
        ok = (
            report["p50_ms"] <= 2
            and report["p99_ms"] <= 15
            and report["start_to_first_answer_seconds"] <= 3
            and report["junk_cpu_max_ms"] <= 20
        )
        print(
            "targets (p50 <= 2 ms, p99 <= 15 ms, first answer <= 3 s, "
            "any 200-character junk query <= 20 ms CPU):",
            "met" if ok else "NOT met",
        )
    return 0


def junk_queries(count: int = 40) -> list[str]:
    """Pathological questions of the longest allowed length (200 characters), by class:
    random syllables with and without spaces, jamo, Latin (read as Korean typed on an
    English keyboard), mixed scripts, word salad of real terms, repeats, digits, emoji."""
    import random
    import string

    rng = random.Random(7)
    words = [
        "조커",
        "바닥줄",
        "감점",
        "타일",
        "공장",
        "패턴줄",
        "벽",
        "보너스",
        "별",
        "라운드",
        "루미큐브",
        "아줄",
        "여름별장",
        "나빗길",
        "보석",
        "게이트",
        "석어도",
        "바닦",
    ]

    def syllables(n: int) -> str:
        return "".join(chr(rng.randrange(0xAC00, 0xD7A4)) for _ in range(n))

    makers = [
        lambda: syllables(200),
        lambda: " ".join(syllables(rng.randrange(1, 5)) for _ in range(70)),
        lambda: "".join(chr(rng.randrange(0x3131, 0x3164)) for _ in range(200)),
        lambda: "".join(rng.choice(string.ascii_lowercase) for _ in range(200)),
        lambda: " ".join(
            "".join(rng.choice(string.ascii_letters) for _ in range(rng.randrange(2, 8)))
            for _ in range(40)
        ),
        lambda: "".join(rng.choice(words) for _ in range(90)),
        lambda: " ".join(rng.choice(words) for _ in range(70)),
        lambda: rng.choice(words) * 100,
        lambda: "".join(rng.choice([syllables(1), "a", "1", "ㄱ", "😀", " "]) for _ in range(200)),
        lambda: " ".join(
            str(rng.randrange(1000)) + rng.choice(["인", "점", "장", "개"]) for _ in range(50)
        ),
    ]
    return [makers[i % len(makers)]()[:200] for i in range(count)]


def junk_cpu_ms(searcher: object) -> dict[str, float]:
    """CPU milliseconds of each junk question (each new, so no cache helps)."""
    out: dict[str, float] = {}
    for query in junk_queries():
        started = time.process_time()
        searcher.ask(query)  # type: ignore[attr-defined]
        out[query] = (time.process_time() - started) * 1000
    return out


def http_throughput(seconds: float) -> dict[str, object]:
    """/api/ask beside the trivial /healthz under the production server (bench/load.py)."""
    import importlib.util
    import shutil

    spec = importlib.util.spec_from_file_location("load", Path(__file__).with_name("load.py"))
    assert spec and spec.loader
    load = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(load)
    port = load.free_port()
    server = load.start_server(port)
    try:
        started = load.wait_ready(port)
        queries = load.devset_queries()
        out: dict[str, object] = {"http_start_to_first_answer_seconds": round(started, 2)}
        for target in ("healthz", "ask"):
            if shutil.which("wrk"):
                run = load.run_wrk(port, target, seconds, 64, queries)
            else:
                run = load.run(port, target, seconds, 64)
            out[f"http_{target}_rps"] = run["throughput_rps"]
            out[f"http_{target}_p99_ms"] = run["p99_ms"]
            out[f"http_{target}_errors"] = run["errors"]
        out["http_server_rss_mb"] = load.rss_mb(server.pid)
        return out
    finally:
        load.stop_server(server)


if __name__ == "__main__":
    raise SystemExit(main())
