"""One position of Azul: Summer Pavilion and the rules that move it on.

Each method below implements one section of the rulebook and names its rule id
(:mod:`.rules`). Colours are indices into :data:`.board.COLOURS`; tile collections are
counts per colour; boards are bytearrays of 42 cells (a colour, or ``EMPTY``).
What each event says is in :mod:`.narration`, what must always hold in :mod:`.invariants`.
"""

from __future__ import annotations

import random
from itertools import combinations_with_replacement
from typing import Any

from tutor.engine import Event, GameState, Move, RuleViolation
from tutor.korean import josa

from .board import (
    CENTRE,
    COLOUR_KO,
    COLOURS,
    COSTS,
    DRAFT,
    EMPTY,
    KEEP_LIMIT,
    MIN_SCORE,
    MULTICOLOUR_STAR_BONUS,
    NUM_CELLS,
    NUM_COLOURS,
    NUMBER_BONUS,
    OVER,
    PLACE,
    ROUNDS,
    STAR_BONUS,
    STAR_INDEX,
    STAR_KO,
    STARS,
    SUPPLY_SIZE,
    TILES_PER_FACTORY,
    WILD_BY_ROUND,
    colour_index,
    completed_features,
    counts_to_list,
    run_length,
    space_label,
    tiles_ko,
)
from .invariants import broken_invariants
from .narration import (
    bag_refill_event,
    bonus_due_event,
    bonus_event,
    describe_move,
    feature_event,
    final_event,
    game_end_event,
    no_token_event,
    pass_event,
    place_event,
    placing_event,
    round_event,
    source_ko,
    start_token_event,
    supply_refill_event,
    supply_short_event,
    take_event,
    to_centre_event,
)
from .rules import (
    RULE_BONUS_TAKE,
    RULE_CENTRE_STAR,
    RULE_END_TRIGGER,
    RULE_GREY_SIDE,
    RULE_ONLY_WILDS,
    RULE_PASS_KEEP,
    RULE_PHASES,
    RULE_PLACE_COST,
    RULE_PLACE_OCCUPIED,
    RULE_STAR_COLOUR,
    RULE_TAKE_COLOUR,
    RULE_WILD_AS_ITSELF,
    RULE_WILD_PAYMENT,
)

__all__ = ["DRAFT", "OVER", "PLACE", "SummerPavilionState"]

_RANGE6 = range(NUM_COLOURS)


class SummerPavilionState(GameState):
    game_id = "azul-summer-pavilion"

    def __init__(self, players: int, names: list[str], side: str, rng: random.Random) -> None:
        self.n = players
        self.names = names
        self.side = side
        self.costs = COSTS[side]
        self.rng = rng
        self.round = 1
        self.phase = DRAFT
        self.to_move: int | None = 0
        self.start_player = 0
        self.token: int | None = None
        self.factories: list[list[int]] = []
        self.centre = [0] * NUM_COLOURS
        self.drafting_left = 0  # tiles on factories and in the centre
        self.supply = [0] * NUM_COLOURS
        self.bag = bytearray()  # colour indices, drawn from the end
        self.tower = [0] * NUM_COLOURS
        self.score = [0] * players
        self.boards = [bytearray([EMPTY]) * NUM_CELLS for _ in range(players)]
        self.hands = [[0] * NUM_COLOURS for _ in range(players)]
        self.corners = [[0] * NUM_COLOURS for _ in range(players)]
        self.passed = [False] * players
        self.pending_bonus = 0
        self.final: list[dict[str, Any]] | None = None

    # ----------------------------------------------------------------- protocol
    @property
    def num_players(self) -> int:
        return self.n

    @property
    def wild(self) -> int:
        return WILD_BY_ROUND[self.round - 1]

    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.to_move

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        return list(self.score)

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        best = max(self.score)
        return [p for p, s in enumerate(self.score) if s == best]

    def clone(self) -> SummerPavilionState:
        new = object.__new__(SummerPavilionState)
        new.__dict__.update(self.__dict__)
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.factories = [list(f) for f in self.factories]
        new.centre = list(self.centre)
        new.supply = list(self.supply)
        new.bag = bytearray(self.bag)
        new.tower = list(self.tower)
        new.score = list(self.score)
        new.boards = [bytearray(b) for b in self.boards]
        new.hands = [list(h) for h in self.hands]
        new.corners = [list(c) for c in self.corners]
        new.passed = list(self.passed)
        new.final = None if self.final is None else [dict(f) for f in self.final]
        return new

    def apply(self, move: Move) -> list[Event]:
        if self.phase == OVER:
            raise RuleViolation(RULE_END_TRIGGER, "게임이 이미 끝났습니다. 더 둘 수 없습니다.")
        if not isinstance(move, dict):
            raise RuleViolation(RULE_PHASES, '수는 {"type": ...} 형태의 매핑이어야 합니다.')
        kind = move.get("type")
        if self.pending_bonus and kind != "bonus":
            raise RuleViolation(
                RULE_BONUS_TAKE,
                f"먼저 공급처에서 보너스 타일 {self.pending_bonus}장을 골라야 합니다.",
                allowed="공급처에 있는 타일 가운데 원하는 색을 고르세요.",
            )
        if kind == "take":
            return self._take(move)
        if kind == "place":
            return self._place(move)
        if kind == "pass":
            return self._pass(move)
        if kind == "bonus":
            return self._bonus(move)
        raise RuleViolation(
            RULE_PHASES,
            f"알 수 없는 수입니다: {kind!r}.",
            allowed="1단계에는 take, 2단계에는 place·pass, 보너스를 받을 때는 bonus를 둡니다.",
        )

    # ------------------------------------------------------- phase 1: draft
    def _draft_source(self, source: Any) -> list[int]:
        if source in ("centre", "center"):
            return self.centre
        if (
            isinstance(source, int)
            and not isinstance(source, bool)
            and 0 <= source < len(self.factories)
        ):
            return self.factories[source]
        raise RuleViolation(
            RULE_TAKE_COLOUR,
            f"{source!r}라는 곳은 없습니다.",
            allowed=f'공장 전시판 번호 0~{len(self.factories) - 1} 또는 "centre"(테이블 중앙)를 고르세요.',
        )

    def _take_counts(self, move: Move) -> tuple[list[int], Any]:
        """What ``move`` takes (rules draft.take-colour, wild-with-colour, only-wilds)."""
        if self.phase != DRAFT:
            raise RuleViolation(
                RULE_PHASES,
                "지금은 2단계(타일 놓기)라 타일을 가져올 수 없습니다.",
                allowed="타일을 한 장 놓거나 패스하세요.",
            )
        source = move.get("source")
        tiles = self._draft_source(source)
        where = source_ko(source)
        if not any(tiles):
            raise RuleViolation(
                RULE_TAKE_COLOUR,
                f"{josa(where, '은', '는')} 비어 있습니다.",
                allowed="타일이 남아 있는 공장 전시판이나 중앙을 고르세요.",
            )
        colour = colour_index(move.get("colour"))
        present = ", ".join(COLOUR_KO[i] for i in _RANGE6 if tiles[i])
        if colour is None or not tiles[colour]:
            raise RuleViolation(
                RULE_TAKE_COLOUR,
                f"{where}에 {move.get('colour')!r} 타일이 없습니다.",
                allowed=f"{where}에 있는 색: {present}.",
            )
        wild = self.wild
        taken = [0] * NUM_COLOURS
        if colour == wild:
            if sum(tiles) > tiles[wild]:
                raise RuleViolation(
                    RULE_ONLY_WILDS,
                    f"{where}에는 다른 색이 있어서 조커({COLOUR_KO[wild]})만 가져올 수 없습니다.",
                    allowed="조커가 아닌 색 하나를 고르면 조커 한 장이 함께 따라옵니다.",
                )
            taken[wild] = 1
        else:
            taken[colour] = tiles[colour]
            if tiles[wild]:
                taken[wild] = 1
        return taken, source

    def _take(self, move: Move) -> list[Event]:
        taken, source = self._take_counts(move)
        p = self.to_move
        assert p is not None
        tiles = self.centre if source in ("centre", "center") else self.factories[source]
        hand = self.hands[p]
        count = 0
        for i in _RANGE6:
            if taken[i]:
                tiles[i] -= taken[i]
                hand[i] += taken[i]
                count += taken[i]
        name = self.names[p]
        events: list[Event] = [take_event(name, p, source, taken, self.wild)]
        self.drafting_left -= count
        if source not in ("centre", "center"):
            rest = sum(tiles)
            if rest:
                events.append(to_centre_event(tiles))
                for i in _RANGE6:
                    self.centre[i] += tiles[i]
                    tiles[i] = 0
        elif self.token is None:
            self.token = p
            before = self.score[p]
            self.score[p] = max(MIN_SCORE, before - count)
            events.append(start_token_event(name, p, count, before, self.score[p]))
        if self.drafting_left == 0:
            events.append(self._begin_placing())
        else:
            self.to_move = (p + 1) % self.n
        return events

    def _begin_placing(self) -> Event:
        self.phase = PLACE
        first = self.token if self.token is not None else self.start_player
        self.to_move = first
        return placing_event(self.names[first], first)

    # --------------------------------------------- phase 2: placing tiles
    def _star_refusal(self, board: bytearray, star: int, colour: int) -> RuleViolation | None:
        """Why ``colour`` may not go on ``star`` (place.star-colour, centre-star, grey side)."""
        name = COLOUR_KO[colour]
        if self.side == "grey":
            present = [board[c] for c in range(star * 6, star * 6 + 6) if board[c] != EMPTY]
            if len(present) < 2:
                return None
            if present[0] == present[1]:
                if colour != present[0]:
                    return RuleViolation(
                        RULE_GREY_SIDE,
                        f"이 별은 {COLOUR_KO[present[0]]} 한 색으로 채우는 별입니다.",
                        allowed=f"{COLOUR_KO[present[0]]} 타일만 놓을 수 있습니다.",
                    )
            elif colour in present:
                return RuleViolation(
                    RULE_GREY_SIDE,
                    f"이 별은 여러 색 별이라 이미 있는 {josa(name, '은', '는')} 다시 놓을 수 없습니다.",
                    allowed="이 별에 아직 없는 색을 놓으세요.",
                )
            return None
        if star == CENTRE:
            for c in range(CENTRE * 6, CENTRE * 6 + 6):
                if board[c] == colour:
                    return RuleViolation(
                        RULE_CENTRE_STAR,
                        f"가운데 별에는 이미 {josa(name, '이', '가')} 있습니다.",
                        allowed="가운데 별의 여섯 칸은 모두 다른 색이어야 합니다. 아직 없는 색을 놓으세요.",
                    )
            return None
        if colour != star:
            if colour == self.wild:
                return RuleViolation(
                    RULE_WILD_AS_ITSELF,
                    f"조커 색({name}) 타일 자체는 {STAR_KO[star]}에 놓을 수 없습니다.",
                    allowed=f"조커 색 타일은 {josa(STAR_KO[colour], '이나', '나')}, 아직 {josa(name, '이', '가')} 없는 가운데 별에만 "
                    "놓습니다. 다른 별에는 그 별 색 타일을 놓고 조커는 비용으로만 씁니다.",
                )
            return RuleViolation(
                RULE_STAR_COLOUR,
                f"{STAR_KO[star]}에는 {name} 타일을 놓을 수 없습니다.",
                allowed=f"{STAR_KO[star]}에는 {COLOUR_KO[star]} 타일만 놓습니다.",
            )
        return None

    def _payment(self, p: int, move: Move) -> tuple[int, int, int, int]:
        """Check a placement; returns (cell, colour, naturals paid, wilds paid)."""
        if self.phase != PLACE:
            raise RuleViolation(
                RULE_PHASES,
                "지금은 1단계(타일 가져오기)라 타일을 놓을 수 없습니다.",
                allowed="공장 전시판이나 중앙에서 한 색을 가져오세요.",
            )
        star_name = move.get("star")
        star = STAR_INDEX.get(star_name) if isinstance(star_name, str) else None
        space = move.get("space")
        if (
            star is None
            or not isinstance(space, int)
            or isinstance(space, bool)
            or not 1 <= space <= 6
        ):
            raise RuleViolation(
                RULE_PLACE_OCCUPIED,
                f"그런 칸은 없습니다: {move.get('star')!r} {space!r}.",
                allowed="별(purple·green·orange·yellow·blue·red·centre)과 칸 번호 1~6을 고르세요.",
            )
        cell = star * 6 + space - 1
        board = self.boards[p]
        if board[cell] != EMPTY:
            raise RuleViolation(
                RULE_PLACE_OCCUPIED,
                f"{space_label(cell)}에는 이미 타일이 있습니다.",
                allowed="비어 있는 칸에만 놓을 수 있습니다.",
            )
        raw_colour = move.get("colour")
        if raw_colour is None and star != CENTRE and self.side == "coloured":
            colour: int | None = star
        else:
            colour = colour_index(raw_colour)
        if colour is None:
            raise RuleViolation(
                RULE_CENTRE_STAR if star == CENTRE else RULE_STAR_COLOUR,
                f"놓을 타일의 색을 알 수 없습니다: {raw_colour!r}.",
                allowed="colour에 purple·green·orange·yellow·blue·red 가운데 하나를 적으세요.",
            )
        refusal = self._star_refusal(board, star, colour)
        if refusal is not None:
            raise refusal
        cost = self.costs[cell]
        hand = self.hands[p]
        wild = self.wild
        naturals = hand[colour]
        asked = move.get("wilds")
        label = space_label(cell)
        name = COLOUR_KO[colour]
        if asked is not None and (not isinstance(asked, int) or isinstance(asked, bool)):
            raise RuleViolation(RULE_WILD_PAYMENT, f"조커 장수는 정수여야 합니다: {asked!r}.")
        if colour == wild:
            if asked:
                raise RuleViolation(
                    RULE_WILD_AS_ITSELF,
                    f"조커 색({name}) 타일을 그대로 놓을 때는 조커를 따로 섞어 쓸 수 없습니다.",
                    allowed=f"비용 {cost}장을 모두 {name} 타일로 냅니다.",
                )
            if naturals < cost:
                raise RuleViolation(
                    RULE_PLACE_COST,
                    f"{label}의 비용은 {cost}장인데 {name} 타일이 {naturals}장뿐입니다.",
                    allowed=f"{name} 타일이 {cost}장 있을 때 놓을 수 있습니다.",
                )
            return cell, colour, cost, 0
        if naturals == 0:
            raise RuleViolation(
                RULE_WILD_PAYMENT,
                f"{name} 타일이 한 장도 없어서 {label}에 놓을 수 없습니다.",
                allowed=f"조커로 비용을 채우더라도 칸에 올릴 진짜 {name} 타일이 최소 한 장 있어야 합니다.",
            )
        wilds_held = hand[wild]
        if asked is None:
            used = max(0, cost - naturals)
            if used > wilds_held:
                raise RuleViolation(
                    RULE_PLACE_COST,
                    f"{label}의 비용은 {cost}장인데 {name} {naturals}장과 조커 {wilds_held}장, "
                    f"모두 {naturals + wilds_held}장뿐입니다.",
                    allowed=f"{name} 타일과 조커를 합쳐 {cost}장이 있을 때 놓을 수 있습니다.",
                )
            return cell, colour, cost - used, used
        if asked < 0 or asked > cost - 1:
            raise RuleViolation(
                RULE_WILD_PAYMENT,
                f"{label}에는 조커를 {asked}장 쓸 수 없습니다.",
                allowed=f"조커는 0장부터 {cost - 1}장까지(진짜 {name} 타일 최소 한 장) 씁니다.",
            )
        if asked > wilds_held:
            raise RuleViolation(
                RULE_PLACE_COST,
                f"조커를 {asked}장 쓰려 했지만 {wilds_held}장뿐입니다.",
                allowed=f"가진 조커는 {wilds_held}장입니다.",
            )
        if cost - asked > naturals:
            raise RuleViolation(
                RULE_PLACE_COST,
                f"{label}의 비용은 {cost}장인데 {name} {naturals}장과 조커 {asked}장으로는 "
                f"{naturals + asked}장뿐이라 놓을 수 없습니다.",
                allowed=f"{name} 타일과 조커를 합쳐 정확히 {cost}장을 내야 합니다.",
            )
        return cell, colour, cost - asked, asked

    def _place(self, move: Move) -> list[Event]:
        p = self.to_move
        assert p is not None
        cell, colour, paid, wilds = self._payment(p, move)
        hand = self.hands[p]
        wild = self.wild
        hand[colour] -= paid
        hand[wild] -= wilds
        self.tower[colour] += paid - 1
        self.tower[wild] += wilds
        board = self.boards[p]
        board[cell] = colour
        points = run_length(board, cell)
        self.score[p] += points
        name = self.names[p]
        events: list[Event] = [
            place_event(name, p, cell, colour, self.costs[cell], paid, wilds, points, self.score[p])
        ]
        bonus = 0
        for feature in completed_features(board, cell):
            bonus += feature.bonus
            events.append(feature_event(p, feature))
        if bonus:
            available = sum(self.supply)
            self.pending_bonus = min(bonus, available)
            if bonus > available:
                events.append(supply_short_event(p, available))
            if self.pending_bonus:
                events.append(bonus_due_event(name, p, self.pending_bonus))
                return events
        self._end_turn(p, events)
        return events

    def _bonus(self, move: Move) -> list[Event]:
        p = self.to_move
        assert p is not None
        if not self.pending_bonus:
            raise RuleViolation(
                RULE_BONUS_TAKE,
                "지금은 받을 보너스 타일이 없습니다.",
                allowed="기둥·조각상·창문을 둘러쌌을 때만 공급처에서 타일을 가져옵니다.",
            )
        raw = move.get("tiles") if "tiles" in move else [move.get("colour")]
        if not isinstance(raw, list) or not raw or len(raw) > self.pending_bonus:
            raise RuleViolation(
                RULE_BONUS_TAKE,
                f"보너스는 {self.pending_bonus}장까지 고를 수 있습니다.",
                allowed="colour 하나 또는 tiles 목록(남은 보너스 장수 이하)으로 고르세요.",
            )
        wanted = [0] * NUM_COLOURS
        for item in raw:
            colour = colour_index(item)
            if colour is None:
                raise RuleViolation(RULE_BONUS_TAKE, f"알 수 없는 색입니다: {item!r}.")
            wanted[colour] += 1
        for i in _RANGE6:
            if wanted[i] > self.supply[i]:
                raise RuleViolation(
                    RULE_BONUS_TAKE,
                    f"공급처에 {COLOUR_KO[i]} 타일이 {wanted[i]}장 없습니다.",
                    allowed=f"공급처에 있는 타일: {tiles_ko(self.supply)}.",
                )
        for i in _RANGE6:
            self.supply[i] -= wanted[i]
            self.hands[p][i] += wanted[i]
        self.pending_bonus -= len(raw)
        if not any(self.supply):
            self.pending_bonus = 0
        events: list[Event] = [bonus_event(self.names[p], p, wanted)]
        if not self.pending_bonus:
            self._end_turn(p, events)
        return events

    def _pass(self, move: Move) -> list[Event]:
        if self.phase != PLACE:
            raise RuleViolation(
                RULE_PHASES,
                "1단계에는 패스할 수 없습니다.",
                allowed="1단계에는 차례마다 반드시 타일을 가져와야 합니다.",
            )
        p = self.to_move
        assert p is not None
        raw = move.get("keep") or []
        hand = self.hands[p]
        if not isinstance(raw, list) or len(raw) > KEEP_LIMIT:
            raise RuleViolation(
                RULE_PASS_KEEP,
                f"패스할 때는 타일을 {KEEP_LIMIT}장까지만 보관할 수 있습니다.",
                allowed=f"keep에 보관할 타일을 {KEEP_LIMIT}장 이하로 적으세요. 나머지는 장당 1점 감점으로 버립니다.",
            )
        keep = [0] * NUM_COLOURS
        for item in raw:
            colour = colour_index(item)
            if colour is None:
                raise RuleViolation(RULE_PASS_KEEP, f"알 수 없는 색입니다: {item!r}.")
            keep[colour] += 1
        for i in _RANGE6:
            if keep[i] > hand[i]:
                raise RuleViolation(
                    RULE_PASS_KEEP,
                    f"{COLOUR_KO[i]} 타일을 {keep[i]}장 보관하려 했지만 {hand[i]}장뿐입니다.",
                    allowed=f"가진 타일: {tiles_ko(hand)}.",
                )
        discarded = 0
        corner = self.corners[p]
        for i in _RANGE6:
            corner[i] += keep[i]
            rest = hand[i] - keep[i]
            self.tower[i] += rest
            discarded += rest
            hand[i] = 0
        before = self.score[p]
        self.score[p] = max(MIN_SCORE, before - discarded) if discarded else before
        self.passed[p] = True
        events: list[Event] = [pass_event(self.names[p], p, keep, discarded, before, self.score[p])]
        self._end_turn(p, events)
        return events

    def _end_turn(self, p: int, events: list[Event]) -> None:
        """Refill the supply, then hand the turn on (or end the round when all passed)."""
        if sum(self.supply) < SUPPLY_SIZE:
            self._refill_supply(events)
        n = self.n
        for step in range(1, n + 1):
            q = (p + step) % n
            if not self.passed[q]:
                self.to_move = q
                return
        self._end_round(events)

    def _refill_supply(self, events: list[Event]) -> None:
        added = [0] * NUM_COLOURS
        missing = SUPPLY_SIZE - sum(self.supply)
        for _ in range(missing):
            colour = self._draw(events)
            if colour < 0:
                break
            self.supply[colour] += 1
            added[colour] += 1
        if any(added):
            events.append(supply_refill_event(added))

    def _draw(self, events: list[Event]) -> int:
        """One tile from the bag; the tower is poured back in when the bag is empty."""
        if not self.bag:
            if not any(self.tower):
                return -1
            self.bag = bytearray(i for i in _RANGE6 for _ in range(self.tower[i]))
            self.rng.shuffle(self.bag)
            self.tower = [0] * NUM_COLOURS
            events.append(bag_refill_event(len(self.bag)))
        return self.bag.pop()

    # ------------------------------------------- phase 3 and the game end
    def _end_round(self, events: list[Event]) -> None:
        if self.round >= ROUNDS:
            self._final_scoring(events)
            return
        if self.token is not None:
            self.start_player = self.token
        else:
            events.append(no_token_event(self.names[self.start_player], self.start_player))
        self.token = None
        self.round += 1
        for p in range(self.n):
            hand, corner = self.hands[p], self.corners[p]
            for i in _RANGE6:
                hand[i] += corner[i]
                corner[i] = 0
            self.passed[p] = False
        drawn = 0
        for factory in self.factories:
            for _ in range(TILES_PER_FACTORY):
                colour = self._draw(events)
                if colour < 0:
                    break
                factory[colour] += 1
                drawn += 1
        self.drafting_left = drawn + sum(self.centre)
        self.phase = DRAFT
        self.to_move = self.start_player
        events.append(
            round_event(self.round, self.wild, self.names[self.start_player], self.start_player)
        )
        if self.drafting_left == 0:
            events.append(self._begin_placing())

    def _final_scoring(self, events: list[Event]) -> None:
        self.final = []
        for p in range(self.n):
            board = self.boards[p]
            stars: list[tuple[int, int]] = []  # (star, bonus) of each full star
            numbers: list[tuple[int, int]] = []  # (number, bonus) of each number covered
            total = 0
            for star in range(len(STARS)):
                cells = board[star * 6 : star * 6 + 6]
                if EMPTY in cells:
                    continue
                if self.side == "coloured":
                    value = STAR_BONUS[star]
                elif len(set(cells)) == 1:
                    value = STAR_BONUS[cells[0]]
                else:
                    value = MULTICOLOUR_STAR_BONUS
                total += value
                stars.append((star, value))
            for number, value in NUMBER_BONUS.items():
                if all(board[c] != EMPTY for c in range(NUM_CELLS) if self.costs[c] == number):
                    total += value
                    numbers.append((number, value))
            left = [self.corners[p][i] + self.hands[p][i] for i in _RANGE6]
            leftover = sum(left)
            for i in _RANGE6:
                self.tower[i] += left[i]
                self.corners[p][i] = 0
                self.hands[p][i] = 0
            before = self.score[p]
            after_bonus = before + total
            self.score[p] = max(MIN_SCORE, after_bonus - leftover)
            delta = self.score[p] - before
            self.final.append({"player": p, "bonus": total, "leftover": leftover, "points": delta})
            events.append(
                final_event(
                    self.names[p], p, stars, numbers, leftover, before, total, self.score[p]
                )
            )
        self.phase = OVER
        self.to_move = None
        events.append(game_end_event(self.names, self.score, self.winners()))

    # ---------------------------------------------------------- move lists
    def _draft_options(self) -> list[tuple[Any, int]]:
        """(source, colour) of every legal take (phase 1)."""
        out: list[tuple[Any, int]] = []
        wild = self.wild
        for source, tiles in enumerate(self.factories):
            if tiles[wild] and tiles[wild] == sum(tiles):
                out.append((source, wild))
            else:
                out += [(source, i) for i in _RANGE6 if tiles[i] and i != wild]
        tiles = self.centre
        if tiles[wild] and tiles[wild] == sum(tiles):
            out.append(("centre", wild))
        else:
            out += [("centre", i) for i in _RANGE6 if tiles[i] and i != wild]
        return out

    def _draft_moves(self) -> list[Move]:
        return [
            {"type": "take", "source": source, "colour": COLOURS[colour]}
            for source, colour in self._draft_options()
        ]

    def _accepts(self, board: bytearray, star: int, colour: int) -> bool:
        """Fast form of :meth:`_star_refusal` for move generation."""
        if self.side == "coloured":
            if star == CENTRE:
                return colour not in board[CENTRE * 6 :]
            return colour == star
        return self._star_refusal(board, star, colour) is None

    def _placement_ranges(self) -> list[tuple[int, int, int, int]]:
        """(cell, colour, fewest wilds, most wilds) of every legal placement of the player to move."""
        p = self.to_move
        if self.phase != PLACE or p is None or self.pending_bonus:
            return []
        board, hand, costs, wild = self.boards[p], self.hands[p], self.costs, self.wild
        held = [i for i in _RANGE6 if hand[i]]
        if not held:
            return []
        wilds_held = hand[wild]
        out: list[tuple[int, int, int, int]] = []
        coloured = self.side == "coloured"
        if coloured:  # fast path: outer star = its colour, centre = any new colour
            in_centre = board[CENTRE * 6 :]
            options = [(colour, colour) for colour in held]
            options += [(CENTRE, colour) for colour in held if colour not in in_centre]
        else:
            options = [(star, colour) for star in range(len(STARS)) for colour in held]
        for star, colour in options:
            if not coloured and not self._accepts(board, star, colour):
                continue
            naturals = hand[colour]
            if colour == wild:
                reach, spare = naturals, 0
            else:
                reach, spare = naturals + wilds_held, wilds_held
            for cell in range(star * 6, star * 6 + 6):
                cost = costs[cell]
                if cost > reach or board[cell] != EMPTY:
                    continue
                low = cost - naturals
                out.append(
                    (cell, colour, low if low > 0 else 0, cost - 1 if cost - 1 < spare else spare)
                )
        return out

    def _placement_options(self) -> list[tuple[int, int, int]]:
        """(cell, colour, wilds) of every legal placement of the player to move."""
        return [
            (cell, colour, used)
            for cell, colour, low, high in self._placement_ranges()
            for used in range(low, high + 1)
        ]

    @staticmethod
    def _placement_move(option: tuple[int, int, int]) -> Move:
        cell, colour, used = option
        return {
            "type": "place",
            "star": STARS[cell // 6],
            "space": cell % 6 + 1,
            "colour": COLOURS[colour],
            "wilds": used,
        }

    def placements(self) -> list[Move]:
        """Every legal placement of the player to move (phase 2)."""
        return [self._placement_move(o) for o in self._placement_options()]

    def _pass_moves(self) -> list[Move]:
        p = self.to_move
        assert p is not None
        tiles = counts_to_list(self.hands[p])
        seen: set[tuple[str, ...]] = set()
        moves: list[Move] = []
        for size in range(min(KEEP_LIMIT, len(tiles)) + 1):
            for combo in combinations_with_replacement(COLOURS, size):
                if combo in seen:
                    continue
                if all(combo.count(c) <= tiles.count(c) for c in set(combo)):
                    seen.add(combo)
                    moves.append({"type": "pass", "keep": list(combo)})
        return moves

    def legal_moves(self) -> list[Move]:
        if self.phase == OVER:
            return []
        if self.pending_bonus:
            return [{"type": "bonus", "colour": COLOURS[i]} for i in _RANGE6 if self.supply[i]]
        if self.phase == DRAFT:
            return self._draft_moves()
        return self.placements() + self._pass_moves()

    def random_move(self, rng: random.Random) -> Move:
        if self.phase == DRAFT:
            takes = self._draft_options()
            source, colour = takes[rng.randrange(len(takes))]
            return {"type": "take", "source": source, "colour": COLOURS[colour]}
        if self.phase != PLACE or self.pending_bonus:
            return super().random_move(rng)
        options = self._placement_ranges()
        pick = rng.randrange(len(options) + 1)
        if pick < len(options):
            cell, colour, low, high = options[pick]
            return self._placement_move((cell, colour, rng.randint(low, high)))
        tiles = counts_to_list(self.hands[self.to_move or 0])
        rng.shuffle(tiles)
        return {"type": "pass", "keep": tiles[: rng.randint(0, min(KEEP_LIMIT, len(tiles)))]}

    def describe_move(self, move: Move) -> str:
        return describe_move(move)

    # ------------------------------------------------------ data and checks
    def to_json(self) -> dict[str, Any]:
        def board_json(board: bytearray) -> dict[str, list[str | None]]:
            return {
                STARS[s]: [COLOURS[v] if v != EMPTY else None for v in board[s * 6 : s * 6 + 6]]
                for s in range(len(STARS))
            }

        return {
            "game": self.game_id,
            "players": self.n,
            "names": list(self.names),
            "options": {"board": "gray" if self.side == "grey" else "colour"},
            "round": self.round,
            "wild": COLOURS[self.wild],
            "phase": self.phase,
            "to_move": self.current_player(),
            "start_player": self.start_player,
            "token": self.token,
            "factories": [counts_to_list(f) for f in self.factories],
            "centre": counts_to_list(self.centre),
            "supply": counts_to_list(self.supply),
            "bag_count": len(self.bag),
            "tower": counts_to_list(self.tower),
            "pending_bonus": self.pending_bonus,
            "scores": list(self.score),
            "boards": [board_json(b) for b in self.boards],
            "costs": {STARS[s]: list(self.costs[s * 6 : s * 6 + 6]) for s in range(len(STARS))},
            "hands": [counts_to_list(h) for h in self.hands],
            "corners": [counts_to_list(c) for c in self.corners],
            "passed": list(self.passed),
            "final": self.final,
            "winners": self.winners(),
        }

    def check_invariants(self) -> list[str]:
        return broken_invariants(self)
