"""Indigo's computed answers, nineteenth round: new questions a first-time player types (the
last gem told as one left then leaving, the collided gems' points denied, claims heard or
asked in the negative), checked by hand against the rules. Misreads found, fixed:

- the collided gems' taking denied right after its verb ("충돌한 보석은 점수 받지 않는 거지?",
  "에메랄드랑 호박 부딪히면 점수 받지 않는 거죠?"): the denial read as a taking claimed, coloured
  false (the rule itself judged wrong); now coloured true, the plain statement being the rule
  ("점수 받지 않아?", the rhetorical negative at the question's end, still asks the taking);
- the taking denied before its verb ("보석 부딪히면 둘 다 점수 못 받지?", "부딪힌 보석은 아무도
  안 가져가지?", "점수 못 받는 거 맞아?"): no colour, neither claim read; now coloured true;
- the board's one gem said to remain, then that very gem said to leave ("보석 하나 남았는데
  그거 나가면 끝나는 거지?", "보석 한 개 남았는데 그게 나가면 게임 끝나죠?", "… 그게 나가면
  계속해?", "… 끝난대"): not read (a gem said to remain, then what becomes of it, was declined
  whole); now the last gem gone: 네/아니요, the game ends. A place or a kind said ("중앙에 보석
  하나 남았는데 …", "호박 하나 남았는데 …") leaves the board's other gems unsaid and stays
  unread, as does the gem sent to a gateway ("그게 친구 게이트로 나가면").

Found but left alone: the shared layer drops 네 from a confirmation whose statement is itself
negative ("보석끼리 충돌하면 점수 못 받는 거 맞아?" shows the plain statement, coloured true);
numbered gateways' seats said by number and 은/는 and denied ("2인 게임 3번 게이트로 호박
나가면 2번은 받지 않는 거지?": no colour); bare names with points and gems ("민수 10점 지영
10점인데 보석은 민수 5개 지영 6개 누가 이겨?") and two claims in one message ("4인이면 게이트
전부 공유고 한 사람당 3개지?") stay unread."""

from __future__ import annotations

from .computed_cases import cites_test, kinds_test, reads_nothing_test, reads_test, yes_no_test

READ: list[tuple[str, str, str, bool | None]] = []

_GONE = "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다"

# the collided gems' taking denied, after or before its verb: coloured true (was: false, or no
# colour)
COLLISION_DENIED = [
    ("충돌한 보석은 점수 받지 않는 거지?", "indigo-collision", _GONE, True),
    ("충돌한 보석은 아무도 점수 받지 않는 거 맞죠?", "indigo-collision", _GONE, True),
    ("보석 부딪히면 둘 다 점수 못 받지?", "indigo-collision", _GONE, True),
    ("부딪힌 보석은 아무도 안 가져가지?", "indigo-collision", _GONE, True),
    ("보석끼리 충돌하면 점수 못 받는 거 맞아?", "indigo-collision", _GONE, True),
    ("두 보석이 부딪치면 점수는 안 받는 거지?", "indigo-collision", _GONE, True),
    ("보석 두개 충돌하면 아무도 못 가져가는 거지?", "indigo-collision", _GONE, True),
    ("에메랄드랑 호박 부딪히면 점수 받지 않는 거죠?", "indigo-collision", _GONE, True),
    ("보석 충돌하면 점수 안 받는 거 맞음?", "indigo-collision", _GONE, True),
]
READ += COLLISION_DENIED

# the board's one gem said to remain, then that one leaving: the game ends (was: not read)
ONE_LEFT = [
    ("보석 하나 남았는데 그거 나가면 끝나는 거지?", "indigo-end", "네, 게임이 끝납니다", True),
    ("보석 한 개 남았는데 그게 나가면 게임 끝나죠?", "indigo-end", "네, 게임이 끝납니다", True),
    ("보석 하나 남았는데 그게 나가면 계속해?", "indigo-end", "아니요, 게임이 끝납니다", False),
    ("보석 하나 남았는데 그거 나가면 끝나는 거 아니야?", "indigo-end", "게임이 끝납니다", True),
    ("보석 하나 남았는데 그거 나가면 끝난대", "indigo-end", "네, 게임이 끝납니다", True),
    ("보석 1개 남았는데 그게 나가면 끝이야?", "indigo-end", "네, 게임이 끝납니다", True),
    ("보석이 하나 남았는데 그거 빠지면 게임 끝?", "indigo-end", "네, 게임이 끝납니다", True),
    (
        "보드에 보석 하나만 남았는데 그게 나가면 게임 끝나요?",
        "indigo-end",
        "네, 게임이 끝납니다",
        True,
    ),
    (
        "보석 하나 남았는데 그게 나가면 게임 계속한대",
        "indigo-end",
        "아니요, 게임이 끝납니다",
        False,
    ),
    ("보석 하나 남았는데 그거 나가면 끝이라던데", "indigo-end", "네, 게임이 끝납니다", True),
]
READ += ONE_LEFT

# what looks concrete but leaves the board's other gems, or the winner, unsaid: still unread
UNREAD = [
    "중앙에 보석 하나 남았는데 그거 나가면 끝나?",
    "호박 하나 남았는데 그거 나가면 끝나?",
    "보석 하나 남았는데 그게 친구 게이트로 나가면 끝나?",
    "보석 하나 남았는데 그거 나가면 누가 이겨?",
    "민수 10점 지영 10점인데 보석은 민수 5개 지영 6개 누가 이겨?",
    "4인인데 보석이 친구 게이트로 나갔어 친구 거 맞지?",
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
test_still_unread = reads_nothing_test("indigo", UNREAD)


def test_the_counts() -> None:
    assert len(READ) == len({row[0] for row in READ}) == 19
