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
