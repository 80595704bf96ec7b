"""Computed answers for the situational questions of tuning set 8 (tests/search/tune8.yaml):
each case below is a phrasing those questions showed, read better now.

- Indigo, the set-up's gems asked kind by kind with the gems' names misspelt ("에매랄드 몇 개랑
  사파이여 몇 개"): each kind is named with its count (it was the total alone, "6개"), as "뭐를
  몇 개" and the names spelt right already were; one 몇 asks the total.
- Azul, a pattern line left unfinished at the round's end asked to stay ("안 치우고 다음 라운드에
  이어서 채워도 되나요?") or to be cleared ("버려요?"): 네 / 아니요 before "그대로 둡니다" (it was
  the statement alone, answering a yes/no question with neither).
- Summer Pavilion, two features surrounded by one tile and both bonuses asked for ("보너스 둘 다
  받나요?"): "네, 모두 받아 …" (it was the count alone).
- Summer Pavilion, a pass's loss asked and then compared with the last round ("4개 남기면 몇 점
  깎이고, 이게 6라운드면 달라지나요?"): two cases, not read (it was the last round's −7점
  alone, the supposed round taken for the one being played).
- Rummikub, who wins a match of several games from each player's games won and total ("저랑
  동생이 2판씩 이겼고 총점은 제가 +18, 동생이 +45"): the engine's match standings (most games
  won, then the highest total, still equal shared), a new reading (`rummikub-match`); none read
  it before.
- Azul, a floor penalty heard from someone and then asked to be checked ("친구가 바닥 4칸이면 5점
  깎인대. 진짜야?"): the guess is answered, "아니요, −6점입니다" (it was "−6점", the heard points
  taken for a fact said before the question). Left by probe 16.
- Rummikub, the pool's size at the deal heard or guessed with its verb ("더미가 56장
  남는다던데 맞아?", "더미 50장 남아?"): 네/아니요 with the deal (it was not read). Left by
  probe 16.
- Rummikub, another player said to have done something and the asker not yet, the thing unnamed
  ("형은 했고 나는 아직이야 빨강 1 2 3 내도 돼?"): not read (it was "네, 세트가 됩니다", the set's
  validity, where the first meld is what is most likely meant); 아직 as "still" before tiles
  ("저는 아직 파랑 5 6 7 있어요") is read as before. Left by probe 16.
"""

from __future__ import annotations

from .computed_cases import cites_test, not_read_as_test, reads_test, yes_no_test

INDIGO_READ = [
    (
        "나빗길 중앙 보석타일엔 시작할 때 에매랄드 몇개랑 사파이여 몇개 놔요?",
        "indigo-setup",
        "에메랄드 5개, 사파이어 1개",
    ),
    ("나빗길 시작할 때 중앙에 보석 몇 개 올려요?", "indigo-setup", "6개"),
]

AZUL_READ = [
    (
        "아줄 동생이 바닥에 2칸 차면 3점 깎인대. 맞아?",
        "azul-floor",
        "아니요, −2점입니다",
        False,
    ),
    (
        "아줄 형이 바닥 세 칸이면 4점 깎인다던데 진짜예요?",
        "azul-floor",
        "네, −4점입니다",
        True,
    ),
    (
        "아줄 라운드 끝났는데 5칸 줄에 노랑 4개만 있어요. 그대로 두고 다음 라운드에 마저 채워도 돼요?",
        "azul-line-tiled",
        "네, 그대로 둡니다: 5번 줄의 노랑 4장은 다음 라운드에도 그 줄에 남습니다",
        True,
    ),
    (
        "아줄 라운드 끝에 2번 줄에 1개만 있으면 그거 상자에 버려야 돼?",
        "azul-line-tiled",
        "아니요, 그대로 둡니다: 2번 줄의 타일 1장은 다음 라운드에도 그 줄에 남습니다",
        False,
    ),
    (
        "아줄 라운드 끝났는데 3칸 줄에 2개만 찼어요. 이건 어떻게 돼요?",
        "azul-line-tiled",
        "그대로 둡니다: 3번 줄의 타일 2장은 다음 라운드에도 그 줄에 남습니다",
        None,
    ),
]

SP_READ = [
    (
        "여름 별장 타일 하나 놨더니 조각상이랑 기둥이 동시에 완성됐어요. 보너스 다 받아요?",
        "summer-pavilion-feature-bonus",
        "네, 모두 받아 보너스 타일 3장 (조각상 2장 + 기둥 1장)",
        True,
    ),
]

SP_NOT_READ = [
    (
        "여름 별장 패스하는데 타일 7개 남았어요. 몇 점 깎여요? 6라운드면 달라져요?",
        "summer-pavilion-leftover",
    ),
    (
        "여름 별장 패스하려는데 타일 5개 남았어. 감점 몇이야? 마지막 라운드면 달라?",
        "summer-pavilion-leftover",
    ),
]

RUMMIKUB_READ = [
    # 아직 as "still": the set is asked, and read
    (
        "루미큐브 형은 냈는데 저는 아직 파랑 5 6 7 있어요. 세트 돼요?",
        "rummikub-set",
        "네, 세트가 됩니다",
    ),
    (
        "루미큐브 3명이서 하면 더미에 60장 남는다던데 맞아?",
        "rummikub-deal",
        "아니요, 한 사람 14장, 더미에 64장",
    ),
    ("루미큐브 2명이면 더미 78장 남아요?", "rummikub-deal", "네, 한 사람 14장, 더미에 78장"),
    (
        "루미큐브 5판 했는데 나랑 형이 2판씩 이겼어. 총점은 내가 30, 형이 -12야. 누가 최종 우승?",
        "rummikub-match",
        "내가 최종 우승입니다",
    ),
    (
        "루미큐브 동생은 3판 이기고 총점 -20, 나는 1판 이기고 총점 55면 누가 우승이에요?",
        "rummikub-match",
        "동생이 최종 우승입니다",
    ),
    (
        "루미큐브 엄마랑 나 둘 다 2판 이겼고 총점도 엄마 40 나 40이면 누가 최종 우승이야?",
        "rummikub-match",
        "공동 우승입니다",
    ),
]
RUMMIKUB_NOT_READ = [
    ("루미큐브 누나는 벌써 했는데 저는 아직이에요. 파랑 2 3 4 내도 되나요?", "rummikub-set"),
    # a player's total not told
    ("루미큐브 나랑 형이 2판씩 이겼고 총점은 내가 30이야. 누가 최종 우승?", "rummikub-match"),
    # a game's end, not the match's standings
    (
        "루미큐브 총점 나 20 형 30인데 이번 판 내가 이겼고 형 받침대에 5 남았어. 누가 우승?",
        "rummikub-match",
    ),
]

test_azul_reads = reads_test("azul", AZUL_READ)
test_rummikub_reads = reads_test("rummikub", RUMMIKUB_READ)
test_rummikub_not_read = not_read_as_test("rummikub", RUMMIKUB_NOT_READ)
test_rummikub_cites = cites_test("rummikub", RUMMIKUB_READ)


def test_a_match_question_naming_no_player_is_declined_without_error() -> None:
    # the rule asked, with no player's games or total told (the reader once failed on it)
    from tutor.games.rummikub.questions import rummikub_match

    for question in (
        "이긴 판 수가 제일 많은데 총점은 마이너스인 사람도 최종 우승이 되나요?",
        "최종 우승은 원래 총점만 보고 정하는 거 아니었어요? 이긴 판 수는 상관없나요?",
    ):
        assert rummikub_match(question) is None


test_sp_not_read = not_read_as_test("azul-summer-pavilion", SP_NOT_READ)
test_sp_reads = reads_test("azul-summer-pavilion", SP_READ)
test_sp_yes_no = yes_no_test("azul-summer-pavilion", SP_READ)
test_indigo_reads = reads_test("indigo", INDIGO_READ)
test_indigo_cites = cites_test("indigo", INDIGO_READ)

test_azul_yes_no = yes_no_test("azul", AZUL_READ)


def test_a_match_decided_by_the_totals_of_the_best_two_cites_the_tie_faq_first() -> None:
    # the third player won fewer games: the best two are level on games, the totals decide
    from tutor.qa_computed import compute

    found = compute(
        "루미큐브 나 2판 형 2판 동생 1판 이겼고 총점은 나 10 형 30 동생 50이야. 누가 우승?"
    )
    assert found is not None and found.verdict == "형이 최종 우승입니다"
    assert found.rule_ids[0] == "rummikub.faq.match-tie" and "2판씩" in found.summary
