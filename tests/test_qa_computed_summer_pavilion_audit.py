"""Summer Pavilion computed answers: an audit of everyday questions and of the whole answer
text (verdict, summary, case, details). Each case is a question a first-time player types
mid-game, with the reading it must give now, or a sentence its answer must (not) say.
Values: SP-RB p.3 (wilds by round, the start token), p.4 (costs, the centre star), p.5-6
(passing, keeping), start at 5 points (/work/shared/research/azul-summer-pavilion.md)."""

from __future__ import annotations

import pytest

from tutor.qa_computed import Computed

from .computed_cases import (
    not_read_as_test,
    page_reading,
    reads_test,
)
from .computed_cases import text_of as _text

SP = "azul-summer-pavilion"


def _read(question: str) -> Computed:
    return page_reading(question, SP)


# -- verdicts: everyday questions read as asked --------------------------------------------
READS = [
    # tiles of one colour alone, on that colour's star (or the centre): no round needed,
    # every round gives the same answer (its own round pays with its own wilds as itself)
    ("초록2개로 초록별3번칸 되나?", "summer-pavilion-payment", "아니요, 놓을 수 없습니다"),
    ("빨강 3개로 빨간 별 3번 칸 놓을 수 있어?", "summer-pavilion-payment", "네, 놓을 수 있습니다"),
    ("썸파 파랑 6개로 파란 별 6번 돼요?", "summer-pavilion-payment", "네, 놓을 수 있습니다"),
    ("노랑 1개로 노란 별 2번 칸 되나요", "summer-pavilion-payment", "아니요, 놓을 수 없습니다"),
    # "되지?": a yes/no question like "돼?"
    (
        "2라운드에 초록 1개랑 빨강 1개로 빨간 별 2번칸 되지?",
        "summer-pavilion-payment",
        "네, 놓을 수 있습니다",
    ),
    # the start score guessed, said as a score ("시작 점수 0점이야?")
    ("썸파 시작 점수 0점이야?", "summer-pavilion-start-score", "아니요, 5점에서 시작합니다"),
    ("시작할 때 점수 10점이지?", "summer-pavilion-start-score", "아니요, 5점에서 시작합니다"),
    ("시작 점수 5점 맞아?", "summer-pavilion-start-score", "네, 5점에서 시작합니다"),
    ("처음에 점수 0점 아니야?", "summer-pavilion-start-score", "5점에서 시작합니다"),
    # "어디에 놔?" asks for the space
    ("점수 마커 어디에 놔?", "summer-pavilion-start-score", "점수 트랙의 5점 칸"),
    ("시작 점수 몇 점이에요?", "summer-pavilion-start-score", "5점"),
    # as before
    (
        "4라운드에 파랑 1개랑 노랑 2개로 파란 별 3번 칸 놓을 수 있어?",
        "summer-pavilion-payment",
        "네, 놓을 수 있습니다",
    ),
    (
        "2라운드에 초록 3개로 파란 별 3번 칸 놔도 돼?",
        "summer-pavilion-payment",
        "아니요, 놓을 수 없습니다",
    ),
    ("파란 별 5번 칸은 몇 개 필요해?", "summer-pavilion-cost", "파랑 5장"),
    (
        "여름 별장 빨간 별 5번 칸에 빨강 3개면 돼?",
        "summer-pavilion-cost",
        "아니요, 비용은 5장입니다",
    ),
    (
        "중앙에 조커만 3개 남았는데 다 가져갈 수 있어요?",
        "summer-pavilion-draft",
        "아니요, 조커 1장만 가져옵니다",
    ),
    (
        "파란 별 4번 5번 채워져 있는데 6번 놓으면 몇 점?",
        "summer-pavilion-place-score",
        "3점, 보너스 타일 3장",
    ),
    ("패스할 때 타일 6개 남았는데 4개 보관하면 몇 점 잃어?", "summer-pavilion-leftover", "−2점"),
    (
        "썸파 패스하는데 타일 3개 남았어요 감점 있나요?",
        "summer-pavilion-leftover",
        "아니요, 감점 없음",
    ),
    ("보라 별 완성하면 보너스 몇 점이야?", "summer-pavilion-end-bonus", "+20점"),
    (
        "1라운드 조커 보라 맞지?",
        "summer-pavilion-wild",
        "네, 1라운드의 조커(와일드) 색은 보라입니다",
    ),
    (
        "2라운드에 보라 타일 조커로 쓸 수 있어?",
        "summer-pavilion-wild-use",
        "아니요, 2라운드의 조커(와일드) 색은 초록입니다",
    ),
    (
        "지금 3점인데 중앙에서 처음 타일 5개 가져가면 몇 점 돼?",
        "summer-pavilion-start-token",
        "−2점 (3점 → 1점)",
    ),
    (
        "기둥이랑 조각상 동시에 완성하면 몇 개 받아?",
        "summer-pavilion-feature-bonus",
        "보너스 타일 3장 (기둥 1장 + 조각상 2장)",
    ),
    (
        "가운데 별에 빨강 있는데 또 빨강 놓아도 돼?",
        "summer-pavilion-centre-colour",
        "아니요, 놓을 수 없습니다",
    ),
    ("동점이면 누가 이겨?", "summer-pavilion-tie", "공동 승리"),
    ("3인 공장 9개 맞아?", "summer-pavilion-setup", "아니요, 공장 7개(타일 28장), 공급처 10장"),
]


test_everyday_questions_read_as_asked = reads_test(SP, READS, named=False)


NOT = [
    # with no round said, whether 보라 comes along is whether 보라 is the wild (round 1):
    # the reader assumed round 2 and answered "빨강 2장" only
    ("공장에 빨강 2개 보라 1개 있는데 빨강 가져가면 보라도 다 가져와?", "summer-pavilion-draft"),
]


test_questions_the_round_decides_are_not_read = not_read_as_test(SP, NOT, named=False)


# -- the text: particles after 보라 -------------------------------------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "2라운드에 보라 타일 조커로 쓸 수 있어?",
        "1라운드 조커였던 보라를 3라운드에도 조커로 써도 돼?",
        "가운데 별에 보라 있는데 보라 또 놓을 수 있어?",
    ],
)
def test_particles_after_bora(question: str) -> None:
    text = _text(_read(question))
    for wrong in ("보라은", "보라이 ", "보라을"):
        assert wrong not in text, text


def test_wild_use_is_said_in_whole_sentences() -> None:
    found = _read("2라운드에 보라 타일 조커로 쓸 수 있어?")
    assert "초록입니다," not in found.summary  # was a comma splice
    assert "2라운드에는 보라 타일을 조커로 쓸 수 없습니다." in found.summary
    assert "보라는 1라운드에만 조커이고" in found.details[0]


def test_centre_colour_particles() -> None:
    found = _read("가운데 별에 보라 있는데 보라 또 놓을 수 있어?")
    assert "보라는 가운데 별에 더 놓을 수 없습니다" in found.summary
    assert "가운데 별에는 이미 보라가 있습니다." in found.details


# -- passing with every tile kept -------------------------------------------------------------
@pytest.mark.parametrize(
    ("question", "n"),
    [
        ("썸파 패스하는데 타일 3개 남았어요 감점 있나요?", 3),
        ("패스할 때 타일 4개 남았어 감점 있어?", 4),
    ],
)
def test_all_kept_is_said_plainly(question: str, n: int) -> None:
    found = _read(question)
    assert f"{n}장까지" not in found.summary  # "3장까지 보관하고": as if some were not
    assert found.summary == f"패스할 때 남은 {n}장을 모두 귀퉁이에 보관할 수 있어 감점은 없습니다."


# -- a space that costs one tile: no wild can pay ---------------------------------------------
def test_one_tile_space_has_nothing_for_a_wild() -> None:
    found = _read("주황 별 1번칸 몇개 필요해")
    assert found.verdict == "주황 1장"
    assert not any("모자란 만큼" in d for d in found.details), found.details
    assert "비용이 1장이라 조커를 쓸 수 없고, 주황 타일 1장을 칸에 놓습니다." in found.details


# -- the centre star: a colour once; the board read is empty ------------------------------
@pytest.mark.parametrize(
    ("question", "colour"),
    [
        ("5라운드 파랑 3개로 가운데 별 3번 칸 돼?", "파랑이"),
        ("가운데 별 2번 칸에 보라 2개로 놓을 수 있어? 1라운드", "보라가"),
        ("가운데 별 4번 칸에 노랑 2개 조커 2개로 놓을 수 있어? 2라운드야", "노랑이"),
    ],
)
def test_centre_payment_says_the_colour_must_be_new(question: str, colour: str) -> None:
    found = _read(question)
    assert found.verdict == "네, 놓을 수 있습니다"
    assert f"(가운데 별에 {colour} 아직 없다면)" in found.summary
    assert any(f"가운데 별에 {colour} 이미 있으면 놓을 수 없습니다" in d for d in found.details)


def test_outer_star_payment_has_no_centre_caveat() -> None:
    found = _read("4라운드에 파랑 1개랑 노랑 2개로 파란 별 3번 칸 놓을 수 있어?")
    assert "가운데 별" not in _text(found)


# -- a shortfall with no wilds names none ------------------------------------------------------
def test_shortfall_without_wilds() -> None:
    found = _read("초록2개로 초록별3번칸 되나?")
    assert "조커 0장" not in _text(found)
    assert "초록 2장뿐입니다" in found.summary
    assert "어느 라운드든 같음" in found.case


# -- the start token: assumed gone is said as assumed -----------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "중앙에 조커만 3개 남았는데 다 가져갈 수 있어요?",
        "썸파 5라운드 중앙에 빨강 3개 파랑 2개 있는데 빨강 가져가면?",
    ],
)
def test_token_assumed_gone_is_an_assumption(question: str) -> None:
    found = _read(question)
    assert found.case.endswith("시작 플레이어 토큰은 이미 누가 가져간 것으로 계산"), found.case
    assert any("처음 가져가는 것이라면 시작 플레이어 토큰도 받고" in d for d in found.details)


def test_token_said_gone_is_a_fact() -> None:
    found = _read("중앙에서 두번째로 빨강 2개 있는 거 가져가면 뭐 가져와?")
    assert found.case.endswith("시작 플레이어 토큰은 이미 누가 가져감"), found.case
    assert not any("처음 가져가는 것이라면" in d for d in found.details)
