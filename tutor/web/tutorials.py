"""The step-through tutorial pages: the board after each step, drawn from the engine state.

A step is a plain page (``?step=N``) that works without JavaScript. The page's script asks
``/games/<id>/tutorials/<slug>/steps/<n>`` for the next step's parts as JSON (the same
macros render both), swaps them in and pushes the step's page address, so the board stays
where it is and every step keeps its own shareable link.
"""

from __future__ import annotations

import re
from typing import Any

from flask import (
    Blueprint,
    abort,
    get_template_attribute,
    jsonify,
    render_template,
    request,
    url_for,
)
from werkzeug.wrappers import Response

from tutor.games import hint_request, render_svg
from tutor.korean import josa
from tutor.scenarios import EVENT_TABLE_FROM, event_rows, signed_points, step_heading
from tutor.web.inputs import parse_int
from tutor.web.store import content_db, game_with_engine_or_404

bp = Blueprint("tutorials", __name__)

#: The page parts a step changes, each a macro of ``tutorial_parts.html``.
PARTS = ("board", "text", "controls")
#: A board this much taller than wide (Summer Pavilion's players' boards under the factories:
#: 2.5 for two players, 3.4 for three; not Azul's 1.8) is drawn at the page's full width in a
#: window that scrolls, rather than shrunk until all of it fits the screen (the three-player
#: board was 155 px wide on a 390 px phone, its numbers unreadable).
TALL = 2.2
#: A board this much taller than wide (Azul's two players under the factories: 1.8) is drawn so
#: on a phone only: shrunk into the phone's screen its tiles, which a person taps to try a
#: move, were 19 px (a target is at least 24 px, WCAG 2.5.8); at the full width they are 25.
PHONE_TALL = 1.5
VIEW_BOX = re.compile(r'viewBox="0 0 ([0-9.]+) ([0-9.]+)"')


def _height_ratio(svg: str) -> float:
    found = VIEW_BOX.search(svg)
    return float(found.group(2)) / float(found.group(1)) if found and float(found.group(1)) else 0


@bp.app_template_test("tall")
def is_tall(svg: str) -> bool:
    """Whether the drawing's view box is at least :data:`TALL` times as high as wide."""
    return _height_ratio(svg) >= TALL


def is_phone_tall(svg: str) -> bool:
    """Whether the drawing is tall on a phone only (:data:`PHONE_TALL`)."""
    return PHONE_TALL <= _height_ratio(svg) < TALL


def _step_number(total: int) -> int:
    n = parse_int(request.args.get("step", "0"))
    if n is None or n > total:
        abort(404)
    return n


@bp.app_template_filter("signed_points")
def _signed_points(points: int) -> str:
    return signed_points(points)


@bp.get("/games/<game_id>/tutorials")
def index(game_id: str) -> str:
    game = game_with_engine_or_404(game_id)
    return render_template("tutorials.html", game=game, tutorials=content_db().tutorials(game_id))


def _next_tutorial(game_id: str, slug: str) -> dict[str, Any] | None:
    """The tutorial to offer after the last step: the next one of this game, else the
    first one of the games after it (in the site's order, wrapping round)."""
    db = content_db()
    own = db.tutorials(game_id)
    slugs = [t["slug"] for t in own]
    if slug in slugs and slugs.index(slug) + 1 < len(own):
        following = dict(own[slugs.index(slug) + 1])
        following["game_name"] = None
        return following
    games = [g for g in db.games() if g.get("engine", 1)]
    ids = [g["id"] for g in games]
    start = ids.index(game_id) + 1 if game_id in ids else 0
    for game in games[start:] + games[:start]:
        if game["id"] == game_id:
            continue
        found = db.tutorials(game["id"])
        if found:
            other = dict(found[0])
            other["game_name"] = game["name"]
            return other
    return None


def _step_context(game_id: str, slug: str, n: int | None) -> dict[str, Any]:
    """Everything the page and its parts need for step ``n`` (None: from the query)."""
    game = game_with_engine_or_404(game_id)
    db = content_db()
    found = db.tutorial(game_id, slug)
    if found is None:
        abort(404)
    steps: list[dict[str, Any]] = found["steps"]
    if n is None:
        n = _step_number(len(steps))
    elif not 0 <= n <= len(steps):
        abort(404)
    step = steps[n - 1] if n else None
    state = step["state"] if step else found["initial_state"]
    names: list[str] = found["names"]
    # a tutorial's board is only looked at (trying a move is on the play page): no prompt to
    # choose a piece
    highlight: dict[str, Any] = (
        {"events": step["events"], "move": step["move"], "refused": not step["legal"]}
        if step
        else {}
    )
    highlight["static"] = True
    svg = render_svg(game_id, state, names=names, highlight=highlight)
    hint = hint_request(game_id, state)
    if hint is not None:
        seat = state.get("to_move", 0)
        hint["player"] = names[seat] if 0 <= seat < len(names) else f"{seat + 1}번 자리"
    last = n == len(steps)
    return {
        "game": game,
        "tutorial": found,
        "steps": steps,
        "n": n,
        "step": step,
        "svg": svg,
        "tall": is_tall(svg),
        "phone_tall": is_phone_tall(svg),
        "rule_entries": db.entries_by_ids(step["rule_ids"]) if step else [],
        "scores": state.get("scores"),
        "hint": hint,
        "heading": step_heading(step["actor"], step["move_text"]) if step else "시작 전",
        "headings": [step_heading(s["actor"], s["move_text"]) for s in steps],
        "rows": event_rows(step["events"], names) if step else [],
        "as_table": step is not None and len(step["events"]) >= EVENT_TABLE_FROM,
        "next_tutorial": _next_tutorial(game_id, slug) if last else None,
        "cast": josa("·".join(names), "이", "가"),  # 수진·창환·보람이
        # trying a move from here: the reader takes the seat to move, the computer the others
        # (one person learning alone is not asked to pass the device to a tutorial's character)
        "try_ai": ""
        if state.get("to_move") is None
        else ",".join(str(s) for s in range(len(names)) if s != state["to_move"]),
    }


def _page_title(ctx: dict[str, Any]) -> str:
    """The document title, as ``tutorial.html``'s title block writes it."""
    step = f" · 장면 {ctx['n']}" if ctx["n"] else ""
    return f"{ctx['tutorial']['title']}{step} · {ctx['game']['name']} · 룰튜터"


@bp.get("/games/<game_id>/tutorials/<slug>")
def tutorial(game_id: str, slug: str) -> str:
    context = _step_context(game_id, slug, None)
    return render_template("tutorial.html", c=context, game=context["game"])


@bp.get("/games/<game_id>/tutorials/<slug>/steps/<int:n>")
def step_parts(game_id: str, slug: str, n: int) -> Response:
    """One step's changing parts as HTML in JSON, for the page's script."""
    ctx = _step_context(game_id, slug, n)
    parts = {name: str(get_template_attribute("tutorial_parts.html", name)(ctx)) for name in PARTS}
    return jsonify(
        {
            "n": ctx["n"],
            "total": len(ctx["steps"]),
            "title": _page_title(ctx),
            "url": url_for("tutorials.tutorial", game_id=game_id, slug=slug, step=ctx["n"]),
            "parts": parts,
        }
    )
