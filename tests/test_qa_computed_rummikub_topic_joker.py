"""A joker named as what the question is about, before the tiles listed with it among them.

The search reads a question typed in English mode, or with its 초성 or typos repaired, again
without its punctuation: "조커를 연속 중간에 넣어도 되나요? 빨강 5, 조커, 빨강 7" then reaches the
set reader as one sentence, and the joker the question is about was read as a fourth tile
before the three listed (the card said "조커, 빨강 5, 조커, 빨강 7"). The tiles are the ones
listed; a joker said right before tiles ("조커 빨강 5 6") or with a particle only ("조커를 빨강
5 6 앞에") is still one of them."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

LISTED_AFTER_TOPIC = [
    ("조커를 연속 중간에 넣어도 되나요 빨강 5 조커 빨강 7 이렇게요", "빨강 5, 조커, 빨강 7"),
    ("joker를 run 중간에 넣어도 되나요 빨강 5 joker 빨강 7 이렇게요", "빨강 5, 조커, 빨강 7"),
    ("조커는 그룹에도 쓸 수 있어요 빨강 9 파랑 9 조커 이렇게", "빨강 9, 파랑 9, 조커"),
]
JOKER_AMONG_TILES = [
    ("조커 빨강 5 6 돼?", "조커, 빨강 5, 빨강 6"),
    ("조커를 빨강 5 6 앞에 붙이면 세트 돼?", "조커, 빨강 5, 빨강 6"),
]


@pytest.mark.parametrize(("question", "tiles"), LISTED_AFTER_TOPIC + JOKER_AMONG_TILES)
def test_the_tiles_read_are_the_ones_listed(question: str, tiles: str) -> None:
    found = compute(question, "rummikub", asked=True)
    assert found is not None, question
    assert found.verdict == "네, 세트가 됩니다", (question, found.verdict)
    assert found.case.endswith(f"놓은 순서대로: {tiles}"), (question, found.case)
