"""The search never runs away on a hostile question either.

The questions that made the computed-answer readers backtrack without bound
(``tests/hostile_questions.py``: a word said over and over with each list separator, two in
turn; 200 characters) are asked of the whole search, as the site asks them (with no game filter and with
one, the engines' verdicts deciding; every game's reader alone is the readers' own test): normalising, the keyboard and 초성 repairs,
the morphology and the ranking. The search has no CPU budget of its own (the readers do), so
this is its guard. A hang detector, never a stopwatch: each question may take 30 s of CPU
against the few milliseconds it takes (at most about 15 ms today, ``bench/readers_worst.py``
and ``bench/ask.py`` report the times), so a failure means a runaway pattern, not a slow
machine.
"""

from __future__ import annotations

import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from hostile_questions import every_class  # noqa: E402

from tutor.qa_computed import deciding_rules  # noqa: E402
from tutor.search.searcher import QueryError  # noqa: E402

HANG = 30.0  # CPU seconds a question may take before it counts as a runaway


class RanAway(Exception):
    pass


@contextmanager
def hang_detector(question: str) -> Iterator[None]:
    def on_alarm(signum: int, frame: object) -> None:
        raise RanAway(f"the search ran for {HANG} s of CPU on {question!r}")

    previous = signal.signal(signal.SIGVTALRM, on_alarm)
    signal.setitimer(signal.ITIMER_VIRTUAL, HANG)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)
        signal.signal(signal.SIGVTALRM, previous)


@pytest.mark.parametrize("game", [None, "rummikub"])
def test_hostile_questions_are_answered_in_a_moment(content_searcher, game):
    answered = 0
    for question in every_class():
        with hang_detector(question):
            try:
                answer = content_searcher.ask(question, game=game, decide=deciding_rules)
            except QueryError:
                continue  # refused in Korean (nothing but marks): answered too
        assert "results" in answer
        answered += 1
    assert answered > 500
