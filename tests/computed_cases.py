"""What a row of the computed-answer tests checks, said once (tests/test_qa_computed_*.py).

Each test file keeps its own tables and its own parametrized tests; their bodies call these:

- a row ``(question, kind, verdict[, ok])`` *reads* (:func:`assert_reads`): every reading of
  the question is an answer of that kind, with that verdict (and that ``ok``, when given);
- a row ``(question, kind)`` is *not read as* that kind (:func:`assert_not_read_as`): no
  reading is an answer of that kind (there may be none, or one of another kind);
- the kinds a file names are the game reader's (:func:`assert_kinds_listed`);
- every rule an answer cites is an entry of that game's content (:func:`assert_cites_entries`).

The *readings* of a question (:func:`readings`) are the ways it reaches the readers: asked on
the game's own pages (``asked=True``, always); with the game detected rather than asked
(``named``: when the question names the game); with no game at all (``unasked``). Each file
chooses which, as it always did: the flags default to what :func:`readings` does, and a file
that read a question on the game's pages only says ``named=False``.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from types import EllipsisType
from typing import Any

from tutor.content import Entry, load_content
from tutor.qa_computed import Computed, clean, compute, readers

# the fields of an answer that a player reads, in the order shown
ANSWER_FIELDS = ("verdict", "summary", "case", "details")


def names_game(question: str, game: str) -> bool:
    """Whether ``question`` names ``game``, by the game reader's ``NAMED`` pattern on the
    question as the readers see it (:func:`tutor.qa_computed.clean`)."""
    return readers()[game].NAMED.search(clean(question)) is not None


def readings(
    question: str, game: str | None, *, named: bool = True, unasked: bool = False
) -> list[Computed | None]:
    """The readings of ``question``: asked on ``game``'s pages; then, with ``named`` and when
    the question names the game, with ``game`` detected (not asked); then, with ``unasked``,
    with no game. With ``game`` None, the one reading with no game."""
    if game is None:
        return [compute(question)]
    found = [compute(question, game, asked=True)]
    if named and names_game(question, game):
        found.append(compute(question, game))
    if unasked:
        found.append(compute(question))
    return found


def page_reading(question: str, game: str) -> Computed:
    """The answer to ``question`` asked on ``game``'s pages, which must be read."""
    found = compute(question, game, asked=True)
    assert found is not None, question
    return found


def page_readings(rows: Iterable[Sequence[Any]], game: str) -> list[Computed | None]:
    """The readings on ``game``'s pages of the question that opens each row of a table."""
    return [compute(row[0], game, asked=True) for row in rows]


def assert_reads(
    question: str,
    game: str,
    kind: str,
    verdict: str,
    *,
    ok: bool | None | EllipsisType = ...,
    named: bool = True,
) -> None:
    """Every reading of ``question`` (:func:`readings`, never with no game) is an answer of
    ``kind`` with ``verdict``, and, unless ``ok`` is left out, with that ``ok``."""
    for found in readings(question, game, named=named):
        assert found is not None and found.kind == kind, (question, found)
        assert found.verdict == verdict, (question, found.verdict)
        if ok is not ...:
            assert found.ok == ok, (question, found.verdict, found.ok)


def assert_not_read_as(
    question: str, game: str | None, kind: str, *, named: bool = True, unasked: bool = False
) -> None:
    """No reading of ``question`` (:func:`readings`) is an answer of ``kind``."""
    for found in readings(question, game, named=named, unasked=unasked):
        assert found is None or found.kind != kind, (question, found)


def assert_reads_nothing(
    question: str, game: str | None, *, named: bool = True, unasked: bool = False
) -> None:
    """No reading of ``question`` (:func:`readings`) is an answer of any kind."""
    for found in readings(question, game, named=named, unasked=unasked):
        assert found is None, (question, found)


def kinds_in(*tables: Iterable[Sequence[Any]]) -> set[str]:
    """The kinds the rows of ``tables`` name: each row's second item."""
    return {row[1] for table in tables for row in table}


def assert_kinds_listed(
    game: str, kinds: Iterable[str], *, exactly: bool = False, distinct: bool = False
) -> None:
    """``kinds`` are among the kinds ``game``'s reader lists (``KINDS``); with ``exactly``,
    they are all of them; with ``distinct``, the reader lists none twice."""
    listed = readers()[game].KINDS
    said = set(kinds)
    if exactly:
        assert said == set(listed), said ^ set(listed)
    else:
        assert said <= set(listed), said - set(listed)
    if distinct:
        assert len(set(listed)) == len(listed), listed


@functools.cache
def _entries() -> dict[str, Entry]:
    """The content's entries by id, loaded once (tests/conftest.py's CONTENT_DIR)."""
    from .conftest import CONTENT_DIR

    return load_content(CONTENT_DIR).entries


def assert_cites_entries(
    game: str, answers: Iterable[Computed | None], *, some: bool = False
) -> list[Computed]:
    """Each of ``answers`` is given, and every rule it cites is an entry of ``game`` in the
    content; with ``some``, each cites at least one. Returns the answers, each given."""
    entries = _entries()
    given = []
    for found in answers:
        assert found is not None
        if some:
            assert found.rule_ids, (found.kind, found.case)
        foreign = [r for r in found.rule_ids if r not in entries or entries[r].game != game]
        assert not foreign, (found.kind, found.case, foreign)
        given.append(found)
    return given


def assert_yes_no_agrees(found: Computed) -> None:
    """A verdict that opens with 네 is ``ok``; one that opens with 아니요 is not."""
    if found.verdict.startswith("네"):
        assert found.ok is True, found
    elif found.verdict.startswith("아니요"):
        assert found.ok is False, found


def text_of(found: Computed, *fields: str) -> str:
    """The text of ``fields`` of an answer (by default :data:`ANSWER_FIELDS`), one line:
    a list field's lines joined with spaces, then the fields joined with spaces."""
    parts: list[str] = []
    for name in fields or ANSWER_FIELDS:
        value = getattr(found, name)
        if isinstance(value, list):
            parts.extend(value)
        else:
            parts.append(str(value))
    return " ".join(parts)
