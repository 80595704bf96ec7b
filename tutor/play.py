"""Replaying a game sent by a client: ``POST /api/play/<id>`` and the play page.

The server is stateless: the client sends set-up and moves, the engine replays them. The
request is checked field by field and every problem is a Korean message.
"""

from __future__ import annotations

from typing import Any

from tutor.engine import GameSpec, IllegalMove, SetupError, replay
from tutor.games import GAME_IDS, get_engine

MAX_MOVES = 2000
MAX_LEGAL_MOVES = 400


class PlayRequestError(ValueError):
    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def parse_spec(game_id: str, body: Any) -> GameSpec:
    if game_id not in GAME_IDS:
        raise PlayRequestError(f"'{game_id}'라는 게임은 없습니다.", 404)
    if not isinstance(body, dict):
        raise PlayRequestError("요청 본문은 JSON 객체여야 합니다.")
    engine = get_engine(game_id)
    players = body.get("players", engine.min_players)
    seed, setup, names = body.get("seed"), body.get("setup"), body.get("names")
    options = body.get("options") or {}
    try:  # the one check of players, seed, names, set-up type and options (tutor.engine)
        engine.check_spec(players, seed=seed, names=names, options=options, setup=setup)
    except SetupError as exc:
        raise PlayRequestError(str(exc)) from None
    moves = body.get("moves", [])
    if not isinstance(moves, list) or not all(isinstance(m, dict) for m in moves):
        raise PlayRequestError("moves는 수(JSON 객체)의 목록이어야 합니다.")
    if len(moves) > MAX_MOVES:
        raise PlayRequestError(f"수는 {MAX_MOVES}개까지 보낼 수 있습니다.")
    return GameSpec(game_id, players, options, seed, setup, names, moves)


def play(game_id: str, body: Any) -> tuple[int, dict[str, Any]]:
    """Replay the request; (HTTP status, JSON object)."""
    try:
        spec = parse_spec(game_id, body)
        result = replay(spec)
    except PlayRequestError as exc:
        return exc.status, {"error": exc.message}
    except SetupError as exc:
        return 400, {"error": str(exc)}
    except IllegalMove as exc:
        return 422, {"error": exc.to_json()}
    state = result.state
    legal = None if state.is_terminal() else state.legal_moves()
    return 200, {
        "game": game_id,
        "players": spec.players,
        "state": state.to_json(),
        "to_move": state.current_player(),
        "terminal": state.is_terminal(),
        "legal_moves": legal[:MAX_LEGAL_MOVES] if legal is not None else None,
        "legal_moves_total": len(legal) if legal is not None else None,
        "events": result.events[-1] if result.events else [],
        "scores": state.scores(),
        "winners": state.winners(),
        "move_count": len(spec.moves),
    }
