"""Indigo's computed answers, twenty-third round (probe): new questions a first-time player types
(a tie-break told from one side only, three players' points, the tie rule claimed in general,
who scores a gem the asker sends out, guesses on a hand's points, draws claimed), checked by hand
against the rules and the engine. Misreads found, fixed:

- level points said of both, the one holding more gems said ("둘 다 10점인데 보석은 내가 더
  많아 누가 이겨?", "우리 둘다 11점인데 보석은 친구가 더 많아", "점수는 같은데 보석은 친구가 더
  많아"): not read (the other side unnamed); now the one with more gems wins, the other being
  the asker's opponent (the asker, of a friend or family said), when the box's gems make the
  points (a claim names the other: "… 친구가 이기는거지?" 아니요). Said by the count's word
  ("보석 개수는 내가 더 많아": 석 of 보석 개 was read as a count, three) or with the other side's
  보다 ("보석은 내가 친구보다 더 많아"): now read too;
- three or four sides' points ("나 12점 친구 11점 동생 10점이면 누가 이겨?", "A 10점 B 9점 C
  8점 누가 이김"): not read; now the highest alone wins, in a game of that many (a count said
  otherwise, the top level, or points no gems of that game make stay unread);
- the game named with 에서 before the points ("나빗길에서 나 12점 친구 11점인데 누가 이겨?"): not
  read (the 에서 left over); now the name is taken out whole;
- the tie rule claimed with the gems said to differ ("점수는 같은데 보석 개수가 다르면 많은 쪽이
  이기는거 맞죠?", "… 차이나면 많은 사람이 우승 맞지"): not read; now 네/아니요 by the engine's
  ranking;
- level points with no number, each side's gems counted ("점수는 같은데 나는 보석 6개 친구는
  5개면 누가 이겨?", "동점인데 나 보석 7개 친구 6개 누가 이김"): not read; now the gems decide,
  by the engine's ranking of hands making some same points (none: "보석 13개", unread);
- the asker said to score nothing from a gem sent into another's gateway ("내가 놓은 타일로 상대
  출구에 보석 보내면 나는 점수 없지?"): not read; now 네 (아니요 of the asker's own gateway). Asked
  to score ("… 내가 점수 받아?", "… 내가 점수 받는다던데"): the owner with no 아니요; now 아니요.
  Asked in the negative ("나 점수 못 받지?"): uncoloured; now coloured by the plain statement
  (the asker takes it), like every question asked in the negative. "나는 점수 없지? 상대만
  받아?" was 아니요 (read as the asker asking to take it); now 네;
- an owner of a shared gateway said to score nothing ("3인 게임에서 내 타일로 나랑 동생 같이
  쓰는 게이트로 사파이어 보내면 나는 점수 없지?"): 네, both owners take one — a yes to the claim
  while denying it; now 아니요. A third player said to score nothing ("… 동생은 점수 없지?"): now
  네, the two owners alone;
- the asker named second of a shared gateway's owners ("내가 놓은 타일로 친구랑 나 공유 게이트로
  보석 나가면 나도 받지?"): not read (the asker was taken for neither owner); now both owners;
- a hand's points asked, then guessed ("에메랄드 두개랑 사파이어 하나면 몇점이야? 7점 맞지?"), or
  counted by the asker ("… 내가 계산하기로 5점인데 맞아?", "제가 세어보니 9점인데 맞나요?"): not
  read; now the guess checked;
- a draw claimed of two hands with 비긴 or 무승부 ("나 에메랄드 2개 친구 호박 4개면 비긴거 맞지?",
  "… 무승부?"): not read (비긴 and 무승부 were no question of points); now 네/아니요.

Found but left alone: "사파이어 세개면 9점?" already gets the one-player limit with no 네/아니요
(the house's answer for a hand that cannot be held); "사파이어는 몇점이고 보석 부딪히면 어떻게
돼?" (two questions) answers the collision only; "상대방은 사파이어 1개 호박 2개고 나는 에메랄드
2개면 내가 지는 거야?" (a loss claimed) and "나 사파이어 1개 친구 호박 2개면 친구가 지지?" are not
read; "내가놓은타일로상대출구에보석보내면나는점수없지" (no spaces at all) is not read; "내가 타일
놨는데 보석이 내 게이트로 나가면 내가 받지?" and "상대 타일로 내 출구로 사파이어 나가면 나 3점
맞지?" are not read; "점수는 같은데 보석 개수가 다르면 누가 이겨?" and "둘 다 10점인데 보석 수도
같으면 누가 이겨?" are not read. The new unread rows below guard the new readings (unread at
the start too)."""

from __future__ import annotations

from .computed_cases import cites_test, kinds_test, reads_nothing_test, reads_test, yes_no_test

READ: list[tuple[str, str, str, bool | None]] = []

# level points said of both (or with no number), the one holding more gems said: that one wins
# (was: not read)
ONE_SIDE = [
    ("둘 다 10점인데 보석은 내가 더 많아 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    (
        "우리 둘다 11점인데 보석은 친구가 더 많아 누가 이김?",
        "indigo-score",
        "친구가 이깁니다",
        None,
    ),
    (
        "둘 다 9점인데 보석 내가 더 많으면 내가 이기는거지?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
    (
        "둘 다 9점인데 보석 내가 더 많으면 친구가 이기는거지?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    ("둘 다 12점인데 동생이 보석 더 많아. 누가 이겨?", "indigo-score", "동생이 이깁니다", None),
    ("둘 다 10점인데 내가 보석 더 적어 누가 이겨?", "indigo-score", "상대가 이깁니다", None),
    (
        "둘 다 10점인데 보석은 내가 더 많아 무승부야?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "둘 다 10점인데 보석은 내가 더 많아요 그럼 제가 이기는 거죠?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
    (
        "둘 다 10점이고 보석은 상대방이 더 많아 누가 이겨?",
        "indigo-score",
        "상대방이 이깁니다",
        None,
    ),
    ("둘 다 3점인데 보석은 내가 더 많아 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    (
        "나빗길에서 둘 다 10점인데 보석은 내가 더 많아 누가 이겨?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    ("점수는 같은데 보석은 친구가 더 많아 누가 이겨?", "indigo-score", "친구가 이깁니다", None),
    ("점수 같은데 내가 보석 더 많아 누가 이김?", "indigo-score", "내가 이깁니다", None),
    ("동점인데 보석은 내가 더 적어 누가 이겨?", "indigo-score", "상대가 이깁니다", None),
    (
        "점수는 같은데 보석은 내가 더 많아 그럼 내가 이긴거지?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
]
READ += ONE_SIDE

# the gems said by their count's word, or the other side with 보다 (was: not read; "보석 개수" was
# taken for a count of gems, 석 a native three)
MORE_SAID = [
    ("둘 다 10점인데 보석 개수는 내가 더 많아 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    ("둘 다 10점인데 보석 개수가 내가 더 많아 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    (
        "둘 다 10점인데 보석은 나보다 친구가 더 많아 누가 이겨?",
        "indigo-score",
        "친구가 이깁니다",
        None,
    ),
    (
        "둘 다 10점인데 보석은 내가 친구보다 더 많아 누가 이겨?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    (
        "나 10점 친구 10점인데 보석은 친구가 나보다 더 많아 누가 이겨?",
        "indigo-score",
        "친구가 이깁니다",
        None,
    ),
    ("점수는 같은데 보석 수는 동생이 더 많아 누가 이겨?", "indigo-score", "동생이 이깁니다", None),
    (
        "나 10점 친구 10점인데 보석 수는 친구가 더 많아 누가 이겨?",
        "indigo-score",
        "친구가 이깁니다",
        None,
    ),
]
READ += MORE_SAID

# three or four sides' points (or the game named with 에서): the highest alone wins (was: not read)
THREE_SIDES = [
    ("나 12점 친구 11점 동생 10점이면 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    ("나 9점 친구 11점 동생 10점이면 누가 이겨?", "indigo-score", "친구가 이깁니다", None),
    ("민수 8점 지영 7점 철수 9점 누가 이김", "indigo-score", "철수가 이깁니다", None),
    (
        "나 12점 친구 11점 동생 10점이면 내가 이긴거 맞지?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
    (
        "나 12점 친구 11점 동생 10점이면 친구가 이긴대",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    ("3인인데 나 12점 친구 11점 동생 10점이면 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    ("A 10점 B 9점 C 8점 누가 이김", "indigo-score", "A가 이깁니다", None),
    ("a 10점 b 9점 c 8점 d 7점 누가 이겨?", "indigo-score", "A가 이깁니다", None),
    ("철수 10점, 영희 8점, 민지 6점이면 누가 우승?", "indigo-score", "철수가 이깁니다", None),
    ("나 10점 친구 9점 동생 8점인데 비긴거야?", "indigo-score", "아니요, 내가 이깁니다", False),
    ("나 12점이고 친구 11점 동생 10점이야 누가 1등?", "indigo-score", "내가 이깁니다", None),
    (
        "인디고 게임에선 나 9점 친구 8점 동생 7점이면 누가 이겨?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    ("나빗길에서 나 12점 친구 11점인데 누가 이겨?", "indigo-score", "내가 이깁니다", None),
]
READ += THREE_SIDES

# the tie-break claimed with the gems said to differ: 네/아니요 by the engine's ranking (was: not read)
TIE_RULE = [
    (
        "점수는 같은데 보석 개수가 다르면 많은 쪽이 이기는거 맞죠?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "점수 같은데 보석 수 다르면 보석 많은 사람이 이겨?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "점수 같은데 보석 갯수 다르면 적은 사람이 이긴대",
        "indigo-score",
        "아니요, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
    (
        "점수는 같은데 보석 개수가 다르면 비기는 거야?",
        "indigo-score",
        "아니요, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
    (
        "나빗길 점수 같은데 보석 차이나면 많은 사람이 우승 맞지",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "동점인데 보석 개수가 다르면 보석 적은 쪽이 이기는 거 아니야?",
        "indigo-score",
        "점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
]
READ += TIE_RULE

# level points said with no number, each side's gems counted: by the gems (was: not read)
LEVEL_COUNTS = [
    ("점수는 같은데 나는 보석 6개 친구는 5개면 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    ("나 보석 6개 친구 보석 5개인데 점수는 같아 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    ("동점인데 나 보석 7개 친구 6개 누가 이김", "indigo-score", "내가 이깁니다", None),
    (
        "점수가 똑같은데 나는 보석 4개 상대는 5개야 누가 이긴거야?",
        "indigo-score",
        "상대가 이깁니다",
        None,
    ),
    (
        "점수는 같은데 나는 보석 6개 친구는 5개면 내가 이기지?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
    (
        "점수는 같은데 나는 보석 6개 친구는 6개면 공동우승?",
        "indigo-score",
        "네, 공동 우승입니다",
        True,
    ),
    ("점수 같은데 민수 보석 3개 지영 보석 4개 누가 이겨", "indigo-score", "지영이 이깁니다", None),
]
READ += LEVEL_COUNTS

# the asker (or an owner) said to score nothing, or to score (was: not read, uncoloured, or 네 of an
# owner of the shared gateway)
EXITS = [
    (
        "내가 놓은 타일로 상대 출구에 보석 보내면 나는 점수 없지?",
        "indigo-exit",
        "네, 상대가 가져갑니다",
        True,
    ),
    (
        "제가 놓은 타일로 상대 게이트웨이로 사파이어가 나가면 저는 점수 없는거죠?",
        "indigo-exit",
        "네, 상대가 가져갑니다 (사파이어 3점)",
        True,
    ),
    (
        "친구가 놓은 타일로 내 게이트로 보석 나가면 나는 점수 없지?",
        "indigo-exit",
        "아니요, 내가 가져갑니다",
        False,
    ),
    (
        "내가 놓은 타일로 상대 게이트에 보석 보내면 내가 점수 받아?",
        "indigo-exit",
        "아니요, 상대가 가져갑니다",
        False,
    ),
    (
        "내가 놓은 타일로 상대 출구에 보석 보내면 내가 점수 받는다던데",
        "indigo-exit",
        "아니요, 상대가 가져갑니다",
        False,
    ),
    (
        "내가 타일 놔서 친구 게이트로 보석 나가면 나 점수 못 받지?",
        "indigo-exit",
        "친구가 가져갑니다",
        False,
    ),
    (
        "내가 놓은 타일로 친구 게이트로 에메랄드 나가면 난 아무것도 못받지?",
        "indigo-exit",
        "친구가 가져갑니다 (에메랄드 2점)",
        False,
    ),
    (
        "3인 게임에서 내 타일로 나랑 동생 같이 쓰는 게이트로 사파이어 보내면 나는 점수 없지?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 사파이어를 1개씩 받습니다 (3점씩)",
        False,
    ),
    (
        "3인인데 나랑 친구 공유 게이트로 에메랄드 나가면 친구는 점수 없지?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "3인인데 나랑 친구 공유 게이트로 에메랄드 나가면 동생은 점수 없지?",
        "indigo-shared-gateway",
        "네, 게이트웨이의 두 주인만 에메랄드를 1개씩 받습니다 (2점씩)",
        True,
    ),
    (
        "내가 놓은 타일로 상대 출구에 보석 보내면 나는 점수 없지? 상대만 받아?",
        "indigo-exit",
        "네, 상대가 가져갑니다",
        True,
    ),
    (
        "사파이어 1개 호박 2개면 내가 계산하기로 5점인데 맞아?",
        "indigo-score",
        "네, 5점입니다",
        True,
    ),
]
READ += EXITS

# the asker named second of a shared gateway's owners ("친구랑 나 공유 게이트"): was not read
ASKER_SECOND = [
    (
        "내가 놓은 타일로 친구랑 나 공유 게이트로 보석 나가면 나도 받지?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 보석을 1개씩 받습니다",
        True,
    ),
    (
        "3인인데 친구랑 나 공유 게이트로 에메랄드 나가면 나도 받아?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
        True,
    ),
    (
        "3인인데 동생이랑 나 같이 쓰는 게이트로 사파이어 나가면 나는 점수 없지?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 사파이어를 1개씩 받습니다 (3점씩)",
        False,
    ),
]
READ += ASKER_SECOND

# a hand's points asked then guessed, or counted by the asker: the guess checked (was: not read)
GUESSES = [
    ("에메랄드 두개랑 사파이어 하나면 몇점이야? 7점 맞지?", "indigo-score", "네, 7점입니다", True),
    ("호박 3개면 몇점이야? 3점 맞지?", "indigo-score", "네, 3점입니다", True),
    ("호박 3개면 몇점이야? 4점 아니야?", "indigo-score", "3점입니다", False),
    ("에메랄드 4개 호박 1개 제가 세어보니 9점인데 맞나요?", "indigo-score", "네, 9점입니다", True),
    (
        "나 에메랄드 2개 친구 호박 4개면 비긴거 맞지?",
        "indigo-score",
        "아니요, 친구가 이깁니다",
        False,
    ),
]
READ += GUESSES

# a draw claimed with 비긴 or 무승부 of two hands: 네/아니요 (was: not read)
DRAWS = [
    ("나 에메랄드 2개 친구 호박 3개면 무승부?", "indigo-score", "아니요, 내가 이깁니다", False),
    ("나 호박 2개 친구 에메랄드 1개면 비긴거지?", "indigo-score", "아니요, 내가 이깁니다", False),
    ("나 호박 2개 친구 호박 2개면 비긴 거 맞지?", "indigo-score", "네, 공동 우승입니다", True),
]
READ += DRAWS

# what looks concrete but the engine cannot decide: unread
UNREAD = [
    # 1 point of more gems than one; 20 points from a 2-player board of 19; a name of neither
    "둘 다 1점인데 보석은 내가 더 많아 누가 이겨?",
    "2인인데 둘 다 10점이고 보석은 내가 더 많아 누가 이겨?",
    "둘 다 10점인데 민수가 보석 더 많아 누가 이겨?",
    # a gem still to come
    "둘 다 10점인데 보석은 내가 더 많아 근데 친구가 사파이어 받으면?",
    "나 12점 친구 11점 동생 10점인데 동생이 사파이어 받으면 누가 이겨?",
    # the top level, a fourth unsaid, points no game's gems make
    "나 12점 친구 12점 동생 10점이면 누가 이겨?",
    "4인인데 나 12점 친구 11점 동생 10점이면 누가 이겨?",
    "나 15점 친구 14점 동생 13점이면 누가 이겨?",
    # gems no hand holds, three sides' gems, a name of neither
    "점수는 같은데 나는 보석 13개 친구는 5개면 누가 이겨?",
    "점수는 같은데 나 보석 6개 친구 5개 동생 4개면 누가 이겨?",
    "점수는 같은데 보석은 민수가 더 많아 누가 이겨?",
    # the other side said with 보다 is neither of the two
    "둘 다 10점인데 보석은 내가 민수보다 더 많아 누가 이겨?",
    "나 10점 친구 10점인데 보석은 친구가 동생보다 더 많아 누가 이겨?",
    # a gateway as a landmark; another's board, its gems unsaid
    "내가 놓은 타일로 상대 출구 옆으로 보석 보내면 나는 점수 없지?",
    "친구 보드에 보석 3개 있는데 그거 몇점?",
    # two others own the gateway: the asker named as neither
    "3인인데 민수랑 지영 공유 게이트로 에메랄드 나가면 나도 받아?",
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
test_still_unread = reads_nothing_test("indigo", UNREAD)


def test_the_counts() -> None:
    assert len(READ) == len({row[0] for row in READ}) == 71
    assert len(UNREAD) == len(set(UNREAD)) == 16
