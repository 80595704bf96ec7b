"""Azul (아줄, 2017): the rules engine behind the shared protocol of :mod:`tutor.engine`.

Moves
-----
- Factory offer: ``{"type": "take", "source": 0, "colour": "blue", "line": 2}``.
  ``source`` is a factory index counted from 0 (shown to players as "1번 공장") or
  ``"centre"``; ``colour`` is ``blue``/``yellow``/``red``/``black``/``white`` (letters
  ``B Y R K W`` and Korean names are accepted too); ``line`` is the pattern line 1–5 (its
  length) or ``"floor"``. Optional ``"count"``: when given it must equal the number of
  tiles of that colour at the source (to show that a partial take is refused); a ``line``
  given as a list of several lines is refused (one line per take). ``{"type": "pass"}``
  is refused (a turn cannot be skipped).
- Gray-wall wall tiling (option ``{"board": "gray"}``, formerly ``{"wall": "gray"}``):
  ``{"type": "wall", "line": 3, "column": 0}`` puts the rightmost tile of complete pattern
  line 3 into wall column 0–4 (counted from 0) of row 3. With the printed wall (default
  ``{"board": "colour"}``) wall tiling needs no move: it happens when the last tile of the
  offer is taken.

State (``to_json()``)
---------------------
Tiles are letters: ``B`` blue 파랑, ``Y`` yellow 노랑, ``R`` red 빨강, ``K`` black 검정,
``W`` white 하양, ``F`` the first-player marker. ``factories`` (list of strings such as
``"BBYK"``, letters in colour order), ``centre``, ``marker`` (``"centre"`` or the seat
holding it), ``bag`` (draw order), ``lid``, ``phase`` (``offer``/``tiling``/``end``),
``to_move``, ``first_player``, ``round``, and per seat (lists in seat order): ``scores``,
``lines`` (5 strings each, e.g. ``["", "BB", "", "", ""]``), ``walls`` (5 rows each such
as ``"B...."``, ``.`` empty), ``floors`` (e.g. ``"FYY"``), ``complete_rows``; ``tiling``
(gray wall: the awaited ``{"player", "line"}``), ``bonuses`` and ``winners`` at the end.

Explicit set-up (``new_game(players, setup={...})``)
----------------------------------------------------
Every key is optional; whatever is not given is filled deterministically::

    factories: ["BBYK", "RRWW", "", ...]  # exactly 5/7/9 entries (2/3/4 players), <= 4 each
    centre: "YK"                           # tiles in the centre
    marker: centre | <seat>                # default: the seat with F on its floor, else centre
    players:                               # per seat, in order; missing seats are empty
      - {score: 34, lines: ["W", "", "", "", ""], wall: ["BYRK.", "WB..."], floor: "F"}
    bag: "BYRK"                            # the next tiles drawn, in order
    lid: "BB"                              # tiles in the box lid (or counts: {B: 20, Y: 3})
    to_move: 0                             # the seat to move (default first_player)
    first_player: 0                        # the seat that started this round (default to_move)
    round: 1

Tiles not placed anywhere go to the bag after ``bag``, shuffled by ``random.Random(seed)``
(seed 0 when none). When the factories and the centre are all empty the factories are
filled from the bag (the start of a round). Walls with the printed side must use each
space's printed colour. Bad set-ups raise :class:`tutor.engine.SetupError` in Korean.

Reading of open points (content entries say so under "규칙서에 없는 경우"): the marker taken
onto a full floor is kept beside the board without penalty (``azul.floor.marker-full``);
simultaneous wall tiling runs in seat order from the round's first player; a complete
pattern line may not be chosen again (choose the floor instead).
"""

from tutor.games import Game
from tutor.games.azul.engine import AzulEngine
from tutor.games.azul.state import AzulState, view

ENGINE = AzulEngine()
GAME = Game(
    id="azul",
    engine=ENGINE,
    renderer="tutor.games.azul.render",
    questions="tutor.games.azul.questions",
    view=view,
)

__all__ = ["ENGINE", "GAME", "AzulEngine", "AzulState"]
