"""Rummikub situational questions from a second adversarial probe of the readers added in the
coverage round (a joker freed "with" a tile, a table tile taken out or taken by its number, a
first meld on the first turn or with counted points, one tile added to a set, colour
syllables, a turn over its time, racks listed with one verb): the wrong verdicts it found, now
read right or declined, grouped by cause."""

from __future__ import annotations

from .computed_cases import (
    assert_cites_entries,
    assert_kinds_listed,
    not_read_as_test,
    page_readings,
    reads_test,
)

# (question, kind, verdict): read, with the engine's verdict
READ = [
    # a tile added to a set with a joker goes before the set or after it, not in the
    # order named (빨강 4-5-조커-7 is a run)
    ("루미큐브 테이블에 빨5 조커 7 에 빨 4 붙일수 있음?", "rummikub-set", "네, 세트가 됩니다"),
    ("루미큐브 테이블에 빨5 조커 7 에 빨 8 붙일수 있음?", "rummikub-set", "네, 세트가 됩니다"),
    (
        "루미큐브 테이블에 빨5 조커 7 에 빨 9 붙일수 있음?",
        "rummikub-set",
        "아니요, 세트가 되지 않습니다",
    ),
    # asked in the negative or about a fault at the end: the plain statement, no 네/아니요
    ("빨강 3 4 5에 빨강 6 붙일 수 없어?", "rummikub-set", "세트가 됩니다"),
    ("빨강 8 9 10 세트 틀려?", "rummikub-set", "세트가 됩니다"),
    ("첫턴에 빨강 10 11 12 30점 안 넘지?", "rummikub-initial-meld", "첫 등록이 됩니다 (33점)"),
    ("첫턴에 빨강 7 8 9 30점 안 넘어?", "rummikub-initial-meld", "24점이라 30점에 못 미칩니다"),
    (
        "테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼면 안 돼?",
        "rummikub-play",
        "가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    # the first turn said other ways: the first meld's 30 points decide, not the set alone
    (
        "첫번째 턴에 빨강 7 8 9 내도 돼?",
        "rummikub-initial-meld",
        "아니요, 24점이라 30점에 못 미칩니다",
    ),
    (
        "첫 차례 때 빨강 7 8 9 내도 돼?",
        "rummikub-initial-meld",
        "아니요, 24점이라 30점에 못 미칩니다",
    ),
    (
        "처음 턴에 빨강 7 8 9 내도 돼?",
        "rummikub-initial-meld",
        "아니요, 24점이라 30점에 못 미칩니다",
    ),
    ("첫번째 턴에 빨강 10 11 12 내도 돼?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (33점)"),
    # a freed joker used this turn, or in a new set named; a correction before the tile taken
    (
        "테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼서 이번 턴에 써도 돼?",
        "rummikub-play",
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    (
        "테이블에 빨강 5 파랑 5 조커 있는데 검정 5로 조커 빼고 그 조커랑 빨강 8 9로 연속 만들어도 돼?",
        "rummikub-play",
        "네, 됩니다",
    ),
    (
        "테이블에 빨강 5 파랑 5 조커 있는데 검정 5로 조커 빼고 그 조커랑 빨강 8 11로 연속 만들어도 돼?",
        "rummikub-play",
        "아니요, 안 됩니다",
    ),
    (
        "테이블에 빨강 7 파랑 7 검정 7 노랑 7 있는데 검정 7 아 아니 노랑 7 빼서 다른 데 써도 돼?",
        "rummikub-take-out",
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
    ),
    # the kind of set said to be made is the kind the tiles make
    (
        "테이블 4 4 4 4 그룹에서 파랑 4 하나 빼서 내 파랑 3 5랑 연속 만들어도 돼?",
        "rummikub-play",
        "네, 됩니다",
    ),
    (
        "테이블에 노랑 4 5 6 7 있는데 7 떼서 노랑 8 9랑 연속 만들어도 돼?",
        "rummikub-play",
        "네, 됩니다",
    ),
    # a time-out with the table broken; the others counted as the racks named
    (
        "시간 초과됐는데 세트가 깨진 채로 끝났어 몇 장 먹어?",
        "rummikub-timeout",
        "테이블을 되돌리고, 벌칙으로 3장을 가져옵니다",
    ),
    ("내가 이겼고 상대 둘이 12점, 20점 남았는데 몇 점?", "rummikub-went-out", "+32점"),
    (
        "내가 이겼고 A는 12 13, B는 1 남았어. 내 점수는?",
        "rummikub-went-out",
        "+26점",
    ),
]

# (question, kind): look-alikes that must not be read as that kind
NOT_READ = [
    # a move left undone asked ("안 빼도 돼?"): 네 would say the move is allowed
    ("테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 안 빼도 돼?", "rummikub-play"),
    ("테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼지 않아도 돼?", "rummikub-play"),
    ("테이블에 빨강 5 조커 7 있고 나한테 빨강 6 있는데 조커 안 가져와도 돼?", "rummikub-play"),
    ("빨강 5 조커 7에서 조커 안 빼려면 뭘 내야 돼?", "rummikub-joker-free"),
    ("빨강 3 4 5에 빨강 6 안 붙여도 돼?", "rummikub-set"),
    ("빨강 6 7 있는데 방금 더미에서 뽑은 게 빨강 8이야 바로 안 내도 돼?", "rummikub-drawn-tile"),
    ("테이블에 파랑 1 2 3 4 5 6 7 있는데 4 안 빼고 다른 데 써도 돼?", "rummikub-take-out"),
    # the tile said not to be there, or on another player's rack
    ("테이블에 빨강 5 조커 7 있는데 나한테 빨강 6 없어 조커 빼도 돼?", "rummikub-play"),
    ("테이블에 빨강 5 조커 7 있고 나한테 빨강 6 없는데 조커 가져와도 돼?", "rummikub-play"),
    ("테이블에 파랑 4 5 6 7 8 있고 나한테 파랑 6 없으면 어떻게 끼워?", "rummikub-fit"),
    (
        "테이블에 노랑 3 4 5 6 7 있고 내가 노랑 5 없으면 3 4 5랑 5 6 7로 나눠도 돼?",
        "rummikub-play",
    ),
    ("테이블에 빨강 5 조커 7 있는데 상대 받침대에 빨강 6 있어 조커 빼도 돼?", "rummikub-play"),
    ("테이블에 파랑 1 2 3 4 5 있는데 상대가 파랑 5 빼서 다른 데 써도 돼?", "rummikub-take-out"),
    # what is done with the freed joker is not read (thrown away, into the pool, alone, onto
    # an old set), or it is taken twice
    ("테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼서 버려도 돼?", "rummikub-play"),
    ("테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼서 더미에 넣어도 돼?", "rummikub-play"),
    ("테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼서 혼자 둬도 돼?", "rummikub-play"),
    (
        "테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼서 테이블 다른 세트에 붙여도 돼?",
        "rummikub-play",
    ),
    ("테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 두 번 빼도 돼?", "rummikub-play"),
    # the meld's rule or state asked, not this turn
    ("테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼도 돼? 첫 등록 해야 돼?", "rummikub-play"),
    ("테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼도 돼? 첫 등록 했어?", "rummikub-play"),
    ("빨강 9 10 11 내려면 30점 넘어야 돼?", "rummikub-initial-meld"),
    ("첫 턴에 빨강 10 11 12 내려면 30점 넘어야 돼?", "rummikub-initial-meld"),
    # a set said to be made that the tiles do not make (a run called a group)
    ("테이블에 노랑 4 5 6 7 있는데 7 떼서 노랑 8 9랑 그룹 만들어도 돼?", "rummikub-play"),
    ("테이블 4 4 4 4 그룹에서 파랑 4 하나 빼서 내 파랑 3 5랑 그룹 만들어도 돼?", "rummikub-play"),
    (
        "테이블에 8 8 8 8이 있고 제 손에 검정 6, 7이 있어요. 검정 8 빼와서 6 7 8 그룹 만들어도 돼요?",
        "rummikub-play",
    ),
    # a tile named after the play that is read ("아니 5 떼서", a second case asked)
    (
        "테이블에 노랑 4 5 6 7 있는데 7 떼서 빨7 파7 이랑 그룹 만들어도 돼? 아니 5 떼서",
        "rummikub-play",
    ),
    ("테이블에 파랑 1 2 3 4 5 있는데 5 빼서 다른 데 써도 돼? 시간 초과되면?", "rummikub-take-out"),
    # the first turn, or a set laid several times: not the set's validity alone
    ("첫턴에 빨강 8 9 10 세 번 내도 돼?", "rummikub-set"),
    ("첫턴에 빨강 8 9 10 세 번 내도 돼?", "rummikub-initial-meld"),
    ("빨강 7 8 9 세 번 내도 돼?", "rummikub-set"),
    ("빨강 7 8 9 두 번 내도 돼?", "rummikub-set"),
    ("빨강 7 8 9 네 장 세트 돼?", "rummikub-set"),
    ("첫턴에 빨강 10 11 12 내고 파랑 5 붙여도 돼?", "rummikub-set"),
    ("첫턴에 빨강 3 4 5에 빨강 6 붙일 수 있어?", "rummikub-set"),
    ("맨 처음에 빨강 7 8 9 내도 돼?", "rummikub-set"),
    ("첫 수로 빨강 7 8 9 내도 돼?", "rummikub-set"),
    ("게임 시작하고 바로 빨강 7 8 9 내도 돼?", "rummikub-set"),
    # the joker would have to move for the tile added: not plain
    ("루미큐브 테이블에 빨5 조커 7 에 빨 6 붙일수 있음?", "rummikub-set"),
    # the time-out: the table not broken, or no pool to draw from
    ("시간 다 됐는데 세트가 엉망이 아니면 어떻게 돼?", "rummikub-timeout"),
    ("시간 초과됐는데 테이블이 엉망은 아니야 몇 장 먹어?", "rummikub-timeout"),
    ("시간 초과됐는데 아무것도 못 냈고 더미가 없으면 몇 장 먹어?", "rummikub-timeout"),
    # not the one who went out; more others than racks named
    ("내가 안 이겼고 A는 12, B는 5 남았어 내 점수는?", "rummikub-went-out"),
    ("내가 못 이겼고 A는 12, B는 5 남았어 내 점수는?", "rummikub-went-out"),
    ("내가 다 냈어. 상대 받침대에 5, 9 남았고 상대 둘이야 나 몇 점?", "rummikub-went-out"),
    ("내가 이겼고 친구 받침대에 12 남았어 몇 점? 친구 두 명이야", "rummikub-went-out"),
]


test_read = reads_test("rummikub", READ, named=False)
test_not_read_as = not_read_as_test("rummikub", NOT_READ, named=False, unasked=True)


def test_the_verdicts_cite_rummikub_entries() -> None:
    found = assert_cites_entries("rummikub", page_readings(READ, "rummikub"), some=True)
    assert_kinds_listed("rummikub", (f.kind for f in found))
