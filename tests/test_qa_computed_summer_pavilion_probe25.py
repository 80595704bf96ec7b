"""Summer Pavilion computed answers: a twenty-fifth probe, new questions a first-time player
would ask (the final score with the bonuses and the tiles left, a kept tile wild in the next
round, a round's wild colour heard, a loss guessed as a bare number, regional endings,
limits, two questions in one message), each checked by hand against the rules and the FAQs.
What it changed, each now read right:

- the final score of a score said, the end bonuses said in points and the tiles left ("2점인데
  보너스 4점 받고 3장 남으면 몇 점?", "썸파 2점인데 보너스 없이 3장 남으면 몇 점?", "… 5점
  맞지?", "… 3점이래") was not read; now the final count, the bonuses added first, then a
  point for each tile, the 1-point floor once at the end (the final-order FAQ; the engine's
  final scoring): 3점, 1점, 아니요, 3점, 네, 3점. More tiles than the corners keep, a round
  before the last, another player's score, bonus tiles (not points), a second question after
  it stay unread;
- a round's wild colour heard with 라던데/라더라 ("3라운드는 주황이 조커라던데", "6라운드는
  노랑이 조커라던데") was the colour alone, without 네 (or not read when wrong); now the guess
  checked: 네/아니요;
- two placements told, the points asked of neither ("빨간별 2번 3번 있는데 1번 놓고 4번 놓으면
  몇 점?", "빨간별 1번 놓고 2번 놓으면 몇 점?") was the second's alone ("4점", "2점": or both
  together?); now left unread ("두 번째에 몇 점?" still the second's, "1번 놓았고 이제 4번
  놓으면" the board as it is);
- the score after a loss guessed, a score before told ("5점인데 중앙에서 처음 4장 가져오면 1점
  됨?", "1점인데 중앙에서 처음 가져가면 0점 됨?", "지금 8점인데 패스할 때 7장 남으면 5점 돼?")
  was not read ("몇 점 돼?" told the score after); now the guess checked against it: 네, −4점
  (5점 → 1점); 아니요, 감점 없음 (1점 그대로); 네, −3점 (8점 → 5점). With no score before
  ("중앙에서 처음 3장 가져오면 1점 돼?"), or a score below zero ("-2점 돼요?": or the loss?),
  it stays unread;
- "아이가?" and "아입니꺼?", a regional "아니야?" ("동점이면 남은 타일 적은 사람이 이기는 거
  아이가?", "빨간별 1번 있는데 2번 놓으면 1점 아이가?", "썸파 4인이면 공장 9개 아이가?") got
  "아니요, 공동 승리" (a 아니요 on a question in the negative) or was not read; now as "아니야?":
  the plain statement, its card the claim's truth;
- "감점 없제?" ("중앙에서 두번째로 가져가면 감점 없제?", "패스할 때 6장 남으면 감점 없제?"), a
  regional "없지?", was answered plainly ("감점 없음") or as asked in the negative; now the
  guess of no loss, 네/아니요 as of "감점 없지?";
- a loss guessed as a bare number at the question's end ("귀퉁이에 4장 남으면 -4점?", "6장
  남으면 3점 감점?", "중앙에서 처음 3장 가져오면 -2점?") was not read; now the guess checked,
  네/아니요.

Checked and read right already (not pinned here): a kept tile wild in the next round ("1라운드에
초록 보관했는데 2라운드에 조커로 써도 돼?" 네; "보라 보관했는데 2라운드에도 조커야?" 아니요),
regional endings ("패스할때 6장 남았당가 몇점 깎이는겨" −2점, "… 몇 점 깎이노?" −3점, "빨간별
3번 놓을라믄 빨강 몇 장 있어야 됩니꺼" 3장, "1라운드에 초록 남겼는데 2라운드에 조커로 쓰믄
되나?" 네), hearsay in the negative ("친구가 패스할 때 5장 남으면 감점 없대" 아니요, −1점).

Left alone (unread): two questions in one message ("패스할 때 6장 남으면 몇 점 잃어? 7장이면?",
"2점인데 보너스 4점 받고 3장 남으면 몇 점? 1점 아니야?"); points after the tiles left with no
verb of loss ("패스할 때 6장 남으면 3점이라던데": probe 7 pins "… 3점이야?" unread); a
placement with no board ("빨간 별 6번 놓으면 6점 아니야?"); a kept colour with no round
("초록 보관했다가 다음 라운드에 조커로 쓰는 거 반칙이가?": the next round of which?); a
dialect ending the readers do not know ("… 남으믄 몇 점 되노?").

Values: SP-RB p.6 (the end: star and number bonuses, a point for each tile left; the final-
order FAQ: the floor once at the end), p.5 (passing, keeping four), p.3 (the wild colours:
보라, 초록, 주황, 노랑, 파랑, 빨강)."""

from __future__ import annotations

from .computed_cases import (
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

SP = "azul-summer-pavilion"
FINAL = "summer-pavilion-final"
WILD = "summer-pavilion-wild"
LEFT = "summer-pavilion-leftover"
ST = "summer-pavilion-start-token"
TIE = "summer-pavilion-tie"
SETUP = "summer-pavilion-setup"
PS = "summer-pavilion-place-score"

READ = [
    # the final score: the bonuses first, then the tiles left, the floor once at the end
    ("2점인데 보너스 4점 받고 3장 남으면 몇 점?", FINAL, "3점", None),
    ("1점인데 보너스 8점 받고 타일 4장 남으면 최종 몇 점이야?", FINAL, "5점", None),
    ("5점인데 보너스 12점 받고 4장 남으면 몇 점?", FINAL, "13점", None),
    ("1점에 보너스 0점이고 2장 남으면 몇점?", FINAL, "1점", None),
    ("썸파 2점인데 보너스 없이 3장 남으면 몇 점?", FINAL, "1점", None),
    (
        "지금 3점인데 게임 끝나고 보너스 4점 받고 남은 타일 3장이면 몇 점이에요?",
        FINAL,
        "4점",
        None,
    ),
    ("여름별장 2점인데 보너스 4점이고 타일 3개 남았는데 몇점됨", FINAL, "3점", None),
    (
        "내 점수 2점인데 숫자 보너스 4점 받고 귀퉁이에 3장 남았어 최종 몇 점?",
        FINAL,
        "3점",
        None,
    ),
    ("2점인데 보너스 4점 받고 3장 남으면 5점 맞지?", FINAL, "아니요, 3점", False),
    ("2점인데 보너스 4점 받고 3장 남으면 3점이래", FINAL, "네, 3점", True),
    ("2점인데 보너스 4점 받고 3장 남으면 5점이래", FINAL, "아니요, 3점", False),
    ("2점인데 보너스 4점 받고 3장 남으면 3점이라던데 맞아?", FINAL, "네, 3점", True),
    ("3점인데 보너스 없이 4장 남으면 1점 맞죠?", FINAL, "네, 1점", True),
    ("2점인데 별 보너스 14점 받고 2장 남으면 14점 맞아?", FINAL, "네, 14점", True),
    # asked in the negative: the plain statement, its card the claim's truth
    ("2점인데 보너스 4점 받고 3장 남으면 5점 아니야?", FINAL, "3점", False),
    # a round's wild colour heard
    ("3라운드는 주황이 조커라던데", WILD, "네, 3라운드의 조커(와일드) 색은 주황입니다", True),
    (
        "3라운드는 초록이 조커라던데",
        WILD,
        "아니요, 3라운드의 조커(와일드) 색은 주황입니다",
        False,
    ),
    ("2라운드는 초록이 조커라더라", WILD, "네, 2라운드의 조커(와일드) 색은 초록입니다", True),
    (
        "5라운드는 파랑이 조커라던데 맞아?",
        WILD,
        "네, 5라운드의 조커(와일드) 색은 파랑입니다",
        True,
    ),
    (
        "6라운드는 노랑이 조커라던데",
        WILD,
        "아니요, 6라운드의 조커(와일드) 색은 빨강입니다",
        False,
    ),
    # a loss guessed as a bare number at the end
    ("6라운드 끝나고 귀퉁이에 4장 남으면 -4점?", LEFT, "네, −4점", True),
    ("6라운드 끝나고 귀퉁이에 4장 남으면 4점 감점?", LEFT, "네, −4점", True),
    ("게임 끝나고 귀퉁이에 3장 남으면 -4점?", LEFT, "아니요, −3점", False),
    ("패스할 때 7장 남으면 -3점?", LEFT, "네, −3점", True),
    ("패스할 때 6장 남으면 3점 감점?", LEFT, "아니요, −2점", False),
    ("썸파 패스할 때 8장 남았는데 -4점?", LEFT, "네, −4점", True),
    ("패스할때 9장 남으면 5점 감점?", LEFT, "네, −5점", True),
    ("중앙에서 처음 3장 가져오면 -2점?", ST, "아니요, −3점", False),
    # the score after a loss guessed, a score before told
    ("5점인데 중앙에서 처음 4장 가져오면 1점 됨?", ST, "네, −4점 (5점 → 1점)", True),
    ("1점인데 중앙에서 처음 가져가면 0점 됨?", ST, "아니요, 감점 없음 (1점 그대로)", False),
    ("3점인데 중앙에서 처음 5장 가져오면 0점 돼?", ST, "아니요, −2점 (3점 → 1점)", False),
    ("3점인데 중앙에서 처음 5장 가져오면 1점 되지?", ST, "네, −2점 (3점 → 1점)", True),
    ("10점인데 중앙에서 처음 3장 가져오면 7점 돼요?", ST, "네, −3점 (10점 → 7점)", True),
    ("10점인데 중앙에서 처음 3장 가져오면 8점 되나?", ST, "아니요, −3점 (10점 → 7점)", False),
    ("지금 8점인데 패스할 때 7장 남으면 5점 돼?", LEFT, "네, −3점 (8점 → 5점)", True),
    ("지금 8점인데 패스할 때 7장 남으면 4점 되지?", LEFT, "아니요, −3점 (8점 → 5점)", False),
    # "아이가?": "아니야?" in a regional ending, the plain statement, its card the claim's truth
    ("동점이면 남은 타일 적은 사람이 이기는 거 아이가?", TIE, "공동 승리", False),
    ("썸파 4인이면 공장 9개 아이가?", SETUP, "공장 9개(타일 36장), 공급처 10장", True),
    ("빨간별 1번 있는데 2번 놓으면 1점 아이가?", PS, "2점입니다", False),
    ("파란별 4번 5번 6번 있는디 3번 놓으면 4점 아이가?", PS, "4점입니다", True),
    ("패스할 때 7장 남으면 3점 감점 아이가?", LEFT, "−3점", True),
    ("동점이면 공동 승리 아입니꺼?", TIE, "공동 승리", True),
    # "없제?": "없지?" in a regional ending, no points lost guessed
    ("중앙에서 두번째로 가져가면 감점 없제?", ST, "네, 감점 없음", True),
    ("패스할 때 4장 남으면 감점 없제?", LEFT, "네, 감점 없음", True),
    ("패스할 때 6장 남으면 감점 없제?", LEFT, "아니요, −2점", False),
]

test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


# what the final-score reader must leave: more tiles than the corners keep (lost at the pass),
# a round before the last, another player's score, bonus tiles, a second question, a dialect
# ending no reader knows (these were unread before too: guards of the new reader)
UNREAD = [
    "2점인데 보너스 4점 받고 6장 남으면 몇 점?",
    "3라운드에 2점인데 보너스 4점 받고 3장 남으면 몇 점?",
    "친구는 2점인데 보너스 4점 받고 3장 남으면 몇 점?",
    "2점인데 보너스 타일 4장 받고 3장 남으면 몇 점?",
    "2점인데 보너스 4점 받고 3장 남으면 몇 점? 1점 아니야?",
    "2점인데 보너스 4점 받고 3장 남으믄 몇 점 되노?",
    "패스할 때 6장 남으면 몇 점 잃어? 7장이면?",
    "빨간 별 6번 놓으면 6점 아니야?",
    "중앙에서 처음 3장 가져오면 1점 돼?",
    "썸파 1라운드 5점인데 중앙에서 처음으로 7장 가져가면 -2점 돼요?",
]

test_what_the_final_score_leaves = reads_nothing_test(SP, UNREAD)


# two placements told, the points asked of neither ("1번 놓고 4번 놓으면 몇 점?": the second's,
# or both together? was the second's alone); "두 번째에 몇 점?" is read as before
TWO_PLACED = [
    "빨간별 2번 3번 있는데 1번 놓고 4번 놓으면 몇 점?",
    "빨간별 1번 놓고 2번 놓으면 몇 점?",
    "파란별 2번 있는데 1번 놓고 나서 3번 놓으면 몇 점이야?",
    "파란별 2번 있는데 1번 놓은 다음에 3번 놓으면 몇 점?",
    "노란 별 비어있는데 3번 놓고 4번 놓으면 몇 점 받아?",
]

test_two_placements_are_not_read = reads_nothing_test(SP, TWO_PLACED)


def test_the_final_score_needs_the_game() -> None:
    from tutor.qa_computed import compute

    # no game named nor asked on its pages: whose score? (Rummikub's racks are left tiles too)
    assert compute("2점인데 보너스 4점 받고 3장 남으면 몇 점?") is None
    found = compute("2점인데 보너스 4점 받고 3장 남으면 몇 점?", SP, asked=True)
    assert found is not None and "2 + 4 − 3 = 3점" in found.summary
