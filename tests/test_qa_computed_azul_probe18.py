"""Azul computed answers: probe 18, new questions of a first-time player (the same take told
twice, a take onto a floor line already holding tiles, one line onto an empty wall, two claims
in one question, slang, claims heard in the negative) whose verdict misread the case, or
which were not read:

- the centre's take said again to be its first ("중앙에서 노랑 3개를 가져왔는데 제가 중앙에서
  처음 가져간 거예요. 빈 3번 줄에 넣으면 바닥에는 뭐가 가요?", "… 중앙에서 가져간 사람 내가
  처음이야"): taken as two takes from the centre and not read; now one take, the first
  ("3번 줄에 3장, 바닥 줄에 시작 플레이어 표식"). Two takes told ("아까 … 지금 또 중앙에서 …")
  stay unread.
- a take onto a floor line that held tiles before ("… 빈 2번 줄에 놨어. 바닥엔 원래 1개
  있었어. 감점 총 몇 점?", "바닥에 이미 3개 있었는데 … 감점 8점 맞지?"): not read; now the whole
  line's penalty ("−4점 (2번 줄에 2장, 바닥 줄에 2장, 바닥 줄 모두 3칸)"), a guess of it
  checked. A put told done ("넣었어", "놨어") is a take put when its penalty is asked, never
  otherwise ("… 놨는데 상관없나요?" stays unread).
- one pattern line completed onto an empty wall ("3번 줄 다 찼고 벽은 비었어 몇 점 받아?"): not
  read; now its lone tile's point, "1점" (a guess checked, "빈 벽에 1번 줄 완성하면 2점 맞아?" →
  "아니요, 1점입니다"); two lines, or the floor beside it, stay unread.
- the tiles to the floor line claimed with the take's penalty ("… 바닥에 2개 가고 감점 2점
  맞아?", "2개 넘치고 -2점 맞지?"): not read; now both checked, 네 only when both hold. Probe 17's
  near-miss "빈 2번 줄에 노랑 4개 넣으면 바닥에 2장이고 감점 2점이지?" is now read ("네, …").
- what a refused take sends where ("3번 줄에 빨강 1개 있는데 파랑 2개 가져오면 넘치지?", "… 몇
  개 넘쳐?", "… 바닥에 몇 개 가?"): "아니요, 그 줄에는 놓을 수 없습니다", a 아니요 to a question not
  asked (it read as "no, none overflows"); now the refusal alone, "그 줄에는 놓을 수 없습니다".
  Permission asked ("넣어도 돼?") keeps its 아니요.
- no overflow claimed, or any asked ("빈 3번 줄에 노랑 4개 넣으면 넘치는 거 없지?", "넘치는 거
  있어?"): the placement with no 네/아니요; now "아니요, 3번 줄에 3장, 바닥 줄에 1장" (the start
  marker is no overflow). Asked in the negative ("바닥에 안 가지?"): the plain statement as
  before, now coloured as the claim's truth. Probe 5's and probe 6's "넘치는 거 있어요?" rows
  gain their 네/아니요.
- a claim heard in the negative at the question's end ("-5점 아니라던데 맞아?", "3명이면 공장 7개
  아니래", "빨강 못 놓는대", "바닥에 안 간대"): the positive claim's answer ("−6점" coloured as
  the claim false; "네, 3명이면 공장 7개입니다"; "아니요, 그 줄에는 놓을 수 없습니다"); now the
  negative claim's own 네/아니요 and colour ("네, −6점입니다"), as qa_computed.HEARD_CLAIM_END
  asks of every reader.
- confirmations in slang or dialect ("-4점 ㄹㅇ?", "ㅇㅈ?", "ㄹㅇ임?", "레알?", "실화?", "-6이쥬?",
  "-1이제?"): not read, or read with no 네/아니요; now checked as "맞지?", "이죠?", "이지?".
- a row's or a column's bonus named with no count ("세로줄 보너스 7점 맞지?", "가로줄 보너스는
  7점이래", "가로줄 보너스 몇 점이야?"), and a bonus heard as given ("보너스 7점 준대"): not read;
  now one line's bonus, checked.
- whether a floor line costs anything ("바닥에 표식만 있으면 감점 있어?", "감점 돼?", "감점
  받나요?"): the penalty alone ("−1점"); now "네, −1점입니다" ("아니요, 0점입니다" for an empty
  line). Never of how much ("몇 점 감점돼요?") or of some tiles alone ("그것도 감점되나요?").
- another player named two ways ("상대방 바닥줄에 … 상대 몇 점 잃어?"): taken for two players,
  not read; now one ("−8점").
- the winner guessed in the negative ("내가 이기는 거 아니야?", "… 아니래", "친구가 이기는 거
  아니라던데 맞아?"): the winner alone, its card uncoloured; now coloured as the plain guess's
  truth, and a claim heard so answered 네/아니요 of itself ("아니요, 내가 이깁니다").
- questions that look concrete and are not: a bonus asked then another case asked after it
  ("가로줄 2개 완성 보너스 몇 점이고 세로줄 1개는?"), which got the two added up ("+11점"), and a
  count of rows beside a wall tile ("벽에 가로줄 4개 있고 이번에 하나 더 놓으면 몇 점?"), read as
  4 tiles beside it ("5점"): now not read.

Every row of :data:`READ` and :data:`NOT_READ` marked new was checked to fail on the reader
before its fix; the rows marked unchanged read as they did."""

from __future__ import annotations

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
SETUP = "azul-setup"
WINNER = "azul-winner"

# (question, kind, verdict, ok): read so, asked on Azul's pages (and with the game detected
# when the question names it)
READ = [
    # (new) the same centre take said twice, the second time to be the centre's first: one first take
    (
        "제 차례에 중앙에서 노랑 3개를 가져왔는데 제가 중앙에서 처음 가져간 거예요. 빈 3번 줄에 넣으면 바닥에는 뭐가 가요?",
        PLACE,
        "3번 줄에 3장, 바닥 줄에 시작 플레이어 표식",
        None,
    ),
    (
        "중앙에서 파랑 2개 가져왔어 중앙에서 내가 처음 가져간 거야. 빈 2번 줄에 넣으면 바닥에 뭐 가?",
        PLACE,
        "2번 줄에 2장, 바닥 줄에 시작 플레이어 표식",
        None,
    ),
    (
        "이번 라운드 중앙에서 처음으로 빨강 3개 가져왔는데, 중앙에서 가져간 사람 내가 처음이야. 빈 1번 줄에 두면 감점 몇 점?",
        PLACE,
        "−4점 (1번 줄에 1장, 바닥 줄에 시작 플레이어 표식과 2장)",
        None,
    ),
    (
        "중앙에서 검정 2개 가져왔는데 그게 중앙에서 첫번째로 가져간거임 빈 2번줄에 넣으면 바닥 몇개?",
        PLACE,
        "2번 줄에 2장, 바닥 줄에 시작 플레이어 표식",
        None,
    ),
    (
        "중앙에서 파랑 2개 가져왔는데 제가 중앙에서 처음 가져간 거예요. 빈 1번 줄에 놓으면 바닥에 몇 개?",
        PLACE,
        "1번 줄에 1장, 바닥 줄에 시작 플레이어 표식과 1장",
        None,
    ),
    (
        "중앙에서 빨강 3개 가져왔어요 중앙에서 가져간 사람 제가 처음이에요. 빈 3번 줄에 놓으면 감점 있어요?",
        PLACE,
        "네, −1점 (3번 줄에 3장, 바닥 줄에 시작 플레이어 표식)",
        True,
    ),
    (
        "중앙에서 하양 4개 가져왔는데 내가 중앙에서 제일 먼저 가져간 거야. 빈 4번 줄에 넣으면 감점 몇 점?",
        PLACE,
        "−1점 (4번 줄에 4장, 바닥 줄에 시작 플레이어 표식)",
        None,
    ),
    (
        "중앙에서 노랑 2개 가져왔고 중앙에서 처음 가져온 거예요. 빈 1번 줄에 놓으면 바닥 줄에 뭐가 가요?",
        PLACE,
        "1번 줄에 1장, 바닥 줄에 시작 플레이어 표식과 1장",
        None,
    ),
    (
        "아줄 중앙에서 검정 1개 가져왔는데 이게 중앙에서 처음 가져간 거야 빈 1번 줄에 넣으면 감점 있어?",
        PLACE,
        "네, −1점 (1번 줄에 1장, 바닥 줄에 시작 플레이어 표식)",
        True,
    ),
    (
        "중앙에서 빨강 2개 골랐는데 제가 중앙에서 맨 처음 가져간 거거든요. 빈 2번 줄에 두면 바닥엔 뭐가 가요?",
        PLACE,
        "2번 줄에 2장, 바닥 줄에 시작 플레이어 표식",
        None,
    ),
    (
        "중앙에서 파랑 3개 가져왔는데 중앙에서 가져간 사람이 내가 처음이었어 빈 2번 줄에 넣으면 감점?",
        PLACE,
        "−2점 (2번 줄에 2장, 바닥 줄에 시작 플레이어 표식과 1장)",
        None,
    ),
    (
        "중앙에서 노랑 1개 가져왔는데 제가 중앙에서 처음 가져간 거예요. 빈 1번 줄에 놓으면 감점 몇 점?",
        PLACE,
        "−1점 (1번 줄에 1장, 바닥 줄에 시작 플레이어 표식)",
        None,
    ),
    (
        "중앙에서 빨강 3개 가져왔어. 중앙에서 내가 처음 가져간 거고. 빈 3번 줄에 넣으면 바닥엔 뭐 가?",
        PLACE,
        "3번 줄에 3장, 바닥 줄에 시작 플레이어 표식",
        None,
    ),
    (
        "중앙에서 검정 4개 가져왔는데 제가 중앙에서 처음 가져간 거예요. 빈 2번 줄에 놓으면 감점 몇 점인가요?",
        PLACE,
        "−4점 (2번 줄에 2장, 바닥 줄에 시작 플레이어 표식과 2장)",
        None,
    ),
    # (new) a take onto a floor line that held tiles before: the whole line's penalty
    (
        "중앙에서 빨강 4개 가져와서 빈 2번 줄에 놨어. 바닥엔 원래 1개 있었어. 감점 총 몇 점?",
        PLACE,
        "−4점 (2번 줄에 2장, 바닥 줄에 2장, 바닥 줄 모두 3칸)",
        None,
    ),
    (
        "빈 2번 줄에 노랑 3개 넣었어. 바닥에 이미 2개 있었는데 감점 몇 점이야?",
        PLACE,
        "−4점 (2번 줄에 2장, 바닥 줄에 1장, 바닥 줄 모두 3칸)",
        None,
    ),
    (
        "바닥에 원래 타일 1개 있었고 이번에 빈 1번 줄에 파랑 3개 놨어 감점 총 몇점?",
        PLACE,
        "−4점 (1번 줄에 1장, 바닥 줄에 2장, 바닥 줄 모두 3칸)",
        None,
    ),
    (
        "바닥줄에 2개 있는 상태에서 빈 3번 줄에 빨강 4개 넣으면 총 감점은?",
        PLACE,
        "−4점 (3번 줄에 3장, 바닥 줄에 1장, 바닥 줄 모두 3칸)",
        None,
    ),
    (
        "바닥에 이미 3개 있었는데 빈 2번 줄에 검정 4개 넣으면 감점 8점 맞지?",
        PLACE,
        "네, −8점 (2번 줄에 2장, 바닥 줄에 2장, 바닥 줄 모두 5칸)",
        True,
    ),
    (
        "바닥에 이미 3개 있었는데 중앙에서 처음 빨강 2개 가져와서 빈 1번 줄에 넣으면 감점 몇 점?",
        PLACE,
        "−8점 (1번 줄에 1장, 바닥 줄에 시작 플레이어 표식과 1장, 바닥 줄 모두 5칸)",
        None,
    ),
    (
        "바닥에 이미 2개 있었는데 빈 1번 줄에 노랑 2개 넣으면 감점 -4점이지?",
        PLACE,
        "네, −4점 (1번 줄에 1장, 바닥 줄에 1장, 바닥 줄 모두 3칸)",
        True,
    ),
    (
        "바닥에 이미 1개 있었어. 빈 3번 줄에 파랑 4개 넣으면 감점 몇 점이야?",
        PLACE,
        "−2점 (3번 줄에 3장, 바닥 줄에 1장, 바닥 줄 모두 2칸)",
        None,
    ),
    (
        "바닥엔 벌써 타일 2장 있었고 빈 2번 줄에 빨강 3개 넣으면 감점 얼마예요?",
        PLACE,
        "−4점 (2번 줄에 2장, 바닥 줄에 1장, 바닥 줄 모두 3칸)",
        None,
    ),
    (
        "바닥에 이미 4개 있었는데 빈 1번 줄에 하양 2개 넣으면 총 감점 몇 점?",
        PLACE,
        "−8점 (1번 줄에 1장, 바닥 줄에 1장, 바닥 줄 모두 5칸)",
        None,
    ),
    (
        "바닥에 이미 2개 있었는데 빈 4번 줄에 검정 4개 넣으면 감점 몇 점?",
        PLACE,
        "−2점 (4번 줄에 4장이 모두 놓입니다, 바닥 줄 모두 2칸)",
        None,
    ),
    (
        "바닥에 이미 1개 있었는데 빈 2번 줄에 노랑 4개 넣으면 감점 3점 맞아?",
        PLACE,
        "아니요, −4점 (2번 줄에 2장, 바닥 줄에 2장, 바닥 줄 모두 3칸)",
        False,
    ),
    (
        "바닥에 이미 2개 있었는데 빈 3번 줄에 노랑 4개 넣으면 감점 -4 맞아?",
        PLACE,
        "네, −4점 (3번 줄에 3장, 바닥 줄에 1장, 바닥 줄 모두 3칸)",
        True,
    ),
    (
        "바닥엔 원래 3개 있었어. 빈 1번 줄에 빨강 3개 놨는데 감점 총 몇 점이야?",
        PLACE,
        "−8점 (1번 줄에 1장, 바닥 줄에 2장, 바닥 줄 모두 5칸)",
        None,
    ),
    (
        "빈 2번 줄에 파랑 4개 넣었어 바닥에 원래 1장 있었는데 감점 몇점?",
        PLACE,
        "−4점 (2번 줄에 2장, 바닥 줄에 2장, 바닥 줄 모두 3칸)",
        None,
    ),
    (
        "바닥에 이미 1개 있었는데 빈 5번 줄에 하양 4개 넣으면 감점 얼마야?",
        PLACE,
        "−1점 (5번 줄에 4장이 모두 놓입니다, 바닥 줄 모두 1칸)",
        None,
    ),
    # (new) one pattern line completed onto an empty wall: its lone tile, 1 point
    ("3번 줄 다 찼고 벽은 비었어 몇 점 받아?", WALL, "1점", None),
    ("벽에 아무것도 없는데 3번 줄 다 찼어 몇 점?", WALL, "1점", None),
    ("벽 비어 있는데 2번 줄 완성했어 몇 점?", WALL, "1점", None),
    ("첫 라운드라 벽 비어있고 4번 줄만 다 찼어. 점수 몇 점 얻어?", WALL, "1점", None),
    ("벽이 텅 비었는데 5번 줄 꽉 찼어 1점이지?", WALL, "네, 1점입니다", True),
    ("빈 벽에 1번 줄 완성하면 2점 맞아?", WALL, "아니요, 1점입니다", False),
    ("벽은 아직 비어 있고 1번 줄 채웠어요 몇 점 받아요?", WALL, "1점", None),
    ("벽에 하나도 없는데 2번 줄 다 차면 점수 몇 점이야", WALL, "1점", None),
    ("벽이 비어있는데 4번 줄 완성하면 몇점 얻어요?", WALL, "1점", None),
    ("벽 텅 비었고 1번 줄 다 찼어 2점 받지?", WALL, "아니요, 1점입니다", False),
    # (new) the tiles to the floor line and the penalty, both claimed: both checked
    (
        "빈 2번 줄에 빨강 4개 넣으면 바닥에 2개 가고 감점 2점 맞아?",
        PLACE,
        "네, −2점 (2번 줄에 2장, 바닥 줄에 2장)",
        True,
    ),
    (
        "빈 2번 줄에 빨강 4개 넣으면 바닥에 2개 가고 감점 3점 맞아?",
        PLACE,
        "아니요, −2점 (2번 줄에 2장, 바닥 줄에 2장)",
        False,
    ),
    (
        "빈 2번 줄에 빨강 4개 넣으면 바닥에 1개 가고 감점 2점 맞아?",
        PLACE,
        "아니요, −2점 (2번 줄에 2장, 바닥 줄에 2장)",
        False,
    ),
    (
        "빈 1번 줄에 노랑 3개 넣으면 2개 넘치고 -2점 맞지?",
        PLACE,
        "네, −2점 (1번 줄에 1장, 바닥 줄에 2장)",
        True,
    ),
    (
        "빈 3번 줄에 파랑 4개 넣으면 1개 바닥 가고 -1점이지?",
        PLACE,
        "네, −1점 (3번 줄에 3장, 바닥 줄에 1장)",
        True,
    ),
    (
        "빈 1번 줄에 검정 4개 넣으면 바닥에 3개 가고 감점 4점이지?",
        PLACE,
        "네, −4점 (1번 줄에 1장, 바닥 줄에 3장)",
        True,
    ),
    (
        "빈 4번 줄에 하양 3개 넣으면 바닥에 0개 가고 감점 0점 맞아?",
        PLACE,
        "네, 0점 (4번 줄에 3장이 모두 놓입니다)",
        True,
    ),
    (
        "2번 줄에 파랑 1개 있는데 파랑 3개 가져오면 바닥에 2개 가고 감점 2점 맞지?",
        PLACE,
        "네, −2점 (2번 줄에 1장, 바닥 줄에 2장)",
        True,
    ),
    (
        "빈 3번 줄에 빨강 4개 넣으면 바닥에 1개 가고 감점 1점 맞지?",
        PLACE,
        "네, −1점 (3번 줄에 3장, 바닥 줄에 1장)",
        True,
    ),
    (
        "2번 줄에 노랑 1개 있는데 노랑 2개 가져오면 바닥에 1개 가고 감점 -1 맞아?",
        PLACE,
        "네, −1점 (2번 줄에 1장, 바닥 줄에 1장)",
        True,
    ),
    # (new) what a refused take sends where: the refusal, with no 아니요
    (
        "3번 줄에 빨강 1개 있는데 파랑 2개 가져오면 넘치지?",
        PLACE,
        "그 줄에는 놓을 수 없습니다",
        False,
    ),
    (
        "2번 줄에 노랑 1개 있는데 빨강 3개 가져오면 몇 개 넘쳐?",
        PLACE,
        "그 줄에는 놓을 수 없습니다",
        False,
    ),
    (
        "3번 줄에 노랑 1개 있는데 검정 2개 가져오면 몇 개 넘쳐?",
        PLACE,
        "그 줄에는 놓을 수 없습니다",
        False,
    ),
    (
        "2번 줄에 빨강 1개 있는데 노랑 2개 가져오면 바닥에 몇 개 가?",
        PLACE,
        "그 줄에는 놓을 수 없습니다",
        False,
    ),
    (
        "4번 줄에 검정 2개 있는데 하양 3개 가져오면 감점 몇 점이야?",
        PLACE,
        "그 줄에는 놓을 수 없습니다",
        False,
    ),
    (
        "3번 줄에 빨강 1개 있는데 파랑 3개 가져오면 바닥에 몇 개 떨어져?",
        PLACE,
        "그 줄에는 놓을 수 없습니다",
        False,
    ),
    (
        "5번줄에 노랑 2개 있는데 빨강 2개 가져오면 몇개 넘침?",
        PLACE,
        "그 줄에는 놓을 수 없습니다",
        False,
    ),
    # (new) no overflow claimed, or any asked: 네/아니요 (asked in the negative: plain, coloured as the claim)
    (
        "빈 3번 줄에 노랑 4개 넣으면 넘치는 거 없지?",
        PLACE,
        "아니요, 3번 줄에 3장, 바닥 줄에 1장",
        False,
    ),
    (
        "빈 3번 줄에 노랑 3개 넣으면 넘치는 거 없지?",
        PLACE,
        "네, 3번 줄에 3장이 모두 놓입니다",
        True,
    ),
    ("빈 2번 줄에 파랑 3개 넣으면 넘치는 거 있어?", PLACE, "네, 2번 줄에 2장, 바닥 줄에 1장", True),
    (
        "3번 줄에 빨강 2개 있는데 빨강 2개 가져오면 넘치는 거 없지?",
        PLACE,
        "아니요, 3번 줄에 1장, 바닥 줄에 1장",
        False,
    ),
    (
        "빈 5번 줄에 검정 4개 넣으면 넘치는 거 없죠?",
        PLACE,
        "네, 5번 줄에 4장이 모두 놓입니다",
        True,
    ),
    (
        "빈 1번 줄에 하양 2개 넣으면 넘치는 타일 있어?",
        PLACE,
        "네, 1번 줄에 1장, 바닥 줄에 1장",
        True,
    ),
    (
        "4번 줄에 노랑 3개 있는데 노랑 1개 가져오면 넘치는 거 있나요?",
        PLACE,
        "아니요, 4번 줄에 1장이 모두 놓입니다",
        False,
    ),
    (
        "중앙에서 처음 빨강 2개 가져와서 빈 2번 줄에 넣으면 넘치는 거 없지?",
        PLACE,
        "네, 2번 줄에 2장, 바닥 줄에 시작 플레이어 표식",
        True,
    ),
    ("빈 4번 줄에 파랑 2개 넣으면 바닥에 안 가지?", PLACE, "4번 줄에 2장이 모두 놓입니다", True),
    (
        "빈 2번 줄에 검정 3개 넣으면 바닥에 하나도 안 가지?",
        PLACE,
        "2번 줄에 2장, 바닥 줄에 1장",
        False,
    ),
    (
        "3번 줄에 빨강 2개 있는데 빨강 2개 가져오면 바닥 안 가지?",
        PLACE,
        "3번 줄에 1장, 바닥 줄에 1장",
        False,
    ),
    (
        "빈 3번 줄에 빨강 3개 넣으면 바닥엔 안 떨어지지?",
        PLACE,
        "3번 줄에 3장이 모두 놓입니다",
        True,
    ),
    ("빈 2번 줄에 빨강 2개 넣으면 바닥에 안 간대", PLACE, "네, 2번 줄에 2장이 모두 놓입니다", True),
    (
        "빈 2번 줄에 빨강 3개 넣으면 바닥에 안 간대",
        PLACE,
        "아니요, 2번 줄에 2장, 바닥 줄에 1장",
        False,
    ),
    (
        "빈 2번 줄에 red 3개 넣으면 넘치는 거 없지?",
        PLACE,
        "아니요, 2번 줄에 2장, 바닥 줄에 1장",
        False,
    ),
    ("빈2번줄에빨강3개넣으면넘치는거있어?", PLACE, "네, 2번 줄에 2장, 바닥 줄에 1장", True),
    (
        "빈 3번 줄에 blue 4개 넣으면 넘치는 거 있어요?",
        PLACE,
        "네, 3번 줄에 3장, 바닥 줄에 1장",
        True,
    ),
    (
        "빈 1번 줄에 노랑 1개 넣으면 넘치는 거 없죠?",
        PLACE,
        "네, 1번 줄에 1장이 모두 놓입니다",
        True,
    ),
    (
        "5번 줄에 검정 2개 있는데 검정 4개 가져오면 넘치는 거 없지?",
        PLACE,
        "아니요, 5번 줄에 3장, 바닥 줄에 1장",
        False,
    ),
    ("빈 4번 줄에 빨강 4개 넣으면 바닥에 안 가죠?", PLACE, "4번 줄에 4장이 모두 놓입니다", True),
    (
        "빈 1번 줄에 파랑 2개 넣으면 바닥엔 안 떨어지지?",
        PLACE,
        "1번 줄에 1장, 바닥 줄에 1장",
        False,
    ),
    # (new) a claim heard in the negative at the end: 네/아니요 of the claim itself
    ("바닥에 4개 있는데 -5점 아니라던데 맞아?", FLOOR, "네, −6점입니다", True),
    ("바닥에 4개 있는데 -6점 아니라던데 맞아?", FLOOR, "아니요, −6점입니다", False),
    ("바닥에 3개면 감점 4점 아니래", FLOOR, "아니요, −4점입니다", False),
    ("친구가 바닥에 2개면 2점 아니래", FLOOR, "아니요, −2점입니다", False),
    ("바닥에 표식만 있으면 감점 1점 아니래", FLOOR, "아니요, −1점입니다", False),
    ("새 타일 옆에 1개 있으면 2점 아니래", WALL, "아니요, 2점입니다", False),
    ("3명이면 공장 7개 아니래", SETUP, "아니요, 3명이면 공장 7개입니다", False),
    (
        "벽 2번째 가로줄에 빨강 있으면 2번 패턴줄에 빨강 못 놓는대",
        ALLOWED,
        "네, 그 줄에는 놓을 수 없습니다",
        True,
    ),
    ("세로줄 완성하면 보너스 7점 아니래", BONUS, "아니요, +7점입니다", False),
    ("빨강 5개 다 모으면 보너스 10점 아니래", BONUS, "아니요, +10점입니다", False),
    ("2명이면 공장 6개 아니래. 맞아?", SETUP, "네, 2명이면 공장 5개입니다", True),
    ("바닥에 5개면 -7점 아니라던데?", FLOOR, "네, −8점입니다", True),
    ("새 타일 옆에 2개 있으면 4점 아니래", WALL, "네, 3점입니다", True),
    ("가로줄 하나 완성하면 보너스 3점 아니라던데 맞아?", BONUS, "네, +2점입니다", True),
    ("바닥에 6개면 -11점 아니라던데 맞아?", FLOOR, "아니요, −11점입니다", False),
    ("바닥에 1개면 감점 1점 아니라던데", FLOOR, "아니요, −1점입니다", False),
    ("4명이면 공장 9개 아니래 맞아?", SETUP, "아니요, 4명이면 공장 9개입니다", False),
    ("새 타일 옆에 1개 위에 1개 있으면 4점 아니래", WALL, "아니요, 4점입니다", False),
    # (new) confirmations in slang or dialect
    ("바닥에 3개면 -4점 ㄹㅇ?", FLOOR, "네, −4점입니다", True),
    ("바닥에 4개 있으면 -6이쥬?", FLOOR, "네, −6점입니다", True),
    ("바닥에 5개면 -8 ㄹㅇ임?", FLOOR, "네, −8점입니다", True),
    ("바닥에 4개면 -6점이쥬", FLOOR, "네, −6점입니다", True),
    ("바닥에 1개면 -1이제?", FLOOR, "네, −1점입니다", True),
    # (unchanged: read so before)
    ("바닥에 2개면 감점 2점 맞제?", FLOOR, "네, −2점입니다", True),
    ("바닥에 3개면 -5점 실화?", FLOOR, "아니요, −4점입니다", False),
    ("2인이면 공장 5개 ㄹㅇ?", SETUP, "네, 2명이면 공장 5개입니다", True),
    ("4명이면 공장 9개 ㅇㅈ?", SETUP, "네, 4명이면 공장 9개입니다", True),
    ("가로줄 1개 세로줄 1개면 보너스 9점이쥬?", BONUS, "네, +9점입니다", True),
    # (unchanged: read so before)
    ("새 타일 옆에 1개 있으면 2점 ㄹㅇ?", WALL, "네, 2점입니다", True),
    ("바닥에 7개 다 차면 -14 ㄹㅇ?", FLOOR, "네, −14점입니다", True),
    ("바닥에 표식만 있으면 -1점이쥬?", FLOOR, "네, −1점입니다", True),
    ("가로줄 2개면 보너스 4점 ㅇㅈ?", BONUS, "네, +4점입니다", True),
    ("바닥에 2개면 -3점 ㄹㅇ?", FLOOR, "아니요, −2점입니다", False),
    (
        "빈 2번 줄에 빨강 3개 넣으면 감점 1점 ㄹㅇ?",
        PLACE,
        "네, −1점 (2번 줄에 2장, 바닥 줄에 1장)",
        True,
    ),
    ("아줄 floor에 3개면 -4점 ㄹㅇ?", FLOOR, "네, −4점입니다", True),
    ("바닥3개면-4점ㄹㅇ?", FLOOR, "네, −4점입니다", True),
    ("바닦에 4개면 -6이쥬?", FLOOR, "네, −6점입니다", True),
    ("바닥에 타일 6개면 -11 ㅇㅈ?", FLOOR, "네, −11점입니다", True),
    ("바닥에 2개면 -2 레알?", FLOOR, "네, −2점입니다", True),
    ("세로줄 보너스 7점 ㅇㅈ?", BONUS, "네, +7점입니다", True),
    # (new) a row's or a column's bonus named with no count; a bonus heard as given
    ("세로줄 보너스 7점 아니지?", BONUS, "+7점", True),
    ("세로줄 보너스 7점 맞지?", BONUS, "네, +7점입니다", True),
    ("세로줄 보너스 7점 아니야?", BONUS, "+7점", True),
    ("가로줄 보너스 2점 아니지?", BONUS, "+2점", True),
    ("가로줄 보너스는 7점이래", BONUS, "아니요, +2점입니다", False),
    ("가로줄 보너스 7점이래", BONUS, "아니요, +2점입니다", False),
    ("가로줄 보너스 몇 점이야?", BONUS, "+2점", None),
    ("세로줄 보너스 2점이지?", BONUS, "아니요, +7점입니다", False),
    ("세로줄 보너스는 몇 점이에요?", BONUS, "+7점", None),
    ("가로줄 보너스 2점 맞아?", BONUS, "네, +2점입니다", True),
    ("누나가 가로줄 하나 완성하면 보너스 7점 준대", BONUS, "아니요, +2점입니다", False),
    ("세로줄 하나 완성하면 보너스 7점 준다던데 맞아?", BONUS, "네, +7점입니다", True),
    ("빨강 5개 다 모으면 보너스 10점 준대", BONUS, "네, +10점입니다", True),
    ("세로줄 보너스는 10점이래", BONUS, "아니요, +7점입니다", False),
    ("가로줄 보너스 몇점이에요?", BONUS, "+2점", None),
    ("세로줄 보너스 7점이지?", BONUS, "네, +7점입니다", True),
    # (new) whether a floor line costs anything
    ("선플 마커만 바닥에 있으면 감점 있어?", FLOOR, "네, −1점입니다", True),
    ("바닥에 2개 있으면 감점 있어?", FLOOR, "네, −2점입니다", True),
    ("바닥에 타일 1개 있으면 감점 돼?", FLOOR, "네, −1점입니다", True),
    ("바닥에 표식만 있으면 감점 받아?", FLOOR, "네, −1점입니다", True),
    ("바닥에 아무것도 없으면 감점 있어?", FLOOR, "아니요, 0점입니다", False),
    ("바닥에 타일 3개 있는데 감점 있나요?", FLOOR, "네, −4점입니다", True),
    ("바닥에 선 마커랑 타일 1개 있으면 감점 있어?", FLOOR, "네, −2점입니다", True),
    ("바닥에 타일 5개 있으면 감점 받나요?", FLOOR, "네, −8점입니다", True),
    # (new) another player named two ways
    ("상대방 바닥줄에 타일 5개 있으면 상대 몇 점 잃어?", FLOOR, "−8점", None),
    ("상대방 바닥에 3개 있는데 상대 감점 얼마야?", FLOOR, "−4점", None),
    # (new) the winner guessed in the negative, asked or heard
    (
        "둘 다 70점이고 가로줄 나 2개 친구 1개면 내가 이기는 거 아니래",
        WINNER,
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "둘 다 70점이고 가로줄 나 2개 친구 1개면 친구가 이기는 거 아니라던데 맞아?",
        WINNER,
        "네, 내가 이깁니다",
        True,
    ),
    (
        "둘 다 70점이고 가로줄 나 2개 친구 1개면 내가 이기는 거 아니야?",
        WINNER,
        "내가 이깁니다",
        True,
    ),
    (
        "둘 다 70점이고 가로줄 나 2개 친구 1개면 친구가 이기는 거 아니야?",
        WINNER,
        "내가 이깁니다",
        False,
    ),
    (
        "둘 다 80점인데 가로줄 나 1개 상대 2개면 내가 이기는 거 아니지?",
        WINNER,
        "상대가 이깁니다",
        False,
    ),
    # (unchanged) permission asked of a refused take keeps its 아니요
    (
        "2번 줄에 빨강 1개 있는데 노랑 1개 넣어도 돼?",
        PLACE,
        "아니요, 그 줄에는 놓을 수 없습니다",
        False,
    ),
    # (unchanged) the two claims with no take: the floor's count is the case
    ("바닥에 2개 가고 감점 2점 맞아?", FLOOR, "네, −2점입니다", True),
]

# (question, said): the case tells it so
CASE = [
    (
        "중앙에서 빨강 4개 가져와서 빈 2번 줄에 놨어. 바닥엔 원래 1개 있었어. 감점 총 몇 점?",
        "바닥 줄에 이미 타일 1장",
    ),
    ("3번 줄 다 찼고 벽은 비었어 몇 점 받아?", "다른 줄은 완성되지 않았다고 봄"),
    (
        "중앙에서 파랑 2개 가져왔는데 제가 중앙에서 처음 가져간 거예요. 빈 1번 줄에 놓으면 바닥에 몇 개?",
        "(이번 라운드에 중앙에서 처음)",
    ),
]

# no verdict
NOT_READ = [
    # (new) a bonus asked, then another case asked after it
    "가로줄 2개 완성 보너스 몇 점이고 세로줄 1개는?",
    "가로줄 2개 보너스 몇 점? 세로줄 1개면?",
    # (new) a count of rows beside a wall tile
    "벽에 가로줄 4개 있고 이번에 하나 더 놓으면 몇 점?",
    "벽에 세로줄 2개 있는데 새 타일 옆에 1개 있으면 몇 점?",
    # (unchanged) two takes from the centre told, or no line to put the take on
    "아까 중앙에서 처음 가져갔고 지금 또 중앙에서 파랑 2개 가져와 빈 1번 줄에 넣으면 바닥에 몇개?",
    "제 차례에 중앙에서 노랑 3개를 가져왔는데 제가 중앙에서 처음 가져간 거예요… 바닥에는 뭐가 가요?",
    "중앙에서 노랑 2개 가져왔는데 제가 중앙에서 처음 가져간 거예요. 중앙에서 또 가져오면 표식 또 받아요?",
    # (unchanged) a held floor line past its spaces, or its tiles asked rather than the penalty
    "바닥에 이미 6개 있었는데 빈 1번 줄에 파랑 3개 넣으면 감점 몇 점?",
    "바닥에 이미 2개 있었는데 빈 2번 줄에 노랑 3개 넣으면 바닥에 몇 개야?",
    # (unchanged) two lines onto an empty wall, or the floor beside it
    "3번 줄이랑 4번 줄 다 찼고 벽은 비었어 몇 점?",
    "3번 줄 다 찼고 벽은 비었어 바닥에 1개 있으면 몇 점?",
    # (unchanged) a put told done, something else asked of it
    "가져온 빨강 2장을 4번 줄 왼쪽 끝 두 칸에 놨는데 상관없나요?",
    # (unchanged) sides said with no word that they touch the new tile
    "새 타일 왼쪽에 2개 오른쪽에 1개 있으면 몇 점?",
    "새 타일 오른쪽에 2개, 아래에 2개 있는데 5점 아니야?",
    "벽 가로줄에 3개 있는데 하나 더 놓으면 몇 점?",
    # (unchanged) a full top line said to hold another colour
    "1번 줄에 파랑 1개 있는데 빨강 2개 가져오면 넘치는 거 몇 개?",
    # (unchanged) two claims, one of them an overflow said 맞고
    "빈 2번 줄에 빨강 4개 넣으면 넘치는 거 2개 맞고 감점은 -2지?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_case_said = case_test(AZUL, CASE)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
