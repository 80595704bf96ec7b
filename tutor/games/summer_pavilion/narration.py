"""Korean narration of Summer Pavilion: the event each rule produces, and how a move reads.

Every event function returns one event (``type``, the data the board needs, ``text`` and
``rule_ids``); the rules in :mod:`.state` decide when and with what numbers.
"""

from __future__ import annotations

from typing import Any

from tutor.engine import Event, Move
from tutor.korean import josa

from .board import (
    CENTRE,
    COLOUR_KO,
    COLOURS,
    FEATURE_KO,
    PLACE,
    ROUNDS,
    STAR_INDEX,
    STAR_KO,
    STARS,
    Feature,
    counts_to_list,
    space_label,
    tiles_ko,
)
from .rules import (
    RULE_BONUS_FEATURES,
    RULE_BONUS_REFILL,
    RULE_BONUS_TAKE,
    RULE_DRAFT_END,
    RULE_END_TRIGGER,
    RULE_LEFTOVER,
    RULE_NEXT_ROUND,
    RULE_NUMBER_BONUS,
    RULE_ONLY_WILDS,
    RULE_PASS_KEEP,
    RULE_PASS_WHEN,
    RULE_PLACE_COST,
    RULE_PLACE_SCORING,
    RULE_PLACE_TURN,
    RULE_STAR_BONUS,
    RULE_START_PLAYER,
    RULE_START_TOKEN,
    RULE_TAKE_COLOUR,
    RULE_WILD_COLOUR,
    RULE_WILD_PAYMENT,
    RULE_WILD_WITH_COLOUR,
    RULE_WINNER,
)

_MISSING: Any = object()


def source_ko(source: object) -> str:
    if source in ("centre", "center"):
        return "테이블 중앙"
    if isinstance(source, int) and not isinstance(source, bool):
        return f"공장 {source + 1}"
    return str(source)


# ------------------------------------------------------- phase 1: draft
def take_event(name: str, p: int, source: Any, taken: list[int], wild: int) -> Event:
    """``taken``: the counts taken, the wild (joker) colour among them."""
    rule_ids = [RULE_TAKE_COLOUR]
    if taken[wild] and sum(taken) > 1:
        rule_ids.append(RULE_WILD_WITH_COLOUR)
    elif taken[wild]:
        rule_ids.append(RULE_ONLY_WILDS)
    return {
        "type": "take",
        "player": p,
        "source": source,
        "tiles": counts_to_list(taken),
        "text": f"{josa(name, '이', '가')} {source_ko(source)}에서 {tiles_ko(taken)}을 가져옵니다.",
        "rule_ids": rule_ids,
    }


def to_centre_event(tiles: list[int]) -> Event:
    return {
        "type": "to-centre",
        "tiles": counts_to_list(tiles),
        "text": f"남은 {tiles_ko(tiles)}은 테이블 중앙으로 갑니다.",
        "rule_ids": [RULE_TAKE_COLOUR],
    }


def start_token_event(name: str, p: int, count: int, before: int, after: int) -> Event:
    """The first take from the centre: the token, and a point per tile (``before`` → ``after``)."""
    lost = before - after
    return {
        "type": "start-token",
        "player": p,
        "points": -lost,
        "breakdown": f"가져온 타일 {count}장 → -{lost}점"
        + (" (1점 아래로는 내려가지 않음)" if lost < count else ""),
        "text": f"{josa(name, '이', '가')} 중앙에서 처음 가져갔으므로 선 플레이어 토큰을 받고 "
        f"{lost}점을 잃습니다 ({before} → {after}).",
        "rule_ids": [RULE_START_TOKEN],
    }


def placing_event(name: str, first: int) -> Event:
    return {
        "type": "phase",
        "phase": PLACE,
        "player": first,
        "text": f"공장과 중앙이 모두 비었습니다. 2단계가 시작되고 {josa(name, '이', '가')} 먼저 놓습니다.",
        "rule_ids": [RULE_DRAFT_END, RULE_PLACE_TURN],
    }


# --------------------------------------------- phase 2: placing tiles
def place_event(
    name: str,
    p: int,
    cell: int,
    colour: int,
    cost: int,
    paid: int,
    wilds: int,
    points: int,
    score: int,
) -> Event:
    """A tile placed on ``cell`` for ``paid`` tiles of its colour and ``wilds`` jokers,
    scoring ``points`` to reach ``score``."""
    pay_text = f"{COLOUR_KO[colour]} {paid}장" + (f" + 조커 {wilds}장" if wilds else "")
    breakdown = (
        f"새 타일 1 + 이어진 타일 {points - 1} = {points}점" if points > 1 else "새 타일 1 = 1점"
    )
    return {
        "type": "place",
        "player": p,
        "star": STARS[cell // 6],
        "space": cell % 6 + 1,
        "colour": COLOURS[colour],
        "cost": cost,
        "paid": paid,
        "wilds": wilds,
        "points": points,
        "breakdown": breakdown,
        "text": f"{josa(name, '이', '가')} {pay_text}을 내고 {space_label(cell)}에 {COLOUR_KO[colour]} "
        f"타일을 놓습니다. 탑으로 {cost - 1}장. {breakdown} "
        f"({score - points} → {score}).",
        "rule_ids": [RULE_PLACE_COST, RULE_PLACE_SCORING] + ([RULE_WILD_PAYMENT] if wilds else []),
    }


def feature_event(p: int, feature: Feature) -> Event:
    return {
        "type": "feature",
        "player": p,
        "feature": feature.kind,
        "name": feature.name,
        "tiles": feature.bonus,
        "text": f"{feature.name}을 둘러쌌습니다: {FEATURE_KO[feature.kind]} 보너스 "
        f"{feature.bonus}장.",
        "rule_ids": [RULE_BONUS_FEATURES],
    }


def supply_short_event(p: int, available: int) -> Event:
    return {
        "type": "supply-short",
        "player": p,
        "tiles": available,
        "text": f"공급처에 {available}장뿐이라 보너스는 {available}장만 받습니다.",
        "rule_ids": [RULE_BONUS_TAKE],
    }


def bonus_due_event(name: str, p: int, tiles: int) -> Event:
    return {
        "type": "bonus-due",
        "player": p,
        "tiles": tiles,
        "text": f"{josa(name, '이', '가')} 공급처에서 타일 {tiles}장을 고릅니다.",
        "rule_ids": [RULE_BONUS_TAKE],
    }


def bonus_event(name: str, p: int, wanted: list[int]) -> Event:
    return {
        "type": "bonus",
        "player": p,
        "tiles": counts_to_list(wanted),
        "text": f"{josa(name, '이', '가')} 공급처에서 {tiles_ko(wanted)}을 받습니다."
        " 다음 차례부터 쓸 수 있습니다.",
        "rule_ids": [RULE_BONUS_TAKE],
    }


def pass_event(
    name: str, p: int, keep: list[int], discarded: int, before: int, after: int
) -> Event:
    """A pass keeping ``keep``, ``discarded`` tiles costing a point each (``before`` →
    ``after``)."""
    lost = before - after
    text = f"{josa(name, '이', '가')} 패스합니다. 보관 {tiles_ko(keep)}"
    if discarded:
        text += f", 버린 타일 {discarded}장 → -{lost}점 ({before} → {after})."
    else:
        text += ", 버린 타일 없음."
    return {
        "type": "pass",
        "player": p,
        "kept": counts_to_list(keep),
        "discarded": discarded,
        "points": -lost,
        "breakdown": f"버린 타일 {discarded}장 × -1 = -{lost}점" if discarded else "감점 없음",
        "text": text,
        "rule_ids": [RULE_PASS_KEEP, RULE_PASS_WHEN],
    }


# a refill not yet made (a move's preview): the tiles are drawn from the bag when it is made
SUPPLY_REFILL_UNSEEN = "공급처 빈 칸을 주머니에서 채웁니다(무슨 타일인지는 둔 뒤에 보입니다)."


def supply_refill_event(added: list[int]) -> Event:
    return {
        "type": "supply-refill",
        "tiles": counts_to_list(added),
        "text": f"공급처 빈 칸을 주머니에서 채웁니다: {tiles_ko(added)}.",
        "rule_ids": [RULE_BONUS_REFILL],
    }


def bag_refill_event(count: int) -> Event:
    return {
        "type": "bag-refill",
        "tiles": count,
        "text": f"주머니가 비어 탑의 타일 {count}장을 다시 넣고 섞습니다.",
        "rule_ids": [RULE_BONUS_REFILL, RULE_NEXT_ROUND],
    }


# ------------------------------------------- phase 3 and the game end
def no_token_event(name: str, p: int) -> Event:
    return {
        "type": "no-token",
        "player": p,
        "text": f"이번 라운드에는 아무도 중앙에서 가져가지 않아, {josa(name, '이', '가')} 다시 시작합니다.",
        "rule_ids": [RULE_START_PLAYER],
    }


def round_event(round_: int, wild: int, name: str, p: int) -> Event:
    return {
        "type": "round",
        "round": round_,
        "wild": COLOURS[wild],
        "player": p,
        "text": f"3단계: {round_}라운드를 준비합니다. 조커 색은 {COLOUR_KO[wild]}, "
        f"공장 전시판을 새로 채우고 귀퉁이 타일을 되돌립니다. "
        f"{josa(name, '이', '가')} 먼저 시작합니다.",
        "rule_ids": [RULE_NEXT_ROUND, RULE_START_PLAYER, RULE_WILD_COLOUR],
    }


def final_event(
    name: str,
    p: int,
    stars: list[tuple[int, int]],
    numbers: list[tuple[int, int]],
    leftover: int,
    before: int,
    bonus: int,
    after: int,
) -> Event:
    """Final scoring of one player: (star, value) of each full star, (number, value) of each
    number covered everywhere, ``leftover`` tiles lost; ``before`` + ``bonus`` − leftover,
    floored, is ``after``."""
    parts = [f"{STAR_KO[star]} {value}" for star, value in stars]
    parts += [f"숫자 {number} 전부 {value}" for number, value in numbers]
    breakdown = " + ".join(parts) if parts else "보너스 없음"
    if leftover:
        breakdown += f" - 남은 타일 {before + bonus - after}"
    breakdown += f" = {after - before:+d}점"
    return {
        "type": "final",
        "player": p,
        "points": after - before,
        "breakdown": breakdown,
        "text": f"{name} 최종 계산: {breakdown} ({before} → {after}).",
        "rule_ids": [RULE_STAR_BONUS, RULE_NUMBER_BONUS, RULE_LEFTOVER],
    }


def game_end_event(names: list[str], scores: list[int], winners: list[int]) -> Event:
    """The game's end; ``winners``: the seats sharing the best score (state.winners())."""
    best = scores[winners[0]]
    who = [names[p] for p in winners]
    return {
        "type": "game-end",
        "winners": list(winners),
        "text": f"{ROUNDS}라운드가 끝났습니다. 승리: {', '.join(who)} ({best}점)"
        + (" — 공동 우승" if len(who) > 1 else "")
        + ".",
        "rule_ids": [RULE_END_TRIGGER, RULE_WINNER],
    }


# ---------------------------------------------------------- move descriptions
def describe_move(move: Move) -> str:
    kind = move.get("type") if isinstance(move, dict) else None
    if kind == "take":
        return f"{source_ko(move.get('source'))}에서 {_colour_ko(move.get('colour'))} 가져오기"
    if kind == "place":
        raw_star = move.get("star")
        star = STAR_INDEX.get(raw_star, -1) if isinstance(raw_star, str) else -1
        where = f"{STAR_KO[star]} {move.get('space')}번 칸" if star >= 0 else str(raw_star)
        colour = move.get("colour") or (STARS[star] if 0 <= star < CENTRE else None)
        text = f"{where}에 {_colour_ko(colour)} 놓기"
        if move.get("wilds"):
            text += f" (조커 {move['wilds']}장 사용)"
        return text
    if kind == "pass":
        keep = move.get("keep") or []
        kept = ", ".join(_colour_ko(c, str(c)) for c in keep) if keep else "없음"
        return f"패스 (보관: {kept})"
    if kind == "bonus":
        tiles = move.get("tiles") if "tiles" in move else [move.get("colour")]
        return (
            "공급처에서 보너스로 " + ", ".join(_colour_ko(c, str(c)) for c in tiles or []) + " 받기"
        )
    return str(move)


_COLOUR_KO_BY_NAME: dict[str, str] = dict(zip(COLOURS, COLOUR_KO, strict=True))


def _colour_ko(colour: Any, default: Any = _MISSING) -> Any:
    """The Korean name of a colour name; else ``default`` (the value itself if not given)."""
    name = _COLOUR_KO_BY_NAME.get(colour) if isinstance(colour, str) else None
    if name is not None:
        return name
    return colour if default is _MISSING else default
