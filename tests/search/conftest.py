"""Search fixtures: a tiny hand-written database and the real content database."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import sqlite_utils

sys.path.insert(0, str(Path(__file__).parent))

from content_fixture import build_content_db, write_base_tables  # noqa: E402


def _game(gid: str, name: str, name_en: str, aliases: list[str], position: int) -> dict:
    return {
        "id": gid,
        "name": name,
        "name_en": name_en,
        "min_players": 2,
        "max_players": 4,
        "summary": "",
        "aliases": json.dumps(aliases, ensure_ascii=False),
        "sections": "[]",
        "position": position,
    }


def _entry(
    eid: str,
    kind: str,
    title: str,
    body: str,
    *,
    question: str | None = None,
    phrasings: list[str] | None = None,
    aliases: list[str] | None = None,
    rule_ids: list[str] | None = None,
    order: int = 0,
) -> dict:
    game = eid.split(".")[0]
    return {
        "id": eid,
        "game": game,
        "kind": kind,
        "title": title,
        "section": "s",
        "section_title": "s",
        "ord": order,
        "question": question,
        "phrasings": json.dumps(phrasings or [], ensure_ascii=False),
        "aliases": json.dumps(aliases or [], ensure_ascii=False),
        "related": "[]",
        "rule_ids": json.dumps(rule_ids or [], ensure_ascii=False),
        "sources": json.dumps([{"id": f"{game}-rulebook", "title": "룰북", "page": 3}]),
        "body_md": body,
        "body_html": f"<p>{body}</p>",
        "body_text": body,
        "url": f"/games/{game}/rules/{eid}",
        "path": f"{game}/{eid}.md",
        "seed_differs": 0,
    }


MINI_GAMES = [
    _game("azul", "아줄", "Azul", ["아쥴", "azul"], 0),
    _game("rummikub", "루미큐브", "Rummikub", ["rummikub", "루미"], 1),
]
MINI_ENTRIES = [
    _entry(
        "azul.term.floor-line",
        "term",
        "바닥 줄",
        "개인판 아래쪽의 일곱 칸짜리 줄입니다.",
        aliases=["바닥줄", "floor line", "감점 칸"],
    ),
    _entry(
        "azul.term.factory",
        "term",
        "공장",
        "타일 네 개를 올려 두는 둥근 판입니다.",
        aliases=["팩토리", "타일 진열대"],
    ),
    _entry(
        "azul.term.penalty",
        "term",
        "감점",
        "점수를 잃는 것입니다.",
        aliases=["penalty", "벌점", "마이너스"],
    ),
    _entry(
        "azul.floor.penalty",
        "rule",
        "바닥 줄 감점",
        "라운드가 끝나면 바닥 줄에 놓인 타일마다 점수를 잃습니다.",
    ),
    _entry(
        "azul.offer.take-all",
        "rule",
        "한 공장에서 한 색을 전부 가져옵니다",
        "공장에서 고른 색의 타일을 모두 가져오고 나머지는 중앙으로 밉니다.",
        aliases=["몇 개만 가져오기"],
    ),
    _entry(
        "azul.faq.take-some",
        "faq",
        "일부만 가져오기",
        "아니요, 고른 색은 모두 가져와야 합니다.",
        question="공장에서 필요한 만큼만 가져와도 되나요?",
        phrasings=["두 개만 가져와도 돼?"],
        rule_ids=["azul.offer.take-all"],
    ),
    _entry(
        "azul.setup.first-player",
        "rule",
        "시작 플레이어 정하기",
        "가장 최근에 포르투갈에 다녀온 사람이 시작 플레이어입니다.",
    ),
    _entry(
        "rummikub.term.joker",
        "term",
        "조커",
        "어떤 타일이든 대신하는 타일입니다.",
        aliases=["와일드", "만능 타일", "joker"],
    ),
    _entry(
        "rummikub.joker.retrieve",
        "rule",
        "조커 되찾기",
        "조커가 대신하는 타일을 내면 조커를 가져올 수 있고, 그 차례에 바로 써야 합니다.",
    ),
    _entry(
        "rummikub.setup.first-player",
        "rule",
        "시작 플레이어 정하기",
        "타일을 한 장씩 뽑아 가장 큰 수를 뽑은 사람이 시작 플레이어입니다.",
    ),
    _entry(
        "rummikub.meld.initial",
        "rule",
        "첫 등록은 30점 이상",
        "처음 내려놓는 세트들의 합이 30점 이상이어야 합니다.",
        aliases=["첫 등록", "initial meld"],
    ),
]
MINI_STEPS = [
    {
        "id": "rummikub/first-turns/1",
        "game": "rummikub",
        "slug": "first-turns",
        "n": 1,
        "tutorial_title": "첫 차례들",
        "actor": "루미",
        "narration": "루미가 조커를 되찾아 바로 씁니다.",
        "rule_ids": json.dumps(["rummikub.joker.retrieve"]),
        "url": "/games/rummikub/tutorials/first-turns?step=1",
    }
]


@pytest.fixture(scope="session")
def mini_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from tutor.search import build_index

    path = tmp_path_factory.mktemp("search-mini") / "mini.db"
    db = sqlite_utils.Database(path)
    write_base_tables(db, MINI_GAMES, MINI_ENTRIES, MINI_STEPS)
    build_index(db)
    db.close()
    return path


@pytest.fixture(scope="session")
def mini_searcher(mini_db: Path):
    from tutor.search import Searcher

    return Searcher(mini_db)


@pytest.fixture(scope="session")
def content_db(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The real content database: the project's ``tutor build`` (shared with the other
    tests), or the stand-in loader when the build is not available."""
    try:
        return request.getfixturevalue("built_db")
    except pytest.FixtureLookupError:
        return build_content_db(tmp_path_factory.mktemp("search-content") / "content.db")


@pytest.fixture(scope="session")
def content_searcher(content_db: Path):
    from tutor.search import Searcher

    return Searcher(content_db)


@pytest.fixture(scope="session")
def held_out_searcher(tmp_path_factory: pytest.TempPathFactory):
    """``held_out_searcher(name)``: a searcher on a build of the content without folded set
    ``name``'s questions (``fold_sets.held_out_content``), the way that set measures the search
    on questions it has not seen; None for a set that is not folded. Built on first use; only
    the last one is kept (the tests ask set by set)."""
    from fold_sets import FOLDED, held_out_content

    from tutor.build import build
    from tutor.search import Searcher

    last: dict[str, Searcher] = {}

    def searcher(name: str) -> Searcher | None:
        if name not in FOLDED:
            return None
        if name not in last:
            root = tmp_path_factory.mktemp(f"held-out-{name}")
            build(held_out_content(root / "content", name), root / "held.db", learn_in_child=False)
            last.clear()
            last[name] = Searcher(root / "held.db")
        return last[name]

    return searcher
