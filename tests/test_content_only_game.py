"""A game with content and no rules engine (a fixture, never on the live site): it builds,
its rules and FAQ pages and search work, and the pages that need an engine are absent."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tutor.build import build
from tutor.content import ContentInvalid
from tutor.web import create_app

from .conftest import CONTENT_DIR

FIXTURE = Path(__file__).parent / "fixtures" / "content_only"


def _content_with_fixture(tmp: Path) -> Path:
    content = tmp / "content"
    shutil.copytree(CONTENT_DIR, content)
    shutil.copytree(FIXTURE / "yutnori", content / "yutnori")
    with (content / "sources.yaml").open("a", encoding="utf-8") as handle:
        handle.write("\n" + (FIXTURE / "sources.yaml").read_text(encoding="utf-8"))
    return content


@pytest.fixture(scope="module")
def fixture_client(tmp_path_factory: pytest.TempPathFactory):
    tmp = tmp_path_factory.mktemp("content-only")
    content = _content_with_fixture(tmp)
    db = tmp / "tutor.db"
    build(content, db)
    app = create_app(
        {
            "TESTING": True,
            "DATABASE": str(db),
            "MISSES_DATABASE": str(tmp / "queries.db"),
            "GAMES_DATABASE": str(tmp / "games.db"),
            "CONTENT_DIR": str(content),
        }
    )
    return app.test_client()


def test_the_game_is_listed_and_in_the_navigation(fixture_client):
    listed = {g["id"] for g in fixture_client.get("/api/games").get_json()}
    assert "yutnori" in listed and "azul" in listed
    home = fixture_client.get("/").get_data(as_text=True)
    assert 'href="/games/yutnori"' in home


def test_its_rules_faq_and_entries_are_pages(fixture_client):
    page = fixture_client.get("/games/yutnori")
    assert page.status_code == 200
    text = page.get_data(as_text=True)
    assert "도·개·걸·윷·모" in text
    assert "/games/yutnori/play" not in text  # no engine: nothing to play
    assert fixture_client.get("/games/yutnori/faq").status_code == 200
    assert fixture_client.get("/games/yutnori/rules/yutnori.faq.catch").status_code == 200


@pytest.mark.parametrize(
    "path",
    [
        "/games/yutnori/play",
        "/games/yutnori/play?players=2&seed=1",
        "/games/yutnori/tutorials",
        "/games/yutnori/tutorials/x",
    ],
)
def test_pages_that_need_an_engine_are_404(fixture_client, path):
    response = fixture_client.get(path)
    assert response.status_code == 404
    assert "찾는 페이지가 없습니다" in response.get_data(as_text=True)


def test_api_routes_that_need_an_engine_are_korean_404(fixture_client):
    for response in (
        fixture_client.post("/api/play/yutnori", json={"players": 2, "seed": 1}),
        fixture_client.post("/api/games/yutnori/hint", json={}),
        fixture_client.get("/api/tutorials/yutnori/first"),
    ):
        assert response.status_code == 404
        assert any("\uac00" <= ch <= "\ud7a3" for ch in response.get_json()["error"])


def test_it_is_searchable(fixture_client):
    answer = fixture_client.get("/api/ask", query_string={"q": "윷놀이 상대 말 잡으면?"}).get_json()
    assert answer["game"] == "yutnori"
    assert answer["results"][0]["id"] == "yutnori.faq.catch"
    scoped = fixture_client.get(
        "/api/ask", query_string={"q": "모 나오면 몇 칸", "game": "yutnori"}
    )
    assert scoped.get_json()["results"][0]["id"] == "yutnori.throw.results"
    suggest = fixture_client.get("/api/suggest", query_string={"q": "윷", "game": "yutnori"})
    assert suggest.status_code == 200


def test_a_board_example_for_a_game_without_engine_is_refused(tmp_path):
    content = _content_with_fixture(tmp_path)
    faq = content / "yutnori" / "faq" / "catch.md"
    text = faq.read_text(encoding="utf-8")
    faq.write_text(
        text.replace(
            "rule_ids: [yutnori.throw.results]\n",
            "rule_ids: [yutnori.throw.results]\nexample:\n  players: 2\n  expect: {legal: true}\n",
        ),
        encoding="utf-8",
    )
    with pytest.raises(ContentInvalid) as caught:
        build(content, tmp_path / "tutor.db")
    problems = [str(p) for p in caught.value.problems]
    assert any("yutnori/faq/catch.md:" in p and "엔진이 없어" in p for p in problems), problems


def test_a_tutorial_for_a_game_without_engine_is_refused(tmp_path):
    content = _content_with_fixture(tmp_path)
    (content / "yutnori" / "tutorials").mkdir()
    (content / "yutnori" / "tutorials" / "first.yaml").write_text(
        "slug: first\ntitle: 첫 판\nsteps: []\n", encoding="utf-8"
    )
    with pytest.raises(ContentInvalid) as caught:
        build(content, tmp_path / "tutor.db")
    problems = [str(p) for p in caught.value.problems]
    assert any("yutnori/tutorials/first.yaml:1" in p and "엔진이 없어" in p for p in problems), (
        problems
    )
