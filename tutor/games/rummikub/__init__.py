"""루미큐브 (Rummikub): the rules engine.

Tiles are written ``r5`` (빨강 5), ``b13``, ``k1``, ``o7`` and ``j`` (joker); a table is a list
of sets, each a list of tiles (a run low to high).

Explicit set-up (``new_game(players, setup={...})``), every key optional::

    {"racks": [[...], [...]],      # one list per player; null (or the key omitted) deals 14
     "table": [[...], ...],        # sets already on the table (each must be valid)
     "pool": [...],                # the draw order, first drawn first
     "melded": [false, true],      # whether each player has made the initial meld
     "to_move": 0}                 # the seat to move (default 0)

Tiles not named are shuffled with ``random.Random(seed or 0)`` and dealt to omitted racks,
then form the pool when ``pool`` is omitted; when ``pool`` is given, the tiles left over are
set aside (the "box") and never come into play. The multiset of named tiles may never exceed
the 106 tiles. Without a set-up the start player is drawn (highest tile) and 14 tiles dealt.

Moves::

    {"type": "draw"}                            # draw one tile (a pass once the pool is empty)
    {"type": "pass"}                            # only when the pool is empty
    {"type": "play", "table": [[...], ...]}     # the whole new table after the turn
    {"type": "timeout", "table": [[...], ...]}  # the 1-minute rule; table = as it stood

Every move may name its seat (``"player": 0``); a move for the wrong seat is refused. Random
and computer moves always carry it.

Options (``default_options``): ``manipulate_on_initial_meld`` (False: the seed's reading),
``joker_set_needs_rack_tile`` (True: the seed's reading), ``group_joker_needs_both_colours``
(False; the 1980 variant when True), ``initial_meld_points`` (30).
"""

from tutor.games import Game
from tutor.games.rummikub.engine import RummikubEngine
from tutor.games.rummikub.state import RummikubState, view

ENGINE = RummikubEngine()
GAME = Game(
    id="rummikub",
    engine=ENGINE,
    renderer="tutor.games.rummikub.render",
    questions="tutor.games.rummikub.questions",
    view=view,
    private_hands=True,
    hints="tutor.games.rummikub.hint",
    play_controls="games/rummikub/play_controls.html",
    hint_aliases=("/api/rummikub/hint",),
)

__all__ = ["ENGINE", "GAME", "RummikubEngine", "RummikubState"]
