"""The engine registry: game id → engine, imported lazily so one game never loads another."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from functools import cache
from typing import Any

from tutor.engine import Engine

# game id → "module:attribute" of its engine instance
_ENGINES: dict[str, str] = {
    "azul": "tutor.games.azul:ENGINE",
    "azul-summer-pavilion": "tutor.games.summer_pavilion:ENGINE",
    "rummikub": "tutor.games.rummikub:ENGINE",
    "indigo": "tutor.games.indigo:ENGINE",
}

GAME_IDS: tuple[str, ...] = tuple(_ENGINES)

# game id → module with render_svg(state, *, names=None, highlight=None) -> str
_RENDERERS: dict[str, str] = {
    "azul": "tutor.games.azul.render",
    "azul-summer-pavilion": "tutor.games.summer_pavilion.render",
    "rummikub": "tutor.games.rummikub.render",
    "indigo": "tutor.games.indigo.render",
}


# game id → ("module:function" giving the hint request body for a state, the hint API path),
# for the games whose positions can be asked for a hint ("힌트")
_HINTS: dict[str, tuple[str, str]] = {
    "rummikub": ("tutor.games.rummikub.hint:hint_request", "/api/rummikub/hint"),
}


class UnknownGame(KeyError):
    pass


@cache
def get_engine(game_id: str) -> Engine:
    try:
        target = _ENGINES[game_id]
    except KeyError:
        raise UnknownGame(game_id) from None
    module_name, attribute = target.split(":")
    return getattr(importlib.import_module(module_name), attribute)  # type: ignore[no-any-return]


def render_svg(game_id: str, state: dict[str, Any], *, names: Sequence[str] | None = None,
               highlight: dict[str, Any] | None = None) -> str:
    """The position drawn as inline SVG by the game's renderer.

    Renderer conventions (the play page relies on them): no ``style`` attributes or
    elements (the CSP forbids inline styles; use presentation attributes); every clickable
    part of a move carries ``data-pick`` with a JSON object of the move fields it stands
    for (e.g. a factory tile ``{"source": 2, "colour": "blue"}``, a pattern line
    ``{"line": 3}``) and an ``aria-label`` in Korean; ``highlight`` is ``{"events": [...],
    "move": {...}, "refused": bool, "conceal": [seats]}``: the events of the step being shown,
    and the seats whose hidden pieces (a Rummikub rack) stay face down."""
    module_name = _RENDERERS.get(game_id)
    if module_name is None:
        raise UnknownGame(game_id)
    module = importlib.import_module(module_name)
    return module.render_svg(state, names=list(names) if names else None,  # type: ignore[no-any-return]
                             highlight=highlight)


def hint_request(game_id: str, state: dict[str, Any]) -> dict[str, Any] | None:
    """``{"url": ..., "body": ...}`` to ask for a hint for the player to move in ``state``
    (an engine state's ``to_json``), or None when the game has no hints or nothing to ask."""
    found = _HINTS.get(game_id)
    if found is None:
        return None
    target, url = found
    module_name, attribute = target.split(":")
    body = getattr(importlib.import_module(module_name), attribute)(state)
    return None if body is None else {"url": url, "body": body}
