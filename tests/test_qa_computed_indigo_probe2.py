"""Indigo's computed answers, second adversarial round on the coverage round's readings: what a
gem meets that is not a gem, three gems or more, a near miss; a curve over a gateway's exits
denied, over several tiles or two gateways, the only ban; the centre's gems with a kind named,
a placement denied, one player's placements, every cell around it filled, the centre already
empty; the board's cells with 판 as a game played, the exits of all gateways, one shape of
route tile, part of a count; the reserve with the board's gems; what is not put on the centre,
a cell, the end; the two-tile variant set aside, a treasure tile dealt; what follows the draw;
who does not take a gem, whose turn follows; the gems' end for some of them, before they are
gone; the pile run out with every tile placed; player counts as a range. Each wrong verdict
found is declined here, beside the phrasings the readers must still read."""

from __future__ import annotations

from .computed_cases import (
    kinds_test,
    not_read_as_test,
    reads_test,
)

NOBODY = "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다"
NO_CURVE = "아니요, 한 칸의 두 출구를 곡선으로 바로 잇게 놓을 수 없습니다"
CURVE_REFUSED = "한 칸의 두 출구를 곡선으로 바로 잇게 놓을 수 없습니다"
FORBIDDEN = "금지입니다: 한 칸의 두 출구를 곡선으로 바로 이을 수 없습니다"
OWNER = "그 게이트웨이의 주인이 가져갑니다 (공유 게이트웨이면 두 주인이 1개씩)"
DRAWS = "네, 타일을 놓고 보석을 옮긴 뒤 더미에서 1장을 가져옵니다"
PILE_OUT = "아니요, 더미가 떨어져도 보드에 보석이 남아 있으면 끝나지 않습니다"
CENTRE_HOLDS = "에메랄드 5개, 사파이어 1개"

VERDICTS = [  # (question, kind, verdict): still read, and read so
    # two gems meeting: a gem met, each other, a gem named on both sides
    ("보석이 다른 보석에 부딪히면 어떻게 돼?", "indigo-collision", NOBODY),
    ("보석이 다른 보석을 만나면 어디로 가?", "indigo-collision", NOBODY),
    ("에메랄드가 호박을 만나면 어떻게 돼?", "indigo-collision", NOBODY),
    ("에메랄드랑 사파이어가 만나면 어떻게 돼?", "indigo-collision", NOBODY),
    ("보석 두 개가 같은 길에서 만나면 어떻게 돼?", "indigo-collision", NOBODY),
    ("보석이 서로 만나면 어떻게 돼?", "indigo-collision", NOBODY),
    ("보석이 고리 길에서 만나면 어떻게 돼?", "indigo-collision", NOBODY),
    ("충돌한 보석 어디로 가?", "indigo-collision", NOBODY),
    # the placer said to take them: 아니요 (probe 17; was the plain statement)
    ("보석끼리 부딪히면 타일 놓은 사람이 가져?", "indigo-collision", "아니요, " + NOBODY),
    # the curve: asked plainly, or denied at the question's end (the plain statement)
    ("출구 두 개를 급커브로 이어도 돼?", "indigo-placement", NO_CURVE),
    ("상대 게이트 출구 두 개를 곡선으로 막아도 돼?", "indigo-placement", NO_CURVE),
    ("두 출구를 곡선으로 이으면 안 돼?", "indigo-placement", CURVE_REFUSED),
    ("출구 두 개를 커브로 이어도 반칙 아니지?", "indigo-placement", FORBIDDEN),
    ("출구 두 개를 곡선으로 이으면 반칙 맞지?", "indigo-placement", "네, " + FORBIDDEN),
    # the centre: one gem a placement, six placements by anyone
    ("중앙 타일 주변에 타일 두면 보석 몇 개 나가?", "indigo-centre-count", "1개"),
    ("중앙 옆에 타일 놓으면 보석 몇 개 나와 3인이면?", "indigo-centre-count", "1개"),
    ("2인에서 중앙 보석 다 나가려면 몇 번 놓아야 해?", "indigo-centre-count", "6번"),
    ("중앙 보석 다 나가려면 중앙 옆 칸 몇 칸 채워야 해?", "indigo-centre-count", "6칸"),
    ("중앙 보석 다 꺼내려면 타일 몇 장 놔야 돼?", "indigo-centre-count", "6장"),
    # the printed board, one gateway's exits, the box
    ("게임판 몇 칸이야?", "indigo-setup", "61칸"),
    ("게이트웨이 한 곳에 출구 몇 곳이야?", "indigo-gateways", "6개"),
    ("공유 게이트웨이에 출구 몇 개?", "indigo-gateways", "6개"),
    ("길 타일 몇 장 들어 있어?", "indigo-setup", "54개"),
    ("보석은 모두 몇 개 들어 있어요?", "indigo-setup", "24개 (처음 보드에 12개, 예비 12개)"),
    # the gems a set-up uses; the reserve's points
    ("2인이면 예비 말고 보석 몇 개 써?", "indigo-setup", "12개"),
    ("3인 단독 변형이면 보석 몇 개 써?", "indigo-setup", "12개"),
    ("예비 보석 다 합치면 몇 점이에요?", "indigo-setup", "19점"),
    # what the set-up puts on the centre and the corners
    ("중앙에 어떤 보석 들어가?", "indigo-setup", CENTRE_HOLDS),
    ("중앙에 무슨 보석 올려?", "indigo-setup", CENTRE_HOLDS),
    ("코너에는 뭐 올려?", "indigo-setup", "호박 1개씩"),
    # the tiles dealt; the draw after placing
    ("시작할 때 상대는 타일 몇 장 받아?", "indigo-hand", "1장"),
    ("처음에 길 타일 몇 장 받아?", "indigo-hand", "1장"),
    ("타일 놓은 뒤 보석 옮기고 새 타일 뽑아?", "indigo-hand", DRAWS),
    ("타일 놓은 뒤 새 타일 뽑는 거 맞지?", "indigo-hand", DRAWS),
    ("타일 놓은 뒤 새 타일 뽑아야 해?", "indigo-hand", DRAWS),
    ("타일 놓은 뒤 새 타일을 뽑는 게 맞아?", "indigo-hand", DRAWS),
    # who takes a gem that leaves
    ("보석이 게이트웨이로 나가면 누가 점수 받아?", "indigo-exit", OWNER),
    ("보석이 게이트웨이로 나가면 누구한테 줘?", "indigo-exit", OWNER),
    (
        "보석이 게이트웨이로 나가면 누가 가져 4인?",
        "indigo-exit",
        "그 게이트웨이의 두 주인이 보석을 1개씩 받습니다",
    ),
    (
        "상대가 이은 길로 에메랄드가 내 출구로 나가면 내 거야?",
        "indigo-exit",
        "네, 내가 가져갑니다 (에메랄드 2점)",
    ),
    (
        "상대 게이트웨이로 내가 만든 길 따라 사파이어 나가면 내꺼야?",
        "indigo-exit",
        "아니요, 상대가 가져갑니다 (사파이어 3점)",
    ),
    # the end: the board's gems all gone; the pile out
    ("보드 위 보석이 다 나가면 끝나?", "indigo-end", "네, 게임이 끝납니다"),
    ("보석이 다 나가도 계속 해야 돼?", "indigo-end", "아니요, 게임이 끝납니다"),
    ("더미에 타일이 남아도 보석이 다 나가면 끝나?", "indigo-end", "네, 게임이 끝납니다"),
    ("더미 떨어지면 끝나는 거 맞지?", "indigo-end", PILE_OUT),
    ("뽑을 타일이 없으면 끝나?", "indigo-end", PILE_OUT),
    # values said to confirm
    (
        "호박은 1점, 사파이어는 1점 맞지?",
        "indigo-score",
        "아니요, 호박은 1점, 사파이어는 3점입니다",
    ),
    ("호박 2점 아니지?", "indigo-score", "호박은 1점입니다"),
    ("파란 보석 3점 맞지?", "indigo-score", "네, 사파이어는 3점입니다"),
]

DECLINED = [  # (question, the kind it must not be read as): each was a wrong verdict
    # collision: what the gem meets is a tile, the centre, an arrow, the board's edge, a route
    # or itself (was: both gems removed)
    ("보석이 중앙 타일을 만나면 어떻게 돼?", "indigo-collision"),
    ("보석이 타일 끝을 만나면 어떻게 돼?", "indigo-collision"),
    ("보석이 보드 끝을 만나면 어떻게 돼?", "indigo-collision"),
    ("보석이 화살표를 만나면 어떻게 돼?", "indigo-collision"),
    ("보석이 U턴 타일을 만나면 어떻게 돼?", "indigo-collision"),
    ("보석이 보물 타일을 만나면 어떻게 돼?", "indigo-collision"),
    ("보석이 다른 길을 만나면 어떻게 돼?", "indigo-collision"),
    ("보석이 중앙을 만나면 어떻게 돼?", "indigo-collision"),
    ("보석이 타일에 부딪히면 어떻게 돼?", "indigo-collision"),
    ("보석이 자기 자신이랑 만나면 어떻게 돼?", "indigo-collision"),
    # collision: three gems or more in words, a near miss, before it, whose turn, the tile
    ("세 보석이 부딪히면 어떻게 돼?", "indigo-collision"),
    ("보석 네 개가 충돌하면 어떻게 돼?", "indigo-collision"),
    ("보석 다섯 개가 만나면 어떻게 돼?", "indigo-collision"),
    ("보석이 부딪힐 뻔했는데 어떻게 돼?", "indigo-collision"),
    ("보석이 부딪히기 전에 멈추면 어떻게 돼?", "indigo-collision"),
    ("보석이 충돌하면 다음 차례 누구야?", "indigo-collision"),
    ("보석이 부딪히면 그 타일 다시 가져가?", "indigo-collision"),
    # placement: the curve denied midway (was: 아니요), several tiles or two gateways (allowed),
    # the only ban or another (was: 네, 금지), both asked, a wide curve, a treasure tile
    ("곡선으로 두 출구를 잇지 않으면 놓아도 돼?", "indigo-placement"),
    ("출구 두 개를 곡선으로 안 이으면 돼?", "indigo-placement"),
    ("이웃한 게이트웨이 출구 두 개를 곡선으로 이어도 돼?", "indigo-placement"),
    ("출구 두 개를 타일 2개로 곡선으로 이어도 돼?", "indigo-placement"),
    ("출구 두 개를 두 타일로 곡선 연결해도 돼?", "indigo-placement"),
    ("출구 두 개를 곡선 타일 두 개로 이어도 돼?", "indigo-placement"),
    ("출구 두 개를 곡선으로 잇는 게 유일한 금지야?", "indigo-placement"),
    ("출구 두 개를 곡선으로 잇는 것 말고 다른 금지 있어?", "indigo-placement"),
    ("출구 두 개를 곡선으로 이어도 반칙이 아닌 경우?", "indigo-placement"),
    ("출구 두 개 곡선 연결 금지야 허용이야?", "indigo-placement"),
    ("출구 두 개를 넓은 곡선으로 이어도 돼?", "indigo-placement"),
    ("보물 타일의 출구 두 개를 곡선으로 이어도 돼?", "indigo-placement"),
    # the centre count: a placement denied (was 1개; 0), a kind named (was 6; the emeralds
    # leave in 5, the sapphire only on the sixth), one player's placements, more to come,
    # every cell filled (was 1개; 6), the centre already empty (was 1개; none)
    ("중앙 옆에 타일 놓지 않으면 보석 몇 개 나와?", "indigo-centre-count"),
    ("중앙 옆에 안 놓으면 몇 개 나와?", "indigo-centre-count"),
    ("중앙 에메랄드 다 나가려면 몇 번 놓아야 돼?", "indigo-centre-count"),
    ("중앙 에메랄드 다 나오려면 타일 몇 장?", "indigo-centre-count"),
    ("중앙 옆에 타일 놓으면 사파이어 몇 개 나와?", "indigo-centre-count"),
    ("중앙 옆에 타일 놓으면 에메랄드 몇 개 나와?", "indigo-centre-count"),
    ("중앙 옆에 타일 놓으면 보석이 몇 개씩 움직여?", "indigo-centre-count"),
    ("중앙 보석 다 나가려면 몇 번 더 놓아야 해?", "indigo-centre-count"),
    ("중앙 보석 다 나가려면 내가 몇 번 놓아야 해?", "indigo-centre-count"),
    ("중앙 보석 다 나가려면 상대가 몇 번 놓아야 해?", "indigo-centre-count"),
    ("중앙 옆에 다 놓으면 보석 몇 개 나와?", "indigo-centre-count"),
    ("중앙 둘레가 다 차면 보석 몇 개 나가?", "indigo-centre-count"),
    ("중앙 보석 다 나가면 그 뒤에 중앙 옆에 놓으면 몇 개 나와?", "indigo-centre-count"),
    ("중앙 보석이 다 나간 뒤 중앙 옆에 놓으면 몇 개 나와?", "indigo-centre-count"),
    ("중앙 보석 다 나갔는데 중앙 옆에 타일 놓으면 보석 몇 개 나와?", "indigo-centre-count"),
    # the board's cells: 판 as a game played (was 61칸), part of the count (was 61; 54)
    ("이번 판 몇 칸 갔어?", "indigo-setup"),
    ("보드 칸 몇 칸이야 보물 칸 빼고?", "indigo-setup"),
    # a gateway's exits: all gateways' may be meant (36), a player's, open or closed in play;
    # with players named the chart was given instead (was: 한 사람이 3개씩)
    ("게이트웨이에 출구 총 몇 개?", "indigo-gateways"),
    ("게이트웨이에 출구 모두 몇 개야?", "indigo-gateways"),
    ("내 게이트웨이에 출구 몇 개야?", "indigo-gateways"),
    ("게이트웨이 하나에 출구 몇 개 열려 있어?", "indigo-gateways"),
    ("게이트웨이 하나에 출구 몇 개 막혔어?", "indigo-gateways"),
    ("2인이면 게이트웨이 하나에 출구 몇 개?", "indigo-gateways"),
    # route tiles of one shape (was 54; curves are on 48)
    ("곡선 길 타일 몇 장이야?", "indigo-setup"),
    # the reserve with the board's gems (was: the reserve's 12, or its 19 points for a count)
    ("보석 총 몇 개 있어 예비까지?", "indigo-setup"),
    ("보드랑 예비 보석 합쳐서 몇 개야?", "indigo-setup"),
    # a range of players (was 24), gems not needed, a choice of play
    ("2~3인이면 보석 몇 개 써?", "indigo-setup"),
    ("2인이면 보석 몇 개 필요 없어?", "indigo-setup"),
    ("2인이면 보석 몇 개 쓰는 게 좋아?", "indigo-setup"),
    # what the set-up puts there: denied, elsewhere, a cell or a route tile, the end, a past
    # state, now
    ("중앙 타일에는 뭐 안 놓아?", "indigo-setup"),
    ("중앙에 뭐 놓으면 안 돼?", "indigo-setup"),
    ("가장자리 타일 화살표 말고 어디에 뭐 놓아?", "indigo-setup"),
    ("가장자리 칸에 뭐 놓아?", "indigo-setup"),
    ("가장자리에 길 타일 뭐 놓아?", "indigo-setup"),
    ("게임 끝나면 중앙에 뭐 있어?", "indigo-setup"),
    ("중앙에 뭐가 있었어?", "indigo-setup"),
    ("중앙에 뭐 있어?", "indigo-setup"),
    # the tiles dealt: the two-tile variant set aside (was 2장), a treasure tile (was 1장),
    # two things asked
    ("두 장 변형 말고 처음에 타일 몇 장 받아?", "indigo-hand"),
    ("2장 들고 하는 변형 아니면 처음에 타일 몇 장 받아?", "indigo-hand"),
    ("처음에 보물 타일 몇 장 받아?", "indigo-hand"),
    ("처음에 타일 몇 장 받아서 몇 장 놓아?", "indigo-hand"),
    # the draw: what follows it is another question (each was 네)
    ("타일 놓은 뒤 새 타일 뽑는 건 다음 사람이야?", "indigo-hand"),
    ("타일 놓은 뒤 새 타일 뽑는 건 다음 차례야?", "indigo-hand"),
    ("타일 놓은 뒤 보석 타일 뽑아?", "indigo-hand"),
    ("타일 놓은 뒤 새 타일 뽑아서 바로 또 놓아?", "indigo-hand"),
    ("타일 놓은 뒤 새 타일 뽑고 또 놓아?", "indigo-hand"),
    ("타일 놓은 뒤 새 타일 뽑고 한 번 더 해?", "indigo-hand"),
    ("타일을 놓은 후 새 타일 뽑는 건 선택이야?", "indigo-hand"),
    ("타일 놓은 뒤 새 타일 뽑을까 말까 고를 수 있어?", "indigo-hand"),
    ("타일 놓은 뒤 새 타일 뽑아서 공개해?", "indigo-hand"),
    ("타일 놓은 뒤 새 타일 뽑는 건 보석 움직이기 전이야?", "indigo-hand"),
    # who takes it: who does not, whose turn, who places next, who refills, who first
    ("보석이 게이트웨이로 나가면 누가 못 가져?", "indigo-exit"),
    ("보석이 게이트웨이로 나가면 누가 안 가져?", "indigo-exit"),
    ("보석이 게이트웨이로 나가면 누구 차례야?", "indigo-exit"),
    ("보석이 게이트웨이로 나가면 누가 다음에 둬?", "indigo-exit"),
    ("보석이 게이트웨이로 나가면 누가 보석 타일 채워?", "indigo-exit"),
    ("보석이 게이트웨이로 나가면 누가 먼저 가져?", "indigo-exit"),
    # the gem does not leave (was: 네, 내가 가져갑니다)
    ("상대가 만든 길 따라 호박이 내 게이트로 안 나가면 내꺼야?", "indigo-exit"),
    # the end: asked in the negative midway (was: 네, 끝납니다), before the gems are gone (was
    # 네), some of the board's gems (was 네), a round played out (was 네; it ends at once)
    ("보석이 다 나가도 안 끝나?", "indigo-end"),
    ("보석이 다 나가기 전에 끝나?", "indigo-end"),
    ("길 위에 보석이 하나도 없으면 끝나?", "indigo-end"),
    ("길 위의 보석이 다 나가면 끝나?", "indigo-end"),
    ("내 게이트웨이 쪽 보석이 다 나가면 끝나?", "indigo-end"),
    ("움직이는 보석이 다 없으면 끝나?", "indigo-end"),
    ("보석이 다 나가면 그 라운드까지 하고 끝나?", "indigo-end"),
    # the pile out: asked in the negative midway, every tile placed (was 아니요; a full board
    # has no gem left, so the game has ended)
    ("더미 떨어지면 안 끝나?", "indigo-end"),
    ("더미 떨어지고 모든 타일을 다 놓으면 끝나?", "indigo-end"),
    ("더미 떨어지고 보드가 다 차면 끝나?", "indigo-end"),
]


test_the_engines_verdict = reads_test("indigo", VERDICTS)
test_declined = not_read_as_test("indigo", DECLINED, unasked=True)
test_the_kinds_are_listed = kinds_test("indigo", VERDICTS, DECLINED)
