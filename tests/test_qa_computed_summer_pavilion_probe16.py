"""Summer Pavilion computed answers: a sixteenth probe, new questions a first-time player would
ask about concrete cases (whole turns told, the score said before the take, claims of no points
lost, other players' moves), each checked by hand against the rules. What it changed, each now
read right or declined:

- a take named whole from the centre, after the score said ("점수 5점이고 중앙에서 처음 파랑
  3개랑 보라 하나 가져오면 몇 점 남아?"), was read as the wild taken alone ("아니요, 그렇게
  가져올 수 없습니다": the "이고" of the score read as the centre's tiles described); now the
  take of the colour with its wild, the points lost and the score after ("… 4점을 잃습니다
  (5점 → 1점)"). Only what is said after the source tells what lies there;
- no points lost, guessed at the question's end ("패스할 때 6장 남았는데 감점 없지?", "귀퉁이에
  2장 있으면 감점 없지?"), lost its 네/아니요 as a question asked in the negative while the guess
  still marked it ("−2점" marked wrong, "감점 없음" marked right), where "감점 없는 거 맞지?"
  got "아니요, −2점"; now 네/아니요 agrees with the guess both ways, as Korean answers "없지?"
  ("아니요, −2점", "네, 감점 없음"). Questions in the negative with no guess, as before;
- a colour asked to come along with the take ("빨강 가져가면 파랑도 가져와?", "보라 3개 다
  가져와?") got 네/아니요 and the take, where the colour asked goes left unsaid ("아니요, 빨강
  2장을 가져옵니다"); now where the rest of it goes is said too ("…, 남은 파랑 1장은 테이블
  중앙으로"; from the centre, "…은 중앙에 그대로"), as "파랑은 어디로 가?" got it. Six rows
  pinned by probes 3, 6, 9 and 15 follow;
- the asker's own tiles said before the source ("이미 조커가 3장이나 있어서 … 고른 공장에도
  조커가 있는데", "손에 빨강 하나 있고 6라운드 공장에 …") were counted with the factory's (the
  case "공장에 조커 3장", the take "조커 1장을 가져옵니다"); now what lies there is read from
  the source on ("공장에 초록 2장, 조커(빨강) 2장"), and their sum with the take asked
  ("합쳐서 몇 개") is declined;
- whether wilds must go into a payment ("빨강 4장 있는데 빨간 별 4번 놓을 때 조커도 내야
  돼?", "조커 꼭 써야 함?", "조커 필요해?") was answered whether it pays ("네, 놓을 수
  있습니다": a yes to the wilds, where none are needed); now 네/아니요 on the wilds ("아니요,
  조커 없이 놓을 수 있습니다", "네, 조커(보라) 2장을 함께 내야 합니다"; "조커 안 써도 돼?",
  "조커 없이 돼?" the other way), the wild-payment rule first; where nothing pays, "놓을 수
  없습니다" with no 네/아니요; the wild named by its colour too ("주황 조커 꼭 써야 돼?", which
  left 주황 read as the tile placed). The round's wild placed as itself, as before;
- a placement told before the pass ("타일 6장 남았는데 하나 놓고 패스하면 감점 몇 점?") was read
  as a pass with the count said ("−2점" for six, where the placement pays at least one tile
  first); now declined. A pass with nothing placed ("놓지 않고 패스하면", "놓을 데가 없어"), as
  before;
- two placements told, their points together asked ("빨간 별 3번 놓고 다음 차례에 4번 놓으면
  총 몇 점?") got the second's alone ("2점", the first read as filled before); now declined.
  The second's asked ("두 번째에 몇 점?"), or one placement's total ("총 몇 점"), as before;
- the score said before a placement, the total asked ("내 점수 12점이야 파란 별 5번 있는데 6번
  놓으면 총 몇 점?") got the placement's points alone ("2점, 보너스 타일 3장", the score
  dropped from the case), where the score after it may be asked; now declined, as "몇 점 돼?"
  was. With no score said, as before.

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict. Values: SP-RB p.3 (takes, the start token)."""

from __future__ import annotations

from .computed_cases import (
    case_test,
    cites_test,
    first_rule_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

SP = "azul-summer-pavilion"
DRAFT = "summer-pavilion-draft"

READ = [
    # the score said before a take named whole: the colour with its wild (was the wild alone)
    (
        "지금 8점이고 1라운드에 중앙에서 제일 먼저 빨강 두 개랑 보라 한 개 가져오면 몇 점 돼?",
        DRAFT,
        "빨강 2장과 조커(보라) 1장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다 (8점 → 5점)",
    ),
    (
        "내 점수 9점이고 중앙에서 처음으로 노랑 2개랑 보라 1개 가져가면 몇 점 남아?",
        DRAFT,
        "노랑 2장과 조커(보라) 1장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다 (9점 → 6점)",
    ),
    (
        "점수가 4점이고 중앙에서 처음 파랑 세 개랑 보라 한 개 가져오면 몇점 깎여?",
        DRAFT,
        "파랑 3장과 조커(보라) 1장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다",
    ),
]

READ += [
    # the colour asked to come along: where the rest of it goes, said (was left unsaid)
    (
        "1라운드 공장에 노랑 2개 초록 1개 보라 1개 있는데 노랑 가져가면 초록도 가져와야 돼?",
        DRAFT,
        "아니요, 노랑 2장과 조커(보라) 1장을 가져옵니다, 남은 초록 1장은 테이블 중앙으로",
        False,
    ),
    (
        "5라운드 중앙에 빨강 두 개 노랑 두 개 남았는데 빨강 가져가면 노랑도 같이 가져가?",
        DRAFT,
        "아니요, 빨강 2장을 가져옵니다, 남은 노랑 2장은 중앙에 그대로",
        False,
    ),
    (
        "2라운드 공장에 초록 3개 파랑 1개인데 파랑 고르면 초록 3개 다 딸려 와?",
        DRAFT,
        "아니요, 파랑 1장과 조커(초록) 1장만 가져옵니다, 남은 초록 2장은 테이블 중앙으로",
        False,
    ),
]

PAY = "summer-pavilion-payment"

READ += [
    # whether wilds must go in: answered (was "네, 놓을 수 있습니다")
    (
        "파랑 5장 있는데 파란 별 5번 놓으려면 조커도 써야 돼?",
        PAY,
        "아니요, 조커 없이 놓을 수 있습니다",
        False,
    ),
    (
        "2라운드에 노랑 2장 초록 1장으로 노란 별 2번 놓을 때 조커 꼭 내야 함?",
        PAY,
        "아니요, 조커 없이 놓을 수 있습니다",
        False,
    ),
    (
        "3라운드 초록 1장이랑 주황 3장으로 초록 별 4번 놓는데 조커 필요해?",
        PAY,
        "네, 조커(주황) 3장을 함께 내야 합니다",
        True,
    ),
    (
        "5라운드 노랑 1장 파랑 1장 있는데 노란 별 2번 조커 안 써도 돼?",
        PAY,
        "아니요, 조커(파랑) 1장을 함께 내야 합니다",
        False,
    ),
    (
        "빨강 세 장 조커 두 장인데 빨간 별 3번 조커 없이 돼?",
        PAY,
        "네, 조커 없이 놓을 수 있습니다",
        True,
    ),
    # the wild named by its colour
    (
        "3라운드에 빨강 1장 주황 2장으로 빨간 별 3번 놓는데 주황 조커 꼭 써야 돼?",
        PAY,
        "네, 조커(주황) 2장을 함께 내야 합니다",
        True,
    ),
    # nothing pays: no 네/아니요 to the wilds asked
    ("초록 1장 조커 1장으로 초록 별 5번 놓을 때 조커 써야 해?", PAY, "놓을 수 없습니다", None),
]

LEFT = "summer-pavilion-leftover"

READ += [
    # no points lost, guessed as "없지?": 네/아니요 on the guess (was stripped, the ok kept)
    ("손에 타일 7장 남은 채로 패스하면 감점 없지?", LEFT, "아니요, −3점", False),
    ("타일 두 장 남기고 패스하면 감점 하나도 없지?", LEFT, "네, 감점 없음", True),
    ("6라운드 패스할 때 타일 2장 남았으면 감점 없죠?", LEFT, "아니요, −2점", False),
    ("게임 끝났는데 귀퉁이에 타일 네 장 있으면 감점 없지?", LEFT, "아니요, −4점", False),
    ("패스할 때 6장 있는데 4장 보관하면 감점 없지?", LEFT, "아니요, −2점", False),
]

READ += [
    # the asker's own tiles, said before the factory: not on it
    (
        "이미 조커 2장 있는데 4라운드 공장에 파랑 3개 노랑 1개 있으면 파랑 가져가면 뭐 가져와?",
        DRAFT,
        "파랑 3장과 조커(노랑) 1장을 가져옵니다",
    ),
    (
        "손에 빨강 하나 있고 6라운드 공장에 초록 두 개 빨강 두 개면 초록 가져갈 때 빨강 몇 개 와?",
        DRAFT,
        "초록 2장과 조커(빨강) 1장을 가져옵니다",
    ),
]

READ += [
    # a pass with nothing placed: as before
    ("타일 일곱 장 남은 채로 안 놓고 그냥 패스하면 몇 점 잃어?", LEFT, "−3점"),
    ("타일 6장 남았는데 놓을 데가 없어서 패스하면 감점 몇 점?", LEFT, "−2점"),
    ("타일 6장 있는데 놓고 싶어도 자리가 없어서 패스하면 몇 점 잃어?", LEFT, "−2점"),
]

PS = "summer-pavilion-place-score"

READ += [
    # one placement's total, or the second placement's points: as before
    ("노란 별 4번 5번 있는데 6번 놓으면 총 몇 점?", PS, "3점, 보너스 타일 3장"),
    ("주황 별 비어있는데 2번 놓고 3번 놓으면 두 번째에 몇 점?", PS, "2점"),
]

test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


FIRST_RULE = [
    # whether wilds must go in: the rule that says how many is the placer's choice
    (
        "파랑 5장 있는데 파란 별 5번 놓으려면 조커도 써야 돼?",
        "azul-summer-pavilion.place.wild-payment",
    ),
    # the score stops at 1: the FAQ on that floor decides
    (
        "점수가 4점이고 중앙에서 처음 파랑 세 개랑 보라 한 개 가져오면 몇점 깎여?",
        "azul-summer-pavilion.faq.penalty-floor",
    ),
]

test_the_first_rule_decides = first_rule_test(SP, FIRST_RULE)


CASE = [
    # the asker's own tiles are not the factory's (was "공장에 빨강 2장, 조커 2장")
    (
        "벌써 조커 1장 가지고 있는데 공장에 빨강 2개 조커 1개 있으면 빨강 가져가면?",
        "공장에 빨강 2장, 조커 1장,",
    ),
    (
        "난 이미 파랑 1개 모아 뒀어 5라운드 중앙에 초록 2개 파랑 1개 있을 때 초록 가져가면 몇 장?",
        "중앙에 초록 2장, 조커(파랑) 1장,",
    ),
]

test_the_case_is_read = case_test(SP, CASE)


NOT = [
    # the score said, the total asked: the score after, or the points? (was the points alone)
    "지금 8점인데 노란 별 2번 있고 3번 놓으면 총 몇 점이야?",
    "나 15점인데 빨간 별 1번 2번 있을 때 3번 놓으면 총점수 몇 점?",
    # two placements, their points together asked (was the second's alone)
    "파란 별 비어있는데 1번 놓고 2번 놓으면 합쳐서 몇 점이야?",
    "초록 별 5번 먼저 놓고 6번 놓으면 다 해서 몇점?",
    # a placement before the pass: the tiles left at the pass are not the count said (was
    # "−2점" for six)
    "남은 타일 5개인데 하나 놓고 패스하면 감점은?",
    "타일 9장 남았는데 하나 놓고 나서 패스하면 몇 점 깎여?",
    # the asker's tiles and the take's together, asked (was "빨강 3장과 조커(초록) 1장을
    # 가져옵니다", the asker's 빨강 counted on the factory)
    "빨강 1개 가지고 있는데 공장에 빨강 2개 초록 1개 있어 빨강 가져오면 빨강 합쳐서 몇 개야?",
    # the asker's jokers, the factory's not counted (was "조커 1장을 가져옵니다")
    "이미 조커 2장 모아 뒀는데 공장에 조커 있으면 또 가져와야 해?",
]

test_gets_no_summer_pavilion_answer = reads_nothing_test(SP, NOT, unasked=True)
