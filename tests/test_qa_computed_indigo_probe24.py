"""Indigo's computed answers, twenty-fourth round (probe): new questions a first-time player types
(the tie-break asked, a loss claimed, no spaces, the asker's own gateway, the asker's points said,
the gems said to differ by a count, two questions in one), checked by hand against the rules and
the engine. Misreads found, fixed:

- the tie-break asked, not claimed, of gems said to differ or said level too ("점수는 같은데
  보석 개수가 다르면 누가 이겨?", "둘 다 10점인데 보석 수도 같으면 누가 이겨?", "동점이고
  보석수도 같으면 누가 이김?"): not read (누가/어떻게 declined it); now "보석을 더 많이 모은
  사람이 이깁니다" or "보석 수도 같으면 함께 우승합니다", by the engine's ranking. The same
  points said of both before the gems level ("둘 다 10점인데 보석 수도 같으면 공동우승이래"):
  not read; now the shared win checked;
- one of two hands said to lose ("상대방은 사파이어 1개 호박 2개고 나는 에메랄드 2개면 내가 지는
  거야?", "나 사파이어 1개 친구 호박 2개면 친구가 지지?", "… 제가 진 거죠?", "… 친구가 졌대"):
  not read (지다 was no question of points); now the other's win checked, 아니요 of hands level
  on points and gems (a shared win loses no one); asked in the negative ("… 내가 진 거 아니야?")
  coloured by the plain statement. The same of two sides' points ("나 10점 친구 9점이면 친구가
  지지?", "… 내가 진다던데"): not read; now checked the same way;
- a question typed with no space at all ("내가놓은타일로상대출구에보석보내면나는점수없지",
  "상대타일로내출구로사파이어나가면나3점맞지?", "점수같은데보석개수다르면누가이겨?"): not read
  (the word starts found no boundary); now the game's nouns, the one who acts and a clause's
  면/는데/니까 are set apart first (only of a question with no space, the game's name put
  before it aside);
- the asker's tile sending a gem out through the asker's own gateway ("내가 타일 놨는데 보석이
  내 게이트로 나가면 내가 받지?", "제가 놓은 타일로 제 게이트웨이로 에메랄드가 나가면 제가 받는
  거죠?"): not read (placer and owner the same was declined); now the owner takes it, from the
  engine's scene where the owner places the tile;
- the asker said to score the gem's points ("상대 타일로 내 출구로 사파이어 나가면 나 3점 맞지?",
  "… 나 2점이지?"): not read (the number declined it); now read as the asker taking the gem, its
  points checked against the gem's (other points stay unread); "내가 못 받지?"/"내가 못 받아?" of
  the asker (was uncoloured or unread) is the asker said to take nothing, coloured by the plain
  statement;
- level points with the gems said to differ by a count ("점수는 같은데 보석은 내가 1개 더 많아
  누가 이겨?", "둘다 9점인데 보석은 친구가 2개 더 많아", "하나 더", "한개 더 적어"): not read (the
  count declined it); now the one holding more wins, when the box's gems make the points with
  that many more (else unread: "둘 다 3점인데 보석은 내가 3개 더 많아");
- colours listed before one 보석 ("노란색, 초록색, 파란색 보석이 각각 몇 점인지", "노랑 초록 파랑
  보석 각각 몇 점이에요?"): the last colour alone ("3점"); now every value. Every gem named ("호박
  에메랄드 사파이어 각각 몇점?"): not read; now every value;
- a gem's points asked, then a second question ("사파이어는 몇점이고 보석 부딪히면 어떻게 돼?"):
  the collision answered alone; now unread (the search answers both).

Found but left alone: "점수는 같은데 보석 개수가 다르면 누가 이겨? 사파이어는 몇점?" answers the
second question only (3점); "친구가 그러는데 나 에메랄드 2개 친구 사파이어 1개면 내가 진대" (hearsay
told first) and "나호박2개친구에메랄드1개면친구가지지?" are not read; "상대 타일로 내 출구로
사파이어 나가면 나 2점 맞지?" stays unread rather than 아니요; "나 스코어 같은데 보석 수 다르면
누가 win?" (Konglish) is not read. The guard rows below are unread at the start too."""

from __future__ import annotations

from .computed_cases import cites_test, kinds_test, reads_nothing_test, reads_test, yes_no_test

READ: list[tuple[str, str, str, bool | None]] = []

# the tie-break asked of gems said to differ, or said level too (was: not read)
TIE_ASKED = [
    (
        "점수는 같은데 보석 개수가 다르면 누가 이겨?",
        "indigo-score",
        "보석을 더 많이 모은 사람이 이깁니다",
        None,
    ),
    (
        "점수 같은데 보석 갯수 다르면 누가 이기나요?",
        "indigo-score",
        "보석을 더 많이 모은 사람이 이깁니다",
        None,
    ),
    (
        "동점인데 보석 수 다르면 어떻게 돼?",
        "indigo-score",
        "보석을 더 많이 모은 사람이 이깁니다",
        None,
    ),
    (
        "나빗길 점수 같은데 보석 수가 다르면 누가 우승해?",
        "indigo-score",
        "보석을 더 많이 모은 사람이 이깁니다",
        None,
    ),
    (
        "둘 다 10점인데 보석 수도 같으면 누가 이겨?",
        "indigo-score",
        "보석 수도 같으면 함께 우승합니다 (공동 우승)",
        None,
    ),
    (
        "점수 같은데 보석 갯수도 같으면 어떻게 돼?",
        "indigo-score",
        "보석 수도 같으면 함께 우승합니다 (공동 우승)",
        None,
    ),
    (
        "동점이고 보석수도 같으면 누가 이김?",
        "indigo-score",
        "보석 수도 같으면 함께 우승합니다 (공동 우승)",
        None,
    ),
    (
        "둘 다 10점인데 보석 수도 같으면 공동우승이래",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "둘 다 10점인데 보석 수도 같으면 무승부 아니지?",
        "indigo-score",
        "점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "둘 다 12점이고 보석 개수도 같으면 공동 우승 맞죠?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "점수가 같은데 보석 개수가 다르면 누가 이기나요?",
        "indigo-score",
        "보석을 더 많이 모은 사람이 이깁니다",
        None,
    ),
    (
        "인디고에서 동점인데 보석 갯수 다르면 누가 이김?",
        "indigo-score",
        "보석을 더 많이 모은 사람이 이깁니다",
        None,
    ),
    (
        "점수 같고 보석 수가 다르면 누가 1등이야?",
        "indigo-score",
        "보석을 더 많이 모은 사람이 이깁니다",
        None,
    ),
    (
        "동점이고 보석 개수도 똑같으면 누가 이겨요?",
        "indigo-score",
        "보석 수도 같으면 함께 우승합니다 (공동 우승)",
        None,
    ),
    (
        "점수가 같고 보석 수도 같으면 어떻게 되나요?",
        "indigo-score",
        "보석 수도 같으면 함께 우승합니다 (공동 우승)",
        None,
    ),
]
READ += TIE_ASKED

# one of two hands said to lose: the other's win checked (was: not read)
LOSS = [
    (
        "상대방은 사파이어 1개 호박 2개고 나는 에메랄드 2개면 내가 지는 거야?",
        "indigo-score",
        "네, 상대가 이깁니다",
        True,
    ),
    ("나 사파이어 1개 친구 호박 2개면 친구가 지지?", "indigo-score", "네, 내가 이깁니다", True),
    (
        "나 에메랄드 2개 친구 사파이어 1개면 내가 진거야?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "나 호박 3개 친구 에메랄드 1개면 친구가 진거 맞지?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
    (
        "나는 사파이어 하나 친구는 호박 두개인데 내가 지는거임?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    ("나 호박 2개 친구 호박 2개면 내가 진거야?", "indigo-score", "아니요, 공동 우승입니다", False),
    (
        "나 호박 2개 친구 에메랄드 1개면 친구가 지는 거 아니야?",
        "indigo-score",
        "내가 이깁니다",
        True,
    ),
    (
        "나 호박 2개 친구 에메랄드 1개면 친구가 지는 거 아니래",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "제가 에메랄드 1개고 동생이 호박 3개면 제가 진 거죠?",
        "indigo-score",
        "네, 동생이 이깁니다",
        True,
    ),
    ("나 에메랄드 2개 친구 호박 3개인데 친구가 졌대", "indigo-score", "네, 내가 이깁니다", True),
    (
        "나 호박 4개 친구 사파이어 1개 에메랄드 1개면 내가 지는 거지?",
        "indigo-score",
        "네, 친구가 이깁니다",
        True,
    ),
    (
        "저는 에메랄드 3개고 친구는 사파이어 1개 호박 2개면 제가 지나요?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "동생 사파이어 1개 나 에메랄드 1개면 내가 지는거 맞지?",
        "indigo-score",
        "네, 동생이 이깁니다",
        True,
    ),
    (
        "나 에메랄드 1개 호박 1개 친구 사파이어 1개면 친구가 지는 거야?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
    ("나 호박 1개 친구 에메랄드 1개면 내가 진 거 아니야?", "indigo-score", "친구가 이깁니다", True),
]
READ += LOSS

# a question typed with no space at all (was: not read)
UNSPACED = [
    (
        "점수같은데보석개수다르면누가이겨?",
        "indigo-score",
        "보석을 더 많이 모은 사람이 이깁니다",
        None,
    ),
    (
        "둘다10점인데보석수도같으면누가이겨?",
        "indigo-score",
        "보석 수도 같으면 함께 우승합니다 (공동 우승)",
        None,
    ),
    (
        "내가놓은타일로상대출구에보석보내면나는점수없지",
        "indigo-exit",
        "네, 상대가 가져갑니다",
        True,
    ),
    (
        "내가놓은타일로친구게이트로사파이어나가면내가3점받지?",
        "indigo-exit",
        "아니요, 친구가 가져갑니다 (사파이어 3점)",
        False,
    ),
    (
        "상대타일로내출구로사파이어나가면나3점맞지?",
        "indigo-exit",
        "네, 내가 가져갑니다 (사파이어 3점)",
        True,
    ),
    (
        "친구가놓은타일로내게이트로호박나가면누가가져가?",
        "indigo-exit",
        "내가 가져갑니다 (호박 1점)",
        None,
    ),
    ("내가타일놨는데보석이내게이트로나가면내가받지?", "indigo-exit", "네, 내가 가져갑니다", True),
    (
        "내가놓은타일로내출구로에메랄드나가면내가2점받지?",
        "indigo-exit",
        "네, 내가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    ("친구타일로내게이트로보석나가면내꺼지?", "indigo-exit", "네, 내가 가져갑니다", True),
]
READ += UNSPACED

# colours listed before one 보석, or every gem named: every value (was the last colour alone, or
# not read)
EVERY_VALUE = [
    (
        "보석 색깔마다 점수가 다르다고 들었는데, 노란색, 초록색, 파란색 보석이 각각 몇 점인지 "
        "알려주시면 감사하겠습니다.",
        "indigo-score",
        "호박 1점, 에메랄드 2점, 사파이어 3점",
        None,
    ),
    (
        "노랑 초록 파랑 보석 각각 몇 점이에요?",
        "indigo-score",
        "호박 1점, 에메랄드 2점, 사파이어 3점",
        None,
    ),
    (
        "호박 에메랄드 사파이어 각각 몇점?",
        "indigo-score",
        "호박 1점, 에메랄드 2점, 사파이어 3점",
        None,
    ),
]
READ += EVERY_VALUE

# one of two sides' points said to lose (was: not read)
LOSS_POINTS = [
    ("나 10점 친구 9점이면 친구가 지지?", "indigo-score", "네, 내가 이깁니다", True),
    ("나 10점 친구 12점인데 내가 진거야?", "indigo-score", "네, 친구가 이깁니다", True),
    ("나 10점 친구 9점이면 내가 지는 거 아니지?", "indigo-score", "내가 이깁니다", False),
    ("민수 8점 지영 7점이면 지영이 진 거 맞지?", "indigo-score", "네, 민수가 이깁니다", True),
    ("나 10점 친구 9점이면 친구가 진대", "indigo-score", "네, 내가 이깁니다", True),
    ("나 10점 친구 9점이면 내가 진다던데", "indigo-score", "아니요, 내가 이깁니다", False),
    (
        "점수는 같은데 보석은 친구가 더 많아 내가 진거야?",
        "indigo-score",
        "네, 친구가 이깁니다",
        True,
    ),
    (
        "나 에메랄드 2개 친구 호박 3개면 내가 진다던데",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
]
READ += LOSS_POINTS

# the asker's tile, the asker's gateway (was: not read)
OWN_GATE = [
    # (was declined in tests/test_qa_computed_indigo.py: no scene of the owner placing)
    (
        "내가 놓은 타일로 호박이 내 게이트로 나갔어 누가 가져?",
        "indigo-exit",
        "내가 가져갑니다 (호박 1점)",
        None,
    ),
    (
        "내가 타일 놨는데 보석이 내 게이트로 나가면 내가 받지?",
        "indigo-exit",
        "네, 내가 가져갑니다",
        True,
    ),
    (
        "내가 타일 놨는데 보석이 내 게이트로 나가면 누가 가져?",
        "indigo-exit",
        "내가 가져갑니다",
        None,
    ),
    (
        "내가 타일 놨는데 보석이 내 게이트로 나가면 내가 못 받지?",
        "indigo-exit",
        "내가 가져갑니다",
        True,
    ),
    (
        "제가 타일을 놓아서 제 출구로 호박이 나가면 제가 가져가요?",
        "indigo-exit",
        "네, 내가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "내가 놓은 타일로 내 게이트로 에메랄드 나가면 친구가 가져가?",
        "indigo-exit",
        "아니요, 내가 가져갑니다 (에메랄드 2점)",
        False,
    ),
    (
        "내가 놓은 타일로 내 게이트로 에메랄드 나가면 나 2점이지?",
        "indigo-exit",
        "네, 내가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "제가 놓은 타일로 제 게이트웨이로 에메랄드가 나가면 제가 받는 거죠?",
        "indigo-exit",
        "네, 내가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "내 타일로 내 게이트로 보석 나가면 상대가 받아?",
        "indigo-exit",
        "아니요, 내가 가져갑니다",
        False,
    ),
    (
        "내가 타일 놔서 내 출구로 호박 나가면 내 거지?",
        "indigo-exit",
        "네, 내가 가져갑니다 (호박 1점)",
        True,
    ),
]
READ += OWN_GATE

# the asker said to score the gem's points, or to take nothing (was: not read or uncoloured)
POINTS_SAID = [
    (
        "상대 타일로 내 출구로 사파이어 나가면 나 3점 맞지?",
        "indigo-exit",
        "네, 내가 가져갑니다 (사파이어 3점)",
        True,
    ),
    (
        "친구 타일로 내 게이트로 호박 나가면 나 1점 맞지?",
        "indigo-exit",
        "네, 내가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "친구가 놓은 타일로 내 게이트로 보석 나가면 내가 못 받아?",
        "indigo-exit",
        "내가 가져갑니다",
        True,
    ),
    (
        "상대방 타일 때문에 내 게이트로 에메랄드가 나가면 나 2점이지?",
        "indigo-exit",
        "네, 내가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "친구가 놓은 타일로 내 출구로 사파이어 나가면 저 3점 맞죠?",
        "indigo-exit",
        "네, 내가 가져갑니다 (사파이어 3점)",
        True,
    ),
    (
        "내가 놓은 타일로 상대 게이트로 사파이어 나가면 나 3점 맞지?",
        "indigo-exit",
        "아니요, 상대가 가져갑니다 (사파이어 3점)",
        False,
    ),
]
READ += POINTS_SAID

# level points, the gems said to differ by a count (was: not read)
GEMS_BY = [
    ("점수는 같은데 보석은 내가 1개 더 많아 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    ("둘다 9점인데 보석은 친구가 2개 더 많아 누가 이겨?", "indigo-score", "친구가 이깁니다", None),
    ("둘 다 10점인데 보석은 내가 한개 더 적어 누가 이겨?", "indigo-score", "상대가 이깁니다", None),
    (
        "나 10점 친구 10점 근데 보석은 내가 1개 더 많아 누가 이겨?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    (
        "둘 다 10점인데 보석은 내가 1개 더 많아 친구가 이기는 거지?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    ("점수는 같은데 보석은 친구가 1개 더 많아 누가 이겨?", "indigo-score", "친구가 이깁니다", None),
    (
        "동점인데 보석은 내가 두개 더 많아 내가 이기는거 맞지?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
    (
        "둘 다 11점인데 보석은 동생이 1개 더 많아 누가 이김?",
        "indigo-score",
        "동생이 이깁니다",
        None,
    ),
    ("점수 같은데 내가 보석 1개 더 많으면 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    (
        "점수는 같은데 보석은 내가 하나 더 많아 내가 이긴거지?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
]
READ += GEMS_BY

# a gem's points asked, then a second question: unread (was: the second answered alone)
UNREAD = [
    "사파이어는 몇점이고 보석 부딪히면 어떻게 돼?",
]

# what looks concrete but the engine cannot decide, beside the new readings: unread (guards,
# unread at the start too)
GUARDS = [
    # two colours' values asked: not read (the table of two is no reading here)
    "노란색 초록색 보석 몇점이야?",
    # two questions in one
    "호박 몇점이고 게이트로 나가면 누가 가져가?",
    "에메랄드 몇점이야? 그리고 보석끼리 부딪히면?",
    # points said that are not the gem's, or of no gem named
    "상대 타일로 내 출구로 사파이어 나가면 나 2점 맞지?",
    "내가 놓은 타일로 내 게이트로 보석 나가면 나 3점 맞지?",
    "내가 놓은 타일로 내 게이트로 보석 나가면 친구가 3점 받아?",
    # more gems by a count no hands of those points hold
    "둘 다 3점인데 보석은 내가 3개 더 많아 누가 이겨?",
    "점수는 같은데 보석은 내가 9개 더 많아 누가 이겨?",
    # a loser who is neither hand, or one of three; level points, no gems said
    "나 10점 친구 9점이면 민수가 지지?",
    "나 12점 친구 11점 동생 10점이면 동생이 지지?",
    "나 10점 친구 10점이면 내가 지는거야?",
    "보석이 다 사라진다던데 맞아?",
    "나 호박 2개 친구 에메랄드 1개면 민수가 지지?",
    "나 에메랄드 2개 친구 호박 3개 동생 호박 1개면 동생이 지지?",
    # the tie with no gems said, or another tie-break
    "동점이면 누가 이겨?",
    "둘 다 10점이고 보석도 같으면 먼저 한 사람이 이겨?",
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
test_newly_unread = reads_nothing_test("indigo", UNREAD)
test_still_unread = reads_nothing_test("indigo", GUARDS)


def test_the_counts() -> None:
    assert len(READ) == len({row[0] for row in READ}) == 76
    assert len(UNREAD) == len(set(UNREAD)) == 1
    assert len(GUARDS) == len(set(GUARDS)) == 16
