"""What a row of the computed-answer tests checks, said once (tests/test_qa_computed_*.py).

Each test file keeps its own tables. Its tests either call these in their bodies, or, for the
tests every file has, are made here from a table (:func:`reads_test` and the other ``*_test``
factories below: ``test_reads = reads_test("azul", READ)``; pytest collects a module's
``test_*`` functions wherever they were defined). The checks:

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
import json
import re
from collections.abc import Callable, Iterable, Sequence
from types import EllipsisType
from typing import Any

import pytest

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
        assert_board_shown(question, found)


# a cell of the Indigo board by its printed name ("나5 칸"): meaningless with no board drawn
CELL_NAMED = re.compile(r"(?<![가-힣])[가-하]\d{1,2} 칸")


@functools.cache
def _replayed(game: str, example: str) -> tuple[bool, str | None] | None:
    """How the example (JSON) replays: whether its tried move is legal and, when refused, the
    rule the engine refused it by (None: the example does not replay)."""
    from tutor.scenarios import show_example

    shown = show_example(game, json.loads(example))
    return None if shown is None else (shown["legal"] is not False, shown["rule_id"])


def assert_board_shown(question: str, found: Computed) -> None:
    """An answer whose account names a board cell carries the position the engine played
    (``example``, which a page draws), and that position replays through the engine; a move
    the engine refuses there is refused by a rule the answer cites."""
    told = [found.verdict, found.summary, *found.details]
    if any(CELL_NAMED.search(t) for t in told):
        assert found.example is not None, (question, found.details)
    if found.example is not None:
        replayed = _replayed(found.game, json.dumps(found.example, sort_keys=True))
        assert replayed is not None, (question, found.example)
        legal, refused_by = replayed
        assert legal or refused_by in found.rule_ids, (question, refused_by, found.rule_ids)


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


# -- tests made from a table ------------------------------------------------------------------
# Each factory returns a new test function (its own marks), for a module to bind to a
# ``test_*`` name. Their names end in ``_test``, so importing one collects nothing.

TestFunction = Callable[..., None]


def _rows_test(
    table: Sequence[Sequence[Any]], check: Callable[[Sequence[Any]], object]
) -> TestFunction:
    """A test of ``check`` on every row of ``table``, one case per row (its question the id).
    An empty table is refused: pytest would skip its test, which could never fail."""
    if not table:
        raise ValueError("an empty table makes a test that cannot fail")

    @pytest.mark.parametrize("row", [tuple(row) for row in table], ids=[str(r[0]) for r in table])
    def test(row: Sequence[Any]) -> None:
        check(row)

    return test


def reads_test(game: str, table: Sequence[Sequence[Any]], *, named: bool = True) -> TestFunction:
    """Every row ``(question, kind, verdict[, ok])`` of ``table`` reads so (:func:`assert_reads`)."""

    def check(row: Sequence[Any]) -> None:
        ok = row[3] if len(row) > 3 else ...
        assert_reads(row[0], game, row[1], row[2], ok=ok, named=named)

    return _rows_test(table, check)


def reads_nothing_test(
    game: str | None, questions: Sequence[str], *, named: bool = True, unasked: bool = False
) -> TestFunction:
    """No question of ``questions`` is read as anything (:func:`assert_reads_nothing`)."""
    return _rows_test(
        [(q,) for q in questions],
        lambda row: assert_reads_nothing(row[0], game, named=named, unasked=unasked),
    )


def not_read_as_test(
    game: str | None,
    table: Sequence[Sequence[Any]],
    *,
    named: bool = True,
    unasked: bool = False,
) -> TestFunction:
    """No row ``(question, kind)`` of ``table`` is read as its kind (:func:`assert_not_read_as`)."""
    return _rows_test(
        table, lambda row: assert_not_read_as(row[0], game, row[1], named=named, unasked=unasked)
    )


def yes_no_test(game: str, table: Sequence[Sequence[Any]]) -> TestFunction:
    """The verdict of every row's question on ``game``'s pages opens with 네 only when ``ok``
    and with 아니요 only when not (:func:`assert_yes_no_agrees`)."""
    return _rows_test(table, lambda row: assert_yes_no_agrees(page_reading(row[0], game)))


def kinds_test(game: str, *tables: Iterable[Sequence[Any]]) -> TestFunction:
    """The kinds the rows of ``tables`` name are ``game``'s reader's (:func:`assert_kinds_listed`)."""

    def test() -> None:
        assert_kinds_listed(game, kinds_in(*tables))

    return test


def first_rule_test(
    game: str, table: Sequence[Sequence[Any]], *, named: bool = True
) -> TestFunction:
    """The answer to every row ``(question, rule)`` of ``table`` is read and cites ``rule``
    first (the rule that decides the case; the search favours it), in every reading of
    :func:`readings`, one case per row."""

    def check(row: Sequence[Any]) -> None:
        for found in readings(row[0], game, named=named):
            assert found is not None and found.rule_ids[0] == row[1], (row[0], found)

    return _rows_test(table, check)


def case_test(game: str, table: Sequence[Sequence[Any]]) -> TestFunction:
    """The answer to every row ``(question, said)`` of ``table`` asked on ``game``'s pages
    tells its case with ``said`` in it (how the question was read), one case per row."""

    def check(row: Sequence[Any]) -> None:
        found = page_reading(row[0], game)
        assert row[1] in found.case, (row[0], found)

    return _rows_test(table, check)


def cites_test(
    game: str, table: Sequence[Sequence[Any]], *, some: bool = False, named: bool | None = None
) -> TestFunction:
    """Every rule cited by the answer to each row's question is an entry of ``game``, and with
    ``some`` there is one (:func:`assert_cites_entries`). The answers are those on the game's
    pages; with ``named`` (True or False) every reading of :func:`readings`, one case per row."""
    if named is None:

        def test() -> None:
            assert_cites_entries(game, page_readings(table, game), some=some)

        return test
    return _rows_test(
        table,
        lambda row: assert_cites_entries(game, readings(row[0], game, named=named), some=some),
    )
