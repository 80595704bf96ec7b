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
            expected = render_svg(
                game,
                step["state"],
                names=api["names"],
                highlight={
                    "events": step["events"],
                    "move": step["move"],
                    "refused": not step["legal"],
                    "static": True,  # only looked at: nobody is asked to choose a piece
                },
            )
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


# --- The stepper: steps change in place, the board stays on screen ---------------------------

SIZES = [(390, 844), (1280, 900)]
MARKER = "window.__stepperMarker"

# The board's box and the part of the screen a reader sees (above the controls when they
# are fixed at the bottom, as on a phone).
BOARD_VIEW = """() => {
  const board = document.getElementById("board").getBoundingClientRect();
  const controls = document.querySelector(".step-controls");
  const fixed = getComputedStyle(controls).position === "fixed";
  const bottom = fixed ? controls.getBoundingClientRect().top : window.innerHeight;
  return {top: board.top, bottom: board.bottom, left: board.left, right: board.right,
          height: board.height, visibleBottom: bottom, width: window.innerWidth, fixed};
}"""


def _open(page, live_server, size, path):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{live_server}{path}")
    page.evaluate(f"{MARKER} = 'same page'")


def _wait_for_step(page, n: int) -> None:
    page.wait_for_url(re.compile(rf"step={n}$"))
    page.locator(f'#board[data-state-step="{n}"]').wait_for()
    page.locator(f'.step-list a[data-step="{n}"][aria-current="step"]').wait_for()


def _assert_same_page_and_board_in_view(page) -> None:
    assert page.evaluate(MARKER) == "same page"  # no reload: the window kept its marker
    view = page.evaluate(BOARD_VIEW)
    assert view["height"] > 100, view
    assert view["top"] >= 0 and view["bottom"] <= view["visibleBottom"], view
    assert view["left"] >= 0 and view["right"] <= view["width"], view


def _touch_drag(page, dx: float, dy: float) -> None:
    """A real touch drag (Chromium's touch input, so touch-action applies) from the middle
    of the board."""
    box = page.locator("#board").bounding_box()
    x0, y0 = box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 250)
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send(
            "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]}
        )
        for i in range(1, 9):
            cdp.send(
                "Input.dispatchTouchEvent",
                {
                    "type": "touchMove",
                    "touchPoints": [{"x": x0 + dx * i / 8, "y": y0 + dy * i / 8}],
                },
            )
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        cdp.detach()


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_arrow_keys_and_swipes_change_the_step_without_a_reload(page, live_server, size):
    # Summer Pavilion's board is the tallest; Azul's scoring step the longest text
    for path, n in (
        ("/games/azul-summer-pavilion/tutorials/first-round", 24),
        ("/games/azul/tutorials/scoring-examples", 2),
    ):
        _open(page, live_server, size, f"{path}?step={n}")
        page.keyboard.press("ArrowRight")
        _wait_for_step(page, n + 1)
        _assert_same_page_and_board_in_view(page)
        # the reader's focus is taken to the new step's heading, which names the step
        assert page.evaluate("document.activeElement.id") == "step-heading"
        assert f"장면 {n + 1}" in page.inner_text("#step-heading")

        _touch_drag(page, -160, 0)  # swipe left: the next step
        _wait_for_step(page, n + 2)
        _assert_same_page_and_board_in_view(page)

        _touch_drag(page, 30, 0)  # too short to be a swipe ...
        _touch_drag(page, 160, 10)  # ... so this one goes back exactly one step
        _wait_for_step(page, n + 1)
        assert page.locator("#board").get_attribute("data-state-step") == str(n + 1)
        _assert_same_page_and_board_in_view(page)

        page.keyboard.press("ArrowLeft")
        _wait_for_step(page, n)
        _assert_same_page_and_board_in_view(page)
        assert page.title().startswith(page.inner_text("h1"))
        assert f"장면 {n}" in page.title()


def test_a_vertical_drag_on_the_board_still_scrolls_the_page(page, live_server):
    """Azul's two boards are drawn at a phone's full width in a window: an upright drag
    scrolls the window to the second board, and once it is at its end the next drag scrolls
    the page (the window does not hold the page still, as Summer Pavilion's taller one does)."""
    _open(page, live_server, (390, 844), "/games/azul/tutorials/scoring-examples?step=2")
    before = page.evaluate("window.scrollY")
    _touch_drag(page, 0, -250)
    page.wait_for_function(
        "(() => { const w = document.querySelector('#board .board-window');"
        " return w.scrollTop + w.clientHeight >= w.scrollHeight - 1; })()"
    )
    _touch_drag(page, 0, -250)
    page.wait_for_function(f"window.scrollY > {before + 50}")
    _touch_drag(page, 160, 0)  # and the step a swipe then takes is the next one back
    _wait_for_step(page, 1)
    assert page.evaluate(MARKER) == "same page"


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_back_and_forward_move_between_steps(page, live_server, size):
    _open(page, live_server, size, "/games/azul/tutorials/first-turn?step=1")
    page.click("#next-step")
    _wait_for_step(page, 2)
    page.click("#next-step")
    _wait_for_step(page, 3)
    # a control used from the keyboard keeps the focus, and the step is announced
    page.focus("#next-step")
    page.keyboard.press("Enter")
    _wait_for_step(page, 4)
    assert page.evaluate("document.activeElement.id") == "next-step"
    assert "장면 4" in page.inner_text("#step-status")
    page.go_back()
    _wait_for_step(page, 3)
    page.go_back()
    _wait_for_step(page, 2)
    _assert_same_page_and_board_in_view(page)
    page.go_forward()
    _wait_for_step(page, 3)
    _assert_same_page_and_board_in_view(page)
    assert "장면 3" in page.inner_text("#step-heading")
    # the step reached by history is a page of its own: a reload shows the same step
    page.reload()
    page.locator('#board[data-state-step="3"]').wait_for()


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_the_step_list_scrolls_itself_to_the_current_step(page, live_server, size):
    _open(page, live_server, size, "/games/azul-summer-pavilion/tutorials/first-round?step=28")
    assert page.evaluate("window.scrollY") == 0  # the list scrolled, not the page

    def current_shown_in_list(n: int) -> bool:
        return page.evaluate(
            """(n) => {
          const list = document.querySelector(".step-list");
          const item = list.querySelector('[aria-current="step"]');
          if (!item || item.dataset.step !== String(n)) return false;
          const l = list.getBoundingClientRect(), i = item.getBoundingClientRect();
          return list.scrollHeight > list.clientHeight && i.top >= l.top && i.bottom <= l.bottom;
        }""",
            n,
        )

    assert current_shown_in_list(28)
    page.keyboard.press("ArrowRight")
    _wait_for_step(page, 29)
    assert current_shown_in_list(29)
    page.click('.step-list a[data-step="3"]')
    _wait_for_step(page, 3)
    assert current_shown_in_list(3)
    _assert_same_page_and_board_in_view(page)


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_the_last_step_offers_the_next_tutorial_and_practice(page, live_server, size):
    _open(page, live_server, size, "/games/azul/tutorials/first-turn?step=4")
    page.keyboard.press("ArrowRight")
    _wait_for_step(page, 5)
    follow = page.locator("#next-tutorial")
    assert follow.get_attribute("href") == "/games/azul/tutorials/scoring-examples"
    practice = page.locator("#practice-ai")
    form = practice.locator("xpath=ancestor::form")
    assert form.get_attribute("method") == "post"
    assert form.get_attribute("action") == "/games/azul/play/new"
    for target in (follow, practice):
        target.scroll_into_view_if_needed()
        box = target.bounding_box()
        assert box and box["height"] >= 44 and box["width"] >= 44
    follow.click()
    page.wait_for_url(re.compile(r"/games/azul/tutorials/scoring-examples$"))
    page.locator('#board[data-state-step="0"]').wait_for()


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_controls_on_a_phone_are_at_the_bottom_and_no_arrow_key_advice(page, live_server, size):
    _open(page, live_server, size, "/games/indigo/tutorials/first-turns?step=2")
    view = page.evaluate(BOARD_VIEW)
    assert view["fixed"] == (size[0] < 600)
    for control in ("#prev-step", "#next-step"):
        box = page.locator(control).bounding_box()
        assert box and box["height"] >= 44 and box["width"] >= 44
        if view["fixed"]:
            assert box["y"] + box["height"] <= size[1] and box["y"] > size[1] - 100
    assert page.locator(".kbd-hint").is_visible() == (size[0] >= 600)
    # on a phone the board comes first, the text under it; on a desktop side by side
    board = page.locator("#board").bounding_box()
    text = page.locator("#step-heading").bounding_box()
    if view["fixed"]:
        assert board["width"] >= size[0] - 40 and text["y"] >= board["y"] + board["height"]
    else:
        assert text["x"] >= board["x"] + board["width"] and text["y"] < board["y"] + board["height"]


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_a_tall_board_keeps_its_size_and_shows_what_the_step_changed(page, live_server, size):
    """Summer Pavilion's three boards under the factories: drawn at least at their own size
    (they were shrunk to 155 px on a phone) in a window that scrolls to the step's change."""
    _open(page, live_server, size, "/games/azul-summer-pavilion/tutorials/first-round?step=21")
    window = page.locator("#board .board-window")
    drawn = window.locator("svg").bounding_box()
    assert drawn is not None and drawn["width"] >= 356, drawn  # the view box is 360 wide
    assert window.evaluate("w => w.scrollHeight > w.clientHeight + 100")
    page.keyboard.press("ArrowRight")  # 보람 places on her board, the last one drawn
    _wait_for_step(page, 22)
    _assert_same_page_and_board_in_view(page)
    shown = window.evaluate(
        """w => {
          const v = w.getBoundingClientRect();
          const c = w.querySelector("[data-changed]").getBoundingClientRect();
          return {top: c.top - v.top, bottom: v.bottom - c.bottom, scrolled: w.scrollTop};
        }"""
    )
    assert shown["scrolled"] > 0 and shown["top"] >= 0 and shown["bottom"] >= 0, shown
    page.keyboard.press("ArrowLeft")  # and back
    _wait_for_step(page, 21)
    _assert_same_page_and_board_in_view(page)


@pytest.mark.parametrize("size", SIZES, ids=["phone", "desktop"])
def test_steps_changed_in_place_pass_axe(page, live_server, size):
    from .conftest import AXE
    from .test_accessibility import RUN_AXE, TAGS

    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: `make test` installs axe-core from npm")
    found = []
    # the scoring table and the end of a tutorial, and a refused move with a hint button
    for path, n in (
        ("/games/azul/tutorials/scoring-examples", 5),
        ("/games/rummikub/tutorials/first-turns", 1),
        ("/games/azul-summer-pavilion/tutorials/first-round", 21),  # a board in a window
    ):
        _open(page, live_server, size, f"{path}?step={n}")
        page.add_script_tag(url=f"{live_server}/__test__/axe.min.js")
        page.keyboard.press("ArrowRight")
        _wait_for_step(page, n + 1)
        found += [(path, n + 1, v) for v in page.evaluate(RUN_AXE, TAGS)]
    assert not found, "\n".join(f"{p}?step={n}: {v}" for p, n, v in found)


def test_two_quick_presses_move_two_steps(page, live_server):
    _open(page, live_server, (1280, 900), "/games/rummikub/tutorials/first-turns?step=4")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    _wait_for_step(page, 6)
    _assert_same_page_and_board_in_view(page)
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    _wait_for_step(page, 3)
    assert page.evaluate(MARKER) == "same page"
