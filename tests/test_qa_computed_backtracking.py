"""The question readers never run away on a hostile question.

The readers are thousands of regular expressions; a list pattern whose separators can be
read two ways ("빨강 파랑 노랑 …" with optional commas and spaces on both sides) backtracks
exponentially when the list does not end as expected: "파란 " said 67 times (200 characters,
the longest question the search takes) held a worker for minutes. Two defences, both tested:

- no pattern backtracks without bound on the input classes that found them: a word said
  over and over (with spaces, without, with the separators lists use), two words in turn,
  and words of the readers' own questions strung together. Run with a hang detector, not a
  stopwatch: the readers' CPU budget is raised to 30 s here, a reading takes milliseconds,
  and a runaway pattern on 200 characters takes hours, so a failure means a runaway, never a
  slow machine;
- a reader that does run away is cut off after ``READ_BUDGET`` seconds of CPU
  (:func:`tutor.qa_computed.cpu_budget`) and gives no computed answer; the search still
  answers.
"""

from __future__ import annotations

import logging
import re
import types

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor import qa_computed
from tutor.qa_computed import compute

from .hostile_questions import (
    MAX_CHARS,
    SEPARATORS,
    WORDS,
    in_frames,
    said_over_and_over,
    two_in_turn,
)


@pytest.mark.parametrize("separator", SEPARATORS)
def test_a_word_said_over_and_over_is_read_in_a_moment(hang_detector, separator):
    for question in said_over_and_over(separator):
        hang_detector(question)


def test_a_list_in_the_frame_that_starts_it_is_read_in_a_moment(hang_detector):
    for question in in_frames():
        assert len(question) <= MAX_CHARS
        hang_detector(question)


def test_two_words_in_turn_are_read_in_a_moment(hang_detector):
    for question in two_in_turn():
        hang_detector(question)


@settings(
    max_examples=150,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    words=st.lists(st.sampled_from(WORDS), min_size=1, max_size=80),
    separators=st.lists(st.sampled_from(SEPARATORS), min_size=1, max_size=3),
)
def test_any_string_of_reader_words_is_read_in_a_moment(hang_detector, words, separators):
    text = "".join(w + separators[i % len(separators)] for i, w in enumerate(words))
    hang_detector(text[:MAX_CHARS].strip() or "빨강")


def _runaway_reader() -> types.ModuleType:
    """A reader whose pattern backtracks for ever on questions starting "run"."""
    runaway = re.compile(r"(?:a|a)*b")
    module = types.ModuleType("runaway_reader")
    module.NAMED = re.compile(r"(?!)")  # type: ignore[attr-defined]
    module.compute = lambda text: runaway.match("a" * 64) if text.startswith("run") else None  # type: ignore[attr-defined]
    return module


def test_a_runaway_reader_is_cut_off_and_the_question_still_answered(monkeypatch, caplog):
    """A reader with a pattern that backtracks for ever gives no answer after its budget;
    the other readers and the search are not affected."""
    module = _runaway_reader()
    monkeypatch.setattr(qa_computed, "READ_BUDGET", 0.05)
    caplog.set_level(logging.ERROR, logger="tutor.qa_computed")
    assert qa_computed._read(module, "warm up") is None  # its first reading
    assert qa_computed._read(module, "run away") is None
    assert any("gave up" in r.getMessage() for r in caplog.records)
    # the timer is put back: a normal reading after it is unaffected
    qa_computed._compute.cache_clear()
    found = compute("빨강 7 8 9 돼?", "rummikub", asked=True)
    assert found is not None and found.ok is True


def test_a_readers_first_reading_may_take_longer(monkeypatch, caplog):
    """The first reading in a process imports the reader's engine: it is never cut off at the
    everyday budget (a slow machine would lose its first answer), the next ones are."""
    import time

    def busy(text: str) -> str:
        start = time.process_time()
        while time.process_time() - start < 0.3:
            pass
        return text

    module = types.ModuleType("slow_reader")
    module.NAMED = re.compile(r"(?!)")  # type: ignore[attr-defined]
    module.compute = busy  # type: ignore[attr-defined]
    monkeypatch.setattr(qa_computed, "READ_BUDGET", 0.05)
    caplog.set_level(logging.ERROR, logger="tutor.qa_computed")
    assert qa_computed._read(module, "first") == "first"
    assert not caplog.records
    assert qa_computed._read(module, "second") is None
    assert any("gave up" in r.getMessage() for r in caplog.records)


GEVENT_RUNAWAY = """
from gevent import monkey
monkey.patch_all()
import re, sys, types, gevent
from tutor import qa_computed
runaway = re.compile(r"(?:a|a)*b")
module = types.ModuleType("runaway_reader")
module.NAMED = re.compile(r"(?!)")
module.compute = lambda text: runaway.match("a" * 64) if text.startswith("run") else None
qa_computed.READ_BUDGET = 0.05
qa_computed._read(module, "warm up")
print(gevent.spawn(qa_computed._read, module, "run away").get() is None)
"""


def test_a_runaway_reader_is_cut_off_in_a_gevent_greenlet():
    """As the server runs it: gunicorn's gevent worker answers in greenlets, which a
    monkey-patched ``threading`` reports as threads other than the main one (the budget once
    checked that, and so never ran in the server). A runaway reader there must end too; the
    child process is given 120 s, against hours for the pattern unguarded."""
    import subprocess
    import sys

    from tutor import PROJECT_ROOT

    done = subprocess.run(
        [sys.executable, "-c", GEVENT_RUNAWAY],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=PROJECT_ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"
    assert "gave up" in done.stderr


def test_the_budget_is_left_alone_outside_the_main_thread():
    """Signal handlers run only in the main thread: elsewhere the block runs unguarded."""
    import threading

    ran: list[bool] = []

    def work() -> None:
        with qa_computed.cpu_budget(0.01):
            ran.append(True)

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    assert ran == [True]
