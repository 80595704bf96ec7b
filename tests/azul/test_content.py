"""Content of content/azul/: front matter, rule ids of the engine, FAQ examples, tutorials."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tutor.games.azul import ENGINE
from tutor.scenarios import load_scenario, play_scenario, run_example, scenario_paths

CONTENT = Path(__file__).resolve().parents[2] / "content"
GAME_DIR = CONTENT / "azul"
KIND_DIRS = {"rules": "rule", "faq": "faq", "terms": "term", "tips": "tip", "variants": "variant"}
REQUIRED = {"id", "game", "kind", "title", "section", "order", "sources"}


def entries() -> list[tuple[Path, dict[str, Any], str]]:
    out = []
    for folder in KIND_DIRS:
        for path in sorted((GAME_DIR / folder).glob("*.md")):
            text = path.read_text(encoding="utf-8")
            assert text.startswith("---\n"), path
            front_text, body = text[4:].split("\n---\n", 1)
            out.append((path, yaml.safe_load(front_text), body.strip()))
    return out


ENTRIES = entries()
IDS = {front["id"] for _, front, _ in ENTRIES}


def test_game_yaml() -> None:
    game = yaml.safe_load((GAME_DIR / "game.yaml").read_text(encoding="utf-8"))
    assert game["id"] == "azul" and game["players"] == [2, 4]
    assert game["name"] and game["summary"] and game["aliases"]
    sections = [s["id"] for s in game["sections"]]
    assert len(sections) == len(set(sections))
    used = {front["section"] for _, front, _ in ENTRIES}
    assert used <= set(sections), used - set(sections)


def test_front_matter_fields() -> None:
    sources = {s["id"] for s in yaml.safe_load((CONTENT / "sources.yaml").read_text("utf-8"))}
    seen: set[str] = set()
    for path, front, body in ENTRIES:
        missing = REQUIRED - set(front)
        assert not missing, (path, missing)
        assert front["id"] not in seen, front["id"]
        seen.add(front["id"])
        assert front["id"].startswith("azul."), path
        assert front["game"] == "azul"
        assert front["kind"] == KIND_DIRS[path.parent.name], path
        assert body, path
        for source in front["sources"]:
            source_id = source["id"] if isinstance(source, dict) else source
            assert source_id in sources, (path, source_id)
        for related in front.get("related") or []:
            assert related in IDS, (path, related)
        if front.get("seed_differs"):
            assert "**흔한 오해:**" in body, path
        if front["kind"] == "faq":
            assert front["question"] and len(front["phrasings"]) >= 2, path
            assert front["rule_ids"] and set(front["rule_ids"]) <= IDS, path
        if front["kind"] == "term":
            assert front.get("aliases"), path


def test_enough_faq_and_terms() -> None:
    kinds = [front["kind"] for _, front, _ in ENTRIES]
    assert kinds.count("faq") >= 14
    assert kinds.count("term") >= 8
    assert kinds.count("variant") >= 1 and kinds.count("tip") >= 1


def test_every_engine_rule_id_is_an_entry() -> None:
    missing = ENGINE.rule_ids() - IDS
    assert not missing, missing
    assert ENGINE.end_rule_id in IDS


def test_rule_ids_cited_by_events_are_declared() -> None:
    import random

    rng = random.Random(1)
    for options in ({}, {"wall": "gray"}):
        state = ENGINE.new_game(3, seed=1, options=options)
        while not state.is_terminal():
            for event in state.apply(state.random_move(rng)):
                assert event["type"] and event["text"]
                assert set(event.get("rule_ids", [])) <= ENGINE.rule_ids(), event


EXAMPLES = [(front["id"], front["example"]) for _, front, _ in ENTRIES if "example" in front]


@pytest.mark.parametrize(("entry_id", "example"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_faq_example_holds(entry_id: str, example: dict[str, Any]) -> None:
    assert run_example("azul", example) == []


def test_most_faq_entries_have_examples() -> None:
    faqs = [front for _, front, _ in ENTRIES if front["kind"] == "faq"]
    assert len(EXAMPLES) >= len(faqs) - 2


def test_rule_ids_in_tutorials_exist() -> None:
    for path in scenario_paths(CONTENT, "azul"):
        for raw in yaml.safe_load(path.read_text("utf-8"))["steps"]:
            assert set(raw.get("rule_ids") or []) <= IDS, (path, raw.get("rule_ids"))


@pytest.mark.parametrize("slug", ["first-turn", "scoring-examples"])
def test_tutorial_replays(slug: str) -> None:
    scenario = load_scenario(GAME_DIR / "tutorials" / f"{slug}.yaml", "azul")
    assert scenario.slug == slug
    _, steps = play_scenario(scenario)
    assert len(steps) == len(scenario.steps)
    for step in steps:
        assert step.problems == [], (step.n, step.problems)
