"""Judging a turn: the table before and the table after.

A turn that plays tiles hands in the whole new table. :func:`judge_play` compares it with the
table before the turn and either returns what was played or raises a
:class:`~tutor.engine.RuleViolation` naming the rule that forbids it:

- every tile of the old table is still on the table (nothing taken back to a rack);
- at least one rack tile was added, and only tiles the player holds;
- every set on the new table is a valid run or group (no loose tiles);
- before the initial meld: new sets of rack tiles only, worth at least 30 (jokers at the
  value they stand for); the old sets untouched (unless the edition option allows
  manipulating in the meld turn: then the meld is read from the rack tiles played, as sets
  of their own, wherever they now sit on the table);
- jokers: one taken out of a set must be replaced by the tile it stood for, may not be taken
  before the initial meld, and must go into a new set this turn (with a rack tile in it,
  in the seed's reading).

Which table joker moved (:func:`_joker_moves`): a table joker *stays* when a joker of the
new table stands for a tile of its role in a set holding one of its old set-mates (its old
set grown, shrunk or split around it; a group's joker, for any colour of its number its group
now lacks); any other table joker was *moved*, and a moved joker
needs the tile it stood for placed where it stood (in a set with one of its old set-mates)
and a new set of its own: not the set that now holds that tile beside its old set-mates
(that is its old set again; with that tile twice, some other set must hold it so), and with
a rack tile in it by default. With two jokers the
reading most favourable to the player is taken.

A set of one tile and two jokers (``r10 j j``) reads both as a run (``r10 r11 r12``, the
written order fixing the numbers) and as a group of its number (three 10s) where both are
valid (:func:`~tutor.games.rummikub.sets.classify`), on the table before and after alike.
The play is judged under every reading of such sets and accepted when one reading accepts
it (the reading that favours the player), so a tile that could free a joker under either
reading frees it (``b10`` frees a joker of ``r10 j j`` as a group's, ``r11`` as a run's),
and the joker stays when either reading keeps it; an initial meld counts the set at its
larger value.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import product
from typing import Any

from tutor.engine import RuleViolation
from tutor.games.rummikub.rules import (
    RULE_AFTER_MELD,
    RULE_FROM_RACK,
    RULE_GROUP_JOKER_BOTH_COLOURS,
    RULE_JOKER_BEFORE_MELD,
    RULE_JOKER_RETRIEVE,
    RULE_JOKER_SAME_TURN,
    RULE_KEEP,
    RULE_MELD_30,
    RULE_MELD_RACK_ONLY,
    RULE_TILES,
)
from tutor.games.rummikub.sets import (
    INITIAL_MELD_POINTS,
    JOKER,
    SetInfo,
    classify,
    describe_set,
    is_tile,
    readings,
    sort_key,
    tile_name,
    tiles_text,
)
from tutor.korean import josa


@dataclass
class Verdict:
    """An accepted play."""

    table: list[list[str]]  # the new table, each set in canonical order
    placed: list[str]  # rack tiles that went to the table
    meld_points: int | None = None  # set on the initial meld
    meld_sets: list[list[str]] = field(default_factory=list)
    retrieved_jokers: int = 0


def read_table(raw: Any) -> list[tuple[str, ...]]:
    """Check the shape of a table in a move (list of lists of tile strings)."""
    if not isinstance(raw, list):
        raise RuleViolation(
            RULE_TILES, '테이블은 세트의 목록이어야 합니다 (예: [["b10", "b11", "b12"]])'
        )
    sets: list[tuple[str, ...]] = []
    for item in raw:
        if not isinstance(item, list | tuple):
            raise RuleViolation(
                RULE_TILES, '세트마다 타일 목록이어야 합니다 (예: ["r5", "r6", "r7"])'
            )
        for tile in item:
            if not is_tile(tile):
                raise RuleViolation(
                    RULE_TILES,
                    f"알 수 없는 타일 '{tile}'입니다. 색 글자(r 빨강, b 파랑, "
                    "k 검정, o 주황)와 숫자 1~13(예: r5), 또는 조커 j로 적습니다",
                )
        sets.append(tuple(item))
    return sets


def judge_play(
    before: Sequence[Sequence[str]],
    after_raw: Any,
    rack: Sequence[str],
    *,
    melded: bool,
    options: Mapping[str, Any],
) -> Verdict:
    """The verdict on a ``play`` move, or a :class:`RuleViolation`."""
    after = read_table(after_raw)
    old_count = Counter(t for s in before for t in s)
    new_count = Counter(t for s in after for t in s)
    missing = old_count - new_count
    if missing:
        if missing.get(JOKER):
            raise RuleViolation(
                RULE_JOKER_SAME_TURN,
                "테이블에 있던 조커가 사라졌습니다. 빼 온 조커는 "
                "받침대에 둘 수 없고, 이번 차례에 새 세트에 넣어야 합니다",
                allowed="조커를 테이블의 새 세트에 쓰세요",
            )
        lost = _plural_text(missing)
        raise RuleViolation(
            RULE_KEEP,
            f"테이블에 있던 {josa(lost, '이', '가')} 사라졌습니다. 테이블의 "
            "타일은 받침대로 가져올 수 없고, 모두 테이블의 세트에 남아야 합니다",
        )
    added = new_count - old_count
    not_held = added - Counter(rack)
    if not_held:
        raise RuleViolation(
            RULE_FROM_RACK,
            f"받침대에 없는 {josa(_plural_text(not_held), '을', '를')} "
            "내려놓았습니다. 내려놓을 수 있는 타일은 내 받침대의 타일뿐입니다",
        )
    infos = [classify(s) for s in after]
    for info in infos:
        if not info.valid:
            raise RuleViolation(info.rule_id or RULE_TILES, info.reason or "세트가 아닙니다")
    # after the sets: a table rearranged into a set that is none (a joker moved between 10 and
    # 11) says what is wrong with the set first, then that a rack tile is still owed
    if not added:
        raise RuleViolation(
            RULE_FROM_RACK,
            "받침대에서 내려놓은 타일이 없습니다. 타일을 낸다면 받침대 "
            "타일을 한 장 이상 테이블에 놓아야 합니다",
            allowed="낼 타일이 없으면 더미에서 한 장 가져오세요",
        )
    old_infos = [classify(s) for s in before]
    retrieved = _joker_moves(old_infos, infos, added, options)
    if retrieved and not melded:
        raise RuleViolation(
            RULE_JOKER_BEFORE_MELD,
            "첫 등록을 마치기 전에는 테이블의 조커를 빼 올 수 없습니다",
            allowed="먼저 받침대 타일로 30점 이상을 등록하세요",
        )
    verdict = Verdict(
        table=[list(i.tiles) for i in infos],
        placed=sorted(added.elements(), key=sort_key),
        retrieved_jokers=retrieved,
    )
    if not melded:
        _judge_initial_meld(old_infos, infos, added, options, verdict)
    return verdict


def _judge_initial_meld(
    old_infos: list[SetInfo],
    infos: list[SetInfo],
    added: Counter[str],
    options: Mapping[str, Any],
    verdict: Verdict,
) -> None:
    old_keys = Counter(i.key for i in old_infos)
    kept = Counter(i.key for i in infos) & old_keys
    touched = old_keys - kept  # old sets that are no longer on the table as they were
    # sets made of rack tiles only, best first
    pool = Counter(added)
    meld: list[SetInfo] = []
    unchanged = Counter(kept)
    for info in sorted(infos, key=lambda i: -i.value):
        if unchanged[info.key] > 0:
            unchanged[info.key] -= 1
            continue
        need = Counter(info.tiles)
        if not need - pool:
            pool -= need
            meld.append(info)
    points = sum(i.value for i in meld)
    threshold = int(options.get("initial_meld_points", INITIAL_MELD_POINTS))
    if points < threshold and options.get("manipulate_on_initial_meld", False):
        # the meld comes first and the table may be rearranged after it in the same turn, so
        # the meld's sets are read from the rack tiles played, wherever they now sit
        found = _rack_meld(added)
        if sum(i.value for i in found) > points:
            meld, points = found, sum(i.value for i in found)
    if points < threshold:
        if touched:
            raise RuleViolation(
                RULE_MELD_RACK_ONLY,
                f"받침대 타일만으로 만든 세트는 {points}점입니다. "
                "테이블에 있던 타일은 첫 등록 점수에 넣을 수 없습니다",
                allowed=f"받침대 타일만으로 새 세트를 만들어 {threshold}점 이상을 내세요",
            )
        joker_note = (
            " (조커는 대신하는 타일의 숫자로 셉니다)" if any(i.joker_roles for i in meld) else ""
        )
        raise RuleViolation(
            RULE_MELD_30,
            f"첫 등록 합계가 {points}점입니다{joker_note}. 첫 등록은 "
            f"받침대 타일로 만든 세트의 합이 {threshold}점 이상이어야 합니다",
            allowed="30점이 안 되면 더미에서 한 장 가져오세요",
        )
    if (touched or pool) and not options.get("manipulate_on_initial_meld", False):
        raise RuleViolation(
            RULE_AFTER_MELD,
            "첫 등록을 하는 차례에는 테이블에 있던 세트를 건드리거나 "
            "거기에 붙일 수 없습니다. 붙이기와 조작은 다음 차례부터 합니다",
            allowed="이번 차례에는 받침대 타일로 만든 새 세트만 내려놓으세요",
        )
    verdict.meld_points = points
    verdict.meld_sets = [list(i.tiles) for i in meld]


def _rack_meld(added: Counter[str]) -> list[SetInfo]:
    """The best sets made of the played rack tiles alone (under the option that allows
    rearranging the table in the meld turn, the meld is read from them): the solver's
    initial-meld search (30 points or more, most tiles) and its plain search (most tiles,
    then most value) on an empty table, the more valuable answer. Bounded by the hint's
    work budget, so the answer is the same on every machine."""
    from tutor.games.rummikub import solver as sv

    tiles = sorted(added.elements(), key=sort_key)
    best: list[SetInfo] = []
    for initial in (True, False):
        try:
            found = sv.solve(tiles, [], initial=initial, work=sv.Work(sv.HINT_NODES))
        except ValueError:
            continue
        infos = [classify(s) for s in found.table]
        if all(i.valid for i in infos) and sum(i.value for i in infos) > sum(i.value for i in best):
            best = infos
    return best


def _joker_moves(
    old_infos: list[SetInfo],
    infos: list[SetInfo],
    added: Counter[str],
    options: Mapping[str, Any],
) -> int:
    """How many table jokers were taken out of their place; checks their replacement and
    their new set.

    A table only shows where jokers stand, not which joker is which, so the engine decides
    which old set each joker now belongs to:

    - a table joker *stays* when some joker on the new table stands for a tile it could stand
      for (its role) **and** sits in a set with at least one of its old set-mates (the real
      tiles of its old set): its old set grown, shrunk or split, the joker keeping its role
      and its neighbours. A group's joker stays in a group of its number beside an old
      set-mate whatever colour it now stands for (a set-mate leaving the group frees its
      colour for the joker). Each new joker vouches for one old joker at most.
    - otherwise it was *moved* (freed), and then a tile it stood for must be on the new table
      in a set with one of its old set-mates (its replacement, "in its place"), and the freed
      joker must sit in a *new* set: not the set that holds its replacement (that is its old
      set again; with duplicate tiles, some other set must hold a replacement), and holding
      a tile from the rack under the default option ``joker_set_needs_rack_tile``; one set
      per freed joker.

    When the pairing can be made in more than one way (two jokers), the play is judged by the
    most favourable pairing: the verdict never depends on the order the sets are listed in.
    So is a set that reads both as a run and as a group (one tile, two jokers, before or
    after): the play stands when one of its readings accepts it, with the fewest jokers
    taken out."""
    if not any(info.joker_roles for info in old_infos):
        return 0
    shown: tuple[str, SetInfo | None, frozenset[str]] | None = None
    fewest: int | None = None
    for olds, news in _read_both_ways(old_infos, infos):
        old_roles = [(info, role) for info in olds for role in info.joker_roles]
        new_roles = [(info, role) for info in news for role in info.joker_roles]
        first_fault: tuple[str, SetInfo | None, frozenset[str]] | None = None
        for pairing in _pairings(old_roles, new_roles):
            fault = _pairing_fault(old_roles, new_roles, pairing, news, added, options)
            if fault is None:
                moved = len(old_roles) - len(pairing)
                fewest = moved if fewest is None else min(fewest, moved)
                break
            first_fault = first_fault or fault
        # the fault named is the reading's that came closest: its joker replaced, if any
        if first_fault is not None and (
            shown is None or (shown[0] == "replace" and first_fault[0] != "replace")
        ):
            shown = first_fault
    if fewest is not None:
        return fewest
    assert shown is not None  # there is always at least one pairing
    raise _fault_error(shown, options)


def _read_both_ways(
    old_infos: Sequence[SetInfo], infos: Sequence[SetInfo]
) -> Iterator[tuple[list[SetInfo], list[SetInfo]]]:
    """The tables before and after under every reading of their sets, the sets' own
    (classify's) readings first. Only a set of one tile and two jokers reads two ways, and
    the box has two jokers, so there are at most four."""
    both = [*old_infos, *infos]
    if not any(info.alternatives for info in both):
        yield list(old_infos), list(infos)
        return
    cut = len(old_infos)
    for choice in product(*(readings(info) for info in both)):
        yield list(choice[:cut]), list(choice[cut:])


def joker_rules_hold(
    old_infos: Sequence[SetInfo],
    infos: Sequence[SetInfo],
    added: Counter[str],
    options: Mapping[str, Any],
) -> bool:
    """Whether the joker rules accept a new table (as :func:`_joker_moves`, without building
    the explanation): for a search that judges many tables."""
    if not any(info.joker_roles for info in old_infos):
        return True
    for olds, news in _read_both_ways(old_infos, infos):
        old_roles = [(info, role) for info in olds for role in info.joker_roles]
        new_roles = [(info, role) for info in news for role in info.joker_roles]
        if any(
            _pairing_fault(old_roles, new_roles, pairing, news, added, options) is None
            for pairing in _pairings(old_roles, new_roles)
        ):
            return True
    return False


def neighbours_of(info: SetInfo) -> frozenset[str]:
    """A table joker's old set-mates: the real tiles of its set."""
    return frozenset(t for t in info.tiles if t != JOKER)


def joker_stays(
    old_info: SetInfo, role: frozenset[str], new_info: SetInfo, new_role: frozenset[str]
) -> bool:
    """Whether a joker of the new table (``new_role`` in ``new_info``) keeps a table joker in
    place: beside one of its old set-mates, standing for a tile of its role; a group's joker
    for any colour its group now lacks (a set-mate that leaves a group frees its colour for
    the joker, as in r2-b2-k2-j → r2-b2-j, then o2 added: the joker is k2)."""
    if neighbours_of(old_info).isdisjoint(new_info.tiles):
        return False
    if old_info.kind == "group":
        return new_info.kind == "group" and _number_of(role) == _number_of(new_role)
    return bool(role & new_role)


def _number_of(role: frozenset[str]) -> int:
    return int(next(iter(role))[1:])


def _pairings(
    old_roles: Sequence[tuple[SetInfo, frozenset[str]]],
    new_roles: Sequence[tuple[SetInfo, frozenset[str]]],
) -> list[dict[int, int]]:
    """Every way to pair old jokers with new jokers that keep them in place (standing for a
    tile of their role, beside one of their old set-mates; each new joker once), most pairs
    first, same-role pairs before overlapping ones."""
    out: list[tuple[int, int, dict[int, int]]] = []
    fits = [
        [
            k
            for k, (new_info, new_role) in enumerate(new_roles)
            if joker_stays(old_info, role, new_info, new_role)
        ]
        for old_info, role in old_roles
    ]

    def walk(i: int, taken: frozenset[int], pairs: dict[int, int]) -> None:
        if i == len(old_roles):
            same = sum(1 for o, n in pairs.items() if old_roles[o][1] == new_roles[n][1])
            out.append((-len(pairs), -same, dict(pairs)))
            return
        for k in fits[i]:
            if k not in taken:
                pairs[i] = k
                walk(i + 1, taken | {k}, pairs)
                del pairs[i]
        walk(i + 1, taken, pairs)

    walk(0, frozenset(), {})
    out.sort(key=lambda item: (item[0], item[1]))
    return [pairs for _, _, pairs in out]


def _pairing_fault(
    old_roles: Sequence[tuple[SetInfo, frozenset[str]]],
    new_roles: Sequence[tuple[SetInfo, frozenset[str]]],
    pairing: dict[int, int],
    infos: Sequence[SetInfo],
    added: Counter[str],
    options: Mapping[str, Any],
) -> tuple[str, SetInfo | None, frozenset[str]] | None:
    """What the rules refuse under one pairing: ("replace", old set, role) for a freed joker
    with no replacement, ("home", None, ∅) for freed jokers without a set holding a rack
    tile, ("again", old set, role) for a freed joker that could only go back into its old
    set; None when nothing is refused."""
    freed = [old_roles[i] for i in range(len(old_roles)) if i not in pairing]
    if not freed:
        return None
    for old_info, role in freed:
        if not joker_replaced(old_info, role, infos, options):
            return ("replace", old_info, role)
    used = set(pairing.values())
    # the sets (by place on the new table) of the jokers no old joker stays as
    where = [i for i, info in enumerate(infos) for _ in info.joker_roles]
    homes = [where[k] for k in range(len(new_roles)) if k not in used]
    needs_rack = options.get("joker_set_needs_rack_tile", True)
    plain_added = {t for t, n in added.items() if n > 0 and t != JOKER}
    with_rack = [not needs_rack or not plain_added.isdisjoint(infos[i].tiles) for i in homes]
    # which homes each freed joker may take: a new set, i.e. not the only set that holds its
    # replacement (that would be its old set again), with a rack tile in it by default
    fits = []
    for old_info, role in freed:
        places = {
            i for i, info in enumerate(infos) if joker_replaced(old_info, role, [info], options)
        }
        fits.append([k for k, i in enumerate(homes) if with_rack[k] and places - {i}])
    if _matched(fits, 0, frozenset()):
        return None
    # name the fault: a freed joker that could only go back into its old set
    for (old_info, role), choice in zip(freed, fits, strict=True):
        if not choice and any(
            ok and joker_replaced(old_info, role, [infos[i]], options)
            for i, ok in zip(homes, with_rack, strict=True)
        ):
            return ("again", old_info, role)
    return ("home", None, frozenset())


def _matched(fits: Sequence[Sequence[int]], i: int, taken: frozenset[int]) -> bool:
    """Whether every freed joker from ``i`` on gets a set of its own among ``fits``."""
    if i == len(fits):
        return True
    return any(_matched(fits, i + 1, taken | {k}) for k in fits[i] if k not in taken)


def joker_replaced(
    old_info: SetInfo, role: frozenset[str], infos: Sequence[SetInfo], options: Mapping[str, Any]
) -> bool:
    """Whether some new set holds a tile the joker stood for beside one of its old set-mates
    (under the 1980 variant: a joker-free 4-group, for a joker of a 3-group)."""
    neighbours = {t for t in old_info.tiles if t != JOKER}
    both = (
        options.get("group_joker_needs_both_colours", False)
        and old_info.kind == "group"
        and len(old_info.tiles) == 3
    )
    for info in infos:
        tiles = set(info.tiles)
        if not (tiles & role) or not (tiles & neighbours):
            continue
        if both and (info.kind != "group" or len(info.tiles) != 4 or JOKER in info.tiles):
            continue
        return True
    return False


def _fault_error(
    fault: tuple[str, SetInfo | None, frozenset[str]], options: Mapping[str, Any]
) -> RuleViolation:
    kind, old_info, role = fault
    if kind == "again":
        assert old_info is not None
        return RuleViolation(
            RULE_JOKER_SAME_TURN,
            f"{describe_set(old_info.tiles)}에서 빼 온 조커를 "
            "조커 자리의 타일이 들어간 원래 세트에 다시 넣었습니다. 빼 온 조커는 이번 "
            "차례에 새 세트에 써야 합니다",
            allowed="빼 온 조커는 다른 세트에 쓰거나, 조커를 그 자리에 그대로 두세요",
        )
    if kind == "home":
        return RuleViolation(
            RULE_JOKER_SAME_TURN,
            "빼 온 조커를 넣은 세트에 받침대 타일이 없습니다. "
            "빼 온 조커는 이번 차례에 받침대 타일을 한 장 이상 함께 써서 새 세트를 "
            "만들어야 합니다",
        )
    assert old_info is not None
    stood_for = " 또는 ".join(tile_name(t) for t in sorted(role))
    if (
        options.get("group_joker_needs_both_colours", False)
        and old_info.kind == "group"
        and len(old_info.tiles) == 3
    ):
        return RuleViolation(
            RULE_GROUP_JOKER_BOTH_COLOURS,
            f"{describe_set(old_info.tiles)}의 조커는 빠진 두 색을 모두 채워 조커 없는 "
            "4장 그룹을 만들어야 빼 올 수 있습니다(변형 규칙)",
        )
    return RuleViolation(
        RULE_JOKER_RETRIEVE,
        f"{describe_set(old_info.tiles)}에서 조커를 빼려면 그 "
        f"자리에 조커가 대신하던 {josa(stood_for, '을', '를')} 넣어야 합니다",
        allowed="조커 자리의 타일을 받침대나 테이블에서 가져와 바꿔 넣으세요",
    )


def _plural_text(count: Counter[str]) -> str:
    parts = []
    for tile, n in sorted(count.items()):
        parts.append(tile_name(tile) + (f" {n}장" if n > 1 else ""))
    return ", ".join(parts)


__all__ = ["Verdict", "judge_play", "read_table", "tiles_text"]
