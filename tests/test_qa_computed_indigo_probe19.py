"""Indigo's computed answers, nineteenth round: new questions a first-time player types (the
last gem told as one left then leaving, the collided gems' points denied, claims heard or
asked in the negative), checked by hand against the rules. Misreads found, fixed:

- the collided gems' taking denied right after its verb ("충돌한 보석은 점수 받지 않는 거지?",
  "에메랄드랑 호박 부딪히면 점수 받지 않는 거죠?"): the denial read as a taking claimed, coloured
  false (the rule itself judged wrong); now coloured true, the plain statement being the rule
  ("점수 받지 않아?", the rhetorical negative at the question's end, still asks the taking);
- the taking denied before its verb ("보석 부딪히면 둘 다 점수 못 받지?", "부딪힌 보석은 아무도
  안 가져가지?", "점수 못 받는 거 맞아?"): no colour, neither claim read; now coloured true;
- a numbered gateway's seat said not to take the gem, the denial after the verb ("2인 게임
  3번 게이트로 호박 나가면 2번 플레이어는 받지 않는 거지?", "… 2번 플레이어는 가져가지
  못하지?"), or both owners ("… 둘 다 받지 않는 거지?"): coloured as the rhetorical "받지
  않아?", i.e. by the seat taking it (false for the true denial); now coloured by the truth of
  the denial ("받지 않아?" at the end still asks the taking). Both owners denied of a gateway
  one player owns ("3인 게임 1번 게이트로 사파이어 나가면 두 사람 모두 받지 않는 거 맞아?",
  was coloured false) stays unread: "neither" or "not both" is not told;
- whose points said before the hand or just before the points claimed ("내 점수 호박 3개
  에메랄드 2개면 7점 맞지?", "호박 4개 사파이어 1개면 내 점수 8점 아니야?", "제 점수는 …"):
  not read, the word 점수 taken for a question asked before the claim; now the hand's total,
  네/아니요 (asked in the negative, the plain statement coloured);
- the centre's sapphire claimed to come out after its emeralds, or last ("에메랄드 5개 다 나간
  뒤에 사파이어 나오는 거 맞지?", "에메랄드 다 나가야 사파이어 나와?", "사파이어는 중앙에서
  마지막에 나오지?"): not read; now 네 by the order the engine frees the centre's gems (asked in
  the negative, the plain statement coloured true; heard denied, "… 아니래", 아니요). The
  emeralds sent through gateways, or a count the centre does not hold, stay unread;
- the end said as a noun and asked to confirm ("보석 다 나가면 게임 끝 맞죠?", "인디고 보석 다
  나가면 엔딩?", "타일 더미 다 떨어지면 게임 끝 맞지?"): not read (no word of ending found);
  now 네/아니요 ("게임 끝 아니지?" stays unread: which statement is claimed is not plain);
- the board's one gem said to remain, then that very gem said to leave ("보석 하나 남았는데
  그거 나가면 끝나는 거지?", "보석 한 개 남았는데 그게 나가면 게임 끝나죠?", "… 그게 나가면
  계속해?", "… 끝난대"): not read (a gem said to remain, then what becomes of it, was declined
  whole); now the last gem gone: 네/아니요, the game ends. A place or a kind said ("중앙에 보석
  하나 남았는데 …", "호박 하나 남았는데 …") leaves the board's other gems unsaid and stays
  unread, as does the gem sent to a gateway ("그게 친구 게이트로 나가면").

Found but left alone: the shared layer drops 네 from a confirmation whose statement is itself
negative ("보석끼리 충돌하면 점수 못 받는 거 맞아?" shows the plain statement, coloured true);
a numbered gateway's seat said by its number and 은/는 ("2인 게임 3번 게이트로 호박
나가면 2번은 받지 않는 거지?": the plain statement, no colour, the 2번 read as tokens told); bare names with points and gems ("민수 10점 지영
10점인데 보석은 민수 5개 지영 6개 누가 이겨?": read since probe 20) and two claims in one message ("4인이면 게이트
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

# a numbered gateway's seat, or both its owners, said not to take the gem, the denial after the
# verb: coloured by the truth of the denial (was: coloured as the rhetorical "받지 않아?")
SEAT_DENIED = [
    (
        "2인 게임 3번 게이트로 호박 나가면 2번 플레이어는 받지 않는 거지?",
        "indigo-exit",
        "1번 플레이어가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "2인 게임 2번 게이트로 사파이어 나가면 2번 플레이어는 가져가지 못하지?",
        "indigo-exit",
        "2번 플레이어가 가져갑니다 (사파이어 3점)",
        False,
    ),
    (
        "4인 게임 1번 게이트로 사파이어 나가면 3번 플레이어는 받지 않는 거 맞지?",
        "indigo-exit",
        "1·2번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        True,
    ),
    (
        "3인 게임 6번 게이트로 에메랄드 나가면 둘 다 받지 않는 거지?",
        "indigo-exit",
        "2·3번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "2인 게임 1번 게이트로 에메랄드 나가면 1번 플레이어는 받지 않는 거죠?",
        "indigo-exit",
        "1번 플레이어가 가져갑니다 (에메랄드 2점)",
        False,
    ),
    (
        "2인에서 4번 게이트로 호박 나가면 1번 플레이어는 받지 못하는 거지?",
        "indigo-exit",
        "2번 플레이어가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "4인 게임 2번 게이트로 호박 나가면 두 번째 플레이어는 받지 않는 거지?",
        "indigo-exit",
        "2·3번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        False,
    ),
]
READ += SEAT_DENIED

# whose points said before the hand or the points claimed: the hand's total confirmed (was:
# not read, "점수" taken for a second question)
POINTS_HEADING = [
    ("내 점수 호박 3개 에메랄드 2개면 7점 맞지?", "indigo-score", "네, 7점입니다", True),
    ("점수 호박 3개 에메랄드 2개면 7점 맞지?", "indigo-score", "네, 7점입니다", True),
    ("호박 3개 에메랄드 2개면 내 점수 7점 맞지?", "indigo-score", "네, 7점입니다", True),
    ("내 점수 호박 3개 에메랄드 2개면 6점 맞지?", "indigo-score", "아니요, 7점입니다", False),
    ("내 점수 사파이어 1개 호박 2개면 5점이래", "indigo-score", "네, 5점입니다", True),
    ("제 점수는 에메랄드 3개 호박 1개니까 7점 맞나요?", "indigo-score", "네, 7점입니다", True),
    ("호박 4개 사파이어 1개면 내 점수 8점 아니야?", "indigo-score", "7점입니다", False),
]
READ += POINTS_HEADING

# the centre's sapphire claimed to come out after its emeralds, or last: 네 by the engine's
# order (was: not read)
_LAST = "사파이어는 중앙의 에메랄드 5개가 모두 나온 뒤 마지막으로 나옵니다"
SAPPHIRE_LAST = [
    ("에메랄드 5개 다 나간 뒤에 사파이어 나오는 거 맞지?", "indigo-centre", f"네, {_LAST}", True),
    ("에메랄드 다 나가야 사파이어 나와?", "indigo-centre", f"네, {_LAST}", True),
    ("사파이어는 에메랄드 다 나간 다음에 나오지?", "indigo-centre", f"네, {_LAST}", True),
    ("사파이어는 중앙에서 마지막에 나오지?", "indigo-centre", f"네, {_LAST}", True),
    ("사파이어 중앙에서 마지막에 나오는 거 맞아?", "indigo-centre", f"네, {_LAST}", True),
    ("에메랄드 다섯개 다 나오고 나서 사파이어 나오는 거지?", "indigo-centre", f"네, {_LAST}", True),
    ("에메랄드 모두 나간 후에 사파이어 나온대", "indigo-centre", f"네, {_LAST}", True),
    ("에메랄드 다 나간 뒤에 사파이어 나오는 거 아니야?", "indigo-centre", _LAST, True),
    ("사파이어는 중앙에서 맨 마지막에 나와요?", "indigo-centre", f"네, {_LAST}", True),
    ("에메랄드 다 나간 뒤에 사파이어 나오는 거 아니래", "indigo-centre", f"아니요, {_LAST}", False),
    (
        "나빗길 사파이어는 에메랄드 다 빠진 다음에 나오는 거 맞죠?",
        "indigo-centre",
        f"네, {_LAST}",
        True,
    ),
]
READ += SAPPHIRE_LAST

# the end said as a noun and asked to confirm: 네/아니요 (was: not read)
END_NOUN = [
    ("보석 다 나가면 게임 끝 맞죠?", "indigo-end", "네, 게임이 끝납니다", True),
    ("보석 다 나가면 끝 맞지?", "indigo-end", "네, 게임이 끝납니다", True),
    ("인디고 보석 다 나가면 엔딩?", "indigo-end", "네, 게임이 끝납니다", True),
    ("보석이 다 없어지면 엔딩이야?", "indigo-end", "네, 게임이 끝납니다", True),
    (
        "타일 더미 다 떨어지면 게임 끝 맞지?",
        "indigo-end",
        "아니요, 더미가 떨어져도 보드에 보석이 남아 있으면 끝나지 않습니다",
        False,
    ),
    ("보석 하나 남았는데 그거 나가면 게임 끝 맞지?", "indigo-end", "네, 게임이 끝납니다", True),
]
READ += END_NOUN

# what looks concrete but leaves the board's other gems, or the winner, unsaid: still unread
UNREAD = [
    # a gateway one player owns: "neither of the two" or "not both" is not told
    "3인 게임 1번 게이트로 사파이어 나가면 두 사람 모두 받지 않는 거 맞아?",
    "중앙에 보석 하나 남았는데 그거 나가면 끝나?",
    "호박 하나 남았는데 그거 나가면 끝나?",
    "보석 하나 남았는데 그게 친구 게이트로 나가면 끝나?",
    "보석 하나 남았는데 그거 나가면 누가 이겨?",
    "4인인데 보석이 친구 게이트로 나갔어 친구 거 맞지?",
    # (points alone, no gems nor player count, "나 12점 친구 10점이면 내가 이긴 거 맞지?": read
    # since probe 22, the higher points winning whatever the gems, in a game of more players)
    # the emeralds said to leave through gateways, or a count the centre does not hold
    "에메랄드 다 게이트로 나간 뒤에 사파이어 나와?",
    "에메랄드 3개 다 나간 뒤에 사파이어 나오지?",
    "보석 다 나가도 게임 끝 아니지?",
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
test_still_unread = reads_nothing_test("indigo", UNREAD)


def test_the_counts() -> None:
    assert len(READ) == len({row[0] for row in READ}) == 50
