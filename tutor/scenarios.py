"""Engine-checked content: FAQ examples and tutorial scenarios.

Both are data in ``content/``. An FAQ example is a position (set-up + moves) and one move
the question is about, with the verdict the answer promises. A tutorial scenario is a
set-up and a list of steps, each with its narration and what the rules make of it. This
module replays both through the engines and reports every expectation that does not hold.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from tutor import yamlio
from tutor.engine import Event, GameSpec, GameState, IllegalMove, RuleViolation, replay, start
from tutor.korean import default_names

EXPECT_KEYS = {"legal", "rule_id", "scores", "state", "events", "to_move"}


def _rummikub_no_play(state: dict[str, Any], seat: int, *, initial_only: bool) -> str | None:
    """The hint on the actor's rack finds nothing to place (``initial_only``: and the actor
    has not made the initial meld yet); a Korean problem otherwise."""
    from tutor.games.rummikub.hint import hint

    melded = bool(state["melded"][seat])
    if initial_only and melded:
        return "이미 첫 등록을 마친 플레이어입니다"
    found = hint(list(state["racks"][seat]), [list(s) for s in state["table"]], initial=not melded)
    if found["placed"]:
        return (
            f"힌트가 낼 수 있는 수를 찾았습니다({found['value']}점, {', '.join(found['placed'])})"
        )
    if not found["exact"]:
        return "힌트가 낼 수 없다는 것을 확인하지 못했습니다"
    return None


ClaimCheck = Callable[[dict[str, Any], int], str | None]

#: What a step's narration may claim about the position before its move, per game: the
#: check returns a Korean problem when the engine disagrees with the claim.
CLAIMS: dict[str, dict[str, ClaimCheck]] = {
    "rummikub": {
        # the actor has not melded and cannot make a 30-point initial meld from the rack
        "cannot_meld": lambda state, seat: _rummikub_no_play(state, seat, initial_only=True),
        # the actor can place no tile at all this turn (initial meld or, once melded, any play)
        "cannot_play": lambda state, seat: _rummikub_no_play(state, seat, initial_only=False),
    },
}


def check_claims(game: str, claims: Any, state: GameState) -> list[str]:
    """Problems with a step's ``claims`` about ``state``, the position before its move."""
    if claims is None:
        return []
    if not isinstance(claims, list) or not all(isinstance(c, str) for c in claims):
        return ["claims는 문자열 목록이어야 합니다"]
    known = CLAIMS.get(game, {})
    seat = state.current_player()
    problems: list[str] = []
    for claim in claims:
        if claim not in known:
            problems.append(f"알 수 없는 claims 항목: {claim}")
        elif seat is None:
            problems.append(f"claims '{claim}': 둘 차례인 플레이어가 없습니다")
        else:
            found = known[claim](state.to_json(), seat)
            if found:
                problems.append(f"claims '{claim}'가 맞지 않습니다: {found}")
    return problems


class ScenarioError(ValueError):
    """A scenario file that cannot be read (Korean message)."""


def matches(actual: Any, expected: Any) -> bool:
    """Mappings match key by key (extra actual keys allowed); everything else exactly."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(
            key in actual and matches(actual[key], value) for key, value in expected.items()
        )
    return bool(actual == expected)


def check_expect(
    expect: dict[str, Any],
    *,
    state: GameState,
    events: list[Event] | None,
    violation: RuleViolation | None,
    names: list[str] | None = None,
) -> list[str]:
    """Problems with ``expect`` after a move (``violation`` set when it was refused)."""
    problems: list[str] = []
    unknown = set(expect) - EXPECT_KEYS
    if unknown:
        problems.append(f"알 수 없는 expect 항목: {', '.join(sorted(unknown))}")
    legal = expect.get("legal", True)
    if legal and violation is not None:
        problems.append(f"합법이어야 할 수가 거부됨: [{violation.rule_id}] {violation.message}")
    if not legal:
        if violation is None:
            problems.append("거부되어야 할 수가 받아들여짐")
        elif "rule_id" in expect and violation.rule_id != expect["rule_id"]:
            problems.append(f"규칙 id가 다름: 기대 {expect['rule_id']}, 엔진 {violation.rule_id}")
    if "scores" in expect:
        wanted = expect["scores"]
        if isinstance(wanted, dict):  # {name or seat: score}
            actual = state.scores()
            for who, score in wanted.items():
                seat = _seat(who, names)
                if seat is None or seat >= len(actual):
                    problems.append(f"알 수 없는 플레이어: {who}")
                elif actual[seat] != score:
                    problems.append(f"{who} 점수: 기대 {score}, 실제 {actual[seat]}")
        elif list(state.scores()) != list(wanted):
            problems.append(f"점수: 기대 {wanted}, 실제 {state.scores()}")
    if "state" in expect and not matches(state.to_json(), expect["state"]):
        problems.append(f"상태가 기대와 다름: {expect['state']}")
    if "events" in expect:
        for wanted_event in expect["events"]:
            if not any(matches(event, wanted_event) for event in events or []):
                problems.append(f"기대한 이벤트가 없음: {wanted_event}")
    if "to_move" in expect:
        seat = _seat(expect["to_move"], names)
        if state.current_player() != seat:
            problems.append(f"다음 차례: 기대 {expect['to_move']}, 실제 {state.current_player()}")
    return problems


def _seat(who: Any, names: list[str] | None) -> int | None:
    if isinstance(who, int):
        return who
    if names and who in names:
        return names.index(who)
    return None


def example_names(example: dict[str, Any]) -> list[str] | None:
    """The names of an example's story (``names``, as in its answer), when it has them and
    they fit its player count."""
    names = example.get("names")
    players = int(example.get("players", 2))
    if (
        isinstance(names, list)
        and len(names) == players
        and all(isinstance(n, str) and n for n in names)
    ):
        return list(names)
    return None


def example_spec(game: str, example: dict[str, Any]) -> GameSpec:
    return GameSpec(
        game=game,
        players=int(example.get("players", 2)),
        options=dict(example.get("options") or {}),
        seed=example.get("seed"),
        setup=example.get("setup"),
        names=example_names(example),
        moves=list(example.get("moves") or []),
    )


def run_example(game: str, example: dict[str, Any]) -> list[str]:
    """Replay an FAQ example; the problems found (empty when it holds)."""
    if "names" in example and example_names(example) is None:
        return [f"names는 플레이어 {int(example.get('players', 2))}명의 이름 목록이어야 합니다"]
    spec = example_spec(game, example)
    try:
        state = replay(spec).state
    except IllegalMove as exc:
        return [
            f"예시의 {exc.move_index + 1}번째 준비 수가 거부됨: [{exc.violation.rule_id}] "
            f"{exc.violation.message}"
        ]
    if "try" not in example:
        return check_expect(
            example.get("expect") or {}, state=state, events=[], violation=None, names=spec.names
        )
    try:
        events = state.apply(example["try"])
        violation = None
    except RuleViolation as exc:
        events, violation = None, exc
    return check_expect(
        example.get("expect") or {},
        state=state,
        events=events,
        violation=violation,
        names=spec.names,
    )


@dataclass
class Step:
    n: int
    actor: str | None
    move: dict[str, Any]
    narration: str
    rule_ids: list[str]
    expect: dict[str, Any]
    legal: bool
    claims: list[str] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    violation: dict[str, Any] | None = None
    state: dict[str, Any] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    move_text: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "actor": self.actor,
            "move": self.move,
            "move_text": self.move_text,
            "narration": self.narration,
            "rule_ids": self.rule_ids,
            "legal": self.legal,
            "events": self.events,
            "violation": self.violation,
            "state": self.state,
            "problems": self.problems,
        }


@dataclass
class Scenario:
    game: str
    slug: str
    title: str
    summary: str
    players: int
    names: list[str]
    options: dict[str, Any]
    seed: int | None
    setup: dict[str, Any] | None
    sources: list[Any]
    steps: list[dict[str, Any]]
    path: str = ""

    @property
    def spec(self) -> GameSpec:
        return GameSpec(
            self.game, self.players, dict(self.options), self.seed, self.setup, list(self.names)
        )


def load_scenario(path: Path, game: str) -> Scenario:
    try:
        data = yamlio.load(path.read_text(encoding="utf-8"))
    except (yaml.YAMLError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"시나리오를 읽을 수 없습니다: {exc}") from None
    if not isinstance(data, dict):
        raise ScenarioError("시나리오는 YAML 매핑이어야 합니다")
    missing = [key for key in ("slug", "title", "players", "steps") if key not in data]
    if missing:
        raise ScenarioError(f"필수 항목이 없습니다: {', '.join(missing)}")
    if not isinstance(data["steps"], list) or not data["steps"]:
        raise ScenarioError("steps는 비어 있지 않은 목록이어야 합니다")
    players = data["players"]
    names = list(data.get("names") or default_names(int(players)))
    return Scenario(
        game=game,
        slug=str(data["slug"]),
        title=str(data["title"]),
        summary=str(data.get("summary", "")),
        players=int(players),
        names=[str(n) for n in names],
        options=dict(data.get("options") or {}),
        seed=data.get("seed"),
        setup=data.get("setup"),
        sources=list(data.get("sources") or []),
        steps=list(data["steps"]),
        path=str(path),
    )


def play_scenario(scenario: Scenario) -> tuple[dict[str, Any], list[Step]]:
    """Replay every step; returns the initial state (JSON) and the steps with their
    states, events and problems. Never raises for a rules problem: it is reported."""
    state = start(scenario.spec)
    initial = state.to_json()
    steps: list[Step] = []
    for index, raw in enumerate(scenario.steps, start=1):
        expect = dict(raw.get("expect") or {})
        move = raw.get("move")
        step = Step(
            n=index,
            actor=raw.get("actor"),
            move=move if isinstance(move, dict) else {},
            narration=str(raw.get("narration", "")).strip(),
            rule_ids=list(raw.get("rule_ids") or []),
            expect=expect,
            legal=bool(expect.get("legal", True)),
            claims=list(raw.get("claims") or []) if isinstance(raw.get("claims"), list) else [],
        )
        if not isinstance(move, dict):
            step.problems.append("move가 없거나 매핑이 아닙니다")
            step.state = state.to_json()
            steps.append(step)
            continue
        step.move_text = state.describe_move(move)
        step.problems += check_claims(scenario.game, raw.get("claims"), state)
        if step.actor is not None and state.current_player() is not None:
            seat = _seat(step.actor, scenario.names)
            if seat is not None and seat != state.current_player():
                step.problems.append(
                    f"차례가 아닙니다: {step.actor} (지금은 "
                    f"{scenario.names[state.current_player() or 0]})"
                )
        violation: RuleViolation | None = None
        events: list[Event] | None = None
        if step.legal:
            try:
                events = state.apply(move)
            except RuleViolation as exc:
                violation = exc
        else:
            trial = state.clone()
            try:
                events = trial.apply(move)
            except RuleViolation as exc:
                violation = exc
        step.events = events or []
        step.violation = violation.to_json() if violation else None
        step.problems += check_expect(
            expect, state=state, events=events, violation=violation, names=scenario.names
        )
        step.problems += [f"불변식 위반: {p}" for p in state.check_invariants()]
        step.state = state.to_json()
        steps.append(step)
        if step.legal and violation is not None:
            break  # the rest cannot be replayed from a position that was never reached
    return initial, steps


def scenario_paths(content_dir: Path, game: str) -> list[Path]:
    folder = content_dir / game / "tutorials"
    return sorted(folder.glob("*.yaml")) if folder.is_dir() else []


def show_example(game: str, example: dict[str, Any]) -> dict[str, Any] | None:
    """An FAQ example for display: the position (``state``), the move tried, the engine's
    verdict and, when the move is legal, the position after it (``after``); ``names`` are
    the example's story names (None: the default 플레이어 1, 2, …)."""
    spec = example_spec(game, example)
    try:
        state = replay(spec).state
    except (IllegalMove, ValueError):
        return None
    shown: dict[str, Any] = {
        "state": state.to_json(),
        "move": example.get("try"),
        "move_text": "",
        "legal": None,
        "message": "",
        "events": [],
        "rule_id": None,
        "after": None,
        "names": spec.names,
    }
    if isinstance(example.get("try"), dict):
        shown["move_text"] = state.describe_move(example["try"])
        trial = state.clone()
        try:
            shown["events"] = trial.apply(example["try"])
            shown["legal"] = True
            shown["after"] = trial.to_json()
        except RuleViolation as exc:
            shown["legal"] = False
            shown["message"] = exc.message
            shown["rule_id"] = exc.rule_id
    return shown


# --- How a step reads on the tutorial page -------------------------------------------------

#: From this many events on, a step shows them as a table (player, what, points), not a list.
EVENT_TABLE_FROM = 5


def step_heading(actor: str | None, move_text: str) -> str:
    """A step's one-line title, "루미: 파랑 10 내려놓기": the actor named once, even when the
    engine's move text already starts with the name (never "루미 · 루미: …")."""
    text = (move_text or "").strip()
    if not actor:
        return text
    for prefix in (f"{actor}:", f"{actor} :"):
        if text.startswith(prefix):
            text = text[len(prefix) :].strip()
            break
    return f"{actor}: {text}" if text else actor


def event_rows(events: list[Event], names: list[str]) -> list[dict[str, Any]]:
    """Events as table rows: ``player`` (a name, "" for the table itself), ``what`` (the
    event's text without the player's name in front) and ``points`` (None when the event
    scores nothing)."""
    rows: list[dict[str, Any]] = []
    for event in events:
        seat = event.get("player")
        name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        what = str(event.get("text", "")).strip()
        if name and what.startswith(f"{name}:"):
            what = what[len(name) + 1 :].strip()
        breakdown = event.get("breakdown")
        if isinstance(breakdown, str) and breakdown and breakdown not in what:
            what = f"{what} ({breakdown})"
        points = event.get("points")
        if isinstance(points, bool) or not isinstance(points, int):
            points = None
        rows.append({"player": name, "what": what, "points": points})
    return rows


def signed_points(points: int) -> str:
    """Points as a reader writes them in a score table: +5, −1 (a true minus sign), 0."""
    if points > 0:
        return f"+{points}"
    if points < 0:
        return f"\u2212{-points}"
    return "0"
