"""One position of a Rummikub game and its turns (draw, play, time-out)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, ClassVar

from tutor.engine import Event, GameState, Move, RuleViolation
from tutor.games.rummikub.rules import (
    RULE_AFTER_MELD,
    RULE_DRAW,
    RULE_END_BLOCKED,
    RULE_END_OUT,
    RULE_FROM_RACK,
    RULE_JOKER_RETRIEVE,
    RULE_JOKER_SAME_TURN,
    RULE_MANIPULATION,
    RULE_MELD_30,
    RULE_MELD_JOKER,
    RULE_ORDER,
    RULE_SCORE_BLOCKED,
    RULE_TIMER,
)
from tutor.games.rummikub.scoring import (
    score_blocked,
    score_went_out,
)
from tutor.games.rummikub.sets import (
    JOKER,
    PENALTY_TILES,
    classify,
    describe_set,
    full_set,
    sort_key,
    tile_name,
    tiles_text,
    value_terms,
)
from tutor.games.rummikub.table import (
    judge_play,
    read_table,
)
from tutor.korean import has_final_consonant, josa

FULL_COUNT = Counter(full_set())


class RummikubState(GameState):
    game_id: ClassVar[str] = "rummikub"

    def __init__(
        self,
        *,
        names: list[str],
        options: dict[str, Any],
        racks: list[list[str]],
        table: list[list[str]],
        pool: list[str],
        box: list[str],
        melded: list[bool],
        to_move: int,
        start_draw: list[list[str]] | None = None,
    ) -> None:
        self.names = names
        self.options = options
        self.racks = racks
        self.table = table
        self.pool = pool
        self.box = box
        self.melded = melded
        self.to_move = to_move
        self.start_draw = start_draw or []
        self.passes = 0  # consecutive turns without play while the pool is empty
        self.turn = 1
        self.finished = False
        self.end_reason: str | None = None
        self.final_scores = [0] * len(racks)
        self.winner_seats: list[int] = []

    # --- protocol -----------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return len(self.racks)

    def current_player(self) -> int | None:
        return None if self.finished else self.to_move

    def legal_moves(self) -> list[Move] | None:
        return None  # a play is any rearrangement of the table: not enumerable

    def is_terminal(self) -> bool:
        return self.finished

    def scores(self) -> list[int]:
        return list(self.final_scores)

    def winners(self) -> list[int]:
        return list(self.winner_seats)

    def clone(self) -> RummikubState:
        other = object.__new__(RummikubState)
        other.__dict__.update(self.__dict__)
        other.names = list(self.names)
        other.options = dict(self.options)
        other.racks = [list(r) for r in self.racks]
        other.table = [list(s) for s in self.table]
        other.pool = list(self.pool)
        other.box = list(self.box)
        other.melded = list(self.melded)
        other.final_scores = list(self.final_scores)
        other.winner_seats = list(self.winner_seats)
        return other

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "players": self.num_players,
            "names": list(self.names),
            "options": dict(self.options),
            "to_move": self.current_player(),
            "turn": self.turn,
            "racks": [list(r) for r in self.racks],
            "rack_counts": [len(r) for r in self.racks],
            "table": [list(s) for s in self.table],
            "pool": list(self.pool),
            "pool_count": len(self.pool),
            "box_count": len(self.box),
            "melded": list(self.melded),
            "passes": self.passes,
            "finished": self.finished,
            "end_reason": self.end_reason,
            "scores": list(self.final_scores),
            "winners": list(self.winner_seats),
            "start_draw": [list(r) for r in self.start_draw],
        }

    def check_invariants(self) -> list[str]:
        problems: list[str] = []
        every: list[str] = [*self.pool, *self.box]
        for rack in self.racks:
            every += rack
        for s in self.table:
            every += s
        seen = Counter(every)
        if seen != FULL_COUNT:
            extra = seen - FULL_COUNT
            lost = FULL_COUNT - seen
            problems.append(f"tiles not accounted for: extra {dict(extra)}, missing {dict(lost)}")
        for s in self.table:
            if not classify(s).valid:
                problems.append(f"invalid set on the table: {s}")
        if len(self.melded) != self.num_players:
            problems.append("melded flags do not match the players")
        if not self.finished and not 0 <= self.to_move < self.num_players:
            problems.append("to_move out of range")
        if self.finished and not self.winner_seats:
            problems.append("finished game without a winner")
        if self.finished and sum(self.final_scores) != 0:
            problems.append("scores of a finished game do not sum to zero")
        if not self.finished and any(not r for r in self.racks):
            problems.append("an empty rack in a running game")
        return problems

    # --- moves ---------------------------------------------------------------------------
    def apply(self, move: Move) -> list[Event]:
        if self.finished:
            raise RuleViolation(RULE_END_OUT, "이 판은 이미 끝났습니다. 더 둘 수 없습니다.")
        if not isinstance(move, dict):
            raise RuleViolation(RULE_ORDER, '수는 {"type": …} 형식의 매핑이어야 합니다')
        seat = move.get("player", self.to_move)
        if seat != self.to_move:
            raise RuleViolation(
                RULE_ORDER,
                f"지금은 {self._name()}의 차례입니다. 차례는 시계 방향으로 "
                "돌아가며, 자기 차례에만 둘 수 있습니다",
            )
        kind = move.get("type")
        if kind == "draw":
            events = self._draw(RULE_DRAW)
        elif kind == "pass":
            if self.pool:
                raise RuleViolation(
                    RULE_DRAW,
                    f"더미에 타일이 {len(self.pool)}장 남아 있습니다. 타일을 "
                    "내지 않으면 차례를 넘기지 말고 한 장을 가져와야 합니다",
                    allowed='{"type": "draw"}',
                )
            events = self._draw(RULE_DRAW)
        elif kind == "play":
            events = self._play(move)
        elif kind == "timeout":
            events = self._timeout(move)
        else:
            raise RuleViolation(
                RULE_ORDER,
                f"알 수 없는 수 '{kind}'입니다. 차례에는 타일을 내거나"
                "(play) 한 장을 가져옵니다(draw)",
            )
        if not self.finished:
            self.to_move = (self.to_move + 1) % self.num_players
            self.turn += 1
        return events

    def _name(self, player: int | None = None) -> str:
        return self.names[self.to_move if player is None else player]

    def _draw(self, rule_id: str, count: int = 1, *, why: str = "") -> list[Event]:
        player = self.to_move
        if not self.pool:
            self.passes += 1
            events: list[Event] = [
                {
                    "type": "pass",
                    "player": player,
                    "rule_ids": [rule_id, RULE_END_BLOCKED],
                    "text": f"{why}더미가 비어 {josa(self._name(), '이', '가')} 차례를 넘깁니다 "
                    f"(연속 {self.passes}번째 패스)",
                }
            ]
            if self.passes >= self.num_players:
                events += self._end_blocked()
            return events
        drawn = self.pool[:count]
        del self.pool[:count]
        self.passes = 0
        rack = self.racks[player]
        rack.extend(drawn)
        rack.sort(key=sort_key)
        n = len(drawn)
        return [
            {
                "type": "draw",
                "player": player,
                "tiles": drawn,
                "count": n,
                "rule_ids": [rule_id],
                "text": f"{why}{self._name()}{'이' if has_final_consonant(self._name()) else '가'} 더미에서 "
                f"타일 {n}장을 가져오고 차례를 마칩니다",
            }
        ]

    def _play(self, move: Move) -> list[Event]:
        player = self.to_move
        was_melded = self.melded[player]
        verdict = judge_play(
            self.table,
            move.get("table"),
            self.racks[player],
            melded=was_melded,
            options=self.options,
        )
        rack = Counter(self.racks[player])
        rack.subtract(verdict.placed)
        self.racks[player] = sorted(rack.elements(), key=sort_key)
        self.table = verdict.table
        self.passes = 0
        name = self._name()
        events: list[Event] = []
        if verdict.meld_points is not None:
            self.melded[player] = True
            sets_text = ", ".join(describe_set(s) for s in verdict.meld_sets)
            terms = " + ".join(v for s in verdict.meld_sets for v in value_terms(s))
            breakdown = f"{terms} = {verdict.meld_points}점"
            rules = [RULE_MELD_30] + (
                [RULE_MELD_JOKER] if any("j" in s for s in verdict.meld_sets) else []
            )
            events.append(
                {
                    "type": "initial-meld",
                    "player": player,
                    "points": verdict.meld_points,
                    "breakdown": breakdown,
                    "sets": verdict.meld_sets,
                    "rule_ids": rules,
                    "text": f"{name}의 첫 등록: {sets_text} ({breakdown}, 30점 이상)",
                }
            )
            if len(verdict.placed) > sum(len(s) for s in verdict.meld_sets):
                events[-1]["rule_ids"].append(RULE_AFTER_MELD)
        rules = [RULE_FROM_RACK] + ([RULE_MANIPULATION] if was_melded else [])
        events.append(
            {
                "type": "play",
                "player": player,
                "placed": verdict.placed,
                "table": [list(s) for s in self.table],
                "rule_ids": rules,
                "text": f"{name}{'이' if has_final_consonant(name) else '가'} {tiles_text(verdict.placed)}"
                f"{'을' if has_final_consonant(tiles_text(verdict.placed)) else '를'} 내려놓았습니다 "
                f"(테이블의 세트 {len(self.table)}개)",
            }
        )
        if verdict.retrieved_jokers:
            events.append(
                {
                    "type": "joker-retrieved",
                    "player": player,
                    "count": verdict.retrieved_jokers,
                    "rule_ids": [RULE_JOKER_RETRIEVE, RULE_JOKER_SAME_TURN],
                    "text": f"{name}{'이' if has_final_consonant(name) else '가'} 테이블의 조커를 빼 와 새 세트에 "
                    "썼습니다",
                }
            )
        if not self.racks[player]:
            events += self._end_went_out(player)
        return events

    def _timeout(self, move: Move) -> list[Event]:
        player = self.to_move
        raw = move.get("table")
        changed = False
        if raw is not None:
            sets = read_table(raw)
            before = Counter(t for s in self.table for t in s)
            now = Counter(t for s in sets for t in s)
            if now - (before + Counter(self.racks[player])):
                raise RuleViolation(
                    RULE_TIMER,
                    "시간이 다 된 순간의 테이블에 테이블과 내 받침대에 없던 타일이 있습니다",
                )
            changed = sorted(map(tuple, sets)) != sorted(map(tuple, self.table))
        broken = False
        if changed:
            try:
                judge_play(
                    self.table,
                    raw,
                    self.racks[player],
                    melded=self.melded[player],
                    options=self.options,
                )
            except RuleViolation:
                broken = True
        if broken:
            why = f"시간 초과: 테이블을 되돌리고 {self._name()}의 타일을 받침대로 돌려준 뒤, 벌칙으로 "
            events = self._draw(RULE_TIMER, PENALTY_TILES, why=why)
            events[0]["penalty"] = True
        else:
            why = "시간 초과: 테이블을 되돌리고 " if changed else "시간 초과: "
            events = self._draw(RULE_TIMER, 1, why=why)
        events[0]["rule_ids"] = [RULE_TIMER] + [r for r in events[0]["rule_ids"] if r != RULE_TIMER]
        events[0]["timeout"] = True
        return events

    # --- end -----------------------------------------------------------------------------
    def _end_went_out(self, player: int) -> list[Event]:
        self.finished = True
        self.end_reason = "rummikub"
        self.winner_seats = [player]
        scores, events = score_went_out(self.racks, player, self.names)
        self.final_scores = scores
        name = self._name(player)
        return [
            {
                "type": "game-end",
                "reason": "rummikub",
                "winners": [player],
                "rule_ids": [RULE_END_OUT],
                "text": f'{name}{"이" if has_final_consonant(name) else "가"} 받침대를 모두 비우고 "루미큐브!"를 '
                "외쳤습니다. 이번 판이 끝납니다",
            },
            *events,
        ]

    def _end_blocked(self) -> list[Event]:
        self.finished = True
        self.end_reason = "blocked"
        scores, winners, events = score_blocked(self.racks, self.names)
        self.final_scores = scores
        self.winner_seats = winners
        who = ", ".join(self._name(p) for p in winners)
        return [
            {
                "type": "game-end",
                "reason": "blocked",
                "winners": winners,
                "rule_ids": [RULE_END_BLOCKED, RULE_SCORE_BLOCKED],
                "text": f"더미가 비었고 모두 한 바퀴 차례를 넘겨 판이 끝났습니다. 받침대 합이 가장 "
                f"작은 {josa(who, '이', '가')} 이깁니다",
            },
            *events,
        ]

    # --- narration and self-play -----------------------------------------------------------
    def describe_move(self, move: Move) -> str:
        kind = move.get("type") if isinstance(move, dict) else None
        name = self._name() if not self.finished else ""
        if kind == "draw":
            return f"{name}: 더미에서 한 장 가져오기" if self.pool else f"{name}: 차례 넘기기"
        if kind == "pass":
            return f"{name}: 차례 넘기기"
        if kind == "timeout":
            return f"{name}: 시간 초과(1분)"
        if kind == "play":
            try:
                sets = read_table(move.get("table"))
            except RuleViolation:
                return f"{name}: 타일 내려놓기"
            added = Counter(t for s in sets for t in s) - Counter(t for s in self.table for t in s)
            placed = sorted(added.elements(), key=sort_key)
            if not placed:
                return f"{name}: 테이블 다시 짜기"
            return f"{name}: {tiles_text(placed)} 내려놓기"
        return str(move)

    def opening(self) -> str | None:
        """Who starts and why: everyone drew a tile, the highest number starts (the draws of a
        seeded game; an explicit set-up names the starter and has none)."""
        if not self.start_draw:
            return None
        last = self.start_draw[-1]
        drawn = [(seat, tile) for seat, tile in enumerate(last) if tile]
        numbers = {seat: int(tile[1:]) for seat, tile in drawn if tile != JOKER}
        if not numbers:
            return None
        starter = max(numbers, key=lambda seat: numbers[seat])
        said = ", ".join(f"{self._name(seat)} {tile_name(tile)}" for seat, tile in drawn)
        again = " 같은 수가 나와 그 사람들끼리 다시 뽑았습니다." if len(self.start_draw) > 1 else ""
        return (
            f"먼저 할 사람을 정하려고 각자 타일을 한 장씩 뽑았습니다.{again} {said}: 가장 큰 수를 "
            f"뽑은 {self._name(starter)}부터 시계 방향으로 합니다."
        )

    def random_move(self, rng: random.Random) -> Move:
        from tutor.games.rummikub.candidates import random_turn

        return {**random_turn(self, rng), "player": self.to_move}


__all__ = ["RummikubState"]


def view(
    state: dict[str, Any], events: list[Event], viewer: int | None, *, preview: bool = False
) -> tuple[dict[str, Any], list[Event]]:
    """What seat ``viewer`` sees: its own rack, the sizes of the others, no pool order and no
    tile another player drew (the tiles it drew itself named in the draw's text). A finished
    game shows every rack (as at the table). A draw not yet made (``preview``) names no tile
    and leaves it out of the rack drawn: 한 장 뽑기 told the tile before it was chosen."""
    if state.get("finished"):
        return state, events
    seen = dict(state)
    seen["racks"] = [
        list(rack) if seat == viewer else None for seat, rack in enumerate(state.get("racks") or [])
    ]
    seen["pool"] = None
    shown = []
    for e in events:
        if e.get("type") == "draw" and preview:
            drawn = list(e.get("tiles") or [])
            rack = (
                seen["racks"][e["player"]]
                if 0 <= e.get("player", -1) < len(seen["racks"])
                else None
            )
            for tile in drawn:
                if rack is not None and tile in rack:
                    rack.remove(tile)
            e = {k: v for k, v in e.items() if k != "tiles"}
        elif e.get("type") == "draw" and e.get("player") != viewer:
            e = {k: v for k, v in e.items() if k != "tiles"}
        elif e.get("type") == "draw" and e.get("tiles") and isinstance(e.get("text"), str):
            # the one who drew is told what (it was found only by comparing racks)
            e = {**e, "text": f"{e['text']} (가져온 타일: {tiles_text(e['tiles'])})"}
        shown.append(e)
    return seen, shown
