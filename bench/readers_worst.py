"""The computed-answer readers on hostile questions: ``python bench/readers_worst.py [--top N]``.

Every question of ``tests/hostile_questions.py`` (a word said over and over with each
separator lists use, two words in turn; 200 characters each) is read by every game's reader
alone and by all of them (no game), as the search does for each question it answers. Prints
the time per reading (p50, p99, max; wall clock: the process CPU clock here ticks in 4 ms
steps, so the run's CPU total is printed beside it) and the slowest questions. Target: no reading over
50 ms (a reading of a real question takes about 1 ms, 5 ms at most); a reader that runs
past its budget (``qa_computed.READ_BUDGET``, 1 s) is cut off and counted.
"""

from __future__ import annotations

import argparse
import logging
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from hostile_questions import CONTEXTS, every_class  # noqa: E402

from tutor import qa_computed  # noqa: E402

TARGET_MS = 50.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=5, help="slowest questions to show")
    args = parser.parse_args()
    cut_off: list[str] = []

    class Count(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if "gave up" in record.getMessage():
                cut_off.append(record.getMessage())

    logging.getLogger("tutor.qa_computed").addHandler(Count())
    qa_computed.warm_up()
    timings: list[tuple[float, str | None, str]] = []
    cpu = time.process_time()
    for question in every_class():
        for game in CONTEXTS:
            qa_computed._compute.cache_clear()
            start = time.perf_counter()
            qa_computed.compute(question, game, asked=game is not None)
            timings.append(((time.perf_counter() - start) * 1000, game, question))
    cpu = time.process_time() - cpu
    ms = sorted(t for t, _, _ in timings)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    print(
        f"{len(ms)} readings of {len(ms) // len(CONTEXTS)} hostile questions: p50 "
        f"{statistics.median(ms):.3f} ms, p99 {p99:.2f} ms, max {ms[-1]:.1f} ms "
        f"(target: max <= {TARGET_MS:.0f} ms), CPU {cpu:.1f} s in all; cut off at the budget: "
        f"{len(cut_off)}"
    )
    for took, game, question in sorted(timings, key=lambda t: t[0], reverse=True)[: args.top]:
        print(f"  {took:7.1f} ms  {game or '(no game)':22} {question[:60]}")
    return 0 if ms[-1] <= TARGET_MS and not cut_off else 1


if __name__ == "__main__":
    raise SystemExit(main())
