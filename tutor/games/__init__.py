"""The game registry: one :class:`Game` descriptor per game package, imported lazily.

Everything outside ``tutor/games/`` (the web layer, the templates, the CLI, the build)
reaches a game through its descriptor and names no game. A game package exports ``GAME``;
adding a game is one line in ``_PACKAGES`` plus its content (``docs``: content first, the
engine when it is ready; a game with content and no entry here is a content-only game).

Importing a package loads its engine only: renderers and hint searches are modules named
by the descriptor and imported on first use, so ``tutor ask`` never loads a solver.
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any, Protocol

from tutor.engine import Engine

# game id → the package that exports its GAME
_PACKAGES: dict[str, str] = {
    "azul": "tutor.games.azul",
    "azul-summer-pavilion": "tutor.games.summer_pavilion",
    "rummikub": "tutor.games.rummikub",
    "indigo": "tutor.games.indigo",
}

GAME_IDS: tuple[str, ...] = tuple(_PACKAGES)


class View(Protocol):
    """A game's ``view`` (see :class:`GameDescriptor`)."""

    def __call__(
        self,
        state: dict[str, Any],
        events: list[dict[str, Any]],
        viewer: int | None,
        *,
        preview: bool = False,
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]: ...


@dataclass(frozen=True)
class Game:
    """What a game brings besides its content.

    ``renderer``: module with ``render_svg(state, *, names=None, highlight=None) -> str``
    (see :func:`render_svg`). ``hints``: module of a game whose positions can be asked for
    the best play ("힌트"), with ``answer(body) -> dict`` (the ``hint`` object of the API;
    raises :class:`tutor.engine.HintInputError` or :class:`tutor.engine.HintRejected`),
    ``request_for(state) -> dict | None`` (the request body for the player to move) and
    ``from_cli(options) -> body`` (``tutor hint``'s ``rack``, ``table``, ``initial``).
    ``play_controls``: a template included in the play page's "내 수 시험해 보기" form
    (the context of ``play.html``), for games whose moves are not picked from a list.
    ``hint_aliases``: older URL paths of the hint route that published clients use.
    ``view``: ``view(state, events, viewer, preview=False) -> (state, events)``, what the
    player in seat ``viewer`` (None: an onlooker) may see of a state's ``to_json`` and a move's
    events: the game's secrets removed (other players' racks or hand tiles, the order of a bag
    or pile); with ``preview`` (a move shown before it is played), also what the move would
    draw (a tile from the pool, the tiles the factories are filled with). None for a game with
    no secrets. ``private_hands``: each player holds something the
    others must not see, so a shared device is handed over between turns."""

    id: str
    engine: Engine
    renderer: str
    hints: str | None = None
    play_controls: str | None = None
    hint_aliases: tuple[str, ...] = ()
    view: View | None = None
    private_hands: bool = False
    questions: str | None = None


class UnknownGame(KeyError):
    pass


@cache
def get_game(game_id: str) -> Game:
    try:
        package = _PACKAGES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None
    game = importlib.import_module(package).GAME
    if not isinstance(game, Game) or game.id != game_id:
        raise TypeError(f"{package}.GAME must be the Game of {game_id!r}")
    return game


def games() -> list[Game]:
    """Every game with an engine, in registry order (imports each package)."""
    return [get_game(game_id) for game_id in GAME_IDS]


def get_engine(game_id: str) -> Engine:
    return get_game(game_id).engine


def hint_module(game_id: str) -> ModuleType | None:
    """The game's hint module (the protocol in :class:`Game`), or None."""
    if game_id not in _PACKAGES:
        return None
    name = get_game(game_id).hints
    return importlib.import_module(name) if name else None


def questions_module(game_id: str) -> ModuleType | None:
    """The module that reads the game's concrete-case questions, or None."""
    if game_id not in _PACKAGES:
        return None
    name = get_game(game_id).questions
    return importlib.import_module(name) if name else None


def render_svg(
    game_id: str,
    state: dict[str, Any],
    *,
    names: Sequence[str] | None = None,
    highlight: dict[str, Any] | None = None,
) -> str:
    """The position drawn as inline SVG by the game's renderer.

    Renderer conventions (the play page relies on them): no ``style`` attributes or
    elements (the CSP forbids inline styles; use presentation attributes); every clickable
    part of a move carries ``data-pick`` with a JSON object of the move fields it stands
    for (e.g. a factory tile ``{"source": 2, "colour": "blue"}``, a pattern line
    ``{"line": 3}``) and an ``aria-label`` in Korean; ``highlight`` is ``{"events": [...],
    "move": {...}, "refused": bool, "conceal": [seats], "static": bool}``: the events of the step
    being shown, the seats whose hidden pieces (a Rummikub rack) stay face down, and whether the
    board is only looked at (an example: no prompt to choose a piece). The parts drawn as
    changed by that step may carry ``data-changed``: a page that shows a tall board through a
    window (a tutorial on a phone) scrolls the first of them into view."""
    module = importlib.import_module(get_game(game_id).renderer)
    svg: str = module.render_svg(state, names=list(names) if names else None, highlight=highlight)
    return svg


def view_for(
    game_id: str,
    state: dict[str, Any],
    events: list[dict[str, Any]],
    viewer: int | None,
    *,
    preview: bool = False,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """What seat ``viewer`` (None: an onlooker) may see of ``state`` and ``events`` (the
    game's ``view``; a game decides itself what a finished game reveals); ``preview``: of a
    move not yet played, which must not tell what it would draw (the tile 한 장 뽑기 gets)."""
    view = get_game(game_id).view
    return (state, events) if view is None else view(state, events, viewer, preview=preview)


def hint_request(game_id: str, state: dict[str, Any]) -> dict[str, Any] | None:
    """``{"url": ..., "body": ...}`` to ask for a hint for the player to move in ``state``
    (an engine state's ``to_json``), or None when the game has no hints or nothing to ask."""
    module = hint_module(game_id)
    if module is None:
        return None
    body = module.request_for(state)
    return None if body is None else {"url": f"/api/games/{game_id}/hint", "body": body}
