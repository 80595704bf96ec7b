"""Games this service has no rules for (``outside_games.yaml``), named as the game asked.

"카탄에서 도둑 나오면 카드 몇 장 버려야 돼요?" asks about Catan: no entry here answers it, and
one of our games' rules (a Rummikub tile, a card) must not be shown as its answer. A name
counts where a word begins with it and it ends there or a particle follows (카탄에서, 우노
마지막, 우노+4, 카르카손룰), unless the game is only compared with or set beside ours:

- compared with: "우노처럼 …", "포커 스트레이트처럼 …", "원카드 조커랑 다르게 …", "윷놀이 말
  업고 가는 것처럼 …" (``COMPARED_NEAR`` right after the name, ``COMPARED_LATER`` in its sentence);
- before a word that points at our game: "체스만 해 봤는데 이 게임은 …", "포커 스트레이트는
  다섯 장인데 이 게임은 …", "… 여기선?".

The searcher also leaves it alone when a game of ours is named (that game is asked).
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml

from tutor import patterns
from tutor.korean import PARTICLES, alternation
from tutor.search.game_detection import COMPARED
from tutor.search.normalize import fold_fullwidth

_FILE = Path(__file__).with_name("outside_games.yaml")
# What may follow a name inside its word: a particle, or a word typed onto it (카탄룰, 우노게임).
_AFTER = alternation(
    (*PARTICLES, "의", "이", "가", "을", "를", "게임", "룰", "규칙", "할때", "하는")
)
# Right after the name (its word, or a word after it): the game is compared with, as our games'
# names are (``game_detection.COMPARED``: 우노처럼, 원카드 조커랑 다르게), or is what the asker
# played before or mixes it up with (포커 블라인드 같은 건가요, 우노 하던 버릇, 체스만 해 봤는데,
# 스플렌더랑 헷갈려).
COMPARED_NEAR = patterns.compile(
    rf"^\s*(?:\S+\s+)?\S*?(?:{COMPARED.pattern}"
    r"|같은|같아|대신|말고|하던|했던|하다가|해 ?봤|(?:이?랑|과|와|하고) *헷갈)"
)
# Later in the same sentence: likewise (윷놀이 말 업고 가는 것처럼 …, 스플렌더 보석이랑 자꾸
# 헷갈려서).
COMPARED_LATER = patterns.compile(
    r"처럼|같은 *(?:거|건|것|게임|방식|규칙)"
    r"|(?:이?랑|과|와|하고) *(?:\S+ +)?(?:비슷|헷갈|달리|다르게)"
)
SENTENCE_END = patterns.compile(r"[.?!\n。？！]")
# A word after the name that points at the game asked here, not at the one named (체스만 해
# 봤는데 이 게임은 …, 우노는 와일드가 계속 와일드인데 여기서는 …).
OURS = patterns.compile(r"이\s*게임|여기\s*(?:서|선|는|도|에서)|이건|얘는|요\s*게임")


@lru_cache(maxsize=1)
def _names() -> tuple[re.Pattern[str], dict[str, str]]:
    """The pattern of every spelling (its words with any spacing) and each spelling's game,
    by its compact lower-case form."""
    data = yaml.safe_load(_FILE.read_text(encoding="utf-8"))
    display: dict[str, str] = {}
    spelt: list[str] = []
    for item in data["games"]:
        ((name, aliases),) = item.items()
        for spelling in [name, *(aliases or [])]:
            display[_key(spelling)] = name
            spelt.append(r"\s*".join(re.escape(part) for part in spelling.lower().split()))
    pattern = re.compile(
        rf"(?:^|(?<=[\s,.!?~(\"'「]))({alternation(spelt)})(?=$|[^가-힣a-z]|{_AFTER})"
    )
    return pattern, display


def _key(spelling: str) -> str:
    return "".join(spelling.lower().split())


def no_rules_for(name: str) -> str:
    """What the service says of a game it has no rules for (the search page, ``tutor ask``)."""
    return f"{name} 규칙은 룰튜터에 없어요."


def asked_outside(query: str) -> str | None:
    """The name of a game this service does not cover that ``query`` (as typed) asks about,
    or None."""
    pattern, display = _names()
    text = " ".join(fold_fullwidth(query).lower().split())
    for found in pattern.finditer(text):
        after = text[found.end() :]
        end = SENTENCE_END.search(after)
        sentence = after[: end.start()] if end else after
        if COMPARED_NEAR.match(after) or COMPARED_LATER.search(sentence) or OURS.search(after):
            continue
        return display.get(_key(found.group(1)))
    return None
