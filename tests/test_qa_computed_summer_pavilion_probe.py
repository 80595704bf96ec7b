"""Summer Pavilion computed answers: the misreadings an adversarial probe found (items 12-20
of /work/probe/azul/REPORT.md), each with the reading it must give now, or the kind it must
not give. Values: SP-RB p.3 (wilds by round), p.4 (costs, scoring), p.5-6 (passing, end)."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

SP = "azul-summer-pavilion"

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
    for game in (SP, None):
        found = compute(question, game)
        assert found is not None and found.kind == "summer-pavilion-cost", question
        assert found.verdict == verdict


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
    for game in (SP, None):
        found = compute(question, game)
        assert found is not None and found.kind == "summer-pavilion-start-token", question
        assert found.verdict == "감점 없음"


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
    for game in (SP, None):
        found = compute(question, game)
        assert found is None or found.kind not in (
            "summer-pavilion-draft",
            "summer-pavilion-start-token",
        ), found


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
    for game in (SP, None):
        found = compute(question, game)
        assert found is not None and found.kind == "summer-pavilion-place-score", question
        assert found.verdict == verdict


@pytest.mark.parametrize("question", PLACE_NOT)
def test_place_score_declines_boards_it_cannot_build(question: str) -> None:
    found = compute(question, SP)
    assert found is None or found.kind != "summer-pavilion-place-score", found


# -- 17. in the last round every tile kept costs a point (SP-RB p.6) ---------------------------
LEFTOVER = [
    ("마지막 라운드에 패스하는데 타일 3개 남았어 감점?", "−3점"),
    ("썸파 6라운드에 패스할 때 손에 타일 4개 남으면 감점 있어?", "−4점"),
    ("6라운드 패스하는데 타일 7개 남았어요. 감점 얼마예요?", "−7점"),
    ("썸파 게임 끝났는데 타일 3장 남았어 몇 점 잃어?", "−3점"),
    ("6라운드 끝났는데 귀퉁이에 타일 2개 남아있어 몇 점?", "−2점"),
    # before the last round, four are kept free
    ("썸파 3라운드에 패스하는데 타일 7개 남았어요. 감점 얼마예요?", "−3점"),
    ("썸파 패스할 때 손에 타일 6개 남았으면 감점 몇 점?", "−2점"),
]


@pytest.mark.parametrize(("question", "verdict"), LEFTOVER)
def test_leftover_in_the_last_round(question: str, verdict: str) -> None:
    for game in (SP, None):
        found = compute(question, game)
        assert found is not None and found.kind == "summer-pavilion-leftover", question
        assert found.verdict == verdict


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
    for game in (SP, None):
        found = compute(question, game)
        assert found is not None and found.kind == "summer-pavilion-end-bonus", question
        assert found.verdict == verdict


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
    for game in (SP, None):
        found = compute(question, game)
        assert found is not None and found.kind == "summer-pavilion-wild", question
        assert found.verdict == verdict


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
    for game in (SP, None):
        found = compute(question, game)
        assert found is not None and found.kind == "summer-pavilion-wild-use", question
        assert found.verdict == verdict


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
