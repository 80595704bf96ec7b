"""Indigo's computed answers, third adversarial round: odd and extreme numbers (a gateway
numbered past six or without 번, Sino-Korean counts, half a gem, more tiles or gems than the
box holds, two sapphires in a 2-player tie), a remark after the question ("…? 친구는 한 명만
받는다던데"), a shared gateway said beside the 2-player scene, the players on one gateway or
the tokens counted, and a curve asked "어떻게 돼?". Each wrong verdict found is declined (or
its verdict corrected) here, beside the phrasings the readers must still read."""

from __future__ import annotations

from .computed_cases import (
    kinds_test,
    not_read_as_test,
    reads_test,
)

VERDICTS = [  # (question, kind, verdict): still read, and read so
    # a gateway numbered with 번, within the six
    (
        "4인에서 5번 게이트웨이 누구 거야?",
        "indigo-gateways",
        "게이트웨이 5번은 3·1번 플레이어가 함께 가집니다",
    ),
    # a tie on points in a game whose count is not said, or said and possible
    ("나 사파이어 1개 친구 사파이어 1개 누가 이겨?", "indigo-score", "공동 우승입니다"),
    ("둘 다 3점이고 보석도 1개씩이면?", "indigo-score", "공동 우승입니다"),
    ("둘 다 5점이고 나는 보석 2개 친구는 5개면 누가 이겨?", "indigo-score", "친구가 이깁니다"),
    # counts the readers do read: native words, one gem's value
    ("호박 두 개랑 에메랄드 세 개면 몇 점?", "indigo-score", "8점"),
    ("사파이어 한 개에 몇 점?", "indigo-score", "3점"),
    ("호박 0개 에메랄드 0개 사파이어 0개면 몇 점?", "indigo-score", "0점"),
    (
        "호박 열두 개면 몇 점?",
        "indigo-score",
        "한 사람이 모을 수 있는 호박은 많아야 6개입니다",
    ),
    # a polite preface, a remark that does not touch the case
    (
        "안녕하세요, 나빗길 처음 하는데요, 보석이 서로 부딪히면 어떻게 되나요?",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
    ),
    (
        "중앙 옆에 처음 놓으면 에메랄드 나오는 거 맞지? 친구가 그렇다던데",
        "indigo-centre",
        "네, 에메랄드가 나옵니다",
    ),
    # the curve asked yes-no, and "어떻게 돼?" (was: 아니요, …)
    (
        "가장자리 칸에 타일 놓을 때 출구 두 개를 곡선으로 이어도 돼?",
        "indigo-placement",
        "아니요, 한 칸의 두 출구를 곡선으로 바로 잇게 놓을 수 없습니다",
    ),
    (
        "만약 출구 두 개를 곡선으로 이으면 어떻게 돼?",
        "indigo-placement",
        "한 칸의 두 출구를 곡선으로 바로 잇게 놓을 수 없습니다",
    ),
    # the end with a possible count of tiles, and gems the board can hold
    ("보석이 다 나갔는데 타일 30장 남았어 계속해?", "indigo-end", "아니요, 게임이 끝납니다"),
    ("에메랄드 3개 남았는데 타일 남아 있으면 계속해?", "indigo-end", "네, 게임은 계속됩니다"),
    # a shared gateway with the count said in the question itself
    (
        "4인에서 공유 게이트로 사파이어 나가면 둘 다 받아?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 사파이어를 1개씩 받습니다 (3점씩)",
    ),
]

DECLINED = [  # (question, the kind it must not be read as): each was a wrong verdict
    # a gateway numbered past six, or without 번, or in Sino-Korean (was: the chart's summary,
    # 혼자 가지는 곳 없이 …)
    ("4인에서 게이트웨이 7은 누구 거?", "indigo-gateways"),
    ("4인에서 게이트웨이 5는 누구 거?", "indigo-gateways"),
    ("4인에서 칠 번 게이트웨이 누구 거야?", "indigo-gateways"),
    # the players on one gateway (1 or 2, not the gateways a player holds), the tokens (a
    # gateway has two token spaces: 2 players hold 6 each, not 3)
    ("4인이면 한 게이트웨이에 몇 명?", "indigo-gateways"),
    ("3인이면 한 게이트웨이를 몇 명이 써?", "indigo-gateways"),
    ("2인이면 토큰 몇 개씩?", "indigo-gateways"),
    ("3인이면 토큰 몇 개씩 써?", "indigo-gateways"),
    ("2인이면 게이트웨이에 토큰 몇 개 놓아?", "indigo-gateways"),
    # two sapphires in a 2-player game: there is one, and no reserve (was: 공동 우승입니다)
    ("2인에서 둘 다 3점이고 보석도 1개씩이면?", "indigo-score"),
    ("2인인데 둘 다 3점이고 보석 1개씩이면 누가 이겨?", "indigo-score"),
    # Sino-Korean counts (was: 1점, one amber's value), half a gem (was: 3점)
    ("호박 십 개면 몇 점?", "indigo-score"),
    ("호박 백 개면 몇 점?", "indigo-score"),
    ("호박 삼 개면 몇 점?", "indigo-score"),
    ("호박 3개 반이면 몇 점?", "indigo-score"),
    ("공유 게이트웨이로 호박 십 개 나가면 둘 다 받아?", "indigo-shared-gateway"),
    # a remark after the question, read as part of it (was: 아니요 to "둘 다 받아?"; the
    # friend's remark read as a second hand, the asker "1번째 사람")
    (
        "공유 게이트웨이로 호박 나가면 둘 다 받아? 친구는 한 명만 받는다던데",
        "indigo-shared-gateway",
    ),
    (
        "공유 게이트웨이로 호박 나가면 둘 다 1개씩 받아? 친구가 한 명만 받는다던데",
        "indigo-shared-gateway",
    ),
    ("호박 3개면 몇 점? 친구는 에메랄드 2개래", "indigo-score"),
    ("호박 3개 에메랄드 2개면 몇 점? 친구는 사파이어 1개 있대", "indigo-score"),
    ("둘 다 10점이고 보석도 5개씩이면 누가 이겨? 친구는 자기가 이겼대", "indigo-score"),
    # a shared gateway said beside the 2-player scene (was: 내가 가져갑니다, 2명 게임)
    ("상대가 놓은 타일로 내 게이트로 보석이 나가면 누가 가져? 공유 게이트야", "indigo-exit"),
    ("상대가 놓은 타일로 내 공유 게이트로 보석이 나가면 누가 가져?", "indigo-exit"),
    # more tiles than the box holds (was: the end's verdict), more gems than the board holds
    # (was: 네, 게임은 계속됩니다)
    ("보석이 다 나갔는데 타일 100장 남았어 계속해?", "indigo-end"),
    ("더미에 타일 70장 남았는데 보석 있으면 계속해?", "indigo-end"),
    ("호박 7개 남았는데 타일 남았어 계속해?", "indigo-end"),
    ("보드에 사파이어 2개 남았는데 더미 떨어지면 끝나?", "indigo-end"),
    ("중앙에 에메랄드 6개 남았는데 계속해? 타일 남았어", "indigo-end"),
    ("중앙에 사파이어 2개 남았는데 타일 남았으면 계속해?", "indigo-end"),
]


test_the_engines_verdict = reads_test("indigo", VERDICTS)
test_declined = not_read_as_test("indigo", DECLINED, unasked=True)
test_the_kinds_are_listed = kinds_test("indigo", VERDICTS, DECLINED)
