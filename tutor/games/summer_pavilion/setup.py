"""Set-up: a seeded deal, or an explicit position for tutorials and FAQ examples.

See the package docstring for the ``setup`` format. Every tile given explicitly is taken
out of the 132; the rest are shuffled with ``random.Random(seed or 0)`` into the bag (after
an explicit ``bag`` prefix), and whatever the set-up leaves out (supply, factories) is
drawn from that bag, so a partial set-up is always completed the same way.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from tutor.engine import SetupError

from .board import (
    CENTRE,
    COLOUR_INDEX,
    COLOURS,
    EMPTY,
    FACTORIES_BY_PLAYERS,
    KEEP_LIMIT,
    MIN_SCORE,
    NUM_COLOURS,
    ROUNDS,
    STAR_INDEX,
    START_SCORE,
    SUPPLY_SIZE,
    TILES_PER_COLOUR,
    TILES_PER_FACTORY,
)
from .state import DRAFT, PLACE, SummerPavilionState

MAX_SCORE = 999  # far above any real game's score: bounds a set-up's numbers
_SPACE_NAMES = {str(n) for n in range(1, 7)}  # a space as a JSON object key: "1".."6"
SETUP_KEYS = {
    "first_player",
    "round",
    "phase",
    "factories",
    "centre",
    "supply",
    "bag",
    "tower",
    "scores",
    "hands",
    "corners",
    "boards",
    "token",
    "passed",
    "to_move",
}


def _colours(value: Any, what: str) -> list[int]:
    if not isinstance(value, list):
        raise SetupError(f"{what}은(는) 색 이름 목록이어야 합니다.")
    if len(value) > NUM_COLOURS * TILES_PER_COLOUR:
        raise SetupError(
            f"{what}: 타일이 {len(value)}장입니다. 타일은 모두 "
            f"{NUM_COLOURS * TILES_PER_COLOUR}장입니다."
        )
    out: list[int] = []
    for item in value:
        if not isinstance(item, str) or item not in COLOUR_INDEX:
            raise SetupError(
                f"{what}: 알 수 없는 색 {item!r} (보라 purple, 초록 green, 주황 orange, "
                "노랑 yellow, 파랑 blue, 빨강 red)."
            )
        out.append(COLOUR_INDEX[item])
    return out


def _counts(colours: list[int]) -> list[int]:
    counts = [0] * NUM_COLOURS
    for c in colours:
        counts[c] += 1
    return counts


def _seat(value: Any, players: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise SetupError(f"{what}은(는) 0~{players - 1} 사이의 자리 번호여야 합니다.")
    return value


def _per_player(setup: Mapping[str, Any], key: str, players: int) -> list[Any]:
    value = setup.get(key)
    if value is None:
        return [None] * players
    if not isinstance(value, list) or len(value) != players:
        raise SetupError(f"{key}는 플레이어 {players}명 각각의 값을 담은 목록이어야 합니다.")
    return value


def _board(state: SummerPavilionState, p: int, spec: Any) -> bytearray:
    """Cells of player ``p`` from ``{star: [spaces]}`` or ``{star: {space: colour}}``."""
    board = bytearray([EMPTY]) * len(state.boards[p])
    if spec is None:
        return board
    if not isinstance(spec, Mapping):
        raise SetupError(
            "boards의 각 항목은 {별: [칸 번호]} 또는 {별: {칸: 색}} 매핑이어야 합니다."
        )
    for star_name, spaces in spec.items():
        if star_name not in STAR_INDEX:
            raise SetupError(f"알 수 없는 별: {star_name!r}.")
        star = STAR_INDEX[star_name]
        items: list[tuple[Any, Any]]
        if isinstance(spaces, Mapping):
            items = list(spaces.items())
        elif isinstance(spaces, list):
            if star == CENTRE or state.side == "grey":
                raise SetupError("가운데 별(과 회색 면의 별)은 {칸: 색} 매핑으로 적어야 합니다.")
            items = [(space, COLOURS[star]) for space in spaces]
        else:
            raise SetupError(f"{star_name}: 칸 목록이나 {{칸: 색}} 매핑이어야 합니다.")
        for space, colour in items:
            if isinstance(space, str) and space in _SPACE_NAMES:
                space = int(space)
            if not isinstance(space, int) or isinstance(space, bool) or not 1 <= space <= 6:
                raise SetupError(f"{star_name}: 칸 번호는 1~6입니다 ({space!r}).")
            if not isinstance(colour, str) or colour not in COLOUR_INDEX:
                raise SetupError(f"{star_name} {space}번 칸: 알 수 없는 색 {colour!r}.")
            cell = star * 6 + space - 1
            if board[cell] != EMPTY:
                raise SetupError(f"{star_name} {space}번 칸이 두 번 적혔습니다.")
            colour_id = COLOUR_INDEX[colour]
            if state.side == "coloured":
                if star == CENTRE and colour_id in board[CENTRE * 6 :]:
                    raise SetupError("가운데 별에는 같은 색을 두 번 놓을 수 없습니다.")
                if star != CENTRE and colour_id != star:
                    raise SetupError(f"{star_name} 별에는 {colour} 타일을 놓을 수 없습니다.")
            board[cell] = colour_id
    return board


def build_state(
    players: int,
    *,
    side: str,
    names: list[str],
    seed: int | None,
    setup: Mapping[str, Any] | None,
) -> SummerPavilionState:
    rng = random.Random(seed if seed is not None else 0)
    state = SummerPavilionState(players, names, side, rng)
    setup = dict(setup or {})
    unknown = set(setup) - SETUP_KEYS
    if unknown:
        raise SetupError(f"알 수 없는 set-up 항목: {', '.join(sorted(unknown))}.")
    used = [0] * NUM_COLOURS

    def take(colours: list[int]) -> list[int]:
        for c in colours:
            used[c] += 1
        return _counts(colours)

    rnd = setup.get("round", 1)
    if not isinstance(rnd, int) or isinstance(rnd, bool) or not 1 <= rnd <= ROUNDS:
        raise SetupError(f"round는 1~{ROUNDS} 사이여야 합니다.")
    state.round = rnd
    phase = setup.get("phase", DRAFT)
    if phase not in (DRAFT, PLACE):
        raise SetupError('phase는 "draft"(1단계) 또는 "place"(2단계)입니다.')
    state.phase = phase
    state.start_player = _seat(setup.get("first_player", 0), players, "first_player")
    if setup.get("token") is not None:
        state.token = _seat(setup["token"], players, "token")

    scores = setup.get("scores")
    if scores is None:
        state.score = [START_SCORE] * players
    elif (
        not isinstance(scores, list)
        or len(scores) != players
        or not all(
            isinstance(s, int) and not isinstance(s, bool) and MIN_SCORE <= s <= MAX_SCORE
            for s in scores
        )
    ):
        raise SetupError(
            f"scores는 {players}명의 점수({MIN_SCORE}부터 {MAX_SCORE} 사이의 정수) "
            "목록이어야 합니다."
        )
    else:
        state.score = list(scores)

    for p, spec in enumerate(_per_player(setup, "boards", players)):
        board = _board(state, p, spec)
        state.boards[p] = board
        for v in board:
            if v != EMPTY:
                used[v] += 1
    for p, tiles in enumerate(_per_player(setup, "hands", players)):
        if tiles is not None:
            state.hands[p] = take(_colours(tiles, f"hands[{p}]"))
    for p, tiles in enumerate(_per_player(setup, "corners", players)):
        if tiles is not None:
            colours = _colours(tiles, f"corners[{p}]")
            if len(colours) > KEEP_LIMIT:
                raise SetupError(f"corners[{p}]: 귀퉁이에는 {KEEP_LIMIT}장까지만 보관합니다.")
            state.corners[p] = take(colours)
    passed = setup.get("passed") or []
    if not isinstance(passed, list):
        raise SetupError("passed는 패스한 자리 번호의 목록이어야 합니다.")
    for seat in passed:
        state.passed[_seat(seat, players, "passed")] = True
    if passed and phase != PLACE:
        raise SetupError("passed는 2단계(phase: place)에서만 쓸 수 있습니다.")
    if setup.get("centre") is not None:
        state.centre = take(_colours(setup["centre"], "centre"))
    if setup.get("tower") is not None:
        state.tower = take(_colours(setup["tower"], "tower"))

    count = FACTORIES_BY_PLAYERS[players]
    given_factories = setup.get("factories") or []
    if not isinstance(given_factories, list) or len(given_factories) > count:
        raise SetupError(f"{players}명 게임의 공장 전시판은 {count}개입니다.")
    factories: list[list[int] | None] = [None] * count
    for i, tiles in enumerate(given_factories):
        colours = _colours(tiles, f"factories[{i}]")
        if len(colours) > TILES_PER_FACTORY:
            raise SetupError(f"factories[{i}]: 공장 전시판에는 {TILES_PER_FACTORY}장까지 놓입니다.")
        factories[i] = take(colours)
    supply_given = setup.get("supply")
    supply = take(_colours(supply_given, "supply")) if supply_given is not None else None
    if supply is not None and sum(supply) > SUPPLY_SIZE:
        raise SetupError(f"공급처에는 {SUPPLY_SIZE}장까지 놓입니다.")
    prefix = _colours(setup.get("bag") or [], "bag")
    take(prefix)

    for i in range(NUM_COLOURS):
        if used[i] > TILES_PER_COLOUR:
            raise SetupError(
                f"{COLOURS[i]} 타일이 {used[i]}장 적혔습니다. 색마다 {TILES_PER_COLOUR}장뿐입니다."
            )
    rest = [i for i in range(NUM_COLOURS) for _ in range(TILES_PER_COLOUR - used[i])]
    rng.shuffle(rest)
    draw_order = prefix + rest  # first drawn first
    state.bag = bytearray(draw_order[::-1])

    state.supply = supply if supply is not None else [0] * NUM_COLOURS
    if supply is None:
        for _ in range(SUPPLY_SIZE):
            state.supply[state.bag.pop()] += 1
    for i in range(count):
        if factories[i] is None:
            factory = factories[i] = [0] * NUM_COLOURS
            if phase == DRAFT:
                for _ in range(TILES_PER_FACTORY):
                    if state.bag:
                        factory[state.bag.pop()] += 1
    state.factories = [f or [0] * NUM_COLOURS for f in factories]
    state.drafting_left = sum(map(sum, state.factories)) + sum(state.centre)
    if phase == PLACE and state.drafting_left:
        raise SetupError("2단계(place)에서는 공장 전시판과 중앙이 비어 있어야 합니다.")

    if setup.get("to_move") is not None:
        state.to_move = _seat(setup["to_move"], players, "to_move")
    elif phase == DRAFT:
        state.to_move = state.start_player
    else:
        first = state.token if state.token is not None else state.start_player
        state.to_move = first
    if phase == PLACE:
        if all(state.passed):
            raise SetupError("모두가 패스한 2단계에서는 시작할 수 없습니다.")
        while state.passed[state.to_move]:
            state.to_move = (state.to_move + 1) % players
    problems = state.check_invariants()
    if problems:
        raise SetupError("set-up이 맞지 않습니다: " + "; ".join(problems))
    return state
