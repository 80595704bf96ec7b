"""Azul computed answers: the problems two adversarial probes found in the question readers
(counts said twice, held and taken tiles in either order, another line than the one named,
negated emptiness and contact, tiles elsewhere than the factory taken from, negated end
bonuses, columns in a tie, set-up read into placing questions; then the factory's other
colour read as the line's, another player's board read as the asker's, negations running
into other counts, corrections, what-ifs, the wall's points beside the floor's, questions
about where floor tiles go, Summer Pavilion questions), each with the phrasing that was
misread and the look-alikes the readers now decline, and plain questions that were
declined and are now answered."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

AZUL = "azul"

# (question, kind, verdict): read, with the game named and with none
READ = [
    # a floor count said twice adds up: already N, then M more; N each, twice; N, then 또 N
    ("바닥에 타일 2개 있었는데 2개 더 떨어지면 몇 점 깎여?", "azul-floor", "−6점"),
    ("바닥에 2장 깔려있는데 2장 더 오면 몇점?", "azul-floor", "−6점"),
    ("바닥에 타일 2개씩 두 번 떨어지면 몇 점 감점?", "azul-floor", "−6점"),
    ("바닥에 타일 3개 떨어졌고 다음 차례에 또 3개 떨어지면 감점 몇 점?", "azul-floor", "−11점"),
    ("바닥에 2개 있었는데 3개 더 떨어지면 몇 점 깎여?", "azul-floor", "−8점"),
    # the earlier fix stays: a full floor line and two more
    (
        "아줄 바닥줄 7칸 꽉 찼는데 타일 2개 더 들어와야 돼. 어떡해?",
        "azul-floor",
        "−14점, 넘친 2장은 상자 뚜껑으로",
    ),
    ("바닥에 타일 3개 떨어지면 몇 점 깎여?", "azul-floor", "−4점"),
    # held (on the line) and taken (가져왔) tiles, whichever the question says first
    (
        "노랑 4개 가져왔는데 5번 줄에 노랑 2개 있으면?",
        "azul-placement",
        "5번 줄에 3장, 바닥 줄에 1장",
    ),
    (
        "파랑 1개 가져왔는데 5번 줄에 파랑 4개 있으면 어떻게 돼?",
        "azul-placement",
        "5번 줄에 1장이 모두 놓입니다",
    ),
    (
        "빨강 3개 가져왔는데 4번 줄에 빨강 1개 있으면?",
        "azul-placement",
        "4번 줄에 3장이 모두 놓입니다",
    ),
    (
        "검정 4개 가져왔어. 5번 줄에 검정 1개 있는데 넣으면?",
        "azul-placement",
        "5번 줄에 4장이 모두 놓입니다",
    ),
    (
        "공장에서 파랑 2개 가져왔고 3번 줄에 파랑 1개 들어 있어",
        "azul-placement",
        "3번 줄에 2장이 모두 놓입니다",
    ),
    (
        "2번 줄에 파랑 1개 있는데 파랑 3개 가져오면?",
        "azul-placement",
        "2번 줄에 1장, 바닥 줄에 2장",
    ),
    (
        "2번 줄에 파랑 1개 있는데 공장에 파랑 3개 있어서 가져오면 몇 개가 바닥?",
        "azul-placement",
        "2번 줄에 1장, 바닥 줄에 2장",
    ),
    (
        "노랑 2개 가져왔는데 3번 줄에 파랑 1개 있으면 넣을 수 있어?",
        "azul-placement",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    # a line whose tiles went to the wall is empty, and its wall row has that colour
    (
        "2번 줄에 빨강 있었는데 벽으로 옮겼어. 이제 2번 줄에 빨강 놓을 수 있어?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    # line 1 not empty is line 1 full
    (
        "빨강 2개 가져왔는데 1번 줄은 비어 있지 않고 나머지 줄은 비었고 벽엔 빨강 없어. "
        "어디 놓을 수 있어?",
        "azul-lines-for",
        "2번 줄(2장 모두), 3번 줄(2장 모두), 4번 줄(2장 모두), 5번 줄(2장 모두), "
        "또는 바닥 줄(2장 모두)",
    ),
    (
        "빨강 2개 가져왔는데 1번 줄은 꽉 찼고 나머지 줄은 비었고 벽엔 빨강 없어. 어디 놓을 수 있어?",
        "azul-lines-for",
        "2번 줄(2장 모두), 3번 줄(2장 모두), 4번 줄(2장 모두), 5번 줄(2장 모두), "
        "또는 바닥 줄(2장 모두)",
    ),
    # tiles in the row or column said not to touch the new one
    ("벽에 새 타일 붙였는데 옆에 2개 있는데 안 붙어 있으면 몇 점?", "azul-wall-score", "1점"),
    ("벽에 새 타일 놓았는데 위에 1개 있긴 한데 연결은 안 돼. 몇 점?", "azul-wall-score", "1점"),
    (
        "벽에 새 타일 놓았는데 왼쪽에 2개 있는데 바로 옆은 아니고 한 칸 떨어져 있으면 몇 점?",
        "azul-wall-score",
        "1점",
    ),
    ("벽에 새 타일 놓았는데 옆에 타일 1개 있지만 붙어있지 않아. 몇 점?", "azul-wall-score", "1점"),
    ("벽에 새 타일 놓았는데 옆에 2개 있는데 이어지지 않았어 몇 점?", "azul-wall-score", "1점"),
    # ... and those said to touch still count
    ("벽에 새로 놨는데 오른쪽에 3개 연속이고 위아래는 없어 몇 점?", "azul-wall-score", "4점"),
    ("벽에 새 타일 붙였는데 위에 하나 붙어 있고 옆엔 없어 몇 점?", "azul-wall-score", "2점"),
    # the wall said empty still reads as empty
    (
        "2번 줄 파랑이랑 3번 줄 하양 완성했는데 벽은 비어 있어 몇 점?",
        "azul-several-lines",
        "3점 (2번 줄 1점 + 3번 줄 2점)",
    ),
    # tiles on another factory or in the centre are not the factory's
    (
        "공장에 파랑 3개, 다른 공장에 노랑 1개 있는데 파랑 가져오면?",
        "azul-take",
        "파랑 3장을 모두 가져옵니다, 중앙으로 가는 타일은 없습니다",
    ),
    (
        "공장에 파랑 2개 있고 노랑 2개는 중앙에 있는데 파랑 가져가면?",
        "azul-take",
        "파랑 2장을 모두 가져옵니다, 중앙으로 가는 타일은 없습니다",
    ),
    # someone's earlier take sent the factory's rest to the centre
    (
        "공장에 파랑 3개 노랑 1개 있었는데 친구가 노랑 가져갔어 이제 파랑 가져오면?",
        "azul-take",
        "파랑은 이미 중앙에 있습니다: 중앙에서 파랑 3장을 모두 가져옵니다",
    ),
    (
        "공장에 노랑 3개 흰색 1개인데 노랑 가져가면 흰색은 어디로 가?",
        "azul-take",
        "노랑 3장을 모두 가져옵니다, 남은 하양 1장은 중앙으로 갑니다",
    ),
    # end bonuses: negated or incomplete counts are none; rows and columns by their word
    (
        "게임 끝났는데 가로줄 2개 완성했고 세로줄이 하나도 없어. 보너스 몇 점?",
        "azul-end-bonus",
        "+4점",
    ),
    (
        "게임 끝났는데 가로줄 2개 완성했고 세로 한 줄도 못 채웠어 보너스 몇 점?",
        "azul-end-bonus",
        "+4점",
    ),
    (
        "게임 끝났는데 가로줄 두 개 완성, 세로줄 세 개는 거의 다 채웠는데 못 채웠어 보너스 몇 점?",
        "azul-end-bonus",
        "+4점",
    ),
    (
        "게임 끝났는데 가로줄 하나 완성하고 세로줄이 하나 모자라. 보너스 몇 점?",
        "azul-end-bonus",
        "+2점",
    ),
    (
        "게임 끝났는데 세로줄 2개 완성, 가로줄은 한 줄만 완성했어 보너스 점수?",
        "azul-end-bonus",
        "+16점",
    ),
    ("아줄 끝났는데 가로줄 2개 세로줄 1개면 보너스 몇 점?", "azul-end-bonus", "+11점"),
    # the winner: columns break no tie; rows and columns read per player
    (
        "둘 다 71점이에요. 저는 세로줄 2개 완성했고 친구는 가로줄 1개요. 누가 이겨요?",
        "azul-winner",
        "상대가 이깁니다",
    ),
    (
        "둘 다 71점인데 저는 가로줄 2개, 친구는 가로줄 2개. 세로줄은 제가 3개로 더 많아요. 누가 이겨요?",
        "azul-winner",
        "공동 우승입니다",
    ),
    (
        "아줄 나는 40점 세로줄 2개 가로줄 1개, 상대는 40점 가로줄 2개 누가 이겨요?",
        "azul-winner",
        "상대가 이깁니다",
    ),
    (
        "둘 다 71점이에요. 저는 가로줄 2개 완성했고 친구는 1개요. 누가 이겨요?",
        "azul-winner",
        "내가 이깁니다",
    ),
    # the set-up itself still answered
    ("아줄 3명이서 하면 공장 몇 개 깔아?", "azul-setup", "공장 7개, 라운드마다 타일 28장"),
    ("아줄 4인이면 한 라운드에 타일 몇 개 나와?", "azul-setup", "공장 9개, 라운드마다 타일 36장"),
    # -- second probe --
    # the factory's other colour is the take's source, not the line's tiles; it goes to the
    # centre
    (
        "공장에 파랑 3개랑 빨강 1개가 있는데 파랑을 가져와서 2번 줄에 넣으면 어떻게 돼?",
        "azul-placement",
        "2번 줄에 2장, 바닥 줄에 1장; 남은 빨강 1장은 중앙으로 갑니다",
    ),
    (
        "공장에 파랑 3개 노랑 1개 있는데 파랑 가져가고 3번 줄에 넣으면?",
        "azul-placement",
        "3번 줄에 3장이 모두 놓입니다; 남은 노랑 1장은 중앙으로 갑니다",
    ),
    (
        "공장에 파랑 3개 빨강 1개 있는데 파랑 가져와서 4번 줄에 넣으면?",
        "azul-placement",
        "4번 줄에 3장이 모두 놓입니다; 남은 빨강 1장은 중앙으로 갑니다",
    ),
    (
        "공장에 파랑 세 개 노랑 한 개 있는데 파랑 가져와서 3번 줄에 넣으면 노랑은?",
        "azul-placement",
        "3번 줄에 3장이 모두 놓입니다; 남은 노랑 1장은 중앙으로 갑니다",
    ),
    (
        "공장에 파랑 3개 노랑 1개 있는데 노랑 가져와서 2번 줄에 넣으면?",
        "azul-placement",
        "2번 줄에 1장이 모두 놓입니다; 남은 파랑 3장은 중앙으로 갑니다",
    ),
    # ... a line's tiles said beside the factory's still are the line's
    (
        "2번 줄에 빨강 1개 있는데 공장에 파랑 2개 빨강 2개 있어서 빨강 가져오면?",
        "azul-placement",
        "2번 줄에 1장, 바닥 줄에 1장; 남은 파랑 2장은 중앙으로 갑니다",
    ),
    (
        "공장에 파랑 3개 빨강 1개 있는데 2번 줄에 빨강 1개 있어. 파랑 가져와서 2번 줄에 넣으면?",
        "azul-placement",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "공장에 파랑 2개 있고 3번 줄에 파랑 1개 있는데 가져오면?",
        "azul-placement",
        "3번 줄에 2장이 모두 놓입니다",
    ),
    # another player's board is not the asker's: only the asker's is read
    (
        "친구 2번 줄에 파랑 1개 있는데 내가 파랑 3개 가져와서 내 2번 줄에 넣으면?",
        "azul-placement",
        "2번 줄에 2장, 바닥 줄에 1장",
    ),
    ("친구 바닥에 타일 3개 있는데 내 바닥은 비었어 나는 몇 점 깎여?", "azul-floor", "0점"),
    ("친구 바닥에 3개 있고 내 바닥에 2개 있으면 나는 몇 점 깎여?", "azul-floor", "−2점"),
    ("나랑 친구랑 하는데 바닥에 타일 3개면 몇 점 깎여?", "azul-floor", "−4점"),
    (
        "게임 끝났는데 나는 가로줄 1개 완성했고 친구는 세로줄 2개 완성했어 내 보너스 몇 점?",
        "azul-end-bonus",
        "+2점",
    ),
    (
        "게임 끝났는데 가로줄 2개 완성했고 친구는 못 했어 내 보너스 몇 점?",
        "azul-end-bonus",
        "+4점",
    ),
    (
        "게임 끝났는데 가로줄 2개 세로줄 1개 있고 상대 가로줄 3개야. 내 보너스 몇 점?",
        "azul-end-bonus",
        "+11점",
    ),
    # a negation stays with its own count
    (
        "게임 끝났는데 세로줄 2개 완성, 가로줄은 한 개도 없어 보너스 몇 점?",
        "azul-end-bonus",
        "+14점",
    ),
    (
        "게임 끝났는데 세로줄 2개 완성했고 가로줄 1개는 거의 완성이야 보너스 몇 점?",
        "azul-end-bonus",
        "+14점",
    ),
    (
        "둘 다 80점인데 나는 가로줄 2개 완성 못 했고 친구는 가로줄 1개 완성했어 누가 이겨?",
        "azul-winner",
        "상대가 이깁니다",
    ),
    # corrections: what follows "아 아니" replaces what it names
    (
        "공장에 파랑 3개 노랑 1개 있는데 파랑 가져가면? 아 아니 노랑",
        "azul-take",
        "노랑 1장을 가져옵니다, 남은 파랑 3장은 중앙으로 갑니다",
    ),
    ("바닥에 타일 3개랑 마커 떨어지면 몇 점? 아 아니 마커는 없어", "azul-floor", "−4점"),
    (
        "바닥에 2개 있었는데 2개 더 떨어지면 몇 점? 아 아니 3개",
        "azul-floor",
        "−8점",
    ),
    # the wall's points this round and the floor's penalty: added, or the penalty alone
    (
        "지금 10점인데 벽에서 3점 받고 바닥에 타일 2개 있으면 몇 점 돼?",
        "azul-floor",
        "11점 (10점 + 3점 − 2점)",
    ),
    (
        "이번 라운드에 벽에서 5점 얻고 바닥에 타일 3개 있으면 총 몇 점?",
        "azul-floor",
        "+1점 (벽 +5점, 바닥 줄 −4점)",
    ),
    (
        "지금 3점인데 벽에서 1점 받고 바닥에 타일 4개면 몇 점 돼?",
        "azul-floor",
        "0점 (3점 + 1점 − 6점)",
    ),
    ("바닥에 타일 3개 있으면 몇 점 깎여? 벽에서는 7점 받았어", "azul-floor", "−4점"),
    ("지금 10점인데 벽에서 3점 받고 바닥에 타일 2개 있으면 몇 점 깎여?", "azul-floor", "−2점"),
    # the marker on a full floor: −14, and it never goes to the lid (see the details test)
    ("바닥에 타일 7개 있는데 마커까지 오면 몇 점?", "azul-floor", "−14점"),
    # the first take from the centre onto an empty floor: the marker alone, −1
    (
        "중앙에서 처음 타일 가져왔는데 바닥에 아무것도 없으면 감점 몇 점이야?",
        "azul-floor",
        "−1점",
    ),
    # -- plain questions the second probe found declined --
    (
        "빈 2번 줄에 빨간 타일 3개를 놓으면 어떻게 돼?",
        "azul-placement",
        "2번 줄에 2장, 바닥 줄에 1장",
    ),
    ("2번 줄에 빨간 타일 3개 놓으면 남는 건?", "azul-placement", "2번 줄에 2장, 바닥 줄에 1장"),
    ("벽에 타일 놓았는데 왼쪽에 타일이 두 개 붙어 있으면 몇 점이에요?", "azul-wall-score", "3점"),
    ("벽에 타일 붙였는데 옆에 2개 이어져 있으면 몇 점?", "azul-wall-score", "3점"),
    ("벽에 타일 붙였는데 옆에 아무것도 없으면 몇 점?", "azul-wall-score", "1점"),
    (
        "타일을 벽으로 옮겼는데 왼쪽에 타일 1개가 붙어 있어요. 몇 점이에요?",
        "azul-wall-score",
        "2점",
    ),
    ("벽으로 타일 옮겼는데 가로로 2개 세로로 1개 이어져 있으면 몇 점?", "azul-wall-score", "5점"),
    ("벽에 새 타일 놓았는데 왼쪽에 1개 오른쪽에 2개 붙어 있으면 몇 점?", "azul-wall-score", "4점"),
    ("벽에 새 타일 놓았는데 위에 1개 아래에 1개 붙어 있으면 몇 점?", "azul-wall-score", "3점"),
    (
        "아줄 하는데 벽에 새 타일을 붙였거든요 그런데 그 타일 바로 왼쪽에 타일이 두 개 연달아 "
        "붙어 있고 바로 위에는 타일이 하나 붙어 있어요 몇 점인가요?",
        "azul-wall-score",
        "5점",
    ),
    (
        "공장에 빨간 타일 2개랑 파란 타일 2개 있는데 빨간 거 가져가면 파란 건 어떻게 돼요?",
        "azul-take",
        "빨강 2장을 모두 가져옵니다, 남은 파랑 2장은 중앙으로 갑니다",
    ),
    (
        "factory에 파랑 3개 노랑 1개 있는데 파랑 가져가면?",
        "azul-take",
        "파랑 3장을 모두 가져옵니다, 남은 노랑 1장은 중앙으로 갑니다",
    ),
    ("게임 끝났는데 같은 색 5개 다 모은 게 하나 있으면 보너스 몇 점?", "azul-end-bonus", "+10점"),
    (
        "게임 끝났는데 가로줄 1개, 세로줄 1개 완성, 색 세트는 2개 완성했어 보너스 몇점?",
        "azul-end-bonus",
        "+29점",
    ),
    (
        "점수가 똑같으면 누가 이겨요? 저는 가로줄 2개, 친구는 1개예요",
        "azul-winner",
        "내가 이깁니다",
    ),
    ("동점인데 나는 가로줄 1개 친구는 가로줄 2개야 누가 이겨?", "azul-winner", "상대가 이깁니다"),
    ("아줄 3인에서 공장 7개 맞아?", "azul-setup", "네, 3명이면 공장 7개입니다"),
    ("아줄 4명이 하면 공장 8개 필요해?", "azul-setup", "아니요, 4명이면 공장 9개입니다"),
    ("바닥이 텅 비었는데 몇 점 깎여?", "azul-floor", "0점"),
    ("벽에 새 타일 놨는데 아래에 2개 위에 1개 붙어 있으면 몇 점?", "azul-wall-score", "4점"),
    (
        "아줄 게임 끝날 때 가로줄 1개, 세로줄 2개, 한 색 5개 다 놓은 게 1세트면 보너스 몇 점이에요?",
        "azul-end-bonus",
        "+26점",
    ),
    ("아줄 2인에서 공장 7개 맞아?", "azul-setup", "아니요, 2명이면 공장 5개입니다"),
]

# (question, the kind it must not be read as): declined, with the game named and with none
DECLINED = [
    # two questions in one, counts with no "already"/"more" to add them by
    ("바닥에 타일 2개면 몇 점? 2개 더 오면 몇 점?", "azul-floor"),
    ("바닥에 이번 차례 2개, 다음 차례 2개 떨어지면 총 몇 점 깎여?", "azul-floor"),
    # another line than the one named: its tiles and wall row are not told
    ("3번 줄에 파랑 있는데 다른 줄에 빨강 넣어도 돼?", "azul-line-allowed"),
    ("3번 줄에 파랑 하나 있는데 빈 줄에 빨강 놓아도 돼?", "azul-line-allowed"),
    ("3번 줄에 파랑 있는데 바로 아래 줄에 빨강 놓아도 돼?", "azul-line-allowed"),
    ("3번 줄에 파랑 하나 있는데 나머지 줄에 빨강 넣어도 되나요?", "azul-line-allowed"),
    ("3번째 줄에 파랑 1개 있는데 옆 줄에 빨강 넣어도 돼?", "azul-line-allowed"),
    ("벽 2번째 줄에 빨강 있는데 다른 패턴줄에 빨강 놓아도 돼?", "azul-line-allowed"),
    # the line's tiles gone (to the wall, or not said where): no longer "held"
    ("2번 줄에 빨강 있었는데 벽으로 옮겼어. 이제 2번 줄에 파랑 놓을 수 있어?", "azul-line-allowed"),
    ("2번 줄에 빨강 있었는데 이제 2번 줄에 파랑 놓을 수 있어?", "azul-line-allowed"),
    # a line other than line 1 said not to be empty: what it holds is not said
    (
        "빨강 2개 가져왔는데 3번 줄은 비어 있지 않고 나머지 줄은 비었고 벽엔 빨강 없어. "
        "어디 놓을 수 있어?",
        "azul-lines-for",
    ),
    # a wall not empty, its tiles not told
    ("벽에 새 타일 놓았는데 벽이 비어 있지 않아. 몇 점?", "azul-wall-score"),
    ("벽에 새 타일 붙였는데 옆에 아무것도 없지 않아 몇 점?", "azul-wall-score"),
    ("벽에 새 타일 붙였는데 주변에 하나도 없진 않고 위에 하나 있어 몇 점?", "azul-wall-score"),
    ("벽에 새 타일 놓았는데 벽이 텅 비진 않았어. 몇 점?", "azul-wall-score"),
    ("2번 줄 파랑이랑 3번 줄 하양 완성했는데 벽은 비어 있지 않아 몇 점?", "azul-several-lines"),
    (
        "2번 줄 파랑이랑 3번 줄 하양 완성했는데 벽이 비어있진 않고 여러 개 있어. 몇 점?",
        "azul-several-lines",
    ),
    ("1번 줄 파랑이랑 2번 줄 하양 완성, 벽에 다른 타일이 없진 않아 몇 점?", "azul-several-lines"),
    # "apart" said while both directions are named: which tiles are apart?
    ("벽에 새 타일 놓았는데 옆에 2개 붙어 있고 위아래는 안 붙어 있으면 몇 점?", "azul-wall-score"),
    # the colour taken lies both on the factory and in the centre; a take of no one named
    ("공장에 파랑 3 노랑 1, 중앙에 노랑 2 있는데 노랑 가져가면?", "azul-take"),
    ("공장에 파랑 3개 노랑 1개 있었는데 노랑 가져갔어 이제 파랑 가져오면?", "azul-take"),
    # "1개 남기고 다 채웠어": one short, or all but one?
    ("게임 끝나고 가로줄 1개 완성, 세로줄은 1개 남기고 다 채웠어 보너스 몇 점?", "azul-end-bonus"),
    # not set-up questions: tiles on a line, in a turn, to complete a line
    ("아줄 2인인데 한 줄에 타일 몇 개 놓을 수 있어?", "azul-setup"),
    ("3인 게임에서 한 차례에 타일 몇 개 놓을 수 있어?", "azul-setup"),
    ("4인 게임인데 5번 줄에 타일 몇 개까지 놓아?", "azul-setup"),
    ("3명이서 하는데 타일 몇 개 놓으면 줄 완성이야?", "azul-setup"),
    # -- second probe --
    # another player's board, with the asker's not told (or told around it)
    ("상대 바닥에 타일 5개 떨어졌어 나는 감점 몇 점?", "azul-floor"),
    # ("친구 바닥에 타일 3개 있는데 몇 점 깎여?" is read as the friend's since probe 14)
    ("친구 벽 2번째 줄에 빨강 있는데 내 2번 줄에 빨강 놓아도 돼?", "azul-line-allowed"),
    ("상대 3번 줄에 빨강 있는데 내 3번 줄에 파랑 놓아도 돼?", "azul-line-allowed"),
    (
        "빨강 2개 가져왔는데 줄은 다 비었고 친구 벽엔 빨강 없어. 어디 놓을 수 있어?",
        "azul-lines-for",
    ),
    (
        "빨강 2개 가져왔는데 친구 줄은 다 비었고 벽엔 빨강 없어. 어디 놓을 수 있어?",
        "azul-lines-for",
    ),
    ("2번 줄 파랑이랑 3번 줄 하양 완성했고 친구 벽은 비어 있어 몇 점?", "azul-several-lines"),
    ("상대 벽에 타일이 옆에 2개 있는데 내가 새 타일 놓으면 몇 점?", "azul-wall-score"),
    (
        "게임 끝났는데 가로줄 2개 완성했고 세로줄 2개는 친구가 완성했어 보너스 몇 점?",
        "azul-end-bonus",
    ),
    ("게임 끝났는데 가로줄 2개 완성했어 친구는 하나도 없어 보너스 몇 점?", "azul-end-bonus"),
    ("게임 끝났는데 친구가 가로줄 2개 완성했어 보너스 몇 점?", "azul-end-bonus"),
    ("내 바닥에 2개 있고 친구는 3개야 친구는 몇 점 깎여?", "azul-floor"),
    # a third player; someone else's take and what the asker may take after it
    ("둘 다 80점인데 나는 가로줄 2개, 친구는 1개, 다른 친구는 90점이야 누가 이겨?", "azul-winner"),
    ("공장에 파랑 3개 노랑 1개 있는데 친구가 파랑 가져가면 나는 뭐 가져갈 수 있어?", "azul-take"),
    # a line said not complete; some of the tiles beside said to touch
    (
        "2번 줄 파랑 완성했는데 3번 줄 하양은 완성 못 했어 벽은 비어 있어 몇 점?",
        "azul-several-lines",
    ),
    ("벽에 새 타일 놓았는데 옆에 2개 있는데 하나만 붙어 있으면 몇 점?", "azul-wall-score"),
    # two counts of one side; more than a row holds
    ("벽에 새 타일 놓았는데 왼쪽에 1개 왼쪽에 2개 붙어 있으면 몇 점?", "azul-wall-score"),
    ("벽에 새 타일 놓았는데 왼쪽에 2개 오른쪽에 3개 붙어 있으면 몇 점?", "azul-wall-score"),
    # what-ifs on the counts said
    (
        "둘 다 80점인데 나는 가로줄 2개, 친구는 가로줄 1개 완성했는데 친구가 가로줄 하나 더 "
        "했다면 누가 이겨?",
        "azul-winner",
    ),
    ("게임 끝났는데 가로줄 2개 완성했는데 하나 더 했다면 보너스 몇 점?", "azul-end-bonus"),
    ("점수가 같지 않은데 나는 가로줄 2개 친구는 1개야 누가 이겨?", "azul-winner"),
    # a correction that could replace two things: the line the tiles lie on, or go to?
    ("3번 줄에 파랑 1개 있는데 파랑 2개 가져오면? 아 아니 4번 줄", "azul-placement"),
    # the round's net below 0 with the score not told; wall points that may be the score
    ("바닥에 타일 세 개, 벽 점수 2점 받았으면 이번 라운드 몇 점?", "azul-floor"),
    ("바닥에 타일 4개 떨어지면 몇 점 깎여? 벽 점수는 10점이야", "azul-floor"),
    # where the floor's tiles go, whether they come back: not a penalty
    ("바닥에 떨어진 타일 3개는 어디로 가?", "azul-floor"),
    ("바닥에 타일 3개 떨어졌는데 이거 다음 라운드에 다시 써?", "azul-floor"),
    ("바닥에 타일 3개 떨어졌는데 다음 라운드에도 남아?", "azul-floor"),
    # a second question the set-up does not answer (the tiles left in the bag)
    ("아줄 4인인데 공장 몇 개 쓰고 타일은 몇 개 남아?", "azul-setup"),
    # a line the board has not (no longer raises)
    ("6번 줄에 빨강 있는데 파랑 넣어도 돼?", "azul-line-allowed"),
    # another player's take changed the shared tiles: not dropped as their board
    (
        "공장에 파랑 3개 노랑 1개 있었는데 친구가 파랑 가져갔어. 나는 노랑 가져와서 1번 줄에 넣으면?",
        "azul-placement",
    ),
    # one side apart, the other touching: which count is apart?
    (
        "벽에 새 타일 놨는데 위에 1개 붙어 있고 아래에 2개 있는데 안 붙어 있어 몇 점?",
        "azul-wall-score",
    ),
    # a floor said not to be empty
    ("아줄 바닥이 텅 비어 있지 않은데 몇 점 깎여?", "azul-floor"),
    ("내 바닥은 비어있지 않아 몇 점?", "azul-floor"),
    # part of a colour taken: the take-all question, not a placement
    ("공장에 빨간색 세 개 있는데 2번 줄 채우려고 두 개만 가져가도 되나요?", "azul-placement"),
    ("빨강 세 개 중에 두 개만 가져와서 2번 줄에 넣으면?", "azul-placement"),
    # two sources in one clause
    (
        "공장에 파랑 3개, 다른 공장에 노랑 1개 있는데 파랑 가져와서 3번 줄에 넣으면?",
        "azul-placement",
    ),
    ("공장에 파랑 3개 노랑 1개 있는데 파랑 2개만 가져와서 2번 줄에 넣으면?", "azul-placement"),
]

# Summer Pavilion named: never an Azul reading (with the game named or none)
SUMMER_PAVILION_NAMED = [
    "썸파에서 바닥에 타일 3개 떨어지면 몇 점 깎여?",
    "여름 별장에서 벽에 새 타일 놓았는데 옆에 2개 붙어 있으면 몇 점?",
    "썸파 3번 줄에 빨강 두 개 있는데 빨강 세 개 가져오면?",
    "썸파 게임 끝났는데 가로줄 2개 완성했어 보너스 몇 점?",
    "썸파 중앙에서 처음으로 타일 4개 가져오면 감점이 바닥에 가?",
    "바닥에 타일 3개 떨어지면 몇 점 깎여? 썸파야",
]


@pytest.mark.parametrize("game", [AZUL, None])
@pytest.mark.parametrize(("question", "kind", "verdict"), READ)
def test_reads(question: str, kind: str, verdict: str, game: str | None) -> None:
    found = compute(question, game)
    assert found is not None and found.kind == kind, (question, found)
    assert found.verdict == verdict, found


@pytest.mark.parametrize("game", [AZUL, None])
@pytest.mark.parametrize(("question", "kind"), DECLINED)
def test_declines(question: str, kind: str, game: str | None) -> None:
    found = compute(question, game)
    assert found is None or found.kind != kind, found


@pytest.mark.parametrize("game", [AZUL, None])
@pytest.mark.parametrize("question", SUMMER_PAVILION_NAMED)
def test_summer_pavilion_named_is_no_azul_question(question: str, game: str | None) -> None:
    found = compute(question, game)
    assert found is None or not found.kind.startswith("azul-"), found


def test_the_full_floor_keeps_the_marker_off_the_lid() -> None:
    """7 tiles and then the marker: −14, the marker beside the board, never in the lid."""
    found = compute("바닥에 타일 7개 있는데 마커까지 오면 몇 점?", AZUL)
    assert found is not None
    said = " ".join(found.details)
    assert "표식은 뚜껑으로 가지 않습니다" in said and "상자 뚜껑으로 가고" not in said
    assert found.rule_ids[0] == "azul.floor.marker-full"
    many = compute("바닥에 타일 8개랑 마커 떨어지면 몇 점?", AZUL)
    assert many is not None and many.verdict == "−14점"
    assert "넘친 타일 1장은 상자 뚜껑으로" in " ".join(many.details)


def test_what_is_said_shows_in_the_case() -> None:
    """The case says how the question was read: the count said twice, the tiles elsewhere,
    the tiles apart, the columns that break no tie."""
    cases = {
        "바닥에 타일 2개씩 두 번 떨어지면 몇 점 감점?": "2장씩 두 번, 모두 4장",
        "바닥에 타일 2개 있었는데 2개 더 떨어지면 몇 점 깎여?": "2칸이 찬 상태에서 타일 2장",
        "공장에 파랑 3개, 다른 공장에 노랑 1개 있는데 파랑 가져오면?": "다른 곳에 노랑 1장",
        "벽에 새 타일 붙였는데 옆에 2개 있는데 안 붙어 있으면 몇 점?": "붙어 있지 않아",
        "둘 다 71점이에요. 저는 세로줄 2개 완성했고 친구는 가로줄 1개요. 누가 이겨요?": (
            "세로줄은 동점을 가르지 않음"
        ),
        "빨강 2개 가져왔는데 1번 줄은 비어 있지 않고 나머지 줄은 비었고 벽엔 빨강 없어. "
        "어디 놓을 수 있어?": "1번 줄 다 참",
        # second probe: the factory's tiles, the score that is the same, the guess
        "공장에 파랑 3개랑 빨강 1개가 있는데 파랑을 가져와서 2번 줄에 넣으면 어떻게 돼?": (
            "빈 2번 패턴 줄(2칸)에 공장에서 파랑 3장 (공장에 파랑 3장, 빨강 1장)"
        ),
        "점수가 똑같으면 누가 이겨요? 저는 가로줄 2개, 친구는 1개예요": "점수 같음",
        "아줄 3인에서 공장 7개 맞아?": "공장 7개인지",
        "이번 라운드에 벽에서 5점 얻고 바닥에 타일 3개 있으면 총 몇 점?": "벽에서 5점",
    }
    for question, said in cases.items():
        found = compute(question, AZUL)
        assert found is not None and said in found.case, (question, found)


def test_rules_cited() -> None:
    """The deciding rules: a full line 1 refuses by the full-line rule; a take after
    someone else's comes from the centre."""
    full = compute(
        "빨강 2개 가져왔는데 1번 줄은 비어 있지 않고 나머지 줄은 비었고 벽엔 빨강 없어. "
        "어디 놓을 수 있어?",
        AZUL,
    )
    assert full is not None and full.rule_ids[0] == "azul.placement.full-line"
    moved = compute("2번 줄에 빨강 있었는데 벽으로 옮겼어. 이제 2번 줄에 빨강 놓을 수 있어?", AZUL)
    assert moved is not None and moved.rule_ids == ["azul.placement.wall-colour"]
    after = compute(
        "공장에 파랑 3개 노랑 1개 있었는데 친구가 노랑 가져갔어 이제 파랑 가져오면?", AZUL
    )
    assert after is not None and "azul.offer.centre" in after.rule_ids


def test_every_rule_cited_is_an_azul_entry() -> None:
    from tutor.content import load_content

    from .conftest import CONTENT_DIR

    entries = load_content(CONTENT_DIR).entries
    cited = set()
    for question, _kind, _verdict in READ:
        found = compute(question, AZUL)
        assert found is not None
        cited.update(found.rule_ids)
    assert [r for r in sorted(cited) if r not in entries or entries[r].game != AZUL] == []
