"""Table talk (colloquial.yaml): chat contractions and slang players use in questions."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

from tutor.search.normalize import normalize

_COLLOQUIAL_FILE = Path(__file__).with_name("colloquial.yaml")


@lru_cache(maxsize=1)
def _colloquial_data() -> dict:
    return yaml.safe_load(_COLLOQUIAL_FILE.read_text(encoding="utf-8")) or {}


@lru_cache(maxsize=1)
def colloquial() -> dict[str, str]:
    """Chat contractions (담 → 다음) from ``colloquial.yaml``."""
    data = _colloquial_data().get("contractions") or {}
    return {normalize(str(k)): normalize(str(v)) for k, v in data.items()}


@lru_cache(maxsize=1)
def slang() -> dict[str, list[str]]:
    """Table-talk morphemes (먹 → 가져오) from ``colloquial.yaml``."""
    data = _colloquial_data().get("slang") or {}
    return {normalize(str(k)): [normalize(str(v)) for v in vs] for k, vs in data.items()}


def expand_colloquial(text: str) -> str:
    """Replace whole words that are chat contractions by the standard words."""
    table = colloquial()
    return " ".join(table.get(word, word) for word in text.split(" "))
