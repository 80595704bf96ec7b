"""Azul computed answers: probe 17, new questions of a first-time player (claims heard from
others and checked, a number guessed by the asker, whole turns told, another player's board,
two questions in one message) whose verdict misread the case:

- a claim heard before the case, checked after it ("친구가 감점 5점이래. 바닥에 4개 있는데
  맞아?"): the penalty alone ("−6점"), with no 아니요; now the claim is moved to its check and
  read as the asker's guess ("아니요, −6점입니다"). So too points heard just before the check or
  the question's end ("바닥에 4개면 5점이래 맞아?", "바닥에 5개면 8점이라며", "-14점이라며?"),
  the speaker of a rule told as a condition ("친구가 바닥에 4개면 …", "누나가 그러는데 …",
  "친구 말로는 …": it was taken for the friend's board, or not read), and where tiles go heard
  ("1개 바닥 간대 맞아?", "1개 넘친대").
- a claim heard first said of a topic ("친구가 가로줄 보너스 5점이래. 가로줄 하나 채웠는데
  맞아?", "상대가 새 타일 점수 3점이래. …", "첫 플레이어 표식은 -2점이래. …"): not read (the
  speaker stayed, and the topic was read as a kind with no count); now the topic is dropped
  when the case names it again (kept before the case when not) and the claim is checked. A
  claim with nothing asked of it ("바닥에 2개 있는데 친구가 이거 -3점이래", probe 14's decision;
  "… 감점 1점이래") stays as it was; asked ("… 친구가 2점이래?") it is checked.
- points guessed at the end with no word of the penalty ("바닥에 3개면 4점이지?", "표식만 바닥에
  있으면 0점이지?"): not read (점 read as a cue only at a word's end); now checked.
- the penalty's points guessed beside the score now ("지금 10점인데 바닥에 3개면 4점 맞아?"):
  read as the score after ("아니요, 6점이 됩니다 (−4점)"), where 4 is the penalty; now not
  read. A guess said to become the score ("4점 돼?"), or of another number ("6점이지?", now read
  with 이지 too), reads as the score after.
- no penalty claimed ("감점 없지?", "감점 없는 거 맞지?", "감점 없다던데 맞아?", "감점 없대.
  진짜?"): the penalty alone ("−1점"); now a guess of 0 ("아니요, −1점입니다"; an empty floor
  line "네, 0점입니다"). A take's own "감점 없지?" reads as before.
- a guess ended in other words ("감점 6점이냐?", "6점임?", "4점인 거", "… 진짜?", "1점만
  깎이는"): the penalty alone; now checked.
- a guess asked in the negative ("감점 3점 아니야?", "보너스 7점 아니야?", "2점 아니야?", "바닥에
  1개 가는 거 맞지 않아?"): the statement alone with ok None; the statement stays plain, and
  its card is now coloured as the guess's truth, the house's way with every question asked in
  the negative. Probe 2's, probe 10's and probe 11's pinned rows and the audit's follow.
- the start marker said absent ("바닥에 타일 없고 표식도 없으면 감점 없지?"): read as coming
  (−1점, for 표식도 said of it); now no marker, "네, 0점입니다".
- the start marker onto a full floor line, the penalty asked to grow ("7개 다 찼는데 마커까지
  받으면 감점 더 돼?"): "−14점", read as a yes; now "아니요, −14점 그대로입니다".
- tiles claimed to overflow ("1개 넘치지?", "넘치는 거 1개 맞아?", "2개 넘치는 거 맞지?"), or
  to go to the floor with the count first ("1개는 바닥 가지?", "넘치는 2개는 바닥 줄로
  가나요?"): the placement alone, or not read; now checked as the tiles claimed to go to the
  floor line ("네, 3번 줄에 1장, 바닥 줄에 1장"). Probe 7's near-miss "빈 2번 줄에 빨강 3개
  가져오면 2개 넘쳐?" is now read ("아니요, …"); its row moves here.
- a take's penalty guessed at the end ("빈 2번 줄에 노랑 4개 넣으면 감점 2점이지?"), and a floor
  line's penalty after more tiles guessed ("바닥에 7개 있는데 3개 더 오면 감점 20점이야?", "…
  한개 더 떨어졌어 감점 -4?"): not read; now checked. The tiles claimed to go to the lid past
  a full floor line ("뚜껑으로 가는 거 맞지?") likewise.
- a take said first "first, from the centre" ("첫 번째로 중앙에서 가져왔고 검정 2개 빈 1번 줄에
  넣으면 바닥에 몇 개?"): read as not the first take ("1번 줄에 1장, 바닥 줄에 1장"), the
  start marker left out; now "1번 줄에 1장, 바닥 줄에 시작 플레이어 표식과 1장".
- two floor lines or two wall cases asked at once ("친구 바닥에 3개, 내 바닥에 1개면 각각 몇
  점?", "… 몇 점이고 위에도 1개 있으면 몇 점이야?"): one answer for the last (or the two
  added up, "4점"); now not read. "바닥 줄 마지막 두 칸은 각각 몇 점 깎여?" of the open sets,
  which got "−2점" (two spaces), is no longer read either.
- a choice between two moves ("4번 줄에 넣을까 바닥에 버릴까?"): the first line's placement;
  now not read.
- permission asked with 되죠 ("2번 패턴줄에 빨강 놔도 되죠?"): not read; now "아니요, 그 줄에는
  놓을 수 없습니다", as "놔도 돼요?" is.
- the end bonus: guessed before its name ("2점 보너스 맞지?"), a row or column said complete
  with no count when the bonus's points are asked ("세로줄 완성 보너스 7점 맞아요?"), one
  unnamed colour's five tiles ("한 색깔 5개 다 모으면"), guessed as received ("보너스 4점 받는
  거 맞지?") or before 진짜, and points said taken or scored then checked ("보너스 10점
  받았어. 맞아?", "감점 4점만 했어. 맞게 한 거야?"): not read, or the bonus alone; now
  checked. Whether there is a bonus ("빨강 5개 다 놓으면 보너스 있어?") now gets 네 with it;
  coverage's two pinned rows follow.
- the winner: the rows level said as a count both have ("가로줄 둘 다 2개면", "2개씩 같으면"),
  another player named 동생/형 or bare before a number ("가로줄 나 3개 상대 2개"), the win said
  in the past ("내가 이긴 거 맞지?") and "공동 우승?": not read; now read.
- points said of a wall tile's case, then another side told ("새 타일 옆에 2개면 3점이지? 위에도
  1개 있으면?"): checked against the whole ("아니요, 5점입니다", where the 3점 was right for the
  first case); now the case asked, with no 네/아니요 ("5점"), as probe 16 made the floor's.
- the tiling guessed in full ("벽에 1개 옮기고 나머지 2개 버리는 거 맞지?"), and the factories
  guessed in other words ("3명이면 공장 6개 아니야?", "4인용은 팩토리 9개?"): not read; now
  checked.

Every row of :data:`READ` and :data:`NOT_READ` marked new was checked to fail on the reader
before its fix; the rows marked unchanged read as they did."""

from __future__ import annotations

from tutor.qa_computed import compute

from .computed_cases import (
    case_test,
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

AZUL = "azul"
FLOOR = "azul-floor"
WALL = "azul-wall-score"
ALLOWED = "azul-line-allowed"
BONUS = "azul-end-bonus"
PLACE = "azul-placement"
TILED = "azul-line-tiled"
WINNER = "azul-winner"
SETUP = "azul-setup"

# (question, kind, verdict[, ok]): read so, asked on Azul's pages (and with the game detected
# when the question names it)
READ = [
    # (new) a claim heard before the case, checked after it
    ("친구가 감점 5점이래. 바닥에 4개 있는데 맞아?", FLOOR, "아니요, −6점입니다", False),
    # (new) points heard just before the check or the question's end
    ("바닥줄에 7개 다 차면 -14점이라며?", FLOOR, "네, −14점입니다", True),
    ("바닥에 5개면 8점이라며", FLOOR, "네, −8점입니다", True),
    ("형이 바닥 3칸이면 4점이래. 맞음?", FLOOR, "네, −4점입니다", True),
    ("친구가 바닥에 4개면 5점이래 맞아?", FLOOR, "아니요, −6점입니다", False),
    ("누나가 그러는데 바닥에 3개 있으면 4점이래. 맞지?", FLOOR, "네, −4점입니다", True),
    ("친구가 그러던데 바닥 7칸 다 차면 -14점이래 맞지?", FLOOR, "네, −14점입니다", True),
    ("형이 바닥에 타일 2개면 -3점이라고 했어 맞아?", FLOOR, "아니요, −2점입니다", False),
    ("바닥에 표식 포함 3개면 감점 4점이라던데 진짜?", FLOOR, "네, −4점입니다", True),
    ("친구가 새 타일 양옆에 하나씩 있으면 2점이래. 맞아?", WALL, "아니요, 3점입니다", False),
    # (new) the claim heard first said of a topic, dropped when the case names it again
    (
        "친구가 가로줄 보너스 5점이래. 가로줄 하나 채웠는데 맞아?",
        BONUS,
        "아니요, +2점입니다",
        False,
    ),
    (
        "친구가 세로줄 보너스 5점이래. 세로줄 하나 채웠는데 맞아?",
        BONUS,
        "아니요, +7점입니다",
        False,
    ),
    ("친구가 색 보너스 7점이래. 빨강 5개 다 놨는데 맞아?", BONUS, "아니요, +10점입니다", False),
    ("상대가 새 타일 점수 3점이래. 옆에 1개 붙어 있는데 맞아?", WALL, "아니요, 2점입니다", False),
    (
        "친구가 첫 플레이어 표식은 -2점이래. 바닥에 표식만 있는데 맞아?",
        FLOOR,
        "아니요, −1점입니다",
        False,
    ),
    # (new) the claim heard after the case, asked
    ("새 타일 옆에 2개 붙어있는데 친구가 2점이래?", WALL, "아니요, 3점입니다", False),
    ("바닥에 표식 하나만 있는데 친구가 감점 없대 맞아?", FLOOR, "아니요, −1점입니다", False),
    # (new) points guessed at the end with no word of the penalty
    ("바닥에 3개면 4점이지?", FLOOR, "네, −4점입니다", True),
    ("바닥에 5개면 7점이죠?", FLOOR, "아니요, −8점입니다", False),
    ("표식만 바닥에 있으면 0점이지?", FLOOR, "아니요, −1점입니다", False),
    ("지금 10점인데 바닥에 3개면 6점이지?", FLOOR, "네, 6점이 됩니다 (−4점)", True),
    # (unchanged) the score after said to become it
    ("지금 10점인데 바닥에 3개면 4점 돼?", FLOOR, "아니요, 6점이 됩니다 (−4점)", False),
    # (new) no penalty claimed
    ("바닥에 1개 있으면 감점 없지?", FLOOR, "아니요, −1점입니다", False),
    ("바닥에 1개 있으면 감점 없는 거 맞지?", FLOOR, "아니요, −1점입니다", False),
    ("바닥에 3개 있는데 감점 없지?", FLOOR, "아니요, −4점입니다", False),
    ("바닥 한 칸만 차 있으면 감점 없는 거 맞지?", FLOOR, "아니요, −1점입니다", False),
    ("바닥에 선플레이어 마커만 있으면 감점 없는 거 맞지?", FLOOR, "아니요, −1점입니다", False),
    ("바닥에 표식만 있으면 감점 없지?", FLOOR, "아니요, −1점입니다", False),
    ("바닥에 타일 2개 있으면 감점 없다던데 맞아?", FLOOR, "아니요, −2점입니다", False),
    ("바닥에 타일 2개 있으면 감점 없다며?", FLOOR, "아니요, −2점입니다", False),
    ("바닥에 2개 있는데 감점 없대. 진짜?", FLOOR, "아니요, −2점입니다", False),
    ("친구가 바닥 타일 1개면 감점 없다는데 진짜?", FLOOR, "아니요, −1점입니다", False),
    ("바닥에 아무것도 없으면 감점 없지?", FLOOR, "네, 0점입니다", True),
    # (new) the start marker said absent
    ("바닥에 타일 없고 표식도 없으면 감점 없지?", FLOOR, "네, 0점입니다", True),
    ("바닥에 아무것도 없고 마커도 안 받았으면 감점 몇 점?", FLOOR, "0점"),
    # (new) a guess ended in other words
    ("바닥에 4개 있으면 감점 6점이냐?", FLOOR, "네, −6점입니다", True),
    ("바닥에 4개 있으면 감점 6점임?", FLOOR, "네, −6점입니다", True),
    # (new) a guess asked in the negative: plain, coloured as the guess's truth
    ("바닥에 타일 3개면 감점 3점 아니야?", FLOOR, "−4점", False),
    ("바닥에 3개 있으면 -4점 아니지?", FLOOR, "−4점", True),
    ("바닥에 3개 있는데 3점 아니야?", FLOOR, "−4점", False),
    ("바닥에 3개면 감점 4점 아니야?", FLOOR, "−4점", True),
    ("바닥에 5개면 8점 감점 아니냐?", FLOOR, "−8점", True),
    ("바닥에 타일 5개 있으면 감점 8점 아냐?", FLOOR, "−8점", True),
    ("바닥에 2개 있는데 3점 잃는 거 아님?", FLOOR, "−2점", False),
    ("바닥에 4개 떨어졌는데 5점 깎이는거 아님?", FLOOR, "−6점", False),
    ("바닥에 2개 있는데 1점만 깎이는 거 아니야?", FLOOR, "−2점", False),
    ("바닥에 표식이랑 타일 3개 있으면 6점 깎이는 거 아니야?", FLOOR, "−6점", True),
    ("나 1점인데 바닥에 2개면 -1점 되는 거 아니지?", FLOOR, "0점이 됩니다 (−2점)", False),
    ("색깔 하나 다 모으면 보너스 7점 아니야?", BONUS, "+10점", False),
    ("가로줄 1개 완성하면 보너스 2점 아니야?", BONUS, "+2점", True),
    ("새 타일 옆에 1개 있으면 3점 아니야?", WALL, "2점", False),
    ("새 타일 혼자 있으면 0점 아냐?", WALL, "1점", False),
    ("3명이면 공장 6개 아니야?", SETUP, "3명이면 공장 7개입니다", False),
    # (new) the marker onto a full floor line, the penalty asked to grow
    (
        "바닥에 7개 다 찼는데 마커까지 받으면 감점 더 돼?",
        FLOOR,
        "아니요, −14점 그대로입니다",
        False,
    ),
    # (new) a floor line's penalty after more tiles guessed, or the lid claimed
    (
        "바닥에 7개 있는데 3개 더 오면 감점 20점이야?",
        FLOOR,
        "아니요, −14점입니다, 넘친 3장은 상자 뚜껑으로",
        False,
    ),
    (
        "바닥에 5개 있는데 3개 더 들어오면 -14 맞지?",
        FLOOR,
        "네, −14점입니다, 넘친 1장은 상자 뚜껑으로",
        True,
    ),
    ("바닥에 타일 두개 있었는데 한개 더 떨어졌어 감점 -4?", FLOOR, "네, −4점입니다", True),
    ("바닥에 2개 있는데 1개 더 오면 -4점 맞지?", FLOOR, "네, −4점입니다", True),
    ("바닥에 4개 있는데 2개 더 떨어지면 11점 깎이는 거 맞아?", FLOOR, "네, −11점입니다", True),
    (
        "바닥 꽉 찬 상태에서 3개 더 떨어지면 뚜껑으로 가는 거 맞지?",
        FLOOR,
        "네, 3장 모두 상자 뚜껑으로 갑니다 (−14점 그대로)",
        True,
    ),
    (
        "바닥에 3개 있는데 2개 더 오면 뚜껑으로 가?",
        FLOOR,
        "아니요, 바닥 줄 5칸에 다 들어갑니다 (−8점)",
        False,
    ),
    # (new) points taken off or scored, then checked
    ("상대가 바닥에 4개 있는데 감점 4점만 했어. 맞게 한 거야?", FLOOR, "아니요, −6점입니다", False),
    (
        "형이 가로줄 2개 세로줄 1개인데 보너스 10점 받았어. 맞아?",
        BONUS,
        "아니요, +11점입니다",
        False,
    ),
    # (new) tiles claimed to overflow, or to go to the floor with the count first
    (
        "3번 줄에 파랑 2개 있는데 파랑 2개 가져오면 1개 넘치지?",
        PLACE,
        "네, 3번 줄에 1장, 바닥 줄에 1장",
        True,
    ),
    (
        "3번 줄에 파랑 2개 있는데 파랑 2개 가져오면 1개 넘치는 거 맞지?",
        PLACE,
        "네, 3번 줄에 1장, 바닥 줄에 1장",
        True,
    ),
    (
        "빈 1번줄에 파랑 2개 넣으면 넘치는 거 1개 맞아?",
        PLACE,
        "네, 1번 줄에 1장, 바닥 줄에 1장",
        True,
    ),
    (
        "빈 2번 줄에 빨강 4개 넣으면 2개 넘치는 거 맞지?",
        PLACE,
        "네, 2번 줄에 2장, 바닥 줄에 2장",
        True,
    ),
    (
        "3번 패턴 라인에 파랑 2개 있고 파랑 2개 가져오면 1개는 바닥 가지?",
        PLACE,
        "네, 3번 줄에 1장, 바닥 줄에 1장",
        True,
    ),
    (
        "빈 2번 줄에 빨강 4개 놓으면 2개는 바닥으로 떨어지는 거 맞지?",
        PLACE,
        "네, 2번 줄에 2장, 바닥 줄에 2장",
        True,
    ),
    (
        "빈 2번 줄에 빨강 4개 놓으면 3개가 바닥으로 가?",
        PLACE,
        "아니요, 2번 줄에 2장, 바닥 줄에 2장",
        False,
    ),
    (
        "5번 줄에 검정 3개가 있는데 검정 4개를 가져오면 넘치는 2개는 바닥 줄로 가나요?",
        PLACE,
        "네, 5번 줄에 2장, 바닥 줄에 2장",
        True,
    ),
    # (new) where tiles go heard
    (
        "친구가 빈 2번 줄에 빨강 3개 넣으면 1개 바닥 간대 맞아?",
        PLACE,
        "네, 2번 줄에 2장, 바닥 줄에 1장",
        True,
    ),
    (
        "친구가 3번 줄에 노랑 2개 있을 때 노랑 2개 가져오면 1개 넘친대?",
        PLACE,
        "네, 3번 줄에 1장, 바닥 줄에 1장",
        True,
    ),
    (
        "빈 2번 줄에 빨강 4개 넣으면 바닥에 2개 간다던데?",
        PLACE,
        "네, 2번 줄에 2장, 바닥 줄에 2장",
        True,
    ),
    # (new) a take's penalty guessed at the end
    (
        "빈 2번 줄에 노랑 4개 넣으면 감점 2점이지?",
        PLACE,
        "네, −2점 (2번 줄에 2장, 바닥 줄에 2장)",
        True,
    ),
    (
        "빈 4번 줄에 빨강 4개 넣으면 감점 0점 맞지?",
        PLACE,
        "네, 0점 (4번 줄에 4장이 모두 놓입니다)",
        True,
    ),
    (
        "4번 줄에 검정 3개 있는데 검정 3개 가져오면 감점 2점 아니야?",
        PLACE,
        "−2점 (4번 줄에 1장, 바닥 줄에 2장)",
        True,
    ),
    (
        "공장에서 빨강 4개 가져와서 빈 3번 줄에 놓으면 넘치는 거 바닥으로 가지? 그럼 -1점?",
        PLACE,
        "네, −1점 (3번 줄에 3장, 바닥 줄에 1장)",
        True,
    ),
    # (new) a take said first "first, from the centre"
    (
        "첫 번째로 중앙에서 가져왔고 검정 2개 빈 1번 줄에 넣으면 바닥에 몇 개?",
        PLACE,
        "1번 줄에 1장, 바닥 줄에 시작 플레이어 표식과 1장",
    ),
    (
        "최초로 중앙에서 빨강 3개 가져와서 빈 2번 줄에 두면 감점 몇 점?",
        PLACE,
        "−2점 (2번 줄에 2장, 바닥 줄에 시작 플레이어 표식과 1장)",
    ),
    # (new) permission asked with 되죠
    (
        "벽 2번째 가로줄에 빨강 있어요. 2번 패턴줄에 빨강 놔도 되죠?",
        ALLOWED,
        "아니요, 그 줄에는 놓을 수 없습니다",
        False,
    ),
    (
        "벽 3번째 줄에 노랑 있는데 3번 줄에 노랑 넣어도 되죠?",
        ALLOWED,
        "아니요, 그 줄에는 놓을 수 없습니다",
        False,
    ),
    # (new) the end bonus
    ("가로줄 하나 다 채우면 2점 보너스 맞지?", BONUS, "네, +2점입니다", True),
    ("세로줄 완성 보너스 7점 맞아요?", BONUS, "네, +7점입니다", True),
    ("세로줄 완성하면 보너스 7점 맞아요?", BONUS, "네, +7점입니다", True),
    ("세로줄 완성 보너스 몇 점?", BONUS, "+7점"),
    ("한 색깔 5개 다 모으면 보너스 10점 맞지?", BONUS, "네, +10점입니다", True),
    ("게임 끝났는데 가로 줄 2개 완성했어 보너스 4점 받는 거 맞지?", BONUS, "네, +4점입니다", True),
    ("파랑 5개 다 벽에 붙였으면 보너스 10점 더 받지?", BONUS, "네, +10점입니다", True),
    ("빨강 5개 벽에 다 놓으면 보너스 있어?", BONUS, "네, +10점입니다", True),
    ("가로줄 1개 완성하면 보너스 받아?", BONUS, "네, +2점입니다", True),
    # (new) the winner
    ("둘 다 80점이고 가로줄 둘 다 2개면 누가 이겨?", WINNER, "공동 우승입니다"),
    ("둘 다 80점이고 가로줄도 2개씩 같으면 누가 이겨?", WINNER, "공동 우승입니다"),
    (
        "둘 다 55점 동점이고 가로줄은 내가 1개 동생이 0개야 내가 이긴 거 맞지?",
        WINNER,
        "네, 내가 이깁니다",
        True,
    ),
    ("둘 다 60점인데 형은 가로줄 2개 나는 1개. 형이 이기지?", WINNER, "네, 상대가 이깁니다", True),
    ("둘 다 77점이고 가로줄 나 3개 상대 3개. 공동 우승?", WINNER, "네, 공동 우승입니다", True),
    (
        "둘 다 77점이고 가로줄 나 3개 상대 2개인데 상대가 이기는 거 맞지?",
        WINNER,
        "아니요, 내가 이깁니다",
        False,
    ),
    ("나 80점 가로줄 1개, 친구 80점 가로줄 0개 누가 이김?", WINNER, "내가 이깁니다"),
    # (new) the tiling guessed in full
    (
        "3번 줄 3개 꽉 찼어 벽에 1개 옮기고 나머지 2개 버리는 거 맞지?",
        TILED,
        "네, 벽으로 1장, 남은 2장은 상자 뚜껑으로",
        True,
    ),
    (
        "2번 줄 다 찼는데 라운드 끝나면 1개 벽에 붙이고 1개 버리지?",
        TILED,
        "네, 벽으로 1장, 남은 1장은 상자 뚜껑으로",
        True,
    ),
    (
        "5번 줄 꽉 찼어. 벽에 하나 붙이고 4개는 뚜껑에 넣는 거 맞지?",
        TILED,
        "네, 벽으로 1장, 남은 4장은 상자 뚜껑으로",
        True,
    ),
    (
        "4번 줄 다 찼는데 라운드 끝나면 벽에 1개 붙이고 2개 버리는 거 맞아?",
        TILED,
        "아니요, 벽으로 1장, 남은 3장은 상자 뚜껑으로",
        False,
    ),
    # (new) points said of a wall case, then another side told: the whole, no 네/아니요
    ("새 타일 옆에 2개면 3점이지? 위에도 1개 있으면?", WALL, "5점", None),
    ("친구가 새 타일 옆에 2개면 3점이래. 위에도 1개 있으면?", WALL, "5점", None),
    # (new) the factories guessed in other words
    ("4인용은 팩토리 9개?", SETUP, "네, 4명이면 공장 9개입니다", True),
    ("2명이면 공장 5개임?", SETUP, "네, 2명이면 공장 5개입니다", True),
    # (unchanged) claims heard and checked as before
    ("바닥에 4개 있는데 친구가 감점 5점이래 맞아?", FLOOR, "아니요, −6점입니다", False),
    ("바닥 5칸 찼는데 8점 깎인다던데?", FLOOR, "네, −8점입니다", True),
    ("상대가 바닥에 5개 있으면 6점 깎인다고 하던데 맞아요?", FLOOR, "아니요, −8점입니다", False),
    ("누나 말로는 세로줄 하나 채우면 보너스 7점이래", BONUS, "네, +7점입니다", True),
    # (changed in probe 19) a claim heard with nothing asked of it is asked whether it is true
    ("친구말로는 바닥에 2개면 감점 1점이래", FLOOR, "아니요, −2점입니다", False),
    ("바닥에 3개 있으면 몇 점 깎여? 친구는 3점이라던데", FLOOR, "아니요, −4점입니다", False),
    ("친구가 2인은 공장 5개래 맞아?", SETUP, "네, 2명이면 공장 5개입니다", True),
    # (unchanged) a guess asked with 맞지 and the penalty asked plainly
    ("바닥에 3개 있으면 -4점 맞지?", FLOOR, "네, −4점입니다", True),
    ("바닥에 5개 있는데 3개 더 들어오면 감점 몇 점?", FLOOR, "−14점, 넘친 1장은 상자 뚜껑으로"),
    # (unchanged) a take's penalty asked with no guess
    (
        "5번줄에 파랑 4개 있는데 파랑 3개 가져오면 바닥에 몇개 가고 감점 몇점이야",
        PLACE,
        "−2점 (5번 줄에 1장, 바닥 줄에 2장)",
    ),
    # (unchanged) a partly full floor line and the lid: the penalty alone
    (
        "바닥에 6개 있는데 3개 더 오면 뚜껑으로 가는 거 맞지?",
        FLOOR,
        "−14점, 넘친 2장은 상자 뚜껑으로",
    ),
]

# (question, said): the case tells it so
CASE = [
    (
        "첫 번째로 중앙에서 가져왔고 검정 2개 빈 1번 줄에 넣으면 바닥에 몇 개?",
        "(이번 라운드에 중앙에서 처음)",
    ),
    ("바닥에 타일 없고 표식도 없으면 감점 몇 점?", "바닥 줄이 빔"),
]

# no verdict
NOT_READ = [
    # (new) two floor lines or two wall cases asked at once
    # ("친구 바닥에 3개, 내 바닥에 1개면 각각 몇 점?" is read since probe 24: both answered)
    "아줄 바닥 줄 마지막 두 칸은 각각 몇 점 깎여?",
    "새 타일 옆에 1개 있으면 몇 점이고 위에도 1개 있으면 몇 점이야?",
    # (new) the penalty's points guessed beside the score now: the penalty, or the score after?
    "지금 10점인데 바닥에 3개면 4점 맞아?",
    # (unchanged) the same with 이지, never read (and not now that 이지 is read)
    "지금 10점인데 바닥에 3개면 4점이지?",
    # (new) a choice between two moves
    "파랑 4개 가져왔는데 4번 줄에 넣을까 바닥에 버릴까?",
    # (unchanged) two floor lines told, their difference asked
    "내가 바닥에 4개 있고 친구가 2개 있는데 둘이 감점 차이 몇 점이야?",
    # (unchanged) two claims, or a claim and a question, in one message
    "바닥 4개인데 6점 감점 맞지? 그리고 5개면?",
    "바닥에 2개 있으면 감점 2점 맞아? 3점 아니고?",
    "바닥에 3개면 4점, 4개면 6점 맞지?",
    "3번 줄에 빨강 2개 있는데 빨강 4개 가져오면 3개가 바닥으로 가? 감점은 -4?",
    # ("빈 2번 줄에 노랑 4개 넣으면 바닥에 2장이고 감점 2점이지?": both claims are checked
    # since probe 18, "네, −2점 (…)"; its row moved there)
    # (unchanged) the score after the round guessed, the wall's points not said
    "지금 5점이고 바닥에 4개 있으면 라운드 끝나고 0점 맞지?",
    # (unchanged) a count not said, or tiles not said to touch the new one
    "2번 줄에 파랑 있는데 파랑 또 놓을 수 있어?",
    "새 타일 위에 1개 있으면 몇 점이야?",
    "벽에 타일 붙였는데 가로 세로 다 붙어있어 몇점?",
    "3번 줄이랑 4번 줄 다 찼어 벽에 둘 다 붙이면 몇 점?",
    # (unchanged) a colour's tiles that may not be a colour done
    "가로줄 3개 세로줄 2개 색 1개 보너스 합 몇?",
    # (unchanged) the rows not counted, the points deciding it
    "나 70점 친구 68점인데 친구가 가로줄 더 많으면 누가 이겨?",
    # (unchanged) a line not full said to split: nothing goes
    "3번 줄 2개만 찼는데 벽에 1개 붙이고 1개 버려?",
    # (unchanged) a score past the floor line's worst, said as what it becomes
    "바닥 꽉 찼는데 2개 더 오면 -16점 되는 거야?",
    # (unchanged) another round's tiles
    "바닥에 3개 있는데 다음 라운드에 또 3개 오면 총 몇 점 깎여?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_case_said = case_test(AZUL, CASE)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)


def test_a_take_of_its_own_keeps_its_no_penalty_reading() -> None:
    """(unchanged) a take's own "감점 없지?" is the take's, not a guess of 0 points."""
    found = compute("공장에서 검정 3개 가져와서 빈 2번 줄에 넣으면 감점 없지?", AZUL, asked=True)
    assert found is not None and found.kind == PLACE, found
    assert found.verdict == "아니요, −1점 (2번 줄에 2장, 바닥 줄에 1장)", found
