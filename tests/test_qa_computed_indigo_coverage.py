"""Indigo's computed answers on the phrasings a first game brings up: a gem's value said to
confirm, two gems meeting, a curve across a gateway's two exits, the board's and the box's
counts, what the centre and the corners hold at the start, one gem a placement beside the
centre, the tiles dealt and drawn, who takes a gem that leaves, the end with no gem or no
pile. Each class on varied phrasings, and the look-alikes it must decline.

Also (round 21) the reader's coverage: a question a player would type for each path the
question sets and the other tests left unread (``LINE_VERDICTS``, ``LINE_DECLINED``), and the
hostile questions that once made one of its patterns run away (``HOSTILE_LISTS``)."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import (
    assert_kinds_listed,
    cites_test,
    kinds_in,
    not_read_as_test,
    reads_test,
)

NOBODY = "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다"
NO_CURVE = "아니요, 한 칸의 두 출구를 곡선으로 바로 잇게 놓을 수 없습니다"
OWNER = "그 게이트웨이의 주인이 가져갑니다 (공유 게이트웨이면 두 주인이 1개씩)"
DRAWS = "네, 타일을 놓고 보석을 옮긴 뒤 더미에서 1장을 가져옵니다"
PILE_OUT = "아니요, 더미가 떨어져도 보드에 보석이 남아 있으면 끝나지 않습니다"

VERDICTS = [  # (question, kind, verdict, ok)
    # a gem's value said, asked to confirm (in the negative: the plain statement)
    ("호박은 1점 맞죠?", "indigo-score", "네, 호박은 1점입니다", True),
    ("나빗길 사파이어는 3점이지?", "indigo-score", "네, 사파이어는 3점입니다", True),
    ("호박은 2점 맞죠?", "indigo-score", "아니요, 호박은 1점입니다", False),
    (
        "호박은 1점, 에메랄드는 3점 맞지?",
        "indigo-score",
        "아니요, 호박은 1점, 에메랄드는 2점입니다",
        False,
    ),
    # asked in the negative: the plain statement, coloured by the value said (probe 17)
    ("에메랄드 2점 아냐?", "indigo-score", "에메랄드는 2점입니다", True),
    # a misspelt gem, an English gate
    ("에메럴드 4개면 몇점이야", "indigo-score", "8점", None),
    (
        "4명이서하면 혼자쓰는 gate 있어요?",
        "indigo-gateways",
        "아니요, 4명이면 혼자 가지는 게이트웨이가 없습니다 (혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다)",
        False,
    ),
    # two gems meeting on one route
    ("두 보석이 같은 길에서 만나면 어떻게 돼?", "indigo-collision", NOBODY, None),
    ("보석끼리 부딪히면 누가 가져가요?", "indigo-collision", NOBODY, None),
    ("인디고 에메랄드끼리 만나면 누가 가져?", "indigo-collision", NOBODY, None),
    ("보석이 다른 보석 만나면 점수 어떻게 돼?", "indigo-collision", NOBODY, None),
    # (whether they go back is asked: 아니요)
    (
        "충돌한 보석 다시 중앙에 올려?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 돌아가지 않습니다",
        False,
    ),
    # a curve joining a gateway cell's two exits
    ("타일을 게이트웨이 두 출구를 커브로 이어서 놓아도 돼?", "indigo-placement", NO_CURVE, False),
    ("나빗길 출구 두 개 곡선으로 연결해도 되나요", "indigo-placement", NO_CURVE, False),
    (
        "출구 두 개를 곡선으로 이으면 반칙이야?",
        "indigo-placement",
        "네, 금지입니다: 한 칸의 두 출구를 곡선으로 바로 이을 수 없습니다",
        True,
    ),
    # the printed board and the box
    ("보드칸이몇칸이야", "indigo-setup", "61칸", None),
    ("나빗길 판은 몇 칸이에요?", "indigo-setup", "61칸", None),
    ("게이트웨이 한 개에 출구가 몇 개 있어?", "indigo-gateways", "6개", None),
    ("게이트웨이마다 출구 몇 개야", "indigo-gateways", "6개", None),
    ("길 타일 총 몇 장이에요?", "indigo-setup", "54개", None),
    ("나빗길 보석 총 몇 개야?", "indigo-setup", "24개 (처음 보드에 12개, 예비 12개)", None),
    ("인디고 호박 몇 개 들어 있어요?", "indigo-setup", "12개", None),
    ("에메랄드는 총 몇 개 들었어?", "indigo-setup", "10개", None),
    # what the set-up puts on the centre, on each corner; the gems a set-up uses
    (
        "중앙 타일에 에메랄드 몇개 사파이어 몇개야",
        "indigo-setup",
        "에메랄드 5개, 사파이어 1개",
        None,
    ),
    ("가운데 보석 타일에는 뭐 올려놔?", "indigo-setup", "에메랄드 5개, 사파이어 1개", None),
    ("가장자리 보물타일에는 뭐 올려요?", "indigo-setup", "호박 1개씩", None),
    ("나빗길 2명이면 보석 몇 개 써?", "indigo-setup", "12개", None),
    ("4인이면 보석 몇 개 사용해?", "indigo-setup", "24개", None),
    # the centre: one gem a placement, six placements to empty it
    ("중앙 타일 옆에 타일 놓으면 보석 몇 개 나와?", "indigo-centre-count", "1개", None),
    ("가운데 보석 타일에 붙여 놓으면 몇 개씩 나가?", "indigo-centre-count", "1개", None),
    ("중앙타일 보석 다 나가면 몇번 연결한거야?", "indigo-centre-count", "6번", None),
    ("중앙 보석 다 나가려면 타일 몇 장 놓아야 돼?", "indigo-centre-count", "6장", None),
    # the tiles dealt at the start, a draw after placing
    ("인디고 처음에 타일 몇장 받나요?", "indigo-hand", "1장", None),
    ("시작할 때 타일 몇 장씩 들고 해?", "indigo-hand", "1장", None),
    ("타일 놓은 뒤에 새 타일 뽑아요?", "indigo-hand", DRAWS, True),
    ("나빗길 타일 놓고 나서 한 장 가져와?", "indigo-hand", DRAWS, True),
    # who takes a gem that leaves, nobody named
    ("보석이 게이트웨이로 나가면 누가 가져?", "indigo-exit", OWNER, None),
    ("보석이 출구로 나가면 누구꺼야?", "indigo-exit", OWNER, None),
    (
        "2인인데 보석이 게이트로 나가면 누가 가져가?",
        "indigo-exit",
        "그 게이트웨이의 주인이 가져갑니다",
        None,
    ),
    (
        "4명일 때 호박이 게이트웨이로 나가면 누가 가져?",
        "indigo-exit",
        "그 게이트웨이의 두 주인이 호박을 1개씩 받습니다",
        None,
    ),
    (
        "게이트웨이로 보석 나가면 타일 놓은 사람이 가져가?",
        "indigo-exit",
        "타일을 놓은 사람이 아니라 " + OWNER,
        None,
    ),
    # a path the opponent built is placing all the same
    (
        "내 게이트웨이로 상대가 만든 길 따라 호박 나가면 내꺼야?",
        "indigo-exit",
        "네, 내가 가져갑니다 (호박 1점)",
        True,
    ),
    # the end: no gem left, tiles not said; the pile out, gems not said; an empty pile
    ("보드에 보석이 하나도 안 남으면 게임 끝이야?", "indigo-end", "네, 게임이 끝납니다", True),
    ("나빗길 보석이 다 나가면 끝나요?", "indigo-end", "네, 게임이 끝납니다", True),
    ("보석이 다 나가도 계속해?", "indigo-end", "아니요, 게임이 끝납니다", False),
    ("길 타일 다 떨어지면 게임 끝나?", "indigo-end", PILE_OUT, False),
    ("타일 더미 비면 게임 끝나요?", "indigo-end", PILE_OUT, False),
    (
        "보드에 호박 한 개 남았는데 타일 더미는 비었어. 계속해?",
        "indigo-end",
        "네, 게임은 계속됩니다",
        True,
    ),
]

DECLINED = [  # (question, the kind it must not be read as)
    # "대체 룰": a rule the reader does not name (it once read the standard 3-player chart)
    ("3인플 대체 룰이면 게이트 몇 개?", "indigo-gateways"),
    ("3인 대체 룰이면 예비 보석 필요해?", "indigo-setup"),
    ("옵션 규칙으로 하면 손에 타일 몇 장?", "indigo-hand"),
    # another game named
    ("보석이 게이트웨이로 나가면 누가 가져? 루미큐브에서", "indigo-exit"),
    ("루미큐브 조커 30점 맞죠?", "indigo-score"),
    ("아줄 타일끼리 부딪히면 어떻게 돼?", "indigo-collision"),
    # values: another question beside the value, a correction
    ("호박 1점이면 에메랄드는 몇 점?", "indigo-score"),
    ("호박은 1점 아니 2점 맞지?", "indigo-score"),
    ("에메랄드는 2점인데 호박은?", "indigo-score"),
    ("사파이어 3점씩 받아?", "indigo-score"),
    # collision: denied, points lost, three gems, a gateway, the end, a second question
    ("보석이 충돌 안 하면 누가 가져가?", "indigo-collision"),
    ("충돌하면 점수 깎여?", "indigo-collision"),
    ("보석 세 개가 부딪히면 어떻게 돼?", "indigo-collision"),
    ("게이트웨이 앞에서 보석이 부딪히면 누가 가져가?", "indigo-collision"),
    ("마지막 보석이 부딪혀서 사라졌는데 타일 남았으면 게임 끝나?", "indigo-collision"),
    ("두 보석이 같은 길에서 만나면 어떻게 돼? 세 개면?", "indigo-collision"),
    ("보석이 빈 칸을 만나면 어떻게 돼?", "indigo-collision"),
    # placement: a straight tile, several tiles, two gateways, no two exits said
    ("게이트웨이 칸에 직선 타일 놓아도 돼?", "indigo-placement"),
    ("여러 타일로 게이트웨이 두 개를 곡선으로 이어도 돼?", "indigo-placement"),
    ("두 게이트웨이 출구를 여러 타일 길로 이어도 돼?", "indigo-placement"),
    ("게이트웨이 칸에 커브 타일 놓아도 돼?", "indigo-placement"),
    # counts in play, not the box's or the board's
    ("보드에 빈 칸 몇 칸 남았어?", "indigo-setup"),
    ("보석 총 몇 개 모았어?", "indigo-setup"),
    ("보석 총 몇 개 가져가?", "indigo-setup"),
    ("나빗길 보석 총 몇 개 남았어?", "indigo-setup"),
    ("2인이면 보석 총 몇 개야?", "indigo-setup"),
    ("게이트웨이 두 개에 출구 몇 개?", "indigo-gateways"),
    ("길 타일 몇 장 남았어?", "indigo-setup"),
    ("처음에 길 타일 몇 장 깔아?", "indigo-setup"),
    ("보드칸이 몇 칸이야? 게이트웨이는?", "indigo-setup"),
    ("호박 몇 개 들어있어요? 에메랄드는?", "indigo-setup"),
    # the centre and the corners now, not at the start
    ("지금 중앙 타일에 에메랄드 몇개 사파이어 몇개 남았어?", "indigo-setup"),
    ("가장자리 보석 타일에 뭐 남았어?", "indigo-setup"),
    ("만약 중앙 옆에 여섯 번째가 아니라 다섯 번째로 놓았다면 뭐가 나왔어?", "indigo-setup"),
    # the centre count: tiles counted, a total, another place, already gone
    ("중앙 옆에 타일 두 장 놓으면 보석 몇 개 나와?", "indigo-centre-count"),
    ("중앙에서 보석 총 몇 개 나와?", "indigo-centre-count"),
    ("가장자리 보석 타일 옆에 놓으면 몇 개 나와?", "indigo-centre-count"),
    ("중앙에 에메랄드 이미 3개 나갔는데 다 나가려면 몇 번 더 붙여?", "indigo-centre-count"),
    ("중앙 옆에 타일 놓으면 보석 몇 개 나와? 두 장이면?", "indigo-centre-count"),
    # the draw: before placing, another player, the pile empty, the last gem, corrected
    ("타일 놓기 전에 새 타일 뽑아?", "indigo-hand"),
    ("타일 놓고 나서 상대가 새 타일 뽑아?", "indigo-hand"),
    ("타일 놓고 보석 다 나가면 새 타일 뽑아?", "indigo-hand"),
    ("타일 다 놓으면 새 타일 뽑아?", "indigo-hand"),
    ("타일 놓은 뒤에 새 타일 뽑아요? 아 아니 보석 옮기기 전에?", "indigo-hand"),
    ("처음에 타일 몇 장 받아? 아 아니 보석 몇 개", "indigo-hand"),
    ("처음에 보석 몇 개 받아?", "indigo-hand"),
    # who takes it: a player named, the gem not leaving, a shared gateway ("보석 두 개가 게이트웨이로
    # 나가면 누가 가져?", two gems, is read since probe 25: the owner takes them all)
    ("보석이 게이트웨이로 나가면 나도 받아?", "indigo-exit"),
    ("보석이 게이트웨이로 안 나가면 누가 가져?", "indigo-exit"),
    ("보석이 중앙으로 들어가면 누가 가져?", "indigo-exit"),
    # the end: a player's gems, some gems, a correction, whose tiles ran out
    ("내 보석이 하나도 없으면 게임 끝나?", "indigo-end"),
    ("상대 보석이 하나도 없으면 게임 끝나?", "indigo-end"),
    ("중앙에 보석이 하나도 없으면 끝나?", "indigo-end"),
    ("보석이 하나도 안 남으면 게임 끝이야? 아 아니 가장자리에만", "indigo-end"),
    ("길 타일 다 떨어지면 게임 끝나? 아 아니 보석이 다 나가면?", "indigo-end"),
    ("내 손에 타일 다 떨어지면 게임 끝나?", "indigo-end"),
    ("타일 다 떨어졌는데 끝나?", "indigo-end"),
    ("보석이 다 나가면 누가 이겨?", "indigo-end"),
]


# -- paths no other question reached (round 21's coverage) --------------------------------------
LINE_VERDICTS = [  # (question, kind, verdict, ok)
    # two gateway claims joined by 고: the first wrong, or both
    (
        "2인이면 게이트 전부 공유고 한 사람당 3개지?",
        "indigo-gateways",
        "아니요, 앞의 말이 틀립니다: 2명이면 한 사람이 3개씩 혼자 가집니다; "
        "한 사람이 게이트웨이 3개를 가집니다",
        False,
    ),
    (
        "4인이면 공유 게이트 없고 각자 3개씩이지?",
        "indigo-gateways",
        "아니요, 앞의 말이 틀립니다: 4명이면 공유 게이트웨이가 6곳 있습니다; "
        "한 사람이 게이트웨이 3개를 가집니다",
        False,
    ),
    (
        "2인이면 게이트 전부 공유고 한 사람당 2개지?",
        "indigo-gateways",
        "아니요, 둘 다 틀립니다: 2명이면 한 사람이 3개씩 혼자 가집니다; "
        "한 사람이 게이트웨이 3개를 가집니다",
        False,
    ),
]

LAST_GEM = (
    "두 명이서 하는 중인데 {me}. 판에 남은 보석이 {gem} 하나뿐이야. "
    "그게 {gate} 출구로 나가면 내가 이기는 거지?"
)
# (the template itself is read, as probe 16 reads it)
LINE_VERDICTS.append(
    (
        LAST_GEM.format(me="나 10점, 동생 12점", gem="사파이어", gate="내"),
        "indigo-end",
        "네, 내가 이깁니다 (나 13점, 동생 12점)",
        True,
    )
)
# two gateway claims for three players: both wrong, the first wrong
LINE_VERDICTS += [
    (
        "3인이면 게이트 공유 없고 한 사람당 4개 맞지?",
        "indigo-gateways",
        "아니요, 둘 다 틀립니다: 3명이면 공유 게이트웨이가 3곳 있습니다; "
        "한 사람이 게이트웨이 3개를 가집니다",
        False,
    ),
    (
        "3인이면 게이트 전부 공유고 한 사람당 3개지?",
        "indigo-gateways",
        "아니요, 앞의 말이 틀립니다: 3명이면 한 사람이 1개는 혼자, 2개는 함께 가집니다; "
        "한 사람이 게이트웨이 3개를 가집니다",
        False,
    ),
]
# the box's gems of a kind asked as "in the box" (not the set-up's board)
LINE_VERDICTS.append(("처음에 상자에 사파이어 몇 개 들어 있어?", "indigo-setup", "2개", None))

LINE_DECLINED = [  # (question, the kind it must not be read as)
    # the gems ranked: high and low both, a kind twice, 보다 with 제일, two kinds and no
    # "which", one kind and no "most" (than what?)
    ("사파이어가 제일 비싸고 제일 싸?", "indigo-score"),
    ("호박이랑 호박 중에 뭐가 더 높아?", "indigo-score"),
    ("에메랄드가 사파이어보다 제일 높아?", "indigo-score"),
    ("에메랄드랑 사파이어 점수 높아?", "indigo-score"),
    ("제일 높은 보석이 호박이랑 에메랄드야?", "indigo-score"),
    ("사파이어가 더 비싸?", "indigo-score"),
    # hands: five players, the points said otherwise, one player's gems said twice
    ("a 호박 1 b 호박 2 c 호박 3 d 호박 4 e 호박 5 누가 이겨?", "indigo-score"),
    ("둘 다 5점인데 나는 호박 4 상대는 에메랄드 2 누가 이겨?", "indigo-score"),
    ("나는 호박 4 상대는 에메랄드 2 나는 사파이어 1 누가 이겨?", "indigo-score"),
    # gateways: a seat the players named do not have, a gem's points other than its own
    ("3인일 때 3번이랑 4번 플레이어가 같이 쓰는 게이트 있어?", "indigo-gateways"),
    ("3인인데 게이트웨이 5번으로 호박 나갔어요, 3번이랑 4번 플레이어가 받아?", "indigo-exit"),
    ("3인인데 게이트웨이 5번으로 호박이랑 에메랄드 나갔어요 누가 가져가요", "indigo-exit"),
    ("호박이 게이트웨이로 나가면 누가 2점 받아?", "indigo-exit"),
    ("3인인데 게이트웨이 5번으로 호박 나갔어요 누가 2점 받아?", "indigo-exit"),
    ("보석이 게이트웨이로 나가면 두 사람만 받아?", "indigo-exit"),
    ("게이트웨이 3개지?", "indigo-gateways"),
    # the box's count: 네 as a yes, not a count
    ("호박 네 맞지", "indigo-setup"),
    # the centre: a count beside the six cells filled, only the sapphire left and nothing asked
    ("중앙 둘레 6칸이 다 찼는데 중앙에 보석 3개 남았어?", "indigo-centre-count"),
    ("중앙에 사파이어만 남았는데 뭐 나와?", "indigo-centre"),
    # the hand: five players, a variant not named
    ("5인이면 타일 놓고 다시 채워?", "indigo-hand"),
    ("변형 룰이면 처음에 한 장씩 들고 시작하지?", "indigo-hand"),
    # the board's last gem, who wins: two kinds left, one player's points, one player said
    # twice, the gateway of someone whose points are not said, level (the gems decide), totals
    # said other than the sum
    (LAST_GEM.format(me="나 10점, 동생 12점", gem="사파이어랑 호박", gate="내"), "indigo-end"),
    (LAST_GEM.format(me="나 10점", gem="사파이어", gate="내"), "indigo-end"),
    (LAST_GEM.format(me="나 10점, 나 12점", gem="사파이어", gate="내"), "indigo-end"),
    (LAST_GEM.format(me="나 10점, 동생 12점", gem="사파이어", gate="친구"), "indigo-end"),
    (LAST_GEM.format(me="나 9점, 동생 12점", gem="사파이어", gate="내"), "indigo-end"),
    (
        "두 명이서 하는 중인데 나 10점, 동생 12점. 판에 남은 보석이 사파이어 하나뿐이야. "
        "그게 내 출구로 나가면 14 대 12로 내가 이기는 거지?",
        "indigo-end",
    ),
    # the reserve asked beside the centre's gems: both asked (was the reserve's alone, "예비 보석
    # 12개: …", a wrong answer to the total asked)
    ("보석 총 몇 개 올려놔? 예비랑 중앙 둘 다", "indigo-setup"),
    # the reserve under the rule of gateways held alone, said of two players (a 3-player rule)
    ("2인 단독 게이트 규칙이면 예비 보석 필요해?", "indigo-setup"),
    # the start's hand: a variant said but not which
    ("변형으로 처음에 1장씩 들고 시작하는 거 맞지?", "indigo-hand"),
    # the end: both go on and end asked
    ("보석 다 나가면 계속해? 끝나?", "indigo-end"),
    # every cell around the centre filled, a kind named
    ("중앙 둘레 여섯 칸 다 찼는데 중앙에 에메랄드 남았어?", "indigo-centre-count"),
    # five players, which the engine does not set up: the scene of a gem leaving is not played
    ("5인인데 보석이 게이트웨이로 나가면 누가 가져?", "indigo-exit"),
    (
        "5인인데 나는 청록인데 빨강이랑 공유하는 게이트웨이로 에메랄드가 나갔어. 둘 다 받아?",
        "indigo-shared-gateway",
    ),
    ("5인인데 처음 보드에 보석 총 몇 개 깔아?", "indigo-setup"),
    ("5명이서 할 때 예비 보석 세팅해야 돼?", "indigo-setup"),
    ("5인인데 가장자리 타일마다 호박 2개씩 놓는 거 아니야?", "indigo-setup"),
    ("5인인데 세팅할 때 판에 보석 12개 올리는 거지?", "indigo-setup"),
    ("5인인데 타일 두 장 변형이면 길 타일 놓고 뽑고 나서 손에 몇 장?", "indigo-hand"),
    # seats two players do not have; a gateway's owner said of a gateway held by two
    ("2인일 때 3번이랑 4번 플레이어가 같이 쓰는 게이트 있어?", "indigo-gateways"),
    ("3인이면 6번 게이트웨이 2번 플레이어 거 맞죠?", "indigo-gateways"),
    # hands whose points as said are not their gems' (the asker's reckoning is another)
    (
        "둘이서 했는데 저는 호박 5개로 5점이고 동생은 에메랄드 3개로 5점이에요. 누가 이긴 거예요?",
        "indigo-score",
    ),
    (
        "4명이서 끝났고 민수 호박 5개, 지영 에메랄드 3개, 저 호박 3개 에메랄드 2개예요. "
        "다 5점인 것 같은데 누가 이겨요?",
        "indigo-score",
    ),
    # one kind said twice in a sum
    ("보석 점수: 호박 1개, 사파이어 1개, 사파이어 1개 합치면?", "indigo-score"),
    ("현재 점수 4점인데 에메랄드 2개랑 에메랄드 1개 받으면 몇 점이야?", "indigo-score"),
    # the end: going on and ending both asked
    ("가장자리 보석이 다 없어졌는데 타일 남았으면 계속해? 아니면 끝나?", "indigo-end"),
    # one kind said twice where two are meant; points said of others than the gems
    ("사파이어가 사파이어보다 높지?", "indigo-score"),
    ("세팅할 때 중앙 보석 타일에 사파이어 5개랑 사파이어 1개 놓는 거 맞죠?", "indigo-setup"),
    ("나는 지금 2점인데 사파이어랑 사파이어 받으면 7점이래", "indigo-score"),
    ("나 10점 형 10점인데 친구는 보석 6개 형은 5개. 형이 이긴 거 맞지?", "indigo-score"),
    # the board's last gem leaving makes the totals level: the gems decide, not said
    (
        "2인전 나 12점 상대 9점인데 남은 보석이 사파이어 1개뿐이야. 상대 게이트로 들어가면 상대가 이기지?",
        "indigo-end",
    ),
    # two owners said to take points other than the gem's
    ("4인 3번 출구로 사파이어 빠지면 2번이랑 3번 둘 다 4점씩 받지?", "indigo-exit"),
    # the centre: a variant said but not which, two gems claimed of one tile
    ("변형 룰로 가운데 옆에 몇 번째로 붙여야 사파이어가 나와?", "indigo-centre"),
    ("중앙 둘레 다섯번째 타일 놓으면 에메랄드야 사파이어야 맞지?", "indigo-centre"),
    # a hand of three tiles, which no rule deals
    ("전술 변형으로 3장 들고 하는데 한 장 놓으면 손 다시 채워요?", "indigo-hand"),
    # the gateway across from one's own: its number asked, a third player's
    ("2인 게임인데 내 게이트웨이 맞은편은 몇 번 게이트야?", "indigo-gateways"),
    ("2인인데 내 게이트웨이 맞은편은 3번 플레이어 거야?", "indigo-gateways"),
]
VERDICTS += LINE_VERDICTS
DECLINED += LINE_DECLINED


test_the_engines_verdict = reads_test("indigo", VERDICTS)
test_declined = not_read_as_test("indigo", DECLINED)


def test_the_kinds_are_listed() -> None:
    assert_kinds_listed("indigo", kinds_in(VERDICTS), distinct=True)


test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", VERDICTS)


def test_the_collision_is_the_engines() -> None:
    """The collision verdict shows the engine's own account: two gems meet, nobody scores."""
    found = compute("보석끼리 부딪히면 누가 가져가요?", "indigo", asked=True)
    assert found is not None
    assert any("충돌" in line for line in found.details)
    assert not any("가져갑니다" in line for line in found.details)


def test_the_curve_is_refused_by_the_engine() -> None:
    found = compute("출구 두 개를 곡선으로 이으면 반칙이야?", "indigo", asked=True)
    assert found is not None and found.rule_ids[0] == "indigo.place.gateway-curve"
    assert any("급곡선" in line for line in found.details)


# -- hostile questions for this reader alone ---------------------------------------------------
# The gems a player holds now, listed beside a case ("저는 호박 하나 있고요"): the list's items
# could once be read many ways over (a run of spaces split between the optional parts, "이랑"
# as 이 + 랑, "하나" as a count and as itself), so a long list that did not end as a list does
# ran away (minutes on 200 characters)
HOSTILE_LISTS = [
    (prefix + item * 80)[:200] + end
    for prefix in ("저는 ", "중앙에 ")
    for item in (
        "호박 ",
        "호박 1개 ",
        "호박 하나 ",
        "호박이랑",
        "호박이랑 ",
        "호박이 ",
        "파란 보석 ",
    )
    for end in ("", "?")
]


@pytest.mark.parametrize("question", HOSTILE_LISTS)
def test_a_long_list_of_gems_held_is_read_in_a_moment(hang_detector, question):
    hang_detector(question)
