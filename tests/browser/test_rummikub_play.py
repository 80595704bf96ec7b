"""루미큐브 직접 해보기 in Chromium: the table editor.

From the first-turns tutorial (루미 to move, holding 파랑 10-11-12 = 33점): an initial meld made
by moving rack tiles in the editor changes the board and survives a reload; an illegal table
(a 2-tile set) is explained in Korean with its rule link; a split set takes a tile after the
meld; drawing a tile ends the turn.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import expect

from .test_accessibility import RUN_AXE, TAGS

pytestmark = pytest.mark.browser

PLAY = "/games/rummikub/play"
MELD_STEP = f"{PLAY}?tutorial=first-turns&step=0"  # 루미 to move, not melded yet
INSERT_STEP = f"{PLAY}?tutorial=first-turns&step=12"  # 루미 melded; 빨강 3-7 on the table


@pytest.fixture
def page(browser):
    """As conftest's ``page`` (any console error fails the test), except Chromium's own log
    line for a 422 from ``POST /api/play/rummikub``: that status is the engine's designed
    answer to an illegal table, which the editor asks for on purpose."""
    page = browser.new_page()
    errors: list[str] = []

    def on_console(msg) -> None:
        if msg.type != "error":
            return
        url = msg.location.get("url", "")
        if "status of 422" in msg.text and (
            url.endswith("/api/play/rummikub") or url.endswith("/try")
        ):
            return
        errors.append(msg.text)

    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", on_console)
    yield page
    page.close()
    assert not errors, errors


def _board(page) -> str:
    return page.locator("#board svg").evaluate("el => el.outerHTML")


def _sets(page) -> list[list[str]]:
    return [
        s.locator(".rk-tile").evaluate_all("els => els.map(e => e.dataset.tile)")
        for s in page.locator("#rk-sets .rk-set").all()
    ]


def _state(page) -> dict:
    return json.loads(page.locator("#play-data").text_content())["state"]


def _pick(page, where: str, tile: str, nth: int = 0) -> None:
    button = page.locator(f"{where} .rk-tile[data-tile='{tile}']").nth(nth)
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")


def test_initial_meld_through_the_editor_then_reload(page, live_server):
    page.goto(live_server + MELD_STEP)
    editor = page.locator("[data-table-editor]")
    expect(editor).to_be_visible()
    expect(page.locator("#rk-turn")).to_contain_text("루미의 차례")
    expect(page.locator("#rk-turn")).to_contain_text("큐비 14장")  # other racks: counts only
    assert page.locator("#rk-rack .rk-tile").count() == 14
    assert editor.locator("[style]").count() == 0  # CSP: no inline styles
    for box in [
        editor.locator(".rk-tile").first.bounding_box(),
        page.locator("#rk-end-turn").bounding_box(),
    ]:
        assert box["width"] >= 44 and box["height"] >= 44
    before = _board(page)

    for tile in ["b12", "b10", "b11"]:
        _pick(page, "#rk-rack", tile)
    page.click("#rk-new-set")
    assert _sets(page) == [["b10", "b11", "b12"]]  # a run is laid out low to high
    assert page.locator("#rk-sets .rk-tile.rk-new").count() == 3  # came from the rack
    assert page.locator("#rk-rack .rk-tile").count() == 11
    status = page.locator("#rk-status.rk-ok")
    expect(status).to_contain_text("33점")  # judged live by the engine, before ending the turn

    page.click("#rk-end-turn")
    page.wait_for_url(re.compile(r"/play/\w{8}$"))  # the first move starts a stored game
    # two people share the device: 루미 hands it to 큐비, whose rack only 큐비 then sees
    expect(page.locator("h1")).to_contain_text("큐비에게 넘겨주세요")
    assert page.locator("#board").count() == 0
    with page.expect_navigation():
        page.click("#ready")
    after = _board(page)
    assert after != before
    expect(page.locator("#rk-turn")).to_contain_text("큐비의 차례")
    assert _state(page)["table"] == [["b10", "b11", "b12"]]
    assert _state(page)["melded"] == [True, False]
    assert _state(page)["racks"][0] is None and len(_state(page)["racks"][1]) == 14
    assert _sets(page) == [["b10", "b11", "b12"]]
    assert page.locator("#rk-sets .rk-tile.rk-new").count() == 0

    url = page.url
    page.reload()
    assert page.url == url
    assert _board(page) == after
    assert _sets(page) == [["b10", "b11", "b12"]]


def test_illegal_table_is_explained_with_its_rule(page, live_server):
    page.goto(live_server + MELD_STEP)
    # by keyboard: Space picks a tile, Enter puts the picks into a new set
    for tile in ["b10", "b11"]:
        page.locator(f"#rk-rack .rk-tile[data-tile='{tile}']").focus()
        page.keyboard.press("Space")
    expect(page.locator("#rk-rack .rk-tile[aria-pressed='true']")).to_have_count(2)
    page.locator("#rk-new-set").focus()
    page.keyboard.press("Enter")
    assert _sets(page) == [["b10", "b11"]]
    expect(page.locator("#rk-status")).to_contain_text("3장 이상")

    page.click("#rk-end-turn")
    verdict = page.locator("#rk-verdict .verdict.bad")
    expect(verdict).to_contain_text("세트는 3장 이상이어야 합니다")
    # said once: the live status above the buttons gives way to the verdict (it repeated it)
    expect(page.locator("#rk-status")).to_be_empty()
    assert page.locator("main").inner_text().count("세트는 3장 이상이어야 합니다") == 1
    rule_url = verdict.locator("a").get_attribute("href")
    assert rule_url == "/games/rummikub/rules/rummikub.manipulation.no-loose-tiles"
    # the link names the rule (it said 「규칙 설명 보기」 of every rule)
    expect(verdict.locator("a")).to_have_text("차례를 마칠 때 외톨이 타일이 있으면 안 됩니다")
    # the refused table stays in view: on a phone the bar held at the foot of the screen says
    # the first sentence and the rule, the rest folded under 「자세히」 (it took 305 of 844 px)
    page.set_viewport_size({"width": 390, "height": 844})
    bar = page.locator(".rk-bar").bounding_box()
    assert bar is not None and bar["height"] < 844 / 3
    expect(verdict.locator("details.rk-more")).to_contain_text("한두 장만 따로 남은 타일")
    page.add_script_tag(url=f"{live_server}/__test__/axe.min.js")
    assert page.evaluate(RUN_AXE, TAGS) == []
    assert page.url.endswith(MELD_STEP)  # nothing was committed
    assert _sets(page) == [["b10", "b11"]]  # the edit is kept for the next try

    page.click("#rk-reset")
    assert _sets(page) == []
    assert page.locator("#rk-rack .rk-tile").count() == 14

    response = page.goto(live_server + rule_url)
    assert response is not None and response.ok
    assert page.locator("h1").count() == 1


def test_split_a_set_and_insert_a_rack_tile(page, live_server):
    page.goto(live_server + INSERT_STEP)
    assert ["r3", "r4", "r5", "r6", "r7"] in _sets(page)
    _pick(page, "#rk-sets", "r6")
    page.click("#rk-split")  # splits before the picked tile
    sets = _sets(page)
    assert ["r3", "r4", "r5"] in sets and ["r6", "r7"] in sets
    target = sets.index(["r6", "r7"])
    _pick(page, "#rk-rack", "r5")
    page.click(f"#rk-sets .rk-target[data-set='{target}']")
    assert _sets(page)[target] == ["r5", "r6", "r7"]
    expect(page.locator("#rk-status.rk-ok")).to_contain_text("빨강 5")

    # joining the two red runs gives an invalid set: the live verdict says so
    _pick(page, "#rk-sets", "r3")
    _pick(page, f"#rk-sets .rk-set:nth-child({target + 1})", "r7")
    page.click("#rk-join")
    assert ["r3", "r4", "r5", "r5", "r6", "r7"] in _sets(page)
    expect(page.locator("#rk-status.rk-wait")).to_contain_text("차례를 마칠 수 없습니다")
    page.click("#rk-reset")
    assert ["r3", "r4", "r5", "r6", "r7"] in _sets(page)


def test_draw_a_tile(page, live_server):
    page.goto(f"{live_server}{PLAY}?players=2&seed=4&ai=1")
    state = _state(page)
    mover = state["to_move"]
    assert state["racks"][1] is None and state["pool"] is None  # the computer's tiles: hidden
    before = _board(page)
    page.click("#draw-tile")
    with page.expect_navigation():
        page.locator("#rk-verdict .verdict.ok button").click()
    after = _state(page)
    assert after["rack_counts"][mover] == state["rack_counts"][mover] + 1
    assert after["to_move"] == mover  # the computer has replied
    assert _board(page) != before


def test_a_hint_leaves_the_editor_as_it_was_until_asked(page, live_server):
    """힌트 replaced the learner's arrangement at once (with a note a phone's bar could hide):
    the hint is said first, the editor changes only with 힌트대로 놓아 보기."""
    page.goto(f"{live_server}{PLAY}?players=2&seed=4&ai=1")
    before = _sets(page)
    page.click("#hint-button")
    result = page.locator("#hint-result[data-state=done]")
    result.wait_for()
    assert re.search("[가-힣]", result.inner_text())
    apply = page.locator("#hint-apply")
    expect(apply).to_be_visible()
    assert _sets(page) == before
    apply.click()
    expect(apply).to_have_count(0)
    expect(page.locator("#rk-note")).to_contain_text("힌트의 테이블을 편집기에 놓았습니다")
    assert _sets(page) != before


def test_a_tap_on_the_board_picture_leads_to_the_editor(page, live_server):
    """The board above the editor is a picture: a tap there did nothing, and the editor (under
    a heading that read as practice, 「내 수 시험해 보기」) was a screen further down."""
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server}{PLAY}?players=2&seed=4&ai=1")
    expect(page.locator("#try-title")).to_have_text(re.compile(r"차례: 여기서 두기$"))
    page.locator(".rk-picture-toggle").click()  # folded on a phone (the next test)
    page.locator("#board svg").click(position={"x": 30, "y": 80})
    expect(page.locator("#rk-note")).to_contain_text("편집기에서 눌러 옮깁니다")
    expect(page.locator("[data-table-editor]")).to_be_in_viewport()


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)])
def test_a_phone_shows_the_table_and_rack_once(page, live_server, size):
    """On a phone the editor shows the table, the rack and the other racks' counts, and the
    picture above drew them again a screen higher: it is folded behind a button there. A
    laptop has room for both, side by side."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{live_server}{PLAY}?players=2&seed=4&ai=1")
    expect(page.locator("[data-table-editor]")).to_be_visible()
    toggle = page.locator(".rk-picture-toggle")
    if size[0] > 500:
        expect(toggle).to_be_hidden()
        expect(page.locator("#board svg")).to_be_visible()
        return
    expect(page.locator("#board")).to_be_hidden()
    expect(toggle).to_have_attribute("aria-expanded", "false")
    expect(page.locator("#rk-turn")).to_contain_text("더미")  # the counts are in the editor
    toggle.click()
    expect(page.locator("#board svg")).to_be_visible()
    expect(toggle).to_have_attribute("aria-expanded", "true")
    toggle.click()
    expect(page.locator("#board")).to_be_hidden()


@pytest.mark.parametrize("size", [(390, 844), (1280, 900)])
def test_a_draw_to_confirm_names_no_tile_until_it_is_made(page, live_server, size):
    """「한 장 뽑기」 said 「가져온 타일: 빨강 5」 before it was confirmed: one could look at the
    pool's next tile and play instead. The tile is told once the draw is made."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{live_server}{PLAY}?players=2&seed=4&ai=1")
    expect(page.locator("[data-table-editor]")).to_be_visible()
    page.locator("#draw-tile").click()
    verdict = page.locator("#rk-verdict")
    expect(verdict).to_contain_text("무슨 타일인지는 가져온 뒤에 보입니다")
    assert "가져온 타일" not in verdict.inner_text()
    with page.expect_navigation():
        verdict.get_by_role("button", name="한 장 뽑고 차례 마치기").click()
    expect(page.locator("#status")).to_contain_text("가져온 타일:")


def test_the_focus_is_never_under_the_grown_bar_on_a_phone(page, live_server):
    """The bar held at a phone's foot grew to 45 % of the screen with a draw to confirm, and
    tabbing went on to tiles and buttons hidden under it (WCAG 2.4.11)."""
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server}{PLAY}?players=2&seed=4&ai=1")
    expect(page.locator("[data-table-editor]")).to_be_visible()
    page.locator("#draw-tile").click()
    expect(page.locator("#rk-verdict button")).to_be_visible()
    page.locator("#rk-turn").click()  # tab on from the top of the editor
    covered = []
    for _ in range(40):
        page.keyboard.press("Tab")
        found = page.evaluate(
            """() => {
              const a = document.activeElement;
              if (!a || a === document.body) return null;
              const r = a.getBoundingClientRect();
              const x = r.left + r.width / 2, y = r.top + Math.min(r.height / 2, 10);
              const top = document.elementFromPoint(x, y);
              return a === top || a.contains(top) ? null : (a.textContent || a.id).trim().slice(0, 30);
            }"""
        )
        if found:
            covered.append(found)
    assert not covered, covered
