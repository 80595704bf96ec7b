"""The Indigo engine: options, set-up (seeded or explicit) and the computer player."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tutor.engine import Choice, Engine, Event, GameState, Move, SetupError
from tutor.games.indigo.gems import GEM_INDEX, GEM_NAMES
from tutor.games.indigo.geometry import BOARD
from tutor.games.indigo.rules import RULE_END, RULE_IDS
from tutor.games.indigo.state import IndigoState
from tutor.games.indigo.tiles import TILES
from tutor.korean import josa

SETUP_KEYS = {"tiles", "hands", "draw_pile", "first_player"}


def _tile_index(raw: Any, where: str) -> int:
    if isinstance(raw, str) and raw in TILES.by_id:
        return TILES.by_id[raw].index
    names = ", ".join(t.id for t in TILES.types)
    raise SetupError(f"{where}: '{raw}'은(는) 알 수 없는 길 타일입니다. 가능한 타일: {names}")


def _tile_list(raw: Any, where: str) -> list[int]:
    if not isinstance(raw, list):
        raise SetupError(f"{where}는 길 타일 이름의 목록이어야 합니다.")
    return [_tile_index(t, where) for t in raw]


class IndigoEngine(Engine):
    game_id = "indigo"
    name = "나빗길"
    min_players = 2
    max_players = 4
    default_options: ClassVar[Mapping[str, Any]] = {"hand_size": 1, "gateways": "shared"}
    end_rule_id = RULE_END

    def rule_ids(self) -> frozenset[str]:
        return RULE_IDS

    def new_game(
        self,
        players: int,
        *,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        setup: Mapping[str, Any] | None = None,
        names: Sequence[str] | None = None,
    ) -> GameState:
        checked = self.check_spec(players, seed=seed, names=names, options=options, setup=setup)
        opts = checked.options
        hands, pile, first = self._deal(players, opts["hand_size"], seed, setup)
        key = {2: "2", 3: f"3-{opts['gateways']}", 4: "4"}[players]
        state = IndigoState()
        state.start(players, checked.names, opts, BOARD.ownership[key], hands, pile, first)
        return state

    def read_options(self, options: dict[str, Any], players: int) -> dict[str, Any]:
        opts = options
        if isinstance(opts["hand_size"], bool) or opts["hand_size"] not in (1, 2):
            raise SetupError("hand_size는 1(기본) 또는 2(타일 두 장 변형)여야 합니다.")
        if opts["gateways"] not in ("shared", "exclusive"):
            raise SetupError("gateways는 shared(기본) 또는 exclusive(3인 단독 변형)여야 합니다.")
        if opts["gateways"] == "exclusive" and players != 3:
            raise SetupError(
                "게이트웨이 단독 소유 변형(gateways: exclusive)은 3인 게임에만 있습니다."
            )
        return opts

    @staticmethod
    def _deal(
        players: int, hand_size: int, seed: int | None, setup: Mapping[str, Any] | None
    ) -> tuple[list[list[int]], list[int], int]:
        """Hands, the draw pile (top first) and the first player.

        ``setup["tiles"]`` is the draw order: dealt round by round to the seats, then drawn
        from the top. ``hands`` and ``draw_pile`` give them apart instead. Tiles the set-up
        leaves out are shuffled (``random.Random(seed or 0)``) and put under the given ones.
        """
        setup = dict(setup or {})
        unknown = set(setup) - SETUP_KEYS
        if unknown:
            raise SetupError(
                f"알 수 없는 set-up 항목: {', '.join(sorted(unknown))}. "
                f"쓸 수 있는 항목: {', '.join(sorted(SETUP_KEYS))}"
            )
        if "tiles" in setup and ("hands" in setup or "draw_pile" in setup):
            raise SetupError("set-up에는 tiles(뽑는 순서)나 hands/draw_pile 중 하나만 씁니다.")
        first = setup.get("first_player", 0)
        if not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < players:
            raise SetupError(f"first_player는 0~{players - 1} 중 하나여야 합니다.")
        given_hands: list[list[int]] | None = None
        if "hands" in setup:
            raw = setup["hands"]
            if not isinstance(raw, list) or len(raw) != players:
                raise SetupError(f"hands는 {players}명 각자의 타일 목록이어야 합니다.")
            given_hands = [_tile_list(h, "hands") for h in raw]
            if any(len(h) != hand_size for h in given_hands):
                raise SetupError(f"처음에는 각자 타일을 {hand_size}장씩 듭니다.")
        ordered = _tile_list(setup.get("tiles", setup.get("draw_pile", [])), "tiles")
        used = [0] * len(TILES.types)
        for t in ordered + [t for h in given_hands or [] for t in h]:
            used[t] += 1
        for kind in TILES.types:
            if used[kind.index] > kind.count:
                raise SetupError(
                    f"{kind.name}({kind.id})은 {kind.count}장뿐인데 set-up에 "
                    f"{used[kind.index]}장이 있습니다."
                )
        rest = [t.index for t in TILES.types for _ in range(t.count - used[t.index])]
        random.Random(seed if seed is not None else 0).shuffle(rest)
        order = ordered + rest
        if given_hands is not None:
            return given_hands, order, first
        hands: list[list[int]] = [[] for _ in range(players)]
        position = 0
        for _ in range(hand_size):
            for seat in range(players):
                hands[(first + seat) % players].append(order[position])
                position += 1
        return hands, order[position:], first

    def choose(self, state: GameState, rng: random.Random) -> Choice:
        """Greedy: the most points for the mover now; ties: the fewest for the others. The
        reason names the gems the chosen move scores, where they go and what it gives away."""
        assert isinstance(state, IndigoState)
        me = state.current_player()
        if me is None:
            raise RuntimeError("the game is over")
        before = state.scores()
        best: list[tuple[Move, list[Event]]] = []
        best_key: tuple[int, int] | None = None
        keys: list[tuple[int, int]] = []
        for move in state.legal_moves():
            trial = state.clone()
            events = trial.apply(move)
            after = trial.scores()
            gain = after[me] - before[me]
            others = sum(after) - sum(before) - gain
            key = (gain, -others)
            keys.append(key)
            if best_key is None or key > best_key:
                best, best_key = [(move, events)], key
            elif key == best_key:
                best.append((move, events))
        move, events = best[rng.randrange(len(best))]
        assert best_key is not None
        return Choice(move, _reason(me, best_key, keys, events))


def _reason(me: int, key: tuple[int, int], keys: list[tuple[int, int]], events: list[Event]) -> str:
    """The chosen placement in the terms of its value: the gems it brings home and where
    they go, what it gives the others, what it kept from them."""
    gain, others = key[0], -key[1]
    mine = [e for e in events if e["type"] == "score" and e["player"] == me]
    exits = ", ".join(
        dict.fromkeys(
            f"{josa(GEM_NAMES[GEM_INDEX[e['gem']]], '을', '를')} 게이트웨이 {e['gateway']}번으로"
            for e in mine
        )
    )
    gave_less = any(k[0] == gain and -k[1] > others for k in keys)
    if gain:
        text = f"{exits} 보내 {gain}점"
        if others:
            text += f", 다른 플레이어도 {others}점"
        elif gave_less:
            text += ", 다른 플레이어에게는 점수를 주지 않는 자리"
        return text
    if others:
        if gave_less or any(-k[1] != others for k in keys):
            return f"점수가 나는 자리가 없어 다른 플레이어에게 가장 적게({others}점) 주는 자리"
        return f"어느 자리든 다른 플레이어가 {others}점을 얻어 그중 하나"
    if gave_less:
        return "점수가 나는 자리가 없어 다른 플레이어에게 점수를 주지 않는 자리로"
    return "어느 자리도 지금은 점수가 나지 않아 그중 하나를 무작위로"
