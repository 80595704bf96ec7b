"""Rummikub situational questions from a twenty-first probe: about 130 questions written from
the rules alone, aimed at claims told as someone else's insistence ("친구가 … 우기는데",
"… 주장하는데", "… 라고 하는데"), the end's points with no one said to go out, the older
rearrangement reader's bare "아니요, 안 됩니다", voice-typed numbers, claims and hearsay ("X래",
"X 맞지?", "X 아니지?", "X라던데", a number guessed), two questions in one message, another
player's board, "왜 안 돼?" and questions that look concrete but are not; 반말 and 존댓말, typos
and no spacing. Each verdict was checked by hand against the rules and the engine. The misreads
found are fixed and kept below, each with phrasings other than the one that found it.

- the tiles left on another player's rack after an end with no one said to go out ("끝났는데
  엄마 받침대에 빨강 5 남았어 나 몇 점이야?", "게임 끝났는데 상대 받침대에 5 8 남았으면 몇 점
  깎여?") were read as the asker's win ("+5점", "상대 −13점"); the game may have ended blocked,
  where the lowest rack wins and the others lose the difference. The probe left them unread;
  the review kept the usual end's answer instead, with the assumption said in the case line
  ("끝났다고만 해서 내가 받침대를 다 비워 끝났다고 봄") and the blocked end's scoring as a detail
  (the one who went out said, "내가 이겼고 …", "내가 다 냈는데 …": read as before). Pinned rows
  change: five rows of test_qa_computed_rummikub.py now say "내가 다 냈는데" and pin the gain
  with the loss ("상대 −13점 (나 +13점)");
- a move of the rearrangement reader (one table set told, a tile taken out, one's own tiles)
  that fails ("테이블에 빨강 10 11 12 있는데 10 빼서 내 빨강 8 9랑 8 9 10 만들면 11 12만 남는데
  괜찮아?") was a bare "아니요, 안 됩니다"; now it names the set that fails, as the table reader
  does ("아니요, 남는 빨강 11, 빨강 12는 세트가 되지 않습니다"; "만든 …" when the set made fails).
  Pinned rows change (the new verdict says more): test_qa_computed_rummikub.py (three rows),
  _audit, _coverage, _probe7 (three rows), _probe16 and _probe20 (two heard rows);
- so too a table run split at a tile of one's own ("첫 등록 했고 테이블 빨강 7 8 9 10 있는데 내
  빨강 8 넣어서 7 8 이랑 8 9 10 으로 나눠도 돼?": now "아니요, 빨강 7, 빨강 8은 세트가 되지
  않습니다", as the split with no tile of one's own says) and a tile joined to a table set
  after the meld ("첫등록 했는데 테이블 검정 5 6 7에 내 검정 9 붙여도 되나요": now "아니요,
  붙인 검정 5, 검정 6, 검정 7, 검정 9는 세트가 되지 않습니다"). Pinned rows change:
  test_qa_computed_rummikub.py (two rows), _audit, _probe9 and _probe15;
- a tile joined to a set, told as another player's claim ("친구가 빨강 7 파랑 7 검정 7 그룹에
  빨강 7 붙일 수 있다고 우기는데 맞아?", "형이 파랑 3 4 5 에 빨강 6 붙여도 된다고 우기는데
  되나요?", "… 붙일 수 있다던데 진짜?") was not read (another player named with a tile joined
  was taken for their move, whose meld decides); now another player named first with a claim
  of theirs ending the question ("…다고 우기는데", "…라고 주장하는데", "…다고 하는데", a heard
  ending) is read when the set joined fails (no set, whoever's meld it is); one that holds is
  still left to the meld and not read ("친구가 파랑 2 3 4에 파랑 1 붙여도 된다고 우기는데");
- the group's number said again with the count after the move ("… 그룹에 빨강 7 붙여서 7 네
  장이라고 우기는데", "주황 7 붙이면 7 네 장 그룹 맞지?") was read as one more tile and the
  question dropped (the count no longer matched the tiles); now the number is dropped when
  every tile named before it has that number, and the count is checked against the tiles."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import cites_test, kinds_test, reads_test, yes_no_test

SET = "rummikub-set"
PLAY = "rummikub-play"
OUT = "rummikub-went-out"

# -- a failing rearrangement names the set that fails ----------------------------------------
READ_REARRANGE = [
    (
        "테이블에 빨강 10 11 12 있는데 10 빼서 내 빨강 8 9랑 8 9 10 만들면 11 12만 남는데 괜찮아?",
        PLAY,
        "아니요, 남는 빨강 11, 빨강 12는 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 10 11 12 있는데 10 빼서 내 빨강 8 9랑 8 9 10 만들어도 돼?",
        PLAY,
        "아니요, 남는 빨강 11, 빨강 12는 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 파랑 4 5 6 있는데 6 빼서 내 파랑 7 8이랑 6 7 8 만들면 돼?",
        PLAY,
        "아니요, 남는 파랑 4, 파랑 5는 세트가 되지 않습니다",
        False,
    ),
    (
        "바닥에 검정 3 4 5 있는데 3 빼서 내 검정 1 2랑 1 2 3 만들어도 되나요?",
        PLAY,
        "아니요, 남는 검정 4, 검정 5는 세트가 되지 않습니다",
        False,
    ),
    (
        "바닥에 빨강 5 파랑 5 검정 5 있는데 빨강 5 빼서 내 빨강 6 7 이랑 연속 만들어도 되나여",
        PLAY,
        "아니요, 남는 파랑 5, 검정 5는 세트가 되지 않습니다",
        False,
    ),
    (
        "루미큐브 테이블에 주황 7 8 9 있는데 9 빼서 내 파랑 9 검정 9랑 그룹 만들어도 됨?",
        PLAY,
        "아니요, 남는 주황 7, 주황 8은 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 1 2 3 4 5 있는데 3 빼서 내 파랑 3 검정 3이랑 그룹 만들어도 돼요?",
        PLAY,
        "아니요, 남는 빨강 1, 빨강 2는 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 3 4 5 있는데 5 빼서 내 빨강 6 7이랑 5 6 7 만들면 안 된대 맞아?",
        PLAY,
        "네, 남는 빨강 3, 빨강 4는 세트가 되지 않습니다",
        True,
    ),
    (
        "테이블에 빨강 3 4 5 있는데 5 빼서 내 빨강 6 7이랑 5 6 7 만들어도 된대",
        PLAY,
        "아니요, 남는 빨강 3, 빨강 4는 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 검정 8 9 10 있는데 8 빼서 내 빨강 8 파랑 8이랑 그룹 만들면 안되지?",
        PLAY,
        "남는 검정 9, 검정 10은 세트가 되지 않습니다",
        False,
    ),
]

test_read_rearrange = reads_test("rummikub", READ_REARRANGE)

# -- a split at one's own tile, a tile joined after the meld: the failing set named ----------
READ_SPLIT_JOIN = [
    (
        "첫 등록 했고 테이블 빨강 7 8 9 10 있는데 내 빨강 8 넣어서 7 8 이랑 8 9 10 으로 나눠도 돼?",
        PLAY,
        "아니요, 빨강 7, 빨강 8은 세트가 되지 않습니다",
        False,
    ),
    (
        "첫등록 했는데 테이블 검정 5 6 7에 내 검정 9 붙여도 되나요",
        PLAY,
        "아니요, 붙인 검정 5, 검정 6, 검정 7, 검정 9는 세트가 되지 않습니다",
        False,
    ),
    (
        "첫 등록 마쳤어요 테이블 빨강 10 파랑 10 검정 10에 제 빨강 10 붙여도 돼요?",
        PLAY,
        "아니요, 붙인 빨강 10, 빨강 10, 파랑 10, 검정 10은 세트가 되지 않습니다",
        False,
    ),
]

test_read_split_join = reads_test("rummikub", READ_SPLIT_JOIN)

# -- a set joined, told as another player's claim --------------------------------------------
READ_CLAIMED = [
    (
        "친구가 테이블의 빨강7 파랑7 검정7 그룹에 자기 빨강 7을 붙여서 7 네 장이라고 우기는데 이거 맞나요?",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
    (
        "친구가 빨강 7 파랑 7 검정 7 그룹에 빨강 7 붙일 수 있다고 우기는데 맞아?",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
    (
        "형이 파랑 3 4 5 에 빨강 6 붙여도 된다고 우기는데 되나요?",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
    (
        "친구가 빨강 7 파랑 7 검정 7 그룹에 빨강 7 붙일 수 있다는데 맞아?",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
    (
        "동생이 검정 10 11 12 에 검정 1 붙여도 된다고 주장하는데요",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
    (
        "누나가 파랑 9 10 11에 빨강 12 붙여도 된다고 하는데 맞아요?",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
    (
        "엄마가 빨강 4 파랑 4 검정 4 에 파랑 4 붙이면 된다고 계속 우겨요",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
    (
        "친구가 빨강 2 3 4 에 빨강 6 붙일 수 있다던데 진짜?",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
    (
        "친구가 빨강 11 12 13 에 빨강 1 붙일 수 있다고 우기는데",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
]

test_read_claimed = reads_test("rummikub", READ_CLAIMED)
test_yes_no_claimed = yes_no_test("rummikub", READ_CLAIMED)

# -- the group's number said again with the count after the move -----------------------------
READ_COUNT_AFTER = [
    (
        "테이블의 빨강7 파랑7 검정7 그룹에 빨강 7을 붙여서 7 네 장 돼요?",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 7 파랑 7 검정 7 있는데 주황 7 붙이면 7 네 장 그룹 맞지?",
        SET,
        "네, 세트가 됩니다",
        True,
    ),
    (
        "빨강 5 파랑 5 검정 5 에 검정 5 붙여서 5 네 장 되나요?",
        SET,
        "아니요, 세트가 되지 않습니다",
        False,
    ),
]

test_read_count_after = reads_test("rummikub", READ_COUNT_AFTER)
test_yes_no_count_after = yes_no_test("rummikub", READ_COUNT_AFTER)

# -- the end's points with no one said to go out: read as the usual end (someone went out), the
# assumption said in the case line and the blocked end's other scoring beside it ---------------
READ_END_ASSUMED = [
    ("끝났는데 엄마 받침대에 빨강 5 남았어 나 몇 점이야?", OUT, "+5점"),
    ("게임 끝났는데 상대 받침대에 3 7 남았으면 나 몇점?", OUT, "+10점"),
    ("끝났을때 동생 받침대에 조커 남았으면 저는 몇 점 받아요?", OUT, "+30점"),
    ("판 끝났는데 아빠 받침대에 10 11 남았어요 저 점수 몇 점이에요?", OUT, "+21점"),
    ("끝나면 상대 받침대에 2 4 6 남았을 때 나는 몇 점 받지?", OUT, "+12점"),
    ("게임끝났는데 친구 받침대에 12 남았으면 몇점 얻어?", OUT, "+12점"),
    ("게임 끝났는데 상대 받침대에 5 8 남았으면 몇 점 깎여?", OUT, "상대 −13점"),
    ("게임 끝났는데 민수는 5 8 남았으면 몇 점 깎여?", OUT, "민수 −13점"),
]

test_read_end_assumed = reads_test("rummikub", READ_END_ASSUMED)


@pytest.mark.parametrize("question", [row[0] for row in READ_END_ASSUMED])
def test_the_end_assumed_is_said(question):
    """The case says who is taken to have gone out, and the blocked end's scoring is beside it
    (a review decision: these were left unread, which lost the usual end's answer)."""
    found = compute(question, "rummikub", asked=True)
    assert found is not None
    assert "끝났다고만 해서" in found.case
    assert any("더미가 떨어지고" in d for d in found.details)
    assert "rummikub.scoring.blocked" in found.rule_ids


ALL_READ = [
    *READ_REARRANGE,
    *READ_SPLIT_JOIN,
    *READ_CLAIMED,
    *READ_COUNT_AFTER,
    *READ_END_ASSUMED,
]
test_kinds_listed = kinds_test("rummikub", ALL_READ)
test_the_answers_cite_rummikub_entries = cites_test("rummikub", ALL_READ, some=True)
