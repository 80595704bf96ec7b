"""The index's vocabulary, for repairing typos and reading 초성.

Words are compared by keystrokes (jamo), so one slip of a finger is one edit: 바닦줄 is
one edit from 바닥줄, 조거 one from 조커 (and from 조건: a swap between similar letters, ㄱ/ㅋ,
counts as the likelier slip).
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from tutor.search.hangul import choseong, disassemble, is_consonant, is_syllable

SIMILAR_LETTERS = ["ㄱㅋㄲ", "ㄷㅌㄸ", "ㅂㅍㅃ", "ㅈㅊㅉ", "ㅅㅆ", "ㅐㅔ", "ㅒㅖ", "ㅕㅛ", "ㅗㅜ"]
_SIMILAR = {ch: group for group in SIMILAR_LETTERS for ch in group}


def _similar_swaps(a: str, b: str) -> int:
    """How many substitutions turning ``a`` into ``b`` swap similar letters."""
    count = 0
    for op in Levenshtein.editops(a, b):
        if op.tag == "replace":
            group = _SIMILAR.get(a[op.src_pos])
            if group is not None and b[op.dest_pos] in group:
                count += 1
    return count


def _added_finals(a: str, b: str) -> int:
    """How many insertions turning ``a`` into ``b`` give an open syllable its final consonant
    (공자 → 공장, 받치대 → 받침대): the commonest slip, a final left out."""
    count = 0
    for op in Levenshtein.editops(a, b):
        if op.tag != "insert" or not is_consonant(b[op.dest_pos]) or op.src_pos == 0:
            continue
        after_vowel = not is_consonant(a[op.src_pos - 1])
        # at the end of the word, or before the next syllable's onset (a consonant, a vowel)
        at_end = op.src_pos == len(a)
        before_onset = (
            not at_end
            and op.src_pos + 1 < len(a)
            and is_consonant(a[op.src_pos])
            and not is_consonant(a[op.src_pos + 1])
        )
        if after_vowel and (at_end or before_onset):
            count += 1
    return count


def split_compound(form: str, known: set[str] | dict) -> list[str] | None:
    """Two known words that make up an unknown one exactly (구성물 → 구성, 물)."""
    if not any(is_syllable(ch) for ch in form):
        return None
    for cut in range(len(form) - 1, 0, -1):
        head, tail = form[:cut], form[cut:]
        if head in known and tail in known and len(head) >= 2:
            return [head, tail]
    return None


def split_known(form: str, known: set[str] | dict) -> list[str]:
    """Known pieces of an unknown word: 몃점 → 점 (a typo glued to a real word)."""
    pieces: list[str] = []
    if not any(is_syllable(ch) for ch in form):
        return pieces
    for cut in range(1, len(form)):
        head, tail = form[:cut], form[cut:]
        if head in known and sum(is_syllable(c) for c in head) >= 2:
            pieces.append(head)
        if tail in known:
            pieces.append(tail)
    return pieces


@dataclass
class Vocabulary:
    """Words the index knows, for typo repair and 초성 reading."""

    words: list[str]  # Hangul words of two syllables or more, most frequent first
    # Short phrases (aliases such as 첫 등록) in compact form → their morphemes.
    phrases: dict[str, list[str]] = field(default_factory=dict)
    jamo: list[str] = field(default_factory=list)
    _rank: dict[str, int] = field(default_factory=dict, init=False, repr=False)  # word → place
    by_choseong: dict[str, list[str]] = field(default_factory=dict)
    terms: frozenset[str] = frozenset()  # game terms: user words and synonym phrases
    # words of one syllable (칸, 분, 점) → the place their frequency would take among ``words``
    # (they are not repaired or read from 초성, but are compared with words that are)
    short_ranks: dict[str, int] = field(default_factory=dict)
    # words never read from 초성: another spelling of a game's name (아졸, 아쥴 beside 아줄)
    # would fill the readings of ㅇㅈ with one word four times
    not_initials: frozenset[str] = frozenset()
    _short_jamo: list[tuple[str, str]] | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        self.jamo = [disassemble(w) for w in self.words]
        self._rank = {word: n for n, word in enumerate(self.words)}
        by_cho: dict[str, list[str]] = {}
        for word in self.words:
            if word not in self.not_initials:
                by_cho.setdefault(choseong(word), []).append(word)
        self.by_choseong = by_cho
        self.max_cho = max((len(k) for k in by_cho), default=0)

    def rank(self, word: str) -> int:
        """The word's place by frequency (0: the most frequent), a word of one syllable's
        among them (``short_ranks``); past the end for a word the index does not hold."""
        return self._rank.get(word, self.short_ranks.get(word, len(self.words)))

    def correct_syllable(self, form: str) -> list[tuple[str, float]]:
        """The word of one syllable (``short_ranks``) one letter from a syllable no word is
        (먗, 묯 → 몇; 뵬 → 별): a swap between similar letters first, then the more frequent;
        none when two are equally likely. A letter changed, never one left out (벼 is 별,
        벽 or 변), and only in a syllable with a final consonant. Returns (word, cost) pairs."""
        if len(form) != 1 or not is_syllable(form):
            return []
        jamo = disassemble(form)
        if len(jamo) < 3:
            return []  # an open syllable (벼, 조) has too many neighbours
        if self._short_jamo is None:
            self._short_jamo = [(disassemble(w), w) for w in self.short_ranks]
        ranked = []
        for other, word in self._short_jamo:
            if len(other) == len(jamo) and Levenshtein.distance(jamo, other, score_cutoff=1) == 1:
                ranked.append((-_similar_swaps(jamo, other), self.short_ranks[word], word))
        if not ranked:
            return []
        ranked.sort()
        best = ranked[0]
        if len(ranked) > 1 and ranked[1][0] == best[0] and ranked[1][1] == best[1]:
            return []
        return [(best[2], 1.0 - 0.5 * min(1, -best[0]))]

    def correct(
        self, form: str, prefer: AbstractSet[str] | None = None, limit: int = 2
    ) -> list[tuple[str, float]]:
        """Vocabulary words within a keystroke edit distance of an unknown word.

        Words of fewer than four keystrokes are left alone (too many neighbours); one
        edit is allowed up to eight keystrokes, two beyond. Among equally distant words,
        a swap between similar letters (ㄱ/ㅋ/ㄲ, ㅐ/ㅔ …) or a final consonant left out
        (공자 for 공장) costs less, then words of
        ``prefer`` (the game in question) and then frequent words come first.
        Returns (word, cost) pairs."""
        jamo = disassemble(form)
        if len(jamo) < 4 or not any(is_syllable(ch) for ch in form):
            return []
        cutoff = 1 if len(jamo) <= 8 else 2
        found = process.extract(
            jamo, self.jamo, scorer=Levenshtein.distance, score_cutoff=cutoff, limit=None
        )
        if not found:
            return []
        ranked = []
        for cand_jamo, distance, index in found:
            likely = _similar_swaps(jamo, cand_jamo) + _added_finals(jamo, cand_jamo)
            cost = distance - 0.5 * likely
            word = self.words[index]
            outside = 1 if prefer is not None and word not in prefer else 0
            ranked.append((cost, outside, index, word))
        ranked.sort()
        best = ranked[0][:2]
        return [
            (word, max(cost, 0.5)) for cost, outside, _i, word in ranked if (cost, outside) == best
        ][:limit]

    def read_choseong(
        self, word: str, limit: int = 3, prefer: AbstractSet[str] | None = None
    ) -> list[str]:
        """Vocabulary words a 초성 (or mixed 초성) word stands for, every word of every part of
        :meth:`read_choseong_parts` in order (ㄹㅁㅋㅂㅈㅋ → 루미큐브, 조커)."""
        return [w for part in self.read_choseong_parts(word, limit, prefer) for w in part]

    def read_choseong_parts(
        self, word: str, limit: int = 3, prefer: AbstractSet[str] | None = None
    ) -> list[list[str]]:
        """The words a 초성 (or mixed 초성) word stands for: one list per word it is read as,
        of the vocabulary words that word may be, best first (none: not read).

        ㅂㄷㅈ → [[바닥줄]]; ㅂㄷ줄 keeps 줄 as typed. Game terms come first (players
        abbreviate terms), then words of ``prefer`` (the game in question), then frequent
        words. A run of initials with no single match is split into consecutive words
        (ㄹㅁㅋㅂㅈㅋ → [[루미큐브], [조커]])."""
        direct = self._pattern_words(word, limit, prefer)
        if direct:
            return [direct]
        if not all(is_consonant(ch) for ch in word):
            return []
        return self._segment(word, limit, prefer)

    def _pattern_words(self, word: str, limit: int, prefer: AbstractSet[str] | None) -> list[str]:
        key = choseong(word)
        found = [
            cand
            for cand in self.by_choseong.get(key, ())
            if all(
                a == b or (is_consonant(a) and choseong(b) == a)
                for a, b in zip(word, cand, strict=True)
            )
        ]

        # ``by_choseong`` lists are most frequent first; sorting is stable. A term comes first,
        # but not another game's before the game in question's words (ㅍㅅ on Summer
        # Pavilion's page is 패스, not Azul's 표식).
        def elsewhere(w: str) -> bool:  # not a word of the game in question
            return prefer is not None and w not in prefer

        found.sort(key=lambda w: (w not in self.terms or elsewhere(w), elsewhere(w)))
        return found[:limit]

    def _segment(self, word: str, limit: int, prefer: AbstractSet[str] | None) -> list[list[str]]:
        # Longest-first split into runs that each name a vocabulary word.
        n = len(word)
        best: list[list[str] | None] = [None] * (n + 1)
        best[0] = []
        for i in range(n):
            before = best[i]
            if before is None:
                continue
            for j in range(min(n, i + self.max_cho), i + 1, -1):
                part = word[i:j]
                if part in self.by_choseong:
                    cand = [*before, part]
                    known = best[j]
                    if known is None or len(cand) < len(known):
                        best[j] = cand
        parts = best[n]
        if not parts:
            return []
        # each part's words as a word of its own is read: terms first, then ``prefer``'s
        return [self._pattern_words(part, limit, prefer) for part in parts]
