"""The tutorial pages without a browser: every step a plain page with plain links (what a
reader without JavaScript uses), the step parts the page's script fetches, and how a step
reads (names once, many events as a table, where to go after the last step)."""

from __future__ import annotations

import html
import re
import sqlite3

from tutor.scenarios import event_rows, signed_points, step_heading


def _tutorials(db) -> list[tuple[str, str, int]]:
    conn = sqlite3.connect(db)
    return list(
        conn.execute(
            "SELECT game, slug, json_array_length(steps) FROM tutorials ORDER BY game, slug"
        )
    )


def _text(fragment: str) -> str:
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", fragment)).split())


def test_without_javascript_the_step_links_lead_from_step_to_step(client):
    path = "/games/azul/tutorials/first-turn"
    page = client.get(f"{path}?step=2").get_data(as_text=True)
    nxt = re.search(r'id="next-step" rel="next" href="([^"]+)"', page)
    prev = re.search(r'id="prev-step" rel="prev" href="([^"]+)"', page)
    assert nxt and prev
    assert (nxt.group(1), prev.group(1)) == ("?step=3", "?step=1")
    # the link, followed as a browser does, is the next step's own page
    followed = client.get(f"{path}{html.unescape(nxt.group(1))}").get_data(as_text=True)
    assert 'data-state-step="3"' in followed
    assert 'href="?step=3" data-step="3" aria-current="step"' in followed
    # every step is listed as a link
    for n in range(0, 6):
        assert f'href="?step={n}" data-step="{n}"' in page


def test_step_parts_are_the_page_s_own_parts(client, built_db):
    for game, slug, total in _tutorials(built_db):
        base = f"/games/{game}/tutorials/{slug}"
        for n in (0, 1, total):
            response = client.get(f"{base}/steps/{n}")
            assert response.status_code == 200, (game, slug, n)
            data = response.get_json()
            assert data["n"] == n and data["total"] == total
            assert data["url"] == f"{base}?step={n}"
            page = client.get(data["url"]).get_data(as_text=True)
            title = re.search(r"<title>(.*?)</title>", page, re.S)
            assert title and html.unescape(title.group(1)) == data["title"]
            assert set(data["parts"]) == {"board", "text", "controls"}
            assert f'data-state-step="{n}"' in data["parts"]["board"]
            assert "<svg" in data["parts"]["board"]
            # the parts' words are the page's words (the same macros draw both)
            for part in data["parts"].values():
                words = _text(part)
                assert words and words in _text(page), (game, slug, n)
        assert client.get(f"{base}/steps/{total + 1}").status_code == 404
    assert client.get("/games/azul/tutorials/nope/steps/1").status_code == 404
    assert client.get("/games/chess/tutorials/first-turn/steps/1").status_code == 404
    assert client.get("/games/azul/tutorials/first-turn/steps/x").status_code == 404
    assert client.get("/games/azul/tutorials/first-turn/steps/-1").status_code == 404


def test_a_step_names_its_actor_once(client, built_db):
    for game, slug, total in _tutorials(built_db):
        for n in range(1, total + 1):
            page = client.get(f"/games/{game}/tutorials/{slug}?step={n}").get_data(as_text=True)
            heading = re.search(r'<h2 id="step-heading"[^>]*>(.*?)</h2>', page, re.S)
            assert heading, (game, slug, n)
            words = _text(heading.group(1))
            assert not re.search(r"(\S+) · \1:", words), words
            name = words.split(" ", 1)[1].split(":", 1)[0]
            assert words.count(f"{name}:") == 1, words
            listed = _text(page[page.index('class="step-list"') :])
            assert not re.search(r"(\S+) · \1:", listed)


def test_step_heading_drops_a_repeated_name():
    assert step_heading("루미", "루미: 파랑 9 내려놓기") == "루미: 파랑 9 내려놓기"
    assert step_heading("민지", "중앙에서 노랑 1장을 가져와 1번 패턴 줄(1칸)에") == (
        "민지: 중앙에서 노랑 1장을 가져와 1번 패턴 줄(1칸)에"
    )
    assert step_heading(None, "패스") == "패스"
    assert step_heading("수철", "") == "수철"


def test_event_rows_name_the_player_once_and_keep_the_points():
    events = [
        {
            "type": "wall",
            "player": 0,
            "points": 5,
            "breakdown": "가로 5 = 5점",
            "text": "민지: 1번 줄의 하양 타일을 벽 1행 5열에 붙여 가로 5 = 5점.",
        },
        {"type": "offer-end", "text": "공장과 중앙이 모두 비었습니다."},
        {
            "type": "score",
            "player": 1,
            "points": 2,
            "breakdown": "에메랄드 1개 = 2점",
            "text": "에메랄드가 나가 유미가 가져갑니다.",
        },
        {"type": "flag", "player": 7, "points": True, "text": "이상한 이벤트"},
    ]
    rows = event_rows(events, ["민지", "유미"])
    assert rows[0] == {
        "player": "민지",
        "what": "1번 줄의 하양 타일을 벽 1행 5열에 붙여 가로 5 = 5점.",
        "points": 5,
    }
    assert rows[1] == {"player": "", "what": "공장과 중앙이 모두 비었습니다.", "points": None}
    assert rows[2]["what"] == "에메랄드가 나가 유미가 가져갑니다. (에메랄드 1개 = 2점)"
    assert rows[3] == {"player": "", "what": "이상한 이벤트", "points": None}
    assert [signed_points(p) for p in (5, -1, 0)] == ["+5", "\u22121", "0"]


def test_many_events_are_a_table_and_the_narration_does_not_list_them(client):
    api = client.get("/api/tutorials/azul/scoring-examples").get_json()
    last = api["steps"][-1]
    assert len(last["events"]) >= 10
    page = client.get(f"/games/azul/tutorials/scoring-examples?step={last['n']}").get_data(
        as_text=True
    )
    table = re.search(r'<table class="event-table">(.*?)</table>', page, re.S)
    assert table
    assert [_text(h) for h in re.findall(r"<th[^>]*>(.*?)</th>", table.group(1))] == [
        "플레이어",
        "내용",
        "점수",
    ]
    rows = re.findall(
        r"<tr><td>(.*?)</td><td>(.*?)</td><td class=\"num\">(.*?)</td></tr>", table.group(1)
    )
    assert len(rows) == len(last["events"])
    assert ("민지", "+21") in [(_text(p), _text(pts)) for p, _, pts in rows]
    assert all(not _text(what).startswith(("민지:", "준호:")) for _, what, _ in rows)
    narration = _text(re.search(r'<div class="narration">(.*?)</div>', page, re.S).group(1))
    for event in last["events"]:
        assert event["text"] not in narration
        if event.get("breakdown"):
            assert event["breakdown"] not in narration
    # a step with few events keeps them out of the way, folded under the narration
    few = client.get("/games/azul/tutorials/scoring-examples?step=2").get_data(as_text=True)
    assert 'class="event-table"' not in few and '<details class="events">' in few


def test_the_last_step_offers_the_next_tutorial_and_practice(client, built_db):
    conn = sqlite3.connect(built_db)
    games = [g for (g,) in conn.execute("SELECT id FROM games ORDER BY position")]
    tutorials = _tutorials(built_db)
    for game, slug, total in tutorials:
        page = client.get(f"/games/{game}/tutorials/{slug}?step={total}").get_data(as_text=True)
        follow = re.search(r'id="next-tutorial" href="([^"]+)"', page)
        assert follow, (game, slug)
        own = sorted(s for g, s, _ in tutorials if g == game)
        if own.index(slug) + 1 < len(own):
            assert follow.group(1) == f"/games/{game}/tutorials/{own[own.index(slug) + 1]}"
        else:
            other = follow.group(1).split("/")[2]
            assert other != game
            later = games[games.index(game) + 1 :] + games[: games.index(game)]
            first_with = next(g for g in later if any(t[0] == g for t in tutorials))
            assert other == first_with
        assert client.get(follow.group(1)).status_code == 200
        # the game's last tutorial: practising it comes first, another game's tutorial after
        last = own.index(slug) + 1 == len(own)
        practice = re.search(
            r'<form method="post" action="([^"]+)" class="inline-form">\s*'
            r'<input type="hidden" name="players" value="(\d)">'
            r'<input type="hidden" name="vs_computer" value="1">\s*'
            rf'<button type="submit" class="button{"" if last else " secondary"}" id="practice-ai">',
            page,
        )
        assert practice and practice.group(1) == f"/games/{game}/play/new"
        assert (page.index('id="practice-ai"') < page.index('id="next-tutorial"')) == last
        played = client.post(
            practice.group(1),
            data={"players": practice.group(2), "vs_computer": "1"},
            follow_redirects=True,
        )
        assert played.status_code == 200 and "(컴퓨터)" in played.get_data(as_text=True)
        # the bottom "다음" button becomes the way on, not a grey dead end: the game's next
        # tutorial, or after its last one what to do next (practising it comes first there),
        # never straight into another game's tutorial
        assert 'id="next-step"' not in page and 'id="next-tutorial-button"' in page
        button = re.search(r'<a class="button" id="next-tutorial-button" href="([^"]+)"', page)
        assert button is not None
        assert (button.group(1) == "#end-title") == last
    # earlier steps do not
    assert 'id="next-tutorial"' not in client.get(
        "/games/azul/tutorials/first-turn?step=4"
    ).get_data(as_text=True)


def test_a_tall_board_is_drawn_in_a_window_that_scrolls(client):
    """Summer Pavilion's three boards under the factories: at the page's width in a window
    a keyboard can scroll (a region with a name), not shrunk until it fits the screen."""
    page = client.get("/games/azul-summer-pavilion/tutorials/first-round?step=3").get_data(
        as_text=True
    )
    window = re.search(r'<div class="board-window"([^>]*)>\s*<svg', page)
    assert window is not None
    assert 'tabindex="0"' in window.group(1) and 'role="region"' in window.group(1)
    assert 'aria-label="' in window.group(1)
    assert 'class="board tutorial-board tall-board"' in page
    # said to the eye as well (the window's edge cut a board in half with no other sign)
    assert "판을 위아래로 밀면 모든 사람의 판이 보입니다" in page
    # Azul's two boards are tall on a phone only: the window is there, its tab stop is the
    # script's to give where it scrolls, and the hint is the style sheet's to show
    azul = client.get("/games/azul/tutorials/first-turn?step=1").get_data(as_text=True)
    assert 'class="board tutorial-board phone-tall-board"' in azul
    window = re.search(r'<div class="board-window"([^>]*)>\s*<svg', azul)
    assert window is not None and "tabindex" not in window.group(1)
    # a board about as high as wide is shown whole, as before
    indigo = client.get("/games/indigo/tutorials/first-turns?step=1").get_data(as_text=True)
    assert "board-window" not in indigo and "tall-board" not in indigo


def test_tall_is_read_from_the_view_box():
    from tutor.web.tutorials import is_phone_tall, is_tall

    assert is_tall('<svg viewBox="0 0 360 1210">')
    assert is_tall('<svg viewBox="0 0 360 890">')  # two players' boards
    assert not is_tall('<svg viewBox="0 0 360 646">')  # Azul's two boards: tall on a phone
    assert is_phone_tall('<svg viewBox="0 0 360 646">')
    assert not is_phone_tall('<svg viewBox="0 0 360 1210">') and not is_phone_tall("<svg>")
    assert not is_phone_tall('<svg viewBox="0 0 10 10">')  # Indigo's board
    assert not is_tall("<svg>")
    assert not is_tall('<svg viewBox="0 0 0 10">')


def test_a_tutorial_board_asks_nobody_to_choose(client, built_db):
    # a tutorial's board is only looked at: the hand panel shows the tiles without 「방향을
    # 고르세요」 (a usability pass read it as an invitation the page never answers); trying a
    # move is the play page's (「여기서 직접 해보기」)
    for step in ("", "?step=1", "?step=4"):
        page = client.get(f"/games/indigo/tutorials/first-turns{step}").get_data(as_text=True)
        assert "손에 든 타일" in page and "방향을 고르세요" not in page, step
