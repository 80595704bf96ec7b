"""Shared helpers for the Summer Pavilion tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from tutor.games.summer_pavilion import ENGINE

GAME = "azul-summer-pavilion"
CONTENT = Path(__file__).resolve().parents[2] / "content" / GAME


def front_matter(path: Path) -> dict[str, Any]:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("---\n"), f"{path}: no front matter"
    head = text.split("---\n", 2)[1]
    data = yaml.safe_load(head)
    assert isinstance(data, dict), f"{path}: front matter is not a mapping"
    return data


def entries() -> list[tuple[Path, dict[str, Any]]]:
    return [(p, front_matter(p)) for p in sorted(CONTENT.rglob("*.md"))]


@pytest.fixture
def engine():
    return ENGINE
