"""Rummikub situational questions from a twenty-fourth probe: about 200 questions written from
the rules alone (반말 and 존댓말, typos and no spacing, a third not naming the game), aimed at
tiles named out of order, a friend's claim insisted on ("…우기네", "…우긴다", "…그러네"), two
questions in one, "왜 안 돼?", claims and hearsay, and questions that look concrete but that the
engine cannot decide. Each verdict was checked by hand against the rules and the engine. The
misreads found are fixed and kept below, each with phrasings other than the one that found it.

- a run with a joker named out of order ("조커 빨강 6 4 5 세트 돼?", "조커 빨강 4 6 5", "조커 파랑
  13 11 12") was "아니요, 세트가 되지 않습니다" (the tiles taken in the order named, "5 자리를 채울
  타일이 모자랍니다"), while the same tiles with no joker ("빨강 6 4 5") were laid in order and
  made a run; now the tiles are laid in order as a player lays a set, the joker where it makes
  one ("네, 세트가 됩니다", the case shows 말한 순서 → 놓는 순서), and a claim heard of them
  ("… 세트 안된대") is answered "아니요, 세트가 됩니다";
- a joker named among a run's tiles where it makes none ("빨강 3 조커 4", "빨강 12 조커 13",
  "파랑 3 조커 파랑 5 파랑 4") was "아니요, 세트가 되지 않습니다" (the joker taken to stand where
  named: "3과 4 사이에 조커가 너무 많습니다"), though a player lays the same tiles as a run
  (조커-3-4); now laid where it makes one, as a joker named at an end already was ("조커 빨강
  4 6": 4-조커-6); where no place makes one ("빨강 8 조커 3 4") it stays 아니요;
- a set named by its word and asked why it fails ("빨강 2 3 4 세트 왜 안돼?", "파랑 5 6 7 왜
  세트 안 돼요?", "왜 빨강 3 4 5 세트가 안돼?") was not read (a why of a valid set was taken
  for the meld's); now the plain verdict, that it is a set ("세트가 됩니다"); with no set's word
  ("빨강 1 2 3 왜 안 돼?": the meld?) it stays unread;
- a claim in the negative that another player insists on or was heard saying, ending the
  question ("남편이 빨강 10 파랑 10 검정 10 첫등록으로 냈는데 안된다고 우기네", "친구가 빨강 1 2 3
  세트 안된다고 우긴다", "동생이 … 세트 아니라고 그러네", "… 안된다고 하던데요", "… 안 된다고
  들었어", "… 안된다고 친구가 우기는데 맞아?") got the verdict on the tiles ("네, 세트가 됩니다":
  a yes to the claim, which is wrong) or its plain statement; now the claim is answered, its
  네/아니요 turned ("아니요, 세트가 됩니다"; "형이 빨강 12 13 1 은 런 안 된다고 우김": "네, 세트가
  되지 않습니다"), the card's colour the claim's truth as for a claim heard (probe 17). The
  reader's own pattern, so no other game's reading changed;
- a first meld's claim insisted on by another player named first ("친구가 빨강 10 11 12 첫등록
  안된다고 우김", "언니가 파랑 10 11 12 첫등록 된다고 우겨요", "와이프가 검정 9 10 11 첫등록 안 된다고
  그러네") was not read (the other player taken for the one melding); now read as a claim heard
  from them ("…안된대" was), the negative one turned ("아니요, 첫 등록이 됩니다 (33점)");
- a table joker taken before the meld with no set named ("첫등록 안했는데 테이블에 있는 조커
  가져와도 돼?", "등록 안 했는데 테이블 위 조커 회수 가능?") was not read (the reader wanted the
  set); the rule is the same for every set, so the engine judges it on one, said in the case
  ("아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다"); with another player, a tile or colour, or
  the meld made first in the turn, it stays unread;
- the joker named again with the tile it stands for ("빨강 4 5 조커 7 8로 내면 조커가 빨강 6
  역할 하는 거 맞아요?"), once the joker is laid where it makes a run, read as a second joker
  and a sixth tile ("빨강 조커-조커-4-5-6-7-8"); now the joker said again, not read (as before).

Found and left unread (guards below): two questions in one ("빨강 1 2 3 돼? 첫등록도 돼?"), a
claim about a joker's use ("아빠가 조커는 그룹에 못 쓴다고 우기네"); "누구 말이 맞아?" (who is
right) is answered plainly."""

from __future__ import annotations

from .computed_cases import cites_test, kinds_test, reads_nothing_test, reads_test, yes_no_test

SET = "rummikub-set"
MELD = "rummikub-initial-meld"
PLAY = "rummikub-play"

READ_ORDER = [
    ("조커 빨강 6 4 5 세트 돼?", SET, "네, 세트가 됩니다", True),
    ("조커 빨강 4 6 5 세트 돼?", SET, "네, 세트가 됩니다", True),
    ("조커 파랑 13 11 12 세트 돼?", SET, "네, 세트가 됩니다", True),
    ("조커 빨강 6 7 5 8 세트돼?", SET, "네, 세트가 됩니다", True),
    ("조커 파랑 1 3 2 세트 돼?", SET, "네, 세트가 됩니다", True),
    ("조커 조커 파랑 1 3 2 세트 돼?", SET, "네, 세트가 됩니다", True),
    ("조커 빨강 6 4 5 는 세트 안된대", SET, "아니요, 세트가 됩니다", False),
    ("조커 빨강 6 4 5 세트 아니라던데 맞아?", SET, "아니요, 세트가 됩니다", False),
    ("조커랑 빨강 6 4 5 같이 내도 돼요?", SET, "네, 세트가 됩니다", True),
    ("조커,빨강6,빨강4,빨강5 세트?", SET, "네, 세트가 됩니다", True),
    ("조커 빨강 10 8 9 세트 되나", SET, "네, 세트가 됩니다", True),
    ("조커 검정 8 6 7 세트 가능?", SET, "네, 세트가 됩니다", True),
    ("루미큐브 조커 파랑 12 10 11 세트 되나요?", SET, "네, 세트가 됩니다", True),
    ("조커 빨강 11 13 12 세트돼요?", SET, "네, 세트가 됩니다", True),
    ("조커 주황 2 4 3 5 세트 되죠?", SET, "네, 세트가 됩니다", True),
    ("조커 빨강 6 4 5 세트 맞지?", SET, "네, 세트가 됩니다", True),
]

# a joker named among the tiles where it makes no run, laid where it does (was "아니요, 세트가
# 되지 않습니다")
READ_JOKER_AMONG = [
    ("파랑 3 조커 파랑 5 파랑 4 세트돼?", SET, "네, 세트가 됩니다", True),
    ("빨강 6 조커 4 5 세트 돼?", SET, "네, 세트가 됩니다", True),
    ("빨강 5 조커 3 4 세트 돼?", SET, "네, 세트가 됩니다", True),
    ("빨강 5 조커 3 4 는 세트 아니라던데", SET, "아니요, 세트가 됩니다", False),
    ("빨강 3 조커 4 세트 돼?", SET, "네, 세트가 됩니다", True),
    ("빨강 12 조커 13 세트돼?", SET, "네, 세트가 됩니다", True),
    ("검정 7 조커 8 세트 가능?", SET, "네, 세트가 됩니다", True),
    ("주황 10 조커 11 이렇게 세 장 세트 돼요?", SET, "네, 세트가 됩니다", True),
]

# a table joker taken before the meld, no set named (was not read)
READ_JOKER_BEFORE_MELD = [
    (
        "첫등록 안했는데 테이블에 있는 조커 가져와도 돼?",
        PLAY,
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
        False,
    ),
    (
        "아직 첫등록 안 했는데 바닥에 있는 조커 가져가도 되나요?",
        PLAY,
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
        False,
    ),
    (
        "첫 등록 전인데 테이블 조커 빼와도 돼?",
        PLAY,
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
        False,
    ),
    (
        "루미큐브 등록 안 했는데 테이블 위 조커 회수 가능?",
        PLAY,
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
        False,
    ),
    (
        "첫등록 안 했는데 테이블에 있는 조커 가져와도 된대",
        PLAY,
        "아니요, 첫 등록 전에는 조커를 빼 올 수 없습니다",
        False,
    ),
    (
        "첫등록 안했는데 테이블에 있는 조커 가져오면 어떻게 해?",
        PLAY,
        "첫 등록 전에는 조커를 빼 올 수 없습니다",
        False,
    ),
]

READ_WHY_SET = [
    ("빨강 2 3 4 세트 왜 안돼?", SET, "세트가 됩니다", True),
    ("파랑 5 6 7 왜 세트 안 돼요?", SET, "세트가 됩니다", True),
    ("빨강 2 3 4 세트 왜안됨?", SET, "세트가 됩니다", True),
    ("루미큐브 검정 10 11 12 13 연속 왜 안 돼?", SET, "세트가 됩니다", True),
    ("빨강7 파랑7 검정7 그룹이 왜 안되나요?", SET, "세트가 됩니다", True),
    ("주황 1 2 3 런 왜 안되는거야?", SET, "세트가 됩니다", True),
    ("빨강 6 4 5 세트 왜 안 돼?", SET, "세트가 됩니다", True),
    ("빨강 3 4 5 6 연속 왜 안돼요?", SET, "세트가 됩니다", True),
    ("검정 11 12 13 세트 왜 안 됨?", SET, "세트가 됩니다", True),
    ("빨강 1 파랑 1 검정 1 그룹 왜 안돼?", SET, "세트가 됩니다", True),
    ("파랑 9 10 11 12 런이 왜 안되지?", SET, "세트가 됩니다", True),
    ("왜 빨강 3 4 5 세트가 안돼?", SET, "세트가 됩니다", True),
]

READ_INSISTED = [
    ("친구가 조커 빨강 6 4 5 는 세트 안 된다고 우기네", SET, "아니요, 세트가 됩니다", False),
    ("친구가 빨강 1 2 3 세트 안된다고 우긴다", SET, "아니요, 세트가 됩니다", False),
    ("동생이 빨강 5 6 7 은 세트 아니라고 그러네", SET, "아니요, 세트가 됩니다", False),
    ("형이 빨강 12 13 1 은 런 안 된다고 우김", SET, "네, 세트가 되지 않습니다", True),
    ("동생이 빨강 13 1 2 는 런 아니라고 우기네", SET, "네, 세트가 되지 않습니다", True),
    ("친구가 빨강7 파랑7 검정7 세트 아니라고 그래", SET, "아니요, 세트가 됩니다", False),
    ("누나가 빨강 3 4 5 세트 안된다구 우기네", SET, "아니요, 세트가 됩니다", False),
    ("엄마가 빨강 5 파랑 5 조커 세트 아니라고 그러네", SET, "아니요, 세트가 됩니다", False),
    ("빨강 5 파랑 5 조커 세트 안된다고 친구가 우기는데 맞아?", SET, "아니요, 세트가 됩니다", False),
    ("빨강 1 2 3 세트 안된다고 하던데요", SET, "아니요, 세트가 됩니다", False),
    ("빨강 1 2 3 세트 안 된다고 들었어", SET, "아니요, 세트가 됩니다", False),
    ("루미큐브 친구가 파랑 4 5 6 세트 안 된다고 계속 우겨요", SET, "아니요, 세트가 됩니다", False),
    (
        "아들이 빨강 1 파랑 1 검정 1 주황 1 은 그룹 안된다고 우기네 ㅋㅋ",
        SET,
        "아니요, 세트가 됩니다",
        False,
    ),
    (
        "친구가 빨강 5 파랑 5 빨강 5 는 세트 아니라고 우기는데 맞지?",
        SET,
        "네, 세트가 되지 않습니다",
        True,
    ),
    ("동생이 빨강 4 5 6 런 아니라고 자꾸 그래요", SET, "아니요, 세트가 됩니다", False),
    ("아빠가 빨강 2 3 4 5 세트 아니라고 주장해", SET, "아니요, 세트가 됩니다", False),
    ("남편이 파랑 11 12 13 세트 안된다고 하던데 맞아?", SET, "아니요, 세트가 됩니다", False),
    ("와이프가 빨강 3 4 세트 안 된다고 그러네", SET, "네, 세트가 되지 않습니다", True),
    ("친구가 조커 파랑 5 7 세트 안 된다고 우겨", SET, "아니요, 세트가 됩니다", False),
    ("빨강 12 13 1 세트 안된다고 친구가 그러던데 맞아?", SET, "네, 세트가 되지 않습니다", True),
    ("오빠가 빨강 10 11 12 13 세트 안된다고 우기네", SET, "아니요, 세트가 됩니다", False),
    ("친구가 검정 1 2 3 세트 아니라고 우김ㅋㅋ", SET, "아니요, 세트가 됩니다", False),
    ("동생이 빨강 6 파랑 6 검정 6 은 그룹 아니라고 우겨요", SET, "아니요, 세트가 됩니다", False),
    ("형이 주황 5 6 7 8 세트 안된다고 하던데 진짜야?", SET, "아니요, 세트가 됩니다", False),
    (
        "친구가 빨강 10 빨강 10 파랑 10 세트 아니라고 우기는데 맞아?",
        SET,
        "네, 세트가 되지 않습니다",
        True,
    ),
    ("남편이 조커 빨강 4 5 세트 안 된다고 우기네", SET, "아니요, 세트가 됩니다", False),
    ("빨강 7 8 9 세트 안 된다고 들었는데요", SET, "아니요, 세트가 됩니다", False),
    ("파랑 2 3 4 세트 아니라고 하던데", SET, "아니요, 세트가 됩니다", False),
]

READ_INSISTED_MELD = [
    (
        "남편이 빨강 10 파랑 10 검정 10 첫등록으로 냈는데 안된다고 우기네",
        MELD,
        "아니요, 첫 등록이 됩니다 (30점)",
        False,
    ),
    ("친구가 빨강 10 11 12 첫등록 안된다고 우김", MELD, "아니요, 첫 등록이 됩니다 (33점)", False),
    ("언니가 파랑 10 11 12 첫등록 된다고 우겨요", MELD, "네, 첫 등록이 됩니다 (33점)", True),
    ("친구가 빨강 10 11 12 첫등록 안된다고 하던데", MELD, "아니요, 첫 등록이 됩니다 (33점)", False),
    (
        "와이프가 검정 9 10 11 첫등록 안 된다고 그러네",
        MELD,
        "아니요, 첫 등록이 됩니다 (30점)",
        False,
    ),
    (
        "남친이 검정 11 12 13 첫 등록 안된다고 박박 우김",
        MELD,
        "아니요, 첫 등록이 됩니다 (36점)",
        False,
    ),
    (
        "형이 빨강 8 파랑 8 검정 8 주황 8 첫등록 안 된다고 우기는데 진짜야?",
        MELD,
        "아니요, 첫 등록이 됩니다 (32점)",
        False,
    ),
    (
        "친구가 빨강 9 10 11 은 30점이라 첫등록 안 된다고 우기네",
        MELD,
        "아니요, 첫 등록이 됩니다 (30점)",
        False,
    ),
    ("동생이 빨강 7 8 9 첫등록 안된다고 우기네", MELD, "네, 24점이라 30점에 못 미칩니다", True),
    (
        "엄마가 파랑 10 파랑 11 파랑 12 첫등록 안 된다고 그래",
        MELD,
        "아니요, 첫 등록이 됩니다 (33점)",
        False,
    ),
    (
        "와이프가 검정 12 13 조커 첫등록 안된다고 그러네",
        MELD,
        "아니요, 첫 등록이 됩니다 (36점)",
        False,
    ),
]

# questions that look concrete but that no reading decides: they stay unread (these held
# before too; kept as guards for the patterns above)
NOT_READ = [
    "빨강 1 2 3 왜 안 돼?",
    "빨강 1 2 3 돼? 첫등록도 돼?",
    "빨강 10 11 12 되지? 그럼 첫등록도 돼?",
    "아빠가 조커는 그룹에 못 쓴다고 우기네",
    "친구가 빨강 1 2 3 으로 첫등록 한다고 우기네",
    "친구가 테이블 빨강 3 4 5 에 빨강 6 못 붙인다고 우기네",
    "조커 빨강 5 6 7 세트 돼? 조커는 4 로 쓸게",
    "빨강 3 4 5 왜 첫등록 안 돼? 세트는 되잖아",
    "시간 다 됐는데 빨강 7 8 9 인정돼?",
    # a table joker before the meld, with another player, a tile, or the meld made first
    "친구가 첫등록 안 했는데 테이블에 있는 조커 가져갔어 돼?",
    "첫등록 안 했는데 이번 턴에 첫등록 하고 나서 테이블 조커 가져와도 돼?",
    "첫등록 했는데 테이블에 있는 조커 가져와도 돼?",
    # the joker named again with the tile it stands for: not a second joker and a sixth tile
    # (the joker laid where it makes a run read it "빨강 조커-조커-4-5-6-7-8")
    "빨강 4 5 조커 7 8로 내면 조커가 빨강 6 역할 하는 거 맞아요?",
    "빨강 4 조커 6 이면 조커가 5 대신이지?",
]

test_read_order = reads_test("rummikub", READ_ORDER)
test_yes_no_order = yes_no_test("rummikub", READ_ORDER)
test_read_joker_among = reads_test("rummikub", READ_JOKER_AMONG)
test_yes_no_joker_among = yes_no_test("rummikub", READ_JOKER_AMONG)
test_read_joker_before_meld = reads_test("rummikub", READ_JOKER_BEFORE_MELD)
test_yes_no_joker_before_meld = yes_no_test("rummikub", READ_JOKER_BEFORE_MELD)
test_read_why_set = reads_test("rummikub", READ_WHY_SET)
test_read_insisted = reads_test("rummikub", READ_INSISTED)
test_yes_no_insisted = yes_no_test("rummikub", READ_INSISTED)
test_read_insisted_meld = reads_test("rummikub", READ_INSISTED_MELD)
test_yes_no_insisted_meld = yes_no_test("rummikub", READ_INSISTED_MELD)
test_not_read = reads_nothing_test("rummikub", NOT_READ, unasked=True)

ALL_READ = [
    *READ_ORDER,
    *READ_JOKER_AMONG,
    *READ_JOKER_BEFORE_MELD,
    *READ_WHY_SET,
    *READ_INSISTED,
    *READ_INSISTED_MELD,
]
test_kinds_listed = kinds_test("rummikub", ALL_READ)
test_the_answers_cite_rummikub_entries = cites_test("rummikub", ALL_READ, some=True)
