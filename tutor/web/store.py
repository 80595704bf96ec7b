"""Access to the content database and the searcher from inside a request."""

from __future__ import annotations

from typing import Any

from flask import abort, current_app

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
