"""The Azul engine: options, new games and the greedy computer player."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.engine import Engine, GameState, Move, SetupError
from tutor.games.azul.scoring import floor_penalty, placement_points
from tutor.games.azul.setup import build_state
from tutor.games.azul.state import CENTRE, FLOOR, OFFER, RULE_IDS, AzulState
from tutor.games.azul.tiles import FLOOR_SIZE, NAMES, SIZE, WALL_COLUMN

WALL_OPTIONS = ("colour", "gray")


class AzulEngine(Engine):
    game_id = "azul"
    name = "아줄"
    min_players = 2
    max_players = 4
    default_options: Mapping[str, Any] = {"wall": "colour"}
    end_rule_id = "azul.end.trigger"

    def new_game(
        self,
        players: int,
        *,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        setup: Mapping[str, Any] | None = None,
        names: Sequence[str] | None = None,
    ) -> AzulState:
        opts = {**self.default_options, **dict(options or {})}
        unknown = set(opts) - set(self.default_options)
        if unknown:
            raise SetupError(f"알 수 없는 옵션: {', '.join(sorted(unknown))} (쓸 수 있는 옵션: wall).")
        wall = opts["wall"]
        if wall == "grey":
            wall = "gray"
        if wall not in WALL_OPTIONS:
            raise SetupError("wall 옵션은 \"colour\"(색이 인쇄된 벽) 또는 \"gray\"(회색 벽)입니다.")
        if setup is not None and not isinstance(setup, Mapping):
            raise SetupError("set-up은 매핑이어야 합니다.")
        if not isinstance(players, int) or isinstance(players, bool):
            raise SetupError("인원은 2~4의 정수여야 합니다.")
        return build_state(players, gray=wall == "gray", seed=seed, setup=setup, names=names)

    def rule_ids(self) -> frozenset[str]:
        return RULE_IDS

    def choose_move(self, state: GameState, rng: random.Random) -> Move:
        """Greedy: the move with the best immediate points (wall points of a line it
        completes, minus the floor penalty it adds); ties broken at random."""
        assert isinstance(state, AzulState)
        if state.phase != OFFER:
            moves = state.legal_moves()
            p = state.to_move
            assert p is not None and moves
            best_value, best = -1, []
            for move in moves:
                r, c = move["line"] - 1, move["column"]
                wall = state.wall[p][:]
                wall[r * SIZE + c] = state.line_colour[p][r]
                value = placement_points(wall, r, c)[2]
                if value > best_value:
                    best_value, best = value, [move]
                elif value == best_value:
                    best.append(move)
            return best[rng.randrange(len(best))]
        p = state.to_move
        assert p is not None
        floor_now = len(state.floor[p])
        best_score: float = float("-inf")
        options: list[tuple[Any, int, Any]] = []
        for source, k, line in state._take_options():
            count = state.centre[k] if source == CENTRE else state.factories[source][k]
            extra = 1 if source == CENTRE and state.marker_in_centre else 0
            gain = 0.0
            overflow = count
            if line != FLOOR:
                r = line - 1
                room = r + 1 - state.line_count[p][r]
                placed = min(count, room)
                overflow = count - placed
                gain += 0.1 * placed
                if placed == room:
                    gain += self._completion_points(state, p, r, k)
            added = min(FLOOR_SIZE, floor_now + overflow + extra)
            value = gain - (floor_penalty(added) - floor_penalty(floor_now))
            if value > best_score:
                best_score, options = value, [(source, k, line)]
            elif value == best_score:
                options.append((source, k, line))
        source, k, line = options[rng.randrange(len(options))]
        return {"type": "take", "source": source, "colour": NAMES[k], "line": line}

    @staticmethod
    def _completion_points(state: AzulState, p: int, r: int, k: int) -> int:
        columns = state._gray_columns(p, r, k) if state.gray else [WALL_COLUMN[r][k]]
        best = 0
        for c in columns:
            wall = state.wall[p][:]
            wall[r * SIZE + c] = k
            best = max(best, placement_points(wall, r, c)[2])
        return best
