"""Azul computed answers: what a third adversarial probe found in the readings added for a
first-time player's questions (a pattern line at the round's end, the end of the game, the
game's tiles, the start marker onto a held floor, guesses and ordinals of the floor, a wall
space named by its neighbours, a full line, the floor chosen on purpose, a level tie, one
colour's bonus, English words) and in the old readers: negations read as the case itself
("다 채우지 않으면", "처음 안 가져가면", "동점 아닌데"), more play or another time asked
("한 라운드 더 해?", "라운드 끝나기 전에", "다음 라운드에"), a must read as a may ("버려야
돼?"), tiles that are not the hundred (the start marker's, Summer Pavilion's), counts that
are not the floor's, approximations, the marker coming onto spaces already filled, a side
said with no count, another colour beside one colour's bonus. Each with the phrasing that
was misread, and the look-alikes that still read."""

from __future__ import annotations

from tutor.qa_computed import compute

from .computed_cases import (
    cites_test,
    not_read_as_test,
    reads_test,
)

AZUL = "azul"

STAYS_4 = "그대로 둡니다: 4번 줄의 타일은 다음 라운드에도 그 줄에 남습니다"
STAYS_5 = "그대로 둡니다: 5번 줄의 타일은 다음 라운드에도 그 줄에 남습니다"
ROW_ENDS = "네, 그 라운드의 벽 타일 붙이기와 바닥 줄 감점을 모두 마치면 게임이 끝납니다"
NOT_AT_ONCE = "아니요, 바로 끝나지 않습니다: 그 라운드의 벽 타일 붙이기와 바닥 줄 감점을 모두 마친 뒤 끝납니다"
REFUSED = "아니요, 그 줄에는 놓을 수 없습니다"
FLOOR_OK = "네, 가져온 타일을 모두 바닥 줄에 놓아도 됩니다"
TILES = "모두 100장 (다섯 색 × 20장)"

# (question, kind, verdict): read so, asked on Azul's pages
READ = [
    # a line not complete, said with the negation before the verb
    ("4번 줄 다 안 채웠는데 라운드 끝나면 어떻게 돼?", "azul-line-tiled", STAYS_4),
    ("5번 줄 다 못 채우고 라운드 끝나면 타일 다 버려?", "azul-line-tiled", f"아니요, {STAYS_5}"),
    (
        "3번 줄에 빨강 3개 있는데 라운드 끝나면 3개 다 벽으로 가?",
        "azul-line-tiled",
        "아니요, 벽으로 1장, 남은 2장은 상자 뚜껑으로",
    ),
    # the round played out, then the end
    ("가로줄 다 채우면 그 라운드는 다 하고 끝나?", "azul-end-trigger", ROW_ENDS),
    ("가로줄 다 채우면 그 즉시 게임 끝나나요?", "azul-end-trigger", NOT_AT_ONCE),
    # the game's tiles, every word known
    # (one colour's count answered first since probe 23)
    ("아줄 타일 한 색에 몇 개야?", "azul-setup", "색마다 20장 (다섯 색, 모두 100장)"),
    ("아줄 타일 몇 개씩 들어있어?", "azul-setup", TILES),
    # the first take from the centre said as 제일 먼저 (−2 before: the marker left out)
    ("바닥에 두 개 있는데 가운데서 제일 먼저 가져가면 몇 점?", "azul-floor", "−4점"),
    # the marker said in English (−2 before: the marker left out)
    ("floor에 2개랑 first player marker 있으면 몇 점?", "azul-floor", "−4점"),
    ("floor에 2개 있는데 starting player marker 받으면 몇 점?", "azul-floor", "−4점"),
    ("floor에 2개 있는데 first player marker까지 오면 몇 점?", "azul-floor", "−4점"),
    # a guess asked in the negative: the penalty said, no 네/아니요
    ("바닥에 3개면 -4 아니지?", "azul-floor", "−4점입니다"),
    ("바닥에 3개면 -4 아니야 내 생각엔", "azul-floor", "−4점입니다"),
    ("바닥에 3개면 -4 맞지?", "azul-floor", "네, −4점입니다"),
    # the spaces up to an ordinal, the marker counted in
    ("바닥 세 번째 칸까지 차면 몇 점? 마커 포함", "azul-floor", "−4점"),
    ("지금 5점인데 바닥에 3개 있으면 몇 점 남아?", "azul-floor", "−4점 (5점 → 1점)"),
    # a full line of another colour; the floor chosen although a line could take them
    ("3번 줄 빨강으로 꽉 찼는데 파랑 넣어도 돼?", "azul-line-allowed", REFUSED),
    ("패턴줄에 놓을 수 있는데 바닥에 버려도 돼?", "azul-line-allowed", FLOOR_OK),
    ("중앙에서 가져온 거 바닥에 버려도 돼?", "azul-line-allowed", FLOOR_OK),
    # level on points and rows
    ("점수 똑같고 가로줄도 똑같으면 누가 이겨?", "azul-winner", "공동 우승입니다"),
    # one colour, corrected to another colour
    ("빨강 5개 다 놓으면 보너스 몇 점? 아 아니 노랑", "azul-end-bonus", "+10점"),
    # a side said to have none
    ("왼쪽에 1개 붙어 있는 칸에 놓으면 몇 점? 위에는 없어", "azul-wall-score", "2점"),
]

DECLINED = [  # (question, the kind it must not be read as): each was a wrong verdict
    # a complete line said with a negation after the verb (read as complete: 벽으로 1장)
    ("4번 줄 다 채우지 않으면 라운드 끝에 어떻게 돼?", "azul-line-tiled"),
    ("4번 줄 다 채우지 못하면 라운드 끝나고 타일 어떻게 돼?", "azul-line-tiled"),
    ("3번 줄을 다 채우진 않았는데 라운드 끝나면 어떻게 돼?", "azul-line-tiled"),
    ("3번 줄 다 채우진 못했는데 라운드 끝나면 어떻게 돼?", "azul-line-tiled"),
    ("3번 줄 다 채웠는지 모르겠는데 라운드 끝나면 어떻게 돼?", "azul-line-tiled"),
    # not what the round's end does: what is needed, before it, at once, a later placing
    ("4번 줄 다 채우려면 라운드 끝까지 몇 개 더 필요해?", "azul-line-tiled"),
    ("4번 줄 다 채웠어도 라운드 끝나기 전엔 그대로야?", "azul-line-tiled"),
    ("4번 줄 다 채웠으면 라운드 끝나기 전에 벽으로 옮겨?", "azul-line-tiled"),
    ("4번 줄 다 채우면 바로 벽으로 옮겨?", "azul-line-tiled"),
    (
        "4번 줄 다 채웠는데 라운드 끝나면 다음 라운드에 그 줄에 다른 색 놓을 수 있어?",
        "azul-line-tiled",
    ),
    # more play or an end mid-round asked (read 네: the row ends the game)
    ("가로줄 다 채우면 라운드 끝나고 한 라운드 더 해?", "azul-end-trigger"),
    ("가로줄 완성하면 게임 끝나기 전에 한 라운드 더 해?", "azul-end-trigger"),
    ("가로줄 다 채우면 모든 사람 한 번씩 더 하고 끝나?", "azul-end-trigger"),
    ("가로줄 다 채운 사람 있으면 그 라운드 남은 차례 안 하고 끝나?", "azul-end-trigger"),
    ("가로줄 다 채우면 라운드 중간에 끝나?", "azul-end-trigger"),
    ("타일 다 떨어지면 게임 끝나? 가로줄 다 채우면 끝나고", "azul-end-trigger"),
    ("가로줄 다 채우면 게임 끝나? 조커도 써?", "azul-end-trigger"),
    # tiles that are not the hundred, or another game's (read: 100장)
    ("아줄 조커 타일 몇 개 있어?", "azul-setup"),
    ("아줄 별 타일 몇 개야?", "azul-setup"),
    ("아줄 시작 플레이어 타일 몇 개야?", "azul-setup"),
    ("아줄 선 타일 몇 개?", "azul-setup"),
    ("아줄 첫 플레이어 타일 몇 개 있어?", "azul-setup"),
    ("아줄 마커 타일 몇 개야?", "azul-setup"),
    ("아줄 개인판 타일 몇 개?", "azul-setup"),
    ("아줄 확장 타일 몇 개야?", "azul-setup"),
    ("아줄 신트라 타일 몇 개야?", "azul-setup"),
    ("아줄 타일 총 몇 개야? 신트라는?", "azul-setup"),
    ("아줄 퀸즈가든 타일 총 몇 개?", "azul-setup"),
    ("아줄 유리 타일 몇 개?", "azul-setup"),
    ("아줄 타일 총 몇 개야? 조커 포함", "azul-setup"),
    # the marker onto a held floor: the tiles taken to the floor too, not the first take,
    # the increase asked (read: −4)
    ("바닥에 2개 있는데 중앙에서 처음 가져가고 그 타일도 바닥에 놓으면 감점 얼마?", "azul-floor"),
    ("바닥에 2개 있는데 중앙에서 처음 가져가면 감점 얼마? 가져온 건 바닥에", "azul-floor"),
    ("바닥에 2개 있는데 중앙에서 처음은 아니고 두 번째로 가져가면 감점?", "azul-floor"),
    ("바닥에 2개 있는데 중앙에서 처음 가져가지 않으면 감점?", "azul-floor"),
    ("바닥에 2개 있는데 중앙에서 처음 안 가져가면 감점?", "azul-floor"),
    ("바닥에 2개 있는데 중앙에서 처음 가져가면 감점 얼마나 더 늘어?", "azul-floor"),
    ("바닥에 2개 있는데 중앙에서 처음 가져가면 감점 몇 점 늘어?", "azul-floor"),
    # the marker coming onto spaces already filled (read: the spaces alone, −4 / −2)
    ("바닥 세 번째 칸까지 차고 마커도 오면 몇 점?", "azul-floor"),
    ("바닥 3칸 찼는데 마커도 오면 몇 점?", "azul-floor"),
    ("바닥 두 번째 칸까지 차 있는데 마커 오면 몇 점?", "azul-floor"),
    # a count that is not the floor's (read: −8)
    ("빨강 5개 다 놓으면 보너스 몇 점? 바닥에도 빨강 있어", "azul-floor"),
    ("벽에 5개 놓았는데 바닥에 파랑 있으면 몇 점 깎여?", "azul-floor"),
    # Summer Pavilion's words (read as base Azul's floor)
    ("조커 타일 바닥에 3개 떨어지면 몇 점?", "azul-floor"),
    ("바닥에 조커 3개 떨어지면 몇 점 깎여?", "azul-floor"),
    ("와일드 타일 바닥에 3개면 감점?", "azul-floor"),
    ("여름궁전 바닥에 3개면 감점?", "azul-floor"),
    ("바닥에 3개면 몇 점? 기둥 보너스는?", "azul-floor"),
    # ranges and approximations (read: −4)
    ("바닥에 타일 두세 개면 몇 점?", "azul-floor"),
    ("바닥에 타일 최소 3개면 몇 점?", "azul-floor"),
    ("바닥에 타일 적어도 3개면 몇 점?", "azul-floor"),
    ("바닥에 타일 약 3개면 몇 점?", "azul-floor"),
    ("바닥에 타일 3개 남짓이면 몇 점?", "azul-floor"),
    ("바닥에 타일 3개 안팎이면 몇 점?", "azul-floor"),
    # tiles that do not reach the floor, leave it, or another round's penalty
    ("바닥에 3개 안 떨어지면 몇 점?", "azul-floor"),
    ("바닥에 3개 떨어질 뻔했는데 몇 점?", "azul-floor"),
    ("바닥에 3개 떨어졌다가 다시 줄에 놓으면 몇 점?", "azul-floor"),
    ("바닥에 3개 있었는데 라운드 끝나고 다음 라운드에 또 감점?", "azul-floor"),
    ("바닥 7칸 다 안 차면 몇 점?", "azul-floor"),
    ("바닥에 2개 있었는데 다 줄로 옮기면 감점?", "azul-floor"),
    ("바닥에 3개씩 떨어지면 몇 점?", "azul-floor"),
    # a side said to hold tiles with no count; a full line with fewer beside it
    ("왼쪽에 1개 붙어 있는 칸에 놓으면 몇 점? 위에는 있어", "azul-wall-score"),
    ("벽에 새 타일 붙였는데 옆에 2개 붙어 있으면 몇 점? 위에도 있어", "azul-wall-score"),
    ("왼쪽에 2개 붙어있는 칸에 놓았는데 그 줄 다 찼으면 몇 점?", "azul-wall-score"),
    # a full line at a later time: tiled by then (read: 아니요)
    ("2번 줄에 파랑 2개로 꽉 찼는데 다음 라운드에 빨강 놓을 수 있어?", "azul-line-allowed"),
    ("2번 줄에 파랑 2개로 꽉 찼는데 라운드 끝나고 빨강 놓을 수 있어?", "azul-line-allowed"),
    ("3번 줄 빨강으로 꽉 찼다고 했는데 사실 2개야 빨강 넣어도 돼?", "azul-line-allowed"),
    # which lines asked, not the one named (read: 아니요)
    (
        "빨강 2개 가져왔는데 어느 줄에 놓을 수 있어? 2번 줄에 노랑 있고 나머지 비었어 벽엔 빨강 없어",
        "azul-line-allowed",
    ),
    # the floor: part of the tiles, a must, a condition (read: 네, 모두 놓아도 됩니다)
    ("가져온 타일 일부만 바닥에 버려도 돼?", "azul-line-allowed"),
    ("가져온 거 반만 바닥에 버려도 돼?", "azul-line-allowed"),
    ("다 바닥에 버려야 돼?", "azul-line-allowed"),
    ("바닥에 다 버려야 돼?", "azul-line-allowed"),
    ("바닥에 버려야 되나?", "azul-line-allowed"),
    ("바닥에 놓아야만 돼?", "azul-line-allowed"),
    ("바닥에 버려도 되는 건 마지막 라운드만이야?", "azul-line-allowed"),
    # a tie denied, not known, or changed (read: 공동 우승)
    ("동점 아닌데 가로줄 개수 같으면 누가 이겨?", "azul-winner"),
    ("점수가 같지 않은데 가로줄 수가 같으면 누가 이겨?", "azul-winner"),
    ("동점인데 가로줄 수가 같은지 모르겠어 누가 이겨?", "azul-winner"),
    ("동점이었다가 바닥 감점 받고 가로줄 같으면 누가 이겨?", "azul-winner"),
    # one colour's bonus beside another colour, per round, before the end, in one row
    ("빨강 5개 다 놓으면 보너스 있어? 파랑도", "azul-end-bonus"),
    ("빨강 5개 다 놓으면 라운드마다 보너스 받아?", "azul-end-bonus"),
    ("빨강 5개를 벽에 다 놓으면 보너스 있어? 근데 게임 안 끝났어", "azul-end-bonus"),
    ("빨강 타일 5개 벽에 다 놓으면 보너스 몇 점? 가로 한 줄에", "azul-end-bonus"),
    ("가로 2줄 완성 보너스 몇 점? 라운드마다?", "azul-end-bonus"),
    # a take denied (read: 2번 줄에 1장, 바닥 줄에 2장)
    ("2번 줄에 파랑 1개 있는데 파랑 3개 안 가져오면?", "azul-placement"),
]


test_reads = reads_test(AZUL, READ, named=False)
test_declines = not_read_as_test(AZUL, DECLINED, named=False, unasked=True)


def test_a_tiled_line_refuses_its_colour_next_round() -> None:
    """The emptied line takes any colour but the ones its wall row holds: never "어느 색이든"."""
    found = compute("4번 줄 다 채우면 라운드 끝에 벽으로 몇 개 가?", AZUL, asked=True)
    assert found is not None and found.kind == "azul-line-tiled"
    said = " ".join(found.details)
    assert "어느 색이든" not in said and "다시 놓을 수 없습니다" in said


def test_a_negative_guess_is_no_yes_or_no() -> None:
    # (probe 17: no 네/아니요, the card coloured as the guess's truth, the house's way with a
    # question asked in the negative; it was None)
    found = compute("바닥에 3개면 -4 아니야 내 생각엔", AZUL, asked=True)
    assert found is not None and found.ok is True
    assert not found.verdict.startswith(("네", "아니요")), found


test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, named=False)
