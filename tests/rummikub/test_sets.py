"""Set logic: tiles, runs, groups, jokers, values and the Korean reasons."""

from __future__ import annotations

import pytest

from tutor.games.rummikub.sets import (
    Tile,
    classify,
    describe_set,
    full_set,
    parse_tile,
    tile_name,
)


def test_parse_tile() -> None:
    assert parse_tile("r5") == Tile("r", 5)
    assert parse_tile("k13") == Tile("k", 13)
    assert parse_tile("j").is_joker
    for bad in ("r0", "r14", "x5", "R5", "", "jj", "b"):
        with pytest.raises(ValueError):
            parse_tile(bad)


def test_full_set_has_106_tiles() -> None:
    tiles = full_set()
    assert len(tiles) == 106
    assert tiles.count("j") == 2
    assert tiles.count("o13") == 2
    assert len(set(tiles)) == 53


def test_run_and_value() -> None:
    info = classify(["b10", "b11", "b12"])
    assert (info.kind, info.value) == ("run", 33)
    assert (
        classify(
            ["o1", "o2", "o3", "o4", "o5", "o6", "o7", "o8", "o9", "o10", "o11", "o12", "o13"]
        ).value
        == 91
    )


def test_run_gap_message_names_the_missing_number() -> None:
    info = classify(["r4", "r5", "r7"])
    assert not info.valid
    assert info.rule_id == "rummikub.sets.run"
    assert info.reason == "빨강 4-5-7은 연속이 아닙니다: 6이 빠졌습니다"


@pytest.mark.parametrize(
    ("tiles", "said"),
    [
        # one joker between 10 and 11 is not "too many jokers": there is no place for it
        (
            ["r10", "j", "r11"],
            "10과 11은 바로 이어지는 수라 그 사이에 조커가 들어갈 자리가 없습니다",
        ),
        (["r3", "j", "j", "r5"], "3과 5 사이에는 빈 수가 1개인데 조커가 2장 있습니다"),
    ],
)
def test_a_joker_with_no_place_between_two_numbers_is_said_so(tiles, said) -> None:
    info = classify(tiles)
    assert not info.valid and info.rule_id == "rummikub.sets.run"
    assert (info.reason or "").endswith(said)


@pytest.mark.parametrize("tiles", [["r12", "r13", "r1"], ["r13", "r1", "r2"]])
def test_no_wrap_from_13_to_1(tiles: list[str]) -> None:
    info = classify(tiles)
    assert info.rule_id == "rummikub.sets.run"
    assert "1은 가장 작은 수" in (info.reason or "")


def test_jokerless_run_in_any_order_is_read_low_to_high() -> None:
    assert classify(["r6", "r4", "r5"]).tiles == ("r4", "r5", "r6")


def test_group_rules() -> None:
    assert classify(["r7", "b7", "k7"]).kind == "group"
    assert classify(["r7", "b7", "k7", "o7"]).value == 28
    same = classify(["r7", "r7", "b7"])
    assert same.rule_id == "rummikub.sets.group"
    assert "빨강이 두 장" in (same.reason or "")
    assert classify(["r7", "b7", "k7", "o7", "j"]).rule_id == "rummikub.sets.group"


def test_mixed_tiles_are_no_set_and_short_sets_are_loose() -> None:
    assert classify(["r5", "b7", "k9"]).rule_id == "rummikub.sets.set"
    assert classify(["r5", "r6"]).rule_id == "rummikub.manipulation.no-loose-tiles"


def test_joker_roles() -> None:
    run = classify(["r4", "j", "r6"])
    assert run.joker_roles == (frozenset({"r5"}),)
    assert run.value == 15
    front = classify(["j", "r5", "r6"])
    assert front.joker_roles == (frozenset({"r4"}),)
    group = classify(["r7", "b7", "j"])
    assert group.joker_roles == (frozenset({"k7", "o7"}),)
    assert group.value == 21
    full = classify(["r7", "b7", "k7", "j"])
    assert full.joker_roles == (frozenset({"o7"}),)


def test_ambiguous_joker_set_reads_both_ways_the_more_valuable_first() -> None:
    # (tests/rummikub/test_two_joker_sets.py holds the rules around it)
    both = classify(["r5", "j", "j"])
    assert (both.kind, both.value) == ("run", 18)
    assert [(a.kind, a.value) for a in both.alternatives] == [("group", 15)]
    assert classify(["r12", "j", "j"]).kind == "group"  # 12-13-14 is no run
    assert classify(["r12", "j", "j"]).alternatives == ()


def test_joker_cannot_stand_outside_1_to_13() -> None:
    assert classify(["j", "r1", "r2"]).rule_id == "rummikub.sets.run"
    assert classify(["r12", "r13", "j"]).rule_id == "rummikub.sets.run"
    assert classify(["r1", "r3", "j"]).rule_id == "rummikub.sets.run"
    assert classify(["r1", "j", "r3"]).valid


def test_korean_labels() -> None:
    assert tile_name("b9") == "파랑 9"
    assert tile_name("j") == "조커"
    assert describe_set(["b9", "b10", "b11"]) == "파랑 9-10-11"
    assert describe_set(["r8", "b8", "k8"]) == "8 그룹(빨강·파랑·검정)"


def test_beyond_the_box_names_the_first_tile_named_too_often():
    from tutor.games.rummikub.sets import beyond_the_box

    assert beyond_the_box(["r5", "r5", "b5", "j", "j"]) is None  # two of each, two jokers
    assert beyond_the_box(["r5", "r5", "r5"]) == ("r5", 3, 2)
    assert beyond_the_box(["j", "j", "j", "b1", "b1", "b1"]) == ("b1", 3, 2)  # name order
    assert beyond_the_box(["j"] * 3) == ("j", 3, 2)
