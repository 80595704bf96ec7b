"""Simultaneous gem movement after a placement (rules ``indigo.move.*``).

All gems a new tile T sets moving travel *together* (research/indigo.md §2.7–2.8):

1. Every gem entering T (from the centre, from a corner arrow, or from a route end facing T)
   is first put at the far end of the T path it entered. Two gems entering the two ends of
   one path collide there.
2. Then each gem still on T walks on. Reaching a position where another gem sits — a gem
   parked on T in step 1 included — is a head-on collision; reaching an empty cell stops
   the gem; leaving the board through an exit scores it.

Walking the gems one by one after taking them *all* off the board first is wrong: a gem
could then slip past another on a loop through T.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tutor.games.indigo.geometry import BOARD, OPPOSITE

if TYPE_CHECKING:
    from tutor.games.indigo.state import IndigoState

NEIGHBOUR = BOARD.neighbour
CENTRE = BOARD.centre
CORNER_OF = BOARD.corner_of
MAX_STEPS = 200  # a route is never longer than the board; guards against a bad loop


@dataclass
class GemRun:
    """What one gem did during one placement (JSON-able through :meth:`to_json`)."""

    gem: int
    source: str  # "centre" | "corner" | "route"
    start: tuple[int, int]  # (cell, edge) where the gem was, facing T (centre: (centre, edge))
    path: list[tuple[int, int, int]] = field(default_factory=list)  # (cell, in edge, out edge)
    result: str = "stop"  # "stop" | "exit" | "collision" | "stuck"
    end: tuple[int, int] | None = None  # (cell, edge) where it stopped or left the board
    other: int | None = None  # the gem it collided with
    gateway: int | None = None  # index of the gateway it left by


def move_gems(state: IndigoState, cell: int, partner: tuple[int, ...]) -> list[GemRun]:
    """Move every gem the tile just placed on ``cell`` sets moving; mutates ``state``.

    Scoring and removal bookkeeping are left to the caller, which reads the returned runs.
    """
    gem_at = state.gem_at
    paths = state.paths
    runs: dict[int, GemRun] = {}
    entering: dict[int, int] = {}  # edge of T -> gem
    neighbours = NEIGHBOUR[cell]
    for edge in range(6):
        n = neighbours[edge]
        if n < 0:
            continue
        oe = OPPOSITE[edge]
        if n == CENTRE:
            if state.centre:
                gem = state.centre.pop(0)
                entering[edge] = gem
                runs[gem] = GemRun(gem, "centre", (n, oe))
            continue
        gem = gem_at.pop(n * 6 + oe, -1)
        if gem >= 0:
            entering[edge] = gem
            corner = CORNER_OF.get(n)
            source = "corner" if corner is not None and corner.arrow == oe else "route"
            runs[gem] = GemRun(gem, source, (n, oe))
    if not entering:
        return []

    # Phase 1: every entering gem goes to the far end of its path on T.
    walkers: list[int] = []
    for edge, gem in entering.items():
        run = runs[gem]
        far = partner[edge]
        run.path.append((cell, edge, far))
        if far in entering:
            other = entering[far]
            run.result, run.other, run.end = "collision", other, (cell, far)
            continue
        gem_at[cell * 6 + far] = gem
        walkers.append(gem)

    # Phase 2: walk each gem still on T onward.
    for gem in walkers:
        run = runs[gem]
        at_cell, at_edge = run.path[-1][0], run.path[-1][2]
        pos = at_cell * 6 + at_edge
        if gem_at.get(pos) != gem:
            continue  # already removed by a collision
        del gem_at[pos]
        for _ in range(MAX_STEPS):
            n = NEIGHBOUR[at_cell][at_edge]
            if n < 0:
                run.result, run.end = "exit", (at_cell, at_edge)
                run.gateway = BOARD.exit_gateway[at_cell * 6 + at_edge]
                break
            oe = OPPOSITE[at_edge]
            cell_paths = paths[n]
            if cell_paths is None:  # an empty route cell: stop in front of it
                run.end = (at_cell, at_edge)
                gem_at[at_cell * 6 + at_edge] = gem
                break
            other = gem_at.get(n * 6 + oe, -1)
            if other >= 0:
                del gem_at[n * 6 + oe]
                run.result, run.other, run.end = "collision", other, (at_cell, at_edge)
                if other in runs:
                    runs[other].result, runs[other].other = "collision", gem
                    runs[other].end = (n, oe)
                else:
                    runs[other] = GemRun(other, "route", (n, oe), [], "collision", (n, oe), gem)
                break
            nxt = cell_paths[oe]
            if nxt < 0:  # the centre or an emptied arrow: cannot happen (invariant b)
                run.result, run.end = "stuck", (at_cell, at_edge)
                gem_at[at_cell * 6 + at_edge] = gem
                break
            run.path.append((n, oe, nxt))
            at_cell, at_edge = n, nxt
        else:
            run.result, run.end = "stuck", (at_cell, at_edge)
            gem_at[at_cell * 6 + at_edge] = gem
    return list(runs.values())
