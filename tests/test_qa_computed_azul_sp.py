"""Computed answers for Azul and Summer Pavilion: the classes of phrasing added on top of
tests/test_qa_computed.py, each with the phrasings it reads and the look-alikes it declines."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

AZUL = "azul"
SP = "azul-summer-pavilion"

# (question, kind, verdict)
AZUL_READ = [
    # a run counted with the new tile in it ("새 타일 포함 4개")
    (
        "아줄에서 가로로 새 타일 포함 4개 이어지고 세로로 새 타일 포함 3개 이어지면 몇점이에요?",
        "azul-wall-score",
        "7점",
    ),
    ("새 타일 가로로 자기 포함 3개, 세로는 없으면 몇 점?", "azul-wall-score", "3점"),
    (
        "벽에 타일 놓을 때 가로 4개(새 타일 포함), 세로 2개(새 타일 포함)면 몇점",
        "azul-wall-score",
        "6점",
    ),
    ("새 타일 포함해서 가로 3개 세로 3개 몇 점", "azul-wall-score", "6점"),
    (
        "벽에 붙일 때 세로로 놓은 타일까지 세 개 이어지고 가로는 없으면 몇 점이야",
        "azul-wall-score",
        "3점",
    ),
    (
        "새로 놓은 타일 가로로 새 타일 포함해서 2장 세로로 새 타일 포함해서 2장이면 점수?",
        "azul-wall-score",
        "4점",
    ),
    # one on each side ("양옆에 하나씩"), and a whole case told with no question word
    ("벽에 놓는 타일 양옆에 하나씩 붙어 있고 위아래는 비었어", "azul-wall-score", "3점"),
    ("벽에 새로 놓은 타일 좌우로 한 개씩 붙어 있고 위아래는 없어요", "azul-wall-score", "3점"),
    ("벽에 붙인 타일 위아래로 하나씩 있고 양옆은 비었어요", "azul-wall-score", "3점"),
    (
        "벽에 놓을 때 양쪽에 1개씩 붙어 있고 위아래로 하나씩 붙어 있으면 몇 점이에요?",
        "azul-wall-score",
        "6점",
    ),
    (
        "새 타일 양옆에 두 개씩 이어져 있고 위아래는 아무것도 없으면 몇 점?",
        "azul-wall-score",
        "5점",
    ),
    # a tile touching only at a corner does not count
    ("새로 붙인 타일 상하좌우엔 아무것도 없고 대각선에만 하나 있으면요?", "azul-wall-score", "1점"),
    (
        "방금 놓은 타일 대각선으로 2개 붙어 있고 옆이랑 위아래는 아무것도 없어 몇 점?",
        "azul-wall-score",
        "1점",
    ),
    ("벽 새 타일 대각선 위에 1개 있고 상하좌우엔 없으면 몇점?", "azul-wall-score", "1점"),
    (
        "벽에 놓을 때 대각선에 하나, 왼쪽에 1개 이어져 있고 위아래 없어 몇 점?",
        "azul-wall-score",
        "2점",
    ),
    ("새 타일 대각선엔 타일 있는데 주변에 아무것도 없으면 점수 몇 점?", "azul-wall-score", "1점"),
    # more tiles onto a floor line that already holds some
    (
        "아줄 바닥줄 7칸 꽉 찼는데 타일 2개 더 들어와야 돼. 어떡해?",
        "azul-floor",
        "−14점, 넘친 2장은 상자 뚜껑으로",
    ),
    (
        "바닥줄 7칸 다 찼는데 3장 더 떨어지면 어떻게 돼요?",
        "azul-floor",
        "−14점, 넘친 3장은 상자 뚜껑으로",
    ),
    (
        "바닥 줄이 꽉 찼는데 타일 하나 더 오면 어디로 가?",
        "azul-floor",
        "−14점, 넘친 1장은 상자 뚜껑으로",
    ),
    (
        "바닥에 5칸 차 있는데 3개 더 떨어지면 몇 점?",
        "azul-floor",
        "−14점, 넘친 1장은 상자 뚜껑으로",
    ),
    ("바닥줄에 타일 4개 있는데 두 개 더 떨어지면 감점 얼마?", "azul-floor", "−11점"),
    # the tiles already there said as they fell ("3개 떨어지고 2개 더")
    ("바닥에 3개 떨어지고 2개 더 떨어지면 몇 점?", "azul-floor", "−8점"),
    ("바닥에 3개 떨어진 상태에서 2개 더 오면 몇 점?", "azul-floor", "−8점"),
    (
        "바닥줄 가득 찼어 타일 네 장 더 넣어야 하는데?",
        "azul-floor",
        "−14점, 넘친 4장은 상자 뚜껑으로",
    ),
    # two lines completed in one round, tiled top first
    (
        "아줄 1번 줄이랑 2번 줄 둘 다 완성. 1번 줄 타일 들어갈 벽 칸 바로 아래가 2번 줄 타일 칸이고 "
        "벽엔 다른 타일 없어. 점수는?",
        "azul-several-lines",
        "3점 (1번 줄 1점 + 2번 줄 2점)",
    ),
    (
        "2번 줄 파랑이랑 3번 줄 하양 완성했는데 벽은 비어 있어 몇 점?",
        "azul-several-lines",
        "3점 (2번 줄 1점 + 3번 줄 2점)",
    ),
    (
        "1번 줄 파랑, 2번 줄 하양 다 찼고 벽에 아무것도 없으면 점수 몇 점이야",
        "azul-several-lines",
        "3점 (1번 줄 1점 + 2번 줄 2점)",
    ),
    (
        "3번 줄하고 4번 줄 완성했는데 벽에 다른 타일 없고 두 칸이 떨어져 있어 몇 점?",
        "azul-several-lines",
        "2점 (3번 줄 1점 + 4번 줄 1점)",
    ),
    (
        "2번 줄이랑 3번 줄 같이 완성됐어 벽 비었고 같은 세로줄이야 몇점?",
        "azul-several-lines",
        "3점 (2번 줄 1점 + 3번 줄 2점)",
    ),
    (
        "4번째 줄 빨강이랑 5번째 줄 검정 꽉 찼어요. 벽엔 아무것도 없는데 점수 어떻게 돼요?",
        "azul-several-lines",
        None,
    ),
    # tiles and the marker with the spaces they fill: two counts that must agree
    (
        "바닥줄에 타일 4개랑 시작 플레이어 표식까지 5칸 찼으면 몇 점 깎여요?",
        "azul-floor",
        "−8점",
    ),
    ("바닥에 타일 2장이랑 선 마커 해서 3칸 찼어 감점 몇 점?", "azul-floor", "−4점"),
    ("첫 플레이어 마커 포함 바닥줄 6칸인데 타일은 5개야 몇 점 깎여?", "azul-floor", "−11점"),
    ("바닥 줄에 타일 세 개와 마커, 모두 네 칸이면 감점은?", "azul-floor", "−6점"),
    ("바닥줄 타일 6장 + 시작 플레이어 토큰 = 7칸 몇 점 까여?", "azul-floor", "−14점"),
    # a score after a floor penalty given in points (never below 0)
    (
        "아줄 지금 3점인데 바닥줄 감점이 6점이면 -3점 되나요?",
        "azul-floor",
        "아니요, 0점이 됩니다",
    ),
    ("내 점수 5점인데 바닥 감점 8점 받으면 몇 점이야?", "azul-floor", "0점"),
    ("현재 10점이고 바닥줄에서 4점 깎이면 몇 점 돼?", "azul-floor", "6점"),
    (
        "점수 2점인데 바닥 줄 감점 11점이면 마이너스 9점이야?",
        "azul-floor",
        "아니요, 0점이 됩니다",
    ),
    ("지금 7점인데 바닥에서 -6점 맞으면 1점 되는 거 맞지?", "azul-floor", "네, 1점이 됩니다"),
    ("지금 4점인데 바닥 감점 14점이면 0점이지?", "azul-floor", "네, 0점이 됩니다"),
    # a pattern line named by its size ("3칸짜리 줄" is line 3)
    (
        "파랑 4개 가져왔는데 비어 있는 3칸짜리 줄에 넣으면 남는 1개는 어떻게 해?",
        "azul-placement",
        "3번 줄에 3장, 바닥 줄에 1장",
    ),
    (
        "빨강 3개 가져와서 2칸짜리 패턴줄에 넣으면 어떻게 돼?",
        "azul-placement",
        "2번 줄에 2장, 바닥 줄에 1장",
    ),
    (
        "검정 두 장 가져와서 다섯 칸짜리 줄에 넣으면?",
        "azul-placement",
        "5번 줄에 2장이 모두 놓입니다",
    ),
    (
        "공장에서 노랑 4개 골라서 4칸짜리 줄에 넣어도 다 들어가?",
        "azul-placement",
        "네, 4번 줄에 4장이 모두 놓입니다",  # (probe 15: the 네 it asks)
    ),
    (
        "4칸짜리 줄에 하양 2개 있는데 하양 3개 가져오면?",
        "azul-placement",
        "4번 줄에 2장, 바닥 줄에 1장",
    ),
    (
        "중앙에서 검정 5개 가져왔는데 빈 4칸짜리 줄에 넣으면 넘치는 1개는?",
        "azul-placement",
        "4번 줄에 4장, 바닥 줄에 1장",
    ),
    # which lines accept the tiles taken, every line and its wall row told
    (
        "노랑 2개 가져왔는데 벽 2·3번째 가로줄엔 노랑이 이미 있고 4번째 패턴줄엔 파랑이 있어. "
        "1번·5번 패턴줄은 비었고 그 벽 줄엔 노랑이 없으면 어디 놓을 수 있어?",
        "azul-lines-for",
        "1번 줄(1장, 남는 1장은 바닥 줄), 5번 줄(2장 모두), 또는 바닥 줄(2장 모두)",
    ),
    (
        "노랑 2개 가져왔는데 2번, 3번 줄은 벽에 이미 노랑이 있고 4번 줄엔 파랑이 들어 있어요. "
        "1번 줄이랑 5번 줄은 비어 있고 그 벽 줄엔 노랑이 없는데 어디에 놓을 수 있나요?",
        "azul-lines-for",
        "1번 줄(1장, 남는 1장은 바닥 줄), 5번 줄(2장 모두), 또는 바닥 줄(2장 모두)",
    ),
    (
        "빨강 3개 가져왔어. 1번 줄엔 파랑이 있고 2번 줄엔 검정이 있고 3·4·5번 줄은 비었어. "
        "벽 3번째 줄엔 빨강이 있고 나머지 벽 줄엔 빨강 없어. 어느 줄에 놓을 수 있어?",
        "azul-lines-for",
        "4번 줄(3장 모두), 5번 줄(3장 모두), 또는 바닥 줄(3장 모두)",
    ),
    (
        "검정 1개 가져왔는데 패턴줄은 다 비어 있어. 벽 1·2·3·4번째 가로줄엔 검정이 있고 "
        "벽 5번째 가로줄엔 검정이 없어. 어디에 놓을 수 있나요?",
        "azul-lines-for",
        "5번 줄(1장 모두), 또는 바닥 줄(1장 모두)",
    ),
    (
        "파랑 2개 가져왔는데 5번 줄에 파랑 3개 있고 1번 줄은 비었어, 2·3·4번 줄엔 빨강이 "
        "있어. 벽엔 파랑이 하나도 없어. 어디에 놓을 수 있어?",
        "azul-lines-for",
        "1번 줄(1장, 남는 1장은 바닥 줄), 5번 줄(2장 모두), 또는 바닥 줄(2장 모두)",
    ),
    (
        "노랑 1개 가져왔는데 1번 줄엔 노랑 1개가 이미 있고 2번 줄은 벽에 노랑이 있어. "
        "3·4·5번 줄엔 빨강이 있어. 어디 놓을 수 있어?",
        "azul-lines-for",
        "바닥 줄에만 놓을 수 있습니다(1장 모두)",
    ),
]
AZUL_DECLINED = [  # (question, the kind it must not be read as)
    # the new tile counted in one direction but maybe not the other
    ("새로 놓은 타일이 가로로 새 타일 포함 3개, 세로로 2개 이어지면 몇 점?", "azul-wall-score"),
    ("가로로 새 타일 포함 4개 이어지고 세로로 3개 이어지면 몇점?", "azul-wall-score"),
    ("새 타일 포함하면 가로로 6개야 몇 점?", "azul-wall-score"),  # a row has five
    # "하나씩" on one side only, a case with a direction unsaid, another question
    ("벽에 놓는 타일 옆에 하나씩 붙어 있고 위아래는 비었어", "azul-wall-score"),
    ("벽에 놓는 타일 양옆에 하나씩 붙어 있어", "azul-wall-score"),
    ("벽에 놓는 타일 양옆에 하나씩 붙어 있고 위아래는 비었는데 이거 놓아도 돼?", "azul-wall-score"),
    ("벽에 놓는 타일 양옆에 새 타일 포함 하나씩 있으면 몇 점?", "azul-wall-score"),
    # the diagonal alone, with nothing said of the sides
    ("대각선으로 붙은 타일도 점수 돼?", "azul-wall-score"),
    ("새 타일 대각선에 하나 있으면 몇 점?", "azul-wall-score"),
    # tiles dropped one after another, the marker, a floor of more than seven, a player count
    ("바닥줄 7칸 꽉 찼는데 첫 플레이어 마커 더 들어와야 돼", "azul-floor"),
    ("바닥줄 7칸 꽉 찼는데 타일 2개 더", "azul-floor"),
    ("바닥줄 8칸 찼는데 2개 더 오면?", "azul-floor"),
    # the more tiles go elsewhere, or come in another round (the floor is emptied)
    ("바닥에 3개 떨어지고 패턴줄에 2개 더 놓으면 몇 점?", "azul-floor"),
    ("바닥줄에 3개 있는데 벽에 2개 더 놓으면 몇 점?", "azul-floor"),
    ("바닥에 3개 떨어진 뒤 다음 라운드에 2개 더 떨어지면 몇 점?", "azul-floor"),
    ("바닥에 3개 있는데 3번 줄에 2개 더 놓으면 감점?", "azul-floor"),
    ("3인 게임 바닥줄 꽉 찼는데 2개 더 오면?", "azul-floor"),
    # lines not next to each other said to be one below the other; the wall not said empty
    ("1번 줄이랑 3번 줄 완성했는데 바로 아래야 벽엔 아무것도 없어 몇 점?", "azul-several-lines"),
    ("1번 줄이랑 2번 줄 완성했는데 점수는?", "azul-several-lines"),
    ("1번 줄이랑 2번 줄 둘 다 완성했어 바닥에 2개 있고 벽엔 없어 몇 점?", "azul-several-lines"),
    ("1번 줄 파랑 2번 줄 하양 완성했는데 바로 아래야 벽엔 없어 몇 점?", "azul-several-lines"),
    ("1번 줄 2번 줄 3번 줄 다 완성했고 벽 비었어 몇 점?", "azul-several-lines"),
    # tiles and the marker with spaces that disagree, or no marker, or more than seven spaces
    ("바닥줄에 타일 4개랑 마커까지 4칸 찼으면 몇 점 깎여?", "azul-floor"),
    ("바닥에 타일 3개 있고 5칸 찼으면 몇 점?", "azul-floor"),
    ("바닥줄에 타일 7개랑 마커까지 8칸이면 몇 점?", "azul-floor"),
    # a penalty no floor line gives, no floor named, other points beside the penalty
    ("지금 3점인데 바닥줄 감점이 5점이면 몇 점?", "azul-floor"),
    ("지금 3점인데 감점 6점이면 -3점 되나요?", "azul-floor"),
    ("지금 3점인데 바닥 6점 감점이고 벽에서 2점 받으면 몇 점?", "azul-floor"),
    # a leftover that is not the take's, a line no board has, two lines, space left (not size)
    ("3칸짜리 줄에 파랑 4개 가져와서 넣으면 남는 2개는?", "azul-placement"),
    ("6칸짜리 줄에 파랑 4개 가져와서 넣으면?", "azul-placement"),
    ("파랑 4개 가져왔는데 3칸짜리 줄이랑 2번 줄 중에 어디 넣어?", "azul-placement"),
    ("파랑 4개 가져왔는데 3칸 남은 줄에 넣으면?", "azul-placement"),
    # lines left untold, a line of the colour taken with no count, two colours taken, the grey
    # wall, a choice between lines
    (
        "노랑 2개 가져왔는데 벽 2·3번째 가로줄엔 노랑이 이미 있고 4번째 패턴줄엔 파랑이 있어. "
        "어디 놓을 수 있어?",
        "azul-lines-for",
    ),
    ("노랑 2개 가져왔는데 1번·5번 패턴줄은 비었어. 어디 놓을 수 있어?", "azul-lines-for"),
    (
        "노랑 2개 가져왔는데 4번 줄에 노랑이 있고 나머지 줄은 비었어 벽엔 노랑 없어. 어디 놓을 수 있어?",
        "azul-lines-for",
    ),
    (
        "노랑 2개랑 파랑 1개 가져왔는데 패턴줄은 다 비었고 벽엔 노랑 없어. 어디 놓을 수 있어?",
        "azul-lines-for",
    ),
    (
        "회색 벽인데 노랑 2개 가져왔고 패턴줄은 다 비었고 벽엔 노랑 없어. 어디 놓을 수 있어?",
        "azul-lines-for",
    ),
    (
        "노랑 2개 가져왔는데 패턴줄은 다 비었고 벽엔 노랑 없어. 1번이랑 5번 중 어디 놓을 수 있어?",
        "azul-lines-for",
    ),
]

SP_READ = [
    # said with no verb, as typed into a search box: the tiles held and the space to fill (was
    # not read)
    (
        "5라운드에 빨강 2개 파랑 3개로 빨간별 5번 칸",
        "summer-pavilion-payment",
        "네, 놓을 수 있습니다",
    ),
    (
        "3라운드 빨강 1개 노랑 1개 빨간 별 3번 칸?",
        "summer-pavilion-payment",
        "아니요, 놓을 수 없습니다",
    ),
    # wilds alone pay for nothing: a tile of the colour placed is needed
    (
        "와일드만 4개 있으면 노란 별 4번 칸 채울 수 있어? 지금 1라운드",
        "summer-pavilion-payment",
        "아니요, 놓을 수 없습니다",
    ),
    ("조커만 3개로 파란 별 3번 칸 돼?", "summer-pavilion-payment", "아니요, 놓을 수 없습니다"),
    (
        "2라운드에 와일드만 2개 있는데 빨간 별 2번 칸 놓을 수 있나요",
        "summer-pavilion-payment",
        "아니요, 놓을 수 없습니다",
    ),
    (
        "다섯째 라운드 조커만 네 장으로 초록 별 4번 칸 가능?",
        "summer-pavilion-payment",
        "아니요, 놓을 수 없습니다",
    ),
    # the round's wild colour on its own star is no wild: it pays as itself
    (
        "1라운드 조커 4개만으로 보라 별 4번 칸 돼?",
        "summer-pavilion-payment",
        "네, 놓을 수 있습니다",
    ),
    # the colour placed named on its own ("노랑 놓기", "보라 타일을 빨간 별에")
    (
        "썸파 1라운드에 가운데 별 3번 칸에 노랑 1개 + 보라 2개로 노랑 놓기 돼? 가운데 별에 노랑 아직 없어",
        "summer-pavilion-payment",
        "네, 놓을 수 있습니다",
    ),
    (
        "3라운드 가운데 별 2번 칸에 빨강 1개랑 주황 1개로 빨강 놓아도 돼요?",
        "summer-pavilion-payment",
        "네, 놓을 수 있습니다",
    ),
    (
        "4라운드에 노랑 2개 빨강 1개 파랑 1개로 가운데 별 3번 칸에 빨강 놓기 가능?",
        "summer-pavilion-payment",
        "네, 놓을 수 있습니다",
    ),
    (
        "아줄 썸머 파빌리온 1라운드, 빨강 1개랑 보라 2개 있는데 보라 타일을 빨간 별 3번 칸에 놓으면 안 돼?",
        "summer-pavilion-payment",
        "놓을 수 없습니다",  # asked in the negative: no 네/아니요
    ),
    (
        "2라운드에 초록 1개 파랑 2개 있는데 초록 타일을 파란 별 3번 칸에 놓을 수 있어?",
        "summer-pavilion-payment",
        "아니요, 놓을 수 없습니다",
    ),
    (
        "6라운드에 빨강 3개랑 파랑 1개인데 빨강을 파랑 별 4번 칸에 올려도 되나요?",
        "summer-pavilion-payment",
        "아니요, 놓을 수 없습니다",
    ),
    # the first take from the centre: a point for each tile taken, never below 1
    (
        "썸파 이번 라운드 중앙에서 처음 가져갔고 노랑 3개 + 보라 와일드 1개야. 몇 점 까여?",
        "summer-pavilion-start-token",
        "−4점",
    ),
    (
        "지금 3점인데 중앙에서 처음으로 타일 4개 가져오면 몇 점 돼?",
        "summer-pavilion-start-token",
        "−2점 (3점 → 1점)",
    ),
    (
        "중앙에서 제일 먼저 가져갔는데 빨강 2개랑 조커 1개였어 몇 점 깎여?",
        "summer-pavilion-start-token",
        "−3점",
    ),
    (
        "여름별장 중앙에서 처음으로 타일 다섯 개 가져오면 점수 얼마나 까여요?",
        "summer-pavilion-start-token",
        "−5점",
    ),
    (
        "현재 10점인데 가운데서 처음 타일 3장 가져가면 몇 점이야",
        "summer-pavilion-start-token",
        "−3점 (10점 → 7점)",
    ),
    (
        "썸파 점수 2점인데 중앙에서 맨 먼저 초록 2개 가져왔어요 몇 점 잃나요?",
        "summer-pavilion-start-token",
        "−1점 (2점 → 1점)",
    ),
    # taking a wild alone, or part of a colour, from a factory
    (
        "1라운드, 공장에 노랑 3개랑 보라 1개 있는데 보라 하나만 쏙 가져가도 돼?",
        "summer-pavilion-draft",
        "아니요, 그렇게 가져올 수 없습니다",
    ),
    (
        "썸파 3라운드 공장에 주황 2개 파랑 2개 있는데 주황 한 개만 골라도 돼?",
        "summer-pavilion-draft",
        "아니요, 그렇게 가져올 수 없습니다",
    ),
    (
        "2라운드 공장에 빨강 3개 초록 1개인데 빨강 1개만 가져가도 돼요?",
        "summer-pavilion-draft",
        "아니요, 빨강 3장을 모두 가져와야 합니다",
    ),
    (
        "여름 별장 4라운드 공장에 파랑 2개 노랑 2개 있는데 파랑 1개만 딱 가져갈 수 있어?",
        "summer-pavilion-draft",
        "아니요, 파랑 2장을 모두 가져와야 합니다",
    ),
    (
        "3라운드에 중앙에서 처음 초록 4개 주황 1개 가져가면 몇 점 잃어?",
        "summer-pavilion-draft",
        "초록 4장과 조커(주황) 1장을 가져옵니다, 시작 플레이어 토큰도 받고 5점을 잃습니다",
    ),
    # a factory of wilds only
    (
        "썸파 공장 4개가 전부 이번 라운드 와일드 색이면 다 가져가?",
        "summer-pavilion-draft",
        "아니요, 조커 1장만 가져옵니다",
    ),
    (
        "공장에 타일 네 개가 모두 조커 색이면 몇 개 가져가?",
        "summer-pavilion-draft",
        "조커 1장을 가져옵니다",
    ),
    (
        "2라운드에 공장 타일 4장이 다 와일드면 전부 가져와요?",
        "summer-pavilion-draft",
        "아니요, 조커(초록) 1장만 가져옵니다",
    ),
    # whether tiles of a colour are wilds in a round
    (
        "5라운드에 쓰려다 남겨둔 파랑 2개, 6라운드 되면 조커로 쓸 수 있어?",
        "summer-pavilion-wild-use",
        "아니요, 6라운드의 조커(와일드) 색은 빨강입니다",
    ),
    (
        "6라운드에 빨강 조커로 써도 돼?",
        "summer-pavilion-wild-use",
        "네, 6라운드의 조커(와일드) 색은 빨강입니다",
    ),
    (
        "썸파 3라운드에 파랑을 와일드로 쓸 수 있나요?",
        "summer-pavilion-wild-use",
        "아니요, 3라운드의 조커(와일드) 색은 주황입니다",
    ),
    (
        "4라운드에 남은 초록 2개 5라운드 되면 조커로 쓸 수 있어?",
        "summer-pavilion-wild-use",
        "아니요, 5라운드의 조커(와일드) 색은 파랑입니다",
    ),
    (
        "2라운드 때 모아둔 초록 3장, 3라운드에는 와일드로 써도 돼요?",
        "summer-pavilion-wild-use",
        "아니요, 3라운드의 조커(와일드) 색은 주황입니다",
    ),
    (
        "첫 번째 라운드에 보라 조커로 쓸 수 있어?",
        "summer-pavilion-wild-use",
        "네, 1라운드의 조커(와일드) 색은 보라입니다",
    ),
    # no colour chosen: every take the factory allows, and the wild alone refused
    (
        "1라운드에 공장에 보라 보라 보라 초록 있으면 뭐 가져가요?",
        "summer-pavilion-draft",
        "초록을 고르면 초록 1장과 조커(보라) 1장, 조커(보라)만은 가져올 수 없습니다",
    ),
    (
        "1라운드 공장에 보라 3개 초록 1개면 뭘 가져와야 돼?",
        "summer-pavilion-draft",
        "초록을 고르면 초록 1장과 조커(보라) 1장, 조커(보라)만은 가져올 수 없습니다",
    ),
    (
        "썸파 3라운드 공장에 빨강 2개 파랑 1개 주황 1개 있으면 뭘 가져갈 수 있어?",
        "summer-pavilion-draft",
        "파랑을 고르면 파랑 1장과 조커(주황) 1장, 빨강을 고르면 빨강 2장과 조커(주황) 1장, "
        "조커(주황)만은 가져올 수 없습니다",
    ),
    (
        "여름 별장 2라운드인데 공장에 빨강, 빨강, 파랑, 노랑 있어. 어떤 걸 골라야 해?",
        "summer-pavilion-draft",
        "노랑을 고르면 노랑 1장, 파랑을 고르면 파랑 1장, 빨강을 고르면 빨강 2장",
    ),
    (
        "썸파 4라운드 공장 하나에 초록 초록 노랑 노랑이면 어떻게 가져가?",
        "summer-pavilion-draft",
        "초록을 고르면 초록 2장과 조커(노랑) 1장, 조커(노랑)만은 가져올 수 없습니다",
    ),
    # the round's wild colour named by its colour, with the score before the take
    (
        "점수 3점인데 1라운드에 중앙에서 처음으로 노랑 3개랑 보라 1개 가져왔어요 몇 점 돼요?",
        "summer-pavilion-start-token",
        "−2점 (3점 → 1점)",
    ),
    (
        "현재 5점, 6라운드에 중앙에서 제일 먼저 파랑 2장이랑 빨강 1장 가져왔는데 몇 점 잃어?",
        "summer-pavilion-start-token",
        "−3점 (5점 → 2점)",
    ),
    (
        "지금 10점인데 2라운드 중앙에서 처음으로 빨강 4개와 초록 1개 가져왔어요 감점 얼마?",
        "summer-pavilion-start-token",
        "−5점 (10점 → 5점)",
    ),
    (
        "내 점수 2점인데 4라운드에 가운데서 처음 파랑 1개랑 노랑 1개 가져갔어 몇 점 돼?",
        "summer-pavilion-start-token",
        "−1점 (2점 → 1점)",
    ),
    (
        "3라운드에 중앙에서 맨 먼저 초록 2개랑 주황 1개 가져갔어 몇 점 까여?",
        "summer-pavilion-start-token",
        "−3점",
    ),
    # tiles kept in a corner, used in a later round
    (
        "5라운드에 파랑 2개 귀퉁이에 보관했는데 6라운드에도 조커로 쓸 수 있어?",
        "summer-pavilion-wild-use",
        "아니요, 6라운드의 조커(와일드) 색은 빨강입니다",
    ),
    (
        "1라운드에 보라 3개 귀퉁이에 남겼는데 2라운드에도 와일드로 써져?",
        "summer-pavilion-wild-use",
        "아니요, 2라운드의 조커(와일드) 색은 초록입니다",
    ),
    (
        "3라운드에 귀퉁이에 보관한 노랑 1개, 4라운드엔 조커로 쓸 수 있나요?",
        "summer-pavilion-wild-use",
        "네, 4라운드의 조커(와일드) 색은 노랑입니다",
    ),
    (
        "2라운드에 패스하면서 보관한 초록 2장 3라운드에서도 조커로 칠 수 있어?",
        "summer-pavilion-wild-use",
        "아니요, 3라운드의 조커(와일드) 색은 주황입니다",
    ),
    (
        "4라운드에 보관해 둔 파랑 타일 5라운드 되면 조커로 써도 돼?",
        "summer-pavilion-wild-use",
        "네, 5라운드의 조커(와일드) 색은 파랑입니다",
    ),
    # passing with the tiles left counted after "남은 타일"
    (
        "여름별장 패스하는데 옆에 남은 타일이 7개예요. 최소 몇 점 잃어요?",
        "summer-pavilion-leftover",
        "−3점",
    ),
    ("패스할 때 남은 타일 9장이면 감점 얼마?", "summer-pavilion-leftover", "−5점"),
    (
        "썸파 패스하려는데 내 앞에 남은 타일은 3개야 몇 점 잃어?",
        "summer-pavilion-leftover",
        "감점 없음",
    ),
    ("패스하는데 남은 타일이 다섯 개면 최소 몇 점 깎여?", "summer-pavilion-leftover", "−1점"),
    ("패스했는데 손에 남은 타일이 6장이야 몇 점 잃어?", "summer-pavilion-leftover", "−2점"),
    # a star named by its colour alone, its space with 번 and 칸 ("빨강 3번칸"): the star's
    # space (was not read: a usability pass's question got the round chart, no verdict)
    (
        "여름별장 이번라운드 조커가 초록일때 빨강 3번칸에 빨강1개 초록2개 내도 돼?",
        "summer-pavilion-payment",
        "네, 놓을 수 있습니다",
    ),
    (
        "3라운드에 가운데 4번칸에 노랑 1개 조커 3개 돼?",
        "summer-pavilion-payment",
        "네, 놓을 수 있습니다",
    ),
    ("빨강 3번칸 몇 개 필요해?", "summer-pavilion-cost", "빨강 3장"),
]
SP_DECLINED = [  # (question, the kind it must not be read as)
    # wilds alone on the centre star (as their own colour or not?); the colour placed unsure
    ("조커만 4개로 가운데 별 4번 칸 돼?", "summer-pavilion-payment"),
    (
        "가운데 별 3번 칸에 노랑 1개 + 보라 2개로 노랑 놓기 돼? 가운데 별에 빨강 아직 없어",
        "summer-pavilion-payment",
    ),
    (
        "1라운드에 가운데 별 3번 칸에 노랑 1개 보라 2개로 노랑 놓기 돼? 가운데 별에 노랑 이미 있어",
        "summer-pavilion-payment",
    ),
    (
        "1라운드에 빨강 1개 보라 2개로 빨강 놓고 보라 놓으면 빨간 별 3번 칸 돼?",
        "summer-pavilion-payment",
    ),
    # no first take, no count, two colours taken, a take the rules do not give, Azul's marker
    ("중앙에서 타일 4개 가져오면 몇 점 까여?", "summer-pavilion-start-token"),
    ("중앙에서 처음 가져가면 몇 점 까여?", "summer-pavilion-start-token"),
    ("중앙에서 처음 가져왔는데 빨강 2개 파랑 1개 몇 점 깎여?", "summer-pavilion-start-token"),
    ("중앙에서 처음 노랑 3개 + 조커 2개 가져갔어 몇 점 까여?", "summer-pavilion-start-token"),
    ("아줄 중앙에서 처음 타일 3개 가져오면 바닥에 마커 가? 몇 점?", "summer-pavilion-start-token"),
    ("중앙에서 처음 타일 4개 가져가서 별에 놓으면 몇 점?", "summer-pavilion-start-token"),
    # a wild colour asked with no round, a relative round, two colours, no colour
    ("보관한 파랑 다음 라운드에 조커로 쓸 수 있어?", "summer-pavilion-wild-use"),
    ("5라운드 파랑 2개 6라운드 빨강 1개 조커로 쓸 수 있어?", "summer-pavilion-wild-use"),
    ("파랑 조커로 쓸 수 있어?", "summer-pavilion-wild-use"),
    ("3라운드에 조커로 쓸 수 있는 색은?", "summer-pavilion-wild-use"),
    ("3라운드에 주황 조커로 파란 별 3번 칸 놓을 수 있어?", "summer-pavilion-wild-use"),
    # tiles listed with no Summer Pavilion word (Azul has these colours), a colour's star
    ("2라운드 공장에 빨강 빨강 파랑 노랑 있으면 어떤 걸 골라?", "summer-pavilion-draft"),
    ("1라운드에 보라 보라 초록으로 초록 별 3번 칸 놓을 수 있어?", "summer-pavilion-draft"),
    ("1라운드 공장에 보라 보라 보라 초록 있으면 어디에 놓아?", "summer-pavilion-draft"),
    # two colours besides the round's wild, or more wilds than one take brings
    (
        "점수 3점인데 2라운드에 중앙에서 처음으로 노랑 3개랑 보라 1개 가져왔어요 몇 점 돼요?",
        "summer-pavilion-start-token",
    ),
    (
        "1라운드에 중앙에서 처음 보라 1개랑 노랑 1개랑 빨강 1개 가져왔어 몇 점 까여?",
        "summer-pavilion-start-token",
    ),
    (
        "점수 3점인데 1라운드 중앙에서 처음 노랑 3개 보라 2개 가져왔어 몇 점?",
        "summer-pavilion-start-token",
    ),
    # kept tiles with a relative round, no round, a star
    (
        "5라운드에 파랑 2개 귀퉁이에 보관했는데 다음 라운드에도 조커로 쓸 수 있어?",
        "summer-pavilion-wild-use",
    ),
    ("귀퉁이에 보관한 파랑 조커로 쓸 수 있어?", "summer-pavilion-wild-use"),
    (
        "5라운드에 보관한 파랑 2개 6라운드에 빨강 별에 조커로 쓸 수 있어?",
        "summer-pavilion-wild-use",
    ),
    # tiles kept besides those left, a star
    ("패스하는데 남은 타일이 7개고 귀퉁이에 2개 있어 몇 점?", "summer-pavilion-leftover"),
    ("패스하는데 남은 타일이 7개예요. 별에 놓으면 몇 점?", "summer-pavilion-leftover"),
    # a colour and a count of tiles, or two spaces named: no one star's space
    ("빨강 3개로 놓을 수 있어?", "summer-pavilion-payment"),
    ("빨강 3번칸이랑 파랑 4번칸 중에 어디 놓을 수 있어? 빨강 2개 있어", "summer-pavilion-payment"),
]


@pytest.mark.parametrize(("question", "kind", "verdict"), AZUL_READ)
def test_azul_reads(question: str, kind: str, verdict: str | None) -> None:
    found = compute(question, AZUL)
    assert found is not None and found.kind == kind, question
    assert verdict is None or found.verdict == verdict


@pytest.mark.parametrize(("question", "kind"), AZUL_DECLINED)
def test_azul_declines(question: str, kind: str) -> None:
    found = compute(question, AZUL)
    assert found is None or found.kind != kind, found


@pytest.mark.parametrize(("question", "kind", "verdict"), SP_READ)
def test_summer_pavilion_reads(question: str, kind: str, verdict: str) -> None:
    found = compute(question, SP)
    assert found is not None and found.kind == kind, question
    assert found.verdict == verdict
    assert not any("플레이어 1" in d for d in found.details)


@pytest.mark.parametrize(("question", "kind"), SP_DECLINED)
def test_summer_pavilion_declines(question: str, kind: str) -> None:
    found = compute(question, SP)
    assert found is None or found.kind != kind, found


def test_kinds_are_listed() -> None:
    from tutor.games.azul.questions import KINDS as AZUL_KINDS
    from tutor.games.summer_pavilion.questions import KINDS as SP_KINDS

    assert {"azul-several-lines", "azul-lines-for"} <= set(AZUL_KINDS)
    assert {"summer-pavilion-start-token", "summer-pavilion-wild-use"} <= set(SP_KINDS)


@pytest.mark.parametrize(
    ("question", "rule"),
    [
        ("새로 붙인 타일 상하좌우엔 아무것도 없고 대각선에만 하나 있으면요?", "azul.faq.diagonal"),
        ("아줄 바닥줄 7칸 꽉 찼는데 타일 2개 더 들어와야 돼. 어떡해?", "azul.faq.floor-overflow"),
        ("바닥줄에 타일 4개 있는데 두 개 더 떨어지면 감점 얼마?", "azul.floor.penalty"),
        ("2번 줄 파랑이랑 3번 줄 하양 완성했는데 벽은 비어 있어 몇 점?", "azul.faq.several-lines"),
        (
            "와일드만 4개 있으면 노란 별 4번 칸 채울 수 있어? 지금 1라운드",
            "azul-summer-pavilion.place.wild-payment",
        ),
        (
            "아줄 썸머 파빌리온 1라운드, 빨강 1개랑 보라 2개 있는데 보라 타일을 빨간 별 3번 칸에 놓으면 안 돼?",
            "azul-summer-pavilion.place.wild-as-itself",
        ),
        # a full floor line with more tiles past it: the FAQ on that case
        ("바닥 줄 7칸이 다 찼는데 타일이 더 넘치면 감점이 더 붙나요?", "azul.faq.floor-overflow"),
        # wilds alone on a factory (said so), two wilds there, a tie: the FAQs on those cases
        (
            "공장 전시판에 조커 색 타일만 3개 남아 있으면 세 개 다 가져갈 수 있나요?",
            "azul-summer-pavilion.faq.only-wilds",
        ),
        ("공장에 와일드 두 장 있으면 둘 다 가져가도 되나", "azul-summer-pavilion.faq.two-wilds"),
        (
            "여름별장에서 최종 점수가 동점이면 승자는 어떻게 정하나요?",
            "azul-summer-pavilion.faq.tie",
        ),
        # the score stops at 1: the FAQ on that case (as Azul's negative score above)
        (
            "썸파 지금 3점인데 중앙에서 처음으로 타일 4개 가져오면 몇 점 돼?",
            "azul-summer-pavilion.faq.penalty-floor",
        ),
        # the whole count lost: the FAQ that works that case, then the rule
        (
            "썸파 지금 10점인데 중앙에서 처음으로 타일 4개 가져오면 몇 점 돼?",
            "azul-summer-pavilion.faq.start-token-penalty",
        ),
        # a pass's leftover: the keep rule (how many may be kept, what the rest cost)
        (
            "여름 별장 3라운드에 패스하려는데 손에 타일이 7개 남았어요. 몇 점 깎여요?",
            "azul-summer-pavilion.pass.keep",
        ),
        (
            "상대가 먼저 다 냈는데 내 받침대에 조커 1장이랑 빨강 5 남았어. 몇 점 잃어?",
            "rummikub.faq.joker-left-on-rack",
        ),
        (
            "상대가 먼저 다 냈는데 내 받침대에 빨강 5 파랑 7 남았어. 몇 점 잃어?",
            "rummikub.scoring.rummikub",
        ),
        (
            "1라운드, 공장에 노랑 3개랑 보라 1개 있는데 보라 하나만 쏙 가져가도 돼?",
            "azul-summer-pavilion.draft.only-wilds",
        ),
        (
            "2라운드 공장에 빨강 3개 초록 1개인데 빨강 1개만 가져가도 돼요?",
            "azul-summer-pavilion.draft.take-colour",
        ),
        (
            "5라운드에 쓰려다 남겨둔 파랑 2개, 6라운드 되면 조커로 쓸 수 있어?",
            "azul-summer-pavilion.wild.colour",
        ),
        ("아줄 지금 3점인데 바닥줄 감점이 6점이면 -3점 되나요?", "azul.faq.negative-score"),
        ("현재 10점이고 바닥줄에서 4점 깎이면 몇 점 돼?", "azul.floor.penalty"),
        (
            "노랑 2개 가져왔는데 벽 2·3번째 가로줄엔 노랑이 이미 있고 4번째 패턴줄엔 파랑이 있어. "
            "1번·5번 패턴줄은 비었고 그 벽 줄엔 노랑이 없으면 어디 놓을 수 있어?",
            "azul.faq.andrea",
        ),
        (
            "빨강 3개 가져왔어. 1번 줄엔 파랑이 있고 2번 줄엔 검정이 있고 3·4·5번 줄은 비었어. "
            "벽 3번째 줄엔 빨강이 있고 나머지 벽 줄엔 빨강 없어. 어느 줄에 놓을 수 있어?",
            "azul.placement.wall-colour",
        ),
        # the round's wild colour placed as itself: its own star (the FAQ), the centre star
        (
            "1라운드인데 보라 타일 3개만 있어요. 보라 별 3번 칸에 놓을 수 있어요?",
            "azul-summer-pavilion.faq.wild-on-own-star",
        ),
        (
            "썸파 2라운드에 초록 타일 2개로 초록 별 2번 칸 놔도 돼?",
            "azul-summer-pavilion.faq.wild-on-own-star",
        ),
        (
            "1라운드에 보라 2개로 가운데 별 2번 칸에 보라 놓기 돼?",
            "azul-summer-pavilion.place.wild-as-itself",
        ),
        (
            "2라운드에 빨강 1개 초록 1개로 빨간 별 2번 칸 돼?",
            "azul-summer-pavilion.place.wild-payment",
        ),
    ],
)
def test_the_deciding_rule_comes_first(question: str, rule: str) -> None:
    found = compute(question)
    assert found is not None and found.rule_ids[0] == rule, found


def test_the_score_floor_is_the_engines() -> None:
    """At 3 points, taking four tiles first from the centre stops at 1 point: the engine's
    own lower bound, cited with the FAQ that says so."""
    found = compute("지금 3점인데 중앙에서 처음으로 타일 4개 가져오면 몇 점 돼?", SP)
    assert found is not None
    assert "azul-summer-pavilion.faq.penalty-floor" in found.rule_ids
    assert any("1점에서 멈춥니다" in d for d in found.details)


def test_every_rule_cited_is_an_entry_of_its_game() -> None:
    from tutor.content import load_content

    from .conftest import CONTENT_DIR

    entries = load_content(CONTENT_DIR).entries
    cited = set()
    for question, _kind, _verdict in AZUL_READ:
        found = compute(question, AZUL)
        assert found is not None
        cited.update((found.game, r) for r in found.rule_ids)
    for question, _kind, _verdict in SP_READ:
        found = compute(question, SP)
        assert found is not None
        cited.update((found.game, r) for r in found.rule_ids)
    assert [(g, r) for g, r in sorted(cited) if r not in entries or entries[r].game != g] == []
