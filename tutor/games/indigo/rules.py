"""Rule ids the engine raises or cites; each is a content entry in ``content/indigo/``."""

RULE_PLACE = "indigo.turn.place-tile"
RULE_BAN = "indigo.place.gateway-curve"
RULE_DRAW = "indigo.turn.draw"
RULE_FOLLOW = "indigo.move.follow-route"
RULE_ALL_GEMS = "indigo.move.all-gems"
RULE_CENTRE = "indigo.move.centre-release"
RULE_CORNER = "indigo.move.corner-release"
RULE_U_TURN = "indigo.move.u-turn"
RULE_COLLISION = "indigo.move.collision"
RULE_EXIT = "indigo.gateway.exit"
RULE_SHARED = "indigo.gateway.shared"
RULE_VALUES = "indigo.scoring.values"
RULE_END = "indigo.end.no-gems"
RULE_WINNER = "indigo.end.winner"
RULE_IDS: frozenset[str] = frozenset(
    {
        RULE_PLACE,
        RULE_BAN,
        RULE_DRAW,
        RULE_FOLLOW,
        RULE_ALL_GEMS,
        RULE_CENTRE,
        RULE_CORNER,
        RULE_U_TURN,
        RULE_COLLISION,
        RULE_EXIT,
        RULE_SHARED,
        RULE_VALUES,
        RULE_END,
        RULE_WINNER,
    }
)
