"""Computed answers for Azul: the reader's every line exercised. Each row is a question a
player would type that reaches a path of ``tutor/games/azul/questions.py`` no other test
file's question reaches (found by line and branch coverage, round 21), with the verdict it
gets, checked against the rules; and the hostile questions that once made one of the
reader's patterns backtrack without bound, read under a hang detector (never a stopwatch).
"""

from __future__ import annotations

import logging

import pytest

from tutor import qa_computed
from tutor.qa_computed import compute

AZUL = "azul"

# questions that made a pattern of the reader backtrack without bound: "이야" is one word
# of the tiles' question or two ("이", "야"), and a pattern trying every split of a long
# word took seconds at 50 characters and for ever at 200
HOSTILE = [
    "아줄 타일 몇 개야 " + "이야" * 90 + "쀍",
    "아줄 타일 몇 개야 " + "이에요" * 60 + "쀍",
    "아줄 타일 몇 개야 " + "들어있" * 60 + "쀍",
    # the end bonus's two asks: each 가로/세로/색 after the ask tried in turn
    "얼마고" * 20 + "가로색" * 13 + "x",
    "? " + "아니 " * 65 + "아니",
]


@pytest.fixture
def hang_detector(monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture):
    """``read(question)``: the question read on Azul's pages and with no game, the readers
    given 30 s of CPU a question; a reader cut off fails the test at once."""
    monkeypatch.setattr(qa_computed, "READ_BUDGET", 30.0)
    caplog.set_level(logging.ERROR, logger="tutor.qa_computed")

    def read(question: str) -> None:
        assert len(question) <= 200, len(question)
        for game in (AZUL, None):
            compute(question, game, asked=game is not None)
        gave_up = [r.getMessage() for r in caplog.records if "gave up" in r.getMessage()]
        assert not gave_up, gave_up[0]

    qa_computed._compute.cache_clear()
    yield read
    qa_computed._compute.cache_clear()


@pytest.mark.parametrize("question", HOSTILE, ids=[q[:24] for q in HOSTILE])
def test_a_hostile_question_is_read_in_a_moment(hang_detector, question):
    hang_detector(question)
