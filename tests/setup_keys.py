"""The set-up keys each game's engine accepts, read from the engines themselves (the
``SETUP_KEYS`` of a game's ``setup`` or ``engine`` module), for the fuzz tests."""

from __future__ import annotations

import importlib

from tutor.games import GAME_IDS, get_engine


def setup_keys(game: str) -> set[str]:
    """The set-up keys ``game``'s engine accepts."""
    package = type(get_engine(game)).__module__.rsplit(".", 1)[0]
    for name in ("setup", "engine"):
        try:
            keys = getattr(importlib.import_module(f"{package}.{name}"), "SETUP_KEYS", None)
        except ModuleNotFoundError:
            continue
        if keys:
            return set(keys)
    raise AssertionError(f"{game}: no SETUP_KEYS")


def all_setup_keys() -> list[str]:
    """Every game's set-up keys together, sorted."""
    return sorted(set().union(*(setup_keys(game) for game in GAME_IDS)))
