"""One Azul position and its rules: the factory offer, wall tiling, the next round, the end.

Internally colours are indices 0–4 (see ``tiles.py``); ``to_json`` writes them as letters.
Factories and the centre are colour counts; a floor line is a list of colour codes with
``MARKER`` for the first-player marker; a wall is a flat list of 25 codes (-1 = empty).
What each event says is in :mod:`.narration`, what must always hold in :mod:`.invariants`.
"""

from __future__ import annotations

import itertools
import random
from operator import add
from typing import Any

from tutor.engine import Event, GameState, Move, RuleViolation
from tutor.games.azul.invariants import broken_invariants
from tutor.games.azul.narration import (
    FACTORY_LABELS,
    NoLine,
    bag_refill_event,
    bonus_event,
    describe_move,
    factory_label,
    floor_event,
    game_end_event,
    lid_event,
    line_label,
    marker_event,
    marker_full_event,
    marker_return_event,
    no_space_event,
    offer_end_event,
    penalty_event,
    place_event,
    refill_event,
    round_start_event,
    stalemate_event,
    take_centre_event,
    take_factory_event,
    to_centre_event,
    wall_event,
)
from tutor.games.azul.rules import (
    RULE_END,
    RULE_FLOOR_CHOICE,
    RULE_FULL_LINE,
    RULE_GRAY,
    RULE_GRAY_NO_SPACE,
    RULE_MUST_TAKE,
    RULE_ONE_LINE,
    RULE_OVERFLOW,
    RULE_PHASES,
    RULE_SAME_COLOUR,
    RULE_TAKE_ALL,
    RULE_TILING_ORDER,
    RULE_WALL_COLOUR,
)
from tutor.games.azul.scoring import (
    complete_rows,
    end_bonus,
    floor_breakdown,
    floor_penalty,
    placement_breakdown,
    placement_points,
    score_after_floor,
    winners_by,
)
from tutor.games.azul.tiles import (
    CENTRE,
    COLOUR_CODES,
    END,
    FACTORY_SIZE,
    FLOOR,
    FLOOR_PENALTIES,
    FLOOR_SIZE,
    KOREAN,
    LETTERS,
    MARKER,
    MARKER_LETTER,
    NAMES,
    NUM_COLOURS,
    OFFER,
    SIZE,
    TILING,
    WALL_COLOUR,
    WALL_COLUMN,
    colour_index,
    korean_tiles,
    shuffle_tiles,
    tile_string,
)
from tutor.korean import default_names

__all__ = [
    "CENTRE",
    "END",
    "FLOOR",
    "MARKER",
    "OFFER",
    "TILING",
    "AzulState",
    "row_completable",
    "view",
]

_COLOURS = range(NUM_COLOURS)
_LINES = range(SIZE)
_NO_TILES = (0,) * NUM_COLOURS
# _WALL_SPACE[k][r]: index in a flat wall of the printed space of colour k in row r
_WALL_SPACE = tuple(tuple(r * SIZE + WALL_COLUMN[r][k] for r in _LINES) for k in _COLOURS)


def row_completable(wall: list[int], r: int) -> bool:
    """Gray wall: whether row ``r`` can still be completed — its missing colours can go to
    its empty spaces without repeating a colour in any column."""
    row = wall[r * SIZE : (r + 1) * SIZE]
    empty = [c for c in range(SIZE) if row[c] < 0]
    missing = [k for k in _COLOURS if k not in row]
    columns = [set(wall[c::SIZE]) for c in range(SIZE)]
    return any(
        all(k not in columns[c] for k, c in zip(order, empty, strict=True))
        for order in itertools.permutations(missing)
    )


class AzulState(GameState):
    game_id = "azul"

    __slots__ = (
        "n",
        "gray",
        "names",
        "seed",
        "factories",
        "centre",
        "marker_in_centre",
        "marker_owner",
        "bag",
        "lid",
        "line_colour",
        "line_count",
        "wall",
        "floor",
        "score",
        "phase",
        "to_move",
        "first_player",
        "round",
        "refills",
        "bonuses",
        "_winners",
        "_version",
        "_census",
        "_bag_seen",
        "_bag_counts",
    )

    def __init__(
        self, n: int, *, gray: bool = False, names: list[str] | None = None, seed: int = 0
    ) -> None:
        self.n = n
        self.gray = gray
        self.names = list(names) if names else default_names(n)
        self.seed = seed
        self.factories: list[list[int]] = []
        self.centre = [0] * NUM_COLOURS
        self.marker_in_centre = True
        self.marker_owner = -1
        self.bag = bytearray()  # colour codes, drawn from the end
        self.lid = [0] * NUM_COLOURS
        self.line_colour = [[-1] * SIZE for _ in range(n)]
        self.line_count = [[0] * SIZE for _ in range(n)]
        self.wall = [[-1] * (SIZE * SIZE) for _ in range(n)]
        self.floor: list[list[int]] = [[] for _ in range(n)]
        self.score = [0] * n
        self.phase = OFFER
        self.to_move: int | None = 0
        self.first_player = 0
        self.round = 1
        self.refills = 0
        self.bonuses: list[int] | None = None
        self._winners: list[int] = []
        # per player: a counter bumped by every change to that player's wall, pattern lines
        # or floor, and the board census computed at that version (check_invariants)
        self._version = [0] * n
        self._census: list[Any] = [None] * n
        # the bag last counted by check_invariants, and its colour counts
        self._bag_seen: bytes | None = None
        self._bag_counts: list[int] = []

    # ----------------------------------------------------------------- protocol basics
    @property
    def num_players(self) -> int:
        return self.n

    def current_player(self) -> int | None:
        return None if self.phase == END else self.to_move

    def is_terminal(self) -> bool:
        return self.phase == END

    def scores(self) -> list[int]:
        return list(self.score)

    def winners(self) -> list[int]:
        return list(self._winners)

    def clone(self) -> AzulState:
        other = AzulState.__new__(AzulState)
        other.n, other.gray, other.names, other.seed = self.n, self.gray, self.names, self.seed
        other.factories = [f[:] for f in self.factories]
        other.centre = self.centre[:]
        other.marker_in_centre, other.marker_owner = self.marker_in_centre, self.marker_owner
        other.bag, other.lid = self.bag[:], self.lid[:]
        other.line_colour = [x[:] for x in self.line_colour]
        other.line_count = [x[:] for x in self.line_count]
        other.wall = [x[:] for x in self.wall]
        other.floor = [x[:] for x in self.floor]
        other.score = self.score[:]
        other.phase, other.to_move, other.first_player = self.phase, self.to_move, self.first_player
        other.round, other.refills = self.round, self.refills
        other.bonuses = None if self.bonuses is None else self.bonuses[:]
        other._winners = self._winners[:]
        other._version = self._version[:]
        other._census = self._census[:]
        other._bag_seen, other._bag_counts = self._bag_seen, self._bag_counts
        return other

    # ----------------------------------------------------------------- legal moves
    def _allowed_lines(self, p: int) -> list[list[Any]]:
        """For each colour, the pattern lines (1–5) it may go to, then "floor"."""
        colours, counts = self.line_colour[p], self.line_count[p]
        wall = self.wall[p]
        allowed: list[list[Any]] = [[] for _ in _COLOURS]
        for r in _LINES:
            c = colours[r]
            if c < 0:
                if self.gray:
                    row = wall[r * SIZE : (r + 1) * SIZE]
                    for k in _COLOURS:
                        if k not in row:
                            allowed[k].append(r + 1)
                else:
                    columns = WALL_COLUMN[r]
                    base = r * SIZE
                    for k in _COLOURS:
                        if wall[base + columns[k]] < 0:
                            allowed[k].append(r + 1)
            elif counts[r] <= r:
                allowed[c].append(r + 1)
        for lines in allowed:
            lines.append(FLOOR)
        return allowed

    def take_options(self) -> list[tuple[Any, int, Any]]:
        """(source, colour, line) for every legal take; line is 1–5 or "floor"."""
        p = self.to_move
        assert p is not None
        allowed = self._allowed_lines(p)
        out: list[tuple[Any, int, Any]] = []
        sources: list[tuple[Any, list[int]]] = list(enumerate(self.factories))
        sources.append((CENTRE, self.centre))
        for source, tiles in sources:
            for k in _COLOURS:
                if tiles[k]:
                    out.extend((source, k, line) for line in allowed[k])
        return out

    def row_has(self, wall: list[int], r: int, k: int) -> bool:
        """Whether row ``r`` of ``wall`` already holds colour ``k`` (on the printed wall:
        whether its space for ``k`` is taken)."""
        if self.gray:
            base = r * SIZE
            return k in wall[base : base + SIZE]
        return wall[r * SIZE + WALL_COLUMN[r][k]] >= 0

    def board_changed(self, p: int) -> None:
        """Player ``p``'s board was edited from outside a move (an explicit set-up):
        ``check_invariants`` recounts it instead of trusting its cached census."""
        self._version[p] += 1

    def gray_columns(self, p: int, r: int, k: int) -> list[int]:
        """Gray wall: the columns of row ``r`` where player ``p`` may place colour ``k`` (an
        empty space, ``k`` not yet in that column)."""
        wall = self.wall[p]
        return [
            c
            for c in _LINES
            if wall[r * SIZE + c] < 0 and all(wall[i * SIZE + c] != k for i in _LINES)
        ]

    def _pending_tiling(self) -> tuple[int, int] | None:
        """Gray wall: the (player, row) whose placement is awaited."""
        for i in range(self.n):
            p = (self.first_player + i) % self.n
            counts = self.line_count[p]
            for r in _LINES:
                if counts[r] == r + 1:
                    return p, r
        return None

    def legal_moves(self) -> list[Move]:
        if self.phase == OFFER:
            return [
                {"type": "take", "source": s, "colour": NAMES[k], "line": line}
                for s, k, line in self.take_options()
            ]
        if self.phase == TILING:
            pending = self._pending_tiling()
            if pending is None:
                return []
            p, r = pending
            return [
                {"type": "wall", "line": r + 1, "column": c}
                for c in self.gray_columns(p, r, self.line_colour[p][r])
            ]
        return []

    def random_move(self, rng: random.Random) -> Move:
        """A random legal take: a random (source, colour) pair, then a random line for it."""
        if self.phase != OFFER:
            return super().random_move(rng)
        p = self.to_move
        assert p is not None
        # (source, colour) pairs in order: factories, then the centre; colours in order
        pairs: list[tuple[Any, int]] = []
        append = pairs.append
        for i, tiles in enumerate(self.factories):
            if any(tiles):
                for k in _COLOURS:
                    if tiles[k]:
                        append((i, k))
        centre = self.centre
        for k in _COLOURS:
            if centre[k]:
                append((CENTRE, k))
        # two draws of rng.randrange(n), written out (the same draws as randrange on
        # CPython: rejection sampling from getrandbits) to save two calls per move
        getrandbits = rng.getrandbits
        n = len(pairs)
        bits = n.bit_length()
        i = getrandbits(bits)
        while i >= n:
            i = getrandbits(bits)
        source, k = pairs[i]
        lines = self.lines_for(p, k)
        n = len(lines)
        bits = n.bit_length()
        i = getrandbits(bits)
        while i >= n:
            i = getrandbits(bits)
        return {"type": "take", "source": source, "colour": NAMES[k], "line": lines[i]}

    def lines_for(self, p: int, k: int) -> list[Any]:
        """The pattern lines (1–5) colour ``k`` may go to, then "floor"."""
        colours, counts, wall = self.line_colour[p], self.line_count[p], self.wall[p]
        out: list[Any] = []
        if self.gray:
            for r in _LINES:
                c = colours[r]
                if c == k:
                    if counts[r] <= r:
                        out.append(r + 1)
                elif c < 0 and k not in wall[r * SIZE : (r + 1) * SIZE]:
                    out.append(r + 1)
        else:
            spaces = _WALL_SPACE[k]  # the wall space of colour k in each row
            for r in _LINES:
                c = colours[r]
                if c == k:
                    if counts[r] <= r:
                        out.append(r + 1)
                elif c < 0 and wall[spaces[r]] < 0:
                    out.append(r + 1)
        out.append(FLOOR)
        return out

    # ----------------------------------------------------------------- moves
    def apply(self, move: Move) -> list[Event]:
        if move.__class__ is dict and self.phase == OFFER and move.get("type", "take") == "take":
            return self._take(move)  # the common case; every rule is checked in _take
        if self.phase == END:
            raise RuleViolation(RULE_END, "게임이 이미 끝났습니다. 더 둘 수 없습니다.")
        if not isinstance(move, dict):
            raise RuleViolation(
                RULE_MUST_TAKE, '수는 {"type": "take", …} 형태의 매핑이어야 합니다.'
            )
        kind = move.get("type", "take")
        if self.phase == TILING:
            if kind != "wall":
                raise RuleViolation(
                    RULE_PHASES,
                    "지금은 벽 타일 붙이기 단계입니다. 타일을 가져올 수 없습니다.",
                    allowed='다 찬 패턴 줄의 타일을 놓을 벽 칸을 고르세요({"type": "wall", …}).',
                )
            return self._wall(move)
        if kind == "wall":
            raise RuleViolation(
                RULE_PHASES,
                "벽 타일 붙이기는 공장과 중앙이 모두 빈 뒤에만 합니다.",
                allowed="지금은 공장이나 중앙에서 한 색을 가져오세요.",
            )
        if kind == "pass":
            raise RuleViolation(
                RULE_MUST_TAKE,
                "차례를 건너뛸 수 없습니다.",
                allowed="공장이나 중앙에서 한 색을 모두 가져와 패턴 줄이나 바닥 줄에 놓으세요.",
            )
        if kind != "take":
            raise RuleViolation(
                RULE_MUST_TAKE,
                f"알 수 없는 수입니다: {kind!r}.",
                allowed='공장 제안 단계의 수는 {"type": "take"}뿐입니다.',
            )
        return self._take(move)

    def _parse_take(self, move: Move) -> tuple[Any, int, int | None]:
        source = move.get("source")
        raw_colour = move.get("colour")
        if raw_colour in ("marker", "first", MARKER_LETTER, "first-player"):
            raise RuleViolation(
                RULE_MUST_TAKE,
                "시작 플레이어 표식만 가져갈 수는 없습니다.",
                allowed="중앙에서 타일 한 색을 가져가면 표식이 함께 따라옵니다.",
            )
        k = COLOUR_CODES.get(raw_colour) if raw_colour.__class__ is str else None
        if k is None:
            k = colour_index(raw_colour)
        if k is None:
            raise RuleViolation(
                RULE_TAKE_ALL,
                f"알 수 없는 색입니다: {raw_colour!r}.",
                allowed=f"색은 {', '.join(NAMES)} 가운데 하나입니다.",
            )
        if source.__class__ is int and 0 <= source < len(self.factories):
            tiles = self.factories[source]
            where = FACTORY_LABELS[source]
        elif source == CENTRE or source == "center":
            tiles = self.centre
            where = "중앙"
        elif (
            isinstance(source, int)
            and not isinstance(source, bool)
            and 0 <= source < len(self.factories)
        ):
            tiles = self.factories[source]
            where = factory_label(source)
        else:
            raise RuleViolation(
                RULE_TAKE_ALL,
                f"가져올 곳이 올바르지 않습니다: {source!r}.",
                allowed=f'공장 번호 0~{len(self.factories) - 1} 가운데 하나나 "centre"(중앙) 한 곳을 고르세요.',
            )
        available = tiles[k]
        if not available:
            here = korean_tiles(tiles)
            raise RuleViolation(
                RULE_TAKE_ALL,
                f"{where}에는 {KOREAN[k]} 타일이 없습니다.",
                allowed=f"{where}에 있는 타일: {here}."
                if any(tiles)
                else "타일이 남은 공장이나 중앙을 고르세요.",
            )
        if "count" in move and move["count"] != available:  # a partial take
            raise RuleViolation(
                RULE_TAKE_ALL,
                f"{where}의 {KOREAN[k]} 타일은 {available}장입니다. 일부만 가져갈 수 없습니다.",
                allowed=f"{KOREAN[k]} {available}장을 모두 가져가세요.",
            )
        line = move.get("line")
        if isinstance(line, list):
            if len(line) != 1:
                raise RuleViolation(
                    RULE_ONE_LINE,
                    "가져온 타일을 여러 패턴 줄에 나눠 놓을 수 없습니다.",
                    allowed='패턴 줄 하나(1~5)나 바닥 줄("floor")을 하나만 고르세요.',
                )
            line = line[0]
        if line == FLOOR:
            return source, k, None
        if line is None:  # taken to keep for later: the tiles are placed in the same turn
            raise RuleViolation(
                RULE_ONE_LINE,
                "가져온 타일은 그 차례에 바로 패턴 줄 하나나 바닥 줄에 놓아야 합니다. "
                "들고 있다가 나중에 놓을 수 없습니다.",
                allowed='타일을 놓을 패턴 줄(1~5)이나 바닥 줄("floor")을 함께 고르세요.',
            )
        if not (line.__class__ is int and 1 <= line <= SIZE) and not (
            isinstance(line, int) and not isinstance(line, bool) and 1 <= line <= SIZE
        ):
            raise RuleViolation(
                RULE_ONE_LINE,
                f"패턴 줄이 올바르지 않습니다: {line!r}.",
                allowed='패턴 줄 번호 1~5나 "floor"(바닥 줄)를 고르세요.',
            )
        p = self.to_move
        assert p is not None
        r = line - 1
        c = self.line_colour[p][r]
        if c >= 0 and self.line_count[p][r] == line:
            raise RuleViolation(
                RULE_FULL_LINE,
                f"{line_label(line)}은 이미 다 찼습니다.",
                allowed='다른 패턴 줄을 고르거나 바닥 줄("floor")에 놓으세요.',
            )
        if c >= 0 and c != k:
            raise RuleViolation(
                RULE_SAME_COLOUR,
                f"{line_label(line)}에는 이미 {KOREAN[c]} 타일이 있어 {KOREAN[k]}을 놓을 수 없습니다.",
                allowed=f"빈 패턴 줄이나 {KOREAN[k]} 타일이 놓인 줄, 또는 바닥 줄을 고르세요.",
            )
        wall = self.wall[p]
        if (k in wall[r * SIZE : (r + 1) * SIZE]) if self.gray else wall[_WALL_SPACE[k][r]] >= 0:
            raise RuleViolation(
                RULE_WALL_COLOUR,
                f"벽의 {line}번째 가로줄에 이미 {KOREAN[k]} 타일이 있어 {line_label(line)}에 "
                f"{KOREAN[k]}을 놓을 수 없습니다.",
                allowed="벽의 그 가로줄에 아직 이 색이 없는 패턴 줄이나 바닥 줄을 고르세요.",
            )
        return source, k, r

    def _take(self, move: Move) -> list[Event]:
        source, k, r = self._parse_take(move)  # raises before any change
        p = self.to_move
        assert p is not None
        self._version[p] += 1
        name = self.names[p]
        events: list[Event] = []
        if source == CENTRE or source == "center":
            count = self.centre[k]
            self.centre[k] = 0
            events.append(take_centre_event(name, p, k, count))
            if self.marker_in_centre:
                self.marker_in_centre = False
                self.marker_owner = p
                if len(self.floor[p]) < FLOOR_SIZE:
                    self.floor[p].append(MARKER)
                    events.append(marker_event(name, p, len(self.floor[p])))
                else:
                    events.append(marker_full_event(name, p))
        else:
            tiles = self.factories[source]
            count = tiles[k]
            tiles[k] = 0
            events.append(take_factory_event(name, p, source, k, count))
            if any(tiles):
                events.append(to_centre_event(source, tiles))
                self.centre = list(map(add, self.centre, tiles))
                tiles[:] = _NO_TILES
        overflow = count
        if r is not None:
            colours, counts = self.line_colour[p], self.line_count[p]
            if colours[r] < 0:
                colours[r] = k
            room = r + 1 - counts[r]
            placed = count if count < room else room
            counts[r] += placed
            overflow = count - placed
            events.append(place_event(name, p, r, k, placed, placed == room))
        if overflow:
            # to the floor with no line chosen and none able to take the colour: not a choice,
            # which the event says (a first-timer wanted a line)
            events += self._to_floor(
                p,
                k,
                overflow,
                RULE_OVERFLOW if r is not None else RULE_FLOOR_CHOICE,
                self._no_line(p, k) if r is None else None,
            )
        if not any(self.centre) and not any(map(any, self.factories)):
            events.append(offer_end_event())
            self.phase = TILING
            events += self._continue_tiling()
        else:
            self.to_move = (p + 1) % self.n
        return events

    def _no_line(self, p: int, k: int) -> NoLine | None:
        """Why no pattern line of player ``p`` can take colour ``k`` (``lines_for`` offers only
        the floor), or None when one can: each line full, holding another colour, or — empty —
        kept from it by the colour on its wall row (``_parse_take``'s refusals, in its order)."""
        if len(self.lines_for(p, k)) > 1:
            return None
        full: list[int] = []
        other: dict[int, int] = {}
        on_wall: list[int] = []
        for r in _LINES:
            c = self.line_colour[p][r]
            if c >= 0 and self.line_count[p][r] == r + 1:
                full.append(r + 1)
            elif c >= 0:
                other[r + 1] = c  # a line of k with room would have taken it
            else:
                on_wall.append(r + 1)
        return NoLine(full, other, on_wall)

    def _to_floor(
        self, p: int, k: int, count: int, rule_id: str, no_line: NoLine | None = None
    ) -> list[Event]:
        self._version[p] += 1
        floor = self.floor[p]
        room = FLOOR_SIZE - len(floor)
        on_floor = count if count < room else room
        # the consequence in points: what these spaces of the floor line will cost
        cost = sum(FLOOR_PENALTIES[len(floor) : len(floor) + on_floor])
        floor.extend([k] * on_floor)
        events: list[Event] = []
        if on_floor:
            events.append(floor_event(self.names[p], p, k, on_floor, cost, rule_id, no_line))
        if count > on_floor:
            self.lid[k] += count - on_floor
            events.append(lid_event(self.names[p], p, k, count - on_floor))
        return events

    # ----------------------------------------------------------------- wall tiling
    def _place_on_wall(self, p: int, r: int, column: int) -> Event:
        self._version[p] += 1
        k = self.line_colour[p][r]
        wall = self.wall[p]
        wall[r * SIZE + column] = k
        horizontal, vertical, points = placement_points(wall, r, column)
        self.score[p] += points
        self.lid[k] += r  # the rest of the line
        self.line_colour[p][r] = -1
        self.line_count[p][r] = 0
        breakdown = placement_breakdown(horizontal, vertical, points)
        return wall_event(self.names[p], p, r, column, k, points, breakdown)

    def _continue_tiling(self) -> list[Event]:
        """Wall tiling from where it stands; stops at a gray-wall choice."""
        events: list[Event] = []
        if not self.gray:
            for i in range(self.n):
                p = (self.first_player + i) % self.n
                counts = self.line_count[p]
                for r in _LINES:
                    if counts[r] == r + 1:
                        events.append(
                            self._place_on_wall(p, r, WALL_COLUMN[r][self.line_colour[p][r]])
                        )
            return events + self._finish_round()
        while True:
            pending = self._pending_tiling()
            if pending is None:
                return events + self._finish_round()
            p, r = pending
            k = self.line_colour[p][r]
            if self.gray_columns(p, r, k):
                self.to_move = p
                return events
            self._version[p] += 1
            self.line_colour[p][r] = -1
            self.line_count[p][r] = 0
            events.append(no_space_event(self.names[p], p, r, k))
            events += self._to_floor(p, k, r + 1, RULE_GRAY_NO_SPACE)

    def _wall(self, move: Move) -> list[Event]:
        pending = self._pending_tiling()
        assert pending is not None
        p, r = pending
        k = self.line_colour[p][r]
        line, column = move.get("line", r + 1), move.get("column")
        if line != r + 1:
            raise RuleViolation(
                RULE_TILING_ORDER,
                f"지금은 {self.names[p]}의 {r + 1}번 패턴 줄을 벽에 붙일 차례입니다.",
                allowed="다 찬 패턴 줄은 위에서부터 한 줄씩 벽으로 옮깁니다.",
            )
        choices = self.gray_columns(p, r, k)
        allowed = (
            f"고를 수 있는 열: {', '.join(str(c + 1) for c in choices)} (0부터 센 번호 "
            f"{', '.join(str(c) for c in choices)})."
        )
        if not (isinstance(column, int) and not isinstance(column, bool) and 0 <= column < SIZE):
            raise RuleViolation(
                RULE_GRAY, f"열 번호가 올바르지 않습니다: {column!r}.", allowed=allowed
            )
        if self.wall[p][r * SIZE + column] >= 0:
            raise RuleViolation(
                RULE_GRAY, f"벽 {r + 1}행 {column + 1}열에는 이미 타일이 있습니다.", allowed=allowed
            )
        if column not in choices:
            raise RuleViolation(
                RULE_GRAY,
                f"벽의 {column + 1}열에는 이미 {KOREAN[k]} 타일이 있습니다. 한 세로줄에 같은 "
                "색을 두 번 놓을 수 없습니다.",
                allowed=allowed,
            )
        events = [self._place_on_wall(p, r, column)]
        return events + self._continue_tiling()

    def _finish_round(self) -> list[Event]:
        events: list[Event] = []
        for p in range(self.n):
            floor = self.floor[p]
            if not floor:
                continue
            filled = len(floor)
            lost = floor_penalty(filled)
            before = self.score[p]
            self.score[p] = score_after_floor(before, filled)
            for item in floor:
                if item != MARKER:
                    self.lid[item] += 1
            floor.clear()
            self._version[p] += 1
            breakdown = floor_breakdown(filled)
            events.append(
                penalty_event(self.names[p], p, self.score[p] - before, breakdown, before < lost)
            )
        if self.marker_owner >= 0:
            self.first_player = self.marker_owner
        if any(complete_rows(w) for w in self.wall):
            return events + self._end_game("벽의 가로줄이 완성되어")
        frozen = self._frozen_colours()
        if not any(self._row_alive(p, r, frozen) for p in range(self.n) for r in _LINES):
            names = [KOREAN[k] for k in _COLOURS if frozen[k]]
            events.append(stalemate_event(names, self.gray))
            return events + self._end_game("더 이상 가로줄을 완성할 수 없어")
        if self.marker_owner >= 0:
            events.append(marker_return_event(self.names[self.marker_owner], self.marker_owner))
        # next round
        self.marker_in_centre, self.marker_owner = True, -1
        self.round += 1
        events += self.refill_factories()
        if not any(any(f) for f in self.factories):
            return events + self._end_game("주머니와 뚜껑에 타일이 없어")
        self.phase = OFFER
        self.to_move = self.first_player
        events.append(
            round_start_event(self.round, self.names[self.first_player], self.first_player)
        )
        return events

    def _frozen_colours(self) -> list[bool]:
        """At the end of a round (factories, centre and floors empty, full lines tiled): the
        colours with no tile in the bag or the lid. Their other tiles are on walls or in
        pattern lines that still need one of them, so none of them can ever move again."""
        counts = [0] * NUM_COLOURS
        for k in self.bag:
            counts[k] += 1
        return [counts[k] + self.lid[k] == 0 for k in _COLOURS]

    def _row_alive(self, p: int, r: int, frozen: list[bool]) -> bool:
        """Whether player ``p``'s wall row ``r`` may still be completed: its pattern line
        holds no frozen colour (it could never empty), no colour it lacks is frozen, and on
        a gray wall its columns leave room for the colours it lacks."""
        wall = self.wall[p]
        k = self.line_colour[p][r]
        if k >= 0 and self.line_count[p][r] and frozen[k]:
            return False
        row = wall[r * SIZE : (r + 1) * SIZE]
        if self.gray:
            if any(frozen[k] for k in _COLOURS if k not in row):
                return False
            return row_completable(wall, r)
        return not any(frozen[k] and wall[_WALL_SPACE[k][r]] < 0 for k in _COLOURS)

    def refill_factories(self) -> list[Event]:
        """Fill every factory with four tiles from the bag, the lid when the bag runs out."""
        events: list[Event] = []
        bag = self.bag
        for factory in self.factories:
            if len(bag) >= FACTORY_SIZE:  # the common case: four from the bag at once
                for k in bag[-FACTORY_SIZE:]:
                    factory[k] += 1
                del bag[-FACTORY_SIZE:]
                continue
            for _ in range(FACTORY_SIZE):
                if not bag:
                    if not any(self.lid):
                        break
                    bag.extend(k for k in _COLOURS for _ in range(self.lid[k]))
                    self.lid = [0] * NUM_COLOURS
                    self.refills += 1
                    shuffle_tiles(bag, random.Random(self.seed * 1009 + self.refills))
                    events.append(bag_refill_event(len(bag)))
                factory[bag.pop()] += 1
        filled = sum(sum(f) for f in self.factories)
        events.append(refill_event(len(self.factories), filled))
        return events

    def _end_game(self, why: str) -> list[Event]:
        events: list[Event] = []
        self.phase = END
        self.to_move = None
        self.bonuses = []
        for p in range(self.n):
            points, breakdown = end_bonus(self.wall[p])
            before = self.score[p]
            self.score[p] += points
            self.bonuses.append(points)
            events.append(bonus_event(self.names[p], p, points, breakdown, before, self.score[p]))
        self._winners = winners_by(self.score, [complete_rows(w) for w in self.wall])
        events.append(game_end_event(why, self._winners, self.names))
        return events

    # ----------------------------------------------------------------- description
    def describe_move(self, move: Move) -> str:
        return describe_move(self, move)

    # ----------------------------------------------------------------- JSON and checks
    def to_json(self) -> dict[str, Any]:
        pending = self._pending_tiling() if self.phase == TILING else None
        players = range(self.n)
        lines = [
            [
                LETTERS[self.line_colour[p][r]] * self.line_count[p][r]
                if self.line_count[p][r]
                else ""
                for r in _LINES
            ]
            for p in players
        ]
        walls = [
            [
                "".join(
                    LETTERS[x] if x >= 0 else "." for x in self.wall[p][r * SIZE : (r + 1) * SIZE]
                )
                for r in _LINES
            ]
            for p in players
        ]
        floors = [
            "".join(MARKER_LETTER if x == MARKER else LETTERS[x] for x in self.floor[p])
            for p in players
        ]
        bag_counts = [self.bag.count(k) for k in _COLOURS]
        return {
            "game": self.game_id,
            "options": {"board": "gray" if self.gray else "colour"},
            "players": self.n,
            "names": list(self.names),
            "round": self.round,
            "phase": self.phase,
            "to_move": self.current_player(),
            "first_player": self.first_player,
            "factories": [tile_string(f) for f in self.factories],
            "centre": tile_string(self.centre),
            "marker": CENTRE if self.marker_in_centre else self.marker_owner,
            "bag": "".join(LETTERS[k] for k in reversed(self.bag)),
            "bag_counts": dict(zip(LETTERS, bag_counts, strict=True)),
            "lid": tile_string(self.lid),
            "scores": list(self.score),
            "lines": lines,
            "walls": walls,
            "floors": floors,
            "complete_rows": [complete_rows(self.wall[p]) for p in players],
            "wall_pattern": None
            if self.gray
            else ["".join(LETTERS[k] for k in row) for row in WALL_COLOUR],
            "tiling": None if pending is None else {"player": pending[0], "line": pending[1] + 1},
            "bonuses": None if self.bonuses is None else list(self.bonuses),
            "winners": list(self._winners),
            "colours": {LETTERS[k]: KOREAN[k] for k in _COLOURS}
            | {MARKER_LETTER: "시작 플레이어 표식"},
        }

    def check_invariants(self) -> list[str]:
        return broken_invariants(self)


def view(
    state: dict[str, Any],
    events: list[dict[str, Any]],
    viewer: int | None,
    *,
    preview: bool = False,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """What anyone sees: the bag's contents by colour, never its order (every player's own
    pieces are on the table). A round's last take not yet made (``preview``) does not show
    the next round's factories: the tiles drawn from the bag for them."""
    seen = dict(state)
    seen.pop("bag", None)
    if preview and any(e.get("type") == "refill" for e in events):
        seen["factories"] = ["" for _ in seen.get("factories") or []]
    return seen, events
