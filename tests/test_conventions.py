"""One set of conventions for every game: rule ids in one module, one check of a new game's
players/seed/names/options (the engines and the stateless API give the same message), the
two Azul games' shared board option and how their packages split rules, narration and
invariant checks."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path
from typing import Any

import pytest

from tutor import play
from tutor.engine import SetupError
from tutor.games import GAME_IDS, get_engine

PACKAGES = {
    "azul": "azul",
    "azul-summer-pavilion": "summer_pavilion",
    "indigo": "indigo",
    "rummikub": "rummikub",
}
GAMES_DIR = Path(__file__).resolve().parents[1] / "tutor" / "games"


def _is_korean(text: str) -> bool:
    return any("가" <= ch <= "힣" for ch in text)


# --- rule ids -------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAME_IDS)
def test_rule_ids_live_in_one_module_per_game(game: str) -> None:
    rules = importlib.import_module(f"tutor.games.{PACKAGES[game]}.rules")
    constants = {
        name: value
        for name, value in vars(rules).items()
        if name.startswith("RULE_") and name != "RULE_IDS"
    }
    assert constants and all(
        isinstance(v, str) and v.startswith(f"{game}.") for v in constants.values()
    )
    assert len(set(constants.values())) == len(constants), "one constant per rule id"
    assert frozenset(constants.values()) == rules.RULE_IDS
    assert get_engine(game).rule_ids() == rules.RULE_IDS
    assert get_engine(game).end_rule_id in rules.RULE_IDS


@pytest.mark.parametrize("game", GAME_IDS)
def test_no_other_module_defines_rule_ids(game: str) -> None:
    """A rule id is written once, in rules.py; every other module imports it by name."""
    offenders = []
    for path in sorted((GAMES_DIR / PACKAGES[game]).glob("*.py")):
        if path.name == "rules.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign):
                names = [t.id for t in node.targets if isinstance(t, ast.Name)]
                if any(n.startswith(("RULE_", "R_")) for n in names):
                    offenders.append(f"{path.name}: {', '.join(names)}")
            elif (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and node.value in get_engine(game).rule_ids()
            ):
                offenders.append(f'{path.name}:{node.lineno}: "{node.value}"')
    assert offenders == []


# --- one check of a new game --------------------------------------------------------------

BAD_SPECS: list[tuple[dict[str, Any], str]] = [
    ({"players": "two"}, "정수"),
    ({"players": True}, "정수"),
    ({"players": 1}, "명이 할 수 있습니다"),
    ({"players": 5}, "명이 할 수 있습니다"),
    ({"players": 2, "seed": -1}, "seed"),
    ({"players": 2, "seed": "7"}, "seed"),
    ({"players": 2, "seed": 2**63}, "seed"),
    ({"players": 2, "names": ["하나"]}, "names"),
    ({"players": 2, "names": "하나,둘"}, "names"),
    ({"players": 2, "names": ["하나", ""]}, "이름"),
    ({"players": 2, "names": ["하나", "둘" * 21]}, "이름"),
    ({"players": 2, "names": ["하나", 2]}, "이름"),
    ({"players": 2, "options": {"speed": 1}}, "알 수 없는 옵션"),
    ({"players": 2, "options": ["board"]}, "options"),
    ({"players": 2, "setup": ["tiles"]}, "setup"),
]


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize(("spec", "words"), BAD_SPECS)
def test_bad_specs_get_one_korean_message_from_engine_and_api(
    game: str, spec: dict[str, Any], words: str
) -> None:
    engine = get_engine(game)
    args = {k: v for k, v in spec.items() if k != "players"}
    with pytest.raises(SetupError) as from_engine:
        engine.new_game(spec["players"], **args)
    message = str(from_engine.value)
    assert words in message and _is_korean(message)
    status, body = play.play(game, {**spec, "moves": []})
    assert status == 400 and body == {"error": message}


@pytest.mark.parametrize("game", GAME_IDS)
def test_good_specs_pass_the_check(game: str) -> None:
    engine = get_engine(game)
    checked = engine.check_spec(
        engine.max_players, seed=0, names=[f"이름{i}" for i in range(engine.max_players)]
    )
    assert checked.names == [f"이름{i}" for i in range(engine.max_players)]
    assert checked.options == dict(engine.default_options)
    assert len(engine.check_spec(engine.min_players).names) == engine.min_players
    state = engine.new_game(2, seed=2**63 - 1, names=["가", "나"])
    assert state.to_json() == engine.new_game(2, seed=2**63 - 1, names=("가", "나")).to_json()


@pytest.mark.parametrize(
    ("game", "options", "words"),
    [
        ("azul", {"board": "purple"}, "board"),
        ("azul", {"wall": "gray", "board": "gray"}, "wall"),
        ("azul-summer-pavilion", {"board": "wood"}, "board"),
        ("azul-summer-pavilion", {"board": ["gray"]}, "board"),
        ("indigo", {"hand_size": 3}, "hand_size"),
        ("indigo", {"hand_size": True}, "hand_size"),
        ("indigo", {"gateways": "exclusive"}, "3인"),
        ("rummikub", {"initial_meld_points": 101}, "initial_meld_points"),
        ("rummikub", {"manipulate_on_initial_meld": "yes"}, "true 또는 false"),
    ],
)
def test_bad_option_values_are_refused_the_same_way(
    game: str, options: dict[str, Any], words: str
) -> None:
    with pytest.raises(SetupError) as caught:
        get_engine(game).new_game(2, seed=1, options=options)
    assert words in str(caught.value) and _is_korean(str(caught.value))
    status, body = play.play(game, {"players": 2, "seed": 1, "options": options})
    assert status == 400 and body == {"error": str(caught.value)}


# --- the Azul games' board option --------------------------------------------------------


@pytest.mark.parametrize("game", ["azul", "azul-summer-pavilion"])
def test_both_azul_games_share_the_board_option(game: str) -> None:
    engine = get_engine(game)
    assert engine.default_options == {"board": "colour"}
    assert engine.check_spec(2, options={"board": "gray"}).options == {"board": "gray"}
    default = engine.new_game(2, seed=5).to_json()
    gray = engine.new_game(2, seed=5, options={"board": "gray"}).to_json()
    assert default != gray
    assert (default["options"], gray["options"]) == ({"board": "colour"}, {"board": "gray"})
    assert engine.new_game(2, seed=5, options={"board": "colour"}).to_json() == default
    # the older spellings still work (old links, stored games)
    for old in ("grey",):
        assert engine.new_game(2, seed=5, options={"board": old}).to_json() == gray
    assert engine.new_game(2, seed=5, options={"board": "coloured"}).to_json() == default


def test_azul_keeps_its_old_wall_option_name() -> None:
    engine = get_engine("azul")
    gray = engine.new_game(2, seed=5, options={"board": "gray"}).to_json()
    assert engine.new_game(2, seed=5, options={"wall": "gray"}).to_json() == gray
    assert engine.new_game(2, seed=5, options={"wall": "grey"}).to_json() == gray
    assert engine.check_spec(2, options={"wall": "colour"}).options == {"board": "colour"}
    status, body = play.play("azul", {"players": 2, "seed": 5, "options": {"wall": "gray"}})
    assert status == 200 and body["state"] == gray


# --- the two Azul packages keep rules, narration and invariant checks apart -----------------


def _string_constants(path: Path) -> list[str]:
    return [
        node.value
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]


@pytest.mark.parametrize("package", ["azul", "summer_pavilion"])
def test_state_builds_no_event_text(package: str) -> None:
    # events get their "text" in narration.py; the rules only pick the event and its numbers
    assert "text" not in _string_constants(GAMES_DIR / package / "state.py")
    assert "text" in _string_constants(GAMES_DIR / package / "narration.py")


# game, a move, the narration's own description of it (given the state and the move), the text
DESCRIBED = [
    (
        "azul",
        {"type": "take", "source": "centre", "colour": "blue", "line": 2},
        lambda narration, state, move: narration.describe_move(state, move),
        "중앙에서 파랑을 가져와 2번 패턴 줄(2칸)에",
    ),
    (
        "azul-summer-pavilion",
        {"type": "place", "star": "red", "space": 3, "colour": "red", "wilds": 1},
        lambda narration, state, move: narration.describe_move(move),
        "빨강 별 3번 칸에 빨강 놓기 (조커 1장 사용)",
    ),
]


@pytest.mark.parametrize(("game", "move", "describe", "text"), DESCRIBED)
def test_state_delegates_descriptions_and_checks(
    game: str, move: dict[str, Any], describe: Any, text: str
) -> None:
    package = f"tutor.games.{PACKAGES[game]}"
    narration = importlib.import_module(f"{package}.narration")
    invariants = importlib.import_module(f"{package}.invariants")
    state: Any = get_engine(game).new_game(2, seed=5)
    assert state.describe_move(move) == describe(narration, state, move) == text
    assert state.check_invariants() == invariants.broken_invariants(state) == []
    state.score[0] = -4
    assert state.check_invariants() == invariants.broken_invariants(state) != []


# --- the layers above the games name no game ------------------------------------------------

ROOT = GAMES_DIR.parents[1]
_GAME_WORD = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, GAME_IDS)) + r")(?!\w)")


def _code_strings(path: Path) -> list[tuple[int, str]]:
    """The string constants of a module that are not docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def test_web_layer_cli_and_templates_name_no_game() -> None:
    """Everything above tutor/games reaches a game through its descriptor: no game id is
    written in the web layer, the CLI, the shared Q&A modules or the shared templates
    (a game's own partials live under templates/games/<id>/)."""
    offenders = []
    modules = [*sorted((ROOT / "tutor" / "web").glob("*.py")), ROOT / "tutor" / "cli.py"]
    modules += [ROOT / "tutor" / "qa.py", ROOT / "tutor" / "qa_computed.py"]
    for path in modules:
        for line, text in _code_strings(path):
            if _GAME_WORD.search(text):
                offenders.append(f"{path.relative_to(ROOT)}:{line}: {text[:60]!r}")
    for path in sorted((ROOT / "templates").glob("*.html")):
        for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if _GAME_WORD.search(text):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {text.strip()[:60]}")
    assert offenders == []
