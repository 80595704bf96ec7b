"""Summer Pavilion computed answers: a seventeenth probe, new questions a first-time player
would ask about concrete cases (part of a colour asked for, the start token's points with and
without a count, claims heard from friends, a factory take's token), each checked by hand
against the rules. What it changed, each now read right or declined:

- part of a colour asked for with no colour said ("공장에 빨강 3개 있는데 두 개만 가져와도
  돼?", "하나만", "일부만", "다 안 가져와도", "3개 중에 2개만", "두 개 가져와도 돼?",
  unspaced "있는데2개만") was the take alone with no 아니요 ("빨강 3장을 가져옵니다"), or
  declined for the count; now "아니요, 빨강 3장을 모두 가져와야 합니다", the colour the one
  there that is not the round's wild; the start token's points beside it when they are asked
  too ("… 하나만 가져와도 돼? 처음 가져가는 거면 감점은?"). As many as lie there, or the
  wild, the take as before;
- a colour alone asked of a take ("1라운드 공장에 빨강 2개 보라 2개 있으면 빨강만 가져와도
  돼?") got the take with no 네/아니요; now 아니요 where a wild comes along, 네 where none does;
- whether the first take from the centre loses points, no count said ("중앙에서 처음
  가져왔는데 감점 있어?", "… 감점 없지?", "선 토큰 가져가면 점수 깎여?"), was not read; now
  "네, 가져온 타일 수만큼 잃습니다 (한 장에 1점, 조커도 셈)" (아니요 to "없지?"), as the engine
  plays takes of one to four tiles; at 1 point "아니요, 감점 없음". How many ("몇 점 깎여?",
  "1점 깎이지?") is still not read: the count decides it;
- whether any points are lost, asked with a count ("중앙에서 처음 빨강 3개 가져왔는데 감점
  있어?", "패스할 때 6장 남았는데 감점 있어?", "공장에서 빨강 3개 가져오면 감점 있어?") got
  the points with no 네/아니요 ("−3점"); now "네, −3점" / "아니요, 감점 없음"; no loss guessed
  as "감점 없어?", "없대" too, as "없지?" was. Twelve rows pinned by earlier probes follow;
- a claim heard that ends the question with no "맞아?" ("친구가 중앙에서 처음 가져가도 감점
  없대", "형이 창문 둘러싸면 보너스 2장이래", "친구가 … 6번 놓으면 4점이래", "동생이 … 빨간 별
  2번 놓을 수 있대", "… 3점 깎인다던데") was declined (the speaker read as a player) or left
  unchecked; now checked as the asker's own case, a move said as a condition ("가져가면",
  "패스할 때") being no move of the speaker's; their own score or move ("친구가 3점인데",
  "친구가 … 가져갔는데 3점 깎였대") still declined;
- the start token asked of a factory take ("공장에서 빨강 2개 가져가면 선 토큰 받아?") got the
  take alone; now "아니요, …, 시작 플레이어 토큰은 받지 않습니다";
- the tiles kept asked with the word first ("킵 몇 장까지 돼?") got the points alone ("−2점");
  now "4장 보관 (−2점)";
- a feature asked by name whether it comes ("빨간 별 5번 있는데 6번 놓으면 창문 보너스 받는
  거 맞지?") got the points and tiles with no 네; now "네, 2점, 보너스 타일 3장";
- every one of a colour asked to come as "다 와?" ("빨강 가져오면 보라 2개 다 와?") got the take
  with no 네/아니요; now read as "다 가져와?" was ("아니요, …만 가져옵니다, 남은 보라 1장은 …");
- two placements told, each one's points asked ("1번 놓고 2번 놓으면 각각 몇 점?") got the
  second's alone ("2점"); now declined, as their total was;
- the tiles kept said of the tiles left ("패스할 때 남은 타일 2개 보관하면 감점 없지?", "남은
  타일 5장 보관할 수 있어?") were declined (no count left read); now one count, left and kept
  ("네, 감점 없음", "아니요, 4장까지만 보관할 수 있습니다 (나머지 1장은 −1점)");
- typos and other words of a first-time player ("가저와도", "잇는데", "감점잇어", "깍여",
  "가져와두 됨", "페널티", "패널티", "벌점", "스타트 토큰") were not read as the words meant;
  now read as meant, in this reader only;
- tiles said after a take's question ("빨강 2개만 가져와도 돼? 1개는 조커야", "… 아 4개였나")
  were left out of the case ("아니요, 빨강 3장을 모두 가져와야 합니다"); now declined, as what
  lies there is not the case read (a display told whole after the mark, "? 공장엔 빨강 2장
  파랑 2장", as before);
- a count of wilds said as a limit ("빨간 별 4번 놓을 때 조커 3장까지 쓸 수 있지?") was read as
  the tiles held ("아니요, 놓을 수 없습니다": no red); now declined;
- a claim heard that the answer does not check ("친구가 … 조커는 안 센대") is declined rather
  than answered as if asked;
- another take or time asked of the start token ("처음 빨강 3개 가져왔는데 다음 차례에 또 감점
  있어?", "다음 턴에 또 중앙에서 가져오면") got the first take's points, and tiles gained before
  a pass ("6장 남았는데 보너스 타일 받으면 감점 있어?") the count's; now declined.

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict. Values: SP-RB p.3 (takes, the start token), p.4 (features), p.5 (passing)."""

from __future__ import annotations

from .computed_cases import (
    cites_test,
    first_rule_test,
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

ALL_3 = "아니요, 빨강 3장을 모두 가져와야 합니다"

READ = [
    # part of a colour, no colour said: 아니요, the whole colour (was the take alone)
    ("여름 별장에서 공장에 빨강 3개 있는데 두 개만 가져와도 돼?", DRAFT, ALL_3, False),
    (
        "공장에 파랑 4장 있는데 하나만 가져가도 되나요?",
        DRAFT,
        "아니요, 파랑 4장을 모두 가져와야 합니다",
        False,
    ),
    (
        "여름별장 중앙에 초록 4개 있는데 세 개만 가져와도 돼요?",
        DRAFT,
        "아니요, 초록 4장을 모두 가져와야 합니다",
        False,
    ),
    ("공장에 빨강 3개 있는데 일부만 가져와도 되나요", DRAFT, ALL_3, False),
    (
        "공장에 파랑 2개 있는데 다 안 가져와도 돼?",
        DRAFT,
        "아니요, 파랑 2장을 모두 가져와야 합니다",
        False,
    ),
    (
        "썸머 파빌리온 공장에 초록 3개 있는데 하나만 가져와도 되나요?",
        DRAFT,
        "아니요, 초록 3장을 모두 가져와야 합니다",
        False,
    ),
    ("내 공장에 빨강 세 개 있는데 두 개만 가져가면 되나?", DRAFT, ALL_3, False),
    ("공장에 빨강 세 개 있는데 두 개 가져와도 돼?", DRAFT, ALL_3, False),
    ("공장에 빨강 3개 있는데 하나 가져와도 돼?", DRAFT, ALL_3, False),
    ("공장에 빨강 3개 있는데 2개만 가져오고 1개는 다음 사람 줘도 돼?", DRAFT, ALL_3, False),
    # the count in digits, or unspaced (was declined: a number not read as a count)
    ("공장에 빨강 3개 있는데 2개 가져와도 돼?", DRAFT, ALL_3, False),
    ("여름별장 공장에빨강3개있는데2개만가져와도됨?", DRAFT, ALL_3, False),
    (
        # (probe 18: "반칙이야?" gets the plain statement; its 아니요 read as "no foul")
        "중앙에 파랑 5개 있는데 2개만 가져오면 반칙이야?",
        DRAFT,
        "파랑 5장을 모두 가져와야 합니다",
        False,
    ),
    ("공장에 빨강 3개면 2개만 가져와도 되는 거 맞지?", DRAFT, ALL_3, False),
    (
        "공장에 노랑 3개면 1개만 가져와도 되지?",
        DRAFT,
        "아니요, 노랑 3장을 모두 가져와야 합니다",
        False,
    ),
    ("공장에서 빨강 3개 중에 2개만 가져가도 된대 맞아?", DRAFT, ALL_3, False),
    # the colour that is not the round's wild
    ("2라운드 공장에 빨강 3개 초록 1개 있는데 2개만 가져와도 돼?", DRAFT, ALL_3, False),
    (
        "1라운드 공장에 파랑 2개 보라 2개 있는데 한 개만 가져가도 됨?",
        DRAFT,
        "아니요, 파랑 2장을 모두 가져와야 합니다",
        False,
    ),
    # asked in the negative, or why: the plain statement (the ok as before)
    (
        "썸파 공장에 노랑 3개 있는데 2개만 가져가면 안 돼?",
        DRAFT,
        "노랑 3장을 모두 가져와야 합니다",
        False,
    ),
    (
        "공장에 빨강 3개 있는데 왜 2개만 가져오면 안 돼?",
        DRAFT,
        "빨강 3장을 모두 가져와야 합니다",
        False,
    ),
    # the start token's points asked beside
    (
        "중앙에 빨강 2개 있는데 하나만 가져와도 돼? 처음 가져가는 거면 감점은?",
        DRAFT,
        "아니요, 빨강 2장을 모두 가져와야 합니다, 시작 플레이어 토큰도 받고 2점을 잃습니다",
        False,
    ),
]

READ += [
    # a colour alone asked: 아니요 where a wild comes along, 네 where none does
    (
        "1라운드 공장에 빨강 2개 보라 2개 있으면 빨강만 가져와도 돼?",
        DRAFT,
        "아니요, 빨강 2장과 조커(보라) 1장을 가져옵니다",
        False,
    ),
    (
        "3라운드 중앙에 빨강 3개 주황 1개 있는데 빨강만 가져가도 되나요?",
        DRAFT,
        "아니요, 빨강 3장과 조커(주황) 1장을 가져옵니다",
        False,
    ),
    (
        "1라운드 공장에 빨강 2개 파랑 2개 있으면 빨강만 가져와도 돼?",
        DRAFT,
        "네, 빨강 2장을 가져옵니다",
        True,
    ),
]

ANY = "가져온 타일 수만큼 잃습니다 (한 장에 1점, 조커도 셈)"

READ += [
    # the first take from the centre, no count: whether points are lost (was not read)
    ("중앙에서 처음 가져왔는데 감점 있어?", TOKEN, "네, " + ANY, True),
    ("중앙에서 처음 가져오면 감점 있어요? 여름 별장", TOKEN, "네, " + ANY, True),
    ("중앙에서 제일 먼저 가져가면 점수 깎여?", TOKEN, "네, " + ANY, True),
    ("썸파 중앙에서 처음 가져가면 마이너스 있음?", TOKEN, "네, " + ANY, True),
    ("중앙에서 처음 가져가면 선 토큰 받고 감점 있지?", TOKEN, "네, " + ANY, True),
    ("지금 5점인데 중앙에서 처음 가져오면 감점 있어?", TOKEN, "네, " + ANY, True),
    ("지금 2점인데 중앙에서 처음 가져오면 감점 있어?", TOKEN, "네, " + ANY, True),
    ("선 토큰 가져가면 감점 있어?", TOKEN, "네, " + ANY, True),
    ("시작 플레이어 토큰 가져오면 점수 깎여?", TOKEN, "네, " + ANY, True),
    ("두 번째 라운드에 중앙에서 처음 가져오면 감점 있어?", TOKEN, "네, " + ANY, True),
    ("중앙에서 처음 가져와도 감점 없지?", TOKEN, "아니요, " + ANY, False),
    ("중앙에서 처음 가져와도 감점 없는 거 맞지?", TOKEN, "아니요, " + ANY, False),
    # at 1 point, said: none
    (
        "중앙에서 처음 가져갔는데 나 지금 1점이야 감점 있어?",
        TOKEN,
        "아니요, 감점 없음 (1점 그대로)",
        False,
    ),
    ("점수가 1점이면 중앙에서 처음 가져가도 감점 없지?", TOKEN, "네, 감점 없음 (1점 그대로)", True),
]

READ += [
    # any points lost, asked with the count: 네/아니요 (was the points alone)
    ("중앙에서 처음 빨강 3개 가져왔는데 감점 있어?", TOKEN, "네, −3점", True),
    ("1라운드 중앙에서 처음 초록 2개랑 보라 1개 가져왔는데 감점 있음?", TOKEN, "네, −3점", True),
    ("중앙에 보라만 1개 남았는데 처음 가져가면 감점 있어?", TOKEN, "네, −1점", True),
    ("중앙에서 처음 빨강 3개 가져왔는데 감점 없지?", TOKEN, "아니요, −3점", False),
    ("중앙에서 처음 빨강 3개 가져왔는데 감점 없는 거 맞지?", TOKEN, "아니요, −3점", False),
    ("1라운드 중앙에서 처음 파랑 2개 가져왔는데 감점 없지?", TOKEN, "아니요, −2점", False),
    # "없어?": no loss guessed, as "없지?"
    ("중앙에서 처음 노랑 2개 가져왔는데 감점 없어?", TOKEN, "아니요, −2점", False),
    ("중앙에서 두 번째로 빨강 2개 가져오면 감점 있어?", TOKEN, "아니요, 감점 없음", False),
    (
        "친구가 중앙에서 처음 가져갔는데 내가 중앙에서 빨강 2개 가져오면 감점 있어?",
        TOKEN,
        "아니요, 감점 없음",
        False,
    ),
    ("중앙에서 두번째로 가져오면 감점 없지?", TOKEN, "네, 감점 없음", True),
    (
        "여름별장 중앙에서 처음으로 파랑 2개 가져오면 감점 있나요?",
        DRAFT,
        "네, 파랑 2장을 가져옵니다, 시작 플레이어 토큰도 받고 2점을 잃습니다",
        True,
    ),
    (
        "중앙에 빨강 3개 있는데 처음으로 빨강 가져가면 감점 없지?",
        DRAFT,
        "아니요, 빨강 3장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다",
        False,
    ),
    (
        "2라운드 중앙에 빨강 3개 초록 1개 있는데 처음 빨강 가져가면 감점 있어?",
        DRAFT,
        "네, 빨강 3장과 조커(초록) 1장을 가져옵니다, 시작 플레이어 토큰도 받고 4점을 잃습니다",
        True,
    ),
    (
        "지금 1점인데 중앙에서 처음 빨강 2개 가져오면 감점 있어?",
        DRAFT,
        "아니요, 빨강 2장을 가져옵니다, 시작 플레이어 토큰도 받지만 이미 1점이라 점수는 잃지 "
        "않습니다",
        False,
    ),
    (
        "지금 2점인데 중앙에서 처음 빨강 3개 가져오면 감점 있어?",
        DRAFT,
        "네, 빨강 3장을 가져옵니다, 시작 플레이어 토큰도 받고 1점을 잃습니다",
        True,
    ),
    # from a factory: none
    (
        "공장에서 빨강 3개 가져오면 감점 있어?",
        DRAFT,
        "아니요, 빨강 3장을 가져옵니다, 감점 없음",
        False,
    ),
    (
        "공장에 빨강 3개 있는데 빨강 가져가면 감점 없지?",
        DRAFT,
        "네, 빨강 3장을 가져옵니다, 감점 없음",
        True,
    ),
    (
        "3라운드 공장에 주황 1개 빨강 2개 있는데 빨강 가져오면 점수 깎여?",
        DRAFT,
        "아니요, 빨강 2장과 조커(주황) 1장을 가져옵니다, 감점 없음",
        False,
    ),
    # a pass: 네/아니요 (was the points alone)
    ("패스할 때 6장 남았는데 감점 있어?", LEFT, "네, −2점", True),
    ("패스할 때 3장 남았는데 감점 있어?", LEFT, "아니요, 감점 없음", False),
    ("6라운드에 패스할 때 3장 남으면 감점 있어?", LEFT, "네, −3점", True),
    ("패스했는데 타일 8개 남았어 감점 있음?", LEFT, "네, −4점", True),
    ("라운드 끝날 때 타일 4장 남으면 감점 있어?", LEFT, "아니요, 감점 없음", False),
    ("지금 10점인데 패스할 때 6장 남았어. 감점 있어?", LEFT, "네, −2점 (10점 → 8점)", True),
    (
        "제 점수는 1점이에요. 패스할 때 6장 남았는데 감점 있어요?",
        LEFT,
        "아니요, 감점 없음 (1점 그대로)",
        False,
    ),
    ("패스할 때 5장 남았는데 감점 없대", LEFT, "아니요, −1점", False),
]

READ += [
    # a claim heard, ending the question: checked (was declined, or left unchecked)
    ("친구가 중앙에서 처음 가져가도 감점 없대", TOKEN, "아니요, " + ANY, False),
    ("친구가 중앙에서 처음 가져가면 감점 있대 진짜야?", TOKEN, "네, " + ANY, True),
    ("동생이 중앙에서 처음 가져가면 토큰만 받고 감점은 없대", TOKEN, "아니요, " + ANY, False),
    ("중앙에서 처음 가져가면 감점 있다던데 진짜야?", TOKEN, "네, " + ANY, True),
    (
        "중앙에서 처음 빨강 3개 가져오면 3점 깎인다던데",
        DRAFT,
        "네, 빨강 3장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다",
        True,
    ),
    (
        "친구가 중앙에서 처음 빨강 3개 가져오면 1점만 깎인대",
        DRAFT,
        "아니요, 빨강 3장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다",
        False,
    ),
    (
        "친구가 중앙에서 처음 노랑 2개랑 조커 1개 가져오면 2점 깎인대",
        DRAFT,
        "아니요, 노랑 2장과 조커 1장을 가져옵니다, 시작 플레이어 토큰도 받고 3점을 잃습니다",
        False,
    ),
    ("친구가 공장에서 빨강 3개 중에 2개만 가져가도 된대", DRAFT, ALL_3, False),
    ("엄마가 공장에 빨강 3개 있으면 1개만 가져가도 된대", DRAFT, ALL_3, False),
    ("공장에 빨강 3개 있는데 1개만 가져가도 된다던데", DRAFT, ALL_3, False),
    ("공장에 빨강 3개 있는데 2개만 가져가도 된다고 했는데 진짜?", DRAFT, ALL_3, False),
    ("친구가 보라 별 완성하면 20점이래", END, "네, +20점", True),
    ("친구가 가운데 별 완성하면 12점이래", END, "네, +12점", True),
    ("형이 창문 둘러싸면 보너스 2장이래", FB, "아니요, 보너스 타일 3장", False),
    ("누나가 조각상 둘러싸면 타일 2장 준대", FB, "네, 보너스 타일 2장", True),
    ("친구가 기둥 둘러싸면 3장이래", FB, "아니요, 보너스 타일 1장", False),
    (
        "친구가 파란 별 4 5번 있을 때 6번 놓으면 4점이래",
        PS,
        "아니요, 3점입니다 (보너스 타일 3장)",
        False,
    ),
    ("빨간 별 5번 있는데 6번 놓으면 3점이래", PS, "아니요, 2점입니다 (보너스 타일 3장)", False),
    (
        "친구가 파랑 1장이랑 조커 3장으로 파란 별 4번 놓을 수 있대",
        PAY,
        "네, 놓을 수 있습니다",
        True,
    ),
    (
        "동생이 1라운드에 보라 3장으로 빨간 별 2번 놓을 수 있대",
        PAY,
        "아니요, 놓을 수 없습니다",
        False,
    ),
    ("친구가 3라운드에 초록 1장 주황 2장으로 초록 별 3번 된대", PAY, "네, 놓을 수 있습니다", True),
    ("친구가 패스할 때 6장 남으면 2점 깎인대", LEFT, "네, −2점", True),
    ("친구가 패스할 때 5장 남으면 감점 없대", LEFT, "아니요, −1점", False),
]

READ += [
    # the start token asked of a factory take: none (was the take alone)
    (
        "공장에서 빨강 2개 가져가면 선 토큰 받아?",
        DRAFT,
        "아니요, 빨강 2장을 가져옵니다, 시작 플레이어 토큰은 받지 않습니다",
        False,
    ),
    (
        "2라운드 공장에 빨강 2개 초록 1개 있는데 빨강 가져가면 시작 플레이어 토큰도 가져와?",
        DRAFT,
        "아니요, 빨강 2장과 조커(초록) 1장을 가져옵니다, 시작 플레이어 토큰은 받지 않습니다",
        False,
    ),
    # the tiles kept, the word first (was the points alone)
    ("패스할 때 6장 남았는데 킵 몇 장까지 돼?", LEFT, "4장 보관 (−2점)"),
    # a feature asked by name: 네 (was the points and tiles alone)
    (
        "빨간 별 5번 있는데 6번 놓으면 창문 보너스 받는 거 맞지?",
        PS,
        "네, 2점, 보너스 타일 3장",
        True,
    ),
    ("빨간 별 5번 있는데 6번 놓으면 창문 보너스 받아?", PS, "네, 2점, 보너스 타일 3장", True),
]

READ += [
    # every one of a colour asked to come, "다 와?": 네/아니요 (was the take alone)
    (
        "1라운드 공장에 보라 2개 빨강 2개 있는데 빨강 가져오면 보라 2개 다 와?",
        DRAFT,
        "아니요, 빨강 2장과 조커(보라) 1장만 가져옵니다, 남은 보라 1장은 테이블 중앙으로",
        False,
    ),
    (
        "5라운드 중앙에 노랑 3개 파랑 2개 있는데 노랑 가져가면 파랑도 다 와요?",
        DRAFT,
        "아니요, 노랑 3장과 조커(파랑) 1장만 가져옵니다, 남은 파랑 1장은 중앙에 그대로",
        False,
    ),
    (
        "3라운드 공장에 주황 1개 초록 3개 있는데 초록 가져가면 주황 다 와?",
        DRAFT,
        "네, 초록 3장과 조커(주황) 1장을 가져옵니다",
        True,
    ),
]

READ += [
    # the tiles kept said of the tiles left ("남은 타일 2개 보관하면"): one count (was declined)
    ("패스할 때 남은 타일 2개 보관하면 감점 없지?", LEFT, "네, 감점 없음", True),
    ("패스할 때 남은 타일 2개 보관하면 감점 없대 맞아?", LEFT, "네, 감점 없음", True),
    (
        "패스할 때 남은 타일 5개 보관하면 감점 없지?",
        LEFT,
        "아니요, 4장까지만 보관할 수 있습니다 (나머지 1장은 −1점)",
        False,
    ),
    (
        "패스할 때 남은 타일 5장 보관할 수 있어?",
        LEFT,
        "아니요, 4장까지만 보관할 수 있습니다 (나머지 1장은 −1점)",
        False,
    ),
]

READ += [
    # typos and other words for the loss and the token (were not read, or no 아니요)
    ("팩토리에 빨강 3개 있는데 두개만 가저와도 돼?", DRAFT, ALL_3, False),
    ("공장에 빨강 3개잇는데 두개만 가져와두 됨?", DRAFT, ALL_3, False),
    ("센터에서 첫빠따로 가져오면 페널티 있어?", TOKEN, "네, " + ANY, True),
    ("중앙에서 처음 가져오면 감점잇어?", TOKEN, "네, " + ANY, True),
    ("중앙에서 처음 가져가면 점수 깍여?", TOKEN, "네, " + ANY, True),
    ("중앙에서 처음 가져가면 패널티 있음?", TOKEN, "네, " + ANY, True),
    ("중앙에서 처음 가져오면 벌점 있어?", TOKEN, "네, " + ANY, True),
    ("스타트 토큰 가져가면 감점 있어?", TOKEN, "네, " + ANY, True),
    ("중앙에서 처음 빨강 3개 가져왔는데 페널티 있어?", TOKEN, "네, −3점", True),
    ("패스할때 6장남았는데 감점잇어?", LEFT, "네, −2점", True),
]

READ += [
    # more claims heard, ending the question (were declined)
    (
        "친구가 가운데 별에 빨강 있어도 빨강 또 놓을 수 있대",
        "summer-pavilion-centre-colour",
        "아니요, 놓을 수 없습니다",
        False,
    ),
    ("친구가 1라운드에 보라 2장으로 가운데 별 2번 놓을 수 있대", PAY, "네, 놓을 수 있습니다", True),
    ("노란 별 3번이랑 4번 있는데 5번 놓으면 3점이래", PS, "네, 3점입니다", True),
]

test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


FIRST_RULE = [
    # no count said: the FAQ on the start token's points decides
    ("중앙에서 처음 가져왔는데 감점 있어?", "azul-summer-pavilion.faq.start-token-penalty"),
    # part of a colour (was declined): the rule that a colour is taken whole
    ("공장에 빨강 3개 있는데 2개만 가져와도 돼?", "azul-summer-pavilion.draft.take-colour"),
    # the token asked of a factory take: the start token's rule
    ("공장에서 빨강 2개 가져가면 선 토큰 받아?", "azul-summer-pavilion.draft.start-token"),
]

test_the_first_rule_decides = first_rule_test(SP, FIRST_RULE)


NOT = [
    # another take, or another time, asked (was the first take's points)
    "중앙에서 처음으로 빨강 3개 가져오고 다음 턴에 또 중앙에서 가져오면 감점 있어?",
    "중앙에서 처음 빨강 3개 가져왔는데 다음 차례에 또 감점 있어?",
    "중앙에서 처음 노랑 2개 가져왔는데 다음 턴에도 감점 있어?",
    "중앙에서 처음 파랑 3개 가져왔어 다음 차례에 또 중앙 가면 몇 점 잃어?",
    # tiles gained before the pass (was the count's points)
    "패스할 때 6장 남았는데 보너스 타일 받으면 감점 있어?",
    "타일 7개 남았는데 창문 보너스 받고 패스하면 몇 점 깎여?",
    # tiles said after the question, changing what lies there (were left out: "빨강 3장을
    # 모두", "노랑 2장을 모두")
    "공장에 빨강 3개 있는데 빨강 2개만 가져와도 돼? 1개는 조커야",
    "공장에 빨강 3개 있는데 빨강 2개만 가져와도 돼? 아 4개였나",
    "공장에 노랑 2개 있는데 노랑 하나만 가져가도 돼? 아 3개네",
    # a count of wilds said as a limit, not the tiles held (was "아니요, 놓을 수 없습니다", no
    # tile of the star's colour read)
    "빨간 별 4번 놓을 때 조커 3장까지 쓸 수 있지?",
    "파란 별 5번에 조커 4장까지 낼 수 있어?",
    # two placements, each one's points asked (was the second's alone)
    "빨간 별 1번 놓고 2번 놓으면 각각 몇 점?",
    "파란 별 3번 먼저 놓고 4번 놓으면 하나씩 몇 점이야?",
]

test_gets_no_summer_pavilion_answer = reads_nothing_test(SP, NOT, unasked=True)
