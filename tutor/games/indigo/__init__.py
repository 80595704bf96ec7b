"""나빗길 (Indigo): route tiles on a hex board, gems that travel, collide and leave by gateways.

Board, gateways, ownership charts and tile types are data: ``board.yaml`` and ``tiles.yaml``.

Coordinates
    Pointy-top axial ``[q, r]`` with ``max(|q|, |r|, |q + r|) <= 4`` (61 cells; the centre
    ``[0, 0]`` and the six corners hold treasure tiles). Edges run clockwise:
    0 NE, 1 E, 2 SE, 3 SW, 4 W, 5 NW. Gateways are numbered 1–6 clockwise from the top side.

Move
    ``{"cell": [q, r], "rotation": k}`` places the tile in hand on that cell, turned ``k``
    sixths clockwise (0–5). Optional: ``"hand": i`` (which tile, two-tile variant; default 0;
    ``legal_moves()`` names it whenever the player holds more than one tile),
    ``"tile": "<type id>"`` (checked against the tile in hand), ``"type": "place"``.
    Tile type ids: ``long-curves``, ``straights``, ``straight-sharp``, ``crossing-curves``,
    ``sharp-curves`` (paths at rotation 0 in ``tiles.yaml``).

Options
    ``hand_size``: 1 (default) or 2 (variant); ``gateways``: ``shared`` (default) or
    ``exclusive`` (three-player variant).

Set-up (``new_game(..., setup={...})``, all keys optional)
    ``tiles``: the draw order, a list of tile type ids: dealt round by round to the seats
    starting with the first player, then drawn from the top. With one-tile hands the i-th
    placement of the game uses ``tiles[i]``.
    ``hands`` + ``draw_pile``: the hands (one list per seat) and the pile (top first), instead
    of ``tiles``.
    ``first_player``: the seat that starts (default 0).
    Tiles left out are shuffled with ``random.Random(seed or 0)`` and go under the given ones.

Events
    ``place``; ``gem-move`` (``gem``, ``kind``, ``source`` centre/corner/route, ``from``,
    ``path``: the tiles crossed as ``{"cell", "in", "out"}``, ``result`` stop/exit/collision,
    ``to``, ``gateway``, ``with``); ``collision`` (``gems``, ``at``); ``score`` (``player``,
    ``points``, ``breakdown``, ``gateway``, ``shared``, ``from_reserve``); ``draw``;
    ``game-end``.
"""

from tutor.games import Game
from tutor.games.indigo.engine import IndigoEngine
from tutor.games.indigo.state import IndigoState, view

ENGINE = IndigoEngine()
GAME = Game(
    id="indigo",
    engine=ENGINE,
    renderer="tutor.games.indigo.render",
    view=view,
    private_hands=True,
    questions="tutor.games.indigo.questions",
)

__all__ = ["ENGINE", "GAME", "IndigoEngine", "IndigoState"]
