"""Summer Pavilion computed answers: the misreadings two adversarial probes found (items 12-20
of /work/probe/azul/REPORT.md; items 9-14 and the over-declined questions of
/work/probe2/azul/REPORT.md), each with the reading it must give now, or the kind it must not
give. Values: SP-RB p.3 (wilds by round), p.4 (costs, scoring), p.5-6 (passing, end), and the
start token's floor at 1 point (SP-RB p.3, /work/shared/research/azul-summer-pavilion.md)."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

SP = "azul-summer-pavilion"


def _read(question: str, kind: str, verdict: str) -> None:
    for game in (SP, None):
        found = compute(question, game)
        assert found is not None and found.kind == kind, (question, game, found)
        assert found.verdict == verdict, (question, game)


def _not(question: str, *kinds: str) -> None:
    for game in (SP, None):
        found = compute(question, game)
        assert found is None or found.kind not in kinds, (question, game, found)


# -- 12. the set-up reader answers only set-up questions --------------------------------------
SETUP_NOT = [
    # base Azul's wall, pattern lines: with no game named and with Summer Pavilion
    "2인 게임에서 벽에 타일 놓을 때 옆에 2개 이어져 있으면 몇 점?",
    "2명이서 할 때 패턴 줄에 타일 몇 개 놓을 수 있어?",
    "4인 게임인데 5번 줄에 타일 몇 개까지 놓아?",
    "3명이서 하는데 타일 몇 개 놓으면 줄 완성이야?",
    # a turn, a corner: not the set-up
    "썸파 3인인데 한 턴에 타일 몇 개 놓을 수 있어?",
    "3인 게임에서 한 차례에 타일 몇 개 놓을 수 있어?",
    "썸파 4명인데 귀퉁이에 타일 몇 개 놓을 수 있어?",
    # refilling the supply during play
    "썸파 4명이 하는데 공급처 타일 다 떨어지면 몇 개 채워?",
]


@pytest.mark.parametrize("question", SETUP_NOT)
@pytest.mark.parametrize("game", [SP, None])
def test_setup_answers_only_the_setup(question: str, game: str | None) -> None:
    found = compute(question, game)
    assert found is None or found.kind != "summer-pavilion-setup", found


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        ("썸파 4인이면 공장 몇 개 써요?", "공장 9개(타일 36장), 공급처 10장"),
        ("썸파 2인 공급처 몇 칸이야?", "공장 5개(타일 20장), 공급처 10장"),
        ("썸파 3명이면 공장마다 타일 몇 개 올려?", "공장 7개(타일 28장), 공급처 10장"),
        # "플레이어" holds "이어": no word of a wall's run
        ("3명이서 하면 공장 몇 개 깔고 시작 플레이어는 누구?", "공장 7개(타일 28장), 공급처 10장"),
    ],
)
def test_setup_still_reads_the_setup(question: str, verdict: str) -> None:
    found = compute(question, SP)
    assert found is not None and found.kind == "summer-pavilion-setup", question
    assert found.verdict == verdict


# -- 13. a space's price: the fewest of the colour, the most wilds, the tower ---------------
COST = [
    ("초록 별 3번 칸 놓으려면 초록 최소 몇 개 있어야 돼?", "초록 1장 (나머지 2장은 조커)"),
    ("파란 별 5번 칸 놓으려면 조커 몇 개까지 쓸 수 있어?", "조커 4장까지"),
    ("초록 별 1번 칸 놓으려면 조커 최대 몇 개?", "조커는 쓸 수 없습니다"),
    ("파란 별 5번 칸 놓고 나면 탑에 몇 개 버려?", "탑에 4장"),
    ("보라 별 1번 칸 놓으면 탑에 몇 장 들어가?", "탑에 0장"),
    # in the star colour's own round there is no other wild: all of the colour
    ("2라운드에 초록 별 3번 칸 놓으려면 초록 최소 몇 개 있어야 돼?", "초록 3장"),
    ("파란 별 5번 칸 조커 없이 파랑 몇 개 내야 해?", "파랑 5장"),
    # the whole price, as before
    ("여름 별장 초록 별 3번 칸 비용 얼마나 돼?", "초록 3장"),
    ("보라 별 6번 칸에 놓으려면 보라 몇 장 내야 해?", "보라 6장"),
]
COST_NOT = [
    "파란 별 5번 칸 조커 몇 개 필요해?",  # no "at most": how many are needed depends
    "파란 별 5번 칸 최소 몇 장 필요해?",  # the whole price, or the fewest blue?
    "가운데 별 4번 칸에 놓으려면 최소 몇 장 필요해?",  # which colour is placed?
    "2라운드에 초록 별 3번 칸 조커 몇 개까지 쓸 수 있어?",  # green is the wild itself
    "파란 별 5번 칸에 파랑 몇 개 남아?",
    # a hand named and a count asked: not whether it pays
    "4라운드 파랑 1개로 파란 별 5번 칸 놓으려면 조커 몇 개 필요해?",
    "1라운드에 파랑 2개 있는데 파란 별 5번 칸 놓으려면 조커 몇 개 더 있어야 돼?",
]


@pytest.mark.parametrize(("question", "verdict"), COST)
def test_cost_answers_what_is_asked(question: str, verdict: str) -> None:
    _read(question, "summer-pavilion-cost", verdict)


def test_cost_fewest_names_the_colours_own_round() -> None:
    found = compute("초록 별 3번 칸 놓으려면 초록 최소 몇 개 있어야 돼?", SP)
    assert found is not None
    assert found.rule_ids[0] == "azul-summer-pavilion.place.wild-payment"
    assert any("2라운드" in d and "초록 3장" in d for d in found.details)


@pytest.mark.parametrize("question", COST_NOT)
def test_cost_declines_what_it_cannot_tell(question: str) -> None:
    found = compute(question, SP)
    assert found is None or found.kind not in (
        "summer-pavilion-cost",
        "summer-pavilion-payment",
    ), found


# -- 14. a take from the centre after the first costs nothing ---------------------------------
@pytest.mark.parametrize(
    "question",
    [
        "썸파 중앙에서 처음 가져간 사람이 아니라 그 다음 사람이 타일 3개 가져가면 몇 점 깎여?",
        "썸파 중앙에서 처음 가져가는 거 아닌데 타일 3개 가져오면 몇 점 깎여?",
        "썸파 중앙에서 처음 가져온 사람 다음에 내가 타일 2개 가져오면 몇 점 깎여?",
        "썸파 중앙에서 처음은 아닌데 빨강 3개 가져오면 몇 점 잃어?",
    ],
)
def test_not_the_first_take_costs_nothing(question: str) -> None:
    _read(question, "summer-pavilion-start-token", "감점 없음")


def test_not_the_first_take_brings_no_token() -> None:
    found = compute("썸파 중앙에서 처음 가져온 사람 다음에 빨강 3개 가져오면?", SP)
    assert found is not None and found.kind == "summer-pavilion-draft"
    assert found.verdict == "빨강 3장을 가져옵니다"
    assert "이미" in found.case


def test_the_first_take_still_costs() -> None:
    found = compute("썸파 중앙에서 처음으로 타일 3개 가져오면 몇 점 깎여?", SP)
    assert found is not None and found.verdict == "−3점"


# -- 15. a take named whole is read in a round where it is one take --------------------------
def test_a_take_named_whole_assumes_the_round_it_is_legal_in() -> None:
    found = compute("썸파 중앙에서 처음으로 보라 2개 초록 1개 가져오면 몇 점 깎여?", SP)
    assert found is not None and found.kind == "summer-pavilion-draft"
    assert found.verdict == (
        "보라 2장과 조커(초록) 1장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다"
    )
    assert "2라운드로 계산" in found.case


@pytest.mark.parametrize(
    "question",
    [
        # legal in round 2 only
        "썸파 1라운드에 중앙에서 처음으로 보라 2개 초록 1개 가져오면 몇 점 깎여?",
        # two wilds in one take: no round
        "썸파 중앙에서 처음 빨강 3개 조커 2개 가져오면 몇 점 깎여?",
        # two colours, no wild: no round
        "썸파 중앙에서 빨강 2개 파랑 2개 가져오면?",
        # the count chosen told again, and it differs from what lies there
        "썸파 공장에 보라 2개 초록 2개 있는데 초록 1개 가져오면?",
    ],
)
def test_a_take_that_is_no_one_take_is_declined(question: str) -> None:
    _not(question, "summer-pavilion-draft", "summer-pavilion-start-token")


def test_the_count_chosen_is_not_counted_twice() -> None:
    found = compute("썸파 공장에 보라 2개 초록 1개 있는데 초록 1개 가져오면?", SP)
    assert found is not None and found.kind == "summer-pavilion-draft"
    assert found.verdict == "초록 1장을 가져옵니다"
    assert "초록 1장" in found.case and "초록 2장" not in found.case


# -- 16. ranges are all filled, spaces said empty are not --------------------------------------
PLACE = [
    ("파란 별 1~5번 다 찼는데 6번 놓으면 몇 점?", "6점, 보너스 타일 3장"),
    ("빨간 별 2번부터 6번까지 차 있는데 1번 놓으면 몇 점?", "6점"),
    ("파란 별 1-3번 있고 4번 놓으면 몇 점?", "4점"),
    ("빨간 별 1번 2번 있는데 빨간 별 4번 놓으면 몇 점? 3번은 비어 있어", "1점"),
    ("빨간 별 1, 2번 비어 있고 3번 있는데 4번 놓으면 몇 점?", "2점"),
    ("빨간 별 6번 없고 1번 있는데 2번 놓으면 몇 점?", "2점"),
    ("썸파 빨간 별 2번 3번 있는데 4번 놓으면 몇 점?", "3점"),
]
PLACE_NOT = [
    "빨간 별 다 차 있고 3번만 비었는데 3번 놓으면 몇 점?",  # the spaces are not listed
    "빨간 별 3번만 비어 있고 나머지 다 차 있는데 3번 놓으면 몇 점?",
    "빨간 별 1번부터 5번까지 놓으면 몇 점?",  # several placements
    "빨간 별 3번은 차 있지 않고 2번 있는데 1번 놓으면 몇 점?",
    "빨간 별 5번부터 2번까지 차 있는데 3번 놓으면 몇 점?",  # round the ring?
]


@pytest.mark.parametrize(("question", "verdict"), PLACE)
def test_place_score_reads_ranges_and_empty_spaces(question: str, verdict: str) -> None:
    _read(question, "summer-pavilion-place-score", verdict)


@pytest.mark.parametrize("question", PLACE_NOT)
def test_place_score_declines_boards_it_cannot_build(question: str) -> None:
    found = compute(question, SP)
    assert found is None or found.kind != "summer-pavilion-place-score", found


# -- 17. in the last round every tile kept costs a point (SP-RB p.6) ---------------------------
LEFTOVER = [
    ("마지막 라운드에 패스하는데 타일 3개 남았어 감점?", "−3점"),
    ("썸파 6라운드에 패스할 때 손에 타일 4개 남으면 감점 있어?", "네, −4점"),
    ("6라운드 패스하는데 타일 7개 남았어요. 감점 얼마예요?", "−7점"),
    ("썸파 게임 끝났는데 타일 3장 남았어 몇 점 잃어?", "−3점"),
    ("6라운드 끝났는데 귀퉁이에 타일 2개 남아있어 몇 점?", "−2점"),
    # before the last round, four are kept free
    ("썸파 3라운드에 패스하는데 타일 7개 남았어요. 감점 얼마예요?", "−3점"),
    ("썸파 패스할 때 손에 타일 6개 남았으면 감점 몇 점?", "−2점"),
]


@pytest.mark.parametrize(("question", "verdict"), LEFTOVER)
def test_leftover_in_the_last_round(question: str, verdict: str) -> None:
    _read(question, "summer-pavilion-leftover", verdict)


def test_a_pass_with_no_round_says_which_rounds_it_assumes() -> None:
    found = compute("패스하는데 타일 7개 남았어요. 감점 얼마예요?", SP)
    assert found is not None and found.verdict == "−3점"
    assert "1~5라운드" in found.case
    assert any("−7점" in d for d in found.details)


def test_corner_tiles_after_an_earlier_round_are_no_end_penalty() -> None:
    found = compute("5라운드 끝났는데 귀퉁이에 타일 2개 남아 있어 몇 점?", SP)
    assert found is None or found.kind != "summer-pavilion-leftover", found


# -- 18. what is not completed, and what another player completed, does not count ---------------
END = [
    ("게임 끝났는데 노란 별은 완성 못 하고 파란 별만 완성했어 보너스 몇 점?", "+15점"),
    ("게임 끝났는데 빨간 별 완성 못 했어 보너스 몇 점?", "보너스 없음 (0점)"),
    ("게임 끝나고 2번 칸 다 채웠고 빨간 별 1번 칸은 비었어 보너스?", "+8점"),
    ("게임 끝났는데 보라 별이 하나 빼고 다 채워졌어 보너스 몇 점?", "보너스 없음 (0점)"),
    ("게임 끝났는데 빨간 별 완성했고 상대는 파란 별 완성했어 내 보너스 몇 점?", "+14점"),
    ("게임 끝났는데 빨간 별이랑 파란 별 완성 못 했어 보너스 몇 점?", "보너스 없음 (0점)"),
    ("게임 끝났는데 빨간 별이랑 파란 별 완성했어 보너스 몇 점?", "+29점"),
    ("게임 끝났는데 빨간 별 완성했는데 보너스 없어?", "+14점"),
    ("썸파 끝날 때 빨간 별 완성했으면 보너스 몇 점?", "+14점"),
    ("여름 별장 최종 보너스 모든 2번 칸 다 덮으면 몇 점?", "+8점"),
]
END_NOT = [
    # another player named, and whose bonus is asked is not said
    "게임 끝났는데 빨간 별 완성했고 상대는 파란 별 완성했어 보너스 몇 점?",
    # said done and not done
    "게임 끝났는데 빨간 별 1번 칸은 비었고 모든 1번 칸 다 채웠어 보너스?",
    # one space of a star said filled
    "게임 끝났는데 빨간 별 3번 칸까지 다 채웠어 보너스 몇 점?",
]


@pytest.mark.parametrize(("question", "verdict"), END)
def test_end_bonus_counts_only_what_i_completed(question: str, verdict: str) -> None:
    _read(question, "summer-pavilion-end-bonus", verdict)


@pytest.mark.parametrize("question", END_NOT)
def test_end_bonus_declines(question: str) -> None:
    found = compute(question, SP)
    assert found is None or found.kind != "summer-pavilion-end-bonus", found


# -- 19. the next and the previous round --------------------------------------------------------
WILD = [
    ("썸파 지금 3라운드야. 다음 라운드 조커 색은 뭐야?", "4라운드의 조커(와일드) 색은 노랑입니다"),
    ("썸파 3라운드인데 다음 라운드 와일드 무슨 색?", "4라운드의 조커(와일드) 색은 노랑입니다"),
    (
        "썸파 이번이 2라운드면 그 다음 라운드 조커 뭐야?",
        "3라운드의 조커(와일드) 색은 주황입니다",
    ),
    ("썸파 4라운드 전 라운드 조커 무슨 색이었어?", "3라운드의 조커(와일드) 색은 주황입니다"),
    ("여름 별장 4라운드 와일드 무슨 색이야?", "4라운드의 조커(와일드) 색은 노랑입니다"),
]
WILD_NOT = [
    "썸파 6라운드인데 다음 라운드 조커 색 뭐야?",  # no round 7
    "썸파 3라운드 다다음 라운드 조커 뭐야?",
    "썸파 4라운드 이후에 조커 색 뭐야?",
]


@pytest.mark.parametrize(("question", "verdict"), WILD)
def test_wild_colour_of_the_round_meant(question: str, verdict: str) -> None:
    _read(question, "summer-pavilion-wild", verdict)


@pytest.mark.parametrize("question", WILD_NOT)
def test_wild_colour_declines_other_rounds(question: str) -> None:
    found = compute(question, SP)
    assert found is None or found.kind != "summer-pavilion-wild", found


# -- 20. after, before, from a round on: a colour is wild only in its own round ------------------
WILD_USE = [
    ("썸파 4라운드 이후에도 노랑을 조커로 쓸 수 있어?", "아니요, 노랑은 4라운드에만 조커입니다"),
    ("썸파 4라운드 끝나고도 노랑 조커로 쓸 수 있어?", "아니요, 노랑은 4라운드에만 조커입니다"),
    ("썸파 4라운드 지나서도 노랑을 조커로 써도 돼?", "아니요, 노랑은 4라운드에만 조커입니다"),
    ("썸파 4라운드 전에도 노랑 조커로 써도 돼?", "아니요, 노랑은 4라운드에만 조커입니다"),
    ("썸파 4라운드부터 노랑 계속 조커로 쓸 수 있어?", "아니요, 노랑은 4라운드에만 조커입니다"),
    ("썸파 6라운드부터 빨강 조커로 쓸 수 있어?", "네, 빨강은 6라운드에만 조커입니다"),
    # one round, as before
    ("6라운드에 빨강 조커로 써도 돼?", "네, 6라운드의 조커(와일드) 색은 빨강입니다"),
    (
        "썸파 4라운드 끝나고 5라운드에도 노랑 조커로 쓸 수 있어?",
        "아니요, 5라운드의 조커(와일드) 색은 파랑입니다",
    ),
]
WILD_USE_NOT = [
    "썸파 4라운드 이후에 노랑 조커로 쓸 수 있어?",  # in one of them, or in all?
    "썸파 6라운드 이후에도 빨강 조커로 쓸 수 있어?",  # no round after the last
    "썸파 3라운드 전 라운드에 남긴 초록 조커로 쓸 수 있어?",
]


@pytest.mark.parametrize(("question", "verdict"), WILD_USE)
def test_wild_use_in_other_rounds(question: str, verdict: str) -> None:
    _read(question, "summer-pavilion-wild-use", verdict)


@pytest.mark.parametrize("question", WILD_USE_NOT)
def test_wild_use_declines_rounds_it_cannot_tell(question: str) -> None:
    found = compute(question, SP)
    assert found is None or found.kind != "summer-pavilion-wild-use", found


def test_every_rule_cited_is_an_entry_of_summer_pavilion() -> None:
    from tutor.content import load_content

    from .conftest import CONTENT_DIR

    entries = load_content(CONTENT_DIR).entries
    tables = [COST, PLACE, LEFTOVER, END, WILD, WILD_USE]
    questions = [q for table in tables for q, _v in table] + [
        "썸파 중앙에서 처음 가져간 사람이 아니라 그 다음 사람이 타일 3개 가져가면 몇 점 깎여?",
        "썸파 중앙에서 처음으로 보라 2개 초록 1개 가져오면 몇 점 깎여?",
        "2라운드에 초록 별 3번 칸 놓으려면 초록 최소 몇 개 있어야 돼?",
    ]
    cited = set()
    for question in questions:
        found = compute(question, SP)
        assert found is not None, question
        cited.update(found.rule_ids)
    assert [r for r in sorted(cited) if r not in entries or entries[r].game != SP] == []


# == Round 2 (/work/probe2/azul/REPORT.md) ==========================================================

START_TOKEN = "summer-pavilion-start-token"
PS = "summer-pavilion-place-score"
PAY = "summer-pavilion-payment"
EB = "summer-pavilion-end-bonus"
WC = "summer-pavilion-wild"
SU = "summer-pavilion-setup"


# -- 9. another player's board, hand or take is not the asker's ------------------------------
OTHERS = [
    # the asker's own spaces only; the friend's 4 is not on the asker's star
    ("빨간 별 1번 2번 있고 친구는 빨간 별 4번 있어 내가 3번 놓으면 몇 점?", PS, "3점"),
    ("친구는 빨간 별 1번 2번 있고 나는 빨간 별 2번 있어 내가 3번 놓으면 몇 점?", PS, "2점"),
    # another player took first from the centre: the asker's take costs nothing
    (
        "썸파 친구가 중앙에서 처음 가져갔는데 내가 중앙에서 타일 3개 가져오면 몇 점 깎여?",
        START_TOKEN,
        "감점 없음",
    ),
    (
        "썸파 중앙에서 처음 가져간 건 친구고 나는 타일 4개 가져왔어 몇 점 깎여?",
        START_TOKEN,
        "감점 없음",
    ),
    ("썸파 친구가 중앙에서 처음으로 타일 3개 가져갔어. 나는 몇 점 깎여?", START_TOKEN, "감점 없음"),
    (
        "썸파 3라운드에 친구가 중앙에서 처음 가져갔어. 나는 중앙에서 노랑 3개랑 주황 1개 가져오면 몇 점 "
        "깎여?",
        START_TOKEN,
        "감점 없음",
    ),
    (
        "썸파 상대가 중앙에서 처음 가져갔고 이제 내가 중앙에서 노랑 2개 가져오면 감점?",
        START_TOKEN,
        "감점 없음",
    ),
    (
        "썸파 2라운드에 중앙에 빨강 3개 초록 1개 있는데 친구가 처음 가져갔어 나는 빨강 가져가면 몇 점?",
        START_TOKEN,
        "감점 없음",
    ),
    ("썸파 중앙에서 처음 가져가는 사람이 친구면 나는 몇 점 깎여?", START_TOKEN, "감점 없음"),
    (
        "썸파 3라운드에 친구가 중앙에서 처음 가져갔어 나 지금 2점인데 중앙에서 타일 3개 가져오면 몇 점 돼?",
        START_TOKEN,
        "감점 없음 (2점 그대로)",
    ),
    # only the asker's tiles pay
    (
        "친구한테 파랑 2개 있고 나한테 주황 1개 있는데 3라운드에 파란 별 3번 칸 돼?",
        PAY,
        "아니요, 놓을 수 없습니다",
    ),
    (
        "3라운드에 친구는 파랑 2개 갖고 있고 나는 파랑 1개 주황 1개 있어 파란 별 3번 칸 돼?",
        PAY,
        "아니요, 놓을 수 없습니다",
    ),
    (
        "1라운드에 친구는 보라 2개 있고 나는 빨강 1개 보라 2개 있어 빨간 별 3번 칸 돼?",
        PAY,
        "네, 놓을 수 있습니다",
    ),
    # what the other player did not complete is not said of the asker's star
    (
        "썸파 게임 끝났는데 나는 빨간 별 완성했고 친구는 못 했어 내 보너스 몇 점?",
        EB,
        "+14점",
    ),
    ("게임 끝났는데 빨간 별 완성했고 상대방은 아무것도 완성 못 했어 내 보너스?", EB, "+14점"),
    (
        "게임 끝났는데 나는 빨간 별 완성 못 했고 친구는 했어 내 보너스 몇 점?",
        EB,
        "보너스 없음 (0점)",
    ),
]
OTHERS_NOT = [
    # the asker's own star is not told
    ("친구 빨간 별에 1번 2번 있는데 내가 빨간 별 3번 놓으면 몇 점?", PS),
    # whose spaces? the friend's, said after them
    ("빨간 별 1번 2번 친구가 놓았는데 내가 3번 놓으면 몇 점?", PS),
    ("빨간 별 1번 2번은 친구 거고 내가 3번 놓으면 몇 점?", PS),
    # the friend's penalty, the friend's take, or two first takers
    ("썸파 친구가 중앙에서 처음으로 타일 3개 가져갔어. 친구 몇 점 깎여?", START_TOKEN),
    ("썸파 친구가 먼저 하고 내가 중앙에서 처음으로 3개 가져오면 몇 점?", START_TOKEN),
    (
        "썸파 친구가 중앙에서 처음 빨강 2개 가져갔는데 나는 중앙에서 노랑 가져가면?",
        "summer-pavilion-draft",
    ),
    (
        "썸파 3라운드 공장에 노랑 3개 주황 1개 있는데 친구가 노랑 가져가면 나는 뭐 가져가?",
        "summer-pavilion-draft",
    ),
    # the friend's placement
    ("친구가 빨강 3개로 빨간 별 3번 칸 놓으면 돼?", PAY),
    ("3라운드에 파랑 5개 있는데 친구 파란 별 5번 칸에 놓을 수 있어?", PAY),
    # the friend's tiles left and the asker's (the friend's alone: probe 24, read as anyone's)
    ("친구는 패스할 때 타일 7개 남았고 나는 3개 남았어 감점?", "summer-pavilion-leftover"),
]


@pytest.mark.parametrize(("question", "kind", "verdict"), OTHERS)
def test_only_the_askers_board_hand_and_take_count(question: str, kind: str, verdict: str) -> None:
    _read(question, kind, verdict)


@pytest.mark.parametrize(("question", "kind"), OTHERS_NOT)
def test_another_players_board_is_declined(question: str, kind: str) -> None:
    _not(question, kind)


def test_the_asker_takes_after_another_first_take() -> None:
    found = compute("썸파 친구가 중앙에서 처음 가져갔는데 나는 중앙에서 노랑 3개 가져가면?", SP)
    assert found is not None and found.kind == "summer-pavilion-draft"
    assert found.verdict == "노랑 3장을 가져옵니다"
    assert "이미" in found.case


def test_the_friends_tiles_are_said_not_to_count() -> None:
    found = compute(
        "친구한테 파랑 2개 있고 나한테 주황 1개 있는데 3라운드에 파란 별 3번 칸 돼?", SP
    )
    assert found is not None and "다른 사람의 타일은 세지 않음" in found.case
    assert "파랑" not in found.case.split("가진 타일:")[1].split(",")[0]


# -- 10. a round excluded, and negations said of something else -------------------------------
EXCEPT = [
    ("썸파 4라운드 빼고 노랑 조커로 쓸 수 있어?", "아니요, 노랑은 4라운드에만 조커입니다"),
    (
        "썸파 4라운드 말고 다른 라운드에서도 노랑 조커로 쓸 수 있어?",
        "아니요, 노랑은 4라운드에만 조커입니다",
    ),
    ("썸파 4라운드 제외하고 노랑 조커로 쓸 수 있어?", "아니요, 노랑은 4라운드에만 조커입니다"),
    ("썸파 4라운드 외에 노랑 조커로 써도 돼?", "아니요, 노랑은 4라운드에만 조커입니다"),
    ("썸파 4라운드가 아닌데 노랑을 조커로 써도 돼?", "아니요, 노랑은 4라운드에만 조커입니다"),
    # asked in the negative: the statement without 네/아니요
    ("썸파 4라운드 빼고는 노랑 조커로 쓸 수 없지?", "노랑은 4라운드에만 조커입니다"),
]
EXCEPT_NOT = [
    # blue is wild in round 5, one of the other rounds: in any of them, or in all?
    ("썸파 4라운드 빼고 파랑 조커로 쓸 수 있어?", "summer-pavilion-wild-use"),
    # a round excluded is no round to pay or take in, nor a round whose wild is asked
    ("4라운드가 아닌 때 노랑 2개랑 파랑 1개로 파란 별 3번 칸 돼?", "summer-pavilion-payment"),
    ("썸파 4라운드 말고 조커 색 뭐야?", "summer-pavilion-wild"),
    ("썸파 4라운드 말고 5라운드에 노랑 조커로 써도 돼?", "summer-pavilion-wild-use"),
]


@pytest.mark.parametrize(("question", "verdict"), EXCEPT)
def test_a_round_excluded_is_every_other_round(question: str, verdict: str) -> None:
    _read(question, "summer-pavilion-wild-use", verdict)


@pytest.mark.parametrize(("question", "kind"), EXCEPT_NOT)
def test_a_round_excluded_is_declined_elsewhere(question: str, kind: str) -> None:
    _not(question, kind)


END_CLAUSES = [
    # "남은 타일은 없어" is said of the tiles left, not of the star
    ("썸파 게임 끝났는데 빨간 별 다 채웠고 남은 타일은 없어 보너스 몇 점?", "+14점"),
    ("썸파 게임 끝났는데 빨간 별 완성했고 귀퉁이에 남은 타일은 없어 보너스 몇 점?", "+14점"),
    ("게임 끝났는데 빨간 별 완성했음, 남은 타일 없음 보너스?", "+14점"),
    # what is said of the star itself still counts
    ("게임 끝났는데 빨간 별 다 채웠고 파란 별은 거의 다 채웠어 보너스?", "+14점"),
    ("게임 끝났는데 빨간 별 거의 다 채웠는데 못 채웠어 보너스 몇 점?", "보너스 없음 (0점)"),
    ("게임 끝났는데 빨간 별은 다 채운 게 아니고 파란 별은 완성했어 보너스 몇 점?", "+15점"),
]


@pytest.mark.parametrize(("question", "verdict"), END_CLAUSES)
def test_end_bonus_reads_each_clause_of_its_own(question: str, verdict: str) -> None:
    _read(question, "summer-pavilion-end-bonus", verdict)


# -- 11. a correction replaces what it corrects ------------------------------------------------
CORRECTED = [
    ("3라운드에 파랑 5개로 파란 별 5번 칸 돼? 아 아니 파랑 4개", PAY, "아니요, 놓을 수 없습니다"),
    (
        "썸파 중앙에서 처음 가져갔는데 아 아니 두 번째였어 타일 3개 몇 점 깎여?",
        START_TOKEN,
        "감점 없음",
    ),
    ("썸파 중앙에서 처음으로 타일 3개 가져오면 몇 점 깎여? 아니 4개", START_TOKEN, "−4점"),
    ("파란 별 5번 칸 놓으려면 몇 개 필요해? 아 아니 6번", "summer-pavilion-cost", "파랑 6장"),
    ("빨간 별 1번, 아 아니 2번 있는데 3번 놓으면 몇 점?", PS, "2점"),
    (
        "썸파 3라운드 패스하는데 타일 6개 남았어. 아 아니 8개. 감점?",
        "summer-pavilion-leftover",
        "−4점",
    ),
    (
        "썸파 4라운드에 노랑 조커로 쓸 수 있어? 아 아니 5라운드",
        "summer-pavilion-wild-use",
        "아니요, 5라운드의 조커(와일드) 색은 파랑입니다",
    ),
    # a leading "아니" corrects nothing
    ("아니 근데 썸파 중앙에서 처음으로 타일 3개 가져오면 몇 점 깎여?", START_TOKEN, "−3점"),
]
CORRECTED_NOT = [
    # the star's colour, or the tiles'?
    ("3라운드에 파랑 2개로 파란 별 3번 칸 돼? 아 아니 노랑", PAY),
    # a correction of nothing said before
    ("3라운드에 파랑 2개로 파란 별 3번 칸 돼? 아 아니 노랑 2개", PAY),
]


@pytest.mark.parametrize(("question", "kind", "verdict"), CORRECTED)
def test_a_correction_keeps_what_follows(question: str, kind: str, verdict: str) -> None:
    _read(question, kind, verdict)


@pytest.mark.parametrize(("question", "kind"), CORRECTED_NOT)
def test_a_correction_that_cannot_be_placed_is_declined(question: str, kind: str) -> None:
    _not(question, kind)


# -- 12. a price asked is the price, never a placement's points ------------------------------------
PRICE = [
    ("파란 별 5번 칸에 놓을 때 파랑 몇 개 필요해? 3개면 돼?", "파랑 5장"),
    ("파란 별 5번 칸에 놓을 때 파랑 몇 개 필요해? 친구는 3개면 된대", "파랑 5장"),
    ("빨간 별 1번 있는데 2번 칸에 놓을 때 몇 개 필요해?", "빨강 2장"),
    ("빨간 별 1번 2번 있는데 3번 칸 놓으려면 몇 개 필요해?", "빨강 3장"),
    ("파란 별 5번 칸에 놓을 때 타일 몇 개 버려?", "탑에 4장"),
    ("파란 별 5번 칸에 놓을 때 파랑 몇 장 버려야 돼?", "탑에 4장"),
    # a price guessed: needed (the price itself) or enough (at least the price)
    ("파란 별 5번 칸 놓으려면 파랑 5개 필요해?", "네, 비용은 5장입니다"),
    ("파란 별 5번 칸에 타일 놓으려면 파란 타일이 다섯 개 필요해?", "네, 비용은 5장입니다"),
    ("파란 별 5번 칸 놓는 데 파랑 4개면 돼?", "아니요, 비용은 5장입니다"),
    ("파란 별 5번 칸 3개면 돼?", "아니요, 비용은 5장입니다"),
    ("파란 별 2번 칸 파랑 6개면 돼?", "네, 비용은 2장입니다"),
    ("파란 별 1번 칸 1개면 돼?", "네, 비용은 1장입니다"),
    # the centre star with the colour placed named
    ("가운데 별 4번 칸에 보라 놓으려면 몇 개?", "보라 4장"),
    ("1라운드에 가운데 별 4번 칸에 보라 놓으려면 보라 몇 개?", "보라 4장"),
    ("가운데 별 3번 칸에 빨강 놓으려면 조커 몇 개까지 돼?", "조커 2장까지"),
]
PRICE_NOT = [
    ("파란 별 5번 칸에 놓을 때 파랑 몇 개 필요해? 3개면 돼?", PS),
    ("빨간 별 1번 있는데 2번 칸에 놓을 때 몇 개 필요해?", PS),
    # the fewest blue (1), or the whole price?
    ("파란 별 5번 칸 파랑 1개 필요해?", "summer-pavilion-cost"),
    # the space to fill said filled
    ("빨간 별 2번 있는데 2번 칸에 놓을 때 몇 개 필요해?", "summer-pavilion-cost"),
    # two things asked
    ("파란 별 5번 칸 놓으면 몇 점이고 몇 개 필요해?", PS),
    ("파란 별 5번 칸 놓으면 몇 점이고 몇 개 필요해?", "summer-pavilion-cost"),
    ("파란 별 5번 칸 놓으려면 파랑 몇 개 필요하고 조커는 몇 개까지 돼?", "summer-pavilion-cost"),
]


@pytest.mark.parametrize(("question", "verdict"), PRICE)
def test_a_price_asked_is_the_cost(question: str, verdict: str) -> None:
    _read(question, "summer-pavilion-cost", verdict)


@pytest.mark.parametrize(("question", "kind"), PRICE_NOT)
def test_a_price_is_never_a_score(question: str, kind: str) -> None:
    _not(question, kind)


def test_a_price_guessed_short_says_by_how_much() -> None:
    found = compute("파란 별 5번 칸에 놓을 때 파랑 몇 개 필요해? 3개면 돼?", SP)
    assert found is not None and "3장으로는 2장 모자랍니다" in found.summary
    found = compute("파란 별 5번 칸 놓는 데 파랑 4개면 돼?", SP)
    assert found is not None and found.ok is False and "조커" in found.summary


# -- 13. spaces counted but not named, and two placements asked: declined --------------------------
@pytest.mark.parametrize(
    "question",
    [
        "빨간 별 두 칸 채워져 있는데 3번 놓으면 몇 점?",
        "빨간 별 2칸 차 있는데 3번 놓으면 몇 점?",
        "빨간 별 1번 2번 있는데 3번 놓으면 몇 점? 그리고 4번도 놓으면?",
        "빨간 별 1번 2번 있는데 3번 놓고 4번도 놓으면 몇 점?",
    ],
)
def test_place_score_declines_what_it_cannot_tell(question: str) -> None:
    _not(question, PS)


def test_two_questions_in_one_are_declined() -> None:
    _not("파란 별 3번 칸 돼? 또 4번 칸은?", PAY)
    _not("썸파 3라운드 조커 색 뭐야? 그럼 4라운드는?", "summer-pavilion-wild")


# -- 14. the start token's loss stops at 1 point --------------------------------------------------
FLOOR = [
    ("썸파 지금 1점인데 중앙에서 처음으로 타일 3개 가져오면 몇 점 돼?", "감점 없음 (1점 그대로)"),
    ("썸파 지금 3점인데 중앙에서 처음으로 타일 4개 가져오면 몇 점 돼?", "−2점 (3점 → 1점)"),
    ("썸파 내 점수 2점인데 중앙에서 처음으로 타일 4개 가져오면 몇 점 돼?", "−1점 (2점 → 1점)"),
    ("여름 별장 점수 3점인데 중앙 처음 가져가서 타일 5장이면?", "−2점 (3점 → 1점)"),
    (
        "썸파 중앙에서 처음으로 타일 4개 가져오면 몇 점 깎여? 근데 나 지금 1점이야",
        "감점 없음 (1점 그대로)",
    ),
    ("썸파 현재 10점인데 가운데서 처음 타일 3장 가져가면 몇 점이야", "−3점 (10점 → 7점)"),
    # a guess against the points actually lost
    ("썸파 지금 2점인데 중앙에서 처음으로 타일 3개 가져오면 3점 깎여?", "아니요, −1점 (2점 → 1점)"),
]


@pytest.mark.parametrize(("question", "verdict"), FLOOR)
def test_the_start_token_loses_no_more_than_the_score_above_1(question: str, verdict: str) -> None:
    _read(question, START_TOKEN, verdict)


def test_the_floor_is_said() -> None:
    found = compute("썸파 지금 3점인데 중앙에서 처음으로 타일 4개 가져오면 몇 점 돼?", SP)
    assert found is not None
    assert "1점 아래로 내려가지 않아" in found.summary and "2점만 잃습니다" in found.summary
    assert "azul-summer-pavilion.faq.penalty-floor" in found.rule_ids


@pytest.mark.parametrize(
    ("question", "verdict"),
    [
        (
            "썸파 지금 1점인데 중앙에서 처음으로 빨강 2개 가져오면?",
            "빨강 2장을 가져옵니다, 시작 플레이어 토큰도 받지만 이미 1점이라 점수는 잃지 않습니다",
        ),
        (
            "지금 3점인데 이번 라운드 중앙에서 처음으로 빨강 3개+조커 1개 가져가면 몇 점 돼요?",
            # (the score after asked: said since probe11)
            "빨강 3장과 조커 1장을 가져옵니다, 시작 플레이어 토큰도 받고 2점을 잃습니다 "
            "(3점 → 1점)",
        ),
    ],
)
def test_a_take_says_the_points_actually_lost(question: str, verdict: str) -> None:
    _read(question, "summer-pavilion-draft", verdict)


# -- plain questions the readers declined ----------------------------------------------------
PLAIN = [
    ("썸파 중앙에서 처음 타일 가져갈 때 3개 가져오면 몇 점 깎여요?", START_TOKEN, "−3점"),
    ("썸파 중앙에서 처음으로 타일 4개 가져오면 4점 깎이는 거 맞아?", START_TOKEN, "네, −4점"),
    ("썸파 중앙에서 처음으로 타일 3개 가져오면 -2점이야?", START_TOKEN, "아니요, −3점"),
    ("썸파 중앙에서 두 번째로 타일 3개 가져오면 몇 점 깎여?", START_TOKEN, "감점 없음"),
    ("썸파 두 번째로 중앙에서 타일 3개 가져오면 몇 점 깎여?", START_TOKEN, "감점 없음"),
    ("썸파 마지막 라운드 조커 색?", WC, "6라운드의 조커(와일드) 색은 빨강입니다"),
    ("썸파 3라운드 조커 색?", WC, "3라운드의 조커(와일드) 색은 주황입니다"),
    ("썸파에서 라운드 6 조커 색?", WC, "6라운드의 조커(와일드) 색은 빨강입니다"),
    ("썸파 round 3 조커 색?", WC, "3라운드의 조커(와일드) 색은 주황입니다"),
    ("여름 별장 4라운드 와일드는?", WC, "4라운드의 조커(와일드) 색은 노랑입니다"),
    ("썸파 끝났을 때 모든 1번 칸 채우면 보너스 몇 점이야?", EB, "+4점"),
    ("3라운드에 wild 2개랑 파랑 1개로 파란 별 3번 칸 돼?", PAY, "네, 놓을 수 있습니다"),
    ("3라운드에 joker 2개랑 파랑 1개로 파란 별 3번 칸 돼?", PAY, "네, 놓을 수 있습니다"),
    ("라운드 3에 파랑 1개 주황 3개로 파란 별 4번 칸 돼?", PAY, "네, 놓을 수 있습니다"),
    ("썸파 2인이면 공장 5개 맞아?", SU, "네, 공장 5개(타일 20장), 공급처 10장"),
    ("썸파 3인이면 공장 6개야?", SU, "아니요, 공장 7개(타일 28장), 공급처 10장"),
    ("썸파 4인 공장 9개 쓰는 거 맞지?", SU, "네, 공장 9개(타일 36장), 공급처 10장"),
    (
        "썸파 3라운드 공장에 노랑 셋 주황 하나 있는데 노랑 가져가면?",
        "summer-pavilion-draft",
        "노랑 3장과 조커(주황) 1장을 가져옵니다",
    ),
]


@pytest.mark.parametrize(("question", "kind", "verdict"), PLAIN)
def test_plain_questions_are_answered(question: str, kind: str, verdict: str) -> None:
    _read(question, kind, verdict)


def test_base_azul_named_alone_is_no_start_token() -> None:
    """Base Azul's first player marker goes to the floor line: not the start token's
    points. A wild named with 아줄 is still this game's (base Azul has none)."""
    _not("아줄 중앙에서 처음으로 빨강 3개 가져오면 몇 점 깎여?", START_TOKEN)
    found = compute("아줄 3라운드 조커 색 뭐야?", SP)
    assert found is not None and found.verdict == "3라운드의 조커(와일드) 색은 주황입니다"


def test_every_rule_cited_in_round_2_is_an_entry_of_summer_pavilion() -> None:
    from tutor.content import load_content

    from .conftest import CONTENT_DIR

    entries = load_content(CONTENT_DIR).entries
    questions = [row[0] for table in (OTHERS, CORRECTED, PLAIN) for row in table]
    questions += [q for table in (EXCEPT, END_CLAUSES, PRICE, FLOOR) for q, _v in table]
    cited = set()
    for question in questions:
        found = compute(question, SP)
        assert found is not None, question
        cited.update(found.rule_ids)
    assert [r for r in sorted(cited) if r not in entries or entries[r].game != SP] == []
