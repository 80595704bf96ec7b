"""Questions the Rummikub engine can decide: whether the tiles a question names make a set
("빨강 7 8 9 조커 세트 돼?"). See :mod:`tutor.qa_computed` for the protocol."""

from __future__ import annotations

import re

from tutor.games.rummikub.rules import (
    RULE_JOKER_BEFORE_MELD,
    RULE_JOKER_RETRIEVE,
    RULE_JOKER_SAME_TURN,
    RULE_MELD_30,
    RULE_MELD_JOKER,
    RULE_SCORE_JOKER,
    RULE_SCORE_OUT,
    RULE_SET,
    RULE_SETUP_DEAL,
)
from tutor.korean import josa
from tutor.qa_computed import NATIVE, PLAYER_COUNT, Computed, count_word, players_named, set_up

RUMMIKUB = "rummikub"
_RK_COLOURS = {
    "r": ("빨강색", "빨간색", "빨강", "빨간", "레드", "red", "적색"),
    "b": ("파랑색", "파란색", "파랑", "파란", "블루", "blue", "청색"),
    "k": ("검정색", "검은색", "까만색", "검정", "검은", "까만", "블랙", "black", "흑색"),
    "o": ("주황색", "노랑색", "노란색", "주황", "노랑", "노란", "오렌지", "orange", "yellow"),
}
_RK_COLOUR_OF = {w: c for c, words in _RK_COLOURS.items() for w in words}
_RK_TOKEN = re.compile(
    "(?P<colour>" + "|".join(sorted(_RK_COLOUR_OF, key=len, reverse=True)) + ")"
    r"|(?P<joker>조커|죠커|joker|jk)"
    r"|(?P<number>\d+)(?P<counter>\s*(?:개|장|점|번째|번|라운드|인|명|턴|분|초|차례|등|위))?"
)
_RK_CUE = re.compile(
    r"돼|되나|되요|되죠|될|되는|된|가능|인정|유효|세트|맞|괜찮|놓을|놓아도|놔도|내도|낼\s*수"
    r"|런|그룹|연속|valid|ok|오케이"
)
# Questions about moving tiles around, the first meld, racks or other players: the set's
# validity alone does not answer them.
_RK_DECLINE = re.compile(
    r"떼|빼|가져|옮기|옮겨|나누|나눠|쪼개|분리|바꾸|바꿔|교체|회수|훔|남기|남겨|등록"
    r"|받침대|손패|점수|몇\s*점|벌점|두\s*세트|세트\s*두|세트들|각각|그리고|별|칸|바닥"
    r"|뽑|더미|처음\s*(?:에\s*)?(?:낼|내)"
)


_RK_TAIL = re.compile(
    r"\s*(?:(?:으)?로)?\s*(?:내면|내도|하면|해도)?\s*(?:몇\s*점(?:으로\s*쳐|이야|이에요|인가요)?|"
    r"돼|되나요|되나|되요|될까|되죠|되는지|가능|인정|되는데\s*되나요|딱\s*\S+)[^0-9]*$"
)
_ASKS_RUN = re.compile(r"연속|런|run|스트레이트")
_ASKS_GROUP = re.compile(r"그룹|group|같은\s*숫자")


def _read_tiles(text: str, colour: str | None = None) -> list[str] | None:
    """The tiles a question names, in the order named ("빨강 7 8 9 조커", "빨강 파랑 검정 5"),
    or None when a number has no colour (``colour``: the one to assume until one is named),
    a count is not a tile (3장, 2라운드) or the tiles cannot be one set's."""
    from tutor.games.rummikub.sets import HIGH, JOKER, LOW

    tiles: list[str] = []
    pending: list[str] = []  # colours named since the last number
    matches = list(_RK_TOKEN.finditer(text))
    # Latin letters that are not one of the words above (r7, b5): not this parser's notation.
    covered = "".join(text[m.start() : m.end()] for m in matches)
    if re.search(r"[a-z]", re.sub(r"ok|valid", "", text)) and not re.search(r"[a-z]", covered):
        return None
    for n, m in enumerate(matches):
        if m.group("colour"):
            word = _RK_COLOUR_OF[m.group("colour")]
            prev = matches[n - 1] if n else None
            if prev is not None and prev.group("colour") and pending:
                pending.append(word)
            else:
                pending = [word]
            colour = None
        elif m.group("joker"):
            tiles.append(JOKER)
        else:
            if m.group("counter"):
                return None
            number = int(m.group("number"))
            if not LOW <= number <= HIGH:
                return None
            if len(pending) >= 2:
                # "빨강 파랑 검정 5": one number for every colour just named
                following = matches[n + 1] if n + 1 < len(matches) else None
                if following is not None and following.group("number"):
                    return None
                if len(set(pending)) != len(pending):
                    return None
                tiles.extend(f"{c}{number}" for c in pending)
                pending, colour = [], None
                continue
            if pending:
                colour, pending = pending[0], []
            if colour is None:
                return None  # a number with no colour named before it
            tiles.append(f"{colour}{number}")
    if pending or len(tiles) < 2 or len(tiles) > 13 or all(t == JOKER for t in tiles):
        return None
    if sum(1 for t in tiles if t != JOKER) < 2 and len(tiles) < 3:
        return None
    return tiles


def rummikub_set(text: str) -> Computed | None:
    """Whether the tiles named, in the order named, form one valid set."""
    from tutor.games.rummikub.sets import (
        JOKER,
        RULE_GROUP,
        RULE_RUN,
        classify,
        describe_set,
        tile_name,
    )

    if _RK_DECLINE.search(text) or not _RK_CUE.search(text):
        return None
    # numbers with no colour at all asked as a run ("1 2 3 연속 돼?"): one colour, any
    assumed = not any(m.group("colour") for m in _RK_TOKEN.finditer(text)) and bool(
        _ASKS_RUN.search(text)
    )
    tiles = _read_tiles(text, "r" if assumed else None)
    if tiles is None:
        return None
    info = classify(tiles)
    if not info.valid and len(tiles) >= 6:
        return None  # likely two sets described together: not one case
    shown = ", ".join(tile_name(t) for t in tiles)
    case = f"타일 {len(tiles)}장, 놓은 순서대로: {shown}"
    if assumed:
        case += " (색을 말하지 않아 모두 같은 색, 빨강으로 보고 셈)"
    if info.valid:
        kind = "연속" if info.kind == "run" else "그룹"
        details = [f"{describe_set(tiles)}: {kind}, {info.value}점."]
        if info.joker_roles:
            roles = []
            for role in info.joker_roles:
                names = " 또는 ".join(tile_name(t) for t in sorted(role))
                roles.append(f"조커는 {josa(names, '을', '를')} 대신합니다.")
            details.extend(roles)
            if info.kind == "run":
                details.append("연속 속 조커는 놓인 자리의 숫자를 대신합니다.")
        rule = RULE_RUN if info.kind == "run" else RULE_GROUP
        summary = f"{josa(describe_set(tiles), '은', '는')} 올바른 {kind}입니다."
        if assumed:  # the colour was not named: say "같은 색", not the stand-in colour
            summary = summary.replace("빨강 ", "같은 색 ")
            details = [d.replace("빨강 ", "같은 색 ") for d in details]
        return Computed(
            RUMMIKUB,
            "rummikub-set",
            "네, 세트가 됩니다",
            summary,
            case,
            details,
            [rule, RULE_SET],
            True,
        )
    reason = info.reason or "세트가 아닙니다"
    colours = {t[0] for t in tiles if t != JOKER}
    rules = [info.rule_id or RULE_SET]
    # the kind of set the question asks about, else the one its colours point to
    if _ASKS_RUN.search(text):
        wanted = RULE_RUN
    elif _ASKS_GROUP.search(text):
        wanted = RULE_GROUP
    else:
        wanted = RULE_RUN if len(colours) == 1 else RULE_GROUP
    if wanted not in rules:
        rules.append(wanted)
    return Computed(
        RUMMIKUB,
        "rummikub-set",
        "아니요, 세트가 되지 않습니다",
        f"세트가 되지 않습니다: {reason.rstrip('.')}.".replace(
            "빨강 ", "같은 색 " if assumed else "빨강 "
        ),
        case,
        [],
        rules,
        False,
    )


# "…에서 조커 빼려면 뭘 내야 돼?": which tile frees a table joker
_FREE_CUE = re.compile(r"빼|회수|가져오|가져와|가져갈|꺼내|바꾸|바꿔|교체|뺏|훔")
_JOKER_WORD = re.compile(r"조커|죠커|joker")
_FREE_ASKS = re.compile(r"뭘|뭐|무엇|어떤|무슨|어느|필요|있어야|내야|넣어야|놓아야|놔야|려면")
_FREE_DECLINE = re.compile(r"등록|두\s*세트|세트\s*두|각각|그리고|받침대에\s*(?:두|남|놔|보관)")


def _or_list(names: list[str]) -> str:
    """ "검정 9나 주황 9", "빨강 5": the tiles, any one of them."""
    head = [josa(n, "이나", "나") for n in names[:-1]]
    return " ".join([*head, names[-1]])


def joker_free(text: str) -> Computed | None:
    """Which rack tile frees the joker of the set the question names (one joker only)."""
    from tutor.games.rummikub.sets import JOKER, classify, describe_set, tile_name

    if _FREE_DECLINE.search(text) or not (_FREE_CUE.search(text) and _FREE_ASKS.search(text)):
        return None
    # the set is named before the joker that is asked about ("… 조커 그룹에서 조커 빼려면")
    cue = _FREE_CUE.search(text)
    assert cue is not None
    asked = [m.start() for m in _JOKER_WORD.finditer(text, 0, cue.start())]
    if not asked:
        return None
    tiles = _read_tiles(text[: asked[-1]])
    if tiles is None or tiles.count(JOKER) != 1:
        return None
    info = classify(tiles)
    if not info.valid or len(info.joker_roles) != 1:
        return None
    (role,) = info.joker_roles
    names = [tile_name(t) for t in sorted(role)]
    choice = _or_list(names)
    shown = describe_set(tiles)
    either = len(names) > 1
    summary = (
        f"{josa(shown, '의', '의')} 조커는 {choice} 자리입니다. "
        f"{'그 가운데 한 장을' if either else josa(choice, '을', '를')} 받침대에서 조커 자리에 "
        "넣으면 조커를 빼 올 수 있습니다."
    )
    details = [
        "빼 온 조커는 그 차례에, 받침대 타일을 한 장 이상 넣은 새 세트에 써야 합니다.",
        "첫 등록을 마친 뒤에만 테이블의 조커를 빼 올 수 있습니다.",
    ]
    if either:
        details.insert(
            0,
            "3장 그룹의 조커는 빠진 두 색 가운데 어느 색으로든 바꿀 수 있습니다"
            "(두 색을 모두 채워야 하는 변형 규칙도 있습니다).",
        )
    return Computed(
        RUMMIKUB,
        "rummikub-joker-free",
        f"{josa(choice, '을', '를')} 내면 됩니다"
        if not either
        else f"{choice} 가운데 한 장을 내면 됩니다",
        summary,
        f"테이블의 세트: {', '.join(tile_name(t) for t in tiles)}",
        details,
        [RULE_JOKER_RETRIEVE, RULE_JOKER_SAME_TURN, RULE_JOKER_BEFORE_MELD],
        None,
    )


# "상대 둘이 12점, 20점 남았는데 내가 다 내면 몇 점?": the winner's gain
_OUT_CUE = re.compile(
    r"다\s*(?:털|내|내려놓|비우|비워|없애)|받침대(?:를|가)?\s*(?:다\s*)?(?:비우|비워|비면)"
    r"|루미큐브\s*(?:외치|하면|했)|이기면|이기고|이겼|이긴|나가면"
)
_OUT_ASKS = re.compile(r"몇\s*점|점수|얼마")
_OUT_DECLINE = re.compile(r"막히|막혀|막힌|더미|등록|조커|동점|비기")
_POINTS = re.compile(r"(\d+)\s*점")
_SUMS = re.compile(r"합(?:이|은|계가?)?\s*\d+(?:\s*(?:,|과|와|이랑|랑|하고)\s*\d+)*")
# "끝났을 때 상대 받침대에 5, 9, 조커 남았으면 저는 몇 점?": one rack's tiles
_RACK_LEFT = re.compile(
    r"받침대(?:에|엔|에는)?\s*(?P<tiles>(?:(?:\d{1,2}|조커|joker)(?:\s*(?:,|과|와|이랑|랑|하고|이|가))?\s*)+)"
    r"(?:남|있)"
)
# "B는 5, 8 남고 C는 10, 3, 1 남았어요": each other player's tiles left
_NAMED_RACK = re.compile(
    r"(?<![가-힣a-z])(?P<who>[a-d]|[가-힣]{1,3}?)\s*(?:는|은)\s*"
    r"(?P<tiles>(?:(?:\d{1,2}|조커)(?:\s*(?:,|과|와|이랑|랑|하고))?\s*)+)(?:남|있)"
)
_RACK_CUE = re.compile(
    r"끝났|끝나면|끝날|이기면|이겼|이긴|다\s*내|다\s*털|비웠|비우면|루미큐브\s*외"
)
_RACK_OWNER = re.compile(r"상대|다른\s*사람|친구")
_PEOPLE = {"한": 1, "혼자": 1, "둘": 2, "두": 2, "셋": 3, "세": 3}
_PEOPLE_WORD = re.compile(r"(?:상대|다른\s*(?:사람|애)|진\s*사람)\S*\s*(둘|셋|두|세)(?:\s*명)?")


def went_out_score(text: str) -> Computed | None:
    """The winner's points when the others' racks add up to the values the question names."""
    from tutor.games.rummikub.scoring import went_out_points

    if _OUT_DECLINE.search(text) or not (_OUT_CUE.search(text) and _OUT_ASKS.search(text)):
        return None
    text = PLAYER_COUNT.sub(" ", text)  # "3인인데": the players, not a rack
    values = [int(v) for v in _POINTS.findall(text)]
    if not values:
        # "남은 합이 12, 20이면": sums named without 점
        listed = _SUMS.search(text)
        values = [int(v) for v in re.findall(r"\d+", listed.group(0))] if listed else []
    # every number must be one of the racks' values
    if not values or len(re.findall(r"\d+", text)) != len(values):
        return None
    if any(not 0 <= v <= 400 for v in values) or len(values) > 5:
        return None
    people = _PEOPLE_WORD.search(text)
    if people and _PEOPLE[people.group(1)] != len(values):
        return None
    gain, losses = went_out_points(values)
    sums = " + ".join(str(v) for v in values)
    case = f"받침대를 먼저 비운 사람, 남은 사람 {len(values)}명의 받침대 합: " + ", ".join(
        f"{v}점" for v in values
    )
    details = [
        f"남은 사람은 각자 받침대 합만큼 잃습니다: {', '.join(f'{x}점' for x in losses)}.",
        "받침대에 남은 조커는 30점으로 셉니다.",
    ]
    return Computed(
        RUMMIKUB,
        "rummikub-went-out",
        f"+{gain}점",
        f"다른 사람들 받침대의 합 {sums} = {gain}점을 얻습니다."
        if len(values) > 1
        else f"남은 사람의 받침대 합 {gain}점을 얻습니다.",
        case,
        details,
        [RULE_SCORE_OUT],
        None,
    )


_TILE_WORD = re.compile(r"\d+|조커|죠커|joker")


def _uncoloured(numbers: list[int], jokers: int) -> list[str]:
    """Tiles named by their numbers alone, in one colour (it changes no sum), and jokers."""
    from tutor.games.rummikub.sets import JOKER

    return [f"r{n}" for n in numbers] + [JOKER] * jokers


def _rack_tiles(listed: str) -> list[str] | None:
    """The tiles of a rack named by numbers and jokers (colours do not change its sum)."""
    numbers = [int(n) for n in re.findall(r"\d+", listed)]
    jokers = len(_JOKER_WORD.findall(listed))
    if (not numbers and not jokers) or any(not 1 <= n <= 13 for n in numbers) or jokers > 2:
        return None
    return _uncoloured(numbers, jokers)


def went_out_rack(text: str) -> Computed | None:
    """The winner's points when the question names the tiles left on the other players'
    racks ("상대 받침대에 5, 9, 조커", "B는 5, 8 남고 C는 10, 3, 1 남았어요")."""
    from tutor.games.rummikub.scoring import rack_breakdown, score_went_out

    if _POINTS.search(text) or re.search(r"막히|막혀|더미|등록|동점|비기", text):
        return None
    if not (_RACK_CUE.search(text) and _OUT_ASKS.search(text)):
        return None
    found = list(_RACK_LEFT.finditer(text))
    if len(found) == 1 and _RACK_OWNER.search(text):
        listed = [("상대", found[0].group("tiles"))]
    elif not found:
        listed = [(m.group("who").upper(), m.group("tiles")) for m in _NAMED_RACK.finditer(text)]
        if not listed or len(listed) > 3 or len({w for w, _t in listed}) != len(listed):
            return None
    else:
        return None
    racks: list[list[str]] = []
    for _who, tiles in listed:
        rack = _rack_tiles(tiles)
        if rack is None:
            return None
        racks.append(rack)
    counted = sum(len(re.findall(r"\d+", t)) for _w, t in listed)
    if len(re.findall(r"\d+", PLAYER_COUNT.sub(" ", text))) != counted:
        return None  # a number that is not a tile left
    names = ["나", *(w for w, _t in listed)]
    scores, _events = score_went_out([[], *racks], 0, names)
    gain = scores[0]
    # the racks' sums without the stand-in colour
    accounts = [
        (who, re.sub(r"빨강 (\d+)", r"\1", rack_breakdown(r)))
        for (who, _t), r in zip(listed, racks, strict=True)
    ]
    if len(accounts) == 1:
        summary = f"{accounts[0][0]} 받침대에 남은 타일의 합({accounts[0][1]})을 얻습니다."
    else:
        sums = " + ".join(str(-scores[i + 1]) for i in range(len(accounts)))
        summary = f"남은 사람들 받침대의 합 {sums} = {gain}점을 얻습니다."
    details = [
        f"{who}: {account} → −{-scores[i + 1]}점." for i, (who, account) in enumerate(accounts)
    ]
    details.append("받침대에 남은 조커는 30점, 다른 타일은 적힌 숫자로 셉니다.")
    return Computed(
        RUMMIKUB,
        "rummikub-went-out",
        f"+{gain}점",
        summary,
        "받침대를 먼저 비운 사람, 남은 타일: "
        + "; ".join(f"{who} {' '.join(_TILE_WORD.findall(t))}" for who, t in listed),
        details,
        [RULE_SCORE_OUT],
        None,
    )


# "첫 등록 빨강 10 11 12로 돼?", "첫 등록으로 9 9 9 그룹이랑 검정 1 2 3 내면?": the first meld's
# points from the player's own sets
_MELD_CUE = re.compile(
    r"첫\s*등록|처음\s*등록|첫\s*멜드|등록\s*전|30\s*점|이니셜|initial|처음\s*(?:에\s*)?(?:낼|내)"
)
_MELD_ASKS = re.compile(
    r"돼|되나|되요|되죠|될|되는|가능|몇\s*점|넘|모자|부족|못\s*미|딱|인정|쳐|계산|낼\s*수|내도"
)
_MELD_DECLINE = re.compile(
    r"테이블|붙여|붙이|붙일|남의|빼|회수|옮기|옮겨|나누|나눠|쪼개|받침대에\s*남"
)
_MELD_SPLIT = re.compile(
    r"(?<=[0-9커])\s*(?:이랑|랑|하고|과|와)\s+|\s+(?:그리고|및)\s+"
    r"|\s*[,+]\s*(?=(?:빨|파|검|까|주|노|오|레|블)[가-힣]*\s*\d)"
)
_MELD_FILLER = re.compile(
    r"루미큐브|첫\s*등록(?:으로|에|때|할\s*때|하면서)?|처음\s*등록|처음\s*(?:에\s*)?(?:낼|내)\S*|"
    r"(?:으)?로\s*(?:내면|하면|해도)|만\s*있으면|있으면|"
    r"그룹|연속|런|세트|\(색\s*다\s*다름\)|색\s*다\s*다른|색이\s*다\s*다른"
)


def _meld_set(part: str) -> tuple[list[str], str | None] | None:
    """One set of a first meld and, when the question leaves its colours out, how it was
    read: a group of one number in different colours, else a run in one colour."""
    from tutor.games.rummikub.sets import JOKER

    tiles = _read_tiles(part)
    if tiles is not None:
        return tiles, None
    if any(m.group("colour") for m in _RK_TOKEN.finditer(part)):
        return None  # some colours named, some not: unclear
    numbers = [int(n) for n in re.findall(r"\d+", part)]
    jokers = len(_JOKER_WORD.findall(part))
    if not numbers or len(numbers) + jokers < 3 or any(not 1 <= n <= 13 for n in numbers):
        return None
    said = " ".join([*(str(n) for n in numbers), *(["조커"] * jokers)])
    if len(set(numbers)) == 1 and len(numbers) + jokers <= 4:
        tiles = [f"{c}{numbers[0]}" for c in "rbko"[: len(numbers)]] + [JOKER] * jokers
        return tiles, f"{said}(서로 다른 색의 그룹)"
    return _uncoloured(numbers, jokers), f"{said}(같은 색의 연속)"


def initial_meld(text: str) -> Computed | None:
    """Whether the sets a question names reach the first meld's 30 points, valued as the
    engine values sets (a joker as the tile it stands for)."""
    from tutor.games.rummikub.sets import JOKER, classify, describe_set, tile_name

    if not _MELD_CUE.search(text) or not _MELD_ASKS.search(text) or _MELD_DECLINE.search(text):
        return None
    body = _MELD_FILLER.sub(" ", text)
    body = re.sub(r"(?<!\d)30\s*점(?:이|을|은|에)?", " ", body)
    body = _RK_TAIL.sub("", body).strip()
    parts = [p for p in _MELD_SPLIT.split(body) if re.search(r"\d|조커|joker", p)]
    if not parts or len(parts) > 4:
        return None
    sets: list[list[str]] = []
    infos = []
    named: list[str] = []
    assumed = False  # a set's colours were left out and assumed
    for part in parts:
        found = _meld_set(part)
        if found is None:
            return None
        tiles, how = found
        info = classify(tiles)
        sets.append(tiles)
        infos.append(info)
        assumed = assumed or how is not None
        if how:
            named.append(how)
        elif info.valid:
            named.append(describe_set(tiles))
        else:
            named.append(", ".join(tile_name(t) for t in tiles))
    if not all(i.valid for i in infos):
        if len(infos) > 1:
            return None
        reason = (infos[0].reason or "").rstrip(".")
        return Computed(
            RUMMIKUB,
            "rummikub-initial-meld",
            "아니요, 세트가 되지 않습니다",
            (f"{reason}. " if reason else f"{josa(named[0], '은', '는')} 세트가 아닙니다. ")
            + "세트가 아니면 첫 등록에 낼 수 없습니다.",
            "첫 등록으로 낼 타일: " + named[0],
            [],
            [infos[0].rule_id or RULE_SET, RULE_MELD_30],
            False,
        )
    total = sum(i.value for i in infos)
    jokers = any(JOKER in t for t in sets)
    lines = [f"{n}: {i.value}점" for n, i in zip(named, infos, strict=True)]
    if jokers:
        lines.append("조커는 대신하는 타일의 숫자로 셉니다.")
    if assumed:
        lines.append(
            "색을 말하지 않은 세트는 같은 숫자면 서로 다른 색의 그룹, 아니면 같은 색의 연속으로 셉니다."
        )
    sums = " + ".join(str(i.value) for i in infos)
    ok = total >= 30
    verdict = (
        f"네, 첫 등록이 됩니다 ({total}점)" if ok else f"아니요, {total}점이라 30점에 못 미칩니다"
    )
    head = (
        f"받침대의 세트만으로 {sums} = {total}점"
        if len(infos) > 1
        else f"{josa(named[0], '은', '는')} {total}점"
    )
    tail = (
        "으로 30점 이상이라 첫 등록이 됩니다." if ok else "이라 첫 등록(30점 이상)이 되지 않습니다."
    )
    return Computed(
        RUMMIKUB,
        "rummikub-initial-meld",
        verdict,
        head + tail,
        "첫 등록으로 낼 세트: " + ", ".join(named),
        lines,
        [RULE_MELD_JOKER, RULE_MELD_30] if jokers else [RULE_MELD_30],
        ok,
    )


# -- what the tiles left on one's own rack cost --------------------------------------------
# "게임 끝났는데 조커 두 개 들고 있으면 몇 점 깎여요?", "끝났는데 내 받침대에 5, 9 남았으면 몇 점
# 잃어?"
_PEN_END = re.compile(r"끝났|끝나면|끝날|끝나고|끝난|게임\s*끝|판\s*끝|누가\s*(?:다\s*내|루미큐브)")
_PEN_LOSS = re.compile(r"깎|잃|감점|마이너스|빠지|빠져|까여|까이|까임|벌점")
_PEN_HELD = re.compile(r"들고|남았|남아|남으면|남은|있으면|있는데|쥐고")
# the tiles are one's own rack's ("받침대에", "나한테", "들고"), named by their numbers
_PEN_RACK = re.compile(r"받침대|랙|rack|들고|쥐고|나한테|내게|나는|저는|제\s*손|내\s*손|손에")
_PEN_DECLINE = re.compile(
    r"상대|다른\s*사람|친구|(?<![a-z])[a-d]\s*(?:는|가|은)|막히|막혀|더미|등록|동점|비기|이기|이긴|이겼"
    r"|받아|얻|\d+\s*점\s*(?:이|인|남)"
)
_PEN_JOKERS = re.compile(
    rf"(?:조커|죠커|joker)\s*(?:가|를|도)?\s*(\d|{NATIVE}|하나|한)\s*(?:개|장)"
)


def rack_penalty(text: str) -> Computed | None:
    """What a player loses for the tiles left on their own rack when someone else went out:
    the rack's sum, a joker counting 30, as the engine scores the end of the game."""
    from tutor.games.rummikub.scoring import rack_breakdown, rack_sum

    if _PEN_DECLINE.search(text) or not (
        _PEN_END.search(text) and _PEN_LOSS.search(text) and _PEN_HELD.search(text)
    ):
        return None
    if not _PEN_RACK.search(text):
        return None  # not one's own rack
    if not re.search(r"몇\s*점|얼마|점수", text):
        return None
    rest = PLAYER_COUNT.sub(" ", text)
    counted = _PEN_JOKERS.search(rest)
    jokers = 0
    if counted:
        word = counted.group(1)
        jokers = 1 if word in ("하나", "한") else count_word(word) or 0
        rest = rest[: counted.start()] + " " + rest[counted.end() :]
    if re.search(r"\d+\s*(?:장|개)", rest):
        return None  # a count of tiles rather than their numbers
    jokers += len(_JOKER_WORD.findall(rest))
    numbers = [int(n) for n in re.findall(r"\d+", rest)]
    if (not numbers and not jokers) or jokers > 2 or any(not 1 <= n <= 13 for n in numbers):
        return None
    rack = _uncoloured(numbers, jokers)
    lost = rack_sum(rack)
    account = re.sub(r"빨강 (\d+)", r"\1", rack_breakdown(rack))
    if len(rack) == 1:
        account = "조커 30점" if jokers else f"{lost}점"
    rules = [RULE_SCORE_OUT, RULE_SCORE_JOKER] if jokers else [RULE_SCORE_OUT]
    return Computed(
        RUMMIKUB,
        "rummikub-rack-penalty",
        f"−{lost}점",
        f"받침대에 남은 타일의 합만큼 잃습니다: {account}.",
        "다른 사람이 먼저 받침대를 비웠을 때 내 받침대에 남은 타일: "
        + " ".join([*map(str, numbers), *["조커"] * jokers]),
        [f"내 받침대: {account} → −{lost}점."]
        + (["받침대에 남은 조커는 30점으로 셉니다."] if jokers else []),
        rules,
        None,
    )


# -- the deal for a number of players ------------------------------------------------------
# "루미큐브 4명이면 처음에 몇 장씩 받고 더미에 몇 장 남아?", "3인이면 풀에 타일 몇 개 남아요?"
_DEAL_RACK = re.compile(
    r"(?:몇\s*(?:장|개)\s*(?:씩)?\s*(?:받|가져|나눠|들고|깔고|시작|뽑))"
    r"|(?:처음|시작)[^?.!]{0,12}몇\s*(?:장|개)"
)
_DEAL_POOL = re.compile(
    r"(?:더미|풀|pool|바닥|가운데|중앙)[^?.!]{0,12}(?:몇\s*(?:장|개)|얼마)"
    r"[^?.!]{0,6}(?:남|있|깔|쌓)"
)
# the rest of a game: a turn's draw, a meld, the end
_DEAL_DECLINE = re.compile(
    r"등록|세트|그룹|런|조커|점수|감점|이기|이겨|끝나|끝났|못\s*내|낼\s*게|떨어지|다\s*쓰|비면"
    r"|한\s*장\s*(?:더|씩\s*뽑)|차례|턴"
    r"|게이트|gateway|보석|공장|팩토리|진열판|공급처|별|아줄|인디고|나빗길"
)
ENTRY_MORE_PLAYERS = "rummikub.faq.more-players"


def rummikub_deal(text: str) -> Computed | None:
    """How many tiles each player starts with and how many stay in the pool for N players,
    from the engine's own deal."""
    from tutor.games.rummikub import ENGINE

    players = players_named(text)
    if players is None or _DEAL_DECLINE.search(text):
        return None
    if not (_DEAL_RACK.search(text) or _DEAL_POOL.search(text)):
        return None
    state, refused = set_up(
        ENGINE, RUMMIKUB, "rummikub-deal", "루미큐브 기본판", players, ENTRY_MORE_PLAYERS
    )
    if refused is not None:
        return refused
    each = len(state.racks[0])
    pool = len(state.pool)
    dealt = each * players
    return Computed(
        RUMMIKUB,
        "rummikub-deal",
        f"한 사람 {each}장, 더미에 {pool}장",
        f"{players}명이면 한 사람이 {each}장씩 모두 {dealt}장을 받고, 남은 {pool}장이 "
        "더미가 됩니다.",
        f"{players}명 게임",
        [f"{each}장 × {players}명 = {dealt}장", f"타일 {dealt + pool}장 − {dealt}장 = {pool}장"],
        [RULE_SETUP_DEAL],
        None,
    )


def compute(text: str) -> Computed | None:
    """A first meld's points, a set's validity, which tile frees a set's joker, a winner's
    points, or the deal for N players."""
    return (
        initial_meld(text)
        or rummikub_set(text)
        or joker_free(text)
        or went_out_score(text)
        or went_out_rack(text)
        or rack_penalty(text)
        or rummikub_deal(text)
    )


KINDS = (
    "rummikub-set",
    "rummikub-joker-free",
    "rummikub-went-out",
    "rummikub-initial-meld",
    "rummikub-deal",
    "rummikub-rack-penalty",
)
