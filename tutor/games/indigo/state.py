"""One Indigo position: the board, the gems, the hands and the draw pile."""

from __future__ import annotations

import random
from typing import Any

from tutor.engine import Event, GameState, Move, RuleViolation
from tutor.games.indigo.gems import (
    CAPTURED,
    CENTRE,
    GEM_IDS,
    GEM_KINDS,
    GEM_NAMES,
    GEM_POINTS,
    INITIAL_CENTRE_GEMS,
    INITIAL_CORNER_GEMS,
    INITIAL_RESERVE,
    ON_BOARD,
    REMOVED,
    RESERVE,
    WHERE_NAMES,
    gem_label,
)
from tutor.games.indigo.geometry import BOARD
from tutor.games.indigo.invariants import broken_invariants
from tutor.games.indigo.movement import GemRun, move_gems
from tutor.games.indigo.narration import collision_event, end_event, run_event
from tutor.games.indigo.rules import (
    RULE_BAN,
    RULE_DRAW,
    RULE_END,
    RULE_EXIT,
    RULE_PLACE,
    RULE_SHARED,
    RULE_VALUES,
)
from tutor.games.indigo.tiles import TILES
from tutor.korean import josa

EMPTY_PATHS: tuple[int, ...] = (-1,) * 6
NUM_CELLS = len(BOARD.coords)


def _corner_paths(arrow_free: tuple[int, int]) -> tuple[int, ...]:
    out = [-1] * 6
    a, b = arrow_free
    out[a], out[b] = b, a
    return tuple(out)


def winners_of(captured: list[list[int]]) -> list[int]:
    """The players who win with these gems (``captured[p]``: gem indices): the most points,
    then the most gems; players still level share the win."""
    keys = [(sum(GEM_POINTS[g] for g in gems), len(gems)) for gems in captured]
    best = max(keys)
    return [i for i, k in enumerate(keys) if k == best]


class IndigoState(GameState):
    game_id = "indigo"

    def __init__(self) -> None:  # filled by IndigoEngine.new_game or clone
        self.n: int = 2
        self.names: list[str] = []
        self.options: dict[str, Any] = {}
        self.paths: list[tuple[int, ...] | None] = []
        self.tile_type: list[int] = []
        self.tile_rot: list[int] = []
        self.placed: list[int] = []
        self.empty_cells: list[int] = []
        self.gem_at: dict[int, int] = {}
        self.centre: list[int] = []
        self.gem_where: list[int] = []
        self.gem_owner: list[int] = []
        self.reserve: list[int] = []
        self.captured: list[list[int]] = []
        self.hands: list[list[int]] = []
        self.pile: list[int] = []  # top of the pile is the last element
        self.to_move: int | None = 0
        self.gateway_owners: list[list[int]] = []

    # ----- set-up -------------------------------------------------------------------------
    def start(
        self,
        n: int,
        names: list[str],
        options: dict[str, Any],
        owners: list[list[int]],
        hands: list[list[int]],
        pile_top_first: list[int],
        first_player: int,
    ) -> None:
        self.n, self.names, self.options = n, names, options
        self.gateway_owners = owners
        self.paths = [None] * NUM_CELLS
        self.paths[BOARD.centre] = EMPTY_PATHS
        for corner in BOARD.corners:
            self.paths[corner.cell] = _corner_paths(corner.u_turn)
        self.tile_type = [-1] * NUM_CELLS
        self.tile_rot = [-1] * NUM_CELLS
        self.empty_cells = list(BOARD.route_cells)
        self.gem_where = [RESERVE] * 24
        self.gem_owner = [-1] * 24
        for corner, gem in zip(BOARD.corners, INITIAL_CORNER_GEMS, strict=True):
            self.gem_at[corner.cell * 6 + corner.arrow] = gem
            self.gem_where[gem] = ON_BOARD
        self.centre = list(INITIAL_CENTRE_GEMS)
        for gem in self.centre:
            self.gem_where[gem] = CENTRE
        self.reserve = list(INITIAL_RESERVE)
        self.captured = [[] for _ in range(n)]
        self.hands = hands
        self.pile = list(reversed(pile_top_first))
        self.to_move = first_player

    def clone(self) -> IndigoState:
        other = IndigoState.__new__(IndigoState)
        other.n, other.names, other.options = self.n, self.names, self.options
        other.paths = list(self.paths)
        other.tile_type = list(self.tile_type)
        other.tile_rot = list(self.tile_rot)
        other.placed = list(self.placed)
        other.empty_cells = list(self.empty_cells)
        other.gem_at = dict(self.gem_at)
        other.centre = list(self.centre)
        other.gem_where = list(self.gem_where)
        other.gem_owner = list(self.gem_owner)
        other.reserve = list(self.reserve)
        other.captured = [list(c) for c in self.captured]
        other.hands = [list(h) for h in self.hands]
        other.pile = list(self.pile)
        other.to_move = self.to_move
        other.gateway_owners = self.gateway_owners
        return other

    # ----- protocol -----------------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    def current_player(self) -> int | None:
        return self.to_move

    def is_terminal(self) -> bool:
        return self.to_move is None

    def gems_on_board(self) -> int:
        return len(self.centre) + len(self.gem_at)

    def scores(self) -> list[int]:
        return [sum(GEM_POINTS[g] for g in gems) for gems in self.captured]

    def winners(self) -> list[int]:
        if not self.is_terminal():
            return []
        return winners_of(self.captured)

    def legal_moves(self) -> list[Move]:
        if self.to_move is None:
            return []
        moves: list[Move] = []
        seen: set[int] = set()
        allowed = TILES.allowed
        coords = BOARD.coords
        hand = self.hands[self.to_move]
        several = len(hand) > 1  # name the tile only when there is a choice
        for hand_index, ttype in enumerate(hand):
            if ttype in seen:
                continue
            seen.add(ttype)
            for cell in self.empty_cells:
                q, r = coords[cell]
                for rot in allowed[cell][ttype]:
                    move: Move = {"cell": [q, r], "rotation": rot}
                    if several:
                        move["hand"] = hand_index
                    moves.append(move)
        return moves

    def random_move(self, rng: random.Random) -> Move:
        if self.to_move is None:
            raise RuntimeError("no legal move in a terminal state")
        hand = self.hands[self.to_move]
        hand_index = rng.randrange(len(hand))
        cell = self.empty_cells[rng.randrange(len(self.empty_cells))]
        options = TILES.allowed[cell][hand[hand_index]]
        q, r = BOARD.coords[cell]
        move: Move = {"cell": [q, r], "rotation": options[rng.randrange(len(options))]}
        if len(hand) > 1:
            move["hand"] = hand_index
        return move

    def describe_move(self, move: Move) -> str:
        """The move in Korean; an illegal but well-formed move is still described."""
        who = self.names[self.to_move] if self.to_move is not None else ""
        try:
            hand = self.hands[self.to_move] if self.to_move is not None else []
            ttype = hand[int(move.get("hand", 0))]
            cell = BOARD.index[(int(move["cell"][0]), int(move["cell"][1]))]
            rot = int(move.get("rotation", 0))
        except (AttributeError, IndexError, KeyError, TypeError, ValueError):
            if isinstance(move, dict) and move.get("type") == "pass":
                return f"{who}: 타일을 놓지 않고 넘기기"  # asked for, and refused: no passing
            return f"{who}: 알아볼 수 없는 수"
        tile = TILES.types[ttype].name
        return f"{who}: {josa(tile, '을', '를')} {BOARD.cell_label(cell)}에 놓기 (회전 {rot})"

    # ----- a turn -------------------------------------------------------------------------
    def _validate(self, move: Move) -> tuple[int, int, int, int]:
        """(hand index, tile type, cell, rotation) of a legal move, else RuleViolation."""
        if self.to_move is None:
            raise RuleViolation(
                RULE_END,
                "보드에 보석이 남지 않아 게임이 끝났습니다. 더 이상 타일을 놓을 수 없습니다.",
            )
        hand = self.hands[self.to_move]
        allowed_text = "손에 든 타일을 빈 길 칸에 0~5 회전으로 놓을 수 있습니다."
        if not isinstance(move, dict):
            raise RuleViolation(
                RULE_PLACE,
                '수는 {"cell": [q, r], "rotation": k} 모양의 매핑이어야 합니다.',
                allowed=allowed_text,
            )
        kind = move.get("type", "place")
        if kind != "place":
            raise RuleViolation(
                RULE_PLACE,
                f"'{kind}'라는 행동은 없습니다. 나빗길의 차례에는 "
                "길 타일 한 장을 놓는 일만 합니다.",
                allowed=allowed_text,
            )
        hand_index = move.get("hand", 0)
        if (
            not isinstance(hand_index, int)
            or isinstance(hand_index, bool)
            or not 0 <= hand_index < len(hand)
        ):
            raise RuleViolation(
                RULE_PLACE,
                f"손에 {len(hand)}장의 타일이 있습니다. "
                f"hand는 0~{len(hand) - 1} 중 하나여야 합니다.",
                allowed=allowed_text,
            )
        ttype = hand[hand_index]
        wanted = move.get("tile")
        if wanted is not None and wanted != TILES.types[ttype].id:
            raise RuleViolation(
                RULE_PLACE,
                f"손에 든 타일은 {TILES.types[ttype].name}"
                f"({TILES.types[ttype].id})입니다. 손에 든 타일만 "
                "놓을 수 있습니다.",
                allowed=allowed_text,
            )
        raw_cell = move.get("cell")
        if (
            not isinstance(raw_cell, (list, tuple))
            or len(raw_cell) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in raw_cell)
        ):
            raise RuleViolation(
                RULE_PLACE, "칸은 [q, r] 두 정수로 적어야 합니다.", allowed=allowed_text
            )
        cell = BOARD.index.get((raw_cell[0], raw_cell[1]))
        if cell is None:
            raise RuleViolation(
                RULE_PLACE, f"({raw_cell[0]}, {raw_cell[1]})은 보드 밖입니다.", allowed=allowed_text
            )
        if cell in BOARD.treasure_cells:
            raise RuleViolation(
                RULE_PLACE,
                f"{BOARD.cell_label(cell)}은 보석 타일 자리라 길 타일을 놓을 수 없습니다.",
                allowed=allowed_text,
            )
        if self.paths[cell] is not None:
            raise RuleViolation(
                RULE_PLACE,
                f"{BOARD.cell_label(cell)}에는 이미 타일이 있습니다. 빈 칸에만 놓을 수 있습니다.",
                allowed=allowed_text,
            )
        rot = move.get("rotation", 0)
        if not isinstance(rot, int) or isinstance(rot, bool) or not 0 <= rot <= 5:
            raise RuleViolation(
                RULE_PLACE, "회전(rotation)은 0~5 사이의 정수여야 합니다.", allowed=allowed_text
            )
        if TILES.is_banned(cell, ttype, rot):
            ok = TILES.allowed[cell][ttype]
            raise RuleViolation(
                RULE_BAN,
                f"이 방향으로 놓으면 {BOARD.cell_label(cell)}의 두 출구가 급곡선 하나로 "
                "바로 이어집니다. 게이트웨이 출구 두 개를 곡선으로 잇는 배치는 금지입니다.",
                allowed=f"이 칸에서는 회전 {', '.join(map(str, ok))} 또는 그와 같은 모양이 "
                "되는 회전으로 놓을 수 있습니다.",
            )
        return hand_index, ttype, cell, rot

    def apply(self, move: Move) -> list[Event]:
        hand_index, ttype, cell, rot = self._validate(move)
        player = self.to_move
        assert player is not None
        name = self.names[player]
        self.hands[player].pop(hand_index)
        partner = TILES.partner[ttype][rot]
        self.paths[cell] = partner
        self.tile_type[cell] = ttype
        self.tile_rot[cell] = rot
        self.placed.append(cell)
        self.empty_cells.remove(cell)
        tile = TILES.types[ttype]
        events: list[Event] = [
            {
                "type": "place",
                "player": player,
                "cell": BOARD.coord(cell),
                "tile": tile.id,
                "rotation": rot,
                "paths": [list(p) for p in TILES.pairs[ttype][rot]],
                "text": f"{josa(name, '이', '가')} {josa(tile.name, '을', '를')} "
                f"{BOARD.cell_label(cell)}에 놓습니다.",
                "rule_ids": [RULE_PLACE],
            }
        ]
        runs = move_gems(self, cell, partner)
        if runs:
            events += self._settle(runs, player)
        if not self.centre and not self.gem_at:
            self.to_move = None
            events.append(end_event(self))
            return events
        if self.pile:
            drawn = self.pile.pop()
            self.hands[player].append(drawn)
            events.append(
                {
                    "type": "draw",
                    "player": player,
                    "tile": TILES.types[drawn].id,
                    "text": f"{josa(name, '이', '가')} 타일 더미에서 새 길 타일을 "
                    f"가져옵니다(남은 타일 {len(self.pile)}장).",
                    "rule_ids": [RULE_DRAW],
                }
            )
        self._advance(player)
        return events

    def _advance(self, player: int) -> None:
        for step in range(1, self.n + 1):
            nxt = (player + step) % self.n
            if self.hands[nxt]:
                self.to_move = nxt
                return
        self.to_move = None  # nobody holds a tile (cannot happen while gems remain)

    def _settle(self, runs: list[GemRun], player: int) -> list[Event]:
        """Book the result of every gem run and describe it."""
        events: list[Event] = []
        collisions: list[Event] = []
        scores: list[Event] = []
        seen_pairs: set[frozenset[int]] = set()
        for run in runs:
            gem = run.gem
            events.append(run_event(run))
            if run.result == "collision":
                self.gem_where[gem] = REMOVED
                pair = frozenset((gem, run.other if run.other is not None else gem))
                if pair not in seen_pairs:
                    seen_pairs.add(pair)
                    collisions.append(collision_event(run))
            elif run.result == "exit":
                assert run.gateway is not None
                scores += self._score_exit(gem, run.gateway, player)
            else:
                self.gem_where[gem] = ON_BOARD
        return events + collisions + scores

    def _score_exit(self, gem: int, gateway: int, player: int) -> list[Event]:
        owners = self.gateway_owners[gateway]
        number = BOARD.gateways[gateway].number
        first = player if player in owners else owners[0]
        kind = GEM_KINDS[gem]
        name = GEM_NAMES[gem]
        points = GEM_POINTS[gem]
        shared = len(owners) > 1
        events: list[Event] = []
        for owner in [first, *[o for o in owners if o != first]]:
            if owner == first:
                taken, from_reserve = gem, False
            else:
                taken = next(g for g in self.reserve if GEM_KINDS[g] == kind)
                self.reserve.remove(taken)
                from_reserve = True
            self.gem_where[taken] = CAPTURED
            self.gem_owner[taken] = owner
            self.captured[owner].append(taken)
            total = sum(GEM_POINTS[g] for g in self.captured[owner])
            who = self.names[owner]
            if from_reserve:
                text = (
                    f"{josa(who, '도', '도')} 공유 게이트웨이 {number}번의 주인이라 예비 "
                    f"보석에서 {josa(name, '을', '를')} 하나 받아 {points}점을 얻습니다"
                    f"(합계 {total}점)."
                )
            else:
                text = (
                    f"{josa(gem_label(gem), '이', '가')} 게이트웨이 {number}번으로 나가 "
                    f"{josa(who, '이', '가')} 가져갑니다. {points}점(합계 {total}점)."
                )
            events.append(
                {
                    "type": "score",
                    "player": owner,
                    "points": points,
                    "breakdown": f"{name} 1개 = {points}점",
                    "gem": GEM_IDS[taken],
                    "kind": kind,
                    "gateway": number,
                    "shared": shared,
                    "from_reserve": from_reserve,
                    "total": total,
                    "text": text,
                    "rule_ids": [RULE_EXIT, RULE_SHARED, RULE_VALUES]
                    if shared
                    else [RULE_EXIT, RULE_VALUES],
                }
            )
        return events

    # ----- views --------------------------------------------------------------------------
    def gem_json(self, gem: int) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": GEM_IDS[gem],
            "kind": GEM_KINDS[gem],
            "at": WHERE_NAMES[self.gem_where[gem]],
        }
        if self.gem_where[gem] == CAPTURED:
            out["player"] = self.gem_owner[gem]
        return out

    def to_json(self) -> dict[str, Any]:
        gems = [self.gem_json(g) for g in range(24)]
        for pos, gem in self.gem_at.items():
            cell, edge = divmod(pos, 6)
            gems[gem]["cell"] = BOARD.coord(cell)
            gems[gem]["edge"] = edge
            corner = BOARD.corner_of.get(cell)
            if corner is not None and corner.arrow == edge:
                gems[gem]["on_arrow"] = True
        counts = {
            "on_board": self.gems_on_board(),
            "captured": sum(len(c) for c in self.captured),
            "removed": self.gem_where.count(REMOVED),
            "reserve": len(self.reserve),
        }
        return {
            "game": "indigo",
            "players": self.n,
            "names": list(self.names),
            "options": dict(self.options),
            "to_move": self.to_move,
            "terminal": self.to_move is None,
            "placements": len(self.placed),
            "tiles": [
                {
                    "cell": BOARD.coord(c),
                    "tile": TILES.types[self.tile_type[c]].id,
                    "rotation": self.tile_rot[c],
                    "paths": [list(p) for p in TILES.pairs[self.tile_type[c]][self.tile_rot[c]]],
                }
                for c in self.placed
            ],
            "hands": [[TILES.types[t].id for t in hand] for hand in self.hands],
            "draw_pile": len(self.pile),
            "centre": [GEM_IDS[g] for g in self.centre],
            "gems": gems,
            "gem_counts": counts,
            "gateways": [
                {
                    "number": g.number,
                    "cells": [BOARD.coord(c) for c in g.cells],
                    "exits": list(g.exits),
                    "owners": list(self.gateway_owners[i]),
                }
                for i, g in enumerate(BOARD.gateways)
            ],
            "gateway_owners": [list(o) for o in self.gateway_owners],
            "arrow_gems": {
                c.name: (
                    GEM_IDS[self.gem_at[c.cell * 6 + c.arrow]]
                    if c.cell * 6 + c.arrow in self.gem_at
                    else None
                )
                for c in BOARD.corners
            },
            "captured": [[GEM_IDS[g] for g in c] for c in self.captured],
            "scores": self.scores(),
            "winners": self.winners(),
        }

    # ----- invariants ---------------------------------------------------------------------
    def check_invariants(self) -> list[str]:
        return broken_invariants(self)


def view(
    state: dict[str, Any],
    events: list[dict[str, Any]],
    viewer: int | None,
    *,
    preview: bool = False,
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """What seat ``viewer`` sees: its own tile(s) in hand, not the others' and not the tile
    another player drew (the pile is face down). A finished game shows everything. A placement
    not yet made (``preview``) does not show the tile it would draw: the pile's next tile,
    known before choosing where to place."""
    if state.get("terminal"):
        return state, events
    seen = dict(state)
    seen["hands"] = [
        list(hand) if seat == viewer else None for seat, hand in enumerate(state.get("hands") or [])
    ]
    for e in events:
        hand = seen["hands"][e["player"]] if e.get("type") == "draw" and preview else None
        if hand is not None and e.get("tile") in hand:
            hand.remove(e["tile"])
    shown = [
        {k: v for k, v in e.items() if k != "tile"}
        if e.get("type") == "draw" and (preview or e.get("player") != viewer)
        else e
        for e in events
    ]
    return seen, shown
