"""A large content set is read in worker processes (``tutor.content.PARALLEL_FILES``): what it
reads, and every problem it reports in order, are those of reading it here."""

from __future__ import annotations

from pathlib import Path

import pytest

import tutor.content
from tutor.content import ContentInvalid, load_content

from .conftest import CONTENT_DIR


def _read(root: Path, parallel: bool, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(tutor.content, "PARALLEL_FILES", 0 if parallel else 10**9)
    monkeypatch.setattr(tutor.content.os, "cpu_count", lambda: 2)  # a pool even on one core
    try:
        return load_content(root)
    except ContentInvalid as exc:
        return [str(p) for p in exc.problems]


def test_read_in_workers_is_the_content_read_here(monkeypatch: pytest.MonkeyPatch):
    here = _read(CONTENT_DIR, False, monkeypatch)
    assert _read(CONTENT_DIR, True, monkeypatch) == here
    assert len(here.entries) > 300 and here.asked


def test_read_in_workers_reports_the_same_problems_in_order(
    content_copy: Path, monkeypatch: pytest.MonkeyPatch
):
    # an id of one game filed again in another, an entry of another game, a broken front
    # matter, an asked.yaml question for an entry that does not exist, a game without game.yaml
    diagonal = (content_copy / "azul/faq/diagonal.md").read_text(encoding="utf-8")
    (content_copy / "indigo/faq/diagonal.md").write_text(diagonal, encoding="utf-8")
    (content_copy / "indigo/faq/diagonal-2.md").write_text(
        diagonal.replace("id: azul.faq.diagonal", "id: azul.faq.diagonal-2"), encoding="utf-8"
    )
    tie = content_copy / "rummikub/faq/match-tie.md"
    tie.write_text(tie.read_text(encoding="utf-8").replace("game: rummikub", "game: azul"))
    (content_copy / "azul/faq/broken.md").write_text("---\nid: [\n---\n본문\n", encoding="utf-8")
    with (content_copy / "indigo/asked.yaml").open("a", encoding="utf-8") as asked:
        asked.write("indigo.faq.no-such-entry:\n  - 이거 돼요?\n")
    (content_copy / "zzz-game").mkdir()
    (content_copy / "zzz-game/game.yaml").write_text("id: [\n", encoding="utf-8")
    here = _read(content_copy, False, monkeypatch)
    assert isinstance(here, list) and len(here) >= 7, here
    assert _read(content_copy, True, monkeypatch) == here
