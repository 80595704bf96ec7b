"""check_invariants finds broken positions, and its caches never hide a change.

check_invariants keeps a per-board census keyed by a version counter that every board
mutation bumps, and the bag's counts keyed by the bag's content. These tests corrupt
positions on purpose (bumping the version as every engine mutation does) and compare the
cached census with a fresh one after every move of random games."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.games.azul import ENGINE, AzulState
from tutor.games.azul.state import MARKER
from tutor.games.azul.tiles import shuffle_tiles


def midgame(players: int = 2, seed: int = 3, moves: int = 3, gray: bool = False) -> AzulState:
    state = ENGINE.new_game(players, seed=seed, options={"wall": "gray"} if gray else None)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(state.random_move(rng))
    assert state.check_invariants() == []
    return state


def fresh_problems(state: AzulState) -> list[str]:
    """The invariants computed from nothing (no cached census, no counted bag)."""
    other = state.clone()
    other._census = [None] * other.n
    other._bag_seen = None
    return other.check_invariants()


def _lose_factory_tile(s: AzulState) -> None:
    factory = next(f for f in s.factories if any(f))
    factory[next(k for k in range(5) if factory[k])] -= 1


def _lose_bag_tile(s: AzulState) -> None:
    del s.bag[-1]


def _extra_lid_tile(s: AzulState) -> None:
    s.lid[2] += 1


def _swap_bag_colour(s: AzulState) -> None:  # same length, different content
    s.bag[-1] = (s.bag[-1] + 1) % 5


def _overfull_line(s: AzulState) -> None:
    s.line_colour[0][0], s.line_count[0][0] = 1, 2
    s._version[0] += 1


def _line_without_colour(s: AzulState) -> None:
    s.line_colour[1][2], s.line_count[1][2] = -1, 1
    s._version[1] += 1


def _tile_off_printed_colour(s: AzulState) -> None:
    s.wall[0][0] = 3  # row 1, column 1 is printed blue (0)
    s._version[0] += 1


def _long_floor(s: AzulState) -> None:
    s.floor[1].extend([0] * 8)
    s._version[1] += 1


def _marker_on_a_floor_and_in_the_centre(s: AzulState) -> None:
    assert s.marker_in_centre
    s.floor[1].append(MARKER)
    s._version[1] += 1


def _negative_score(s: AzulState) -> None:
    s.score[1] = -1


def _marker_twice(s: AzulState) -> None:
    s.marker_in_centre, s.marker_owner = True, 0


def _overfull_factory(s: AzulState) -> None:
    factory = next(f for f in s.factories if sum(f) == 4)
    factory[s.bag.pop()] += 1  # a fifth tile, taken from the bag


@pytest.mark.parametrize(
    ("corrupt", "expected"),
    [
        (_lose_factory_tile, "tiles accounted for"),
        (_lose_bag_tile, "tiles accounted for"),
        (_extra_lid_tile, "tiles accounted for"),
        (_swap_bag_colour, "tiles accounted for"),
        (_overfull_line, "pattern line 1 holds 2 tiles"),
        (_line_without_colour, "pattern line 3 has tiles but no colour"),
        (_tile_off_printed_colour, "off its printed colour"),
        (_long_floor, "floor holds"),
        (_marker_on_a_floor_and_in_the_centre, "floor holds a marker"),
        (_negative_score, "score is negative"),
        (_marker_twice, "both/neither"),
        (_overfull_factory, "more than four tiles"),
    ],
)
def test_a_broken_position_is_reported(corrupt, expected: str) -> None:
    state = midgame(moves=1)
    state.check_invariants()  # caches filled, as in self-play
    corrupt(state)
    problems = state.check_invariants()
    assert any(expected in problem for problem in problems), problems
    assert problems == fresh_problems(state)


def test_gray_wall_repeat_is_reported() -> None:
    state = midgame(gray=True)
    state.wall[0][0] = state.wall[0][6] = 2  # colour 2 in row 1 and row 2 of column 1…
    state.wall[0][5] = 2  # …and twice in row 2
    state._version[0] += 1
    problems = state.check_invariants()
    assert any("repeats a colour" in problem for problem in problems), problems


def _same_census(state: AzulState) -> None:
    fresh = state.clone()
    fresh._census = [None] * fresh.n
    fresh._bag_seen = None
    assert fresh.check_invariants() == state.check_invariants() == []
    for p in range(state.n):
        cached = state._census[p]
        assert cached is not None and cached[0] == state._version[p]
        assert cached[1:4] == fresh._census[p][1:4], (p, cached, fresh._census[p])
    assert state._bag_counts == fresh._bag_counts


@pytest.mark.parametrize("players", [2, 3, 4])
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**31), gray=st.booleans())
def test_the_cached_census_matches_a_recount_after_every_move(
    players: int, seed: int, gray: bool
) -> None:
    """Every engine mutation bumps the board version: a cached census never goes stale."""
    rng = random.Random(seed)
    state = ENGINE.new_game(players, seed=seed, options={"wall": "gray"} if gray else None)
    _same_census(state)
    while not state.is_terminal():
        move = ENGINE.choose_move(state, rng) if rng.random() < 0.3 else state.random_move(rng)
        state.apply(move)
        _same_census(state)
        copy = state.clone()  # a clone carries the caches and stays consistent
        _same_census(copy)


def test_shuffle_tiles_is_a_fixed_permutation_of_the_seed() -> None:
    """The bag order of every seed stays what random.shuffle gave on CPython 3.11."""
    tiles = list(range(10))
    shuffle_tiles(tiles, random.Random(3))
    assert tiles == [1, 5, 6, 0, 9, 4, 7, 2, 8, 3]
    many = bytearray(range(100))
    shuffle_tiles(many, random.Random(11))
    assert list(many[:12]) == [82, 72, 51, 58, 54, 47, 49, 87, 69, 53, 90, 37]
    assert sorted(many) == list(range(100))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seed_alone_builds_what_the_explicit_set_up_path_builds(players: int) -> None:
    """new_game(seed) skips set-up parsing; it must equal the general path (round: 1 given)."""
    for seed in (0, 1, 7, 123456):
        quick = ENGINE.new_game(players, seed=seed)
        general = ENGINE.new_game(players, seed=seed, setup={"round": 1})
        assert quick.to_json() == general.to_json()
