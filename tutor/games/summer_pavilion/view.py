"""What a player may see of a Summer Pavilion position and a move's events (``Game.view``).

Every tile on the table is seen by all; the bag is counted, never listed. Only a move not yet
played (``preview``) hides something: the tiles it would draw from the bag — the supply's empty
spaces refilled after a bonus, the factories filled for the next round — which are told once the
move is made (a preview named them, so a bonus could be chosen knowing what comes next).
"""

from __future__ import annotations

from typing import Any

from .narration import SUPPLY_REFILL_UNSEEN

Json = dict[str, Any]


def view(
    state: Json, events: list[Json], viewer: int | None, *, preview: bool = False
) -> tuple[Json, list[Json]]:
    """``state`` and ``events`` as seat ``viewer`` sees them (``tutor.games.View``)."""
    if not preview:
        return state, events
    seen = dict(state)
    shown = []
    for event in events:
        if event.get("type") == "supply-refill":
            supply = list(seen.get("supply") or [])
            for tile in event.get("tiles") or []:
                if tile in supply:
                    supply.remove(tile)
            seen["supply"] = supply
            event = {k: v for k, v in event.items() if k != "tiles"}
            event["text"] = SUPPLY_REFILL_UNSEEN
        elif event.get("type") == "round":
            seen["factories"] = [[] for _ in seen.get("factories") or []]
        shown.append(event)
    return seen, shown
