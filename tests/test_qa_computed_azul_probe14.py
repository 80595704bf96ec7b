"""Azul computed answers: probe 14, new questions of a first-time player (whole turns told,
claims heard from others, other players' boards, "why" and "what if not") whose verdict
misread the case:

- another player's claim said in the middle of the question, of the case told before it
  ("바닥에 2개 있는데 친구가 이거 -3점이래. 맞아?", "… 친구가 감점 3점이래", "… 상대가 6점
  잃는다고 하네. 맞아?"): left unread, or the bare penalty answering it ("−4점", with no
  네/아니요); now checked as the asker's own guess ("아니요, −2점입니다").

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
WALL = "azul-wall-score"

# (question, kind, verdict[, ok]): read so, asked on Azul's pages (and with the game detected
# when the question names it)
READ = [
    # (new) another player's claim, said after the case
    ("바닥 줄에 타일 3개 있는데 동생이 이거 -5점이래. 맞아?", FLOOR, "아니요, −4점입니다", False),
    ("바닥에 타일 다섯 개 있는데 형이 감점 8점이래요. 맞나요?", FLOOR, "네, −8점입니다", True),
    ("바닥에 타일 6개 떨어졌는데 친구가 10점 깎인대. 진짜야?", FLOOR, "아니요, −11점입니다", False),
    ("바닥 줄에 1개 있는데 상대가 1점 빠진다고 하던데 맞아?", FLOOR, "네, −1점입니다", True),
    ("바닥에 4개 있고 누나가 그거 -6이라는데 맞지?", FLOOR, "네, −6점입니다", True),
    ("벽에 새 타일 옆에 2개 있는데 친구가 이거 3점이래. 맞아?", WALL, "네, 3점입니다", True),
    # (unchanged) said right after the player
    ("바닥에 3개 있는데 친구가 -6이래. 맞아?", FLOOR, "아니요, −4점입니다", False),
]

# no verdict
NOT_READ = [
    # (unchanged) a claim with nothing asked of it
    "바닥에 2개 있는데 친구가 이거 -3점이래",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
