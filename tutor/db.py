"""Read access to the built content database, shared by the web app and the CLI.

Each call opens a short read-only connection, so a build that atomically replaces the
file is picked up by the next call while calls in flight finish on the old file.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

JSON_COLUMNS = {"aliases", "sections", "phrasings", "related", "rule_ids", "sources", "example",
                "names", "options", "setup", "initial_state", "steps"}


class DatabaseMissing(RuntimeError):
    pass


def _decode(row: sqlite3.Row) -> dict[str, Any]:
    out = dict(row)
    for key in JSON_COLUMNS & out.keys():
        if isinstance(out[key], str):
            out[key] = json.loads(out[key])
    return out


class ContentDB:
    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)

    def exists(self) -> bool:
        return self.path.is_file()

    @contextmanager
    def connect(self) -> Iterator[sqlite3.Connection]:
        if not self.path.is_file():
            raise DatabaseMissing(str(self.path))
        conn = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, check_same_thread=False)
        conn.row_factory = sqlite3.Row
        try:
            yield conn
        finally:
            conn.close()

    def _all(self, sql: str, params: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        with self.connect() as conn:
            return [_decode(r) for r in conn.execute(sql, params).fetchall()]

    def _one(self, sql: str, params: tuple[Any, ...] = ()) -> dict[str, Any] | None:
        rows = self._all(sql, params)
        return rows[0] if rows else None

    # games
    def games(self) -> list[dict[str, Any]]:
        return self._all("SELECT * FROM games ORDER BY position")

    def game(self, game_id: str) -> dict[str, Any] | None:
        return self._one("SELECT * FROM games WHERE id = ?", (game_id,))

    def source_titles(self) -> dict[str, str]:
        return {s["id"]: s["title"] for s in self._all("SELECT id, title FROM sources")}

    # entries
    def entries(self, game_id: str, kind: str | None = None) -> list[dict[str, Any]]:
        if kind is None:
            return self._all("SELECT * FROM entries WHERE game = ? ORDER BY ord, id", (game_id,))
        return self._all("SELECT * FROM entries WHERE game = ? AND kind = ? ORDER BY ord, id",
                         (game_id, kind))

    def entry(self, entry_id: str) -> dict[str, Any] | None:
        return self._one("SELECT * FROM entries WHERE id = ?", (entry_id,))

    def entries_by_ids(self, ids: list[str]) -> list[dict[str, Any]]:
        if not ids:
            return []
        marks = ",".join("?" * len(ids))
        found = {e["id"]: e for e in self._all(f"SELECT * FROM entries WHERE id IN ({marks})",
                                               tuple(ids))}
        return [found[i] for i in ids if i in found]

    def faqs_for(self, entry_id: str) -> list[dict[str, Any]]:
        """FAQ entries answered by this rule."""
        return self._all(
            "SELECT e.* FROM links l JOIN entries e ON e.id = l.src "
            "WHERE l.dst = ? AND l.kind = 'rule' AND e.kind = 'faq' ORDER BY e.ord, e.id",
            (entry_id,))

    def referring(self, entry_id: str) -> list[dict[str, Any]]:
        """Entries (not FAQs) that name this one as related."""
        return self._all(
            "SELECT DISTINCT e.* FROM links l JOIN entries e ON e.id = l.src "
            "WHERE l.dst = ? AND l.kind = 'related' AND e.kind != 'faq' ORDER BY e.ord, e.id",
            (entry_id,))

    def all_entry_ids(self) -> list[tuple[str, str]]:
        with self.connect() as conn:
            return [(r["game"], r["id"]) for r in conn.execute("SELECT game, id FROM entries")]

    # tutorials
    def tutorials(self, game_id: str) -> list[dict[str, Any]]:
        return self._all("SELECT id, game, slug, title, summary, players, names, url "
                         "FROM tutorials WHERE game = ? ORDER BY slug", (game_id,))

    def tutorial(self, game_id: str, slug: str) -> dict[str, Any] | None:
        return self._one("SELECT * FROM tutorials WHERE game = ? AND slug = ?", (game_id, slug))

    def steps_teaching(self, rule_id: str) -> list[dict[str, Any]]:
        """Tutorial steps whose rule ids include ``rule_id``."""
        return self._all(
            "SELECT s.* FROM tutorial_steps s, json_each(s.rule_ids) j WHERE j.value = ? "
            "ORDER BY s.game, s.slug, s.n", (rule_id,))
