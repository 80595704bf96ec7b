"""빠른 시작 and the player aid: the content file's checks, the build's replay of every board,
the game page, the aid page and rule examples drawn before → after with their story names."""

from __future__ import annotations

import copy
import html
import re
import sqlite3
from pathlib import Path

import pytest

from tutor.build import _example_names_problems, load_quickstarts
from tutor.content import Content, load_content
from tutor.games import GAME_IDS
from tutor.quickstart import MAX_CARDS, MIN_CARDS, check_links, load_quickstart, play_board

from .conftest import CONTENT_DIR

AUTHORING_WORDS = (
    "시드",
    "조사 노트",
    "이 서비스의 해석",
    "research/",
    ".txt",
    "seed",
    "quickstart.yaml",
    "content/",
)


@pytest.fixture(scope="module")
def content() -> Content:
    return load_content(CONTENT_DIR)


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def _load(tmp_path: Path, text: str, has_engine: bool = True):
    path = tmp_path / "quickstart.yaml"
    path.write_text(text, encoding="utf-8")
    problems: list[tuple[int, str]] = []
    found = load_quickstart(
        path,
        "azul/quickstart.yaml",
        "azul",
        has_engine,
        lambda line, message: problems.append((line, message)),
    )
    return found, problems


# -- the content -------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_game_has_a_quick_start_and_an_aid(content: Content, game: str):
    quickstart = content.quickstarts[game]
    assert MIN_CARDS <= len(quickstart.cards) <= MAX_CARDS
    assert all(card.board for card in quickstart.cards)  # every card has a board
    assert quickstart.aid is not None and len(quickstart.aid.mistakes) == 3
    assert quickstart.aid.board in {card.id for card in quickstart.cards}
    # the boards use the names of the game's tutorials
    tutorial_names = " ".join(p.read_text(encoding="utf-8") for p in content.tutorial_paths[game])
    assert all(name in tutorial_names for name in quickstart.names)


def test_real_boards_replay_and_rule_links_resolve(content: Content):
    rows, problems = load_quickstarts(content)
    assert not problems
    assert {row["game"] for row in rows} == set(GAME_IDS)
    for quickstart in content.quickstarts.values():
        assert check_links(quickstart, content.entries) == []


def test_a_card_board_that_does_not_replay_is_refused(content: Content):
    quickstart = copy.deepcopy(content.quickstarts["azul"])
    card = next(c for c in quickstart.cards if c.id == "turn")
    card.board["try"] = {"type": "take", "source": 0, "colour": "blue", "line": 2, "count": 1}
    _, problems = play_board(quickstart, card)
    assert problems and "azul.offer.take-all" in problems[0]
    broken = copy.deepcopy(content)
    broken.quickstarts = {"azul": quickstart}
    rows, found = load_quickstarts(broken)
    assert rows == [] and found[0].path == "content/azul/quickstart.yaml"
    assert found[0].line == card.line and "3번 카드 보드" in found[0].message


def test_a_card_whose_numbers_the_engine_does_not_bear_out_is_refused(content: Content):
    quickstart = copy.deepcopy(content.quickstarts["azul"])
    card = next(c for c in quickstart.cards if c.id == "scoring")
    card.board["expect"] = {"scores": [12, 4]}
    _, problems = play_board(quickstart, card)
    assert problems == ["점수: 기대 [12, 4], 실제 [11, 4]"]
    card.board["moves"] = [{"type": "take", "source": "centre", "colour": "red", "line": 1}]
    _, problems = play_board(quickstart, card)
    assert problems and problems[0].startswith("1번째 수가 거부됨")


def test_a_refused_try_is_fine_when_the_card_expects_it(content: Content):
    quickstart = content.quickstarts["indigo"]
    card = next(c for c in quickstart.cards if c.id == "curve")
    shown, problems = play_board(quickstart, card)
    assert problems == [] and shown["legal"] is False and shown["message"]
    assert shown["names"] == ["수철", "유미"]


def test_rule_links_must_be_rule_entries_of_the_same_game(content: Content):
    quickstart = copy.deepcopy(content.quickstarts["azul"])
    quickstart.cards[0].rules = ["azul.nope", "rummikub.sets.run", "azul.faq.take-some"]
    quickstart.aid.mistakes[0].rule = "azul.also-nope"
    found = [message for _line, message in check_links(quickstart, content.entries)]
    assert any("'azul.nope'에 해당하는 항목이 없습니다" in m for m in found)
    assert any("다른 게임(rummikub)" in m for m in found)
    assert any("aid.mistakes" in m and "azul.also-nope" in m for m in found)
    faq_ids = [e.id for e in content.entries.values() if e.game == "azul" and e.kind == "faq"]
    quickstart.cards[0].rules = [faq_ids[0]]
    found = [message for _line, message in check_links(quickstart, content.entries)]
    assert any("규칙이 아니라 faq 항목" in m for m in found)


GOOD_CARD = """  - id: c{n}
    title: 카드 {n}
    text: 한 가지 생각.
    rules: [azul.overview.goal]
    board: {{seed: 3}}
"""
GOOD_AID = """aid:
  turn: [가져옵니다]
  scoring: [{what: 타일, points: 1점}]
  end: 끝
  mistakes:
    - {text: 하나, rule: azul.offer.take-all}
    - {text: 둘, rule: azul.offer.take-all}
    - {text: 셋, rule: azul.offer.take-all}
"""


def test_loader_accepts_a_minimal_file(tmp_path: Path):
    text = "names: [민지, 준호]\ncards:\n" + "".join(GOOD_CARD.format(n=n) for n in range(5))
    found, problems = _load(tmp_path, text + GOOD_AID)
    assert problems == []
    assert [c.id for c in found.cards] == ["c0", "c1", "c2", "c3", "c4"]
    assert found.cards[2].line == 13  # each card knows its line for error messages
    assert found.spec(found.cards[0].board).names == ["민지", "준호"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda t: t.replace("  - id: c4\n", "  - id: c3\n"), "카드 id 'c3'가 두 번 나옵니다"),
        (
            lambda t: t.replace("    board: {seed: 3}\n", "", 1),
            "board(엔진이 재생할 set-up·수)가 없습니다",
        ),
        (
            lambda t: t.replace("    rules: [azul.overview.goal]\n", "", 1),
            "rules에 이 카드가 요약하는",
        ),
        (lambda t: t.replace("    text: 한 가지 생각.\n", "", 1), "text가 없습니다"),
        (
            lambda t: t.replace("    - {text: 셋, rule: azul.offer.take-all}\n", ""),
            "자주 틀리는 규칙 3개",
        ),
        (lambda t: t.replace("  end: 끝\n", ""), "aid.end"),
        (lambda t: t.replace("names: [민지, 준호]", "names: [민지]"), "names는 2명이어야 합니다"),
        (
            lambda t: t.replace("board: {seed: 3}", "board: {seed: 3, colour: red}", 1),
            "알 수 없는 항목 colour",
        ),
        (lambda t: t.replace("  - - ", "") + "  board: nowhere\n", "aid.board 'nowhere'"),
        (lambda t: t + "surprise: 1\n", "알 수 없는 항목 'surprise'"),
    ],
)
def test_loader_names_each_problem_and_its_line(tmp_path: Path, change, message):
    text = "names: [민지, 준호]\ncards:\n" + "".join(GOOD_CARD.format(n=n) for n in range(5))
    _found, problems = _load(tmp_path, change(text + GOOD_AID))
    assert any(message in m for _line, m in problems), problems
    assert all(line >= 1 for line, _m in problems)


def test_loader_counts_cards(tmp_path: Path):
    four = "cards:\n" + "".join(GOOD_CARD.format(n=n) for n in range(4))
    _found, problems = _load(tmp_path, four + GOOD_AID)
    assert problems == [(1, "카드는 5~8장이어야 합니다 (지금 4장)")]
    nine = "cards:\n" + "".join(GOOD_CARD.format(n=n) for n in range(9))
    _found, problems = _load(tmp_path, nine + GOOD_AID)
    assert problems == [(1, "카드는 5~8장이어야 합니다 (지금 9장)")]


def test_a_content_only_game_has_no_boards_yet(tmp_path: Path):
    text = "cards:\n" + "".join(GOOD_CARD.format(n=n) for n in range(5))
    _found, problems = _load(tmp_path, text + GOOD_AID, has_engine=False)
    assert len(problems) == 5 and all("규칙 엔진이 없어" in m for _l, m in problems)


def test_bad_yaml_is_a_line_not_a_crash(tmp_path: Path):
    found, problems = _load(tmp_path, "cards:\n  - id: [\n")
    assert found is None and problems[0][1].startswith("YAML 오류")


def test_an_example_telling_the_casts_story_must_name_its_board(content: Content):
    entry = copy.deepcopy(content.entries["rummikub.faq.add-to-others-sets"])
    assert _example_names_problems(entry, content) == []
    del entry.example["names"]
    assert "루미, 큐비" in _example_names_problems(entry, content)[0]
    entry.body_md = "루미큐브에서는 누구나 붙일 수 있습니다."  # the game's name is not the cast's
    assert _example_names_problems(entry, content) == []


# -- the pages ----------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAME_IDS)
def test_game_page_opens_with_the_quick_start(client, game):
    page = client.get(f"/games/{game}").get_data(as_text=True)
    quick = page.index('id="quickstart"')
    assert quick < page.index('id="rules-title"') < page.index('class="toc"')
    section = page[quick : page.index('class="qs-next"')]
    cards = section.split('<li class="qs-card" id="qs-')[1:]
    assert MIN_CARDS <= len(cards) <= MAX_CARDS
    for card in cards:
        assert "<svg" in card and "자세한 규칙:" in card
        assert re.search(rf'href="/games/{game}/rules/{re.escape(game)}\.[^"]+"', card)
    assert "튜토리얼로 한 판 따라 하기" in page and "컴퓨터와 연습하기" in page
    # practice against the computer is a POST (a plain link never stores a game)
    assert f'action="/games/{game}/play/new"' in page and 'name="vs_computer" value="1"' in page
    assert f'href="/games/{game}/aid"' in page
    # the full rules: each section a closed <details>, one group so only one opens at a time
    assert page.count('<details name="rule-sections">') >= 4
    assert "<details open" not in page


def test_quick_start_links_lead_to_pages_that_exist(client):
    page = client.get("/games/rummikub").get_data(as_text=True)
    section = page[page.index('id="quickstart"') : page.index('id="rules-title"')]
    for href in sorted(set(re.findall(r'href="([^"#]+)"', section))):
        response = client.get(href.replace("&amp;", "&"))
        assert response.status_code in (200, 302, 303), href


@pytest.mark.parametrize("game", GAME_IDS)
def test_aid_page(client, game):
    response = client.get(f"/games/{game}/aid")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert "<nav" not in page and 'class="site-header"' not in page
    assert page.count("<h1") == 1 and '<html lang="ko">' in page
    for heading in ("차례 진행", "점수", "게임 끝과 승자", "첫 게임에서 자주 틀리는 세 가지"):
        assert heading in page
    mistakes = page[page.index('id="aid-mistakes"') :]
    assert mistakes.count('class="aid-rule"') == 3
    assert "<table>" in page and "<svg" in page
    assert f'href="/games/{game}#quickstart"' in page


def test_aid_of_an_unknown_game_is_a_korean_404(client):
    response = client.get("/games/chess/aid")
    assert response.status_code == 404
    assert "찾는 페이지가 없습니다" in response.get_data(as_text=True)


def test_quick_start_and_aid_show_no_authoring_notes(client):
    for game in GAME_IDS:
        for path in (f"/games/{game}", f"/games/{game}/aid"):
            text = _text(client.get(path).get_data(as_text=True))
            assert not [w for w in AUTHORING_WORDS if w in text], path


def test_rule_example_is_drawn_before_and_after_with_its_story_names(client):
    page = client.get("/games/rummikub/rules/rummikub.faq.add-to-others-sets").get_data(
        as_text=True
    )
    example = page[page.index('class="example"') : page.index('id="src-title"')]
    assert example.count("<svg") == 2
    assert example.index("수를 두기 전") < example.index("큐비: 파랑 9") < example.index("둔 뒤")
    assert "루미의 받침대" in example and "큐비의 받침대" in example
    assert "플레이어 1" not in example and "플레이어 2" not in example


def test_a_refused_example_shows_the_one_position_it_was_tried_in(client, built_db):
    conn = sqlite3.connect(built_db)
    entry_id, game = conn.execute(
        "SELECT id, game FROM entries WHERE json_extract(example, '$.expect.legal') = 0 "
        "ORDER BY id LIMIT 1"
    ).fetchone()
    page = client.get(f"/games/{game}/rules/{entry_id}").get_data(as_text=True)
    example = page[page.index('class="example"') : page.index('id="src-title"')]
    assert example.count("<svg") == 1 and "둔 뒤" not in example
    assert 'class="verdict ba-move bad"' in example
    # the style sheet labels it "✖ 불가:"; the move itself carries no second ✖
    assert "✖" not in example


def test_every_example_move_is_said_in_words(client, built_db):
    """The move under a board example is Korean words, never a value as Python prints it
    ([1, 3], None, {'type': 'pass'}): the illegal ones are tried with odd shapes on purpose."""
    conn = sqlite3.connect(built_db)
    rows = conn.execute(
        "SELECT id, game FROM entries WHERE example IS NOT NULL AND example != ''"
    ).fetchall()
    said = 0
    for entry_id, game in rows:
        page = client.get(f"/games/{game}/rules/{entry_id}").get_data(as_text=True)
        found = re.search(r'class="verdict ba-move[^"]*">\s*<p>(.*?)</p>', page, re.S)
        if found is None:
            continue
        said += 1
        text = html.unescape(re.sub(r"<[^>]+>", "", found.group(1)))
        assert not re.search(r"[\[\]{}']|None|True|False", text), (entry_id, text)
    assert said >= 100


def test_the_before_board_marks_the_parts_the_move_uses(client):
    from tutor.web.pages import mark_move

    svg = (
        '<svg><g data-pick="{&quot;source&quot;: 0, &quot;colour&quot;: &quot;blue&quot;}">'
        '<rect/></g><g class="tile" data-pick="{&quot;source&quot;: 1, &quot;colour&quot;:'
        ' &quot;blue&quot;}"><rect/></g><rect data-pick="{&quot;line&quot;: 2}"/></svg>'
    )
    marked = mark_move(svg, {"type": "take", "source": 0, "colour": "blue", "line": 2})
    assert marked.count("move-part") == 2
    assert '<g class="tile" data-pick' in marked  # another factory's blue is not this move's
    assert mark_move(svg, None) == svg
    assert 'class="move-part tile"' in mark_move(svg, {"source": 1, "colour": "blue"})
    page = client.get("/games/azul/rules/azul.faq.floor-overflow").get_data(as_text=True)
    before = page[page.index("수를 두기 전") : page.index("둔 뒤")]
    assert "move-part" in before and "이 수가 쓰는 곳을 점선으로 표시" in before


def test_a_card_from_another_game_than_the_one_before_says_so(client):
    # Summer Pavilion's first round goes on from card to card (its bag 94 tiles); the placing
    # card is set up anew (its bag 119): said, so the counts do not read as a jump
    page = client.get("/games/azul-summer-pavilion").get_data(as_text=True)

    def card(card_id: str) -> str:
        start = page.index(f'id="qs-{card_id}"')
        return page[start : page.index("</figure>", start)]

    assert "앞 카드와 다른 판의 장면입니다" not in card("draft")
    assert "앞 카드와 다른 판의 장면입니다" in card("place")
    assert "앞 카드와 다른 판의 장면입니다" not in card("goal")


def test_a_cards_board_asks_nobody_to_choose(client):
    """A quick-start card's board is only looked at: Indigo's hand says no 「(방향을 고르세요)」
    there (a tester looked for something to tap)."""
    page = client.get("/games/indigo").get_data(as_text=True)
    cards = page[page.index('id="quickstart"') : page.index('id="rules-title"')]
    assert "손에 든 타일" in cards and "방향을 고르세요" not in cards
