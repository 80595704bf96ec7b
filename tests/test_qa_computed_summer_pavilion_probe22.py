"""Summer Pavilion computed answers: a twenty-second probe, new questions a first-time player
would ask (what round 21 left declined or doubtful, numbers said as words, the game's end told
in words, claims heard and guesses, another player's board, "왜 …?"), each checked by hand
against the rules. What it changed, each now read right:

- a round's wild colour heard bare at the question's end ("2라운드 조커가 초록이라던데",
  "마지막 라운드 조커 노랑이래") was not read (only "… 맞아?" or with a speaker was); now
  네/아니요 from the round order; "삼 라운드 조커 색 알려줘" is read as asked;
- a space numbered the Sino-Korean way with no 칸 ("노란 별 육 번 놓으려면 몇 장?", "파란별 사번
  오번 있는데 육번 놓으면 몇점?") was not read; now its number right after its star, in a list
  of spaces, or before the verb that fills it (일/이 only with a space: "이번에" is "this time");
- a number's seven spaces said without 칸 ("모든 별 4번 채웠으면 보너스 몇 점이야?", "빨간 별 다
  채우고 모든 별 3번 채웠으면 보너스 몇 점") were not read; now +16, +26, and "모든 별 5번" no
  bonus; a star's bonus guessed in the negative ("보라별 다 채우면 20점 아니지?") was not read;
  now the plain value, its card the plain statement's;
- points asked of a window said 다 채우면 ("창문 다 채우면 점수도 주나요?") were declined (read
  as every window); now 아니요, tiles only, whichever is meant; points said to be given for a
  feature ("친구가 창문 둘러싸면 3점 준대", "창문 둘러싸면 3점 더 줘?") were not read; now 아니요;
- the game's end said as 마지막에 ("마지막에 남은 타일 네 장이면 몇 점 깎여") was not read; now
  the end's loss, −4 (never "라운드 마지막에");
- a space placed on while other spaces of its star are empty ("빨간 별 3번 비어있는데 4번 먼저
  놓을 수 있어?", "1번 칸 안 채우고 6번 칸 먼저 놔도 되나요?", "1번 칸 없으면 2번 못 놓지?") was
  not read; now 네: a star's spaces have no order (the engine places it on an empty star);
- the keep limit said after the keep or heard ("보관은 4장까지라던데", "보관 다섯 장까지래",
  "친구가 보관은 6장까지래"), tiles carried to the next round ("다섯 장 남았는데 다음 라운드로 다
  가져가도 돼?", "패스할 때 다섯 장 남으면 다 가져가?") and why all cannot be kept ("5장
  남았는데 왜 다 보관 못 해?", was "−2점" of six) were not read or read as the points; now the
  limit of four, plainly for "왜";
- another player named right before a star ("상대방 빨간 별 1번 2번 있는데 3번 놓으면 몇 점?")
  was declined (their placement?); now their board, the whole case, as "상대 판에" was;
- a loss asked as a noun ("6라운드에 패스할 때 세 장 남으면 보관해도 감점이야?", "중앙에서 처음
  타일 2장 가져오면 감점이야?") got the points with no 네/아니요; now a yes or no (never "몇 점
  감점이야?" nor "왜 감점이야?"). Probe 4's "… 감점인가요?" row opens with 네 now;
- a number's spaces said left out of what is filled ("모든 4번 칸 빼고 다 채웠어 보너스?",
  "모든 2번 칸 제외하고 다 채우면 보너스?") were read as none filled ("보너스 없음") or as those
  very spaces filled ("+8점"); now declined (the other numbers are filled too: which bonus?).

Left declined on purpose: "중앙에서 처음 가져가면 1점 깎이지?" (the count taken is not said);
"창문 둘러싸면 몇 점 받아?" and "창문 둘러싸면 3점 맞지?" (the placement's points, which the board
decides, may be meant); "5번 칸 다 채우면 보너스 있어?" (one star's 5, or every 5?, as probe 4
pins); "다섯 장 남으면 다 가져가?" with no pass said (a take?).

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict. Values: SP-RB p.3 (wild colours), p.4 (placing, costs, bonus tiles), p.5
(passing, keeping four), p.6 (end bonuses, tiles left at the end)."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

SP = "azul-summer-pavilion"
WILD = "summer-pavilion-wild"
COST = "summer-pavilion-cost"
PS = "summer-pavilion-place-score"
PAY = "summer-pavilion-payment"
EB = "summer-pavilion-end-bonus"
FB = "summer-pavilion-feature-bonus"
LEFT = "summer-pavilion-leftover"
ST = "summer-pavilion-start-token"

READ = [
    # a round's wild colour heard bare at the end (with 알려줘 too)
    ("2라운드 조커가 초록이라던데", WILD, "네, 2라운드의 조커(와일드) 색은 초록입니다", True),
    ("2라운드 조커가 초록이래", WILD, "네, 2라운드의 조커(와일드) 색은 초록입니다", True),
    ("3라운드 조커가 주황이라는데", WILD, "네, 3라운드의 조커(와일드) 색은 주황입니다", True),
    ("삼라운드 조커 노랑이라던데", WILD, "아니요, 3라운드의 조커(와일드) 색은 주황입니다", False),
    ("첫 라운드 조커 초록이라던데?", WILD, "아니요, 1라운드의 조커(와일드) 색은 보라입니다", False),
    ("5라운드엔 와일드가 파랑이래요", WILD, "네, 5라운드의 조커(와일드) 색은 파랑입니다", True),
    ("마지막 라운드 조커 노랑이래", WILD, "아니요, 6라운드의 조커(와일드) 색은 빨강입니다", False),
    ("여름 별장 삼 라운드 조커 색 알려줘", WILD, "3라운드의 조커(와일드) 색은 주황입니다", None),
    # a space numbered the Sino-Korean way after its star, in a list, before its verb
    ("노란 별 육 번 놓으려면 몇 장?", COST, "노랑 6장", None),
    ("파란별 사번 오번 있는데 육번 놓으면 몇점?", PS, "3점, 보너스 타일 3장", None),
    ("초록 별 삼번에 놓으면 타일 몇 장 내?", COST, "초록 3장", None),
    ("빨간 별 이 번 일 번 있는데 삼 번 놓으면 몇 점이야?", PS, "3점", None),
    ("주황 별 사 번이랑 오 번 있는데 육 번 놓으면 몇 점?", PS, "3점, 보너스 타일 3장", None),
    ("가운데 별 오번 놓으려면 몇 개?", COST, "가운데 별에 아직 없는 한 색 5장", None),
    ("보라별 오번에 보라 세 장 조커 두 장 내도 돼?", PAY, "네, 놓을 수 있습니다", True),
    # a number's seven spaces said without 칸 ('모든 별 4번'), a star's bonus guessed in the negative
    ("빨간 별 다 채우고 모든 별 3번 채웠으면 보너스 몇 점", EB, "+26점", None),
    ("모든 별 4번 채웠으면 보너스 몇 점이야?", EB, "+16점", None),
    ("모든 별 5번 채우면 보너스 있어?", EB, "아니요, 보너스 없음 (0점)", False),
    ("별 하나도 완성 못 했는데 모든 별 4번 채웠어. 보너스는?", EB, "+16점", None),
    ("모든 4번 채우면 몇 점?", EB, "+16점", None),
    ("게임 끝났을 때 모든 별 2번 채웠으면 몇 점 받아?", EB, "+8점", None),
    ("게임 끝에 보라 별 완성, 모든 별 1번 채움. 보너스 총 몇점?", EB, "+24점", None),
    ("모든 별 6번 다 채우면 24점이지?", EB, "아니요, 보너스 없음 (0점)", False),
    ("친구가 모든 별 4번 채우면 16점 준대", EB, "네, +16점", True),
    ("모든 별 3번 채웠으면 보너스 10점이지?", EB, "아니요, +12점", False),
    ("모든 별 이 번 채우면 보너스?", EB, "+8점", None),
    ("보라별 다 채우면 20점 아니지?", EB, "+20점", True),
    ("빨간 별 다 채우면 12점 아니야?", EB, "+14점", False),
    # a feature's points: asked of a window 다 채우면, or said to be given
    ("창문 다 채우면 점수도 주나요?", FB, "아니요, 보너스 점수는 없고 보너스 타일 3장", False),
    ("창문 다 채우면 점수 줘?", FB, "아니요, 보너스 점수는 없고 보너스 타일 3장", False),
    ("친구가 창문 둘러싸면 3점 준대", FB, "아니요, 보너스 점수는 없고 보너스 타일 3장", False),
    ("창문 둘러싸면 3점 더 줘?", FB, "아니요, 보너스 점수는 없고 보너스 타일 3장", False),
    ("조각상 완성하면 2점 주는 거 맞지?", FB, "아니요, 보너스 점수는 없고 보너스 타일 2장", False),
    ("기둥 둘러싸면 1점 준다던데", FB, "아니요, 보너스 점수는 없고 보너스 타일 1장", False),
    # the game's end said as 마지막에
    ("마지막에 남은 타일 네 장이면 몇 점 깎여", LEFT, "−4점", None),
    ("마지막에 남은 타일 4장이면 몇 점 깎여?", LEFT, "−4점", None),
    ("게임 마지막에 손에 타일 3장 남으면 감점?", LEFT, "−3점", None),
    ("마지막에 타일 2개 남았는데 2점 깎여?", LEFT, "네, −2점", True),
    ("마지막에 귀퉁이에 3장 있으면 몇 점 빠짐?", LEFT, "−3점", None),
    # a space placed on while others of its star are empty: no order
    (
        "빨간 별 3번 비어있는데 4번 먼저 놓을 수 있어?",
        PAY,
        "네, 놓을 수 있습니다 (칸 순서는 자유)",
        True,
    ),
    ("파란별 1번 없는데 2번 놓아도 돼?", PAY, "네, 놓을 수 있습니다 (칸 순서는 자유)", True),
    (
        "1번 칸 안 채우고 6번 칸 먼저 놔도 되나요?",
        PAY,
        "네, 놓을 수 있습니다 (칸 순서는 자유)",
        True,
    ),
    ("빨간 별 2번 비었는데 5번 놔도 되나요?", PAY, "네, 놓을 수 있습니다 (칸 순서는 자유)", True),
    (
        "노란별 1번 2번 없는데 3번 먼저 놓아도 됨?",
        PAY,
        "네, 놓을 수 있습니다 (칸 순서는 자유)",
        True,
    ),
    (
        "보라 별 4번 칸 비어 있는데 6번 칸 먼저 채워도 돼요?",
        PAY,
        "네, 놓을 수 있습니다 (칸 순서는 자유)",
        True,
    ),
    (
        "가운데 별 1번 비어 있는데 3번 놓을 수 있어?",
        PAY,
        "네, 놓을 수 있습니다 (칸 순서는 자유)",
        True,
    ),
    (
        "친구가 빨간 별 1번 없는데 2번 놓아도 된대",
        PAY,
        "네, 놓을 수 있습니다 (칸 순서는 자유)",
        True,
    ),
    (
        "빨간 별 3번 비어있는데 4번 먼저 놓으면 안 돼?",
        PAY,
        "놓을 수 있습니다 (칸 순서는 자유)",
        True,
    ),
    (
        "초록 별 일 번 비어있는데 삼 번 먼저 놓아도 돼?",
        PAY,
        "네, 놓을 수 있습니다 (칸 순서는 자유)",
        True,
    ),
    (
        "근데 주황별 1번 2번 3번 비었는데 6번부터 채워도 돼?",
        PAY,
        "네, 놓을 수 있습니다 (칸 순서는 자유)",
        True,
    ),
    ("썸파 1번 칸 없으면 2번 못 놓지?", PAY, "놓을 수 있습니다 (칸 순서는 자유)", True),
    (
        "엄마 초록 별 2번 비어있는데 3번 먼저 놔도 돼?",
        PAY,
        "네, 놓을 수 있습니다 (칸 순서는 자유)",
        True,
    ),
    (
        "빨간별 사번 비어있는데 오번 먼저 놔도 돼?",
        PAY,
        "네, 놓을 수 있습니다 (칸 순서는 자유)",
        True,
    ),
    # the keep limit said after the keep or heard; tiles carried to the next round; why not all
    ("보관은 4장까지라던데 맞아?", LEFT, "네, 보관할 수 있습니다 (4장까지)", True),
    ("보관은 4장까지라던데", LEFT, "네, 보관할 수 있습니다 (4장까지)", True),
    ("귀퉁이에 4장까지 보관 맞지?", LEFT, "네, 보관할 수 있습니다 (4장까지)", True),
    ("패스하면 최대 4장까지 보관 맞지?", LEFT, "네, 보관할 수 있습니다 (4장까지)", True),
    ("보관 네 장까지 아니래", LEFT, "아니요, 보관할 수 있습니다 (4장까지)", False),
    ("보관 다섯 장까지래", LEFT, "아니요, 4장까지만 보관할 수 있습니다", False),
    ("친구가 보관은 6장까지래", LEFT, "아니요, 4장까지만 보관할 수 있습니다", False),
    (
        "패스할 때 다섯 장 남으면 다 가져가?",
        LEFT,
        "아니요, 4장까지만 보관할 수 있습니다 (나머지 1장은 −1점)",
        False,
    ),
    (
        "다섯 장 남았는데 다음 라운드로 다 가져가도 돼?",
        LEFT,
        "아니요, 4장까지만 보관할 수 있습니다 (나머지 1장은 −1점)",
        False,
    ),
    ("패스하고 남은 타일 4장 다음 라운드에 가져가도 돼?", LEFT, "네, 보관할 수 있습니다", True),
    ("패스했는데 3장 남았어 다음 라운드에 다 가져가도 돼?", LEFT, "네, 보관할 수 있습니다", True),
    (
        "패스할 때 5장 남았는데 왜 다 보관 못 해?",
        LEFT,
        "4장까지만 보관할 수 있습니다 (나머지 1장은 −1점)",
        False,
    ),
    (
        "패스할때 6장 남았는데 왜 다 못 보관해?",
        LEFT,
        "4장까지만 보관할 수 있습니다 (나머지 2장은 −2점)",
        False,
    ),
    ("패스할 때 3장 남았는데 왜 다 보관 못 해?", LEFT, "보관할 수 있습니다", True),
    # another player named right before a star: their board
    ("상대방 빨간 별 1번 2번 있는데 3번 놓으면 몇 점?", PS, "3점", None),
    ("친구의 파란 별에 4번 5번 있는데 6번 놓으면 몇점?", PS, "3점, 보너스 타일 3장", None),
    ("엄마 초록 별 2번 있는데 3번 놓으면 2점이지?", PS, "네, 2점입니다", True),
    ("동생 보라별 6번 1번 있는데 2번 놓으면 3점 맞아?", PS, "네, 3점입니다", True),
    # a loss asked as a noun: a yes or no
    ("6라운드에 패스할 때 세 장 남으면 보관해도 감점이야?", LEFT, "네, −3점", True),
    ("3라운드에 패스할 때 세 장 남으면 감점이야?", LEFT, "아니요, 감점 없음", False),
    ("3라운드에 패스할 때 다섯 장 남으면 감점이야?", LEFT, "네, −1점", True),
    ("중앙에서 처음 타일 2장 가져오면 감점이야?", ST, "네, −2점", True),
    ("육 라운드에 패스할 때 세 장 남으면 보관해도 감점이야?", LEFT, "네, −3점", True),
]

test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


NOT = [
    # a number's spaces left out of what is filled: every other space (the other numbers'
    # too) and no star complete (was "보너스 없음", and "+8점" of the very 2s left out)
    "모든 4번 칸 빼고 다 채웠어 보너스?",
    "모든 2번 칸 제외하고 다 채우면 보너스?",
]

test_gets_no_answer = reads_nothing_test(SP, NOT, unasked=True)
