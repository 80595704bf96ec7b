"""The game vocabulary taken from the content: user words and synonym concepts.

A *concept* is one glossary entry (``kind: term``): its title and every alias name the same
thing (공장 = 팩토리 = 타일 진열대 = factory display). Wherever any of those phrases occurs,
in an entry or in a question, the token ``@<term id>`` is added, so a question that uses one
name finds entries written with another. The synonyms are data: add a missing one to the
term's ``aliases`` in ``content/``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from tutor import patterns
from tutor.search.hangul import is_syllable
from tutor.search.normalize import compact

CONCEPT_PREFIX = "@"
LATIN_RUN = patterns.compile(r"[a-z]+(?: [a-z]+)*")  # consecutive English words of a question
SPAN_CACHE = 16  # recent texts whose phrase spans are kept (one question asks several times)
# Weight of a user word's components relative to the word itself.
COMPONENT_WEIGHT = 0.5


def is_user_word(text: str) -> bool:
    """Korean game terms of two syllables or more become Kiwi user words."""
    return sum(1 for ch in text if is_syllable(ch)) >= 2


# Between the words of a synonym phrase: nothing, a space, or one particle that leaves the
# phrase's meaning (을/를 of an object, 로/으로 of a direction).
PARTICLE_GAP = r"\s*(?:을|를|으로|로)?\s*"


def mid_word_positions(squeezed: str, forms: list[str]) -> frozenset[int]:
    """Positions of compact text strictly inside one of its Hangul words of two syllables or
    more (``forms``, the text's morphemes): no other word begins there."""
    inside: set[int] = set()
    for form in set(forms):
        if len(form) < 2 or not all(is_syllable(ch) for ch in form):
            continue
        start = squeezed.find(form)
        while start != -1:
            inside.update(range(start + 1, start + len(form)))
            start = squeezed.find(form, start + 1)
    return frozenset(inside)


@dataclass(frozen=True)
class Concept:
    id: str  # the glossary entry id
    game: str
    phrases: tuple[str, ...]  # compact forms


@dataclass
class Lexicon:
    """User words with their components, and concepts with their phrases."""

    user_words: list[str] = field(default_factory=list)  # as written (패턴 라인)
    components: dict[str, list[str]] = field(default_factory=dict)  # compact word → parts
    concepts: dict[str, Concept] = field(default_factory=dict)
    # compact phrase → concept ids (a phrase may name concepts of several games)
    phrase_concepts: dict[str, list[str]] = field(default_factory=dict)

    # The first two characters of every phrase of two or more → the lengths of the phrases
    # they begin (increasing): the only sizes worth looking up where a text has them.
    _sizes: dict[str, tuple[int, ...]] | None = None
    _spans: dict[str, list[tuple[int, int, str]]] = field(default_factory=dict)

    def add_concept(self, concept: Concept) -> None:
        self._sizes = None
        self._spans.clear()
        self.concepts[concept.id] = concept
        for phrase in concept.phrases:
            ids = self.phrase_concepts.setdefault(phrase, [])
            if concept.id not in ids:
                ids.append(concept.id)

    def concepts_in(self, text: str, forms: list[str]) -> list[str]:
        """Concept ids named in ``text`` (spacing-insensitive) or by one of its ``forms``.

        Phrases of one syllable (벽, 젬) must be a whole morpheme; longer ones may occur
        anywhere, so particles and missing spaces do not matter.
        """
        found: list[str] = []
        seen: set[str] = set()  # a phrase may name one concept in each of many games
        named = [self.phrase_concepts[span[2]] for span in self.word_spans(compact(text), forms)]
        named += [self.phrase_concepts[form] for form in forms if form in self.phrase_concepts]
        named += [self.phrase_concepts[pair] for pair in self.particle_phrases(forms, text)]
        for ids in named:
            for concept_id in ids:
                if concept_id not in seen:
                    seen.add(concept_id)
                    found.append(concept_id)
        return found

    def particle_phrases(self, forms: list[str], text: str) -> list[str]:
        """Synonym phrases that neighbouring ``forms`` of ``text`` spell with a particle
        between them: an object before its verbal noun (조커를 회수하면 → 조커 회수), a
        direction before a line (세로로 한 줄 → 세로 한 줄)."""
        phrases = self.phrase_concepts
        # Each two and three neighbouring forms joined (a phrase is looked up for each, the
        # pattern made only for the few that spell one).
        twos = [first + second for first, second in zip(forms, forms[1:], strict=False)]
        threes = [two + third for two, third in zip(twos, forms[2:], strict=False)]
        out = []
        for size, joined in ((2, twos), (3, threes)):
            for at, phrase in enumerate(joined):
                if phrase in phrases and re.search(
                    PARTICLE_GAP.join(re.escape(w) for w in forms[at : at + size]), text
                ):
                    out.append(phrase)
        return out

    def word_spans(self, squeezed: str, forms: list[str]) -> list[tuple[int, int, str]]:
        """``phrase_spans`` that do not begin inside a word of the text: ``forms`` are its
        morphemes, and a phrase starting in the middle of one is only spelt there by chance
        (선 타일 inside 대각선 타일)."""
        spans = self.phrase_spans(squeezed)
        if not spans:
            return spans  # nothing to leave out (most texts of a build): the words unread
        # A word that is itself a term (보물 타일, 테이블 중앙) may hold another term.
        inside = mid_word_positions(squeezed, [f for f in forms if f not in self.phrase_concepts])
        return [span for span in spans if span[0] not in inside] if inside else spans

    def phrase_spans(self, squeezed: str) -> list[tuple[int, int, str]]:
        """(start, end, phrase) of every synonym phrase of two or more syllables (three or
        more Latin letters) inside compact text, overlapping ones included."""
        cached = self._spans.get(squeezed)
        if cached is not None:
            return cached
        spans = []
        sizes = self._phrase_sizes()
        phrases = self.phrase_concepts
        for start in range(len(squeezed) - 1):
            lengths = sizes.get(squeezed[start : start + 2])
            if lengths is None:
                continue  # no phrase begins here (most places in a text)
            for size in lengths:
                end = start + size
                if end > len(squeezed):
                    break
                part = squeezed[start:end]
                if part in phrases and (size >= 3 or not part.isascii()):
                    spans.append((start, end, part))
        if len(self._spans) > SPAN_CACHE:
            self._spans.clear()
        self._spans[squeezed] = spans
        return spans

    def latin_game(self, text: str) -> str | None:
        """The one game whose English terms the question's Latin words name (pool → 루미큐브,
        floor line → 아줄; tower and bag → 여름 별장, the one game with both), or None when
        they name none, or terms no one game has all of (bag alone: several games)."""
        common: set[str] | None = None
        for run in LATIN_RUN.findall(text):
            spans = self.phrase_spans(run.replace(" ", ""))
            for start, end, phrase in spans:
                if any(s <= start and end <= e and e - s > end - start for s, e, _p in spans):
                    continue  # part of a longer term (line in floor line)
                games = {self.concepts[c].game for c in self.phrase_concepts[phrase]}
                common = games if common is None else common & games
        return common.pop() if common is not None and len(common) == 1 else None

    def canonical(
        self, squeezed: str, game: str | None = None, forms: list[str] | None = None
    ) -> str:
        """Compact text with every synonym replaced by its term's title (팩토리 → 공장),
        longest phrases first, so fuzzy comparison sees the words the content uses."""
        found = self.word_spans(squeezed, forms) if forms else self.phrase_spans(squeezed)
        spans = sorted(found, key=lambda s: (s[0] - s[1], s[0]))
        taken: list[tuple[int, int, str]] = []
        for start, end, phrase in spans:
            if any(start < e and s < end for s, e, _ in taken):
                continue
            ids = [
                i
                for i in self.phrase_concepts[phrase]
                if game is None or self.concepts[i].game == game
            ]
            if ids:
                taken.append((start, end, self.concepts[ids[0]].phrases[0]))
        out = squeezed
        for start, end, title in sorted(taken, reverse=True):
            out = out[:start] + title + out[end:]
        return out

    def _phrase_sizes(self) -> dict[str, tuple[int, ...]]:
        sizes = self._sizes
        if sizes is None:
            found: dict[str, set[int]] = {}
            for phrase in self.phrase_concepts:
                if len(phrase) >= 2:
                    found.setdefault(phrase[:2], set()).add(len(phrase))
            # Complete before it is set: another thread may use it as soon as it is.
            sizes = {start: tuple(sorted(lengths)) for start, lengths in found.items()}
            self._sizes = sizes
        return sizes

    def expand(self, forms: list[str]) -> list[tuple[str, float]]:
        """Forms with the components of user words added at a lower weight."""
        out: list[tuple[str, float]] = []
        for form in forms:
            out.append((form, 1.0))
            for part in self.components.get(form, ()):
                out.append((part, COMPONENT_WEIGHT))
        return out
