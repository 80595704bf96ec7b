"""Rummikub questions about a concrete position, decided by the engine: how one's tiles fit
into the table (the hint), a described turn (``judge_play``), tiles added to a set one after
another, a blocked game's end, a tile just drawn. Each class: accepted phrasings with their
verdicts, and look-alikes the reader must decline."""

from __future__ import annotations

import pytest

from tutor.games.rummikub.questions import names_game
from tutor.qa_computed import compute

# -- how one's tiles fit into the table (the hint) ------------------------------------------
FIT = [
    (
        "루미큐브 테이블에 파랑 4 5 6 7 8 있고 나한테 파랑 6 있으면 어떻게 끼워?",
        "네, 낼 수 있습니다: 파랑 4-5-6, 파랑 6-7-8",
    ),
    (
        "바닥에 빨강 3 4 5 6 7 깔려 있는데 내 빨강 5 어떻게 넣어요?",
        "네, 낼 수 있습니다: 빨강 3-4-5, 빨강 5-6-7",
    ),
    (
        "테이블에 검정 1 2 3 4 5 6 있고 제 손에 검정 4 있어요, 어디에 끼울 수 있어요?",
        "네, 낼 수 있습니다: 검정 1-2-3-4, 검정 4-5-6",
    ),
    (
        "테이블엔 레드 7 8 9 10 11 있는데 나한테 레드 9 하나 있으면 어떻게 끼워 넣어?",
        "네, 낼 수 있습니다: 빨강 7-8-9, 빨강 9-10-11",
    ),
    (
        "루미큐브 테이블에 빨간 1 2 3이랑 파란 4 5 6 있는데 나는 파란 7 이거 어디 붙일 수 있어?",
        "네, 낼 수 있습니다: 파랑 4-5-6-7",
    ),
    (
        "테이블에 파랑 5 빨강 5 검정 5 있고 나한테 주황 5랑 파랑 6 있으면 어떻게 내?",
        "주황 5만 낼 수 있습니다",
    ),
    (
        "테이블에 검정 3 4 5 6 있고 내 검정 5 넣을 수 있어?",
        "아니요, 지금 테이블에는 낼 수 없습니다",
    ),
    (
        "테이블에 8 8 8 있고 나한테 빨강 9 있으면 어떻게 넣어?",
        "아니요, 지금 테이블에는 낼 수 없습니다",
    ),
    (
        "테이블에 파랑 1 2 3 있고 나한테 조커 있으면 어떻게 써?",
        "네, 낼 수 있습니다: 파랑 1-2-3-조커",
    ),
    (
        "테이블에 빨강 4 5 6 있고 나한테 빨강 7, 빨강 8 있으면 어디에 넣을 수 있어?",
        "네, 낼 수 있습니다: 빨강 4-5-6-7-8",
    ),
]
FIT_DECLINED = [
    "테이블에 파랑 4 5 6 7 8 있으면 어떻게 끼워?",  # no tile of mine
    "나한테 파랑 6 있으면 어떻게 끼워?",  # no table
    "테이블에 파랑 4 5 6 7 8 있고 나한테 파랑 6 있으면 첫 등록 어떻게 해?",  # the first meld
    "테이블에 파랑 4 5 6 7 8 있고 나한테 파랑 6 있는데 더미에서 뽑아야 돼?",
    "테이블에 파랑 4 5 6 7 8 있고 나한테 6 있으면 어떻게 끼워?",  # a number with no colour
    "테이블에 파랑 4 5 7 8 있고 나한테 파랑 6 있으면 어떻게 끼워?",  # not a set on the table
    "테이블에 연속 있고 나한테 파랑 6 있으면 어떻게 끼워?",
    "테이블에 빨강 4 조커 6 있고 나한테 빨강 5 있으면 어떻게 끼워?",  # a table joker
]


@pytest.mark.parametrize(("question", "verdict"), FIT)
def test_how_my_tiles_fit(question: str, verdict: str) -> None:
    found = compute(question, "rummikub")
    assert found is not None and found.kind == "rummikub-fit", question
    assert found.verdict == verdict
    assert found.ok is (
        True if verdict.startswith("네") else False if "아니요" in verdict else None
    )


@pytest.mark.parametrize("question", FIT_DECLINED)
def test_how_my_tiles_fit_declines(question: str) -> None:
    found = compute(question, "rummikub")
    assert found is None or found.kind != "rummikub-fit"


def test_a_split_run_cites_the_split_run_entry_and_the_hints_steps() -> None:
    found = compute("루미큐브 테이블에 파랑 4 5 6 7 8 있고 나한테 파랑 6 있으면 어떻게 끼워?")
    assert found is not None and found.rule_ids[0] == "rummikub.faq.split-run"
    assert any("나눕니다" in step for step in found.details)
    assert "첫 등록을 마친 뒤" in found.case


def test_the_fit_is_the_hints_play_and_the_engine_accepts_it() -> None:
    from tutor.games.rummikub.hint import hint
    from tutor.games.rummikub.setup import DEFAULT_OPTIONS
    from tutor.games.rummikub.table import judge_play

    table = [["b4", "b5", "b6", "b7", "b8"]]
    play = hint(["b6"], table)
    judge_play(table, play["table"], ["b6"], melded=True, options=DEFAULT_OPTIONS)
    assert sorted(play["table"]) == [["b4", "b5", "b6"], ["b6", "b7", "b8"]]


# -- a described turn: a rearrangement, a meld joined to the table, a joker freed early -------
PLAY = [
    # before the first meld no table set is rearranged (the engine's judgement of that turn)
    (
        "첫 등록 전인데 4 4 4 4 그룹에서 파랑 4 빼서 내 파랑 3 5랑 연속 만들어도 돼?",
        "아니요, 첫 등록 전에는 테이블의 세트를 고쳐 짤 수 없습니다",
        "rummikub.meld.after-meld",
    ),
    # taking a tile out of a table set for a new set of one's own
    (
        "루미큐브 테이블 4 4 4 4 그룹에서 파랑 4 하나 빼서 내 파랑 3 5랑 연속 만들어도 돼?",
        "네, 됩니다",
        "rummikub.manipulation.overview",
    ),
    (
        "빨강 5 6 7 8 연속에서 빨강 8 떼어서 내 파랑 8 검정 8이랑 그룹 만들 수 있어?",
        "네, 됩니다",
        "rummikub.manipulation.overview",
    ),
    (
        "테이블의 검정 1 2 3 4에서 검정 1 가져와서 제 빨강 1 파랑 1이랑 그룹 만들어도 되나요?",
        "네, 됩니다",
        "rummikub.manipulation.overview",
    ),
    (
        "레드 2 3 4 5 6에서 레드 6 빼서 내 레드 7 8이랑 이어도 돼?",
        "네, 됩니다",
        "rummikub.manipulation.overview",
    ),
    (
        "7 7 7 그룹에서 빨강 7 빼서 내 빨강 8 9랑 연속 만들면 돼?",
        "아니요, 남는 파랑 7, 검정 7은 세트가 되지 않습니다",
        "rummikub.manipulation.no-loose-tiles",
    ),
    (
        "파랑 3 4 5 6 7에서 파랑 5 빼서 내 빨강 5 검정 5랑 그룹 만들어도 돼요?",
        "아니요, 남는 파랑 3, 파랑 4는 세트가 되지 않습니다",
        "rummikub.manipulation.no-loose-tiles",
    ),
    # joining one's tiles to a table set before the first meld
    (
        "아직 등록 전인데 테이블 파랑 4 5 6에 내 파랑 7 8 9 붙여서 4부터 9까지 만들면 첫 등록 되나?",
        "아니요, 첫 등록이 되지 않습니다",
        "rummikub.meld.rack-only",
    ),
    (
        "첫 등록 안 했는데 바닥에 있는 빨강 10 11 12에 제 빨강 13 붙여서 등록할 수 있어요?",
        "아니요, 첫 등록이 되지 않습니다",
        "rummikub.meld.rack-only",
    ),
    (
        "등록 전에 테이블 5 그룹(빨강 파랑 검정)에 내 주황 5 붙이면 첫 등록 돼?",
        "아니요, 첫 등록이 되지 않습니다",
        "rummikub.meld.rack-only",
    ),
    (
        "30점 등록 전인데 남의 세트 파랑 9 10 11에 내 파랑 12 13 붙여서 등록 가능?",
        "아니요, 첫 등록이 되지 않습니다",
        "rummikub.meld.rack-only",
    ),
    (
        "아직 등록 못했는데 테이블에 있는 검정 7 8 9에다 내 검정 10 11 12 이어 붙이면 첫 등록 인정돼요?",
        "아니요, 첫 등록이 되지 않습니다",
        "rummikub.meld.rack-only",
    ),
    # freeing a table joker before the first meld
    (
        "아직 30점 등록 안 했는데 파랑 6 있어서 테이블에 있는 파랑 5 조커 7에서 조커 빼올 수 있어?",
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
        "rummikub.joker.before-meld",
    ),
    (
        "첫 등록 전인데 빨강 9 파랑 9 조커 그룹에서 내 검정 9로 조커 바꿔 와도 돼요?",
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
        "rummikub.joker.before-meld",
    ),
    (
        "등록 아직 안 했어요. 테이블 검정 10 11 조커에서 검정 12 넣고 조커 가져와도 되나요?",
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
        "rummikub.joker.before-meld",
    ),
    (
        "아직 등록 못 했는데 레드 3 조커 레드 5에 레드 4 넣고 조커 회수 가능?",
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
        "rummikub.joker.before-meld",
    ),
    (
        "첫 등록 전에 빨강 4 조커 빨강 6에서 조커 가져오려면 뭐 내야 해?",
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
        "rummikub.joker.before-meld",
    ),
]
PLAY_DECLINED = [
    "4 4 4 4 그룹에서 파랑 4 빼도 돼?",  # no new set named
    "테이블 4 4 4 4 그룹에서 파랑 4 하나 빼서 받침대에 가져가도 돼?",
    "빨강 5 조커 7에서 조커 빼서 내 파랑 3 4랑 연속 만들어도 돼?",  # a joker moved
    "3 4 5 6에서 6 빼서 내 빨강 7 8이랑 연속 돼?",  # a run with no colour
    "등록 전인데 테이블에 붙여도 돼?",  # no tiles
    "첫 등록 빨강 10 11 12에 빨강 13 붙여서 내면 돼?",  # no table
    "등록 전에 조커 빼올 수 있어?",  # no set
    "첫 등록 전인데 빨강 10 조커 조커에서 조커 빼 와도 돼?",  # two jokers
    "테이블 파랑 5 조커 7에서 조커 빼려면 뭐 내야 돼?",  # after the meld: which tile
]


@pytest.mark.parametrize(("question", "verdict", "rule"), PLAY)
def test_a_described_turn(question: str, verdict: str, rule: str) -> None:
    found = compute(question, "rummikub")
    assert found is not None and found.kind == "rummikub-play", question
    assert found.verdict == verdict
    assert found.rule_ids[0] == rule
    assert found.ok is verdict.startswith("네")


@pytest.mark.parametrize("question", PLAY_DECLINED)
def test_a_described_turn_declines(question: str) -> None:
    found = compute(question, "rummikub")
    assert found is None or found.kind != "rummikub-play"


def test_a_meld_joined_to_the_table_says_what_the_rack_alone_makes() -> None:
    found = compute("첫 등록 때 테이블 노랑 1 2 3에 내 노랑 4 5 6 7 8 붙이면 돼?")
    assert found is not None and found.kind == "rummikub-play" and found.ok is False
    assert "30점" in found.details[0] and "첫 등록이 됩니다" in found.details[0]


def test_a_joker_freed_with_the_wrong_tile_says_so() -> None:
    found = compute("30점 등록 안 했는데 파랑 5 조커 7에서 내 파랑 8로 조커 빼 와도 돼?")
    assert found is not None and found.kind == "rummikub-play"
    assert "파랑 6" in found.details[0]


# -- tiles added to a set one after another ----------------------------------------------
EXTEND = [
    (
        "7 그룹이 빨강 파랑 검정으로 세 장 있는데 노랑 7 붙이고 또 빨강 7 붙일 수 있어?",
        "주황 7은 붙일 수 있고, 빨강 7은 붙일 수 없습니다",
        "rummikub.sets.group",
    ),
    (
        "빨강 파랑 검정 7 그룹에 노랑 7 붙이고 빨강 7도 붙여도 돼요?",
        "주황 7은 붙일 수 있고, 빨강 7은 붙일 수 없습니다",
        "rummikub.sets.group",
    ),
    (
        "파랑 3 4 5에 파랑 6 붙이고 또 파랑 8 붙일 수 있나요?",
        "파랑 6은 붙일 수 있고, 파랑 8은 붙일 수 없습니다",
        "rummikub.sets.run",
    ),
    (
        "검정 10 11 12 있는데 검정 13 붙이고 그 다음에 검정 1 붙여도 돼?",
        "검정 13은 붙일 수 있고, 검정 1은 붙일 수 없습니다",
        # (the FAQ on a 1 after a 13 decides it: test_qa_computed_rummikub_probe16.py)
        "rummikub.faq.wrap-13-1",
    ),
    (
        "레드 5 블루 5 블랙 5 있는데 오렌지 5 붙이고 레드 5 또 붙이면 돼?",
        "주황 5는 붙일 수 있고, 빨강 5는 붙일 수 없습니다",
        "rummikub.sets.group",
    ),
    (
        "9 그룹(빨강·파랑·검정)에 주황 9 붙이고 또 파랑 9 붙일 수 있어?",
        "주황 9는 붙일 수 있고, 파랑 9는 붙일 수 없습니다",
        "rummikub.sets.group",
    ),
    (
        "빨강 4 5 6에 빨강 7 붙이고 빨강 3 붙여도 되지?",
        "네, 빨강 7과 빨강 3 모두 붙일 수 있습니다",
        "rummikub.sets.run",
    ),
    (
        "빨강 4 5 6에 파랑 7 붙이고 또 검정 7 붙여도 돼?",
        "아니요, 파랑 7과 검정 7 모두 붙일 수 없습니다",
        "rummikub.sets.set",
    ),
]
EXTEND_DECLINED = [
    "빨강 7 8 9에 조커 붙이면 세트 돼?",  # one tile: the set reader's
    "7 그룹에 노랑 7 붙이고 빨강 7 붙일 수 있어?",  # the group's colours not named
    "빨강 3 4 5에 파랑 6 붙이고 또 뭘 붙일 수 있어?",
    "빨강 4 5 6에 파랑 7 붙여도 되나",
    "빨강 7 8 9 조커에 빨강 6 붙이고 빨강 11 붙여도 돼?",  # a joker: its place moves
    "첫 등록 전에 빨강 4 5 6에 빨강 7 붙이고 빨강 8 붙여도 돼?",
]


@pytest.mark.parametrize(("question", "verdict", "rule"), EXTEND)
def test_tiles_added_one_after_another(question: str, verdict: str, rule: str) -> None:
    found = compute(question, "rummikub")
    assert found is not None and found.kind == "rummikub-extend", question
    assert found.verdict == verdict
    assert found.rule_ids[0] == rule


@pytest.mark.parametrize("question", EXTEND_DECLINED)
def test_tiles_added_one_after_another_declines(question: str) -> None:
    found = compute(question, "rummikub")
    assert found is None or found.kind != "rummikub-extend"


# -- a blocked game's end ----------------------------------------------------------------
BLOCKED = [
    (
        "루미큐브 더미 다 떨어졌고 아무도 못 내. 나 받침대 합 12, 상대 20이면?",
        "내가 이깁니다 (+8점)",
    ),
    (
        "더미 떨어지고 아무도 못 내는데 나는 받침대 합 15점, 친구는 9점이면 누가 이겨요?",
        "친구가 이깁니다 (나 −6점)",
    ),
    (
        "루미큐브 타일이 다 떨어져서 막혔어. 나 7 상대 7이면 점수 어떻게 돼?",
        "공동 승리입니다 (나 0점)",
    ),
    ("더미가 없고 더 낼 게 없어요. 제 합계 20, A 10, B 30이면 점수는?", "A가 이깁니다 (나 −10점)"),
    (
        "루미큐브 더미 바닥났고 다들 못 내. 내 남은 합이 5고 상대방은 18이면?",
        "내가 이깁니다 (+13점)",
    ),
    ("더미 다 떨어졌는데 나 합 12, 상대 20이면 누가 승자야?", "내가 이깁니다 (+8점)"),
    # every player's rack named, the one asking not among them (A, B, C; or counted)
    (
        "공용 더미가 바닥나고 더 낼 사람이 없어서 끝났는데 A 10점, B 25점, C 7점 남았어요. 점수 계산 "
        "어떻게 해요?",
        "C가 이깁니다 (A −3점, B −18점, C +21점)",
    ),
    (
        "더미 다 떨어지고 아무도 못 내요. A 12, B 12, C 20이면 누가 이겨요?",
        "A와 B 공동 승리입니다 (A +4점, B +4점, C −8점)",
    ),
    (
        "3명이서 하는데 더미 다 떨어지고 다들 못 내. 엄마 12점, 아빠 20점, 동생 5점이면 누가 이겨?",
        "동생이 이깁니다 (엄마 −7점, 아빠 −15점, 동생 +22점)",
    ),
    ("더미 다 떨어지고 아무도 못 내요. A 10, B 25, C 7이면 B는 몇 점?", "B −18점 (C가 이깁니다)"),
]
BLOCKED_DECLINED = [
    "루미큐브 4인인데 더미 다 떨어지면?",
    "루미큐브 더미 떨어져서 끝났는데 나한테 5 남았으면 몇 점 깎여?",  # only my rack
    "더미 떨어졌는데 내가 다 내서 이겼어 상대 20이면 몇 점?",  # went out
    "더미 다 떨어졌는데 나 받침대에 조커 있고 상대 20이면?",
    "더미 다 떨어졌는데 나 12 상대 20 친구 3장 남았으면?",  # a count of tiles
    "상대 20이고 나 12면 누가 이겨?",  # not a blocked game
    # the one asking plays too, their rack not told; or a player's rack missing
    "더미 떨어지고 아무도 못 내. 상대 12, 친구 20이면 누가 이겨?",
    "더미 다 떨어지고 다들 못 내. 엄마 12점, 아빠 20점이면 나는?",
    "더미 다 떨어지고 다들 못 내. 엄마 12점, 아빠 20점, 동생 5점이면 누가 이겨?",
    "4명이서 하는데 더미 다 떨어지고 다들 못 내. 엄마 12점, 아빠 20점, 동생 5점이면 누가 이겨?",
    "더미 다 떨어지고 아무도 못 내요. A 10점이면 누가 이겨요?",
]


# -- another player went out: their gain from every other rack -----------------------------
OTHERS_GAIN = [
    (
        "친구가 루미큐브를 외쳤고 나머지 셋이 각각 12점, 20점, 35점어치 타일을 들고 있었어요. "
        "친구 점수는 몇 점인가요?",
        "친구 +67점",
    ),
    ("친구가 이겼고 나 12점, 동생 20점, 엄마 35점 남았어요. 친구 점수는?", "친구 +67점 (나 −12점)"),
    ("3인 게임에서 친구가 이겼고 나머지 둘이 12점, 20점 남았어요. 친구 점수는?", "친구 +32점"),
    (
        "3명이서 했는데 동생이 다 냈어요. 엄마 10점 아빠 5점 남았으면 이긴 사람은 몇 점?",
        "동생 +15점",
    ),
    # one rack, the asker's: both sides told, as before
    ("친구가 다 냈는데 나 12점 남았어 친구 몇 점 받아?", "친구 +12점 (나 −12점)"),
]
OTHERS_GAIN_DECLINED = [
    "4명이서 했는데 친구가 이겼고 나머지가 12점, 20점 남았어요. 친구 점수는?",  # a rack missing
    "친구가 이겼고 나머지 둘이 12점, 20점, 35점 남았어요. 친구 점수는?",  # three sums for two
    "친구가 이겼는데 엄마 10점 아빠 5점 남았어. 친구 점수?",  # does the asker play too?
    "친구가 이겼고 엄마 10점 아빠 5점 남았으면 나는 몇 점 잃어?",  # the asker's rack untold
]


@pytest.mark.parametrize(("question", "verdict"), OTHERS_GAIN)
def test_another_players_gain_from_every_rack(question: str, verdict: str) -> None:
    found = compute(question, "rummikub")
    assert found is not None and found.kind == "rummikub-went-out", question
    assert found.verdict == verdict
    assert found.rule_ids == ["rummikub.scoring.rummikub"]


@pytest.mark.parametrize("question", OTHERS_GAIN_DECLINED)
def test_another_players_gain_declines(question: str) -> None:
    found = compute(question, "rummikub")
    assert found is None or found.kind != "rummikub-went-out", (question, found)


@pytest.mark.parametrize(("question", "verdict"), BLOCKED)
def test_a_blocked_games_end(question: str, verdict: str) -> None:
    found = compute(question, "rummikub")
    assert found is not None and found.kind == "rummikub-blocked", question
    assert found.verdict == verdict
    assert found.rule_ids[0] == "rummikub.scoring.blocked"


@pytest.mark.parametrize("question", BLOCKED_DECLINED)
def test_a_blocked_games_end_declines(question: str) -> None:
    found = compute(question, "rummikub")
    assert found is None or found.kind != "rummikub-blocked"


def test_a_blocked_games_points_are_the_engines() -> None:
    from tutor.games.rummikub.scoring import score_blocked

    scores, winners, _events = score_blocked([["r10"], ["r13", "r7"], ["r13", "r13", "r4"]], "abc")
    assert (scores, winners) == ([30, -10, -20], [0])
    found = compute("더미가 없고 더 낼 게 없어요. 제 합계 20, A 10, B 30이면 점수는?")
    assert found is not None
    assert found.details == [
        "나: 받침대 합 20점 → 가장 작은 합 10점과의 차이 10점을 잃어 −10점",
        "A: 받침대 합 10점 → 가장 작아 이김, +30점",
        "B: 받침대 합 30점 → 가장 작은 합 10점과의 차이 20점을 잃어 −20점",
    ]


# -- a tile just drawn -------------------------------------------------------------------
DRAWN = [
    "빨강 6 7 있는데 방금 더미에서 뽑은 게 빨강 8이야 바로 내도 돼?",
    "빨강 3 4 있는데 방금 더미에서 뽑은 게 빨강 5야 바로 내도 돼?",
    "더미에서 파랑 5 가져왔는데 그걸로 파랑 3 4랑 바로 낼 수 있어요?",
    "방금 뽑은 타일이 조커인데 그 턴에 바로 써도 돼?",
    "한 장 뽑았는데 검정 9라서 검정 7 8이랑 같이 바로 내도 돼?",
    "루미큐브 방금 드로우한 게 빨강 12야. 빨강 10 11 있는데 이번 턴에 바로 내도 됨?",
    "더미에서 노란 3 뽑았는데 바로 붙여도 되나요?",
]
DRAWN_DECLINED = [
    "타일 가져온 다음에 바로 내도 돼?",  # no tile named: the rule alone
    "더미에서 뽑은 빨강 8 다음 차례에 내도 돼?",
    "더미에서 몇 장 뽑아?",
    "빨강 6 7 8 바로 내도 돼?",
]


@pytest.mark.parametrize("question", DRAWN)
def test_a_tile_just_drawn(question: str) -> None:
    found = compute(question, "rummikub")
    assert found is not None and found.kind == "rummikub-drawn-tile", question
    assert found.verdict == "아니요, 가져온 차례에는 낼 수 없습니다"
    assert found.rule_ids[:2] == ["rummikub.faq.play-drawn-tile", "rummikub.turn.draw"]
    assert found.ok is False


@pytest.mark.parametrize("question", DRAWN_DECLINED)
def test_a_tile_just_drawn_declines(question: str) -> None:
    found = compute(question, "rummikub")
    assert found is None or found.kind != "rummikub-drawn-tile"


def test_a_drawn_tiles_set_is_for_the_next_turn() -> None:
    found = compute("빨강 6 7 있는데 방금 더미에서 뽑은 게 빨강 8이야 바로 내도 돼?")
    assert found is not None
    assert any("빨강 6-7-8(21점)" in d and "첫 등록을 마쳤다면" in d for d in found.details)


# -- cases named in other words: a joker's value, a group by its size, the meld done ------
# (question, kind, verdict, first rule)
SAID = [
    # a joker joined to one's own tiles, its value said or not, in a first meld
    (
        "빨강 8 9에 조커 붙여서 10으로 쓰면 첫등록 돼?",
        "rummikub-initial-meld",
        "아니요, 27점이라 30점에 못 미칩니다",
        "rummikub.meld.joker-value",
    ),
    (
        "빨강 7 8 9에 조커 붙이면 첫 등록 30점 돼요?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (34점)",
        "rummikub.meld.joker-value",
    ),
    (
        "파랑 12 13에 조커 붙여서 첫 등록 돼?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (36점)",
        "rummikub.meld.joker-value",
    ),
    (
        "검정 9 10에 조커 하나 붙여서 11로 쓰면 첫 등록 가능해?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (30점)",
        "rummikub.meld.joker-value",
    ),
    (
        "첫 등록 때 빨강 10 11 조커(12)로 내면 30점 넘어?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (33점)",
        "rummikub.meld.joker-value",
    ),
    (
        "첫 등록으로 노랑 3 4에 조커 붙여서 5로 쓰고 파랑 9 10 11 내면 돼?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (42점)",
        "rummikub.meld.joker-value",
    ),
    # a joker joined to one's tiles, asked as a set: where it makes one
    # (a set with a joker is decided by what a joker stands for first)
    (
        "파랑 12 13에 조커 붙이면 연속 돼?",
        "rummikub-set",
        "네, 세트가 됩니다",
        "rummikub.joker.wild",
    ),
    (
        "검정 4 5에 조커 붙여서 3으로 쓰면 연속 돼?",
        "rummikub-set",
        "네, 세트가 됩니다",
        "rummikub.joker.wild",
    ),
    # a group named by its number, its size and its colours
    (
        "첫 등록으로 빨강 5 6 7이랑 4 세 장(파랑 검정 노랑) 같이 내면 30점 되는 거지?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (30점)",
        "rummikub.meld.initial-30",
    ),
    (
        "첫 등록으로 10 네 장(빨강 파랑 검정 노랑) 내면 돼?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (40점)",
        "rummikub.meld.initial-30",
    ),
    (
        "첫 등록으로 5 세 장이랑 파랑 4 5 6 같이 내면 30점 돼?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (30점)",
        "rummikub.meld.initial-30",
    ),
    (
        "첫 등록으로 12 세 장 내면 돼?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (36점)",
        "rummikub.meld.initial-30",
    ),
    (
        "첫 등록으로 3 네 장(빨강 파랑 검정 노랑) 내면 30점 넘어?",
        "rummikub-initial-meld",
        "아니요, 12점이라 30점에 못 미칩니다",
        "rummikub.meld.initial-30",
    ),
    # a tile taken from a group named by its number and every colour
    (
        "테이블에 7 그룹 4가지 색 다 있는데 거기서 파랑 7 빼서 내 파랑 6 8이랑 연속 만들어도 돼?",
        "rummikub-play",
        "네, 됩니다",
        "rummikub.manipulation.overview",
    ),
    (
        "루미큐브 테이블에 8 네 장 그룹(4색)이 있고 제 손에 검정 6, 7이 있어요. "
        "검정 8 빼와서 6 7 8 만들어도 돼요?",
        "rummikub-play",
        "네, 됩니다",
        "rummikub.manipulation.overview",
    ),
    (
        "테이블에 5 네 장(빨강 파랑 검정 노랑) 있는데 거기서 빨강 5 빼서 내 빨강 3 4랑 연속 만들 수 있어?",
        "rummikub-play",
        "네, 됩니다",
        "rummikub.manipulation.overview",
    ),
    (
        "바닥에 9 세 장 그룹(빨강 파랑 검정) 있고 나한테 빨강 10 11 있어. "
        "빨강 9 가져와서 9 10 11 만들어도 돼?",
        "rummikub-play",
        "아니요, 남는 파랑 9, 검정 9는 세트가 되지 않습니다",
        "rummikub.manipulation.no-loose-tiles",
    ),
    (
        "테이블에 11 그룹 네 가지 색 있고 나한테 노랑 12 13 있는데 노랑 11 빼서 연속 만들어도 되나요?",
        "rummikub-play",
        "네, 됩니다",
        "rummikub.manipulation.overview",
    ),
    (
        "테이블에 파랑 3 4 5 6 있고 내 손에 빨강 6 검정 6 있어요. 파랑 6 떼서 그룹 만들 수 있어요?",
        "rummikub-play",
        "네, 됩니다",
        "rummikub.manipulation.overview",
    ),
    # a table joker freed after the first meld, its place said in brackets or not
    (
        "테이블에 파랑 4 5 다음에 조커(6 자리) 있고 내 받침대에 파랑 6 있으면 조커 가져올 수 있어?",
        "rummikub-play",
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
        "rummikub.joker.retrieve",
    ),
    (
        "테이블에 검정 10 11 조커 있고 나한테 검정 12 있으면 조커 빼 올 수 있어?",
        "rummikub-play",
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
        "rummikub.joker.retrieve",
    ),
    (
        "바닥에 빨강 9 파랑 9 조커 있는데 내 검정 9로 조커 바꿔 와도 돼?",
        "rummikub-play",
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
        "rummikub.joker.retrieve",
    ),
    (
        "테이블에 노랑 3 조커 노랑 5 있고 제 손에 노랑 6 있는데 조커 가져올 수 있나요?",
        "rummikub-play",
        "아니요, 안 됩니다",
        # the 6 is not the tile the joker stands for (the 4): the retrieve rule decides it,
        # the run the swap would make after it (was the run rule first)
        "rummikub.joker.retrieve",
    ),
    (
        "테이블에 빨강 5, 조커, 빨강 7 있는데 제 빨강 6으로 조커 빼고, 그 조커랑 제 파랑 9, "
        "검정 9로 그룹 만들어도 돼요?",
        "rummikub-play",
        "네, 됩니다",
        "rummikub.joker.retrieve",
    ),
    (
        "테이블에 파랑 7 8 조커 있는데 내 파랑 9로 조커 빼서 그 조커랑 내 빨강 1 2로 연속 만들어도 돼?",
        "rummikub-play",
        "네, 됩니다",
        "rummikub.joker.retrieve",
    ),
    (
        "테이블에 빨강 5, 조커, 빨강 7 있는데 제 빨강 6으로 조커 빼고, 그 조커랑 제 파랑 9, "
        "검정 8로 그룹 만들어도 돼요?",
        "rummikub-play",
        "아니요, 안 됩니다",
        "rummikub.sets.set",
    ),
    # a split of a table run the question proposes
    (
        "테이블에 노랑 3 4 5 6 7 있고 내가 노랑 5 있으면 3 4 5랑 5 6 7로 나눠도 돼?",
        "rummikub-play",
        "네, 됩니다",
        "rummikub.faq.split-run",
    ),
    (
        "테이블에 빨강 1 2 3 4 5 6 있고 나한테 빨강 4 있는데 1 2 3 4랑 4 5 6으로 쪼개도 돼요?",
        "rummikub-play",
        "네, 됩니다",
        "rummikub.faq.split-run",
    ),
    (
        "바닥에 파랑 6 7 8 9 10 있고 제 손에 파랑 8 있어요. 파랑 6 7 8이랑 파랑 8 9 10으로 나눌 수 있어요?",
        "rummikub-play",
        "네, 됩니다",
        "rummikub.faq.split-run",
    ),
    (
        "테이블에 검정 2 3 4 5 있고 내가 검정 4 있으면 2 3 4랑 4 5로 나눠도 돼?",
        "rummikub-play",
        "아니요, 검정 4, 검정 5는 세트가 되지 않습니다",
        "rummikub.manipulation.no-loose-tiles",
    ),
    (
        "테이블에 빨강 3 4 5 6 7 8 있고 나한테 빨강 9 있는데 3 4 5랑 6 7 8 9로 나눠도 돼?",
        "rummikub-play",
        "네, 됩니다",
        "rummikub.faq.split-run",
    ),
    # the first meld said to be done: the fit after the meld
    (
        "테이블에 파랑 4 5 6 있고 제 손에 파랑 3 있으면 붙일 수 있어요? 등록은 했어요",
        "rummikub-fit",
        "네, 낼 수 있습니다: 파랑 3-4-5-6",
        "rummikub.manipulation.overview",
    ),
    (
        "등록 이미 했는데 테이블에 빨강 7 8 9 있고 나한테 빨강 10 있으면 붙일 수 있어?",
        "rummikub-fit",
        "네, 낼 수 있습니다: 빨강 7-8-9-10",
        "rummikub.manipulation.overview",
    ),
    (
        "첫 등록 끝났어요. 바닥에 검정 2 3 4 있고 내 검정 6 어디 넣을 수 있어요?",
        "rummikub-fit",
        "아니요, 지금 테이블에는 낼 수 없습니다",
        "rummikub.manipulation.overview",
    ),
    (
        "테이블에 노랑 9 10 11 있고 받침대에 노랑 12 13 있는데 등록한 상태면 붙일 수 있어?",
        "rummikub-fit",
        "네, 낼 수 있습니다: 주황 9-10-11-12-13",
        "rummikub.manipulation.overview",
    ),
    (
        "30점 등록 마쳤고 테이블에 파랑 5 빨강 5 검정 5 있는데 나한테 주황 5 있으면 어떻게 내?",
        "rummikub-fit",
        "네, 낼 수 있습니다: 5 그룹(빨강·파랑·검정·주황)",
        "rummikub.manipulation.overview",
    ),
]
SAID_DECLINED = [  # (question, the kind it must not be read as)
    # a joker's value it cannot have, a joker on the table's set
    ("첫 등록 빨강 8 9에 조커 붙여서 11로 쓰면 돼?", "rummikub-initial-meld"),
    ("빨강 8 9에 조커 붙여서 11로 쓰면 세트 돼?", "rummikub-set"),
    ("테이블 빨강 8 9에 조커 붙여서 첫 등록 돼?", "rummikub-initial-meld"),
    # a group whose size and colours disagree, copies of one tile
    ("첫 등록으로 7 세 장(빨강 파랑) 내면 돼?", "rummikub-initial-meld"),
    # the set made is not the tile taken with one's tiles; nothing made
    (
        "테이블에 8 네 장 그룹(4색)이 있고 제 손에 검정 6, 7이 있어요. 검정 8 빼와서 5 6 7 만들어도 돼요?",
        "rummikub-play",
    ),
    ("테이블에 8 8 8 8 있고 제 손에 검정 6 7 있어요. 검정 8 빼도 돼요?", "rummikub-play"),
    # a joker's place said wrongly, before the meld, no tile of mine
    (
        "테이블에 파랑 4 5 다음에 조커(7 자리) 있고 내 받침대에 파랑 6 있으면 조커 가져올 수 있어?",
        "rummikub-play",
    ),
    ("테이블에 빨강 5 조커 빨강 7 있는데 조커 가져올 수 있어?", "rummikub-play"),
    ("테이블에 빨강 5 조커 조커 있고 나한테 빨강 6 있으면 조커 가져와도 돼?", "rummikub-play"),
    # a split with tiles not the table's and mine, a colour not said, no tile of mine used
    ("테이블에 노랑 3 4 5 6 7 있고 내가 노랑 5 있으면 3 4 5랑 5 6 8로 나눠도 돼?", "rummikub-play"),
    ("테이블에 노랑 3 4 5 6 7 있고 내가 빨강 5 있으면 3 4 5랑 5 6 7로 나눠도 돼?", "rummikub-play"),
    ("테이블에 노랑 3 4 5 6 7 있고 내가 노랑 5 있으면 3 4랑 5 6 7로 나눠도 돼?", "rummikub-play"),
    # the meld not done
    (
        "등록 안 했는데 테이블에 파랑 4 5 6 있고 제 손에 파랑 3 있으면 붙일 수 있어요?",
        "rummikub-fit",
    ),
    (
        "아직 등록 못 했어요 테이블에 파랑 4 5 6 있고 나한테 파랑 7 있으면 붙일 수 있어?",
        "rummikub-fit",
    ),
]


SAID.append(  # two copies of one tile are read as two tiles: no set
    (
        "첫 등록으로 파랑 5 두 장 내면 돼?",
        "rummikub-initial-meld",
        "아니요, 세트가 되지 않습니다",
        # (the set rule decides a meld of too few tiles: probe 13; was the loose-tiles rule)
        "rummikub.sets.set",
    )
)


@pytest.mark.parametrize(("question", "kind", "verdict", "rule"), SAID)
def test_cases_named_in_other_words(question: str, kind: str, verdict: str, rule: str) -> None:
    found = compute(question, "rummikub")
    assert found is not None and found.kind == kind, question
    assert found.verdict == verdict
    assert found.rule_ids[0] == rule
    assert found.ok is (
        True if verdict.startswith("네") else False if "아니요" in verdict else None
    )


@pytest.mark.parametrize(("question", "kind"), SAID_DECLINED)
def test_cases_named_in_other_words_decline(question: str, kind: str) -> None:
    found = compute(question, "rummikub")
    assert found is None or found.kind != kind, found


def test_a_freed_joker_is_the_engines_turn() -> None:
    """The joker's new set is judged by the engine with the whole new table."""
    from tutor.games.rummikub.setup import DEFAULT_OPTIONS
    from tutor.games.rummikub.table import judge_play

    judge_play(
        [["r5", "j", "r7"]],
        [["r5", "r6", "r7"], ["b9", "k9", "j"]],
        ["r6", "b9", "k9"],
        melded=True,
        options=DEFAULT_OPTIONS,
    )
    found = compute(
        "테이블에 파랑 4 5 다음에 조커(6 자리) 있고 내 받침대에 파랑 6 있으면 조커 가져올 수 있어?"
    )
    assert found is not None and any("새 세트에 써야" in d for d in found.details)


# -- the probe of 2026-12-02: each problem it found, the answer now given -------------------
# (question, kind, verdict)
PROBED = [
    # the first meld said to be done is read as done, by every reader of the meld state
    (
        "첫 등록 했는데 테이블 빨강 5 조커 7에서 조커 빼려면 뭐 필요해?",
        "rummikub-joker-free",
        "빨강 6을 내면 됩니다",
    ),
    (
        "첫 등록 한 후에 테이블 빨강 5 조커 7에서 조커 빼려면 뭘 내야 돼?",
        "rummikub-joker-free",
        "빨강 6을 내면 됩니다",
    ),
    (
        "첫 등록 이미 했는데 테이블 빨강 5 조커 7에서 조커 가져와도 돼? 나한테 빨강 6 있어",
        "rummikub-play",
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    ("첫 등록 했는데 테이블 파랑 4 5 6에 내 파랑 7 붙여도 돼?", "rummikub-play", "네, 됩니다"),
    ("첫 등록 끝났는데 테이블 파랑 4 5 6에 내 파랑 7 붙여도 돼?", "rummikub-play", "네, 됩니다"),
    ("첫 등록 다음 턴인데 테이블 파랑 4 5 6에 내 파랑 7 붙여도 돼?", "rummikub-play", "네, 됩니다"),
    (
        "이미 첫 등록 완료했는데 테이블 빨강 파랑 검정 7 그룹에 내 주황 7 붙여도 돼?",
        "rummikub-play",
        "네, 됩니다",
    ),
    (
        "첫 등록 마쳤고 테이블 빨강 4 5 6에 내 파랑 7 붙여도 돼?",
        "rummikub-play",
        "아니요, 붙인 빨강 4, 빨강 5, 빨강 6, 파랑 7은 세트가 되지 않습니다",
    ),
    (
        "첫 등록 했는데 4 4 4 4 그룹에서 파랑 4 빼서 내 파랑 3 5랑 연속 만들어도 돼?",
        "rummikub-play",
        "네, 됩니다",
    ),
    (  # a meld said done and asked about again: the meld asked about
        "첫 등록 했는데 테이블 파랑 4 5 6에 내 파랑 7 8 9 붙여서 첫 등록 돼?",
        "rummikub-play",
        "아니요, 첫 등록이 되지 않습니다",
    ),
    # the one who did not go out loses their rack's sum; the one who did, asked what the
    # others lose, is told their loss
    ("친구가 다 내서 이겼어 난 20점 남았는데 나 몇 점?", "rummikub-rack-penalty", "−20점"),
    ("친구가 이겼는데 나는 받침대에 5, 9 남았어 몇 점?", "rummikub-rack-penalty", "−14점"),
    ("판 끝났는데 나는 3 4 5 남았어 몇 점 까여?", "rummikub-rack-penalty", "−12점"),
    ("상대가 다 냈어 나 12점 남음 몇 점 깎여?", "rummikub-rack-penalty", "−12점"),
    (
        "상대가 이겼는데 내 받침대에 5 9 조커 남았으면 점수 얼마?",
        "rummikub-rack-penalty",
        "−44점",
    ),
    (
        "동생이 루미큐브 외쳤고 내 받침대 합이 25점이면 내 점수 몇 점?",
        "rummikub-rack-penalty",
        "−25점",
    ),
    (
        "내가 이기면 상대는 몇 점 잃어? 상대 20점 남음",
        "rummikub-went-out",
        "상대 −20점 (나 +20점)",
    ),
    (
        "상대 20점 남았는데 내가 다 내면 상대 점수 몇 점?",
        "rummikub-went-out",
        "상대 −20점 (나 +20점)",
    ),
    # numbers that count games, places, minutes, rounds, players: not tiles
    (
        "게임 끝났는데 받침대에 조커 남았으면 몇 점 깎여? 2판째임",
        "rummikub-rack-penalty",
        "−30점",
    ),
    ("2판 끝났는데 받침대에 5 9 남았으면 몇 점 깎여?", "rummikub-rack-penalty", "−14점"),
    (
        "게임 끝났는데 내 손에 5 9 남았어 3명 중에 2등인데 몇 점 깎여?",
        "rummikub-rack-penalty",
        "−14점",
    ),
    (
        "게임 끝났는데 나 받침대에 10 남았고 1분 남았는데 몇 점 잃어?",
        "rummikub-rack-penalty",
        "−10점",
    ),
    (
        "게임 끝났는데 내 받침대에 빨강 5 파랑 5 남았으면 몇 점 깎여 2라운드야",
        "rummikub-rack-penalty",
        "−10점",
    ),
    (
        "게임 끝났는데 받침대에 조커 남았으면 몇 점 깎여? 3번째 판",
        "rummikub-rack-penalty",
        "−30점",
    ),
    (
        "내가 다 털었는데 상대 받침대에 5 9 남았어. 2판째인데 몇 점 얻어?",
        "rummikub-went-out",
        "+14점",
    ),
    (
        "첫 등록 2번째 턴에 빨강 10 11 12 돼?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (33점)",
    ),
    # sets named one after another, or one set laid twice, in a first meld
    ("30점 넘어? 빨강 5 6 7 파랑 5 6 7", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (36점)"),
    (
        "첫 등록 빨강 10 11 12 파랑 1 2 3 몇 점이야?",
        "rummikub-initial-meld",
        "39점 (첫 등록이 됩니다)",
    ),
    (
        "첫 등록 빨강 5 파랑 5 검정 5 빨강 6 파랑 6 검정 6 돼?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (33점)",
    ),
    (
        "첫 등록 빨강 파랑 검정 10 빨강 1 2 3 돼?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (36점)",
    ),
    ("첫 등록 빨강 5 6 7 두 번 내면 돼?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (36점)"),
    (
        "첫 등록 빨강 3 4 5 를 2세트 내면 돼?",
        "rummikub-initial-meld",
        "아니요, 24점이라 30점에 못 미칩니다",
    ),
    (  # "두 세트" counting the sets named, not one laid twice
        "첫 등록 빨강 10 11 12랑 파랑 1 2 3 두 세트 내면 돼?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (39점)",
    ),
    # a joker after 13, numbers high to low with a joker: laid the other way
    ("첫 등록 빨강 12 13 조커로 되나?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (36점)"),
    (
        "첫 등록 빨강 11 12 13 조커로 낼 수 있어?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (46점)",
    ),
    (
        "파랑 12 13 조커 연속 돼?",
        "rummikub-set",
        "네, 파랑 조커-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 파랑 12 앞에 둡니다)",
    ),
    ("빨강 13 12 11 조커 돼?", "rummikub-set", "네, 세트가 됩니다"),
    # the kind of set asked about
    ("빨강 5 파랑 5 조커 연속 돼?", "rummikub-set", "아니요, 연속이 아니라 그룹입니다"),
    ("빨강 7 8 9 그룹 돼?", "rummikub-set", "아니요, 그룹이 아니라 연속입니다"),
    ("빨강 5 조커 조커 그룹 돼?", "rummikub-set", "네, 세트가 됩니다"),
    # a freed joker kept for later: the engine refuses the turn
    (
        "테이블에 빨강 5 조커 7 있고 나한테 빨강 6 있는데 조커 가져와서 받침대에 둬도 돼?",
        "rummikub-play",
        "아니요, 빼 온 조커는 받침대에 둘 수 없습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    (
        "테이블에 빨강 5 조커 7 있고 나한테 빨강 6 있는데 조커 가져와서 다음 턴에 써도 돼?",
        "rummikub-play",
        "아니요, 빼 온 조커는 받침대에 둘 수 없습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    (  # kept, but the tile does not free it: the tile is what is refused
        "테이블에 빨강 5 조커 7 있고 나한테 빨강 8 있는데 조커 가져와서 받침대에 둬도 돼?",
        "rummikub-play",
        "아니요, 안 됩니다",
    ),
    # the deal: "친구 3명이랑" is four players
    ("친구 3명이랑 하면 처음에 몇 장씩 받아?", "rummikub-deal", "한 사람 14장, 더미에 50장"),
    ("나 포함 4명이면 처음에 몇 장씩 받아?", "rummikub-deal", "한 사람 14장, 더미에 50장"),
    ("친구 3명이랑 나까지 하면 몇 장씩 받아?", "rummikub-deal", "한 사람 14장, 더미에 50장"),
    ("친구 2명이랑 하면 더미에 몇 장 남아?", "rummikub-deal", "한 사람 14장, 더미에 64장"),
    # tiles added in one turn: the table when the turn ends
    (
        "빨강 3 4 5 에 빨강 7 붙이고 빨강 6 붙일 수 있어?",
        "rummikub-extend",
        "네, 빨강 7과 빨강 6 모두 붙일 수 있습니다",
    ),
    (
        "빨강 파랑 검정 8 그룹에 주황 8 붙인 다음에 빨강 8 붙일 수 있어?",
        "rummikub-extend",
        "주황 8은 붙일 수 있고, 빨강 8은 붙일 수 없습니다",
    ),
    (
        "빨강 11 12 13 에 빨강 10 붙이고 빨강 1 붙일 수 있어?",
        "rummikub-extend",
        "빨강 10은 붙일 수 있고, 빨강 1은 붙일 수 없습니다",
    ),
]
PROBED.append(  # the meld not done: nothing goes onto the table's sets (no fit after the meld)
    (
        "테이블에 빨강 3 4 5 있고 나한테 빨강 6 있는데 30점 안 넘었어 어떻게 끼워?",
        "rummikub-fit",
        "아니요, 첫 등록 전에는 테이블의 세트에 붙일 수 없습니다",
    )
)
PROBED_DECLINED = [  # (question, the kind it must not be read as)
    # the set judged another question: why, must I, the turn, the odds, the kind unclear
    ("빨강 1 2 3 연속은 왜 1이 맨 앞이야?", "rummikub-set"),
    ("빨강 7 8 9 세트 있으면 꼭 내야 돼?", "rummikub-set"),
    ("빨강 7 8 9 연속 내면 턴 끝나?", "rummikub-set"),
    ("빨강 7 8 9 세트 만들 확률 얼마야?", "rummikub-set"),
    ("빨강 7 8 9 있는데 안 내고 아껴도 돼?", "rummikub-set"),
    ("빨강 7 8 9 런 아니고 그룹으로 인정돼?", "rummikub-set"),
    ("조커 조커 조커 빨강 5 돼?", "rummikub-set"),  # the box holds two jokers
    ("빨강 7 8 9 세트 돼? 2판째야", "rummikub-set"),  # a count the set reader does not set aside
    # the first meld: another question, one set against another, a joker's worth
    ("첫 등록 못 하면 빨강 10 11 12 들고 있어야 돼?", "rummikub-initial-meld"),
    ("첫 등록 30점 넘으려면 빨강 10 11 12 에 하나 더 필요해?", "rummikub-initial-meld"),
    ("첫 등록 빨강 10 11 12 는 되는데 빨강 9 10 11 도 돼?", "rummikub-initial-meld"),
    ("첫 등록할 때 빨강 10 11 12 조커 쓰면 조커 30점으로 쳐?", "rummikub-initial-meld"),
    ("첫 등록 빨강 5 6 7 세 번 내면 돼?", "rummikub-initial-meld"),  # two of each tile
    # the pool empty while someone can still play, or whether it ends asked
    (
        "더미 다 떨어졌어 나 12 상대 20 근데 상대는 아직 낼 수 있어 누가 이겨?",
        "rummikub-blocked",
    ),
    ("더미 다 떨어지면 게임 끝나? 나 12 상대 20이면?", "rummikub-blocked"),
    ("더미 다 떨어졌는데 아직 낼 수 있는 게 있어 나 12 상대 20이면?", "rummikub-blocked"),
    ("더미 다 떨어졌고 아무도 못 내 나 12 상대 20 이면 2판 합계 점수는?", "rummikub-blocked"),
    # the rule asked ("했어야"), not this turn
    ("첫 등록 했어야 테이블 파랑 4 5 6에 내 파랑 7 붙일 수 있어?", "rummikub-play"),
    # choosing who starts is not the deal
    ("4명일 때 선 정할 때 몇 장 뽑아?", "rummikub-deal"),
    # a loser's rack is not the winner's gain
    ("친구가 이겼는데 나는 받침대에 5, 9 남았어 몇 점?", "rummikub-went-out"),
    ("판 끝났는데 나는 3 4 5 남았어 몇 점 까여?", "rummikub-went-out"),
]


@pytest.mark.parametrize(("question", "kind", "verdict"), PROBED)
def test_what_the_probe_found(question: str, kind: str, verdict: str) -> None:
    found = compute(question, "rummikub")
    assert found is not None and found.kind == kind, (question, found)
    assert found.verdict == verdict
    if verdict.startswith("네"):
        assert found.ok is True
    elif verdict.startswith("아니요"):
        assert found.ok is False


@pytest.mark.parametrize(("question", "kind"), PROBED_DECLINED)
def test_what_the_probe_found_declines(question: str, kind: str) -> None:
    found = compute(question, "rummikub")
    assert found is None or found.kind != kind, found


def test_a_first_meld_said_done_is_after_the_meld() -> None:
    found = compute("첫 등록 끝났는데 테이블 파랑 4 5 6에 내 파랑 7 붙여도 돼?")
    assert found is not None and found.rule_ids[0] == "rummikub.meld.after-meld"
    assert "첫 등록 전" not in found.case and "파랑 4-5-6-7" in found.case
    before = compute("첫 등록 안 했는데 테이블 파랑 4 5 6에 내 파랑 7 붙여도 돼?")
    assert before is not None and before.verdict == "아니요, 첫 등록이 되지 않습니다"


def test_a_loser_is_told_the_loss_and_whose_rack_it_is() -> None:
    found = compute("친구가 이겼는데 나는 받침대에 5, 9 남았어 몇 점?")
    assert found is not None and "내 받침대" in found.case and "상대" not in found.case


def test_a_joker_laid_the_other_way_says_so() -> None:
    found = compute("빨강 12 13 조커 돼?", "rummikub")
    assert found is not None and found.case.endswith("조커, 빨강 12, 빨강 13")
    assert "빨강 11" in " ".join(found.details)
    assert any("반대" in d or "어느 끝" in d for d in found.details)


def test_a_group_of_one_number_asked_as_a_group_reads_as_one() -> None:
    found = compute("빨강 5 조커 조커 그룹 돼?", "rummikub")
    assert found is not None and "그룹" in found.summary


def test_a_freed_joker_kept_is_refused_by_the_engine() -> None:
    from tutor.engine import RuleViolation
    from tutor.games.rummikub.setup import DEFAULT_OPTIONS
    from tutor.games.rummikub.table import judge_play

    with pytest.raises(RuleViolation) as refused:
        judge_play(
            [["r5", "j", "r7"]],
            [["r5", "r6", "r7"]],
            ["r6"],
            melded=True,
            options=DEFAULT_OPTIONS,
        )
    assert refused.value.rule_id == "rummikub.joker.use-same-turn"
    found = compute(
        "테이블에 빨강 5 조커 7 있고 나한테 빨강 6 있는데 조커 가져와서 받침대에 둬도 돼?"
    )
    assert found is not None and found.rule_ids[0] == "rummikub.joker.use-same-turn"


def test_an_empty_pool_alone_is_read_as_the_end_only_with_that_said() -> None:
    found = compute("더미 다 떨어졌는데 나 합 12, 상대 20이면 누가 승자야?")
    assert found is not None and found.kind == "rummikub-blocked"
    assert "아무도 더 낼 수 없다고 봄" in found.case
    assert any("계속됩니다" in d for d in found.details)
    for question in (
        "루미큐브 더미 다 떨어졌고 아무도 못 내. 나 받침대 합 12, 상대 20이면?",
        "더미 다 떨어졌는데 낼 수 있는 사람이 없어 나 12 상대 20이면 누가 이겨?",
    ):
        said = compute(question)
        assert said is not None and said.verdict == "내가 이깁니다 (+8점)"
        assert "봄" not in said.case


def test_tiles_added_in_one_turn_note_the_tile_that_waits_for_another() -> None:
    found = compute("빨강 3 4 5 에 빨강 7 붙이고 빨강 6 붙일 수 있어?")
    assert found is not None and "빨강 3-4-5-6-7" in found.summary
    assert any("빨강 7만 먼저" in d for d in found.details)


def test_a_drawn_tile_and_the_tables_set() -> None:
    found = compute("방금 빨강 8 뽑았는데 바로 테이블 빨강 5 6 7에 붙여도 돼?")
    assert found is not None and found.kind == "rummikub-drawn-tile"
    assert "받침대에" not in found.case and "테이블에 빨강 5-6-7" in found.case
    assert not any("빨강 5-6-7-8" in d and "낼 수 있습니다" in d for d in found.details)


def test_five_tiles_of_one_number_are_too_many_for_a_group() -> None:
    found = compute("첫 등록 9 9 9 9 9 되나")
    assert found is not None and found.verdict == "아니요, 세트가 되지 않습니다"
    assert "4장까지" in found.summary and "같은 숫자 5장" in found.case
    assert "연속" not in found.case and "두 장" not in found.summary


# -- the second probe (2026-12-02): each problem it found, the answer now given ------------
# (question, kind, verdict)
PROBED_AGAIN = [
    # numbers said as words, a colour's syllable or letter, 번, a range
    ("빨강 7 8 아홉 세트 돼?", "rummikub-set", "네, 세트가 됩니다"),
    ("빨강 칠 8 9 세트 돼?", "rummikub-set", "네, 세트가 됩니다"),
    ("빨강 여덟 9 10 세트 돼?", "rummikub-set", "네, 세트가 됩니다"),
    ("첫 등록 빨강 10 11 열둘 되나?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (33점)"),
    ("첫 등록 빨강 열 11 12 되나?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (33점)"),
    ("빨강 일곱 여덟 아홉 세트 돼?", "rummikub-set", "네, 세트가 됩니다"),
    ("빨7 빨8 빨9 돼?", "rummikub-set", "네, 세트가 됩니다"),
    ("R7 R8 R9 세트야?", "rummikub-set", "네, 세트가 됩니다"),
    ("빨강색 7번 8번 9번 세트 돼?", "rummikub-set", "네, 세트가 됩니다"),
    ("빨강 3부터 6까지 연속 돼?", "rummikub-set", "네, 세트가 됩니다"),
    # a correction replaces the tiles said before it
    ("파랑 3 4 아 아니 파랑 3 4 5 돼?", "rummikub-set", "네, 세트가 됩니다"),
    ("빨강 7 8 아 아니 빨강 8 9 10 세트 돼?", "rummikub-set", "네, 세트가 됩니다"),
    ("빨강 7 8 아니 빨강 8 9 10 세트 돼?", "rummikub-set", "네, 세트가 됩니다"),
    (
        "첫 등록 빨강 10 11 12 아 아니 빨강 8 9 10 되나?",
        "rummikub-initial-meld",
        "아니요, 27점이라 30점에 못 미칩니다",
    ),
    (
        "첫 등록 빨강 9 10 아 아니 빨강 9 10 11 되나?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (30점)",
    ),
    (
        "친구가 이겼는데 내 받침대에 5 8 아 아니 5 9 남았으면 몇 점 깎여?",
        "rummikub-rack-penalty",
        "−14점",
    ),
    ("빨강 7 8 아 아니 빨강 7 9 세트 돼?", "rummikub-set", "아니요, 세트가 되지 않습니다"),
    # another player's meld said beside one's own is set aside (or is the meld asked about)
    (
        "친구가 첫 등록 빨강 10 11 12 했어 나 첫 등록 빨강 8 9 10 돼?",
        "rummikub-initial-meld",
        "아니요, 27점이라 30점에 못 미칩니다",
    ),
    (
        "첫 등록 빨강 8 9 10 돼? 상대는 파랑 10 11 12 냈어",
        "rummikub-initial-meld",
        "아니요, 27점이라 30점에 못 미칩니다",
    ),
    (
        "첫 등록 빨강 10 11 12 되나? 친구는 9 10 11 로 했어",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (33점)",
    ),
    (
        "친구가 첫 등록 빨강 10 11 12 했는데 나도 빨강 10 11 12 로 첫 등록 돼?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (33점)",
    ),
    (
        "상대가 첫 등록으로 빨강 8 9 10 냈는데 이거 돼?",
        "rummikub-initial-meld",
        "아니요, 27점이라 30점에 못 미칩니다",
    ),
    (
        "지금 친구 셋이랑 루미큐브 하고 있는데 제가 첫 등록을 하려고 하거든요 받침대에 빨강 10 11 12 있는데 이걸로 첫 등록 되나요?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (33점)",
    ),
    # a first meld's joker where it counts most, unless its place is said
    ("첫 등록 조커 빨강 9 10 되나?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (30점)"),
    ("첫 등록 조커 조커 빨강 9 되나?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (30점)"),
    (
        "첫 등록 빨강 10 11 12 에 조커 붙여서 9로 쓰면 몇 점?",
        "rummikub-initial-meld",
        "42점 (첫 등록이 됩니다)",
    ),
    ("첫 등록 빨강 11 12 조커(10) 돼?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (33점)"),
    # one tile and two jokers asked as a run
    ("빨강 12 조커 조커 연속 돼?", "rummikub-set", "네, 세트가 됩니다"),
    (
        "빨강 13 조커 조커 연속 돼?",
        "rummikub-set",
        "네, 빨강 조커-조커-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커 두 장은 빨강 13 앞에 둡니다)",
    ),
    (
        "조커 빨강 13 조커 연속 돼?",
        "rummikub-set",
        "네, 빨강 조커-조커-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커 두 장은 빨강 13 앞에 둡니다)",
    ),
    # (probe 14: a joker listed before a 1 goes after the tiles, where a number is)
    (
        "조커 빨강 1 조커 연속 돼?",
        "rummikub-set",
        "네, 빨강 1-조커-조커로 놓으면 세트가 됩니다 (조커는 빨강 1 앞에 둘 수 없습니다)",
    ),
    # copies of a tile, and a count of the tiles just named
    ("친구가 이겼는데 내 받침대에 7 두 장 남았으면 몇 점 깎여?", "rummikub-rack-penalty", "−14점"),
    (
        "친구가 이겼는데 내 받침대에 5랑 8 두 장 남았어 몇 점 깎여?",
        "rummikub-rack-penalty",
        "−13점",
    ),
    ("첫 등록 빨강 10, 11, 12 세 장 되나?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (33점)"),
    ("첫 등록 빨강 10 11 12 3장 되나?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (33점)"),
    ("첫 등록 5 5 5 6 6 6 되나?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (33점)"),
    ("빨강 5 두 장 파랑 5 돼?", "rummikub-set", "아니요, 세트가 되지 않습니다"),
    # not melded, said in other words: nothing goes onto the table's sets
    (
        "테이블에 파랑 4 5 6 있고 나한테 파랑 7 있는데 어떻게 끼워? 아직 테이블에 아무것도 안 냈어",
        "rummikub-fit",
        "아니요, 첫 등록 전에는 테이블의 세트에 붙일 수 없습니다",
    ),
    (
        "테이블에 빨강 5 6 7 있고 나한테 빨강 8 있는데 처음 내는 거면 붙일 수 있어?",
        "rummikub-fit",
        "아니요, 첫 등록 전에는 테이블의 세트에 붙일 수 없습니다",
    ),
    (
        "테이블에 빨강 5 6 7 있고 나한테 빨강 8 있는데 이번이 내 첫 턴이야 붙일 수 있어?",
        "rummikub-fit",
        "아니요, 첫 등록 전에는 테이블의 세트에 붙일 수 없습니다",
    ),
    (
        "테이블에 빨강 5 조커 7 있고 나한테 빨강 6 있는데 조커 가져와도 돼? 30점 아직",
        "rummikub-play",
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
    ),
    (
        "테이블에 빨강 5 조커 7 있고 나한테 빨강 6 있는데 조커 가져와도 돼? 아직 아무것도 안 냈어",
        "rummikub-play",
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
    ),
    (
        "테이블에 빨강 5 조커 7 있고 나한테 빨강 6 있는데 조커 가져와도 돼? 이번이 처음 내는 거야",
        "rummikub-play",
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
    ),
    (
        "테이블 빨강 4 5 6 7 에서 빨강 7 빼서 내 파랑 7 검정 7 이랑 그룹 만들어도 돼? 나 처음 내는 거야",
        "rummikub-play",
        "아니요, 첫 등록 전에는 테이블의 세트를 고쳐 짤 수 없습니다",
    ),
    # another player's turn: no play
    (
        "상대 차례인데 테이블에 빨강 5 6 7 있고 나한테 빨강 8 있는데 지금 붙일 수 있어?",
        "rummikub-play",
        "아니요, 내 차례가 아닐 때는 낼 수 없습니다",
    ),
    (
        "테이블에 빨강 5 6 7 있고 나한테 빨강 8 있는데 상대 턴에 붙일 수 있어?",
        "rummikub-play",
        "아니요, 내 차례가 아닐 때는 낼 수 없습니다",
    ),
    (
        "상대 턴에 테이블 빨강 10 11 12 13 에서 빨강 13 빼서 내 파랑 13 검정 13 이랑 그룹 만들어도 돼?",
        "rummikub-play",
        "아니요, 내 차례가 아닐 때는 낼 수 없습니다",
    ),
    (
        "테이블에 빨강 5 조커 7 있고 나한테 빨강 6 있는데 조커 가져와도 돼? 상대 턴이야",
        "rummikub-play",
        "아니요, 내 차례가 아닐 때는 낼 수 없습니다",
    ),
    # another player's rack: their loss
    (
        "내가 다 냈는데 상대 받침대에 5 8 남았으면 몇 점 깎여?",
        "rummikub-went-out",
        "상대 −13점 (나 +13점)",
    ),
    (
        "내가 다 냈는데 민수는 5 8 남았으면 몇 점 깎여?",
        "rummikub-went-out",
        "민수 −13점 (나 +13점)",
    ),
    (
        "내가 다 냈는데 동생은 5 8 남았으면 동생 몇 점 깎여?",
        "rummikub-went-out",
        "동생 −13점 (나 +13점)",
    ),
    (
        "내가 이겼는데 상대 받침대에 5 8 남았으면 상대 몇 점 깎여?",
        "rummikub-went-out",
        "상대 −13점 (나 +13점)",
    ),
    ("내가 이겼는데 상대는 5 8 남았어 상대 점수는?", "rummikub-went-out", "상대 −13점 (나 +13점)"),
    (
        "내가 다 냈는데 엄마 받침대에 5 8 남았으면 몇 점 깎여?",
        "rummikub-went-out",
        "엄마 −13점 (나 +13점)",
    ),
    (
        "내가 다 냈는데 민수 받침대에 5 8 남았으면 몇 점 깎여?",
        "rummikub-went-out",
        "민수 −13점 (나 +13점)",
    ),
    # a blocked game: the points of the player asked about
    (
        "더미 다 떨어졌고 아무도 못 내. 나 12점 상대 20점 상대 몇 점?",
        "rummikub-blocked",
        "상대 −8점 (내가 이깁니다)",
    ),
    (
        "더미 다 떨어졌고 아무도 못 내. 나 12점 상대 20점 친구 30점 친구 몇 점?",
        "rummikub-blocked",
        "친구 −18점 (내가 이깁니다)",
    ),
    # a freed joker given away; the second copy of a tile named as such
    (
        "테이블에 빨강 5 조커 7 있고 나한테 빨강 6 있는데 조커 가져와서 상대한테 줘도 돼?",
        "rummikub-play",
        "아니요, 빼 온 조커는 다른 사람에게 줄 수 없습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    (
        "빨강 3 4 5 에 빨강 6 붙이고 빨강 6 붙일 수 있어?",
        "rummikub-extend",
        "빨강 6은 붙일 수 있고, 두 번째 빨강 6은 붙일 수 없습니다",
    ),
    # plain questions that were declined
    ("빨강 10 11 12 등록 돼?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (33점)"),
    ("첫 등록 빨강 10 11 조커 몇 점?", "rummikub-initial-meld", "33점 (첫 등록이 됩니다)"),
    ("루미큐브 처음에 몇 장 받아요?", "rummikub-deal", "한 사람 14장"),
    ("3명이면 한 사람당 타일 몇 개야?", "rummikub-deal", "한 사람 14장, 더미에 64장"),
    ("내가 다 냈어 상대 5 8 남았어 나 몇 점?", "rummikub-went-out", "+13점"),
    ("내가 이겼고 동생 받침대에 5 8 남았으면 나 몇 점?", "rummikub-went-out", "+13점"),
    ("내가 이겼는데 상대 받침대에 조커 2개 남았으면 나 몇 점?", "rummikub-went-out", "+60점"),
    (
        "친구가 이겼는데 나 25점 남았어 친구 몇 점 받아?",
        "rummikub-went-out",
        "친구 +25점 (나 −25점)",
    ),
    ("게임 끝났는데 조커 하나 남았어 몇 점 깎여?", "rummikub-rack-penalty", "−30점"),
    ("민수가 이겼는데 내 받침대에 5 8 남았으면 몇 점?", "rummikub-rack-penalty", "−13점"),
    ("엄마가 이겼는데 난 20점 남았어 몇 점?", "rummikub-rack-penalty", "−20점"),
    ("친구가 이겼는데 나 25점 남았고 동생 10점 남았어 나 몇 점?", "rummikub-rack-penalty", "−25점"),
    (
        "더미 다 떨어졌고 아무도 못 내. 내 받침대 5 8 상대 20 누가 이겨?",
        "rummikub-blocked",
        "내가 이깁니다 (+7점)",
    ),
    (
        "방금 뽑은 빨강 8 바로 내도 돼?",
        "rummikub-drawn-tile",
        "아니요, 가져온 차례에는 낼 수 없습니다",
    ),
    (
        "더미에서 한 장 뽑았는데 바로 내도 돼? 빨강 8이야",
        "rummikub-drawn-tile",
        "아니요, 가져온 차례에는 낼 수 없습니다",
    ),
    (
        "빨강 3 4 5 에 빨강 6 7 붙일 수 있어?",
        "rummikub-extend",
        "네, 빨강 6과 빨강 7 모두 붙일 수 있습니다",
    ),
    (
        "테이블에 7 그룹이 빨강 파랑 검정으로 세 장 있고 나한테 주황 7 있는데 어떻게 끼워?",
        "rummikub-fit",
        "네, 낼 수 있습니다: 7 그룹(빨강·파랑·검정·주황)",
    ),
    (
        "테이블 빨강 12 13 조커 에서 조커 빼려면 뭐 필요해?",
        "rummikub-joker-free",
        "빨강 11을 내면 됩니다",
    ),
    (
        "첫 등록 빨강 1부터 13까지 다 내면 몇 점?",
        "rummikub-initial-meld",
        "91점 (첫 등록이 됩니다)",
    ),
    (
        "4명인데 처음에 7장씩 두 번 받는거야? 몇 장씩 받아?",
        "rummikub-deal",
        "한 사람 14장, 더미에 50장",
    ),
]
PROBED_AGAIN_DECLINED = [  # no Rummikub verdict at all
    # a colour the game does not have
    "빨강 7 8 9 초록 10 돼?",
    "빨강 7 8 9 하양 10 돼?",
    "빨강 7 8 9 보라색 10 돼?",
    "첫 등록 빨강 10 11 초록 12 되나?",
    "첫 등록 빨강 10 11 12 초록 13 몇 점?",
    "빨강 7 파랑 7 초록 7 그룹 돼?",
    "빨강 7 파랑 7 검정 7 흰색 7 그룹 돼?",
    # another player's tiles or the table's in one's own meld
    "첫 등록 빨강 8 9 10 이랑 상대 파랑 10 11 12 합치면 돼?",
    "첫 등록 빨강 8 9 10 에 바닥에 있는 빨강 11 가져오면 돼?",
    # a remark about another game; a player whose rack is not named; a deal supposed
    "내가 이겼는데 상대 15점 남았어 어제는 10점 땄어 나 몇 점?",
    "첫 등록 빨강 10 11 12 되나? 어제는 2번 했어",
    "더미 다 떨어졌고 아무도 못 내. 3명 중에 나 12 상대 20 누가 이겨?",
    "4명이면 15장씩 받으면 더미에 몇 장 남아?",
    "2명이 7장씩 받으면 더미에 몇 장 남아?",
    # a joker's worth asked; another player's set joined; the meld not done; a tile not read
    "첫 등록에 조커 쓰면 30점으로 계산돼? 빨강 10 11 조커",
    "상대가 빨강 5 6 7 내고 나한테 빨강 8 있어 붙여도 돼?",
    "빨강 3 4 5 에 빨강 6 붙이고 빨강 7 붙일 수 있어? 아직 30점 안 냈어",
    "빨강 7 8 구 세트 돼?",
    "첫 등록 아 아니 빨강 10 11 12 되나?",
    "게임 끝났는데 민수 5 8 남았으면 몇 점 깎여?",
    # after another player's turn, or their own move: not a play out of turn
    "상대 차례 끝나고 테이블에 빨강 5 6 7 에 내 빨강 8 붙여도 돼?",
    "상대 차례인데 상대가 테이블 빨강 5 조커 7 에서 조커 가져가도 돼?",
]


@pytest.mark.parametrize(("question", "kind", "verdict"), PROBED_AGAIN)
def test_what_the_second_probe_found(question: str, kind: str, verdict: str) -> None:
    found = compute(question, "rummikub")
    assert found is not None and found.kind == kind, (question, found)
    assert found.verdict == verdict
    if verdict.startswith("네"):
        assert found.ok is True
    elif verdict.startswith("아니요"):
        assert found.ok is False


@pytest.mark.parametrize("question", PROBED_AGAIN_DECLINED)
def test_what_the_second_probe_found_declines(question: str) -> None:
    assert compute(question, "rummikub") is None


def test_a_run_of_one_tile_and_two_jokers_is_named_as_a_run() -> None:
    for question in ("조커 조커 빨강 5 연속 돼?", "빨강 12 조커 조커 연속 돼?"):
        found = compute(question, "rummikub")
        assert found is not None and "그룹" not in found.summary, found
        assert "올바른 연속" in found.summary
    group = compute("빨강 5 조커 조커 그룹 돼?", "rummikub")
    assert group is not None and group.summary.startswith("5 그룹(빨강·조커·조커)")


def test_a_correction_and_copies_give_the_reason_of_the_tiles_meant() -> None:
    two = compute("빨강 7 8 아 아니 빨강 7 9 세트 돼?", "rummikub")
    assert two is not None and "3장 이상" in two.summary
    twice = compute("빨강 5 두 장 파랑 5 돼?", "rummikub")
    assert twice is not None and "빨강이 두 장" in twice.summary


def test_a_meld_with_other_players_tiles_counts_only_ones_own() -> None:
    found = compute("친구가 첫 등록 빨강 10 11 12 했는데 나도 빨강 10 11 12 로 첫 등록 돼?")
    assert found is not None and found.case == "첫 등록으로 낼 세트: 빨강 10-11-12"


def test_a_meld_joker_said_in_place_stays_there() -> None:
    said = compute("첫 등록 빨강 11 12 조커(10) 돼?", "rummikub")
    assert said is not None and said.case.endswith("빨강 조커-11-12")
    best = compute("첫 등록 조커 빨강 9 10 되나?", "rummikub")
    assert best is not None and best.case.endswith("빨강 9-10-조커")


def test_a_play_out_of_turn_is_the_engines_refusal() -> None:
    from tutor.engine import RuleViolation
    from tutor.games.rummikub import ENGINE

    state = ENGINE.new_game(
        2, setup={"racks": [["r1", "r2", "r3"], ["k13"]], "melded": [True, True], "to_move": 1}
    )
    with pytest.raises(RuleViolation) as refused:
        state.apply({"type": "play", "player": 0, "table": [["r1", "r2", "r3"]]})
    assert refused.value.rule_id == "rummikub.turn.order"
    found = compute("테이블에 빨강 5 6 7 있고 나한테 빨강 8 있는데 상대 턴에 붙일 수 있어?")
    assert found is not None and found.rule_ids == ["rummikub.turn.order"]


def test_before_the_meld_the_fit_is_the_engines_refusal() -> None:
    found = compute("테이블에 빨강 5 6 7 있고 나한테 빨강 8 있는데 처음 내는 거면 붙일 수 있어?")
    assert found is not None and found.ok is False
    assert "첫 등록 전" in found.case and "봄" not in found.case
    assert any("빨강 5-6-7-8" in d for d in found.details)  # what it would be after the meld


def test_another_players_loss_and_the_winners_gain() -> None:
    lost = compute("내가 이겼는데 상대 받침대에 5 8 남았으면 상대 몇 점 깎여?", "rummikub")
    assert lost is not None and "상대" in lost.case and "내 받침대" not in lost.case
    gain = compute("친구가 이겼는데 나 25점 남았어 친구 몇 점 받아?", "rummikub")
    assert gain is not None and "둘이 하는 판으로 봄" in gain.case


def test_a_claim_confirmed_gets_the_statement() -> None:
    # (the negative claim heard answered, since probe 19: it was "세트가 됩니다")
    found = compute("친구가 빨강 1 2 3 연속 안 된대 맞아?", "rummikub")
    assert found is not None and found.verdict == "아니요, 세트가 됩니다"


# -- shared ------------------------------------------------------------------------------
KINDS_SAID = (
    [(q, k) for q, k, _v, _r in SAID]
    + [(q, k) for q, k, _v in PROBED]
    + [(q, k) for q, k, _v in PROBED_AGAIN]
)
ALL = (
    [q for q, _v in FIT]
    + [q for q, _v, _r in PLAY]
    + [q for q, _v, _r in EXTEND]
    + [q for q, _v in BLOCKED]
    + DRAWN
    + [q for q, k in KINDS_SAID if k != "rummikub-deal"]
)
# The deal for N players is asked the same way of 나빗길 (one path tile each, a pile): with
# no game asked or detected, it is read only when the question names 루미큐브 or its words.
DEAL_UNNAMED = [q for q, k in KINDS_SAID if k == "rummikub-deal" and not names_game(q)]


@pytest.mark.parametrize("question", ALL)
def test_no_game_named_still_reads_as_rummikub(question: str) -> None:
    found = compute(question)
    assert found is not None and found.game == "rummikub"


@pytest.mark.parametrize("question", DEAL_UNNAMED)
def test_the_deal_is_not_read_when_no_game_is_named(question: str) -> None:
    assert compute(question) is None
    found = compute(question, "rummikub")
    assert found is not None and found.kind == "rummikub-deal"


def test_the_deal_is_read_when_the_game_or_its_words_are_named() -> None:
    for question in ("4명이면 받침대에 처음 몇 장?", "루미 3명이면 처음에 몇 장씩 받아?"):
        found = compute(question)
        assert found is not None and found.kind == "rummikub-deal", question


def test_every_rule_cited_is_an_entry_of_rummikub() -> None:
    from tutor.content import load_content

    from .conftest import CONTENT_DIR

    entries = load_content(CONTENT_DIR).entries
    cited = set()
    for question in ALL:
        found = compute(question, "rummikub")
        assert found is not None
        cited.update(found.rule_ids)
    assert [r for r in sorted(cited) if r not in entries or entries[r].game != "rummikub"] == []


def test_the_new_kinds_are_listed() -> None:
    from tutor.games.rummikub.questions import KINDS

    kinds = {compute(q, "rummikub").kind for q in ALL}  # type: ignore[union-attr]
    assert kinds <= set(KINDS)


def test_a_long_question_is_read_fast() -> None:
    """The tile patterns never backtrack: a long list of tiles is read in a moment."""
    import time

    from tutor.games.rummikub.questions import compute as read

    text = "테이블에 " + "빨강 1 2 3이랑 " * 12 + "있고 나한테 파랑 1 있으면 어떻게"
    start = time.perf_counter()
    read(text)
    read("빨강 , , " * 20 + "돼?")
    assert time.perf_counter() - start < 0.5


def test_a_joker_after_13_says_where_it_does_fit() -> None:
    # a joker laid after 13 stands for no number: 아니요, but the same tiles with the joker in
    # front are a run, which the asker wants to know (a tester read a bare 아니요)
    found = compute("빨강 11 12 13 뒤에 조커 붙일수있어?", "rummikub")
    assert found is not None and found.verdict.startswith("아니요")
    assert any("조커를 앞에 두면" in d and "빨강 10" in d for d in found.details)
    # a set no place of the joker mends says nothing of the kind
    other = compute("빨강 3 5 9에 조커 붙이면 돼?", "rummikub")
    assert other is None or not any("조커를 앞에 두면" in d for d in other.details)
