"""Korean particles for Indigo's messages: the project's shared helpers (tutor.korean)."""

from tutor.korean import has_final_consonant, josa

__all__ = ["has_final_consonant", "josa"]
