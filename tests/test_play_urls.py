"""Play URLs carry whole games: compressed, far below the server's 8 KB request line, old
links still readable, and hostile ones refused in Korean."""

from __future__ import annotations

import base64
import json
import random
import zlib

import pytest

from tutor.engine import GameSpec, replay
from tutor.games import GAME_IDS, get_engine
from tutor.web.play import decode_moves, encode_moves

REQUEST_LINE_LIMIT = 8190  # gunicorn's largest request line (tutor/server.py)


def _random_game(game: str, players: int, seed: int) -> list[dict]:
    engine = get_engine(game)
    state = replay(GameSpec(game, players, {}, seed)).state
    rng = random.Random(seed)
    moves = []
    while not state.is_terminal() and len(moves) < 600:
        move = engine.choose_move(state, rng)
        state.apply(move)
        moves.append(move)
    return moves


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_whole_game_fits_in_a_url_and_replays(client, game):
    players = get_engine(game).max_players
    moves = _random_game(game, players, seed=11)
    url = f"/games/{game}/play?players={players}&seed=11&moves={encode_moves(moves)}"
    assert len(url) < REQUEST_LINE_LIMIT // 2, len(url)
    assert decode_moves(encode_moves(moves)) == json.loads(json.dumps(moves))
    assert client.get(url).status_code == 200


def test_the_first_uncompressed_format_still_reads():
    moves = [{"type": "draw"}]
    plain = base64.urlsafe_b64encode(json.dumps(moves).encode()).decode().rstrip("=")
    assert decode_moves(plain) == moves


@pytest.mark.parametrize("text", [
    "." + base64.urlsafe_b64encode(zlib.compress(b"[" + b"{}," * 400_000 + b"{}]")).decode(),
    "." + base64.urlsafe_b64encode(zlib.compress(b"[{}]")[:-3]).decode(),
    ".%%%", "." + base64.urlsafe_b64encode(b"not zlib").decode(),
    "." + base64.urlsafe_b64encode(zlib.compress(b"[" * 100 + b"]" * 100)).decode(),
    "." + base64.urlsafe_b64encode(zlib.compress(b'[{"x":"\\ud800"}]')).decode(),
])
def test_hostile_move_lists_are_korean_400(client, text):
    response = client.get("/games/azul/play", query_string={"players": "2", "seed": "1",
                                                             "moves": text})
    assert response.status_code == 400
    assert "수 목록" in response.get_data(as_text=True) or "JSON" in response.get_data(
        as_text=True) or "서로게이트" in response.get_data(as_text=True)


def _undo_moves(page_html: str) -> list[dict] | None:
    import html as html_lib
    import re
    from urllib.parse import parse_qs, urlparse

    found = re.search(r'href="([^"]*)" id="undo"', page_html)
    if found is None:
        return None
    query = parse_qs(urlparse(html_lib.unescape(found.group(1))).query)
    return decode_moves(query.get("moves", [""])[0])


def _after(client, url: str) -> tuple[str, list[dict]]:
    """The page a URL ends on (following the computer's replies) and its moves."""
    from urllib.parse import parse_qs, urlparse

    response = client.get(url, follow_redirects=True)
    assert response.status_code == 200
    final = response.request.url if hasattr(response, "request") else url
    query = parse_qs(urlparse(final).query)
    return response.get_data(as_text=True), decode_moves(query.get("moves", [""])[0])


def test_undo_against_the_computer_takes_back_the_persons_move_and_its_replies(client):
    start = replay(GameSpec("azul", 2, {}, 3)).state
    first = start.legal_moves()[0]
    page, moves = _after(client, f"/games/azul/play?players=2&seed=3&ai=1&moves="
                                 f"{encode_moves([first])}")
    assert len(moves) >= 2 and moves[0] == json.loads(json.dumps(first))  # the reply came
    assert _undo_moves(page) == []  # back to before the person's move, not to the reply
    state = replay(GameSpec("azul", 2, {}, 3, moves=moves)).state
    second = state.legal_moves()[0]
    page, more = _after(client, f"/games/azul/play?players=2&seed=3&ai=1&moves="
                                f"{encode_moves(moves + [second])}")
    assert len(more) > len(moves) + 1  # the computer replied again
    assert _undo_moves(page) == moves


def test_undo_without_the_computer_takes_back_one_move(client):
    state = replay(GameSpec("azul", 2, {}, 3)).state
    moves = []
    for _ in range(2):
        move = state.legal_moves()[0]
        state.apply(move)
        moves.append(json.loads(json.dumps(move)))
    page, _ = _after(client, f"/games/azul/play?players=2&seed=3&moves={encode_moves(moves)}")
    assert _undo_moves(page) == moves[:1]
    fresh, _ = _after(client, "/games/azul/play?players=2&seed=3")
    assert _undo_moves(fresh) is None
