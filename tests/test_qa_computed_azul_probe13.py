"""Azul computed answers: probe 13, new questions of a first-time player (whole turns told,
claims to check, other players' moves, "why" asked) whose verdict misread the case:

- five rows, columns or colours said complete with the other kinds not said ("가로줄 다섯
  개 다 채우면 보너스 몇 점?"): the kinds not said read as none ("+10점"), where five of any
  kind is the whole wall, every row, column and colour (+95점); now read so, said in the
  case. Another kind said short of five ("가로줄 5개 세로줄 2개") is no wall there is: not
  read.

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
FLOOR = "azul-floor"
PLACE = "azul-placement"
BONUS = "azul-end-bonus"

# (question, kind, verdict): read so, asked on Azul's pages (and with the game detected when
# the question names it)
READ = [
    # (new) five of a kind complete: the whole wall
    ("게임 끝났는데 세로줄 다섯 개 다 채웠어. 보너스 몇 점이야?", BONUS, "+95점"),
    ("가로줄 5줄 완성했으면 보너스 얼마예요?", BONUS, "+95점"),
    ("게임 끝나고 가로줄 5개 다 찼으면 보너스 10점 맞지?", BONUS, "아니요, +95점입니다", False),
    # (unchanged) fewer than five: the kinds not said are none
    ("가로줄 3개 완성하면 보너스 몇 점?", BONUS, "+6점"),
]

# no verdict
NOT_READ = [
    # (new) five of one kind beside another kind said short of five: no such wall
    "가로줄 5개 세로줄 3개 완성했으면 보너스 몇 점이야?",
    "세로줄 다섯 개랑 가로줄 하나 완성하면 보너스 얼마?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
