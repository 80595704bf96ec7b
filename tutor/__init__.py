"""룰튜터: a Korean board-game rules tutor (content database, rules engines, Flask site)."""

__version__ = "0.1.0"
