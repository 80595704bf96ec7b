"""Memory across content rebuilds, as one server worker sees them.

``python bench/rebuild_memory.py [--rounds 20] [--mode rebuild|touch] [--threads 4]``

Builds the content database (``tutor build`` in a child process, as a deploy does: the
server never builds), loads the searcher through ``tutor.qa`` like the web app, asks a
fixed set of questions from a small thread pool (a gunicorn gthread worker has four
threads, so a reload can happen on any of them), then ``--rounds`` times replaces the
database (``rebuild``: a new build, a new inode; ``touch``: only a new mtime) and asks the
same questions again. After each round it prints the process's RSS, the change, and how
many searchers are alive (one is right: an old searcher must be released on reload).

Two growth figures: from the first reload on, and including it. Questions are fixed so
the per-searcher answer cache stays the same size and does not look like a leak. The
figures are in README (성능과 신뢰성); the test that would catch a searcher kept alive is
tests/test_reload_memory.py.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEVSET = ROOT / "tests" / "search" / "devset.yaml"
EXTRA = [
    "바닥줄 감점",
    "조커 회수 언제 돼?",
    "qkekrwnf",
    "ㅂㄷㅈ 감점",
    "루미쿠브 조거",
    "피자 배달 되나요",
    "우주선 연료 보급",
]  # the last two are misses (recorded)


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def build(db: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "tutor.cli", "build", "--db", str(db)],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )


def replace(db: Path, mode: str) -> None:
    if mode == "rebuild":
        build(db)
    else:
        stat = db.stat()
        os.utime(db, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))


def live_searchers() -> int:
    from tutor.search import Searcher

    gc.collect()
    return sum(isinstance(obj, Searcher) for obj in gc.get_objects())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--mode", choices=["rebuild", "touch"], default="rebuild")
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument(
        "--questions",
        type=int,
        default=60,
        help="development-set questions asked each round (plus a few fixed)",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))

    import yaml

    from tutor import qa
    from tutor.search import morphology

    cases = yaml.safe_load(DEVSET.read_text(encoding="utf-8"))["questions"]
    questions = [c["q"] for c in cases[: args.questions]] + EXTRA
    rows: list[dict[str, float | int]] = []
    with tempfile.TemporaryDirectory() as tmp, ThreadPoolExecutor(max_workers=args.threads) as pool:
        db = Path(tmp) / "tutor.db"
        misses = Path(tmp) / "queries.db"
        build(db)

        def ask_all() -> None:
            list(pool.map(lambda q: qa.ask(db, q, misses_path=misses), questions))

        ask_all()
        start = rss_mb()
        if not args.json:
            print(f"loaded: RSS {start:.1f} MB, searchers alive {live_searchers()}")
        for n in range(1, args.rounds + 1):
            started = time.perf_counter()
            replace(db, args.mode)
            ask_all()
            rss = rss_mb()
            row = {
                "round": n,
                "rss_mb": round(rss, 1),
                "delta_mb": round(rss - (rows[-1]["rss_mb"] if rows else start), 1),
                "searchers_alive": live_searchers(),
                "kiwi_user_words": len(morphology._user_words),
                "seconds": round(time.perf_counter() - started, 1),
            }
            rows.append(row)
            if not args.json:
                print(
                    f"{n:3d}  RSS {row['rss_mb']:7.1f} MB  {row['delta_mb']:+6.1f}  "
                    f"searchers {row['searchers_alive']}  kiwi words {row['kiwi_user_words']}",
                    flush=True,
                )
    first, last = float(rows[0]["rss_mb"]), float(rows[-1]["rss_mb"])
    report = {
        "mode": args.mode,
        "rounds": args.rounds,
        "threads": args.threads,
        "questions": len(questions),
        "rss_loaded_mb": round(start, 1),
        "rss_after_first_reload_mb": first,
        "rss_last_mb": last,
        "growth_per_rebuild_mb": round((last - first) / max(1, len(rows) - 1), 2),
        "growth_per_rebuild_including_first_mb": round((last - start) / len(rows), 2),
        "max_searchers_alive": max(int(r["searchers_alive"]) for r in rows),
    }
    if args.json:
        print(json.dumps({**report, "rounds_detail": rows}))
    else:
        for key, value in report.items():
            print(f"{key:40} {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
