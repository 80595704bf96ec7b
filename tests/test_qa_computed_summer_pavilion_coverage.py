"""Summer Pavilion computed answers: the classes of situational question a first-time player
asks mid-game that the reader now reads (/work/cov/sp_questions.txt), each with its verdict,
and their look-alikes, which must not be read as that kind. Values: SP-RB p.3 (wilds by round,
the start token's floor at 1 point), p.4 (costs, scoring, bonus tiles 1/2/3), p.5 (passing,
four tiles kept), p.6 (end bonuses, ties shared), p.2 (every marker starts on 5);
/work/shared/research/azul-summer-pavilion.md.

Below them (round 21), the reader's code coverage: a question a player would type for each
path of the reader no other test or question set walks (mostly a case it declines: two
counts, two stars, a count out of range), and a hang detector on the lists of spaces that
once backtracked without bound."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import (
    not_read_as_test,
    reads_nothing_test,
    reads_test,
)

SP = "azul-summer-pavilion"

READ = [
    # a hand named with "만" ("초록 타일만 4개"): no natural tile of the star's colour
    (
        "썸파 2라운드인데 초록 타일만 4개 있는데 빨간 별 4번 가능?",
        "summer-pavilion-payment",
        "아니요, 놓을 수 없습니다",
    ),
    (
        "3라운드 파랑만 2개랑 조커 1개로 파란 별 3번 돼?",
        "summer-pavilion-payment",
        "네, 놓을 수 있습니다",
    ),
    # the centre star: never the same colour twice
    (
        "중앙 별에 이미 파랑 있는데 파랑 또 놓을 수 있어?",
        "summer-pavilion-centre-colour",
        "아니요, 놓을 수 없습니다",
    ),
    (
        "썸파 가운데 별에 빨강 있는데 노랑 놓아도 돼?",
        "summer-pavilion-centre-colour",
        "네, 놓을 수 있습니다",
    ),
    (
        "가운데 별에 파랑 있는데 파랑 놓으면 안 돼?",
        "summer-pavilion-centre-colour",
        "놓을 수 없습니다",
    ),
    # the first tile on an empty star, on any space
    ("빈 초록 별에 처음 놓으면 몇 점이에요?", "summer-pavilion-place-score", "1점"),
    ("빨간 별이 비어 있는데 하나 놓으면 몇 점?", "summer-pavilion-place-score", "1점"),
    # a star full but for a window's space (5 or 6)
    (
        "여름 별장 주황 별 전부 차 있고 마지막 6번 칸 놓으면 몇 점?",
        "summer-pavilion-place-score",
        "6점, 보너스 타일 3장",
    ),
    (
        "빨간 별 6번 빼고 다 차 있는데 6번 놓으면 몇 점?",
        "summer-pavilion-place-score",
        "6점, 보너스 타일 3장",
    ),
    (
        "빨간 별 6번만 비어 있고 6번 놓으면 몇 점?",
        "summer-pavilion-place-score",
        "6점, 보너스 타일 3장",
    ),
    (
        "파란 별 다 찼고 마지막 남은 5번 놓으면 몇 점?",
        "summer-pavilion-place-score",
        "6점, 보너스 타일 3장",
    ),
    # the bonus tiles of a pillar, a statue, a window
    ("썸파 창문 둘러싸면 타일 몇 개 가져와요?", "summer-pavilion-feature-bonus", "보너스 타일 3장"),
    ("석상 완성하면 몇개 밧음?", "summer-pavilion-feature-bonus", "보너스 타일 2장"),
    ("기둥 둘러싸면 보너스 몇 개?", "summer-pavilion-feature-bonus", "보너스 타일 1장"),
    ("파란 별 창문 둘러싸면 몇 개 받아?", "summer-pavilion-feature-bonus", "보너스 타일 3장"),
    (
        "썸파 보라 별 2번 놓아서 석상이랑 기둥 동시에 완성되면 몇 개 받아?",
        "summer-pavilion-feature-bonus",
        "보너스 타일 3장 (조각상 2장 + 기둥 1장)",
    ),
    (
        "석상이랑 기둥 한 번에 둘러싸면 타일 몇 개 받아?",
        "summer-pavilion-feature-bonus",
        "보너스 타일 3장 (조각상 2장 + 기둥 1장)",
    ),
    # tiles kept when passing
    (
        "여름 별장 패스하면서 3개 남았는데 다 킵할 수 있어요?",
        "summer-pavilion-leftover",
        "네, 보관할 수 있습니다",
    ),
    ("타일 7개 남앗을때 4개 보관하면 몇점 잃어?", "summer-pavilion-leftover", "−3점"),
    ("타일 7개 있는데 3개 남기고 패스하면 몇 점 잃어?", "summer-pavilion-leftover", "−4점"),
    ("5라운드에 패스하는데 타일 6개 남았어 4개 킵하면 몇 점?", "summer-pavilion-leftover", "−2점"),
    (
        "패스할 때 타일 6개 남았는데 5개 보관하면 몇 점 잃어?",
        "summer-pavilion-leftover",
        "아니요, 4장까지만 보관할 수 있습니다 (나머지 2장은 −2점)",
    ),
    (
        "타일 7개 남았을 때 4개 보관하면 몇 점 잃어? 아 아니 5개",
        "summer-pavilion-leftover",
        "아니요, 4장까지만 보관할 수 있습니다 (나머지 3장은 −3점)",
    ),
    # the first take from the centre at 1 point, however many tiles
    (
        "1점일 때 중앙에서 처음 가져가면 감점 있어?",
        "summer-pavilion-start-token",
        "아니요, 감점 없음 (1점 그대로)",
    ),
    (
        "썸파 지금 1점인데 중앙에서 처음 가져오면 몇 점 깎여?",
        "summer-pavilion-start-token",
        "감점 없음 (1점 그대로)",
    ),
    (
        "3점인데 중앙에서 처음 4개 가져오면 몇 점 깎여?",
        "summer-pavilion-start-token",
        "−2점 (3점 → 1점)",
    ),
    # end bonuses asked with no word of the game's end
    ("여름별장 빨간 별 다 채우면 보너스 몇 점?", "summer-pavilion-end-bonus", "+14점"),
    ("보라 별 완성하면 몇 점 받아요?", "summer-pavilion-end-bonus", "+20점"),
    ("가운데 별 완성 보너스 몇점?", "summer-pavilion-end-bonus", "+12점"),
    ("초록 별이랑 파란 별 완성하면 합쳐서 몇 점?", "summer-pavilion-end-bonus", "+33점"),
    ("썸파 모든 별 3번 칸 다 채우면 몇 점이야?", "summer-pavilion-end-bonus", "+12점"),
    ("4번 칸 7개 다 채우면 보너스 얼마임", "summer-pavilion-end-bonus", "+16점"),
    # (probe 18: whether any bonus comes, 아니요)
    ("5번 칸 전부 채우면 보너스 있어?", "summer-pavilion-end-bonus", "아니요, 보너스 없음 (0점)"),
    ("모든 1번 칸 다 채우고 빨간 별 완성하면 보너스 몇 점?", "summer-pavilion-end-bonus", "+18점"),
    # ties, the start score
    ("여름 별장 동점이면 누가 이겨요?", "summer-pavilion-tie", "공동 승리"),
    ("썸파 점수 같으면 어떻게 돼?", "summer-pavilion-tie", "공동 승리"),
    ("게임 시작할 때 점수 몇 점부터 시작해?", "summer-pavilion-start-score", "5점"),
    ("썸파 3인이면 시작 점수 몇 점?", "summer-pavilion-start-score", "5점"),
    (
        "썸파 처음에 0점에서 시작하는 거 맞아?",
        "summer-pavilion-start-score",
        "아니요, 5점에서 시작합니다",
    ),
    # the wild colour asked in English
    (
        "summer pavilion 라운드 2 wild color?",
        "summer-pavilion-wild",
        "2라운드의 조커(와일드) 색은 초록입니다",
    ),
]


test_reads_the_case = reads_test(SP, READ, named=False)


NOT = [
    # another player's, a negation, points asked of a feature, a count of features
    ("친구가 창문 둘러쌌는데 나도 타일 받아?", "summer-pavilion-feature-bonus"),
    ("창문 둘러싸면 몇 점 받아?", "summer-pavilion-feature-bonus"),
    ("창문 안 둘러싸도 보너스 받아?", "summer-pavilion-feature-bonus"),
    ("기둥 두 개 동시에 완성하면 몇 개?", "summer-pavilion-feature-bonus"),
    # a centre space touches two pillars; a space no statue touches
    ("가운데 별 1번 놓아서 기둥 완성되면 몇 개 받아?", "summer-pavilion-feature-bonus"),
    ("보라 별 5번 놓아서 석상 완성되면 몇 개?", "summer-pavilion-feature-bonus"),
    ("보라 별 5번 놓아서 석상 완성되면 몇 개?", "summer-pavilion-cost"),
    ("창문 둘러쌌는데 공급처에 타일 부족하면 몇 개 받아?", "summer-pavilion-feature-bonus"),
    # two kinds, each or together? And two no placement surrounds at once
    ("기둥이랑 창문 둘러싸면 보너스 몇 개?", "summer-pavilion-feature-bonus"),
    ("기둥이랑 창문 동시에 둘러싸면 보너스 몇 개?", "summer-pavilion-feature-bonus"),
    (
        "보라 별 2번 놓아서 기둥이랑 창문 동시에 완성되면 몇 개 받아?",
        "summer-pavilion-feature-bonus",
    ),
    ("창문 둘러싸면 타일 몇 개 가져와? 그리고 기둥은?", "summer-pavilion-feature-bonus"),
    # an empty star: corrected, with wilds, another's, with other stars' spaces
    ("빈 초록 별에 처음 놓으면 몇 점이에요? 아 아니 빨간 별", "summer-pavilion-place-score"),
    ("빈 초록 별에 조커 2개로 놓으면 몇 점?", "summer-pavilion-place-score"),
    ("친구 빈 빨간 별에 처음 놓으면 몇 점?", "summer-pavilion-place-score"),
    ("빈 빨간 별에 처음 놓으면 몇 점? 파란 별 4번도 있어", "summer-pavilion-place-score"),
    # a star full but for one: a space said filled, or one whose features reach other stars
    ("빨간 별 6번만 비어 있는데 3번 놓으면 몇 점?", "summer-pavilion-place-score"),
    ("파란 별 5번 빼고 다 찼는데 6번 놓으면 몇 점?", "summer-pavilion-place-score"),
    ("초록 별은 1번만 비었고 1번 놓으면 몇 점", "summer-pavilion-place-score"),
    ("빨간 별이랑 파란 별 6번만 비어 있는데 6번 놓으면 몇 점?", "summer-pavilion-place-score"),
    ("친구 빨간 별 6번만 비어 있는데 내가 6번 놓으면 몇 점?", "summer-pavilion-place-score"),
    # the centre star: a colour not there, another star, another's board, a round, two there
    ("중앙 별에 파랑 없는데 파랑 놓을 수 있어?", "summer-pavilion-centre-colour"),
    ("중앙 별에 이미 파랑 있는데 파란 별에 파랑 놓을 수 있어?", "summer-pavilion-centre-colour"),
    ("친구 가운데 별에 파랑 있는데 나 파랑 놓을 수 있어?", "summer-pavilion-centre-colour"),
    ("6라운드에 가운데 별에 빨강 있는데 노랑 놓아도 돼?", "summer-pavilion-centre-colour"),
    ("가운데 별에 빨강 있고 노랑 있는데 노랑 또 놓을 수 있어?", "summer-pavilion-centre-colour"),
    # keeping: another player, colours, more kept than held, next round (the last round's
    # keep with no pass said is read since probe 23: a keep is a pass's)
    ("친구가 패스할 때 타일 5개 남았는데 4개 보관하면 감점?", "summer-pavilion-leftover"),
    ("패스할 때 빨강 3개 파랑 2개 남았는데 다 보관돼?", "summer-pavilion-leftover"),
    ("패스할 때 타일 3개 남았는데 4개 보관하면 몇 점?", "summer-pavilion-leftover"),
    (
        "패스할 때 타일 5개 남았는데 2개 보관하면 다음 라운드에 쓸 수 있어?",
        "summer-pavilion-leftover",
    ),
    # base Azul named: its own tie-breaker and start score
    ("아줄 동점이면 누가 이겨?", "summer-pavilion-tie"),
    ("점수 몇 점부터 시작해? 아줄 기본판", "summer-pavilion-start-score"),
    ("동점이면 가로줄 많은 사람이 이겨?", "summer-pavilion-tie"),
    ("썸파 동점이면 시작 플레이어가 이겨?", "summer-pavilion-tie"),
    ("시작 플레이어 누구야?", "summer-pavilion-start-score"),
    # the score said after the take
    ("중앙에서 처음 3개 가져왔는데 4점이면 몇 점 깎여?", "summer-pavilion-start-token"),
    # end bonuses: tiles, another's, 5s and 6s of one star? ("빨간 별 다 채우면 몇 점?": the
    # star's bonus, the last tile's 6점 said beside it, probe 24)
    ("빨간 별 완성하면 보너스 타일 몇 개?", "summer-pavilion-end-bonus"),
    ("친구가 빨간 별 완성했는데 보너스 몇 점?", "summer-pavilion-end-bonus"),
    ("5번 칸이랑 6번 칸 다 채우면 보너스 몇 점?", "summer-pavilion-end-bonus"),
    ("3번 칸 다 채우면 보너스 몇 점?", "summer-pavilion-end-bonus"),
    # base Azul's words
    ("패턴줄 다 채우면 보너스 몇 점?", "summer-pavilion-end-bonus"),
    ("벽에 가로줄 완성하면 보너스 몇 점?", "summer-pavilion-end-bonus"),
    ("바닥줄에 타일 3개 떨어지면 몇 점?", "summer-pavilion-leftover"),
]


test_look_alikes_are_not_read_as_that_kind = not_read_as_test(SP, NOT, named=False)


@pytest.mark.parametrize(
    "question",
    [
        # base Azul starts at 0 and breaks ties by rows: with no game, not this game's answer
        "동점이면 누가 이겨?",
        "시작 점수 몇 점이야?",
        "게임 시작할 때 점수 몇 점부터 시작해?",
    ],
)
def test_shared_kinds_need_the_game_named(question: str) -> None:
    found = compute(question)
    assert found is None or found.kind not in (
        "summer-pavilion-tie",
        "summer-pavilion-start-score",
    ), found


def test_the_two_features_cite_the_faq_and_the_rule() -> None:
    found = compute("썸파 보라 별 2번 놓아서 석상이랑 기둥 동시에 완성되면 몇 개 받아?", SP)
    assert found is not None
    assert found.rule_ids[0] == "azul-summer-pavilion.faq.two-features"
    assert "azul-summer-pavilion.bonus.features" in found.rule_ids


def test_a_star_bonus_says_the_last_tile_scores_besides() -> None:
    found = compute("보라 별 완성하면 몇 점 받아요?", SP, asked=True)
    assert found is not None
    assert any("6점" in d and "게임이 끝날 때" in d for d in found.details)


def test_the_first_take_at_the_floor_cites_the_floor() -> None:
    found = compute("1점일 때 중앙에서 처음 가져가면 감점 있어?", SP, asked=True)
    assert found is not None
    assert found.rule_ids[0] == "azul-summer-pavilion.faq.penalty-floor"


# -- round 21: the reader's paths no other question walks ------------------------------------

PATHS_READ = [
    # "2장 이상은 못": a wild limit said as a floor that is refused, read as the cap
    (
        "썸파 조커 2장 이상은 못 써?",
        "summer-pavilion-payment",
        "조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
    ),
    # a player count the game is not for (SP-RB p.2: 2-4 players)
    ("썸파 6인 공장 몇 개?", "summer-pavilion-setup", "6명으로는 할 수 없습니다 (2~4명)"),
]

test_paths_read = reads_test(SP, PATHS_READ, named=False)

PATHS_DECLINED = [
    # more than four corrections in a row: which count is meant is left unread
    "파랑 5개로 파란 별 3번 돼? 아 아니 파랑 4개 아 아니 파랑 3개 아 아니 파랑 2개 "
    "아 아니 파랑 1개 아 아니 파랑 6개",
    # two wild colours said: which round?
    "썸파 조커가 보라일 때 조커가 파랑인데 빨간 별 3번 칸 빨강 2개 조커 1개로 돼?",
    # a tile on another colour's star, with another round or tiles said besides
    "여름 별장 빨간 별에 파랑 놓아도 돼? 다음 라운드에",
    "여름 별장 빨간 별에 파랑 놓아도 돼? 조커 2개 있어",
    # a payment: two prices guessed, the centre's colours said of another star, two wild
    # colours named, wilds named by the star's own colour or another round's, two "만으로",
    # wilds alone on the centre star, a count no hand holds, the grey side (its stars'
    # colours are the player's choice)
    "썸파 빨간 별 3번 칸 3장 필요하지? 4장 필요하지?",
    "가운데 별에 빨강 있는데 파랑 3개로 파란 별 3번 칸 놓을 수 있어?",
    "썸파 파랑 조커 2장 초록 조커 1장으로 빨간 별 3번 칸 돼?",
    "썸파 파랑 조커 2장으로 파란 별 3번 칸 돼?",
    "썸파 1라운드에 파랑 조커 2장이랑 빨강 1장으로 빨간 별 3번 돼?",
    "썸파 보라만으로 초록만으로 빨간 별 3번 칸 돼?",
    "썸파 조커로만 가운데 별 3번 칸 놓을 수 있어?",
    "썸파 2라운드 빨강 25개로 빨간 별 3번 칸 돼?",
    "썸파 회색면에서 빨강 3개로 빨간 별 3번 칸 돼?",
    # a take: 조커 beside the colour that is that round's wild
    "썸파 공장에 노랑 2개랑 조커 1개 있는데 노랑 가져오면 몇 개 와? 4라운드",
    # a wild colour's other rounds, with a number besides; a round the game has not
    "썸파 4라운드 빼고 노랑 조커 써도 돼? 3개",
    "썸파 7라운드에 노랑 조커 써도 돼?",
    # the first take from the centre: blue wilds (round 5) said in round 1
    "썸파 1라운드에 파랑 조커 1개랑 빨강 2개 중앙에서 처음 가져오면 감점?",
    # another player's placement
    "썸파 친구가 빨간 별 2번 놓으면 몇 점?",
    # the last round's keep: two counts thrown, or the rest thrown beside the keep
    "썸파 마지막 라운드 5장 남았는데 4장 보관하고 1장 버리고 1장 버리면 감점?",
    "썸파 마지막 라운드에 4장 보관하면 감점 있어? 남은 건 버리고",
    # two counts of factories guessed
    "썸파 2인 공장 5개 맞아? 공장 6개 맞아?",
    # "2장 못 써?" of wilds: on which space?
    "썸파 조커 2장 못 써?",
    # two colours taken together: a count no display holds, a colour twice, a third named
    "썸파에서 빨강 0개랑 파랑 25개 같이 가져가도 돼?",
    "썸파에서 빨강이랑 빨강 같이 가져가도 돼?",
    "썸파에서 빨강이랑 파랑 같이 가져가도 돼? 노랑도 있어",
    # a placement's points: two placements, a number before the star, a number no space
    "썸파 빨간 별 3번 놓으면 몇 점? 4번도 놓으면 몇 점?",
    "썸파 3번 빨간 별 2번 칸 놓으면 몇 점?",
    "썸파 빨간 별 1번 2번 차 있고 3번 놓으면 몇 점? 7",
    # the first take from the centre: first and second at once, no tiles, two counts
    "썸파 첫 번째 차례에 두 번째로 중앙에서 가져오면 감점 몇 점?",
    "썸파 중앙에서 처음 빨강 0개 가져오면 감점?",
    "썸파 중앙에서 처음 타일 4개 가져오고 빨강 2개면 감점?",
    # a pass whose counts do not add up (5 left, 4 kept, 2 thrown)
    "썸파 패스할 때 5장 남았는데 4장 보관하고 2장 버리면?",
    # the factories: two counts guessed
    "썸파 2인이면 공장 5개 맞아? 공장 6개 아니야?",
    # a feature's bonus: two stars, no such space, two counts received, fewer than it gives
    "썸파 창문 보너스 몇 장? 빨간 별 2번 칸, 파란 별 3번 칸",
    "여름 별장 빨간 별 7번 칸 놓으면 창문 보너스 몇 장?",
    "썸파 창문 보너스로 3장 받았는데 2장 받았는데 1장만 받아도 돼?",
    "썸파 창문 보너스로 2장 받았는데 1장만 받아도 돼?",
]

test_paths_declined = reads_nothing_test(SP, PATHS_DECLINED)

# base Azul's wall has coloured spaces too: with no game, "빨간 칸" is not this game's
test_a_coloured_space_needs_the_game = reads_nothing_test(None, ["빨간 칸에 파랑 놓아도 돼?"])


@pytest.mark.parametrize(
    "question",
    [
        # the spaces listed before "차 있고" / "있는데" (an optional separator between two
        # runs of spaces once split every gap two ways: 20 numbers took a second, 80 hours;
        # the server's budget cut the reader off)
        "빨간 별 " + "4 " * 80 + "차 있고 3번 놓으면 몇 점?",
        "썸파 빨간 별 " + "4 " * 80 + "차 있고 3번 놓으면 몇 점?",
        "빨간 별 " + "4 " * 80 + "있는데 7번 칸에 놓을 때 몇 개 필요해?",
        "빨간 별 " + "4 " * 80 + "있는데 거기 놓을 때 몇 개 필요해?",
    ],
)
def test_a_long_list_of_spaces_is_read_in_a_moment(hang_detector, question):
    hang_detector(question[:200], (None, SP))
