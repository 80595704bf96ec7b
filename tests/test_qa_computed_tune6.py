"""Computed answers for the situational questions of tuning set 6 (tests/search/tune6.yaml)
that no reader read: each case below is a phrasing those questions showed, read now, beside
the nearby ones that must stay unread.

- Indigo, a gem out through a shared gateway: the two owners said as "같이 토큰 올려둔
  게이트웨이", the other owner as "다른 사람" and then "그 사람도", the asker's seat colour in
  brackets ("저(빨강)랑 청록이"), and "점수는?" asking the points rather than yes or no;
- Indigo, a tie on points decided by the gems counted: the FAQ on ties is cited with the winner
  rule (the gem values only add up the points);
- Rummikub, another player went out with the tiles said ("상대가 타일을 다 내서");
- (situational set 2) Indigo, the 3-player variant only quoted while the official chart is
  asked ("요약본엔 단독 2개라는데 … 정식 배치는?"); Azul, "setup" read as the set-up;
- Azul, two lines named with one noun ("2번째와 3번째 패턴 줄") on a wall "아직 타일이 하나도
  없고" (아직 of the wall, not of a line left unfinished). (Found in tuning set 4.)

(The other readings that set showed, a blocked Rummikub game with every rack named, another
player's win over "나머지 셋", Summer Pavilion's "5라운드(조커 파랑)", Azul's take from the
centre and two complete lines counted, are in the games' own files.)
"""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import assert_cites_entries, assert_reads, assert_reads_nothing

SHARED = "indigo-shared-gateway"
EMERALDS = "두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)"

READ = [
    (
        "나빗길 4인 게임인데 제가 놓은 타일 때문에 에메랄드가 저랑 왼쪽 사람이 같이 토큰 올려둔 "
        "게이트웨이로 빠져나갔어요. 점수는 어떻게 되나요?",
        "indigo",
        SHARED,
        EMERALDS,
    ),
    (
        "나빗길 3명이서 하는데 제가 놓은 타일 때문에 에메랄드가 저랑 다른 사람이 같이 쓰는 출구로 "
        "나갔어요. 이 경우 그 사람도 점수 받나요?",
        "indigo",
        SHARED,
        "네, " + EMERALDS,
    ),
    (
        "3인 게임에서 저(빨강)랑 청록이 같이 쓰는 게이트웨이로 제가 타일을 놓아 에메랄드를 "
        "내보냈어요. 에메랄드는 누가 몇 개 가져가요?",
        "indigo",
        SHARED,
        EMERALDS,
    ),
    ("나랑 상대가 같이 쓰는 게이트웨이로 에메랄드 나가면 점수는?", "indigo", SHARED, EMERALDS),
    (
        "상대가 타일을 다 내서 판이 끝났을 때 제 받침대에 조커 1장, 파랑 7, 빨강 5가 남아 있으면 "
        "저는 몇 점인가요?",
        "rummikub",
        "rummikub-rack-penalty",
        "−42점",
    ),
    (
        "친구가 자기 패를 다 털었는데 나 20점 남았어 몇 점 깎여?",
        "rummikub",
        "rummikub-rack-penalty",
        "−20점",
    ),
    # (situational set 2) the 3-player variant only quoted, the official chart asked
    (
        "인디고 3명이서 처음 해요. 요약본엔 각자 단독 2개에 다른 사람과 공유 1개씩이라는데, 보드엔 "
        "게이트웨이가 6개뿐이라 안 맞네요. 3인 정식 배치는 어떻게 돼요?",
        "indigo",
        "indigo-gateways",
        "한 사람이 1개는 혼자, 2개는 함께 가집니다",
    ),
    (
        "아줄 setup 할 때 2인이면 factory 몇 개?",
        "azul",
        "azul-setup",
        "공장 5개, 라운드마다 타일 20장",
    ),
    (
        "아줄 라운드 끝에 2번째와 3번째 패턴 줄이 둘 다 찼어요. 벽에는 아직 타일이 하나도 없고, "
        "3번째 줄 타일이 들어갈 칸이 2번째 줄 타일 칸 바로 아래예요. 이번 라운드에 몇 점 얻나요?",
        "azul",
        "azul-several-lines",
        "3점 (2번 줄 1점 + 3번 줄 2점)",
    ),
]

NOT_READ = [
    # someone who may not hold the gateway asked about
    ("지수랑 민수가 같이 쓰는 게이트로 에메랄드 나갔는데 그 사람도 받아?", "indigo"),
    # lines said not yet complete
    ("1번 줄이랑 2번 줄 아직 다 안 찼고 벽은 비어 있어요. 몇 점?", "azul"),
]


@pytest.mark.parametrize(("question", "game", "kind", "verdict"), READ)
def test_reads(question: str, game: str, kind: str, verdict: str) -> None:
    assert_reads(question, game, kind, verdict)


@pytest.mark.parametrize(("question", "game"), NOT_READ)
def test_not_read(question: str, game: str) -> None:
    assert_reads_nothing(question, game)


@pytest.mark.parametrize("game", ["indigo", "rummikub", "azul"])
def test_every_cited_rule_is_an_entry(game: str) -> None:
    rows = [row for row in READ if row[1] == game]
    assert_cites_entries(game, [compute(q, game, asked=True) for q, *_ in rows])


def test_a_tie_on_points_cites_the_faq_on_ties() -> None:
    found = compute(
        "나빗길 끝났는데 나는 호박 4 에메랄드 2 사파이어 1, 상대는 에메랄드 3 호박 5면 누가 이겨요?"
    )
    assert found is not None and found.verdict == "상대가 이깁니다"
    assert found.rule_ids == ["indigo.faq.tie", "indigo.end.winner"]
    # no tie: the gem values decide
    found = compute(
        "나빗길 끝났는데 나는 호박 4 에메랄드 2, 상대는 에메랄드 3 호박 5면 누가 이겨요?"
    )
    assert found is not None and found.rule_ids[0] == "indigo.scoring.values"


def test_a_set_up_both_azuls_read_the_same_way_names_no_game() -> None:
    # "setup" is a word both readers know: a set-up question naming neither game (the same
    # factories, but Summer Pavilion's supply besides) gets no one game's verdict
    assert compute("둘이서 setup하면 공장 몇 개 깔고 하나에 타일 몇 개씩 올려?") is None
