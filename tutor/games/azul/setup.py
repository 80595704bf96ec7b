"""Building the first position: from a seed (rule azul.setup.*) or an explicit set-up."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.engine import SetupError
from tutor.games.azul.state import AzulState
from tutor.games.azul.tiles import (
    FACTORIES_BY_PLAYERS,
    FACTORY_SIZE,
    FLOOR_SIZE,
    KOREAN,
    LETTERS,
    MARKER,
    MARKER_LETTER,
    NUM_COLOURS,
    SIZE,
    TILES_PER_COLOUR,
    WALL_COLOUR,
    colour_index,
    shuffle_tiles,
)

SETUP_KEYS = {
    "factories",
    "centre",
    "marker",
    "bag",
    "lid",
    "players",
    "to_move",
    "first_player",
    "round",
}
BOARD_KEYS = {"score", "lines", "wall", "floor"}
# Bounds of a set-up's numbers: far above any real game (a game ends once a wall row is
# full, usually in round 5 or 6, with scores under 150), far below anything absurd.
MAX_SCORE = 999
MAX_ROUND = 99
_ALL_TILES = tuple(k for k in range(NUM_COLOURS) for _ in range(TILES_PER_COLOUR))


def parse_tiles(value: Any, what: str, *, marker: bool = False) -> list[int]:
    """Tiles written as a letter string (``"BBYK"``) or a list of colour names/letters."""
    if value is None:
        return []
    items: Sequence[Any]
    if isinstance(value, Mapping):  # counts, e.g. {B: 20, Y: 3}
        items = []
        for key, count in value.items():
            if (
                not isinstance(count, int)
                or isinstance(count, bool)
                or not 0 <= count <= TILES_PER_COLOUR
            ):
                raise SetupError(
                    f"{what}: {key}의 개수는 0부터 {TILES_PER_COLOUR} 사이의 "
                    "정수여야 합니다(색마다 타일이 그만큼뿐입니다)."
                )
            items += [key] * count
    elif isinstance(value, str):
        items = [ch for ch in value if not ch.isspace() and ch not in ".-"]
    elif isinstance(value, list):
        items = value
    else:
        raise SetupError(
            f'{what}: 타일은 "BBYK" 같은 글자열, 색 이름 목록이나 {{B: 3}} 같은 '
            "개수 매핑이어야 합니다."
        )
    if len(items) > len(_ALL_TILES):
        raise SetupError(
            f"{what}: 타일이 {len(items)}장입니다. 아줄 타일은 모두 {len(_ALL_TILES)}장입니다."
        )
    out = []
    for item in items:
        if marker and item in (MARKER_LETTER, "marker"):
            out.append(MARKER)
            continue
        k = colour_index(item)
        if k is None:
            raise SetupError(
                f"{what}: 알 수 없는 타일 {item!r} (B 파랑, Y 노랑, R 빨강, K 검정, W 하양)."
            )
        out.append(k)
    return out


def _counts(tiles: list[int]) -> list[int]:
    return [tiles.count(k) for k in range(NUM_COLOURS)]


def _seat(value: Any, n: int, what: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < n:
        return value
    raise SetupError(f"{what}: 0부터 {n - 1}까지의 자리 번호여야 합니다 ({value!r}).")


def _board(state: AzulState, p: int, data: Any) -> None:
    if not isinstance(data, Mapping):
        raise SetupError(f"players[{p}]는 score·lines·wall·floor를 담은 매핑이어야 합니다.")
    unknown = set(data) - BOARD_KEYS
    if unknown:
        raise SetupError(f"players[{p}]: 알 수 없는 항목 {', '.join(sorted(unknown))}.")
    score = data.get("score", 0)
    if not isinstance(score, int) or isinstance(score, bool) or not 0 <= score <= MAX_SCORE:
        raise SetupError(f"players[{p}].score는 0부터 {MAX_SCORE} 사이의 정수여야 합니다.")
    state.score[p] = score
    wall_rows = data.get("wall") or []
    if not isinstance(wall_rows, list) or len(wall_rows) > SIZE:
        raise SetupError(f'players[{p}].wall은 가로줄 5개(예: "BY...")의 목록이어야 합니다.')
    wall = state.wall[p]
    for r, row in enumerate(wall_rows):
        if not isinstance(row, str) or len(row) > SIZE:
            raise SetupError(
                f"players[{p}].wall[{r}]은 5글자 이하의 글자열이어야 합니다(빈칸은 '.')."
            )
        for c, ch in enumerate(row):
            if ch == ".":
                continue
            k = colour_index(ch)
            if k is None:
                raise SetupError(f"players[{p}].wall[{r}]: 알 수 없는 타일 {ch!r}.")
            if not state.gray and WALL_COLOUR[r][c] != k:
                raise SetupError(
                    f"players[{p}].wall {r + 1}행 {c + 1}열은 {KOREAN[WALL_COLOUR[r][c]]} 자리입니다 "
                    f"({LETTERS[WALL_COLOUR[r][c]]})."
                )
            wall[r * SIZE + c] = k
    for r in range(SIZE):
        row = [x for x in wall[r * SIZE : (r + 1) * SIZE] if x >= 0]
        column = [wall[i * SIZE + r] for i in range(SIZE) if wall[i * SIZE + r] >= 0]
        if len(set(row)) != len(row) or len(set(column)) != len(column):
            raise SetupError(f"players[{p}].wall: 한 가로줄이나 세로줄에 같은 색이 두 번 있습니다.")
    lines = data.get("lines") or []
    if not isinstance(lines, list) or len(lines) > SIZE:
        raise SetupError(
            f'players[{p}].lines는 패턴 줄 5개(예: ["", "BB", …])의 목록이어야 합니다.'
        )
    for r, raw in enumerate(lines):
        tiles = parse_tiles(raw, f"players[{p}].lines[{r}]")
        if not tiles:
            continue
        k = tiles[0]
        if any(t != k for t in tiles) or len(tiles) > r + 1:
            raise SetupError(
                f"players[{p}].lines[{r}]: {r + 1}칸 줄에는 한 색 {r + 1}장까지만 놓입니다."
            )
        if state.row_has(wall, r, k):
            raise SetupError(
                f"players[{p}].lines[{r}]: 벽 {r + 1}행에 이미 {KOREAN[k]}이 있습니다."
            )
        state.line_colour[p][r] = k
        state.line_count[p][r] = len(tiles)
    floor = parse_tiles(data.get("floor"), f"players[{p}].floor", marker=True)
    if len(floor) > FLOOR_SIZE:
        raise SetupError(f"players[{p}].floor: 바닥 줄은 {FLOOR_SIZE}칸입니다.")
    state.floor[p] = floor
    state.board_changed(p)


def build_state(
    players: int,
    *,
    gray: bool,
    seed: int | None,
    setup: Mapping[str, Any] | None,
    names: Sequence[str],
) -> AzulState:
    """The first position; players, seed and names were checked by ``Engine.check_spec``."""
    state = AzulState(players, gray=gray, names=list(names), seed=seed or 0)
    state.factories = [[0] * NUM_COLOURS for _ in range(FACTORIES_BY_PLAYERS[players])]
    if not setup:
        # from the seed alone: the same steps as below with nothing placed (all 100 tiles
        # shuffled into the bag, the factories filled from it), without parsing anything
        bag = list(_ALL_TILES)
        shuffle_tiles(bag, random.Random(state.seed))
        bag.reverse()  # drawn from the end
        state.bag = bytearray(bag)
        state.refill_factories()
        problems = state.check_invariants()
        if problems:
            raise SetupError("set-up이 규칙에 맞지 않습니다: " + "; ".join(problems))
        return state
    setup = dict(setup)
    unknown = set(setup) - SETUP_KEYS
    if unknown:
        raise SetupError(
            f"알 수 없는 set-up 항목: {', '.join(sorted(unknown))} "
            f"(쓸 수 있는 항목: {', '.join(sorted(SETUP_KEYS))})."
        )

    boards = setup.get("players") or []
    if not isinstance(boards, list) or len(boards) > players:
        raise SetupError(f"players는 개인판 {players}개까지의 목록이어야 합니다.")
    for p, board in enumerate(boards):
        _board(state, p, board)

    factories = setup.get("factories")
    if factories is not None:
        if not isinstance(factories, list) or len(factories) != len(state.factories):
            raise SetupError(
                f"factories는 공장 {len(state.factories)}개의 목록이어야 합니다 ({players}인 게임)."
            )
        for i, raw in enumerate(factories):
            tiles = parse_tiles(raw, f"factories[{i}]")
            if len(tiles) > FACTORY_SIZE:
                raise SetupError(f"factories[{i}]: 공장에는 타일이 {FACTORY_SIZE}장까지 놓입니다.")
            state.factories[i] = _counts(tiles)
    state.centre = _counts(parse_tiles(setup.get("centre"), "centre"))
    state.lid = _counts(parse_tiles(setup.get("lid"), "lid"))

    owners = [p for p in range(players) if MARKER in state.floor[p]]
    if len(owners) > 1 or any(state.floor[p].count(MARKER) > 1 for p in owners):
        raise SetupError("시작 플레이어 표식(F)은 하나뿐입니다.")
    marker = setup.get("marker", owners[0] if owners else "centre")
    if marker in ("centre", "center"):
        if owners:
            raise SetupError("표식이 바닥 줄에 있으면 marker는 그 자리 번호여야 합니다.")
    else:
        owner = _seat(marker, players, "marker")
        if owners and owners[0] != owner:
            raise SetupError("marker가 표식(F)이 놓인 바닥 줄의 주인과 다릅니다.")
        state.marker_in_centre, state.marker_owner = False, owner

    used = [0] * NUM_COLOURS
    for counts in [*state.factories, state.centre, state.lid]:
        for k in range(NUM_COLOURS):
            used[k] += counts[k]
    for p in range(players):
        for k in range(NUM_COLOURS):
            used[k] += state.wall[p].count(k) + state.floor[p].count(k)
        for r in range(SIZE):
            if state.line_count[p][r]:
                used[state.line_colour[p][r]] += state.line_count[p][r]
    bag_top = parse_tiles(setup.get("bag"), "bag")
    for k in bag_top:
        used[k] += 1
    for k in range(NUM_COLOURS):
        if used[k] > TILES_PER_COLOUR:
            raise SetupError(
                f"{KOREAN[k]} 타일이 {used[k]}장입니다. 색마다 {TILES_PER_COLOUR}장뿐입니다."
            )
    rest = [k for k in range(NUM_COLOURS) for _ in range(TILES_PER_COLOUR - used[k])]
    shuffle_tiles(rest, random.Random(state.seed))
    state.bag = bytearray(reversed(bag_top + rest))  # drawn from the end: bag_top first

    rnd = setup.get("round", 1)
    if not isinstance(rnd, int) or isinstance(rnd, bool) or not 1 <= rnd <= MAX_ROUND:
        raise SetupError(f"round는 1부터 {MAX_ROUND} 사이의 정수여야 합니다.")
    state.round = rnd
    first = _seat(setup.get("first_player", setup.get("to_move", 0)), players, "first_player")
    state.first_player = first
    state.to_move = _seat(setup.get("to_move", first), players, "to_move")
    if not any(state.centre) and not any(any(f) for f in state.factories):
        if not state.marker_in_centre:
            raise SetupError("라운드 시작(공장과 중앙이 빈 상태)에는 표식이 중앙에 있어야 합니다.")
        state.refill_factories()
        if not any(any(f) for f in state.factories):
            raise SetupError("공장에 올릴 타일이 없습니다.")
    problems = state.check_invariants()
    if problems:
        raise SetupError("set-up이 규칙에 맞지 않습니다: " + "; ".join(problems))
    return state
