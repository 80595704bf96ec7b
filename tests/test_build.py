"""`tutor build`: validation with file:line messages, atomic writes, the last good database kept."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tutor.build import plain_text, render_markdown
from tutor.cli import main
from tutor.content import load_content
from tutor.games import GAME_IDS, get_engine

from .conftest import CONTENT_DIR, build_problems


def test_real_content_loads_for_every_game():
    content = load_content(CONTENT_DIR)
    assert set(content.games) == set(GAME_IDS)
    for game in GAME_IDS:
        kinds = [e.kind for e in content.entries.values() if e.game == game]
        assert kinds.count("faq") >= 12, game
        assert {"rule", "faq", "term"} <= set(kinds), game


def test_every_engine_rule_id_resolves_to_an_entry():
    content = load_content(CONTENT_DIR)
    for game in GAME_IDS:
        missing = get_engine(game).rule_ids() - set(content.entries)
        assert not missing, (game, sorted(missing))


def test_built_database_has_tables_and_fts(built_db: Path):
    conn = sqlite3.connect(built_db)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {
        "games",
        "entries",
        "aliases",
        "links",
        "sources",
        "tutorials",
        "tutorial_steps",
    } <= tables
    assert any("fts" in t for t in tables)
    html_, text = conn.execute("SELECT body_html, body_text FROM entries LIMIT 1").fetchone()
    assert html_.startswith("<") and text and "<" not in text


def test_malformed_front_matter_names_file_and_line(content_copy: Path):
    bad = content_copy / "azul" / "rules" / "zz-broken.md"
    bad.write_text(
        "---\nid: azul.broken\ngame: azul\nkind: rule\ntitle: [unclosed\n---\n본문\n",
        encoding="utf-8",
    )
    problems = build_problems(content_copy)
    assert any(p.startswith("content/azul/rules/zz-broken.md:") for p in problems), problems
    line = int(next(p for p in problems if "zz-broken" in p).split(":")[1])
    assert 2 <= line <= 6


def test_duplicate_id_and_dangling_link(content_copy: Path):
    source = next((content_copy / "rummikub" / "rules").glob("*.md"))
    text = source.read_text(encoding="utf-8")
    (content_copy / "rummikub" / "rules" / "zz-copy.md").write_text(text, encoding="utf-8")
    (content_copy / "indigo" / "rules" / "zz-link.md").write_text(
        "---\nid: indigo.zz.link\ngame: indigo\nkind: rule\ntitle: 링크\nsection: "
        f"{_first_section(content_copy, 'indigo')}\nsources: [004_73df79a79552746e.txt]\n"
        "related: [indigo.does-not-exist]\n---\n본문입니다.\n",
        encoding="utf-8",
    )
    problems = build_problems(content_copy)
    assert any("zz-copy.md:2:" in p and "id" in p for p in problems), problems
    assert any("zz-link.md:8:" in p and "indigo.does-not-exist" in p for p in problems), problems


def _first_section(content: Path, game: str) -> str:
    import yaml

    data = yaml.safe_load((content / game / "game.yaml").read_text(encoding="utf-8"))
    return str(data["sections"][0]["id"])


def test_non_utf8_file_is_reported(content_copy: Path):
    (content_copy / "azul" / "rules" / "zz-latin1.md").write_bytes(
        b"---\nid: azul.latin\n" + "caf\xe9".encode("latin-1")
    )
    problems = build_problems(content_copy)
    assert any("zz-latin1.md:3:" in p and "UTF-8" in p for p in problems), problems


def test_missing_required_field(content_copy: Path):
    (content_copy / "azul" / "rules" / "zz-missing.md").write_text(
        "---\nid: azul.zz.missing\ngame: azul\nkind: rule\nsection: overview\n---\n본문\n",
        encoding="utf-8",
    )
    problems = build_problems(content_copy)
    assert any("zz-missing.md:" in p and "title" in p for p in problems), problems


def test_failed_build_keeps_previous_database(content_copy: Path, tmp_path: Path, capsys):
    db = tmp_path / "tutor.db"
    assert main(["build", "--content", str(content_copy), "--db", str(db)]) == 0
    before = db.read_bytes()
    (content_copy / "azul" / "faq" / "zz-bad.md").write_text("no front matter\n", encoding="utf-8")
    assert main(["build", "--content", str(content_copy), "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert "content/azul/faq/zz-bad.md:1:" in err
    assert db.read_bytes() == before
    assert not list(tmp_path.glob(".tutor-build-*"))


def test_broken_tutorial_step_is_refused(content_copy: Path):
    path = next((content_copy / "azul" / "tutorials").glob("*.yaml"))
    text = path.read_text(encoding="utf-8")
    path.write_text(
        text.replace(
            "steps:",
            "steps:\n  - actor: 아무개\n    move: {type: nonsense}\n    narration: 잘못된 단계\n",
            1,
        ),
        encoding="utf-8",
    )
    problems = build_problems(content_copy)
    assert any(path.name in p and "1단계" in p for p in problems), problems


def test_plain_text_runs_words_on_across_inline_markup():
    # was "빈 칸 에만": a tag became a space inside a word, and the answer's first sentence
    # (shown as the direct answer) read so
    html = render_markdown(
        "가운데 **빈 칸**에만 [놓습니다](/x).\n\n- 첫째\n- 둘째\n\n한&nbsp;줄<br>다음"
    )
    assert plain_text(html) == "가운데 빈 칸에만 놓습니다. 첫째 둘째 한 줄 다음"


def test_markdown_is_sanitised():
    rendered = render_markdown("**굵게** <script>alert(1)</script> [링크](javascript:alert(1))")
    assert "<strong>" in rendered
    assert "<script" not in rendered and "javascript:" not in rendered
