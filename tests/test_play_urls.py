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
