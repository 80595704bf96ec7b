"""아줄: 여름 별장 (Azul: Summer Pavilion), game id ``azul-summer-pavilion``.

Moves (JSON):

- phase 1: ``{"type": "take", "source": 0, "colour": "red"}``; ``source`` is a factory
  index (0-based, shown as "공장 1") or ``"centre"``. A wild tile present at the source is
  taken along automatically; ``colour`` is the wild colour only when the source holds
  nothing else.
- phase 2: ``{"type": "place", "star": "red", "space": 3, "colour": "red", "wilds": 1}``;
  ``star`` is purple·green·orange·yellow·blue·red·centre, ``space`` the printed number 1–6,
  ``colour`` the tile laid (may be left out on an outer star of the coloured side),
  ``wilds`` how many wild tiles pay part of the cost (left out: as few as needed).
- ``{"type": "pass", "keep": ["red", "purple"]}``: keep up to 4 tiles, discard the rest.
- after a placement that surrounds a pillar/statue/window:
  ``{"type": "bonus", "colour": "blue"}`` (one tile) or ``{"type": "bonus", "tiles": [...]}``,
  until the bonus is taken; the supply is refilled before the next player's turn.
- Phase 3 (next round) and the final scoring happen by themselves after the last pass.

Options: ``{"board": "colour"}`` (default) or ``{"board": "gray"}`` (grey-side variant), the
same option as Azul's; the older values ``"coloured"`` and ``"grey"`` are still accepted.

Explicit set-up (``new_game(..., setup={...})``); every key is optional:

``first_player`` seat that begins the round (default 0) · ``round`` 1–6 · ``phase``
``"draft"`` or ``"place"`` · ``factories`` list of colour lists (the first k factories; the
others are drawn from the bag in phase 1, empty in phase 2) · ``centre`` · ``supply`` (up to
10; drawn when missing) · ``bag`` the first tiles to be drawn, in order · ``tower`` ·
``scores`` (default 5 each) · ``hands``/``corners`` per player colour lists · ``boards`` per
player ``{star: [spaces]}`` (outer stars) or ``{star: {space: colour}}`` (centre star) ·
``token`` seat holding the start-player token (absent: still in the centre) · ``passed``
seats that passed (phase 2) · ``to_move``.

The tiles not named are shuffled with ``random.Random(seed or 0)`` into the bag after the
``bag`` prefix; the supply is drawn first, then the missing factories. Colours are
``purple green orange yellow blue red``.
"""

from tutor.games import Game

from .engine import SummerPavilionEngine
from .state import SummerPavilionState
from .view import view

ENGINE = SummerPavilionEngine()
GAME = Game(
    id="azul-summer-pavilion",
    engine=ENGINE,
    renderer="tutor.games.summer_pavilion.render",
    questions="tutor.games.summer_pavilion.questions",
    view=view,
)

__all__ = ["ENGINE", "GAME", "SummerPavilionEngine", "SummerPavilionState"]
