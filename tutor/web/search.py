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
    links: dict[str, list[dict[str, str]]] = {}
    if answer:
        db = content_db()
        wanted = {r["id"] for r in answer["results"]}
        for result in answer["results"]:
            wanted.update(result.get("rule_ids") or [])
            wanted.update((result.get("related") or [])[:3])
        by_id = {e["id"]: e for e in db.entries_by_ids(sorted(wanted))}  # one query
        for result in answer["results"]:
            if result.get("kind") == "tutorial-step":
                continue
            linked = list(result.get("rule_ids") or []) + list(result.get("related") or [])[:3]
            items = [{"url": by_id[i]["url"], "title": by_id[i]["question"] or by_id[i]["title"]}
                     for i in linked if i in by_id and i != result["id"]]
            entry = by_id.get(result["id"])
            if entry and entry["example"]:
                items.insert(0, {"url": f"{entry['url']}#ex-title", "title": "보드에서 보기"})
            items += [{"url": s["url"], "title": s.get("title") or "튜토리얼 단계"}
                      for s in result.get("tutorial_steps") or [] if isinstance(s, dict)]
            links[result["id"]] = items
    return render_template("search.html", query=query, game=game, games=games, answer=answer,
                           message=message, links=links), status
