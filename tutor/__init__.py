"""룰튜터: a Korean board-game rules tutor (content database, rules engines, Flask site)."""

from pathlib import Path

__version__ = "0.1.0"

# the checkout (or the installed tree) that holds content/, templates/ and instance/
PROJECT_ROOT = Path(__file__).resolve().parents[1]
