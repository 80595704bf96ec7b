"""The Rummikub content: front matter, rule ids the engine names, FAQ examples, tutorial."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
import yaml

from tutor.games.rummikub import ENGINE
from tutor.games.rummikub.hint import hint
from tutor.scenarios import load_scenario, play_scenario, run_example, scenario_paths

ROOT = Path(__file__).resolve().parents[2] / "content"
GAME_DIR = ROOT / "rummikub"
KIND_DIRS = {"rules": "rule", "faq": "faq", "terms": "term", "tips": "tip", "variants": "variant"}
REQUIRED = ("id", "game", "kind", "title", "section", "order", "sources")


def front_matter(path: Path) -> tuple[dict[str, Any], str]:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("---\n"), f"{path.name}: no front matter"
    _, head, body = text.split("---\n", 2)
    data = yaml.safe_load(head)
    assert isinstance(data, dict), path.name
    return data, body


def entries() -> list[tuple[Path, dict[str, Any], str]]:
    found = []
    for folder in KIND_DIRS:
        for path in sorted((GAME_DIR / folder).glob("*.md")):
            data, body = front_matter(path)
            found.append((path, data, body))
    return found


ENTRIES = entries()
IDS = {data["id"] for _, data, _ in ENTRIES}
GAME = yaml.safe_load((GAME_DIR / "game.yaml").read_text(encoding="utf-8"))
SECTIONS = {s["id"] for s in GAME["sections"]}
SOURCES = {s["id"] for s in yaml.safe_load((ROOT / "sources.yaml").read_text(encoding="utf-8"))}


def test_game_yaml() -> None:
    assert GAME["id"] == "rummikub"
    assert GAME["players"] == [2, 4]
    for key in ("name", "name_en", "summary", "aliases", "sections"):
        assert GAME.get(key), key


@pytest.mark.parametrize("path,data,body", ENTRIES, ids=[p.name for p, _, _ in ENTRIES])
def test_entry_front_matter(path: Path, data: dict[str, Any], body: str) -> None:
    for key in REQUIRED:
        assert key in data and data[key] not in (None, "", []), f"{path.name}: {key} missing"
    assert data["game"] == "rummikub"
    assert data["id"].startswith("rummikub.")
    assert data["kind"] == KIND_DIRS[path.parent.name]
    assert data["section"] in SECTIONS, data["section"]
    assert isinstance(data["order"], int)
    for source in data["sources"]:
        source_id = source["id"] if isinstance(source, dict) else source
        assert source_id in SOURCES, source_id
    for other in data.get("related") or []:
        assert other in IDS, f"{path.name}: related {other} does not resolve"
    assert body.strip(), f"{path.name}: empty body"
    if data.get("seed_differs"):
        assert "**흔한 오해:**" in body
    if data["kind"] == "faq":
        assert data.get("question")
        assert len(data.get("phrasings") or []) >= 3
        assert data.get("rule_ids")
        for rule in data["rule_ids"]:
            assert rule in IDS, f"{path.name}: rule {rule} does not resolve"


def test_ids_are_unique() -> None:
    ids = [data["id"] for _, data, _ in ENTRIES]
    assert len(ids) == len(set(ids))


def test_every_engine_rule_id_is_a_content_entry() -> None:
    missing = sorted(ENGINE.rule_ids() - IDS)
    assert not missing, missing


def test_enough_faq_and_terms() -> None:
    kinds = [data["kind"] for _, data, _ in ENTRIES]
    assert kinds.count("faq") >= 14
    assert kinds.count("term") >= 8
    assert kinds.count("tip") >= 3 and kinds.count("variant") >= 3


EXAMPLES = [(p, data["example"]) for p, data, _ in ENTRIES if data.get("example")]


@pytest.mark.parametrize("path,example", EXAMPLES, ids=[p.name for p, _ in EXAMPLES])
def test_faq_example_holds(path: Path, example: dict[str, Any]) -> None:
    assert run_example("rummikub", example) == []


def test_most_faq_have_examples() -> None:
    faqs = [data for _, data, _ in ENTRIES if data["kind"] == "faq"]
    assert len(EXAMPLES) >= len(faqs) - 2


def test_a_wrong_expectation_is_reported() -> None:
    path, example = EXAMPLES[0]
    broken = dict(example, expect={"legal": not example["expect"].get("legal", True)})
    assert run_example("rummikub", broken), path.name


def test_tutorial_first_turns_replays() -> None:
    paths = scenario_paths(ROOT, "rummikub")
    assert [p.stem for p in paths] == ["first-turns"]
    scenario = load_scenario(paths[0], "rummikub")
    assert scenario.slug == "first-turns"
    _, steps = play_scenario(scenario)
    assert len(steps) == len(scenario.steps)
    problems = [(s.n, s.problems) for s in steps if s.problems]
    assert not problems
    for step in steps:
        for rule in step.rule_ids:
            assert rule in IDS, rule
    refused = [s.violation["rule_id"] for s in steps if s.violation]
    assert "rummikub.meld.initial-30" in refused
    assert "rummikub.manipulation.no-loose-tiles" in refused
    melds = [e["points"] for s in steps for e in s.events if e["type"] == "initial-meld"]
    assert melds == [33, 31]


# --- what the narration claims about a position ------------------------------------------
def _positions_before(scenario_path: Path) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(raw step, engine state before that step's move) for every step of a scenario."""
    scenario = load_scenario(scenario_path, "rummikub")
    initial, steps = play_scenario(scenario)
    before = [initial] + [s.state for s in steps[:-1]]
    return list(zip(scenario.steps, before, strict=True))


@pytest.mark.parametrize("path", scenario_paths(ROOT, "rummikub"), ids=lambda p: p.stem)
def test_a_step_that_says_the_player_cannot_meld_agrees_with_the_hint(path: Path) -> None:
    claimed = 0
    for raw, state in _positions_before(path):
        claims = raw.get("claims") or []
        if not {"cannot_meld", "cannot_play"} & set(claims):
            continue
        claimed += 1
        seat = state["to_move"]
        initial = not state["melded"][seat]
        if "cannot_meld" in claims:
            assert initial, raw["narration"]
        found = hint(state["racks"][seat], state["table"], initial=initial)
        assert found["placed"] == [] and found["exact"], (raw["narration"], found["placed"])
    if path.stem == "first-turns":
        assert claimed == 1


def test_first_turns_kyubi_draws_because_he_cannot_meld_then_melds_next_turn() -> None:
    path = GAME_DIR / "tutorials" / "first-turns.yaml"
    steps = _positions_before(path)
    draw = next(i for i, (raw, _) in enumerate(steps) if "cannot_meld" in (raw.get("claims") or []))
    raw, state = steps[draw]
    assert raw["actor"] == "큐비" and raw["move"] == {"type": "draw"}
    drawn = state["pool"][0]
    # 큐비's very next turn is the initial meld, and only the drawn tile made it possible
    later = [(r, s) for r, s in steps[draw + 1 :] if r["actor"] == "큐비"]
    meld_raw, meld_state = later[0]
    assert meld_raw["move"]["type"] == "play"
    found = hint(meld_state["racks"][1], meld_state["table"], initial=True)
    assert found["value"] >= 30
    assert "몇 차례" not in meld_raw["narration"]
    placed = Counter(t for s in meld_raw["move"]["table"] for t in s) - Counter(
        t for s in meld_state["table"] for t in s
    )
    assert placed[drawn] > Counter(state["racks"][1])[drawn]  # the drawn tile is needed


def test_a_false_or_unknown_claim_is_reported() -> None:
    scenario = load_scenario(GAME_DIR / "tutorials" / "first-turns.yaml", "rummikub")
    scenario.steps = [dict(scenario.steps[0], claims=["cannot_meld"]), *scenario.steps[1:]]
    _, steps = play_scenario(scenario)
    assert any("cannot_meld" in p and "b10" in p for p in steps[0].problems), steps[0].problems
    scenario.steps = [dict(scenario.steps[0], claims=["cannot_fly"]), *scenario.steps[1:]]
    _, steps = play_scenario(scenario)
    assert any("cannot_fly" in p for p in steps[0].problems), steps[0].problems
    scenario.steps = [dict(scenario.steps[0], claims="cannot_meld"), *scenario.steps[1:]]
    _, steps = play_scenario(scenario)
    assert any("claims" in p for p in steps[0].problems), steps[0].problems


def test_a_dealt_position_has_the_whole_pile() -> None:
    """A set-up of a fresh deal (every rack 14 tiles, nothing on the table), in the tutorials or
    on the quick-start cards, draws from the pile a real deal leaves: 106 less the racks (a
    card said "14장씩 받은 첫 차례 직전" over a pile of 6)."""
    quickstart = yaml.safe_load((GAME_DIR / "quickstart.yaml").read_text(encoding="utf-8"))
    setups = [c["board"]["setup"] for c in quickstart["cards"] if c.get("board")]
    setups += [load_scenario(p, "rummikub").setup for p in scenario_paths(ROOT, "rummikub")]
    dealt = [
        s
        for s in setups
        if s
        and s.get("racks")
        and all(r is not None and len(r) == 14 for r in s["racks"])
        and not s.get("table")
    ]
    assert dealt
    for setup in dealt:
        if setup.get("pool") is not None:
            assert len(setup["pool"]) == 106 - 14 * len(setup["racks"]), len(setup["pool"])
