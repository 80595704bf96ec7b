"""Azul computed answers: probe 12, new questions of a first-time player (whole turns told,
the start marker taken with the tiles, other players' moves) whose verdict misread the case:

- the start marker said taken with the tiles from the centre ("중앙에서 검정 2개랑 표식
  가져와서 빈 2번 줄에 놓으면?"): read as a later take from the centre, so the marker was left
  out of where the take goes ("2번 줄에 2장이 모두 놓입니다"); now the round's first take
  ("2번 줄에 2장, 바닥 줄에 시작 플레이어 표식"). Said taken from a factory, which brings no
  marker: not read;
  The marker asked of ("…놓으면 표식 받아?", "표식도 바닥 가?", "마커는?") is not said taken:
  such a take is not read (it was answered of the tiles alone, "2번 줄에 2장이 모두
  놓입니다", or, read as taken, the question's answer assumed); said gone ("표식은 벌써 없고"),
  the tiles are read as before;
- whether the marker may go on a pattern line ("표식을 거기 놔도 돼요?", "빈 1번 줄에 표식
  놓아도 돼?"): answered by where the tiles go ("1번 줄에 1장이 모두 놓입니다"), which does
  not answer it (it never goes there); now not read;
- the marker added in a second question, after a first asked of the tiles alone ("바닥에
  타일 3개 있으면 몇 점 깎여? 그리고 표식도 있으면?"): both read as one case ("−6점", where the
  first asks −4); now not read. Said together before the question, it is read as before;
- the end bonus of lines said not complete, and then some of them complete ("가로줄 4개 거의
  다 채웠고 하나 완성했어. 보너스 몇 점?"), or not all of them ("가로줄 3개 다 못 채웠는데"):
  read as none complete ("+0점", where one row is +2); now not read. All said not complete
  ("2개 아깝게 못 채웠어") stay read ("+0점");
- a pattern line's tiles said, and the line then said empty ("4번 줄에 파랑 3개 있었는데 지난
  라운드 얘기고 지금은 비었어. 파랑 4개 넣으면?"): read holding the tiles ("4번 줄에 1장,
  바닥 줄에 3장", where an empty line takes all four); now not read. The floor line said empty
  beside the line's tiles ("바닥 줄 비었는데") is read as before;
- the marker taken onto floor spaces said filled ("바닥 3칸 차 있는데 표식 가져가면 감점
  얼마?", "5칸 찬 상태에서 표식 받으면"): read as one of those spaces ("−4점", where it takes
  a fourth: −6); now the spaces filled and the marker after them ("−6점"), or not read where
  the first-take reader does not read them (a full floor line: the rulebook's silence). Said
  to be one of them ("표식 포함해서 3칸") it is read as before;
- another player putting tiles on the asker's board ("친구가 자기 넘친 타일을 내 바닥에 놔도
  돼?"): the other player's words taken out, what was left read as the asker's own put ("네,
  가져온 타일을 모두 바닥 줄에 놓아도 됩니다", where no one puts tiles on another's board);
  now not read. Each player's board said in a clause of its own ("친구 바닥에 6개, 제 바닥에
  1개") is read as before;
- where the marker goes asked beside a take ("중앙에서 파랑 1개 가져와서 빈 1번 줄에 놓으면
  표식은 어디 가?"): read as a later take from the centre, which brings no marker ("1번 줄에
  1장이 모두 놓입니다", of the tiles alone); now not read. Of a first take said ("중앙에서 처음
  …"), read as before, the marker's rule now cited first (it came after the tiles' rule);
- a factory's tiles said with fewer than four counted, its other tiles named or asked of
  with no count ("공장에 빨강 2개 있고 나머지 파랑이야. 빨강 가져오면 파랑 몇 개 중앙 가?",
  "남은 건 어디 가?"): read as holding the counted tiles alone ("빨강 2장을 모두 가져옵니다",
  saying nothing of the rest asked); now not read. Every tile counted, read as before. So
  too of the centre ("중앙에 빨강 2개 있고 나머지는 파랑이야. … 파랑은 어떻게 돼?");
- the marker asked of a take from the centre not read as its first ("중앙에 파랑 3개 있어.
  파랑 가져가면 표식은? 내가 처음이야"): answered of the tiles alone ("파랑 3장을 모두
  가져옵니다"); now not read. The marker said to lie there, or the first take said with the
  centre, read as before ("…, 시작 플레이어 표식도 함께").

Every row of :data:`READ` and :data:`NOT_READ` marked new was checked to fail on the reader
before its fix; the rows marked unchanged read as they did."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    first_rule_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

AZUL = "azul"
FLOOR = "azul-floor"
PLACE = "azul-placement"
TAKE = "azul-take"

# (question, kind, verdict): read so, asked on Azul's pages (and with the game detected when
# the question names it)
READ = [
    # (new) the marker said taken with the tiles from the centre: the round's first take
    (
        "중앙에서 빨강 2개랑 시작 표식 가져와서 빈 3번 줄에 놓으면 어떻게 돼?",
        PLACE,
        "3번 줄에 2장, 바닥 줄에 시작 플레이어 표식",
    ),
    (
        "중앙에서 표식이랑 파랑 3장 챙겨서 빈 2번 줄에 넣으면?",
        PLACE,
        "2번 줄에 2장, 바닥 줄에 시작 플레이어 표식과 1장",
    ),
    (
        "중앙에서 하양 2개 가져오면서 마커도 받았어. 빈 1번 줄에 놓으면 바닥엔?",
        PLACE,
        "1번 줄에 1장, 바닥 줄에 시작 플레이어 표식과 1장",
    ),
    (
        "중앙에서 검정 3개랑 선 마커 가져와서 빈 1번 줄에 넣으면 감점 얼마?",
        PLACE,
        "−4점 (1번 줄에 1장, 바닥 줄에 시작 플레이어 표식과 2장)",
    ),
    # (unchanged) the marker said with the tiles, before what is asked
    ("바닥에 4개 있고 표식도 있어. 감점 몇 점이야?", FLOOR, "−8점"),
    ("바닥에 타일 2개 있어요. 마커도 있고요. 몇 점 깎여요?", FLOOR, "−4점"),
    # (probe 15 moved "세로줄 2개 아깝게 못 채웠어. 보너스 몇 점이야?", "+0점", to its
    # unread rows: the rows and colours not said could still score)
    # (unchanged) the floor line said empty beside the line's tiles
    (
        "2번 줄에 노랑 1개 있고 바닥 줄 비었는데 노랑 3개 가져오면 바닥에 몇 개?",
        PLACE,
        "2번 줄에 1장, 바닥 줄에 2장",
    ),
    # (new) the marker taken onto floor spaces said filled: a space more
    ("바닥 4칸 찼을 때 선 마커 받으면 감점은?", FLOOR, "−8점"),
    ("바닥 줄 2칸 차 있는데 표식 챙기면 몇 점 깎여?", FLOOR, "−4점"),
    # (unchanged) the marker said to be one of the spaces
    ("바닥 3칸 찼어. 표식 받은 거 포함해서. 감점?", FLOOR, "−4점"),
    # (unchanged) each player's board in a clause of its own: the asker's read
    ("상대 바닥에 5개 있고 내 바닥엔 2개 있어. 나 몇 점 깎여?", FLOOR, "−2점"),
    # (unchanged) a factory's four tiles all counted
    (
        "공장에 검정 1개 하양 3개 있는데 검정 가져오면 남은 하양은?",
        TAKE,
        "검정 1장을 가져옵니다, 남은 하양 3장은 중앙으로 갑니다",
    ),
    # (unchanged) the marker said to lie in the centre: it comes with the take
    (
        "중앙에 검정 3개랑 시작 플레이어 표식 있는데 검정 가져가면 표식도 와?",
        TAKE,
        "검정 3장을 모두 가져옵니다, 시작 플레이어 표식도 함께",
    ),
    # (unchanged) the marker said gone: the tiles alone
    (
        "표식은 벌써 없고 중앙에서 파랑 3개 가져와 빈 2번 줄에 놓으면?",
        PLACE,
        "2번 줄에 2장, 바닥 줄에 1장",
    ),
    # (unchanged) no marker said: a later take from the centre (said so in the case)
    ("중앙에서 파랑 2개 가져와서 빈 2번 줄에 놓으면?", PLACE, "2번 줄에 2장이 모두 놓입니다"),
]

# no verdict
NOT_READ = [
    # (new) whether the marker may go on a pattern line: not where the tiles go
    "중앙에서 노랑 1개랑 표식 가져왔어. 빈 1번 줄에 표식 놓아도 돼?",
    "중앙에서 빨강 2개랑 시작 플레이어 표식 가져왔는데 마커도 2번 줄에 같이 올려도 돼요?",
    "표식이랑 하양 2개를 빈 3번 줄에 같이 넣어도 돼?",
    # (new) the marker said taken from a factory, which brings none
    "공장에서 검정 3개랑 표식 가져와서 빈 3번 줄에 놓으면?",
    # (new) the marker added in a second question: the first asked of the tiles alone
    "바닥에 타일 두 개 있으면 감점 몇 점이야? 시작 플레이어 표식도 있다면?",
    "바닥줄에 타일 5개면 몇 점 까여? 그리고 선 마커도 있으면?",
    # (new) lines said not complete, then some of them complete, or not all of them
    "세로줄 3개 거의 다 채웠는데 그중 하나는 완성했어. 보너스 몇 점?",
    "가로줄 두 개 거의 채웠고 한 개는 다 채웠어. 보너스 얼마야?",
    "세로줄 2개 다 못 채웠는데 보너스 몇 점이야?",
    # (new) the line's tiles said, then the line said empty
    "5번 줄에 검정 4개 있었는데 지금은 비어 있어. 검정 2개 가져와서 5번 줄에 넣으면?",
    "3번 줄에 하양 2개 있었는데 이제 비었어. 하양 3개 가져와 넣으면 바닥에 몇 개?",
    # (new) the marker taken onto a floor line filled "in a state" (a full floor line is
    # read since probe 13: −14점, the marker beside the board)
    "바닥 5칸 찬 상태에서 표식 받으면 몇 점 깎여?",
    # (new) another player putting tiles on the asker's board
    "상대가 자기 빨강 타일을 내 바닥에 버려도 돼?",
    "친구가 남은 타일을 제 바닥 줄에 놓아도 되나요?",
    # (new) where the marker goes asked beside a take not said to be the centre's first
    "중앙에서 빨강 2개 가져와서 빈 2번 줄에 넣으면 표식은 어디에 놔?",
    "중앙에서 노랑 3개 가져와 빈 3번 줄에 놓으면 시작 플레이어 마커는 어떻게 해요?",
    # (new) a factory's other tiles named or asked of, with no count
    "공장에 노랑 3개 있고 나머지 하나는 검정이야. 노랑 가져가면 검정은 어떻게 돼?",
    "공장에 파랑 2개 있는데 파랑 가져가면 남은 타일은 어디로 가?",
    "팩토리에 빨강 1개 있는데 빨강 고르면 다른 색은 어떻게 해?",
    # (new) the centre's other tiles named or asked of, with no count
    "중앙에 노랑 2개 있고 나머지는 다 빨강이야. 노랑 가져가면 빨강은 어떻게 돼?",
    "중앙에 하양 3개 있는데 하양 가져가면 남은 타일은?",
    # (new) the marker asked of a take from the centre not read as its first
    "중앙에 빨강 2개 있어. 빨강 가져가면 시작 표식은 누가 가져? 내가 제일 처음이야",
    "중앙에 노랑 3개 있는데 노랑 가져오면 선 마커도 가져와?",
    # (new) the marker asked of beside a take placed, never said taken
    "중앙에서 검정 3개 가져와서 빈 3번 줄에 넣으면 표식 받아?",
    "중앙에서 빨강 1개 가져와 빈 1번 줄에 놓으면 선 마커도 바닥에 가?",
    "중앙에서 하양 2개 가져와 빈 2번 줄에 넣으면 표식은?",
    # (unchanged) the marker said taken by another player
    "중앙에서 파랑 2개 가져왔는데 표식은 친구가 먼저 가져갔어. 빈 3번 줄에 놓으면?",
]

# (question, rule): the rule that decides the case is cited first
FIRST_RULES = [
    # (new) where the marker goes, of the centre's first take: the marker's rule
    (
        "중앙에서 처음 검정 3개 가져와 빈 3번 줄에 놓으면 표식은 어디 가?",
        "azul.offer.first-player-marker",
    ),
    (
        "중앙에서 처음으로 파랑 2개 가져와서 빈 1번 줄에 넣으면 마커는 어떻게 돼?",
        "azul.offer.first-player-marker",
    ),
    # (unchanged) where the tiles go: the tiles' rule
    ("중앙에서 처음 빨강 3개 가져와 빈 2번 줄에 놓으면 어디 놔?", "azul.placement.overflow"),
]


test_reads = reads_test(AZUL, READ)
test_yes_no_agrees = yes_no_test(AZUL, READ)
test_reads_nothing = reads_nothing_test(AZUL, NOT_READ, unasked=True)
test_the_deciding_rule_comes_first = first_rule_test(AZUL, FIRST_RULES)
test_kinds_are_the_readers = kinds_test(AZUL, READ)
test_every_rule_cited_is_an_entry_of_azul = cites_test(AZUL, READ, some=True, named=True)
