"""Azul computed answers: what an audit of everyday questions found in the whole answer text
(verdict, summary, case, details). A penalty or a wall tile's points guessed in points
("3점 깎이는 거 맞지?", "2점 맞아?") answered with no 아니요 when the guess is wrong; the end
bonus reading a kind said with no count it could read ("색 하나 완성", "색깔도 하나 완성") as
none; a line's tile at the round's end named in a colour, space and points the question did
not say; the engine's own factory number ("1번 공장") and option key ("floor") in the
details; a take's floor penalty given as an empty floor line's without saying so; the centre
taken from read as "not first" as if the question had said it. Each with the phrasing that
was misread, and plain questions a first-time player asks that were already right."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import (
    cites_test,
    not_read_as_test,
    reads_test,
)

AZUL = "azul"
COLOURS = ("파랑", "노랑", "빨강", "검정", "하양")

# (question, kind, verdict): read so, asked on Azul's pages
READ = [
    # the penalty guessed in points: a wrong guess is answered 아니요
    ("바닥에 2개 놓였는데 3점 깎이는 거 맞지?", "azul-floor", "아니요, −2점입니다"),
    ("바닥에 4개면 4점 깎이는 거야?", "azul-floor", "아니요, −6점입니다"),
    ("바닥에 3개 떨어지면 -3점이지?", "azul-floor", "아니요, −4점입니다"),
    ("바닥에 타일 2개랑 마커 있으면 3점 깎여?", "azul-floor", "아니요, −4점입니다"),
    # (the score worked out below 0 is the guess: probe 14)
    ("지금 3점인데 바닥에 4개면 -3점 돼?", "azul-floor", "아니요, 0점이 됩니다 (−6점)"),
    # a right guess is confirmed (it was the penalty alone, with no 네: probe 11)
    ("바닥에 3개면 4점 깎여?", "azul-floor", "네, −4점입니다"),
    ("바닥에 타일 5개면 8점 감점 맞죠?", "azul-floor", "네, −8점입니다"),
    ("아줄 바닥줄 2칸 찼으면 감점 2점이야?", "azul-floor", "네, −2점입니다"),
    ("지금 10점인데 바닥에 3개면 4점 깎여?", "azul-floor", "네, −4점입니다 (10점 → 6점)"),
    # the score after the penalty guessed, beside the score now
    ("지금 10점인데 바닥에 3개면 6점 되는 거야?", "azul-floor", "네, 6점이 됩니다 (−4점)"),
    ("지금 3점인데 바닥에 4개면 0점 돼?", "azul-floor", "네, 0점이 됩니다 (−6점)"),
    # a wall tile's points guessed
    ("새 타일 옆에 2개 있으면 2점 맞아?", "azul-wall-score", "아니요, 3점입니다"),
    ("새 타일 주변에 아무것도 없으면 1점이야?", "azul-wall-score", "네, 1점입니다"),
    ("벽에 놓은 타일 양옆에 하나씩, 위에 하나 있으면 5점이야?", "azul-wall-score", "네, 5점입니다"),
    # the colours done said with no 개, or after 도: read, never none
    ("가로줄 2개, 세로줄 1개, 색 하나 완성했어. 보너스 합 몇 점?", "azul-end-bonus", "+21점"),
    ("최종 보너스 가로 1줄 세로 0줄 색깔 하나 다 모았으면 몇점?", "azul-end-bonus", "+12점"),
    ("게임 끝 가로줄 2개 완성 색깔도 하나 완성 보너스 몇점?", "azul-end-bonus", "+14점"),
    # a kind said to be none, in a list, stays none
    (
        "58점인데 가로 두 줄 완성했고 세로줄이나 색 세트는 없어. 최종 몇 점?",
        "azul-end-bonus",
        "+4점 (최종 62점)",
    ),
    ("가로줄 1개 완성, 세로줄은 2개 거의 다 찼어. 보너스 몇 점?", "azul-end-bonus", "+2점"),
    # everyday questions that were right, kept so
    ("바닥에 타일 2개 있으면 몇 점 깎여?", "azul-floor", "−2점"),
    ("아줄에서 바닥줄에 4개 떨어지면 감점 몇점이에요?", "azul-floor", "−6점"),
    ("바닥줄에3개있으면몇점감점이야", "azul-floor", "−4점"),
    ("바닥에 첫플레이어 마커랑 타일 2개 있으면 감점 얼마야?", "azul-floor", "−4점"),
    ("지금 2점인데 바닥에 타일 4개 있으면 몇 점이야?", "azul-floor", "−6점 (2점 → 0점)"),
    (
        "벽에서 5점 받고 바닥에 2개 있으면 이번 라운드 몇 점?",
        "azul-floor",
        "+3점 (벽 +5점, 바닥 줄 −2점)",
    ),
    # (probe 18: whether there is a penalty is answered 네/아니요)
    ("바닥 줄이 비어 있으면 감점 있어?", "azul-floor", "아니요, 0점입니다"),
    ("바닥에 타일 없는데 중앙에서 처음 가져가면 몇점?", "azul-floor", "−1점"),
    ("바닥에 타일 1개 있는데 중앙에서 처음 가져가면 감점 몇점?", "azul-floor", "−2점"),
    ("바닥에 6개 있는데 2개 더 오면 감점?", "azul-floor", "−14점, 넘친 1장은 상자 뚜껑으로"),
    (
        "3번 줄에 빨강 1개 있는데 빨강 4개 가져오면 어떻게 돼?",
        "azul-placement",
        "3번 줄에 2장, 바닥 줄에 2장",
    ),
    (
        "아줄 2번줄 비어있는데 빨강 4개 가져오면 몇개 바닥으로 가요?",
        "azul-placement",
        "2번 줄에 2장, 바닥 줄에 2장",
    ),
    (
        "4번 줄에 파랑 2개 있는데 중앙에서 처음 파랑 3개 가져오면?",
        "azul-placement",
        "4번 줄에 2장, 바닥 줄에 시작 플레이어 표식과 1장",
    ),
    (
        "3번 줄에 파랑 2개 있는데 빨강 1개 가져오면 거기 넣을 수 있어?",
        "azul-placement",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "벽 2번째 줄에 파랑 이미 있는데 2번 줄에 파랑 놓을 수 있어?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "아줄 1번 줄에 검정 있는데 파랑 놓아도 되나요?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
    (
        "5번 줄에 검정 2개 있는데 하양 넣으면 안 돼?",
        "azul-line-allowed",
        "그 줄에는 놓을 수 없습니다",
    ),
    (
        "일부러 타일 바닥에 놓아도 돼?",
        "azul-line-allowed",
        "네, 가져온 타일을 모두 바닥 줄에 놓아도 됩니다",
    ),
    (
        "노랑 1개 가져왔는데 모든 패턴 줄이 꽉 찼어. 어디 놔?",
        "azul-lines-for",
        "바닥 줄에만 놓을 수 있습니다(1장 모두)",
    ),
    ("벽에 타일 놓았는데 옆에 1개 위에 1개 있으면 몇점이에요", "azul-wall-score", "4점"),
    ("벽에 놓은 타일 위아래로 2개씩 있으면 점수는?", "azul-wall-score", "5점"),
    (
        "1번 줄이랑 2번 줄 완성했고 벽 비어있어. 같은 세로줄이면 몇 점?",
        "azul-several-lines",
        "3점 (1번 줄 1점 + 2번 줄 2점)",
    ),
    (
        "공장에 빨강 2개 파랑 2개 있는데 빨강 가져가면 파랑은 어디로 가?",
        "azul-take",
        "빨강 2장을 모두 가져옵니다, 남은 파랑 2장은 중앙으로 갑니다",
    ),
    (
        "공장에 빨강 3개 있는데 빨강 2개만 가져가도 되나요?",
        "azul-take",
        "아니요, 빨강 3장을 모두 가져와야 합니다",
    ),
    ("게임 끝나고 가로줄 2개 세로줄 1개 완성했으면 보너스 몇 점?", "azul-end-bonus", "+11점"),
    ("최종 보너스 세로줄 하나에 몇 점이야?", "azul-end-bonus", "+7점"),
    ("동점인데 나는 가로줄 2개 친구는 1개면 누가 이겨?", "azul-winner", "내가 이깁니다"),
    ("아줄 점수 같고 가로줄 수도 같으면 누가 이겨요?", "azul-winner", "공동 우승입니다"),
    ("2명이서 하면 공장 몇 개 깔아?", "azul-setup", "공장 5개, 라운드마다 타일 20장"),
    ("3명이면 공장 6개야?", "azul-setup", "아니요, 3명이면 공장 7개입니다"),
    (
        "아줄 3번 줄 2개 찼는데 라운드 끝나면 버려요?",
        "azul-line-tiled",
        "아니요, 그대로 둡니다: 3번 줄의 타일 2장은 다음 라운드에도 그 줄에 남습니다",
    ),
    (
        "5번 줄 다 채우면 라운드 끝에 타일 5개 다 벽으로 가?",
        "azul-line-tiled",
        "아니요, 벽으로 1장, 남은 4장은 상자 뚜껑으로",
    ),
    (
        "가로줄 하나 다 채우면 게임 바로 끝나?",
        "azul-end-trigger",
        "아니요, 바로 끝나지 않습니다: 그 라운드의 벽 타일 붙이기와 바닥 줄 감점을 모두 마친 뒤 "
        "끝납니다",
    ),
    (
        "세로 한 줄 다 채우면 끝나요?",
        "azul-end-trigger",
        "아니요, 세로줄을 채워도 게임은 끝나지 않습니다",
    ),
]

# (question, kind): not read as that kind
DECLINED = [
    # a colour said done with no count the reader reads: never counted as none
    ("가로줄 하나 완성하고 노랑 다 모았어 보너스 몇점?", "azul-end-bonus"),
    ("게임 끝에 가로 1줄, 세로 1줄, 그리고 파랑 5개 다 놓았어. 보너스는?", "azul-end-bonus"),
    # two guesses: which one is asked?
    ("지금 10점인데 바닥에 3개면 6점이야? 아니면 4점 깎여?", "azul-floor"),
]


test_reads = reads_test(AZUL, READ, named=False)
test_declines = not_read_as_test(AZUL, DECLINED, named=False)


def test_a_guess_and_its_yes_or_no_agree() -> None:
    """ok is False for a wrong guess, True for a right one said with 네; asked in the
    negative the guess gets no 네/아니요 (it would read backwards) and its card is coloured as
    the guess's truth, the house's way with every question asked in the negative (probe 17:
    it was None)."""
    wrong = compute("바닥에 2개 놓였는데 3점 깎이는 거 맞지?", AZUL, asked=True)
    assert wrong is not None and wrong.ok is False
    right = compute("새 타일 주변에 아무것도 없으면 1점이야?", AZUL, asked=True)
    assert right is not None and right.ok is True
    negative = compute("바닥에 3개면 4점 깎이는 거 아니야?", AZUL, asked=True)
    assert negative is not None and negative.ok is True and negative.verdict == "−4점"
    wall = compute("벽에 놓은 타일 옆에 1개 있으면 2점 아니야?", AZUL, asked=True)
    assert wall is not None and wall.ok is True and wall.verdict == "2점"


@pytest.mark.parametrize(
    "question",
    [
        "아줄 4번 줄 다 채우면 라운드 끝에 어떻게 돼요?",
        "2번 줄에 2개 다 찼으면 벽에 몇 개 가?",
        "라운드 끝났는데 1번 줄 꽉 찼어. 어떻게 해?",
    ],
)
def test_a_tiled_line_names_no_colour_space_or_points_not_said(question: str) -> None:
    """The engine tiles a blue tile onto an empty wall: its colour, its space ("4행 4열")
    and its points ("이웃 없음 = 1점") are none of them the question's."""
    found = compute(question, AZUL, asked=True)
    assert found is not None and found.kind == "azul-line-tiled"
    said = " ".join([found.summary, found.case, *found.details])
    assert not any(c in said for c in COLOURS), said
    assert "행" not in said and "이웃 없음" not in said and "= 1점" not in said, said


def test_a_tiled_line_of_a_colour_said_keeps_it() -> None:
    found = compute("아줄 5번 줄에 빨강 5개 다 찼는데 라운드 끝나면 어떻게 돼?", AZUL, asked=True)
    assert found is not None and found.kind == "azul-line-tiled"
    said = " ".join([found.summary, *found.details])
    assert "빨강" in said and "파랑" not in said and "5행" not in said


@pytest.mark.parametrize(
    "question",
    [
        "공장에 빨강 2개 파랑 2개 있는데 빨강 가져가면 파랑은 어디로 가?",
        "공장에 빨강 3개 있는데 빨강 2개만 가져가도 되나요?",
        "공장에 파랑 3개랑 빨강 1개가 있는데 파랑을 가져와서 2번 줄에 넣으면 어떻게 돼?",
        "공장에 파랑 3개 노랑 1개 있었는데 친구가 노랑 가져갔어 이제 파랑 가져오면?",
    ],
)
def test_no_factory_number_of_the_engines(question: str) -> None:
    """The question names no factory by number: "1번 공장" is the engine's, said "그 공장"."""
    found = compute(question, AZUL, asked=True)
    assert found is not None
    said = " ".join([found.verdict, found.summary, found.case, *found.details])
    assert "번 공장" not in said, said


def test_someone_elses_take_is_said_to_be_theirs() -> None:
    found = compute(
        "공장에 파랑 3개 노랑 1개 있었는데 친구가 노랑 가져갔어 이제 파랑 가져오면?",
        AZUL,
        asked=True,
    )
    assert found is not None and found.kind == "azul-take"
    assert found.details[0] == "다른 사람이 그 공장에서 노랑 1장을 가져갑니다."


def test_no_option_key_of_the_engines() -> None:
    found = compute("아줄 1번 줄에 검정 있는데 파랑 놓아도 되나요?", AZUL, asked=True)
    assert found is not None and found.details
    assert "floor" not in " ".join(found.details)
    assert "바닥 줄에 놓으세요" in " ".join(found.details)


@pytest.mark.parametrize(
    "question",
    [
        "3번 줄에 빨강 1개 있는데 빨강 4개 가져오면 어떻게 돼?",
        "중앙에서 처음으로 빨강 3개 가져와서 3번 줄에 놓으면 어떻게 돼?",
        "4번 줄에 파랑 2개 있는데 중앙에서 처음 파랑 3개 가져오면?",
    ],
)
def test_a_takes_floor_penalty_says_it_is_an_empty_floors(question: str) -> None:
    """The question says nothing of its floor line: each space's penalty is an empty floor
    line's, and the answer says so rather than "라운드 끝에 −2점" flat."""
    found = compute(question, AZUL, asked=True)
    assert found is not None and found.kind == "azul-placement"
    # each tile's destination and its penalty are the details listed on the card
    said = " ".join(found.details)
    assert "바닥 줄이 비어 있었다면" in said, said
    assert "가서 라운드 끝에" not in said and "1번째 칸에 놓습니다" not in said


def test_the_centre_not_said_first_is_an_assumption() -> None:
    found = compute("중앙에서 빨강 4개 가져와서 2번 줄에 놓으면 바닥에 몇 개?", AZUL, asked=True)
    assert found is not None and found.kind == "azul-placement"
    assert "처음 가져오는 것은 아니라고 봄" in found.case and "처음은 아님" not in found.case


test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, named=False)
