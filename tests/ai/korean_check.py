"""What every reason the computer gives must be: one line of Korean with fitting particles."""

from __future__ import annotations

import re

from tutor.korean import has_final_consonant

# an object, linking or direction particle right after a syllable or digit, ending a word
# (이/가 and 은/는 are left out: too many words end in those syllables)
_PARTICLE = re.compile(r"([가-힣0-9])(을|를|과|와|으로|로)(?=[\s,.:;)]|$)")
# words that end in these syllables without being a noun and a particle
_NOT_PARTICLES = {"가로"}
_RIEUL = 8  # ㄹ: takes 로, not 으로


def _final(char: str) -> int | None:
    if "가" <= char <= "힣":
        return (ord(char) - 0xAC00) % 28
    return None


def particle_errors(text: str) -> list[str]:
    errors = []
    for match in _PARTICLE.finditer(text):
        before, particle = match.group(1), match.group(2)
        start = match.start(1)
        word = text[max(0, start - 1) : match.end(2)]
        if word in _NOT_PARTICLES or text[start : match.end(2)] in _NOT_PARTICLES:
            continue
        final = has_final_consonant(before)
        if particle in ("으로", "로"):
            wants = "로" if not final or _final(before) == _RIEUL else "으로"
        else:
            pair = {"을": ("을", "를"), "를": ("을", "를"), "과": ("과", "와"), "와": ("과", "와")}[
                particle
            ]
            wants = pair[0] if final else pair[1]
        if particle != wants:
            errors.append(f"{text[max(0, start - 4) : match.end(2)]!r}: {particle} → {wants}")
    return errors


def assert_reason(reason: str) -> None:
    """One line, Korean, no codes or raw values, particles that fit the word before them."""
    assert isinstance(reason, str) and reason.strip() == reason and reason, repr(reason)
    assert "\n" not in reason, reason
    assert re.search("[가-힣]", reason), reason
    assert not re.search("[A-Za-z_{}\\[\\]]", reason), reason  # no ids, None, dicts, lists
    assert "(를)" not in reason and "(가)" not in reason and "(는)" not in reason, reason
    assert len(reason) <= 100, reason
    assert not particle_errors(reason), (reason, particle_errors(reason))
