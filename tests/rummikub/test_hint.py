"""The Rummikub hint: known cases, Korean steps, bad input, and the engine's approval."""

from __future__ import annotations

import random
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from tutor.games import get_engine
from tutor.games.rummikub.hint import HintInputError, hint
from tutor.games.rummikub.solver import is_valid_set, meld_value, solve

ROOT = Path(__file__).resolve().parents[2]
HANGUL = re.compile("[가-힣]")


def _consistent(rack: list[str], table: list[list[str]], result: dict) -> None:
    assert all(is_valid_set(s) for s in result["table"])
    assert Counter(result["placed"]) <= Counter(rack)
    assert Counter(t for s in result["table"] for t in s) == (
        Counter(t for s in table for t in s) + Counter(result["placed"])
    )
    assert HANGUL.search(result["explanation"])


# --------------------------------------------------------------------------- known cases


def test_run_with_joker_on_empty_table_places_all_four() -> None:
    result = hint(["r5", "r6", "r7", "j"], [])
    assert sorted(result["placed"]) == ["j", "r5", "r6", "r7"]
    assert len(result["table"]) == 1
    _consistent(["r5", "r6", "r7", "j"], [], result)


def test_group_with_joker_places_all_four() -> None:
    result = hint(["k8", "b8", "o8", "j"], [["b1", "b2", "b3"]])
    assert sorted(result["placed"]) == ["b8", "j", "k8", "o8"]
    assert ["b1", "b2", "b3"] in result["table"]  # nothing on the table needs to move
    assert result["changed"] == []
    _consistent(["k8", "b8", "o8", "j"], [["b1", "b2", "b3"]], result)


def test_unplayable_rack_places_nothing_and_says_so_in_korean() -> None:
    table = [["b1", "b2", "b3"], ["k7", "o7", "r7"]]
    result = hint(["r1", "o5", "b11"], table)
    assert result["placed"] == []
    assert result["table"] == table
    assert result["steps"] == []
    assert "가져오" in result["explanation"]


def test_split_is_explained_step_by_step() -> None:
    # r4-r5-r6-r7 must be split: r4-r5-r6 stays, the rack's r5 r6 r8 join the r7
    table = [["r4", "r5", "r6", "r7"]]
    result = hint(["r5", "r6", "r8"], table)
    assert sorted(result["placed"]) == ["r5", "r6", "r8"]
    text = " ".join(result["steps"])
    assert "나눕니다" in text and "받침대" in text and "빨강 4-5-6-7 연속" in text
    _consistent(["r5", "r6", "r8"], table, result)


def test_extending_a_set_is_one_step() -> None:
    result = hint(["r8", "r9"], [["r4", "r5", "r6", "r7"]])
    assert result["steps"] == [
        "빨강 4-5-6-7 연속에 받침대의 빨강 8-9를 붙여 빨강 4-5-6-7-8-9 연속을 만듭니다."
    ]


def test_joker_retrieval_uses_the_freed_joker() -> None:
    # r9 replaces the joker of r7-r8-j; the joker then completes k11-j-k13 with the rack's k11
    table = [["r7", "r8", "j"], ["k12", "b12", "o12"]]
    rack = ["r9", "k11", "k13"]
    result = hint(rack, table)
    assert result["placed"]
    _consistent(rack, table, result)


# --------------------------------------------------------------------------- initial meld


def test_initial_meld_counts_the_joker_as_its_tile() -> None:
    result = hint(["r10", "r11", "r12", "j", "b1"], [["k1", "k2", "k3"]], initial=True)
    assert sorted(result["placed"]) == ["j", "r10", "r11", "r12"]
    assert result["table"][0] == ["k1", "k2", "k3"]  # the table is not touched
    assert result["value"] >= 30
    assert "등록" in result["explanation"]


def test_initial_meld_below_thirty_places_nothing() -> None:
    result = hint(["r1", "r2", "r3", "b5", "k5", "o5"], [], initial=True)
    assert result["placed"] == []  # 6 + 15 = 21 points
    assert "30" in result["explanation"]


def test_initial_meld_takes_the_most_tiles_worth_thirty() -> None:
    rack = ["r1", "r2", "r3", "k10", "b10", "o10", "k13"]
    result = hint(rack, [], initial=True)
    assert sorted(result["placed"]) == ["b10", "k10", "o10", "r1", "r2", "r3"]
    assert sum(meld_value(s) for s in result["table"]) == 36


def test_initial_meld_does_not_use_table_tiles() -> None:
    # r11 r12 on the table would make r11-r12-r13 worth 36, but the meld is rack-only
    result = hint(["r13", "b13"], [["r10", "r11", "r12"]], initial=True)
    assert result["placed"] == []
    assert solve(["r13", "b13"], [["r10", "r11", "r12"]]).count == 1


# --------------------------------------------------------------------------- bad input


@pytest.mark.parametrize(
    ("rack", "table", "word"),
    [
        (["x5"], [], "타일이 아닙니다"),
        (["r14"], [], "타일이 아닙니다"),
        (["r0"], [], "타일이 아닙니다"),
        (["r5", "r5"], [["r5", "b5", "k5"]], "2장뿐"),
        (["j"], [["j", "r2", "r3"], ["b1", "j", "b3"]], "2장뿐"),
        (["r5"], [["r1", "r2", "r4"]], "올바른 세트가 아닙니다"),
        (["r5"], [["r1", "b1"]], "올바른 세트가 아닙니다"),
        (["r5"], [["r3", "r2", "r1"]], "올바른 세트가 아닙니다"),
        ("r5 r6", [], "타일 목록"),
    ],
)
def test_bad_input_raises_a_korean_error(rack, table, word) -> None:
    with pytest.raises(HintInputError) as caught:
        hint(rack, table)
    assert isinstance(caught.value, ValueError)
    assert word in str(caught.value)
    assert HANGUL.search(str(caught.value))


# --------------------------------------------------------------------------- engine


def _position(rng: random.Random) -> tuple[list[str], list[list[str]]]:
    from positions import random_set

    pool = Counter({f"{c}{n}": 2 for c in "rbko" for n in range(1, 14)})
    pool["j"] = 2
    table: list[list[str]] = []
    for _ in range(rng.randint(3, 9)):
        tiles = random_set(rng)
        if pool["j"] and rng.random() < 0.2:
            tiles[rng.randrange(len(tiles))] = "j"
        if all(pool[t] >= k for t, k in Counter(tiles).items()):
            pool.subtract(tiles)
            table.append(tiles)
    rack = rng.sample(list(pool.elements()), rng.randint(3, 10))
    return rack, table


@pytest.mark.parametrize("seed", range(4))
def test_every_hint_is_accepted_by_the_engine(seed: int) -> None:
    from tutor.engine import SetupError

    rng = random.Random(seed)
    engine = get_engine("rummikub")
    for _ in range(12):
        rack, table = _position(rng)
        for initial in (False, True):
            result = hint(rack, table, initial=initial)
            _consistent(rack, table, result)
            if not result["placed"]:
                continue
            assert result["validated"] is True
            assert result["steps"] and all(HANGUL.search(s) for s in result["steps"])
            setup = {
                "racks": [rack, []],
                "table": table,
                "melded": [not initial, True],
                "to_move": 0,
            }
            try:
                state = engine.new_game(2, setup=setup)
            except SetupError:
                state = engine.new_game(2, setup={**setup, "racks": [rack, None]})
            state.apply({"type": "play", "table": result["table"]})


def test_known_cases_are_accepted_by_the_engine() -> None:
    assert hint(["r5", "r6", "r7", "j"], [])["validated"] is True
    assert hint(["k8", "b8", "o8", "j"], [["r1", "r2", "r3"]])["validated"] is True
    assert hint(["r10", "r11", "r12", "j"], [], initial=True)["validated"] is True


# --------------------------------------------------------------------------- bench


def test_bench_script_runs() -> None:
    done = subprocess.run(
        [
            sys.executable,
            str(ROOT / "bench" / "hint.py"),
            "--positions",
            "3",
            "--adversarial",
            "1",
            "--passes",
            "1",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert "median" in done.stdout and "p95" in done.stdout and "max" in done.stdout
    assert "rack 104" in done.stdout and "adversarial max" in done.stdout


def test_joker_retrieval_rules_are_respected() -> None:
    # The free search pulls the joker out of r1-j-k1-b1 without putting o1 in its place; the
    # engine refuses that, so the hint falls back to a play that keeps or replaces the joker.
    rack = ["k7", "b6", "k10", "b9", "k6", "k1", "k5"]
    table = [
        ["r7", "o7", "k7", "b7"],
        ["j", "b4", "k4"],
        ["r1", "j", "k1", "b1"],
        ["b7", "b8", "b9"],
        ["r5", "r6", "r7", "r8"],
        ["r11", "k11", "o11"],
        ["r1", "r2", "r3", "r4"],
        ["o8", "b8", "k8", "r8"],
        ["k4", "o4", "b4"],
        ["k12", "o12", "r12"],
        ["o6", "o7", "o8"],
        ["o1", "o2", "o3", "o4"],
    ]
    free = solve(rack, table)
    result = hint(rack, table)
    assert result["validated"] is True
    assert 0 < len(result["placed"]) <= free.count
    _consistent(rack, table, result)


def test_a_joker_move_the_rules_refuse_does_not_count() -> None:
    # The free search places 3 by moving the joker of b4-b5-j-b7 (no b6 on the rack to put in
    # its place); the engine refuses that. The best legal play places 2, and the search
    # proves it: no note that a better play might exist.
    rack = ["o7", "r5", "o11", "r1", "k3", "b3", "o2"]
    table = [
        ["b4", "b5", "j", "b7"],
        ["b5", "k5", "o5", "r5"],
        ["k6", "k7", "k8"],
        ["k4", "k5", "k6", "k7", "k8", "k9"],
        ["k11", "r11", "b11", "o11"],
    ]
    free = solve(rack, table)
    result = hint(rack, table)
    _consistent(rack, table, result)
    assert result["validated"] is True
    assert len(result["placed"]) == free.count - 1 == 2
    assert result["exact"] is True
    assert "최선이라고 확인하지는" not in result["explanation"]


@pytest.mark.parametrize("seed", range(3))
def test_exact_flag_and_its_note_agree(seed: int) -> None:
    # The free optimum bounds every legal play: reaching it is always proven best; a play that
    # is not proven best says so in the explanation.
    rng = random.Random(100 + seed)
    for _ in range(12):
        rack, table = _position(rng)
        free = solve(rack, table)
        result = hint(rack, table)
        placed = (len(result["placed"]), result["value"])
        assert placed <= (free.count, free.value)
        if placed == (free.count, free.value):
            assert result["exact"] is True
        assert ("최선이라고 확인하지는 못했습니다" in result["explanation"]) is (
            not result["exact"]
        )


# A table joker moved to a set that gives it the same role, with no tile of its role put in
# its place: the rules refuse it (issue 16), so the best legal play places nothing, and the
# search proves it. Read independently of the engine: no tile the joker stood for is on the
# rack, and none can leave the table's other sets.
MOVED_JOKER_CASES = [
    (["o5", "o6"], [["r7", "b7", "k7", "j"]]),
    (["r1", "r2"], [["b3", "k3", "o3", "j"]]),
    (["b5", "k5"], [["r4", "j", "r6"], ["r1", "r2", "r3"], ["r7", "r8", "r9"]]),
]


@pytest.mark.parametrize(("rack", "table"), MOVED_JOKER_CASES)
def test_a_joker_moved_without_its_tile_gives_no_hint(
    rack: list[str], table: list[list[str]]
) -> None:
    result = hint(rack, table)
    assert result["placed"] == []
    assert result["exact"] is True


@pytest.mark.parametrize(("rack", "table"), MOVED_JOKER_CASES[:2])
def test_the_exhaustive_reference_refuses_a_joker_moved_without_its_tile(
    rack: list[str], table: list[list[str]]
) -> None:
    from legal_brute import legal_best

    assert legal_best(rack, table) == (0, 0)


def test_a_freed_group_joker_needs_a_rack_tile_in_its_new_set() -> None:
    # k7 frees the joker of r7-b7-j; o5-o6-j would hold table tiles only, so the hint keeps the
    # joker and adds k7 to the group
    rack, table = ["k7"], [["r7", "b7", "j"], ["o2", "o3", "o4", "o5", "o6"]]
    result = hint(rack, table)
    assert result["placed"] == ["k7"] and result["exact"] is True
    assert ["r7", "b7", "k7", "j"] in result["table"]


def test_a_freed_joker_beside_a_joker_that_stays_is_proven_best() -> None:
    # o5 frees the joker of j-o6-o7; its new set is k2-j-k4-k5-k6 with the joker that stays
    # at k3: j-k2-j-k4-k5-k6. The search asks for the run that keeps the k3 joker and is the
    # freed joker's home at once, and proves the two tiles best (it used to give one, unproven)
    rack = ["r3", "k2", "o5"]
    table = [
        ["r6", "o6", "k6", "b6"],
        ["j", "k4", "k5", "k6"],
        ["j", "o6", "o7"],
        ["b7", "r7", "o7"],
    ]
    result = hint(rack, table)
    _consistent(rack, table, result)
    assert sorted(result["placed"]) == ["k2", "o5"]
    assert result["exact"] is True and result["validated"] is True
    assert ["o5", "o6", "o7"] in result["table"]


def test_two_freed_jokers_in_one_home_that_is_a_replacement_set_are_proven_refused() -> None:
    # o2 in j-o3-o4 and a k7 from a run in r7-b7-j-o7 free both jokers; the only set that could
    # be their home with a rack tile is o2-o3-o4-j-j, o2's old set again. The search asks for
    # o2 beside o3/o4 apart from the shared home, finds no such plan, and proves nothing legal
    rack = ["o2"]
    table = [
        ["r7", "b7", "j", "o7"],
        ["j", "o3", "o4"],
        ["k3", "k4", "k5", "k6", "k7"],
        ["k3", "k4", "k5", "k6", "k7"],
    ]
    result = hint(rack, table)
    assert result["placed"] == [] and result["exact"] is True
