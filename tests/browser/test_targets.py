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
    "/games/indigo/play?players=2&seed=4",
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
