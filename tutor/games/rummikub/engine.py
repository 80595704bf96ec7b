"""The Rummikub engine: options, new games, the computer player."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tutor.engine import Choice, Engine, GameState
from tutor.games.rummikub.candidates import GreedyTurn, new_sets
from tutor.games.rummikub.rules import RULE_END_OUT, RULE_IDS
from tutor.games.rummikub.scoring import rack_sum
from tutor.games.rummikub.sets import (
    JOKER,
    classify,
    describe_set,
    parse_tile,
    tiles_text,
)
from tutor.games.rummikub.setup import (
    DEFAULT_OPTIONS,
    deal_from_seed,
    deal_from_setup,
    read_options,
)
from tutor.games.rummikub.state import RummikubState
from tutor.korean import josa


class RummikubEngine(Engine):
    game_id: ClassVar[str] = "rummikub"
    name: ClassVar[str] = "루미큐브"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_options: ClassVar[Mapping[str, Any]] = DEFAULT_OPTIONS
    end_rule_id: ClassVar[str] = RULE_END_OUT

    def new_game(
        self,
        players: int,
        *,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        setup: Mapping[str, Any] | None = None,
        names: Sequence[str] | None = None,
    ) -> RummikubState:
        checked = self.check_spec(players, seed=seed, names=names, options=options, setup=setup)
        deal = (
            deal_from_seed(players, seed)
            if setup is None
            else deal_from_setup(players, setup, seed)
        )
        return RummikubState(
            names=checked.names,
            options=checked.options,
            racks=deal.racks,
            table=deal.table,
            pool=deal.pool,
            box=deal.box,
            melded=deal.melded,
            to_move=deal.to_move,
            start_draw=deal.start_draw,
        )

    def read_options(self, options: dict[str, Any], players: int) -> dict[str, Any]:
        return read_options(options)

    def rule_ids(self) -> frozenset[str]:
        return RULE_IDS

    def choose(self, state: GameState, rng: random.Random) -> Choice:
        """Greedy (``candidates.greedy_plan``): the initial meld when the rack has one, else
        chained steps each placing the most rack value; a draw when nothing is found. The
        reason names the sets it lays down, or why it draws."""
        from tutor.games.rummikub.candidates import greedy_plan

        assert isinstance(state, RummikubState)
        del rng  # the greedy player draws nothing at random
        plan = greedy_plan(state)
        return Choice(
            {**plan.move, "player": state.to_move},
            _reason(plan, state.table, pool_left=bool(state.pool)),
        )


MAX_LENGTH = 60  # the steps named after the first stop here


def _short_label(tiles: list[str]) -> str:
    """A set in few words: a run as ``파랑 9-10-11``, a group as ``8 그룹``."""
    info = classify(tiles)
    if info.kind == "group":
        number = next(parse_tile(t).number for t in tiles if t != JOKER)
        return f"{number} 그룹"
    return describe_set(tiles)


def _reason(plan: GreedyTurn, table: list[list[str]], *, pool_left: bool) -> str:
    """The greedy turn in its own terms."""
    take = "더미에서 한 장 가져옴" if pool_left else "더미가 비어 차례를 넘김"
    if plan.kind == "draw":
        if not plan.melded:
            return f"첫 등록 {plan.threshold}점을 채울 세트가 받침대에 없어 {take}"
        return f"새로 만들거나 테이블 세트에 붙일 타일이 없어 {take}"
    if plan.kind == "refused":
        return f"찾은 수가 규칙 검사를 통과하지 못해 {take}"
    placed = plan.placed
    rack_points = rack_sum(placed)
    if plan.kind == "meld":
        total = sum(classify(s).value for s in plan.sets)
        sets = ", ".join(_short_label(s) for s in plan.sets)
        return f"첫 등록 {plan.threshold}점 이상: {sets} (합 {total}점)"
    lead = f"{len(placed)}장을 내려놓아 받침대 합 −{rack_points}점"
    # name each step by the sets its tiles end up in (a later step may change a set again)
    final = new_sets(table, plan.move["table"])
    parts: list[str] = []
    for tiles, made in plan.steps:
        held = set(tiles)
        ends_in = [s for s in final if held & set(s)] or made
        if len(made) == 1 and sorted(made[0]) == sorted(tiles) and made[0] in final:
            part = f"새 세트 {describe_set(made[0])}"
        else:
            verb = "붙여" if len(made) == 1 else "넣어 다시 짜"
            part = (
                f"{josa(tiles_text(tiles), '을', '를')} {verb} "
                f"{', '.join(_short_label(s) for s in ends_in)}"
            )
        if parts and len(lead) + sum(len(p) + 2 for p in parts) + len(part) > MAX_LENGTH:
            break
        parts.append(part)
    if len(parts) < len(plan.steps):
        parts.append(f"외 {len(plan.steps) - len(parts)}번 더")
    return f"{lead}: {'; '.join(parts)}"
