"""The Summer Pavilion engine: new games, rule ids and the greedy computer player."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from tutor.engine import Choice, Engine, GameState, Move, SetupError
from tutor.korean import josa

from .board import (
    BOARD_SIDES,
    COLOUR_INDEX,
    COLOUR_KO,
    FEATURE_KO,
    FEATURES,
    FEATURES_OF_CELL,
    STAR_INDEX,
    completed_features,
    run_length,
    space_label,
)
from .narration import source_ko
from .rules import RULE_END_TRIGGER, RULE_IDS
from .setup import build_state
from .state import DRAFT, SummerPavilionState

# the board option's values -> the board side as the state names it (BOARD_SIDES)
BOARD_OPTIONS = ("colour", "gray")
_SIDES = dict(zip(BOARD_OPTIONS, BOARD_SIDES, strict=True))


class SummerPavilionEngine(Engine):
    game_id = "azul-summer-pavilion"
    name = "아줄: 여름 별장"
    min_players = 2
    max_players = 4
    default_options: ClassVar[Mapping[str, Any]] = {"board": "colour"}
    # the same option and values as Azul; older links say "coloured"/"grey"
    option_value_aliases: ClassVar[Mapping[str, Mapping[str, str]]] = {
        "board": {"coloured": "colour", "grey": "gray"}
    }
    end_rule_id = RULE_END_TRIGGER

    def new_game(
        self,
        players: int,
        *,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        setup: Mapping[str, Any] | None = None,
        names: Sequence[str] | None = None,
    ) -> SummerPavilionState:
        checked = self.check_spec(players, seed=seed, names=names, options=options, setup=setup)
        return build_state(
            players,
            side=_SIDES[checked.options["board"]],
            names=checked.names,
            seed=seed,
            setup=setup,
        )

    def read_options(self, options: dict[str, Any], players: int) -> dict[str, Any]:
        if options["board"] not in BOARD_OPTIONS:
            raise SetupError('board 옵션은 "colour"(색 면) 또는 "gray"(회색 면)입니다.')
        return options

    def rule_ids(self) -> frozenset[str]:
        return RULE_IDS

    def choose(self, state: GameState, rng: random.Random) -> Choice:
        """Greedy: the move worth the most points right now (ties: a random draw per move).
        The reason names the terms of that worth for the chosen move."""
        assert isinstance(state, SummerPavilionState)
        moves = state.legal_moves()
        if not moves:
            raise RuntimeError("no legal move in a non-terminal state")
        weighed = [(_weigh(state, m), m) for m in moves]
        # the same key and draws as max(moves, key=lambda m: (value, rng.random()))
        keyed = [(w.value, rng.random()) for w, _ in weighed]
        best = max(range(len(moves)), key=keyed.__getitem__)
        terms, move = weighed[best]
        others = [w for i, (w, _) in enumerate(weighed) if i != best]
        return Choice(move, _reason(state, move, terms, others))


@dataclass(frozen=True)
class _Terms:
    """The worth of one move and the terms it is made of."""

    value: float
    count: int = 0  # take: tiles taken (a wild that comes along included)
    wild: bool = False  # take: a wild comes along
    penalty: int = 0  # take: points lost for the first-player token
    token: bool = False  # take: it takes the first-player token
    points: int = 0  # place: points scored at once
    features: int = 0  # place: pillars, statues and windows the space touches
    wilds: int = 0  # place: wilds paid


def _weigh(state: SummerPavilionState, move: Move) -> _Terms:
    p = state.to_move or 0
    kind = move["type"]
    if kind == "take":
        source = move["source"]
        tiles = state.centre if source == "centre" else state.factories[source]
        colour = COLOUR_INDEX[move["colour"]]
        count = 1 if colour == state.wild else tiles[colour] + (1 if tiles[state.wild] else 0)
        penalty = 0
        token = source == "centre" and state.token is None
        if token:
            penalty = min(count, state.score[p] - 1)
        wild = bool(tiles[state.wild]) and colour != state.wild
        return _Terms(
            count + (0.5 if tiles[state.wild] else 0.0) - penalty,
            count=count,
            wild=wild,
            penalty=penalty,
            token=token,
        )
    if kind == "bonus":
        colour = COLOUR_INDEX[move["colour"]]
        return _Terms(2.0 if colour == state.wild else state.hands[p][colour])
    if kind == "pass":
        hand = sum(state.hands[p])
        return _Terms(-max(0, hand - len(move["keep"])) - 0.5 + len(move["keep"]) * 0.01)
    board = bytearray(state.boards[p])
    cell = STAR_INDEX[move["star"]] * 6 + move["space"] - 1
    board[cell] = COLOUR_INDEX[move["colour"]]
    points = run_length(board, cell)
    features = sum(1 for _ in FEATURES_OF_CELL[cell])
    wilds = move.get("wilds", 0)
    return _Terms(
        points + 0.1 * features - 0.05 * wilds, points=points, features=features, wilds=wilds
    )


def _reason(state: SummerPavilionState, move: Move, terms: _Terms, others: list[_Terms]) -> str:
    p = state.to_move or 0
    kind = move["type"]
    if kind == "take":
        colour = COLOUR_INDEX[move["colour"]]
        where = source_ko(move["source"])
        if colour == state.wild:
            text = f"{where}에서 조커({COLOUR_KO[colour]}) 1장"
        else:
            text = f"{where}에서 {COLOUR_KO[colour]} {terms.count - terms.wild}장"
            if terms.wild:
                text += "과 조커 1장"
        if all(o.count <= terms.count for o in others):
            text += ", 가장 많이 가져오는 수"
        if terms.penalty:
            return f"{text}; 선 플레이어 토큰으로 −{terms.penalty}점"
        if terms.token:
            return f"{text}; 선 플레이어 토큰은 감점 없이 받음(점수 1점)"
        if any(o.penalty and o.count > terms.count for o in others):
            return f"선 플레이어 토큰 감점을 피해 {text}"
        return text
    if kind == "bonus":
        colour = COLOUR_INDEX[move["colour"]]
        if colour == state.wild:
            return f"보너스로 조커({COLOUR_KO[colour]}) 1장: 어느 칸의 비용으로도 쓸 수 있음"
        held = state.hands[p][colour]
        return f"보너스로 {COLOUR_KO[colour]} 1장: 이미 {held}장 있는 색을 더 모음"
    if kind == "pass":
        keep = len(move["keep"])
        dropped = sum(state.hands[p]) - keep
        lead = "놓을 수 있는 칸이 없어 패스" if not state.placements() else "더 나은 칸이 없어 패스"
        if not dropped:
            return f"{lead}, 남은 {keep}장은 모두 보관해 감점 없음" if keep else lead
        return f"{lead}: {keep}장 보관, 남는 {dropped}장은 버려 장당 −1점"
    cell = STAR_INDEX[move["star"]] * 6 + move["space"] - 1
    colour = COLOUR_INDEX[move["colour"]]
    cost = state.costs[cell]
    pay = f"비용 {cost}장" + (f"(조커 {terms.wilds}장 포함)" if terms.wilds else "")
    text = f"{space_label(cell)}에 {COLOUR_KO[colour]}: {pay}, 바로 {terms.points}점"
    board = bytearray(state.boards[p])
    board[cell] = colour
    closed = completed_features(board, cell)
    if closed:
        bonus = sum(f.bonus for f in closed)
        names = "·".join(FEATURE_KO[f.kind] for f in closed)
        text += f", {josa(names, '을', '를')} 둘러싸 보너스 {bonus}장"
    elif terms.features:
        kinds = dict.fromkeys(FEATURE_KO[FEATURES[i].kind] for i in FEATURES_OF_CELL[cell])
        text += f", {'·'.join(kinds)}에 닿는 칸"
    return text


__all__ = ["SummerPavilionEngine", "DRAFT"]
