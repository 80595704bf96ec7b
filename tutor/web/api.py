"""The JSON API (INTERFACE.md): games, answers, tutorials, play, hints; names no game."""

from __future__ import annotations

from functools import partial
from typing import Any

from flask import Blueprint, Response, current_app, jsonify, request

from tutor import games as registry
from tutor import play as play_service
from tutor import qa
from tutor.engine import HintInputError, HintRejected
from tutor.games import GAME_IDS, hint_module
from tutor.web import store
from tutor.web.inputs import json_body, query_int
from tutor.web.store import content_db

bp = Blueprint("api", __name__)


def error(message: str, status: int) -> tuple[Response, int]:
    return jsonify({"error": message}), status


@bp.get("/favicon.ico")
def favicon() -> Response:
    return current_app.send_static_file("favicon.svg")


@bp.get("/healthz")
def healthz() -> Response:
    """Ready to serve: 200 ``ok`` only when the content database opens, passes SQLite's
    quick check and has its tables (examined once per file version, then one ``stat``);
    else 503 with the reason in Korean."""
    from tutor.db import health

    state = health(current_app.config["DATABASE"])
    if state.ok:
        return Response("ok", mimetype="text/plain")
    return Response(
        state.reason, status=503, mimetype="text/plain", headers={"Cache-Control": "no-store"}
    )


@bp.get("/livez")
def livez() -> Response:
    """The process is alive and answering (for the process manager): always 200 ``ok``."""
    return Response("ok", mimetype="text/plain")


@bp.get("/api/openapi.json")
def openapi() -> Response:
    from tutor.web.openapi import spec

    return jsonify(spec())


@bp.get("/api/games")
def games() -> Response:
    return jsonify(
        [
            {
                "id": g["id"],
                "name": g["name"],
                "name_en": g["name_en"],
                "min_players": g["min_players"],
                "max_players": g["max_players"],
                "summary": g["summary"],
                "url": f"/games/{g['id']}",
            }
            for g in content_db().games()
        ]
    )


@bp.get("/api/ask")
def ask() -> Any:
    query = request.args.get("q", "")
    game = request.args.get("game") or None
    limit = query_int("limit", 5, 1, 20)
    try:
        # each result also names its sources as a reader knows them (``reader_sources``), and
        # a case the engine can decide carries its verdict (``computed``)
        return jsonify(store.answer(query, game, limit))
    except qa.QueryError as exc:
        return error(str(exc), getattr(exc, "status", 400))


@bp.post("/api/feedback")
def feedback() -> Any:
    """A reader's word on the first answer to a question (the search page's 「이 답이 질문에
    맞나요?」): ``{"query", "game"?, "entry_id", "helpful"}`` → ``{"recorded": true}``."""
    from tutor.web.search import RULE_ID, Place, keep_word

    body = json_body()
    if not isinstance(body, dict):
        return error("요청 본문은 JSON 객체여야 합니다.", 400)
    query, game, entry, helpful = (
        body.get("query"),
        body.get("game"),
        body.get("entry_id"),
        body.get("helpful"),
    )
    if not isinstance(query, str):
        return error("query는 질문 문자열이어야 합니다.", 400)
    if game is not None and not isinstance(game, str):
        return error("game은 게임 id 문자열이어야 합니다.", 400)
    if not isinstance(entry, str) or not RULE_ID.match(entry):
        return error("entry_id는 보여 준 답의 항목 id여야 합니다.", 400)
    if not isinstance(helpful, bool):
        return error("helpful은 true(답이 맞음) 또는 false(맞지 않음)여야 합니다.", 400)
    if not keep_word(query, game or None, Place(), entry, "right" if helpful else "wrong"):
        return error("의견을 지금 저장하지 못했습니다. 잠시 후 다시 보내 주세요.", 503)
    return jsonify({"recorded": True})


@bp.get("/api/suggest")
def suggest() -> Any:
    prefix = request.args.get("q", "")
    game = request.args.get("game") or None
    if game is not None and content_db().game(game) is None:
        return error(f"'{game}'라는 게임은 없습니다.", 404)
    if len(prefix) > current_app.config["MAX_QUERY_LENGTH"]:
        return error("검색어가 너무 깁니다.", 400)
    if not prefix.strip():
        return jsonify({"query": prefix, "suggestions": []})
    try:
        found = qa.suggest(current_app.config["DATABASE"], prefix, game=game)
    except qa.QueryError as exc:
        return error(str(exc), getattr(exc, "status", 400))
    return jsonify({"query": prefix, "suggestions": found})


@bp.get("/api/tutorials/<game_id>/<slug>")
def tutorial(game_id: str, slug: str) -> Any:
    if game_id not in GAME_IDS:
        return error(f"'{game_id}'라는 게임은 없습니다.", 404)
    found = content_db().tutorial(game_id, slug)
    if found is None:
        return error(f"'{game_id}/{slug}' 튜토리얼이 없습니다.", 404)
    return jsonify(
        {
            "game": game_id,
            "slug": slug,
            "title": found["title"],
            "summary": found["summary"],
            "players": found["players"],
            "names": found["names"],
            "ok": True,
            "initial_state": found["initial_state"],
            "steps": [
                {
                    "n": s["n"],
                    "actor": s["actor"],
                    "move": s["move"],
                    "move_text": s["move_text"],
                    "narration": s["narration"],
                    "rule_ids": s["rule_ids"],
                    "legal": s["legal"],
                    "events": s["events"],
                    "violation": s["violation"],
                    "state": s["state"],
                }
                for s in found["steps"]
            ],
        }
    )


@bp.post("/api/play/<game_id>")
def play(game_id: str) -> Any:
    body = json_body()
    status, payload = play_service.play(game_id, body)
    return jsonify(payload), status


@bp.post("/api/games/<game_id>/hint")
def game_hint(game_id: str) -> Any:
    hints = hint_module(game_id)
    if hints is None:
        if game_id not in GAME_IDS:
            return error(f"'{game_id}'라는 게임은 없습니다.", 404)
        return error("이 게임에는 힌트가 없습니다.", 404)
    body = json_body()
    try:
        return jsonify(hints.answer(body))
    except HintInputError as exc:
        return error(str(exc), 400)
    except HintRejected:
        current_app.logger.exception("hint refused by the engine")
        return error(
            "이 위치에서 규칙 엔진이 확인한 힌트를 찾지 못했습니다. 직접 테이블을 "
            "고쳐 판정을 받아 보세요.",
            422,
        )


def register_hint_aliases(app: Any) -> None:
    """The older hint paths a game lists (``Game.hint_aliases``), served as its hint."""
    for game in registry.games():
        for path in game.hint_aliases:
            app.add_url_rule(
                path,
                endpoint=f"hint-alias:{path}",
                methods=["POST"],
                view_func=partial(game_hint, game.id),
            )
