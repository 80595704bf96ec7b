"""The computed answer's card says each thing once: its summary (the paragraph under the
verdict) is the reason, and the details listed under it are the engine's account. A detail
the summary already says, or a detail said twice, reads as the card repeating itself."""

from __future__ import annotations

import pytest

from tutor.qa_computed import Computed, compute

# the question sets the search is tuned and checked on, never the blind ones (the folded sets,
# tests/search/fold_sets.py): the situational sets alone hold several hundred questions an
# engine decides
from .computed_cases import assert_board_shown
from .search.fold_sets import FOLDED
from .search.question_sets import load


def _questions() -> list[str]:
    return [c["q"] for name in FOLDED for c in load(name)["questions"]]


def _repeats(found: Computed) -> str | None:
    """What the card would say twice, or None."""
    sentences = [d.strip() for d in found.details]
    if len(set(sentences)) != len(sentences):
        return "a detail listed twice"
    if any(d in found.summary for d in sentences):
        return "a detail the summary already says"
    return None


@pytest.fixture(scope="module")
def answers() -> list[tuple[str, Computed]]:
    found = [(q, compute(q)) for q in _questions()]
    return [(q, c) for q, c in found if c is not None]


def test_the_sets_reach_every_game(answers: list[tuple[str, Computed]]) -> None:
    # the check below is only as wide as what the sets make the engines answer
    assert {c.game for _, c in answers} == {
        "azul",
        "azul-summer-pavilion",
        "indigo",
        "rummikub",
    }
    assert len(answers) > 300


def test_a_card_that_names_a_cell_carries_the_position(answers: list[tuple[str, Computed]]) -> None:
    # "라5 칸의 길 끝에 있던 에메랄드는 …": a page draws the position the account speaks of
    for question, found in answers:
        assert_board_shown(question, found)
    assert sum(1 for _, c in answers if c.example is not None) > 50


def test_no_card_says_a_thing_twice(answers: list[tuple[str, Computed]]) -> None:
    twice = [(q, c.kind, why) for q, c in answers if (why := _repeats(c))]
    assert not twice, twice[:5]


@pytest.mark.parametrize(
    "question",
    [
        "공장에 검정 3장 있는데 2번 줄이 비어 있으면 어떻게 놓아?",
        "5번 줄에 검정 3개가 있는데 검정 4개를 가져오면 넘치는 2개는 바닥 줄로 가나요?",
        "나빗길 보석 색깔별 점수가 뭐야",
    ],
)
def test_the_card_of_a_placement_or_a_table_says_it_once(question: str) -> None:
    found = compute(question)
    assert found is not None and _repeats(found) is None, found


def test_tiles_placed_only_to_make_the_turn_are_said_and_drawn() -> None:
    # the engine's scene pads a far-off tile so that the player asked about places the last
    # one; the board draws it, so the card says what it is (a usability pass asked about it)
    from tutor.games.indigo.geometry import BOARD

    found = compute("나빗길에서 상대 출구로 보석 나가면 그거 누구꺼임?", "indigo")
    assert found is not None and found.example is not None
    said = [d for d in found.details if "차례를 맞추려고" in d]
    assert len(said) == 1
    placed = {BOARD.short_names[BOARD.index[tuple(m["cell"])]] for m in found.example["moves"]}
    named = {cell for cell in placed if f"{cell} 칸" in said[0]}
    assert named, (placed, said)
    # where the last tile went is said too
    last = BOARD.short_names[BOARD.index[tuple(found.example["try"]["cell"])]]
    assert any(f"{last} 칸" in d and d.endswith("타일을 놓았습니다.") for d in found.details)
