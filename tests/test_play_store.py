"""The game store behind 직접 해보기: short URLs for games of any length, moves that are never
lost or doubled, undo, hand-over on a shared device, nothing secret in what the browser gets;
links from before the store (moves in the URL) still open, hostile ones refused in Korean."""

from __future__ import annotations

import base64
import html
import json
import random
import re
import threading
import zlib
from collections import Counter
from urllib.parse import urlparse

import pytest

from tutor.engine import GameSpec, replay
from tutor.games import GAME_IDS, get_engine
from tutor.gamestore import MAX_MOVES, GameStore, GameTooLong, StoredGame, valid_id
from tutor.web.play import decode_moves, encode_moves

REQUEST_LINE_LIMIT = 8190  # gunicorn's largest request line (tutor/server.py)


def _store(app) -> GameStore:
    return GameStore(app.config["GAMES_DATABASE"])


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
def test_an_old_whole_game_link_becomes_a_short_stored_game(client, app, game):
    players = get_engine(game).max_players
    moves = _random_game(game, players, seed=11)
    url = f"/games/{game}/play?players={players}&seed=11&moves={encode_moves(moves)}"
    assert len(url) < REQUEST_LINE_LIMIT // 2, len(url)
    assert decode_moves(encode_moves(moves)) == json.loads(json.dumps(moves))
    response = client.get(url)
    assert response.status_code == 303
    location = response.headers["Location"]
    assert len(location) < 200 and "seed" not in location and "moves" not in location
    stored = _store(app).get(location.rstrip("/").split("/")[-1])
    assert stored.moves == json.loads(json.dumps(moves))
    page = client.get(location).get_data(as_text=True)
    assert "게임이 끝났습니다" in page


def test_the_first_uncompressed_format_still_reads():
    moves = [{"type": "draw"}]
    plain = base64.urlsafe_b64encode(json.dumps(moves).encode()).decode().rstrip("=")
    assert decode_moves(plain) == moves


@pytest.mark.parametrize(
    "text",
    [
        "." + base64.urlsafe_b64encode(zlib.compress(b"[" + b"{}," * 400_000 + b"{}]")).decode(),
        "." + base64.urlsafe_b64encode(zlib.compress(b"[{}]")[:-3]).decode(),
        ".%%%",
        "." + base64.urlsafe_b64encode(b"not zlib").decode(),
        "." + base64.urlsafe_b64encode(zlib.compress(b"[" * 100 + b"]" * 100)).decode(),
        "." + base64.urlsafe_b64encode(zlib.compress(b'[{"x":"\\ud800"}]')).decode(),
    ],
)
def test_hostile_move_lists_are_korean_400(client, text):
    response = client.get(
        "/games/azul/play", query_string={"players": "2", "seed": "1", "moves": text}
    )
    assert response.status_code == 400
    assert (
        "수 목록" in response.get_data(as_text=True)
        or "JSON" in response.get_data(as_text=True)
        or "서로게이트" in response.get_data(as_text=True)
    )


def _gid(location: str) -> str:
    return urlparse(location).path.rstrip("/").split("/")[-1]


def _new(client, game: str, **query: str) -> str:
    """A new stored game: its page path."""
    response = client.get(f"/games/{game}/play", query_string=query)
    assert response.status_code == 303, response.get_data(as_text=True)
    location = response.headers["Location"]
    assert len(location) < 200
    return urlparse(location).path


def _play_data(page: str) -> dict:
    found = re.search(r'<script type="application/json" id="play-data">(.*?)</script>', page, re.S)
    assert found, "no play data"
    return json.loads(html.unescape(found.group(1)))


def _post_move(client, path: str, move: dict, ply: int):
    return client.post(path, data={"move": json.dumps(move), "ply": str(ply)})


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_new_game_against_the_computer_is_stored_under_a_short_id(client, app, game):
    # the "컴퓨터와 연습하기" button of the game, tutorial and list pages
    response = client.post(f"/games/{game}/play/new", data={"players": "2", "vs_computer": "1"})
    assert response.status_code == 303
    path = urlparse(response.headers["Location"]).path
    stored = _store(app).get(_gid(path))
    assert stored is not None and stored.game == game and stored.ai == [1]
    page = client.get(path).get_data(as_text=True)
    assert "<svg" in page and "지금 차례" in page
    assert str(stored.seed) not in re.findall(r'"seed":\s*(\d+)', page)  # never sent


@pytest.mark.parametrize("query", ["", "?players=3", "?players=2&ai=1", "?ai="])
def test_a_plain_link_to_play_stores_nothing_and_offers_the_start_form(client, app, query):
    """Crawlers and prefetching follow links: only a POST makes a game."""
    before = _store(app).count()
    response = client.get(f"/games/azul/play{query}")
    page = response.get_data(as_text=True)
    assert response.status_code == 200 and 'action="/games/azul/play/new"' in page
    assert 'name="players"' in page and "noindex" in page
    assert _store(app).count() == before
    if "players=3" in query:
        assert '<option value="3" selected>' in page


def test_robots_keep_crawlers_out_of_played_games(client):
    response = client.get("/robots.txt")
    assert response.status_code == 200 and response.mimetype == "text/plain"
    assert "Disallow: /games/*/play" in response.get_data(as_text=True)


def test_moves_are_made_by_post_with_the_ply_seen_and_the_computer_replies(client, app):
    path = _new(client, "azul", players="2", ai="1", seed="3")
    store = _store(app)
    stored = store.get(_gid(path))
    state = replay(stored.spec()).state
    move = state.legal_moves()[0]
    response = _post_move(client, path, move, stored.ply)
    assert response.status_code == 303
    after = store.get(stored.id)
    assert after.moves[0] == json.loads(json.dumps(move)) and after.ply >= 2  # a reply too
    # the same form sent twice (a double click, a second tab) is not made twice
    again = _post_move(client, path, move, stored.ply)
    assert "stale=1" in again.headers["Location"]
    assert store.get(stored.id).moves == after.moves
    assert "먼저 수를 두었습니다" in client.get(again.headers["Location"]).get_data(as_text=True)


def test_an_illegal_move_is_refused_with_its_rule_and_nothing_is_stored(client, app):
    path = _new(client, "azul", players="2", ai="1", seed="3")
    response = _post_move(
        client, path, {"type": "take", "source": 0, "colour": "blue", "line": 9}, 0
    )
    assert response.status_code == 303 and "try=" in response.headers["Location"]
    assert _store(app).get(_gid(path)).ply == 0
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "근거 규칙" in page and "패턴 줄" in page


def test_undo_against_the_computer_takes_back_the_persons_move_and_its_replies(client, app):
    path = _new(client, "azul", players="2", ai="1", seed="3")
    store = _store(app)
    stored = store.get(_gid(path))
    first = replay(stored.spec()).state.legal_moves()[0]
    _post_move(client, path, first, 0)
    after_first = store.get(stored.id).moves
    assert len(after_first) >= 2
    second = replay(store.get(stored.id).spec()).state.legal_moves()[0]
    _post_move(client, path, second, len(after_first))
    assert len(store.get(stored.id).moves) > len(after_first) + 1
    client.post(path, data={"undo": "1", "ply": str(store.get(stored.id).ply)})
    assert store.get(stored.id).moves == after_first
    client.post(path, data={"undo": "1", "ply": str(len(after_first))})
    assert store.get(stored.id).moves == []
    assert 'id="undo"' not in client.get(path).get_data(as_text=True)


def test_undo_without_the_computer_takes_back_one_move(client, app):
    path = _new(client, "azul", players="2", seed="3")
    store = _store(app)
    for _ in range(2):
        game = store.get(_gid(path))
        _post_move(client, path, replay(game.spec()).state.legal_moves()[0], game.ply)
    moves = store.get(_gid(path)).moves
    client.post(path, data={"undo": "1", "ply": "2"})
    assert store.get(_gid(path)).moves == moves[:1]


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_computer_against_computer_game_reaches_its_end(client, game):
    path = _new(client, game, players="2", ai="0,1", seed="3")
    page = client.get(path, follow_redirects=True).get_data(as_text=True)
    while "이어서 보기" in page:  # a long computer game continues a page at a time
        page = client.get(path).get_data(as_text=True)
    assert "게임이 끝났습니다" in page


def _computer_tiles(app, path: str) -> tuple[dict, list[str]]:
    stored = _store(app).get(_gid(path))
    state = replay(stored.spec()).state.to_json()
    return state, state["racks"][1]


def test_the_computers_rack_and_the_pool_never_reach_the_browser(client, app):
    path = _new(client, "rummikub", players="2", ai="1", seed="8")
    page = client.get(path).get_data(as_text=True)
    state, computer = _computer_tiles(app, path)
    data = _play_data(page)
    assert data["state"]["racks"][1] is None and data["state"]["pool"] is None
    assert data["state"]["racks"][0] == state["racks"][0]
    assert data["state"]["rack_counts"] == state["rack_counts"]
    assert "spec" not in data and "seed" not in json.dumps(data)
    # a draw by the computer says how many, never which
    for _ in range(3):
        stored = _store(app).get(_gid(path))
        _post_move(client, path, {"type": "draw"}, stored.ply)
    page = client.get(path).get_data(as_text=True)
    assert _play_data(page)["state"]["racks"][1] is None
    computer_now = _computer_tiles(app, path)[1]
    tiles_in_page = set(re.findall(r"\b[rbko](?:1[0-3]|[1-9])\b", page))
    mine = set(_play_data(page)["state"]["racks"][0])
    table = {t for s in _play_data(page)["state"]["table"] for t in s}
    assert not (set(computer_now) - mine - table) & tiles_in_page


def test_the_person_is_told_which_tile_they_drew_and_never_which_the_computer_did(client, app):
    from tutor.games.rummikub.sets import tile_name

    path = _new(client, "rummikub", players="2", ai="1", seed="8")
    stored = _store(app).get(_gid(path))
    mine = replay(stored.spec()).state.to_json()["racks"][0]
    response = _post_move(client, path, {"type": "draw"}, stored.ply)
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    now = _play_data(page)["state"]["racks"][0]
    drawn = list((Counter(now) - Counter(mine)).elements())
    assert len(drawn) == 1
    assert f"(가져온 타일: {tile_name(drawn[0])})" in page
    # the computer's own draws (it drew or played after the person) are never named
    assert page.count("가져온 타일:") == 1


@pytest.mark.parametrize("seed", ["8", "3"])
def test_a_new_rummikub_game_says_who_starts_and_why(client, app, seed):
    """The computer sometimes moved first with no word why: the tiles drawn to pick the
    starter are said while the first round of turns is on the page."""
    path = _new(client, "rummikub", players="2", ai="1", seed=seed)
    stored = _store(app).get(_gid(path))
    start = replay(stored.spec()).state  # before any move
    draws = start.to_json()["start_draw"][-1]
    starter = max(range(2), key=lambda seat: int(draws[seat][1:]) if draws[seat] != "j" else 0)
    page = client.get(path).get_data(as_text=True)
    found = re.search(r'<p class="small opening" id="opening">([^<]+)</p>', page)
    assert found is not None
    assert f"플레이어 {starter + 1}부터" in found.group(1)
    assert "플레이어 1 " in found.group(1) and "플레이어 2 " in found.group(1)
    # once everyone has moved, it is no longer said
    while _store(app).get(_gid(path)).ply < 2:
        _post_move(client, path, {"type": "draw"}, _store(app).get(_gid(path)).ply)
    assert 'id="opening"' not in client.get(path).get_data(as_text=True)


def test_the_judge_api_answers_for_the_stored_position_with_what_the_person_may_see(client, app):
    path = _new(client, "rummikub", players="2", ai="1", seed="8")
    gid = _gid(path)
    start = _store(app).get(gid).ply  # the computer may have started
    ok = client.post(f"/api/games/rummikub/play/{gid}/try", json={"moves": [{"type": "draw"}]})
    assert ok.status_code == 200
    draw = next(e for e in ok.get_json()["events"] if e["type"] == "draw")
    # a draw judged, not made, tells no tile (one could peek at the pool, then play instead)
    assert "tiles" not in draw and "가져온 타일" not in draw["text"]
    bad = client.post(
        f"/api/games/rummikub/play/{gid}/try",
        json={"moves": [{"type": "play", "table": [["r1", "r2"]]}]},
    )
    assert bad.status_code == 422 and bad.get_json()["error"]["rule_id"]
    assert _store(app).get(gid).ply == start  # judging stores nothing
    for body in ({}, {"moves": []}, {"moves": [1]}, {"moves": [{}] * 9}, []):
        response = client.post(f"/api/games/rummikub/play/{gid}/try", json=body)
        assert response.status_code == 400 and "moves" in response.get_json()["error"]


@pytest.mark.parametrize("game", ["rummikub", "indigo"])
def test_people_sharing_a_device_hand_it_over_and_see_only_their_own_tiles(client, app, game):
    path = _new(client, game, players="2", seed="4")
    first = client.get(path).get_data(as_text=True)
    assert "play-data" not in first and "<svg" not in first and 'id="ready"' in first
    ready = re.search(r'href="([^"]*)" id="ready"', first).group(1)
    page = client.get(html.unescape(ready)).get_data(as_text=True)
    data = _play_data(page)
    hidden_key = "racks" if game == "rummikub" else "hands"
    mover = data["to_move"]
    assert data["state"][hidden_key][mover] is not None
    assert data["state"][hidden_key][1 - mover] is None
    stored = _store(app).get(_gid(path))
    move = replay(stored.spec()).state.random_move(random.Random(1))
    _post_move(client, path, move, 0)
    handover = client.get(path).get_data(as_text=True)
    assert "넘겨주세요" in handover and "play-data" not in handover
    ready = re.search(r'href="([^"]*)" id="ready"', handover).group(1)
    data = _play_data(client.get(html.unescape(ready)).get_data(as_text=True))
    assert data["state"][hidden_key][1 - mover] is not None
    assert data["state"][hidden_key][mover] is None


def test_a_shared_position_is_read_only_and_can_be_played_on_as_a_new_game(client, app):
    path = _new(client, "azul", players="2", ai="1", seed="3")
    store = _store(app)
    _post_move(client, path, replay(store.get(_gid(path)).spec()).state.legal_moves()[0], 0)
    page = client.get(path, query_string={"ply": "0"}).get_data(as_text=True)
    assert "0수째 위치" in page and 'name="move"' not in page.split('id="commit-form"')[0]
    fork = client.post(f"{path}/fork", data={"ply": "0"})
    assert fork.status_code == 303
    copy = store.get(_gid(fork.headers["Location"]))
    assert copy.id != _gid(path) and copy.moves == [] and copy.seed == store.get(_gid(path)).seed


def test_a_tutorial_step_stays_a_public_link_and_its_first_move_starts_a_stored_game(client, app):
    page = client.get("/games/azul/play?tutorial=first-turn&step=1").get_data(as_text=True)
    data = _play_data(page)
    assert data["judge"]["url"] == "/api/play/azul"
    move = data["judge"]["body"]
    state = replay(
        GameSpec(
            "azul",
            move["players"],
            move.get("options") or {},
            move.get("seed"),
            move.get("setup"),
            None,
            move["moves"],
        )
    ).state
    legal = state.legal_moves()[0]
    response = client.post(
        "/games/azul/play/new",
        data={"tutorial": "first-turn", "step": "1", "move": json.dumps(legal)},
    )
    assert response.status_code == 303
    stored = _store(app).get(_gid(response.headers["Location"]))
    assert stored.origin == {"tutorial": "first-turn", "step": 1}
    assert stored.moves == [json.loads(json.dumps(legal))] and stored.base == move["moves"]


def test_a_stored_game_that_no_longer_replays_says_why_in_korean(client, app):
    legal = _random_game("azul", 2, seed=5)[:2]
    broken = _store(app).create(
        StoredGame(game="azul", players=2, seed=5, moves=legal + [legal[0]])
    )
    response = client.get(f"/games/azul/play/{broken.id}")
    assert response.status_code == 409
    page = html.unescape(response.get_data(as_text=True))
    found = re.search(r"저장된 게임을 다시 둘 수 없습니다: 3번째 수에서 ([^<]+)</h1>", page)
    assert found and re.search("[가-힣]", found.group(1)), page  # the rule's own message
    assert "move " not in page


def test_unknown_games_and_bad_forms_are_korean(client):
    for url in (
        "/games/azul/play/zzzzzzzz",
        "/games/azul/play/" + "a" * 300,
        "/games/azul/play/%00",
    ):
        response = client.get(url)
        assert response.status_code == 404
    path = _new(client, "azul", players="2", seed="3")
    for data, message in (
        ({"move": "{", "ply": "0"}, "수를 읽을 수 없습니다."),
        ({"move": "[]", "ply": "0"}, "수는 JSON 객체여야 합니다."),
        ({"move": '{"type":"take"}', "ply": "x"}, "ply: 0부터 1000000 사이의 정수를"),
        ({"ply": "0"}, "수를 읽을 수 없습니다."),
    ):
        response = client.post(path, data=data)
        assert response.status_code == 400, data
        assert f"<h1>400 · {message}" in response.get_data(as_text=True), data


def test_the_store_keeps_games_within_bounds(tmp_path):
    store = GameStore(tmp_path / "games.db")
    old = store.create(StoredGame(game="azul", players=2, seed=1), now=1000.0)
    empty = store.create(StoredGame(game="azul", players=2, seed=1), now=1000.0 + 29 * 86400)
    played = store.create(
        StoredGame(game="azul", players=2, seed=1, moves=[{"type": "x"}]), now=1000.0 + 29 * 86400
    )
    store.purge(now=1000.0 + 31 * 86400)  # (creation purged the oldest already)
    assert store.count() == 1
    assert store.get(old.id) is None and store.get(empty.id) is None
    assert store.get(played.id) is not None
    with pytest.raises(GameTooLong):
        store.create(StoredGame(game="azul", players=2, seed=1, moves=[{}] * (MAX_MOVES + 1)))
    assert not valid_id("abc") and not valid_id("0" * 8) and valid_id(played.id)


def test_no_move_is_lost_or_doubled_under_64_concurrent_players(tmp_path):
    """64 players at once, each on their own game, and 8 of them racing on one shared game:
    every game ends with exactly the moves that were acknowledged, no "database is locked"."""
    store = GameStore(tmp_path / "games.db")
    shared = store.create(StoredGame(game="azul", players=2, seed=1))
    errors: list[BaseException] = []
    acknowledged: list[int] = []
    lock = threading.Lock()

    def own_game(n: int) -> None:
        try:
            mine = GameStore(tmp_path / "games.db")
            game = mine.create(StoredGame(game="azul", players=2, seed=n))
            for i in range(20):
                assert mine.set_moves(game, i, game.moves + [{"n": n, "i": i}])
            assert [m["i"] for m in mine.get(game.id).moves] == list(range(20))
        except BaseException as exc:  # noqa: BLE001 - collected for the assertion
            errors.append(exc)

    def racer(n: int) -> None:
        try:
            mine = GameStore(tmp_path / "games.db")
            for _ in range(25):
                game = mine.get(shared.id)
                if mine.set_moves(game, game.ply, game.moves + [{"by": n}]):
                    with lock:
                        acknowledged.append(n)
        except BaseException as exc:  # noqa: BLE001
            errors.append(exc)

    threads = [threading.Thread(target=own_game, args=(n,)) for n in range(56)]
    threads += [threading.Thread(target=racer, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors, errors[:3]
    final = store.get(shared.id).moves
    assert sorted(m["by"] for m in final) == sorted(acknowledged)
    assert store.count() == 57


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_view_of_a_game_renders_and_holds_no_other_seats_secrets(game):
    from tutor.games import get_game, render_svg, view_for

    players = get_engine(game).max_players
    spec = GameSpec(game, players, {}, 5)
    state = replay(spec).state
    rng = random.Random(5)
    for step in range(60):
        if state.is_terminal():
            break
        events = state.apply(get_engine(game).choose_move(state, rng))
        if step % 7:
            continue
        full = state.to_json()
        for viewer in [None, *range(players)]:
            seen, shown = view_for(game, json.loads(json.dumps(full)), events, viewer)
            assert "<svg" in render_svg(game, seen, highlight={"events": shown})
            json.dumps(seen)
            if get_game(game).private_hands:
                key = "racks" if "racks" in full else "hands"
                for seat in range(players):
                    assert (seen[key][seat] is None) == (seat != viewer)
                for event in shown:
                    if event.get("type") == "draw" and event.get("player") != viewer:
                        assert "tiles" not in event and "tile" not in event
            assert "bag" not in seen and not seen.get("pool")


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_previewed_move_tells_nothing_it_would_draw(game):
    """A move shown before it is played (``preview``): Rummikub's 한 장 뽑기 said the tile it
    would take, Indigo's placement showed the pile's next tile in hand, Azul's and Summer
    Pavilion's last move of a round drew the next round's factories, and a Summer Pavilion bonus
    the supply's refill. The mover sees them once the move is made."""
    from tutor.games import view_for

    players = get_engine(game).max_players
    state = replay(GameSpec(game, players, {}, 7)).state
    rng = random.Random(7)
    checked = 0
    for _ in range(200):
        if state.is_terminal():
            break
        mover = state.current_player()
        before = state.to_json()
        events = state.apply(get_engine(game).choose_move(state, rng))
        for viewer in {mover, None}:
            seen, shown = view_for(
                game, json.loads(json.dumps(state.to_json())), events, viewer, preview=True
            )
            for event in shown:
                assert "tiles" not in event or event.get("type") != "draw"
                assert "tile" not in event or event.get("type") != "draw"
            drew = [
                e for e in events if e.get("type") == "draw" and (e.get("tiles") or e.get("tile"))
            ]
            if drew and viewer is not None:
                key = "racks" if "racks" in before else "hands"
                # what the mover is shown holding, it held before the move (less what it played)
                held = list(before[key][mover])
                for tile in seen[key][mover]:
                    assert tile in held, (tile, before[key][mover])
                    held.remove(tile)
                checked += 1
            if any(e.get("type") in ("refill", "round") for e in events):
                assert all(not f for f in seen["factories"])  # the next round's factories
                checked += 1
            for event in shown:
                if event.get("type") == "supply-refill":  # Summer Pavilion's after a bonus
                    assert "tiles" not in event
                    left = list(before["supply"])
                    for tile in seen["supply"]:
                        assert tile in left
                        left.remove(tile)
                    checked += 1
    assert checked


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_computer_says_why_it_chose_its_moves(client, app, game):
    path = _new(client, game, players="2", ai="1", seed="6")
    store = _store(app)
    for _ in range(3):
        stored = store.get(_gid(path))
        state = replay(stored.spec()).state
        if state.is_terminal():
            break
        move = state.legal_moves()[0] if state.legal_moves() else {"type": "draw"}
        _post_move(client, path, move, stored.ply)
    stored = store.get(_gid(path))
    movers = replay(stored.spec()).movers
    computer = [i for i, seat in enumerate(movers) if seat == 1]
    assert computer and all(stored.reasons.get(str(i)) for i in computer)
    page = client.get(path).get_data(as_text=True)
    assert "방금 둔 수와 컴퓨터의 까닭" in page
    # the person's own move is said back first (only the computer's replies were shown)
    mine = re.search(r'<li class="mine">(.*?)</li>', page, re.S)
    assert mine is not None and mine.group(1).strip()
    # each move says who played it once (「플레이어 1: 플레이어 1: …」 said it twice)
    listed = page[page.index('class="events computer-moves"') :]
    for item in re.findall(r"<li[^>]*>(.*?)</li>", listed[: listed.index("</ol>")], re.S):
        text = re.sub(r"<[^>]+>", "", item)
        who = re.match(r"([^:]+?)(?: \(컴퓨터\))?: ", text)
        assert who is None or not text[who.end() :].startswith(who.group(1)), text
    last = stored.reasons[str(computer[-1])]
    assert html.escape(last, quote=False) in page or last in html.unescape(page)
    # an undo drops the reasons of the moves it takes back
    client.post(path, data={"undo": "1", "ply": str(stored.ply)})
    after = store.get(_gid(path))
    assert all(int(k) < after.ply for k in after.reasons)


def test_a_store_from_before_the_reasons_column_is_upgraded_in_place(tmp_path):
    import sqlite3

    path = tmp_path / "games.db"
    old = sqlite3.connect(path)
    old.executescript("""CREATE TABLE games (id TEXT PRIMARY KEY, game TEXT NOT NULL,
        spec TEXT NOT NULL, moves TEXT NOT NULL, ai TEXT NOT NULL, origin TEXT NOT NULL,
        ply INTEGER NOT NULL, created REAL NOT NULL, touched REAL NOT NULL);""")
    old.close()
    store = GameStore(path)
    game = store.create(StoredGame(game="azul", players=2, seed=1))
    assert store.set_moves(game, 0, [{"type": "x"}], {"0": "까닭"})
    assert store.get(game.id).reasons == {"0": "까닭"}


def test_a_previewed_move_never_shows_the_next_players_hand(client):
    # a tutorial step tried on one device (a public link): the result shown before the move is
    # made is what the one moving may see, not the tile the next player holds (the device is
    # handed over once the move is made)
    base = {"tutorial": "first-turns", "step": "1"}
    page = client.get("/games/indigo/play", query_string=base).get_data(as_text=True)
    move = html.unescape(re.findall(r'data-move="([^"]+)"', page)[0])
    page = client.get("/games/indigo/play", query_string={**base, "try": move}).get_data(
        as_text=True
    )
    preview = page[page.index('class="board preview') :]
    preview = preview[: preview.index("</svg>")]
    assert "수철" in preview and "손에 든 타일" not in preview


def test_trying_a_tutorial_step_plays_against_the_computer_without_a_hand_over(client):
    # 「여기서 직접 해보기」 seats the reader at the step's mover and the computer at the others:
    # one person learning alone was asked to hand the device to 수철 after every move
    page = client.get("/games/indigo/tutorials/first-turns?step=1").get_data(as_text=True)
    link = html.unescape(re.search(r'<a href="([^"]+)">여기서 직접 해보기</a>', page).group(1))
    assert "ai=0" in link  # 유미 (seat 1) moves after step 1; 수철 is the computer
    page = client.get(link).get_data(as_text=True)
    move = html.unescape(re.findall(r'data-move="([^"]+)"', page)[0])
    form = re.search(r'id="commit-form" hidden>(.*?)</form>', page, re.S).group(1)
    fields = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)">', form))
    played = client.post("/games/indigo/play/new", data={**fields, "move": move})
    page = client.get(played.headers["Location"], follow_redirects=True).get_data(as_text=True)
    assert "넘겨주세요" not in page and "수철 (컴퓨터)" in page


def test_the_table_editor_names_the_rule_of_a_refusal(client):
    # Rummikub's table editor judges on the page: its refusal names the rule by its title
    # (「근거 규칙: 규칙 설명 보기」 named none); a page without such controls carries no titles
    def play_data(game, tutorial):
        page = client.get(f"/games/{game}/play", query_string={"tutorial": tutorial, "step": 1})
        text = page.get_data(as_text=True)
        found = re.search(r'<script type="application/json" id="play-data">(.*?)</script>', text)
        return json.loads(found.group(1))

    titles = play_data("rummikub", "first-turns")["rule_titles"]
    assert titles["rummikub.turn.play-from-rack"] and titles["rummikub.sets.run"]
    assert all(re.search("[가-힣]", t) for t in titles.values())
    assert play_data("azul", "first-turn")["rule_titles"] == {}


def test_a_move_made_comes_back_at_what_happened(client, app):
    """After a move the page opens at what happened and the board under it, not at the top of
    the page (on a phone the board was 600-1000 px down after every move)."""
    path = _new(client, "azul", players="2", ai="1", seed="6")
    stored = _store(app).get(_gid(path))
    move = replay(stored.spec()).state.legal_moves()[0]
    response = _post_move(client, path, move, stored.ply)
    assert response.status_code == 303 and response.headers["Location"].endswith("#status")
    page = client.get(response.headers["Location"].split("#")[0]).get_data(as_text=True)
    assert 'id="status-title"' in page


def test_an_undo_says_what_it_took_back(client, app):
    """무르기 took the person's move and the computer's reply back with no word of it on the
    page: it says how many moves went back."""
    path = _new(client, "azul", players="2", ai="1", seed="6")
    stored = _store(app).get(_gid(path))
    move = replay(stored.spec()).state.legal_moves()[0]
    _post_move(client, path, move, stored.ply)
    stored = _store(app).get(_gid(path))
    response = client.post(path, data={"undo": "1", "ply": str(stored.ply)})
    assert response.status_code == 303 and "undone=2" in response.headers["Location"]
    page = client.get(response.headers["Location"].split("#")[0]).get_data(as_text=True)
    assert "수 2개를 물렀습니다" in page
    # a made-up count says nothing
    assert "물렀습니다" not in client.get(path + "?undone=x").get_data(as_text=True)


def test_a_move_that_loses_points_says_minus_once(client):
    # Summer Pavilion's passes cost points: they read "(+-4점)"
    page = client.get("/games/azul-summer-pavilion/play?tutorial=first-round&step=22")
    points = re.findall(r'<span class="points">\(([^)]*)\)</span>', page.get_data(as_text=True))
    assert any(p.startswith("−") for p in points) and any(p.startswith("+") for p in points)
    assert all(re.fullmatch(r"[+−]\d+점", p) for p in points), points
