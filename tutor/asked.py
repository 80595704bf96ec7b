"""``<game>/asked.yaml``: the questions players ask, by the entry that answers each.

A game's file maps entry ids to questions in the players' own words (반말, typos, no spaces,
a concrete hand, the game named or not), the data a live service collects from what is
asked. Only the search reads them, to recognise a new question that resembles the ones an
entry is known to answer (``tutor.search.asked``); a reader never sees them.

```yaml
azul.faq.diagonal:
  - 벽 점수 셀 때 대각선으로 붙은 것도 쳐줘요?
  - 대각선연결됨?
```

``<game>/asked-sets.yaml`` holds more of the same: the questions of the labelled question sets
that tune the search (``tests/search``: the development set and the tuning sets, written by
people who had read only the rules and labelled with the entry that answers each), by set
name, then entry id. It is written by ``tests/search/fold_sets.py`` from those sets, never by
hand, so that a set can be left out to measure the search on it as on unseen questions.
"""

from __future__ import annotations

import re
from collections.abc import Container
from pathlib import Path
from typing import Any

import yaml

from tutor import yamlio

MAX_QUESTION = 300  # characters


# A top-level key at the start of a line ("azul.faq.tie:" or quoted), for messages: a plain
# scan, as composing the YAML a second time cost more than reading it at 50× the content.
_KEY_LINE = re.compile(r"""^(['"]?)([^\s#'"\-][^'"]*?)\1[ \t]*:""", re.M)


def _key_lines(text: str) -> dict[str, int]:
    """The line of each top-level key (1-based)."""
    lines: dict[str, int] = {}
    for match in _KEY_LINE.finditer(text):
        lines.setdefault(match.group(2), text.count("\n", 0, match.start()) + 1)
    return lines


def _read(path: Path, report: Any) -> tuple[str, Any] | None:
    """A file's text and its YAML, or None (reported)."""
    try:
        text = path.read_text(encoding="utf-8").removeprefix("\ufeff")
    except (OSError, UnicodeDecodeError):
        report(1, "파일을 UTF-8로 읽을 수 없습니다")
        return None
    try:
        return text, yamlio.load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        report(mark.line + 1 if mark else 1, f"YAML 오류: {getattr(exc, 'problem', exc)}")
        return None


def load_asked(
    path: Path,
    game: str,
    entries: Container[str],
    report: Any,
    filed: dict[str, str] | None = None,
) -> dict[str, list[str]]:
    """Read one ``asked.yaml``: the questions by entry id, for ids of ``entries`` of ``game``.
    Every problem goes to ``report(line, message)``. ``filed`` (each question, compact → the
    entry it is filed under) is shared with ``load_asked_sets`` when both files are read."""
    read = _read(path, report)
    if read is None or read[1] is None:
        return {}
    text, data = read
    if not isinstance(data, dict):
        report(1, "asked.yaml은 항목 id에서 질문 목록으로 가는 YAML 매핑이어야 합니다")
        return {}
    asked: dict[str, list[str]] = {}
    _file(data, _key_lines(text), game, entries, report, {} if filed is None else filed, asked)
    return asked


def load_asked_sets(
    path: Path,
    game: str,
    entries: Container[str],
    report: Any,
    filed: dict[str, str],
    asked: dict[str, list[str]],
) -> None:
    """Read ``asked-sets.yaml`` into ``asked``: the labelled question sets' questions (set name →
    entry id → questions), filed like ``asked.yaml``'s; a question already filed (``filed``,
    from ``asked.yaml``) under another entry is a problem, as within one file."""
    read = _read(path, report)
    if read is None or read[1] is None:
        return
    text, data = read
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        report(
            1,
            "asked-sets.yaml은 세트 이름에서 (항목 id → 질문 목록) 매핑으로 가는 매핑이어야 합니다",
        )
        return
    lines = _key_lines(text)
    for name, by_entry in data.items():
        line = lines.get(str(name), 1)
        _file(by_entry, {}, game, entries, lambda _l, m, line=line: report(line, m), filed, asked)


def _file(
    data: dict[Any, Any],
    lines: dict[str, int],
    game: str,
    entries: Container[str],
    report: Any,
    filed: dict[str, str],
    asked: dict[str, list[str]],
) -> None:
    """File each entry's questions into ``asked``, checked."""
    # here, not at the top: importing the search package loads the searcher, which reading
    # content (tutor.content imports this module) does not otherwise need
    from tutor.search.normalize import compact

    # ``filed``: each question (as the search compares them: normalised, without spaces) → the
    # entry it is filed under. One that two entries answer equally belongs to neither (the
    # model learns from each question that its entry, and no other, answers it).
    for key, questions in data.items():
        entry_id = str(key)
        line = lines.get(entry_id, 1)
        if not entry_id.startswith(f"{game}."):
            report(line, f"'{entry_id}'는 이 게임({game})의 항목 id가 아닙니다")
            continue
        if entry_id not in entries:
            report(line, f"'{entry_id}'에 해당하는 항목이 없습니다")
            continue
        if not isinstance(questions, list) or not questions:
            report(line, f"'{entry_id}'의 값은 질문(문자열) 목록이어야 합니다")
            continue
        kept = asked.setdefault(entry_id, [])
        for question in questions:
            if not isinstance(question, str | int | float) or isinstance(question, bool):
                report(line, f"'{entry_id}'의 질문은 문자열이어야 합니다")
                continue
            said = " ".join(str(question).split())
            if not said:
                report(line, f"'{entry_id}'에 빈 질문이 있습니다")
            elif len(said) > MAX_QUESTION:
                report(line, f"'{entry_id}'의 질문이 {MAX_QUESTION}자를 넘습니다")
            elif (other := filed.setdefault(compact(said), entry_id)) != entry_id:
                report(
                    line,
                    f"질문 '{said}'이(가) '{other}'에도 있습니다: 두 항목이 똑같이 답하는 "
                    "질문은 어느 쪽에도 두지 않습니다",
                )
            elif said not in kept:
                kept.append(said)
