"""Starting a game: from a seed (shuffle, draw for the start player, deal 14 each) or from an
explicit set-up (tutorials, FAQ examples). See the package docstring for the set-up format."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.engine import SetupError
from tutor.games.rummikub.sets import (
    JOKER,
    RACK_SIZE,
    beyond_the_box,
    classify,
    full_set,
    is_tile,
    sort_key,
    tile_name,
)
from tutor.korean import josa

DEFAULT_OPTIONS: dict[str, Any] = {
    "manipulate_on_initial_meld": False,  # seed: table play starts the turn after the meld
    "joker_set_needs_rack_tile": True,  # seed: a freed joker's new set holds a rack tile
    "group_joker_needs_both_colours": False,  # variant (1980 Pressman edition)
    "initial_meld_points": 30,
}
SETUP_KEYS = {"racks", "table", "pool", "melded", "to_move"}


@dataclass
class Deal:
    racks: list[list[str]]
    table: list[list[str]]
    pool: list[str]  # draw order, first drawn first
    box: list[str]  # tiles out of play (an explicit set-up that does not use all 106)
    melded: list[bool]
    to_move: int
    start_draw: list[list[str]]  # the tiles drawn to pick the start player, per round


def read_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The option values checked; ``options`` holds every option (``Engine.check_spec`` has
    refused unknown names and filled in the defaults)."""
    for key, value in options.items():
        if key == "initial_meld_points":
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 100:
                raise SetupError("initial_meld_points는 0~100 사이의 정수여야 합니다")
        elif not isinstance(value, bool):
            raise SetupError(f"옵션 '{key}'는 true 또는 false여야 합니다")
    return dict(options)


def sort_rack(rack: list[str]) -> list[str]:
    return sorted(rack, key=sort_key)


def deal_from_seed(players: int, seed: int | None) -> Deal:
    rng = random.Random(seed or 0)
    start, draws = draw_for_start(players, rng)
    tiles = full_set()
    rng.shuffle(tiles)
    racks = [sort_rack(tiles[p * RACK_SIZE : (p + 1) * RACK_SIZE]) for p in range(players)]
    pool = tiles[players * RACK_SIZE :]
    return Deal(racks, [], pool, [], [False] * players, start, draws)


def draw_for_start(players: int, rng: random.Random) -> tuple[int, list[list[str]]]:
    """Everyone draws a tile; the highest number starts (ties and jokers draw again)."""
    contenders = list(range(players))
    rounds: list[list[str]] = []
    while True:
        bag = full_set()
        rng.shuffle(bag)
        drawn = ["" for _ in range(players)]
        for p in contenders:
            drawn[p] = bag.pop()
        rounds.append(drawn)
        numbers = {p: int(drawn[p][1:]) for p in contenders if drawn[p] != JOKER}
        if not numbers:
            continue
        best = max(numbers.values())
        tied = [p for p, n in numbers.items() if n == best]
        if len(tied) == 1:
            return tied[0], rounds
        contenders = tied


def deal_from_setup(players: int, setup: Mapping[str, Any], seed: int | None) -> Deal:
    if not isinstance(setup, Mapping):
        raise SetupError("set-up은 매핑이어야 합니다")
    unknown = set(setup) - SETUP_KEYS
    if unknown:
        raise SetupError(
            f"알 수 없는 set-up 항목: {', '.join(sorted(unknown))} "
            f"(쓸 수 있는 항목: {', '.join(sorted(SETUP_KEYS))})"
        )
    racks_raw = setup.get("racks")
    if racks_raw is not None and (not isinstance(racks_raw, list) or len(racks_raw) != players):
        raise SetupError(f"racks는 플레이어 수({players})만큼의 목록이어야 합니다")
    racks_in: list[list[str] | None] = (
        [None] * players
        if racks_raw is None
        else [
            None if r is None else _tiles(r, f"{p + 1}번 받침대") for p, r in enumerate(racks_raw)
        ]
    )
    table_raw = setup.get("table") or []
    if not isinstance(table_raw, list):
        raise SetupError("table은 세트의 목록이어야 합니다")
    table: list[list[str]] = []
    for raw in table_raw:
        tiles = _tiles(raw, "테이블의 세트")
        info = classify(tiles)
        if not info.valid:
            raise SetupError(f"테이블의 세트가 올바르지 않습니다: {info.reason}")
        table.append(list(info.tiles))
    pool_in = None if setup.get("pool") is None else _tiles(setup["pool"], "pool")
    used = Counter(t for r in racks_in if r for t in r)
    used.update(t for s in table for t in s)
    used.update(pool_in or [])
    over = beyond_the_box(used.elements())
    if over is not None:
        tile, n, limit = over
        raise SetupError(
            f"{josa(tile_name(tile), '이', '가')} {n}장입니다. 106개 타일에는 {limit}장뿐입니다"
        )
    rest = list((Counter(full_set()) - used).elements())
    rest.sort(key=sort_key)
    random.Random(seed or 0).shuffle(rest)
    racks: list[list[str]] = []
    for p, rack in enumerate(racks_in):
        if rack is None:
            if len(rest) < RACK_SIZE:
                raise SetupError("나눠 줄 타일이 모자랍니다")
            rack, rest = rest[:RACK_SIZE], rest[RACK_SIZE:]
        elif not rack:
            raise SetupError(
                f"{p + 1}번 받침대가 비어 있습니다. 받침대에는 타일이 한 장 이상 있어야 합니다"
            )
        racks.append(sort_rack(list(rack)))
    if pool_in is None:
        pool, box = rest, []
    else:
        pool, box = list(pool_in), sort_rack(rest)
    melded = setup.get("melded")
    if melded is None:
        melded = [False] * players
    if (
        not isinstance(melded, list)
        or len(melded) != players
        or not all(isinstance(m, bool) for m in melded)
    ):
        raise SetupError(f"melded는 플레이어마다 true/false 하나씩, {players}개여야 합니다")
    to_move = setup.get("to_move", 0)
    if not isinstance(to_move, int) or isinstance(to_move, bool) or not 0 <= to_move < players:
        raise SetupError(f"to_move는 0부터 {players - 1} 사이의 자리 번호여야 합니다")
    return Deal(racks, table, pool, box, list(melded), to_move, [])


def _tiles(raw: Any, what: str) -> list[str]:
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        raise SetupError(f'{what}: 타일 목록이어야 합니다 (예: ["r5", "b13", "j"])')
    for tile in raw:
        if not is_tile(tile):
            raise SetupError(
                f"{what}: 알 수 없는 타일 '{tile}'. 색 글자(r, b, k, o)와 숫자 1~13, "
                "또는 조커 j로 적습니다"
            )
    return list(raw)
