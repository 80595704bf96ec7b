"""Indigo's computed answers, sixteenth round: new questions of concrete cases (whole turns
told, two questions in one, another player's move, claims in unusual words), checked by hand
against the rules. Misreads found, fixed:

- two gems said to meet where two routes cross ("교차 곡선 타일에서 길이 겹치는 데서 보석 두 개
  만나면 둘 다 없어져?", "별 모양 타일 한가운데서 마주치면"): read as a collision ("두 보석 모두
  게임에서 빠지고 …"), where the gems pass on routes of their own and do not collide; not read
  now;
- a shared gateway's gem said to go to one owner and one from the reserve to the other ("한
  명만 받고 다른 한 명은 예비에서 받아?"): 아니요 (the first half read alone), where that is the
  rule; now 네, each owner's gem named;
- the asker's seat said and the asker asked to take a numbered gateway's gem ("2인 게임 나
  선인데 2번 게이트로 에메랄드 나가면 나 받아?", "나 2번이야 … 내 거야?", "나 후공인데 … 내 점수
  되는 거 맞지?"): the owner named with no 네/아니요, or not read; now 네/아니요 by the chart, the
  case saying "나(1번 플레이어)가 받는지" (후공 only of two players; how many or who asked keeps
  the plain statement);
- one player claimed to win of hands level on points and gems ("나 에메랄드 1개 친구 에메랄드
  1개. 내가 이겼지?"): "공동 우승입니다" with no 아니요; now "아니요, 공동 우승입니다";
- two players' points said and the board's last gem leaving through one's gateway ("2인전에서
  저 9점, 상대 11점인데 보드에 남은 보석이 사파이어 1개뿐이에요. 그게 제 게이트웨이로 들어오면 …
  제가 이기는 거죠?"): not read; now the game's end and the winner by the totals ("네, 내가
  이깁니다 (나 12점, 상대 11점)"), the end rule first; totals level (the gems decide), totals
  said other than the sum, or more players are not read;
- two gems said to face one empty cell and a tile joining their routes there, with no word of
  meeting ("호박이 멈춰 있는 길 끝이랑 에메랄드가 멈춰 있는 길 끝이 같은 빈칸을 보고 있어요. 거기에
  두 길을 잇는 타일을 놓으면 어떻게 돼요?"): not read; now the collision ("두 보석 모두 게임에서
  빠지고 …"); a tile said not to join them ("잇지 말고 다른 칸에"), another route, or a gateway
  is not read;
- a gem's value heard from someone named, or said with a full stop before the ask ("친구가
  그러는데 호박은 2점이래. 맞아?", "호박은 2점이래. 맞아?"): not read; now 네/아니요 with the
  value, as the same claim with no speaker was;
- a game said to share no gateway beside a gem leaving ("3인 게임인데 게이트 공유 안 하는 규칙으로
  해. 에메랄드 나가면 한 사람만 받지?", "공유하지 않는 방식으로 …", "공유 게이트 없이 하는데
  …"): 아니요 or "두 주인 모두 … 받습니다", the official chart's sharing, against the game said;
  not read now (the 2-player reading, which has no shared gateway, stands);
- the 3-player variant said in other words ("공유하지 않는 방식", "공유 게이트 없이 해", "게이트 안
  나누고"): the official chart read ("3인인데 공유하지 않는 방식으로 해. 예비 보석 써?": "네, 예비
  보석 12개 …"; "… 공유 게이트 없이 해. 예비 보석 필요해?": "아니요, 예비 보석 12개 …를
  둡니다"; "… 공유하지 않는 방식인데 2번 게이트로 호박 나가면": "1·2번 플레이어가 …"); now the
  variant's ("아니요, … 예비 보석을 쓰지 않습니다", "2번 플레이어가 가져갑니다"); "공유하지 않는
  게이트" (one gateway) is not the variant;
- a gem's name misspelt ("에매랄드", "에메렐드", "사파이여", "싸파이어"): unknown, and beside a second
  count asked the other gem answered alone ("중앙 보석 타일에 처음에 에매랄드 몇 개랑 사파이어 몇
  개 올려요?": "1개", the sapphire's); now the name read ("에메랄드 5개, 사파이어 1개"), and a
  count asked of a gem the reader does not know is not read;
- a whole turn told with several tiles drawn or laid, then "맞아?" ("내 차례에 화살표 앞에 타일
  놓고 호박 움직이고 타일 두 장 뽑았어. 맞아?", "… 1번 플레이어가 받고 타일 두 장 뽑았어.
  맞지?"): 네, the part read confirmed with the wrong step; not read now (the hand's reading of
  the draw itself, and tiles laid round the centre, stand);
- how far a released amber went told or asked beside its release ("화살표 앞에 놨더니 호박
  나와서 한 칸만 가고 멈췄어. 맞아?"): 네, the release alone confirmed; not read now (cells
  counted round the corner tile keep their reading);
- who took a centre gem told beside its release ("중앙 옆에 세 번째로 놨는데 에메랄드가 나오고
  상대가 가져갔어. 맞아?"): 네, the release alone confirmed; not read now;
- one seat said to take a shared numbered gateway's gem alone ("4인 게임 1번 게이트로 사파이어
  나가서 1번 플레이어만 3점 받았어. 맞지?"): 네 (the seat is an owner); now 아니요, both owners
  named, the case saying "1번 플레이어만 받는지";
- a further step told after the case read, the game's end or another turn ("… 1번 플레이어가
  받았고 게임 끝났어. 맞지?", "… 상대가 받았고 나는 한 번 더 했어. 맞아?"): 네, the part read
  confirmed; not read now."""

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

READ = [  # (question, kind, verdict, ok): read on the game's pages, and when the game is named
    # one owner takes the gem, the other one from the reserve: the rule (was: 아니요)
    (
        "공유 게이트웨이로 사파이어가 나가면 그건 한 사람만 갖고 나머지 사람은 예비에서 받는 거 맞죠?",
        "indigo-shared-gateway",
        "네, 한 주인은 나간 사파이어를, 다른 주인은 예비에서 사파이어 1개를 받습니다 (3점씩)",
        True,
    ),
    (
        "4인 게임 공유 출구로 에메랄드 빠지면 한 명만 그 에메랄드 가져가고 다른 주인은 예비 에메랄드 받지?",
        "indigo-shared-gateway",
        "네, 한 주인은 나간 에메랄드를, 다른 주인은 예비에서 에메랄드 1개를 받습니다 (2점씩)",
        True,
    ),
]

MY_SEAT = [  # the asker's seat said, the asker asked to take the gem (was: no 네/아니요, or unread)
    (
        "2인 게임에서 저 선이에요. 6번 출구로 호박 나가면 제가 가져가요?",
        "indigo-exit",
        "아니요, 2번 플레이어가 가져갑니다 (호박 1점)",
        False,
    ),
    (
        "두 명이 하는데 난 두 번째 플레이어야. 5번 게이트로 사파이어 빠지면 내 거지?",
        "indigo-exit",
        "아니요, 1번 플레이어가 가져갑니다 (사파이어 3점)",
        False,
    ),
    (
        "3인 게임 저 3번이에요. 3번 게이트로 에메랄드 나가면 저 받아요?",
        "indigo-exit",
        "네, 3번 플레이어가 가져갑니다 (에메랄드 2점)",
        True,
    ),
    (
        "4인 게임 나 3번 플레이어인데 2번 게이트로 호박 나가면 나도 1점 받아?",
        "indigo-exit",
        "네, 2·3번 플레이어가 호박을 1개씩 받습니다 (1점씩)",
        True,
    ),
]
READ += MY_SEAT

JOINT = [  # one player claimed to win a shared win (was: no 아니요)
    (
        "저 호박 세 개, 형도 호박 세 개예요. 형이 이긴 거 맞죠?",
        "indigo-score",
        "아니요, 공동 우승입니다",
        False,
    ),
    (
        "나 에메랄드 두 개, 동생 사파이어 하나 호박 하나. 내가 이기지?",
        "indigo-score",
        "아니요, 공동 우승입니다",
        False,
    ),
]
READ += JOINT

LAST_GEM = [  # the last gem out ends the game; the totals decide (was: not read)
    (
        "두 명이서 하는 중인데 나 10점, 동생 12점. 판에 남은 보석이 사파이어 하나뿐이야. 그게 내 출구로 나가면 내가 이기는 거지?",
        "indigo-end",
        "네, 내가 이깁니다 (나 13점, 동생 12점)",
        True,
    ),
    (
        "2인 게임인데 저는 8점이고 친구는 9점이에요. 마지막 남은 보석인 호박이 친구 게이트로 나가면 친구가 이기죠?",
        "indigo-end",
        "네, 친구가 이깁니다 (친구 10점, 나 8점)",
        True,
    ),
    (
        "2인전 나 12점 상대 9점인데 남은 보석이 에메랄드 1개뿐이야. 상대 게이트로 들어가면 상대가 이기지?",
        "indigo-end",
        "아니요, 내가 이깁니다 (나 12점, 상대 11점)",
        False,
    ),
]
READ += LAST_GEM

LAST_GEM_FIRST = [(row[0], "indigo.end.no-gems") for row in LAST_GEM]

FACING = [  # two gems facing one cell, their routes joined there (was: not read)
    (
        "사파이어랑 호박이 같은 빈 자리를 바라보고 있어. 그 자리에 두 길을 이어 주는 타일을 놓으면 어떻게 돼?",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        None,
    ),
    (
        "보석 두 개가 서로 마주 보고 있을 때 그 사이 칸에 양쪽 길을 연결하는 타일 놓으면 누가 가져가요?",
        "indigo-collision",
        "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        None,
    ),
]
READ += FACING

HEARD = [  # a value heard from someone named (was: not read)
    (
        "동생이 그러는데 에메랄드는 3점이래. 맞아?",
        "indigo-score",
        "아니요, 에메랄드는 2점입니다",
        False,
    ),
    ("형 말로는 호박 1점이래. 맞지?", "indigo-score", "네, 호박은 1점입니다", True),
    ("사파이어는 2점이라던데. 맞아요?", "indigo-score", "아니요, 사파이어는 3점입니다", False),
]
READ += HEARD

NO_SHARING = [  # the 3-player variant in other words (was: the official chart)
    (
        "3명인데 공유하지 않는 방식으로 할 거야. 예비 보석 필요해?",
        "indigo-setup",
        "아니요, 3명(단독 소유 변형)이면 예비 보석을 쓰지 않습니다",
        False,
    ),
    (
        "3인인데 공유 게이트 없이 하는 중. 2번 게이트로 에메랄드 빠지면 누가 가져가?",
        "indigo-exit",
        "2번 플레이어가 가져갑니다 (에메랄드 2점)",
        None,
    ),
]
READ += NO_SHARING

MISSPELT = [  # a gem's name misspelt (was: unknown; one count answered for two)
    (
        "처음 세팅할 때 가운데에 사파이어 몇 개, 에매랄드 몇 개 올려?",
        "indigo-setup",
        "사파이어 1개, 에메랄드 5개",
        None,
    ),
    ("에메렐드 세 개 모으면 몇 점?", "indigo-score", "6점", None),
    ("싸파이어는 2점 맞죠?", "indigo-score", "아니요, 사파이어는 3점입니다", False),
]
READ += MISSPELT

ONE_SEAT_ONLY = [  # one seat said to take a shared gateway's gem alone (was: 네)
    (
        "3인 게임에서 2번 게이트로 에메랄드 나갔는데 2번 플레이어만 받지?",
        "indigo-exit",
        "아니요, 1·2번 플레이어가 에메랄드를 1개씩 받습니다 (2점씩)",
        False,
    ),
]
READ += ONE_SEAT_ONLY

SEAT_CASE = [  # a negated ask keeps the plain statement; the case says the asker's seat
    ("2인 게임 나 후공인데 1번 게이트로 에메랄드 나가면 나 못 받아?", "나(2번 플레이어)가 받는지"),
]

NOT_READ = [  # a fact missing, or another question
    # a game said to share no gateway (was: both owners take one)
    "셋이서 공유 게이트 없이 하는데 에메랄드 나가면 누가 받아?",
    "공유하지 않는 룰로 셋이 해. 공유 게이트로 호박 나가면 둘 다 받아?",
    "3명이 게이트 공유 안 하고 하는데 공유 게이트로 사파이어 나가면 둘 다 받아?",
    # a count asked of a gem the reader does not know (was: the other gem's count alone)
    "중앙 보석 타일에 처음에 에메랄드 몇 개랑 호빡 몇 개 올려요?",
    # two gems facing one cell, the tile said to go elsewhere
    "호박 두 개가 같은 빈 칸을 바라보는데 두 길 잇지 말고 다른 데 놓으면 어떻게 돼?",
    # a whole turn told with several tiles drawn or laid (was: 네, the part read confirmed)
    "2인 게임 5번 게이트로 에메랄드 나가서 1번 플레이어가 받고 새 타일 두 장 가져왔어. 맞지?",
    "공유 게이트로 호박 나가서 둘 다 1개씩 받고 타일은 두 장 뽑았어요. 맞죠?",
    "보드에 보석 남아서 더미 없어도 계속했고 한 번에 타일 두 장 놨어. 맞지?",
    # how far the amber went (was: 네, the release alone)
    "화살표 가리키는 칸에 타일 놓았더니 호박이 나와서 그 타일에서 멈췄어요. 맞나요?",
    "화살표 앞 칸에 타일 놓으면 호박 나와서 한 칸만 이동해?",
    # who took a centre gem (was: 네, the release alone)
    "가운데 옆에 첫 번째로 타일 놓으니까 에메랄드 나왔고 동생이 받았어. 맞지?",
    # a further step told after the case read (was: 네, the part read confirmed)
    "3인 게임 공유 게이트로 호박 나가서 두 사람 다 1개씩 받았고 판이 끝났어요. 맞죠?",
    "친구가 놓은 타일로 에메랄드가 내 게이트로 나가서 내가 받았고 친구는 또 했어. 맞지?",
    # gems meeting where routes cross (was: both removed)
    "교차 곡선 타일 엇갈리는 부분에서 에메랄드랑 호박이 만나면 어떻게 돼?",
    "별 모양 타일 가운데서 에메랄드 두 개가 마주치면 둘 다 빠져?",
    "두 길이 엇갈리는 데서 호박이랑 에메랄드가 부딪히면 어떻게 돼?",
]

test_the_engines_verdict = reads_test("indigo", READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
test_not_read = reads_nothing_test("indigo", NOT_READ, unasked=True)
test_the_asker_seat_is_in_the_case = case_test("indigo", SEAT_CASE)
test_the_end_decides_the_last_gem = first_rule_test("indigo", LAST_GEM_FIRST)
