"""빠른 시작 and the player aid: ``content/<game>/quickstart.yaml``, read and checked.

A quick start is a handful of cards, each one idea with a board the engine draws from a real
position (a set-up, moves played from it, and optionally the move the card is about), and the
rule entries it summarises. The player aid (one printable page) is in the same file, so the
words a newcomer reads first and the sheet on the table come from one place:

    names: [민지, 준호]          # the tutorials' cast, shown on every board
    players: 2
    cards:                       # 5–8
      - id: goal                 # the card's anchor (#qs-goal)
        title: 무엇을 하나요
        text: 마크다운 한두 문단
        rules: [azul.overview.goal]
        board: {setup: {...}, moves: [...], try: {...}, expect: {...}}
    aid:
      turn: [차례의 단계, …]
      scoring: [{what: 가로로 이어진 타일, points: 장마다 1점}, …]
      end: 끝나는 조건과 승자
      mistakes:                  # exactly three
        - {text: 흔히 틀리는 규칙, rule: azul.offer.take-all}
      board: scoring             # the card whose board the aid shows

Loading checks the shape and the rule links (``load_quickstart``); :func:`play_board` replays
a board through the engine for the build, which refuses a board that does not replay.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tutor import yamlio
from tutor.engine import GameSpec, IllegalMove, RuleViolation, SetupError, replay

MIN_CARDS, MAX_CARDS = 5, 8
MISTAKES = 3
CARD_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
CARD_KEYS = {"id", "title", "text", "rules", "board"}
BOARD_KEYS = {"players", "names", "options", "seed", "setup", "moves", "try", "expect"}
TOP_KEYS = {"names", "players", "options", "intro", "cards", "aid"}
AID_KEYS = {"turn", "scoring", "end", "mistakes", "board"}


@dataclass
class Card:
    id: str
    title: str
    text: str
    rules: list[str]
    board: dict[str, Any]
    line: int


@dataclass
class Mistake:
    text: str
    rule: str
    line: int


@dataclass
class Aid:
    turn: list[str]
    scoring: list[dict[str, str]]
    end: str
    mistakes: list[Mistake]
    board: str | None
    line: int


@dataclass
class Quickstart:
    game: str
    path: str
    intro: str
    names: list[str]
    players: int
    options: dict[str, Any]
    cards: list[Card]
    aid: Aid | None
    lines: dict[str, int] = field(default_factory=dict)

    def spec(self, board: dict[str, Any]) -> GameSpec:
        """The board's game: its own players, names and options, else the file's."""
        players = int(board.get("players", self.players))
        names = board.get("names") or (self.names if len(self.names) == players else None)
        return GameSpec(
            self.game,
            players,
            dict(board.get("options") or self.options or {}),
            board.get("seed"),
            board.get("setup"),
            [str(n) for n in names] if names else None,
            list(board.get("moves") or []),
        )


def _lines(text: str) -> tuple[dict[str, int], list[int], dict[str, int], list[int]]:
    """Line numbers (1-based): top-level keys, each card, the aid's keys, each mistake."""
    top: dict[str, int] = {}
    cards: list[int] = []
    aid: dict[str, int] = {}
    mistakes: list[int] = []
    try:
        node = yamlio.compose(text)
    except yaml.YAMLError:
        return top, cards, aid, mistakes
    if not isinstance(node, yaml.MappingNode):
        return top, cards, aid, mistakes
    for key, value in node.value:
        top[key.value] = key.start_mark.line + 1
        if key.value == "cards" and isinstance(value, yaml.SequenceNode):
            cards = [item.start_mark.line + 1 for item in value.value]
        if key.value == "aid" and isinstance(value, yaml.MappingNode):
            for akey, avalue in value.value:
                aid[akey.value] = akey.start_mark.line + 1
                if akey.value == "mistakes" and isinstance(avalue, yaml.SequenceNode):
                    mistakes = [item.start_mark.line + 1 for item in avalue.value]
    return top, cards, aid, mistakes


def _text(value: Any) -> str | None:
    return value.strip() if isinstance(value, str) and value.strip() else None


def load_quickstart(
    path: Path, rel: str, game: str, has_engine: bool, report: Any
) -> Quickstart | None:
    """Read one ``quickstart.yaml``; every problem goes to ``report(line, message)``.
    Rule links are checked later, against all entries (:func:`check_links`)."""
    try:
        text = path.read_text(encoding="utf-8").removeprefix("\ufeff")
    except (OSError, UnicodeDecodeError):
        report(1, "파일을 UTF-8로 읽을 수 없습니다")
        return None
    try:
        data = yamlio.load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        report(mark.line + 1 if mark else 1, f"YAML 오류: {getattr(exc, 'problem', exc)}")
        return None
    if not isinstance(data, dict):
        report(1, "quickstart.yaml은 YAML 매핑이어야 합니다")
        return None
    top, card_lines, aid_lines, mistake_lines = _lines(text)
    for key in data:
        if key not in TOP_KEYS:
            report(top.get(key, 1), f"알 수 없는 항목 '{key}'")
    players = data.get("players", 2)
    if not isinstance(players, int) or players < 1:
        report(top.get("players", 1), "players는 양의 정수여야 합니다")
        players = 2
    names = data.get("names") or []
    if not (isinstance(names, list) and all(isinstance(n, str) and n for n in names)):
        report(top.get("names", 1), "names는 이름(문자열) 목록이어야 합니다")
        names = []
    elif names and len(names) != players:
        report(top.get("names", 1), f"names는 {players}명이어야 합니다 (players: {players})")
    raw_cards = data.get("cards")
    if not isinstance(raw_cards, list):
        report(top.get("cards", 1), "cards는 카드 목록이어야 합니다")
        raw_cards = []
    elif not MIN_CARDS <= len(raw_cards) <= MAX_CARDS:
        report(
            top.get("cards", 1),
            f"카드는 {MIN_CARDS}~{MAX_CARDS}장이어야 합니다 (지금 {len(raw_cards)}장)",
        )
    cards: list[Card] = []
    seen: set[str] = set()
    for index, raw in enumerate(raw_cards):
        line = card_lines[index] if index < len(card_lines) else top.get("cards", 1)
        card = _card(raw, line, index, has_engine, report)
        if card is None:
            continue
        if card.id in seen:
            report(line, f"카드 id '{card.id}'가 두 번 나옵니다")
            continue
        seen.add(card.id)
        cards.append(card)
    aid = None
    if "aid" in data:
        aid = _aid(data["aid"], top.get("aid", 1), aid_lines, mistake_lines, seen, report)
    else:
        report(1, "aid(한 장 요약)가 없습니다")
    return Quickstart(
        game=game,
        path=rel,
        intro=_text(data.get("intro")) or "",
        names=[str(n) for n in names],
        players=players,
        options=dict(data.get("options") or {}),
        cards=cards,
        aid=aid,
        lines=top,
    )


def _card(raw: Any, line: int, index: int, has_engine: bool, report: Any) -> Card | None:
    where = f"{index + 1}번 카드"
    if not isinstance(raw, dict):
        report(line, f"{where}는 매핑이어야 합니다")
        return None
    unknown = set(raw) - CARD_KEYS
    if unknown:
        report(line, f"{where}: 알 수 없는 항목 {', '.join(sorted(unknown))}")
    card_id, title, text = raw.get("id"), _text(raw.get("title")), _text(raw.get("text"))
    problems = []
    if not isinstance(card_id, str) or not CARD_ID.match(card_id):
        problems.append("id는 소문자·숫자·하이픈이어야 합니다")
    if title is None:
        problems.append("title이 없습니다")
    if text is None:
        problems.append("text가 없습니다")
    rules = raw.get("rules")
    if not (isinstance(rules, list) and rules and all(isinstance(r, str) for r in rules)):
        problems.append("rules에 이 카드가 요약하는 규칙 id를 하나 이상 적어야 합니다")
        rules = []
    board = raw.get("board")
    if not has_engine:
        if board is not None:
            problems.append("이 게임에는 아직 규칙 엔진이 없어 보드를 그릴 수 없습니다")
        board = {}
    elif not isinstance(board, dict):
        problems.append("board(엔진이 재생할 set-up·수)가 없습니다")
        board = {}
    else:
        bad_keys = set(board) - BOARD_KEYS
        if bad_keys:
            problems.append(f"board: 알 수 없는 항목 {', '.join(sorted(bad_keys))}")
        if "expect" in board and not isinstance(board["expect"], dict):
            problems.append("board.expect는 매핑이어야 합니다")
        if "moves" in board and not isinstance(board["moves"], list):
            problems.append("board.moves는 수의 목록이어야 합니다")
        if "try" in board and not isinstance(board["try"], dict):
            problems.append("board.try는 수(매핑)여야 합니다")
    for problem in problems:
        report(line, f"{where}: {problem}")
    if problems:
        return None
    return Card(str(card_id), title or "", text or "", list(rules), dict(board), line)


def _aid(
    raw: Any,
    line: int,
    lines: dict[str, int],
    mistake_lines: list[int],
    card_ids: set[str],
    report: Any,
) -> Aid | None:
    if not isinstance(raw, dict):
        report(line, "aid는 매핑이어야 합니다")
        return None
    for key in set(raw) - AID_KEYS:
        report(lines.get(key, line), f"aid: 알 수 없는 항목 '{key}'")
    turn = raw.get("turn")
    if not (isinstance(turn, list) and turn and all(_text(t) for t in turn)):
        report(lines.get("turn", line), "aid.turn은 차례의 단계를 적은 문장 목록이어야 합니다")
        turn = []
    scoring = raw.get("scoring")
    rows: list[dict[str, str]] = []
    if not (isinstance(scoring, list) and scoring):
        report(lines.get("scoring", line), "aid.scoring은 {what, points} 목록이어야 합니다")
    else:
        for row in scoring:
            if not (
                isinstance(row, dict)
                and _text(row.get("what")) is not None
                and row.get("points") not in (None, "")
            ):
                report(
                    lines.get("scoring", line),
                    f"aid.scoring의 줄마다 what과 points가 있어야 합니다: {row!r}",
                )
                continue
            rows.append({"what": str(row["what"]).strip(), "points": str(row["points"]).strip()})
    end = _text(raw.get("end"))
    if end is None:
        report(lines.get("end", line), "aid.end(끝나는 조건과 승자)가 없습니다")
    mistakes: list[Mistake] = []
    raw_mistakes = raw.get("mistakes")
    if not (isinstance(raw_mistakes, list) and len(raw_mistakes) == MISTAKES):
        report(
            lines.get("mistakes", line),
            f"aid.mistakes는 첫 게임에서 자주 틀리는 규칙 {MISTAKES}개여야 합니다",
        )
        raw_mistakes = raw_mistakes if isinstance(raw_mistakes, list) else []
    for index, item in enumerate(raw_mistakes):
        at = mistake_lines[index] if index < len(mistake_lines) else lines.get("mistakes", line)
        if not (
            isinstance(item, dict) and _text(item.get("text")) and isinstance(item.get("rule"), str)
        ):
            report(at, "aid.mistakes의 항목마다 text와 rule(규칙 id)이 있어야 합니다")
            continue
        mistakes.append(Mistake(str(item["text"]).strip(), item["rule"], at))
    board = raw.get("board")
    if board is not None and board not in card_ids:
        report(lines.get("board", line), f"aid.board '{board}'에 해당하는 카드가 없습니다")
        board = None
    return Aid(
        [str(t).strip() for t in turn],
        rows,
        end or "",
        mistakes,
        str(board) if board else None,
        line,
    )


def check_links(quickstart: Quickstart, entries: dict[str, Any]) -> list[tuple[int, str]]:
    """Each card's rules and each mistake's rule must be a rule entry of the same game."""
    found: list[tuple[int, str]] = []

    def check(rule_id: str, line: int, where: str) -> None:
        entry = entries.get(rule_id)
        if entry is None:
            found.append((line, f"{where}: 규칙 id '{rule_id}'에 해당하는 항목이 없습니다"))
        elif entry.game != quickstart.game:
            found.append((line, f"{where}: '{rule_id}'는 다른 게임({entry.game})의 항목입니다"))
        elif entry.kind != "rule":
            found.append((line, f"{where}: '{rule_id}'는 규칙이 아니라 {entry.kind} 항목입니다"))

    for index, card in enumerate(quickstart.cards):
        for rule_id in card.rules:
            check(rule_id, card.line, f"{index + 1}번 카드")
    if quickstart.aid is not None:
        for mistake in quickstart.aid.mistakes:
            check(mistake.rule, mistake.line, "aid.mistakes")
    return found


def play_board(quickstart: Quickstart, card: Card) -> tuple[dict[str, Any], list[str]]:
    """Replay a card's board: the position to draw (JSON) and the problems found.

    Every move of ``moves`` must be legal; ``try`` (the move the card is about) is played on
    the board and marked, and ``expect`` is checked after it, as in an FAQ example."""
    from tutor.scenarios import check_expect

    board = card.board
    spec = quickstart.spec(board)
    try:
        state = replay(spec).state
    except IllegalMove as exc:
        return {}, [
            f"{exc.move_index + 1}번째 수가 거부됨: [{exc.violation.rule_id}] "
            f"{exc.violation.message}"
        ]
    except (SetupError, ValueError, TypeError, KeyError) as exc:
        return {}, [f"set-up으로 게임을 시작할 수 없습니다: {exc}"]
    names = list(spec.names or [])
    shown: dict[str, Any] = {
        "names": names,
        "move": None,
        "move_text": "",
        "events": [],
        "legal": True,
        "message": "",
    }
    events: list[Any] | None = []
    violation: RuleViolation | None = None
    if "try" in board:
        shown["move"] = board["try"]
        shown["move_text"] = state.describe_move(board["try"])
        try:
            events = state.apply(board["try"])
        except RuleViolation as exc:
            events, violation = None, exc
            shown["legal"] = False
            shown["message"] = exc.message
    shown["events"] = events or []
    shown["state"] = state.to_json()
    problems = check_expect(
        board.get("expect") or {}, state=state, events=events, violation=violation, names=names
    )
    if violation is not None and (board.get("expect") or {}).get("legal", True):
        problems = problems or [f"수가 거부됨: [{violation.rule_id}] {violation.message}"]
    return shown, problems
