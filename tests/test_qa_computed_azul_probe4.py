"""Azul computed answers: a fifth probe, questions written afresh as first-time players type
them, before the reader was read. What it found unread: a line named by a native ordinal ("세
번째 줄", "셋째 줄", "다섯번째", "제일 위 줄") or by its size without 짜리 ("다섯 칸 줄"), a
bare count ("바닥에 넷", "타일 셋", "빨강 하나"), "pattern line 3" without 번, the colour
said as 청록 or "노란거", typos (바닦, 깍여), the marker alone on the floor ("마커만"), "둬도"
and "모아도", the line's tiles listed before the take ("노랑 1개, 노랑 4개 가져오면", "2개
있음."), "버리면 몇 점", the end bonus at "종료 시" or asked as "합계", "빨간색 다섯 개" (its 색
read as a count of colours), "다 벽에 붙이면", "벽에 붙어?" at the round's end, a tie said "둘
다 60점이고". About a third of the questions must get no verdict."""

from __future__ import annotations

import pytest

from .computed_cases import (
    assert_cites_entries,
    assert_kinds_listed,
    assert_reads,
    assert_reads_nothing,
    kinds_in,
    readings,
)

AZUL = "azul"

# (question, kind, verdict): read so, asked on Azul's pages (and with the game detected when
# the question names it)
READ = [
    # the floor line's penalty: counts in digits or words (넷, 셋, 하나, 다섯장), typos
    # (바닦, 깍여), the marker alone (마커만, 하나밖에), English words, a guess, the score now
    ("바닥에 타일 세 개 떨어지면 몇 점 까여?", "azul-floor", "−4점"),
    ("친구랑 아줄 하는데 바닥줄에 2장 있으면 감점 얼마야?", "azul-floor", "−2점"),
    ("floor line에 4개면 몇점 깎이나요?", "azul-floor", "−6점"),
    ("바닥 5칸 다 차면 마이너스 몇이에요", "azul-floor", "−8점"),
    ("바닥에 일곱개 다 채우면 몇점 잃어요?", "azul-floor", "−14점"),
    ("바닥줄에 타일 하나 있으면 감점 몇 점임?", "azul-floor", "−1점"),
    ("방금 바닥에 6장 떨어졌는데 몇 점 빠져요?", "azul-floor", "−11점"),
    ("바닥라인에 타일 두개랑 선플레이어 마커 있으면 몇점 감점?", "azul-floor", "−4점"),
    ("아줄 플로어에 3개 놓이면 벌점이 얼마죠", "azul-floor", "−4점"),
    ("바닥에 넷 떨어지면 몇 점 깎여?", "azul-floor", "−6점"),
    ("바닥에타일3개떨어지면몇점깎임?", "azul-floor", "−4점"),
    ("감점 몇점이야? 바닥에 5개 있어", "azul-floor", "−8점"),
    ("바닥 줄에 타일 세 장이랑 시작 플레이어 표식 있으면 몇 점 깎여?", "azul-floor", "−6점"),
    ("첫 플레이어 마커만 바닥에 있으면 몇 점 깎여요?", "azul-floor", "−1점"),
    ("바닥엔 선마커 하나밖에 없는데 감점 몇?", "azul-floor", "−1점"),
    ("지금 12점인데 바닥에 4개 떨어지면 몇 점 돼?", "azul-floor", "−6점 (12점 → 6점)"),
    ("바닥에 타일 2개 있을 때 점수 몇 점 빠짐??", "azul-floor", "−2점"),
    ("바닥에 이미 2개 있는데 3개 더 떨어지면 감점 얼마?", "azul-floor", "−8점"),
    ("점수가 5점인데 바닥에 타일 4개면 몇 점 되나요?", "azul-floor", "−6점 (5점 → 0점)"),
    ("바닥에 세개 떨어지면 -4점 맞지?", "azul-floor", "−4점"),
    ("바닥에 5개면 -6점이야?", "azul-floor", "아니요, −8점입니다"),
    ("floor에 tile 2개 + first player token이면 몇 점 빠져?", "azul-floor", "−4점"),
    ("친구랑 하는데 나 바닥에 타일 4장 있으면 몇점 마이너스?", "azul-floor", "−6점"),
    ("바닥에 6개 있는데 몇 점 감점돼요??", "azul-floor", "−11점"),
    ("바닥 줄 네 칸 찼으면 몇 점 까이는 거임", "azul-floor", "−6점"),
    ("바닥라인 타일 2개면 점수 얼마나 깎여", "azul-floor", "−2점"),
    ("floor에 3장 떨궜어 몇점", "azul-floor", "−4점"),
    ("바닥에 3개 있고 시작 플레이어 토큰도 가져갔어 몇점 깎여?", "azul-floor", "−6점"),
    ("지금 점수 3점인데 바닥에 타일 다섯 개 떨어지면 몇 점 돼?", "azul-floor", "−8점 (3점 → 0점)"),
    ("바닦에 타일 3개 떨어지면 몇점 깍여?", "azul-floor", "−4점"),
    ("바닥에 타일 셋 있으면 몇 점 깎여?", "azul-floor", "−4점"),
    ("아줄 바닥 감점 타일 두 장이면 몇 점?", "azul-floor", "−2점"),
    ("바닥에 8개 떨어지면 감점은?", "azul-floor", "−14점"),
    ("아줄 첨 해보는데 바닥 라인에 타일 다섯장 있으면 감점 몇이야", "azul-floor", "−8점"),
    ("바닥에 두 개 버리면 몇점 까임?", "azul-floor", "−2점"),
    ("플로어라인 세칸 차면 -몇점?", "azul-floor", "−4점"),
    ("바닥줄 타일 여섯 개면 몇 점 손해야?", "azul-floor", "−11점"),
    ("바닥에 1개 떨어지면 -1점 맞나요", "azul-floor", "−1점"),
    ("선 마커랑 타일 1개 바닥에 있으면 몇 점 빠져요", "azul-floor", "−2점"),
    ("바닥에 타일 네 장 있음 감점?", "azul-floor", "−6점"),
    ("바닥 감점 얼마임? 타일 3개", "azul-floor", "−4점"),
    # a colour on a line: native ordinals (세 번째, 셋째, 두번째, 제일 위), "pattern line 3",
    # 둬/모아, "빨간 거", a wall row that holds the colour
    (
        "3번 줄에 파랑 있는데 노랑 놓아도 돼?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "2번째 줄에 빨간 타일 두 개 놓여 있는데 노란색 넣을 수 있어?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "벽 2번째 줄에 파랑 이미 있는데 2번 줄에 파랑 놓을 수 있나요?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "pattern line 3에 노랑 있는데 빨강 둬도 돼?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "벽 1번 줄에 노랑 붙어있는데 1번 패턴줄에 노랑 놓을수있어?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "5번 줄에 빨간색 두 장 있는데 파란색 놓아도 되나?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "1번줄에 검은색 있는데 흰색 넣어도 돼요?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "2번 라인에 블루 하나 있는데 레드 넣어도 되냐",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "셋째 줄에 노랑이 있으면 빨강 놓을 수 있음?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "벽 3번째 줄에 빨강이 이미 붙어 있으면 3번 패턴줄에 빨강 모아도 돼요?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    ("2번줄에 파랑있는데 노랑놔도됨?", "azul-line-allowed", "아니요, 그 줄에는 놓을 수 없습니다"),
    (
        "제일 위 줄에 빨강 있는데 파랑 놔도 돼?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "두번째 줄에 노란색 있는데 검정 놓을 수 있나요",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "네 번째 줄에 흰색 타일 2개 있는데 빨간색 놔도 되나요?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "벽 4번째 줄에 검정 붙어있는데 4번줄에 검정 넣을 수 있음?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "2번 줄에 빨간 거 1개 있는데 파란 거 가져와서 넣어도 되나",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "벽 첫 번째 줄에 노랑 있는데 1번째 줄에 노랑 놓을 수 있어?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    # where taken tiles go: "다섯번째 줄", "다섯 칸 줄", 청록 (하양), "노란거 두개", the line's
    # tiles listed before the take ("노랑 1개, 노랑 4개 가져오면", "2개 있음.")
    (
        "4칸짜리 줄에 검정 2개 있는데 검정 3개 가져오면 어떻게 돼?",
        "azul-placement",
        "4번 줄에 2장, 바닥 줄에 1장",
    ),
    ("1번 줄 비어 있는데 빨강 3개 가져오면?", "azul-placement", "1번 줄에 1장, 바닥 줄에 2장"),
    (
        "패턴라인 5번에 blue 3개 있는데 blue 2개 더 넣으면 돼?",
        "azul-placement",
        "5번 줄에 2장이 모두 놓입니다",
    ),
    (
        "다섯번째 줄에 흰색 4개 있는데 흰색 3개 가져오면 남는거 어디가?",
        "azul-placement",
        "5번 줄에 1장, 바닥 줄에 2장",
    ),
    (
        "3번 줄 비어있는데 청록 3개 놓으면 다 들어가?",
        "azul-placement",
        "3번 줄에 3장이 모두 놓입니다",
    ),
    (
        "4번 줄에 노랑 1개, 노랑 4개 가져오면 몇 개 바닥으로 가?",
        "azul-placement",
        "4번 줄에 3장, 바닥 줄에 1장",
    ),
    ("빨강 2개를 1번 줄에 놓으면?", "azul-placement", "1번 줄에 1장, 바닥 줄에 1장"),
    (
        "방금 공장에서 파랑 4개 가져왔는데 2번 줄 비어있으면 몇 개 바닥 가요?",
        "azul-placement",
        "2번 줄에 2장, 바닥 줄에 2장",
    ),
    (
        "4번 줄에 노란거 두개 있는데 노란색 3개 가져오면?",
        "azul-placement",
        "4번 줄에 2장, 바닥 줄에 1장",
    ),
    (
        "세칸짜리 줄에 빨강 하나 있는데 빨강 두개 가져오면 딱 맞아?",
        "azul-placement",
        "3번 줄에 2장이 모두 놓입니다",
    ),
    (
        "다섯 칸 줄에 파랑 2장 있는데 파랑 4장 가져오면 바닥에 몇 장?",
        "azul-placement",
        "5번 줄에 3장, 바닥 줄에 1장",
    ),
    (
        "3번줄 파랑 2개 있음. 파랑 2개 더 가져오면 바닥 몇개?",
        "azul-placement",
        "3번 줄에 1장, 바닥 줄에 1장",
    ),
    (
        "셋째 줄 비어있는데 파랑 4개 가져오면 바닥 몇 개?",
        "azul-placement",
        "3번 줄에 3장, 바닥 줄에 1장",
    ),
    (
        "패턴라인 2번에 검정 1개 있어. 검정 3개 가져오면?",
        "azul-placement",
        "2번 줄에 1장, 바닥 줄에 2장",
    ),
    # a line at the round's end ("벽에 붙어?")
    ("1번 줄에 파랑 1개 있으면 라운드 끝에 벽으로 옮겨?", "azul-line-tiled", "벽으로 1장"),
    (
        "5번째 줄에 검정 4개 있는데 라운드 끝나면 벽에 붙어?",
        "azul-line-tiled",
        "그대로 둡니다: 5번 줄의 검정 4장은 다음 라운드에도 그 줄에 남습니다",
    ),
    (
        "3번 패턴줄에 빨강 3개 다 찼으면 타일 정리때 벽으로 가요?",
        "azul-line-tiled",
        "벽으로 1장, 남은 2장은 상자 뚜껑으로",
    ),
    (
        "4번 줄에 노랑 3개 있는데 이번 라운드 끝나면 벽에 옮겨져?",
        "azul-line-tiled",
        "그대로 둡니다: 4번 줄의 노랑 3장은 다음 라운드에도 그 줄에 남습니다",
    ),
    # a wall tile's points ("주변에 아무 타일도 없어요")
    ("벽에 타일 놓았는데 양옆에 아무것도 없으면 몇 점?", "azul-wall-score", "1점"),
    ("새 타일 왼쪽에 2개 붙어 있고 위아래는 없으면 몇 점이에요", "azul-wall-score", "3점"),
    ("벽에 놓은 타일 옆에 타일 2개, 위에 1개 있으면 몇 점?", "azul-wall-score", "5점"),
    (
        "벽에 새로 붙인 타일 오른쪽에 하나 붙어 있고 아래에 하나 붙어 있으면 몇점?",
        "azul-wall-score",
        "4점",
    ),
    ("벽에 놓은 타일 옆에 3개 연결돼 있으면 몇 점 받아? 위아래는 없어", "azul-wall-score", "4점"),
    ("벽 타일 놓을때 위로 2개 아래로 1개 붙어있음 양옆은 비었고 점수는?", "azul-wall-score", "4점"),
    ("벽에 타일 붙였는데 주변에 아무 타일도 없어요. 몇점?", "azul-wall-score", "1점"),
    ("새 타일 포함해서 가로 4개 세로 3개 연결되면 몇 점?", "azul-wall-score", "7점"),
    ("타일 벽에 붙일 때 이웃 없으면 1점이야?", "azul-wall-score", "네, 1점입니다"),
    ("새 타일 옆에 두 개, 위에 두 개 붙어 있으면 벽 점수 몇 점?", "azul-wall-score", "6점"),
    (
        "벽에 타일 붙였는데 왼쪽에 2개 붙어 있고 위에 1개 붙어 있으면 몇 점?",
        "azul-wall-score",
        "5점",
    ),
    ("벽에 새 타일 놨는데 옆에 아무것도 없어 몇 점이야", "azul-wall-score", "1점"),
    # the end bonus ("종료 시", "합계", "빨간색 다섯 개", "다 벽에 붙이면")
    ("게임 끝나고 가로줄 2개 완성했으면 보너스 몇 점?", "azul-end-bonus", "+4점"),
    ("세로줄 하나 완성하면 최종 보너스 몇점이에요?", "azul-end-bonus", "+7점"),
    ("파랑 5개 다 모으면 보너스 몇점?", "azul-end-bonus", "+10점"),
    ("가로 1줄 세로 1줄 완성하면 끝날 때 보너스 총 몇점?", "azul-end-bonus", "+9점"),
    (
        "게임 끝났을 때 세로 두 줄이랑 한 색 세트 하나 있으면 보너스 얼마?",
        "azul-end-bonus",
        "+24점",
    ),
    ("마지막에 가로줄 3개 완성하면 추가점수 몇 점?", "azul-end-bonus", "+6점"),
    ("아줄 종료 시 빨간색 다섯 개 다 놓았으면 보너스 몇 점 더 받아요", "azul-end-bonus", "+10점"),
    (
        "게임 끝날 때 가로줄 하나, 세로줄 둘, 색 두 개 완성이면 보너스 합계?",
        "azul-end-bonus",
        "+36점",
    ),
    ("게임 끝났는데 가로 두 줄 완성했어 보너스 몇점", "azul-end-bonus", "+4점"),
    ("세로줄 세 개 완성하면 보너스 얼마나 받아?", "azul-end-bonus", "+21점"),
    ("노랑 다섯 개 다 벽에 붙이면 게임 끝나고 몇 점 더 줘?", "azul-end-bonus", "+10점"),
    # a take from a factory, the game's end, a tie ("둘 다 60점이고"), the set-up
    (
        "공장에 파랑 2개 빨강 1개 노랑 1개 있는데 파랑 가져가면 나머지는 어디로?",
        "azul-take",
        "파랑 2장을 모두 가져옵니다, 남은 빨강 1장·노랑 1장은 중앙으로 갑니다",
    ),
    (
        "팩토리에 빨강이 2개 있는데 빨강 하나만 가져가도 돼?",
        "azul-take",
        "빨강 2장을 모두 가져옵니다",
    ),
    (
        "공장에 검정 3개 흰색 1개 있으면 검정 가져오면 몇 개 가져와?",
        "azul-take",
        "검정 3장을 모두 가져옵니다, 남은 하양 1장은 중앙으로 갑니다",
    ),
    (
        "진열판에 노랑 4개 있으면 노랑 가져가면 중앙에 뭐 남아?",
        "azul-take",
        "노랑 4장을 모두 가져옵니다",
    ),
    (
        "공장에 빨간색 3장, 흰색 1장 있을 때 빨간색 가져오면 흰색은?",
        "azul-take",
        "빨강 3장을 모두 가져옵니다, 남은 하양 1장은 중앙으로 갑니다",
    ),
    (
        "공장에 빨강 3개 파랑 1개 있는데 빨강 가져가면 파랑은 어디 가?",
        "azul-take",
        "빨강 3장을 모두 가져옵니다, 남은 파랑 1장은 중앙으로 갑니다",
    ),
    (
        "팩토리에 노랑 2개 검정 2개 있어 노랑 가져가면?",
        "azul-take",
        "노랑 2장을 모두 가져옵니다, 남은 검정 2장은 중앙으로 갑니다",
    ),
    (
        "누가 벽 가로줄 하나 완성하면 바로 게임 끝나?",
        "azul-end-trigger",
        "아니요, 바로 끝나지 않습니다: 그 라운드의 벽 타일 붙이기와 바닥 줄 감점을 모두 마친 뒤 끝납니다",
    ),
    (
        "가로 한 줄을 다 채웠는데 게임 끝나요?",
        "azul-end-trigger",
        "네, 그 라운드의 벽 타일 붙이기와 바닥 줄 감점을 모두 마치면 게임이 끝납니다",
    ),
    (
        "가로줄 완성하면 게임이 끝나는 거야 라운드 끝나고 끝나는 거야?",
        "azul-end-trigger",
        "네, 그 라운드의 벽 타일 붙이기와 바닥 줄 감점을 모두 마치면 게임이 끝납니다",
    ),
    ("둘 다 60점이고 가로줄 완성 개수도 같으면 누가 이겨?", "azul-winner", "공동 우승입니다"),
    ("3명이서 하면 공장 몇 개 깔아요?", "azul-setup", "공장 7개, 라운드마다 타일 28장"),
    ("2인플 팩토리 개수?", "azul-setup", "공장 5개, 라운드마다 타일 20장"),
    ("4인 아줄 공장 몇개?", "azul-setup", "공장 9개, 라운드마다 타일 36장"),
    ("아줄 타일 총 몇 개야?", "azul-setup", "모두 100장 (다섯 색 × 20장)"),
]

# questions that must get no verdict: not about a case, or about one not told for sure
NOT_READ = [
    # rules in general, no case to compute
    "바닥에 떨어진 타일은 다음 라운드에 어디로 가?",
    "점수 트랙에서 0점 밑으로 내려가?",
    "공장 타일 다 가져가면 라운드 끝나?",
    "선 마커는 다음 라운드에 누가 가져?",
    "게임 언제 끝나요?",
    "타일이 주머니에서 모자라면 어떻게 해?",
    "벽 배치는 왜 색이 정해져 있어?",
    "2번 줄에 빨강 있는데 다음 라운드에도 남아 있어?",
    "타일 가져올 때 공장 두 개에서 한꺼번에 가져와도 되나요?",
    "아줄 초보인데 전략 좀 알려줘",
    "바닥 줄 감점은 언제 계산해?",
    "점수 계산할 때 가로 세로 둘 다 세는 거야?",
    "바닥에 있는 타일은 버려져?",
    "패턴 라인 다 못 채우면 타일 어떻게 돼요?",
    "타일 주머니에 몇 개 남았는지 어떻게 알아?",
    "패턴 줄 타일을 다른 줄로 옮겨도 돼?",
    "벽에 타일 옆에 몇 개 있는지에 따라 점수 달라져?",
    "보너스 점수는 언제 받아?",
    "공장에 타일 4개 있는데 어떤 색 가져가는 게 좋아?",
    "친구가 바닥에 타일 버리는 거 전략이야?",
    "중앙에 타일 남은 거 어떻게 해요?",
    "2번 줄에 파랑 놨다가 다시 빼도 돼?",
    "아줄 한 판 몇 분 걸려?",
    "벽에 타일 놓을 때 점수 세는 법 알려줘",
    "타일 개수 세는 거 헷갈려요 ㅠ",
    "바닥에 타일 몇 개 있는지에 따라 감점이 달라?",
    "바닥에 타일 놓는 순서 있어?",
    "4번 줄에 파랑이랑 빨강 같이 놓을 수 있어?",
    "점수가 마이너스 될 수 있어?",
    "벽에 같은 색 두 번 놓을 수 있어?",
    "타일이 벽에 붙으면 점수 어떻게 매겨요?",
    "바닥에 떨어진 타일 다음 판에 다시 써?",
    "바닥 감점 표 좀 보여줘",
    "빨강이랑 파랑 중에 뭐 가져가는 게 나아?",
    "라운드 몇 번 해요?",
    "루미큐브에서 조커 몇 장이야?",
    # a case not told enough to compute: no count, a range, a board not known, the marker
    # not alone, a player count, "둘 다"
    "바닥에 타일 많이 떨어지면 몇 점 깎여?",
    "벽에 타일 놓으면 몇 점 받아?",
    "바닥에 두세 개 떨어지면 몇점?",
    "3번 줄에 파랑 있는데 노랑 놓으면 바닥 감점 몇 점이야?",
    "벽에 파랑 놓으면 몇 점? 2번째 줄인데 옆에 뭐 있는지 기억 안 나",
    "아줄 바닥에 타일 7개 이상이면 몇 점?",
    "바닥에 3개쯤 떨어진 것 같은데 몇 점이야?",
    "3번 줄에 뭐가 있는지 모르겠는데 빨강 놔도 돼?",
    "바닥에 타일이 떨어졌는데 몇 개인지 안 셌어. 감점 얼마야?",
    "바닥에 마커만 있는 게 아니라 타일도 있으면 몇 점?",
    "바닥에 마커만 빼고 3개 있으면 몇 점?",
    "셋이서 하는데 바닥 감점 몇 점이야?",
    "바닥에 둘 다 떨어지면 몇 점?",
    # two colours listed: the line's and the take's, or one take of both?
    "3번 줄에 노랑 1개, 빨강 2개 가져오면?",
    # the bottom line: the fifth pattern line, or the floor line below it?
    "맨 아래 줄에 검정 3개 있는데 검정 2개 가져오면 꽉 차?",
]


@pytest.mark.parametrize(("question", "kind", "verdict"), READ)
def test_reads(question: str, kind: str, verdict: str) -> None:
    assert_reads(question, AZUL, kind, verdict)


@pytest.mark.parametrize("game", [AZUL, None])
@pytest.mark.parametrize("question", NOT_READ)
def test_reads_nothing(question: str, game: str | None) -> None:
    assert_reads_nothing(question, game)


def test_kinds_are_the_readers() -> None:
    assert_kinds_listed(AZUL, kinds_in(READ))


@pytest.mark.parametrize(("question", "kind", "verdict"), READ)
def test_every_rule_cited_is_an_entry_of_azul(question: str, kind: str, verdict: str) -> None:
    assert_cites_entries(AZUL, readings(question, AZUL), some=True)
