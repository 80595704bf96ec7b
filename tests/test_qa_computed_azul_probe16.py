"""Azul computed answers: probe 16, new questions of a first-time player (whole turns told,
two questions in one message, claims heard from others, other players' boards, "why" and
"what if not") whose verdict misread the case:

- points said as a fact and run on into another case ("바닥에 타일 한 개 있으면 1점 깎이고
  표식도 있으면?", "2개면 2점 깎이는데 표식도 오면 몇 점이야?"): the points checked against
  the case asked after them ("아니요, −2점입니다", where the 1점 said was right for the one
  tile alone); now the case asked, with no 네/아니요 ("−2점"). A confirmation after them
  ("4점 깎이는데 맞아?") is checked, as before.
- tiles said to come besides the one count ("바닥에 3개 있는데 더 떨어지면 감점 몇 점?", "3개면
  4점 빠지는데 하나 더 오면?"): the count alone ("−4점", even "네, −4점입니다"); now not read.
  The marker said to come ("표식까지 더 오면") is read as before.
- the score when the round is over asked with the score now and the floor line alone said
  ("지금 7점인데 바닥에 표식이랑 타일 2개. 라운드 끝나면 몇 점이야?"): the floor's penalty
  taken as all the round scores ("−4점 (7점 → 3점)"); now said plainly, "−4점 (7점 → 3점, 벽
  점수는 빼고)", the case saying the wall's points were not told. A score guessed for the
  round's end ("라운드 끝에 18점?") was checked on the floor alone ("네, 18점이 됩니다"); now not
  read. With no wall points said to come ("벽에 붙일 줄은 없고") or the round's end not asked
  ("몇 점 돼?") it is as before. The verdict pinned in tests/search/situational.yaml for "아줄
  점수 7점이고 바닥줄에 선 플레이어 표식 + 타일 3개 있어. 라운드 끝나면 몇 점 돼?" follows.
  A position narrated at length with no line completed ("둘이 하는데 3라운드예요. 지금 8점이고
  완성한 줄은 하나도 없어요. …") had the words taken out before the floor reader saw them, and
  was qualified too; now, as said, it is the floor alone ("−2점 (8점 → 6점)").
- a gap said among the tiles of one side ("새 타일 왼쪽에 타일 2개 있는데 그 사이에 빈칸이
  있어. 몇 점이야?"): read as the two apart from the new tile ("1점"), where the gap may lie
  between the two, one touching it (2점); now not read. A gap said between the new tile and
  them ("새 타일이랑 … 사이에") or tiles said apart ("안 붙어 있으면") read as before.
- a take's factory said beside a wall row holding the colour, or a line holding another
  ("4인 게임인데 제 벽 두 번째 가로줄에 노랑이 이미 있어요. 공장에서 노랑 2개 가져오면 길이 2
  패턴 줄에 놓을 수 있어요?"): declined as a factory's tiles; now "아니요, 그 줄에는 놓을 수
  없습니다", as with no source said. A factory's tiles listed ("공장에 …") stay unread.
- a bonus heard from another player, who is named only as the speaker, said before the
  counts ("친구가 보너스 4점이래. 세로줄 하나 채웠는데 맞아?", "… 친구가 보너스 5점이래. 맞아?"):
  not read (the speaker taken for another player's board); now checked as the asker's guess
  ("아니요, +7점입니다"). The counts told as the other player's ("친구가 세로줄 하나 채웠는데
  보너스 4점이래 맞아?") stay unread.
- some of the floor's tiles said taken out again, or put there by mistake ("바닥에 3개
  있었는데 하나는 잘못 놓은 거라 빼면 감점 몇 점?"): all of them counted ("−4점"); now not read.
  The points taken off asked ("몇 점 빼?") read as before. So too tiles said taken off with no
  particle, or whether they may be ("바닥에 3개 있는데 하나 빼면 몇 점?", "라운드 끝나기 전에
  바닥에 있는 타일 3개 빼도 돼?"): the count alone ("−4점"); now not read.
- whether a take fills its line ("3번 줄에 노랑 1개 있는데 노랑 1개 가져오면 3번 줄 완성돼?",
  "… 빈 2번 줄에 놓으면 줄 완성이지?"): the placement alone ("3번 줄에 1장이 모두 놓입니다"), with
  no 네/아니요; now "아니요, … (1칸 남음)" or "네, … (줄 완성)". Asked in the negative ("줄
  완성 안 돼?") it stays plain. The row of tests/test_qa_computed.py that pinned "4번 줄에
  1장이 모두 놓입니다" for "아줄 4번 줄에 노랑 세 개 있는데 노랑 한 개 가져오면 줄 다 차?"
  follows ("네, … (줄 완성)").
- a floor space named by its penalty ("바닥 -2칸까지 찼으면 몇점이야", "넘친 타일을 바닥
  오른쪽 끝 -3 칸부터 놓으면 안 돼요?"): its number read as a count of spaces ("−2점", where
  the spaces up to the first −2 are three, and "−4점" for where tiles go); now not read. A
  penalty guessed ("바닥 3칸이면 -4 맞지?") reads as before.
- another player named as the owner of what was told before the name, the asker's own asked
  ("바닥에 타일 2개 있는 건 친구고 나는 없어. 나는 감점 0점이지?", "… 있는데 친구꺼야. 내
  감점은?"): the tiles read as the asker's ("아니요, −2점입니다", "−2점"); now not read. With
  no asker said ("바닥에 3개 있는 건 동생 거야. 몇 점 깎여?": the penalty is the same on any
  board) or the one spoken to said first ("친구야 …") it reads as before.
- when the penalty is taken, or what becomes of the tiles after it ("바닥에 3개 있으면 감점은
  라운드 끝에 해, 아니면 바로 해?", "… 감점 후에 그 타일 어떻게 해?"): the penalty ("−4점"), an
  answer to another question; now not read.
- the round's net loss asked beside the wall's points ("벽에서 2점 얻고 바닥에 3개면 결국 몇
  점 잃어?"): the penalty alone ("−4점"), the wall's points dropped; now not read (the net below
  0 depends on the score before). The penalty named ("… 감점 몇 점?") reads as before.
- yes/no questions of a line at the round's end answered with no 네/아니요: whether a line
  not full may go to the wall ("3번 줄 다 안 찼는데 벽으로 옮겨도 돼?", "… 벽에 붙일 수 있어?",
  "그대로 둡니다: …"; now "아니요, 그대로 둡니다: …"), the whole line guessed with its verb
  after the wall ("벽에 옮길 때 2개 다 옮겨?": now "아니요, 벽으로 1장, …"), and the one tile
  guessed ("벽에 파랑 하나만 붙는 거 맞아?": now "네, 벽으로 1장, …"; "1번 줄처럼 한 칸짜리
  줄이 다 찼으면 그 한 장만 벽으로 가고 … 없는 거죠?" of the open sets likewise). Asked in the
  negative ("옮기면 안 돼?") it stays plain.
- a fact told, then taken back as a mistake ("벽 3번째 가로줄에 파랑 있었는데 그건
  착각이었어. 3번 줄에 파랑 놓아도 돼?", "… 내가 잘못 본 거였어"): read as holding ("아니요, 그
  줄에는 놓을 수 없습니다"); now not read, as "있는 줄 알았는데" was. 착각 said of anything
  else ("착각하기 쉬운데 …") reads as before.
- the winner on a tie asked plainly of one player ("… 친구가 2개 나는 1개. 내가 이겨?", "제가
  이겨요?"): the winner alone ("상대가 이깁니다"), with no 네/아니요; now "아니요, 상대가
  이깁니다", as "내가 이기지?" was.

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
TILED = "azul-line-tiled"
WINNER = "azul-winner"

# (question, kind, verdict[, ok]): read so, asked on Azul's pages (and with the game detected
# when the question names it)
READ = [
    # (new) points said as a fact, then another case asked
    ("바닥에 타일 1개면 1점 빠지고 시작 표식도 오면 몇 점 빠져?", FLOOR, "−2점"),
    ("바닥에 세 개 있으면 4점 깎이잖아 표식도 있으면 감점 얼마야?", FLOOR, "−6점"),
    ("바닥 타일 2장이면 2점 까이는데 마커까지 오면 몇점 까여?", FLOOR, "−4점"),
    # (unchanged) the points confirmed after them
    ("바닥에 타일 4개 있으면 6점 깎이는데 맞죠?", FLOOR, "네, −6점입니다", True),
    ("바닥에 타일 2개 있으면 1점 깎이는데 그거 맞아?", FLOOR, "아니요, −2점입니다", False),
    # (new) the score when the round is over: the wall's points not counted, said so
    (
        "현재 15점이고 바닥에 타일 3개 있어요. 이번 라운드 끝나면 제 점수는 몇 점이에요?",
        FLOOR,
        "−4점 (15점 → 11점, 벽 점수는 빼고)",
    ),
    # (unchanged) no wall points to come, or the round's end not asked
    (
        "지금 10점인데 벽에 붙일 줄은 없고 바닥에 3개 있어. 라운드 끝나면 몇 점?",
        FLOOR,
        "−4점 (10점 → 6점)",
    ),
    ("지금 9점인데 바닥에 타일 3개 있으면 몇 점 돼?", FLOOR, "−4점 (9점 → 5점)"),
    # (new) no line completed said in a narrated position
    (
        "둘이 하는데 3라운드예요. 지금 8점이고 완성한 줄은 하나도 없어요. 바닥에 2개 있으면 "
        "라운드 끝나고 몇 점이에요?",
        FLOOR,
        "−2점 (8점 → 6점)",
    ),
    # (new) the take's factory said beside the wall row or the line that refuses the colour
    (
        "벽 4번째 가로줄에 검정이 붙어 있어. 공장에서 검정 3개 가져와서 4번 줄에 놓을 수 있나요?",
        ALLOWED,
        "아니요, 그 줄에는 놓을 수 없습니다",
        False,
    ),
    (
        "2번 줄에 빨강 있는데 공장에서 파랑 2개 가져오면 2번 줄에 넣어도 돼?",
        ALLOWED,
        "아니요, 그 줄에는 놓을 수 없습니다",
        False,
    ),
    # (unchanged) no asker said, or the one spoken to said first
    ("바닥에 3개 있는 건 동생 거야. 몇 점 깎여?", FLOOR, "−4점"),
    ("친구야 바닥에 3개 있으면 몇 점이야?", FLOOR, "−4점"),
    # (unchanged) the penalty named beside the wall's points
    ("벽에서 2점 얻고 바닥에 3개면 감점 몇 점?", FLOOR, "−4점"),
    # (unchanged) 착각 said of anything else
    ("착각하기 쉬운데 바닥에 3개면 몇 점 깎여?", FLOOR, "−4점"),
    # (unchanged) a penalty guessed beside the spaces
    ("바닥 3칸이면 -4 맞지?", FLOOR, "네, −4점입니다", True),
    # (unchanged) the points taken off asked
    ("바닥에 타일 3개 있으면 몇 점 빼?", FLOOR, "−4점"),
    ("바닥에 타일 3개면 점수에서 몇 점 빼면 돼?", FLOOR, "−4점"),
    # (new) a bonus claimed by another player, named only as the speaker
    ("색 하나 다 모았는데 상대가 보너스 7점이라던데 진짜야?", BONUS, "아니요, +10점입니다", False),
    ("옆 사람이 보너스 2점이라는데 가로줄 하나 채웠으면 맞지?", BONUS, "네, +2점입니다", True),
    ("친구는 보너스 14점이라는데 세로줄 두 개 채웠으면 맞아?", BONUS, "네, +14점입니다", True),
    # (new) whether a take fills its line
    (
        "4번 줄에 검정 3개 있는데 검정 1개 가져오면 4번 줄 완성되나요?",
        PLACE,
        "네, 4번 줄에 1장이 모두 놓입니다 (줄 완성)",
        True,
    ),
    (
        "1번 줄 비어 있는데 노랑 3개 가져와서 1번 줄에 놓으면 1번 줄은 완성이지?",
        PLACE,
        "네, 1번 줄에 1장, 바닥 줄에 2장 (줄 완성)",
        True,
    ),
    (
        "2번 줄 비었는데 하양 1개 가져오면 줄 완성되는 거 맞아?",
        PLACE,
        "아니요, 2번 줄에 1장이 모두 놓입니다 (1칸 남음)",
        False,
    ),
    # (unchanged) asked in the negative
    ("5번 줄 비었는데 하양 3개 가져오면 줄 완성 안 돼?", PLACE, "5번 줄에 3장이 모두 놓입니다"),
    # (new) yes/no questions of a line at the round's end
    (
        "4번 줄 다 안 채웠는데 라운드 끝에 벽으로 옮겨도 되나요?",
        TILED,
        "아니요, 그대로 둡니다: 4번 줄의 타일은 다음 라운드에도 그 줄에 남습니다",
        False,
    ),
    (
        "3번 줄 꽉 찼어. 라운드 끝나고 벽으로 옮길 때 3장 다 옮겨?",
        TILED,
        "아니요, 벽으로 1장, 남은 2장은 상자 뚜껑으로",
        False,
    ),
    (
        "4번 줄 완성했는데 라운드 끝나면 벽에 한 장만 붙는 거지?",
        TILED,
        "네, 벽으로 1장, 남은 3장은 상자 뚜껑으로",
        True,
    ),
    # (unchanged) asked in the negative
    (
        "3번 줄 다 안 찼는데 벽으로 옮기면 안 돼?",
        TILED,
        "그대로 둡니다: 3번 줄의 타일은 다음 라운드에도 그 줄에 남습니다",
    ),
    # (new) the winner asked plainly of one player
    (
        "둘 다 66점이에요. 가로줄은 상대가 1개, 저는 2개요. 제가 이겨요?",
        WINNER,
        "네, 내가 이깁니다",
        True,
    ),
    (
        "둘 다 40점이고 나는 가로줄 1개, 친구는 3개야. 내가 이겨?",
        WINNER,
        "아니요, 상대가 이깁니다",
        False,
    ),
    # (unchanged) who wins asked
    ("둘 다 50점인데 친구는 가로줄 2개, 나는 1개야. 누가 이겨?", WINNER, "상대가 이깁니다"),
    # (unchanged) tiles said apart from the new tile
    ("새 타일 옆에 2개 있는데 안 붙어 있으면 몇 점?", WALL, "1점"),
]

# (question, said): the case tells it so
CASE = [
    (
        "현재 15점이고 바닥에 타일 3개 있어요. 이번 라운드 끝나면 제 점수는 몇 점이에요?",
        "지금 15점 (벽에서 얻는 점수는 말하지 않아 빼고 셈)",
    ),
]

# no verdict
NOT_READ = [
    # (new) tiles said to come besides the one count
    "바닥에 2개 있는데 타일이 더 들어오면 몇 점 깎여?",
    "바닥에 타일 3개 있는데 거기에 더 떨어지면 몇 점이야?",
    "바닥에 4장 있고 조금 더 떨어질 것 같은데 감점 몇 점 될까?",
    "바닥에 타일 다섯개 있고 몇 개 더 떨어지면 감점 얼마야",
    # (new) a score guessed for the round's end, the wall's points not said
    "지금 11점인데 바닥에 4칸 찼어. 라운드 끝나고 5점 되는 거 맞아?",
    "내 점수 6점이고 바닥 5칸이면 라운드 끝나고 0점 돼?",
    # (new) a gap among the tiles of one side
    "새 타일 오른쪽에 타일 두 개가 있는데 둘 사이에 빈 칸 하나 있으면 몇 점이야?",
    "새 타일 아래로 2개 있는데 그 사이에 빈칸 있어요 점수는?",
    # (new) some of the floor's tiles taken out again, or put there by mistake
    "바닥에 타일 5개 있는데 그중 하나는 빼면 감점 얼마?",
    "바닥에 타일 4개 있는데 하나를 없애면 몇 점 깎여?",
    "바닥에 세 개 있는데 하나는 잘못 떨어뜨린 거야. 몇 점 까여?",
    # (new) a floor space named by its penalty
    "바닥 줄 마이너스 2칸까지 다 찼는데 감점 총 얼마야?",
    "바닥에 -3 칸까지 타일 있으면 감점 몇?",
    # (new) another player named as the owner of what was told before, the asker's own asked
    "바닥에 타일 4개 있는 건 상대방이고 나는 바닥에 하나도 없어. 내 감점은 몇 점?",
    "바닥 줄에 3장 있는 게 동생 거예요. 저는 몇 점 깎여요?",
    "바닥에 놓인 타일 2개 라운드 끝나기 전에 빼도 되나요?",
    # (new) when the penalty is taken, or the tiles after it
    "바닥에 타일 4개면 감점 바로 해요 아니면 라운드 끝나고 해요?",
    "바닥에 2개 있는데 감점하고 나서 그 타일들 어떻게 해?",
    # (new) the round's net loss beside the wall's points
    "벽에 붙여서 3점 받고 바닥에 4개 있으면 합치면 몇 점 잃어?",
    "벽에서 1점 얻고 바닥 2칸이면 결국 몇 점 빠져?",
    # (new) a fact told, then taken back
    "벽 2번째 가로줄에 빨강 있었는데 내가 잘못 본 거였어. 2번 줄에 빨강 넣어도 돼?",
    "바닥에 타일 두 개 있었는데 착각이었어. 감점 몇 점이야?",
    # (unchanged) the counts told as the other player's
    "친구가 세로줄 하나 채웠는데 보너스 4점이래 맞아?",
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_case_said = case_test(AZUL, CASE)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
