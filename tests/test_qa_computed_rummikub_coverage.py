"""Rummikub situational questions a first-time player asks mid-game, read by the engine: the
classes of phrasing added after a coverage probe (a joker freed "with" a tile, a table tile
taken out for use elsewhere or taken by its number alone, a first meld on the first turn or
with the points the player counted, a turn over its time, racks listed with one verb), and
look-alikes that must not be read as those kinds (negations, corrections, another player's
move, two cases in one question, unknown racks, other games)."""

from __future__ import annotations

from .computed_cases import (
    assert_cites_entries,
    assert_kinds_listed,
    assert_yes_no_agrees,
    not_read_as_test,
    page_readings,
    reads_test,
)

# (question, kind, verdict): read, with the engine's verdict
READ = [
    # a table joker freed with one's own tile, said as "TILE(으)로 조커 빼"
    (
        "테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼 와도 돼?",
        "rummikub-play",
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    (
        "루미큐브 테이블에 빨10 파10 조커 그룹이 있는데 노랑10 으로 조커 가져올 수 있어?",
        "rummikub-play",
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    (
        "테이블 검3 검4 검5 조커 있는데 검6 으로 조커 바꿔도 돼?",
        "rummikub-play",
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    (
        "테이블에 빨강 5 조커 7 있는데 빨강 8로 조커 빼 와도 돼?",
        "rummikub-play",
        "아니요, 안 됩니다",
    ),
    (
        "그룹 빨3 파3 조커 에서 빨3 하나 더 넣어서 조커 빼도 돼?",
        "rummikub-play",
        "아니요, 안 됩니다",
    ),
    (
        "테이블 빨강 5 조커 7, 내 빨강 6으로 조커 빼도 돼?",
        "rummikub-play",
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    (
        "테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼 와서 다음 턴에 써도 돼?",
        "rummikub-play",
        "아니요, 빼 온 조커는 받침대에 둘 수 없습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    (
        "아직 등록 안 했는데 테이블에 빨강 5 조커 7 있고 빨강 6으로 조커 빼도 돼?",
        "rummikub-play",
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
    ),
    # a table tile taken out for use elsewhere: what stays must be sets
    (
        "테이블에 파랑 1 2 3 4 5 있는데 3만 빼서 다른 데 써도 돼?",
        "rummikub-take-out",
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
    ),
    (
        "테이블에 파랑 1 2 3 4 5 6 있는데 3 떼서 딴 데 붙여도 돼?",
        "rummikub-take-out",
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
    ),
    (
        "테이블에 파랑 1 2 3 4 5 있는데 파랑 5 빼서 다른 데 써도 돼?",
        "rummikub-take-out",
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
    ),
    (
        "테이블에 빨강 7 파랑 7 검정 7 노랑 7 있는데 빨강 7 빼서 다른 데 써도 돼?",
        "rummikub-take-out",
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
    ),
    # a table tile taken by its number alone, joined with one's own tiles
    (
        "테이블에 노랑 4 5 6 7 있는데 7 떼서 빨7 파7 이랑 그룹 만들어도 됨?",
        "rummikub-play",
        "네, 됩니다",
    ),
    (
        "테이블에 노랑 4 5 6 7 있는데 5 떼서 빨5 파5 랑 그룹 만들어도 돼?",
        "rummikub-play",
        "아니요, 남는 주황 4는 세트가 되지 않습니다",
    ),
    ("테이블에 파랑 4 5 6 7 있는데 7 떼서 파랑 8 9랑 만들어도 돼?", "rummikub-play", "네, 됩니다"),
    # one tile added to a table set: "붙일 수 있음", "하나 더 붙이면", "빨 8"
    (
        "테이블 파8 노8 검8 그룹에 파8 하나 더 붙이면 되나",
        "rummikub-set",
        "아니요, 세트가 되지 않습니다",
    ),
    ("루미큐브 테이블에 빨5 조커 7 에 빨 8 붙일수 있음?", "rummikub-set", "네, 세트가 됩니다"),
    ("빨강 3 4 5에 빨강 7 붙일 수 있어?", "rummikub-set", "아니요, 세트가 되지 않습니다"),
    ("빨 3 4 5 세트 돼?", "rummikub-set", "네, 세트가 됩니다"),
    # the first meld: on the first turn, or with the points the player counted
    (
        "루미큐브 첫턴에 빨강 10 파랑 10 검정 10 이랑 노랑 1 2 3 같이 내면 몇점?",
        "rummikub-initial-meld",
        "36점 (첫 등록이 됩니다)",
    ),
    (
        "첫 차례에 빨강 7 8 9 내도 돼?",
        "rummikub-initial-meld",
        "아니요, 24점이라 30점에 못 미칩니다",
    ),
    (
        "첫 턴에 조커 하나랑 빨강 12 13 내면 몇 점?",
        "rummikub-initial-meld",
        "36점 (첫 등록이 됩니다)",
    ),
    (
        "빨7 파7 노7 검7 그룹으로 첫 등록하면 28점이라 안 되지?",
        "rummikub-initial-meld",
        "28점이라 30점에 못 미칩니다",
    ),
    (
        "빨강 10 11 12 첫 등록 33점이니까 되지?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (33점)",
    ),
    # a turn over its time
    (
        "시간 초과됐는데 테이블 정리 못 했으면 어떻게 돼요?",
        "rummikub-timeout",
        "테이블을 되돌리고, 벌칙으로 3장을 가져옵니다",
    ),
    (
        "모래시계 다 떨어졌는데 테이블 정리하다가 끝났으면 몇 장 먹어?",
        "rummikub-timeout",
        "테이블을 되돌리고, 벌칙으로 3장을 가져옵니다",
    ),
    (
        "1분 동안 아무것도 못 내고 시간 다 되면 몇 장 먹어?",
        "rummikub-timeout",
        "더미에서 1장을 가져오고 차례가 끝납니다",
    ),
    # the others' racks listed with the verb said once
    (
        "4명이서 했는데 내가 이겼고 A는 12 남고 B는 조커 하나 C는 4랑 6 남았어. 내 점수는?",
        "rummikub-went-out",
        "+52점",
    ),
    ("내가 이겼고 A는 12, B는 조커, C는 4랑 6 남았어. 내 점수는?", "rummikub-went-out", "+52점"),
    ("3명이서 했는데 내가 이겼고 A는 12, B는 조커 남았어 내 점수는?", "rummikub-went-out", "+42점"),
]

# (question, kind): look-alikes that must not be read as that kind
NOT_READ = [
    # another player's move, two tiles offered, more jokers than the set has, another game
    ("테이블에 빨강 5 조커 7 있는데 상대가 빨강 6으로 조커 빼 갔어 그거 돼?", "rummikub-play"),
    ("테이블에 빨강 5 조커 7 있는데 빨강 6이나 빨강 8로 조커 빼도 돼?", "rummikub-play"),
    ("테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 2개 빼도 돼?", "rummikub-play"),
    ("테이블에 빨강 5 빨강 6 빨강 7 있는데 빨강 6으로 조커 빼도 돼?", "rummikub-play"),
    ("아줄 여름 별장 테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼도 돼?", "rummikub-play"),
    ("여름 별장에서 조커로 빨강 6 대신 내도 돼?", "rummikub-set"),
    ("아줄 빨강 7 8 9 조커 세트 돼?", "rummikub-set"),
    # a tile taken out: one's own tile filling the gap, two tiles, before the meld, a joker
    ("테이블에 파랑 1 2 3 4 5 있는데 3 빼서 내 파랑 3 넣고 다른 데 써도 돼?", "rummikub-take-out"),
    ("테이블에 파랑 1 2 3 4 5 있는데 3이랑 4 빼서 다른 데 써도 돼?", "rummikub-take-out"),
    ("테이블에 파랑 1 2 3 4 5 있는데 5 빼서 받침대에 가져가도 돼?", "rummikub-take-out"),
    ("첫 등록 전인데 테이블에 파랑 1 2 3 4 5 있는데 5 빼서 다른 데 써도 돼?", "rummikub-take-out"),
    ("테이블에 파랑 1 2 3 4 5 있는데 조커로 3 빼서 다른 데 써도 돼?", "rummikub-take-out"),
    ("테이블에 7 7 7 7 있는데 7 하나 빼서 다른 데 써도 돼?", "rummikub-take-out"),
    ("테이블에 파랑 4 5 6 7 있는데 7 빼서 다른 데 쓰고 파랑 8 붙여도 돼?", "rummikub-take-out"),
    # a tile taken by its number: which one is not plain, or the tiles are another player's
    ("테이블에 7 7 7 있는데 7 떼서 빨7 파7 이랑 그룹 만들어도 돼?", "rummikub-play"),
    ("테이블에 노랑 4 5 6 7 있는데 7 떼서 상대 빨7 파7 이랑 그룹 만들어도 돼?", "rummikub-play"),
    # the first meld: over two turns, two melds to choose from, points that are not the sum
    ("첫턴에 빨강 10 11 12 내고 다음 턴에 파랑 1 2 3 내면 몇 점?", "rummikub-initial-meld"),
    ("첫 등록 빨강 10 11 12 내고 다음 턴에 파랑 1 2 3 내면 몇 점?", "rummikub-initial-meld"),
    ("첫턴에 빨강 10 11 12 내면 30점 넘어? 아니면 빨강 9 10 11은?", "rummikub-initial-meld"),
    ("첫 등록 빨강 10 11 12 돼? 빨강 9 10 11은?", "rummikub-initial-meld"),
    ("빨7 파7 노7 검7 그룹으로 첫 등록하면 30점이라 되지?", "rummikub-initial-meld"),
    # ("… 29점이라 안 되지?": read since probe 22, the points put right beside the verdict)
    ("빨7 파7 노7 검7 그룹으로 첫 등록하면 28점 맞지? 아니 29점인가", "rummikub-initial-meld"),
    ("첫 턴에 뭐 내야 돼?", "rummikub-initial-meld"),
    # the time: neither case said, not over time, a correction, another game
    ("시간 초과하면 몇 장 먹어?", "rummikub-timeout"),
    ("루미큐브 time limit 넘기면 한 장 먹는 거 맞아?", "rummikub-timeout"),
    ("시간 초과 안 했는데 테이블 정리 못 했으면 어떻게 돼?", "rummikub-timeout"),
    ("시간 초과 되기 전에 아무것도 못 내면 몇 장?", "rummikub-timeout"),
    ("아 아니 시간 초과 아니고 그냥 아무것도 못 내면 몇 장?", "rummikub-timeout"),
    ("아줄에서 시간 다 됐는데 아무것도 못 냈으면 몇 장 뽑아?", "rummikub-timeout"),
    ("시간 초과됐는데 테이블 정리는 다 했으면 몇 장?", "rummikub-timeout"),
    ("루미큐브 한 턴 시간 제한 몇 분이야?", "rummikub-timeout"),
    # the racks: a player not named, a rack not known, a joker left unread, another's win
    ("4명이서 했는데 내가 이겼고 A는 12 남고 B는 5 남았어 내 점수는?", "rummikub-went-out"),
    ("3명이서 했는데 내가 이겼고 상대 하나는 5 8 남았어 내 점수?", "rummikub-went-out"),
    ("내가 이겼고 B는 조커 하나 C는 4 남았는데 D는 몰라 내 점수는?", "rummikub-went-out"),
    ("내가 다 냈어. 친구 받침대에 3 남고 동생은 조커 한 장 남았어 몇 점?", "rummikub-went-out"),
    ("A가 이겼고 B는 조커 하나 C는 4 남았어 나는 몇 점?", "rummikub-went-out"),
    # one tile more asked as a need, a count after a colour's syllable
    ("빨강 3 4 5에 파랑 6 하나 더 필요해?", "rummikub-set"),
    ("파 5개 있으면 세트 돼?", "rummikub-set"),
    ("주 3 4 5 되나?", "rummikub-set"),
]


test_read = reads_test("rummikub", READ, named=False)
test_not_read_as = not_read_as_test("rummikub", NOT_READ, named=False)


def test_the_verdicts_cite_rummikub_entries_and_listed_kinds() -> None:
    found = assert_cites_entries("rummikub", page_readings(READ, "rummikub"), some=True)
    assert_kinds_listed("rummikub", (f.kind for f in found))
    for answer in found:
        assert_yes_no_agrees(answer)
