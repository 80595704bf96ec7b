"""One tile and two jokers (``r10 j j``): a set that reads both as a run and as a group.

Where both readings are valid the set is both, and every rule takes the reading that favours
the player: the initial meld counts the larger value, a tile that either reading lets free a
joker frees it, and a joker stays when either reading keeps it. Where the run would leave
1–13 only the group is left. The engine, the exact hint and the exhaustive reference agree.
"""

from __future__ import annotations

import pytest
from turns import play, refused

from tutor.games.rummikub.hint import hint
from tutor.games.rummikub.legal import best_legal
from tutor.games.rummikub.sets import classify, describe_set, readings, value_terms
from tutor.games.rummikub.solver import meld_value, read_set, solve

ORDERS = [["r10", "j", "j"], ["j", "r10", "j"], ["j", "j", "r10"]]


# --- the readings ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tiles", "kind", "value", "other"),
    [
        (["r10", "j", "j"], "run", 33, ("group", 30)),  # 10-11-12, or three 10s
        (["j", "r10", "j"], "run", 30, ("group", 30)),  # 9-10-11: a tie reads as the run
        (["j", "j", "r10"], "group", 30, ("run", 27)),  # three 10s beat 8-9-10
        (["j", "j", "r13"], "group", 39, ("run", 36)),  # 11-12-13 is the only run
        (["r1", "j", "j"], "run", 6, ("group", 3)),  # 1-2-3 is the only run
        (["r13", "j", "j"], "group", 39, None),  # 13-14-15 is no run: a group only
        (["j", "j", "r1"], "group", 3, None),
        (["j", "r1", "j"], "group", 3, None),
        (["r12", "j", "j"], "group", 36, None),
    ],
)
def test_one_tile_and_two_jokers_reads_both_ways_where_both_fit(
    tiles: list[str], kind: str, value: int, other: tuple[str, int] | None
) -> None:
    info = classify(tiles)
    assert (info.kind, info.value) == (kind, value)
    assert [(r.kind, r.value) for r in info.alternatives] == ([other] if other else [])
    assert meld_value(tiles) == value  # the solver reads it the same way
    reading = read_set(tiles)
    assert reading is not None and reading.kind == kind
    assert sum(int(t.split("(")[0]) for t in value_terms(tiles)) == value


def test_the_group_reading_gives_every_missing_colour_and_the_run_its_cells() -> None:
    run, group = readings(classify(["r10", "j", "j"]))
    assert run.joker_roles == (frozenset({"r11"}), frozenset({"r12"}))
    assert group.joker_roles == (frozenset({"b10", "k10", "o10"}),) * 2
    assert describe_set(["j", "j", "r10"]) == "10 그룹(빨강·조커·조커)"
    assert describe_set(["r10", "j", "j"]) == "빨강 10-조커-조커"


def test_other_sets_read_one_way() -> None:
    for tiles in (
        ["r10", "b10", "j"],
        ["r10", "r11", "j"],
        ["r10", "j", "j", "r13"],
        ["r10", "b10", "j", "j"],
    ):
        assert classify(tiles).alternatives == ()


# --- the initial meld -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("tiles", "points"),
    [
        (["j", "j", "r10"], 30),  # three 10s, not 8-9-10 = 27
        (["r10", "j", "j"], 33),  # 10-11-12, not three 10s
        (["j", "r10", "j"], 30),
        (["j", "j", "r13"], 39),  # three 13s, not 11-12-13 = 36
        (["r13", "j", "j"], 39),
    ],
)
def test_initial_meld_counts_the_larger_reading(
    make_position, tiles: list[str], points: int
) -> None:
    state = make_position([[*tiles, "k1"], ["r2"]], melded=[False, False])
    events = play(state, [tiles])
    meld = next(e for e in events if e["type"] == "initial-meld")
    assert meld["points"] == points
    assert state.melded[0] is True


@pytest.mark.parametrize(
    ("tiles", "points"),
    [
        (["j", "j", "r9"], 27),  # three 9s; 7-8-9 is 24
        (["r1", "j", "j"], 6),  # 1-2-3; three 1s are 3
        (["j", "j", "r1"], 3),  # a group only
    ],
)
def test_initial_meld_below_30_under_both_readings_is_refused(
    make_position, tiles: list[str], points: int
) -> None:
    state = make_position([[*tiles, "k1"], ["r2"]], melded=[False, False])
    error = refused(state, [tiles], "rummikub.meld.initial-30")
    assert f"{points}점" in error.message


# --- freeing a joker ----------------------------------------------------------------------------


@pytest.mark.parametrize("old", ORDERS)
def test_a_tile_of_the_group_reading_frees_a_joker(make_position, old: list[str]) -> None:
    # b10 takes a joker's place in the group of 10s; the freed joker makes a new set with the
    # rack's o5-o6 (a rack tile in it, as the default option asks)
    state = make_position([["b10", "o5", "o6", "k1"], ["r2"]], [old])
    events = play(state, [["r10", "b10", "j"], ["o5", "o6", "j"]])
    assert any(e["type"] == "joker-retrieved" for e in events)
    assert state.racks[0] == ["k1"]


@pytest.mark.parametrize(
    ("old", "tile", "after"),
    [
        # a tile of the run reading
        (["r10", "j", "j"], "r11", ["r10", "r11", "j"]),  # the joker of r11 leaves, r12 stays
        (["j", "j", "r10"], "r9", ["j", "r9", "r10"]),
        (["j", "r10", "j"], "r11", ["j", "r10", "r11"]),
        # a colour of a group-only set (its run would leave 1–13)
        (["r13", "j", "j"], "b13", ["r13", "b13", "j"]),
        (["j", "j", "r1"], "b1", ["r1", "b1", "j"]),
    ],
)
def test_a_tile_of_a_valid_reading_frees_a_joker(
    make_position, old: list[str], tile: str, after: list[str]
) -> None:
    state = make_position([[tile, "o5", "o6"], ["r2"]], [old])
    events = play(state, [after, ["o5", "o6", "j"]])
    assert any(e["type"] == "joker-retrieved" for e in events)


def test_the_freed_joker_needs_a_rack_tile_in_its_new_set_by_default(make_position) -> None:
    table = [["r10", "j", "j"], ["o2", "o3", "o4", "o5", "o6"]]
    after = [["r10", "b10", "j"], ["o2", "o3", "o4"], ["o5", "o6", "j"]]
    strict = make_position([["b10", "k1"], ["r2"]], table)
    refused(strict, after, "rummikub.joker.use-same-turn")
    free = make_position(
        [["b10", "k1"], ["r2"]], table, options={"joker_set_needs_rack_tile": False}
    )
    events = play(free, after)
    assert any(e["type"] == "joker-retrieved" for e in events)


def test_the_freed_joker_may_not_go_back_to_the_rack(make_position) -> None:
    state = make_position([["b10", "k1"], ["r2"]], [["r10", "j", "j"]])
    refused(state, [["r10", "b10", "j"]], "rummikub.joker.use-same-turn")


def test_a_fourth_tile_keeps_both_jokers_in_the_group(make_position) -> None:
    # r10 j j + b10 = a group of four 10s with two jokers: both stay, nothing is retrieved
    state = make_position([["b10", "k1"], ["r2"]], [["r10", "j", "j"]])
    events = play(state, [["r10", "b10", "j", "j"]])
    assert not any(e["type"] == "joker-retrieved" for e in events)


def test_a_set_mate_leaving_keeps_the_jokers_as_a_group(make_position) -> None:
    # b10 leaves r10-b10-j-j for a run; r10-j-j is still a group of 10s with both jokers
    state = make_position(
        [["b8", "b9", "k1"], ["r2"]], [["r10", "b10", "j", "j"], ["b11", "b12", "b13"]]
    )
    events = play(state, [["r10", "j", "j"], ["b8", "b9", "b10", "b11", "b12", "b13"]])
    assert not any(e["type"] == "joker-retrieved" for e in events)


@pytest.mark.parametrize(
    ("old", "tile", "after"),
    [
        (["r13", "j", "j"], "r12", ["j", "r12", "r13"]),  # no run 13-14-15 for r12 to free
        (["j", "j", "r1"], "r2", ["r1", "r2", "j"]),  # no run -1-0-1 for r2 to free
    ],
)
def test_a_group_only_set_is_not_freed_by_a_run_tile(
    make_position, old: list[str], tile: str, after: list[str]
) -> None:
    state = make_position([[tile, "o5", "o6"], ["r2"]], [old])
    refused(state, [after, ["o5", "o6", "j"]], "rummikub.joker.retrieve")


def test_freeing_before_the_initial_meld_is_refused(make_position) -> None:
    state = make_position([["b10", "o5", "o6"], ["r2"]], [["r10", "j", "j"]], melded=[False, True])
    refused(state, [["r10", "b10", "j"], ["o5", "o6", "j"]], "rummikub.joker.before-meld")


# --- the hint ---------------------------------------------------------------------------------


@pytest.mark.parametrize("old", ORDERS)
def test_the_hint_frees_a_joker_with_a_tile_of_the_group(old: list[str]) -> None:
    result = hint(["b10", "o5", "o6"], [old])
    assert sorted(result["placed"]) == ["b10", "o5", "o6"]
    assert result["exact"] is True and result["validated"] is True
    assert ["r10", "b10", "j"] in result["table"]
    outcome = best_legal(["b10", "o5", "o6"], [old])
    assert outcome.exact and outcome.solution.count == 3


def test_the_hint_keeps_the_jokers_as_a_group_when_a_set_mate_leaves() -> None:
    table = [["r10", "b10", "j", "j"], ["b11", "b12", "b13"]]
    result = hint(["b8", "b9"], table)
    assert sorted(result["placed"]) == ["b8", "b9"]
    assert result["exact"] is True
    assert ["r10", "j", "j"] in result["table"]
    assert ["r10", "b10", "j", "j"] not in result["table"]
    # the steps name both readings of the set that stays
    assert (
        "빨강 10·조커·조커는 그대로 빨강 10-조커-조커 연속이자 10 그룹으로 남습니다."
        in result["steps"]
    )


def test_the_hint_does_not_free_a_group_only_joker_with_a_run_tile() -> None:
    result = hint(["r12", "o5", "o6"], [["r13", "j", "j"]])
    assert result["placed"] == [] and result["exact"] is True


def test_the_initial_meld_hint_counts_the_larger_reading() -> None:
    # r9 j j is 9-10-11 = 30 (three 9s would be 27); j j with k1 can reach 6 at most
    meld = solve(["r9", "j", "j"], [], initial=True)
    assert meld.count == 3 and meld.value == 30
    assert solve(["k1", "j", "j"], [], initial=True).count == 0
    high = solve(["r13", "j", "j"], [], initial=True)
    assert high.count == 3 and high.value == 39  # three 13s beat 11-12-13


# small positions (numbers 1-7, the exhaustive reference's box): the hint's exact search and
# the search that tries every partition and asks the engine give the same count and value
SMALL = [
    ((["b5", "o1", "o2"], [["r5", "j", "j"]]), 3),  # b5 frees a joker for o1-o2-j
    ((["b5", "o1", "o2"], [["j", "j", "r5"]]), 3),
    ((["b5"], [["j", "r5", "j"], ["o1", "o2", "o3", "o4", "o5"]]), 1),  # home needs a rack tile
    ((["b4", "b6"], [["r5", "b5", "j", "j"], ["b1", "b2", "b3"]]), 2),  # r5-j-j stays a group
    ((["r6", "o1", "o2"], [["r7", "j", "j"]]), 1),  # r6 frees nothing: it joins the front
    ((["r2", "o5", "o6"], [["j", "j", "r1"]]), 0),  # a group only: r2 frees nothing
]


@pytest.mark.parametrize(("position", "count"), SMALL)
def test_the_exhaustive_reference_agrees(
    position: tuple[list[str], list[list[str]]], count: int
) -> None:
    from legal_brute import legal_best

    rack, table = position
    outcome = best_legal(rack, table)
    assert outcome.exact
    assert (outcome.solution.count, outcome.solution.value) == legal_best(rack, table)
    assert outcome.solution.count == count
