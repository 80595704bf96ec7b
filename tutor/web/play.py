"""직접 해보기: play any position, try any move, get the verdict with its rule.

The page is stateless: the whole game (set-up and moves) lives in the URL, so a position
can be reloaded and shared. Moves go through the engine protocol only.
"""

from __future__ import annotations

import base64
import binascii
import json
import random
import zlib
from typing import Any
from urllib.parse import urlencode

from flask import Blueprint, abort, redirect, render_template, request, url_for
from werkzeug.wrappers import Response

from tutor.engine import GameSpec, IllegalMove, RuleViolation, SetupError, replay
from tutor.games import get_engine, get_game, render_svg
from tutor.korean import default_names
from tutor.web import inputs
from tutor.web.inputs import BadInput, int_value, parse_int, query_int
from tutor.web.store import content_db, game_with_engine_or_404

bp = Blueprint("play", __name__)

MAX_URL_MOVES = 2000
MAX_SHOWN_MOVES = 300
MAX_AI_MOVES = 500


# The moves in a play URL: "." + base64url(zlib(JSON)), so that a whole game stays far
# below the server's 8 KB request line (a 4-player Rummikub game: ~19 KB of JSON, ~1 KB
# here). Plain base64url(JSON), the first format, is still read, so old links keep working.
COMPRESSED = "."
MAX_MOVES_JSON = 256 * 1024  # bytes of JSON after decompression (as a request body)
_UNREADABLE = "주소의 수 목록(moves)을 읽을 수 없습니다."


def encode_moves(moves: list[dict[str, Any]]) -> str:
    raw = json.dumps(moves, ensure_ascii=False, separators=(",", ":")).encode()
    return COMPRESSED + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def decode_moves(text: str) -> list[dict[str, Any]]:
    if not text:
        return []
    compressed = text.startswith(COMPRESSED)
    if compressed:
        text = text[len(COMPRESSED):]
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
        if compressed:
            inflate = zlib.decompressobj()
            raw = inflate.decompress(raw, MAX_MOVES_JSON)
            if inflate.unconsumed_tail or not inflate.eof:
                raise BadInput(_UNREADABLE)
    except (binascii.Error, ValueError, zlib.error):
        raise BadInput(_UNREADABLE) from None
    moves = inputs.loads(raw, invalid=_UNREADABLE)
    if not isinstance(moves, list) or len(moves) > MAX_URL_MOVES or not all(
            isinstance(m, dict) for m in moves):
        raise BadInput("주소의 수 목록(moves)은 수의 목록이어야 합니다.")
    return moves


def _base_spec(game_id: str) -> tuple[GameSpec, dict[str, Any]]:
    """The starting point: a tutorial step or a fresh set-up; plus the URL parameters."""
    engine = get_engine(game_id)
    faq_id = request.args.get("faq")
    if faq_id:
        entry = content_db().entry(faq_id)
        if entry is None or entry["game"] != game_id or not entry["example"]:
            abort(404)
        example = entry["example"]
        spec = GameSpec(game_id, int(example.get("players", 2)),
                        dict(example.get("options") or {}), example.get("seed"),
                        example.get("setup"), None, list(example.get("moves") or []))
        return spec, {"faq": faq_id}
    slug = request.args.get("tutorial")
    if slug:
        found = content_db().tutorial(game_id, slug)
        if found is None:
            abort(404)
        step = query_int("step", 0, 0, len(found["steps"]))
        moves = [s["move"] for s in found["steps"][:step] if s["legal"]]
        spec = GameSpec(game_id, found["players"], dict(found["options"] or {}), found["seed"],
                        found["setup"], list(found["names"]), moves)
        return spec, {"tutorial": slug, "step": step}
    players = query_int("players", engine.min_players, engine.min_players, engine.max_players)
    if not request.args.get("seed"):
        raise BadInput("seed가 필요합니다.")
    seed = query_int("seed", 0, 0, 2**31)
    return GameSpec(game_id, players, {}, seed), {
        "players": players, "seed": seed}


def _ai_seats(players: int) -> list[int]:
    raw = request.args.get("ai", "")
    seats = []
    for part in raw.split(",")[:8]:
        seat = parse_int(part.strip())
        if seat is not None and seat < players:
            seats.append(seat)
    return sorted(set(seats))


def _query(params: dict[str, Any], moves: list[dict[str, Any]],
           ai: list[int]) -> dict[str, str]:
    """The URL parameters of a position: its starting point, the moves, the computer seats."""
    query = {k: str(v) for k, v in params.items() if v is not None}
    if moves:
        query["moves"] = encode_moves(moves)
    if ai:
        query["ai"] = ",".join(map(str, ai))
    return query


def _url(game_id: str, params: dict[str, Any], moves: list[dict[str, Any]],
         ai: list[int]) -> str:
    return f"/games/{game_id}/play?{urlencode(_query(params, moves, ai))}"


@bp.get("/games/<game_id>/play")
def play(game_id: str) -> Any:
    game = game_with_engine_or_404(game_id)
    engine = get_engine(game_id)
    if not (request.args.get("tutorial") or request.args.get("faq")) \
            and request.args.get("seed") is None:
        players = query_int("players", engine.min_players, engine.min_players,
                            engine.max_players)
        ai = request.args.get("ai")
        return redirect(url_for("play.play", game_id=game_id, players=players,
                                seed=random.SystemRandom().randrange(1, 10**6), ai=ai))
    base, params = _base_spec(game_id)
    ai = _ai_seats(base.players)
    extra_moves = decode_moves(request.args.get("moves", ""))
    spec = GameSpec(base.game, base.players, base.options, base.seed, base.setup, base.names,
                    base.moves + extra_moves)
    names = spec.names or default_names(spec.players)
    for i in ai:
        names[i] = f"{names[i]} (컴퓨터)"
    try:
        result = replay(spec)
    except SetupError as exc:
        return render_template("error.html", status=400, message=str(exc)), 400
    except IllegalMove as exc:
        if exc.move_index < len(base.moves):
            abort(400)
        # a shared URL with an illegal move: show the position before it, with the verdict
        kept = extra_moves[: exc.move_index - len(base.moves)]
        return redirect(_url(game_id, params, kept, ai))
    state = result.state
    # the computer plays its seats until a person is to move
    if ai and not state.is_terminal() and state.current_player() in ai:
        rng = random.Random(json.dumps([spec.seed, len(spec.moves)]))
        added: list[dict[str, Any]] = []
        while (not state.is_terminal() and state.current_player() in ai
               and len(added) < MAX_AI_MOVES):
            move = engine.choose_move(state, rng)
            state.apply(move)
            added.append(move)
        return redirect(_url(game_id, params, extra_moves + added, ai))

    verdict = None
    tried = request.args.get("try")
    if tried is not None:
        verdict = _judge(state, tried, game_id, params, extra_moves, ai)
    legal = None if state.is_terminal() else state.legal_moves()
    move_links = []
    if legal is not None:
        mover = state.current_player()
        for move in legal[:MAX_SHOWN_MOVES]:
            move_links.append({"text": state.describe_move(move), "move": move,
                               "points": _points_now(state, move, mover),
                               "url": _url(game_id, params, extra_moves + [move], ai)})
    undo = _undone(result.movers[len(base.moves):], extra_moves, ai)
    last_events = result.events[-1] if result.events else []
    # the computer's hidden pieces (e.g. a Rummikub rack) stay face down for the learner
    svg = render_svg(game_id, state.to_json(), names=names,
                     highlight={"events": last_events, "conceal": ai})
    return render_template(
        "play.html", game=game, svg=svg, state=state, names=names, scores=state.scores(),
        to_move=state.current_player(), terminal=state.is_terminal(),
        winners=state.winners(), move_links=move_links, legal_total=len(legal or []),
        finite=legal is not None, last_events=last_events, verdict=verdict,
        undo_url=_url(game_id, params, undo, ai) if undo is not None else None,
        restart_url=_url(game_id, params, [], ai),
        self_url=_url(game_id, params, extra_moves, ai),
        hidden=_query(params, extra_moves, ai), params=params, ai=ai,
        moves_count=len(extra_moves), engine=engine,
        controls=get_game(game_id).play_controls,
        play_data={"game": game_id, "state": state.to_json(), "to_move": state.current_player(),
                   "spec": {"players": spec.players, "options": spec.options, "seed": spec.seed,
                            "setup": spec.setup, "moves": spec.moves},
                   "url_moves": extra_moves,
                   "self_url": _url(game_id, params, extra_moves, ai), "terminal":
                   state.is_terminal()})


def _undone(movers: list[int | None], moves: list[dict[str, Any]],
            ai: list[int]) -> list[dict[str, Any]] | None:
    """The moves after "무르기": the person's last move goes, and with it the computer's
    replies that followed (as on Board Game Arena or lichess; otherwise the computer would
    play its reply again at once). None when the person has made no move yet."""
    keep = len(moves)
    while keep and movers[keep - 1] in ai:
        keep -= 1
    return moves[:keep - 1] if keep else None


def _points_now(state: Any, move: dict[str, Any], player: int | None) -> int | None:
    """Points the mover would score at once with ``move`` (shown before it is made)."""
    trial = state.clone()
    try:
        events = trial.apply(move)
    except RuleViolation:
        return None
    points = [e["points"] for e in events
              if isinstance(e.get("points"), int) and e.get("player") == player]
    return sum(points) if points else None


def _judge(state: Any, tried: str, game_id: str, params: dict[str, Any],
           moves: list[dict[str, Any]], ai: list[int]) -> dict[str, Any]:
    try:
        move = inputs.loads(tried)
    except BadInput as exc:
        message = exc.message
        if message == "올바른 JSON이 아닙니다.":
            message = "수를 JSON으로 적어 주세요. 예: {\"type\": \"draw\"}"
        return {"ok": False, "message": message, "rule": None}
    if not isinstance(move, dict):
        return {"ok": False, "message": "수는 JSON 객체여야 합니다.", "rule": None}
    if state.is_terminal():
        return {"ok": False, "message": "게임이 끝났습니다.", "rule": None}
    trial = state.clone()
    try:
        events = trial.apply(move)
    except RuleViolation as exc:
        rule = content_db().entry(exc.rule_id) if exc.rule_id else None
        return {"ok": False, "message": exc.message, "rule": rule, "rule_id": exc.rule_id}
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return {"ok": False, "message": "수의 형식이 올바르지 않습니다.", "rule": None}
    preview = render_svg(game_id, trial.to_json(), highlight={"events": events, "move": move})
    return {"ok": True, "message": state.describe_move(move), "events": events,
            "apply_url": _url(game_id, params, moves + [move], ai), "rule": None,
            "preview": preview}


@bp.post("/games/<game_id>/play/new")
def new_game(game_id: str) -> Response:
    game_with_engine_or_404(game_id)
    engine = get_engine(game_id)
    players = int_value(request.form.get("players"), "players", engine.min_players,
                        engine.min_players, engine.max_players)
    ai = ",".join(str(i) for i in range(1, players)) if request.form.get("vs_computer") else None
    return redirect(url_for("play.play", game_id=game_id, players=players,
                            seed=random.SystemRandom().randrange(1, 10**6), ai=ai))
