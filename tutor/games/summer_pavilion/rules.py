"""Rule ids the Summer Pavilion engine raises or cites; each is a content entry in
``content/azul-summer-pavilion/``."""

from __future__ import annotations

RULE_PHASES = "azul-summer-pavilion.overview.rounds"
RULE_SETUP_FACTORIES = "azul-summer-pavilion.setup.factories"
RULE_SETUP_SCORES = "azul-summer-pavilion.setup.scores"
RULE_FIRST_PLAYER = "azul-summer-pavilion.setup.first-player"
RULE_WILD_COLOUR = "azul-summer-pavilion.wild.colour"
RULE_TAKE_COLOUR = "azul-summer-pavilion.draft.take-colour"
RULE_WILD_WITH_COLOUR = "azul-summer-pavilion.draft.wild-with-colour"
RULE_ONLY_WILDS = "azul-summer-pavilion.draft.only-wilds"
RULE_START_TOKEN = "azul-summer-pavilion.draft.start-token"
RULE_DRAFT_END = "azul-summer-pavilion.draft.phase-end"
RULE_PLACE_TURN = "azul-summer-pavilion.place.turn"
RULE_PLACE_COST = "azul-summer-pavilion.place.cost"
RULE_PLACE_OCCUPIED = "azul-summer-pavilion.place.occupied"
RULE_STAR_COLOUR = "azul-summer-pavilion.place.star-colour"
RULE_CENTRE_STAR = "azul-summer-pavilion.place.centre-star"
RULE_WILD_PAYMENT = "azul-summer-pavilion.place.wild-payment"
RULE_WILD_AS_ITSELF = "azul-summer-pavilion.place.wild-as-itself"
RULE_PLACE_SCORING = "azul-summer-pavilion.place.scoring"
RULE_BONUS_FEATURES = "azul-summer-pavilion.bonus.features"
RULE_BONUS_TAKE = "azul-summer-pavilion.bonus.take"
RULE_BONUS_REFILL = "azul-summer-pavilion.bonus.refill"
RULE_PASS_KEEP = "azul-summer-pavilion.pass.keep"
RULE_PASS_WHEN = "azul-summer-pavilion.pass.when"
RULE_NEXT_ROUND = "azul-summer-pavilion.prepare.next-round"
RULE_START_PLAYER = "azul-summer-pavilion.prepare.start-player"
RULE_END_TRIGGER = "azul-summer-pavilion.end.trigger"
RULE_STAR_BONUS = "azul-summer-pavilion.end.star-bonus"
RULE_NUMBER_BONUS = "azul-summer-pavilion.end.number-bonus"
RULE_LEFTOVER = "azul-summer-pavilion.end.leftover"
RULE_WINNER = "azul-summer-pavilion.end.winner"
RULE_GREY_SIDE = "azul-summer-pavilion.variant.grey-side"

RULE_IDS: frozenset[str] = frozenset(
    {
        RULE_PHASES,
        RULE_SETUP_FACTORIES,
        RULE_SETUP_SCORES,
        RULE_FIRST_PLAYER,
        RULE_WILD_COLOUR,
        RULE_TAKE_COLOUR,
        RULE_WILD_WITH_COLOUR,
        RULE_ONLY_WILDS,
        RULE_START_TOKEN,
        RULE_DRAFT_END,
        RULE_PLACE_TURN,
        RULE_PLACE_COST,
        RULE_PLACE_OCCUPIED,
        RULE_STAR_COLOUR,
        RULE_CENTRE_STAR,
        RULE_WILD_PAYMENT,
        RULE_WILD_AS_ITSELF,
        RULE_PLACE_SCORING,
        RULE_BONUS_FEATURES,
        RULE_BONUS_TAKE,
        RULE_BONUS_REFILL,
        RULE_PASS_KEEP,
        RULE_PASS_WHEN,
        RULE_NEXT_ROUND,
        RULE_START_PLAYER,
        RULE_END_TRIGGER,
        RULE_STAR_BONUS,
        RULE_NUMBER_BONUS,
        RULE_LEFTOVER,
        RULE_WINNER,
        RULE_GREY_SIDE,
    }
)
