"""A corpus of positions for every game's renderer, to compare renders across a refactor.

The corpus is every tutorial step (and its starting position), every quick-start card's
board, every FAQ/rule example (before and after the move), and positions from seeded random
self-play per game (some seen by one seat, some refused moves), with the arguments the site
passes. ``python tests/render_corpus.py record DIR`` writes each render to ``DIR/<key>.svg``;
``tests/test_render_corpus.py`` compares against such a directory when ``TUTOR_SVG_BEFORE``
names one.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from tutor.db import ContentDB
from tutor.games import get_engine, render_svg, view_for
from tutor.scenarios import show_example

GAMES = ("azul", "azul-summer-pavilion", "rummikub", "indigo")
DB_PATH = Path(__file__).resolve().parent.parent / "instance" / "tutor.db"

Case = tuple[str, str, dict[str, Any], list[str] | None, dict[str, Any] | None]


def _content_cases(db: ContentDB) -> Iterator[Case]:
    for game in GAMES:
        for listed in db.tutorials(game):
            found = db.tutorial(game, listed["slug"])
            assert found is not None
            names = found["names"]
            slug = listed["slug"]
            yield game, f"{game}-tutorial-{slug}-0", found["initial_state"], names, None
            for n, step in enumerate(found["steps"], 1):
                highlight = {
                    "events": step["events"],
                    "move": step["move"],
                    "refused": not step["legal"],
                }
                yield game, f"{game}-tutorial-{slug}-{n}", step["state"], names, highlight
        quickstart = db.quickstart(game) or {}
        for card in quickstart.get("cards", []):
            board = card.get("board")
            if board:
                yield (
                    game,
                    f"{game}-card-{card['id']}",
                    board["state"],
                    board["names"] or None,
                    {
                        "move": board["move"],
                        "events": board["events"],
                        "refused": not board["legal"],
                    },
                )
        for entry in db.entries(game):
            full = db.entry(entry["id"])
            if not full or not full.get("example"):
                continue
            example = show_example(game, full["example"])
            if example is None:
                continue
            key = f"{game}-example-{entry['id']}"
            refused = example["legal"] is False
            yield (
                game,
                key,
                example["state"],
                example["names"],
                {"move": example["move"], "events": [], "refused": True} if refused else None,
            )
            if example["after"] is not None:
                yield (
                    game,
                    key + "-after",
                    example["after"],
                    example["names"],
                    {"move": example["move"], "events": example["events"]},
                )


def _selfplay_cases(games: int = 2, every: int = 7) -> Iterator[Case]:
    for game in GAMES:
        engine = get_engine(game)
        for players in range(engine.min_players, engine.max_players + 1):
            for index in range(games):
                rng = random.Random(1000 * players + index)
                state = engine.new_game(players, seed=rng.randrange(2**31))
                events: list[dict[str, Any]] = []
                for count in range(400):
                    if count % every == 0 or state.is_terminal():
                        key = f"{game}-selfplay-{players}p-{index}-{count}"
                        as_json = state.to_json()
                        yield game, key, as_json, None, {"events": events}
                        viewer = count % players
                        seen, seen_events = view_for(game, as_json, events, viewer)
                        yield (
                            game,
                            key + "-view",
                            seen,
                            None,
                            {
                                "events": seen_events,
                                "conceal": [s for s in range(players) if s != viewer],
                            },
                        )
                    if state.is_terminal():
                        break
                    move = state.random_move(rng)
                    if count % (every * 3) == 1:  # the same move shown as refused
                        yield (
                            game,
                            f"{game}-selfplay-{players}p-{index}-{count}-refused",
                            state.to_json(),
                            None,
                            {"events": [], "move": move, "refused": True},
                        )
                    events = state.apply(move)


def cases() -> Iterator[Case]:
    """Every (game, key, state, names, highlight) of the corpus, keys unique."""
    yield from _content_cases(ContentDB(DB_PATH))
    yield from _selfplay_cases()


def render(case: Case) -> str:
    game, _key, state, names, highlight = case
    return render_svg(game, state, names=names, highlight=highlight)


def record(directory: Path) -> int:
    directory.mkdir(parents=True, exist_ok=True)
    count = 0
    for case in cases():
        (directory / f"{case[1]}.svg").write_text(render(case), encoding="utf-8")
        count += 1
    return count


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] != "record":
        sys.exit("usage: python tests/render_corpus.py record DIR")
    print(record(Path(sys.argv[2])))
