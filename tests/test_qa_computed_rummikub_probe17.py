"""Rummikub situational questions from a seventeenth probe: about 250 questions written from
the rules alone, aimed at the joker's worth (30 points only on a rack at the end, the tile it
stands for in a meld), first meld sums and claims, set validity, joker retrieval, the end's
scores and the tiles left in the pool, each often heard from someone else ("친구가 X래",
"X 맞지?", "X라던데", a number guessed), 반말 and 존댓말, typos and no spacing. Each verdict
was checked by hand against the rules and the engine. The misreads found are fixed and kept
below, each with phrasings other than the one that found it.

- a run named with no colour, its colours said to differ ("색깔 달라도 3 4 5 연속 되는 거
  맞지?", "색 섞어서", "색 상관없이", "서로 다른 색") was read as one colour's run ("네, 세트가
  됩니다": a wrong verdict); now each tile of another colour in turn ("아니요, 세트가 되지
  않습니다", the case says so). Said of a first meld ("색 달라도 10 11 12 첫 등록 돼?", was
  "네, 첫 등록이 됩니다 (33점)") or with "다른 색" alone ("다른 색으로 1 2 3 연속 만들어도
  돼?": mixed, or another colour than one before?) it is not read;
- the joker's worth said before the tiles, as a reason or heard ("조커는 30점이라서 빨강 1 2
  조커만 내도 33점 등록이래요", "조커 30점짜리라며? 그럼 …", "조커는 첫 등록 때도 30점이라고
  하는데", "조커를 30점으로 치면", "조커는 0점이래") was not read (a joker remark); now the meld
  is counted with the joker as the tile it stands for and the worth is put right ("아니요,
  6점입니다 …", "첫 등록에서 조커는 30점이 아닙니다: 30점은 … 남은 조커의 벌점입니다"). The
  one it is heard from ("누나가 …") is no player. Without a meld said ("조커가 30점이라서 빨강
  5 6 조커면 41점 아니에요?": a rack's 41 at the end?) it stays unread. One pinned row changes:
  test_qa_computed_rummikub_probe16.py's "누나가 그러는데 조커는 첫 등록 때 30점으로 센대 그럼
  빨강 2 3 조커도 등록 되는 거야?" (kept unread there; now "아니요, 9점이라 30점에 못
  미칩니다");
- a meld's points heard ("33점이라던데 맞지?", "30점이래", "33점 등록이래요"), asked bare at the
  end ("… 46점?") or in the negative ("6점 아니야?"), a meld heard to stand ("된대 맞아?") or
  another player's meld asked "맞아?", or a bare 등록 asked in initials ("등록 ㄱㄴ?", "ㅇㅈ?")
  were not read; now claims, answered 네/아니요 with the
  points (the plain statement when asked in the negative). One pinned row changes:
  test_qa_computed_rummikub_probe8.py's "형이 빨강 3 4 5로 첫 등록 했는데 맞아?" (kept unread;
  now "아니요, 12점이라 30점에 못 미칩니다");
- the points said right before whether the meld stands ("… 그룹 39점 등록 돼요?") were taken
  for a tile; now the player's count, checked (another count is not read);
- a joker supposed left on the rack ("조커 남으면 30점 감점 맞지?", "친구가 조커 남으면
  -50점이라던데 맞아?"), or a loss heard in points ("30점 잃는다던데 진짜야?") was not read; now
  the rack's loss (−30점), 네/아니요 on the claim;
- tiles left that make a set, said to cost nothing ("세트라서 0점이지?", "그룹이라 감점 없지?")
  were not read; now the loss, with 아니요 (the plain loss when asked in the negative): tiles
  left count whatever they make;
- the deal's counts heard ("처음에 13장씩 받는다던데?", "남는 타일이 64개라던데 맞아요?") were not
  read, nor the pool asked as "남는 타일"; now claims, answered with the engine's deal;
- a table set supposed ("테이블에 파랑 7 검정 7 조커 있으면 …") was not read as one said to be
  there; now it is;
- a joker's rule heard before the tiles ("첫 등록에 조커 쓰면 안 된다던데 빨강 10 조커 12 …") or
  a joker said used, then named among the tiles ("조커 쓰면 빨강 10 11 조커 …") was read as a
  second joker among them ("빨강 10-조커-12-조커는 46점"); now not read;
- a first meld of six tiles or more that are no set ("첫 등록 파랑 10 11 12 1 2 3 되나?", most
  likely two sets named together: 39 points) was judged one set ("아니요, 세트가 되지
  않습니다"); now not read, as the set reader does not;
- a set another player laid, its joker to be freed with the asker's tile ("상대가 빨강 11 12 조커
  냈어 나 빨강 13 있는데 조커 바꿀 수 있어?", "형이 파랑 4 조커 6 냈는데 내 파랑 5로 조커
  가져와도 돼?") was not read; now read as the table's set ("네, 가져올 수 있습니다 …", "아니요,
  안 됩니다" for a tile the joker does not stand for); with a first meld named it is not;
- one set heard to make a first meld, another then asked about ("빨강 10 11 12 첫 등록
  된다던데 나는 파랑 10 11 12 있어 나도 되지?") was read as one meld of both ("네, … (66점)");
  now not read, as "… 된다는데 …" was not. Points heard before the tiles ("첫 등록은 40점이래
  빨강 10 11 12 는 안 되지?": the rule heard, not these points) are no claim;
- a blocked end where a player's rack is a joker alone ("더미 떨어지고 나는 조커 하나 동생은
  빨강 13 파랑 13 남았어 누가 이겨?") was not read (a joker declined the reader); now the joker
  counts 30, as on any rack at the end ("동생이 이깁니다 (나 −4점)"). A joker beside other tiles
  ("나는 조커 5") is still not read."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    page_reading,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

SET = "rummikub-set"
MELD = "rummikub-initial-meld"
PENALTY = "rummikub-rack-penalty"
DEAL = "rummikub-deal"
PLAY = "rummikub-play"
NOT_A_SET = "아니요, 세트가 되지 않습니다"

# -- a colourless run said to be of mixed colours (was "네, 세트가 됩니다") ---------------------
READ_COLOURS_MIXED = [
    ("색깔 달라도 3 4 5 연속 되는 거 맞지?", SET, NOT_A_SET, False),
    ("색이 다른 4 5 6 연속 돼?", SET, NOT_A_SET, False),
    ("색깔 섞어서 7 8 9 연속 되지?", SET, NOT_A_SET, False),
    ("색 상관없이 2 3 4 연속이면 되는 거지?", SET, NOT_A_SET, False),
    ("11 12 13 색이 달라도 런 돼?", SET, NOT_A_SET, False),
    ("색깔 다 달라도 조커 5 6 연속 돼?", SET, NOT_A_SET, False),
    ("서로 다른 색 8 9 10 연속 맞죠?", SET, NOT_A_SET, False),
]
NOT_READ_COLOURS_MIXED = [
    # (was "네, 첫 등록이 됩니다 (33점)", "… (36점)": one colour's run)
    "색 달라도 10 11 12 첫 등록 돼?",
    "색깔 섞어서 11 12 13 내면 첫등록 되나요",
    # (was "네, 세트가 됩니다": "다른 색" alone, of mixed colours or another than one before?)
    "다른 색으로 1 2 3 연속 만들어도 돼?",
    # (was "세트가 됩니다")
    "다른 색 5 6 7 이면 연속 아니지?",
]

test_read_colours_mixed = reads_test("rummikub", READ_COLOURS_MIXED)
test_not_read_colours_mixed = reads_nothing_test("rummikub", NOT_READ_COLOURS_MIXED, unasked=True)


def test_mixed_colours_are_said_in_the_case() -> None:
    found = page_reading("색깔 달라도 3 4 5 연속 되는 거 맞지?", "rummikub")
    assert "빨강 3, 파랑 4, 검정 5" in found.case and "색이 다르다고" in found.case
    assert "같은 색 3" not in found.summary, found.summary


# -- the joker's worth said before the meld: put right (was not read) -------------------------
READ_JOKER_WORTH_SAID = [
    (
        "조커는 30점이니까 빨강 3 4 조커 첫 등록 돼?",
        MELD,
        "아니요, 12점이라 30점에 못 미칩니다",
        False,
    ),
    (
        "누나가 조커는 30점이래 그럼 파랑 5 6 조커로 등록 가능하지?",
        MELD,
        "아니요, 18점이라 30점에 못 미칩니다",
        False,
    ),
    (
        "조커 30점이라던데 검정 2 3 조커 첫등록 되나?",
        MELD,
        "아니요, 9점이라 30점에 못 미칩니다",
        False,
    ),
    (
        "동생이 조커를 30점으로 치면 주황 1 2 조커로 등록된대요",
        MELD,
        "아니요, 6점이라 30점에 못 미칩니다",
        False,
    ),
    (
        "조커 30점짜리잖아 빨강 8 조커 10 첫 등록 되지?",
        MELD,
        "아니요, 27점이라 30점에 못 미칩니다",
        False,
    ),
    (
        "조커는 무조건 30점이라며? 그럼 파랑 11 12 조커 첫 등록 돼?",
        MELD,
        "네, 첫 등록이 됩니다 (36점)",
        True,
    ),
    (
        "조커 점수는 30점이래 그럼 빨강 8 9 조커 첫 등록 되지?",
        MELD,
        "아니요, 27점이라 30점에 못 미칩니다",
        False,
    ),
    (
        "형이 그러는데 조커는 첫 등록 때 30점으로 친대 그럼 파랑 1 2 조커도 등록 되는 거야?",
        MELD,
        "아니요, 6점이라 30점에 못 미칩니다",
        False,
    ),
    (
        "누나가 그러는데 조커는 첫 등록 때 30점으로 센대 그럼 빨강 2 3 조커도 등록 되는 거야?",
        MELD,
        "아니요, 9점이라 30점에 못 미칩니다",
        False,
    ),
    (
        "엄마가 조커는 30점이라고 해서 검정 4 5 조커로 첫 등록 했어 맞아?",
        MELD,
        "아니요, 15점이라 30점에 못 미칩니다",
        False,
    ),
    (
        "조커 50점이라던데 빨강 4 5 조커 첫 등록 되지?",
        MELD,
        "아니요, 15점이라 30점에 못 미칩니다",
        False,
    ),
    # the points counted with the joker as 30, claimed
    (
        "조커는 30점이라 주황 2 3 조커 내면 첫 등록 35점이지?",
        MELD,
        "아니요, 9점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        False,
    ),
    (
        "조커 30점이라며 그럼 검정 11 12 조커 첫 등록 53점이야?",
        MELD,
        "아니요, 36점입니다 (첫 등록이 됩니다)",
        False,
    ),
    (
        "형이 조커는 첫 등록 때도 30점이라고 하는데 빨강 10 11 조커면 첫 등록 51점 맞아?",
        MELD,
        "아니요, 33점입니다 (첫 등록이 됩니다)",
        False,
    ),
    (
        "조커 30점이라서 조커 두 장이랑 파랑 2 내면 첫 등록 62점?",
        MELD,
        "아니요, 9점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        False,
    ),
]
# asked in the negative: the plain statement
READ_JOKER_WORTH_PLAIN = [
    (
        "친구가 조커는 30점이라서 파랑 1 2 조커만 내도 33점 등록이래요. 이거 아니죠?",
        MELD,
        "6점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        False,
    ),
    (
        "친구가 조커는 30점이라서 빨강 1 2 조커만 내도 33점 등록이래요. 이거 아니죠?",
        MELD,
        "6점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        False,
    ),
    (
        "조커 30점짜리라며? 그럼 검정 5 6 조커 등록 되는 거 아냐?",
        MELD,
        "18점이라 30점에 못 미칩니다",
        False,
    ),
]
# the claim heard in the negative: its 네/아니요 answers it (since probe 19; it was the plain
# "첫 등록이 됩니다 (33점)", coloured True)
READ_JOKER_WORTH_HEARD_NOT = [
    (
        "친구가 조커는 0점이래 검정 10 11 조커 첫 등록 안 된대",
        MELD,
        "아니요, 첫 등록이 됩니다 (33점)",
        False,
    ),
]

test_read_joker_worth_said = reads_test("rummikub", READ_JOKER_WORTH_SAID)
test_yes_no_joker_worth_said = yes_no_test("rummikub", READ_JOKER_WORTH_SAID)
test_read_joker_worth_plain = reads_test("rummikub", READ_JOKER_WORTH_PLAIN)
test_read_joker_worth_heard_not = reads_test("rummikub", READ_JOKER_WORTH_HEARD_NOT)


def test_the_joker_worth_said_is_put_right() -> None:
    found = page_reading("조커는 30점이니까 빨강 3 4 조커 첫 등록 돼?", "rummikub")
    assert found.case == "첫 등록으로 낼 세트: 빨강 3-4-조커", found.case
    assert any("조커는 30점이 아닙니다" in d for d in found.details), found.details
    assert found.rule_ids[0] == "rummikub.meld.joker-value", found.rule_ids
    other = page_reading("조커 50점이라던데 빨강 4 5 조커 첫 등록 되지?", "rummikub")
    assert any("조커는 50점이 아니라" in d for d in other.details), other.details


# -- a meld's points heard, asked bare or in the negative; a meld heard or asked "맞아?" ------
READ_MELD_CLAIMED = [
    (
        "형이 파랑 10 11 12 로 첫 등록 33점이라던데 맞지?",
        MELD,
        "네, 33점입니다 (첫 등록이 됩니다)",
        True,
    ),
    ("친구가 검정 9 10 11 로 첫 등록 30점이래", MELD, "네, 30점입니다 (첫 등록이 됩니다)", True),
    ("첫등록 주황 11 12 13 36점?", MELD, "네, 36점입니다 (첫 등록이 됩니다)", True),
    ("빨강 10 11 12 13 첫등록 46점?", MELD, "네, 46점입니다 (첫 등록이 됩니다)", True),
    (
        "동생이 빨강 4 5 6으로 첫 등록 했는데 맞아?",
        MELD,
        "아니요, 15점이라 30점에 못 미칩니다",
        False,
    ),
    ("형이 빨강 3 4 5로 첫 등록 했는데 맞아?", MELD, "아니요, 12점이라 30점에 못 미칩니다", False),
    (
        "엄마가 검정 10 11 12로 첫 등록 했는데 이거 맞아요?",
        MELD,
        "네, 첫 등록이 됩니다 (33점)",
        True,
    ),
    ("빨강 2 3 4 로 첫 등록 된대 맞아?", MELD, "아니요, 9점이라 30점에 못 미칩니다", False),
    # another player's own set said first: set aside, the claim is of the asker's
    (
        "친구가 빨강 10 11 12 냈는데 나도 파랑 1 2 3 첫 등록 된대",
        MELD,
        "아니요, 6점이라 30점에 못 미칩니다",
        False,
    ),
    (
        "형이 조커 30점이니까 파랑 2 3 조커로 첫 등록 된대 맞아?",
        MELD,
        "아니요, 9점이라 30점에 못 미칩니다",
        False,
    ),
    # whether it stands asked in initials (가능, 인정) after a bare 등록
    ("루미 빨12 파12 검12 등록 ㄱㄴ?", MELD, "네, 첫 등록이 됩니다 (36점)", True),
    ("빨강 11 12 13 등록 ㄱㄴ?", MELD, "네, 첫 등록이 됩니다 (36점)", True),
    ("첫등록 파랑 8 9 10 ㅇㅈ?", MELD, "아니요, 27점이라 30점에 못 미칩니다", False),
    ("검정 10 11 12 등록 ㅇㅈ?", MELD, "네, 첫 등록이 됩니다 (33점)", True),
    # the points said right before whether the meld stands: the player's count
    ("파랑 12 검정 12 주황 12 그룹 36점 등록 돼요?", MELD, "네, 첫 등록이 됩니다 (36점)", True),
    ("검정 13 빨강 13 파랑 13 그룹 39점 등록 돼요?", MELD, "네, 첫 등록이 됩니다 (39점)", True),
    ("빨강 9 10 11 12 42점 첫 등록 되나?", MELD, "네, 첫 등록이 됩니다 (42점)", True),
]
READ_MELD_CLAIMED_PLAIN = [
    (
        "빨강 1 2 3 첫 등록 6점 아니야?",
        MELD,
        "6점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        True,
    ),
]

test_read_meld_claimed = reads_test("rummikub", READ_MELD_CLAIMED)
test_yes_no_meld_claimed = yes_no_test("rummikub", READ_MELD_CLAIMED)
test_read_meld_claimed_plain = reads_test("rummikub", READ_MELD_CLAIMED_PLAIN)


# -- a joker supposed left at the end; a loss heard in points (was not read) -----------------
READ_JOKER_LEFT = [
    ("조커 하나 남았으면 마이너스 30 맞아?", PENALTY, "네, −30점입니다", True),
    ("친구가 조커 남으면 -50점이라던데 맞아?", PENALTY, "아니요, −30점입니다", False),
    ("조커 남으면 25점 감점 맞지?", PENALTY, "아니요, −30점입니다", False),
    ("조커 남으면 30점 감점 맞지?", PENALTY, "네, −30점입니다", True),
    (
        "게임 끝나고 내 받침대에 조커 있으면 30점 잃는다던데 진짜야?",
        PENALTY,
        "네, −30점입니다",
        True,
    ),
    ("조커 남으면 몇 점 깎여?", PENALTY, "−30점"),
]

test_read_joker_left = reads_test("rummikub", READ_JOKER_LEFT)
test_yes_no_joker_left = yes_no_test("rummikub", READ_JOKER_LEFT)

# -- tiles left that make a set, said to cost nothing (was not read) --------------------------
READ_SET_LEFT = [
    (
        "친구가 다 냈는데 내 받침대에 빨강 5 6 7 남았어 세트라서 0점이지?",
        PENALTY,
        "아니요, −18점입니다",
        False,
    ),
    (
        "상대가 루미큐브 했는데 제 받침대에 주황 4 5 6 남았어요 연속이니까 0점이죠?",
        PENALTY,
        "아니요, −15점입니다",
        False,
    ),
    # asked in the negative: the plain loss
    (
        "형이 이겼는데 내 손에 검정 7 파랑 7 빨강 7 남았어 그룹이라 감점 없지?",
        PENALTY,
        "−21점입니다",
        False,
    ),
    (
        "친구가 루미큐브 외쳤어 나는 파랑 1 2 3 남았는데 세트니까 안 깎이지?",
        PENALTY,
        "−6점입니다",
        False,
    ),
]

test_read_set_left = reads_test("rummikub", READ_SET_LEFT)


def test_a_set_left_is_said_to_count() -> None:
    found = page_reading(
        "친구가 다 냈는데 내 받침대에 빨강 5 6 7 남았어 세트라서 0점이지?", "rummikub"
    )
    assert any("세트를 이루어도" in d for d in found.details), found.details


# -- the deal's counts heard; the pool asked as "남는 타일" (was not read) ----------------------
READ_DEAL_HEARD = [
    ("친구가 처음에 13장씩 받는다던데?", DEAL, "아니요, 한 사람 14장", False),
    ("친구가 2명이면 20장씩 받는다는데 맞아?", DEAL, "아니요, 한 사람 14장, 더미에 78장", False),
    ("3명이면 14장씩 받는대 진짜야?", DEAL, "네, 한 사람 14장, 더미에 64장", True),
    ("3명이면 남는 타일이 64개라던데 맞아요?", DEAL, "네, 한 사람 14장, 더미에 64장", True),
    ("4명이서 하면 더미가 56장이라던데 맞지?", DEAL, "아니요, 한 사람 14장, 더미에 50장", False),
    ("3명이서 하면 남는 타일 몇 개야?", DEAL, "한 사람 14장, 더미에 64장"),
    ("2인 게임 시작하면 바닥에 남은 타일 몇 개임", DEAL, "한 사람 14장, 더미에 78장"),
]

test_read_deal_heard = reads_test("rummikub", READ_DEAL_HEARD)
test_yes_no_deal_heard = yes_no_test("rummikub", READ_DEAL_HEARD)

# -- a table set supposed ("있으면"): as one said to be there (was not read) -------------------
READ_TABLE_SUPPOSED = [
    (
        "테이블에 파랑 7 검정 7 조커 있으면 빨강 7로 조커 바꿀수 있어?",
        PLAY,
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
        True,
    ),
    ("테이블에 빨강 4 조커 6 있으면 파랑 5로 조커 빼도 돼?", PLAY, "아니요, 안 됩니다", False),
]

test_read_table_supposed = reads_test("rummikub", READ_TABLE_SUPPOSED)
test_yes_no_table_supposed = yes_no_test("rummikub", READ_TABLE_SUPPOSED)

# -- a joker's rule heard, or a joker said used, before the tiles: not a second joker ---------
NOT_READ_JOKER_RULE = [
    # (was "네, 첫 등록이 됩니다 (46점)" for 빨강 10-조커-12-조커)
    "첫 등록에 조커 쓰면 안 된다던데 빨강 10 조커 12 로 등록해도 돼?",
    # (was "네, 세트가 됩니다" for 파랑 조커-4-조커-6)
    "조커 넣으면 연속 안 된다는데 파랑 4 조커 6 연속 돼?",
    # (was "46점 (첫 등록이 됩니다)" for 빨강 10-11-조커-조커)
    "조커 쓰면 빨강 10 11 조커 첫 등록 몇 점이야?",
]

test_not_read_joker_rule = reads_nothing_test("rummikub", NOT_READ_JOKER_RULE, unasked=True)

# -- six tiles or more of a meld that are no set: most likely two sets (was "아니요, 세트가 되지
# 않습니다", where 파랑 10-11-12 and 1-2-3 make 39 points) --------------------------------------
NOT_READ_TWO_SETS_IN_ONE = [
    "빨강 11 12 13 1 2 3 첫 등록 몇점?",
    "첫 등록 파랑 10 11 12 1 2 3 되나?",
    "첫등록 검정 9 10 11 2 3 4 돼요?",
]

test_not_read_two_sets_in_one = reads_nothing_test(
    "rummikub", NOT_READ_TWO_SETS_IN_ONE, unasked=True
)

# -- a set another player laid, its joker freed with the asker's tile (was not read) ---------
READ_OTHERS_SET_JOKER = [
    (
        "상대가 빨강 11 12 조커 냈어 나 빨강 13 있는데 조커 바꿀 수 있어?",
        PLAY,
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
        True,
    ),
    (
        "상대가 빨강 11 12 조커 냈어 나 빨강 10 있는데 조커 바꿀 수 있어?",
        PLAY,
        "아니요, 안 됩니다",
        False,
    ),
    (
        "형이 파랑 4 조커 6 냈는데 내 파랑 5로 조커 가져와도 돼?",
        PLAY,
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
        True,
    ),
    (
        "친구가 검정 7 주황 7 조커 냈어 나 빨강 7 있는데 조커 빼와도 돼?",
        PLAY,
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
        True,
    ),
    (
        "친구가 검정 7 주황 7 조커 냈어 나 검정 7 있는데 조커 빼와도 돼?",
        PLAY,
        "아니요, 안 됩니다",
        False,
    ),
    (
        "누나가 빨강 3 조커 5 냈는데 나는 빨강 4 있어 조커 가져올 수 있어?",
        PLAY,
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
        True,
    ),
]

test_read_others_set_joker = reads_test("rummikub", READ_OTHERS_SET_JOKER)
test_yes_no_others_set_joker = yes_no_test("rummikub", READ_OTHERS_SET_JOKER)

# -- one set heard to do, another asked about: not one meld of both (was "네, 첫 등록이 됩니다
# (66점)" for both sets summed) ------------------------------------------------------------------
NOT_READ_ONE_HEARD_ANOTHER_ASKED = [
    "빨강 10 11 12 첫 등록 된다던데 나는 파랑 10 11 12 있어 나도 되지?",
    # (was "… (60점)")
    "파랑 9 10 11 첫 등록 된다며 나는 검정 9 10 11 있는데 나도 돼?",
]

test_not_read_one_heard_another_asked = reads_nothing_test(
    "rummikub", NOT_READ_ONE_HEARD_ANOTHER_ASKED, unasked=True
)

# -- a blocked end, a player's rack a joker alone: 30 points (was not read) -------------------
BLOCKED = "rummikub-blocked"
READ_BLOCKED_JOKER = [
    (
        "더미 떨어지고 나는 조커 하나 동생은 빨강 13 파랑 13 남았어 누가 이겨?",
        BLOCKED,
        "동생이 이깁니다 (나 −4점)",
    ),
    (
        "더미가 바닥났는데 다 패스했어 나는 조커 하나 남고 친구는 빨강 13 남았어 누가 이겨?",
        BLOCKED,
        "친구가 이깁니다 (나 −17점)",
    ),
    (
        "더미 떨어지고 아무도 못 내 나는 조커 남았고 형은 빨강 12 파랑 12 검정 12 남았어 누가 "
        "이겨?",
        BLOCKED,
        "내가 이깁니다 (+6점)",
    ),
    (
        "더미 떨어졌는데 아무도 못 내 나 빨강 3 남았고 형은 조커 남았어 누가 이겨?",
        BLOCKED,
        "내가 이깁니다 (+27점)",
    ),
]

test_read_blocked_joker = reads_test("rummikub", READ_BLOCKED_JOKER)


def test_a_blocked_rack_joker_counts_30() -> None:
    found = page_reading(
        "더미 떨어지고 나는 조커 하나 동생은 빨강 13 파랑 13 남았어 누가 이겨?", "rummikub"
    )
    assert "받침대에 남은 조커는 30점으로 셉니다." in found.details, found.details
    assert "rummikub.scoring.joker-30" in found.rule_ids, found.rule_ids


ALL_READ = [
    *READ_COLOURS_MIXED,
    *READ_JOKER_WORTH_SAID,
    *READ_JOKER_WORTH_PLAIN,
    *READ_JOKER_WORTH_HEARD_NOT,
    *READ_MELD_CLAIMED,
    *READ_MELD_CLAIMED_PLAIN,
    *READ_JOKER_LEFT,
    *READ_SET_LEFT,
    *READ_DEAL_HEARD,
    *READ_TABLE_SUPPOSED,
    *READ_OTHERS_SET_JOKER,
    *READ_BLOCKED_JOKER,
]
test_kinds_listed = kinds_test("rummikub", ALL_READ)
test_the_answers_cite_rummikub_entries = cites_test("rummikub", ALL_READ)
