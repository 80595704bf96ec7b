"""Azul computed answers: probe 10, new questions of a first-time player (situations with
numbers, colours and rounds, said in everyday Korean) whose verdict misread the case:

- another player's floor line named first, then the asker's ("친구 바닥에 5개, 내 바닥에 2개
  있어. 나 몇 점 깎여?"): asked on Azul's pages (the game's name put in front) the other
  player's clause no longer started the question, so the whole question was declined (no
  answer there, "−2점" with no game); the game's name in front is now the question's start,
  and the asker's floor is read as with no game;
- a score said first with no 지금/현재/점수 ("5점인데 바닥 7칸 다 차면 마이너스 9점 되는 거야?",
  "나 7점인데 …"): not read, so a guess of the score after was the penalty's alone ("−2점" for
  "나 7점인데 바닥에 2개면 5점 되는 거야?") and the score left out ("아니요, −14점입니다");
  the score leading the question is now the score now, as "지금 5점인데" is ("네, 5점이 됩니다
  (−2점)", "아니요, −14점입니다 (5점 → 0점)"). A guess below 0 stays the penalty's, as
  "지금 3점인데 바닥에 4개면 -3점 돼?" was pinned ("아니요, −6점입니다 (3점 → 0점)"; since
  probe 14, a guess that is the score worked out below 0 is the score's: "아니요, 0점이
  됩니다 (−6점)");
- tiles onto a floor line already holding some, taken as the centre's first take ("바닥에 2개
  있는데 중앙에서 처음 가져오면서 2개 더 바닥으로 가면 감점은?"): the start marker that comes
  with the take was left out ("−6점", where the marker makes it −8점); now not read, as the
  same question naming the marker is not;
- the end bonus claimed with its number ("세로줄 2개 완성하면 보너스 14점 맞지?", "가로줄 3개
  완성하면 보너스 6점 맞지?"): not read (the points were taken for a count that is none), where
  "보너스 몇 점?" is; now the claim is confirmed or said to be wrong, with the bonus ("네,
  +14점입니다", "아니요, +10점입니다"). Asked in the negative ("보너스 7점 아니야?") it is the
  bonus alone; a guess beside the score before, or "게임 끝나고 10점이야?" (the final score?), is
  not read;
- the factories claimed in a word ("2인용이면 공장 다섯 개 맞지?", "네 명이면 공장 아홉 개야?")
  or reported ("친구가 3인은 공장 6개래. 맞아?", "공장 여섯개라던데"): not read (a digit and a
  question's ending only); now the claim is confirmed or said wrong ("아니요, 3명이면 공장
  7개입니다");
- the tiles claimed to go to the floor line beside a take placed ("빨강 4개를 빈 2번 줄에 놓으면
  바닥에 2개 가는 거 맞지?", "4번 줄에 노랑 3개 있는데 노랑 2개 가져오면 바닥에 1개 맞아?"):
  not read (a number beside the floor declined the take); now the claim is confirmed or said
  wrong with where the tiles go ("네, 2번 줄에 2장, 바닥 줄에 2장"). A claim beside the start
  marker (is it counted?) or tiles past the floor line is not read; asked in the negative
  ("… 맞지 않아?") it has no 네/아니요 and ok is None.

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
BONUS = "azul-end-bonus"
SETUP = "azul-setup"
PLACE = "azul-placement"

# (question, kind, verdict): read so, asked on Azul's pages (and with the game detected when
# the question names it)
READ = [
    # (new) another player's floor first, then the asker's: the asker's read
    ("상대 바닥엔 3개 있고 내 바닥엔 1개 있으면 나는 몇점 깎여?", FLOOR, "−1점"),
    ("친구가 바닥에 4개 있대. 나는 바닥에 타일 2개. 내 감점은?", FLOOR, "−2점"),
    ("아줄 옆 사람 바닥에 6개 있고 내 바닥엔 3개 있어. 나 몇 점 까여?", FLOOR, "−4점"),
    # (new) a score said first, with no 지금/현재/점수: the score now
    ("6점인데 바닥에 타일 1개면 5점 되는 거 맞아?", FLOOR, "네, 5점이 됩니다 (−1점)"),
    ("저 12점이고 바닥에 3개 있으면 몇 점 돼요?", FLOOR, "−4점 (12점 → 8점)"),
    # (the score worked out below 0 is the guess, never the penalty: probe 14)
    ("3점인데 바닥 7칸 다 차면 -11점 되는 거야?", FLOOR, "아니요, 0점이 됩니다 (−14점)"),
    ("나 6점인데 바닥에 3칸 차면 마이너스 2점 되는 거야?", FLOOR, "아니요, −4점입니다 (6점 → 2점)"),
    # (unchanged) the score said with 지금
    ("지금 9점인데 바닥에 2개면 7점 되지?", FLOOR, "네, 7점이 됩니다 (−2점)"),
    # (unchanged) more tiles onto the floor, no first take said
    ("바닥에 1개 있는데 타일 3개 더 떨어지면 몇 점 깎여?", FLOOR, "−6점"),
    # (new) the end bonus claimed with its number
    ("세로줄 두 개 다 채웠으면 보너스 14점 맞아?", BONUS, "네, +14점입니다"),
    ("가로줄 2개 완성하면 게임 끝 보너스 4점이지?", BONUS, "네, +4점입니다"),
    ("파랑 다섯 장 다 놨으면 보너스 7점 맞지?", BONUS, "아니요, +10점입니다"),
    ("가로줄 1개 세로줄 2개면 보너스 17점이야?", BONUS, "아니요, +16점입니다"),
    ("가로줄 2개 완성하면 보너스 몇 점이야? 4점?", BONUS, "네, +4점입니다"),
    ("세로줄 1개 완성하면 보너스 7점 아니야?", BONUS, "+7점"),
    # (unchanged) the bonus asked
    ("게임 끝나고 가로줄 2개 세로줄 1개 완성했어 보너스 몇 점?", BONUS, "+11점"),
    # (new) the factories claimed in a word, or reported
    ("아줄 두 명이면 공장 다섯 개 맞아?", SETUP, "네, 2명이면 공장 5개입니다"),
    ("아줄 4인이면 공장 여덟 개지?", SETUP, "아니요, 4명이면 공장 9개입니다"),
    ("아줄 친구가 3명이면 공장 6개라는데 맞아?", SETUP, "아니요, 3명이면 공장 7개입니다"),
    ("아줄 2인 공장 5개래. 진짜야?", SETUP, "네, 2명이면 공장 5개입니다"),
    # (unchanged) in digits
    ("아줄 3명이면 공장 7개 맞아?", SETUP, "네, 3명이면 공장 7개입니다"),
    # (new) the tiles claimed to go to the floor beside a take placed
    (
        "빈 3번 줄에 파랑 4개 놓으면 바닥에 1개 가는 거 맞지?",
        PLACE,
        "네, 3번 줄에 3장, 바닥 줄에 1장",
    ),
    ("빈 1번 줄에 검정 3개 놓으면 바닥에 1개지?", PLACE, "아니요, 1번 줄에 1장, 바닥 줄에 2장"),
    (
        "5번 줄에 노랑 3개 있는데 노랑 4개 가져오면 바닥엔 두 개 떨어지지?",
        PLACE,
        "네, 5번 줄에 2장, 바닥 줄에 2장",
    ),
    (
        "2번 줄에 빨강 1개 있는데 빨강 3개 가져오면 바닥 3개 맞음?",
        PLACE,
        "아니요, 2번 줄에 1장, 바닥 줄에 2장",
    ),
    # (unchanged) no claim
    (
        "2번 줄에 빨강 1개 있는데 빨강 3개 가져오면 바닥에 몇 개 가?",
        PLACE,
        "2번 줄에 1장, 바닥 줄에 2장",
    ),
]

# no verdict
NOT_READ = [
    # (another player's floor alone was pinned here unread; since probe 14 it is read as
    # theirs, "상대의 바닥 줄에 …": "친구 바닥에 2개 있어. 몇 점 깎여?")
    # (new) more tiles onto the floor with the centre's first take: the marker comes too
    "바닥에 3개 있고 이번에 가운데서 제일 먼저 가져가서 타일 1개 더 떨어지면 몇 점 깎여?",
    "바닥줄에 4장 차 있는데 중앙 첫픽이라 2장 더 바닥 가면 감점 얼마?",
    "바닥에 1개 있는데 중앙에서 처음 골라서 3개 더 떨어지면 몇 점?",
    # (unchanged, not read before either) a guess that may be the final score, or beside the
    # score before
    "세로줄 한 줄 완성하면 게임 끝나고 10점이야?",
    "보너스 전 42점인데 가로줄 2개 세로줄 1개 색 1개면 63점 맞지?",
    # (unchanged, not read before either) a floor claim beside the start marker
    "중앙에서 처음 빨강 2개 가져와서 빈 1번 줄에 놓으면 바닥에 1개 맞아?",
    # (unchanged) a floor claim "… 아니야?": not read as a claim
    "빈 2번 줄에 노랑 3개 놓으면 바닥에 1개 가는 거 아니야?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)


def test_a_floor_claim_asked_in_the_negative_has_no_yes_or_no() -> None:
    """(new) "… 바닥에 1개 가는 거 맞지 않아?": no 네/아니요; the card is coloured as the
    claim's truth, the house's way with a question asked in the negative (probe 17: it was
    None)."""
    found = compute("빨강 3개를 빈 2번 줄에 놓으면 바닥에 1개 가는 거 맞지 않아?", AZUL, asked=True)
    assert found is not None and found.ok is True, found
    assert found.verdict == "2번 줄에 2장, 바닥 줄에 1장", found


test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
