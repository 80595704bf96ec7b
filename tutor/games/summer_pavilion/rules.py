"""Rule ids: each is the id of an entry in ``content/azul-summer-pavilion/``."""

from __future__ import annotations

GAME_ID = "azul-summer-pavilion"

PHASES = f"{GAME_ID}.overview.rounds"
SETUP_FACTORIES = f"{GAME_ID}.setup.factories"
SETUP_SCORES = f"{GAME_ID}.setup.scores"
FIRST_PLAYER = f"{GAME_ID}.setup.first-player"
WILD_COLOUR = f"{GAME_ID}.wild.colour"
TAKE_COLOUR = f"{GAME_ID}.draft.take-colour"
WILD_WITH_COLOUR = f"{GAME_ID}.draft.wild-with-colour"
ONLY_WILDS = f"{GAME_ID}.draft.only-wilds"
START_TOKEN = f"{GAME_ID}.draft.start-token"
DRAFT_END = f"{GAME_ID}.draft.phase-end"
PLACE_TURN = f"{GAME_ID}.place.turn"
PLACE_COST = f"{GAME_ID}.place.cost"
PLACE_OCCUPIED = f"{GAME_ID}.place.occupied"
STAR_COLOUR = f"{GAME_ID}.place.star-colour"
CENTRE_STAR = f"{GAME_ID}.place.centre-star"
WILD_PAYMENT = f"{GAME_ID}.place.wild-payment"
WILD_AS_ITSELF = f"{GAME_ID}.place.wild-as-itself"
PLACE_SCORING = f"{GAME_ID}.place.scoring"
BONUS_FEATURES = f"{GAME_ID}.bonus.features"
BONUS_TAKE = f"{GAME_ID}.bonus.take"
BONUS_REFILL = f"{GAME_ID}.bonus.refill"
PASS_KEEP = f"{GAME_ID}.pass.keep"
PASS_WHEN = f"{GAME_ID}.pass.when"
NEXT_ROUND = f"{GAME_ID}.prepare.next-round"
START_PLAYER = f"{GAME_ID}.prepare.start-player"
END_TRIGGER = f"{GAME_ID}.end.trigger"
STAR_BONUS = f"{GAME_ID}.end.star-bonus"
NUMBER_BONUS = f"{GAME_ID}.end.number-bonus"
LEFTOVER = f"{GAME_ID}.end.leftover"
WINNER = f"{GAME_ID}.end.winner"
GREY_SIDE = f"{GAME_ID}.variant.grey-side"

ALL: frozenset[str] = frozenset(
    value for name, value in globals().items() if name.isupper() and name not in {"GAME_ID"}
    and isinstance(value, str)
)
