"""Shared fixtures: one content database built per test session, then app/client/runner."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tutor import PROJECT_ROOT
from tutor.build import build
from tutor.content import ContentInvalid
from tutor.web import create_app

CONTENT_DIR = PROJECT_ROOT / "content"


@pytest.fixture(scope="session")
def built_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("content-db") / "tutor.db"
    build(CONTENT_DIR, path)
    return path


@pytest.fixture
def content_copy(tmp_path: Path) -> Path:
    """A copy of the real content to break on purpose."""
    target = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, target)
    return target


def build_problems(content: Path) -> list[str]:
    """What ``tutor build`` of ``content`` refuses, as ``file:line: message``."""
    with pytest.raises(ContentInvalid) as info:
        build(content, content.parent / "out.db")
    return [str(p) for p in info.value.problems]


@pytest.fixture
def app(built_db: Path, tmp_path: Path):
    return create_app(
        {
            "TESTING": True,
            "DATABASE": str(built_db),
            "MISSES_DATABASE": str(tmp_path / "queries.db"),
            "GAMES_DATABASE": str(tmp_path / "games.db"),
        }
    )


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()
