"""Indigo content: front matter, engine rule ids, FAQ examples and tutorials."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tutor.games.indigo import ENGINE
from tutor.scenarios import load_scenario, play_scenario, run_example

CONTENT = Path(__file__).resolve().parents[2] / "content" / "indigo"
KIND_FOLDERS = {
    "rules": "rule",
    "faq": "faq",
    "terms": "term",
    "tips": "tip",
    "variants": "variant",
}
REQUIRED = {"id", "game", "kind", "title", "section", "order", "sources"}


def front_matter(path: Path) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("---\n"), path
    head, _, body = text[4:].partition("\n---\n")
    data = yaml.safe_load(head)
    assert isinstance(data, dict), path
    data["_body"] = body.strip()
    return data


ENTRIES = {
    p: front_matter(p) for folder in KIND_FOLDERS for p in sorted((CONTENT / folder).glob("*.md"))
}
BY_ID = {data["id"]: data for data in ENTRIES.values()}
GAME = yaml.safe_load((CONTENT / "game.yaml").read_text(encoding="utf-8"))
SOURCES = {
    s["id"] for s in yaml.safe_load((CONTENT.parent / "sources.yaml").read_text(encoding="utf-8"))
}


def test_every_engine_rule_id_is_a_content_entry() -> None:
    missing = sorted(ENGINE.rule_ids() - set(BY_ID))
    assert missing == []
    assert ENGINE.end_rule_id in BY_ID


@pytest.mark.parametrize("path", list(ENTRIES), ids=lambda p: p.name)
def test_entry_front_matter(path: Path) -> None:
    data = ENTRIES[path]
    assert set(data) >= REQUIRED, REQUIRED - set(data)
    assert data["game"] == "indigo" and data["id"].startswith("indigo.")
    assert data["kind"] == KIND_FOLDERS[path.parent.name]
    assert data["section"] in {s["id"] for s in GAME["sections"]}
    assert data["_body"]
    for source in data["sources"]:
        assert (source["id"] if isinstance(source, dict) else source) in SOURCES
    for related in data.get("related") or []:
        assert related in BY_ID, related
    if data.get("seed_differs"):
        assert "**흔한 오해:**" in data["_body"]
    if data["kind"] == "faq":
        assert data["question"] and len(data["phrasings"]) >= 2
        assert data["rule_ids"] and all(r in BY_ID for r in data["rule_ids"])


def test_ids_are_unique_and_there_are_enough_faqs() -> None:
    ids = [data["id"] for data in ENTRIES.values()]
    assert len(ids) == len(set(ids))
    assert sum(data["kind"] == "faq" for data in ENTRIES.values()) >= 14


FAQ_EXAMPLES = {
    data["id"]: data["example"]
    for data in ENTRIES.values()
    if data["kind"] == "faq" and "example" in data
}


@pytest.mark.parametrize("faq_id", sorted(FAQ_EXAMPLES))
def test_faq_example_holds_in_the_engine(faq_id: str) -> None:
    assert run_example("indigo", FAQ_EXAMPLES[faq_id]) == []


def test_a_wrong_expectation_is_caught() -> None:
    example = dict(FAQ_EXAMPLES["indigo.faq.gateway-curve"])
    example["expect"] = {"legal": True}
    assert run_example("indigo", example)


TUTORIALS = sorted((CONTENT / "tutorials").glob("*.yaml"))


@pytest.mark.parametrize("path", TUTORIALS, ids=lambda p: p.stem)
def test_tutorial_replays_without_problems(path: Path) -> None:
    scenario = load_scenario(path, "indigo")
    assert scenario.slug == path.stem
    _, steps = play_scenario(scenario)
    assert len(steps) == len(scenario.steps)
    assert [(s.n, s.problems) for s in steps if s.problems] == []
    for step in steps:
        assert all(rule in BY_ID for rule in step.rule_ids)


def test_first_turns_tells_the_seed_story() -> None:
    scenario = load_scenario(CONTENT / "tutorials" / "first-turns.yaml", "indigo")
    assert scenario.names == ["수철", "유미"]
    _, steps = play_scenario(scenario)
    first, second = steps[0], steps[1]
    assert any(e.get("source") == "centre" and e.get("kind") == "emerald" for e in first.events)
    assert any(e.get("source") == "corner" and e.get("kind") == "amber" for e in second.events)
    final = steps[-1].state
    assert all(score > 0 for score in final["scores"])
    assert any(not s.legal for s in steps)  # the gateway-curve refusal is shown
