"""What the computer says about its move is true: every number, tile, set and place a
reason names is checked against the events the move produces (and, for an Azul line, the
wall points it scores at wall tiling)."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from choices import computer_turns

from tutor.games.azul.rules import RULE_MARKER
from tutor.games.azul.scoring import floor_penalty
from tutor.games.azul.state import CENTRE, FLOOR
from tutor.games.azul.tiles import KOREAN as AZUL_KO
from tutor.games.azul.tiles import NAMES as AZUL_NAMES
from tutor.games.indigo.gems import GEM_INDEX, GEM_NAMES
from tutor.games.rummikub.sets import JOKER, JOKER_PENALTY, classify, describe_set, parse_tile
from tutor.games.summer_pavilion.board import (
    COLOUR_INDEX,
    COLOUR_KO,
    COLOURS,
    FEATURE_KO,
    FEATURES,
    FEATURES_OF_CELL,
    STAR_INDEX,
    space_label,
)
from tutor.games.summer_pavilion.narration import source_ko

# ------------------------------------------------------------------------------ Azul
AZUL_TAKE = re.compile(r"(중앙|\d번 공장)에서 (\S+) (\d+)장")
AZUL_FILL = re.compile(r"(\d)번 줄을 채워 벽 단계에 (\d+)점( 이상| 자리를 노림)?")
AZUL_PART = re.compile(r"(\d)번 줄에 \((\d)칸 남음\)")
AZUL_FLOOR = re.compile(r"바닥 줄로? −(\d+)점")
AZUL_WALL = re.compile(r"^(\S+)[을를] 벽 (\d)행 (\d)열에 붙여 바로 (\d+)점")


def _floor_added(events, p):
    """Spaces of p's floor line the take filled (before wall tiling began)."""
    added = 0
    for e in events:
        if e["type"] == "offer-end":
            break
        if e["type"] == "floor" and e["player"] == p:
            added += e["count"]
        if e["type"] == "marker" and e["player"] == p and RULE_MARKER in e["rule_ids"]:
            added += 1
    return added


@pytest.mark.parametrize(
    "players, wall, seed",
    [
        (2, "colour", 1),
        (2, "colour", 2),
        (3, "colour", 3),
        (4, "colour", 4),
        (2, "gray", 5),
        (3, "gray", 6),
    ],
)
def test_azul_reasons_name_the_take_the_line_the_wall_points_and_the_floor(players, wall, seed):
    claims: dict[tuple[int, int], tuple[int, str]] = {}  # (player, line) -> points, qualifier
    tiled: list[tuple[int, int]] = []  # (player, line) placed on the wall this tiling
    checked = Counter()
    for turn in computer_turns("azul", players, seed, {"wall": wall}):
        reason, move, p, before = turn.choice.reason, turn.choice.move, turn.mover, turn.before
        if move["type"] == "wall":
            m = AZUL_WALL.match(reason)
            assert m, reason
            placed = next(e for e in turn.events if e["type"] == "wall")
            assert (m[1], int(m[2]), int(m[3]), int(m[4])) == (
                AZUL_KO[AZUL_NAMES.index(placed["colour"])],
                placed["row"],
                placed["column"],
                placed["points"],
            ), reason
            checked["column"] += 1
        else:
            take = next(e for e in turn.events if e["type"] == "take")
            m = AZUL_TAKE.search(reason)
            assert m, reason
            where = "중앙" if take["source"] == CENTRE else f"{take['source'] + 1}번 공장"
            assert (m[1], m[2], int(m[3])) == (
                where,
                AZUL_KO[AZUL_NAMES.index(take["colour"])],
                take["count"],
            ), reason
            line = move["line"]
            count_before = 0 if line == FLOOR else before.line_count[p][line - 1]
            put = next((e["count"] for e in turn.events if e["type"] == "place"), 0)
            if fill := AZUL_FILL.search(reason):
                assert int(fill[1]) == line and count_before + put == line, reason
                claims[(p, line)] = (int(fill[2]), fill[3] or "")
                checked["fill"] += 1
            elif part := AZUL_PART.search(reason):
                assert int(part[1]) == line and line - count_before - put == int(part[2]), reason
            else:
                assert line == FLOOR, reason
            if "놓을 줄이 없어" in reason:
                k = AZUL_NAMES.index(take["colour"])
                assert before.lines_for(p, k) == [FLOOR], reason
            now = len(before.floor[p])
            lost = floor_penalty(min(7, now + _floor_added(turn.events, p))) - floor_penalty(now)
            if penalty := AZUL_FLOOR.search(reason):
                assert int(penalty[1]) == lost, reason
                checked["floor"] += 1
            else:
                assert lost == 0, reason
            if "감점을 피해" in reason:
                checked["avoided"] += 1
        for e in turn.events:
            if e["type"] == "offer-end":
                tiled = []
            if e["type"] != "wall":
                continue
            q, line = e["player"], e["line"]
            if (q, line) in claims:
                points, qualifier = claims.pop((q, line))
                above = any(who == q and row < line for who, row in tiled)
                if qualifier == " 이상" or (above and not qualifier):
                    assert e["points"] >= points, (e, points)
                elif not above:  # the wall as the computer weighed it
                    assert e["points"] == points, (e, points, qualifier)
                checked["wall"] += 1
            tiled.append((q, line))
    assert checked["fill"] and checked["wall"] and checked["floor"], checked
    if wall == "gray":
        assert checked["column"], checked


# ----------------------------------------------------------------- Summer Pavilion
SP_TAKE = re.compile(
    r"(테이블 중앙|공장 \d+)에서 (?:조커\((\S+)\) 1장|(\S+) (\d+)장(과 조커 1장)?)"
)
SP_PLACE = re.compile(
    r"^(\S+ 별 \d번 칸)에 (\S+): 비용 (\d)장(?:\(조커 (\d)장 포함\))?, "
    r"바로 (\d+)점"
)
SP_BONUS_TILES = re.compile(r"(\S+)[을를] 둘러싸 보너스 (\d+)장")
SP_TOUCH = re.compile(r", (\S+)에 닿는 칸$")
SP_PASS = re.compile(r"(\d)장 보관, 남는 (\d+)장은 버려")
SP_BONUS = re.compile(r"^보너스로 (?:조커\((\S+)\)|(\S+)) 1장")


def _sp_take_size(state, move):
    events = state.clone().apply(move)
    return len(next(e for e in events if e["type"] == "take")["tiles"])


@pytest.mark.parametrize(
    "players, board, seed",
    [(2, "coloured", 1), (3, "coloured", 2), (2, "grey", 3), (4, "coloured", 4)],
)
def test_summer_pavilion_reasons_name_the_tiles_cost_points_and_bonuses(players, board, seed):
    checked = Counter()
    for turn in computer_turns("azul-summer-pavilion", players, seed, {"board": board}):
        reason, move, p, before = turn.choice.reason, turn.choice.move, turn.mover, turn.before
        events = {e["type"]: e for e in turn.events}
        if move["type"] == "take":
            m = SP_TAKE.search(reason)
            assert m, reason
            taken = Counter(events["take"]["tiles"])
            assert m[1] == source_ko(move["source"]), reason
            wild = before.wild
            if m[2]:
                assert taken == Counter({COLOURS[wild]: 1}) and m[2] == COLOUR_KO[wild], reason
            else:
                colour = COLOUR_INDEX[move["colour"]]
                assert m[3] == COLOUR_KO[colour] and taken[move["colour"]] == int(m[4]), reason
                assert bool(m[5]) == (taken[COLOURS[wild]] == 1), reason
            token = events.get("start-token")
            if lost := re.search(r"토큰으로 −(\d+)점", reason):
                assert token and token["points"] == -int(lost[1]), reason
                checked["token"] += 1
            elif "감점 없이 받음" in reason:
                assert token and token["points"] == 0, reason
            else:
                assert token is None, reason
            if "가장 많이" in reason:
                size = sum(taken.values())
                assert all(_sp_take_size(before, o) <= size for o in before.legal_moves()), reason
            if "감점을 피해" in reason:
                assert before.token is None and any(
                    o["source"] == "centre" and _sp_take_size(before, o) > sum(taken.values())
                    for o in before.legal_moves()
                ), reason
                checked["avoided"] += 1
            checked["take"] += 1
        elif move["type"] == "place":
            m = SP_PLACE.match(reason)
            assert m, reason
            e = events["place"]
            cell = STAR_INDEX[e["star"]] * 6 + e["space"] - 1
            assert (m[1], m[2], int(m[3]), int(m[4] or 0), int(m[5])) == (
                space_label(cell),
                COLOUR_KO[COLOUR_INDEX[e["colour"]]],
                e["cost"],
                e["wilds"],
                e["points"],
            ), reason
            closed = [x for x in turn.events if x["type"] == "feature"]
            if bonus := SP_BONUS_TILES.search(reason):
                assert int(bonus[2]) == sum(x["tiles"] for x in closed), reason
                assert bonus[1] == "·".join(FEATURE_KO[x["feature"]] for x in closed), reason
                checked["bonus"] += 1
            else:
                assert not closed, reason
            if touch := SP_TOUCH.search(reason):
                kinds = {FEATURE_KO[FEATURES[i].kind] for i in FEATURES_OF_CELL[cell]}
                assert set(touch[1].split("·")) == kinds, reason
            checked["place"] += 1
        elif move["type"] == "pass":
            e = events["pass"]
            if "놓을 수 있는 칸이 없어" in reason:
                assert not before.placements(), reason
            if m := SP_PASS.search(reason):
                assert (int(m[1]), int(m[2])) == (len(e["kept"]), e["discarded"]), reason
            else:
                assert e["discarded"] == 0, reason
            checked["pass"] += 1
        else:
            m = SP_BONUS.match(reason)
            assert m, reason
            colour = COLOUR_INDEX[events["bonus"]["tiles"][0]]
            assert (m[1] or m[2]) == COLOUR_KO[colour], reason
            assert bool(m[1]) == (colour == before.wild), reason
            if held := re.search(r"이미 (\d+)장 있는", reason):
                assert before.hands[p][colour] == int(held[1]), reason
            checked["bonus-take"] += 1
    assert checked["take"] and checked["place"] and checked["token"], checked


# --------------------------------------------------------------------------- Indigo
INDIGO_EXIT = re.compile(r"(\S+?)[을를] 게이트웨이 (\d)번으로")


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_indigo_reasons_name_the_gems_gateways_and_points(players, seed):
    checked = Counter()
    for turn in computer_turns("indigo", players, seed):
        reason, me = turn.choice.reason, turn.mover
        scores = [e for e in turn.events if e["type"] == "score"]
        mine = [e for e in scores if e["player"] == me]
        theirs = sum(e["points"] for e in scores if e["player"] != me)
        named = {(m[1], int(m[2])) for m in INDIGO_EXIT.finditer(reason)}
        assert named == {(GEM_NAMES[GEM_INDEX[e["gem"]]], e["gateway"]) for e in mine}, reason
        if gain := re.search(r"보내 (\d+)점", reason):
            assert int(gain[1]) == sum(e["points"] for e in mine), reason
            checked["gain"] += 1
        else:
            assert not mine, reason
        if other := re.search(r"(?:다른 플레이어도 |가장 적게\(|다른 플레이어가 )(\d+)점", reason):
            assert int(other[1]) == theirs, reason
        else:
            assert theirs == 0, reason
    assert checked["gain"], checked


# ------------------------------------------------------------------------- Rummikub
def _points(tiles):
    return sum(JOKER_PENALTY if t == JOKER else parse_tile(t).number for t in tiles)


def _labels(table):
    out = set()
    for s in table:
        out.add(describe_set(s))
        info = classify(s)
        if info.kind == "group":
            out.add(f"{next(parse_tile(t).number for t in s if t != JOKER)} 그룹")
    return out


@pytest.mark.parametrize("players, seed", [(2, 1), (2, 2), (3, 3), (4, 4)])
def test_rummikub_reasons_name_the_sets_the_rack_points_and_why_it_draws(players, seed):
    checked = Counter()
    for turn in computer_turns("rummikub", players, seed):
        reason, move, p, before, after = (
            turn.choice.reason,
            turn.choice.move,
            turn.mover,
            turn.before,
            turn.after,
        )
        if move["type"] == "draw":
            if "가져옴" in reason:
                assert before.pool and len(after.racks[p]) == len(before.racks[p]) + 1, reason
            else:
                assert "차례를 넘김" in reason and not before.pool, reason
            if reason.startswith("첫 등록"):
                assert not before.melded[p], reason
            else:
                assert before.melded[p], reason
            checked["draw"] += 1
            continue
        assert move["type"] == "play", reason
        rack_left = Counter(before.racks[p]) - Counter(after.racks[p])
        new_sets = Counter(map(tuple, after.table)) - Counter(map(tuple, before.table))
        if meld := re.match(r"첫 등록 (\d+)점 이상: (.*) \(합 (\d+)점\)$", reason):
            assert not before.melded[p] and after.melded[p], reason
            total = sum(classify(list(s)).value for s in new_sets.elements())
            assert int(meld[3]) == total >= int(meld[1]), reason
            assert set(meld[2].split(", ")) <= _labels(after.table), reason
            checked["meld"] += 1
            continue
        m = re.match(r"(\d+)장을 내려놓아 받침대 합 −(\d+)점: (.*)$", reason)
        assert m, reason
        assert int(m[1]) == sum(rack_left.values()), reason
        assert int(m[2]) == _points(rack_left.elements()), reason
        labels = _labels(after.table)
        for part in m[3].split("; "):
            if part.startswith("외 "):
                continue
            named = part.removeprefix("새 세트 ")
            if named == part:
                named = re.split(r" (?:붙여|넣어 다시 짜) ", part, maxsplit=1)[1]
            for label in named.split(", "):
                assert label in labels, (label, reason)
        checked["play"] += 1
    assert checked["draw"] and checked["play"] and checked["meld"], checked
