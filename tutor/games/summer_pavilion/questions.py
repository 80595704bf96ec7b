"""Questions the Summer Pavilion engine can decide: whether a payment places a tile on a
star's space ("4라운드에 파랑 1개 노랑 2개로 파란 별 3번 칸 돼?"). See :mod:`tutor.qa_computed`
for the protocol."""

from __future__ import annotations

import re

from tutor.games.summer_pavilion.rules import RULE_PLACE_COST, RULE_WILD_PAYMENT
from tutor.qa_computed import NATIVE, NATIVE_ORDINALS, Computed, count_word

SUMMER_PAVILION = "azul-summer-pavilion"
_SP_COLOURS = {
    "purple": ("보라색", "보라", "자주색", "자주", "퍼플"),
    "green": ("초록색", "초록", "녹색", "연두", "그린"),
    "orange": ("주황색", "주황", "오렌지"),
    "yellow": ("노랑색", "노란색", "노랑", "노란", "옐로"),
    "blue": ("파랑색", "파란색", "파랑", "파란", "블루"),
    "red": ("빨강색", "빨간색", "빨강", "빨간", "레드"),
}
_SP_COLOUR_OF = {w: c for c, words in _SP_COLOURS.items() for w in words}
_SP_COLOUR = "(?:" + "|".join(sorted(_SP_COLOUR_OF, key=len, reverse=True)) + ")"
_SP_STAR = re.compile(
    rf"(?P<star>{_SP_COLOUR}|가운데|중앙|센터|여러\s*색|다색)\s*(?:색\s*)?별\s*(?:의|에서|에)?\s*"
    r"(?P<space>\d)\s*(?:번\s*(?:칸|자리|공간)?|칸|자리)"
)
_SP_ROUND = re.compile(
    r"(?P<n>\d)\s*(?:번째\s*)?(?:라운드|round)|round\s*(?P<m>\d)"
    r"|(?P<ord>첫째|첫번째|첫|둘째|두\s*번째|셋째|세\s*번째|넷째|네\s*번째|다섯째|다섯\s*번째|여섯째|여섯\s*번째)\s*라운드"
    r"|(?P<last>마지막)\s*라운드"
)
_SP_TILES = re.compile(
    rf"(?P<colour>{_SP_COLOUR}|조커|와일드)\s*(?:색)?\s*(?:타일)?\s*(?:이|가|을|를)?\s*"
    rf"(?:(?P<n>\d+|{NATIVE})\s*(?:개|장)|(?P<bare>하나|둘|셋|넷|다섯|여섯)(?![가-힣]))"
)
_SP_WILD_NAMED = re.compile(
    rf"(?P<colour>{_SP_COLOUR})\s*(?:색)?\s*(?:이|가|은|는)?\s*(?:조커|와일드)\s*(?:색)?"
    r"\s*(?:인|이|일|라|이라|일\s*때)"
)
_SP_CUE = re.compile(
    r"돼|되나|되요|될|되는|가능|놓을|놓아도|놔도|놓나|낼\s*수|살\s*수|채울|충분|모자|부족|괜찮|맞"
)
# "파란 별 5번 칸에 놓으려면 파랑 몇 개 있어야 돼?": the price of a space
_SP_COST_ASKS = re.compile(r"몇\s*(?:개|장)|비용|얼마나|얼마\s*(?:내|필요)")
_SP_DECLINE = re.compile(
    r"이미|있는데\s*(?:또|다시)|옆에|점수|몇\s*점|보너스|기둥|조각상|창문|남기|보관|버리"
)


def summer_pavilion_payment(text: str) -> Computed | None:
    """Whether the tiles named pay for the space named in the round named (coloured side,
    or the grey side when the question says so), on an otherwise empty board."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import (
        COLOUR_INDEX,
        COLOUR_KO,
        COLOURS,
        COSTS,
        STAR_INDEX,
        STAR_KO,
        WILD_BY_ROUND,
    )

    asks_cost = bool(_SP_COST_ASKS.search(text))
    if _SP_DECLINE.search(text) or not (_SP_CUE.search(text) or asks_cost):
        return None
    stars = list(_SP_STAR.finditer(text))
    if len(stars) != 1:
        return None
    target = stars[0]
    star_word = re.sub(r"\s+", "", target.group("star"))
    star = (
        "centre"
        if star_word in ("가운데", "중앙", "센터", "여러색", "다색")
        else _SP_COLOUR_OF[star_word]
    )
    space = int(target.group("space"))
    if not 1 <= space <= 6:
        return None
    rest = text[: target.start()] + " " + text[target.end() :]

    wild_named: str | None = None
    named = list(_SP_WILD_NAMED.finditer(rest))
    if len(named) > 1:
        return None
    if named:
        wild_named = _SP_COLOUR_OF[named[0].group("colour")]
        rest = rest[: named[0].start()] + " " + rest[named[0].end() :]

    rounds = list(_SP_ROUND.finditer(rest))
    if len(rounds) > 1:
        return None
    round_no: int | None = None
    if rounds:
        m = rounds[0]
        if m.group("last"):
            round_no = 6
        elif m.group("ord"):
            round_no = NATIVE_ORDINALS[re.sub(r"\s+", "", m.group("ord"))]
        else:
            round_no = int(m.group("n") or m.group("m"))
        if not 1 <= round_no <= 6:
            return None
        rest = rest[: m.start()] + " " + rest[m.end() :]

    hand: dict[str, int] = {}
    jokers = 0
    for m in _SP_TILES.finditer(rest):
        n = count_word(m.group("n") or m.group("bare"))
        if n is None or n < 1 or n > 22:
            return None
        word = m.group("colour")
        if word in ("조커", "와일드"):
            jokers += n
        else:
            c = _SP_COLOUR_OF[word]
            hand[c] = hand.get(c, 0) + n
    if not hand and not jokers and asks_cost:
        return _space_cost(text, rest, star, space, round_no)
    if not hand:
        return None
    leftover = _SP_TILES.sub(" ", rest)
    # every colour and number must be accounted for
    if re.search(_SP_COLOUR, leftover) or re.search(r"\d", leftover):
        return None

    # The round fixes the wild colour; a wild colour named instead fixes the round.
    if wild_named is not None:
        implied = WILD_BY_ROUND.index(COLOUR_INDEX[wild_named]) + 1
        if round_no is not None and round_no != implied:
            return None  # the question contradicts itself
        round_no = implied
    round_said = round_no is not None
    if round_no is None:
        if not jokers:
            return None  # which colour is wild decides the answer
        # "조커 2개" with no round: any round whose wild colour is none of those named
        named_colours = set(hand) | ({star} if star != "centre" else set())
        free = [r for r in range(1, 7) if COLOURS[WILD_BY_ROUND[r - 1]] not in named_colours]
        if not free:
            return None
        round_no = free[0]
    wild = COLOURS[WILD_BY_ROUND[round_no - 1]]
    if jokers and wild in hand:
        return None  # "노랑 2개와 조커 1개" in a round where 노랑 is the wild colour: unclear
    own_tiles = dict(hand)  # as named, before "조커 N개" becomes the round's wild colour
    if jokers:
        hand[wild] = hand.get(wild, 0) + jokers

    side = "grey" if re.search(r"회색\s*면|회색면|회색\s*판|grey|gray", text) else "coloured"
    if star == "centre":
        own = [c for c in hand if c != wild]
        if len(own) > 1:
            return None  # which colour goes on the centre star is not said
        colour = own[0] if own else wild
    else:
        colour = star
        if side == "grey":
            return None  # a grey-side star's colour is the player's choice: not said

    tiles = [c for c, n in hand.items() for _ in range(n)]
    try:
        state = ENGINE.new_game(
            2,
            options={"board": side},
            setup={"round": round_no, "phase": "place", "hands": [tiles, []], "to_move": 0},
        )
    except SetupError:
        return None
    move = {"type": "place", "star": star, "space": space, "colour": colour}
    star_index = STAR_INDEX[star]
    cost = COSTS[side][star_index * 6 + space - 1]
    wild_ko = COLOUR_KO[COLOUR_INDEX[wild]]
    hand_text = ", ".join(
        [f"{COLOUR_KO[COLOUR_INDEX[c]]} {n}장" for c, n in own_tiles.items()]
        + ([f"조커 {jokers}장"] if jokers else [])
    )
    place = f"{STAR_KO[star_index]} {space}번 칸"
    when = (
        f"{round_no}라운드(조커 색: {wild_ko})"
        if round_said
        else f"라운드는 말하지 않아 조커 색이 {wild_ko}인 {round_no}라운드로 계산"
    )
    case = f"{when}, 가진 타일: {hand_text}, 놓을 칸: {place}(비용 {cost}장)" + (
        ", 회색 면" if side == "grey" else ""
    )
    try:
        events = state.apply(move)
    except RuleViolation as refusal:
        details = [refusal.message]
        if refusal.allowed:
            details.append(refusal.allowed)
        rules = [refusal.rule_id, RULE_PLACE_COST]
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-payment",
            "아니요, 놓을 수 없습니다",
            f"{place}에 놓을 수 없습니다: {refusal.message}",
            case,
            details,
            list(dict.fromkeys(r for r in rules if r)),
            False,
        )
    placed = next((e for e in events if e.get("type") == "place"), None)
    if placed is None:
        return None
    paid, wilds = int(placed["paid"]), int(placed["wilds"])
    colour_ko = COLOUR_KO[COLOUR_INDEX[colour]]
    how = f"{colour_ko} {paid}장" + (f" + 조커({wild_ko}) {wilds}장" if wilds else "")
    summary = f"{place}에 놓을 수 있습니다: 비용 {cost}장을 {how}으로 냅니다."
    # the rule that decides first: paying with wilds is decided by the wild-payment rule
    rules = list(
        dict.fromkeys(
            [
                *(r for r in placed.get("rule_ids", []) if r == RULE_WILD_PAYMENT),
                RULE_PLACE_COST,
                *(r for r in placed.get("rule_ids", []) if not r.endswith(".scoring")),
            ]
        )
    )
    # The engine's account without the seat's name and the points, which depend on a board
    # the question did not describe.
    account = re.sub(r"^\S+\s+\d+[이가]\s+", "", str(placed.get("text", "")))
    sentences = [
        re.sub(r"^탑으로 (\d+)장$", r"낸 타일 가운데 \1장은 탑으로 갑니다", part.strip())
        for part in account.split(".")
        if part.strip() and "점" not in part and "→" not in part
    ]
    sentences = [f"{sentence}." for sentence in sentences]
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-payment",
        "네, 놓을 수 있습니다",
        summary,
        case,
        sentences,
        rules,
        True,
    )


def _space_cost(
    text: str, rest: str, star: str, space: int, round_no: int | None
) -> Computed | None:
    """What a space costs: its number of tiles of its star's colour (the board's cost
    table, as the engine charges it), some of them wilds."""
    from tutor.games.summer_pavilion.board import (
        COLOUR_INDEX,
        COLOUR_KO,
        COSTS,
        STAR_INDEX,
        STAR_KO,
    )

    # nothing else may be named (but the star's own colour: "파랑 몇 개"): the space alone
    others = [m for m in re.finditer(_SP_COLOUR, rest) if _SP_COLOUR_OF[m.group(0)] != star]
    if others or re.search(r"\d", _SP_ROUND.sub(" ", rest)):
        return None
    if re.search(r"회색|grey|gray", text):
        return None  # the grey side's stars have no colour: which one is not said
    side = "coloured"
    star_index = STAR_INDEX[star]
    cost = COSTS[side][star_index * 6 + space - 1]
    place = f"{STAR_KO[star_index]} {space}번 칸"
    colour = "가운데 별에 아직 없는 한 색" if star == "centre" else COLOUR_KO[COLOUR_INDEX[star]]
    details = [
        f"모자란 만큼은 그 라운드의 조커 색 타일로 채울 수 있지만, {colour} 타일이 1장은 "
        "있어야 합니다.",
    ]
    if cost > 1:
        details.append(f"낸 {cost}장 가운데 1장은 칸에 놓고 나머지 {cost - 1}장은 탑에 넣습니다.")
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-cost",
        f"{colour} {cost}장",
        f"{place}의 비용은 {colour} 타일 {cost}장입니다.",
        f"놓을 칸: {place}" + (f", {round_no}라운드" if round_no else ""),
        details,
        [RULE_PLACE_COST, RULE_WILD_PAYMENT],
        None,
    )


KINDS = ("summer-pavilion-payment", "summer-pavilion-cost")
compute = summer_pavilion_payment
