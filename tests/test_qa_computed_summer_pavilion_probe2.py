"""Summer Pavilion computed answers: the misreadings a third adversarial probe found in the
coverage round's readings (feature bonus, centre colour, tie, start score, keeping when
passing, the first tile on an empty star, a star full but for a window's space, end bonuses
with no word of the end) and in the old readers (a score said after a take, base Azul's floor
line, the round after the one named), each with the reading it must give now, or the kind it
must not give. Values: SP-RB p.2 (start on 5), p.3 (wilds by round, start token's floor at 1
point), p.4 (costs, ring scoring, bonus tiles 1/2/3), p.5 (passing: up to four kept, −1 for
each other tile), p.6 (end bonuses, ties shared); /work/shared/research/azul-summer-pavilion.md."""

from __future__ import annotations

from .computed_cases import (
    not_read_as_test,
    reads_test,
)

SP = "azul-summer-pavilion"
FB = "summer-pavilion-feature-bonus"
TIE = "summer-pavilion-tie"
SS = "summer-pavilion-start-score"
LEFT = "summer-pavilion-leftover"
PS = "summer-pavilion-place-score"
EB = "summer-pavilion-end-bonus"
DRAFT = "summer-pavilion-draft"
PAY = "summer-pavilion-payment"
WC = "summer-pavilion-wild"
CC = "summer-pavilion-centre-colour"
ST = "summer-pavilion-start-token"

# what must still read, and read so
READ = [
    # the count corrected is the one said with the same verb ("남았어": the tiles held)
    ("패스할 때 7개 남았는데 4개 보관하면 몇 점? 아 아니 6개 남았어", LEFT, "−2점"),
    ("패스할 때 타일 6개 남았는데 4개 보관하면 몇 점 잃어? 아 아니 8개 남았어", LEFT, "−4점"),
    ("패스할 때 5개 남았는데 4개 보관하면 몇 점 잃어? 아 아니 3개", LEFT, "−2점"),
    ("1라운드에 파랑 5개로 파란 별 5번 돼? 아 아니 파랑 4개 있어", PAY, "아니요, 놓을 수 없습니다"),
    # "아줄" holds 줄: base Azul's name, not its floor line
    ("아줄 썸머 파빌리온 패스하는데 타일 7개 남았어요. 감점 얼마예요?", LEFT, "−3점"),
    # the readings the probe left as they were
    ("창문 하나 둘러싸면 몇 개", FB, "보너스 타일 3장"),
    ("빨간 별 5번 놓아서 창문 완성되면 몇 개?", FB, "보너스 타일 3장"),
    (
        "보라 별 3번 놓아서 석상이랑 기둥 동시에 완성되면 몇 개?",
        FB,
        "보너스 타일 3장 (조각상 2장 + 기둥 1장)",
    ),
    ("기둥이랑 조각상 같이 둘러싸면 몇 개?", FB, "보너스 타일 3장 (기둥 1장 + 조각상 2장)"),
    ("가운데 별에 파랑 있는데 파랑 타일 하나 더 놓을 수 있어?", CC, "아니요, 놓을 수 없습니다"),
    ("가운데 별에 빨강 깔려 있는데 노란 타일 놔도 돼?", CC, "네, 놓을 수 있습니다"),
    ("가운데 별에 빨강 있으면 빨강은 놓으면 안 되지?", CC, "놓을 수 없습니다"),
    ("썸파 동점일 때 승자는 어떻게 정해?", TIE, "공동 승리"),
    ("동점이면 공동 우승이야?", TIE, "네, 공동 승리"),  # the claim answered (probe 23)
    ("썸파 게임 시작 때 몇 점 가지고 시작해?", SS, "5점"),
    ("패스할 때 타일 12개 남았는데 4개 보관하면 몇 점 잃어?", LEFT, "−8점"),
    ("패스할 때 타일 네 개 남았는데 두 개 보관하면 몇 점 잃어?", LEFT, "−2점"),
    ("3점일 때 중앙에서 처음 가져가면 감점? 아 아니 1점", ST, "감점 없음 (1점 그대로)"),
    ("빈 가운데 별에 처음 놓으면 몇 점?", PS, "1점"),
    ("빨간 별 6번 빼고 다 찼는데 6번 놓으면 보너스 타일 몇 개?", PS, "6점, 보너스 타일 3장"),
    ("빨간 별 6번 빼고 다 차 있고 파란 별 6번 놓으면 몇 점?", PS, "1점"),
    ("게임 끝났는데 보라 별이 하나 빼고 다 채워졌어 보너스 몇 점?", EB, "보너스 없음 (0점)"),
    ("모든 2번 칸 다 채우면 얼마?", EB, "+8점"),
    ("지금 3라운드인데 다음 라운드 조커 색?", WC, "4라운드의 조커(와일드) 색은 노랑입니다"),
    ("3라운드 전 라운드 조커 색은?", WC, "2라운드의 조커(와일드) 색은 초록입니다"),
    ("썸파 round 4 wild color?", WC, "4라운드의 조커(와일드) 색은 노랑입니다"),
    (
        "중앙에서 처음으로 빨강 3개 가져오면 몇 점 깎여? 지금 2점",
        DRAFT,
        "빨강 3장을 가져옵니다, 시작 플레이어 토큰도 받고 1점을 잃습니다",
    ),
    ("2라운드 초록 타일만 4개 있는데 가운데 별 4번 가능?", PAY, "네, 놓을 수 있습니다"),
    ("6라운드에 파랑 1개 빨강 2개로 파란 별 3번 돼?", PAY, "네, 놓을 수 있습니다"),
]


test_reads_the_case = reads_test(SP, READ, named=False)


NOT = [
    # -- feature bonus: two of one kind, every one of a kind, what surrounding costs, tiles
    # given up or lost, a feature partly surrounded (each read "보너스 타일 N장" for one)
    ("조각상 둘 다 완성되면 몇 개?", FB),
    ("창문 전부 둘러싸면 몇 개?", FB),
    ("모든 창문 둘러싸면 몇 개 받아?", FB),
    ("창문 다 둘러싸면 보너스 타일 몇 개?", FB),
    ("창문 둘러싸려면 타일 몇 개 필요해?", FB),
    ("창문 둘러싸려면 칸 몇 개 채워야 해?", FB),
    ("기둥 채우려면 몇 개 있어야 돼?", FB),
    ("조각상 둘러싸면 타일 몇 개 버려?", FB),
    ("창문 둘러싸면 보너스 타일 몇 개 잃어?", FB),
    ("창문 거의 둘러쌌는데 몇 개 받아?", FB),
    ("창문 반쯤 둘러싸면 몇 개?", FB),
    ("창문 한쪽만 채우면 몇 개 받아?", FB),
    ("파란 별 6번 칸만 채우면 창문 보너스 몇 개?", FB),
    # -- tie: a level score during the game, who goes first, no tie at all
    ("중간에 점수 같으면 누가 앞서?", TIE),
    ("점수가 같은 사람 중 누가 먼저 해?", TIE),
    ("동점 아니면 누가 이겨?", TIE),
    # -- start score: not the score started from
    ("처음에 몇 점 받아?", SS),
    ("썸파 처음 몇 점 차이로 시작해?", SS),
    ("썸파 처음 시작하면 몇 점 내야 해?", SS),
    # -- keeping: without passing, playing again after passing, a count the reader missed
    ("패스 안 하고 타일 5개 남았는데 4개 보관할 수 있어?", LEFT),
    ("패스하고 나서 타일 6개 남았는데 4개 보관하면 다시 놓을 수 있어?", LEFT),
    ("패스할 때 타일 4개 남았는데 하나 보관하면 몇 점 잃어?", LEFT),  # was 감점 없음
    ("패스할 때 타일 4개 남았는데 둘만 보관하면 몇 점?", LEFT),
    # base Azul's floor line (was 감점 없음)
    ("바닥줄에 타일 4개 있는데 패스하면 몇 점?", LEFT),
    # -- the first tile on an empty star: points lost, the star filled, the game's end
    ("빈 초록 별에 처음 놓으면 몇 점 잃어?", PS),
    ("빈 초록 별 채우면 몇 점?", PS),
    ("빈 초록 별 다 채우면 몇 점?", PS),
    ("빈 초록 별에 처음 놓으면 게임 끝나고 몇 점?", PS),
    # -- a placement's points: lost, a bonus asked in points, every star's space, a score
    # said (the points scored, or the score after?)
    ("빨간 별 6번 빼고 다 찼는데 6번 놓으면 몇 점 잃어?", PS),
    ("빨간 별 6번 빼고 다 찼는데 6번 놓으면 보너스 몇 점?", PS),
    ("빨간 별 3번 칸 채우면 보너스 몇 점?", PS),
    ("모든 별의 2번 칸 채우면 보너스 얼마야?", PS),
    ("20점일 때 파란 별 3번 칸 놓으면 몇 점 돼?", PS),
    ("파란 별 3번 칸 놓으면 몇 점? 점수 20점일 때", PS),
    # -- end bonus: one star or another (was +29, +15), every star but one (was 0), points
    # lost, a star about to be completed (was +14)
    ("빨간 별이나 파란 별 완성하면 보너스 몇 점?", EB),
    ("빨간 별 아니면 파란 별 완성하면 보너스 몇 점?", EB),
    ("빨간 별 또는 파란 별 완성하면 보너스 몇 점?", EB),
    ("빨간 별 완성하면 보너스 몇 점 잃어?", EB),
    ("빨간 별 빼고 다 완성하면 보너스 몇 점?", EB),
    ("빨간 별만 빼고 모든 별 완성하면 보너스 몇 점?", EB),
    ("빨간 별 완성 직전인데 보너스 몇 점?", EB),
    # -- a score said after the take (was −3: "1점이야" is the floor, or a guess)
    ("중앙에서 처음으로 빨강 3개 가져오면 몇 점 깎여? 1점이야", DRAFT),
    ("중앙에서 처음으로 빨강 3개 가져오면 몇 점 깎여? 3점인데", DRAFT),
    # -- the round before or after the one named: read as the round named
    ("썸파 4라운드 다음 wild color?", WC),  # was 4라운드 노랑
    ("다음 라운드에 파랑 1개 빨강 2개로 파란 별 3번 돼? 지금 5라운드", PAY),  # was 아니요
    ("지금 5라운드인데 다음 라운드에 파랑 1개 빨강 2개로 파란 별 3번 돼?", PAY),  # was 아니요
    ("지금 6라운드인데 다음 라운드에 파랑 1개 빨강 2개로 파란 별 3번 돼?", PAY),  # no round 7
]


test_look_alikes_are_not_read_as_that_kind = not_read_as_test(SP, NOT, named=False, unasked=True)
