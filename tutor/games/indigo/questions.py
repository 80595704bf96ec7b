"""Questions the Indigo engine can decide: the points of the gems a question names, and who
wins when it names each player's gems ("나는 호박 4 에메랄드 2 사파이어 1, 상대는 에메랄드 3
호박 5면 누가 이겨요?", owners named before or after their gems), up to the most of a kind one
player can hold; a gem's value; the gateway chart, the gems the set-up puts on the board and in the
reserve for a number of players (and the set-up's gems said and asked to confirm: "가운데 보석
타일에 에메랄드 6개 올리는 거 맞지?"); whether one player's gateways lie side by side or
alternate; a gem leaving through a shared gateway; which gem the centre gives next (or which
tile frees the sapphire, and that none is left once the six cells around it are filled); the
tiles in hand after a turn, at the start (a count said: "처음에 2장씩 들고 시작하는 거
아닌가요?"), refilled after a placement, never drawn before it. See :mod:`tutor.qa_computed`
for the protocol.

The cases of play (a shared gateway, the centre, a turn) are scenes the engine plays: fixed
placements (``_SHARED_EXIT``, ``_AROUND_CENTRE``) or seeded random ones, replayed with
``new_game`` and ``apply`` for the players asked, whose events are read for the verdict;
nothing about the rules is written here."""

from __future__ import annotations

import dataclasses
import itertools
import re
from functools import lru_cache
from typing import Any, Literal

from tutor import patterns
from tutor.engine import Event
from tutor.games.indigo.gems import GEM_KINDS, GEM_POINTS, KIND_INFO
from tutor.games.indigo.rules import (
    RULE_ALL_GEMS,
    RULE_BAN,
    RULE_CENTRE,
    RULE_COLLISION,
    RULE_CORNER,
    RULE_DRAW,
    RULE_END,
    RULE_EXIT,
    RULE_FOLLOW,
    RULE_SHARED,
    RULE_VALUES,
    RULE_WINNER,
)
from tutor.games.indigo.state import IndigoState, winners_of
from tutor.korean import NATIVE_NUMBERS, alternation, has_final_consonant, josa
from tutor.qa_computed import (
    HEARD_CLAIM_END,
    NEGATIVE_ASK,
    PLAYER_COUNT,
    YES_NO_PREFIX,
    Computed,
    asked_in_the_negative,
    house_rule,
    players_named,
    turned_claim,
    unnegated_claim,
)

INDIGO = "indigo"
# how a tie on points is broken, as the engine's ranking (``state.winners_of``) does
TIE_RULE = (
    "점수가 같으면 보석을 더 많이 모은 사람이 이기고, 그것도 같으면 함께 우승합니다"
    "(널리 쓰이는 동점 처리)."
)
KINDS = (
    "indigo-score",
    "indigo-gateways",
    "indigo-setup",
    "indigo-shared-gateway",
    "indigo-centre",
    "indigo-hand",
    "indigo-exit",
    "indigo-end",
    "indigo-centre-count",
    "indigo-collision",
    "indigo-placement",
    "indigo-corner",
)

_KIND_WORDS = {
    "amber": ("호박", "앰버", "amber", "노란 보석", "노란색 보석"),
    "emerald": ("에메랄드", "emerald", "초록 보석", "초록색 보석", "녹색 보석"),
    "sapphire": ("사파이어", "sapphire", "파란 보석", "파란색 보석"),
}
_KIND_OF = {w: k for k, words in _KIND_WORDS.items() for w in words}
# Native numbers up to twelve, the most gems of a kind the box holds ("호박 열두 개")
_NATIVE_WORDS = {**NATIVE_NUMBERS, "열한": 11, "열하나": 11, "열두": 12, "열둘": 12}
NATIVE = alternation(_NATIVE_WORDS)
_COUNT = rf"(?:\d+|{NATIVE})"
# the words for a gateway; the verbs a sort of gateway is held by ("같이 쓰는", "혼자 가진")
_GATEWAY_WORDS = "(?:게이트웨이|게이트|출구)"
_HOLD_VERBS = "(?:쓰는|가지는|갖는|가진|소유하는)"


def count_word(word: str) -> int | None:
    """ "3" → 3, "세" → 3, "열두" → 12; None for a word that is not a count."""
    return int(word) if word.isdigit() else _NATIVE_WORDS.get(word)


_GEM_WORDS = "|".join(sorted(map(re.escape, _KIND_OF), key=len, reverse=True))
# "호박 4", "호박 4개", "호박이 네 개", "사파이어 하나", "에메랄드만 4개", "호박을 3개"; never
# "에메랄드는 2점" (a value)
_GEM_COUNT = patterns.compile(
    rf"(?P<kind>{_GEM_WORDS})\s*(?:이|가|은|는|만|도|을|를)?\s*(?P<count>{_COUNT})(?![0-9])(?!\s*점(?!수))"
    # "사파이어 한 사람이 몇 개까지": 한 counts the players, not the gems
    r"(?!\s*(?:사람|명|플레이어|번|쪽|차례|턴|판|장|칸|곳))"
    r"\s*(?:개|알)?"
)
# "에메랄드는 2점 아니야?", "호박은 1점이잖아": a gem's value said, not a count of gems
_GEM_VALUE = patterns.compile(
    rf"(?P<kind>{_GEM_WORDS})\s*(?:은|는|이|가)?\s*(?P<n>\d+)\s*점(?!\s*씩|수)"
)
# "…=?", "호박3개+에메랄드2개=?": the sum asked with an equals sign
_ASKS = patterns.compile(
    r"몇\s*점|점수|누가|이겨|이기|이김|이긴|이겼|승자|우승|동점|비기|비겨|비긴|비김|무승부|총\s*몇|총점|합"
    r"|=\s*[?]*\s*$"
)
# Questions about moving gems or gateways: the points of a hand of gems do not answer them.
_DECLINE = patterns.compile(
    r"게이트|출구|(?<!누)나가|(?<!누)나간|보내|충돌|부딪|길|타일|예비|공유|남았|남은|남아|중앙|가져가"
    r"|움직"
)
_GAME_NAMES = patterns.compile(r"나빗길|인디고|indigo")
# The game's name as this reader reads it, and the words that name it
# (:func:`tutor.qa_computed.compute`: a question asked on the game's own pages)
NAME = "나빗길"
NAMED = _GAME_NAMES
_NUMBER = patterns.compile(rf"\d+|(?<![가-힣])(?:{NATIVE})(?=\s*(?:개|알))")
# "호박 십 개", "칠 번 게이트웨이": a Sino-Korean count, which no reader here reads
_SINO_COUNT = patterns.compile(
    r"(?<![가-힣])(?:[일이삼사오육륙칠팔구영공]|[일이삼사오육칠팔구]?[십백천만][일이삼사오육칠팔구]?)"
    r"\s*(?:개|알)"
    r"|(?<![가-힣])(?:[일삼사오육칠팔구영]|[일이삼사오육칠팔구]?[십백][일이삼사오육칠팔구]?)\s*번"
)


def _said_number(prefix: str) -> str:
    """A count or an ordinal, with the gem it counts if named: "호박 5개", "7개", "여섯 번째"."""
    return (
        rf"(?:(?P<{prefix}kind>{_GEM_WORDS})\s*(?:이|가|은|는)?\s*)?"
        rf"(?P<{prefix}n>{_COUNT}|첫)\s*(?P<{prefix}unit>번\s*째|째|개|알)"
    )


# "보석 5개, 아니 7개", "세 번째, 아니 여섯 번째", "6번째 말고 3번째", "6번째가 아니라 2번째":
# a number said, then corrected; the one that follows is meant
_CORRECTION = patterns.compile(
    _said_number("o")
    + r"\s*(?:이|가|은|는)?\s*,?\s*(?P<word>(?:아\s*)?아니(?:다|지|야)?|말고|아니라|아니고)\s*,?\s*"
    + _said_number("n")
    + r"(?P<also>\s*도)?"
)
# a correction word left once the corrections are read: "5개, 아니 에메랄드로": not read
_CORRECTION_LEFT = patterns.compile(
    rf"(?<![가-힣])(?:아니(?:다|지|야)?|말고|아니라|아니고)\s*,?\s*(?:{_COUNT}|{_GEM_WORDS}|첫)"
)


def _corrected(text: str) -> str | None:
    """The text with each number the asker corrects ("5개, 아니 7개") replaced by the one
    that follows; None when a correction cannot be read: a count corrected to an ordinal, one
    gem to another after 말고 ("에메랄드 2개 말고 호박 3개도": besides, not instead), or a
    correction word left over."""
    out = text
    for match in reversed(list(_CORRECTION.finditer(text))):
        old_nth, new_nth = "째" in match.group("ounit"), "째" in match.group("nunit")
        if old_nth != new_nth:
            return None
        old_kind, new_kind = match.group("okind"), match.group("nkind")
        # 말고: "instead of" only for the same thing counted, never "besides … too"
        if match.group("word") == "말고" and (
            match.group("also") or (new_kind and old_kind and new_kind != old_kind)
        ):
            return None
        new = text[match.start("nn") : match.end("nunit")]
        if new_kind:
            new = text[match.start("nkind") : match.end("nunit")]
        elif old_kind:
            new = f"{old_kind} {new}"
        also = match.group("also") or ""
        out = out[: match.start()] + new + also + out[match.end() :]
    if _CORRECTION_LEFT.search(out):
        return None
    return out


_POINT_OF = {k: int(KIND_INFO[k]["points"]) for k in _KIND_WORDS}
_NAME_OF = {k: str(KIND_INFO[k]["name"]) for k in _KIND_WORDS}
_TOTAL_OF = {k: int(KIND_INFO[k]["total"]) for k in _KIND_WORDS}
# The owner of a hand of gems, said just before it: a pronoun ("나는", "너는", "형은", "상대도"),
# a label ("A:", "B는", "1P는", "2번은", "플레이어 3", "빨강 플레이어는"), or any name with a
# subject, topic or "also" particle ("민수는", "지영이가", "지영이도", "준호:"); the particle must
# fit the name (은/이 after a final consonant). A name without a particle ("민수 호박 4개, 지영
# 에메랄드 2개") only where the question or a comma puts it first: ``bare``.
_HAND_OWNER = patterns.compile(
    r"(?:^|(?<=[\s,.(/~]))(?:"
    r"(?P<me>나는|난|내가|나도|나|저는|전|제가|저도|저|(?:내|제)(?:\s*(?:거|꺼|것)(?:은|는|도)?)?)"
    r"|(?P<you>너는|넌|너도|너|니가|네가|너가)"
    r"|(?P<opp>상대(?:방)?(?:\s*(?:거|꺼|것))?(?:은|는|이|가|도)?|다른\s*사람(?:은|는|이|가|도)?)"
    r"|(?P<kin>형|누나|언니|오빠|동생|친구|엄마|아빠)(?:은|는|이|가|도)?"
    r"|(?P<letter>[a-h]|p[1-4]|[1-4]\s*p)\s*(?:는|은|이|가|도)?"
    r"|(?P<seat>[1-4])\s*번\s*(?:플레이어|사람)?\s*(?:은|는|이|가|도)?"
    r"|플레이어\s*(?P<seat2>[1-4])\s*(?:은|는|이|가|도)?"
    r"|(?P<player>[가-힣]{1,3})\s*(?:색\s*)?플레이어\s*(?:은|는|이|가|도)?"
    r"|(?P<name>[가-힣]{2,3}?)(?P<particle>은|는|이|가|이도|도)"
    r"|(?P<label>[가-힣a-z]{1,6})(?=\s*:)"
    r")\s*:?\s*$"
)
# (or after a clause told before the hands: "3명이서 끝났고 민수 호박 4개, 지영 …")
_BARE_OWNER = patterns.compile(
    r"(?:(?P<lead>^)|[,/]|\bvs\.?|(?<=[가-힣])(?:고|는데|어요|았어요|었어요)(?=\s)"
    # "(8점)인데 민수 …", "인데 보석은 민수 …", "이고 보석 민수 …": the points said before,
    # maybe cut off at 인데 or 고, then the gems' word with or without its particle
    r"|(?:(?<=[가-힣\s])|^)(?:인데|이고)(?:\s*+보석(?:\s*+(?:은|는))?)?(?=\s))"
    r"\s*(?P<name>[가-힣]{2,3})\s*$"
)
# Words before a gem that say nothing of its owner ("나는 보석이 호박 3개", "상대는 지금 …")
_OWNER_FILLER = patterns.compile(
    r"(?:[\s,.]|(?:보석|점수|개수|갯수|지금|현재|총|모두|전부|각각)(?:은|는|이|가|을|를|도|\s*:)?)+$"
)
# Words that take a particle before a gem but name no player ("보석이", "점수는", "모으는")
_NOT_NAMES = patterns.compile(
    r"보석|점수|게임|타일|결과|합계|총합|우리|모두|각자|각각|서로|지금|현재|이번|다음|처음|마지막|최종|그럼|근데|그런데|그러면|이거|그거|저거"
    r"|이건|그건|이게|그게|누구|무엇|보드|예비|중앙|나머지|하나|사람|플레이어|전부|다들|애들|가지|모으|나오|챙기|가져가|들어가|그러|끝나|얼마"
    r"|계산|합치|만약|만일|혹시|그냥|일단|가령|예를|보통|이제|아까|방금|벌써|이미|아직|그리고|근데|또|다시|만약에|그래서"
)
_NOT_A_NAME_END = patterns.compile(r"(?:고|면|데|며|요|야|다|게|랑|와|과|에|만|도|를|을)$")
# "바다", "보다": a two-syllable name ending in 다, told from a verb's or a word's ending by its
# first syllable ("했다", "있다", "둘다", "하다" are none)
_NAME_IN_DA = patterns.compile(
    r"(?![했있없같많적였었았봤갔왔됐한된는싶좋크작맞받주하둘셋넷모나너저그이또보])[가-힣]다"
)
_NOT_PLAYERS = {
    "다른",
    "모든",
    "각",
    "첫",
    "한",
    "두",
    "세",
    "네",
    "그",
    "이",
    "저",
    "어느",
    "무슨",
}
# "사파이어 1개는 나, 호박 2개는 상대": the owner said after the hand
_POST_OWNER = patterns.compile(
    r"\s*(?:은|는|이|가)?\s*(?P<who>(?P<me>나|저|(?:내|제)\s*(?:거|꺼|것))"
    r"|(?P<opp>상대(?:방)?(?:\s*(?:거|꺼|것))?|너|(?:네|니)\s*(?:거|꺼|것)))"
    r"\s*(?:야|이야|고|이고|임|요|이요|이며|예요|이에요|인데|이면|면)?(?=[\s,.;/?!]|$)"
)
# "사파이어 1개랑 호박 2개 vs 에메랄드 2개랑 호박 1개": two hands, no names
_VERSUS = patterns.compile(
    r"(?<![a-z])vs\.?(?![a-z])|(?<![가-힣])대(?![가-힣])|(?<![a-z])versus(?![a-z])"
)
# What may stand between two gems of one hand ("호박 3개랑 에메랄드 2개", "호박 4, 에메랄드 2")
_JOINERS = patterns.compile(
    r"랑|이랑|하고|와|과|그리고|및|에|에다|에다가|고|이고|있고|모았고|먹었고|가지고|도|더하기|플러스"
)
_JOIN_PUNCT = patterns.compile(r"[\s,./+&·]+")


def _hand_owner(gap: str, first: bool = True) -> tuple[str, tuple[int, int], bool] | None:
    """The owner a gap of text names just before a hand of gems ("…, 민수는 "), as the answer
    names them, the span of the name in the gap, and whether it was a bare name (no particle:
    only first in the question, or after a comma); None when it names none."""
    filler = _OWNER_FILLER.search(gap)
    end = filler.start() if filler else len(gap)
    found = _HAND_OWNER.search(gap[:end])
    if found is None:
        bare = _BARE_OWNER.search(gap[:end])
        if bare is None or (bare.group("lead") is not None and not first):
            return None
        name = bare.group("name")
        if _NOT_NAMES.fullmatch(name) or _JOINERS.fullmatch(name) or name in _KIND_OF:
            return None
        if (
            _NOT_A_NAME_END.search(name)
            and name not in ("파랑", "노랑")
            and not _NAME_IN_DA.fullmatch(name)
        ):
            return None  # "…했고", "있으면": a verb's form, not a name
        if _HAND_OWNER.search(name):
            return None  # "나", "상대": said without a particle, read above when it can be
        return name, bare.span("name"), True
    span = found.span()
    if found.group("me"):
        return "나", span, False
    if found.group("you") or found.group("opp"):
        return "상대", span, False  # "나는 … 너는 …": the asker's opponent
    if found.group("kin"):
        return found.group("kin"), span, False
    if found.group("letter"):
        return re.sub(r"\s+", "", found.group("letter")).upper(), span, False
    if found.group("seat") or found.group("seat2"):
        return f"{found.group('seat') or found.group('seat2')}번 플레이어", span, False
    if found.group("player"):
        player = found.group("player")
        if _NOT_NAMES.fullmatch(player) or player in _NOT_PLAYERS or player in _KIND_OF:
            return None
        return f"{player} 플레이어", span, False
    name = found.group("name") or found.group("label")
    if _NOT_NAMES.fullmatch(name) or name in _KIND_OF or re.search(r"\d", name):
        return None
    particle = found.group("particle")
    if particle in ("은", "이", "이도") and not has_final_consonant(name):
        return None  # "있는", "모은": a verb's form, not a name and its particle
    if particle in ("는", "가") and has_final_consonant(name):
        return None
    return name, span, False


def _read_hands(text: str) -> tuple[list[tuple[str, dict[str, int]]], str] | None:
    """(who, {kind: count}) for each player whose gems the question names, in order, and the
    text with the gems and the owners' names blanked out; None when a count cannot be read, a
    kind is named twice for one player, or the words between two gems are neither a joiner
    ("랑", ",") nor a new owner ("민수는", "vs"). The owners are said before each hand, or
    after each ("사파이어 1개는 나, 호박 2개는 상대"): never some before and some after."""
    gems = list(_GEM_COUNT.finditer(text))
    if gems and _hand_owner(text[: gems[0].start()]) is None:
        after = [_POST_OWNER.match(text, m.end()) for m in gems]
        if any(after):
            return _read_hands_after(text, gems, after)
    hands: list[tuple[str, dict[str, int]]] = []
    rest = list(text)
    last = 0
    bare = False
    for match in gems:
        count = count_word(match.group("count"))
        assert count is not None  # _GEM_COUNT takes only counts
        kind = _KIND_OF[match.group("kind")]
        gap = text[last : match.start()]
        owner = _hand_owner(gap, first=not hands)
        if owner is not None:
            start, end = owner[1]
            rest[last + start : last + end] = " " * (end - start)
            bare = bare or owner[2]
        if not hands or owner is not None or _VERSUS.search(gap):
            hands.append((owner[0] if owner else "", {}))
        elif any(not _JOINERS.fullmatch(w) for w in _JOIN_PUNCT.split(gap) if w):
            return None  # "호박 3개 있는데 에메랄드 2개": whose, or what of it, is not said
        if kind in hands[-1][1]:
            return None
        hands[-1][1][kind] = count
        rest[match.start() : match.end()] = " " * (match.end() - match.start())
        last = match.end()
    if bare and len(hands) > 1 and not all(w for w, _h in hands):
        return None  # a name without a particle is read only beside the other hands' owners
    return hands, "".join(rest)


def _read_hands_after(
    text: str, gems: list[re.Match[str]], after: list[re.Match[str] | None]
) -> tuple[list[tuple[str, dict[str, int]]], str] | None:
    """The hands of a question that names each owner after their gems ("호박 3개는 나,
    에메랄드 2개는 상대꺼야"); None unless every hand ends with its owner."""
    hands: list[tuple[str, dict[str, int]]] = []
    hand: dict[str, int] = {}
    rest = list(text)
    last = 0
    for match, owner in zip(gems, after, strict=True):
        gap = text[last : match.start()]
        if any(not _JOINERS.fullmatch(w) for w in _JOIN_PUNCT.split(gap) if w):
            return None
        count = count_word(match.group("count"))
        kind = _KIND_OF[match.group("kind")]
        if count is None or kind in hand:
            return None
        hand[kind] = count
        rest[match.start() : match.end()] = " " * (match.end() - match.start())
        last = match.end()
        if owner is not None:
            hands.append(("나" if owner.group("me") else "상대", hand))
            hand = {}
            rest[owner.start() : owner.end()] = " " * (owner.end() - owner.start())
            last = owner.end()
    if hand:
        return None  # gems whose owner is not said
    return hands, "".join(rest)


def _hands(text: str) -> list[tuple[str, dict[str, int]]] | None:
    """The hands of :func:`_read_hands` alone."""
    read = _read_hands(text)
    return read[0] if read else None


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


# A comparison or a change the hands as read do not settle: "…보다 높아?", "중에 뭐가",
# "빼고", "하나 더 얻으면", "몇 개랑 같은 점수야?", "차이", "하나 줬어"
_SCORE_DECLINE = patterns.compile(
    r"보다|중에|중\s*(?:뭐|어느|누가|누구)|뭐가|어느|어떤|차이|빼고|빼면|뺀|제외|말고|잃|뺏|빼앗"
    # "2개 있었는데 하나 친구한테 줬어": gems given away since, what is left not said (was: the
    # gems before)
    r"|줬|주었|줘\s*버|넘겨|넘겼|건네|건넸|팔았|교환|바꿨"
    r"|더\s*(?:얻|먹|받|모으|모아|모은|가져|챙기|생기)|(?:하나|한\s*개|1\s*개)\s*더|추가"
    r"|몇\s*개|이기려면|이길\s*수|따라잡|역전"
    # "이상이면": at least; "꼴등이야?", "누가 져?": the last place, not the winner
    r"|이상|이하|미만|초과|넘|최소|적어도|최대|꼴등|꼴찌|꼴지|(?<![가-힣])져|누가\s*져|(?<![가-힣])지는"
    r"|진\s*사람|패배|패자|등수|순위|[2-4]\s*등|몇\s*등"
    # "상대가 몇 점인지 알 수 있어?", "점수 숨겨야 돼?": whether a score may be seen, not what it is
    r"|알\s*수|볼\s*수|보여\s*(?:줘|주)야|알려\s*(?:줘|주)야|숨기|숨겨|숨긴|공개"
    # "호박 3개 반", "반 개": no half gem (was: 3점)
    r"|(?:개|알)\s*반(?=\s|$|이|[?,.!])|(?<![가-힣])반\s*(?:개|알)"
    # "호박 십 개", "호박 삼 개": a Sino-Korean count the hands do not read (was: 1점, one
    # amber's value)
    r"|(?<![가-힣])(?:[일이삼사오육륙칠팔구영공]|[일이삼사오육칠팔구]?[십백천만][일이삼사오육칠팔구]?)\s*(?:개|알)"
    # "호박 두 개 마주치면 몇 점 날아가?": gems that collide, never gems collected (was: the
    # two gems' points read as the asker's, "모은 보석: 호박 2개")
    r"|충돌|부딪|박치기|마주치|마주쳐|마주친|마주쳤|만나|만난|만날|만났"
)
# Gems counted more than once, in words: "두 번 받았으면", "2개씩 세 번", "셋 다 1개씩",
# "두 세트", "두 배": what the hands as read leave out; declined, never dropped
_MULTIPLIED = patterns.compile(
    rf"(?<![가-힣])(?:{NATIVE})\s*(?:번(?!\s*째)|세트|배|판|게임|차례|턴|라운드|회)"
    r"|세트|곱하기|곱해|배로|더블"
    r"|(?<![가-힣])(?:둘|셋|넷)\s*(?:이|이서|은|는)?\s*(?:다|모두|전부|각각|각자)"
    r"|(?<!점)(?<!점\s)씩|각각|각자|마다|(?<![가-힣])우리\s*(?:모두|다|전부|각자)|다들"
    r"|모두\s*(?:다|합|더)"
)
# "합쳐서 몇 점?": the points of all the hands together
_TOGETHER = patterns.compile(r"합쳐|합치|합하|합계|총합|더하면|더해|다\s*더|모두\s*더|전부\s*더")
# "한 사람이 호박 최대 몇 개", "한 명당": one player of any count, not a 1-player game
_ONE_PLAYER = patterns.compile(
    r"(?<![가-힣])한\s*(?:사람|명|플레이어)\s*(?:이|은|당|마다|이서는|에게)?(?!\s*이서|서)"
)
# "사파이어는 몇 점이야?", "호박 몇 점?": one gem's value
_VALUE_ASKS = patterns.compile(r"몇\s*점|점수")
# "보석별 점수 알려줘", "보석마다 몇 점이야?": every kind's value
_EVERY_VALUE = patterns.compile(
    r"보석\s*(?:별|마다|종류\s*별|색\s*별|색깔\s*별|종류\s*마다)|(?:각|종류별|색깔별)\s*보석"
)
_WIN_ASKS = patterns.compile(r"누가|누구|이겨|이기|이김|이긴|이겼|승자|우승|1\s*등|일등")
# "누가 1등이에요?": the first place asked, not a number of the case
_FIRST_PLACE = patterns.compile(r"(?<![\d])1\s*등")
# "동점이야?", "점수 같아?": the points level; "비겨?": the game drawn
_LEVEL_ASKS = patterns.compile(r"동점|같은\s*점수|점수\s*(?:가|는|도|이)?\s*(?:똑\s*)?같")
_DRAW_ASKS = patterns.compile(r"비기|비겨|비김|비긴|무승부")
# "동점이면?", "같은데 누가": the points level said, the winner asked
_LEVEL_SAID = patterns.compile(r"(?:동점|같)\s*(?:이면|으면|인데|일\s*때|일\s*경우|이라면|이니까)")
# "누가 점수 더 높아?", "누가 보석 더 많아?": more of something asked, which may not be the win
_MORE_ASKED = patterns.compile(r"높|낮|많|적")
_WIN_SAID = patterns.compile(r"이기|이겨|이김|이긴|이겼|승자|우승|1\s*등|일등|앞서|앞선|앞섰")
_FEWER_OR_GEMS = patterns.compile(r"낮|적|보석|개수|몇\s*개")
# "내가 이기지?", "친구가 이기는 거 맞지?", "민수 우승이야?": one player said to win, at the end of the
# question: a claim to check (was: the winner alone, no 네/아니요)
_WIN_CLAIM = patterns.compile(
    r"(?<![가-힣])(?P<who>[가-힣]{1,4}?)\s*(?:이|가)?\s*(?:이기|이겨|이김|이긴|이겼|우승|1\s*등|일등)"
    r"[가-힣\s]*[?!.~]*\s*$"
)
_ME_SAID = {"나", "내", "저", "제", "난", "전"}
# "내가 지는 거야?", "친구가 지지?", "제가 진 거죠?": one of two said to lose, at the end of the
# question: the other's win claimed
_LOSS_CLAIM = patterns.compile(
    # (the one said with 이/가: "빠진 거 없이" is no loser)
    r"(?<![가-힣])(?P<who>[가-힣]{1,4}?)\s*+(?:이|가)\s*+"
    r"(?:지는|지지|지죠|지나요|지냐|지는\s*+(?:거|건|게|것)|진\s*+(?:거|건|게|것)|진다|진대|졌|패배|패자)"
    r"[가-힣\s]*+[?!.~]*+\s*+$"
)
_JOINT_CLAIM = patterns.compile(r"(?:공동|같이|함께|둘\s*다)\s*(?:우승|1\s*등|일등)")


def _claimed_verdict(
    text: str, winner: str | None, verdict: str, claimed: str | None
) -> tuple[str, bool | None]:
    """``verdict`` with the 네 or 아니요 of what the question claims, and that truth: a draw or
    a shared win claimed is right only when no one wins alone (``winner`` None); a winner
    named (``claimed``), when it is the winner. No claim: the verdict alone, None."""
    if _JOINT_CLAIM.search(text) or _DRAW_CLAIM.search(text):
        ok = winner is None
    elif claimed is not None:
        ok = claimed == winner
    else:
        return verdict, None
    return ("네, " if ok else "아니요, ") + verdict, ok


def _winner_claimed(text: str, names: list[str]) -> str | None:
    """The one of ``names`` the question ends by saying wins ("내가 이기지?": 나), if any."""
    claim = _WIN_CLAIM.search(text)
    if claim is None:
        return None
    who = "나" if claim.group("who") in _ME_SAID else claim.group("who")
    return who if who in names else None


# Words that compare: a single hand of gems does not answer them
_COMPARES = patterns.compile(r"높|낮|많|적|같|vs|(?<![가-힣])대(?![가-힣])")


def _in_play(text: str, players: int | None) -> dict[str, int] | None:
    """The gems of each kind a game can hand out: those of the engine's set-up for ``players``
    (the board, and the reserve when a gateway is shared), or the box's when no count is said."""
    if players is None:
        return dict(_TOTAL_OF)
    options = {"gateways": "exclusive"} if players == 3 and _EXCLUSIVE.search(text) else None
    state = _start(players, options)
    if state is None:
        return None
    gems = _board_gems(state) + (list(state.reserve) if _has_shared(state) else [])
    return {k: _kind_counts(gems).get(k, 0) for k in _KIND_WORDS}


# "제일 점수 낮아?", "가장 비싼 보석", "사파이어보다 높아?": the gems ranked by their values
_RANKED = patterns.compile(r"제일|가장|최고|최저|높|낮|비싸|비싼|싼|싸|보다")


_GEM_COLOUR = {"노란": "amber", "노랑": "amber", "초록": "emerald", "녹색": "emerald"}
_GEM_COLOUR |= {"파란": "sapphire", "파랑": "sapphire"}
_GEM_COLOUR_SAID = patterns.compile(
    r"(?<![가-힣])(?P<c>노란|노랑|초록|녹색|파란|파랑)(?=색|\s|,|보석)"
)


def _gem_values(text: str) -> Computed | None:
    """The value of the one kind of gem a question asks about ("사파이어는 몇 점이야?"), or of
    every kind ("보석별 점수 알려줘"), from the engine's gem table."""
    if not _VALUE_ASKS.search(text) and not (_EVERY_VALUE.search(text) and "점수" in text):
        return None
    if _NUMBER.search(PLAYER_COUNT.sub(" ", text)) or _GEM_COUNT.search(text):
        return None
    if re.search(r"씩|받|얻|먹|모으|모았|모은|나가|나간|나갔|합|총|전부|모두|다\s*더|더하", text):
        return None  # points won, or a sum: not one gem's value
    if _RANKED.search(text) and not re.search(r"몇\s*점", text):
        return None  # "호박이 제일 점수 낮은 거 맞지?": the gems ranked, not one's value asked
    first = text.find("?")
    if (
        first >= 0
        and re.search(r"[가-힣]{2}", text[:first])
        and re.search(r"[가-힣]", text[first:])
        and not _KIND_RE.search(text[:first])
    ):
        # "점수는 같은데 보석 개수가 다르면 누가 이겨? 사파이어는 몇점?": another question asked
        # first, which the value alone leaves unanswered (was: "3점")
        return None
    kinds = {_KIND_OF[m.group()] for m in _KIND_RE.finditer(text)}
    # "노란색, 초록색, 파란색 보석이 각각 몇 점": colours listed before one 보석, each a gem (was
    # the last alone, 파란색 보석: "3점"); every kind named is every value asked
    colours = {_GEM_COLOUR[m.group("c")] for m in _GEM_COLOUR_SAID.finditer(text)}
    if len(colours) > 1:
        kinds |= colours
    if kinds == set(_KIND_WORDS):
        kinds = set()
    elif len(kinds) > 1 or (not kinds and not _EVERY_VALUE.search(text)):
        return None
    if kinds:
        (kind,) = kinds
        name, value = _NAME_OF[kind], _POINT_OF[kind]
        verdict = f"{value}점"
        summary = f"{josa(name, '은', '는')} 1개에 {value}점입니다."
        case = f"{name} 1개의 점수"
    else:
        verdict = ", ".join(f"{_NAME_OF[k]} {_POINT_OF[k]}점" for k in _KIND_WORDS)
        summary = f"보석의 점수는 {verdict}입니다."
        case = "보석 종류별 점수"
    # every kind asked: the summary is the whole table, not listed again below it
    details = [_values_line()] if kinds else []
    return Computed(INDIGO, "indigo-score", verdict, summary, case, details, [RULE_VALUES], None)


@lru_cache(maxsize=4)
def _most_one_holds(players: int | None) -> dict[str, int] | None:
    """The most gems of each kind one player can hold, from the engine's set-up: the board's
    gems of that kind (a gem leaves once, and each owner of its gateway takes one: the shared
    scene shows it)."""
    state = _start(players if players in (2, 3, 4) else 2)
    if state is None:
        return None
    on_board = _kind_counts(_board_gems(state))
    for kind in _KIND_WORDS:
        played = _play(3, _SHARED_EXIT[kind])
        if (
            played is None
            or max(sum(1 for g in gems if GEM_KINDS[g] == kind) for gems in played[0].captured) != 1
        ):
            return None
    return {k: on_board.get(k, 0) for k in _KIND_WORDS}


def _over_the_limit(
    hands: list[tuple[str, dict[str, int]]], most: dict[str, int], players: int | None
) -> Computed:
    """The verdict for a hand one player cannot hold: the most of each kind one player can."""
    over = sorted(
        {k for _w, h in hands for k, n in h.items() if n > most[k]}, key=list(_KIND_WORDS).index
    )
    limits = ", ".join(f"{_NAME_OF[k]} {most[k]}개" for k in over)
    if len(over) == 1:
        (kind,) = over
        name = _NAME_OF[kind]
        verdict = f"한 사람이 모을 수 있는 {josa(name, '은', '는')} 많아야 {most[kind]}개입니다"
    else:
        verdict = f"한 사람이 모을 수 있는 보석은 많아야 {limits}입니다"
    said = " / ".join(
        (f"{w} " if w else "") + _describe(h) for w, h in hands if any(h[k] > most[k] for k in h)
    )
    return Computed(
        INDIGO,
        "indigo-score",
        verdict,
        "처음 보드에 놓이는 보석은 "
        + _describe({k: n for k, n in most.items() if n})
        + "이고, 보석 하나가 게이트웨이로 나갈 때 한 사람이 받는 것은 1개뿐이라(공유 게이트웨이의 "
        "다른 주인은 예비에서 받습니다) 한 사람이 그보다 많이 모을 수는 없습니다.",
        (f"{players}명 게임, " if players else "") + "한 사람의 보석: " + said,
        [_values_line()],
        [ENTRY_TREASURE, RULE_SHARED, RULE_VALUES],
        None,
    )


# "호박 3개면 몇 점? 친구는 에메랄드 2개래": a remark after the question, read as part of it
# (was: a second player's hand, the asker "1번째 사람")
_REMARK_AFTER = patterns.compile(r"[?][^?]*[^\s?.!~][^?]*$")
# "몇 점이야? 호박 4 에메랄드 1", "동점이면? 나 …, 형 …": the question asked first, the gems after
_ASKED_FIRST = patterns.compile(r"^(?P<ask>[^?]+?)\s*[?]+\s*(?P<case>[^?]+?)[\s.!~]*$")
# "상대가 몇 점이야?", "형 점수는?": the points of one player asked by name
_WHOSE_POINTS = patterns.compile(
    r"(?<![가-힣])(?P<who>상대(?:방)?|너|니|다른\s*사람|형|누나|언니|오빠|동생|친구|엄마|아빠)"
    r"\s*(?:가|이|는|은|의)?\s*(?:몇\s*점|점수)"
)

# "나는 몇 점?", "난 몇점이야", "내 점수는?": the asker's own points asked
_MY_POINTS = patterns.compile(
    r"(?<![가-힣])(?:(?:나|저)(?:는|도)?|난|전|(?:내|제|나의|저의)\s*(?=점수))\s*(?:몇\s*점|점수)"
)


# -- a hand told as a story: asides the hands as read leave unchanged ---------------------------
# "(하나는 예비에서 받은 거)": where some of the gems came from, said aside
_GEMS_FROM = patterns.compile(r"\([^()]*(?:예비|공유)[^()]*(?:받은|받았|가져온|나온)[^()]*\)")
# "사파이어는 없어요", "(호박이랑 사파이어는 하나도 없어요)", "사파이어 없음": a kind not held,
# which a hand leaves out anyway
_NONE_HELD = patterns.compile(
    rf"\(?\s*(?:{_GEM_WORDS})(?:\s*(?:이랑|랑|하고|와|과|이나|,)\s*(?:{_GEM_WORDS}))*"
    r"\s*(?:은|는|이|가|도)?\s*(?:하나도|한\s*개도|전혀|아예)?\s*"
    r"(?:없어요|없고요|없구요|없고|없음|없어|없습니다|없는데|없네요)\s*\)?"
)
# "(6점)", "호박 4개로 4점이고": the points the asker counted for the hand just said
_HAND_POINTS_SAID = patterns.compile(
    r"\(\s*(?P<a>\d{1,2})\s*점\s*\)"
    r"|(?<=[개알\d])\s*(?:으로|로)\s*(?P<b>\d{1,2})\s*점\s*(?:이고|이며|인데|이에요|이요|,)?"
)
# "둘 다 5점인데", "다 4점인 것 같은데": the points the asker counted for every hand
_ALL_POINTS_SAID = patterns.compile(
    r"(?:둘|셋|넷|모두|전부)?\s*(?<![가-힣])다\s*(?P<n>\d{1,2})\s*점\s*"
    r"(?:인\s*것\s*같은데|인\s*것\s*같아요|인데|이고|이에요|이네요|으로\s*같은데)?"
)
# "…몇 점인가요? 방금 끝난 판 제 보석이에요": a remark after the question that names no gem,
# no number and no rule, and asks nothing
_CONTEXT_AFTER = patterns.compile(r"[?]\s*(?P<remark>[^?]+?)[\s.!~]*$")
_NOT_CONTEXT = patterns.compile(
    rf"{_GEM_WORDS}|\d|(?<![가-힣])(?:{NATIVE})(?![가-힣])|점|배|쳐|치기|치면|룰|규칙|만약|빼|더|대신"
    r"|아니|상대|친구|누가|누구|몇|어떻|이기|이겨|비기|비겨|동점"
)


# "에메랄드 다섯 개면 10점 맞지?", "호박 3개면 3점 아니야?", "…여덟 점이지?": the points of the
# hand claimed at the end of the question, to confirm
# (also heard, "6점이래", "5점이라던데 맞아?"; or written as a sum, "호박 3개 에메랄드 1개 = 5?")
_TOTAL_CLAIMED = patterns.compile(
    # ("에메랄드두개호박한개면4점이지?": the points written on to the hand's 면, no space)
    rf"(?:(?:(?<![\d가-힣])|(?<=[가-힣]면))(?P<n>\d{{1,2}}|(?:{NATIVE})(?=\s*점))\s*점\s*"
    r"(?:이|인\s*거|인\s*게)?\s*"
    r"(?P<end>맞[가-힣]*|아니[가-힣]*|아냐|아님|이지|이죠|지|죠|이야|야|인가[가-힣]*|이에요|에요"
    # "호박 세 개면 3점?": the points alone, asked with the question mark
    r"|(?=\s*[?]+\s*$)"
    r"|이잖아|잖아|임|(?:이)?래요|(?:이)?래|(?:이)?라던데|(?:이)?라는데"
    # "내가 계산하기로 5점인데 맞아?": the points, then asked to confirm
    r"|인데(?=\s*+맞)"
    r"|(?:이)?라고\s*(?:하|했|들었|그러|그래)[가-힣]*)"
    r"|=\s*(?P<eq>\d{1,2})\s*(?:점)?)"
    r"\s*[?!.~]*\s*(?:(?:맞|진짜|정말)[가-힣]*\s*[?!.~]*)?$"
)
# "내 점수 호박 3개 …", "… 에메랄드 2개면 내 점수 7점 맞지?": whose points, said at the start
# or just before the points claimed, which asks nothing (was: read as "점수?" asked, unread)
_POINTS_HEADING = patterns.compile(
    r"^\s*(?:(?:내|제|나의|저의)\s*)?점수\s*(?:는|가|이|은)?(?=\s)"
    r"|(?<![가-힣])(?:(?:내|제|나의|저의)\s*)?점수\s*(?:는|가|이|은)?\s*$"
)
_TOTAL_NEGATIVE = patterns.compile(r"아니|아냐|아님")


def _hand_story(text: str) -> tuple[str, list[int], int | None] | None:
    """A question about hands of gems told as a story, without the asides that leave the hands
    as they are: where gems came from, the kinds not held, a context remark after the question;
    and the points the asker counted, per hand (in order) and for every hand, for the verdict
    to check. None when the points are counted twice over."""
    remark = _CONTEXT_AFTER.search(text)
    if remark and not _NOT_CONTEXT.search(remark.group("remark")):
        text = text[: remark.start() + 1]
    text = _NONE_HELD.sub(" ", _GEMS_FROM.sub(" ", text))
    each = [int(m.group("a") or m.group("b")) for m in _HAND_POINTS_SAID.finditer(text)]
    text = _HAND_POINTS_SAID.sub(" ", text)
    every = [int(m.group("n")) for m in _ALL_POINTS_SAID.finditer(text)]
    if len(every) > 1:
        return None
    text = _ALL_POINTS_SAID.sub(" ", text)
    return text, each, every[0] if every else None


def _asked_first(text: str) -> str | None:
    """A question asked before the case it is about ("몇 점이야? 호박 4 에메랄드 1"), with
    the case put first; None unless the part before the question mark asks and names no gem
    or number, and the part after it names gems and asks nothing."""
    found = _ASKED_FIRST.match(text)
    if found is None:
        return None
    ask, case = found.group("ask"), found.group("case")
    if not _ASKS.search(ask) or _KIND_RE.search(ask) or re.search(r"\d", ask):
        return None
    if _NUMBER.search(ask) or not _GEM_COUNT.search(case) or _ASKS.search(case):
        return None
    return f"{case} {ask}?"


# "몇점이야? 7점 맞지?": the points asked, then the asker's guess asked to confirm (the guess
# alone is the question); "내가 계산하기로", "세어 보니": how the asker came to the points
_ASKED_THEN_GUESSED = patterns.compile(
    r"\s*+몇\s*+점\s*+(?:이야|이에요|예요|인가요|이지|일까|임|이니|이냐|나와|나와요)?\s*+[?]++\s*+"
    rf"(?=(?:\d{{1,2}}|(?:{NATIVE}))\s*+점)"
)
_COUNTED_BY_ME = patterns.compile(
    r"(?<![가-힣])(?:내가|제가)\s*+(?:계산하기로는?|계산해\s*+보니(?:까)?|계산하니(?:까)?"
    r"|세어\s*+보니(?:까)?|세\s*+보니(?:까)?|더해\s*+보니(?:까)?)(?=\s)"
)


# "내 단독 게이트에 사파이어 1개랑 에메랄드 2개 들어왔으면 몇 점?": the gems that came into the
# asker's own gateway are the asker's gems (a shared one's are read by the gateway readers)
_INTO_MY_GATE = patterns.compile(
    r"(?<![가-힣])(?:내|제)\s*(?:단독\s*|전용\s*|혼자\s*(?:쓰는|가진)\s*)?(?:게이트웨이|게이트|출구)\s*"
    r"(?:에|로|으로)\s*(?P<gems>[^.?!,]*?)\s*(?:이|가)?\s*(?:들어왔|들어갔)(?P<end>으면|는데|다면)"
)


def indigo_score(text: str) -> Computed | None:
    """The points of one player's gems, or the winner among several players' gems."""
    text = _GAME_NAMES.sub(" ", text)
    if "공유" not in text:
        text = _INTO_MY_GATE.sub(r"내가 \g<gems> 모았\g<end>", text)
    text = _COUNTED_BY_ME.sub(" ", _ASKED_THEN_GUESSED.sub(" ", text))
    story = _hand_story(text)
    if story is None:
        return None
    text, points_said, all_said = story
    # "… 내가 지는 거야?": the loser said, asked as who wins; checked below as the other's win
    loss = _LOSS_CLAIM.search(text)
    loser: str | None = None
    if loss is not None:
        loser = "나" if loss.group("who") in _ME_SAID else loss.group("who")
        text = text[: loss.start()] + " 누가 이겨?"
    if _REMARK_AFTER.search(text):
        first = _asked_first(text)
        if first is None:
            return None
        text = first
    corrected = _corrected(text)
    if corrected is None:
        return None
    text = corrected
    total_claim = _TOTAL_CLAIMED.search(text)
    claimed: int | None = None
    before = total_claim and _POINTS_HEADING.sub(" ", text[: total_claim.start()])
    if total_claim and _GEM_COUNT.search(text) and not _ASKS.search(before or ""):
        # the points claimed, then asked as "몇 점?" of the hand before them
        claimed = count_word(total_claim.group("n") or total_claim.group("eq"))
        text = text[: total_claim.start()] + " 몇 점?"
    if _DECLINE.search(text) or not _ASKS.search(text) or _SCORE_DECLINE.search(text):
        return None
    if not _GEM_COUNT.search(text):
        return _gem_values(text)
    if _MULTIPLIED.search(text):
        return None  # gems counted more than once, in words the hands do not carry
    for value in _GEM_VALUE.finditer(text):
        if int(value.group("n")) != _POINT_OF[_KIND_OF[value.group("kind")]]:
            return None  # a value the question has wrong: not a hand to add up
    text = _GEM_VALUE.sub(" ", text)
    read = _read_hands(text)
    if read is None:
        return None
    hands, rest = read
    if not hands or len(hands) > 4:
        return None
    if _MY_POINTS.search(rest) and all(w not in ("", "나") for w, _h in hands):
        return None  # "친구가 호박 4개 모았어. 나는 몇 점?": the asker's gems are not said
    for asked in _WHOSE_POINTS.finditer(rest):
        who = asked.group("who")
        if re.match(r"상대|너|니|다른", who):
            who = "상대"
        if who not in [w for w, _h in hands]:
            return None  # "호박 3개인데 상대가 몇 점이야?": the points of one whose gems are unsaid
    rest = _FIRST_PLACE.sub(" ", PLAYER_COUNT.sub(" ", rest))
    if _NUMBER.search(rest) or _KIND_RE.search(rest):
        return None  # a number that is not a gem count, or a gem without one: another question
    # "사파이어1 인데": a gem's count before 인데, not a 1-player game
    players = players_named(_ONE_PLAYER.sub(" ", _GEM_COUNT.sub(" ", text)))
    if players is not None and len(hands) > players:
        return None
    if _TOGETHER.search(text) and (len(hands) > 1 or players is not None):
        return None  # the points of several players together: not one hand's, nor each one's
    in_play = _in_play(text, players)
    most = _most_one_holds(players)
    if in_play is None or most is None:
        return None
    if any(n > most[k] for _w, h in hands for k, n in h.items()):
        # "사파이어 세 개면 몇 점": one player's hand over what one can hold, be it over the
        # box's count too (was: not read, while "두 개" got this answer); a colour counted past
        # the box's gems ("파랑 5개") is rather another game's tiles: not read
        past_box = {k for k in _KIND_WORDS if sum(h.get(k, 0) for _w, h in hands) > _TOTAL_OF[k]}
        if any(
            _KIND_OF[m.group("kind")] in past_box and m.group("kind") in _COLOUR_WORDS
            for m in _GEM_COUNT.finditer(text)
        ):
            return None
        return _over_the_limit(hands, most, players)
    for kind in _KIND_WORDS:
        if sum(h.get(kind, 0) for _w, h in hands) > in_play[kind]:
            return None  # more gems than the game hands out (2 players: the board's only)
    points = [_points(h) for _w, h in hands]
    totals = [p for p, _s in points]
    if all_said is not None and any(p != all_said for p in totals):
        return None  # "둘 다 5점인데": the hands as read say otherwise
    if points_said and (
        points_said != totals
        if len(points_said) == len(hands)
        else not set(points_said) <= set(totals)
    ):
        return None  # "(6점)" said of a hand whose gems make another score
    if claimed is not None and len(hands) != 1:
        return None  # the points claimed of several hands: whose is not said
    if len(hands) == 1:
        if _WIN_ASKS.search(text) or _LEVEL_ASKS.search(text) or _DRAW_ASKS.search(text):
            return None  # a winner needs two hands: one side was not read
        if _COMPARES.search(text):
            return None
        (hand,) = (h for _w, h in hands)
        total, written = points[0]
        verdict, right = f"{total}점", None
        if total_claim and claimed is not None:
            # "10점 맞지?": 네/아니요 with the points; asked in the negative ("3점 아니야?"),
            # 네/아니요 would read backwards: the points alone
            verdict, right = f"{total}점입니다", claimed == total
            if not _TOTAL_NEGATIVE.match(total_claim.group("end") or ""):
                verdict = ("네, " if right else "아니요, ") + verdict
        return Computed(
            INDIGO,
            "indigo-score",
            verdict,
            f"{written} = {total}점입니다." if len(hand) > 1 else f"{written}입니다.",
            "모은 보석: "
            + _describe(hand)
            + (f" ({claimed}점인지)" if claimed is not None else ""),
            [_values_line()],
            [RULE_VALUES],
            right,
        )
    said = [w for w, _h in hands]
    if said.count("") == 1 and said[0] == "" and "상대" in said and "나" not in said:
        said[0] = "나"  # "호박 4개 있는데 상대는 …": the asker's own gems
    if any(w and said.count(w) > 1 for w in said):
        return None  # "나는 … 내가 사파이어 1개 얻으면": one player's gems said twice
    names = [w or f"{n + 1}번째 사람" for n, w in enumerate(said)]
    captured = [_gem_indices(h) for _w, h in hands]
    won = winners_of(captured)
    scores = [p for p, _s in points]
    counts = [sum(h.values()) for _w, h in hands]
    lines = [
        f"{name}: {written} = {p}점 (보석 {c}개)"
        for name, (p, written), c in zip(names, points, counts, strict=True)
    ]
    level = [i for i, s in enumerate(scores) if s == max(scores)]
    ok: bool | None = None
    win_asked = bool(_WIN_ASKS.search(text) or _LEVEL_SAID.search(text))
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
    if win_asked and _MORE_ASKED.search(text) and not _WIN_SAID.search(text):
        # "누가 점수 더 높아?": the points compared, not the winner after the tie-break (was
        # "내가 이깁니다" of points level); "누가 보석 더 많아?", "누가 더 적어?": the gems
        # counted, or the lowest: not read
        if _FEWER_OR_GEMS.search(rest) or not re.search(r"점|높", text):
            return None
        top = " · ".join(names[i] for i in level)
        verdict = (
            f"{'둘 다' if len(hands) == 2 else top + ' 모두'} {max(scores)}점으로 같습니다"
            if len(level) > 1
            else f"{_subject(top)} {max(scores)}점으로 {'더' if len(hands) == 2 else '가장'} 높습니다"
        )
    elif loser is not None:
        # "내가 지는 거야?" of two hands: 네 when the other wins alone; hands level on points
        # and gems lose no one (a shared win)
        if len(names) != 2 or loser not in names:
            return None
        ok = len(won) == 1 and names[won[0]] != loser
        verdict = ("네, " if ok else "아니요, ") + verdict
    elif len(won) == 1 and (claimed_winner := _winner_claimed(text, names)) is not None:
        # "내가 이기지?": 네/아니요 with the winner; 네 only when every player's gems are said
        ok = claimed_winner == names[won[0]]
        if ok and players is not None and players > len(hands):
            ok = None
        elif ok is not None:
            verdict = ("네, " if ok else "아니요, ") + verdict
    elif (
        len(won) > 1 and not _JOINT_CLAIM.search(text) and _winner_claimed(text, names) is not None
    ):
        # "내가 이겼지?" of hands level on points and gems: no one wins alone (was: "공동
        # 우승입니다" with no 아니요)
        ok = False
        verdict = "아니요, " + verdict
    elif _JOINT_CLAIM.search(text):
        # "공동 우승이야?": 네 only when the gems are level too
        ok = len(won) > 1
        verdict = ("네, " if ok else "아니요, ") + verdict
    elif not win_asked and _DRAW_ASKS.search(text):
        # "비겨?": drawn only when the tie-break leaves them level too
        ok = len(won) > 1
        verdict = ("네, " if ok else "아니요, ") + verdict
    elif not win_asked and _LEVEL_ASKS.search(text):
        if len(hands) != 2:
            return None
        ok = len(level) == 2
        if ok:
            verdict = f"네, 둘 다 {max(scores)}점으로 동점입니다"
        else:
            top = names[level[0]]
            verdict = f"아니요, {_subject(top)} {max(scores)}점으로 더 높습니다"
    elif not win_asked:
        if _COMPARES.search(text):
            return None  # "더 높아?" of several hands with no one asked about
        verdict = ", ".join(f"{name} {p}점" for name, p in zip(names, scores, strict=True))
    case = " / ".join(f"{name} {_describe(h)}" for name, (_w, h) in zip(names, hands, strict=True))
    unsaid: list[str] = []
    if players is not None and len(hands) > 1 and players > len(hands):
        # "3인인데 나는 …, 상대는 …": the others' gems are not said; only those said compare
        case += f" ({players}명 가운데 말한 {len(hands)}명만 비교)"
        summary += f" 보석을 말하지 않은 {players - len(hands)}명은 비교하지 않았습니다."
        unsaid = ["다른 사람이 더 많은 점수를 모았다면 그 사람이 이깁니다."]
    return Computed(
        INDIGO,
        "indigo-score",
        verdict,
        summary,
        case,
        [
            *lines,
            *unsaid,
            _values_line(),
            TIE_RULE,
        ],
        # A tie on points is the case the FAQ on ties works (then the winner rule); otherwise
        # the gem values decide.
        [ENTRY_TIE, RULE_WINNER] if len(level) > 1 else [RULE_VALUES, RULE_WINNER],
        ok,
    )


# -- the board's last gem leaving, the two players' points said ---------------------------------
# "2인전에서 저 9점, 상대 11점인데 보드에 남은 보석이 사파이어 1개뿐이에요. 그게 제 게이트웨이로
# 들어오면 12 대 11로 제가 이기는 거죠?": the last gem out ends the game at once, its points to the
# gateway's owner, and the winner is the higher total
_POINTS_NOW = patterns.compile(
    r"(?<![가-힣])(?P<who>[가-힣]{1,4}?)\s*(?:은|는|이|가)?\s*(?:지금\s*|현재\s*)?(?:점수\s*(?:는|가)?\s*)?"
    r"(?P<n>\d{1,2})\s*점(?!\s*(?:씩|짜리|이면|차))"
)
# "남은 보석이 사파이어 1개뿐", "마지막 남은 보석인 호박", "보석은 에메랄드 하나만": the board's
# one gem left (never "마지막 호박", "호박 하나 남았어": the last of a kind, other gems may remain)
_LAST_GEM_SAID = patterns.compile(
    rf"마지막\s*(?:남은\s*)?보석\s*(?:인|이|은|는|가)?\s*(?P<a>{_GEM_WORDS})"
    rf"|(?:남은|남아\s*있는)\s*보석\s*(?:이|은|는|가)?\s*(?:딱\s*)?(?P<b>{_GEM_WORDS})"
    r"\s*(?:(?:1|한)\s*개|하나)?\s*(?:뿐|만|밖에|이야|이에요|예요|임|인데|이고|하나)"
    rf"|보석\s*(?:이|은|는)?\s*(?:딱\s*)?(?P<c>{_GEM_WORDS})\s*(?:(?:1|한)\s*개|하나)\s*(?:만|뿐|밖에)"
)
_LAST_GEM_GATE = patterns.compile(
    rf"(?<![가-힣])(?P<whose>내|제|나의|저의|[가-힣]{{1,4}}?)\s*(?:의\s*)?{_GATEWAY_WORDS}\s*"
    r"(?:으로|로|쪽으로)\s*(?:\S+\s+){0,2}?"
    r"(?:나가|나간|나갔|들어오|들어와|들어온|들어가|들어간|빠지|빠져|오면|가면|와서|가서)"
)
_SCORES_SAID = patterns.compile(r"(?P<a>\d{1,2})\s*(?:점\s*)?(?:대|:)\s*(?P<b>\d{1,2})\s*(?:점)?")
_LAST_GEM_DECLINE = patterns.compile(
    r"충돌|부딪|공유|같이|함께|예비|(?<![가-힣])(?:안|못)\s*(?:나|들어|오|가|빠)|않|보석\s*(?:수|개수)"
    r"|동점|비기|비겨|변형|(?:두|2|세|3)\s*(?:개|알)"
    # "중앙에 남은 보석이 사파이어뿐": the centre's last, gems may remain on the routes
    r"|중앙|가운데|센터|가장자리|모서리|보석\s*타일|길\s*위|타일\s*위"
)


# "나 지금 7점인데 사파이어 받으면 10점이지?", "지금 5점인데 호박 2개 더 받으면 몇점?": the
# asker's points now, then gems the asker is said to take: the sum by the gems' values (was: not
# read)
_NOW_THEN_GAINED = patterns.compile(
    r"^\s*(?:(?:나|저|난|전|내|제)\s*(?:는|가)?\s*)?(?:(?:내|제)\s*(?:점수\s*(?:는|가)?\s*)?)?"
    r"(?:지금|현재)\s*(?:내\s*)?"
    r"(?:점수\s*(?:는|가|이)?\s*)?(?P<now>\d{1,2})\s*점\s*(?:인데|이고|이야[,.]?|이에요[,.]?)\s+"
    r"(?P<gems>[^?]+?)\s*(?:를|을)?\s*(?:하나\s*|한\s*개\s*)?(?:더\s*)?"
    r"(?:받|얻|먹|가져오|챙기|모으)(?:으면|면)\s+(?P<ask>[^?]+?)\s*[?]*\s*$"
)
_GAINED_GEM = patterns.compile(
    rf"(?P<kind>{_GEM_WORDS})\s*(?:(?P<count>{_COUNT})\s*(?:개|알))?\s*(?:이랑|랑|하고|과|와|,)?\s*"
)
_GAINED_ASK = patterns.compile(
    r"^(?:몇\s*점|점수\s*(?:는|가)?\s*몇\s*점?|총\s*몇\s*점?)[가-힣\s]*$"
    r"|^(?:(?:총|합계|모두)\s*)?(?P<claim>\d{1,2})\s*점\s*"
    r"(?:이|이지|이죠|이야|이에요|맞|되|인|이래|이라던데|아니|아냐|아님)[가-힣\s]*$"
)


# "아홉 점", "열두 점": points said in words, as voice typing gives them (was: not read)
_SPOKEN_POINTS = patterns.compile(rf"(?<![가-힣])(?P<w>{NATIVE})\s*+점(?!\s*+씩)")


def _points_as_digits(text: str) -> str:
    """ "둘 다 아홉 점인데" → "둘 다 9점인데": points said in words written as digits."""
    return _SPOKEN_POINTS.sub(lambda m: f"{_NATIVE_WORDS[m.group('w')]}점", text)


def indigo_points_gained(text: str) -> Computed | None:
    """The asker's points now and the gems the asker is said to take, summed by the gems'
    values: the total, or 네/아니요 on the total claimed; None when another player, a gateway or
    a count one player cannot hold is said."""
    text = _points_as_digits(_GAME_NAMES.sub(" ", text))
    found = _NOW_THEN_GAINED.match(text)
    if found is None or re.search(
        r"친구|상대|동생|형|누나|언니|오빠|게이트|출구|공유|동점|이기|이겨", text
    ):
        return None
    gems: dict[str, int] = {}
    at = 0
    said = found.group("gems")
    for gem in _GAINED_GEM.finditer(said):
        if gem.start() != at:
            return None  # words between the gems: not a plain list
        kind = _KIND_OF[gem.group("kind")]
        n = count_word(gem.group("count")) if gem.group("count") else 1
        if n is None or kind in gems:
            return None
        gems[kind] = n
        at = gem.end()
    if not gems or at != len(said):
        return None
    ask = _GAINED_ASK.match(found.group("ask").strip())
    most = _most_one_holds(None)
    if ask is None or most is None or any(n > most[k] for k, n in gems.items()):
        return None
    now = int(found.group("now"))
    total, _ = _points(gems)
    gained = total
    total += now
    stated = f"{total}점입니다"
    ok: bool | None = None
    if ask.group("claim"):
        ok = int(ask.group("claim")) == total
        verdict = ("네, " if ok else "아니요, ") + stated
    else:
        verdict = f"{total}점"
    return Computed(
        INDIGO,
        "indigo-score",
        verdict,
        f"지금 {now}점에 {_describe(gems)}({gained}점)를 더하면 {total}점입니다.",
        f"지금 {now}점, 더 받는 보석: {_describe(gems)}",
        [_values_line()],
        [RULE_VALUES],
        ok,
    )


def indigo_last_gem_win(text: str) -> Computed | None:
    """Who wins when the board's last gem leaves through one player's gateway in a game of
    two, the points of both said before it: the game ends at once (the gem's points to the
    gateway's owner), and the higher total wins; a tie is left unread (the gems decide it)."""
    text = _GAME_NAMES.sub(" ", text)
    last = list(_LAST_GEM_SAID.finditer(text))
    gates = list(_LAST_GEM_GATE.finditer(text))
    if len(last) != 1 or len(gates) != 1 or not _WIN_ASKS.search(text):
        return None
    if _LAST_GEM_DECLINE.search(text) or players_named(text) != 2:
        return None
    kinds = {_KIND_OF[m.group()] for m in _KIND_RE.finditer(text)}
    if len(kinds) != 1:
        return None
    (kind,) = kinds
    said = _SCORES_SAID.search(text)
    scored = [m for m in _POINTS_NOW.finditer(_SCORES_SAID.sub(" ", text))]
    if len(scored) != 2:
        return None
    whos = ["나" if m.group("who") in _ME_SAID else m.group("who") for m in scored]
    if whos.count("나") != 1 or whos[0] == whos[1]:
        return None
    other = whos[1] if whos[0] == "나" else whos[0]
    if other in _NOT_PLAYERS or _NOT_A_NAME_END.search(other):
        return None
    points_now = {w: int(m.group("n")) for w, m in zip(whos, scored, strict=True)}
    whose = gates[0].group("whose")
    taker = "나" if whose in _ME_SAID or whose in ("나의", "저의") else whose
    if taker not in points_now:
        return None  # a gateway of someone whose points are not said
    name, value = _NAME_OF[kind], _POINT_OF[kind]
    final = dict(points_now)
    final[taker] += value
    if final["나"] == final[other]:
        return None  # level: the gems collected decide, which are not said
    if said and {int(said.group("a")), int(said.group("b"))} != {final["나"], final[other]}:
        return None  # totals said other than the sum: another reckoning
    winner = "나" if final["나"] > final[other] else other
    loser = other if winner == "나" else "나"
    verdict = f"{_subject(winner)} 이깁니다 ({winner} {final[winner]}점, {loser} {final[loser]}점)"
    ok: bool | None = None
    claimed = _winner_claimed(text, ["나", other])
    if claimed is not None and not NEGATIVE_ASK.search(text[-12:]):
        ok = claimed == winner
        verdict = ("네, " if ok else "아니요, ") + verdict
    taker_said = "내" if taker == "나" else f"{taker}의"
    keeper = other if taker == "나" else "나"
    return Computed(
        INDIGO,
        "indigo-end",
        verdict,
        f"보드에 남은 마지막 보석인 {josa(name, '이', '가')} {taker_said} 게이트웨이로 나가면 보드에 "
        f"보석이 남지 않아 게임이 바로 끝납니다. {name} {value}점을 더하면 나 {final['나']}점, "
        f"{other} {final[other]}점이라 {_subject(winner)} 이깁니다.",
        f"2명 게임, 나 {points_now['나']}점·{other} {points_now[other]}점, 마지막 보석 "
        f"{josa(name, '이', '가')} {taker_said} 게이트웨이로 나감",
        [
            f"{taker}: {points_now[taker]}점 + {name} {value}점 = {final[taker]}점",
            f"{keeper}: {points_now[keeper]}점 그대로",
            _values_line(),
        ],
        [RULE_END, RULE_WINNER, RULE_EXIT, RULE_VALUES],
        ok,
    )


# "둘 다 10점이고 보석도 6개씩이면 누가 이겨?", "둘 다 12점인데 나는 보석 7개, 상대는 6개면?"
_TIE_ASKS = patterns.compile(r"누가|이겨|이기|이김|이긴|이겼|승자|우승|비기|비겨|비긴|비김|무승부")
# "그럼 비긴 거야?", "무승부지?": the two said to draw, a claim like a shared win
_DRAW_CLAIM = patterns.compile(r"비기|비겨|비긴|비김|무승부")
# "나 13점 친구 13점인데 보석은 …": each side's points said apart from the gems, before them
_APART_POINTS = patterns.compile(r"(?<![\d])(?P<p>\d{1,2})\s*점(?!\s*씩)")
_APART_JOIN = patterns.compile(r"\s*(?:이고|고|이랑|랑|하고|,|에|이며)?\s*")
_TIE_POINTS = patterns.compile(
    r"둘\s*다\s*(\d{1,2})\s*점|(\d{1,2})\s*점\s*(?:으로|로)?\s*(?:동점|같)"
)
# "보석도 5개씩", "보석 개수도 5개로 같으면", "보석도 둘 다 5개면": the same gems each (never
# "5개로 같지 않으면", "둘 다 5개 이상이면", "5개씩 넘으면": not that count each)
_TIE_EACH = patterns.compile(
    rf"보석\s*(?:개수|갯수|수)?\s*(?:도|은|는|이|가)?\s*(?:(?P<both>둘\s*다)\s*)?(?P<n>{_COUNT})\s*개\s*"
    r"(?:씩|(?:로|으로)\s*(?:똑\s*)?같|(?(both)|(?!)))"
    r"(?!\s*(?:지|진|지는|지가)?\s*(?:않|안\s|못|아니|아닌|아냐)"
    r"|\s*(?:이상|이하|넘|초과|미만|보다|가\s*아니|이\s*아니|정도|쯤|다르|달라))"
)
# "나는 10점에 보석 7개, 친구도 10점인데 보석 6개": each player's points and gems, said together
_SIDE_POINTS = patterns.compile(
    rf"(?<![\d])(?P<p>\d{{1,2}})\s*점\s*(?:에|이고|인데|이며|이면|,)?\s*(?=보석\s*(?:은|는|이|가)?\s*{_COUNT}\s*개)"
)
# "나는 보석 7개, 상대는 6개": each player's gem count, the owner read as in a hand of gems
_TIE_OWN = patterns.compile(
    # ("보석 개수는": 석 is no count there)
    rf"(?:보석\s*(?:은|는|이|가|을|도)?\s*)?(?P<n>\d+|(?<![가-힣])(?:{NATIVE}))\s*개(?!\s*씩|수)"
    r"(?:\s*(?:이고|고|이면|면))?"
)
# "둘 다 10점인데 나는 보석 7개, 상대는 6개면?": the winner asked without a word for it
_TIE_IF = patterns.compile(r"(?:이면|면)\s*[?]+\s*$")


def _hand_for(points: int, gems: int, left: dict[str, int]) -> dict[str, int] | None:
    """Gems of the box (``left`` of each kind) that make ``points`` with ``gems`` gems."""
    for sapphire in range(left["sapphire"], -1, -1):
        for emerald in range(left["emerald"], -1, -1):
            amber = gems - emerald - sapphire
            if 0 <= amber <= left["amber"] and amber + 2 * emerald + 3 * sapphire == points:
                hand = {"amber": amber, "emerald": emerald, "sapphire": sapphire}
                return {k: n for k, n in hand.items() if n}
    return None


def _tie_sides(text: str) -> tuple[list[str], list[int | None]] | None:
    """The two players and the gems each holds ("나는 보석 7개, 상대는 6개", "민수는 보석 6개
    지영은 5개"), the owners read as in a hand of gems; None unless exactly two are named."""
    names: list[str] = []
    counts: list[int | None] = []
    last = 0
    bare = False
    for match in _TIE_OWN.finditer(text):
        # (a bare name after the first's count, "민수 보석 4개 지영 5개", as the first was)
        owner = _hand_owner(text[last : match.start()], first=not names or bare)
        if owner is None:
            return None
        bare = owner[2]
        names.append(owner[0])
        counts.append(count_word(match.group("n")))
        last = match.end()
    if len(names) != 2 or names[0] == names[1]:
        return None
    return names, counts


def _points_apart(text: str) -> tuple[str, list[str], list[int]] | None:
    """ "나 13점 친구 13점인데 보석은 내가 8개 친구 6개야": the two sides' points said one
    after the other, before any gem counted, as "둘 다 13점" (blanked when they differ), with
    the two owners and their points (was: not read); None unless two owners each say points."""
    said = list(_APART_POINTS.finditer(text))
    gems = re.search(rf"{_COUNT}\s*개", text)
    if len(said) != 2 or gems is None or said[1].end() > gems.start():
        return None
    first, second = said
    between = text[first.end() : second.start()]
    join = _APART_JOIN.match(between)
    assert join is not None
    head = _hand_owner(text[: first.start()])
    if head is None:
        return None
    # (a bare name after the first's points, "민수 8점 지영 8점", as the first was)
    tail = _hand_owner(between[join.end() :], first=head[2])
    if tail is None:
        return None
    start = head[1][0]
    if text[:start].strip(" ,.") and not re.search(r"[\s,.]$", text[:start]):
        return None
    names = [head[0], tail[0]]
    points = [int(first.group("p")), int(second.group("p"))]
    level = f" 둘 다 {points[0]}점" if points[0] == points[1] else " "
    return text[:start] + level + text[second.end() :], names, points


def _points_decide(text: str, names: list[str], points: list[int]) -> Computed | None:
    """ "나 8점 친구 9점인데 보석은 내가 6개 친구 4개야. 내가 이긴 거지?": two players' points
    differ, their gems said after: the higher points win whatever the gems, by the engine's
    ranking of gems making those numbers (was: not read); None unless the gems are of the same
    two players and the box can make them."""
    sides = _tie_sides(text)
    if sides is None or set(sides[0]) != set(names) or _TIE_EACH.search(text):
        return None
    side_names, counts = sides
    if any(c is None or c < 1 for c in counts):
        return None
    players = players_named(_ONE_PLAYER.sub(" ", text))
    if players is not None and players != 2:
        return None  # the others' points are not said
    most, in_play = _most_one_holds(players), _in_play(text, players)
    if most is None or in_play is None:
        return None
    of = dict(zip(names, points, strict=True))
    left = dict(in_play)
    hands = []
    for name, count in zip(side_names, counts, strict=True):
        hand = _hand_for(of[name], int(count or 0), {k: min(n, most[k]) for k, n in left.items()})
        if hand is None:
            return None
        hands.append(hand)
        for kind, n in hand.items():
            left[kind] -= n
    won = winners_of([_gem_indices(h) for h in hands])
    if len(won) != 1:
        return None
    winner = side_names[won[0]]
    verdict, ok = _claimed_verdict(
        text, winner, f"{_subject(winner)} 이깁니다", _winner_claimed(text, side_names)
    )
    return Computed(
        INDIGO,
        "indigo-score",
        verdict,
        f"{_subject(winner)} {max(points)}점으로 더 높아 이깁니다. 보석 수는 점수가 같을 때만 "
        "비교합니다.",
        ", ".join(f"{n} {of[n]}점·보석 {c}개" for n, c in zip(side_names, counts, strict=True)),
        [TIE_RULE],
        [RULE_WINNER, ENTRY_TIE],
        ok,
    )


# "보석은 친구가 더 많아", "친구가 보석 더 많아서": which of the two holds more (or fewer) gems,
# said with no count
# (also "보석 개수는 내가", "보석은 내가 친구보다 더 많아", "보석은 나보다 친구가": the count's
# word, the other side said with 보다)
_MORE_GEMS_SAID = patterns.compile(
    r"(?:보석\s*+(?:수|개수|갯수)?\s*+(?:은|는|도|이|가)?\s*+(?:(?P<c>[가-힣]{1,4}?)보다\s++)?"
    r"(?P<a>[가-힣]{1,4}?)\s*(?:이|가)"
    r"|(?P<b>[가-힣]{1,4}?)\s*(?:이|가)\s*보석\s*+(?:수|개수|갯수)?\s*+(?:이|을|은|는|가)?)"
    r"\s*+(?:(?P<d>[가-힣]{1,4}?)보다\s*+)?더\s*(?P<more>많|적)[가-힣]*[,.]?"
)
# "보석은 내가 1개 더 많아", "하나 더": by how many gems the one said holds more (or fewer)
_GEMS_BY = patterns.compile(
    r"(?<![\d가-힣])(?:(?P<n>\d{1,2}|한|두|세)\s*+개|(?P<one>하나))\s*+(?=더\s*+(?:많|적))"
)
# what the two sides' points and the winner asked may be said with, and nothing else
# (longest first, each word taken once: "이고이고…x" was read 2^n ways, "이" + "고" and "이고")
_POINTS_ONLY_LEFT = patterns.compile(
    r"(?:으니까|이에요|라던데|그러면|무승부"
    r"|인데|이면|이고|누가|누구|이겨|이기|이김|이긴|이겼|승자|우승|에요|예요|니까|잖아|던데|그럼"
    r"|근데|끝났|끝나|게임|점수|최종|한테|어요|아요|는데|비긴|비겨|비기|비김|공동|같이|함께"
    r"|(?:내|제)가|둘\s*다|(?:나|저)\s*(?:는|도)?"
    r"|[\s,.?!~]|면|고|거|게|것|야|요|지|죠|맞|임|는|은|이|가|래|대|끝)*+"
)


def _hands_making(points: int, left: dict[str, int]) -> list[dict[str, int]]:
    """Every hand of gems (no more of a kind than ``left``) that makes ``points``."""
    return [
        {"amber": a, "emerald": e, "sapphire": s}
        for s in range(left["sapphire"] + 1)
        for e in range(left["emerald"] + 1)
        if 0 <= (a := points - 2 * e - 3 * s) <= left["amber"]
    ]


def _points_possible(
    points: list[int], gems_more: int | None, players: int | None, text: str, by: int | None = None
) -> bool | None:
    """Whether gems of the game for ``players`` make every side's ``points`` (of two sides,
    the side ``gems_more`` holding more gems, if said, by ``by`` gems, if said); None when the
    set-up cannot be read."""
    most, in_play = _most_one_holds(players), _in_play(text, players)
    if most is None or in_play is None:
        return None

    def holds(at: int, left: dict[str, int], counts: list[int]) -> bool:
        if at == len(points):
            if gems_more is None:
                return True
            apart = counts[gems_more] - counts[1 - gems_more]
            return apart > 0 if by is None else apart == by
        limit = {k: min(most[k], n) for k, n in left.items()}
        return any(
            holds(at + 1, {k: left[k] - hand[k] for k in left}, [*counts, sum(hand.values())])
            for hand in _hands_making(points[at], limit)
        )

    return holds(0, dict(in_play), [])


# "둘 다 10점인데 보석은 내가 더 많아", "우리 둘다 11점인데": the same points said of both, the
# one holding more gems said after
_BOTH_POINTS = patterns.compile(
    r"(?<![가-힣])(?:우리\s*+)?둘\s*+다\s*+(?:똑같이\s*+)?(?P<p>\d{1,2})\s*+점(?:\s*+동점)?"
)
# the other of two, when one is said: the asker's family or friend leaves the asker
_ONE_OF_TWO = {"나": "상대", "상대": "나", "상대방": "나", "친구": "나", "동생": "나", "형": "나"}
_ONE_OF_TWO |= {"누나": "나"}
_ONE_OF_TWO |= {"언니": "나", "오빠": "나", "엄마": "나", "아빠": "나"}


def _sides_said(text: str) -> tuple[list[str], list[int], str] | None:
    """The sides' points said one after the other ("나 12점 친구 11점 동생 10점"), two to
    four sides: their owners, their points and the text left with the points taken out."""
    said = list(_APART_POINTS.finditer(text))
    if not 2 <= len(said) <= 4:
        return None
    head = _hand_owner(text[: said[0].start()])
    if head is None:
        return None
    start = head[1][0]
    if text[:start].strip(" ,.") and not re.search(r"[\s,.]$", text[:start]):
        return None
    names, rest = [head[0]], text[:start]
    for before, after in itertools.pairwise(said):
        between = text[before.end() : after.start()]
        join = _APART_JOIN.match(between)
        assert join is not None
        tail = _hand_owner(between[join.end() :], first=head[2])
        if tail is None or tail[0] in names:
            return None
        names.append(tail[0])
        rest += " " + between[: join.end()]
    rest += " " + text[said[-1].end() :]
    return names, [int(m.group("p")) for m in said], rest


def _points_only(text: str) -> Computed | None:
    """ "나 12점 친구 11점인데 누가 이겨?", "민수 10점 지영 9점이면 누가 이겨?": two players'
    points said, no gem counted: the higher points win whatever the gems (was: not read); level
    points win by the gems, read only when the one holding more is said ("보석은 내가 더 많아",
    also after "둘 다 10점인데"). Three or four sides' points ("나 12점 친구 11점 동생 10점이면")
    are the game of that many, the highest alone winning. None when the box cannot make the
    points (and the gems said), or more is said."""
    by: int | None = None  # by how many gems the one said holds more, if said
    if (gap := _GEMS_BY.search(text)) is not None:
        by = 1 if gap.group("one") else count_word(gap.group("n"))
        text = text[: gap.start()] + text[gap.end() :]
    if (
        _GEM_COUNT.search(text)
        or _KIND_RE.search(text)
        or re.search(rf"{_COUNT}\s*(?:개(?!\s*수)|알)", text)  # (never "보석 개수")
    ):
        return None
    sides = _sides_said(text)
    both = _BOTH_POINTS.search(text) if sides is None else None
    level = _LEVEL_UNSAID.search(text) if sides is None and both is None else None
    if sides is not None:
        names, points, rest = sides
    elif both is not None and len(_APART_POINTS.findall(text)) == 1:
        # "둘 다 10점인데 보석은 내가 더 많아": the two, the one said and the other of them
        names, points = [], [int(both.group("p"))] * 2
        rest = text[: both.start()] + " " + text[both.end() :]
    elif level is not None and not re.search(r"\d", text):
        # "점수는 같은데 보석은 친구가 더 많아": level points, their number unsaid (0 here:
        # any level points some gems make, the one holding more making them with more)
        names, points = [], [0, 0]
        rest = text[: level.start()] + " " + text[level.end() :]
    else:
        return None
    more = _MORE_GEMS_SAID.search(rest)
    gems_more: int | None = None  # the side said to hold more gems
    if by is not None and more is None:
        return None  # "1개 더" of nothing said to be more
    if more is not None:
        who = more.group("a") or more.group("b")
        who = "나" if who in _ME_SAID else who
        if not names and who in _ONE_OF_TWO:
            names = [who, _ONE_OF_TWO[who]]
            # "보석 내가 더 많으면 친구가 이기는거지?": the other named by the claim
            claim = _WIN_CLAIM.search(rest)
            said = claim.group("who") if claim is not None else None
            if who == "나" and said in _ONE_OF_TWO and said != "나":
                names[1] = said
        than = more.group("c") or more.group("d")  # "친구보다": the other side, by name
        if than is not None:
            than = "나" if than in _ME_SAID else than
            if than == who or (names[1:] == ["상대"] and than not in _ONE_OF_TWO):
                return None
            if names[1:] == ["상대"]:
                names[1] = than
        if who not in names or len(names) != 2 or (than is not None and than not in names):
            return None
        gems_more = names.index(who) if more.group("more") == "많" else 1 - names.index(who)
        rest = rest[: more.start()] + " " + rest[more.end() :]
    if not names:
        return None
    claimed = _winner_claimed(rest, names)
    claim = _WIN_CLAIM.search(rest)
    loss = _LOSS_CLAIM.search(rest) if claim is None else None
    if loss is not None:
        # "나 10점 친구 9점이면 친구가 지지?": one of two said to lose, the other's win claimed
        loser = "나" if loss.group("who") in _ME_SAID else loss.group("who")
        if len(names) != 2 or loser not in names:
            return None
        claimed, claim = names[1 - names.index(loser)], loss
    if claim is not None:
        rest = rest[: claim.start()] + " " + rest[claim.end() :]
    rest = PLAYER_COUNT.sub(" ", rest)
    if not _POINTS_ONLY_LEFT.fullmatch(rest) or "보석" in rest:
        return None  # a gem, a number or a word of something else besides the points
    top_points = max(points)
    tops = [i for i, p in enumerate(points) if p == top_points]
    if len(tops) > 1 and gems_more is None:
        return None  # level points: the gems, not said, break the tie
    players = players_named(_ONE_PLAYER.sub(" ", text))
    if players is not None and players != len(names):
        return None  # the others' points are not said, or fewer play than are said
    if len(names) > 2:
        players = len(names)  # each side said is a player: a game of that many
    if by is None:
        possible = _points_possible(points, gems_more, players, text) if points[0] else True
    elif points[0]:
        possible = _points_possible(points, gems_more, players, text, by)
    else:
        # "점수는 같은데 보석은 내가 1개 더 많아": some level points some gems make, the one
        # holding more by as many as said
        possible = any(_points_possible([p, p], gems_more, players, text, by) for p in range(1, 25))
    if possible is None or not possible:
        return None  # no gems of the game make these points (with the gems said)
    top = tops[0] if len(tops) == 1 else gems_more
    assert top is not None
    winner = names[top]
    verdict, ok = _claimed_verdict(text, winner, f"{_subject(winner)} 이깁니다", claimed)
    if len(tops) == 1:
        summary = (
            f"{_subject(winner)} {top_points}점으로 "
            + ("더" if len(names) == 2 else "가장")
            + " 높아 이깁니다. 보석 수는 점수가 같을 때만 비교합니다."
        )
    elif not points[0]:
        summary = f"점수가 같으면 보석을 더 많이 모은 사람이 이기니, {_subject(winner)} 이깁니다."
    else:
        summary = f"둘 다 {points[0]}점으로 같아, 보석을 더 많이 모은 {_subject(winner)} 이깁니다."
    case = ", ".join(f"{n} {p}점" for n, p in zip(names, points, strict=True))
    if not points[0]:
        case = f"{names[0]}·{names[1]} 점수는 같음"
    if gems_more is not None:
        case += f" (보석은 {names[gems_more]} 쪽이 더 많음)"
    if len(names) > 2 and players_named(_ONE_PLAYER.sub(" ", text)) is None:
        case += f" ({len(names)}명 게임으로 봄)"
    elif players is None and points[0] and not _points_possible(points, gems_more, 2, text):
        # "나 12점 친구 11점": more than the 2-player board's gems make, so a game of more
        case += " (2명 게임에서는 나올 수 없는 점수라 3~4명 게임으로 봄)"
    return Computed(
        INDIGO,
        "indigo-score",
        verdict,
        summary,
        case,
        [TIE_RULE],
        [RULE_WINNER, ENTRY_TIE],
        ok,
    )


def _hand_start(text: str, at: int) -> int:
    """Where the owner said just before ``at`` starts ("…, 나는 10점에": at 나는), or ``at``."""
    owner = _hand_owner(text[:at])
    return owner[1][0] if owner is not None else at


# "점수는 같은데", "동점이고", "점수는 같아": the points level, their number unsaid
_LEVEL_UNSAID = patterns.compile(
    r"(?<![가-힣])(?:동점\s*+(?:인데|이고|이면|이야|이에요|이라|,)"
    r"|점수\s*+(?:가|는|이|도)?\s*+(?:똑\s*+)?같(?:은데|고|으면|아|아요|다면|다)(?![가-힣]))"
)


def _level_unsaid(text: str) -> Computed | None:
    """ "점수는 같은데 나는 보석 6개 친구는 5개면 누가 이겨?": the points level, their number
    unsaid, each side's gems counted: the one with more gems wins, by the engine's ranking of
    gems making the same points for both (any such points: was not read); None when no points
    of the game's gems go with both counts, or more is said."""
    level = _LEVEL_UNSAID.search(text)
    if level is None or len(_LEVEL_UNSAID.findall(text)) != 1 or re.search(r"\d\s*점", text):
        return None
    rest = text[: level.start()] + " , " + text[level.end() :]
    sides = _tie_sides(rest)
    if sides is None or _TIE_EACH.search(rest):
        return None
    names, counts = sides
    if any(c is None or c < 1 for c in counts):
        return None
    if set(names) == {"나", "상대"} and names[0] == "상대":
        names, counts = names[::-1], counts[::-1]
    # nothing but the owners, their counts and the winner asked besides
    left = _TIE_OWN.sub(" ", rest)
    for name in ("나", "내", "저", "제", *names):
        left = re.sub(rf"(?<![가-힣]){re.escape(name)}(?:은|는|이|가|도)?(?![가-힣])", " ", left)
    claim = _WIN_CLAIM.search(left)
    if claim is not None:
        left = left[: claim.start()] + " " + left[claim.end() :]
    if not _POINTS_ONLY_LEFT.fullmatch(PLAYER_COUNT.sub(" ", left).replace("보석", " ")):
        return None
    players = players_named(_ONE_PLAYER.sub(" ", text))
    if players is not None and players != 2:
        return None  # the others' points are not said
    most, in_play = _most_one_holds(players), _in_play(text, players)
    if most is None or in_play is None:
        return None
    for points in range(1, 3 * sum(in_play.values()) + 1):
        hands: list[dict[str, int]] = []
        pool = dict(in_play)
        for count in counts:
            hand = _hand_for(points, int(count or 0), {k: min(n, most[k]) for k, n in pool.items()})
            if hand is None:
                break
            hands.append(hand)
            for kind, n in hand.items():
                pool[kind] -= n
        if len(hands) == 2:
            break
    else:
        return None  # no points of the game's gems go with both counts
    won = winners_of([_gem_indices(h) for h in hands])
    if len(won) > 1:
        verdict = "공동 우승입니다"
        summary = f"점수가 같고 보석도 {counts[0]}개로 같아 함께 우승합니다."
        winner = None
    else:
        winner = names[won[0]]
        verdict = f"{_subject(winner)} 이깁니다"
        summary = (
            f"점수가 같으면 보석을 더 많이 모은 사람이 이기니, 보석 {counts[won[0]]}개인 "
            f"{_subject(winner)} 이깁니다."
        )
    verdict, ok = _claimed_verdict(text, winner, verdict, _winner_claimed(text, names))
    return Computed(
        INDIGO,
        "indigo-score",
        verdict,
        summary,
        f"점수는 같음, {names[0]} 보석 {counts[0]}개, {names[1]} 보석 {counts[1]}개",
        [TIE_RULE],
        [ENTRY_TIE, RULE_WINNER],
        ok,
    )


# "나빗길에서", "인디고 게임에선": the game named where the points were made, taken out whole
_GAME_NAMES_AT = patterns.compile(
    r"(?:나빗길|인디고|indigo)(?:\s*+게임)?(?:에서는|에서|에선)?(?![가-힣])"
    r"|(?:나빗길|인디고|indigo)"
)


def indigo_tie(text: str) -> Computed | None:
    """Who wins when both players have the same points and the question gives how many gems
    each holds, by the engine's ranking (points, then gems) of gems making those numbers."""
    text = _points_as_digits(_GAME_NAMES_AT.sub(" ", text))
    if _REMARK_AFTER.search(text):
        return None
    corrected = _corrected(text)
    if corrected is None:
        return None
    text = corrected
    loss_said = _LOSS_CLAIM.search(text) is not None  # "친구가 지지?": read by the points only
    if not (_TIE_ASKS.search(text) or _TIE_IF.search(text) or loss_said):
        return None
    if _GEM_COUNT.search(text) or _DECLINE.search(text):
        return None
    if (only := _points_only(text)) is not None or loss_said:
        return only
    level = _TIE_POINTS.search(text)
    apart = _points_apart(text) if level is None else None
    if apart is not None:
        text, apart_names, apart_points = apart
        if apart_points[0] != apart_points[1]:
            return _points_decide(text, apart_names, apart_points)
        level = _TIE_POINTS.search(text)
    sides_points = list(_SIDE_POINTS.finditer(text))
    if level is None and len(sides_points) == 2 and len(re.findall(r"\d+\s*점", text)) == 2:
        # each side's points said beside its gems: level when the two are the same
        if len({m.group("p") for m in sides_points}) != 1:
            return None
        first = sides_points[0]
        text = (
            text[: _hand_start(text, first.start())]
            + f" 둘 다 {first.group('p')}점 "
            + _SIDE_POINTS.sub(" ", text[_hand_start(text, first.start()) :])
        )
        level = _TIE_POINTS.search(text)
    if level is None:
        return _level_unsaid(text)
    points = int(level.group(1) or level.group(2))
    each = _TIE_EACH.search(text)
    after = text[level.end() :]
    sides = _tie_sides(after) if not each else None
    if each and not _TIE_OWN.search(_TIE_EACH.sub(" ", after)):
        count = count_word(each.group("n"))
        counts = [count, count]
        names = ["나", "상대"]
    elif sides is not None:
        names, counts = sides
        if set(names) == {"나", "상대"} and names[0] == "상대":
            names, counts = names[::-1], counts[::-1]
    else:
        return None
    if any(c is None or c < 1 for c in counts):
        return None
    if apart is not None:
        if each:
            names = apart_names  # "나 11점 친구 11점 보석 둘 다 6개면": the two named
        elif set(apart_names) != set(names):
            return None  # the points said of others than the gems
    players = players_named(_ONE_PLAYER.sub(" ", text))
    if players is not None and players < 2:
        return None
    most = _most_one_holds(players)
    # the gems the game hands out: with 2 players the board's only (no reserve), so "2인에서
    # 둘 다 3점이고 보석도 1개씩" (two sapphires) cannot happen
    in_play = _in_play(text, players)
    if most is None or in_play is None:
        return None
    left = dict(in_play)
    hands = []
    for count in counts:
        # gems of the box, no more of a kind than one player can hold
        hand = _hand_for(points, int(count or 0), {k: min(n, most[k]) for k, n in left.items()})
        if hand is None:
            return None  # no gems of the box make these numbers
        hands.append(hand)
        for kind, n in hand.items():
            left[kind] -= n
    won = winners_of([_gem_indices(h) for h in hands])
    if len(won) > 1:
        verdict = "공동 우승입니다"
        summary = f"둘 다 {points}점이고 보석도 {counts[0]}개로 같아 함께 우승합니다."
    else:
        verdict = f"{_subject(names[won[0]])} 이깁니다"
        summary = (
            f"둘 다 {points}점으로 같아, 보석을 더 많이 모은 {_subject(names[won[0]])} "
            f"이깁니다(보석 {counts[won[0]]}개)."
        )
    unsaid = players - 2 if players is not None and players > 2 else 0
    case = f"{names[0]} {points}점·보석 {counts[0]}개, {names[1]} {points}점·보석 {counts[1]}개"
    details = [TIE_RULE]
    if unsaid:
        # "3인으로 끝났는데 저랑 친구 둘 다 13점": the others' points are not said; only the
        # two said compare (as for gems said, in indigo_score)
        case += f" ({players}명 가운데 말한 2명만 비교)"
        summary += f" 점수를 말하지 않은 {unsaid}명은 비교하지 않았습니다."
        details.insert(0, "다른 사람이 더 많은 점수를 모았다면 그 사람이 이깁니다.")
    ok: bool | None = None
    claimed_winner = _winner_claimed(text, names) if len(won) == 1 else None
    if (_JOINT_CLAIM.search(text) or _DRAW_CLAIM.search(text)) and not (unsaid and len(won) > 1):
        # "… 보석 둘 다 6개면 공동우승?": 네 only when the gems are level too (was: the outcome
        # with no 네/아니요)
        ok = len(won) > 1
        verdict = ("네, " if ok else "아니요, ") + verdict
    elif claimed_winner is not None and not (unsaid and claimed_winner == names[won[0]]):
        # "친구가 이기는 거 맞지?": 네/아니요 with the winner (네 only when no other player is
        # left unsaid)
        ok = claimed_winner == names[won[0]]
        verdict = ("네, " if ok else "아니요, ") + verdict
    return Computed(
        INDIGO,
        "indigo-score",
        verdict,
        summary,
        case,
        details,
        [ENTRY_TIE, RULE_WINNER],
        ok,
    )


# "동점이면 공동 우승이지?", "점수 같으면 보석 많은 사람이 이기지?", "동점이면 보석 적은 사람이
# 이긴대": the tie-break claimed with no numbers (was: not read); the engine's ranking (points,
# then gems, then a shared win) decides
_TIE_SAID = patterns.compile(
    r"동점\s*(?:이면|일\s*때|일\s*경우|이라면|인\s*경우|나오면|되면)"
    r"|점수\s*(?:가|는|이)?\s*(?:똑\s*)?같(?:으면|을\s*때|을\s*경우|다면)"
)
_TIE_OUTCOMES = (
    (
        patterns.compile(
            r"보석\s*(?:이|을|수가|개수가)?\s*(?:더\s*)?(?:많은|많이\s*(?:모은|가진))"
        ),
        True,
    ),
    (
        patterns.compile(
            r"보석\s*(?:이|을|수가|개수가)?\s*(?:더\s*)?(?:적은|적게\s*(?:모은|가진))"
        ),
        False,
    ),
    (
        patterns.compile(
            r"(?:공동|같이|함께|둘\s*다)\s*(?:우승|1\s*등|일등|이기|이겨|이김|이긴)"
            r"|비기|비겨|비김|비긴|무승부"
        ),
        False,
    ),
)
_TIE_RULE_DECLINE = patterns.compile(
    rf"\d|{_GEM_WORDS}|먼저|나중|선|후공|순서|차례|어리|나이|가위|주사위|(?<![가-힣])또|그것도|보석도|보석\s*수도|개수도"
)
# "점수도 같고 보석 수도 같으면", "점수랑 보석 개수 둘 다 같으면": the points and the gems both
# level, where the claim is the shared win (was: not read, "보석 수도" declining it)
_BOTH_LEVEL_SAID = patterns.compile(
    r"(?:점수\s*(?:도|가|는|이)?\s*(?:똑\s*)?같(?:고|은데|구)|동점\s*(?:이고|인데))\s*,?\s*"
    r"(?:보석\s*(?:수|개수|갯수)?\s*(?:도|까지)|그것도|개수\s*(?:도|까지)|갯수\s*(?:도|까지))\s*"
    r"(?:똑\s*)?같(?:으면|을\s*때|을\s*경우|다면)"
    r"|점수\s*(?:랑|와|하고|이랑)\s*보석\s*(?:수|개수|갯수)?\s*(?:가|이|도)?\s*(?:둘\s*다|모두|다)?\s*"
    r"(?:똑\s*)?같(?:으면|을\s*때|을\s*경우|다면)"
)
_LEVEL_VS = patterns.compile(
    r"(?<![\d.])(?P<a>\d{1,2})\s*+점\s*+(?:대|vs\.?|:)\s*+(?P<b>\d{1,2})\s*+점"
    r"(?=\s*+(?:이면|인데|으로|일\s*때))"
)
_BOTH_SAME_POINTS = patterns.compile(
    r"(?<![가-힣])(?:우리\s*+)?둘\s*+다\s*+(?:똑같이\s*+)?\d{1,2}\s*+점"
    r"(?=\s*+(?:이면|일\s*+때|일\s*+경우|이라면|나오면))"
)
# "둘 다 10점인데 보석 수도 같으면": the same points said of both, the gems said level after
_BOTH_SAME_THEN_GEMS = patterns.compile(
    r"(?<![가-힣])(?:우리\s*+)?둘\s*+다\s*+(?:똑같이\s*+)?\d{1,2}\s*+점\s*+(?:인데|이고)"
    r"(?=\s*+,?\s*+(?:보석\s*+(?:수|개수|갯수)?|개수|갯수)\s*+(?:도|까지)\s*+(?:똑\s*+)?같)"
)
# "점수는 같은데 보석 개수가 다르면 많은 쪽이 …": the points level, the gems said to differ
# (the side holding more said after, with no 보석 of its own)
_GEMS_DIFFER = patterns.compile(
    r"(?:점수\s*+(?:가|는|이)?\s*+(?:똑\s*+)?같(?:은데|고|지만|더라도|아도)"
    r"|동점\s*+(?:인데|이고|이지만))\s*+,?\s*+"
    r"보석\s*+(?:수|개수|갯수)?\s*+(?:가|이|는|은)?\s*+(?:서로\s*+)?"
    r"(?:다르|차이\s*+(?:가\s*+)?나)(?:면|다면)"
)
_FIRST_PLACE_WORD = patterns.compile(r"(?<![\d.])1\s*+(?:등|위)(?!\s*+\d)")
_TIE_RULE_ASKED = patterns.compile(
    r"[?]\s*$|(?:지|죠|래|래요|대|대요|라던데|다던데|잖아|맞[가-힣]*)\s*[.!~]*\s*$"
)


def indigo_tie_rule(text: str) -> Computed | None:
    """Whether the tie-break a question claims, with no points or gems counted, is the
    engine's ranking: more gems win, then a shared win."""
    if not (_GAME_NAMES.search(text) or "보석" in text):
        return None  # every game breaks ties its own way: this one's named, or its gems
    text = _GAME_NAMES.sub(" ", text)
    # "공동 1등", "공동1위": the first place as a word (its digit declined the claim)
    text = _FIRST_PLACE_WORD.sub("일등", text)
    # "9점 대 9점이면", "아홉 점 대 아홉 점이면": the same points on both sides, a tie said
    versus = _LEVEL_VS.search(_points_as_digits(text))
    if versus and versus.group("a") == versus.group("b"):
        text = _points_as_digits(text)
        text = text[: versus.start()] + "동점" + text[versus.end() :]
    # "둘 다 12점이면 무승부야?": the same points said of both, a tie said (was: not read)
    text = _BOTH_SAME_POINTS.sub("동점", _points_as_digits(text))
    text = _BOTH_SAME_THEN_GEMS.sub("동점인데", text)
    differ = bool(_GEMS_DIFFER.search(text))
    # "점수는 같은데 보석 개수가 다르면 많은 쪽이": the tie, then the gems said of the side
    text = _GEMS_DIFFER.sub(" 동점이면 보석 ", text)
    both = _BOTH_LEVEL_SAID.search(text)
    if both:
        # the gems level too: only the shared win is claimed of it (the tie said once)
        text = text[: both.start()] + " 동점이면 " + text[both.end() :]
    if not _one_case(text) or not _TIE_SAID.search(text) or _TIE_RULE_DECLINE.search(text):
        return None
    said = [right for pattern, right in _TIE_OUTCOMES if pattern.search(text)]
    if re.search(r"누가|누구|어떻게|어케|뭐|어떡", text):
        # "점수는 같은데 보석 개수가 다르면 누가 이겨?", "둘 다 10점인데 보석 수도 같으면 누가
        # 이겨?": the tie-break asked of gems said to differ, or said level too, no outcome
        # claimed (was: not read); the engine's ranking answers it
        if said or not (both or differ):
            return None
        return _tie_rule_answer(None, shared=bool(both))
    if not _TIE_RULE_ASKED.search(text):
        return None
    if both:
        if said != [False] or not _TIE_OUTCOMES[2][0].search(text):
            return None  # more or fewer gems said of gems level
        said = [True]
    if len(said) != 1 or not re.search(
        r"이기|이겨|이김|이긴|우승|승리|비기|비겨|비김|무승부|1\s*등|일등", text
    ):
        return None
    (ok,) = said
    return _tie_rule_answer(ok)


def _tie_rule_answer(ok: bool | None, shared: bool = False) -> Computed | None:
    """The tie-break by the engine's ranking (level points, more gems win; level gems too, a
    shared win): 네/아니요 of a claim ``ok``, or, asked (None), the answer of gems that differ
    or, ``shared``, of gems level too."""
    more = winners_of([_gem_indices({"amber": 2}), _gem_indices({"emerald": 1})])
    level = winners_of([_gem_indices({"amber": 1}), _gem_indices({"amber": 1})])
    if more != [0] or len(level) != 2:
        return None
    verdict = "점수가 같으면 보석을 더 많이 모은 사람이 이기고, 보석 수도 같으면 함께 우승합니다"
    if ok is None:
        verdict = (
            "보석 수도 같으면 함께 우승합니다 (공동 우승)"
            if shared
            else "보석을 더 많이 모은 사람이 이깁니다"
        )
    return Computed(
        INDIGO,
        "indigo-score",
        verdict if ok is None else ("네, " if ok else "아니요, ") + verdict,
        TIE_RULE,
        "점수가 같을 때 누가 이기는지",
        [TIE_RULE],
        [ENTRY_TIE, RULE_WINNER],
        ok,
    )


def _values_line() -> str:
    return ", ".join(f"{_NAME_OF[k]} {_POINT_OF[k]}점" for k in _KIND_WORDS) + "입니다."


# -- the gateways for a number of players --------------------------------------------------
# "나빗길 3인 게이트웨이 몇 개씩 가져요?", "4명이면 혼자 쓰는 게이트웨이 있어?"
_GW_WORD = patterns.compile(r"게이트|gateway|출구|토큰")
_GW_ASKS = patterns.compile(
    r"몇|나눠|나누|공유|혼자|같이|함께|어떻게|배치|세팅|놓|누구|누가|있어|있나|있어요"
)
_GW_DECLINE = patterns.compile(
    r"보석|호박|에메랄드|사파이어|점수|나가|나갔|나간|나오|도착|닿|들어가|막|곡선|커브|길\s*타일"
    r"|싫|방법|변형|대신|없이|빼고"
    # a gateway's exits or cells counted ("2인이면 게이트웨이 하나에 출구 몇 개?"): not the chart
    r"|출구\s*(?:가|는|이|은)?\s*(?:총|모두|전부)?\s*몇|칸\s*(?:이|은|는)?\s*몇"
    # the players on one gateway ("한 게이트웨이에 몇 명?"), the tokens counted ("2인이면 토큰
    # 몇 개씩?": a gateway has two token spaces): not the gateways each player holds
    r"|몇\s*(?:명|사람)|(?:토큰|칩)[^?]*몇|몇[^?]*(?:토큰|칩)"
    # a gem sent ("두 사람 동그라미가 같이 놓인 출구로 알을 보내면"): the gateway's owners, not
    # a 2-player game; the colours or tokens left over ("남는 두 색 가림판이랑 토큰은 어떻게
    # 해요?"): not the chart
    r"|보내|보낼|보냈|남는|남은|남아|가림판|안\s*쓰는"
)
# "3인 단독 변형", "3인 공유 없이": the 3-player variant where no gateway is shared
_SHARING_REFUSED = (
    r"공유하지\s*않(?:고|는|으면|기로)(?!\s*(?:게이트|출구))"
    rf"|공유\s*{_GATEWAY_WORDS}\s*(?:가|는|도)?\s*(?:하나도\s*)?"
    r"(?:없이|없게|없는\s*(?:방식|규칙|룰|변형|모드|걸로|버전))"
    r"|(?<![가-힣])안\s*나누(?:고|면)"
)
_EXCLUSIVE_SAID = patterns.compile(
    r"단독\s*(?:소유)?\s*(?:변형|규칙|룰|모드)?|공유\s*(?:없이|안\s*하(?:고|는|면)|없는|안\s*하는)"
    r"(?:\s*(?:하는|하면)?\s*(?:변형|규칙|룰|모드))?"
    # "게이트웨이 안 나눠 쓰면", "나눠 갖지 않고": sharing denied in other words (was: the
    # official chart, "1개는 혼자, 2개는 함께")
    r"|(?<![가-힣])안\s*나눠\s*(?:쓰|갖|가지)(?:면|고|는)|나눠\s*(?:쓰|갖|가지)지\s*않(?:으면|고|는)"
    # "공유하지 않는 방식", "공유 게이트 없이 해", "게이트 안 나누고": the same in other words (was:
    # the official chart's shared gateways, or the reserve used)
    r"|" + _SHARING_REFUSED
)
# "3인 정식 배치는?": the official chart asked; never the word describing the variant played
# ("설명서에 공식으로 나온 3인 단독 소유 변형으로 하면")
_OFFICIAL = patterns.compile(
    r"(?:정식|공식|원래\s*(?:규칙|룰|배치)|기본\s*(?:규칙|룰|배치))(?![^.?!,]*변형)"
)
# "게이트웨이 몇 개야?": the gateways on the board, for any number of players (never "출구 몇
# 개": a gateway has six exits)
_GW_HOW_MANY = patterns.compile(
    r"(?:게이트웨이|게이트)\s*(?:는|가|은|이)?\s*(?:총|모두|전부)?\s*몇\s*(?:개|곳|군데)"
)
# "게이트웨이 3번 플레이어는 누구랑 같이 써?": a player's gateways and who shares them
_SEAT_ASKED = patterns.compile(r"(?P<s>[1-4])\s*번\s*(?:플레이어|사람|자리)")
_PARTNERS_ASKED = patterns.compile(
    r"누구\s*(?:랑|와|하고|이랑)|누구\s*(?:랑|와|하고)?\s*(?:같이|함께|공유)"
)


# "게이트웨이 2번은 누구 거야?": one gateway's owners
_GW_NUMBER = patterns.compile(
    rf"{_GATEWAY_WORDS}\s*(?P<a>[1-6])\s*번(?!\s*(?:플레이어|사람|자리))"
    rf"|(?P<b>[1-6])\s*번\s*{_GATEWAY_WORDS}"
)
# "1번 플레이어랑 3번 플레이어가 같이 쓰는 게이트웨이 있어?": the gateways two seats share
_SEAT_PAIR = patterns.compile(
    r"(?P<a>[1-4])\s*번\s*(?:플레이어|사람|자리)?\s*(?:이랑|랑|하고|와|과)\s*"
    r"(?P<b>[1-4])\s*번\s*(?:플레이어|사람|자리)?\s*(?:이|가)?\s*(?:같이|함께|공유|공동)"
)
# A gateway or a player the chart's summary does not name: "몇 번이 내 거야?", "나랑 같이 쓰는
# 사람", "나란히 놓아도 돼?", "게이트웨이 7은 누구 거?" (a number with no 번: was the chart's
# summary)
_GW_SPECIFIC = patterns.compile(
    rf"\d\s*번|{_GATEWAY_WORDS}\s*\d|몇\s*번|(?:내|제)\s*(?:거|꺼|것)|(?:나|저)(?:랑|하고|와|이랑)|나란히|번갈|연달|붙여|옆|순서"
    # "친구랑 같이 쓰는 게이트 몇 개?": the gateways one pair shares (was: all the shared ones;
    # "다른 사람이랑 공유": the asker's partners, whom the summary counts)
    r"|(?<![가-힣])(?:상대(?:방)?|친구|동생)\s*(?:랑|하고|와|이랑)"
)
_GW_YES_NO = patterns.compile(r"있|맞|돼|되")


def _seats_of(owners: list[int]) -> str:
    return "·".join(str(seat + 1) for seat in owners) + "번 플레이어"


def _one_gateway(text: str, players: int, owners: list[list[int]]) -> Computed | None:
    """A numbered gateway's owners, or the gateways two numbered players hold together, from
    the engine's chart; None when the question names neither exactly."""
    rule = [_chart_entry(players)]
    details = [f"게이트웨이별 주인: {_chart(owners)}."]
    pair = _SEAT_PAIR.search(text)
    numbered = _GW_NUMBER.search(text)
    if pair and not numbered and len(re.findall(r"\d\s*번", text)) == 2:
        seats = sorted({int(pair.group("a")) - 1, int(pair.group("b")) - 1})
        if len(seats) != 2 or seats[1] >= players:
            return None
        held = [n for n, o in enumerate(owners, start=1) if sorted(o) == seats]
        who = _seats_of(seats)
        yes_no = bool(_GW_YES_NO.search(text[pair.end() :]))
        if held:
            verdict = f"게이트웨이 {', '.join(map(str, held))}번을 함께 가집니다"
            ok: bool | None = True if yes_no else None
        else:
            verdict = f"{josa(who, '이', '가')} 함께 가지는 게이트웨이는 없습니다"
            ok = False if yes_no else None
        if ok is not None:
            verdict = ("네, " if ok else "아니요, ") + verdict
        return Computed(
            INDIGO,
            "indigo-gateways",
            verdict,
            f"{players}명 게임에서 {who}의 공유 게이트웨이: "
            + (", ".join(f"{n}번" for n in held) if held else "없음")
            + ".",
            f"{players}명 게임, {who}",
            details,
            rule,
            ok,
        )
    seat = _SEAT_ASKED.search(text)
    if (
        seat
        and not numbered
        and not pair
        and len(re.findall(r"\d\s*번", text)) == 1
        and _PARTNERS_ASKED.search(text)
    ):
        s = int(seat.group("s")) - 1
        if s >= players:
            return None
        seat_gws = [(n, o) for n, o in enumerate(owners, start=1) if s in o]
        who = f"{s + 1}번 플레이어"
        parts = [
            f"게이트웨이 {n}번은 "
            + (f"{_seats_of([x for x in o if x != s])}와 함께" if len(o) > 1 else "혼자")
            for n, o in seat_gws
        ]
        return Computed(
            INDIGO,
            "indigo-gateways",
            f"{who}: " + ", ".join(parts) + " 가집니다",
            f"{players}명 게임에서 {josa(who, '은', '는')} 게이트웨이 "
            + ", ".join(f"{n}번" for n, _o in seat_gws)
            + "을 가집니다.",
            f"{players}명 게임, {who}의 게이트웨이",
            details,
            rule,
            None,
        )
    if numbered and not pair and len(re.findall(r"\d\s*번", text)) == 1:
        if not re.search(r"누구|누가|주인|누구\s*(?:거|꺼|것)", text):
            return None
        n = int(numbered.group("a") or numbered.group("b"))
        held_by = owners[n - 1]
        who = _seats_of(held_by)
        verdict = f"게이트웨이 {n}번은 {josa(who, '이', '가')} " + (
            "함께 가집니다" if len(held_by) > 1 else "혼자 가집니다"
        )
        return Computed(
            INDIGO,
            "indigo-gateways",
            verdict,
            f"{players}명 게임의 게이트웨이 {n}번 주인은 {who}입니다"
            + (" (공유)." if len(held_by) > 1 else "."),
            f"{players}명 게임, 게이트웨이 {n}번",
            details,
            rule,
            None,
        )
    return None


# "제 게이트웨이 3개를 한쪽에 나란히 붙여서 가져가면 되나요?", "게이트웨이 번갈아 가져가는 거
# 맞죠?": how one player's gateways lie around the board, said and asked to confirm
_SIDE_BY_SIDE = patterns.compile(
    r"나란히|붙여\s*(?:서)?|붙어\s*있|붙은|연달아|연속(?:으로|해서|된)?|이웃한|한쪽\s*(?:에|으로)\s*(?:몰아|모아)?"
    r"|몰아\s*(?:서)?|모아\s*서"
)
_ALTERNATING = patterns.compile(
    r"번갈아|번갈|하나\s*(?:씩\s*)?걸러|하나\s*건너|건너\s*뛰|띄엄띄엄|교대로|엇갈"
    r"|(?:서로\s*)?떨어져\s*있"
)
# "붙어 있어?", "떨어져 있어?": the layout asked with 있 too
_LAYOUT_ASKED = patterns.compile(
    r"(?:돼|되|맞|거|가져|가지|해|하|놔|놓|나요|죠|지|야|요|있)[가-힣]*\s*[?]+\s*$"
)
# "안 가져가도", "붙어 있지 않고": the layout said negated before the question's end (a negative
# ending, "… 아니야?", is answered by the plain statement)
_LAYOUT_NEGATED = patterns.compile(r"(?<![가-힣])안(?=\s|[가-힣])|않|못")
# "제 게이트웨이 3개", "각자 3개씩": the gateways one player holds, counted
_MY_GATEWAYS_COUNTED = patterns.compile(
    rf"(?:게이트웨이|게이트)\s*(?:를|을)?\s*(?:각자\s*)?(?P<n>{_COUNT})\s*(?:개|곳)\s*(?:씩)?"
)


def _gateway_layout(
    text: str, players: int, owners: list[list[int]], no_sharing: bool
) -> Computed | None:
    """Whether one player's gateways lie side by side or alternate around the board, for a
    chart where each gateway has one owner (2 players, the 3-player no-sharing variant)."""
    side, alternate = _SIDE_BY_SIDE.search(text), _ALTERNATING.search(text)
    if bool(side) == bool(alternate) or not _LAYOUT_ASKED.search(text) or not _one_case(text):
        return None
    if _LAYOUT_NEGATED.search(NEGATIVE_ASK.sub(" ", text)):
        return None  # "번갈아 안 가져가도 돼?", "연달아 안 붙어 있지?": the layout negated inside
    if any(len(o) != 1 for o in owners) or re.search(
        r"몇\s*번|\d\s*번|누구|어디|변형\s*말고|토큰|칩|마커|놓|놔|두(?:면|어|고|는|나)|둬|깔", text
    ):
        # a shared gateway beside one's own, one gateway asked; tokens, or gateways "placed"
        # side by side ("게이트웨이를 나란히 놓아도 돼?": what is placed is not said)
        return None
    held = {p: [n for n, o in enumerate(owners) if o == [p]] for p in range(players)}
    counted = _MY_GATEWAYS_COUNTED.search(text)
    rest = PLAYER_COUNT.sub(" ", text.replace(counted.group(), " ") if counted else text)
    if counted and {len(g) for g in held.values()} != {count_word(counted.group("n"))}:
        return None  # a count of one's gateways other than the chart's
    if _NUMBER.search(rest) or re.search(r"\d", rest):
        return None
    gates = len(owners)
    apart = all((n + 1) % gates not in g for g in held.values() for n in g)
    together = all(
        len(g) == 1 or all(((n + 1) % gates in g) or ((n - 1) % gates in g) for n in g)
        for g in held.values()
    )
    if not (apart or together):
        return None
    ok = apart if alternate else together
    who = f"{players}명" + (" 단독 소유 변형" if no_sharing else "")
    mine = ", ".join(
        f"{_seats_of([p])} {'·'.join(str(n + 1) for n in g)}번" for p, g in held.items()
    )
    stated = (
        f"{who}이면 게이트웨이를 한 곳씩 돌아가며 번갈아 가집니다 ({mine})"
        if apart
        else f"{who}이면 자기 게이트웨이가 나란히 붙어 있습니다 ({mine})"
    )
    return Computed(
        INDIGO,
        "indigo-gateways",
        ("네, " if ok else "아니요, ") + stated,
        f"{who} 게임에서는 게이트웨이 {gates}곳을 한 사람이 {len(held[0])}곳씩 혼자 가지며, "
        + (
            "보드를 돌아가며 한 곳씩 번갈아 주인이 바뀝니다."
            if apart
            else "자기 것끼리 붙어 있습니다."
        ),
        f"{who} 게임, 한 사람의 게이트웨이가 "
        + ("나란히 붙어 있는지" if side else "번갈아 놓이는지"),
        [f"게이트웨이별 주인: {_chart(owners)}."],
        [ENTRY_NO_SHARING, _chart_entry(players)]
        if no_sharing
        else (["indigo.faq.two-player-gateways"] if players == 2 else []) + [_chart_entry(players)],
        ok,
    )


# "내 게이트웨이 맞은편은 누구 거야?": the gateway across the board from one's own
_OPPOSITE = patterns.compile(r"맞은\s*편|반대\s*편|건너\s*편|마주\s*(?:보는|본|봐)")
_MINE = patterns.compile(r"(?<![가-힣])(?:내|제|나의|저의)(?![가-힣])")
_OTHERS_SAID = patterns.compile(r"상대|친구|다른\s*(?:사람|플레이어)|남(?:의|\s*거|\s*꺼)")
_MINE_SAID = patterns.compile(r"(?:내|제|나의|저의)\s*(?:거|꺼|것)|(?:나|저)\s*(?:도|한테|에게)")


def _opposite_gateway(text: str, players: int, owners: list[list[int]]) -> Computed | None:
    """Whose is the gateway across the board from one's own, for a chart where each gateway
    has one owner and two players (every gateway's opposite is the other player's)."""
    across = _OPPOSITE.search(text)
    if across is None or players != 2 or any(len(o) != 1 for o in owners):
        return None
    gates = len(owners)
    if gates % 2 or any(owners[n] == owners[(n + gates // 2) % gates] for n in range(gates)):
        return None
    if not _MINE.search(text[: across.start()]) or _LAYOUT_NEGATED.search(
        NEGATIVE_ASK.sub(" ", text)
    ):
        return None  # whose gateway's opposite is not said; a negation inside the question
    if re.search(r"\d", PLAYER_COUNT.sub(" ", text)) or re.search(r"몇|어디|보석|출구", text):
        return None
    said = text[across.end() :]
    ok: bool | None
    if _OTHERS_SAID.search(said) and not _MINE_SAID.search(said):
        ok = True
    elif _MINE_SAID.search(said) and not _OTHERS_SAID.search(said):
        ok = False
    elif re.search(r"누구|누가|주인", said):
        ok = None
    else:
        return None
    pairs = ", ".join(f"{n + 1}번과 {(n + gates // 2) % gates + 1}번" for n in range(gates // 2))
    stated = "2명이면 내 게이트웨이의 맞은편 게이트웨이는 언제나 상대의 것입니다"
    return Computed(
        INDIGO,
        "indigo-gateways",
        stated if ok is None else ("네, " if ok else "아니요, ") + stated,
        "2명 게임에서는 게이트웨이를 한 곳씩 번갈아 가지므로, 마주 보는 두 게이트웨이"
        f"({pairs})는 언제나 서로 다른 사람의 것입니다.",
        "2명 게임, 내 게이트웨이의 맞은편 게이트웨이 주인",
        [f"게이트웨이별 주인: {_chart(owners)}."],
        ["indigo.setup.gateways-2p", "indigo.faq.two-player-gateways"],
        ok,
    )


# a count of gateways said held alone or shared ("혼자 1개", "공유하는 게이트웨이 세 곳"), and a
# claim asked to be confirmed
_GW_N = rf"(?P<n>\d|(?<![가-힣])(?:{NATIVE}))\s*(?:개|곳|군데)"
_ALONE_COUNT = patterns.compile(rf"(?:혼자|단독)[^?,.\d]{{0,12}}?{_GW_N}")
# "1개씩 혼자": the count before the word
_ALONE_COUNT_BEFORE = patterns.compile(rf"{_GW_N}\s*(?:씩)?\s*(?:을|를)?\s*(?:혼자|단독)")
_SHARED_COUNT = patterns.compile(rf"(?:공유|공동|같이|함께)[^?,.\d]{{0,12}}?{_GW_N}")
# "2개씩", "각자", "한 사람당": a count of one player's gateways, not of the board's
_EACH_PLAYERS = patterns.compile(r"씩|각자|각각|한\s*(?:사람|명)\s*(?:당|마다|이)")
_SHARE_CLAIM_END = patterns.compile(
    r"(?:맞|지|죠|임|이야|야|예요|에요|이에요|거든|잖)[가-힣]*\s*[?]*\s*$"
    # "각자 2개 혼자 가진대", "3개씩 가진다던데": heard
    r"|(?:대|대요|래|래요|다던데|라던데|다는데|라는데)\s*[.!~]*\s*$"
)
# "3인에서 각자 게이트 3개씩 맞지?", "2인이면 한 사람이 게이트웨이 3개씩 가져?": the gateways one
# player holds, alone and shared together, claimed (was: not read): the count beside the
# gateways and each player's word
# (each player's word before the count needs no 씩, "게이트 한 사람당 3개야?"; "한 사람" with no
# 당 before the gateways, "한 사람 게이트 3개 맞지?": was not read)
_EACH_WORD = r"(?:각자|각각|한\s*(?:사람|명)\s*(?:당|마다|이)|인당)"
_EACH_HOLDS_COUNT = patterns.compile(
    rf"(?:게이트웨이|게이트)\s*(?:를|을|는|은|가|이|도)?\s*"
    rf"(?:(?:{_EACH_WORD}\s*)?{_GW_N}\s*씩|{_EACH_WORD}\s*"
    rf"(?:\d|(?<![가-힣])(?:{NATIVE}))\s*(?:개|곳|군데))"
    rf"|(?:{_EACH_WORD}|한\s*(?:사람|명)\s*(?:의|은|는)?)\s*(?:게이트웨이|게이트)\s*(?:를|을|는|가)?\s*"
    rf"(?:\d|(?<![가-힣])(?:{NATIVE}))\s*(?:개|곳|군데)"
)
_EACH_HOLDS_END = patterns.compile(
    r"(?:맞|지|죠|임|이야|야|예요|에요|이에요|가져|가지|갖|써|쓰)[가-힣]*\s*[?]*\s*$"
    r"|(?:대|대요|래|래요|다던데|라던데|다는데|라는데)\s*[.!~]*\s*$|[?]\s*$"
)


def _share_claimed(
    text: str, players: int, owners: list[list[int]]
) -> Computed | Literal[False] | None:
    """A claim of how many gateways one player holds alone and shared ("3명이면 혼자 1개 공유
    2개 맞아?"): 네/아니요 when both counts are said (one player's, then), or the count alone
    said of each player ("혼자 2개씩"); False (decline) when one count alone is claimed, which
    may be one player's or the board's ("공유 6개 맞지?"); None when no such count is
    claimed."""
    rest = PLAYER_COUNT.sub(" ", text)
    alone, shared = _ALONE_COUNT.search(rest), _SHARED_COUNT.search(rest)
    each = alone or _ALONE_COUNT_BEFORE.search(rest)
    mine = [o for o in owners if 0 in o]
    counts = re.findall(_GW_N, rest)
    if (
        not (each or shared)
        and len(counts) == 1
        and _EACH_HOLDS_COUNT.search(rest)
        and _EACH_HOLDS_END.search(text)
        and _one_case(text)
        and not re.search(
            r"혼자|단독|공유|공동|같이|함께|나눠|몇|토큰|출구|나란히|번갈|번가|붙|옆|연달|마주|맞은\s*편"
            r"|반대|누구|누가|어떻게|배치|변형",
            rest,
        )
    ):
        n = count_word(re.search(_GW_N, rest).group("n"))  # type: ignore[union-attr]
        ok = n == len(mine)
        return Computed(
            INDIGO,
            "indigo-gateways",
            ("네, " if ok else "아니요, ")
            + f"{players}명이면 한 사람이 게이트웨이 {len(mine)}개를 가집니다 ("
            + _share_of(owners).split(" (")[0]
            + ")",
            f"{players}명이면 게이트웨이 6곳 가운데 " + _share_of(owners).split(" (")[0] + ".",
            f"{players}명 게임, 한 사람이 게이트웨이 {n}개를 가지는지",
            [f"게이트웨이별 주인: {_chart(owners)}."],
            [_chart_entry(players)],
            ok,
        )
    if not (each or shared) or not _SHARE_CLAIM_END.search(text):
        return None
    alone_each = sum(1 for o in mine if len(o) == 1)
    b: int | None
    if each and not shared and len(re.findall(_GW_N, rest)) == 1 and _EACH_PLAYERS.search(rest):
        # "3명이면 게이트웨이 2개씩 혼자 가지는 거 맞아?": one player's alone, counted (was: not
        # read)
        a, b = count_word(each.group("n")), None
        ok = a == alone_each
    else:
        if not (alone or shared):
            return None
        if not (alone and shared) or len(re.findall(_GW_N, rest)) != 2:
            return False
        a, b = count_word(alone.group("n")), count_word(shared.group("n"))
        ok = (a, b) == (alone_each, len(mine) - alone_each)
        on_board = sum(1 for o in owners if len(o) == 1), sum(1 for o in owners if len(o) > 1)
        if not ok and (a, b) == on_board and not _EACH_PLAYERS.search(rest):
            # "3인이면 공유 게이트 3개고 혼자 쓰는 거 3개지?": the board's counts, not one
            # player's (was: 아니요 of one player's)
            return False
    claimed = f"혼자 {a}개" + (f"·함께 {b}개" if b is not None else "")
    return Computed(
        INDIGO,
        "indigo-gateways",
        ("네, " if ok else "아니요, ") + f"{players}명이면 " + _share_of(owners),
        f"{players}명이면 게이트웨이 6곳 가운데 " + _share_of(owners).split(" (")[0] + ".",
        f"{players}명 게임, 한 사람이 {claimed} 가지는지",
        [f"게이트웨이별 주인: {_chart(owners)}."],
        [_chart_entry(players)],
        ok,
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


# a sort of gateway, held together or alone ("공유 게이트웨이", "혼자 쓰는 게이트"), and what may
# stand before its count ("는 총")
_GATEWAY_SORT = (
    rf"(?:(?P<shared>공유|공동|(?:같이|함께)\s*{_HOLD_VERBS})|(?P<alone>혼자|단독으로)\s*{_HOLD_VERBS})"
    r"\s*(?:하는\s*)?(?:게이트웨이|게이트)\s*(?:는|가|은|이)?\s*(?:총|모두|전부)?\s*"
)
# "3인이면 공유 게이트웨이 몇 개야?", "혼자 쓰는 게이트웨이 몇 개?": the board's gateways of
# that sort, not one player's (never "몇 개씩", "내가 …": one player's, the chart's summary)
_KIND_OF_GATEWAY = patterns.compile(_GATEWAY_SORT + r"몇\s*(?:개|곳|군데)(?!\s*씩)")
_ONE_PLAYERS = patterns.compile(
    r"씩|각자|각각|인당|한\s*사람|사람\s*(?:마다|당)|플레이어\s*(?:마다|당)"
    r"|(?<![가-힣])(?:내가|제가|나는|저는|내|제|나|저)(?![가-힣])"
    # "친구가 혼자 가진 게이트 몇 개?", "상대랑 같이 쓰는 …": another player's, or a pair's
    # (was: the board's, "3개입니다")
    r"|(?<![가-힣])(?:상대(?:방)?|친구|동생|다른\s*(?:사람|플레이어)|[1-4]\s*번\s*(?:플레이어|사람))"
    r"|(?<![a-z])[a-d]\s*(?:가|는|랑|와|하고|이랑|의)"
)


# "3인이면 공유 게이트 3개래", "4인이면 공유 게이트 6개 맞지?", "2인이면 혼자 쓰는 게이트 6개라던데":
# the board's gateways of a sort counted, claimed (was: not read)
_SORT_COUNT_CLAIMED = patterns.compile(
    _GATEWAY_SORT + rf"(?P<n>\d|(?<![가-힣])(?:{NATIVE}))\s*(?:개|곳|군데)(?!\s*씩)"
)


def _sort_count_claimed(text: str, players: int, owners: list[list[int]]) -> Computed | None:
    """네/아니요 on the count of the board's gateways of a sort a question claims; None unless it
    claims that count for the whole board and nothing else."""
    said = _SORT_COUNT_CLAIMED.search(text)
    if said is None or _ONE_PLAYERS.search(text) or not _one_case(text):
        return None
    if not (_CLAIM_END.search(text) or re.search(r"[?]\s*$", text)):
        return None
    rest = PLAYER_COUNT.sub(" ", text[: said.start()] + " " + text[said.end() :])
    if _NUMBER.search(rest) or re.search(r"\d", rest):
        return None
    claimed = count_word(said.group("n"))
    shared = bool(said.group("shared"))
    n = sum(1 for o in owners if (len(o) > 1) == shared)
    ok = claimed == n
    sort = "두 사람이 함께 가지는" if shared else "혼자 가지는"
    each = sum(1 for o in owners if 0 in o and (len(o) > 1) == shared)
    return Computed(
        INDIGO,
        "indigo-gateways",
        ("네, " if ok else "아니요, ")
        + (
            f"{players}명이면 {sort} 게이트웨이는 보드에 모두 {n}곳입니다 (한 사람마다 {each}곳)"
            if n
            else f"{players}명이면 {sort} 게이트웨이는 없습니다"
        ),
        _sort_summary(players, owners, shared),
        f"{players}명 게임, "
        + ("공유 게이트웨이" if shared else "혼자 가지는 게이트웨이")
        + f"가 {claimed}곳인지",
        [f"게이트웨이별 주인: {_chart(owners)}."],
        [_chart_entry(players)],
        ok,
    )


def _sort_summary(players: int, owners: list[list[int]], shared: bool) -> str:
    """How many of the board's gateways are shared (``shared``) or held alone for ``players``,
    and how many of each one player holds."""
    n = sum(1 for o in owners if (len(o) > 1) == shared)
    word = "두 사람이 함께" if shared else "한 사람이 혼자"
    mine = [o for o in owners if 0 in o]
    alone_each = sum(1 for o in mine if len(o) == 1)
    summary = f"{players}명 게임에서 게이트웨이 {len(owners)}곳 가운데 "
    summary += (
        f"{word} 가지는 게이트웨이는 없습니다."
        if n == 0
        else f"{word} 가지는 게이트웨이는 {n}곳입니다."
    )
    if alone_each == len(mine):
        each = f"{alone_each}곳을 혼자 가집니다"
    elif alone_each == 0:
        each = f"{len(mine)}곳을 모두 다른 사람과 함께 가집니다"
    else:
        each = f"{alone_each}곳은 혼자, {len(mine) - alone_each}곳은 다른 사람과 함께 가집니다"
    return summary + f" 한 사람마다 {each}."


def _gateways_of_a_sort(text: str, players: int, owners: list[list[int]]) -> Computed | None:
    """How many of the board's gateways are shared, or held alone, for ``players`` (the
    engine's chart); None unless the question asks that count for the whole board."""
    asked = _KIND_OF_GATEWAY.search(text)
    if asked is None or _ONE_PLAYERS.search(text):
        return None
    shared = sum(1 for o in owners if len(o) > 1)
    alone = len(owners) - shared
    n = shared if asked.group("shared") else alone
    share = _share_of(owners).split(" (")[0]
    mine = [o for o in owners if 0 in o]
    alone_each = sum(1 for o in mine if len(o) == 1)
    if n == 0:
        verdict = f"없습니다: {players}명이면 {share}"
    elif n == len(owners):
        verdict = f"{n}개 모두입니다: {players}명이면 {share}"
    elif asked.group("shared"):
        verdict = (
            f"{n}개입니다 (한 사람마다 그중 {len(mine) - alone_each}개를 다른 사람과 함께 가집니다)"
        )
    else:
        verdict = f"{n}개입니다 (한 사람마다 그중 {alone_each}개를 혼자 가집니다)"
    return Computed(
        INDIGO,
        "indigo-gateways",
        verdict,
        _sort_summary(players, owners, bool(asked.group("shared"))),
        f"{players}명 게임, "
        + ("공유 게이트웨이" if asked.group("shared") else "혼자 가지는 게이트웨이")
        + "의 수",
        [f"게이트웨이별 주인: {_chart(owners)}."],
        [_chart_entry(players)],
        None,
    )


# "2인이면 공유 게이트웨이 있어?", "4명이면 혼자 가지는 게이트 없지?", "3인은 공유 게이트 있대":
# whether the board has a gateway of that sort, asked or claimed (was: the chart's summary, no
# 네/아니요). Every player holds alike, so one's own or a pair's are the board's.
_SORT_EXISTS = patterns.compile(
    rf"(?:(?:(?P<shared>공유|공동|(?:같이|함께|나눠)\s*{_HOLD_VERBS})"
    rf"|(?:혼자|단독으로?)\s*{_HOLD_VERBS})\s*(?:하는\s*)?"
    r"(?:게이트웨이|게이트)"
    # "2인이면 게이트 공유 없는 거 맞지?": the sort said after the gateways (was: the chart's
    # summary, no 네/아니요)
    r"|(?:게이트웨이|게이트)\s*(?:는|은|가|이|도)?\s*(?P<shared_after>공유|공동\s*소유))"
    r"\s*(?:는|가|은|이|도)?\s*(?:하나\s*도?\s*|한\s*(?:개|곳)\s*도?\s*)?"
    r"(?P<v>있|없)"
    r"(?:어|어요|나|나요|지|죠|지요|냐|니|음|대|대요|다던데|다며|다고|다는데|습니까|을까|을까요"
    r"|는\s*거\s*(?:맞|야|지|죠|임|예요|에요)[가-힣]*)?"
    r"(?:[\s,.]*(?:진짜|정말|사실|맞)[가-힣]*)?\s*[?.!~]*\s*$"
)


def _sort_exists(text: str, players: int, owners: list[list[int]]) -> Computed | None:
    """Whether the board has shared gateways, or gateways held alone, for ``players``: 네/아니요
    as asked with 있 or 없."""
    asked = _SORT_EXISTS.search(text)
    if asked is None or not _one_case(text):
        return None
    shared = bool(asked.group("shared") or asked.group("shared_after"))
    n = sum(1 for o in owners if (len(o) > 1) == shared)
    ok = (n > 0) == (asked.group("v") == "있")
    sort = "공유 게이트웨이" if shared else "혼자 가지는 게이트웨이"
    stated = f"{players}명이면 {sort}가 " + (f"{n}곳 있습니다" if n else "없습니다")
    return Computed(
        INDIGO,
        "indigo-gateways",
        ("네, " if ok else "아니요, ") + stated + f" ({_share_of(owners).split(' (')[0]})",
        _sort_summary(players, owners, shared),
        f"{players}명 게임, {sort}가 " + ("있는지" if asked.group("v") == "있" else "없는지"),
        [f"게이트웨이별 주인: {_chart(owners)}."],
        # "4명이면 혼자 가지는 게이트웨이 있어?": the FAQ that answers exactly that
        ["indigo.faq.four-player-gateways", _chart_entry(players)]
        if players == 4 and not shared
        else [_chart_entry(players)],
        ok,
    )


def _chart_entry(players: int) -> str:
    """The entry with the gateway chart for ``players`` players (2, 3 or 4)."""
    return f"indigo.setup.gateways-{players}p"


def _chart(owners: list[list[int]]) -> str:
    """게이트웨이 1번은 1번 플레이어, 2번은 1·2번 플레이어(공유), …"""
    parts = []
    for n, o in enumerate(owners, start=1):
        seats = "·".join(str(seat + 1) for seat in o)
        who = f"{seats}번 플레이어" + ("(공유)" if len(o) > 1 else "")
        parts.append(f"{'게이트웨이 ' if n == 1 else ''}{n}번은 {who}")
    return ", ".join(parts)


def _gateways_on_board(text: str) -> Computed | None:
    """How many gateways the board has ("게이트웨이 몇 개야?"), the same for any number of
    players: the engine's chart."""
    if not _GW_HOW_MANY.search(text) or re.search(
        r"씩|각자|한\s*사람|인당|내|제|혼자|공유|같이", text
    ):
        return None
    if _GW_DECLINE.search(text) or _NUMBER.search(PLAYER_COUNT.sub(" ", text)):
        return None
    charts = [s.gateway_owners for n in (2, 3, 4) if (s := _start(n)) is not None]
    if len(charts) != 3 or len({len(c) for c in charts}) != 1:
        return None
    n = len(charts[0])
    return Computed(
        INDIGO,
        "indigo-gateways",
        f"{n}개",
        f"보드 둘레에 게이트웨이가 {n}곳 있고, 몇 명이 하든 {n}곳입니다. 누가 어느 게이트웨이를 "
        "가지는지는 인원에 따라 다릅니다.",
        "보드의 게이트웨이 수",
        [f"{p}명: {_share_of(c)}." for p, c in zip((2, 3, 4), charts, strict=True)],
        [
            ENTRY_BOARD,
            "indigo.setup.gateways-2p",
            "indigo.setup.gateways-3p",
            "indigo.setup.gateways-4p",
        ],
        None,
    )


# "2명이면 출구 반반 나누는 거임?", "둘이면 게이트 절반씩 가져?": the gateways halved, which
# reads as the board cut in two (the set-up's common misreading), not one each in turn
_HALVES = patterns.compile(
    r"반반|반씩|절반|반\s*(?:으로|을)?\s*(?:나눠|나누|나눈|갈라|가르|가른)|한\s*쪽\s*(?:세|3)\s*(?:변|개)"
)


# "한쪽 세 변 가지는 거 맞아?", "보드 반으로 갈라서 가지지?": one side of the board each, claimed
_ONE_SIDE = patterns.compile(
    r"한\s*쪽\s*(?:세|3)\s*(?:변|개)|(?:보드|판)\s*(?:를|을)?\s*반\s*(?:으로|을)?\s*(?:나눠|나누|갈라|가르)"
)
# "4인이면 게이트 전부 공유야?", "2인이면 게이트 다 혼자 가져?": every gateway said to be of a sort
_EVERY_OF_A_SORT = patterns.compile(
    r"(?:전부|모두|(?<![가-힣])다|모든\s*(?:게이트웨이|게이트)\s*(?:가|이|는|를)?)\s*"
    r"(?:(?P<shared>공유|공동|같이\s*(?:써|쓰|가져|가지)|함께\s*(?:써|쓰|가져|가지))"
    r"|(?P<alone>혼자|단독))"
)


def _halves(owners: list[list[int]], one_side_claimed: bool = False) -> Computed:
    """A 2-player game's gateways said to be halved: three each, in turn round the board, never
    one half of it each (was the chart's summary, "3개씩 혼자", which left the half standing);
    ``one_side_claimed``: one side of the board each, claimed ("한쪽 세 변 가지는 거 맞아?"),
    which is 아니요 (was: no 아니요)."""
    held = {p: [n + 1 for n, o in enumerate(owners) if o == [p]] for p in range(2)}
    mine = ", ".join(f"{_seats_of([p])} {'·'.join(map(str, g))}번" for p, g in held.items())
    return Computed(
        INDIGO,
        "indigo-gateways",
        ("아니요, " if one_side_claimed else "")
        + f"{len(held[0])}개씩 가지지만 보드를 반으로 가르지 않고, 한 곳씩 번갈아 가집니다 ({mine})",
        "2명 게임에서는 보드 둘레의 게이트웨이를 한 곳씩 돌아가며 번갈아 가지므로, 한쪽 세 변을 "
        "한 사람이 갖는 것이 아니라 내 게이트웨이의 양옆과 맞은편이 모두 상대의 것입니다.",
        "2명 게임, 게이트웨이를 반씩 나누는지",
        [f"게이트웨이별 주인: {_chart(owners)}."],
        ["indigo.faq.two-player-gateways", "indigo.setup.gateways-2p"],
        False if one_side_claimed else None,
    )


# "4인 게임 2번 게이트는 2번이랑 3번 플레이어 거지?", "3인 게임 1번 게이트는 1번 플레이어 혼자 거
# 맞지?", "2번 게이트 주인 2번 3번 플레이어 맞지?": a numbered gateway's owners said, asked to
# confirm (was: not read)
_CLAIMED_SEAT = patterns.compile(r"(?<![\d])(?P<s>[1-4])\s*번\s*(?:플레이어|사람|자리)?")
_OWNERS_CLAIM_WORD = patterns.compile(r"(?:거|꺼|것|주인|소유|토큰|맞)")
_OWNERS_CLAIM_END = patterns.compile(
    r"(?:맞|지|죠|야|이야|예요|에요|이에요|임|잖아|이지|거|꺼|것)[가-힣]*\s*[?!.~]*$|[?]+\s*$"
)
_OWNERS_CLAIM_DECLINE = patterns.compile(
    rf"누구|누가|몇|어느|어디|어떻게|나가|나간|나갔|빠지|빠져|받|가져|보석|{_GEM_WORDS}|\d|게이트|출구"
    r"|(?<![가-힣])(?:내|제|나|저|상대|친구)(?![가-힣])|변형|단독\s*(?:변형|규칙|룰)|없이|대신"
)


def _gateway_owners_claimed(text: str, players: int) -> Computed | None:
    """Whether the owners said of one numbered gateway are the engine's chart's; None unless
    the question is only that claim."""
    numbered = list(_GW_NUMBER.finditer(text))
    if len(numbered) != 1 or re.search(r"\d\s*번", text[: numbered[0].start()]):
        return None
    rest = text[numbered[0].end() :]
    seats = list(_CLAIMED_SEAT.finditer(rest))
    if not 1 <= len(seats) <= 2:
        return None
    left = _CLAIMED_SEAT.sub(" ", rest)
    if not (_OWNERS_CLAIM_WORD.search(left) and _OWNERS_CLAIM_END.search(left)):
        return None
    if _OWNERS_CLAIM_DECLINE.search(left) or _EXCLUSIVE_SAID.search(text):
        return None
    said = sorted({int(m.group("s")) - 1 for m in seats})
    if len(said) != len(seats) or said[-1] >= players:
        return None
    alone = bool(re.search(r"혼자|단독", left))
    together = bool(re.search(r"같이|함께|공유|공동|둘|두\s*(?:명|사람)", left))
    if alone and (together or len(said) > 1):
        return None
    state = _start(players)
    assert state is not None  # two to four players (the only caller's): the engine's counts
    owners = state.gateway_owners
    n = int(numbered[0].group("a") or numbered[0].group("b"))
    held_by = sorted(owners[n - 1])
    if len(said) == 1 and not alone and (together or len(held_by) > 1):
        return None  # "1번 플레이어 거" of a shared gateway: one of its owners, or alone?
    ok = said == held_by
    who = _seats_of(held_by)
    verdict = (
        ("네, " if ok else "아니요, ")
        + f"게이트웨이 {n}번은 {josa(who, '이', '가')} "
        + ("함께 가집니다" if len(held_by) > 1 else "혼자 가집니다")
    )
    return Computed(
        INDIGO,
        "indigo-gateways",
        verdict,
        f"{players}명 게임의 게이트웨이 {n}번 주인은 {who}입니다"
        + (" (공유)." if len(held_by) > 1 else "."),
        f"{players}명 게임, 게이트웨이 {n}번이 {_seats_of(said)}{' 혼자' if alone else ''}의 것인지",
        [f"게이트웨이별 주인: {_chart(owners)}."],
        [_chart_entry(players)],
        ok,
    )


# "4인이면 게이트 전부 공유고 한 사람당 3개지?", "2인이면 공유 없고 각자 3개씩이지?": two
# claims of the gateways joined by 고, one ending asked of both (was: not read)
_TWO_GW_CLAIMS = patterns.compile(
    r"^(?P<a>[^?]+?(?:공유|공동|(?P<verb>있|없)|혼자|단독|씩|개|곳))(?:이)?고\s+(?P<b>[^?]+[?]*)$"
)
_GW_CLAIM_JOINED_END = patterns.compile(
    r"(?P<end>(?:이)?(?:지|죠|지요|야|이야|예요|에요|이에요|임)[?]*|맞[가-힣]*[?]*|[?]+)\s*$"
)


def _two_gateway_claims(text: str) -> Computed | None:
    """Two claims of the gateways for N players joined by 고, asked once: 네 when both are the
    engine's chart, 아니요 when either is not; None unless each is read alone as a claim."""
    joined = _TWO_GW_CLAIMS.match(text.strip())
    end = _GW_CLAIM_JOINED_END.search(text)
    players = players_named(_ONE_PLAYER.sub(" ", text))
    if joined is None or end is None or players not in (2, 3, 4) or not _GW_WORD.search(text):
        return None
    first, second = joined.group("a"), joined.group("b")
    if players_named(_ONE_PLAYER.sub(" ", second)) is None:
        second = f"{players}인이면 " + ("" if _GW_WORD.search(second) else "게이트 ") + second
    if players_named(first) is None or _CLAIM_END.search(first):
        return None
    if not _GW_WORD.search(first):
        return None
    if HEARD_CLAIM_END.search(text) or asked_in_the_negative(text):
        return None  # a denial or a claim heard: which of the two it is said of is not plain
    asked = f"{first}지?" if joined.group("verb") else f"{first} 맞지?"
    found = [indigo_gateways(asked), indigo_gateways(second)]
    if any(f is None or f.ok is None or f.kind != "indigo-gateways" for f in found):
        return None
    a, b = found
    assert a is not None and b is not None
    # each statement without its parenthesis (the chart's summary, said once), the second
    # without the players said again
    stated = [YES_NO_PREFIX.sub("", f.verdict).split(" (")[0] for f in (a, b)]
    stated[1] = stated[1].removeprefix(f"{players}명이면 ")
    if a.ok and b.ok:
        verdict = "네, 둘 다 맞습니다"
    elif a.ok:
        verdict = "아니요, 앞의 말은 맞지만 뒤의 말이 틀립니다"
    elif b.ok:
        verdict = "아니요, 앞의 말이 틀립니다"
    else:
        verdict = "아니요, 둘 다 틀립니다"
    return Computed(
        INDIGO,
        "indigo-gateways",
        f"{verdict}: {stated[0]}" + ("" if stated[1] in stated[0] else f"; {stated[1]}"),
        a.summary,
        f"{a.case}, 그리고 {b.case.split(', ', 1)[-1]}",
        list(dict.fromkeys([*a.details, *b.details])),
        list(dict.fromkeys([*a.rule_ids, *b.rule_ids])),
        bool(a.ok and b.ok),
    )


# "게이트웨이 하나를 세 명이 같이 쓰기도 해?", "한 출구를 3명이 공유할 수 있어?", "게이트 하나에
# 주인 세명 될 수 있어요?", "게이트웨이 하나 주인이 최대 몇 명이야?": the owners of one gateway,
# counted past two or asked (was: the 3-player chart, the count read as the players')
_ONE_GATEWAY_SAID = patterns.compile(
    rf"{_GATEWAY_WORDS}\s*+(?:를|을|에|의)?\s*+(?:하나|한\s*+개|1\s*+개|한\s*+곳)"
    rf"|(?<![가-힣])(?:한|하나의|같은)\s*+{_GATEWAY_WORDS}"
)
_OWNERS_PAST_TWO = patterns.compile(
    r"(?<![가-힣\d])(?:(?:세|네|3|4)\s*+(?:명|사람|플레이어)|셋|넷)\s*+(?:이|가|의|이나|씩)?\s*+"
    r"(?:다\s*+|모두\s*+|전부\s*+|같이\s*+|함께\s*+)?"
    r"(?:같이|함께|공유|공동|나눠|나누|토큰|주인|소유|쓰|써|가지|가져|갖)"
    r"|(?:주인|토큰)\s*+(?:이|가|은|는)?\s*+(?:세|네|3|4)\s*+(?:명|사람|개)"
)
_TWO_SHARE_ONE = patterns.compile(
    r"(?<![가-힣\d])(?:(?:두|2)\s*+(?:명|사람)|둘)\s*+(?:이|가)?\s*+(?:다\s*+)?"
    r"(?:같이|함께|공유|공동|나눠|나누)"
)
_OWNERS_MOST_ASKED = patterns.compile(
    r"(?:주인|토큰|공유|같이\s*+쓰|함께\s*+쓰)[^?]{0,12}?(?:최대\s*+)?몇\s*+(?:명|사람|개)(?:\s*+까지)?"
    # "최대 몇 명까지 주인이 될 수 있어?": the count asked before the owners
    r"|(?:최대\s*+)?몇\s*+(?:명|사람)\s*+(?:까지\s*+)?(?:이|가)?\s*+(?:주인|같이|함께|공유|나눠)"
)
_OWNERS_DECLINE = patterns.compile(
    r"나가|나간|나갔|받|점수|보석|몇\s*+점|예비|변형|혼자|단독|각자|씩"
)


def _owners_of_one(text: str) -> Computed | None:
    """The most owners one gateway has, from the engine's set-ups of two to four players
    (two: a gateway has two token spaces); None unless one gateway is said and its owners are
    counted past two, or their most asked."""
    if not _ONE_GATEWAY_SAID.search(text) or _OWNERS_DECLINE.search(text) or not _one_case(text):
        return None
    past_two = _OWNERS_PAST_TWO.search(_ONE_GATEWAY_SAID.sub(" ", text))
    most_asked = _OWNERS_MOST_ASKED.search(text)
    if not (past_two or most_asked) or (past_two and most_asked):
        return None
    states = [s for p in (2, 3, 4) if (s := _start(p)) is not None]
    if len(states) != 3:
        return None
    most = max(len(o) for s in states for o in s.gateway_owners)
    if most != 2:
        return None
    ok: bool | None = None
    if past_two:
        ok = False
        verdict = "한 게이트웨이의 주인은 많아야 두 명입니다"
        if not (asked_in_the_negative(text) or re.search(r"없[가-힣]*\s*+[?!.~]*$", text)):
            verdict = "아니요, " + verdict
    else:
        verdict = "많아야 두 명입니다 (토큰 자리 두 개)"
    return Computed(
        INDIGO,
        "indigo-gateways",
        verdict,
        "게이트웨이마다 토큰 자리가 두 개뿐이라 한 게이트웨이의 주인은 많아야 두 명입니다. 세 "
        "사람 이상이 한 게이트웨이를 나눠 갖는 일은 없습니다.",
        "게이트웨이 하나의 주인 수",
        [
            f"{s.num_players}명 게임: 게이트웨이마다 주인 "
            + ", ".join(str(len(o)) for o in s.gateway_owners)
            + "명"
            for s in states
        ],
        [RULE_SHARED, _chart_entry(3), _chart_entry(4)],
        ok,
    )


def indigo_gateways(text: str) -> Computed | None:
    """How the six gateways are shared out for N players, from the engine's set-up."""
    from tutor.engine import SetupError
    from tutor.games.indigo import ENGINE

    text = _GAME_NAMES.sub(" ", text)
    both = _two_gateway_claims(text)
    if both is not None:
        return both
    one = _owners_of_one(text)
    if one is not None:
        return one
    if _ONE_GATEWAY_SAID.search(text) and _TWO_SHARE_ONE.search(text):
        # "게이트웨이 하나 두 명이 같이 쓰는 거 맞지?": two owners of one gateway, not a game of
        # two (was: the 2-player chart, "공유 없음")
        return None
    players = players_named(text)
    if players is None and _EACH_HOLDS_COUNT.search(text):
        # "2인 게임에서 한 사람이 게이트 3개씩 가져?": one player of the count said, never a
        # 1-player game (was: two counts, not read); only the claim of each one's count is read
        players = players_named(_ONE_PLAYER.sub(" 각자 ", text))
        if players not in (2, 3, 4):
            return None
        assert players is not None
        each_state = _start(players)
        assert each_state is not None  # two to four players: the engine's counts
        found = _share_claimed(_ONE_PLAYER.sub(" 각자 ", text), players, each_state.gateway_owners)
        return found if found and found.case.endswith("를 가지는지") else None
    if players in (2, 3, 4) and _one_case(text):
        assert players is not None
        owners_claimed = _gateway_owners_claimed(PLAYER_COUNT.sub(" ", text), players)
        if owners_claimed is not None:
            return owners_claimed
    layout_said = _SIDE_BY_SIDE.search(text) or _ALTERNATING.search(text) or _OPPOSITE.search(text)
    each_holds = bool(_EACH_HOLDS_COUNT.search(text) and _EACH_HOLDS_END.search(text))
    if not (_GW_WORD.search(text) and (_GW_ASKS.search(text) or layout_said or each_holds)):
        return None
    if players is None:
        return _gateways_on_board(text)
    # "요약본엔 각자 단독 2개라는데 … 3인 정식 배치는?": the variant only quoted, the official
    # chart asked
    official = players == 3 and bool(_OFFICIAL.search(text))
    no_sharing = players == 3 and bool(_EXCLUSIVE_SAID.search(text)) and not official
    said = _EXCLUSIVE_SAID.sub(" ", text) if no_sharing or official else text
    if _GW_DECLINE.search(said):
        return None
    try:
        state = ENGINE.new_game(
            players, seed=0, options={"gateways": "exclusive"} if no_sharing else None
        )
    except SetupError:
        return None  # the players' count is the engine's own message, not a gateway chart
    assert isinstance(state, IndigoState)
    owners = state.gateway_owners
    if _SINO_COUNT.search(text):
        return None  # "칠 번 게이트웨이": a number the chart's summary does not answer
    layout = _gateway_layout(text, players, owners, no_sharing)
    if layout is not None:
        return layout
    if _OPPOSITE.search(text):
        return None if no_sharing else _opposite_gateway(text, players, owners)
    claimed_early = None if no_sharing else _share_claimed(text, players, owners)
    if claimed_early:
        return claimed_early  # "게이트웨이 2개씩 혼자": a count, never gateway 2
    count_claimed = None if no_sharing else _sort_count_claimed(text, players, owners)
    if count_claimed is not None:
        return count_claimed  # "공유 게이트 3개래": a count of the board's, never gateway 3
    if _GW_SPECIFIC.search(PLAYER_COUNT.sub(" ", text)):
        if no_sharing:
            return None
        return _one_gateway(text, players, owners)
    if not no_sharing:
        counted = _gateways_of_a_sort(PLAYER_COUNT.sub(" ", text), players, owners)
        if counted is not None:
            return counted

        exists = _sort_exists(text, players, owners)
        if exists is not None:
            return exists
    if _SIDE_BY_SIDE.search(text) or _ALTERNATING.search(text):
        # "3명이면 내 게이트웨이끼리 붙어 있어?", "… 안 붙어 있어?": a layout asked that the
        # layout reader leaves (shared gateways, a negation); the summary does not answer it
        return None
    claimed = _share_claimed(text, players, owners)
    if claimed is not None:
        return claimed or None
    if players == 2 and not no_sharing and _HALVES.search(text):
        claim = _CLAIM_END.search(text) or re.search(r"[?]\s*$", text)
        return _halves(owners, bool(_ONE_SIDE.search(text) and claim))
    every = _EVERY_OF_A_SORT.search(text)
    if every and not no_sharing and (_CLAIM_END.search(text) or re.search(r"[?]\s*$", text)):
        # "4인 게임이면 게이트 전부 공유야?", "2인이면 게이트 다 혼자 가져?": every gateway said
        # to be of one sort (was: the chart's summary, no 네/아니요)
        ok = all((len(o) > 1) == bool(every.group("shared")) for o in owners)
        return Computed(
            INDIGO,
            "indigo-gateways",
            ("네, " if ok else "아니요, ") + f"{players}명이면 {_share_of(owners)}",
            _sort_summary(players, owners, bool(every.group("shared"))),
            f"{players}명 게임, 게이트웨이가 모두 "
            + ("공유인지" if every.group("shared") else "혼자 가지는 것인지"),
            [f"게이트웨이별 주인: {_chart(owners)}."],
            [_chart_entry(players)],
            ok,
        )
    verdict = _share_of(owners)
    details = [f"게이트웨이별 주인: {_chart(owners)}."]
    shared_all = sum(1 for o in owners if len(o) > 1)
    if shared_all:
        details.append(
            f"함께 가지는 게이트웨이 {shared_all}곳으로 나간 보석은 주인 두 사람이 하나씩 받습니다."
        )
    if no_sharing:
        return Computed(
            INDIGO,
            "indigo-gateways",
            verdict,
            "공유 없이 하는 3인 변형에서는 게이트웨이 6곳 가운데 " + verdict.split(" (")[0] + ".",
            "3명 게임, 단독 소유 변형",
            details,
            [ENTRY_NO_SHARING, "indigo.setup.gateways-3p"],
            None,
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
        f"{players}명이면 게이트웨이 6곳 가운데 "
        + verdict.split(" (")[0]
        + "."
        + (
            f" 두 사람이 함께 가지는 게이트웨이는 모두 {shared_all}곳입니다."
            if 0 < shared_all < len(owners)
            else ""
        ),
        f"{players}명 게임",
        details,
        [_chart_entry(players)],
        None,
    )


# -- scenes the engine plays -----------------------------------------------------------------
# A placement: (route tile type id, cell [q, r], rotation). A scene's i-th placement uses the
# i-th tile of the set-up's draw order (one-tile hands), so it plays alike for any players.
Placement = tuple[str, tuple[int, int], int]
ENTRY_RESERVE = "indigo.setup.reserve"
ENTRY_TREASURE = "indigo.setup.treasure"
ENTRY_TILES = "indigo.setup.tiles"
ENTRY_SEQUENCE = "indigo.turn.sequence"
# FAQ entries a verdict cites first when they are the case exactly
ENTRY_OPPONENT_GATEWAY = "indigo.faq.opponent-gateway"
ENTRY_SHARED_GATEWAY = "indigo.faq.shared-gateway"
ENTRY_TIE = "indigo.faq.tie"
ENTRY_TWO_PLAYER_RESERVE = "indigo.faq.two-player-reserve"
ENTRY_EMPTY_PILE = "indigo.faq.empty-pile"  # the pile run out while gems remain
# Three straight tiles on the six cells around the centre, in this order: each frees the
# centre's next gem, which goes straight out and stops one cell further.
_AROUND_CENTRE: tuple[Placement, ...] = tuple(
    ("straights", cell, 0) for cell in ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
)
_TO_GATEWAY_2: tuple[Placement, ...] = (
    ("straight-sharp", (2, -1), 2),
    ("straight-sharp", (3, -2), 2),
    ("straight-sharp", (4, -3), 2),
)
# The last placement of each scene sends one gem of that kind out through gateway 2, which
# two players hold at three and at four players (the engine's ownership chart).
_SHARED_EXIT: dict[str, tuple[Placement, ...]] = {
    "amber": (("sharp-curves", (3, -3), 1), ("straight-sharp", (4, -3), 0)),
    "emerald": (("long-curves", (1, 0), 1), *_TO_GATEWAY_2),
    "sapphire": (
        *(p for p in _AROUND_CENTRE if p[1] != (1, 0)),
        *_TO_GATEWAY_2,
        ("long-curves", (1, 0), 1),
    ),
}
_KIND_RE = patterns.compile("|".join(sorted(map(re.escape, _KIND_OF), key=len, reverse=True)))
# Words only an Indigo question has: a hand-of-tiles question must name the game or one of them
_INDIGO_MARK = patterns.compile(r"나빗길|인디고|indigo|보석|길\s*타일|게이트")


def _seats(players: int) -> list[str]:
    """The players as the answers name them (the gateway chart's 1번 플레이어, …)."""
    return [f"{seat + 1}번 플레이어" for seat in range(players)]


def _start(players: int, options: dict[str, Any] | None = None) -> IndigoState | None:
    """The engine's set-up for ``players`` (counts only are read from it); None for a count
    or an option the engine refuses. (Its and :func:`_play`'s callers with the two-player
    set-up or a fixed scene assert a result: a refusal there is a bug, logged, and no answer.)"""
    from tutor.engine import SetupError
    from tutor.games.indigo import ENGINE

    try:
        state = ENGINE.new_game(players, seed=0, options=options)
    except SetupError:
        return None
    assert isinstance(state, IndigoState)
    return state


def _play(
    players: int, scene: tuple[Placement, ...], options: dict[str, Any] | None = None
) -> tuple[IndigoState, list[Event]] | None:
    """The state after the engine plays ``scene`` for ``players``, and the last placement's
    events; None when the engine refuses it."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.indigo import ENGINE

    try:
        state = ENGINE.new_game(
            players,
            seed=0,
            options=options,
            setup={"tiles": [t for t, _c, _r in scene]},
            names=_seats(players),
        )
        assert isinstance(state, IndigoState)
        events: list[Event] = []
        for tile, cell, rotation in scene:
            events = state.apply({"cell": list(cell), "rotation": rotation, "tile": tile})
    except (RuleViolation, SetupError):
        return None
    return state, events


def _example(
    players: int, scene: tuple[Placement, ...], options: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The position :func:`_play` plays, as an FAQ example (the placements before the last as
    moves, the last as the one tried): what an answer's board shows."""
    moves = [
        {"cell": list(cell), "rotation": rotation, "tile": tile} for tile, cell, rotation in scene
    ]
    return {**_seeded(0, moves, options, players), "setup": {"tiles": [t for t, _c, _r in scene]}}


def _said(event: Event) -> str:
    """An event's narration as an answer shows it."""
    return str(event["text"])


def _kind_counts(gems: list[int]) -> dict[str, int]:
    """{kind: count} of these gems, in the order amber, emerald, sapphire."""
    return {k: n for k in _KIND_WORDS if (n := sum(1 for g in gems if GEM_KINDS[g] == k))}


def _board_gems(state: IndigoState) -> list[int]:
    return [*state.centre, *state.gem_at.values()]


def _has_shared(state: IndigoState) -> bool:
    return any(len(owners) > 1 for owners in state.gateway_owners)


def _centre_order(state: IndigoState) -> str:
    """The centre's gems in the order they leave: "에메랄드 5개, 그다음 사파이어 1개"."""
    runs: list[list[Any]] = []
    for gem in state.centre:
        if runs and runs[-1][0] == GEM_KINDS[gem]:
            runs[-1][1] += 1
        else:
            runs.append([GEM_KINDS[gem], 1])
    return ", 그다음 ".join(f"{_NAME_OF[k]} {n}개" for k, n in runs)


# -- a gem leaving through a shared gateway ----------------------------------------------------
# "에메랄드가 나랑 지수 공유 게이트로 나갔어. 지수도 받아?", "4명인데 호박이 나랑 옆 사람
# 게이트로 나가면 둘 다 1점씩?", "같이 쓰는 게이트로 사파이어 나갔는데 예비에 사파이어 있어?"
_EXIT = patterns.compile(
    r"나가|나갔|나간|나감|나갈\s*(?:때|경우)|나오면|나왔|빠져|빠졌|빠지면|보내|보냈|들어가|들어갔"
    # "내 게이트로 나옴", "내 출구로 들어옴": the gem's leaving told in the noun form
    r"|(?<=로\s)(?:나옴|들어옴|들어왔)"
    # "내 게이트에 에메랄드 들어오면": the gem coming into the asker's gateway
    r"|(?:게이트|출구)(?:웨이)?\s*(?:로|으로|에)\s+(?:[가-힣]+\s+)?"
    r"(?:들어오면|들어와서|들어온다면|들어온대|들어온다던데)"
)
_SHARED = patterns.compile(
    r"공유|공동|같이\s*(?:쓰|가진|갖|가지|소유)|함께\s*(?:쓰|가진|갖|가지|소유)"
    # "같이 토큰 올려둔 게이트웨이": both owners' tokens on it
    r"|(?:같이|함께|둘\s*다)\s*(?:토큰|말|마커)\s*(?:을|를)?\s*(?:올려|올린|놓은|놔둔|둔)"
    r"|(?:나|내)(?:랑|하고|와)\s+\S+(?:\s+\S+)?\s+(?:공유\s*)?(?:게이트|출구)"
)
_GATE = patterns.compile(r"게이트|출구|gateway")
_SHARED_ASKS = patterns.compile(
    r"어떻게|어떡|어케|받|둘\s*다|모두|몇\s*점|점수|누가|누구|있어|있나|있니|있냐|있음|있을|가져|점씩|개씩|나눠|주나|줘"
    r"|주잖|주는데|주면|부족|모자|바닥나|동나"
)
# "… 아닌 데로", "… 말고": the gateway named is the one the gem does not leave through
_NOT_THIS_GATE = r"{gate}\s*(?:가|이|는|은)?\s*(?:아닌|아니고|아니라|아니면|말고|빼고|외에|(?:안|못)\s*(?:가|간|나가|나간))"
_SHARED_DECLINE = patterns.compile(
    r"충돌|부딪|혼자|단독|변형|싫|상대\s*(?:방)?\s*(?:의\s*)?(?:게이트|출구)|남의|멈춰|막|곡선|커브"
    r"|이기|이겨|동점"
    # "다른 한 명은 어디서 받아요?": where the second gem comes from, which 네 does not answer
    r"|어디\s*(?:서|에서)"
    # "공유 게이트 아닌 데로 나가면": a gateway said not to be shared (was: 두 주인 모두 받습니다)
    r"|" + _NOT_THIS_GATE.format(gate=rf"공유\s*{_GATEWAY_WORDS}?")
)
# "두 사람이 같이 쓰는", "주인 둘이 1개씩", "둘이 나눠 가져?": the two owners, not two players;
# never "2명이서", "둘이서" (the players of the game: "2명이서 공유 게이트웨이로 …")
_PAIR = patterns.compile(
    r"주인\s*(?:둘|두\s*(?:명|사람)|2\s*(?:명|사람))|두\s*주인"
    r"|(?:두|2)\s*(?:사람|명)\s*(?:이|의|은|는|가|만)?\s*"
    r"(?=(?:다\s*|모두\s*|각각\s*|각자\s*)?(?:같이|함께|공유|다|모두|나눠|나누|반|1\s*개|한\s*개|하나|\d\s*점|받|가져|먹|얻"
    r"|몇\s*(?:점|개)|합쳐|합해|합하|합치))"
    r"|둘(?:이|은|만|다)?\s*"
    r"(?=(?:다\s*|모두\s*|각각\s*|각자\s*)?(?:같이|함께|공유|나눠|나누|반|1\s*개|한\s*개|하나|\d\s*점|받|가져|먹|얻"
    # "둘이 몇 점씩 받아?", "둘이 합쳐 몇 점?": the owners' points (was: a 2-player game)
    r"|몇\s*(?:점|개)|합쳐|합해|합하|합치))"
)
# "한 명만 받아?", "민수만 가져가?", "먼저 닿은 사람만?", "둘 중 하나만": one owner only
_ONLY_ONE = patterns.compile(
    r"(?:한|1)\s*(?:명|사람|쪽|주인)\s*(?:에게|한테)?\s*만"
    r"|(?<![가-힣])(?:하나|한쪽|누구\s*하나)\s*만"
    r"|둘\s*중\s*(?:에\s*)?(?:하나|한\s*(?:명|사람|쪽)|누구)"
    r"|먼저\s*\S+\s*(?:사람|쪽|애|플레이어)\s*만"
    r"|(?<![가-힣\d])(?!(?:주인|둘|두|명|사람|개|점|점수|씩|그것|이것|그거|이거|보석|호박|에메랄드"
    r"|사파이어|[가-힣]{0,3}씩)만)[가-힣a-z]{1,4}?"
    r"(?:이|가|에게|한테)?만\s*(?:받|가져|먹|얻|챙|점수)"
)
# "세 명 다 받아?", "셋 다", "네 명 모두", "모든 플레이어가", "4인인데 … 세 명이 받아?": more
# players than the gateway's two owners
_ALL_PLAYERS = patterns.compile(
    r"(?<![가-힣])(?:세|네|셋|넷|[34])\s*(?:명|사람)?\s*(?:이|가|은|는)?\s*(?:다|모두|전부|전원)"
    r"|(?<![가-힣])(?:세|네|[34])\s*(?:명|사람)\s*(?:이|가)?\s*(?:다\s*)?(?:받|가져|먹|얻|점수)"
    r"|모든\s*(?:플레이어|사람|참가자|인원)|전원|다들|(?:모두|전부)\s*다\s*(?:받|가져)"
)
# "반씩 나눠?", "나눠 가져?": a gem split between the owners (each takes a whole one)
_SPLIT = patterns.compile(r"반씩|반반|절반|반\s*나눠|나눠|나누|나뉘|쪼개|분배")
# The asker among the gateway's owners ("나랑 지수 공유 게이트"); the asker or the one who sent
# the gem, named apart from them ("A랑 B가 같이 쓰는 게이트로 제가 보냈어요. 저도 받나요?"):
# whether the asker is an owner is then not said, and the reader gives no verdict.
# never "나랑 상관없는 공유 게이트": one the asker does not hold
_ASKER_OWNS = patterns.compile(
    r"(?<![가-힣])(?:나|내|저|제)(?:랑|하고|와|이랑)(?:은|는)?"
    r"(?!\s*(?:상관|관계|관련|무관|안\s*겹|겹치지))"
    # "친구랑 나 공유 게이트": the asker named second, before the gateway's word
    r"|(?<![가-힣])[가-힣]{1,4}?(?:이랑|랑|하고|와|과)\s++(?:나|저)(?:\s*+(?:의|가|이))?\s++"
    r"(?=(?:같이|함께|공유|공동|게이트|출구))"
)
_ASKER_OR_SENDER = patterns.compile(
    r"(?:나|저)(?:도|는)|(?:제|내)가|(?<![가-힣])(?:난|전)\s|보내|보냈|놓은|놓아서|놔서|때문에"
)
# "지수도 받아?": the one asked about must be one of the owners the question names
_ALSO = patterns.compile(r"(?P<who>[가-힣a-z]+?)도\s*(?:받|점수|가져|먹|얻)")
# "형은 못 받지?", "나는 안 받아?": one player said to take nothing
_DENIED = patterns.compile(
    r"(?<![가-힣a-z])(?P<who>[가-힣a-z]+?)(?:은|는|도|이|가)?\s*(?:하나도\s*|아무것도\s*|점수\s*(?:를|도)?\s*)?"
    r"(?:못|안)\s*(?:받|가져|먹|얻)"
)
_NOTHING_SAID = patterns.compile(
    r"(?<![가-힣a-z])(?P<who>[가-힣a-z]+?)(?:은|는|도|한테는?|에게는?)?\s*+(?:점수|보석|아무것도)\s*+"
    r"(?:가|는|도|이)?\s*+(?:하나도\s*+)?없"
)
_OWNERS = patterns.compile(
    r"(?P<a>[가-힣a-z]+?)(?:이랑|랑|하고|와|과)\s+"
    r"(?P<b>(?:(?:다른|옆|왼쪽|오른쪽|맞은편)\s*)?[가-힣a-z]+?)(?:이|가|의)?\s+"
    r"(?:같이|함께|공유|게이트|출구)"
)
# "3점씩", "둘 다 3점", "두 사람 모두 2점": the points each owner is said to get
_CLAIM = patterns.compile(
    rf"({_COUNT})\s*점\s*씩"
    rf"|(?:둘|두\s*(?:주인|사람|명)|2\s*(?:명|사람))\s*(?:이|은|는|가)?\s*(?:다|모두)\s*({_COUNT})\s*점"
)
_ONE_EACH = patterns.compile(r"(?:한|하나|1)\s*개?\s*씩")
# "둘이 합쳐 몇 점?", "총 몇 점?": the two owners' points added up; "합쳐서 2점 맞지?": that sum
# claimed (was: "1점씩", not the sum asked; a sum claimed was not read)
_SUM_ASKED = patterns.compile(r"(?<![가-힣])총\s*(?:몇|얼마|점수)|" + _TOGETHER.pattern)
_SUM_CLAIMED = patterns.compile(
    rf"(?:합쳐|합해|합하면|합치면|합계|(?<![가-힣])총)\s*(?:서|서는|해서|하면)?\s*(?P<n>{_COUNT})\s*점(?!\s*씩)"
)
# "예비 사파이어 1개 줘야 하는데": the one gem the reserve gives, not a count of gems leaving
_RESERVE_ONE = patterns.compile(
    r"예비\s*(?:보석\s*)?(?:에서\s*)?(?:호박|에메랄드|사파이어)?\s*(?:을|를)?\s*"
    r"(?:(?:1|한)\s*(?:개|알)|하나)"
)
# "다른 한 명은 예비에서", "나머지 사람은 예비 호박": the second owner said to take one from the
# reserve
_OTHER_FROM_RESERVE = patterns.compile(
    r"(?:다른|나머지)\s*(?:한\s*)?(?:명|사람|주인|쪽|분|애)\s*(?:은|는|이|가)?\s*(?:\S+\s*){0,2}?예비"
)
# "공유 안 하는 규칙", "공유하지 않는 방식", "공유 게이트 없이": the game said to share no gateway
_SHARING_DENIED = patterns.compile(
    _EXCLUSIVE_SAID.pattern
    + r"|공유하지\s*않|공유\s*(?:를|는|도)?\s*(?:안|못)\s*하"
    + rf"|공유\s*{_GATEWAY_WORDS}\s*(?:가|는|도)?\s*(?:하나도\s*)?없(?:이|는|어|고|게)"
)
# "부족할 일 없어?", "모자라지 않아?": whether the reserve runs short
_SHORT = patterns.compile(r"부족|모자라|모자랄|모잘|바닥나|동나")
_HOW = patterns.compile(r"몇|얼마|누가|누구|어떻게|어떡|어케|점수\s*(?:는|은)\s*[?]*\s*$")


# "저(빨강)랑 청록이": a player's colour said in brackets beside them
_SEAT_COLOURS = r"(?:빨강|파랑|초록|노랑|청록|보라|흰색|하양|검정|주황)"
_SEAT_COLOUR = patterns.compile(rf"\s*\({_SEAT_COLOURS}\S{{0,2}}\)")
# "제가 빨강이고 흰색이랑 같이 쓰는", "나는 청록인데 민수랑 공유하는": the asker's colour said, then
# the other owner (read as "저랑 흰색 같이 쓰는")
_ASKER_THEN_OTHER = patterns.compile(
    rf"(?<![가-힣])(?:제가|내가|저는|나는|전|난)\s*{_SEAT_COLOURS}\s*(?:색)?\s*"
    r"(?:이고|인데|이에요\s*,|예요\s*,|이구요|이고요|,)\s*"
    r"(?P<other>[가-힣]{1,4}?)\s*(?:이랑|랑|하고|와|과)\s*(?=같이|함께|공유|공동)"
)
# "사파이어는 2개밖에 없는데", "호박은 상자에 12개뿐인데": the box's count of a kind, said aside
_BOX_TOTAL_SAID = patterns.compile(
    rf"(?P<kind>{_GEM_WORDS})\s*(?:은|는|이|가)?\s*(?:상자에\s*|게임에\s*|전부\s*|총\s*|모두\s*)?"
    rf"(?P<n>{_COUNT})\s*개\s*(?:밖에\s*(?:없|안\s*되)|뿐이?)[가-힣]*\s*,?"
)


# "나 2점 받아?", "저는 3점 얻어요?": the asker asked to take some points
_MY_POINTS_TAKEN = patterns.compile(
    r"(?<![가-힣])(?:나|저)(?:는|도)?\s*(?P<n>\d)\s*점\s*(?:을|를|도)?\s*(?=받|얻|먹|가져)"
)


def indigo_shared_exit(text: str) -> Computed | None:
    """What the owners of a shared gateway get when one gem leaves through it, as the engine
    plays it: a scene sending a gem of that kind out through a gateway two players hold; any
    gem when none is named (the scene's amber, its name and points left out of the verdict)."""
    found = _shared_exit(text)
    if found is None or _KIND_RE.search(text):
        return found
    name, points = _NAME_OF["amber"], _POINT_OF["amber"]

    def any_gem(said: str) -> str:
        for amber, gem in (
            (f" ({points}점씩)", ""),
            (f" ({points}점)", ""),
            (f"예비 보석에서 {name} 1개", "예비 보석에서 같은 보석 1개"),
            (f"예비에서 {name} 1개", "예비에서 같은 보석 1개"),
            (f"둘 다 {points}점을 얻습니다", "둘 다 같은 점수를 얻습니다"),
            (f"나간 {josa(name, '을', '를')}", "나간 보석을"),
            (f"나간 {josa(name, '은', '는')}", "나간 보석은"),
            (josa(name, "을", "를"), "보석을"),
            (josa(name, "이", "가"), "보석이"),
        ):
            said = said.replace(amber, gem)
        return said

    summary = any_gem(found.summary.split(" 예비에는 처음에")[0])
    if name in found.verdict.replace(josa(name, "을", "를"), "") or re.search(
        r"\d\s*점", any_gem(found.verdict)
    ):
        return None  # a verdict that names the scene's gem some other way
    return dataclasses.replace(
        found,
        verdict=any_gem(found.verdict),
        summary=summary,
        case=any_gem(found.case).replace(f"{name} 1개", "보석 1개"),
        details=[
            *found.details,
            f"(직접 두어 본 장면에서는 {josa(name, '이', '가')} 나갔습니다. 어느 보석이든 같습니다.)",
        ],
    )


def _shared_exit(text: str) -> Computed | None:
    """:func:`indigo_shared_exit`'s reading, the gem's kind named or not (an amber then)."""
    text = _SEAT_COLOUR.sub("", _told_aside(_GAME_NAMES.sub(" ", text)))
    text = _ASKER_THEN_OTHER.sub(lambda m: f"저랑 {m.group('other')} ", text)
    for total in _BOX_TOTAL_SAID.finditer(text):
        if count_word(total.group("n")) != _TOTAL_OF[_KIND_OF[total.group("kind")]]:
            return None  # a count of the box that is not the box's
    text = _BOX_TOTAL_SAID.sub(" ", text)
    # "나랑 친구 공유 게이트로 에메랄드 나가면 나 2점 받아?": the asker, an owner, asked to take
    # the gem's points (was: not read, the points a number of gems); read as "나도 받아?", the
    # points checked against the gem's below
    my_points = _MY_POINTS_TAKEN.search(text)
    if my_points:
        text = text[: my_points.start()] + "나도 " + text[my_points.end() :]
    seats = _SAID_OWNERS.search(text)
    if seats:
        # "1번 플레이어랑 2번 플레이어가 같이 가진": two owners by seat, who share a gateway at
        # any count that seats them both
        told = players_named(_PAIR.sub(" ", text))
        if (
            max(int(seats.group("a")), int(seats.group("b"))) > (told or 4)
            or len(_SAID_OWNERS.findall(text)) > 1
            or seats.group("a") == seats.group("b")
        ):
            return None
        text = text[: seats.start()] + " 두 사람" + text[seats.end() :]
    if not (_EXIT.search(text) and _SHARED.search(text) and _GATE.search(text)):
        return None
    if not _one_case(text) or _SINO_COUNT.search(text):
        return None  # "둘 다 받아? 친구는 한 명만 받는다던데": the remark's claim was read (was 아니요)
    if not (_SHARED_ASKS.search(text) or _SUM_CLAIMED.search(text)) or _SHARED_DECLINE.search(text):
        return None
    if _ASKER_OR_SENDER.search(text) and not _ASKER_OWNS.search(text):
        return None
    also = _ALSO.search(text)
    if also:
        owners = _OWNERS.search(text)
        named = {owners.group("a"), owners.group("b"), "나", "저", "내", "제"} if owners else set()
        said = owners.group("b").split() if owners else []
        before = text[: also.start()].split()
        if len(said) > 1 and before and before[-1] in ("그", said[0]):
            # "저랑 다른 사람이 같이 쓰는 … 그 사람도 받나요?": the other owner by their noun,
            # after 그 or their own word (never "세 번째 사람도", "맞은편 사람도")
            named.add(said[-1])
        if also.group("who") not in named:
            return None  # someone who may not hold the gateway
    # "나는 점수 없지?": an owner said to score nothing, a claim (never asked in the negative)
    nothing = _NOTHING_SAID.search(text)
    outsider = False  # the one said to score nothing is neither of the two owners named
    if nothing:
        owners = _OWNERS.search(text)
        if owners is None:
            return None
        mine = {owners.group("a"), owners.group("b")} & _ME_WORDS
        named = {owners.group("a"), owners.group("b"), *(_ME_WORDS if mine else ())}
        outsider = nothing.group("who") not in named
        if outsider and nothing.group("who") in _ME_WORDS:
            return None
    denied = _DENIED.search(text)
    if denied and denied.group("who") in ("다", "둘", "모두", "전부", "둘다", "명", "사람"):
        denied = None  # "둘 다 안 받나?", "한 명은 안 받지?": the owners' ask, read below
    if denied:
        # "나랑 형 공유 게이트로 … 형은 못 받지?": an owner said to take nothing (was: ok, the
        # belief confirmed); anyone else ("동생이 놓은 타일로 … 동생은 못 받지?") may not hold it
        owners = _OWNERS.search(text)
        named = {owners.group("a"), owners.group("b"), *_ME_WORDS} if owners else set()
        if denied.group("who") not in named:
            return None
    kinds = {_KIND_OF[m.group()] for m in _KIND_RE.finditer(text)}
    # "공유 게이트로 나가면 두 명 다 받지?", "공유 게이트로 보석 나가면 한 사람만 받지?": no kind
    # named, any gem (was: not read); the scene sends an amber, the verdict names none, and
    # points, sums or the reserve's gems of a kind are not read
    any_gem = not kinds and not re.search(r"\d|점|예비|합|총", PLAYER_COUNT.sub(" ", text))
    if len(kinds) != 1 and not any_gem:
        return None
    (kind,) = kinds or {"amber"}
    if my_points and int(my_points.group("n")) != _POINT_OF[kind]:
        return None  # points other than the gem's: another question
    only_one = _ONLY_ONE.search(text)
    text = _ONLY_ONE.sub(" ", text)
    sum_claim = _SUM_CLAIMED.search(text)
    summed = count_word(sum_claim.group("n")) if sum_claim else None
    rest = _ONE_EACH.sub(" ", _CLAIM.sub(" ", PLAYER_COUNT.sub(" ", _RESERVE_ONE.sub(" ", text))))
    if _NUMBER.search(_SUM_CLAIMED.sub(" ", rest)) or (sum_claim and summed is None):
        return None  # "호박 2개가 나가면": more than the one gem a scene shows
    claim = _CLAIM.search(text)
    claimed = count_word(claim.group(1) or claim.group(2)) if claim else None
    everyone = _ALL_PLAYERS.search(text)
    # "한 명은 안 받지?": one of the players, never a 1-player game
    players = players_named(_ONE_PLAYER.sub(" ", _PAIR.sub(" ", _ALL_PLAYERS.sub(" ", text))))
    # "나눠 가져?": split, unless a share of each is said ("나눠서 1점씩": the claim decides)
    split = bool(re.search(r"반씩|반반|절반|반\s*나눠|쪼개", text)) or (
        bool(_SPLIT.search(text)) and not (claim or _ONE_EACH.search(text) or _HOW.search(text))
    )
    if players != 2 and _SHARING_DENIED.search(text):
        # "3인인데 게이트 공유 안 하는 규칙으로 해": the game said to be played with no shared
        # gateway (was: both owners take one, of the official chart)
        return None
    name, points = _NAME_OF[kind], _POINT_OF[kind]
    if players == 2:
        played = _play(2, _SHARED_EXIT[kind])
        assert played is not None  # a fixed scene the engine plays
        state, events = played
        scores = [e for e in events if e["type"] == "score"]
        if _has_shared(state) or len(scores) != 1:
            return None
        ok: bool | None = False
        verdict = "아니요, 2명이면 공유 게이트웨이가 없습니다"
        if _HOW.search(text):
            # "몇 점씩 받아?", "누가 가져?": asked how many or who, which 아니요 does not answer;
            # the premise corrected, then who takes it
            verdict, ok = (
                "2명이면 공유 게이트웨이가 없어, 그 게이트웨이의 주인 한 사람만 "
                f"{josa(name, '을', '를')} 받습니다 ({points}점)",
                None,
            )
        return Computed(
            INDIGO,
            "indigo-shared-gateway",
            verdict,
            "2명 게임에서는 게이트웨이를 한 사람씩 혼자 가지므로, 나간 "
            f"{josa(name, '은', '는')} 그 게이트웨이의 주인 한 사람만 받습니다.",
            f"2명 게임, {josa(name, '이', '가')} 게이트웨이로 나감",
            [f"게이트웨이별 주인: {_chart(state.gateway_owners)}.", _said(scores[0])],
            ["indigo.setup.gateways-2p", RULE_EXIT],
            ok,
            example=_example(2, _SHARED_EXIT[kind]),
        )
    counts = [players] if players is not None else [3, 4]
    shown: list[tuple[int, IndigoState, list[Event]]] = []
    for n in counts:
        played = _play(n, _SHARED_EXIT[kind])
        if played is None:
            return None
        state, events = played
        scores = [e for e in events if e["type"] == "score"]
        if not (
            len(scores) == 2
            and all(e["shared"] and e["kind"] == kind and e["points"] == points for e in scores)
            and sum(1 for e in scores if e["from_reserve"]) == 1
        ):
            return None  # not the one shared exit the scene is for
        shown.append((n, state, scores))
    n, state, scores = shown[0]
    fresh = _start(n)
    if fresh is None:
        return None
    in_reserve = _kind_counts(fresh.reserve).get(kind, 0)
    on_board = _kind_counts(_board_gems(fresh)).get(kind, 0)
    reserve_asked = "예비" in text
    short_asked = reserve_asked and bool(_SHORT.search(text))
    if short_asked and in_reserve < on_board:
        return None  # the reserve could run short: not a scene's one exit
    if short_asked:
        # "부족할 일 없어?": the plain statement, right whichever way the question leans
        verdict, ok = (
            f"예비의 {name} {in_reserve}개로 모자라지 않습니다 (보드의 {josa(name, '은', '는')} "
            f"{on_board}개)",
            None,
        )
    elif everyone:
        # "세 명 다 받아?": only the gateway's two owners, never the other players
        verdict, ok = (
            f"아니요, 게이트웨이의 두 주인만 {josa(name, '을', '를')} 1개씩 받습니다 ({points}점씩)",
            False,
        )
    elif nothing and outsider:
        # "나랑 친구 공유 게이트로 … 동생은 점수 없지?": the two owners alone take one each
        verdict, ok = (
            f"네, 게이트웨이의 두 주인만 {josa(name, '을', '를')} 1개씩 받습니다 ({points}점씩)",
            True,
        )
    elif nothing:
        verdict, ok = (
            f"아니요, 두 주인 모두 {josa(name, '을', '를')} 1개씩 받습니다 ({points}점씩)",
            False,
        )
    elif denied:
        # "형은 못 받지?": the plain statement, no 네/아니요 (either reads both ways after a
        # negative), coloured as the statement shown, like every question asked in the negative
        # (it was marked against the belief, a red card saying that both owners take one)
        verdict, ok = (
            f"두 주인 모두 {josa(name, '을', '를')} 1개씩 받습니다 ({points}점씩)",
            True,
        )
    elif claimed is not None and claimed != points:
        verdict, ok = f"아니요, 두 주인 모두 {points}점씩 받습니다", False
    elif summed is not None and not (only_one or split):
        ok = summed == 2 * points
        verdict = ("네, " if ok else "아니요, ") + (
            f"두 주인이 {josa(name, '을', '를')} 1개씩 받아 합쳐 {2 * points}점입니다 ({points}점씩)"
        )
    elif only_one and not split and _OTHER_FROM_RESERVE.search(text):
        # "한 명만 받고 다른 한 명은 예비에서 받아?": the gem to one owner, one from the reserve to
        # the other, which is the rule (was: 아니요, the first half read alone); said in the
        # negative ("예비에서 못 받아?"), the plain statement
        verdict = (
            f"한 주인은 나간 {josa(name, '을', '를')}, 다른 주인은 예비에서 {name} 1개를 "
            f"받습니다 ({points}점씩)"
        )
        ok = None if _RETURN_DENIED.search(text) else True
        verdict = verdict if ok is None else f"네, {verdict}"
    elif only_one or split:
        # "한 명만 받아?", "반씩 나눠?": each owner takes a whole gem of the kind
        verdict, ok = (
            f"아니요, 두 주인 모두 {josa(name, '을', '를')} 1개씩 받습니다 ({points}점씩)",
            False,
        )
    elif reserve_asked:
        verdict, ok = (
            f"네, 예비에 {name} {in_reserve}개가 있어 두 주인 모두 받습니다 ({points}점씩)",
            True,
        )
        if _HOW.search(text):
            # "예비에서 누가 받아?", "예비에 사파이어 하나 있어요. 누가 뭘 받아요?": asked how
            # or who, not whether
            verdict, ok = verdict.removeprefix("네, "), None
    elif (_HOW.search(text) and claimed is None) or (
        # "모두 받아?": both owners, or every player? the plain statement is right either way
        re.search(r"모두|전부", text)
        and not re.search(r"둘|두\s*(?:주인|사람|명)|주인|2\s*(?:명|사람)", text)
    ):
        verdict, ok = f"두 주인 모두 {josa(name, '을', '를')} 1개씩 받습니다 ({points}점씩)", None
        if _SUM_ASKED.search(text) and claimed is None:
            verdict = (
                f"두 주인이 {josa(name, '을', '를')} 1개씩 받아 합쳐 {2 * points}점입니다 "
                f"({points}점씩)"
            )
    else:
        verdict, ok = (
            f"네, 두 주인 모두 {josa(name, '을', '를')} 1개씩 받습니다 ({points}점씩)",
            True,
        )
    who = f"{n}명" if players is not None else "3명·4명"
    summary = (
        f"{who} 게임의 공유 게이트웨이로 {josa(name, '이', '가')} 나가면, 한 주인은 그 "
        f"{josa(name, '을', '를')}, 다른 주인은 예비 보석에서 {name} 1개를 받아 둘 다 "
        f"{points}점을 얻습니다."
    )
    if in_reserve >= on_board:
        summary += (
            f" 예비에는 처음에 {name} {in_reserve}개가 있고 보드의 "
            f"{josa(name, '은', '는')} {on_board}개뿐이라 모자라지 않습니다."
        )
    if everyone:
        summary += " 게이트웨이의 주인이 아닌 사람은 아무것도 받지 않습니다."
    details = [
        f"({n}명 게임에서 직접 두어 본 예입니다: 게이트웨이 {scores[0]['gateway']}번은 "
        f"{_seats_of(sorted(int(e['player']) for e in scores))}가 함께 가집니다.)",
        *(_said(e) for e in scores),
    ]
    if len(shown) > 1:
        details.append(f"{shown[1][0]}명 게임에서도 같습니다: 두 주인이 {points}점씩 받습니다.")
    return Computed(
        INDIGO,
        "indigo-shared-gateway",
        verdict,
        summary,
        f"{who} 게임, 공유 게이트웨이로 {name} 1개가 나감",
        details,
        [ENTRY_RESERVE, RULE_SHARED, RULE_VALUES]
        if reserve_asked
        else [RULE_SHARED, RULE_VALUES, ENTRY_RESERVE],
        ok,
        example=_example(n, _SHARED_EXIT[kind]),
    )


# -- what the asker tells of the position besides the case ------------------------------------
# "지금 저는 호박 하나 있고요", "중앙에 에메랄드 2개랑 사파이어 남았고": the gems a player holds
# now, or the centre's, told beside a gem leaving through a gateway; they change nothing of who
# takes it
# (one way to read each item: every run of spaces taken whole, "이랑" never 이 + 랑, "하나" a
# count; the list once backtracked without bound: "저는 호박 호박 …" held a worker for minutes)
_GEMS_LISTED = (
    rf"(?:(?:{_GEM_WORDS})\s*+(?:(?:이(?!랑)|가|은|는|만|도)\s*+)?(?:{_COUNT}\s*+(?:(?:개|알)\s*+)?)?"
    r"(?:(?:이랑|랑|하고|와|과|,)\s*+)?)+"
)
_HELD_NOW = patterns.compile(
    r"(?:지금\s*|현재\s*)?(?<![가-힣])(?:저는|나는|전|난|친구는|상대는|상대방은)\s*(?:지금\s*|현재\s*)?"
    + _GEMS_LISTED
    + r"(?:있|모았|가지고\s*있|갖고\s*있)[가-힣]*"
    r"|(?:지금\s*|현재\s*)?중앙\s*(?:에는|에|엔|은|는)\s*"
    + _GEMS_LISTED
    + r"(?:만\s*)?(?:남았|남아|남은|있)[가-힣]*"
)


def _told_aside(text: str) -> str:
    """The text without the gems held now or left in the centre (:data:`_HELD_NOW`)."""
    return _HELD_NOW.sub(" ", text)


# -- a gem leaving through a numbered gateway -------------------------------------------------
# "3인인데 게이트웨이 5번으로 호박 나갔어요 누가 가져가요", "4명이서 하는데 호박이 2번 게이트웨이로
# 나갔어요(2번이랑 3번 플레이어 토큰이 있어요)": the gateway's owners by the engine's chart
_NUMBERED_EXIT = patterns.compile(
    rf"(?:{_GATEWAY_WORDS}\s*(?P<a>[1-6])\s*번|(?P<b>[1-6])\s*번\s*{_GATEWAY_WORDS})"
    # (the particle dropped, "5번 게이트 사파이어 나가면": was not read)
    r"\s*(?:출구\s*)?(?:(?:으로|로|쪽으로)\s*|\s+)(?:[^\s.?!]+\s+){0,2}?(?:[가-힣]+?)??"
    r"(?:나갔|나가|나간|나감|빠졌|빠져|빠지|들어갔)"
)
# "6번은 3번이랑 4번 플레이어 토큰이", "(1번이랑 2번 플레이어 공유)": the owners the asker says
_SAID_OWNERS = patterns.compile(
    r"(?P<a>[1-4])\s*(?:번\s*(?:플레이어|사람)?\s*(?:이랑|랑|하고|와|과|,|·)|·"
    # "3번 4번 둘 다 받아?": the two seats side by side, said to take the gem together
    r"|번\s+(?=[1-4]\s*번\s*(?:플레이어|사람)?\s*(?:이|가|은|는|도)?\s*(?:둘\s*다|모두|같이|함께)))\s*"
    r"(?P<b>[1-4])\s*번\s*(?:플레이어|사람)?"
)
# "에메랄드 하나가", "호박 1개": the one gem leaving; "6번은 …": the gateway said again
_ONE_GEM = patterns.compile(r"(?:1|한)\s*(?:개|알)|하나")
# (not a seat by its number before a verb of taking, "2번은 받지 않는 거지?": _SEAT_TAKES)
_SEAT_BY_NUMBER_TAKES = (
    r"\s*(?:이|가|만|은|는)\s*(?:\d\s*점\s*(?:을|를)?\s*)?(?:(?:못|안)\s*)?(?:받|가져|먹|얻)"
)
_SAME_GATEWAY = patterns.compile(
    rf"(?<![\d])[1-6]\s*번(?!{_SEAT_BY_NUMBER_TAKES})\s*(?:은|는|에는|에)"
)
_NUMBERED_ASKS = patterns.compile(r"누가|누구|받|몇\s*점|점수|가져|주인")
# a collision, a gem that stopped or did not leave, a placement, the asker's own seat (not said
# by number), a variant other than the 3-player one: not the chart's answer
_NUMBERED_DECLINE = patterns.compile(
    r"충돌|부딪|멈춰|멈췄|막|곡선|커브|(?<![가-힣])(?:안|못)\s*(?:나|빠)|이기|이겨|동점|반씩|나눠|나누"
    r"|(?<![가-힣])(?:내|제|나의|저의)\s*(?:게이트|출구)|(?:나|내|저|제)(?:랑|하고|와|이랑)"
    r"|(?:나|저)(?:도|는)\s*(?:받|점수|가져|먹|얻)|예비|대신|싫"
)

# "두 번째 플레이어가 받지?", "1번 플레이어 2점 받아?": one seat asked to take the gem (네/아니요
# by the chart); a negated ask ("받지 않아?", "못 받지?") is left to the plain statement
_SEAT_TAKES = patterns.compile(
    r"(?<![가-힣\d])(?P<n>첫|두|세|네|[1-4])\s*(?:번\s*째|번째|째|번)\s*(?:플레이어|사람|주자"
    # "2번만 받지?", "3번이 가져가?": a seat by its number alone, before a verb of taking
    # (or 은/는, "2번은 받지 않는 거지?", "3번은 못 받지?": was read as the gateway said again)
    rf"|(?<=[1-4]번)(?={_SEAT_BY_NUMBER_TAKES}))\s*"
    r"(?:가|이|는|은|도|(?P<only>만|\s*혼자\s*(?:서|만)?))?\s*(?:(?P<p>\d)\s*점\s*(?:을|를)?\s*)?"
    r"(?P<neg>못\s*|안\s*)?(?=받|가져|먹|얻|거|꺼|\?|$)"
)
# "선이 받지?", "선 플레이어가 가져가?", "먼저 한 사람이 받아?", "후공이 받지?" (of two players): a
# seat asked to take the gem by its turn, not its number (was: the owner named, no 네/아니요)
_FIRST_SEAT_TAKES = patterns.compile(
    r"(?<![가-힣])(?:선(?:공|플|턴)?|선\s*플레이어|먼저\s*(?:하는|한|시작한|시작하는)\s*(?:사람|플레이어))"
    r"(?=\s*(?:이|가|은|는|도|만)?\s*(?:\d\s*점\s*(?:을|를)?\s*)?(?:받|가져|먹|얻))"
)
_SECOND_SEAT_TAKES = patterns.compile(
    r"(?<![가-힣])(?:후공|후\s*플레이어|나중에\s*(?:하는|한)\s*(?:사람|플레이어))"
    r"(?=\s*(?:이|가|은|는|도|만)?\s*(?:\d\s*점\s*(?:을|를)?\s*)?(?:받|가져|먹|얻))"
)
# "3번이랑 1번이 받지?", "1·3번 플레이어 둘 다 3점씩 받아?": the two owners the asker says take
# the gem, asked to confirm (was: read as tokens told, no 네/아니요; or, told wrong, not read)
_OWNERS_TAKE = patterns.compile(
    r"\s*(?:플레이어|사람)?\s*(?:이|가|은|는|도)?\s*(?:둘\s*다|다|모두|같이|함께)?\s*"
    r"(?:(?P<p>\d)\s*점\s*(?:씩)?\s*(?:을|를)?\s*)?(?:1\s*개\s*씩\s*|하나\s*씩\s*)?(?:받|가져|먹|얻)"
)
_SEAT_ORDINAL = {"첫": 1, "두": 2, "세": 3, "네": 4}
# "둘 다 받지?", "두 사람 모두 2점씩 받아?": both owners said to take the gem
_BOTH_TAKE = patterns.compile(
    r"(?:둘|두\s*(?:명|사람|주인)|주인\s*(?:둘|두\s*(?:명|사람)))\s*(?:이|가)?\s*(?:다|모두)\s*"
    r"(?:(?:(?P<p>\d)\s*점|(?:1|한)\s*개|하나)\s*씩\s*)?(?:받|가져|먹|얻)"
)
_NEGATED_ASK = patterns.compile(r"지\s*않|지\s*안|아니|아닌|아님|않아")
# the taking denied after its verb ("받지 않는 거지?", "가져가지 못하지?"), never the rhetorical
# "받지 않아?" at the question's end, which asks the taking
_TAKE_DENIED = patterns.compile(
    r"(?:받|가져가|가져|먹|얻)지\s*(?:않|못)(?!(?:아|나|니|냐|아요|나요|냐고)?\s*[?!.~]*\s*$)"
)
# The asker's own seat said ("나 선인데", "저는 두 번째 플레이어예요", "나 2번이야", "내가
# 첫번째야", "2인 게임 나 후공인데"), then the asker asked to take the gem ("나 받아?", "제가
# 받나요?", "내 꺼야?", "내 점수 되는 거 맞지?", "나 2점 받아?"): that seat asked, as "2번
# 플레이어가 받아?" (was: the owner named with no 네/아니요, or not read)
_ASKER_SEAT = patterns.compile(
    r"(?<![가-힣])(?:나|저|난|전|내가|제가|나는|저는)\s*"
    r"(?:(?P<n>첫|두|세|네|[1-4])\s*(?:번\s*째|번째|째|번)\s*(?:플레이어|사람|주자|차례|순서)?"
    r"|(?P<first>선(?:공|플레이어|플|턴)?|먼저\s*(?:하는\s*)?(?:사람|플레이어))"
    r"|(?P<second>후공))"
    r"\s*(?=(?:이|야|이야|예요|이에요|에요|인데|이고|이구|임|이라|라서)?\s*(?:[,.!~]|\s|$))"
    r"(?!\s*(?:게이트|출구))"
)
# "2인 게임 후공인데 …", "선공이야. …": the asker's turn said with no 나 or 저, a statement of
# the asker's own seat (was: the owner named, no 네/아니요)
_ASKER_TURN_SAID = patterns.compile(
    r"(?<![가-힣])(?:(?P<first>선공|선플)|(?P<second>후공)|(?P<n>(?!)))"
    r"\s*(?=(?:이야|이에요|이고|인데|임|이라서|이니까)(?:[,.!~]|\s|$))"
)
_ASKER_TAKES = patterns.compile(
    r"(?<![가-힣])(?:(?:나|저)\s*(?:도|는|가)?|내가|제가|난|전)\s*(?:(?P<p>\d)\s*점\s*(?:을|를|도)?\s*)?"
    r"(?P<neg>못\s*|안\s*)?(?=받|가져|먹|얻)"
    r"|(?<![가-힣])(?:내|제)\s*(?P<mine>거|꺼|것|점수)(?!리|기|든|나|라)"
)


def indigo_numbered_exit(text: str) -> Computed | None:
    """Who takes a gem that leaves through gateway N in a game of P players: the gateway's
    owners in the engine's chart (both owners of a shared one, one gem each)."""
    from tutor.engine import SetupError
    from tutor.games.indigo import ENGINE

    text = _told_aside(_GAME_NAMES.sub(" ", text))
    text = _FIRST_SEAT_TAKES.sub("1번 플레이어", text)
    if players_named(_PAIR.sub(" ", text)) == 2:
        text = _SECOND_SEAT_TAKES.sub("2번 플레이어", text)
    exits = list(_NUMBERED_EXIT.finditer(text))
    mine = list(_ASKER_SEAT.finditer(text)) or list(_ASKER_TURN_SAID.finditer(text))
    takes = list(_ASKER_TAKES.finditer(text))
    asker = None
    if (
        exits
        and len(mine) == 1
        and len(takes) == 1
        and mine[0].end() <= takes[0].start()
        and not re.search(r"몇|얼마|누가|누구|어느", text)  # how many or who: no 네/아니요
        # 후공 is the second seat of two only
        and (not mine[0].group("second") or players_named(_PAIR.sub(" ", text)) == 2)
    ):
        # the asker's seat and the asker asked to take the gem: read as that seat asked
        seat, take = mine[0], takes[0]
        asker = _SEAT_ORDINAL.get(seat.group("n") or "") or (
            int(seat.group("n")) if seat.group("n") else 1 if seat.group("first") else 2
        )
        seat_said = (
            f"{asker}번 플레이어 거"
            if take.group("mine")
            else f"{asker}번 플레이어가 "
            + (f"{take.group('p')}점 " if take.group("p") else "")
            + (take.group("neg") or "")
        )
        text = (
            text[: seat.start()]
            + " "
            + text[seat.end() : take.start()]
            + seat_said
            + text[take.end() :]
        )
        exits = list(_NUMBERED_EXIT.finditer(text))
    if not exits or _NUMBERED_DECLINE.search(text):
        return None
    if not _NUMBERED_ASKS.search(text) and not _SEAT_TAKES.search(text):
        return None
    numbers = {int(m.group("a") or m.group("b")) for m in exits}
    said = {int(m.group("a") or m.group("b")) for m in _GW_NUMBER.finditer(text)}
    if len(numbers) != 1 or said != numbers or _SINO_COUNT.search(text):
        return None  # two gateways, or another gateway named beside the one left through
    (number,) = numbers
    players = players_named(_PAIR.sub(" ", text))
    if players not in (2, 3, 4):
        return None
    no_sharing = players == 3 and bool(_EXCLUSIVE_SAID.search(text))
    if "변형" in text and not no_sharing:
        return None
    kinds = {_KIND_OF[m.group()] for m in _KIND_RE.finditer(text)}
    if len(kinds) != 1:
        return None
    (kind,) = kinds
    owners_said = [
        sorted({int(m.group("a")) - 1, int(m.group("b")) - 1}) for m in _SAID_OWNERS.finditer(text)
    ]
    claims = [m for m in _SAID_OWNERS.finditer(text) if _OWNERS_TAKE.match(text, m.end())]
    owners_claimed: list[int] | None = None
    if claims:
        # the two owners said to take it, asked: a claim, not the tokens told
        if len(claims) > 1 or len(owners_said) > 1 or re.search(r"몇|얼마|누가|누구|어느", text):
            return None
        owners_take = _OWNERS_TAKE.match(text, claims[0].end())
        assert owners_take is not None
        if owners_take.group("p") and int(owners_take.group("p")) != _POINT_OF[kind]:
            return None  # points other than the gem's
        owners_claimed, owners_said = owners_said[0], []
        if _NEGATED_ASK.search(text[claims[0].end() :]) or re.search(
            r"(?<![가-힣])(?:안|못)\s*(?:받|가져|먹|얻)", text[claims[0].end() :]
        ):
            return None
        text = text[: claims[0].start()] + " " + text[owners_take.end() :]
    rest = _SAID_OWNERS.sub(" ", _GW_NUMBER.sub(" ", text))
    rest = _ONE_GEM.sub(" ", PLAYER_COUNT.sub(" ", rest))
    rest = _SAME_GATEWAY.sub(" ", rest)
    seats = list(_SEAT_TAKES.finditer(rest))
    if len(seats) > 1:
        return None  # two seats asked about
    rest = _SEAT_TAKES.sub(" ", rest)
    both = _BOTH_TAKE.search(rest)
    wrong_points = False
    if both and not seats and not claims:
        # "두 사람 모두 3점씩 받아?": the points said of both owners (was: not read, the points
        # taken for another number); points other than the gem's are 아니요 below
        wrong_points = bool(both.group("p")) and int(both.group("p")) != _POINT_OF[kind]
        rest = rest[: both.start()] + " " + rest[both.end() :]
    if _NUMBER.search(rest) or re.search(r"\d", rest):
        return None  # another number: more gems, another seat
    try:
        state = ENGINE.new_game(
            players, seed=0, options={"gateways": "exclusive"} if no_sharing else None
        )
    except SetupError:
        return None
    assert isinstance(state, IndigoState)
    owners = sorted(state.gateway_owners[number - 1])
    if any(o != owners for o in owners_said):
        return None  # the tokens told are not the chart's: the chart does not decide it
    name, points = _NAME_OF[kind], _POINT_OF[kind]
    who = _seats_of(owners)
    chart = f"게이트웨이별 주인: {_chart(state.gateway_owners)}."
    if len(owners) > 1:
        verdict = f"{josa(who, '이', '가')} {josa(name, '을', '를')} 1개씩 받습니다 ({points}점씩)"
        summary = (
            f"{players}명 게임의 게이트웨이 {number}번은 {josa(who, '이', '가')} 함께 가집니다. "
            f"그리로 나간 {josa(name, '은', '는')} 한 주인이 가져가고, 다른 주인은 예비 보석에서 "
            f"{name} 1개를 받아 둘 다 {points}점을 얻습니다. 타일을 누가 놓았는지는 상관없습니다."
        )
        rules = [RULE_SHARED, _chart_entry(players), RULE_EXIT, RULE_VALUES]
    else:
        verdict = f"{josa(who, '이', '가')} 가져갑니다 ({name} {points}점)"
        summary = (
            f"{players}명 게임의 게이트웨이 {number}번은 {josa(who, '이', '가')} 혼자 가집니다. "
            f"그리로 나간 {josa(name, '은', '는')} 타일을 누가 놓았든 그 주인이 가져갑니다."
        )
        rules = [RULE_EXIT, _chart_entry(players), RULE_VALUES]
    if no_sharing:
        rules = [ENTRY_NO_SHARING, *rules[:1], *rules[2:]]
    ok: bool | None = None
    case = (
        f"{players}명 게임"
        + (", 단독 소유 변형" if no_sharing else "")
        + f", {josa(name, '이', '가')} 게이트웨이 {number}번으로 나감"
    )
    if owners_claimed is not None:
        if seats or any(o >= players for o in owners_claimed):
            return None
        ok = owners_claimed == owners
        verdict = ("네, " if ok else "아니요, ") + verdict
        case += f", {_seats_of(owners_claimed)}가 받는지"
    elif seats:
        # "5번 게이트로 에메랄드 나가면 두 번째 플레이어가 받지?": the seat asked is checked
        # against the chart (was: the owner named, with no 네/아니요)
        seat = seats[0]
        n = seat.group("n")
        asked = _SEAT_ORDINAL.get(n) or int(n)
        if asked > players or (seat.group("p") and int(seat.group("p")) != points):
            return None  # no such seat, or points other than the gem's
        ok = asked - 1 in owners
        if seat.group("only") and len(owners) > 1:
            # "1번 플레이어만 3점 받았어. 맞지?" of a shared gateway: both owners take one
            # (was: 네, the seat among the owners)
            ok = False
        if seat.group("neg") or _TAKE_DENIED.search(text[seat.end() :]):
            # "2번 플레이어는 못 받아?": the plain statement, coloured by the truth of the seat
            # not taking it (was: no colour); "2번 플레이어는 받지 않는 거지?", the same denial
            # after the verb (was: coloured as the rhetorical "받지 않아?")
            ok = not ok
        elif not _NEGATED_ASK.search(text[seat.end() :]):
            verdict = ("네, " if ok else "아니요, ") + verdict
        # ("… 1번 플레이어가 받는 거 아니야?": the plain statement, coloured by the truth of the
        # seat taking it; was: no colour)
        case += (
            f", 나({asked}번 플레이어)가 받는지"
            if asker is not None
            else f", {asked}번 플레이어{'만' if seat.group('only') else '가'} 받는지"
        )
    elif _BOTH_TAKE.search(text) and not re.search(r"몇|얼마|누가|누구|어느", text):
        # "3번이랑 4번이 같이 가진 6번 게이트로 에메랄드 나가면 둘 다 받지?": both said to take
        # it (was: the owners named, no 네/아니요); asked in the negative, the plain statement
        ok = len(owners) > 1 and not wrong_points
        if _TAKE_DENIED.search(text[_BOTH_TAKE.search(text).start() :]):  # type: ignore[union-attr]
            # "… 둘 다 받지 않는 거지?": both said not to take it (was: coloured as both taking);
            # of a gateway one player owns, "neither" or "not both" is not told: not read
            if len(owners) < 2:
                return None
            ok = not ok
        if not _NEGATED_ASK.search(text[_BOTH_TAKE.search(text).end() :]):  # type: ignore[union-attr]
            verdict = ("네, " if ok else "아니요, ") + verdict
        case += ", 둘 다 받는지"
    return Computed(
        INDIGO,
        "indigo-exit",
        verdict,
        summary,
        case,
        [chart],
        rules,
        ok,
    )


# -- the gems of the set-up: on the board, in the reserve, the most of a kind ------------------
# "처음 판에 깔린 보석 12개 다 합치면 몇 점?", "2인인데 예비 보석 세팅해야 돼?",
# "2인에서 사파이어 2개 다 모을 수 있어?"
_SETUP_WHEN = patterns.compile(
    r"처음|시작|세팅|셋업|셋팅|깔린|깔아|깔리|깔려|올려|올린|올라|놓인|놓여|배치|준비"
)
_PLACE_CENTRE = patterns.compile(r"중앙|가운데|센터")
_PLACE_CORNERS = patterns.compile(r"가장자리|모서리|코너|꼭짓점|귀퉁이")
_SUM_ASKS = patterns.compile(r"몇\s*점|점수|합치|합하|합계|합쳐|더하|총")
_COUNT_ASKS = patterns.compile(r"몇\s*개")
_SETUP_DECLINE = patterns.compile(
    r"나가|나갔|나간|나오|나와|나온|나올|빠진|빠져|꺼낸|모았|모으|모은|가져|남은|남았|남아|끝나|끝났"
    r"|게이트|이기|이겨|충돌"
    r"|움직|이동|받|씩"
)
_RESERVE_ASKS = patterns.compile(
    r"몇|필요|해야|돼야|둬|놔|두나|두는|세팅|셋팅|준비|쓰|써|있어야|깔|빼|치워|안\s*써|없어도|없이|생략|맞"
    r"|꺼내"
)
_RESERVE_DECLINE = patterns.compile(
    r"언제|어디|왜|뭐에|무엇에|어떻게|나가|나갔|나간|받|줘|주나|점|남|가져|모자|부족|떨어"
    # the reserve and the board's gems together ("예비까지 총 몇 개", "예비 포함"), or the centre's
    # or the corners' ("예비랑 중앙 둘 다": was the reserve's alone)
    r"|까지|포함|보드|판\s*(?:에|의|위)|중앙|가운데|센터|가장자리|모서리"
)
_YES_NO = patterns.compile(
    r"해야|돼야|있어야|필요|둬야|놔야|둬\?|둬요|두나|두는\s*거|세팅해|셋팅해|준비해|깔아야|쓰나|써야"
    r"|쓰는\s*거|쓰는지|써\?|쓰니|써요|안\s*써|빼도|치워도|없어도|맞아|맞지|맞나|꺼내야|꺼내\?|꺼내나"
)
# "예비 보석 빼고 처음에 보드에 보석 몇 개 놓아?": the reserve set aside, the board asked
_RESERVE_SET_ASIDE = patterns.compile(
    r"예비\s*(?:보석)?\s*(?:은|는|을|를)?\s*(?:빼고|말고|제외하고|제외|빼면|빼서)"
)
_EXCLUSIVE = patterns.compile(r"단독|변형|공유\s*(?:없|안)|" + _SHARING_REFUSED)
_COLLECT = patterns.compile(r"(?:모을|모으|모아|가질|먹을|얻을|챙길|받을)\s*수")
_UP_TO = patterns.compile(r"몇\s*개\s*까지|최대")
_COLLECT_DECLINE = patterns.compile(
    r"한\s*번에|한\s*차례|한\s*턴|이번|타일\s*(?:하나|한\s*장)|동시"
)
# "예비 보석 빼도 돼?", "없어도 돼?", "안 써도 돼?", "필요 없지?": whether it may be left out,
# asked the other way round from "필요해?" (네 when the game does not use it)
_OMIT = patterns.compile(
    r"빼도|빼고|빼면|치워도|치우고|없어도|없이|생략|안\s*(?:써|쓰|놔|놓|둬|두|깔|꺼내|세팅|셋팅|준비|필요)"
    r"|필요\s*(?:없|x(?![a-z]))|(?:쓰|두|놓|깔)지\s*않아도"
)
_POINTS_ASKS = patterns.compile(r"몇\s*점|점수|합치|합하|합계|합쳐|더하")
# "보석 타일 몇 개 깔아?", "보석 없는 타일 몇 개야?": tiles counted, not gems
_TILES_COUNTED = patterns.compile(
    r"타일\s*(?:은|는|이|가|을|를|도)?\s*(?:총\s*|모두\s*|전부\s*|다\s*)?몇\s*(?:개|장)"
)
_TREASURE_TILE = patterns.compile(r"(?:보석|보물)\s*타일")
_ROUTE_TILE = patterns.compile(r"보석\s*(?:이|은|도)?\s*없는\s*타일|(?:길|경로|루트|일반)\s*타일")
# "처음에 보석 몇 개 가지고 시작해?", "손에 보석 몇 개 들고": the players' own gems at the start
_GEMS_HELD = patterns.compile(
    r"보석\s*(?:을|를|은|는)?\s*(?:몇\s*개\s*)?(?:씩\s*)?(?:가지고|갖고|들고|받고|쥐고)\s*시작"
    r"|손에\s*(?:든\s*|쥔\s*)?(?:보석\s*(?:을|를|은|는)?\s*)?(?:몇\s*개\s*)?(?:가지고|갖고|들고|쥐고)\s*시작"
    r"|손에\s*(?:든\s*|쥔\s*)?보석|(?:각자|인당|한\s*사람\s*(?:당|마다)|플레이어\s*(?:당|마다))\s*보석"
)
# "보석 총 몇 개 들어 있어?": the box's gems, not the board's
_IN_THE_BOX = patterns.compile(r"들어\s*있|들었|상자|박스|구성품|내용물")
_BOX = patterns.compile(r"상자|박스|구성품|내용물")
# "중앙에 보석 몇 개 놓아?": what the set-up puts there, asked without a word for the set-up
_PUT = patterns.compile(r"놓아|놓나|놓지|놓는|놔\?|놔요|두나|둬\?|둬요|두는|올려|올리")
# "4인 처음 세팅할 때 보석 몇 개 필요해?": the board's and, with a shared gateway, the reserve's
_NEEDED = patterns.compile(r"필요|챙겨|챙기|꺼내|몇\s*개\s*(?:를|나)?\s*(?:써|쓰|사용)")
ENTRY_COMPONENTS = "indigo.components.list"
ENTRY_BOARD = "indigo.components.board"  # the printed board: cells, gateways, exits
ENTRY_NO_SHARING = "indigo.variant.three-exclusive"
ENTRY_TREASURE_TILES = "indigo.components.treasure-tiles"
ENTRY_ROUTE_TILES = "indigo.components.route-tiles"


def _in_the_box() -> Computed | None:
    """The box's gems, and how the set-up splits them between the board and the reserve."""
    state = _start(2)
    assert state is not None  # the two-player set-up never fails
    box = _kind_counts(list(range(len(GEM_KINDS))))
    board, reserve = len(_board_gems(state)), len(state.reserve)
    return Computed(
        INDIGO,
        "indigo-setup",
        f"{len(GEM_KINDS)}개 (처음 보드에 {board}개, 예비 {reserve}개)",
        f"상자에는 보석 {len(GEM_KINDS)}개({_describe(box)})가 들어 있고, 처음 세팅에서는 "
        f"그중 {board}개를 보드에 놓고 나머지 {reserve}개는 예비로 둡니다(2명이면 예비는 "
        "쓰지 않습니다).",
        "상자에 든 보석",
        [],
        [ENTRY_COMPONENTS, ENTRY_TREASURE, ENTRY_RESERVE],
        None,
    )


def _setup_counts(text: str) -> Computed | None:
    """Counts of the set-up that are not the board's gems, asked alike: the treasure tiles or
    the route tiles, the gems a player starts with, the box's gems, the gems a set-up needs;
    None when the question is none of these."""
    from tutor.games.indigo.geometry import BOARD

    players = players_named(_ONE_PLAYER.sub(" ", text))
    exclusive = bool(_EXCLUSIVE_SAID.search(text))
    if exclusive and players != 3:
        return None  # the no-sharing variant is a 3-player one
    if "변형" in _EXCLUSIVE_SAID.sub(" ", text):
        return None  # another variant, or one not named
    state = _start(players or 2, {"gateways": "exclusive"} if exclusive else None)
    if state is None:
        return None
    if _TILES_COUNTED.search(text):
        route = len(state.pile) + sum(len(h) for h in state.hands)
        if _ROUTE_TILE.search(text):
            treasure = len(BOARD.treasure_cells)
            if re.search(r"보석\s*(?:이|은|도)?\s*없는", text):
                # "보석 없는 타일": the route tiles, which start with no gem on them
                summary = (
                    f"처음에 보석이 놓이지 않는 타일은 길 타일 {route}장입니다. 보석 타일 "
                    f"{treasure}개에는 처음에 모두 보석이 놓입니다."
                )
                case = "처음에 보석이 놓이지 않는 타일(길 타일)의 수"
            else:
                summary = (
                    f"길 타일은 모두 {route}장이고, 보석 타일 {treasure}개와 함께 보드 "
                    f"{len(BOARD.coords)}칸을 채웁니다."
                )
                case = "길 타일의 수"
            return Computed(
                INDIGO,
                "indigo-setup",
                f"{route}개",
                summary,
                case,
                [],
                [ENTRY_ROUTE_TILES, ENTRY_COMPONENTS],
                None,
            )
        if _TREASURE_TILE.search(text):
            if _PLACE_CENTRE.search(text) or _PLACE_CORNERS.search(text):
                return None  # "중앙 보석 타일은 몇 개": one place's, not all seven
            corners = len(BOARD.corners)
            return Computed(
                INDIGO,
                "indigo-setup",
                f"{len(BOARD.treasure_cells)}개",
                f"보석 타일은 중앙 1개와 가장자리 {corners}개, 모두 "
                f"{len(BOARD.treasure_cells)}개입니다. 보석은 그 위에 "
                f"{len(_board_gems(state))}개를 놓습니다.",
                "처음에 까는 보석 타일의 수",
                [],
                [ENTRY_TREASURE, ENTRY_TREASURE_TILES],
                None,
            )
        return None  # another tile counted
    if _GEMS_HELD.search(text):
        if any(state.captured):
            return None
        return Computed(
            INDIGO,
            "indigo-setup",
            "0개",
            "처음에는 아무도 보석을 갖지 않고 시작합니다. 보석 "
            f"{len(_board_gems(state))}개는 보드의 보석 타일에 놓이고, 손에는 길 타일 "
            f"{len(state.hands[0])}장을 듭니다. 보석은 게이트웨이로 나갈 때 받습니다.",
            "처음에 각자 가진 보석",
            [],
            [ENTRY_TREASURE, ENTRY_TILES],
            None,
        )
    if _POINTS_ASKS.search(text) or _PLACE_CENTRE.search(text) or _PLACE_CORNERS.search(text):
        return None
    if _IN_THE_BOX.search(text):
        return _in_the_box()
    if _NEEDED.search(text) and "예비" not in text:
        if players is None:
            return None  # the reserve is set out for 3 and 4 players only
        if re.search(
            r"(?<![가-힣])(?:안|못)\s|없|않|좋|유리|추천|남", _EXCLUSIVE_SAID.sub(" ", text)
        ):
            return None  # the gems not needed, or a choice of play: not the set-up's count
        board, reserve = len(_board_gems(state)), len(state.reserve)
        if _has_shared(state):
            return Computed(
                INDIGO,
                "indigo-setup",
                f"{board + reserve}개",
                f"{players}명이면 보드에 보석 {board}개를 놓고, 공유 게이트웨이에 쓸 예비 보석 "
                f"{reserve}개도 둡니다: 모두 {board + reserve}개입니다.",
                f"{players}명 게임의 세팅에 필요한 보석",
                [f"게이트웨이별 주인: {_chart(state.gateway_owners)}."],
                [ENTRY_TREASURE, ENTRY_RESERVE],
                None,
            )
        who = f"{players}명" + (" 단독 소유 변형" if exclusive else "")
        return Computed(
            INDIGO,
            "indigo-setup",
            f"{board}개",
            f"{who}이면 보드에 보석 {board}개만 놓습니다. 공유 게이트웨이가 없어 예비 보석"
            f" {reserve}개는 쓰지 않습니다.",
            f"{who} 게임의 세팅에 필요한 보석",
            [f"게이트웨이별 주인: {_chart(state.gateway_owners)}."],
            [ENTRY_NO_SHARING, ENTRY_TREASURE, ENTRY_RESERVE]
            if exclusive
            else [ENTRY_TREASURE, ENTRY_RESERVE],
            None,
        )
    return None


def _setup_kind(text: str, state: IndigoState, place: str, kind: str) -> Computed | None:
    """How many gems of one kind the set-up puts on the board, the centre or the corners
    ("처음에 중앙에 사파이어 몇 개 놓아?")."""
    if _NUMBER.search(PLAYER_COUNT.sub(" ", text)) or _IN_THE_BOX.search(text):
        return None
    gems = {
        "board": _board_gems(state),
        "centre": list(state.centre),
        "corners": list(state.gem_at.values()),
    }[place]
    where = {"board": "보드", "centre": "중앙 보석 타일", "corners": "가장자리 보석 타일"}[place]
    name = _NAME_OF[kind]
    n = _kind_counts(gems).get(kind, 0)
    return Computed(
        INDIGO,
        "indigo-setup",
        f"{n}개",
        f"처음 {where}에는 {josa(name, '이', '가')} {n}개 놓입니다 ({where}의 보석: "
        f"{_describe(_kind_counts(gems))}).",
        f"처음 {where}에 놓이는 {name}",
        [],
        [ENTRY_TREASURE],
        None,
    )


# "뭐를 몇 개", "어떤 보석 몇 개": which gems asked beside how many
_WHICH_GEMS = patterns.compile(r"뭐|뭘|무엇|무슨|어떤|어느|종류")


# "보석 보내는 곳", "보석이 나가는 데": gems said only of a place described, which is what is
# counted ("ㄱㅁ은 판에 총 몇 개 있어요? 길 타일 깔아서 보석 보내는 곳이요": the gateways)
_GEMS_OF_A_PLACE = patterns.compile(
    r"보석\s*(?:을|를|이|가)?\s*(?:\S+\s+)?(?:보내|옮기|모으|나가|들어가|빠지)[가-힣]*?(?:는|은)\s*"
    r"(?:곳|데|자리|칸|출구)"
)


def _setup_gems(text: str) -> Computed | None:
    """The points (or the number) of the gems the set-up puts on the board, the centre, the
    corners or the reserve."""
    if _GEMS_OF_A_PLACE.search(text):
        return None
    aside = bool(_RESERVE_SET_ASIDE.search(text))
    text = _RESERVE_SET_ASIDE.sub(" ", text)
    kinds = {_KIND_OF[m.group()] for m in _KIND_RE.finditer(text)}
    if "보석" not in text and len(kinds) != 1:
        return None
    if not (
        _SETUP_WHEN.search(text)
        or "예비" in text
        or _BOX.search(text)
        or (_PUT.search(text) and (_PLACE_CENTRE.search(text) or _PLACE_CORNERS.search(text)))
        or (_NEEDED.search(text) and players_named(text) is not None)
    ):
        return None
    if _SETUP_DECLINE.search(text):
        return None
    count_asked = bool(_COUNT_ASKS.search(text))
    # "총 몇 개": a count; "총 몇 점", "다 합치면": points
    # ("합쳐서 몇 개": a count; "합치면 몇 점": points); "점수" alone asks nothing ("예비 보석으로
    # 점수 보정해 주는 규칙 없죠?": not the reserve's points)
    points_asked = (
        bool(re.search(r"몇\s*점", text))
        or ("점수" in text and bool(re.search(r"몇|얼마|총|합|계산|더하|어떻게\s*(?:돼|되)", text)))
        or (bool(_SUM_ASKS.search(text.replace("점수", " "))) and not count_asked)
    )
    if not points_asked and not count_asked:
        return None
    if points_asked and (_EVERY_VALUE.search(text) or re.search(r"각각|개당|하나당", text)):
        return None  # "보석 종류마다 점수가 … 각각 얼마예요?": each kind's value, not a sum
    if _GEM_COUNT.search(text) or len(kinds) > 1 or (kinds and points_asked):
        return None
    if count_asked and not points_asked and not kinds:
        if (
            _TILES_COUNTED.search(text)
            or _GEMS_HELD.search(text)
            or _IN_THE_BOX.search(text)
            or (_NEEDED.search(text) and "예비" not in text)
        ):
            return _setup_counts(text)
    elif _TILES_COUNTED.search(text) or _GEMS_HELD.search(text):
        return None  # points of tiles, or of the gems a player holds
    places = [
        name
        for name, found in (
            ("centre", _PLACE_CENTRE.search(text)),
            ("corners", _PLACE_CORNERS.search(text)),
            ("reserve", "예비" in text),
            ("box", _BOX.search(text)),
        )
        if found
    ]
    if len(places) > 1 or (aside and "reserve" in places):
        return None
    if set(places) & {"reserve", "box"} and re.search(r"보드|판\s*(?:에|의|위|이랑|랑|하고)", text):
        return None  # "보드랑 예비 보석 합쳐서": the board's and another place's together
    state = _start(players_named(text) or 2)
    if state is None:
        return None
    place = places[0] if places else "board"
    if place == "reserve" and not points_asked:
        return None  # what the reserve holds and whether it is used: ``_reserve``
    if place == "box" and not points_asked:
        return None  # the box's count: ``_setup_counts``
    if kinds:
        if len(_COUNT_ASKS.findall(text)) > len(kinds):
            return None  # "에매랄드 몇 개랑 사파이어 몇 개": a count asked of a gem not named
        return None if place == "box" else _setup_kind(text, state, place, next(iter(kinds)))
    gems = {
        "board": _board_gems(state),
        "centre": list(state.centre),
        "corners": list(state.gem_at.values()),
        "reserve": list(state.reserve),
        "box": list(range(len(GEM_KINDS))),
    }[place]
    said = [count_word(m.group()) for m in _NUMBER.finditer(PLAYER_COUNT.sub(" ", text))]
    if any(n != len(gems) for n in said):
        return None  # a number that is not the set-up's count: another question
    hand = _kind_counts(gems)
    where = {
        "board": "보드",
        "centre": "중앙 보석 타일",
        "corners": "가장자리 보석 타일",
        "reserve": "예비",
        "box": "상자",
    }[place]
    total, written = _points(hand)
    rule = {"reserve": ENTRY_RESERVE, "box": ENTRY_COMPONENTS}.get(place, ENTRY_TREASURE)
    case = f"처음 {where}에 놓이는 보석: {_describe(hand)}"
    if place == "box":
        case = f"상자에 든 보석: {_describe(hand)}"
    if points_asked:
        return Computed(
            INDIGO,
            "indigo-setup",
            f"{total}점",
            f"{written} = {total}점입니다." if len(hand) > 1 else f"{written}입니다.",
            case,
            [_values_line()],
            [rule, RULE_VALUES],
            None,
        )
    verdict = f"{len(gems)}개"
    if _WHICH_GEMS.search(text) or text.count("몇") >= 2:
        # "중앙에 보석 뭐를 몇 개 올려요?", "에메랄드 몇 개랑 사파이어 몇 개": which gems and
        # how many, each kind named (was: the total alone, "6개")
        verdict = f"{_describe(hand)}" + (f" (모두 {len(gems)}개)" if len(hand) > 1 else "")
        if place == "corners":
            verdict += " (가장자리 보석 타일마다 1개씩)"
    return Computed(
        INDIGO,
        "indigo-setup",
        verdict,
        f"처음 {where}에 놓이는 보석은 {_describe(hand)}로 모두 {len(gems)}개입니다.",
        case,
        [],
        [rule],
        None,
    )


# "남는 예비 보석", "남은 보석 12개(예비)": the reserve as what the set-up leaves over
_LEFT_OVER = patterns.compile(r"(?:남는|남은|남아\s*있는|여분(?:의)?)\s*(?=예비)")
# "예비 보석 12개": the reserve counted as a whole
_RESERVE_COUNTED = patterns.compile(
    rf"예비\s*(?:보석)?\s*(?:은|는|이|가|을|를)?\s*(?P<n>{_COUNT})\s*개"
)


def _reserve(text: str) -> Computed | None:
    """The reserve for a number of players: what it holds and whether the game uses it."""
    text = _LEFT_OVER.sub("", text)
    counted = _RESERVE_COUNTED.search(text)
    if (
        counted
        and not _GAME_NAMES.sub(" ", text[: counted.start()]).strip(" ,.")
        and _COUNT_CLAIM_TAIL.fullmatch(text[counted.end() :])
        and (_COUNT_CONFIRM.search(text[counted.end() :]) or _HEARSAY.search(text[counted.end() :]))
    ):
        # "예비 보석 12개 맞지?", "예비 보석은 10개라던데": the reserve's count alone, claimed (was:
        # not read); the set-up sets it aside whoever plays
        state = _start(3)
        n = count_word(counted.group("n"))
        # the three-player set-up never fails; a count the pattern took is a count
        assert state is not None and n is not None
        right = len(state.reserve)
        listed = _describe(_kind_counts(state.reserve))
        return Computed(
            INDIGO,
            "indigo-setup",
            ("네, " if n == right else "아니요, ") + f"예비 보석은 {right}개입니다 ({listed})",
            f"보드에 올리지 않은 보석 {right}개({listed})를 예비로 두고, 공유 게이트웨이로 보석이 "
            "나갈 때 두 번째 주인에게 줍니다. 공유 게이트웨이가 없는 2인 게임에서는 쓰지 않습니다.",
            f"예비 보석 {n}개인지",
            [],
            [ENTRY_RESERVE, ENTRY_TREASURE],
            n == right,
        )
    if counted:
        state = _start(3)
        if state is None or count_word(counted.group("n")) != len(state.reserve):
            return None  # a reserve counted other than the set-up's: not read
        text = text[: counted.start()] + "예비 보석" + text[counted.end() :]
    if "예비" not in text or not _RESERVE_ASKS.search(text) or _RESERVE_DECLINE.search(text):
        return None
    if _RESERVE_SET_ASIDE.search(text):
        return None  # the reserve left out of what is asked: the board's gems (``_setup_gems``)
    players = players_named(text)
    stated = _hands(text)
    if stated is None or len(stated) > 1:
        return None
    said = stated[0][1] if stated else {}
    rest = _GEM_COUNT.sub(" ", PLAYER_COUNT.sub(" ", text))
    if _NUMBER.search(rest):
        return None
    if players is None and not said and "몇" not in text:
        return None
    options = {"gateways": "exclusive"} if players == 3 and _EXCLUSIVE.search(text) else None
    if players is not None and players != 3 and _EXCLUSIVE.search(text):
        return None
    state = _start(players or 3, options)
    if state is None:
        return None
    held = _kind_counts(state.reserve)
    listed = _describe(held)
    yes_no = bool(_YES_NO.search(text)) and "몇" not in text
    # "3인 공유 없이 하면 예비 보석 필요해?": 없이 is the variant's, not the reserve left out
    omit = bool(_OMIT.search(_EXCLUSIVE_SAID.sub(" ", text))) and "몇" not in text
    unused = [n for n in (2, 3, 4) if (s := _start(n)) is not None and not _has_shared(s)]
    # "예비에 호박 몇 개 있어?": the count of the kinds asked, not the whole reserve
    asked = (
        list(dict.fromkeys(_KIND_OF[m.group()] for m in _KIND_RE.finditer(text)))
        if "몇" in text and not said
        else []
    )
    if players is not None and not _has_shared(state):
        who = f"{players}명" + ("(단독 소유 변형)" if options else "")
        verdict = f"{who}이면 예비 보석을 쓰지 않습니다"
        ok: bool | None = None
        if omit:
            verdict, ok = "네, " + verdict, True
        elif yes_no:
            verdict, ok = "아니요, " + verdict, False
        summary = (
            f"{who} 게임에는 공유 게이트웨이가 없어, 공유 게이트웨이로 나간 보석의 두 번째 "
            f"주인에게 주는 예비 보석({listed})을 쓸 일이 없습니다."
        )
    else:
        wrong = any(held.get(k, 0) != n for k, n in said.items())
        verdict = f"예비 보석 {len(state.reserve)}개: {listed}"
        ok = None
        if asked:
            verdict = (
                f"{held.get(asked[0], 0)}개"
                if len(asked) == 1
                else ", ".join(f"{_NAME_OF[k]} {held.get(k, 0)}개" for k in asked)
            )
        elif wrong:
            verdict, ok = f"아니요, 예비 보석은 {listed}입니다", False
        elif omit:
            verdict = f"아니요, 예비 보석 {len(state.reserve)}개({listed})를 둡니다"
            ok = False
        elif yes_no or said:
            verdict, ok = f"네, 예비 보석 {len(state.reserve)}개({listed})를 둡니다", True
        summary = (
            f"보드에 올리지 않은 보석 {len(state.reserve)}개({listed})를 예비로 두고, 공유 "
            "게이트웨이로 보석이 나갈 때 두 번째 주인에게 줍니다."
        )
    details = [f"게이트웨이별 주인: {_chart(state.gateway_owners)}."]
    if players is None and unused:
        details.append(
            " · ".join(f"{n}명" for n in unused)
            + " 게임에는 공유 게이트웨이가 없어 예비 보석을 쓰지 않습니다."
        )
    return Computed(
        INDIGO,
        "indigo-setup",
        verdict,
        summary,
        (f"{players}명 게임, " if players else "")
        + f"예비 보석의 {'·'.join(_NAME_OF[k] for k in asked)}"
        if asked
        else f"{players}명 게임의 예비 보석"
        if players
        else "예비 보석",
        details,
        # two players: the FAQ on exactly their reserve first
        [ENTRY_TWO_PLAYER_RESERVE, ENTRY_RESERVE, _chart_entry(players)]
        if players == 2
        else [ENTRY_RESERVE, _chart_entry(players)]
        if players
        else [ENTRY_RESERVE],
        ok,
    )


def _most_of_a_kind(text: str) -> Computed | None:
    """The most gems of one kind one player can collect: the set-up's gems of that kind on the
    board (a gem leaving gives each owner one: the shared scene shows it)."""
    if not (_COLLECT.search(text) or _UP_TO.search(text)) or _COLLECT_DECLINE.search(text):
        return None
    kinds = {_KIND_OF[m.group()] for m in _KIND_RE.finditer(text)}
    found = list(_GEM_COUNT.finditer(text))
    if len(kinds) != 1 or len(found) > 1:
        return None
    (kind,) = kinds
    wanted = count_word(found[0].group("count")) if found else None
    if wanted is None and not _UP_TO.search(text):
        return None
    rest = _GEM_COUNT.sub(" ", PLAYER_COUNT.sub(" ", text))
    if _NUMBER.search(rest):
        return None
    players = players_named(_ONE_PLAYER.sub(" ", text))  # "한 사람이": any one player
    state = _start(players or 2)
    if state is None:
        return None
    name = _NAME_OF[kind]
    most = _kind_counts(_board_gems(state)).get(kind, 0)
    # each owner of a shared gateway takes one gem of the kind that left, never two
    played = _play(players if players and _has_shared(state) else 3, _SHARED_EXIT[kind])
    if (
        played is None
        or max(sum(1 for g in gems if GEM_KINDS[g] == kind) for gems in played[0].captured) != 1
    ):
        return None
    if wanted is None:
        verdict, ok = f"한 사람이 많아야 {name} {most}개", None
    elif wanted > most:
        verdict = f"아니요, 한 사람이 모을 수 있는 {josa(name, '은', '는')} 많아야 {most}개입니다"
        ok = False
    else:
        verdict, ok = f"네, 한 사람이 {josa(name, '을', '를')} {most}개까지 모을 수 있습니다", True
    summary = (
        f"처음 보드에 놓이는 {josa(name, '은', '는')} {most}개이고, 보석 하나가 게이트웨이로 "
        f"나갈 때 한 사람이 받는 {josa(name, '은', '는')} 1개뿐입니다."
    )
    if players is not None and not _has_shared(state):
        summary += f" {players}명이면 예비 보석도 쓰지 않습니다."
        rules = [ENTRY_RESERVE, ENTRY_TREASURE]
    else:
        summary += (
            f" 공유 게이트웨이로 나가면 다른 주인이 예비에서 {name} 1개를 받지만, 한 사람이 "
            "둘 다 받지는 않습니다."
        )
        rules = [ENTRY_TREASURE, RULE_SHARED, ENTRY_RESERVE]
    return Computed(
        INDIGO,
        "indigo-setup",
        verdict,
        summary,
        (f"{players}명 게임, " if players else "")
        + f"한 사람이 모을 {name}"
        + (f" {wanted}개" if wanted is not None else ""),
        [f"처음 보드의 보석: {_describe(_kind_counts(_board_gems(state)))}."],
        rules,
        ok,
    )


# -- the set-up's gems on a treasure tile, said and asked to confirm -----------------------------
# "셋업 중인데 가운데 보석 타일에 에메랄드 6개 올리는 거 맞지?", "가장자리 보석 타일마다 호박
# 1개씩 놓는 거죠?"
# What may end a claim: a word asking to confirm it ("맞지?", "올리는 거죠?", "놓아요?")
_CLAIM_END = patterns.compile(
    r"(?:맞|거|건가|게|인가|이지|지|죠|야|요|나|니|냐|까|올려|놓아|놔|둬)[가-힣]*\s*[?]+\s*$"
    r"|맞[가-힣]*\s*[?]*\s*$"
    # "중앙에는 사파이어 2개 놓는다던데", "가장자리마다 호박 1개씩 올린대": the set-up heard
    r"|(?:이)?(?:래|래요|라던데|라는데)\s*[.!~]*\s*$|(?:대|대요|다던데|다는데)\s*[.!~]*\s*$"
)
# "가운데 보석 타일에 에메랄드 6개 맞지?", "중앙엔 에메랄드 5개랑 사파이어 1개지?": the place the
# set-up fills said with the gems on it, no verb of putting (was: not read)
_PLACE_AT = patterns.compile(
    r"(?:중앙|가운데|센터|가장자리|모서리|코너|꼭짓점|귀퉁이)\s*(?:(?:보석|보물)\s*)?(?:타일\s*)?"
    r"(?:에|에는|엔|위에|위에는|마다)(?![가-힣])"
)
# "가장자리 보석 타일마다", "하나에 1개씩", "각각": one corner tile's gems, not the six tiles'
_PER_CORNER = patterns.compile(r"씩|마다|하나에|한\s*개에|각각|각\s*(?:타일|보석\s*타일)|한\s*장에")
# mid-game words: the tile now, gems gone or left, points; the reserve, the box; one tile or
# one gem only ("가장자리 보석 타일 한 곳에만", "하나에만": not each tile's gems)
_CLAIM_DECLINE = patterns.compile(
    r"지금|현재|아직|남|나가|나간|나갔|나오|나와|나온|빠|이번|다음|뒤에|후에|점|받|게이트|충돌|부딪"
    r"|움직|이동|변형|예비|상자|박스|옆|둘레|주변|붙이|붙인|연결|만약|끝|어디|몇|말고|빼고|대신"
    r"|(?:한\s*(?:곳|개|장|군데)|하나)\s*(?:에\s*)?만"
    # "중앙에서 처음 노랑 2개 가져갔어. 바닥에 표식 가?": a take from 아줄's centre, not the
    # set-up's gems (was: 아니요, 처음 중앙 보석 타일에는 …)
    r"|가져|표식|마커|바닥|공장"
)
_CLAIM_NEGATIVE = patterns.compile(r"(?<![가-힣])(?:아니|아냐|아닌)[가-힣]*\s*[?]*\s*$")


def _setup_claim(text: str) -> Computed | None:
    """Whether the gems a question says the set-up puts on the centre tile, or on each corner
    tile, are the engine's set-up."""
    places = [
        p for p, r in (("centre", _PLACE_CENTRE), ("corners", _PLACE_CORNERS)) if r.search(text)
    ]
    said = list(_GEM_COUNT.finditer(text))
    if len(places) != 1 or not said or not _one_case(text):
        return None
    if not (_SETUP_WHEN.search(text) or _PUT.search(text)) and (
        not _PLACE_AT.search(text) or re.search(r"있|없", text)
    ):
        return None  # ("중앙 보석 타일에 에메랄드 5개 있는 거 맞아?": the centre now, maybe)
    if not _CLAIM_END.search(text):
        return None
    if _CLAIM_DECLINE.search(text) or _NOT_SET_UP.search(re.sub(r"있|놓는", " ", text)):
        return None
    claims: dict[str, int] = {}
    for match in said:
        kind, n = _KIND_OF[match.group("kind")], count_word(match.group("count"))
        if n is None or kind in claims:
            return None
        claims[kind] = n
    rest = _GEM_COUNT.sub(" ", PLAYER_COUNT.sub(" ", text))
    if _NUMBER.search(rest) or re.search(r"\d", rest) or _KIND_RE.search(rest):
        return None  # another count, or a gem named without one
    state = _start(players_named(text) or 2)
    if state is None:
        return None
    (place,) = places
    if place == "centre":
        held = _kind_counts(list(state.centre))
        right = all(held.get(k, 0) == n for k, n in claims.items())
        where = "중앙 보석 타일"
        stated = f"처음 {where}에는 " + " ".join(
            f"{_NAME_OF[k]} {n}개" + ("와" if i < len(held) - 1 else "를")
            for i, (k, n) in enumerate(held.items())
        )
        stated += " 놓습니다"
        details = [f"중앙 보석은 {_centre_order(state)} 순서로 나옵니다."]
        rules = [ENTRY_TREASURE, RULE_CENTRE]
    else:
        per_corner: dict[int, list[int]] = {}
        for position, gem in state.gem_at.items():
            per_corner.setdefault(position // 6, []).append(gem)
        shapes = {tuple(sorted(_kind_counts(g).items())) for g in per_corner.values()}
        if len(shapes) != 1:
            return None
        each = _kind_counts(next(iter(per_corner.values())))
        total = _kind_counts(list(state.gem_at.values()))
        if _PER_CORNER.search(text):
            right = all(each.get(k, 0) == n for k, n in claims.items())
        else:
            # "가장자리에 호박 6개": the six tiles' gems, or each tile's: right only if one is
            right = all(each.get(k, 0) == n for k, n in claims.items()) or all(
                total.get(k, 0) == n for k, n in claims.items()
            )
        where = "가장자리 보석 타일"
        stated = (
            f"처음 {where} {len(per_corner)}개에는 화살표 위에 "
            + " ".join(f"{josa(_NAME_OF[k], '을', '를')} {n}개씩" for k, n in each.items())
            + f" 올립니다(모두 {_describe(total)})"
        )
        details = []
        rules = [ENTRY_TREASURE]
    # "아니야?", "틀렸나요?": 네/아니요 would answer it backwards, the plain statement does not
    negative = bool(_CLAIM_NEGATIVE.search(text) or re.search(r"틀|잘못", text))
    verdict = stated if negative else ("네, " if right else "아니요, ") + stated
    return Computed(
        INDIGO,
        "indigo-setup",
        verdict,
        stated + ".",
        f"처음 {where}에 놓는 보석: "
        + ", ".join(f"{_NAME_OF[k]} {n}개" for k, n in claims.items())
        + "인지",
        details,
        rules,
        right,  # asked in the negative: coloured all the same (the house's rule)
    )


# "처음에 보드에 보석 12개 맞지?", "세팅할 때 판에 보석 12개 올리는 거지?", "중앙 보석 타일
# 보석 6개 맞지?": the set-up's gems of every kind counted, on the board or one place (was: not
# read, the claim's reader wants a kind of gem)
_ALL_GEMS_COUNTED = patterns.compile(
    rf"(?<![가-힣])보석\s*(?:은|는|이|가|도)?\s*(?:총|모두|전부|다\s*해서)?\s*(?P<n>{_COUNT})\s*(?:개|알)"
)
_ON_THE_BOARD = patterns.compile(r"(?:보드|판)\s*(?:에|위에|위|엔|에는)(?![가-힣])")


def _board_total_claim(text: str) -> Computed | None:
    """Whether the count of gems a question says the set-up puts on the board (or on the
    centre tile, or on the six corner tiles) is the engine's set-up."""
    said = list(_ALL_GEMS_COUNTED.finditer(text))
    if len(said) != 1:
        return None
    if not (_SETUP_WHEN.search(text) or _PUT.search(text)) and (
        not _PLACE_AT.search(text) or re.search(r"있|없", text)
    ):
        return None  # ("중앙에 보석 6개 있는 거 맞지?": the centre now, maybe)
    places = [
        p for p, r in (("centre", _PLACE_CENTRE), ("corners", _PLACE_CORNERS)) if r.search(text)
    ]
    if len(places) > 1 or not places and not _ON_THE_BOARD.search(text):
        return None
    if not _CLAIM_END.search(text) or not _one_case(text):
        return None
    if _CLAIM_DECLINE.search(text) or _NOT_SET_UP.search(re.sub(r"있|놓는", " ", text)):
        return None
    if _KIND_RE.search(text) or _PER_CORNER.search(text):
        return None  # a kind named, or each corner tile's gems
    rest = PLAYER_COUNT.sub(" ", text[: said[0].start()] + " " + text[said[0].end() :])
    if _NUMBER.search(rest) or re.search(r"\d", rest):
        return None
    n = count_word(said[0].group("n"))
    state = _start(players_named(text) or 2)
    if n is None or state is None:
        return None
    board = _board_gems(state)
    corners = list(state.gem_at.values())
    where, gems = {
        "centre": ("중앙 보석 타일", list(state.centre)),
        "corners": (f"가장자리 보석 타일 {len(corners)}개", corners),
    }.get(places[0] if places else "", ("보드", board))
    right = len(gems) == n
    stated = f"처음 {where}에는 보석 {len(gems)}개({_describe(_kind_counts(gems))})를 놓습니다"
    negative = bool(_CLAIM_NEGATIVE.search(text) or re.search(r"틀|잘못", text))
    return Computed(
        INDIGO,
        "indigo-setup",
        stated if negative else ("네, " if right else "아니요, ") + stated,
        f"처음 보드에는 중앙 보석 타일에 {_describe(_kind_counts(list(state.centre)))}, 가장자리 "
        f"보석 타일 {len(corners)}개에 {_describe(_kind_counts(corners))}, 모두 보석 "
        f"{len(board)}개를 놓습니다. 상자의 나머지 {len(state.reserve)}개는 예비입니다.",
        f"처음 {where}에 놓는 보석이 {n}개인지",
        [],
        [ENTRY_TREASURE, ENTRY_RESERVE],
        right,  # asked in the negative: coloured all the same (the house's rule)
    )


# "세팅 다 하고 나면 남는 보석", "처음에 보드에 안 올리고 남는 보석": the gems the set-up leaves
# off the board, which are the reserve (was: the board's, "처음 보드에 놓이는 보석")
_SETUP_LEFT_OFF = patterns.compile(
    r"(?:(?:보드|판)\s*(?:에|위에|위)?\s*)?(?:안\s*(?:올리|올린|놓|놓은|깔|깐)[가-힣]*\s*)?남는\s*(?=보석)"
)


def indigo_setup(text: str) -> Computed | None:
    text = _GAME_NAMES.sub(" ", text)
    if _SETUP_WHEN.search(text):
        text = _SETUP_LEFT_OFF.sub("예비 ", text)
    return (
        _setup_claim(text)
        or _board_total_claim(text)
        or _setup_gems(text)
        or _reserve(text)
        or _most_of_a_kind(text)
    )


# -- which gem the centre gives next ------------------------------------------------------------
# "중앙에서 에메랄드 3개 나갔는데 이번에 또 붙이면 뭐 나와?", "가운데 보석 타일에 여섯 번째로
# 길 붙이면 뭐가 나가?"
_CENTRE_OUT = patterns.compile(
    rf"에메랄드\s*(?:가|이|는)?\s*(?:벌써\s*|이미\s*)?(?P<n>{_COUNT}|다|전부|모두)\s*(?:개|알)?\s*"
    r"(?:가|이)?\s*(?:다\s*)?(?:나갔|나왔|나가고|나오고|빠졌|꺼냈|나간|나온)"
)
_CENTRE_PLACED = patterns.compile(
    rf"(?P<n>{_COUNT})\s*(?:장|번|개)\s*(?:을|를|이|째)?\s*(?:붙였|놨|놓았|이었|연결했|댔|채웠|놓여|깔려)"
)
# "여섯 칸 중 이미 다섯 칸에 타일이 깔려": the cells around the centre already filled
_CENTRE_CELLS = patterns.compile(r"(?:여섯|6)\s*(?:칸|자리|곳|면)\s*(?:중|중에|가운데|에서)?")
_CENTRE_FILLED = patterns.compile(
    rf"(?:이미\s*|벌써\s*)?(?P<n>{_COUNT})\s*(?:칸|자리|곳|면)\s*(?:에|에는|은|이)?\s*(?:이미\s*|벌써\s*)?"
    r"(?:타일\s*(?:이|을|은)?\s*)?(?:이미\s*|벌써\s*|다\s*)?"
    r"(?:깔려|깔렸|놓여|놓였|놨|채워|찼|차\s*있|있|붙어|붙였)"
)
# the one cell left ("마지막 칸": only after five), or the next one ("다음 칸", "한 칸 더")
_LAST_CELL = patterns.compile(r"마지막|(?:남은|나머지|빈)\s*(?:한\s*)?(?:칸|자리|곳)")
_NEXT_CELL = patterns.compile(r"다음\s*(?:칸|자리)|한\s*칸\s*더|칸\s*하나\s*더")
# "친구가 한 칸 더 채웠어": one more cell told filled (was: read as the one asked about)
_ONE_MORE_FILLED = patterns.compile(
    r"(?:한\s*칸|칸\s*하나|한\s*장|하나)\s*(?:을|를)?\s*더\s*"
    r"(?:채웠|채워졌|놨|놓았|놓였|붙였|붙었|깔았|깔렸|찼|댔|이었)"
)
_ORDINAL_WORDS = {"첫": 1, "두": 2, "둘": 2, "세": 3, "셋": 3, "네": 4, "넷": 4, "다섯": 5}
_ORDINAL_WORDS |= {"여섯": 6, "일곱": 7}
_CENTRE_NTH = patterns.compile(
    r"(?<![0-9])(?P<d>\d)\s*번\s*째|(?<![가-힣])(?P<w>"
    + "|".join(sorted(_ORDINAL_WORDS, key=len, reverse=True))
    + r")\s*(?:번\s*)?째"
)
# "이제 내가 놓으면", "그다음": the tile after the ones counted
_NEXT = patterns.compile(r"다음|이번|또|하나\s*더|한\s*장\s*더|새로|(?<![가-힣])이제")
# "친구가 다섯 번째로 놨어. 내가 놓으면": the tile counted is another player's, the asker's
# comes after it
# another player, as questions name them ("친구가", "동생 차례는?")
_OTHER_PLAYER = r"(?:친구|상대(?:방)?|동생|형|누나|언니|오빠|다른\s*(?:사람|플레이어))"
_OTHERS_TILE = patterns.compile(rf"{_OTHER_PLAYER}\s*(?:가|이)\s")
_MY_TILE_NEXT = patterns.compile(
    r"(?<![가-힣])(?:내가|제가)\s*(?:\S+\s+){0,2}?(?:놓|놔|붙|깔|두면|둘|이으|이어)"
)
# "친구가 세 장, 내가 두 장 놨어", "나 두 번 친구 세 번 놨으면": tiles counted more than once
# (was: the one count before the verb read as all of them)
_CENTRE_TILES_COUNTED = patterns.compile(rf"{_COUNT}\s*(?:장|번)(?!\s*(?:째|더))")
# "지난번엔", "그 전엔", "아까", "처음엔": a tile before the one counted
_EARLIER = patterns.compile(
    r"지난\s*(?:번|차례|턴)|저번|그\s*(?:전|앞)|바로\s*(?:전|앞)|이전|직전|아까|처음\s*(?:엔|에는)"
)
# "중앙에 사파이어만 남았는데": every emerald has left the centre
_ONLY_SAPPHIRE_LEFT = patterns.compile(
    r"사파이어\s*(?:하나|한\s*개|1\s*개)?\s*만\s*(?:남았|남아|남은|있)"
)
# "6번째 턴에", "여섯 번째 차례에", "3턴째": which turn of the game, not which tile around the
# centre
_TURN_NTH = patterns.compile(
    r"(?:\d+|[가-힣]{1,2})\s*(?:번\s*)?째\s*(?:턴|차례|라운드|판|순서|게임)"
    r"|\d+\s*(?:턴|차례|라운드)\s*(?:째|에|인데|때)?"
)
# "처음 타일 놓으면", "처음으로 연결하면": the first tile around the centre
_FIRST_PLACED = patterns.compile(
    # "처음에 중앙 옆에 놓으면": the centre's first neighbour, whether the game's first tile or
    # not (the centre gives its first gem either way)
    r"(?:맨\s*)?처음(?:으로|에)?\s*(?:(?:중앙|가운데)\s*(?:보석\s*타일\s*)?(?:바로\s*)?(?:옆|둘레)\s*(?:칸)?\s*에\s*)?"
    r"(?:(?:길\s*)?타일\s*(?:을|를)?\s*)?"
    r"(?:놓|놨|붙|연결|깔|대|댔|이어|이었|둬|두|뒀)"
)
_CENTRE_ASKS = patterns.compile(
    r"뭐|무슨|무엇|어떤|어느|나와|나오|나옴|나가|나감|나갈|인가|이야|예요|맞|야\?|냐"
    # "사파이어 나온다며?", "에메랄드 나왔대": the gem said to come out, a claim to check
    r"|나온|나왔"
)
# "2번째로 붙이면 사파이어야?": the gem the asker expects
_CENTRE_CLAIM = patterns.compile(
    # "사파이어는 6번째에 나오지?": the tile's ordinal may come between (was: no 네/아니요)
    r"(?P<kind>에메랄드|사파이어)\s*(?:가|이|은|는)?\s*"
    r"(?:(?:\d|첫|두|세|네|다섯|여섯)\s*번\s*째\s*(?:에|로|에는)?\s*)?(?:튀어\s*)?(?:나와|나오|나옴|나가|나갈|나감|야|냐|지|예요|에요|인가|이야|맞"
    # "사파이어가 나왔대. 맞아?", "사파이어 나온다던데": the gem said to have come out (was: no
    # 네/아니요, the verb's past and its 나온 not being 나오)
    r"|나왔|나온)"
)
# "사파이어는 중앙 둘레 여섯 번째 타일에서 나오는 거 아니야?", "사파이어 중앙 옆 마지막 칸 채울
# 때 나오는 거지?": the gem said first, its verb of coming out at the end of the clause, the tile
# between (was: the gem named, no colour)
_CENTRE_TOPIC_CLAIM = patterns.compile(
    r"^\s*(?P<kind>에메랄드|사파이어)\s*(?:은|는|가|이)?\s+(?:(?!에메랄드|사파이어|호박|보석)[^?.,!])*?"
    r"(?:나와|나오|나옴|나온|나왔|나갈|나가|나감)[가-힣]*(?:\s+(?:거|건|게|것)[가-힣]*)?"
    r"(?:\s+(?:맞|아니|아냐|아닌|아님)[가-힣]*)?\s*[?.!~]*\s*$"
)
# "에메랄드야 사파이어야?", "에메랄드 아니면 사파이어?": which of the two, asked as a choice
_CENTRE_EITHER = patterns.compile(
    r"(?P<a>에메랄드|사파이어)\s*(?:야|이야|예요|에요|인가요?|냐|나|이나|(?:가|이)\s*나와요?)?\s*"
    r"[,?]?\s*(?:아니면\s*)?"
    r"(?P<b>에메랄드|사파이어)\s*(?:야|이야|예요|에요|인가요?|냐|(?:가|이)\s*나와요?)?\s*[?]*\s*$"
)
# "중앙 옆에 아직 아무 타일도 없어요": no tile around the centre yet, as a first tile's case has it
_NONE_AROUND = patterns.compile(
    r"(?:중앙|가운데)\s*(?:타일\s*)?(?:옆|둘레|주변)\s*(?:에|에는)?\s*(?:아직\s*)?(?:아무\s*)?"
    r"타일\s*(?:이|도)\s*(?:하나도\s*)?없[가-힣]*"
)
# "어떤 보석이 몇 개 나와요?": which gem asked with how many (one, whichever)
_WHICH_AND_HOW_MANY = patterns.compile(
    r"(?:어떤|무슨|어느)\s*보석\s*(?:이|가)?\s*몇\s*개|뭐\s*(?:가|를)?\s*몇\s*개"
)
# "마지막 칸에 놓으면": the sixth cell around the centre, said without its number
_LAST_OF_SIX = patterns.compile(r"마지막\s*(?:한\s*)?(?:칸|자리|곳|타일)")
# "지금 중앙에 에메랄드 한 개랑 사파이어 한 개 남았어요", "가운데 타일에 사파이어랑 에메랄드 3개
# 남아 있어요": the centre's gems told; the emeralds counted say how many have left
_CENTRE_LEFT = patterns.compile(
    r"(?:중앙|가운데)\s*(?:보석\s*)?(?:타일\s*)?(?:에는|에|엔)\s*(?:지금\s*|아직\s*|현재\s*)?"
    rf"(?P<gems>(?:(?:에메랄드|사파이어)\s*(?:이|가|은|는)?\s*(?:(?:{_COUNT})\s*(?:개|알)?|하나)?"
    r"\s*(?:이랑|랑|하고|와|과|,)?\s*){1,2}?)"
    r"(?:이\s*|가\s*)?(?:남았|남아|남음|남은|있)"
)
_LEFT_GEM = patterns.compile(
    rf"(?P<kind>에메랄드|사파이어)\s*(?:이|가|은|는)?\s*(?P<n>{_COUNT}|하나)?"
)
_CENTRE_DECLINE = patterns.compile(
    r"몇\s*개|몇\s*점|호박|가장자리|모서리|코너|화살표|충돌|부딪|게이트|출구|점수|끝까지|어디"
    # "센터에서 첫 번째로 가져가면": taken from a centre (아줄's table), never a tile placed
    r"|가져가|가져간|가져갈|가져오|가져온"
    # "에메랄드가 나오고 상대가 가져갔어. 맞아?": who took it, told beside the release (was: 네,
    # the release alone confirmed)
    r"|가져갔|받았|먹었|얻었|챙겼"
    # "중앙에서 나온 두 번째 에메랄드는 누구 거야?": whose the gem is, not which comes out
    r"|누구\s*(?:거|꺼|것|한테|에게|의|가)|누가\s*(?:받|먹|갖|얻|가지)"
    r"|(?<![가-힣])(?:내|제)\s*(?:거|꺼|것)"
    # "… 두 수 중에 뭐가 나아요?": which move is better, not which gem comes out (was: 사파이어가
    # 나옵니다)
    r"|나아|나을까|(?<![가-힣])낫|유리|불리|추천|전략|작전|(?:뭐가|어느\s*(?:게|쪽이?))\s*좋"
    # "중앙 옆 말고 다른 데 세 번째로 놓으면": a tile away from the centre (was: 에메랄드가 나옵니다)
    r"|(?:중앙|가운데|센터)\s*(?:보석\s*)?(?:타일\s*)?(?:옆|둘레|주변)?\s*(?:칸)?\s*(?:이|가|은|는)?\s*"
    r"(?:말고|아닌|아니고|아니라|빼고)"
)
# "게임 시작하고 여섯 번째 타일을 중앙 옆에 놨어", "통틀어 세 번째 타일", "내 네 번째 타일": the
# tile's count in the game, or among one player's, not among the tiles around the centre
_GAME_NTH = patterns.compile(
    r"(?:게임|판)\s*(?:을|이)?\s*(?:시작|처음)[가-힣]*\s*(?:하고|해서|한\s*(?:뒤|후|다음|지)|부터)?"
    r"(?:(?!중앙|가운데|센터)[^?.]){0,8}?(?:\d|[가-힣]{1,2})\s*(?:번\s*)?째"
    r"|(?:통틀어(?:서)?|전체(?:에서|로)?|지금까지)\s*(?:\d|[가-힣]{1,2})\s*(?:번\s*)?째"
    r"|(?<![가-힣])(?:내|제|내가\s*놓는|제가\s*놓는)\s*(?:\d|[가-힣]{1,2})\s*(?:번\s*)?째\s*(?:타일|차례|턴)"
)
# "붙는 게 이번이 네 번째예요": the tile now placed is the one counted, so a later "이번엔" is
# that tile, not the next
_THIS_IS_NTH = patterns.compile(
    r"이번\s*(?:이|은|엔|에)?\s*(?:(?:\d|[가-힣]{1,2})\s*(?:번\s*)?째)\s*"
    r"(?:예요|에요|이에요|야|이야|인데|임|입니다|이고|고)"
)
_THIS_WORD = patterns.compile(r"이번\s*(?:이|은|엔|에는|에)?(?![가-힣])")
# "사파이어를 골라 내보내도 돼?", "에메랄드 말고 사파이어를 선택해서 꺼내도 되나요?": the gem the
# player would choose, asked as allowed
_CENTRE_CHOSEN = patterns.compile(
    r"(?P<kind>에메랄드|사파이어)\s*(?:을|를)?\s*(?:골라|골라서|선택해|선택해서|찍어서|정해서)\s*"
    r"(?:내보내|꺼내|보내|빼|나오게\s*해|내)[가-힣]*\s*(?:도|면)\s*(?:돼|되|괜찮|가능)"
)


def _nth_said(nth: re.Match[str]) -> int:
    """The tile around the centre a match of :data:`_CENTRE_NTH` or :data:`_FIRST_PLACED`
    counts: "처음" → 1, "세 번째" → 3."""
    if "d" not in nth.re.groupindex:
        return 1  # "처음 놓으면"
    return int(nth.group("d")) if nth.group("d") else _ORDINAL_WORDS[nth.group("w")]


# "가운데서 사파이어는 몇 번째에 나와?", "몇 번째로 중앙 옆에 놓으면 사파이어 나와요?": which
# tile around the centre frees the sapphire
_SAPPHIRE_WHEN = patterns.compile(
    # ("사파이어는 중앙 옆 몇 번째 타일에서 나와?": the cells round the centre said, was not read)
    r"사파이어\s*(?:는|은|가|이)?\s*(?:(?:중앙|가운데|센터)\s*(?:보석\s*타일\s*)?(?:옆|둘레|주변)?\s*"
    r"(?:에서|서|에)?\s*)?몇\s*(?:번\s*)?째\s*"
    r"(?:에|로|쯤|만에)?\s*(?:(?:타일|칸)\s*(?:에서|에|때)?\s*)?(?:나와|나오|나옴|나가|나감|나간|빠져|빠지)"
    r"|몇\s*(?:번\s*)?째\s*(?:로|에)?\s*[^?]{0,20}?(?:놓|붙|이으|연결)[가-힣]*\s*"
    r"사파이어\s*(?:가|이)?\s*(?:나와|나오|나옴|나가|나감)"
)
# the centre partly emptied, or a turn counted: another question than the order from the start
_SAPPHIRE_WHEN_DECLINE = patterns.compile(
    r"이미|벌써|남|나갔|나왔|지금|현재|이번|다음|턴|차례|라운드|호박|가장자리|모서리|게이트|출구|점"
    r"|변형|\d"
)


def _sapphire_when(text: str) -> Computed | None:
    """Which tile placed around the centre frees its sapphire, as the engine plays the six."""
    if not _PLACE_CENTRE.search(text) or not _one_case(text):
        return None
    if _SAPPHIRE_WHEN_DECLINE.search(PLAYER_COUNT.sub(" ", text)) or _NUMBER.search(
        PLAYER_COUNT.sub(" ", text)
    ):
        return None
    if re.search(r"에메랄드", text):
        return None
    fresh = _start(2)
    assert fresh is not None  # the two-player set-up never fails
    freed: list[str] = []
    for k in range(1, len(_AROUND_CENTRE) + 1):
        played = _play(2, _AROUND_CENTRE[:k])
        assert played is not None  # a fixed scene the engine plays
        out = [e for e in played[1] if e["type"] == "gem-move" and e["source"] == "centre"]
        if len(out) != 1:
            return None
        freed.append(str(out[0]["kind"]))
    if freed.count("sapphire") != 1:
        return None
    k = freed.index("sapphire") + 1
    return Computed(
        INDIGO,
        "indigo-centre",
        f"{k}번째",
        f"중앙 둘레에 타일이 놓일 때마다 중앙의 보석이 1개씩 나가며, {_centre_order(fresh)} "
        f"순서라 사파이어는 중앙 둘레에 {k}번째로 타일이 놓일 때 나옵니다.",
        "중앙의 사파이어가 나오는 차례",
        [f"중앙 둘레 {i}번째 타일: {_NAME_OF[kind]}" for i, kind in enumerate(freed, 1)],
        [RULE_CENTRE, "indigo.faq.centre-order"],
        None,
    )


# "중앙 옆에 세 번째로 놓으면 뭐 나와? 거기 놓는 게 유리해?": which gem, asked first, then
# whether the move is good, which the reader leaves; the first question is read alone (was: not
# read, the strategy word declining the whole)
_GEM_THEN_STRATEGY = patterns.compile(
    r"^(?P<ask>[^?]*(?:뭐|무슨|무엇|어떤\s*보석)[^?]*[?]+)\s*"
    r"[^?]*(?:나아|나을까|(?<![가-힣])낫|유리|불리|추천|전략|작전|좋아|좋을까|좋은)[^?]*[?]*\s*$"
)


# "에메랄드 5개 다 나간 뒤에 사파이어 나오는 거 맞지?", "사파이어는 에메랄드 다 나와야 나와?",
# "사파이어는 중앙에서 마지막에 나오지?": the centre's sapphire claimed to come out after its
# emeralds, or last (was: not read)
_EMERALDS_FIRST = patterns.compile(
    r"에메랄드\s*(?:가|이|는)?\s*(?:(?:5|다섯)\s*개\s*(?:가|이)?\s*)?(?:다|모두|전부)\s*"
    r"(?:(?:나간|나온|빠진)\s*(?:뒤|다음|후)\s*(?:에)?|(?:나가|나와|빠져)야|(?:나가|나오)고\s*나서)"
)
_SAPPHIRE_OUT = patterns.compile(r"사파이어\s*(?:가|이|는|도)?\s*(?:나오|나와|나온|나옴)")
_SAPPHIRE_LAST = patterns.compile(
    r"사파이어\s*(?:가|이|는)?\s*(?:중앙\s*(?:에서|서)\s*)?(?:맨\s*|제일\s*)?마지막\s*(?:에|으로)?\s*"
    r"(?:나오|나와|나온|나옴)"
)
# "중앙에서 처음 나오는 건 에메랄드 맞아?", "중앙에서 사파이어 먼저 나온대": the gem the centre
# frees first claimed (was: not read)
_FIRST_OUT = patterns.compile(
    r"(?P<kind>사파이어|에메랄드)\s*(?:가|이|는)?\s*(?:제일\s*|맨\s*|가장\s*)?"
    r"(?:먼저|처음\s*(?:에|으로)?|첫\s*번?\s*째\s*(?:로)?)\s*(?:나오|나와|나온|나옴|나가|나감)"
    r"|(?:제일\s*|맨\s*|가장\s*)?(?:먼저|처음\s*(?:에|으로)?|첫\s*번?\s*째\s*(?:로)?)\s*"
    r"(?:나오는|나가는|나온)\s*(?:건|게|거|것은|보석은|보석이)\s*(?P<after>사파이어|에메랄드)"
)
# "2인이면 …", "4명 게임에서 …": the player count said first, which the centre's order does
# not depend on (its digit declined the claim)
_LEADING_PLAYERS = patterns.compile(
    r"^\s*+[2-4]\s*+(?:인|명)(?:\s*+게임)?(?:\s*+(?:이면|에서|이서|일\s*때|인데))?(?=\s)"
)
_SAPPHIRE_LAST_DECLINE = patterns.compile(
    r"게이트|출구|보드\s*밖|호박|점수|이기|이겨|(?<![가-힣])(?:안|못)\s|않|몇|언제|\d(?!\s*개)"
    r"|(?<!5)\s*개|어디|누가|누구"
)


def _sapphire_last(text: str) -> Computed | None:
    """The centre's sapphire claimed to come out after its emeralds, or last, asked to confirm:
    네 by the order the engine frees the centre's gems (as the plain statement when asked in the
    negative); None for any other claim."""
    if not _one_case(text) or not _CLAIM_ASKED.search(text):
        return None
    text = _LEADING_PLAYERS.sub(" ", text)
    rest = _EMERALDS_FIRST.sub(" ", text)
    # "사파이어는 에메랄드 다 나간 다음에 나오지?": the emeralds said between the two
    after = _EMERALDS_FIRST.search(text) and _SAPPHIRE_OUT.search(rest)
    last = _SAPPHIRE_LAST.search(text) and _PLACE_CENTRE.search(text)
    first = _FIRST_OUT.search(text) if _PLACE_CENTRE.search(text) else None
    if first and (after or last or len(_KIND_RE.findall(text)) != 1):
        return None  # the first said beside the last, or two gems named
    if not (after or last or first):
        return None
    negative = re.search(r"(?:아니|아냐|아님|아닌)[가-힣]*\s*[?!.~]*\s*$", rest)
    if negative:
        rest = rest[: negative.start()]
    if _SAPPHIRE_LAST_DECLINE.search(rest):
        return None
    fresh = _start(2)
    assert fresh is not None  # the two-player set-up never fails
    order = [GEM_KINDS[g] for g in fresh.centre]
    if order[-1:] != ["sapphire"] or set(order[:-1]) != {"emerald"}:
        return None
    verdict = f"사파이어는 중앙의 에메랄드 {len(order) - 1}개가 모두 나온 뒤 마지막으로 나옵니다"
    ok = True
    if first:
        kind = first.group("kind") or first.group("after")
        ok = _KIND_OF[kind] == order[0]
        verdict = (
            f"중앙에서는 에메랄드 {len(order) - 1}개가 먼저 하나씩 나오고, 사파이어는 마지막으로 "
            "나옵니다"
        )
    return Computed(
        INDIGO,
        "indigo-centre",
        verdict if negative else ("네, " if ok else "아니요, ") + verdict,
        f"중앙 둘레에 타일이 놓일 때마다 중앙의 보석이 1개씩 나가며, {_centre_order(fresh)} "
        f"순서라 사파이어는 중앙 둘레에 {len(order)}번째로 타일이 놓일 때 나옵니다.",
        f"중앙에서 {josa(first.group('kind') or first.group('after'), '이', '가')} 먼저 나오는지"
        if first
        else "중앙의 사파이어가 에메랄드 뒤에 나오는지",
        [f"중앙 둘레 {i}번째 타일: {_NAME_OF[kind]}" for i, kind in enumerate(order, 1)],
        [RULE_CENTRE, "indigo.faq.centre-order"],
        ok,
    )


def indigo_centre(text: str) -> Computed | None:
    """The gem the k-th tile placed around the centre frees, as the engine plays it; or which
    tile frees the sapphire."""
    text = _GAME_NAMES.sub(" ", text)
    asked_first = _GEM_THEN_STRATEGY.match(text)
    if asked_first:
        found = indigo_centre(asked_first.group("ask"))
        return (
            dataclasses.replace(found, case=found.case + " (두는 게 나은지는 판단하지 않음)")
            if found
            else None
        )
    last_claimed = _sapphire_last(text)
    if last_claimed is not None:
        return last_claimed
    if _SAPPHIRE_WHEN.search(text):
        return _sapphire_when(text)
    how_many = bool(_WHICH_AND_HOW_MANY.search(text))
    if how_many:
        text = _WHICH_AND_HOW_MANY.sub("어떤 보석이", text)
    text = _NONE_AROUND.sub(" ", text)
    left_told = ""
    told = _CENTRE_LEFT.search(text)
    if told and not re.search(
        r"놓|놔|놨|붙|이으|이어|이었|연결|깔|대면|댔|둬|뒀|두면",
        text[: told.start()] + " " + text[told.end() :],
    ):
        return None  # "중앙에 에메랄드 5개 있는 거 맞아?": the centre told, no tile placed by it
    if told:
        # the emeralds left said in number: those gone are the rest of the centre's
        fresh_centre = _start(2)
        assert fresh_centre is not None  # the two-player set-up never fails
        start_counts = _kind_counts(list(fresh_centre.centre))
        said: dict[str, int] = {}
        for gem in _LEFT_GEM.finditer(told.group("gems")):
            kind = _KIND_OF[gem.group("kind")]
            word = gem.group("n")
            n = 1 if word == "하나" else count_word(word) if word else None
            if kind in said or (n is None and kind == "emerald"):
                return None  # the emeralds left not counted
            said[kind] = n if n is not None else start_counts.get(kind, 0)
        emeralds_left = said.get("emerald", 0)
        if not 1 <= emeralds_left <= start_counts.get("emerald", 0):
            return None
        if said.get("sapphire", start_counts.get("sapphire", 0)) != start_counts.get("sapphire", 0):
            return None  # the sapphire leaves last: while emeralds remain, it is there
        gone = start_counts["emerald"] - emeralds_left
        left_told = f"중앙에 {_describe(said)} 남음"
        text = (
            text[: told.start()] + f" 중앙에서 에메랄드 {gone}개 나갔 이번에 " + text[told.end() :]
        )
    chosen = _CENTRE_CHOSEN.search(text)
    if chosen:
        text = text[: chosen.start()] + f" {chosen.group('kind')}가 나와? " + text[chosen.end() :]
    if _THIS_IS_NTH.search(text):
        text = _THIS_WORD.sub(" ", text)  # "이번이 네 번째 … 이번엔": the fourth, said twice
    if not _PLACE_CENTRE.search(text) or not _CENTRE_ASKS.search(text):
        return None
    if _CENTRE_DECLINE.search(text) or _GAME_NTH.search(text):
        return None
    corrected = _corrected(text)  # "세 번째, 아니 여섯 번째로": the sixth
    if corrected is None:
        return None
    text = corrected
    players = players_named(text)
    if players is not None and _start(players) is None:
        return None
    text = PLAYER_COUNT.sub(" ", text)  # "3인 게임에서": the centre gives alike for any count
    if len(_CENTRE_NTH.findall(text)) > 1:
        return None  # "세 번째로 놓으면 뭐 나와? 여섯 번째는?": two tiles asked about
    fresh = _start(2)
    assert fresh is not None  # the two-player set-up never fails
    emeralds = _kind_counts(list(fresh.centre)).get("emerald", 0)
    only = _ONLY_SAPPHIRE_LEFT.search(text)
    if only and _CENTRE_NTH.search(text):
        # "사파이어만 남았어요. 여섯째 칸에": the sixth tile, told twice over
        nths = [_nth_said(m) for m in _CENTRE_NTH.finditer(text)]
        if nths != [emeralds + 1]:
            return None
        text = text[: only.start()] + " " + text[only.end() :]
        only = None
    if only:
        # "중앙에 사파이어만 남았는데 이번에 붙이면?": the tile after every emerald has left
        if not _NEXT.search(text[only.end() :]):
            return None
        text = text[: only.start()] + f" 에메랄드 {emeralds}개 나갔 " + text[only.end() :]
    if _ONE_MORE_FILLED.search(text):
        return None  # "네 칸 찼고 친구가 한 칸 더 채웠어": one more told filled, not asked
    cells = _CENTRE_CELLS.sub(" ", text)
    filled = _CENTRE_FILLED.search(cells)
    last = filled and count_word(filled.group("n")) == 5 and _LAST_CELL.search(cells, filled.end())
    if filled and (last or _NEXT_CELL.search(cells, filled.end())):
        # "다섯 칸에 이미 깔려 있어요. 마지막 칸에": the cells filled, then the next one
        text = cells[: filled.start()] + f" {filled.group('n')}장 붙였 "
        text += _NEXT_CELL.sub("다음", _LAST_CELL.sub("다음", cells[filled.end() :]))
    text = _TURN_NTH.sub(" ", text)  # the turn's number is not the centre's count
    if not filled and len(_LAST_OF_SIX.findall(text)) == 1 and not _CENTRE_NTH.search(text):
        text = _LAST_OF_SIX.sub("여섯 번째 칸", text)  # "중앙 옆 마지막 칸에 놓으면"
    out, placed, nth = (
        _CENTRE_OUT.search(text),
        _CENTRE_PLACED.search(text),
        _CENTRE_NTH.search(text) or _FIRST_PLACED.search(text),
    )
    if nth and (out or placed):
        # "타일이 세 장 놓여 있어서 에메랄드 세 개가 나갔어요. 이제 넷째 칸에": the tiles
        # before, told beside the one counted; read when every count agrees
        k_said = _nth_said(nth)
        for match in (out, placed):
            if match is None:
                continue
            n = count_word(match.group("n"))
            if n is None or n + 1 != k_said:
                return None
        text = _CENTRE_PLACED.sub(" ", _CENTRE_OUT.sub(" ", text))
        out = placed = None
        nth = _CENTRE_NTH.search(text) or _FIRST_PLACED.search(text)
    if sum(1 for m in (out, placed, nth) if m) != 1:
        return None
    if nth:
        if _NEXT.search(text[nth.end() :]):
            return None  # "세 번째로 붙였는데 다음은?": the next one, not the one counted
        if _OTHERS_TILE.search(text) and _MY_TILE_NEXT.search(text):
            return None  # "친구가 다섯 번째로 놨어. 내가 놓으면": the asker's is the next one
        if _EARLIER.search(text[nth.end() :]):
            return None  # "여섯 번째 타일 놨어. 지난번엔 뭐 나왔어?": one before the one counted
        k = _nth_said(nth)
        before = ""
    else:
        match = out or placed
        assert match is not None
        if not _NEXT.search(text[match.end() :]):
            return None
        word = match.group("n")
        n = emeralds if word in ("다", "전부", "모두") and out else count_word(word)
        if n is None or (out and n > emeralds):
            return None
        k = n + 1
        before = f"에메랄드 {n}개가 나간 뒤" if out else f"타일 {n}장을 붙인 뒤"
    rest = _CENTRE_PLACED.sub(" ", _CENTRE_OUT.sub(" ", _CENTRE_NTH.sub(" ", text)))
    if (
        _NUMBER.search(rest)
        or len(_CENTRE_TILES_COUNTED.findall(text)) > 1
        or (
            _FIRST_PLACED.search(text) and (_CENTRE_NTH.search(text) or _CENTRE_PLACED.search(text))
        )
    ):
        return None
    if not 1 <= k <= len(_AROUND_CENTRE):
        return None
    played = _play(2, _AROUND_CENTRE[:k])
    assert played is not None  # a fixed scene the engine plays
    state, events = played
    freed = [e for e in events if e["type"] == "gem-move" and e["source"] == "centre"]
    if len(freed) != 1:
        return None
    kind = str(freed[0]["kind"])
    name = _NAME_OF[kind]
    left = _kind_counts(list(state.centre))
    verdict, ok = f"{josa(name, '이', '가')} 나옵니다", None
    if how_many:
        verdict = f"{name} 1개가 나옵니다"
    claims = {_KIND_OF[m.group("kind")] for m in _CENTRE_CLAIM.finditer(_CENTRE_OUT.sub(" ", text))}
    topic = _CENTRE_TOPIC_CLAIM.search(text)
    if topic and not claims:
        claims = {_KIND_OF[topic.group("kind")]}
    either = _CENTRE_EITHER.search(text)
    if either and either.group("a") != either.group("b"):
        claims = set()  # "에메랄드야 사파이어야?": the plain statement answers the choice
    if len(claims) > 1:
        return None
    if claims:
        ok = claims == {kind}
        verdict = ("네, " if ok else "아니요, ") + verdict
    if chosen:
        # the player chooses nothing: the centre gives its gems in order
        if ok:
            verdict, ok = (
                f"{josa(name, '이', '가')} 나옵니다 (고르는 것이 아니라 정해진 순서입니다)",
                None,
            )
        else:
            verdict = f"아니요, 고를 수 없고 {josa(name, '이', '가')} 나옵니다"
    return Computed(
        INDIGO,
        "indigo-centre",
        verdict,
        f"중앙 둘레에 {k}번째로 타일을 놓으면 중앙의 {name} 1개가 그 타일의 길로 나갑니다. "
        f"중앙 보석은 {_centre_order(fresh)} 순서로 나옵니다.",
        f"중앙 둘레에 {k}번째로 타일을 놓음" + (f" ({left_told or before})" if before else ""),
        [
            _said(freed[0]),
            "(중앙 둘레에 직선 타일을 직접 놓아 본 예입니다. 실제 게임에서는 나온 보석이 길이 "
            "이어지는 데까지 움직입니다.)",
            "중앙에 남는 보석: " + (_describe(left) if left else "없음") + ".",
        ],
        [RULE_CENTRE],
        ok,
        example=_example(2, _AROUND_CENTRE[:k]),
    )


# -- the tiles in hand ---------------------------------------------------------------------------
# "차례에 타일 놓고 보석 옮기고 나면 손에 몇 장 있어야 해?", "길 타일 더미 다 떨어졌는데 손에
# 한 장 있으면?"
_HAND = patterns.compile(r"손(?:에|패|에는|엔|에도)")
_TILES_ASKED = patterns.compile(r"몇\s*(?:장|개)")
_TURN_DONE = patterns.compile(
    r"차례|턴|놓고|놓은\s*(?:뒤|후|다음)|옮기고|옮긴\s*(?:뒤|후|다음)|끝나|끝내|마치|마친|뽑고"
    r"|가져오고"
)
_PILE_EMPTY = patterns.compile(
    r"(?:더미|타일|뽑을\s*(?:게|거|것|타일))\s*(?:가|이|도|는)?\s*(?:다\s*)?"
    r"(?:떨어|바닥|없|소진|다\s*썼|다\s*뽑|끝났|동났|비었|비어|비면|빈\s*(?:뒤|후|다음))"
)
_IN_HAND = patterns.compile(
    rf"손(?:에|에는|엔)?\s*(?:타일\s*)?(?:이\s*|가\s*)?(?P<n>{_COUNT})\s*장"
)
# "몇 번 더 해?", "몇 차례 남았어?": the turns left asked, not what a hand does
_TURNS_ASKED = patterns.compile(r"몇\s*(?:번|차례|턴|바퀴|라운드)")
_TWO_TILE_VARIANT = patterns.compile(r"(?:두|2)\s*장\s*(?:씩\s*)?(?:들고|변형|룰)|전술\s*변형")
# "처음에 타일 몇 장 받아?", "시작할 때 타일 몇 장씩 들고 해?": the hand dealt, without 손
_DEALT = patterns.compile(
    r"타일\s*(?:을|를|은|는)?\s*(?:각자\s*|한\s*사람\s*당\s*|인당\s*)?몇\s*장\s*(?:씩\s*)?(?:을|를)?\s*"
    r"(?:받|가지고|갖고|들고|쥐고|나눠|나누)"
)
# "손에 몇 장 들고 해?", "손에 타일 몇 장 쥐고 있어?": the hand a player keeps
_HOLDING = patterns.compile(
    r"(?:들고|쥐고|갖고|가지고)\s*(?:하|해|있|있어|있나|있는|다니|플레이|게임)"
)
# a hand that changes, or one asked at a moment not said: "최대", "더 들고", "몇 장까지"
_HOLD_DECLINE = patterns.compile(r"최대|까지|이상|더\s*(?:들|쥐|갖|가지)|동안|중에|때")
_HAND_DECLINE = patterns.compile(
    r"몇\s*점|점수|게이트|출구|루미큐브|아줄|몇\s*명|돌려|회전|어디"
    # "이 두 장 놓으면 (보석이) 다 없어지나요?": whether the gems will be gone, not the hand
    r"|(?:없어지|사라지)(?:나|니|냐|는지|는\s*(?:거|건))|(?:없어질|사라질)\s*까"
)
# "보드에 보석이 하나도 없어", "보석은 다 나갔어": the game is over, not a turn to play
_NO_GEMS_LEFT = patterns.compile(
    r"보석\s*(?:이|은|는|도|가)?\s*(?:하나도|한\s*개도|다|모두|전부|더)?\s*(?:없|안\s*남|사라)"
    r"|보석\s*(?:이|은|는|도|가)?\s*(?:다|모두|전부)\s*(?:나갔|나가|빠졌|빠져)"
)


def _seeded(
    seed: int,
    moves: list[dict[str, Any]],
    options: dict[str, Any] | None = None,
    players: int = 2,
) -> dict[str, Any]:
    """A seeded game the engine played, as an example: its last move the one tried."""
    example = {
        "players": players,
        "seed": seed,
        "names": _seats(players),
        "moves": moves[:-1],
        "try": moves[-1],
    }
    return {**example, "options": dict(options)} if options else example


def _empty_pile_turn(
    hand_size: int, held: int
) -> tuple[int, bool, list[str], dict[str, Any]] | None:
    """A game the engine plays (random but seeded placements) until the pile is empty and the
    player to move holds ``held`` tiles, gems still on the board; that player's turn: (tiles
    in hand after it, whether they drew, what the engine says of the turn and of the rest,
    the game up to that turn as an example)."""
    import random

    from tutor.games.indigo import ENGINE

    for seed in range(20):
        options = {"hand_size": hand_size}
        state = ENGINE.new_game(2, seed=seed, options=options, names=_seats(2))
        assert isinstance(state, IndigoState)
        rng = random.Random(seed)
        moves: list[dict[str, Any]] = []
        while not state.is_terminal() and (
            state.pile or len(state.hands[state.to_move or 0]) > held
        ):
            moves.append(state.random_move(rng))
            state.apply(moves[-1])
        mover = state.current_player()
        if mover is None or len(state.hands[mover]) != held:
            continue
        moves.append(state.random_move(rng))
        example = _seeded(seed, moves, options)
        events = state.apply(moves[-1])
        if state.is_terminal():
            continue  # the last gem left: the game is over, not a turn like any other
        after = len(state.hands[mover])
        said = [
            f"(직접 두어 본 판에서 더미가 떨어진 뒤, 손에 타일 {held}장을 든 "
            f"{state.names[mover]}의 차례입니다.)",
            *(_said(e) for e in events if e["type"] == "place"),
        ]
        while not state.is_terminal() and state.current_player() != mover:
            state.apply(state.random_move(rng))
        if (after == 0) != state.is_terminal():
            continue  # a player with no tile must get no turn; one with a tile, another
        if after == 0:
            said.append(
                f"그 뒤로 {state.names[mover]}의 차례는 오지 않고, 게임이 끝날 때까지 다른 사람만 둡니다."
            )
        return after, any(e["type"] == "draw" for e in events), said, example
    return None


def _game_over(text: str) -> Computed | None:
    """No gem left on the board while tiles remain in hand: the engine ends the game there
    (its game whose last gem left with tiles still to play)."""
    played = _last_gem_game()
    if played is None or _END_DECLINE.search(text.replace("손에", " ")):
        return None
    said = [t for _kind, t in played[0]]
    left = played[1]
    verdict, ok = "게임이 이미 끝났습니다: 보드에 보석이 없으면 타일을 더 놓지 않습니다", None
    if _ENDS.search(text) and not _GO_ON.search(text) and re.search(r"[?]\s*$", text):
        # "보석이 다 나가면 손에 타일 남아 있어도 게임 끝나?": the end asked yes or no (was: the
        # end told, no 네)
        verdict, ok = "네, 게임이 끝납니다 (손에 남은 타일은 더 놓지 않습니다)", True
    return Computed(
        INDIGO,
        "indigo-end",
        verdict,
        "보드에 보석이 하나도 남지 않으면 손이나 더미에 타일이 남아 있어도 그 자리에서 게임이 "
        "끝나고, 모은 보석의 점수로 승자를 가립니다.",
        "보드에 보석이 남지 않음, 손에 타일이 남아 있음",
        [*said, f"(직접 두어 본 이 판에서는 더미에 타일 {left}장이 남아 있었습니다.)"],
        [RULE_END, RULE_WINNER],
        ok,
        example=played[2],
    )


# "처음에 타일 2장씩 손에 들고 시작하는 거 아닌가요?", "손에 1장 들고 시작하는 거 맞죠?": the
# hand dealt, its count said and asked to confirm
_START_HAND_SAID = patterns.compile(
    rf"(?:손에\s*)?(?:(?:길\s*)?타일\s*(?:을|를|은|이)?\s*)?(?:각자\s*|한\s*사람\s*당\s*|인당\s*)?"
    rf"(?P<n>{_COUNT})\s*장\s*(?:씩\s*)?(?:을|를)?\s*(?:손에\s*)?(?:들고|받고|쥐고|가지고|갖고)\s*"
    r"(?:시작|하는|해|하나|하죠|하지|해요|합니까)"
)
# "설명서엔 1장 같던데", "룰북에는 1장이라고 돼 있던데": the rulebook's count, told after the question
_RULEBOOK_SAYS = patterns.compile(
    rf"[?]\s*(?:근데\s*|그런데\s*)?(?:설명서|룰북|규칙서|매뉴얼|규칙)\s*(?:에는|엔|에서는|에선|에|은|는)?\s*"
    rf"(?P<n>{_COUNT})\s*장\s*(?:이|인\s*것)?\s*"
    r"(?:같던데|같은데|이던데|던데|이라던데|라던데|이라고\s*(?:돼|되어)\s*있던데|으로\s*나와\s*있던데"
    r"|로\s*나와\s*있던데|인데)[요.!~]*\s*$"
)
_HAND_CLAIM_END = patterns.compile(
    r"(?:맞|거|건가|게|인가|이지|지|죠|야|요|나|니|냐|까|해|아닌|아니|아냐)[가-힣]*\s*[?]+\s*$"
    r"|맞[가-힣]*\s*[?]*\s*$"
)


def _start_hand_claim(text: str) -> Computed | None:
    """Whether the tiles a question says each player starts with are the engine's deal (for
    the two-tile variant when it is named)."""
    said = _START_HAND_SAID.search(text)
    if said is None or not _SETUP_WHEN.search(text) or _TURN_DONE.search(text):
        return None
    book = _RULEBOOK_SAYS.search(text)
    if book:
        text = text[: book.start()] + "?"
    if not _one_case(text) or not _HAND_CLAIM_END.search(text):
        return None
    variant = bool(_TWO_TILE_VARIANT.search(text.replace(said.group(), " ")))
    if "변형" in text and not variant or _HAND_DECLINE.search(text):
        return None
    rest = PLAYER_COUNT.sub(" ", text.replace(said.group(), " "))
    if _NUMBER.search(rest) or re.search(r"\d|몇|말고|대신|보석|더\s*(?:들|받)", rest):
        return None
    claimed = count_word(said.group("n"))
    players = players_named(text) or 2
    basic, variant_state = _start(players), _start(players, {"hand_size": 2})
    if claimed is None or basic is None or variant_state is None:
        return None
    state = variant_state if variant else basic
    dealt = len(state.hands[0])
    if book and count_word(book.group("n")) != len(basic.hands[0]):
        return None  # the rulebook said to say another count than the basic game's
    right = claimed == dealt
    stated = (
        "타일 두 장 변형에서는 " if variant else ""
    ) + f"처음에 각자 길 타일 {dealt}장을 손에 듭니다"
    # the variant decides the case when it is played, or when its hand is the count said
    variant_said = not right and not variant and claimed == len(variant_state.hands[0])
    if variant_said:
        stated += f" ({claimed}장을 드는 것은 타일 두 장(전술) 변형 규칙입니다)"
    negative = bool(_CLAIM_NEGATIVE.search(text))
    return Computed(
        INDIGO,
        "indigo-hand",
        stated if negative else ("네, " if right else "아니요, ") + stated,
        stated + ".",
        f"처음 손에 드는 길 타일 {claimed}장인지" + (" (두 장 변형)" if variant else ""),
        [],
        [ENTRY_TILES, "indigo.variant.two-tiles"] if variant or variant_said else [ENTRY_TILES],
        right,  # asked in the negative: coloured all the same (the house's rule)
    )


# "다시 채우나요?", "새로 뽑아서 2장 채워요?": the hand refilled at the turn's end
_REFILL_ASKED = patterns.compile(
    r"(?:다시|새로|도로)\s*(?:뽑아\s*(?:서)?\s*)?(?:(?P<n>\d|두|한)\s*장\s*(?:으로|로|을|를)?\s*)?"
    r"(?:채우|채워|채움|채운|보충|만들|맞춰|맞추)"
)
# "한 장 놓고", "1장을 내면": the one tile a turn places; "한 장만 들고 있는 건가요": the
# hand not refilled, the alternative asked beside the refill
_ONE_PLACED = patterns.compile(r"(?:한|1)\s*장\s*(?:을|를)?\s*(?=놓|내|깔|두)")
# a tile placed this turn: "놓고 (나면)", "놓으면", "놓은 뒤"
_PLACED_NOW = patterns.compile(
    r"놓고|놓으면|놓았으면|놨으면|놓은\s*(?:뒤|후|다음)|내면|낸\s*(?:뒤|후|다음)"
)
_ONE_LEFT = patterns.compile(r"(?:한|1)\s*장\s*(?:만|뿐)\s*(?=들고|남|쥐고|가지고|갖고|있)")


def _refill(text: str, variant: bool) -> Computed | None:
    """Whether the hand is refilled after a tile is placed ("한 장 놓고 나면 다시 채우나요?"): the
    engine's turn, which draws after the placement back to the hand dealt."""
    if not _one_case(text.replace(",", " ")) or re.search(r"더미|떨어|없|몇|점|변형\s*말고", text):
        return None
    if re.search(r"보석|중앙|가운데|센터|화살표|예비|자리|칸", text):
        return None  # "타일 놓으면 중앙 보석 다시 채워요?": something refilled other than the hand
    either = bool(re.search(r"아니면|혹은|또는", text))
    left = _ONE_LEFT.search(text)
    if left and not either:
        return None  # "한 장만 들고 있다가 다시 채워?": not the plain refill asked
    rest = _ONE_LEFT.sub(" ", _ONE_PLACED.sub(" ", PLAYER_COUNT.sub(" ", text)))
    rest = _TWO_TILE_VARIANT.sub(" ", rest)
    refill = _REFILL_ASKED.search(rest)
    said = count_word(refill.group("n")) if refill and refill.group("n") else None
    if refill and said is not None:
        rest = rest.replace(
            refill.group(), " "
        )  # "2장 채워요?": the hand as refilled, checked below
    if _NUMBER.search(rest) or re.search(r"\d|(?<![가-힣])(?:두|세|네|한)\s*장", rest):
        return None
    from tutor.games.indigo import ENGINE

    players = players_named(text) or 2
    if players not in (2, 3, 4):
        return None
    state = ENGINE.new_game(
        players, seed=0, options={"hand_size": 2 if variant else 1}, names=_seats(players)
    )
    assert isinstance(state, IndigoState)
    before = len(state.hands[0])
    move = state.legal_moves()[0]
    example = _seeded(0, [move], state.options, state.n)
    events = state.apply(move)
    after = len(state.hands[0])
    if after != before or not any(e["type"] == "draw" for e in events):
        return None
    if said is not None and said != after:
        return None  # "3장 채워요?": another hand than the engine's
    setting = "타일 두 장 변형에서도 " if variant else ""
    stated = f"다시 채웁니다: {setting}1장을 놓고 보석을 옮긴 뒤 더미에서 1장을 가져와 손에 다시 {after}장"
    verdict, ok = (stated, None) if either else ("네, " + stated, True)
    return Computed(
        INDIGO,
        "indigo-hand",
        verdict,
        f"{setting}손에 든 "
        + (f"{before}장 중 " if before > 1 else "")
        + "1장을 놓고 보석 이동이 끝나면 더미에서 1장을 가져와, "
        f"다시 {after}장을 들고 다음 차례를 기다립니다. 더미가 떨어졌으면 가져오지 않습니다.",
        "타일 1장을 놓은 뒤 손을 다시 채우는지" + (" (두 장 변형)" if variant else ""),
        [_said(e) for e in events if e["type"] in ("place", "draw")],
        [RULE_DRAW, "indigo.variant.two-tiles", ENTRY_SEQUENCE]
        if variant
        else [RULE_DRAW, ENTRY_SEQUENCE],
        ok,
        example=example,
    )


# "계속해요?", "계속 하는 거지?": whether the game goes on asked, with gems said to be left on the
# board; not when asked the other way round ("계속 안 해?") or of no gems left
_GOES_ON_ASKED = patterns.compile(
    r"계속\s*(?:해|하|돼|되|진행)[^.?!]*\?|계속\s*(?:해|하|돼|되|진행)[가-힣]*\s*$"
)
_GOES_ON_DECLINE = patterns.compile(
    r"계속\s*(?:안|못)|(?:안|못)\s*계속|말아|끝내|없어|없고|없는데|0\s*개|하나도|다\s*(?:나갔|없)"
    r"|몇|누가|누구|언제|어떻게"
)
# "보드에 호박 2개가 남아 있어요", "보석은 보드에 3개 있어": a gem said to be left on the board
# (never "보드에 빈칸 남아 있고": the cells left say nothing of the gems)
_GEMS_LEFT_SAID = patterns.compile(
    rf"(?:보석|{_GEM_WORDS})\s*(?:이|가|은|는|도)?\s*(?:아직\s*)?(?:보드|판)?\s*(?:에|위에)?\s*"
    rf"(?:{_COUNT}\s*개\s*(?:만|가|이|는|도)?\s*|하나\s*(?:만|가|는|도)?\s*)?(?:아직\s*)?"
    r"(?:남아|남았|남은|있어|있는데|있고|있음)"
)


def indigo_hand(text: str) -> Computed | None:
    """The tiles a player holds after a turn, at the start, or when the pile has run out."""
    if not _INDIGO_MARK.search(text):
        return None
    claimed = _start_hand_claim(_GAME_NAMES.sub(" ", text))
    if claimed is not None:
        return claimed
    if not _HAND.search(text):
        if (
            _DEALT.search(text)
            and _SETUP_WHEN.search(text)
            and not _TURN_DONE.search(text)
            and _one_case(text)
        ):
            text = "손에 " + text  # "처음에 타일 몇 장 받아?": the hand dealt
        elif _REFILL_ASKED.search(text) and _PLACED_NOW.search(text):
            text = "손에 " + text  # "한 장 놓으면 다시 채워요?": the hand refilled
        else:
            plain = _GAME_NAMES.sub(" ", text)
            return _draw_first(plain) or _draw_after(plain)
    text = _GAME_NAMES.sub(" ", text)
    if _HAND_DECLINE.search(text):
        return None
    variant = bool(_TWO_TILE_VARIANT.search(text))
    if "변형" in text and not variant:
        return None  # another variant (3인 단독 소유): not the tiles in hand
    # ("…건가요, 아니면 다시 채우나요?": 아니면 offers the refill, not another rule)
    if variant and re.search(
        r"말고|아니(?!면\s*(?:다시|새로|도로))|아닌|빼고|없이|안\s*(?:하|쓰|써)", text
    ):
        return None  # "두 장 변형 말고": the variant set aside, or not
    if _TREASURE_TILE.search(text) or len(re.findall(r"몇", text)) > 1:
        return None  # treasure tiles are never in a hand; two things asked
    if re.search(r"보석\s*(?:은|는|이|가|을|를)?\s*몇", text):
        return None  # the gems asked about, not the tiles
    # "내 보석은 하나도 없어": the player's own gems, which say nothing of the board's
    text = _OWN_GEMS.sub(" ", text)
    if _PART_GONE.search(text):
        return None  # "가장자리에 보석이 하나도 없어": other gems may still be on the board
    if _NO_GEMS_LEFT.search(text):
        return _game_over(text)
    if _PILE_EMPTY.search(text):
        held = _IN_HAND.search(text)
        count = count_word(held.group("n")) if held else None
        if count is None or count not in (1, 2):
            return None
        if len(_IN_HAND.findall(text)) > 1 or _TURNS_ASKED.search(text):
            return None  # "내 손에 1장, 친구 손에 1장이면 몇 번 더 해?": the turns left, not a hand
        told_before = text[: held.start()] if held else ""
        # whose hand is told (a player named just before it), whether a second count of tiles
        # is said beside it, and whose turn is asked
        hand_theirs = bool(re.search(rf"{_OTHER_PLAYER}\s*(?:은|는|이|가|의)?\s*$", told_before))
        second_count = bool(
            re.search(rf"{_COUNT}\s*장", _TWO_TILE_VARIANT.sub(" ", _IN_HAND.sub(" ", text)))
        )
        if re.search(rf"{_OTHER_PLAYER}\s*(?:의\s*)?(?:차례|턴)", text) and (
            second_count or not hand_theirs
        ):
            # "나는 손에 1장 친구는 0장이야. 친구 차례는?": another player's hand told beside
            # it and their turn asked (was: the first hand's turn); "나는 손에 한 장, 친구는
            # 없어. 친구 차례는?": another player's turn asked of a hand not said to be theirs
            # (was: the asker's hand answered as the other's turn)
            return None
        if hand_theirs and (
            second_count or re.search(r"(?<![가-힣])(?:내|제|나의|저의)\s*(?:차례|턴)", text)
        ):
            # "친구는 손에 한 장, 나는 0장. 내 차례 어떻게 해?": the hand told is another
            # player's, the asker's own beside it or their turn asked (was: the other's hand
            # answered as the asker's turn)
            return None
        turn = _empty_pile_turn(2 if variant or count == 2 else 1, count)
        if turn is None:
            return None
        after, drew, said, example = turn
        if drew:
            return None
        verdict = f"{count}장 중 1장을 놓고 새 타일은 뽑지 않습니다 (손에 {after}장)"
        if count == 1:
            verdict = f"그 타일을 놓고 새 타일은 뽑지 않습니다 (손에 {after}장)"
        goes_on = None
        if (
            _GOES_ON_ASKED.search(text)
            and not _GOES_ON_DECLINE.search(text)
            and re.search(r"보드|판\s*(?:에|위)", text)
            and _GEMS_LEFT_SAID.search(text)
        ):
            # "보드에 호박 2개가 남아 있어요. 손에 1장씩 있는데 계속해요?": whether the game goes
            # on, asked (was: the hand's turn alone, with no 네)
            goes_on = True
            verdict = "네, 보드에 보석이 남아 있으니 계속합니다: " + verdict
        summary = "더미가 떨어지면 손에 든 타일을 놓고 보석을 옮긴 뒤 새 타일을 가져오지 않습니다."
        if after == 0:
            summary += (
                " 손에 타일이 없는 사람은 그 뒤 차례를 건너뛰고, 게임은 보드에 보석이 남아 있는 한 "
                "계속됩니다."
            )
        return Computed(
            INDIGO,
            "indigo-hand",
            verdict,
            summary,
            f"타일 더미가 빈 뒤 손에 {count}장" + (", 게임이 계속되는지" if goes_on else ""),
            said,
            [RULE_DRAW, RULE_END],
            goes_on,
            example=example,
        )
    if _REFILL_ASKED.search(text) and _PLACED_NOW.search(text) and not _TILES_ASKED.search(text):
        return _refill(text, variant)
    if not _TILES_ASKED.search(text):
        return None
    rest = PLAYER_COUNT.sub(" ", _TWO_TILE_VARIANT.sub(" ", text))
    if _NUMBER.search(rest):
        return None
    from tutor.games.indigo import ENGINE

    players = players_named(text) or 2
    if players not in (2, 3, 4):
        return None
    state = ENGINE.new_game(
        players, seed=0, options={"hand_size": 2 if variant else 1}, names=_seats(players)
    )
    assert isinstance(state, IndigoState)
    before = len(state.hands[0])
    setting = "타일 두 장 변형에서는 " if variant else ""
    if _SETUP_WHEN.search(text) and not _TURN_DONE.search(text):
        return Computed(
            INDIGO,
            "indigo-hand",
            f"{before}장",
            f"{setting}처음에 각자 길 타일 {before}장을 손에 듭니다.",
            "처음 손에 드는 길 타일" + (" (두 장 변형)" if variant else ""),
            [],
            [ENTRY_TILES],
            None,
        )
    if not _TURN_DONE.search(text):
        if not _HOLDING.search(text) or _HOLD_DECLINE.search(text):
            return None
        # "손에 타일 몇 장 들고 해?": what a player holds between turns, the hand as dealt and
        # as it is again after each turn's draw
        move = state.legal_moves()[0]
        example = _seeded(0, [move], state.options, state.n)
        events = state.apply(move)
        if len(state.hands[0]) != before or not any(e["type"] == "draw" for e in events):
            return None
        return Computed(
            INDIGO,
            "indigo-hand",
            f"{before}장",
            f"{setting}각자 길 타일 {before}장을 손에 들고 합니다. 처음에 {before}장을 받고, "
            f"차례마다 1장을 놓은 뒤 더미에서 1장을 가져와 다시 {before}장이 됩니다.",
            "손에 들고 하는 길 타일" + (" (두 장 변형)" if variant else ""),
            [_said(e) for e in events if e["type"] in ("place", "draw")],
            [ENTRY_TILES, RULE_DRAW],
            None,
            example=example,
        )
    move = state.legal_moves()[0]
    example = _seeded(0, [move], state.options, state.n)
    events = state.apply(move)
    if not any(e["type"] == "draw" for e in events):
        return None
    after = len(state.hands[0])
    return Computed(
        INDIGO,
        "indigo-hand",
        f"{after}장",
        f"{setting}손에 든 "
        + (f"{before}장 중 " if before > 1 else "")
        + "1장을 놓고 보석 이동이 끝나면 더미에서 1장을 가져와, "
        f"다시 {after}장을 들고 차례를 마칩니다.",
        "차례를 마친 뒤 손에 든 길 타일" + (" (두 장 변형)" if variant else ""),
        [_said(e) for e in events if e["type"] in ("place", "draw")],
        [RULE_DRAW, ENTRY_SEQUENCE],
        None,
        example=example,
    )


# -- who takes a gem that leaves: the gateway's owners, not the one who placed ---------------
# "2인인데 내가 놓은 타일로 호박이 상대 게이트웨이로 나갔어요. 누가 가져가요?", "3인인데 A랑 B가
# 같이 쓰는 게이트웨이로 제가(C) 에메랄드를 보냈어요. 저도 받나요?"
_PADDING: tuple[Placement, ...] = (
    ("straights", (-3, 1), 0),
    ("straights", (-1, -2), 0),
    ("straights", (-2, -1), 0),
)
_PLACE_VERB = (
    r"(?:놓은|놓았|놨|둔|깐|깔은|놔서|놓아서|놓으니|놓자|보냈|보낸|밀어|만든|만들어|연결한|이은)"
)
_I_PLACED = patterns.compile(
    r"(?<![가-힣])(?:내가|제가)\s*(?:\([a-d]\)\s*)?(?:[^\s.?!]+\s+){0,2}?"
    + _PLACE_VERB
    + r"|(?<![가-힣])(?:내|제)\s*타일\s*(?:로|때문에|이|을|에\s*의해)"
)
# "C가 에메랄드 보냈어 C도 받아?": a third player, by letter, sends and is asked about
_LETTER_PLACED = patterns.compile(
    r"(?<![가-힣a-z])(?P<c>[a-d])\s*(?:가|이)\s*(?:[^\s.?!]+\s+){0,2}?" + _PLACE_VERB
)
# The asker's opponent in a 2-player game, however named: "상대", "친구", "다른 사람", "너"
_OTHER_ONE = r"(?<![가-힣])(?:상대(?:방)?|친구|다른\s*(?:사람|플레이어)|너|니)"
_THEY_PLACED = patterns.compile(
    _OTHER_ONE + r"\s*(?:이|가)\s*(?:놓은|놓았|놨|둔|깐|놔서|놓아서|놓으니|보냈|보낸|만든|만들어"
    r"|연결한|이은)"
    r"|" + _OTHER_ONE + r"\s*(?:의\s*)?타일\s*(?:로|때문에|이|에\s*의해)"
)
_THEIR_GATE = patterns.compile(rf"(?P<who>{_OTHER_ONE})\s*(?:의\s*)?(?:게이트|출구)")
_MY_GATE = patterns.compile(r"(?<![가-힣])(?:내|제|나의|저의)\s*(?:게이트|출구)")
# "A랑 B가 같이 쓰는 게이트웨이": two others own it (the asker is neither); "제 양옆 두 사람이
# 같이 쓰는": the asker's two neighbours
_OTHERS_SHARE = patterns.compile(
    r"(?<![가-힣a-z])(?P<a>[a-d]|[가-힣]{1,3}?)\s*(?:이랑|랑|하고|와|과)\s*(?P<b>[a-d]|[가-힣]{1,3}?)"
    r"\s*(?:이|가)?\s*(?:같이|함께|공유|공동)"
    r"|다른\s*(?:두\s*)?(?:사람|애)\s*(?:둘|두\s*명)?\s*(?:이|가)?\s*(?:같이|함께|공유)"
    r"|(?<![가-힣])(?:내|제|나의|저의)\s*(?:양\s*옆|좌우|왼쪽\s*오른쪽)\s*(?:의\s*)?(?:두\s*)?"
    r"(?:사람|플레이어|명)\s*(?:둘|두\s*명)?\s*(?:이|가)?\s*(?:같이|함께|공유)"
)
# "저는 하나도 못 받고 그 두 사람만 3점씩 받는 거예요?", "나는 못 받아?": the asker, who placed
# the tile, said to take nothing, or the two owners alone to take it (the points each, if said)
_ME_LEFT_OUT = patterns.compile(
    r"(?<![가-힣])(?:(?:나|저)\s*+(?:는|은)?|난|전|내가|제가)\s*+"
    r"(?:하나도|아무것도|한\s*+개도|점수\s*+(?:를|도)?)?\s*+(?:못|안)\s*+(?:받|가져|먹|얻)"
    # "나는 점수 없지?", "저는 점수 없는거죠?": the asker said to score nothing
    r"|(?<![가-힣])(?:(?:나|저)\s*+(?:는|은|한테는?|에게는?)?|난|전)\s*+(?:점수|보석|아무것도)\s*+"
    r"(?:가|는|도|이)?\s*+(?:하나도\s*+)?없"
)
_OWNERS_ALONE = patterns.compile(
    r"(?:그\s*)?(?:두\s*(?:사람|명|주인)|둘|주인\s*(?:둘|두\s*(?:사람|명)))\s*(?:이|가)?\s*만\s*"
    r"(?:(?P<n>\d)\s*점\s*씩\s*)?(?:받|가져|먹|얻)"
)
_ME_WORDS = {"나", "내", "저", "제", "난", "전"}
# "상대방이 혼자 가진 게이트웨이", "친구가 쓰는 출구", "제가 가진 게이트웨이": a gateway named by
# the one who holds it (read as "상대방의 게이트웨이", "내 게이트웨이")
_HELD_GATE = patterns.compile(
    rf"(?P<who>{_OTHER_ONE}|(?<![가-힣])(?P<me>나|저|내|제))\s*(?:이|가)\s*"
    r"(?:혼자\s*|단독으로\s*)?(?:가진|갖고\s*있는|가지고\s*있는|쓰는|소유한|소유하는|맡은)\s*"
    r"(?=게이트|출구)"
)
# "호박 하나가", "에메랄드 1개가": the one gem that leaves, counted
_ONE_LEAVING = patterns.compile(
    rf"(?P<kind>{_GEM_WORDS})\s*(?:(?:1|한)\s*(?:개|알)|하나)(?=\s*(?:이|가|은|는)?\s)"
)
# "예비 보석에서", "예비에서": where a second owner's gem would come from
_FROM_RESERVE = patterns.compile(r"예비\s*(?:보석)?\s*(?:에서|로부터)")
# "누가 1점 받아요?": the points the gem is worth, said with the one taking it
_TAKEN_POINTS = patterns.compile(r"(?P<n>\d)\s*점\s*(?=\s*(?:을|를)?\s*(?:받|가져|먹|얻))")
_OWNER_ASKS = patterns.compile(
    r"누가|누구|가져가|가져가요|가져갔|가져간|가져갈|받|먹었|내\s*(?:거|꺼|점수)|제\s*(?:거|꺼|점수)|점수\s*(?:는|가)?\s*누"
    # "친구 거 맞지?", "상대 꺼야?": the other player's, asked
    r"|(?<![가-힣])(?:상대(?:방)?|친구)\s*(?:의\s*)?(?:거|꺼|것|점수)(?!리|기|든|나|라)"
)
# "나 2점 받아?", "저 받아요?": the asker, with no particle, asked to take it (was: the owner
# named with no 네/아니요; the points, when said, are the gem's, checked before)
_I_ALSO = patterns.compile(
    r"(?:나|저)(?:도|는)\s*(?:받|점수|가져|먹|얻|1\s*개|하나)|내\s*(?:거|꺼|점수)|제\s*(?:거|꺼|점수)"
    r"|(?<![가-힣])(?:나|저)\s+(?:받|가져|먹|얻)"
)
_OWNER_DECLINE = patterns.compile(
    r"충돌|부딪|변형|단독|혼자|멈춰|막|곡선|커브|이기|이겨|동점|예비|몇\s*점|점씩|개씩"
    r"|(?:나|내|저|제)(?:랑|하고|와|이랑)"
    # "내 게이트웨이 맞은편으로 나가면", "상대 출구 옆으로": the gateway named is a landmark, the
    # gem leaves through another (was: 내가 가져갑니다)
    rf"|{_GATEWAY_WORDS}\s*(?:의\s*)?(?:맞은\s*편|반대\s*편|건너\s*편|양\s*옆|옆|이웃|근처)"
    # "제 게이트웨이 칸 타일에서 … 모서리 돌아서 옆 변 칸으로 넘어간 다음 나가면": the gateway
    # named is where the gem passes, it leaves through another (was: 내가 가져갑니다)
    rf"|{_GATEWAY_WORDS}\s*칸\s*(?:의\s*)?(?:타일\s*)?(?:에서|부터)"
    r"|넘어가|넘어간|넘어갔|(?:옆|다른|이웃한?)\s*변|돌아서|지나서|거쳐서"
    # "내 게이트 아닌 곳으로 나가면": the gateway named is not the one the gem leaves through
    # (was: 내가 가져갑니다)
    r"|" + _NOT_THIS_GATE.format(gate=_GATEWAY_WORDS)
)


# who took the gem told in the past ("상대가 가져갔어", "내가 받았어"), and what may follow it when
# that is what is asked: "맞지?", "이게 맞아?", "진짜야?", or the telling asked itself ("받았지?")
_TOLD_TAKEN = patterns.compile(r"(?:가져갔|받았|먹었|챙겼)[가-힣]*")
_TOLD_CONFIRMED = patterns.compile(
    r"\s*[?.,!~]*\s*(?:(?:근데|그럼|그러면)\s*)?(?:(?:이거|이게|그거|그게|이건|그건)\s*)?"
    r"(?:(?:맞|진짜|정말|사실|괜찮|제대로)[가-힣]*\s*[?!.~]*)?\s*$"
)


# a scene played: the state after it, the last placement's events, the player who placed it
# and the scene as an example (what the answer's board shows)
Placed = tuple[IndigoState, list[Event], int, dict[str, Any]]


def _placed_said(state: IndigoState, placer: int, example: dict[str, Any]) -> list[str]:
    """Who placed the last tile and where, and the far-off tiles placed first only to make it
    that player's turn (the board drawn shows them: said, so none seems part of the case)."""
    from tutor.games.indigo.geometry import BOARD

    def label(cell: list[int]) -> str:
        return BOARD.cell_label(BOARD.index[(cell[0], cell[1])])

    said = [f"{state.names[placer]}가 {label(example['try']['cell'])}에 타일을 놓았습니다."]
    padding = {cell for _tile, cell, _rotation in _PADDING}
    early = [label(m["cell"]) for m in example["moves"] if tuple(m["cell"]) in padding]
    if early:
        said.append(f"({', '.join(early)}의 타일은 {_PADDING_SAID}으로, 이 경우와 상관없습니다.)")
    return said


_PADDING_SAID = "차례를 맞추려고 먼저 놓은 것"


def _placed_by_other(players: int, kind: str) -> Placed | None:
    """The shared-exit scene of ``kind`` for ``players``, padded with far-off placements so
    that its last tile is placed by a player who does not take the gem."""
    base = _SHARED_EXIT[kind]
    for pad in range(len(_PADDING) + 1):
        scene = (*_PADDING[:pad], *base)
        played = _play(players, scene)
        if played is None:
            continue
        state, events = played
        placer = [e["player"] for e in events if e["type"] == "place"]
        takers = [e["player"] for e in events if e["type"] == "score"]
        if len(placer) == 1 and takers and placer[0] not in takers:
            return state, events, int(placer[0]), _example(players, scene)
    return None


# "보석이 게이트웨이로 나가면 누가 가져?", "타일 놓은 사람이 가져가?": any gem, any gateway,
# nobody in particular placing it
_TAKER_ASKED = patterns.compile(
    r"누가\s*(?:(?:그|그\s*보석|보석을?|점수를?)\s+)?(?:가져|받|먹|갖|챙|차지|점수|보관)"
    r"|누구\s*(?:의\s*)?(?:거|꺼|것|한테|에게|점수)"
)
# who does not take it, who takes it first, whose turn follows: other questions
_TAKER_OTHER = patterns.compile(
    r"(?<![가-힣])(?:안|못)\s|지\s*(?:않|못)|먼저|차례|순서|다음|(?<![a-z가-힣])턴"
)
_PLACER_TAKES = patterns.compile(
    r"(?:타일\s*(?:을|를)?\s*)?(?:놓은|둔|보낸|만든|민)\s*(?:사람|애|플레이어|쪽)\s*(?:이|가|은|는)?\s*"
    r"(?:가져|받|먹|갖|챙)"
)
# a player, a side, a gateway or a gem named: not the plain case
_TAKER_DECLINE = patterns.compile(
    r"(?<![가-힣])(?:내|제|나|저|난|전|너|네|니|상대|친구|형|누나|언니|오빠|동생)(?![가-힣])"
    r"|(?<![가-힣])(?:내가|제가|나는|저는|나도|저도|상대가|상대는|상대방)|[a-d]\s*(?:가|이|는|랑)"
    r"|\d\s*번|공유|같이|함께|둘\s*다|두\s*명|두\s*사람|주인\s*(?:이|은)?\s*(?:아닌|없)|아무도|중앙|가장자리"
)


def _exit_taker(text: str, players: int | None, kind: str, kind_said: bool) -> Computed | None:
    """Who takes a gem that leaves through a gateway, no player named: the gateway's owner
    (both owners of a shared one), never the one who placed the tile, as the engine plays a
    gem sent out by a player who does not hold the gateway."""
    placer_asked = bool(_PLACER_TAKES.search(text))
    if not (_TAKER_ASKED.search(text) or placer_asked) or _TAKER_DECLINE.search(text):
        return None
    if _TAKER_OTHER.search(text):
        return None
    if _NOT_GONE.search(text) or not _one_case(text):
        return None  # "안 나가면 누가 가져?": no gem left
    n = players or 2
    found = _placed_by_other(n, kind)
    fresh = _start(n)
    if found is None or fresh is None:
        return None
    state, events, placer, example = found
    scores = [e for e in events if e["type"] == "score"]
    if not scores or any(int(e["player"]) == placer for e in scores):
        return None
    owners = [len(o) for o in fresh.gateway_owners]
    if players is None:
        counts = [s.gateway_owners for p in (2, 3, 4) if (s := _start(p)) is not None]
        owners = [len(o) for c in counts for o in c]
    name = _NAME_OF[kind] if kind_said else "보석"
    if all(o == 1 for o in owners):
        verdict = "그 게이트웨이의 주인이 가져갑니다"
    elif all(o > 1 for o in owners):
        verdict = f"그 게이트웨이의 두 주인이 {josa(name, '을', '를')} 1개씩 받습니다"
    else:
        verdict = "그 게이트웨이의 주인이 가져갑니다 (공유 게이트웨이면 두 주인이 1개씩)"
    if placer_asked:
        verdict = "타일을 놓은 사람이 아니라 " + verdict
    details = [*_placed_said(state, placer, example), *(_said(e) for e in scores)]
    if not kind_said:
        details.append(
            f"(직접 두어 본 장면에서는 {josa(_NAME_OF[kind], '이', '가')} 나갔습니다. 어느 보석이든 "
            "같습니다.)"
        )
    return Computed(
        INDIGO,
        "indigo-exit",
        verdict,
        f"게이트웨이로 나간 {josa(name, '은', '는')} 타일을 놓은 사람이 아니라 그 게이트웨이의 "
        "주인이 가져갑니다. 두 사람이 함께 가진 게이트웨이면 한 사람은 그 보석을, 다른 사람은 "
        "예비에서 같은 보석을 받습니다.",
        (f"{players}명 게임, " if players else "") + f"{josa(name, '이', '가')} 게이트웨이로 나감",
        details,
        [RULE_EXIT, ENTRY_OPPONENT_GATEWAY]
        if all(o == 1 for o in owners)
        else [RULE_EXIT, RULE_SHARED, ENTRY_OPPONENT_GATEWAY],
        None,
        example=example,
    )


# "내가 타일 놨는데 친구 게이트로 나가면": what leaves through the gateway unsaid, a gem (never a
# route, "길이 친구 게이트로 나가면")
_GEM_UNSAID = patterns.compile(
    rf"(?<![가-힣])(?:(?:내|제|나의|저의)|{_OTHER_ONE})\s*(?:의\s*)?(?:게이트|출구)\s*(?:웨이\s*)?"
    r"(?:로|으로|쪽으로)\s*(?:나가|나간|나갔)"
)
_ROUTE_SAID = patterns.compile(r"(?<![가-힣])(?:길|경로|루트|선)\s*(?:이|가|은|는|도)?(?![가-힣])")


# "나 3점 맞지?", "저 2점이죠?": the asker said to score the gem's points (read as "나 3점 받지?",
# the points checked against the gem's below)
_MY_POINTS_CLAIMED = patterns.compile(
    r"(?<![가-힣])(?P<me>나|저|내가|제가|난|전)\s*+(?:는|은)?\s*+(?P<n>\d)\s*+점\s*+"
    r"(?:맞|이지|이죠|이야|이에요|인가|인거|인\s*+거)"
)


def _placed_by_owner(kind: str) -> Placed | None:
    """The 2-player exit scene of ``kind``, padded so that its last tile is placed by the
    player who takes the gem."""
    base = _SHARED_EXIT[kind]
    for pad in range(len(_PADDING) + 1):
        scene = (*_PADDING[:pad], *base)
        played = _play(2, scene)
        if played is None:
            continue
        state, events = played
        placer = [e["player"] for e in events if e["type"] == "place"]
        takers = [e["player"] for e in events if e["type"] == "score"]
        if len(placer) == 1 and takers == placer:
            return state, events, int(placer[0]), _example(2, scene)
    return None


def indigo_gateway_owner(text: str) -> Computed | None:
    """Who takes a gem one player's tile sends out through a gateway another holds: the
    engine's scene of a gem leaving on a tile placed by a player who does not own the
    gateway."""
    text = _GAME_NAMES.sub(" ", text)
    text = _MY_POINTS_CLAIMED.sub(lambda m: f"{m.group('me')} {m.group('n')}점 받지", text)
    if not (
        _EXIT.search(text)
        and _GATE.search(text)
        and (_OWNER_ASKS.search(text) or _ME_LEFT_OUT.search(text))
    ):
        return None
    asked = text
    text = _HELD_GATE.sub(lambda m: "내 " if m.group("me") else f"{m.group('who')}의 ", text)
    text = _ONE_LEAVING.sub(r"\g<kind>", text)
    # the asker said to take nothing, the owners alone to take it: a claim, read below
    left_out = _ME_LEFT_OUT.search(text)
    alone = _OWNERS_ALONE.search(text)
    claimed_points = int(alone.group("n")) if alone and alone.group("n") else None
    if left_out or alone:
        text = _OWNERS_ALONE.sub(" 두 사람만 받", _ME_LEFT_OUT.sub(" ", text))
    # "예비 보석에서 저도 하나 받나요?" of a 2-player game: no gateway is shared, the reserve
    # gives nothing; the owner's taking answers it
    reserve_asked = players_named(_PAIR.sub(" ", text)) == 2 and bool(_FROM_RESERVE.search(text))
    if reserve_asked:
        text = _FROM_RESERVE.sub(" ", text)
    if _OWNER_DECLINE.search(text):
        return None
    if _NOT_GONE.search(text):
        return None  # "내 게이트로 안 나가면 내꺼야?": no gem left through a gateway
    kinds = {_KIND_OF[m.group()] for m in _KIND_RE.finditer(text)}
    if len(kinds) > 1 or (
        not kinds
        and "보석" not in text
        and not (_GEM_UNSAID.search(text) and not _ROUTE_SAID.search(text))
    ):
        return None
    # "보석이 상대 게이트웨이로 나가면": any gem; the scene sends an amber, the verdict names none
    kind = next(iter(kinds)) if kinds else "amber"
    kind_said = bool(kinds)
    text = re.sub(r"(?:1|한)\s*개\s*(?:씩\s*)?(?=받|가져|먹|얻)", " ", text)  # "나도 1개 받아?"
    for said in _TAKEN_POINTS.finditer(text):
        if not kind_said or int(said.group("n")) != _POINT_OF[kind]:
            return None  # "누가 2점 받아?" of an amber: the points as said are not the gem's
    text = _TAKEN_POINTS.sub(" ", text)
    if _NUMBER.search(_GEM_COUNT.sub(" ", PLAYER_COUNT.sub(" ", text))) or _GEM_COUNT.search(text):
        return None
    players = players_named(_PAIR.sub(" ", text))
    name, points = _NAME_OF[kind], _POINT_OF[kind]
    others = _OTHERS_SHARE.search(text)
    if others and not kind_said:
        return None
    if others:
        named = {others.group("a"), others.group("b")} if others.group("a") else set()
        if named & _ME_WORDS or players not in (3, 4):
            return None
        sender = _LETTER_PLACED.search(text)
        who = "내" if _I_PLACED.search(text) else sender.group("c").upper() if sender else ""
        if sender and not _I_PLACED.search(text):
            c = sender.group("c")
            if c in named or not re.search(rf"(?<![a-z]){c}\s*도\s*(?:받|점수|가져|먹|얻)", text):
                return None
        elif sender or not (_I_PLACED.search(text) and (_I_ALSO.search(text) or left_out or alone)):
            return None
        if claimed_points is not None and claimed_points != points:
            return None  # "두 사람만 2점씩" of a sapphire: the points as said are not the gem's
        found = _placed_by_other(players, kind)
        if found is None:
            return None
        state, events, placer, example = found
        scores = [e for e in events if e["type"] == "score"]
        owners = sorted(int(e["player"]) for e in scores)
        if len(scores) != 2 or placer in owners:
            return None
        # the question's letters for the engine's seats ("a랑 b가 같이 쓰는 … c가 놓은"), so
        # the engine's account names the players as the question does
        letters = [named_ for named_ in (others.group("a"), others.group("b")) if named_]
        seat_names: dict[str, str] = {}
        if who and len(letters) == 2 and all(re.fullmatch(r"[a-d]", n) for n in letters):
            seat_names = {
                state.names[owners[0]]: letters[0].upper(),
                state.names[owners[1]]: letters[1].upper(),
            }
            if who != "내":
                seat_names[state.names[placer]] = who

        def as_asked(said: str) -> str:
            if not seat_names:
                return said
            pattern = "|".join(map(re.escape, seat_names))
            return re.sub(pattern, lambda m: seat_names[m.group()], said)

        owner_names = " · ".join(state.names[o] for o in owners)
        # "저도 받나요?": 아니요; "저는 못 받고 두 사람만 받아요?": 네
        confirmed = bool(left_out or alone)
        return Computed(
            INDIGO,
            "indigo-exit",
            f"네, 게이트웨이의 주인 두 사람만 {josa(name, '을', '를')} 1개씩 받습니다 ({points}점씩)"
            if confirmed
            else "아니요, 게이트웨이의 주인 두 사람만 받습니다",
            f"나간 {josa(name, '은', '는')} 타일을 놓은 사람이 아니라 그 게이트웨이의 주인이 "
            f"받습니다. 공유 게이트웨이면 두 주인이 {points}점씩 받고, 주인이 아닌 사람은 "
            "아무것도 받지 않습니다.",
            f"{players}명 게임, 다른 두 사람이 함께 가진 게이트웨이로 {who}가 놓은 타일이 "
            f"{josa(name, '을', '를')} 보냄",
            [
                as_asked(
                    f"{'내' if who == '내' and seat_names else state.names[placer]}가 놓은 타일로 {josa(name, '이', '가')} 나갔고, "
                    f"주인({owner_names})만 받습니다."
                ),
                *(as_asked(_said(e)) for e in scores),
            ],
            [ENTRY_SHARED_GATEWAY, RULE_SHARED, RULE_EXIT],
            confirmed,
            # the board names the players as the account does
            example={**example, "names": [seat_names.get(n, n) for n in state.names]},
        )
    if alone:
        return None  # "두 사람만 받아?" with no two others told to hold the gateway
    mine_placed, theirs_placed = _I_PLACED.search(text), _THEY_PLACED.search(text)
    their_gate, my_gate = _THEIR_GATE.search(text), _MY_GATE.search(text)
    if not (mine_placed or theirs_placed or their_gate or my_gate or others):
        return _exit_taker(text, players, kind, kind_said)
    if players not in (None, 2) or re.search(r"공유|공동|같이|함께|둘\s*다|두\s*주인", text):
        return None  # "… 누가 가져? 공유 게이트야": not the 2-player scene (was: 내가 가져갑니다)
    # the placer may go unsaid ("상대 게이트로 나가면 누가 가져?"): the owner takes it either way
    placed_by: str | None
    own = False  # the asker's tile, the asker's gateway
    if their_gate and not (theirs_placed or my_gate):
        taker, placed_by = "상대", "나" if mine_placed else None
    elif my_gate and not (mine_placed or their_gate):
        taker, placed_by = "나", "상대" if theirs_placed else None
    elif my_gate and mine_placed and not (theirs_placed or their_gate):
        # "내가 타일 놨는데 보석이 내 게이트로 나가면 내가 받지?": the asker places and owns the
        # gateway (was: not read); the owner takes it all the same
        taker, placed_by, own = "나", "나", True
    else:
        return None
    # the opponent as the question names them ("친구 게이트", "다른 사람 게이트웨이", "친구가
    # 놓은 타일로": was 상대 of the one who placed it)
    placer_named = re.match(_OTHER_ONE, theirs_placed.group()) if theirs_placed else None
    other = (
        their_gate.group("who") if their_gate else placer_named.group() if placer_named else "상대"
    )
    other = re.sub(r"\s+", " ", other)
    other = "상대" if re.fullmatch(r"상대방?|너|니", other) else other
    found = _placed_by_owner(kind) if own else _placed_by_other(2, kind)
    if found is None:
        return None
    state, events, placer, example = found
    scores = [e for e in events if e["type"] == "score"]
    if len(scores) != 1 or _has_shared(state):
        return None
    asked_me = bool(_I_ALSO.search(text)) or bool(
        re.search(r"(?:내가|제가)\s*+(?:점수\s*+(?:를|도)?\s*+)?(?:받|가져|먹)", text)
    )
    asked_them = bool(
        re.search(_OTHER_ONE + r"\s*(?:가|이|도)\s*(?:하나\s*)?(?:받|가져|먹)", text)
        # "친구 거 맞지?", "상대 꺼야?" (was: not read); beside "내 꺼야?" one of two is asked,
        # which the asker's own answers as before
        or (
            not asked_me
            and re.search(_OTHER_ONE + r"\s*(?:의\s*)?(?:거|꺼|것|점수)(?!리|기|든|나|라)", text)
        )
    )
    if asked_me and asked_them or asked_me and left_out:
        return None
    told = _TOLD_TAKEN.search(text)
    if told and not _TOLD_CONFIRMED.match(text, told.end()):
        # "… 상대가 가져갔어. 그럼 다음엔 누가 해?": who took it told, then something else asked
        # (a 네/아니요 would answer the telling); "… 상대가 가져갔어. 맞지?" is the claim asked
        return None
    scene_name = name
    if not kind_said:
        name = "보석"
    taker_name = other if taker == "상대" else "나"
    verdict = f"{_subject(taker_name)} 가져갑니다" + (f" ({name} {points}점)" if kind_said else "")
    ok: bool | None = None
    if asked_me:
        ok = taker == "나"
        verdict = ("네, " if ok else "아니요, ") + verdict
    elif left_out and asked_in_the_negative(asked):
        # "나 점수 못 받지?": asked in the negative, coloured by the plain statement (the
        # asker takes it), which the card shows without 네/아니요
        ok = taker == "나"
        verdict = ("네, " if ok else "아니요, ") + verdict
    elif asked_them or left_out:
        # "나는 점수 없지?": the asker said to take nothing, true when the other takes it
        ok = taker == "상대"
        verdict = ("네, " if ok else "아니요, ") + verdict
    reserve_decides = reserve_asked and ok is not False
    if reserve_decides:
        # "예비에서 나도 하나 더 받아?", "예비에서 누가 받아?" of a 2-player game: the reserve
        # gives nobody anything (was "네, 내가 가져갑니다": a yes to a second gem); the owner
        # takes the gem itself
        taken = f"{_subject(taker_name)} {josa(name, '을', '를')} 가져갑니다"
        ok = None if _HOW.search(text) else False
        verdict = ("" if ok is None else "아니요, ") + f"예비에서는 아무도 받지 않습니다 ({taken})"
    # no count said: the scene is a 2-player game's, which the case does not claim was said (was
    # "2명 게임, …" of every such question); a shared gateway's two owners said beside it
    shared_aside = (
        " 3·4명 게임에서 두 사람이 함께 가진 게이트웨이라면 두 주인이 1개씩 받습니다."
        if players is None
        else ""
    )
    return Computed(
        INDIGO,
        "indigo-exit",
        verdict,
        (
            "게이트웨이로 나간 보석은 그 게이트웨이의 주인이 가져갑니다. "
            if own
            else "게이트웨이로 나간 보석은 타일을 놓은 사람이 아니라 그 게이트웨이의 주인이 "
            "가져갑니다. "
        )
        + (
            "내가 놓은 타일로 "
            if own
            else f"{_subject(placed_by if placed_by == '나' else other)} 놓은 타일이라도 "
            if placed_by
            else "누가 타일을 놓았든 "
        )
        + f"{other + '의' if taker == '상대' else '내'} 게이트웨이로 나갔으니 {_subject(taker_name)} "
        f"{josa(name, '을', '를')} 가져갑니다."
        + (
            " 2명 게임에는 함께 가지는 게이트웨이가 없어 예비 보석에서 받는 사람도 없습니다."
            if reserve_asked
            else ""
        )
        + shared_aside,
        ("2명 게임, " if players == 2 else "")
        + (
            f"{_subject(placed_by if placed_by == '나' else other)} 놓은 타일로 "
            if placed_by
            else ""
        )
        + f"{josa(name, '이', '가')} {other if taker == '상대' else '내'} 게이트웨이로 나감",
        [
            *(["(2명 게임에서 직접 두어 본 예입니다.)"] if players is None else []),
            *_placed_said(state, placer, example),
            *(_said(e) for e in scores),
            *(
                []
                if kind_said
                else [
                    f"(직접 두어 본 장면에서는 {josa(scene_name, '이', '가')} 나갔습니다. 어느 보석이든 같습니다.)"
                ]
            ),
        ],
        [
            # the reserve asked about: the FAQ on a 2-player game's reserve decides it
            *([ENTRY_TWO_PLAYER_RESERVE] if reserve_decides else []),
            ENTRY_OPPONENT_GATEWAY,
            RULE_EXIT,
            *([ENTRY_TWO_PLAYER_RESERVE] if reserve_asked and not reserve_decides else []),
            *([RULE_SHARED] if players is None else []),
        ],
        ok,
        example=example,
    )


# -- several gems leaving at once ------------------------------------------------------------
# "내 타일 하나로 보석 3개가 내 출구로 나가면 다 내 거야?", "호박 2개 에메랄드 1개 한 번에
# 나가면 몇 점?", "한 번에 보석 두 개 나가면 하나만 받는 거 아니야?": every gem that leaves goes
# to its gateway's owner, however many leave together (was: not read, or the owner of one gem)
# The FAQ's scene: two ambers wait at the gateway cell's inner side, and the straights tile laid
# there sends both out through gateway 1, its placer's
_MANY_SCENE: tuple[Placement, ...] = (
    ("long-curves", (0, -3), 2),
    ("long-curves", (1, -3), 1),
    ("long-curves", (3, -3), 1),
    ("long-curves", (2, -3), 2),
    ("straights", (2, -4), 0),
)
ENTRY_MANY_GEMS = "indigo.faq.many-gems-one-turn"
_AT_ONCE = patterns.compile(
    r"한\s*+번에|한꺼번에|동시에|한\s*+방에|한\s*+(?:턴|차례)\s*+(?:에|만에|동안)"
    r"|타일\s*+(?:하나|한\s*+장|1\s*+장)\s*+(?:로|으로|만으로|에|때문에)"
    r"|(?<![가-힣])(?:같이|함께)(?!\s*+(?:쓰|가지|가진|갖|공유|소유))"
)
_MANY_EXIT = patterns.compile(r"나가|나간|나갔|나감|빠져\s*+나|들어가|들어갔|보내|보낸|보냈")
# "보석 3개가", "보석이 두 개", "보석 여러개": gems counted with no kind; never the players
# after them ("보석이 두명이 같이 쓰는 출구로": a shared gateway, not two gems)
_GEMS_COUNTED_ANY = patterns.compile(
    r"보석\s*+(?:이|가|을|를|도)?\s*+(?P<n>[1-9]|한|하나|두|둘|세|셋|네|넷|다섯|여러)\s*+(?:개|알)?"
    r"(?!\s*+(?:명|사람|플레이어|인(?![가-힣])))"
)
_MANY_DECLINE = patterns.compile(
    r"충돌|부딪|공유|공동|예비|두\s*+주인|주인\s*+(?:둘|두)|중앙|센터|가운데|가장자리|화살표|남은|남았"
    r"|마지막|끝나|끝난|이기|이겨|이김|동점|막|곡선|커브|멈|(?<![가-힣])(?:안|못)\s*+나"
    r"|(?:아닌|말고|빼고|외에)|[a-d]\s*(?:가|이|는|랑)|\d\s*번|먼저|순서|누구\s*+부터"
)
_ONE_ONLY = patterns.compile(r"(?:하나|한\s*+개|1\s*+개)\s*+(?:만|밖에|뿐)")
_CAP_ASKED = patterns.compile(r"몇\s*+개\s*+까지|최대|한도|제한|한계|상한")
_ALL_TAKEN = patterns.compile(
    r"(?:다|모두|전부|둘\s*+다|셋\s*+다|(?:두|세)\s*+개\s*+(?:다|모두))\s*+"
    r"(?P<me>(?:내|제)\s*+|(?:내가|제가|나|저)\s+)?"
    r"(?:거|꺼|것|받|가져|가질|먹|챙|얻|내\s*+(?:거|꺼|것)|제\s*+(?:거|꺼|것))"
)
# "제가 다 가져가나요?", "나 다 받아?": the asker asked to take them
_ASKER_TAKES_ALL = patterns.compile(
    r"(?<![가-힣])(?:내가|제가|나|저|난|전)\s*+(?:는|도)?\s*+(?:다|모두|전부)?\s*+(?:받|가져|가질|먹|챙|얻)"
)
_WHO_SAID_POINTS = patterns.compile(
    r"(?:(?P<who>(?<![가-힣])(?:내가|제가|나|저|난|전|상대방|상대|친구|동생))\s*+"
    r"(?:는|은|이|가|도)?\s*+)?(?<![\d])(?P<p>\d{1,2})\s*+점(?!\s*+씩)"
)


def indigo_many_gems(text: str) -> Computed | None:
    """Who takes several gems one tile sends out through a gateway, and their points: the
    gateway's owner takes every one, with no limit (the FAQ's scene of two ambers leaving
    together, played by the engine). None unless the gems are counted (two or three: one tile's
    three routes move no more), leave, and one thing about them is asked."""
    text = _GAME_NAMES.sub(" ", text)
    # "상대방이 가진 게이트웨이": the gateway named by its holder
    text = _HELD_GATE.sub(lambda m: "내 " if m.group("me") else f"{m.group('who')}의 ", text)
    if not _MANY_EXIT.search(text) or _MANY_DECLINE.search(text) or not _one_case(text):
        return None
    if players_named(_PAIR.sub(" ", text)) not in (None, 2) or _SINO_COUNT.search(text):
        return None
    hand: dict[str, int] = {}
    for said in _GEM_COUNT.finditer(text):
        kind, n = _KIND_OF[said.group("kind")], count_word(said.group("count"))
        if n is None or kind in hand:
            return None
        hand[kind] = n
    bare = _GEM_COUNT.sub(" ", text)
    for named in _KIND_RE.finditer(bare):
        kind = _KIND_OF[named.group()]
        if kind in hand:
            return None
        hand[kind] = 1
    counted = list(_GEMS_COUNTED_ANY.finditer(bare))
    if len(counted) > 1 or (counted and hand):
        return None
    total: int | None = sum(hand.values()) if hand else None
    if counted:
        word = counted[0].group("n")
        total = None if word == "여러" else count_word(word)
        if total is not None and total < 2:
            return None
    elif total is None or total < 2:
        return None
    if total is not None and total > 3 or hand.get("sapphire", 0) > 1:
        return None  # one tile's three routes move three gems at most; one sapphire is played
    if not (_AT_ONCE.search(text) or (_GATE.search(text) and total)):
        return None
    rest = _ALL_TAKEN.sub(" ", _ONE_ONLY.sub(" ", _GEMS_COUNTED_ANY.sub(" ", bare)))
    if _NUMBER.search(re.sub(r"\d{1,2}\s*+점", " ", rest)):
        return None
    mine, theirs = _MY_GATE.search(text), _THEIR_GATE.search(text)
    if len(_GATE.findall(text)) > 1 or (mine and theirs):
        return None
    taker = "나" if mine else re.sub(r"\s+", " ", theirs.group("who")) if theirs else None
    if taker is not None and re.fullmatch(r"상대방?|너|니", taker):
        taker = "상대"
    points = sum(_POINT_OF[k] * n for k, n in hand.items()) if hand else None
    said_points = list(_WHO_SAID_POINTS.finditer(rest))
    if len(said_points) > 1:
        return None
    owner = _subject(taker) if taker else "그 게이트웨이의 주인이"
    described = _describe(hand) if hand else None
    took = f"{owner} 모두 가져갑니다" + (f" ({described} = {points}점)" if described else "")
    verdict: str
    ok: bool | None = None
    negative = asked_in_the_negative(text)
    if _ONE_ONLY.search(text):
        # "하나만 받는 거 아니야?": one gem alone taken, claimed or asked
        verdict, ok = f"{took}. 한 번에 가져가는 보석 수에 한도는 없습니다", False
        if not negative:
            verdict = "아니요, " + verdict
    elif _CAP_ASKED.search(text):
        verdict = f"한도 없이 {took[: -len('모두 가져갑니다')].rstrip()} 모두 가져갑니다" + (
            f" ({described} = {points}점)" if described else ""
        )
    elif said_points:
        if points is None:
            return None
        who = said_points[0].group("who")
        who_taker = None if who is None else "나" if who in _ME_SAID | {"내가", "제가"} else "상대"
        if who_taker is not None and (taker is None or (who_taker == "나") != (taker == "나")):
            ok = False if taker is not None else None
            if ok is None:
                return None  # "나 4점?" of a gateway unsaid: whose it is decides
        else:
            ok = int(said_points[0].group("p")) == points
        verdict = ("네, " if ok else "아니요, ") + took
        if negative:
            return None
    elif re.search(r"몇\s*+점|점수\s*+(?:는|가)?\s*+(?:몇|얼마)", rest):
        if points is None:
            return None
        verdict = f"{points}점 ({owner} 모두 가져갑니다)"
    elif (every := _ALL_TAKEN.search(text)) is not None:
        me_asked = (
            bool(every.group("me"))
            or bool(_ASKER_TAKES_ALL.search(text))
            or bool(re.search(r"(?:내|제)\s*+(?:거|꺼|것)", every.group()))
        )
        if me_asked:
            if taker is None:
                return None  # "다 내 거야?" of a gateway unsaid: whose it is decides
            ok = taker == "나"
        elif taker is None and not re.search(r"받|가져|가질|먹|챙|얻", every.group()):
            return None
        else:
            ok = True
        if negative:
            return None
        verdict = ("네, " if ok else "아니요, ") + took
    elif re.search(r"누가|누구", text):
        verdict = took
    else:
        return None
    played = _play(2, _MANY_SCENE)
    if played is None:
        return None
    state, events = played
    scores = [e for e in events if e["type"] == "score"]
    if len(scores) != 2 or len({int(e["player"]) for e in scores}) != 1:
        return None
    count_said = f"보석 {total}개" if total else "보석 여러 개"
    return Computed(
        INDIGO,
        "indigo-exit",
        verdict,
        "타일 한 장으로 움직이게 된 보석은 모두 함께 움직이고, 출구로 나간 보석은 몇 개든 하나하나 "
        "그 게이트웨이의 주인이 가져갑니다. 한 차례에 가져가는 보석 수에 한도는 없습니다.",
        f"{josa(described or count_said, '이', '가')} 한 번에 "
        + (f"{'내' if taker == '나' else taker + '의'} 게이트웨이로 " if taker else "")
        + "나감",
        [
            "(직접 두어 본 예: 한 타일로 호박 2개가 한 게이트웨이로 함께 나갑니다.)",
            *(_said(e) for e in events if e["type"] in ("place", "gem-move", "score")),
        ],
        [ENTRY_MANY_GEMS, RULE_EXIT, RULE_ALL_GEMS],
        ok,
        example=_example(2, _MANY_SCENE),
    )


# -- when a gem that leaves is taken ----------------------------------------------------------
# "보석 나가면 바로 받아?", "출구로 나간 보석은 그 자리에서 바로 받는 거 맞지?", "보석은 게임
# 끝나고 한꺼번에 받는대": the owner takes it the moment it leaves, in the same placement's
# events (was: not read)
_TAKEN_NOW = patterns.compile(
    r"(?<![가-힣])(?:바로|즉시|곧바로|당장)|그\s*+자리에서|나가자\s*+마자|나오자\s*+마자"
)
_TAKEN_LATER = patterns.compile(
    r"(?:게임|판)\s*+(?:이|가)?\s*+(?:다\s*+)?(?:끝나고|끝난\s*+(?:뒤|후|다음)|끝날\s*+때|끝나면"
    r"|끝나야)|(?<![가-힣])(?:나중에|마지막에)(?!\s*+남)"
)
_TIMING_TAKE = patterns.compile(r"(?<![가-힣])(?:받|가져|챙기|챙겨|먹)")
_TIMING_DECLINE = patterns.compile(
    r"점수\s*+(?:를|는)?\s*+(?:세|계산|합|더)|세어|계산|합산|충돌|부딪|공유|예비|차례|턴|다음|순서"
    r"|마지막\s*+(?:남은\s*+)?보석|남은|남았|누가|누구|몇|이기|이겨|가림판|보여|공개|숨"
)


_TIMING_ASKER_TAKES = patterns.compile(
    r"(?<![가-힣])(?:내|제)\s*+(?:거|꺼|것|걸)|(?<![가-힣])(?:내가|제가|나|저|난|전)\s*+(?:는|도)?\s*+"
    r"(?:바로\s*+)?(?:받|가져|챙|먹)"
)


def indigo_exit_timing(text: str) -> Computed | None:
    """When the owner takes a gem that leaves: at once, in the events of the placement that
    sends it out (the engine's scene of an amber leaving), not at the game's end. None unless
    a gem leaves, its taking is asked and one of the two times is said."""
    text = _GAME_NAMES.sub(" ", text)
    if not (_EXIT.search(text) and _TIMING_TAKE.search(text)) or _TIMING_DECLINE.search(text):
        return None
    now, later = _TAKEN_NOW.search(text), _TAKEN_LATER.search(text)
    if not (now or later) or not ("보석" in text or _KIND_RE.search(text) or _GATE.search(text)):
        return None
    if _NUMBER.search(PLAYER_COUNT.sub(" ", text)) or _SELF_CORRECTION.search(text):
        return None
    if _TIMING_ASKER_TAKES.search(text) and not _MY_GATE.search(text):
        return None  # "나가자마자 내 걸로 챙겨도 돼?": the asker's taking, whose gateway unsaid
    played = _play(2, _SHARED_EXIT["amber"])
    if played is None:
        return None
    _state, events = played
    kinds = [e["type"] for e in events]
    if "score" not in kinds or "draw" not in kinds or kinds.index("score") > kinds.index("draw"):
        return None
    plain = "보석이 나간 그 순간 바로 게이트웨이의 주인이 받습니다"
    ok: bool | None
    if now and later:
        verdict, ok = plain, None  # "바로 받아? 게임 끝나고 받아?": which of the two
    else:
        ok = bool(now)
        negative = asked_in_the_negative(text)
        verdict = plain if negative else ("네, " if ok else "아니요, ") + plain
    return Computed(
        INDIGO,
        "indigo-exit",
        verdict,
        "출구에 닿은 보석은 나간 그 순간 게이트웨이의 주인이 받아 자기 가림판 뒤에 둡니다. 게임이 "
        "끝날 때 몰아서 받는 것이 아니고, 게임이 끝난 뒤에는 가림판 뒤의 보석으로 점수를 셀 "
        "뿐입니다.",
        "게이트웨이로 나간 보석을 받는 때",
        [
            "(직접 두어 본 예: 호박 하나가 게이트웨이로 나가는 차례)",
            *(_said(e) for e in events if e["type"] in ("place", "score", "draw")),
        ],
        [RULE_EXIT],
        ok,
        example=_example(2, _SHARED_EXIT["amber"]),
    )


# -- the game's end: no gem left on the board, tiles or not ------------------------------------
# "게이트로 들어가면", "관문에 들어가면": into a gateway is off the board
_INTO_GATEWAY = r"(?:게이트(?:웨이)?|관문|출구|입구)\s*(?:으로|로|에|에도)?\s*"
# "보드에 보석이 하나 남았는데 그게 출구로 나갔어. 타일 아직 20장 남았는데 계속해?"
_LAST_GEM = patterns.compile(
    r"(?:마지막|남은|하나\s*남은|한\s*개\s*남은)\s*보석"
    rf"|보석\s*(?:이|가)?\s*(?:(?:{_GEM_WORDS})\s*)?(?:하나|한\s*개|1\s*개)\s*(?:만\s*)?"
    r"(?:남았|남은|남아|있었)"
    r"|보석\s*(?:이|가)?\s*(?:다|모두|전부)\s*(?:나갔|나가|없어|없|사라|빠졌)"
    r"|보석\s*(?:이|가)?\s*하나도\s*(?:없|안\s*남)|보석\s*(?:이|가)?\s*(?:하나도\s*)?남지\s*않"
    r"|보석\s*(?:이|가)?\s*(?:더\s*)?없(?:는데|으면|어|고|을)"
)
# "마지막 보석", "마지막 남은 보석", "하나 남은 보석": the board's last gem
_LAST_ONE = patterns.compile(r"마지막\s*(?:남은\s*)?보석|(?:하나|한\s*개)\s*남은\s*보석")
_TILES_LEFT = patterns.compile(
    r"(?:타일|더미|길\s*타일)\s*(?:이|가|은|는|도)?\s*(?:아직\s*)?(?:\d+\s*장|많이|몇\s*장|꽤|좀)?\s*"
    r"(?:더\s*)?(?:남았|남아|남은|있는데|있어|있으면|있고)"
)
_GEMS_GONE = patterns.compile(
    r"나갔|나가서|나가고|나가면|나간|빠졌|빠지면|사라|없어|없는|없고|없으면|없을"
    rf"|(?:안|못)\s*남|남지\s*않|{_INTO_GATEWAY}들어(?:갔|가서|가고|가면|간)"
)
# "아직 안 나갔는데", "하나도 안 나갔는데", "아직 보드에 있어": the gem is still on the board
_NOT_GONE = patterns.compile(
    r"(?:안|못)\s*(?:나갔|나가|나간|나왔|나와|빠졌|빠지|빠져|사라)|(?:나가|빠지)지\s*(?:않|못)"
    r"|아직\s*(?:보드|판)\s*(?:에|위에)\s*(?:있|남)"
)
# "가장자리 보석 다 나갔는데", "호박 보석이 다 나갔어", "중앙 보석은 다 나갔어", "마지막
# 사파이어가 나갔는데": some of the board's gems gone, not the board's last gem
_PART_GONE = patterns.compile(
    r"(?:가장자리|모서리|코너|꼭짓점|귀퉁이|중앙|가운데|센터|호박|에메랄드|사파이어|앰버|amber|emerald"
    r"|sapphire)\s*(?:에\s*있던|에\s*있는|에서|에는|에|의|쪽)?\s*(?:보석|것|거)?\s*(?:들)?"
    r"\s*(?:이|가|은|는|도)?\s*(?:이미\s*|벌써\s*)?(?:다|모두|전부|하나도|한\s*개도)?\s*(?:다\s*)?"
    r"(?:나갔|나가|나간|빠졌|빠져|없어|없|사라|안\s*남)"
)
# "중앙에 보석이 남아있는데", "중앙에 하나 남았어", "사파이어가 아직 있는데", "보석 아직 남았으면":
# a gem said to be still on the board (never "타일 남았으면")
_GEM_REMAINS = patterns.compile(
    r"(?:보석|호박|에메랄드|사파이어|중앙|가운데|센터|가장자리|모서리|하나|한\s*개|1\s*개)"
    # never "하나도 안 남았는데": no gem said to remain
    r"(?:(?!타일|더미|장|나갔|나가|나간|없|빠졌|사라|(?:안|못)\s*(?:남|있))[^,.?!]){0,10}?"
    r"(?:남아\s*있|남았|남아|남은\s*(?:게|거|상태)|있는데|있어|있고|있으면|있잖|있는\s*상태)"
)
# "타일 하나 있어", "손에 한 장": tiles counted, never a gem said to remain
_TILES_HELD = patterns.compile(
    r"(?:타일|더미|손)\s*(?:이|가|은|는|도|에|에는|엔)?\s*(?:아직\s*)?"
    r"(?:하나|한\s*(?:장|개)|\d+\s*(?:장|개))"
)
# a gem said to leave ("그게 나갔어"), not negated
_GONE_VERB = patterns.compile(r"(?<!안 )(?<!못 )(?:나갔|나가서|나가버|빠졌|사라졌|사라져)")
# "하나 남았는데 상대가 가져갔어": a gem taken through a gateway, gone all the same
_TAKEN_VERB = patterns.compile(
    r"(?<!안 )(?<!못 )(?:가져갔|가져가\s*버|먹었|먹어\s*버|받아\s*갔|챙겨\s*갔|획득)"
)
# "보석 하나 남았었는데": a gem that remained, said in the past: no longer said to remain
_WAS_LEFT = patterns.compile(r"남았었|남아\s*있었")
# "보석 하나 남았는데 그게 나가면 끝나?", "…남았는데 출구로 나가면": the gems said to remain, then
# said to leave (their own, when no other gem or count stands before the verb)
_LEFT_ONES_GO = patterns.compile(
    r"(?<!안 )(?<!못 )(?:나가|빠지|사라지|충돌하|부딪히|부딪치|"
    rf"{_INTO_GATEWAY}들어가)(?:면|게\s*되면|고\s*나면)"
)
_OTHER_GEMS_GO = patterns.compile(rf"보석|{_GEM_WORDS}|하나|한\s*개|\d|(?:두|세|네)\s*개|일부|몇")
# "내 보석은 하나도 없어", "나는 보석이 없는데", "모은 보석": a player's own gems, not the board's
_OWN_GEMS = patterns.compile(
    r"(?:(?<![가-힣])(?:내|제|나의|저의|상대(?:방)?의?|친구)\s*(?:보석|점수)"
    r"|(?<![가-힣])(?:나는|난|저는|전|상대는|상대방은|나도|저도)\s*(?:아직\s*)?(?:보석|점수)"
    r"|(?:모은|가진|받은|먹은|딴)\s*보석)"
    r"\s*(?:이|가|은|는|도)?\s*(?:아직\s*|전혀\s*)?(?:하나도|한\s*개도|0\s*개)?\s*(?:없|안\s*모|못\s*모)?"
    r"[가-힣]*"
)
# "아 아니 하나 남았는데": the asker corrects what they said; what follows is meant
_SELF_CORRECTION = patterns.compile(r"(?:^|[\s,.])(?:아\s*)?아니(?:다|지)?\s*,?\s+(?=\S)")
# "… 끝나? 안 나갔으면?": a second question, on another state of the gems, after the first
# (never "끝이야? 타일 남아 있어도?": the same question said again)
_TWO_QUESTIONS = patterns.compile(
    r"[?][^?]*(?:보석|호박|에메랄드|사파이어|나갔|나가|나간|빠졌|빠지|사라|없|남았|남아|남은)"
    r"(?<!타일\s남았)(?<!타일\s남아)(?<!타일이\s남아)(?<!타일이\s남았)(?<!타일도\s남아)"
)
_GO_ON = patterns.compile(r"계속|더\s*(?:해|하|둬|두|놓)|이어서|끝까지|마저")
_ENDS = patterns.compile(
    r"끝나|끝난|끝내|끝이|종료|끝인|끝임|끝\s*[?]*\s*$"
    # "게임 끝 맞죠?", "보석 다 나가면 엔딩?": the end said as a noun, asked to confirm
    r"|끝\s*맞[가-힣]*\s*[?!.~]*\s*$|엔딩(?:이|인|임|\s*[?]*\s*$)"
)
# "남은 사람 차례까지 다 돌고", "한 바퀴 다 돌고", "나머지 사람들도 한 번씩 하고": the round
# played out before the end, which the game does not do
_PLAY_OUT = patterns.compile(
    r"(?:남은|나머지|다른)\s*(?:사람|플레이어|사람들|애들)?\s*(?:의|들)?\s*(?:차례|턴|순서)\s*"
    r"(?:까지|를|도)?\s*(?:다|마저|모두)?\s*(?:돌|하고|진행|마치|채우)"
    r"|(?:한\s*)?바퀴\s*(?:다|마저)?\s*(?:돌고|돌리고|채우고)"
    r"|(?:나머지|남은|다른)\s*(?:사람|플레이어|사람들)\s*(?:도|들도)?\s*(?:한\s*번씩|한\s*턴씩|한\s*차례씩)"
)


def _end_verdict(text: str, go_on: bool) -> tuple[str, bool]:
    """The verdict once the board's last gem is gone: the game ends, whether the question
    claims it ends or goes on, and it ends there and then, the round not played out first
    ("남은 사람 차례까지 다 돌고 끝내는 거죠?": 아니요; was 네, 게임이 끝납니다)."""
    if _PLAY_OUT.search(text):
        return "아니요, 남은 차례를 돌지 않고 그 자리에서 끝납니다", False
    return ("아니요, 게임이 끝납니다", False) if go_on else ("네, 게임이 끝납니다", True)


_END_DECLINE = patterns.compile(
    r"몇\s*점|점수|누가|승자|이겨|이기|손에|변형|루미큐브|아줄"
    # "시작 토큰이 계속 가운데 있으면": 아줄's first-player marker in its centre, not a gem
    r"|(?:선|시작|첫)\s*(?:플레이어\s*)?(?:토큰|마커|표식)|start\s*player"
    # "보석 다 나가기 전엔 게임 끝나?": before the gems are gone, not once they are (was: 네,
    # 게임이 끝납니다)
    r"|기\s*(?:전|이전)(?:에|엔|에는|까지)?(?![가-힣])"
)


@lru_cache(maxsize=1)
def _last_gem_game() -> tuple[list[tuple[str, str]], int, dict[str, Any]] | None:
    """A game the engine plays (random but seeded moves) whose last gem on the board leaves
    while the pile still holds tiles: the last turn's narration, the tiles left and the game
    as an example."""
    import random

    from tutor.games.indigo import ENGINE

    for seed in range(50):
        state = ENGINE.new_game(2, seed=seed, names=_seats(2))
        assert isinstance(state, IndigoState)
        rng = random.Random(seed)
        before, events = 0, []
        moves: list[dict[str, Any]] = []
        while not state.is_terminal():
            before = state.gems_on_board()
            moves.append(state.random_move(rng))
            events = state.apply(moves[-1])
        if before == 1 and state.pile and any(e["type"] == "score" for e in events):
            said = [
                (str(e["type"]), _said(e)) for e in events if e["type"] in ("score", "game-end")
            ]
            return said, len(state.pile), _seeded(seed, moves)
    return None


# Gems held elsewhere than on the board, or tiles in a hand: "예비에 2개 남았는데", "손에"
# "보석 하나 남았는데 그거 나가면": the board's one gem, no place said (a gem of one kind, or
# "중앙에 하나", leaves the others unsaid), then that very gem leaving
_ONE_LEFT_GOES = patterns.compile(
    r"^\s*(?:보드\s*(?:에|위에)\s*)?보석\s*(?:이|가)?\s*"
    rf"(?:(?:{_GEM_WORDS})\s*)?(?:딱\s*)?(?:하나|한\s*개|1\s*개)\s*(?:만\s*)?"
    r"남았(?:는데|어|고)\s*[,.]?\s*(?:그게|그거|그\s*보석(?:이)?|걔)\s*(?:가|이)?\s*(?:마저\s*)?"
    rf"(?:나가면|나가게\s*되면|빠지면|{_INTO_GATEWAY}들어가(?:면|게\s*되면))"
)
_NOT_THE_BOARDS = patterns.compile(r"예비|손|가림|상자|박스|타일|더미|내\s|제\s|모은|가진|받은")


def _gems_remain(text: str, said_left: bool = False) -> Computed | None:
    """A gem not gone ("아직 안 나갔는데") or said to be still on the board ("중앙에 하나
    남았어") while tiles remain: the game goes on, as the engine plays it (its game, one gem
    left on the board, was not over). ``said_left``: the gem is said to remain, so a gem said
    gone elsewhere ("가장자리 보석은 다 나갔어") is another one."""
    if not (_KIND_RE.search(text) or "보석" in text or _PLACE_CENTRE.search(text)):
        return None
    tiles_said = bool(_TILES_LEFT.search(text) or _PILE_EMPTY.search(text))
    # "보석 2개 남았는데 끝났어?": a gem said to remain on the board ends nothing, tiles or not
    if not tiles_said and not (said_left and not _NOT_THE_BOARDS.search(text)):
        return None
    gone = r"충돌|부딪" if said_left else r"충돌|부딪|사라졌|사라지|제거|없어|없는|없으면|없고|없이"
    if re.search(gone, text):
        return None  # "못 나가고 부딪혀 사라졌어": gone all the same
    go_on, ends = _GO_ON.search(text), _ENDS.search(text)
    if bool(go_on) == bool(ends) or _END_DECLINE.search(text):
        return None
    if any(int(n) > 53 for n in re.findall(r"(\d+)\s*장", text)):
        return None  # "타일 70장 남았는데": more than the 54 route tiles less one placed
    rest = re.sub(r"\d+\s*장", " ", _GEM_COUNT.sub(" ", PLAYER_COUNT.sub(" ", text)))
    if said_left and not tiles_said:
        rest = _BOARD_GEMS_COUNTED.sub(" ", rest)  # "보석 2개 남았는데": within the board's
    if re.search(r"\d", re.sub(r"(?:1|한)\s*개", " ", rest)):
        return None
    if re.search(r"몇\s*(?:개|알)", text):
        return None  # "보석 몇 개 남았을 때 끝나?": how many gems end it is asked, not said
    if _last_gem_game() is None:
        return None  # the engine's game with one gem left before the end
    verdict, ok = (
        ("네, 게임은 계속됩니다", True) if go_on else ("아니요, 아직 끝나지 않습니다", False)
    )
    pile_out = bool(_PILE_EMPTY.search(text)) and not _TILES_LEFT.search(text)
    return Computed(
        INDIGO,
        "indigo-end",
        verdict,
        "게임은 보드에 보석이 하나도 남지 않을 때 끝납니다(중앙 보석 타일의 보석도 보드에 있는 "
        "것입니다). 보석이 아직 보드에 있으면 타일을 놓으며 계속합니다."
        + (" 더미가 떨어졌으면 손에 든 타일을 놓고 새로 뽑지는 않습니다." if pile_out else ""),
        "보석이 아직 보드에 남아 있음"
        + ((", 타일 더미는 떨어짐" if pile_out else ", 타일도 남아 있음") if tiles_said else ""),
        ["보드에 보석이 남아 있는 동안에는 차례가 이어집니다."],
        # the pile run out: the FAQ on exactly that case, then the rules it rests on
        [ENTRY_EMPTY_PILE, RULE_END, RULE_DRAW] if pile_out else [RULE_END],
        ok,
    )


def _partly_gone(text: str) -> Computed | None:
    """Some of the board's gems said gone ("가장자리 보석 다 나갔는데", "호박 보석이 다
    나갔어") while tiles remain: the game ends only when no gem is left anywhere on the board,
    the centre's included. Whether any is left is not said: the rule is the answer."""
    if not _TILES_LEFT.search(text):
        return None
    go_on, ends = _GO_ON.search(text), _ENDS.search(text)
    if bool(go_on) == bool(ends) or _END_DECLINE.search(text) or re.search(r"충돌|부딪", text):
        return None
    rest = re.sub(r"\d+\s*장", " ", PLAYER_COUNT.sub(" ", text))
    if re.search(r"\d", rest):
        return None
    verdict = (
        "보드에 보석이 하나라도 남아 있으면 게임은 계속됩니다"
        if go_on
        else "보드에 보석이 하나라도 남아 있으면 끝나지 않습니다"
    )
    return Computed(
        INDIGO,
        "indigo-end",
        verdict,
        "게임은 보드에 보석이 하나도 남지 않을 때 끝납니다. 가장자리나 한 종류의 보석만 다 나갔고 "
        "다른 보석(중앙 보석 타일의 보석 포함)이 보드에 남아 있으면 타일을 놓으며 계속합니다.",
        "보드의 보석 일부가 나감, 타일은 남아 있음",
        ["중앙 보석 타일에 남은 보석도 보드에 있는 보석입니다."],
        [RULE_END],
        None,
    )


# "보드에 보석이 하나도 안 남으면 게임 끝이야?", "보석 다 나가면 끝나?": the board's gems all
# gone, tiles not said
_NONE_LEFT = patterns.compile(
    r"보석\s*(?:이|가|은|는)?\s*(?:하나도|한\s*개도|다|모두|전부|더\s*이상)?\s*(?:안\s*남|없|사라지|사라졌)"
    r"|보석\s*(?:이|가|은|는)?\s*(?:다|모두|전부)\s*(?:나가|나갔|빠지|빠졌|빠져)"
    r"|보석\s*(?:이|가)?\s*(?:하나도\s*)?남지\s*않"
)


# What may stand before the gems said to be gone: the board's, all of them ("보드 위 보석",
# "모든 보석"); never some of them ("길 위 보석", "움직이는 보석", "내 게이트웨이 쪽 보석")
_BOARD_GEMS_SAID = patterns.compile(
    r"(?:(?<![가-힣])(?:보드|판)\s*(?:에|위|위에|위의|의|에서|상에|상의|에\s*있는|위에\s*있는)?"
    r"|만약|혹시|그럼|그러면|게임에서|모든|전체|남은|\s|,)"
)
# Before the gems are gone, until a round ends, "안 끝나?": another question than the end itself
_END_OTHER = patterns.compile(
    r"전에|전까지|까지|라운드|바퀴|(?<![가-힣])안\s*(?:끝|종료)|끝\s*안(?![가-힣])"
)


def _no_gems_left(text: str) -> Computed | None:
    """The board's gems all gone, tiles not said: the engine's game ends there."""
    none_left = _NONE_LEFT.search(text)
    if none_left is None or _GEM_REMAINS.search(text) or re.search(r"\d", text):
        return None
    if not _one_case(text):
        return None
    go_on, ends = _GO_ON.search(text), _ENDS.search(text)
    if bool(go_on) == bool(ends) or _END_DECLINE.search(text) or re.search(r"충돌|부딪", text):
        return None
    if re.search(r"손|더미|타일|하나\s*(?:만|남)|한\s*개\s*(?:만|남)", text):
        return None
    if _BOARD_GEMS_SAID.sub("", _GAME_NAMES.sub(" ", text[: none_left.start()])).strip():
        return None  # "길 위 보석", "내 게이트웨이 쪽 보석": some of the board's gems
    if _END_OTHER.search(text):
        return None
    played = _last_gem_game()
    if played is None or not any(kind == "game-end" for kind, _t in played[0]):
        return None
    verdict, ok = _end_verdict(text, go_on is not None)
    return Computed(
        INDIGO,
        "indigo-end",
        verdict,
        "보드에 보석이 하나도 남지 않으면(중앙 보석 타일의 보석까지) 그 자리에서 게임이 끝나고, "
        "모은 보석의 점수로 승자를 가립니다. 손이나 더미에 타일이 남아 있어도 같습니다.",
        "보드에 보석이 남지 않음",
        [*(t for _kind, t in played[0]), "(끝까지 직접 두어 본 판의 마지막 차례입니다.)"],
        [RULE_END, RULE_WINNER],
        ok,
        example=played[2],
    )


# Every tile placed, the board full: no gem can be left on it then
_ALL_PLACED = patterns.compile(
    r"다\s*(?:놓|깔|채|쓰|써|두|둬)|모든\s*타일|(?:보드|판)\s*(?:이|가)?\s*(?:다|꽉|가득)\s*(?:차|채)"
    r"|가득|꽉"
)


def _pile_out(text: str) -> Computed | None:
    """The pile run out, no gem said, whether the game ends ("길 타일 다 떨어지면 게임 끝나?"):
    not while gems remain, as the engine plays a turn after the pile is empty. "타일 다
    떨어졌는데 계속해?" is not read: whose tiles, and whether gems remain, is not said."""
    if not _PILE_EMPTY.search(text) or _TILES_LEFT.search(text):
        return None
    if re.search(r"보석|호박|에메랄드|사파이어|중앙|가운데|센터", text):
        return None  # the gems said: ``indigo_end`` reads them
    if not re.search(r"더미|길\s*타일|뽑을", text):
        return None  # "타일 다 떨어졌는데": a player's hand, or the pile?
    if not _ENDS.search(text) or _GO_ON.search(text) or _END_DECLINE.search(text):
        return None
    if re.search(r"\d", text) or not _one_case(text):
        return None
    if re.search(r"(?<![가-힣])(?:내|제|나|저|상대|손)|충돌|부딪|변형", text):
        return None  # a player's own tiles, not the pile
    if _END_OTHER.search(text) or _ALL_PLACED.search(text):
        return None  # "모든 타일을 다 놓으면", "보드가 다 차면": no gem is left by then
    turn = _empty_pile_turn(1, 1)
    if turn is None:
        return None
    _after, drew, said, example = turn
    if drew:
        return None
    verdict, ok = "아니요, 더미가 떨어져도 보드에 보석이 남아 있으면 끝나지 않습니다", False
    return Computed(
        INDIGO,
        "indigo-end",
        verdict,
        "타일 더미가 떨어져도 게임은 보드에 보석이 남아 있는 한 계속됩니다. 새로 뽑지 않고 손에 "
        "든 타일을 놓으며, 보드에 보석이 하나도 남지 않을 때 끝납니다.",
        "타일 더미가 떨어짐 (보석은 말하지 않음)",
        said,
        [ENTRY_EMPTY_PILE, RULE_END, RULE_DRAW],
        ok,
        example=example,
    )


_BOARD_GEMS_COUNTED = patterns.compile(
    rf"보석\s*(?:이|가|은|는)?\s*(?P<count>{_COUNT})\s*(?:개|알)"
)


def _more_than_the_board(text: str) -> bool:
    """Whether the question counts more gems of a kind (or in all) than the set-up puts on the
    board ("호박 7개 남았는데", "사파이어 2개 남았는데"): a board that cannot be."""
    state = _start(2)
    assert state is not None  # the two-player set-up never fails
    on_board = _kind_counts(_board_gems(state))
    for match in _GEM_COUNT.finditer(text):
        n = count_word(match.group("count"))
        if n is None or n > on_board.get(_KIND_OF[match.group("kind")], 0):
            return True
    for match in _BOARD_GEMS_COUNTED.finditer(text):
        n = count_word(match.group("count"))
        if n is None or n > sum(on_board.values()):
            return True
    return False


# "빈칸이 아직 8개 남음", "빈 칸 많이 남았는데": empty cells left, each the place of a route
# tile not yet placed (read as the tiles left: "타일 8장 남았는데")
_EMPTY_CELLS_LEFT = patterns.compile(
    r"빈\s*(?:칸|자리)\s*(?:이|가|은|도)?\s*(?:아직\s*)?(?:(?P<n>\d+)\s*(?:개|칸|곳)\s*(?:나|이나|정도|쯤)?|많이|꽤|좀)?"
    r"\s*(?:더\s*)?(?:남았|남아|남은|남음|있는데|있어|있고)[가-힣]*"
)


def indigo_end(text: str) -> Computed | None:
    """Whether the game goes on when the last gem has left the board and tiles remain: the
    engine's game whose last gem left with tiles still in the pile. Only no gem left on the
    board, the centre's included, ends it: some gems gone, or a gem said to remain, does not;
    a player's own gems ("내 보석은 하나도 없어") are not the board's."""
    text = _GAME_NAMES.sub(" ", text)
    empty = _EMPTY_CELLS_LEFT.search(text)
    if empty:
        cells = f" {empty.group('n')}장" if empty.group("n") else ""
        text = text[: empty.start()] + f"타일이 아직{cells} 남았는데" + text[empty.end() :]
    if _more_than_the_board(text):
        return None  # "호박 7개 남았는데 계속해?": more than the board ever holds (was: 네)
    if _TWO_QUESTIONS.search(text) or _OWN_GEMS.search(text):
        return None  # "… 끝나? 안 나갔으면?": two questions; a player's gems: not the board's
    corrections = list(_SELF_CORRECTION.finditer(text))
    if corrections:
        corrected = corrections[-1]
        # "보석이 다 나갔는데, 아 아니 하나 남았는데": what follows the correction is meant
        after = text[corrected.end() :]
        if not re.search(r"보석|호박|에메랄드|사파이어|중앙|가운데", after):
            after = "보석이 " + after
        text = after
    if _NOT_GONE.search(text):
        return _gems_remain(text)
    remains = list(_GEM_REMAINS.finditer(_TILES_HELD.sub(lambda m: " " * len(m.group()), text)))
    if remains:
        if _WAS_LEFT.search(text):
            return None  # "하나 남았었는데 …": what became of it is said after, or not at all
        after_last = text[remains[-1].end() :]
        going = _LEFT_ONES_GO.search(after_last) or _TAKEN_VERB.search(after_last)
        one_left_goes = _ONE_LEFT_GOES.search(_GAME_NAMES.sub(" ", text))
        if one_left_goes:
            # "보석 하나 남았는데 그거 나가면 끝나는 거지?": the board's one gem said to remain,
            # then that one leaving: the last gem gone (was: not read)
            remains = []
        elif going and not _OTHER_GEMS_GO.search(after_last[: going.start()]):
            # "하나 남았는데 그게 나가면", "하나 남았는데 상대가 가져갔어": the gems said to
            # remain then leave
            return None
        if remains and not (_GONE_VERB.search(after_last) and not _PART_GONE.search(after_last)):
            return _gems_remain(text, said_left=True)  # "중앙에 하나 남았어": not the end
        # "보석이 하나 남았는데 그게 나갔어": the last gem gone
    if _PART_GONE.search(text):
        return _partly_gone(text)
    # "마지막 보석이 충돌로 사라지면 끝?": the board's last gem gone, tiles not said
    last_only = (
        _LAST_ONE.search(text) or _ONE_LEFT_GOES.search(_GAME_NAMES.sub(" ", text))
    ) and not _NOT_THE_BOARDS.search(text)
    if not (_TILES_LEFT.search(text) or _PILE_EMPTY.search(text) or last_only):
        return _no_gems_left(text)
    last = _LAST_GEM.search(text)
    tiles_left = bool(_TILES_LEFT.search(text))
    if not (last and (tiles_left or last_only) and _GEMS_GONE.search(text, last.start())):
        return None
    go_on, ends = _GO_ON.search(text), _ENDS.search(text)
    if bool(go_on) == bool(ends) or _END_DECLINE.search(text):
        return None
    if any(int(n) > 53 for n in re.findall(r"(\d+)\s*장", text)):
        return None  # "타일 100장 남았어": more than the 54 route tiles less one placed
    rest = re.sub(r"\d+\s*장", " ", _GEM_COUNT.sub(" ", PLAYER_COUNT.sub(" ", text)))
    if re.search(r"\d", re.sub(r"(?:1|한)\s*개", " ", rest)):
        return None
    played = _last_gem_game()
    if played is None:
        return None
    said, left, example = played
    collided = bool(re.search(r"충돌|부딪", text))
    verdict, ok = _end_verdict(text, go_on is not None)
    return Computed(
        INDIGO,
        "indigo-end",
        verdict,
        "보드에 보석이 하나도 남지 않으면 타일이 남아 있어도 그 자리에서 게임이 끝나고, "
        "모은 보석의 점수로 승자를 가립니다.",
        # how the last gem went, as said: a collision, an exit, or only that none is left
        (
            "보드의 마지막 보석이 충돌로 사라짐"
            if collided
            else "보드의 마지막 보석이 게이트웨이로 나감"
            if re.search(rf"나갔|나가|나간|{_INTO_GATEWAY}들어", text[last.start() :])
            else "보드에 보석이 남지 않음"
        )
        + (", 타일은 남아 있음" if tiles_left else ""),
        # a collision's end: the engine's end of the game, not its game's last exit
        [t for kind, t in said if not collided or kind == "game-end"]
        + [f"(직접 두어 본 이 판에서는 더미에 타일 {left}장이 남아 있었습니다.)"],
        [RULE_END, RULE_WINNER],
        ok,
        example=example,
    )


# -- the cases read below: one question, said once -------------------------------------------
# "…나와? 세 개면?", "…끝나? 아 아니 보석이 다 나가면?": a second question after the first, or
# the asker correcting what they said; the cases below read neither
_SECOND_QUESTION = patterns.compile(r"[?]\s*\S")


def _one_case(text: str) -> bool:
    """Whether the question asks once and is not corrected midway."""
    return not (_SECOND_QUESTION.search(text) or _SELF_CORRECTION.search(text))


# -- a gem's value said, asked to confirm ------------------------------------------------------
# "호박은 1점 맞죠?", "에메랄드 2점이고 사파이어 3점 맞아?", "사파이어는 3점이지?"
# What may stand beside the values said: joiners, and the words that ask to confirm them
_VALUE_FILLER = patterns.compile(
    r"이고|고|이며|그리고|하고|랑|이랑|각각|,"
    # "보석 점수", "보석점수는", "이거 맞나요": the values' heading, the values pointed at
    r"|(?:보석)?(?:점수)?(?:은|는|이|가)?|이거|이게|그거"
)
_VALUE_CONFIRM = patterns.compile(
    r"(?:맞|이지|지|죠|인가|이야|야|냐|이냐|임|이에요|에요|예요|이죠|잖|아니|아냐|아닌|아님|아이)[가-힣]*[?!.~]*"
    r"|[?]+"
    # "호박은 1점이고?": the second of two values asked to confirm
    r"|(?:이고|고)[?]+"
)
# "사파이어가 2점인 걸로 아는데 맞나?", "호박이 2점이라던데 진짜야?", "에메랄드 3점이라고
# 들었는데?": a value heard or believed, then asked to confirm (was: not read)
_VALUE_HEARD = patterns.compile(
    r"(?:인|이라고|라고|이라던데|라던데|이라는데|라는데|이래|래|걸로|거로|줄|알았는데|아는데|알고|있는데"
    r"|들었는데|들었어|하던데|하더라|그러던데|배웠는데|진짜|정말|진짜야|정말이야"
    # "이라 카던데", "이라 그러던디", "이라 했당가?": the same heard in the south-east's and the
    # south-west's words (was: not read)
    r"|이라|라|카던데|카더라|카대|카데|그러던디|하던디|라던디|이라던디|했당가|했다던디)[?]*"
)
# "이라던데맞음?", "래진짜?": a hearsay ending written together with the word asking to confirm
_HEARD_GLUED = patterns.compile(r"(?:던데|는데|래|대)(?=맞|진짜|정말)")
# "호박1 에메랄드2 사파이어3 맞아?", "보석 점수 호박1 에메랄드3 사파이어2 맞음?": the values said
# without 점 (a gem's bare number, no counter after it)
_BARE_VALUE = patterns.compile(
    rf"(?P<kind>{_GEM_WORDS})\s*(?:은|는|이|가)?\s*(?P<n>\d)(?![\d.]|\s*(?:개|알|점|번|장|명|인|등|p))"
)
# "2점 아니야?", "2점 아냐?": asked in the negative (네/아니요 would read backwards)
_VALUE_NEGATIVE = patterns.compile(
    r"(?<![가-힣])(?:아니|아냐|아닌|아님)|(?:아니|아냐|아닌|아님)[가-힣]*[?]*$"
    # "3점 아이가?": the south-east's 아니야
    r"|(?<![가-힣])아이(?:가|제|요|입니꺼)[?]*$"
)


_VALUE_ADDED = patterns.compile(r"(?:(?<=점이고)|(?<=점고))[.~]*+$")
# "친구가", "친구가 그러는데", "형 말로는", "누나한테 들었는데": who told the asker the value
_VALUE_SPEAKER = patterns.compile(
    r"^\s*(?:(?P<who>[가-힣]{1,4}?)(?:가|이)\s+(?:그러는데|그랬는데|그러던데|말하길|말하는데)?"
    r"|(?P<said>[가-힣]{1,4}?)\s*말로는|(?P<from>[가-힣]{1,4}?)(?:한테|에게)\s*(?:들었는데|듣기로는?))\s*"
)


def indigo_value_said(text: str) -> Computed | None:
    """Whether the value a question says of a gem ("호박은 1점 맞죠?") is the engine's; None
    unless the question is only gems' values and a word asking to confirm them. Two such
    questions in one ("에메랄드 2점이지? 호박은 1점이고?") are answered together (was: not
    read)."""
    text = _GAME_NAMES.sub(" ", text)
    # "에메랄드 2점 맞지? 호박은 1점이고": a second value added after the question mark, with no
    # mark of its own, is asked as the first was (was: not read)
    if "?" in text:
        text = _VALUE_ADDED.sub("?", text.strip())
    parts = [p for p in re.split(r"(?<=[?])\s*", text) if p.strip()]
    if len(parts) < 2:
        read = _value_claims(text)
        return _value_verdict(*read) if read else None
    claims: dict[str, int] = {}
    for part in parts:
        read = _value_claims(part)
        if read is None or read[1] or set(read[0]) & set(claims):
            return None  # a part that is no value claim, one asked in the negative, a gem twice
        claims.update(read[0])
    return _value_verdict(claims, False)


# "에메랄드 몇 점이고 사파이어는 몇 점이야?", "사파이어 몇점이야? 에메랄드는?": two gems' values
# asked in one message (was: not read)
_TWO_VALUES_ASKED = patterns.compile(
    rf"^\s*(?P<a>{_GEM_WORDS})\s*+(?:은|는|이|가)?\s*+(?:점수\s*+(?:는|가)?\s*+)?몇\s*+점\s*+"
    r"(?:이고|이구|이며|인지|이야|이에요|이예요|인가요|인가|임|이지|이죠|야|요)?[\s?,.]*+"
    r"(?:그리고|또|그럼|그러면|근데|그리구)?\s*+"
    rf"(?P<b>{_GEM_WORDS})\s*+(?:은|는|이|가)?\s*+(?:점수\s*+(?:는|가)?\s*+)?(?:몇\s*+점\s*+)?"
    r"(?:이야|이에요|이예요|인가요|인가|임|이지|이죠|야|요|이고)?[\s?.!~]*+$"
)


def indigo_two_values(text: str) -> Computed | None:
    """Two gems' values asked in one message, each by its name: both values from the engine's
    gem table; None for one gem named twice."""
    found = _TWO_VALUES_ASKED.match(_GAME_NAMES.sub(" ", text))
    if found is None:
        return None
    kinds = [_KIND_OF[found.group("a")], _KIND_OF[found.group("b")]]
    if kinds[0] == kinds[1]:
        return None
    verdict = ", ".join(f"{_NAME_OF[k]} {_POINT_OF[k]}점" for k in kinds)
    return Computed(
        INDIGO,
        "indigo-score",
        verdict,
        ", ".join(f"{josa(_NAME_OF[k], '은', '는')} 1개에 {_POINT_OF[k]}점" for k in kinds)
        + "입니다.",
        " · ".join(f"{_NAME_OF[k]} 1개의 점수" for k in kinds),
        [_values_line()],
        [RULE_VALUES],
        None,
    )


def indigo_bare_values(text: str) -> Computed | None:
    """The gems' values said without 점 ("호박1 에메랄드2 사파이어3 맞아?", "보석점수
    호박1에메랄드2사파이어3 맞음?"): read as values when the question is only those and a
    confirming word, and either says it is of points or gives two or more gems the values 1
    to 3 (was: not read, or read as a hand of one amber, two emeralds, three sapphires)."""
    said = list(_BARE_VALUE.finditer(text))
    if not said or len(said) != len(_KIND_RE.findall(text)):
        return None
    numbers = [int(m.group("n")) for m in said]
    if not (re.search(r"점수", text) or (len(said) >= 2 and all(1 <= n <= 3 for n in numbers))):
        return None
    valued = _BARE_VALUE.sub(lambda m: f" {m.group('kind')} {m.group('n')}점 ", text)
    return indigo_value_said(valued)


def _value_claims(text: str) -> tuple[dict[str, int], bool] | None:
    """The values one question says of the gems, and whether it asks in the negative; None
    unless it is only that."""
    if not _one_case(text):
        return None
    said = list(_GEM_VALUE.finditer(text))
    if not said or len(said) > 3:
        return None
    claims: dict[str, int] = {}
    for match in said:
        kind = _KIND_OF[match.group("kind")]
        if kind in claims:
            return None
        claims[kind] = int(match.group("n"))
    rest = _GEM_VALUE.sub(" ", text)
    speaker = _VALUE_SPEAKER.match(rest)
    who = speaker and (speaker.group("who") or speaker.group("said") or speaker.group("from"))
    if speaker and who and not _KIND_RE.match(who) and _HEARSAY.search(rest):
        # "친구가 그러는데 호박은 2점이래. 맞아?": who said it, beside the value heard
        rest = rest[speaker.end() :]
    # "3점이라던데맞음?": the value heard and the confirming word written as one
    rest = _HEARD_GLUED.sub(r"\g<0> ", rest)
    # "2점이래. 맞아?": the sentence's full stop after the value heard
    words = [w.rstrip(".~!,") or w for w in rest.split()]
    if words and _VALUE_HEARD.fullmatch(words[-1]):
        words[-1] = "?"  # "에메랄드 3점이라고 들었는데?": the value heard, asked to confirm
    if not words or not _VALUE_CONFIRM.fullmatch(words[-1]):
        return None
    if any(not (_VALUE_FILLER.fullmatch(w) or _VALUE_HEARD.fullmatch(w)) for w in words[:-1]):
        return None  # "호박 1점이면 에메랄드는?": something else is asked
    return claims, bool(_VALUE_NEGATIVE.search(words[-1]))


def _value_verdict(claims: dict[str, int], negative: bool) -> Computed:
    """네/아니요 on the values claimed (the plain statement when asked in the negative)."""
    wrong = [k for k, n in claims.items() if n != _POINT_OF[k]]
    stated = ", ".join(f"{josa(_NAME_OF[k], '은', '는')} {_POINT_OF[k]}점" for k in claims)
    verdict, ok = f"{stated}입니다", (not wrong)
    if not negative:
        verdict = ("아니요, " if wrong else "네, ") + verdict
    return Computed(
        INDIGO,
        "indigo-score",
        verdict,
        f"보석 1개의 점수는 {_values_line()}",
        "말한 보석 점수: " + ", ".join(f"{_NAME_OF[k]} {n}점" for k, n in claims.items()),
        [_values_line()],
        [RULE_VALUES, "indigo.faq.gem-values"],
        # asked in the negative ("2점 아니야?"): the plain statement, coloured by the truth of
        # the values said (the house's rule for every negative ask; was: no colour)
        ok,
    )


# -- the gems ranked by their values ---------------------------------------------------------------
# "사파이어가 제일 비싸지?", "호박 점수가 제일 낮아?", "에메랄드가 사파이어보다 점수 높지?", "제일 점수
# 높은 보석은?", "에메랄드랑 사파이어 중 뭐가 더 높아?": the gem table ranked (was: not read)
_RANK_HIGH = patterns.compile(r"높|비싸|비싼|최고")
_RANK_LOW = patterns.compile(r"낮|싸|싼|최저")
_RANK_MOST = patterns.compile(r"제일|가장|젤|최고|최저")
_RANK_WHICH = patterns.compile(r"뭐|무엇|어떤|어느|무슨|(?:은|는)\s*[?]*\s*$")
# what may stand in such a question beside the gems named: the words of ranking and asking
_RANK_WORDS = patterns.compile(
    rf"(?:{_GEM_WORDS})(?:이랑|랑|하고|와|과|이|가|은|는|보다|중에|중|이야|야|이지|지|이죠|죠|임|인가요|인가)*"
    r"|보석(?:이|가|은|는|이야|야|이지|지|이죠|죠|중에|중|들\s*중에?)*|점수(?:가|는|이|로|상)?|(?:중에|중)(?![가-힣])"
    r"|제일|가장|젤|최고|최저|더|훨씬|뭐(?:가|야)?|무엇(?:이)?|어떤|어느|무슨|거(?:야|지|죠|예요|에요)?|것"
    r"|(?:높|비싸|비싼|낮|싸|싼)[가-힣]*"
    r"|맞[가-힣]*|[?!.~,]+"
)


def indigo_gem_rank(text: str) -> Computed | None:
    """The gems ranked by the engine's gem table: which is worth the most or the least, or
    whether one is worth more than another; None unless the question is only that."""
    text = re.sub(r"(?:나빗길|인디고|indigo)(?:에서는|에서|에선|은|는|의)?", " ", text).strip()
    if not _one_case(text) or not (_RANK_HIGH.search(text) or _RANK_LOW.search(text)):
        return None
    if _RANK_WORDS.sub(" ", text).strip() or not _MEET_GEMS.search(text):
        return None  # anything else said (counts, a hand, a rule), or no gem
    high = bool(_RANK_HIGH.search(text))
    if high == bool(_RANK_LOW.search(_RANK_HIGH.sub(" ", text))):
        return None  # high and low both, or neither
    kinds = [_KIND_OF[m.group()] for m in _KIND_RE.finditer(text)]
    if len(set(kinds)) != len(kinds) or len(kinds) > 2:
        return None
    values = {k: _POINT_OF[k] for k in _KIND_WORDS}
    best = (max if high else min)(values, key=values.__getitem__)
    word = "높습니다" if high else "낮습니다"
    which = bool(_RANK_WHICH.search(text))
    ok: bool | None = None
    if "보다" in text:
        if len(kinds) != 2 or which or _RANK_MOST.search(text):
            return None
        after = re.search(rf"({_GEM_WORDS})\s*보다", text)
        if after is None:
            return None
        other = _KIND_OF[after.group(1)]
        (one,) = [k for k in kinds if k != other]
        ok = values[one] > values[other] if high else values[one] < values[other]
        verdict = (
            f"{josa(_NAME_OF[one], '은', '는')} {values[one]}점, "
            f"{josa(_NAME_OF[other], '은', '는')} {values[other]}점입니다"
        )
        case = f"{_NAME_OF[one]}의 점수가 {_NAME_OF[other]}보다 {'높은' if high else '낮은'}지"
    elif len(kinds) == 2:
        if not which or not re.search(r"중|더", text):
            return None
        top = (max if high else min)(kinds, key=values.__getitem__)
        low = next(k for k in kinds if k != top)
        verdict = (
            f"{josa(_NAME_OF[top], '이', '가')} 더 {word} ({_NAME_OF[top]} {values[top]}점, "
            f"{_NAME_OF[low]} {values[low]}점)"
        )
        case = f"{_NAME_OF[kinds[0]]}와 {_NAME_OF[kinds[1]]} 중 점수가 더 {'높은' if high else '낮은'} 보석"
    else:
        if not _RANK_MOST.search(text):
            return None
        verdict = f"{josa(_NAME_OF[best], '이', '가')} {values[best]}점으로 가장 {word}"
        if kinds and not which:
            ok = kinds[0] == best
        elif kinds:
            return None
        case = (
            f"{_NAME_OF[kinds[0]]}의 점수가 가장 {'높은' if high else '낮은'}지"
            if kinds
            else f"점수가 가장 {'높은' if high else '낮은'} 보석"
        )
    if ok is not None:
        verdict = ("네, " if ok else "아니요, ") + verdict
    return Computed(
        INDIGO,
        "indigo-score",
        verdict,
        f"보석 1개의 점수는 {_values_line()}",
        case,
        [_values_line()],
        [RULE_VALUES, "indigo.faq.gem-values"],
        ok,
    )


# -- two gems meeting on one route ---------------------------------------------------------------
# "두 보석이 같은 길에서 만나면 어떻게 돼?", "보석끼리 부딪히면 누가 가져가요?"
_MEET = patterns.compile(r"충돌|부딪|박치기|마주치|마주쳐|마주친|만나|만난|만날")
_MEET_GEMS = patterns.compile(rf"보석|{_GEM_WORDS}")
# "…하면?": what follows asked with the condition alone
_COLLISION_ASKS = patterns.compile(
    r"(?:면|으면)\s*[?]+\s*$|어떻게|어떡|어케|어찌|누가|누구|가져|받|점수|몇\s*점|사라|없어|없애|빠지|빠져|빼|남아|남나|남는|돌아가"
    r"|되돌|다시|어디"
    # "충돌한 보석은 중앙으로 돌아간대", "예비로 돌아간다던데": the return claimed as heard
    r"|돌아간|돌아갔|돌아온|돌아왔"
    # "둘 다 아웃이래", "충돌한 보석 예비로 가?": both out claimed, the reserve asked as their return
    r"|아웃|예비\s*(?:로|에)\s*(?:가|들어가|넣|보내)"
    # "둘 다 빠진대", "놓은 사람이 둘 다 먹는대": heard (never "빠졌는데 …", a collision told)
    r"|빠진(?:대|다던데|다는데)|빠졌(?:대|다던데)|먹"
    # "둘 다 나한테 온대": the gems said to come to a player
    r"|(?:한테|에게)\s*(?:와|온|오|가|간)|제거"
)
# The end of the game, a gateway, a gem meeting a cell or the board's edge, points lost, a
# collision denied or avoided, more than two gems: other questions
_COLLISION_DECLINE = patterns.compile(
    r"끝나|끝난|끝이|종료|계속|더미|손에|게이트|출구|깎|감점|마이너스|빈\s*칸|칸|가장자리|끝에|벽"
    # (never "부딪히면 없어지는 거지?": the gems gone after the collision)
    r"|(?<![가-힣])(?:안|못)\s*(?:부딪|충돌|만나|마주)"
    r"|(?:부딪|충돌|만나|마주)[가-힣]*\s*(?:않|없(?!어\s*+지)|못)"
    r"|(?:부딪|충돌|만나|마주)지|피하|피해|막|세\s*개|셋|여러|1\s*개만|하나만|한\s*개만|변형"
    r"|(?:충돌|부딪|만나|마주)[가-힣]*\s*(?:안|못)\s|(?:안|못)\s*(?:하|해|했)"
    # "교차 곡선 타일에서 길이 겹치는 데서 만나면", "세 직선 타일 가운데서": where two routes cross,
    # which the gems pass on routes of their own without colliding (was: both removed)
    r"|교차|겹치|겹쳐|겹친|엇갈|별\s*모양|(?:타일|직선|별)\s*(?:의\s*)?(?:한\s*)?가운데"
)
# Three or more gems, a near miss or a meeting still to come, whose turn is next, the tile
# taken back: other questions ("세 보석이 부딪히면", "부딪힐 뻔했는데", "충돌하면 다음 차례 누구야?")
_COLLISION_OTHER = patterns.compile(
    r"(?<![가-힣])(?:세|셋|네|넷|다섯|여섯|일곱|여덟|아홉|열)(?![가-힣])"
    r"|(?:세|네|다섯|여섯|일곱|여덟)\s*(?:개|알|보석)|뻔|전에|차례|순서|(?<![a-z가-힣])턴|다음"
    r"|타일\s*(?:을|를|은|도)?\s*(?:다시\s*)?(?:가져|회수|돌려|치워|빼)"
)
# The word just before the verb of meeting: what the gem meets ("중앙 타일을 만나면", "보드 끝을
# 만나면", "화살표 만나면") unless it is a gem, the subject, or the place they meet ("같은 길에서")
_MET = patterns.compile(r"(?P<tok>\S+)\s+(?:충돌|부딪|박치기|마주치|마주쳐|마주친|만나|만난|만날)")
_MET_SUBJECT = patterns.compile(r"(?:이|가|은|는|끼리|들이|들은|에서|에서는|위에서|서로)$")
_MET_GEM = patterns.compile(
    rf"^(?:다른\s*)?(?:보석|{_GEM_WORDS}|서로|(?:두|2)\s*(?:개|알)|둘)(?:들)?"
    r"(?:을|를|에|에게|과|와|이랑|랑|하고)?$"
)

# "에메랄드 두 개 충돌": the counter (개, 알) of two gems said just before it
_COUNTER = patterns.compile(r"^(?:개|알)(?:가|이|는|은|끼리|를|을)?$")
_GEMS_COUNTED = patterns.compile(rf"(?:보석|{_GEM_WORDS})\s*(?:이|가)?\s*(?:두|2)\s*$")


def _gems_meet(text: str) -> bool:
    """Whether what the question's gem meets is another gem (or not said): never a tile, the
    centre, an arrow or the board's edge."""
    for met in _MET.finditer(text):
        tok = met.group("tok")
        if _MET_GEM.match(tok):
            continue
        if _COUNTER.match(tok) and _GEMS_COUNTED.search(text[: met.start()]):
            continue  # "에메랄드 두 개 충돌하면": the counter of the gems said, not what they meet
        if _MET_SUBJECT.search(tok) and not re.search(r"(?:을|를)$", tok):
            continue
        return False
    return True


_COLLISION_SCENE: tuple[Placement, ...] = (
    ("straights", (1, -1), 0),
    ("straights", (3, -3), 0),
    ("straights", (2, -2), 0),
)


# whether gems that collided go back, asked ("중앙으로 돌아가?", "다시 가운데로 가나요?", "보석 타일에
# 다시 올려?")
_RETURN_ASKED = patterns.compile(
    r"돌아가|돌아와|돌아간|돌아갔|돌아온|돌아왔|되돌|돌려\s*놓|복귀|다시\s*(?:\S+\s*){0,2}?(?:가|올려|올리|올린|놓|넣|쓰|써|사용|채)"
    r"|예비\s*(?:로|에)\s*(?:가|들어가|넣|보내)"
)


# "몇 점 사라진 거야?", "몇 점 날아갔어?", "몇 점 손해야?": the points the collision takes off
_POINTS_LOST = patterns.compile(
    r"몇\s*점.*(?:사라|날아|날리|날린|날렸|날라|없어|잃|손해|손실|버린|버려|증발|빠진|빠졌|빠지)"
)
# "두 에메랄드", "에메랄드 두 개", "에메랄드 2개", "에메랄드끼리", "에메랄드 둘": two of one kind
_TWO_OF = patterns.compile(
    rf"(?:(?<![가-힣])(?:두|2)\s*(?:개의\s*)?(?P<a>{_GEM_WORDS})"
    rf"|(?P<b>{_GEM_WORDS})\s*(?:이|가)?\s*(?:(?:두|2)\s*(?:개|알)|끼리|둘))"
)


def _colliding_pair(text: str) -> list[str] | None:
    """The kinds of the two gems a question says collide: two kinds named once each
    ("에메랄드랑 호박"), or one kind said twice over ("두 에메랄드", "호박끼리"); None when the
    kinds are not said so, or the box has not two of the kind."""
    kinds = [_KIND_OF[m.group()] for m in _KIND_RE.finditer(text)]
    two = _TWO_OF.search(text)
    if two and len(kinds) == 1:
        kind = _KIND_OF[two.group("a") or two.group("b")]
        return [kind, kind] if _TOTAL_OF[kind] - _in_reserve(kind) >= 2 else None
    if two is None and len(kinds) == 2 and kinds[0] != kinds[1]:
        return kinds
    return None


@lru_cache(maxsize=8)
def _in_reserve(kind: str) -> int:
    """The gems of ``kind`` the set-up puts in the reserve (never on the board)."""
    fresh = _start(2)
    return _kind_counts(list(fresh.reserve)).get(kind, 0) if fresh is not None else 0


_WHERE_TO = patterns.compile(r"어디|어느\s*(?:곳|쪽|타일)")
_RETURN_DENIED = patterns.compile(r"안\s*(?:쓰|써|돌|가|올|넣|놓|사용|채)|않|아니|못")


# "호박이 멈춰 있는 길 끝이랑 에메랄드가 멈춰 있는 길 끝이 같은 빈칸을 보고 있어요. 거기에 두 길을
# 잇는 타일을 놓으면 어떻게 돼요?": two gems facing one empty cell, a tile joining their two
# routes there (the collision FAQ's own case) told with no word of meeting (was: not read)
_FACING_ONE_CELL = patterns.compile(
    r"같은\s*(?:빈\s*)?(?:칸|자리|곳)\s*(?:을|를)?\s*(?:보고|바라보|향하|향해|마주|앞에)"
    r"|서로\s*(?:를\s*)?(?:마주\s*보|바라보|보고)"
)
_ENDS_JOINED = patterns.compile(
    r"(?:두|양쪽|양\s*쪽|그|둘)\s*(?:개의\s*)?(?:길|길\s*끝|끝)\s*(?:을|를|이)?\s*(?:서로\s*)?(?:이어|잇|이으|연결)"
    r"|(?:서로|둘이|하나로)\s*(?:이어지|이어져|이어지게|연결되|연결돼|연결되게)"
)
_TWO_GEMS = patterns.compile(
    rf"(?:보석|{_GEM_WORDS})\s*(?:이|가)?\s*(?:두|2)\s*(?:개|알)|(?<![가-힣])두\s*(?:보석|{_GEM_WORDS})"
    r"|보석\s*둘"
)
_FACING_ASKS = (
    (patterns.compile(r"어떻게|어떡|어케|어찌|(?:면|으면)\s*[?]+\s*$"), "어떻게 돼?"),
    (patterns.compile(r"(?:없어|사라|빠지|빠져|제거)"), "둘 다 없어져?"),
    (patterns.compile(r"누가|누구|가져|받"), "누가 가져가?"),
)


def _facing_joined(text: str) -> str | None:
    """Two gems said to face one empty cell and a tile said to join their routes there, as
    the question of two gems meeting on one route it is, its ask kept ("… 만나면 어떻게 돼?");
    None when it is not that case."""
    if not (_FACING_ONE_CELL.search(text) and _ENDS_JOINED.search(text)):
        return None
    kinds = [_KIND_OF[m.group()] for m in _KIND_RE.finditer(text)]
    if not (len(kinds) == 2 and kinds[0] != kinds[1]) and not (
        _TWO_GEMS.search(text) and len(set(kinds)) <= 1
    ):
        return None  # two gems, of two kinds or said to be two
    if re.search(
        r"(?<![가-힣])(?:안|못)\s|않|말고|말구|대신|지\s*말|다른\s*(?:길|칸|곳|데|자리)|교차|겹치|엇갈"
        r"|게이트|출구|\d",
        text,
    ):
        return None
    for ask, said in _FACING_ASKS:
        if ask.search(text):
            named = "와 ".join(_NAME_OF[k] for k in dict.fromkeys(kinds)) if len(kinds) == 2 else ""
            gems = f"{named}가" if named else "보석 두 개가"
            return f"{gems} 같은 길 위에서 만나면 {said}"
    return None


# What the asker says becomes of the two gems, to be confirmed ("둘 다 없어지지?", "둘 다 사라진다던데
# 맞아?", "타일 놓은 사람이 가져간대", "1점씩 받아?"): both gone, which is the rule, or someone
# taking them, which is not (was: the plain statement, no 네/아니요); never who or what is asked
_GONE_CLAIMED = patterns.compile(
    r"(?:둘\s*다|모두|다|같이|함께|둘이|양쪽\s*(?:다|모두)?)\s*(?:게임\s*(?:에서)?\s*)?"
    r"(?:없어|없앤|없애|사라|빠지|빠져|빠진|빠짐|제거|아웃|퇴장)"
    # "둘 다 점수 못 받지?", "아무도 안 가져가지?": the taking denied before its verb
    r"|(?:점수|아무도)\s*(?:를|는|도)?\s*(?:안|못)\s*(?:받|가져|먹|챙|얻)"
    # "게임에서 빠지는 거 맞지?", "부딪히면 없어지는 거지?": the gems gone, said with no "둘 다"
    # (was: the plain statement, no 네)
    r"|(?:게임|보드|판)\s*(?:에서|밖으로)\s*(?:없어|사라|빠지|빠져|빠진|빠짐|제거|아웃|퇴장)"
    r"|(?<![가-힣])(?<!안\s)(?<!못\s)(?<!만\s)(?:없어지|사라지|빠지)(?:는|나|니|지|죠)"
)
_TAKEN_CLAIMED = patterns.compile(
    r"(?:놓은|둔|보낸|민|움직인)\s*(?:사람|쪽|플레이어|애)\s*(?:이|가|은|는)?\s*(?:(?:둘\s*)?다\s*)?"
    r"(?:가져|받|먹|챙)"
    r"|(?:(?:둘\s*다|각자|각각)\s*)?(?:둘\s*다|각자|각각|(?:한|1)\s*개\s*씩|하나\s*씩|\d\s*점\s*씩"
    r"|점수\s*(?:를|는|도)?)\s*(?:받|가져|먹|챙|얻)"
    # "점수 반씩 나눠?", "사파이어만 남아?": the gems' points split, or one of them said to stay
    # (was: the plain statement, no 아니요)
    r"|(?:반\s*씩|반반|절반)\s*(?:씩\s*)?(?:나눠|나누|가져|받)"
    rf"|(?:{_GEM_WORDS}|하나|한\s*개|큰\s*거|비싼\s*거)\s*(?:는|은)?\s*만\s*(?:남|살아|살)"
    # "충돌한 보석 상대가 가져간대", "친구가 점수 받지?": one player said to take them (was: no
    # claim read, the plain statement with no 아니요)
    r"|(?<![가-힣])(?:상대(?:방)?|친구|내가|제가|주인)\s*(?:이|가|는|은)?\s*"
    r"(?:(?:점수|보석)\s*(?:를|을|는|도)?\s*)?(?:가져|받|먹|챙)"
    # "둘 다 나한테 온대": the gems said to come to a player
    r"|(?<![가-힣])(?:나|저|내|제|상대(?:방)?|친구|주인)\s*(?:한테|에게|께)\s*(?:로\s*)?"
    r"(?:와|온|오|가|간|들어)"
)
# a taking claimed denied right after its verb ("받지 않는 거지?", "받지 못하지?"), not the
# rhetorical "받지 않아?" at the question's end
_TAKING_DENIED = patterns.compile(
    r"^[가-힣]{0,2}?지\s*(?:않|못)(?!(?:아|나|니|냐|아요|나요)?\s*[?!.~]*\s*$)"
)
_CLAIM_ASKED = patterns.compile(
    r"[?]|(?:지|죠|잖아|래|래요|대|대요|라던데|다던데|라는데|다는데|맞[가-힣]*)\s*[.!~]*\s*$"
)
_WHAT_ASKED_OF = patterns.compile(
    r"누가|누구|어떻게|어떡|어케|어찌|어디|뭐|무엇|몇|(?:면|으면)\s*[?]+\s*$"
)


def _collision_claim(text: str) -> bool | None:
    """The truth of what the question claims becomes of two gems that collide: True for both
    gone, False for anyone taking them; None when it claims neither, or asks who or what."""
    if _WHAT_ASKED_OF.search(text) or not _CLAIM_ASKED.search(text):
        return None
    # the claim is the last sentence's: "… 둘 다 없어졌어요. 그럼 … 없는 건가요?" tells the
    # collision, then asks something else
    last = re.split(r"[.!?]\s+", text.strip())[-1]
    gone, taken = _GONE_CLAIMED.search(last), _TAKEN_CLAIMED.search(last)
    if taken is not None and _TAKING_DENIED.search(last[taken.end() :]):
        # "충돌한 보석은 점수 받지 않는 거지?": the taking denied, which is the rule (was: 아니요,
        # the denial read as taking); "받지 않아?", the rhetorical negative, still asks it
        gone, taken = taken, None
    if bool(gone) == bool(taken):
        return None
    return bool(gone)


def indigo_collision(text: str) -> Computed | None:
    """What becomes of two gems that meet on one route, as the engine plays it: a scene whose
    last placement sends a centre emerald and a corner amber toward each other."""
    text = _GAME_NAMES.sub(" ", text)
    if not _one_case(text):
        return None
    text = _facing_joined(text) or text
    if not (_MEET.search(text) and _MEET_GEMS.search(text) and _COLLISION_ASKS.search(text)):
        return None
    if _COLLISION_DECLINE.search(text):
        return None
    claimed = _collision_claim(text)
    taken = ([None, *_TAKEN_CLAIMED.finditer(text)])[-1]  # the last, the claim's
    if claimed is False and taken is not None:
        # "호박 두 개 부딪쳤는데 1점씩 받아?", "각자 1개씩 받는다던데": what each is claimed to
        # take, no count of gems
        said = re.sub(r"\d\s*(?=(?:점|개)\s*씩)", " ", taken.group())
        text = text[: taken.start()] + said + text[taken.end() :]
    if re.search(r"\d", re.sub(r"(?<!\d)2\s*(?:개|알)", " ", text)):
        return None
    if _COLLISION_OTHER.search(text) or not _gems_meet(text):
        return None
    played = _play(2, _COLLISION_SCENE)
    assert played is not None  # a fixed scene the engine plays
    state, events = played
    crashes = [e for e in events if e["type"] == "collision"]
    if len(crashes) != 1 or any(e["type"] == "score" for e in events) or any(state.captured):
        return None
    verdict, ok, rules = (
        "두 보석 모두 게임에서 빠지고 아무도 받지 않습니다",
        None,
        [RULE_COLLISION, "indigo.faq.collision"],
    )
    case = "두 보석이 같은 길 위에서 마주침"
    if _POINTS_LOST.search(text):
        # "두 에메랄드가 부딪혔어. 몇 점 사라진 거야?": the points of the two gems, which need
        # their kinds said (was the plain statement, no number)
        pair = _colliding_pair(text)
        if pair is None:
            return None
        lost = sum(_POINT_OF[k] for k in pair)
        counts = {k: pair.count(k) for k in dict.fromkeys(pair)}
        verdict = f"{lost}점이 사라집니다 ({_describe(counts)}, 아무도 받지 않습니다)"
        case = f"{_describe(counts)}가 같은 길 위에서 마주침"
        rules = [*rules, RULE_VALUES]
    elif _RETURN_ASKED.search(text):
        # "충돌한 보석은 중앙으로 돌아가?": whether they go back, which the FAQ on exactly that
        # answers (was the plain statement, not an answer to the yes/no asked); asked in the
        # negative ("다시 안 쓰는 거죠?"), the plain statement, as 아니요 would read backwards
        verdict = "두 보석 모두 게임에서 빠지고 돌아가지 않습니다"
        # "돌아간 곳이 어디야?": where, not whether (the plain statement answers it)
        ok = None if _RETURN_DENIED.search(text) or _WHERE_TO.search(text) else False
        if ok is None and not _WHERE_TO.search(text):
            # asked in the negative: the plain statement, coloured by the truth of what is said
            # ("다시 안 쓰는 거죠?": true; "예비로 돌아가는 거 아니야?": false; was: no colour)
            # ("돌아가지 않아?": the rhetorical negative, as 아니야)
            ok = bool(
                re.search(r"(?:안|못)\s*(?:쓰|써|돌|가|올|넣|놓|사용|채)", text)
                or (
                    re.search(r"않", text)
                    and not re.search(r"지\s*않(?:아|나|니|냐|아요|나요)?\s*[?!.~]*\s*$", text)
                )
            )
        verdict = (
            f"아니요, {verdict}" if ok is False and not _RETURN_DENIED.search(text) else verdict
        )
        rules = ["indigo.faq.collided-gems-return", *rules]
    elif claimed is not None:
        ok = claimed
        verdict = ("네, " if ok else "아니요, ") + verdict
    return Computed(
        INDIGO,
        "indigo-collision",
        verdict,
        "두 보석이 같은 길 위에서 마주치면 충돌해 둘 다 보드에서 빠지고, 누구의 점수도 되지 "
        "않으며 보석 타일이나 예비로 돌아가지도 않습니다.",
        case,
        [
            "(직접 두어 본 예입니다: 중앙의 에메랄드와 가장자리의 호박이 한 길에서 마주칩니다. "
            "어느 두 보석이든 같습니다.)",
            *(_said(e) for e in events if e["type"] in ("gem-move", "collision")),
        ],
        rules,
        ok,
        example=_example(2, _COLLISION_SCENE),
    )


# -- a tile that joins a gateway's two exits with a curve ---------------------------------------
# "타일을 게이트웨이 두 출구를 커브로 이어서 놓아도 돼?", "출구 두 개를 곡선으로 막으면 반칙이야?"
_CURVE = patterns.compile(r"곡선|커브|급커브|꺾")
_TWO_EXITS = patterns.compile(
    r"(?:두|2)\s*(?:개의\s*)?출구|출구\s*(?:두|2)\s*(?:개|곳)?|출구\s*끼리|양쪽\s*출구"
    r"|출구\s*(?:와|랑|하고)\s*출구"
)
_JOIN = patterns.compile(r"이어|잇|이으|연결|막|붙")
_MAY = patterns.compile(
    r"돼|되나|되요|되죠|될까|되는|가능|괜찮|허용|놓을\s*수|반칙|금지|불법|위반"
    # "이어도 된다던데?", "이으면 안 된대": heard, at the question's end
    r"|된(?:대|대요|다던데|다는데|다더라|다고\s*(?:하|했|들었)[가-힣]*)\s*[.!~]*\s*"
    r"(?:(?:맞|진짜|정말)[가-힣]*)?\s*[?.!~]*\s*$"
)
_FORBIDDEN_ASKED = patterns.compile(r"반칙|금지|불법|위반")
# a straight tile, a route of several tiles, two gateways, a gem: another question
_PLACEMENT_DECLINE = patterns.compile(
    r"직선|여러|다른\s*게이트|두\s*게이트|게이트(?:웨이)?\s*(?:끼리|(?:두|2)\s*(?:개|곳))|타일\s*(?:두|2|세|3)\s*장"
    r"|보석|점수|변형|몇"
    # tiles counted ("타일 2개로", "두 타일로", "곡선 타일 두 개로"): a route of several tiles
    r"|(?:타일|곡선|커브)\s*(?:을|를)?\s*(?:두|세|네|여러|\d+)\s*(?:장|개)"
    r"|(?<![가-힣])(?:두|세|네|여러|\d+)\s*(?:장의?\s*|개의\s*)?타일"
    # two gateways side by side: their exits are on two cells
    r"|(?:이웃|옆|인접|양\s*옆|붙어\s*있는|나란한)[가-힣]*\s*게이트"
    # the only ban, another ban, the cases it would be allowed: not this one placement
    r"|유일|말고|빼고|외에|밖에|다른\s*(?:금지|제한|규칙|룰)|경우|때가|때만|때도"
    # a wide curve cannot join a cell's two exits (they are side by side); a treasure tile
    r"|넓|완만|큰\s*(?:곡선|커브)|긴\s*(?:곡선|커브)|보물|아니면"
    # two cells, a curve on each ("이웃한 두 칸에 곡선을 하나씩"): a route of several tiles,
    # allowed
    r"|(?<![가-힣])(?:두|2|여러)\s*칸|(?:하나|한\s*(?:장|개))\s*씩"
    # the tile turned another way ("돌려서 다른 방향으로 놓으면"): it no longer joins them
    r"|돌려|돌리|돌린|회전|다른\s*방향|방향\s*(?:을|를)?\s*(?:바꾸|바꿔|바꾼)"
    # "곡선이면 다 … 금지 아니었어요?": every curve said to join them, which none but the one
    # direction does (was: "금지입니다", the belief confirmed)
    r"|(?:곡선|커브)\s*(?:타일)?\s*(?:이면|은|는|이|이라면)?\s*(?:다|전부|모두|무조건|아예|항상|언제나)(?![가-힣])"
)
# "잇지 않으면", "안 이으면", "반칙이 아닌": the curve or the ban denied before the question's end
_PLACEMENT_DENIED = patterns.compile(
    r"(?<![가-힣])(?:안|못)\s|지\s*않|(?<![가-힣])(?:아닌|아니|아냐|아님)|없이|없으면"
)


def indigo_placement(text: str) -> Computed | None:
    """Whether a tile may join the two exits of a gateway cell with a curve: the engine's
    verdict on such a placement."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.indigo import ENGINE

    text = _GAME_NAMES.sub(" ", text)
    if not _one_case(text):
        return None
    if not (_CURVE.search(text) and _TWO_EXITS.search(text) and _JOIN.search(text)):
        return None
    if not _MAY.search(text) or _PLACEMENT_DECLINE.search(text):
        return None
    if re.search(r"\d", re.sub(r"(?<!\d)2\s*(?:개|곳)?", " ", text)):
        return None
    # a denial at the question's end is the asker's ("이으면 안 돼?", "반칙 아니지?": the plain
    # statement answers it); one before it changes the case
    if _PLACEMENT_DENIED.search(NEGATIVE_ASK.sub("", text)):
        return None
    if _FORBIDDEN_ASKED.search(text) and _MAY.search(_FORBIDDEN_ASKED.sub(" ", text)):
        return None  # "금지야 허용이야?": both asked
    scene: tuple[Placement, ...] = (("sharp-curves", (2, -4), 0),)
    try:
        state = ENGINE.new_game(2, seed=0, setup={"tiles": ["sharp-curves"]}, names=_seats(2))
        state.apply({"cell": [2, -4], "rotation": 0, "tile": "sharp-curves"})
    except RuleViolation as refused:
        if refused.rule_id != RULE_BAN:
            return None
        # the engine's message only: its rotation numbers ("회전 1") name nothing without a board
        said = [refused.message]
    except SetupError:
        return None
    else:
        return None
    if _FORBIDDEN_ASKED.search(text):
        verdict, ok = "네, 금지입니다: 한 칸의 두 출구를 곡선으로 바로 이을 수 없습니다", True
    elif re.search(r"어떻게|어찌|어떡", text):
        # "이으면 어떻게 돼?": not a yes-no question (was: 아니요, …)
        verdict, ok = "한 칸의 두 출구를 곡선으로 바로 잇게 놓을 수 없습니다", None
    else:
        verdict, ok = "아니요, 한 칸의 두 출구를 곡선으로 바로 잇게 놓을 수 없습니다", False
    return Computed(
        INDIGO,
        "indigo-placement",
        verdict,
        "게이트웨이 칸의 바깥쪽 두 출구를 급곡선 하나로 바로 잇는 방향으로는 타일을 놓을 수 "
        "없습니다. 같은 타일도 다른 방향으로 돌리면 놓을 수 있습니다.",
        "게이트웨이 칸의 두 출구를 곡선으로 잇는 배치",
        said,
        [RULE_BAN, "indigo.faq.gateway-curve"],
        ok,
        example=_example(2, scene),
    )


# -- the amber on a corner treasure tile ----------------------------------------------------------
# "모서리 보석 타일 화살표 앞 빈칸에 타일을 놨는데 호박 나와요?", "화살표 없는 쪽에 붙이면요?",
# "화살표 앞에 놨는데 그 길이 바로 제 출구로 빠져요. 노란 보석은 어떻게 되나요?"
# The corner treasure tile or its arrow, however named
_CORNER_SAID = patterns.compile(
    r"화살표|(?:가장자리|모서리|코너|꼭짓점|꼭지점|귀퉁이)\s*(?:의\s*)?(?:보석|보물)?\s*타일"
    # "유턴 쪽 칸에 놓으면 호박 나와?": only a corner tile has u-turns (was: not read)
    r"|유턴\s*(?:쪽|면|길\s*쪽)"
)
# A side told that is not the arrow's: "화살표 없는 쪽", "화살표 아닌 칸", "화살표 앞 칸 말고 옆
# 칸", "화살표 쪽이 아니라 옆면", "화살표가 가리키는 안쪽 칸이 아니라 옆 테두리 칸", "유턴 쪽
# 칸", "옆 게이트웨이 칸", "양옆 칸"
_OFF_ARROW = patterns.compile(
    r"화살표\s*(?:가|이)?\s*(?:없는|안\s*(?:가리키|향하)[가-힣]*|아닌)\s*(?:쪽|면|칸|자리|방향|곳)"
    r"|화살표\s*(?:(?:가|이)?\s*(?:가리키|가르키|가리킨|가르킨|향하|향한|있는|그려진|그려져\s*있는)[가-힣]*\s*|바로\s*)?"
    r"(?:앞|쪽|방향)?\s*(?:안쪽\s*)?(?:칸|자리|빈\s*칸)?"
    r"\s*(?:이|가|은|는)?\s*"
    r"(?:말고|아니고|아니라|빼고|대신"
    # "화살표 앞이 아닌 칸에": any other cell (was: 네, 호박이 나옵니다)
    r"|아닌\s*(?=쪽|면|칸|자리|방향|곳|데|다른))"
    r"|유턴\s*(?:쪽|면|길\s*쪽)\s*(?:칸|자리)?"
    r"|(?:양\s*)?옆\s*(?:의\s*)?(?:칸\s*)?\(?\s*게이트(?:웨이)?\s*칸"
    r"|양\s*옆\s*(?:칸|자리)"
)
# "… 칸 옆에", "… 앞 칸 바로 옆 칸": a cell beside the one the arrow's side names
_BESIDE_IT = patterns.compile(
    r"\s*(?:칸|자리|빈\s*칸)?\s*(?:의\s*)?(?:바로\s*)?(?:옆|양\s*옆|왼쪽|오른쪽|근처|주변|맞은편|대각선)"
)
# The arrow's side: "화살표가 가리키는 (안쪽) 칸", "화살표 앞 (빈)칸", "화살표 쪽", "화살표 방향
# 칸", "보석 타일 (바로) 앞에" (the treasure tile's front faces the centre, as its arrow does)
_ON_ARROW = patterns.compile(
    r"화살표\s*(?:가|이)?\s*(?:가리키|가르키|가리킨|가르킨|향하|향한)[가-힣]*\s*(?:안쪽\s*)?"
    r"(?:칸|자리|곳|쪽|방향|빈\s*칸)"
    r"|화살표\s*(?:바로\s*)?(?:앞|쪽|방향)"
    r"|(?:보석|보물)\s*타일\s*(?:바로\s*)?앞(?:\s*칸|\s*자리|에)"
    # "화살표 있는 쪽에", "화살표 그려진 면 앞 칸에": the arrow's side said by the arrow on it
    r"|화살표\s*(?:가|이)?\s*(?:있는|그려진|그려져\s*있는)\s*(?:쪽|면|방향)"
)
# A tile placed there: the case is a placement, not where the amber sits
_CORNER_PUT = patterns.compile(r"놓|놨|놔|둬|뒀|두면|둔|붙|깔|댔|대면|연결|이으|이었")
# The amber's fate asked: released, moving, where to, what becomes of it
_RELEASE_ASKS = patterns.compile(
    r"나와|나오|나옴|나온|나가|나갈|나감|움직|출발|풀려|어떻게\s*(?:돼|되|됨)|어케\s*(?:돼|되)|어디"
)
# who takes it asked
_CORNER_WHO = patterns.compile(r"누가|누구|가져가|받|(?:내|제)\s*(?:거|꺼|것)")
# "호박은 이미 나갔어요", "호박이 떠났는데": the corner's amber gone before this placement
_AMBER_GONE = patterns.compile(
    r"(?:호박|노란\s*보석)\s*(?:은|는|이|가)?\s*(?:이미\s*|벌써\s*|한\s*번\s*)?"
    r"(?:나갔|나간|떠났|떠난|빠졌|나오고|나온\s*뒤|나간\s*뒤|나간\s*다음|나왔)"
)
_AGAIN = patterns.compile(r"또|다시|더|계속|새로|두\s*번")
# "또 놓으면", "호박 두 번째도 나와?", "한 번 더", "놓을 때마다", "매번": the amber asked again
# (a corner tile holds one, and its arrow's cell is filled once), never "2번 게이트웨이"
_CORNER_AGAIN = patterns.compile(
    r"(?<![가-힣])(?:또|다시)(?![가-힣])|(?:두|세|2|3)\s*번(?!\s*(?:게이트|출구))|한\s*번\s*더"
    r"|여러\s*번|매번|때\s*마다|계속"
)
# "뭐가 나와?", "무슨 보석 나와?": which gem asked, not whether one comes out
_WHAT_ASKED = patterns.compile(r"뭐|무엇|무슨|어떤|어느")
# "그 길이 바로 제 출구로 빠져요", "길이 상대 게이트웨이로 바로 이어져요", "호박이 … 게이트웨이로
# 바로 나가요": where the placed route leads, told; the gateway as the question names it
_ROUTE_OUT = patterns.compile(
    r"(?:(?:그\s*)?(?:길|경로|루트)\s*(?:이|가|은|도|끝이)?|(?:호박|노란\s*보석)\s*(?:이|가|은)?)\s*"
    r"(?:바로\s*|곧장\s*|곧바로\s*|그대로\s*|쭉\s*)?"
    rf"(?P<gate>[^.?!]{{0,24}}?{_GATEWAY_WORDS})\s*(?:으로|로|쪽으로)\s*"
    r"(?:바로\s*|곧장\s*|곧바로\s*|그대로\s*)?(?:빠져|빠지|나가|나갔|이어|연결)[가-힣]*"
)
# "그 길 끝이 빈칸이에요", "길이 빈칸 앞에서 끝나요": the route ends at an empty cell
_ROUTE_STOPS = patterns.compile(
    r"(?:길|경로)\s*(?:의\s*)?끝\s*(?:이|은|에)?\s*(?:바로\s*)?(?:빈\s*칸|비어|아무\s*타일도\s*없)"
    r"|(?:길|경로)\s*(?:이|은)?\s*빈\s*칸\s*(?:앞|에서|쪽)\s*(?:에서\s*)?(?:끝|막)"
)
# "한 칸만 가고 멈췄어", "중간에 멈추게 했어", "끝까지 가?": how far the amber went, said or asked
# beside its release (was: 네, the release alone confirmed)
_HOW_FAR_TOLD = patterns.compile(
    r"멈추|멈췄|멈춰|멈춘|멈출|세웠|세워|중간|끝까지|되돌|돌아"
    r"|(?<![가-힣])(?:한|두|세|1|2|3)\s*칸\s*(?:만|밖에|(?:을|를)?\s*(?:가|간|갔|이동|움직))"
)
# another gem, the centre, a collision, the u-turn entered, a gem other than the amber, the
# points asked, a tile on a filled cell: other cases
_CORNER_DECLINE = patterns.compile(
    r"중앙|가운데|충돌|부딪|다른\s*보석|보석\s*(?:이|가)?\s*(?:있|하나\s*더)|유턴\s*길\s*(?:로|으로)\s*들어"
    r"|에메랄드|사파이어|초록|파란|몇\s*점|점수|이기|이겨|모르|겹쳐|이미\s*타일|위에\s*(?:타일|놓)"
    r"|몇\s*(?:개|칸|장)|만약|변형"
    # "또 놓을 수 있어요?", "놓아도 돼요?": whether a tile may go there, not what it does
    r"|수\s*(?:있|없)|(?:아|어)도\s*(?:돼|되)|가능|괜찮"
    # "안 나와요?", "못 움직여?": asked in the negative
    r"|(?<![가-힣])(?:안|못)\s*(?:나|움직|출발|빠)"
)
# "나오는 거 아니야?", "움직이는 거 아니에요?": a claim asked in the negative at the end
_CLAIM_ASKED_NOT = patterns.compile(
    r"(?<=[는은])\s+(?P<thing>거|건|것)\s*(?:아니|아냐|아닌|아님)[가-힣]*\s*[?!.~]*\s*$"
)
# "…에 붙이면요?", "…에 놓으면?": the case told, what follows asked
_IF_ASKED = patterns.compile(r"(?:으면|면)\s*(?:요)?\s*[?]*\s*$")
# "…에 붙이면요? 호박 나와요?": the case told as a question, then what is asked of it
_IF_THEN_ASK = patterns.compile(r"(?P<if>(?:으면|면)\s*(?:요)?)\s*[?]+\s*(?=\S)")
ENTRY_ARROW_SIDE = "indigo.faq.arrow-side"
ENTRY_CORNER_ONCE = "indigo.faq.corner-once"
# The north-east corner's cells: its arrow's (a tile there frees the amber) and one beside it
# on gateway 2 (a tile there does not); a tile on gateway 2 first sends the freed amber out
_ARROW_CELL: Placement = ("sharp-curves", (3, -3), 1)
_BESIDE_CELL: Placement = ("straight-sharp", (4, -3), 0)


def _corner_run(events: list[Event]) -> list[Event]:
    return [e for e in events if e["type"] == "gem-move" and e["source"] == "corner"]


def _corner_exit(text: str, gate: re.Match[str], start: int) -> Computed | None:
    """Who takes the amber a tile on the arrow's cell sends straight out through the gateway
    the question names: the gem-leaving readers on the case with the release told as its
    exit ("호박이 제 출구로 나갔어요. 누가 가져가요?"), and the engine's scene of it."""
    ask = text[gate.end() :]
    who_asked = bool(_CORNER_WHO.search(ask))
    if not who_asked and not re.search(r"어떻게|어케|어떡|어디", ask):
        return None
    told = text[:start] + " 호박이 " + gate.group("gate") + "로 나갔어요. "
    told += ask if who_asked else "누가 가져가요?"
    found = indigo_numbered_exit(told) or indigo_shared_exit(told) or indigo_gateway_owner(told)
    played = _play(2, (_BESIDE_CELL, _ARROW_CELL))
    if found is None or played is None:
        return None
    state, events = played
    runs = _corner_run(events)
    if len(runs) != 1 or runs[0]["result"] != "exit":
        return None
    verdict = found.verdict
    if not who_asked:
        verdict = "호박이 나와 그 게이트웨이로 나가고, " + verdict
    return Computed(
        INDIGO,
        "indigo-corner",
        verdict,
        "가장자리 보석 타일의 화살표가 가리키는 칸에 타일을 놓으면 화살표 위의 호박이 그 "
        "타일의 길로 나가 길 끝까지 갑니다. 길이 게이트웨이로 이어지면 호박은 그대로 나가고, "
        + found.summary,
        "가장자리 보석 타일의 화살표 앞 칸에 놓은 타일의 길이 게이트웨이로 바로 이어짐 ("
        + found.case
        + ")",
        [
            "(직접 두어 본 예: 게이트웨이 칸에 타일이 먼저 놓여 있고, 화살표 앞 칸에 타일을 "
            "놓습니다.)",
            *(_said(e) for e in runs),
            # the gem-leaving reader's scene, less who placed its tile and where (here the
            # arrow's), and the tiles its scene placed first (not on this board)
            *(
                d
                for d in found.details
                if not d.endswith("타일을 놓았습니다.") and _PADDING_SAID not in d
            ),
        ],
        [RULE_CORNER, *(r for r in found.rule_ids if r != RULE_CORNER)],
        found.ok,
        example=_example(2, (_BESIDE_CELL, _ARROW_CELL)),
    )


def indigo_corner(text: str) -> Computed | None:
    """What a tile placed beside a corner treasure tile does to its amber, as the engine plays
    it: a tile on the cell its arrow points to frees the amber onto that tile's route (to the
    gateway the question says the route leads to, or to the route's end); a tile on either
    other side does not; an amber gone is not replaced."""
    text = _GAME_NAMES.sub(" ", text)
    text = _IF_THEN_ASK.sub(r"\g<if> ", text)  # "없는 쪽에 붙이면요? 호박 나와요?": one case
    if not _CORNER_SAID.search(text) or not _one_case(text):
        return None
    # "화살표 앞에 놓으면 호박 나오는 거 아니야?": the claim asked in the negative, read as said
    # ("… 나오는 거 맞아?"), its 네/아니요 left out by the shared negative ask and its colour the
    # truth of the claim (was: not read)
    text = _CLAIM_ASKED_NOT.sub(r"\g<thing> 맞아?", text)
    if _CORNER_DECLINE.search(text) or NEGATIVE_ASK.search(text):
        return None
    if _NUMBER.search(PLAYER_COUNT.sub(" ", re.sub(r"[1-6]\s*번", " ", text))):
        return None
    gone = _AMBER_GONE.search(text)
    if gone:
        return _corner_emptied(text, gone)
    if _CORNER_AGAIN.search(text):
        return None  # "또 놓으면", "두 번째도 나와?": again at a corner, its amber gone or not said
    if_only = bool(_IF_ASKED.search(text))  # "화살표 없는 쪽에 붙이면요?": the amber asked
    asked = _RELEASE_ASKS.search(text) or _CORNER_WHO.search(text) or if_only
    if not (_CORNER_PUT.search(text) and asked):
        return None
    if not (re.search(r"호박|노란\s*보석|보석", text) or (if_only and "화살표" in text)):
        return None
    off = list(_OFF_ARROW.finditer(text))
    rest = _OFF_ARROW.sub(" ", text)
    on = _ON_ARROW.search(rest)
    if off and on or not (off or on):
        return None  # both sides told, or neither ("보석 타일 옆에 놓으면")
    if on and _BESIDE_IT.match(rest, on.end()):
        return None  # "화살표가 가리키는 칸 옆에 놨는데": a cell beside the arrow's, not it
    out, stops = _ROUTE_OUT.search(text), _ROUTE_STOPS.search(text)
    if off:
        if out or stops:
            return None
        played = _play(2, (_BESIDE_CELL,))
        assert played is not None  # a fixed scene the engine plays
        state, events = played
        if _corner_run(events) or state.to_json()["arrow_gems"].get("북동") is None:
            return None
        asked_yes = not (
            re.search(r"어떻게|어케|어디", text) or if_only or _WHAT_ASKED.search(text)
        )
        return Computed(
            INDIGO,
            "indigo-corner",
            ("아니요, " if asked_yes else "") + "호박은 움직이지 않습니다",
            "가장자리 보석 타일의 호박은 화살표가 가리키는 칸에 타일이 놓일 때만 나옵니다. "
            "화살표 양옆(유턴 쪽)의 게이트웨이 칸에 타일을 놓아도 호박은 화살표 위에 그대로 "
            "있습니다.",
            "가장자리 보석 타일의 화살표 앞이 아닌 옆 칸에 타일을 놓음",
            [
                *(_said(e) for e in events if e["type"] == "place"),
                "호박은 북동쪽 보석 타일의 화살표 위에 그대로 있습니다.",
            ],
            [RULE_CORNER, ENTRY_ARROW_SIDE],
            False if asked_yes else None,
            example=_example(2, (_BESIDE_CELL,)),
        )
    assert on is not None
    if out and stops or (not out and _GATE.search(text)):
        return None  # "게이트웨이까지 가요. 호박 나가는 거예요?": a route to a gateway not read
    if out:
        said = _CORNER_SAID.search(text)
        return _corner_exit(text, out, said.start()) if said else None
    if _CORNER_WHO.search(text):
        return None  # who takes it, the route not told
    played = _play(2, (_ARROW_CELL,))
    assert played is not None  # a fixed scene the engine plays
    state, events = played
    runs = _corner_run(events)
    if len(runs) != 1 or runs[0]["result"] != "stop":
        return None
    if stops or re.search(r"어디|어떻게|어케", text):
        if not stops:
            return None  # where it goes, the route not told
        verdict, ok = "호박이 나와 길 끝까지 가서 빈 칸 앞에 멈춥니다", None
        case = "가장자리 보석 타일의 화살표 앞 칸에 놓은 타일의 길 끝이 빈 칸"
    else:
        if _HOW_FAR_TOLD.search(text):
            return None  # "호박 나와서 한 칸만 가고 멈췄어. 맞아?": how far it went, not read
        verdict, ok = "네, 호박이 그 타일의 길로 나옵니다", True
        if (if_only and not _RELEASE_ASKS.search(text)) or _WHAT_ASKED.search(text):
            verdict, ok = "호박이 그 타일의 길로 나옵니다", None
        case = "가장자리 보석 타일의 화살표가 가리키는 칸에 타일을 놓음"
    return Computed(
        INDIGO,
        "indigo-corner",
        verdict,
        "가장자리 보석 타일의 화살표가 가리키는 칸에 타일을 놓으면 화살표 위의 호박이 그 "
        "타일의 길로 나가, 길이 이어지는 데까지 갑니다(빈 칸 앞의 길 끝에서 멈추거나 "
        "게이트웨이로 나가거나 다른 보석과 부딪힐 때까지).",
        case,
        [
            "(직접 두어 본 예: 북동쪽 보석 타일의 화살표 앞 칸에 급곡선 타일을 놓습니다.)",
            *(_said(e) for e in events if e["type"] in ("place", "gem-move")),
        ],
        [RULE_CORNER, RULE_FOLLOW, ENTRY_ARROW_SIDE],
        ok,
        example=_example(2, (_ARROW_CELL,)),
    )


def _corner_emptied(text: str, gone: re.Match[str]) -> Computed | None:
    """Whether a corner treasure tile whose amber has left gives another gem: the engine's
    corner after its amber has left (it held one amber only)."""
    if not (_AGAIN.search(text, gone.end()) and _RELEASE_ASKS.search(text, gone.end())):
        return None
    if _ROUTE_OUT.search(text) or _ROUTE_STOPS.search(text) or _CORNER_WHO.search(text):
        return None
    fresh = _start(2)
    played = _play(2, (_ARROW_CELL,))
    if fresh is None or played is None:
        return None
    state, events = played
    corner = fresh.to_json()["arrow_gems"]
    if any(g is None or not str(g).startswith("A") for g in corner.values()):
        return None  # every corner starts with one amber
    if state.to_json()["arrow_gems"].get("북동") is not None or len(_corner_run(events)) != 1:
        return None
    return Computed(
        INDIGO,
        "indigo-corner",
        "아니요, 그 보석 타일에서 더 나오는 보석은 없습니다",
        "가장자리 보석 타일에는 처음부터 호박이 1개만 놓이므로, 그 호박이 떠나면 보석 타일은 "
        "빈 채로 남습니다. 화살표 앞 칸에는 타일을 한 번만 놓을 수 있어 두 번째 기회도 "
        "없습니다.",
        "호박이 이미 떠난 가장자리 보석 타일",
        [
            "처음 가장자리 보석 타일 6장에는 화살표 위에 호박이 1개씩 놓입니다.",
            *(_said(e) for e in _corner_run(events)),
            "북동쪽 보석 타일의 화살표 자리는 이제 비어 있습니다.",
        ],
        [RULE_CORNER, ENTRY_CORNER_ONCE],
        False,
        example=_example(2, (_ARROW_CELL,)),
    )


# -- counts of the board and the box ----------------------------------------------------------
# "보드 칸이 몇 칸이야?", "길 타일 총 몇 장?", "게이트웨이 하나에 출구 몇 개?", "보석 총 몇 개?",
# "호박 몇 개 들어 있어?"
_BOARD_CELLS = patterns.compile(
    r"(?:보드|판)\s*(?:의|에|에는)?\s*칸\s*(?:이|은|는|수|개수)?\s*(?:가|는)?\s*(?:총|모두|전부)?\s*"
    r"몇\s*(?:칸|개)|(?:보드|판)\s*(?:이|은|는)?\s*(?:총|모두|전부)?\s*몇\s*칸"
)
_EXITS_PER_GATE = patterns.compile(
    r"(?:게이트웨이|게이트)\s*(?:하나|한\s*개|1\s*개|한\s*곳)?\s*(?:에|에는|마다|당|의)\s*(?:있는\s*)?"
    r"출구\s*(?:가|는|이|은)?\s*(?:총|모두)?\s*몇\s*(?:개|곳|군데)"
)
_ALL_GEMS_COUNT = patterns.compile(
    r"보석\s*(?:은|는|이|가)?\s*(?:총|모두|전부|다\s*합(?:쳐|치면|하면)(?:서)?|다\s*해서)\s*몇\s*개"
)
_KIND_HOW_MANY = patterns.compile(rf"(?P<kind>{_GEM_WORDS})\s*(?:은|는|이|가)?\s*(?:총\s*)?몇\s*개")
# A count in play, not the box's or the printed board's: "빈 칸", "남은 타일", "손에", "지금"
_COUNT_IN_PLAY = patterns.compile(
    r"빈|비어|비었|남|놓인|놓은|깔린|채워|지금|현재|아직|손|더미|뽑|들고|가지고|갖고|받|각자|인당|씩"
    r"|나가|나간|나갔|모은|모았|가진|먹|얻|중앙|가운데|가장자리|모서리|예비|보드\s*(?:에|위)|판\s*(?:에|위)"
)


# "이번 판 몇 칸 갔어?", "한 판": 판 as a game played, or a move counted, not the board
_NOT_THE_BOARD = patterns.compile(
    r"(?<![가-힣])(?:이번|한|그|첫|다음|지난|저번|매|두|세|몇)\s*판|갔|가\?|가요|움직|이동|전진|걸려|걸리"
)
# one gateway said, or each ("하나에", "한 곳에", "마다", "당")
_ONE_GATE = patterns.compile(r"(?:게이트웨이|게이트)\s*(?:하나|한\s*개|1\s*개|한\s*곳|마다|당)")
# a player's gateways, or exits open, closed or taken in play
_EXITS_DECLINE = patterns.compile(
    r"(?<![가-힣])(?:내|제|상대|우리|너)(?![가-힣])|상대방|열려|열린|열렸|막|닫|쓸\s*수|쓰는|사용"
)
# a route tile's shape or kind: a count of one type, not the 54
_TILE_SHAPE = patterns.compile(r"곡선|직선|커브|별|교차|종류|모양|가지|유턴|u\s*턴")
# What may follow the count asked of the box: "몇 개야?", "몇 개 들어 있어?"; never "몇 개
# 가져가?" (gems won)
_BOX_ASK_END = patterns.compile(
    r"\s*(?:야|이야|예요|에요|이에요|인가요?|인지|임|있어|있나요?|있어요|있음|있니|있냐"
    r"|들어\s*있[가-힣]*|들었[가-힣]*|돼|되나요?|되요|돼요|되니|되냐|나와|나오나요?"
    r"|(?<![가-힣])(?:아니|아냐|아님)[가-힣]*)?\s*[?.!~]*$"
)
# Laying out or placing: the route tiles are the draw pile, none is laid out at the start
_LAID = patterns.compile(r"깔|놓|놔|두|둬|쌓|세팅|셋팅|배치|처음|시작|올려|올리")


def _board_counts(text: str) -> Computed | None:
    """The printed board's cells, a gateway's exits, the box's route tiles or gems; None for a
    count in play ("빈 칸 몇 개 남았어?")."""
    from tutor.games.indigo.geometry import BOARD

    if _COUNT_IN_PLAY.search(text) or players_named(text) is not None or not _one_case(text):
        return None
    # "게이트웨이 한 개에": the one gateway counted, not a number said
    said = re.sub(r"(?:게이트웨이|게이트)\s*(?:하나|한\s*개|1\s*개|한\s*곳)", " ", text)
    if _NUMBER.search(said):
        return None
    if _EXCLUSIVE_SAID.search(text) or "변형" in text:
        return None
    if re.search(r"빼|제외|말고|포함|없이|(?<![가-힣])만(?![가-힣])|[가-힣]만\s", text):
        return None  # "보물 칸 빼고": part of the count, not the whole
    if _BOARD_CELLS.search(text) and not re.search(r"타일|보석|게이트|출구", text):
        if _NOT_THE_BOARD.search(text):
            return None  # "이번 판 몇 칸 갔어?": a game played, a move counted
        cells, treasure = len(BOARD.coords), len(BOARD.treasure_cells)
        return Computed(
            INDIGO,
            "indigo-setup",
            f"{cells}칸",
            f"보드는 육각형 칸 {cells}개로, 보석 타일 자리 {treasure}칸과 길 타일이 들어갈 "
            f"{cells - treasure}칸입니다.",
            "보드의 칸 수",
            [],
            [ENTRY_BOARD],
            None,
        )
    if _EXITS_PER_GATE.search(text) and not re.search(r"보석|타일", text):
        if _EXITS_DECLINE.search(text) or (
            re.search(r"총|모두|전부", text) and not _ONE_GATE.search(text)
        ):
            return None  # "게이트웨이에 출구 총 몇 개?": all six gateways' may be meant
        exits = {len(g.cells) * len(g.exits) for g in BOARD.gateways}
        if len(exits) != 1:
            return None
        (n,) = exits
        return Computed(
            INDIGO,
            "indigo-gateways",
            f"{n}개",
            f"게이트웨이마다 가장자리 칸 {len(BOARD.gateways[0].cells)}개의 바깥쪽 면이 출구라, "
            f"출구가 {n}개씩 있습니다(게이트웨이 {len(BOARD.gateways)}곳, 출구는 모두 "
            f"{n * len(BOARD.gateways)}개).",
            "게이트웨이 하나의 출구 수",
            [],
            [ENTRY_BOARD, "indigo.term.gateway"],
            None,
        )
    counted = _TILES_COUNTED.search(text)
    if counted and _ROUTE_TILE.search(text) and "보석" not in text and not _LAID.search(text):
        if _TILE_SHAPE.search(text):
            return None  # "곡선 길 타일 몇 장?": one shape, not all 54
        if not _BOX_ASK_END.fullmatch(text[counted.end() :]):
            return None
        return _setup_counts(text)
    if re.search(r"타일|게이트|출구|칸", text):
        return None
    kinds = list(_KIND_HOW_MANY.finditer(text))
    every = _ALL_GEMS_COUNT.search(text)
    if every and not _KIND_RE.search(text) and _BOX_ASK_END.fullmatch(text[every.end() :]):
        return _in_the_box()
    if (
        len(kinds) == 1
        and len(_KIND_RE.findall(text)) == 1
        and _IN_THE_BOX.search(text)
        and _BOX_ASK_END.fullmatch(text[kinds[0].end() :])
    ):
        kind = _KIND_OF[kinds[0].group("kind")]
        n = _kind_counts(list(range(len(GEM_KINDS)))).get(kind, 0)
        name = _NAME_OF[kind]
        return Computed(
            INDIGO,
            "indigo-setup",
            f"{n}개",
            f"상자에는 {josa(name, '이', '가')} {n}개 들어 있습니다 (보석 {len(GEM_KINDS)}개: "
            f"{_describe(_kind_counts(list(range(len(GEM_KINDS)))))}).",
            f"상자에 든 {name}",
            [],
            [ENTRY_COMPONENTS],
            None,
        )
    return None


# -- counts claimed -----------------------------------------------------------------------------
# "길 타일 54장 맞지?", "보석 전부 24개 맞아요?", "사파이어 하나뿐이지?", "출구가 36개 맞나요?",
# "친구가 길 타일이 60장이래. 맞아?": a count of the box or the printed board said, to confirm
_COUNTED_ITEM = patterns.compile(
    rf"(?P<item>(?:길|경로)\s*타일|(?:보석|보물)\s*타일|보드\s*칸|보드(?=\s*(?:는|가|은|이)?\s*\d+\s*칸)"
    rf"|게이트웨이|게이트|출구|보석|{_GEM_WORDS})"
    r"\s*(?:은|는|이|가|도)?\s*(?P<total>(?:총|모두|전부|다\s*합(?:쳐|치면|하면)(?:서)?|다\s*해서)\s*)?"
    rf"(?P<n>\d+|(?<![가-힣])(?:{NATIVE}))\s*(?P<unit>개|장|칸|곳|군데|알)?"
)
# What may follow the count: "뿐이지?", "들어 있는 거 맞지?", "이래. 맞아?", "아님?"
_COUNT_CLAIM_TAIL = patterns.compile(
    r"\s*(?:뿐|밖에)?\s*(?:(?:이|가)?\s*(?:들어\s*)?(?:있|없)(?:는\s*(?:거|건|게)|다|어|나|지|죠|잖아"
    r"|던데|다던데|대|어요|나요|죠)?\s*)?"
    r"(?:(?:맞|아니|아냐|아님|아닌|이지|이죠|지|죠|야|이야|예요|에요|이에요|인가|래|이래|라던데|라는데"
    r"|이라던데|이라는데|라고|잖아|임)[가-힣]*)?"
    r"\s*[?.!~]*\s*(?:(?:맞|진짜|정말|그래)[가-힣]*\s*[?.!~]*)?"
)
# Whose: a player's gems, gateways or tiles in hand, not the box's ("내 게이트웨이 3개",
# "친구가 에메랄드 12개래": 친구 may hold them); a hearsay claim ("친구가 길 타일이 60장이래")
_COUNT_OWNER = patterns.compile(
    r"(?<![가-힣])(?:내|나|난|내가|제|저|전|제가|우리|상대|상대방|친구|동생|형|누나|언니|오빠|너|니)"
    r"(?:는|가|도|의|이|한테|랑)?(?![가-힣])|모았|모은|모아|가졌|가진|먹|얻|잃|뺏"
)
_HEARSAY = patterns.compile(
    r"(?:이)?래(?:요)?(?![가-힣])|라(?:던|는)데|라고|대(?:요)?[.?!]|하던데|카(?:던데|더라|대|데)"
)
_COUNT_CONFIRM = patterns.compile(r"[?]|맞|(?:지|죠|야|임)\s*[.!~]*\s*$")
_BOX_OR_ALL = patterns.compile(
    r"총|모두|전부|다\s*합|다\s*해서|상자|박스|구성품|내용물|들어\s*있|들었|통틀어"
)
# the box itself said ("상자에", "구성품", "들어 있는"): the count claimed is the box's
_BOX_SAID = patterns.compile(r"상자|박스|구성품|구성물|내용물|들어\s*있|들었|통틀어")


def _count_claim(text: str) -> Computed | None:
    """Whether a count said of the box's tiles or gems, or of the printed board's cells,
    gateways or exits, is the engine's; the count alone when the words fit two of its counts
    ("사파이어 하나뿐이지?": one on the board, two in the box); None for a count in play."""
    from tutor.games.indigo.geometry import BOARD

    if "몇" in text or _COUNT_IN_PLAY.search(text) or not _one_case(text):
        return None
    if players_named(text) is not None or _EXCLUSIVE_SAID.search(text) or "변형" in text:
        return None
    found = [
        m for m in _COUNTED_ITEM.finditer(text) if _COUNT_CLAIM_TAIL.fullmatch(text[m.end() :])
    ]
    if len(found) != 1:
        return None
    (said,) = found
    tail = text[said.end() :]
    n = count_word(said.group("n"))
    # "길 타일 60장이래", "호박 10개라던데": a count heard is a claim to confirm as well
    if n is None or not (_COUNT_CONFIRM.search(tail) or _HEARSAY.search(tail)):
        return None
    if said.group("n") in _NATIVE_WORDS and not (
        said.group("unit") or "뿐" in tail or "밖에" in tail
    ):
        return None  # "호박 네 맞지": 네 as a yes, not a count
    rest = text[: said.start()] + " " + tail
    if _NUMBER.search(rest) or re.search(r"\d", rest) or _KIND_RE.search(rest):
        return None  # another count or another gem said
    item = re.sub(r"\s+", " ", said.group("item"))
    owner = _COUNT_OWNER.search(text)
    gem = item == "보석" or item in _KIND_OF
    if owner and (gem or not _HEARSAY.search(text)):
        return None
    every = bool(said.group("total")) or bool(_BOX_OR_ALL.search(text))
    state = _start(2)
    assert state is not None  # the two-player set-up never fails
    # (the count, the other counts the same words may mean, summary, rules)
    if item.endswith("타일") and item.startswith(("보석", "보물")):
        tiles = len(BOARD.treasure_cells)
        right, others = tiles, {1: "중앙", len(BOARD.corners): "가장자리"}
        name, unit = "보석 타일", "개"
        summary = f"보석 타일은 중앙 1개와 가장자리 {len(BOARD.corners)}개, 모두 {tiles}개입니다."
        rules = [ENTRY_COMPONENTS, ENTRY_TREASURE_TILES]
    elif item.endswith("타일"):
        right = len(state.pile) + sum(len(h) for h in state.hands)
        others = {}
        name, unit = "길 타일", "장"
        summary = (
            f"길 타일은 모두 {right}장이고, 보석 타일 {len(BOARD.treasure_cells)}개와 함께 보드 "
            f"{len(BOARD.coords)}칸을 채웁니다."
        )
        rules = [ENTRY_ROUTE_TILES, ENTRY_COMPONENTS]
    elif item.startswith("보드"):
        right = len(BOARD.coords)
        treasure = len(BOARD.treasure_cells)
        others = {treasure: "보석 타일 자리", right - treasure: "길 타일 자리"}
        name, unit = "보드 칸", "칸"
        summary = (
            f"보드는 육각형 칸 {right}개로, 보석 타일 자리 {treasure}칸과 길 타일이 들어갈 "
            f"{right - treasure}칸입니다."
        )
        rules = [ENTRY_BOARD]
    elif item.startswith("게이트"):
        right, others = len(BOARD.gateways), {}
        if n != right and not every:
            return None  # "게이트웨이 3개지?": one player's may be meant
        name, unit = "게이트웨이", "곳"
        summary = f"보드 둘레에 게이트웨이가 {right}곳 있고, 몇 명이 하든 {right}곳입니다."
        rules = [ENTRY_BOARD]
    elif item == "출구":
        each = {len(g.cells) * len(g.exits) for g in BOARD.gateways}
        if len(each) != 1 or _ONE_GATE.search(text):
            return None  # one gateway's exits: read by the board's counts
        (per,) = each
        right, others = per * len(BOARD.gateways), {per: "게이트웨이 하나의 출구"}
        name, unit = "출구", "개"
        summary = (
            f"게이트웨이 {len(BOARD.gateways)}곳마다 출구가 {per}개씩 있어, 출구는 모두 "
            f"{right}개입니다."
        )
        rules = [ENTRY_BOARD]
    else:
        kinds = None if item == "보석" else _KIND_OF[item]
        box = list(range(len(GEM_KINDS)))
        board = _board_gems(state)
        reserve = list(state.reserve)

        def of(gems: list[int]) -> int:
            return len(gems) if kinds is None else _kind_counts(gems).get(kinds, 0)

        right = of(box)  # the board's and the reserve's are said beside it
        others = {of(board): "처음 보드", of(reserve): "예비"}
        if not every and (
            kinds is None or text[: said.start()].strip(" ,.") or right != n not in others
        ):
            # "보석 12개 맞지?": the board's, the reserve's or one held; "게임 끝났는데 에메랄드
            # 3개 맞지?": a hand of gems told, not the box's
            return None
        name = "보석" if kinds is None else _NAME_OF[kinds]
        unit = "개"
        summary = (
            f"상자에는 {josa(name, '이', '가')} {right}개 들어 있고, 처음 세팅에서 "
            f"{of(board)}개는 보드에, {of(reserve)}개는 예비로 둡니다."
        )
        rules = [ENTRY_COMPONENTS, ENTRY_TREASURE, ENTRY_RESERVE]
    if gem:
        stated = (
            f"상자에 든 {name}{'은' if has_final_consonant(name) else '는'} {right}개입니다 "
            f"(처음 보드에 {of(board)}개, 예비에 {of(reserve)}개)"
        )
    else:
        topic = "보드" if name == "보드 칸" else name
        every_word = "" if name == "게이트웨이" else "모두 "
        stated = (
            f"{topic}{'은' if has_final_consonant(topic) else '는'} {every_word}{right}{unit}입니다"
        )
    if n != right and n in others and not _BOX_SAID.search(text):
        # "호박은 6개 맞아?", "보석 총 12개래", "게이트웨이 출구 여섯 개 맞아?": the words fit
        # another count (the board's at the start, one gateway's), 총 or 모두 too; no 네 or 아니요
        # is right (was: the counts alone with no 네/아니요, or 아니요 of the box's)
        return None
    ok = n == right
    verdict = ("네, " if ok else "아니요, ") + stated
    return Computed(
        INDIGO,
        "indigo-setup",
        verdict,
        summary,
        f"{name} {n}{unit}인지" + (" (모두)" if every else ""),
        [],
        rules,
        ok,
    )


# -- what the set-up puts on the centre or the corners ------------------------------------------
# "중앙 타일에 에메랄드 몇 개 사파이어 몇 개야?", "가장자리 보물 타일에는 뭐 올려요?"
_WHAT_GEMS = patterns.compile(
    r"뭐|뭘|무엇|무슨\s*보석|어떤\s*보석|어느\s*보석|보석\s*(?:은|이)?\s*뭐"
)
_WHAT_PUT = patterns.compile(r"놓|놔|두|둬|올려|올리|올라|있|깔|세팅|셋팅|배치|들어")
# Mid-game words: what the centre holds now, not what the set-up puts there
_NOT_SET_UP = patterns.compile(
    r"지금|현재|아직|남|나가|나간|나갔|나오|나와|나온|빠|이번|다음|뒤에|후에|몇\s*점|점수|받|게이트"
    r"|충돌|부딪|움직|이동|씩\s*받|변형|예비|상자|박스|나왔|째|옆|둘레|주변|붙이|붙인|연결|만약|였"
    # what is not put there, or put elsewhere; the game's end; a past state; a board cell or
    # a route tile (the gateways' cells take route tiles, not gems)
    r"|(?<![가-힣])(?:안|못)\s|않|없|말고|빼고|어디|끝|었|았|칸|길\s*타일"
)


def _setup_what(text: str) -> Computed | None:
    """The gems the set-up puts on the centre tile, or on each corner tile, as the engine sets
    them: asked with 뭐, or with 몇 개 for each of two kinds."""
    places = [
        p for p, r in (("centre", _PLACE_CENTRE), ("corners", _PLACE_CORNERS)) if r.search(text)
    ]
    if len(places) != 1 or _NOT_SET_UP.search(text) or not _one_case(text):
        return None
    if _NUMBER.search(PLAYER_COUNT.sub(" ", text)):
        return None
    asked = [_KIND_OF[m.group("kind")] for m in _KIND_HOW_MANY.finditer(text)]
    if len(set(asked)) != len(asked) or len(asked) != len(_KIND_RE.findall(text)):
        return None
    # "뭐 있어?" alone may be asked of the board now: at the start only when the set-up is said
    put = _WHAT_PUT.search(re.sub(r"있", " ", text)) or ("있" in text and _SETUP_WHEN.search(text))
    what = bool(_WHAT_GEMS.search(text)) and bool(put) and not asked
    if not (what or len(asked) >= 2):
        return None
    state = _start(players_named(text) or 2)
    if state is None:
        return None
    (place,) = places
    if place == "centre":
        held = _kind_counts(list(state.centre))
        listed = (
            ", ".join(f"{_NAME_OF[k]} {held.get(k, 0)}개" for k in asked)
            if asked
            else _describe(held)
        )
        return Computed(
            INDIGO,
            "indigo-setup",
            listed,
            f"처음 중앙 보석 타일에는 {_describe(held)}를 놓습니다. 중앙 둘레에 타일이 놓일 "
            f"때마다 {_centre_order(state)} 순서로 하나씩 나옵니다.",
            "처음 중앙 보석 타일에 놓는 보석",
            [],
            [ENTRY_TREASURE, RULE_CENTRE],
            None,
        )
    per_corner: dict[int, list[int]] = {}
    edge = _PLACE_CORNERS.search(text)
    whole_edge = (
        edge is not None
        and edge.group() == "가장자리"
        and not asked
        and not re.search(rf"보석|보물|타일|화살표|{_GEM_WORDS}", text)
    )
    for position, gem in state.gem_at.items():
        per_corner.setdefault(position // 6, []).append(gem)
    shapes = {tuple(sorted(_kind_counts(g).items())) for g in per_corner.values()}
    if len(shapes) != 1 or len(per_corner) != len(state.gem_at):
        return None
    each = _kind_counts(next(iter(per_corner.values())))
    if asked:
        listed = ", ".join(f"{_NAME_OF[k]} {each.get(k, 0)}개씩" for k in asked)
    else:
        listed = ", ".join(f"{_NAME_OF[k]} {n}개씩" for k, n in each.items())
    total = _kind_counts(list(state.gem_at.values()))
    on_each = " ".join(f"{josa(_NAME_OF[k], '을', '를')} {n}개씩" for k, n in each.items())
    if whole_edge:
        # "보드 가장자리에는 뭐 놓아?": the corners' treasure tiles and the gateways' tokens
        gates = len(state.gateway_owners)
        return Computed(
            INDIGO,
            "indigo-setup",
            f"꼭짓점 {len(per_corner)}곳에 보석 타일({listed}), 게이트웨이 {gates}곳에 주인의 토큰",
            f"처음 보드 가장자리에는 여섯 꼭짓점에 가장자리 보석 타일 {len(per_corner)}개를 화살표가 "
            f"중앙을 향하게 놓고, 화살표 위에 {on_each} 올립니다(모두 {_describe(total)}). "
            f"꼭짓점 사이의 게이트웨이 {gates}곳에는 인원별 배치표대로 주인의 토큰을 놓습니다. "
            "가장자리의 다른 칸은 비어 있고, 길 타일은 게임 중에 놓습니다.",
            (f"{said}명 게임, " if (said := players_named(text)) else "")
            + "처음 보드 가장자리에 놓는 것",
            [f"게이트웨이별 주인({len(state.hands)}명 게임): {_chart(state.gateway_owners)}."],
            [ENTRY_TREASURE, "indigo.setup.order"],
            None,
        )
    return Computed(
        INDIGO,
        "indigo-setup",
        listed,
        f"처음 가장자리 보석 타일 {len(per_corner)}개에는 화살표 위에 {on_each} 올립니다"
        f"(모두 {_describe(total)}).",
        "처음 가장자리 보석 타일에 놓는 보석",
        [],
        [ENTRY_TREASURE],
        None,
    )


# -- the centre: one gem a placement, six placements to empty it -------------------------------
# "중앙 옆에 타일 놓으면 보석 몇 개 나와?", "중앙 보석 다 나가려면 타일 몇 장 붙여야 해?"
_CENTRE_HOW_MANY = patterns.compile(
    r"몇\s*개\s*(?:씩\s*)?(?:이\s*|가\s*)?(?:나와|나오|나가|나감|나갈|나간|빠져|빠지)"
)
_BESIDE = patterns.compile(r"옆|둘레|주변|주위|붙|닿|인접|맞닿|이웃|연결|이어|이으")
_CENTRE_EMPTIED = patterns.compile(
    r"(?:다|모두|전부)\s*(?:나가|나오|빠지|빠져|나갈|나간|비우|꺼내)[가-힣]*\s+(?:[^\s?]+\s+){0,3}?"
    r"(?:타일\s*(?:을|를)?\s*)?몇\s*(?:번|장|개|칸)"
)
# "두 장", "세 번", "한 칸": tiles or placements counted
_COUNTED = patterns.compile(rf"(?<![가-힣\d]){_COUNT}\s*(?:장|번|칸|곳|군데|째)")
_CENTRE_COUNT_DECLINE = patterns.compile(
    r"총|합쳐|합치|모두\s*몇|전부\s*몇|게이트|출구|충돌|부딪|점수|몇\s*점|호박|가장자리|모서리|화살표|변형"
    r"|이미|벌써|남"
    # the placement or the gem denied ("놓지 않으면", "안 놓으면")
    r"|(?<![가-힣])(?:안|못)\s|지\s*(?:않|못)|없이"
    # one player's placements: anyone's tile beside the centre frees a gem
    r"|(?<![가-힣])(?:내가|제가|나는|저는|내|제|혼자|각자)(?![가-힣])|상대|친구|한\s*사람"
    # more still to come, or every cell around it filled ("몇 번 더", "다 놓으면", "다 차면")
    r"|몇\s*(?:번|장|개|칸)\s*더|더\s*(?:놓|붙|필요|두)"
    r"|(?:다|모두|전부|꽉)\s*(?:놓|두|붙|차|채|막|둘러)"
)


# "중앙 보석 타일 둘레 6칸에 이미 전부 타일이 놓였어요", "가운데 옆 칸이 다 찼는데": every cell
# around the centre holds a tile
_SURROUNDED = patterns.compile(
    r"(?:중앙|가운데|센터)\s*(?:보석\s*)?(?:타일\s*)?(?:의\s*)?(?:둘레|옆|주변|주위|바로\s*옆)\s*(?:의\s*)?"
    r"(?:(?P<six>6|여섯)\s*(?:칸|자리|곳|면)|칸|자리)?\s*(?:에|이|은|는|도|에는)?\s*"
    r"(?P<all>(?:(?:이미|벌써|다|모두|전부|꽉)\s*)*)(?:타일\s*(?:이|을|로|은)?\s*)?"
    r"(?P<all2>(?:(?:이미|벌써|다|모두|전부|꽉)\s*)*)"
    r"(?:놓였|놓여|놓인|찼|차\s*있|채워|막혔|막혀|깔렸|깔려|붙었|붙어)"
)
# the gems the centre still holds, or gives, asked: "더 나올 보석이 남아 있나요?", "중앙에 보석
# 남아?", "남은 보석 몇 개?", "또 보석 나와?"
_CENTRE_STILL = patterns.compile(
    r"(?:더|또|이제)\s*(?:보석\s*(?:이|가)?\s*)?(?:나올|나오는|나와|나오|나옴)|남아|남았|남은|남음"
    r"|있나|있어|있을"
)
# what is asked after the cells are said filled: the centre's gems, named ("중앙에 남은 보석")
# or as gems still to come out ("또 보석 나와?"); never the tiles, the cells, the board's gems
_SURROUNDED_ASKS_CENTRE = patterns.compile(
    r"중앙|가운데|센터|(?:더|또|이제)\s*(?:보석\s*(?:이|가)?\s*)?(?:나올|나오는|나와|나오|나옴)"
)
_SURROUNDED_ELSEWHERE = patterns.compile(
    r"보드|판|길|게임|더미|타일|칸|자리|손|상대|(?:내|제)\s*보석"
)
_SURROUNDED_DECLINE = patterns.compile(
    r"호박|가장자리|모서리|코너|화살표|게이트|출구|충돌|부딪|점|누가|누구|어디|변형|만약|안\s*(?:놓|찼|차)"
    r"|(?:다섯|5|네|4|세|3|두|2|한|1)\s*(?:칸|자리|곳|장)|끝"
)


def _centre_surrounded(text: str, filled: re.Match[str]) -> Computed | None:
    """Whether the centre still holds a gem once every cell around it holds a tile: the engine
    plays the six placements around it, each freeing one gem."""
    if not (filled.group("six") or filled.group("all").strip() or filled.group("all2").strip()):
        return None  # "중앙 옆 칸에 타일이 놓였어": one cell, not all six
    ask = text[filled.end() :]
    still = _CENTRE_STILL.search(ask)
    if still is None or _SURROUNDED_DECLINE.search(text):
        return None
    if not _SURROUNDED_ASKS_CENTRE.search(ask) or _SURROUNDED_ELSEWHERE.search(ask):
        return None  # "타일 남았어?", "보드에 보석 남아 있어?": not the centre's gems asked
    if _NUMBER.search(PLAYER_COUNT.sub(" ", text.replace(filled.group(), " "))):
        return None
    if _KIND_RE.search(text) or NEGATIVE_ASK.search(text):
        return None
    fresh = _start(2)
    played = _play(2, _AROUND_CENTRE)
    if fresh is None or played is None:
        return None
    state = played[0]
    if state.centre or len(_AROUND_CENTRE) != 6:
        return None
    how_many = bool(re.search(r"몇\s*개", ask))
    verdict, ok = ("0개", None) if how_many else ("아니요, 중앙에 남은 보석이 없습니다", False)
    return Computed(
        INDIGO,
        "indigo-centre-count",
        verdict,
        f"중앙 보석 타일의 보석 {len(fresh.centre)}개({_describe(_kind_counts(list(fresh.centre)))})"
        "는 둘레 칸에 타일이 놓일 때마다 1개씩 나가므로, 둘레 6칸이 모두 차면 전부 나간 "
        "상태입니다. 중앙에서 더 나올 보석은 없습니다.",
        "중앙 보석 타일 둘레 6칸에 모두 타일이 놓임",
        [
            f"중앙 둘레 {k}번째 타일: {josa(_NAME_OF[GEM_KINDS[g]], '이', '가')} 나감"
            for k, g in enumerate(fresh.centre, 1)
        ]
        + ["중앙에 남은 보석: 없음."],
        ["indigo.faq.centre-one-gem", RULE_CENTRE],
        ok,
    )


# "중앙 옆에 놓으면 보석 두 개 나와?", "하나씩만 나오지?", "중앙에서 보석 두 개 한꺼번에 나와?": the
# gems one placement frees, claimed (was: not read); asked as "몇 개 나와?" and checked
_CENTRE_N_CLAIMED = patterns.compile(
    r"(?:보석\s*(?:이|가|은|는|도)?\s*)?(?P<before>(?:한꺼번에|동시에|한\s*번에)\s*)?"
    r"(?P<n>한|하나|두|둘|세|셋|여러|[1-3])\s*(?:개|알)?\s*"
    r"(?:씩|만|씩만|이|가|도)?\s*(?P<at_once>한꺼번에|동시에|같이|한\s*번에)?\s*"
    r"(?=(?:나와|나오|나온|나감|나가|나간|빠져|빠지|빠진))"
)
_CENTRE_CLAIM_END = patterns.compile(
    r"(?:지|죠|나요|나|니|냐|맞[가-힣]*|대|래|다던데)?\s*[?]+\s*$|(?:대|래|다던데|대요)\s*[.!~]*\s*$"
    r"|(?:지|죠|맞[가-힣]*)\s*[.!~]*\s*$"
)


def indigo_centre_counts(text: str) -> Computed | None:
    """How many gems one placement beside the centre frees, or how many placements empty the
    centre, as the engine plays the six placements around it; whether any is left once all six
    cells around it are filled."""
    text = _GAME_NAMES.sub(" ", text)
    if not _one_case(text):
        return None
    claimed: int | None = None
    claim = _CENTRE_N_CLAIMED.search(text)
    if (
        claim
        and _PLACE_CENTRE.search(text)
        and not _CENTRE_HOW_MANY.search(text)
        and _CENTRE_CLAIM_END.search(text)
        and re.fullmatch(
            r"(?:나와|나오|나온|나감|나가|나간|빠져|빠지|빠진)[가-힣]*\s*(?:(?:거|건|게)\s*)?"
            r"(?:(?:맞|아니|아냐|아님)[가-힣]*)?\s*[?!.~]*",
            text[claim.end() :],
        )
        and (
            _BESIDE.search(text)
            or claim.group("at_once")
            or claim.group("before")
            or re.search(r"씩", claim.group())
        )
    ):
        n = claim.group("n")
        claimed = 2 if n == "여러" else count_word({"하나": "한", "둘": "두", "셋": "세"}.get(n, n))
        text = text[: claim.start()] + " 보석 몇 개 나와?"
        if not _BESIDE.search(text):
            text = "중앙 옆에 " + text
    surrounded = _SURROUNDED.search(text)
    if surrounded:
        return _centre_surrounded(text, surrounded)
    if not _PLACE_CENTRE.search(text) or _CENTRE_COUNT_DECLINE.search(text.replace("다 나", "")):
        return None
    emptied = _CENTRE_EMPTIED.search(text)
    one = _CENTRE_HOW_MANY.search(text) and _BESIDE.search(text) and not emptied
    if not (emptied or one) or _CENTRE_NTH.search(text) or _FIRST_PLACED.search(text):
        return None
    if _KIND_RE.search(text):
        return None  # "에메랄드 다 나가려면": five placements, not six; one kind is not each gem
    if one and re.search(
        r"(?:다|모두|전부)\s*(?:나가|나간|나갔|나오|나온|나왔|빠|비)|비었|비면", text
    ):
        return None  # the centre said to be empty already: no gem comes out
    counted = PLAYER_COUNT.sub(" ", text)
    if _NUMBER.search(counted) or _COUNTED.search(counted):
        return None  # "타일 두 장 놓으면": more than one placement
    freed: list[int] = []
    left: list[int] = []
    for k in range(1, len(_AROUND_CENTRE) + 1):
        played = _play(2, _AROUND_CENTRE[:k])
        assert played is not None  # a fixed scene the engine plays
        state, events = played
        freed.append(sum(1 for e in events if e["type"] == "gem-move" and e["source"] == "centre"))
        left.append(len(state.centre))
    fresh = _start(2)
    if fresh is None or set(freed) != {1}:
        return None
    if one:
        return Computed(
            INDIGO,
            "indigo-centre-count",
            "1개"
            if claimed is None
            else ("네" if claimed == 1 else "아니요") + ", 타일 한 장에 1개씩만 나옵니다",
            "중앙 보석 타일과 맞닿은 칸에 타일을 놓을 때마다 중앙의 보석이 1개씩 그 타일의 길로 "
            f"나갑니다. 중앙 보석은 {_centre_order(fresh)} 순서로 나옵니다.",
            "중앙 둘레에 타일 1장을 놓음",
            [f"중앙 둘레 {k}번째 타일: 보석 {n}개가 나옴" for k, n in enumerate(freed, 1)],
            ["indigo.faq.centre-one-gem", RULE_CENTRE],
            None if claimed is None else claimed == 1,
        )
    empty_at = next((k for k, n in enumerate(left, 1) if n == 0), None)
    if empty_at is None:
        return None
    unit = re.search(r"몇\s*(번|장|개|칸)", emptied.group() if emptied else "")
    said = unit.group(1) if unit else "번"
    return Computed(
        INDIGO,
        "indigo-centre-count",
        f"{empty_at}{said}",
        f"중앙 보석 타일의 보석 {len(fresh.centre)}개({_describe(_kind_counts(list(fresh.centre)))})"
        f"는 중앙 둘레에 타일이 놓일 때마다 1개씩 나가므로, 둘레 {empty_at}칸에 모두 타일이 "
        "놓이면 중앙이 빕니다.",
        "중앙 보석 타일의 보석이 모두 나감",
        [f"중앙 둘레 {k}번째 타일 뒤 중앙에 남은 보석: {n}개" for k, n in enumerate(left, 1)],
        [RULE_CENTRE, "indigo.faq.centre-one-gem"],
        None,
    )


# -- a turn ends with a draw --------------------------------------------------------------------
# "타일 놓은 뒤에 새 타일 뽑아요?", "타일 놓고 나서 한 장 가져와?"
_DRAW_ASKED = patterns.compile(
    r"(?:새\s*(?:타일|거|것)?|한\s*장|하나|타일)\s*(?:을|를|은|도|하나)?\s*(?:다시\s*)?"
    r"(?:뽑|가져와|가져오|가지고\s*와|보충|채워|채우|드로우)"
)
_AFTER_PLACING = patterns.compile(
    r"놓(?:은|고|았|아서)\s*(?:나서|난\s*(?:뒤|후|다음)|뒤|후|다음|나면)|놓고|놨으면|놓으면|놓았으면"
    r"|차례\s*(?:끝|마지막|마치)"
)
_DRAW_DECLINE = patterns.compile(
    r"전에|먼저|대신|안\s*뽑|못\s*뽑|(?:두|세|2|3)\s*장|더미|몇|점|게이트|변형|언제|손에\s*(?:두|2)"
    r"|(?:뽑|가져오)\s*(?:지|기)|누가|상대|다른\s*사람|보석\s*(?:을|를)?\s*(?:뽑|가져)"
    # the board's gems gone: the game may have ended with that tile
    r"|다\s*(?:나가|나갔|나간|빠지|빠졌|사라|놓|깔)|없|남|끝|마지막"
    # a treasure tile is never drawn
    r"|보석\s*타일|보물"
)
# "몇 장 뽑아?", "몇 장 가져와요?": how many tiles the draw takes
_HOW_MANY_DRAWN = patterns.compile(
    r"몇\s*장\s*(?:씩\s*)?(?:을|를)?\s*"
    r"(?P<verb>(?:다시\s*)?(?:뽑|가져와|가져오|가지고\s*와|보충|채워|채우|드로우))"
)
# What may follow the draw asked: its verb's ending and a word asking to confirm ("뽑아요?",
# "뽑아야 해?", "뽑는 거 맞지?"); never more ("뽑는 건 다음 사람이야?", "뽑고 또 놓아?")
_DRAW_TAIL = patterns.compile(
    r"[가-힣]{0,4}(?:\s+(?:거|게|건|것)\s*(?:맞|이지|지|야|예요|이에요|인가)[가-힣]*)?"
    r"(?:\s+(?:해|돼|되|하|맞)[가-힣]*)?\s*[?.!~]*"
)


def _draw_after(text: str) -> Computed | None:
    """Whether a player draws a tile after placing one (or how many: "타일 놓고 나서 몇 장
    뽑아?"): the engine's turn, read in order."""
    from tutor.games.indigo import ENGINE

    how_many = len(_HOW_MANY_DRAWN.findall(text)) == 1 and len(re.findall("몇", text)) == 1
    if how_many:
        text = _HOW_MANY_DRAWN.sub(r"새 타일 \g<verb>", text)
    if not (_DRAW_ASKED.search(text) and _AFTER_PLACING.search(text)):
        return None
    if _DRAW_DECLINE.search(text) or _PILE_EMPTY.search(text) or _NUMBER.search(text):
        return None
    if not _one_case(text):
        return None
    last = list(_DRAW_ASKED.finditer(text))[-1]
    if not _DRAW_TAIL.fullmatch(text[last.end() :]):
        return None
    state = ENGINE.new_game(2, seed=0, names=_seats(2))
    assert isinstance(state, IndigoState)
    move = state.legal_moves()[0]
    example = _seeded(0, [move])
    events = state.apply(move)
    kinds = [e["type"] for e in events]
    if "draw" not in kinds or kinds.index("draw") < kinds.index("place"):
        return None
    if how_many:
        drawn = kinds.count("draw")
        return Computed(
            INDIGO,
            "indigo-hand",
            f"{drawn}장",
            f"차례에는 손의 타일을 놓고, 움직일 보석을 모두 옮긴 다음 더미에서 새 타일 {drawn}장을 "
            "가져옵니다. 더미가 떨어졌으면 가져오지 않습니다.",
            "타일을 놓은 뒤 새로 가져오는 타일",
            [_said(e) for e in events if e["type"] in ("place", "draw")],
            [RULE_DRAW, ENTRY_SEQUENCE],
            None,
            example=example,
        )
    return Computed(
        INDIGO,
        "indigo-hand",
        "네, 타일을 놓고 보석을 옮긴 뒤 더미에서 1장을 가져옵니다",
        "차례에는 손의 타일을 놓고, 움직일 보석을 모두 옮긴 다음 더미에서 새 타일 1장을 "
        "가져옵니다. 더미가 떨어졌으면 가져오지 않습니다.",
        "타일을 놓은 뒤 새 타일",
        [_said(e) for e in events if e["type"] in ("place", "draw")],
        [RULE_DRAW, ENTRY_SEQUENCE],
        True,
        example=example,
    )


# "타일 먼저 한 장 더 뽑고 두 장 중에 골라 놔도 돼?", "놓기 전에 뽑아도 돼요?", "먼저 뽑고 나서
# 놓는 거 맞죠?": the draw before the placement, asked as allowed or to confirm
_DRAW_FIRST = patterns.compile(
    r"(?:먼저|미리)\s*(?:타일\s*(?:을|를)?\s*)?(?:(?:한|1)\s*장\s*(?:더\s*)?)?(?:뽑|가져오|가져와|드로우)"
    r"|(?:놓기|놓는\s*거|내기)\s*전에\s*(?:타일\s*(?:을|를)?\s*)?(?:(?:한|1)\s*장\s*(?:더\s*)?)?"
    r"(?:먼저\s*)?(?:뽑|가져오|가져와|드로우)"
)
_DRAW_FIRST_ASKED = patterns.compile(
    r"[가-힣]도\s*(?:돼|되|괜찮|가능)|(?:거|게)\s*맞|(?:하는|하나|해야)\s*(?:거|건가|나요|죠|지)"
    r"|(?:놓|놔|골라|고르)[가-힣]*\s*[?]"
)


def _draw_first(text: str) -> Computed | None:
    """Whether a player may draw before placing (and choose between two tiles): the engine's
    turn places the tile in hand first, then draws; a hand of two is the two-tile variant."""
    from tutor.games.indigo import ENGINE

    first = _DRAW_FIRST.search(text)
    if first is None or not _DRAW_FIRST_ASKED.search(text, first.end()) or not _one_case(text):
        return None
    if re.search(
        r"변형|전술|더미\s*(?:가|이)?\s*(?:없|떨어|비)|보석|몇|점|상대|다른\s*사람|누가", text
    ):
        return None  # a variant, the pile out, gems: another question
    if _SETUP_WHEN.search(text) or re.search(r"첫\s*(?:차례|턴)|마지막", text):
        return None  # "처음에 먼저 뽑아?": the deal, not a turn
    rest = _DRAW_FIRST.sub(" ", PLAYER_COUNT.sub(" ", text))
    rest = re.sub(r"(?:두|2)\s*장\s*(?:중|중에|중에서|가운데)", " ", rest)  # "두 장 중에 골라"
    if _NUMBER.search(rest) or re.search(r"\d|(?<![가-힣])(?:한|두|세)\s*장", rest):
        return None
    state = ENGINE.new_game(2, seed=0, names=_seats(2))
    two = _start(2, {"hand_size": 2})
    assert isinstance(state, IndigoState)
    move = state.legal_moves()[0]
    example = _seeded(0, [move], state.options, state.n)
    events = state.apply(move)
    kinds = [e["type"] for e in events]
    if "draw" not in kinds or kinds.index("draw") < kinds.index("place") or two is None:
        return None
    return Computed(
        INDIGO,
        "indigo-hand",
        "아니요, 손의 타일 1장을 먼저 놓고 보석을 옮긴 뒤에 새 타일 1장을 뽑습니다",
        "차례에는 손에 든 타일 1장을 놓고, 움직일 보석을 모두 옮긴 다음 더미에서 새 타일 "
        f"1장을 가져옵니다. 손에 {len(two.hands[0])}장을 들고 그중에서 골라 놓는 것은 타일 두 장"
        "(전술) 변형 규칙입니다.",
        "타일을 놓기 전에 먼저 뽑는지",
        [_said(e) for e in events if e["type"] in ("place", "draw")],
        [ENTRY_SEQUENCE, RULE_DRAW, "indigo.variant.two-tiles"],
        False,
        example=example,
    )


# a count right after a colour: "3", "3개", "두 개"; never "3점", "2번", "4명", "2장"
_BARE_COUNT = (
    rf"(?:{_COUNT}\s*(?:개|알)"
    r"|\d+(?![\d.]|\s*(?:점|번|명|인|등|장|칸|곳|p|라운드|판|턴|차례|째)))"
)
# -- words the reader sees alike -----------------------------------------------------------------
# "초록 3 노랑 2", "노란색 두 개": a colour counted is its gem (in this game's questions; other
# games count tiles by colour, so it never marks a question as this game's: ``names_game``)
# a gem's colour: the Korean words for it, the reader's own gem word, the English colour
_COLOURS = (
    ("(?:노랑|노란)", "노란 보석", "yellow"),
    ("(?:초록|녹색)", "초록 보석", "green"),
    ("(?:파랑|파란)", "파란 보석", "blue"),
)
_COLOUR_WORDS = frozenset(word for _colour, word, _english in _COLOURS)
_COLOUR_COUNTED = tuple(
    (patterns.compile(rf"(?<![가-힣]){colour}\s*(?:색\s*)?(?={_BARE_COUNT})"), f"{word} ")
    for colour, word, _english in _COLOURS
)
# "에메럴드" (a common misspelling), "gate", "gateway": read as the reader's own words
_SPELLINGS = (
    # "에매랄드", "에메렐드", "사파이여", "싸파이어": a gem's name misspelt (was: unknown, a second
    # count asked beside it answered for the other gem alone)
    (patterns.compile(r"에[메매머][랄럴렐]드"), "에메랄드"),
    (patterns.compile(r"(?:사|싸|샤)(?:파|퍄)이(?:어|여|야)"), "사파이어"),
    (patterns.compile(r"엠버"), "앰버"),
    (patterns.compile(r"(?<![a-z])ambers?(?![a-z])"), "호박"),
    (patterns.compile(r"(?<![a-z])emeralds?(?![a-z])"), "에메랄드"),
    (patterns.compile(r"(?<![a-z])sapphires?(?![a-z])"), "사파이어"),
    # "yellow gem", "green stones": the gem named by its colour, in English
    *(
        (patterns.compile(rf"(?<![a-z]){english}\s*(?:gem|stone|jewel)s?(?![a-z])"), word)
        for _colour, word, english in _COLOURS
    ),
    (patterns.compile(r"(?<![a-z])(?:gem|jewel)s?(?![a-z])"), "보석"),
    (patterns.compile(r"(?<![a-z])tiles?(?![a-z])"), "타일"),
    (patterns.compile(r"(?<![a-z])cent(?:er|re)(?![a-z])"), "중앙"),
    # "corner tile엔 amber 1", "reserve gem이 모자라면": the corner tiles and the reserve, in
    # English (was: the corner's amber read as the centre's, the reserve left out of the case)
    (patterns.compile(r"(?<![a-z])corners?(?![a-z])"), "가장자리"),
    (patterns.compile(r"(?<![a-z])reserves?(?![a-z])"), "예비"),
    (patterns.compile(r"(?<![a-z])shared(?![a-z])"), "공유"),
    (patterns.compile(r"(?<![a-z])exits?(?![a-z])"), "출구"),
    # "관문": the Korean edition's word for a gateway (was: unknown, "관문은 몇 개?" answered
    # with the board's gems counted in the sentence after it)
    (patterns.compile(r"관문"), "게이트웨이"),
    # "초록보석", "노랑 보석", "파란색보석", "녹색 돌": the reader's own gem words
    *(
        (patterns.compile(rf"(?<![가-힣]){colour}\s*(?:색\s*)?(?:보석|돌)"), word)
        for colour, word, _english in _COLOURS
    ),
    *_COLOUR_COUNTED,
    # "호박x3", "에메랄드 × 2": a count written as a product
    (patterns.compile(rf"({_GEM_WORDS})\s*[x×*]\s*(\d+)(?!\s*(?:개|알|\d))"), r"\1 \2개"),
    (patterns.compile(r"(?<![a-z])gate\s*ways?(?![a-z])"), "게이트웨이"),
    (patterns.compile(r"(?<![a-z])gates?(?![a-z])"), "게이트"),
)
# "3인 대체 룰이면", "옵션 규칙으로": a rule other than the ones the reader names (the
# 3-player no-sharing variant, the two-tile hand), and which one is not said
_OTHER_RULE = patterns.compile(
    r"대체|대안|옵션|하우스\s*룰|(?<![a-z])(?:variant|alternative|option)|다른\s*(?:룰|규칙|방식|버전)"
)


# "우리 집에선 반씩 나누기로 했는데", "예비 보석을 안 쓰기로 하면", "에메랄드를 3점으로 치기로
# 했는데": a rule the players agreed among themselves, which the engine does not play
_AGREED_RULE = house_rule(
    r"(?:기로|걸로|것으로)\s*(?:했|하면|한|하자|정했|정하면|합의)"
    r"|우리\s*(?:집|끼리)\s*(?:에서는|에선|에서|은|는)?(?![가-힣])",
    variants=False,  # the engine plays the variants (a hand of two tiles, …)
)
# "전술 변형으로 손에 타일 2장 들고 하기로 했어요": the players agreed on a variant the engine
# plays (the two-tile hand, the 3-player no-sharing one), not a rule of their own; only the
# variant's own hand may be said between ("단독 변형으로 하는데 공유는 하나만 하기로 했어요" is a
# rule of their own)
_VARIANT_AGREED = patterns.compile(
    r"(?:전술\s*변형|(?:두|2)\s*장\s*(?:씩\s*)?(?:들고\s*하는\s*)?변형|단독\s*(?:소유\s*)?변형)"
    r"\s*(?:으로|로|을|를)?\s*"
    r"(?:(?:손에\s*)?(?:타일\s*(?:을|를)?\s*)?(?:두|2)\s*장\s*(?:씩\s*)?(?:을|를)?\s*(?:손에\s*)?"
    r"(?:들고|쥐고|가지고|갖고)\s*)?"
    r"(?P<agreed>(?:하기로|쓰기로|치기로)\s*(?:했|정했)[가-힣]*)"
)
# "규칙서에 어디 나와 있어요?", "룰북 몇 쪽이에요?": where the rulebook says it, not the case
_WHERE_WRITTEN = patterns.compile(
    r"(?:규칙서|룰북|설명서|매뉴얼)[^?]*(?:어디|몇\s*(?:쪽|페이지|장))"
)


# "2~3인이면", "3명이나 4명이면": two player counts, read as one by ``players_named``
_PLAYER_RANGE = patterns.compile(
    r"\d\s*(?:~|-|–|에서|이나|또는|or)\s*\d\s*(?:인|명)"
    r"|\d\s*(?:인|명)\s*(?:이나|또는|,|/|~|-|–|에서|이랑|랑|하고|과|와)\s*\d\s*(?:인|명)"
    r"|(?<![가-힣])(?:두|둘|세|셋)\s*(?:~|-|–|에서|이나|나|또는)\s*(?:세|셋|네|넷)\s*(?:명|사람)"
)
# The game's name or its own words (gems, route tiles, gateways, treasure tiles)
_MARKED = patterns.compile(rf"{_INDIGO_MARK.pattern}|보물|{_GEM_WORDS}")


# The game's end, in words other games share ("선 토큰이 계속 중앙에 있으면 이번 라운드 …":
# 아줄's centre of the table, read as gems left on the board): with no game, read only when the
# question is about this one (:func:`names_game`)
SHARED_KINDS = frozenset({"indigo-end", "indigo-setup"})


# "타일 두 장 뽑았어", "새 타일 두 장 가져왔어", "타일 두 장 놨어": a step of several tiles
_SEVERAL_TILES = r"(?<![가-힣\d])(?:두|세|네|다섯|[2-9])\s*장\s*(?:을|를|씩|이나|도)?\s*(?:다\s*|더\s*|한꺼번에\s*|같이\s*)?"
_SEVERAL_DRAWN = patterns.compile(_SEVERAL_TILES + r"(?:뽑|가져)")
_STEP_OF_SEVERAL_TILES = patterns.compile(
    _SEVERAL_TILES + r"(?:뽑|가져|놨|놓았|놓고|냈|내고|깔았|깔고)"
)


# The game said to have ended, or a turn said taken again, in a story ("게임 끝났어", "한 번 더
# 했어", "또 뒀어"): steps the readers of one event do not check
_MORE_OF_THE_TURN = patterns.compile(
    r"(?:게임|판)\s*(?:이|은|도)?\s*(?:바로\s*)?(?:끝났|끝나\s*버렸|끝냈)|(?<![가-힣])끝냈"
    r"|한\s*번\s*더\s*(?:했|하고|뒀|놨|둠|함)|(?<![가-힣])또\s*(?:했|뒀|놨)"
    r"|(?:턴|차례)\s*(?:을|를|도)?\s*(?:한\s*번\s*)?더\s*(?:했|받|가졌|함)"
)
_STORY_KINDS = frozenset(
    {
        "indigo-exit",
        "indigo-shared-gateway",
        "indigo-corner",
        "indigo-centre",
        "indigo-collision",
        "indigo-placement",
    }
)


def names_game(text: str) -> bool:
    """Whether the question names this game or uses a word only it has (보석, 게이트, a gem's
    name …)."""
    for pattern, word in _SPELLINGS:
        if (pattern, word) not in _COLOUR_COUNTED:
            text = pattern.sub(word, text)
    return bool(_MARKED.search(text))


# "에메랄드는 3점이지? 친구가 그러던데": who said the claim, after the question mark, which
# asks nothing more (was: not read, a remark after the question)
_SOURCE_AFTER = patterns.compile(
    r"(?<=[?])\s*+(?:[가-힣]{1,4}(?:가|이)\s*+)?"
    r"(?:그러던데|그랬는데|그러더라|그러더라고|그랬어|그러던데요|그랬어요|그러더라구|말하던데|하던데)"
    r"[\s.~!]*+$"
)


# "내가놓은타일로상대출구에보석보내면나는점수없지": a question typed with no space at all. The
# game's nouns and the one who acts are each set apart, and a clause ends after its 면, 는데 or
# 니까, so that the readers' word starts find them
_UNSPACED = patterns.compile(r"[^\s]{12,}+")
_WORD_STARTS = patterns.compile(
    r"(?<=[가-힣])(?=상대방|상대|친구|동생|타일|게이트웨이|게이트|출구|보석|호박|에메랄드|사파이어"
    r"|점수|누가|누구|내가|제가)"
    r"|(?<=[가-힣]면|는데|니까|누가|누구)(?=[가-힣])"
    r"|(?<=[가-힣])(?=(?:내|제)(?:게이트|출구|타일))"
    r"|(?:(?<=보석|호박)|(?<=에메랄드|사파이어))(?=나가|나간|나갔|보내|보낸|보냈)"
)


def _spaced(text: str) -> str:
    """A question typed with no space, its words set apart (any other text as it is)."""
    # (the game's name, put before the question asked on its pages, is no word of it)
    named = _GAME_NAMES.match(text)
    head, rest = (text[: named.end()], text[named.end() :]) if named else ("", text)
    if not _UNSPACED.fullmatch(rest.strip()) or not re.search(r"[가-힣]{12}", rest):
        return text
    return head + _WORD_STARTS.sub(" ", rest)


# "사파이어는 몇점이고 보석 부딪히면 어떻게 돼?": a gem's points asked first, joined to a second
# question; a reading of the second alone would leave the first unanswered
_POINTS_ASKED_FIRST = patterns.compile(
    r"몇\s*+점\s*+(?:이고|이며|이구|이랑|인지랑)(?![가-힣])|몇\s*+점\s*+(?:이야|이에요|임)?\s*+[?]"
)


def compute(text: str) -> Computed | None:
    # (a reason asked, "왜 …?", or one of two, gets the plain statement: tutor.qa_computed)
    text = _spaced(text)
    for pattern, word in _SPELLINGS:
        text = pattern.sub(word, text)
    text = _SOURCE_AFTER.sub("", text)
    positive = unnegated_claim(text)
    if positive is not None:
        return turned_claim(compute(positive))
    if _OTHER_RULE.search(text) or _PLAYER_RANGE.search(text) or _SINO_COUNT.search(text):
        return None
    text = _VARIANT_AGREED.sub(
        lambda m: m.group()[: m.start("agreed") - m.start()] + "하는데", text
    )
    if _AGREED_RULE.search(text) or _WHERE_WRITTEN.search(text):
        return None
    found = (
        indigo_many_gems(text)
        or indigo_exit_timing(text)
        or indigo_last_gem_win(text)
        or indigo_points_gained(text)
        or indigo_bare_values(text)
        or indigo_two_values(text)
        or indigo_score(text)
        or indigo_value_said(text)
        or indigo_gem_rank(text)
        or indigo_tie(text)
        or indigo_tie_rule(text)
        or indigo_gateways(text)
        or indigo_numbered_exit(text)
        or indigo_shared_exit(text)
        or indigo_gateway_owner(text)
        or indigo_corner(text)
        or indigo_end(text)
        or indigo_setup(text)
        or indigo_centre(text)
        or indigo_hand(text)
        or indigo_collision(text)
        or indigo_placement(text)
    )
    # "화살표 앞에 타일 놓고 호박 움직이고 타일 두 장 뽑았어. 맞아?": a whole turn told with
    # several tiles drawn or laid, which no turn does (was: 네, the part read confirmed); the
    # hand's reading answers the draw itself, and tiles laid round the centre are its count
    if (
        found is not None
        and found.kind != "indigo-hand"
        and _STEP_OF_SEVERAL_TILES.search(text)
        and not (found.kind.startswith("indigo-centre") and not _SEVERAL_DRAWN.search(text))
    ):
        return None
    if (
        found is not None
        and found.ok is not None
        and found.kind in _STORY_KINDS
        and _MORE_OF_THE_TURN.search(text)
    ):
        # "… 1번 플레이어가 받았고 게임 끝났어. 맞지?", "… 상대가 받았고 나는 한 번 더 했어.
        # 맞아?": a further step told after the case read (the game's end, another turn), which
        # 네/아니요 would seem to answer too (was: 네, the part read confirmed)
        return None
    if (
        found is not None
        and found.kind != "indigo-score"
        and (first := _POINTS_ASKED_FIRST.search(text)) is not None
        and re.search(r"[가-힣]", text[first.end() :])
    ):
        # a gem's points asked, then something else (was: the second answered alone)
        return None
    if found is not None or not _MARKED.search(text):
        return found
    # Cases in words other games share ("보드 칸", "중앙", "더미"): read only beside the game's
    # name or its own words
    plain = _GAME_NAMES.sub(" ", text)
    return (
        _board_counts(plain)
        or _count_claim(plain)
        or _setup_what(plain)
        or _pile_out(plain)
        or indigo_centre_counts(text)
    )
