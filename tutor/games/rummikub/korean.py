"""Korean particles for Rummikub's messages: the project's shared helpers (tutor.korean)."""

from tutor.korean import has_final_consonant as has_batchim
from tutor.korean import josa

__all__ = ["has_batchim", "josa"]
