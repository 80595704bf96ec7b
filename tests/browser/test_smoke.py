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
