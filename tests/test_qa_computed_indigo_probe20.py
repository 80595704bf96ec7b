"""Indigo's computed answers, twentieth round: new questions a first-time player types (counts
claimed that may be the box's or the board's, a seat said by its number, two claims in one
message, the centre's first gem, the collided gems' taker), checked by hand against the rules and
the engine. Misreads found, fixed:

- a count of the box's gems (or a gateway's exits) claimed in words that fit another count, 총 or
  모두 too ("보석 총 12개래", "호박은 6개 맞아?", "사파이어는 1개래", "보석 전부 12개지?"): 아니요
  of the box's 24, or the counts with no 네/아니요; the 12 on the board at the start may be meant,
  so now not read unless the box is said ("상자에 보석 12개 들어있지?": 아니요). Probe 12's two rows
  of this shape moved to its unread list;
- the set-up's gems of every kind counted on the board, the centre or the corners ("처음에 보드에
  보석 12개 맞지?", "처음에 중앙에 보석 5개 올려?", "가장자리에 보석 6개 놓는 거 맞지?"): not read
  (the claim's reader wants a kind of gem); now 네/아니요 by the engine's set-up;
- a numbered gateway's seat said by its number with 은/는 ("2인 게임 3번 게이트로 호박 나가면 2번은
  받지 않는 거지?", "… 1번은 받는 거지?"): "2번은" taken for the gateway said again, so no seat read
  and no colour; now the seat asked (네/아니요; denied, the plain statement coloured by the denial).
  A seat the game has not, or two seats asked ("… 2번은 받고 3번은 못 받지?"), are not read (were
  the owners named, no colour);
- the asker's turn said with no 나 or 저 ("2인 게임 후공인데 3번 게이트로 에메랄드 나가면 내가
  받아?"): the owner named with no colour, or not read; now the asker's seat asked, 네/아니요;
- the points and the gems both said level, the shared win claimed ("점수도 같고 보석 수도 같으면
  같이 이기는 거지?", "점수랑 보석 개수 둘 다 같으면 공동 우승 맞아?"): not read ("보석 수도"
  declined it); now 네 (heard denied, "… 공동우승 아니래": 아니요);
- a numbered gateway with its particle dropped ("4인 5번 게이트 사파이어 나가면 몇점씩?"): not read;
  now the chart's owners;
- one player's gateways counted with each player's word and no 씩, or "한 사람" before the gateways
  ("2인이면 게이트 한 사람당 3개야?", "2인 게임이면 한 사람 게이트 3개 맞지?"): not read; now
  네/아니요;
- the gem the centre frees first claimed ("중앙에서 처음 나오는 건 에메랄드 맞아?", "중앙에서 사파이어
  먼저 나온대"): not read; now 네/아니요 by the engine's centre order;
- the asker's points now, then gems the asker is said to take ("나 지금 7점인데 사파이어 받으면
  10점이지?", "지금 5점인데 호박 2개 더 받으면 몇점?"): not read; now the sum by the gems' values
  (another player, a gateway, or more of a kind than one player holds: not read);
- two owners said side by side ("4인 게임 6번 게이트로 에메랄드 나가면 3번 4번 둘다 2점씩 받아?"):
  not read; now the owners claimed;
- bare names with level points, then their gems ("민수 8점 지영 8점인데 민수 보석 4개 지영 5개면
  누가 이겨"): not read (a bare name after the first's points or count was taken for none); now
  the tie broken by the gems, a bare name read after the first's when the first was bare, and
  after 인데;
- one player said to take the collided gems ("충돌한 보석 상대가 가져간대", "보석끼리 부딪히면
  주인이 받는 거지?"): no claim read, the plain statement with no colour; now 아니요 (denied, "상대가
  가져가지 않는 거지?", coloured true);
- whether the gateways are shared said after the word for them ("2인이면 게이트 공유 없는 거
  맞지?", "4인 게임이면 게이트 공유 없대"): the chart's summary, no 네/아니요; now 네/아니요;
- two claims of the gateways joined by 고 ("4인이면 게이트 전부 공유고 한 사람당 3개지?", "2인이면
  공유 게이트 없고 각자 3개씩이지?"): not read; now each read, 네 when both hold, 아니요 saying which
  does not;
- the board's counts of gateways held alone and shared ("3인이면 공유 게이트 3개고 혼자 쓰는 거
  3개지?", true of the board): 아니요 of one player's counts; now not read.

Found but left alone: the shared layer drops 네 from a confirmation whose statement is itself
negative ("보석끼리 충돌하면 점수 못 받는 거 맞아?" shows the plain statement, coloured true; the
house's NEGATIVE_ASK lists "안 되는 거 맞지?" on purpose); the tiles run out said with no pile
("타일 다 떨어지면 게임 끝이지?": the pile or every tile may be meant) and a player's hand told with
a remark after ("내 보석 호박 5개 에메랄드 1개인데 7점이지? 친구는 사파이어 2개라 6점이고") stay
unread; the box's points ("보석 전부 합하면 38점이래") are not read; a tie asked with "공동 1등"
("점수 같고 보석 갯수도 같으면 공동 1등?", the 1 declining it) stays unread."""

from __future__ import annotations

from .computed_cases import cites_test, kinds_test, reads_nothing_test, reads_test, yes_no_test

READ: list[tuple[str, str, str, bool | None]] = []

# a numbered gateway's seat said by its number and 은/는 before a verb of taking: the seat
# asked, 네/아니요 (asked in the negative, the plain statement coloured by the denial's truth)
# (was: read as the gateway said again, no colour)
SEAT_BY_NUMBER = [
    (
        "2인 게임 3번 게이트로 호박 나가면 2번은 받지 않는 거지?",
        "indigo-exit",
        "1번 플레이어가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "2인 게임 3번 게이트로 호박 나가면 1번은 받는 거지?",
        "indigo-exit",
        "네, 1번 플레이어가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "3인 게임 2번 게이트로 에메랄드 나가면 1번은 받지?",
        "indigo-exit",
        "네, 1·2번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        True,
    ),
    (
        "4인 게임 1번 게이트로 사파이어 나가면 3번은 못 받지?",
        "indigo-exit",
        "1·2번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        True,
    ),
    (
        "4인 게임 3번 게이트로 호박 나가면 1번은 안 받지?",
        "indigo-exit",
        "1·4번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        False,
    ),
    (
        "2인인데 4번 게이트로 에메랄드 나가면 2번은 2점 받아?",
        "indigo-exit",
        "네, 2번 플레이어가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "3인 게임 3번 게이트로 사파이어 나가면 3번은 3점 받는 거 맞죠?",
        "indigo-exit",
        "네, 3번 플레이어가 가져갑니다 (사파이어 3점)",
        True,
    ),
    (
        "3인 게임 5번 게이트로 호박 나가면 1번은 받아요?",
        "indigo-exit",
        "아니요, 2번 플레이어가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "4인 게임 4번 게이트로 에메랄드 나갔는데 2번은 받는 거 맞아?",
        "indigo-exit",
        "네, 2·4번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        True,
    ),
    (
        "2인 게임 6번 게이트로 호박 나가면 1번은 가져가지 않지?",
        "indigo-exit",
        "2번 플레이어가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "3인 게임 6번 게이트로 호박 나가면 3번은 받지?",
        "indigo-exit",
        "네, 2·3번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
    (
        "4인 게임 2번 게이트로 사파이어 나가면 4번은 받아?",
        "indigo-exit",
        "아니요, 2·3번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        False,
    ),
    (
        "2인 게임 5번 게이트로 에메랄드 나가면 2번은 못 받지?",
        "indigo-exit",
        "1번 플레이어가 가져갑니다 (에메랄드 2점)",
        True,
    ),
]
READ += SEAT_BY_NUMBER

# the set-up's gems of every kind counted on the board, the centre or the corners: 네/아니요
# (was: not read)
BOARD_TOTAL = [
    (
        "처음에 보드에 보석 12개 맞지?",
        "indigo-setup",
        "네, 처음 보드에는 보석 12개(호박 6개, 에메랄드 5개, 사파이어 1개)를 놓습니다",
        True,
    ),
    (
        "처음 보드에 보석 10개 놓는 거 맞아?",
        "indigo-setup",
        "아니요, 처음 보드에는 보석 12개(호박 6개, 에메랄드 5개, 사파이어 1개)를 놓습니다",
        False,
    ),
    (
        "세팅할 때 판에 보석 12개 올리는 거지?",
        "indigo-setup",
        "네, 처음 보드에는 보석 12개(호박 6개, 에메랄드 5개, 사파이어 1개)를 놓습니다",
        True,
    ),
    (
        "중앙 보석 타일에 보석 6개 맞지?",
        "indigo-setup",
        "네, 처음 중앙 보석 타일에는 보석 6개(에메랄드 5개, 사파이어 1개)를 놓습니다",
        True,
    ),
    (
        "가장자리에 보석 6개 놓는 거 맞지?",
        "indigo-setup",
        "네, 처음 가장자리 보석 타일 6개에는 보석 6개(호박 6개)를 놓습니다",
        True,
    ),
    (
        "처음에 중앙에 보석 5개 올려?",
        "indigo-setup",
        "아니요, 처음 중앙 보석 타일에는 보석 6개(에메랄드 5개, 사파이어 1개)를 놓습니다",
        False,
    ),
    (
        "처음에 보드에 보석 12개 놓는대",
        "indigo-setup",
        "네, 처음 보드에는 보석 12개(호박 6개, 에메랄드 5개, 사파이어 1개)를 놓습니다",
        True,
    ),
    (
        "4인 게임 처음 보드에 보석 12개지?",
        "indigo-setup",
        "네, 처음 보드에는 보석 12개(호박 6개, 에메랄드 5개, 사파이어 1개)를 놓습니다",
        True,
    ),
    (
        "처음 판에 보석 24개 다 올리는 거 아니야?",
        "indigo-setup",
        "처음 보드에는 보석 12개(호박 6개, 에메랄드 5개, 사파이어 1개)를 놓습니다",
        False,
    ),
    (
        "시작할 때 보드에 보석 총 13개 놓는다던데",
        "indigo-setup",
        "아니요, 처음 보드에는 보석 12개(호박 6개, 에메랄드 5개, 사파이어 1개)를 놓습니다",
        False,
    ),
    (
        "게임 시작할 때 보드에 보석 12개 깔지?",
        "indigo-setup",
        "네, 처음 보드에는 보석 12개(호박 6개, 에메랄드 5개, 사파이어 1개)를 놓습니다",
        True,
    ),
    (
        "세팅하면 보드 위에 보석 11개래",
        "indigo-setup",
        "아니요, 처음 보드에는 보석 12개(호박 6개, 에메랄드 5개, 사파이어 1개)를 놓습니다",
        False,
    ),
]
READ += BOARD_TOTAL

# the points and the gems both level, the shared win claimed: 네 (heard denied: 아니요) (was:
# not read)
BOTH_LEVEL = [
    (
        "점수도 같고 보석 수도 같으면 같이 이기는 거지?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "점수랑 보석 개수 둘 다 같으면 공동 우승 맞아?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "점수도 같고 보석도 같으면 공동우승이야?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "동점이고 보석 수까지 같으면 무승부래",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "점수도 같고 보석 수도 같으면 공동우승 아니래",
        "indigo-score",
        "아니요, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
    (
        "나빗길 점수도 같고 보석 개수도 같으면 둘 다 이기는 거야?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
]
READ += BOTH_LEVEL

# a numbered gateway with its particle dropped ("5번 게이트 사파이어 나가면"): the chart's
# owners (was: not read)
PARTICLE_DROPPED = [
    (
        "4인 5번 게이트 사파이어 나가면 몇점씩?",
        "indigo-exit",
        "1·3번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        None,
    ),
    (
        "4인 게임 5번 게이트 사파이어 나가면 누가 받아?",
        "indigo-exit",
        "1·3번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        None,
    ),
    (
        "2인 게임 2번 게이트 에메랄드 나가면 누구 거야?",
        "indigo-exit",
        "2번 플레이어가 가져갑니다 (에메랄드 2점)",
        None,
    ),
    (
        "3인 1번게이트 호박나가면 누가 받음?",
        "indigo-exit",
        "1번 플레이어가 가져갑니다 (호박 1점)",
        None,
    ),
    (
        "3인 게임 6번 게이트 에메랄드 나가면 누가 받아?",
        "indigo-exit",
        "2·3번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        None,
    ),
]
READ += PARTICLE_DROPPED

# one player's gateways counted with each player's word and no 씩, or "한 사람 게이트 N개":
# 네/아니요 (was: not read)
EACH_WORD = [
    (
        "2인 게임이면 한 사람 게이트 3개 맞지?",
        "indigo-gateways",
        "네, 2명이면 한 사람이 게이트웨이 3개를 가집니다 (한 사람이 3개씩 혼자 가집니다)",
        True,
    ),
    (
        "2인이면 게이트 한 사람당 3개야?",
        "indigo-gateways",
        "네, 2명이면 한 사람이 게이트웨이 3개를 가집니다 (한 사람이 3개씩 혼자 가집니다)",
        True,
    ),
    (
        "4인이면 게이트 한 명당 2개래",
        "indigo-gateways",
        "아니요, 4명이면 한 사람이 게이트웨이 3개를 가집니다 (혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다)",
        False,
    ),
    (
        "3인 게임 게이트 각자 2개야?",
        "indigo-gateways",
        "아니요, 3명이면 한 사람이 게이트웨이 3개를 가집니다 (한 사람이 1개는 혼자, 2개는 함께 가집니다)",
        False,
    ),
    (
        "4명이서 하면 게이트 한 명당 3개지?",
        "indigo-gateways",
        "네, 4명이면 한 사람이 게이트웨이 3개를 가집니다 (혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다)",
        True,
    ),
]
READ += EACH_WORD

# the gem the centre frees first claimed: 네/아니요 by the engine's order (was: not read; "첫번째로
# 나오는 건" was read as the first tile placed, the same 네)
CENTRE_FIRST = [
    (
        "중앙에서 처음 나오는 건 에메랄드 맞아?",
        "indigo-centre",
        "네, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        True,
    ),
    (
        "중앙에서 사파이어 먼저 나온대",
        "indigo-centre",
        "아니요, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        False,
    ),
    (
        "중앙에서 에메랄드가 먼저 나오지?",
        "indigo-centre",
        "네, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        True,
    ),
    (
        "가운데 보석 타일에서 사파이어가 제일 먼저 나와?",
        "indigo-centre",
        "아니요, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        False,
    ),
    (
        "중앙에서 먼저 나오는 게 사파이어 아니야?",
        "indigo-centre",
        "중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        False,
    ),
    (
        "중앙에서 에메랄드 먼저 나오는 거 아니래",
        "indigo-centre",
        "아니요, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        False,
    ),
    (
        "가운데서 맨 처음 나오는 보석은 사파이어래",
        "indigo-centre",
        "아니요, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        False,
    ),
    (
        "센터 타일에서 첫번째로 나오는 건 에메랄드지?",
        "indigo-centre",
        "네, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        True,
    ),
    (
        "가운데 보석 타일에서 에메랄드 먼저 나와요?",
        "indigo-centre",
        "네, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        True,
    ),
    (
        "인디고 중앙 타일은 사파이어가 처음에 나오지?",
        "indigo-centre",
        "아니요, 중앙에서는 에메랄드 5개가 먼저 하나씩 나오고, 사파이어는 마지막으로 나옵니다",
        False,
    ),
]
READ += CENTRE_FIRST

# two owners said side by side with no joiner, said to take the gem together (was: not read)
OWNERS_SIDE_BY_SIDE = [
    (
        "4인 게임 6번 게이트로 에메랄드 나가면 3번 4번 둘다 2점씩 받아?",
        "indigo-exit",
        "네, 3·4번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        True,
    ),
    (
        "4인 게임 6번 게이트로 에메랄드 나가면 1번 2번 둘 다 받지?",
        "indigo-exit",
        "아니요, 3·4번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "4인 게임 1번 게이트로 에메랄드 나가면 1번 2번 플레이어 모두 받는 거지?",
        "indigo-exit",
        "네, 1·2번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        True,
    ),
    (
        "3인 게임 4번 게이트로 호박 나가면 3번 1번 같이 받아?",
        "indigo-exit",
        "네, 1·3번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
]
READ += OWNERS_SIDE_BY_SIDE

# bare names with level points, then their gems: the tie broken by the gems (was: not read;
# the last row was probe 19's unread one)
BARE_NAMES = [
    (
        "민수 8점 지영 8점인데 민수 보석 4개 지영 5개면 누가 이겨",
        "indigo-score",
        "지영이 이깁니다",
        None,
    ),
    (
        "민수 8점 지영 8점인데 민수 보석 4개 지영 5개면 민수가 이긴 거지?",
        "indigo-score",
        "아니요, 지영이 이깁니다",
        False,
    ),
    (
        "민수 10점 지영 10점인데 보석은 민수 5개 지영 6개 누가 이겨?",
        "indigo-score",
        "지영이 이깁니다",
        None,
    ),
]
READ += BARE_NAMES

# one player said to take the collided gems: a taking claimed, 아니요 (denied: coloured true)
# (was: the plain statement, no colour)
COLLISION_TAKER = [
    (
        "충돌한 보석 상대가 가져간대",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "충돌한 보석 내가 가져가는 거 맞아?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "보석끼리 부딪히면 주인이 받는 거지?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "보석 충돌하면 상대가 가져가지 않는 거지?",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        True,
    ),
    (
        "보석 부딪히면 상대방이 받는다던데",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "충돌한 보석 상대가 가져간다는데 맞아?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
]
READ += COLLISION_TAKER

# whether the gateways are shared, said after the word for them: 네/아니요 (was: the chart's
# summary, no 네/아니요)
SORT_AFTER = [
    (
        "2인이면 게이트 공유 없지?",
        "indigo-gateways",
        "네, 2명이면 공유 게이트웨이가 없습니다 (한 사람이 3개씩 혼자 가집니다)",
        True,
    ),
    (
        "2인이면 게이트 공유 없는 거 맞지?",
        "indigo-gateways",
        "네, 2명이면 공유 게이트웨이가 없습니다 (한 사람이 3개씩 혼자 가집니다)",
        True,
    ),
    (
        "3인 게임은 게이트 공유 있어?",
        "indigo-gateways",
        "네, 3명이면 공유 게이트웨이가 3곳 있습니다 (한 사람이 1개는 혼자, 2개는 함께 가집니다)",
        True,
    ),
    (
        "4인 게임이면 게이트 공유 없대",
        "indigo-gateways",
        "아니요, 4명이면 공유 게이트웨이가 6곳 있습니다 (혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다)",
        False,
    ),
    (
        "2명이서 하면 게이트 공유 있어요?",
        "indigo-gateways",
        "아니요, 2명이면 공유 게이트웨이가 없습니다 (한 사람이 3개씩 혼자 가집니다)",
        False,
    ),
    (
        "4인은 게이트웨이 공유 있는 거 맞죠?",
        "indigo-gateways",
        "네, 4명이면 공유 게이트웨이가 6곳 있습니다 (혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다)",
        True,
    ),
]
READ += SORT_AFTER

# two claims of the gateways joined by 고, one ending: 네 when both hold, 아니요 naming which
# does not (was: not read)
TWO_CLAIMS = [
    (
        "4인이면 게이트 전부 공유고 한 사람당 3개지?",
        "indigo-gateways",
        "네, 둘 다 맞습니다: 4명이면 혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다; 한 사람이 게이트웨이 3개를 가집니다",
        True,
    ),
    (
        "2인이면 공유 게이트 없고 각자 3개씩이지?",
        "indigo-gateways",
        "네, 둘 다 맞습니다: 2명이면 공유 게이트웨이가 없습니다; 한 사람이 게이트웨이 3개를 가집니다",
        True,
    ),
    (
        "2인이면 게이트 공유 없고 한 사람당 3개 맞지?",
        "indigo-gateways",
        "네, 둘 다 맞습니다: 2명이면 공유 게이트웨이가 없습니다; 한 사람이 게이트웨이 3개를 가집니다",
        True,
    ),
    (
        "4인은 게이트 전부 공유고 각자 3개씩 맞죠?",
        "indigo-gateways",
        "네, 둘 다 맞습니다: 4명이면 혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다; 한 사람이 게이트웨이 3개를 가집니다",
        True,
    ),
    (
        "4인이면 게이트 다 공유고 한 사람당 2개지?",
        "indigo-gateways",
        "아니요, 앞의 말은 맞지만 뒤의 말이 틀립니다: 4명이면 혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다; 한 사람이 게이트웨이 3개를 가집니다",
        False,
    ),
    (
        "3인이면 공유 게이트 있고 각자 게이트 3개씩이지?",
        "indigo-gateways",
        "네, 둘 다 맞습니다: 3명이면 공유 게이트웨이가 3곳 있습니다; 한 사람이 게이트웨이 3개를 가집니다",
        True,
    ),
]
READ += TWO_CLAIMS


# the asker's turn said with no 나 or 저 ("2인 게임 후공인데 …"): the asker's seat asked, 네/아니요
# (was: the owner named, no colour; or not read)
TURN_SAID = [
    (
        "2인 게임 후공인데 3번 게이트로 에메랄드 나가면 내가 받아?",
        "indigo-exit",
        "아니요, 1번 플레이어가 가져갑니다 (에메랄드 2점)",
        False,
    ),
    (
        "2인 게임 후공인데 4번 게이트로 호박 나가면 내 거야?",
        "indigo-exit",
        "네, 2번 플레이어가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "2인 게임 선공인데 5번 게이트로 사파이어 나가면 내가 3점 받지?",
        "indigo-exit",
        "네, 1번 플레이어가 가져갑니다 (사파이어 3점)",
        True,
    ),
    (
        "선공이고 2인 게임인데 2번 게이트로 호박 나가면 내가 받아?",
        "indigo-exit",
        "아니요, 2번 플레이어가 가져갑니다 (호박 1점)",
        False,
    ),
]
READ += TURN_SAID

# more of the shapes above: a claim of both sorts of gateways ("있고 … 공유도 있지?"), the board's
# count at the start asked in the negative (the plain statement, coloured by it)
MORE = [
    (
        "3인이면 혼자 쓰는 게이트 있고 공유도 있지?",
        "indigo-gateways",
        "네, 둘 다 맞습니다: 3명이면 혼자 가지는 게이트웨이가 3곳 있습니다; 공유 게이트웨이가 3곳 있습니다",
        True,
    ),
    (
        "처음에 보드에 보석 12개 아니지?",
        "indigo-setup",
        "처음 보드에는 보석 12개(호박 6개, 에메랄드 5개, 사파이어 1개)를 놓습니다",
        True,
    ),
]
READ += MORE

# the asker's points now, then gems the asker is said to take: the sum by the gems' values
# (was: not read)
POINTS_GAINED = [
    ("나 지금 7점인데 사파이어 받으면 10점이지?", "indigo-score", "네, 10점입니다", True),
    ("지금 5점인데 호박 2개 더 받으면 몇점?", "indigo-score", "7점", None),
    (
        "지금 8점인데 에메랄드 하나 더 받으면 11점 맞아?",
        "indigo-score",
        "아니요, 10점입니다",
        False,
    ),
    ("현재 점수 4점인데 에메랄드 2개랑 호박 1개 받으면 몇 점이야?", "indigo-score", "9점", None),
    ("내 점수 지금 9점이야. 사파이어 얻으면 12점이지?", "indigo-score", "네, 12점입니다", True),
    ("제 점수 현재 11점인데 호박 3개 받으면 14점 맞나요?", "indigo-score", "네, 14점입니다", True),
    ("지금 12점이고 에메랄드 받으면 몇점 돼?", "indigo-score", "14점", None),
    ("나는 지금 2점인데 사파이어랑 에메랄드 받으면 7점이래", "indigo-score", "네, 7점입니다", True),
    ("지금 7점인데 사파이어 받으면 10점 아니야?", "indigo-score", "10점입니다", True),
    ("지금 7점인데 사파이어 받으면 9점 아니래", "indigo-score", "네, 10점입니다", True),
]
READ += POINTS_GAINED

# a count that may be the box's or the board's at the start, and the board's gateway counts
# claimed as one player's: no 네 or 아니요 is right (was: 아니요 of the box's, the counts with no
# 네/아니요, or 아니요 of one player's); a seat said by its number the chart cannot check
UNREAD = [
    "보석 총 12개래",
    "나빗길 보석 총 12개 맞아?",
    "호박은 6개 맞아?",
    "사파이어는 1개래",
    "에메랄드 5개 맞지?",
    "보석 전부 12개지?",
    "호박 모두 6개야?",
    "사파이어 하나뿐이지?",
    "에메랄드는 다섯 개래",
    "호박 여섯 개지?",
    "3인이면 공유 게이트 3개고 혼자 쓰는 거 3개지?",
    # a seat the game has not ("3번은" of two players: maybe the gateway said again), or two
    # seats asked (was: the owners named, no colour)
    "2인 게임 3번 게이트로 호박 나가면 3번은 받아?",
    "4인 게임 2번 게이트로 호박 나가면 2번은 받고 3번은 못 받지?",
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
test_still_unread = reads_nothing_test("indigo", UNREAD)


def test_the_counts() -> None:
    assert len(READ) == len({row[0] for row in READ}) == 92
    assert len(UNREAD) == len(set(UNREAD)) == 13
