"""Compiled regular expressions that survive a restart.

The question readers hold about a thousand patterns, many with Hangul classes
(``[가-힣]``), and compiling them is most of a server's start: about 2 s of CPU in
CPython 3.11, spent in the pure-Python parser and compiler of :mod:`re`. What those
produce for a pattern is a list of integers (the matching engine's code) with its group
tables, the same on every start of the same interpreter. :func:`compile` keeps them in a
file in the instance folder, beside the database, and rebuilds a pattern from them with
the engine's own constructor, skipping the parse; :func:`save` (called once the readers
are loaded, by ``qa_computed.warm_up``) writes the file when something new was compiled.

The file is named for the interpreter and the engine's version (``_sre.MAGIC``), and each
entry is found by the pattern's text and flags, so a pattern that changed simply misses
and compiles as usual; the engine validates any code it is given, and a file that cannot
be read is ignored. Nothing here changes what a pattern matches.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]  # the engine behind re, no stub
import logging
import marshal
import os
import re
import sys
import tempfile
import threading
from array import array
from pathlib import Path
from re import _compiler, _parser  # type: ignore[attr-defined]
from typing import Any

from tutor import PROJECT_ROOT

log = logging.getLogger(__name__)

# (pattern, flags) -> (flags the engine gets, code as bytes of machine words, group count,
# group index, index group)
_Entry = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]
# the engine's code words as an array type of their size (4 bytes in CPython)
_WORD = next((t for t in "IL" if array(t).itemsize == _sre.CODESIZE), None)

_lock = threading.Lock()
_stored: dict[tuple[str, int], _Entry] | None = None  # what the file held
_used: dict[tuple[str, int], _Entry] = {}  # what this process compiled, to write back
_missed = False
_closed = _WORD is None  # after save(): compile as re does, holding nothing


def cache_path() -> Path:
    """The file for this interpreter, in the instance folder (``TUTOR_INSTANCE``)."""
    instance = Path(os.environ.get("TUTOR_INSTANCE", str(PROJECT_ROOT / "instance")))
    tag = f"{sys.implementation.cache_tag}-{_sre.MAGIC}-{_sre.CODESIZE}"
    return instance / f"patterns-{tag}.marshal"


def _load() -> dict[tuple[str, int], _Entry]:
    global _stored
    if _stored is None:
        try:
            data = marshal.loads(cache_path().read_bytes())
        except (OSError, EOFError, ValueError, TypeError):
            data = {}
        _stored = data if isinstance(data, dict) else {}
    return _stored


def _entry(pattern: str, flags: int) -> _Entry:
    """What :func:`re.compile` computes for ``pattern`` before the engine's constructor."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    state = parsed.state
    groupindex = {name: int(index) for name, index in state.groupdict.items()}
    indexgroup: list[str | None] = [None] * state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    return (
        int(flags | state.flags),
        array(_WORD or "I", code).tobytes(),
        int(state.groups - 1),
        groupindex,
        tuple(indexgroup),
    )


def _build(pattern: str, entry: Any) -> re.Pattern[str] | None:
    try:
        engine_flags, code, groups, groupindex, indexgroup = entry
        words = array(_WORD or "I")
        words.frombytes(code)
        return _sre.compile(pattern, engine_flags, words.tolist(), groups, groupindex, indexgroup)
    except Exception:  # a damaged entry: compile as usual
        return None


def compile(pattern: str, flags: int | re.RegexFlag = 0) -> re.Pattern[str]:  # noqa: A001
    """:func:`re.compile`, from the stored engine code when this interpreter has compiled
    ``pattern`` before."""
    global _missed
    flags = int(flags)
    if _closed:
        return re.compile(pattern, flags)
    key = (pattern, flags)
    with _lock:
        entry = _used.get(key) or _load().get(key)
    if entry is not None:
        built = _build(pattern, entry)
        if built is not None:
            with _lock:
                _used[key] = entry
            return built
    try:
        entry = _entry(pattern, flags)
    except Exception:  # let re raise its own error for a bad pattern
        return re.compile(pattern, flags)
    built = _build(pattern, entry)
    if built is None:
        return re.compile(pattern, flags)
    with _lock:
        _used[key] = entry
        _missed = True
    return built


def save(close: bool = False) -> bool:
    """Write the patterns this process compiled, when any was missing from the file or
    the file holds patterns no longer compiled (an older version's); True when written.
    Quietly does nothing where the instance folder cannot be written. ``close``: then let go
    of what was read and compiled (a server's master, once its readers are loaded): later
    patterns compile as :func:`re.compile` does."""
    global _stored, _used, _missed, _closed
    with _lock:
        if _closed:
            return False
        compiled = _used
        changed = _missed or not _load().keys() <= compiled.keys()
        if close:
            _closed, _stored, _used = True, {}, {}
        elif changed:
            _stored, _missed = dict(compiled), False
    if not changed:
        return False
    path = cache_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                marshal.dump(compiled, out)
            os.replace(temporary, path)
        except BaseException:
            os.unlink(temporary)
            raise
    except OSError as error:
        log.debug("pattern cache not written: %s", error)
        return False
    return True
