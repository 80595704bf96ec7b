"""Query understanding: from what a player typed to weighted search tokens.

Steps (each mechanism lives in its own module and has its own tests):
1. NFC, full-width folding and 한/영 keyboard repair (``keyboard``), normalisation, chat
   contractions (``colloquial``);
2. game names removed from the text (``game_detection``, by the searcher);
3. 초성 words (ㅂㄷㅈ, ㄹㅁㅋㅂ, ㅈㅋ ㅎㅅ) read as vocabulary words (``vocabulary``);
4. player counts in any spelling (``player_count``);
5. morphemes with Kiwi (``morphology``) so particles and endings do not matter, slang
   read as the rules' words (``colloquial``);
6. a word with one letter typed with the wrong Shift read as the word the content knows
   (``keyboard.shift_variants``: 석어도 → 섞어도, 긑나면 → 끝나면); other words the content
   never uses repaired to the nearest vocabulary word by keystroke edit distance
   (``vocabulary``: 바닦줄 → 바닥줄, 첫등로근 → 첫 등록);
7. synonym concepts (``lexicon``), and the question rewritten with the repairs and the
   content's own words for the fuzzy comparisons.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from tutor.search import morphology
from tutor.search.colloquial import english_words, expand_colloquial, expand_english, slang
from tutor.search.hangul import has_choseong, is_choseong_only, is_syllable
from tutor.search.keyboard import repair_layout, shift_variants
from tutor.search.lexicon import COMPONENT_WEIGHT, CONCEPT_PREFIX, Lexicon
from tutor.search.normalize import fold_fullwidth, normalize
from tutor.search.player_count import player_counts
from tutor.search.vocabulary import Vocabulary, split_compound, split_known

# Weights of the ways a query token can arise.
CORRECTED_WEIGHT = 0.8
CHOSEONG_WEIGHT = 1.0
CHOSEONG_SHARED_WEIGHT = 0.6  # each reading of 초성 that has several
PIECE_WEIGHT = 0.7
SLANG_WEIGHT = 0.8  # the rules' word for a table-talk word (먹 → 가져오)
FRAGMENT_WEIGHT = 0.3  # morphemes of a word that was repaired as a whole
COVERED_WEIGHT = 0.3  # a word that is part of a synonym phrase found in the question
GENERIC_CONCEPT_WEIGHT = 0.5  # a concept named by a word several games use, no game known


def prepare(raw: str, latin_vocabulary: frozenset[str]) -> tuple[str, bool]:
    """NFC, full-width folding, keyboard repair, the shared normalisation, then chat
    contractions and everyday English words."""
    text = unicodedata.normalize("NFC", fold_fullwidth(raw))
    # Everyday English words ("tie", "end") are English, even when their keys spell Hangul.
    text, repaired = repair_layout(text, latin_vocabulary | english_words())
    return expand_english(expand_colloquial(normalize(text)), latin_vocabulary), repaired


@dataclass
class QueryTokens:
    tokens: dict[str, float]  # search token → weight
    unknown: list[str]  # forms the index never uses and that could not be repaired
    terms: list[str]  # words to highlight
    canonical: str  # compact text with synonyms replaced by the content's own words
    read: str = ""  # the text with 초성 words and repairs read as words (ㅈㅋ ㅎㅅ → 조커 회수)


def _eojeol_spans(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for word in text.split(" "):
        spans.append((start, start + len(word)))
        start += len(word) + 1
    return spans


class _Budget:
    """Repairs left for one question: each morphological analysis of a Shift variant and
    each vocabulary look-up takes one. A real question needs a handful; a 200-character
    string of random syllables would otherwise need hundreds (35–140 ms), so what the
    budget cuts is only ever noise."""

    def __init__(self, size: int) -> None:
        self.left = size

    def take(self) -> bool:
        if self.left <= 0:
            return False
        self.left -= 1
        return True


REPAIR_BUDGET = 24
MAX_REPAIR_SYLLABLES = 16  # a longer run without spaces is not one mistyped word


def _correct_eojeol(word: str, vocabulary: Vocabulary,
                    prefer: set[str] | None, budget: _Budget) -> list[tuple[str, float]]:
    """Repair a whole word, or the word without a trailing particle of one or two
    syllables (첫등로근 → 첫등록), when morphology could not make sense of it."""
    best: list[tuple[str, float]] = []
    for cut in (0, 1, 2):
        stem = word[: len(word) - cut] if cut else word
        if sum(is_syllable(ch) for ch in stem) < 2 or not budget.take():
            break
        found = vocabulary.correct(stem, prefer=prefer)
        if found:
            cost = found[0][1] + 0.25 * cut
            if not best or cost < best[0][1]:
                best = [(w, c + 0.25 * cut) for w, c in found]
    return best


def _shift_repair(word: str, known: set[str] | dict,
                  budget: _Budget) -> tuple[str, list[str]] | None:
    """A word with one letter typed with the wrong Shift (석어도 → 섞어도), when the repaired
    word reads as morphemes the index knows; (word, its content forms) or None."""
    if len(word) > MAX_REPAIR_SYLLABLES:
        return None
    for variant in shift_variants(word):
        if not budget.take():
            return None
        forms = [f for f, _tag, _start in morphology.analyze_spans(variant)
                 if f not in morphology.STOP_FORMS]
        if forms and all(f in known for f in forms):
            return variant, forms
    return None


def query_tokens(rest: str, lexicon: Lexicon, vocabulary: Vocabulary, known: set[str] | dict,
                 game: str | None, game_words: set[str] | None = None,
                 shared: set[str] | frozenset[str] = frozenset()) -> QueryTokens:
    """Weighted tokens for normalised text without game names."""
    tokens: dict[str, float] = {}
    terms: list[str] = []
    unknown: list[str] = []
    expansions: list[str] = []
    budget = _Budget(REPAIR_BUDGET)

    def add(token: str, weight: float) -> None:
        if weight > tokens.get(token, 0.0):
            tokens[token] = weight

    def add_word(word: str, weight: float) -> None:
        expansions.append(word)
        for token, w in lexicon.expand(vocabulary.phrases.get(word, [word])):
            add(token, weight * w)

    # The question with every repair applied, for the fuzzy comparisons.
    rewritten = rest.split(" ")
    # 초성 words first: they are read against the vocabulary, not analysed. Consecutive
    # initials-only words are first read together (ㅈㅋ ㅎㅅ → 조커 회수).
    plain_words = []
    plain_at: list[int] = []  # position of each plain word in ``rewritten``
    position = 0
    while position < len(rewritten):
        word = rewritten[position]
        if not (word and has_choseong(word)):
            plain_words.append(word)
            plain_at.append(position)
            position += 1
            continue
        run = 1
        while (position + run < len(rewritten) and is_choseong_only(rewritten[position])
               and is_choseong_only(rewritten[position + run])):
            run += 1
        read: list[str] = []
        while run >= 1:
            read = vocabulary.read_choseong("".join(rewritten[position:position + run]),
                                            prefer=game_words)
            if read or run == 1:
                break
            run -= 1
        if not read:
            plain_words.append(word)
            plain_at.append(position)
            position += 1
            continue
        weight = CHOSEONG_WEIGHT if len(read) == 1 else CHOSEONG_SHARED_WEIGHT
        for cand in read:
            add_word(cand, weight)
        rewritten[position] = read[0]
        for skipped in range(position + 1, position + run):
            rewritten[skipped] = ""
        position += run
    text = " ".join(plain_words)
    for token in player_counts(text):
        add(token, 1.0)
    analysed = morphology.analyze_spans(text)
    kept = [(f, start) for f, _tag, start in analysed if f not in morphology.STOP_FORMS]
    forms = [f for f, _ in kept]

    for nth, (begin, end) in enumerate(_eojeol_spans(text)):
        word_forms = [f for f, start in kept if begin <= start < end]
        word = text[begin:end]
        # A compound the index splits differently (구성물 = 구성 + 물) is its parts.
        split_forms: list[str] = []
        for form in word_forms:
            halves = split_compound(form, known) if form not in known else None
            split_forms.extend(halves or [form])
        word_forms = split_forms
        strange = [f for f in word_forms if f not in known]
        fragmented = len(word_forms) >= 2 and all(len(f) == 1 for f in word_forms)
        if strange and word not in known:
            shifted = _shift_repair(word, known, budget)
            if shifted:
                word_forms, strange, fragmented = shifted[1], [], False
                forms.extend(shifted[1])
                rewritten[plain_at[nth]] = shifted[0]
        if (strange or fragmented) and word not in known:
            repaired = _correct_eojeol(word, vocabulary, game_words, budget)
            if repaired:
                for fixed, cost in repaired:
                    add_word(fixed, CORRECTED_WEIGHT * min(1.0, 0.5 / cost))
                rewritten[plain_at[nth]] = repaired[0][0]
                for form in word_forms:
                    add(form, FRAGMENT_WEIGHT)
                continue
        for token, weight in lexicon.expand(word_forms):
            add(token, weight)
        for form in word_forms:
            for meaning in slang().get(form, ()):
                add(meaning, SLANG_WEIGHT)
        for form in word_forms:
            terms.append(form)
            if form in known:
                # The index may have split the same compound elsewhere (구성물 / 구성 + 물).
                if len(form) >= 3:
                    for half in split_compound(form, known) or []:
                        add(half, COMPONENT_WEIGHT)
                continue
            corrected = vocabulary.correct(form, prefer=game_words) if budget.take() else []
            if corrected:
                for fixed, cost in corrected:
                    add_word(fixed, CORRECTED_WEIGHT * min(1.0, 0.5 / cost))
                position = plain_at[nth]
                rewritten[position] = rewritten[position].replace(form, corrected[0][0])
                continue
            for piece in split_known(form, known):
                terms.append(piece)
                add(piece, PIECE_WEIGHT)
            unknown.append(form)
    terms.extend(expansions)

    fixed_text = " ".join(w for w in rewritten if w)
    squeezed = " ".join([text, fixed_text, *expansions]).replace(" ", "")
    named = {phrase for _s, _e, phrase in lexicon.phrase_spans(squeezed)}
    named.update(f for f in forms + expansions if f in lexicon.phrase_concepts)
    for concept_id in lexicon.concepts_in(squeezed, forms + expansions):
        concept = lexicon.concepts[concept_id]
        if game is None or concept.game == game:
            # With no game known, a concept named only by everyday words that every game
            # uses (자리, 타일) says little about which game's entry is meant.
            generic = game is None and all(p in shared for p in named & set(concept.phrases))
            add(CONCEPT_PREFIX + concept_id, GENERIC_CONCEPT_WEIGHT if generic else 1.0)
    # A word inside a synonym phrase the question used already counts through the concept
    # (floor and line inside "floor line", 조커 as itself); other words keep their weight,
    # even when they happen to be spelled inside a phrase elsewhere (장 in 공장).
    inside: set[int] = set()
    for start, end, phrase in lexicon.phrase_spans(text.replace(" ", "")):
        if any(game is None or lexicon.concepts[i].game == game
               for i in lexicon.phrase_concepts[phrase]):
            inside.update(range(start, end))
    for form, start in kept:
        if form.startswith(CONCEPT_PREFIX) or form not in tokens:
            continue
        if game is None and form in shared:
            continue
        position = start - text.count(" ", 0, start)
        if position in inside or form in lexicon.phrase_concepts:
            tokens[form] = min(tokens[form], COVERED_WEIGHT)
            for part in lexicon.components.get(form, ()):
                if part in tokens:
                    tokens[part] = min(tokens[part], COVERED_WEIGHT)
    canonical = lexicon.canonical(fixed_text.replace(" ", ""), game)
    return QueryTokens(tokens, unknown, terms, canonical, fixed_text)
