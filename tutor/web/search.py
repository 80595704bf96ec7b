"""The search page: a question in, the answers with their sources out."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, current_app, render_template, request

from tutor import qa
from tutor.web.store import content_db

bp = Blueprint("search", __name__)


@bp.get("/search")
def search() -> Any:
    query = request.args.get("q", "")
    game = request.args.get("game") or None
    games = content_db().games()
    answer: dict[str, Any] | None = None
    message = None
    status = 200
    if query.strip():
        try:
            answer = qa.ask(current_app.config["DATABASE"], query, game=game, limit=8,
                            misses_path=current_app.config.get("MISSES_DATABASE"))
        except qa.QueryError as exc:
            message = str(exc)
            status = getattr(exc, "status", 400)
    return render_template("search.html", query=query, game=game, games=games, answer=answer,
                           message=message, source_titles=content_db().source_titles()), status
