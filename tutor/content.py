"""Reading and validating ``content/``: games, entries, sources and tutorial scenarios.

Every problem is reported as a :class:`Problem` with the file and line it is at, so that
``tutor build`` can print ``file:line: message`` for each and refuse to write a database.
"""

from __future__ import annotations

import multiprocessing
import os
import re
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tutor import yamlio
from tutor.asked import load_asked, load_asked_sets
from tutor.quickstart import Quickstart, check_links, load_quickstart

KINDS = ("rule", "faq", "term", "tip", "variant")
KIND_NAMES = {
    "rule": "규칙",
    "faq": "자주 묻는 질문",
    "term": "용어",
    "tip": "팁",
    "variant": "변형 규칙",
    "tutorial-step": "튜토리얼",
}
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)+$")
REQUIRED = ("id", "game", "kind", "title", "section", "sources")
KNOWN_FIELDS = set(REQUIRED) | {
    "order",
    "aliases",
    "related",
    "question",
    "phrasings",
    "rule_ids",
    "example",
    "seed_differs",
    "summary",
}


@dataclass(frozen=True)
class Problem:
    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


class ContentInvalid(Exception):
    def __init__(self, problems: list[Problem]) -> None:
        super().__init__(f"{len(problems)} problem(s)")
        self.problems = problems


@dataclass
class Source:
    id: str
    title: str
    kind: str
    game: str | None


@dataclass
class Game:
    id: str
    name: str
    name_en: str
    short_name: str  # in the site's navigation (아줄: 여름 별장 → 여름 별장)
    has_engine: bool  # False: a content-only game (no tutorials, play or board examples)
    min_players: int
    max_players: int
    summary: str
    aliases: list[str]
    sections: list[dict[str, str]]
    year: int | None
    path: str
    position: int

    def section_title(self, section_id: str) -> str:
        for section in self.sections:
            if section["id"] == section_id:
                return section["title"]
        return section_id


@dataclass
class Entry:
    id: str
    game: str
    kind: str
    title: str
    section: str
    order: int
    sources: list[dict[str, Any]]
    aliases: list[str]
    related: list[str]
    question: str | None
    phrasings: list[str]
    rule_ids: list[str]
    example: dict[str, Any] | None
    seed_differs: bool
    body_md: str
    path: str
    line: int  # line of the front matter's first field
    field_lines: dict[str, int] = field(default_factory=dict)

    def line_of(self, key: str) -> int:
        return self.field_lines.get(key, self.line)

    @property
    def url(self) -> str:
        return f"/games/{self.game}/rules/{self.id}"


@dataclass
class Content:
    root: Path
    games: dict[str, Game]
    entries: dict[str, Entry]
    sources: dict[str, Source]
    tutorial_paths: dict[str, list[Path]]  # game → scenario files
    quickstarts: dict[str, Quickstart] = field(default_factory=dict)  # game → 빠른 시작
    # entry id → the questions players ask that it answers (``asked.yaml``; search only)
    asked: dict[str, list[str]] = field(default_factory=dict)


def _rel(path: Path, root: Path) -> str:
    try:
        return str(path.relative_to(root.parent))
    except ValueError:
        return str(path)


def _read_text(path: Path, root: Path, problems: list[Problem]) -> str | None:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        problems.append(Problem(_rel(path, root), 1, f"파일을 읽을 수 없습니다: {exc.strerror}"))
        return None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        problems.append(
            Problem(
                _rel(path, root),
                line,
                "UTF-8로 읽을 수 없는 바이트가 있습니다 (파일을 UTF-8로 저장하세요)",
            )
        )
        return None
    if "\x00" in text:
        line = text[: text.index("\x00")].count("\n") + 1
        problems.append(Problem(_rel(path, root), line, "NUL 문자가 들어 있습니다"))
        return None
    return text.removeprefix("\ufeff")


def _yaml_problem(rel: str, exc: yaml.YAMLError, offset: int) -> Problem:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    line = (mark.line + 1 + offset) if mark is not None else 1 + offset
    detail = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    return Problem(rel, line, f"YAML 오류: {detail}")


def _field_lines(front: str, offset: int) -> dict[str, int]:
    lines: dict[str, int] = {}
    for number, text in enumerate(front.splitlines(), start=1 + offset):
        match = re.match(r"^([A-Za-z_][\w-]*)\s*:", text)
        if match and match.group(1) not in lines:
            lines[match.group(1)] = number
    return lines


def load_sources(root: Path, problems: list[Problem]) -> dict[str, Source]:
    path = root / "sources.yaml"
    rel = _rel(path, root)
    if not path.exists():
        problems.append(Problem(rel, 1, "sources.yaml이 없습니다"))
        return {}
    text = _read_text(path, root, problems)
    if text is None:
        return {}
    try:
        data = yamlio.load(text)
    except yaml.YAMLError as exc:
        problems.append(_yaml_problem(rel, exc, 0))
        return {}
    sources: dict[str, Source] = {}
    if not isinstance(data, list):
        problems.append(Problem(rel, 1, "출처 목록(YAML 리스트)이어야 합니다"))
        return {}
    for item in data:
        if not isinstance(item, dict) or "id" not in item or "title" not in item:
            problems.append(Problem(rel, 1, f"출처 항목에 id와 title이 필요합니다: {item!r}"))
            continue
        sources[str(item["id"])] = Source(
            str(item["id"]), str(item["title"]), str(item.get("kind", "")), item.get("game")
        )
    return sources


def load_game(path: Path, root: Path, position: int, problems: list[Problem]) -> Game | None:
    rel = _rel(path, root)
    text = _read_text(path, root, problems)
    if text is None:
        return None
    try:
        data = yamlio.load(text)
    except yaml.YAMLError as exc:
        problems.append(_yaml_problem(rel, exc, 0))
        return None
    if not isinstance(data, dict):
        problems.append(Problem(rel, 1, "game.yaml은 YAML 매핑이어야 합니다"))
        return None
    lines = _field_lines(text, 0)
    missing = [key for key in ("id", "name", "players", "sections", "summary") if key not in data]
    if missing:
        problems.append(Problem(rel, 1, f"필수 항목이 없습니다: {', '.join(missing)}"))
        return None
    if data["id"] != path.parent.name:
        problems.append(
            Problem(
                rel,
                lines.get("id", 1),
                f"id '{data['id']}'가 폴더 이름 '{path.parent.name}'과 다릅니다",
            )
        )
    players = data["players"]
    if not (
        isinstance(players, list) and len(players) == 2 and all(isinstance(p, int) for p in players)
    ):
        problems.append(Problem(rel, lines.get("players", 1), "players는 [최소, 최대]여야 합니다"))
        return None
    sections = []
    for section in data["sections"] or []:
        if not isinstance(section, dict) or "id" not in section or "title" not in section:
            problems.append(
                Problem(
                    rel,
                    lines.get("sections", 1),
                    f"section에는 id와 title이 필요합니다: {section!r}",
                )
            )
            continue
        sections.append({"id": str(section["id"]), "title": str(section["title"])})
    return Game(
        id=str(data["id"]),
        name=str(data["name"]),
        name_en=str(data.get("name_en", "")),
        short_name=str(data.get("short_name") or data["name"]),
        has_engine=_has_engine(str(data["id"])),
        min_players=players[0],
        max_players=players[1],
        summary=str(data["summary"]).strip(),
        aliases=[str(a) for a in data.get("aliases") or []],
        sections=sections,
        year=data.get("year"),
        path=rel,
        position=position,
    )


def _has_engine(game_id: str) -> bool:
    from tutor.games import GAME_IDS

    return game_id in GAME_IDS


def _as_str_list(value: Any) -> list[str] | None:
    if value is None:
        return []
    if isinstance(value, list) and all(isinstance(v, str | int | float) for v in value):
        return [str(v) for v in value]
    return None


def parse_entry(path: Path, root: Path, problems: list[Problem]) -> Entry | None:
    rel = _rel(path, root)
    text = _read_text(path, root, problems)
    if text is None:
        return None
    lines = text.split("\n")
    if not lines or lines[0].strip() != "---":
        problems.append(Problem(rel, 1, "파일이 YAML 머리말('---')로 시작해야 합니다"))
        return None
    end = next((i for i in range(1, len(lines)) if lines[i].strip() == "---"), None)
    if end is None:
        problems.append(Problem(rel, 1, "머리말을 닫는 '---' 줄이 없습니다"))
        return None
    front = "\n".join(lines[1:end])
    body = "\n".join(lines[end + 1 :]).strip()
    try:
        data = yamlio.load(front)
    except yaml.YAMLError as exc:
        problems.append(_yaml_problem(rel, exc, 1))
        return None
    if not isinstance(data, dict):
        problems.append(Problem(rel, 2, "머리말은 YAML 매핑이어야 합니다"))
        return None
    field_lines = _field_lines(front, 1)
    before = len(problems)

    def bad(key: str, message: str) -> None:
        problems.append(Problem(rel, field_lines.get(key, 2), message))

    for key in REQUIRED:
        if key not in data or data[key] in (None, "", []):
            bad(key, f"필수 항목 '{key}'이(가) 없습니다")
    for key in data:
        if key not in KNOWN_FIELDS:
            bad(key, f"알 수 없는 항목 '{key}'")
    if len(problems) > before:
        return None
    entry_id = str(data["id"])
    if not ID_PATTERN.match(entry_id):
        bad("id", f"id '{entry_id}'는 점으로 나뉜 소문자·숫자·하이픈이어야 합니다")
    if not entry_id.startswith(f"{data['game']}."):
        bad("id", f"id '{entry_id}'는 게임 id '{data['game']}.'로 시작해야 합니다")
    if data["kind"] not in KINDS:
        bad("kind", f"kind '{data['kind']}'는 {', '.join(KINDS)} 중 하나여야 합니다")
    lists = {}
    for key in ("aliases", "related", "phrasings", "rule_ids"):
        value = _as_str_list(data.get(key))
        if value is None:
            bad(key, f"'{key}'는 문자열 목록이어야 합니다")
            value = []
        lists[key] = value
    sources: list[dict[str, Any]] = []
    raw_sources = data["sources"] if isinstance(data["sources"], list) else [data["sources"]]
    for source in raw_sources:
        if isinstance(source, str):
            sources.append({"id": source})
        elif isinstance(source, dict) and "id" in source:
            sources.append({k: source[k] for k in ("id", "page", "note") if k in source})
        else:
            bad("sources", f"출처는 id 문자열이나 {{id, page}}여야 합니다: {source!r}")
    question = data.get("question")
    if data["kind"] == "faq":
        if not question or not isinstance(question, str):
            bad("kind", "FAQ에는 question이 있어야 합니다")
    elif question is not None:
        bad("question", "question은 FAQ에만 씁니다")
    example = data.get("example")
    if example is not None and not (isinstance(example, dict) and "expect" in example):
        bad("example", "example은 expect가 있는 매핑이어야 합니다")
    order = data.get("order", 100)
    if not isinstance(order, int):
        bad("order", "order는 정수여야 합니다")
        order = 100
    if not body:
        problems.append(Problem(rel, end + 1, "본문이 비어 있습니다"))
    if len(problems) > before:
        return None
    return Entry(
        id=entry_id,
        game=str(data["game"]),
        kind=str(data["kind"]),
        title=str(data["title"]).strip(),
        section=str(data["section"]),
        order=order,
        sources=sources,
        aliases=lists["aliases"],
        related=lists["related"],
        question=question.strip() if isinstance(question, str) else None,
        phrasings=lists["phrasings"],
        rule_ids=lists["rule_ids"],
        example=example,
        seed_differs=bool(data.get("seed_differs", False)),
        body_md=body,
        path=rel,
        line=2,
        field_lines=field_lines,
    )


def _game_folders(root: Path) -> list[str]:
    """The games of a content folder: every game with an engine (its folder must exist),
    then each other folder with a ``game.yaml`` (a content-only game: rules, FAQ, terms
    and search; no tutorials, play or board examples until it has an engine)."""
    from tutor.games import GAME_IDS

    others = sorted(
        p.parent.name for p in root.glob("*/game.yaml") if p.parent.name not in GAME_IDS
    )
    return [*GAME_IDS, *others]


# From this many entry files on, the game folders are read in worker processes, as many as
# there are cores: reading is mostly YAML turned into Python objects, one core's work (12 s
# at 50x the content, 19,050 entries). A small content set is read before a pool would start.
PARALLEL_FILES = 2000


@dataclass
class _Folder:
    """One game folder as read: its problems and entries in reading order (``log``), and the
    rest of what it holds. The game's asked.yaml is checked against its own entries."""

    game: Game | None
    log: list[Problem | Entry] = field(default_factory=list)
    tutorial_paths: list[Path] = field(default_factory=list)
    quickstart: Quickstart | None = None
    asked: dict[str, list[str]] = field(default_factory=dict)


def _read_folder(root: Path, position: int, game_id: str) -> _Folder:
    """Read one game's folder (in a worker process on a large content set)."""
    folder = root / game_id
    game_file = folder / "game.yaml"
    if not game_file.exists():
        return _Folder(None, [Problem(_rel(game_file, root), 1, "game.yaml이 없습니다")])
    problems: list[Problem] = []
    game = load_game(game_file, root, position, problems)
    read = _Folder(game, list(problems))
    if game is None:
        return read
    read.tutorial_paths = sorted((folder / "tutorials").glob("*.yaml"))
    quickstart_file = folder / "quickstart.yaml"
    if quickstart_file.exists():
        rel = _rel(quickstart_file, root)
        read.quickstart = load_quickstart(
            quickstart_file,
            rel,
            game.id,
            game.has_engine,
            lambda line, message, rel=rel: read.log.append(Problem(rel, line, message)),
        )
    own: dict[str, Entry] = {}  # the entries of this game (the first of an id), for asked.yaml
    for path in sorted(folder.rglob("*.md")):
        if path.name.lower() == "readme.md":
            continue
        problems = []
        entry = parse_entry(path, root, problems)
        read.log += problems
        if entry is not None:
            read.log.append(entry)
            if entry.game == game.id:
                own.setdefault(entry.id, entry)
    filed: dict[str, str] = {}  # each question (compact) → its entry, across both files
    asked_file = folder / "asked.yaml"  # after the game's entries: its ids are checked
    if asked_file.exists():
        rel = _rel(asked_file, root)
        read.asked = load_asked(
            asked_file,
            game.id,
            own,
            lambda line, message, rel=rel: read.log.append(Problem(rel, line, message)),
            filed,
        )
    sets_file = folder / "asked-sets.yaml"  # the labelled question sets' questions
    if sets_file.exists():
        rel = _rel(sets_file, root)
        load_asked_sets(
            sets_file,
            game.id,
            own,
            lambda line, message, rel=rel: read.log.append(Problem(rel, line, message)),
            filed,
            read.asked,
        )
    return read


def _read_folders(root: Path, game_ids: list[str]) -> list[_Folder]:
    """Every game folder, in order: in worker processes from ``PARALLEL_FILES`` entry files
    on (spawned: a build may already run threads), else here."""
    workers = min(os.cpu_count() or 1, len(game_ids))
    if workers > 1 and sum(1 for _ in root.glob("*/*/*.md")) >= PARALLEL_FILES:
        context = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(workers, mp_context=context) as pool:
            return list(
                pool.map(
                    _read_folder,
                    [root] * len(game_ids),
                    range(len(game_ids)),
                    game_ids,
                    chunksize=max(1, len(game_ids) // (4 * workers)),
                )
            )
    return [_read_folder(root, position, game_id) for position, game_id in enumerate(game_ids)]


def load_content(root: Path) -> Content:
    """Read and cross-check everything under ``root``; raises :class:`ContentInvalid`."""
    root = Path(root)
    problems: list[Problem] = []
    if not root.is_dir():
        raise ContentInvalid([Problem(str(root), 1, "콘텐츠 폴더가 없습니다")])
    sources = load_sources(root, problems)
    games: dict[str, Game] = {}
    entries: dict[str, Entry] = {}
    tutorial_paths: dict[str, list[Path]] = {}
    quickstarts: dict[str, Quickstart] = {}
    asked: dict[str, list[str]] = {}
    for read in _read_folders(root, _game_folders(root)):
        if read.game is not None:
            games[read.game.id] = read.game
            tutorial_paths[read.game.id] = read.tutorial_paths
            if read.quickstart is not None:
                quickstarts[read.game.id] = read.quickstart
        for item in read.log:
            if isinstance(item, Problem):
                problems.append(item)
            elif item.id in entries:
                problems.append(
                    Problem(
                        item.path,
                        item.line_of("id"),
                        f"id '{item.id}'가 {entries[item.id].path}에도 있습니다",
                    )
                )
            elif read.game is not None and item.game != read.game.id:
                problems.append(
                    Problem(
                        item.path,
                        item.line_of("game"),
                        f"game '{item.game}'가 폴더 '{read.game.id}'와 다릅니다",
                    )
                )
            else:
                entries[item.id] = item
        asked |= read.asked
    for entry in entries.values():
        game = games[entry.game]
        if entry.section not in {s["id"] for s in game.sections}:
            problems.append(
                Problem(
                    entry.path,
                    entry.line_of("section"),
                    f"section '{entry.section}'이(가) {game.path}에 없습니다",
                )
            )
        for key in ("related", "rule_ids"):
            for target in getattr(entry, key):
                if target not in entries:
                    problems.append(
                        Problem(
                            entry.path,
                            entry.line_of(key),
                            f"{key}의 '{target}'에 해당하는 항목이 없습니다",
                        )
                    )
        for source in entry.sources:
            if source["id"] not in sources:
                problems.append(
                    Problem(
                        entry.path,
                        entry.line_of("sources"),
                        f"출처 '{source['id']}'가 sources.yaml에 없습니다",
                    )
                )
    for quickstart in quickstarts.values():
        problems += [
            Problem(quickstart.path, line, message)
            for line, message in check_links(quickstart, entries)
        ]
    if problems:
        raise ContentInvalid(problems)
    return Content(root, games, entries, sources, tutorial_paths, quickstarts, asked)
