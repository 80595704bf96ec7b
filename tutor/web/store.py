"""Access to the content database and the searcher from inside a request."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from flask import abort, current_app

from tutor import qa, qa_computed
from tutor.db import ContentDB


def content_db() -> ContentDB:
    return ContentDB(current_app.config["DATABASE"])


def game_or_404(game_id: str) -> dict[str, Any]:
    game = content_db().game(game_id)
    if game is None:
        abort(404)
    return game


def game_with_engine_or_404(game_id: str) -> dict[str, Any]:
    """The game, for pages that need its rules engine (tutorials, play): 404 for a
    content-only game, whose rules and FAQ pages still exist."""
    game = game_or_404(game_id)
    if not game.get("engine", 1):
        abort(404)
    return game


def answer(
    query: str,
    game: str | None,
    limit: int,
    boost: Iterable[str] = (),
    refused: Iterable[str] = (),
) -> dict[str, Any]:
    """What a reader gets for a question (``/api/ask`` and the search page): the search of
    this app's database, its misses kept, the rule behind an engine-computed verdict
    favoured, and that verdict beside the results (:func:`tutor.qa_computed.extend`).
    ``boost``, ``refused``: the place asked from (:meth:`tutor.search.Searcher.ask`).
    Raises :class:`tutor.qa.QueryError` for a question that cannot be asked."""
    return qa_computed.extend(
        qa.ask(
            current_app.config["DATABASE"],
            query,
            game=game,
            limit=limit,
            misses_path=current_app.config.get("MISSES_DATABASE"),
            boost=boost,
            decide=qa_computed.deciding_rules,
            refused=refused,
        ),
        asked=game,
    )
