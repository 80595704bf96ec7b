"""Korean narration of Azul: the event each rule produces, and how a move reads.

Every function returns one event (``type``, the data the board needs, ``rule_ids`` and the
Korean ``text``); the rules in :mod:`.state` decide when and with what numbers.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, NamedTuple

from tutor.engine import Event, Move
from tutor.games.azul.rules import (
    RULE_BONUS,
    RULE_CENTRE,
    RULE_END,
    RULE_FACTORY_REST,
    RULE_FLOOR_LID,
    RULE_GRAY_NO_SPACE,
    RULE_GRAY_STALEMATE,
    RULE_MARKER,
    RULE_MARKER_FULL,
    RULE_MARKER_RETURN,
    RULE_NEXT_START,
    RULE_OFFER_END,
    RULE_ONE_LINE,
    RULE_PENALTY,
    RULE_REFILL,
    RULE_RIGHTMOST,
    RULE_SCORE,
    RULE_STALEMATE,
    RULE_TAKE_ALL,
    RULE_WINNER,
)
from tutor.games.azul.tiles import (
    CENTRE,
    FLOOR,
    FLOOR_PENALTIES,
    KOREAN,
    NAMES,
    SIZE,
    colour_index,
    korean_tiles,
    tile_string,
)
from tutor.korean import josa

if TYPE_CHECKING:
    from tutor.games.azul.state import AzulState


def factory_label(index: int) -> str:
    return f"{index + 1}번 공장"


def line_label(line: int) -> str:
    return f"{line}번 패턴 줄({line}칸)"


# the same labels, looked up rather than formatted on every take (with the cached leftover
# texts below, worth several per cent of 2-player self-play when measured)
FACTORY_LABELS = tuple(factory_label(i) for i in range(16))
LINE_LABELS = (None, *(line_label(line) for line in range(1, SIZE + 1)))


@functools.cache
def _rest_texts(tiles: tuple[int, ...]) -> tuple[str, str]:
    """A factory's leftover tiles as letters and in Korean (at most 4 tiles: few cases)."""
    counts = list(tiles)
    return tile_string(counts), korean_tiles(counts)


# ----------------------------------------------------------------- the factory offer
def take_centre_event(name: str, p: int, k: int, count: int) -> Event:
    return {
        "type": "take",
        "player": p,
        "source": CENTRE,
        "colour": NAMES[k],
        "count": count,
        "rule_ids": [RULE_TAKE_ALL, RULE_CENTRE],
        "text": f"{name}: 중앙에서 {KOREAN[k]} {count}장을 가져갑니다.",
    }


def marker_event(name: str, p: int, space: int) -> Event:
    """The first-player marker goes to floor space ``space`` (1–7)."""
    return {
        "type": "marker",
        "player": p,
        "rule_ids": [RULE_MARKER],
        "text": f"{name}: 중앙을 처음 골라 시작 플레이어 표식을 바닥 줄 "
        f"{space}번째 칸에 놓습니다(라운드 끝에 "
        f"−{FLOOR_PENALTIES[space - 1]}점).",
    }


def marker_full_event(name: str, p: int) -> Event:
    return {
        "type": "marker",
        "player": p,
        "rule_ids": [RULE_MARKER_FULL],
        "text": f"{name}: 시작 플레이어 표식을 가져가지만 바닥 줄이 가득 "
        "차 있어 개인판 옆에 둡니다(감점 없음).",
    }


def take_factory_event(name: str, p: int, source: int, k: int, count: int) -> Event:
    return {
        "type": "take",
        "player": p,
        "source": source,
        "colour": NAMES[k],
        "count": count,
        "rule_ids": [RULE_TAKE_ALL],
        "text": f"{name}: {FACTORY_LABELS[source]}에서 {KOREAN[k]} {count}장을 가져갑니다.",
    }


def to_centre_event(source: int, tiles: list[int]) -> Event:
    rest, rest_ko = _rest_texts(tuple(tiles))
    return {
        "type": "to-centre",
        "source": source,
        "tiles": rest,
        "rule_ids": [RULE_FACTORY_REST],
        "text": f"{FACTORY_LABELS[source]}에 남은 {rest_ko}은 중앙으로 갑니다.",
    }


def place_event(name: str, p: int, r: int, k: int, placed: int, full: bool) -> Event:
    return {
        "type": "place",
        "player": p,
        "line": r + 1,
        "colour": NAMES[k],
        "count": placed,
        "rule_ids": [RULE_ONE_LINE],
        "text": f"{name}: {KOREAN[k]} {placed}장을 {LINE_LABELS[r + 1]}에 놓습니다"
        + (" (줄 완성)." if full else "."),
    }


class NoLine(NamedTuple):
    """Why no pattern line could take a colour (lines numbered from 1): the full ones, those
    holding another colour (line → that colour), those whose wall row has it."""

    full: list[int]
    other: dict[int, int]
    on_wall: list[int]


def floor_event(
    name: str, p: int, k: int, count: int, cost: int, rule_id: str, no_line: NoLine | None = None
) -> Event:
    text = f"{name}: {KOREAN[k]} {count}장이 바닥 줄로 가서 라운드 끝에 −{cost}점."
    return {
        "type": "floor",
        "player": p,
        "colour": NAMES[k],
        "count": count,
        "rule_ids": [rule_id],
        "text": text if no_line is None else f"{text} {no_line_text(k, no_line)}",
    }


def no_line_text(k: int, no_line: NoLine) -> str:
    """Why a colour went to the floor line with no pattern line chosen, when none could take
    it: 「파랑을 받을 패턴 줄이 없었습니다: 1·3번 줄은 벽의 같은 가로줄에 이미 파랑이 있고,
    2번 줄에는 빨강이 있고, 4·5번 줄은 다 찼습니다.」"""
    full, other, on_wall = no_line

    def lines(rows: list[int]) -> str:
        return "·".join(str(r) for r in rows) + "번 줄"

    parts = []
    if on_wall:
        parts.append(
            f"{lines(on_wall)}은 벽의 같은 가로줄에 이미 {josa(KOREAN[k], '이', '가')} 있고"
        )
    for colour in dict.fromkeys(other.values()):
        rows = [r for r, c in other.items() if c == colour]
        parts.append(f"{lines(rows)}에는 {josa(KOREAN[colour], '이', '가')} 있고")
    if full:
        parts.append(f"{lines(full)}은 다 찼고")
    said = ", ".join(parts)
    said = said[: -len("있고")] + "있습니다." if said.endswith("있고") else said[:-1] + "습니다."
    return f"{josa(KOREAN[k], '을', '를')} 받을 패턴 줄이 없었습니다: {said}"


def lid_event(name: str, p: int, k: int, count: int) -> Event:
    return {
        "type": "lid",
        "player": p,
        "colour": NAMES[k],
        "count": count,
        "rule_ids": [RULE_FLOOR_LID],
        "text": f"{name}: 바닥 줄이 가득 차 {KOREAN[k]} "
        f"{count}장은 감점 없이 상자 뚜껑으로 갑니다.",
    }


def offer_end_event() -> Event:
    return {
        "type": "offer-end",
        "rule_ids": [RULE_OFFER_END],
        "text": "공장과 중앙이 모두 비었습니다. 벽 타일 붙이기를 시작합니다.",
    }


# ----------------------------------------------------------------- wall tiling
def wall_event(
    name: str, p: int, r: int, column: int, k: int, points: int, breakdown: str
) -> Event:
    return {
        "type": "wall",
        "player": p,
        "line": r + 1,
        "row": r + 1,
        "column": column + 1,
        "colour": NAMES[k],
        "points": points,
        "breakdown": breakdown,
        "rule_ids": [RULE_RIGHTMOST, RULE_SCORE],
        "text": f"{name}: {r + 1}번 줄의 {KOREAN[k]} 타일을 벽 {r + 1}행 "
        f"{column + 1}열에 붙여 {breakdown}" + (f" (나머지 {r}장은 상자 뚜껑으로)." if r else "."),
    }


def no_space_event(name: str, p: int, r: int, k: int) -> Event:
    return {
        "type": "no-space",
        "player": p,
        "line": r + 1,
        "colour": NAMES[k],
        "count": r + 1,
        "rule_ids": [RULE_GRAY_NO_SPACE],
        "text": f"{name}: 벽 {r + 1}행에 {KOREAN[k]}을 놓을 칸이 없어 "
        f"{r + 1}번 줄의 타일 {r + 1}장을 모두 바닥 줄로 보냅니다.",
    }


# ----------------------------------------------------------------- the round's end
def penalty_event(name: str, p: int, points: int, breakdown: str, floored: bool) -> Event:
    """The floor line's penalty; ``floored`` when the score stopped at 0."""
    return {
        "type": "penalty",
        "player": p,
        "points": points,
        "breakdown": breakdown,
        "rule_ids": [RULE_PENALTY],
        "text": f"{name}: 바닥 줄 감점 {breakdown}"
        + (" (점수는 0 아래로 내려가지 않습니다)." if floored else "."),
    }


def stalemate_event(frozen: list[str], gray: bool) -> Event:
    """No row of any wall can ever be completed: ``frozen`` names the colours (Korean) whose
    every tile is on a wall or in a pattern line that can never fill; ``gray``: a gray wall,
    where a row may also be blocked by its columns."""
    rules = [RULE_STALEMATE] + ([RULE_GRAY_STALEMATE] if gray else [])
    why = []
    if frozen:
        why.append(
            f"{'·'.join(frozen)} 타일이 모두 벽이나 다 채울 수 없는 패턴 줄에 있어 더 쓸 수 없고"
        )
    if gray:
        why.append("회색 벽의 세로줄이 남은 빈칸을 막아")
    return {
        "type": "stalemate",
        "rule_ids": rules,
        "frozen": frozen,
        "text": f"{', '.join(why)} 더 이상 아무도 가로줄을 완성할 수 없습니다. "
        "게임을 여기서 끝냅니다.",
    }


def marker_return_event(name: str, p: int) -> Event:
    return {
        "type": "marker-return",
        "player": p,
        "rule_ids": [RULE_MARKER_RETURN],
        "text": f"{name}: 시작 플레이어 표식을 앞에 두고 다음 라운드를 먼저 시작합니다.",
    }


def round_start_event(round_: int, name: str, p: int) -> Event:
    return {
        "type": "round-start",
        "round": round_,
        "player": p,
        "rule_ids": [RULE_NEXT_START],
        "text": f"{round_}라운드: {josa(name, '이', '가')} 표식을 중앙에 놓고 먼저 시작합니다.",
    }


def bag_refill_event(count: int) -> Event:
    return {
        "type": "bag-refill",
        "count": count,
        "rule_ids": [RULE_REFILL],
        "text": f"주머니가 비어 상자 뚜껑의 타일 {count}장을 주머니에 넣고 섞습니다.",
    }


def refill_event(factories: int, count: int) -> Event:
    return {
        "type": "refill",
        "count": count,
        "rule_ids": [RULE_REFILL],
        "text": f"공장 {factories}개에 타일 {count}장을 채웁니다.",
    }


# ----------------------------------------------------------------- the game's end
def bonus_event(name: str, p: int, points: int, breakdown: str, before: int, total: int) -> Event:
    return {
        "type": "bonus",
        "player": p,
        "points": points,
        "breakdown": breakdown,
        "before": before,
        "total": total,
        "rule_ids": [RULE_BONUS],
        "text": f"{name}: 최종 보너스 {breakdown} → {before} + {points} = {total}점.",
    }


def game_end_event(why: str, winners: list[int], names: list[str]) -> Event:
    """``why``: the reason, ending so that "게임이 끝났습니다" follows (…되어, …없어)."""
    who = ", ".join(names[p] for p in winners)
    return {
        "type": "game-end",
        "winners": list(winners),
        "rule_ids": [RULE_END, RULE_WINNER],
        "text": f"{why} 게임이 끝났습니다. 승자: {who}"
        + (" (공동 승리)." if len(winners) > 1 else "."),
    }


# ----------------------------------------------------------------- move descriptions
UNKNOWN = "알 수 없는 곳"  # a source or line a move names that the game has not
# moves of the other games, as one tried on Azul means them (the FAQ on passing tries 패스)
MOVE_KO = {
    "pass": "패스(차례 넘기기)",
    "draw": "한 장 가져오기",
    "place": "놓기",
    "play": "내려놓기",
}


def describe_move(state: AzulState, move: Move) -> str:
    if not isinstance(move, dict):
        return str(move)
    if move.get("type") == "wall":
        column = move.get("column")
        col = column + 1 if isinstance(column, int) else column
        return f"{move.get('line')}번 패턴 줄의 타일을 벽 {move.get('line')}행 {col}열에 붙이기"
    if move.get("type", "take") != "take":
        # a move of another game (패스) or of none: said in Korean, never its raw type
        return f"{MOVE_KO.get(str(move.get('type')), '아줄에 없는 종류의 수')} (둘 수 없는 수)"
    source = move.get("source")
    k = colour_index(move.get("colour"))
    colour = KOREAN[k] if k is not None else "알 수 없는 색"
    where: str
    count: Any
    if source in (CENTRE, "center"):
        where = "중앙"
        count = state.centre[k] if k is not None else 0
    elif isinstance(source, int) and 0 <= source < len(state.factories):
        where = factory_label(source)
        count = state.factories[source][k] if k is not None else 0
    elif isinstance(source, list) and source:  # from several at once (refused)
        where = "·".join(
            factory_label(s) if isinstance(s, int) and not isinstance(s, bool) else UNKNOWN
            for s in source
        )
        count = 0
    else:  # no factory or centre of this game (refused): never a value as Python prints it
        where = (
            factory_label(source)
            if isinstance(source, int) and not isinstance(source, bool)
            else UNKNOWN
        )
        count = 0
    line = move.get("line")
    amount = f" {count}장" if count else ""
    taken = f"{colour}{amount}을"
    asked = move.get("count")
    if (
        isinstance(asked, int)
        and not isinstance(asked, bool)
        and isinstance(count, int)
        and 0 < asked < count
    ):
        # only some of them (refused: all of a colour are taken): the move says so, or its
        # heading reads as the legal move it is not
        taken = f"{colour} {count}장 가운데 {asked}장만"
    if line is None:  # taken without saying where they go (refused: they are placed at once)
        return f"{where}에서 {taken} 가져오고 놓을 줄은 고르지 않음"
    if isinstance(line, list):  # one line in a list, or several (refused: one line only)
        if len(line) > 1:
            lines = "·".join(_target(each) for each in line)
            return f"{where}에서 {taken} 가져와 {lines}에 나눠"
        line = line[0] if line else None
    return f"{where}에서 {taken} 가져와 {_target(line)}에"


def _target(line: Any) -> str:
    """A pattern line or the floor line as a move names it, in words."""
    if line == FLOOR:
        return "바닥 줄"
    if isinstance(line, int) and not isinstance(line, bool):
        return line_label(line)
    return UNKNOWN
