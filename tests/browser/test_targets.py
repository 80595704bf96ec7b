"""Every part of the board that can be picked is hit where a finger lands: its centre. Labels
drawn on top (a star space's number) must let the tap through to the shape under them."""

from __future__ import annotations

import json
import re
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from .conftest import AXE
from .test_accessibility import RUN_AXE, TAGS

pytestmark = pytest.mark.browser

CENTRE_HITS = """() => {
  const missed = [];
  let total = 0;
  for (const el of document.querySelectorAll("#board [data-pick]")) {
    if (!el.getBoundingClientRect().width) continue;
    total += 1;
    el.scrollIntoView({block: "center", behavior: "instant"});  // the site scrolls smoothly
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    if (!hit || hit.closest("[data-pick]") !== el) {
      missed.push(el.getAttribute("aria-label") + " ← " + (hit ? hit.tagName : "nothing"));
    }
  }
  return {total, missed};
}"""

POSITIONS = [
    "/games/azul/play?players=2&seed=4",
    "/games/azul-summer-pavilion/play?players=2&seed=4",
    "/games/azul-summer-pavilion/play?tutorial=first-round&step=22",  # placing on the stars
    "/games/indigo/play?players=2&seed=4&ai=1",
]


@pytest.mark.parametrize("path", POSITIONS)
@pytest.mark.parametrize("size", [(390, 844), (1280, 900)])
def test_every_pick_is_hit_at_its_centre(page, live_server, path, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(live_server + path)
    page.wait_for_load_state("load")
    found = page.evaluate(CENTRE_HITS)
    assert found["total"] > 0
    assert not found["missed"], found["missed"][:10]


PICK_THE_FIRST_MOVE = """() => {
  const move = JSON.parse(document.querySelector(".move-list li[data-move]").dataset.move);
  const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
  const done = new Set();
  for (const el of document.querySelectorAll("#board [data-pick]")) {
    const pick = JSON.parse(el.dataset.pick);
    const key = JSON.stringify(pick);
    if (done.has(key) || !Object.keys(pick).every((k) => k in move && same(move[k], pick[k]))) continue;
    done.add(key);
    el.dispatchEvent(new MouseEvent("click", {bubbles: true}));
  }
  return move;
}"""


@pytest.mark.parametrize("path", POSITIONS)
def test_a_move_picked_on_the_board_is_judged_legal(page, live_server, path):
    """The picks of a legal move are that move (with its type): the bar under the board says
    it can be played, never "알 수 없는 수입니다", the board shows its result before it is
    played, and "이 수 두기" plays it."""
    page.goto(live_server + path)
    before = page.locator("#board svg").first.evaluate("el => el.outerHTML")
    move = page.evaluate(PICK_THE_FIRST_MOVE)
    bar = page.locator("#play-bar")
    expect(bar).to_have_class(re.compile(r"\bok\b"))
    assert "둘 수 있습니다" in bar.inner_text(), (move, bar.inner_text())
    expect(page.locator("#board .preview-board")).to_be_visible()
    expect(page.locator("#board .preview-caption")).to_contain_text("미리 보기")
    with page.expect_navigation():
        page.locator("#pick-try").click()
    assert page.locator("#board svg").first.evaluate("el => el.outerHTML") != before


PLAY = {
    "azul": "/games/azul/play?players=2&seed=4",
    "azul-summer-pavilion": "/games/azul-summer-pavilion/play?players=2&seed=4",
    "indigo": "/games/indigo/play?players=2&seed=4&ai=1",
    "rummikub": "/games/rummikub/play?players=2&seed=4&ai=1",
}
SIZES = [(390, 844), (1280, 900)]

SMALL_TARGETS = """() => {
  const small = [];
  const sel = "#board [data-pick], #play-bar a, #play-bar button, details > summary, " +
    ".move-list a, .rk-editor button, .step-nav a";
  for (const el of document.querySelectorAll(sel)) {
    const r = el.getBoundingClientRect();
    if (!r.width && !r.height) continue;  // not shown (a closed list, a hidden editor)
    if (r.width < 24 || r.height < 24) {
      small.push((el.getAttribute("aria-label") || el.textContent.trim()).slice(0, 40) +
                 ` ${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
    }
  }
  return small;
}"""

SMALL_TEXT = """() => {
  const small = new Set();
  for (const svg of document.querySelectorAll("#board svg")) {
    const scale = svg.getScreenCTM().a;
    for (const t of svg.querySelectorAll("text")) {
      if (!t.textContent.trim() || !t.getBoundingClientRect().width) continue;
      const px = parseFloat(getComputedStyle(t).fontSize) * scale;
      if (px < 11.95) small.add(t.textContent.trim() + " " + px.toFixed(1) + "px");
    }
  }
  return Array.from(small);
}"""

TAB_STOPS = """() => Array.from(document.querySelectorAll(
    "a[href], button, input, select, textarea, summary, [tabindex]"))
  .filter((el) => el.tabIndex >= 0 && !el.disabled &&
                  el.checkVisibility({checkVisibilityCSS: true}))
  .length"""


def _ready(page, live_server, game, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(live_server + PLAY[game])
    page.wait_for_load_state("load")
    if game == "rummikub":
        page.locator("[data-table-editor]").wait_for()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", list(PLAY))
def test_targets_text_and_board_width(page, live_server, game, size):
    """Every target on the play page is at least 24×24 CSS px (WCAG 2.5.8), with the move
    list opened too; every text on the board is 12 px or more; a phone gives the board at
    least 350 of its 390 px."""
    _ready(page, live_server, game, size)
    if page.locator("details#moves").count():
        page.locator("details#moves summary").click()
    if page.locator(".rk-picture-toggle").is_visible():
        page.locator(".rk-picture-toggle").click()  # Rummikub's picture, folded on a phone
    assert page.evaluate(SMALL_TARGETS) == []
    assert page.evaluate(SMALL_TEXT) == []
    width = page.locator("#board svg").first.bounding_box()["width"]
    assert width >= (350 if size[0] < 500 else 600), width


# boards a person taps on other pages: a tutorial step (any step can be tried on the board)
# and the play page while stars are being filled (Summer Pavilion's spaces were 34×20 px)
TAPPED_BOARDS = [
    "/games/azul/tutorials/first-turn?step=1",
    "/games/azul-summer-pavilion/tutorials/first-round?step=20",
    "/games/indigo/tutorials/first-turns?step=2",
    "/games/azul-summer-pavilion/play?tutorial=first-round&step=22",
]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("path", TAPPED_BOARDS)
def test_board_targets_are_24_px_on_tutorials_and_while_placing(page, live_server, path, size):
    """A tutorial board on a phone is no longer shrunk until its tiles are 19 px (Azul's two
    boards) and Summer Pavilion's slanted star spaces are no longer 20 px high: every board
    part that can be picked is at least 24×24 CSS px at 390 and 1280 px, and a phone gives the
    board its whole width."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(live_server + path)
    page.wait_for_load_state("load")
    assert page.locator("#board [data-pick]").count() > 0
    assert page.evaluate(SMALL_TARGETS) == []
    if size[0] < 500:
        width = page.locator("#board svg").first.bounding_box()["width"]
        assert width >= 385, width


HIGHLIGHT = """() => {
  const el = document.querySelector("#board [data-pick].picked, #board .picked[data-pick]");
  if (!el) return null;
  const shape = el.matches("rect, polygon, path") ? el : el.querySelector("rect, polygon, path");
  const text = el.querySelector("text");
  return {stroke: getComputedStyle(shape).stroke, width: getComputedStyle(shape).strokeWidth,
          filter: getComputedStyle(el).filter, pressed: el.getAttribute("aria-pressed"),
          textStroke: text ? getComputedStyle(text).stroke : "none",
          textFill: text ? getComputedStyle(text).fill : null};
}"""


# positions where the first part picked is not yet a whole move (a Summer Pavilion tile in a
# factory is: it would be previewed at once, so its star spaces are picked here instead)
PARTIAL = {
    "azul": (PLAY["azul"], "#board [data-pick]"),
    "indigo": (PLAY["indigo"], "#board [data-pick]"),
    "azul-summer-pavilion": (
        "/games/azul-summer-pavilion/play?tutorial=first-round&step=22",
        "#board [data-pick^='{\"colour\"']",
    ),  # a tile in hand
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", list(PARTIAL))
def test_a_pick_is_highlighted_and_its_letter_stays_readable(page, live_server, game, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    path, selector = PARTIAL[game]
    page.goto(live_server + path)
    first = page.locator(selector).first
    fill_before = first.evaluate(
        "el => { const t = el.querySelector('text'); return t ? getComputedStyle(t).fill : null; }"
    )
    first.click()
    found = page.evaluate(HIGHLIGHT)
    assert found is not None
    assert found["stroke"] == "rgb(200, 0, 110)" and float(found["width"].rstrip("px")) >= 3
    assert "drop-shadow" in found["filter"] and found["pressed"] == "true"
    # the letter on a picked tile is neither stroked over nor recoloured
    assert found["textStroke"] == "none" and found["textFill"] == fill_before
    assert "고른 것" in page.inner_text("#pick-status")
    expect(page.locator("#board svg").first).to_be_visible()  # not replaced by a preview


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["azul", "azul-summer-pavilion", "indigo"])
def test_the_board_is_one_tab_stop_and_arrow_keys_pick(page, live_server, game, size):
    _ready(page, live_server, game, size)
    assert page.locator("#board [tabindex='0']").count() == 1
    assert page.evaluate(TAB_STOPS) < 40  # Indigo's page had 379
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest('#board')"):
            break
    else:
        pytest.fail("Tab never reached the board")
    first = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    page.keyboard.press("ArrowRight")
    second = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert second and second != first
    assert page.evaluate("() => document.activeElement.closest('#board') !== null")
    assert page.locator("#board [tabindex='0']").count() == 1  # the stop moved with focus
    page.keyboard.press("Enter")
    picked = page.locator("#board [data-pick][aria-pressed='true']")
    expect(picked.first).to_have_attribute("aria-label", second)
    # the bar tells what was picked, or (a whole move) its verdict with the board previewed
    status = page.locator("#pick-status")
    expect(status).not_to_contain_text("중…")  # a whole move: its verdict is on its way
    expect(status).to_contain_text(re.compile("고른 것|둘 수 있습니다"))
    if page.locator("#board .preview-board").count():
        # the board under focus was replaced: focus goes to the button that plays the move
        expect(page.locator("#pick-try")).to_be_focused()
        page.keyboard.press("Shift+Tab")
        page.keyboard.press("Enter")  # 다시 고르기
    else:
        page.keyboard.press("Escape")
    expect(page.locator("#board .picked")).to_have_count(0)


def test_rummikub_tiles_are_one_tab_stop_and_arrow_keys_pick(page, live_server):
    _ready(page, live_server, "rummikub", (390, 844))
    assert page.locator(".rk-tile[tabindex='0']").count() == 1
    start = page.locator(".rk-tile[tabindex='0']")
    start.focus()
    first = page.evaluate("() => document.activeElement.dataset.key")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.dataset.key") != first
    page.keyboard.press("Enter")
    assert page.evaluate("() => document.activeElement.getAttribute('aria-pressed')") == "true"
    assert page.locator(".rk-tile[tabindex='0']").count() == 1


def test_a_refused_indigo_move_shows_the_forbidden_tile(page, live_server):
    """가2 lies on gateway 1's edge: the first tile turned to join its two exits with one
    sharp curve is refused, drawn in the cell in red with the reason and its rule."""
    _ready(page, live_server, "indigo", (390, 844))
    page.locator("#board [data-pick*='\"cell\": [1, -4]']").click()
    # the cell alone fits several moves (the tile's directions): nothing is judged yet; the
    # directions are outlined, named in the bar and in view above it (they were under it)
    expect(page.locator("#play-bar")).to_contain_text(
        "점선으로 표시한 것 가운데 하나를 더 고르세요"
    )
    expect(page.locator("#play-bar")).to_contain_text("회전 1, 회전 2")
    # the direction that cannot go there is named, not dropped without a word
    expect(page.locator("#play-bar")).to_contain_text(
        re.compile(r"여기에 둘 수 없는 것: [^.]*회전 0 \(눌러 보면 까닭이 나옵니다\)")
    )
    expect(page.locator("#pick-try")).to_be_hidden()
    nexts = page.locator("#board .next")
    expect(nexts.first).to_be_visible()
    # every direction that fits, and not the one that joins the gateway's two exits
    assert nexts.count() == page.locator("#board .hand-tile").count() - 1
    expect(page.locator("#board .next[data-pick*='\"rotation\": 0']")).to_have_count(0)
    floor = page.locator("#play-bar").bounding_box()["y"]
    expect(nexts.first).to_be_in_viewport()
    page.wait_for_function(
        "floor => [...document.querySelectorAll('#board .next')].some((e) => {"
        " const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= floor; })",
        arg=floor,
    )
    page.locator("#board [data-pick*='\"rotation\": 0']").click()
    bar = page.locator("#play-bar")
    expect(bar).to_have_class(re.compile(r"\bbad\b"))
    assert "둘 수 없습니다" in bar.inner_text() and "가2 칸" in bar.inner_text()
    assert bar.locator("a[href*='/rules/']").count() == 1
    ghost = page.locator("#board .ghost.ghost-refused")
    expect(ghost).to_have_count(1)
    assert ghost.locator("path").count() >= 1


def test_tapping_an_indigo_cell_that_holds_a_tile_says_why_not(page, live_server):
    """A cell that already holds a tile is no pick (no legal move uses it), but a tap there
    is answered: the engine's refusal, with its rule (it did nothing at all)."""
    _ready(page, live_server, "indigo", (390, 844))
    move = page.evaluate(PICK_THE_FIRST_MOVE)
    # the link plays the move once the verdict is back ("이 수 두기"); before, it opens the
    # verdict page ("판정 받기", the move not played): waited for, or the tap races the verdict
    expect(page.locator("#pick-try")).to_have_text("이 수 두기")
    with page.expect_navigation():
        page.locator("#pick-try").click()
    q, r = move["cell"]
    taken = page.locator(f"#board [data-try='{{\"cell\": [{q}, {r}]}}']")
    expect(taken).to_have_count(1)
    assert page.locator(f"#board [data-pick='{{\"cell\": [{q}, {r}]}}']").count() == 0
    taken.click()
    bar = page.locator("#play-bar")
    expect(bar).to_have_class(re.compile(r"\bbad\b"))
    expect(bar).to_contain_text("이미 타일이 있습니다")
    assert bar.locator("a[href*='/rules/']").count() == 1


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["azul", "azul-summer-pavilion", "indigo"])
def test_a_previewed_move_is_accessible(page, live_server, game, size):
    """axe-core with a move picked and its result previewed on the board: no serious or
    critical violation (the preview's ids stay unique, the bar's buttons are named)."""
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: `make test` installs axe-core from npm")
    _ready(page, live_server, game, size)
    page.evaluate(PICK_THE_FIRST_MOVE)
    expect(page.locator("#board .preview-board")).to_be_visible()
    page.add_script_tag(url=f"{live_server}/__test__/axe.min.js")
    assert page.evaluate(RUN_AXE, TAGS) == []


def test_four_azul_boards_on_a_phone_are_tabs(page, live_server):
    """Four player boards do not fit a phone's screen: one shows at a time (the player to
    move first), a tab per player switches, and the board's picks stay usable; on a desktop
    all four show."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server + "/games/azul/play?players=4&seed=4")
    tabs = page.locator(".seat-tabs [role='tab']")
    expect(tabs).to_have_count(4)
    expect(tabs.nth(0)).to_have_attribute("aria-selected", "true")
    shown = page.locator("#board .seat-board:not(.is-hidden)")
    expect(shown).to_have_count(1)
    assert "플레이어 1" in shown.get_attribute("aria-label")
    tabs.nth(2).click()
    expect(tabs.nth(2)).to_have_attribute("aria-selected", "true")
    assert "플레이어 3" in shown.get_attribute("aria-label")
    page.keyboard.press("ArrowLeft")
    expect(tabs.nth(1)).to_be_focused()
    assert "플레이어 2" in shown.get_attribute("aria-label")
    # the board's height follows: one player board, not four
    box = page.locator("#board svg").first.bounding_box()
    assert box["height"] < 844
    assert page.evaluate(SMALL_TARGETS) == []
    if AXE.is_file():
        page.add_script_tag(url=f"{live_server}/__test__/axe.min.js")
        assert page.evaluate(RUN_AXE, TAGS) == []
    page.set_viewport_size({"width": 1280, "height": 900})
    expect(page.locator("#board .seat-board:not(.is-hidden)")).to_have_count(4)
    expect(page.locator(".seat-tabs")).to_be_hidden()


def test_a_preview_on_a_phone_shows_the_movers_board(page, live_server):
    """With one board at a time on a phone, a move's preview drew every player's board, the
    next player's first (it is to move after the move): the mover's result was a screen
    below. The preview shows the board the tabs show."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server + "/games/azul/play?players=4&seed=4")
    expect(page.locator(".seat-tabs [role='tab']")).to_have_count(4)
    page.evaluate(PICK_THE_FIRST_MOVE)
    preview = page.locator("#board .preview-board")
    expect(preview).to_be_visible()
    shown = preview.locator(".seat-board:not(.is-hidden)")
    expect(shown).to_have_count(1)
    assert "플레이어 1" in shown.get_attribute("aria-label")
    assert preview.bounding_box()["height"] < 844
    # a tab chosen while previewing shows that board in the preview too
    page.locator(".seat-tabs [role='tab']").nth(1).click()
    assert "플레이어 2" in shown.get_attribute("aria-label")


def test_indigo_hand_tiles_are_finger_sized_on_a_phone(page, live_server):
    """Each direction of the tile in hand is a 44 px target on a phone (WCAG 2.5.8's 24 px is
    the floor; the board leaves room for 44): they were 33 px wide."""
    _ready(page, live_server, "indigo", (390, 844))
    boxes = page.locator("#board .hand-tile").evaluate_all(
        "els => els.map((e) => { const r = e.getBoundingClientRect(); return [r.width, r.height]; })"
    )
    assert boxes and all(w >= 44 and h >= 44 for w, h in boxes), boxes


def test_moves_the_board_cannot_tell_apart_are_offered_in_the_bar(page, live_server):
    """A Summer Pavilion space paid with the colour alone or with a joker: no part of the board
    tells the two apart (the bar said to pick a dashed part and none was dashed); the bar
    offers the moves themselves, and one picked is previewed like any move."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server + "/games/azul-summer-pavilion/play?tutorial=first-round&step=22")
    space = page.locator('#board [data-pick=\'{"star": "green", "space": 2}\']')
    space.click()
    choices = page.locator("#play-bar .pick-choices button")
    expect(choices).to_have_count(2)
    expect(page.locator("#play-bar")).to_contain_text("아래에서 하나를 고르세요")
    assert page.locator("#board .next").count() == 0
    assert "조커" in choices.nth(1).inner_text()
    choices.first.click()
    expect(page.locator("#pick-try")).to_have_text("이 수 두기")


COVERED = """() => {
  const a = document.activeElement;
  if (!a || a === document.body) return null;
  const r = a.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + Math.min(r.height / 2, 10);
  if (y < 0 || y > innerHeight) return "off screen: " + a.textContent.trim().slice(0, 30);
  const top = document.elementFromPoint(x, y);
  return a === top || a.contains(top) ? null : a.textContent.trim().slice(0, 30);
}"""


def test_the_focused_control_is_never_under_a_phones_bottom_bar(page, live_server):
    """Tabbing through a tutorial on a phone, the link with the focus went under the step
    controls held at the foot of the screen (WCAG 2.4.11)."""
    page.emulate_media(reduced_motion="reduce")  # scrolled into view at once
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server}/games/azul-summer-pavilion/tutorials/first-round?step=2")
    page.wait_for_load_state("load")
    covered = []
    for _ in range(60):
        page.keyboard.press("Tab")
        found = page.evaluate(COVERED)
        if found:
            covered.append(found)
    assert not covered, covered


def test_the_board_says_its_keys_and_enter_goes_on_to_what_is_left(page, live_server):
    """The board is one tab stop moved with the arrow keys, which nothing said; after a cell
    picked with Enter, Tab left the board and the tile's directions were far away."""
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(live_server + PLAY["indigo"])
    page.wait_for_load_state("load")
    hint = page.locator("#keys-hint")
    expect(hint).to_be_hidden()
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest('#board')"):
            break
    expect(hint).to_be_visible()
    expect(hint).to_contain_text("화살표")
    focused = page.evaluate("() => document.activeElement.getAttribute('aria-describedby')")
    assert focused == "keys-hint"
    # to a cell, then Enter: the focus is on a direction of the tile in hand
    for _ in range(80):
        if '"cell"' in (page.evaluate("() => document.activeElement.dataset.pick") or ""):
            break
        page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")
    expect(page.locator("#board .next").first).to_be_visible()
    assert '"rotation"' in page.evaluate("() => document.activeElement.dataset.pick")


def test_summer_pavilion_passes_from_the_board(page, live_server):
    """Passing is a move of every round, but it was only in the collapsed move list's twenty-
    odd "패스 (보관: …)" entries: the board has a 패스 part, and the bar offers the passes that
    lose fewest points first."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server}/games/azul-summer-pavilion/play?tutorial=first-round&step=22")
    button = page.locator("#board .pass-button")
    expect(button).to_have_count(1)
    box = button.bounding_box()
    assert box and box["width"] >= 44 and box["height"] >= 24
    button.click()
    choices = page.locator(".pick-choices button")
    expect(choices.first).to_be_visible()
    said = [int(re.search(r"\((?:\+|−)(\d+)점\)", t).group(1)) for t in choices.all_inner_texts()]
    assert said == sorted(said) and len(said) <= 6  # losses, fewest first
    # each says it is a pass (the move list's group heading had taken the word)
    assert all(t.startswith("패스") for t in choices.all_inner_texts())
    choices.first.click()
    expect(page.locator("#play-bar")).to_have_class(re.compile(r"\bok\b"))


def test_a_verdict_page_plays_its_move_from_the_bar(page, live_server):
    """A move tried through the link before its answer came opens the verdict page: its bar
    said to choose a place, the move was played from a form far down the page under a second
    board. The bar now holds that move, previewed on the board, played with one press."""
    move = quote(json.dumps({"type": "take", "source": 3, "colour": "orange"}))
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(
        f"{live_server}/games/azul-summer-pavilion/play?tutorial=first-round&step=2"
        f"&ai=0,2&try={move}#verdict"
    )
    bar = page.locator("#play-bar")
    expect(bar).to_have_class(re.compile(r"\bok\b"))
    expect(page.locator("#pick-try")).to_have_text("이 수 두기")
    expect(page.locator("#verdict .board.preview")).to_be_hidden()
    with page.expect_navigation():
        page.locator("#pick-try").click()
    assert re.search(r"/play/[A-Za-z0-9]+", page.url)
