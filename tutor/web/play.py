"""직접 해보기: play any position, try any move, get the verdict with its rule.

Games people play live in the game store (``tutor.gamestore``) under a short id:
``/games/<id>/play/<game-id>`` (``?ply=N`` shows an earlier position of it). The page and
every answer the browser gets hold only what the person may see: their own rack or hand
tile, the sizes of the others, never the seed or the order of a bag (each game's ``view``).

Positions that are public by nature (a tutorial step, an FAQ example) open as before from
``/games/<id>/play?tutorial=…&step=…`` or ``?faq=…``; the first move made there starts a
stored game. Links from before the store (``?seed=…&moves=…``, moves zlib-compressed in the
URL) still open: they become stored games. Moves go through the engine protocol only.
"""

from __future__ import annotations

import base64
import binascii
import json
import random
import zlib
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

from flask import Blueprint, abort, current_app, redirect, render_template, request, url_for
from werkzeug.wrappers import Response

from tutor.engine import (
    GameSpec,
    GameState,
    IllegalMove,
    Replay,
    RuleViolation,
    SetupError,
    replay,
)
from tutor.games import get_engine, get_game, render_svg, view_for
from tutor.gamestore import GameStore, GameTooLong, StoredGame, StoreError, compact_json
from tutor.korean import default_names
from tutor.scenarios import example_spec
from tutor.web import inputs
from tutor.web.inputs import BadInput, int_value, parse_int, query_int
from tutor.web.store import content_db, game_with_engine_or_404

bp = Blueprint("play", __name__)

MAX_URL_MOVES = 2000
MAX_SHOWN_MOVES = 300
MAX_AI_MOVES = 500  # computer moves played in one request; the page continues the rest
MAX_TRIED = 8  # moves the judge API replays after a stored position


# The moves in a play URL from before the game store: "." + base64url(zlib(JSON)); plain
# base64url(JSON), the first format, is still read, so old links keep working.
COMPRESSED = "."
MAX_MOVES_JSON = 256 * 1024  # bytes of JSON after decompression (as a request body)
_UNREADABLE = "주소의 수 목록(moves)을 읽을 수 없습니다."


def encode_moves(moves: list[dict[str, Any]]) -> str:
    raw = compact_json(moves).encode()
    return COMPRESSED + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def decode_moves(text: str) -> list[dict[str, Any]]:
    if not text:
        return []
    compressed = text.startswith(COMPRESSED)
    if compressed:
        text = text[len(COMPRESSED) :]
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
    if (
        not isinstance(moves, list)
        or len(moves) > MAX_URL_MOVES
        or not all(isinstance(m, dict) for m in moves)
    ):
        raise BadInput("주소의 수 목록(moves)은 수의 목록이어야 합니다.")
    return moves


def game_store() -> GameStore:
    store: GameStore | None = current_app.extensions.get("tutor.gamestore")
    if store is None:
        store = GameStore(current_app.config["GAMES_DATABASE"])
        current_app.extensions["tutor.gamestore"] = store
    return store


# --- starting points ----------------------------------------------------------------------


@dataclass
class Start:
    """Where a game starts: the replay request and the parameters that name it."""

    spec: GameSpec
    origin: dict[str, Any] = field(default_factory=dict)


def _public_start(game_id: str, args: Any) -> Start | None:
    """A tutorial step or an FAQ example named by ``args`` (query or form), or None."""
    faq_id = args.get("faq")
    if faq_id:
        entry = content_db().entry(faq_id)
        if entry is None or entry["game"] != game_id or not entry["example"]:
            abort(404)
        return Start(example_spec(game_id, entry["example"]), {"faq": faq_id})
    slug = args.get("tutorial")
    if slug:
        found = content_db().tutorial(game_id, slug)
        if found is None:
            abort(404)
        step = int_value(args.get("step"), "step", 0, 0, len(found["steps"]))
        moves = [s["move"] for s in found["steps"][:step] if s["legal"]]
        return Start(
            GameSpec(
                game_id,
                found["players"],
                dict(found["options"] or {}),
                found["seed"],
                found["setup"],
                list(found["names"]),
                moves,
            ),
            {"tutorial": slug, "step": step},
        )
    return None


def _ai_seats(raw: str | None, players: int) -> list[int]:
    seats = []
    for part in (raw or "").split(",")[:8]:
        seat = parse_int(part.strip())
        if seat is not None and seat < players:
            seats.append(seat)
    return sorted(set(seats))


def _stored(start: Start, ai: list[int]) -> StoredGame:
    spec = start.spec
    return StoredGame(
        game=spec.game,
        players=spec.players,
        options=dict(spec.options),
        seed=spec.seed,
        setup=spec.setup,
        names=spec.names,
        base=list(spec.moves),
        ai=ai,
        origin=start.origin,
    )


def _create(stored: StoredGame, moves: list[dict[str, Any]]) -> StoredGame:
    """Store a new game with ``moves`` made (the legal ones up to the first illegal one),
    the computer's replies played."""
    try:
        result = replay(stored.spec())
    except SetupError as exc:
        raise BadInput(str(exc)) from None
    state = result.state
    kept: list[dict[str, Any]] = []
    for move in moves:
        if state.is_terminal():
            break
        try:
            state.apply(move)
        except (RuleViolation, KeyError, TypeError, ValueError, IndexError, AttributeError):
            break  # a shared link with an illegal move: the position before it
        kept.append(move)
    added, stored.reasons = _computer_replies(stored, state, len(kept))
    stored.moves = kept + added
    try:
        return game_store().create(stored)
    except StoreError as exc:
        raise BadInput(exc.message, 503 if not isinstance(exc, GameTooLong) else 400) from None


def _game_url(stored: StoredGame, **params: Any) -> str:
    query = {k: str(v) for k, v in params.items() if v is not None}
    url = url_for("play.stored_game", game_id=stored.game, gid=stored.id)
    return f"{url}?{urlencode(query)}" if query else url


@bp.get("/games/<game_id>/play")
def play(game_id: str) -> Any:
    """The entry: a public position to look at; a shared game (a ``seed`` or ``moves``:
    stored and redirected to, so the link rebuilds that exact game); else the form that
    starts a new game. A plain link never stores a game (crawlers and prefetching follow
    links): new games are made by POST /games/<id>/play/new."""
    game = game_with_engine_or_404(game_id)
    engine = get_engine(game_id)
    public = _public_start(game_id, request.args)
    old_moves = decode_moves(request.args.get("moves", ""))
    if public is not None and not old_moves:
        return _render_public(game, public)
    if public is None and not old_moves and not request.args.get("seed"):
        players = query_int("players", engine.min_players, engine.min_players, engine.max_players)
        return render_template(
            "play_start.html",
            game=game,
            engine=engine,
            players=players,
            vs_computer=request.args.get("ai", "1") != "",
        )
    if public is None:
        players = query_int("players", engine.min_players, engine.min_players, engine.max_players)
        seed = (
            query_int("seed", 0, 0, 2**31)
            if request.args.get("seed")
            else random.SystemRandom().randrange(1, 10**6)
        )
        public = Start(GameSpec(game_id, players, {}, seed), {})
    stored = _create(
        _stored(public, _ai_seats(request.args.get("ai"), public.spec.players)), old_moves
    )
    # the move to try and the developer's JSON box (?dev=1) go along
    return redirect(
        _game_url(stored, **{"try": request.args.get("try"), "dev": request.args.get("dev")}), 303
    )


@bp.post("/games/<game_id>/play/new")
def new_game(game_id: str) -> Response:
    """A new stored game: a fresh deal (``players``, ``vs_computer``), or a public position
    (``tutorial`` + ``step``, or ``faq``) with the first ``move`` made from it."""
    game_with_engine_or_404(game_id)
    engine = get_engine(game_id)
    public = _public_start(game_id, request.form)
    if public is None:
        players = int_value(
            request.form.get("players"),
            "players",
            engine.min_players,
            engine.min_players,
            engine.max_players,
        )
        ai = list(range(1, players)) if request.form.get("vs_computer") else []
        public = Start(
            GameSpec(game_id, players, {}, random.SystemRandom().randrange(1, 10**6)), {}
        )
    else:
        ai = _ai_seats(request.form.get("ai"), public.spec.players)
    moves = []
    if request.form.get("move"):
        moves.append(_form_move())
    stored = _create(_stored(public, ai), moves)
    return redirect(_game_url(stored), 303)


def _form_move() -> dict[str, Any]:
    move = inputs.loads(request.form.get("move", ""), invalid="수를 읽을 수 없습니다.")
    if not isinstance(move, dict):
        raise BadInput("수는 JSON 객체여야 합니다.")
    return move


# --- stored games --------------------------------------------------------------------------


def _load(game_id: str, gid: str) -> StoredGame:
    game_with_engine_or_404(game_id)
    try:
        stored = game_store().get(gid)
    except StoreError as exc:
        raise BadInput(exc.message, 503) from None
    if stored is None or stored.game != game_id:
        raise BadInput(
            "이 게임을 찾을 수 없습니다. 30일 동안 아무도 두지 않은 게임은 "
            "지워집니다. 새 게임을 시작해 주세요.",
            404,
        )
    return stored


def _computer_replies(
    stored: StoredGame, state: GameState, first: int
) -> tuple[list[dict[str, Any]], dict[str, str]]:
    """The computer's moves from ``state`` until a person is to move (at most MAX_AI_MOVES;
    the page continues the rest), and why it chose each: keyed by index in the game's
    moves, the first one being ``first``."""
    engine = get_engine(stored.game)
    added: list[dict[str, Any]] = []
    reasons: dict[str, str] = {}
    done = len(stored.base) + first
    while (
        not state.is_terminal()
        and state.current_player() in stored.ai
        and len(added) < MAX_AI_MOVES
    ):
        rng = random.Random(json.dumps([stored.seed, done + len(added)]))
        choice = engine.choose(state, rng)
        reasons[str(first + len(added))] = choice.reason
        state.apply(choice.move)
        added.append(choice.move)
    return added, reasons


def _replay(stored: StoredGame, ply: int | None = None) -> Replay:
    try:
        return replay(stored.spec(ply))
    except SetupError as exc:  # only a store edited by hand gets here (Korean message)
        raise BadInput(f"저장된 게임을 다시 둘 수 없습니다: {exc}", 409) from None
    except IllegalMove as exc:
        raise BadInput(
            f"저장된 게임을 다시 둘 수 없습니다: {exc.move_index + 1}번째 수에서 "
            f"{exc.violation.message}",
            409,
        ) from None


def _viewer(stored: StoredGame, state: GameState) -> int | None:
    """The seat whose secrets the page shows: the one person against the computer; in a
    game of several people on one device, the one to move; nobody's in a computer game."""
    people = stored.people
    if len(people) == 1:
        return people[0]
    mover = state.current_player()
    return mover if mover in people else None


@bp.get("/games/<game_id>/play/<gid>")
def stored_game(game_id: str, gid: str) -> Any:
    stored = _load(game_id, gid)
    game = game_with_engine_or_404(game_id)
    ply = request.args.get("ply")
    if ply is not None:
        shown = int_value(ply, "ply", stored.ply, 0, stored.ply)
        return _render(game, stored, _replay(stored, shown), ply=shown)
    result = _replay(stored)
    if not result.state.is_terminal() and result.state.current_player() in stored.ai:
        # the computer's turn was left to continue (a long computer game): play on
        before = stored.ply
        added, reasons = _computer_replies(stored, result.state, before)
        _save(stored, before, stored.moves + added, reasons)
        result = _replay(stored)
    if _needs_handover(stored, result) and request.args.get("ready") != str(stored.ply):
        state = result.state
        names = _names(stored)
        mover = state.current_player()
        return render_template(
            "play_handover.html",
            game=game,
            name=names[mover] if mover is not None else "",
            ready_url=_game_url(stored, ready=stored.ply),
            first=stored.ply == 0,
        )
    return _render(game, stored, result)


def _needs_handover(stored: StoredGame, result: Replay) -> bool:
    """Several people share the device and the one to move holds secrets the one who moved
    last may not see: hand the device over first."""
    state = result.state
    people = stored.people
    if len(people) < 2 or state.is_terminal() or not get_game(stored.game).private_hands:
        return False
    human_movers = [m for m in result.movers if m in people]
    return not human_movers or human_movers[-1] != state.current_player()


def _save(
    stored: StoredGame,
    expected: int,
    moves: list[dict[str, Any]],
    reasons: dict[str, str] | None = None,
) -> bool:
    try:
        return game_store().set_moves(stored, expected, moves, reasons)
    except GameTooLong as exc:
        raise BadInput(exc.message) from None
    except StoreError as exc:
        raise BadInput(exc.message, 503) from None


@bp.post("/games/<game_id>/play/<gid>")
def move(game_id: str, gid: str) -> Response:
    """Make a move (form: ``move`` JSON, ``ply`` the number of moves the person saw), or
    take one back (``undo``): then the computer replies. Redirects to the game (PRG)."""
    stored = _load(game_id, gid)
    seen = int_value(request.form.get("ply"), "ply", -1, 0, 10**6)
    if seen != stored.ply:
        return redirect(_game_url(stored, stale=1), 303)
    if request.form.get("undo"):
        result = _replay(stored)
        kept = _undone(result.movers[len(stored.base) :], stored.moves, stored.ai)
        if kept is not None and not _save(stored, seen, kept):
            return redirect(_game_url(stored, stale=1), 303)
        # how many moves went back, said on the page (the board changed with no word of it)
        undone = len(result.movers) - len(stored.base) - len(kept) if kept is not None else 0
        return redirect(_game_url(stored, ready=stored.ply, undone=undone or None) + "#status", 303)
    move = _form_move()
    state = _replay(stored).state
    if state.is_terminal():
        raise BadInput("게임이 끝났습니다.", 409)
    try:
        state.apply(move)
    except (RuleViolation, KeyError, TypeError, ValueError, IndexError, AttributeError):
        # refused: the page shows the verdict with its rule
        return redirect(_game_url(stored, **{"try": compact_json(move)}) + "#verdict", 303)
    added, reasons = _computer_replies(stored, state, seen + 1)
    if not _save(stored, seen, stored.moves + [move] + added, reasons):
        return redirect(_game_url(stored, stale=1), 303)
    # back at what happened and the board under it, not the top of the page (on a phone the
    # board was 600-1000 px down after every move)
    return redirect(_game_url(stored) + "#status", 303)


@bp.post("/games/<game_id>/play/<gid>/fork")
def fork(game_id: str, gid: str) -> Response:
    """A new game from this one's position after ``ply`` moves ("여기서부터 새로 두기")."""
    stored = _load(game_id, gid)
    ply = int_value(request.form.get("ply"), "ply", stored.ply, 0, stored.ply)
    copy = StoredGame(
        game=stored.game,
        players=stored.players,
        options=stored.options,
        seed=stored.seed,
        setup=stored.setup,
        names=stored.names,
        base=stored.base,
        ai=stored.ai,
        origin=stored.origin,
    )
    return redirect(_game_url(_create(copy, stored.moves[:ply])), 303)


@bp.post("/api/games/<game_id>/play/<gid>/try")
def try_moves(game_id: str, gid: str) -> Any:
    """Judge moves after the stored position without making them: body ``{"moves": [...]}``
    (as ``POST /api/play/<id>`` takes them after a set-up). 200 with the events the person
    may see, 422 with the rule that refuses a move."""
    stored = _load(game_id, gid)
    body = inputs.json_body()
    tried = body.get("moves") if isinstance(body, dict) else None
    if (
        not isinstance(tried, list)
        or not tried
        or len(tried) > MAX_TRIED
        or not all(isinstance(m, dict) for m in tried)
    ):
        raise BadInput(f"moves는 수(JSON 객체) 1~{MAX_TRIED}개의 목록이어야 합니다.")
    result = _replay(stored)
    state = result.state
    viewer = _viewer(stored, state)
    events: list[dict[str, Any]] = []
    for index, move in enumerate(tried):
        if state.is_terminal():
            raise BadInput("게임이 끝났습니다.", 409)
        try:
            events = state.apply(move)
        except RuleViolation as exc:
            return {
                "error": {
                    "rule_id": exc.rule_id,
                    "message": exc.message,
                    "move_index": stored.ply + len(stored.base) + index,
                }
            }, 422
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            return {
                "error": {
                    "rule_id": None,
                    "message": "수의 형식이 올바르지 않습니다.",
                    "move_index": stored.ply + len(stored.base) + index,
                }
            }, 422
    # not made: nothing it would draw is told (the tile 한 장 뽑기 would take)
    _, shown = view_for(game_id, state.to_json(), events, viewer, preview=True)
    return {
        "game": game_id,
        "events": shown,
        "scores": state.scores(),
        "terminal": state.is_terminal(),
    }


# --- the page -----------------------------------------------------------------------------


def _names(stored: StoredGame) -> list[str]:
    """The players' names as the page shows them: the computer's seats say so."""
    names = list(stored.names or default_names(stored.players))
    for seat in stored.ai:
        names[seat] = f"{names[seat]} (컴퓨터)"
    return names


def _render_public(game: dict[str, Any], start: Start) -> Any:
    """A tutorial step or FAQ example: public, so its position lives in the URL; the first
    move made here starts a stored game."""
    game_id = game["id"]
    try:
        result = replay(start.spec)
    except (SetupError, IllegalMove):
        abort(400)
    ai = _ai_seats(request.args.get("ai"), start.spec.players)
    query = {k: str(v) for k, v in start.origin.items()}
    if ai:
        query["ai"] = ",".join(map(str, ai))
    page_url = url_for("play.play", game_id=game_id) + "?" + urlencode(query)
    spec = start.spec
    judge = {
        "url": url_for("api.play", game_id=game_id),
        "body": {
            k: v
            for k, v in {
                "players": spec.players,
                "options": spec.options,
                "seed": spec.seed,
                "setup": spec.setup,
                "names": spec.names,
                "moves": spec.moves,
            }.items()
            if v is not None
        },
    }
    return _page(
        game,
        result,
        names=list(spec.names or default_names(spec.players)),
        viewer=None,
        public=True,
        judge=judge,
        move_action=url_for("play.new_game", game_id=game_id),
        move_fields=query,
        page_url=page_url,
        share_url=page_url,
        undo=False,
        ply=0,
        stored=None,
    )


def _render(
    game: dict[str, Any], stored: StoredGame, result: Replay, ply: int | None = None
) -> Any:
    state = result.state
    game_id = game["id"]
    viewer = _viewer(stored, state)
    people = stored.people
    shown_ply = stored.ply if ply is None else ply
    page_params: dict[str, Any] = {}
    if ply is not None:
        page_params["ply"] = ply
    elif len(people) > 1 and get_game(game_id).private_hands:
        page_params["ready"] = stored.ply
    undo = (
        ply is None
        and _undone(result.movers[len(stored.base) :], stored.moves, stored.ai) is not None
    )
    return _page(
        game,
        result,
        names=_names(stored),
        viewer=viewer,
        public=False,
        judge={
            "url": url_for("play.try_moves", game_id=game_id, gid=stored.id),
            "body": {"moves": []},
        },
        move_action=_game_url(stored),
        move_fields={"ply": stored.ply},
        page_url=_game_url(stored, **page_params),
        share_url=_game_url(stored, ply=shown_ply),
        undo=undo,
        ply=shown_ply,
        stored=stored,
        readonly=ply is not None and ply != stored.ply,
        stale=bool(request.args.get("stale")),
    )


def _page(
    game: dict[str, Any],
    result: Replay,
    *,
    names: list[str],
    viewer: int | None,
    public: bool,
    judge: dict[str, Any],
    move_action: str,
    move_fields: dict[str, Any],
    page_url: str,
    share_url: str,
    undo: bool,
    ply: int,
    stored: StoredGame | None,
    readonly: bool = False,
    stale: bool = False,
) -> Any:
    game_id = game["id"]
    engine = get_engine(game_id)
    state = result.state
    last_events = result.events[-1] if result.events else []
    state_json = state.to_json()
    if not public:  # a tutorial step or an FAQ example shows everything, as its text does
        state_json, last_events = view_for(game_id, state_json, last_events, viewer)
    verdict = None
    tried = request.args.get("try")
    if tried is not None and not readonly:
        verdict = _judge(state, tried, game_id, None if public else viewer, public)
    legal = None if state.is_terminal() or readonly else state.legal_moves()
    move_links = []
    if legal is not None:
        mover = state.current_player()
        for candidate in legal[:MAX_SHOWN_MOVES]:
            move_links.append(
                {
                    "text": state.describe_move(candidate),
                    "move": candidate,
                    "value": compact_json(candidate),
                    "points": _points_now(state, candidate, mover),
                }
            )
    svg = render_svg(game_id, state_json, names=names, highlight={"events": last_events})
    computer_moves = (
        _computer_moves(game_id, stored, result, names, viewer)
        if stored is not None and not readonly
        else []
    )
    computer_thinking = (
        stored is not None
        and not state.is_terminal()
        and state.current_player() in stored.ai
        and not readonly
    )
    return render_template(
        "play.html",
        game=game,
        svg=svg,
        state=state,
        names=names,
        scores=state.scores(),
        to_move=state.current_player(),
        terminal=state.is_terminal(),
        winners=state.winners(),
        move_links=move_links,
        legal_total=len(legal or []),
        finite=legal is not None,
        last_events=last_events,
        verdict=verdict,
        undo=undo,
        stored=stored,
        public=public,
        readonly=readonly,
        stale=stale,
        ply=ply,
        move_action=move_action,
        move_fields=move_fields,
        page_url=page_url,
        share_url=share_url,
        computer_thinking=computer_thinking,
        # who starts and why, while the first round of turns is on the page
        opening=state.opening() if ply < state.num_players and not readonly else None,
        engine=engine,
        computer_moves=computer_moves,
        page_path=urlsplit(page_url).path,
        page_query=dict(parse_qsl(urlsplit(page_url).query)),
        controls=None if readonly else get_game(game_id).play_controls,
        play_data={
            "game": game_id,
            "state": state_json,
            "to_move": state.current_player(),
            "judge": judge,
            "self_url": page_url,
            "move_action": move_action,
            "move_fields": move_fields,
            "terminal": state.is_terminal() or readonly,
            # a refusal the page's own controls judge names its rule (Rummikub's table editor):
            # the rules the engine refuses by, variants' included
            "rule_titles": {
                e["id"]: e["title"] for e in content_db().entries_by_ids(sorted(engine.rule_ids()))
            }
            if get_game(game_id).play_controls and not readonly
            else {},
        },
    )


def _computer_moves(
    game_id: str, stored: StoredGame, result: Replay, names: list[str], viewer: int | None
) -> list[dict[str, Any]]:
    """The computer's moves since a person last moved, each with what happened and why the
    computer chose it (its own words, stored when it moved), after that person's own move
    (``mine``: what was played, said back; only the computer's replies were shown)."""
    movers = result.movers[len(stored.base) :]
    events = result.events[len(stored.base) :]
    shown: list[dict[str, Any]] = []
    index = len(stored.moves)
    while index and movers[index - 1] in stored.ai and len(shown) < 12:
        index -= 1
        seat = movers[index]
        _, seen = view_for(game_id, {}, events[index], viewer)
        shown.append(
            {
                "name": names[seat] if seat is not None else "",
                "events": [e.get("text") for e in seen if e.get("text")][:3],
                "reason": stored.reasons.get(str(index)),
            }
        )
    if shown and index:
        seat = movers[index - 1]
        _, seen = view_for(game_id, {}, events[index - 1], viewer)
        said = [e.get("text") for e in seen if e.get("text")][:3]
        if said:
            name = names[seat] if seat is not None else ""
            shown.append({"name": name, "events": said, "reason": None, "mine": True})
    for move in shown:
        # the name before what was played, unless the account already begins with it
        # ("플레이어 1: 플레이어 1이 …" was the page's)
        bare = move["name"].split(" (")[0]
        first = move["events"][0] if move["events"] else ""
        move["label"] = None if bare and str(first).startswith(bare) else move["name"]
    return shown[::-1]


def _undone(
    movers: list[int | None], moves: list[dict[str, Any]], ai: list[int]
) -> list[dict[str, Any]] | None:
    """The moves after "무르기": the person's last move goes, and with it the computer's
    replies that followed (as on Board Game Arena or lichess; otherwise the computer would
    play its reply again at once). None when nobody has made a move here yet."""
    keep = len(moves)
    while keep and movers[keep - 1] in ai:
        keep -= 1
    return moves[: keep - 1] if keep else None


def _points_now(state: GameState, move: dict[str, Any], player: int | None) -> int | None:
    """Points the mover would score at once with ``move`` (shown before it is made)."""
    trial = state.clone()
    try:
        events = trial.apply(move)
    except RuleViolation:
        return None
    points = [
        e["points"]
        for e in events
        if isinstance(e.get("points"), int) and e.get("player") == player
    ]
    return sum(points) if points else None


def _judge(
    state: GameState, tried: str, game_id: str, viewer: int | None, public: bool
) -> dict[str, Any]:
    try:
        move = inputs.loads(tried)
    except BadInput as exc:
        message = exc.message
        if message == "올바른 JSON이 아닙니다.":
            message = '수를 JSON으로 적어 주세요. 예: {"type": "draw"}'
        return {"ok": False, "message": message, "rule": None}
    if not isinstance(move, dict):
        return {"ok": False, "message": "수는 JSON 객체여야 합니다.", "rule": None}
    if state.is_terminal():
        return {"ok": False, "message": "게임이 끝났습니다.", "rule": None}
    mover = state.current_player()
    trial = state.clone()
    try:
        events = trial.apply(move)
    except RuleViolation as exc:
        rule = content_db().entry(exc.rule_id) if exc.rule_id else None
        return {"ok": False, "message": exc.message, "rule": rule, "rule_id": exc.rule_id}
    except (KeyError, TypeError, ValueError, IndexError, AttributeError):
        return {"ok": False, "message": "수의 형식이 올바르지 않습니다.", "rule": None}
    preview_state = trial.to_json()
    # the result as the one moving sees it: never the hand of the next player (a public game
    # played on one device hands it over first too)
    seen_by = mover if public else viewer
    preview_state, events = view_for(game_id, preview_state, events, seen_by, preview=True)
    preview = render_svg(game_id, preview_state, highlight={"events": events, "move": move})
    return {
        "ok": True,
        "message": state.describe_move(move),
        "events": events,
        "move": compact_json(move),
        "rule": None,
        "preview": preview,
    }
