"""Summer Pavilion computed answers: an eighteenth probe, new questions a first-time player
would ask (what probe 17 left, payments, bonus tiles, the start token, end bonuses, keeping
tiles, claims heard in the negative, fouls and another player's move), each checked by hand
against the rules. What it changed, each now read right or declined:

- a count kept with no count left said ("귀퉁이에 5장 보관해도 돼?", "패스할 때 귀퉁이에 타일
  5개 둬도 되나요?", "4장까지 보관 되는 거 맞지?") was not read; now "아니요, 4장까지만 보관할
  수 있습니다" / "네, 보관할 수 있습니다 (4장까지)" as the engine plays the pass (a keep word is
  needed: "5장 남겨도 돼?" may be the tiles left over, and stays unread);
- a claim heard in the negative at the question's end ("5라운드 와일드 파랑 아니래", "기둥
  둘러싸면 1장 아니래", "친구가 빨강 1개 조커 2개로 빨간 별 3번 못 놓는대", "패스할 때 7장
  남으면 3점 안 깎인대") was not read, or got the positive claim's plain statement and colour
  ("−2점" marked right of "2점 깎이는 거 아니래"); now the claim said positively is read and its
  네/아니요 and colour turned round, as Indigo does; one whose positive gets no 네/아니요 ("6번
  놓으면 창문 보너스 안 준대") is declined, where it was answered as if asked;
- a payment asked in the negative ("빨강 4개로 빨간 별 5번 못 놓지?", "왜 … 못 놔?") or claimed
  as "놓는다던데" was not read; now the plain statement (or 네 of the claim);
- "반칙이야?", "규칙 위반이야?" of a take or a placement got 아니요 where the move is not allowed
  ("아니요, 빨강 3장을 모두 가져와야 합니다" reads "no foul"), or was not read; now the plain
  statement, its colour whether the move is allowed; another player's move opening the question,
  asked whether it was allowed ("상대가 … 2개만 가져갔어 반칙이야?", "상대가 … 놨어 이거 돼?"), was
  not read (or read by base Azul's reader); now the move is the case, a take told done read as
  the take;
- part of wilds asked where wilds alone lie ("1라운드 공장에 보라 4개만 있으면 2개 가져와도
  돼?") got the take with no 아니요; now "아니요, 조커(보라) 1장만 가져옵니다" (네 of one);
- a factory take's loss with no tiles said ("공장에서 가져오면 감점 없지?", "… 점수 깎여요?")
  was not read; now "네/아니요, 감점 없음" as the engine plays takes of one to four tiles;
- the start token asked of a centre take ("중앙에서 처음 가져가면 선 플레이어 토큰 받지?",
  "두 번째로 가져가도 토큰 받아?", "… 빨강 2개 가져가면 토큰 받아?") was not read, or got the take
  with no 네; now 네/아니요;
- whether any points are lost, asked before the score ("중앙에서 처음 가져왔는데 감점 있어? 지금
  1점이야") got "감점 없음" with no 아니요; now "아니요, 감점 없음 (1점 그대로)";
- fewer bonus tiles than a feature gives ("창문 보너스로 3장 받았는데 2장만 받아도 돼?", "기둥
  완성했는데 보너스 안받고 넘어가도 됨?") was not read, or the count alone; now "아니요, 보너스
  타일 3장을 모두 받아야 합니다"; the feature's bonus named with its count asked or guessed
  ("창문 보너스 몇 장?", "창문 보너스 3장 아니지?", "조각상 보너스 3장이래") was not read; now
  read (anything else asked of it, "… 받으면 바로 써도 돼?", stays unread);
- wilds alone with no count ("조커로만 파란 별 3번 놓을 수 있어?") were not read; now "아니요,
  놓을 수 없습니다", worked with as many as the space costs (in the star colour's own round, where
  they pay as themselves, declined: how many is not said);
- whether any end bonus comes ("빨간 별 완성하면 보너스 있어?", "6번 칸 전부 채우면 보너스
  받아?") got the points alone; now 네/아니요;
- whether tiles kept are the wild, asked "조커야?" ("1라운드에 보관한 보라 2라운드에 조커야?")
  was not read; now 아니요 by the round order (one round said twice, as probe 7 decided, stays
  unread); a colour said to be the wild at the question's end ("4라운드에 노랑 조커야?", "1라운드
  보라가 조커야?") was read as the round's wild named, with no 네; now the guess, 네/아니요. Three rows pinned by earlier probes follow (probe
  11's two stars not completed, coverage's 5s), and probe 17's "반칙이야?" row.

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict. Values: SP-RB p.3 (takes, the start token), p.4 (payments, features), p.5
(passing), p.6 (end bonuses)."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    kinds_test,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

SP = "azul-summer-pavilion"
DRAFT = "summer-pavilion-draft"
TOKEN = "summer-pavilion-start-token"
LEFT = "summer-pavilion-leftover"
PAY = "summer-pavilion-payment"
PS = "summer-pavilion-place-score"
FB = "summer-pavilion-feature-bonus"
END = "summer-pavilion-end-bonus"
WILD = "summer-pavilion-wild"
CENTRE = "summer-pavilion-centre-colour"
START = "summer-pavilion-start-score"
WU = "summer-pavilion-wild-use"

READ = [
    # a count kept, no count left said: the four-tile limit (was not read)
    ("귀퉁이에 5장 보관해도 돼?", LEFT, "아니요, 4장까지만 보관할 수 있습니다", False),
    (
        "패스할 때 귀퉁이에 타일 5개 둬도 되나요?",
        LEFT,
        "아니요, 4장까지만 보관할 수 있습니다",
        False,
    ),
    ("여름 별장 귀퉁이에 5개 킵 가능?", LEFT, "아니요, 4장까지만 보관할 수 있습니다", False),
    ("패스하면서 6장 보관할 수 있어요?", LEFT, "아니요, 4장까지만 보관할 수 있습니다", False),
    ("귀퉁이에 3장 보관해도 되지?", LEFT, "네, 보관할 수 있습니다 (4장까지)", True),
    ("귀퉁이에 4장까지 보관 되는 거 맞지?", LEFT, "네, 보관할 수 있습니다 (4장까지)", True),
    ("친구가 귀퉁이에 5장 보관할 수 있대", LEFT, "아니요, 4장까지만 보관할 수 있습니다", False),
    ("패스할때 4개 킵해도 됨?", LEFT, "네, 보관할 수 있습니다 (4장까지)", True),
    ("패스할 때 타일 2개 있는데 2개 다 귀퉁이에 둬도 돼?", LEFT, "네, 보관할 수 있습니다", True),
    # a claim heard in the negative at the end: the positive claim read, 네/아니요 and colour
    # turned round (was not read, or the positive"s plain statement and colour)
    ("5라운드 와일드 파랑 아니래", WILD, "아니요, 5라운드의 조커(와일드) 색은 파랑입니다", False),
    (
        "친구가 2라운드 조커는 초록 아니래",
        WILD,
        "아니요, 2라운드의 조커(와일드) 색은 초록입니다",
        False,
    ),
    (
        "1라운드 조커 보라 아니라던데 맞아?",
        WILD,
        "아니요, 1라운드의 조커(와일드) 색은 보라입니다",
        False,
    ),
    ("기둥 둘러싸면 1장 아니래", FB, "아니요, 보너스 타일 1장", False),
    ("형이 조각상 둘러싸면 보너스 2장 아니래", FB, "아니요, 보너스 타일 2장", False),
    ("엄마가 노란 별 완성 보너스 16점 아니래", END, "아니요, +16점", False),
    ("보라별 완성하면 20점 아니래", END, "아니요, +20점", False),
    ("가운데 별 완성해도 보너스 안 준대", END, "아니요, +12점", False),
    ("5번 칸 전부 채우면 보너스 안 나온대", END, "네, 보너스 없음 (0점)", True),
    ("친구가 빨강 1개 조커 2개로 빨간 별 3번 못 놓는대", PAY, "아니요, 놓을 수 있습니다", False),
    ("친구가 빨강 4개로 빨간 별 5번 못 놓는대", PAY, "네, 놓을 수 없습니다", True),
    ("1라운드에 보라 2개로 보라 별 2번 못 놓는대", PAY, "아니요, 놓을 수 있습니다", False),
    ("가운데 별에 빨강 있으면 빨강 또 못 놓는대", CENTRE, "네, 놓을 수 없습니다", True),
    ("친구가 가운데 별에 파랑 있으면 노랑 못 놓는대", CENTRE, "아니요, 놓을 수 있습니다", False),
    ("친구가 패스할 때 6장 남으면 2점 깎이는 거 아니래", LEFT, "아니요, −2점", False),
    ("패스할 때 7장 남으면 3점 안 깎인대", LEFT, "아니요, −3점", False),
    ("형이 패스할 때 4장 남으면 감점 안 받는대", LEFT, "네, 감점 없음", True),
    (
        "중앙에서 처음 가져가면 감점 안 받는대",
        TOKEN,
        "아니요, 가져온 타일 수만큼 잃습니다 (한 장에 1점, 조커도 셈)",
        False,
    ),
    (
        "중앙에서 처음 빨강 3개 가져오면 3점 깎이는 거 아니래",
        DRAFT,
        "아니요, 빨강 3장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다",
        False,
    ),
    (
        "중앙에서 처음 빨강 3개 가져오면 토큰 안 준대",
        DRAFT,
        "아니요, 빨강 3장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다",
        False,
    ),
    ("시작 점수 5점 아니래", START, "아니요, 5점에서 시작합니다", False),
    ("시작 점수 0점 아니래", START, "네, 5점에서 시작합니다", True),
    ("빨간 별 5번 있는데 6번 놓으면 2점 아니래", PS, "아니요, 2점입니다 (보너스 타일 3장)", False),
    # a payment asked in the negative ("못 놓지?", "왜 … 못 놔?"), or claimed ("놓는다던데"): the
    # plain statement, or 네/아니요 of the claim (was not read)
    ("빨강 4개로 빨간 별 5번 못 놓지?", PAY, "놓을 수 없습니다", False),
    ("빨강 4개 있으면 빨간 별 5번 못 놓지?", PAY, "놓을 수 없습니다", False),
    ("파랑 2개 조커 1개로 파란 별 3번 못 놓지?", PAY, "놓을 수 있습니다", True),
    ("빨강 4개로 빨간 별 5번 못 놔?", PAY, "놓을 수 없습니다", False),
    ("빨강 2개 조커 1개 있는데 왜 빨간 별 4번에 못 놔?", PAY, "놓을 수 없습니다", False),
    ("친구가 빨강 1개 조커 2개로 빨간 별 3번 놓는다던데 맞아?", PAY, "네, 놓을 수 있습니다", True),
    # "반칙이야?": the plain statement (its 아니요 read as "no foul"); another player"s move,
    # opening the question and asked whether allowed, is the case (was not read)
    (
        "상대가 공장에서 빨강 3개 중에 2개만 가져갔어 반칙이야?",
        DRAFT,
        "빨강 3장을 모두 가져와야 합니다",
        False,
    ),
    (
        "친구가 공장에 파랑 4개 있었는데 2개만 가져갔어 반칙 아니야?",
        DRAFT,
        "파랑 4장을 모두 가져와야 합니다",
        False,
    ),
    (
        "상대가 중앙에서 노랑 3개 중 1개만 가져갔는데 이거 반칙이지?",
        DRAFT,
        "노랑 3장을 모두 가져와야 합니다",
        False,
    ),
    (
        "공장에 빨강 3개 있는데 2개만 가져오면 규칙 위반이야?",
        DRAFT,
        "빨강 3장을 모두 가져와야 합니다",
        False,
    ),
    (
        "상대가 1라운드에 보라 3개로 빨간 별 3번 놨어 이거 돼?",
        PAY,
        "아니요, 놓을 수 없습니다",
        False,
    ),
    ("친구가 빨강 2개로 빨간 별 3번에 놓았는데 이거 반칙 아니야?", PAY, "놓을 수 없습니다", False),
    ("친구가 빨강 2개로 빨간 별 3번에 놓았는데 반칙이지?", PAY, "놓을 수 없습니다", False),
    ("빨강 2개로 빨간 별 3번에 놓으면 반칙이야?", PAY, "놓을 수 없습니다", False),
    ("빨강 3개로 빨간 별 3번 놓으면 반칙이야?", PAY, "놓을 수 있습니다", True),
    ("빨강 2개로 빨간 별 3번에 놓았는데 반칙 아니야?", PAY, "놓을 수 없습니다", False),
    # wilds alone there, part asked for: one comes, never more (was the take with no 아니요)
    (
        "1라운드 공장에 보라 4개만 있으면 2개 가져와도 돼?",
        DRAFT,
        "아니요, 조커(보라) 1장만 가져옵니다",
        False,
    ),
    (
        "1라운드 공장에 보라 4개만 있으면 1개 가져와도 돼?",
        DRAFT,
        "네, 조커(보라) 1장을 가져옵니다",
        True,
    ),
    (
        "2라운드 공장에 초록만 3개 있는데 두 개만 가져가도 돼?",
        DRAFT,
        "아니요, 조커(초록) 1장만 가져옵니다",
        False,
    ),
    # a factory take, no tiles said: no points lost (was not read)
    ("공장에서 가져오면 감점 없지?", TOKEN, "네, 감점 없음", True),
    ("공장에서 타일 가져가도 감점 없지?", TOKEN, "네, 감점 없음", True),
    ("썸파 공장에서 가져오면 감점 있어?", TOKEN, "아니요, 감점 없음", False),
    ("공장에서 가져가면 점수 깎여요?", TOKEN, "아니요, 감점 없음", False),
    ("공장에서 가져오면 1점 깎여?", TOKEN, "아니요, 감점 없음", False),
    ("형이 공장에서 가져가도 감점 있대", TOKEN, "아니요, 감점 없음", False),
    ("공장에서 가져오면 몇 점 깎여?", TOKEN, "감점 없음", None),
    # the start token asked of a centre take (was not read, or the take with no 네)
    (
        "중앙에서 처음 가져가면 선 플레이어 토큰 받지?",
        TOKEN,
        "네, 시작 플레이어 토큰을 받습니다 (가져온 타일 수만큼 점수도 잃음)",
        True,
    ),
    (
        "중앙에서 두 번째로 가져가도 토큰 받아?",
        TOKEN,
        "아니요, 시작 플레이어 토큰은 그 라운드에 중앙에서 처음 가져간 사람이 받습니다",
        False,
    ),
    (
        "센터에서 제일 먼저 가져오면 시작 플레이어 토큰도 가져가?",
        TOKEN,
        "네, 시작 플레이어 토큰을 받습니다 (가져온 타일 수만큼 점수도 잃음)",
        True,
    ),
    (
        "중앙에서 처음 가져가면 선 토큰 받는 거 맞아?",
        TOKEN,
        "네, 시작 플레이어 토큰을 받습니다 (가져온 타일 수만큼 점수도 잃음)",
        True,
    ),
    (
        "중앙에서 나중에 가져오면 선 토큰 받아?",
        TOKEN,
        "아니요, 시작 플레이어 토큰은 그 라운드에 중앙에서 처음 가져간 사람이 받습니다",
        False,
    ),
    (
        "중앙에서 처음 빨강 2개 가져가면 토큰 받아?",
        DRAFT,
        "네, 빨강 2장을 가져옵니다, 시작 플레이어 토큰도 받고 2점을 잃습니다",
        True,
    ),
    # whether any points are lost, the score told after the question (was no 네/아니요)
    (
        "중앙에서 처음 가져왔는데 감점 있어? 지금 1점이야",
        TOKEN,
        "아니요, 감점 없음 (1점 그대로)",
        False,
    ),
    (
        "중앙에서 처음 빨강 2개 가져왔는데 감점 있어? 지금 1점이야",
        TOKEN,
        "아니요, 감점 없음 (1점 그대로)",
        False,
    ),
    (
        "중앙에서 처음 가져왔는데 감점 있어? 지금 5점이야",
        TOKEN,
        "네, 가져온 타일 수만큼 잃습니다 (한 장에 1점, 조커도 셈)",
        True,
    ),
    # fewer bonus tiles than the feature gives (was not read, or the count alone); the
    # feature"s bonus named, its count asked or guessed (was not read)
    (
        "창문 보너스로 3장 받았는데 2장만 받아도 돼?",
        FB,
        "아니요, 보너스 타일 3장을 모두 받아야 합니다",
        False,
    ),
    (
        "창문 둘러싸서 보너스 3장인데 1장만 가져가도 돼요?",
        FB,
        "아니요, 보너스 타일 3장을 모두 받아야 합니다",
        False,
    ),
    (
        "조각상 보너스 2장인데 하나만 받아도 되나?",
        FB,
        "아니요, 보너스 타일 2장을 모두 받아야 합니다",
        False,
    ),
    (
        "기둥 완성했는데 보너스 안받고 넘어가도 됨?",
        FB,
        "아니요, 보너스 타일 1장을 받아야 합니다",
        False,
    ),
    ("기둥 둘러싸면 보너스 안 받아도 돼?", FB, "아니요, 보너스 타일 1장을 받아야 합니다", False),
    (
        "창문 완성하면 보너스 덜 받아도 돼?",
        FB,
        "아니요, 보너스 타일 3장을 모두 받아야 합니다",
        False,
    ),
    ("창문 보너스 3장 아니지?", FB, "보너스 타일 3장", True),
    ("조각상 보너스 3장이래", FB, "아니요, 보너스 타일 2장", False),
    ("기둥 보너스 1장 맞지?", FB, "네, 보너스 타일 1장", True),
    ("창문 보너스 몇 장?", FB, "보너스 타일 3장", None),
    # wilds alone with no count: 아니요 outside the star colour"s own round (was not read)
    ("조커로만 파란 별 3번 놓을 수 있어?", PAY, "아니요, 놓을 수 없습니다", False),
    ("조커만으로 노란 별 2번 채워도 돼?", PAY, "아니요, 놓을 수 없습니다", False),
    ("2라운드에 조커로만 빨간 별 4번 놓아도 돼?", PAY, "아니요, 놓을 수 없습니다", False),
    ("와일드만 써서 초록 별 1번 가능?", PAY, "아니요, 놓을 수 없습니다", False),
    ("왜 조커로만 빨간 별 2번에 못 놔?", PAY, "놓을 수 없습니다", False),
    # whether any end bonus comes: 네/아니요 (was the points alone)
    ("6번 칸 전부 채우면 보너스 받아?", END, "아니요, 보너스 없음 (0점)", False),
    ("빨간 별 완성하면 보너스 있어?", END, "네, +14점", True),
    ("게임 끝날 때 보라 별 다 채우면 보너스 받아?", END, "네, +20점", True),
    ("빨간 별 완성 못 했는데 보너스 있어?", END, "아니요, 보너스 없음 (0점)", False),
    ("1번 칸 전부 채우면 보너스 나와?", END, "네, +4점", True),
]

READ += [
    # whether tiles are the wild asked as "조커야?", kept from another round (was not read)
    (
        "2라운드에 보관한 초록 3라운드에도 조커야?",
        WU,
        "아니요, 3라운드의 조커(와일드) 색은 주황입니다",
        False,
    ),
    (
        "1라운드에 보관한 보라 2라운드에 조커야?",
        WU,
        "아니요, 2라운드의 조커(와일드) 색은 초록입니다",
        False,
    ),
    ("3라운드에 보라 타일 조커임?", WU, "아니요, 3라운드의 조커(와일드) 색은 주황입니다", False),
    # a colour said to be the wild at the end: the guess (was the round's wild with no 네)
    ("4라운드에 노랑 조커야?", WILD, "네, 4라운드의 조커(와일드) 색은 노랑입니다", True),
    ("6라운드에 빨강 조커지?", WILD, "네, 6라운드의 조커(와일드) 색은 빨강입니다", True),
    ("1라운드 보라가 조커야?", WILD, "네, 1라운드의 조커(와일드) 색은 보라입니다", True),
]

test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


NOT = [
    # a claim heard in the negative whose positive gets no 네/아니요 (was answered as if asked:
    # "2점, 보너스 타일 3장", the claim unchecked)
    "빨간 별 5번 있는데 6번 놓으면 창문 보너스 안 준대",
    "파란 별 4번 5번 있는데 6번 놓으면 보너스 타일 안 준대",
    "노란 별 5번 있을 때 6번 놓으면 보너스 안 나온대",
]

test_gets_no_summer_pavilion_answer = reads_nothing_test(SP, NOT, unasked=True)
