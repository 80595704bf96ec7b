"""The step-through tutorial pages: the board after each step, drawn from the engine state."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, abort, render_template, request

from tutor.games import hint_request, render_svg
from tutor.web.inputs import parse_int
from tutor.web.store import content_db, game_with_engine_or_404

bp = Blueprint("tutorials", __name__)


def _step_number(total: int) -> int:
    n = parse_int(request.args.get("step", "0"))
    if n is None or n > total:
        abort(404)
    return n


@bp.get("/games/<game_id>/tutorials")
def index(game_id: str) -> str:
    game = game_with_engine_or_404(game_id)
    return render_template("tutorials.html", game=game,
                           tutorials=content_db().tutorials(game_id))


@bp.get("/games/<game_id>/tutorials/<slug>")
def tutorial(game_id: str, slug: str) -> str:
    game = game_with_engine_or_404(game_id)
    db = content_db()
    found = db.tutorial(game_id, slug)
    if found is None:
        abort(404)
    steps: list[dict[str, Any]] = found["steps"]
    n = _step_number(len(steps))
    step = steps[n - 1] if n else None
    state = step["state"] if step else found["initial_state"]
    highlight = {"events": step["events"], "move": step["move"],
                 "refused": not step["legal"]} if step else None
    svg = render_svg(game_id, state, names=found["names"], highlight=highlight)
    rule_entries = db.entries_by_ids(step["rule_ids"]) if step else []
    hint = hint_request(game_id, state)
    if hint is not None:
        names = found["names"]
        seat = state.get("to_move", 0)
        hint["player"] = names[seat] if 0 <= seat < len(names) else f"{seat + 1}번 자리"
    return render_template(
        "tutorial.html", game=game, tutorial=found, steps=steps, n=n, step=step, svg=svg,
        rule_entries=rule_entries, scores=state.get("scores"), hint=hint)
