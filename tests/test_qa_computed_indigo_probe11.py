"""Indigo's computed answers, eleventh round: new questions of concrete cases, checked by hand
against the rules. Misreads found, fixed:

- the reserve's gems of one kind counted ("예비에 호박 몇 개 있어?"): the whole reserve listed
  ("예비 보석 12개: 호박 6개, 에메랄드 5개, 사파이어 1개"); now the count of the kinds asked
  ("6개");
- a shared gateway said to be none of the asker's ("나랑 상관없는 공유 게이트로 에메랄드 나가면
  나도 받아?"): read as the asker among its owners ("네, 두 주인 모두 …"); not read now;
- the points of one hand claimed ("에메랄드만 5개예요. 10점 맞죠?", "…여덟 점이지?", counts and
  points in words): not read; now 네/아니요 with the hand's points, or the points alone when
  asked in the negative ("6점 아니야?": 네/아니요 would read backwards);
- a route of curves on two cells joining exit to exit ("게이트웨이의 이웃한 두 칸에 곡선을 하나씩
  놔서 출구끼리 연결되는 건 허용되나요?", allowed), or the joining tile turned another way
  ("돌려서 다른 방향으로 놓으면 괜찮은 거죠?", allowed): read as the one banned placement
  ("아니요, 한 칸의 두 출구를 …"); not read now;
- 아줄's centre of the table asked ("센터에서 첫 번째로 가져가면 start player 토큰 받는 거예요?"):
  read as a tile placed beside Indigo's centre ("에메랄드가 나옵니다"); something taken (가져가)
  from a centre now declines the centre reader;
- 아줄's first-player marker left in its centre ("선 토큰이 계속 중앙에 있으면 이번 라운드 시작한
  사람이 또 먼저 하나요?"): read as a gem left on the board ("네, 게임은 계속됩니다"); the
  marker declines the end reader, and with no game the end's readings need the game's name or
  its own words (보석, 게이트, a gem's name …: ``names_game``);
- the points of each kind asked beside the set-up ("처음 하는 판이라 … 보석 종류마다 점수가
  다르다는데 각각 얼마예요?"), or 점수 said with no question of points ("예비 보석으로 점수 보정해
  주는 규칙 같은 건 없죠?"): the set-up's gems added up ("19점"); not read as a sum now;
- a gem that passes the asker's gateway cell and goes on round a corner to another side before
  it leaves ("제 게이트웨이 칸 타일에서 … 모서리 돌아서 옆 변 칸 타일로 넘어간 다음 거기서 밖으로
  나가면 누구 거예요?", 2 players: the other's gateway): read as leaving through the asker's
  ("내가 가져갑니다"); not read now;
- a gateway's two owners said as "두 사람" beside a gem sent ("두 사람 동그라미가 같이 놓인 출구로
  알을 보내면 … 보낼 만한 때가 있나요?") and the colours left over ("둘이서 하면 남는 두 색
  가림판이랑 토큰은 어떻게 해요?"): the 2-player chart ("한 사람이 3개씩 혼자 가집니다"), a
  question not asked; not read now;
- whether the last tiles in hand will clear the board, asked ("더미 바닥났고 … 손에 1장씩
  남았어요. 보석은 5개 있는데 이 두 장 놓으면 다 없어지나요?"): the hand after the pile ran out
  ("그 타일을 놓고 새 타일은 뽑지 않습니다"), or, said "다 사라질까?", the gems read as gone
  ("게임이 이미 끝났습니다"); not read now;
- the gems the set-up leaves off the board ("처음에 보드에 안 올리고 남는 보석 몇 개야?", "세팅
  다 하고 나면 남는 보석 몇 개예요?"): read as the board's ("12개", case "처음 보드에 놓이는
  보석", first rule the set-up's treasure); now the reserve ("예비 보석 12개: …", its rule)."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    not_read_as_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

RESERVE = "예비 보석 12개: 호박 6개, 에메랄드 5개, 사파이어 1개"

READ = [  # (question, kind, verdict): read on the game's pages, and when the game is named
    # the reserve's gems of a kind counted (was: the whole reserve listed)
    ("예비 보석 중 에메랄드는 몇 개 있어요?", "indigo-setup", "5개"),
    ("3인 게임 예비에 사파이어 몇 개 둬?", "indigo-setup", "1개"),
    ("나빗길 예비 보석 호박 몇개임", "indigo-setup", "6개"),
    ("예비로 호박이랑 사파이어 몇 개씩 놔둬?", "indigo-setup", "호박 6개, 사파이어 1개"),
    # one hand's points claimed (was: not read)
    ("에메랄드 네 개 모았으면 8점 맞죠?", "indigo-score", "네, 8점입니다", True),
    ("호박 다섯 개랑 에메랄드 하나면 여덟 점이지?", "indigo-score", "아니요, 7점입니다", False),
    ("나빗길 끝났는데 호박 3개 에메랄드 3개 모았어요 9점 맞나요?", "indigo-score", "네, 9점입니다"),
    # asked in the negative: the plain statement, coloured by the points said (probe 17)
    ("사파이어 1개 호박 2개면 6점 아니야?", "indigo-score", "5점입니다", False),
    # the gems the set-up leaves off the board (was: 12개, the board's)
    ("처음 세팅하고 남는 보석은 몇 개야?", "indigo-setup", RESERVE),
    ("게임 준비할 때 판에 안 놓고 남는 보석 몇 개예요?", "indigo-setup", RESERVE),
    ("시작할 때 보드에 안 올린 남는 보석 몇 개?", "indigo-setup", RESERVE),
]

NOT_READ_AS = [  # (question, kind): never read as this kind
    # a shared gateway that is none of the asker's (was: 네, 두 주인 모두 …)
    (
        "4명이서 하는데 나랑 관계없는 공유 게이트로 사파이어 나가면 저도 받나요?",
        "indigo-shared-gateway",
    ),
    (
        "3인 게임에서 저랑 상관없는 공유 출구로 에메랄드 빠지면 저도 받아요?",
        "indigo-shared-gateway",
    ),
    (
        "4인 게임 나랑 관련없는 공유 게이트웨이로 사파이어 나갔는데 나도 받아?",
        "indigo-shared-gateway",
    ),
    # curves on two cells, or the tile turned (was: 아니요 / 네, 금지입니다, the one ban)
    ("게이트 옆 두 칸에 급커브 한 장씩 놔서 출구끼리 이어지면 반칙이야?", "indigo-placement"),
    ("게이트웨이 붙은 두 칸에 커브 하나씩 깔아서 출구랑 출구 연결해도 돼?", "indigo-placement"),
    ("급곡선이 출구 두 개 잇는 방향인데 회전해서 놓으면 돼?", "indigo-placement"),
    ("꺾인 곡선이 두 출구를 이어 버리는데 돌려 놓으면 괜찮아요?", "indigo-placement"),
    ("급커브로 출구 두 개 이어지는데 방향 바꿔서 놓으면 되죠?", "indigo-placement"),
    # another game's first-player marker in its centre (was: 네, 게임은 계속됩니다)
    ("시작 토큰이 계속 가운데 있으면 이번에 시작한 사람이 또 먼저 해요?", "indigo-end"),
    ("선 마커가 계속 센터에 있으면 이번 판 시작한 사람이 또 먼저 해?", "indigo-end"),
    # each kind's value, or 점수 without a question of points (was: 19점, the set-up's sum)
    ("처음 세팅할 때 보석 점수 개당 얼마야?", "indigo-setup"),
    ("예비 보석으로 점수 보너스 주는 룰 있어?", "indigo-setup"),
    ("지고 있는 사람한테 예비 보석으로 점수 더 주는 규칙 있나요?", "indigo-setup"),
    # a gem passing the asker's gateway cell on to another side (was: 내가 가져갑니다)
    (
        "2인인데 에메랄드가 내 게이트웨이 칸을 지나서 옆 변으로 넘어가 나가면 내 거야?",
        "indigo-exit",
    ),
    ("호박이 내 게이트웨이 칸에서 출발해서 모서리 유턴 돌아서 나가면 누구 거?", "indigo-exit"),
    (
        "2인 게임 내 게이트 칸에서 에메랄드가 유턴 길 거쳐서 밖으로 나가면 내가 가져가?",
        "indigo-exit",
    ),
    # a gem sent, or the colours left over (was: the 2- or 3-player chart)
    ("두 사람 토큰 같이 놓인 출구로 보내면 상대도 받잖아 그래도 보낼까?", "indigo-gateways"),
    ("두 명 마커가 함께 있는 게이트로 보내는 게 나아요?", "indigo-gateways"),
    ("셋이서 하면 남는 색 토큰은 어떻게 해?", "indigo-gateways"),
    ("둘이서 할 때 남은 토큰 여섯 개는 어떻게 해요?", "indigo-gateways"),
]

NOT_READ = [
    # the gems' going asked, the pile out (was: 게임이 이미 끝났습니다 / the hand after the pile)
    "더미 다 떨어졌고 손에 한 장씩 있는데 보석 3개 남았어. 이거 놓으면 보석 다 사라질까?",
    "타일 더미 없고 각자 손에 1장 남았는데 보석 2개 있어요. 마지막 타일 놓으면 보석 다 없어지는 거예요?",
    "더미 바닥이고 손에 타일 하나 남았는데 이거 놓으면 남은 보석 없어지나?",
]

UNASKED_NOT_READ = [  # with no game: no reading at all
    # taken from the centre of another game's table (was: indigo-centre)
    "가운데에서 두 번째로 가져가면 뭐 받아?",
    "센터에서 세 번째로 가져가는 사람은 뭐 받아요?",
]

test_the_engines_verdict = reads_test("indigo", READ)
test_not_read_as = not_read_as_test("indigo", NOT_READ_AS, unasked=True)
test_not_read = reads_nothing_test("indigo", NOT_READ, unasked=True)
test_unasked_not_read = reads_nothing_test(None, UNASKED_NOT_READ)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
