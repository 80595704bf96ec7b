"""Computed answers: the rules engine's verdict on the exact case a question describes.

A question like "빨강 7 8 9 조커 세트 돼?", "바닥에 타일 3개 떨어지면 몇 점 깎여?" or
"4라운드에 파랑 1개 노랑 2개로 파란 별 3번 칸 돼?" names a concrete case the engine can
decide. :func:`compute` reads such a question and returns the engine's verdict for that case
(shown beside the rule as "계산한 답"), or ``None``.

Every parser is conservative: a word or a number it cannot place, a case it cannot build, or
a question that may be about something else (taking tiles off the table, the first meld's 30
points, a space already filled) gives no computed answer rather than a wrong one. The
verdicts come from the engines' public functions only.

Each game reads its own questions: the module its descriptor names as ``questions``
(:class:`tutor.games.Game`) has ``KINDS`` (the ``computed.kind`` values it gives) and
``compute(text) -> Computed | None``, where ``text`` is the question cleaned by
:func:`clean` (NFKC, lower case, single spaces), ``NAME`` (the game's name as it reads it)
and ``NAMED`` (a pattern of the words that name the game). This module holds what they
share (the answer's shape, Korean counting words) and asks them; it names no game.

A question asked on a game's own pages (``asked``: the search's game filter, ``tutor ask
--game``) is about that game even when it does not say so: it reads as if it began with the
game's name, unless it names a game itself ("손에 몇 장 들고 해?" asked on 나빗길's pages is
read as "나빗길 손에 몇 장 들고 해?").
"""

from __future__ import annotations

import logging
import re
import signal
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from functools import lru_cache
from types import ModuleType
from typing import Any

from tutor import patterns
from tutor.korean import NATIVE_NUMBERS, alternation, has_final_consonant

log = logging.getLogger(__name__)

LABEL = "계산한 답"

NATIVE = alternation(NATIVE_NUMBERS)  # "세 개", "타일 셋"
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


# "3인", "4명": a player count, never a count of tiles
PLAYER_COUNT = patterns.compile(r"\d\s*(?:인|명)")
# "몇 개 깔아?", "세팅 어떻게 해?": a question about a game's set-up for some players
SETUP_ASKS = patterns.compile(r"몇|개수|얼마|세팅|셋팅|준비|셋업|깔아|까나|까요")
# "지금 3점인데", "점수 7점이고": the score a question starts from
SCORE_NOW = patterns.compile(r"(?:지금|현재|내\s*점수(?:가|는)?|점수(?:가|는)?)\s*(\d{1,3})\s*점")


# A question asked in the negative at its end ("놓으면 안 돼?", "못 내요?", "않나요?", "세트
# 아니지?", "안 되는 거 맞지?", "될 수 없나요?", "불가능해?", "모자라?"): a verdict's 네/아니요
# would answer it backwards in Korean.
NEGATIVE_ASK = patterns.compile(
    r"(?:안\s*(?:돼|되|됨|될)|못\s*\S+|않|(?<![가-힣])아니|(?<![가-힣])아닌|(?<![가-힣])아냐|(?<![가-힣])아님|없나"
    # "… 이기는 거 아이가?", "2점 아입니꺼?": 아니야 in the south-east's words
    r"|(?<![가-힣])아이가|(?<![가-힣])아입니[까꺼]"
    r"|불가능|모자라|모자르"
    r"|모자란|부족)[가-힣]*(?:\s+(?:거|건|게|것)[가-힣]*)?(?:\s+맞[가-힣]*)?\s*[?？!.~ㅠㅜ]*$"
)
# 안 before any other verb at the end of a question ("게임 안 끝나?", "둘 다 안 받지?"; not a
# statement, "아직 등록 안 했어요"): answered by the plain statement too (:func:`compute`; the
# readers' own uses of :data:`NEGATIVE_ASK` stay as they are)
# a claim heard, ending the question ("형은 못 받는대", "3점 아니라던데 맞아?", "안 된다며?": the
# claim heard from the one asked): what is asked is whether the claim is true, a 네 or 아니요 of
# its own whatever its verb's polarity
HEARD_CLAIM_END = patterns.compile(
    r"(?<=[가-힣])(?:는대|ㄴ대|대요|대|래요|래|(?:다던데|라던데|다는데|라는데|다며|라며|다면서|라면서)요?"
    r"|다더라|라더라)"
    r"(?:\s*[.,!~]*\s*(?:그거\s*|그게\s*)?(?:맞|진짜|정말|사실)[가-힣]*)?\s*[?？.!~ㅠㅜㅋㅎ]*$"
)
# What may follow a verb that ends a question: "… 거 맞지", then a question mark or the ending
# of a question (지, 냐, 니, 까, 나) with its marks; shared with the readers' own endings
QUESTION_END = (
    r"(?:\s+(?:거|건|게|것)[가-힣]*)?(?:\s+맞[가-힣]*)?\s*"
    r"(?:[?？][?？!.~ㅠㅜㅋㅎ]*|(?<=[지냐니까나])[!.~ㅠㅜㅋㅎ]*)$"
)
NOT_VERB_ASKED = patterns.compile(r"(?<![가-힣])안\s*[가-힣]+" + QUESTION_END)
YES_NO_PREFIX = patterns.compile(r"^(?:네|아니요),\s*")
# "왜 상대가 가져가요?", "어째서 에메랄드가 나와?": a reason asked, which 네/아니요 does not
# answer ("네, 상대가 가져갑니다"); the plain statement does ("왜냐하면": a reason told)
WHY_ASK = patterns.compile(r"(?<![가-힣])(?:왜(?!냐)|어째서|어찌\s*해서)")
# What happens, or the reason, asked ("1번 줄에 빨강 2개 넣으면 어떻게 돼?", "안 되는 이유가
# 뭐야?"): no 네/아니요 answers it, the plain statement does, as of "왜 …?"
HOW_ASK = patterns.compile(
    r"이유|어떻게\s*(?:돼|되|됨|해|하|처리)|어케\s*(?:돼|되|해)|어떡(?:해|하)"
    # "어떻게 내면 돼요?", "어떻게 놓아야 해?": the way asked, with its verb between
    r"|어(?:떻게|케)\s*(?:[가-힣]+\s+){0,2}[가-힣]*(?:면|야)\s*(?:돼|되|됨|해|하)"
)
# One of two asked ("게임 끝났어? 아니면 계속해?", "둘 다 받아 아니면 한 명만 받아?", "친구 꺼야
# 내 꺼야?"): neither choice is the one a 네/아니요, or its mark, would answer
EITHER_ASK = patterns.compile(
    r"(?:[?？]|야|냐|니|어|아|해|돼|와|지|나|요)\s*[?？]*\s*,?\s*아니면\s+\S"
    r"|(?:거|꺼|것)\s*(?:야|이야|예요|에요|이에요|냐)\s*[?？]?\s*,?\s*(?:아니면\s*)?"
    r"[가-힣]+\s*(?:거|꺼|것)\s*(?:야|이야|예요|에요|이에요|냐)\s*[?？]*\s*$"
)

# A rule the table plays instead of the rulebook's ("하우스 룰로", "우리 집 규칙은", "로컬 룰"):
# the engines play the rulebook's rules, so a reader gives no verdict. The words no game's
# question uses otherwise; each reader adds its own (:func:`house_rule`).
HOUSE_RULE_WORDS = r"하우스\s*룰|집\s*(?:룰|규칙)|로컬\s*룰|자체\s*(?:룰|규칙)"
# A variant asked about ("변형 룰 쓰면", "variant"): declined by the readers of games whose
# engine plays none of the variants the question could mean.
VARIANT_WORDS = r"변형\s*(?:룰|규칙)|베리언트|바리안트|(?<![a-z])variant"


def house_rule(own: str, variants: bool = True) -> re.Pattern[str]:
    """The shared words of a table's own rule (:data:`HOUSE_RULE_WORDS`, and with
    ``variants`` those of a variant, :data:`VARIANT_WORDS`) with a reader's own alternatives
    ``own`` (its players' words for what they agreed)."""
    shared = f"{HOUSE_RULE_WORDS}|{VARIANT_WORDS}" if variants else HOUSE_RULE_WORDS
    return patterns.compile(f"{shared}|{own}")


def players_named(text: str) -> int | None:
    """The one player count a question names (3인, 4명이서, 세 명, 셋이서), or None when
    it names none or several."""
    from tutor.search.player_count import ANY, player_counts

    counts = {token for token in player_counts(text) if token != ANY}
    if len(counts) != 1:
        return None
    return int(next(iter(counts))[1:-1])  # "#3인" → 3


@dataclass
class Computed:
    """The engine's verdict on one concrete case."""

    game: str
    kind: str  # one of the game module's KINDS, e.g. "azul-floor"
    verdict: str  # the direct answer: "네, 됩니다", "아니요, 안 됩니다", "−4점"
    summary: str  # one sentence: the verdict and why
    case: str  # how the question was read, in the reader's words
    details: list[str] = field(default_factory=list)  # the engine's own account
    rule_ids: list[str] = field(default_factory=list)  # the rules that decide it, first first
    ok: bool | None = None  # True/False for a yes/no case, None for a number
    label: str = LABEL
    # the position the engine played to decide it, when the details tell of one (a cell, a
    # gem's route): an FAQ example's shape (players, seed, names, options, setup, moves, try)
    # that replays through the engine, so a page draws the board the details speak of
    example: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def set_up(
    engine: Any, game: str, kind: str, name: str, players: int, entry: str
) -> tuple[Any, Computed | None]:
    """The engine's own set-up for ``players`` (seeded: only counts are read from it), or,
    when the game is not for that many, the verdict that says so (``entry``: where the
    players' range is written)."""
    from tutor.engine import SetupError
    from tutor.korean import josa

    try:
        return engine.new_game(players, seed=0), None
    except SetupError:
        low, high = engine.min_players, engine.max_players
        return None, Computed(
            game,
            kind,
            # the answer to "5명이면 공장 몇 개?" (a count asked: no 아니요 to it) as to a claim
            f"{players}명으로는 할 수 없습니다 ({low}~{high}명)",
            f"{josa(name, '은', '는')} {low}명에서 {high}명까지 하는 게임이라 {players}명 준비는 "
            "없습니다.",
            f"{players}명 게임",
            [],
            [entry],
            False,
        )


# NFKC turns the letters typed on their own (ㄱㄴ, ㅠㅠ, ㅋㅋ: compatibility jamo) into the
# jamo that build syllables (U+1100…); the readers' patterns are written with the letters as
# typed, so they are turned back
_TYPED_JAMO = {
    ord(unicodedata.normalize("NFKC", chr(c))): chr(c)
    for c in range(0x3131, 0x3164)
    if len(unicodedata.normalize("NFKC", chr(c))) == 1
}


def clean(text: str) -> str:
    """A question as the games' readers see it: NFKC (the letters typed on their own kept as
    typed), lower case, single spaces."""
    text = unicodedata.normalize("NFKC", text).translate(_TYPED_JAMO).lower()
    return re.sub(r"\s+", " ", text).strip()


def count_word(word: str) -> int | None:
    """ "3" → 3, "세" → 3; None for a word that is not a count."""
    if word.isdigit():
        return int(word)
    return NATIVE_NUMBERS.get(word)


def readers() -> dict[str, ModuleType]:
    """game id → the module that reads that game's questions, for every game that has one."""
    from tutor.games import GAME_IDS, questions_module

    out = {}
    for game_id in GAME_IDS:
        module = questions_module(game_id)
        if module is not None:
            out[game_id] = module
    return out


# Questions in no game's words that walk the readers' common paths (a count, a score, tiles
# by number, a winner): asked once per game by :func:`warm_up`.
_WARM_UP = ("몇 점?", "빨강 7 8 9 돼?", "3개 가져오면 몇 개?", "누가 이겨?")


def warm_up() -> None:
    """Load every reader and engine and compile their patterns, so the first question a
    served worker answers does not pay for it; then keep the compiled patterns for the
    next start (:mod:`tutor.patterns`: about 2 s of compiling the first time, 0.1 s after)."""
    from tutor.games import get_game

    for game_id in readers():
        get_game(game_id)
        for question in _WARM_UP:
            compute(question, game_id, asked=True)
    patterns.save(close=True)


def kinds() -> list[str]:
    """Every ``computed.kind`` an answer may carry."""
    return [kind for module in readers().values() for kind in module.KINDS]


def compute(question: str, game: str | None = None, asked: bool = False) -> Computed | None:
    """The engine's verdict on the case ``question`` describes, for ``game`` (the one
    asked about or detected; ``asked``: the question was asked on that game's pages); with
    no game, only a case exactly one game's parser reads."""
    if not isinstance(question, str) or not question.strip() or len(question) > 200:
        return None
    text = clean(question)
    game = game if isinstance(game, str) else None
    if asked and game is not None:
        text = _as_asked(text, game)
    found = _said_once(_compute(text, game))
    if found is not None and EITHER_ASK.search(text):
        return replace(plain(found), ok=None)  # which of two: not a yes or a no
    if found is not None and (
        (asked_in_the_negative(text) and not HEARD_CLAIM_END.search(text))
        or WHY_ASK.search(text)
        or HOW_ASK.search(text)
    ):
        # "놓으면 안 돼?" answered "아니요, 놓을 수 없습니다" reads as a yes, and "왜 …?" or
        # "어떻게 돼?" asks no yes or no: the plain statement, without 네/아니요, is right
        return plain(found)
    return found


def _said_once(found: Computed | None) -> Computed | None:
    """The verdict with each of the engine's details said once and none that the summary
    already says ("호박 1점, 에메랄드 2점, 사파이어 3점입니다." under "보석 1개의 점수는 호박 1점,
    …"): the card would read as repeating itself."""
    if found is None:
        return None
    kept: list[str] = []
    for detail in found.details:
        said = detail.strip()
        if said and said not in found.summary and said not in kept:
            kept.append(said)
    return found if kept == found.details else replace(found, details=kept)


def plain(found: Computed) -> Computed:
    """The verdict as a plain statement, without its 네/아니요 (the same answer when it has
    none)."""
    verdict = YES_NO_PREFIX.sub("", found.verdict)
    return found if verdict == found.verdict else replace(found, verdict=verdict)


def asked_in_the_negative(text: str, *endings: re.Pattern[str]) -> bool:
    """Whether the question is asked in the negative: at its end ("놓으면 안 돼?"), or at its
    last question mark when a statement follows it ("못 놓나요? 1라운드예요"). ``endings``: a
    reader's own negative endings, looked for the same way beside the shared ones."""
    found = (NEGATIVE_ASK, NOT_VERB_ASKED, *endings)
    if any(p.search(text) for p in found):
        return True
    mark = max(text.rfind("?"), text.rfind("？"))
    if mark < 0 or not text[mark + 1 :].strip(" ?？!.~ㅠㅜㅋㅎ"):
        return False
    head = text[: mark + 1]
    return any(p.search(head) for p in found)


# A claim heard in the negative, then maybe asked to confirm ("내 거 아니래. 맞아?", "파랑
# 아니래", "1번 플레이어는 못 받는대", "게임 안 끝난대. 진짜?"): a reader reads the claim said
# positively ("내 거라던데 맞아?", :func:`unnegated_claim`) and turns its 네/아니요 round
# (:func:`turned_claim`)
_HEARD_NOT_TAIL = r"\s*[.,!~]*\s*(?:(?:그게|그거|그\s*말|이거)\s*)?(?:(?:맞|진짜|정말|사실)[가-힣]*)?\s*[?？.!~]*$"
_HEARD_NOT_NOUN = patterns.compile(
    r"\s*(?:이|가)?\s*(?<![가-힣])(?:아니|아닌)"
    r"(?:래요|래|(?:라던데|라는데)요?|라더라|라고\s*(?:하|했|그러|그래|들었)[가-힣]*)"
    + _HEARD_NOT_TAIL
)
_HEARD_NOT_VERB = patterns.compile(
    r"(?<![가-힣])(?:안|못)\s*(?P<verb>[가-힣]+?)"
    r"(?:대요|대|(?:다던데|다는데)요?|다더라|다고\s*(?:하|했|그러|그래|들었)[가-힣]*)"
    + _HEARD_NOT_TAIL
)
# a syllable's final ㄴ or ㅆ: (code - base) % 28 == 4 or 20
_HANGUL_BASE, _JONG_N, _JONG_SS = 0xAC00, 4, 20


# The centre said untaken this round, in the two Azul games ("아무도 안 건드린 가운데 더미에서",
# "중앙에서 아직 아무도 안 가져갔는데"): the first take from it, as the readers say it. The
# negation is the centre's, not the asker's take: read as it stood, 안 declined the question.
_UNTAKEN_CENTRE = patterns.compile(
    r"(?:이번\s*+라운드\s*+(?:에|에서)?\s*+)?(?:아직\s*+)?(?:아무도|누구도)\s*+(?:아직\s*+)?"
    r"(?:(?:안|못)\s*+(?:가져간|건드린|손\s*+댄|집어\s*+간)|손\s*+(?:안|못)\s*+댄)\s*+"
    r"(?P<place>중앙|가운데|센터)(?:\s*+더미)?\s*+(?:에서|서)"
    r"|(?P<place2>중앙|가운데|센터)\s*+(?:에서|서|엔|에는|은|는)?\s*+(?:아직\s*+)?(?:아무도|누구도)\s*+"
    r"(?:아직\s*+)?(?:(?:안|못)\s*+(?:가져갔|건드렸|손\s*+댔)|손\s*+(?:안|못)\s*+댔)\S*"
)


def untaken_centre(text: str) -> str:
    """``text`` with the centre said untaken this round ("아무도 안 가져간 중앙에서") said as
    the round's first take from it ("중앙에서 처음으로"; after the centre, as "아줄 처음" is
    the player's first game)."""
    return _UNTAKEN_CENTRE.sub(
        lambda m: f"{m.group('place') or m.group('place2')}에서 처음으로", text
    )


def unnegated_claim(text: str, done: bool = True, number_said: bool = True) -> str | None:
    """The question with a claim heard in the negative at its end said positively, as heard
    and asked to confirm ("내 거 아니래. 맞아?" → "내 거라던데 맞아?", "못 받는대" → "받는다던데
    맞아?"); None when it ends in no such claim. ``done``: an action heard as done ("못
    받았대") counts too; ``number_said``: a claim ending in a bare number ("… 3 아니래") too."""
    noun = _HEARD_NOT_NOUN.search(text)
    if noun is not None:
        head = text[: noun.start()].rstrip()
        if not head or not re.search(r"[가-힣0-9]$", head):
            return None
        if head[-1].isdigit() and not number_said:
            return None  # "… 3 아니래": a number of what?
        ending = "이라던데" if has_final_consonant(head[-1]) else "라던데"
        return f"{head}{ending} 맞아?"
    verb = _HEARD_NOT_VERB.search(text)
    if verb is None:
        return None
    word = verb.group("verb")
    last = ord(word[-1]) - _HANGUL_BASE
    # an action said as heard: "받는대", "끝난대", "나온대" (a final ㄴ or 는 before 대), or,
    # with ``done``, done: "못 받았대" (a final ㅆ)
    finals = (_JONG_N, _JONG_SS) if done else (_JONG_N,)
    if not (word.endswith("는") or (0 <= last < 11172 and last % 28 in finals)):
        return None
    return f"{text[: verb.start()]}{word}다던데 맞아?"


def turned_claim(found: Computed | None) -> Computed | None:
    """The verdict on a claim heard in the negative, from the verdict on it said positively:
    its 네/아니요 and ``ok`` turned round, and its case said to be heard so (or "말한 보석 점수:
    사파이어 2점" would stand above "네, 사파이어는 3점입니다"); None when the positive claim got no
    네/아니요."""
    if found is None or found.ok is None:
        return None
    if found.verdict.startswith("네, "):
        verdict = "아니요, " + found.verdict[len("네, ") :]
    elif found.verdict.startswith("아니요, "):
        verdict = "네, " + found.verdict[len("아니요, ") :]
    else:
        return None
    case = f"{found.case} (부정으로 들은 말)"
    return replace(found, verdict=verdict, ok=not found.ok, case=case)


# the negation just before the heard ending of :data:`HEARD_CLAIM_END` ("세트 아니래", "첫 등록
# 안 된대", "-5점 아니라던데 맞아?", "빨강 못 놓는대")
_HEARD_NOT = patterns.compile(
    r"(?:(?<![가-힣])(?:아니|아닌)|않는|않|(?<![가-힣])(?:못|안)\s*[가-힣]+)"
    r"(?:는대|ㄴ대|대요|대|래요|래|다던데|라던데|다는데|라는데|다며|라며|다면서|라면서|다더라|라더라)"
)


def heard_denied(found: Computed, text: str) -> Computed | None:
    """The verdict on a claim heard in the negative at the question's end, for a reader that
    reads the question as it is and checks the claim said positively (its 네/아니요, or its
    card's colour when it answers a question asked in the negative plainly): what is asked is
    whether the negative claim is true, so its 네/아니요 and colour are the positive's turned.
    None when no such claim ends the question or the verdict is no yes or no."""
    heard = HEARD_CLAIM_END.search(text)
    if (
        found.ok is None
        or heard is None
        or not _HEARD_NOT.search(text[max(0, heard.start() - 12) : heard.end()])
    ):
        return None
    true = not found.ok
    said = YES_NO_PREFIX.sub("", found.verdict)
    return replace(found, verdict=f"{'네' if true else '아니요'}, {said}", ok=true)


def _as_asked(text: str, game: str) -> str:
    """A question asked on ``game``'s pages, as its reader reads it: with the game's name in
    front when the question names no game (one that names another game is left as it is)."""
    modules = readers()
    module = modules.get(game)
    if module is None or any(m.NAMED.search(text) for m in modules.values()):
        return text
    return f"{module.NAME} {text}"


@lru_cache(maxsize=1024)
def _compute(text: str, game: str | None) -> Computed | None:
    """(Cached: a Summer Pavilion case builds a game, about 3 ms; callers must not change
    the verdict returned.) With no game, a reader's ``SHARED_KINDS`` (cases another game's
    question reads the same way) count only when the question is about that game
    (:func:`_about`)."""
    modules = readers()
    if game is not None:
        module = modules.get(game)
        return _read(module, text) if module else None
    found = [
        c
        for m in modules.values()
        for c in [_read(m, text)]
        if c is not None and not (c.kind in getattr(m, "SHARED_KINDS", ()) and not _about(m, text))
    ]
    return found[0] if len(found) == 1 else None


def _read(module: ModuleType, text: str) -> Computed | None:
    """A game's reading of the question; a reader that fails gives no computed answer (the
    search still answers) and the failure is logged, never shown. A question that names
    another game and not this one is that game's ("아줄 빨강 7 8 9 조커 세트 돼?" asked on
    루미큐브's pages): not read."""
    if not _about(module, text) and any(
        m.NAMED.search(text) for m in readers().values() if m is not module
    ):
        return None
    budget = READ_BUDGET if module.__name__ in _READ_ONCE else FIRST_READ_BUDGET
    _READ_ONCE.add(module.__name__)
    try:
        with cpu_budget(budget):
            found: Computed | None = module.compute(text)
    except ReadTimeout:
        log.error(
            "computed answer: the %s reader gave up on %r after %s s of CPU",
            module.__name__,
            text,
            budget,
        )
        return None
    except Exception:
        log.exception("computed answer: the %s reader failed on %r", module.__name__, text)
        return None
    return found


# The CPU seconds one reader may spend on one question. A reading takes about a
# millisecond (5 ms at most over every question set); the readers are thousands of regular
# expressions, and one that backtracks without bound on some question ("파란 파란 파란 …")
# would hold a server worker until it is killed. Past the budget the reader gives no
# computed answer and the search answers as usual. ``None``: no budget.
READ_BUDGET: float | None = 1.0
# A reader's first reading in a process also imports its engine (about 0.2 s of CPU here,
# more on a slow machine): it gets this much, so that a slow machine never loses a first
# answer to the budget (a served worker has read every game's questions before it answers:
# :func:`warm_up`).
FIRST_READ_BUDGET = 30.0
_READ_ONCE: set[str] = set()  # the readers that have read a question in this process


class ReadTimeout(BaseException):
    """A reader ran past its budget (a BaseException, so that no ``except Exception`` in a
    reader can swallow it)."""


@contextmanager
def cpu_budget(seconds: float | None) -> Iterator[None]:
    """Raise :class:`ReadTimeout` in the block once it has used ``seconds`` of the process's
    CPU time (``ITIMER_PROF``: a busy machine does not run it down, a slow pattern does).
    The regular-expression engine checks for signals as it backtracks, so a runaway match is
    interrupted too. Only in the interpreter's main thread, where Python runs signal handlers
    (gunicorn's gevent workers run every request there, in greenlets, which monkey-patched
    ``threading`` reports as threads of their own: so the test is whether a handler can be
    set), and only when no one else holds the profiling timer; elsewhere the block simply
    runs."""
    if (
        seconds is None
        or not hasattr(signal, "setitimer")
        or signal.getitimer(signal.ITIMER_PROF)[0] > 0
        or signal.getsignal(signal.SIGPROF) not in (signal.SIG_DFL, signal.SIG_IGN, None)
    ):
        yield
        return
    armed = [True]

    def on_alarm(signum: int, frame: Any) -> None:
        if armed[0]:
            raise ReadTimeout

    try:
        previous = signal.signal(signal.SIGPROF, on_alarm)
        installed = True
    except ValueError:  # not the main thread
        installed = False
    if not installed:
        yield
        return
    signal.setitimer(signal.ITIMER_PROF, seconds)
    try:
        yield
    finally:
        armed[0] = False
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, previous)


def _about(module: ModuleType, text: str) -> bool:
    """Whether the question names the reader's game, or (``names_game``, where a reader has
    it) uses words only that game has: "아줄 3라운드 조커 색" is 여름 별장's, whose family
    name is 아줄 and which alone has wilds."""
    names_game = getattr(module, "names_game", None)
    return bool(names_game(text) if names_game else module.NAMED.search(text))


def rule_url(game: str, rule_id: str) -> str:
    return f"/games/{game}/rules/{rule_id}"


def deciding_rules(question: str, game: str | None = None, asked: bool = False) -> frozenset[str]:
    """The rule that decides the case ``question`` names, when an engine can decide it (the
    verdict's first rule: paying with wilds, the wild-payment rule), else nothing. The search
    favours it (``Searcher.ask(decide=...)``), so the rule behind a computed verdict comes
    first when it fits the question. ``asked``: as for :func:`compute`."""
    found = compute(question, game, asked)
    return frozenset(found.rule_ids[:1]) if found is not None else frozenset()


def extend(answer: dict[str, Any], asked: str | None = None) -> dict[str, Any]:
    """The ``/api/ask`` object with what a reader needs beside the ids: each result's
    ``reader_sources`` (the rulebooks and pages as a reader knows them, never a file id) and,
    when the engine can decide the case the question names, as typed or as the search read it
    (``read_as``), ``computed`` (``asked``: the game the question was asked within, as for
    :func:`compute`). A new object: the cached answer is never changed."""
    from tutor.search.hangul import has_choseong
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
    game = answer.get("game")
    within = asked is not None and asked == game
    query, read_as = str(answer.get("query", "")), answer.get("read_as")
    # the question as typed, then as the search read it (발강 → 빨강, typed in English mode);
    # initials as read first, as the search asks the engines (ㄱㅁ → 관문)
    readings = [query, read_as] if not has_choseong(query) else [read_as, query]
    found = None
    for reading in readings:
        found = compute(str(reading), game, within) if reading else None
        if found is not None:
            break
    if found is not None:
        out["computed"] = {
            **found.to_json(),
            "rules": [{"id": r, "url": rule_url(found.game, r)} for r in found.rule_ids],
        }
    return out
