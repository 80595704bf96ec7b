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
        Engines override this; the default plays a random legal move, or the move of an
        engine that still overrides only :meth:`choose_move`."""
        if type(self).choose_move is not Engine.choose_move:
            return Choice(self.choose_move(state, rng),
                          "이 게임의 컴퓨터는 아직 수를 고른 까닭을 설명하지 않습니다.")
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
            raise IllegalMove(index, RuleViolation(
                "", "수의 형식이 올바르지 않습니다. 이 게임의 수 형식을 확인하세요.")) from None
    return Replay(state, events, movers)


def step(state: GameState, move: Move) -> tuple[GameState, list[Event]]:
    """The pure form of ``apply``: the next state and the events; ``state`` is untouched."""
    nxt = state.clone()
    events = nxt.apply(move)
    return nxt, events


def _end_rule(game_id: str) -> str:
    from tutor.games import get_engine

    return get_engine(game_id).end_rule_id
