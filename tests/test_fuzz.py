"""API fuzzing: thousands of generated requests, never a 5xx, always a Korean JSON error.

Responses are also checked against the published OpenAPI schemas (tutor/web/openapi.py).
"""

from __future__ import annotations

import json
from urllib.parse import quote

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.games import GAME_IDS
from tutor.web.openapi import spec

SPEC = spec()
FUZZ = settings(max_examples=500, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])

odd_text = st.one_of(
    st.text(max_size=60),
    st.text(alphabet=st.sampled_from(
        list("ㄱㄴㄷㅏㅓ\u1100\u1161\u11a8\u0301\u200f\u202e\u0000\ufeff😀🀄가나다abc <>&\"'%")),
        max_size=80),
    st.sampled_from(["바닥줄 감점", "qkekrwnf", "ㅂㄷㅈ", "조커", "<script>alert(1)</script>",
                     "' OR 1=1 --", "가" * 300, " ", "\u0000", "%00", "🀄" * 50]),
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats(allow_nan=False)
    | odd_text,
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(odd_text, inner, max_size=5),
    max_leaves=20,
)
game_ids = st.one_of(st.sampled_from(GAME_IDS), odd_text.filter(lambda s: "/" not in s))
move_like = st.dictionaries(
    st.sampled_from(["type", "source", "colour", "color", "line", "space", "tiles", "table",
                     "cell", "rotation", "wilds", "keep", "choice", "bonus", "x"]),
    json_values, max_size=5)


def _has_korean(text: str) -> bool:
    return any("\uac00" <= ch <= "\ud7a3" for ch in text)


def _check(response, path: str, method: str) -> None:
    assert response.status_code < 500, (path, response.status_code)
    body = response.get_json(silent=True)
    assert body is not None, (path, response.status_code, response.data[:200])
    if response.status_code >= 400:
        error = body["error"]
        message = error if isinstance(error, str) else error["message"]
        assert _has_korean(message), message
    operation = SPEC["paths"][path][method]
    schema = operation["responses"].get(str(response.status_code))
    assert schema is not None, (path, response.status_code)
    jsonschema.validate(body, schema["content"]["application/json"]["schema"])


@FUZZ
@given(q=odd_text, game=st.one_of(st.none(), game_ids),
       limit=st.one_of(st.none(), st.integers(-5, 50).map(str), odd_text))
def test_fuzz_ask(client, q, game, limit):
    params = {"q": q}
    if game is not None:
        params["game"] = game
    if limit is not None:
        params["limit"] = limit
    _check(client.get("/api/ask", query_string=params), "/api/ask", "get")


@FUZZ
@given(game=game_ids, body=st.one_of(
    json_values,
    st.fixed_dictionaries({"players": st.integers(0, 6), "seed": st.integers(-3, 2**64)}),
    st.fixed_dictionaries({"players": st.integers(2, 4), "seed": st.integers(0, 1000),
                           "moves": st.lists(move_like, max_size=4)}),
    st.fixed_dictionaries({"players": st.integers(2, 4), "setup": json_values}),
), raw=st.one_of(st.none(), st.binary(max_size=40)))
def test_fuzz_play(client, game, body, raw):
    path = f"/api/play/{quote(game, safe='')}"
    if raw is not None:
        response = client.post(path, data=raw, content_type="application/json")
    else:
        response = client.post(path, data=json.dumps(body), content_type="application/json")
    if response.status_code == 404 and game not in GAME_IDS:
        assert _has_korean(response.get_json()["error"])
        return
    _check(response, "/api/play/{game}", "post")


tiles = st.one_of(st.sampled_from(["r1", "b13", "k7", "o5", "j", "r5", "r6", "r7"]), odd_text)


@FUZZ
@given(body=st.one_of(
    json_values,
    st.fixed_dictionaries({"rack": st.lists(tiles, max_size=15),
                           "table": st.lists(st.lists(tiles, max_size=6), max_size=5),
                           "initial": st.one_of(st.booleans(), json_values)}),
))
def test_fuzz_hint(client, body):
    response = client.post("/api/rummikub/hint", data=json.dumps(body),
                           content_type="application/json")
    _check(response, "/api/rummikub/hint", "post")


@FUZZ
@given(game=game_ids, slug=st.one_of(st.sampled_from(["first-turn", "first-round",
                                                      "first-turns", "scoring-examples"]),
                                     odd_text))
def test_fuzz_tutorials(client, game, slug):
    if not game.strip() or not slug.strip():
        return
    path = f"/api/tutorials/{quote(game, safe='')}/{quote(slug, safe='')}"
    response = client.get(path)
    if response.status_code == 404:
        assert _has_korean(response.get_json()["error"])
        return
    _check(response, "/api/tutorials/{game}/{slug}", "get")


def test_oversized_body_is_413_in_korean(client):
    response = client.post("/api/play/azul", data=b"[" * (300 * 1024),
                           content_type="application/json")
    assert response.status_code == 413
    assert _has_korean(response.get_json()["error"])


@pytest.mark.parametrize("path", ["/api/nope", "/api/play/azul"])
def test_unknown_route_or_method_is_json(client, path):
    response = client.get(path)
    assert response.status_code in (404, 405)
    assert _has_korean(response.get_json()["error"])
