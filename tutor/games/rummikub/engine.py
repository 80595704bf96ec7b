"""The Rummikub engine: options, new games, the computer player."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tutor.engine import Engine, GameState, Move, SetupError
from tutor.games.rummikub.match import RULE_MATCH_WINNER
from tutor.games.rummikub.sets import RULE_GROUP, RULE_LOOSE, RULE_RUN, RULE_SET, RULE_TILES
from tutor.games.rummikub.setup import (
    DEFAULT_OPTIONS,
    deal_from_seed,
    deal_from_setup,
    read_options,
)
from tutor.games.rummikub.state import STATE_RULE_IDS, RummikubState
from tutor.games.rummikub.table import RULE_IDS as TABLE_RULE_IDS
from tutor.korean import default_names

SETUP_RULE_IDS = frozenset({
    "rummikub.setup.deal", "rummikub.setup.start-player", "rummikub.setup.shuffle",
})
VARIANT_RULE_IDS = frozenset({"rummikub.variant.group-joker-both-colours"})


class RummikubEngine(Engine):
    game_id: ClassVar[str] = "rummikub"
    name: ClassVar[str] = "루미큐브"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_options: ClassVar[Mapping[str, Any]] = DEFAULT_OPTIONS
    end_rule_id: ClassVar[str] = "rummikub.end.rummikub"

    def new_game(
        self,
        players: int,
        *,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        setup: Mapping[str, Any] | None = None,
        names: Sequence[str] | None = None,
    ) -> RummikubState:
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise SetupError(f"루미큐브는 {self.min_players}~{self.max_players}명이 합니다 "
                             f"(받은 값: {players})")
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise SetupError("seed는 정수여야 합니다")
        chosen = read_options(options)
        if names is None:
            names = default_names(players)
        names = [str(n) for n in names]
        if len(names) != players:
            raise SetupError(f"이름은 플레이어 수({players})만큼 있어야 합니다")
        deal = deal_from_seed(players, seed) if setup is None else deal_from_setup(
            players, setup, seed)
        return RummikubState(
            names=names, options=chosen, racks=deal.racks, table=deal.table, pool=deal.pool,
            box=deal.box, melded=deal.melded, to_move=deal.to_move, start_draw=deal.start_draw,
        )

    def rule_ids(self) -> frozenset[str]:
        return (TABLE_RULE_IDS | STATE_RULE_IDS | SETUP_RULE_IDS | VARIANT_RULE_IDS
                | {RULE_SET, RULE_RUN, RULE_GROUP, RULE_LOOSE, RULE_TILES, RULE_MATCH_WINNER,
                   self.end_rule_id})

    def choose_move(self, state: GameState, rng: random.Random) -> Move:
        from tutor.games.rummikub.candidates import greedy_turn

        assert isinstance(state, RummikubState)
        return {**greedy_turn(state, rng), "player": state.to_move}
