"""Reading pages: home, a game's quick start and rules section by section, one rule, the
FAQ, and the printable player aid."""

from __future__ import annotations

import functools
import html
import json
import re
import sqlite3
from typing import Any

from flask import Blueprint, Response, abort, redirect, render_template, url_for
from werkzeug.wrappers import Response as WerkzeugResponse

from tutor.content import KIND_NAMES
from tutor.db import DatabaseUnavailable
from tutor.games import render_svg
from tutor.scenarios import show_example
from tutor.web.store import content_db, game_or_404

bp = Blueprint("pages", __name__)


@bp.app_context_processor
def globals_for_templates() -> dict[str, Any]:
    return {"kind_names": KIND_NAMES, "nav_games": _nav_games}


OWN_SUMMARY = {"title": "룰튜터 규칙 정리 (공식 규칙을 바탕으로 다시 씀)", "page": None}


@bp.app_template_filter("reader_sources")
def reader_sources(sources: Any) -> list[dict[str, Any]]:
    """The sources a reader is shown: the official rulebooks (with their pages). The team's
    summaries and research notes are where the content came from, not something a reader
    can open; an entry resting on them alone is shown as this site's own summary."""
    official = [s for s in sources or [] if isinstance(s, dict) and s.get("kind") == "rulebook"]
    return official or [OWN_SUMMARY]


# How players ask about a rule, shown under it: the Korean ways (an alias in Latin letters
# only, "surround bonus", is a search key, not how a reader asks), at most this many.
SHOWN_ASKED = 8
LATIN_ONLY = re.compile(r"^[\x20-\x7e]+$")


@bp.app_template_filter("reader_aliases")
def reader_aliases(aliases: Any, kind: str) -> list[str]:
    """The aliases a reader is shown: a term's other names all (joker beside 조커 is its name
    in English); a rule's or FAQ's Korean ways of asking, the first ``SHOWN_ASKED``."""
    names = [str(a) for a in aliases or []]
    if kind == "term":
        return names
    return [a for a in names if not LATIN_ONLY.match(a)][:SHOWN_ASKED]


def _nav_games() -> list[dict[str, str]]:
    """The games in the site's navigation, from the content database; none while the
    database cannot be read (the error page that says so still renders)."""
    try:
        return [
            {"id": g["id"], "name": g.get("short_name") or g["name"]} for g in content_db().games()
        ]
    except (DatabaseUnavailable, sqlite3.Error):
        return []


# Crawlers read the rules, tutorials and answers; they stay out of played games (every game
# page is its own position) and out of the search (every question is its own page).
ROBOTS = "User-agent: *\nDisallow: /games/*/play\nDisallow: /search\nDisallow: /api/\n"


@bp.get("/robots.txt")
def robots() -> Response:
    return Response(ROBOTS, mimetype="text/plain")


@bp.get("/")
def home() -> str:
    db = content_db()
    games = db.games()
    counts = {
        g["id"]: {"faq": len(db.entries(g["id"], "faq")), "tutorials": db.tutorials(g["id"])}
        for g in games
    }
    return render_template("home.html", games=games, counts=counts)


@bp.get("/games/<game_id>")
def game(game_id: str) -> str:
    game = game_or_404(game_id)
    db = content_db()
    entries = [e for e in db.entries(game_id) if e["kind"] != "faq"]
    sections = []
    for section in game["sections"]:
        items = sorted(
            (e for e in entries if e["section"] == section["id"]), key=lambda e: (e["ord"], e["id"])
        )
        if items:
            sections.append({**section, "entries": items})
    quickstart = db.quickstart(game_id)
    return render_template(
        "game.html",
        game=game,
        sections=sections,
        faq_count=len(db.entries(game_id, "faq")),
        tutorials=db.tutorials(game_id),
        quickstart=quickstart,
        boards=_card_boards(game_id, quickstart),
    )


def _card_boards(game_id: str, quickstart: dict[str, Any] | None) -> dict[str, str]:
    """card id → its board as SVG, the move the card is about marked (the position after
    it; a refused move on the position it was tried in)."""
    boards: dict[str, str] = {}
    for card in (quickstart or {}).get("cards", []):
        board = card.get("board")
        if board:
            boards[card["id"]] = render_svg(
                game_id,
                board["state"],
                names=board["names"] or None,
                highlight={
                    "move": board["move"],
                    "events": board["events"],
                    "refused": not board["legal"],
                    "static": True,  # a card's board is looked at: nobody is asked to choose
                },
            )
    return boards


@bp.get("/games/<game_id>/rules")
def rules(game_id: str) -> WerkzeugResponse:
    """The rules' own address (a rule's page with its id taken off): the game's page, at
    its full rules."""
    game_or_404(game_id)
    return redirect(url_for("pages.game", game_id=game_id, _anchor="rules-title"), 302)


@bp.get("/games/<game_id>/aid")
def aid(game_id: str) -> str:
    """The player aid: one printable page (turn, scoring, end, three common mistakes)."""
    game = game_or_404(game_id)
    quickstart = content_db().quickstart(game_id)
    if not quickstart or not quickstart.get("aid"):
        abort(404)
    shown = quickstart["aid"]
    card = next((c for c in quickstart["cards"] if c["id"] == shown.get("board")), None)
    board = _card_boards(game_id, {"cards": [card]}).get(card["id"]) if card else None
    return render_template("aid.html", game=game, aid=shown, card=card, board=board)


_PART = re.compile(r'<(g|rect|circle|polygon|path)\b([^>]*\sdata-pick="([^"]*)"[^>]*)>')


def mark_move(svg: str, move: Any) -> str:
    """The parts of a drawn position that a move uses, marked (class ``move-part``): every
    pickable part (``data-pick``, see :func:`tutor.games.render_svg`) whose fields all equal
    the move's, e.g. the factory tiles of ``{"source": 0, "colour": "blue", "line": 2}`` and
    the mover's pattern line 2. A board without pickable parts is returned unchanged."""
    if not isinstance(move, dict):
        return svg

    def mark(match: re.Match[str]) -> str:
        tag, attributes, pick = match.groups()
        try:
            fields = json.loads(html.unescape(pick))
        except ValueError:
            return match.group(0)
        if not (
            isinstance(fields, dict)
            and fields
            and all(key in move and move[key] == value for key, value in fields.items())
        ):
            return match.group(0)
        if ' class="' in attributes:
            attributes = attributes.replace(' class="', ' class="move-part ', 1)
        else:
            attributes = ' class="move-part"' + attributes
        return f"<{tag}{attributes}>"

    return _PART.sub(mark, svg)


def example_boards(game_id: str, spec: dict[str, Any] | None) -> dict[str, Any] | None:
    """An example (an FAQ's, or the position a computed answer was played on) as it is drawn
    (templates/macros.html ``before_after``): what :func:`show_example` says of it
    (``example``), the position before the move (``board``: a refused move marked on it), the
    position after it with the move's changes (``after``: None when refused) and whether the
    move's parts are marked on the first (``marked``); None when there is none to draw.

    Drawn once per example and process (a replay of up to a game's moves and two boards, about
    3 ms, on every view of a rule page or an answer card): it depends on the engine and the
    example alone. The templates only read it."""
    return _drawn(game_id, json.dumps(spec, sort_keys=True)) if spec else None


@functools.lru_cache(maxsize=512)
def _drawn(game_id: str, spec_json: str) -> dict[str, Any] | None:
    example = show_example(game_id, json.loads(spec_json))
    if example is None:
        return None
    refused = example["legal"] is False
    board = mark_move(
        render_svg(
            game_id,
            example["state"],
            names=example["names"],
            highlight={"move": example["move"], "events": [], "refused": True, "static": True}
            if refused
            else {"static": True},
        ),
        example["move"],
    )
    after = None
    if example["after"] is not None:
        after = render_svg(
            game_id,
            example["after"],
            names=example["names"],
            highlight={"move": example["move"], "events": example["events"], "static": True},
        )
    marked = 'class="move-part' in board
    return {"example": example, "board": board, "after": after, "marked": marked}


@bp.get("/games/<game_id>/rules/<entry_id>")
def rule(game_id: str, entry_id: str) -> str:
    game = game_or_404(game_id)
    db = content_db()
    entry = db.entry(entry_id)
    if entry is None or entry["game"] != game_id:
        abort(404)
    rules = db.entries_by_ids(entry["rule_ids"])
    related = db.entries_by_ids(entry["related"])
    seen = {e["id"] for e in related} | {entry_id}
    related += [e for e in db.referring(entry_id) if e["id"] not in seen]
    return render_template(
        "rule.html",
        game=game,
        entry=entry,
        rules=rules,
        related=related,
        faqs=db.faqs_for(entry_id),
        steps=db.steps_teaching(entry_id),
        drawn=example_boards(game_id, entry["example"]),
    )


@bp.get("/games/<game_id>/faq")
def faq(game_id: str) -> str:
    game = game_or_404(game_id)
    faqs = content_db().entries(game_id, "faq")
    groups = []
    for section in game["sections"]:
        items = [f for f in faqs if f["section"] == section["id"]]
        if items:
            groups.append({**section, "entries": items})
    return render_template("faq.html", game=game, groups=groups, total=len(faqs))
