"""Korean narration of what a placement did: gem runs, collisions, the end of the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tutor.engine import Event
from tutor.games.indigo.gems import GEM_IDS, GEM_KINDS, gem_label
from tutor.games.indigo.geometry import BOARD
from tutor.games.indigo.movement import GemRun
from tutor.games.indigo.rules import (
    RULE_CENTRE,
    RULE_COLLISION,
    RULE_CORNER,
    RULE_END,
    RULE_EXIT,
    RULE_FOLLOW,
    RULE_U_TURN,
    RULE_VALUES,
    RULE_WINNER,
)
from tutor.korean import josa

if TYPE_CHECKING:
    from tutor.games.indigo.state import IndigoState


def _other(run: GemRun) -> str:
    """The gem a run collides with, as the narration names it (다른 호박: one of its own kind)."""
    if run.other is None:
        return "다른 보석"
    name = gem_label(run.other)
    return f"다른 {name}" if GEM_KINDS[run.other] == GEM_KINDS[run.gem] else name


def run_event(run: GemRun) -> Event:
    gem = run.gem
    label = gem_label(gem)
    rule_ids = [RULE_FOLLOW]
    start_cell, start_edge = run.start
    if run.source == "centre":
        origin = f"중앙 보석 타일에서 나온 {label}"
        rule_ids.append(RULE_CENTRE)
    elif run.source == "corner":
        origin = f"{BOARD.corner_of[start_cell].name}쪽 보석 타일 화살표 위의 {label}"
        rule_ids.append(RULE_CORNER)
    else:
        origin = f"{BOARD.cell_label(start_cell)}의 길 끝에 있던 {label}"
    if any(cell in BOARD.corner_of for cell, _, _ in run.path):
        rule_ids.append(RULE_U_TURN)
    cells = len(run.path)
    if run.result == "exit":
        assert run.gateway is not None
        outcome = (
            f"길을 따라 타일 {cells}장을 지나 게이트웨이 "
            f"{BOARD.gateways[run.gateway].number}번 출구로 나갑니다"
        )
        rule_ids.append(RULE_EXIT)
    elif run.result == "collision":
        outcome = f"{josa(_other(run), '과', '와')} 마주쳐 충돌합니다"
        rule_ids.append(RULE_COLLISION)
    elif run.result == "stop" and run.end is not None:
        outcome = (
            f"길을 따라 타일 {cells}장을 지나 {BOARD.cell_label(run.end[0])}의 "
            f"{BOARD.edge_names[run.end[1]]}쪽 길 끝에서 멈춥니다"
        )
    else:
        outcome = "더 갈 수 없는 자리에서 멈춥니다"
    event: Event = {
        "type": "gem-move",
        "gem": GEM_IDS[gem],
        "kind": GEM_KINDS[gem],
        "source": run.source,
        "from": {"cell": BOARD.coord(start_cell), "edge": start_edge},
        "path": [{"cell": BOARD.coord(c), "in": a, "out": b} for c, a, b in run.path],
        "result": run.result,
        "text": f"{josa(origin, '은', '는')} {outcome}.",
        "rule_ids": rule_ids,
    }
    if run.end is not None:
        event["to"] = {"cell": BOARD.coord(run.end[0]), "edge": run.end[1]}
    if run.result == "exit" and run.gateway is not None:
        event["gateway"] = BOARD.gateways[run.gateway].number
    if run.other is not None:
        event["with"] = GEM_IDS[run.other]
    return event


def collision_event(run: GemRun) -> Event:
    a = gem_label(run.gem)
    if run.other is not None and GEM_KINDS[run.other] == GEM_KINDS[run.gem]:
        both = f"{a} 두 개가"
    else:
        b = gem_label(run.other) if run.other is not None else "다른 보석"
        both = f"{josa(a, '과', '와')} {josa(b, '이', '가')}"
    cell, edge = run.end if run.end is not None else run.start
    return {
        "type": "collision",
        "gems": [GEM_IDS[run.gem]] + ([GEM_IDS[run.other]] if run.other is not None else []),
        "at": {"cell": BOARD.coord(cell), "edge": edge},
        "text": f"{both} {BOARD.cell_label(cell)} "
        "근처에서 같은 길 위로 마주쳐 둘 다 게임에서 빠집니다.",
        "rule_ids": [RULE_COLLISION],
    }


def end_event(state: IndigoState) -> Event:
    scores = state.scores()
    winners = state.winners()
    board = ", ".join(
        f"{state.names[i]} {s}점({len(state.captured[i])}개)" for i, s in enumerate(scores)
    )
    who = "·".join(state.names[i] for i in winners)
    text = f"보드에 보석이 하나도 남지 않아 게임이 끝납니다. {board}. "
    text += f"공동 우승: {who}." if len(winners) > 1 else f"우승: {who}."
    event: Event = {
        "type": "game-end",
        "scores": scores,
        "winners": winners,
        "text": text,
        "rule_ids": [RULE_END, RULE_VALUES, RULE_WINNER],
    }
    return event
