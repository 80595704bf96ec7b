"""Rummikub situational questions from a twelfth probe: about 300 questions written from the
rules alone (whole turns told at length, two questions in one message, another player's move,
"why" and "what if not", claims in unusual words, 반말 and 존댓말, typos, facts left out), each
checked by hand against the rules. The misreads found are fixed and kept below, each with
phrasings other than the one that found it.

- the friends counted with a bare number ("친구 셋이랑 하면 더미 몇 장 남아?", "애들 둘이랑")
  were read as all the players ("3명 게임 … 더미에 64장"; "친구 넷이랑" as four, "친구 셋이랑
  하면 더미 64장 맞지?" as "네"), or not read ("친구 셋하고"); now the friends and the one
  asking, as "친구 3명이랑" was ("4명 게임 (친구 3명과 나) … 더미에 50장"; "친구 넷이랑": five,
  not for the base game). "친구 둘이서" (the two of them) is read as before."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_test,
    yes_no_test,
)

DEAL = "rummikub-deal"

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


test_the_kinds_are_listed = kinds_test("rummikub", READ_FRIENDS_COUNTED)
