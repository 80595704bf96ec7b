"""The pages people click, in a real headless Chromium."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def test_home_search_and_follow_a_result(page, live_server):
    page.goto(live_server + "/")
    assert page.locator("html").get_attribute("lang") == "ko"
    page.fill("#home-q", "바닥줄 감점")
    page.wait_for_selector(".suggestions li a", timeout=10_000)  # suggestions as you type
    page.press("#home-q", "Enter")
    page.wait_for_selector("#answer-card .card-title a")  # one answer first
    assert "규칙 검색" in page.inner_text("h1")
    first = page.locator("#answer-card .card-title a").first
    title = first.inner_text()
    with page.expect_navigation():
        first.click()
    assert title in page.inner_text("h1")
    assert "출처" in page.inner_text("main")


def test_keyboard_focus_is_visible_and_skip_link_works(page, live_server):
    page.goto(live_server + "/games/azul")
    page.keyboard.press("Tab")
    focused = page.evaluate("document.activeElement.textContent")
    assert "본문으로 건너뛰기" in focused
    outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
    assert outline != "none"


def test_game_page_fits_a_phone(page, live_server):
    page.goto(live_server + "/games/rummikub")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 400


def test_every_table_fits_a_phone(page, live_server, built_db):
    """The widest tables (the star bonus chart's eight columns, the round chart's seven) fit a
    390 px screen on their rule pages and inside a search answer card, with no sideways scroll."""
    import sqlite3

    page.set_viewport_size({"width": 390, "height": 844})
    with sqlite3.connect(built_db) as db:
        rows = db.execute(
            "SELECT game, id FROM entries WHERE body_html LIKE '%<table%' ORDER BY id"
        ).fetchall()
    assert len(rows) >= 5
    for game, entry in rows:
        page.goto(f"{live_server}/games/{game}/rules/{entry}")
        page.locator("main table").first.wait_for()
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), entry
    for question in ("여름 별장 라운드마다 조커 색 표", "여름 별장 별 완성 보너스 몇 점"):
        page.goto(f"{live_server}/search?q={question}")
        page.locator("#answer-card table").first.wait_for()
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"), question
