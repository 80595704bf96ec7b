"""Korean wording shared by events and move descriptions."""

from __future__ import annotations

_DIGIT_HAS_FINAL = {"0": True, "1": True, "2": False, "3": True, "4": False, "5": False,
                    "6": True, "7": True, "8": True, "9": False}


def _has_final_consonant(word: str) -> bool | None:
    if not word:
        return None
    last = word[-1]
    if "가" <= last <= "힣":
        return (ord(last) - ord("가")) % 28 != 0
    return _DIGIT_HAS_FINAL.get(last)


def subject(name: str) -> str:
    """``name`` with the subject particle: "보람이", "민지가"."""
    final = _has_final_consonant(name)
    if final is None:
        return f"{name}이(가)"
    return f"{name}{'이' if final else '가'}"


def topic(name: str) -> str:
    """``name`` with the topic particle: "보람은", "민지는"."""
    final = _has_final_consonant(name)
    if final is None:
        return f"{name}은(는)"
    return f"{name}{'은' if final else '는'}"


def source_ko(source: object) -> str:
    if source in ("centre", "center"):
        return "테이블 중앙"
    if isinstance(source, int) and not isinstance(source, bool):
        return f"공장 {source + 1}"
    return str(source)
