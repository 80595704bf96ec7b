"""Rule ids the Azul engine raises or cites; each is a content entry in ``content/azul/``."""

from __future__ import annotations

RULE_PHASES = "azul.round.phases"
RULE_MUST_TAKE = "azul.round.must-take"
RULE_OFFER_END = "azul.round.offer-end"
RULE_TAKE_ALL = "azul.offer.take-all"
RULE_FACTORY_REST = "azul.offer.factory-rest"
RULE_CENTRE = "azul.offer.centre"
RULE_MARKER = "azul.offer.first-player-marker"
RULE_ONE_LINE = "azul.placement.one-line"
RULE_SAME_COLOUR = "azul.placement.same-colour"
RULE_WALL_COLOUR = "azul.placement.wall-colour"
RULE_OVERFLOW = "azul.placement.overflow"
RULE_FLOOR_CHOICE = "azul.placement.floor-by-choice"
RULE_FULL_LINE = "azul.placement.full-line"
RULE_MARKER_NOT_IN_LINE = "azul.placement.marker-not-in-line"
RULE_PENALTY = "azul.floor.penalty"
RULE_FLOOR_LID = "azul.floor.overflow-lid"
RULE_MARKER_FULL = "azul.floor.marker-full"
RULE_MARKER_RETURN = "azul.floor.marker-return"
RULE_TILING_ORDER = "azul.tiling.order"
RULE_RIGHTMOST = "azul.tiling.move-rightmost"
RULE_SCORE = "azul.tiling.score"
RULE_REFILL = "azul.next-round.refill"
RULE_NEXT_START = "azul.next-round.start"
RULE_END = "azul.end.trigger"
RULE_GRAY_STALEMATE = "azul.variant.gray-stalemate"
RULE_STALEMATE = "azul.end.stalemate"
RULE_BONUS = "azul.end.bonuses"
RULE_WINNER = "azul.end.winner"
RULE_GRAY = "azul.variant.gray-wall"
RULE_GRAY_NO_SPACE = "azul.variant.gray-wall-no-space"

RULE_IDS: frozenset[str] = frozenset(
    {
        RULE_PHASES,
        RULE_MUST_TAKE,
        RULE_OFFER_END,
        RULE_TAKE_ALL,
        RULE_FACTORY_REST,
        RULE_CENTRE,
        RULE_MARKER,
        RULE_ONE_LINE,
        RULE_SAME_COLOUR,
        RULE_WALL_COLOUR,
        RULE_OVERFLOW,
        RULE_FLOOR_CHOICE,
        RULE_FULL_LINE,
        RULE_MARKER_NOT_IN_LINE,
        RULE_PENALTY,
        RULE_FLOOR_LID,
        RULE_MARKER_FULL,
        RULE_MARKER_RETURN,
        RULE_TILING_ORDER,
        RULE_RIGHTMOST,
        RULE_SCORE,
        RULE_REFILL,
        RULE_NEXT_START,
        RULE_END,
        RULE_GRAY_STALEMATE,
        RULE_STALEMATE,
        RULE_BONUS,
        RULE_WINNER,
        RULE_GRAY,
        RULE_GRAY_NO_SPACE,
    }
)
