"""The solver on hand-made positions: sets, jokers, the initial meld, the tie-breaks."""

from __future__ import annotations

from collections import Counter

import pytest

from tutor.games.rummikub.solver import (
    TileError,
    cell_of,
    is_valid_set,
    meld_value,
    real_cell_of,
    solve,
)


@pytest.mark.parametrize(
    ("tiles", "valid"),
    [
        (["r1", "r2", "r3"], True),
        (["r11", "r12", "r13"], True),
        (["r12", "r13", "r1"], False),  # 1 is always low: no wrap
        ([f"b{n}" for n in range(1, 14)], True),  # 13 long
        (["r1", "r2"], False),
        (["r1", "b2", "r3"], False),
        (["j", "r2", "r3"], True),
        (["r12", "r13", "j"], False),  # the joker would be 14
        (["j", "r1", "r2"], False),  # the joker would be 0
        (["r5", "b5", "k5"], True),
        (["r5", "b5", "k5", "o5"], True),
        (["r5", "b5", "r5"], False),  # colours must differ
        (["r5", "b5", "k5", "o5", "j"], False),  # at most 4
        (["r5", "j", "j"], True),
        (["b5", "k5", "j"], True),
    ],
)
def test_set_validity(tiles: list[str], valid: bool) -> None:
    assert is_valid_set(tiles) is valid


def test_tile_names() -> None:
    assert cell_of("r5") == (0, 5) and cell_of("o13") == (3, 13) and cell_of("j") is None
    for bad in ("r14", "r0", "x5", "r05", "", "rr"):
        with pytest.raises(TileError):
            cell_of(bad)


def test_real_cell_of_is_cell_of_without_the_joker() -> None:
    from tutor.games.rummikub.solver.tiles import _CELLS

    for name, cell in _CELLS.items():
        if cell is None:
            with pytest.raises(TileError):
                real_cell_of(name)
        else:
            assert real_cell_of(name) == cell == cell_of(name)
    assert real_cell_of(" K13 ") == cell_of(" K13 ") == (2, 13)  # spelt as cell_of takes it
    with pytest.raises(TileError):
        real_cell_of("r14")


def test_known_cases() -> None:
    assert solve(["r5", "r6", "r7", "j"], []).count == 4
    assert solve(["k8", "b8", "o8", "j"], []).count == 4
    nothing = solve(["r1", "b5", "o9"], [["k1", "k2", "k3"]])
    assert nothing.placed == [] and nothing.table == [["k1", "k2", "k3"]]


def test_rearrangement_split_and_join() -> None:
    result = solve(["r5", "r6", "r8"], [["r4", "r5", "r6", "r7"]])
    assert result.count == 3
    assert sorted(map(tuple, result.table)) == [("r4", "r5", "r6"), ("r5", "r6", "r7", "r8")]


def test_group_tile_moves_into_a_run() -> None:
    # b5 leaves a 4-group for the run b5-b6-b7 made with the rack's b6 b7
    result = solve(["b6", "b7"], [["r5", "b5", "k5", "o5"]])
    assert result.count == 2
    assert all(is_valid_set(s) for s in result.table)


def test_table_jokers_must_stay_on_the_table() -> None:
    table = [["r1", "j", "r3"], ["k9", "k10", "k11"]]
    result = solve(["r2"], table)
    assert result.count == 1  # r2 frees the joker, which then goes on k9-k10-k11
    assert Counter(t for s in result.table for t in s)["j"] == 1
    assert all(is_valid_set(s) for s in result.table)


def test_two_jokers_on_table_and_rack() -> None:
    result = solve(["j", "o4"], [["b1", "j", "b3"], ["r4", "k4", "b4"]])
    assert result.count == 2
    assert Counter(t for s in result.table for t in s)["j"] == 2


def test_value_breaks_ties_between_equal_counts() -> None:
    # only one more tile fits the group: the joker (30 on a rack) rather than r5
    result = solve(["r5", "j"], [["b5", "k5", "o5"]])
    assert result.placed == ["j"] and result.value == 30
    # both fit: r13 ends the red run, o13 joins the 13 group
    result = solve(["r13", "o13"], [["r10", "r11", "r12"], ["b13", "k13", "j"]])
    assert result.count == 2


def test_fewest_changed_sets_among_equal_plays() -> None:
    # the rack's group needs nothing from the table: no table set should change
    table = [["r1", "r2", "r3"], ["b1", "b2", "b3"], ["k10", "o10", "r10"]]
    result = solve(["k8", "b8", "o8", "j"], table)
    assert result.count == 4
    assert result.changed == [] and result.kept == [0, 1, 2]
    assert result.table[:3] == table


def test_keep_jokers_leaves_every_table_joker_in_place() -> None:
    table = [["r7", "r8", "j"], ["b4", "k4", "j"]]
    free = solve(["r9", "k11", "k13"], table)
    kept = solve(["r9", "k11", "k13"], table, keep_jokers=True)
    assert free.count >= kept.count
    assert ["b4", "k4", "j"] in kept.table
    assert any(s[:3] == ["r7", "r8", "j"] for s in kept.table)


def test_required_rack_tiles_are_placed_or_nothing_is() -> None:
    assert (
        "r5" in solve(["r5", "r6", "r7", "b9"], [["b5", "b6", "b7", "b8"]], required=["r5"]).placed
    )
    assert solve(["r5", "b9"], [["b5", "b6", "b7", "b8"]], required=["r5"]).placed == []


def test_initial_meld() -> None:
    result = solve(["r10", "r11", "r12", "j"], [], initial=True)
    assert result.count == 4 and result.value == 46  # the joker stands for r13
    assert solve(["r1", "r2", "r3", "j"], [], initial=True).count == 0  # at most 2+3+4+... < 30
    result = solve(["k10", "b10", "o10"], [["r1", "r2", "r3"]], initial=True)
    assert result.count == 3 and result.table[0] == ["r1", "r2", "r3"]
    result = solve(["r9", "j", "j"], [], initial=True)
    assert result.count == 3 and sum(meld_value(s) for s in result.table) >= 30


def test_bad_input_raises_value_error() -> None:
    with pytest.raises(ValueError):
        solve(["r5", "r5", "r5"], [])
    with pytest.raises(ValueError):
        solve(["r5"], [["r1", "r2"]])
    with pytest.raises(ValueError):
        solve(["q5"], [])


def test_the_quick_run_test_agrees_with_cutting() -> None:
    # _runs_fit (counts only) says yes exactly when _runs_from_counts can cut the runs
    import random

    from tutor.games.rummikub.solver import cut

    rng = random.Random(12)
    for _ in range(20_000):
        real = [0] + [rng.choice((0, 0, 1, 1, 2)) for _ in range(13)]
        jokers = [0] * 14
        for _ in range(rng.choice((0, 0, 1, 2))):
            jokers[rng.randint(1, 13)] += 1
        assert cut._runs_fit(real, jokers) is (cut.runs_from_counts(real, jokers, 0) is not None), (
            real,
            jokers,
        )


def test_a_table_of_short_runs_keeps_them_when_it_can() -> None:
    # two copies of four short runs per colour: the cut tries each distinct rest once, and
    # extending one run leaves the other seven alone
    table = [
        [f"{c}{n}" for n in range(start, start + 3)]
        for c in "rbko"
        for start in (1, 4, 7, 10)
        for _ in range(2)
    ]
    result = solve(["r13"], table)
    assert result.placed == ["r13"]
    assert len(result.changed) == 1 and len(result.kept) == len(table) - 1


def test_the_solver_reads_the_tile_set_of_tiles_yaml() -> None:
    # the solver's constants are assigned from sets.py (tiles.yaml); its cells name every
    # tile of that set back
    from tutor.games.rummikub import sets
    from tutor.games.rummikub import solver as sv

    assert [sv.cell_name(sv.cell_of(t)) for t in sets.TILE_NAMES] == list(sets.TILE_NAMES)


def test_legal_uses_only_the_solvers_public_names() -> None:
    # legal.py builds on the solver package through what it exports, and on no private name
    # of it or of table.py
    import ast
    from pathlib import Path

    from tutor.games.rummikub import legal
    from tutor.games.rummikub import solver as sv

    tree = ast.parse(Path(legal.__file__).read_text(encoding="utf-8"))
    used = {
        node.attr
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "sv"
    }
    assert used and used <= set(sv.__all__), used - set(sv.__all__)
    imported = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom)
        and node.module
        and node.module.startswith("tutor.games.rummikub")
        for alias in node.names
    }
    assert not any(name.startswith("_") for name in imported), imported
