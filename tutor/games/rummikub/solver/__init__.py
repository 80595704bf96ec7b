"""The best play for a Rummikub rack on a given table, found exactly.

The model: a new table keeps every table tile, adds as many rack tiles as possible, and is
made only of valid sets (runs: one colour, 3+ consecutive numbers, 1 low, no wrap; groups:
one number, 3–4 distinct colours). Jokers are free tiles standing for any tile. The
objective is lexicographic: most rack tiles, then the greatest value placed, then (best
effort) the fewest changed table sets.

The solver is four steps, one module each:

- :mod:`.tiles`: tiles as cells ``(colour index, number)`` of a grid, with the tile set of
  ``tiles.yaml`` (read by :mod:`tutor.games.rummikub.sets`), and how a valid set reads;
- :mod:`.problem`: a position as counts on the grid (:class:`Problem`, with least and most
  counts and *marks* for the joker rules) and the answer in counts (:class:`Plan`);
- :mod:`.sweep`: the exact search, a dynamic programme over the cells from 1 to 13 with a
  branch-and-bound cut (van Rijn, Takes & Vis, 2015), in C (``_sweep.c``) or in Python (the
  reference), within a deterministic budget of nodes (:class:`Work`);
- :mod:`.cut`: a plan cut into concrete sets, keeping old sets whole where it can;

and :mod:`.play` puts them together: :func:`solve`.

:mod:`tutor.games.rummikub.legal` builds on the same names to find the best play the joker
rules accept; everything it uses is exported here. This package is pure: it knows tiles and
sets, not the engine.
"""

from tutor.games.rummikub.solver.cut import assemble, set_sort_key, unit_cuts
from tutor.games.rummikub.solver.play import Solution, check_tiles, placed_tiles, solve
from tutor.games.rummikub.solver.problem import (
    MARK_GROUP_REPLACE,
    MARK_HOME,
    MARK_RUN_REPLACE,
    MARK_RUN_STAY,
    MAX_MARKS,
    W_COUNT,
    W_VALUE,
    Mark,
    OldSet,
    Plan,
    Problem,
    count_tiles,
    make_problem,
    mark_need,
    read_table,
)
from tutor.games.rummikub.solver.sweep import (
    HINT_NODES,
    OutOfBudget,
    Step,
    Work,
    best_plan,
    compiled,
    found_so_far,
)
from tutor.games.rummikub.solver.tiles import (
    COLOURS,
    COPIES,
    INITIAL_MELD_MIN,
    JOKER,
    JOKER_COUNT,
    JOKER_RACK_VALUE,
    MAX_NUMBER,
    Cell,
    SetReading,
    TileError,
    cell_name,
    cell_of,
    is_valid_set,
    meld_value,
    read_group,
    read_run,
    read_set,
    real_cell_of,
    tile_value,
)

__all__ = [
    "COLOURS",
    "COPIES",
    "HINT_NODES",
    "INITIAL_MELD_MIN",
    "JOKER",
    "JOKER_COUNT",
    "JOKER_RACK_VALUE",
    "MARK_GROUP_REPLACE",
    "MARK_HOME",
    "MARK_RUN_REPLACE",
    "MARK_RUN_STAY",
    "MAX_MARKS",
    "MAX_NUMBER",
    "W_COUNT",
    "W_VALUE",
    "Cell",
    "Mark",
    "OldSet",
    "OutOfBudget",
    "Plan",
    "Problem",
    "SetReading",
    "Solution",
    "Step",
    "TileError",
    "Work",
    "assemble",
    "best_plan",
    "cell_name",
    "cell_of",
    "check_tiles",
    "compiled",
    "count_tiles",
    "found_so_far",
    "is_valid_set",
    "make_problem",
    "mark_need",
    "meld_value",
    "placed_tiles",
    "read_group",
    "read_run",
    "read_set",
    "read_table",
    "real_cell_of",
    "set_sort_key",
    "solve",
    "tile_value",
    "unit_cuts",
]
