"""Indigo's computed answers, fifteenth round: new questions of concrete cases (whole turns
told, another player's move or turn, a seat asked to take a gem), checked by hand against the
rules. Misreads found, fixed:

- the pile out, the asker's hand told and another player's turn asked, that player said to hold
  none ("더미는 다 썼고 나는 손에 타일 한 장, 친구는 없어. 친구 차례는 어떻게 돼?"): the asker's
  hand answered as the other's turn ("그 타일을 놓고 새 타일은 뽑지 않습니다"), where the other
  holds none and skips; another player's turn asked of a hand not said to be theirs is not read
  now (probe 13 and 14 declined it when a second count was told)."""

from __future__ import annotations

from .computed_cases import reads_nothing_test

NOT_READ = [  # a fact missing, or another question
    # the asker's hand told, another player's turn asked (was: the asker's hand as their turn)
    "타일 더미 다 떨어졌어. 나는 손에 한 장 있고 동생은 없어. 동생 차례엔 뭐 해?",
    "더미 비었고 내 손엔 타일 1장 남았어. 그럼 형 차례는 어떻게 돼?",
]

test_not_read = reads_nothing_test("indigo", NOT_READ, unasked=True)
