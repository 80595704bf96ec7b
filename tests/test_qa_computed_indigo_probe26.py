"""Indigo's computed answers, twenty-sixth round: the board's last gem said to go *into* a
gateway (게이트로 들어가면, 관문에 들어갔는데) rather than out of the board (나가면), found by a
blind tuning question (set 29): "보드에 보석이 사파이어 1개만 남았는데 그게 게이트로 들어가면
타일이 20장 남았어도 바로 끝나요?" was answered "아니요, 아직 끝나지 않습니다" — the one gem said
to remain was read, its going in was not, and the card said the game goes on. A gem entering a
gateway leaves the board, as one going out does; the board's gems said with their kind (보석이
사파이어 1개만 남았는데) are still the board's. Checked by hand against the rules (the game ends
the moment no gem is left on the board, tiles left or not).

Found beside it, fixed:

- the round claimed to be played out before the end ("마지막 보석이 관문으로 빠져서 보드에 보석이
  하나도 없으면 남은 사람 차례까지 다 돌고 끝내는 거죠?", set 28): "네, 게임이 끝납니다", a yes to
  the turns played out; now 아니요, the game ends there and then, no turns after;
- 관문, the Korean edition's word for a gateway, was no word of the readers: "관문은 몇 개예요?"
  unread, and "나빗길 관문은 판에 총 몇 개 있어요? 길 타일 깔아서 보석 보내는 곳이요" (set 29)
  answered with the board's twelve gems (the gems of the sentence after it counted); now a
  gateway, the first read, the second unread (the gems said of it)."""

from __future__ import annotations

from .computed_cases import cites_test, kinds_test, reads_nothing_test, reads_test, yes_no_test

_ENDS = "네, 게임이 끝납니다"

READ: list[tuple[str, str, str, bool | None]] = [
    (
        "보드에 보석이 사파이어 1개만 남았는데 그게 게이트로 들어가면 타일이 20장 남았어도 바로 끝나요?",
        "indigo-end",
        _ENDS,
        True,
    ),
    ("보석 하나 남았는데 그게 관문에 들어가면 끝?", "indigo-end", _ENDS, True),
    ("보석 한 개 남았는데 그게 게이트웨이로 들어가면 게임 끝나요?", "indigo-end", _ENDS, True),
    (
        "마지막 보석이 관문에 들어갔는데 타일 남았으면 계속해요?",
        "indigo-end",
        "아니요, 게임이 끝납니다",
        False,
    ),
    ("보석이 호박 하나만 남았는데 그게 출구로 들어가면 끝나요?", "indigo-end", _ENDS, True),
    # one of two said to go in: the other is still on the board
    (
        "보석 두 개 남았는데 하나가 게이트로 들어가면 끝나요?",
        "indigo-end",
        "아니요, 아직 끝나지 않습니다",
        False,
    ),
]

# the round claimed to be played out first: the game ends there and then
READ += [
    (
        "마지막 보석이 관문으로 빠져서 보드에 보석이 하나도 없으면 남은 사람 차례까지 다 돌고 끝내는 거죠?",
        "indigo-end",
        "아니요, 남은 차례를 돌지 않고 그 자리에서 끝납니다",
        False,
    ),
    (
        "나빗길 마지막 보석 나가면 한 바퀴 다 돌고 끝나요?",
        "indigo-end",
        "아니요, 남은 차례를 돌지 않고 그 자리에서 끝납니다",
        False,
    ),
    (
        "마지막 보석이 나가면 나머지 사람도 한 번씩 하고 끝나?",
        "indigo-end",
        "아니요, 남은 차례를 돌지 않고 그 자리에서 끝납니다",
        False,
    ),
]

# 관문 is a gateway
READ += [
    ("나빗길 관문은 몇 개예요?", "indigo-gateways", "6개", None),
    (
        "3인이면 관문 어떻게 나눠요?",
        "indigo-gateways",
        "한 사람이 1개는 혼자, 2개는 함께 가집니다",
        None,
    ),
]

# not told whose gateway, or that it went in at all: still unread; gems said only of a place
# described (보석 보내는 곳: the gateways, typed as 초성 and so unknown to the reader) are not
# what is counted (was: the board's twelve gems)
UNREAD = [
    "ㄱㅁ은 판에 총 몇 개 있어요? 길 타일 깔아서 보석 보내는 곳이요",
    "나빗길 관문은 판에 총 몇 개 있어요? 길 타일 깔아서 보석 보내는 곳이요",
    "보석 하나 남았는데 그게 친구 게이트로 들어가면 끝나?",
    "보석이 아직 게이트에 안 들어갔는데 끝나요?",
    "호박 하나 남았는데 그거 관문에 들어가면 끝나?",
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
test_still_unread = reads_nothing_test("indigo", UNREAD)
