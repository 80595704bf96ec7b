"""Indigo's computed answers, twenty-first round (probe): new questions a first-time player types
(the declines round 21 found, voice-typed points, a value added after the question mark, a
name ending in 다, a player count said before the centre's order), checked by hand against the
rules and the engine. Misreads found, fixed:

- the gems said before their owners, with no particle or after 이고 ("민수 9점 지영 9점인데 보석
  민수 4개 지영 5개면 누가 이겨?", "… 9점이고 보석은 민수 4개 지영 5개. 누가 이김?"): not read (a
  bare name after "보석 " or "이고 보석은" was taken for none); now the tie broken by the gems, or
  the higher points;
- the centre's order claimed after a player count said first ("2인이면 가운데 보석 타일에서
  사파이어가 제일 먼저 나와?", "2인이면 가운데서 사파이어 마지막에 나오지?"): not read (the
  count's digit declined it); now 네/아니요 by the engine's centre order, which no count changes;
- the tie-break claimed with 1등 or 1위 ("점수 같고 보석 갯수도 같으면 공동 1등?", "동점이면 보석
  많은 사람이 1등이지?"): not read (the 1 declined it); now 네/아니요 (heard denied, "… 공동 1위
  아니래": 아니요);
- a second gem's value added after the question mark with no mark of its own ("에메랄드 2점
  맞지? 호박은 1점이고"): not read; now both values checked, 네 when both hold;
- a bare two-syllable name ending in 다 ("하늘 9점 바다 9점인데 하늘 보석 4개 바다 5개면 누가
  이겨?"): not read (any name ending in 다 was taken for a verb); now read unless its first
  syllable makes a verb or a word ("했다", "둘다", "하다" stay none);
- points said in words, as voice typing gives them ("둘 다 아홉 점인데 나는 보석 다섯 개 친구는
  네 개면 누가 이겨?", "지금 일곱 점인데 사파이어 받으면 열 점이지?"), or "N점 대 N점이면" for a
  tie ("아홉 점 대 아홉 점이면 보석 많은 사람이 이기지?"): not read; now read as digits, the
  same points on both sides as a tie.

Found but left alone: "2인이면 나 12점 동생 11점이고 보석은 나 6개 동생 7개. 누가 이김?" stays
unread, rightly: with two players the board's gems make 19 points in all, so 12 and 11 cannot
both be held; "10점 대 9점이면 보석 많은 사람이 이기지?" (points differing, the gems claimed) stays
unread; "나 12점 친구 11점인데 누가 이겨?" (points only, no gems) is not read; "게이트로 나간 보석은
그 게이트 주인이 가져가는 거 맞지? 타일 놓은 사람이 아니고" (a remark after the claim) is not
read; the shared layer keeps 네/아니요 off a claim asked in the negative ("에메랄드 3점
아니지?": the plain value, no colour), as the house decided."""

from __future__ import annotations

from .computed_cases import cites_test, kinds_test, reads_test, yes_no_test

READ: list[tuple[str, str, str, bool | None]] = []

# the gems said before their owners, bare names after 보석 or 이고 보석(은): the tie broken,
# or the higher points (was: not read)
OWNER_AFTER_GEMS = [
    (
        "철수 11점 영희 11점인데 보석 철수 5개 영희 5개면 누가 이겨",
        "indigo-score",
        "공동 우승입니다",
        None,
    ),
    (
        "민수 9점 지영 9점인데 보석 민수 4개 지영 5개면 누가 이겨?",
        "indigo-score",
        "지영이 이깁니다",
        None,
    ),
    (
        "민수 9점 지영 9점이고 보석은 민수 4개 지영 5개. 누가 이김?",
        "indigo-score",
        "지영이 이깁니다",
        None,
    ),
    (
        "민수 9점 지영 9점이고 보석 민수 5개 지영 4개면 민수가 이기지?",
        "indigo-score",
        "네, 민수가 이깁니다",
        True,
    ),
    (
        "지호 10점 서연 10점인데 보석 지호 5개 서연 5개면 공동우승?",
        "indigo-score",
        "네, 공동 우승입니다",
        True,
    ),
    (
        "민수 8점 지영 9점인데 보석 민수 5개 지영 4개면 누가 이겨?",
        "indigo-score",
        "지영이 이깁니다",
        None,
    ),
]
READ += OWNER_AFTER_GEMS

# the centre's order claimed after a player count said first: 네/아니요 by the engine's
# order (was: not read)
CENTRE_AFTER_COUNT = [
    (
        "2인이면 가운데 보석 타일에서 사파이어가 제일 먼저 나와?",
        "indigo-centre",
        "아니요, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        False,
    ),
    (
        "2인이면 중앙에서 사파이어 먼저 나온대",
        "indigo-centre",
        "아니요, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        False,
    ),
    (
        "2인이면 가운데서 사파이어 마지막에 나오지?",
        "indigo-centre",
        "네, 사파이어는 중앙의 에메랄드 5개가 모두 나온 뒤 마지막으로 나옵니다",
        True,
    ),
    (
        "3명 게임에서 중앙에서 처음 나오는 건 에메랄드 맞아?",
        "indigo-centre",
        "네, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        True,
    ),
    (
        "4인 게임이면 센터에서 에메랄드 먼저 나오지?",
        "indigo-centre",
        "네, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        True,
    ),
    (
        "3인일 때 사파이어는 에메랄드 다 나간 뒤에 나오는 거 맞지?",
        "indigo-centre",
        "네, 사파이어는 중앙의 에메랄드 5개가 모두 나온 뒤 마지막으로 나옵니다",
        True,
    ),
]
READ += CENTRE_AFTER_COUNT

# the tie-break claimed with 1등 or 1위: 네/아니요 (was: not read)
FIRST_PLACE = [
    (
        "점수 같고 보석 갯수도 같으면 공동 1등?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "점수랑 보석 다 같으면 공동1위야?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "점수도 같고 보석 수도 같으면 둘 다 1등이지?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "나빗길 동점이면 보석 많은 사람이 1등이지?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "점수 같으면 보석 적은 사람이 1등이래",
        "indigo-score",
        "아니요, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
    (
        "동점이고 보석 개수도 같으면 공동 1위 아니래",
        "indigo-score",
        "아니요, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
]
READ += FIRST_PLACE

# a second gem's value added after the question mark with no mark: both values checked
# (was: not read)
VALUE_ADDED = [
    (
        "에메랄드 2점 맞지? 호박은 1점이고",
        "indigo-score",
        "네, 에메랄드는 2점, 호박은 1점입니다",
        True,
    ),
    (
        "에메랄드 2점 맞지? 호박은 2점이고",
        "indigo-score",
        "아니요, 에메랄드는 2점, 호박은 1점입니다",
        False,
    ),
    (
        "사파이어 3점이지? 에메랄드는 2점이고.",
        "indigo-score",
        "네, 사파이어는 3점, 에메랄드는 2점입니다",
        True,
    ),
    (
        "호박 1점 맞아요? 사파이어는 3점이고",
        "indigo-score",
        "네, 호박은 1점, 사파이어는 3점입니다",
        True,
    ),
    (
        "사파이어 2점 맞나? 호박 1점이고~",
        "indigo-score",
        "아니요, 사파이어는 3점, 호박은 1점입니다",
        False,
    ),
]
READ += VALUE_ADDED

# a bare two-syllable name ending in 다: read as an owner (was: not read)
NAME_IN_DA = [
    (
        "하늘 9점 바다 9점인데 하늘 보석 4개 바다 5개면 누가 이겨?",
        "indigo-score",
        "바다가 이깁니다",
        None,
    ),
    (
        "바다 10점 하늘 10점인데 바다 보석 6개 하늘 5개면 누가 이겨",
        "indigo-score",
        "바다가 이깁니다",
        None,
    ),
    (
        "바다 9점 지영 9점인데 바다 보석 5개 지영 4개면 바다가 이기지?",
        "indigo-score",
        "네, 바다가 이깁니다",
        True,
    ),
    (
        "민수 8점 바다 9점인데 보석은 민수 5개 바다 4개면 누가 이겨?",
        "indigo-score",
        "바다가 이깁니다",
        None,
    ),
]
READ += NAME_IN_DA

# points said in words, or N점 대 N점 for a tie: read as digits (was: not read)
SPOKEN_POINTS = [
    (
        "나 아홉 점 친구 아홉 점인데 보석 나 5개 친구 4개면 누가 이겨?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    (
        "둘 다 아홉 점인데 나는 보석 다섯 개 친구는 네 개면 누가 이겨?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    ("둘 다 열 점이고 보석도 다섯 개씩이면 누가 이겨?", "indigo-score", "공동 우승입니다", None),
    ("지금 일곱 점인데 사파이어 받으면 열 점이지?", "indigo-score", "네, 10점입니다", True),
    (
        "아홉 점 대 아홉 점이면 보석 많은 사람이 이기지?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "9점 대 9점이면 보석 많은 사람이 이기지?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "열 점 대 열 점이면 보석 적은 사람이 이긴대",
        "indigo-score",
        "아니요, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
    (
        "나 열두 점 친구 열한 점인데 보석 나 6개 친구 7개면 누가 이겨?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
]
READ += SPOKEN_POINTS

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)


def test_the_counts() -> None:
    assert len(READ) == len({row[0] for row in READ}) == 35
