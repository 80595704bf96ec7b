"""Questions the Azul engine can decide: the floor-line penalty for N spaces ("바닥에 타일
3개 떨어지면 몇 점 깎여?"). See :mod:`tutor.qa_computed` for the protocol."""

from __future__ import annotations

import re

from tutor.games.azul.rules import RULE_FLOOR_LID, RULE_PENALTY
from tutor.korean import josa
from tutor.qa_computed import NATIVE, Computed, count_word

AZUL = "azul"
_FLOOR_WORD = re.compile(r"바닥|floor|플로어")
_FLOOR_CUE = re.compile(
    r"감점|점수|점\b|몇\s*점|깎|까여|까이|마이너스|벌점|잃|빠져|빼|penalty|떨어|-\s*\d"
)
_MARKER = re.compile(
    r"첫\s*플레이어|선\s*플레이어|시작\s*플레이어|선\s*마커|마커|토큰|1번\s*타일|선\s*타일"
)
_MARKER_INCLUDED = re.compile(r"포함|까지\s*(?:해서|합쳐|모두)?|합쳐|합해|더해서\s*모두")
_MARKER_ADDED = re.compile(
    r"(?:마커|토큰|타일)\s*(?:랑|이랑|와|과|하고|도|까지\s*더|더)|\+|더\s*있|더\s*떨어|도\s*같이"
    r"|(?:개|장)\s*(?:랑|이랑|와|과|하고|에|에다|에다가)\s*(?:첫|선|시작|마커|토큰)"
)
_FLOOR_COUNT = re.compile(rf"(\d+|{NATIVE})\s*(개|장|칸)")
_POINTS = re.compile(r"-?\s*\d+\s*점")
_PLAYERS = re.compile(r"\d\s*(?:인|명)")
_ANY_NUMBER = re.compile(rf"\d+|(?<![가-힣])(?:{NATIVE})(?=\s*(?:개|장|칸))")
_ORDINAL = re.compile(r"번째|째\s*칸|번\s*칸")
# "7개 넘게", "5장 이상": not one count, so no one penalty
_NOT_EXACT = re.compile(r"(?:개|장|칸)\s*(?:넘|이상|초과|보다\s*많|이하|미만|쯤|정도|가량)")


def azul_floor(text: str) -> Computed | None:
    """The floor-line penalty for N occupied spaces (tiles, with or without the marker)."""
    from tutor.games.azul.scoring import floor_breakdown, floor_penalty
    from tutor.games.azul.tiles import FLOOR_SIZE

    if not _FLOOR_WORD.search(text) or not _FLOOR_CUE.search(text) or _ORDINAL.search(text):
        return None
    if _NOT_EXACT.search(text):
        return None
    rest = _POINTS.sub(" ", _PLAYERS.sub(" ", text))  # "−4점 맞아?", "2인" are not counts
    counts = {(count_word(m.group(1)), m.group(2)) for m in _FLOOR_COUNT.finditer(rest)}
    if len(counts) != 1:
        return None
    ((count, unit),) = counts
    if count is None or count < 1 or count > 20:
        return None
    # every number in the question must be the one count
    if len(_ANY_NUMBER.findall(_FLOOR_COUNT.sub(" ", rest))) > 0:
        return None
    marker = False
    if _MARKER.search(text):
        if unit == "칸" or _MARKER_INCLUDED.search(text):
            marker = False  # the count already includes the marker
        elif _MARKER_ADDED.search(text):
            marker = True
        else:
            return None  # with or besides the marker? Not clear enough to compute.
    if unit == "칸" and count > FLOOR_SIZE:
        return None  # the floor line has no such space
    filled = count + (1 if marker else 0)
    counted = min(filled, FLOOR_SIZE)
    penalty = floor_penalty(counted)
    what = (
        f"타일 {count}장과 첫 플레이어 마커"
        if marker
        else f"{count}칸"
        if unit == "칸"
        else f"타일 {count}장"
    )
    details = [f"바닥 줄 {counted}칸: {floor_breakdown(counted)}"]
    rules = [RULE_PENALTY]
    if filled > FLOOR_SIZE:
        details.append(
            f"바닥 줄은 {FLOOR_SIZE}칸뿐이라 넘친 {filled - FLOOR_SIZE}장은 상자 뚜껑으로 "
            "가고 감점되지 않습니다."
        )
        rules.append(RULE_FLOOR_LID)
    summary = f"바닥 줄에 {josa(what, '이면', '면')} {penalty}점을 잃습니다."
    return Computed(
        AZUL, "azul-floor", f"−{penalty}점", summary, f"바닥 줄에 {what}", details, rules, None
    )


KINDS = ("azul-floor",)
compute = azul_floor
