"""Rummikub situational questions from a twenty-second probe: about 200 questions written from
the rules alone, aimed at a number guessed wrong (a set's or a meld's points), claims heard
from the one asked ("…된다며?", "…라며"), voice-typed numbers, a friend's claim, a group of
four with a joker, the end's points with the winner said in other words, two questions in one
message, "왜 안 돼?" and questions that look concrete but are not; 반말 and 존댓말, typos and no
spacing, a third not naming the game. Each verdict was checked by hand against the rules and
the engine. The misreads found are fixed and kept below, each with phrasings other than the
one that found it.

- a set's points guessed with no first meld said ("빨강 9 10 11 이면 31점 맞지?", "검정 5 6 7 8
  이면 27점 맞아?", "빨강 9 10 11 몇 점이야?") were not read (the meld reader wanted a meld's
  word; "30점 맞지?" was read, its 30 taken for the meld's), so a wrong guess got nothing
  while a right one of 30 got 네; now read when the question says the tiles (of the game's
  colours, no joker: the end counts one 30), the points and nothing else
  ("아니요, 30점입니다 (첫 등록이 됩니다)"), and only when the tiles make sets ("빨강 4 파랑 4
  이면 8점이지?" is a sum, not a meld's "아니요, 세트가 되지 않습니다"); another game's stars
  or gems stay theirs;
- a meld's sum counted wrong ("… 같이 내면 35점이라 첫등록 되지?", "합이 31이에요. 되나요?",
  "28점이라 안되지?") was not read; now the meld's verdict with the points put right ("네, 첫
  등록이 됩니다 (말한 35점이 아니라 36점)", "아니요, 말한 30점이 아니라 28점이라 30점에 못
  미칩니다"); a count of 30 (the rule's 30, or the sum?) or with jokers (counted where said)
  stays unread. Pinned rows change (now read): one of test_qa_computed_rummikub_coverage.py's
  not-read rows ("… 29점이라 안 되지?") and one of _probe7's ("… 합이 31이에요. 되나요?");
- points said in words ("첫등록 삼십일점 맞지?", "서른두점", "오십점") were not read as points:
  the claim was lost and the meld's 네 answered it ("네, 첫 등록이 됩니다 (33점)" to 31점), or
  the set's ("빨강 5 6 7 이면 십팔점 맞아?": "네, 세트가 됩니다"); now written in digits (a
  number with its tens: "이점", "오점" may be other words);
- a run said in sino numbers with 일 or 이 ("빨강 일 이 삼 돼?", "빨강 이 삼 사 되나요") was not
  read (일, 이 are words and particles elsewhere); now read as three or more numbers in a row
  after a colour, each one more than the last;
- a claim heard from the one asked ("빨강 1 2 3 은 세트 안 된다며?", "… 안 된다면서?") was not a
  heard claim: the negative ask gave the plain "세트가 됩니다"; "다며", "라며", "다면서", "라면서"
  now end a heard claim in the shared :data:`tutor.qa_computed.HEARD_CLAIM_END` (and its
  negative), so the verdict is on the claim ("아니요, 세트가 됩니다"). No other game's reading
  over the question sets changed;
- a loss heard that ends the question with no 맞아 ("조커 남으면 30점 깎인다며?", "… -8점이라며?",
  "-50점이래?") was not read (a loss said, not asked); now checked ("아니요, −7점입니다"); a loss
  stated with no mark ("-5점이래.") is still not read (probe 7); so too a loss guessed with
  the verb at the question's end ("… 1 2 3 남았는데 5점 깎임?", "25점 잃어요?": was unread);
- a joker added where no place of it makes a set ("빨강 7 파랑 7 검정 7 주황 7 에 조커 붙여도
  돼?", told as a friend's claim too) was not read (the joker's place was looked for and not
  found); now "아니요, 세트가 되지 않습니다" (a group holds at most four);
- why a meld fails ("빨강 3 4 5 왜 첫등록 안 돼?", "… 첫등록 왜 안됨?") was not read; now its
  plain verdict ("12점이라 30점에 못 미칩니다"); a meld that reaches 30 stays unread (what fails
  is something else);
- a table set split, said "테이블에 빨강 1 2 3 4 5 6 있는데 (이거) 3 4 5 6 이랑 1 2 로 나눠도
  돼?", was not read; now read as "… 을 … 로 나눠도 돼?" is;
- a play after the turn's time ran out ("시간 초과됐는데 빨강 7 8 9 내도 돼?", "모래시계 다
  떨어졌는데 … 첫등록 돼?") and a play taken back ("… 내려다가 취소해도 돼?", "… 냈다가 물러도
  돼?") were "네, 세트가 됩니다" / "네, 첫 등록이 됩니다"; the time run out is now the timeout
  reader's alone, and a play taken back is not read."""

from __future__ import annotations

from .computed_cases import cites_test, kinds_test, reads_nothing_test, reads_test, yes_no_test

SET = "rummikub-set"
MELD = "rummikub-initial-meld"
PLAY = "rummikub-play"
PENALTY = "rummikub-rack-penalty"

READ_GUESSED = [
    ("빨강 9 10 11 이면 31점 맞지?", MELD, "아니요, 30점입니다 (첫 등록이 됩니다)", False),
    (
        "검정 5 6 7 8 이면 27점 맞아?",
        MELD,
        "아니요, 26점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        False,
    ),
    (
        "루미큐브 빨강 7 파랑 7 검정 7 이면 20점이지?",
        MELD,
        "아니요, 21점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        False,
    ),
    (
        "빨강 7 파랑 7 검정 7 이면 21점이지?",
        MELD,
        "네, 21점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        True,
    ),
    (
        "빨강 10 11 12 파랑 10 11 12 면 60점 맞지?",
        MELD,
        "아니요, 66점입니다 (첫 등록이 됩니다)",
        False,
    ),
    (
        "빨강 10 파랑 10 검정 10 이면 33점 맞지?",
        MELD,
        "아니요, 30점입니다 (첫 등록이 됩니다)",
        False,
    ),
    ("빨강10 11 12 13이면 46점이지?", MELD, "네, 46점입니다 (첫 등록이 됩니다)", True),
    ("빨강 10 11 12 13 이면 45점 아니지?", MELD, "46점입니다 (첫 등록이 됩니다)", False),
    (
        "빨강 1 2 3 이랑 파랑 1 2 3 이면 10점이지?",
        MELD,
        "아니요, 12점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        False,
    ),
    ("빨강 11 12 13 합 35점이지?", MELD, "아니요, 36점입니다 (첫 등록이 됩니다)", False),
    (
        "빨강 13 파랑 13 검정 13 주황 13 이면 50점이지?",
        MELD,
        "아니요, 52점입니다 (첫 등록이 됩니다)",
        False,
    ),
    (
        "파랑 1 2 3 4 5 14점 맞아?",
        MELD,
        "아니요, 15점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        False,
    ),
    (
        "파랑 1 2 3 4 5 15점 맞죠?",
        MELD,
        "네, 15점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        True,
    ),
    ("빨강 9 10 11 세트 31점이래", MELD, "아니요, 30점입니다 (첫 등록이 됩니다)", False),
    ("빨강 9 10 11 세트 31점이라며?", MELD, "아니요, 30점입니다 (첫 등록이 됩니다)", False),
    (
        "빨간색 4 5 6 은 16점 맞나요",
        MELD,
        "아니요, 15점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        False,
    ),
    ("노랑 3 4 5 6 몇점이야?", MELD, "18점 (30점에 못 미쳐 첫 등록이 되지 않습니다)", False),
    ("빨강 9 10 11 몇 점이야?", MELD, "30점 (첫 등록이 됩니다)", True),
    (
        "빨강 4 5 6 7 이면 22점 맞지?",
        MELD,
        "네, 22점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        True,
    ),
    ("친구가 검정 11 12 13 이면 36점이래", MELD, "네, 36점입니다 (첫 등록이 됩니다)", True),
    (
        "빨강 1 2 3 파랑 1 2 3 검정 1 2 3 이면 몇점이야",
        MELD,
        "18점 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        False,
    ),
]

READ_MISCOUNTED = [
    # (these two were pinned unread: test_qa_computed_rummikub_coverage.py, _probe7)
    (
        "빨7 파7 노7 검7 그룹으로 첫 등록하면 29점이라 안 되지?",
        MELD,
        "말한 29점이 아니라 28점이라 30점에 못 미칩니다",
        False,
    ),
    (
        "첫 등록에 파랑 9 10 11 내면 합이 31이에요. 되나요?",
        MELD,
        "네, 첫 등록이 됩니다 (말한 31점이 아니라 30점)",
        True,
    ),
    (
        "빨강 3 4 5 랑 파랑 7 8 9 같이 내면 35점이라 첫등록 되지?",
        MELD,
        "네, 첫 등록이 됩니다 (말한 35점이 아니라 36점)",
        True,
    ),
    (
        "빨강 10 11 12 13 이면 40점이라 첫등록 되지?",
        MELD,
        "네, 첫 등록이 됩니다 (말한 40점이 아니라 46점)",
        True,
    ),
    (
        "빨강 8 9 10 이랑 검정 1 2 3 합이 32점이니까 첫등록 되지?",
        MELD,
        "네, 첫 등록이 됩니다 (말한 32점이 아니라 33점)",
        True,
    ),
    (
        "빨7 파7 노7 검7로 첫 등록하면 27점이라 안 되지?",
        MELD,
        "말한 27점이 아니라 28점이라 30점에 못 미칩니다",
        False,
    ),
    (
        "루미큐브 첫등록 검정 11 12 13 이면 35점 돼서 등록 가능한 거 맞지?",
        MELD,
        "네, 첫 등록이 됩니다 (말한 35점이 아니라 36점)",
        True,
    ),
    (
        "파랑 8 9 10 이면 28점이라 첫등록 안되지?",
        MELD,
        "말한 28점이 아니라 27점이라 30점에 못 미칩니다",
        False,
    ),
]

READ_WORDS = [
    ("빨강 10 11 12 첫등록 삼십일점 맞지?", MELD, "아니요, 33점입니다 (첫 등록이 됩니다)", False),
    ("빨강 10 11 12 서른두점 맞지?", MELD, "아니요, 33점입니다 (첫 등록이 됩니다)", False),
    ("빨강 구 십 십일 삼십일점이지?", MELD, "아니요, 30점입니다 (첫 등록이 됩니다)", False),
    (
        "빨강13 파랑13 검정13 주황13 첫등록 오십점 맞지?",
        MELD,
        "아니요, 52점입니다 (첫 등록이 됩니다)",
        False,
    ),
    ("빨강 일 이 삼 돼?", SET, "네, 세트가 됩니다", True),
    ("빨강 이 삼 사 되나요", SET, "네, 세트가 됩니다", True),
    ("파랑 일 이 삼 사 연속 맞지?", SET, "네, 세트가 됩니다", True),
    ("검정 일 이 삼 으로 첫등록 돼?", MELD, "아니요, 6점이라 30점에 못 미칩니다", False),
    ("주황 이 삼 사 오 세트 됨?", SET, "네, 세트가 됩니다", True),
    ("빨강 구 십 십일 몇점이야", MELD, "30점 (첫 등록이 됩니다)", True),
    ("파랑 십 십일 십이 십삼 이면 사십육점 맞지?", MELD, "네, 46점입니다 (첫 등록이 됩니다)", True),
    (
        "빨강 5 6 7 이면 십팔점 맞아?",
        MELD,
        "네, 18점입니다 (30점에 못 미쳐 첫 등록이 되지 않습니다)",
        True,
    ),
]

READ_HEARD = [
    ("빨강 1 2 3 은 세트 안 된다며?", SET, "아니요, 세트가 됩니다", False),
    ("빨강 12 13 1 은 안 된다면서?", SET, "네, 세트가 되지 않습니다", True),
    ("빨강 10 11 12 첫 등록 안 된다며?", MELD, "아니요, 첫 등록이 됩니다 (33점)", False),
    ("빨강1 2 3 첫등록 안된다며", MELD, "네, 6점이라 30점에 못 미칩니다", True),
    ("빨강 5 빨강 5 파랑 5 그룹 안된다며?", SET, "네, 세트가 되지 않습니다", True),
    ("친구가 빨강 3 4 5 세트 아니라며?", SET, "아니요, 세트가 됩니다", False),
    ("빨강 3 5 6 세트 아니라며?", SET, "네, 세트가 되지 않습니다", True),
    (
        "테이블 빨강 1 2 3 4 에서 4 빼서 내 파랑 4 검정 4 랑 그룹 만들면 안 된다며?",
        PLAY,
        "아니요, 됩니다",
        False,
    ),
    ("조커 남으면 30점 깎인다며?", PENALTY, "네, −30점입니다", True),
    ("조커 남으면 50점 깎인다며?", PENALTY, "아니요, −30점입니다", False),
    (
        "엄마가 먼저 끝냈는데 나 빨강 3 파랑 4 남았어 -8점이라며?",
        PENALTY,
        "아니요, −7점입니다",
        False,
    ),
    ("엄마가 먼저 끝냈는데 나 빨강 3 파랑 4 남았어 -7점이라던데?", PENALTY, "네, −7점입니다", True),
    ("친구가 조커 남으면 -50점이래?", PENALTY, "아니요, −30점입니다", False),
    ("빨강 12 13 1 2 은 안 된다며", SET, "네, 세트가 되지 않습니다", True),
]

READ_JOKER = [
    (
        "빨강 7 파랑 7 검정 7 주황 7 에 조커 붙여도 된다고 하는데",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
    (
        "친구가 빨강 7 파랑 7 검정 7 주황 7 에 조커 붙여도 된다고 하는데",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
    ("빨강 7 파랑 7 검정 7 주황 7 에 조커 붙여도 돼?", SET, "아니요, 세트가 되지 않습니다", False),
    ("빨강 3 파랑 5 에 조커 붙여도 돼?", SET, "아니요, 세트가 되지 않습니다", False),
]

READ_WHY = [
    ("빨강 3 4 5 왜 첫등록 안 돼?", MELD, "12점이라 30점에 못 미칩니다", False),
    (
        "왜 파랑 1 2 3 이랑 검정 4 5 6 은 첫등록이 안되나요?",
        MELD,
        "21점이라 30점에 못 미칩니다",
        False,
    ),
    ("빨강 8 9 10 왜 첫 등록이 안돼요?", MELD, "27점이라 30점에 못 미칩니다", False),
    ("파랑 5 6 7 8 첫등록 왜 안됨?", MELD, "26점이라 30점에 못 미칩니다", False),
]

READ_SPLIT = [
    (
        "테이블에 빨강 1 2 3 4 5 6 있는데 이거 3 4 5 6 이랑 1 2 로 나눠도 돼?",
        PLAY,
        "아니요, 빨강 1, 빨강 2는 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 1 2 3 4 5 6 있는데 1 2 3 이랑 4 5 6 으로 나눠도 돼?",
        PLAY,
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "바닥에 파랑 5 6 7 8 9 있는데 5 6 7 이랑 8 9 로 나눠도 돼?",
        PLAY,
        "아니요, 파랑 8, 파랑 9는 세트가 되지 않습니다",
        False,
    ),
    (
        "루미큐브 테이블에 검정 2 3 4 5 6 7 있는데 그거 2 3 4 랑 5 6 7 로 쪼개도 되나요",
        PLAY,
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
]

# -- a loss guessed at the question's end ("6점 깎임?"), checked --------------------------------
READ_LOSS_GUESSED = [
    ("형이 타일 다 내고 이겼음 난 1 2 3 남았는데 6점 깎임?", PENALTY, "네, −6점입니다", True),
    ("형이 타일 다 내고 이겼음 난 1 2 3 남았는데 5점 깎임?", PENALTY, "아니요, −6점입니다", False),
    ("엄마가 끝냈는데 나 조커 남았으면 25점 잃어요?", PENALTY, "아니요, −30점입니다", False),
    ("친구가 끝냈는데 난 빨강 12 남음 12점 빠져?", PENALTY, "네, −12점입니다", True),
]

NOT_READ = [
    # the time ran out: the tiles go back (was "네, 세트가 됩니다", "네, 첫 등록이 됩니다")
    "시간 초과됐는데 빨강 7 8 9 내도 돼?",
    "시간 다 됐는데 빨강 7 8 9 내던 중이었어 인정돼?",
    "모래시계 다 떨어졌는데 파랑 10 11 12 첫등록 돼?",
    "시간 오버됐는데 검정 1 2 3 붙여도 돼?",
    "타임아웃 됐는데 빨강 3 4 5 세트 인정돼?",
    # a play taken back, not the set (was "네, 세트가 됩니다")
    "빨강 7 8 9 내려다가 취소해도 돼?",
    "빨강 10 11 12 냈다가 물러도 돼?",
]

test_read_guessed = reads_test("rummikub", READ_GUESSED)
test_yes_no_guessed = yes_no_test("rummikub", READ_GUESSED)
test_read_miscounted = reads_test("rummikub", READ_MISCOUNTED)
test_yes_no_miscounted = yes_no_test("rummikub", READ_MISCOUNTED)
test_read_words = reads_test("rummikub", READ_WORDS)
test_yes_no_words = yes_no_test("rummikub", READ_WORDS)
test_read_heard = reads_test("rummikub", READ_HEARD)
test_yes_no_heard = yes_no_test("rummikub", READ_HEARD)
test_read_joker = reads_test("rummikub", READ_JOKER)
test_yes_no_joker = yes_no_test("rummikub", READ_JOKER)
test_read_why = reads_test("rummikub", READ_WHY)
test_read_split = reads_test("rummikub", READ_SPLIT)
test_yes_no_split = yes_no_test("rummikub", READ_SPLIT)
test_read_loss_guessed = reads_test("rummikub", READ_LOSS_GUESSED)
test_yes_no_loss_guessed = yes_no_test("rummikub", READ_LOSS_GUESSED)
test_not_read = reads_nothing_test("rummikub", NOT_READ, unasked=True)

ALL_READ = [
    *READ_GUESSED,
    *READ_MISCOUNTED,
    *READ_WORDS,
    *READ_HEARD,
    *READ_JOKER,
    *READ_WHY,
    *READ_SPLIT,
    *READ_LOSS_GUESSED,
]
test_kinds_listed = kinds_test("rummikub", ALL_READ)
test_the_answers_cite_rummikub_entries = cites_test("rummikub", ALL_READ, some=True)
