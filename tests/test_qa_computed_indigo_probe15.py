"""Indigo's computed answers, fifteenth round: new questions of concrete cases (whole turns
told, another player's move or turn, a seat asked to take a gem), checked by hand against the
rules. Misreads found, fixed:

- the pile out, the asker's hand told and another player's turn asked, that player said to hold
  none ("더미는 다 썼고 나는 손에 타일 한 장, 친구는 없어. 친구 차례는 어떻게 돼?"): the asker's
  hand answered as the other's turn ("그 타일을 놓고 새 타일은 뽑지 않습니다"), where the other
  holds none and skips; another player's turn asked of a hand not said to be theirs is not read
  now (probe 13 and 14 declined it when a second count was told);
- a numbered gateway's gem and one seat asked to take it ("2인 게임에서 5번 게이트로 에메랄드
  나가면 두 번째 플레이어가 받지?", "… 2번 플레이어 3점?"): the owner named with no 네/아니요, or
  not read (no word of asking, or the seat's digit); now 네/아니요 by the chart, the seat in the
  case; a negated ask ("받지 않아?") keeps the plain statement;
- which gems the set-up puts on a place asked with how many ("중앙 보석 타일 위에 보석 뭐를 몇
  개 올려요?"): the total alone ("6개"); now each kind named ("에메랄드 5개, 사파이어 1개 (모두
  6개)"), the corner tiles' one each said;
- the pile out, gems said left on the board and whether the game goes on asked ("보드에 호박
  2개가 아직 남아 있어요. 각자 손에 1장씩 있는데 계속해요?"): the hand's turn alone, with no 네;
  now "네, 보드에 보석이 남아 있으니 계속합니다: 그 타일을 놓고 …" (only when a gem is said to be
  left: "보드에 빈칸 남아 있고 … 계속해?" keeps the plain statement);
- the asker's hand said as "내 점수" ("내 점수 호박 둘 에메랄드 하나, 동생은 에메랄드 둘. 누가
  이겨?"): read as a nameless first hand ("1번째 사람이 이깁니다"); now the asker's ("내가
  이깁니다");
- a winner claimed in the past or as a fact ("동생이 이긴 거 맞아?", "내가 이겼지?"): the points
  alone ("나 4점, 동생 4점"), with no winner after the tie-break, or not read (이긴, 이겼 were not
  words of winning); now 네/아니요 with the winner ("아니요, 내가 이깁니다");
- the asker, an owner of a shared gateway, asked to take the gem's points ("나랑 친구 공유
  게이트로 에메랄드 나가면 나 2점 받아?"): not read (the points read as a number of gems); now
  as "나도 받아?" ("네, 두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)"), points other than the
  gem's not read."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

READ = [  # (question, kind, verdict, ok): read on the game's pages, and when the game is named
    # one seat asked to take a numbered gateway's gem (was: the owner named, no 네/아니요)
    (
        "2인 게임에서 1번 게이트로 사파이어 나가면 두 번째 플레이어가 가져가지?",
        "indigo-exit",
        "아니요, 1번 플레이어가 가져갑니다 (사파이어 3점)",
        False,
    ),
    (
        "2명이서 4번 출구로 호박 나갔어요. 2번 플레이어가 받죠?",
        "indigo-exit",
        "네, 2번 플레이어가 가져갑니다 (호박 1점)",
        True,
    ),
    (
        "2인 게임에서 2번 게이트로 에메랄드 빠지면 첫번째 플레이어 2점?",
        "indigo-exit",
        "아니요, 2번 플레이어가 가져갑니다 (에메랄드 2점)",
        False,
    ),
    (
        "4인 게임에서 3번 게이트로 호박 나가면 네 번째 플레이어도 받아?",
        "indigo-exit",
        "네, 1·4번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
    # a negated ask keeps the plain statement (coloured by its truth since probe 18: the second
    # seat does not take it)
    (
        "2인 게임에서 3번 게이트로 호박 나가면 2번 플레이어가 받지 않아?",
        "indigo-exit",
        "1번 플레이어가 가져갑니다 (호박 1점)",
        False,
    ),
]

SETUP_READ = [  # (question, kind, verdict, ok): which gems and how many (was: the total alone)
    (
        "셋업할 때 센터에 무슨 보석을 몇 개 놔요?",
        "indigo-setup",
        "에메랄드 5개, 사파이어 1개 (모두 6개)",
        None,
    ),
    (
        "처음에 모서리 보석 타일엔 어떤 보석 몇 개 올려?",
        "indigo-setup",
        "호박 6개 (가장자리 보석 타일마다 1개씩)",
        None,
    ),
]
READ += SETUP_READ

GOES_ON = [  # the game going on asked, gems left on the board (was: no 네)
    (
        "더미 다 썼어요. 판에 에메랄드 하나 남아 있고 손에 타일 1장 있는데 계속 진행돼요?",
        "indigo-hand",
        "네, 보드에 보석이 남아 있으니 계속합니다: 그 타일을 놓고 새 타일은 뽑지 않습니다 (손에 0장)",
        True,
    ),
    # cells left on the board say nothing of the gems: the plain statement, no 네
    (
        "더미 떨어졌는데 보드에 빈칸 남아 있고 손에 1장 있어. 계속해?",
        "indigo-hand",
        "그 타일을 놓고 새 타일은 뽑지 않습니다 (손에 0장)",
        None,
    ),
]
READ += GOES_ON

MY_SCORE = [  # the asker's hand said as "내 점수" (was: "1번째 사람")
    (
        "제 점수 호박 셋, 형은 에메랄드 하나랑 호박 하나. 누가 이겨요?",
        "indigo-score",
        "내가 이깁니다",
        None,
    ),
    (
        "내 점수는 에메랄드 2개, 누나 점수는 호박 4개. 누가 이김?",
        "indigo-score",
        "누나가 이깁니다",
        None,
    ),
]
READ += MY_SCORE

WON_CLAIMED = [  # a win claimed as past or fact (was: the points alone, or not read)
    (
        "저는 호박 네 개, 누나는 에메랄드 두 개예요. 누나가 이긴 거죠?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "나는 사파이어 1개 호박 1개, 형은 에메랄드 1개. 내가 이겼지?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
]
READ += WON_CLAIMED

MY_SHARED_POINTS = [  # the asker, an owner, asked to take the gem's points (was: not read)
    (
        "4인 게임에서 저랑 언니가 같이 가진 게이트로 호박 나가면 저 1점 받아요?",
        "indigo-shared-gateway",
        "네, 두 주인 모두 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
]
READ += MY_SHARED_POINTS

NOT_READ = [  # a fact missing, or another question
    # the asker's hand told, another player's turn asked (was: the asker's hand as their turn)
    "타일 더미 다 떨어졌어. 나는 손에 한 장 있고 동생은 없어. 동생 차례엔 뭐 해?",
    "더미 비었고 내 손엔 타일 1장 남았어. 그럼 형 차례는 어떻게 돼?",
    # points other than the gem's
    "나랑 형 공유 게이트로 호박 나가면 나 2점 받아?",
    # a seat the game does not have
    "2인 게임에서 1번 게이트로 에메랄드 나가면 세 번째 플레이어가 받아?",
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
test_not_read = reads_nothing_test("indigo", NOT_READ, unasked=True)
