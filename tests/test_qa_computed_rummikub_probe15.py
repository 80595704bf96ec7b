"""Rummikub situational questions from a fifteenth probe: about 300 questions written from
the rules alone (whole turns told, two turns in one message, another player's move, claims,
반말 and 존댓말, typos, facts left out), each checked by hand against the rules, and the
tuning sets' unread questions. The misreads found are fixed and kept below, each with
phrasings other than the one that found it.

- tiles of two turns, the meld's or an earlier play's, then a later turn's tile ("검정 11 12
  13으로 첫 등록 했는데 다음 턴에 파랑 2 하나만 붙여도 돼?", "지난 턴에 빨강 10 11 12 냈는데
  이번에 주황 5 하나 내도 돼?") were read as one set of all of them ("아니요, 세트가 되지
  않습니다" for 검정 11-12-13-파랑 2, to a question whether one tile may be played); now not
  read. "13 다음에 1" (the next number, not a turn) and one turn's tiles ("빨강 4 5 6 이번
  턴에 내도 되나요?") read as before;
- what a joker among the tiles stands for, asked with no particle ("조커 빨강 1 2 3 연속에서
  조커 몇이야") was read as a set with that joker a second one ("네, 빨강 1-2-3-조커-조커로
  놓으면 세트가 됩니다"); now not read, as "조커는 몇이야?" was not;
- another player's tile said added to the asker's set before that player's meld ("내가 빨강 3
  4 5 냈는데 친구가 거기 빨강 6 붙였어 친구 첫 등록 안 했는데 되는 거야?", "형이 첫 등록
  전인데 내 검정 10 11 12에 검정 13 끼워 넣었어 돼?") was read as the asker's first meld of
  the set ("아니요, 12점이라 30점에 못 미칩니다"; "네, 첫 등록이 됩니다 (46점)"); now not read.
  Another player's set named beside the asker's own meld reads as before;
- the asker's own rack said left at the game's end, its points asked with no word of loss
  (tune6/tune7: "한 판이 끝났는데 제 받침대에 검정 5, 노랑 8, 빨강 13이 남았어요. 저는 몇
  점이에요?") was not read; now the loss, as "… 몇 점 까임?" was ("−26점", another player's
  going out assumed and said in the case). The winner's points or another player's rack
  named beside it are not read. One pinned row changes: test_qa_computed_rummikub_probe7.py's
  "게임 끝났는데 내 손에 조커랑 빨강 5 남았어 몇 점이야?" (kept unread; now below);
- a meld's joker given its number after the tiles (tune: "첫 등록을 빨강 11, 조커, 빨강 13으로
  내면 조커를 12로 쳐서 36점 맞나요?") was not read; now the joker stands for the number said
  ("네, 36점입니다 (첫 등록이 됩니다)"); a number it cannot stand for is not read;
- a table run's split said first, then the sets made, split by a slash (tune: "테이블에 파랑 5
  6 7 8 9가 있고 제 손에 파랑 7이 있어요. 이걸 쪼개서 5 6 7 / 7 8 9 두 줄로 만들어도
  되나요?") was not read; now judged as "… 5 6 7랑 7 8 9로 나눠도 돼?" was ("네, 됩니다";
  "아니요, 안 됩니다" where a piece is no set)."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    first_rule_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

SET = "rummikub-set"
MELD = "rummikub-initial-meld"
PENALTY = "rummikub-rack-penalty"

# -- tiles of two turns: not one set (was "아니요, 세트가 되지 않습니다" for all of them) -------
NOT_READ_TWO_TURNS = [
    "빨강 1 2 3 4로 첫 등록 했는데 다음 차례에 검정 8 하나만 내도 돼?",
    "파랑 11 12 13으로 등록 했는데 다음 턴에 주황 6 하나 붙여도 되지?",
    "지난 차례에 검정 7 8 9 냈는데 이번 턴에 빨강 2 하나 내도 돼?",
    "아까 파랑 3 4 5 냈는데 이번에 검정 10 하나만 내도 되나요?",
]
READ_ONE_TURN = [
    (
        "12 13 다음에 1 붙이면 연속 돼?",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
    ("빨강 4 5 6 이번 턴에 내도 되나요?", SET, "네, 세트가 됩니다", True),
]

test_not_read_two_turns = reads_nothing_test("rummikub", NOT_READ_TWO_TURNS, unasked=True)
test_read_one_turn = reads_test("rummikub", READ_ONE_TURN)
test_yes_no_one_turn = yes_no_test("rummikub", READ_ONE_TURN)


# -- a joker's number asked with no particle: not read (was a second joker among the tiles) ---
NOT_READ_JOKER_NUMBER = [
    # (was "네, 세트가 됩니다" for 조커-검정 5-6-조커, 빨강 8-9-조커-조커, …)
    "조커 파랑 1 2 3 연속이면 조커 몇이야?",
    "조커 검정 5 6 연속에서 조커 몇이야",
    "빨강 8 9 조커 연속이면 조커 몇이에요?",
    "파랑 4 조커 6 연속 조커 몇이지?",
]
READ_JOKER_ONCE = [
    ("빨강 3 조커 5 연속 돼?", SET, "네, 세트가 됩니다", True),
]

test_not_read_joker_number = reads_nothing_test("rummikub", NOT_READ_JOKER_NUMBER, unasked=True)
test_read_joker_once = reads_test("rummikub", READ_JOKER_ONCE)


# -- another player's tile added to the asker's set: no meld (was read as the asker's) -------
NOT_READ_OTHER_ADDED = [
    # (was "아니요, 24점이라 30점에 못 미칩니다", "네, 첫 등록이 됩니다 (46점)")
    "내가 파랑 7 8 9 냈는데 동생이 파랑 10 붙였어 동생 첫 등록 안 했는데 괜찮아?",
    "형이 첫 등록 전인데 내 검정 10 11 12에 검정 13 끼워 넣었어 돼?",
]
READ_OWN_MELD_BESIDE = [
    (
        "친구가 빨강 10 11 12 냈어 나 검정 10 11 12로 첫 등록 돼?",
        MELD,
        "네, 첫 등록이 됩니다 (33점)",
        True,
    ),
    ("빨강 10 11 12 에 조커 넣어서 첫 등록 몇 점?", MELD, "46점 (첫 등록이 됩니다)", True),
]

test_not_read_other_added = reads_nothing_test("rummikub", NOT_READ_OTHER_ADDED, unasked=True)
test_read_own_meld_beside = reads_test("rummikub", READ_OWN_MELD_BESIDE)


# -- one's own rack at the end, its points asked: the loss (was not read) ---------------------
READ_OWN_RACK_POINTS = [
    ("판 끝났을 때 제 받침대에 파랑 9, 검정 4가 남았으면 몇 점이에요?", PENALTY, "−13점"),
    ("게임 끝났는데 내 받침대에 주황 12 빨강 2 남았어. 나는 몇 점이야?", PENALTY, "−14점"),
    ("한 판 끝났는데 내 손에 조커랑 검정 1 남았어 몇 점?", PENALTY, "−31점"),
    # (pinned unread in test_qa_computed_rummikub_probe7.py: how the game ended is untold; the
    # case now says another player's going out is assumed, a detail the blocked end)
    ("게임 끝났는데 내 손에 조커랑 빨강 5 남았어 몇 점이야?", PENALTY, "−35점"),
]
NOT_READ_OTHERS_POINTS = [
    "판 끝났는데 내 받침대에 빨강 5 남았어 이긴 사람 몇 점이야?",
    "게임 끝났는데 내 받침대에 빨강 5 남았고 친구는 파랑 3 남았어 몇 점?",
]
RULE_FIRST_OWN_RACK = [
    (
        "판 끝났을 때 제 받침대에 파랑 9, 검정 4가 남았으면 몇 점이에요?",
        "rummikub.scoring.rummikub",
    ),
    ("한 판 끝났는데 내 손에 조커랑 검정 1 남았어 몇 점?", "rummikub.faq.joker-left-on-rack"),
]

test_read_own_rack_points = reads_test("rummikub", READ_OWN_RACK_POINTS)
test_not_read_others_points = reads_nothing_test("rummikub", NOT_READ_OTHERS_POINTS, unasked=True)
test_own_rack_rule_first = first_rule_test("rummikub", RULE_FIRST_OWN_RACK)


# -- a meld's joker given its number after the tiles: read with it (was not read) ------------
READ_JOKER_VALUE_AFTER = [
    (
        "첫 등록을 주황 12, 조커, 주황 10으로 내면 조커를 11로 쳐서 33점 맞아요?",
        MELD,
        "네, 33점입니다 (첫 등록이 됩니다)",
        True,
    ),
    (
        "첫 등록 검정 9 조커 11 내면 조커를 10으로 치면 30점 되나요?",
        MELD,
        "네, 첫 등록이 됩니다 (30점)",
        True,
    ),
    (
        "첫 등록 파랑 12 13 조커로 하면 조커를 11로 쳐서 몇 점이에요?",
        MELD,
        "36점 (첫 등록이 됩니다)",
        True,
    ),
]
NOT_READ_JOKER_VALUE_WRONG = [
    "첫 등록 빨강 11 조커 13 인데 조커를 5로 쳐서 29점 맞아?",
]

test_read_joker_value_after = reads_test("rummikub", READ_JOKER_VALUE_AFTER)
test_yes_no_joker_value_after = yes_no_test("rummikub", READ_JOKER_VALUE_AFTER)
test_not_read_joker_value_wrong = reads_nothing_test(
    "rummikub", NOT_READ_JOKER_VALUE_WRONG, unasked=True
)

# -- a split said first, then the sets made ("쪼개서 … / … 두 줄로 만들어도"): judged (was not
# read) -----------------------------------------------------------------------------------
PLAY = "rummikub-play"
READ_SPLIT_THEN_MADE = [
    (
        "테이블에 빨강 8 9 10 11 12 있고 제 손에 빨강 10 있어요. 잘라서 8 9 10 / 10 11 12 두 "
        "줄로 만들어도 되나요?",
        PLAY,
        "네, 됩니다",
        True,
    ),
    (
        "테이블에 빨강 2 3 4 5 6 있고 내 손에 빨강 4 있어. 나눠서 2 3 4랑 4 5 6으로 만들어도 돼?",
        PLAY,
        "네, 됩니다",
        True,
    ),
    (
        "테이블에 파랑 3 4 5 6 있고 내 손에 파랑 4 있어. 쪼개서 3 4 / 4 5 6 으로 만들어도 돼?",
        PLAY,
        "아니요, 파랑 3, 파랑 4는 세트가 되지 않습니다",
        False,
    ),
]

test_read_split_then_made = reads_test("rummikub", READ_SPLIT_THEN_MADE)
test_yes_no_split_then_made = yes_no_test("rummikub", READ_SPLIT_THEN_MADE)

ALL_READ = [
    *READ_ONE_TURN,
    *READ_JOKER_ONCE,
    *READ_OWN_MELD_BESIDE,
    *READ_OWN_RACK_POINTS,
    *READ_JOKER_VALUE_AFTER,
    *READ_SPLIT_THEN_MADE,
]
test_kinds_listed = kinds_test("rummikub", ALL_READ)
test_the_answers_cite_rummikub_entries = cites_test("rummikub", ALL_READ)
