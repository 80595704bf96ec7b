"""The game page's quick start and folded rules, and the printable player aid, in Chromium at
a phone (390×844) and a desktop (1280×900)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tutor.games import GAME_IDS

from .conftest import AXE
from .test_accessibility import RUN_AXE, TAGS

pytestmark = pytest.mark.browser

VIEWPORTS = [(390, 844), (1280, 900)]
AUTHORING_WORDS = ("시드", "조사 노트", "이 서비스의 해석", ".txt", ".md", ".yaml", "seed")


@pytest.mark.parametrize(("width", "height"), VIEWPORTS)
@pytest.mark.parametrize("game", GAME_IDS)
def test_first_card_and_its_board_are_on_the_first_screen(page, live_server, game, width, height):
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{live_server}/games/{game}")
    card = page.locator(".qs-card").first
    board = card.locator("figure.board svg")
    board.wait_for()
    card_box, board_box = card.bounding_box(), board.bounding_box()
    assert card_box and board_box
    assert card_box["y"] < height / 2  # the card starts in the upper half
    # a good part of the board is on screen without scrolling (more than its top edge)
    assert board_box["y"] + min(board_box["height"], 150) <= height
    assert board_box["width"] >= min(width - 40, 300)
    assert page.evaluate("document.documentElement.scrollWidth") <= width


@pytest.mark.parametrize(("width", "height"), VIEWPORTS)
@pytest.mark.parametrize("game", GAME_IDS)
def test_every_card_board_is_drawn_readably(page, live_server, game, width, height):
    """Every card's board, however tall (three Summer Pavilion boards), is drawn at least 300 px
    wide: shrunk to fit one screen, the three-board cards were 213 px wide on a phone and their
    star numbers 6-8 px (a usability pass)."""
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{live_server}/games/{game}")
    boards = page.locator(".qs-card figure.board svg")
    boards.first.wait_for()
    # the drawing's own width: the view box at the scale it is drawn (a drawing shrunk to fit a
    # height sits in a box of the full width)
    widths = boards.evaluate_all(
        "svgs => svgs.map((s) => s.viewBox.baseVal.width * s.getScreenCTM().a)"
    )
    assert widths and min(widths) >= min(width - 40, 300), widths


@pytest.mark.parametrize(("width", "height"), VIEWPORTS)
def test_rule_sections_fold_and_only_one_stays_open(page, live_server, width, height):
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{live_server}/games/azul")
    sections = page.locator(".rule-section > details")
    assert sections.count() >= 4
    assert page.locator(".rule-section > details[open]").count() == 0
    opened = page.locator(".rule-section > details[open]")
    first, second = sections.nth(0), sections.nth(1)
    first.locator("summary").click()
    expect(first).to_have_attribute("open", "")
    expect(first.locator("article.entry").first).to_be_visible()
    second.locator("summary").click()
    expect(second).to_have_attribute("open", "")
    expect(first).not_to_have_attribute("open", "")
    expect(opened).to_have_count(1)
    summary = second.locator("summary").bounding_box()
    assert summary and summary["height"] >= 44


@pytest.mark.parametrize(("width", "height"), VIEWPORTS)
def test_a_deep_link_opens_its_entry(page, live_server, width, height):
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{live_server}/games/azul#azul.offer.take-all")
    entry = page.locator('[id="azul.offer.take-all"]')
    expect(entry).to_be_visible()
    expect(entry).to_be_in_viewport()
    expect(page.locator(".rule-section > details[open]")).to_have_count(1)
    # a link to a section (the rule page's breadcrumb) opens that section
    page.goto(f"{live_server}/games/azul/rules/azul.tiling.score")
    with page.expect_navigation():
        page.locator(".breadcrumbs a").last.click()
    section_id = page.evaluate("location.hash.slice(1)")
    expect(page.locator(f'[id="{section_id}"] > details')).to_have_attribute("open", "")
    # and a link followed on the page itself (the contents, on a desktop)
    if width >= 1000:
        page.locator('.toc a[href="#end"]').click()
        expect(page.locator('[id="end"] > details')).to_have_attribute("open", "")
        expect(page.locator(".rule-section > details[open]")).to_have_count(1)


def test_contents_list_is_not_a_long_list_on_a_phone(page, live_server):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server}/games/azul")
    assert not page.locator(".toc").is_visible()
    page.set_viewport_size({"width": 1280, "height": 900})
    assert page.locator(".toc").is_visible()


@pytest.mark.parametrize(("width", "height"), VIEWPORTS)
@pytest.mark.parametrize("game", GAME_IDS)
def test_aid_prints_on_one_a4_page_without_navigation(page, live_server, game, width, height):
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{live_server}/games/{game}/aid")
    page.locator(".aid-board svg").wait_for()
    assert page.locator("nav").count() == 0
    assert page.locator(".aid-mistakes li").count() == 3
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    pdf = page.pdf(format="A4")
    assert re.findall(rb"/Count (\d+)", pdf) == [b"1"]
    page.emulate_media(media="print")
    assert not page.locator(".aid-back").is_visible()
    page.emulate_media(media="screen")


def test_game_page_leads_to_the_aid_and_back(page, live_server):
    page.goto(f"{live_server}/games/indigo")
    with page.expect_navigation():
        page.get_by_role("link", name="한 장 요약 (인쇄용)").click()
    assert "나빗길 한 장 요약" in page.inner_text("h1")
    with page.expect_navigation():
        page.locator(".aid-back a").click()
    page.locator("#quickstart").wait_for()
    assert page.evaluate("location.hash") == "#quickstart"


def test_quick_start_aid_and_examples_pass_axe_and_show_no_authoring_notes(page, live_server):
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: `make test` installs axe-core from npm")
    paths = [f"/games/{g}" for g in GAME_IDS] + [f"/games/{g}/aid" for g in GAME_IDS]
    paths += ["/games/rummikub/rules/rummikub.faq.add-to-others-sets", "/games/azul#end"]
    found = []
    for width, height in VIEWPORTS:
        page.set_viewport_size({"width": width, "height": height})
        for path in paths:
            page.goto(live_server + path)
            page.wait_for_load_state("load")
            page.evaluate(
                "document.querySelectorAll('details').forEach(d => { d.removeAttribute('name'); d.open = true; })"
            )
            text = page.inner_text("body")
            found += [(width, path, f"authoring note: {w}") for w in AUTHORING_WORDS if w in text]
            page.add_script_tag(url=f"{live_server}/__test__/axe.min.js")
            found += [(width, path, v) for v in page.evaluate(RUN_AXE, TAGS)]
    assert not found, "\n".join(f"{w}px {p}: {v}" for w, p, v in found)
