"""Fuzzing by input class: each class that once gave a 500 is generated at every place it can
reach, not tried with one example.

- integer parameters (query strings and form fields) given Unicode digits of categories Nd
  and No (``²``, ``①``, ``١``), signs, spaces and huge values;
- JSON bodies with lone surrogates, nesting past the limit, huge numbers and NaN, placed
  at a random key of a real request;
- every explicit set-up the content uses (tutorials and FAQ examples), with every key
  path in it replaced by a value of the wrong type, a nested list, a huge number, a lone
  surrogate or a Unicode digit: a set-up is validated as a whole, so each is a Korean 400
  (or, if it happens to be a valid set-up, a 200 whose state is in range);
- bodies over the size limit, with a length or chunked: 413.
"""

from __future__ import annotations

import importlib.util
import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tutor.db import ContentDB
from tutor.games import GAME_IDS

# loaded from its file, not through sys.path: tests/ on the path would shadow the
# conftest modules other folders import by name (as in tests/test_render_corpus.py)
_spec = importlib.util.spec_from_file_location(
    "tutor_tests_setup_keys", Path(__file__).resolve().parent / "setup_keys.py"
)
assert _spec is not None and _spec.loader is not None
_setup_keys_module = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_setup_keys_module)
setup_keys = _setup_keys_module.setup_keys

CLASSES = settings(
    max_examples=150,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# text that looks like a number to str.isdigit() or a person, but is not ASCII digits
unicode_digits = st.text(st.characters(categories=["Nd", "No"]), min_size=1, max_size=4)
integer_text = st.one_of(
    unicode_digits,
    st.tuples(st.integers(0, 99).map(str), unicode_digits).map("".join),
    st.integers(-(10**30), 10**30).map(str),
    st.sampled_from(
        [
            "²",
            "①",
            "¹²",
            "١٢",
            "٣",
            "𝟚",
            "Ⅻ",
            "½",
            " 2",
            "2 ",
            "+2",
            "-0",
            "0x10",
            "1e3",
            "2.0",
            "9" * 5000,
            "",
            " ",
            "\u00a0",
        ]
    ),
)
surrogates = st.text(st.characters(categories=["Cs"]), min_size=1, max_size=3)


def _has_korean(text: str) -> bool:
    return any("\uac00" <= ch <= "\ud7a3" for ch in text)


def _check_json(response: Any) -> None:
    assert response.status_code < 500, (response.status_code, response.data[:300])
    body = response.get_json(silent=True)
    assert body is not None, response.data[:200]
    if response.status_code >= 400:
        error = body["error"]
        assert _has_korean(error if isinstance(error, str) else error["message"]), error


def _check_page(response: Any) -> None:
    assert response.status_code < 500, (response.status_code, response.data[:300])
    if response.status_code >= 400:
        assert _has_korean(response.get_data(as_text=True))


# ----------------------------------------------------------------------- integer params

INT_PAGES = [
    ("/api/ask", {"q": "조커"}, "limit"),
    ("/games/azul/tutorials/first-turn", {}, "step"),
    ("/games/rummikub/play", {"tutorial": "first-turns"}, "step"),
    ("/games/azul/play", {"seed": "3"}, "players"),
    ("/games/indigo/play", {"players": "2"}, "seed"),
    ("/games/azul-summer-pavilion/play", {"players": "2", "seed": "4"}, "ai"),
    ("/games/azul/play", {}, "players"),
]


@CLASSES
@given(value=integer_text, which=st.sampled_from(INT_PAGES))
def test_integer_parameters_take_ascii_digits_only(client, value, which):
    path, params, name = which
    response = client.get(path, query_string={**params, name: value})
    if path.startswith("/api/"):
        _check_json(response)
    else:
        _check_page(response)


@CLASSES
@given(value=integer_text, game=st.sampled_from(GAME_IDS))
def test_new_game_form_players(client, value, game):
    _check_page(client.post(f"/games/{game}/play/new", data={"players": value}))


@pytest.mark.parametrize("value", ["²", "①", "¹²", "١", "9" * 5000])
def test_integer_reproducers_are_korean_400(client, value):
    response = client.get("/api/ask", query_string={"q": "x", "limit": value})
    assert response.status_code == 400 and _has_korean(response.get_json()["error"])
    page = client.get(f"/games/azul/tutorials/first-turn?step={quote(value)}")
    assert page.status_code == 404 and _has_korean(page.get_data(as_text=True))


# ----------------------------------------------------------------------- JSON bodies


def _deep(depth: int) -> Any:
    value: Any = 1
    for i in range(depth):
        value = [value] if i % 2 else {"a": value}
    return value


hostile = st.one_of(
    surrogates,
    st.builds(lambda s: {s: 1}, surrogates),
    st.integers(33, 900).map(_deep),  # json.dumps itself recurses
    st.sampled_from([2**63, -(2**63), 10**20, 10**300, 1e300, -1e308]),
    st.lists(surrogates, min_size=1, max_size=3),
)

BASE_BODIES = [
    (
        "/api/play/azul",
        {
            "players": 2,
            "seed": 1,
            "names": ["가", "나"],
            "options": {"wall": "colour"},
            "moves": [{"type": "take", "source": 0, "colour": "B", "line": 0}],
        },
    ),
    ("/api/play/azul-summer-pavilion", {"players": 3, "seed": 2, "setup": {"round": 1}}),
    ("/api/play/rummikub", {"players": 2, "seed": 3, "moves": [{"type": "draw"}]}),
    ("/api/play/indigo", {"players": 2, "seed": 4, "setup": {"tiles": ["straights"]}}),
    (
        "/api/games/rummikub/hint",
        {"rack": ["r5", "r6", "r7", "j"], "table": [["b1", "b2", "b3"]], "initial": False},
    ),
    (
        "/api/feedback",
        {
            "query": "바닥줄 감점 몇 점",
            "game": "azul",
            "entry_id": "azul.floor.penalty",
            "helpful": False,
        },
    ),
]


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from _paths(inner, (*prefix, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value[:2]):
            yield from _paths(inner, (*prefix, i))


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replace(value[head], rest, new)}
    out = list(value)
    out[head] = _replace(out[head], rest, new)
    return out


@CLASSES
@given(data=st.data(), which=st.sampled_from(BASE_BODIES), value=hostile)
def test_json_routes_refuse_hostile_values_at_any_key(client, data, which, value):
    path, body = which
    where = data.draw(st.sampled_from(list(_paths(body))))
    text = json.dumps(_replace(body, where, value))  # ASCII: surrogates as \\ud800 escapes
    _check_json(client.post(path, data=text, content_type="application/json"))


@pytest.mark.parametrize("path", [p for p, _ in BASE_BODIES])
@pytest.mark.parametrize(
    "text",
    [
        "[" * 1000 + "]" * 1000,
        '{"a":' * 5000 + "1" + "}" * 5000,
        '{"seed":1,"names":["\\ud800","b"]}',
        '{"seed":1,"options":{"\\udfff":1}}',
        '{"seed":NaN}',
        '{"seed":Infinity}',
        '{"rack":["r' + "9" * 5000 + '"],"names":1}',
        '{"seed":' + "9" * 5000 + "}",
    ],
)
def test_json_reproducers_are_korean_400(client, path, text):
    response = client.post(path, data=text, content_type="application/json")
    assert response.status_code == 400, (response.status_code, response.data[:200])
    assert _has_korean(response.get_json()["error"])


@CLASSES
@given(value=hostile, game=st.sampled_from(GAME_IDS))
def test_a_tried_move_in_the_url_refuses_hostile_json(client, value, game):
    """``?try=`` carries a move as JSON text: the same reader, the same classes."""
    text = json.dumps({"type": "take", "x": value})
    response = client.get(
        f"/games/{game}/play", query_string={"players": "2", "seed": "5", "try": text}
    )
    _check_page(response)


def test_deep_but_legal_strings_with_brackets_are_not_refused(client):
    # brackets inside strings do not count as nesting
    body = {"players": 2, "seed": 1, "names": ["[" * 20, "{" * 20], "x": '\\"[' * 3000}
    assert client.post("/api/play/azul", json=body).status_code == 200


@pytest.mark.parametrize(
    "tile", ["r" + "9" * 5000, "r" + "9" * 4000, "r²", "r①", "b١٢", "\ud800", "r5" * 3000]
)
def test_hint_refuses_any_non_tile(client, tile):
    for body in ({"rack": [tile]}, {"rack": ["r1"], "table": [[tile, "r2", "r3"]]}):
        response = client.post(
            "/api/games/rummikub/hint", data=json.dumps(body), content_type="application/json"
        )
        assert response.status_code == 400, (tile[:10], response.data[:200])
        assert _has_korean(response.get_json()["error"])


@pytest.mark.parametrize("chunked", [False, True])
def test_oversized_bodies_are_413(client, chunked):
    data = b"[" * (300 * 1024)
    if chunked:
        response = client.post(
            "/api/play/azul",
            input_stream=io.BytesIO(data),
            headers={"Transfer-Encoding": "chunked", "Content-Type": "application/json"},
            # as gunicorn marks a chunked body it has de-chunked
            environ_overrides={"wsgi.input_terminated": True},
        )
    else:
        response = client.post("/api/play/azul", data=data, content_type="application/json")
    assert response.status_code == 413
    assert _has_korean(response.get_json()["error"])


# ----------------------------------------------------------------------- set-ups

WRONG_VALUES: list[Any] = [
    None,
    True,
    -1,
    0,
    10**20,
    -(10**20),
    2**62,
    1e20,
    1.5,
    "",
    "²",
    "①",
    "x" * 300,
    [],
    [[1, [2]]],
    [None],
    [{"a": []}],
    {},
    {"a": [1]},
    {"B": 10**18},
    {"blue": 1e20},
    [10**18],
    ["blue"] * 500,
    _deep(20),
]


def _explicit_setups(db: ContentDB) -> list[tuple[str, int, dict[str, Any], dict[str, Any]]]:
    """(game, players, options, set-up) of every tutorial and FAQ example with a set-up."""
    found = []
    for game in GAME_IDS:
        for tutorial in db.tutorials(game):
            full = db.tutorial(game, tutorial["slug"])
            assert full is not None
            if full["setup"]:
                found.append((game, full["players"], full["options"] or {}, full["setup"]))
        for entry in db.entries(game):
            example = entry.get("example") or {}
            if example.get("setup"):
                found.append(
                    (
                        game,
                        example.get("players", 2),
                        example.get("options") or {},
                        example["setup"],
                    )
                )
    return found


def _shape(path: tuple[Any, ...]) -> tuple[Any, ...]:
    return tuple("#" if isinstance(p, int) else p for p in path)


def _with_every_key(setup: dict[str, Any], game: str) -> dict[str, Any]:
    """The set-up with every key the engine knows: absent ones get a placeholder, so that
    every key is replaced by every wrong value below."""
    return {**{key: None for key in sorted(setup_keys(game))}, **setup}


def test_every_setup_key_refuses_wrong_values(client, built_db):
    """Each key path of each game's set-ups (once per path shape), every wrong value; keys
    the content never uses are filled in so that they are tried too."""
    seen: set[tuple[Any, ...]] = set()
    requests = 0
    for game, players, options, setup in _explicit_setups(ContentDB(built_db)):
        for path in _paths(_with_every_key(setup, game)):
            if not path or (game, _shape(path)) in seen:
                continue
            seen.add((game, _shape(path)))
            for value in WRONG_VALUES:
                full = _with_every_key(setup, game)
                body = {
                    "players": players,
                    "options": options,
                    "seed": 1,
                    "setup": {
                        k: v
                        for k, v in _replace(full, path, value).items()
                        if v is not None or k in setup or k == path[0]
                    },
                }
                response = client.post(f"/api/play/{game}", json=body)
                requests += 1
                _check_json(response)
                if response.status_code == 200:
                    _assert_in_range(response.get_json()["state"], (game, path, value))
        for key in ("zz", "\ud800"):
            response = client.post(
                f"/api/play/{game}",
                data=json.dumps({"players": players, "setup": {**setup, key: 1}}),
                content_type="application/json",
            )
            assert response.status_code == 400, (game, key)
    assert requests > 500 and len({g for g, _ in seen}) == len(GAME_IDS)


def _assert_in_range(state: Any, where: Any) -> None:
    """A state built from a set-up holds no absurd number (a round of 10**20, a score of
    -1): every count, score and round a real game can reach is below 10,000."""
    stack = [state]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(v for k, v in item.items() if k != "seed")
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, int | float) and not isinstance(item, bool):
            assert -1000 < item < 10_000, (where, item)


# --------------------------------------------------------------- the reader's word (a form)

FEEDBACK_FORM = {
    "q": "바닥줄 감점 몇 점이야",
    "game": "azul",
    "near": "azul.floor.penalty",
    "entry": "azul.floor.penalty",
    "helpful": "0",
}
hostile_form_text = st.one_of(
    st.text(
        st.characters(categories=["Cc", "Cf", "Zs", "Zl", "Zp", "Co", "Mn", "So"]), max_size=20
    ),
    st.text(max_size=300),
    surrogates,
    integer_text,
    st.sampled_from(["가" * 201, "pick", "1", "0", "azul", ",,,", "a." * 60, "\x00", "%", "&q="]),
)


@CLASSES
@given(data=st.data(), value=hostile_form_text)
def test_feedback_form_refuses_hostile_values_at_any_field(client, data, value):
    """Any field of 「이 답이 질문에 맞나요?」's form, any class of text (as raw bytes: a lone
    surrogate travels as its UTF-8 bytes), or a field left out: never a 500, always Korean."""
    field = data.draw(st.sampled_from(sorted(FEEDBACK_FORM)))
    form = dict(FEEDBACK_FORM)
    if data.draw(st.booleans()):
        form[field] = value
    else:
        del form[field]
    body = "&".join(
        f"{quote(k)}={quote(v.encode('utf-8', 'surrogatepass'))}" for k, v in form.items()
    )
    response = client.post(
        "/search/feedback", data=body, content_type="application/x-www-form-urlencoded"
    )
    assert response.status_code in (303, 400, 404, 409), response.status_code
    _check_page(response)
