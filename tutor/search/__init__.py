"""Korean question answering over the content database (issue 3).

Public interface used by ``tutor build``, the CLI and the web app:
- ``build_index(db)``: add the search tables to a freshly built database;
- ``Searcher(db_path, misses_path=None)``: ``ask``, ``suggest``;
- ``QueryError(message_ko, status)``: bad input (400 empty/over-long, 404 unknown game);
- ``list_misses(path, limit=50)``: questions without a good answer, for content authors;
- ``list_reports(path, limit=50)``: what readers said of the answers they were shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.search.misses import list_misses, list_reports
from tutor.search.searcher import QueryError, Searcher

if TYPE_CHECKING:
    import sqlite_utils

    from tutor.search.asked import Learning


def build_index(db: sqlite_utils.Database, learning: Learning | None = None) -> None:
    """Add the search tables to a built database (see ``tutor.search.index``)."""
    from tutor.search.index import build_index as build

    build(db, learning=learning)


__all__ = ["QueryError", "Searcher", "build_index", "list_misses", "list_reports"]
