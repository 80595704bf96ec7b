"""Rummikub situational questions from a tenth probe: about 210 questions written from the
rules alone (반말 and 존댓말, typos, claims with a number to confirm, other players' cases beside
the asker's, negated questions, numbers as words, facts left out), each checked by hand against
the rules. The misreads found are fixed and kept below, each with phrasings other than the one
that found it.

- the number a joker stands for said apart from the tiles ("조커랑 빨강 12 13으로 첫 등록하면
  조커가 11이라 되나?", "… 조커가 11이니까 연속 돼?") read as a second joker and another tile
  ("네, 첫 등록이 됩니다 (55점)" for 빨강 조커-조커-11-12-13, "네, 세트가 됩니다" for five
  tiles); now no verdict;
- the first meld's points claimed ("빨강 10 11 12 첫 등록 33점 맞아?", "… 처음 낼 때 27점이지?")
  got no answer; now 네/아니요 on the points, with the meld's verdict beside ("네, 33점입니다
  (첫 등록이 됩니다)", "아니요, 27점입니다 (30점에 못 미쳐 …)"); a claim of 30 for a set worth
  more ("30점 맞지?": 30 reached, or worth 30?) stays unread;
- the loss at the end claimed by the asker ("형이 다 냈어 나 조커 남았어 -30점 맞지?", "… 나 12
  13 남았어 25점 빠지는 거 맞죠?") got no answer (only a claim reported, "-3점이래. 맞아?", was
  read); now 네/아니요 with the loss ("네, −30점입니다", "아니요, −25점입니다" for 20점);
- an end with no one said to go out ("게임 끝났어 나 조커 남았어 몇 점 깎여?") was scored as
  another player's going out with the case saying so as a fact ("다른 사람이 먼저 받침대를
  비웠을 때"); the verdict stays (−30점) but the case now says it assumes so ("…비웠다고
  보고(누가 끝냈는지 말하지 않음)"), a line says a blocked end scores otherwise, and the
  blocked end's rule is cited last; "누가 다 내고 끝났는데" (someone went out) reads as before;
- a meld with a joker said first ("형이 조커 빨강 11 12로 첫 등록 했어 인정?") is counted where
  the joker counts most (빨강 11-12-조커, 36점; the verdict is right either way) and only a
  detail said the order as said is worth 33점; the case now says so too ("첫 등록으로 낼 세트(조커는
  말한 자리가 아니라 점수가 가장 큰 자리로 셈): …").
- the deal's counts claimed ("둘이 하면 더미 78장이지?", "루미큐브 처음에 14장씩 받는 거 맞아?",
  "2명이면 15장씩 맞아?") got no answer; now 네/아니요 with the deal ("네, 한 사람 14장, 더미에
  78장", "아니요, 한 사람 14장, 더미에 78장" with a line on the count claimed); another count
  said beside the claim that is not the deal's ("15장씩 받고 더미 64장 맞지?") reads nothing;
- the number a joker stands for said of a rack at the end ("누나가 다 냈어 내 받침대 빨강 10 조커
  남았는데 -40점 맞지? 조커는 10이니까") read as a second joker and another 10 ("아니요, −80점입니다";
  −40 is right); now no verdict, as for a set."""

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

MELD = "rummikub-initial-meld"
PENALTY = "rummikub-rack-penalty"
DEAL = "rummikub-deal"

# -- the number a joker stands for said apart (was a second joker and another tile) --------
NOT_READ_JOKER_SAID = [
    "조커랑 파랑 12 13으로 첫 등록 하면 조커가 11이라 되죠?",
    "조커하고 빨강 9 10으로 처음 내면 조커가 8이라 되나요",
    "검정 5 6이랑 조커로 연속 되나 조커가 7이니까",
]

test_not_read_joker_said = reads_nothing_test("rummikub", NOT_READ_JOKER_SAID, unasked=True)

# -- the first meld's points claimed (was no verdict) --------------------------------------
READ_MELD_CLAIM = [
    ("검정 11 12 13 첫 등록에 36점 맞죠?", MELD, "네, 36점입니다 (첫 등록이 됩니다)"),
    ("첫등록 파랑 9 10 11 12 하면 42점 맞아?", MELD, "네, 42점입니다 (첫 등록이 됩니다)"),
    ("첫 등록 주황 10 11 12 33점인 거 맞지?", MELD, "네, 33점입니다 (첫 등록이 됩니다)"),
    ("빨강 10 11 12 13 처음 낼때 40점 맞나?", MELD, "아니요, 46점입니다 (첫 등록이 됩니다)"),
    (
        "파랑 7 빨강 7 검정 7 첫 등록 하면 21점이지?",
        MELD,
        "네, 21점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
    ),
    (
        "검정 8 9 10 첫 등록 30점 맞아?",
        MELD,
        "아니요, 27점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
    ),
    (
        "첫 등록 빨강 9 조커 11 하면 30점 맞죠?",
        MELD,
        "네, 30점입니다 (첫 등록이 됩니다)",
    ),
]
# a claim of 30 for a set worth more: 30 reached, or worth 30? ("맞춰서": no claim)
NOT_READ_MELD_CLAIM = [
    "주황 11 12 13 첫 등록 30점 맞지?",
]

# -- the loss at the end claimed by the asker (was no verdict) -----------------------------
READ_LOSS_CLAIM = [
    ("동생이 다 냈어 나 조커 남았는데 마이너스 30점 맞아?", PENALTY, "네, −30점입니다"),
    (
        "엄마가 루미큐브 했어 내 받침대 1 2 3 남았는데 6점 잃는 거 맞아요?",
        PENALTY,
        "네, −6점입니다",
    ),
    ("친구가 다냈어 나 8 9 10 남았어 27점 빠지는거 맞음?", PENALTY, "네, −27점입니다"),
    ("누나가 이겼어 내 받침대 3 4 조커 남았는데 -7점 맞지?", PENALTY, "아니요, −37점입니다"),
    ("친구가 다 냈어 나 조커 2개 남았는데 30점 깎이는 거 맞아?", PENALTY, "아니요, −60점입니다"),
]
# another player's rack, or the game ended blocked: as before, no verdict
NOT_READ_LOSS_CLAIM = [
    "형이 다 냈어 동생은 3 4 남았는데 -7점 맞지?",
    "막혀서 끝났는데 나 조커 남았어 -30점 맞지?",
]

test_read_meld_claim = reads_test("rummikub", READ_MELD_CLAIM + READ_LOSS_CLAIM)
test_yes_no_meld_claim = yes_no_test("rummikub", READ_MELD_CLAIM + READ_LOSS_CLAIM)
test_not_read_loss_claim = reads_nothing_test("rummikub", NOT_READ_LOSS_CLAIM, unasked=True)
test_not_read_meld_claim = reads_nothing_test("rummikub", NOT_READ_MELD_CLAIM, unasked=True)
test_the_claims_cite_rummikub_entries = cites_test(
    "rummikub", READ_MELD_CLAIM + READ_LOSS_CLAIM, some=True
)
test_the_kinds_are_listed = kinds_test("rummikub", READ_MELD_CLAIM, READ_LOSS_CLAIM)


# -- an end with no one said to go out: the case says it assumes another went out ---------
UNTOLD_END = [
    ("판 끝났는데 제 받침대에 조커랑 4 남았어요 몇 점 잃어요?", "−34점"),
    ("게임 끝났어 나 11 12 남음 감점 몇점?", "−23점"),
    ("게임 끝났는데 나 조커 남았어 -30점 맞아?", "네, −30점입니다"),
]
TOLD_END = [
    ("형이 다 냈어 나 조커랑 4 남았어 몇 점 잃어?", "−34점"),
    ("누가 다 내고 끝났는데 내 받침대 11 12 남았어 몇 점 깎여?", "−23점"),
]
ASSUMED = "다른 사람이 먼저 받침대를 비웠다고 보고(누가 끝냈는지 말하지 않음)"


@pytest.mark.parametrize(("question", "verdict"), UNTOLD_END)
def test_an_untold_end_is_said_assumed(question: str, verdict: str) -> None:
    found = page_reading(question, "rummikub")
    assert found.verdict == verdict
    assert found.case.startswith(ASSUMED), found.case
    assert any("아무도 못 내" in line for line in found.details), found.details
    assert found.rule_ids[-1] == "rummikub.scoring.blocked", found.rule_ids


@pytest.mark.parametrize(("question", "verdict"), TOLD_END)
def test_a_told_end_is_not_said_assumed(question: str, verdict: str) -> None:
    found = page_reading(question, "rummikub")
    assert found.verdict == verdict
    assert found.case.startswith("다른 사람이 먼저 받침대를 비웠을 때"), found.case
    assert "rummikub.scoring.blocked" not in found.rule_ids


# -- a joker counted elsewhere than said: the case says so ------------------------------------
JOKER_MOVED = [
    ("누나가 조커 파랑 11 12로 첫 등록 했는데 되는 거야?", "네, 첫 등록이 됩니다 (36점)"),
    ("조커 조커 검정 11로 처음 내면 몇 점 쳐줘?", "36점 (첫 등록이 됩니다)"),
]


@pytest.mark.parametrize(("question", "verdict"), JOKER_MOVED)
def test_a_joker_counted_elsewhere_is_said_in_the_case(question: str, verdict: str) -> None:
    found = page_reading(question, "rummikub")
    assert found.verdict == verdict
    assert "조커는 말한 자리가 아니라 점수가 가장 큰 자리로 셈" in found.case, found.case
    assert any("말한 순서" in line for line in found.details), found.details


# -- the deal's counts claimed (was no verdict) ----------------------------------------------
READ_DEAL_CLAIM = [
    ("셋이서 하면 더미 64장 맞지?", DEAL, "네, 한 사람 14장, 더미에 64장"),
    ("4명이 하면 더미에 52장 남는 거 맞아요?", DEAL, "아니요, 한 사람 14장, 더미에 50장"),
    ("2명이서 하면 14장씩 받는 거 맞지?", DEAL, "네, 한 사람 14장, 더미에 78장"),
    ("4인이면 13장씩 맞나?", DEAL, "아니요, 한 사람 14장, 더미에 50장"),
    ("루미 시작할 때 14장씩 가져가는 거 맞죠?", DEAL, "네, 한 사람 14장"),
]
# another count beside the claim that is not the deal's
NOT_READ_DEAL_CLAIM = [
    "3명이서 하면 15장씩 받고 더미 64장 맞지?",
    "두 명이면 나눠 주는 게 30장이고 더미 78장 맞아?",
]

test_read_deal_claim = reads_test("rummikub", READ_DEAL_CLAIM)
test_yes_no_deal_claim = yes_no_test("rummikub", READ_DEAL_CLAIM)
test_not_read_deal_claim = reads_nothing_test("rummikub", NOT_READ_DEAL_CLAIM, unasked=True)
test_the_deal_claims_cite_rummikub_entries = cites_test("rummikub", READ_DEAL_CLAIM, some=True)
test_the_deal_kinds_are_listed = kinds_test("rummikub", READ_DEAL_CLAIM)


# -- a number said of a joker left on the rack (was a second joker and another tile) ---------
NOT_READ_RACK_JOKER_SAID = [
    "형이 다 냈는데 나 5 조커 남았어 조커가 6이라 몇 점 깎여?",
    "친구가 이겼어 내 받침대 검정 12 조커 남았는데 조커는 13이니까 몇 점 잃어?",
]

test_not_read_rack_joker_said = reads_nothing_test(
    "rummikub", NOT_READ_RACK_JOKER_SAID, unasked=True
)
