"""Rummikub situational questions from an eleventh probe: about 250 questions written from the
rules alone (반말 and 존댓말, typos, claims to confirm, other players' cases beside the asker's,
negated questions, numbers as words, facts left out), each checked by hand against the rules.
The misreads found are fixed and kept below, each with phrasings other than the one that
found it.

- the asker said as "저" (not "저는", "제가") before the tiles left at the end ("아빠가 다
  냈는데 저 13 남았어요 몇 점?") got no answer; now read as one's own rack ("−13점"), as "나" is;
  final scores said beside "저" ("끝나고 세 보니 저 9점, 친구 7점 … 제가 이긴 거죠?") were read
  as the others' racks and the winner's gain ("+22점", "+90점"); now not read."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
)

PENALTY = "rummikub-rack-penalty"

# -- "저" before the tiles left: the asker's own rack (was no verdict) -------------------------
READ_JEO = [
    ("엄마가 다 냈어요 저 빨강 4 파랑 9 남았는데 몇 점 잃어요?", PENALTY, "−13점"),
    ("형이 루미큐브 외쳤는데 저 조커랑 2 남았어요 감점 몇 점이에요?", PENALTY, "−32점"),
    ("친구가 이겼어요 저 11 남았는데 몇 점 깎여요?", PENALTY, "−11점"),
]
# final scores beside "저": no rack's sum (was "+22점", "+217점")
NOT_READ_JEO = [
    "끝나고 점수 세 보니 저 11점, 친구 5점, 동생 4점이에요. 제가 이긴 거죠?",
    "최종 점수가 저 50점, 엄마 40점이에요. 제가 이긴 거죠?",
]

test_read_jeo = reads_test("rummikub", READ_JEO)
test_not_read_jeo = reads_nothing_test("rummikub", NOT_READ_JEO, unasked=True)
test_the_jeo_cites_rummikub_entries = cites_test("rummikub", READ_JEO, some=True)
test_the_kinds_are_listed = kinds_test("rummikub", READ_JEO)
