"""Computed answers: the rules engine's verdict on the exact case a question describes.

A question like "빨강 7 8 9 조커 세트 돼?", "바닥에 타일 3개 떨어지면 몇 점 깎여?" or
"4라운드에 파랑 1개 노랑 2개로 파란 별 3번 칸 돼?" names a concrete case the engine can
decide. :func:`compute` reads such a question and returns the engine's verdict for that case
(shown beside the rule as "계산한 답"), or ``None``.

Every parser is conservative: a word or a number it cannot place, a case it cannot build, or
a question that may be about something else (taking tiles off the table, the first meld's 30
points, a space already filled) gives no computed answer rather than a wrong one. The
verdicts come from the engines' public functions only (:func:`tutor.games.azul.scoring.
floor_penalty`, :func:`tutor.games.rummikub.sets.classify`, a Summer Pavilion position built
with ``new_game(setup=...)`` and the placement applied with ``apply``).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from typing import Any

from tutor.korean import josa

LABEL = "계산한 답"

# Korean native numbers as counts ("세 개", "타일 셋").
NATIVE_NUMBERS = {
    "한": 1,
    "하나": 1,
    "두": 2,
    "둘": 2,
    "세": 3,
    "셋": 3,
    "석": 3,
    "네": 4,
    "넷": 4,
    "다섯": 5,
    "여섯": 6,
    "일곱": 7,
    "여덟": 8,
    "아홉": 9,
    "열": 10,
}
_NATIVE = "|".join(sorted(NATIVE_NUMBERS, key=len, reverse=True))
# Ordinals of rounds ("넷째 라운드", "네 번째 라운드").
NATIVE_ORDINALS = {
    "첫": 1,
    "첫째": 1,
    "첫번째": 1,
    "둘째": 2,
    "두번째": 2,
    "셋째": 3,
    "세번째": 3,
    "넷째": 4,
    "네번째": 4,
    "다섯째": 5,
    "다섯번째": 5,
    "여섯째": 6,
    "여섯번째": 6,
}


@dataclass
class Computed:
    """The engine's verdict on one concrete case."""

    game: str
    kind: str  # "azul-floor" | "rummikub-set" | "summer-pavilion-payment"
    verdict: str  # the direct answer: "네, 됩니다", "아니요, 안 됩니다", "−4점"
    summary: str  # one sentence: the verdict and why
    case: str  # how the question was read, in the reader's words
    details: list[str] = field(default_factory=list)  # the engine's own account
    rule_ids: list[str] = field(default_factory=list)  # the rules that decide it, first first
    ok: bool | None = None  # True/False for a yes/no case, None for a number
    label: str = LABEL

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _clean(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower()
    return re.sub(r"\s+", " ", text).strip()


def _count(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NATIVE_NUMBERS.get(word)


# -- Azul: the floor line ----------------------------------------------------------------
AZUL = "azul"
_FLOOR_WORD = re.compile(r"바닥|floor|플로어")
_FLOOR_CUE = re.compile(
    r"감점|점수|점\b|몇\s*점|깎|까여|까이|마이너스|벌점|잃|빠져|빼|penalty|떨어|-\s*\d"
)
_MARKER = re.compile(
    r"첫\s*플레이어|선\s*플레이어|시작\s*플레이어|선\s*마커|마커|토큰|1번\s*타일|선\s*타일"
)
_MARKER_INCLUDED = re.compile(r"포함|까지\s*(?:해서|합쳐|모두)?|합쳐|합해|더해서\s*모두")
_MARKER_ADDED = re.compile(
    r"(?:마커|토큰|타일)\s*(?:랑|이랑|와|과|하고|도|까지\s*더|더)|\+|더\s*있|더\s*떨어|도\s*같이"
    r"|(?:개|장)\s*(?:랑|이랑|와|과|하고|에|에다|에다가)\s*(?:첫|선|시작|마커|토큰)"
)
_FLOOR_COUNT = re.compile(rf"(\d+|{_NATIVE})\s*(개|장|칸)")
_POINTS = re.compile(r"-?\s*\d+\s*점")
_PLAYERS = re.compile(r"\d\s*(?:인|명)")
_ANY_NUMBER = re.compile(rf"\d+|(?<![가-힣])(?:{_NATIVE})(?=\s*(?:개|장|칸))")
_ORDINAL = re.compile(r"번째|째\s*칸|번\s*칸")


def azul_floor(text: str) -> Computed | None:
    """The floor-line penalty for N occupied spaces (tiles, with or without the marker)."""
    from tutor.games.azul.scoring import floor_breakdown, floor_penalty
    from tutor.games.azul.tiles import FLOOR_SIZE

    if not _FLOOR_WORD.search(text) or not _FLOOR_CUE.search(text) or _ORDINAL.search(text):
        return None
    rest = _POINTS.sub(" ", _PLAYERS.sub(" ", text))  # "−4점 맞아?", "2인" are not counts
    counts = {(_count(m.group(1)), m.group(2)) for m in _FLOOR_COUNT.finditer(rest)}
    if len(counts) != 1:
        return None
    ((count, unit),) = counts
    if count is None or count < 1 or count > 20:
        return None
    # every number in the question must be the one count
    if len(_ANY_NUMBER.findall(_FLOOR_COUNT.sub(" ", rest))) > 0:
        return None
    marker = False
    if _MARKER.search(text):
        if unit == "칸" or _MARKER_INCLUDED.search(text):
            marker = False  # the count already includes the marker
        elif _MARKER_ADDED.search(text):
            marker = True
        else:
            return None  # with or besides the marker? Not clear enough to compute.
    if unit == "칸" and count > FLOOR_SIZE:
        return None  # the floor line has no such space
    filled = count + (1 if marker else 0)
    counted = min(filled, FLOOR_SIZE)
    penalty = floor_penalty(counted)
    what = (
        f"타일 {count}장과 첫 플레이어 마커"
        if marker
        else f"{count}칸"
        if unit == "칸"
        else f"타일 {count}장"
    )
    details = [f"바닥 줄 {counted}칸: {floor_breakdown(counted)}"]
    rules = ["azul.floor.penalty"]
    if filled > FLOOR_SIZE:
        details.append(
            f"바닥 줄은 {FLOOR_SIZE}칸뿐이라 넘친 {filled - FLOOR_SIZE}장은 상자 뚜껑으로 "
            "가고 감점되지 않습니다."
        )
        rules.append("azul.floor.overflow-lid")
    summary = f"바닥 줄에 {josa(what, '이면', '면')} {penalty}점을 잃습니다."
    return Computed(
        AZUL, "azul-floor", f"−{penalty}점", summary, f"바닥 줄에 {what}", details, rules, None
    )


# -- Rummikub: one set ---------------------------------------------------------------------
RUMMIKUB = "rummikub"
_RK_COLOURS = {
    "r": ("빨강색", "빨간색", "빨강", "빨간", "레드", "red", "적색"),
    "b": ("파랑색", "파란색", "파랑", "파란", "블루", "blue", "청색"),
    "k": ("검정색", "검은색", "까만색", "검정", "검은", "까만", "블랙", "black", "흑색"),
    "o": ("주황색", "노랑색", "노란색", "주황", "노랑", "노란", "오렌지", "orange", "yellow"),
}
_RK_COLOUR_OF = {w: c for c, words in _RK_COLOURS.items() for w in words}
_RK_TOKEN = re.compile(
    "(?P<colour>" + "|".join(sorted(_RK_COLOUR_OF, key=len, reverse=True)) + ")"
    r"|(?P<joker>조커|죠커|joker|jk)"
    r"|(?P<number>\d+)(?P<counter>\s*(?:개|장|점|번째|번|라운드|인|명|턴|분|초|차례|등|위))?"
)
_RK_CUE = re.compile(
    r"돼|되나|되요|되죠|될|되는|된|가능|인정|유효|세트|맞|괜찮|놓을|놓아도|놔도|내도|낼\s*수"
    r"|런|그룹|연속|valid|ok|오케이"
)
# Questions about moving tiles around, the first meld, racks or other players: the set's
# validity alone does not answer them.
_RK_DECLINE = re.compile(
    r"떼|빼|가져|옮기|옮겨|나누|나눠|쪼개|분리|바꾸|바꿔|교체|회수|훔|남기|남겨|등록"
    r"|받침대|손패|점수|몇\s*점|벌점|두\s*세트|세트\s*두|세트들|각각|그리고|별|칸|바닥"
)


def rummikub_set(text: str) -> Computed | None:
    """Whether the tiles named, in the order named, form one valid set."""
    from tutor.games.rummikub.sets import (
        HIGH,
        JOKER,
        LOW,
        RULE_GROUP,
        RULE_RUN,
        classify,
        describe_set,
        tile_name,
    )

    if _RK_DECLINE.search(text) or not _RK_CUE.search(text):
        return None
    tiles: list[str] = []
    pending: list[str] = []  # colours named since the last number
    colour: str | None = None
    matches = list(_RK_TOKEN.finditer(text))
    # Latin letters that are not one of the words above (r7, b5): not this parser's notation.
    covered = "".join(text[m.start() : m.end()] for m in matches)
    if re.search(r"[a-z]", re.sub(r"ok|valid", "", text)) and not re.search(r"[a-z]", covered):
        return None
    for n, m in enumerate(matches):
        if m.group("colour"):
            word = _RK_COLOUR_OF[m.group("colour")]
            prev = matches[n - 1] if n else None
            if prev is not None and prev.group("colour") and pending:
                pending.append(word)
            else:
                pending = [word]
            colour = None
        elif m.group("joker"):
            tiles.append(JOKER)
        else:
            if m.group("counter"):
                return None
            number = int(m.group("number"))
            if not LOW <= number <= HIGH:
                return None
            if len(pending) >= 2:
                # "빨강 파랑 검정 5": one number for every colour just named
                following = matches[n + 1] if n + 1 < len(matches) else None
                if following is not None and following.group("number"):
                    return None
                if len(set(pending)) != len(pending):
                    return None
                tiles.extend(f"{c}{number}" for c in pending)
                pending, colour = [], None
                continue
            if pending:
                colour, pending = pending[0], []
            if colour is None:
                return None  # a number with no colour named before it
            tiles.append(f"{colour}{number}")
    if pending or len(tiles) < 2 or len(tiles) > 13 or all(t == JOKER for t in tiles):
        return None
    if sum(1 for t in tiles if t != JOKER) < 2 and len(tiles) < 3:
        return None
    info = classify(tiles)
    if not info.valid and len(tiles) >= 6:
        return None  # likely two sets described together: not one case
    shown = ", ".join(tile_name(t) for t in tiles)
    case = f"타일 {len(tiles)}장, 놓은 순서대로: {shown}"
    if info.valid:
        kind = "연속" if info.kind == "run" else "그룹"
        details = [f"{describe_set(tiles)}: {kind}, {info.value}점."]
        if info.joker_roles:
            roles = []
            for role in info.joker_roles:
                names = " 또는 ".join(tile_name(t) for t in sorted(role))
                roles.append(f"조커는 {josa(names, '을', '를')} 대신합니다.")
            details.extend(roles)
            if info.kind == "run":
                details.append("연속 속 조커는 놓인 자리의 숫자를 대신합니다.")
        rule = RULE_RUN if info.kind == "run" else RULE_GROUP
        summary = f"{josa(describe_set(tiles), '은', '는')} 올바른 {kind}입니다."
        return Computed(
            RUMMIKUB,
            "rummikub-set",
            "네, 세트가 됩니다",
            summary,
            case,
            details,
            [rule, "rummikub.sets.set"],
            True,
        )
    reason = info.reason or "세트가 아닙니다"
    colours = {t[0] for t in tiles if t != JOKER}
    rules = [info.rule_id or "rummikub.sets.set"]
    if len(colours) == 1 and RULE_RUN not in rules:
        rules.append(RULE_RUN)
    elif len(colours) > 1 and RULE_GROUP not in rules:
        rules.append(RULE_GROUP)
    return Computed(
        RUMMIKUB,
        "rummikub-set",
        "아니요, 세트가 되지 않습니다",
        f"세트가 되지 않습니다: {reason.rstrip('.')}.",
        case,
        [],
        rules,
        False,
    )


# -- Azul: Summer Pavilion: paying for a space ----------------------------------------------
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
    rf"(?:(?P<n>\d+|{_NATIVE})\s*(?:개|장)|(?P<bare>하나|둘|셋|넷|다섯|여섯)(?![가-힣]))"
)
_SP_WILD_NAMED = re.compile(
    rf"(?P<colour>{_SP_COLOUR})\s*(?:색)?\s*(?:이|가|은|는)?\s*(?:조커|와일드)\s*(?:색)?"
    r"\s*(?:인|이|일|라|이라|일\s*때)"
)
_SP_CUE = re.compile(
    r"돼|되나|되요|될|되는|가능|놓을|놓아도|놔도|놓나|낼\s*수|살\s*수|채울|충분|모자|부족|괜찮|맞"
)
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
        STAR_KO,
        WILD_BY_ROUND,
    )

    if _SP_DECLINE.search(text) or not _SP_CUE.search(text):
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
        n = _count(m.group("n") or m.group("bare"))
        if n is None or n < 1 or n > 22:
            return None
        word = m.group("colour")
        if word in ("조커", "와일드"):
            jokers += n
        else:
            c = _SP_COLOUR_OF[word]
            hand[c] = hand.get(c, 0) + n
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
    star_index = ["purple", "green", "orange", "yellow", "blue", "red", "centre"].index(star)
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
        rules = [refusal.rule_id, "azul-summer-pavilion.place.cost"]
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
    rules = list(
        dict.fromkeys(
            [
                "azul-summer-pavilion.place.cost",
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


PARSERS: dict[str, Callable[[str], Computed | None]] = {
    AZUL: azul_floor,
    RUMMIKUB: rummikub_set,
    SUMMER_PAVILION: summer_pavilion_payment,
}


def compute(question: str, game: str | None = None) -> Computed | None:
    """The engine's verdict on the case ``question`` describes, for ``game`` (the one
    asked about or detected); with no game, only a case exactly one game's parser reads."""
    if not isinstance(question, str) or not question.strip() or len(question) > 200:
        return None
    return _compute(_clean(question), game if isinstance(game, str) else None)


@lru_cache(maxsize=1024)
def _compute(text: str, game: str | None) -> Computed | None:
    """(Cached: a Summer Pavilion case builds a game, about 3 ms; callers must not change
    the verdict returned.)"""
    if game is not None:
        parser = PARSERS.get(game)
        return parser(text) if parser else None
    found = [c for c in (parse(text) for parse in PARSERS.values()) if c is not None]
    return found[0] if len(found) == 1 else None


def rule_url(game: str, rule_id: str) -> str:
    return f"/games/{game}/rules/{rule_id}"


def extend(answer: dict[str, Any]) -> dict[str, Any]:
    """The ``/api/ask`` object with what a reader needs beside the ids: each result's
    ``reader_sources`` (the rulebooks and pages as a reader knows them, never a file id) and,
    when the engine can decide the case the question names, ``computed``. A new object: the
    cached answer is never changed."""
    from tutor.web.pages import reader_sources

    out = dict(answer)
    out["results"] = [
        {
            **r,
            "reader_sources": [
                {"title": s["title"], "page": s.get("page")}
                for s in reader_sources(r.get("source_details") or [])
            ],
        }
        for r in answer.get("results", [])
    ]
    found = compute(str(answer.get("query", "")), answer.get("game"))
    if found is not None:
        out["computed"] = {
            **found.to_json(),
            "rules": [{"id": r, "url": rule_url(found.game, r)} for r in found.rule_ids],
        }
    return out
