"""Summer Pavilion computed answers: a twentieth probe, new questions a first-time player
would ask (what probe 19 left: two colours in one take, a cap on wilds heard, a feature's
bonus said with its sides or with points, another player's board called 판, what comes with a
take said plainly, the keep limit heard, the start token said received), each checked by hand
against the rules. What it changed, each now read right or declined:

- two colours named in one take ("빨강이랑 파랑 둘 다 가져가도 돼?", "공장에서 빨강 2개랑 초록 1개
  같이 가져와도 됨?", "왜 빨강이랑 파랑 같이 못 가져가?") were not read; now 아니요 (one colour
  that is not the round's wild; the rounds each is a wild told), and with a round whose wild
  is one of them, 네 with one wild ("2라운드에 … 빨강 2개랑 초록 1개" → "네, 빨강 2장과
  조커(초록) 1장") or 아니요 when more of the wild are said ("… 초록 2개" → "1장만"); two
  such questions probe 8 pinned as declined ("3라운드에 … 빨강이랑 노랑 둘 다 가져가도 돼?")
  are answered now (moved here from its NOT);
- a cap on the wilds of a payment or a take heard or guessed ("조커는 2장까지만 쓸 수 있대",
  "조커는 1장밖에 못 쓴대", "조커 몇 장까지 낼 수 있어?", "친구가 조커 2장 같이 가져올 수 있대")
  were not read; now the cost less one (at most 5, on a 6 space) and one wild a take;
- a feature's sides counted ("조각상 4면 다 둘러싸면 보너스 타일 2장 맞아?") were not read (a
  number that is no space); now read as its spaces are ("기둥 주변 4칸"); points said to come
  with the bonus ("친구가 기둥 둘러싸면 점수도 준대", "창문 완성하면 점수 있어?") were not read;
  now 아니요, tiles only;
- another player's board called 판 ("상대 판에 노란 별 6번 있는데 1번 놓으면 몇점?") was read
  as a factory display (판 before a colour) and declined; a star after it is a board now;
- what comes with a take said plainly ("… 빨강 가져가면 보라 2개 같이 온대", "… 다 온대") got
  the take with no word of the claim; now 네/아니요 of it, as "같이 와?" was;
- the keep limit said with 까지 before the keep ("친구가 타일 5장까지 보관할 수 있대") was not
  read (only "귀퉁이에 5장까지" was); now 아니요, four;
- the start token said received ("선 토큰 받으면 감점 없다던데 맞아?", "선플 토큰 먹으면 감점
  없대") was not read; now the first take from the centre's loss, as "중앙에서 처음 가져가면" was;
- a star named with no space and joined to one named with its space ("빨간 별이랑 파란 별 1번
  둘 다 있는데 빨간 별 2번 놓으면 몇 점?") read the space as the second star's alone ("1점",
  wrong: red 1 is filled too); now declined.

Each READ row is read (on the game's pages, and detected when the game is named) with that
kind and verdict. Values: SP-RB p.3 (takes, wilds, the start token), p.4 (payments, bonus
tiles, placing), p.5 (passing)."""

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
PAY = "summer-pavilion-payment"
FB = "summer-pavilion-feature-bonus"
PS = "summer-pavilion-place-score"
LEFT = "summer-pavilion-leftover"
ST = "summer-pavilion-start-token"

READ = [
    # declined since probe 8 (were the second colour's take alone); now answered
    (
        "3라운드에 공장에 빨강 2개 노랑 2개 있는데 빨강이랑 노랑 둘 다 가져가도 돼?",
        DRAFT,
        "아니요, 한 번에 한 색만 가져옵니다",
        False,
    ),
    (
        "5라운드 공장에 초록 2개 노랑 2개. 초록, 노랑 다 가져가면 안 돼?",
        DRAFT,
        "한 번에 한 색만 가져옵니다",
        False,
    ),
    ("빨강이랑 파랑 둘 다 가져가도 돼?", DRAFT, "아니요, 한 번에 한 색만 가져옵니다", False),
    (
        "공장에서 빨강 2개랑 초록 1개 같이 가져와도 됨?",
        DRAFT,
        "아니요, 한 번에 한 색만 가져옵니다",
        False,
    ),
    (
        "2라운드에 공장에서 빨강 2개랑 초록 1개 같이 가져와도 됨?",
        DRAFT,
        "네, 빨강 2장과 조커(초록) 1장을 함께 가져옵니다",
        True,
    ),
    (
        "2라운드에 공장에서 빨강 2개랑 초록 2개 같이 가져와도 됨?",
        DRAFT,
        "아니요, 빨강 2장과 조커(초록) 1장만 가져옵니다",
        False,
    ),
    (
        "공장에 노랑 1개 파랑 3개 있는데 노랑이랑 파랑 다 가져가도 되나요?",
        DRAFT,
        "아니요, 한 번에 한 색만 가져옵니다",
        False,
    ),
    (
        "중앙에서 주황 2개랑 빨강 1개 한번에 가져와도 돼?",
        DRAFT,
        "아니요, 한 번에 한 색만 가져옵니다",
        False,
    ),
    (
        "3라운드에 공장에 주황 1개 빨강 2개 있으면 빨강이랑 주황 같이 가져가도 돼?",
        DRAFT,
        "네, 빨강 모두와 조커(주황) 1장을 함께 가져옵니다",
        True,
    ),
    ("빨강 두개 초록 하나 동시에 가져와도 돼?", DRAFT, "아니요, 한 번에 한 색만 가져옵니다", False),
    ("빨강 파랑 같이 가져가면 안 되지?", DRAFT, "한 번에 한 색만 가져옵니다", False),
    (
        "2라운드 공장에 초록 1 빨강 2 있어서 빨강 2개랑 초록 1개 같이 가져와도 됨?",
        DRAFT,
        "네, 빨강 2장과 조커(초록) 1장을 함께 가져옵니다",
        True,
    ),
    (
        "5라운드에 파랑 1 노랑 3 있는 공장에서 노랑이랑 파랑 같이 가져와도 돼?",
        DRAFT,
        "네, 노랑 모두와 조커(파랑) 1장을 함께 가져옵니다",
        True,
    ),
    ("친구가 빨강이랑 파랑 같이 가져가도 된대", DRAFT, "아니요, 한 번에 한 색만 가져옵니다", False),
    ("빨강이랑 파랑 같이 가져가면 안 된대", DRAFT, "네, 한 번에 한 색만 가져옵니다", True),
    ("빨강이랑 파랑 둘다 가져갈수있어?", DRAFT, "아니요, 한 번에 한 색만 가져옵니다", False),
    ("왜 빨강이랑 파랑 같이 못 가져가?", DRAFT, "한 번에 한 색만 가져옵니다", False),
    (
        "1라운드에 보라 1개랑 빨강 3개 같이 가져와도 되죠?",
        DRAFT,
        "네, 빨강 3장과 조커(보라) 1장을 함께 가져옵니다",
        True,
    ),
    ("레드랑 블루 같이 가져가도 됨?", DRAFT, "아니요, 한 번에 한 색만 가져옵니다", False),
    ("초록이랑 주황 한꺼번에 가져가도 돼요?", DRAFT, "아니요, 한 번에 한 색만 가져옵니다", False),
    (
        "4라운드에 노랑 2개랑 빨강 2개 같이 가져오면 돼?",
        DRAFT,
        "아니요, 빨강 2장과 조커(노랑) 1장만 가져옵니다",
        False,
    ),
    (
        "6라운드에 빨강이랑 파랑 같이 가져와도 돼?",
        DRAFT,
        "네, 파랑 모두와 조커(빨강) 1장을 함께 가져옵니다",
        True,
    ),
    (
        "5라운드 공장에 파랑 2 빨강 2인데 빨강이랑 파랑 2개 다 가져가도 돼?",
        DRAFT,
        "아니요, 빨강 모두와 조커(파랑) 1장만 가져옵니다",
        False,
    ),
    ("빨강이랑 노랑 같이 가져와도 되나요?", DRAFT, "아니요, 한 번에 한 색만 가져옵니다", False),
    ("파랑하고 초록 동시에 가져가도 돼?", DRAFT, "아니요, 한 번에 한 색만 가져옵니다", False),
    (
        "3라운드인데 파랑이랑 빨강 같이 가져가도 됨?",
        DRAFT,
        "아니요, 한 번에 한 색만 가져옵니다",
        False,
    ),
    (
        "공장에서 노랑 1개랑 보라 2개 같이 가져와도 돼?",
        DRAFT,
        "아니요, 한 번에 한 색만 가져옵니다",
        False,
    ),
    (
        "2라운드에 빨강이랑 초록 같이 가져와도 돼?",
        DRAFT,
        "네, 빨강 모두와 조커(초록) 1장을 함께 가져옵니다",
        True,
    ),
    (
        "빨강 2개랑 파랑 2개 한꺼번에 가져와도 돼?",
        DRAFT,
        "아니요, 한 번에 한 색만 가져옵니다",
        False,
    ),
    ("공장에서 초록이랑 노랑 둘 다 가져가면 안 돼?", DRAFT, "한 번에 한 색만 가져옵니다", False),
    (
        "주황 3개랑 파랑 1개 같이 가져가도 된다던데 맞아?",
        DRAFT,
        "아니요, 한 번에 한 색만 가져옵니다",
        False,
    ),
    (
        "4라운드에 노랑 1개랑 초록 2개 같이 가져오면 돼?",
        DRAFT,
        "네, 초록 2장과 조커(노랑) 1장을 함께 가져옵니다",
        True,
    ),
    (
        "동생이 조커는 2장까지만 쓸 수 있대",
        PAY,
        "아니요, 조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        False,
    ),
    (
        "조커는 2장까지만 낼수있지?",
        PAY,
        "아니요, 조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        False,
    ),
    (
        "조커 3장까지만 쓸수 있다던데 맞아?",
        PAY,
        "아니요, 조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        False,
    ),
    (
        "조커는 1장밖에 못 쓴대",
        PAY,
        "아니요, 조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        False,
    ),
    ("조커 몇장까지 쓸수있어?", PAY, "칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)", None),
    (
        "조커 최대 몇 장까지 낼 수 있어요?",
        PAY,
        "칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        None,
    ),
    (
        "조커는 5장까지만 쓸 수 있지?",
        PAY,
        "네, 조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        True,
    ),
    (
        "조커는 3장 이상 못 쓴대",
        PAY,
        "아니요, 조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        False,
    ),
    (
        "조커 두 장 넘게는 못 낸다던데",
        PAY,
        "아니요, 조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        False,
    ),
    (
        "와일드는 최대 2개까지만 쓸 수 있는 거 맞죠?",
        PAY,
        "아니요, 조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        False,
    ),
    (
        "친구가 조커 2장 같이 가져올 수 있대",
        DRAFT,
        "아니요, 조커는 한 번에 1장만 가져옵니다",
        False,
    ),
    ("조커는 한 장만 가져오는거 맞지?", DRAFT, "네, 조커는 한 번에 1장만 가져옵니다", True),
    ("조커 2개 가져와도 돼?", DRAFT, "아니요, 조커는 한 번에 1장만 가져옵니다", False),
    ("조커는 1장밖에 못 가져온대", DRAFT, "네, 조커는 한 번에 1장만 가져옵니다", True),
    (
        "조커 3장 이상 쓰면 안 돼?",
        PAY,
        "조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        True,
    ),
    (
        "조커는 4장까지만 낼 수 있대",
        PAY,
        "아니요, 조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        False,
    ),
    (
        "와일드 몇 개까지 쓸 수 있어요?",
        PAY,
        "칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        None,
    ),
    (
        "조커 2장 이상 쓸 수 있어?",
        PAY,
        "네, 조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        True,
    ),
    (
        "조커 다섯 장 넘게 쓸 수 있어?",
        PAY,
        "아니요, 조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
        False,
    ),
    ("조커 1장만 같이 가져와야 되지?", DRAFT, "네, 조커는 한 번에 1장만 가져옵니다", True),
    ("조각상 4면 다 둘러싸면 보너스 타일 2장 맞아?", FB, "네, 보너스 타일 2장", True),
    ("친구가 기둥 둘러싸면 점수도 준대", FB, "아니요, 보너스 점수는 없고 보너스 타일 1장", False),
    ("창문 완성하면 점수 있어?", FB, "아니요, 보너스 점수는 없고 보너스 타일 3장", False),
    ("조각상 네 방향 모두 채우면 타일 몇 개 받아?", FB, "보너스 타일 2장", None),
    ("기둥 4면 다 막으면 보너스 2장이지?", FB, "아니요, 보너스 타일 1장", False),
    ("창문 둘러싸면 보너스 점수 받아?", FB, "아니요, 보너스 점수는 없고 보너스 타일 3장", False),
    (
        "기둥 둘러싸면 점수도 받고 타일도 받아?",
        FB,
        "아니요, 보너스 점수는 없고 보너스 타일 1장",
        False,
    ),
    ("조각상 4면 둘러싸면 타일 몇 장 받아?", FB, "보너스 타일 2장", None),
    ("창문 2면 다 채우면 보너스 몇 장?", FB, "보너스 타일 3장", None),
    ("기둥 둘러싸면 보너스 점수도 있어?", FB, "아니요, 보너스 점수는 없고 보너스 타일 1장", False),
    ("상대 판에 노란 별 6번 있는데 1번 놓으면 몇점?", PS, "2점", None),
    ("친구 판에 빨간 별 1,2,3번 있는데 4번 놓으면 4점 맞아?", PS, "네, 4점입니다", True),
    ("동생 판에 초록 별 2,3,4번 있는데 1번 놓으면 몇점 받아?", PS, "4점", None),
    ("상대방 판에 파란 별 1번 있는데 2번 놓으면 몇 점?", PS, "2점", None),
    ("엄마 판에 빨간 별 3번 4번 있는데 5번 놓으면 3점 맞지?", PS, "네, 3점입니다", True),
    (
        "1라운드에 공장에 보라 2개 빨강 1개 있으면 빨강 가져가면 보라 2개 같이 온대",
        DRAFT,
        "아니요, 빨강 1장과 조커(보라) 1장만 가져옵니다, 남은 보라 1장은 테이블 중앙으로",
        False,
    ),
    (
        "친구가 1라운드에 공장에 보라 2개 빨강 1개면 빨강 가져갈 때 보라 2개 다 온대",
        DRAFT,
        "아니요, 빨강 1장과 조커(보라) 1장만 가져옵니다, 남은 보라 1장은 테이블 중앙으로",
        False,
    ),
    (
        "3라운드 공장에 주황 2개 파랑 2개 있는데 파랑 가져가면 주황 같이 온다던데 맞아?",
        DRAFT,
        "네, 파랑 2장과 조커(주황) 1장을 가져옵니다, 남은 주황 1장은 테이블 중앙으로",
        True,
    ),
    (
        "2라운드에 중앙에 초록 3개 빨강 1개 있는데 빨강 가져가면 초록 같이 온대",
        DRAFT,
        "네, 빨강 1장과 조커(초록) 1장을 가져옵니다, 남은 초록 2장은 중앙에 그대로",
        True,
    ),
    ("친구가 타일 5장까지 보관할 수 있대", LEFT, "아니요, 4장까지만 보관할 수 있습니다", False),
    ("타일 4장까지 보관할 수 있지?", LEFT, "네, 보관할 수 있습니다 (4장까지)", True),
    ("패스할 때 5장까지 보관 가능하대", LEFT, "아니요, 4장까지만 보관할 수 있습니다", False),
    (
        "패스하면서 타일 4장까지 보관할 수 있는 거 맞지?",
        LEFT,
        "네, 보관할 수 있습니다 (4장까지)",
        True,
    ),
    (
        "선 토큰 받으면 감점 없다던데 맞아?",
        ST,
        "아니요, 가져온 타일 수만큼 잃습니다 (한 장에 1점, 조커도 셈)",
        False,
    ),
    (
        "선 토큰 받으면 감점 있어?",
        ST,
        "네, 가져온 타일 수만큼 잃습니다 (한 장에 1점, 조커도 셈)",
        True,
    ),
    (
        "시작 플레이어 토큰 받는 사람은 감점 없지?",
        ST,
        "아니요, 가져온 타일 수만큼 잃습니다 (한 장에 1점, 조커도 셈)",
        False,
    ),
    (
        "선플 토큰 먹으면 감점 없대",
        ST,
        "아니요, 가져온 타일 수만큼 잃습니다 (한 장에 1점, 조커도 셈)",
        False,
    ),
    (
        "시작 플레이어 토큰 받으면 감점 없는 거 맞죠?",
        ST,
        "아니요, 가져온 타일 수만큼 잃습니다 (한 장에 1점, 조커도 셈)",
        False,
    ),
]

test_reads_the_case = reads_test(SP, READ)
test_yes_no_agrees = yes_no_test(SP, READ)
test_every_answer_cites_the_games_rules = cites_test(SP, READ, some=True)
test_the_kinds_are_the_readers = kinds_test(SP, READ)


NOT = [
    "빨간 별이랑 파란 별 1번 둘 다 있는데 빨간 별 2번 놓으면 몇 점?",
    "초록 별하고 노란 별 3번 있는데 초록 별 4번 놓으면 몇 점이야?",
    "파란 별이랑 빨간 별 2번 있는데 파란 별 3번 놓으면 2점이지?",
]

test_gets_no_summer_pavilion_answer = reads_nothing_test(SP, NOT, unasked=True)
