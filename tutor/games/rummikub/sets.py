"""Tiles and sets: pure logic, no game state.

A tile is written as a colour letter and a number (``r5``, ``b13``, ``k1``, ``o7``) or ``j``
for a joker. A set is a sequence of tiles; a run is written low to high, so the place of a
joker in a run fixes the tile it stands for. :func:`classify` judges one set: a run or a
group, the tiles its jokers stand for, its point value, or the Korean reason it is not a set
with the rule id that says so.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

import yaml

from tutor.games.rummikub.rules import RULE_GROUP, RULE_LOOSE, RULE_RUN, RULE_SET
from tutor.korean import josa

_DATA = yaml.safe_load((Path(__file__).with_name("tiles.yaml")).read_text(encoding="utf-8"))

COLOURS: dict[str, str] = dict(_DATA["colours"])
LOW, HIGH = (int(n) for n in _DATA["numbers"])
COPIES: int = int(_DATA["copies"])
JOKERS: int = int(_DATA["jokers"])
JOKER = "j"
JOKER_NAME: str = str(_DATA["joker_name"])
JOKER_PENALTY: int = int(_DATA["joker_penalty"])
RACK_SIZE: int = int(_DATA["rack_size"])
INITIAL_MELD_POINTS: int = int(_DATA["initial_meld_points"])
PENALTY_TILES: int = int(_DATA["penalty_tiles"])


class Tile(NamedTuple):
    colour: str  # "r", "b", "k", "o"; "j" for a joker
    number: int  # 1..13; 0 for a joker

    @property
    def is_joker(self) -> bool:
        return self.colour == JOKER


def _all_tiles() -> dict[str, Tile]:
    table = {f"{c}{n}": Tile(c, n) for c in COLOURS for n in range(LOW, HIGH + 1)}
    table[JOKER] = Tile(JOKER, 0)
    return table


_TILES: dict[str, Tile] = _all_tiles()
TILE_NAMES: tuple[str, ...] = tuple(_TILES)


def full_set() -> list[str]:
    """All 106 tiles, in a fixed order (shuffle a copy)."""
    tiles = [name for name in TILE_NAMES if name != JOKER for _ in range(COPIES)]
    return tiles + [JOKER] * JOKERS


def beyond_the_box(tiles: Iterable[str]) -> tuple[str, int, int] | None:
    """The first tile (in name order) named more often than the box holds it, with how many
    times it is named and how many the box holds (two of each, two jokers); None if none is."""
    counts = Counter(tiles)
    for name in sorted(counts):
        limit = JOKERS if name == JOKER else COPIES
        if counts[name] > limit:
            return name, counts[name], limit
    return None


def parse_tile(text: str) -> Tile:
    """``"r5"`` → ``Tile("r", 5)``; ``"j"`` → the joker. Raises ``ValueError`` (Korean)."""
    tile = _TILES.get(text) if isinstance(text, str) else None
    if tile is None:
        raise ValueError(
            f"알 수 없는 타일 '{text}': 색 글자(r 빨강, b 파랑, k 검정, o 주황)와 숫자 1~13"
            f"(예: r5), 또는 조커 j로 적습니다"
        )
    return tile


def is_tile(text: object) -> bool:
    return isinstance(text, str) and text in _TILES


def tile_value(text: str) -> int:
    """Rack value at the end of a game: the number, a joker 30."""
    tile = _TILES[text]
    return JOKER_PENALTY if tile.is_joker else tile.number


def tile_name(text: str) -> str:
    """Korean name: ``"b9"`` → ``"파랑 9"``, ``"j"`` → ``"조커"``."""
    tile = _TILES[text]
    return JOKER_NAME if tile.is_joker else f"{COLOURS[tile.colour]} {tile.number}"


def tiles_text(tiles: Iterable[str]) -> str:
    return ", ".join(tile_name(t) for t in tiles)


def sort_key(text: str) -> tuple[int, int]:
    tile = _TILES[text]
    order = list(COLOURS).index(tile.colour) if not tile.is_joker else len(COLOURS)
    return order, tile.number


@dataclass(frozen=True, slots=True)
class SetInfo:
    """The verdict on one set."""

    tiles: tuple[str, ...]  # canonical order (a jokerless run sorted low to high)
    kind: str | None  # "run", "group" or None when invalid
    value: int  # sum of the numbers, jokers at the value they stand for
    joker_roles: tuple[frozenset[str], ...]  # per joker: the tiles it may stand for
    reason: str | None = None  # Korean, when invalid
    rule_id: str | None = None  # the rule that refuses it
    # the set's other valid readings (only one tile with two jokers has one: run or group)
    alternatives: tuple[SetInfo, ...] = ()

    @property
    def valid(self) -> bool:
        return self.kind is not None

    @property
    def key(self) -> tuple[str, ...]:
        """Identity on the table: a run by its order, a group by its tiles."""
        return tuple(sorted(self.tiles)) if self.kind == "group" else self.tiles


def describe_set(tiles: Sequence[str]) -> str:
    """Korean label of a set: ``"파랑 9-10-11"``, ``"8 그룹(빨강·파랑·검정)"``, or a list."""
    info = classify(tiles)
    if info.kind == "run":
        normal = [_TILES[t] for t in info.tiles if t != JOKER]
        start = normal[0].number - info.tiles.index(_tile_str(normal[0]))
        parts = [JOKER_NAME if t == JOKER else str(start + i) for i, t in enumerate(info.tiles)]
        return f"{COLOURS[normal[0].colour]} {'-'.join(parts)}"
    if info.kind == "group":
        normal = [_TILES[t] for t in info.tiles if t != JOKER]
        colours = [COLOURS[t.colour] for t in normal] + [JOKER_NAME] * (
            len(info.tiles) - len(normal)
        )
        return f"{normal[0].number} 그룹({'·'.join(colours)})"
    return "[" + tiles_text(tiles) + "]"


def _tile_str(tile: Tile) -> str:
    return JOKER if tile.is_joker else f"{tile.colour}{tile.number}"


def classify(tiles: Sequence[str]) -> SetInfo:
    """Judge one set (tile strings). Unknown tile strings raise ``ValueError``. A set that
    reads both as a run and as a group (one tile, two jokers) comes as its more valuable
    reading (the run on a tie), the other in ``alternatives``."""
    return _classify(tuple(tiles))


def readings(info: SetInfo) -> tuple[SetInfo, ...]:
    """Every valid reading of a set: itself, then its alternatives (none when invalid)."""
    return (info, *info.alternatives) if info.valid else ()


@lru_cache(maxsize=65536)
def _classify(tiles: tuple[str, ...]) -> SetInfo:
    parsed = [parse_tile(t) for t in tiles]
    size = len(parsed)
    normal = [(i, t) for i, t in enumerate(parsed) if not t.is_joker]
    jokers = size - len(normal)
    if size < 3:
        return _invalid(
            tiles,
            RULE_LOOSE,
            f"{_list(tiles)}: 세트는 3장 이상이어야 합니다. "
            "한두 장만 따로 남은 타일은 테이블에 둘 수 없습니다",
        )
    if not normal:
        return _invalid(tiles, RULE_SET, "조커만으로는 세트를 만들 수 없습니다")
    colours = {t.colour for _, t in normal}
    numbers = {t.number for _, t in normal}
    if len(normal) == 1 and size == 3:  # one tile, two jokers: a run, a group, or both
        group = _as_group(tiles, normal, jokers)
        run = _as_run(tiles, parsed, normal)
        if not run.valid:
            return group
        if group.value > run.value:
            return replace(group, alternatives=(run,))
        return replace(run, alternatives=(group,))
    if len(colours) == 1 and (len(numbers) > 1 or jokers > 0 or size > 4):
        run = _as_run(tiles, parsed, normal)
        if run.valid or len(numbers) > 1:
            return run
    if len(numbers) == 1:
        return _as_group(tiles, normal, jokers)
    if len(colours) == 1:
        return _as_run(tiles, parsed, normal)
    return _invalid(
        tiles,
        RULE_SET,
        f"{_list(tiles)}: 같은 색 연속도 아니고 같은 숫자 그룹도 "
        "아닙니다. 세트는 연속이나 그룹이어야 합니다",
    )


def _as_run(tiles: tuple[str, ...], parsed: list[Tile], normal: list[tuple[int, Tile]]) -> SetInfo:
    colour = normal[0][1].colour
    cname = COLOURS[colour]
    size = len(parsed)
    if len(normal) == size:  # no joker: any order is fine, read low to high
        ordered = sorted(t.number for t in parsed)
        for a, b in zip(ordered, ordered[1:], strict=False):
            if a == b:
                return _invalid(
                    tiles,
                    RULE_RUN,
                    f"{josa(f'{cname} {a}', '이', '가')} 연속에 두 번 들어 있습니다. "
                    "연속에는 같은 숫자가 한 번씩만 들어갑니다",
                )
        if ordered[-1] - ordered[0] + 1 != size:
            missing = sorted(set(range(ordered[0], ordered[-1] + 1)) - set(ordered))
            if 1 in ordered and HIGH in ordered:
                return _invalid(
                    tiles,
                    RULE_RUN,
                    f"{cname} {_run_text(parsed)}: "
                    f"1은 가장 작은 수라서 {HIGH} 뒤에 이어 붙일 수 없습니다",
                )
            shown = josa(f"{cname} {'-'.join(map(str, ordered))}", "은", "는")
            gaps = josa(", ".join(map(str, missing)), "이", "가")
            return _invalid(tiles, RULE_RUN, f"{shown} 연속이 아닙니다: {gaps} 빠졌습니다")
        canonical = tuple(f"{colour}{n}" for n in ordered)
        return SetInfo(canonical, "run", sum(ordered), ())
    # with jokers the written order fixes every value
    first_index, first = normal[0]
    start = first.number - first_index
    for (i, t), (i2, t2) in zip(normal, normal[1:], strict=False):
        if t2.number <= t.number:
            return _invalid(
                tiles,
                RULE_RUN,
                f"{_list(tiles)}: 연속은 작은 수부터 큰 수 순서로 "
                "놓아야 하고, 같은 숫자가 두 번 들어갈 수 없습니다",
            )
        if t2.number - t.number != i2 - i:
            gap = t2.number - t.number - 1
            held = i2 - i - 1
            if gap > held:
                missing = [n for n in range(t.number + 1, t2.number)]
                shown = josa(f"{cname} {_run_text(parsed)}", "은", "는")
                return _invalid(
                    tiles,
                    RULE_RUN,
                    f"{shown} 연속이 아닙니다: "
                    f"{', '.join(map(str, missing))} 자리를 채울 타일이 모자랍니다",
                )
            # more jokers than numbers between the two: said as it is (one joker between 10
            # and 11 is not "too many jokers": the two numbers leave it no place)
            between = (
                f"{josa(str(t.number), '과', '와')} {josa(str(t2.number), '은', '는')} 바로 "
                "이어지는 수라 그 사이에 조커가 들어갈 자리가 없습니다"
                if gap == 0
                else f"{josa(str(t.number), '과', '와')} {t2.number} 사이에는 빈 수가 "
                f"{gap}개인데 조커가 {held}장 있습니다"
            )
            return _invalid(tiles, RULE_RUN, f"{cname} {_run_text(parsed)}: {between}")
    end = start + size - 1
    if start < LOW:
        return _invalid(
            tiles,
            RULE_RUN,
            f"{cname} {_run_text(parsed)}: 조커가 {LOW}보다 작은 수를 "
            "대신할 수 없습니다(1은 가장 작은 수입니다)",
        )
    if end > HIGH:
        return _invalid(
            tiles,
            RULE_RUN,
            f"{cname} {_run_text(parsed)}: 조커가 {HIGH}보다 큰 수를 "
            f"대신할 수 없습니다. 1은 {HIGH} 뒤에 올 수 없습니다",
        )
    roles = tuple(frozenset({f"{colour}{start + i}"}) for i, t in enumerate(parsed) if t.is_joker)
    return SetInfo(tiles, "run", sum(range(start, end + 1)), roles)


def _as_group(tiles: tuple[str, ...], normal: list[tuple[int, Tile]], jokers: int) -> SetInfo:
    number = normal[0][1].number
    size = len(normal) + jokers
    seen: set[str] = set()
    for _, t in normal:
        if t.colour in seen:
            return _invalid(
                tiles,
                RULE_GROUP,
                f"{number} 그룹에 {josa(COLOURS[t.colour], '이', '가')} "
                "두 장 있습니다. 그룹은 색이 모두 달라야 합니다",
            )
        seen.add(t.colour)
    if size > len(COLOURS):
        return _invalid(
            tiles,
            RULE_GROUP,
            f"{number} 그룹이 {size}장입니다. 색이 네 가지뿐이라 그룹은 4장까지입니다",
        )
    missing = frozenset(f"{c}{number}" for c in COLOURS if c not in seen)
    return SetInfo(tiles, "group", number * size, tuple(missing for _ in range(jokers)))


def _invalid(tiles: tuple[str, ...], rule_id: str, reason: str) -> SetInfo:
    return SetInfo(tiles, None, 0, (), reason, rule_id)


def _list(tiles: Sequence[str]) -> str:
    return "[" + tiles_text(tiles) + "]"


def _run_text(parsed: list[Tile]) -> str:
    return "-".join(JOKER_NAME if t.is_joker else str(t.number) for t in parsed)


def value_terms(tiles: Sequence[str]) -> list[str]:
    """The numbers a set scores, jokers marked: ``["9", "10(조커)", "11"]``."""
    info = classify(tiles)
    if info.kind == "run":
        colour_tile = next(t for t in info.tiles if t != JOKER)
        start = _TILES[colour_tile].number - info.tiles.index(colour_tile)
        return [
            f"{start + i}(조커)" if t == JOKER else str(start + i) for i, t in enumerate(info.tiles)
        ]
    if info.kind == "group":
        number = next(_TILES[t].number for t in info.tiles if t != JOKER)
        return [f"{number}(조커)" if t == JOKER else str(number) for t in info.tiles]
    return []
