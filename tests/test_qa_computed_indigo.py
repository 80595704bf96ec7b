"""Indigo's computed answers beyond scores and gateway charts: the set-up's gems and reserve,
a gem leaving through a shared gateway, the centre's next gem, the tiles in hand. Each class
on varied phrasings, and the look-alikes it must decline."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

NO_RESERVE_2P = "아니요, 2명이면 예비 보석을 쓰지 않습니다"
RESERVE_SET = "네, 예비 보석 12개(호박 6개, 에메랄드 5개, 사파이어 1개)를 둡니다"
ONE_SAPPHIRE = "아니요, 한 사람이 모을 수 있는 사파이어는 많아야 1개입니다"
RESERVE_KEPT = "아니요, 예비 보석 12개(호박 6개, 에메랄드 5개, 사파이어 1개)를 둡니다"
GAME_OVER = "게임이 이미 끝났습니다: 보드에 보석이 없으면 타일을 더 놓지 않습니다"
ONE_SAPPHIRE_HELD = "한 사람이 모을 수 있는 사파이어는 많아야 1개입니다"
NOT_OVER = "아니요, 아직 끝나지 않습니다"
GOES_ON = "네, 게임은 계속됩니다"
SOME_GONE_ENDS = "보드에 보석이 하나라도 남아 있으면 끝나지 않습니다"

VERDICTS = [  # (question, kind, verdict, ok)
    # the gems the set-up puts on the board (and in the reserve), summed or counted
    ("나빗길 처음 판에 깔린 보석 12개 다 합치면 몇 점이야?", "indigo-setup", "19점", None),
    ("처음 깔린 보석 점수 총합이 얼마야", "indigo-setup", "19점", None),
    ("인디고 시작할 때 중앙에 올리는 보석 합치면 몇 점?", "indigo-setup", "13점", None),
    ("나빗길 처음에 가장자리에 놓인 보석 다 더하면 몇점", "indigo-setup", "6점", None),
    ("예비 보석 다 합치면 몇 점이에요?", "indigo-setup", "19점", None),
    ("처음 보드에 놓이는 보석 몇 개예요?", "indigo-setup", "12개", None),
    ("보석 타일 가운데에 보석 몇 개 올려놔?", "indigo-setup", "6개", None),
    # the reserve for a number of players
    ("2인 게임인데 예비 호박 6개 에메랄드 5개 세팅해야 돼?", "indigo-setup", NO_RESERVE_2P, False),
    ("나빗길 둘이서 하면 예비 보석 필요해요?", "indigo-setup", NO_RESERVE_2P, False),
    # "안 써도 돼요?" asks whether it may be left out: 네 when the game does not use it
    (
        "두 명이서 하는데 예비 보석 안 써도 돼요?",
        "indigo-setup",
        "네, 2명이면 예비 보석을 쓰지 않습니다",
        True,
    ),
    (
        "3인 단독 변형이면 예비 보석 써?",
        "indigo-setup",
        "아니요, 3명(단독 소유 변형)이면 예비 보석을 쓰지 않습니다",
        False,
    ),
    ("2인인데 예비 보석 몇 개 둬요?", "indigo-setup", "2명이면 예비 보석을 쓰지 않습니다", None),
    ("4명이서 할 때 예비 보석 세팅해야 돼?", "indigo-setup", RESERVE_SET, True),
    ("인디고 4인인데 예비 호박 6개 맞지?", "indigo-setup", RESERVE_SET, True),
    (
        "4인인데 예비 호박 5개 맞아?",
        "indigo-setup",
        "아니요, 예비 보석은 호박 6개, 에메랄드 5개, 사파이어 1개입니다",
        False,
    ),
    (
        "예비 보석 몇 개야?",
        "indigo-setup",
        "예비 보석 12개: 호박 6개, 에메랄드 5개, 사파이어 1개",
        None,
    ),
    # the most gems of one kind one player can collect
    ("인디고 2인에서 사파이어 2개 다 모을 수 있어?", "indigo-setup", ONE_SAPPHIRE, False),
    ("4인에서 사파이어 두 개 다 가질 수 있나요?", "indigo-setup", ONE_SAPPHIRE, False),
    ("3명이서 사파이어 2개 모을 수 있어?", "indigo-setup", ONE_SAPPHIRE, False),
    (
        "에메랄드 6개 모을 수 있어요?",
        "indigo-setup",
        "아니요, 한 사람이 모을 수 있는 에메랄드는 많아야 5개입니다",
        False,
    ),
    (
        "인디고 에메랄드 5개 다 먹을 수 있어?",
        "indigo-setup",
        "네, 한 사람이 에메랄드를 5개까지 모을 수 있습니다",
        True,
    ),
    ("나빗길 호박 몇 개까지 모을 수 있어?", "indigo-setup", "한 사람이 많아야 호박 6개", None),
    # a gem leaving through a shared gateway
    (
        "인디고 에메랄드가 나랑 지수 공유 게이트로 나갔어. 지수도 받아?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
        True,
    ),
    (
        "4명이서 하는데 호박이 나랑 옆 사람 게이트로 나가면 둘 다 1점씩?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
    (
        "3인 게임에서 민수랑 같이 쓰는 게이트로 사파이어 나갔는데 예비에 사파이어 있어?",
        "indigo-shared-gateway",
        "네, 예비에 사파이어 1개가 있어 두 주인 모두 받습니다 (3점씩)",
        True,
    ),
    (
        "나빗길 4인 공유 출구로 사파이어 나갔는데 예비에 사파이어 남아 있어?",
        "indigo-shared-gateway",
        "네, 예비에 사파이어 1개가 있어 두 주인 모두 받습니다 (3점씩)",
        True,
    ),
    (
        "나빗길 4인에서 사파이어가 공유 게이트웨이로 나가면 몇 점씩 받아요?",
        "indigo-shared-gateway",
        "두 주인 모두 사파이어를 1개씩 받습니다 (3점씩)",
        None,
    ),
    (
        "둘이 같이 쓰는 출구로 호박 나가면 누가 가져가요?",
        "indigo-shared-gateway",
        "두 주인 모두 호박을 1개씩 받습니다 (1점씩)",
        None,
    ),
    (
        "두 사람이 같이 가진 게이트웨이로 에메랄드가 나가면 둘 다 점수 받나요",
        "indigo-shared-gateway",
        "네, 두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
        True,
    ),
    (
        "공유 게이트웨이로 호박 나가면 둘 다 2점씩?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 1점씩 받습니다",
        False,
    ),
    (
        "인디고 2인인데 공유 게이트로 사파이어 나가면 둘 다 받아?",
        "indigo-shared-gateway",
        "아니요, 2명이면 공유 게이트웨이가 없습니다",
        False,
    ),
    (
        "민수랑 지수가 같이 쓰는 게이트로 사파이어 나갔어. 지수도 받아?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 사파이어를 1개씩 받습니다 (3점씩)",
        True,
    ),
    # the gem the centre gives next
    (
        "인디고 중앙 타일에서 에메랄드 3개 나갔는데 이번에 또 중앙에 붙이면 뭐 나와?",
        "indigo-centre",
        "에메랄드가 나옵니다",
        None,
    ),
    (
        "가운데 보석 타일에 이번이 여섯 번째로 길 붙이는 거면 뭐가 나가?",
        "indigo-centre",
        "사파이어가 나옵니다",
        None,
    ),
    (
        "나빗길 중앙에서 에메랄드 다 나왔는데 다음에 붙이면 뭐 나와?",
        "indigo-centre",
        "사파이어가 나옵니다",
        None,
    ),
    (
        "중앙 옆에 세 번째로 타일 놓으면 무슨 보석 나와요?",
        "indigo-centre",
        "에메랄드가 나옵니다",
        None,
    ),
    (
        "가운데에 타일 5장 붙였는데 하나 더 붙이면 뭐가 나가요?",
        "indigo-centre",
        "사파이어가 나옵니다",
        None,
    ),
    ("중앙에 첫 번째 타일 붙이면 뭐 나옴?", "indigo-centre", "에메랄드가 나옵니다", None),
    ("중앙 에메랄드 2개 나갔어 다음은 뭐야", "indigo-centre", "에메랄드가 나옵니다", None),
    (
        "인디고 가운데 타일에 2번째로 붙이면 사파이어야?",
        "indigo-centre",
        "아니요, 에메랄드가 나옵니다",
        False,
    ),
    ("중앙에 여섯번째로 붙이면 사파이어 나와?", "indigo-centre", "네, 사파이어가 나옵니다", True),
    # the centre's cells said filled, then the last (or the next) one
    (
        "중앙 보석 타일 옆 여섯 칸 중 이미 다섯 칸에 타일이 깔려 있어요. 마지막 칸에 놓으면 뭐가 나와요?",
        "indigo-centre",
        "사파이어가 나옵니다",
        None,
    ),
    (
        "가운데 타일 주변 6칸 중 2칸 채워져 있어. 다음 칸에 붙이면 무슨 보석이 나가?",
        "indigo-centre",
        "에메랄드가 나옵니다",
        None,
    ),
    (
        "인디고 중앙 옆 5칸에 벌써 타일 있어요 남은 한 칸에 놓으면 사파이어 나와요?",
        "indigo-centre",
        "네, 사파이어가 나옵니다",
        True,
    ),
    (
        "중앙 둘레 네 칸에 이미 놓여 있는데 한 칸 더 놓으면 뭐 나와?",
        "indigo-centre",
        "에메랄드가 나옵니다",
        None,
    ),
    (
        "나빗길 중앙 옆 다섯 칸 다 깔렸는데 나머지 칸에 놓으면 에메랄드 나와?",
        "indigo-centre",
        "아니요, 사파이어가 나옵니다",
        False,
    ),
    # the reserve running short on a shared gateway
    (
        "공유 게이트웨이로 사파이어 나가면 예비 사파이어 1개 줘야 하는데 부족할 일 없어?",
        "indigo-shared-gateway",
        "예비의 사파이어 1개로 모자라지 않습니다 (보드의 사파이어는 1개)",
        None,
    ),
    (
        "4인인데 공유 게이트로 호박 나가면 예비에서 호박 하나 주잖아, 모자라지 않아?",
        "indigo-shared-gateway",
        "예비의 호박 6개로 모자라지 않습니다 (보드의 호박은 6개)",
        None,
    ),
    (
        "공유 게이트웨이로 에메랄드 나가면 예비 에메랄드 1개 주는데 부족하면 어떡해?",
        "indigo-shared-gateway",
        "예비의 에메랄드 5개로 모자라지 않습니다 (보드의 에메랄드는 5개)",
        None,
    ),
    (
        "3인 게임 같이 쓰는 출구로 사파이어 나가면 예비 사파이어 모자라?",
        "indigo-shared-gateway",
        "예비의 사파이어 1개로 모자라지 않습니다 (보드의 사파이어는 1개)",
        None,
    ),
    (
        "나빗길 공유 게이트로 호박 나갈 때마다 예비에서 호박 1개씩 주면 예비 바닥나지 않아?",
        "indigo-shared-gateway",
        "예비의 호박 6개로 모자라지 않습니다 (보드의 호박은 6개)",
        None,
    ),
    # who takes a gem one player's tile sends out: the gateway's owners
    (
        "인디고 2인인데 내가 놓은 타일로 호박이 상대 게이트웨이로 바로 나가버렸어요. 누가 가져가요?",
        "indigo-exit",
        "상대가 가져갑니다 (호박 1점)",
        None,
    ),
    (
        "인디고 2인인데 내가 놓은 타일 때문에 사파이어가 상대 게이트웨이로 나갔어. 누구 거야?",
        "indigo-exit",
        "상대가 가져갑니다 (사파이어 3점)",
        None,
    ),
    (
        "내가 놓은 타일 때문에 사파이어가 상대 출구로 나갔는데 내 점수야?",
        "indigo-exit",
        "아니요, 상대가 가져갑니다 (사파이어 3점)",
        False,
    ),
    (
        "2인 게임에서 상대가 놓은 타일로 에메랄드가 내 게이트웨이로 나갔어요 누가 가져가요?",
        "indigo-exit",
        "내가 가져갑니다 (에메랄드 2점)",
        None,
    ),
    (
        "나빗길 상대 타일로 호박이 내 게이트로 나갔는데 상대가 가져가?",
        "indigo-exit",
        "아니요, 내가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "3인인데 A랑 B가 같이 쓰는 게이트웨이로 제가(C) 에메랄드를 보냈어요. 저도 받나요?",
        "indigo-exit",
        "아니요, 게이트웨이의 주인 두 사람만 받습니다",
        False,
    ),
    (
        "4인인데 민수랑 지수가 공유하는 게이트로 내가 놓은 타일로 호박이 나갔어. 나도 받아?",
        "indigo-exit",
        "아니요, 게이트웨이의 주인 두 사람만 받습니다",
        False,
    ),
    (
        "4명인데 다른 두 사람이 같이 쓰는 출구로 내가 사파이어 보냈는데 나도 1개 받아?",
        "indigo-exit",
        "아니요, 게이트웨이의 주인 두 사람만 받습니다",
        False,
    ),
    (
        "3인인데 A랑 B가 같이 쓰는 게이트로 C가 에메랄드 보냈어 C도 받아?",
        "indigo-exit",
        "아니요, 게이트웨이의 주인 두 사람만 받습니다",
        False,
    ),
    # the last gem gone while tiles remain: the end, as the engine plays it
    (
        "보드에 보석이 하나 남았는데 그게 출구로 나갔어. 타일 아직 20장 남았는데 계속해?",
        "indigo-end",
        "아니요, 게임이 끝납니다",
        False,
    ),
    (
        "마지막 보석이 게이트웨이로 나갔는데 타일 더미 아직 남았어. 게임 끝나?",
        "indigo-end",
        "네, 게임이 끝납니다",
        True,
    ),
    (
        "인디고 보석 다 나갔는데 타일 남아 있으면 계속 해요?",
        "indigo-end",
        "아니요, 게임이 끝납니다",
        False,
    ),
    (
        "보석이 더 없는데 길 타일은 아직 많이 남았어요 끝까지 놓아야 하나요?",
        "indigo-end",
        "아니요, 게임이 끝납니다",
        False,
    ),
    (
        "나빗길 보드에 보석 하나도 없는데 더미에 타일 남았으면 게임 종료야?",
        "indigo-end",
        "네, 게임이 끝납니다",
        True,
    ),
    # the tiles in hand
    ("내 차례에 타일 놓고 보석 옮기고 나면 손에 몇 장 있어야 해?", "indigo-hand", "1장", None),
    ("나빗길 차례 끝나면 손에 타일 몇 장 들고 있어?", "indigo-hand", "1장", None),
    ("인디고 내 턴에 길 타일 놓고 나면 손패 몇 장이에요?", "indigo-hand", "1장", None),
    ("타일 두 장 변형이면 길 타일 놓고 뽑고 나서 손에 몇 장?", "indigo-hand", "2장", None),
    ("나빗길 처음에 손에 길 타일 몇 장 들어?", "indigo-hand", "1장", None),
    (
        "길 타일 더미 다 떨어졌는데 손에 한 장 있으면?",
        "indigo-hand",
        "그 타일을 놓고 새 타일은 뽑지 않습니다 (손에 0장)",
        None,
    ),
    (
        "인디고 더미 떨어졌는데 손에 1장 있으면 어떻게 해?",
        "indigo-hand",
        "그 타일을 놓고 새 타일은 뽑지 않습니다 (손에 0장)",
        None,
    ),
    (
        "나빗길 길 타일 다 떨어졌는데 손에 타일 한 장 남았으면 놓아도 돼?",
        "indigo-hand",
        "그 타일을 놓고 새 타일은 뽑지 않습니다 (손에 0장)",
        None,
    ),
    (
        "인디고 두 장 변형인데 더미 없고 손에 두 장 있으면?",
        "indigo-hand",
        "2장 중 1장을 놓고 새 타일은 뽑지 않습니다 (손에 1장)",
        None,
    ),
    # -- from the probe of the readers (/work/probe/indigo) ---------------------------------
    # score: any player named by a name or label with a particle or a colon, 너, 형, vs
    ("민수는 호박 3개, 지영은 에메랄드 2개 누가 이겨?", "indigo-score", "지영이 이깁니다", None),
    ("나는 호박 3개 너는 에메랄드 2개면 누가 이겨?", "indigo-score", "상대가 이깁니다", None),
    ("A: 호박 3개, B: 사파이어 1개 에메랄드 1개 누가 이겨?", "indigo-score", "B가 이깁니다", None),
    (
        "나는 호박 4개, 민지는 에메랄드 2개, 준호는 사파이어 1개 에메랄드 1개 누가 이김?",
        "indigo-score",
        "준호가 이깁니다",
        None,
    ),
    (
        "사파이어 1개랑 호박 2개 vs 에메랄드 2개랑 호박 1개 누가 이겨?",
        "indigo-score",
        "공동 우승입니다",
        None,
    ),
    (
        "우리 형은 사파이어 1개 에메랄드 1개, 나는 호박 4개 누가 이겨",
        "indigo-score",
        "형이 이깁니다",
        None,
    ),
    ("민수: 호박 3개, 지영: 에메랄드 2개 누가 이겨?", "indigo-score", "지영이 이깁니다", None),
    (
        "1번은 호박 3개 2번은 에메랄드 2개 누가 이겨?",
        "indigo-score",
        "2번 플레이어가 이깁니다",
        None,
    ),
    (
        "내 보석: 호박 3, 에메랄드 2 / 친구: 사파이어 1, 호박 1 누가 우승?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    (
        "3명이서 했는데 나는 에메랄드 세 개, 친구는 호박 여섯 개면 누가 이겨?",
        "indigo-score",
        "친구가 이깁니다",
        None,
    ),
    # score: a gem's value said is not a count
    ("에메랄드는 2점 아니야? 에메랄드 3개면 몇 점?", "indigo-score", "6점", None),
    ("호박은 1점이잖아 호박 4개면 몇 점?", "indigo-score", "4점", None),
    # score: the points level, a draw, each player's points
    (
        "나는 호박 4개 상대는 에메랄드 2개면 동점이야?",
        "indigo-score",
        "네, 둘 다 4점으로 동점입니다",
        True,
    ),
    (
        "나는 호박 5개 상대는 에메랄드 2개면 동점이야?",
        "indigo-score",
        "아니요, 내가 5점으로 더 높습니다",
        False,
    ),
    ("나는 호박 4개 상대는 에메랄드 2개면 비겨?", "indigo-score", "아니요, 내가 이깁니다", False),
    (
        "나 에메랄드 2개 호박 1개 / 상대 에메랄드 2개 호박 1개 동점이면?",
        "indigo-score",
        "공동 우승입니다",
        None,
    ),
    ("나는 호박 3개 상대는 에메랄드 2개면 몇 점씩이야?", "indigo-score", "나 3점, 상대 4점", None),
    # score: three players may hold both sapphires (a shared gateway), two may not
    (
        "3인인데 나는 사파이어 1개 상대는 사파이어 1개면 누가 이겨?",
        "indigo-score",
        "공동 우승입니다",
        None,
    ),
    # shared gateway: "only one of them?" and "split?" are answered 아니요
    (
        "3인인데 공유 게이트웨이로 호박 나가면 한 명만 받아?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 호박을 1개씩 받습니다 (1점씩)",
        False,
    ),
    (
        "공유 게이트웨이로 에메랄드 나가면 먼저 닿은 사람만 가져가?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "3인인데 나랑 민수가 같이 쓰는 게이트로 에메랄드 나가면 민수만 받아?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "나랑 상대 공유 게이트로 호박 나갔는데 상대만 받는 거 맞지?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 호박을 1개씩 받습니다 (1점씩)",
        False,
    ),
    (
        "공유 게이트웨이로 사파이어 나가면 점수 반씩 나눠?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 사파이어를 1개씩 받습니다 (3점씩)",
        False,
    ),
    (
        "공유 게이트로 호박 나가면 둘 중 하나만 받아?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 호박을 1개씩 받습니다 (1점씩)",
        False,
    ),
    (
        "4인인데 공유 출구로 에메랄드 나가면 상대만 가져가?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "공유 게이트로 호박 나가면 각자 하나씩만 받아?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
    (
        "공유 게이트로 호박 나가면 두 주인만 받아?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
    # shared gateway: "주인 둘", "두 사람이 나눠서", "둘이 나눠": the owners, not 2 players
    (
        "공유 게이트웨이로 호박 나가면 주인 둘이 1개씩 받아?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
    (
        "공유 게이트로 에메랄드 나가면 두 사람이 나눠서 1점씩 가져?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 2점씩 받습니다",
        False,
    ),
    (
        "공유 게이트로 사파이어 나가면 둘이 나눠 가져?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 사파이어를 1개씩 받습니다 (3점씩)",
        False,
    ),
    (
        "둘이서 할 때 공유 게이트로 호박 나가면 둘 다 받아?",
        "indigo-shared-gateway",
        "아니요, 2명이면 공유 게이트웨이가 없습니다",
        False,
    ),
    # set-up: may the reserve be left out? 네 when the game does not use it
    ("2인인데 예비 보석 빼도 돼?", "indigo-setup", "네, 2명이면 예비 보석을 쓰지 않습니다", True),
    (
        "2명이서 할 때 예비 보석 없어도 돼?",
        "indigo-setup",
        "네, 2명이면 예비 보석을 쓰지 않습니다",
        True,
    ),
    ("2인 예비 보석 필요 없지?", "indigo-setup", "네, 2명이면 예비 보석을 쓰지 않습니다", True),
    (
        "2인 게임인데 예비 보석 안 써도 돼?",
        "indigo-setup",
        "네, 2명이면 예비 보석을 쓰지 않습니다",
        True,
    ),
    ("4인인데 예비 보석 없어도 돼?", "indigo-setup", RESERVE_KEPT, False),
    ("3인인데 예비 보석 빼도 돼?", "indigo-setup", RESERVE_KEPT, False),
    ("4인인데 예비 보석 안 써도 되지?", "indigo-setup", RESERVE_KEPT, False),
    ("3인 공유 게이트 쓰는데 예비 보석 치워도 돼?", "indigo-setup", RESERVE_KEPT, False),
    (
        "3인 단독 변형이면 예비 보석 안 써도 돼?",
        "indigo-setup",
        "네, 3명(단독 소유 변형)이면 예비 보석을 쓰지 않습니다",
        True,
    ),
    # set-up: tiles, the gems in hand at the start, the box, what a set-up needs
    ("처음에 보석 타일 몇 개 깔아?", "indigo-setup", "7개", None),
    ("처음 세팅에서 보석 없는 타일 몇 개야?", "indigo-setup", "54개", None),
    ("처음에 보석 몇 개 가지고 시작해?", "indigo-setup", "0개", None),
    ("나빗길 처음에 손에 보석 몇 개 들고 시작해?", "indigo-setup", "0개", None),
    (
        "나빗길 보석 총 몇 개 들어 있어? 처음 세팅 기준",
        "indigo-setup",
        "24개 (처음 보드에 12개, 예비 12개)",
        None,
    ),
    ("처음 판 구성할 때 보석 몇 개 깔아?", "indigo-setup", "12개", None),
    ("4인 처음 세팅할 때 보석 몇 개 필요해?", "indigo-setup", "24개", None),
    ("2인 처음 세팅할 때 보석 몇 개 필요해?", "indigo-setup", "12개", None),
    ("처음 보드에 보석 총 몇 개 깔아?", "indigo-setup", "12개", None),
    # centre: a turn's number is not the count of tiles around the centre
    (
        "6번째 턴에 중앙 옆에 처음 타일 놓으면 뭐 나와?",
        "indigo-centre",
        "에메랄드가 나옵니다",
        None,
    ),
    (
        "여섯 번째 차례에 가운데 옆에 처음으로 타일 놨어 뭐 나와?",
        "indigo-centre",
        "에메랄드가 나옵니다",
        None,
    ),
    (
        "5번째 턴인데 중앙에 처음 연결하면 사파이어 나와?",
        "indigo-centre",
        "아니요, 에메랄드가 나옵니다",
        False,
    ),
    (
        "가운데 타일 옆에 10번째 턴에 두번째로 붙이면 뭐 나와?",
        "indigo-centre",
        "에메랄드가 나옵니다",
        None,
    ),
    # the end: no gem left on the board with tiles in hand; a gem that has not left
    (
        "나빗길 더미 다 떨어지고 손에 한 장 남았는데 보드에 보석이 하나도 없어 그럼 놓아야 돼?",
        "indigo-end",
        GAME_OVER,
        None,
    ),
    (
        "나빗길 타일 더미 떨어졌고 손에 1장 있는데 보석은 다 나갔어 계속 놓아?",
        "indigo-end",
        GAME_OVER,
        None,
    ),
    (
        "마지막 보석이 아직 안 나갔는데 타일 남았으면 계속해?",
        "indigo-end",
        "네, 게임은 계속됩니다",
        True,
    ),
    (
        "마지막 보석 안 나갔어 아직 보드에 있어. 타일 남아 있으면 계속해?",
        "indigo-end",
        "네, 게임은 계속됩니다",
        True,
    ),
    (
        "보석이 하나도 안 나갔는데 타일 남았으면 끝나?",
        "indigo-end",
        "아니요, 아직 끝나지 않습니다",
        False,
    ),
    (
        "남은 보석이 안 나갔는데 타일은 남아있어 게임 끝나?",
        "indigo-end",
        "아니요, 아직 끝나지 않습니다",
        False,
    ),
    # gateways: one numbered gateway, the gateways two numbered players share
    (
        "4인에서 1번 플레이어랑 3번 플레이어가 같이 쓰는 게이트웨이 있어?",
        "indigo-gateways",
        "네, 게이트웨이 5번을 함께 가집니다",
        True,
    ),
    (
        "2인에서 1번 플레이어랑 2번 플레이어가 같이 쓰는 게이트웨이 있어?",
        "indigo-gateways",
        "아니요, 1·2번 플레이어가 함께 가지는 게이트웨이는 없습니다",
        False,
    ),
    (
        "4인인데 게이트웨이 2번은 누구 거야?",
        "indigo-gateways",
        "게이트웨이 2번은 2·3번 플레이어가 함께 가집니다",
        None,
    ),
    (
        "3인인데 5번 게이트웨이 주인 누구야?",
        "indigo-gateways",
        "게이트웨이 5번은 2번 플레이어가 혼자 가집니다",
        None,
    ),
    # -- from the second probe of the readers (/work/probe2/indigo) ------------------------
    # score: the owners said after their gems ("사파이어 1개는 나, 호박 2개는 상대")
    ("사파이어 1개는 나, 호박 2개는 상대 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    ("사파이어 1개는 내꺼, 호박 2개는 상대꺼 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    ("사파이어 1개 나, 호박 2개 상대 누가 이겨?", "indigo-score", "내가 이깁니다", None),
    (
        "호박 3개는 나, 에메랄드 2개는 상대꺼야 누가 이겨?",
        "indigo-score",
        "상대가 이깁니다",
        None,
    ),
    # score: a hand one player cannot hold: the limit, from the engine's set-up
    ("사파이어 2개면 몇 점?", "indigo-score", ONE_SAPPHIRE_HELD, None),
    (
        "4인인데 나는 사파이어 2개 상대는 에메랄드 3개 누가 이겨?",
        "indigo-score",
        ONE_SAPPHIRE_HELD,
        None,
    ),
    (
        "3인인데 나는 에메랄드 6개 상대는 호박 2개 누가 이겨?",
        "indigo-score",
        "한 사람이 모을 수 있는 에메랄드는 많아야 5개입니다",
        None,
    ),
    ("호박 7개면 몇 점?", "indigo-score", "한 사람이 모을 수 있는 호박은 많아야 6개입니다", None),
    (
        "에메랄드 10개 사파이어 2개 호박 12개면 몇 점?",
        "indigo-score",
        "한 사람이 모을 수 있는 보석은 많아야 호박 6개, 에메랄드 5개, 사파이어 1개입니다",
        None,
    ),
    # native numbers up to twelve are read (and twelve ambers are more than one player holds)
    (
        "호박 열두 개면 몇 점?",
        "indigo-score",
        "한 사람이 모을 수 있는 호박은 많아야 6개입니다",
        None,
    ),
    # score: a correction keeps what follows
    ("호박 3개, 아니 4개 에메랄드 2개면 몇 점?", "indigo-score", "8점", None),
    (
        "나는 호박 3개, 아 아니 에메랄드 3개고 상대는 사파이어 1개 누가 이겨?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    (
        "둘 다 10점인데 나는 보석 5개, 아니 7개 상대는 6개면 누가 이겨?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    # score: a gem's value; every kind's values
    ("사파이어는 몇 점이야?", "indigo-score", "3점", None),
    ("에메랄드는 몇 점이에요?", "indigo-score", "2점", None),
    ("나빗길 호박 점수는?", "indigo-score", "1점", None),
    ("보석별 점수 알려줘", "indigo-score", "호박 1점, 에메랄드 2점, 사파이어 3점", None),
    # score: players by label, colour, bare name (first or after a comma), 누나, 도
    ("1P는 호박 3개, 2P는 에메랄드 2개면 누가 이겨?", "indigo-score", "2P가 이깁니다", None),
    (
        "빨강 플레이어는 호박 3개, 파랑 플레이어는 에메랄드 2개면 누가 이겨?",
        "indigo-score",
        "파랑 플레이어가 이깁니다",
        None,
    ),
    ("민수 호박 4개, 지영 에메랄드 2개 누가 이겨?", "indigo-score", "민수가 이깁니다", None),
    (
        "동생이 호박 3개고 누나가 에메랄드 2개야 누가 이겨?",
        "indigo-score",
        "누나가 이깁니다",
        None,
    ),
    ("민수는 호박 3개 지영이도 호박 3개 누가 이겨?", "indigo-score", "공동 우승입니다", None),
    ("나 호박 3개, 상대도 호박 3개면 누가 이겨?", "indigo-score", "공동 우승입니다", None),
    # ties with names, and the winner asked without a word for it
    (
        "둘 다 10점인데 민수는 보석 6개 지영은 5개면 누가 이겨?",
        "indigo-score",
        "민수가 이깁니다",
        None,
    ),
    ("둘 다 10점인데 나는 보석 7개, 상대는 6개면?", "indigo-score", "내가 이깁니다", None),
    (
        "둘 다 12점인데 나는 보석 7개 친구는 9개면 누가 이김?",
        "indigo-score",
        "친구가 이깁니다",
        None,
    ),
    # exit: the placer named right in the summary (see test_the_exit_names_the_placer); no kind
    (
        "2인인데 내가 놓은 타일로 호박이 상대 게이트웨이로 나갔어 누가 가져가?",
        "indigo-exit",
        "상대가 가져갑니다 (호박 1점)",
        None,
    ),
    (
        "2인인데 상대가 놓은 타일로 에메랄드가 내 게이트웨이로 나갔어 누가 가져가?",
        "indigo-exit",
        "내가 가져갑니다 (에메랄드 2점)",
        None,
    ),
    (
        "내가 놓은 타일로 보석이 상대 게이트웨이로 나가면 누가 가져가?",
        "indigo-exit",
        "상대가 가져갑니다",
        None,
    ),
    (
        "내가 놓은 타일로 보석이 상대 게이트로 나갔어 누가 가져가?",
        "indigo-exit",
        "상대가 가져갑니다",
        None,
    ),
    (
        "2인인데 상대 타일로 내 게이트웨이에 보석 나가면 누가 가져?",
        "indigo-exit",
        "내가 가져갑니다",
        None,
    ),
    # centre: a corrected ordinal; the player count; only the sapphire left
    (
        "중앙에 세 번째, 아니 여섯 번째로 붙이면 뭐 나와?",
        "indigo-centre",
        "사파이어가 나옵니다",
        None,
    ),
    (
        "중앙 옆에 여섯 번째, 아니 다섯 번째로 놓으면 사파이어 나와?",
        "indigo-centre",
        "아니요, 에메랄드가 나옵니다",
        False,
    ),
    ("중앙 옆에 6번째 말고 3번째로 놓으면 뭐 나와?", "indigo-centre", "에메랄드가 나옵니다", None),
    ("중앙에 6번째가 아니라 2번째로 붙이면 뭐 나와?", "indigo-centre", "에메랄드가 나옵니다", None),
    (
        "만약 중앙 옆에 여섯 번째가 아니라 다섯 번째로 놓았다면 뭐가 나왔어?",
        "indigo-centre",
        "에메랄드가 나옵니다",
        None,
    ),
    (
        "3인 게임에서 중앙 옆에 두 번째 타일 놓으면 뭐 나와?",
        "indigo-centre",
        "에메랄드가 나옵니다",
        None,
    ),
    (
        "중앙에 사파이어만 남았는데 이번에 붙이면 뭐 나와?",
        "indigo-centre",
        "사파이어가 나옵니다",
        None,
    ),
    # the end: a gem said to remain is not the end; some gems gone: the rule
    (
        "중앙에 보석이 남아있는데 가장자리 보석 다 나갔어 타일 남았으면 끝나?",
        "indigo-end",
        NOT_OVER,
        False,
    ),
    ("보석이 다 나갔는데 중앙에 하나 남았어 타일 남았으면 끝나?", "indigo-end", NOT_OVER, False),
    (
        "보석이 다 나갔는데, 아 아니 하나 남았는데 타일 남았으면 끝나?",
        "indigo-end",
        NOT_OVER,
        False,
    ),
    ("중앙에 사파이어가 아직 있는데 타일 남았으면 끝나?", "indigo-end", NOT_OVER, False),
    ("보석이 하나 남았는데 타일 남았으면 계속해?", "indigo-end", GOES_ON, True),
    ("더미 다 떨어졌는데 보석 아직 남았으면 계속해?", "indigo-end", GOES_ON, True),
    ("가장자리 보석 다 나갔는데 타일 남았으면 끝나?", "indigo-end", SOME_GONE_ENDS, None),
    ("모서리 보석이 다 나갔는데 타일 남았으면 끝나?", "indigo-end", SOME_GONE_ENDS, None),
    ("호박 보석이 다 나갔는데 타일 남았으면 끝나?", "indigo-end", SOME_GONE_ENDS, None),
    ("에메랄드 보석이 다 나갔는데 타일 남았으면 게임 끝나?", "indigo-end", SOME_GONE_ENDS, None),
    ("중앙 보석이 다 나갔는데 타일 남았으면 끝나?", "indigo-end", SOME_GONE_ENDS, None),
    ("마지막 사파이어가 나갔는데 타일 남았으면 끝나?", "indigo-end", SOME_GONE_ENDS, None),
    (
        "가장자리 보석이 다 없어졌는데 타일 남았으면 계속해?",
        "indigo-end",
        "보드에 보석이 하나라도 남아 있으면 게임은 계속됩니다",
        None,
    ),
    # the end: the board's last gem gone, said again after the question, still ends it
    ("보석 다 나가면 끝이야? 타일 남아 있어도?", "indigo-end", "네, 게임이 끝납니다", True),
    (
        "마지막 보석이 충돌해서 사라졌는데 타일 남았으면 게임 끝나?",
        "indigo-end",
        "네, 게임이 끝납니다",
        True,
    ),
    # hand: the player's own gems are not the board's
    (
        "나빗길 더미 떨어졌고 손에 1장인데 내 보석은 하나도 없어 놓아?",
        "indigo-hand",
        "그 타일을 놓고 새 타일은 뽑지 않습니다 (손에 0장)",
        None,
    ),
    (
        "나빗길 손에 1장 있고 더미 떨어졌어 나는 보석이 하나도 없는데 계속 놓아?",
        "indigo-hand",
        "그 타일을 놓고 새 타일은 뽑지 않습니다 (손에 0장)",
        None,
    ),
    # set-up: the 3-player no-sharing variant; 공유 없이 is the variant's
    (
        "3인 공유 없이 하면 예비 보석 필요해?",
        "indigo-setup",
        "아니요, 3명(단독 소유 변형)이면 예비 보석을 쓰지 않습니다",
        False,
    ),
    (
        "3인 공유 없이 하면 예비 보석 써야 돼?",
        "indigo-setup",
        "아니요, 3명(단독 소유 변형)이면 예비 보석을 쓰지 않습니다",
        False,
    ),
    (
        "3인 공유 없이 하면 예비 보석 빼도 돼?",
        "indigo-setup",
        "네, 3명(단독 소유 변형)이면 예비 보석을 쓰지 않습니다",
        True,
    ),
    ("3인 단독 변형 처음 세팅할 때 보석 몇 개 필요해?", "indigo-setup", "12개", None),
    ("3인 공유 없이 처음에 보석 몇 개 챙겨?", "indigo-setup", "12개", None),
    ("3인 단독 소유 변형 처음 세팅할 때 보석 몇 개 꺼내?", "indigo-setup", "12개", None),
    # set-up: the reserve set aside, the board asked
    ("예비 보석 빼고 처음에 보드에 보석 몇 개 놓아?", "indigo-setup", "12개", None),
    ("예비 보석 말고 처음에 보드에 놓는 보석 몇 개야?", "indigo-setup", "12개", None),
    # set-up: the centre's and corners' gems, of a kind; the box; one player's most
    ("중앙에 보석 몇 개 놓아?", "indigo-setup", "6개", None),
    (
        "게임 상자에 보석 몇 개 들어 있어?",
        "indigo-setup",
        "24개 (처음 보드에 12개, 예비 12개)",
        None,
    ),
    ("박스에 들어있는 보석 다 합치면 몇 점?", "indigo-setup", "38점", None),
    ("2인인데 예비 보석 꺼내야 돼?", "indigo-setup", NO_RESERVE_2P, False),
    # shared gateway: every player asked about: only the two owners
    (
        "3인에서 공유 게이트웨이로 호박 나가면 세 명 다 받아?",
        "indigo-shared-gateway",
        "아니요, 게이트웨이의 두 주인만 호박을 1개씩 받습니다 (1점씩)",
        False,
    ),
    (
        "3인에서 공유 게이트웨이로 호박 나가면 셋 다 받아?",
        "indigo-shared-gateway",
        "아니요, 게이트웨이의 두 주인만 호박을 1개씩 받습니다 (1점씩)",
        False,
    ),
    (
        "4인에서 공유 게이트웨이로 에메랄드 나가면 네 명 모두 받아?",
        "indigo-shared-gateway",
        "아니요, 게이트웨이의 두 주인만 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "3인인데 공유 게이트웨이로 사파이어 나가면 모든 플레이어가 3점씩 받아?",
        "indigo-shared-gateway",
        "아니요, 게이트웨이의 두 주인만 사파이어를 1개씩 받습니다 (3점씩)",
        False,
    ),
    (
        "4인인데 공유 게이트웨이로 에메랄드 나가면 세 명이 받아?",
        "indigo-shared-gateway",
        "아니요, 게이트웨이의 두 주인만 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    # "모두 받아?": both owners or every player? the plain statement
    (
        "공유 게이트웨이로 호박 나가면 모두 받아?",
        "indigo-shared-gateway",
        "두 주인 모두 호박을 1개씩 받습니다 (1점씩)",
        None,
    ),
    # gateways: a player's number; a gateway asked with 누가; the count; the 3-player variant
    (
        "4인인데 게이트웨이 3번 플레이어는 누구랑 같이 써?",
        "indigo-gateways",
        "3번 플레이어: 게이트웨이 2번은 2번 플레이어와 함께, 게이트웨이 5번은 1번 플레이어와 함께, "
        "게이트웨이 6번은 4번 플레이어와 함께 가집니다",
        None,
    ),
    (
        "2인인데 게이트웨이 4번 누가 가져?",
        "indigo-gateways",
        "게이트웨이 4번은 2번 플레이어가 혼자 가집니다",
        None,
    ),
    (
        "4인에서 게이트웨이 2번 플레이어 거 누구랑 공유해?",
        "indigo-gateways",
        "2번 플레이어: 게이트웨이 1번은 1번 플레이어와 함께, 게이트웨이 2번은 3번 플레이어와 함께, "
        "게이트웨이 4번은 4번 플레이어와 함께 가집니다",
        None,
    ),
    ("게이트웨이 몇 개야?", "indigo-gateways", "6개", None),
    (
        "3인 단독 변형이면 게이트웨이 몇 개씩?",
        "indigo-gateways",
        "한 사람이 2개씩 혼자 가집니다 (공유 없음)",
        None,
    ),
]

DECLINED = [  # (question, the kind it must not be read as)
    # set-up: a number that is not the set-up's, gems that moved, per tile, mid-game
    ("처음 판에 보석 10개 깔린 거 합치면 몇 점?", "indigo-setup"),
    ("나빗길 보석 타일에 보석 몇 개씩 올려?", "indigo-setup"),
    ("처음에 중앙에서 나온 보석 합치면 몇 점?", "indigo-setup"),
    ("나빗길 예비 보석은 언제 써", "indigo-setup"),
    ("예비 보석 몇 개 남았어?", "indigo-setup"),
    ("4인인데 예비 보석 모자라면 어떻게 해?", "indigo-setup"),
    ("사파이어 한 번에 2개 얻을 수 있어?", "indigo-setup"),
    ("사파이어랑 에메랄드 둘 다 모을 수 있어?", "indigo-setup"),
    ("보석 몇 개까지 모을 수 있어?", "indigo-setup"),
    # shared gateway: no one kind, two gems, the asker or another not an owner, a variant
    # (a gem of no kind, "공유 게이트웨이로 보석 나가면 둘 다 받아?", is read since probe 17:
    # tests/test_qa_computed_indigo_probe17.py)
    ("호박이랑 에메랄드가 공유 게이트로 나가면?", "indigo-shared-gateway"),
    ("공유 게이트웨이로 호박 2개 나가면 몇 점?", "indigo-shared-gateway"),
    (
        "3인인데 A랑 B가 같이 쓰는 게이트웨이로 제가(C) 에메랄드를 보냈어요. 저도 받나요?",
        "indigo-shared-gateway",
    ),
    ("공유 게이트웨이로 내가 호박 보냈으면 나도 받아?", "indigo-shared-gateway"),
    ("A랑 B 공유 게이트로 호박 나갔는데 C도 받아?", "indigo-shared-gateway"),
    ("공유 게이트로 에메랄드 나가면 상대도 받아?", "indigo-shared-gateway"),
    ("공유 게이트로 에메랄드 나가는데 충돌하면?", "indigo-shared-gateway"),
    ("3인 단독 변형에서 공유 게이트로 호박 나가면?", "indigo-shared-gateway"),
    (
        "인디고 2인인데 내가 놓은 타일 때문에 사파이어가 상대 게이트웨이로 나갔어. 누구 거야?",
        "indigo-shared-gateway",
    ),
    # centre: no case, a seventh, the next after a counted one, somewhere else
    ("중앙 옆에 타일 놓으면 보석 몇 개 나와?", "indigo-centre"),
    ("사파이어 언제 나와", "indigo-centre"),
    ("중앙 보석 나오는 순서", "indigo-centre"),
    ("중앙에 일곱 번째로 붙이면 뭐 나와?", "indigo-centre"),
    ("중앙에서 에메랄드 6개 나갔는데 다음은 뭐 나와?", "indigo-centre"),
    ("중앙에 세 번째로 붙인 타일 보석 어디로 가?", "indigo-centre"),
    ("중앙에 세 번째로 붙였는데 에메랄드 나왔어. 다음은 뭐 나와?", "indigo-centre"),
    ("가장자리 보석 타일에 세 번째로 붙이면 뭐 나와?", "indigo-centre"),
    # centre: cells filled but not which one next, "마지막" before five, all six
    ("중앙 둘레 세 칸에 타일 놓여 있는데 남은 칸에 놓으면 뭐 나와?", "indigo-centre"),
    ("중앙 옆 네 칸에 이미 깔려 있으면 마지막 칸엔 뭐 나와?", "indigo-centre"),
    ("중앙 옆 여섯 칸 다 깔려 있으면 뭐 나와?", "indigo-centre"),
    # who takes it: no one kind, the asker an owner, a count of players ("내가 놓은 타일로
    # 호박이 내 게이트로 나갔어 누가 가져?", one's own gateway, is read since probe 24: the
    # owner takes it, the engine's owner placing the tile; "내가 놓은 타일로 호박 2개가 상대
    # 게이트로 나갔어 누가 가져가?", several gems, is read since probe 25: the owner takes them all)
    ("3인인데 나랑 A가 같이 쓰는 게이트로 내가 호박 보냈어. 나도 받아?", "indigo-exit"),
    ("3인인데 A랑 B가 같이 쓰는 게이트로 A가 에메랄드 보냈어 A도 받아?", "indigo-exit"),
    ("4인인데 내가 놓은 타일로 호박이 상대 게이트웨이로 나갔어. 누가 가져가?", "indigo-exit"),
    # the end: no question of going on, the winner asked, the pile empty
    ("보석 다 나갔는데 누가 이겨?", "indigo-end"),
    ("타일 다 떨어졌는데 계속해?", "indigo-end"),
    # the reserve short with no shared gateway, no one kind
    ("예비 보석 부족하면 어떻게 해?", "indigo-shared-gateway"),
    ("공유 게이트로 보석 나가면 예비 모자라지 않아?", "indigo-shared-gateway"),
    # hand: another game, no game's word, not a count of tiles in hand
    ("타일 더미 다 떨어졌는데 손에 한 장 있으면?", "indigo-hand"),
    ("루미큐브 타일 다 떨어졌는데 손에 한 장 있으면?", "indigo-hand"),
    ("차례 끝나면 손에 몇 장?", "indigo-hand"),
    ("나빗길 타일 다 떨어지면 게임 끝나?", "indigo-hand"),
    ("나빗길 손에 든 타일 몇 번 돌려도 돼?", "indigo-hand"),
    ("인디고 손에 몇 장 남았는지 보여줘야 해?", "indigo-hand"),
    ("나빗길 더미 떨어졌는데 손에 세 장 있으면?", "indigo-hand"),
    ("나빗길 3인 단독 변형인데 차례 끝나면 손에 몇 장?", "indigo-hand"),
    # -- from the probe of the readers (/work/probe/indigo) ---------------------------------
    # score: comparisons, what-ifs, additions and removals the hands as read do not settle
    ("호박 5개면 에메랄드 2개보다 점수 높아?", "indigo-score"),
    ("호박 6개 있으면 사파이어 2개랑 동점이야?", "indigo-score"),
    ("호박 3개랑 에메랄드 3개 중에 뭐가 점수 더 높아?", "indigo-score"),
    ("에메랄드 2개 빼고 호박 3개만 있으면 몇 점?", "indigo-score"),
    ("호박 2개 에메랄드 3개 모았는데 사파이어 먹으면 몇 점 돼?", "indigo-score"),
    ("호박 2개 에메랄드 3개 모았는데 사파이어 하나 더 먹으면 몇 점 돼?", "indigo-score"),
    (
        "나는 호박 3개 상대는 에메랄드 2개인데 내가 사파이어 하나 더 얻으면 누가 이겨?",
        "indigo-score",
    ),
    (
        "나는 호박 3개 상대는 에메랄드 2개인데 다음에 내가 사파이어 얻으면 누가 이겨?",
        "indigo-score",
    ),
    ("나는 에메랄드 2개 상대는 호박 3개 근데 상대가 사파이어를 잃으면 누가 이겨?", "indigo-score"),
    ("호박 3개 에메랄드 1개면 상대보다 점수 높아?", "indigo-score"),
    ("호박 두 개랑 사파이어 하나면 에메랄드 몇 개랑 같은 점수야?", "indigo-score"),
    ("사파이어 1개는 호박 몇 개랑 점수가 같아?", "indigo-score"),
    ("에메랄드는 3점 아니야? 에메랄드 3개면 몇 점?", "indigo-score"),
    # score: whose gems, or what of them, not said
    ("철수 호박 2개 영희 에메랄드 1개 누가 이겨", "indigo-score"),
    ("호박 3개 있는데 에메랄드 2개면 몇 점?", "indigo-score"),
    ("민수는 호박 3개 에메랄드 2개 누가 이겨?", "indigo-score"),
    # score: more gems than the players' game hands out (2 players: no reserve); one hand over
    # one player's limit is answered with that limit since probe 22
    ("2인인데 나는 사파이어 1개 상대는 사파이어 1개면 누가 이겨?", "indigo-score"),
    ("2인인데 A는 호박 1, B는 호박 1, C는 호박 1이면 누가 이겨?", "indigo-score"),
    # set-up: a tile count that is neither the treasure tiles nor the route tiles; no players
    ("처음 세팅할 때 보석 몇 개 필요해?", "indigo-setup"),
    ("처음에 타일 몇 개 깔아 보석이랑?", "indigo-setup"),
    # centre: a turn's number and no count of the centre's tiles
    ("3번째 턴에 중앙 옆에 타일 놓으면 뭐 나와?", "indigo-centre"),
    ("2번째 라운드에 중앙에 연결했는데 중앙에 붙인 건 처음이야 뭐 나와?", "indigo-centre"),
    # hand: no gem on the board is the end, not a turn
    (
        "나빗길 더미 다 떨어지고 손에 한 장 남았는데 보드에 보석이 하나도 없어 그럼 놓아야 돼?",
        "indigo-hand",
    ),
    # the end: a gem that could not leave but collided is gone all the same
    (
        "마지막 보석 두 개가 게이트로 못 나가고 부딪혀서 사라졌는데 타일 남았으면 계속해?",
        "indigo-end",
    ),
    # gateways: a gateway or player the chart's summary does not name
    ("3인인데 게이트웨이 몇 번이 내 거야?", "indigo-gateways"),
    ("4인인데 나랑 게이트웨이 같이 쓰는 사람 누구야?", "indigo-gateways"),
    ("2인인데 게이트웨이를 나란히 놓아도 돼?", "indigo-gateways"),
    ("3명 게임인데 내 게이트웨이 옆이 누구 거야?", "indigo-gateways"),
    # -- from the second probe (/work/probe2/indigo) ---------------------------------------
    # score: gems counted more than once in words; the last place; at least; all together
    ("에메랄드를 두 번 받았으면 몇 점?", "indigo-score"),
    ("에메랄드 2개를 두 번 받았으면 몇 점?", "indigo-score"),
    ("호박 2개씩 세 번 받았으면 몇 점이야?", "indigo-score"),
    ("우리 셋 다 에메랄드 1개씩이면 합쳐서 몇 점?", "indigo-score"),
    ("호박 3개 에메랄드 2개 두 세트면 몇 점?", "indigo-score"),
    ("호박 3개 에메랄드 2개씩 두 명이면 합쳐서 몇 점?", "indigo-score"),
    ("사파이어 1개 에메랄드 2개 두 배면 몇 점?", "indigo-score"),
    ("나는 호박 3개 상대는 에메랄드 1개 친구는 사파이어 1개면 누가 꼴등이야?", "indigo-score"),
    ("나는 호박 3개 상대는 에메랄드 2개면 누가 꼴찌야?", "indigo-score"),
    ("나는 호박 3개 상대는 에메랄드 2개면 누가 져?", "indigo-score"),
    ("호박 3개 에메랄드 2개 이상이면 몇 점?", "indigo-score"),
    ("나는 호박 3개 상대는 에메랄드 2개면 합쳐서 몇 점이야?", "indigo-score"),
    ("에메랄드 2개 말고 호박 3개도 있으면 몇 점?", "indigo-score"),
    # score: a name without a particle only first or after a comma, beside other owners
    ("나는 호박 3개 먹었음 에메랄드 2개 몇 점?", "indigo-score"),
    # the tie: numbers no player's gems can make (one sapphire each at most)
    ("둘 다 6점인데 나는 보석 2개 상대는 3개면 누가 이겨?", "indigo-score"),
    ("둘 다 10점인데 나는 보석 10개 상대는 6개면 누가 이겨?", "indigo-score"),
    # centre: two tiles asked about
    ("중앙 옆에 세 번째로 놓으면 뭐 나와? 여섯 번째는?", "indigo-centre"),
    ("5인 게임에서 중앙 옆에 두 번째 타일 놓으면 뭐 나와?", "indigo-centre"),
    # the end: two questions; a player's own gems
    ("마지막 보석이 나갔는데 타일 남았으면 끝나? 안 나갔으면?", "indigo-end"),
    ("내 보석은 하나도 없는데 타일 남았으면 끝나?", "indigo-end"),
    ("보석이 다 나갔는데 타일 하나 있으면 계속해?", "indigo-end"),
    # hand: some gems gone is not the end, and the board's others are not said; gems asked
    (
        "나빗길 더미 다 떨어졌고 손에 한 장 남았는데 가장자리에 보석이 하나도 없어 놓아야 돼?",
        "indigo-end",
    ),
    ("나빗길 더미 떨어졌고 손에 1장인데 중앙 보석은 다 나갔어 놓아?", "indigo-end"),
    ("나빗길 더미 다 떨어졌고 손에 한 장 있는데 호박 보석이 다 나갔어 놓아?", "indigo-end"),
    ("나빗길 더미 떨어졌고 손에 1장인데 내 보석은 하나도 없어 놓아?", "indigo-end"),
    ("나빗길 차례 끝나면 손에 보석 몇 개 있어?", "indigo-hand"),
    # set-up: one place's treasure tile; a variant other than the no-sharing one
    ("중앙 보석 타일은 몇 개 놓아?", "indigo-setup"),
    ("3인 변형 처음 세팅할 때 보석 몇 개 필요해?", "indigo-setup"),
    ("4인 단독 변형 처음 세팅할 때 보석 몇 개 필요해?", "indigo-setup"),
    # gateways: exits are not gateways; a variant other than the no-sharing one
    ("출구 몇 개야?", "indigo-gateways"),
    ("3인 전술 변형이면 게이트웨이 몇 개씩?", "indigo-gateways"),
]


@pytest.mark.parametrize(("question", "kind", "verdict", "ok"), VERDICTS)
def test_the_engines_verdict(question: str, kind: str, verdict: str, ok: bool | None) -> None:
    for game in (None, "indigo"):
        found = compute(question, game)
        assert found is not None and found.kind == kind, (question, game)
        assert (found.verdict, found.ok) == (verdict, ok)


@pytest.mark.parametrize(("question", "kind"), DECLINED)
def test_declined(question: str, kind: str) -> None:
    for game in (None, "indigo"):
        found = compute(question, game)
        assert found is None or found.kind != kind, (question, found)


def test_the_kinds_are_listed() -> None:
    from tutor.games.indigo.questions import KINDS

    assert {k for _q, k, _v, _ok in VERDICTS} <= set(KINDS)


def test_every_cited_rule_is_an_indigo_entry() -> None:
    from tutor.content import load_content

    from .conftest import CONTENT_DIR

    entries = load_content(CONTENT_DIR).entries
    for question, _kind, _verdict, _ok in VERDICTS:
        found = compute(question, "indigo")
        assert found is not None
        assert all(r in entries and entries[r].game == "indigo" for r in found.rule_ids), question


FIRST_RULE = [  # (question, the rule that decides it, shown first)
    # (two players: the FAQ on their reserve)
    ("2인 게임인데 예비 호박 6개 에메랄드 5개 세팅해야 돼?", "indigo.faq.two-player-reserve"),
    ("나빗길 처음 판에 깔린 보석 12개 다 합치면 몇 점이야?", "indigo.setup.treasure"),
    (
        "3인 게임에서 민수랑 같이 쓰는 게이트로 사파이어 나갔는데 예비에 사파이어 있어?",
        "indigo.setup.reserve",
    ),
    ("인디고 2인에서 사파이어 2개 다 모을 수 있어?", "indigo.setup.reserve"),
    ("4명이서 하는데 호박이 나랑 옆 사람 게이트로 나가면 둘 다 1점씩?", "indigo.gateway.shared"),
    (
        "가운데 보석 타일에 이번이 여섯 번째로 길 붙이는 거면 뭐가 나가?",
        "indigo.move.centre-release",
    ),
    ("내 차례에 타일 놓고 보석 옮기고 나면 손에 몇 장 있어야 해?", "indigo.turn.draw"),
    ("길 타일 더미 다 떨어졌는데 손에 한 장 있으면?", "indigo.turn.draw"),
    (
        "인디고 2인인데 내가 놓은 타일로 호박이 상대 게이트웨이로 바로 나가버렸어요. 누가 가져가요?",
        "indigo.faq.opponent-gateway",
    ),
    (
        "3인인데 A랑 B가 같이 쓰는 게이트웨이로 제가(C) 에메랄드를 보냈어요. 저도 받나요?",
        "indigo.faq.shared-gateway",
    ),
    ("인디고 보석 다 나갔는데 타일 남아 있으면 계속 해요?", "indigo.end.no-gems"),
]


@pytest.mark.parametrize(("question", "rule"), FIRST_RULE)
def test_the_deciding_rule_comes_first(question: str, rule: str) -> None:
    found = compute(question)
    assert found is not None and found.rule_ids[0] == rule


def test_the_centre_order_is_the_engines() -> None:
    """The k-th tile around the centre frees the k-th gem of the engine's centre stack."""
    from tutor.games.indigo import ENGINE, IndigoState
    from tutor.games.indigo.gems import GEM_KINDS, KIND_INFO

    state = ENGINE.new_game(2, seed=0)
    assert isinstance(state, IndigoState)
    for k, gem in enumerate(state.centre, start=1):
        found = compute(f"나빗길 중앙에 {k}번째로 타일 붙이면 뭐 나와?")
        assert found is not None and found.kind == "indigo-centre"
        assert found.verdict.startswith(str(KIND_INFO[GEM_KINDS[gem]]["name"]))


def test_the_shared_exit_is_the_engines() -> None:
    """Both owners of the gateway score, one of them from the reserve, at three and at four
    players; the 2-player chart has no shared gateway."""
    from tutor.games.indigo.questions import _SHARED_EXIT, _play

    for kind, scene in _SHARED_EXIT.items():
        for players in (3, 4):
            played = _play(players, scene)
            assert played is not None
            state, events = played
            scores = [e for e in events if e["type"] == "score"]
            assert [e["kind"] for e in scores] == [kind, kind]
            assert sorted(e["from_reserve"] for e in scores) == [False, True]
            assert {e["player"] for e in scores} == set(state.gateway_owners[1])
        played = _play(2, scene)
        assert played is not None
        assert len([e for e in played[1] if e["type"] == "score"]) == 1


def test_no_engine_seat_names() -> None:
    """Players are named as the gateway chart names them (1번 플레이어), never "플레이어 1"."""
    for question, _kind, _verdict, _ok in VERDICTS:
        found = compute(question, "indigo")
        assert found is not None
        assert not any("플레이어 1" in d for d in found.details), question


def test_the_gems_in_play_are_the_engines() -> None:
    """Two players' hands are read up to the gems the engine's set-up hands out for that many
    players (the board's, and the reserve's when a gateway is shared), and declined past it (or
    answered with one player's limit, when one hand is past that)."""
    from tutor.games.indigo import ENGINE, IndigoState
    from tutor.games.indigo.gems import GEM_KINDS, KIND_INFO

    for players in (2, 3, 4):
        state = ENGINE.new_game(players, seed=0)
        assert isinstance(state, IndigoState)
        shared = any(len(o) > 1 for o in state.gateway_owners)
        gems = [*state.centre, *state.gem_at.values(), *(state.reserve if shared else [])]
        for kind, info in KIND_INFO.items():
            n = sum(1 for g in gems if GEM_KINDS[g] == kind)
            name = info["name"]
            theirs, mine = n - n // 2, n // 2  # all of the kind in play, between the two
            held = f"나는 {name} {mine}개" if mine else "나는 호박 1개"  # never "0개"
            question = f"{players}인인데 {held} 상대는 {name} {theirs}개면 누가 이겨?"
            found = compute(question, "indigo")
            assert found is not None and found.kind == "indigo-score", question
            over = f"{players}인인데 나는 {name} {mine + 1}개 상대는 {name} {theirs}개면 누가 이겨?"
            # (or, since probe 22, one player's limit when the hand is past it too)
            past = compute(over, "indigo")
            assert past is None or past.verdict.startswith("한 사람이 모을 수 있는"), over


READ_AS = [  # (question, the field of the answer, what it must say)
    # the one who placed the tile, named as the question names them
    (
        "2인인데 내가 놓은 타일로 호박이 상대 게이트웨이로 나갔어 누가 가져가?",
        "summary",
        "내가 놓은 타일이라도 상대의 게이트웨이로",
    ),
    (
        "2인인데 상대가 놓은 타일로 에메랄드가 내 게이트웨이로 나갔어 누가 가져가?",
        "summary",
        "상대가 놓은 타일이라도 내 게이트웨이로",
    ),
    # the owners said after their gems keep their gems
    ("사파이어 1개는 나, 호박 2개는 상대 누가 이겨?", "case", "나 사파이어 1개 / 상대 호박 2개"),
    # the player count said beside "세 명이" is kept
    (
        "4인인데 공유 게이트웨이로 에메랄드 나가면 세 명이 받아?",
        "case",
        "4명 게임, 공유 게이트웨이로 에메랄드 1개가 나감",
    ),
    # the question's letters for the engine's seats
    (
        "4인인데 a랑 b가 같이 쓰는 게이트웨이로 c가 놓은 타일로 사파이어가 나갔어 c도 받아?",
        "details",
        "C가 놓은 타일로 사파이어가 나갔고, 주인(A · B)만 받습니다.",
    ),
    # a collision, not an exit
    ("마지막 보석이 충돌해서 사라졌는데 타일 남았으면 게임 끝나?", "case", "충돌로 사라짐"),
    # a tie's players by the names the question gives
    (
        "둘 다 10점인데 민수는 보석 6개 지영은 5개면 누가 이겨?",
        "case",
        "민수 10점·보석 6개, 지영 10점·보석 5개",
    ),
]


@pytest.mark.parametrize(("question", "field", "said"), READ_AS)
def test_the_case_is_read_as_asked(question: str, field: str, said: str) -> None:
    for game in (None, "indigo"):
        found = compute(question, game)
        assert found is not None, question
        value = getattr(found, field)
        assert said in (" ".join(value) if isinstance(value, list) else value), (question, value)


def test_the_collision_shows_no_exit() -> None:
    found = compute("마지막 보석이 충돌해서 사라졌는데 타일 남았으면 게임 끝나?", "indigo")
    assert found is not None
    assert not any("게이트웨이" in d and "나가" in d for d in found.details)


def test_one_players_most_is_the_engines() -> None:
    """One player holds at most the board's gems of a kind (each gem leaves once, and each owner
    of its gateway takes one): read up to that, and the limit said past it."""
    from tutor.games.indigo import ENGINE, IndigoState
    from tutor.games.indigo.gems import GEM_KINDS, KIND_INFO

    state = ENGINE.new_game(4, seed=0)
    assert isinstance(state, IndigoState)
    board = [*state.centre, *state.gem_at.values()]
    for kind, info in KIND_INFO.items():
        most = sum(1 for g in board if GEM_KINDS[g] == kind)
        name = info["name"]
        found = compute(f"4인인데 나는 {name} {most}개 상대는 {name} {most}개면 누가 이겨?")
        assert found is not None and found.verdict == "공동 우승입니다", (kind, found)
        other = "에메랄드" if kind == "amber" else "호박"
        over = compute(f"4인인데 나는 {name} {most + 1}개 상대는 {other} 1개면 누가 이겨?")
        assert over is not None and over.verdict.endswith(f"많아야 {most}개입니다"), (kind, over)
