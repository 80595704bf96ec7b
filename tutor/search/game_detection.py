"""Which game a question is about: game names (and their typos) from ``games``.

Names come from the data (``name``, ``name_en``, ``aliases``). Spacing does not matter
("아줄 여름별장"), the longest name wins (아줄 여름 별장 before 아줄), and a word one
keystroke away from a name of three syllables or more counts too (루미쿠브), and so does
a name of three syllables or more typed as its 초성 only (ㄹㅁㅋㅂ), a name of two words
with such a typo (여르 별장), and the usual short form of a name of several words (썸머
파빌리온 → 썸파: each word's first syllable) and its head word said alone (파빌리온),
unless the index uses that word (``known``: the searcher leaves out a short form only its
own game's entries use, which is still that game's name). A name ending in a
number ("아줄 2") is not read inside a longer number or before a counter ("아줄 2인",
"아줄 2번 줄"). A short form or 초성 name keeps its particle (썸파도, ㄹㅁㅋㅂ는). Short forms
are whole words, except in a question typed without spaces (a word of ``RUN_ON`` letters or
more: 썸파도기본아줄처럼…), where the first one inside the word counts.

When a question names several games but compares the asked one with the others ("썸파도 기본
아줄처럼 …?", "여름 별장은 아줄이랑 달리 …", "아줄 점수는 몇 점부터예요? 여름 별장은
5점부터던데"), the games named only to compare with are set aside (``NameMatch.asked``), and
so are those named only in a remark after the question (:func:`question_part`, for the
searcher): the game asked is the one left. A game named only to compare with is never the
game asked, even alone ("아줄처럼 바닥 줄 있어요?" asks of another game: ``NameMatch.compared``,
which the searcher leaves out). Game-specific terms are weighed by the searcher from the
index (see ``Searcher._detect_by_terms``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from tutor import patterns
from tutor.korean import PARTICLES, alternation
from tutor.search.hangul import (
    choseong,
    compose_syllable,
    disassemble,
    is_choseong_only,
    is_syllable,
    split_syllable,
)
from tutor.search.keyboard import neighbour_vowels
from tutor.search.normalize import compact

# Words counted after a number ("2인", "2번", "3개", "2이서"): a name ending in a number is not
# read where its number is a count.
NUMBER_COUNTERS = "인|명|이서|번|개|장|점|줄|칸|째|라운드|턴|차례|판|회|열|행|층|등|위|쪽|초|분"

# A particle after a short or 초성 name (썸파도, 썸파에서는, ㄹㅁㅋㅂ는, 썸파처럼).
NAME_PARTICLE = patterns.compile(rf"^(.+?)({alternation((*PARTICLES, '처럼', '보다', '같이'))})$")
# Right after a game's name: the game is named to compare with (아줄처럼, 아줄이랑 달리,
# 아줄보다, 아줄과 똑같이), not as the game asked. The particle is written on the name ("아줄
# 같이 해도 돼?" is together, not like).
COMPARED = patterns.compile(
    r"(?:에서(?:는|도)?)?(?:처럼|보다|같이"
    r"|(?:이?랑|과|와|하고) *(?:는 *)?(?:달리|다르게|다른|같이|똑같이|같은|비슷|비교|차이))"
)
# Where a name was taken out while names are still read: not a space, so "아줄이랑 썸파
# 차이" does not read as 아줄 compared (이랑 차이) once 썸파 is out.
GAP = "\x00"
# A particle typed onto a game's name (아줄은, 나빗길에서, 여름 별장도 …), ending the word (a
# space, a name taken out, or the end).
PARTICLE_AFTER = patterns.compile(rf"({alternation(PARTICLES)})(?=[\s{GAP}]|$)")
# A word this long is a question typed without spaces: short forms are looked for inside it.
RUN_ON = 8
# A question, then a remark after it (… 시작해요? 여름 별장은 5점부터던데): the remark.
REMARK = patterns.compile(r"^(.*[?？])\s*([^?？]*\S[^?？]*)$", re.S)


def question_part(raw: str) -> str | None:
    """What a question asks before a remark that follows it, as typed; None when nothing
    follows its last question mark."""
    found = REMARK.match(raw)
    return found.group(1) if found else None


@dataclass(frozen=True)
class GameName:
    game: str
    text: str  # compact form
    pattern: re.Pattern[str]
    jamo: str


@lru_cache(maxsize=4096)  # a reloaded searcher (after a build) mostly has the same names
def _pattern(name: str) -> re.Pattern[str]:
    body = r"\s*".join(re.escape(ch) for ch in name)
    if name[-1].isdigit():
        # "아줄 2" is a name; "아줄 2인", "아줄 20점", "아줄 2번 줄" are the base game and a
        # number with its counter, and so is one with its counter's 초성 (2ㅇ, 2ㅇㅇ: 2인, 2인용).
        body += rf"(?!\s*(?:[0-9]|{NUMBER_COUNTERS}|[ㄱ-ㅎ]))"
    if name.isascii():
        return patterns.compile(rf"(?<![a-z]){body}(?![a-z])")
    return patterns.compile(body)


@dataclass
class NameMatch:
    games: list[str]  # in order of appearance, without repeats
    rest: str  # the text with the names removed
    # The game asked when several are named and all but one only to compare with.
    asked: str | None = None
    # Games named only to compare with ("아줄처럼 바닥 줄 있어요?"): not the game asked.
    compared: tuple[str, ...] = ()
    # The first word was read as a game's name from a slip or its 초성 (``first_word_forms``):
    # whether a particle was typed onto it (아주에서, ㅇㅈ은), so the rest begins with it.
    read_first: bool = False
    glued: bool = False
    # The particles typed onto the names (여름 별장도, 나빗길에서), taken out with them: the
    # rest is what the question asks, without a particle standing alone. A first word read as
    # a name (``read_first``) keeps its particle in the rest (``glued``: the reading shown puts
    # the name back before it).
    particles: tuple[str, ...] = ()

    @property
    def game(self) -> str | None:
        """The one game the question is about, if its names say so."""
        if len(self.games) == 1 and not self.compared:
            return self.games[0]
        return self.asked


class GameDetector:
    def __init__(self, games: list[dict]):
        names: dict[str, GameName] = {}
        short: dict[str, set[str]] = {}
        for game in games:
            for raw in [
                game["id"],
                game["name"],
                game.get("name_en") or "",
                *game.get("aliases", []),
            ]:
                words = raw.replace(":", " ").split()
                if len(words) >= 2 and all(
                    len(w) >= 2 and all(is_syllable(ch) for ch in w) for w in words
                ):
                    short.setdefault("".join(w[0] for w in words), set()).add(game["id"])
                text = compact(raw)
                if len(text) < 2 or text in names:
                    continue
                names[text] = GameName(game["id"], text, _pattern(text), disassemble(text))
        # A name that is another game's name and more words (아줄 여름 별장: the base game's
        # name, then 여름 별장) is read with that name in any of its one-word spellings and the
        # words after it in any of theirs (아줄 summer pavilion, azul 여름 별장, 아쥴 썸머).
        one_word = {
            compact(raw): game["id"]
            for game in games
            for raw in [game["name"], game.get("name_en") or "", *game.get("aliases", [])]
            if raw and len(raw.replace(":", " ").split()) == 1
        }
        for game in games:
            extended: set[str] = set()
            more: set[str] = set()
            for raw in [game["name"], game.get("name_en") or "", *game.get("aliases", [])]:
                words = raw.replace(":", " ").split()
                base = one_word.get(compact(words[0])) if len(words) >= 2 else None
                if base is not None and base != game["id"]:
                    extended.add(base)
                    tail = compact(" ".join(words[1:]))
                    more.add(tail)
                    if len(tail) >= 3 and all(is_syllable(ch) for ch in tail):
                        more.add(choseong(tail))  # 아줄 ㅇㄹㅂㅈ, as ㅇㄹㅂㅈ alone names it
            for text in sorted(t + m for t, g in one_word.items() if g in extended for m in more):
                if text not in names:
                    names[text] = GameName(game["id"], text, _pattern(text), disassemble(text))
        self.names = sorted(names.values(), key=lambda n: (-len(n.text), n.text))
        # ``find`` reads the names of three letters or more first, the shorter ones last.
        self._long_names = [n for n in self.names if len(n.text) >= 3]
        self._short_names = [n for n in self.names if len(n.text) < 3]
        self.fuzzy_names = [n for n in self.names if sum(is_syllable(ch) for ch in n.text) >= 3]
        # 초성 of long all-Hangul names (ㄹㅁㅋㅂ → rummikub); an initials string two games
        # share names neither.
        initials: dict[str, set[str]] = {}
        for name in self.fuzzy_names:
            if all(is_syllable(ch) for ch in name.text):
                initials.setdefault(choseong(name.text), set()).add(name.game)
        self.initials = {
            cho: next(iter(games)) for cho, games in initials.items() if len(games) == 1
        }
        # A name with a word that is a name by itself (아줄 클래식) is that name plus a
        # descriptor, not a name of several words.
        self.short_forms = {
            form: next(iter(ids))
            for form, ids in short.items()
            if len(ids) == 1 and form not in names
        }
        for game in games:
            for raw in [game["name"], game.get("name_en") or "", *game.get("aliases", [])]:
                words = raw.replace(":", " ").split()
                if len(words) >= 2 and any(compact(w) in names for w in words):
                    self.short_forms.pop("".join(w[0] for w in words), None)
        # The head word of a name of several words, said alone (썸머 파빌리온 → 파빌리온): a
        # Hangul word of three syllables or more that only one game's names end with.
        heads: dict[str, set[str]] = {}
        for game in games:
            for raw in [game["name"], *game.get("aliases", [])]:
                words = raw.replace(":", " ").split()
                if (
                    len(words) >= 2
                    and len(words[-1]) >= 3
                    and all(is_syllable(ch) for ch in words[-1])
                ):
                    heads.setdefault(words[-1], set()).add(game["id"])
        for form, ids in heads.items():
            if len(ids) == 1 and form not in names:
                self.short_forms.setdefault(form, next(iter(ids)))
        # A game whose name is two syllables, typed without its last final consonant (아줄 →
        # 아주), as its 초성 (ㅇㅈ) or with a vowel's neighbouring key (어줄; near-vowel slips of
        # the held-out folded sets +6 of 7,742, as written the same): read only as a question's
        # first word and only when no game is named (``find``): short names get no typo reading
        # anywhere else, and 아주 and ㅇㅈ (인정) are words too. Only the name itself: the
        # initials of short forms are words players use (ㅅㅍ is 썸파 and 선플).
        self.first_word_forms: dict[str, str] = {}
        for game in games:
            text = compact(game["name"])
            if len(text) == 2 and all(is_syllable(ch) for ch in text):
                cho, jung, jong = split_syllable(text[1])
                forms = [choseong(text)]
                if jong:
                    forms.append(text[0] + compose_syllable(cho, jung))
                # a vowel typed with the key beside it (아줄 → 어줄, 이줄)
                for at, syllable in enumerate(text):
                    onset, vowel, final = split_syllable(syllable)
                    for near in neighbour_vowels(vowel):
                        slipped = compose_syllable(onset, near, final)
                        forms.append(text[:at] + slipped + text[at + 1 :])
                for form in forms:
                    if form not in names and form not in self.short_forms:
                        self.first_word_forms.setdefault(form, game["id"])
        # A long short form (파빌리온, 오리지널) is read with a typo too (파비리온).
        self.fuzzy_names += [
            GameName(game, form, _pattern(form), disassemble(form))
            for form, game in sorted(self.short_forms.items())
            if len(form) >= 4 and all(is_syllable(ch) for ch in form)
        ]
        # The long names by length: each its jamo, its place in fuzzy_names and its typo limit.
        self._fuzzy_by_size: dict[int, tuple[list[str], list[int], list[int]]] = {}
        for order, name in enumerate(self.fuzzy_names):
            jamos, orders, limits = self._fuzzy_by_size.setdefault(len(name.text), ([], [], []))
            jamos.append(name.jamo)
            orders.append(order)
            limits.append(1 if len(name.jamo) <= 12 else 2)

    def find(self, text: str, known: set[str] | dict | None = None) -> NameMatch:
        """Game names in normalised ``text`` (exact, then one-keystroke typos).

        Words in ``known`` (the index vocabulary, less the short forms only their own game's
        entries use) are never read as a short form or typo of a name."""
        found: list[tuple[int, str]] = []
        compared: set[int] = set()  # positions of names said only to compare with
        particles: list[str] = []

        def exact(names: list[GameName]) -> None:
            nonlocal text
            for name in names:
                if name.text[0] not in text:
                    continue  # every match starts with the name's first letter
                match = name.pattern.search(text)
                while match:
                    found.append((match.start(), name.game))
                    if COMPARED.match(text, match.end()):
                        compared.add(match.start())
                    end = match.end()
                    particle = PARTICLE_AFTER.match(text, end)
                    if particle:
                        particles.append(particle.group(1))
                        end = particle.end(1)
                    text = text[: match.start()] + GAP + text[end:]
                    match = name.pattern.search(text)

        # Long names first, then one-keystroke typos of long names, then short names, so
        # the short alias 루미 does not eat the start of the typo 루미쿠브.
        exact(self._long_names)
        words = text.split(" ")
        for index, word in enumerate(words):
            if word == GAP:
                continue
            game, particle, taken = None, "", 1
            if not (known is not None and word in known):
                game, particle = self._short(word, known)
            if not game and index + 1 < len(words) and words[index + 1] != GAP:
                # a name of two words with a typo (여르 별장, 여름 별자)
                pair = word + words[index + 1]
                if all(is_syllable(ch) for ch in word) and not (known and pair in known):
                    game, particle, taken = self._fuzzy(pair), "", 2
            if game:
                start = sum(len(w) + 1 for w in words[:index])
                found.append((start, game))
                if particle:
                    particles.append(particle)
                after = particle + " " + " ".join(words[index + taken :])
                if COMPARED.match(after):
                    compared.add(start)
                words[index : index + taken] = [GAP] * taken
            elif len(word) >= RUN_ON and not (known is not None and word in known):
                # A question typed without spaces: a short form inside it (썸파도기본…).
                cut = self._short_inside(word)
                if cut:
                    begin, end, game = cut
                    start = sum(len(w) + 1 for w in words[:index]) + begin
                    found.append((start, game))
                    if COMPARED.match(word[end:] + " " + " ".join(words[index + 1 :])):
                        compared.add(start)
                    words[index] = word[:begin] + GAP + word[end:]
        text = " ".join(words)
        exact(self._short_names)
        read_first = glued = False
        if not found:
            form = self._first_word_form(text, known)
            if form is not None:
                found.append((0, form[0]))
                read_first, glued = True, text[form[1] : form[1] + 1] not in ("", " ")
                # the particle stays (아주에서 → 아줄에서: the reading shown puts the name back)
                text = GAP + text[form[1] :]
        text = " ".join(text.replace(GAP, " ").split())
        games: list[str] = []
        for _pos, game in sorted(found):
            if game not in games:
                games.append(game)
        asked = None
        kept = {game for pos, game in found if pos not in compared}
        if len(games) > 1 and len(kept) == 1:
            asked = next(iter(kept))
        return NameMatch(
            games,
            text,
            asked,
            tuple(g for g in games if g not in kept),
            read_first,
            glued,
            tuple(particles),
        )

    def _first_word_form(self, text: str, known: set[str] | dict | None) -> tuple[str, int] | None:
        """The game and the length of the name when a question begins with a two-syllable
        name missing its last final consonant or as its 초성, alone or with a particle, and
        goes on ("아주 최종 승자 정하는 방법", "아주에서 …", "ㅇㅈ 몇명까지 할수있어"); else
        None."""
        first, _space, rest = text.partition(" ")
        if not rest.strip() or (known is not None and first in known):
            return None
        if first in self.first_word_forms:
            return self.first_word_forms[first], len(first)
        particle = NAME_PARTICLE.match(first)
        if particle is None or (known is not None and particle.group(1) in known):
            return None
        game = self.first_word_forms.get(particle.group(1))
        return (game, len(particle.group(1))) if game is not None else None

    def _short(self, word: str, known: set[str] | dict | None) -> tuple[str | None, str]:
        """The game a whole word names as a short form, 초성 or one-keystroke typo, and the
        particle after it (썸파도 → 썸파 and 도), unless the index uses the word without it."""
        game = self._short_word(word)
        if game:
            return game, ""
        found = NAME_PARTICLE.match(word)
        if found and not (known is not None and found.group(1) in known):
            game = self.short_forms.get(found.group(1)) or (
                self.initials.get(found.group(1)) if is_choseong_only(found.group(1)) else None
            )
            if game:
                return game, found.group(2)
        return None, ""

    def _short_inside(self, word: str) -> tuple[int, int, str] | None:
        """The first short form of two syllables or more inside a run-on word, where it
        begins and ends, and its game."""
        best = None
        for form, game in self.short_forms.items():
            at = word.find(form)
            if at >= 0 and (best is None or at < best[0]):
                best = (at, at + len(form), game)
        return best

    def _short_word(self, word: str) -> str | None:
        if is_choseong_only(word):
            return self.initials.get(word)
        return self.short_forms.get(word) or self._fuzzy(word)

    def _fuzzy(self, word: str) -> str | None:
        """The game of the first long name (in ``fuzzy_names`` order) that the word's start
        spells within one keystroke (two for a name of more than 12 jamo): the word's first
        ``cut`` syllables against each name of ``cut``, ``cut`` - 1 or ``cut`` + 1 syllables.
        The names are compared in C, a group of one length at a time (``_fuzzy_by_size``):
        one at a time in Python, 200 games' names were a third of a question's time."""
        if sum(is_syllable(ch) for ch in word) < 3:
            return None
        first: int | None = None
        for cut in range(2, len(word) + 1):
            prefix = ""
            for size in (cut, cut + 1, cut - 1):
                group = self._fuzzy_by_size.get(size)
                if group is None:
                    continue
                prefix = prefix or disassemble(word[:cut])
                jamos, order, limits = group
                for _jamo, distance, k in process.extract(
                    prefix, jamos, scorer=Levenshtein.distance, score_cutoff=2, limit=None
                ):
                    if distance <= limits[k] and (first is None or order[k] < first):
                        first = order[k]
        return None if first is None else self.fuzzy_names[first].game
