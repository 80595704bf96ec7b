"""Shared fixtures: one content database built per test session, then app/client/runner."""

from __future__ import annotations

import logging
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


@pytest.fixture
def hang_detector(monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture):
    """``read(question, games=CONTEXTS)``: the question read as asked on each game's pages
    (and, for ``None``, with no game), the readers given 30 s of CPU a question; a reader cut
    off fails the test at once, naming it. A hang detector, never a stopwatch: a reading takes
    milliseconds and a runaway pattern on 200 characters hours
    (``tests/test_qa_computed_backtracking.py``)."""
    from tutor import qa_computed

    from .hostile_questions import CONTEXTS

    monkeypatch.setattr(qa_computed, "READ_BUDGET", 30.0)
    caplog.set_level(logging.ERROR, logger="tutor.qa_computed")

    def read(question: str, games: tuple[str | None, ...] = CONTEXTS) -> None:
        for game in games:
            qa_computed.compute(question, game, asked=game is not None)
        gave_up = [r.getMessage() for r in caplog.records if "gave up" in r.getMessage()]
        assert not gave_up, gave_up[0]

    qa_computed._compute.cache_clear()
    yield read
    qa_computed._compute.cache_clear()
