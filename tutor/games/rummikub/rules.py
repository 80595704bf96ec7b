"""Rule ids the Rummikub engine raises or cites; each is a content entry in
``content/rummikub/``."""

from __future__ import annotations

# components and sets
RULE_TILES = "rummikub.components.tiles"
RULE_SET = "rummikub.sets.set"
RULE_RUN = "rummikub.sets.run"
RULE_GROUP = "rummikub.sets.group"
# set-up
RULE_SETUP_DEAL = "rummikub.setup.deal"
RULE_SETUP_START_PLAYER = "rummikub.setup.start-player"
RULE_SETUP_SHUFFLE = "rummikub.setup.shuffle"
# a turn
RULE_ORDER = "rummikub.turn.order"
RULE_DRAW = "rummikub.turn.draw"
RULE_FROM_RACK = "rummikub.turn.play-from-rack"
RULE_TIMER = "rummikub.timer.one-minute"
# the initial meld
RULE_MELD_30 = "rummikub.meld.initial-30"
RULE_MELD_RACK_ONLY = "rummikub.meld.rack-only"
RULE_MELD_JOKER = "rummikub.meld.joker-value"
RULE_AFTER_MELD = "rummikub.meld.after-meld"
# manipulating the table
RULE_MANIPULATION = "rummikub.manipulation.overview"
RULE_KEEP = "rummikub.manipulation.keep-table-tiles"
RULE_LOOSE = "rummikub.manipulation.no-loose-tiles"
# jokers
RULE_JOKER_RETRIEVE = "rummikub.joker.retrieve"
RULE_JOKER_SAME_TURN = "rummikub.joker.use-same-turn"
RULE_JOKER_BEFORE_MELD = "rummikub.joker.before-meld"
# the end and scoring
RULE_END_OUT = "rummikub.end.rummikub"
RULE_END_BLOCKED = "rummikub.end.pool-empty"
RULE_SCORE_OUT = "rummikub.scoring.rummikub"
RULE_SCORE_JOKER = "rummikub.scoring.joker-30"
RULE_SCORE_BLOCKED = "rummikub.scoring.blocked"
RULE_MATCH_WINNER = "rummikub.match.winner"
# variants
RULE_GROUP_JOKER_BOTH_COLOURS = "rummikub.variant.group-joker-both-colours"

RULE_IDS: frozenset[str] = frozenset(
    {
        RULE_TILES,
        RULE_SET,
        RULE_RUN,
        RULE_GROUP,
        RULE_SETUP_DEAL,
        RULE_SETUP_START_PLAYER,
        RULE_SETUP_SHUFFLE,
        RULE_ORDER,
        RULE_DRAW,
        RULE_FROM_RACK,
        RULE_TIMER,
        RULE_MELD_30,
        RULE_MELD_RACK_ONLY,
        RULE_MELD_JOKER,
        RULE_AFTER_MELD,
        RULE_MANIPULATION,
        RULE_KEEP,
        RULE_LOOSE,
        RULE_JOKER_RETRIEVE,
        RULE_JOKER_SAME_TURN,
        RULE_JOKER_BEFORE_MELD,
        RULE_END_OUT,
        RULE_END_BLOCKED,
        RULE_SCORE_OUT,
        RULE_SCORE_JOKER,
        RULE_SCORE_BLOCKED,
        RULE_MATCH_WINNER,
        RULE_GROUP_JOKER_BOTH_COLOURS,
    }
)
