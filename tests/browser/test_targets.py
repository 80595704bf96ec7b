"""Every part of the board that can be picked is hit where a finger lands: its centre. Labels
drawn on top (a star space's number) must let the tap through to the shape under them."""

from __future__ import annotations

import pytest

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
    """The picks of a legal move, sent for a verdict, are that move (with its type): never
    "알 수 없는 수입니다"."""
    page.goto(live_server + path)
    move = page.evaluate(PICK_THE_FIRST_MOVE)
    try_link = page.locator("#pick-try")
    try_link.wait_for()
    with page.expect_navigation():
        try_link.click()
    verdict = page.locator(".verdict").first
    verdict.wait_for()
    assert "ok" in (verdict.get_attribute("class") or ""), (move, verdict.inner_text())
