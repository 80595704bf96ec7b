"""Every page answers for every game and every entry, in Korean, with landmarks."""

from __future__ import annotations

import html
import json
import re
import sqlite3

import pytest

from tutor.games import GAME_IDS


def _entries(db) -> list[tuple[str, str, str]]:
    conn = sqlite3.connect(db)
    return list(conn.execute("SELECT game, id, kind FROM entries ORDER BY id"))


def test_home_lists_the_four_games(client):
    page = client.get("/").get_data(as_text=True)
    assert '<html lang="ko">' in page
    assert "<main" in page and "<nav" in page and 'role="search"' in page
    for name in ("아줄", "여름 별장", "루미큐브", "나빗길"):
        assert name in page


@pytest.mark.parametrize("game", GAME_IDS)
def test_game_page_has_sections_and_toc(client, game):
    response = client.get(f"/games/{game}")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert 'class="toc"' in page and page.count("<section") >= 4
    assert page.count("<h1") == 1


@pytest.mark.parametrize("game", GAME_IDS)
def test_faq_page(client, game):
    page = client.get(f"/games/{game}/faq").get_data(as_text=True)
    assert page.count('class="faq-item"') >= 12


def test_every_entry_page_renders(client, built_db):
    for game, entry_id, _kind in _entries(built_db):
        response = client.get(f"/games/{game}/rules/{entry_id}")
        assert response.status_code == 200, entry_id
        page = response.get_data(as_text=True)
        assert "출처" in page, entry_id


def test_entry_of_another_game_is_404(client, built_db):
    game, entry_id, _ = _entries(built_db)[0]
    other = next(g for g in GAME_IDS if g != game)
    assert client.get(f"/games/{other}/rules/{entry_id}").status_code == 404


def test_the_rules_address_of_a_game_leads_to_its_rules(client):
    # a rule's address with its id taken off (was a 404)
    response = client.get("/games/rummikub/rules")
    assert response.status_code == 302
    assert response.headers["Location"] == "/games/rummikub#rules-title"
    assert client.get(response.headers["Location"]).status_code == 200
    assert client.get("/games/chess/rules").status_code == 404


def test_korean_404_page(client):
    response = client.get("/games/chess")
    assert response.status_code == 404
    assert "찾는 페이지가 없습니다" in response.get_data(as_text=True)


def test_security_headers(client):
    headers = client.get("/").headers
    assert "script-src 'self'" in headers["Content-Security-Policy"]
    assert "frame-ancestors 'none'" in headers["Content-Security-Policy"]
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"]


def test_no_inline_scripts(client):
    page = client.get("/").get_data(as_text=True)
    for chunk in page.split("<script")[1:]:
        assert chunk.lstrip().startswith("src="), chunk[:80]


def test_search_page_escapes_input(client):
    page = client.get("/search", query_string={"q": "<script>alert(1)</script>"}).get_data(
        as_text=True
    )
    assert "<script>alert(1)</script>" not in page
    assert "&lt;script&gt;" in page


def test_search_page_answers(client):
    page = client.get("/search", query_string={"q": "바닥줄 감점"}).get_data(as_text=True)
    assert 'class="result"' in page


@pytest.mark.parametrize("game", GAME_IDS)
def test_tutorial_pages_render_every_step(client, game, built_db):
    conn = sqlite3.connect(built_db)
    rows = list(
        conn.execute("SELECT slug, json_array_length(steps) FROM tutorials WHERE game=?", (game,))
    )
    assert rows, game
    for slug, total in rows:
        for n in range(total + 1):
            response = client.get(f"/games/{game}/tutorials/{slug}?step={n}")
            assert response.status_code == 200, (slug, n)
            assert "<svg" in response.get_data(as_text=True), (slug, n)
        assert client.get(f"/games/{game}/tutorials/{slug}?step={total + 1}").status_code == 404
        assert client.get(f"/games/{game}/tutorials/{slug}?step=x").status_code == 404


def test_rummikub_tutorial_steps_offer_a_hint_the_api_answers(client, built_db):
    import html
    import json
    import re

    pages = 0
    for n in range(0, 6):
        page = client.get(f"/games/rummikub/tutorials/first-turns?step={n}").get_data(as_text=True)
        found = re.search(
            r'id="hint-button" data-hint-url="([^"]+)"\s+data-hint-body="([^"]+)"', page
        )
        assert found, n
        body = json.loads(html.unescape(found.group(2)))
        answer = client.post(found.group(1), json=body)
        assert answer.status_code == 200, answer.get_json()
        assert re.search("[가-힣]", answer.get_json()["explanation"])
        pages += 1
    assert pages == 6
    # games without hints show no button
    assert "hint-button" not in client.get("/games/azul/tutorials/first-turn?step=1").get_data(
        as_text=True
    )


@pytest.mark.parametrize("game", GAME_IDS)
def test_play_page_from_a_fresh_setup(client, game):
    response = client.get(f"/games/{game}/play?players=2&seed=5&ai=1", follow_redirects=True)
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert "<svg" in page and "지금 차례" in page


@pytest.mark.parametrize("game", GAME_IDS)
def test_play_page_without_seed_starts_a_stored_game(client, game):
    assert client.get(f"/games/{game}/play").status_code == 200  # the start form
    response = client.post(f"/games/{game}/play/new", data={"players": "2"})
    assert response.status_code == 303
    location = response.headers["Location"]
    assert location.startswith(f"/games/{game}/play/") and "seed" not in location


def test_play_page_rejects_garbage_moves(client):
    assert client.get("/games/azul/play?players=2&seed=1&moves=%%%").status_code == 400


def test_play_page_escapes_input(client):
    evil = "<script>alert(1)</script>"
    for dev in ({}, {"dev": "1"}):
        page = client.get(
            "/games/azul/play",
            query_string={"players": 2, "seed": 1, "try": evil, **dev},
            follow_redirects=True,
        ).get_data(as_text=True)
        assert evil not in page
    # the developer's JSON box (?dev=1) shows the move tried back, escaped
    assert "&lt;script&gt;" in page
    page = client.get(
        "/games/azul/play",
        query_string={"players": 2, "seed": 1, "try": '{"type": "' + evil + '"}'},
        follow_redirects=True,
    ).get_data(as_text=True)
    assert evil not in page


def test_search_page_reports_bad_game_in_korean(client):
    response = client.get("/search", query_string={"q": "조커", "game": "<b>x</b>"})
    assert response.status_code == 404
    page = response.get_data(as_text=True)
    assert "<b>x</b>" not in page


AUTHORING_WORDS = ("시드", "조사 노트", "이 서비스의 해석", "research/", ".txt", "seed")
DEVELOPER_TEXT = re.compile(r'\{\s*"|\b[a-z]+_[a-z_]+\b|옵션|: (?:pass|draw|take|place|play)\b')


def test_reader_pages_never_show_authoring_notes(client, built_db):
    """No page a reader sees names the team's summaries, research notes or file names:
    readers see the rule, a 흔한 오해 note, or 규칙서에 없는 경우, and rulebooks as sources."""
    import re
    import sqlite3

    conn = sqlite3.connect(built_db)
    paths = ["/", "/search?q=조커 회수 언제 돼"]
    for (game,) in conn.execute("SELECT id FROM games"):
        paths += [f"/games/{game}", f"/games/{game}/faq"]
    paths += [f"/games/{g}/rules/{e}" for g, e in conn.execute("SELECT game, id FROM entries")]
    for game, slug, steps in conn.execute(
        "SELECT game, slug, json_array_length(steps) FROM tutorials"
    ):
        paths += [f"/games/{game}/tutorials/{slug}?step={n}" for n in range(steps + 1)]
    for path in paths:
        page = client.get(path)
        assert page.status_code == 200, path
        text = html.unescape(re.sub(r"<[^>]+>", " ", page.get_data(as_text=True)))
        found = [w for w in AUTHORING_WORDS if w in text]
        assert not found, (path, found)
        # nor a developer's option names, JSON or a move's raw type (「{"wall": "gray"}로
        # 켭니다」, 「manipulate_on_initial_meld: true」, 「✖ 둘 수 없습니다: pass」)
        assert not DEVELOPER_TEXT.findall(text), (path, DEVELOPER_TEXT.findall(text))


@pytest.mark.parametrize(
    "question", ["조커 회수 언제 돼", "바닥줄 감점", "여름별장 와일드 타일", "인디고 게이트 주인"]
)
def test_answers_through_the_api_name_no_authoring_notes(client, question):
    """``/api/ask`` keeps source ids (the contract), but every title a client can show is
    a reader's: the rulebook or 룰튜터's own summary, never the team's seed or research notes."""
    answer = client.get("/api/ask", query_string={"q": question}).get_json()
    titles = [
        s.get("title", "")
        for r in answer["results"]
        for key in ("source_details", "reader_sources")
        for s in r.get(key) or []
    ]
    assert titles
    for title in titles:
        assert not [w for w in ("시드", "조사 노트", "이 서비스의 해석") if w in title], title


def test_every_source_title_is_a_readers():
    import yaml

    from tutor import PROJECT_ROOT

    for source in yaml.safe_load((PROJECT_ROOT / "content" / "sources.yaml").read_text()):
        assert not [w for w in ("시드", "조사 노트", "이 서비스의 해석") if w in source["title"]]


def test_every_game_card_on_home_offers_practice_against_the_computer(client):
    # practice was only on each game's rules page (a usability pass did not find it from home)
    page = client.get("/").get_data(as_text=True)
    cards = page.split('<li class="game-card">')[1:]
    assert len(cards) == 4
    for card in cards:
        assert 'action="/games/' in card and "컴퓨터와 연습하기" in card
        assert 'name="vs_computer" value="1"' in card


def test_a_rules_ways_of_asking_are_korean_and_few(client, built_db):
    """Under a rule, 「이렇게도 물어요」 lists how players ask in Korean: a search key in Latin
    letters only (surround bonus, bonus tiles) read as index metadata, and a long list as one;
    a term's other names keep its English name."""
    conn = sqlite3.connect(built_db)
    rows = conn.execute("SELECT id, game, kind, aliases FROM entries WHERE aliases != '[]'")
    checked = 0
    for entry_id, game, kind, aliases in rows:
        names = json.loads(aliases)
        if kind == "term" or not any(re.fullmatch(r"[ -~]+", a) for a in names):
            continue
        page = client.get(f"/games/{game}/rules/{entry_id}").get_data(as_text=True)
        shown = re.search(r'<p class="aliases"><span class="label">[^<]+</span> ([^<]*)</p>', page)
        said = shown.group(1).split(" · ") if shown else []
        assert len(said) <= 8 and not any(re.fullmatch(r"[ -~]+", a) for a in said), entry_id
        checked += 1
    assert checked


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_way_past_a_games_quick_start_comes_before_its_cards(client, game):
    """On a phone a game's quick-start cards run to thousands of pixels (Summer Pavilion's
    11,500): the way past them to the full rules is above the first card."""
    page = client.get(f"/games/{game}").get_data(as_text=True)
    skip = page.index('class="qs-skip small"><a href="#rules-title">')
    assert page.index('id="quickstart"') < skip < page.index('class="qs-card"')
