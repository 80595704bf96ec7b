"""Summer Pavilion computed answers: the misreadings a third adversarial probe found (odd
numbers, remarks around the question, two things asked at once, the official rules' edge
cases): a round range or a two-digit round read as one round, a range of players read as
four, a price guessed for the centre star read as a hand that pays, every tile thrown away
read as four kept, who gets an end bonus read as how much, wilds alone with no round said
(the round whose wild colour is the star's own pays), and the start token's floor left
unsaid when the score is not said. Each case has the reading it must give now, or the kind
it must not give. Values: SP-RB p.3 (wilds by round, start token's floor at 1 point), p.4
(costs, wilds as their own colour), p.5 (passing: up to four kept, −1 for each other tile),
p.6 (end bonuses); /work/shared/research/azul-summer-pavilion.md."""

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
PAY = "summer-pavilion-payment"
COST = "summer-pavilion-cost"
LEFT = "summer-pavilion-leftover"
WC = "summer-pavilion-wild"
SETUP = "summer-pavilion-setup"
EB = "summer-pavilion-end-bonus"
ST = "summer-pavilion-start-token"
DRAFT = "summer-pavilion-draft"
PS = "summer-pavilion-place-score"


def _read(question: str) -> Computed:
    return page_reading(question, SP)


READ = [
    # a price guessed for the centre star, with the colour placed (was read as a hand of six
    # that pays: "네, 놓을 수 있습니다")
    ("가운데 별 5번 칸에 빨강 6개 필요해?", COST, "아니요, 비용은 5장입니다"),
    ("가운데 별 5번 칸 빨강 6개 내야 돼?", COST, "아니요, 비용은 5장입니다"),
    ("가운데 별 5번 칸에 빨강 5개 필요해?", COST, "네, 비용은 5장입니다"),
    ("가운데 별 5번 칸에 빨강 4개 필요해?", COST, "아니요, 비용은 5장입니다"),
    # what the probe found right, kept so
    ("1라운드에 보라 3개로 가운데 별 3번 돼?", PAY, "네, 놓을 수 있습니다"),
    ("1라운드에 조커 3개로 보라 별 3번 돼?", PAY, "네, 놓을 수 있습니다"),
    ("1라운드에 보라 2개 빨강 1개로 보라 별 3번 돼?", PAY, "아니요, 놓을 수 없습니다"),
    ("2라운드에 보라 2개 초록 1개로 보라 별 3번 돼?", PAY, "네, 놓을 수 있습니다"),
    ("1라운드에 빨강 1개 보라 4개로 빨간 별 6번 돼?", PAY, "아니요, 놓을 수 없습니다"),
    ("4라운드에 파랑 1개 노랑 6개로 파란 별 6번 돼?", PAY, "네, 놓을 수 있습니다"),
    ("6라운드에 빨강 3개로 파란 별 3번 돼?", PAY, "아니요, 놓을 수 없습니다"),
    ("6라운드에 패스할 때 타일 3개 남았는데 감점 있어?", LEFT, "네, −3점"),
    ("패스할 때 타일 5개 남았는데 0개 보관하면 몇 점 잃어?", LEFT, "−5점"),
    (
        "패스할 때 타일 6개 남았는데 6개 다 보관할 수 있어?",
        LEFT,
        "아니요, 4장까지만 보관할 수 있습니다 (나머지 2장은 −2점)",
    ),
    ("타일 7개 남았는데 패스하면 몇 점 잃어? 어제 했는데 헷갈려서", LEFT, "−3점"),
    ("마지막 라운드 끝나고 남은 타일 3개 감점 있어?", LEFT, "네, −3점"),
    ("지금 1점인데 중앙에서 처음 타일 3개 가져가면 몇 점 돼?", ST, "감점 없음 (1점 그대로)"),
    ("지금 3점인데 중앙에서 처음 타일 4개 가져가면 2점 깎여?", ST, "네, −2점 (3점 → 1점)"),
    ("중앙에서 처음 타일 2개 가져가면 몇 점 깎여? 나 지금 1점", ST, "감점 없음 (1점 그대로)"),
    (
        "친구가 4라운드 조커는 파랑이라던데 맞아?",
        WC,
        "아니요, 4라운드의 조커(와일드) 색은 노랑입니다",
    ),
    (
        "4라운드 조커 색 노랑 맞죠? 친구가 그렇다던데",
        WC,
        "네, 4라운드의 조커(와일드) 색은 노랑입니다",
    ),
    ("조커가 빨강이면 마지막 라운드지?", WC, "네, 6라운드의 조커(와일드) 색은 빨강입니다"),
    ("모든 5번 칸 채우면 보너스 몇 점?", EB, "보너스 없음 (0점)"),
    ("1번 칸 7개 다 채우면 보너스?", EB, "+4점"),
    ("보라 별이랑 초록 별이랑 주황 별 완성하면 보너스 몇 점?", EB, "+55점"),
    (
        "3라운드 공장에 주황 2개 빨강 2개 있는데 빨강 가져가면 주황 2개도 가져와?",
        DRAFT,
        "아니요, 빨강 2장과 조커(주황) 1장만 가져옵니다, 남은 주황 1장은 테이블 중앙으로",
    ),
    (
        "보라 별 1번 2번 주황 별 3번 있는데 주황 별 4번 놓으면 보너스 타일 몇 개?",
        PS,
        "2점, 보너스 타일 2장",
    ),
    ("썸파 2인 공장 5개 맞아?", SETUP, "네, 공장 5개(타일 20장), 공급처 10장"),
]


test_reads_the_case = reads_test(SP, READ, named=False)


NOT = [
    # a range of rounds, or a round of two digits (were read as round 4, round 3)
    ("3~4라운드 조커 색?", WC),
    ("13라운드 조커 색?", WC),
    ("3-4라운드에 파랑 1개 주황 2개로 파란 별 3번 돼?", PAY),
    # a range of players (was read as four players)
    ("썸파 2~4인 공장 몇 개?", SETUP),
    # every tile thrown away, or no pass (were read as four kept: −2점)
    ("패스할 때 타일 6개 남았는데 다 버리면 몇 점 잃어?", LEFT),
    ("패스할 때 타일 6개 남았는데 전부 탑에 버리면 몇 점?", LEFT),
    ("패스 안 했는데 라운드 끝나면 남은 타일 6개 몇 점 잃어?", LEFT),
    # who gets an end bonus, not how much (was +20점)
    ("보라 별 완성 보너스는 먼저 완성한 사람만 받아?", EB),
    ("빨간 별 완성하면 보너스 몇 점인데 다른 사람이 먼저 완성하면 줄어들어?", EB),
    ("게임 중에 보라 별 완성하면 바로 20점 받아?", EB),
    # wilds and another colour, no tile of the star's own and no round: no in round 1, but in
    # round 5 the wilds are blue tiles and pay as themselves (was 아니요)
    ("조커 3개 빨강 1개로 파란 별 3번 돼?", PAY),
]


test_look_alikes_are_not_read_as_that_kind = not_read_as_test(SP, NOT, named=False, unasked=True)


# -- wilds alone, no round said: the round of the star's own colour is the exception ------------
@pytest.mark.parametrize(
    ("question", "colour", "round_no"),
    [
        ("조커만 3개로 파란 별 3번 칸 돼?", "파랑", 5),
        ("조커 3개로 빨간 별 3번 돼?", "빨강", 6),
        ("와일드 3장으로 초록 별 3번 칸 가능?", "초록", 2),
        ("wild 3개로 파란 별 3번 돼?", "파랑", 5),
    ],
)
def test_wilds_alone_name_the_round_they_pay_in(question: str, colour: str, round_no: int) -> None:
    found = _read(question)
    assert found.kind == PAY
    assert f"{colour}이 조커 색인 {round_no}라운드라면 조커가 곧 {colour} 타일이라" in found.summary
    assert any(d.startswith(f"{round_no}라운드에는 조커 색 타일({colour})") for d in found.details)


def test_wilds_alone_in_a_round_said_have_no_exception() -> None:
    found = _read("와일드만 4개 있으면 노란 별 4번 칸 채울 수 있어? 지금 1라운드")
    assert found.verdict == "아니요, 놓을 수 없습니다"
    assert "라운드라면" not in _text(found)


# -- the start token with no score said: the floor is said ----------------------------------
@pytest.mark.parametrize(
    ("question", "n"),
    [
        ("중앙에서 처음 타일 12개 가져가면 몇 점 깎여?", 12),
        ("선생님, 중앙에서 처음으로 타일을 3개 가져오면 몇 점을 잃게 되나요?", 3),
    ],
)
def test_start_token_floor_is_said_without_a_score(question: str, n: int) -> None:
    found = _read(question)
    assert found.kind == ST and found.verdict == f"−{n}점"
    assert any(
        f"지금 점수가 {n}점 이하라면 1점이 될 때까지만 잃습니다." in d for d in found.details
    )


def test_start_token_with_a_score_says_no_conditional_floor() -> None:
    found = _read("지금 100점인데 중앙에서 처음 타일 2개 가져가면 몇 점 돼?")
    assert found.verdict == "−2점 (100점 → 98점)"
    assert not any("이하라면" in d for d in found.details)
