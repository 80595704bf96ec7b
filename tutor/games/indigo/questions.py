"""Questions the Indigo engine can decide: the points of the gems a question names, and who
wins when it names each player's gems ("나는 호박 4 에메랄드 2 사파이어 1, 상대는 에메랄드 3
호박 5면 누가 이겨요?"). See :mod:`tutor.qa_computed` for the protocol."""

from __future__ import annotations

import re

from tutor.games.indigo.gems import GEM_KINDS, GEM_POINTS, KIND_INFO
from tutor.games.indigo.rules import RULE_VALUES, RULE_WINNER
from tutor.games.indigo.state import IndigoState, winners_of
from tutor.korean import josa
from tutor.qa_computed import NATIVE, PLAYER_COUNT, Computed, count_word, players_named

INDIGO = "indigo"
# how a tie on points is broken, as the engine's ranking (``state.winners_of``) does
TIE_RULE = (
    "점수가 같으면 보석을 더 많이 모은 사람이 이기고, 그것도 같으면 함께 우승합니다"
    "(널리 쓰이는 동점 처리)."
)
KINDS = ("indigo-score", "indigo-gateways")

_KIND_WORDS = {
    "amber": ("호박", "앰버", "amber", "노란 보석", "노란색 보석"),
    "emerald": ("에메랄드", "emerald", "초록 보석", "초록색 보석", "녹색 보석"),
    "sapphire": ("사파이어", "sapphire", "파란 보석", "파란색 보석"),
}
_KIND_OF = {w: k for k, words in _KIND_WORDS.items() for w in words}
_COUNT = rf"(?:\d+|{NATIVE})"
# "호박 4", "호박 4개", "호박이 네 개", "사파이어 하나"
_GEM_COUNT = re.compile(
    "(?P<kind>"
    + "|".join(sorted(map(re.escape, _KIND_OF), key=len, reverse=True))
    + rf")\s*(?:이|가|은|는)?\s*(?P<count>{_COUNT})(?![0-9])\s*(?:개|알)?"
)
# Whose gems follow: "나는", "상대는", "A는", "친구가" …
_OWNER = re.compile(
    r"(?P<me>나는|난|내가|저는|전|제가|나)(?=\s)"
    r"|(?P<them>상대(?:방)?(?:은|는|이|가)?|다른\s*사람(?:은|는|이)?|친구(?:는|가)?)"
    r"|(?<![a-z])(?P<letter>[a-d])\s*(?:는|은|가|이)?(?=\s)"
)
_ASKS = re.compile(r"몇\s*점|점수|누가|이겨|이기|이김|승자|우승|동점|비기|비겨|총\s*몇|합")
# Questions about moving gems or gateways: the points of a hand of gems do not answer them.
_DECLINE = re.compile(
    r"게이트|출구|나가|나간|보내|충돌|부딪|길|타일|예비|공유|남았|남은|남아|중앙|가져가|움직"
)
_GAME_NAMES = re.compile(r"나빗길|인디고|indigo")
_NUMBER = re.compile(rf"\d+|(?<![가-힣])(?:{NATIVE})(?=\s*(?:개|알))")
_POINT_OF = {k: int(KIND_INFO[k]["points"]) for k in _KIND_WORDS}
_NAME_OF = {k: str(KIND_INFO[k]["name"]) for k in _KIND_WORDS}
_TOTAL_OF = {k: int(KIND_INFO[k]["total"]) for k in _KIND_WORDS}


def _hands(text: str) -> list[tuple[str, dict[str, int]]] | None:
    """(who, {kind: count}) for each player whose gems the question names, in order, or
    None when a count cannot be read or a kind is named twice for one player."""
    owners = [(m.start(), m) for m in _OWNER.finditer(text)]
    hands: list[tuple[str, dict[str, int]]] = []
    last = 0
    for match in _GEM_COUNT.finditer(text):
        count = count_word(match.group("count"))
        if count is None:
            return None
        kind = _KIND_OF[match.group("kind")]
        said = [m for pos, m in owners if last <= pos < match.start()]
        if not hands or said or kind in hands[-1][1]:
            hands.append((_who(said[-1]) if said else "", {}))
        if kind in hands[-1][1]:
            return None
        hands[-1][1][kind] = count
        last = match.end()
    return hands


def _who(match: re.Match[str]) -> str:
    if match.group("me"):
        return "나"
    if match.group("them"):
        return "상대"
    return match.group("letter").upper()


def _subject(name: str) -> str:
    """The name as the subject: 나 → 내가, 상대 → 상대가, A → A가."""
    return "내가" if name == "나" else josa(name, "이", "가")


def _gem_indices(hand: dict[str, int]) -> list[int]:
    """Gem indices of the engine's gem list for a hand of counts (the first gems of each
    kind: only the kind matters for points)."""
    out: list[int] = []
    for kind, n in hand.items():
        of_kind = [i for i, g in enumerate(GEM_KINDS) if g == kind]
        out.extend(of_kind[:n])
    return out


def _describe(hand: dict[str, int]) -> str:
    return ", ".join(f"{_NAME_OF[k]} {n}개" for k, n in hand.items())


def _points(hand: dict[str, int]) -> tuple[int, str]:
    """The hand's points through the engine's gem values, and the sum written out."""
    total = sum(GEM_POINTS[g] for g in _gem_indices(hand))
    parts = [f"{_NAME_OF[k]} {n}개 {n * _POINT_OF[k]}점" for k, n in hand.items()]
    return total, " + ".join(parts)


def indigo_score(text: str) -> Computed | None:
    """The points of one player's gems, or the winner among several players' gems."""
    text = _GAME_NAMES.sub(" ", text)
    if _DECLINE.search(text) or not _ASKS.search(text):
        return None
    hands = _hands(text)
    if not hands or len(hands) > 4:
        return None
    rest = _GEM_COUNT.sub(" ", PLAYER_COUNT.sub(" ", text))
    if _NUMBER.search(rest):
        return None  # a number that is not a gem count: another question
    for kind in _KIND_WORDS:
        if sum(h.get(kind, 0) for _w, h in hands) > _TOTAL_OF[kind]:
            return None  # more gems than the box holds
    points = [_points(h) for _w, h in hands]
    if len(hands) == 1:
        (hand,) = (h for _w, h in hands)
        total, written = points[0]
        return Computed(
            INDIGO,
            "indigo-score",
            f"{total}점",
            f"{written} = {total}점입니다." if len(hand) > 1 else f"{written}입니다.",
            "모은 보석: " + _describe(hand),
            [_values_line()],
            [RULE_VALUES],
            None,
        )
    said = [w for w, _h in hands]
    if said.count("") == 1 and "상대" in said and "나" not in said:
        said[said.index("")] = "나"  # "호박 4개 있는데 상대는 …": the asker's own gems
    names = [w or f"{n + 1}번째 사람" for n, w in enumerate(said)]
    if len(set(names)) != len(names):
        names = [f"{n + 1}번째 사람" for n in range(len(hands))]
    captured = [_gem_indices(h) for _w, h in hands]
    won = winners_of(captured)
    scores = [p for p, _s in points]
    counts = [sum(h.values()) for _w, h in hands]
    lines = [
        f"{name}: {written} = {p}점 (보석 {c}개)"
        for name, (p, written), c in zip(names, points, counts, strict=True)
    ]
    level = [i for i, s in enumerate(scores) if s == max(scores)]
    if len(won) > 1:
        verdict = "공동 우승입니다"
        summary = (
            f"{' · '.join(names[i] for i in won)} 모두 {max(scores)}점이고 보석도 "
            f"{counts[won[0]]}개로 같아 함께 우승합니다."
        )
    elif len(level) > 1:
        winner = names[won[0]]
        verdict = f"{_subject(winner)} 이깁니다"
        summary = (
            f"{' · '.join(names[i] for i in level)} 모두 {max(scores)}점으로 같아, 보석을 더 많이 "
            f"모은 {_subject(winner)} 이깁니다(보석 {counts[won[0]]}개)."
        )
    else:
        winner = names[won[0]]
        verdict = f"{_subject(winner)} 이깁니다"
        summary = f"{_subject(winner)} {max(scores)}점으로 가장 높아 이깁니다."
    return Computed(
        INDIGO,
        "indigo-score",
        verdict,
        summary,
        " / ".join(f"{name} {_describe(h)}" for name, (_w, h) in zip(names, hands, strict=True)),
        [
            *lines,
            _values_line(),
            TIE_RULE,
        ],
        # The winner rule decides a tie on points; otherwise the gem values do.
        [RULE_WINNER, RULE_VALUES] if len(level) > 1 else [RULE_VALUES, RULE_WINNER],
        None,
    )


# "둘 다 10점이고 보석도 6개씩이면 누가 이겨?", "둘 다 12점인데 나는 보석 7개, 상대는 6개면?"
_TIE_ASKS = re.compile(r"누가|이겨|이기|이김|승자|우승|비기|비겨")
_TIE_POINTS = re.compile(r"둘\s*다\s*(\d{1,2})\s*점|(\d{1,2})\s*점\s*(?:으로|로)?\s*(?:동점|같)")
_TIE_EACH = re.compile(rf"보석\s*(?:도|은|이)?\s*(?:둘\s*다\s*)?({_COUNT})\s*개\s*씩")
# "나는 보석 7개, 상대는 6개": each player's gem count, the owner read as in a hand of gems
_TIE_OWN = re.compile(rf"(?:{_OWNER.pattern})\s*(?:보석\s*(?:은|이|을)?\s*)?(?P<n>{_COUNT})\s*개")


def _hand_for(points: int, gems: int, left: dict[str, int]) -> dict[str, int] | None:
    """Gems of the box (``left`` of each kind) that make ``points`` with ``gems`` gems."""
    for sapphire in range(left["sapphire"], -1, -1):
        for emerald in range(left["emerald"], -1, -1):
            amber = gems - emerald - sapphire
            if 0 <= amber <= left["amber"] and amber + 2 * emerald + 3 * sapphire == points:
                hand = {"amber": amber, "emerald": emerald, "sapphire": sapphire}
                return {k: n for k, n in hand.items() if n}
    return None


def indigo_tie(text: str) -> Computed | None:
    """Who wins when both players have the same points and the question gives how many gems
    each holds, by the engine's ranking (points, then gems) of gems making those numbers."""
    text = _GAME_NAMES.sub(" ", text)
    if not _TIE_ASKS.search(text) or _GEM_COUNT.search(text) or _DECLINE.search(text):
        return None
    level = _TIE_POINTS.search(text)
    if level is None:
        return None
    points = int(level.group(1) or level.group(2))
    each = _TIE_EACH.search(text)
    own = list(_TIE_OWN.finditer(text))
    if each and not own:
        count = count_word(each.group(1))
        counts = [count, count]
    elif len(own) == 2 and not each:
        sides = {_who(m): count_word(m.group("n")) for m in own}
        if set(sides) != {"나", "상대"}:
            return None
        counts = [sides["나"], sides["상대"]]
    else:
        return None
    if any(c is None or c < 1 for c in counts):
        return None
    left = dict(_TOTAL_OF)
    hands = []
    for count in counts:
        hand = _hand_for(points, int(count or 0), left)
        if hand is None:
            return None  # no gems of the box make these numbers
        hands.append(hand)
        for kind, n in hand.items():
            left[kind] -= n
    won = winners_of([_gem_indices(h) for h in hands])
    names = ["나", "상대"]
    if len(won) > 1:
        verdict = "공동 우승입니다"
        summary = f"둘 다 {points}점이고 보석도 {counts[0]}개로 같아 함께 우승합니다."
    else:
        verdict = f"{_subject(names[won[0]])} 이깁니다"
        summary = (
            f"둘 다 {points}점으로 같아, 보석을 더 많이 모은 {_subject(names[won[0]])} "
            f"이깁니다(보석 {counts[won[0]]}개)."
        )
    return Computed(
        INDIGO,
        "indigo-score",
        verdict,
        summary,
        f"나 {points}점·보석 {counts[0]}개, 상대 {points}점·보석 {counts[1]}개",
        [TIE_RULE],
        [RULE_WINNER],
        None,
    )


def _values_line() -> str:
    return ", ".join(f"{_NAME_OF[k]} {_POINT_OF[k]}점" for k in _KIND_WORDS) + "입니다."


# -- the gateways for a number of players --------------------------------------------------
# "나빗길 3인 게이트웨이 몇 개씩 가져요?", "4명이면 혼자 쓰는 게이트웨이 있어?"
_GW_WORD = re.compile(r"게이트|gateway|출구|토큰")
_GW_ASKS = re.compile(r"몇|나눠|나누|공유|혼자|같이|함께|어떻게|배치|세팅|놓|누구|있어|있나|있어요")
_GW_DECLINE = re.compile(
    r"보석|호박|에메랄드|사파이어|점수|나가|나갔|나간|나오|도착|닿|들어가|막|곡선|커브|길\s*타일"
    r"|싫|방법|변형|대신|없이|빼고"
)


def _share_of(owners: list[list[int]]) -> str:
    """How many gateways the first player holds alone and with another player."""
    alone = sum(1 for o in owners if o == [0])
    shared = sum(1 for o in owners if len(o) > 1 and 0 in o)
    if shared == 0:
        return f"한 사람이 {alone}개씩 혼자 가집니다 (공유 없음)"
    if alone == 0:
        return f"혼자 가지는 곳 없이 한 사람이 {shared}개씩 함께 가집니다"
    return f"한 사람이 {alone}개는 혼자, {shared}개는 함께 가집니다"


def _chart(owners: list[list[int]]) -> str:
    """게이트웨이 1번은 1번 플레이어, 2번은 1·2번 플레이어(공유), …"""
    parts = []
    for n, o in enumerate(owners, start=1):
        seats = "·".join(str(seat + 1) for seat in o)
        who = f"{seats}번 플레이어" + ("(공유)" if len(o) > 1 else "")
        parts.append(f"{'게이트웨이 ' if n == 1 else ''}{n}번은 {who}")
    return ", ".join(parts)


def indigo_gateways(text: str) -> Computed | None:
    """How the six gateways are shared out for N players, from the engine's set-up."""
    from tutor.engine import SetupError
    from tutor.games.indigo import ENGINE

    text = _GAME_NAMES.sub(" ", text)
    players = players_named(text)
    if players is None or not (_GW_WORD.search(text) and _GW_ASKS.search(text)):
        return None
    if _GW_DECLINE.search(text):
        return None
    try:
        state = ENGINE.new_game(players, seed=0)
    except SetupError:
        return None  # the players' count is the engine's own message, not a gateway chart
    assert isinstance(state, IndigoState)
    owners = state.gateway_owners
    verdict = _share_of(owners)
    details = [f"게이트웨이별 주인: {_chart(owners)}."]
    shared_all = sum(1 for o in owners if len(o) > 1)
    if shared_all:
        details.append(
            f"함께 가지는 게이트웨이 {shared_all}곳으로 나간 보석은 주인 두 사람이 하나씩 받습니다."
        )
    if players == 3:
        exclusive = ENGINE.new_game(3, seed=0, options={"gateways": "exclusive"})
        assert isinstance(exclusive, IndigoState)
        details.append(
            f"공유 없이 하는 3인 변형에서는 {_share_of(exclusive.gateway_owners)}: "
            f"{_chart(exclusive.gateway_owners)}."
        )
    return Computed(
        INDIGO,
        "indigo-gateways",
        verdict,
        f"{players}명이면 게이트웨이 6곳 가운데 " + verdict.split(" (")[0] + ".",
        f"{players}명 게임",
        details,
        [f"indigo.setup.gateways-{players}p"],
        None,
    )


def compute(text: str) -> Computed | None:
    return indigo_score(text) or indigo_tie(text) or indigo_gateways(text)
