"""Indigo's computed answers, fourth round: a fresh corpus of situational questions as
first-time players type them, written without the earlier rounds' lists. Gem words in colours,
English and misspellings ("초록보석", "노랑 보석", "yellow gem", "에머랄드", "엠버"), bare colours
counted ("초록 3 노랑 2"), counts as products or sums ("호박x3", "호박3개+에메랄드2개=?"), 만/을
after a gem, "총점", the question asked before its case ("몇 점이야? 호박 4 에메랄드 1"), the
opponent named as 친구 or 다른 사람 or left as the placer unsaid ("상대 게이트로 보석 나가면 누가
가져?"), the hand held or drawn ("손에 몇 장 들고 있어?", "타일 놓고 나서 몇 장 뽑아?"), "둘 다
3점?" of a shared gateway, "어케", "박치기", gems said to remain with no tiles said, "마지막 칸"
around the centre, and a choice ("에메랄드야 사파이어야?"). About a third must not be read: other
games, strategy, whether a score may be seen, a player whose gems are not said."""

from __future__ import annotations

from .computed_cases import (
    kinds_test,
    reads_nothing_test,
    reads_test,
)

READ = [  # (question, kind, verdict): read on the game's pages, and when the game is named
    ("끝났는데 나 호박 3개 에메랄드 1개면 몇 점?", "indigo-score", "5점"),
    ("앰버 4개랑 초록보석 2개 몇점이에요?", "indigo-score", "8점"),
    ("노란 보석 다섯개 파란 보석 하나면 총 몇 점임", "indigo-score", "8점"),
    (
        "사파이어2 에메랄드3 호박1 합계?",
        "indigo-score",
        "한 사람이 모을 수 있는 사파이어는 많아야 1개입니다",
    ),
    ("인디고 점수 계산 좀: 호박 셋, 에메랄드 둘", "indigo-score", "7점"),
    ("gem 점수 궁금한데 emerald 4개면 몇점?", "indigo-score", "8점"),
    ("에메랄드 하나 몇 점이야?", "indigo-score", "2점"),
    ("사파이어는 몇 점짜리에요?", "indigo-score", "3점"),
    ("호박은 몇점?", "indigo-score", "1점"),
    ("나 호박 6개, 친구 에메랄드 3개면 누가 이겨?", "indigo-score", "내가 이깁니다"),
    (
        "나는 에메랄드 2개 사파이어 1개고 동생은 호박 5개 에메랄드 1개인데 누가 이김?",
        "indigo-score",
        "동생이 이깁니다",
    ),
    (
        "저 호박 4개 에메랄드 4개, 상대방 사파이어 2개 에메랄드 3개. 누가 승자인가요?",
        "indigo-score",
        "한 사람이 모을 수 있는 사파이어는 많아야 1개입니다",
    ),
    ("A는 호박3 에메랄드2, B는 호박5 에메랄드1 누가 이겨요", "indigo-score", "B가 이깁니다"),
    (
        "방금 끝났어요 ㅋㅋ 호박 7개 에메랄드 2개 사파이어 1개면 몇점이죠",
        "indigo-score",
        "한 사람이 모을 수 있는 호박은 많아야 6개입니다",
    ),
    ("호박 2개, 에메랄드 5개, 사파이어 1개 = 몇 점?", "indigo-score", "15점"),
    ("몇 점이야? 호박 4 에메랄드 1", "indigo-score", "6점"),
    ("에메랄드3개사파이어1개몇점", "indigo-score", "9점"),
    ("호박이 세 개고 에메랄드가 두 개면 점수가 어떻게 돼요?", "indigo-score", "7점"),
    ("에메럴드 2개 호박 2개면 몇점?", "indigo-score", "6점"),
    ("에머랄드 3개면 몇 점", "indigo-score", "6점"),
    ("노랑 보석 4개 초록 보석 2개 몇 점", "indigo-score", "8점"),
    ("yellow gem 2개 green gem 1개 점수?", "indigo-score", "4점"),
    (
        "친구랑 나빗길 했는데 제가 호박 5개 에메랄드 3개고 친구가 호박 2개 에메랄드 4개 사파이어 1개예요. 누가 이긴 거예요?",
        "indigo-score",
        "친구가 이깁니다",
    ),
    ("동점이면? 나 에메랄드 3개, 형 호박 2개 에메랄드 2개", "indigo-score", "형이 이깁니다"),
    ("파란보석2개 몇점?", "indigo-score", "한 사람이 모을 수 있는 사파이어는 많아야 1개입니다"),
    ("초록색 보석 한개랑 노란색 보석 두개면 몇점이야", "indigo-score", "4점"),
    (
        "indigo 에메랄드 5개 사파이어 2개 점수",
        "indigo-score",
        "한 사람이 모을 수 있는 사파이어는 많아야 1개입니다",
    ),
    ("게임 끝났는데 저는 에메랄드만 4개예요 몇 점이에요?", "indigo-score", "8점"),
    ("점수 계산 부탁: 호박x3 에메랄드x2", "indigo-score", "7점"),
    ("호박 3, 에메랄드 2, 사파이어 1 → 몇점", "indigo-score", "10점"),
    ("호박3개+에메랄드2개=?", "indigo-score", "7점"),
    ("초록 3 노랑 2 몇 점", "indigo-score", "8점"),
    (
        "에메랄드 여섯 개면 몇 점?",
        "indigo-score",
        "한 사람이 모을 수 있는 에메랄드는 많아야 5개입니다",
    ),
    ("나 호박 2 사파이어 1, 너 에메랄드 3 누가 이김", "indigo-score", "상대가 이깁니다"),
    (
        "우리 형이 에메랄드 4개고 내가 호박 6개 사파이어 1개인데 누가 이겨?",
        "indigo-score",
        "내가 이깁니다",
    ),
    ("호박 두개 에메랄드 네개 사파이어 한개 총점?", "indigo-score", "13점"),
    ("나빗길 끝! 엠버 3 에메랄드 3 몇점?", "indigo-score", "9점"),
    ("보석 점수: 호박 1개, 에메랄드 1개, 사파이어 1개 합치면?", "indigo-score", "6점"),
    ("호박 4개 모았어요. 몇 점인가요?", "indigo-score", "4점"),
    ("3명이면 출구 어떻게 나눠?", "indigo-gateways", "한 사람이 1개는 혼자, 2개는 함께 가집니다"),
    ("2인 게이트 몇 개씩 가져?", "indigo-gateways", "한 사람이 3개씩 혼자 가집니다 (공유 없음)"),
    (
        "4명이서 하면 게이트웨이 혼자 갖는 거 있어?",
        "indigo-gateways",
        "혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다",
    ),
    (
        "세 명이서 할 때 게이트웨이 배치 알려줘",
        "indigo-gateways",
        "한 사람이 1개는 혼자, 2개는 함께 가집니다",
    ),
    (
        "인디고 4인 게이트웨이 누구랑 공유해?",
        "indigo-gateways",
        "혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다",
    ),
    (
        "3인일 때 공유 게이트웨이 몇 개야?",
        "indigo-gateways",
        "3개입니다 (한 사람마다 그중 2개를 다른 사람과 함께 가집니다)",
    ),
    (
        "둘이서 하면 공유 게이트웨이 있어요?",
        "indigo-gateways",
        "아니요, 2명이면 공유 게이트웨이가 없습니다 (한 사람이 3개씩 혼자 가집니다)",
    ),
    (
        "3인 게임에서 각자 게이트웨이 두 개씩 혼자 가지는 거 맞죠?",
        "indigo-gateways",
        "아니요, 3명이면 한 사람이 1개는 혼자, 2개는 함께 가집니다",
        False,
    ),
    (
        "네 명이면 gate 각자 몇 개?",
        "indigo-gateways",
        "혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다",
    ),
    (
        "2명일때 게이트웨이 어떻게 정해요",
        "indigo-gateways",
        "한 사람이 3개씩 혼자 가집니다 (공유 없음)",
    ),
    (
        "셋이서 하는데 게이트웨이 나누는 법?",
        "indigo-gateways",
        "한 사람이 1개는 혼자, 2개는 함께 가집니다",
    ),
    (
        "3명 할때 예비 보석 몇개?",
        "indigo-setup",
        "예비 보석 12개: 호박 6개, 에메랄드 5개, 사파이어 1개",
    ),
    ("처음에 가운데 타일에 보석 뭐뭐 올려?", "indigo-setup", "에메랄드 5개, 사파이어 1개"),
    ("나빗길 셋업 보드에 보석 몇 개 올라가요?", "indigo-setup", "12개"),
    ("4인 준비할 때 중앙에 에메랄드 몇개", "indigo-setup", "5개"),
    ("꼭짓점 보석 타일에는 뭐 올려?", "indigo-setup", "호박 1개씩"),
    ("중앙 옆에 타일 처음 놓으면 무슨 보석 나와?", "indigo-centre", "에메랄드가 나옵니다"),
    ("가운데 타일 주변 여섯번째 칸 채우면 뭐가 나와요?", "indigo-centre", "사파이어가 나옵니다"),
    ("센터 옆에 세 번째로 놓으면 사파이어 나와?", "indigo-centre", "아니요, 에메랄드가 나옵니다"),
    ("center 옆에 마지막 칸 놓으면 sapphire 나옴?", "indigo-centre", "네, 사파이어가 나옵니다"),
    (
        "중앙 둘레 다섯번째 타일 놓으면 에메랄드야 사파이어야?",
        "indigo-centre",
        "에메랄드가 나옵니다",
    ),
    ("중앙에 타일 붙이면 보석 몇개 나와?", "indigo-centre-count", "1개"),
    ("손에 타일 몇 장 들고 있어?", "indigo-hand", "1장"),
    ("타일 놓고 나서 몇 장 뽑아?", "indigo-hand", "1장"),
    ("처음에 타일 몇장 받아요?", "indigo-hand", "1장"),
    ("내 차례 끝나면 손에 타일 몇 개?", "indigo-hand", "1장"),
    ("tile 손에 몇장 들고해요?", "indigo-hand", "1장"),
    ("상대 게이트로 보석 나가면 누가 가져?", "indigo-exit", "상대가 가져갑니다"),
    ("내가 타일 놨는데 보석이 친구 출구로 나가면 누구 거야?", "indigo-exit", "친구가 가져갑니다"),
    (
        "방금 내가 놓은 타일로 에메랄드가 상대 게이트웨이로 나갔어 누구 꺼?",
        "indigo-exit",
        "상대가 가져갑니다 (에메랄드 2점)",
    ),
    (
        "공유 게이트웨이로 사파이어 나가면 둘 다 3점?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 사파이어를 1개씩 받습니다 (3점씩)",
    ),
    (
        "3인에서 같이 쓰는 게이트로 호박 나가면 어떻게 돼?",
        "indigo-shared-gateway",
        "두 주인 모두 호박을 1개씩 받습니다 (1점씩)",
    ),
    (
        "4명 할 때 공유 출구로 에메랄드 나가면 두 사람 다 받아?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
    ),
    (
        "보석 두 개가 부딪히면 어떻게 돼?",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
    ),
    (
        "보석끼리 만나면 어케됨",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
    ),
    (
        "에메랄드랑 호박이 충돌하면 누가 가져요?",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
    ),
    (
        "충돌한 보석은 다시 중앙으로 돌아가?",
        "indigo-collision",
        # (whether they go back is asked: 아니요)
        "아니요, 두 보석 모두 게임에서 빠지고 돌아가지 않습니다",
    ),
    (
        "gem 두개 박치기하면?",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
    ),
    (
        "길에서 보석 둘이 마주치면 점수 받아?",
        "indigo-collision",
        # someone said to score: 아니요 (probe 17; was the plain statement)
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
    ),
    ("보석 다 나가면 게임 끝나?", "indigo-end", "네, 게임이 끝납니다"),
    ("보드에 보석이 하나도 없으면 끝이에요?", "indigo-end", "네, 게임이 끝납니다"),
    ("보석 2개 남았는데 게임 끝난거야?", "indigo-end", "아니요, 아직 끝나지 않습니다"),
    ("중앙에 사파이어만 남았는데 게임 끝나요?", "indigo-end", "아니요, 아직 끝나지 않습니다"),
    ("마지막 보석이 충돌로 사라지면 게임 끝?", "indigo-end", "네, 게임이 끝납니다"),
    (
        "게이트웨이 칸에서 출구 두 개를 급곡선으로 이어도 돼?",
        "indigo-placement",
        "아니요, 한 칸의 두 출구를 곡선으로 바로 잇게 놓을 수 없습니다",
    ),
]

NOT_READ = [  # questions no reading may answer
    # the points of a player whose gems are not said (was: 7점, the asker's)
    "호박 3개 에메랄드 2개인데 상대가 몇 점인지 알려줘",
    "나빗길 재밌어요?",
    "인디고 몇 분 걸려?",
    "보석 점수 숨겨야 돼요?",
    "호박 3개 에메랄드 2개 모으려면 어떻게 해야 돼?",
    "에메랄드가 왜 2점이야?",
    "사파이어 2개 다 먹는 전략 있어?",
    "타일 모양 몇 종류야?",
    "호박 3개 에메랄드 2개 가진 사람이 먼저 시작해?",
    "가장 어린 사람이 먼저 해?",
    "상대가 내 점수 물어보면 알려줘야 돼?",
    "호박 3개 에메랄드 2개 사파이어 1개 남았는데 누가 유리해?",
    "내가 호박 3개 가져갈 수 있는 방법?",
    "호박 4개 에메랄드 1개 있는데 다음 턴에 뭐 놓을까?",
    "게이트웨이 색깔이 왜 주황색이야?",
    "아줄에서 타일 3개 떨어지면 몇 점 깎여?",
    "루미큐브 조커 몇 점이야?",
    "친구가 호박 3개 숨겼어요 어떻게 해요?",
    "나빗길 2판 했는데 합계 점수 어떻게 계산해요?",
    "점수판 어디 있어요?",
    "게이트웨이 토큰 잃어버렸는데 뭐로 대체하죠?",
    "보석 몇 개 모아야 이겨요?",
    "중앙 타일이 뭐야?",
    "호박 색이 노란색 맞아?",
    "에메랄드 3개 모았으면 잘한 거야?",
    "3명이서 하면 몇 분 걸려요?",
    "4인 할 때 누가 먼저 해?",
    "2명이서 할 때 전략 팁 있어?",
    "호박 5개 사는데 얼마예요?",
    # ("공유 게이트웨이로 나가면 한 명만 받지 않아?", a gem of no kind, is read since probe 17)
    "호박 3개 에메랄드 2개인데 상대가 몇 점인지 알 수 있어?",
    "에메랄드 2개 호박 1개 있는데 사파이어 나올 때까지 기다릴까?",
    "3인 할 때 타일 몇 장 남아야 끝나?",
    "사파이어 1개 나왔는데 나머지 하나는 어디서 나와?",
    "호박 3개 갖고 있는데 상대 게이트웨이 막는 법?",
    "보석이 내 출구 앞에서 멈췄는데 다음 차례에 또 움직여?",
    "인디고 보드게임 어디서 사요?",
    "4명이서 하면 누가 제일 유리해?",
    "호박 2개 에메랄드 1개로 시작하는 변형 규칙 있어?",
    "노랑 3점 초록 2점이면 맞아?",
    "손에 타일 몇 장 들고 있을 때 놓을 수 있어?",
    "상대 게이트로 보석 안 나가면 누가 가져?",
    "예비에 보석 2개 남았는데 게임 끝나?",
    "마지막 보석이 내 게이트로 나가면 누가 이겨?",
    "타일 놓고 나서 몇 장 뽑고 몇 장 버려?",
    "호박 3개 에메랄드 2개 x2 하면 몇 점?",
    "누가 이겨? 나는 호박 3개",
    "보석 2개 남았는데 둘이 부딪히면 끝나?",
    "중앙 옆 마지막 칸에 놓으면 몇 점?",
    # ("공유 게이트웨이로 보석 나가면 둘 다 받아?": read since probe 17, any gem)
]


test_the_engines_verdict = reads_test("indigo", READ)
test_not_read = reads_nothing_test("indigo", NOT_READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
