"""Computed answers for Azul: the classes of phrasing added for a first-time player's
mid-game questions (a pattern line at the round's end, the end of the game, a level tie,
one colour's bonus, the start marker onto a held floor, a wall space named by its
neighbours, a floor line chosen on purpose, the game's tiles, English words), each with the
phrasings it reads and the look-alikes it declines or answers otherwise."""

from __future__ import annotations

from tutor.qa_computed import compute

from .computed_cases import (
    assert_kinds_listed,
    cites_test,
    not_read_as_test,
    reads_test,
)

AZUL = "azul"

# (question, kind, verdict)
READ = [
    # a pattern line at the round's end: complete (one tile to the wall, the rest to the
    # lid) or not (it stays)
    (
        "4번 줄 4칸 다 채우면 라운드 끝에 벽으로 몇 개 가고 나머지는 어떻게 돼요?",
        "azul-line-tiled",
        "벽으로 1장, 남은 3장은 상자 뚜껑으로",
    ),
    (
        "4번 줄에 빨강 4개 있으면 라운드 끝에 벽으로 몇 개 가?",
        "azul-line-tiled",
        "벽으로 1장, 남은 3장은 상자 뚜껑으로",
    ),
    (
        "2번 줄 다 채웠으면 라운드 끝나고 몇 개 버려?",
        "azul-line-tiled",
        "벽으로 1장, 남은 1장은 상자 뚜껑으로",
    ),
    (
        "3번줄 덜 찼으면 라운드 끝나고 그 타일들 어떻게 돼?",
        "azul-line-tiled",
        "그대로 둡니다: 3번 줄의 타일은 다음 라운드에도 그 줄에 남습니다",
    ),
    (
        "아줄 3번 줄에 2개 있으면 라운드 끝나고 그 타일 어떻게 돼?",
        "azul-line-tiled",
        "그대로 둡니다: 3번 줄의 타일 2장은 다음 라운드에도 그 줄에 남습니다",
    ),
    # the whole line guessed to go to the wall
    (
        "아줄 4번 줄에 검정 4개 다 찼어. 라운드 끝나면 4개 다 벽에 가?",
        "azul-line-tiled",
        "아니요, 벽으로 1장, 남은 3장은 상자 뚜껑으로",
    ),
    (
        "5번 줄 5칸 다 채우면 라운드 끝에 5개 다 벽으로 옮겨?",
        "azul-line-tiled",
        "아니요, 벽으로 1장, 남은 4장은 상자 뚜껑으로",
    ),
    # when the game ends: after the whole round in which a row is completed; never on a column
    (
        "아줄 누가 가로줄 5칸 다 채우면 그 자리에서 바로 게임 끝나?",
        "azul-end-trigger",
        "아니요, 바로 끝나지 않습니다: 그 라운드의 벽 타일 붙이기와 바닥 줄 감점을 모두 마친 뒤 끝납니다",
    ),
    (
        "벽 첫째 가로줄 다 채웠는데 그 라운드 끝나면 게임 끝이야?",
        "azul-end-trigger",
        "네, 그 라운드의 벽 타일 붙이기와 바닥 줄 감점을 모두 마치면 게임이 끝납니다",
    ),
    (
        "세로줄 다 채우면 바로 게임 끝나?",
        "azul-end-trigger",
        "아니요, 세로줄을 채워도 게임은 끝나지 않습니다",
    ),
    # a tie on points and on rows: a shared win
    ("동점인데 완성한 가로줄 개수도 같으면 어떻게 돼요?", "azul-winner", "공동 우승입니다"),
    ("점수 같은데 가로줄도 같은 개수면 누가 이김?", "azul-winner", "공동 우승입니다"),
    # one colour's five tiles named by its colour; colours done said shortly
    # (probe 17: whether there is a bonus gets its 네)
    ("빨강 타일 5개 벽에 다 놓으면 보너스 있어?", "azul-end-bonus", "네, +10점입니다"),
    ("red 5개 다 놓으면 bonus 몇점?", "azul-end-bonus", "+10점"),
    (
        "빨강 타일 5개 벽에 다 놓으면 보너스 있어? 세로줄도 1개 있고",
        "azul-end-bonus",
        "네, +17점입니다",
    ),
    ("가로 1줄 세로 2줄 색깔 1개 완성했으면 종료 보너스 합계 몇점?", "azul-end-bonus", "+26점"),
    ("가로 2줄 색깔 1개 세로 1줄 완성 보너스 몇 점?", "azul-end-bonus", "+21점"),
    # the start marker onto a floor line that holds tiles already
    (
        "바닥에 이미 타일 2개 있는데 가운데서 처음 가져가서 선마커 받으면 감점 총 얼마야?",
        "azul-floor",
        "−4점",
    ),
    ("바닥에 1개 있는데 중앙에서 처음 가져가면 몇 점 깎여?", "azul-floor", "−2점"),
    ("바닥줄에 타일 4개 있는데 중앙에서 제일 먼저 가져오면 감점?", "azul-floor", "−8점"),
    # the floor: the score left, a guess with no 점, spaces up to an ordinal, the overflow
    ("아줄 점수14점에서 바닥에 6개면 몇점남아?", "azul-floor", "−11점 (14점 → 3점)"),
    ("바닥에 타일 두개면 -2 맞지??", "azul-floor", "네, −2점입니다"),
    ("아줄 바닥 세번째칸까지 차면 감점 -3이지?", "azul-floor", "아니요, −4점입니다"),
    ("바닥줄 다섯 번째 칸까지 찼으면 몇 점 까여?", "azul-floor", "−8점"),
    (
        "바닥에 9개 떨어지면 몇점 까여? 8번째부터는 어디로 가?",
        "azul-floor",
        "−14점, 넘친 2장은 상자 뚜껑으로",
    ),
    (
        "바닥에 10개 떨어지면 감점 얼마야? 넘치는 건 어디로 가?",
        "azul-floor",
        "−14점, 넘친 3장은 상자 뚜껑으로",
    ),
    # a wall space named by its neighbours, or the new tile counted in its runs
    ("놓은 타일 포함해서 가로로 4개 세로로 3개 이어지면 몇점이야", "azul-wall-score", "7점"),
    ("아줄 왼쪽에 1개, 위에 1개 붙어있는 칸에 타일 놓으면 몇 점인가요?", "azul-wall-score", "4점"),
    (
        "아줄 오른쪽에 타일 2개 이어져있고 위아래는 비어있는 칸에 놓으면 몇점",
        "azul-wall-score",
        "3점",
    ),
    # a line full of the colour refuses more of it; a take with no count is the colour put
    (
        "2번 줄에 파랑 2개로 꽉 차있는데 파랑을 또 거기 놓을 수 있어?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "3번 줄 빨강으로 꽉 찼는데 빨강 더 넣어도 돼?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "2번 줄에 빨강 1개 있는데 파랑 가져와서 같이 놓을 수 있어?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    # the floor line chosen on purpose
    (
        "패턴라인에 안 놓고 바로 바닥에 버려도 되나요?",
        "azul-line-allowed",
        "네, 가져온 타일을 모두 바닥 줄에 놓아도 됩니다",
    ),
    (
        "일부러 바닥줄에 다 놔도 돼?",
        "azul-line-allowed",
        "네, 가져온 타일을 모두 바닥 줄에 놓아도 됩니다",
    ),
    # the tiles the factory holds, said as "그거"
    (
        "아줄 factory에 파랑 4개 있으면 그거 다 가져가야돼?",
        "azul-take",
        "파랑 4장을 모두 가져옵니다",
    ),
    # the game's tiles
    ("아줄 타일 총 몇개야? 색깔별로는 몇 개씩?", "azul-setup", "모두 100장 (다섯 색 × 20장)"),
    ("타일 전부 몇 장이에요?", "azul-setup", "모두 100장 (다섯 색 × 20장)"),
    # English words for the game's things
    (
        "pattern line 4번에 yellow 2개 있는데 yellow 3개 가져오면 floor에 몇 개 가?",
        "azul-placement",
        "4번 줄에 2장, 바닥 줄에 1장",
    ),
    (
        "pattern line 2번에 red 1개 있는데 blue 놓을 수 있어?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    ("floor에 5개면 몇점?", "azul-floor", "−8점"),
]

DECLINED = [  # (question, the kind it must not be read as)
    # the line's tiles said to lie there, never read as the take (a wrong verdict before)
    ("3번 줄에 파랑 2개 찼는데 파랑 가져오면?", "azul-placement"),
    ("3번 줄에 파랑 2개 있었는데 파랑 놓으면?", "azul-placement"),
    ("3번 줄에 파랑 2개 들었는데 파랑 넣으면?", "azul-placement"),
    ("3번 줄 파랑 2개 상태에서 파랑 넣으면?", "azul-placement"),
    ("3번 줄에 파랑 2개로 꽉 찼는데 파랑 더 놓을 수 있어?", "azul-placement"),
    ("3번 줄에 파랑 2개로 꽉 찼는데 파랑 더 놓을 수 있어?", "azul-line-allowed"),
    # a pattern line at the round's end: points asked, how full not said, two lines, a wall
    # row that could not be
    ("4번 줄 4칸 다 채우면 라운드 끝에 점수 몇 점 받아?", "azul-line-tiled"),
    ("3번 줄 거의 다 찼으면 라운드 끝나고 어떻게 돼?", "azul-line-tiled"),
    ("1번 줄 덜 찼으면 라운드 끝나고 어떻게 돼?", "azul-line-tiled"),
    ("3번 줄이랑 4번 줄 다 채우면 라운드 끝에 어떻게 돼?", "azul-line-tiled"),
    ("5번 줄에 파랑 6개 있으면 라운드 끝나고 어떻게 돼?", "azul-line-tiled"),
    (
        "4번 줄 다 채웠는데 벽 4번째 줄에 그 색 이미 있으면 라운드 끝에 어떻게 돼?",
        "azul-line-tiled",
    ),
    ("4번 줄 다 채웠는데 벽에 놓을 칸이 없으면 라운드 끝에 어떻게 돼?", "azul-line-tiled"),
    ("3번 줄 다 채우면 라운드 끝나고 어떻게 돼? 아 아니 덜 채우면", "azul-line-tiled"),
    ("상대 4번 줄 다 찼는데 라운드 끝나면 어떻게 돼?", "azul-line-tiled"),
    ("4번 줄 다 찼는데 라운드 끝나면 3개 다 벽으로 가?", "azul-line-tiled"),
    # the end of the game: negated, the other game, a correction, a colour, the rounds
    ("여름 별장에서 가로줄 다 채우면 바로 게임 끝나?", "azul-end-trigger"),
    ("가로줄 다 채우면 바로 끝나는 거 아니지?", "azul-end-trigger"),
    ("가로줄 못 채우면 게임 안 끝나?", "azul-end-trigger"),
    ("가로줄 안 채웠는데 게임 끝나?", "azul-end-trigger"),
    ("가로줄 하나 채우면 바로 끝나? 아 아니 세로줄", "azul-end-trigger"),
    ("빨강 타일 5개 다 놓으면 게임 끝나?", "azul-end-trigger"),
    ("아줄 가로줄 다 채우면 몇 라운드에 끝나?", "azul-end-trigger"),
    ("가로줄 다 채우고 보너스 몇 점이야 게임 끝나면?", "azul-end-trigger"),
    # a tie: rows that differ, columns, three players, not said
    ("동점인데 가로줄 개수가 다르면 누가 이겨?", "azul-winner"),
    ("동점이고 세로줄 개수도 같으면 누가 이겨?", "azul-winner"),
    ("셋이서 했는데 동점이고 가로줄 수도 같으면?", "azul-winner"),
    ("동점인데 가로줄 개수도 같지 않으면 어떻게 돼?", "azul-winner"),
    ("동점이고 가로줄 수도 같고 세로줄은 내가 더 많으면 누가 이겨?", "azul-winner"),
    ("동점인데 가로줄 개수도 같으면 누가 이겨? 아 아니 세로줄", "azul-winner"),
    # one colour's bonus: fewer than five, not placed, two colours, another game, tiles
    ("빨강 타일 4개 벽에 놓으면 보너스 있어?", "azul-end-bonus"),
    ("빨강 5개 다 못 놓으면 보너스 있어?", "azul-end-bonus"),
    ("빨강 5개 벽에 놓고 파랑 5개도 놓으면 보너스 몇 점?", "azul-end-bonus"),
    ("빨강 5개 다 놓으면 보너스 있어? 썸파", "azul-end-bonus"),
    ("빨강 타일 5개 벽에 다 놓으면 보너스 있어? 아 아니 4개", "azul-end-bonus"),
    ("색깔 2개 모으면 보너스 몇점?", "azul-end-bonus"),
    # the marker onto a held floor: the tiles taken to the floor too, another player's
    # floor, approximations, the next round, a second take from the centre (a full floor is
    # read since probe 13: the marker beside the board)
    (
        "바닥에 타일 2개 있는데 가운데서 처음 빨강 3개 가져와서 바닥에 다 놓으면 감점?",
        "azul-floor",
    ),
    ("상대 바닥에 2개 있는데 중앙에서 처음 가져가서 마커 받으면 감점?", "azul-floor"),
    ("바닥에 3개쯤 있는데 중앙에서 처음 가져가면 몇 점 깎여?", "azul-floor"),
    ("바닥에 타일 2개 있는데 중앙에서 처음 가져가면 다음 라운드 감점은?", "azul-floor"),
    ("바닥에 타일 2개 있는데 중앙에서 두번째로 가져가면 감점?", "azul-floor"),
    ("내 바닥은 2개, 친구 바닥은 3개인데 중앙에서 처음 가져가면 감점?", "azul-floor"),
    ("바닥에 타일 2개 있는데 중앙에서 마커 받으면 썸파 감점 얼마?", "azul-floor"),
    # the floor's guesses and ordinals: two guesses, a score beside, one space's value
    ("바닥에 타일 세개면 감점 -4 맞아 아니면 -3?", "azul-floor"),
    ("바닥에 타일 두개면 -2 맞지? 지금 5점인데", "azul-floor"),
    ("바닥에 타일 2개면 -2 맞지? 친구는 3개야", "azul-floor"),
    ("바닥 세번째 칸은 몇 점이야?", "azul-floor"),
    ("바닥 9번째칸까지 차면 감점?", "azul-floor"),
    ("바닥에 5개 떨어지면 몇 점 까여? 나머지는 어디로 가?", "azul-floor"),
    # a wall space: a pattern line's or a factory's space, touching not said
    ("놓은 타일 포함해서 패턴줄 3개면 몇점", "azul-wall-score"),
    ("2번 줄 빈 칸에 빨강 놓으면 몇 점이야?", "azul-wall-score"),
    ("공장에 있는 칸에 타일 놓으면 몇점?", "azul-wall-score"),
    ("위에 1개 있는 칸에 타일 놓으면 몇 점?", "azul-wall-score"),
    ("왼쪽에 1개 붙어있는 칸에 놓으면 몇점? 위에도 2개 있긴 한데 떨어져 있어", "azul-wall-score"),
    # a line full of the colour: room left, another line asked, a count that disagrees
    ("2번 줄에 파랑 1개 있는데 파랑 또 놓을 수 있어?", "azul-line-allowed"),
    ("2번 줄에 파랑 2개로 꽉 차있는데 빨강은 3번 줄에 놓을 수 있어?", "azul-line-allowed"),
    ("2번 줄에 빨강 1개 있는데 빨강 가져와서 놓을 수 있어?", "azul-line-allowed"),
    # the floor chosen: the marker, a full floor, a count, points, another player or game
    ("마커를 바닥에 버려도 돼?", "azul-line-allowed"),
    ("바닥줄 꽉 찼는데 더 버려도 돼?", "azul-line-allowed"),
    ("일부러 바닥에 3개 버려도 돼?", "azul-line-allowed"),
    ("바닥에 버리면 몇 점 깎여?", "azul-line-allowed"),
    ("상대가 바닥에 버려도 돼?", "azul-line-allowed"),
    ("바닥에 그냥 버려도 돼? 썸파에서", "azul-line-allowed"),
    # "그거": several colours on the factory, tiles elsewhere too, someone else's take
    ("공장에 빨강 1 파랑 3 있으면 그거 다 가져가야 돼?", "azul-take"),
    ("공장에 파랑 2개 있고 중앙에 빨강 3개 있는데 그거 다 가져가야돼?", "azul-take"),
    ("공장에 파랑 4개 있는데 친구가 그거 다 가져갔어 그럼?", "azul-take"),
    # the game's tiles: players, a factory, the bag, kinds of colour, words not known
    ("타일 총 몇 개야? 3인이면", "azul-setup"),
    ("주머니에 타일 몇 개 남았어?", "azul-setup"),
    ("타일 색깔 몇 가지야?", "azul-setup"),
    ("shared bag에 redundant 타일 몇 개?", "azul-setup"),
]


test_reads = reads_test(AZUL, READ, named=False)
test_declines = not_read_as_test(AZUL, DECLINED, named=False)


def test_kinds_are_listed() -> None:
    assert_kinds_listed(AZUL, {"azul-line-tiled", "azul-end-trigger"})


def test_a_colour_not_said_is_not_named() -> None:
    """A floor line taking more tiles names no colour the question did not say."""
    found = compute("바닥 7칸 꽉 찼는데 타일 2개 더 떨어지면 감점 더 돼?", AZUL)
    assert found is not None
    assert not any(c in " ".join(found.details) for c in ("파랑", "노랑", "빨강", "검정", "하양"))


test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, named=False)
