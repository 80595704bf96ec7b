"""axe-core in Chromium on the pages people read and click, on a phone (390×844) and a desktop
(1280×900): no serious or critical WCAG 2.2 A/AA violation."""

from __future__ import annotations

import sqlite3

import pytest

from .conftest import AXE

pytestmark = pytest.mark.browser

VIEWPORTS = [(390, 844), (1280, 900)]
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
RUN_AXE = """async (tags) => {
  const result = await axe.run(document, {runOnly: {type: "tag", values: tags}});
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({id: v.id, impact: v.impact, nodes: v.nodes.length,
                  first: v.nodes[0].target.join(" "), why: v.nodes[0].failureSummary}));
}"""


def _pages(db) -> list[str]:
    conn = sqlite3.connect(db)
    # the hand-over page, and the form a plain 직접 해보기 link opens
    pages = [
        "/",
        "/search?q=조커 회수",
        "/games/rummikub/play?players=2&seed=4",
        "/games/azul/play",
        # the mover's pattern line holds tiles: the line's button is named without their letters
        "/games/azul/play?tutorial=first-turn&step=3",
    ]
    for (game,) in conn.execute("SELECT id FROM games ORDER BY position"):
        pages += [
            f"/games/{game}",
            f"/games/{game}/faq",
            f"/games/{game}/play?players=2&seed=4&ai=1",
        ]
        example = conn.execute(
            "SELECT id FROM entries WHERE game = ? AND example IS NOT NULL "
            "AND example != 'null' ORDER BY id LIMIT 1",
            (game,),
        ).fetchone()
        if example:
            pages.append(f"/games/{game}/rules/{example[0]}")
        for slug, steps in conn.execute(
            "SELECT slug, json_array_length(steps) FROM tutorials WHERE game = ?", (game,)
        ):
            pages.append(f"/games/{game}/tutorials/{slug}?step={min(3, steps)}")
    return pages


def test_no_serious_or_critical_violations(page, live_server, built_db):
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: `make test` installs axe-core from npm")
    found = []
    for width, height in VIEWPORTS:
        page.set_viewport_size({"width": width, "height": height})
        for path in _pages(built_db):
            page.goto(live_server + path)
            page.wait_for_load_state("load")
            page.add_script_tag(url=f"{live_server}/__test__/axe.min.js")
            found += [(width, path, v) for v in page.evaluate(RUN_AXE, TAGS)]
    assert not found, "\n".join(f"{w}px {p}: {v}" for w, p, v in found)


# Every target a finger or a pointer aims at is at least 24×24 CSS px (WCAG 2.2, 2.5.8), all
# closed sections opened. Links inside the rules' own sentences (the rendered Markdown of an
# entry, a quick-start card or a caption) are the criterion's inline exception.
SMALL_TARGETS = """() => {
  document.querySelectorAll("details").forEach((d) => { d.open = true; });
  const prose = ".body, .answer-body, .qs-text, .qs-intro, figcaption, .aid-page li";
  const small = [];
  for (const el of document.querySelectorAll(
      "a[href], button, input, select, textarea, summary, [role=button]")) {
    const r = el.getBoundingClientRect();
    if (!r.width && !r.height) continue;  // not shown
    if (el.closest("svg") || (el.tagName === "A" && el.closest(prose))) continue;
    if (getComputedStyle(el).visibility === "hidden") continue;
    if (r.width < 24 || r.height < 24) {
      small.push(`${el.tagName} ${el.textContent.trim().slice(0, 30)} ` +
                 `${r.width.toFixed(1)}×${r.height.toFixed(1)}`);
    }
  }
  return small;
}"""


def _reading_pages(db) -> list[str]:
    conn = sqlite3.connect(db)
    pages = ["/", "/search?q=조커 회수", "/search?q=조커", "/search?q=qwzx 질문 아님"]
    for (game,) in conn.execute("SELECT id FROM games ORDER BY position"):
        pages += [f"/games/{game}", f"/games/{game}/faq", f"/games/{game}/tutorials"]
        rule = conn.execute(
            "SELECT id FROM entries WHERE game = ? AND kind = 'rule' ORDER BY id LIMIT 1",
            (game,),
        ).fetchone()
        if rule:
            pages.append(f"/games/{game}/rules/{rule[0]}")
        for (slug,) in conn.execute("SELECT slug FROM tutorials WHERE game = ?", (game,)):
            pages.append(f"/games/{game}/tutorials/{slug}?step=2")
    return pages


@pytest.mark.parametrize("size", VIEWPORTS)
def test_every_target_on_the_reading_pages_is_24px(page, live_server, built_db, size):
    page.set_viewport_size({"width": size[0], "height": size[1]})
    found = []
    for path in _reading_pages(built_db):
        page.goto(live_server + path)
        page.wait_for_load_state("load")
        found += [(path, t) for t in page.evaluate(SMALL_TARGETS)]
    assert not found, found[:10]
