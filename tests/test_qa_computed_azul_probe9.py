"""Azul computed answers: probe 9, new questions of a first-time player (situations with
numbers, colours and rounds, said in everyday Korean) whose verdict misread the case:

- the score after the round asked as "라운드 끝나면 몇 점이에요?", "끝나고 몇 점?" beside the
  wall's points and the floor: the wall's points were dropped and the penalty answered alone
  ("−4점"); now the score after the round. The penalty named before the points asked
  ("감점 몇 점이야?", "감점은 몇 점 돼?") or a loss asked after them ("총 몇 점 깎여?") was
  read as the score after the round ("9점 (9점 + 2점 − 2점)"); now the penalty alone;
- the score after the first round asked with no wall points said ("1라운드에 바닥에 3개
  떨어지면 내 점수 어떻게 돼?", "첫 번째 라운드인데 … 제 점수는요?"): the penalty alone
  answered it ("−4점"), where the wall's points are unknown; now not read. The first round
  said in a sentence of its own is no longer dropped with the other rounds, and "점수는요?"
  is the score asked. The penalty asked ("몇 점 깎여?", "감점 얼마야?") stays the penalty.

Every row of :data:`READ` and :data:`NOT_READ` marked new was checked to fail on the reader
before its fix; the rows marked unchanged read as they did."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

AZUL = "azul"
TAKE = "azul-take"
FLOOR = "azul-floor"
PLACE = "azul-placement"
SETUP = "azul-setup"

# (question, kind, verdict): read so, asked on Azul's pages (and with the game detected when
# the question names it)
READ = [
    # (new) the score the round ends with, asked beside the wall's points
    (
        "지금 11점이고 벽에서 2점 얻었어. 바닥에 3개 있으면 라운드 끝나고 몇 점?",
        FLOOR,
        "9점 (11점 + 2점 − 4점)",
    ),
    (
        "현재 점수 4점, 벽에서 5점 받고 바닥에 1개 있어요. 라운드 끝나면 몇 점이에요?",
        FLOOR,
        "8점 (4점 + 5점 − 1점)",
    ),
    # (unchanged) the score said of the round's end
    (
        "첫 라운드에 벽에서 3점 얻었고 바닥에 1개 있어요. 라운드 끝나면 점수 몇 점이에요?",
        FLOOR,
        "2점 (0점 + 3점 − 1점)",
    ),
    # (new) the penalty named, or a loss asked: the penalty alone
    ("지금 9점인데 벽에서 2점 얻고 바닥 2개 있으면 감점 몇 점이야?", FLOOR, "−2점"),
    ("지금 5점인데 벽에서 3점 받고 바닥에 4개 있으면 감점은 몇 점 돼?", FLOOR, "−6점"),
    ("지금 8점인데 벽에서 2점 받고 바닥에 3개면 총 몇 점 깎여?", FLOOR, "−4점"),
    # (unchanged) a loss asked of the round's end
    ("지금 8점인데 벽에서 2점 받고 바닥에 3개면 라운드 끝나고 몇 점 잃어?", FLOOR, "−4점"),
    # (unchanged) the first round: the penalty asked; the wall's points said
    ("1라운드에 바닥에 3개면 몇 점 깎여?", FLOOR, "−4점"),
    ("첫 라운드에 바닥에 4개 있으면 감점 얼마야?", FLOOR, "−6점"),
    ("첫 라운드예요. 바닥에 타일 2개 있으면 감점 몇 점이에요?", FLOOR, "−2점"),
    ("첫 라운드에 벽에서 2점 얻고 바닥에 1개면 점수 몇 점이야?", FLOOR, "1점 (0점 + 2점 − 1점)"),
]

# no verdict
NOT_READ = [
    # (new) the score after the first round, its wall points not said
    "1라운드에 바닥에 3개 떨어지면 내 점수 어떻게 돼?",
    "첫 라운드에 바닥에 1개 있으면 라운드 끝나고 몇 점 돼?",
    "첫 번째 라운드인데 바닥 줄에 타일 4개예요. 제 점수는요?",
    "1라운드예요. 바닥에 타일 5개 있어요. 점수 어떻게 돼요?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
