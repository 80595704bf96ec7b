"""The published API description matches the routes the app serves."""

from __future__ import annotations

import re


def test_openapi_served(client):
    data = client.get("/api/openapi.json").get_json()
    assert data["openapi"].startswith("3.")


def test_every_api_route_is_described_and_every_description_is_routed(app):
    described = set(app.test_client().get("/api/openapi.json").get_json()["paths"])
    routed = set()
    for rule in app.url_map.iter_rules():
        if rule.rule.startswith("/api/"):
            routed.add(
                re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule).replace("{game_id}", "{game}")
            )
    assert routed == described
