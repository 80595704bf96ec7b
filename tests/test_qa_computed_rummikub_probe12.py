"""Rummikub situational questions from a twelfth probe: about 300 questions written from the
rules alone (whole turns told at length, two questions in one message, another player's move,
"why" and "what if not", claims in unusual words, 반말 and 존댓말, typos, facts left out), each
checked by hand against the rules. The misreads found are fixed and kept below, each with
phrasings other than the one that found it.

- the friends counted with a bare number ("친구 셋이랑 하면 더미 몇 장 남아?", "애들 둘이랑")
  were read as all the players ("3명 게임 … 더미에 64장"; "친구 넷이랑" as four, "친구 셋이랑
  하면 더미 64장 맞지?" as "네"), or not read ("친구 셋하고"); now the friends and the one
  asking, as "친구 3명이랑" was ("4명 게임 (친구 3명과 나) … 더미에 50장"; "친구 넷이랑": five,
  not for the base game). "친구 둘이서" (the two of them) is read as before;
- a joker and a bare 1 or 2 left at the end ("나 조커 2 남았는데 -60 맞지?": two jokers as
  "조커 2개" says, or a joker and a 2) were read as a joker and that tile ("아니요, −32점입니다";
  "동생은 조커 1 남았어" +31점); now not read. Jokers counted with 장/개 ("조커 2개", "조커 두
  장": −60점), a tile with its colour ("조커 파랑 2"), counted ("1 하나") or in a longer list
  ("조커 2 6") are read as before."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

DEAL = "rummikub-deal"
PENALTY = "rummikub-rack-penalty"

# -- friends counted with a bare number: the friends and the one asking (was all the players) --
READ_FRIENDS_COUNTED = [
    ("친구 셋하고 하면 더미에 몇 장 남아요?", DEAL, "한 사람 14장, 더미에 50장"),
    ("애들 둘이랑 하면 더미 몇 장 남아?", DEAL, "한 사람 14장, 더미에 64장"),
    ("친구 셋이랑 하면 더미 64장 맞지?", DEAL, "아니요, 한 사람 14장, 더미에 50장"),
    (
        "친구들 하나랑 하는데 처음에 몇 장씩 받고 더미에는 몇 장 남아?",
        DEAL,
        "한 사람 14장, 더미에 78장",
    ),
    ("친구 넷이랑 하면 더미에 몇 장 남아?", DEAL, "5명으로는 할 수 없습니다 (2~4명)"),
]
# the players counted together ("둘이서": the two of them), read as before
READ_PLAYERS_COUNTED = [
    ("친구 둘이서 하면 더미 몇 장 남아?", DEAL, "한 사람 14장, 더미에 78장"),
    ("친구랑 셋이서 하면 더미에 몇 장 남아?", DEAL, "한 사람 14장, 더미에 64장"),
]

test_read_friends_counted = reads_test("rummikub", READ_FRIENDS_COUNTED)
test_yes_no_friends_counted = yes_no_test("rummikub", READ_FRIENDS_COUNTED)
test_read_players_counted = reads_test("rummikub", READ_PLAYERS_COUNTED)
test_the_deal_cites_rummikub_entries = cites_test("rummikub", READ_FRIENDS_COUNTED)


# -- a joker and a bare 1 or 2 left: a count of jokers or a tile (was read as a tile) ---------
NOT_READ_JOKER_OR_COUNT = [
    # (was "−32점", "아니요, −32점입니다", "+31점", "−31점")
    "누나가 다 냈어요 저 조커 2 남았는데 몇 점 깎여요?",
    "형이 루미큐브 했는데 난 조커 2 남음 -60 맞지?",
    "내가 다 냈어 동생은 조커 1 남았어 나 몇 점 받아?",
    "엄마가 이겼어 나 조커 1 남았어 감점 얼마야?",
]
# the jokers counted with 장/개, or the tile plain: read as before
READ_JOKER_AND_TILE = [
    ("누나가 다 냈어요 저 조커 두 장 남았는데 몇 점 깎여요?", PENALTY, "−60점"),
    ("형이 이겼어 나 조커 2개 남았어 -60 맞지?", PENALTY, "네, −60점입니다"),
    ("친구가 다 냈어 나 조커 파랑 2 남았어 몇 점?", PENALTY, "−32점"),
    ("친구가 다 냈어 나 조커 2 6 남았어 몇 점?", PENALTY, "−38점"),
    ("엄마가 이겼어 나 조커 하나랑 1 하나 남았어 감점 얼마야?", PENALTY, "−31점"),
]

test_not_read_joker_or_count = reads_nothing_test("rummikub", NOT_READ_JOKER_OR_COUNT, unasked=True)
test_read_joker_and_tile = reads_test("rummikub", READ_JOKER_AND_TILE)
test_yes_no_joker_and_tile = yes_no_test("rummikub", READ_JOKER_AND_TILE)


test_the_kinds_are_listed = kinds_test("rummikub", READ_FRIENDS_COUNTED, READ_JOKER_AND_TILE)
