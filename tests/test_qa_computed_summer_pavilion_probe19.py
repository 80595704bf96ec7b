"""Summer Pavilion computed answers: a nineteenth probe, new questions a first-time player
would ask (what probe 18 left: keeping in round 6, a keep and a throw said together, the score
said after, part of a colour refused, a wild said not to come, two spaces placed at once, the
end bonus before the end, a price heard, another player's board), each checked by hand
against the rules. What it changed, each now read right or declined:

- a wild said not to come with the take ("3라운드 공장에 주황 1개 초록 3개 있는데 초록 가져가면
  주황 안 와도 된대", "… 노랑 안와도 됨?") got the take with no word of the claim; now 아니요 (a
  wild there comes with the colour chosen), as "안 가져와도 돼?" was read;
- the end bonus asked before the game ends ("가운데 별 완성했는데 몇 점이야? 게임 아직 안
  끝났어", "게임 끝나기 전에 보라 별 완성하면 몇 점?") got the end bonus ("+12점") as if scored
  now; now declined;
- a payment asked as a must ("빨강 3개 다 써야 돼?", "빨강 4개 다 내야 돼?") got "네, 놓을 수
  있습니다", which reads as "yes, all must be red"; now declined (the engine says what may
  pay, not what must);
- two spaces listed and placed ("빨간 별 5번 6번 놓으면 창문 보너스?", "파란 별 3번 4번 놓으면 몇
  점 받아?") read the first as filled before ("2점, 보너스 타일 3장"); now declined (spaces
  filled together, "1, 2번이랑 3, 4번 채우면", are read as before);
- tiles kept in round 6 with no count left said ("6라운드에 패스할 때 3장 보관하면 감점
  없지?", "6라운드에서 1장 보관하면 감점 있어?") were not read; now "아니요/네, 적어도 −3점" (a
  point each lost at the end). The tiles thrown are not said, so "몇 점 깎여?" and a guess of
  the kept count or more stay unread, as probe 4 decided;
- a keep and a throw said together ("5장 남았는데 4장 보관하고 1장 버리면 1점 깎이지?") were not
  read (a second count); now read when the throw is the rest (counts that do not add up stay
  unread);
- the score now said as a condition ("패스할 때 9장 남았는데 지금 3점이면 몇 점 돼?") was not
  read, where "지금 3점인데" was; now the loss told from it, at the floor of 1;
- a space's price heard ("친구가 파란 별 5번 칸 비용 4개래", "… 3장이라던데 맞아?") was not read;
  now 네/아니요 of the claim, as "비용 4개야?" was;
- part of a colour refused ("공장에 빨강 3개 있는데 왜 2개만 못 가져가?") was not read, or got
  the take ("노랑 3장을 가져옵니다"); now "빨강 3장을 모두 가져와야 합니다";
- another player's board opening a placement's points ("상대 보드에 빨간 별 1번 2번 있는데 3번
  놓으면 몇 점이야?") was declined; now the case (a placement scores alike on every board).

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict. Values: SP-RB p.3 (takes), p.4 (payments, placing), p.5 (passing), p.6
(end bonuses, tiles left at the end)."""

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
LEFT = "summer-pavilion-leftover"
PS = "summer-pavilion-place-score"
COST = "summer-pavilion-cost"

READ = [
    (
        "3라운드 공장에 주황 1개 초록 3개 있는데 초록 가져가면 주황 안 와도 된대",
        DRAFT,
        "아니요, 초록 3장과 조커(주황) 1장을 가져옵니다",
        False,
    ),
    (
        "3라운드 공장에 주황 1개 초록 3개 있는데 초록 가져가면 주황은 안와도 돼?",
        DRAFT,
        "아니요, 초록 3장과 조커(주황) 1장을 가져옵니다",
        False,
    ),
    (
        "1라운드 공장에 빨강 2개 보라 1개 있는데 빨강 가져가면 보라 안 와도 된다던데",
        DRAFT,
        "아니요, 빨강 2장과 조커(보라) 1장을 가져옵니다",
        False,
    ),
    (
        "2라운드에 공장에 초록 1개 파랑 3개 있으면 파랑 가져갈 때 초록은 안 와도 되지?",
        DRAFT,
        "아니요, 파랑 3장과 조커(초록) 1장을 가져옵니다",
        False,
    ),
    (
        "4라운드 팩토리에 노랑1 레드2 있는데 레드 가져가면 노랑 안와도 됨?",
        DRAFT,
        "아니요, 빨강 2장과 조커(노랑) 1장을 가져옵니다",
        False,
    ),
    ("공장에 빨강 3개 있는데 왜 2개만 못 가져가?", DRAFT, "빨강 3장을 모두 가져와야 합니다", False),
    ("공장에 파랑 4개 있는데 1개만 못 가져가?", DRAFT, "파랑 4장을 모두 가져와야 합니다", False),
    (
        "중앙에 노랑 3개 있는데 왜 하나만 못 가져와?",
        DRAFT,
        "노랑 3장을 모두 가져와야 합니다",
        False,
    ),
    (
        "5라운드 공장에 파랑 1개 노랑 2개 있는데 노랑 가져가면 파랑은 안 와도 돼?",
        DRAFT,
        "아니요, 노랑 2장과 조커(파랑) 1장을 가져옵니다",
        False,
    ),
    (
        "6라운드 센터에 빨강 1개 주황 3개 있는데 주황 가져가면 빨강 안 와도 된대",
        DRAFT,
        "아니요, 주황 3장과 조커(빨강) 1장을 가져옵니다",
        False,
    ),
    (
        "친구가 1라운드에 공장에 파랑 2개 보라 1개면 파랑 가져갈 때 보라 안 와도 된대",
        DRAFT,
        "아니요, 파랑 2장과 조커(보라) 1장을 가져옵니다",
        False,
    ),
    ("공장에 노랑 4개 있는데 2개만 못 가져가?", DRAFT, "노랑 4장을 모두 가져와야 합니다", False),
    ("중앙에 파랑 2개 있는데 왜 1개만 못 가져와?", DRAFT, "파랑 2장을 모두 가져와야 합니다", False),
    (
        "5라운드에 공장에 파랑 2개 빨강 2개 있는데 빨강 가져가면 파랑 안 와도 되지?",
        DRAFT,
        "아니요, 빨강 2장과 조커(파랑) 1장을 가져옵니다, 남은 파랑 1장은 테이블 중앙으로",
        False,
    ),
    (
        "6라운드 공장에 빨강 1개 노랑 2개면 노랑 가져가도 빨강 안 와도 된다고 하던데",
        DRAFT,
        "아니요, 노랑 2장과 조커(빨강) 1장을 가져옵니다",
        False,
    ),
    ("공장에 주황 2개 있는데 왜 1개만 못 가져가?", DRAFT, "주황 2장을 모두 가져와야 합니다", False),
    ("6라운드에 패스할 때 3장 보관하면 감점 없지?", LEFT, "아니요, 적어도 −3점", False),
    ("6라운드에서 1장 보관하면 감점 있어?", LEFT, "네, 적어도 −1점", True),
    ("패스할 때 5장 남았는데 4장 보관하고 1장 버리면 1점 깎이지?", LEFT, "네, −1점", True),
    ("패스할 때 6장 남았는데 4장 보관하고 2장 버리면 몇 점 깎여?", LEFT, "−2점", None),
    ("패스할 때 5장 남았는데 3장 보관하고 2장 버리면 몇 점?", LEFT, "−2점", None),
    ("패스할때 8장 남았어 4장 킵하고 4장 버리면 감점 4점이야?", LEFT, "네, −4점", True),
    (
        "패스하는데 타일 6개 남음 4개 보관하고 2개 버리면 2점 깎이는 거 맞죠?",
        LEFT,
        "네, −2점",
        True,
    ),
    ("패스할 때 9장 남았는데 지금 10점이면 몇 점 돼?", LEFT, "−5점 (10점 → 5점)", None),
    ("패스할 때 9장 남았는데 지금 3점이면 몇 점 돼?", LEFT, "−2점 (3점 → 1점)", None),
    ("패스할 때 6장 남았는데 지금 1점이면 몇 점 돼?", LEFT, "감점 없음 (1점 그대로)", None),
    ("지금 10점일 때 패스하면서 6장 남으면 몇 점 돼?", LEFT, "−2점 (10점 → 8점)", None),
    ("현재 20점이면 패스할 때 7장 남았을 때 몇 점 돼?", LEFT, "−3점 (20점 → 17점)", None),
    ("6라운드 패스할 때 한 장 보관하면 감점 없는 거 맞죠?", LEFT, "아니요, 적어도 −1점", False),
    ("패스할 때 7장 남았는데 4장 보관하고 3장 버리면 몇 점 깎여?", LEFT, "−3점", None),
    ("패스하는데 4장 남았고 2장 보관하고 2장 버리면 감점 몇 점?", LEFT, "−2점", None),
    ("패스할 때 6개 남았어요 4개 보관하고 2개 버리면 3점 깎이죠?", LEFT, "아니요, −2점", False),
    ("패스할 때 8장 남았는데 지금 5점이면 몇 점 돼?", LEFT, "−4점 (5점 → 1점)", None),
    ("지금 15점이면 패스할 때 5장 남으면 몇 점 돼?", LEFT, "−1점 (15점 → 14점)", None),
    ("패스할때 10장 남았는데 지금 2점이면 몇점 됨?", LEFT, "−1점 (2점 → 1점)", None),
    ("패스할 때 6장 남았는데 3장 보관하고 3장 버리면 몇 점 깎여?", LEFT, "−3점", None),
    ("패스할때 5개 남았어 2개 보관하고 3개 버리면 3점 감점이지?", LEFT, "네, −3점", True),
    ("패스할 때 9장 남았는데 지금 7점이면 몇 점 돼?", LEFT, "−5점 (7점 → 2점)", None),
    ("지금 4점이면 패스할 때 8장 남으면 몇점 돼요?", LEFT, "−3점 (4점 → 1점)", None),
    ("친구가 파란 별 5번 칸 비용 4개래", COST, "아니요, 비용은 5장입니다", False),
    ("파란 별 5번 칸 비용 4개래", COST, "아니요, 비용은 5장입니다", False),
    ("형이 노란 별 3번 비용 3장이라던데 맞아?", COST, "네, 비용은 3장입니다", True),
    ("빨간 별 6번 칸 비용 5장이래", COST, "아니요, 비용은 6장입니다", False),
    ("동생이 초록 별 2번 비용 1개라던데", COST, "아니요, 비용은 2장입니다", False),
    ("빨간 별 6번 칸 비용 6장 아니래", COST, "아니요, 비용은 6장입니다", False),
    ("누나가 빨간 별 4번 칸 비용 3개래", COST, "아니요, 비용은 4장입니다", False),
    ("노란 별 6번 비용 6장이래", COST, "네, 비용은 6장입니다", True),
    ("주황 별 1번 칸 비용 2개라던데", COST, "아니요, 비용은 1장입니다", False),
    ("형이 가운데 별 3번 칸 비용 2개래", COST, "아니요, 비용은 3장입니다", False),
    ("파란 별 4번 칸 비용 4장이라던데 맞아?", COST, "네, 비용은 4장입니다", True),
    ("동생이 보라 별 6번 비용 5개래", COST, "아니요, 비용은 6장입니다", False),
    ("상대 보드에 빨간 별 1번 2번 있는데 3번 놓으면 몇 점이야?", PS, "3점", None),
    ("상대방 보드엔 파란 별 2번 3번 4번 있어 5번 놓으면 몇 점?", PS, "4점", None),
    ("상대 보드에 빨간 별 1번 2번 있는데 3번 놓으면 3점 맞지?", PS, "네, 3점입니다", True),
    ("다른 사람 보드에 초록 별 3번 있는데 4번 놓으면 몇 점이야?", PS, "2점", None),
    ("친구 보드에 빨간 별 2번 3번 있는데 4번 놓으면 몇 점이야?", PS, "3점", None),
    ("상대 보드에 노란 별 1번 있는데 2번 놓으면 몇 점?", PS, "2점", None),
    ("상대 보드에 보라 별 5번 있는데 4번 놓으면 몇 점이야?", PS, "2점", None),
    ("다른 플레이어 보드에 빨간 별 3번 4번 있는데 5번 놓으면 몇 점?", PS, "3점", None),
    (
        "2라운드 공장에 초록 1개 노랑 3개 있는데 노랑 가져가면 초록은 안 와도 된대",
        DRAFT,
        "아니요, 노랑 3장과 조커(초록) 1장을 가져옵니다",
        False,
    ),
    (
        "4라운드 공장에 노랑 2개 파랑 2개 있으면 파랑 가져갈 때 노랑 안 와도 돼?",
        DRAFT,
        "아니요, 파랑 2장과 조커(노랑) 1장을 가져옵니다, 남은 노랑 1장은 테이블 중앙으로",
        False,
    ),
    ("오빠가 노란 별 2번 칸 비용 3개래", COST, "아니요, 비용은 2장입니다", False),
    ("가운데 별 6번 칸 비용 6개라던데", COST, "네, 비용은 6장입니다", True),
    ("패스할 때 7장 남았는데 4장 보관하고 3장 버리면 3점 깎이지?", LEFT, "네, −3점", True),
    ("패스할때 타일 5장 남았고 1장 보관하고 4장 버리면 몇점 잃어?", LEFT, "−4점", None),
    ("패스할 때 6장 남았는데 지금 12점이면 몇 점 돼?", LEFT, "−2점 (12점 → 10점)", None),
    ("패스할 때 5장 남았는데 현재 1점이면 몇 점 돼?", LEFT, "감점 없음 (1점 그대로)", None),
    ("상대 보드에 주황 별 1번 2번 3번 있는데 4번 놓으면 몇 점이야?", PS, "4점", None),
    ("6라운드에 2장 보관하면 감점 없는 거 맞지?", LEFT, "아니요, 적어도 −2점", False),
]

test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


NOT = [
    "가운데 별 완성했는데 몇 점이야? 게임 아직 안 끝났어",
    "게임 끝나기 전에 보라 별 완성하면 몇 점?",
    "아직 게임 안 끝났는데 파란 별 완성하면 보너스 몇 점이야?",
    "빨간 별 3번 놓을 때 빨강 3개 다 써야 돼?",
    "빨간 별 4번에 빨강 4개 다 내야 돼?",
    "빨간 별 5번 6번 놓으면 창문 보너스?",
    "빨간 별 5번이랑 6번 놓으면 몇 점?",
    "파란 별 3번 4번 놓으면 몇 점 받아?",
    "게임 아직 안 끝났는데 빨간 별 다 채우면 몇 점 받아?",
    "노란 별 3번 놓을 때 노랑 3개 전부 써야 돼?",
    "주황 별 4번 5번 놓으면 몇 점?",
    "빨간 별 2번이랑 3번 놓으면 몇점 받아요?",
    "노란 별 1번 2번 3번 놓으면 몇 점이야?",
    "빨간 별 2번 3번 놓으면 몇 점 받아?",
    "게임 안 끝났는데 보라 별 완성하면 몇 점 받아?",
    "초록 별 2번에 초록 2개 다 내야 돼?",
    "파란 별 6번 놓을 때 파랑 6개 다 내야 돼?",
    "주황 별 5번 6번 놓으면 몇 점이야?",
    "게임 끝나기 전에 빨간 별 완성하면 몇 점 받아?",
]

test_gets_no_summer_pavilion_answer = reads_nothing_test(SP, NOT, unasked=True)
