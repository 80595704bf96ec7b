"""Turns judged by the table before and after: the seed's examples and the rules around them."""

from __future__ import annotations

import pytest
from turns import play, refused

from tutor.engine import RuleViolation, SetupError
from tutor.games.rummikub import ENGINE
from tutor.games.rummikub.match import match_standings, match_winners
from tutor.games.rummikub.scoring import rack_sum, split_gain


# --- the seed's tutorial -------------------------------------------------------------------
def test_rumi_initial_meld_of_33(make_position) -> None:
    state = make_position([["b10", "b11", "b12", "k1"], ["r2", "r3"]], melded=[False, False])
    events = play(state, [["b10", "b11", "b12"]])
    meld = next(e for e in events if e["type"] == "initial-meld")
    assert meld["points"] == 33
    assert meld["breakdown"] == "10 + 11 + 12 = 33점"
    assert state.melded == [True, False]
    assert state.current_player() == 1


def test_kubi_cannot_meld_and_draws(make_position) -> None:
    state = make_position(
        [["k1"], ["b4", "b5", "b6", "r2"]], [["b10", "b11", "b12"]], melded=[True, False], to_move=1
    )
    refused(state, [["b10", "b11", "b12"], ["b4", "b5", "b6"]], "rummikub.meld.initial-30")
    events = state.apply({"type": "draw"})
    assert events[0]["tiles"] == ["o1"]
    assert len(state.racks[1]) == 5
    assert state.current_player() == 0


def test_kubi_adds_blue_9_after_melding(make_position) -> None:
    state = make_position([["k1"], ["b9", "r2"]], [["b10", "b11", "b12"]], to_move=1)
    play(state, [["b9", "b10", "b11", "b12"]])
    assert state.table == [["b9", "b10", "b11", "b12"]]
    assert state.racks[1] == ["r2"]


def test_adding_blue_9_before_melding_is_refused(make_position) -> None:
    state = make_position(
        [["k1"], ["b9", "r2"]], [["b10", "b11", "b12"]], melded=[True, False], to_move=1
    )
    refused(state, [["b9", "b10", "b11", "b12"]], "rummikub.meld.rack-only")


# --- the four manipulation examples -------------------------------------------------------
def test_manipulation_add_3_to_4_5_6(make_position) -> None:
    state = make_position([["b3", "b2", "k1"], ["r2"]], [["b4", "b5", "b6"]])
    refused(state, [["b2", "b4", "b5", "b6"]], "rummikub.sets.run")
    message = refused(state, [["b4", "b5", "b6"], ["b3"]], "rummikub.manipulation.no-loose-tiles")
    assert "3장 이상" in message.message
    play(state, [["b3", "b4", "b5", "b6"]])
    assert state.table == [["b3", "b4", "b5", "b6"]]


def test_manipulation_take_a_4_from_a_group_of_four(make_position) -> None:
    state = make_position([["b3", "b5", "b6", "k1"], ["r2"]], [["r4", "b4", "k4", "o4"]])
    refused(
        state,
        [["k4", "o4"], ["r4"], ["b3", "b4", "b5", "b6"]],
        "rummikub.manipulation.no-loose-tiles",
    )
    play(state, [["r4", "k4", "o4"], ["b3", "b4", "b5", "b6"]])
    assert state.racks[0] == ["k1"]


def test_manipulation_add_11_and_move_the_8_into_a_group(make_position) -> None:
    state = make_position([["b11", "r8", "k8", "o1"], ["r2"]], [["b8", "b9", "b10"]])
    refused(state, [["b9", "b10"], ["b8", "r8", "k8"]], "rummikub.manipulation.no-loose-tiles")
    play(state, [["b9", "b10", "b11"], ["b8", "r8", "k8"]])
    assert state.racks[0] == ["o1"]


def test_manipulation_split_a_long_run_to_insert_a_tile(make_position) -> None:
    state = make_position([["r5", "k1"], ["r2"]], [["r3", "r4", "r5", "r6", "r7"]])
    refused(state, [["r3", "r4", "r5", "r6"], ["r5", "r7"]], "rummikub.manipulation.no-loose-tiles")
    play(state, [["r3", "r4", "r5"], ["r5", "r6", "r7"]])


def test_a_table_tile_may_not_vanish(make_position) -> None:
    state = make_position([["r5", "r6", "r7", "k1"], ["r2"]], [["b9", "b10", "b11", "b12"]])
    message = refused(
        state, [["b10", "b11", "b12"], ["r5", "r6", "r7"]], "rummikub.manipulation.keep-table-tiles"
    )
    assert message.message.startswith("테이블에 있던 파랑 9가 사라졌습니다")


def test_a_play_must_add_a_rack_tile(make_position) -> None:
    state = make_position([["k1"], ["r2"]], [["b3", "b4", "b5", "b6", "b7", "b8"]])
    refused(state, [["b3", "b4", "b5"], ["b6", "b7", "b8"]], "rummikub.turn.play-from-rack")
    refused(state, [["b3", "b4", "b5", "b6", "b7", "b8", "b9"]], "rummikub.turn.play-from-rack")


def test_a_table_rearranged_into_no_set_says_so_before_the_missing_rack_tile(make_position) -> None:
    # the joker moved between 10 and 11 with no rack tile yet: what is wrong with the run is
    # said first (a usability pass read only 「받침대에서 내려놓은 타일이 없습니다」)
    state = make_position([["k1"], ["r2"]], [["b10", "b11", "b12"], ["r3", "j", "r5", "r6"]])
    found = refused(state, [["b10", "j", "b11", "b12"], ["r3", "r5", "r6"]], "rummikub.sets.run")
    assert "조커" in found.message and "받침대" not in found.message


# --- the initial meld ----------------------------------------------------------------------
def test_initial_meld_below_30_is_refused(make_position) -> None:
    state = make_position([["r8", "r9", "r10", "k1"], ["r2"]], melded=[False, False])
    message = refused(state, [["r8", "r9", "r10"]], "rummikub.meld.initial-30")
    assert "27점" in message.message


def test_initial_meld_may_combine_sets(make_position) -> None:
    state = make_position(
        [["r4", "b4", "k4", "b5", "b6", "b7", "o1"], ["r2"]], melded=[False, False]
    )
    events = play(state, [["r4", "b4", "k4"], ["b5", "b6", "b7"]])
    assert events[0]["points"] == 30


def test_joker_counts_at_its_value_in_the_initial_meld(make_position) -> None:
    state = make_position([["r9", "j", "r11", "k2"], ["r2"]], melded=[False, False])
    events = play(state, [["r9", "j", "r11"]])
    assert events[0]["points"] == 30
    assert "rummikub.meld.joker-value" in events[0]["rule_ids"]
    low = make_position([["r8", "j", "r10", "k2"], ["r2"]], melded=[False, False])
    refused(low, [["r8", "j", "r10"]], "rummikub.meld.initial-30")


def test_table_tiles_do_not_count_for_the_initial_meld(make_position) -> None:
    state = make_position(
        [["r13", "b13", "k1"], ["r2"]], [["k13", "k12", "k11"]], melded=[False, True]
    )
    refused(state, [["k11", "k12"], ["r13", "b13", "k13"]], "rummikub.manipulation.no-loose-tiles")
    state2 = make_position(
        [["r13", "b13", "k1"], ["r2"]], [["o13", "o12", "o11", "o10"]], melded=[False, True]
    )
    refused(state2, [["o10", "o11", "o12"], ["r13", "b13", "o13"]], "rummikub.meld.rack-only")


def _meld_turn_rearranging(make_position, racks, table, after, strict_rule) -> list:
    """Refused by default (``strict_rule``), played under ``manipulate_on_initial_meld``;
    the events and the position of the played turn."""
    strict = make_position(racks, table, melded=[False, True])
    refused(strict, after, strict_rule)
    loose = make_position(
        racks, table, melded=[False, True], options={"manipulate_on_initial_meld": True}
    )
    return [play(loose, after), loose]


def test_manipulating_in_the_meld_turn_is_an_edition_option(make_position) -> None:
    events, loose = _meld_turn_rearranging(
        make_position,
        [["r10", "r11", "r12", "b9", "k1"], ["r2"]],
        [["b10", "b11", "b12"]],
        [["b9", "b10", "b11", "b12"], ["r10", "r11", "r12"]],
        "rummikub.meld.after-meld",
    )
    assert events[0]["points"] == 33
    assert loose.racks[0] == ["k1"]


def test_meld_turn_rearranging_counts_the_meld_from_the_rack_tiles(make_position) -> None:
    # issue 16 §5a: b5-b9 (35) is the meld; b4 then moves from the table's 4-group onto it
    events, _ = _meld_turn_rearranging(
        make_position,
        [["b5", "b6", "b7", "b8", "b9", "k1"], ["r2"]],
        [["b4", "r4", "k4", "o4"]],
        [["r4", "k4", "o4"], ["b4", "b5", "b6", "b7", "b8", "b9"]],
        "rummikub.meld.rack-only",
    )
    assert events[0]["points"] == 35


def test_meld_turn_rearranging_still_needs_a_meld_of_rack_tiles(make_position) -> None:
    # r9, b9, k9 make a group of 27 on their own: not enough, wherever they go
    racks = [["r9", "b9", "k9", "o1"], ["r2"]]
    table = [["r10", "r11", "r12"], ["b10", "b11", "b12"], ["k10", "k11", "k12"]]
    after = [["r9", "r10", "r11", "r12"], ["b9", "b10", "b11", "b12"], ["k9", "k10", "k11", "k12"]]
    state = make_position(
        racks, table, melded=[False, True], options={"manipulate_on_initial_meld": True}
    )
    error = refused(state, after, "rummikub.meld.rack-only")
    assert "27점" in error.message


# --- jokers --------------------------------------------------------------------------------
def test_joker_retrieval_before_the_meld_is_refused(make_position) -> None:
    state = make_position(
        [["r5", "k10", "k11", "k12", "o1"], ["r2"]], [["r4", "j", "r6"]], melded=[False, True]
    )
    refused(state, [["r4", "r5", "r6"], ["k10", "k11", "k12", "j"]], "rummikub.joker.before-meld")


def test_joker_retrieval_with_the_represented_tile(make_position) -> None:
    state = make_position([["r5", "k10", "k11", "o1"], ["r2"]], [["r4", "j", "r6"]])
    events = play(state, [["r4", "r5", "r6"], ["k10", "k11", "j"]])
    assert any(e["type"] == "joker-retrieved" for e in events)


def test_joker_must_be_replaced_by_the_tile_it_stands_for(make_position) -> None:
    state = make_position(
        [["r3", "r7", "k10", "k11", "o1"], ["r2"]], [["r4", "j", "r6"], ["b1", "b2", "b3"]]
    )
    refused(
        state,
        [["r3", "r4"], ["r6", "r7"], ["b1", "b2", "b3"], ["k10", "k11", "j"]],
        "rummikub.manipulation.no-loose-tiles",
    )
    refused(
        state,
        [["r3", "r4", "j"], ["b1", "b2", "b3"], ["r6", "r7"], ["k10", "k11"]],
        "rummikub.manipulation.no-loose-tiles",
    )


def test_joker_retrieval_needs_the_replacement(make_position) -> None:
    # the joker stands for r5; r5 is nowhere: its old neighbours regroup, joker moves away
    state = make_position(
        [["b4", "k4", "b6", "k6", "k10", "k11", "o1"], ["r2"]], [["r4", "j", "r6"]]
    )
    refused(
        state,
        [["r4", "b4", "k4"], ["r6", "b6", "k6"], ["k10", "k11", "j"]],
        "rummikub.joker.retrieve",
    )


def test_group_joker_either_missing_colour(make_position) -> None:
    for colour in ("k7", "o7"):
        state = make_position([[colour, "b1", "b2", "o1"], ["r2"]], [["r7", "b7", "j"]])
        play(state, [["r7", "b7", colour], ["b1", "b2", "j"]])


def test_group_joker_variant_needs_both_colours(make_position) -> None:
    options = {"group_joker_needs_both_colours": True}
    state = make_position(
        [["k7", "o7", "b1", "b2", "o1"], ["r2"]], [["r7", "b7", "j"]], options=options
    )
    refused(
        state, [["r7", "b7", "k7"], ["b1", "b2", "j"]], "rummikub.variant.group-joker-both-colours"
    )
    play(state, [["r7", "b7", "k7", "o7"], ["b1", "b2", "j"]])


def test_freed_joker_needs_a_rack_tile_in_its_set_by_default(make_position) -> None:
    table = [["r4", "j", "r6"], ["b1", "b2", "b3", "b4", "b5"]]
    after = [["r4", "r5", "r6"], ["b1", "b2", "b3"], ["b4", "b5", "j"]]
    strict = make_position([["r5", "k1"], ["r2"]], table)
    refused(strict, after, "rummikub.joker.use-same-turn")
    free = make_position(
        [["r5", "k1"], ["r2"]], table, options={"joker_set_needs_rack_tile": False}
    )
    play(free, after)


def test_freed_joker_cannot_go_to_the_rack(make_position) -> None:
    state = make_position([["r5", "k1"], ["r2"]], [["r4", "j", "r6"]])
    refused(state, [["r4", "r5", "r6"]], "rummikub.joker.use-same-turn")


def test_joker_kept_in_place_is_no_retrieval(make_position) -> None:
    state = make_position([["r3", "k1"], ["r2"]], [["r4", "j", "r6"]])
    events = play(state, [["r3", "r4", "j", "r6"]])
    assert not any(e["type"] == "joker-retrieved" for e in events)


@pytest.mark.parametrize("flip", [False, True])
def test_which_joker_moved_is_read_the_favourable_way(make_position, flip: bool) -> None:
    # k2 takes the place of the joker in r2-b2-j, which moves on to k1-j-k3; the joker of
    # j-o3-o4 stays. Both old jokers could stand for o2, and the table does not say which
    # joker is which: the order the sets are listed in must not change the verdict.
    old = [["r2", "b2", "j"], ["j", "o3", "o4"]]
    state = make_position([["k1", "k2", "k3", "r9"], ["r1"]], old[::-1] if flip else old)
    play(state, [["j", "o3", "o4"], ["k1", "j", "k3"], ["r2", "b2", "k2"]])
    assert state.to_json()["racks"][0] == ["r9"]


# --- which table joker moved (issue 16 §1–§2) ------------------------------------------------
# A table joker stays only beside one of its old set-mates, standing for a tile of its role;
# any other joker was moved and needs its tile placed where it stood.


def test_group_joker_moved_to_a_run_of_its_tile_needs_its_tile(make_position) -> None:
    # the joker stood for o7 and still would in o5-o6-j, but no o7 took its place
    state = make_position([["o5", "o6", "k1"], ["r2"]], [["r7", "b7", "k7", "j"]])
    error = refused(state, [["r7", "b7", "k7"], ["o5", "o6", "j"]], "rummikub.joker.retrieve")
    assert "주황 7" in error.message


def test_run_joker_moved_to_a_group_of_its_number_needs_its_tile(make_position) -> None:
    # the joker stood for r5 and could in b5-k5-j, but no r5 took its place between r4 and r6
    state = make_position(
        [["b5", "k5", "o1"], ["r2"]], [["r4", "j", "r6"], ["r1", "r2", "r3"], ["r7", "r8", "r9"]]
    )
    refused(
        state,
        [["r1", "r2", "r3", "r4"], ["r6", "r7", "r8", "r9"], ["b5", "k5", "j"]],
        "rummikub.joker.retrieve",
    )


def test_group_joker_moved_to_a_set_of_table_tiles_only_is_refused(make_position) -> None:
    # k7 replaces the joker of r7-b7-j, which moves to o5-o6 (table tiles only): its new set
    # holds no rack tile
    state = make_position(
        [["k7", "k1"], ["r2"]], [["r7", "b7", "j"], ["o2", "o3", "o4", "o5", "o6"]]
    )
    refused(
        state,
        [["r7", "b7", "k7"], ["o2", "o3", "o4"], ["o5", "o6", "j"]],
        "rummikub.joker.use-same-turn",
    )


def test_group_joker_freed_with_a_rack_tile_is_a_retrieval(make_position) -> None:
    state = make_position(
        [["k7", "o7", "k1"], ["r2"]], [["r7", "b7", "j"], ["o2", "o3", "o4", "o5", "o6"]]
    )
    events = play(state, [["r7", "b7", "k7"], ["o2", "o3", "o4", "o5", "o6", "o7", "j"]])
    assert any(e["type"] == "joker-retrieved" for e in events)


def test_splitting_a_run_that_holds_a_joker_keeps_it(make_position) -> None:
    state = make_position([["r9", "k1"], ["r2"]], [["r3", "r4", "j", "r6", "r7", "r8"]])
    events = play(state, [["r3", "r4", "j"], ["r6", "r7", "r8", "r9"]])
    assert not any(e["type"] == "joker-retrieved" for e in events)


def test_fourth_tile_in_a_group_with_a_joker_keeps_it(make_position) -> None:
    state = make_position([["k7", "k1"], ["r2"]], [["r7", "b7", "j"]])
    events = play(state, [["r7", "b7", "k7", "j"]])
    assert not any(e["type"] == "joker-retrieved" for e in events)


def test_moving_a_runs_end_tiles_keeps_its_joker(make_position) -> None:
    # r2 and r3 leave r2-r3-r4-j-r6 for a new run with the rack's r1: the joker stays between
    # r4 and r6
    state = make_position(
        [["r1", "k1"], ["r2"]], [["r2", "r3", "r4", "j", "r6"], ["b5", "k5", "o5"]]
    )
    events = play(state, [["r1", "r2", "r3"], ["r4", "j", "r6"], ["b5", "k5", "o5"]])
    assert not any(e["type"] == "joker-retrieved" for e in events)


def test_joker_replaced_and_used_with_rack_tiles(make_position) -> None:
    state = make_position([["r5", "b8", "b9", "k1"], ["r2"]], [["r4", "j", "r6"]])
    events = play(state, [["r4", "r5", "r6"], ["j", "b8", "b9"]])
    assert any(e["type"] == "joker-retrieved" for e in events)


def test_group_joker_may_keep_its_place_while_a_set_mate_leaves(make_position) -> None:
    # r7 leaves r7-b7-k7-j for a run; the joker still stands for o7 beside b7 and k7
    state = make_position([["r8", "r9", "k1"], ["r2"]], [["r7", "b7", "k7", "j"]])
    events = play(state, [["b7", "k7", "j"], ["r7", "r8", "r9"]])
    assert not any(e["type"] == "joker-retrieved" for e in events)


def test_group_joker_takes_the_colour_a_leaving_set_mate_frees(make_position) -> None:
    # k2 leaves r2-b2-k2-j (the joker was o2) for k1-k2-k3, and o2 joins: the joker stays in
    # its group, now standing for k2; no tile had to take its place
    state = make_position(
        [["o2", "k1", "k3", "o4"], ["r2"]], [["k2", "j", "r2", "b2"], ["r1", "o1", "b1"]]
    )
    events = play(state, [["r1", "o1", "b1"], ["k1", "k2", "k3"], ["r2", "b2", "o2", "j"]])
    assert not any(e["type"] == "joker-retrieved" for e in events)


def test_freed_joker_may_not_go_back_into_its_old_set(make_position) -> None:
    # r8 takes the joker's place in r6-r7-j-r9; the joker at the run's end (r10) is in its old
    # set again, not in a new set
    state = make_position([["r8", "k1"], ["r2"]], [["r6", "r7", "j", "r9"]])
    error = refused(state, [["r6", "r7", "r8", "r9", "j"]], "rummikub.joker.use-same-turn")
    assert "원래 세트" in error.message
    free = make_position(
        [["r8", "k1"], ["r2"]],
        [["r6", "r7", "j", "r9"]],
        options={"joker_set_needs_rack_tile": False},
    )
    refused(free, [["r6", "r7", "r8", "r9", "j"]], "rummikub.joker.use-same-turn")


def test_freed_joker_with_its_tile_twice_is_read_the_favourable_way(make_position) -> None:
    # one r4 takes the joker's place (r2-r3-r4); the other goes with r5 and the joker into a
    # new set: that set also holds r4 beside r5, but another set is the joker's old set
    state = make_position([["r4", "r4", "r7", "k1"], ["r2"]], [["r2", "r3", "j", "r5"]])
    events = play(state, [["r2", "r3", "r4"], ["r4", "r5", "j", "r7"]])
    assert any(e["type"] == "joker-retrieved" for e in events)


def test_freed_joker_may_join_a_set_beside_a_tile_of_its_old_set(make_position) -> None:
    # o7 replaces the joker of r7-b7-k7-j; r7 leaves for r7-r8-r9 and takes the joker along:
    # that set does not hold the joker's tile, so it is a new set for the joker
    state = make_position([["o7", "r8", "r9", "k1"], ["r2"]], [["r7", "b7", "k7", "j"]])
    events = play(state, [["b7", "k7", "o7"], ["r7", "r8", "r9", "j"]])
    assert any(e["type"] == "joker-retrieved" for e in events)


# --- draws, passes, the end ----------------------------------------------------------------
def test_draw_takes_the_first_pool_tile(make_position) -> None:
    state = make_position([["k1"], ["r2"]], pool=["b7", "b8"])
    state.apply({"type": "draw"})
    assert "b7" in state.racks[0]
    assert state.pool == ["b8"]


def test_pass_is_only_allowed_with_an_empty_pool(make_position) -> None:
    state = make_position([["k1"], ["r2"]], pool=["b7"])
    with pytest.raises(RuleViolation) as caught:
        state.apply({"type": "pass"})
    assert caught.value.rule_id == "rummikub.turn.draw"


def test_going_out_scores_the_other_racks_with_joker_30(make_position) -> None:
    state = make_position([["r5", "r6", "r7"], ["j", "k2"], ["b3", "b9"]], [["b10", "b11", "b12"]])
    events = play(state, [["b10", "b11", "b12"], ["r5", "r6", "r7"]])
    assert state.is_terminal()
    assert state.scores() == [44, -32, -12]
    assert state.winners() == [0]
    out = next(e for e in events if e["type"] == "score" and e["player"] == 1)
    assert out["breakdown"] == "받침대 검정 2 + 조커 30 = 32점 → -32점"
    with pytest.raises(RuleViolation):
        state.apply({"type": "draw"})


def test_blocked_game_goes_to_the_lowest_rack(make_position) -> None:
    state = make_position(
        [["r1", "k2"], ["b13", "o12"], ["b5", "b6"]], [["b10", "b11", "b12"]], pool=[]
    )
    for _ in range(2):
        state.apply({"type": "draw"})
    assert not state.is_terminal()
    state.apply({"type": "pass"})
    assert state.is_terminal()
    assert state.end_reason == "blocked"
    assert state.winners() == [0]
    assert state.scores() == [22 + 8, -22, -8]


def test_a_play_resets_the_pass_count(make_position) -> None:
    state = make_position([["r1", "k2"], ["b9", "o12"]], [["b10", "b11", "b12"]], pool=[])
    state.apply({"type": "draw"})
    play(state, [["b9", "b10", "b11", "b12"]])
    state.apply({"type": "draw"})
    assert not state.is_terminal()


# --- the 1-minute rule ---------------------------------------------------------------------
def test_timeout_with_a_broken_table_costs_three_tiles(make_position) -> None:
    state = make_position(
        [["r5", "r6", "k1"], ["r2"]], [["o8", "o9", "o10"]], pool=["b1", "b2", "b3", "b4"]
    )
    events = state.apply({"type": "timeout", "table": [["o9", "o10"], ["o8", "r5", "r6"]]})
    assert events[0]["count"] == 3
    assert state.table == [["o8", "o9", "o10"]]
    assert len(state.racks[0]) == 6
    assert state.pool == ["b4"]


def test_timeout_otherwise_draws_one(make_position) -> None:
    state = make_position([["r5", "r6", "k1"], ["r2"]], [["o8", "o9", "o10"]])
    events = state.apply({"type": "timeout"})
    assert events[0]["count"] == 1
    valid = make_position([["o11", "k1"], ["r2"]], [["o8", "o9", "o10"]])
    valid.apply({"type": "timeout", "table": [["o8", "o9", "o10", "o11"]]})
    assert valid.table == [["o8", "o9", "o10"]]
    assert len(valid.racks[0]) == 3


# --- set-ups, options, match ---------------------------------------------------------------
def test_seeded_games_are_reproducible() -> None:
    a = ENGINE.new_game(3, seed=7).to_json()
    b = ENGINE.new_game(3, seed=7).to_json()
    assert a == b
    assert a["rack_counts"] == [14, 14, 14]
    assert a["pool_count"] == 106 - 42
    assert ENGINE.new_game(3, seed=8).to_json() != a


def test_partial_setup_is_filled_deterministically() -> None:
    setup = {"racks": [["b10", "b11", "b12"], None]}
    a = ENGINE.new_game(2, setup=setup, seed=3)
    assert a.racks[0] == ["b10", "b11", "b12"]
    assert len(a.racks[1]) == 14
    assert a.to_json() == ENGINE.new_game(2, setup=setup, seed=3).to_json()
    assert not a.check_invariants()


@pytest.mark.parametrize(
    "setup",
    [
        {"racks": [["r5", "r5", "r5"], ["k1"]]},
        {"racks": [["j", "j"], ["j"]]},
        {"racks": [["x9"], ["k1"]]},
        {"racks": [["k1"]]},
        {"table": [["r4", "r5", "r7"]]},
        {"bag": []},
        {"to_move": 5},
        {"melded": [True]},
    ],
)
def test_bad_setups_raise_setup_error(setup) -> None:
    with pytest.raises(SetupError):
        ENGINE.new_game(2, setup=setup)


def test_bad_player_counts_and_options() -> None:
    for players in (1, 5):
        with pytest.raises(SetupError):
            ENGINE.new_game(players, seed=1)
    with pytest.raises(SetupError):
        ENGINE.new_game(2, seed=1, options={"no_such_option": True})
    with pytest.raises(SetupError):
        ENGINE.new_game(2, seed=1, options={"manipulate_on_initial_meld": "yes"})


def test_unknown_tiles_and_moves_name_a_rule(make_position) -> None:
    state = make_position([["k1"], ["r2"]])
    for move in (
        {"type": "play", "table": [["x1", "x2", "x3"]]},
        {"type": "jump"},
        {"type": "play", "table": "b1 b2 b3"},
    ):
        with pytest.raises(RuleViolation) as caught:
            state.apply(move)
        assert caught.value.rule_id in ENGINE.rule_ids()


def test_match_standings_most_wins_then_total() -> None:
    games = [
        ([30, -10, -20], [0]),
        ([-5, 25, -20], [1]),
        ([-2, 10, -8], [1]),
        ([40, -20, -20], [0]),
    ]
    standings = match_standings(games, 3)
    assert [s.player for s in standings] == [0, 1, 2]
    assert (standings[0].wins, standings[0].total) == (2, 63)
    assert match_winners(games, 3) == [0]
    assert match_winners([([10, -10], [0]), ([-10, 10], [1])], 2) == [0, 1]


def test_describe_move_in_korean(make_position) -> None:
    state = make_position([["b9", "k1"], ["r2"]], [["b10", "b11", "b12"]])
    assert state.describe_move({"type": "draw"}) == "루미: 더미에서 한 장 가져오기"
    assert (
        state.describe_move({"type": "play", "table": [["b9", "b10", "b11", "b12"]]})
        == "루미: 파랑 9 내려놓기"
    )


def test_a_move_for_the_wrong_seat_is_refused(make_position) -> None:
    state = make_position([["k1"], ["r2"]])
    with pytest.raises(RuleViolation) as caught:
        state.apply({"type": "draw", "player": 1})
    assert caught.value.rule_id == "rummikub.turn.order"
    state.apply({"type": "draw", "player": 0})
    assert state.current_player() == 1


def test_a_blocked_game_tied_for_the_lowest_rack_shares_the_gain(make_position) -> None:
    state = make_position(
        [["r2", "k3"], ["o1", "b4"], ["k13", "o12"]], [["b10", "b11", "b12"]], pool=[]
    )
    for _ in range(3):
        state.apply({"type": "draw"})
    assert state.end_reason == "blocked"
    assert state.winners() == [0, 1]
    assert state.scores() == [10, 10, -20]
    assert not state.check_invariants()


@pytest.mark.parametrize(
    ("racks", "scores"),
    [
        # 5, 5, 12: 7 points for two winners; the one left over goes to the first of them
        ([["r2", "k3"], ["o1", "b4"], ["k5", "o7"]], [4, 3, -7]),
        ([["k5", "o7"], ["r2", "k3"], ["o1", "b4"]], [-7, 4, 3]),
        # two tied winners share 8 + 10 = 18 points evenly
        ([["r1"], ["k1"], ["o9"], ["b11"]], [9, 9, -8, -10]),
        # three tied winners share 8: 3 + 3 + 2
        ([["r3"], ["k3"], ["o3"], ["b11"]], [3, 3, 2, -8]),
        # two players, equal racks: nobody gains or loses
        ([["r2", "k3"], ["o1", "b4"]], [0, 0]),
        # a joker counts 30 on the rack
        ([["j"], ["r13", "k13", "o4"], ["b6"], ["k6"]], [-24, -24, 24, 24]),
    ],
)
def test_blocked_scores_sum_to_zero_when_players_tie(make_position, racks, scores) -> None:
    state = make_position(racks, [["r8", "k8", "o8"]], pool=[])
    for _ in racks:
        state.apply({"type": "draw"})
    assert state.end_reason == "blocked"
    assert sum(state.scores()) == 0
    assert not state.check_invariants()
    assert state.scores() == scores
    sums = [rack_sum(r) for r in racks]
    assert state.winners() == [p for p, s in enumerate(sums) if s == min(sums)]
    shares = [state.scores()[p] for p in state.winners()]
    assert max(shares) - min(shares) <= 1


def test_split_gain_is_even_with_the_leftover_in_seat_order() -> None:
    assert split_gain(7, [2, 0]) == {0: 4, 2: 3}
    assert split_gain(18, [0, 1]) == {0: 9, 1: 9}
    assert split_gain(0, [0, 1, 2]) == {0: 0, 1: 0, 2: 0}
    for gain in range(40):
        for count in range(1, 5):
            shares = split_gain(gain, list(range(count)))
            assert sum(shares.values()) == gain
