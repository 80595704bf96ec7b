"""Azul computed answers: probe 14, new questions of a first-time player (whole turns told,
claims heard from others, other players' boards, "why" and "what if not") whose verdict
misread the case:

- another player's claim said in the middle of the question, of the case told before it
  ("바닥에 2개 있는데 친구가 이거 -3점이래. 맞아?", "… 친구가 감점 3점이래", "… 상대가 6점
  잃는다고 하네. 맞아?"): left unread, or the bare penalty answering it ("−4점", with no
  네/아니요); now checked as the asker's own guess ("아니요, −2점입니다").
- a score below 0 guessed from the score now ("지금 0점인데 바닥에 2개면 마이너스 2점 돼?",
  "2점인데 바닥 4개면 -4점 돼요?"): "−2점 (0점 → 0점)" with no 아니요, or "아니요, −6점입니다"
  as if the penalty were guessed; now "아니요, 0점이 됩니다 (−2점)", the score now in the case.
  A guess that is the penalty and not the score worked out ("지금 10점인데 바닥 2개면 -2점
  돼?") stays the penalty alone.
- whether the score goes below 0, asked with the score now said ("지금 5점인데 바닥에 3개
  있으면 점수 마이너스로 가?"): the penalty and the score after alone ("−4점 (5점 → 1점)");
  now "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −4점, 5점 → 1점)", as it was
  with no score said.
- a floor line said full with no count ("바닥 줄 가득인데 3개 더 버리면", "바닥 꽉인데 타일
  1개 더 오면"): the tiles that come read as the ones there ("−4점", "−1점"); now the full
  line and more ("−14점, 넘친 3장은 상자 뚜껑으로"). Said full beside the marker and more
  ("바닥 줄 꽉 찼는데 표식이랑 2개 더 오면") it is not read (it was "−4점").
- whether the penalty grows with tiles that come ("바닥 7칸 다 찼는데 더 떨어지면 감점 더
  돼?", "… 추가 감점 있어?"): the penalty alone ("−14점"), with no 네/아니요; now "아니요,
  −14점 그대로입니다" for a full line, "네, −2점에서 −4점이 됩니다" where spaces are left.
  Asked in the negative ("더 깎이지 않지?") it stays plain.
- another player's floor line told whole ("친구 바닥 줄에 타일 4개 있어. 친구 몇 점 깎여?",
  "상대방 바닥에 5개 있는데 걔 몇 점 까여?"): not read; now read as the asker's would be, the
  case saying whose ("상대의 바닥 줄에 타일 4장"). With the asker named too ("나는 몇 점?"),
  two other players, or a take from the shared tiles told, it is not read, as before. Three
  rows of probes 1 and 10 that pinned it unread ("친구 바닥에 2개 있어. 몇 점 깎여?") move here.
- a row or column said to become joined by the new wall tile ("새 타일 놓으니까 가로로 3개가
  이어졌어", "가로로 4개 연결되면"): read as the tiles beside it ("4점", "5점"), where it is the
  run the tile makes, itself in it, as the rulebook's "가로 4장 세로 3장" is (3점, 4점); now
  so, the case saying the new tile is taken out of the count. Said lying there ("2개 이어져
  있어", "연결돼 있으면") it is the tiles beside it, as before; "1개 이어지면" is no run, and
  not read.
- two takes from the centre told, the earlier the first ("아까 중앙에서 처음 가져가서 표식
  받았어. 이번에 또 중앙에서 빨강 2개 가져와 빈 2번 줄에 넣으면 바닥엔?", "지난 차례에 중앙에서
  처음 가져갔는데 이번 차례에 중앙에서 … 표식 또 받아?"): the take asked about read as the
  first ("바닥 줄에 시작 플레이어 표식", a yes to "또 받아?"), where the marker went with the
  earlier one; now not read (the floor line's marker is the earlier take's, and what else lies
  there is not told). One take from the centre said not the first reads as before.
- the winner guessed at the end of a tie-break question ("둘 다 70점이고 나는 가로줄 2개
  친구는 1개면 친구가 이기지?", "… 공동 우승이지?"): the winner alone ("내가 이깁니다"), with
  no 네/아니요; now checked ("아니요, 내가 이깁니다", "네, 공동 우승입니다"). Asked in the
  negative ("내가 이기는 거 아니야?") it stays plain.

Every row of :data:`READ` and :data:`NOT_READ` marked new was checked to fail on the reader
before its fix; the rows marked unchanged read as they did."""

from __future__ import annotations

import pytest

from tutor.qa_computed import compute

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

AZUL = "azul"
FLOOR = "azul-floor"
WALL = "azul-wall-score"

# (question, kind, verdict[, ok]): read so, asked on Azul's pages (and with the game detected
# when the question names it)
READ = [
    # (new) another player's claim, said after the case
    ("바닥 줄에 타일 3개 있는데 동생이 이거 -5점이래. 맞아?", FLOOR, "아니요, −4점입니다", False),
    ("바닥에 타일 다섯 개 있는데 형이 감점 8점이래요. 맞나요?", FLOOR, "네, −8점입니다", True),
    ("바닥에 타일 6개 떨어졌는데 친구가 10점 깎인대. 진짜야?", FLOOR, "아니요, −11점입니다", False),
    ("바닥 줄에 1개 있는데 상대가 1점 빠진다고 하던데 맞아?", FLOOR, "네, −1점입니다", True),
    ("바닥에 4개 있고 누나가 그거 -6이라는데 맞지?", FLOOR, "네, −6점입니다", True),
    ("벽에 새 타일 옆에 2개 있는데 친구가 이거 3점이래. 맞아?", WALL, "네, 3점입니다", True),
    # (unchanged) said right after the player
    ("바닥에 3개 있는데 친구가 -6이래. 맞아?", FLOOR, "아니요, −4점입니다", False),
    # (new) a score below 0 guessed from the score now
    (
        "내 점수 0점인데 바닥 줄에 타일 3개면 마이너스 4점 되는 거야?",
        FLOOR,
        "아니요, 0점이 됩니다 (−4점)",
        False,
    ),
    ("지금 2점인데 바닥에 4개 떨어지면 -4점 돼요?", FLOOR, "아니요, 0점이 됩니다 (−6점)", False),
    (
        "현재 0점이고 바닥에 표식이랑 타일 1개 있으면 -2점 돼?",
        FLOOR,
        "아니요, 0점이 됩니다 (−2점)",
        False,
    ),
    # (unchanged) the penalty guessed, not the score worked out
    ("지금 10점인데 바닥 2개면 -2점 돼?", FLOOR, "−2점 (10점 → 8점)"),
    ("지금 1점인데 바닥에 타일 3개면 마이너스 4점 돼?", FLOOR, "−4점 (1점 → 0점)"),
    # (new) below 0 asked beside the score now
    (
        "지금 5점인데 바닥에 3개 있으면 점수 마이너스로 가?",
        FLOOR,
        "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −4점, 5점 → 1점)",
        False,
    ),
    (
        "점수 1점인데 바닥 줄에 타일 6개면 마이너스 점수 되나요?",
        FLOOR,
        "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −11점, 1점 → 0점)",
        False,
    ),
    # (unchanged) with no score said
    (
        "바닥에 3개 있으면 점수 마이너스 돼?",
        FLOOR,
        "아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −4점)",
        False,
    ),
]

READ += [
    # (new) a floor line said full with no count
    (
        "바닥 줄 가득인데 타일 4개 더 떨어지면 감점 얼마야?",
        FLOOR,
        "−14점, 넘친 4장은 상자 뚜껑으로",
    ),
    ("바닥 꽉인데 2개 더 오면 몇 점 깎여?", FLOOR, "−14점, 넘친 2장은 상자 뚜껑으로"),
    # (new) whether the penalty grows
    (
        "바닥 줄 가득인데 1개 더 버리면 감점 늘어나?",
        FLOOR,
        "아니요, −14점 그대로입니다, 넘친 1장은 상자 뚜껑으로",
        False,
    ),
    ("바닥에 7개 있는데 타일이 더 떨어지면 더 까여?", FLOOR, "아니요, −14점 그대로입니다", False),
    (
        "바닥 일곱 칸 다 찼는데 3개 더 오면 추가 감점 있어요?",
        FLOOR,
        "아니요, −14점 그대로입니다, 넘친 3장은 상자 뚜껑으로",
        False,
    ),
    ("바닥에 3개 있는데 1개 더 오면 감점 더 커져?", FLOOR, "네, −4점에서 −6점이 됩니다", True),
    (
        "바닥에 6개 있는데 2개 더 떨어지면 더 깎여요?",
        FLOOR,
        "네, −11점에서 −14점이 됩니다, 넘친 1장은 상자 뚜껑으로",
        True,
    ),
    # (unchanged) asked in the negative, or the penalty asked
    (
        "바닥 7칸 다 찼는데 2개 더 오면 더 깎이지 않지?",
        FLOOR,
        "−14점, 넘친 2장은 상자 뚜껑으로",
    ),
    ("바닥 가득 찼는데 3개 더 오면 몇 점?", FLOOR, "−14점, 넘친 3장은 상자 뚜껑으로"),
]

READ += [
    # (new) another player's floor line
    ("상대 바닥 줄에 타일 3개 있는데 상대 몇 점 깎여?", FLOOR, "−4점"),
    ("친구네 바닥에 표식이랑 타일 4개 있으면 감점 얼마야?", FLOOR, "−8점"),
    ("옆 사람 바닥에 6개 있던데 걔 -11점 맞아?", FLOOR, "네, −11점입니다", True),
    ("친구는 바닥에 2개 있는데 3점 까이는 거야?", FLOOR, "아니요, −2점입니다", False),
    # (new) pinned unread in probes 1 and 10, now read as theirs
    ("친구 바닥에 타일 3개 있는데 몇 점 깎여?", FLOOR, "−4점"),
    ("친구 바닥에 2개 있어. 몇 점 깎여?", FLOOR, "−2점"),
    ("아줄 상대 바닥에 타일 3개 있으면 몇 점 깎여?", FLOOR, "−4점"),
    # (unchanged) the asker's own, beside another player's
    ("상대 바닥엔 5개 있고 내 바닥엔 2개 있어. 나 몇 점 잃어?", FLOOR, "−2점"),
]

READ += [
    # (new) a run said to become joined: the new tile in it
    ("벽에 타일 하나 붙였더니 가로로 3개가 이어졌어. 몇 점이야?", WALL, "3점"),
    ("새 타일 놓으니까 세로로 4개가 연결됐어 몇 점?", WALL, "4점"),
    ("벽에 새 타일 붙였는데 가로로 2개 이어지면 몇 점 받아?", WALL, "2점"),
    ("벽에 새 타일 놓았더니 가로로 3개 이어졌어. 4점 맞지?", WALL, "아니요, 3점입니다", False),
    # (unchanged) said lying there: beside it; the new tile said counted in
    ("벽에 새 타일 놨는데 가로로 2개 이어져 있어. 몇 점?", WALL, "3점"),
    ("새 타일 포함해서 가로 3개 세로 2개 이어지면 몇 점?", WALL, "5점"),
]

READ += [
    # (unchanged) one take from the centre, said not the first
    (
        "중앙에서 처음 가져오는 게 아니라 두 번째인데 검정 3개를 빈 2번 줄에 넣으면 바닥엔?",
        "azul-placement",
        "2번 줄에 2장, 바닥 줄에 1장",
    ),
]

WINNER = "azul-winner"
READ += [
    # (new) the winner guessed
    (
        "점수 둘 다 55점인데 나는 가로줄 3개 친구는 2개야. 친구가 이기는 거 맞지?",
        WINNER,
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "둘 다 66점이고 저는 가로줄 1개 친구는 2개면 친구가 이기죠?",
        WINNER,
        "네, 상대가 이깁니다",
        True,
    ),
    ("동점인데 가로줄 수도 똑같으면 공동 우승이죠?", WINNER, "네, 공동 우승입니다", True),
    (
        "점수도 같고 완성한 가로줄 수도 같으면 내가 이기지?",
        WINNER,
        "아니요, 공동 우승입니다",
        False,
    ),
    # (unchanged) asked in the negative
    (
        "둘 다 60점인데 나는 가로줄 1개 친구는 2개야. 내가 이기는 거 아니야?",
        WINNER,
        "상대가 이깁니다",
    ),
]

# (question, what the case says): the facts the verdict is worked out from
CASES = [
    # (new) the score now, beside a score below 0 guessed
    ("내 점수 0점인데 바닥 줄에 타일 3개면 마이너스 4점 되는 거야?", "지금 0점"),
    # (new) another player's floor line: whose
    ("상대 바닥 줄에 타일 3개 있는데 상대 몇 점 깎여?", "상대의 바닥 줄"),
]

# no verdict
NOT_READ = [
    # (new) two takes from the centre, the earlier the first
    "아까 가운데서 제일 먼저 가져가서 마커 챙겼어. 이번에 또 가운데서 노랑 3개 가져와 빈 3번 줄에 넣으면 바닥엔?",
    "전 차례에 중앙에서 처음 가져갔고 이번에 중앙에서 하양 1개 가져와서 빈 1번 줄에 넣으면 표식 또 받아?",
    # (unchanged)
    "중앙에서 첫 번째로 빨강 가져갔었는데 이번에 중앙에서 파랑 4개 가져와서 빈 3번 줄 넣으면 감점은?",
    # (new) "1개 이어지면": no run, maybe the one beside it
    "벽에 새 타일 놨는데 세로로 1개 이어지면 몇 점?",
    # (unchanged) another player's floor line with the asker's asked, two other players, or
    # a take from the shared tiles told
    "친구 바닥에 3개 있는데 내 감점은 몇 점이야?",
    "친구 바닥에 4개 상대방 바닥에 1개 있으면 몇 점씩 까여?",
    "친구가 중앙에서 처음 가져가서 친구 바닥에 표식이랑 1개 있어. 친구 감점은?",
    "친구 바닥 줄에 타일 좀 있는데 몇 점 깎여?",
    # (new) a floor line said full beside the marker and more
    "바닥 줄 꽉 찼는데 표식이랑 2개 더 오면 감점?",
    "바닥 가득 찼는데 시작 플레이어 표식하고 타일 1개 더 오면 몇 점?",
]


test_reads = reads_test(AZUL, READ)


@pytest.mark.parametrize(("question", "said"), CASES)
def test_the_case_says_it(question: str, said: str) -> None:
    found = compute(question, AZUL, asked=True)
    assert found is not None and said in found.case, (question, found)


test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
