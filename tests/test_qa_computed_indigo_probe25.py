"""Indigo's computed answers, twenty-fifth round (probe): new questions a first-time player types
(several gems leaving in one turn, with their values; one gateway's owners counted; regional
endings; when a gem is taken; two questions in one), checked by hand against the rules and the
engine. Misreads found, fixed:

- several gems leaving at once ("내 타일 하나로 보석 3개가 내 출구로 나가면 다 내 거야?", "호박 2개
  에메랄드 1개 한 번에 나가면 몇 점?", "한번에 보석 2개 나가면 하나만 받는 거 아니야?", "에메랄드
  두 개가 동시에 상대 출구로 나가면 나 4점?"): not read (the gems' count declined the exit's
  reading), or "내가 가져갑니다" of a cap asked ("몇개까지 받을 수 있어?"); now every gem goes to the
  gateway's owner with no limit, from the FAQ's scene of two ambers leaving on one tile, their
  points added when their kinds are said, a claim of points or of one gem alone checked. More
  than three gems at once (one tile's three routes), two sapphires, two gateways, a shared one
  or a count of three or four players stay unread. Two pinned unread rows ("내가 놓은 타일로 호박
  2개가 상대 게이트로 나갔어 누가 가져가?" of tests/test_qa_computed_indigo.py, "… 상대방이 가진
  게이트웨이로 나갔어요. 누가 가져가요?" of probe 7, "보석 두 개가 게이트웨이로 나가면 누가 가져?"
  of tests/test_qa_computed_indigo_coverage.py) now get the owner taking both;
- one gateway's owners counted past two ("게이트웨이 하나를 세 명이 같이 쓰기도 해?", "한 출구를
  3명이 공유할 수 있어?", "4명이서 하면 게이트웨이 하나를 네 명이 다 같이 써?"): the 3-player chart
  (the owners' count read as the players'), or "네, … 4명이면 혼자 가지는 곳 없이 …" (a yes to four
  sharing one); now 아니요, two at most, from the engine's set-ups of two to four. Their most asked
  ("게이트웨이 하나 주인이 최대 몇 명이야?", "한 게이트웨이에 토큰 몇 개까지"): not read; now 두 명.
  Two owners of one gateway ("게이트웨이 하나 두 명이 같이 쓰는 거 맞지?") got the 2-player chart
  ("공유 없음"); now unread;
- a gem's value heard or confirmed in regional endings ("에메랄드 3점이라 카던데 맞나?", "호박은
  1점이라 그러던디", "에메랄드가 2점이라 했당가?", "친구가 사파이어 4점이라 카대", "사파이어 3점
  아이가?"): not read; now the value checked as in standard Korean (아이가, the south-east's 아니야,
  asked in the negative: the plain statement, coloured by its truth);
- when a gem that leaves is taken ("보석 나가면 바로 받아?", "내 게이트로 호박 나가면 게임 끝날 때
  받아?", "출구로 나간 보석은 그 자리에서 바로 받는 거 맞지?"): not read, or the owner alone with
  no 네/아니요; now at once, by the engine's scene (the score comes in the placing turn's events,
  before its draw);
- a gem's value asked after another question ("점수는 같은데 보석 개수가 다르면 누가 이겨?
  사파이어는 몇점?", "누가 먼저 해? 사파이어 몇점?"): the value alone ("3점"); now unread (the
  search answers both).

Found but left alone: "원턴에 젬 두개 내 게이트로 나가면 둘 다 내 거?" (젬, Konglish for a gem) and
"한 번에 3개 나가면 다 받는 거 맞죠?" (no gem named) are not read; "보석 부딪히면 우째 되노?" and
"사파이어 3점 하믄 맞나?" stay unread; "호박 두개가 한 번에 친구 게이트로 나가면 내가 받아?" is not
read; "에메랄드 2점이지? 사파이어는?" (a claim, then a value asked) is not read. The guard rows
below are unread at the start too."""

from __future__ import annotations

from .computed_cases import cites_test, kinds_test, reads_nothing_test, reads_test, yes_no_test

READ: list[tuple[str, str, str, bool | None]] = []

# several gems leaving at once: every one to the gateway's owner, no limit (was: not read, or
# the owner of one gem)
MANY_AT_ONCE = [
    (
        "내 타일 하나로 보석 3개가 내 출구로 나가면 다 내 거야?",
        "indigo-exit",
        "네, 내가 모두 가져갑니다",
        True,
    ),
    (
        "한 번에 보석 두 개가 내 게이트로 나가면 둘 다 가져가?",
        "indigo-exit",
        "네, 내가 모두 가져갑니다",
        True,
    ),
    (
        "호박 2개 에메랄드 1개 한 번에 나가면 몇 점?",
        "indigo-exit",
        "4점 (그 게이트웨이의 주인이 모두 가져갑니다)",
        None,
    ),
    (
        "한턴에 보석 여러개 내 게이트로 나가면 몇개까지 받을 수 있어?",
        "indigo-exit",
        "한도 없이 내가 모두 가져갑니다",
        None,
    ),
    (
        "타일 하나 놨는데 호박 두개가 동시에 내 출구로 나갔어 2점 맞지?",
        "indigo-exit",
        "네, 내가 모두 가져갑니다 (호박 2개 = 2점)",
        True,
    ),
    (
        "친구가 타일 놨는데 에메랄드랑 사파이어가 같이 내 게이트로 나가면 나 5점?",
        "indigo-exit",
        "네, 내가 모두 가져갑니다 (에메랄드 1개, 사파이어 1개 = 5점)",
        True,
    ),
    (
        "한번에 보석 2개 나가면 하나만 받는 거 아니야?",
        "indigo-exit",
        "그 게이트웨이의 주인이 모두 가져갑니다. 한 번에 가져가는 보석 수에 한도는 없습니다",
        False,
    ),
    (
        "보석 세개 한꺼번에 내 출구로 나가면 한 개만 가질 수 있대",
        "indigo-exit",
        "아니요, 내가 모두 가져갑니다. 한 번에 가져가는 보석 수에 한도는 없습니다",
        False,
    ),
    (
        "타일 한장으로 보석 두개 내 게이트로 보내면 두개 다 내꺼임?",
        "indigo-exit",
        "네, 내가 모두 가져갑니다",
        True,
    ),
    (
        "호박 두 개랑 에메랄드 하나가 한꺼번에 내 출구로 나가면 4점 맞나요?",
        "indigo-exit",
        "네, 내가 모두 가져갑니다 (호박 2개, 에메랄드 1개 = 4점)",
        True,
    ),
    (
        "내 타일 하나로 에메랄드 2개가 한번에 나가면 몇점이야?",
        "indigo-exit",
        "4점 (그 게이트웨이의 주인이 모두 가져갑니다)",
        None,
    ),
    (
        "상대방이 타일을 놓아서 에메랄드 두 개가 상대 게이트로 나갔으면 상대가 4점 받아?",
        "indigo-exit",
        "네, 상대가 모두 가져갑니다 (에메랄드 2개 = 4점)",
        True,
    ),
    (
        "에메랄드 두 개가 동시에 상대 출구로 나가면 나 4점?",
        "indigo-exit",
        "아니요, 상대가 모두 가져갑니다 (에메랄드 2개 = 4점)",
        False,
    ),
    (
        "한꺼번에 보석 3개 나가면 누가 가져가?",
        "indigo-exit",
        "그 게이트웨이의 주인이 모두 가져갑니다",
        None,
    ),
    (
        "호박 2개가 한 번에 내 게이트로 나가면 3점 맞지?",
        "indigo-exit",
        "아니요, 내가 모두 가져갑니다 (호박 2개 = 2점)",
        False,
    ),
    (
        "호박 하나 에메랄드 하나 한 번에 내 게이트로 나가면 나 3점 맞아?",
        "indigo-exit",
        "네, 내가 모두 가져갑니다 (호박 1개, 에메랄드 1개 = 3점)",
        True,
    ),
    (
        "보석 2개 한 번에 나가면 한 개만 가져가지?",
        "indigo-exit",
        "아니요, 그 게이트웨이의 주인이 모두 가져갑니다. 한 번에 가져가는 보석 수에 한도는 없습니다",
        False,
    ),
    (
        "내 출구로 한 번에 보석 여러 개 나가면 다 가져가도 돼?",
        "indigo-exit",
        "네, 내가 모두 가져갑니다",
        True,
    ),
    (
        "친구가 그러는데 한 번에 보석 여러 개 나가면 하나만 가질 수 있대",
        "indigo-exit",
        "아니요, 그 게이트웨이의 주인이 모두 가져갑니다. 한 번에 가져가는 보석 수에 한도는 없습니다",
        False,
    ),
    (
        "한 번에 보석 두 개 나가도 다 받아도 됩니꺼?",
        "indigo-exit",
        "네, 그 게이트웨이의 주인이 모두 가져갑니다",
        True,
    ),
    (
        "에메랄드 두 개 한 번에 나가믄 4점 되나?",
        "indigo-exit",
        "네, 그 게이트웨이의 주인이 모두 가져갑니다 (에메랄드 2개 = 4점)",
        True,
    ),
    (
        "내가 놓은 타일로 호박 2개가 상대방이 가진 게이트웨이로 나갔어요. 누가 가져가요?",
        "indigo-exit",
        "상대가 모두 가져갑니다 (호박 2개 = 2점)",
        None,
    ),
    (
        "내 게이트로 한 번에 에메랄드 2개 나가면 제가 다 가져가나요?",
        "indigo-exit",
        "네, 내가 모두 가져갑니다 (에메랄드 2개 = 4점)",
        True,
    ),
    (
        "한번에보석두개가내게이트로나가면둘다내꺼야?",
        "indigo-exit",
        "네, 내가 모두 가져갑니다",
        True,
    ),
    (
        "제 타일 한 장으로 호박 세 개가 제 출구로 나갔어요. 세 개 다 제 거죠?",
        "indigo-exit",
        "네, 내가 모두 가져갑니다 (호박 3개 = 3점)",
        True,
    ),
    (
        "호박 1개 에메랄드 2개가 한꺼번에 나가면 몇 점이에요?",
        "indigo-exit",
        "5점 (그 게이트웨이의 주인이 모두 가져갑니다)",
        None,
    ),
    (
        "사파이어랑 호박이 동시에 친구 게이트로 나가면 친구 4점이지?",
        "indigo-exit",
        "네, 친구가 모두 가져갑니다 (사파이어 1개, 호박 1개 = 4점)",
        True,
    ),
]
READ += MANY_AT_ONCE
# (were declined in tests/test_qa_computed_indigo.py and tests/test_qa_computed_indigo_coverage.py:
# the gems' count was no count the engine's scene read)
READ += [
    (
        "내가 놓은 타일로 호박 2개가 상대 게이트로 나갔어 누가 가져가?",
        "indigo-exit",
        "상대가 모두 가져갑니다 (호박 2개 = 2점)",
        None,
    ),
    (
        "보석 두 개가 게이트웨이로 나가면 누가 가져?",
        "indigo-exit",
        "그 게이트웨이의 주인이 모두 가져갑니다",
        None,
    ),
]

# the players counted right after the gems ("보석이 두명이 같이 쓰는 출구로"): a shared gateway, not
# two gems leaving at once (was: "그 게이트웨이의 주인이 모두 가져갑니다" with the scene of two ambers
# leaving; a usability pass's question, thirty-sixth session)
READ += [
    (
        "나빗길 보석이 두명이 같이 쓰는 출구로 나가면 누가 가져가?",
        "indigo-shared-gateway",
        "두 주인 모두 보석을 1개씩 받습니다",
        None,
    ),
    (
        "보석이 두 사람이 공유하는 출구로 나가면 누가 받아?",
        "indigo-shared-gateway",
        "두 주인 모두 보석을 1개씩 받습니다",
        None,
    ),
]

# one gateway's owners counted past two, or their most asked (was: the 3- or 4-player chart, a
# yes to four sharing one, or not read)
OWNERS_OF_ONE = [
    (
        "게이트웨이 하나를 세 명이 같이 쓰기도 해?",
        "indigo-gateways",
        "아니요, 한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "4인일 때 한 게이트웨이에 세 사람 토큰 올라가?",
        "indigo-gateways",
        "아니요, 한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "한 출구를 3명이 공유할 수 있어?",
        "indigo-gateways",
        "아니요, 한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "게이트웨이 하나 주인이 최대 몇 명이야?",
        "indigo-gateways",
        "많아야 두 명입니다 (토큰 자리 두 개)",
        None,
    ),
    (
        "게이트 하나에 주인 세명 될 수 있어요?",
        "indigo-gateways",
        "아니요, 한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "한 게이트웨이를 3명이 나눠 가질 수도 있다던데",
        "indigo-gateways",
        "아니요, 한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "게이트 하나를 세 명이 같이 쓰는 기가?",
        "indigo-gateways",
        "아니요, 한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "4명이서 하면 게이트웨이 하나를 네 명이 다 같이 써?",
        "indigo-gateways",
        "아니요, 한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "한 게이트웨이에 토큰 몇 개까지 놓을 수 있어?",
        "indigo-gateways",
        "많아야 두 명입니다 (토큰 자리 두 개)",
        None,
    ),
    (
        "게이트웨이 하나를 세 명이 같이 쓰는 일은 없지?",
        "indigo-gateways",
        "한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "게이트웨이 하나에 네 명 토큰 다 올릴 수 있어?",
        "indigo-gateways",
        "아니요, 한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "4인에서 한 게이트웨이에 주인 세 명이래",
        "indigo-gateways",
        "아니요, 한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "게이트 하나를 셋이 같이 쓸 수 있나?",
        "indigo-gateways",
        "아니요, 한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "세 명이 한 게이트웨이 같이 쓰는 거 아니지?",
        "indigo-gateways",
        "한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "게이트웨이 한 개를 세 사람이 공유하는 경우도 있나요?",
        "indigo-gateways",
        "아니요, 한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
    (
        "한 게이트에 최대 몇 명까지 주인이 될 수 있어?",
        "indigo-gateways",
        "많아야 두 명입니다 (토큰 자리 두 개)",
        None,
    ),
    (
        "4인플에서 출구 하나를 네 명이 다 같이 쓰는 거 맞지?",
        "indigo-gateways",
        "아니요, 한 게이트웨이의 주인은 많아야 두 명입니다",
        False,
    ),
]
READ += OWNERS_OF_ONE

# a gem's value heard or confirmed in regional endings (was: not read)
REGIONAL_VALUES = [
    ("에메랄드 3점이라 카던데 맞나?", "indigo-score", "아니요, 에메랄드는 2점입니다", False),
    ("사파이어 3점 아이가?", "indigo-score", "사파이어는 3점입니다", True),
    ("호박은 2점 아이가?", "indigo-score", "호박은 1점입니다", False),
    ("친구가 사파이어 4점이라 카대", "indigo-score", "아니요, 사파이어는 3점입니다", False),
    ("에메랄드가 2점이라 했당가?", "indigo-score", "네, 에메랄드는 2점입니다", True),
    ("호박은 1점이라 그러던디", "indigo-score", "네, 호박은 1점입니다", True),
    ("사파이어 2점이라 카던데 맞나?", "indigo-score", "아니요, 사파이어는 3점입니다", False),
    ("에메랄드는 2점이라 그러던디 맞나?", "indigo-score", "네, 에메랄드는 2점입니다", True),
    ("사파이어 3점이라 카더라", "indigo-score", "네, 사파이어는 3점입니다", True),
    ("호박 2점이라 카던데?", "indigo-score", "아니요, 호박은 1점입니다", False),
]
READ += REGIONAL_VALUES

# when a gem that leaves is taken: at once (was: not read, or the owner alone)
TAKEN_WHEN = [
    (
        "보석 나가면 바로 받아?",
        "indigo-exit",
        "네, 보석이 나간 그 순간 바로 게이트웨이의 주인이 받습니다",
        True,
    ),
    (
        "보석 나가면 바로 받아? 게임 끝나고 받아?",
        "indigo-exit",
        "보석이 나간 그 순간 바로 게이트웨이의 주인이 받습니다",
        None,
    ),
    (
        "출구로 나간 보석은 그 자리에서 바로 받는 거 맞지?",
        "indigo-exit",
        "네, 보석이 나간 그 순간 바로 게이트웨이의 주인이 받습니다",
        True,
    ),
    (
        "내 게이트로 호박 나가면 게임 끝날 때 받아?",
        "indigo-exit",
        "아니요, 보석이 나간 그 순간 바로 게이트웨이의 주인이 받습니다",
        False,
    ),
    (
        "보석 나가면 바로 가져가? 아니면 끝나고 받아?",
        "indigo-exit",
        "보석이 나간 그 순간 바로 게이트웨이의 주인이 받습니다",
        None,
    ),
    (
        "보석 나가믄 바로 받나?",
        "indigo-exit",
        "네, 보석이 나간 그 순간 바로 게이트웨이의 주인이 받습니다",
        True,
    ),
    (
        "보석 나가면 게임 끝날 때 받는 거지?",
        "indigo-exit",
        "아니요, 보석이 나간 그 순간 바로 게이트웨이의 주인이 받습니다",
        False,
    ),
    (
        "상대 게이트로 에메랄드 나가면 상대가 나중에 게임 끝나고 받는대",
        "indigo-exit",
        "아니요, 보석이 나간 그 순간 바로 게이트웨이의 주인이 받습니다",
        False,
    ),
    (
        "보석이 내 게이트로 나가면 즉시 받는 거죠?",
        "indigo-exit",
        "네, 보석이 나간 그 순간 바로 게이트웨이의 주인이 받습니다",
        True,
    ),
    (
        "보석 나가면 나중에 게임 끝나고 받는 거 맞죠?",
        "indigo-exit",
        "아니요, 보석이 나간 그 순간 바로 게이트웨이의 주인이 받습니다",
        False,
    ),
    (
        "호박이 게이트로 나가자마자 바로 가져가요?",
        "indigo-exit",
        "네, 보석이 나간 그 순간 바로 게이트웨이의 주인이 받습니다",
        True,
    ),
]
READ += TAKEN_WHEN

# another question asked first, then a gem's value: unread (was: the value alone); two owners of
# one gateway: unread (was: the 2-player chart)
UNREAD = [
    "점수는 같은데 보석 개수가 다르면 누가 이겨? 사파이어는 몇점?",
    "누가 먼저 해? 사파이어 몇점?",
    "동점이면 누가 이겨? 호박은 몇 점이야?",
    "게이트웨이 하나 두 명이 같이 쓰는 거 맞지?",
    "한 게이트웨이를 두 명이 같이 써?",
]

# what looks concrete but the engine cannot decide, beside the new readings: unread (guards,
# unread at the start too)
GUARDS = [
    # more gems at once than one tile's routes move, two sapphires, two gateways
    "보석 4개가 한 번에 내 출구로 나가면 다 내 거야?",
    "사파이어 2개가 한꺼번에 내 게이트로 나가면 6점?",
    "한 번에 보석 두 개 나갔는데 하나는 내 출구 하나는 친구 출구면 몇 점?",
    # the kinds unsaid, or whose gateway unsaid of the asker's taking
    "한 번에 보석 2개 나가면 몇 점이야?",
    "한번에 에메랄드 2개 나가면 제가 다 가져가나요?",
    # an order, a shared gateway, three players, the game's end, something else asked
    "보석 두 개 동시에 나가면 누가 먼저 받아?",
    "보석 두 개가 한 번에 공유 게이트로 나가면 둘 다 2개씩 받아?",
    "3인 게임에서 한 번에 보석 2개가 내 게이트로 나가면 다 내 거야?",
    "마지막 보석 2개가 한 번에 나가면 게임 끝나?",
    "보석 두 개가 한 번에 내 출구로 나가면 하나는 버려야 돼?",
    # the scoring at the end, not the taking; the asker's taking, whose gateway unsaid
    "보석 나가면 게임 끝나고 점수 계산하지?",
    "보석 나가자마자 내 걸로 챙겨도 돼?",
    # two owners in a game of three; regional endings no reader reads
    "3명이서 할 때 게이트웨이 하나를 두 명이 같이 쓰지?",
    "사파이어 3점 하믄 맞나?",
    "에메랄드 3점 아이가 맞나? 호박은?",
    "보석 부딪히면 우째 되노?",
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
test_newly_unread = reads_nothing_test("indigo", UNREAD)
test_still_unread = reads_nothing_test("indigo", GUARDS)


def test_the_counts() -> None:
    assert len(READ) == len({row[0] for row in READ}) == 69
    assert len(UNREAD) == len(set(UNREAD)) == 5
    assert len(GUARDS) == len(set(GUARDS)) == 16
