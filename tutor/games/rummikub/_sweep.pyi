"""Type stub for the compiled sweep (``_sweep.c``); :mod:`.solver.sweep` uses it."""

from collections.abc import Iterable, Sequence
from typing import final

# A grid is [number 0..13][colour 0..3], a row [number 0..13]; None stands for all zero
# (``group_real_max``: all two).
_Grid = Sequence[Sequence[int]] | None
_Row = Sequence[int] | None

def fields(
    must: _Grid,
    optional: _Grid,
    in_group: _Grid,
    in_run: _Grid,
    joker_run: _Grid,
    pin: _Grid,
    rack_min: _Grid,
    run_real_min: _Grid,
    group_real_min: _Grid,
    joker_group: _Row,
    face: _Row,
    group_joker_min: _Row,
    group_real_max: _Grid,
    group_size_min: _Row,
    /,
) -> list[int]:
    """The step fields (16 per step, in sweep order), as :class:`Sweep` takes them."""

@final  # the C type cannot be subclassed
class Sweep:
    """The solver's branch-and-bound sweep over one problem (memo kept between runs)."""

    def __init__(
        self,
        steps: Sequence[int],
        jokers_total: int,
        jokers_must: int,
        ub: Sequence[int] | None,
        marks: Iterable[Sequence[int]] | None = None,
        initial: bool = False,
        /,
    ) -> None: ...
    def top(self) -> int:
        """The upper bound from the root."""
    def nodes(self) -> int:
        """Search nodes of the last run."""
    def bounds(self) -> list[int]:
        """The upper-bound table, flat (three per position)."""
    def run(self, need: int, budget: int, /) -> tuple[int, int]:
        """(status: 1 if the budget ran out, best score)."""
    def plan(self) -> tuple[list[int], int]:
        """(choice codes, final key) of the plan found."""
    def incumbent(self) -> tuple[int, list[int], int] | None:
        """(score, codes, final key) of the best plan met so far, or None."""
