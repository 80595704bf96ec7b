"""The JSON API (INTERFACE.md): games, answers, tutorials, play, Rummikub hints."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, current_app, jsonify, request

from tutor import play as play_service
from tutor import qa
from tutor.games import GAME_IDS
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
    return Response(state.reason, status=503, mimetype="text/plain",
                    headers={"Cache-Control": "no-store"})


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
    return jsonify([{
        "id": g["id"], "name": g["name"], "name_en": g["name_en"],
        "min_players": g["min_players"], "max_players": g["max_players"],
        "summary": g["summary"], "url": f"/games/{g['id']}",
    } for g in content_db().games()])


@bp.get("/api/ask")
def ask() -> Any:
    query = request.args.get("q", "")
    game = request.args.get("game") or None
    limit = query_int("limit", 5, 1, 20)
    try:
        return jsonify(qa.ask(current_app.config["DATABASE"], query, game=game, limit=limit,
                              misses_path=current_app.config.get("MISSES_DATABASE")))
    except qa.QueryError as exc:
        return error(str(exc), getattr(exc, "status", 400))


@bp.get("/api/suggest")
def suggest() -> Any:
    prefix = request.args.get("q", "")
    game = request.args.get("game") or None
    if game is not None and game not in GAME_IDS:
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
    return jsonify({
        "game": game_id, "slug": slug, "title": found["title"], "summary": found["summary"],
        "players": found["players"], "names": found["names"], "ok": True,
        "initial_state": found["initial_state"],
        "steps": [{
            "n": s["n"], "actor": s["actor"], "move": s["move"], "move_text": s["move_text"],
            "narration": s["narration"], "rule_ids": s["rule_ids"], "legal": s["legal"],
            "events": s["events"], "violation": s["violation"], "state": s["state"],
        } for s in found["steps"]],
    })


@bp.post("/api/play/<game_id>")
def play(game_id: str) -> Any:
    body = json_body()
    status, payload = play_service.play(game_id, body)
    return jsonify(payload), status


@bp.post("/api/rummikub/hint")
def rummikub_hint() -> Any:
    from tutor.games.rummikub.hint import HintInputError, HintRejected, hint

    body = json_body()
    if not isinstance(body, dict):
        return error("요청 본문은 JSON 객체여야 합니다.", 400)
    rack, table, initial = body.get("rack"), body.get("table", []), body.get("initial", False)
    if not isinstance(rack, list) or not all(isinstance(t, str) for t in rack):
        return error("rack은 타일 문자열의 목록이어야 합니다. 예: [\"r5\", \"j\"]", 400)
    if not isinstance(table, list) or not all(
            isinstance(s, list) and all(isinstance(t, str) for t in s) for s in table):
        return error("table은 세트(타일 문자열 목록)의 목록이어야 합니다.", 400)
    if not isinstance(initial, bool):
        return error("initial은 true 또는 false여야 합니다.", 400)
    if len(rack) > 106 or sum(len(s) for s in table) > 106:
        return error("타일이 너무 많습니다. 루미큐브 타일은 모두 106개입니다.", 400)
    try:
        return jsonify(hint(rack, table, initial=initial))
    except HintInputError as exc:
        return error(str(exc), 400)
    except HintRejected:
        current_app.logger.exception("hint refused by the engine")
        return error("이 위치에서 규칙 엔진이 확인한 힌트를 찾지 못했습니다. 직접 테이블을 "
                     "고쳐 판정을 받아 보세요.", 422)
