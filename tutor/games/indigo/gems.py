"""The 24 gems: identities, kinds, points and where they start (``board.yaml``)."""

from __future__ import annotations

from tutor.games.indigo.geometry import BOARD

# Gem identities: 12 amber, 10 emerald, 2 sapphire.
GEM_KINDS: list[str] = ["amber"] * 12 + ["emerald"] * 10 + ["sapphire"] * 2
GEM_IDS: list[str] = (
    [f"A{i}" for i in range(1, 13)] + [f"E{i}" for i in range(1, 11)] + ["S1", "S2"]
)
GEM_INDEX = {gid: i for i, gid in enumerate(GEM_IDS)}
KIND_INFO = BOARD.gem_kinds
GEM_POINTS: list[int] = [int(KIND_INFO[k]["points"]) for k in GEM_KINDS]
GEM_NAMES: list[str] = [str(KIND_INFO[k]["name"]) for k in GEM_KINDS]
INITIAL_CORNER_GEMS = list(range(6))  # A1..A6, one per corner in board.yaml order
INITIAL_CENTRE_GEMS = [12, 13, 14, 15, 16, 22]  # E1..E5 then S1 (release order)
INITIAL_RESERVE = [*range(6, 12), *range(17, 22), 23]

# gem_where codes
CENTRE, ON_BOARD, CAPTURED, REMOVED, RESERVE = range(5)
WHERE_NAMES = ("centre", "board", "player", "removed", "reserve")


def gem_label(gem: int) -> str:
    """A gem as the narration names it: by its kind (호박). No board draws the gems' ids
    (A1, E2), so none is said; the narration says where the gem was or went instead."""
    return GEM_NAMES[gem]
