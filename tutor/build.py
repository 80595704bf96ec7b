"""``tutor build``: content files → one SQLite database, written atomically.

The database is an artefact: it is rebuilt from ``content/`` and never edited. A build
that finds any problem writes nothing, so the last good database stays in place.
"""

from __future__ import annotations

import html
import json
import os
import re
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import markdown
import nh3
import sqlite_utils
import yaml

from tutor import yamlio
from tutor.content import Content, ContentInvalid, Entry, Problem, load_content
from tutor.quickstart import Quickstart, play_board
from tutor.scenarios import Scenario, ScenarioError, load_scenario, play_scenario, run_example
from tutor.search import asked, build_index

ALLOWED_TAGS = {
    "p",
    "br",
    "strong",
    "em",
    "b",
    "i",
    "ul",
    "ol",
    "li",
    "a",
    "code",
    "pre",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "h3",
    "h4",
    "h5",
    "hr",
    "sup",
    "sub",
    "span",
}


@dataclass
class BuildReport:
    db_path: Path
    games: int
    entries: int
    tutorials: int
    seconds: float


_markdown = threading.local()


def render_markdown(text: str) -> str:
    """Markdown → sanitised HTML (no scripts, no raw attributes beyond links).

    One converter per thread, reset between texts (building a converter costs more than
    converting a short entry)."""
    converter = getattr(_markdown, "converter", None)
    if converter is None:
        converter = markdown.Markdown(extensions=["tables", "sane_lists"], output_format="html")
        _markdown.converter = converter
    raw = converter.reset().convert(text)
    return nh3.clean(
        raw,
        tags=ALLOWED_TAGS,
        attributes={"a": {"href", "title"}},
        url_schemes={"http", "https", "mailto"},
        link_rel="noopener noreferrer",
    )


# Tags inside a line of text (bold, a link): their words run on ("<strong>빈 칸</strong>에만"
# is 빈 칸에만); any other tag (a paragraph, a list item, a table cell) separates words.
_INLINE_TAG = re.compile(
    r"</?(?:a|abbr|b|code|em|i|kbd|mark|s|small|span|strong|sub|sup|u)\b[^>]*>", re.I
)


def plain_text(rendered_html: str) -> str:
    text = re.sub(r"<[^>]+>", " ", _INLINE_TAG.sub("", rendered_html))
    return re.sub(r"\s+", " ", html.unescape(text)).strip()


def _node_lines(path: Path) -> list[int]:
    """1-based line of each step of a scenario file (for error messages)."""
    try:
        node = yamlio.compose(path.read_text(encoding="utf-8"))
    except (yaml.YAMLError, OSError, UnicodeDecodeError):
        return []
    if not isinstance(node, yaml.MappingNode):
        return []
    for key, value in node.value:
        if key.value == "steps" and isinstance(value, yaml.SequenceNode):
            return [item.start_mark.line + 1 for item in value.value]
    return []


def check_engines(content: Content) -> list[Problem]:
    """Engine ↔ content links: rule ids, FAQ examples and tutorial scenarios."""
    from tutor.games import get_engine

    problems: list[Problem] = []
    for game in content.games.values():
        if not game.has_engine:
            continue
        engine = get_engine(game.id)
        for rule_id in sorted(engine.rule_ids()):
            if rule_id not in content.entries:
                problems.append(
                    Problem(game.path, 1, f"엔진의 규칙 id '{rule_id}'에 해당하는 항목이 없습니다")
                )
    for entry in content.entries.values():
        if entry.example is None:
            continue
        if not content.games[entry.game].has_engine:
            problems.append(
                Problem(
                    entry.path,
                    entry.line_of("example"),
                    f"예시: '{entry.game}'에는 아직 규칙 엔진이 없어 보드 예시를 "
                    "실행할 수 없습니다. 엔진이 생길 때까지 example을 빼 두세요",
                )
            )
            continue
        found = _example_names_problems(entry, content)
        try:
            found += run_example(entry.game, entry.example)
        except Exception as exc:  # an engine error is a broken example, reported like one
            found = [f"예시를 실행하다 오류가 났습니다: {type(exc).__name__}: {exc}"]
        problems += [Problem(entry.path, entry.line_of("example"), f"예시: {p}") for p in found]
    return problems


# a story name as the word of a sentence: followed by a particle, punctuation or a space
# (so 루미 in "루미가" is a name and in "루미큐브" is not)
_NAME_END = r"(?:에게|[가이는은를을와과의도만랑(,.·\s]|$)"


def _example_names_problems(entry: Entry, content: Content) -> list[str]:
    """An example whose answer tells the story of the game's cast (its quick start's and
    tutorials' names) must draw those names on its board, not 플레이어 1 and 2."""
    quickstart = content.quickstarts.get(entry.game)
    if quickstart is None or entry.example is None:
        return []
    told = [
        name for name in quickstart.names if re.search(re.escape(name) + _NAME_END, entry.body_md)
    ]
    given = entry.example.get("names")
    given = given if isinstance(given, list) else []
    missing = [name for name in told if name not in given]
    if not missing:
        return []
    return [
        f"답이 {', '.join(told)}의 이야기인데 보드에는 그 이름이 없습니다: example에 "
        f"names를 자리 순서대로 적으세요 (빠진 이름: {', '.join(missing)})"
    ]


def load_tutorials(
    content: Content,
) -> tuple[list[tuple[Scenario, dict[str, Any], list[Any]]], list[Problem]]:
    played: list[tuple[Scenario, dict[str, Any], list[Any]]] = []
    problems: list[Problem] = []
    slugs: dict[tuple[str, str], str] = {}
    for game_id, paths in content.tutorial_paths.items():
        for path in paths:
            rel = str(path.relative_to(content.root.parent))
            if not content.games[game_id].has_engine:
                problems.append(
                    Problem(
                        rel,
                        1,
                        f"'{game_id}'에는 아직 규칙 엔진이 없어 튜토리얼을 재생할 수 없습니다",
                    )
                )
                continue
            try:
                scenario = load_scenario(path, game_id)
            except ScenarioError as exc:
                problems.append(Problem(rel, 1, str(exc)))
                continue
            if (game_id, scenario.slug) in slugs:
                problems.append(
                    Problem(
                        rel,
                        1,
                        f"slug '{scenario.slug}'가 {slugs[game_id, scenario.slug]}에도 있습니다",
                    )
                )
                continue
            slugs[game_id, scenario.slug] = rel
            step_lines = _node_lines(path)
            try:
                initial, steps = play_scenario(scenario)
            except Exception as exc:
                problems.append(Problem(rel, 1, f"시나리오를 시작할 수 없습니다: {exc}"))
                continue
            for step in steps:
                line = step_lines[step.n - 1] if step.n - 1 < len(step_lines) else 1
                problems += [Problem(rel, line, f"{step.n}단계: {p}") for p in step.problems]
                for rule_id in step.rule_ids:
                    if rule_id not in content.entries:
                        problems.append(
                            Problem(
                                rel,
                                line,
                                f"{step.n}단계: 규칙 id '{rule_id}'에 해당하는 항목이 없습니다",
                            )
                        )
            if len(steps) < len(scenario.steps):
                problems.append(Problem(rel, 1, "불법인 단계 뒤의 단계는 재생할 수 없습니다"))
            played.append((scenario, initial, steps))
    return played, problems


def load_quickstarts(content: Content) -> tuple[list[dict[str, Any]], list[Problem]]:
    """Each game's 빠른 시작 and player aid as one row: the cards' Markdown rendered, each
    board replayed through the engine (a board that does not replay is a problem), the
    rule links resolved to their titles and pages."""
    rows: list[dict[str, Any]] = []
    problems: list[Problem] = []
    for game_id, quickstart in content.quickstarts.items():
        found = _quickstart_row(quickstart, content, problems)
        if found is not None:
            rows.append({"game": game_id, "data": json.dumps(found, ensure_ascii=False)})
    return rows, problems


def _rule_link(rule_id: str, content: Content) -> dict[str, str]:
    entry = content.entries[rule_id]
    return {"id": entry.id, "title": entry.title, "url": entry.url}


def _quickstart_row(
    quickstart: Quickstart, content: Content, problems: list[Problem]
) -> dict[str, Any] | None:
    before = len(problems)
    cards = []
    scene = None  # the game the last board was played from (its set-up, seed, players)
    for index, card in enumerate(quickstart.cards):
        board: dict[str, Any] | None = None
        new_scene = False
        if card.board:
            # a board from another game than the card before it says so: its counts (the bag,
            # the scores) do not follow on from the last card's
            played_from = json.dumps(
                [card.board.get(k) for k in ("players", "options", "seed", "setup")],
                sort_keys=True,
            )
            new_scene = scene is not None and played_from != scene
            scene = played_from
            try:
                board, found = play_board(quickstart, card)
            except Exception as exc:  # an engine error is a broken board, reported like one
                found = [f"보드를 재생하다 오류가 났습니다: {type(exc).__name__}: {exc}"]
            problems += [
                Problem(quickstart.path, card.line, f"{index + 1}번 카드 보드: {p}") for p in found
            ]
        cards.append(
            {
                "id": card.id,
                "title": card.title,
                "html": render_markdown(card.text),
                "rules": [_rule_link(r, content) for r in card.rules],
                "board": board,
                "new_scene": new_scene,
            }
        )
    if len(problems) > before:
        return None
    aid = quickstart.aid
    return {
        "intro_html": render_markdown(quickstart.intro) if quickstart.intro else "",
        "names": quickstart.names,
        "cards": cards,
        "aid": None
        if aid is None
        else {
            "turn": [render_markdown(t) for t in aid.turn],
            "scoring": aid.scoring,
            "end_html": render_markdown(aid.end),
            "mistakes": [
                {"html": render_markdown(m.text), "rule": _rule_link(m.rule, content)}
                for m in aid.mistakes
            ],
            "board": aid.board,
        },
    }


def _entry_row(entry: Entry, content: Content) -> dict[str, Any]:
    game = content.games[entry.game]
    body_html = render_markdown(entry.body_md)
    return {
        "id": entry.id,
        "game": entry.game,
        "kind": entry.kind,
        "title": entry.title,
        "section": entry.section,
        "section_title": game.section_title(entry.section),
        "ord": entry.order,
        "question": entry.question,
        "phrasings": json.dumps(entry.phrasings, ensure_ascii=False),
        "aliases": json.dumps(entry.aliases, ensure_ascii=False),
        "related": json.dumps(entry.related, ensure_ascii=False),
        "rule_ids": json.dumps(entry.rule_ids, ensure_ascii=False),
        "sources": json.dumps(
            [
                {
                    "id": s["id"],
                    "title": content.sources[s["id"]].title,
                    "page": s.get("page"),
                    "kind": content.sources[s["id"]].kind,
                }
                for s in entry.sources
            ],
            ensure_ascii=False,
        ),
        "example": json.dumps(entry.example, ensure_ascii=False) if entry.example else None,
        "body_md": entry.body_md,
        "body_html": body_html,
        "body_text": plain_text(body_html),
        "url": entry.url,
        "path": entry.path,
        "seed_differs": int(entry.seed_differs),
    }


def ordered_entries(content: Content) -> list[Entry]:
    """The entries in the database's (and the search index's) order."""
    return sorted(content.entries.values(), key=lambda e: (e.game, e.section, e.order, e.id))


def write_database(
    path: Path,
    content: Content,
    tutorials: list[tuple[Scenario, dict[str, Any], list[Any]]],
    quickstarts: list[dict[str, Any]] | None = None,
    learning: asked.Learning | None = None,
) -> None:
    """The whole database at ``path`` (a new file); ``learning``: the search's per-game
    models, started early by ``build`` (None: learned with the search index)."""
    db = sqlite_utils.Database(path)
    # A fresh temporary file that replaces the database only once complete (``build``):
    # no rollback journal and no sync per inserted chunk (each was a disk flush; most of
    # the writing time on a large content set); ``build`` syncs the finished file once.
    db.execute("PRAGMA journal_mode = OFF")
    db.execute("PRAGMA synchronous = OFF")
    # ``db.table(name)`` rather than ``db[name]``: the latter is typed ``Table | View``, and
    # every name written here is a table.
    db.table("meta").insert_all(
        [
            {"key": "built_at", "value": time.strftime("%Y-%m-%dT%H:%M:%S%z")},
            {"key": "schema", "value": "1"},
        ],
        pk="key",
    )
    db.table("games").insert_all(
        (
            {
                "id": g.id,
                "name": g.name,
                "name_en": g.name_en,
                "short_name": g.short_name,
                "engine": int(g.has_engine),
                "min_players": g.min_players,
                "max_players": g.max_players,
                "summary": g.summary,
                "year": g.year,
                "aliases": json.dumps(g.aliases, ensure_ascii=False),
                "sections": json.dumps(g.sections, ensure_ascii=False),
                "position": g.position,
            }
            for g in content.games.values()
        ),
        pk="id",
    )
    db.table("sources").insert_all(
        (
            {"id": s.id, "title": s.title, "kind": s.kind, "game": s.game}
            for s in content.sources.values()
        ),
        pk="id",
    )
    entries = ordered_entries(content)
    db.table("entries").insert_all((_entry_row(e, content) for e in entries), pk="id")
    db.table("entries").create_index(["game", "kind"])
    alias_rows = []
    link_rows = []
    for e in entries:
        alias_rows.append({"entry_id": e.id, "game": e.game, "kind": "title", "text": e.title})
        if e.question:
            alias_rows.append(
                {"entry_id": e.id, "game": e.game, "kind": "question", "text": e.question}
            )
        alias_rows += [
            {"entry_id": e.id, "game": e.game, "kind": "alias", "text": a} for a in e.aliases
        ]
        alias_rows += [
            {"entry_id": e.id, "game": e.game, "kind": "phrasing", "text": p} for p in e.phrasings
        ]
        link_rows += [{"src": e.id, "dst": d, "kind": "related"} for d in e.related]
        link_rows += [{"src": e.id, "dst": d, "kind": "rule"} for d in e.rule_ids]
    db.table("aliases").insert_all(alias_rows)
    db.table("aliases").create_index(["entry_id"])
    # What players ask that each entry answers (asked.yaml), one row per entry: read by the
    # search's build only (never shown; a row per question made a 50× build seconds longer).
    db.table("asked").create({"entry_id": str, "game": str, "questions": str}, pk="entry_id")
    db.table("asked").insert_all(
        {
            "entry_id": e.id,
            "game": e.game,
            "questions": json.dumps(content.asked[e.id], ensure_ascii=False),
        }
        for e in entries
        if content.asked.get(e.id)
    )
    db.table("links").insert_all(link_rows or [{"src": "", "dst": "", "kind": "none"}])
    db.execute("DELETE FROM links WHERE kind = 'none'")
    db.table("links").create_index(["dst"])
    tutorial_rows = []
    step_rows = []
    for scenario, initial, steps in tutorials:
        url = f"/games/{scenario.game}/tutorials/{scenario.slug}"
        tutorial_rows.append(
            {
                "id": f"{scenario.game}/{scenario.slug}",
                "game": scenario.game,
                "slug": scenario.slug,
                "title": scenario.title,
                "summary": scenario.summary,
                "players": scenario.players,
                "names": json.dumps(scenario.names, ensure_ascii=False),
                "options": json.dumps(scenario.options, ensure_ascii=False),
                "seed": scenario.seed,
                "setup": json.dumps(scenario.setup, ensure_ascii=False),
                "sources": json.dumps(
                    [s if isinstance(s, str) else s.get("id") for s in scenario.sources],
                    ensure_ascii=False,
                ),
                "initial_state": json.dumps(initial, ensure_ascii=False),
                "steps": json.dumps([s.to_json() for s in steps], ensure_ascii=False),
                "url": url,
            }
        )
        step_rows += [
            {
                "id": f"{scenario.game}/{scenario.slug}/{s.n}",
                "game": scenario.game,
                "slug": scenario.slug,
                "n": s.n,
                "tutorial_title": scenario.title,
                "actor": s.actor,
                "narration": s.narration,
                "rule_ids": json.dumps(s.rule_ids, ensure_ascii=False),
                "url": f"{url}?step={s.n}",
            }
            for s in steps
        ]
    db.table("tutorials").create(
        {
            "id": str,
            "game": str,
            "slug": str,
            "title": str,
            "summary": str,
            "players": int,
            "names": str,
            "options": str,
            "seed": int,
            "setup": str,
            "sources": str,
            "initial_state": str,
            "steps": str,
            "url": str,
        },
        pk="id",
    )
    db.table("tutorials").insert_all(tutorial_rows)
    db.table("tutorial_steps").create(
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
    db.table("tutorial_steps").insert_all(step_rows)
    db.table("quickstarts").create({"game": str, "data": str}, pk="game")
    db.table("quickstarts").insert_all(quickstarts or [])
    build_index(db, learning)
    db.close()


def build(content_dir: Path, db_path: Path, learn_in_child: bool | None = None) -> BuildReport:
    """Validate ``content_dir`` and write ``db_path`` atomically.

    Raises :class:`ContentInvalid` with every problem found; the existing database is
    then left untouched. ``learn_in_child``: learn the search's models in a child process
    (None: from ``asked.CHILD_ENTRIES`` entries on)."""
    started = time.perf_counter()
    content = load_content(Path(content_dir))
    problems = check_engines(content)
    tutorials, tutorial_problems = load_tutorials(content)
    problems += tutorial_problems
    quickstarts, quickstart_problems = load_quickstarts(content)
    problems += quickstart_problems
    if problems:
        raise ContentInvalid(problems)
    # The search's per-game models need only the entries' titles and asked questions: a content
    # set of some size learns them in a child process from here on (``asked.Learning``).
    with asked.Learning(
        [
            (e.id, e.game, asked.entry_texts(e.title, content.asked.get(e.id, [])))
            for e in ordered_entries(content)
        ],
        in_child=learn_in_child,
    ) as learning:
        return _write(content, tutorials, quickstarts, Path(db_path), started, learning)


def _write(
    content: Content,
    tutorials: list[tuple[Scenario, dict[str, Any], list[Any]]],
    quickstarts: list[dict[str, Any]],
    db_path: Path,
    started: float,
    learning: asked.Learning,
) -> BuildReport:
    db_path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=".tutor-build-", suffix=".db", dir=db_path.parent)
    os.close(handle)
    temp = Path(temp_name)
    try:
        temp.unlink()
        write_database(temp, content, tutorials, quickstarts, learning)
        os.chmod(temp, 0o644)
        with temp.open("rb") as written:
            os.fsync(written.fileno())  # on disk before it takes the database's name
        os.replace(temp, db_path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    return BuildReport(
        db_path,
        len(content.games),
        len(content.entries),
        len(tutorials),
        time.perf_counter() - started,
    )
