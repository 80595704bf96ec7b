"""Rummikub situational questions from a twelfth probe: about 600 questions written from the
rules alone (whole turns told at length, two questions in one message, another player's move,
"why" and "what if not", claims in unusual words, 반말 and 존댓말, typos, facts left out), each
checked by hand against the rules. The misreads found are fixed and kept below, each with
phrasings other than the one that found it.

- the friends counted with a bare number ("친구 셋이랑 하면 더미 몇 장 남아?", "애들 둘이랑")
  were read as all the players ("3명 게임 … 더미에 64장"; "친구 넷이랑" as four, "친구 셋이랑
  하면 더미 64장 맞지?" as "네"), or not read ("친구 셋하고"); now the friends and the one
  asking, as "친구 3명이랑" was ("4명 게임 (친구 3명과 나) … 더미에 50장"; "친구 넷이랑": five,
  not for the base game). "친구 둘이서" (the two of them) is read as before;
- a joker and a bare 1 or 2 left at the end ("나 조커 2 남았는데 -60 맞지?": two jokers as
  "조커 2개" says, or a joker and a 2) were read as a joker and that tile ("아니요, −32점입니다";
  "동생은 조커 1 남았어" +31점); now not read. Jokers counted with 장/개 ("조커 2개", "조커 두
  장": −60점), a tile with its colour ("조커 파랑 2"), counted ("1 하나") or in a longer list
  ("조커 2 6") are read as before;
- a joker said put before or after a set's tiles ("빨강 1 2 3 앞에 조커 붙여도 돼?", "빨강 11 12
  13 뒤에 조커 붙일 수 있어?", "… 다음에 조커") was laid where it makes a set ("네, 세트가
  됩니다": after the 3, before the 11), the case saying "앞에" was the order named (1-2-3-조커);
  now the joker stands on the side said ("아니요, 세트가 되지 않습니다": 조커가 1보다 작은 수를,
  13보다 큰 수를 대신할 수 없습니다), and "파랑 5 6 7 앞에 조커" is 조커-5-6-7 (the joker a 4,
  was a 8). A joker merely named last ("빨강 12 13 조커 되나요") is laid as before;
- a claim heard in the negative, said last with no question ("빨강 9 10 11 30점 딱이라 첫등록
  안된다던데", "빨강 12 13 1 연속 안 된다는데요", "… 그룹 못 한다더라") was answered with 네/아니요,
  which agree or disagree with the claim, not the rule ("네, 첫 등록이 됩니다", "아니요, 세트가
  되지 않습니다"); now the plain statement, as for a negated question. A claim heard in the
  positive ("… 연속 된다던데") keeps its 네/아니요;
- the first meld said done, then the same turn ("방금 첫 등록했는데 같은 턴에 테이블 빨강 5 6 7에
  빨강 8 붙였어 돼?", "첫 등록 했고 그 차례에 …") was read as a turn after the meld ("네,
  됩니다"); now the meld's own turn ("아니요, 첫 등록을 하는 차례에는 테이블의 세트에 붙일 수
  없습니다", as "첫 등록 하면서" was). "그 다음 턴에", "지난 차례에 했고" read as before;
- a set laid in the meld's turn beside the meld ("첫 등록 하면서 파랑 1 2 3도 내도 돼?", "첫
  등록 하고 바로 파랑 1 2 3 내도 돼?", "… 했는데 같은 턴에 파랑 1 2 3 더 내도 돼?") was read
  as the whole meld ("아니요, 6점이라 30점에 못 미칩니다"); now not read (the meld's own sets are
  not named; probe 13 reads such a set alone: "네, 세트가 됩니다"). "첫 등록 하면서 파랑 10 11
  12 내면 돼?" (the meld itself) reads as before, and "첫 등록 하자마자 … 붙여도 돼?" is the
  meld's turn (was "첫 등록 전", "아니요, 첫 등록이 되지 않습니다");
- a set or a joker said left out of the first meld with a conditional ("첫 등록 빨강 10 11 12
  없이 파랑 5 6 7 8만으로 돼?", "파랑 11 12 13 없으면 …", "조커 없으면 빨강 9 10 11로 …",
  "조커 안 쓰면 검정 8 9 10으로 …") was counted in it ("네, 첫 등록이 됩니다 (59점)"; "네 (38점)"
  for 27점); now a set left out gives no answer and the joker is left out ("아니요, 27점이라
  30점에 못 미칩니다"), as "조커 없이", "조커 안 쓰고" were;
- no joker said in the past at the end ("나 7 남았고 조커는 없었어 몇 점?", "… 조커 없었으면
  몇 점?") was counted as a joker left ("−37점"; "나 5랑 조커 남았는데 조커 없었으면" as two
  jokers, "−65점"); now no joker ("−7점"), and with a joker also said left, no answer;
- one tile said in words with 하나 after it ("나 빨강 십 하나 남았어", "파랑 칠 하나") was read as
  that tile and a 1 ("−11점", "−8점"); now one tile of that number ("−10점", "−7점"). A row ("빨강
  하나 둘 셋", "빨강 칠 팔 구") is read as before;
- a joker said not left ("나 8 남았고 조커는 안 남았어 몇 점?", "조커 안 남았어요 11 남았는데
  -11 맞죠?") was counted on the rack ("−38점", "아니요, −41점입니다"); now left out ("−8점",
  "네, −11점입니다"), as "조커는 없고" was;
- a numbered tile said not left at the end ("나 5 남았고 13은 안 남았어", "13은 없고 5
  남았어"), or another tile supposed ("5 하나 남았는데 13이었으면 몇 점?", "… 조커였으면") was
  counted on the rack ("−18점", "−35점"); now not read;
- a number said not held after the tiles of its colour ("나 빨강 10 11 있고 12는 없어 첫 등록
  가능?") was counted in the meld ("네, 첫 등록이 됩니다 (33점)" for 10 and 11); now not read, as
  "빨강 12 없는데" was not;
- another player's set named by their meld, with the asker's own meld said done ("친구가 첫
  등록으로 낸 빨강 10 11 12에 내 빨강 13 붙여도 돼? 나도 등록했어") was read as the asker
  before the meld ("아니요, 첫 등록이 되지 않습니다"); now after it ("네, 됩니다"). Said not done
  ("나는 아직 등록 전") it reads as before."""

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

DEAL = "rummikub-deal"
SET = "rummikub-set"
MELD = "rummikub-initial-meld"
PLAY = "rummikub-play"
MELD_TURN = "rummikub.faq.manipulate-meld-turn"
NO_SET = "아니요, 세트가 되지 않습니다"
PENALTY = "rummikub-rack-penalty"

# -- friends counted with a bare number: the friends and the one asking (was all the players) --
READ_FRIENDS_COUNTED = [
    ("친구 셋하고 하면 더미에 몇 장 남아요?", DEAL, "한 사람 14장, 더미에 50장"),
    ("애들 둘이랑 하면 더미 몇 장 남아?", DEAL, "한 사람 14장, 더미에 64장"),
    ("친구 셋이랑 하면 더미 64장 맞지?", DEAL, "아니요, 한 사람 14장, 더미에 50장"),
    (
        "친구들 하나랑 하는데 처음에 몇 장씩 받고 더미에는 몇 장 남아?",
        DEAL,
        "한 사람 14장, 더미에 78장",
    ),
    ("친구 넷이랑 하면 더미에 몇 장 남아?", DEAL, "5명으로는 할 수 없습니다 (2~4명)"),
]
# the players counted together ("둘이서": the two of them), read as before
READ_PLAYERS_COUNTED = [
    ("친구 둘이서 하면 더미 몇 장 남아?", DEAL, "한 사람 14장, 더미에 78장"),
    ("친구랑 셋이서 하면 더미에 몇 장 남아?", DEAL, "한 사람 14장, 더미에 64장"),
]

test_read_friends_counted = reads_test("rummikub", READ_FRIENDS_COUNTED)
test_yes_no_friends_counted = yes_no_test("rummikub", READ_FRIENDS_COUNTED)
test_read_players_counted = reads_test("rummikub", READ_PLAYERS_COUNTED)
test_the_deal_cites_rummikub_entries = cites_test("rummikub", READ_FRIENDS_COUNTED)


# -- a joker and a bare 1 or 2 left: a count of jokers or a tile (was read as a tile) ---------
NOT_READ_JOKER_OR_COUNT = [
    # (was "−32점", "아니요, −32점입니다", "+31점", "−31점")
    "누나가 다 냈어요 저 조커 2 남았는데 몇 점 깎여요?",
    "형이 루미큐브 했는데 난 조커 2 남음 -60 맞지?",
    "내가 다 냈어 동생은 조커 1 남았어 나 몇 점 받아?",
    "엄마가 이겼어 나 조커 1 남았어 감점 얼마야?",
]
# the jokers counted with 장/개, or the tile plain: read as before
READ_JOKER_AND_TILE = [
    ("누나가 다 냈어요 저 조커 두 장 남았는데 몇 점 깎여요?", PENALTY, "−60점"),
    ("형이 이겼어 나 조커 2개 남았어 -60 맞지?", PENALTY, "네, −60점입니다"),
    ("친구가 다 냈어 나 조커 파랑 2 남았어 몇 점?", PENALTY, "−32점"),
    ("친구가 다 냈어 나 조커 2 6 남았어 몇 점?", PENALTY, "−38점"),
    ("엄마가 이겼어 나 조커 하나랑 1 하나 남았어 감점 얼마야?", PENALTY, "−31점"),
]

test_not_read_joker_or_count = reads_nothing_test("rummikub", NOT_READ_JOKER_OR_COUNT, unasked=True)
test_read_joker_and_tile = reads_test("rummikub", READ_JOKER_AND_TILE)
test_yes_no_joker_and_tile = yes_no_test("rummikub", READ_JOKER_AND_TILE)


# -- a joker's side said: it stands there (was laid where it makes a set) ---------------------
READ_JOKER_SIDE = [
    # (was "네, 세트가 됩니다": the joker laid after the 3, before the 12, before the 11)
    ("주황 1 2 3 앞에 조커 하나 붙이면 돼?", SET, NO_SET),
    ("검정 12 13 뒤에 조커 붙여도 되나요?", SET, NO_SET),
    ("파랑 11 12 13 다음에 조커 놓으면 연속 돼?", SET, NO_SET),
    ("빨강 1 2 앞쪽에 조커 놓으면 돼?", SET, NO_SET),
    ("테이블에 주황 11 12 13 있는데 뒤에 조커 붙여도 돼?", SET, NO_SET),
    # a side the joker can stand on, and a joker named last with no side: as before
    ("빨강 9 10 뒤에 조커 붙이면 세트야?", SET, "네, 세트가 됩니다"),
    (
        "검정 12 13 조커 되나?",
        SET,
        "네, 검정 조커-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 검정 12 앞에 둡니다)",
    ),
]

test_read_joker_side = reads_test("rummikub", READ_JOKER_SIDE)
test_yes_no_joker_side = yes_no_test("rummikub", READ_JOKER_SIDE)
test_the_joker_side_cites_rummikub_entries = cites_test("rummikub", READ_JOKER_SIDE)


@pytest.mark.parametrize(
    ("question", "said", "told"),
    [
        # the joker a 3 before the 4 (was laid after the 6, a 7)
        (
            "주황 4 5 6 앞에 조커 붙여도 돼?",
            "놓은 순서대로: 조커, 주황 4",
            "조커는 주황 3을 대신합니다.",
        ),
        ("검정 1 2 3 앞에 조커 붙이면 돼?", "놓은 순서대로: 조커, 검정 1", "1보다 작은 수"),
    ],
)
def test_the_joker_stands_on_the_side_said(question: str, said: str, told: str) -> None:
    found = page_reading(question, "rummikub")
    assert said in found.case, found.case
    assert told in " ".join([found.summary, *found.details]), found


# -- a claim heard in the negative: the plain statement (was 네/아니요 on the claim) ---------------
READ_NEGATIVE_HEARD = [
    # (was "아니요, …", "네, …": read as agreeing or disagreeing with the positive claim;
    # since probe 19 the 네/아니요 answers the negative claim heard, as HEARD_CLAIM_END decides)
    ("파랑 11 12 13 1 연속 안 된다던데", SET, "네, 세트가 되지 않습니다"),
    ("빨강 5 파랑 5 주황 5 그룹 안 된다더라", SET, "아니요, 세트가 됩니다"),
    ("주황 9 10 11 30점 딱이라서 첫등록 안 된다더라", MELD, "아니요, 첫 등록이 됩니다 (30점)"),
    ("검정 9 10 11 30점 딱이니까 첫 등록 안된대", MELD, "아니요, 첫 등록이 됩니다 (30점)"),
    # a claim in the positive: 네/아니요 answer it
    ("파랑 12 13 1 연속 된다던데", SET, "아니요, 세트가 되지 않습니다"),
]

test_read_negative_heard = reads_test("rummikub", READ_NEGATIVE_HEARD)


# -- the meld said done, then its own turn: the meld's turn (was a turn after it) -------------
NOT_ON_MELD_TURN = "아니요, 첫 등록을 하는 차례에는 테이블의 세트에 붙일 수 없습니다"
READ_MELD_TURN = [
    # (was "네, 됩니다")
    ("첫 등록 했고 같은 차례에 테이블 검정 3 4 5에 내 검정 6 붙이면 돼?", PLAY, NOT_ON_MELD_TURN),
    (
        "첫등록 했어요, 그 차례에 테이블 주황 7 8 9에 주황 10도 붙였는데 되나요?",
        PLAY,
        NOT_ON_MELD_TURN,
    ),
    (
        "첫 등록 했는데 바로 같은 턴에 테이블 파랑 2 3 4에 파랑 5 붙여도 되지?",
        PLAY,
        NOT_ON_MELD_TURN,
    ),
    # a later turn: as before
    ("첫 등록 했어 그 다음 턴에 테이블 파랑 2 3 4에 파랑 5 붙여도 돼?", PLAY, "네, 됩니다"),
    (
        "첫 등록은 지난 차례에 했고 이번 차례에 테이블 파랑 2 3 4에 파랑 5 붙이면 돼?",
        PLAY,
        "네, 됩니다",
    ),
]

test_read_meld_turn = reads_test("rummikub", READ_MELD_TURN)
test_yes_no_meld_turn = yes_no_test("rummikub", READ_MELD_TURN)
test_the_meld_turn_is_decided_by_its_faq = first_rule_test(
    "rummikub", [(row[0], MELD_TURN) for row in READ_MELD_TURN[:3]]
)


# -- a set beside the meld in its turn: not the whole meld (was "… 30점에 못 미칩니다") ----------
# (probe 13: the set beside the meld is judged as a set alone, a meld may be several sets;
# these were not read)
READ_BESIDE_MELD = [
    ("첫 등록 하면서 주황 2 3 4도 같이 내도 돼?", SET, "네, 세트가 됩니다"),
    ("첫 등록 하고 곧바로 검정 1 2 3 내면 돼?", SET, "네, 세트가 됩니다"),
    ("첫등록 하자마자 파랑 4 5 6 더 내도 되나?", SET, "네, 세트가 됩니다"),
]
READ_MELD_ITSELF = [
    ("첫 등록 하면서 파랑 10 11 12 내면 돼?", MELD, "네, 첫 등록이 됩니다 (33점)"),
    # right after the meld: its turn (was "첫 등록 전": "아니요, 첫 등록이 되지 않습니다")
    ("첫 등록 하자마자 테이블 검정 9 10 11에 검정 12 붙여도 돼?", PLAY, NOT_ON_MELD_TURN),
]

test_read_beside_meld = reads_test("rummikub", READ_BESIDE_MELD)
test_read_meld_itself = reads_test("rummikub", READ_MELD_ITSELF)


# -- a set or a joker left out of the meld (was counted in it) -------------------------------
NOT_READ_SET_LEFT_OUT = [
    # (was "네, 첫 등록이 됩니다 (51점)", "(43점)")
    "첫 등록 주황 11 12 13 없이 검정 4 5 6만 내면 돼?",
    "검정 10 11 12 없으면 빨강 1 2 3 4로 첫 등록 가능?",
]
READ_JOKER_LEFT_OUT = [
    # (was "네, 첫 등록이 됩니다 (42점)", "(38점)": a joker counted in)
    ("조커 없으면 파랑 9 10 11로 첫 등록 돼?", MELD, "네, 첫 등록이 됩니다 (30점)"),
    ("조커 안 쓰면 검정 8 9 10으로 첫 등록 되나?", MELD, "아니요, 27점이라 30점에 못 미칩니다"),
]

test_not_read_set_left_out = reads_nothing_test("rummikub", NOT_READ_SET_LEFT_OUT, unasked=True)
test_read_joker_left_out = reads_test("rummikub", READ_JOKER_LEFT_OUT)
test_yes_no_joker_left_out = yes_no_test("rummikub", READ_JOKER_LEFT_OUT)


# -- no joker said in the past at the end (was a joker counted) ----------------------------------
READ_NO_JOKER_PAST = [
    # (was "−39점", "−41점")
    ("누나가 이겼어 나 9 남았고 조커는 없었어 감점 몇 점?", PENALTY, "−9점"),
    ("형이 다 냈는데 나 4 7 남았어 조커 없었으면 몇 점 깎여?", PENALTY, "−11점"),
]
# a joker said left, and without it: which is asked is not plain (was "−68점": two jokers)
NOT_READ_NO_JOKER_PAST = [
    "형이 다 냈어 나 조커랑 8 남았어 조커 없었다면 몇 점 잃었어?",
]

test_read_no_joker_past = reads_test("rummikub", READ_NO_JOKER_PAST)
test_not_read_no_joker_past = reads_nothing_test("rummikub", NOT_READ_NO_JOKER_PAST, unasked=True)


# -- 하나 after a number said in words: one tile (was a 1 more) -------------------------------
READ_ONE_IN_WORDS = [
    # (was "−12점", "−10점": a 1 counted)
    ("동생이 다 냈어 나 주황 십일 하나 남았어 몇 점?", PENALTY, "−11점"),
    ("엄마가 이겼어요 저 검정 구 하나 남았는데 몇 점 깎여요?", PENALTY, "−9점"),
    # a row of words: as before
    ("파랑 하나 둘 셋 연속 돼?", SET, "네, 세트가 됩니다"),
]

test_read_one_in_words = reads_test("rummikub", READ_ONE_IN_WORDS)


# -- a joker said not left (was counted on the rack) -------------------------------------------
READ_JOKER_NOT_LEFT_SAID = [
    # (was "−35점", "−46점", "아니요, −43점입니다")
    ("동생이 다 냈어 나 5 남았고 조커는 안 남았어 몇 점 깎여?", PENALTY, "−5점"),
    ("형이 이겼는데 조커는 안 남았고 나 7 9 남았어 몇 점이야?", PENALTY, "−16점"),
    ("엄마가 다 냈어요 저 조커 안 남았어요 13 남았는데 -13 맞죠?", PENALTY, "네, −13점입니다"),
]

test_read_joker_not_left_said = reads_test("rummikub", READ_JOKER_NOT_LEFT_SAID)
test_yes_no_joker_not_left_said = yes_no_test("rummikub", READ_JOKER_NOT_LEFT_SAID)


# -- a tile said not left, or supposed, at the end (was counted on the rack) ------------------
NOT_READ_TILE_NOT_LEFT = [
    # (was "−16점", "−16점", "−36점", "−14점")
    "누나가 다 냈어 나 4 남았고 12는 안 남았어 감점 얼마?",
    "형이 이겼어 나 11은 없고 2 3 남았어 몇 점 잃어?",
    "엄마가 다 냈어 나 6 남았는데 만약 그게 조커였으면 몇 점이었어?",
    "친구가 다 냈어 나 2 하나 남았는데 12였다면 몇 점?",
]

test_not_read_tile_not_left = reads_nothing_test("rummikub", NOT_READ_TILE_NOT_LEFT, unasked=True)


# -- a number said not held (was counted) ------------------------------------------------------
NOT_READ_NUMBER_ABSENT = [
    # (was "네, 첫 등록이 됩니다 (36점)", "(39점)")
    "나 파랑 11 12 있는데 13은 없어 첫 등록 돼?",
    "검정 12 13 있고 11이 없는데 검정 11 12 13으로 첫 등록 되나요?",
]

test_not_read_number_absent = reads_nothing_test("rummikub", NOT_READ_NUMBER_ABSENT, unasked=True)


# -- another's set named by their meld, the asker melded (was read as before the meld) --------
READ_SET_OF_MELD = [
    # (was "아니요, 첫 등록이 되지 않습니다")
    ("형이 첫 등록으로 낸 파랑 4 5 6에 내 파랑 7 붙여도 돼? 나도 첫 등록 했어", PLAY, "네, 됩니다"),
    ("동생이 첫 등록 때 깐 검정 9 10 11에 내 검정 12 붙이면 돼? 난 등록 했음", PLAY, "네, 됩니다"),
    # the asker not melded: as before
    (
        "누나가 첫 등록으로 낸 주황 3 4 5에 내 주황 6 붙여도 돼? 나는 아직 등록 전이야",
        PLAY,
        "아니요, 첫 등록이 되지 않습니다",
    ),
]

test_read_set_of_meld = reads_test("rummikub", READ_SET_OF_MELD)
test_yes_no_set_of_meld = yes_no_test("rummikub", READ_SET_OF_MELD)


test_the_kinds_are_listed = kinds_test(
    "rummikub",
    READ_FRIENDS_COUNTED,
    READ_JOKER_AND_TILE,
    READ_JOKER_SIDE,
    READ_NEGATIVE_HEARD,
    READ_MELD_TURN,
)


# -- a joker freed by a tile it does not stand for: the retrieve rule decides it (was the set
# rule first, the set the swap would make) ------------------------------------------------------
WRONG_TILE_FOR_JOKER = [
    (
        "테이블에 파랑 8, 조커, 파랑 10 있는데 내 검정 9로 조커 바꿔 와도 돼?",
        "rummikub.joker.retrieve",
    ),
    (
        "바닥에 노랑 2 조커 노랑 4 있어요. 빨강 3 넣고 조커 가져와도 되나요?",
        "rummikub.joker.retrieve",
    ),
]
test_a_wrong_tile_for_a_joker_cites_the_retrieve_rule = first_rule_test(
    "rummikub", WRONG_TILE_FOR_JOKER
)
