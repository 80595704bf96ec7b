"""직접 해보기 in Chromium, per game: a legal move changes the board, an illegal one is
explained with its rule, a reload gives the same position, and a practice game against
the computer reaches its end."""

from __future__ import annotations

import json
import re
import sqlite3

import pytest
from playwright.sync_api import expect

from tutor.games import GAME_IDS, get_game

pytestmark = pytest.mark.browser


def _board_text(page) -> str:
    return page.locator("#board svg").evaluate("el => el.outerHTML")


def _open_move_list(page) -> None:
    """The list of legal moves is collapsed under the board; open it to use it."""
    moves = page.locator("details#moves")
    if moves.count() and moves.get_attribute("open") is None:
        moves.locator("summary").click()


@pytest.mark.parametrize("game", GAME_IDS)
def test_legal_move_then_reload(page, live_server, game):
    page.goto(f"{live_server}/games/{game}/play?players=2&seed=4&ai=1")
    assert re.search(rf"/games/{game}/play/\w{{8}}$", page.url)  # a stored game
    before = _board_text(page)
    _open_move_list(page)
    with page.expect_navigation():
        if page.locator(".move-list li button").count():
            page.locator(".move-list li button").first.click()
        else:  # moves not enumerable (Rummikub): draw a tile
            page.click("#draw-tile")
            page.locator(".verdict.ok button").click()
    after = _board_text(page)
    assert after != before
    url = page.url
    page.reload()
    assert page.url == url and _board_text(page) == after


def _refused_examples(db):
    conn = sqlite3.connect(db)
    rows = conn.execute("SELECT game, id, example FROM entries WHERE example IS NOT NULL")
    found = {}
    for game, entry_id, example in rows:
        example = json.loads(example)
        if example.get("expect", {}).get("legal") is False and game not in found:
            found[game] = (entry_id, example)
    return found


def test_illegal_move_is_explained_with_its_rule(page, live_server, built_db):
    examples = _refused_examples(built_db)
    assert set(examples) == set(GAME_IDS)
    for game, (entry_id, example) in examples.items():
        # the JSON box is a developer's (?dev=1): players never see it
        page.goto(f"{live_server}/games/{game}/play?faq={entry_id}")
        page.locator("#board svg").wait_for(state="attached")  # (folded on a phone: Rummikub)
        expect(page.locator("details.developer")).to_be_hidden()
        assert "JSON" not in page.locator("main").inner_text()
        page.goto(f"{live_server}/games/{game}/play?faq={entry_id}&dev=1")
        assert not page.locator("#try").is_visible()  # behind the 개발자용 toggle
        page.locator("details.developer summary").click()
        page.fill("#try", json.dumps(example["try"], ensure_ascii=False))
        page.click("#try ~ button[type=submit]")
        verdict = page.locator(".verdict.bad")
        verdict.wait_for()
        rule_link = verdict.locator("a")
        expected_rule = example["expect"].get("rule_id")
        if expected_rule:
            assert rule_link.get_attribute("href").endswith(expected_rule)
        with page.expect_navigation():
            rule_link.click()
        assert page.locator("h1").count() == 1


@pytest.mark.parametrize("game", GAME_IDS)
def test_practice_game_against_the_computer(page, live_server, game):
    page.goto(f"{live_server}/games/{game}/play?players=2&seed=12&ai=1")
    for _ in range(400):
        if "게임이 끝났습니다" in page.inner_text("#status-title + p, main"):
            break
        _open_move_list(page)
        links = page.locator(".move-list li button")
        if links.count():
            with page.expect_navigation():  # the next page itself, not the one clicked on
                links.first.click()
        else:
            page.click("#draw-tile")
            with page.expect_navigation():
                page.locator(".verdict.ok button").click()
    assert "게임이 끝났습니다" in page.inner_text("main")
    assert len(page.url) < 200


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_computer_against_computer_game_reaches_its_end_screen(page, live_server, game):
    page.goto(f"{live_server}/games/{game}/play?players=2&seed=3&ai=0,1")
    while page.locator("text=이어서 보기").count():  # a long game continues page by page
        with page.expect_navigation():
            page.locator("text=이어서 보기").click()
    assert "게임이 끝났습니다" in page.inner_text("main")
    assert len(page.url) < 200


SIZES = [(390, 844), (1280, 900)]


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
@pytest.mark.parametrize("game", GAME_IDS)
def test_undo_against_the_computer_and_no_computer_tile_in_the_page(page, live_server, game, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{live_server}/games/{game}/play?players=2&seed=21&ai=1")
    start = _board_text(page)
    data = json.loads(page.locator("#play-data").text_content())
    assert "seed" not in json.dumps(data) and "spec" not in data
    if get_game(game).private_hands:  # the computer's own tiles: never in the page
        key = "racks" if "racks" in data["state"] else "hands"
        assert data["state"][key][1] is None
    assert data["state"].get("pool") is None and "bag" not in data["state"]
    _open_move_list(page)
    with page.expect_navigation():
        if page.locator(".move-list li button").count():
            page.locator(".move-list li button").first.click()
        else:
            page.click("#draw-tile")
            page.locator(".verdict.ok button").click()
    assert _board_text(page) != start
    reasons = page.locator(".computer-moves .why")
    expect(reasons.first).to_contain_text("까닭")  # the computer said why it answered so
    with page.expect_navigation():
        page.click("#undo")
    assert _board_text(page) == start  # the person's move and the computer's reply are gone
    assert page.locator("#undo").count() == 0
