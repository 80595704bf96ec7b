"""Which game a question is about: game names (and their typos) from ``games``.

Names come from the data (``name``, ``name_en``, ``aliases``). Spacing does not matter
("아줄 여름별장"), the longest name wins (아줄 여름 별장 before 아줄), and a word one
keystroke away from a name of three syllables or more counts too (루미쿠브). Game-specific
terms are weighed by the searcher from the index (see ``Searcher._detect_by_terms``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rapidfuzz.distance import Levenshtein

from tutor.search.hangul import disassemble, is_syllable
from tutor.search.normalize import compact


@dataclass(frozen=True)
class GameName:
    game: str
    text: str  # compact form
    pattern: re.Pattern[str]
    jamo: str


def _pattern(name: str) -> re.Pattern[str]:
    body = r"\s*".join(re.escape(ch) for ch in name)
    if name.isascii():
        return re.compile(rf"(?<![a-z]){body}(?![a-z])")
    return re.compile(body)


@dataclass
class NameMatch:
    games: list[str]  # in order of appearance, without repeats
    rest: str  # the text with the names removed


class GameDetector:
    def __init__(self, games: list[dict]):
        names: dict[str, GameName] = {}
        for game in games:
            for raw in [game["id"], game["name"], game.get("name_en") or "",
                        *game.get("aliases", [])]:
                text = compact(raw)
                if len(text) < 2 or text in names:
                    continue
                names[text] = GameName(game["id"], text, _pattern(text), disassemble(text))
        self.names = sorted(names.values(), key=lambda n: (-len(n.text), n.text))
        self.fuzzy_names = [n for n in self.names
                            if sum(is_syllable(ch) for ch in n.text) >= 3]

    def find(self, text: str, known: set[str] | dict | None = None) -> NameMatch:
        """Game names in normalised ``text`` (exact, then one-keystroke typos).

        Words in ``known`` (the index vocabulary) are never read as a typo of a name."""
        found: list[tuple[int, str]] = []

        def exact(names: list[GameName]) -> None:
            nonlocal text
            for name in names:
                match = name.pattern.search(text)
                while match:
                    found.append((match.start(), name.game))
                    text = text[:match.start()] + " " + text[match.end():]
                    match = name.pattern.search(text)

        # Long names first, then one-keystroke typos of long names, then short names, so
        # the short alias 루미 does not eat the start of the typo 루미쿠브.
        exact([n for n in self.names if len(n.text) >= 3])
        words = text.split(" ")
        for index, word in enumerate(words):
            if known is not None and word in known:
                continue
            game = self._fuzzy(word)
            if game:
                found.append((sum(len(w) + 1 for w in words[:index]), game))
                words[index] = " "
        text = " ".join(words)
        exact([n for n in self.names if len(n.text) < 3])
        text = " ".join(text.split())
        games: list[str] = []
        for _pos, game in sorted(found):
            if game not in games:
                games.append(game)
        return NameMatch(games, text)

    def _fuzzy(self, word: str) -> str | None:
        if sum(is_syllable(ch) for ch in word) < 3:
            return None
        prefixes: dict[int, str] = {}
        for name in self.fuzzy_names:
            size = len(name.text)
            for cut in (size, size + 1, size - 1):
                if cut > len(word) or cut < 2:
                    continue
                prefix = prefixes.get(cut)
                if prefix is None:
                    prefix = prefixes[cut] = disassemble(word[:cut])
                limit = 1 if len(name.jamo) <= 12 else 2
                if Levenshtein.distance(prefix, name.jamo, score_cutoff=limit) <= limit:
                    return name.game
        return None
