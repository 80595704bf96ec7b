"""Rummikub reader, round 23 (a smaller, fully exercised and safe reader): questions a player
would type that walk paths of the reader no other test walked, each checked against the rules
and the engine, and the hostile questions that made its list patterns backtrack without bound.

The hostile questions run under a hang detector, never a stopwatch (as in
``test_qa_computed_backtracking.py``): the readers' CPU budget is raised to 30 s, a reading
takes milliseconds, and a runaway pattern on 200 characters takes hours, so a failure means a
runaway, never a slow machine."""

from __future__ import annotations

import pytest

from .computed_cases import reads_nothing_test, reads_test
from .hostile_questions import MAX_CHARS

SET = "rummikub-set"
TABLE_TOLD = "테이블에 빨강 7 파랑 7 검정 7 주황 7 그룹이랑 빨강 8 9 10이 있어요. "

# (question, kind, verdict): read, with the engine's verdict
READ = [
    # tiles joined to a set with 랑 that make no set: the whole, as said, is no set
    ("나 첫 등록 했어 빨강 1 2 4 랑 파랑 5 내도 돼?", SET, "아니요, 세트가 되지 않습니다"),
    ("나 첫 등록 했어 빨강 1 2 3 이랑 파랑 5 조커 내도 돼?", SET, "아니요, 세트가 되지 않습니다"),
    # a tile taken from a group to make a run with one's tiles that is no run: the set made
    (
        "파랑 5 빨강 5 검정 5 주황 5 그룹에서 파랑 5 빼서 내 파랑 4 8 9이랑 연속 만들어도 돼?",
        "rummikub-play",
        "아니요, 만든 파랑 4, 파랑 5, 파랑 8, 파랑 9는 세트가 되지 않습니다",
    ),
    # a table told in words: the set taken from named by its tiles; the meld not yet made; the
    # set made no run
    (
        f"{TABLE_TOLD}빨강 7 파랑 7 검정 7 주황 7 에서 빨강 7 빼서 빨강 7 8 9 10 만들어도 돼요?",
        "rummikub-play",
        "네, 됩니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
    ),
    (
        f"첫 등록 전인데 {TABLE_TOLD}제 손엔 빨강 6뿐인데 그룹에서 빨강 7 빼서 빨강 6~10 만들어도 "
        "돼요?",
        "rummikub-play",
        "아니요, 첫 등록 전에는 테이블의 세트를 고쳐 짤 수 없습니다",
    ),
    (
        f"{TABLE_TOLD}제 손엔 빨강 5뿐인데 그룹에서 빨강 7 빼서 빨강 5 7 8 9 10 만들어도 돼요?",
        "rummikub-play",
        "아니요, 만든 빨강 5, 빨강 7, 빨강 8, 빨강 9, 빨강 10은 세트가 되지 않습니다",
    ),
    # a table tile taken to make up a first meld whose own sets reach 30 without it: still no
    # (only rack tiles count), the sets alone said to make the meld
    (
        "첫 등록 전인데 제 파랑 7, 8, 9랑 빨강 7 8 9가 모자라요. 바닥에 있는 파랑 10을 끌어와서 "
        "만들면 돼요?",
        "rummikub-play",
        "아니요, 첫 등록이 되지 않습니다",
    ),
    (
        "첫 등록 전인데 제 파랑 11, 12, 13이 있어요. 바닥에 있는 파랑 10을 끌어와서 46점 만들면 돼요?",
        "rummikub-play",
        "아니요, 첫 등록이 되지 않습니다",
    ),
    # the tile that frees a joker asked with two numbers after it: not one tile proposed, so
    # the tiles that free it are named
    (
        "빨강 7 파랑 7 조커 그룹에서 조커 빼려면 검정 7 넣으면 돼? 8도?",
        "rummikub-joker-free",
        "검정 7이나 주황 7 가운데 한 장을 내면 됩니다",
    ),
    # a run said in sino numbers that are not in a row: read as the numbers said
    ("빨강 삼 오 칠 돼?", SET, "아니요, 세트가 되지 않습니다"),
    # a table group of four said by its number alone and a fifth joined: no group of five,
    # whatever the colours; before the meld, no join at all
    (
        "첫 등록 했는데 테이블 7 7 7 7에 내 빨강 7 붙여도 돼?",
        "rummikub-play",
        "아니요, 붙인 빨강 7, 빨강 7, 파랑 7, 검정 7, 주황 7은 세트가 되지 않습니다",
    ),
    (
        "아직 등록 전인데 테이블 7 7 7 7에 내 빨강 7 붙여서 첫 등록 되나?",
        "rummikub-play",
        "아니요, 첫 등록이 되지 않습니다",
    ),
    # before the meld, a tile that no play of the table takes: nothing goes onto the table
    (
        "아직 한 번도 못 냈는데 테이블에 빨강 4 5 6 있고 나한테 파랑 1 있으면 어떻게 끼워?",
        "rummikub-fit",
        "아니요, 첫 등록 전에는 테이블의 세트에 붙일 수 없습니다",
    ),
]

# read as nothing: each leaves a reader on a path no other question takes
NOT_READ = [
    # the group's number said again after the move, but a tile before it of another number
    "빨강 7 파랑 8 검정 7 그룹에 주황 7 붙여서 7 네 장 돼?",
    "빨강 7 파랑 7 검정 7 그룹에 주황 7 붙여서 8 네 장 돼?",
    # after the meld: two sets' points said, or other points beside the 30 asked
    "첫 등록 했는데 빨강 2 3 4 9점짜리 파랑 1 2 3 6점짜리 내도 돼?",
    "첫 등록 했는데 빨강 2 3 4 9점짜리인데 이것도 30점 넘어야 해요? 35점 냈어",
    # the end's points over several games: not one game's end
    "2판 합계 점수에서 내가 다 냈고 상대 받침대에 5 8 남았으면 몇 점?",
    # a rack's sum past any rack, a tile past 13 or three jokers on a rack
    "친구가 루미큐브를 외쳤고 나머지 셋이 12점, 20점, 500점 남았어요. 친구 점수는?",
    "끝났는데 상대 받침대에 5 8 14 남았으면 몇 점?",
    "끝났는데 상대 받침대에 조커 조커 조커 남았으면 몇 점?",
    # a number not on the rack said
    "내가 다 냈는데 상대 받침대에 5 8 남았고 3 도 있으면 몇 점?",
    "내가 다 냈어 친구 받침대에 빨강 5 동생 받침대에 파랑 3 남았어 몇 점 받아?",
    # why a meld fails that reaches 30: what fails is something else
    "빨강 10 11 12 왜 첫 등록 안 돼?",
    "빨강 10 11 12 13 왜 첫등록 안됨?",
    # a sum guessed of tiles that make no set
    "빨강 4 파랑 4 이면 8점이지?",
    "검정 4 빨강 4 이면 8점 맞지?",
    # both kinds of set named for a set with a joker
    "조커 빨강 1 2 첫 등록 연속이랑 그룹 둘 다 돼?",
    # a match: one player's wins or totals told twice, differently, or two wins said at once
    "세 명이서 세 판 했는데 나 1승 2승 총점 40, 형 1승 총점 40, 동생 1승 -80이면 누가 우승?",
    "세 명이서 세 판 했는데 나 1승 총점 40, 나 2승 총점 40, 동생 1승 -80이면 누가 우승?",
    "세 명이서 세 판 했는데 나 1승 총점 40, 나 1승 총점 50, 동생 1승 -80이면 누가 우승?",
    # a blocked end: the points of one not playing, of two players, or a sum past any rack
    "더미 다 떨어졌는데 나 합 20, 상대 12, 친구 12이면 엄마 몇 점?",
    "더미 다 떨어졌는데 나 합 20, 상대 12, 친구 12이면 상대 몇 점? 친구 몇 점?",
    "더미 다 떨어졌는데 나 합 400, 상대 12이면 누가 이겨?",
    # a tile drawn: two tiles said drawn, a rack too long to lay, a table of no tiles
    "방금 뽑은 타일이 빨강 12 13 인데 바로 내도 됨?",
    "루미큐브 방금 드로우한 게 빨강 12야. 빨강 10 11 파랑 1 2 3 4 5 있는데 이번 턴에 바로 내도 됨?",
    "루미큐브 방금 드로우한 게 빨강 12야. 테이블에 빨강 14 15 있는데 바로 붙여도 됨?",
    # a winner's gain claimed: not the one said to win, no rack told, or a rack's sum with more
    "친구가 이겼는데 나 빨강 5 남았어 동생 5점 받는 거 맞지?",
    "친구가 이겼는데 나 받침대에 아무것도 없어 친구 5점 받는 거 맞지?",
    "친구가 다 냈는데 난 20점 남았어 조커도 있어 몇 점 잃어?",
    "친구가 다 냈는데 난 500점 남았어 몇 점 잃어?",
    "친구가 다 냈는데 난 20점 남았어 5 도 있어 몇 점 잃어?",
    "친구가 이겼어 이긴 사람 몇 점? 나는 받침대에 빨강 5 파랑 14 남았어",
    "친구가 이겼어 친구 몇 점? 나는 받침대에 빨강 5 파랑 14 남았어",
    # a split: one run made longer than the set, a tile not placed, a tile said of no set
    "테이블에 노랑 3 4 5 6 7 있고 내가 노랑 5 있으면 3 4 5 6 7 8로 나눠도 돼?",
    "테이블에 노랑 3 4 5 6 7 있고 내가 노랑 5 있으면 3 4 5랑 5 6 7로 나눠도 돼? 파랑 2도 있어",
    "7 그룹이 빨강 파랑 검정으로 세 장 있는데 노랑 7 붙이고 또 빨강 7 붙일 수 있어? 파랑 3도",
    # a joker taken from tiles that make no set with it
    "바닥에 빨강 9 빨강 9 조커 있는데 내 검정 9로 조커 바꿔 와도 돼?",
    # a tile taken from a set that is none, or one's tiles past the box (a third 파랑 5)
    "파랑 5 빨강 5 검정 5 주황 6 그룹에서 파랑 5 빼서 내 파랑 4 6 7이랑 연속 만들어도 돼?",
    "파랑 5 빨강 5 검정 5 주황 5 그룹에서 파랑 5 빼서 내 파랑 5 5 5이랑 연속 만들어도 돼?",
    # a table told in words: one's tiles said twice, the set taken from of numbers alone or no
    # set, a number taken that two sets hold, a tile two sets hold, a tile the set lacks
    f"{TABLE_TOLD}제 손엔 빨강 6 있는데 그룹에서 빨강 7 빼서 내 빨강 5랑 빨강 5 6 7 8 9 10 만들어도 돼요?",
    f"{TABLE_TOLD}7 7 7 7 에서 빨강 7 빼서 빨강 7 8 9 10 만들어도 돼요?",
    f"{TABLE_TOLD}빨강 7 파랑 8 검정 7 에서 빨강 7 빼서 빨강 7 8 9 10 만들어도 돼요?",
    "테이블에 빨강 7 파랑 7 검정 7 주황 7 그룹이랑 파랑 7 8 9 10이 있어요. 7 빼서 빨강 7 8 9 10 만들어도 돼요?",
    "테이블에 빨강 7 파랑 7 검정 7 주황 7 그룹이랑 빨강 7 8 9 10이 있어요. 빨강 7 빼서 빨강 6 7 8 만들어도 "
    "돼요? 제 손엔 빨강 6 8 있어요",
    f"{TABLE_TOLD}그룹에서 빨강 9 빼서 빨강 6 7 8 만들어도 돼요? 제 손엔 빨강 6 8 있어요",
    # before the meld: tiles joined past the box; a table tile taken that is two tiles, beside a
    # draw, of a set whose colour is not said, that two of one's sets or none take, beside
    # tiles that are no set
    "첫 등록 전인데 테이블 빨강 1 2 3에 내 빨강 1 1 붙여서 첫 등록 돼?",
    "제 파랑 7, 8, 9가 24점이라 모자라요. 첫 등록 전인데 바닥에 있는 파랑 10 11을 끌어와서 34점 만들면 "
    "돼요?",
    "제 파랑 7, 8, 9가 24점이라 모자라요. 첫 등록 전인데 바닥에 있는 파랑 10을 끌어와서 34점 만들면 "
    "돼요? 더미에서 뽑은 거야",
    "제 7, 8, 9가 24점이라 모자라요. 첫 등록 전인데 바닥에 있는 파랑 10을 끌어와서 34점 만들면 돼요?",
    "첫 등록 전인데 제 파랑 7, 8, 9, 10, 10이 있어요. 바닥에 있는 파랑 10을 끌어와서 만들면 돼요?",
    "첫 등록 전인데 제 빨강 10 11 12 가 33점이에요. 바닥에 있는 파랑 10을 끌어와서 파랑 10 11 12 "
    "만들면 돼요?",
    "첫 등록 전인데 제 파랑 7, 8, 9랑 빨강 1 1 1 모자라요. 바닥에 있는 파랑 10을 끌어와서 만들면 돼요?",
    # a joker freed before the meld from tiles that are no set, or with two tiles of one's own
    "첫 등록 전인데 테이블에 빨강 5 파랑 6 조커 있고 나한테 빨강 6 있는데 조커 가져와도 돼?",
    "첫 등록 전인데 테이블에 빨강 5 빨강 5 조커 있고 나한테 빨강 5 있는데 조커 가져와도 돼?",
    "첫 등록 전인데 테이블에 빨강 5 조커 7 있고 나한테 빨강 6 파랑 6 있는데 조커 가져와도 돼?",
    "첫 등록 전인데 테이블에 빨강 5 6 조커 있고 나한테 빨강 7 빨강 7 있는데 조커 가져와도 돼?",
    # after the meld, a tile put into a run to split it: another split written, or a group
    "첫 등록 했는데 테이블 빨강 1 2 3 4 5 6에 빨강 4 넣어서 123 3456 만들어도 돼?",
    "첫 등록 했는데 테이블 빨강 1 파랑 1 검정 1에 빨강 1 넣어서 쪼개도 돼?",
    # a table of five sets (the box's tiles for a hint's search are four sets at most)
    "테이블에 빨강 1 2 3이랑 파랑 1 2 3이랑 검정 1 2 3이랑 주황 1 2 3이랑 빨강 5 6 7 있고 내가 빨강 4 "
    "있으면 어떻게 끼워?",
    # a joker added to tiles that hold one, a set made with a joker whose tiles hold one or are
    # not the set said again
    "빨강 5 6 조커에 조커 붙여도 돼?",
    "빨강 5 6 에 조커로 6 7 8 만들어도 돼?",
    "빨강 5 조커 에 조커로 5 6 7 만들어도 돼?",
    # a table group of three said by its number alone and a tile of that number joined: whether
    # the three hold the tile's colour is not said (was "아니요, 붙인 빨강 7, 빨강 7, 파랑 7, 검정 7은
    # 세트가 되지 않습니다": the colours assumed for the three were taken for the table's)
    "첫 등록 했는데 테이블 7 7 7에 내 빨강 7 붙여도 돼?",
    "아직 등록 전인데 테이블 7 7 7에 내 빨강 7 붙여서 첫 등록 되나?",
    "첫 등록 하는 턴에 테이블 7 7 7에 내 빨강 7 붙여도 돼?",
    # a split: a later move asked, a group of numbers alone, pieces that are not the set's tiles,
    # a table set that is none, a piece of one tile
    "빨강 3 4 5 6 7 8 을 3 4 5 랑 6 7 8 로 나누고 다음 턴에 붙여도 돼?",
    "7 7 7 7 을 7 7 랑 7 7 로 나눠도 돼?",
    "빨강 3 4 5 6 7 8 을 3 4 5 랑 6 7 9 로 나눠도 돼?",
    "빨강 3 4 5 6 7 8 을 3 4 5 랑 6 7 로 나눠도 돼?",
    "테이블에 빨강 3 4 6 있고 내가 빨강 5 있으면 3 4 5랑 5 6로 나눠도 돼?",
    "테이블에 노랑 3 4 5 6 7 있고 내가 노랑 5 있으면 3 4 5랑 5 6 7이랑 3로 나눠도 돼?",
    # a tile just drawn, with another question beside it (a later turn, the points)
    "방금 뽑은 빨강 12 바로 내도 돼? 다음 턴에 내야 돼?",
    "방금 더미에서 뽑은 빨강 12 바로 내도 돼? 점수는?",
    # a joker's number said after two jokers; a first meld of three jokers and a tile
    "빨강 5 조커 조커(7) 돼?",
    "첫 등록 9 조커 조커 조커 되나?",
    # a tile taken from a run that holds a joker
    "빨강 5 6 조커 그룹에서 빨강 5 빼서 내 파랑 5 검정 5랑 그룹 만들어도 돼?",
    # before the meld, tiles that may make a meld of their own (36 points): not this case
    "아직 한 번도 못 냈는데 테이블에 빨강 4 5 6 있고 나한테 빨강 13 13 12 있으면 어떻게 끼워?",
]

test_read = reads_test("rummikub", READ, named=False)
test_not_read = reads_nothing_test("rummikub", NOT_READ, named=False, unasked=True)


def _said(piece: str, head: str = "", tail: str = "x") -> str:
    """``head``, then ``piece`` over and over, then ``tail``: :data:`MAX_CHARS` in all."""
    room = MAX_CHARS - len(head) - len(tail)
    return head + (piece * (room // len(piece) + 1))[:room] + tail


# (what the pattern reads, question): each held the reader for seconds to hours before round
# 23 (each space of a list read two ways: 2^n)
HOSTILE = [
    ("a bare table's tiles, in the set reader's decline", _said("빨강 1 ", "바닥에 ", " 뭐?")),
    ("the set a joker makes, said in numbers", _said("1 ", "빨강 1 2 에 조커로 ", " 뭐?")),
    (
        "a meld's why taken out, then the table's patterns",
        _said("왜 ", "빨강 8 9 10 ", " 첫 등록이 안돼요?"),
    ),
]


@pytest.mark.parametrize(("what", "question"), HOSTILE, ids=[w for w, _ in HOSTILE])
def test_a_hostile_list_is_read_in_a_moment(hang_detector, what, question):
    assert len(question) == MAX_CHARS
    hang_detector(question)
