"""The Summer Pavilion engine: new games, rule ids and the greedy computer player."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tutor.engine import Engine, GameState, Move, SetupError
from tutor.korean import default_names

from . import rules as R
from .board import BOARD_SIDES, COLOUR_INDEX, FEATURES_OF_CELL, STAR_INDEX, run_length
from .setup import build_state
from .state import DRAFT, SummerPavilionState


class SummerPavilionEngine(Engine):
    game_id = "azul-summer-pavilion"
    name = "아줄: 여름 별장"
    min_players = 2
    max_players = 4
    default_options: ClassVar[Mapping[str, Any]] = {"board": "coloured"}
    end_rule_id = R.END_TRIGGER

    def new_game(
        self,
        players: int,
        *,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        setup: Mapping[str, Any] | None = None,
        names: Sequence[str] | None = None,
    ) -> SummerPavilionState:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise SetupError(f"아줄: 여름 별장은 {self.min_players}~{self.max_players}명이 합니다.")
        merged = {**self.default_options, **(options or {})}
        unknown = set(merged) - set(self.default_options)
        if unknown:
            raise SetupError(f"알 수 없는 옵션: {', '.join(sorted(unknown))} (board만 있습니다).")
        side = merged["board"]
        if side not in BOARD_SIDES:
            raise SetupError("board 옵션은 \"coloured\"(색 면) 또는 \"grey\"(회색 면)입니다.")
        if setup is not None and not isinstance(setup, Mapping):
            raise SetupError("set-up은 매핑이어야 합니다.")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise SetupError("seed는 정수여야 합니다.")
        if names is not None and len(names) != players:
            raise SetupError(f"이름은 {players}개여야 합니다.")
        name_list = [str(n) for n in names] if names else default_names(players)
        return build_state(players, side=side, names=name_list, seed=seed, setup=setup)

    def rule_ids(self) -> frozenset[str]:
        return R.ALL

    def choose_move(self, state: GameState, rng: random.Random) -> Move:
        """Greedy: the move worth the most points right now."""
        assert isinstance(state, SummerPavilionState)
        moves = state.legal_moves()
        if not moves:
            raise RuntimeError("no legal move in a non-terminal state")
        best = max(moves, key=lambda m: (_value(state, m), rng.random()))
        return best


def _value(state: SummerPavilionState, move: Move) -> float:
    p = state.to_move or 0
    kind = move["type"]
    if kind == "take":
        source = move["source"]
        tiles = state.centre if source == "centre" else state.factories[source]
        colour = COLOUR_INDEX[move["colour"]]
        count = 1 if colour == state.wild else tiles[colour] + (1 if tiles[state.wild] else 0)
        penalty = 0
        if source == "centre" and state.token is None:
            penalty = min(count, state.score[p] - 1)
        return count + (0.5 if tiles[state.wild] else 0.0) - penalty
    if kind == "bonus":
        colour = COLOUR_INDEX[move["colour"]]
        return 2.0 if colour == state.wild else state.hands[p][colour]
    if kind == "pass":
        hand = sum(state.hands[p])
        return -max(0, hand - len(move["keep"])) - 0.5 + len(move["keep"]) * 0.01
    board = bytearray(state.boards[p])
    cell = STAR_INDEX[move["star"]] * 6 + move["space"] - 1
    board[cell] = COLOUR_INDEX[move["colour"]]
    points = run_length(board, cell)
    features = sum(1 for _ in FEATURES_OF_CELL[cell])
    return points + 0.1 * features - 0.05 * move.get("wilds", 0)


__all__ = ["SummerPavilionEngine", "DRAFT"]
