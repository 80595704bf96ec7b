"""Indigo's computed answers, seventeenth round: new questions a first-time player types
(claims heard from a friend, "맞지?", "아니지?", "~라던데", numbers guessed, two questions in
one, whole turns told), checked by hand against the rules. Misreads found, fixed:

- a claim heard in the negative, maybe then asked to confirm ("상대 차례에 사파이어가 내 게이트로
  나갔는데 내 거 아니래. 맞아?", "2인이면 예비 보석 안 쓴대. 맞아?", "보드에 보석 하나도 없으면
  끝나는 거 아니래. 진짜?"): the positive claim's verdict ("네, 내가 가져갑니다", "아니요, 2명이면
  예비 보석을 쓰지 않습니다", "네, 게임이 끝납니다"), or no colour; now the claim said positively
  ("… 내 거라던데 맞아?") is read and its 네/아니요 and colour turned round; a claim whose
  positive gets no 네/아니요 is not read. At the question's end ("아니래", "못 받는대", "아니라던데
  맞아?") the shared negative ask first kept the plain statement; a claim heard is now asked
  whether it is true, so it keeps its 네/아니요 (``tutor.qa_computed.HEARD_CLAIM_END``);
- what becomes of two colliding gems claimed ("보석 두 개 부딪히면 둘 다 없어지지?", "보석끼리
  부딪히면 타일 놓은 사람이 가져간대", "호박 두 개 부딪쳤는데 1점씩 받아?", "충돌한 보석 예비로
  가?"): the plain statement with no 네/아니요, or not read; now 네 for both gone, 아니요 for
  anyone taking them or their return, only of the last sentence ("… 둘 다 없어졌어요. 그럼 …
  없는 건가요?" keeps the plain statement);
- a numbered gateway's gem said to go to a seat by its turn ("선이 받지?", "후공이 받지?" of two
  players), to two owners ("3번이랑 1번이 받지?", "1·3번 플레이어가 3점씩 받지?"), to one seat
  alone ("3번 플레이어 혼자 받아?") or to both ("… 나가면 둘 다 받지?"): the owner named with no
  네/아니요, or not read; now 네/아니요 by the chart;
- a numbered gateway's owners said and asked to confirm ("4인 게임 2번 게이트는 2번이랑 3번
  플레이어 거지?", "3인 게임 1번 게이트는 1번 플레이어 혼자 거 맞지?"): not read; now 네/아니요
  by the chart (one seat of a shared gateway, not said alone, is not read);
- the gateways one player holds claimed or heard ("3인에서 각자 게이트 3개씩 맞지?", "2인 게임에서
  한 사람이 게이트 3개씩 가져?", "3인 게임 게이트 각자 2개 혼자 가진대"): not read (한 사람 read
  as a second player count), or the chart with no 아니요; now 네/아니요 (with a layout or another
  ask beside it, as before);
- a count of the box or the board heard with no confirming word ("길 타일 60장이래", "보드 칸
  60개라던데"), the reserve's count claimed ("예비 보석 12개 맞지?", "예비 보석은 10개라던데"):
  not read; now 네/아니요;
- a hand's points heard or written as a sum ("호박 3개 에메랄드 1개면 6점이래", "에메랄드 2개
  사파이어 1개 = 7?"): not read; now 네/아니요 with the points;
- the gems ranked by value ("사파이어가 제일 비싸지?", "에메랄드가 사파이어보다 점수 높지?", "제일
  점수 높은 보석은?"): not read (probe 8 kept three unread, a value alone being no rank); now
  read from the gem table, 네/아니요 for a claim;
- the set-up's gems said of the centre or the corners with no verb of putting, or heard
  ("가운데 보석 타일에 에메랄드 6개 맞지?", "중앙에는 사파이어 2개 놓는다던데"): not read; now
  네/아니요 (the centre said to hold them, "있는 거 맞아?", stays unread: the centre now, maybe);
- a shared gateway's gem of no kind ("공유 게이트로 나가면 두 명 다 받지?", "… 보석 나가면 한
  사람만 받지?"): not read since the first round; now any gem, its name and points left out;
- who took a gem told in the past, then confirmed ("… 상대가 가져갔어. 맞지?"): not read; now
  네/아니요; and the same telling followed by another question ("… 내가 받았어. 이제 내
  차례야?"): 네, the telling confirmed; not read now;
- a corner tile's side said by the arrow drawn on it ("화살표 있는 쪽에", "화살표 그려진 면 앞에",
  "화살표 있는 쪽 말고 옆에") or by its u-turns alone ("유턴 쪽 칸에"): not read; now the arrow's
  side or another;
- the tie-break claimed with no numbers ("동점이면 공동 우승이지?", "점수 같으면 보석 많은 사람이
  이기지?"): not read; now 네/아니요 by the engine's ranking (only with the game or its gems
  named: every game breaks ties its own way);
- the gems one placement beside the centre frees, claimed ("보석 두 개 나와?", "하나씩만 나오지?",
  "두 개 한꺼번에 나와?"): not read; now 네/아니요 (one each);
- the centre's first neighbour said as "처음에 중앙 옆에 놓으면 …": not read; now the first
  placement around it (an emerald);
- the game's end asked of before the gems are gone ("보석 다 나가기 전엔 게임 끝나?"): 네, 게임이
  끝납니다, as if once they are gone; not read now;
- the gateway curve heard as allowed ("이어도 된다던데?"), two values asked in one message
  ("에메랄드 2점이지? 호박은 1점이고?"): not read; now 네/아니요;
- a gem's value, the set-up's gems, the starting hand or a hand's points claimed in the negative
  ("에메랄드 1점 아니지?", "에메랄드 3개면 5점 아니야?"): the plain statement with no colour; now
  coloured by the truth of the plain statement (the house's rule for every negative ask).

Rows of earlier rounds re-pinned, each verdict now better: two collisions asked yes or no
(probe 2 "… 타일 놓은 사람이 가져?", probe 4 "… 점수 받아?": 아니요 now); three negative asks
coloured (audit, coverage, probe 11); and seven questions kept unread before are read now,
their tests moved here: the three ranks of probe 8 and the four shared gateways of no kind
(the first round, probe 4 twice, probe 7)."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

READ: list[tuple[str, str, str, bool | None]] = []

# a claim heard in the negative, maybe asked to confirm: the positive claim's 네/아니요 turned round
# (was: the positive claim's, or no colour)
NEGATED_HEARD = [
    (
        "상대 차례에 사파이어가 내 게이트로 나갔는데 내 거 아니래. 맞아?",
        "indigo-exit",
        "아니요, 내가 가져갑니다 (사파이어 3점)",
        False,
    ),
    (
        "친구가 그러는데 사파이어 3점 아니래. 맞아?",
        "indigo-score",
        "아니요, 사파이어는 3점입니다",
        False,
    ),
    ("에메랄드가 2점 아니래. 진짜야?", "indigo-score", "아니요, 에메랄드는 2점입니다", False),
    ("형이 사파이어는 3점 아니라던데 맞아?", "indigo-score", "아니요, 사파이어는 3점입니다", False),
    (
        "보드에 보석 하나도 없으면 끝나는 거 아니래. 진짜?",
        "indigo-end",
        "아니요, 게임이 끝납니다",
        False,
    ),
    ("보석 다 나가도 게임 안 끝난대", "indigo-end", "아니요, 게임이 끝납니다", False),
    (
        "중앙 옆에 처음 놓으면 에메랄드 안 나온대",
        "indigo-centre",
        "아니요, 에메랄드가 나옵니다",
        False,
    ),
    (
        "2인이면 예비 보석 안 쓴대. 맞아?",
        "indigo-setup",
        "네, 2명이면 예비 보석을 쓰지 않습니다",
        True,
    ),
    (
        "공유 게이트로 에메랄드 나가면 두 주인 다 받는 거 아니라던데 맞아?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "공유 게이트로 에메랄드 나가면 한 명은 못 받는대. 맞아?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "2인 게임 4번 게이트로 에메랄드 나가면 1번 플레이어가 못 받는대. 맞아?",
        "indigo-exit",
        "네, 2번 플레이어가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "3인 게임 2번 게이트로 호박 나가면 1번 플레이어는 못 받는대",
        "indigo-exit",
        "아니요, 1·2번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        False,
    ),
    (
        "형이 그러는데 상대 게이트로 나간 보석은 내 거 아니래",
        "indigo-exit",
        "네, 상대가 가져갑니다",
        True,
    ),
    ("친구가 에메랄드 2점 아니래", "indigo-score", "아니요, 에메랄드는 2점입니다", False),
    ("사파이어 3점 아니라던데?", "indigo-score", "아니요, 사파이어는 3점입니다", False),
    ("호박은 1점 아니라던데", "indigo-score", "아니요, 호박은 1점입니다", False),
    ("사파이어 1개 호박 4개면 7점 아니래", "indigo-score", "아니요, 7점입니다", False),
    (
        "2인 게임 3번 게이트로 호박 나가면 1번 플레이어 거 아니래",
        "indigo-exit",
        "아니요, 1번 플레이어가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "4인 게임 2번 게이트로 사파이어 나갔는데 2번 플레이어가 못 받았대",
        "indigo-exit",
        "아니요, 2·3번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        False,
    ),
    (
        "충돌한 보석은 둘 다 빠지는 게 아니래. 맞아?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "보석 부딪히면 둘다 없어지는거 아니래",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "가장자리 보석 타일 화살표 앞에 놓으면 호박 안 나온대",
        "indigo-corner",
        "아니요, 호박이 그 타일의 길로 나옵니다",
        False,
    ),
    (
        "화살표 앞에 놓아도 호박 안 움직인다던데 맞아?",
        "indigo-corner",
        "아니요, 호박이 그 타일의 길로 나옵니다",
        False,
    ),
    (
        "게이트 칸에 급커브로 출구 두 개 이으면 안 된대",
        "indigo-placement",
        "네, 한 칸의 두 출구를 곡선으로 바로 잇게 놓을 수 없습니다",
        True,
    ),
    (
        "공유게이트로 나가면 둘다 받는거 아니래",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 보석을 1개씩 받습니다",
        False,
    ),
    (
        "공유 게이트로 나가면 둘 다 받는 거 아니래",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 보석을 1개씩 받습니다",
        False,
    ),
]
READ += NEGATED_HEARD

# what becomes of two colliding gems claimed, heard or asked yes or no: 네/아니요 (was: the plain
# statement, or not read)
COLLISION_CLAIMED = [
    (
        "보석 두 개 부딪히면 둘 다 없어지지?",
        "indigo-collision",
        "네, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        True,
    ),
    (
        "보석끼리 부딪히면 타일 놓은 사람이 가져간대",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "보석 부딪히면 둘 다 없어진다던데 맞아?",
        "indigo-collision",
        "네, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        True,
    ),
    (
        "충돌하면 두 보석 다 사라지는 거 아니야?",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        True,
    ),
    (
        "호박 두 개 부딪쳤는데 1점씩 받아?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "보석 충돌하면 둘 다 받아?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "에메랄드랑 호박 충돌하면 둘다 빠지는거 맞죠",
        "indigo-collision",
        "네, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        True,
    ),
    (
        "보석끼리 박치기하면 둘 다 아웃이래",
        "indigo-collision",
        "네, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        True,
    ),
    (
        "보석 두개 부딪히면 점수 받음?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "충돌한 보석 예비로 가?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 돌아가지 않습니다",
        False,
    ),
    (
        "부딪힌 보석은 예비에 넣는 거지?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 돌아가지 않습니다",
        False,
    ),
    (
        "부딪힌 보석 둘 다 게임에서 빠진대",
        "indigo-collision",
        "네, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        True,
    ),
    (
        "보석끼리 충돌하면 놓은 사람이 둘 다 먹는대",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "보석 두개 충돌하면 각자 1개씩 받는다던데 맞아?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
]
READ += COLLISION_CLAIMED

# a numbered gateway's gem said to go to a seat by its turn, to two owners, or to one alone:
# 네/아니요 by the chart (was: the owner named, no 네/아니요, or not read)
SEAT_CLAIMED = [
    (
        "2인 게임 4번 게이트로 에메랄드 나가면 선이 받지?",
        "indigo-exit",
        "아니요, 2번 플레이어가 가져갑니다 (에메랄드 2점)",
        False,
    ),
    (
        "2인 게임 4번 게이트로 에메랄드 나가면 후공이 받지?",
        "indigo-exit",
        "네, 2번 플레이어가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "둘이서 하는데 2번 출구로 호박 나가면 선 플레이어가 가져가?",
        "indigo-exit",
        "아니요, 2번 플레이어가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "2인 게임 3번 게이트로 사파이어 나가면 선 플레이어가 받지?",
        "indigo-exit",
        "네, 1번 플레이어가 가져갑니다 (사파이어 3점)",
        True,
    ),
    (
        "2인 6번 게이트로 호박 나가면 선이 가져가?",
        "indigo-exit",
        "아니요, 2번 플레이어가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "2인 5번 게이트로 에메랄드 나갔는데 후공이 가져갔어. 맞지?",
        "indigo-exit",
        "아니요, 1번 플레이어가 가져갑니다 (에메랄드 2점)",
        False,
    ),
    (
        "4인 게임 1번 게이트로 호박 나가면 먼저 한 사람이 받아?",
        "indigo-exit",
        "네, 1·2번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
    (
        "4인 게임 5번 게이트로 사파이어 나가면 3번이랑 1번이 받지?",
        "indigo-exit",
        "네, 1·3번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        True,
    ),
    (
        "4인 게임 5번 게이트로 사파이어 나가면 1·3번 플레이어가 3점씩 받지?",
        "indigo-exit",
        "네, 1·3번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        True,
    ),
    (
        "3인 게임 2번 게이트로 에메랄드 나가면 2번이랑 3번 플레이어가 받아?",
        "indigo-exit",
        "아니요, 1·2번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "3인 게임 4번 게이트로 호박 나가면 1번이랑 3번 둘 다 받지?",
        "indigo-exit",
        "네, 1·3번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
    (
        "3인 2번 출구로 사파이어 빠지면 1번이랑 2번 둘 다 3점씩 받지?",
        "indigo-exit",
        "네, 1·2번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        True,
    ),
    (
        "3인 2번 출구로 사파이어 빠지면 1번이랑 3번이 받지?",
        "indigo-exit",
        "아니요, 1·2번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        False,
    ),
    (
        "3인 게임에서 3번 게이트로 에메랄드 나가면 3번 플레이어 혼자 받아?",
        "indigo-exit",
        "네, 3번 플레이어가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "3인 게임에서 2번 게이트로 에메랄드 나가면 1번 플레이어 혼자 받아?",
        "indigo-exit",
        "아니요, 1·2번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "4인 게임 3번이랑 4번이 같이 가진 6번 게이트로 에메랄드 나가면 둘 다 받지?",
        "indigo-exit",
        "네, 3·4번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        True,
    ),
    (
        "2인 게임 3번 게이트로 호박 나가면 둘 다 받지?",
        "indigo-exit",
        "아니요, 1번 플레이어가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "3인 게임 3번 게이트로 에메랄드 나가면 둘 다 받지?",
        "indigo-exit",
        "아니요, 3번 플레이어가 가져갑니다 (에메랄드 2점)",
        False,
    ),
]
READ += SEAT_CLAIMED

# a numbered gateway's owners said and asked to confirm: 네/아니요 by the chart (was: not read)
OWNERS_CLAIMED = [
    (
        "4인 게임 2번 게이트 주인 2번 3번 플레이어 맞지?",
        "indigo-gateways",
        "네, 게이트웨이 2번은 2·3번 플레이어가 함께 가집니다",
        True,
    ),
    (
        "4인 게임 2번 게이트는 2번이랑 3번 플레이어 거지?",
        "indigo-gateways",
        "네, 게이트웨이 2번은 2·3번 플레이어가 함께 가집니다",
        True,
    ),
    (
        "4인 게임 2번 게이트 2번 3번 플레이어 꺼 맞지?",
        "indigo-gateways",
        "네, 게이트웨이 2번은 2·3번 플레이어가 함께 가집니다",
        True,
    ),
    (
        "3인 게임 1번 게이트는 1번 플레이어 혼자 거 맞지?",
        "indigo-gateways",
        "네, 게이트웨이 1번은 1번 플레이어가 혼자 가집니다",
        True,
    ),
    (
        "3인 게임 2번 게이트웨이 1번 플레이어 혼자 꺼 맞아?",
        "indigo-gateways",
        "아니요, 게이트웨이 2번은 1·2번 플레이어가 함께 가집니다",
        False,
    ),
    (
        "2인 게임 4번 게이트는 1번 플레이어 거지?",
        "indigo-gateways",
        "아니요, 게이트웨이 4번은 2번 플레이어가 혼자 가집니다",
        False,
    ),
    (
        "2인이면 6번 게이트웨이 2번 플레이어 거 맞죠?",
        "indigo-gateways",
        "네, 게이트웨이 6번은 2번 플레이어가 혼자 가집니다",
        True,
    ),
    (
        "4인에서 게이트 3번은 1번 4번 플레이어가 같이 쓰는 거 맞지?",
        "indigo-gateways",
        "네, 게이트웨이 3번은 1·4번 플레이어가 함께 가집니다",
        True,
    ),
    (
        "4인 게임 1번 게이트 1번이랑 3번 플레이어 공유 맞아?",
        "indigo-gateways",
        "아니요, 게이트웨이 1번은 1·2번 플레이어가 함께 가집니다",
        False,
    ),
    (
        "4인 게임 6번 게이트 3번이랑 4번 플레이어 공유 맞지?",
        "indigo-gateways",
        "네, 게이트웨이 6번은 3·4번 플레이어가 함께 가집니다",
        True,
    ),
    (
        "4인 게임 4번 게이트는 2번이랑 4번 거지?",
        "indigo-gateways",
        "네, 게이트웨이 4번은 2·4번 플레이어가 함께 가집니다",
        True,
    ),
    (
        "4인 게임 2번 게이트는 2번이랑 3번 플레이어 거 아니야?",
        "indigo-gateways",
        "게이트웨이 2번은 2·3번 플레이어가 함께 가집니다",
        True,
    ),
    (
        "3인 게임 5번 게이트는 2번 플레이어 혼자 거 아니야?",
        "indigo-gateways",
        "게이트웨이 5번은 2번 플레이어가 혼자 가집니다",
        True,
    ),
]
READ += OWNERS_CLAIMED

# the gateways one player holds claimed or heard: 네/아니요 by the chart (was: not read, or the
# chart with no 아니요)
EACH_HOLDS = [
    (
        "3인에서 각자 게이트 3개씩 맞지?",
        "indigo-gateways",
        "네, 3명이면 한 사람이 게이트웨이 3개를 가집니다 (한 사람이 1개는 혼자, 2개는 함께 가집니다)",
        True,
    ),
    (
        "2인 게임에서 한 사람이 게이트 3개씩 가져?",
        "indigo-gateways",
        "네, 2명이면 한 사람이 게이트웨이 3개를 가집니다 (한 사람이 3개씩 혼자 가집니다)",
        True,
    ),
    (
        "4인이면 게이트웨이 한 사람당 2개씩이지?",
        "indigo-gateways",
        "아니요, 4명이면 한 사람이 게이트웨이 3개를 가집니다 (혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다)",
        False,
    ),
    (
        "2인이면 게이트 각자 3개씩 가진다던데",
        "indigo-gateways",
        "네, 2명이면 한 사람이 게이트웨이 3개를 가집니다 (한 사람이 3개씩 혼자 가집니다)",
        True,
    ),
    (
        "3인 게임 게이트 각자 2개 혼자 가진대",
        "indigo-gateways",
        "아니요, 3명이면 한 사람이 1개는 혼자, 2개는 함께 가집니다",
        False,
    ),
]
READ += EACH_HOLDS

# a count of the box or the board heard with no confirming word, the reserve's count claimed:
# 네/아니요 (was: not read)
COUNT_HEARD = [
    ("길 타일 60장이래", "indigo-setup", "아니요, 길 타일은 모두 54장입니다", False),
    ("보석 타일 7개라던데", "indigo-setup", "네, 보석 타일은 모두 7개입니다", True),
    (
        "에메랄드 10개라던데",
        "indigo-setup",
        "네, 상자에 든 에메랄드는 10개입니다 (처음 보드에 5개, 예비에 5개)",
        True,
    ),
    (
        "보석 총 24개래요",
        "indigo-setup",
        "네, 상자에 든 보석은 24개입니다 (처음 보드에 12개, 예비에 12개)",
        True,
    ),
    ("출구 36개래", "indigo-setup", "네, 출구는 모두 36개입니다", True),
    ("보드 칸 60개라던데", "indigo-setup", "아니요, 보드는 모두 61칸입니다", False),
    ("게이트웨이 6개래", "indigo-setup", "네, 게이트웨이는 6곳입니다", True),
    ("게이트 6개라던데", "indigo-setup", "네, 게이트웨이는 6곳입니다", True),
    (
        "예비 보석 12개 맞지?",
        "indigo-setup",
        "네, 예비 보석은 12개입니다 (호박 6개, 에메랄드 5개, 사파이어 1개)",
        True,
    ),
    (
        "예비 보석은 10개라던데",
        "indigo-setup",
        "아니요, 예비 보석은 12개입니다 (호박 6개, 에메랄드 5개, 사파이어 1개)",
        False,
    ),
    (
        "예비 보석 12개래",
        "indigo-setup",
        "네, 예비 보석은 12개입니다 (호박 6개, 에메랄드 5개, 사파이어 1개)",
        True,
    ),
    (
        "예비 보석 열 개래",
        "indigo-setup",
        "아니요, 예비 보석은 12개입니다 (호박 6개, 에메랄드 5개, 사파이어 1개)",
        False,
    ),
    (
        "예비보석 12개 아니야?",
        "indigo-setup",
        "예비 보석은 12개입니다 (호박 6개, 에메랄드 5개, 사파이어 1개)",
        True,
    ),
]
READ += COUNT_HEARD

# a hand's points heard or written as a sum: 네/아니요 (was: not read)
TOTAL_HEARD = [
    ("친구가 호박 세 개 에메랄드 한 개면 6점이래", "indigo-score", "아니요, 5점입니다", False),
    ("호박 3개 에메랄드 1개면 6점이래", "indigo-score", "아니요, 5점입니다", False),
    ("호박 3개 에메랄드 1개면 5점이라던데", "indigo-score", "네, 5점입니다", True),
    ("에메랄드 4개면 8점이라던데 맞아?", "indigo-score", "네, 8점입니다", True),
    ("호박 5개 에메랄드 2개면 10점이라고 하던데", "indigo-score", "아니요, 9점입니다", False),
    ("사파이어 1개 에메랄드 3개면 9점이래요. 진짜?", "indigo-score", "네, 9점입니다", True),
    ("호박 3개 에메랄드 2개 사파이어 1개면 10점이래", "indigo-score", "네, 10점입니다", True),
    ("에메랄드 5개면 10점이라던데 맞나요?", "indigo-score", "네, 10점입니다", True),
    ("에메랄드3 사파이어1 호박2 = 11?", "indigo-score", "네, 11점입니다", True),
    ("에메랄드 2개 사파이어 1개 = 7?", "indigo-score", "네, 7점입니다", True),
    ("에메랄드 2개 사파이어 1개 = 8", "indigo-score", "아니요, 7점입니다", False),
    ("호박3 에메랄드2 = 7?", "indigo-score", "네, 7점입니다", True),
]
READ += TOTAL_HEARD

# the gems ranked by value: 네/아니요 for a claim, the gem for a which (was: not read)
RANKED = [
    (
        "에메랄드가 사파이어보다 점수 높지?",
        "indigo-score",
        "아니요, 에메랄드는 2점, 사파이어는 3점입니다",
        False,
    ),
    ("사파이어가 제일 비싸지?", "indigo-score", "네, 사파이어가 3점으로 가장 높습니다", True),
    ("호박이 제일 싸지?", "indigo-score", "네, 호박이 1점으로 가장 낮습니다", True),
    ("호박 점수가 제일 낮아?", "indigo-score", "네, 호박이 1점으로 가장 낮습니다", True),
    ("제일 점수 높은 보석은?", "indigo-score", "사파이어가 3점으로 가장 높습니다", None),
    (
        "에메랄드랑 사파이어 중 뭐가 더 높아?",
        "indigo-score",
        "사파이어가 더 높습니다 (사파이어 3점, 에메랄드 2점)",
        None,
    ),
    (
        "사파이어가 에메랄드보다 높지?",
        "indigo-score",
        "네, 사파이어는 3점, 에메랄드는 2점입니다",
        True,
    ),
    (
        "에메랄드가 제일 비싼 보석 맞지?",
        "indigo-score",
        "아니요, 사파이어가 3점으로 가장 높습니다",
        False,
    ),
    (
        "호박이 에메랄드보다 점수 낮아?",
        "indigo-score",
        "네, 호박은 1점, 에메랄드는 2점입니다",
        True,
    ),
    ("나빗길에서 제일 비싼 보석 뭐야?", "indigo-score", "사파이어가 3점으로 가장 높습니다", None),
    ("가장 점수 낮은 보석은?", "indigo-score", "호박이 1점으로 가장 낮습니다", None),
    (
        "사파이어보다 에메랄드가 더 비싸?",
        "indigo-score",
        "아니요, 에메랄드는 2점, 사파이어는 3점입니다",
        False,
    ),
    ("에메랄드가 호박보다 비싸지?", "indigo-score", "네, 에메랄드는 2점, 호박은 1점입니다", True),
    (
        "호박이 사파이어보다 점수 높아?",
        "indigo-score",
        "아니요, 호박은 1점, 사파이어는 3점입니다",
        False,
    ),
    ("제일 싼 보석 뭐야?", "indigo-score", "호박이 1점으로 가장 낮습니다", None),
    ("보석 중에 뭐가 제일 비싸?", "indigo-score", "사파이어가 3점으로 가장 높습니다", None),
    (
        "사파이어가 최고 점수 보석이지?",
        "indigo-score",
        "네, 사파이어가 3점으로 가장 높습니다",
        True,
    ),
    (
        "호박 에메랄드 중 뭐가 더 낮아?",
        "indigo-score",
        "호박이 더 낮습니다 (호박 1점, 에메랄드 2점)",
        None,
    ),
    (
        "가장 점수 높은 보석이 사파이어 맞아?",
        "indigo-score",
        "네, 사파이어가 3점으로 가장 높습니다",
        True,
    ),
    ("호박 점수가 제일 낮지?", "indigo-score", "네, 호박이 1점으로 가장 낮습니다", True),
    (
        "에메랄드가 점수 제일 높은 거야?",
        "indigo-score",
        "아니요, 사파이어가 3점으로 가장 높습니다",
        False,
    ),
]
READ += RANKED

# the set-up's gems said of the centre or the corners with no verb of putting, or heard: 네/아니요
# (was: not read)
SETUP_NO_VERB = [
    (
        "가운데 보석 타일에 에메랄드 6개 맞지?",
        "indigo-setup",
        "아니요, 처음 중앙 보석 타일에는 에메랄드 5개와 사파이어 1개를 놓습니다",
        False,
    ),
    (
        "중앙 타일에 에메랄드 6개 맞지?",
        "indigo-setup",
        "아니요, 처음 중앙 보석 타일에는 에메랄드 5개와 사파이어 1개를 놓습니다",
        False,
    ),
    (
        "중앙에 에메랄드 5개랑 사파이어 1개 맞지?",
        "indigo-setup",
        "네, 처음 중앙 보석 타일에는 에메랄드 5개와 사파이어 1개를 놓습니다",
        True,
    ),
    (
        "중앙에는 사파이어 2개 놓는다던데",
        "indigo-setup",
        "아니요, 처음 중앙 보석 타일에는 에메랄드 5개와 사파이어 1개를 놓습니다",
        False,
    ),
    (
        "가장자리 보석 타일마다 호박 1개씩 맞아?",
        "indigo-setup",
        "네, 처음 가장자리 보석 타일 6개에는 화살표 위에 호박을 1개씩 올립니다(모두 호박 6개)",
        True,
    ),
    (
        "가장자리마다 호박 2개씩 올린대",
        "indigo-setup",
        "아니요, 처음 가장자리 보석 타일 6개에는 화살표 위에 호박을 1개씩 올립니다(모두 호박 6개)",
        False,
    ),
    (
        "중앙 타일엔 에메랄드 5개 사파이어 1개지?",
        "indigo-setup",
        "네, 처음 중앙 보석 타일에는 에메랄드 5개와 사파이어 1개를 놓습니다",
        True,
    ),
    (
        "센터에 사파이어 1개 에메랄드 4개 맞죠?",
        "indigo-setup",
        "아니요, 처음 중앙 보석 타일에는 에메랄드 5개와 사파이어 1개를 놓습니다",
        False,
    ),
    (
        "모서리 타일에 호박 하나씩 맞지?",
        "indigo-setup",
        "네, 처음 가장자리 보석 타일 6개에는 화살표 위에 호박을 1개씩 올립니다(모두 호박 6개)",
        True,
    ),
    (
        "가운데 보석 타일에 에메랄드 6개 아니야?",
        "indigo-setup",
        "처음 중앙 보석 타일에는 에메랄드 5개와 사파이어 1개를 놓습니다",
        False,
    ),
]
READ += SETUP_NO_VERB

# a shared gateway's gem of no kind: any gem, its name and points left out (was: not read)
ANY_GEM_SHARED = [
    (
        "공유 게이트로 나가면 두 명 다 받지?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 보석을 1개씩 받습니다",
        True,
    ),
    (
        "공유 게이트로 보석 나가면 한 사람만 받지?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 보석을 1개씩 받습니다",
        False,
    ),
    (
        "친구가 공유 게이트로 나가면 한 사람만 받는대",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 보석을 1개씩 받습니다",
        False,
    ),
    (
        "공유 게이트웨이로 보석 나가면 둘 다 가져?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 보석을 1개씩 받습니다",
        True,
    ),
    (
        "공유 출구로 보석 빠지면 반반 나눠?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 보석을 1개씩 받습니다",
        False,
    ),
    (
        "2인인데 공유 게이트로 보석 나가면 둘 다 받아?",
        "indigo-shared-gateway",
        "아니요, 2명이면 공유 게이트웨이가 없습니다",
        False,
    ),
    (
        "공유 게이트로 보석 나가면 누가 받아?",
        "indigo-shared-gateway",
        "두 주인 모두 보석을 1개씩 받습니다",
        None,
    ),
    (
        "공유 게이트로 나가면 세 명 다 받아?",
        "indigo-shared-gateway",
        "아니요, 게이트웨이의 두 주인만 보석을 1개씩 받습니다",
        False,
    ),
    (
        "공유게이트로 보석나가면 한명만받음?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 보석을 1개씩 받습니다",
        False,
    ),
    (
        "공유 출구로 나가면 한 명만 받는 거 아니지?",
        "indigo-shared-gateway",
        "두 주인 모두 보석을 1개씩 받습니다",
        False,
    ),
    (
        "공유 게이트로 나가면 둘 다 받는 거 아니야?",
        "indigo-shared-gateway",
        "두 주인 모두 보석을 1개씩 받습니다",
        True,
    ),
    (
        "공유 게이트로 보석 나가면 한 사람만 받는 거 아니야?",
        "indigo-shared-gateway",
        "두 주인 모두 보석을 1개씩 받습니다",
        False,
    ),
    (
        "공유 게이트로 나가면 둘 다 받는 거라던데 맞아?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 보석을 1개씩 받습니다",
        True,
    ),
    (
        "공유 게이트웨이로 보석 나가면 둘 다 받아?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 보석을 1개씩 받습니다",
        True,
    ),
    (
        "공유 게이트웨이로 나가면 한 명만 받지 않아?",
        "indigo-shared-gateway",
        "두 주인 모두 보석을 1개씩 받습니다",
        False,
    ),
    (
        "나빗길 공유 게이트웨이인데 보석이 그 구간 맨 끝 구석 출구로 나갔어요. 그래도 둘 다 받나요?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 보석을 1개씩 받습니다",
        True,
    ),
]
READ += ANY_GEM_SHARED

# who took a gem told in the past, then confirmed: 네/아니요 (was: not read)
TOLD_TAKEN = [
    (
        "내 차례에 타일 놓고 에메랄드가 상대 게이트로 나가서 상대가 가져갔어. 맞지?",
        "indigo-exit",
        "네, 상대가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "내가 타일 놨는데 사파이어가 상대 게이트로 나가서 내가 가져갔어. 맞아?",
        "indigo-exit",
        "아니요, 상대가 가져갑니다 (사파이어 3점)",
        False,
    ),
    (
        "친구가 놓은 타일로 호박이 내 출구로 나가서 친구가 가져갔어. 맞지?",
        "indigo-exit",
        "아니요, 내가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "상대 타일로 에메랄드가 내 게이트로 나가서 내가 먹었어. 맞지?",
        "indigo-exit",
        "네, 내가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "내가 놓은 타일로 호박이 상대 게이트로 나갔고 상대가 가져갔는데 이게 맞아?",
        "indigo-exit",
        "네, 상대가 가져갑니다 (호박 1점)",
        True,
    ),
]
READ += TOLD_TAKEN

# a corner tile's side said by the arrow drawn on it or by its u-turns (was: not read, or 네 of
# the side beside it)
ARROW_SIDE = [
    (
        "화살표 있는 쪽에 타일 놓으면 호박 나오지?",
        "indigo-corner",
        "네, 호박이 그 타일의 길로 나옵니다",
        True,
    ),
    (
        "화살표 그려진 면 앞에 타일 놓으면 호박 출발해?",
        "indigo-corner",
        "네, 호박이 그 타일의 길로 나옵니다",
        True,
    ),
    (
        "화살표 있는 쪽 말고 옆에 놓으면 호박 나와?",
        "indigo-corner",
        "아니요, 호박은 움직이지 않습니다",
        False,
    ),
    ("유턴 쪽 칸에 놓으면 호박 나와?", "indigo-corner", "아니요, 호박은 움직이지 않습니다", False),
    (
        "유턴 쪽에 타일 붙이면 호박 움직여?",
        "indigo-corner",
        "아니요, 호박은 움직이지 않습니다",
        False,
    ),
    (
        "유턴 쪽 칸에 타일 놓아도 호박 나온대. 진짜?",
        "indigo-corner",
        "아니요, 호박은 움직이지 않습니다",
        False,
    ),
]
READ += ARROW_SIDE

# the tie-break claimed with no numbers: 네/아니요 by the engine's ranking (was: not read)
TIE_RULE = [
    (
        "동점이면 공동 우승이지?",
        "indigo-score",
        "아니요, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
    (
        "점수 같으면 보석 많은 사람이 이기지?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "동점이면 보석 적은 사람이 이긴대",
        "indigo-score",
        "아니요, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
    (
        "동점일 때 보석 더 많이 모은 사람이 이기는 거 맞죠?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "점수가 똑같으면 비기는 거야?",
        "indigo-score",
        "아니요, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
    (
        "동점이면 무승부래",
        "indigo-score",
        "아니요, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
    (
        "점수 같으면 둘 다 이긴대",
        "indigo-score",
        "아니요, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
    (
        "동점일 경우 보석 많이 가진 사람 승리 맞죠?",
        "indigo-score",
        "네, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        True,
    ),
    (
        "나빗길 동점이면 비기는 거 아니야?",
        "indigo-score",
        "점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
    (
        "점수 같으면 보석 적은 사람이 이긴대",
        "indigo-score",
        "아니요, 점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다",
        False,
    ),
]
READ += TIE_RULE

# the gems one placement beside the centre frees, claimed: 네/아니요 (was: not read)
CENTRE_ONE = [
    (
        "중앙 옆에 놓으면 보석 하나씩만 나오지?",
        "indigo-centre-count",
        "네, 타일 한 장에 1개씩만 나옵니다",
        True,
    ),
    (
        "중앙 보석 타일 옆에 놓을 때마다 보석 하나만 나오는 거 맞지?",
        "indigo-centre-count",
        "네, 타일 한 장에 1개씩만 나옵니다",
        True,
    ),
    (
        "중앙에서 보석 두 개 한꺼번에 나와?",
        "indigo-centre-count",
        "아니요, 타일 한 장에 1개씩만 나옵니다",
        False,
    ),
    (
        "가운데 옆 칸에 놓으면 보석 한꺼번에 두 개 나오는 거 아니야?",
        "indigo-centre-count",
        "타일 한 장에 1개씩만 나옵니다",
        False,
    ),
    (
        "중앙 옆에 타일 놓으면 보석 두 개 나와?",
        "indigo-centre-count",
        "아니요, 타일 한 장에 1개씩만 나옵니다",
        False,
    ),
    (
        "중앙 옆에 타일 놓으면 보석 한 개만 나오지?",
        "indigo-centre-count",
        "네, 타일 한 장에 1개씩만 나옵니다",
        True,
    ),
    (
        "가운데 옆에 붙이면 보석 여러 개 나와?",
        "indigo-centre-count",
        "아니요, 타일 한 장에 1개씩만 나옵니다",
        False,
    ),
    (
        "중앙 옆에 놓으면 보석 하나씩만 나온대",
        "indigo-centre-count",
        "네, 타일 한 장에 1개씩만 나옵니다",
        True,
    ),
    (
        "중앙 옆에 타일 놓으면 보석 두 개 나온다던데",
        "indigo-centre-count",
        "아니요, 타일 한 장에 1개씩만 나옵니다",
        False,
    ),
]
READ += CENTRE_ONE

# the centre's first neighbour said as '처음에 중앙 옆에': the first placement around it (was: not
# read)
CENTRE_FIRST = [
    ("처음에 중앙 옆에 놓으면 에메랄드 나와?", "indigo-centre", "네, 에메랄드가 나옵니다", True),
    (
        "처음에 중앙 옆에 놓으면 사파이어 나온다던데",
        "indigo-centre",
        "아니요, 에메랄드가 나옵니다",
        False,
    ),
    ("처음에 중앙 보석 타일 옆에 놓으면 뭐 나와?", "indigo-centre", "에메랄드가 나옵니다", None),
    (
        "처음에 중앙 옆에 놓으면 사파이어 나온대",
        "indigo-centre",
        "아니요, 에메랄드가 나옵니다",
        False,
    ),
]
READ += CENTRE_FIRST

# the gateway curve heard as allowed; two values asked in one message (was: not read)
MORE_HEARD = [
    (
        "게이트 칸 출구 두 개 급커브로 이어도 된다던데?",
        "indigo-placement",
        "아니요, 한 칸의 두 출구를 곡선으로 바로 잇게 놓을 수 없습니다",
        False,
    ),
    (
        "친구가 출구 두 개를 커브로 이어 놓아도 된대. 맞아?",
        "indigo-placement",
        "아니요, 한 칸의 두 출구를 곡선으로 바로 잇게 놓을 수 없습니다",
        False,
    ),
    (
        "에메랄드 2점이지? 호박은 1점이고?",
        "indigo-score",
        "네, 에메랄드는 2점, 호박은 1점입니다",
        True,
    ),
    (
        "사파이어 3점 맞지? 에메랄드는 3점이지?",
        "indigo-score",
        "아니요, 사파이어는 3점, 에메랄드는 2점입니다",
        False,
    ),
    ("호박 1점이지? 에메랄드 2점?", "indigo-score", "네, 호박은 1점, 에메랄드는 2점입니다", True),
]
READ += MORE_HEARD

# a claim asked in the negative: the plain statement, coloured by the truth of what is said
# (was: no colour)
NEGATIVE_COLOURED = [
    ("에메랄드 1점 아니지?", "indigo-score", "에메랄드는 2점입니다", False),
    ("호박 1점 아니야?", "indigo-score", "호박은 1점입니다", True),
    ("에메랄드2점아님?", "indigo-score", "에메랄드는 2점입니다", True),
    ("에메랄드 3개면 5점 아니야?", "indigo-score", "6점입니다", False),
    (
        "가장자리 타일마다 호박 2개씩 놓는 거 아니야?",
        "indigo-setup",
        "처음 가장자리 보석 타일 6개에는 화살표 위에 호박을 1개씩 올립니다(모두 호박 6개)",
        False,
    ),
]
READ += NEGATIVE_COLOURED

# who took a gem told, then another question (was: 네, the telling confirmed); the end asked
# of before the gems are gone (was: 네, 게임이 끝납니다)
NOT_READ = [
    "친구가 놓은 타일로 에메랄드가 내 게이트로 나가서 내가 받았어. 이제 내 차례야?",
    "상대가 놓은 타일로 사파이어가 내 게이트로 나가서 내가 받았어. 그다음엔 타일 한 장 뽑아?",
    "내가 놓은 타일로 호박이 상대 게이트로 나가서 상대가 가져갔어. 그럼 다음엔 누가 해?",
    "친구가 놓은 타일로 에메랄드가 내 게이트로 나가서 내가 받았어. 그럼 친구는 뭐 해?",
    "동생이 놓은 타일로 호박이 내 게이트로 나가서 내가 받았어. 그럼 동생은 타일 뽑아?",
    "내가 놓은 타일 때문에 에메랄드가 상대 출구로 빠져서 상대가 먹었어. 이제 누구 차례야?",
    "상대 타일로 사파이어가 내 게이트로 나가서 내가 받았어. 이거 게임 끝난 거야?",
    "보석 다 나가기 전엔 게임 끝나?",
    "보석 다 없어지기 전엔 게임 끝나?",
    "보석 다 나가기 전엔 끝나요?",
    "보드에 보석 다 없어지기 전엔 게임 끝나는 거야?",
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
test_not_read = reads_nothing_test("indigo", NOT_READ, unasked=True)
