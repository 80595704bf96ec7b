"""YAML reading with libyaml's C loader when present (content files are parsed on every build)."""

from __future__ import annotations

from typing import Any

import yaml

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def load(text: str) -> Any:
    return yaml.load(text, Loader=_Loader)  # noqa: S506 - a safe loader


def compose(text: str) -> yaml.Node | None:
    return yaml.compose(text, Loader=_Loader)
