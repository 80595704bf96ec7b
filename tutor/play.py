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
    if isinstance(players, bool) or not isinstance(players, int):
        raise PlayRequestError("players는 정수여야 합니다.")
    if not engine.min_players <= players <= engine.max_players:
        raise PlayRequestError(
            f"{engine.name}은(는) {engine.min_players}~{engine.max_players}명이 할 수 있습니다.")
    seed = body.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)
                             or not 0 <= seed < 2**63):
        raise PlayRequestError("seed는 0 이상의 정수여야 합니다.")
    setup = body.get("setup")
    if setup is not None and not isinstance(setup, dict):
        raise PlayRequestError("setup은 JSON 객체여야 합니다.")
    options = body.get("options") or {}
    if not isinstance(options, dict):
        raise PlayRequestError("options는 JSON 객체여야 합니다.")
    unknown = set(options) - set(engine.default_options)
    if unknown:
        raise PlayRequestError(f"알 수 없는 옵션입니다: {', '.join(sorted(map(str, unknown)))}")
    names = body.get("names")
    if names is not None and not (isinstance(names, list) and len(names) == players
                                  and all(isinstance(n, str) and 0 < len(n) <= 20
                                          for n in names)):
        raise PlayRequestError("names는 인원수만큼의 짧은 이름 목록이어야 합니다.")
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
