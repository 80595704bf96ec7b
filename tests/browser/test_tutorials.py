"""Stepping through every tutorial in Chromium with the keyboard and the buttons; the board
shown at each step is the engine's state for that step."""

from __future__ import annotations

import html
import re
import sqlite3

import pytest

from tutor.games import render_svg

pytestmark = pytest.mark.browser


def _tutorials(db):
    conn = sqlite3.connect(db)
    return list(conn.execute("SELECT game, slug FROM tutorials ORDER BY game, slug"))


def _svg_text(svg: str) -> str:
    """The words an SVG shows (labels, titles), whitespace-normalised."""
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", svg)).split())


def test_step_through_every_tutorial(page, live_server, built_db):
    tutorials = _tutorials(built_db)
    assert len(tutorials) >= 5
    for game, slug in tutorials:
        api = page.request.get(f"{live_server}/api/tutorials/{game}/{slug}").json()
        total = len(api["steps"])
        page.goto(f"{live_server}/games/{game}/tutorials/{slug}?step=0")
        for n in range(1, total + 1):
            if n % 2:
                page.keyboard.press("ArrowRight")
            else:
                page.click("#next-step")
            page.wait_for_url(re.compile(rf"step={n}$"))
            board = page.locator("#board svg")
            assert board.count() == 1, (game, slug, n)
            step = api["steps"][n - 1]
            expected = render_svg(game, step["state"], names=api["names"],
                                  highlight={"events": step["events"], "move": step["move"],
                                             "refused": not step["legal"]})
            shown = board.evaluate("el => el.outerHTML")
            assert _svg_text(shown) == _svg_text(expected), (game, slug, n)
            assert step["narration"][:20] in page.inner_text(".narration")
        # the buttons are touch-sized
        box = page.locator("#prev-step").bounding_box()
        assert box and box["height"] >= 44
        page.keyboard.press("ArrowLeft")
        page.wait_for_url(re.compile(rf"step={total - 1}$"))


def test_rummikub_tutorial_hint_button_shows_the_best_play_in_korean(page, live_server):
    page.goto(f"{live_server}/games/rummikub/tutorials/first-turns?step=3")
    page.click("#hint-button")
    # the answer itself, not the "힌트를 찾는 중…" shown while it is on its way
    result = page.locator("#hint-result[data-state=done]")
    result.wait_for()
    text = result.inner_text()
    assert "힌트를 찾는 중" not in text and "가져오지 못했습니다" not in text
    assert re.search("[가-힣]", text)
    # the arrow keys still step through the tutorial after the button was used
    page.keyboard.press("ArrowRight")
    page.wait_for_url(re.compile(r"step=4$"))
