"""The JSON API of INTERFACE.md: shapes, Korean errors, never a 500."""

from __future__ import annotations

import pytest

from tutor.games import GAME_IDS


def test_healthz(client):
    response = client.get("/healthz")
    assert response.status_code == 200 and response.get_data(as_text=True) == "ok"


def test_games(client):
    games = client.get("/api/games").get_json()
    assert [g["id"] for g in games] == list(GAME_IDS)
    assert all({"id", "name", "min_players", "max_players"} <= g.keys() for g in games)


def test_ask_shape(client):
    answer = client.get("/api/ask", query_string={"q": "조커 회수 언제 돼?"}).get_json()
    assert answer["query"] == "조커 회수 언제 돼?"
    assert answer["game"] == "rummikub"
    result = answer["results"][0]
    assert {
        "id",
        "kind",
        "game",
        "title",
        "body",
        "url",
        "score",
        "rule_ids",
        "sources",
    } <= result.keys()
    assert result["kind"] in {"rule", "faq", "term", "tip", "variant", "tutorial-step"}
    assert result["body"] and result["sources"]


def test_ask_with_game(client):
    answer = client.get(
        "/api/ask", query_string={"q": "시작 플레이어", "game": "indigo"}
    ).get_json()
    assert answer["game"] == "indigo"
    assert all(r["game"] == "indigo" for r in answer["results"])


@pytest.mark.parametrize(
    "query, status",
    [
        ({"q": ""}, 400),
        ({"q": "가" * 1000}, 400),
        ({"q": "조커", "game": "chess"}, 404),
        ({"q": "조커", "limit": "abc"}, 400),
    ],
)
def test_ask_bad_input(client, query, status):
    response = client.get("/api/ask", query_string=query)
    assert response.status_code == status
    error = response.get_json()["error"]
    assert any("\uac00" <= ch <= "\ud7a3" for ch in error)


def test_tutorial_api(client):
    data = client.get("/api/tutorials/azul/first-turn").get_json()
    assert data["game"] == "azul" and data["slug"] == "first-turn"
    step = data["steps"][0]
    assert {"n", "actor", "move", "narration", "rule_ids", "state"} <= step.keys()
    assert client.get("/api/tutorials/azul/nope").status_code == 404
    assert client.get("/api/tutorials/chess/x").status_code == 404


@pytest.mark.parametrize("game", GAME_IDS)
def test_play_fresh_game(client, game):
    data = client.post(f"/api/play/{game}", json={"players": 2, "seed": 3, "moves": []}).get_json()
    assert {"state", "to_move", "legal_moves", "events", "scores"} <= data.keys()
    assert data["to_move"] in (0, 1)


@pytest.mark.parametrize(
    "body",
    [
        "not json",
        {"players": "two"},
        {"players": 9},
        {"players": 2, "seed": -1},
        {"players": 2, "seed": 1, "moves": "x"},
        {"players": 2, "seed": 1, "options": {"zz": 1}},
        [1, 2, 3],
    ],
)
def test_play_bad_requests(client, body):
    if isinstance(body, str):
        response = client.post("/api/play/azul", data=body, content_type="application/json")
    else:
        response = client.post("/api/play/azul", json=body)
    assert response.status_code == 400
    assert isinstance(response.get_json()["error"], str)


def test_play_unknown_game(client):
    assert client.post("/api/play/chess", json={"players": 2}).status_code == 404


@pytest.mark.parametrize("game", GAME_IDS)
def test_play_illegal_or_malformed_move_is_422(client, game):
    response = client.post(
        f"/api/play/{game}",
        json={"players": 2, "seed": 1, "moves": [{"type": "no-such-move", "x": [None]}]},
    )
    assert response.status_code == 422
    error = response.get_json()["error"]
    assert error["move_index"] == 0 and error["message"]


def test_hint_route_of_a_game_with_hints_and_its_older_alias_agree(client):
    body = {"rack": ["r5", "r6", "r7", "j"], "table": [["b1", "b2", "b3"]], "initial": False}
    canonical = client.post("/api/games/rummikub/hint", json=body)
    alias = client.post("/api/rummikub/hint", json=body)
    assert canonical.status_code == alias.status_code == 200
    assert canonical.get_json() == alias.get_json()


@pytest.mark.parametrize("game", ["azul", "indigo", "no-such-game"])
def test_hint_route_of_a_game_without_hints_is_korean_404(client, game):
    response = client.post(f"/api/games/{game}/hint", json={"rack": ["r1"]})
    assert response.status_code == 404
    assert "힌트" in response.get_json()["error"] or "게임" in response.get_json()["error"]


def test_hint_api(client):
    data = client.post(
        "/api/rummikub/hint", json={"rack": ["r5", "r6", "r7", "j"], "table": [], "initial": False}
    )
    assert data.status_code == 200
    body = data.get_json()
    assert len(body["placed"]) == 4 and body["explanation"]
    bad = client.post("/api/rummikub/hint", json={"rack": ["x99"], "table": []})
    assert bad.status_code == 400 and bad.get_json()["error"]
