"""A small stand-in for ``tutor build``: content files → the base tables search reads.

Only what search needs (no validation, no engine replay); the real build lives in
``tutor/build.py`` and calls ``tutor.search.build_index`` the same way.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any

import markdown
import sqlite_utils
import yaml

CONTENT = Path(__file__).resolve().parents[2] / "content"
_TAG = re.compile(r"<[^>]+>")


def _front_matter(path: Path) -> tuple[dict[str, Any], str]:
    text = path.read_text(encoding="utf-8")
    if not text.startswith("---"):
        return {}, text
    _, head, body = text.split("---", 2)
    return yaml.safe_load(head) or {}, body.strip()


def _plain(md: str) -> str:
    return html.unescape(_TAG.sub(" ", markdown.markdown(md))).strip()


def _source_ids(sources: list[Any]) -> list[dict[str, Any]]:
    out = []
    for s in sources or []:
        if isinstance(s, str):
            out.append({"id": s, "title": s, "page": None})
        else:
            out.append({"id": s["id"], "title": s["id"], "page": s.get("page")})
    return out


def load_games(content: Path) -> list[dict[str, Any]]:
    games = []
    for position, path in enumerate(sorted(content.glob("*/game.yaml"))):
        g = yaml.safe_load(path.read_text(encoding="utf-8"))
        games.append(
            {
                "id": g["id"],
                "name": g["name"],
                "name_en": g.get("name_en"),
                "min_players": g["players"][0],
                "max_players": g["players"][1],
                "summary": g.get("summary", ""),
                "aliases": json.dumps(g.get("aliases", []), ensure_ascii=False),
                "sections": json.dumps(g.get("sections", []), ensure_ascii=False),
                "position": position,
            }
        )
    return games


def load_entries(content: Path) -> list[dict[str, Any]]:
    entries = []
    for path in sorted(content.glob("*/*/*.md")):
        meta, body = _front_matter(path)
        if "id" not in meta or "kind" not in meta:
            continue
        body_html = markdown.markdown(body)
        game = meta["game"]
        kind = meta["kind"]
        entries.append(
            {
                "id": meta["id"],
                "game": game,
                "kind": kind,
                "title": meta.get("title", ""),
                "section": meta.get("section"),
                "section_title": meta.get("section"),
                "ord": meta.get("order", 0),
                "question": meta.get("question"),
                "phrasings": json.dumps(meta.get("phrasings") or [], ensure_ascii=False),
                "aliases": json.dumps(meta.get("aliases") or [], ensure_ascii=False),
                "related": json.dumps(meta.get("related") or [], ensure_ascii=False),
                "rule_ids": json.dumps(meta.get("rule_ids") or [], ensure_ascii=False),
                "sources": json.dumps(_source_ids(meta.get("sources")), ensure_ascii=False),
                "body_md": body,
                "body_html": body_html,
                "body_text": _plain(body),
                "url": f"/games/{game}/rules/{meta['id']}",
                "path": str(path.relative_to(content)),
                "seed_differs": int(bool(meta.get("seed_differs"))),
            }
        )
    return entries


def load_steps(content: Path) -> list[dict[str, Any]]:
    steps = []
    for path in sorted(content.glob("*/tutorials/*.yaml")):
        t = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
        game = path.parent.parent.name
        slug = t.get("slug", path.stem)
        for n, step in enumerate(t.get("steps") or [], start=1):
            steps.append(
                {
                    "id": f"{game}/{slug}/{n}",
                    "game": game,
                    "slug": slug,
                    "n": n,
                    "tutorial_title": t.get("title", slug),
                    "actor": step.get("actor", ""),
                    "narration": step.get("narration", ""),
                    "rule_ids": json.dumps(step.get("rule_ids") or [], ensure_ascii=False),
                    "url": f"/games/{game}/tutorials/{slug}?step={n}",
                }
            )
    return steps


def write_base_tables(
    db: sqlite_utils.Database,
    games: list[dict[str, Any]],
    entries: list[dict[str, Any]],
    steps: list[dict[str, Any]],
) -> None:
    db["games"].insert_all(games, pk="id")
    db["entries"].insert_all(entries, pk="id")
    aliases = []
    links = []
    for e in entries:
        aliases.append(
            {"entry_id": e["id"], "game": e["game"], "kind": "title", "text": e["title"]}
        )
        if e["question"]:
            aliases.append(
                {"entry_id": e["id"], "game": e["game"], "kind": "question", "text": e["question"]}
            )
        aliases += [
            {"entry_id": e["id"], "game": e["game"], "kind": "alias", "text": a}
            for a in json.loads(e["aliases"])
        ]
        aliases += [
            {"entry_id": e["id"], "game": e["game"], "kind": "phrasing", "text": p}
            for p in json.loads(e["phrasings"])
        ]
        links += [{"src": e["id"], "dst": d, "kind": "related"} for d in json.loads(e["related"])]
        links += [{"src": e["id"], "dst": d, "kind": "rule"} for d in json.loads(e["rule_ids"])]
    db["aliases"].create({"entry_id": str, "game": str, "kind": str, "text": str})
    db["aliases"].insert_all(aliases)
    db["links"].create({"src": str, "dst": str, "kind": str})
    db["links"].insert_all(links)
    db["tutorial_steps"].create(
        {
            "id": str,
            "game": str,
            "slug": str,
            "n": int,
            "tutorial_title": str,
            "actor": str,
            "narration": str,
            "rule_ids": str,
            "url": str,
        },
        pk="id",
    )
    db["tutorial_steps"].insert_all(steps)


def build_content_db(path: Path, content: Path = CONTENT) -> Path:
    """Write the base tables for ``content`` and the search index into ``path``."""
    from tutor.search import build_index

    db = sqlite_utils.Database(path)
    write_base_tables(db, load_games(content), load_entries(content), load_steps(content))
    build_index(db)
    db.close()
    return path
