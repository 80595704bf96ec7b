"""A live server on loopback and Debian's Chromium driven by Playwright (never downloaded)."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import send_file
from werkzeug.serving import make_server

from tutor import PROJECT_ROOT
from tutor.web import create_app

CHROMIUM = os.environ.get("TUTOR_CHROMIUM", "/usr/bin/chromium")
# axe-core from the npm registry, installed by `make test` (Makefile: $(AXE))
AXE = Path(
    os.environ.get(
        "TUTOR_AXE",
        str(PROJECT_ROOT / ".venv" / "axe" / "node_modules" / "axe-core" / "axe.min.js"),
    )
)
CHROMIUM_ARGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


@pytest.fixture(scope="session")
def live_server(built_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    app = create_app(
        {
            "TESTING": True,
            "DATABASE": str(built_db),
            "MISSES_DATABASE": str(tmp_path_factory.mktemp("misses") / "queries.db"),
            "GAMES_DATABASE": str(tmp_path_factory.mktemp("games") / "games.db"),
        }
    )
    if AXE.is_file():  # same origin, so the pages' CSP (script-src 'self') lets it run
        app.add_url_rule(
            "/__test__/axe.min.js", "test-axe", lambda: send_file(AXE, mimetype="text/javascript")
        )
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


@pytest.fixture(scope="session")
def browser(tmp_path_factory: pytest.TempPathFactory):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `make test` installs Debian's chromium")
    from playwright.sync_api import sync_playwright

    profile = tmp_path_factory.mktemp("chromium-profile")
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(profile),
            executable_path=CHROMIUM,
            headless=True,
            args=CHROMIUM_ARGS,
            viewport={"width": 390, "height": 844},
            locale="ko-KR",
            # No smooth scrolling or animations: a click while a deep link's smooth scroll
            # still runs can land beside its target (seen in make test); the pages keep them
            # for people who have not asked for reduced motion
            reduced_motion="reduce",
        )
        yield context
        context.close()


@pytest.fixture
def page(browser):
    page = browser.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    # a 422 from POST /api/play is the engine's designed answer to an illegal move (the
    # Rummikub editor judges tables live); Chromium logs every 4xx resource as an error
    page.on(
        "console",
        lambda msg: (
            errors.append(msg.text)
            if msg.type == "error" and "status of 422" not in msg.text
            else None
        ),
    )
    yield page
    page.close()
    assert not errors, errors
