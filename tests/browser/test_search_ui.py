"""The search page and the FAQ filter in Chromium on a phone (390×844) and a desktop (1280×900):
the answer card comes first, an unconfident question gets the honest message, a game's
search box stays in that game, the FAQ filter finds an entry by a typo'd phrase and a deep
link opens its entry; axe finds no serious or critical violation on these pages."""

from __future__ import annotations

from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import expect

from .conftest import AXE
from .test_accessibility import RUN_AXE, TAGS

pytestmark = pytest.mark.browser

VIEWPORTS = [(390, 844), (1280, 900)]


@pytest.fixture(params=VIEWPORTS, ids=["phone", "desktop"])
def sized(page, request):
    width, height = request.param
    page.set_viewport_size({"width": width, "height": height})
    return page


def _axe(page, live_server) -> list[dict]:
    if not AXE.is_file():
        pytest.fail(f"{AXE} is missing: `make test` installs axe-core from npm")
    page.add_script_tag(url=f"{live_server}/__test__/axe.min.js")
    return page.evaluate(RUN_AXE, TAGS)


def test_answer_card_comes_first(sized, live_server):
    page = sized
    page.goto(f"{live_server}/search?q=바닥줄 감점 몇 점이야")
    card = page.locator("#answer-card")
    card.wait_for()
    height = page.viewport_size["height"]
    box = card.bounding_box()
    assert box is not None and box["y"] < height  # on the first screen
    direct = card.locator("p.direct").first
    assert direct.is_visible() and direct.bounding_box()["y"] < height
    # the card is the first thing in the results; the other answers follow, collapsed
    first = page.locator("section.results > :not(.read-as):not(.visually-hidden)").first
    assert first.get_attribute("id") == "answer-card"
    related = page.locator("#related")
    assert related.evaluate("el => el.open") is False
    assert related.locator("li.result").first.is_hidden()
    related.locator("summary").click()
    related.locator("li.result").first.wait_for()
    assert card.locator("text=출처:").is_visible()
    assert page.get_by_text("혹시 이것을 찾으셨나요?").count() == 0
    assert not _axe(page, live_server)


def test_computed_verdict_first_in_the_card(sized, live_server):
    page = sized
    page.goto(f"{live_server}/search?q=빨강 7 8 9 조커 세트 돼?")
    computed = page.locator("#answer-card #computed")
    computed.wait_for()
    assert computed.locator(".computed-badge").inner_text() == "계산한 답"
    assert "세트가 됩니다" in computed.locator("p.direct").inner_text()
    assert computed.bounding_box()["y"] < page.viewport_size["height"]
    rule = page.locator("#answer-card .card-entry h3 a")
    assert rule.get_attribute("href") == "/games/rummikub/rules/rummikub.joker.wild"
    assert not _axe(page, live_server)


def test_unconfident_question_is_told_plainly(sized, live_server):
    page = sized
    page.goto(f"{live_server}/search?q=우주선 연료 보급은 어떻게 해요&game=azul")
    honest = page.locator("#no-answer")
    honest.wait_for()
    assert honest.locator("h2").inner_text() == "질문에 맞는 규칙을 찾지 못했어요"
    assert page.locator("#answer-card").count() == 0
    assert page.locator(".guess-label").count() <= 3
    assert page.get_by_text("혹시 이것을 찾으셨나요?").count() <= 1
    assert honest.get_by_role("link", name="아줄 규칙 전체 보기").is_visible()
    assert not _axe(page, live_server)


@pytest.mark.parametrize(
    ("question", "said", "expected", "guesses"),
    [
        ("이거 반칙임?", "#vague-hint", "상황을 함께 적어 주세요", True),
        (
            "카탄에서 도둑 나오면 카드 몇 장 버려야 돼요?",
            "#outside-game",
            "카탄 규칙은 룰튜터에 없어요.",
            False,
        ),
    ],
    ids=["points", "other-game"],
)
def test_what_the_search_cannot_answer_is_said_on_the_first_screen(
    sized, live_server, question, said, expected, guesses
):
    """A question that only points, or asks about a game without rules here: said why, with
    the rules' links (and for the first, guesses), on the first screen and without overflow."""
    page = sized
    page.goto(f"{live_server}/search?q={question}")
    reason = page.locator(f"#no-answer {said}")
    reason.wait_for()
    assert expected in reason.inner_text()
    box = reason.bounding_box()
    assert box is not None and box["y"] + box["height"] <= page.viewport_size["height"]
    assert page.locator("#answer-card").count() == 0
    if guesses:
        assert 0 < page.locator(".guess-label").count() <= 3
    else:
        assert page.locator(".guess-label").count() == 0
    assert page.locator("#no-answer .result-links a").count() >= 1
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert not _axe(page, live_server)


def test_game_page_search_stays_in_the_game(sized, live_server):
    page = sized
    page.goto(f"{live_server}/games/rummikub")
    page.fill("#header-q", "조커 언제 가져와?")
    page.press("#header-q", "Enter")
    page.locator("#answer-card").wait_for()
    params = parse_qs(urlparse(page.url).query)
    assert params["game"] == ["rummikub"] and "all" not in params
    hrefs = page.locator("#answer-card a, #related a").evaluate_all(
        "links => links.map(a => a.getAttribute('href'))"
    )
    assert hrefs and all(h.startswith("/games/rummikub") for h in hrefs), hrefs
    assert page.locator("select#game").input_value() == "rummikub"
    # the switch: the same box, every game
    page.goto(f"{live_server}/games/rummikub")
    switch = page.get_by_label("모든 게임에서 찾기")
    box = page.locator(".scope-all").bounding_box()
    assert box is not None and box["height"] >= 24 and box["width"] >= 24
    switch.check()
    page.fill("#header-q", "조커")
    page.press("#header-q", "Enter")
    page.locator("section.results").wait_for()
    params = parse_qs(urlparse(page.url).query)
    assert params.get("all") == ["1"]
    assert page.locator("select#game").input_value() == ""


def test_faq_filter_finds_an_entry_by_a_typo(sized, live_server):
    page = sized
    page.goto(f"{live_server}/games/azul/faq")
    assert page.locator("details.faq-item[open]").count() == 0  # collapsed to the questions
    page.fill("#faq-q", "최종 점수가 갇으면 승자는")  # 같으면, mistyped
    hit = page.locator("#faq-matches details.faq-hit").first
    hit.wait_for()
    assert hit.get_attribute("id") == "azul.faq.tie"
    assert hit.evaluate("el => el.open") is True
    assert hit.locator(".body").is_visible()
    assert "찾은 질문" in page.locator("#faq-matches h2").inner_text()
    # the other questions are out of the way, and come back when the box is cleared
    total = page.locator("details.faq-item").count()
    assert page.locator("details.faq-item:visible").count() < total
    assert not _axe(page, live_server)
    page.fill("#faq-q", "")
    page.locator("#faq-matches h2").wait_for(state="detached")
    assert page.locator("details.faq-item:visible").count() == total


def test_faq_filter_with_initials_and_spacing(sized, live_server):
    page = sized
    page.goto(f"{live_server}/games/rummikub/faq")
    page.fill("#faq-q", "첫 등록 젼에 조커 가져올 수 잇나")
    hit = page.locator("#faq-matches details.faq-hit").first
    hit.wait_for()
    assert hit.get_attribute("id") == "rummikub.faq.joker-before-meld"
    # 초성 alone: never an answer the search is sure of, but a filter shows what it read it as
    page.fill("#faq-q", "ㅈㅋ")
    expect(page.locator("#faq-status")).to_contain_text("‘조커’로 읽었어요")
    assert page.locator("#faq-matches details.faq-hit").count() >= 1


def test_faq_deep_link_opens_its_entry(sized, live_server):
    page = sized
    page.goto(f"{live_server}/games/azul/faq#azul.faq.tie")
    entry = page.locator('[id="azul.faq.tie"]')
    expect(entry).to_have_attribute("open", "")
    expect(entry.locator(".body")).to_be_visible()
    expect(entry.locator("summary")).to_be_in_viewport()
    # another entry's link on the same page opens that one too
    page.evaluate("location.hash = '#azul.faq.negative-score'")
    other = page.locator('[id="azul.faq.negative-score"]')
    expect(other).to_have_attribute("open", "")
    expect(other.locator("summary")).to_be_in_viewport()


def test_tutorial_step_question_keeps_its_rules(sized, live_server):
    page = sized
    page.goto(f"{live_server}/games/rummikub/tutorials/first-turns?step=3")
    form = page.locator("form.ask-here")
    near = form.locator("input[name=near]").get_attribute("value")
    assert near
    page.fill("#ask-here-q", "왜 등록이 안 돼?")
    page.press("#ask-here-q", "Enter")
    page.locator("section.results").wait_for()
    params = parse_qs(urlparse(page.url).query)
    assert params["near"] == [near] and params["game"] == ["rummikub"]
    card = page.locator("#answer-card")
    card.wait_for()
    linked = near.split(",")
    hrefs = card.locator("a").evaluate_all("links => links.map(a => a.getAttribute('href'))")
    assert any(rule in h for h in hrefs for rule in linked), (hrefs, linked)


def test_other_games_answers_and_asking_within_one(sized, live_server):
    page = sized
    page.goto(f"{live_server}/search?q=몇 살부터 할 수 있어요?")
    others = page.locator("#other-games")
    others.wait_for()
    assert page.locator("#card-game").inner_text().endswith("의 답")
    items = others.locator("li.other-game")
    assert items.count() >= 2
    within = items.first.locator("a.within")
    box = within.bounding_box()
    assert box is not None and box["height"] >= 44 and box["width"] >= 24
    assert not _axe(page, live_server)
    game = items.first.get_attribute("data-game")
    within.click()
    page.wait_for_url(lambda url: parse_qs(urlparse(url).query).get("game") == [game])
    page.locator("#answer-card").wait_for()
    assert page.locator("#game").input_value() == game
    assert page.locator("#other-games").count() == 0


def test_the_position_a_verdict_speaks_of_is_drawn(sized, live_server):
    """A verdict whose account names cells (「나5 칸의 길 끝에 있던 호박은 …」) opens the board the
    engine played: a summary big enough to tap, the board within the screen's width (a phone's
    whole width)."""
    page = sized
    page.goto(f"{live_server}/search?q=나빗길 보석 두 개가 부딪히면 어떻게 돼?")
    board = page.locator("#computed #computed-board")
    board.wait_for()
    summary = board.locator("summary")
    box = summary.bounding_box()
    assert box is not None and box["height"] >= 44
    summary.click()
    # before the last move and after it, as an FAQ's example is drawn
    boards = board.locator("figure.board svg")
    expect(boards).to_have_count(2)
    width = page.viewport_size["width"]
    for svg in boards.all():
        expect(svg).to_be_visible()
        drawn = svg.bounding_box()
        # (within a pixel: the bleed is computed from rem-sized paddings)
        assert drawn is not None and drawn["x"] >= -1 and drawn["x"] + drawn["width"] <= width + 1
        if width < 500:
            assert drawn["width"] >= width * 0.9  # a phone: the board bleeds to the edges
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert not _axe(page, live_server)


def test_a_reader_tells_whether_the_card_answered(sized, live_server):
    """「이 답이 질문에 맞나요?」 under the card: two big enough buttons; 아니에요 comes back to
    the same answer, thanks the reader where the buttons were and opens the related answers,
    each with 「이 답이에요」, which keeps the reader's pick."""
    page = sized
    page.goto(f"{live_server}/search?q=바닥줄 감점 몇 점이야&game=azul")
    feedback = page.locator("#answer-card #feedback")
    feedback.wait_for()
    assert "이 답이 질문에 맞나요?" in feedback.inner_text()
    for name in ("맞아요", "아니에요"):
        box = feedback.get_by_role("button", name=name).bounding_box()
        assert box is not None and box["width"] >= 44 and box["height"] >= 44
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert not _axe(page, live_server)
    feedback.get_by_role("button", name="아니에요").click()
    told = page.locator("#feedback-told")
    told.wait_for()
    assert told.inner_text().startswith("알려 주셔서 고마워요.")
    # the page comes back at the thanks, not at its top (where the tap would seem to do nothing)
    _in_view(told)
    query = parse_qs(urlparse(page.url).query)
    assert query == {"q": ["바닥줄 감점 몇 점이야"], "game": ["azul"], "told": ["0"]}
    assert page.locator("#answer-card h3.card-title").inner_text()  # the same card, still there
    assert page.locator("#feedback form").count() == 0
    related = page.locator("#related")
    assert related.evaluate("el => el.open") is True
    first = related.locator("li.result").first
    assert first.is_visible()
    # under each related answer, 「이 답이에요」: the reader picks the one they wanted
    pick = first.get_by_role("button", name="이 답이에요")
    box = pick.bounding_box()
    assert box is not None and box["width"] >= 44 and box["height"] >= 44
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert not _axe(page, live_server)
    chosen = first.locator("h3 a").inner_text()
    pick.click()
    page.wait_for_url("**#picked")
    picked = page.locator("#picked")
    picked.wait_for()
    # back at the answer picked (its title on the screen), marked as such, with the related
    # answers still open
    assert picked.locator("h3 a").inner_text() == chosen
    assert picked.locator("#picked-told").inner_text().startswith("고르신 답이에요.")
    _in_view(picked.locator("h3 a"))
    assert "다른 답을 고르셨어요" in page.locator("#feedback-told").inner_text()
    assert page.get_by_role("button", name="이 답이에요").count() == 0
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    assert not _axe(page, live_server)


def _in_view(locator) -> None:
    """``locator`` comes wholly onto the screen as the page is shown (scrolled to it, not left
    below the fold): waited for as such, since the page may scroll there smoothly."""
    expect(locator).to_be_in_viewport(ratio=1)


@pytest.mark.parametrize("path", ["/", "/search?q=조커"])
def test_suggestions_are_a_list_of_links_and_said(sized, live_server, path):
    """Suggestions as you type are a plain list of links, announced by count: links inside
    role=option were nested interactive elements (axe 'nested-interactive', serious)."""
    page = sized
    page.goto(f"{live_server}{path}")
    box = page.locator("input[data-suggest]")
    box.fill("")
    box.type("조커")
    page.locator(".suggestions li a").first.wait_for()
    expect(page.locator("[data-suggest-status]")).to_contain_text("추천 질문")
    assert page.locator(".suggestions [role=option]").count() == 0
    assert _axe(page, live_server) == []
    box.press("ArrowDown")
    expect(page.locator(".suggestions li a").first).to_be_focused()
