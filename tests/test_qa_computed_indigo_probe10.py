"""Indigo's computed answers, tenth round: new questions of concrete cases, checked by hand
against the rules. Misreads found, fixed:

- two gems of one kind counted with 개 or 알 before the verb of meeting ("호박 두 개 충돌하면 몇 점
  없어져?"): the counter was taken for what the gem runs into, and nothing was read; now the
  points the two gems take off ("2점이 사라집니다 (호박 2개, …)");
- gems said to collide, the points asked ("에메랄드 두 알 만나면 몇 점 손해야?"): the score reader
  read them as the asker's gems ("4점", case "모은 보석: 에메랄드 2개"); it passes over a
  collision now, which the collision reader answers (the points lost), or nothing;
- the gateway across from the asker's asked in a 2-player game ("둘이서 할 때 내 게이트웨이
  맞은편은 누구 거야?"), or claimed to be the other's ("… 상대 거 맞아?") or the asker's: the
  chart's summary ("한 사람이 3개씩 혼자 가집니다"), or nothing; now the opposite gateway's owner,
  the other player (네/아니요 to a claim);
- a gem said to leave through the gateway across from, or beside, one whose owner is said
  ("내 게이트웨이 맞은편으로 호박 나가면 내 거야?"): read as leaving through that gateway ("네,
  내가 가져갑니다"); not read now;
- how many gateways one player holds alone and shared, claimed with numbers ("3명이면 게이트
  혼자 1개 공유 2개임?"): the chart's summary, no 네/아니요 to the counts; now 네/아니요 with the
  chart's counts. One count alone claimed ("4명이면 게이트웨이 공유 6개 맞지?", one player's or
  the board's?): not read (was the summary);
- one player's gateways of a 2-player game asked with 있어 ("2명이면 내 게이트웨이끼리 붙어
  있어?") or said 떨어져 있다: the chart's summary, no 네/아니요; now 아니요 / 네, they alternate.
  A layout of 3 or 4 players (shared gateways), or negated: not read (was the summary);
- a centre gem claimed to come out at an ordinal said after it ("중앙에서 사파이어 5번째에
  나오지?"): the gem that comes out, no 네/아니요 ("에메랄드가 나옵니다"); now "아니요, …";
- the 3-player game without shared gateways said as "안 나눠 쓰면" or "나눠 갖지 않고" ("3명인데
  게이트웨이 안 나눠 쓰면 몇 개씩이야?"): the official chart ("1개는 혼자, 2개는 함께"), a case
  not asked; now the no-sharing variant's ("한 사람이 2개씩 혼자 가집니다")."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    not_read_as_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

OPPOSITE_2P = "2명이면 내 게이트웨이의 맞은편 게이트웨이는 언제나 상대의 것입니다"
ALTERNATE_2P = (
    "2명이면 게이트웨이를 한 곳씩 돌아가며 번갈아 가집니다 "
    "(1번 플레이어 1·3·5번, 2번 플레이어 2·4·6번)"
)

READ = [  # (question, kind, verdict): read on the game's pages, and when the game is named
    # two gems counted with 개 before the meeting (was: not read)
    (
        "에메랄드 2개 부딪혔는데 몇점 사라진거?",
        "indigo-collision",
        "4점이 사라집니다 (에메랄드 2개, 아무도 받지 않습니다)",
    ),
    # gems that collide are not the asker's hand (was: 모은 보석: …, the score reader)
    (
        "에메랄드 2알 마주치면 몇 점 손해봄?",
        "indigo-collision",
        "4점이 사라집니다 (에메랄드 2개, 아무도 받지 않습니다)",
    ),
    (
        "나빗길에서 호박 두 알 충돌하면 몇 점 없어져요?",
        "indigo-collision",
        "2점이 사라집니다 (호박 2개, 아무도 받지 않습니다)",
    ),
    # the gateway across from the asker's, 2 players (was: 한 사람이 3개씩 혼자 가집니다, or none)
    (
        "2명이서 하면 제 게이트웨이 맞은편은 누구꺼예요?",
        "indigo-gateways",
        OPPOSITE_2P,
    ),
    (
        "나빗길 둘이 할때 내 게이트웨이 반대편은 상대방 거지?",
        "indigo-gateways",
        "네, " + OPPOSITE_2P,
    ),
    (
        "2인 게임이면 내 게이트 건너편 게이트도 내 꺼야?",
        "indigo-gateways",
        "아니요, " + OPPOSITE_2P,
    ),
    # one player's gateways alone and shared, claimed (was: the summary, no 네/아니요)
    (
        "셋이서 할 때 게이트웨이 혼자 두 개 공유 한 개 맞죠?",
        "indigo-gateways",
        "아니요, 3명이면 한 사람이 1개는 혼자, 2개는 함께 가집니다",
    ),
    (
        "4인 게임은 게이트 혼자 0개 같이 3개지?",
        "indigo-gateways",
        "네, 4명이면 혼자 가지는 곳 없이 한 사람이 3개씩 함께 가집니다",
    ),
    # the 2-player layout asked with 있어, or 떨어져 있다 (was: 한 사람이 3개씩 혼자 가집니다)
    (
        "둘이서 하면 내 게이트웨이끼리 연달아 붙어있어?",
        "indigo-gateways",
        "아니요, " + ALTERNATE_2P,
    ),
    (
        "2인플 하면 내 게이트웨이 셋 다 떨어져 있지?",
        "indigo-gateways",
        "네, " + ALTERNATE_2P,
    ),
    # the centre's gem claimed, its ordinal after it (was: no 네/아니요)
    ("가운데 보석 사파이어는 세번째에 나와요?", "indigo-centre", "아니요, 에메랄드가 나옵니다"),
    ("중앙 타일에서 사파이어 6번째로 나가는 거 맞죠?", "indigo-centre", "네, 사파이어가 나옵니다"),
    # sharing denied in other words: the 3-player variant (was: the official chart)
    (
        "3인인데 게이트 안 나눠 가지면 각자 몇 개야?",
        "indigo-gateways",
        "한 사람이 2개씩 혼자 가집니다 (공유 없음)",
    ),
    (
        "나빗길 3명 게이트웨이 나눠 쓰지 않는 룰이면 각자 몇 개야?",
        "indigo-gateways",
        "한 사람이 2개씩 혼자 가집니다 (공유 없음)",
    ),
]

NOT_READ = [
    # a layout with shared gateways, or negated (was: the chart's summary)
    "3명 게임이면 제 게이트웨이 서로 붙어 있어요?",
    "둘이서 하는데 내 게이트웨이들 안 떨어져 있어?",
    # one count claimed, one player's or the board's (was: the chart's summary)
    "네 명이면 게이트웨이 공유 여섯 개 맞지?",
    "3인 게임 게이트웨이 혼자 쓰는 건 1개야?",
    # the opposite gateway of 3 or 4 players (may be shared with the asker), or of no one said
    "3명이면 내 게이트웨이 맞은편은 누구 거야?",
    "2인 게임 맞은편 게이트웨이 누구꺼?",
]

NOT_READ_AS = [  # (question, kind): never read as this kind
    # a gem leaving beside or across from a gateway said (was: 네, 내가 가져갑니다, …)
    ("두 명이서 하는데 제 출구 맞은편으로 에메랄드 빠지면 제 거예요?", "indigo-exit"),
    ("친구 게이트웨이 옆 출구로 호박 나갔어 친구가 가져가?", "indigo-exit"),
    ("내 게이트 반대편 출구로 보석 나가면 누가 받아?", "indigo-exit"),
    # a collision's gems are not collected gems (was: 3점, 모은 보석: 호박 1개, 에메랄드 1개)
    ("호박 한 개랑 에메랄드 한 개 박치기하면 몇 점 날아가?", "indigo-score"),
    ("에메랄드 하나 호박 둘 만났는데 점수 몇 점 날아간 거야", "indigo-score"),
]

test_the_engines_verdict = reads_test("indigo", READ)
test_not_read = reads_nothing_test("indigo", NOT_READ)
test_not_read_as = not_read_as_test("indigo", NOT_READ_AS, unasked=True)
test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
