"""Shared fixtures: one content database built per test session, then app/client/runner."""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.build import build
from tutor.web import PROJECT_ROOT, create_app

CONTENT_DIR = PROJECT_ROOT / "content"


@pytest.fixture(scope="session")
def built_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("content-db") / "tutor.db"
    build(CONTENT_DIR, path)
    return path


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
