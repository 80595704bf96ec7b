"""Every fact of the Summer Pavilion seed (000_2b04c60d0b7a5d52.txt), mapped to the entry that owns it.

Each row is (fact in English, entry id, Korean key words). The entry must exist and its title,
question or body must contain every key word. Where the seed is wrong or vague, the row points at
the entry that gives the official rule and the key words include the `흔한 오해` marker.
Seed advertisements, greetings and the closing paragraph carry no rule fact and have no row.
"""

from __future__ import annotations

import re

import pytest

from .conftest import GAME, entries

SEED = "000_2b04c60d0b7a5d52.txt"
DIFF = "흔한 오해"
P = f"{GAME}."

CHECKLIST: list[tuple[str, str, list[str]]] = [
    # 1. overview
    ("2-4 players", P + "overview.goal", ["2~4명"]),
    ("play time about 30-45 minutes", P + "overview.goal", ["30~45분"]),
    ("age 8 and up", P + "overview.goal", ["8세 이상"]),
    ("genre: abstract strategy, tile placement", P + "overview.goal", ["추상 전략", "타일 놓기"]),
    (
        "difficulty 3 of 5: simple rules, deep strategy",
        P + "overview.goal",
        ["셋째", "전략은 깊습니다"],
    ),
    (
        "theme: artisans decorating the Portuguese king's summer pavilion",
        P + "overview.goal",
        ["포르투갈", "장인"],
    ),
    # 2. goal
    ("6 rounds; most points wins", P + "overview.goal", ["여섯 라운드", "가장"]),
    (
        "seed: scoring 'after each round' is vague; points come at each placement + final bonus",
        P + "overview.goal",
        [DIFF, "놓을 때마다"],
    ),
    # 3. components
    ("4 player boards (two-sided)", P + "components.list", ["개인판 4장"]),
    ("9 factory displays", P + "components.list", ["공장 전시판 9장"]),
    ("1 scoring board", P + "components.list", ["점수판 1장"]),
    ("1 round marker", P + "components.list", ["라운드 마커 1개"]),
    ("4 player score markers", P + "components.list", ["점수 마커 4개"]),
    (
        "132 tiles in 6 colours (22 each, from research)",
        P + "components.list",
        ["132개", "여섯 색", "22개"],
    ),
    ("1 tile bag", P + "components.list", ["타일 주머니 1개"]),
    ("1 start-player token", P + "components.list", ["선 플레이어 토큰 1개"]),
    ("1 tower for discarded tiles", P + "components.list", ["탑 1개"]),
    ("point tokens used past 80 points", P + "components.list", ["점수 토큰", "80점"]),
    (
        "board: 7 stars of 6 diamond spaces numbered 1-6; pillars/statues/windows between",
        P + "components.board",
        ["7개", "다이아몬드", "1부터 6까지", "기둥·조각상·창문"],
    ),
    # 3. set-up
    ("each player takes a board, coloured-star side up", P + "setup.table", ["색 별이 그려진 면"]),
    ("factories in a circle in the middle of the table", P + "setup.table", ["둥글게"]),
    (
        "2 players 5 factories, 3 players 7, 4 players 9",
        P + "setup.factories",
        ["2명이면 5개", "3명이면 7개", "4명이면 9개"],
    ),
    ("scoring board placed beside the factories", P + "setup.table", ["옆에 점수판"]),
    (
        "round marker on round 1; it shows the round's wild colour",
        P + "setup.table",
        ["1라운드 칸", "조커 색"],
    ),
    ("round 1 wild colour is purple", P + "wild.colour", ["보라"]),
    ("score markers start on space 5", P + "setup.scores", ["5점 칸"]),
    ("all 132 tiles into the bag and shuffled", P + "setup.table", ["132개", "주머니", "섞은"]),
    (
        "10 random tiles onto the supply spaces of the scoring board",
        P + "setup.factories",
        ["10장", "공급처"],
    ),
    ("4 random tiles on each factory", P + "setup.factories", ["정확히 4장"]),
    (
        "start-player token in the centre of the table",
        P + "setup.table",
        ["선 플레이어 토큰은 테이블 중앙"],
    ),
    (
        "tower between the factories and the scoring board",
        P + "setup.table",
        ["탑은 공장 전시판과 점수판 사이"],
    ),
    ("point tokens set aside", P + "setup.table", ["점수 토큰은 옆"]),
    ("unused boards, markers and factories go back in the box", P + "setup.table", ["상자"]),
    # 4. flow
    ("6 rounds of 3 phases", P + "overview.rounds", ["6라운드", "세 단계"]),
    (
        "phase 1 acquire, phase 2 place and score, phase 3 prepare",
        P + "overview.rounds",
        ["1단계", "2단계", "3단계"],
    ),
    ("phase 3 skipped in round 6", P + "overview.rounds", ["6라운드에는 이 단계를 건너뛰고"]),
    (
        "youngest player starts round 1; play is clockwise",
        P + "setup.first-player",
        ["가장 어린", "시계 방향"],
    ),
    (
        "each round one of the 6 colours is wild, shown on the round track",
        P + "wild.colour",
        ["여섯 색", "라운드 트랙"],
    ),
    (
        "wild order purple, green, orange, yellow, blue, red (research)",
        P + "wild.colour",
        ["보라", "초록", "주황", "노랑", "파랑", "빨강"],
    ),
    ("wild tiles stand in for any other colour", P + "place.wild-payment", ["조커 색 타일로 대신"]),
    (
        "wild only in its round; later an ordinary tile",
        P + "wild.colour",
        ["그 라운드에만", "평범한"],
    ),
    # phase 1
    (
        "on your turn you must take tiles in one of two ways",
        P + "draft.take-colour",
        ["반드시", "둘 중 하나"],
    ),
    (
        "A: from one factory take all tiles of one non-wild colour",
        P + "draft.take-colour",
        ["공장 전시판 하나", "모두"],
    ),
    ("taken tiles go next to your board", P + "draft.take-colour", ["개인판 옆"]),
    ("the rest of the factory goes to the centre", P + "draft.take-colour", ["테이블 중앙으로"]),
    (
        "a factory with wild tiles: you must also take exactly one wild",
        P + "draft.wild-with-colour",
        ["정확히 한", "반드시"],
    ),
    (
        "a factory with only wild tiles: take only one",
        P + "draft.only-wilds",
        ["조커 색 타일만", "한\n장만"],
    ),
    (
        "B: from the centre take all tiles of one non-wild colour",
        P + "draft.take-colour",
        ["테이블 중앙에서"],
    ),
    ("centre with wild tiles: must take one wild too", P + "draft.wild-with-colour", ["중앙"]),
    ("centre with only wild tiles: take only one", P + "draft.only-wilds", ["중앙"]),
    (
        "first to take from the centre takes the start token and loses 1 point per tile taken",
        P + "draft.start-token",
        ["처음으로", "선 플레이어 토큰", "가져온 타일 수만큼"],
    ),
    (
        "the wild tile taken counts toward that loss (a clarification, not a difference)",
        P + "draft.start-token",
        ["조커", "4점"],
    ),
    (
        "the loss never goes below 1 point; at 1 point no loss",
        P + "draft.start-token",
        ["1점 아래로 내려가지 않으며", "이미 1점이면"],
    ),
    (
        "token holder places first in phase 2 and starts the next round",
        P + "prepare.start-player",
        ["2단계", "다음 라운드 1단계"],
    ),
    ("after taking, the turn passes clockwise", P + "draft.phase-end", ["시계 방향"]),
    (
        "phase 1 ends when all factories and the centre are empty",
        P + "draft.phase-end",
        ["모든 공장 전시판과 테이블 중앙", "1단계가 끝나고"],
    ),
    # phase 2
    (
        "phase 2 starts with the start player, clockwise",
        P + "place.turn",
        ["선 플레이어 토큰을 가진 사람부터", "시계 방향"],
    ),
    ("a space needs tiles of its colour equal to its number", P + "place.cost", ["숫자 n", "n장"]),
    ("exactly one of them is laid on the space", P + "place.cost", ["한 장을 칸에 놓고"]),
    ("the other n-1 go to the tower", P + "place.cost", ["n−1장은 탑"]),
    ("score after placing", P + "place.scoring", ["1점"]),
    (
        "one tile per turn, then the next player",
        P + "place.turn",
        ["한 차례에 여러 장을 놓을 수는 없습니다"],
    ),
    (
        "repeat until everyone passes (cannot or will not place)",
        P + "pass.when",
        ["모든 플레이어가 패스하면 2단계가 끝납니다"],
    ),
    ("only the tiles next to your own board may be used", P + "place.turn", ["자기 개인판 옆"]),
    (
        "tiles only on diamond spaces, not on pillars/statues/windows",
        P + "place.occupied",
        ["다이아몬드", "기둥·조각상·창문 그림 위에도"],
    ),
    ("no tile on an occupied space", P + "place.occupied", ["이미 타일이 있는 칸"]),
    ("outer stars take only their own colour", P + "place.star-colour", ["같은 색 타일만"]),
    (
        "example: green star space 4 costs 4 green, 1 laid, 3 discarded",
        P + "place.cost",
        ["초록 별의 4번 칸", "3장을 탑"],
    ),
    ("centre star: six different colours", P + "place.centre-star", ["모두 다른 색"]),
    ("unused tiles stay for later turns this round", P + "place.turn", ["다음 차례"]),
    (
        "only up to 4 tiles carry over to the next round (seed's placement section vague)",
        P + "place.turn",
        [DIFF, "4장"],
    ),
    # wilds in phase 2
    (
        "short of a colour: pay with this round's wild tiles",
        P + "place.wild-payment",
        ["모자란 타일", "조커"],
    ),
    ("need at least one tile of the space's colour", P + "place.wild-payment", ["최소 한 장"]),
    (
        "example: blue 5 with 2 blue + 3 wild; 1 blue laid, 1 blue + 3 wild discarded",
        P + "place.wild-payment",
        ["파랑 2장과 조커 3장", "파랑 1장과 조커 3장은 탑"],
    ),
    (
        "the wild tile is never laid on a space whose colour it replaces",
        P + "place.wild-payment",
        ["자신이 대신한 색의 칸에"],
    ),
    (
        "a wild-colour tile may be laid on its own star (seed: only there)",
        P + "place.wild-as-itself",
        ["조커 색의 별", "빨간 별에 올릴 수는 없습니다"],
    ),
    (
        "...and also on the centre star if that colour is absent (official; seed omits)",
        P + "place.wild-as-itself",
        [DIFF, "가운데 별"],
    ),
    # placement scoring
    ("1 point for the placed tile", P + "place.scoring", ["그 타일로 1점"]),
    (
        "+1 per connected tile, counting along the star's ring (seed says rows/columns: wrong)",
        P + "place.scoring",
        [DIFF, "가로", "고리", "이어진 타일마다 1점"],
    ),
    ("score track goes to 80; beyond it take a point token", P + "term.point-token", ["80점"]),
    # bonus
    (
        "surrounding a pillar, statue or window gives bonus tiles",
        P + "bonus.features",
        ["기둥", "조각상", "창문", "둘러싼"],
    ),
    ("pillar: 4 spaces, 1 tile from the supply", P + "bonus.features", ["4칸) | 1장"]),
    ("statue: 4 spaces, 2 tiles", P + "bonus.features", ["4칸) | 2장"]),
    ("window: 2 spaces, 3 tiles", P + "bonus.features", ["2칸) | 3장"]),
    (
        "bonus tiles are taken immediately and may be wild tiles",
        P + "bonus.take",
        ["바로", "조커 색 타일도 고를 수"],
    ),
    (
        "bonus tiles go next to the board and are used from your next turn",
        P + "bonus.take",
        ["개인판 옆", "다음 차례부터"],
    ),
    ("bonus is tiles only, no points", P + "bonus.features", ["점수는 따로 없습니다"]),
    (
        "empty supply spaces refilled from the bag at once",
        P + "bonus.refill",
        ["주머니에서", "10칸"],
    ),
    (
        "bag empty: tower tiles into the bag, shuffle, refill",
        P + "bonus.refill",
        ["탑에 모인 타일을 모두 주머니"],
    ),
    # pass
    (
        "pass when you cannot or do not want to place",
        P + "pass.when",
        ["반드시 패스", "패스해도 됩니다"],
    ),
    (
        "on passing keep up to 4 tiles on the 4 corner spaces; they score nothing",
        P + "pass.keep",
        ["최대 4장", "네 귀퉁이", "점수가\n없고"],
    ),
    ("other tiles go to the tower at -1 point each", P + "pass.keep", ["탑", "한 장에 1점씩"]),
    (
        "a passed player takes no more turns this round",
        P + "pass.keep",
        ["더는 차례를 받지 않습니다"],
    ),
    # phase 3
    ("phase 3 is carried out by the start player", P + "prepare.next-round", ["선 플레이어가"]),
    (
        "advance the round marker; the wild colour changes",
        P + "prepare.next-round",
        ["라운드 마커를 다음 칸", "조커 색도"],
    ),
    (
        "after round 6 go straight to final scoring",
        P + "prepare.next-round",
        ["최종 점수 계산으로"],
    ),
    ("refill each factory with 4 tiles from the bag", P + "prepare.next-round", ["4장씩"]),
    (
        "bag empty: refill it from the tower; both empty: fill what you can",
        P + "prepare.next-round",
        ["탑의 타일을 모두", "채울 수 있는 데까지만"],
    ),
    (
        "start-player token back to the centre",
        P + "prepare.next-round",
        ["테이블 중앙에 돌려놓습니다"],
    ),
    ("corner tiles back next to the board", P + "prepare.next-round", ["귀퉁이", "개인판 옆"]),
    (
        "kept tiles are spent next round like tiles just taken",
        P + "faq.kept-tiles-next-round",
        ["개인판 옆으로", "2단계에서", "새로 가져온 타일과 똑같이"],
    ),
    # tutorial facts
    (
        "nobody took from the centre: the previous start player begins phase 2",
        P + "prepare.start-player",
        ["아무도", "그 라운드를 시작한 사람"],
    ),
    # 6. scoring
    ("final: centre star 12", P + "end.star-bonus", ["가운데(여러 색)", "12"]),
    (
        "final: red 14, blue 15, yellow 16, orange 17, green 18, purple 20",
        P + "end.star-bonus",
        ["14", "15", "16", "17", "18", "20"],
    ),
    (
        "final: all 1s 4, all 2s 8, all 3s 12, all 4s 16",
        P + "end.number-bonus",
        ["1번 칸 전부 4점", "2번 칸 전부 8점", "3번 칸 전부 12점", "4번 칸 전부 16점"],
    ),
    ("no bonus for 5s and 6s (research)", P + "end.number-bonus", ["5번과 6번"]),
    (
        "star bonus only at the end, not when the star is completed",
        P + "faq.star-bonus-when",
        ["6라운드가 끝난 뒤"],
    ),
    (
        "after the last round corner tiles are discarded at -1 each",
        P + "end.leftover",
        ["탑에 넣고 한 장에 1점씩"],
    ),
    # 7. end
    ("game ends after 6 rounds", P + "end.trigger", ["6라운드"]),
    ("highest score wins", P + "end.winner", ["가장 높은 사람이 이깁니다"]),
    ("tie: shared victory", P + "end.winner", ["공동 우승"]),
    # 8. tips (editorial, kind tip)
    ("tip: use wilds carefully, at the right moment", P + "tip.wild-timing", ["조커", "라운드"]),
    (
        "tip: aim at high-value stars or several stars at once",
        P + "tip.stars",
        ["보라 별(20점)", "여러 별"],
    ),
    ("tip: actively go for bonus tiles", P + "tip.bonus-chain", ["기둥·조각상·창문"]),
    (
        "tip: deny opponents and control the start token",
        P + "tip.opponents",
        ["상대", "선 플레이어 토큰"],
    ),
    ("tip: minimise leftover tiles", P + "tip.leftovers", ["감점", "4장"]),
    ("tip: number bonuses add up", P + "tip.stars", ["숫자 보너스"]),
    # 8. exceptions -> FAQ
    ("exception: a wild present must be taken along", P + "faq.wild-must-take", ["반드시"]),
    ("exception: only wilds -> take one", P + "faq.only-wilds", ["한 장만"]),
    ("exception: never two wilds at once", P + "faq.two-wilds", ["정확히 한 장"]),
    ("exception: no wild alone from a mixed source", P + "faq.wild-alone", ["조커밖에 없는 곳"]),
    (
        "exception: first from centre loses points per tile",
        P + "faq.start-token-penalty",
        ["4점", "조커도"],
    ),
    ("exception: penalty floor at 1", P + "faq.penalty-floor", ["1점 아래로"]),
    ("exception: pass keeps at most 4", P + "faq.pass-keep-limit", ["4장까지"]),
    ("exception: discarded tiles -1 each", P + "faq.pass-penalty", ["1점씩"]),
    (
        "no floor line: the two penalties instead",
        P + "faq.no-floor-line",
        ["바닥 줄도 패턴 줄도 없습니다", "4장까지", "1점씩"],
    ),
    ("exception: bag refilled from the tower", P + "faq.bag-empty", ["탑에 모인 타일"]),
    ("exception: supply refill from bag/tower", P + "faq.supply-refill", ["탑의 타일"]),
    # 9. cautions -> FAQ
    ("caution: wild colour changes every round", P + "faq.wild-next-round", ["그 라운드에만"]),
    ("caution: which colour is wild this round", P + "faq.wild-order", ["라운드 마커"]),
    (
        "caution: wild tile only as payment for other colours",
        P + "faq.wild-on-other-star",
        ["비용으로만"],
    ),
    ("caution: wild tile may go on its own star", P + "faq.wild-on-own-star", ["보라 별"]),
    ("caution: wild needs a natural tile", P + "faq.wild-needs-natural", ["최소 한 장"]),
    ("caution: how many wilds to use is the player's choice", P + "faq.wild-count", ["0장부터"]),
    (
        "caution: connection scoring (ring, not rows/columns)",
        P + "faq.adjacency",
        ["가로·세로가 없습니다", DIFF],
    ),
    ("caution: other stars never connect", P + "faq.other-star", ["다른 별의 타일"]),
    ("caution: leftover tiles at the end cost points", P + "faq.leftover-end", ["장당 1점"]),
    # first-time questions
    ("FAQ: must take all tiles of the colour", P + "faq.take-all", ["전부"]),
    ("FAQ: cannot skip taking in phase 1", P + "faq.skip-draft", ["반드시"]),
    ("FAQ: supply tiles are not taken in phase 1", P + "faq.supply-in-draft", ["보너스로만"]),
    ("FAQ: one tile per turn", P + "faq.one-per-turn", ["한 장만"]),
    (
        "phase 1 only takes; the tiles wait beside the board for phase 2",
        P + "faq.place-in-draft",
        ["개인판 옆에", "2단계"],
    ),
    ("FAQ: the number is a cost, not points", P + "faq.cost-meaning", ["비용"]),
    ("FAQ: centre star colours must differ", P + "faq.centre-colours", ["모두 다른 색"]),
    ("FAQ: bonus timing", P + "faq.bonus-when", ["다음 차례부터"]),
    ("FAQ: two features at once add up", P + "faq.two-features", ["더해서"]),
    ("FAQ: feature bonus is tiles, not points", P + "faq.feature-points", ["점수는 없습니다"]),
    ("FAQ: passing while able to place is allowed", P + "faq.pass-early", ["패스할 수 있습니다"]),
    ("FAQ: no placing after passing", P + "faq.after-pass", ["차례가 오지 않습니다"]),
    ("FAQ: pass penalty floor (service reading)", P + "faq.discard-floor", ["규칙서에 없는 경우"]),
    ("FAQ: nobody took the token", P + "faq.no-token", ["그 라운드를 시작한 사람"]),
    ("FAQ: starting score is 5", P + "faq.start-score", ["5점"]),
    ("FAQ: over 80 points", P + "faq.over-80", ["점수 토큰"]),
    ("FAQ: tie", P + "faq.tie", ["함께 이깁니다"]),
]


def _entry_text() -> dict[str, str]:
    texts: dict[str, str] = {}
    for path, data in entries():
        body = path.read_text(encoding="utf-8").split("---\n", 2)[2]
        texts[data["id"]] = "\n".join([data["title"], str(data.get("question") or ""), body])
    return texts


TEXTS = _entry_text()


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("**", ""))


@pytest.mark.parametrize(
    ("fact", "entry_id", "words"), CHECKLIST, ids=[row[0][:60] for row in CHECKLIST]
)
def test_seed_fact_is_in_its_entry(fact: str, entry_id: str, words: list[str]) -> None:
    assert entry_id in TEXTS, f"{fact}: no entry {entry_id}"
    text = _flat(TEXTS[entry_id])
    missing = [w for w in words if _flat(w) not in text]
    assert not missing, f"{fact}: {entry_id} lacks {missing}"


def test_every_seed_rule_entry_owns_a_fact() -> None:
    """A rule entry that cites the seed but is in no checklist row is an unchecked entry."""
    listed = {row[1] for row in CHECKLIST}
    unlisted = []
    for _path, data in entries():
        cites_seed = any((s["id"] if isinstance(s, dict) else s) == SEED for s in data["sources"])
        if data["kind"] in {"rule", "faq", "tip"} and cites_seed and data["id"] not in listed:
            unlisted.append(data["id"])
    assert not unlisted, unlisted


def test_seed_differences_are_flagged() -> None:
    """Rows naming the seed difference point at entries flagged `seed_differs: true`."""
    flagged = {data["id"] for _path, data in entries() if data.get("seed_differs")}
    for fact, entry_id, words in CHECKLIST:
        if DIFF in words:
            assert entry_id in flagged, f"{fact}: {entry_id} lacks seed_differs"
