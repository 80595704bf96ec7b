"""Every renderer over the corpus of ``tests/render_corpus.py``: the shared conventions hold
for every drawing, and, when ``TUTOR_SVG_BEFORE`` names a directory recorded before a change
(``python tests/render_corpus.py record DIR`` on the old code), every drawing is the same.

"The same" is byte for byte, or the same XML (attribute order and quoting aside, numbers
compared as numbers) after the changes made on purpose when the renderers came to share
``tutor.games.svg``:

- Azul's ids come from the names and the highlight as well as the position (a refused
  move's drawing had the ids of the position's own), as Indigo's come from the whole drawing;
- Summer Pavilion and Rummikub title/desc ids carry a per-drawing suffix like Azul's and
  Indigo's (two boards on one page had the same ids, so the second board's name was the
  first one's);
- pickable parts are ``role="group"`` in every game, as Azul's were (Summer Pavilion and
  Indigo said "button" on pages where pressing them does nothing; the play page makes the
  live board's parts buttons itself);
- Rummikub's background rectangle no longer spells out ``x="0" y="0"`` (the defaults).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

# loaded from its file, not through sys.path: tests/ on the path would shadow the
# conftest modules other folders import by name
_spec = importlib.util.spec_from_file_location(
    "tutor_tests_render_corpus", Path(__file__).resolve().parent / "render_corpus.py"
)
assert _spec is not None and _spec.loader is not None
render_corpus = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(render_corpus)
render = render_corpus.render

NS = "{http://www.w3.org/2000/svg}"
Case = tuple[str, str, dict[str, Any], list[str] | None, dict[str, Any] | None]


@pytest.fixture(scope="module")
def corpus() -> list[Case]:
    return list(render_corpus.cases())


def _number(value: str) -> float | None:
    try:
        return float(value)
    except ValueError:
        return None


def _same(a: ET.Element, b: ET.Element, where: str = "svg") -> str | None:
    """None when the trees are the same, else where they first differ."""
    if a.tag != b.tag:
        return f"{where}: <{a.tag}> vs <{b.tag}>"
    if set(a.attrib) != set(b.attrib):
        return f"{where}: attributes {sorted(a.attrib)} vs {sorted(b.attrib)}"
    for key, value in a.attrib.items():
        other = b.attrib[key]
        if value != other and (_number(value) is None or _number(value) != _number(other)):
            return f"{where}: {key}={value!r} vs {other!r}"
    if (a.text or "") != (b.text or "") or (a.tail or "") != (b.tail or ""):
        return f"{where}: text {a.text!r}/{a.tail!r} vs {b.text!r}/{b.tail!r}"
    if len(a) != len(b):
        return f"{where}: {len(a)} vs {len(b)} children"
    for i, (x, y) in enumerate(zip(a, b, strict=True)):
        found = _same(x, y, f"{where}/{x.tag.removeprefix(NS)}[{i}]")
        if found:
            return found
    return None


def _as_now(game: str, before: str, after: str) -> str:
    """``before`` with the deliberate changes (module docstring) made."""
    if game in ("azul", "indigo"):  # the ids' suffix is a digest of what changed
        old = re.search(rf'id="{game}-title-([0-9a-f]{{8}})"', before)
        new = re.search(rf'id="{game}-title-([0-9a-f]{{8}})"', after)
        if old and new:
            before = before.replace(old.group(1), new.group(1))
    if game in ("azul-summer-pavilion", "rummikub"):
        prefix = "sp" if game != "rummikub" else "rummikub"
        found = re.search(rf'id="{prefix}-title-([0-9a-f]{{8}})"', after)
        if found:
            suffix = found.group(1)
            before = re.sub(rf"\b{prefix}-(title|desc)\b(?!-)", rf"{prefix}-\1-{suffix}", before)
    before = before.replace(' role="button"', ' role="group"')
    if game == "rummikub":
        before = before.replace('<rect x="0" y="0" width=', "<rect width=", 1)
    return before


@pytest.mark.skipif(
    not os.environ.get("TUTOR_SVG_BEFORE"), reason="TUTOR_SVG_BEFORE names no recorded corpus"
)
def test_corpus_renders_as_before(corpus: list[Case]) -> None:
    directory = Path(os.environ["TUTOR_SVG_BEFORE"])
    recorded = {p.stem for p in directory.glob("*.svg")}
    assert recorded == {case[1] for case in corpus}, "the corpus changed since it was recorded"
    identical = differing = 0
    problems = []
    for case in corpus:
        game, key = case[0], case[1]
        after = render(case)
        before = (directory / f"{key}.svg").read_text(encoding="utf-8")
        if before == after:
            identical += 1
            continue
        differing += 1
        found = _same(ET.fromstring(_as_now(game, before, after)), ET.fromstring(after))
        if found:
            problems.append(f"{key}: {found}")
    assert not problems, "\n".join(problems[:20])
    print(f"{identical} byte-identical, {differing} the same XML after the listed changes")


def test_corpus_keys_are_unique_and_cover_every_source(corpus: list[Case]) -> None:
    keys = [case[1] for case in corpus]
    assert len(keys) == len(set(keys))
    for game in ("azul", "azul-summer-pavilion", "rummikub", "indigo"):
        mine = [k.removeprefix(game + "-") for k in keys if k.startswith(game + "-")]
        for source in ("tutorial-", "selfplay-", "example-"):
            assert any(k.startswith(source) for k in mine), (game, source)


@pytest.mark.parametrize("game", ["azul", "azul-summer-pavilion", "rummikub", "indigo"])
def test_corpus_keeps_the_renderer_conventions(corpus: list[Case], game: str) -> None:
    """tutor.games.render_svg's conventions over every drawing of the corpus."""
    ids_seen: dict[str, str] = {}
    for case in corpus:
        if case[0] != game:
            continue
        drawn = render(case)
        assert drawn == render(case), case[1]  # the same position draws the same
        root = ET.fromstring(drawn)
        assert root.tag == f"{NS}svg" and root.get("role") == "group"
        assert "style" not in drawn.split("<title", 1)[0]
        labels = root.get("aria-labelledby", "").split()
        assert len(labels) == 2, case[1]
        for label in labels:
            element = root.find(f".//*[@id='{label}']")
            assert element is not None and "".join(element.itertext()).strip(), case[1]
            # a drawing of another position (or highlight) has other ids
            assert ids_seen.setdefault(label, drawn) == drawn, (case[1], label)
        for element in root.iter():
            assert "style" not in element.attrib and element.tag != f"{NS}style", case[1]
            if "data-pick" in element.attrib:
                assert isinstance(json.loads(element.get("data-pick", "")), dict), case[1]
                assert element.get("aria-label"), case[1]
                assert element.get("role") == "group", case[1]
