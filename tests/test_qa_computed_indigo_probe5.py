"""Indigo's computed answers, fifth round: positions narrated at length, as first-time players
write them on forums, written before the reader was read. Unread before this round, though the
reader knew the kind of case: the gems held now, the centre's gems or where some gems came from
told beside the case ("지금 저는 호박 하나 있고요", "(하나는 예비에서 받은 거)"); the kinds not
held ("사파이어는 없어요", "(호박이랑 사파이어는 하나도 없어요)"); the points the asker counted
("호박 4개로 4점이고", "(5점)", "둘 다 5점인데", "다 4점인 것 같은데"), now checked against the
engine's; a context remark after the question ("방금 끝난 판 제 보석이에요"); "사파이어1 인데"
(a gem's count, not a 1-player game); "누가 1등이에요?"; a bare name after a clause ("끝났고 민수
호박 4개"); a gem leaving through a numbered gateway ("3인인데 게이트웨이 5번으로 호박 나갔어요",
with the owners' tokens told or not: the engine's chart decides); the owners by seat ("1번
플레이어랑 2번 플레이어가 같이 가진"); "빠졌어요"; the 2-player reserve asked beside an exit ("예비
보석에서 저도 하나 받나요?"), "누가 1점 받아요?"; the tiles around the centre told beside the one
counted ("세 장 놓여 있어서 에메랄드 세 개가 나갔어요. 이제 넷째 칸에"), "사파이어만 남았고 …
여섯째 칸", "어떤 보석이 몇 개", "아직 아무 타일도 없어요", "처음으로 중앙 바로 옆에", "사파이어가
나와요, 에메랄드가 나와요?". Misread before (now unread): a rule the players agreed among
themselves ("반씩 나누기로 했는데", "예비 보석을 안 쓰기로 하면": were the official verdict, as if
the question had not said it) and where the rulebook says it ("규칙서에 어디 나와 있어요?": was the
collision verdict).

Of the 38 READ rows, 25 were unread before this round (the 13 others were read already and
stay as narrated variants); the three misreads are in NOT_READ.

GAPS are positions the rules decide that the reader still leaves to the rules' text: a kind it
does not read (the corner's amber, a tile on a filled cell, the u-turn, a gem at an exit not yet
left), or a narration it still gives up on (two questions in one, the centre's gems left or
counted, the end told with the treasure tiles' gems, a collision narrated with its placement).
They are pinned unread so that a change reading them moves them to READ with their verdict.
The sixth round read four of them (the corner's amber by side, a corner already emptied, the
centre's gems told): they are at the end of READ."""

from __future__ import annotations

from .computed_cases import (
    kinds_test,
    reads_nothing_test,
    reads_test,
)

READ = [  # (question, kind, verdict): read on the game's pages, and when the game is named
    (
        "친구 셋이서 하는데요, 제가 놓은 타일 때문에 에메랄드가 저랑 왼쪽 사람이 같이 쓰는 게이트웨이로 나갔어요. 지금 저는 호박 하나 있고요. 누가 가져가요?",
        "indigo-shared-gateway",
        "두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
    ),
    (
        "3인 게임이에요. 공유 게이트웨이(저랑 민수 것)로 사파이어가 나갔어요. 예비 보석에 사파이어가 하나 남아 있긴 한데, 둘 다 받나요?",
        "indigo-shared-gateway",
        "네, 예비에 사파이어 1개가 있어 두 주인 모두 받습니다 (3점씩)",
    ),
    (
        "4명이서 하는데 호박이 2번 게이트웨이로 나갔어요. 누가 점수 받아요?",
        "indigo-exit",
        "2·3번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
    ),
    (
        "둘이서 하는데 상대가 놓은 타일 때문에 에메랄드가 제 게이트웨이로 나갔어요. 이거 누구 거예요?",
        "indigo-exit",
        "내가 가져갑니다 (에메랄드 2점)",
    ),
    (
        "2인 게임인데 제가 타일 놨는데 호박이 상대 게이트웨이로 나가버렸어요 ㅠㅠ 예비 보석에서 저도 하나 받나요?",
        "indigo-exit",
        "아니요, 상대가 가져갑니다 (호박 1점)",
    ),
    (
        "인디고 3인플 중인데 사파이어가 1번 플레이어랑 2번 플레이어가 같이 가진 게이트웨이로 빠졌어요. 점수가 어떻게 되나요?",
        "indigo-shared-gateway",
        "두 주인 모두 사파이어를 1개씩 받습니다 (3점씩)",
    ),
    (
        "4인 게임입니다. 에메랄드 하나가 게이트웨이 6번으로 나갔어요. 6번은 3번이랑 4번 플레이어 토큰이 놓여 있어요. 누가 몇 점 받아요?",
        "indigo-exit",
        "3·4번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
    ),
    (
        "나빗길 2인인데 에메랄드가 제 게이트웨이 출구로 나갔어요. 상대도 예비에서 하나 받나요?",
        "indigo-exit",
        "아니요, 내가 가져갑니다 (에메랄드 2점)",
    ),
    (
        "3인에서 에메랄드가 게이트웨이 2번으로 나갔어요(1번이랑 2번 플레이어 공유). 누가 받아요?",
        "indigo-exit",
        "1·2번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
    ),
    (
        "친구랑 둘이 인디고 하는데, 호박이 상대 출구로 나갔는데 타일은 제가 놨거든요. 누가 1점 받아요?",
        "indigo-exit",
        "상대가 가져갑니다 (호박 1점)",
    ),
    (
        "4명이서 하는 중이에요. 제 옆 사람이 타일을 놨고 사파이어가 저랑 맞은편 사람이 같이 쓰는 게이트웨이로 나갔어요. 예비에 사파이어 하나 있어요. 누가 뭘 받아요?",
        "indigo-shared-gateway",
        # (who gets what asked: the plain statement, not 네)
        "예비에 사파이어 1개가 있어 두 주인 모두 받습니다 (3점씩)",
    ),
    (
        "3인인데 게이트웨이 5번으로 호박 나갔어요 누가 가져가요",
        "indigo-exit",
        "2번 플레이어가 가져갑니다 (호박 1점)",
    ),
    (
        "셋이서하는데 4번게이트웨이로 에메랄드나갔어요 누구꺼에요",
        "indigo-exit",
        "1·3번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
    ),
    (
        "4인인데 호박이 3번 게이트웨이로 나가면 누가 받아요? 게이트웨이 번호는 규칙서 배치표 기준이에요.",
        "indigo-exit",
        "1·4번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
    ),
    (
        "게임 끝났는데 제 가림판 뒤에 호박 4개, 에메랄드 3개, 사파이어 1개 있어요. 몇 점이에요?",
        "indigo-score",
        "13점",
    ),
    (
        "방금 끝났어요. 저는 호박 5개랑 에메랄드 2개(하나는 예비에서 받은 거)고 사파이어는 없어요. 점수가 어떻게 되나요?",
        "indigo-score",
        "9점",
    ),
    (
        "나빗길 처음 해봤는데 끝나고 보니 호박 두개 에메랄드 네개 사파이어 하나 모았어요 몇점이에요?",
        "indigo-score",
        "13점",
    ),
    (
        "가림판 뒤에 에메랄드만 5개 있어요(호박이랑 사파이어는 하나도 없어요). 몇 점이죠?",
        "indigo-score",
        "10점",
    ),
    (
        "끝나고 점수 세는데요, 호박 7개랑 사파이어 2개 있어요. 에메랄드는 없고요. 총 몇 점?",
        "indigo-score",
        "한 사람이 모을 수 있는 보석은 많아야 호박 6개, 사파이어 1개입니다",
    ),
    ("인디고 게임 끝! 저 호박3 에메랄드1 사파이어1 인데 몇점임?", "indigo-score", "8점"),
    ("호박 6개에 에메랄드 1개면 몇 점인가요? 방금 끝난 판 제 보석이에요.", "indigo-score", "8점"),
    (
        "아이랑 둘이 했는데 아이는 호박 2개, 에메랄드 3개 모았어요. 아이 점수가 몇 점이에요?",
        "indigo-score",
        "8점",
    ),
    (
        "3인 게임 끝났어요. 철수는 호박 3개 에메랄드 2개, 영희는 에메랄드 3개 호박 1개, 저는 사파이어 1개 에메랄드 2개예요. 누가 이겨요?",
        "indigo-score",
        "철수가 이깁니다",
    ),
    (
        "둘이서 했는데 저는 호박 4개로 4점이고 동생은 에메랄드 2개로 4점이에요. 누가 이긴 거예요?",
        "indigo-score",
        "내가 이깁니다",
    ),
    (
        "게임 끝났는데 저는 호박 2개랑 에메랄드 1개, 친구도 호박 2개랑 에메랄드 1개예요. 누가 이겨요?",
        "indigo-score",
        "공동 우승입니다",
    ),
    (
        "4명이서 끝났는데 A는 호박 5개, B는 에메랄드 2개 호박 1개, C는 사파이어 1개 호박 2개, D는 에메랄드 2개 사파이어 1개예요. 누가 1등이에요?",
        "indigo-score",
        "D가 이깁니다",
    ),
    (
        "친구랑 둘이서 했어요. 친구는 사파이어 1개 에메랄드 1개(5점), 저는 호박 3개 에메랄드 1개(5점)이에요. 누가 이겨요?",
        "indigo-score",
        "내가 이깁니다",
    ),
    (
        "동점이에요! 저는 호박 1개 에메랄드 2개 사파이어 없음, 언니는 사파이어 1개 에메랄드 1개. 둘 다 5점인데 누가 이겨요?",
        "indigo-score",
        "내가 이깁니다",
    ),
    (
        "3명이서 끝났고 민수 호박 4개, 지영 에메랄드 2개, 저 호박 2개 에메랄드 1개예요. 다 4점인 것 같은데 누가 이겨요?",
        "indigo-score",
        "민수가 이깁니다",
    ),
    (
        "중앙 보석 타일 둘레에 이미 타일이 세 장 놓여 있어서 에메랄드 세 개가 나갔어요. 이제 넷째 칸에 타일 놓으면 뭐가 나와요?",
        "indigo-centre",
        "에메랄드가 나옵니다",
    ),
    (
        "중앙에는 사파이어만 남았고 둘레 다섯 칸은 다 찼어요. 마지막 여섯째 칸에 타일을 놓으면 어떤 보석이 몇 개 나와요?",
        "indigo-centre",
        "사파이어 1개가 나옵니다",
    ),
    (
        "중앙 타일 옆에 아직 아무 타일도 없어요. 제가 처음으로 중앙 바로 옆에 타일을 놓으면 사파이어가 나와요, 에메랄드가 나와요?",
        "indigo-centre",
        "에메랄드가 나옵니다",
    ),
    (
        "보드 위 길에는 보석이 하나도 없는데 중앙에 사파이어 하나가 남았어요. 게임 끝난 거예요?",
        "indigo-end",
        "아니요, 아직 끝나지 않습니다",
    ),
    (
        "타일 더미가 다 떨어졌는데 보드에 호박이 두 개 남아 있어요. 게임 끝나요?",
        "indigo-end",
        "아니요, 아직 끝나지 않습니다",
    ),
    (
        "2인 게임에서 게이트웨이 4번은 누구 거예요? 저는 첫 번째 플레이어예요.",
        "indigo-gateways",
        "게이트웨이 4번은 2번 플레이어가 혼자 가집니다",
    ),
    (
        "인디고 4인플 중입니다. 지금 중앙에 에메랄드 2개랑 사파이어 남았고 저는 호박 1개 있어요. 제가 놓은 타일로 에메랄드가 2번 게이트웨이로 나갔어요. 2번 게이트웨이에는 2번이랑 3번 플레이어 토큰이 있어요. 누가 받아요?",
        "indigo-exit",
        "2·3번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
    ),
    (
        "3명(저, 엄마, 아빠)이서 해요. 엄마랑 아빠가 같이 쓰는 게이트웨이로 에메랄드가 나갔어요. 누가 받아요?",
        "indigo-shared-gateway",
        "두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
    ),
    (
        "3인 게임인데 에메랄드가 게이트웨이로 나갔어요. 누가 가져가요?",
        "indigo-exit",
        "그 게이트웨이의 주인이 가져갑니다 (공유 게이트웨이면 두 주인이 1개씩)",
    ),
    # gaps read since the sixth round (test_qa_computed_indigo_probe6.py)
    (
        "가장자리 보석 타일 화살표 앞 칸 말고 옆 칸(게이트웨이 칸)에 타일 놨어요. 호박 움직여요?",
        "indigo-corner",
        "아니요, 호박은 움직이지 않습니다",
    ),
    (
        "북동쪽 가장자리 보석 타일 호박은 이미 나갔어요. 그 보석 타일에서 또 보석이 나와요?",
        "indigo-corner",
        "아니요, 그 보석 타일에서 더 나오는 보석은 없습니다",
    ),
    (
        "가장자리 보석 타일 화살표가 가리키는 칸에 타일을 놨어요. 화살표 위에 호박 하나 있고요. 호박이 나와요?",
        "indigo-corner",
        "네, 호박이 그 타일의 길로 나옵니다",
    ),
    (
        "나빗길인데요, 지금 중앙에 에메랄드 한 개랑 사파이어 한 개 남았어요. 중앙 옆 빈칸에 타일 놓으면 뭐 나와요?",
        "indigo-centre",
        "에메랄드가 나옵니다",
    ),
    # a gap before probe 18 (each side's points said apart from the gems)
    (
        "둘이서 하는데 점수가 저 8점 친구 8점이고, 보석은 제가 5개 친구가 4개예요. 누가 이겨요?",
        "indigo-score",
        "내가 이깁니다",
    ),
]

GAPS = [  # positions the rules decide, still unread (see the docstring)
    "세 명이서 하고 있어요. 지금 제 차례였고 타일을 놨더니 호박이 공유 게이트웨이(제 거 아니고 다른 두 사람 거)로 나갔어요. 저는 받는 게 없죠? 누가 가져가요?",
    "3인인데 게이트웨이 1번부터 한 바퀴 돌면 4번 게이트웨이는 누구 거예요?",
    "4인에서 1번 플레이어는 어느 게이트웨이에 토큰을 놓아요?",
    "게이트웨이 칸에 세 직선 타일 놓아도 되나요? 지금 그 칸 비어 있어요.",
    "이미 타일이 있는 칸 위에 제 타일을 겹쳐 놓아도 돼요?",
    "호박이 가장자리 보석 타일 유턴 길로 들어갔는데 그 너머 칸이 아직 비어 있어요. 호박은 어디서 멈춰요?",
    "2인입니다. 옆 칸은 아직 비어 있고, 에메랄드가 상대 게이트웨이 바로 앞 길 끝에 멈춰 있어요. 지금 점수는 누구 거예요?",
    "중앙 옆 칸에 처음으로 타일을 놓았어요. 중앙에 보석 6개 다 있는데, 몇 개 나와요? 전부 나와요?",
    "중앙 둘레 칸 다섯 개가 채워졌어요(에메랄드는 다 나갔고요). 남은 한 칸에 놓으면 몇 개 나와요?",
    "중앙 둘레에 타일 두 장 있어요. 세 번째로 중앙 옆에 놓으면 보석이 몇 개 나와요?",
    "마지막 남은 에메랄드 두 개가 부딪혀서 사라졌어요. 중앙이나 가장자리 보석 타일에도 남은 게 없어요. 게임 끝인가요?",
    "길 위에 보석 없고 가장자리 보석 타일에 호박 하나만 남아 있어요. 이거 끝난 거 아니죠?",
    "마지막 사파이어가 제 게이트웨이로 나갔고, 이제 보드 위엔 보석이 하나도 없어요. 중앙도 비었고 가장자리도 다 비었어요. 끝난 거죠?",
    "에메랄드 두 개가 서로 마주 보고 있었는데 그 사이 칸에 타일을 놓아서 둘이 같은 길 위에서 만났어요. 누가 가져가요?",
    "호박이랑 에메랄드가 같은 길에서 부딪혔어요. 저는 에메랄드 하나 있고 친구는 호박 둘 있어요. 부딪힌 보석은 어떻게 돼요? 중앙으로 돌아가요?",
    "나빗길에서 두 보석이 충돌하면 점수는 누가 받아요? 방금 제 타일로 호박 두 개가 부딪혔어요.",
    "게이트웨이 칸에 급곡선 타일을 두 출구가 바로 이어지게 놓아도 돼요? 친구가 그렇게 놨어요.",
]

NOT_READ = [  # questions no reading may answer
    "친구가 호박 몇 개 있는데 저는 에메랄드 3개예요. 누가 이겨요?",
    "중앙 둘레에 타일이 몇 장 놓였는지 모르겠는데 다음에 중앙 옆에 놓으면 뭐 나와요?",
    "사파이어를 제 게이트웨이로 끌어오려면 타일을 어디에 놓는 게 좋아요?",
    # misread before this round
    "우리 집에선 공유 게이트웨이로 나가면 점수를 반씩 나누기로 했는데 에메랄드면 각자 몇 점이에요?",
    "4명인데 보석이 나갔어요. 누구 점수예요?",
    "에메랄드를 3점으로 치기로 했는데 호박 2개 에메랄드 2개면 몇 점이에요?",
    "인디고 잘하는 팁 있어요? 호박을 먼저 노려야 해요 에메랄드를 노려야 해요?",
    "보석이 움직일 때 어느 방향으로 갈지는 어떻게 정해요?",
    "게임 끝났는데 저 호박 몇 개 있는지 까먹었어요. 에메랄드는 2개예요. 몇 점이에요?",
    "타일 놓을 때 어느 방향이 제일 유리해요? 지금 에메랄드가 제 게이트웨이 두 칸 앞에 있어요.",
    "만약 중앙에 사파이어가 두 개 있다면 언제 나와요?",
    "5명이서 하면 게이트웨이 어떻게 나눠요?",
    # misread before this round
    "에메랄드가 공유 게이트웨이로 나갔는데 예비 보석을 안 쓰기로 하면 누가 가져가요?",
    "3인인데 이번 판은 게이트웨이를 각자 두 개씩 갖는 변형으로 하기로 했어요. 근데 그럼 더 재밌어요?",
    "보석 점수가 어떻게 돼요?",
    "누가 이겨요? 아직 중간인데 제가 에메랄드 3개 있어요.",
    "중앙 보석 몇 개 있어요?",
    "게이트웨이로 나간 보석 가림판 뒤에 숨겨야 해요?",
    "타일 더미가 떨어지면 손에 타일 없는 사람은 어떻게 해요?",
    "호박이랑 에메랄드 중 뭐가 더 많이 들어 있어요?",
    "상대가 제 게이트웨이 앞에 있는 에메랄드를 다른 데로 보내려고 하는데 막을 방법 있어요?",
    "3인 게임인데 보석이 저랑 친구 게이트웨이 사이로 나간 것 같아요. 정확히 어느 출구인지 모르겠는데 누가 받아요?",
    "길 타일 종류가 몇 가지예요?",
    "4명이서 하는데 제가 어떤 게이트웨이를 가져야 유리해요?",
    "동점이면 어떻게 해요? 저랑 친구 둘 다 7점인데 보석 개수는 아직 안 셌어요.",
    "중앙 옆에 타일 놓으면 보석 몇 개 나와요? 아 근데 우리는 한 번에 두 개씩 꺼내는 규칙으로 해요.",
    # misread before this round
    "보석이 부딪히면 어떻게 되는지 규칙서에 어디 나와 있어요?",
    "게임이 너무 빨리 끝나는데 더 길게 하는 방법 있어요?",
    "친구가 타일을 놓고 나서 다시 돌려도 되냐고 하는데, 이미 보석이 움직였어요. 그래도 돼요?",
    # two sapphires in a 2-player game, where the board has one and the reserve is not used
    "나빗길 2인 끝났어요. 저: 에메랄드 4개, 사파이어 1개. 남편: 호박 6개, 에메랄드 2개, 사파이어 1개. 누가 이겼어요?",
]


test_the_engines_verdict = reads_test("indigo", READ)
test_gaps_left_unread = reads_nothing_test("indigo", GAPS)
test_not_read = reads_nothing_test("indigo", NOT_READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)


def test_the_counts() -> None:
    assert (len(READ) + len(GAPS), len(NOT_READ)) == (60, 30)
