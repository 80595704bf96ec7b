"""A running server keeps answering while a failed build happens beside it, and picks up a
good build without a restart."""

from __future__ import annotations

import shutil
import threading
from pathlib import Path

from tutor.build import build
from tutor.cli import main
from tutor.web import create_app

from .conftest import CONTENT_DIR


def test_server_survives_failed_build_and_reloads_good_one(tmp_path: Path, built_db: Path):
    content = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, content)
    db = tmp_path / "instance" / "tutor.db"
    db.parent.mkdir()
    shutil.copy(built_db, db)
    app = create_app(
        {
            "TESTING": True,
            "DATABASE": str(db),
            "MISSES_DATABASE": str(tmp_path / "queries.db"),
            "GAMES_DATABASE": str(tmp_path / "games.db"),
        }
    )
    client = app.test_client()
    statuses: list[int] = []
    stop = threading.Event()

    def hammer() -> None:
        local = app.test_client()
        while not stop.is_set():
            statuses.append(local.get("/api/ask", query_string={"q": "바닥줄 감점"}).status_code)
            statuses.append(local.get("/games/azul").status_code)

    thread = threading.Thread(target=hammer)
    thread.start()
    try:
        (content / "azul" / "rules" / "zz-broken.md").write_text(
            "---\nid: [\n---\n", encoding="utf-8"
        )
        assert main(["build", "--content", str(content), "--db", str(db)]) == 2
        assert client.get("/api/ask", query_string={"q": "조커 회수"}).status_code == 200
        (content / "azul" / "rules" / "zz-broken.md").unlink()
        new_entry = next((content / "azul" / "faq").glob("*.md"))
        text = new_entry.read_text(encoding="utf-8")
        old_id = next(
            line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("id:")
        )
        (content / "azul" / "faq" / "zz-new.md").write_text(
            text.replace(f"id: {old_id}", "id: azul.faq.zz-new-entry", 1), encoding="utf-8"
        )
        build(content, db)
    finally:
        stop.set()
        thread.join()
    assert statuses and set(statuses) == {200}
    assert client.get("/games/azul/rules/azul.faq.zz-new-entry").status_code == 200
