"""The scaling bench's synthetic content (bench/search_scale.py, issue 19 §6): copies of a
game are valid content-only games whose entries and links point into their own copy, and
a search scoped to a copy answers from that copy."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest

from tutor.content import load_content

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "fixtures" / "content_only"


def _bench():
    spec = importlib.util.spec_from_file_location(
        "search_scale", ROOT / "bench" / "search_scale.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def with_fixture(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The real content plus the content-only fixture game (윷놀이)."""
    content = tmp_path_factory.mktemp("scale") / "content"
    shutil.copytree(ROOT / "content", content)
    shutil.copytree(FIXTURE / "yutnori", content / "yutnori")
    with (content / "sources.yaml").open("a", encoding="utf-8") as handle:
        handle.write("\n" + (FIXTURE / "sources.yaml").read_text(encoding="utf-8"))
    return content


def test_copies_are_valid_games_with_their_own_ids_and_links(with_fixture, tmp_path):
    bench = _bench()
    original = load_content(with_fixture)
    entries = bench.make_content(tmp_path / "content", 3, with_fixture, only=["yutnori"])
    content = load_content(tmp_path / "content")  # raises ContentInvalid on any problem
    assert entries == len(content.entries)
    copied = [e for e in content.entries.values() if e.game.startswith("yutnori-x")]
    assert len(copied) == 2 * sum(e.game == "yutnori" for e in original.entries.values()) > 0
    assert {"yutnori", "yutnori-x2", "yutnori-x3"} <= set(content.games)
    assert content.games["yutnori-x3"].name == "윷놀이 3"
    for entry_id, entry in original.entries.items():
        if entry.game != "yutnori":
            continue
        copy = content.entries[entry_id.replace("yutnori.", "yutnori-x2.", 1)]
        assert copy.game == "yutnori-x2" and copy.title == entry.title
        assert copy.body_md.strip() == entry.body_md.strip()
        assert all(r.startswith("yutnori-x2.") for r in copy.rule_ids)
        assert len(copy.rule_ids) == len(entry.rule_ids)


@pytest.mark.slow  # two fresh processes load Kiwi: `make test`, not `make check`
def test_the_bench_builds_loads_and_answers_within_a_copy(with_fixture, tmp_path):
    bench = _bench()
    row = bench.measure(
        2,
        tmp_path,
        source=with_fixture,
        only=["yutnori"],
        asked=[("윷이나 모가 나오면?", "yutnori-x2"), ("말 업기", None)],
    )
    assert row["entries"] == len(load_content(with_fixture).entries) + 4
    assert row["tops"][0].startswith("yutnori-x2.")
    assert row["n"] == 2 and row["p99_ms"] >= row["p50_ms"] > 0
    assert row["rss_mb"] > 0 and row["build_s"] > 0 and row["first_answer_s"] > 0
