"""Rummikub situational questions from a thirteenth probe: about 590 questions written from
the rules alone (whole turns told at length, two questions in one message, another player's move, "why"
and "what if not", claims in unusual words, 반말 and 존댓말, typos, facts left out), each checked
by hand against the rules. The misreads found are fixed and kept below, each with phrasings
other than the one that found it.

- the first meld said finished with 마치고/끝내고 ("첫 등록 마치고 다음 턴에 …", "끝내고 나서")
  was read as before the meld ("아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다", "아니요, 첫
  등록이 되지 않습니다"); now after it ("네, 가져올 수 있습니다", "네, 됩니다"), as "하고 다음
  턴에" was, and "마치고 바로" is the meld's own turn. The meld said done with no turn said
  ("첫 등록 하고 테이블 …에 붙여도 돼?", "첫 등록 마치고 조커 빼 와도 돼?"), which may be its own
  turn (refused) or a later one (allowed), was read as before the meld; now not read;
- another player before their meld said to have added a tile to a set on the table ("동생이
  아직 등록 전인데 내가 낸 파랑 7 8 9에 파랑 10 붙였어 괜찮은 거야?") was read as that player's
  first meld of all the tiles ("네, 첫 등록이 됩니다 (34점)"); now not read, as "붙여도 돼?"
  was not. Another player's meld of their own tiles reads as before;
- a set of one's own tiles laid beside the meld in its turn ("첫 등록 했고 그 차례에 빨강 1 2 3도
  같이 냈어", "첫 등록 하면서 주황 2 3 4도 같이 내도 돼?") was not read (probe 12 kept it from
  being read as the whole meld); now judged as a set alone, the meld may be several sets ("네,
  세트가 됩니다"; "… 5 6 8도 냈어": "아니요, 세트가 되지 않습니다"), the case saying the meld's
  turn. Two sets named, points asked or a table's set are not read. Probe 12's three rows that
  pinned "not read" now read "네, 세트가 됩니다";
- a first meld of too few tiles ("조커 없이 빨강 9 11로 첫 등록 돼?") cited the rule on tiles
  left loose on the table first (`manipulation.no-loose-tiles`); now the set rule (a set has 3
  tiles or more), the meld's rule after it, the loose-tiles rule last;
- a tile put into a table's set that holds a joker, the joker then used in one's first meld
  ("등록 안 했는데 빨강 9 조커 빨강 11에 빨강 10 넣고 조커로 내 빨강 12 13이랑 첫 등록 되나?")
  was read as one's own meld of all the tiles with two jokers ("네, 첫 등록이 됩니다 (70점)"; a
  joker cannot be freed before the meld, and table tiles do not count); now not read. A joker
  of one's own put with the tiles ("빨강 11 12에 조커 넣어서 첫 등록 돼?") reads as before;
- a colour said not there ("파랑 없이 빨강 12 검정 12로 그룹 돼?", "파랑은 없고 빨강 12 검정 12
  주황 12로 첫 등록 돼?") was read as a tile of the number after it, as "빨강 파랑 검정 9" is
  three tiles ("네, 세트가 됩니다" for two tiles; 48점 for 36점); now left out ("아니요, 세트가
  되지 않습니다"; "네, 첫 등록이 됩니다 (36점)"). Colours listed before a number read as before;
- another player's move in their meld's turn ("친구가 첫 등록 하면서 테이블 파랑 1 2 3에 파랑 4
  붙였어 돼?") was told in the case as the asker's ("… 내 파랑 4를 붙여"); the verdict (the rule
  is anyone's) stands, the case now says whose move it is ("친구가 둔 수: … 파랑 4를 붙여"). With
  the asker named too ("나도 그래도 돼?") the case reads as before;
- another player's points asked at a blocked end with 이/가 or a sign ("… 동생 4 엄마 7이면 동생이
  +몇점?", "형이 몇 점 받아?", "누나는 마이너스 몇 점?") were answered with the asker's ("동생이
  이깁니다 (나 −6점)"); now that player's ("동생 +9점 (동생이 이깁니다)"), as "엄마는 몇 점?"
  was;
- the winner's points asked with a sign ("형이 다 냈고 나 5 남았어 형은 +몇 점?", "엄마는 플러스
  몇 점?") were answered with the asker's loss ("−5점"); now the winner's gain ("형 +5점 (나
  −5점)"), as "형 점수는?" was;
- one of two points asked of a first meld ("빨강 8 9 조커로 첫 등록하면 30점이야 27점이야?", "…
  30점이야 33점이야?") was read as the last one claimed ("네, 27점입니다"; "아니요, 30점입니다"
  when 30 was the first one named); now not read, as "36점이야 33점이야?" was not. One point
  claimed ("33점이야?") reads as before."""

from __future__ import annotations

import pytest

from .computed_cases import (
    cites_test,
    first_rule_test,
    kinds_test,
    page_reading,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

PLAY = "rummikub-play"
MELD = "rummikub-initial-meld"
SET = "rummikub-set"
MELD_TURN = "rummikub.faq.manipulate-meld-turn"
NOT_ON_MELD_TURN = "아니요, 첫 등록을 하는 차례에는 테이블의 세트에 붙일 수 없습니다"

# -- the meld said finished, then a later turn: after the meld (was before it) ----------------
READ_MELD_FINISHED = [
    # (was "아니요, 첫 등록이 되지 않습니다", "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
    # "아니요, 첫 등록 전에는 테이블의 세트를 고쳐 짤 수 없습니다")
    ("첫등록 끝내고 다음 턴에 테이블 주황 3 4 5에 주황 6 붙이면 돼?", PLAY, "네, 됩니다"),
    (
        "첫 등록 마치고 나서 바닥에 있는 검정 2 조커 검정 4에 검정 3 넣고 조커 빼와도 돼?",
        PLAY,
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    (
        "첫 등록 끝내고 나서 테이블 파랑 4 5 6 7에서 파랑 4 떼서 내 파랑 2 3이랑 연속 만들어도 돼?",
        PLAY,
        "네, 됩니다",
    ),
    # the meld's own turn (was "아니요, 첫 등록이 되지 않습니다")
    ("첫 등록 끝내고 바로 테이블 빨강 8 9 10에 빨강 11 붙여도 돼?", PLAY, NOT_ON_MELD_TURN),
    ("첫 등록 마치고 곧바로 테이블 검정 2 3 4에 검정 5 붙이면 되나요?", PLAY, NOT_ON_MELD_TURN),
]
# the meld done with no turn said: its own turn or a later one (was read as before the meld)
NOT_READ_MELD_UNTIMED = [
    "첫 등록 마치고 테이블 검정 9 10 11에 검정 12 붙여도 돼?",
    "첫 등록 하고 빨강 6 조커 빨강 8에서 빨강 7 넣고 조커 가져와도 되나요?",
    "첫등록 끝내고, 테이블 파랑 1 2 3에 파랑 4 붙여도 돼?",
]

test_read_meld_finished = reads_test("rummikub", READ_MELD_FINISHED)
test_yes_no_meld_finished = yes_no_test("rummikub", READ_MELD_FINISHED)
test_the_meld_turn_after_finishing_cites_its_faq = first_rule_test(
    "rummikub", [(row[0], MELD_TURN) for row in READ_MELD_FINISHED[3:]]
)
test_not_read_meld_untimed = reads_nothing_test("rummikub", NOT_READ_MELD_UNTIMED, unasked=True)


# -- another player's tile said added to a set on the table: no meld (was read as one) ------
NOT_READ_ADDED_BY_OTHER = [
    # (was "네, 첫 등록이 됩니다 (42점)", "(42점)", "(46점)")
    "누나는 첫 등록 못 했는데 내 검정 9 10 11에 검정 12 붙였어 되는 거야?",
    "동생이 등록 전인데 내 파랑 9 10 11에 파랑 12 붙였는데 돼?",
    "엄마는 첫 등록 아직인데 내가 낸 빨강 11 12 13에 빨강 10 붙였어 괜찮아?",
]
# another player's meld of their own tiles: as before
READ_MELD_OF_OTHER = [
    ("친구가 빨강 10 11 12 냈는데 첫 등록 돼?", MELD, "네, 첫 등록이 됩니다 (33점)"),
    ("형이 첫 등록으로 파랑 11 12 13 냈어 되는 거지?", MELD, "네, 첫 등록이 됩니다 (36점)"),
]

test_not_read_added_by_other = reads_nothing_test("rummikub", NOT_READ_ADDED_BY_OTHER, unasked=True)
test_read_meld_of_other = reads_test("rummikub", READ_MELD_OF_OTHER)


# -- a set beside the meld in its turn: judged as a set alone (was not read) -------------------
READ_SET_BESIDE_MELD = [
    ("첫 등록 했는데 같은 차례에 검정 4 5 6도 냈어요", SET, "네, 세트가 됩니다"),
    ("첫등록 하면서 파랑 8 빨강 8 검정 8도 같이 내도 돼?", SET, "네, 세트가 됩니다"),
    ("첫 등록 하고 바로 주황 5 6 8도 냈어", SET, "아니요, 세트가 되지 않습니다"),
]
# two sets, or the meld's points asked: not read, as before
NOT_READ_SETS_BESIDE_MELD = [
    "첫 등록 하면서 빨강 1 2 3이랑 파랑 4 5 6도 같이 내도 돼?",
    "첫 등록 하는 차례에 검정 2 3 4도 내면 30점 넘어?",
]

test_read_set_beside_meld = reads_test("rummikub", READ_SET_BESIDE_MELD)
test_yes_no_set_beside_meld = yes_no_test("rummikub", READ_SET_BESIDE_MELD)
test_the_set_beside_meld_cites_rummikub_entries = cites_test("rummikub", READ_SET_BESIDE_MELD)
test_not_read_sets_beside_meld = reads_nothing_test(
    "rummikub", NOT_READ_SETS_BESIDE_MELD, unasked=True
)


@pytest.mark.parametrize("question", [row[0] for row in READ_SET_BESIDE_MELD])
def test_the_set_beside_meld_says_the_meld_turn(question: str) -> None:
    found = page_reading(question, "rummikub")
    assert found.case.startswith("첫 등록을 하는 차례에"), found.case
    assert "rummikub.faq.meld-several-sets" in found.rule_ids, found.rule_ids


# -- a meld of too few tiles: the set rule decides it (was the loose-tiles rule first) ---------
MELD_TOO_SHORT = [
    ("파랑 12 13으로 첫 등록 되나요?", "rummikub.sets.set"),
    ("첫 등록 검정 13 주황 13 두 장으로 돼?", "rummikub.sets.set"),
]
test_a_meld_too_short_cites_the_set_rule = first_rule_test("rummikub", MELD_TOO_SHORT)


# -- a joker freed from a table's set into the meld: not one's own meld (was read as one) ------
NOT_READ_JOKER_FREED_INTO_MELD = [
    # (was "네, 첫 등록이 됩니다 (49점)", "(63점)")
    "첫 등록 전인데 주황 4 조커 주황 6에 주황 5 넣고 조커로 내 주황 7 8이랑 첫 등록 돼?",
    "아직 등록 못 했는데 검정 10 조커 검정 12에 검정 11 넣고 그 조커로 검정 13 첫 등록 되나?",
]
READ_OWN_JOKER_IN_MELD = [
    ("빨강 11 12에 조커 넣어서 첫 등록 돼?", MELD, "네, 첫 등록이 됩니다 (36점)"),
]

test_not_read_joker_freed_into_meld = reads_nothing_test(
    "rummikub", NOT_READ_JOKER_FREED_INTO_MELD, unasked=True
)
test_read_own_joker_in_meld = reads_test("rummikub", READ_OWN_JOKER_IN_MELD)


# -- a colour said not there: left out (was read as a tile of the number after it) -------------
READ_COLOUR_ABSENT = [
    # (was "네, 세트가 됩니다": 주황 11 counted in)
    ("주황 없이 빨강 11 파랑 11로 그룹 되나?", SET, "아니요, 세트가 되지 않습니다"),
    # (was "(52점)", "4 그룹(주황·빨강·파랑·검정)")
    (
        "검정은 없고 빨강 13 파랑 13 주황 13으로 첫 등록 되나요?",
        MELD,
        "네, 첫 등록이 됩니다 (39점)",
    ),
    # colours listed before their number: as before
    ("빨강 파랑 주황 6 그룹 돼?", SET, "네, 세트가 됩니다"),
]

test_read_colour_absent = reads_test("rummikub", READ_COLOUR_ABSENT)
test_yes_no_colour_absent = yes_no_test("rummikub", READ_COLOUR_ABSENT)


def test_a_colour_absent_is_not_in_the_case() -> None:
    found = page_reading("노랑 없이 빨강 4 파랑 4 검정 4 그룹 돼?", "rummikub")
    assert found.verdict == "네, 세트가 됩니다"
    assert "주황" not in found.case and "주황" not in found.summary, found


# -- another player's move: the case says whose (was "내 …", the asker's tiles) ----------------
OTHERS_MOVE_IN_MELD_TURN = [
    ("동생이 첫 등록 하면서 바닥 검정 9 10 11에 검정 12 붙였는데 되는 거야?", "동생이 둔 수: "),
    (
        "엄마가 첫 등록 했는데 그 차례에 테이블 빨강 2 3 4에 빨강 5도 붙였어 괜찮아?",
        "엄마가 둔 수: ",
    ),
]


@pytest.mark.parametrize(("question", "said"), OTHERS_MOVE_IN_MELD_TURN)
def test_another_players_move_is_theirs_in_the_case(question: str, said: str) -> None:
    found = page_reading(question, "rummikub")
    assert found.verdict == NOT_ON_MELD_TURN, found
    assert found.case.startswith(said) and "내 " not in found.case, found.case


def test_the_asker_named_keeps_the_case() -> None:
    found = page_reading(
        "형이 첫 등록 했는데 같은 턴에 테이블 검정 5 6 7에 검정 8 붙였어. 나도 그래도 돼?",
        "rummikub",
    )
    assert found.verdict == NOT_ON_MELD_TURN and "내 검정 8" in found.case, found


# -- another player's points asked at a blocked end: theirs (was the asker's) ------------------
BLOCKED = "rummikub-blocked"
READ_BLOCKED_OTHER_ASKED = [
    # (was "형이 이깁니다 (나 −6점)", "친구가 이깁니다 (나 −4점)")
    ("막혀서 끝났는데 나 9 형 3 누나 12 형이 몇 점 받아?", BLOCKED, "형 +15점 (형이 이깁니다)"),
    (
        "아무도 못 내고 끝났어 나 6 친구 2면 친구가 플러스 몇 점이야?",
        BLOCKED,
        "친구 +4점 (친구가 이깁니다)",
    ),
    (
        "막혀서 끝났는데 나 9 형 3 누나 12 누나는 마이너스 몇 점?",
        BLOCKED,
        "누나 −9점 (형이 이깁니다)",
    ),
    # the asker's points: as before
    ("아무도 못 내고 끝났어 나 6 친구 2면 나 몇 점?", BLOCKED, "친구가 이깁니다 (나 −4점)"),
]

test_read_blocked_other_asked = reads_test("rummikub", READ_BLOCKED_OTHER_ASKED)


# -- the winner's points asked with a sign: theirs (was the asker's loss) ----------------------
WENT_OUT = "rummikub-went-out"
READ_WINNER_SIGN_ASKED = [
    # (was "−10점", "−30점")
    ("누나가 다 냈어 나 4 6 남았어 누나는 +몇 점이야?", WENT_OUT, "누나 +10점 (나 −10점)"),
    (
        "엄마가 루미큐브 했고 나 조커 하나 남았어 엄마는 플러스 몇 점?",
        WENT_OUT,
        "엄마 +30점 (나 −30점)",
    ),
    # the asker's loss asked with its sign: as before
    ("형이 다 냈고 나 5 남았어 나는 마이너스 몇 점?", "rummikub-rack-penalty", "−5점"),
]

test_read_winner_sign_asked = reads_test("rummikub", READ_WINNER_SIGN_ASKED)


# -- one of two points asked: not read (was read as the last one claimed) ----------------------
NOT_READ_POINTS_EITHER = [
    # (was "네, 33점입니다 (첫 등록이 됩니다)", "아니요, 30점입니다 (첫 등록이 됩니다)")
    "검정 10 11 조커로 첫 등록하면 30점이야 33점이야?",
    "주황 9 10 조커로 첫 등록 30점이야 33점이야?",
]
READ_POINTS_CLAIMED = [
    ("주황 9 10 조커로 첫 등록 33점이야?", MELD, "아니요, 30점입니다 (첫 등록이 됩니다)"),
]

test_not_read_points_either = reads_nothing_test("rummikub", NOT_READ_POINTS_EITHER, unasked=True)
test_read_points_claimed = reads_test("rummikub", READ_POINTS_CLAIMED)


test_the_kinds_are_listed = kinds_test(
    "rummikub",
    READ_MELD_FINISHED,
    READ_MELD_OF_OTHER,
    READ_SET_BESIDE_MELD,
    READ_COLOUR_ABSENT,
    READ_BLOCKED_OTHER_ASKED,
    READ_WINNER_SIGN_ASKED,
)
