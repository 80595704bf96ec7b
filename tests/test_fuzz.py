"""API fuzzing: thousands of generated requests, never a 5xx, always a Korean JSON error.

Responses are also checked against the published OpenAPI schemas (tutor/web/openapi.py).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any
from urllib.parse import quote

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.games import GAME_IDS
from tutor.web.openapi import spec

# loaded from its file, not through sys.path: tests/ on the path would shadow the
# conftest modules other folders import by name (as in tests/test_render_corpus.py)
_spec = importlib.util.spec_from_file_location(
    "tutor_tests_setup_keys", Path(__file__).resolve().parent / "setup_keys.py"
)
assert _spec is not None and _spec.loader is not None
_setup_keys_module = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_setup_keys_module)

pytestmark = pytest.mark.slow  # thousands of generated requests: `make test`, not `make check`

SPEC = spec()
FUZZ = settings(
    max_examples=500,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

odd_text = st.one_of(
    st.text(max_size=60),
    # lone surrogates, and digits int() refuses though str.isdigit() accepts them
    st.text(st.characters(categories=["Cs", "Nd", "No"]), min_size=1, max_size=6),
    st.text(
        alphabet=st.sampled_from(
            list("ㄱㄴㄷㅏㅓ\u1100\u1161\u11a8\u0301\u200f\u202e\u0000\ufeff😀🀄가나다abc <>&\"'%")
        ),
        max_size=80,
    ),
    st.sampled_from(
        [
            "바닥줄 감점",
            "qkekrwnf",
            "ㅂㄷㅈ",
            "조커",
            "<script>alert(1)</script>",
            "' OR 1=1 --",
            "가" * 300,
            " ",
            "\u0000",
            "%00",
            "🀄" * 50,
        ]
    ),
)


def _nested(depth: int) -> Any:
    value: Any = "x"
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    return value


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=False)
    | st.sampled_from([2**63, 10**300, 1e308, -(10**40)])
    | odd_text
    | st.integers(20, 900).map(_nested),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(odd_text, inner, max_size=5),
    max_leaves=20,
)
# set-ups whose keys are the engines' own, so values reach the set-up code
setup_keys = _setup_keys_module.all_setup_keys()
setups = st.dictionaries(st.sampled_from(setup_keys), json_values, max_size=4)
game_ids = st.one_of(st.sampled_from(GAME_IDS), odd_text.filter(lambda s: "/" not in s))
move_like = st.dictionaries(
    st.sampled_from(
        [
            "type",
            "source",
            "colour",
            "color",
            "line",
            "space",
            "tiles",
            "table",
            "cell",
            "rotation",
            "wilds",
            "keep",
            "choice",
            "bonus",
            "x",
        ]
    ),
    json_values,
    max_size=5,
)


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
@given(
    q=odd_text,
    game=st.one_of(st.none(), game_ids),
    limit=st.one_of(
        st.none(),
        st.integers(-5, 50).map(str),
        odd_text,
        st.text(st.characters(categories=["Nd", "No"]), min_size=1),
    ),
)
def test_fuzz_ask(client, q, game, limit):
    params = {"q": q}
    if game is not None:
        params["game"] = game
    if limit is not None:
        params["limit"] = limit
    # as a client would send them: UTF-8, lone surrogates as their (invalid) three bytes
    query = "&".join(f"{k}={quote(v.encode('utf-8', 'surrogatepass'))}" for k, v in params.items())
    _check(client.get(f"/api/ask?{query}"), "/api/ask", "get")


@FUZZ
@given(
    game=game_ids,
    body=st.one_of(
        json_values,
        st.fixed_dictionaries({"players": st.integers(0, 6), "seed": st.integers(-3, 2**64)}),
        st.fixed_dictionaries(
            {
                "players": st.integers(2, 4),
                "seed": st.integers(0, 1000),
                "moves": st.lists(move_like, max_size=4),
            }
        ),
        st.fixed_dictionaries({"players": st.integers(2, 4), "setup": json_values}),
        st.fixed_dictionaries({"players": st.integers(2, 4), "setup": setups}),
    ),
    raw=st.one_of(st.none(), st.binary(max_size=40)),
)
def test_fuzz_play(client, game, body, raw):
    path = f"/api/play/{quote(game.encode('utf-8', 'surrogatepass'), safe='')}"
    if raw is not None:
        response = client.post(path, data=raw, content_type="application/json")
    else:
        response = client.post(path, data=json.dumps(body), content_type="application/json")
    if response.status_code == 404 and game not in GAME_IDS:
        assert _has_korean(response.get_json()["error"])
        return
    _check(response, "/api/play/{game}", "post")


tiles = st.one_of(st.sampled_from(["r1", "b13", "k7", "o5", "j", "r5", "r6", "r7"]), odd_text)


@pytest.mark.parametrize("path", ["/api/games/rummikub/hint", "/api/rummikub/hint"])
@FUZZ
@given(
    body=st.one_of(
        json_values,
        st.fixed_dictionaries(
            {
                "rack": st.lists(tiles, max_size=15),
                "table": st.lists(st.lists(tiles, max_size=6), max_size=5),
                "initial": st.one_of(st.booleans(), json_values),
            }
        ),
    )
)
def test_fuzz_hint(client, body, path):
    response = client.post(path, data=json.dumps(body), content_type="application/json")
    _check(response, "/api/games/{game}/hint" if "/games/" in path else path, "post")


@FUZZ
@given(
    game=game_ids,
    slug=st.one_of(
        st.sampled_from(["first-turn", "first-round", "first-turns", "scoring-examples"]), odd_text
    ),
)
def test_fuzz_tutorials(client, game, slug):
    if not game.strip() or not slug.strip():
        return
    path = "/api/tutorials/" + "/".join(
        quote(part.encode("utf-8", "surrogatepass"), safe="") for part in (game, slug)
    )
    response = client.get(path)
    if response.status_code == 404:
        assert _has_korean(response.get_json()["error"])
        return
    _check(response, "/api/tutorials/{game}/{slug}", "get")


def test_oversized_body_is_413_in_korean(client):
    response = client.post(
        "/api/play/azul", data=b"[" * (300 * 1024), content_type="application/json"
    )
    assert response.status_code == 413
    assert _has_korean(response.get_json()["error"])


@pytest.mark.parametrize("path", ["/api/nope", "/api/play/azul"])
def test_unknown_route_or_method_is_json(client, path):
    response = client.get(path)
    assert response.status_code in (404, 405)
    assert _has_korean(response.get_json()["error"])
