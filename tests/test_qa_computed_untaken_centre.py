"""The centre said untaken this round, in both Azul games: "아무도 안 건드린 가운데 더미에서
초록 3개랑 조커 1개를 가져오면 몇 점이 돼요?", "중앙에서 아직 아무도 안 가져갔는데 …". It is
the round's first take from the centre (the start marker or token comes with it), said by its
negation; read as it stood, the 안 declined the question or made the take a later one
(`qa_computed.untaken_centre`). Found in tuning set 16 (a first-time player's wording)."""

from __future__ import annotations

from .computed_cases import reads_test

SP_TOKEN = "summer-pavilion-start-token"
SP_DRAFT = "summer-pavilion-draft"
AZ_PLACEMENT = "azul-placement"
AZ_FLOOR = "azul-floor"

SUMMER_PAVILION = [
    (
        "여름 별장 7점인데 이번 라운드 아무도 안 가져간 중앙에서 초록 3개 조커 1개 가져오면 몇 점?",
        SP_TOKEN,
        "−4점 (7점 → 3점)",
    ),
    (
        "썸파 지금 5점이에요. 아직 아무도 손 안 댄 가운데에서 빨강 2개 가져오면 몇 점 돼요?",
        SP_DRAFT,
        "빨강 2장을 가져옵니다, 시작 플레이어 토큰도 받고 2점을 잃습니다 (5점 → 3점)",
    ),
    (
        "여름 별장 중앙에서 아직 아무도 안 가져갔는데 제가 빨강 2개 가져오면 감점 몇 점?",
        SP_DRAFT,
        "빨강 2장을 가져옵니다, 시작 플레이어 토큰도 받고 2점을 잃습니다",
    ),
]
AZUL = [
    (
        "아줄 아직 아무도 안 가져간 중앙에서 빨강 3개 가져와 1번 줄에 놓으면 바닥 감점 몇 점?",
        AZ_PLACEMENT,
        "−4점 (1번 줄에 1장, 바닥 줄에 시작 플레이어 표식과 2장)",
    ),
    (
        "아줄 중앙에서 아무도 안 가져갔는데 내가 파랑 2개 가져와서 2번 줄에 놓으면 바닥 감점은?",
        AZ_PLACEMENT,
        "−1점 (2번 줄에 2장, 바닥 줄에 시작 플레이어 표식)",
    ),
    (
        "아줄 바닥 줄에 2개 있는데 아무도 안 건드린 가운데에서 가져오면 감점 총 얼마야?",
        AZ_FLOOR,
        "−4점",
    ),
]

test_read_summer_pavilion = reads_test("azul-summer-pavilion", SUMMER_PAVILION)
test_read_azul = reads_test("azul", AZUL)
