"""Plays the computer finds for itself: random legal turns (self-play) and a greedy player.

Not an exact solver (that is the hint's job): it looks for common plays one step at a time —
new sets from the rack, tiles added to the ends of runs and to groups, a tile borrowed from a
group of four or the end of a long run, a long run split to insert a tile, a joker swapped out
for the tile it stands for — and chains a few of them into one turn. Every turn it proposes is
checked by the engine's own judge before it is returned.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import islice

from tutor.engine import Move, RuleViolation
from tutor.games.rummikub.sets import COLOURS, HIGH, JOKER, LOW, classify, parse_tile
from tutor.games.rummikub.table import judge_play

Table = list[list[str]]
Candidate = tuple[Table, list[str]]  # the new table, the rack tiles it places


def rack_sets(rack: Sequence[str]) -> list[list[str]]:
    """Valid sets that can be made from these tiles alone (runs, groups, one joker at most)."""
    return [list(s) for s in _rack_sets(tuple(sorted(rack)))]


@lru_cache(maxsize=8192)
def _rack_sets(rack: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    count = Counter(rack)
    jokers = count.get(JOKER, 0)
    by_colour: dict[str, set[int]] = {c: set() for c in COLOURS}
    by_number: dict[int, set[str]] = {}
    for tile in count:
        if tile == JOKER:
            continue
        t = parse_tile(tile)
        by_colour[t.colour].add(t.number)
        by_number.setdefault(t.number, set()).add(t.colour)
    found: list[list[str]] = []
    for number, colours in by_number.items():
        ordered = [c for c in COLOURS if c in colours]
        if len(ordered) >= 3:
            found.append([f"{c}{number}" for c in ordered])
            if len(ordered) == 4:
                found.append([f"{c}{number}" for c in ordered[:3]])
        elif len(ordered) == 2 and jokers:
            found.append([f"{c}{number}" for c in ordered] + [JOKER])
    for colour, numbers in by_colour.items():
        if not numbers:
            continue
        n = LOW
        while n <= HIGH:
            if n not in numbers:
                n += 1
                continue
            end = n
            while end + 1 in numbers:
                end += 1
            if end - n + 1 >= 3:
                found.append([f"{colour}{k}" for k in range(n, end + 1)])
                if end - n + 1 > 3:
                    found.append([f"{colour}{k}" for k in range(n, n + 3)])
            if jokers:
                if end + 2 <= HIGH and end + 2 in numbers:  # bridge one gap with the joker
                    tail = end + 2
                    while tail + 1 in numbers:
                        tail += 1
                    found.append(
                        [f"{colour}{k}" for k in range(n, end + 1)]
                        + [JOKER]
                        + [f"{colour}{k}" for k in range(end + 2, tail + 1)]
                    )
                elif end - n + 1 == 2:
                    if end < HIGH:
                        found.append([f"{colour}{n}", f"{colour}{end}", JOKER])
                    else:
                        found.append([JOKER, f"{colour}{n}", f"{colour}{end}"])
            n = end + 1
    return tuple(tuple(s) for s in found if classify(s).valid)


def _remove(rack: Counter[str], tiles: Sequence[str]) -> Counter[str] | None:
    need = Counter(tiles)
    if need - rack:
        return None
    return rack - need


def initial_melds(
    rack: Sequence[str], threshold: int, rng: random.Random | None
) -> list[list[str]] | None:
    """Disjoint rack sets worth at least ``threshold`` (greedy; shuffled when ``rng``)."""
    sets = rack_sets(rack)
    if rng is not None:
        rng.shuffle(sets)
    sets.sort(key=lambda s: -classify(s).value)
    left = Counter(rack)
    chosen: list[list[str]] = []
    total = 0
    for s in sets:
        after = _remove(left, s)
        if after is None:
            continue
        left = after
        chosen.append(s)
        total += classify(s).value
    if total < threshold or not chosen:
        return None
    return chosen


def table_steps(table: Table, rack: Sequence[str]) -> Iterator[Candidate]:
    """One-step plays for a player who has melded."""
    held = Counter(rack)
    yield from rack_steps(table, rack)
    for index in range(len(table)):
        yield from set_steps(table, index, rack, held)


def rack_steps(table: Table, rack: Sequence[str]) -> Iterator[Candidate]:
    """New sets from the rack alone."""
    for s in rack_sets(rack):
        yield [*table, s], list(s)


def set_steps(
    table: Table, index: int, rack: Sequence[str], held: Counter[str]
) -> Iterator[Candidate]:
    """Plays that change the set at ``index`` of the table."""
    has_joker = JOKER in held
    info = classify(table[index])
    tiles = list(info.tiles)
    rest = table[:index] + table[index + 1 :]
    if info.kind == "run":
        colour, start = _run_start(tiles)
        end = start + len(tiles) - 1
        low, high = f"{colour}{start - 1}", f"{colour}{end + 1}"
        if start > LOW and held.get(low):
            yield [*rest, [low, *tiles]], [low]
        if end < HIGH and held.get(high):
            yield [*rest, [*tiles, high]], [high]
        if has_joker and len(tiles) < HIGH:
            yield [*rest, [*tiles, JOKER] if end < HIGH else [JOKER, *tiles]], [JOKER]
        if JOKER not in tiles and len(tiles) >= 5:  # split the run to insert a tile
            for cut in range(2, len(tiles) - 2):
                extra = tiles[cut]
                if held.get(extra):
                    yield [*rest, tiles[: cut + 1], [extra, *tiles[cut + 1 :]]], [extra]
    elif info.kind == "group" and len(tiles) == 3:
        for extra in sorted(info.joker_roles[0] if info.joker_roles else _missing(tiles)):
            if held.get(extra):
                yield [*rest, [*tiles, extra]], [extra]
        if has_joker and JOKER not in tiles:
            yield [*rest, [*tiles, JOKER]], [JOKER]
    # borrow a tile from a group of four or the end of a long run
    spare: list[tuple[str, list[str]]] = []
    if info.kind == "group" and len(tiles) == 4:
        spare = [(t, [u for u in tiles if u != t]) for t in tiles if t != JOKER]
    elif info.kind == "run" and len(tiles) >= 4:
        if tiles[0] != JOKER:
            spare.append((tiles[0], tiles[1:]))
        if tiles[-1] != JOKER:
            spare.append((tiles[-1], tiles[:-1]))
    for tile, left in spare:
        if not _could_join(tile, held):
            continue
        for s in rack_sets([*rack, tile]):
            if tile in s:
                placed = list((Counter(s) - Counter([tile])).elements())
                if placed and not (Counter(placed) - held):
                    yield [*rest, left, s], placed
    # swap a joker out for the tile it stands for, then use the joker with rack tiles
    for role in info.joker_roles:
        for tile in sorted(role):
            if not held.get(tile):
                continue
            swapped = list(tiles)
            swapped[swapped.index(JOKER)] = tile
            after = held - Counter([tile])
            for s in rack_sets([*after.elements(), JOKER]):
                if JOKER in s:
                    placed = [tile, *(t for t in s if t != JOKER)]
                    if not (Counter(placed) - held):
                        yield [*rest, swapped, s], placed
            break


def _run_start(tiles: Sequence[str]) -> tuple[str, int]:
    for i, t in enumerate(tiles):
        if t != JOKER:
            tile = parse_tile(t)
            return tile.colour, tile.number - i
    raise ValueError("a run without a numbered tile")


def _partners(tile: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    t = parse_tile(tile)
    same = tuple(f"{c}{t.number}" for c in COLOURS if c != t.colour)
    near = tuple(f"{t.colour}{t.number + d}" for d in (-2, -1, 1, 2) if LOW <= t.number + d <= HIGH)
    return same, near


_PARTNERS = {f"{c}{n}": _partners(f"{c}{n}") for c in COLOURS for n in range(LOW, HIGH + 1)}


def _could_join(tile: str, held: Counter[str]) -> bool:
    """Quick filter: could this table tile make a set with two rack tiles?"""
    same, near = _PARTNERS[tile]
    jokers = 1 if JOKER in held else 0
    if sum(1 for u in same if u in held) + jokers >= 2:
        return True
    return sum(1 for u in near if u in held) + jokers >= 2


def _missing(tiles: Sequence[str]) -> list[str]:
    number = next(parse_tile(t).number for t in tiles if t != JOKER)
    have = {parse_tile(t).colour for t in tiles if t != JOKER}
    return [f"{c}{number}" for c in COLOURS if c not in have]


def _checked(state: object, table: Table) -> bool:
    from tutor.games.rummikub.state import RummikubState

    assert isinstance(state, RummikubState)
    player = state.to_move
    try:
        judge_play(
            state.table,
            table,
            state.racks[player],
            melded=state.melded[player],
            options=state.options,
        )
    except RuleViolation:
        return False
    return True


def _play_or_draw(state: object, table: Table | None) -> Move:
    if table is not None and _checked(state, table):
        return {"type": "play", "table": table}
    return {"type": "draw"}


def random_turn(state: object, rng: random.Random) -> Move:
    """A random legal turn of any kind: draws, melds, additions, rearrangements, time-outs."""
    from tutor.games.rummikub.state import RummikubState

    assert isinstance(state, RummikubState)
    player = state.to_move
    rack = state.racks[player]
    roll = rng.random()
    if roll < 0.02:
        return {"type": "timeout"}
    if roll < 0.04 and state.table:
        broken = [list(s) for s in state.table]
        broken.append([rack[0]])
        return {"type": "timeout", "table": broken}
    if state.pool and roll < 0.12:
        return {"type": "draw"}
    if not state.melded[player]:
        meld = initial_melds(rack, int(state.options["initial_meld_points"]), rng)
        if meld is None:
            return {"type": "draw"}
        return _play_or_draw(state, [*map(list, state.table), *meld])
    table: Table = [list(s) for s in state.table]
    left = list(rack)
    played = False
    for _ in range(rng.randint(1, 3)):
        step = _random_step(table, left, rng)
        if step is None:
            break
        new_table, placed = step
        remaining = _remove(Counter(left), placed)
        if remaining is None:
            break
        table, left, played = new_table, list(remaining.elements()), True
    return _play_or_draw(state, table if played else None)


def _random_step(table: Table, rack: list[str], rng: random.Random) -> Candidate | None:
    """A random one-step play: sources (the rack, each table set) in random order, and one
    of the first few plays of the first source that has any."""
    held = Counter(rack)
    order = list(range(-1, len(table)))
    rng.shuffle(order)
    for index in order:
        source = rack_steps(table, rack) if index < 0 else set_steps(table, index, rack, held)
        found = list(islice(source, 4))
        if found:
            return found[rng.randrange(len(found))]
    return None


@dataclass(frozen=True)
class GreedyTurn:
    """The greedy player's turn and the terms it chose it by."""

    move: Move
    kind: str  # "meld" (initial meld), "play", "draw" or "refused" (the judge said no)
    threshold: int  # the initial meld's minimum
    melded: bool  # the player had made the initial meld before this turn
    sets: list[list[str]] = field(default_factory=list)  # meld: the sets it lays down
    steps: list[tuple[list[str], list[list[str]]]] = field(default_factory=list)
    """play: each step's rack tiles and the table sets it made or changed, in order"""

    @property
    def placed(self) -> list[str]:
        if self.kind == "meld":
            return [t for s in self.sets for t in s]
        return [t for placed, _ in self.steps for t in placed]


def new_sets(before: Table, after: Table) -> list[list[str]]:
    """The sets of ``after`` that ``before`` did not have (made or changed by a step)."""
    left = Counter(tuple(s) for s in before)
    out: list[list[str]] = []
    for s in after:
        if left[tuple(s)]:
            left[tuple(s)] -= 1
        else:
            out.append(s)
    return out


def greedy_plan(state: object) -> GreedyTurn:
    """The greedy turn with its terms: the initial meld it found (or not), or the steps it
    chained, each the one placing the most rack value (a joker counts 30)."""
    from tutor.games.rummikub.state import RummikubState

    assert isinstance(state, RummikubState)
    player = state.to_move
    rack = state.racks[player]
    threshold = int(state.options["initial_meld_points"])
    if not state.melded[player]:
        meld = initial_melds(rack, threshold, None)
        if meld is None:
            return GreedyTurn({"type": "draw"}, "draw", threshold, melded=False)
        move = _play_or_draw(state, [*map(list, state.table), *meld])
        kind = "meld" if move["type"] == "play" else "refused"
        return GreedyTurn(move, kind, threshold, melded=False, sets=meld)
    table: Table = [list(s) for s in state.table]
    left = list(rack)
    played = False
    steps: list[tuple[list[str], list[list[str]]]] = []
    for _ in range(20):
        best: Candidate | None = None
        best_value = 0
        for new_table, placed in table_steps(table, left):
            value = sum(30 if t == JOKER else parse_tile(t).number for t in placed)
            if value > best_value:
                best, best_value = (new_table, placed), value
        if best is None:
            break
        remaining = _remove(Counter(left), best[1])
        if remaining is None:
            break
        steps.append((list(best[1]), new_sets(table, best[0])))
        table, left, played = best[0], list(remaining.elements()), True
        if not left:
            break
    move = _play_or_draw(state, table if played else None)
    if not played:
        return GreedyTurn(move, "draw", threshold, melded=True)
    kind = "play" if move["type"] == "play" else "refused"
    return GreedyTurn(move, kind, threshold, melded=True, steps=steps)
