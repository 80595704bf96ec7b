"""Korean morphology with Kiwi, so that particles and endings do not matter.

One Kiwi per process (its model takes about a second to load and ~300 MB); game terms from
the content are added as user words (NNP) so 바닥줄, 패턴 라인 or 나빗길 stay whole. A user
word also yields its components (바닥줄 → 바닥, 줄), so "바닥에 놓인 타일" still meets it.

Measured choice (the project's Korean-search research notes): the multi-word and typo
dictionaries are not loaded. Kiwi's typo correction left every game-term typo of the issue
unchanged (바닦줄, 몃점, 조거, 첫등로근) while doubling the time per query; game-term typos
are repaired against the content's own vocabulary instead (see ``lexicon``).

Nor is the default dictionary (proper-noun headwords of Wikipedia and Namuwiki). Once the
content's terms are taught it read everyday words as names (고르고 남은 → 고르고, 조커 하나로 →
하나로, 하나에) and it cost a restarted worker 0.3-0.8 s and 65 MB. It also changes how a few
game terms said with a space are cut (첫 등록 and 한 판 now fall into their words, 나빗 길 now stays
whole), which the terms' components (``lexicon``) make meet the same entries. Without it every
measured question set's top-1 and top-3 were the same (blind set 4 top-3 one more), and so was
the total of the slipped questions of ``tests/search/robustness.py`` (10,897 of 11,807).
"""

from __future__ import annotations

import re
import threading
import warnings
from collections.abc import Iterable, Iterator
from functools import lru_cache
from typing import Any

from tutor import patterns
from tutor.search.normalize import normalize

# Content-bearing parts of speech. Nouns, numerals, foreign words, verb and adjective stems,
# roots, adverbs and determiners (첫, 두 …); particles, endings and affixes are dropped.
CONTENT_TAGS = frozenset(
    {
        "NNG",
        "NNP",
        "NNB",
        "NR",
        "SL",
        "SN",
        "SH",
        "VV",
        "VA",
        "XR",
        "MAG",
        "MM",
        "VV-I",
        "VA-I",
        "VV-R",
        "VA-R",
    }
)
NOUN_TAGS = frozenset({"NNG", "NNP", "NNB", "NR", "SL", "SN", "SH", "XR"})
# Morphemes so common in questions that they say nothing about the topic.
STOP_FORMS = frozenset(
    {
        "하",
        "되",
        "있",
        "수",
        "것",
        "거",
        "이",
        "그",
        "저",
        "좀",
        "때",
        "어떻",
        "어떡",
        "뭐",
        "무엇",
        "왜",
        "언제",
        "누구",
        "어디",
        "경우",
        "요",
        "음",
        "그냥",
        "막",
        "진짜",
        "혹시",
        "어떻게",
        "어떡하",
        "어느",
        "어떤",
        "얼마나",
        "무슨",
        "그럼",
        "근데",
        "만약",
        "알려주",
        "궁금",
        "얼마",
        "방법",
        "아무것",
    }
)

_lock = threading.Lock()
_kiwi = None
_user_words: set[str] = set()
# never split by respace (keep_whole): each word's pattern with a space allowed between its
# characters, and the words by their first two characters
_whole_words: dict[str, re.Pattern[str]] = {}
_whole_by_start: dict[str, list[str]] = {}


def _new_kiwi(num_workers: int) -> Any:
    """A Kiwi that reads as every analysis here does: no default, multi-word or typo
    dictionaries, and table talk (턴, 킵) as nouns even where Kiwi would read a verb (턴 끝이야 → 털다)."""
    from kiwipiepy import Kiwi

    from tutor.search.colloquial import table_nouns

    with warnings.catch_warnings():  # "behaviour of num_workers=0 changed": wanted here
        warnings.simplefilter("ignore", DeprecationWarning)
        kiwi = Kiwi(
            num_workers=num_workers,
            load_default_dict=False,
            load_multi_dict=False,
            load_typo_dict=False,
        )
    for noun in table_nouns():
        kiwi.add_user_word(noun, "NNG", 0.0)
    return kiwi


def _load_kiwi():
    global _kiwi
    if _kiwi is None:
        # No thread pool (num_workers=0): the server loads Kiwi in the master and forks its
        # workers, which would inherit a pool whose threads do not exist (workers aborted
        # with std::system_error at shutdown); one question is analysed in the caller anyway.
        _kiwi = _new_kiwi(0)
    return _kiwi


def add_user_words(words: Iterable[str]) -> None:
    """Teach the process-wide Kiwi the game terms (idempotent)."""
    with _lock:
        kiwi = _load_kiwi()
        for word in sorted(set(words)):
            if word not in _user_words:
                kiwi.add_user_word(word, "NNP", 0.0)
                _user_words.add(word)


# A colour said as an adjective or with 색 (빨간 타일, 파란색, 검은, 흰색) is the colour the
# rules name with a noun (빨강, 파랑, 검정, 하양): one form in entries and questions alike.
COLOUR_FORMS = {
    "빨갛": "빨강",
    "빨간색": "빨강",
    "파랗": "파랑",
    "파란색": "파랑",
    "파랑색": "파랑",
    "노랗": "노랑",
    "노란색": "노랑",
    "검": "검정",
    "검은색": "검정",
    "까맣": "검정",
    "까만색": "검정",
    "하얗": "하양",
    "하얀색": "하양",
    "희": "하양",
    "흰색": "하양",
    "초록색": "초록",
    "녹색": "초록",
    "주황색": "주황",
    "보라색": "보라",
}


@lru_cache(maxsize=1 << 16)
def _token_form(form: str) -> str:
    return normalize(form).replace(" ", "")


def _morpheme_form(form: str) -> str:
    """A morpheme of analysed text as it is indexed and searched."""
    form = _token_form(form)
    return COLOUR_FORMS.get(form, form)


def analyze(text: str) -> list[tuple[str, str]]:
    """(form, tag) of every content morpheme, forms normalised (no spaces, lower case)."""
    return [(form, tag) for form, tag, _start in analyze_spans(normalize(text, lower=False))]


def analyze_spans(text: str) -> list[tuple[str, str, int]]:
    """(form, tag, start offset in ``text``) of every content morpheme of normalised text."""
    return analyze_words(text)[0]


# A common noun of Kiwi's own dictionary (동생, 조카, 마음, 하늘색) is what the asker meant even
# when the rules never say it: never a slip to be repaired into a word they do say (동생 →
# 동상, 조카 → 조커). Common: a general noun of two syllables or more, not a guess of Kiwi's
# (``oov``), scored at least this in context (Kiwi's log-probability; the misspellings Kiwi
# also lists, 갯수 and 개산, and proper nouns such as 조거 score lower or are NNP), and the whole
# noun of its word (받침 of 받침때 is not: 때 follows; nor 우드 of 라우드).
COMMON_NOUN_SCORE = -14.0


def analyze_words(text: str) -> tuple[list[tuple[str, str, int]], frozenset[str]]:
    """``analyze_spans(text)`` and the common nouns among its forms (``COMMON_NOUN_SCORE``),
    with the common adverbs typed as words of their own (별로)."""
    if not text:
        return [], frozenset()
    with _lock:
        tokens = _load_kiwi().tokenize(text)
    out = []
    common = set()
    for n, token in enumerate(tokens):
        if token.tag in CONTENT_TAGS:
            form = _morpheme_form(token.form)
            if form:
                out.append((form, token.tag, token.start))
                if (
                    len(form) >= 2
                    and not token.oov
                    and token.score >= COMMON_NOUN_SCORE
                    and (
                        (token.tag == "NNG" and not _noun_beside(tokens, n))
                        # an adverb typed as a word of its own (색깔 별로: not 별도), never
                        # the end of a slipped word (석어서 → 석 + 어서)
                        or (token.tag == "MAG" and _whole_word(text, token))
                    )
                ):
                    common.add(form)
    return out, frozenset(common)


def _whole_word(text: str, token: Any) -> bool:
    """Whether the token is all of a space-separated word of ``text``."""
    end = token.start + token.len
    return (token.start == 0 or text[token.start - 1] == " ") and (
        end == len(text) or text[end] == " "
    )


def _noun_beside(tokens: Any, n: int) -> bool:
    """Whether a noun of the same word comes right before or after token ``n`` (받침 + 때,
    라 + 우드: pieces of one word Kiwi could not read whole)."""
    here = tokens[n]
    nouns = ("NNG", "NNP", "NNB")
    before = tokens[n - 1] if n > 0 else None
    after = tokens[n + 1] if n + 1 < len(tokens) else None
    return bool(
        (before is not None and before.tag in nouns and before.start + before.len == here.start)
        or (after is not None and after.tag in nouns and after.start == here.start + here.len)
    )


def keep_whole(words: Iterable[str]) -> None:
    """Words :func:`respace` never splits when they are typed whole (game names)."""
    with _lock:
        for word in words:
            if len(word) >= 2 and " " not in word and word not in _whole_words:
                split = patterns.compile(" ?".join(re.escape(ch) for ch in word))
                _whole_words[word] = split
                _whole_by_start.setdefault(word[:2], []).append(word)


def respace(text: str) -> str:
    """The text with the spaces Kiwi would put in it, the spaces already there kept
    (아줄패턴줄은오른쪽부터 → 아줄 패턴 줄은 오른쪽부터); a game's name typed whole stays whole
    (Kiwi's spacing does not heed the user words: 나빗길타일 → 나빗 길 타일 or 나 빗길 타일, and
    the game named was lost; :func:`keep_whole`). The names are found by their first two
    characters, so the cost is the text's length, however many games there are."""
    if not text:
        return text
    with _lock:
        spaced = str(_load_kiwi().space(text, reset_whitespace=False))
        whole = {
            word
            for at in range(len(text) - 1)
            for word in _whole_by_start.get(text[at : at + 2], ())
            if text.startswith(word, at)
        }
        splits = [(word, _whole_words[word]) for word in sorted(whole, key=len, reverse=True)]
    for word, split in splits:
        spaced = split.sub(word, spaced)
    return spaced


def content_forms(text: str) -> list[str]:
    """Content morpheme forms, without the stop forms."""
    return [form for form, _tag in analyze(text) if form not in STOP_FORMS]


def _forms_of(tokens: Any) -> list[str]:
    out = []
    for token in tokens:
        if token.tag in CONTENT_TAGS:
            form = _morpheme_form(token.form)
            if form and form not in STOP_FORMS:
                out.append(form)
    return out


def content_forms_many(texts: list[str], workers: int = 0) -> Iterator[list[str]]:
    """``content_forms`` of every text in order, the same forms as one call each.

    With ``workers`` > 1 (``tutor build`` on a large content set) the texts are analysed
    on a second Kiwi with that many threads, taught the same user words, while the caller
    works on the forms already yielded; it is dropped afterwards, so serving processes
    never hold a thread pool (see ``_load_kiwi``)."""
    normalised = [normalize(text, lower=False) for text in texts]
    if workers <= 1:
        for text in normalised:
            if not text:
                yield []
                continue
            with _lock:
                tokens = _load_kiwi().tokenize(text)
            yield _forms_of(tokens)
        return
    with _lock:
        _load_kiwi()
        words = sorted(_user_words)
    pool = _new_kiwi(workers)  # the same readings as _load_kiwi's, table nouns included
    for word in words:
        pool.add_user_word(word, "NNP", 0.0)
    analysed = iter(pool.tokenize([text for text in normalised if text]))
    for text in normalised:
        yield _forms_of(next(analysed)) if text else []


def components(words: list[str]) -> dict[str, list[str]]:
    """The morphemes of each user word as Kiwi reads it without the user dictionary."""
    with _lock:
        kiwi = _load_kiwi()
        from kiwipiepy import MorphemeSet

        blocked = MorphemeSet(kiwi, [(w, "NNP") for w in sorted(_user_words)])
        return {_token_form(word): _components(kiwi, blocked, word) for word in words}


def _components(kiwi: Any, blocked: Any, word: str) -> list[str]:
    """Nouns that spell a part of the word exactly (바닥줄 → 바닥 + 줄); a part Kiwi can only
    read by changing letters (조커 → 조 + 크다) has no components."""
    out: list[str] = []
    for part in normalize(word, lower=False).split(" "):
        pieces = [(_token_form(t.form), t.tag) for t in kiwi.tokenize(part, blocklist=blocked)]
        if "".join(form for form, _tag in pieces) != _token_form(part):
            pieces = [(_token_form(part), "NNP")]
        for form, tag in pieces:
            if tag in NOUN_TAGS and form and form not in STOP_FORMS:
                out.append(form)
    whole = _token_form(word)
    return [form for form in out if form != whole]


def warm_up() -> None:
    """Load the model and run the lazy first analysis now rather than on the first query."""
    analyze("아줄 바닥줄에 타일을 놓을 수 있나요")
