"""Summer Pavilion computed answers: a twenty-third probe, new questions a first-time player
would ask (two questions in one message, a tie claimed, a pass told as a plan, a take's wild
assumed, voice-typed and glued numbers, claims heard, another player's board, "왜 …?"), each
checked by hand against the rules. What it changed, each now read right:

- a keep said as much as may be kept ("3라운드에 패스하려는데 … 7개 남았어요. 최대한 남기면 몇
  점 깎이나요?", "가능한 많이 보관하면") was not read; now four kept (or all, when fewer are
  left): −3점 of seven;
- a keep's loss asked as a yes or no ("패스할 때 3장 남았는데 3장 보관하면 감점 있어?",
  "… 4장 보관하면 감점이야?") got the points with no 네/아니요; now 아니요, 감점 없음 / 네, −1점;
- a tie's claim ("동점이면 공동 승리래", "동점이면 공동 승리 맞지?", "점수 같으면 공동 승리야?")
  got "공동 승리" with no 네 on the claim; now 네; one of the tied said to win ("동점이면 후공이
  이긴대", "동점이면 선 플레이어가 이겨?") now 아니요 (no tie-breaker); two players' equal
  scores ("나 70점 친구 70점이면 누가 이겨?") were not read; now a tie, 공동 승리;
- a take's tiles named with nothing told of what else lies there ("중앙에서 처음 빨강 3개
  가져가면 몇 점 깎여?", "중앙에서 처음 가져갈 때 파랑 2개 가져오면 몇 점?") assumed silently
  that no wild lay there (a wild there comes too: one tile and one point more); now the case
  says so, and a detail what a wild would add;
- another player named with a subject's particle before a star ("상대방이 초록별 1번 2번 3번
  있는데 4번 놓으면 4점이지?", "친구는 파란별 4번 5번 있는데") was not read; now their board, as
  bare ("상대방 빨간 별 …") was;
- tiles left and kept with no pass said ("4라운드에 타일 2장 남았는데 보관하면 감점 없지?", "타일
  6장 남았는데 보관하면 몇 점 깎여?", "6라운드에 타일 7개 남았는데 4개 보관하면 몇 점 잃어?",
  the last pinned unread by the coverage file) were not read; now a pass's (tiles are kept
  only then): 네, 감점 없음; −2점; −7점 (three thrown, four kept lost at the end);
- a payment asked with 못 내/못 써 ("왜 빨간별 4번에 조커 4장 못 내?", "빨간 별 4번에 조커 4장
  못 내?") was not read; now the payment, plainly (no 네/아니요 on a question in the negative);
- a space numbered the Sino-Korean way glued to the clause before it ("빨간별삼번사번있는데오번
  놓으면몇점이야", "파란별사번있고오번놓으면몇점") was not read; now before its verb, after 는데
  or 있고;
- points asked as one of two guesses ("보라별 1번 2번 있는데 6번 놓으면 2점? 아니면 3점?", "…
  3점이야 아니면 2점이야?") were declined as two questions; now the plain points (neither a yes
  nor a no).

Left declined on purpose: two placements asked in one message ("파란 별 2번 3번 있는데 1번
놓으면 몇 점이고 4번 놓으면 몇 점이야?"), two claims ("3라운드 조커 주황 맞지? 4라운드는
노랑이고?"), "동점이면 공동 승리 아니지?" (a negative yes/no the tie reader does not turn),
"빨간 별 다 채우면 12점? 아니면 14점?" (the last tile's points or the star's bonus?).

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict. Values: SP-RB p.3 (taking, a wild with the colour), p.4 (placing, costs),
p.5 (passing, keeping four), p.6 (end bonuses, the winner)."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_test,
    yes_no_test,
)

SP = "azul-summer-pavilion"
PAY = "summer-pavilion-payment"
PS = "summer-pavilion-place-score"
LEFT = "summer-pavilion-leftover"
ST = "summer-pavilion-start-token"
DRAFT = "summer-pavilion-draft"
TIE = "summer-pavilion-tie"

READ = [
    # a keep said as much as may be kept
    (
        "3라운드에 패스하려는데 개인판 옆에 타일이 7개 남았어요. 최대한 남기면 몇 점 깎이나요?",
        LEFT,
        "−3점",
        None,
    ),
    ("패스하는데 7개 남았어 최대한 보관하면 몇 점 잃어?", LEFT, "−3점", None),
    ("패스할 때 3장 남았는데 최대한 보관하면 감점 있어?", LEFT, "아니요, 감점 없음", False),
    ("패스할때 5장남았는데 최대한 킵하면 몇점 깎임?", LEFT, "−1점", None),
    # a keep's loss asked as a yes or no
    ("패스할 때 3장 남았는데 3장 보관하면 감점 있어?", LEFT, "아니요, 감점 없음", False),
    ("패스할 때 5장 남았는데 4장 보관하면 감점 있어?", LEFT, "네, −1점", True),
    ("패스할 때 5장 남았는데 4장 보관하면 감점이야?", LEFT, "네, −1점", True),
    # a tie claimed, one of the tied said to win, two equal scores
    ("동점이면 공동 승리래", TIE, "네, 공동 승리", True),
    ("동점이면 공동 승리 맞지?", TIE, "네, 공동 승리", True),
    ("여름 별장 점수 같으면 공동 승리야?", TIE, "네, 공동 승리", True),
    ("동점이면 둘 다 이기는 거야?", TIE, "네, 공동 승리", True),
    ("친구가 동점이면 같이 이긴대", TIE, "네, 공동 승리", True),
    ("점수 똑같으면 둘 다 승리 맞죠?", TIE, "네, 공동 승리", True),
    ("동점인데 공동 일등이야?", TIE, "네, 공동 승리", True),
    ("동점이면 공동 우승 아니래", TIE, "아니요, 공동 승리", False),
    ("동점이면 후공이 이긴대", TIE, "아니요, 공동 승리", False),
    ("동점이면 선 플레이어가 이겨?", TIE, "아니요, 공동 승리", False),
    ("동점이면 점수 낮은 사람이 이겨?", TIE, "아니요, 공동 승리", False),
    ("나 70점 친구 70점이면 누가 이겨?", TIE, "공동 승리", None),
    ("내가 80점이고 상대도 80점이면 누가 승리?", TIE, "공동 승리", None),
    # another player named with a subject's particle before a star
    ("상대방이 초록별 1번 2번 3번 있는데 4번 놓으면 4점이지?", PS, "네, 4점입니다", True),
    ("상대가 초록별 1번 2번 있는데 3번 놓으면 몇 점?", PS, "3점", None),
    ("친구는 파란별 4번 5번 있는데 6번 놓으면 몇 점?", PS, "3점, 보너스 타일 3장", None),
    ("동생이 보라별 2번 3번 있고 1번 놓으면 3점 맞지?", PS, "네, 3점입니다", True),
    # tiles left and kept with no pass said
    ("4라운드에 타일 2장 남았는데 보관하면 감점 없지?", LEFT, "네, 감점 없음", True),
    ("4라운드에 타일 2장 남았는데 보관하면 감점 있어?", LEFT, "아니요, 감점 없음", False),
    ("타일 6장 남았는데 보관하면 몇 점 깎여?", LEFT, "−2점", None),
    ("2라운드에 5장 남았는데 보관하면 몇 점 잃어?", LEFT, "−1점", None),
    # (the last round: the rest thrown at the pass, the four kept lost at the end; was pinned
    # unread by the coverage file)
    ("6라운드에 타일 7개 남았는데 4개 보관하면 몇 점 잃어?", LEFT, "−7점", None),
    # a payment asked with 못 내 / 못 써
    ("왜 빨간별 4번에 조커 4장 못 내?", PAY, "놓을 수 없습니다", False),
    ("빨간 별 4번에 조커 4장 못 내?", PAY, "놓을 수 없습니다", False),
    ("왜 파란별 1번에 조커 1장만 못 내?", PAY, "놓을 수 없습니다", False),
    ("노란별 3번에 노랑 1장 조커 2장 못 내?", PAY, "놓을 수 있습니다", True),
    ("1라운드에 빨간 별 2번에 보라 2장 못 내?", PAY, "놓을 수 없습니다", False),
    # a space numbered the Sino-Korean way, glued to the clause before it
    ("빨간별삼번사번있는데오번놓으면몇점이야", PS, "3점", None),
    ("파란별사번있고오번놓으면몇점", PS, "2점", None),
    # points asked as one of two guesses
    ("보라별 1번 2번 있는데 6번 놓으면 2점? 아니면 3점?", PS, "3점", None),
    ("보라 별 1번 2번 있는데 3번 놓으면 3점이야 아니면 2점이야?", PS, "3점", None),
    ("패스할 때 6장 남으면 1점? 아니면 2점?", LEFT, "−2점", None),
    ("중앙에서 처음 타일 3개 가져가면 2점? 아니면 3점?", ST, "−3점", None),
]

test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


# a take's tiles named, what else lies there untold: the case says no wild lay there
ASSUMED = [
    (
        "중앙에서 처음 빨강 3개 가져가면 몇 점 깎여?",
        DRAFT,
        "중앙에 조커 색 타일은 없는 것으로 계산",
    ),
    (
        "1라운드 중앙에서 처음 노랑 2개 가져가면 감점 있어?",
        DRAFT,
        "중앙에 조커 색 타일은 없는 것으로 계산",
    ),
    ("중앙에서 처음 가져갈 때 파랑 2개 가져오면 몇 점?", ST, "함께 가져온 조커 없음으로 계산"),
    (
        "3라운드에 중앙에서 처음 빨강 2개 가져오면 몇 점 잃어?",
        DRAFT,
        "중앙에 조커 색 타일은 없는 것으로 계산",
    ),
]


def test_a_wild_assumed_away_is_said() -> None:
    from tutor.qa_computed import compute

    for question, kind, said in ASSUMED:
        found = compute(question, SP, asked=True)
        assert found is not None and found.kind == kind, (question, found)
        assert said in found.case, (question, found.case)
        assert any("조커 색 타일" in d for d in found.details), (question, found.details)


# what lies there told: no assumption said
TOLD = [
    "중앙에 빨강 3개 있는데 처음 가져가면 몇 점 깎여?",
    "중앙 처음 가져가면 빨강 2개랑 조커 1개 가져오는데 몇 점 깎여?",
    "가운데에서 제일 먼저 타일 4개 가져가면 감점 몇 점?",
]


def test_a_display_told_assumes_nothing() -> None:
    from tutor.qa_computed import compute

    for question in TOLD:
        found = compute(question, SP, asked=True)
        assert found is not None, question
        assert "없는 것으로 계산" not in found.case and "없음으로 계산" not in found.case, (
            question,
            found.case,
        )
