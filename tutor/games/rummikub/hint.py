"""루미큐브 "무엇을 낼 수 있나요?": the best play for a rack, with Korean steps.

``hint(rack, table, initial=False)`` returns the INTERFACE.md ``hint`` object
(``placed``, ``table``, ``explanation``) plus ``steps``: Korean sentences that take the
player from the old table to the new one (which set is split, what joins what).

The play comes from :mod:`tutor.games.rummikub.solver`; before it is returned it is played
through the rules engine (``get_engine("rummikub")``), so no hint is one the engine would
refuse.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tutor.engine import HintInputError, HintRejected, RuleViolation
from tutor.games.rummikub.legal import best_legal
from tutor.games.rummikub.sets import COLOURS as COLOUR_NAMES
from tutor.games.rummikub.sets import JOKER_NAME, TILE_NAMES, tile_name
from tutor.games.rummikub.setup import DEFAULT_OPTIONS
from tutor.games.rummikub.solver import (
    COLOURS,
    COPIES,
    HINT_NODES,
    INITIAL_MELD_MIN,
    JOKER,
    JOKER_COUNT,
    SetReading,
    Solution,
    TileError,
    Work,
    cell_of,
    meld_value,
    read_group,
    read_run,
    read_set,
    real_cell_of,
    solve,
)
from tutor.games.rummikub.table import judge_play
from tutor.korean import josa, ro

FREED_JOKER = "빼 온 조커"
RACK = "받침대"


# --------------------------------------------------------------------------- input


_NAMES = frozenset(TILE_NAMES)  # every tile's one spelling


def _clean_tile(name: Any, where: str) -> str:
    if type(name) is str and name in _NAMES:
        return name
    if not isinstance(name, str):
        raise HintInputError(f"{where}에 타일이 아닌 값이 있습니다: {name!r}")
    text = name.strip().lower()
    try:
        tile = cell_of(text)
    except TileError:
        shown = name if len(name) <= 12 else name[:10] + "…"
        raise HintInputError(
            f"{where}의 '{shown}'은(는) 루미큐브 타일이 아닙니다. 색 글자(r 빨강, b 파랑, "
            f"k 검정, o 주황)와 1~13의 숫자로 적고(예: r5, k13), 조커는 j로 적습니다."
        ) from None
    return JOKER if tile is None else text


def _clean(rack: Any, table: Any) -> tuple[list[str], list[list[str]]]:
    if not isinstance(rack, list | tuple):
        raise HintInputError('받침대는 타일 목록이어야 합니다(예: ["r5", "r6", "j"]).')
    if not isinstance(table, list | tuple) or not all(isinstance(s, list | tuple) for s in table):
        raise HintInputError(
            '테이블은 세트(타일 목록)의 목록이어야 합니다(예: [["b1", "b2", "b3"]]).'
        )
    clean_rack = [_clean_tile(t, RACK) for t in rack]
    clean_table = [
        [_clean_tile(t, f"테이블의 {i + 1}번째 세트") for t in s] for i, s in enumerate(table)
    ]
    counts = Counter(clean_rack) + Counter(t for s in clean_table for t in s)
    for name, count in sorted(counts.items()):
        limit = JOKER_COUNT if name == JOKER else COPIES
        if count > limit:
            raise HintInputError(
                f"{tile_name(name)} 타일은 한 상자에 {limit}장뿐인데 받침대와 테이블을 합쳐 "
                f"{count}장이 있습니다."
            )
    for i, tiles in enumerate(clean_table):
        if read_set(tiles) is None:
            raise HintInputError(
                f"테이블의 {i + 1}번째 세트({_list_text(tiles)})는 올바른 세트가 아닙니다. "
                f"같은 색 연속한 숫자 3장 이상(연속)이나, 같은 숫자 서로 다른 색 3~4장(그룹)이어야 "
                f"합니다. 연속은 작은 숫자부터 적습니다."
            )
    return clean_rack, clean_table


# --------------------------------------------------------------------------- Korean text


def _obj(word: str) -> str:
    return josa(word, "을", "를")


def _topic(word: str) -> str:
    return josa(word, "은", "는")


def _and(word: str) -> str:
    return josa(word, "과", "와")


def _list_text(tiles: Sequence[str]) -> str:
    """A few tiles in short Korean: "빨강 8·9", "파랑·검정 7", "빨강 3·조커"."""
    return _list_text_of(tuple(tiles))


@lru_cache(maxsize=8192)
def _list_text_of(tiles: tuple[str, ...]) -> str:
    real = [real_cell_of(t) for t in tiles if t != JOKER]
    jokers = [JOKER_NAME] * (len(tiles) - len(real))
    parts: list[str]
    colours = {c for c, _ in real}
    numbers = {n for _, n in real}
    if real and len(colours) == 1:
        colour = COLOURS[next(iter(colours))]
        nums = sorted(n for _, n in real)
        consecutive = len(nums) > 1 and nums == list(range(nums[0], nums[0] + len(nums)))
        parts = [
            f"{COLOUR_NAMES[colour]} {('-' if consecutive else '·').join(str(n) for n in nums)}"
        ]
    elif real and len(numbers) == 1:
        names = [COLOUR_NAMES[COLOURS[c]] for c in sorted(colours)]
        parts = [f"{'·'.join(names)} {next(iter(numbers))}"]
    else:
        parts = [tile_name(t) for t in tiles if t != JOKER]
    return "·".join(parts + jokers)


def _set_text(tiles: Sequence[str]) -> str:
    """A whole set: "빨강 4-5-조커-7 연속", "빨강·파랑·검정 8 그룹"; one tile and two jokers
    that read both ways, both: "빨강 10-조커-조커 연속이자 10 그룹"."""
    return _set_text_of(tuple(tiles))


@lru_cache(maxsize=8192)
def _set_text_of(tiles: tuple[str, ...]) -> str:
    reading = read_set(tiles)
    if reading is None:
        return _list_text(tiles)
    if len(tiles) - tiles.count(JOKER) > 1:
        return _reading_text(reading, tiles)  # two real tiles: a run or a group, never both
    run, group = read_run(tiles), read_group(tiles)
    if run is not None and group is not None:
        other = f"{group.number} 그룹" if reading.kind == "run" else _run_text(run, tiles)
        return f"{_reading_text(reading, tiles)}이자 {other}"
    return _reading_text(reading, tiles)


def _reading_text(reading: SetReading, tiles: Sequence[str]) -> str:
    if reading.kind == "run":
        return _run_text(reading, tiles)
    real = sorted(real_cell_of(t)[0] for t in tiles if t != JOKER)
    names = [COLOUR_NAMES[COLOURS[c]] for c in real] + [JOKER_NAME] * (len(tiles) - len(real))
    return f"{'·'.join(names)} {reading.number} 그룹"


def _run_text(reading: SetReading, tiles: Sequence[str]) -> str:
    colour = COLOUR_NAMES[COLOURS[reading.colour]]
    numbers = [JOKER_NAME if t == JOKER else str(reading.number + i) for i, t in enumerate(tiles)]
    return f"{colour} {'-'.join(numbers)} 연속"


# --------------------------------------------------------------------------- steps


@dataclass
class _Source:
    """Where a new set's tiles come from: an old set (index) or the rack (None)."""

    old: int | None
    tiles: list[str]


def _counts(tiles: Sequence[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for t in tiles:
        counts[t] = counts.get(t, 0) + 1
    return counts


def _sources(solution: Solution, table: list[list[str]]) -> list[list[_Source]]:
    """For every new set (in ``solution.new_sets`` order), its tiles by origin: the old set
    that gives the most tiles first, then the rack, then the other old sets."""
    supply = {i: _counts(table[i]) for i in solution.changed}
    holders: dict[str, list[int]] = {}
    for i, counts in supply.items():
        for tile in counts:
            holders.setdefault(tile, []).append(i)
    rack = _counts(solution.placed)
    out: list[list[_Source]] = []
    for index in solution.new_sets:
        tiles = solution.table[index]
        need = _counts(tiles)
        overlap: dict[int, int] = {}
        for t, k in need.items():
            for i in holders.get(t, ()):
                overlap[i] = overlap.get(i, 0) + min(supply[i][t], k)
        order = sorted(overlap, key=lambda i: (-overlap[i], i))
        parts: list[_Source] = []
        left = len(tiles)
        for origin in order[:1] + [None] + order[1:]:
            have = rack if origin is None else supply[origin]
            take: dict[str, int] = {}
            for t, k in need.items():
                if k > 0 and (got := min(have.get(t, 0), k)) > 0:
                    take[t] = got
                    have[t] -= got
                    need[t] = k - got
                    left -= got
            if take:
                parts.append(_Source(origin, _ordered(tiles, take)))
            if not left:
                break
        out.append(parts)
    return out


def _ordered(tiles: list[str], take: dict[str, int]) -> list[str]:
    """The taken tiles in the set's order (the first occurrences of a tile taken twice)."""
    out = []
    for t in tiles:
        if take.get(t, 0) > 0:
            out.append(t)
            take[t] -= 1
    return out


def _steps(solution: Solution, table: list[list[str]], initial: bool) -> list[str]:
    steps: list[str] = []
    sources = _sources(solution, table)
    # 1. every old set that is taken apart: into which pieces
    pieces: dict[int, list[list[str]]] = {i: [] for i in solution.changed}
    for parts in sources:
        for part in parts:
            if part.old is not None:
                pieces[part.old].append(part.tiles)
    for i in solution.changed:
        jokers_out = [p for p in pieces[i] if set(p) == {JOKER}]
        rest = [p for p in pieces[i] if set(p) != {JOKER}]
        if jokers_out:
            steps.append(f"{_set_text(table[i])}에서 조커를 빼 옵니다.")
        if len(rest) > 1:
            texts = [_list_text(p) for p in rest]
            joined = "·".join(texts[:-1]) if len(texts) > 2 else texts[0]
            subject = "나머지를" if jokers_out else _obj(_set_text(table[i]))
            steps.append(f"{subject} {_and(joined)} {ro(texts[-1])} 나눕니다.")
    # 2. every new set: what joins what
    for index, parts in zip(solution.new_sets, sources, strict=True):
        new_text = _set_text(solution.table[index])
        old_parts = [p for p in parts if p.old is not None]
        old_sets = [table[p.old] for p in parts if p.old is not None]  # each old part's set
        rack_tiles = [t for p in parts if p.old is None for t in p.tiles]
        rack_text = f"{RACK}의 {_list_text(rack_tiles)}" if rack_tiles else ""
        if not old_parts:
            steps.append(f"{RACK}의 {ro(_list_text(rack_tiles))} 새 {_obj(new_text)} 내려놓습니다.")
            continue
        # a part is taken from its old set's tiles, so it is the whole set when it is as long
        whole = [
            p
            for p, old_set in zip(old_parts, old_sets, strict=True)
            if len(p.tiles) == len(old_set)
        ]
        names = [
            _set_text(old_set)
            if p in whole
            else FREED_JOKER
            if set(p.tiles) == {JOKER}
            else _list_text(p.tiles)
            for p, old_set in zip(old_parts, old_sets, strict=True)
        ]
        if len(names) == 1 and rack_tiles and names[0] == FREED_JOKER:
            steps.append(f"{_and(FREED_JOKER)} {_obj(rack_text)} 모아 {_obj(new_text)} 만듭니다.")
        elif len(names) == 1 and rack_tiles:
            steps.append(f"{names[0]}에 {_obj(rack_text)} 붙여 {_obj(new_text)} 만듭니다.")
        elif len(names) == 1:
            steps.append(f"{_topic(names[0])} 그대로 {ro(new_text)} 남습니다.")
        else:
            members = [_and(n) for n in names[:-1]] + [names[-1]]
            if rack_tiles:
                members = [_and(n) for n in names] + [rack_text]
            steps.append(f"{_obj(' '.join(members))} 모아 {_obj(new_text)} 만듭니다.")
    if solution.placed and solution.kept and not initial and solution.changed:
        steps.append(f"나머지 {len(solution.kept)}개 세트는 그대로 둡니다.")
    return steps


def _explanation(solution: Solution, initial: bool, proven: bool = True) -> str:
    if not solution.placed and not proven:
        what = (
            f"받침대의 타일만으로 {INITIAL_MELD_MIN}점 이상의 세트를"
            if initial
            else "규칙에 맞게 낼 수 있는 수를"
        )
        return (
            f"{what} 정해진 계산량 안에서 찾지 못했습니다. 직접 찾아보고, 없으면 타일 한 장을 "
            f"가져오고 차례를 마칩니다."
        )
    if not solution.placed:
        if initial:
            return (
                f"받침대의 타일만으로 {INITIAL_MELD_MIN}점 이상의 세트를 만들 수 없어 아직 등록할 수 없습니다. "
                f"타일 한 장을 가져오고 차례를 마칩니다."
            )
        return (
            "지금은 받침대에서 낼 수 있는 타일이 없습니다. 타일 한 장을 가져오고 차례를 마칩니다."
        )
    tiles = (
        _list_text(solution.placed)
        if len(solution.placed) <= 3
        else ", ".join(tile_name(t) for t in solution.placed)
    )
    if initial:
        return (
            f"받침대의 타일만으로 세트를 만들어 {solution.value}점으로 첫 등록을 할 수 있습니다"
            f"({INITIAL_MELD_MIN}점 이상). 낼 수 있는 타일은 {len(solution.placed)}장: {tiles}."
        )
    text = f"받침대에서 {len(solution.placed)}장을 낼 수 있습니다: {tiles}."
    if solution.changed:
        text += f" 테이블의 세트 {len(solution.changed)}개를 고쳐 짜야 합니다."
    else:
        text += " 테이블의 세트는 그대로 둡니다."
    return text


# --------------------------------------------------------------------------- engine check


@dataclass
class _Checked:
    """The play to show, whether the engine confirmed it, and, when the search could not
    prove it best, the (count, value) that no legal play exceeds and whether the search ran
    out of work (else only a play moving a table joker might beat it)."""

    solution: Solution
    validated: bool
    ceiling: tuple[int, int] | None = None  # None: the play is proven best
    cut_short: bool = False


def _checked_solution(
    rack: list[str], table: list[list[str]], initial: bool, work: Work
) -> _Checked:
    """The best play the rules accept (:func:`legal.best_legal`, which searches with the
    engine's joker rules), judged once more as a whole by the engine's rules (``judge_play``,
    what a Rummikub game applies to a played table) before it is shown. The searches stop
    when ``work`` runs out (the play is then the best found, not proven best)."""
    if initial:
        solution = solve(rack, table, initial=True, work=work)
        ceiling, cut_short = solution.ceiling, not solution.exact
    else:
        outcome = best_legal(rack, table, work=work)
        solution, cut_short = outcome.solution, outcome.cut_short
        ceiling = None if outcome.exact else outcome.ceiling
    if not solution.placed:
        return _Checked(solution, False, ceiling, cut_short)
    try:
        judge_play(table, solution.table, rack, melded=not initial, options=DEFAULT_OPTIONS)
    except RuleViolation as error:
        raise HintRejected(
            f"the engine refused the hint ({error.rule_id}): {error.message}; "
            f"rack={rack} table={table} play={solution.table}"
        ) from error
    return _Checked(solution, True, ceiling, cut_short)


# --------------------------------------------------------------------------- entry point


def hint(
    rack: object, table: object, initial: bool = False, *, nodes: int = HINT_NODES
) -> dict[str, Any]:
    """The best play for ``rack`` on ``table`` as the INTERFACE.md ``hint`` object plus
    ``steps`` (Korean sentences), ``value``, ``kept``/``changed`` (old set indices) and
    ``validated`` (whether the rules engine checked it) and ``exact`` (False when the play
    is not proven best: the engine's joker-retrieval rules refused the solver's best play and
    the legal fallback shown places fewer tiles, or less value, than it, or the searches ran
    out of their work; the explanation then says that a better play may exist).

    The work is ``nodes`` search nodes (:class:`solver.Work`): a count, not a time, so the
    same position always gets the same answer, and any rack is answered in bounded time.

    ``rack`` (a list of tiles) and ``table`` (a list of sets, lists of tiles) may be unchecked
    input, hence ``object``: they are checked here (:class:`HintInputError` when bad)."""
    rack, table = _clean(rack, table)
    checked = _checked_solution(rack, table, initial, Work(nodes))
    solution = checked.solution
    steps = _steps(solution, table, initial) if solution.placed else []
    explanation = _explanation(solution, initial, checked.ceiling is None)
    if checked.ceiling is not None:
        explanation += " " + _not_exact_note(solution, checked.ceiling, checked.cut_short)
    return {
        "placed": solution.placed,
        "table": solution.table,
        "explanation": explanation,
        "steps": steps,
        "value": solution.value,
        "initial": initial,
        "kept": solution.kept,
        "changed": solution.changed,
        "validated": checked.validated,
        "exact": checked.ceiling is None,
    }


def _not_exact_note(solution: Solution, ceiling: tuple[int, int], cut_short: bool) -> str:
    """Korean: the play shown may not be the best one (the search ran out of work, or a
    joker-moving play may beat it)."""
    count, _ = ceiling
    head = f"다만 {'이 수가' if solution.placed else '이 답이'} 최선이라고 확인하지는 못했습니다. "
    if cut_short:
        head += "따질 경우가 많아 정해진 계산량 안에서 찾은 답이라, "
        if solution.count < count:
            return head + f"최대 {count}장까지 내는 더 좋은 수가 있을 수도 있습니다."
        return head + "같은 장수로 점수가 더 높은 수가 있을 수도 있습니다."
    if solution.count < count:
        return (
            head + f"테이블의 조커를 옮기는 수까지 따지면 최대 {count}장까지 낼 수 있는 "
            f"더 좋은 수가 있을 수도 있습니다."
        )
    return head + "테이블의 조커를 옮기면 같은 장수로 점수가 더 높은 수가 있을 수도 있습니다."


# ----------------------------------------------------------------- the hint protocol
# What tutor.games.Game.hints names: the web layer and the CLI call these and nothing else.

MAX_TILES = 106  # a rack, or a table, can never hold more than the whole box


def answer(body: Any) -> dict[str, Any]:
    """The hint object for a request body ``{"rack": [...], "table": [[...]], "initial":
    bool}`` (``POST /api/games/rummikub/hint``); :class:`HintInputError` for a body that
    is not a position, :class:`HintRejected` if the engine refused the found play."""
    if not isinstance(body, dict):
        raise HintInputError("요청 본문은 JSON 객체여야 합니다.")
    rack, table, initial = body.get("rack"), body.get("table", []), body.get("initial", False)
    if not isinstance(initial, bool):
        raise HintInputError("initial은 true 또는 false여야 합니다.")
    # only the sizes here, before any work; the shapes and tiles are _clean's
    if (isinstance(rack, list) and len(rack) > MAX_TILES) or (
        isinstance(table, list)
        and sum(len(s) if isinstance(s, list) else 1 for s in table) > MAX_TILES
    ):
        raise HintInputError(f"타일이 너무 많습니다. 루미큐브 타일은 모두 {MAX_TILES}개입니다.")
    return hint(rack, table, initial=initial)


def from_cli(options: dict[str, Any]) -> dict[str, Any]:
    """The request body from ``tutor hint --rack "r5 r6 j" --table "b1 b2 b3; k4 o4 r4"
    [--initial]`` (``options``: ``rack`` and ``table`` as typed, ``initial``)."""

    def tiles(text: str) -> list[str]:
        return [t for t in text.replace(",", " ").split() if t]

    return {
        "rack": tiles(options.get("rack") or ""),
        "table": [tiles(part) for part in (options.get("table") or "").split(";") if part.strip()],
        "initial": bool(options.get("initial")),
    }


def request_for(state: dict[str, Any]) -> dict[str, Any] | None:
    """The hint request body for the player to move in an engine state (``to_json``), or
    None when the game is over."""
    if state.get("finished"):
        return None
    seat = state["to_move"]
    rack = list(state["racks"][seat])
    if not rack:
        return None
    return {
        "rack": rack,
        "table": [list(s) for s in state["table"]],
        "initial": not state["melded"][seat],
    }


def meld_points(sets: Sequence[Sequence[str]]) -> int:
    """Initial-meld points of some sets (a joker counts as the tile it stands for)."""
    return sum(meld_value(s) for s in sets)
