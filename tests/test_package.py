"""A built wheel ships what the site needs (templates, static files, the C sweep) and an
installed copy serves pages from outside the checkout."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tutor import PROJECT_ROOT

pytestmark = pytest.mark.slow  # builds a wheel: `make test`, not `make check`

SERVE_FROM_INSTALL = """
import sys
import tutor.web
from tutor.web import create_app
site = sys.argv[1]
assert tutor.web.__file__.startswith(site), tutor.web.__file__
app = create_app({"TESTING": True, "DATABASE": sys.argv[2], "MISSES_DATABASE": sys.argv[3],
                  "GAMES_DATABASE": sys.argv[3] + ".games"})
assert str(app.template_folder).startswith(site), app.template_folder
client = app.test_client()
for path in ("/", "/games/azul", "/games/rummikub/play?players=2&seed=1&ai=1",
             "/games/rummikub/tutorials/first-turns?step=2", "/static/style.css"):
    response = client.get(path, follow_redirects=True)
    assert response.status_code == 200, (path, response.status_code)
print("ok")
"""


def test_an_installed_wheel_serves_the_site(tmp_path: Path, built_db: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "-w",
            str(wheels),
            str(PROJECT_ROOT),
        ],
        check=True,
        capture_output=True,
    )
    (wheel,) = wheels.glob("tutor-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in (
        "tutor/templates/base.html",
        "tutor/templates/games/rummikub/play_controls.html",
        "tutor/static/style.css",
        "tutor/games/azul/data.yaml",
    ):
        assert needed in names, needed
    assert any(n.startswith("tutor/games/rummikub/_sweep") and n.endswith(".so") for n in names)
    site = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "-q",
            "--no-deps",
            "--target",
            str(site),
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    away = tmp_path / "elsewhere"
    away.mkdir()
    result = subprocess.run(
        [
            sys.executable,
            "-c",
            SERVE_FROM_INSTALL,
            str(site),
            str(built_db),
            str(tmp_path / "queries.db"),
        ],
        cwd=away,
        env={**os.environ, "PYTHONPATH": str(site)},
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip().endswith("ok")
