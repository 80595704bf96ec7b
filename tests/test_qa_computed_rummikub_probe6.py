"""Rummikub situational questions from a sixth probe, written before the reader was changed:
a first meld short of 30 made up with a tile taken from the table ("제 파랑 7, 8, 9가 24점이라
모자라요. 바닥에 있는 파랑 10을 끌어와서 34점 만들면 안 되나요?", "테이블 빨강 5 빌려서 첫 등록
30 채워도 돼?"), and a joker freed from the table and what must be done with it ("6 넣고 조커
가져오면 그 조커는 어떻게 해야 돼요?", "조커 빼 오면 다음 턴에 써도 돼?").

Of the 9 first melds with a table tile, none was read before; all 9 now read (the engine's turn
before the meld with the tile taken from a set it can leave: "아니요, 첫 등록이 되지 않습니다",
the 30 points come from the rack alone; "첫 등록 빨강 8 9 10에 바닥에 있는 빨강 11 가져오면",
where the tiles may be the set laid as one's first meld, stays unread). Of the 14 questions on a
freed joker, 1 was read right before ("…받침대에 넣어놨다가 나중에 써도"), 1 was MISREAD ("제 검정
7 넣고 조커 빼 오면 그 조커로 뭘 해야" read as which tile frees the joker of a four-tile group
with the player's 검정 7 in it, "빨강 7을 내면 됩니다") and 12 went unread; all 14 now read: what
must be done with the joker ("어떻게 해야", "어떡해", "어케", "뭘 해야", "언제까지"): the tile
frees it (or not: "파랑 8로는 이 조커를 빼 올 수 없습니다"; before the meld, not at all) and the
joker goes to a new set that turn; the joker kept for a later turn with no position told (the
engine refuses it for any table); the rack said as "제 손에 파랑 6이 있어요" or "내 빨강 6
있는데" and then its number alone ("6 넣고"). From the fifth probe's UNREAD list, "파랑 1부터
13까지 열세 장" now reads (a count of the tiles named, of five or more, set aside; "다섯 장"
after five tiles read before, as the count was not a word the reader knew). None of the 17
questions that must get no verdict was read, before or after. Checking the new readings with
questions written to break them found two more misreads, fixed and kept below: a joker drawn
("더미에서 가져온 조커", "방금 가져온 조커") read as one freed from the table; and a joker taken
before the meld ("테이블 조커 빌려서") made the new reader fail (kept in UNREAD)."""

from __future__ import annotations

import pytest

from .computed_cases import (
    assert_cites_entries,
    assert_kinds_listed,
    page_reading,
    page_readings,
    readings,
    reads_nothing_test,
    reads_test,
)

SET = "rummikub-set"
MELD = "rummikub-initial-meld"
PLAY = "rummikub-play"

NO_MELD = "아니요, 첫 등록이 되지 않습니다"
KEPT = "아니요, 빼 온 조커는 받침대에 둘 수 없습니다 (이번 차례에 새 세트에 써야 합니다)"
THIS_TURN = "빼 온 조커는 이번 차례에 받침대 타일과 함께 새 세트에 써야 합니다"


def _freed(tile: str) -> str:
    """The verdict on what is done with a joker freed by ``tile`` ("파랑 6으로")."""
    return f"{tile} 빼 올 수 있고, 그 조커는 이번 차례에 받침대 타일과 함께 새 세트에 써야 합니다"


# (question, kind, verdict): read, with the engine's verdict
READ = [
    # -- read before the fifth probe, found unread after it (comparing asked.yaml's answers):
    # a rule not remembered is asked as any other; a tile to put in asked with 넣으면
    (
        "오랜만에 꺼냈더니 처음에 몇 장씩 나눠 가졌는지 기억이 안 나요. 한 사람당 몇 장씩 "
        "가져가고 시작하나요?",
        "rummikub-deal",
        "한 사람 14장",
    ),
    (
        "파랑7 빨강7 조커 그룹에서 조커 빼려면 검정 7이든 주황 7이든 아무거나 넣으면 돼요?",
        "rummikub-joker-free",
        "검정 7이나 주황 7 가운데 한 장을 내면 됩니다",
    ),
    # -- a first meld short of 30 made up with a tile taken from the table ------------------
    (
        "아직 한 번도 못 냈는데 제 파랑 7, 8, 9가 24점이라 모자라요. 바닥에 있는 파랑 10을 "
        "끌어와서 34점 만들면 안 되나요?",
        PLAY,
        "첫 등록이 되지 않습니다",
    ),
    ("테이블 빨강 5 빌려서 첫 등록 30 채워도 돼?", PLAY, NO_MELD),
    (
        "첫 등록인데 제 검정 11, 12가 23점이라 모자라서 테이블에 있는 검정 13 가져와서 36점 "
        "만들어도 돼요?",
        PLAY,
        NO_MELD,
    ),
    (
        "루미큐브 첫 등록 할 때 내 빨강 10 11에 바닥 빨강 12 하나 빌려서 33점 맞추면 되나?",
        PLAY,
        NO_MELD,
    ),
    (
        "등록 전인데요 파랑 8 9 10 (27점)에 테이블에 있는 파랑 11 떼서 붙이면 38점이라 첫 등록 "
        "가능한가요?",
        PLAY,
        NO_MELD,
    ),
    (
        "아직 등록 못 했어. 주황 4 5 6 7 이 22점밖에 안 돼서 바닥에서 주황 8 가져다 쓰면 "
        "30점인데 이렇게 첫등록 돼?",
        PLAY,
        NO_MELD,
    ),
    (
        "처음 내는 차례인데 빨강 12 13 내 거에 테이블 빨강 11 빌려오면 36점 되잖아요 등록되죠?",
        PLAY,
        NO_MELD,
    ),
    (
        "첫등록때 내 파랑 3 4 5 랑 검정 3 4 5 하면 24점이라 바닥 파랑 6 끌어와서 채우면 되나여",
        PLAY,
        NO_MELD,
    ),
    (
        "루미큐브 첫 등록에 테이블에 있는 검정 10 하나 가져와서 제 빨강 10, 파랑 10이랑 그룹 "
        "만들면 30점인데 돼요?",
        PLAY,
        NO_MELD,
    ),
    # -- a joker freed from the table: the swap, and what is done with the joker ---------------
    (
        "테이블에 파랑 5, 조커, 파랑 7이 있고 제 손에 파랑 6이 있어요. 6 넣고 조커 가져오면 그 "
        "조커는 어떻게 해야 돼요?",
        PLAY,
        _freed("파랑 6으로"),
    ),
    ("조커 빼 오면 다음 턴에 써도 돼?", PLAY, KEPT),
    (
        "첫 등록 했어요. 테이블 빨강 3 조커 5에 제 빨강 4 넣고 조커 빼면 그 조커 어떡해요?",
        PLAY,
        _freed("빨강 4로"),
    ),
    (
        "루미큐브 테이블에 검정 10 조커 12 있는데 내 검정 11로 조커 바꾸면 조커는 어떻게 해?",
        PLAY,
        _freed("검정 11로"),
    ),
    (
        "등록은 끝났고 바닥에 주황 7, 파랑 7, 조커 그룹이 있어요. 제 검정 7 넣고 조커 빼 오면 "
        "그 조커로 뭘 해야 하나요?",
        PLAY,
        _freed("검정 7로"),
    ),
    (
        "테이블에 빨강 8 9 조커 있고 나한테 빨강 10 있어. 10 넣고 조커 빼 왔는데 이거 다음 "
        "차례에 써도 되지?",
        PLAY,
        KEPT,
    ),
    (
        "테이블에 파랑 5 조커 7 있고 제 파랑 6 넣어서 조커 가져왔어요 이거 받침대에 "
        "넣어놨다가 나중에 써도 되나요?",
        PLAY,
        KEPT,
    ),
    ("조커 가져오면 바로 써야돼요 아님 나중에 써도 돼요?", PLAY, THIS_TURN),
    ("조커 회수한 거 다음 턴에 써도 되나요?", PLAY, KEPT),
    (
        "테이블 빨강 1 2 조커에 제 빨강 3 넣고 조커 가져오면 그 조커 언제까지 써야 돼요?",
        PLAY,
        _freed("빨강 3으로"),
    ),
    ("조커 빼온거 다음턴에 써도됨?", PLAY, KEPT),
    (
        "테이블에 빨강 5 조커 7있고 내 빨강 6있는데 6넣고 조커 빼면 그 조커 어케 해요?",
        PLAY,
        _freed("빨강 6으로"),
    ),
    # a tile that is not the joker's, and a joker before the meld: what the rules decide
    (
        "테이블에 파랑 5, 조커, 파랑 7이 있고 제 손에 파랑 8이 있어요. 8 넣고 조커 가져오면 그 "
        "조커는 어떻게 해야 돼요?",
        PLAY,
        "파랑 8로는 이 조커를 빼 올 수 없습니다",
    ),
    (
        "아직 등록 전인데 테이블에 파랑 5 조커 7 있고 제 파랑 6 넣고 조커 가져오면 그 조커 "
        "어떻게 해요?",
        PLAY,
        "첫 등록 전에는 조커를 빼 올 수 없습니다",
    ),
    # -- from the fifth probe's UNREAD list: a count that is the number of tiles named -------
    ("파랑 1부터 13까지 열세 장을 다 이으면 한 세트 되나요?", SET, "네, 세트가 됩니다"),
    ("빨강 1 2 3 4 5 6 7 8 9 10 11 12 13 13장 한 세트 돼요?", SET, "네, 세트가 됩니다"),
    ("빨강 5 6 7 8 9 다섯 장 연속 돼?", SET, "네, 세트가 됩니다"),
]

# questions no reader must answer: a rule in general, a house rule, a position not fully
# told, or a different case in similar words
NOT_READ = [
    # a tile named again by its number alone is not a second tile ("조커, 빨강 10, 조커 순서로
    # 가운데에 10을": read as two red 10s before; found comparing asked.yaml's answers)
    "조커, 빨강 10, 조커 순서로 가운데에 10을 놓으면 첫 등록 점수는 몇 점으로 쳐요?",
    "1-2-3처럼 1부터 시작하는 연속도 되나요?",  # was "아니요": 1 2 3 1
    "파랑 7 그룹이 이미 있는데 내 7 그룹도 따로 낼 수 있어요?",  # was "아니요": 파랑 7 twice
    # the first meld and a table tile
    "첫 등록 했는데 테이블에 있는 파랑 10 가져와서 제 파랑 7 8 9랑 연속 만들어도 돼요?",  # which set
    "우리 집은 첫 등록에 테이블 타일 하나 빌려 쓰는 거 허용하는데 파랑 7 8 9에 바닥 파랑 10 붙여서 등록 돼요?",
    "첫 등록 때 테이블 타일 빌려 써도 돼요?",  # the rule in general
    "제 파랑 7 8 9가 24점이라 모자라는데 더미에서 파랑 10 뽑으면 바로 첫 등록 돼요?",  # a draw
    "첫 등록 전인데 테이블에서 뭐 하나 빌려서 제 빨강 7 8이랑 30점 만들 수 있어요?",  # no tile
    # a freed joker
    "조커 가져오는 법 알려주세요",
    "우리는 빼 온 조커를 받침대에 둬도 되는 규칙으로 하는데 테이블 파랑 5 조커 7에 제 파랑 6 넣고 조커 챙겨도 돼요?",
    "조커를 받침대에 두고 다음 턴에 써도 돼?",  # one's own joker, not one freed
    "처음 뽑은 조커 다음 턴에 써도 돼?",  # a joker drawn
    "상대가 조커 빼 갔는데 다음 턴에 써도 돼?",  # another player's joker
    "조커 빼 온 다음 턴에 그 세트 다시 고쳐도 돼?",  # a different move the turn after
    "조커 자유 배치 변형 규칙이면 빼 온 조커 다음 턴에 써도 돼?",  # a variant
    "테이블에 빨강 7, 파랑 7, 조커 있고 저는 검정 7 있어요. 상대가 7 넣고 조커 빼면 그 조커 어떻게 해요?",
    # found while fixing: a joker drawn, read as one freed from the table
    "더미에서 가져온 조커 다음 턴에 써도 돼?",
    "방금 가져온 조커 다음 턴에 써도 돼?",
    # a count that is not the number of tiles named
    "빨강 5 6 7 8 여섯 장 연속 돼?",
    # the first meld and a table tile, in words that may say the set laid as one's meld
    "첫 등록 빨강 8 9 10 에 바닥에 있는 빨강 11 가져오면 돼?",
]

# decidable questions this probe leaves unread, with the answer the rules give: (question,
# kind, how its verdict starts). Each may stay unread; read, it must be read right.
UNREAD = [
    # a joker taken from the table before the meld, for one's meld (found while fixing: the
    # new reader failed on it)
    ("첫 등록 전에 테이블 조커 빌려서 제 빨강 9 10이랑 내도 돼?", PLAY, "아니요"),
    # a table set named, no tile of one's own: the freed joker kept
    ("테이블에 파랑 5 조커 7 있는데 조커 빼 오면 다음 턴에 써도 돼?", PLAY, "아니요"),
    # a rule asked with no position: what is done with a freed joker
    ("조커 빼 오면 어떻게 해야 돼요?", PLAY, THIS_TURN),
    # the rack said before the table, then its number alone
    (
        "저는 파랑 6이 있어요. 테이블에 파랑 5 조커 7 있는데 6 넣고 조커 빼면 그 조커 어떻게 해요?",
        PLAY,
        _freed("파랑 6으로"),
    ),
]


test_read = reads_test("rummikub", READ)


@pytest.mark.parametrize(("question", "kind", "starts"), UNREAD)
def test_not_read_yet_or_read_right(question: str, kind: str, starts: str) -> None:
    for found in readings(question, "rummikub", unasked=True):
        if found is not None:
            assert found.kind == kind, (question, found)
            assert found.verdict.startswith(starts), (question, found)


test_not_read = reads_nothing_test("rummikub", NOT_READ, unasked=True)


def test_the_verdicts_cite_rummikub_entries() -> None:
    found = assert_cites_entries("rummikub", page_readings(READ, "rummikub"), some=True)
    assert_kinds_listed("rummikub", (f.kind for f in found))


def test_the_racks_own_set_beside_a_table_tile_counts_as_its_own() -> None:
    """Tiles joined to the table's tile that are a set by themselves are the rack's own set:
    파랑 7-8-9 is 24 points without the table's 파랑 10, not "no set, 0 points"."""
    found = page_reading(
        "아직 한 번도 못 냈는데 제 파랑 7, 8, 9가 24점이라 모자라요. "
        "바닥에 있는 파랑 10을 끌어와서 34점 만들면 안 되나요?",
        "rummikub",
    )
    assert (
        found.details[0]
        == "받침대 타일만으로 만든 세트는 파랑 7-8-9로 24점이라 30점에 못 미칩니다."
    )
