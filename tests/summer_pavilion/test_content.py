"""The content of 아줄: 여름 별장: front matter, rule ids, FAQ examples and the tutorial."""

from __future__ import annotations

import yaml

from tutor.games.summer_pavilion import ENGINE
from tutor.scenarios import load_scenario, play_scenario, run_example

from .conftest import CONTENT, GAME, entries

REQUIRED = {"id", "game", "kind", "title", "section", "order", "sources"}
KINDS = {"rule": "rules", "faq": "faq", "term": "terms", "tip": "tips", "variant": "variants"}


def game_yaml() -> dict:
    return yaml.safe_load((CONTENT / "game.yaml").read_text(encoding="utf-8"))


def test_every_entry_has_the_required_front_matter():
    sections = {s["id"] for s in game_yaml()["sections"]}
    ids: set[str] = set()
    for path, data in entries():
        missing = REQUIRED - set(data)
        assert not missing, f"{path.name}: missing {missing}"
        assert data["game"] == GAME
        assert data["id"].startswith(f"{GAME}.")
        assert data["id"] not in ids, f"duplicate id {data['id']}"
        ids.add(data["id"])
        assert data["section"] in sections, f"{path.name}: unknown section {data['section']}"
        assert path.parent.name == KINDS[data["kind"]], f"{path.name} in the wrong folder"
        assert data["sources"], f"{path.name}: no sources"
        body = path.read_text(encoding="utf-8").split("---\n", 2)[2].strip()
        assert body, f"{path.name}: empty body"
        if data.get("seed_differs"):
            assert "**흔한 오해:**" in body, path.name
        if data["kind"] == "faq":
            assert data.get("question") and data.get("phrasings") and data.get("rule_ids"), (
                path.name
            )


def test_related_and_faq_rule_ids_resolve():
    ids = {data["id"] for _, data in entries()}
    for path, data in entries():
        for other in list(data.get("related") or []) + list(data.get("rule_ids") or []):
            assert other in ids, f"{path.name}: {other} does not resolve"


def test_every_engine_rule_id_is_a_content_entry():
    ids = {data["id"] for _, data in entries()}
    assert ENGINE.rule_ids() - ids == set()
    assert ENGINE.end_rule_id in ids


def test_sources_are_declared():
    declared = {
        s["id"]
        for s in yaml.safe_load((CONTENT.parent / "sources.yaml").read_text(encoding="utf-8"))
    }
    for path, data in entries():
        for source in data["sources"]:
            sid = source["id"] if isinstance(source, dict) else source
            assert sid in declared, f"{path.name}: unknown source {sid}"


def test_enough_faqs_and_terms():
    kinds = [data["kind"] for _, data in entries()]
    assert kinds.count("faq") >= 14
    assert kinds.count("term") >= 10


def test_every_faq_example_holds():
    ran = 0
    for path, data in entries():
        if "example" in data:
            ran += 1
            assert run_example(GAME, data["example"]) == [], path.name
    assert ran >= 14


def test_a_wrong_example_is_caught():
    example = {
        "players": 2,
        "setup": {"factories": [["red", "purple", "green", "green"]]},
        "try": {"type": "take", "source": 0, "colour": "purple"},
        "expect": {"legal": True},
    }
    assert run_example(GAME, example)


def test_a_kept_tile_of_the_new_rounds_wild_colour_is_wild():
    """The FAQ on last round's wild tiles says a tile kept on a corner is wild when its colour is
    the new round's: a green kept in round 1 pays as a wild in round 2 (green)."""
    bag = ["orange", "yellow", "blue", "purple", "red"]
    example = {
        "players": 2,
        "setup": {
            "phase": "place",
            "passed": [1],
            "hands": [["red", "green"], []],
            "supply": ["blue", "blue", "yellow", "yellow", "orange", "orange"]
            + ["purple", "purple", "red", "red"],
            "bag": [colour for colour in bag for _ in range(4)],
        },
        "moves": [
            {"type": "pass", "keep": ["red", "green"]},
            *({"type": "take", "source": n, "colour": c} for n, c in enumerate(bag)),
        ],
        "try": {"type": "place", "star": "red", "space": 6, "wilds": 1},
        "expect": {
            "legal": True,
            "events": [{"type": "place", "paid": 5, "wilds": 1}],
            "state": {"round": 2, "wild": "green"},
        },
    }
    assert run_example(GAME, example) == []
    example["setup"]["hands"] = [["red", "purple"], []]  # purple is no wild in round 2
    example["moves"][0] = {"type": "pass", "keep": ["red", "purple"]}
    assert run_example(GAME, example)


def test_first_round_tutorial_replays():
    scenario = load_scenario(CONTENT / "tutorials" / "first-round.yaml", GAME)
    assert scenario.slug == "first-round"
    _, steps = play_scenario(scenario)
    assert len(steps) == len(scenario.steps)
    problems = [(s.n, p) for s in steps for p in s.problems]
    assert problems == []
    refused = [s for s in steps if not s.legal]
    assert [s.violation["rule_id"] for s in refused] == [f"{GAME}.place.cost"]
    assert steps[-1].state["round"] == 2
