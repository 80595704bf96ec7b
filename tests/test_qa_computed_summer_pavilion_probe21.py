"""Summer Pavilion computed answers: a twenty-first probe, new questions a first-time player
would ask (the doubtful readings round 21 found, numbers said as words, claims heard, guesses
said bare), each checked by hand against the rules. What it changed, each now read right or
declined:

- two colours each said to be the wild in a question of one round ("썸파 보라 조커 2개 초록
  조커 1개 중앙에서 처음 가져오면 감점?") was read as a take of wilds alone, one tile and its
  point lost (a round has one wild colour: which?); now declined;
- all of another count than the tiles said left ("패스할 때 3장 남았는데 둘 다 보관 돼?") was
  answered of the three ("감점 없음"); now declined;
- a placement's points guessed bare at the end ("상대판에 노란 별 5번 6번 있는데 1번 놓으면
  3점?", "… 3점임?") were not read (only "3점이야?" was); now 네/아니요 of the guess;
- a star's bonus guessed with more points than the tile that fills it scores (6), with no
  word of the bonus ("빨간 별 다 채우면 12점이지?", "친구가 … 12점이래") was not read; now
  아니요 (+14) or 네 (a guess of 6 or less stays declined: the tile's points?);
- a space numbered the Sino-Korean way, as speech-to-text writes it ("빨간 별 사 번 칸에
  놓으려면 몇 장 내야 돼?", "노란 별 육번 칸 비용 6장이지?") was not read; now its number where
  칸 follows (일 and 이 only with a space: "이번 칸" is "this space").

A feature with its spaces all filled ("창문 다 채우면 점수도 주나요?") stays declined: probe 2
reads "창문 다 둘러싸면" as every window.

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict. Values: SP-RB p.3 (wilds), p.4 (placing, bonus tiles), p.5 (passing),
p.6 (end bonuses)."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

SP = "azul-summer-pavilion"
PS = "summer-pavilion-place-score"
EB = "summer-pavilion-end-bonus"
COST = "summer-pavilion-cost"
PAY = "summer-pavilion-payment"

READ = [
    # a placement's points guessed bare
    ("상대판에 노란 별 5번 6번 있는데 1번 놓으면 3점?", PS, "네, 3점입니다", True),
    ("파란별 3번 4번 있는데 5번 놓으면 3점?", PS, "네, 3점입니다", True),
    ("썸파 초록별 1번 있는데 2번 놓으면 2점?", PS, "네, 2점입니다", True),
    ("친구 판에 빨간 별 1번 2번 3번 있는데 4번 놓으면 5점?", PS, "아니요, 4점입니다", False),
    ("노란별 2번 3번 있는데 1번 놓으면 3점임?", PS, "네, 3점입니다", True),
    ("주황별 4번 5번 6번 있는데 3번 놓으면 4점?", PS, "네, 4점입니다", True),
    ("엄마 판에 보라 별 2번 있는데 3번 놓으면 1점?", PS, "아니요, 2점입니다", False),
    ("썸머파빌리온 초록 별 1번 2번 있는데 6번 놓으면 3점?", PS, "네, 3점입니다", True),
    ("빨간별 2번 있는데 3번 놓으면 1점?", PS, "아니요, 2점입니다", False),
    # a star's bonus guessed, no word of the bonus
    ("빨간 별 다 채우면 12점이지?", EB, "아니요, +14점", False),
    ("빨간 별 다 채우면 14점 맞아?", EB, "네, +14점", True),
    ("빨간 별 다 채우면 12점?", EB, "아니요, +14점", False),
    ("파란별 다 채우면 20점 준대", EB, "아니요, +15점", False),
    ("주황 별 다 채우면 15점이지?", EB, "아니요, +17점", False),
    ("초록 별 다 채우면 20점 맞지?", EB, "아니요, +18점", False),
    ("친구가 노란 별 다 채우면 10점 준대", EB, "아니요, +16점", False),
    ("보라별 다 채우면 18점?", EB, "아니요, +20점", False),
    ("보라 별 다 채우면 20점 맞아?", EB, "네, +20점", True),
    ("파란 별 다 채우면 15점이지?", EB, "네, +15점", True),
    ("주황별 다 채웠는데 17점 받는거 맞지?", EB, "네, +17점", True),
    ("친구가 빨간 별 다 채우면 12점이래", EB, "아니요, +14점", False),
    ("가운데 별 다 채우면 12점이야?", EB, "네, +12점", True),
    # a space numbered the Sino-Korean way (speech to text)
    ("빨간 별 사 번 칸에 놓으려면 몇 장 내야 돼?", COST, "빨강 4장", None),
    ("노란 별 육번 칸 비용 6장이지?", COST, "네, 비용은 6장입니다", True),
    ("파란 별 일 번 칸 이 번 칸 있는데 삼 번 칸 놓으면 몇 점?", PS, "3점", None),
    (
        "빨간별 오 번 칸에 빨강 네 장 조커 한 장 내면 돼?",
        PAY,
        "네, 놓을 수 있습니다",
        True,
    ),
    ("초록별 오번 칸 있는데 육번 칸 놓으면 2점?", PS, "네, 2점입니다 (보너스 타일 3장)", True),
]

test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


NOT = [
    # two colours each the wild: which round?
    "썸파 보라 조커 2개 초록 조커 1개 중앙에서 처음 가져오면 감점?",
    "썸파 중앙에 보라 조커 1개 초록 조커 2개 있으면 뭐 가져와?",
    # all of another count than the tiles left
    "썸파 패스할 때 3장 남았는데 둘 다 보관 돼?",
    "여름별장 패스할때 2장 남았는데 셋 다 보관 가능?",
    "패스할 때 다섯 장 남았는데 넷 다 보관돼?",
]

test_gets_no_summer_pavilion_answer = reads_nothing_test(SP, NOT, unasked=True)
