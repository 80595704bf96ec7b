"""Indigo's computed answers read whole, on the everyday questions of a first game: the verdict
answers what was asked, and the summary, the case and the details say nothing the rules or the
question do not. Found by an audit from that angle: the board's shared (or sole) gateways
counted, not one player's; the board's edge at the start (treasure tiles and tokens, not only
the gems); the route tiles counted without "보석이 없는 타일"; "하나도 안 남았는데" read as a gem
remaining (was: 네, 게임은 계속됩니다); "사파이어 한 사람이" read as one sapphire (was: 네, …); and
the engine's example scenes said to be examples."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import (
    assert_kinds_listed,
    cites_test,
    kinds_in,
    readings,
    reads_test,
    text_of,
)

NOBODY = "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다"
NO_CURVE = "아니요, 한 칸의 두 출구를 곡선으로 바로 잇게 놓을 수 없습니다"
FORBIDDEN = "네, 금지입니다: 한 칸의 두 출구를 곡선으로 바로 이을 수 없습니다"
OWNER = "그 게이트웨이의 주인이 가져갑니다 (공유 게이트웨이면 두 주인이 1개씩)"
DRAWS = "네, 타일을 놓고 보석을 옮긴 뒤 더미에서 1장을 가져옵니다"
PILE_OUT = "아니요, 더미가 떨어져도 보드에 보석이 남아 있으면 끝나지 않습니다"
THREE_SHARE = "한 사람이 1개는 혼자, 2개는 함께 가집니다"
FOUR_SHARE = "혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다"
EDGE = "꼭짓점 6곳에 보석 타일(호박 1개씩), 게이트웨이 6곳에 주인의 토큰"
ENDS = "네, 게임이 끝납니다"

VERDICTS = [  # (question, kind, verdict, ok)
    # -- fixed: the board's gateways of one sort counted (was: one player's share) ---------
    (
        "3인이면 공유 게이트웨이 몇 개야?",
        "indigo-gateways",
        "3개입니다 (한 사람마다 그중 2개를 다른 사람과 함께 가집니다)",
        None,
    ),
    (
        "3인 같이 쓰는 게이트웨이 몇 개?",
        "indigo-gateways",
        "3개입니다 (한 사람마다 그중 2개를 다른 사람과 함께 가집니다)",
        None,
    ),
    (
        "4인에서 공유하는 게이트웨이 몇 개?",
        "indigo-gateways",
        "6개 모두입니다: 4명이면 " + FOUR_SHARE,
        None,
    ),
    (
        "2인 공유 게이트웨이 몇 개야?",
        "indigo-gateways",
        "없습니다: 2명이면 한 사람이 3개씩 혼자 가집니다",
        None,
    ),
    (
        "3명이서 하면 혼자 쓰는 게이트웨이 몇 개야?",
        "indigo-gateways",
        "3개입니다 (한 사람마다 그중 1개를 혼자 가집니다)",
        None,
    ),
    (
        "4명이면 혼자 가지는 게이트웨이 몇 곳이야?",
        "indigo-gateways",
        "없습니다: 4명이면 " + FOUR_SHARE,
        None,
    ),
    # one player's share asked ("몇 개씩", "내가"): still the chart's summary
    ("3인이면 공유 게이트웨이 몇 개씩이야?", "indigo-gateways", THREE_SHARE, None),
    ("3인에서 내가 같이 쓰는 게이트웨이 몇 개야?", "indigo-gateways", THREE_SHARE, None),
    ("4인일때 게이트웨이 공유 몇개씩 해요?", "indigo-gateways", FOUR_SHARE, None),
    ("나빗길 3인 게이트웨이 몇 개씩 가져요?", "indigo-gateways", THREE_SHARE, None),
    ("게이트웨이 총 몇개에요?", "indigo-gateways", "6개", None),
    # -- fixed: the board's edge at the start (was: 호박 1개씩, the gems only) ----------------
    ("보드 가장자리에는 처음에 뭐 놓아?", "indigo-setup", EDGE, None),
    ("보드 가장자리에 뭐 깔아?", "indigo-setup", EDGE, None),
    ("가장자리에는 뭐 놓아요?", "indigo-setup", EDGE, None),
    # the gems asked, or the corners, or the treasure tiles: the gems
    ("보드 가장자리에는 어떤 보석 놓아?", "indigo-setup", "호박 1개씩", None),
    ("모서리에는 처음에 뭐 놓아?", "indigo-setup", "호박 1개씩", None),
    ("가장자리 보물타일에는 뭐 올려요?", "indigo-setup", "호박 1개씩", None),
    # -- fixed: no gem left said with 안 남았 (was: 네, 게임은 계속됩니다) ------------------------
    (
        "보드에 보석이 하나도 안 남았는데 타일 남았어 계속해?",
        "indigo-end",
        "아니요, 게임이 끝납니다",
        False,
    ),
    ("보드에 보석이 하나도 안 남았는데 타일 남았으면 끝나?", "indigo-end", ENDS, True),
    ("보석이 하나도 남지 않았는데 더미 남았어 끝나?", "indigo-end", ENDS, True),
    # a gem that does remain: still not the end
    (
        "중앙에 보석 하나 남았는데 타일 남았으면 끝나?",
        "indigo-end",
        "아니요, 아직 끝나지 않습니다",
        False,
    ),
    # -- fixed: "한 사람이" is not one gem (was: 네, 한 사람이 사파이어를 1개까지 …) --------
    (
        "사파이어 한 사람이 몇 개까지 모을 수 있어?",
        "indigo-setup",
        "한 사람이 많아야 사파이어 1개",
        None,
    ),
    ("에메랄드 한 사람이 최대 몇 개 모아?", "indigo-setup", "한 사람이 많아야 에메랄드 5개", None),
    # -- everyday questions read right, kept so ---------------------------------------------
    ("사파이어 몇 점이야?", "indigo-score", "3점", None),
    ("나빗길에서 호박은 몇점?", "indigo-score", "1점", None),
    ("보석별 점수 알려줘", "indigo-score", "호박 1점, 에메랄드 2점, 사파이어 3점", None),
    ("에메랄드3개면몇점", "indigo-score", "6점", None),
    ("사파이어1개 에메랄드2개 호박3개 몇점이에요?", "indigo-score", "10점", None),
    ("사파이어 하나랑 호박 둘이면 몇점?", "indigo-score", "5점", None),
    ("나는 호박 3개, 상대는 에메랄드 2개면 누가 이겨?", "indigo-score", "상대가 이깁니다", None),
    (
        "나는 에메랄드 3개 상대는 호박 6개 동점이야?",
        "indigo-score",
        "네, 둘 다 6점으로 동점입니다",
        True,
    ),
    ("에메랄드는 3점이지?", "indigo-score", "아니요, 에메랄드는 2점입니다", False),
    # asked in the negative: the plain statement, coloured by the values said (probe 17)
    ("사파이어 2점 아니야?", "indigo-score", "사파이어는 3점입니다", False),
    ("둘 다 8점이고 보석도 4개씩이면 누가 이겨?", "indigo-score", "공동 우승입니다", None),
    (
        "3인 게이트웨이 2번은 누구 거야?",
        "indigo-gateways",
        "게이트웨이 2번은 1·2번 플레이어가 함께 가집니다",
        None,
    ),
    ("처음에 보드에 보석 몇 개 놓아?", "indigo-setup", "12개", None),
    ("중앙에는 처음에 뭐 올려?", "indigo-setup", "에메랄드 5개, 사파이어 1개", None),
    (
        "2인인데 예비 보석 세팅해야 돼?",
        "indigo-setup",
        "아니요, 2명이면 예비 보석을 쓰지 않습니다",
        False,
    ),
    ("길 타일 몇 장이야?", "indigo-setup", "54개", None),
    ("처음 세팅에서 보석 없는 타일 몇 개야?", "indigo-setup", "54개", None),
    (
        "3인인데 공유 게이트웨이로 에메랄드 나가면 한 명만 받아?",
        "indigo-shared-gateway",
        "아니요, 두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
    (
        "4인인데 같이 쓰는 출구로 호박이 나갔어 누가 받아?",
        "indigo-shared-gateway",
        "두 주인 모두 호박을 1개씩 받습니다 (1점씩)",
        None,
    ),
    ("중앙에 두번째로 붙이면 뭐나와", "indigo-centre", "에메랄드가 나옵니다", None),
    (
        "중앙 옆에 여섯번째 타일 놓으면 에메랄드 나와?",
        "indigo-centre",
        "아니요, 사파이어가 나옵니다",
        False,
    ),
    ("가운데 옆에 타일 하나 놓으면 보석 몇개 나가요?", "indigo-centre-count", "1개", None),
    ("중앙 보석 다 빠지려면 몇 번 놓아야 돼?", "indigo-centre-count", "6번", None),
    ("턴 끝나면 손에 타일 몇 장이야?", "indigo-hand", "1장", None),
    ("타일 놓고 나면 새로 하나 뽑아?", "indigo-hand", DRAWS, True),
    (
        "2인인데 상대가 놓은 타일로 호박이 내 게이트웨이로 나갔어 누구 거야?",
        "indigo-exit",
        "내가 가져갑니다 (호박 1점)",
        None,
    ),
    ("보석이 게이트웨이로 나가면 누가 받아요?", "indigo-exit", OWNER, None),
    ("보석 다 없어지면 게임 끝이야?", "indigo-end", ENDS, True),
    ("더미 떨어지면 끝나?", "indigo-end", PILE_OUT, False),
    ("보석 두 개가 부딪치면 어떻게 되나요?", "indigo-collision", NOBODY, None),
    ("출구 두 개를 곡선으로 이어도 돼요?", "indigo-placement", NO_CURVE, False),
    ("게이트 출구 두 개 커브로 이으면 반칙?", "indigo-placement", FORBIDDEN, True),
    (
        "화살표 앞 칸에 타일 놓으면 호박 나와?",
        "indigo-corner",
        "네, 호박이 그 타일의 길로 나옵니다",
        True,
    ),
]

# (question, field, said): the whole answer says this
SAYS = [
    # the board's shared gateways counted, and said in the chart's summary
    ("3인이면 공유 게이트웨이 몇 개야?", "summary", "두 사람이 함께 가지는 게이트웨이는 3곳"),
    ("3인이면 공유 게이트웨이 몇 개야?", "case", "3명 게임, 공유 게이트웨이의 수"),
    ("3인이면 게이트웨이 몇 개씩 가져?", "summary", "두 사람이 함께 가지는 게이트웨이는 모두 3곳"),
    # the edge: treasure tiles on the corners, arrows to the centre, the owners' tokens
    ("보드 가장자리에는 처음에 뭐 놓아?", "summary", "화살표가 중앙을 향하게"),
    ("보드 가장자리에는 처음에 뭐 놓아?", "summary", "주인의 토큰"),
    ("3인이면 가장자리에 처음에 뭐 놓아?", "details", "게이트웨이별 주인(3명 게임)"),
    # the route tiles as asked
    ("길 타일 몇 장이야?", "case", "길 타일의 수"),
    ("길 타일 몇 장이야?", "summary", "길 타일은 모두 54장"),
    ("처음 세팅에서 보석 없는 타일 몇 개야?", "summary", "처음에 보석이 놓이지 않는 타일"),
    # the case says how the last gem went only as the question says it
    (
        "보드에 보석이 하나도 안 남았는데 타일 남았어 계속해?",
        "case",
        "보드에 보석이 남지 않음, 타일은 남아 있음",
    ),
    ("보석 다 나갔는데 더미 남았으면 끝이야?", "case", "마지막 보석이 게이트웨이로 나감"),
    ("사파이어 한 사람이 몇 개까지 모을 수 있어?", "case", "한 사람이 모을 사파이어"),
    # the engine's scenes said to be examples
    ("중앙에 여섯 번째로 타일 놓으면 뭐 나와?", "details", "직선 타일을 직접 놓아 본 예입니다"),
    ("보석끼리 부딪히면 누가 가져가요?", "details", "어느 두 보석이든 같습니다"),
    ("보석 다 나가면 게임 끝나?", "details", "끝까지 직접 두어 본 판의 마지막 차례입니다"),
    ("더미 다 떨어지면 게임 끝나?", "details", "직접 두어 본 판에서 더미가 떨어진 뒤"),
    (
        "에메랄드가 나랑 지수 공유 게이트로 나갔어. 지수도 받아?",
        "details",
        "3명 게임에서 직접 두어 본 예입니다: 게이트웨이 2번은 1·2번 플레이어가 함께 가집니다.",
    ),
    # the question's letters and the asker for the engine's seats
    (
        "3인인데 A랑 B가 같이 쓰는 게이트웨이로 제가 에메랄드를 보냈어요. 저도 받나요?",
        "details",
        "내가 놓은 타일로 에메랄드가 나갔고, 주인(A · B)만 받습니다.",
    ),
]

# (question, field, said): the whole answer never says this
NEVER_SAYS = [
    # "한 사람이 … 2개는 함께" alone read as two shared gateways
    ("3인이면 공유 게이트웨이 몇 개야?", "verdict", THREE_SHARE),
    # route tiles carry gems in play: never "보석이 없는 타일" of the route tiles asked plainly
    ("길 타일 몇 장이야?", "summary", "보석이 없는 타일"),
    # the engine's rotation numbers name nothing without a board
    ("출구 두 개를 곡선으로 막으면 반칙이야?", "details", "회전 1"),
    # no gem said to remain
    ("보드에 보석이 하나도 안 남았는데 타일 남았어 계속해?", "case", "아직 보드에 남아"),
    ("사파이어 한 사람이 몇 개까지 모을 수 있어?", "verdict", "네,"),
]


test_the_engines_verdict = reads_test("indigo", VERDICTS)


@pytest.mark.parametrize(("question", "field", "said"), SAYS)
def test_the_answer_says(question: str, field: str, said: str) -> None:
    for found in readings(question, "indigo"):
        assert found is not None, question
        assert said in text_of(found, field), (question, text_of(found, field))


@pytest.mark.parametrize(("question", "field", "said"), NEVER_SAYS)
def test_the_answer_never_says(question: str, field: str, said: str) -> None:
    for found in readings(question, "indigo"):
        assert found is not None, question
        assert said not in text_of(found, field), (question, text_of(found, field))


def test_the_kinds_are_listed() -> None:
    assert_kinds_listed("indigo", kinds_in(VERDICTS), exactly=True)


test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", VERDICTS)


def test_the_shared_count_is_the_engines_chart() -> None:
    """The board's shared gateways, counted from the engine's chart for each count."""
    from tutor.games.indigo import ENGINE, IndigoState

    for players in (3, 4):
        state = ENGINE.new_game(players, seed=0)
        assert isinstance(state, IndigoState)
        shared = sum(1 for o in state.gateway_owners if len(o) > 1)
        found = compute(f"{players}인이면 공유 게이트웨이 몇 개야?", "indigo", asked=True)
        assert found is not None
        assert found.verdict.startswith(f"{shared}개"), found.verdict


def test_a_winner_among_some_of_the_players_says_the_others_were_not_compared() -> None:
    """3 players, two hands said: the winner is between those two, and the answer says so."""
    found = compute(
        "3명이서 했는데 나는 에메랄드 세 개, 친구는 호박 여섯 개면 누가 이겨?", "indigo"
    )
    assert found is not None and found.verdict == "친구가 이깁니다"
    assert "3명 가운데 말한 2명만 비교" in found.case
    assert "말하지 않은 1명" in found.summary
    two = compute("나는 호박 3개 상대는 에메랄드 2개면 누가 이겨?", "indigo")
    assert two is not None and "비교" not in two.case
