"""The shared engine protocol: every game engine sits behind these few names.

A game is ``(game id, players, options, seed or explicit set-up, moves)``. Replaying the
moves from the set-up rebuilds any position exactly, so a position can be shared as a
URL, stepped through in a tutorial and tested.

- Moves, states and events are plain JSON-able values (dicts, lists, str, int, bool).
- ``GameState.apply(move)`` mutates the state in place and returns the events of that
  move; on an illegal move it raises :class:`RuleViolation` and leaves the state as it was.
  :func:`step` is the pure form: it returns the next state and the events.
- A :class:`RuleViolation` carries a rule id that resolves to a content entry
  (``content/<game>/…``) and a Korean message saying what is wrong and what is allowed.
- ``check_invariants()`` returns the broken invariants (every piece accounted for, …);
  tests and ``tutor selfplay`` call it after every move.
- Chance (bag draws, shuffles) comes from the seed or from the explicit set-up, never
  from a global random source.
- Players, seed, names, set-up and options are checked in one place,
  :meth:`Engine.check_spec`; every engine's ``new_game`` and the stateless API use it, so the
  same bad input gets the same Korean message everywhere.
- The computer player is ``Engine.choose(state, rng)``: a :class:`Choice`, the move and one
  Korean line saying why, built from the same evaluation that chose the move.
  ``choose_move`` is its move alone.

The web layer and the CLI use only this module and :mod:`tutor.games`, never a game's
internals.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tutor.korean import default_names, josa

Move = dict[str, Any]
"""A move: a small JSON-able mapping, e.g. ``{"type": "take", "source": 2, "colour": "blue"}``."""

Event = dict[str, Any]
"""What a move did, for narration: at least ``type`` and ``text`` (Korean); points come with
``player``, ``points`` and ``breakdown`` (e.g. ``"가로 3 + 세로 2 = 5점"``); optional
``rule_ids`` name the rules the event shows."""


class RuleViolation(Exception):
    """An illegal move, explained by the rule that forbids it."""

    def __init__(self, rule_id: str, message: str, *, allowed: str | None = None) -> None:
        super().__init__(message)
        self.rule_id = rule_id
        self.message = message
        self.allowed = allowed

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"rule_id": self.rule_id or None, "message": self.message}
        if self.allowed:
            out["allowed"] = self.allowed
        return out


class HintInputError(ValueError):
    """A position a game's hint cannot start from (HTTP 400); the message is Korean."""


class HintRejected(RuntimeError):
    """The rules engine refused the play a hint search proposed: a bug in one of them
    (HTTP 422, logged)."""


class SetupError(ValueError):
    """A set-up, option or player count the game cannot start from (Korean message)."""


MAX_SEED = 2**63  # seeds are 0 <= seed < MAX_SEED
MAX_NAME_LENGTH = 20


@dataclass(frozen=True)
class CheckedSpec:
    """What :meth:`Engine.check_spec` lets through: the names to use (the default names when
    none were given) and the options with the defaults filled in, aliases resolved and every
    value checked."""

    names: list[str]
    options: dict[str, Any]


class GameState(ABC):
    """One position of one game. Engines subclass this."""

    game_id: ClassVar[str]

    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def current_player(self) -> int | None:
        """Index of the player to move, or ``None`` when the game is over."""

    @abstractmethod
    def legal_moves(self) -> list[Move] | None:
        """Every legal move, or ``None`` where the set is not finite in practice."""

    @abstractmethod
    def apply(self, move: Move) -> list[Event]:
        """Play ``move`` in place and return its events; raise :class:`RuleViolation`
        (state unchanged) when it is illegal."""

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[int]: ...

    @abstractmethod
    def winners(self) -> list[int]:
        """Indices of the winners (several on a shared victory); empty before the end."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The whole position as plain data (what renderers and the API show)."""

    @abstractmethod
    def check_invariants(self) -> list[str]:
        """Broken invariants, as short English descriptions; empty when all hold."""

    @abstractmethod
    def clone(self) -> GameState: ...

    def random_move(self, rng: random.Random) -> Move:
        """A random legal move (self-play). Engines whose moves are not enumerable override."""
        moves = self.legal_moves()
        if not moves:
            raise RuntimeError("no legal move in a non-terminal state")
        return moves[rng.randrange(len(moves))]

    def describe_move(self, move: Move) -> str:
        """The move in Korean, for step lists and logs."""
        return str(move)

    def opening(self) -> str | None:
        """How the game began, in Korean, where a page showing its first turns should say it
        (Rummikub: the tiles drawn to pick who starts); None when nothing needs saying."""
        return None


@dataclass(frozen=True)
class Choice:
    """The computer player's move and why it chose it (one line of Korean)."""

    move: Move
    reason: str


class Engine(ABC):
    """A game's rules and parameters; makes the initial states."""

    game_id: ClassVar[str]
    name: ClassVar[str]  # Korean name, e.g. "아줄"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 4
    default_options: ClassVar[Mapping[str, Any]] = {}
    end_rule_id: ClassVar[str]  # the content entry that says when the game ends
    option_aliases: ClassVar[Mapping[str, str]] = {}  # an older option name -> its name now
    # per option, an older spelling of a value -> the value now
    option_value_aliases: ClassVar[Mapping[str, Mapping[str, str]]] = {}

    def check_spec(
        self,
        players: Any,
        *,
        seed: Any = None,
        names: Any = None,
        options: Any = None,
        setup: Any = None,
    ) -> CheckedSpec:
        """Check the players, seed, names, set-up type and options of a new game; raise
        :class:`SetupError` with a Korean message on the first problem.

        The one check of these for every game: engines call it first in ``new_game`` and the
        stateless API before it replays anything. A game's own option values are checked by
        :meth:`read_options`; the set-up's contents by the engine that reads them."""
        if isinstance(players, bool) or not isinstance(players, int):
            raise SetupError(
                f"players(인원)는 {self.min_players}~{self.max_players} 사이의 정수여야 합니다."
            )
        if not self.min_players <= players <= self.max_players:
            raise SetupError(
                f"{josa(self.name, '은', '는')} {self.min_players}~"
                f"{self.max_players}명이 할 수 있습니다."
            )
        if seed is not None and (
            isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < MAX_SEED
        ):
            raise SetupError("seed는 0 이상의 정수여야 합니다.")
        if setup is not None and not isinstance(setup, Mapping):
            raise SetupError("setup은 JSON 객체(항목 이름과 값의 짝)여야 합니다.")
        return CheckedSpec(self._check_names(players, names), self._check_options(players, options))

    def read_options(self, options: dict[str, Any], players: int) -> dict[str, Any]:
        """The game's option values checked (``options`` holds every option, defaults filled
        in, names resolved); returns the options the engine uses. Raise :class:`SetupError`
        on a value the game does not have. Engines with options override this."""
        return options

    @staticmethod
    def _check_names(players: int, names: Any) -> list[str]:
        if names is None:
            return default_names(players)
        if not isinstance(names, (list, tuple)) or len(names) != players:
            raise SetupError(f"names는 인원수만큼({players}명)의 이름 목록이어야 합니다.")
        for name in names:
            if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME_LENGTH:
                raise SetupError(f"이름은 1~{MAX_NAME_LENGTH}자의 글자여야 합니다.")
        return list(names)

    def _check_options(self, players: int, options: Any) -> dict[str, Any]:
        if options is None:
            options = {}
        if not isinstance(options, Mapping):
            raise SetupError("options는 JSON 객체(옵션 이름과 값의 짝)여야 합니다.")
        given: dict[str, Any] = {}
        for key, value in options.items():
            name = self.option_aliases.get(key, key)
            if name in given:
                old = next(a for a, n in self.option_aliases.items() if n == name)
                raise SetupError(f"{old}는 옵션 {name}의 예전 이름입니다. 둘 중 하나만 쓰세요.")
            if isinstance(value, str):
                value = self.option_value_aliases.get(name, {}).get(value, value)
            given[name] = value
        unknown = set(given) - set(self.default_options)
        if unknown:
            known = ", ".join(self.default_options) or "없음"
            raise SetupError(
                f"알 수 없는 옵션입니다: {', '.join(sorted(map(str, unknown)))} "
                f"(쓸 수 있는 옵션: {known})."
            )
        return self.read_options({**self.default_options, **given}, players)

    @abstractmethod
    def new_game(
        self,
        players: int,
        *,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        setup: Mapping[str, Any] | None = None,
        names: Sequence[str] | None = None,
    ) -> GameState:
        """The initial state, from ``seed`` or an explicit ``setup`` (tutorials).
        Raises :class:`SetupError` with a Korean message on bad input."""

    @abstractmethod
    def rule_ids(self) -> frozenset[str]:
        """Every rule id this engine raises or cites; each must be a content entry id."""

    def choose(self, state: GameState, rng: random.Random) -> Choice:
        """The computer player's move and, in one Korean line, why it chose it.

        The reason is built from the terms of the evaluation that chose the move (the points
        it expects, the penalty it avoids, the set it makes), never guessed afterwards.
        Engines override this; the default plays a random legal move."""
        return Choice(state.random_move(rng), "둘 수 있는 수 가운데 무작위로 골랐습니다.")

    def choose_move(self, state: GameState, rng: random.Random) -> Move:
        """The computer player's move: exactly ``choose(state, rng).move`` (same use of
        ``rng``, so a seeded game replays the same moves)."""
        return self.choose(state, rng).move


@dataclass
class GameSpec:
    """Everything needed to rebuild a position: the URL of a game."""

    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    setup: dict[str, Any] | None = None
    names: list[str] | None = None
    moves: list[Move] = field(default_factory=list)


class IllegalMove(Exception):
    """A replay stopped at an illegal move; ``move_index`` is 0-based."""

    def __init__(self, move_index: int, violation: RuleViolation) -> None:
        super().__init__(f"move {move_index}: {violation.message}")
        self.move_index = move_index
        self.violation = violation

    def to_json(self) -> dict[str, Any]:
        return {**self.violation.to_json(), "move_index": self.move_index}


@dataclass
class Replay:
    state: GameState
    events: list[list[Event]]  # events of each move, in order
    movers: list[int | None] = field(default_factory=list)  # who made each move


def start(spec: GameSpec) -> GameState:
    from tutor.games import get_engine

    engine = get_engine(spec.game)
    return engine.new_game(
        spec.players, options=spec.options, seed=spec.seed, setup=spec.setup, names=spec.names
    )


def replay(spec: GameSpec) -> Replay:
    """Rebuild the position after ``spec.moves``; raises :class:`IllegalMove`."""
    state = start(spec)
    events: list[list[Event]] = []
    movers: list[int | None] = []
    for index, move in enumerate(spec.moves):
        if state.is_terminal():
            raise IllegalMove(
                index,
                RuleViolation(_end_rule(spec.game), "게임이 이미 끝났습니다. 더 둘 수 없습니다."),
            )
        movers.append(state.current_player())
        try:
            events.append(state.apply(move))
        except RuleViolation as violation:
            raise IllegalMove(index, violation) from None
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            # a move of a shape the engine does not read: the client's input, not a rule
            raise IllegalMove(
                index,
                RuleViolation("", "수의 형식이 올바르지 않습니다. 이 게임의 수 형식을 확인하세요."),
            ) from None
    return Replay(state, events, movers)


def step(state: GameState, move: Move) -> tuple[GameState, list[Event]]:
    """The pure form of ``apply``: the next state and the events; ``state`` is untouched."""
    nxt = state.clone()
    events = nxt.apply(move)
    return nxt, events


def _end_rule(game_id: str) -> str:
    from tutor.games import get_engine

    return get_engine(game_id).end_rule_id
