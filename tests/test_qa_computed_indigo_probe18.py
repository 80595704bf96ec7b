"""Indigo's computed answers, eighteenth round: new questions a first-time player types
(values written without 점 or spacing, ties told in pieces, claims heard or asked in the
negative, numbered and shared gateways, whole turns told), checked by hand against the rules.
Misreads found, fixed:

- the gems' values said without 점 ("호박1 에메랄드2 사파이어3 맞아?", "보석점수
  호박1에메랄드2사파이어3 맞음?", "에메랄드2 호박1 맞지"): not read, or ("나빗길 보석 점수 호박1
  에메랄드3 사파이어2 맞음?") read as a hand, "한 사람이 모을 수 있는 사파이어는 많아야 1개입니다";
  now read as values (two or more gems given 1 to 3, or the word 점수), 네/아니요; a hearsay ending
  glued to the word asking to confirm ("사파이어는3점이라던데맞음?", "에메랄드는2점이래진짜?"): not
  read; now 네/아니요;
- a tie with each side's points said apart from the gems ("나 13점 친구 13점인데 보석은 내가 8개
  친구 6개야. 친구가 이긴 거 맞아?", "저 8점 친구 8점이고, 보석은 제가 5개 …"), the gems counted
  after "보석 개수는" (its 석 read as a count), a win claimed in the past ("친구가 이긴 거 맞아?",
  "내가 이긴 거지?"): not read; now the winner by the engine's ranking, 네/아니요 for a claim; a
  shared win or a draw claimed ("… 보석 둘 다 6개면 공동우승?", "그럼 비긴 거야?"): the outcome
  with no 네/아니요, or not read; now 네/아니요;
- a numbered gateway's gem said to give both owners points ("… 두 사람 모두 3점씩 받아?", "두명
  다 1점씩 받음?"): not read (the points taken for another number); now 네/아니요 by the chart,
  아니요 for points other than the gem's; a seat said by its number alone ("2번만 받지?", "3번이
  받지?"): not read; now 네/아니요;
- the centre's gem said first and its coming out at the clause's end, the tile between
  ("사파이어는 중앙 둘레 여섯 번째 타일에서 나오는 거 아니야?", "사파이어는 중앙 옆에 두번째로
  놓으면 나온대"): the gem named with no 네/아니요 and no colour; now a claim: 네/아니요, or the plain
  statement coloured by its truth when asked in the negative;
- two colliding gems' points said to be split or one said to stay ("점수 반씩 나눠?", "사파이어만
  남아?"): the plain statement, no colour; now 아니요;
- every gateway claimed of one sort ("4인 게임이면 게이트 전부 공유야?", "3인이면 게이트 전부
  공유지?") and a 2-player board claimed halved by sides ("… 한쪽 세 변 가지는 거 맞아?"): the
  chart's summary with no 네/아니요; now 네/아니요;
- the other player's gem claimed in words of owning ("… 친구 게이트로 나갔어 친구 거 맞지?",
  "상대 꺼야?"), heard taken ("… 내 게이트로 나갔는데 친구가 가져간대": 가져간 not being 가져가)
  or told leaving in the noun form ("내 게이트로 나옴 내꺼임?"): not read; now 네/아니요 by the
  gateway's owner (beside "내 꺼야?" one of two is asked, as before);
- the board's shared or sole gateways counted and claimed ("3인이면 공유 게이트 3개래", "4인이면
  혼자 쓰는 게이트 2개지?"): not read (the count's "게이트 3" taken for gateway 3); now 네/아니요
  with the board's count and each player's;
- the sapphire's tile asked with the centre's cells said ("사파이어는 중앙 옆 몇 번째 타일에서
  나와?"): not read; now "6번째";
- two players' points said apart and differing, their gems after ("나 8점 친구 9점인데 보석은
  내가 6개 친구 4개야 내가 이긴 거지?"): not read; now the higher points win whatever the gems,
  네/아니요 for a claim (a draw claimed: 아니요);
- claims asked in the negative far from the verb: the corner's amber ("화살표 앞에 놓으면 호박
  나오는 거 아니야?": not read, the negative ask declining it), a numbered gateway's seat ("… 1번
  플레이어가 받는 거 아니야?", "2번 플레이어는 못 받아?") and the collided gems' return ("예비로
  돌아가는 거 아니야?"): the plain statement with no colour; now coloured by the truth of the plain
  statement (probe 15's "… 2번 플레이어가 받지 않아?" re-pinned: False, was None);
- the end asked yes or no with tiles in hand ("보석이 다 나가면 손에 타일 남아 있어도 게임
  끝나?"): "게임이 이미 끝났습니다 …" with no 네; now "네, 게임이 끝납니다 …".

No question of this round was misread in a way that now stays unread: the questions that look
concrete but that the engine cannot decide ("친구가 놓은 타일로 보석이 친구 게이트로 나갔어 친구
거 맞지?", "4인인데 보석이 친구 게이트로 나갔어 친구 거 맞지?", "나 10점 친구 12점인데 보석은 내가
더 많아 누가 이겨?", "보석 하나 남았는데 그거 나가면 끝나는 거지?") were unread before and are
still.

One row of an earlier round moved: probe 5's gap "둘이서 하는데 점수가 저 8점 친구 8점이고, 보석은
제가 5개 친구가 4개예요. 누가 이겨요?" is read now ("내가 이깁니다") and moved to its READ rows."""

from __future__ import annotations

from .computed_cases import cites_test, kinds_test, reads_test, yes_no_test

READ: list[tuple[str, str, str, bool | None]] = []

# the gems' values said without 점 or with no spacing: 네/아니요 (was: not read, or a hand)
VALUES = [
    (
        "호박1 에메랄드2 사파이어3 맞아?",
        "indigo-score",
        "네, 호박은 1점, 에메랄드는 2점, 사파이어는 3점입니다",
        True,
    ),
    ("사파이어는3점이라던데맞음?", "indigo-score", "네, 사파이어는 3점입니다", True),
    (
        "사파이어3 에메랄드2 호박1 이거 맞나요",
        "indigo-score",
        "네, 사파이어는 3점, 에메랄드는 2점, 호박은 1점입니다",
        True,
    ),
    (
        "나빗길 보석 점수 호박1 에메랄드3 사파이어2 맞음?",
        "indigo-score",
        "아니요, 호박은 1점, 에메랄드는 2점, 사파이어는 3점입니다",
        False,
    ),
    (
        "호박 1, 에메랄드 2, 사파이어 3 맞아요?",
        "indigo-score",
        "네, 호박은 1점, 에메랄드는 2점, 사파이어는 3점입니다",
        True,
    ),
    (
        "보석점수 호박1에메랄드2사파이어3 맞음?",
        "indigo-score",
        "네, 호박은 1점, 에메랄드는 2점, 사파이어는 3점입니다",
        True,
    ),
    ("에메랄드2 호박1 맞지", "indigo-score", "네, 에메랄드는 2점, 호박은 1점입니다", True),
    (
        "에메랄드 2 호박 1 사파이어 3 이라던데",
        "indigo-score",
        "네, 에메랄드는 2점, 호박은 1점, 사파이어는 3점입니다",
        True,
    ),
    (
        "에메랄드3 사파이어2 맞아?",
        "indigo-score",
        "아니요, 에메랄드는 2점, 사파이어는 3점입니다",
        False,
    ),
    (
        "호박2 에메랄드2 사파이어2 맞음?",
        "indigo-score",
        "아니요, 호박은 1점, 에메랄드는 2점, 사파이어는 3점입니다",
        False,
    ),
    ("보석 점수 사파이어 3 맞지?", "indigo-score", "네, 사파이어는 3점입니다", True),
    ("에메랄드2 사파이어3 아니야?", "indigo-score", "에메랄드는 2점, 사파이어는 3점입니다", True),
    (
        "호박1 에메랄드2 사파이어3이래",
        "indigo-score",
        "네, 호박은 1점, 에메랄드는 2점, 사파이어는 3점입니다",
        True,
    ),
    ("에메랄드는2점이래진짜?", "indigo-score", "네, 에메랄드는 2점입니다", True),
    (
        "나빗길 보석 점수 호박 1 에메랄드 2 사파이어 3 맞죠?",
        "indigo-score",
        "네, 호박은 1점, 에메랄드는 2점, 사파이어는 3점입니다",
        True,
    ),
    ("사파이어는 2점이라던데맞지?", "indigo-score", "아니요, 사파이어는 3점입니다", False),
]
READ += VALUES

# a tie with each side's points said apart from the gems, a win claimed in the past, a shared
# win or a draw claimed: the winner by the engine's ranking, 네/아니요 for a claim (was: not read,
# or no 네/아니요)
TIE = [
    (
        "나 13점 친구 13점인데 보석은 내가 8개 친구 6개야. 친구가 이긴 거 맞아?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "나 13점 친구 13점인데 보석은 내가 8개 친구 6개야. 누가 이겨?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    (
        "나 10점 형 10점인데 나는 보석 6개 형은 5개. 형이 이긴 거 맞지?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "둘 다 13점인데 보석은 내가 8개 친구 6개야. 친구가 이긴 거 맞아?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "나랑 친구 둘 다 12점인데 보석 개수는 나 7개 친구 6개. 내가 이긴 거지?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
    ("나 11점 친구 11점 보석 둘 다 6개면 공동우승?", "indigo-score", "네, 공동 우승입니다", True),
    ("둘 다 11점 보석 둘 다 6개면 공동우승?", "indigo-score", "네, 공동 우승입니다", True),
    (
        "나 12점 동생 12점이고 보석은 나 6개 동생 7개. 누가 이김?",
        "indigo-score",
        "동생이 이깁니다",
        None,
    ),
    (
        "나 11점 친구 11점인데 보석은 나 6개 친구 5개야 공동 우승이지?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "둘 다 11점이고 보석도 6개씩이면 공동 우승 맞지?",
        "indigo-score",
        "네, 공동 우승입니다",
        True,
    ),
    (
        "나 12점 동생 12점, 보석은 나 7개 동생 6개야 누가 이겨?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    (
        "나 9점 친구 9점인데 보석은 내가 5개 친구가 5개 그럼 공동 우승이야?",
        "indigo-score",
        "네, 공동 우승입니다",
        True,
    ),
    (
        "나 9점 친구 9점인데 보석은 내가 5개 친구가 4개야 내가 이긴 거 맞지?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
    (
        "저 10점 언니 10점이고 보석은 제가 6개 언니가 5개예요. 언니가 이겼다는데 맞아요?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "우리 둘 다 10점인데 나는 보석 5개 친구도 5개 그럼 비긴 거야?",
        "indigo-score",
        "네, 공동 우승입니다",
        True,
    ),
    ("둘 다 10점이고 보석도 5개씩이면 비겨?", "indigo-score", "네, 공동 우승입니다", True),
    (
        "둘 다 13점인데 나는 보석 8개 친구는 6개야. 친구가 이긴 거 맞아?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
]
READ += TIE

# a numbered gateway's gem said to give both owners points, or to go to a seat said by its
# number alone: 네/아니요 by the chart (was: not read)
NUMBERED = [
    (
        "2인 게임 3번 게이트로 사파이어 나가면 두 사람 모두 3점씩 받아?",
        "indigo-exit",
        "아니요, 1번 플레이어가 가져갑니다 (사파이어 3점)",
        False,
    ),
    (
        "3인 게임 2번 게이트로 사파이어 나가면 두 사람 모두 3점씩 받아?",
        "indigo-exit",
        "네, 1·2번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        True,
    ),
    (
        "4인 게임 1번 게이트로 에메랄드 나가면 두 사람 모두 2점씩 받아?",
        "indigo-exit",
        "네, 1·2번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        True,
    ),
    (
        "3인 게임 3번 게이트로 에메랄드 나가면 두 사람 모두 2점씩 받아?",
        "indigo-exit",
        "아니요, 3번 플레이어가 가져갑니다 (에메랄드 2점)",
        False,
    ),
    (
        "4인 3번 게이트로 호박 나갔어 두명 다 1점씩 받음?",
        "indigo-exit",
        "네, 1·4번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
    (
        "3인 게임 2번 게이트로 사파이어 나가면 두 사람 모두 2점씩 받아?",
        "indigo-exit",
        "아니요, 1·2번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        False,
    ),
    (
        "4인 게임 1번 게이트로 에메랄드 나가면 두 사람 다 2점씩 받는 거 아니야?",
        "indigo-exit",
        "1·2번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        True,
    ),
    (
        "3인 게임 4번 게이트로 호박 나가면 주인 둘 다 1점씩 받는대",
        "indigo-exit",
        "네, 1·3번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
    (
        "4인 게임 6번 게이트로 사파이어 나가면 둘 다 3점씩 받는 거 아니래",
        "indigo-exit",
        "아니요, 3·4번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        False,
    ),
    (
        "4인 게임 3번 게이트로 에메랄드 나가면 두 사람 모두 3점씩 받아?",
        "indigo-exit",
        "아니요, 1·4번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "3인 게임 6번 게이트로 호박 나가면 두 사람 모두 1점씩 받지?",
        "indigo-exit",
        "네, 2·3번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
    (
        "2인 게임 5번 출구로 에메랄드 나가면 둘 다 2점씩 받아?",
        "indigo-exit",
        "아니요, 1번 플레이어가 가져갑니다 (에메랄드 2점)",
        False,
    ),
    (
        "4인 게임 2번 게이트로 사파이어 나갔어 두 사람 다 3점씩 받는 거 맞지?",
        "indigo-exit",
        "네, 2·3번 플레이어가 사파이어를 1개씩 받습니다 (3점씩)",
        True,
    ),
    (
        "4인 게임 4번 게이트로 호박 나가면 2번만 받지?",
        "indigo-exit",
        "아니요, 2·4번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        False,
    ),
    (
        "4인 게임 4번 게이트로 호박 나가면 2번이 받지?",
        "indigo-exit",
        "네, 2·4번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
    (
        "3인 게임 5번 게이트로 에메랄드 나가면 2번만 받아?",
        "indigo-exit",
        "네, 2번 플레이어가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "2인 게임 4번 게이트로 사파이어 나가면 2번이 가져가?",
        "indigo-exit",
        "네, 2번 플레이어가 가져갑니다 (사파이어 3점)",
        True,
    ),
    (
        "2인 게임 4번 게이트로 사파이어 나가면 1번이 3점 받아?",
        "indigo-exit",
        "아니요, 2번 플레이어가 가져갑니다 (사파이어 3점)",
        False,
    ),
    (
        "3인 게임 3번 게이트로 에메랄드 나가면 3번이 받지?",
        "indigo-exit",
        "네, 3번 플레이어가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "3인인데 4번 게이트로 에메랄드 나감 1번이 받아?",
        "indigo-exit",
        "네, 1·3번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        True,
    ),
    (
        "3인 게임 2번 게이트로 호박 나갔는데 2번만 받았어 맞아?",
        "indigo-exit",
        "아니요, 1·2번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        False,
    ),
]
READ += NUMBERED

# the centre's gem said first, its coming out at the clause's end: a claim (was: no colour, no
# 네/아니요)
CENTRE = [
    (
        "사파이어는 중앙 둘레 여섯 번째 타일에서 나오는 거 아니야?",
        "indigo-centre",
        "사파이어가 나옵니다",
        True,
    ),
    (
        "사파이어는 중앙 둘레 다섯 번째 타일에서 나오는 거 아니야?",
        "indigo-centre",
        "에메랄드가 나옵니다",
        False,
    ),
    (
        "사파이어 중앙 옆 마지막 칸 채울 때 나오는 거 아니었어?",
        "indigo-centre",
        "사파이어가 나옵니다",
        True,
    ),
    (
        "사파이어는 중앙 옆에 여섯 번째로 놓으면 나오지?",
        "indigo-centre",
        "네, 사파이어가 나옵니다",
        True,
    ),
    (
        "에메랄드는 중앙 옆에 세 번째로 타일 놓으면 나오지?",
        "indigo-centre",
        "네, 에메랄드가 나옵니다",
        True,
    ),
    (
        "사파이어는 가운데 옆 여섯째 칸에 놓을 때 나온다던데 맞아?",
        "indigo-centre",
        "네, 사파이어가 나옵니다",
        True,
    ),
    (
        "사파이어는 중앙 옆에 두번째로 놓으면 나온대",
        "indigo-centre",
        "아니요, 에메랄드가 나옵니다",
        False,
    ),
    (
        "사파이어는 중앙 둘레 마지막 여섯 번째 칸에 놓을 때 나오지?",
        "indigo-centre",
        "네, 사파이어가 나옵니다",
        True,
    ),
    (
        "에메랄드는 중앙에 처음 붙일 때 나오는 거 아니야?",
        "indigo-centre",
        "에메랄드가 나옵니다",
        True,
    ),
    (
        "사파이어는 중앙 옆에 다섯 번째로 놓으면 나온다던데",
        "indigo-centre",
        "아니요, 에메랄드가 나옵니다",
        False,
    ),
]
READ += CENTRE

# two colliding gems' points said to be split, or one said to stay: 아니요 (was: no 아니요)
COLLISION = [
    (
        "에메랄드랑 사파이어 부딪혔는데 사파이어만 남아?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "보석 두 개 부딪히면 점수 반씩 나눠?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
    (
        "보석 충돌하면 반반 나눠 가져?",
        "indigo-collision",
        "아니요, 두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        False,
    ),
]
READ += COLLISION

# every gateway claimed of one sort, a 2-player board claimed halved by sides: 네/아니요 (was:
# the chart's summary with no 네/아니요)
GATEWAYS = [
    (
        "2인 게임에서 게이트 반씩 나눠서 한쪽 세 변 가지는 거 맞아?",
        "indigo-gateways",
        "아니요, 3개씩 가지지만 보드를 반으로 가르지 않고, 한 곳씩 번갈아 가집니다 (1번 플레이어 1·3·5번, 2번 플레이어 2·4·6번)",
        False,
    ),
    (
        "4인 게임이면 게이트 전부 공유야?",
        "indigo-gateways",
        "네, 4명이면 혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다",
        True,
    ),
    (
        "2인이면 게이트 다 혼자 가져?",
        "indigo-gateways",
        "네, 2명이면 한 사람이 3개씩 혼자 가집니다 (공유 없음)",
        True,
    ),
    (
        "3인이면 게이트 전부 공유지?",
        "indigo-gateways",
        "아니요, 3명이면 한 사람이 1개는 혼자, 2개는 함께 가집니다",
        False,
    ),
    (
        "3인 게임 게이트 모두 혼자 쓰는 거 맞지?",
        "indigo-gateways",
        "아니요, 3명이면 한 사람이 1개는 혼자, 2개는 함께 가집니다",
        False,
    ),
    (
        "4인이면 모든 게이트가 공유래",
        "indigo-gateways",
        "네, 4명이면 혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다",
        True,
    ),
    (
        "4인이면 게이트 전부 공유 아니야?",
        "indigo-gateways",
        "4명이면 혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다",
        True,
    ),
    (
        "3인이면 게이트 다 같이 써?",
        "indigo-gateways",
        "아니요, 3명이면 한 사람이 1개는 혼자, 2개는 함께 가집니다",
        False,
    ),
]
READ += GATEWAYS

# the other player's gem claimed in words of owning, heard taken, or told leaving in the noun
# form: 네/아니요 by the gateway's owner (was: not read)
EXIT = [
    (
        "내가 타일 놨는데 보석이 친구 게이트로 나갔어 친구 거 맞지?",
        "indigo-exit",
        "네, 친구가 가져갑니다",
        True,
    ),
    (
        "내가 타일 놨는데 에메랄드가 친구 게이트로 나갔어 친구 거 맞지?",
        "indigo-exit",
        "네, 친구가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "친구가 타일 놨는데 에메랄드가 내 게이트로 나옴 내꺼임?",
        "indigo-exit",
        "네, 내가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "친구 차례에 호박이 내 게이트로 들어왔는데 친구가 가져간대",
        "indigo-exit",
        "아니요, 내가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "친구 차례에 호박이 내 게이트로 나갔는데 친구가 가져간대",
        "indigo-exit",
        "아니요, 내가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "내가 놓은 타일로 호박이 상대 게이트로 나갔어 상대 꺼야?",
        "indigo-exit",
        "네, 상대가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "상대가 놓은 타일로 호박이 내 게이트로 나갔어 상대 꺼야?",
        "indigo-exit",
        "아니요, 내가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "친구 게이트로 에메랄드 나가면 친구 거지?",
        "indigo-exit",
        "네, 친구가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    ("상대 게이트로 보석 나가면 상대 점수야?", "indigo-exit", "네, 상대가 가져갑니다", True),
    (
        "내 게이트로 사파이어 나갔는데 친구 거래",
        "indigo-exit",
        "아니요, 내가 가져갑니다 (사파이어 3점)",
        False,
    ),
    (
        "호박이 내 게이트로 나갔는데 친구가 가져간대",
        "indigo-exit",
        "아니요, 내가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "상대 게이트로 에메랄드 나가면 상대가 가져간다던데 맞아?",
        "indigo-exit",
        "네, 상대가 가져갑니다 (에메랄드 2점)",
        True,
    ),
]
READ += EXIT

# more of the above: a claim asked in the negative keeps the colour of the plain statement; one
# heard in the negative at the end keeps its 네/아니요
EXTRA = [
    (
        "3인이면 게이트 전부 공유 아니지?",
        "indigo-gateways",
        "3명이면 한 사람이 1개는 혼자, 2개는 함께 가집니다",
        False,
    ),
    (
        "나 13점 친구 13점인데 보석은 내가 8개 친구 6개야. 친구가 이긴 거 아니야?",
        "indigo-score",
        "내가 이깁니다",
        False,
    ),
    (
        "나 13점 친구 13점인데 보석은 내가 8개 친구 6개야. 친구가 이겼대",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "나 13점 친구 13점인데 보석은 내가 8개 친구 6개야. 친구가 이긴 거 아니래",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
]
READ += EXTRA

# the board's shared or sole gateways counted and claimed, the sapphire's tile asked with the
# centre's cells said, two players' points said apart and differing: 네/아니요, or the answer (was:
# not read)
MORE = [
    ("사파이어는 중앙 옆 몇 번째 타일에서 나와?", "indigo-centre", "6번째", None),
    ("사파이어 가운데 둘레 몇 번째 칸에서 나와요?", "indigo-centre", "6번째", None),
    (
        "3인이면 공유 게이트 3개래",
        "indigo-gateways",
        "네, 3명이면 두 사람이 함께 가지는 게이트웨이는 보드에 모두 3곳입니다 (한 사람마다 2곳)",
        True,
    ),
    (
        "2인이면 공유 게이트 2개라던데",
        "indigo-gateways",
        "아니요, 2명이면 두 사람이 함께 가지는 게이트웨이는 없습니다",
        False,
    ),
    (
        "4인이면 공유 게이트 6개 맞지?",
        "indigo-gateways",
        "네, 4명이면 두 사람이 함께 가지는 게이트웨이는 보드에 모두 6곳입니다 (한 사람마다 3곳)",
        True,
    ),
    (
        "3인이면 혼자 쓰는 게이트 3개야?",
        "indigo-gateways",
        "네, 3명이면 혼자 가지는 게이트웨이는 보드에 모두 3곳입니다 (한 사람마다 1곳)",
        True,
    ),
    (
        "4인이면 혼자 쓰는 게이트 2개지?",
        "indigo-gateways",
        "아니요, 4명이면 혼자 가지는 게이트웨이는 없습니다",
        False,
    ),
    (
        "3인이면 공유 게이트 3개 아니야?",
        "indigo-gateways",
        "3명이면 두 사람이 함께 가지는 게이트웨이는 보드에 모두 3곳입니다 (한 사람마다 2곳)",
        True,
    ),
    (
        "3인이면 공유 게이트 3개 아니래",
        "indigo-gateways",
        "아니요, 3명이면 두 사람이 함께 가지는 게이트웨이는 보드에 모두 3곳입니다 (한 사람마다 2곳)",
        False,
    ),
    (
        "2인이면 혼자 쓰는 게이트 6개야?",
        "indigo-gateways",
        "네, 2명이면 혼자 가지는 게이트웨이는 보드에 모두 6곳입니다 (한 사람마다 3곳)",
        True,
    ),
    (
        "나 8점 친구 9점인데 보석은 내가 6개 친구 4개야 내가 이긴 거지?",
        "indigo-score",
        "아니요, 친구가 이깁니다",
        False,
    ),
    (
        "나 8점 친구 9점인데 보석은 내가 6개 친구 4개야 누가 이겨?",
        "indigo-score",
        "친구가 이깁니다",
        None,
    ),
    (
        "나 12점 동생 11점이고 보석은 나 6개 동생 7개. 누가 이김?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    (
        "나 12점 동생 11점이고 보석은 나 6개 동생 7개. 동생이 보석 많으니까 동생이 이긴 거 맞지?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "나 8점 친구 9점인데 보석은 내가 6개 친구 4개야 비긴 거야?",
        "indigo-score",
        "아니요, 친구가 이깁니다",
        False,
    ),
]
READ += MORE

# claims asked in the negative far from the verb, coloured by the truth of the plain statement;
# the end asked yes or no with tiles in hand (was: not read, or no colour, or no 네)
NEGATIVE_FAR = [
    ("유턴 쪽에 놓으면 호박 나오는 거 아니야?", "indigo-corner", "호박은 움직이지 않습니다", False),
    (
        "화살표 앞에 놓으면 호박 나오는 거 아니야?",
        "indigo-corner",
        "호박이 그 타일의 길로 나옵니다",
        True,
    ),
    (
        "호박은 가장자리 보석 타일 화살표 앞에 놓으면 나오는 거 아니야?",
        "indigo-corner",
        "호박이 그 타일의 길로 나옵니다",
        True,
    ),
    (
        "2인 게임 3번 게이트로 나간 호박은 1번 플레이어가 받는 거 아니야?",
        "indigo-exit",
        "1번 플레이어가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "2인 게임 3번 게이트로 호박 나가면 2번 플레이어가 받는 거 아니야?",
        "indigo-exit",
        "1번 플레이어가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "2인 게임 3번 게이트로 호박 나가면 2번 플레이어는 못 받아?",
        "indigo-exit",
        "1번 플레이어가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "2인 게임 3번 게이트로 호박 나가면 1번 플레이어는 못 받지?",
        "indigo-exit",
        "1번 플레이어가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "충돌한 보석은 예비로 돌아가는 거 아니야?",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 돌아가지 않습니다",
        False,
    ),
    (
        "충돌한 보석은 예비로 안 돌아가지?",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 돌아가지 않습니다",
        True,
    ),
    (
        "보석이 다 나가면 손에 타일 남아 있어도 게임 끝나?",
        "indigo-end",
        "네, 게임이 끝납니다 (손에 남은 타일은 더 놓지 않습니다)",
        True,
    ),
    (
        "보석이 다 나가면 손에 타일 남아 있어도 게임 끝나는 거 아니야?",
        "indigo-end",
        "게임이 끝납니다 (손에 남은 타일은 더 놓지 않습니다)",
        True,
    ),
    (
        "충돌한 보석은 예비로 돌아가지 않나요?",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 돌아가지 않습니다",
        False,
    ),
    (
        "충돌한 보석은 다시 사용하지 않는 거죠?",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 돌아가지 않습니다",
        True,
    ),
]
READ += NEGATIVE_FAR

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)


def test_the_counts() -> None:
    assert len(READ) == len({row[0] for row in READ}) == 119
