"""Rummikub situational questions from an eleventh probe: about 500 questions written from the
rules alone (반말 and 존댓말, typos, claims to confirm, other players' cases beside the asker's,
negated questions, numbers as words, facts left out), each checked by hand against the rules.
The misreads found are fixed and kept below, each with phrasings other than the one that
found it.

- the asker said as "저" (not "저는", "제가") before the tiles left at the end ("아빠가 다
  냈는데 저 13 남았어요 몇 점?") got no answer; now read as one's own rack ("−13점"), as "나" is;
  final scores said beside "저" ("끝나고 세 보니 저 9점, 친구 7점 … 제가 이긴 거죠?") were read
  as the others' racks and the winner's gain ("+22점", "+90점"); now not read;
- the loss at the end claimed without 점 ("상대가 다 냈어 나 11 12 13 남았어 -36 맞지?",
  "친구가 다 냈어 나 4 5 남았어 -10 맞아?", "마이너스 15 맞아?", "18 빠지는 거 맞지?") or
  ending in 이지/이죠 ("-5점이지?", "-11이지?") got no answer; now 네/아니요 with the loss ("네,
  −36점입니다", "아니요, −9점입니다") when the minus (or the loss's verb) says the number is the
  points; a number right after the tiles ("나 3 4 5 빠지는 거 맞지?": the tiles lost) or the
  dash of "3-4" is no claim; two rows of probe 8 that pinned such claims unread now read;
- a meld whose joker is said first, counted where it counts most (probe 10), gave a verdict
  that holds only there: "첫 등록 조커 빨강 9 10 순서로 놓으면 돼?" and "형이 조커 빨강 9 10으로 첫
  등록 했어 인정?" ("네, 첫 등록이 됩니다 (30점)": 27점 as said), "첫 등록에 조커 11 12 하면
  33점이지?" and "… 조커 빨강 11 12 하면 33점 맞아?" ("아니요, 36점입니다": 33점 as said is
  right); now no verdict when a claim holds in one placement and not the other, or when the
  meld's 30 does and the order is said or the meld already laid (one's own tiles asked, "첫
  등록 조커 빨강 9 10 되나?", are laid where they count most, 네, as probe 2 pinned; a claim
  neither placement makes, "40점 맞아?", stays 아니요). With no colour said ("조커 11 12") the
  joker was laid last with nothing said; now the order said is told too;
- the winner's points asked by what they did, not by name ("나 5 남았는데 친구가 다 내서 졌어
  이긴 사람 몇 점?", "… 승자 점수는?") were answered with the asker's own loss ("−5점"); now the
  winner's gain ("친구 +5점 (나 −5점)", a game of two as for a name), and "이긴 사람은 몇 점
  받아?" (no answer before) reads so too;
- a count of one number's tiles left at the end that is not written out as tiles ("나 7 세 개
  남았어 몇 점?", "9가 두 장 남았어", "13이 두 개"; only "7 두 장" is) was dropped, the number
  counted once ("−7점", "−9점"; a blocked end's "나 5 세 개 남았고" as 5점); now not read;
- a joker said played before the end ("나 조커는 테이블에 냈고 5 남았어 몇 점?", "조커 냈고")
  or set apart from the tiles left ("조커 빼고 5 남았어", "조커 말고") was counted on the rack
  ("−35점"); now not read ("조커는 테이블에 있고", "조커 없이" read as before: "−5점");
- a first meld's set said instead of another ("빨강 10 11 12 말고 파랑 10 11 12로 첫 등록 돼?",
  "… 대신 …", "… 아니고 …", "…가 아니라 …") was counted with the one set aside ("네, 첫 등록이
  됩니다 (66점)" for 33); now not read, as "아니면" was not;
- a numbered tile said played or set apart at the end, as the joker above ("나 5는 냈고 7
  남았어 몇 점?", "5 빼고 7 남았어", "빨강 5 말고 7"), was counted on the rack ("−12점"); now not
  read;
- tiles said instead of others in any question ("빨강 5 말고 빨강 6이랑 파랑 6 검정 6 그룹 돼?",
  "테이블 빨강 3 4 5에 빨강 6 대신 파랑 6 붙여도 돼?") were read with the tiles set aside ("아니요,
  세트가 되지 않습니다" for 빨강 5, 빨강 6, 파랑 6, 검정 6; both tiles judged as added); now not
  read;
- a range said in words with no colour ("나 1부터 5까지 남았어 몇 점?", "1부터 13까지 다 이은
  연속에 조커를 하나 더 붙일 수 있나요?") was read as its two ends ("−6점"; "아니요, 세트가 되지
  않습니다" for 빨강 1, 빨강 13, 조커); now not read, as "8~10" was not (with a colour named,
  "빨강 1부터 5까지", it is written out as before);
- the winner's gain said with a plus beside the asker's rack ("형이 다 냈는데 나 6 남았어 몇
  점이야? 형은 +6이고", and since the claims without 점 above "-6 맞지? 형은 +6이고") was read as
  a tile left ("−12점", "아니요, −12점입니다"); now not read."""

from __future__ import annotations

import pytest

from .computed_cases import (
    cites_test,
    kinds_test,
    page_reading,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

PENALTY = "rummikub-rack-penalty"
MELD = "rummikub-initial-meld"
OUT = "rummikub-went-out"

# -- "저" before the tiles left: the asker's own rack (was no verdict) -------------------------
READ_JEO = [
    ("엄마가 다 냈어요 저 빨강 4 파랑 9 남았는데 몇 점 잃어요?", PENALTY, "−13점"),
    ("형이 루미큐브 외쳤는데 저 조커랑 2 남았어요 감점 몇 점이에요?", PENALTY, "−32점"),
    ("친구가 이겼어요 저 11 남았는데 몇 점 깎여요?", PENALTY, "−11점"),
]
# final scores beside "저": no rack's sum (was "+22점", "+217점")
NOT_READ_JEO = [
    "끝나고 점수 세 보니 저 11점, 친구 5점, 동생 4점이에요. 제가 이긴 거죠?",
    "최종 점수가 저 50점, 엄마 40점이에요. 제가 이긴 거죠?",
]

test_read_jeo = reads_test("rummikub", READ_JEO)
test_not_read_jeo = reads_nothing_test("rummikub", NOT_READ_JEO, unasked=True)
test_the_jeo_cites_rummikub_entries = cites_test("rummikub", READ_JEO, some=True)


# -- the loss claimed without 점, or ending in 이지 (was no verdict) ------------------------------
READ_BARE_CLAIM = [
    ("누나가 다 냈어 나 빨강 12 파랑 13 남았는데 -25 맞지?", PENALTY, "네, −25점입니다"),
    ("형이 루미큐브 했어 나 조커랑 4 남았어 -34 맞아?", PENALTY, "네, −34점입니다"),
    ("친구가 이겼는데 난 6 7 남았어 마이너스 12 맞아?", PENALTY, "아니요, −13점입니다"),
    ("동생이 다 냈어 나 9 남았어 -9이지?", PENALTY, "네, −9점입니다"),
    ("엄마가 다 냈어요 저는 2 3 남았는데 -5점이죠?", PENALTY, "네, −5점입니다"),
    ("친구가 이겼어 나 8 9 10 남았어 27 깎이는 거 맞지?", PENALTY, "네, −27점입니다"),
    ("게임 끝났는데 나 10 남았어 -10 맞아?", PENALTY, "네, −10점입니다"),
]
# the tiles lost named right before 빠지는 (no number claimed); a claim with no end said
NOT_READ_BARE_CLAIM = [
    "친구가 이겼어 나 2 3 4 빠지는 거 맞지?",
    "나 빨강 6 파랑 8 남았는데 -14 맞아?",
    "형이 다 냈는데 동생은 3 4 남았어 -7 맞아?",
]

test_read_bare_claim = reads_test("rummikub", READ_BARE_CLAIM)
test_yes_no_bare_claim = yes_no_test("rummikub", READ_BARE_CLAIM)
test_not_read_bare_claim = reads_nothing_test("rummikub", NOT_READ_BARE_CLAIM, unasked=True)
test_the_bare_claims_cite_rummikub_entries = cites_test("rummikub", READ_BARE_CLAIM, some=True)

# -- a joker said first: a verdict that holds in one placement only (was 네/아니요) ------------
NOT_READ_JOKER_PLACED = [
    # a meld laid, or its order said: 27점 (26점) as said, 30점 with the joker last ("네, 첫
    # 등록이 됩니다 (30점)")
    "형이 조커 주황 9 10으로 첫 등록 했는데 인정이야?",
    "동생이 첫 등록으로 조커 조커 검정 9 냈대 되는 거야?",
    "처음 낼 때 조커 검정 6 7 8 이렇게 내면 되지?",
    "첫 등록 조커 파랑 9 10 이 순서로 내도 돼?",
    # the points as said claimed ("아니요, 27점입니다", "아니요, 36점입니다")
    "첫 등록 조커 빨강 8 9 하면 24점 맞지?",
    "첫등록 조커 주황 11 12 33점 맞죠?",
]
# one's own tiles asked, or a verdict that holds in either placement: read as before
READ_JOKER_PLACED = [
    ("조커 조커 파랑 9로 첫 등록 되나요?", MELD, "네, 첫 등록이 됩니다 (30점)"),
    ("처음 낼 때 조커 검정 6 7 8 내면 되지?", MELD, "네, 첫 등록이 됩니다 (30점)"),
    ("첫 등록 조커 주황 11 12 하면 40점 맞아?", MELD, "아니요, 36점입니다 (첫 등록이 됩니다)"),
    ("첫 등록 조커 10 11 하면 몇 점이야?", MELD, "33점 (첫 등록이 됩니다)"),
]

test_not_read_joker_placed = reads_nothing_test("rummikub", NOT_READ_JOKER_PLACED, unasked=True)
test_read_joker_placed = reads_test("rummikub", READ_JOKER_PLACED)
test_yes_no_joker_placed = yes_no_test("rummikub", READ_JOKER_PLACED)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "첫 등록 조커 10 11 하면 몇 점이야?",
            "말한 순서(조커, 10, 11)대로 놓으면 30점입니다(조커-10-11)",
        ),
        (
            "첫등록 조커 8 9 10 하면 돼?",
            "말한 순서(조커, 8, 9, 10)대로 놓으면 34점입니다(조커-8-9-10)",
        ),
    ],
)
def test_a_colourless_joker_said_first_is_told(question: str, said: str) -> None:
    found = page_reading(question, "rummikub")
    assert said + ". 조커는 놓는 자리에 따라 대신하는 수가 달라집니다." in found.details, (
        found.details
    )
    assert "조커는 말한 자리가 아니라 점수가 가장 큰 자리로 셈" in found.case, found.case


# -- the winner asked by what they did (was the asker's loss, "−7점") ---------------------------
READ_WINNER_ASKED = [
    ("형이 이겼어 나 2 9 남았어 승자 몇 점이야?", OUT, "형 +11점 (나 −11점)"),
    ("동생이 다 냈는데 저 8 남았어요 이긴 사람 점수는요?", OUT, "동생 +8점 (나 −8점)"),
    ("누가 루미큐브 외쳤는데 나 조커 남았어 이긴 사람 몇 점?", OUT, "이긴 사람 +30점 (나 −30점)"),
    ("엄마가 다 냈어 나 4 5 남았어 다 낸 사람은 몇 점 받아?", OUT, "엄마 +9점 (나 −9점)"),
]
# a third player's rack untold or named: the winner gains it too
NOT_READ_WINNER_ASKED = [
    "형이 이겼어 나 2 9 남았고 누나도 남았어 승자 몇 점이야?",
    "3명이서 했는데 친구가 다 냈어 나 6 남았어 이긴 사람 몇 점?",
]

test_read_winner_asked = reads_test("rummikub", READ_WINNER_ASKED)
test_not_read_winner_asked = reads_nothing_test("rummikub", NOT_READ_WINNER_ASKED, unasked=True)
test_the_winner_asked_cites_rummikub_entries = cites_test("rummikub", READ_WINNER_ASKED, some=True)


# -- a count of one number's tiles not written out (was the number counted once) --------------
NOT_READ_COUNT_LEFT = [
    "누나가 다 냈어 나 4 세 장 남았어 감점 몇 점이야?",
    "동생이 이겼는데 나 11이 두 개 남았어요 몇 점 잃어요?",
    "친구가 루미큐브 했어 내 받침대 2가 네 개 남았는데 몇 점?",
    "더미 떨어지고 아무도 못 냈어 나 3 세 개 남았고 형 합 12 누가 이겨?",
]
# the count written out ("두 장": two of it), or the count of the tiles named
READ_COUNT_SAID = [
    ("누나가 다 냈어 나 4 두 장 남았어 감점 몇 점이야?", PENALTY, "−8점"),
    ("친구가 다 냈어 나 빨강 6 한 장 남았어 몇 점?", PENALTY, "−6점"),
]

test_not_read_count_left = reads_nothing_test("rummikub", NOT_READ_COUNT_LEFT, unasked=True)
test_read_count_said = reads_test("rummikub", READ_COUNT_SAID)


# -- a joker said played, or set apart (was counted on the rack, "−35점") ----------------------
NOT_READ_JOKER_PLAYED = [
    "형이 다 냈는데 저는 조커는 아까 냈고 8 남았어요 몇 점이에요?",
    "친구가 루미큐브 외쳤어 나 9 10 남았고 조커는 테이블에 냈어 몇 점 깎여?",
    "엄마가 다 냈어 나 조커 빼고 3 4 남았어 감점 얼마야?",
    "동생이 이겼어 나 조커 말고 12 남았는데 몇 점 잃어?",
]
READ_JOKER_NOT_LEFT = [
    ("형이 다 냈는데 조커는 테이블에 있고 나 8 남았어 몇 점?", PENALTY, "−8점"),
    ("엄마가 다 냈어 나 조커 없이 3 4 남았어 감점 얼마야?", PENALTY, "−7점"),
]

test_not_read_joker_played = reads_nothing_test("rummikub", NOT_READ_JOKER_PLAYED, unasked=True)
test_read_joker_not_left = reads_test("rummikub", READ_JOKER_NOT_LEFT)


# -- a set said instead of another (was both counted) ------------------------------------------
NOT_READ_INSTEAD = [
    # (was "네, 첫 등록이 됩니다 (42점)": 6점 alone)
    "첫 등록 빨강 11 12 13 말고 주황 1 2 3으로 하면 돼?",
    "처음 낼 때 검정 10 11 12 대신에 검정 2 3 4 내면 몇 점이야?",
    "첫 등록 파랑 9 10 11이 아니라 파랑 5 6 7이면 돼?",
    "첫등록 빨강 12 파랑 12 검정 12 아니고 주황 4 5 6 하면 되나?",
]

test_not_read_instead = reads_nothing_test("rummikub", NOT_READ_INSTEAD, unasked=True)


# -- a numbered tile said played or set apart (was counted on the rack) ------------------------
NOT_READ_TILE_PLAYED = [
    "형이 다 냈어 나 9는 아까 냈고 4 남았어 몇 점 잃어?",
    "누나가 이겼는데 저 11 빼고 2 남았어요 감점 몇 점이에요?",
    "친구가 다 냈어 나 파랑 8 말고 6 남았어 몇 점?",
]

test_not_read_tile_played = reads_nothing_test("rummikub", NOT_READ_TILE_PLAYED, unasked=True)


# -- tiles said instead of others (was read with the tiles set aside) -------------------------
NOT_READ_TILE_INSTEAD = [
    # (was "아니요, 세트가 되지 않습니다": 빨강 5 counted in)
    "빨강 5 말고 빨강 6이랑 파랑 6 검정 6 그룹 돼?",
    # (was "네, 세트가 됩니다" for 주황 2-7, six tiles)
    "주황 2 3 4 말고 5 6 7 연속 돼?",
    # (was "네, 주황 9와 주황 5 모두 붙일 수 있습니다")
    "테이블 주황 6 7 8에 주황 9 말고 주황 5 붙여도 돼? 등록했어",
    # (was "검정 5는 붙일 수 있고, 빨강 5는 붙일 수 없습니다")
    "테이블 검정 2 3 4에 검정 5 대신 빨강 5 붙여도 되나? 첫 등록 했음",
    "검정 12 대신 파랑 12랑 빨강 12 주황 12 그룹 되나요?",
]

test_not_read_tile_instead = reads_nothing_test("rummikub", NOT_READ_TILE_INSTEAD, unasked=True)


# -- a range in words with no colour (was read as its two ends) ------------------------------
NOT_READ_WORD_RANGE = [
    # (was "−6점": 1 and 5)
    "형이 다 냈는데 저 1부터 5까지 남았어요 몇 점 잃어요?",
    # (was "아니요, 세트가 되지 않습니다": 빨강 1, 빨강 13)
    "1부터 13까지 이어진 연속에 뭘 더 붙일 수 있어?",
]
READ_WORD_RANGE = [
    ("파랑 2부터 6까지 연속 돼?", "rummikub-set", "네, 세트가 됩니다"),
]

test_not_read_word_range = reads_nothing_test("rummikub", NOT_READ_WORD_RANGE, unasked=True)
test_read_word_range = reads_test("rummikub", READ_WORD_RANGE)


# -- a gain said with a plus is no tile (was counted on the rack, "−12점") ---------------------
NOT_READ_PLUS = [
    "누나가 다 냈는데 나 9 남았어 몇 점 깎여? 누나는 +9고",
    "친구가 이겼어 나 4 남았어 -4 맞지? 친구는 +4고",
]

test_not_read_plus = reads_nothing_test("rummikub", NOT_READ_PLUS, unasked=True)


test_the_kinds_are_listed = kinds_test(
    "rummikub", READ_JEO, READ_BARE_CLAIM, READ_JOKER_PLACED, READ_WINNER_ASKED
)
