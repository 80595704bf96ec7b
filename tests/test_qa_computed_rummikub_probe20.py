"""Rummikub situational questions from a twentieth probe: about 190 questions written from
the rules alone, aimed at table manipulation told in words (the table's sets, the tile taken
from which set, one's own tiles, the set made), what probe 19 left ("빨강 1 2 3 조커 되지?", a
joker after a run's 13), claims and hearsay ("친구가 X래", "X 맞지?", "X 아니지?", "X라던데"),
two questions in one message and questions that look concrete but are not; 반말 and 존댓말,
typos and no spacing. Each verdict was checked by hand against the rules and the engine. The
misreads found are fixed and kept below, each with phrasings other than the one that found it.

- a table of several sets told in words, a tile taken out of one of them ("테이블에 빨강 7·파랑
  7·검정 7 그룹이랑 빨강 8 9 10이 있어요. 제 손엔 빨강 6뿐인데 그룹에서 빨강 7 빼서 빨강 6~10
  만들어도 돼요?") was not read (the rearrangement reader reads one set); now
  :func:`~tutor.games.rummikub.questions.table_told` reads the sets, the set taken from (by its
  tiles, its kind or the one holding the tile), one's tiles and the set made (whole sets of the
  table may join it), and the engine judges the whole table after the move; the verdict names
  the set that fails ("아니요, 남는 파랑 7, 검정 7은 세트가 되지 않습니다"), the first meld taken
  as made (said in the case line). With no tile of one's own in the move, the sets are judged
  and the verdict says the turn must still lay one;
- what is said to stay of the set taken from, after "테이블엔" ("빨강 4 5 6에서 6 빼와서 내 빨강
  7 8이랑 6 7 8 만들면 테이블엔 4 5만 남는데 이거 됨?") was not read; now read and checked
  against what stays ("아니요, 남는 빨강 4, 빨강 5는 세트가 되지 않습니다");
- a tile taken out to be used with no place said ("테이블에 빨강 7 파랑 7 검정 7 주황 7 있는데
  빨강 7 빼서 써도 돼?") was not read (only "다른 데 써" was); now what stays of the set decides;
  so too out of one of several table sets ("테이블에 빨강 1 2 3 4 이랑 파랑 1 2 3 있는데 빨강 4
  빼서 써도 돼?": the set holding the tile, the others left as they are);
- a set split into the sets named with no tile of one's own ("빨강 3 4 5 6 7 8 을 3 4 5 랑 6 7
  8 로 나눠도 돼?") was not read (the split reader needed the table and a rack named); now every
  piece must be a set ("네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
  "아니요, 빨강 3, 빨강 4는 세트가 되지 않습니다"); a later move asked after it ("… 나누고 다음
  턴에 붙여도 돼?") is not read;
- a move heard of ("… 그룹 만들어도 된대", "… 빼서 쓰면 안 된다던데 맞아?") was not read (된대
  and 된다던데 were no ask of a move); now read, its 네/아니요 answering the claim as
  :data:`tutor.qa_computed.HEARD_CLAIM_END` decides ("… 만들면 안 된대": "아니요, 됩니다");
- the move alone asked to be a turn ("나누기만 했는데 이걸로 제 차례 인정되나요?", "… 만들기만 해도
  돼?") is answered no: a turn lays a tile of one's own;
- "되지?" said of tiles ("빨강 1 2 3 조커 되지?") was not read (not a cue of the set reader); now
  a set's question, its 네/아니요 the set's (a negative "안 되지?" answered plain);
- a joker named after a run's 13 ("빨강 12 13 조커 이렇게 연속 돼?") was a bare "네, 세트가
  됩니다"; now the verdict says the joker stands before the run ("네, 빨강 조커-12-13으로 놓으면
  세트가 됩니다 (13 다음에는 숫자가 없어 조커는 빨강 12 앞에 둡니다)"); said laid in that order
  ("이렇게 놨는데 돼?", "테이블에 … 이렇게 놓여 있는데") it was "네, 세트가 됩니다", now "아니요,
  놓인 순서로는 세트가 되지 않습니다 (…으로 놓으면 세트가 됩니다)", as "조커 검정 1 2" laid was.
  Pinned rows change: the joker past 13 in test_qa_computed_rummikub.py, _audit, _probe4,
  _probe8 and _probe12 (the verdict now says where the joker goes);
- a tile named again to say where the joker goes ("빨강 12 13 조커 13 뒤에 조커 붙여도 돼?") was
  read as five tiles, two 13s and two jokers ("아니요, 세트가 되지 않습니다: … 같은 숫자가 두 번");
  now not read."""

from __future__ import annotations

from .computed_cases import cites_test, kinds_test, reads_nothing_test, reads_test, yes_no_test

SET = "rummikub-set"
PLAY = "rummikub-play"
TAKE_OUT = "rummikub-take-out"

# -- a table of several sets told in words, the set made judged with the whole table ----------
READ_TOLD = [
    (
        "바닥에 검정 1 2 3 4 랑 빨강 9 10 11 있어 제 손엔 검정 5 6 있는데 검정 4 빼서 검정 4 5 6 만들어도 돼요?",
        PLAY,
        "네, 됩니다",
        True,
    ),
    (
        "바닥에 검정 1 2 3 랑 빨강 9 10 11 있어 제 손엔 검정 5 6 있는데 검정 3 빼서 검정 3 5 6 만들어도 돼요?",
        PLAY,
        "아니요, 남는 검정 1, 검정 2는 세트가 되지 않습니다",
        False,
    ),
    (
        "바닥에 주황 2 3 4 5 이랑 빨강 6 7 8 있어요 제 손엔 주황 6 7 있는데 주황 5 빼서 주황 5 6 7 만들어도 되나요?",
        PLAY,
        "네, 됩니다",
        True,
    ),
    (
        "바닥에 주황 2 3 4 이랑 빨강 6 7 8 있어요 제 손엔 주황 5 6 있는데 주황 4 빼서 주황 4 5 6 만들어도 되나요?",
        PLAY,
        "아니요, 남는 주황 2, 주황 3은 세트가 되지 않습니다",
        False,
    ),
    (
        "빨강 4 5 6에서 6 빼와서 내 빨강 7 8이랑 6 7 8 만들면 테이블엔 4 5만 남는데 이거 됨?",
        PLAY,
        "아니요, 남는 빨강 4, 빨강 5는 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 검정 5 파랑 5 빨강 5 주황 5 그룹이랑 검정 6 7 8 이 있어. 내 손엔 검정 4 있는데 그룹에서 검정 5 빼서 검정 4 5 6 7 8 만들어도 돼?",
        PLAY,
        "네, 됩니다",
        True,
    ),
    (
        "테이블에 검정 5·파랑 5·빨강 5 그룹이랑 검정 6 7 8 이 있어. 내 손엔 검정 4 있는데 그룹에서 검정 5 빼서 검정 4~8 만들어도 돼?",
        PLAY,
        "아니요, 남는 빨강 5, 파랑 5는 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 4 파랑 4 검정 4 랑 빨강 5 6 7 있는데 그룹에서 빨강 4 빼서 빨강 4 5 6 7 로 만들어도 되나요",
        PLAY,
        "아니요, 남는 파랑 4, 검정 4는 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 4 파랑 4 검정 4 주황 4 랑 빨강 5 6 7 있는데 그룹에서 빨강 4 빼서 빨강 4 5 6 7 로 만들어도 되나요",
        PLAY,
        "네, 됩니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "테이블에 빨강 4 파랑 4 검정 4 주황 4 있고 빨강 5 6 7 있는데 빨강 4 빼서 빨강 4 5 6 7 만들어도 돼?",
        PLAY,
        "네, 됩니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "테이블에 빨강 7 파랑 7 검정 7 주황 7 그룹이랑 빨강 8 9 10 있어. 내 손에 빨강 6 있는데 그룹에서 빨강 7 빼서 빨강 6 7 8 9 10 만들어도 돼?",
        PLAY,
        "네, 됩니다",
        True,
    ),
    (
        "테이블에 빨강 7·파랑 7·검정 7 그룹이랑 빨강 8 9 10이 있어요. 제 손엔 빨강 6뿐인데 그룹에서 빨강 7 빼서 빨강 6~10 만들어도 돼요?",
        PLAY,
        "아니요, 남는 파랑 7, 검정 7은 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 7·파랑 7·검정 7 그룹이랑 빨강 8 9 10이 있어요. 제 손엔 빨강 6뿐인데 그룹에서 빨강 7 빼서 빨강 6~10 만들어도 된다던데 맞아요?",
        PLAY,
        "아니요, 남는 파랑 7, 검정 7은 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 파랑 10 11 12 13 이랑 빨강 1 2 3 있어 나한테 파랑 8 9 있는데 파랑 10 빼서 파랑 8 9 10 만들어도 돼?",
        PLAY,
        "네, 됩니다",
        True,
    ),
    (
        "테이블에 파랑 10 11 12 이랑 빨강 1 2 3 있어 나한테 파랑 8 9 있는데 파랑 10 빼서 파랑 8 9 10 만들어도 돼?",
        PLAY,
        "아니요, 남는 파랑 11, 파랑 12는 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 파랑 5 검정 5 주황 5 그룹이랑 파랑 6 7 8 있는데 그룹에서 파랑 5 빼서 파랑 5 6 7 8 만들어도 되나요?",
        PLAY,
        "아니요, 남는 검정 5, 주황 5는 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 파랑 5 검정 5 주황 5 빨강 5 그룹이랑 파랑 6 7 8 있는데 그룹에서 파랑 5 빼서 파랑 5 6 7 8 만들어도 되나요?",
        PLAY,
        "네, 됩니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "테이블에 파랑 7 검정 7 주황 7 그룹이랑 파랑 8 9 10 있는데 그룹에서 파랑 7 빼서 파랑 7 8 9 10 만들면 돼?",
        PLAY,
        "아니요, 남는 검정 7, 주황 7은 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 파랑 7 검정 7 주황 7 빨강 7 그룹이랑 파랑 8 9 10 있는데 그룹에서 파랑 7 빼서 파랑 7 8 9 10 만들면 돼?",
        PLAY,
        "네, 됩니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
]

test_read_told = reads_test("rummikub", READ_TOLD)
test_yes_no_told = yes_no_test("rummikub", READ_TOLD)

# -- a tile taken out to be used, no place said ----------------------------------------------
READ_TAKE_OUT = [
    (
        "루미큐브 테이블에 검정 6 7 8 있는데 6 빼서 써도 됨??",
        TAKE_OUT,
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
        False,
    ),
    (
        "루미큐브에서 테이블에 빨강 2 3 4 5 있는데 2 빼서 쓸 수 있나요?",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    (
        "바닥에 검정 2 3 4 5 있는데 검정 5 빼서 쓸 수 있어?",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    (
        "바닥에 검정 9 10 11 12 있는데 검정 9 빼서 써도 되나여",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    (
        "바닥에 파랑 1 2 3 4 5 있는데 3 빼서 써도 되나요?",
        TAKE_OUT,
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 1 2 3 4 5 6 7 있는데 4 빼서 써도 돼?",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    (
        "테이블에 빨강 2 3 4 5 6 7 있는데 7 빼서 써도 돼?",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    (
        "테이블에 빨강 3 4 5 있는데 5 빼서 써도 돼?",
        TAKE_OUT,
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 3 파랑 3 검정 3 주황 3 있는데 주황 3 빼서 써도 되요?",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    (
        "테이블에 빨강 5 6 7 8 9 있는데 7 빼서 써도 돼?",
        TAKE_OUT,
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 7 8 9 10 있는데 빨강 10 빼서 써도 되냐",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    (
        "테이블에 빨강 7 파랑 7 검정 7 있는데 파랑 7 빼서 써도 됨?",
        TAKE_OUT,
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 7 파랑 7 검정 7 주황 7 있는데 빨강 7 빼서 써도 돼?",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    (
        "테이블에 파랑 3 4 5 6 있고 내 차례야 파랑 6 빼서 써도 돼?",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    (
        "테이블에 파랑 8 9 10 있는데 10 빼서 써도 될까요?",
        TAKE_OUT,
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에빨강7파랑7검정7주황7있는데 빨강7빼서 써도돼?",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    # several sets on the table: the one holding the tile is taken from
    (
        "테이블에 빨강 1 2 3 이랑 파랑 1 2 3 있는데 빨강 3 빼서 써도 돼?",
        TAKE_OUT,
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 1 2 3 4 이랑 파랑 1 2 3 있는데 빨강 4 빼서 써도 돼?",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    (
        "테이블에 빨강 10 11 12 랑 파랑 10 검정 10 주황 10 있는데 빨강 10 빼서 써도 돼?",
        TAKE_OUT,
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 10 11 12 13 이랑 파랑 10 검정 10 주황 10 있는데 주황 10 빼서 써도 돼?",
        TAKE_OUT,
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 4 5 6 7 이랑 파랑 8 9 10 있는데 7 빼서 써도 돼?",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    (
        "바닥에 검정 1 2 3 4 하고 주황 5 6 7 있는데 검정 1 빼서 다른 데 써도 되나요?",
        TAKE_OUT,
        "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
]

test_read_take_out = reads_test("rummikub", READ_TAKE_OUT)
test_yes_no_take_out = yes_no_test("rummikub", READ_TAKE_OUT)

# -- a set split into the sets named, no tile of one"s own said -----------------------------
READ_SPLIT = [
    (
        "검정 3 4 5 6 7 을 3 4 5 랑 6 7 로 나눠도 되나요?",
        PLAY,
        "아니요, 검정 6, 검정 7은 세트가 되지 않습니다",
        False,
    ),
    (
        "검정 9 10 11 12 13 을 9 10 11 이랑 12 13 으로 나눠도 됨?",
        PLAY,
        "아니요, 검정 12, 검정 13은 세트가 되지 않습니다",
        False,
    ),
    (
        "빨강 3 4 5 6 7 8 을 3 4 랑 5 6 7 8 로 나눠도 된다던데 맞아?",
        PLAY,
        "아니요, 빨강 3, 빨강 4는 세트가 되지 않습니다",
        False,
    ),
    (
        "빨강 3 4 5 6 을 3 4 랑 5 6 으로 나눠도 돼?",
        PLAY,
        "아니요, 빨강 3, 빨강 4는 세트가 되지 않습니다",
        False,
    ),
    (
        "주황 10 11 12 13 을 10 11 이랑 12 13 으로 나눠도 돼?",
        PLAY,
        "아니요, 주황 10, 주황 11은 세트가 되지 않습니다",
        False,
    ),
    (
        "빨강 1 2 3 4 5 6 을 1 2 3 이랑 4 5 6 으로 나눠도 돼요?",
        PLAY,
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "빨강 2 3 4 5 6 7 8 을 2 3 4 랑 5 6 7 8 로 나누는거 됨?",
        PLAY,
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "빨강 3 4 5 6 7 8 을 3 4 5 랑 6 7 8 로 나눠도 돼?",
        PLAY,
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "빨강 3 4 5 6 7 8 을 3 4 5 랑 6 7 8 로 나눠도 되지?",
        PLAY,
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "빨강 5 6 7 8 9 를 5 6 7 이랑 8 9 로 나눠도 돼요?",
        PLAY,
        "아니요, 빨강 8, 빨강 9는 세트가 되지 않습니다",
        False,
    ),
    (
        "빨강 7 8 9 10 11 12 를 7 8 9 10 랑 11 12 로 분리해도 돼요?",
        PLAY,
        "아니요, 빨강 11, 빨강 12는 세트가 되지 않습니다",
        False,
    ),
    (
        "빨강 7 8 9 10 11 12 를 7 8 9 랑 10 11 12 로 분리해도 돼요?",
        PLAY,
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "빨강 7 8 9 를 7 8 이랑 9 로 나눠도 돼?",
        PLAY,
        "아니요, 빨강 7, 빨강 8은 세트가 되지 않습니다",
        False,
    ),
    (
        "주황 2 3 4 5 6 7 을 2 3 4 랑 5 6 7 로 잘라도 되나요?",
        PLAY,
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "테이블에 있는 검정 5 6 7 8 9 10 을 5 6 7 / 8 9 10 으로 쪼개도 돼요?",
        PLAY,
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "테이블에 주황 4 5 6 7 8 9 를 4 5 6 / 7 8 9 로 갈라도 돼요?",
        PLAY,
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "파랑 1 2 3 4 5 를 1 2 랑 3 4 5 로 나눠도 됨?",
        PLAY,
        "아니요, 파랑 1, 파랑 2는 세트가 되지 않습니다",
        False,
    ),
    (
        "파랑 6 7 8 9 10 11 을 6 7 8 랑 9 10 11 로 쪼개도 됨?",
        PLAY,
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
]

test_read_split = reads_test("rummikub", READ_SPLIT)
test_yes_no_split = yes_no_test("rummikub", READ_SPLIT)

# -- the move alone asked to be a turn ---------------------------------------------------------
READ_MOVE_ONLY = [
    (
        "빨강 3부터 8까지 연속을 3 4 5랑 6 7 8로 나누기만 했는데 이걸로 제 차례 인정되나요?",
        PLAY,
        "아니요, 받침대 타일을 내지 않으면 차례가 되지 않습니다",
        False,
    ),
    (
        "테이블에 파랑 5 검정 5 주황 5 빨강 5 그룹이랑 파랑 6 7 8 있는데 그룹에서 파랑 5 빼서 파랑 5 6 7 8 만들기만 해도 돼?",
        PLAY,
        "아니요, 받침대 타일을 내지 않으면 차례가 되지 않습니다",
        False,
    ),
]

test_read_move_only = reads_test("rummikub", READ_MOVE_ONLY)

# -- "되지?" said of tiles -----------------------------------------------------------------------
READ_DOEJI = [
    ("파랑 5 6 7 되지요?", SET, "네, 세트가 됩니다", True),
    ("검정 4 5 조커 되지요?", SET, "네, 세트가 됩니다", True),
    ("빨강 2 파랑 2 빨강 2 되지요?", SET, "아니요, 세트가 되지 않습니다", False),
    ("빨강 1 2 3 4 되지?", SET, "네, 세트가 됩니다", True),
    ("빨강 1 2 3 조커 되지?", SET, "네, 세트가 됩니다", True),
    ("빨강 1 파랑 1 검정 1 되지?", SET, "네, 세트가 됩니다", True),
    ("빨강 3 4 5 파랑 6 되지?", SET, "아니요, 세트가 되지 않습니다", False),
    ("빨강 9 10 11 조커 되지?", SET, "네, 세트가 됩니다", True),
    ("빨강1 2 3 조커 되지??", SET, "네, 세트가 됩니다", True),
    ("파랑 5 조커 7 되지?", SET, "네, 세트가 됩니다", True),
    ("파랑 9 10 11 조커 되지?", SET, "네, 세트가 됩니다", True),
]

test_read_doeji = reads_test("rummikub", READ_DOEJI)
test_yes_no_doeji = yes_no_test("rummikub", READ_DOEJI)

# -- a joker named after a run"s 13: where it stands, said; laid in that order, no set ----------
READ_PAST_13 = [
    (
        "검정 12 13 조커 런 됨?",
        SET,
        "네, 검정 조커-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 검정 12 앞에 둡니다)",
        True,
    ),
    (
        "빨강 12 13 조커 되지?",
        SET,
        "네, 빨강 조커-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 빨강 12 앞에 둡니다)",
        True,
    ),
    (
        "빨강 12 13 조커 된다던데 맞아?",
        SET,
        "네, 빨강 조커-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 빨강 12 앞에 둡니다)",
        True,
    ),
    (
        "빨강 12 13 조커 이렇게 연속 돼?",
        SET,
        "네, 빨강 조커-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 빨강 12 앞에 둡니다)",
        True,
    ),
    (
        "빨강12 13 조커 연속됨?",
        SET,
        "네, 빨강 조커-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 빨강 12 앞에 둡니다)",
        True,
    ),
    (
        "주황 12 13 조커 이렇게 런 되나요?",
        SET,
        "네, 주황 조커-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 주황 12 앞에 둡니다)",
        True,
    ),
    (
        "친구가 빨강 12 13 조커 안 된대",
        SET,
        "아니요, 빨강 조커-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 빨강 12 앞에 둡니다)",
        False,
    ),
    (
        "파랑 11 12 13 조커 되나요",
        SET,
        "네, 파랑 조커-11-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 파랑 11 앞에 둡니다)",
        True,
    ),
    (
        "파랑 12 13 조커 조커 되지?",
        SET,
        "네, 파랑 조커-조커-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커 두 장은 파랑 12 앞에 둡니다)",
        True,
    ),
    (
        "빨강 11 12 13 조커 이렇게 냈는데 맞아?",
        SET,
        "아니요, 놓인 순서로는 세트가 되지 않습니다 (빨강 조커-11-12-13으로 놓으면 세트가 됩니다)",
        False,
    ),
    (
        "빨강 12 13 조커 이렇게 놨는데 돼?",
        SET,
        "아니요, 놓인 순서로는 세트가 되지 않습니다 (빨강 조커-12-13으로 놓으면 세트가 됩니다)",
        False,
    ),
    (
        "테이블에 빨강 12 13 조커 이렇게 놓여 있는데 이거 맞아?",
        SET,
        "아니요, 놓인 순서로는 세트가 되지 않습니다 (빨강 조커-12-13으로 놓으면 세트가 됩니다)",
        False,
    ),
]

test_read_past_13 = reads_test("rummikub", READ_PAST_13)

# -- a move heard of ("… 된대", "… 안 된다던데"): its 네/아니요 answers the claim -----------------
READ_HEARD = [
    (
        "테이블에 빨강 10 11 12 13 있는데 13 빼서 내 파랑 13 검정 13이랑 그룹 만들어도 된대",
        PLAY,
        "네, 됩니다",
        True,
    ),
    (
        "테이블에 빨강 10 11 12 13 있는데 13 빼서 내 파랑 13 검정 13이랑 그룹 만들면 안 된대",
        PLAY,
        "아니요, 됩니다",
        False,
    ),
    (
        "테이블에 빨강 10 11 12 있는데 12 빼서 내 파랑 12 검정 12이랑 그룹 만들어도 된대",
        PLAY,
        "아니요, 남는 빨강 10, 빨강 11은 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 10 11 12 있는데 12 빼서 내 파랑 12 검정 12이랑 그룹 만들면 안 된다던데",
        PLAY,
        "네, 남는 빨강 10, 빨강 11은 세트가 되지 않습니다",
        True,
    ),
    (
        "테이블에 빨강 7 파랑 7 검정 7 주황 7 있는데 빨강 7 빼서 쓰면 안 된대",
        TAKE_OUT,
        "아니요, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        False,
    ),
    (
        "테이블에 빨강 7 파랑 7 검정 7 주황 7 있는데 빨강 7 빼서 쓰면 안 된다던데 맞아?",
        TAKE_OUT,
        "아니요, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        False,
    ),
    (
        "빨강 3 4 5 6 7 8 을 3 4 5 랑 6 7 8 로 나누면 안 된대",
        PLAY,
        "아니요, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        False,
    ),
    (
        "빨강 3 4 5 6 7 8 을 3 4 5 랑 6 7 8 로 나눠도 된다던데",
        PLAY,
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "테이블에 빨강 7·파랑 7·검정 7 그룹이랑 빨강 8 9 10이 있어요. 제 손엔 빨강 6뿐인데 그룹에서 빨강 7 빼서 빨강 6~10 만들어도 된대요",
        PLAY,
        "아니요, 남는 파랑 7, 검정 7은 세트가 되지 않습니다",
        False,
    ),
]

test_read_heard = reads_test("rummikub", READ_HEARD)
test_yes_no_heard = yes_no_test("rummikub", READ_HEARD)

# -- asked in the negative: the plain statement (ok: whether the move or set stands) -----------
READ_PLAIN = [
    ("빨강 1 2 3 조커 안 되지?", SET, "세트가 됩니다", True),
    ("빨강 12 13 1 안 되지?", SET, "세트가 되지 않습니다", False),
    (
        "빨강 12 13 조커 안 되지?",
        SET,
        "빨강 조커-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 빨강 12 앞에 둡니다)",
        True,
    ),
    (
        "빨강 3 4 5 6 7 8 을 3 4 5 랑 6 7 8 로 나누면 안 되지?",
        PLAY,
        "나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        True,
    ),
    (
        "테이블에 빨강 7 파랑 7 검정 7 있는데 빨강 7 빼서 쓰면 안 되지?",
        TAKE_OUT,
        "그것만 빼면 남는 타일이 세트가 되지 않습니다",
        False,
    ),
    (
        "테이블에 빨강 7 파랑 7 검정 7 주황 7 있는데 빨강 7 빼서 쓰면 안 되지?",
        TAKE_OUT,
        "뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
        True,
    ),
    (
        "테이블에 빨강 7·파랑 7·검정 7 그룹이랑 빨강 8 9 10이 있어요. 제 손엔 빨강 6뿐인데 그룹에서 빨강 7 빼서 빨강 6~10 만들면 안 되죠?",
        PLAY,
        "남는 파랑 7, 검정 7은 세트가 되지 않습니다",
        False,
    ),
]

test_read_plain = reads_test("rummikub", READ_PLAIN)

# -- stays unread: a tile named again to place the joker (was five tiles, "아니요") -----------
NOT_READ = [
    "빨강 12 13 조커 13 뒤에 조커 붙여도 돼?",
]

test_not_read = reads_nothing_test("rummikub", NOT_READ, unasked=True)

ALL_READ = [
    *READ_TOLD,
    *READ_TAKE_OUT,
    *READ_SPLIT,
    *READ_MOVE_ONLY,
    *READ_DOEJI,
    *READ_PAST_13,
    *READ_PLAIN,
    *READ_HEARD,
]
test_kinds_listed = kinds_test("rummikub", ALL_READ)
test_the_answers_cite_rummikub_entries = cites_test("rummikub", ALL_READ, some=True)
