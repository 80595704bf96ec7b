"""Rummikub situational questions from a ninth probe: about 200 questions written from the
rules alone (반말 and 존댓말, typos, other players' cases beside the asker's, claims, negated
questions, numbers as words, facts left out), each checked by hand against the rules. The
misreads found are fixed and kept below, each with phrasings other than the one that found it.

- a tile added to a table set in the first meld's own turn ("첫 등록 하면서 테이블 빨강 3 4 5에
  빨강 6 붙여도 돼?", "첫 등록 하는 턴에", "첫 등록하고 같은 차례에") read as that tile alone
  made into a first meld ("아니요, 첫 등록이 되지 않습니다", citing the 30 points of one's own
  tiles first); now the join in the meld's turn, judged by the engine beside a meld of one's
  own ("아니요, 첫 등록을 하는 차례에는 테이블의 세트에 붙일 수 없습니다", the FAQ on the meld's
  turn first);
- another player named as the one who moves beside a meld said done or not ("나 첫 등록 했고
  친구는 아직이야. 친구가 테이블 빨강 3 4 5에 빨강 6 붙이려는데 돼?", "첫 등록 안 한 동생이 …
  붙였어 돼?") read as the asker's own move ("네, 됩니다" with "내 빨강 6", the asker's meld taken
  for the one who moves; a table rearranged so was "네, 됩니다" too); now no verdict;
- another player's meld said not made as "아직" beside the asker's made ("누나는 첫 등록
  아직인데 나는 했어. 테이블 빨강 9 10 11에 내 빨강 12 붙여도 돼?") read as the asker's not
  made ("아니요, 첫 등록이 되지 않습니다"); now after the asker's meld ("네, 됩니다");
- who went out said untold beside a loss asked ("판 끝났는데 누가 이겼는지 몰라 내 받침대에
  조커 남았어 몇 점 잃어?") read as someone else going out ("−30점"), though a game that ended
  blocked scores the rack otherwise; now no verdict;
- the last of a row of numbers said as words with 로/으로 after it ("빨강 십 십일 십이로 첫등록
  되나", "검정 칠 팔 구로 연속 돼?") left out ("아니요, 세트가 되지 않습니다" for 빨강 10, 11);
  now read as a tile ("네, 첫 등록이 됩니다 (33점)", "네, 세트가 됩니다");
- whether one may draw or wait instead of playing the tiles named ("나 빨강 11 12 13 있는데 첫
  등록 안 하고 한 장 뽑아도 돼?", "검정 9 10 11 있는데 그냥 드로우 해도 돼?") read as whether
  they make a meld or a set ("네, 첫 등록이 됩니다 (36점)", "네, 세트가 됩니다": a 네 to another
  question, citing the 30 points, not the FAQ that one may draw instead); now no verdict;
- a run split at the tile put in after the meld ("등록했어 테이블 빨강 1 2 3 4 5 6에 빨강 4
  넣어서 1234 456 만들수있어?", "… 파랑 5 넣어서 쪼개도 돼?") read as the tile added to the run
  ("아니요, 안 됩니다": a run with 4 twice); now the split, judged by the engine ("네, 됩니다",
  the FAQ on splitting a run first);
- tiles on two players' racks asked to be laid together ("나는 빨강 5 6 7 있고 친구는 빨강 8
  있어 같이 연속 만들어도 돼?") read as one set of the asker's ("네, 세트가 됩니다", though each
  player lays tiles of their own rack only); now no verdict;
- the pool asked after draws said by count ("4명이서 하는데 나 혼자 10번 뽑으면 더미 몇 장
  남아?") answered with the deal's pool ("한 사람 14장, 더미에 50장"); now no verdict;
- the loss asked at the end, another player said to go out as "다 냈어", the meld said not
  made ("첫 등록도 못 했는데 친구가 다 냈어 나 1 2 3 남았어 몇점?"), read as a first meld of the
  tiles left ("아니요, 6점이라 30점에 못 미칩니다"); now the rack's loss ("−6점");
- another player's meld said not made, the asker's unsaid ("형은 첫 등록 못 했어 테이블 검정 1 2
  3에 내 검정 4 붙여도 돼?", "동생은 첫 등록 전인데 … 조커 빼도 돼?") read as the asker's not
  made ("아니요, 첫 등록이 되지 않습니다" for "내 검정 4"); now no verdict for a move (the asker's
  own state said beside it, "나도 못 했어" / "나는 했어", reads as before)."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    first_rule_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

PLAY = "rummikub-play"
PENALTY = "rummikub-rack-penalty"
MELD = "rummikub-initial-meld"
SET = "rummikub-set"
DEAL = "rummikub-deal"
MELD_TURN = "아니요, 첫 등록을 하는 차례에는 테이블의 세트에 붙일 수 없습니다"

# (question, kind, verdict): read, with the engine's verdict
READ = [
    # -- the asker moves, another's meld said beside the asker's: read as before ------------
    ("친구가 낸 검정 3 4 5에 내 검정 6 붙여도 돼? 난 첫 등록 했어", PLAY, "네, 됩니다"),
    (
        "누나는 첫 등록 안 했는데 나는 했어. 테이블 빨강 9 10 11에 내 빨강 12 붙여도 돼?",
        PLAY,
        "네, 됩니다",
    ),
    # -- a tile added in the first meld's own turn (was "아니요, 첫 등록이 되지 않습니다") --------
    # "하고 나서 바로": that turn too (mended after the probe)
    ("첫 등록하고 나서 바로 테이블 빨강 3 4 5에 빨강 6 붙여도 되나요?", PLAY, MELD_TURN),
    ("첫 등록 하면서 바닥에 있는 파랑 6 7 8에 내 파랑 9 붙이면 돼요?", PLAY, MELD_TURN),
    ("첫등록 하는 차례에 테이블 주황 10 11 12에 주황 13 이어 붙여도 됨?", PLAY, MELD_TURN),
    ("첫 등록 하고 같은 턴에 테이블 검정 2 3 4에 검정 5 붙일 수 있나요?", PLAY, MELD_TURN),
    ("첫 등록이랑 동시에 테이블 빨강 8 파랑 8 검정 8에 주황 8 넣어도 돼?", PLAY, MELD_TURN),
    # -- another's meld said "아직", the asker's made (was "아니요, 첫 등록이 되지 않습니다") -----
    (
        "형은 등록 아직이고 저는 했어요. 바닥 파랑 4 5 6에 제 파랑 7 붙여도 되나요?",
        PLAY,
        "네, 됩니다",
    ),
    (
        "동생은 첫 등록 아직이야 나는 했어 테이블 빨강 4 조커 6에 내 빨강 5 넣고 조커 빼도 돼?",
        PLAY,
        "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)",
    ),
    # the asker's own meld said "아직": before the meld, as before
    (
        "나는 첫 등록 아직인데 테이블 주황 9 10 11에 주황 12 붙여도 돼?",
        PLAY,
        "아니요, 첫 등록이 되지 않습니다",
    ),
    # another's tiles alone asked about, none of the asker's: read, as before
    ("친구가 파랑 2 3 4 있는데 연속이야?", SET, "네, 세트가 됩니다"),
    # the asker's own state said beside another's: read as before
    (
        "누나는 첫 등록 못 했고 나도 못 했어 테이블 주황 6 7 8에 내 주황 9 붙여도 돼?",
        PLAY,
        "아니요, 첫 등록이 되지 않습니다",
    ),
    # the join counted toward the meld, asked: the meld's 30 of one's own tiles, as before
    (
        "첫 등록 하면서 테이블 파랑 10 11 12에 내 파랑 13 붙여서 30점 채워도 돼?",
        PLAY,
        "아니요, 첫 등록이 되지 않습니다",
    ),
    (
        "첫 등록 전인데 테이블 검정 2 3 4에 검정 5 붙여도 돼?",
        PLAY,
        "아니요, 첫 등록이 되지 않습니다",
    ),
]

# questions no reader must answer, each with the reason
NOT_READ = [
    # -- another player moves, a meld said done or not (was "네, 됩니다": the asker's meld) ----
    "저 첫 등록 했어요. 형은 아직 못 했고요. 형이 바닥 검정 9 10 11에 검정 12 붙여도 되나요?",
    "난 등록 끝냈는데 누나는 아직이야 누나가 테이블 주황 1 2 3에 주황 4 이어도 돼?",
    "나 등록했고 엄마는 아직. 엄마가 테이블 7 7 7 7에서 빨강 7 빼서 빨강 8 9랑 연속 만들어도 돼?",
    # (was "아니요, 첫 등록이 되지 않습니다" for "내 파랑 10": the brother's tile)
    "등록 못 한 동생이 테이블 파랑 7 8 9에 파랑 10 붙였는데 이거 돼?",
    # -- drawing or waiting instead of playing, asked (was "네, 첫 등록이 됩니다 (33점)", -------
    # "네, 세트가 됩니다": a 네 to whether the tiles make a meld or a set)
    "파랑 10 11 12 있는데 첫 등록 미루고 한 장 뽑아도 되나요?",
    "빨강 7 파랑 7 검정 7 있는데 이번 턴은 드로우 해도 돼?",
    "빨강 12 13 조커 있는데 첫 등록 안 하고 한 장 먹어도 돼?",
    "주황 11 12 13 있는데 첫 등록 안 하고 기다려도 괜찮아?",
    # -- tiles on two players' racks, laid together (was "네, 세트가 됩니다") -----------------
    "저는 주황 4 5 있고 언니가 주황 6 있는데 합쳐서 연속 낼 수 있어요?",
    "난 검정 8 파랑 8 있고 동생은 빨강 8 가지고 있어 셋이 그룹 만들어도 돼?",
    # -- another's meld not made, the asker's unsaid (was "아니요, 첫 등록이 되지 않습니다") ----
    "엄마는 첫 등록 아직 못 했는데 테이블 주황 6 7 8에 제 주황 9 붙여도 되나요?",
    "누나는 등록 전이야. 바닥 빨강 2 3 4에 내 빨강 5 이어 붙일 수 있어?",
    "형은 등록 안 했는데 테이블 파랑 3 조커 5에 내 파랑 4 넣고 조커 가져와도 돼?",
    # -- the pool after draws said by count (was "한 사람 14장, 더미에 …장": the deal's) ----
    "3명이서 하는데 내가 다섯 번 뽑았으면 더미에 몇 장 남아?",
    "둘이 하는데 제가 두 장 더 가져가면 더미 몇 장 남아요?",
    # -- who went out untold, a loss asked (was "−30점", "−12점", "−19점") ---------------------
    "게임 끝났는데 누가 이겼는지 모르겠어요. 제 받침대에 조커 남았는데 몇 점 잃어요?",
    "판 끝났어 근데 승자가 누군지 몰라 나 4 8 남았는데 몇 점 깎여?",
    "이긴 사람은 모르겠고 끝났어 내 손에 9 10 남았는데 몇점 빠져?",
]

# a run split at the tile put in, after the meld (was "아니요, 안 됩니다": the tile added)
READ_SPLIT = [
    (
        "첫 등록 했어요. 바닥 검정 5 6 7 8 9에 제 검정 7 넣어서 둘로 나눠도 되나요?",
        PLAY,
        "네, 됩니다",
    ),
    ("등록 끝났어 테이블 주황 2 3 4 5 6 7에 주황 5 넣어서 2345 567 돼?", PLAY, "네, 됩니다"),
    # one side left two tiles: no
    (
        "첫 등록 했는데 테이블 파랑 1 2 3 4 5에 파랑 4 넣어서 쪼개도 돼?",
        PLAY,
        "아니요, 파랑 4, 파랑 5는 세트가 되지 않습니다",
    ),
]

# numbers as words, the last with 로/으로 (was "아니요, 세트가 되지 않습니다": it was left out)
READ_WORDS = [
    ("주황 십일 십이 십삼으로 첫 등록 돼요?", MELD, "네, 첫 등록이 됩니다 (36점)"),
    ("파랑 구 십 십일로 처음 내도 돼?", MELD, "네, 첫 등록이 됩니다 (30점)"),
    ("빨강 삼 사 오로 연속 되나?", SET, "네, 세트가 됩니다"),
]

# the deal asked: read, as before
READ_DEAL = [
    ("3명이서 하면 한 사람당 몇 장 받아?", DEAL, "한 사람 14장, 더미에 64장"),
]

# who went out said: the loss, as before
READ_LOSS = [
    # -- the end said as another player going out, the meld not made (was a first meld) -----
    ("아직 첫 등록 못 했는데 누나가 다 냈어. 나 2 3 4 남았는데 몇 점이야?", PENALTY, "−9점"),
    ("첫 등록도 못 했어요. 형이 다 내서 저는 5 6 7 남았는데 몇 점이에요?", PENALTY, "−18점"),
    ("판 끝났는데 형이 이겼어. 내 받침대에 조커 남았어 몇 점 잃어?", PENALTY, "−30점"),
]

# (question, the rule cited first): the entry that decides the case
FIRST_RULE = [
    (
        "첫 등록 했어요. 바닥 검정 5 6 7 8 9에 제 검정 7 넣어서 둘로 나눠도 되나요?",
        "rummikub.faq.split-run",
    ),
    (
        "첫 등록 하면서 바닥에 있는 파랑 6 7 8에 내 파랑 9 붙이면 돼요?",
        "rummikub.faq.manipulate-meld-turn",
    ),
    (
        "첫등록 하는 차례에 테이블 주황 10 11 12에 주황 13 이어 붙여도 됨?",
        "rummikub.faq.manipulate-meld-turn",
    ),
]


test_read = reads_test("rummikub", READ + READ_SPLIT + READ_WORDS + READ_DEAL + READ_LOSS)
test_yes_no = yes_no_test("rummikub", READ + READ_SPLIT + READ_WORDS)
test_not_read = reads_nothing_test("rummikub", NOT_READ, unasked=True)
test_the_verdicts_cite_rummikub_entries = cites_test("rummikub", READ, some=True)
test_the_kinds_are_listed = kinds_test(
    "rummikub", READ, READ_SPLIT, READ_WORDS, READ_DEAL, READ_LOSS
)


test_the_rule_that_decides_is_cited_first = first_rule_test("rummikub", FIRST_RULE)
