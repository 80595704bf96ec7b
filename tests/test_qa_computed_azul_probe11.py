"""Azul computed answers: probe 11, new questions of a first-time player (claims to check,
concrete takes, the penalty asked beside them) whose verdict misread the case:

- a right penalty claimed in points ("바닥에 타일 세 개면 4점 감점 맞아?", "-6점이지?"): the
  bare penalty ("−4점"), with no 네, where a wrong claim got 아니요; now confirmed ("네, −4점
  입니다"). A claim of what the score becomes ("-6점 되나요?", which a score never is) stays
  the penalty alone; so does a claim said as a fact before what is asked ("6점 깎여요. 그럼
  -4점이에요?": before, a wrong one there got 아니요, answering the question asked). The
  claim asked in the negative ("1점 감점 아니야?") was not seen as negative when its number
  opened it (so it got 아니요 before the shared reader took the prefix off, with ok False); it
  now has ok None, as one ending "아님?" has;
- the same claim of the start marker alone or of an empty floor line ("바닥에 마커만 있으면
  -2점이야?"): the bare penalty ("−1점", read as a yes); now confirmed or said wrong (what
  the score becomes, "-1점 되나요?", stays the penalty alone);
- the penalty asked beside a take placed ("노랑 4개 가져와서 빈 3번 줄에 놓으면 감점
  얼마예요?", "몇 점 깎여?", "바닥 몇 점?"): answered by where the tiles go ("3번 줄에 3장,
  바닥 줄에 1장"), not the penalty asked; now the penalty first, with where they go
  ("−1점 (3번 줄에 3장, 바닥 줄에 1장)"), the floor line taken empty when the question does
  not say it (said so in the case), never when the start marker is said to lie there
  already ("표식은 이미 내 바닥에 있어": not read). Points asked that may be the wall's too ("빈 2번 줄에
  놓으면 몇 점이야?", a line the take fills) were answered by the placement; now not read.
  (``_azul_placement`` now gives what the engine did beside its answer, the floor's tiles and
  the marker, where the floor claim read them back out of the verdict's text.)
- a floor line of another round ("지난 라운드에 바닥에 3개 있었는데 이번 라운드에도
  감점돼?"): read as this round's tiles ("−4점", a yes), where the floor line is cleared after
  each round's penalty; now not read, as "다음 라운드에 또" is not;
- a wall tile beside tiles of which some are said not to touch it ("벽에 놓는 칸 옆에 타일
  2개 있는데 하나는 한 칸 떨어져 있으면 몇 점?"): read as all of them apart ("1점", where the
  one touching makes it at least 2); now not read. All said apart stay read ("1점");
- where a take goes asked beside a line that refuses its colour ("3번 줄에 빨강 2개 있는데
  파랑 2개 가져오면 어디 놔?"): answered "아니요, 그 줄에는 놓을 수 없습니다", a 아니요 to
  "어디"; now not read (the line said is not the one asked of);
- the end bonus of counts in a list said almost complete ("가로줄 2개랑 세로줄 1개 거의
  완성했는데 보너스 몇 점?"): what was said after the list was read of its last count only, so
  the rows were read complete ("+4점"); now not read when it says they are not;
- points said in a way no reading takes, beside the score asked ("3점짜리 타일 놨는데 바닥에
  2개면 몇점?"): dropped, so the penalty alone answered the score asked ("−2점", the wall's 3
  points left out); now not read. Beside the penalty asked ("4점 빠지는 거 맞나요? 우리 3점만
  뺐는데") they change nothing, and it is read as before.

Every row of :data:`READ` and :data:`NOT_READ` marked new was checked to fail on the reader
before its fix; the rows marked unchanged read as they did."""

from __future__ import annotations

from tutor.qa_computed import compute

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

AZUL = "azul"
FLOOR = "azul-floor"
PLACE = "azul-placement"
WALL = "azul-wall-score"
BONUS = "azul-end-bonus"

# (question, kind, verdict): read so, asked on Azul's pages (and with the game detected when
# the question names it)
READ = [
    # (new) a right penalty claimed in points: confirmed
    ("바닥에 타일 네 개 있으면 6점 깎이는 거 맞죠?", FLOOR, "네, −6점입니다"),
    ("바닥줄 2칸 차면 마이너스 2점이지?", FLOOR, "네, −2점입니다"),
    ("바닥에 5장 있으면 감점 8점이야?", FLOOR, "네, −8점입니다"),
    ("지금 20점인데 바닥에 6개면 11점 까여?", FLOOR, "네, −11점입니다 (20점 → 9점)"),
    # (unchanged) a wrong one: said wrong
    ("바닥에 타일 세 장이면 3점 감점이지?", FLOOR, "아니요, −4점입니다"),
    # (unchanged) what the score becomes: the penalty alone
    ("바닥에 타일 2개 있으면 -2점 돼?", FLOOR, "−2점"),
    # (new) a claim said as a fact before the question: the penalty alone (it was "아니요,
    # −4점입니다", a 아니요 to "몇 점이야?")
    ("바닥에 타일 3장이라 3점 깎였어. 그럼 몇 점이야?", FLOOR, "−4점"),
    # (unchanged) so too when right
    ("지금 3점인데 바닥에 타일 4장이라 6점 깎여요. 그럼 -3점이에요?", FLOOR, "−6점 (3점 → 0점)"),
    # (new) the marker alone, or an empty floor line, claimed
    ("바닥에 마커만 있으면 2점 깎여?", FLOOR, "아니요, −1점입니다"),
    ("바닥 줄에 시작 플레이어 표식만 있을 때 감점 1점 맞아?", FLOOR, "네, −1점입니다"),
    ("바닥 줄에 아무것도 없으면 감점 0점이지?", FLOOR, "네, 0점입니다"),
    ("바닥이 비어 있으면 1점 깎여?", FLOOR, "아니요, 0점입니다"),
    # (unchanged from before the claim was read; new on its first reading, which said 네) what
    # the score becomes, the marker alone: the penalty alone, as with tiles
    ("바닥 줄에 표식 하나만 있으면 -1점 되는 거야?", FLOOR, "−1점"),
    # (new) the penalty asked beside a take placed: the penalty, with where the tiles go
    (
        "파랑 3개 가져와서 빈 2번 줄에 넣으면 감점 얼마야?",
        PLACE,
        "−1점 (2번 줄에 2장, 바닥 줄에 1장)",
    ),
    ("검정 4개를 빈 1번줄에 놓으면 몇점 깎여요?", PLACE, "−4점 (1번 줄에 1장, 바닥 줄에 3장)"),
    (
        "4번 줄에 빨강 2개 있는데 빨강 4개 가져오면 바닥 몇 점이야?",
        PLACE,
        "−2점 (4번 줄에 2장, 바닥 줄에 2장)",
    ),
    (
        "중앙에서 처음으로 하양 3개 가져와서 빈 2번 줄에 놓으면 감점은 얼마?",
        PLACE,
        "−2점 (2번 줄에 2장, 바닥 줄에 시작 플레이어 표식과 1장)",
    ),
    ("빈 5번 줄에 노랑 3개 놓으면 감점 얼마예요?", PLACE, "0점 (5번 줄에 3장이 모두 놓입니다)"),
    (
        "바닥은 비어 있어요. 빨강 4개를 빈 3번째 줄에 놓으면 마이너스 몇이에요?",
        PLACE,
        "−1점 (3번 줄에 3장, 바닥 줄에 1장)",
    ),
    # (unchanged) this round's floor line
    ("이번 라운드에 바닥에 타일 3개 있으면 몇 점 깎여?", FLOOR, "−4점"),
    # (unchanged) other points beside the penalty asked: the penalty
    ("바닥에 4개 떨어지면 6점 깎이는 거 맞죠? 우린 5점만 뺐어", FLOOR, "−6점"),
    # (unchanged) every tile said beside the new one apart from it: none counted
    ("벽에 새 타일 왼쪽에 2개 있는데 안 붙어 있으면 몇 점이야?", WALL, "1점"),
    # (unchanged) the line said refusing the colour, asked of it
    ("4번 줄에 노랑 3개 있는데 검정 1개 가져오면?", PLACE, "아니요, 그 줄에는 놓을 수 없습니다"),
    # (unchanged) counts in a list, said complete
    ("가로줄 1개랑 세로줄 2개 완성했는데 보너스 몇 점이야?", BONUS, "+16점"),
    # (unchanged) where the tiles go, no points asked
    ("검정 4개를 빈 1번줄에 놓으면 어떻게 돼?", PLACE, "1번 줄에 1장, 바닥 줄에 3장"),
]

# no verdict
NOT_READ = [
    # (unchanged) the marker alone beside the score now: of the score, or of the penalty?
    "지금 5점인데 바닥에 표식만 있으면 1점 깎여?",
    # (new) points asked beside a take that fills its line: the wall's too, or the penalty?
    "노랑 3개를 빈 2번 줄에 놓으면 몇 점이야?",
    "빈 3번째 줄에 파랑 4개 넣으면 몇 점 받아?",
    # (new) points said beside the score asked, that no reading takes: the wall's?
    "2점짜리 타일 붙였고 바닥에 타일 1개면 몇 점?",
    "바닥에 3개 있는데 4점짜리 자리에 놓으면 몇 점 돼?",
    # (unchanged) so said of the wall
    "바닥에 3개 있는데 벽에 5점짜리 하나 놓으면 이번 라운드 몇 점이야?",
    # (new) the floor line of a round before: not this round's
    "저번 라운드에 바닥에 타일 4개 있었는데 이번 라운드도 깎여?",
    "이전 라운드 바닥에 2개였으면 이번 라운드에도 감점 있어?",
    # (unchanged) so said with 또
    "지난 라운드 때 바닥에 1개 있었는데 이번에 또 감점돼?",
    # (new) some of the tiles beside the new one said apart: which touch it?
    "벽에 새로 놓는 타일 오른쪽에 2개 있는데 그중 하나는 떨어져 있으면 몇 점?",
    "벽에 타일 붙일 칸 위에 3장 있는데 한 장은 한 칸 띄어져 있으면 몇 점이야?",
    # (unchanged) so in a sentence of its own
    "벽에 새 타일 놓을 건데 아래에 2개 있고 1개는 안 붙어 있어. 몇 점?",
    # (new) where the take goes, beside a line that refuses its colour
    "2번 줄에 검정 1개 있는데 노랑 2개 가져오면 어디에 둬?",
    "4번 줄에 파랑 2개 있는데 빨강 3개 가져왔어. 어느 줄에 놓아야 해?",
    # (new) counts in a list, said after it not to be complete
    "게임 끝에 세로줄 2개랑 가로줄 1개 아깝게 못 채웠어. 보너스 얼마야?",
    "가로줄 3개하고 색 1개 거의 다 모았는데 보너스 몇 점?",
    # (new on the penalty's first reading, which took the floor line empty) the start marker
    # said to lie on the floor line already: the penalty asked beside it is not read
    "노랑 3개를 빈 1번 줄에 놓으면 감점 얼마야? 시작 플레이어 표식은 벌써 바닥에 있어",
    "마커 이미 가져갔는데 검정 4개 빈 3번 줄에 놓으면 몇 점 깎여?",
    # (unchanged) the penalty asked beside the floor's tiles before: not read
    "바닥에 2개 있는데 빨강 3개를 빈 1번 줄에 놓으면 감점 얼마야?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)


def test_a_penalty_claim_asked_in_the_negative_is_no_yes_or_no() -> None:
    """(new) "2개면 3점 깎이는 거 아니야?": the penalty alone (it was 아니요); its card is
    coloured as the claim's truth, the house's way with a question asked in the negative
    (probe 17: it was None)."""
    for question, truth in (
        ("바닥에 2개 있으면 3점 깎이는 거 아니야?", False),
        ("바닥에 1개면 1점 감점 아니야?", True),
        ("바닥에 4개면 5점 깎이는 거 아님?", False),  # (new: 아님 was not seen as negative)
    ):
        found = compute(question, AZUL, asked=True)
        assert found is not None and found.ok is truth, found
        assert not found.verdict.startswith(("네", "아니요")), found


def test_the_floor_taken_empty_is_said_in_the_case() -> None:
    """(new) the penalty of a take whose floor line is not said: the case says it is taken
    empty; said empty, the case says that instead (never both)."""
    found = compute("빨강 4개 가져와서 빈 2번 줄에 놓으면 감점 얼마야?", AZUL, asked=True)
    assert found is not None and "바닥 줄에 있던 타일은 말하지 않아 빈 줄로 봄" in found.case
    assert "바닥 줄이 비어 있었다면" in found.summary, found
    found = compute(
        "바닥 줄은 비어 있고 빨강 4개 가져와서 빈 2번 줄에 놓으면 감점 얼마야?", AZUL, asked=True
    )
    assert found is not None and found.verdict.startswith("−2점"), found
    assert "(바닥 줄은 비어 있음)" in found.case and "빈 줄로 봄" not in found.case, found
    assert "비어 있었다면" not in found.summary, found


test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
