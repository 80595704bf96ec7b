"""The Azul engine: options, new games and the greedy computer player."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from tutor.engine import Choice, Engine, GameState, SetupError
from tutor.games.azul.narration import factory_label
from tutor.games.azul.rules import RULE_END, RULE_IDS
from tutor.games.azul.scoring import floor_penalty, placement_points
from tutor.games.azul.setup import build_state
from tutor.games.azul.state import CENTRE, FLOOR, OFFER, AzulState
from tutor.games.azul.tiles import FLOOR_SIZE, KOREAN, NAMES, SIZE, WALL_COLUMN
from tutor.korean import josa

BOARD_SIDES = ("colour", "gray")


class AzulEngine(Engine):
    game_id = "azul"
    name = "아줄"
    min_players = 2
    max_players = 4
    default_options: ClassVar[Mapping[str, Any]] = {"board": "colour"}
    # the same option and values as Summer Pavilion; older links say {"wall": ...}
    option_aliases: ClassVar[Mapping[str, str]] = {"wall": "board"}
    option_value_aliases: ClassVar[Mapping[str, Mapping[str, str]]] = {
        "board": {"coloured": "colour", "grey": "gray"}
    }
    end_rule_id = RULE_END

    def new_game(
        self,
        players: int,
        *,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        setup: Mapping[str, Any] | None = None,
        names: Sequence[str] | None = None,
    ) -> AzulState:
        checked = self.check_spec(players, seed=seed, names=names, options=options, setup=setup)
        return build_state(
            players,
            gray=checked.options["board"] == "gray",
            seed=seed,
            setup=setup,
            names=checked.names,
        )

    def read_options(self, options: dict[str, Any], players: int) -> dict[str, Any]:
        if options["board"] not in BOARD_SIDES:
            raise SetupError('board 옵션은 "colour"(색이 인쇄된 벽) 또는 "gray"(회색 벽)입니다.')
        return options

    def rule_ids(self) -> frozenset[str]:
        return RULE_IDS

    def choose(self, state: GameState, rng: random.Random) -> Choice:
        """Greedy: the move with the best immediate points (wall points of a line it
        completes, minus the floor penalty it adds); ties broken at random. The reason names
        the terms of that value for the chosen move."""
        assert isinstance(state, AzulState)
        if state.phase != OFFER:
            return self._choose_column(state, rng)
        p = state.to_move
        assert p is not None
        floor_now = len(state.floor[p])
        best_score: float = float("-inf")
        options: list[_Take] = []
        best_gain_with_penalty = float("-inf")  # what a floor penalty kept it from
        any_free = False  # some take adds no floor penalty
        for source, k, line in state.take_options():
            count = state.centre[k] if source == CENTRE else state.factories[source][k]
            extra = 1 if source == CENTRE and state.marker_in_centre else 0
            gain = 0.0
            overflow = count
            placed = completion = 0
            fills = False
            if line != FLOOR:
                r = line - 1
                room = r + 1 - state.line_count[p][r]
                placed = min(count, room)
                overflow = count - placed
                gain += 0.1 * placed
                if placed == room:
                    fills = True
                    completion = self._completion_points(state, p, r, k)
                    gain += completion
            added = min(FLOOR_SIZE, floor_now + overflow + extra)
            penalty = floor_penalty(added) - floor_penalty(floor_now)
            value = gain - penalty
            if penalty:
                best_gain_with_penalty = max(best_gain_with_penalty, gain)
            else:
                any_free = True
            take = _Take(
                source, k, line, count, placed, fills, completion, overflow, extra, penalty, gain
            )
            if value > best_score:
                best_score, options = value, [take]
            elif value == best_score:
                options.append(take)
        take = options[rng.randrange(len(options))]
        move = {
            "type": "take",
            "source": take.source,
            "colour": NAMES[take.colour],
            "line": take.line,
        }
        avoided = not take.penalty and best_gain_with_penalty > take.gain
        reason = _take_reason(state, p, take, avoided=avoided)
        if not any_free:
            reason = f"어느 수든 바닥 줄 감점이 있어 가장 적은 쪽: {reason}"
        return Choice(move, reason)

    @staticmethod
    def _choose_column(state: AzulState, rng: random.Random) -> Choice:
        """Gray wall tiling: the column worth the most points now."""
        moves = state.legal_moves()
        p = state.to_move
        assert p is not None and moves
        best_value, best = -1, []
        for move in moves:
            r, c = move["line"] - 1, move["column"]
            wall = state.wall[p][:]
            wall[r * SIZE + c] = state.line_colour[p][r]
            horizontal, vertical, value = placement_points(wall, r, c)
            if value > best_value:
                best_value, best = value, [(move, horizontal, vertical)]
            elif value == best_value:
                best.append((move, horizontal, vertical))
        move, horizontal, vertical = best[rng.randrange(len(best))]
        line, column = move["line"], move["column"] + 1
        colour = KOREAN[state.line_colour[p][line - 1]]
        runs = (
            " + ".join(f"{name} {n}" for name, n in (("가로", horizontal), ("세로", vertical)) if n)
            or "이웃 없음"
        )
        if len(moves) == 1:
            why = "놓을 수 있는 열은 여기뿐"
        elif len(best) == len(moves):
            why = "어느 열이든 같은 점수"
        else:
            why = "고를 수 있는 열 가운데 최고"
        return Choice(
            move,
            f"{josa(colour, '을', '를')} 벽 {line}행 {column}열에 붙여 바로 "
            f"{best_value}점({runs}), {why}",
        )

    @staticmethod
    def _completion_points(state: AzulState, p: int, r: int, k: int) -> int:
        columns = state.gray_columns(p, r, k) if state.gray else [WALL_COLUMN[r][k]]
        best = 0
        for c in columns:
            wall = state.wall[p][:]
            wall[r * SIZE + c] = k
            best = max(best, placement_points(wall, r, c)[2])
        return best


@dataclass(frozen=True)
class _Take:
    """One take the greedy player weighed, with the terms of its value."""

    source: Any
    colour: int
    line: Any
    count: int
    placed: int  # tiles that go to the pattern line
    fills: bool  # the line is full after it
    completion: int  # wall points of that line as the wall stands now
    overflow: int  # tiles that go to the floor line
    marker: int  # 1 when it takes the first-player marker
    penalty: int  # floor points it adds at the end of the round
    gain: float


def _take_reason(state: AzulState, p: int, take: _Take, *, avoided: bool) -> str:
    """The chosen take in the terms of its value: the line it fills and its wall points,
    the floor penalty it adds or avoids."""
    where = "중앙" if take.source == CENTRE else factory_label(take.source)
    tiles = f"{where}에서 {KOREAN[take.colour]} {take.count}장"
    parts: list[str] = []
    if take.line == FLOOR:
        lines_for_colour = any(line != FLOOR for line in state.lines_for(p, take.colour))
        lead = (
            "" if lines_for_colour else f"{josa(KOREAN[take.colour], '을', '를')} 놓을 줄이 없어 "
        )
        marker = "과 시작 표식" if take.marker else ""
        penalty = f" −{take.penalty}점" if take.penalty else " (바닥 줄이 이미 가득 차 감점 없음)"
        return f"{lead}{tiles}{marker}을 바닥 줄로{penalty}"
    elif take.fills:
        r = take.line - 1
        waiting_above = any(state.line_count[p][i] == i + 1 for i in range(r))
        if state.gray:
            target = f"벽 단계에 {take.completion}점 자리를 노림"
        elif waiting_above:
            target = f"벽 단계에 {take.completion}점 이상"
        else:
            target = f"벽 단계에 {take.completion}점"
        parts.append(f"{tiles}으로 {take.line}번 줄을 채워 {target}")
    else:
        room = take.line - state.line_count[p][take.line - 1] - take.placed
        parts.append(f"{tiles}을 {take.line}번 줄에 ({room}칸 남음)")
    if take.penalty:
        causes = []
        if take.overflow:
            causes.append(f"넘친 {take.overflow}장")
        if take.marker:
            causes.append("시작 표식")
        cause = f"{'과 '.join(causes)}으로 " if causes else ""
        parts.append(f"{cause}바닥 줄 −{take.penalty}점")
    elif take.overflow or take.marker:
        parts.append("바닥 줄이 이미 가득 차 감점 없음")
    elif avoided:
        return f"바닥 줄 감점을 피해 {', '.join(parts)}"
    return ", ".join(parts)
