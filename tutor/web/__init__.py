"""The Flask application: one blueprint per area, the database in the instance folder."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, cast

from flask import Flask
from flask.json.provider import DefaultJSONProvider

from tutor import PROJECT_ROOT

PACKAGE_ROOT = Path(__file__).resolve().parents[1]
# A checkout keeps templates/ at the top level; an installed package ships them as
# tutor/templates (setup.py), so both are looked for, the checkout's first.
TEMPLATES = next(
    (
        p
        for p in (PROJECT_ROOT / "templates", PACKAGE_ROOT / "templates")
        if (p / "base.html").is_file()
    ),
    PROJECT_ROOT / "templates",
)


def create_app(test_config: dict[str, Any] | None = None) -> Flask:
    app = Flask(
        "tutor",
        instance_path=os.environ.get("TUTOR_INSTANCE", str(PROJECT_ROOT / "instance")),
        template_folder=str(TEMPLATES),
        static_folder=str(PACKAGE_ROOT / "static"),
        instance_relative_config=True,
    )
    app.config.from_mapping(
        # `tutor serve --db` names the database; else the instance folder's tutor.db
        DATABASE=os.environ.get("TUTOR_DATABASE", os.path.join(app.instance_path, "tutor.db")),
        MISSES_DATABASE=os.path.join(app.instance_path, "queries.db"),
        GAMES_DATABASE=os.path.join(app.instance_path, "games.db"),
        CONTENT_DIR=os.environ.get("TUTOR_CONTENT_DIR", str(PROJECT_ROOT / "content")),
        MAX_CONTENT_LENGTH=256 * 1024,  # request bodies: a whole game's moves fit easily
        MAX_QUERY_LENGTH=200,
        JSON_AS_ASCII=False,
    )
    if test_config is None:
        app.config.from_pyfile("config.py", silent=True)
    else:
        app.config.from_mapping(test_config)
    # app.json is typed as the JSONProvider base; the app keeps Flask's default provider
    json_provider = cast(DefaultJSONProvider, app.json)
    json_provider.ensure_ascii = False
    json_provider.sort_keys = False
    Path(app.instance_path).mkdir(parents=True, exist_ok=True)

    from tutor.web import api, errors, pages, play, search, security, tutorials

    security.init_app(app)
    errors.init_app(app)
    for module in (pages, search, tutorials, play, api):
        app.register_blueprint(module.bp)
    api.register_hint_aliases(app)
    return app
