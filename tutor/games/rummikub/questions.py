"""Questions the Rummikub engine can decide: whether the tiles a question names make a set
("빨강 7 8 9 조커 세트 돼?"), a first meld's points (and, after the meld, that a set needs no
30 points), which tile frees a joker, the end's points (a loss someone claims, checked), the
deal, and questions about a concrete position: how one's tiles fit into the table (the hint),
whether a described turn is legal (``judge_play``: a rearrangement, a meld joined to the
table, a joker freed before the meld), which tiles added one after another keep a set, a
blocked game's end, a tile just drawn. See :mod:`tutor.qa_computed` for the protocol."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from itertools import groupby
from typing import TYPE_CHECKING

from tutor import patterns
from tutor.games.rummikub.rules import (
    RULE_AFTER_MELD,
    RULE_DRAW,
    RULE_FROM_RACK,
    RULE_JOKER_BEFORE_MELD,
    RULE_JOKER_RETRIEVE,
    RULE_JOKER_SAME_TURN,
    RULE_KEEP,
    RULE_LOOSE,
    RULE_MATCH_WINNER,
    RULE_MELD_30,
    RULE_MELD_JOKER,
    RULE_MELD_RACK_ONLY,
    RULE_SCORE_BLOCKED,
    RULE_SCORE_JOKER,
    RULE_SCORE_OUT,
    RULE_SET,
    RULE_SETUP_DEAL,
)
from tutor.korean import josa, ro
from tutor.qa_computed import (
    NATIVE,
    QUESTION_END,
    YES_NO_PREFIX,
    Computed,
    asked_in_the_negative,
    count_word,
    heard_denied,
    house_rule,
    plain,
    players_named,
    set_up,
)

if TYPE_CHECKING:
    from tutor.games.rummikub.sets import SetInfo

RUMMIKUB = "rummikub"
# The game's name as this reader reads it, and the words that name it
# (:func:`tutor.qa_computed.compute`: a question asked on the game's own pages)
NAME = "루미큐브"
NAMED = patterns.compile(r"루미\s*+큐브|러미\s*+큐브|루미쿠브|rummikub|(?<![가-힣])루미(?![가-힣])")
# FAQ entries a verdict cites first when they are the case exactly
ENTRY_SPLIT_RUN = "rummikub.faq.split-run"
ENTRY_PLAY_DRAWN = "rummikub.faq.play-drawn-tile"
# a set with a joker is decided by what a joker stands for; with two, by the FAQ on exactly that
ENTRY_JOKER_WILD = "rummikub.joker.wild"
ENTRY_TWO_JOKERS = "rummikub.faq.two-jokers"
ENTRY_WRAP = "rummikub.faq.wrap-13-1"
ENTRY_ADD_TO_TABLE = "rummikub.faq.add-to-others-sets"
ENTRY_JOKER_LEFT = "rummikub.faq.joker-left-on-rack"
ENTRY_MELD_TURN = "rummikub.faq.manipulate-meld-turn"
ENTRY_MELD_SEVERAL = "rummikub.faq.meld-several-sets"
_RK_COLOURS = {
    "r": ("빨강색", "빨간색", "빨강", "빨간", "레드", "red", "적색"),
    "b": ("파랑색", "파란색", "파랑", "파란", "블루", "blue", "청색"),
    "k": ("검정색", "검은색", "까만색", "검정", "검은", "까만", "블랙", "black", "흑색"),
    "o": ("주황색", "노랑색", "노란색", "주황", "노랑", "노란", "오렌지", "orange", "yellow"),
}
_RK_COLOUR_OF = {w: c for c, words in _RK_COLOURS.items() for w in words}
_COLOUR_ALT = "|".join(sorted(_RK_COLOUR_OF, key=len, reverse=True))
# another player, named by who they are to the one asking
_OTHER_PERSON = (
    r"(?:상대(?:방)?|친구(?:들)?|다른\s*+(?:사람|플레이어|애)|형|동생|언니|누나|오빠|엄마|아빠"
    r"|할머니|할아버지|삼촌|이모|고모|남편|아내|와이프|아들)"
)
# A number with one of these counts something other than tiles: a game (2판째), a round, a
# place (2등), minutes, players, a turn ("1분 남았는데", "3번째 판"), or sets ("빨강 3 4 5를
# 2세트"; "빨강 1 2 3 세트" is a tile 3 and the word 세트)
NOT_TILE_COUNTER = r"(?:판\s*+째|판|번\s*+째|게임\s*+째|라운드|등(?!록)|분(?!리)|초(?!록)|명|인(?!데)|턴|차례|회차)"
_SETS_COUNTED = r"(?<=를|을|로)\s*+[2-4]\s*+세트|(?<![가-힣\d])[2-4]세트"
_NOT_TILE_NUMBER = patterns.compile(r"(?<!\d)\d+\s*" + NOT_TILE_COUNTER + r"|" + _SETS_COUNTED)


# "2판 합계 점수", "누적 점수": the score over several games, not this game's end
_MATCH_TOTAL = patterns.compile(
    r"누적|총점|합계\s*+점수|판\s*+(?:합계|총|동안)|라운드\s*+(?:합계|총)|전체\s*+점수"
)


def _without_counts(text: str) -> str:
    """The question without the numbers that count something other than tiles (3명, 2판째,
    1분, 2등, 2라운드): what is left of its numbers may be tiles."""
    return _NOT_TILE_NUMBER.sub(" ", text)


_RK_TOKEN = patterns.compile(
    "(?P<colour>" + "|".join(sorted(_RK_COLOUR_OF, key=len, reverse=True)) + ")"
    r"|(?P<joker>조커|죠커|joker|jk)"
    r"|(?P<number>\d+)(?:(?P<other>\s*"
    + NOT_TILE_COUNTER
    + r")|(?P<counter>\s*+(?:개|장|점|번|위)))?"
)
_RK_CUE = patterns.compile(
    r"돼|되나|되요|되죠|될|되는|된|가능|인정|유효|세트|맞|괜찮|놓을|놓아도|놔도|내도|낼\s*+수"
    r"|런|그룹|연속|valid|ok|오케이"
    # "흑색 4 5 6 됨?", "되냐", "되니", "ㄱㄴ?" (가능), "12 13 1 이어지나요?", "세트 성립해?"
    r"|group|run|(?<![a-z])set(?![a-z])|됨|되냐|되니|되여|됌|ㄱㄴ|이어지|이어져|이어짐|연결\s*+(?:돼|되|가능)|성립"
    # "빨강 1 2 3 조커 되지?": asked expecting 네 (its claim: the set)
    r"|(?<![가-힣])되지\s*+(?:요)?\s*+[?？]"
    # "테이블 빨강 5 조커 7에 빨강 8 붙일 수 있음?": a tile added to a set
    r"|붙일\s*+수|붙여도|이어\s*+붙|넣을\s*+수|넣어도"
)
# tiles laid down ("놔도", "내도", "놓을 수"): said of the table (바닥에) they go on
_LAID_ON = r"(?:놔도|놓아도|내도|내려놔도|내려놓아도|놓으면|내면|놓을\s*+수|낼\s*+수)"
# Questions about moving tiles around, the first meld, racks or other players: the set's
# validity alone does not answer them.
_RK_DECLINE = patterns.compile(
    r"떼|빼|가져|옮기|옮겨|나누|나눠|쪼개|분리|바꾸|바꿔|바꿀|교체|회수|훔|남기|남겨|등록"
    # the same moves said in the past ("조커 뺐어 괜찮아?")
    r"|뺐|뗐|옮겼|나눴|쪼갰|바꿨|남겼"
    # ("조커 뺄려면", "떼면": 빼/떼 said with its ending joined)
    r"|뺄|뗄|뺀|뗀|뺌|떼면"
    r"|받침대|손패|점수|몇\s*+점|벌점|두\s*+세트|세트\s*+두|세트들|각각|그리고|별|칸"
    # "빨강 7 8 9 내려다가 취소해도 돼?": whether a play may be taken back, not the set
    r"|취소|무르|무를|물러|무름|되돌"
    # ("바닥에 깔린 빨강 3 4 5": the table's set, as the players call it; "바닥에 빨강 12,13,1
    # 이어서 연속으로 놔도 돼?", "빨강 3 4 5 바닥에 내도 돼?": the tiles laid on it, as on the
    # table; 바닥 else is not plain)
    r"|바닥(?!\s*+에\s*(?:있는|깔린|깔려\s*+있는|놓인|놓여\s*+있는"
    rf"|(?:(?:{_COLOUR_ALT})[\d\s,·\-]++)+(?:이|가)?\s*+(?:있|깔려|놓여)"
    rf"|(?:(?:{_COLOUR_ALT})[\d\s,·\-]++)+(?:을|를)?\s*(?:이어서\s*)?"
    r"(?:(?:연속|그룹|런|세트)\s*+(?:으로|로)\s*)?" + _LAID_ON + r"|" + _LAID_ON + r"))"
    r"|뽑|더미|처음\s*+(?:에\s*)?(?:낼|내)"
    # "끝났는데 나한테 빨강 1 2 3 남았으면 세트니까 안 잃지?": the end's loss, not the set
    r"|잃|깎|감점|마이너스|벌점|끝났|끝나면|끝난|끝날|"
    + _SETS_COUNTED
    # "친구는 다 냈고 나는 빨강 5 파랑 5 남았어 -10 맞지?": a loss with its minus sign (not a
    # tile; "3-4-5", "3 - 4" join tiles)
    + r"|(?<!\S)[-−](?=\d)"
    # "나 +12 맞지?": a gain with its plus sign (not "빨강 3 + 4 + 5": tiles joined)
    + r"|(?<=[가-힣])\s*+[+＋]\s*(?=\d)"
)
# A question about something else than whether the tiles make a set or a first meld: must
# one play it, does the turn end, the odds, why, is one more tile needed, may one hold it back
_ASKS_OTHER = patterns.compile(
    r"왜|어째서|이유|확률|가능성|퍼센트|%|꼭\s*+(?:내|놓|해)|(?:내|놓|써)야\s*+(?:돼|되|해|하|함|만)"
    r"|들고\s*+있어야|안\s*+내고|안\s*+내도|아껴"
    # whether the turn ends ("빨강 7 붙이면 턴 끝나?"), not leave to end it after the play
    # ("파랑 7 붙이고 턴 끝내도 돼?": the play's set is the question, as without 턴)
    r"|(?:턴|차례)\s*+(?:이|가|은|는)?\s*+(?:끝(?!\s*+내(?:도|고|면))|넘어)"
    r"|더\s*+필요|(?:하나|한\s*+장)\s*+더(?!\s*+(?:을|를)?\s*+(?:붙|넣|놓|이어|추가))|몇\s*+장\s*+더|필요"
    # "빨강 5 6 7 3장 더 있어야 돼?": whether more tiles are needed, where "네, 세트가 됩니다"
    # reads as "yes, more are needed" (one of two asked, "내도 돼 아니면 더 모아야 돼?", is read)
    r"|(?<!아니면\s)더\s*+(?:있어야|모아야|가져와야|뽑아야|놓아야|놔야|내야|붙여야)"
    # "언제 낼 수 있어?", "뭐라고 불러?", "무슨 효과 있어?", "낼까 말까", "뭐 내면 좋을까?"
    r"|언제|뭐라고|뭐라\s*+(?:불러|부르|해|하)|이름|효과|(?:낼|놓을|할|쓸)까\s*+말까|고민"
    r"|좋을까|나을까|유리|전략"
    # "세트 몇 개 만들 수 있어?": a count asked, not the set
    r"|몇\s*+(?:개|세트|번|가지)"
    # "내 타일이 빨강 4 5 조커 … 인데 뭐 낼 수 있어?": what to play asked, not whether the
    # tiles named are one set
    r"|(?:뭐|뭘|무엇|무얼|어떤\s*+(?:걸|것|거|세트|타일))\s*+(?:을|를)?\s*+(?:낼|내|놓|만들)"
)

# "나는 빨강 5 6 7 있고 친구는 빨강 8 있어 같이 연속 돼?": tiles on two players' racks, which no
# one lays together (each lays tiles of their own rack only), not one set's tiles
_SPLIT_RACKS = patterns.compile(
    rf"(?<![가-힣]){_OTHER_PERSON}\s*+(?:는|은|가|이|도|한테(?:는)?|에게(?:는)?)\s*"
    rf"(?:{_COLOUR_ALT}|조커|죠커|\d)[^?？.]*?(?:있|가지|갖|들고|쥐고)"
)
_MINE_HELD = patterns.compile(
    rf"(?<![가-힣])(?:나|난|나는|저|저는|전|제가|내가|나한테|저한테|내\s*+손에|제\s*+손에)\s*(?:도|는)?\s*"
    rf"(?:{_COLOUR_ALT}|조커|죠커|\d)"
)


# (each gap read one way: a long run of spaces was split 3 ways at each place, k^3)
_RK_TAIL = patterns.compile(
    r"\s*+(?:(?:으)?로)?\s*+(?:내면|내도|하면|해도)?\s*+(?:몇\s*+점(?:으로\s*+쳐|이야|이에요|인가요)?|"
    r"돼|되나요|되나|되요|될까|되죠|되는지|가능|인정|되는데\s*+되나요|딱\s*\S+)[^0-9]*$"
)
_ASKS_RUN = patterns.compile(r"연속|런|run|스트레이트")
_ASKS_GROUP = patterns.compile(r"그룹|group|같은\s*+숫자")


# "색 다른 10", "다른 색 10", "색깔이 다른 5": a number said to be of another colour than the one
# before it, which is not named
_OTHER_COLOUR = patterns.compile(r"색\s*+(?:깔)?\s*+(?:이|은|만)?\s*+다른|다른\s*+색")
# "색깔 달라도 3 4 5 연속 돼?", "색 섞어서", "색 상관없이", "서로 다른 색": the tiles said to be
# of mixed colours, none named (a colourless run was read as one colour's: "네, 세트가 됩니다")
_COLOURS_MIXED = patterns.compile(
    r"색\s*(?:깔)?\s*(?:이|은|는|도|을|를|만)?\s*(?:다\s*|서로\s*|전부\s*|모두\s*|각각\s*)?"
    r"(?:달라|다르|다른|틀려|틀리|틀린|제각각|섞|상관\s*+(?:없|x|X)|관계\s*+없|무관)"
    r"|(?:서로|다|전부|모두|각각|각기)\s*+다른\s*+색|(?:여러|다양한)\s*+색"
)


# "제 판에 파랑 7이랑 빨강 7 있는데 파랑 7만 붙이고": the tiles a rack holds, listed before the
# ones played from it (the rack's clause is left out when the play names its tiles: they are
# not all laid, and the tile played was read twice, 4-5-6-7-7)
_RACK_LISTED = patterns.compile(
    r"(?<![가-힣])(?:제|내|저의|나의)\s*+(?:판|패|손|받침대|랙|타일\s*+판)\s*+(?:에|에는|엔)\s*+"
    r"(?P<tiles>[^?？.]*?)\s*+(?:있는데|있고|있어서|들고\s*+있는데|남았는데)"
)
_PLAYED_NAMED = patterns.compile(
    rf"(?:{_COLOUR_ALT})\s*+\d{{1,2}}(?:\s*+(?:만|하나만|한\s*+장만|이|을|를))?\s*+"
    r"(?:붙|이어|넣|끼워|추가|내|놓)"
)


def _rack_listing_dropped(text: str) -> str:
    """The question without a listing of the rack's tiles that comes before tiles played from
    it (``_RACK_LISTED``); as it was when no tile played is named after the listing."""
    listed = _RACK_LISTED.search(text)
    if listed is None or not _PLAYED_NAMED.search(text, listed.end()):
        return text
    return text[: listed.start()] + " " + text[listed.end() :]


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
    english = r"ok|valid|(?<![a-z])(?:group|run|set|is|it)(?![a-z])"  # words of the question
    if re.search(r"[a-z]", re.sub(english, "", text)) and not re.search(r"[a-z]", covered):
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
            following = matches[n + 1] if n + 1 < len(matches) else None
            if (
                not tiles
                and not pending
                and following is not None
                and re.search(r"[가-힣]{2,}", text[m.end() : following.start()])
                and any(later.group("joker") for later in matches[n + 1 :])
            ):
                # the joker asked about, then the tiles with it among them: "조커를 연속 중간에
                # 넣어도 되나요 빨강 5 조커 빨강 7" (the question mark lost in a repaired
                # reading) is the three tiles listed, not a fourth joker before them
                continue
            tiles.append(JOKER)
        else:
            if m.group("other") or m.group("counter"):
                # a count ("3장"), or a number that is not a tile ("2판째", "3명이서"): what it
                # says may change the question (the readers that can set it aside do so first)
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
            carried = not pending  # the colour of a number named before ("빨강 7 8 9")
            if pending:
                colour, pending = pending[0], []
            if colour is None:
                return None  # a number with no colour named before it
            gap = text[matches[n - 1].end() : m.start()] if n else ""
            if carried and _OTHER_COLOUR.search(gap):
                return None  # "빨강 7 8 9랑 색 다른 10": a number of another colour, not named
            if (
                carried
                and f"{colour}{number}" in tiles
                and re.search(r"[가-힣]{2,}", gap)
                and not re.search(r"째", gap)
            ):
                # a tile named again after other words, not a second one: "조커, 빨강 10, 조커
                # 순서로 가운데에 10을 놓으면", "1-2-3처럼 1부터 시작하는 연속", "파랑 7 그룹이 이미
                # 있는데 내 7 그룹도" ("파랑 3 3 4 5", "7 8 7": listed; "주황 8 다섯 번째 8": a
                # fifth, two tiles)
                return None
            tiles.append(f"{colour}{number}")
    if pending or len(tiles) < 2 or len(tiles) > 13 or all(t == JOKER for t in tiles):
        return None
    if tiles.count(JOKER) > 2:
        return None  # the box holds two jokers
    if sum(1 for t in tiles if t != JOKER) < 2 and len(tiles) < 3:
        return None
    return tiles


def _laid(tiles: list[str]) -> tuple[list[str], bool]:
    """The tiles as a player lays them, and whether that is not the order named: a run with
    a joker named high to low ("빨강 13 12 11 조커") or with a joker at an end where it
    cannot stand ("빨강 12 13 조커": the joker goes before the 12) is laid the other way, as
    the same tiles would be without the joker; else the order named."""
    from tutor.games.rummikub.sets import JOKER, classify

    if JOKER not in tiles or classify(tiles).valid:
        return tiles, False
    plain = [t for t in tiles if t != JOKER]
    if len({t[0] for t in plain}) != 1:
        return tiles, False  # not one colour: not a run
    for order in (tiles, tiles[::-1]):
        lead = next(i for i, t in enumerate(order) if t != JOKER)
        trail = next(i for i, t in enumerate(reversed(order)) if t != JOKER)
        core = order[lead : len(order) - trail]
        for before in range(lead + trail + 1):
            laid = [JOKER] * before + core + [JOKER] * (lead + trail - before)
            if classify(laid).valid:
                return laid, laid != tiles
    return tiles, False


def _joker_in_gap(tiles: list[str]) -> list[str] | None:
    """ "조커 빨강 4 6", "조커 조커 빨강 1 4", "빨강 3 조커 4": jokers named with one colour's tiles
    that are a run but for a gap or an end, laid where they make one as a player lays a set
    (4-조커-6, 조커-3-4; the tiles in order, "조커 빨강 6 4 5" as 조커-4-5-6); None when no
    place makes a set."""
    from itertools import combinations

    from tutor.games.rummikub.sets import JOKER, classify

    plain = [t for t in tiles if t != JOKER]
    jokers, size = len(tiles) - len(plain), len(tiles)
    if not jokers or len(plain) < 2 or len({t[0] for t in plain}) != 1:
        return None
    numbers = [int(t[1:]) for t in plain]
    if numbers == sorted(numbers, reverse=True):
        plain = plain[::-1]  # named high to low
    elif numbers != sorted(numbers):
        # "조커 빨강 6 4 5", "파랑 3 조커 5 4": named out of order, laid in order as a player
        # lays a set (as a run named out of order with no joker is), the joker where it makes
        # one
        plain = sorted(plain, key=lambda tile: int(tile[1:]))
    for places in combinations(range(size), jokers):
        rest = iter(plain)
        option = [JOKER if i in places else next(rest) for i in range(size)]
        if classify(option).valid:
            return option
    return None


def _said_case(said: list[str], laid: list[str]) -> str:
    """The case of a set's tiles: in the order named, and the order they are laid in when
    that is another ("조커 빨강 13 12" → 조커, 빨강 12, 빨강 13)."""
    from tutor.games.rummikub.sets import tile_name

    shown = ", ".join(tile_name(t) for t in laid)
    if said == laid:
        return f"타일 {len(laid)}장, 놓은 순서대로: {shown}"
    named = ", ".join(tile_name(t) for t in said)
    return f"타일 {len(laid)}장, 말한 순서: {named} → 놓는 순서: {shown}"


def _counted_reason(reason: str, tiles: list[str]) -> str:
    """The engine's reason, with the count of a colour said twice in a group made the count
    named ("빨강 5 5 5": 빨강이 세 장)."""
    from tutor.games.rummikub.sets import COLOURS

    m = re.search(r"그룹에 (\S+?)(?:이|가) 두 장 있습니다", reason)
    if m is None:
        return reason
    colour = next((c for c, name in COLOURS.items() if name == m.group(1)), None)
    copies = sum(1 for t in tiles if t[0] == colour)
    if colour is None or copies <= 2:
        return reason
    word = {3: "세", 4: "네", 5: "다섯"}.get(copies, str(copies))
    return reason.replace("두 장 있습니다", f"{word} 장 있습니다", 1)


def _laid_as(tiles: list[str], kind: str) -> tuple[list[str], SetInfo] | None:
    """The tiles with their jokers laid where the set reads as ``kind`` ("run" or "group"),
    and that reading: "빨강 12 조커 조커" asked as a run is 조커-조커-빨강 12 (10-11-12)."""
    from itertools import combinations

    from tutor.games.rummikub.sets import JOKER, classify, readings, sort_key

    plain = [t for t in tiles if t != JOKER]
    jokers, size = len(tiles) - len(plain), len(tiles)
    for order in (plain, plain[::-1], sorted(plain, key=sort_key)):
        for places in combinations(range(size), jokers):
            rest = iter(order)
            option = [JOKER if i in places else next(rest) for i in range(size)]
            for reading in readings(classify(option)):
                if reading.kind == kind:
                    return option, reading
    return None


def _reading_label(info: SetInfo) -> str:
    """A set's label for the reading given ("빨강 조커-조커-5" for one tile and two jokers read
    as a run, where :func:`describe_set` names its more valuable reading, the group)."""
    from tutor.games.rummikub.sets import JOKER, JOKER_NAME, describe_set, tile_name

    tiles, kind = list(info.tiles), info.kind
    if JOKER not in tiles or kind not in ("run", "group"):
        return describe_set(tiles)
    if kind == "group":
        plain = [t for t in tiles if t != JOKER]
        colours = [tile_name(t).split()[0] for t in plain] + [JOKER_NAME] * (
            len(tiles) - len(plain)
        )
        return f"{plain[0][1:]} 그룹({'·'.join(colours)})"
    first = next(i for i, t in enumerate(tiles) if t != JOKER)
    start = int(tiles[first][1:]) - first
    parts = [JOKER_NAME if t == JOKER else str(start + i) for i, t in enumerate(tiles)]
    return f"{tile_name(tiles[first]).split()[0]} {'-'.join(parts)}"


# "첫번째 턴에", "맨 처음에", "게임 시작하고 바로", "첫 수로": the player's first play, where
# the first meld's 30 points decide and not only the set
_FIRST_PLAY = patterns.compile(
    r"첫\s*+(?:번째\s*)?(?:턴|차례|수|판)|처음|최초|시작\s*+하(?:고|자|면)|시작\s*+(?:때|하자마자)"
)
# "빨강 7 8 9 세 번 내도 돼?", "세트 두 개", "네 장": the set laid several times, or a count of
# tiles that is not the tiles named
_SET_REPEATED = patterns.compile(
    r"(?<![가-힣\d])(?:두|세|네|[2-9])\s*+번(?!\s*+째)|(?:세트|그룹|연속|런)\s*+(?:를|을)?\s*+(?:두|세|네|[2-4])\s*+개"
)
# "이렇게 네 장": the count of the tiles named (read only when it is their number)
_TILES_COUNTED = patterns.compile(
    r"(?<![가-힣])(?P<n>한|두|세|네|다섯|여섯|일곱|여덟|아홉|열|열한|열두|열세)\s*+(?:장|개)"
)


# "빨강 10 11 12 13 연속 4장도 되죠?", "5장짜리 연속": the count of the tiles named, in digits,
# said after the last of them (read only when it is their number)
_DIGIT_COUNT = patterns.compile(
    r"(?<=[\s가-힣])(?P<n>\d{1,2})\s*+(?:장|개)(?:짜리|도|이|가|은|는|으로|로|만)?"
    r"(?![^\d]*\d)(?!\s*+(?:더|씩|남|이상|이하|넘|미만))"
)


# "왜 빨강 12 13 1은 안 돼?", "빨강 5 파랑 5 왜 세트가 안 되는 거야?": why the tiles make no set,
# asked of them (answered by the plain verdict and its reason: qa_computed's WHY_ASK); only
# with 안 돼 said of them, as a why of anything else is not the set's
_WHY_NOT = patterns.compile(
    r"(?<![가-힣])왜(?!냐)(?=[^?？]*?(?:세트|연속|그룹|런)?\s*+(?:가|이|는|은)?\s*+안\s*+(?:돼|되|됨)"
    r"[가-힣\s]*[?？]*\s*$)"
)


# "빨강 2 3 4 세트 왜 안 돼?", "파랑 5 6 7 왜 연속이 안 되나요?", "왜 빨강 3 4 5 세트가 안
# 돼?": the set named by its word before its 안 돼 (asked of the set, not of a move or the
# meld)
_WHY_NOT_SET = patterns.compile(
    r"(?:세트|연속|그룹|런)\s*+(?:가|이|는|은)?\s*+(?:왜\s*+)?안\s*+(?:돼|되|됨)"
)


# "빨강 3 4 5 왜 첫 등록 안 돼?", "왜 파랑 1 2 3은 첫등록이 안 되나요?": why a meld fails, asked of
# its tiles, with 안 돼 said of the meld at the question's end
_MELD_WHY_NOT = patterns.compile(
    r"(?<![가-힣])왜(?!냐)(?=[^?？]*?등록\s*+(?:이|은|는|가)?\s*+안\s*+(?:돼|되|됨)[가-힣\s]*[?？]*\s*$)"
    # "파랑 5 6 7 8 첫등록 왜 안 됨?": the why said after the meld
    r"|(?<=등록)\s*+(?:이|은|는|가)?\s*+왜(?=\s*+안\s*+(?:돼|되|됨)[가-힣\s]*[?？]*\s*$)"
)


# "…에 빨강 8 붙일 수 있어?": tiles added to a set
_ADDED = patterns.compile(r"붙|이어|넣|추가|더하|더해")
# the table said ("테이블에", "바닥에 깔린"): a set already laid
# "빨강 5 6 7에 붙여도", "테이블에 빨강 5 6 7 있는데 붙여도": the last tile named is the set's
# a tile is added to, and no tile follows before the verb
_NOTHING_ADDED = patterns.compile(
    r"\s*+(?:에다가|에다|에|엔|(?:이|가)?\s*+(?:(?:깔려|놓여)\s*)?(?:있|깔려|깔린|놓여)[가-힣]*[,.]?)"
    r"\s*+(?:(?:여기|거기)(?:에다가?|다|에)?\s*|더\s*)?(?:붙|이어|넣|끼워|끼우|추가)"
)
_TABLE_SAID = patterns.compile(r"테이블|바닥|깔린|깔려|놓인\s*+세트|낸\s*+세트")
# tiles said to lie somewhere, laid in the order said ("테이블에 조커 빨강 1 2 놓여 있는데",
# "조커 검정 1 2 순서로 냈어")
_LYING_IN_ORDER = patterns.compile(
    rf"{_TABLE_SAID.pattern}|놓여\s*+있|놓였|놓아\s*+(?:뒀|두었|있)|놨|놓았|냈|내\s*+놓|순서\s*+(?:로|대로)"
)
# a number said to be missing or left out ("11 빠진 채", "11 없이", "11은 빼고"): not a tile laid
_TILE_MISSING = patterns.compile(
    r"(?<!\d)\d{1,2}\s*+(?:이|가|은|는|을|를|만)?\s*+(?:빠진|빠져|빠졌|빠지고|없이|없는|없고|뺀|빼고|제외"
    # 없는데 as typed in chat: 업는데, 엎는데, 읎는데 ("파랑 5 6 8 런 돼? 7업는데": the 7 is the tile
    # missing, never one laid; was read as a run of four)
    r"|업는|업고|업이|엎는|읎는)"
)


# "조커 검정 1 2", "조커, 조커, 빨강 2 3": jokers listed before the tiles, in the order of the
# run (not "조커 하나로 빨강 4 6", "조커 한 장 끼워서": a joker said to be used, anywhere)
_JOKERS_LISTED_FIRST = patterns.compile(
    rf"(?<![가-힣])(?:(?:조커|죠커|joker)\s*+[,·\-]?\s*+)+(?:{_COLOUR_ALT})\s*+\d"
)

# "빨강 3 4 5는 세트 되고 파랑 7 9는 안 되지?", "파랑 7 8 9는 연속인데 …": a verdict said of the
# tiles named so far, then other tiles: two sets, each with its own verdict (was read as one set
# of all of them)
_SAID_OF_FIRST = patterns.compile(
    r"(?:(?:세트|연속|그룹|런)\s*+(?:이|가)?\s*+(?:되|돼|됨)|(?<![가-힣])(?:되|돼)|(?:세트|연속|그룹|런)\s*+이|맞)"
    r"(?:고|는데|지만|며|면서)(?![가-힣])"
)


def _wraps(tiles: list[str]) -> bool:
    """Whether the tiles, as laid, put a 1 right after a 13 of its colour (a run that would
    go round: "빨강 12 13 1"), or are one colour's 1 and 13 with no joker, which the engine
    refuses as a run going round whatever their order ("빨강 1 2 3 앞에 빨강 13")."""
    from tutor.games.rummikub.sets import JOKER

    numbers = {t[1:] for t in tiles}
    return any(
        a[1:] == "13" and b[1:] == "1" and a[0] == b[0]
        for a, b in zip(tiles, tiles[1:], strict=False)
    ) or (JOKER not in tiles and len({t[0] for t in tiles}) == 1 and {"1", "13"} <= numbers)


# "… 냈는데 이번에 …", "… 내고 다음 턴에 …": a later turn said between the tiles named
_LATER_TURN = patterns.compile(
    # ("13 다음에 1": the next number, not a turn)
    r"(?<![가-힣])(?:(?:이번|다음|그\s*+다음|담)\s*+(?:번에|(?:턴|차례)\s*(?:에|엔|에는)?)|이번에)(?![가-힣])"
)


# "빨강 1 2 3 이랑 파랑 5 하나": a set, then one or two tiles of their own colour joined to it
_TILES_JOINED = patterns.compile(r"(?<=[0-9커])\s*+(?:이랑|랑|하고|과|와)\s+|\s+그리고\s+")


def _lone_beside_set(text: str, named: list[str]) -> Computed | None:
    """ "나 첫 등록 했어 이번 턴에 빨강 1 2 3 이랑 파랑 5 하나 내도 돼?": a valid set and one or two
    tiles joined to it that make no set with it (their colour named anew): the tiles cannot be
    laid as a set of their own (a set is three tiles or more), whatever the set beside them.
    None unless the question names exactly that."""
    from tutor.games.rummikub.sets import JOKER, classify, tile_name

    joins = list(_TILES_JOINED.finditer(text))
    if len(joins) != 1 or not re.search(_LAID_ON, text):
        return None  # (whether the tiles make one set, asked: "… 세트 돼?")
    if re.search(r"이렇게|이런\s*+식|한\s*+세트|하나로|한\s*+줄|같이\s*+(?:붙|이어)", text):
        return None  # "이렇게 내도 돼?": the tiles laid together, as one set
    after = text[joins[0].end() :]
    if not re.match(rf"\s*+(?:{_COLOUR_ALT})", after):
        return None  # "빨강 7 8 9랑 10": the same colour's next tile, named on
    first = _read_tiles(text[: joins[0].start()])
    if first is None or len(first) < 3 or not 1 <= len(named) - len(first) <= 2:
        return None
    if named[: len(first)] != first:
        return None
    rest = named[len(first) :]
    if JOKER in rest or not classify(first).valid:
        return None
    shown_rest = ", ".join(tile_name(t) for t in rest)
    label = _reading_label(classify(first))
    count = "한 장" if len(rest) == 1 else "두 장"
    return Computed(
        RUMMIKUB,
        "rummikub-set",
        f"아니요, {shown_rest} {count}은 따로 낼 수 없습니다",
        f"{josa(label, '은', '는')} 올바른 세트이지만, {josa(shown_rest, '은', '는')} "
        f"그 세트에 이어지지 않고 {count}만으로는 세트가 되지 않습니다(세트는 3장 이상).",
        f"함께 내는 타일: {label}, 그리고 {shown_rest}",
        [
            f"{label}: {'연속' if classify(first).kind == 'run' else '그룹'}, {classify(first).value}점.",
            f"{josa(shown_rest, '은', '는')} 테이블에 이미 놓인 세트에 "
            "붙일 수 있을 때만 낼 수 있습니다(자기 첫 등록을 마친 뒤).",
        ],
        [RULE_SET, RULE_LOOSE],
        False,
    )


# "… 그룹에 빨강 7 붙여서 7 네 장이라고": the group's number said again with the count of the
# tiles after the move (the count is checked against the tiles; the number was read as a tile)
_RESULT_COUNTED = patterns.compile(
    r"(?P<verb>붙여서|붙이면|넣어서|넣으면|더해서|더하면|합쳐서|합치면)\s*"
    r"(?P<n>1[0-3]|[1-9])(?!\d)\s*(?:이|가|짜리)?\s*"
    r"(?=(?:세|네|다섯|3|4|5)\s*+(?:장|개))"
)


def _result_number_dropped(text: str) -> str:
    """The question without the group's number said again after the move (:data:`_RESULT_COUNTED`),
    when every tile named before it has that number."""
    m = _RESULT_COUNTED.search(text)
    if m is None:
        return text
    before = re.findall(r"(?<!\d)(?:1[0-3]|[1-9])(?!\d)", text[: m.start()])
    if not before or any(n != m.group("n") for n in before):
        return text
    return f"{text[: m.start()]}{m.group('verb')} {text[m.end() :]}"


def rummikub_set(text: str) -> Computed | None:
    """Whether the tiles named, in the order named, form one valid set."""
    from tutor.games.rummikub.sets import (
        JOKER,
        RULE_GROUP,
        RULE_RUN,
        classify,
        describe_set,
        readings,
        tile_name,
    )

    text = _rack_listing_dropped(text)
    # (a why of a move, "왜 빨강 3 4 5는 먼저 내면 안 돼?", is not the set's)
    why_not = _WHY_NOT.search(text) is not None and not re.search(
        r"면(?![가-힣])|(?<![가-힣])내(?!\s)|놓|붙|쓰|써|먼저|처음|등록|가져|빼|뺄", text
    )
    unwhy = _WHY_NOT.sub(" ", text) if why_not else text
    if _RK_DECLINE.search(unwhy) or _ASKS_OTHER.search(unwhy) or not _RK_CUE.search(text):
        return None
    if _SPLIT_RACKS.search(text) and _MINE_HELD.search(text):
        return None  # tiles on two players' racks: none lays them together
    if _FIRST_PLAY.search(text) or _BEFORE_MELD.search(text) or _SET_REPEATED.search(text):
        return None  # a first meld's (30 points), or a set laid more than once
    others_set = bool(
        re.search(rf"(?<![가-힣]){_OTHER_PERSON}|남의", text)
        and re.search(
            r"(?:붙|이어|추가|넣|끼워)\S*\s*+(?:도|수|면)|붙여도|나한테|나에게|내게|(?<![가-힣])내\s",
            text,
        )
    )
    if others_set:
        # "상대가 빨강 5 6 7 내고 나한테 빨강 8 있어 붙여도 돼?": the meld decides, unless the
        # set said laid and the tile added to it make no set ("상대가 낸 빨강 5 6 7에 내 빨강 9
        # 붙여도 돼?": no, whatever the meld)
        joined = _OTHERS_SET_JOINED.search(text)
        if (
            joined is None
            or len(_ANY_TILE.findall(text)) != len(_ANY_TILE.findall(joined.group(0)))
        ) and not (
            _CLAIM_OF_OTHER.match(text)
            or (_MELD_HEARD_FROM.match(text) and _HEARD_END.search(text))
        ):
            return None

    text = _result_number_dropped(text)

    # "빨강 1 2 3 앞에 조커 붙여도 돼?", "파랑 11 12 13 뒤에 조커": the joker's side said, where
    # it stands (not moved to where it makes a set, as a joker merely named last is)
    def side(m: re.Match[str]) -> str:
        before = m.group("side").startswith("앞")
        return f"{m.group('j')} {m.group('set')}" if before else f"{m.group('set')} {m.group('j')}"

    text, sided = _JOKER_SIDE.subn(side, text)
    # "조커를 검정 1 2 앞에 두면": the joker named first, then the tiles and the side
    text, sided_first = _JOKER_SIDE_FIRST.subn(side, text)
    sided += sided_first
    if _JOKER_WORD.search(text):
        # "파랑 12 13에 조커 붙이면": the joker where it makes a set (here before the 12)
        said = _joker_words(text)
        if said is None:
            return None
        text = said
    asks_run, asks_group = bool(_ASKS_RUN.search(text)), bool(_ASKS_GROUP.search(text))
    if asks_run and asks_group:
        return None  # "런 아니고 그룹으로": which kind is asked is not plain
    words = [m for m in _RK_TOKEN.finditer(text) if m.group("colour") or not m.group("other")]
    if words and re.search(r"[?？]", text[words[0].end() : words[-1].start()]):
        return None  # "조커는 아무 숫자나 되지? 빨강 3 조커 5": two questions, not one set's tiles
    if words and _SAID_OF_FIRST.search(text, words[0].end(), words[-1].start()):
        return None  # "빨강 3 4 5는 되고 파랑 7 9는 안 되지?": two sets, each said of
    if words and _LATER_TURN.search(text, words[0].end(), words[-1].start()):
        # "지난 턴에 빨강 10 11 12 냈는데 이번에 주황 5 하나 내도 돼?": tiles of two turns, the
        # later one's not said to join the earlier ones (was read as one set)
        return None
    if words and _NOTHING_ADDED.match(text, words[-1].end()):
        return None  # "테이블에 빨강 5 6 7 있는데 붙여도 돼?": the tile added is not named
    if _TILE_MISSING.search(text):
        return None  # "빨강 9 10 12로 11 빠진 채": a tile said missing (was read as one laid)
    # numbers with no colour at all asked as a run ("1 2 3 연속 돼?"): one colour, any
    assumed = not any(m.group("colour") for m in _RK_TOKEN.finditer(text)) and asks_run
    # "색깔 달라도 3 4 5 연속 돼?": no colour named, the colours said to differ: each tile of
    # another colour in turn (빨강, 파랑, 검정, 주황), not one colour's
    mixed = assumed and _COLOURS_MIXED.search(text) is not None
    if assumed and not mixed and _OTHER_COLOUR.search(text):
        return None  # "다른 색으로 1 2 3 연속": of mixed colours, or of another than one before?
    digit_count = _DIGIT_COUNT.search(text)
    if digit_count is not None:
        text = text[: digit_count.start()] + " " + text[digit_count.end() :]
    tiles = _read_tiles(text, "r" if assumed else None)
    if tiles is None:
        return None
    if digit_count is not None and int(digit_count.group("n")) != len(tiles):
        return None  # "빨강 7 8 9 4장": a count that is not the tiles named
    if mixed:
        turn = iter("rbkorbkorbkorbko")
        tiles = [t if t == JOKER else f"{next(turn)}{t[1:]}" for t in tiles]
    counted = [count_word(m.group("n")) for m in _TILES_COUNTED.finditer(text)]
    if any(n != len(tiles) for n in counted):
        return None  # "빨강 7 8 9 네 장": a count that is not the tiles named
    named_order = list(tiles)
    tiles, turned = (tiles, False) if sided else _laid(tiles)
    if not sided and JOKER in tiles and not classify(tiles).valid and not _ADDED.search(text):
        # "조커 빨강 4 6", "빨강 3 조커 4": a joker laid where it makes a run (4-조커-6, 조커-3-4)
        gap = _joker_in_gap(tiles)
        if gap is not None:
            tiles, turned = gap, True
    if not sided and JOKER in tiles and not classify(tiles).valid and _ADDED.search(text):
        # "빨5 조커 7에 빨 4 붙일 수 있어?": the tiles added go before the set or after it
        # (where the joker stands stays); "… 빨 6 붙일": only with the joker moved, not plain
        ends = [tiles[-k:] + tiles[:-k] for k in range(1, len(tiles) - 1)]
        fits = next((t for t in ends if classify(t).valid), None)
        if fits is None:
            if _laid_as(tiles, "run") is not None or _laid_as(tiles, "group") is not None:
                return None
        else:
            tiles, turned = fits, True
    if JOKER not in tiles and len({t[0] for t in tiles}) == 1 and classify(tiles).valid:
        # "테이블 빨강 11 12 13 뒤에 빨강 10 붙여도 돼?": a run named out of its order is laid
        # in it (the 10 goes before the 11), and the case says so; named high to low it is
        # the same run said from its top
        ordered = sorted(tiles, key=lambda tile: int(tile[1:]))
        if tiles not in (ordered, ordered[::-1]):
            tiles, turned = ordered, True
    info = classify(tiles)
    if not info.valid and len(tiles) >= 6:
        return None  # likely two sets described together: not one case
    if others_set and (
        info.valid or (JOKER in tiles and (tiles.count(JOKER) > 1 or _joker_fits(tiles)))
    ):
        # another player's set joined: the asker's meld decides (not when no place of its
        # joker makes a set: "친구가 빨강 7 파랑 7 검정 7 주황 7에 조커 붙여도 된다고 하는데")
        return None
    if why_not and info.valid and not _WHY_NOT_SET.search(text):
        # "빨강 1 2 3 왜 안 돼?": a set, so what fails is not the set (the meld?); "빨강 2 3 4
        # 세트 왜 안 돼?" asks of the set by name, and the plain answer is that it is one
        return None
    if not info.valid and not sided:
        lone = _lone_beside_set(text, named_order)
        if lone is not None:
            return lone
    case = _said_case(named_order, tiles)
    if mixed:
        case += " (색이 다르다고 해서 차례로 빨강·파랑·검정·주황으로 보고 셈)"
    elif assumed:
        case += " (색을 말하지 않아 모두 같은 색, 빨강으로 보고 셈)"
    asked = RULE_RUN if asks_run else RULE_GROUP if asks_group else None
    kinds = {RULE_RUN if r.kind == "run" else RULE_GROUP: r for r in reversed(readings(info))}
    if not sided and asked is not None and asked not in kinds and JOKER in tiles:
        # "빨강 12 조커 조커 연속 돼?": the jokers laid where the set is the kind asked about
        found = _laid_as(tiles, "run" if asked == RULE_RUN else "group")
        if found is not None:
            tiles, reading = found
            turned = tiles != named_order
            case = _said_case(named_order, tiles)
            kinds = {asked: reading}
    if asked in kinds:
        info = kinds[asked]  # "빨강 5 조커 조커 그룹 돼?": the reading asked about
    label = _reading_label(info) if info.valid else describe_set(tiles)
    if info.valid and asked is not None and asked not in kinds:
        # "빨강 5 파랑 5 조커 연속 돼?": a set, but not the kind asked about
        kind = "연속" if info.kind == "run" else "그룹"
        other = "연속" if asked == RULE_RUN else "그룹"
        what = (
            "연속은 같은 색의 이어지는 숫자 3장 이상입니다"
            if asked == RULE_RUN
            else "그룹은 같은 숫자의 서로 다른 색 3~4장입니다"
        )
        return Computed(
            RUMMIKUB,
            "rummikub-set",
            f"아니요, {josa(other, '이', '가')} 아니라 {kind}입니다",
            f"{josa(label, '은', '는')} {kind}이고 {josa(other, '은', '는')} 아닙니다: {what}.",
            case,
            [f"{label}: {kind}, {info.value}점."],
            [asked, RULE_SET],
            False,
        )
    lead = next((i for i, t in enumerate(named_order) if t != JOKER), 0)
    said_numbers = [int(t[1:]) for t in named_order if t != JOKER]
    if (
        info.valid
        and info.kind == "run"
        and turned
        and lead
        and said_numbers == sorted(said_numbers)
        and tiles[:lead] != named_order[:lead]
        and _JOKERS_LISTED_FIRST.search(text)
        and int(named_order[lead][1:]) <= lead
    ):
        # "조커 검정 1 2", "조커 조커 빨강 2 3": jokers listed before the tiles, low to high,
        # where no number is (a joker's place in a run is its number, and none comes before
        # 1): the order said makes no set; the same tiles laid as a player would lay them do,
        # which the answer says beside ("조커 빨강 4 6", a joker that has a number where named,
        # is laid in the gap as before)
        first = named_order[lead]
        where = (
            f"{tile_name(first)} 앞에는 숫자가 없어"
            if lead == 1
            else f"{tile_name(first)} 앞에 조커 {lead}장이 들어갈 숫자가 없어"
        )
        shown = ", ".join(tile_name(t) for t in named_order)
        if not _LYING_IN_ORDER.search(text):
            # "조커 검정 1 2 세트 돼?": tiles listed, not laid: the player lays them, so the
            # same tiles make a set where the joker goes after them (a 아니요 read as "these
            # tiles make no set")
            return Computed(
                RUMMIKUB,
                "rummikub-set",
                f"네, {ro(label)} 놓으면 세트가 됩니다 (조커는 {tile_name(first)} 앞에 둘 수 없습니다)",
                f"연속 속 조커는 놓인 자리의 숫자를 대신합니다. {where} 조커는 뒤쪽에 놓습니다.",
                case,
                [f"같은 타일을 {ro(label)} 놓으면 올바른 연속입니다({info.value}점)."],
                [ENTRY_JOKER_WILD, RULE_RUN, RULE_SET],
                True,
            )
        return Computed(
            RUMMIKUB,
            "rummikub-set",
            f"아니요, 말한 순서로는 세트가 되지 않습니다 ({ro(label)} 놓으면 세트가 됩니다)",
            f"연속 속 조커는 놓인 자리의 숫자를 대신합니다. 말한 순서({shown})대로면 {where} "
            "연속이 되지 않습니다.",
            case,
            [f"같은 타일을 {ro(label)} 놓으면 올바른 연속입니다({info.value}점)."],
            [ENTRY_JOKER_WILD, RULE_RUN, RULE_SET],
            False,
        )
    if info.valid:
        kind = "연속" if info.kind == "run" else "그룹"
        details = [f"{label}: {kind}, {info.value}점."]
        if turned:
            details.insert(
                0,
                f"말한 순서대로는 연속이 되지 않지만, 같은 타일을 {ro(label)} 놓으면 "
                "세트가 됩니다(연속은 작은 수부터 놓고, 조커는 연속의 어느 끝에든 빈 자리에든 "
                "놓을 수 있습니다).",
            )
        if info.joker_roles:
            roles = []
            for role in info.joker_roles:
                names = " 또는 ".join(tile_name(t) for t in sorted(role))
                roles.append(f"조커는 {josa(names, '을', '를')} 대신합니다.")
            if len(set(info.joker_roles)) < len(info.joker_roles):
                # "조커 조커 빨강 5": both jokers stand for the colours missing, one each
                names = ", ".join(tile_name(t) for t in sorted(info.joker_roles[0]))
                roles = [f"두 조커는 {names} 가운데 서로 다른 두 장을 대신합니다."]
            details.extend(roles)
            if info.kind == "run":
                details.append("연속 속 조커는 놓인 자리의 숫자를 대신합니다.")
        rule = RULE_RUN if info.kind == "run" else RULE_GROUP
        summary = f"{josa(label, '은', '는')} 올바른 {kind}입니다."
        verdict = "네, 세트가 됩니다"
        top = max((int(t[1:]) for t in named_order if t != JOKER), default=0)
        if (
            turned
            and info.kind == "run"
            and named_order[-1] == JOKER
            and top == 13
            and said_numbers == sorted(said_numbers)
        ):
            # "빨강 12 13 조커 이렇게 연속 돼?": no number after 13, so the joker goes before
            # the run (a bare 네 would say it may stand after the 13)
            jokers_word = "조커 두 장은" if tiles.count(JOKER) > 1 else "조커는"
            first = tile_name(tiles[tiles.count(JOKER)])
            verdict = (
                f"네, {ro(label)} 놓으면 세트가 됩니다 "
                f"(13 다음에는 숫자가 없어 {jokers_word} {first} 앞에 둡니다)"
            )
            if _LYING_IN_ORDER.search(text):
                # "빨강 12 13 조커 이렇게 놨는데 돼?": laid in the order said, the joker stands
                # after the 13, where no number is (was "네, 세트가 됩니다")
                shown = ", ".join(tile_name(t) for t in named_order)
                return Computed(
                    RUMMIKUB,
                    "rummikub-set",
                    f"아니요, 놓인 순서로는 세트가 되지 않습니다 ({ro(label)} 놓으면 세트가 됩니다)",
                    f"연속 속 조커는 놓인 자리의 숫자를 대신합니다. 놓인 순서({shown})대로면 "
                    f"13 다음에는 숫자가 없어 연속이 되지 않습니다. {jokers_word} {first} 앞에 "
                    "옮겨 놓아야 합니다.",
                    case,
                    [f"같은 타일을 {ro(label)} 놓으면 올바른 연속입니다({info.value}점)."],
                    [ENTRY_JOKER_WILD, RULE_RUN, RULE_SET],
                    False,
                )
        if (
            assumed and not mixed
        ):  # the colour was not named: say "같은 색", not the stand-in colour
            summary = summary.replace("빨강 ", "같은 색 ")
            details = [d.replace("빨강 ", "같은 색 ") for d in details]
        jokers = tiles.count(JOKER)
        joker_first = [ENTRY_TWO_JOKERS] if jokers >= 2 else [ENTRY_JOKER_WILD] if jokers else []
        # "테이블에 파랑 3 4 5 있을 때 내 파랑 6 붙여도 돼?": a tile added to a set on the table,
        # which the FAQ on adding to the table's sets answers (only after one's first meld)
        added = [ENTRY_ADD_TO_TABLE] if _TABLE_SAID.search(text) and _ADDED.search(text) else []
        if added:
            details.append("테이블의 세트에 붙이는 것은 자기 첫 등록을 마친 뒤에만 할 수 있습니다.")
        return Computed(
            RUMMIKUB,
            "rummikub-set",
            verdict,
            summary,
            case,
            details,
            # (a tile added to the table: the rule that allows it after one's own meld too)
            [*added, *joker_first, rule, RULE_SET, *([RULE_AFTER_MELD] if added else [])],
            True,
        )
    reason = _counted_reason(info.reason or "세트가 아닙니다", tiles)
    colours = {t[0] for t in tiles if t != JOKER}
    rules = [info.rule_id or RULE_SET]
    # the kind of set the question asks about, else the one its colours point to
    numbers = {t[1:] for t in tiles if t != JOKER}
    meant = True  # the kind of set meant is plain from the question or its numbers
    if asked is not None:
        wanted = asked
    elif len(numbers) == len([t for t in tiles if t != JOKER]) and len(numbers) > 1:
        wanted = RULE_RUN  # every number different: a run was meant (빨강 4 5 6 + 파랑 7)
    elif len(numbers) == 1:
        wanted = RULE_GROUP  # one number: a group was meant
    else:
        wanted, meant = (RULE_RUN if len(colours) == 1 else RULE_GROUP), False
    if rules == [RULE_SET] and meant:
        rules = [wanted, RULE_SET]  # the generic rule says less than the kind meant
    elif wanted not in rules:
        rules.append(wanted)
    if rules[0] == RULE_LOOSE and not _TABLE_SAID.search(text):
        # "파랑 3 4 두 개만 내도 돼?": a set too short, laid from the rack: the size a set of
        # the kind meant must have decides (tiles left loose on the table are another case)
        rules = [wanted, *rules]
    if _wraps(tiles):
        rules.insert(0, ENTRY_WRAP)  # "13 다음에 1": the FAQ on exactly that run
    rules = list(dict.fromkeys(rules))
    details = []
    front = [t for t in tiles if t == JOKER] + [t for t in tiles if t != JOKER]
    moved = classify(front) if JOKER in tiles and front != tiles else None
    if moved is not None and moved.valid and moved.kind == "run":
        # "빨강 11 12 13 뒤에 조커 붙일 수 있어?": not after the 13, but the same tiles with the
        # joker in front are a run, which a player asking wants to know (was a bare 아니요)
        stands = " 또는 ".join(tile_name(t) for t in sorted(moved.joker_roles[0]))
        details.append(
            f"조커를 앞에 두면 {ro(_reading_label(moved))} 세트가 됩니다(조커는 "
            f"{josa(stands, '을', '를')} 대신합니다, {moved.value}점)."
        )
    return Computed(
        RUMMIKUB,
        "rummikub-set",
        "아니요, 세트가 되지 않습니다",
        f"세트가 되지 않습니다: {reason.rstrip('.')}.".replace(
            "빨강 ", "같은 색 " if assumed and not mixed else "빨강 "
        ),
        case,
        details,
        rules,
        False,
    )


# After the first meld: a set's points said ("9점짜리만 내도", "6점인데") and whether it must reach
# 30 like the meld ("이것도 30 넘어야 해요?", "30점 안 넘어도 돼?", or as someone says it: "다음
# 세트도 30점 넘어야 한다는데"): the set decides, not its points
_SET_POINTS_SAID = patterns.compile(
    r"(?<!\d)(?P<n>\d{1,2})\s*+점\s*+(?:짜리(?:만|도|를|을|로)?|인데|이라도|이지만|밖에\s*+안\s*+(?:되|돼)는데)"
    r"(?=\s|$|[,.?])"
)
_THIRTY_ASKED = patterns.compile(
    r"(?:(?:이것|이거|이건|그것|그거|얘)\s*(?:도|은|는)?\s*)?(?:또\s*)?30\s*+점\s*(?:을|이|은)?\s*"
    r"(?:(?:넘어야|넘겨야|이상이어야|채워야|돼야|되어야)\s*(?:해요|하나요|해|하나|돼요|돼|되나요|되나|함|합니까"
    r"|한다는데|한다던데|한대요|한대|한다며|한다고\s*+(?:하던데|하는데|해서|들었는데|들었어))"
    r"|(?:안|못)\s*+(?:넘어도|넘겨도|돼도|되어도|채워도))"
    r"(?:\s*+(?:돼요|돼|되나요|되나|괜찮아요|괜찮아))?\s*[?？]*"
)


def after_meld_points(text: str) -> Computed | None:
    """A set asked about after the first meld with its points (or the meld's 30) said: any
    valid set may be laid, whatever its points (the engine's set check; the 30 points are the
    first meld's alone)."""
    from tutor.games.rummikub.sets import JOKER

    thirty = _THIRTY_ASKED.search(text)
    points = list(_SET_POINTS_SAID.finditer(text))
    if thirty is None and not points:
        return None
    if len(points) > 1:
        return None
    rest = text
    if thirty is not None:
        rest = rest[: thirty.start()] + " " + rest[thirty.end() :]
    if points:
        rest = rest.replace(points[0].group(0), " ", 1)
    if re.search(r"30\s*+점|\d+\s*+점", rest):
        return None  # other points said: not read
    found = rummikub_set(rest)
    if found is None:
        return None
    tiles = _read_tiles(_joker_words(rest) or rest)
    if tiles is None or JOKER in tiles:
        return None  # (a joker's points depend on where it stands)
    value = sum(int(t[1:]) for t in tiles)
    if points and int(points[0].group("n")) != value:
        return None  # the points said are not the set's
    if found.ok:
        return replace(
            found,
            kind="rummikub-initial-meld",
            verdict=f"낼 수 있습니다: 첫 등록 뒤에는 점수 제한이 없습니다 ({value}점)",
            summary=f"{found.summary} 30점 이상은 첫 등록에만 필요하고, 첫 등록을 마친 뒤에는 "
            "점수와 상관없이 올바른 세트면 낼 수 있습니다.",
            case=found.case + " (첫 등록을 마친 뒤)",
            rule_ids=[RULE_AFTER_MELD, RULE_MELD_30, *found.rule_ids],
        )
    return replace(
        found,
        kind="rummikub-initial-meld",
        verdict="낼 수 없습니다: 세트가 되지 않습니다 (30점은 첫 등록에만 필요합니다)",
        case=found.case + " (첫 등록을 마친 뒤)",
        rule_ids=[*found.rule_ids, RULE_AFTER_MELD],
    )


# "…에서 조커 빼려면 뭘 내야 돼?": which tile frees a table joker
_FREE_CUE = patterns.compile(r"빼|뺄|회수|가져오|가져와|가져갈|꺼내|바꾸|바꿔|바꿀|교체|뺏|훔")
_JOKER_WORD = patterns.compile(r"조커|죠커|joker")
_FREE_ASKS = patterns.compile(r"뭘|뭐|무엇|어떤|무슨|어느|필요|있어야|내야|넣어야|놓아야|놔야|려면")
_FREE_DECLINE = patterns.compile(
    r"등록|두\s*+세트|세트\s*+두|각각|그리고|받침대에\s*+(?:두|남|놔|보관)"
    # "제 검정 7 넣고 조커 빼 오면": one's own tile put in, the turn asked (not which tile)
    # ("검정 7 넣으면 돼요?" with no tile of one's own said asks which tile frees it: read)
    rf"|넣고|넣어서|넣었|(?<![가-힣])(?:내|제)\s+(?:{_COLOUR_ALT})"
)


# "… 조커 빼려면 검정 7 넣으면 돼?", "주황7 넣어도 되지?": one tile proposed to free the joker,
# which the answer confirms or refutes (a 네/아니요 before the tile that frees it)
_FREE_PROPOSED = patterns.compile(
    rf"(?P<c>{_COLOUR_ALT})\s*+(?P<n>1[0-3]|[1-9])(?!\d)\s*(?:을|를|으로|로)?\s*"
    r"(?:(?:하나|한\s*+장)\s*(?:더\s*)?)?"
    r"(?:넣|내|놓|놔|끼우|끼워|바꾸|바꿔)\S*\s*+(?:되|돼|괜찮|맞)"
)


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
    first = _ANY_TILE.search(text, 0, asked[-1])
    where = patterns.compile(r"에서|에선").search(text, first.end(), asked[-1]) if first else None
    if where is not None and _ANY_TILE.search(text, where.end(), asked[-1]):
        return None  # "… 그룹에서 빨강 9만 넣으면 … 조커를": a tile put in, not the set's
    tiles = _read_tiles(text[: asked[-1]])
    if tiles is None or tiles.count(JOKER) != 1:
        return None
    tiles = _laid(tiles)[0]  # "빨강 12 13 조커": the joker before the 12
    info = classify(tiles)
    if not info.valid or len(info.joker_roles) != 1:
        return None
    (role,) = info.joker_roles
    names = [tile_name(t) for t in sorted(role)]
    choice = _or_list(names)
    shown = describe_set(tiles)
    either = len(names) > 1
    # one tile proposed after the joker asked about: whether it frees the joker
    proposed = _FREE_PROPOSED.search(text, cue.end())
    if proposed is not None and len(re.findall(r"\d+", text[cue.end() :])) != 1:
        proposed = None  # "검정 7이든 주황 7이든": not one tile proposed
    frees: bool | None = None
    if proposed is not None:
        tile = f"{_RK_COLOUR_OF[proposed.group('c')]}{proposed.group('n')}"
        frees = tile in role
        named = tile_name(tile)
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
    verdict = (
        f"{josa(choice, '을', '를')} 내면 됩니다"
        if not either
        else f"{choice} 가운데 한 장을 내면 됩니다"
    )
    if frees is True:
        verdict = f"네, {josa(named, '을', '를')} 넣으면 됩니다" + (
            f" ({choice} 가운데 한 장)" if either else ""
        )
    elif frees is False:
        verdict = f"아니요, {ro(named)}는 안 되고 " + verdict.replace("내면 됩니다", "내야 합니다")
    return Computed(
        RUMMIKUB,
        "rummikub-joker-free",
        verdict,
        summary,
        f"테이블의 세트: {', '.join(tile_name(t) for t in tiles)}",
        details,
        [RULE_JOKER_RETRIEVE, RULE_JOKER_SAME_TURN, RULE_JOKER_BEFORE_MELD],
        frees,
    )


# "상대 둘이 12점, 20점 남았는데 내가 다 내면 몇 점?": the winner's gain
_OUT_CUE = patterns.compile(
    r"다\s*+(?:털|내|냈|내려놓|비우|비워|비웠|없애|없앴)|받침대(?:를|가)?\s*+(?:다\s*)?(?:비우|비워|비면)"
    r"|루미큐브\s*+(?:를\s*)?(?:외치|외쳤|하면|했)|이기면|이기고|이겼|이긴|나가면"
)
_OUT_ASKS = patterns.compile(r"몇\s*+점|점수|얼마")
_OUT_DECLINE = patterns.compile(r"막히|막혀|막힌|더미|등록|조커|동점|비기")
_POINTS = patterns.compile(r"(\d+)\s*+점")
_SUMS = patterns.compile(r"합(?:이|은|계가?)?\s*+\d+(?:\s*+(?:,|과|와|이랑|랑|하고)\s*+\d+)*")
# "끝났을 때 상대 받침대에 5, 9, 조커 남았으면 저는 몇 점?": one rack's tiles
_RACK_LEFT = patterns.compile(
    r"받침대(?:에|엔|에는)?\s*+(?P<tiles>(?:(?:\d{1,2}+|조커|joker)(?:\s*+(?:,|과|와|이랑|랑|하고|이|가))?\s*)+)"
    r"(?:남|있)"
)
# a rack's tiles by number, then the verb's subject marker: "5, 8", "10 3 1", "4랑 조커"
# (a number's digits read one way only: "1111" split every way backtracked without bound)
_TILES_LEFT = (
    r"(?P<tiles>(?:(?:\d{1,2}+|조커)(?:\s*+(?:,|과|와|이랑|랑|하고))?\s*)+)(?:(?:이|가)\s*)?"
)
# "B는 5, 8 남고 C는 10, 3, 1 남았어요": each other player's tiles left; "A는 12, B는 조커, C는
# 4랑 6 남았어": the verb said once, after the last of them
_NEXT_NAMED = r"(?=[,\s]*(?:[a-d]|[가-힣]{1,3}?)\s*+(?:는|은)\s*+(?:\d|조커))"
_NAMED_RACK = patterns.compile(
    r"(?<![가-힣a-z])(?!(?:나|저|내|제)\s*+(?:는|은))"
    # ("한 명은 … 다른 한 명은": the others by their count, not by a name)
    r"(?P<who>(?:다른\s*)?한\s*+(?:명|사람)|[a-d]|(?!명\s*+[은는])[가-힣]{1,3}?)\s*+(?:는|은)\s*"
    + _TILES_LEFT
    + r"(?:남|있|"
    + _NEXT_NAMED
    + r")"
)
_RACK_CUE = patterns.compile(
    r"끝났|끝나면|끝날|이기면|이겼|이긴|다\s*+(?:내|냈)|다\s*+털|비웠|비우면|루미큐브\s*+외"
    # "내가 루미큐브 했는데": the call said with 했
    r"|루미큐브\s*+(?:를\s*)?(?:했|해서|하고)|끝냈|끝내서"
)
# "끝났는데", "끝나면": the game's end said with no one going out (it may be a blocked end)
_GAME_ENDED = patterns.compile(r"끝(?:났|나면|날|나고|나서)")
_RACK_OWNER = patterns.compile(r"상대|다른\s*+사람|친구")
# "D는 몰라", "한 명은 기억 안 나": a rack whose tiles are not known
_RACK_UNKNOWN = patterns.compile(r"몰라|모르|모름|기억\s*+(?:이\s*)?(?:안|못|없)|까먹")
# "상대 5 8 남았어", "동생도 5 8 남았어": another player's tiles left, with or without 는
# ("상대한테 조커 남았으면": the rack said with 한테)
_OTHERS_LEFT = patterns.compile(
    rf"(?<![가-힣])(?P<who>{_OTHER_PERSON})\s*(?:는|은|도|한테(?:는)?|에게(?:는)?)?\s*"
    + _TILES_LEFT
    + r"(?:남|있)"
)
_PEOPLE = {"한": 1, "혼자": 1, "둘": 2, "두": 2, "셋": 3, "세": 3}
# "상대 둘이", "나머지 셋이": the other players counted
_PEOPLE_WORD = patterns.compile(
    r"(?:상대|다른\s*+(?:사람|애)|진\s*+사람|나머지|남은\s*+사람)\S*\s*(둘|셋|두|세)(?:\s*+명)?"
)
# Whose end it is. "친구가 다 내서 이겼어", "누가 루미큐브 외쳤는데": someone else went out, so
# the player asking lost; "내가 이기면": the player asking went out; "난 20점 남았는데", "나는
# 받침대에 5, 9": the tiles left are the player's own (a loser's: −sum)
_OTHER = rf"(?:{_OTHER_PERSON}|(?<![가-힣a-z])[a-d])"
_WENT_OUT = (
    # ("타일을 다 내서", "자기 패를 다 털어서": the tiles said before 다)
    r"(?:먼저\s*)?(?:(?:자기\s*)?(?:타일|패)\s*(?:을|를)?\s*)?(?:다\s*+(?:내|냈|털|비)|이겼|이기|이긴|루미큐브|받침대(?:를)?\s*+(?:다\s*)?비"
    # "마지막 타일 내고", "마지막 세 장 붙여서", "끝냈는데": the last tiles laid, the game ended
    r"|마지막\s*+(?:(?:타일|세트|한\s*+장|두\s*+장|세\s*+장|네\s*+장)\S*\s*)?(?:내|냈|붙|놓|내려)"
    r"|(?:판을?\s*)?끝냈|(?:판을?\s*)?끝내서)"
)
_OTHER_WON = patterns.compile(
    rf"{_OTHER}\s*+(?:가|이)\s*{_WENT_OUT}"
    # "민수가 이겼는데": someone named
    rf"|(?<![가-힣])(?!우리|누군)[가-힣]{{2,3}}(?:가|이)\s*{_WENT_OUT}"
    # ("누가 이겼는지 모르겠고": who won is asked or untold, and how the game ended with it)
    r"|(?:누가|누군가)\s*+(?:먼저\s*)?(?:다\s*+(?:냈|내서)|이겼(?!는지)|루미큐브\s*+외쳤|받침대(?:를)?\s*+(?:다\s*)?비웠)"
)
_I_WON = patterns.compile(
    rf"(?<![가-힣])(?:내가|제가)\s*{_WENT_OUT}"
    # "나 이겼어", "저 루미큐브 외쳤어요": the asker without 가, with a verb of the end said (not
    # "저 루미큐브 처음인데")
    r"|(?<![가-힣])(?:나|난|나는|저|저는|전)\s*(?:먼저\s*)?(?:이겼|이김|이겨서|이긴\s*+(?:거|건|데)"
    r"|다\s*+(?:냈|내서|털었|털어서)|루미큐브\s*+(?:를\s*)?(?:외쳤|했))"
)
_MINE_LEFT = patterns.compile(
    # ("저 13 남았어요": 저 (I) before the tiles, as 나)
    r"(?<![가-힣])(?:난|나는|나도|저는|저도|내가|제가|내|제|나한테|저한테|내게|제게|나(?=\s)|저(?=\s)"
    # "전 빨강 10, 11, 12 남았어요", "저한테는 주황 9": 전 (저는), not 등록 전
    r"|(?<!등록 )(?<!등록)전(?=\s))(?:는|도)?\s*"
    r"(?:받침대|손|랙)?\s*(?:에|엔|에는|에도)?\s*(?:\d|조커|죠커|" + _COLOUR_ALT + r")"
)
_OTHER_RACK = patterns.compile(
    rf"{_OTHER}\s*(?:의\s*)?(?:는|은|도|한테|에게)?\s*(?:받침대|손|랙|\d|조커|죠커"
    rf"|(?:{_COLOUR_ALT})\s*+(?:색\s*)?\d)"
)
# "상대 점수는 얼마?", "상대는 몇 점 돼?": the points of the others asked about
# ("형은 +몇 점?", "친구는 마이너스 몇 점?": the sign said with it)
_SIGN_SAID = r"(?:[+＋\-−]\s*|플러스\s*|마이너스\s*)?"
_OTHER_ASKED = patterns.compile(rf"{_OTHER}\s*(?:는|은|의|가|이)?\s*{_SIGN_SAID}(?:점수|몇\s*+점)")
_LOSS_ASKED = patterns.compile(r"잃|깎|감점|마이너스|까여|까이|까임|벌점|빠지|빠져")
# "나 몇 점?", "내 점수는?": the points of the one asking
_ME_ASKED = patterns.compile(r"(?<![가-힣])(?:나|난|나는|내|저|전|저는|제)\s*+(?:점수|몇\s*+점)")
_ME_WORDS = {"내", "제", "나", "저", "난", "전", "나의", "저의", "나는", "저는", "내가", "제가"}
# the last word before a rack ("엄마 받침대", "민수의 받침대", "내 받침대", "끝났는데 받침대")
_WORD_BEFORE = patterns.compile(r"(?<![가-힣])(?P<w>[가-힣]{1,5})\s*$")
_NOT_A_NAME_END = patterns.compile(
    r"(?:데|고|면|서|어|아|요|다|니|지|게|에|때|후|뒤|랑|와|과|째|번)$"
)


def _owner_before(text: str, at: int) -> str | None:
    """Whose rack the one named at ``at`` is, from the word before it: "나" for the one
    asking ("내 받침대", "나는 받침대에"), the word for another player ("엄마 받침대", "민수
    받침대"), None when no word names anyone ("끝났는데 받침대에")."""
    m = _WORD_BEFORE.search(text, 0, at)
    if m is None:
        return None
    word = m.group("w")
    bare = re.sub(r"(?:의|는|은|도)$", "", word) if len(word) > 1 else word
    if word in _ME_WORDS or bare in _ME_WORDS:
        return "나"
    if re.fullmatch(_OTHER_PERSON, bare):
        return bare
    if 2 <= len(bare) <= 3 and not _NOT_A_NAME_END.search(bare):
        return bare  # a name ("민수")
    return None


# "상대 둘", "친구 두 명", "다른 사람 셋": how many the others are
_OTHERS_COUNTED = patterns.compile(
    rf"(?<![가-힣])(?:{_OTHER_PERSON}|다른\s*+사람)\S{{0,2}}\s*"
    r"(?P<n>(?:둘|셋)(?=\s|$|[,.?!]|이|은|는|도|명)|(?:[1-3]|두|세)(?=\s*+명))"
)
# "내가 안 이겼고", "못 이겼는데": not the win the scoring readers read
_NOT_WON = patterns.compile(
    r"(?<![가-힣])(?:안|못)\s*+(?:이겼|이기|이긴|이겨|다\s*+(?:내|냈|털)|비웠|비우|털었)"
)


# "저는 첫 등록도 못 한 상태였고", "아직 등록 안 했거든요", "등록은 했는데": whether the first
# meld was made, said beside the end's racks (it changes nothing in the end's points)
_MELD_REMARK = patterns.compile(
    r"(?:아직\s*)?(?:첫\s*|처음\s*)?등록(?:도|은|을|이)?\s*+(?:아직\s*)?(?:못|안)\s*+(?:한|했)[가-힣]*"
    r"(?:\s*+상태[가-힣]*)?[.,!]?"
)


def _without_meld_remark(text: str) -> str:
    """The end's question without what it says of the first meld (:data:`_MELD_REMARK`,
    :data:`_MELD_DONE`)."""
    return _MELD_DONE.sub(" ", _MELD_REMARK.sub(" ", text))


# "엄마는 빨강 2, 검정 3 남았고": a tile's colour, which changes no rack's sum
_COLOUR_OF_NUMBER = patterns.compile(rf"(?:{_COLOUR_ALT})\s*(?:색\s*)?(?=\d)")


# "아빠는 조커 하나랑 주황 10": one joker, counted before a particle
_ONE_JOKER = patterns.compile(r"(?<=커)\s*+(?:하나|한\s*+장|한\s*+개)(?=(?:이랑|랑|하고|만|도)?\s)")


# "빨강 파랑 5", "빨강·파랑·노랑 3": one number for every colour named before it (a tile each,
# as a set's tiles are read)
_COLOURS_OF_ONE = patterns.compile(
    rf"(?P<cs>(?:{_COLOUR_ALT})(?:[\s,·/]*(?:{_COLOUR_ALT}))+)\s*(?:색\s*)?"
    r"(?P<n>1[0-3]|[1-9])(?!\d)"
)
# "파랑 하나", "노랑 한 장", "빨간 거": a tile named by its colour alone, its number untold
_COLOUR_UNNUMBERED = patterns.compile(rf"(?:{_COLOUR_ALT})(?!\s*+(?:색\s*)?(?:\d|조커|죠커))")


def _colours_counted(text: str) -> str:
    """ "빨강 파랑 5" → "빨강 5 파랑 5": each colour named before one number, a tile."""
    return _COLOURS_OF_ONE.sub(
        lambda m: " ".join(f"{c} {m.group('n')}" for c in _COLOUR_WORD.findall(m.group("cs"))),
        text,
    )


def _colourless(text: str) -> str:
    """The end's question with its tiles' colours left out ("빨강 2" → "2", "빨강 파랑 5" → "5
    5") and a joker counted as one ("조커 하나랑" → "조커랑"): the end's points add the numbers
    alone. A colour with no number after it ("파랑 한 장") is left, for the readers to refuse."""
    return _ONE_JOKER.sub("", _COLOUR_OF_NUMBER.sub("", _colours_counted(text)))


# "저는 2랑 3, 친구는 12 하나 남았어요": a rack's tiles joined by 랑, a tile counted as one
_JOINED_NUMBERS = patterns.compile(r"(?<=\d)\s*+(?:이랑|랑|하고|과|와)\s*(?=\d)")
_ONE_TILE = patterns.compile(r"(?<=\d)\s*+(?:하나|한\s*+장|한\s*+개)(?=\s|만|이|가|$|[,.])")


def went_out_score(text: str) -> Computed | None:
    """The winner's points when the others' racks add up to the values the question names;
    the asker's gain claimed ("상대 12점 남았으면 나 12점 받는 거 맞아?") is checked."""
    claimed, found = _gain_claimed(text, _went_out_score)
    return found if claimed else _went_out_score(text)


def _went_out_score(text: str) -> Computed | None:
    """:func:`went_out_score` with no claim."""
    text = _without_meld_remark(text)  # the meld changes nothing in the end's points
    from tutor.games.rummikub.scoring import went_out_points

    if _OUT_DECLINE.search(text) or not (_OUT_CUE.search(text) and _OUT_ASKS.search(text)):
        return None
    if _NOT_WON.search(text):
        return None  # "내가 안 이겼고": not the one who went out
    if _MATCH_TOTAL.search(text):
        return None
    players = players_named(text)
    text = _without_counts(text)  # "3인인데", "2판째": the players, a game, not a rack
    other_won = _OTHER_WON.search(text)
    if other_won:
        return _others_gain(text, other_won.group(0), players)
    if _MINE_LEFT.search(text):
        return None  # the player asking lost: what their own rack costs (rack_penalty)
    values = [int(v) for v in _POINTS.findall(text)]
    if not values:
        # "남은 합이 12, 20이면": sums named without 점
        listed = _SUMS.search(text)
        values = [int(v) for v in re.findall(r"\d+", listed.group(0))] if listed else []
    # every number must be one of the racks' values
    if not values or len(re.findall(r"\d+", text)) != len(values):
        return None
    if any(not 0 <= v <= 400 for v in values) or len(values) > 3:
        return None  # (the base game is for two to four players: at most three others)
    people = _PEOPLE_WORD.search(text)
    if people and _PEOPLE[people.group(1)] != len(values):
        return None
    gain, losses = went_out_points(values)
    sums = " + ".join(str(v) for v in values)
    case = f"받침대를 먼저 비운 사람, 남은 사람 {len(values)}명의 받침대 합: " + ", ".join(
        f"{v}점" for v in values
    )
    details = [
        f"남은 사람은 각자 받침대 합만큼 잃습니다: {', '.join(_points(x) for x in losses)}.",
        "받침대에 남은 조커는 30점으로 셉니다.",
    ]
    if _LOSS_ASKED.search(text) or _OTHER_ASKED.search(text):
        # "내가 이기면 상대는 몇 점 잃어?": the others' loss, asked by the one who went out
        lost = ", ".join(_points(x) for x in losses)
        who = "상대" if len(values) == 1 else "남은 사람"
        return Computed(
            RUMMIKUB,
            "rummikub-went-out",
            f"{who} {lost} (나 +{gain}점)",
            f"남은 사람은 받침대 합만큼 잃고({lost}), 받침대를 비운 사람은 그 합 {gain}점을 "
            "얻습니다.",
            case,
            details,
            [RULE_SCORE_OUT],
            None,
        )
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


# "나 12점, 동생 20점", "저는 12점": the asker's own rack among the sums
_ME_POINTS = patterns.compile(
    r"(?<![가-힣])(?:나|난|나는|저|저는|전|내|제)\s*+(?:받침대(?:는|에|엔)?\s*)?(?P<n>\d+)\s*+점"
)
# "친구 점수는?", "이긴 사람은 몇 점?": the points of the one who went out asked
_WINNER_WORDS = r"(?:이긴\s*+(?:사람|애)|승자|다\s*+낸\s*+(?:사람|애))"


def _others_gain(text: str, won: str, players: int | None) -> Computed | None:
    """ "친구가 루미큐브를 외쳤고 나머지 셋이 12점, 20점, 35점 남았어요. 친구 점수는?": the
    points of another player who went out, from every other rack's sum (``won``: the words
    that say who went out; ``players``: the players the question counts, if it does)."""
    from tutor.games.rummikub.scoring import went_out_points

    found = re.match(r"\s*(\S+?)\s*+(?:가|이)\s", won)
    if found is None:
        return None
    winner = found.group(1)
    # "누가 먼저 다 냈는데", "누군가 다 냈는데": no one named (asked as "이긴 사람")
    named = winner not in ("누", "누군")
    asked = rf"(?:{re.escape(winner)}|{_WINNER_WORDS})" if named else _WINNER_WORDS
    asked += r"\s*+(?:는|은|이|가|의)?\s*+(?:몇\s*+점|점수)"
    if not re.search(asked, text) or _ME_ASKED.search(text) or _LOSS_ASKED.search(text):
        return None
    values = [int(v) for v in _POINTS.findall(text)]
    if not 2 <= len(values) <= 3 or len(re.findall(r"\d+", text)) != len(values):
        return None  # (one rack, the asker's: rack_penalty tells both sides)
    if any(not 0 <= v <= 400 for v in values):
        return None
    mine = _ME_POINTS.search(text)
    people = _PEOPLE_WORD.search(text)
    if people and _PEOPLE[people.group(1)] != len(values):
        return None
    counted = players if not people else None  # ("나머지 셋이": the others, not the players)
    if counted is not None and counted != 1 + len(values):
        return None  # a player whose rack is not named
    if not (people or counted or mine):
        return None  # "엄마 10점 아빠 5점": is the one asking playing too, rack untold?
    gain, losses = went_out_points(values)
    sums = " + ".join(str(v) for v in values)
    who = winner if named else "이긴 사람"
    return Computed(
        RUMMIKUB,
        "rummikub-went-out",
        f"{who} +{gain}점" + (f" (나 −{mine.group('n')}점)" if mine else ""),
        f"받침대를 먼저 비운 {josa(winner, '은', '는') if named else '사람은'} 남은 사람들 "
        f"받침대의 합 {sums} = {gain}점을 얻습니다.",
        f"{josa(winner, '이', '가') if named else '한 사람이'} 먼저 받침대를 비움, 남은 사람 "
        f"{len(values)}명의 받침대 합: " + ", ".join(f"{v}점" for v in values),
        [
            f"남은 사람은 각자 받침대 합만큼 잃습니다: {', '.join(_points(x) for x in losses)}.",
            "받침대에 남은 조커는 30점으로 셉니다.",
        ],
        [RULE_SCORE_OUT],
        None,
    )


_TILE_WORD = patterns.compile(r"\d+|조커|죠커|joker")


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


# "나 30점 받는 거 맞아?", "나 35점 맞아?", "나 40점이야?", "50점 받는다던데 맞아?", "나 +10
# 맞지?": the asker's gain claimed at the question's end (with 점, or with its plus sign)
_GAIN_CLAIM = patterns.compile(
    r"(?:(?<![가-힣])(?:나|난|나는|저|저는|전|내가|제가|(?:내|제)\s*+점수\s*(?:는|가)?)\s*)?"
    r"(?:(?:[+＋]\s*|플러스\s*)(?P<s>\d{1,3})\s*(?:점\s*)?|(?P<c>\d{1,3})\s*+점\s*)"
    r"(?:(?:을|이)\s*)?(?:(?:받|얻|따|먹|가져)[가-힣]*\s*(?:(?:거|게|것)\s*)?)?"
    r"(?:맞[가-힣]*|이지|이야|이죠|이에요|인가요|인가|아니[가-힣]*|아냐|아님|지|죠)?"
    # ("ㅇㅈ?", "인정?": the claim asked to be granted)
    r"(?:\s*(?:ㅇㅈ|인정)[가-힣]*)?\s*[?？!.~ㅠㅜ]*$"
)


# "상대1은 빨강 3, 파랑 12 남고 상대2는 조커": players told apart by a number after the word,
# which would be read as a tile; read as letters (the racks' reader knows "A는 …, B는 …") and
# named back as said in the answer
_NUMBERED_PLAYER = patterns.compile(
    r"(?<![가-힣0-9])(?P<w>상대|친구|플레이어|사람)\s?(?P<n>[1-4])(?![0-9])"
    r"(?=\s*(?:은|는|이|가|의|도|한테|에게|,|\s))"
)


def _letters_for_numbered(text: str) -> tuple[str, dict[str, str]]:
    """``text`` with numbered players as letters, and each letter's name as said."""
    said: dict[str, str] = {}
    for m in _NUMBERED_PLAYER.finditer(text):
        said.setdefault(m.group("n"), m.group("w") + m.group("n"))
    if len(said) < 2 or len({m.group("w") for m in _NUMBERED_PLAYER.finditer(text)}) != 1:
        return text, {}  # one alone ("상대1": no second) or two kinds of word: as written
    if re.search(r"(?<![A-Za-z])[A-Da-d](?![A-Za-z])", text):
        return text, {}  # letters already name players
    letter = {n: "abcd"[int(n) - 1] for n in said}
    out = _NUMBERED_PLAYER.sub(lambda m: letter[m.group("n")], text)
    return out, {letter[n].upper(): name for n, name in said.items()}


def _named_back(found: Computed, names: dict[str, str]) -> Computed:
    def back(said: str) -> str:
        return re.sub(
            r"(?<![A-Za-z])([A-D])(?![A-Za-z])", lambda m: names.get(m.group(1), m.group(1)), said
        )

    return replace(
        found,
        verdict=back(found.verdict),
        summary=back(found.summary),
        case=back(found.case),
        details=[back(d) for d in found.details],
    )


def went_out_rack(text: str) -> Computed | None:
    """The winner's points when the question names the tiles left on the other players'
    racks ("상대 받침대에 5, 9, 조커", "B는 5, 8 남고 C는 10, 3, 1 남았어요"); the asker's gain
    claimed ("내가 이겼는데 상대한테 조커 남았으면 나 30점 받는 거 맞아?") is checked."""
    claimed, found = _gain_claimed(text, _went_out_rack)
    return found if claimed else _went_out_rack(text)


def _gain_claimed(
    text: str, reader: Callable[[str], Computed | None]
) -> tuple[bool, Computed | None]:
    """The asker's gain claimed at the question's end (:data:`_GAIN_CLAIM`), checked by
    ``reader`` asked "나 몇 점 받아?" instead: whether a gain is claimed, and 네/아니요 with the
    gain (None when the gain is not read)."""
    claim = _GAIN_CLAIM.search(text)
    if (
        claim is None
        or not _I_WON.search(text)
        # (the asker, a gain's verb or its sign said: "상대 5 남았어 5점이지?" may be the loss)
        or not re.search(r"[나난저전내제]|받|얻|따|먹|가져|[+＋]|플러스", claim.group(0))
    ):
        return False, None
    found = reader(text[: claim.start()] + " 나 몇 점 받아?")
    if found is None or not re.fullmatch(r"\+\d+점", found.verdict):
        return True, None
    gain = int(found.verdict[1:-1])
    claimed = int(claim.group("s") or claim.group("c"))
    ok = claimed == gain
    return True, replace(
        found,
        verdict=f"{'네' if ok else '아니요'}, {found.verdict}입니다",
        details=found.details
        if ok
        else [f"말한 {claimed}점이 아니라 {gain}점입니다.", *found.details],
        ok=ok,
    )


def _went_out_rack(text: str) -> Computed | None:
    """:func:`went_out_rack` with no claim."""
    text = _without_meld_remark(text)  # the meld changes nothing in the end's points
    # ("파랑 11 하나 남았어": one tile, counted)
    text = _ONE_TILE.sub("", _colourless(text))
    if _COLOUR_UNNUMBERED.search(text):
        return None  # "파랑 한 장 남았어": a tile whose number is not told
    from tutor.games.rummikub.scoring import rack_breakdown, score_went_out

    if _POINTS.search(text) or re.search(r"막히|막혀|더미|등록|동점|비기", text):
        return None
    if _NOT_WON.search(text):
        return None  # "내가 못 이겼고": not the one who went out
    if not (_RACK_CUE.search(text) and _OUT_ASKS.search(text)) or _MATCH_TOTAL.search(text):
        return None
    # "끝났는데 상대 받침대에 5 8 남았으면 몇 점?": who went out is not said; read as the usual
    # end (someone went out), the assumption and the blocked end's other scoring said beside it
    out_assumed = not _RACK_CUE.search(_GAME_ENDED.sub(" ", text))
    if _OTHER_WON.search(text) or _MINE_LEFT.search(_without_counts(text)):
        return None  # the player asking lost: what their own rack costs (rack_penalty)
    found = list(_RACK_LEFT.finditer(text))
    listed: list[tuple[str, str]] = []
    for m in found:
        owner = _owner_before(text, m.start())
        if owner == "나":
            return None  # one's own rack: rack_penalty
        if owner is None:
            if len(found) != 1 or not _RACK_OWNER.search(text):
                return None
            owner = "상대"
        listed.append((owner, m.group("tiles")))
    if not found:
        named = sorted(
            [*_NAMED_RACK.finditer(text), *_OTHERS_LEFT.finditer(text)], key=lambda m: m.start()
        )
        seen: set[tuple[int, int]] = set()
        for m in named:
            if any(a <= m.start("tiles") < b for a, b in seen):
                continue
            seen.add(m.span("tiles"))
            who = m.group("who")
            who = re.sub(r"한\s*+(?:명|사람)", "한 사람", who)  # "한명", "다른 한 명"
            listed.append((who.upper() if len(who) == 1 else who, m.group("tiles")))
    if not listed or len(listed) > 3 or len({w for w, _t in listed}) != len(listed):
        return None
    players = players_named(text)
    if (players is not None and players != len(listed) + 1) or _RACK_UNKNOWN.search(text):
        return None  # a rack not named ("4명이서 … A는 12, B는 5"): the gain is not plain
    others = _OTHERS_COUNTED.search(text)
    if others is not None and count_word(others.group("n")) != len(listed):
        return None  # "상대 둘이야", "친구 두 명이야" with one rack named
    racks: list[list[str]] = []
    for _who, tiles in listed:
        rack = _rack_tiles(tiles)
        if rack is None:
            return None
        racks.append(rack)
    every = [t for rack in racks for t in rack]
    if every.count("j") > 2 or any(every.count(t) > 8 for t in set(every) if t != "j"):
        return None  # more jokers (or tiles of a number) than the box holds
    counted = sum(len(re.findall(r"\d+", t)) for _w, t in listed)
    if len(re.findall(r"\d+", _without_counts(text))) != counted:
        return None  # a number that is not a tile left
    if len(_JOKER_WORD.findall(text)) != sum(len(_JOKER_WORD.findall(t)) for _w, t in listed):
        return None  # a joker left on a rack not read ("동생은 조커 한 장 남았어" beside it)
    names = ["나", *(w for w, _t in listed)]
    scores, _events = score_went_out([[], *racks], 0, names)
    gain = scores[0]
    # the racks' sums without the stand-in colour
    accounts = [
        (who, re.sub(r"빨강 (\d+)", r"\1", rack_breakdown(r)))
        if len(r) > 1
        else (who, f"{rack_breakdown(r).split(' = ')[-1]}" if r[0] != "j" else "조커 30점")
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
    case = "받침대를 먼저 비운 사람, 남은 타일: " + "; ".join(
        f"{who} {' '.join(_TILE_WORD.findall(t))}" for who, t in listed
    )
    rules = [RULE_SCORE_OUT]
    # who is taken to have gone out: the asker when the asker's gain is asked, else someone
    assumed = " (끝났다고만 해서 {} 받침대를 다 비워 끝났다고 봄)" if out_assumed else ""
    if out_assumed:
        details.append(
            "더미가 떨어지고 아무도 다 내지 못해 끝났다면 셈이 다릅니다: 받침대의 합이 가장 작은 "
            "사람이 이기고, 다른 사람은 그 사람과의 차이만큼 잃습니다."
        )
        rules.append(RULE_SCORE_BLOCKED)
    others_asked = _OTHER_ASKED.search(text) is not None or any(
        re.search(
            rf"(?<![가-힣]){re.escape(who)}\s*+(?:는|은|의|가|이)?\s*+(?:점수|몇\s*+점)", text
        )
        for who, _t in listed
    )
    if not _ME_ASKED.search(text) and (_LOSS_ASKED.search(text) or others_asked):
        # "상대 받침대에 5 8 남았으면 몇 점 깎여?", "상대 점수는?": what the others lose
        lost = ", ".join(f"{who} −{-scores[i + 1]}점" for i, (who, _a) in enumerate(accounts))
        mine = f" (나 +{gain}점)" if _I_WON.search(text) else ""
        if len(accounts) == 1:
            who, account = accounts[0]
            summary = (
                f"{josa(who, '은', '는')} 받침대에 남은 타일의 합({account})만큼 잃고, 받침대를 먼저 "
                "비운 사람이 그만큼 얻습니다."
            )
        else:
            summary = (
                "남은 사람은 각자 받침대에 남은 타일의 합만큼 잃고, 받침대를 먼저 비운 사람이 "
                f"그 합 {gain}점을 얻습니다."
            )
        return Computed(
            RUMMIKUB,
            "rummikub-went-out",
            lost + mine,
            summary,
            case + assumed.format("누군가"),
            details,
            rules,
            None,
        )
    return Computed(
        RUMMIKUB,
        "rummikub-went-out",
        f"+{gain}점",
        summary,
        case + assumed.format("내가"),
        details,
        rules,
        None,
    )


# "첫 등록 빨강 10 11 12로 돼?", "첫 등록으로 9 9 9 그룹이랑 검정 1 2 3 내면?": the first meld's
# points from the player's own sets
_MELD_CUE = patterns.compile(
    r"첫\s*+등록|처음\s*+등록|최초\s*+(?:등록|멜드)|첫\s*+멜드|등록\s*+전|30\s*+점|이니셜|initial"
    r"|처음\s*+(?:에\s*)?(?:낼|내)"
    r"|첫\s*+(?:턴|차례)(?:에|에서|때)(?![가-힣])"  # "첫턴에 … 내면 몇 점?": one's first play
    r"|(?:첫\s*+번째|처음)\s*+(?:턴|차례)\s*+(?:에|에서|때)(?![가-힣])|첫\s*+(?:턴|차례)\s+때(?![가-힣])"
    r"|(?<![가-힣])등록\s*(?:이\s*)?(?:돼|되|된|가능|할\s*+수|해도|하면|인정|ㄱㄴ|ㅇㅈ)"
)
# "형이 빨강 10 11 12로 첫 등록 33점이라던데 맞지?", "친구가 … 등록된대요": another player
# named first as the one a claim is heard from, the claim ending the question (their words,
# not their tiles: the tiles are the claim's)
_MELD_HEARD_FROM = patterns.compile(
    rf"\s*(?:(?:{NAMED.pattern})\s*)?(?P<who>(?:우리\s*)?{_OTHER_PERSON}\s*+(?:가|이|는|은)\s+"
    r"(?:(?:그러는데|그랬는데|말하길|말하는데|얘기하길)\s+)?)"
)


def _unheard(text: str, heard: re.Match[str]) -> str:
    """The question without the one a claim is heard from (:data:`_MELD_HEARD_FROM`), its
    other words where they were."""
    return text[: heard.start("who")] + " " * len(heard.group("who")) + text[heard.end("who") :]


_HEARD_END = patterns.compile(
    r"(?:대|래|라던데|다던데|라는데|다는데|라며|다며|라더라|다더라)(?:요)?(?![가-힣])"
    r"[\s,.!?？~]*(?:(?:이거|그거|이게|그게)\s*)?(?:(?:맞|아니|아냐|진짜|정말|사실)[가-힣]*)?"
    r"\s*[?？!.~ㅠㅜㅋㅎ]*\s*$"
)
# "… 된다고 우기네", "… 안 된다고 친구가 우기는데 맞아?", "… 아니라고 그러네", "… 안 된다고
# 하던데요": a claim someone insists on or was heard saying, ending the question (what is
# asked is whether the claim is true)
_INSISTED_TAIL = (
    r"(?:다|라)\s*+(?:고|구)\s*+"
    # "… 안 된다고 친구가 우기는데": the one who insists named after the claim
    rf"(?:{_OTHER_PERSON}\s*+(?:가|이|는|은)?\s*+)?"
    r"(?:(?:막|계속|자꾸|박박|끝까지)\s*+)?"
    r"(?:우기|우긴|우겨|우김|그러|그런|그래|주장|하던데|하더라|하네|하는데|했어|했음|들었)[가-힣]*"
    # "… 우기는데 맞아?", "… 하던데 진짜야?": the claim asked to be confirmed
    r"(?:\s*+[.,!~]*+\s*+(?:(?:그게|그거|그\s*말|이거)\s*+)?(?:맞|진짜|정말|사실)[가-힣]*)?"
    r"\s*+[?？!.~ㅠㅜㅋㅎ]*$"
)
_INSISTED_END = patterns.compile(r"(?<=[가-힣])" + _INSISTED_TAIL)
# the claim in the negative ("남편이 … 안 된다고 우기네", "동생은 못 붙인다고 우김"): its 네/아니요
# turned from the verdict on the tiles
_NEGATIVE_INSISTED = patterns.compile(
    r"(?:(?<![가-힣])(?:안|못)\s*+[가-힣]{1,4}?|(?<![가-힣])아니)" + _INSISTED_TAIL
)
# "친구가 첫 등록 빨강 10 11 12 했어", "상대는 파랑 10 11 12 냈어": another player's meld, said
# beside one's own (set aside); their tiles or the table's taken into one's own meld
_MELD_OTHERS = patterns.compile(
    rf"(?<![가-힣]){_OTHER_PERSON}\s*+(?:가|이|는|은|도)\s+[^?!.]*?"
    r"(?:했|냈|깔았|내놨|놨)(?:어요|어|는데|고|음|다|지만|던데|거든)?(?![가-힣])[.,!]?"
)
# "친구가 거기 빨강 6 붙였어": a tile another player added to a set
_OTHER_ADDED = patterns.compile(r"붙[였인임여이]|넣었|끼웠|끼워|이어\s*+붙|추가")
_MELD_TAKEN = patterns.compile(
    r"남의|남이|바닥(?:에\s*+(?:있는|깔린|놓인)|의|에서)|가져오|가져와|가져다|합치|합쳐|빌려"
)
_MELD_NOT_MINE = patterns.compile(
    rf"(?<![가-힣]){_OTHER_PERSON}\s*(?:의|가|이|는|은|도|꺼|거|것)?\s*(?:받침대\S*\s*|타일\S*\s*)?"
    rf"(?:{_COLOUR_ALT}|조커|\d)|" + _MELD_TAKEN.pattern
)
# whether the meld stands asked ("… 내면 첫 등록이죠?", "등록 맞나요?", "되나?", "30 넘어?")
_MELD_YES_NO = (
    r"등록\s*+(?:이\s*)?(?:죠|지|야|에요|맞|인가|인\s*+거)|돼|되냐|되니|ㄱㄴ|ㅇㅈ|ok|오케이|괜찮|되나|되요|되죠"
    r"|되지|될|됨|되는|가능|넘|모자|부족|못\s*+미|딱|인정|낼\s*+수|내도"
    # "… 첫등록 됩니까", and as older and regional speakers ask it ("됩니꺼", "되노", "된당가";
    # not "우째 되노", how it goes: a how the shared reading does not know as one)
    r"|됩니(?:까|꺼)|(?<![가-힣])(?<!우째 )(?<!우째)되노|된당가"
    # "첫 등록 된대 맞아?", "등록된대요", "… 첫등록 했는데 이거 맞아요?": whether it stands,
    # heard or asked of the meld said
    r"|된대|된다(?:던데|는데|며|고|더라|네)|(?<![가-힣])맞(?:아요|아|지요|지|죠|나요|나|니|음|냐|습니까)(?![가-힣])"
    # "… 냈는데 통과인가요?", "통과돼요?": whether the meld passes (not "통과할게", a pass)
    r"|(?<![가-힣])통과\s*+(?:인가|인\s*+거|이에요|예요|에요|야|임|돼|되|됨|가능|맞|[?？])"
)
# what a first meld's question asks: whether it stands, or its points ("몇 점으로 쳐?")
_MELD_ASKS = patterns.compile(_MELD_YES_NO + r"|몇\s*+점|쳐|계산")
# "첫등록 몇 점?", "점수 얼마야?": the meld's points asked; whether it stands asked beside them
# ("몇 점이라 돼?", "몇 점 넘어?", "등록 가능?", two questions) keeps the 네/아니요
# ("몇 점 인정돼?", "몇점 되나요?": the yes/no word said of the points is the points' question)
_MELD_POINTS_ASKED = patterns.compile(
    r"(?:몇\s*+점|점수\s*+(?:는|가|이)?\s*+(?:얼마|몇))"
    r"(?:\s*+(?:으로|이나|이)?\s*+(?:(?:인정|계산)\s*)?(?:돼|되(?:나|냐|니|는지|요|죠)[가-힣]*))?"
)
_MELD_YES_NO_ASKED = patterns.compile(_MELD_YES_NO + r"|[?？].*[?？]")
# "빨7 파7 노7 검7로 첫 등록하면 28점이라 안 되지?": the points the player counted, said with
# the sets (read only when the engine counts the same)
_MELD_COUNTED = patterns.compile(
    r"(?<!\d)(?P<p>\d{1,3})\s*+점\s*(?:이라서|이라|이니까|이니|인데|이면|밖에\s*+안\s*+(?:되|돼)\S*|밖에"
    # ("37점 돼서 등록 가능한 거 맞지?")
    r"|(?:이\s*)?(?:돼서|되니까|되는데|되거든요|되거든)"
    # "검정 13 빨강 13 파랑 13 그룹 39점 등록 돼요?": the points said, then whether it stands
    # (not "30점 등록 돼?": the meld's 30, said of the rule)
    r"|(?<!(?<!\d)30점)(?:짜리)?(?=\s*+(?:으로\s*|로\s*)?(?:첫\s*)?등록\s*+(?:이\s*)?(?:돼|되|가능|할\s*+수|인정)))"
    r"(?=\s|$)"
    # "같이 내면 합이 33인데": the sum said without 점 ("합이 딱 30이에요.", "합쳐서 30이니까")
    r"|(?:(?<=\s)|^)(?:합|합계|총합|합쳐서|합치면|합해서|더하면)\s*(?:이|은|는)?\s*(?:딱\s*)?"
    r"(?P<q>\d{1,3})\s*+점?\s*+(?:이라서|이라|이니까|이니|인데|이면|이에요|이예요|이야|입니다|이거든요)"
    r"(?=\s|$|[.,!])"
)
# "빨강 10 11 12 첫 등록 33점 맞아?", "36점이지?": the meld's points claimed, checked against
# the engine's (네/아니요 with the points)
# "빨강 9 10 11이면 31점 맞지?", "빨강 9 10 11 몇 점이야?": a set's points claimed or asked with
# no first meld said, which only the meld counts so (its jokers as the tiles they stand for);
# not of tiles left at the end, on a rack or in a hand (a joker there counts 30)
_SET_POINTS_ASKED = patterns.compile(r"몇\s*+점|점수\s*+(?:는|가|이)?\s*+(?:얼마|몇)")
# what else such a question may say: the tiles' joining words, the set's words, the points
# asked or claimed (anything more, "별", "칸", "남았어", "끝났는데", another game's or the end's)
_SET_POINTS_WORDS = patterns.compile(
    r"루미큐브|세트|연속|그룹|런|합계|총합|합|총|다\s*+해서|전부|모두|몇\s*+점|점수|얼마"
    r"|(?<![가-힣])(?:이면|면|이랑|랑|하고|과|와|은|는|이|가|맞[가-힣]*)(?![가-힣])"
    # the question's ending, after the points or the claim ("몇 점이야", "27점 맞아": 아)
    r"|(?:이야|야|이에요|에요|예요|인가요|인가|이지|지|죠|아요|아|나요|나|요|니|냐|음|임|이래|래|이라며|라며"
    r"|이라던데|라던데)(?![가-힣])"
    r"|(?<=\d)\s*+(?:이면|면|이랑|랑|하고|과|와|은|는|이|가|으로|로)(?![가-힣])"
    r"|(?<=[가-힣])(?:이면|면|은|는|이|가|이랑|랑|하고|과|와)(?![가-힣])"
    r"|[\s?？!.~,·\-ㅋㅎㅠㅜ]+"
)


def _set_points_only(text: str, claim: re.Match[str] | None) -> bool:
    """Whether the question is a set's points claimed or asked and nothing else ("빨강 9 10
    11이면 31점 맞지?", "빨강 9 10 11 몇 점이야?"): tiles of the game's colours, no joker (the end
    counts it 30), the points, and the words of :data:`_SET_POINTS_WORDS` alone."""
    if claim is None and not _SET_POINTS_ASKED.search(text):
        return False
    if _JOKER_WORD.search(text) or not _COLOUR_WORD.search(text):
        return False
    rest = text if claim is None else text[: claim.start()] + " " + text[claim.end() :]
    rest = re.sub(rf"{_COLOUR_ALT}|(?<!\d)(?:1[0-3]|[1-9])(?!\d)", " ", rest)
    return _SET_POINTS_WORDS.sub("", rest).strip() == ""


_MELD_CLAIM = patterns.compile(
    r"(?<![\d\-−])(?P<c>\d{1,3})\s*+점\s*(?:이\s*)?(?:맞(?![춰추출])|인\s*+(?:거|게)\s*+맞|이지|이죠|이쥬|인가|이야\s*+[?？]"
    # "33점이라던데 (맞지?)", "33점이래", "33점 등록이래요": the points heard
    r"|(?P<heard>(?:(?:짜리\s*)?(?:첫\s*)?등록\s*)?이?(?:라던데|래요|래|라는데|라며|라더라"
    r"|라고\s*+(?:하던데|하는데|들었))(?![가-힣]))"
    # "… 조커면 63점?", "41점 아니에요?": the points put as a question, at its end
    r"|(?:\s*+[?？]+|\s*+아니(?:야|에요|예요|지|죠|냐|니)\s*[?？]*|\s*+아냐\s*[?？]*|\s*+아님\s*[?？]*)"
    r"\s*$)"
)
_MELD_DECLINE = patterns.compile(
    # ("붙였어", "붙임": a tile said added in the past, as one asked to be added)
    r"테이블|붙[여이일였인임]|남의|빼|뺄|회수|옮기|옮겨|나누|나눠|쪼개|받침대에\s*+남|바꿔|바꾸|바꿀|교체"
    # ("내 검정 10 11 12에 검정 13 끼워 넣었어": a tile put into a set, as one added)
    r"|끼워|끼웠|넣었"
    # "빨강 9 조커 빨강 11에 빨강 10 넣고 조커로 …": a tile put into a set that holds a joker,
    # the joker then used (a joker freed from the table's set, not a joker of one's own)
    r"|(?:조커|죠커)[^?？]*?에\s+[^?？]*?넣[^?？]*?(?:조커|죠커)"
    # "엄마가 … 빨강 3 조커 5에서 조커 가져갔어": a tile taken from the table, not a meld
    r"|가져가|가져갔|가져간|뺐|뗐"
    # "빨강 3 4 5를 빨강 3 4 5 6으로 늘리는 건", "… 9 10 11을 … 9 10 11 12로 만들면": a set
    # extended, said before and after
    r"|늘리|늘려|늘린|늘렸|연장"
    r"|\d\s*+(?:을|를)\s*(?:(?:"
    + _COLOUR_ALT
    + r")\s*)?[\d\s,·\-]+(?:으로|로)\s*+(?:만들|만드|바꾸|바꿔)"
)
# "누나가 끝냈는데 전 빨강 10, 11, 12 남았어요. 아직 첫 등록도 못 했거든요. 감점 몇 점?": the
# game's end and the tiles left, not a meld ("친구가 다 냈어 나 1 2 3 남았어 몇점?": another
# player going out is the end too)
_MELD_AT_END = patterns.compile(
    r"끝났|끝냈|끝나|감점|잃|깎|마이너스|벌점|외쳤|외치"
    r"|(?<![가-힣])다\s*+(?:냈|내서|내버)|이겼|루미큐브\s*+(?:했|외쳤)"
)
_MELD_SPLIT = patterns.compile(
    r"(?<=[0-9커])\s*+(?:이랑|랑|하고|과|와)\s+|\s+(?:그리고|및)\s+"
    r"|\s*+[,+]\s*(?=(?:빨|파|검|까|주|노|오|레|블)[가-힣]*\s*+\d)"
)
_MELD_FILLER = patterns.compile(
    r"루미큐브|최초\s*+(?:등록|멜드)(?:으로|에|때|할\s*+때|하면서)?|(?:첫\s*+번째|처음)\s*+(?:턴|차례)\s*+(?:에|에서|때)|첫\s*+(?:턴|차례)\s*+(?:에|에서|때)|(?:다\s*)?같이|함께|한꺼번에|한\s*+번에|첫\s*+등록(?:으로|에|때|할\s*+때|하면서)?|처음\s*+등록|처음\s*+(?:에\s*)?(?:낼|내)\S*|"
    r"(?:으)?로\s*+(?:내면|하면|해도)|만\s*+있으면|있으면|"
    r"그룹|연속|런|세트|\(색\s*+다\s*+다름\)|색\s*+다\s*+다른|색이\s*+다\s*+다른"
)


def _meld_laid(tiles: list[str]) -> list[str]:
    """The tiles of a first meld's set as the player lays them for the most points: a joker
    goes where it counts most ("조커 빨강 9 10" is laid 빨강 9-10-조커, 30 points, and "조커 조커
    빨강 9" as 빨강 9-조커-조커), the order named on a tie."""
    from itertools import combinations

    from tutor.games.rummikub.sets import JOKER, classify, sort_key

    laid = _laid(tiles)[0]
    if JOKER not in tiles:
        return laid
    plain = [t for t in tiles if t != JOKER]
    jokers, size = len(tiles) - len(plain), len(tiles)
    best = (classify(laid).value if classify(laid).valid else -1, laid)
    for order in (plain, plain[::-1], sorted(plain, key=sort_key)):
        for places in combinations(range(size), jokers):
            rest = iter(order)
            option = [JOKER if i in places else next(rest) for i in range(size)]
            info = classify(option)
            if info.valid and info.value > best[0]:
                best = (info.value, option)
    return best[1]


def _said_order(part: str, tiles: list[str]) -> list[str] | None:
    """The tiles of one set of a first meld (``tiles``, as read) in the order ``part`` names
    them, jokers where said ("조커 11 12" → 조커, 11, 12, though read as 11-12-조커); None when
    the words do not give each tile once."""
    from tutor.games.rummikub.sets import JOKER

    said = _read_tiles(part)
    if said is not None:
        return said
    words = _TILE_WORD.findall(part)
    if len(words) != len(tiles):
        return None
    rest = [t for t in tiles if t != JOKER]
    order: list[str] = []
    for word in words:
        if not word.isdigit():
            order.append(JOKER)
            continue
        tile = next((t for t in rest if t[1:] == word), None)
        if tile is None:
            return None
        rest.remove(tile)
        order.append(tile)
    return order if not rest else None


def _lone_tiles_joined(parts: list[str]) -> list[str]:
    """The parts of a first meld with the tiles named one by one joined ("빨강 12, 파랑 12,
    주황 12", "빨강 9, 조커, 빨강 11": each a part of one tile, a comma before each colour):
    tiles named one by one in a row are one part, which :func:`_meld_sets` cuts into sets; a
    tile named alone goes with the part after it (or before it, at the end)."""
    lone = [len(_TILE_WORD.findall(p)) == 1 for p in parts]
    if not any(lone) or len(parts) < 2:
        return parts
    joined: list[str] = []
    held: list[str] = []  # lone tiles not yet joined to a part
    for part, alone in zip(parts, lone, strict=True):
        if alone:
            held.append(part)
            continue
        if len(held) == 1:
            joined.append(" ".join([*held, part]))
        else:
            if held:
                joined.append(" ".join(held))
            joined.append(part)
        held = []
    if len(held) == 1 and joined:
        joined[-1] = f"{joined[-1]} {held[0]}"
    elif held:
        joined.append(" ".join(held))
    return joined


def _meld_set(part: str, placed: bool = False) -> tuple[list[str], str | None] | None:
    """One set of a first meld and, when the question leaves its colours out, how it was
    read: a group of one number in different colours, else a run in one colour."""
    from tutor.games.rummikub.sets import JOKER

    tiles = _read_tiles(part)
    if tiles is not None:
        # a joker where the player said it stands, else where it counts most
        return (_laid(tiles)[0] if placed else _meld_laid(tiles)), None
    if any(m.group("colour") for m in _RK_TOKEN.finditer(part)):
        return None  # some colours named, some not: unclear
    numbers = [int(n) for n in re.findall(r"\d+", part)]
    jokers = len(_JOKER_WORD.findall(part))
    if not numbers or len(numbers) + jokers < 3 or any(not 1 <= n <= 13 for n in numbers):
        return None
    if jokers > 2:
        return None
    said = " ".join([*(str(n) for n in numbers), *(["조커"] * jokers)])
    if len(numbers) == 1 and jokers == 2:
        return None  # "9 조커 조커": a run (9-10-11) or a group, with other points: not plain
    if len(set(numbers)) == 1 and len(numbers) + jokers <= 4:
        tiles = [f"{c}{numbers[0]}" for c in "rbko"[: len(numbers)]] + [JOKER] * jokers
        return tiles, f"{said}(서로 다른 색의 그룹)"
    if len(set(numbers)) == 1:
        # "9 9 9 9 9": one number, more tiles than colours (four colours and jokers in the
        # place of the rest, for the reason the engine gives: a group has at most 4 tiles)
        extra = len(numbers) + jokers - 4
        tiles = [f"{c}{numbers[0]}" for c in "rbko"] + [JOKER] * extra
        return tiles, f"{said}(같은 숫자 {len(numbers) + jokers}장)"
    return _uncoloured(numbers, jokers), f"{said}(같은 색의 연속)"


def _meld_sets(part: str, placed: bool = False) -> list[tuple[list[str], str | None]] | None:
    """The sets of a first meld named one after another with no word between them
    ("빨강 5 6 7 파랑 5 6 7"): the one set the tiles make, else the one way to cut them where a
    colour follows a number into valid sets; else the tiles as one set (not a valid one)."""
    from tutor.games.rummikub.sets import classify

    found = _meld_set(part, placed)
    if found is not None and found[1] is not None and not classify(found[0]).valid:
        # "5 5 5 6 6 6": numbers alone, each said three or four times in a row: groups
        numbers = re.findall(r"\d+", part)
        blocks = [list(g) for _k, g in groupby(numbers)]
        if (
            len(blocks) >= 2
            and not _JOKER_WORD.search(part)
            and all(3 <= len(b) <= 4 for b in blocks)
        ):
            groups = [_meld_set(" ".join(b)) for b in blocks]
            if all(g is not None and classify(g[0]).valid for g in groups):
                return [g for g in groups if g is not None]
        if len(blocks) >= 2 and len(blocks) < len(numbers):
            return None  # numbers alone, some said again: which sets is not plain
    if found is None or classify(found[0]).valid or found[1] is not None:
        return None if found is None else [found]
    tokens = list(_RK_TOKEN.finditer(part))
    cuts = [
        m.start()
        for prev, m in zip(tokens, tokens[1:], strict=False)
        if m.group("colour") and not prev.group("colour") and not prev.group("other")
    ]
    if not 1 <= len(cuts) <= 8:
        return [found]
    ways = []
    for mask in range(1, 2 ** len(cuts)):
        chosen = [c for i, c in enumerate(cuts) if mask >> i & 1]
        pieces = [part[a:b] for a, b in zip([0, *chosen], [*chosen, len(part)], strict=True)]
        sets = [_meld_set(p, placed) for p in pieces]
        if all(f is not None and f[1] is None and classify(f[0]).valid for f in sets):
            ways.append([f for f in sets if f is not None])
    if not ways:
        # "빨강 11 12 13 파랑 1 2": a set named with tiles that make none; the meld is the set
        # alone or not at all (which one the player means is not plain), not these tiles as one
        ends = [0, *cuts, len(part)]
        for a, b in ((a, b) for a in ends for b in ends if a < b and (a, b) != (0, len(part))):
            piece = _meld_set(part[a:b], placed)
            if piece is not None and piece[1] is None and classify(piece[0]).valid:
                return None
    return ways[0] if len(ways) == 1 else [found]


# "빨강 5 6 7 두 번", "빨강 3 4 5를 2세트": one set laid twice (each tile is in the box twice)
_MELD_TWICE = patterns.compile(
    r"(?<!\d)\s*+(?:을|를)?\s*+(?:(?P<d>[2-4])|(?P<w>두|세|네))\s*+(?:번(?!\s*+째)|세트|벌)(?:\s*+(?:씩|다|을|를))?"
)
# "빨강 10 11 12는 되는데 빨강 9 10 11도 돼?": one set said to do, another asked about
_MELD_CONTRAST = patterns.compile(
    r"되는데|되지만|됐는데|되고|된다는데|되니까|된다면서"
    # "빨강 10 11 12 첫 등록 된다던데 나는 파랑 10 11 12 있어 나도 되지?": heard of one set
    r"|된다던데|된대서|된다길래|된다며"
)
# "빨강 10 11 12 내고 다음 턴에 파랑 1 2 3", "… 30점 넘어? 아니면 빨강 9 10 11은?": sets laid
# over two turns, or another meld asked about instead (before the last tile named)
_MELD_APART = patterns.compile(
    r"(?:다음|그\s*+다음|두\s*+번째|나중|담)\s*+(?:에\s*)?(?:턴|차례|번)|나중에|아니면|아님|또는|혹은"
    # "빨강 10 11 12 말고 파랑 10 11 12로", "… 대신 …", "… 아니고 …": one set instead of another
    r"|(?<![가-힣])(?:말고|대신|대신에)(?![가-힣])|(?:가|이)?\s*+아니(?:고|라)(?![가-힣])"
    # "빨강 10 11 12 없이 파랑 5 6 7 8만으로": a set said left out, then the meld
    r"|(?<=\d)\s*+(?:이|가|은|는|을|를)?\s*+(?:없이|없으면|없고|빼고|제외하고)(?![가-힣])"
)
# "조커 30점으로 쳐?": what a joker is worth, not a meld's points
_JOKER_WORTH = patterns.compile(
    r"(?:조커|죠커|joker)\s*+(?:는|은|가|이|를|을|도|의|만)\s*(?:\S+\s+){0,2}?(?:\d+\s*+점|몇\s*+점|점수)"
    r"|(?:조커|죠커|joker)\s*(?:\S+\s+)?(?:쓰면|쓸\s*+때|넣으면|넣을\s*+때|쓰는\s*+거|포함하면)\s*"
    r"(?:\S+\s+){0,2}?(?:\d+\s*+점|몇\s*+점)"
    r"|(?:조커|죠커|joker)\S{0,2}\s*+\d+\s*+점"
)


_MELD_RUN_NAMED = patterns.compile(r"(?<![가-힣])(?:연속|런)|run|스트레이트")
_MELD_GROUP_NAMED = patterns.compile(r"(?<![가-힣])그룹|group")


def _meld_reading(tiles: list[str], kind: str, placed: bool) -> SetInfo | None:
    """The set's reading as ``kind`` ("run" or "group") worth the most, its jokers where the
    player said they stand (``placed``) or anywhere; None when it is no set of that kind."""
    from itertools import combinations

    from tutor.games.rummikub.sets import JOKER, classify, readings, sort_key

    options = [tiles]
    if not placed:
        plain = [t for t in tiles if t != JOKER]
        jokers, size = len(tiles) - len(plain), len(tiles)
        for order in (plain, plain[::-1], sorted(plain, key=sort_key)):
            for places in combinations(range(size), jokers):
                rest = iter(order)
                options.append([JOKER if i in places else next(rest) for i in range(size)])
    best = None
    for option in options:
        for reading in readings(classify(option)):
            if reading.kind == kind and (best is None or reading.value > best.value):
                best = reading
    return best


# "조커가 30점이니까 37점 돼서": a joker counted 30 in the meld (its worth left on a rack at the
# end), or another worth no tile has ("조커는 0점이니까": :data:`_JOKER_WORTH_SAID`), the points
# said counted so (checked, then put right)
_JOKER_30_CLAIM = patterns.compile(
    r"(?:조커|죠커)\s*+(?:가|는|은|를|을)?\s*+(?P<n>30|0|1[4-9]|[2-9]\d)\s*+점\s*(?:짜리)?\s*"
    r"(?:이니까|이라서|이라|이니|이잖아|으로\s*+(?:치면|쳐서|계산하면|세면)|니까)(?![가-힣])[,]?"
)


# "이 순서로 놓으면", "형이 … 첫 등록 했어", "친구가 … 냈는데": the meld's tiles in an order said,
# or a meld already laid (in the order it lies)
_MELD_ORDER_SAID = patterns.compile(
    r"순서|차례대로|이대로|그대로|이렇게\s*+(?:놓|내|깔)"
    r"|(?:했|냈|놨|놓았|깔았|내놨)(?:어요|어|는데|고|음|다|지만|던데|거든|대|다는데|다며)?(?![가-힣])"
)


# "30점이야 27점이야?", "36점이에요 아니면 33점이에요?": one of two points asked
_POINTS_EITHER = patterns.compile(
    r"(?<!\d)\d{1,3}\s*+점\s*+(?:이야|이에요|예요|이냐|인가요|인가|이니)[,\s]*(?:아니면\s*|혹은\s*)?"
    r"\d{1,3}\s*+점"
)


# -- the first meld's points spread over two turns -----------------------------------------
# "20점 내고 다음 턴에 10점 더해서 첫 등록 돼?", "이번 턴 18점 다음 턴 12점 합쳐서 30 첫등록
# 인정돼?": the 30 points must be laid in the one turn (rummikub.faq.meld-one-turn)
ENTRY_MELD_ONE_TURN = "rummikub.faq.meld-one-turn"
_MELD_TWO_TURNS = patterns.compile(
    r"(?:(?:이번|첫|처음|먼저)\s*+(?:턴|차례|번)\S*\s*+)?(?P<a>\d{1,2})\s*+점\S*\s*+"
    r"(?:(?:먼저|일단|우선)\s*+)?(?:(?:내고|냈는데|내놓고|깔고|하고|등록하고|놓고|냈고)\s*+)?"
    r"(?:그\s*+)?(?:다음|담|나중|다다음)\s*+(?:턴|차례|번)\S*\s*+(?P<b>\d{1,2})\s*+점"
)
_MELD_TWO_TURNS_ASKS = patterns.compile(r"첫\s*+등록|등록|멜드|30")


def meld_two_turns(text: str) -> Computed | None:
    """The first meld's points laid over two turns: the first turn's sets alone must make
    30 points, so a first turn under 30 is no meld (the engine refuses it, initial-30)."""
    from tutor.games.rummikub.rules import RULE_MELD_30

    m = _MELD_TWO_TURNS.search(text)
    if m is None or not _MELD_TWO_TURNS_ASKS.search(text) or not _PLAY_ASKS.search(text, m.end()):
        return None
    first, second = int(m.group("a")), int(m.group("b"))
    if first >= 30 or _ANY_TILE.search(text[: m.start()]) or _JOKER_WORD.search(text):
        return None  # the first turn a meld of its own, or tiles named: not the points alone
    return Computed(
        RUMMIKUB,
        "rummikub-initial-meld",
        f"아니요, 첫 등록은 한 차례에 30점을 채워야 합니다 (이번 차례 {first}점)",
        f"첫 등록 전에는 30점이 되지 않는 세트를 테이블에 낼 수 없습니다. {first}점만 내는 "
        f"차례는 첫 등록이 되지 않고, 다음 차례의 {second}점과 더할 수도 없습니다. 두 세트가 "
        "받침대에 있다면 같은 차례에 함께 내려놓으세요"
        + (f" ({first} + {second} = {first + second}점)." if first + second >= 30 else "."),
        f"첫 등록 전, 한 차례에 {first}점, 다음 차례에 {second}점",
        [f"첫 차례에 내는 점수: {first}점 (30점 미만)"],
        [ENTRY_MELD_ONE_TURN, RULE_MELD_30],
        False,
    )


def initial_meld(text: str) -> Computed | None:
    """Whether the sets a question names reach the first meld's 30 points, valued as the
    engine values sets (a joker as the tile it stands for)."""
    from tutor.games.rummikub.sets import JOKER, beyond_the_box, classify, describe_set, tile_name

    # the joker's worth said (30, as left on a rack at the end): not the meld's points, nor
    # what makes the question a first meld's ("조커는 30점이라서 빨강 5 6 조커면 41점?" may be
    # a rack's at the end)
    joker_30 = _JOKER_30_CLAIM.search(text)
    if joker_30 is not None:
        text = text[: joker_30.start()] + " " + text[joker_30.end() :]
    worth = int(joker_30.group("n")) if joker_30 is not None else None
    heard = _MELD_HEARD_FROM.match(text)
    if (
        heard is not None
        and (_HEARD_END.search(text) or _INSISTED_END.search(text))
        and not _MELD_OTHERS.match(text, heard.start("who"))
    ):
        # (not "친구가 빨강 10 11 12 냈는데 나도 … 된대": the friend's own set, set aside below;
        # "친구가 … 첫등록 안 된다고 우김": the claim the friend insists on, as one heard)
        text = _unheard(text, heard)  # the one the claim is heard from: not the tiles'
    claim = _MELD_CLAIM.search(text)
    # a set's points with no meld said: read only when its tiles make sets (below)
    points_only = not (
        _MELD_CUE.search(text) or (claim is not None and "등록" in claim.group(0))
    ) and _set_points_only(text, claim)
    if (
        not (
            _MELD_CUE.search(text)
            or (claim is not None and "등록" in claim.group(0))
            or points_only
        )
        or not (_MELD_ASKS.search(text) or claim)
        or _MELD_AT_END.search(text)
    ):
        return None
    if _POINTS_EITHER.search(text):
        return None  # "30점이야 27점이야?": which of two is asked, not one claimed (네 to which?)
    if claim is not None:
        if len(_MELD_CLAIM.findall(text)) > 1 or _MELD_COUNTED.search(text):
            return None  # two points said: which is claimed is not plain
        if claim.group("heard") and _ANY_TILE.search(text, claim.end()):
            return None  # "첫 등록은 40점이래 빨강 10 11 12 …": the rule heard, not these points
        text = text[: claim.start()] + " " + text[claim.end() :]
    text = _joker_value_after(text)
    order_said = _MELD_ORDER_SAID.search(text) is not None
    # "빨강 3 4 5 왜 첫 등록 안 돼?": why the meld fails, answered by its plain verdict (a meld
    # that stands fails for another reason, not read below)
    why_not = _MELD_WHY_NOT.search(text) is not None
    if why_not:
        text = _MELD_WHY_NOT.sub(" ", text)
    if _ASKS_OTHER.search(text) or (joker_30 is None and _JOKER_WORTH.search(text)):
        # ("조커는 30점이라서 빨강 1 2 조커만 내도 33점": the joker's worth said, the points
        # after it the meld's)
        return None
    if _MELD_THEN.search(text) or (_MELD_SAME_TURN.search(text) and _TILES_ALSO.search(text)):
        # "첫 등록 하고 바로 파랑 1 2 3 내도 돼?", "첫 등록 하면서 파랑 1 2 3도": a set laid in
        # the meld's turn beside the meld, whose own sets are not named
        return None
    if re.search(
        r"(?:넘어|넘겨|넘기|이상이어|이상\s*+되어|되어|돼)야"
        # ("30점 넘어야 한다는데 …": the rule reported, then the case asked)
        # ("30 넘어야 하니까 이걸론 안 되는 거죠?": the rule as the player believes it, then this
        # meld asked)
        r"(?!\s*(?:한다는데|한다던데|하는데|하잖아|한대서|한다며|한다고\s*+(?:해서|하던데|들었)"
        r"|하니까|하니(?![가-힣])))",
        text,
    ):
        return None  # "30점 넘어야 돼?": what the rule requires, not this meld's points
    if any(_OTHER_ADDED.search(m.group(0)) for m in _MELD_OTHERS.finditer(text)):
        # "내가 빨강 3 4 5 냈는데 친구가 거기 빨강 6 붙였어 친구 첫 등록 안 했는데 되는 거야?":
        # another player's tile added to a set, which is asked (set aside, the asker's set
        # was read as a meld)
        return None
    mine = _MELD_OTHERS.sub(" ", text)
    summed = _MELD_COUNTED.sub(" ", mine)  # ("합쳐서 30이니까": the sum said, no set joined)
    if _ANY_TILE.search(mine):
        # "친구가 첫 등록 빨강 10 11 12 했어 나 …": the other player's meld set aside; their
        # tiles or the table's in one's own meld decline (only one's own rack counts)
        if _MELD_NOT_MINE.search(_without_counts(summed)):
            return None
        text = mine
    elif _MELD_TAKEN.search(summed):
        return None  # "상대가 첫 등록으로 빨강 8 9 10 냈는데 이거 돼?": that meld, as it was said
    named_tiles = list(_ANY_TILE.finditer(text))
    if named_tiles and _MELD_CONTRAST.search(text, 0, named_tiles[-1].start()):
        return None
    if named_tiles and _MELD_APART.search(text, 0, named_tiles[-1].start()):
        return None  # sets over two turns, or two melds to choose from: not one meld
    if named_tiles and any(
        named_tiles[0].start() < asked.start() < named_tiles[-1].start()
        for asked in re.finditer(r"[?？]", text)
    ):
        return None  # "빨강 10 11 12 돼? 빨강 9 10 11은?": two questions, each with tiles
    placed = False  # where a joker stands is said ("조커(10)", "조커 붙여서 9로")
    if not re.search(r"테이블|바닥|남의|상대", text):
        # "빨강 8 9에 조커 붙여서 10으로 쓰면": one's own set with a joker, not the table's
        grouped = _named_groups(text)
        said = _joker_words(grouped)
        if said is None:
            return None
        placed = said != grouped
        text = said
    if _MELD_DECLINE.search(text):
        return None
    # "빨강 9 조커 조커 그룹으로": a set with jokers counted as the kind of set named
    run_named, group_named = _MELD_RUN_NAMED.search(text), _MELD_GROUP_NAMED.search(text)
    kind_named = "run" if run_named else "group" if group_named else None
    if run_named and group_named:
        kind_named = "both"
    twice = list(_MELD_TWICE.finditer(text))
    times = 1
    if twice:
        if len(twice) > 1:
            return None
        times = count_word(twice[0].group("d") or twice[0].group("w")) or 1
        text = text[: twice[0].start()] + " " + text[twice[0].end() :]
    counted = list(_MELD_COUNTED.finditer(text))
    part_said = None  # the points said of the first set alone, before the others are named
    if (
        counted
        and len(counted) <= 2
        and _ANY_TILE.search(text, 0, counted[0].start())
        and _ANY_TILE.search(
            text, counted[0].end(), counted[1].start() if counted[1:] else len(text)
        )
    ):
        # "검정 8 9 10이라 27점밖에 안 돼요. 빨강·파랑·노랑 3 그룹도 같이 내면 36점인데": the first
        # set's points, then the meld's (checked below against the first set)
        part_said = int(counted[0].group("p") or counted[0].group("q"))
        text = text[: counted[0].start()] + " " + text[counted[0].end() :]
        counted = list(_MELD_COUNTED.finditer(text))
    if len(counted) > 1:
        return None
    said_points = int(counted[0].group("p") or counted[0].group("q")) if counted else None
    if counted:
        text = text[: counted[0].start()] + " " + text[counted[0].end() :]
    text = _without_counts(text)
    body = _MELD_FILLER.sub(" ", text)
    body = re.sub(r"(?<!\d)30\s*+점(?:이|을|은|에)?", " ", body)
    body = _RK_TAIL.sub("", body).strip()
    parts = _lone_tiles_joined(
        [p for p in _MELD_SPLIT.split(body) if re.search(r"\d|조커|joker", p)]
    )
    if not parts or len(parts) > 4:
        return None
    if times > 1 and len(parts) > 1:
        if times != len(parts) or "세트" not in twice[0].group(0):
            return None  # which set is laid twice is not plain
        times = 1  # "빨강 10 11 12랑 파랑 1 2 3 두 세트": the sets named, counted
    sets: list[list[str]] = []
    infos = []
    named: list[str] = []
    assumed = False  # a set's colours were left out and assumed
    as_said: list[str] = []  # a set with jokers laid otherwise than said: its worth as said
    said_shift = 0  # the points the meld has less (or more) with its jokers where said
    for part in parts:
        found = _meld_sets(part, placed)
        if found is None:
            return None
        said_order = _said_order(part, found[0][0]) if len(found) == 1 and not placed else None
        said_info = classify(said_order) if said_order is not None else None
        if (
            said_order is not None
            and said_info is not None
            and said_info.valid
            and JOKER in said_order
            and said_order != found[0][0]
            and said_info.value != classify(found[0][0]).value
        ):
            # "조커, 조커, 빨강 10": laid where the jokers count most (10-조커-조커, 33점);
            # in the order said the set is worth less (10 그룹, 30점): both are told
            label = _reading_label(said_info)
            if found[0][1] is not None:
                # "조커 11 12": no colour said, none shown
                shown = ", ".join("조커" if t == JOKER else t[1:] for t in said_order)
                label = re.sub(rf"^{tile_name(found[0][0][0]).split()[0]}\s", "", label)
            else:
                shown = ", ".join(tile_name(t) for t in said_order)
            as_said.append(
                f"말한 순서({shown})대로 놓으면 {said_info.value}점입니다"
                f"({label}). 조커는 놓는 자리에 따라 대신하는 수가 달라집니다."
            )
            said_shift += (said_info.value - classify(found[0][0]).value) * times
        for tiles, how in found * times:
            info = classify(tiles)
            assumed = assumed or (how is not None and "같은 숫자" not in how)
            if kind_named is not None and JOKER in tiles:
                if kind_named == "both" or len(parts) > 1 or len(found) > 1 or times > 1:
                    return None  # which set is the kind named is not plain
                reading = _meld_reading(tiles, kind_named, placed)
                if reading is None:
                    return None  # "빨강 9 파랑 9 조커 연속으로": not that kind of set
                info, tiles = reading, list(reading.tiles)
                how = how or _reading_label(reading)
            elif (
                kind_named in ("run", "group")
                and len(parts) == len(found) == 1
                and info.valid
                and info.kind != kind_named
            ):
                return None  # "빨강 10 11 12 … 그룹으로 치면": a run counted as a group
            sets.append(tiles)
            infos.append(info)
            if how:
                named.append(how)
            elif info.valid:
                named.append(describe_set(tiles))
            else:
                named.append(", ".join(tile_name(t) for t in tiles))
    if len(sets) > 4 or (
        all(i.valid for i in infos) and beyond_the_box(t for s in sets for t in s)
    ):
        return None  # more tiles than the box holds
    if not all(i.valid for i in infos):
        if points_only:
            return None  # "빨강 4 파랑 4 이면 8점이지?": the tiles' sum, of no set, not a meld's
        if len(infos) > 1 or len(sets[0]) >= 6:
            # ("빨강 11 12 13 1 2 3 첫 등록 몇 점?": six tiles or more that are no set, most
            # likely two sets named together, as the set reader reads them)
            return None
        reason = _counted_reason(infos[0].reason or "", sets[0]).rstrip(".")
        return Computed(
            RUMMIKUB,
            "rummikub-initial-meld",
            "아니요, 세트가 되지 않습니다",
            (f"{reason}. " if reason else f"{josa(named[0], '은', '는')} 세트가 아닙니다. ")
            + "세트가 아니면 첫 등록에 낼 수 없습니다.",
            "첫 등록으로 낼 타일: " + named[0],
            [],
            # ("빨강 9 11로 첫 등록 돼?": tiles too few laid from the rack, which the set's size
            # decides; tiles left loose on the table are another case)
            list(
                dict.fromkeys(
                    [RULE_SET, RULE_MELD_30, RULE_LOOSE]
                    if infos[0].rule_id == RULE_LOOSE
                    else [infos[0].rule_id or RULE_SET, RULE_MELD_30]
                )
            ),
            False,
        )
    total = sum(i.value for i in infos)
    if why_not and total >= 30:
        return None  # "빨강 10 11 12 왜 첫 등록 안 돼?": the points reach 30, what fails is else
    if part_said is not None and (len(sets) < 2 or infos[0].value != part_said):
        return None  # the points said of the first set are not its own
    jokers = any(JOKER in t for t in sets)
    claimed = int(claim.group("c")) if claim is not None else None
    if worth is not None:
        # the points said with each joker as its worth said: the player's count, put right
        # below (a claim of them is answered: "아니요, 6점입니다")
        as_said_worth = sum(worth if t == JOKER else int(t[1:]) for s in sets for t in s)
        if not jokers or said_points not in (None, as_said_worth):
            return None
        if claimed is not None and claimed not in (as_said_worth, total):
            return None
    miscounted = None
    if worth is None and said_points is not None and said_points != total:
        if said_points == 30 or jokers:
            # "첫 등록 30점인데 빨강 3 4 5 6 7 8 되나?": the rule's 30, or a count? "조커 검정 9
            # 조커로 … 27점이라": the jokers counted where said (8-9-10), not a miscount
            return None
        # "빨강 3 4 5랑 파랑 7 8 9 같이 내면 35점이라 첫 등록 되지?": the points the player
        # counted are not the engine's: the meld's verdict, the points put right beside it
        miscounted = said_points
    if claimed == 30 and total > 30:
        return None  # "30점 맞지?": the meld's 30 reached, or its points 30? not plain
    if as_said and (
        (claimed is not None and (claimed == total) != (claimed == total + said_shift))
        or (order_said and (total >= 30) != (total + said_shift >= 30))
    ):
        # "조커 11 12 하면 33점이지?" (33점 as said, 36점 laid last), "형이 조커 빨강 9 10으로
        # 첫 등록 했어" (27점 as laid, 30점 with the joker last): the verdict holds in one
        # placement and not the other, the one said or laid ("조커 빨강 9 10 되나?", one's own
        # tiles: laid where they count most, 네)
        return None
    lines = [f"{n}: {i.value}점" for n, i in zip(named, infos, strict=True)]
    if jokers:
        lines.append("조커는 대신하는 타일의 숫자로 셉니다.")
    lines += as_said
    if worth == 30:
        lines.append(
            "첫 등록에서 조커는 30점이 아닙니다: 30점은 게임이 끝났을 때 받침대에 남은 조커의 "
            "벌점입니다."
        )
    elif worth is not None:
        lines.append(f"첫 등록에서 조커는 {worth}점이 아니라 대신하는 타일의 숫자로 셉니다.")
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
    if (
        joker_30 is None
        and claimed is None
        and _MELD_POINTS_ASKED.search(text)
        and not _MELD_YES_NO_ASKED.search(_MELD_POINTS_ASKED.sub(" □ ", text))
    ):
        # "첫등록 몇 점?": the points asked, not whether it stands: the number first, the meld's
        # verdict beside (it was "네, 첫 등록이 됩니다 (66점)", a 네 to a question not asked)
        meld = "첫 등록이 됩니다" if ok else "30점에 못 미쳐 첫 등록이 되지 않습니다"
        verdict = f"{total}점 ({meld})"
    if miscounted is not None:
        verdict = (
            f"네, 첫 등록이 됩니다 (말한 {miscounted}점이 아니라 {total}점)"
            if ok
            else f"아니요, 말한 {miscounted}점이 아니라 {total}점이라 30점에 못 미칩니다"
        )
        lines.append(f"말한 {miscounted}점이 아니라 {total}점입니다.")
    if claimed is not None:
        # the points claimed: 네/아니요 on them, the meld's verdict beside
        ok = claimed == total
        meld = "첫 등록이 됩니다" if total >= 30 else "30점에 못 미쳐 첫 등록이 되지 않습니다"
        verdict = f"{'네' if ok else '아니요'}, {total}점입니다 ({meld})"
        if not ok:
            lines.append(f"말한 {claimed}점이 아니라 {total}점입니다.")
    return Computed(
        RUMMIKUB,
        "rummikub-initial-meld",
        verdict,
        head + tail,
        # "조커 빨강 11 12": counted where the jokers count most, not in the order said
        (
            "첫 등록으로 낼 세트(조커는 말한 자리가 아니라 점수가 가장 큰 자리로 셈): "
            if as_said
            else "첫 등록으로 낼 세트: "
        )
        + ", ".join(named),
        lines,
        [RULE_MELD_JOKER, RULE_MELD_30] if jokers else [RULE_MELD_30],
        ok,
    )


# -- what the tiles left on one's own rack cost --------------------------------------------
# "게임 끝났는데 조커 두 개 들고 있으면 몇 점 깎여요?", "끝났는데 내 받침대에 5, 9 남았으면 몇 점
# 잃어?"
_PEN_END = patterns.compile(
    r"끝났|끝나면|끝날|끝나고|끝난|게임\s*+끝|판\s*+끝|누가\s*+(?:다\s*+(?:내|냈)|루미큐브)"
    # "한 판 졌는데": the one asking lost the game (not "안 졌어")
    r"|(?<![가-힣])(?<!안\s)졌(?:는데|어요|어|고|습니다)"
    # "조커 남으면 30점 감점 맞지?": a joker said left on the rack, which only the end scores
    r"|(?:조커|죠커)\s*+(?:가|이|만)?\s*+(?:하나\s*|한\s*+장\s*)?(?:남으면|남았으면|남아\s*+있으면)"
)
# "조커 남으면", "조커 하나 남았으면": a joker supposed left, no one's rack named (one's own)
_JOKER_LEFT_IF = patterns.compile(
    r"(?:조커|죠커)\s*+(?:가|이|만)?\s*+(?:하나\s*|한\s*+장\s*)?(?:남으면|남았으면|남아\s*+있으면)"
)
_PEN_LOSS = patterns.compile(r"깎|잃|감점|마이너스|빠지|빠져|까여|까이|까임|벌점")
# "친구가 진 사람은 남은 타일 개수만큼 -3점이라는데, 맞아요?", "친구가 -3점이래. 맞아?": the loss
# someone claims, checked against the engine's (네/아니요 with the right value)
_PEN_CLAIM = patterns.compile(
    r"(?:[-−]|마이너스\s*)(?P<n>\d{1,3})\s*+점?\s*(?:이라는데|이라던데|이래요|이래|이라며|이라더라"
    r"|이라고\s*+(?:하던데|하는데|해요|해|하네요|하네))(?=[\s,.!?]|$)"
    # "−30점 맞지?", "11점 깎이는 거 맞아?": the loss claimed by the asker, then 맞 asked
    r"|(?:[-−]|마이너스\s*)(?P<m>\d{1,3})\s*+점\s*(?:이\s*)?(?=(?:인\s*+(?:거|게)\s*)?맞)"
    # "-12 맞아?", "마이너스 15 맞지?", "-11이지?", "-5점이죠?": the minus says the number is
    # the points, with or without 점 (not the dash of "3-4-5")
    r"|(?:(?<!\S)[-−]|마이너스\s*)(?P<b>\d{1,3})\s*(?:점\s*)?(?=맞|이지|이죠|이쥬|아니|아냐|아님)"
    # "18 빠지는 거 맞지?": a number lost (not right after the tiles: "3 4 5 빠지는 거")
    r"|(?<![\d+])(?<!\d\s)(?<!조커\s)(?P<l>\d{1,3})\s*(?:점\s*)?(?:이\s*|을\s*|을\s*+다\s*)?"
    r"(?:깎이는|깎는|빠지는|잃는|까이는|마이너스인|마이너스\s*+되는)\s*+(?:거|게|것)\s*(?=맞)"
    # "30점 감점 맞지?", "30점 잃는다던데 진짜야?", "30점 깎인대": the loss said in points, then
    # asked or heard
    r"|(?<![\d+])(?<!\d\s)(?<!조커\s)(?P<h>\d{1,3})\s*+점\s*(?:이\s*|을\s*)?"
    r"(?:(?:감점|벌점)(?:\s*+(?:이|인)\s*+(?:거|게|것))?\s*(?=맞|아니|아냐|아님)"
    r"|(?:깎인|잃는|빠진|까인|감점된|감점이)(?:다던데|다는데|대요|대|다며|다더라|다고\s*+(?:하던데|하는데))"
    r"(?=[\s,.!?]|$))"
    # "6점 깎임?", "5점 잃어요?": the loss guessed, asked at the question's end
    r"|(?<![\d+])(?<!\d\s)(?<!조커\s)(?P<g>\d{1,3})\s*+점\s*(?:이\s*|을\s*|이나\s*)?"
    r"(?:깎여|깎임|깎이나|깎이지|깎이죠|잃어|잃나|잃지|잃죠|까여|까임|빠져|빠지나|감점이야|감점임)"
    r"(?:요)?(?=\s*+[?？]+\s*$)"
)
# "세트니까 안 깎이지?", "세트라서 0점이지?": the tiles left said to cost nothing as they make a
# set (they are scored all the same: a claim of no loss, answered with the loss)
_PEN_SET_FREE = patterns.compile(
    r"(?:세트|연속|그룹|런)\s*+(?:이|가)?\s*+(?:라서|니까|이니까|이라서|면|이면|인데|라)\s*"
    r"(?:(?:점수\s*)?(?:안\s*+(?:깎|잃|빠지|빠져|까이|까여|까임|세|쳐|들어가))"
    r"|(?:감점|벌점)\s*+(?:이\s*|은\s*)?(?:없|안)"
    r"|0\s*+점|점수\s*+(?:에\s*)?(?:안|없|포함\s*+안))"
)
# the heard endings of :data:`_PEN_CLAIM` ("-8점이래", "30점 깎인다며"), and what may follow one
# that ends the question
_PEN_HEARD = patterns.compile(
    r"(?:래|라던데|라는데|라며|라더라|대|다던데|다는데|다며|다더라|라고|다고)"
)
_ASKED_MARKS = patterns.compile(r"[\s?？.!~ㅠㅜㅋㅎ]*")
_CLAIM_ASKED = patterns.compile(
    r"맞|진짜|정말|사실|그래요|그래\?|그런가|틀려|틀렸|^\s*+(?:이지|이죠|이쥬|아니|아냐|아님)"
)
# "제가 낸 세트에 조커가 들어 있는 채로 … 끝났어요", "테이블 조커 때문에": a joker on the table
# at the end, which is no tile left on a rack; "30점도 빠지나요?": whether its 30 is lost too
_TABLE_JOKER = patterns.compile(
    # "테이블에 있는 조커", "테이블에 있던 조커", "바닥 위의 조커": a joker said to lie on the table
    r"(?:테이블|바닥)\s*+(?:에\s*+있는|에\s*+있던|에\s*+놓인|위에\s*+있는|위에\s*+있던|위의|위)\s*"
    r"(?:(?:제|내)\s*)?(?:조커|죠커)\s*(?:가|이|는|도)?"
    # "조커는 테이블에 있어": the joker first
    r"|(?:조커|죠커)\s*+(?:는|은|가|이)\s*+(?:테이블|바닥)\s*+(?:에|위에)\s*"
    r"(?:있어요|있어|있고|있는데|있음|있었는데|있었고|있었어요|있었어)"
    # "제가 낸 세트에 조커가 들어 있는 채로", "테이블에 조커 있어", "테이블 조커 때문에"
    r"|(?:테이블|바닥|(?:제가|내가|제|내)\s*+낸\s*+세트)\s*(?:에는|에|엔|의)?\s*(?:(?:제|내)\s*)?"
    r"(?:조커|죠커)\s*(?:가|이|는|도)?\s*"
    r"(?:(?:들어\s*)?(?:있는\s*+채로|있는데|있고|있어요|있어|있음|있었는데|있었고|있었어요|있었어)"
    r"|때문에|땜에)"
)
_JOKER_30_ASKED = patterns.compile(
    r"(?:(?:조커|죠커)\s*(?:때문에|땜에|도|의|는)?\s*)?30\s*+점\s*(?:도|까지|이|은|을)?\s*(?:더\s*)?"
    r"(?:빠지|빠져|깎|까여|까이|까임|잃|마이너스|감점)[가-힣]*"
)
# ("내 받침대에 조커 두 장이랑 빨강 1 이면": the rack's tiles said with 이면)
_RACK_IF = r"(?:받침대|랙)\s*+(?:에|엔|에는)\s*[^?？]*?(?:\d|조커|죠커|장|개)\s*+(?:이면|면|이라면|일\s*+때)"
_PEN_HELD = patterns.compile(r"들고|남았|남아|남으면|남은|남음|있으면|있는데|쥐고|합|" + _RACK_IF)
# the tiles are one's own rack's ("받침대에", "나한테", "들고"), named by their numbers
_PEN_RACK = patterns.compile(
    r"받침대|랙|rack|들고|쥐고|나한테|내게|나는|저는|(?<![가-힣])난|제\s*+손|내\s*+손|손에"
    # "내 남은 타일이 2, 4, 9면"
    r"|(?<![가-힣])(?:내|제)\s*+(?:남은|타일)"
)
# "한 판 끝났는데 제 받침대에 검정 5, 노랑 8, 빨강 13이 남았어요. 저는 몇 점이에요?": the
# asker's own rack said left at the end, its points asked (a loss, with no loss word said)
_OWN_LEFT_POINTS = patterns.compile(
    r"(?<![가-힣])(?:내|제)\s*(?:(?:받침대|손|랙)\s*+(?:에|엔|에는)\s*[^?？]*?남(?:았|아|으면|은)|"
    + _RACK_IF
    + r")[^?？]*?(?:(?<![가-힣])(?:저는|나는|난|전|내|제)\s*(?:점수\s*(?:는|가)?\s*)?)?몇\s*+점"
    r"(?:이에요|이예요|이야|이냐|인가요|인가|일까요|일까|이죠|임|입니까|\s*(?:[?？]|$))"
)
_PEN_DECLINE = patterns.compile(r"막히|막혀|더미|등록|동점|비기|받아|얻")
# "남은 타일이 빨강 13 파랑 13이면", "남은 패가 주황 2 3 4 면": tiles said left at the end, no
# one named as their owner (read as the asker's, the only player the question speaks for)
_LEFT_UNOWNED = patterns.compile(
    r"(?<![가-힣])(?:남은|남는)\s*+(?:타일|패|거|것)\s*(?:이|가|은|는|도)?\s*"
    rf"(?=\d|조커|죠커|{_COLOUR_ALT})"
)
_PEN_JOKERS = patterns.compile(
    rf"(?:조커|죠커|joker)\s*(?:가|를|도)?\s*(\d|{NATIVE}|하나|한)\s*+(?:개|장)"
)
# "난 20점 남았는데", "내 받침대 합이 25점이면": the rack's sum said in points
_PEN_SUM = patterns.compile(
    r"(?P<n>\d+)\s*+점\s*+(?:이\s*)?(?:남|있)|합(?:계)?\s*+(?:이|은|는|가)?\s*+(?P<m>\d+)\s*+점?"
)


# "나 25점 남았고 동생 10점 남았어": one's own sum said beside the others'
_MY_PEN_SUM = patterns.compile(
    r"(?<![가-힣])(?:나|난|나는|저|저는|전|(?:내|제)\s*+받침대(?:는|에|엔|에는)?)\s*"
    r"(?P<n>\d+)\s*+점\s*+(?:이\s*)?(?:남|있)"
)
_OTHERS_PEN_SUM = patterns.compile(
    rf"(?<![가-힣]){_OTHER}\s*+(?:는|은|도)?\s*+(?:받침대(?:에|엔|는)?\s*)?\d+\s*+점\s*+(?:이\s*)?(?:남|있)"
)
# "저는 파랑 3 남았어요", "제 받침대엔": one's own rack named before its tiles
_OWN_BEFORE = patterns.compile(
    r"(?<![가-힣])(?:난|나는|저는|(?<!그 )(?<!등록 )(?<!이 )전(?=\s)|나한테|저한테|내게|제게"
    r"|(?:내|제)\s*+(?:받침대|손|랙|남은|타일))"
)
# "게임 끝났는데 조커 하나 남았어": the tiles right after the end, with no one named: one's own
_RIGHT_AFTER_END = patterns.compile(
    r"(?:끝났는데|끝나고|끝났어|끝났을\s*+때|끝나면)\s*+(?:\d|조커|죠커)"
)
# "누가 이겼는지 몰라", "이긴 사람은 모르겠고", "승자 누군지 몰라": who went out said untold, so
# whether anyone did (a game that ended blocked scores the rack otherwise) is untold too
_WINNER_UNTOLD = patterns.compile(
    r"(?:누가|누구)\s*(?:먼저\s*)?(?:이겼는지|이긴\s*+지|다\s*+냈는지|다\s*+낸\s*+지|끝냈는지"
    r"|루미큐브\s*+(?:했는지|외쳤는지))?\s*+(?:는\s*)?(?:잘\s*)?(?:몰|모르|모름|기억)"
    r"|(?:이긴|다\s*+낸)\s*+(?:사람|애|쪽)\s*+(?:은|는|이|가)?\s*+(?:누군지\s*)?(?:잘\s*)?(?:몰|모르|모름)"
    r"|승자\s*+(?:가|는|를)?\s*+(?:누군지|누구인지)?\s*+(?:잘\s*)?(?:몰|모르|모름)"
)
# "누가 다 내고 끝났는데", "누가 타일을 다 내서": someone went out, unnamed
_SOMEONE_OUT = patterns.compile(
    r"(?<![가-힣])(?:누가|누군가|누군가가)\s*(?:\S+\s+){0,2}?(?:다\s*+(?:내|냈)|루미큐브|이겼|이기)"
)
# "친구 몇 점 받아?": the winner's gain asked
_WINNER_GAIN = patterns.compile(
    r"(?:몇\s*+점|점수)\S*\s*+(?:받|얻|따|벌|가져|먹)|(?:받|얻)는\s*+점수"
)


# "7 세 개", "9가 두 장": a count of one number's tiles that was not written out as tiles (only
# "7 두 장" is, :func:`_copies`): the rack's sum is not plain
_COUNT_LEFT = patterns.compile(rf"\d\s*(?:이|가)?\s*(?:{NATIVE})\s*+(?:장|개)")


# "조커는 테이블에 냈고", "5는 냈고", "조커 빼고 5 남았어": a tile said played, or set apart from
# the tiles left (is it left too?), not a tile left on the rack
_TILE_NOT_LEFT = patterns.compile(
    r"(?:(?<!\d)\d{1,2}|조커|죠커)\s*(?:는|은|를|을|도|만)?\s*"
    r"(?:(?:이미|벌써|아까|먼저|테이블에|바닥에)\s*){0,2}"
    r"(?:냈|썼|놨|놓았|내려놨|내려놓았|올렸|빼고|말고|제외)"
)


def _my_rack(rest: str) -> tuple[int, str, list[str], int] | None:
    """One's own rack as a question names it (its sum in points, "난 20점 남았는데", or its
    tiles, "5 9 조커"): the sum, how it is counted, the tiles' words, the jokers."""
    from tutor.games.rummikub.scoring import rack_breakdown, rack_sum

    rest = _colours_counted(rest)
    if _COLOUR_UNNUMBERED.search(_COLOUR_OF_NUMBER.sub("", rest)):
        return None  # "파랑 한 장 남았어": a tile whose number is not told
    if _TILE_NOT_LEFT.search(rest) or re.search(r"(?:^|[^\d\s])\s*\+\s*+\d", rest):
        return None  # (a tile played or set apart; "형은 +6이고": a gain, no tile)
    said_sum = _PEN_SUM.search(rest)
    if said_sum is None and re.search(r"\d+\s*+점\s*+(?:이|인)", rest):
        return None  # "지금 50점인데": a score, not the rack
    if said_sum:
        # "난 20점 남았는데": the rack's sum itself, the one number named
        total = int(said_sum.group("n") or said_sum.group("m"))
        if len(re.findall(r"\d+", rest)) != 1 or _JOKER_WORD.search(rest) or total > 400:
            return None
        return total, f"{total}점", [], 0
    counted = _PEN_JOKERS.search(rest)
    jokers = 0
    if counted:
        word = counted.group(1)
        jokers = 1 if word in ("하나", "한") else count_word(word) or 0
        rest = rest[: counted.start()] + " " + rest[counted.end() :]
    if re.search(r"\d+\s*+(?:장|개|점)", rest) or _COUNT_LEFT.search(rest):
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
    return lost, account, [*map(str, numbers), *["조커"] * jokers], jokers


def _rack_loss(total: int, account: str, words: list[str], jokers: int) -> Computed:
    """The verdict on one's own rack when another player went out."""
    if not words:
        return Computed(
            RUMMIKUB,
            "rummikub-rack-penalty",
            f"−{total}점" if total else "0점",
            f"받침대에 남은 타일의 합 {total}점만큼 잃습니다.",
            f"다른 사람이 먼저 받침대를 비웠을 때 내 받침대의 합: {total}점",
            [f"내 받침대: {total}점 → −{total}점.", "받침대를 비운 사람이 그만큼 얻습니다."],
            [RULE_SCORE_OUT],
            None,
        )
    return Computed(
        RUMMIKUB,
        "rummikub-rack-penalty",
        f"−{total}점",
        f"받침대에 남은 타일의 합만큼 잃습니다: {account}.",
        "다른 사람이 먼저 받침대를 비웠을 때 내 받침대에 남은 타일: " + " ".join(words),
        [f"내 받침대: {account} → −{total}점."]
        + (["받침대에 남은 조커는 30점으로 셉니다."] if jokers else []),
        # a joker left on the rack: the FAQ on that case, then the rules it rests on
        [ENTRY_JOKER_LEFT, RULE_SCORE_OUT, RULE_SCORE_JOKER] if jokers else [RULE_SCORE_OUT],
        None,
    )


def _winner_gain(text: str, winner: str) -> Computed | None:
    """ "친구가 이겼는데 나 25점 남았어 친구 몇 점 받아?": the winner's gain from one's own
    rack, the only other rack (a game of two: no other player is named)."""
    if players_named(text) not in (None, 2) or _OTHERS_PEN_SUM.search(text):
        return None
    if _NAMED_RACK.search(text) or any(
        m.group(0) != winner for m in re.finditer(rf"(?<![가-힣]){_OTHER_PERSON}", text)
    ):
        # "나는 5랑 6 남았고 동생은 10이랑 조커", "누나도 남았는데": a third player, whose rack
        # the winner gains too (it is not the asker's, nor a game of two)
        return None
    # ("이긴 사람 몇 점?", "승자 점수는?": the winner asked by what they did; "누가 다 냈는데":
    # no one named)
    named = winner not in ("누", "누군")
    asked = rf"(?:{re.escape(winner)}|{_WINNER_WORDS})" if named else _WINNER_WORDS
    if not re.search(
        rf"(?<![가-힣]){asked}\s*(?:는|은|이|가|의)?\s*{_SIGN_SAID}(?:몇\s*+점|점수)", text
    ):
        return None
    if not (_PEN_RACK.search(text) or _MINE_LEFT.search(text)):
        return None
    mine = _my_rack(_without_counts(text))
    if mine is None:
        return None
    total, account, _words, jokers = mine
    who = winner if named else "이긴 사람"
    return Computed(
        RUMMIKUB,
        "rummikub-went-out",
        f"{who} +{total}점 (나 −{total}점)",
        f"받침대를 먼저 비운 {josa(who, '은', '는')} 남은 사람들 받침대의 합을 얻습니다: 내 "
        f"받침대 {account}.",
        f"{josa(who, '이', '가')} 먼저 받침대를 비움, "
        f"내 받침대: {account} (다른 사람은 말하지 않아 둘이 하는 판으로 봄)",
        [f"나: {account} → −{total}점.", f"{who}: +{total}점."]
        + (["받침대에 남은 조커는 30점으로 셉니다."] if jokers else []),
        [RULE_SCORE_OUT, RULE_SCORE_JOKER] if jokers else [RULE_SCORE_OUT],
        None,
    )


# "친구가 이겼는데 나 빨강 5 남았어 친구 5점 받는 거 맞지?": the winner's gain, claimed by name
_WINNER_GAIN_CLAIM = patterns.compile(
    rf"(?<![가-힣])(?P<who>{_OTHER_PERSON})\s*(?:는|은|이|가)?\s*(?:[+＋]\s*|플러스\s*)?"
    r"(?P<n>\d{1,3})\s*+점\s*+(?:을|를)?\s*+(?:받|얻|가져|따)[가-힣]*\s*(?:(?:거|게|것)\s*)?"
    r"(?:맞[가-힣]*|지|죠|이지|이야)?\s*[?？!.~]*\s*$"
)


def rack_penalty(text: str) -> Computed | None:
    """What a player loses for the tiles left on their own rack when someone else went out,
    or the winner's gain claimed by name (:data:`_WINNER_GAIN_CLAIM`), checked as "친구 몇 점
    받아?" is answered."""
    claim = _WINNER_GAIN_CLAIM.search(text)
    won = _OTHER_WON.search(text)
    if claim is None or won is None:
        return _rack_penalty(text)
    if not re.match(rf"\s*{re.escape(claim.group('who'))}\s*+(?:가|이)\s", won.group(0)):
        return None  # the one claimed to gain is not the one said to have won
    found = _rack_penalty(f"{text[: claim.start()]} {claim.group('who')} 몇 점 받아?")
    gain = (
        re.match(rf"{re.escape(claim.group('who'))} \+(?P<n>\d+)점", found.verdict)
        if found
        else None
    )
    if found is None or gain is None:
        return None
    ok = int(gain.group("n")) == int(claim.group("n"))
    return replace(
        found,
        verdict=f"{'네' if ok else '아니요'}, {found.verdict}",
        details=found.details
        if ok
        else [f"말한 {claim.group('n')}점이 아니라 {gain.group('n')}점입니다.", *found.details],
        ok=ok,
    )


def _rack_penalty(text: str) -> Computed | None:
    """What a player loses for the tiles left on their own rack when someone else went out:
    the rack's sum, a joker counting 30, as the engine scores the end of the game."""
    text = _without_meld_remark(text)  # the meld changes nothing in the end's points
    heard = _MELD_HEARD_FROM.match(text)
    if (
        heard is not None
        and _HEARD_END.search(text)
        and _PEN_CLAIM.search(text)
        and not _OTHER_WON.search(text)
    ):
        # "친구가 조커 남으면 -50점이라던데 맞아?": the one the loss is heard from, not a player
        text = _unheard(text, heard)
    if _JOKER_STANDS.search(text):
        return None  # "조커는 10이니까": a number said of the joker, read as more tiles
    if _MATCH_TOTAL.search(text) or not _PEN_HELD.search(text) or _NOT_WON.search(text):
        return None
    # someone else went out ("친구가 이겼는데"), or the game ended and a loss is asked
    other_won = _OTHER_WON.search(text)
    winner = re.match(r"\s*(\S+?)\s*+(?:가|이)\s", other_won.group(0)) if other_won else None
    if (
        other_won is not None
        and not _ME_ASKED.search(text)
        and (
            _WINNER_GAIN.search(text)
            # "이긴 사람 몇 점?", "승자 점수는?": the winner's points asked by what they did
            or re.search(rf"{_WINNER_WORDS}\s*+(?:는|은|이|가|의)?\s*+(?:몇\s*+점|점수)", text)
            # "형 점수는?", "친구는 몇 점이야?": the winner's points asked by name, not one's loss
            or (
                winner is not None
                and re.search(
                    rf"(?<![가-힣]){re.escape(winner.group(1))}\s*(?:는|은|의)?\s*"
                    rf"{_SIGN_SAID}(?:몇\s*+점|점수)",
                    text,
                )
            )
        )
    ):
        return _winner_gain(text, winner.group(1)) if winner else None
    if _PEN_DECLINE.search(text):
        return None
    on_table = _TABLE_JOKER.search(text) is not None
    joker_30_asked = False
    if on_table:
        # the table's joker said apart from the rack; its 30 points asked about
        if re.search(r"가져|빼|뺐|회수|챙기|챙겨|꺼내|바꿔|바꾸", text):
            return None  # the table's joker taken: where it ended is not plain
        text = _TABLE_JOKER.sub(" ", text)
        joker_30_asked = _JOKER_30_ASKED.search(text) is not None
        text = _JOKER_30_ASKED.sub(" 빠지나요 ", text)
        if _JOKER_WORD.search(text) or re.search(r"30\s*+점", text):
            return None  # a joker (or 30 points) said of the rack too: not plain
    claim = _PEN_CLAIM.search(text)
    if claim is not None:
        after = text[claim.end() :]
        if not (claim.group("g") or _CLAIM_ASKED.search(after)) and not (
            _PEN_HEARD.search(claim.group(0))
            and _ASKED_MARKS.fullmatch(after)
            and (re.search(r"[?？]|며", claim.group(0) + after) or not after.strip())
        ):
            # a loss said, not asked about ("-5점이래."); a loss heard that ends the question
            # asked ("-8점이래?", "30점 깎인다며": whether the claim is true is asked), or ends
            # the message with no mark at all ("… 남으면 -15점이래", as "… 된대" is a claim)
            return None
        if re.search(rf"(?<![가-힣]){_OTHER}\s*+(?:는|은|도)\s*$", text[: claim.start()]):
            return None  # "친구는 -13점이라는데": the friend's own points, or their claim?
        text = text[: claim.start()] + " " + text[claim.end() :]
    # "받침대에 빨강 7 파랑 8 남았으면 -15점 맞아?", "남은 타일이 … 이면 -26점 맞지?": a loss
    # claimed of the tiles left on a rack, which only the end scores
    # (the one who went out, named, is no owner: "친구가 이겼어 남은 타일이 …")
    unowned = _LEFT_UNOWNED.search(text) is not None and not re.search(
        rf"(?<![가-힣]){_OTHER}",
        text if other_won is None else text[: other_won.start()] + text[other_won.end() :],
    )
    rack_said = _PEN_RACK.search(text) is not None or unowned
    if not (
        other_won
        or (claim is not None and rack_said)
        # "남은 타일 … 면 몇 점 마이너스?", "… 세트니까 0점이지?": the loss asked or denied
        or (unowned and (_PEN_LOSS.search(text) or _PEN_SET_FREE.search(text)))
        or (
            _PEN_END.search(text)
            and (
                _PEN_LOSS.search(text)
                or claim
                or (
                    _OWN_LEFT_POINTS.search(text)
                    and not re.search(rf"{_WINNER_WORDS}|(?<![가-힣]){_OTHER}", text)
                )
            )
        )
    ):
        return None
    if other_won is None and _WINNER_UNTOLD.search(text):
        return None  # "누가 이겼는지 몰라 … 몇 점 잃어?": how the game ended is untold
    set_free = _PEN_SET_FREE.search(text)
    if set_free is not None:
        text = text[: set_free.start()] + " " + text[set_free.end() :]
    if _I_WON.search(text) or not (
        claim
        or set_free
        or joker_30_asked
        or re.search(r"몇\s*+점|얼마|점수|(?:마이너스|감점|벌점)\s*+(?:몇|얼마)", text)
    ):
        return None
    rest = _without_counts(text)  # "3명 중에 2등", "2판째", "1분 남았는데": not tiles
    said = list(_MY_PEN_SUM.finditer(rest))
    others = list(_OTHERS_PEN_SUM.finditer(rest))
    if (
        len(said) == 1
        and others
        and len(re.findall(r"\d+", rest)) == 1 + len(others)
        and not _OTHER_ASKED.search(text)
        and not _JOKER_WORD.search(rest)
    ):
        # "나 25점 남았고 동생 10점 남았어 나 몇 점?": one's own sum, the others' beside it
        total = int(said[0].group("n"))
        return _rack_loss(total, f"{total}점", [], 0) if total <= 400 else None
    if _OTHER_RACK.search(text):
        return None  # the tiles are another player's
    if any(_owner_before(text, m.start()) not in (None, "나") for m in re.finditer("받침대", text)):
        return None  # "엄마 받침대에": another player's rack
    # ("끝났는데 나 조커 두 개 남았어": "나" before the tiles, another's rack ruled out above)
    own = rack_said or _MINE_LEFT.search(text)
    if not own and not (
        (_RIGHT_AFTER_END.search(text) or _JOKER_LEFT_IF.search(text))
        and not re.search(rf"(?<![가-힣]){_OTHER}", text)
    ):
        return None  # not one's own rack
    said_at = [m.start() for m in (_OWN_BEFORE.search(rest), _MINE_LEFT.search(rest)) if m]
    if said_at and re.search(r"\d|조커|죠커", rest[: min(said_at)]):
        # "상대가 마지막에 빨강 5를 냈어요. 저는 파랑 3 남았어요": a tile named before one's own
        # rack is another's (or the table's), not one's own
        return None
    mine = _my_rack(rest)
    if mine is None:
        return None
    found = _rack_loss(*mine)
    if other_won is None and not _SOMEONE_OUT.search(text):
        # "게임 끝났어 나 조커 남았어": who went out untold, another player's going out assumed
        # (a game that ended blocked scores the rack otherwise)
        found = replace(
            found,
            case=found.case.replace(
                "다른 사람이 먼저 받침대를 비웠을 때",
                "다른 사람이 먼저 받침대를 비웠다고 보고(누가 끝냈는지 말하지 않음)",
                1,
            ),
            details=[
                *found.details,
                "누가 끝냈는지 말하지 않아 다른 사람이 받침대를 비워 끝난 판으로 셉니다. 더미가 "
                "떨어지고 아무도 못 내 끝났다면 받침대 합이 가장 작은 사람과의 차이만큼 잃습니다.",
            ],
            rule_ids=[*found.rule_ids, RULE_SCORE_BLOCKED],
        )
    if on_table:
        found = replace(
            found,
            details=[
                *found.details,
                "테이블에 놓인 조커는 받침대에 남은 타일이 아니라 세지 않습니다(조커의 30점은 "
                "받침대에 남은 조커에만 매깁니다).",
            ],
            rule_ids=list(dict.fromkeys([*found.rule_ids, RULE_SCORE_JOKER])),
        )
    if joker_30_asked:
        # "테이블 조커 때문에 30점도 빠지나요?": no, the rack's tiles alone
        return replace(found, verdict=f"아니요, {found.verdict}입니다", ok=False)
    if set_free is not None:
        # "세트라서 0점이지?": the tiles count whatever they make (a loss of none claimed)
        return replace(
            found,
            verdict=f"아니요, {found.verdict}입니다",
            details=[
                *found.details,
                "받침대에 남은 타일은 세트를 이루어도 하나하나 숫자만큼 셉니다. 세트는 테이블에 "
                "내려놓아야 점수에서 빠집니다.",
            ],
            ok=False,
        )
    if claim is not None:
        claimed = (
            claim.group("n")
            or claim.group("m")
            or claim.group("b")
            or claim.group("l")
            or claim.group("h")
            or claim.group("g")
        )
        ok = int(claimed) == mine[0]
        return replace(found, verdict=f"{'네' if ok else '아니요'}, {found.verdict}입니다", ok=ok)
    return found


# -- the deal for a number of players ------------------------------------------------------
# "루미큐브 4명이면 처음에 몇 장씩 받고 더미에 몇 장 남아?", "3인이면 풀에 타일 몇 개 남아요?"
_DEAL_RACK = patterns.compile(
    r"(?:몇\s*+(?:장|개)\s*+(?:씩)?\s*+(?:받|가져|나눠|들고|깔고|시작|뽑))"
    r"|(?:처음|시작)[^?.!]{0,12}몇\s*+(?:장|개)"
    r"|(?:한\s*+(?:사람|명)\s*(?:당|에|이|마다)?|인당|1인당|각자)[^?.!]{0,10}몇\s*+(?:장|개)"
)
# "15장씩 받으면": a deal the question supposes
_DEAL_EACH = patterns.compile(
    rf"(?P<n>\d+|{NATIVE})\s*+(?:장|개)\s*+씩\s*(?:\S+\s+)?"
    r"(?:받으면|주면|나눠\s*+주면|나누면|가지면|가져가면|이면|하면|받는다면|준다면)"
)
_DEAL_POOL = patterns.compile(
    r"(?:더미|풀|pool|바닥|가운데|중앙)[^?.!]{0,12}(?:몇\s*+(?:장|개)|얼마)"
    r"[^?.!]{0,6}(?:남|있|깔|쌓)"
    # "남는 타일 몇 개야?", "바닥에 남은 타일 몇 개임": the tiles left over from the deal
    r"|(?:(?:더미|풀|바닥|가운데|중앙)\s*(?:에|에는|엔)?\s*)?(?:남는|남은|남아\s*+있는|쌓인)\s*+(?:타일|패)"
    r"\s*+(?:이|은|는)?\s*+(?:몇\s*+(?:장|개)|얼마)"
)
# "14장씩 받는 거 맞아?", "더미 78장이지?", "더미에 64장 남는 거 맞지?": a count claimed
_CLAIM_END = (
    r"(?:맞(?![춰추출])|이지|이죠|인\s*+(?:거|게)\s*+맞|인가|이야\s*+[?？]|이에요\s*+[?？])"
)
_DEAL_EACH_CLAIM = patterns.compile(
    rf"(?<![\d가-힣])(?P<n>\d{{1,2}}|{NATIVE})\s*+(?:장|개)\s*+씩\s*"
    r"(?:(?:받는|가져가는|나눠\s*+주는|나누는|가지는|들고\s*+시작하는)\s*+(?:거|게|것)\s*)?(?="
    + _CLAIM_END
    + ")"
    # "13장씩 받는다던데?", "20장씩 받는다는데 맞아?", "15장씩 나눠 준대": the count heard
    r"|(?<![\d가-힣])(?P<h>\d{1,2}|" + NATIVE + r")\s*+(?:장|개)\s*+씩\s*"
    r"(?:받는|가져간|나눠\s*+준|나눈|가진|들고\s*+시작한)"
    r"(?:다던데|다는데|대요|대|다며|다더라|다고\s*+(?:하던데|하는데|들었는데))(?![가-힣])"
    r"(?=[\s.,!~]*(?:" + _CLAIM_END + r"|진짜|정말|사실|[?？]|$))"
)
_DEAL_POOL_CLAIM = patterns.compile(
    r"(?:더미|풀|남는\s*+(?:타일|패))\s*+(?:에|에는|엔|는|가|이|은)?\s*+(?P<n>\d{1,3})\s*+(?:장|개)\s*(?:이|이나)?\s*"
    r"(?:(?:남는|남아\s*+있는|쌓이는|깔리는)\s*+(?:거|게|것)\s*"
    # ("더미가 56장 남는다던데 맞아?", "… 남는대. 진짜야?": heard, then asked to be checked)
    r"|(?:남는다던데|남는다는데|남는대요|남는대|남는다더라|남는다고\s*+(?:하던데|들었는데)"
    # ("남는 타일이 64개라던데 맞아요?")
    r"|(?<=[장개])\s*+(?:이)?(?:라던데|라는데|래요|래|라며|라더라))"
    r"[.,!~\s]*)?"
    r"(?=" + _CLAIM_END + r"|진짜|정말|사실|(?:남아|남나요|남아요|남지)\s*+[?？])"
)
# the rest of a game: a turn's draw, a meld, the end
_DEAL_DECLINE = patterns.compile(
    r"등록|세트|그룹|런|조커|점수|감점|이기|이겨|끝나|끝났|못\s*+내|낼\s*+게|떨어지|다\s*+쓰|비면"
    r"|한\s*+장\s*+(?:더|씩\s*+뽑)|차례|턴"
    # "나 혼자 10번 뽑으면", "세 장 더 가져가면": draws after the deal, which the pool loses
    rf"|(?:\d+|{NATIVE}|한)\s*+번\s*+(?:더\s*)?(?:뽑|가져|먹|드로우)"
    rf"|(?:\d+|{NATIVE})\s*+(?:장|개)\s*+(?:을|를)?\s*+더\s*+(?:뽑|가져|먹)|드로우"
    r"|게이트|gateway|보석|공장|팩토리|진열판|공급처|별|아줄|인디고|나빗길"
)
ENTRY_MORE_PLAYERS = "rummikub.faq.more-players"
# "한 사람당", "1인당", "한 사람이 몇 장 들고 시작해?", "한 명한테 몇 개": each player
_PER_PLAYER = patterns.compile(
    r"한\s*+(?:사람|명)\s*+(?:당|마다|에)|1\s*+인당|인당"
    r"|한\s*+(?:사람|명)\s*(?:이(?!서)|은|는|씩|한테|에게)?(?![가-힣])"
    r"(?=\s*(?:\S+\s+){0,2}?몇\s*+(?:장|개))"
)
# "친구 3명이랑 하면", "친구 셋이랑 하면": the friends and the one asking
_WITH_FRIENDS = patterns.compile(
    rf"(?:친구|친구들|다른\s*+사람|애들)\s*"
    rf"(?:(?P<n>[1-5]|{NATIVE})\s*+(?:명|사람)\s*|(?P<bare>하나|둘|셋|넷|다섯)\s*)"
    r"(?:이랑|랑|하고|과|와)"
)
# "선 정할 때 몇 장 뽑아?": choosing who starts (one tile each, put back), not the deal
_DEAL_START = patterns.compile(
    r"(?<![가-힣])선\s*+(?:을|은|이)?\s*+(?:정|뽑|잡)|순서\s*+(?:를|을)?\s*+정|누가\s*+먼저|먼저\s*+(?:할|시작할|하는)\s*+사람"
    r"|시작\s*+플레이어|선\s*+플레이어|선잡"
)


def rummikub_deal(text: str) -> Computed | None:
    """How many tiles each player starts with and how many stay in the pool for N players,
    from the engine's own deal."""
    from tutor.games.rummikub import ENGINE

    # "14장씩 맞아?", "더미 78장이지?": the counts claimed, asked as counts
    each_claim, pool_claim = _DEAL_EACH_CLAIM.search(text), _DEAL_POOL_CLAIM.search(text)
    heard = _MELD_HEARD_FROM.match(text)
    if heard is not None and (each_claim or pool_claim) and _HEARD_END.search(text):
        # "친구가 처음에 13장씩 받는다던데?": the one the count is heard from, not a player
        text = _unheard(text, heard)
    if (
        pool_claim is not None
        and each_claim is not None
        and pool_claim.start() < each_claim.start()
    ):
        return None  # (one stretch for each, in the order said)
    for claimed, asked in ((pool_claim, " 더미에 몇 장 남아 "), (each_claim, " 몇 장씩 받아 ")):
        if claimed is not None:
            text = text[: claimed.start()] + asked + text[claimed.end() :]
    # "한 사람당", "1인당", "한 사람이 몇 장": each player, not a player count
    players = players_named(_PER_PLAYER.sub(" ", text))
    if _DEAL_DECLINE.search(text) or _DEAL_START.search(text):
        return None
    friends = _WITH_FRIENDS.search(text)
    if friends:
        if re.search(r"포함|나\s*+빼고", text):
            return None  # "나 포함 친구 3명이랑": whether the count is everyone's is not plain
        # "친구 셋이랑": three friends and the one asking (not three players)
        counted = count_word(friends.group("n") or friends.group("bare"))
        if counted is None:
            return None
        players = counted + 1
    if players is None:
        found = _deal_any(text) if pool_claim is None else None
        return _deal_claimed(found, each_claim, None, _each_dealt())
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
    supposed = _DEAL_EACH.search(text)
    if supposed and count_word(supposed.group("n")) != each:
        return None  # "15장씩 받으면": another deal than the rules'
    if (each_claim or pool_claim) and any(
        count_word(m.group(1)) != each
        for m in re.finditer(rf"(?<![\d가-힣])(\d{{1,2}}|{NATIVE})\s*+(?:장|개)\s*+씩", text)
    ):
        return None  # "15장씩 받고 더미 64장 맞지?": another count said beside the claim
    if (each_claim or pool_claim) and any(
        int(n) not in (each, pool, dealt, dealt + pool)
        for n in re.findall(r"(?<!\d)(\d{1,3})\s*+(?:장|개)", text)
    ):
        return None  # "나눠 주는 게 60장이고 더미 50장 맞지?": a count beside the claim is off
    found = Computed(
        RUMMIKUB,
        "rummikub-deal",
        f"한 사람 {each}장, 더미에 {pool}장",
        f"{players}명이면 한 사람이 {each}장씩 모두 {dealt}장을 받고, 남은 {pool}장이 "
        "더미가 됩니다.",
        f"{players}명 게임" + (f" (친구 {players - 1}명과 나)" if friends else ""),
        [f"{each}장 × {players}명 = {dealt}장", f"타일 {dealt + pool}장 − {dealt}장 = {pool}장"],
        [RULE_SETUP_DEAL],
        None,
    )
    return _deal_claimed(found, each_claim, pool_claim, each, pool)


def _deal_claimed(
    found: Computed | None,
    each_claim: re.Match[str] | None,
    pool_claim: re.Match[str] | None,
    each: int | None,
    pool: int | None = None,
) -> Computed | None:
    """The deal's answer, with 네/아니요 on the counts claimed ("14장씩 맞아?", "더미 78장이지?")."""
    if found is None or (each_claim is None and pool_claim is None):
        return found
    checks = [(each_claim, each, "한 사람"), (pool_claim, pool, "더미")]
    wrong = [
        f"{who} {_claimed_count(claimed)}장이 아니라 {count}장입니다."
        for claimed, count, who in checks
        if claimed is not None and _claimed_count(claimed) != count
    ]
    ok = not wrong
    return replace(
        found,
        verdict=f"{'네' if ok else '아니요'}, {found.verdict}",
        details=[*found.details, *wrong],
        ok=ok,
    )


def _claimed_count(claimed: re.Match[str]) -> int | None:
    """The count a deal's claim says (asked, or heard: :data:`_DEAL_EACH_CLAIM`)."""
    return count_word(claimed.group("n") or claimed.groupdict().get("h") or "")


@lru_cache(maxsize=1)
def _each_dealt() -> int | None:
    """Each player's tiles at the deal, from the engine's set-ups, when the same for every
    player count the game is for (None otherwise)."""
    from tutor.games.rummikub import ENGINE

    each = {
        len(ENGINE.new_game(n, seed=0).racks[0])
        for n in range(ENGINE.min_players, ENGINE.max_players + 1)
    }
    return next(iter(each)) if len(each) == 1 else None


def _deal_any(text: str) -> Computed | None:
    """ "처음에 몇 장 받아요?" with no player count: each player's tiles, the same for every
    count the game is for (the pool is not: it is given for each)."""
    from tutor.games.rummikub import ENGINE

    if not _DEAL_RACK.search(text) or _DEAL_POOL.search(text) or _WITH_FRIENDS.search(text):
        return None
    if not (re.search(r"루미", text) and re.search(r"처음|시작", text)):
        return None  # "타일 몇 개 받아?" alone may be another game's question
    rest = _PER_PLAYER.sub(" ", text)
    if re.search(r"\d|명|혼자|랑|하고|같이|함께|둘|셋|넷|다섯|여섯|사람|가족|친구", rest):
        return None  # who plays is said some other way: not read
    deals = {
        n: ENGINE.new_game(n, seed=0) for n in range(ENGINE.min_players, ENGINE.max_players + 1)
    }
    count = _each_dealt()
    if count is None:
        return None
    return Computed(
        RUMMIKUB,
        "rummikub-deal",
        f"한 사람 {count}장",
        f"{ENGINE.min_players}명에서 {ENGINE.max_players}명까지 몇 명이 하든 한 사람이 {count}장씩 "
        "받고, 남은 타일이 더미가 됩니다.",
        "사람 수를 말하지 않은 게임",
        [
            f"{n}명: {count}장 × {n}명 = {count * n}장, 더미에 {len(state.pool)}장"
            for n, state in deals.items()
        ],
        [RULE_SETUP_DEAL],
        None,
    )


# -- a position: the table's sets and the player's own tiles --------------------------------
# The readers below build a concrete position from a question ("테이블에 파랑 4 5 6 7 8 있고
# 나한테 파랑 6") and ask the engine about it: the hint for the best play, ``judge_play`` for
# a described turn, ``classify`` for tiles added one by one, the end scoring of a blocked
# game, the turn of a player who drew.
# one tile word: a colour, a joker, a tile's number (never a count, points or a turn)
_ATOM = (
    rf"(?:{_COLOUR_ALT}|조커|죠커|joker"
    r"|(?<!\d)(?:1[0-3]|[1-9])(?!\d)(?!\s*+(?:장|개|점|번|명|인(?!데)|라운드|판|턴|분|초|차례|등(?!록)|위|부터|까지)))"
)
# tiles named one after another ("파랑 4 5 6", "빨강 7, 8, 9", "빨강·파랑·검정 8")
# (possessive, and one way only to read each gap: no backtracking on a long question)
_SEQ = rf"{_ATOM}(?:\s*+(?:[,·\-]\s*+)?{_ATOM})*+"
# several sets named together ("파랑 4 5 6 7 8이랑 빨강 3 4 5")
_SEQS = rf"{_SEQ}(?:\s*+(?:이랑|랑|하고|과|와|그리고)\s*+{_SEQ})*+"

# "상대가 낸 빨강 5 6 7에 내 빨강 9 붙여도 돼?": another player's set, the asker's tile added
# "친구가 … 붙일 수 있다고 우기는데 맞아?", "형이 … 붙여도 된다고 주장해요": another player named
# first, a claim of theirs ending the question (a set joined that fails is no set whoever's
# meld it is; one that holds is left to the meld, as for another player's set)
_CLAIM_OF_OTHER = patterns.compile(
    rf"\s*(?:(?:{NAMED.pattern})\s*)?(?:우리\s*)?{_OTHER_PERSON}\s*+(?:가|이|는|은)\s+"
    r"[^?？]*(?:(?:다|라)\s*+고|(?:다|라)\s*+구|(?:다|라)면서)\s*(?:막\s*|계속\s*|자꾸\s*)?"
    r"(?:우기|우겨|주장|하는데|하더라|해서|해요|했어|그러|말하|박박)"
)
_OTHERS_SET_JOINED = patterns.compile(
    rf"(?:낸|놓은|내놓은|깔아\s*+둔|만든)\s*+(?:세트\s*)?{_SEQ}\s*+(?:에다가|에다|에)\s*+(?:내|제)\s*+{_SEQ}"
    r"\s*+(?:을|를|하나|한\s*+장)?\s*+(?:붙|이어|넣|추가)"
)
_SET_WORD = r"(?:\s*+(?:그룹|연속|런|세트))?"
# two colours or more, one after another ("빨강 파랑 검정", "빨강·파랑", "빨강이랑 파랑"; each gap
# read one way only)
_COLOURS_LISTED = rf"(?:{_COLOUR_ALT})(?:\s*+(?:[,·]|이랑|랑|하고|과|와)?\s*+(?:{_COLOUR_ALT}))+"
# "7 그룹이 빨강 파랑 검정으로 세 장", "8 그룹(빨강·파랑·검정)": a group named number first
_GROUP_FIRST = patterns.compile(
    rf"(?<!\d)(?P<n>1[0-3]|[1-9])\s*+(?:짜리\s*)?그룹\s*(?:이|은|는|에)?\s*\(?\s*"
    rf"(?P<colours>{_COLOURS_LISTED})"
    r"\s*\)?\s*(?:으로|로|이고|이렇게)?\s*(?:(?:세|네|두|[234])\s*+(?:장|개))?"
)
_COLOUR_WORD = patterns.compile(_COLOUR_ALT)
_PARTICLE_END = patterns.compile(
    r"\s*+(?:이랑|랑|하고|과|와|도|을|를|은|는|이|가|만|까지|또|로|으로)\s*$"
)
_ANY_TILE = patterns.compile(_ATOM)


def _group_first(text: str) -> str:
    """ "7 그룹이 빨강 파랑 검정으로 세 장" → "빨강 파랑 검정 7 그룹"."""

    def turn(m: re.Match[str]) -> str:
        colours = " ".join(_COLOUR_WORD.findall(m.group("colours")))
        return f"{colours} {m.group('n')} 그룹"

    return _GROUP_FIRST.sub(turn, text)


# "4 세 장(파랑 검정 노랑)", "8 네 장 그룹(4색)", "7 그룹 4가지 색 다": a group named by its
# number, its size and its colours (or every colour)
_GROUP_SIZED = patterns.compile(
    r"(?<![\d(])(?P<n>1[0-3]|[1-9])\s*(?:짜리\s*)?(?:그룹\s*)?(?:(?:이|가)\s*)?"
    r"(?:(?P<k>세|네|3|4)\s*+(?:장|개)(?:\s*+짜리)?)?\s*(?:그룹\s*)?"
    r"(?:\(\s*(?:(?P<colours>"
    + _COLOURS_LISTED
    + r")|(?P<all1>(?:4|네)\s*+(?:가지\s*)?색(?:\s*+다)?))\s*\)"
    r"|(?P<all2>(?:4|네)\s*+(?:가지\s*)?(?:색|색깔)\s*(?:이\s*)?(?:다|전부|모두)?)"
    r"|(?<=장|개)(?!\s*\())"
)
_COLOUR_BEFORE = patterns.compile(rf"(?:{_COLOUR_ALT})\s*$")


def _named_groups(text: str) -> str:
    """ "4 세 장(파랑 검정 노랑)" → "파랑 검정 노랑 4", "8 네 장 그룹(4색)" → "8 8 8 8 그룹";
    a group whose size and colours disagree is left as it was (and so not read)."""

    def turn(m: re.Match[str]) -> str:
        n = m.group("n")
        size = count_word(m.group("k")) if m.group("k") else None
        if _COLOUR_BEFORE.search(m.string, 0, m.start()):
            return m.group(0)  # "파랑 5 두 장": copies of one tile
        if not (m.group("colours") or m.group("all1") or m.group("all2")):
            if size not in (3, 4) or m.group("k").isdigit():
                return m.group(0)
            return " ".join([n] * size)  # "5 세 장"
        if m.group("colours"):
            colours = _COLOUR_WORD.findall(m.group("colours"))
            if size is not None and size != len(colours):
                return m.group(0)
            return f"{' '.join(colours)} {n}"
        if size not in (None, 4):
            return m.group(0)
        return " ".join([n] * 4)

    return _GROUP_SIZED.sub(turn, text)


# A joker's value said with it: "빨강 8 9에 조커 붙여서 10으로 쓰면", "파랑 4 5 다음에 조커(6
# 자리)", "빨강 7 8 조커(9)"
_VALUE = r"(?P<v>1[0-3]|[1-9])"
_JOKER_ADDED = patterns.compile(
    rf"(?P<set>{_SEQ})\s*+(?:에다가|에다|에)\s*+(?:조커|죠커|joker)\s*(?:하나|한\s*+장|1\s*+장)?\s*"
    r"(?:를|을)?\s*+(?:붙여서|붙이면|붙여|붙인\s*+거|더해서|더하면|넣어서|넣으면|추가해서|추가하면)"
    r"(?:\s*" + _VALUE + r"\s*+(?:으로|로)\s*(?:쓰면|쓰고|써서|써도|치면|쳐서|쳐도|하면|해서)?)?"
)
_JOKER_BRACKET = patterns.compile(
    rf"(?P<set>{_SEQ})\s*\(\s*{_VALUE}\s*(?:자리|대신|으로|로|역할)?\s*\)"
    r"|(?P<set2>" + _SEQ + r")\s*+(?:를|을|는)\s*+(?P<v2>1[0-3]|[1-9])\s*+(?:으로|로)\s*"
    r"(?:쓰면|쓰고|써서|치면|쳐서)"
)
# "빨강 11, 조커, 빨강 13으로 내면 조커를 12로 쳐서": the number of the joker among the tiles,
# said after them (as "빨강 11 조커 13(12)")
_JOKER_VALUE_AFTER = patterns.compile(
    r"(?:,\s*)?(?:조커|죠커|joker)\s*+(?:를|을|는|은)\s*+(?P<v>1[0-3]|[1-9])(?!\d)\s*+(?:으로|로)\s*"
    r"(?:쳐서|치고|치면|보고|봐서|계산해서|계산하면|세서|세면)(?![가-힣])"
)
_SEQ_FOUND = patterns.compile(_SEQ)


def _joker_value_after(text: str) -> str:
    """The question with a joker's number said after the tiles (:data:`_JOKER_VALUE_AFTER`)
    written in brackets after them, when the tiles before hold that joker alone."""
    said = _JOKER_VALUE_AFTER.search(text)
    if said is None or len(_JOKER_WORD.findall(text)) != 2:
        return text
    held = [
        m
        for m in _SEQ_FOUND.finditer(text, 0, said.start())
        if _JOKER_WORD.search(m.group(0)) and _ANY_TILE.search(m.group(0))
    ]
    if len(held) != 1:
        return text
    end = held[0].end()
    return f"{text[:end]}({said.group('v')}){text[end : said.start()]} {text[said.end() :]}"


# "빨강 3,4랑 조커로 3-4-5 만들면", "검정 8, 9에 조커를 붙여서 8-9-10을 만들면": the set made
# with a joker, said again with the joker's number
_JOKER_MADE = patterns.compile(
    rf"(?P<set>{_SEQ})\s*+(?:이랑|랑|하고|과|와|에다가|에다|에)\s*+(?:조커|죠커|joker)\s*(?:하나|한\s*+장)?\s*"
    r"(?:으로|로|(?:를|을)?\s*+(?:넣어서|붙여서|써서))\s*"
    r"(?P<made>(?:1[0-3]|[1-9])(?:\s*+[-,·]?\s*+(?:1[0-3]|[1-9])(?!\d))+)\s*+(?:을|를|으로|로)?\s*+"
    r"(?=만들|만드|내|놓|하면|해서)"
)
# "조커랑 빨강 12 13 … 조커가 11이라", "조커는 7이고": the number a joker stands for said apart
# from the tiles, which is no tile of the set (a second joker and an 11 were read)
_JOKER_STANDS = patterns.compile(
    rf"(?:조커|죠커|joker)\s*+(?:가|는|은|이)\s*+(?:(?:{_COLOUR_ALT})\s*)?(?:1[0-3]|[1-9])\s*"
    r"(?:이라서|이라|이니까|이니|이면|인데|이고|이야|이에요|이잖아|니까|라서|야)(?![가-힣])"
)
# "빨강 1 2 3 앞에 조커", "11 12 13 있는데 뒤에 내 조커": the side of the tiles a joker is put on
_JOKER_SIDE = patterns.compile(
    rf"(?P<set>{_SEQ})\s*+(?:(?:이|가)?\s*+(?:있는데|있을\s*+때|있으면)\s*+,?\s*+)?"
    r"(?P<side>앞에|앞쪽에|뒤에|뒤쪽에|다음에)\s*+(?:(?:내|제)\s*)?(?P<j>조커|죠커|joker)"
)
# "조커를 검정 1 2 앞에 두면", "조커를 파랑 5 6 뒤에 붙이면": the same, the joker named first
_JOKER_SIDE_FIRST = patterns.compile(
    rf"(?P<j>조커|죠커|joker)\s*+(?:를|을)?\s*+(?P<set>{_SEQ})\s*+(?:의\s*)?"
    r"(?P<side>앞에|앞쪽에|뒤에|뒤쪽에)(?=\s*+(?:두|놓|놔|붙|넣|끼))"
)
_NEXT_TO_JOKER = patterns.compile(r"(?<=\d)\s*+(?:다음에|다음|뒤에|옆에)\s*(?=조커|죠커|joker)")


def _joker_at(tiles: list[str], value: int | None) -> list[str] | None:
    """The tiles with their one joker where it stands for ``value`` (None: after the last
    tile, else before the first), or None when no set has the joker there."""
    from tutor.games.rummikub.sets import JOKER, classify

    plain = [t for t in tiles if t != JOKER]  # (every caller gives one joker)
    if len(plain) < 2:
        return None
    colours = {t[0] for t in plain}
    numbers = sorted(int(t[1:]) for t in plain)
    if len(colours) == 1 and len(set(numbers)) == len(numbers):
        (c,) = colours
        options = [value] if value is not None else [numbers[-1] + 1, numbers[0] - 1]
        for v in options:
            span = sorted([*numbers, v])
            if span == list(range(span[0], span[-1] + 1)) and 1 <= v <= 13:
                # (three or more of one colour in a row, the joker at v: a run, its joker v)
                return [JOKER if n == v else f"{c}{n}" for n in span]
        return None
    if len(set(numbers)) == 1 and len(colours) == len(plain) and value in (None, numbers[0]):
        placed = [*plain, JOKER]
        return placed if classify(placed).valid else None
    return None


def _joker_fits(tiles: list[str]) -> bool:
    """Whether the tiles, their one joker named last, make a set with the joker in some
    place among them (the others in the order named, or in a run's order)."""
    from tutor.games.rummikub.sets import JOKER, classify

    plain = [t for t in tiles if t != JOKER]
    orders = [plain, sorted(plain, key=lambda t: (t[0], int(t[1:])))]
    return any(
        classify([*order[:i], JOKER, *order[i:]]).valid
        for order in orders
        for i in range(len(order) + 1)
    )


def _joker_words(text: str) -> str | None:
    """The question with a joker whose value it says written as the set's tiles in order
    ("빨강 8 빨강 9 조커"); None when the joker cannot stand for the value said."""
    from tutor.games.rummikub.sets import JOKER, tile_name

    if _JOKER_STANDS.search(text):
        return None
    text = _NEXT_TO_JOKER.sub(" ", text)
    failed = False

    def turn(m: re.Match[str], added: bool) -> str:
        nonlocal failed
        part = m.group("set") or m.group("set2")
        value = m.group("v") or (None if added else m.group("v2"))
        tiles = _read_tiles(part)
        if tiles is None:
            failed = True
            return m.group(0)
        if added:
            if JOKER in tiles:
                failed = True
                return m.group(0)
            tiles = [*tiles, JOKER]
        elif JOKER not in tiles:
            return m.group(0)  # "(3)" after tiles with no joker: not a joker's value
        elif tiles.count(JOKER) != 1:
            failed = True
            return m.group(0)
        placed = _joker_at(tiles, int(value) if value else None)
        if placed is None and added and not value and not _joker_fits(tiles):
            # "빨강 7 파랑 7 검정 7 주황 7에 조커 붙여도 돼?": no place of the joker makes a
            # set (a group holds four), so the tiles as said make none
            placed = tiles
        if placed is None:
            failed = True
            return m.group(0)
        # a set the meld goes on with ("… 5로 쓰고 파랑 9 10 11"): kept apart from it
        more = added and _ANY_TILE.search(m.string, m.end()) is not None
        return " ".join(tile_name(t) for t in placed) + (" 그리고 " if more else "")

    def made(m: re.Match[str]) -> str:
        nonlocal failed
        tiles = _read_tiles(m.group("set"))
        said = sorted(int(n) for n in re.findall(r"\d+", m.group("made")))
        if tiles is None or JOKER in tiles:
            failed = True
            return m.group(0)
        extra = list(said)
        for t in tiles:
            if int(t[1:]) not in extra:
                failed = True  # the set said again is not these tiles and the joker
                return m.group(0)
            extra.remove(int(t[1:]))
        placed = _joker_at([*tiles, JOKER], extra[0]) if len(extra) == 1 else None
        if placed is None:
            failed = True
            return m.group(0)
        return " ".join(tile_name(t) for t in placed) + " "

    text = _JOKER_MADE.sub(made, text)
    text = _JOKER_ADDED.sub(lambda m: turn(m, True), text)
    text = _JOKER_BRACKET.sub(lambda m: turn(m, False), text)
    return None if failed else text


def _tiles_of(part: str) -> list[str] | None:
    """The tiles a short stretch names, one or more ("파랑 6", "파랑 3 5", "조커"), every
    number after a colour; None when it names anything else."""
    from tutor.games.rummikub.sets import JOKER

    part = _PARTICLE_END.sub("", part.strip())
    if re.fullmatch(r"조커|죠커|joker", part):
        return [JOKER]
    one = re.fullmatch(rf"({_COLOUR_ALT})\s*(1[0-3]|[1-9])", part)
    if one:
        return [f"{_RK_COLOUR_OF[one.group(1)]}{one.group(2)}"]
    return _read_tiles(part)


def _tiles_in(parts: str) -> list[str] | None:
    """The tiles of a stretch that may join several ("주황 5랑 파랑 6")."""
    tiles: list[str] = []
    for piece in _MELD_SPLIT.split(parts):
        if not piece.strip():
            continue
        found = _tiles_of(piece)
        if found is None:
            return None
        tiles.extend(found)
    return tiles or None


def _one_set(part: str, prefer: str = "") -> tuple[list[str], bool] | None:
    """One valid set a stretch names and whether its colours were assumed: a group named by
    its numbers alone ("4 4 4 4", "7 7 7") is read as different colours, those in ``prefer``
    (colour letters) first."""
    from tutor.games.rummikub.sets import classify

    part = _PARTICLE_END.sub("", part.strip())
    if not _COLOUR_WORD.search(part) and not _JOKER_WORD.search(part):
        numbers = re.findall(r"\d+", part)
        if not 3 <= len(numbers) <= 4 or len(set(numbers)) != 1 or re.search(r"[^\d\s,·]", part):
            return None
        chosen = list(dict.fromkeys(prefer + "rbko"))[: len(numbers)]
        return [f"{c}{numbers[0]}" for c in "rbko" if c in chosen], True
    tiles = _read_tiles(part)
    if tiles is None or not classify(tiles).valid:
        return None
    return list(classify(tiles).tiles), False


def _table_of(part: str) -> tuple[list[list[str]], bool] | None:
    """The sets of a table named together ("파랑 4 5 6 7 8이랑 빨강 3 4 5"), each valid."""
    sets: list[list[str]] = []
    assumed = False
    # (``part`` is a table's tiles as :data:`_SEQS` reads them: it starts and ends with a tile,
    # and every join is followed by a tile, so no piece is blank)
    for piece in _MELD_SPLIT.split(part):
        found = _one_set(piece)
        if found is None:
            return None
        sets.append(found[0])
        assumed = assumed or found[1]
    if len(sets) > 4:
        return None
    return sets, assumed


def _box_allows(*groups: list[str]) -> bool:
    """No tile named more often than the box holds (two of each, two jokers)."""
    from tutor.games.rummikub.sets import beyond_the_box

    return beyond_the_box(t for g in groups for t in g) is None


def _shown(tiles: list[str]) -> str:
    from tutor.games.rummikub.sets import tile_name

    return ", ".join(tile_name(t) for t in tiles)


def _set_label(tiles: list[str]) -> str:
    from tutor.games.rummikub.sets import classify, describe_set

    return describe_set(tiles) if classify(tiles).valid else "[" + _shown(tiles) + "]"


def _tile_count(text: str) -> int:
    return len(_ANY_TILE.findall(text))


# -- how one's tiles fit into the table (the hint) ------------------------------------------
# the table said before its tiles ("테이블에", "바닥 위에 있는", "테이블의")
_TABLE_HEAD = r"(?:테이블|바닥)\s*+(?:위)?\s*+(?:에는|엔|에|의)?\s*+(?:있는\s*|깔린\s*|놓인\s*)?"
# "테이블에 파랑 4 5 6 7 8 있고 나한테 파랑 6 있으면 어떻게 끼워?"
_FIT_TABLE = patterns.compile(
    rf"{_TABLE_HEAD}"
    # ("빨강 8, 파랑 8, 조커 이렇게 그룹이 있는데": the tiles, then the set's name)
    # ("… 조커 이렇게 3장 그룹이 있어요": with its size)
    rf"(?P<table>{_SEQS})(?:\s*+이렇게)?(?:\s*+(?:세|네|[34])\s*+장(?:\s*+짜리)?)?{_SET_WORD}"
    r"\s*+(?:이|가)?\s*+(?:만\s*)?"
    # ("테이블에 파랑 7 검정 7 조커 있으면 …": the table supposed, as said to be)
    r"(?:있고|있는데|있어|있음|있을\s*+때|있으면|있다면|깔려|놓여|이고|인데|,)"
)
_FIT_RACK = patterns.compile(
    # ("제 손엔 파랑 5,6이 있는데": 손엔, 손에는 as 손에)
    r"(?:나한테|나에게|내게|저한테|저에게|제게|(?:내|제)\s*+손(?:에는|엔|에)|손에|받침대에|받침대엔|내가|제가"
    r"|(?<![가-힣])(?:난|나는|저는|내|제))\s*(?:는|엔|에는)?\s*"
    rf"(?P<rack>{_SEQS})(?!\s*+\d)"
)
_FIT_ASKS = patterns.compile(
    r"어떻게|어디|끼워|끼우|끼울|넣을\s*+수|넣어도|넣으려면|낼\s*+수|붙일\s*+수|쓸\s*+수|활용|방법"
)
_FIT_DECLINE = patterns.compile(
    r"등록|빼|떼|가져|회수|더미|뽑|점수|몇\s*+점|끝났|끝나|이기|이긴|합\s*+\d|에서\s*+(?:빼|떼)"
)
# "등록은 했어요", "첫 등록 끝났는데", "이미 첫 등록 완료했는데", "30점 넘겼어": the first
# meld is done (read wherever the readers read the meld state: see :func:`_meld_state`)
_MELD_DONE = patterns.compile(
    r"(?:(?:첫\s*|30\s*+점\s*)?등록\s*(?:은|을|도|이)?\s*(?:이미\s*|벌써\s*|다\s*)?"
    # ("첫 등록은 지난 차례에 끝냈어요", "등록은 전 차례에 했어요")
    r"(?:(?:지난|전|이전|앞)\s*+(?:차례|턴)\s*+(?:에|때)\s*(?:이미\s*|벌써\s*)?)?"
    r"(?:했(?!어야|어\s*\?|니|냐|나요|는지)|마쳤|마친|끝냈|끝났|끝난|완료|한\s*+(?:상태|뒤|후|다음)|(?:뒤|후)(?!\s*+부터)|다음\s*+(?:턴|차례)"
    # ("첫 등록 하고 다음 턴에", "첫 등록 마치고 나서", "끝내고 다음 차례에": after it, not
    # "하고 나서 바로", the same turn)
    r"|(?:하고|마치고|끝내고)\s*+(?:나서|난\s*+(?:뒤|후|다음)|다음\s*+(?:턴|차례))"
    r"(?!\s*+(?:바로|곧바로|같은|그\s*+(?:턴|차례)))"
    r")"
    r"|30\s*+점\s*+(?:을|은|이)?\s*+(?:이미\s*|벌써\s*|다\s*)?(?:넘었|넘겼|넘긴|채웠|채운))"
    # ("첫 등록 했는데 같은 턴에 붙였어": the meld's own turn, :data:`_MELD_SAME_TURN`)
    r"(?![가-힣]*[,.]?\s*+(?:바로\s*)?(?:같은|그)\s*+(?:턴|차례))"
    r"(?:어요|어|고|는데|으니까|으니|음|습니다|다)?"
)
# "상대는 첫 등록 했는데", "형은 첫 등록 했고": the meld said done is another player's ("친구는
# 아직 첫 등록 안 했고": not made)
_MELD_BY_OTHER = patterns.compile(
    rf"(?<![가-힣]){_OTHER_PERSON}\s*+(?:가|이|는|은|도)\s*(?:이미\s*|아직\s*)?$"
)
# "빨강 13 파랑 13 검정 13으로 첫 등록 했는데": the tiles the meld was made of, right before it
_MELD_OF_TILES = patterns.compile(r"(?:\d|조커|죠커)\s*+(?:으로|로)\s*(?:(?:첫\s*|30\s*+점\s*))?$")
# "등록 안 했고", "첫 등록 아직 못 했는데", "첫 등록 아직인데": a meld said not made (whose,
# the words before say)
_MELD_NOT_DONE = patterns.compile(
    r"(?:첫\s*|30\s*+점\s*)?등록\s*+(?:은|을|도|이)?\s*+(?:아직\s*)?(?:안|못)\s*+(?:했|한)"
    r"(?:고|는데|어요|어|대|다고|거든|으니까|지만)?[,.]?"
    r"|(?:첫\s*|30\s*+점\s*)?등록\s*+(?:은|을|도|이)?\s*+아직\s*"
    r"(?:이고|인데|이야|이에요|이고요|이던데|임)[,.]?"
    # ("형은 등록 전이고 나는 …")
    r"|(?:첫\s*|30\s*+점\s*)?등록\s*+(?:하기\s*)?전\s*+(?:이고|인데|이야|이에요|이지만|임)[,.]?"
)
# "나는 아직이야", "저는 아직 안 했어요": the asker's own meld, said not made right after
# another's made
_MINE_NOT_DONE = patterns.compile(
    r"\s*(?:(?<![가-힣])(?:나는|난|저는|전|나|저)\s*)(?:아직\s*)?"
    r"(?:(?:첫\s*|30\s*+점\s*)?등록\s*(?:은|을)?\s*(?:아직\s*)?)?"
    r"(?:아직(?:이야|이에요|이고|인데|임)|(?:안|못)\s*+했(?:어요|어|고|는데|음)?|(?:안|못)\s*+넘겼\S*)[,.]?"
)
# "나는 했어", "저는 했고요": the asker's own meld, said done right after another's not made
_MINE_DONE = patterns.compile(
    r"\s*(?:(?<![가-힣])(?:나는|난|저는|전|나|저)\s*)(?:이미\s*|벌써\s*)?"
    # ("나는 등록 했어": the meld said again)
    r"(?:(?:첫\s*|30\s*+점\s*)?등록\s*(?:은|을|도)?\s*(?:이미\s*|벌써\s*)?)?"
    r"(?:했|마쳤|끝냈)(?:어요|어|고요|고|는데|습니다|음)?[,.]?"
)
FIT_TABLE_TILES = 20  # the largest table a question's hint is computed for
FIT_RACK_TILES = 6
FIT_NODES = 20_000  # the hint's work budget for a question (a count: always the same answer)


def _split_runs(table: list[list[str]], new: list[list[str]]) -> bool:
    """Whether an old run of the table ends up in two or more runs of the new table."""
    from tutor.games.rummikub.sets import JOKER, classify

    def span(tiles: list[str]) -> tuple[str, set[int]] | None:
        if classify(tiles).kind != "run" or JOKER in tiles:
            return None
        return tiles[0][0], {int(t[1:]) for t in tiles}

    for old in table:
        was = span(old)
        if was is None:
            continue
        parts = [s for s in map(span, new) if s and s[0] == was[0] and s[1] & was[1]]
        if len(parts) >= 2:
            return True
    return False


def rummikub_fit(text: str) -> Computed | None:
    """How the player's tiles the question names fit into the table it names: the hint's
    best play after the first meld, within a small work budget, only when proven best."""
    from tutor.engine import HintInputError
    from tutor.games.rummikub.hint import hint
    from tutor.games.rummikub.rules import RULE_DRAW, RULE_MANIPULATION
    from tutor.games.rummikub.sets import JOKER

    before_meld = _BEFORE_MELD.search(text) is not None
    text = _group_first(_named_groups(text))
    if _FIT_DECLINE.search(text) or not _FIT_ASKS.search(text):
        return None
    table_m = _FIT_TABLE.search(text)
    if table_m is None:
        return None
    rack_m = _FIT_RACK.search(text, table_m.end() - 1) or _FIT_RACK.search(text[: table_m.start()])
    if rack_m is None:
        return None
    found = _table_of(table_m.group("table"))
    rack = _tiles_in(rack_m.group("rack"))
    if found is None or rack is None:
        return None
    table, assumed = found
    if any(JOKER in s for s in table):
        return None  # a table joker: whether it moved is for the joker readers
    # every tile word of the question is the table's or the rack's
    if _tile_count(text) != _tile_count(table_m.group("table")) + _tile_count(rack_m.group("rack")):
        return None
    if (
        len(rack) > FIT_RACK_TILES
        or sum(map(len, table)) > FIT_TABLE_TILES
        or not _box_allows(rack, *table)
    ):
        return None
    try:
        play = hint(rack, table, nodes=FIT_NODES)
    except HintInputError:
        return None
    if before_meld:
        return _fit_before_meld(table, rack, play["table"] if play["placed"] else None)
    if not play["exact"] or (play["placed"] and not play["validated"]):
        return None  # not proven best: no verdict
    placed: list[str] = play["placed"]
    new_table: list[list[str]] = play["table"]
    kept = [table[i] for i in play["kept"]]
    new_sets = [s for s in new_table if s not in kept] or new_table
    case = f"테이블: {'; '.join(_set_label(s) for s in table)} / 내 타일: {_shown(rack)}"
    case += " (첫 등록을 마친 뒤로 봄)"
    if assumed:
        case += " (숫자만 말한 그룹은 서로 다른 색으로 봄)"
    labels = ", ".join(_set_label(s) for s in new_sets)
    if not placed:
        return Computed(
            RUMMIKUB,
            "rummikub-fit",
            "아니요, 지금 테이블에는 낼 수 없습니다",
            f"테이블을 어떻게 고쳐 짜도 {josa(_shown(rack), '을', '를')} 놓을 수 없습니다. "
            "낼 타일이 없으면 더미에서 한 장을 가져옵니다.",
            case,
            [],
            [RULE_MANIPULATION, RULE_DRAW],
            False,
        )
    ok: bool | None
    if len(placed) == len(rack):
        verdict = f"네, 낼 수 있습니다: {labels}"
        every = " 모두" if len(rack) > 1 else ""
        summary = (
            f"테이블을 {ro(labels)} 짜면 {josa(_shown(rack), '을', '를')}{every} 낼 수 있습니다."
        )
        ok = True
    else:
        left = list(rack)
        for t in placed:
            left.remove(t)
        verdict = f"{_shown(placed)}만 낼 수 있습니다"
        summary = (
            f"테이블을 {ro(labels)} 짜면 {josa(_shown(placed), '을', '를')} 낼 수 있지만, "
            f"{josa(_shown(left), '은', '는')} 어떻게 고쳐 짜도 놓을 자리가 없습니다."
        )
        ok = None
    rules = [RULE_MANIPULATION, RULE_SET]
    if _split_runs(table, new_table):
        rules.insert(0, ENTRY_SPLIT_RUN)
    return Computed(
        RUMMIKUB, "rummikub-fit", verdict, summary, case, list(play["steps"]), rules, ok
    )


def _fit_before_meld(
    table: list[list[str]],
    rack: list[str],
    played: list[list[str]] | None,
    kind: str = "rummikub-fit",
) -> Computed | None:
    """Before the first meld nothing goes onto the table's sets: the engine's judgement of
    the play the hint finds after the meld, made before it. Only when the player's tiles
    cannot make a first meld of their own (fewer than 30 points even with every joker high)."""
    from tutor.games.rummikub.sets import JOKER

    if sum(13 if t == JOKER else int(t[1:]) for t in rack) >= 30:
        return None  # a meld of one's own may be possible: not this question's case
    case = (
        f"첫 등록 전, 테이블: {'; '.join(_set_label(s) for s in table)} / 내 타일: {_shown(rack)}"
    )
    details = [
        "첫 등록은 받침대 타일만으로 만든 새 세트로 30점 이상을 내는 것입니다. 테이블의 세트에 "
        "붙이기와 고쳐 짜기는 첫 등록을 마친 다음 차례부터 할 수 있습니다."
    ]
    rules = [RULE_AFTER_MELD, RULE_MELD_RACK_ONLY, RULE_MELD_30]
    if played is not None:
        ok, _rule, reason = _judged(table, played, rack, melded=False)
        if ok:
            return None  # not expected: the engine accepted it before the meld
        details.insert(
            0,
            f"첫 등록을 마친 뒤라면 테이블을 {ro(', '.join(_set_label(s) for s in played))} 짜서 낼 수 있습니다.",
        )
        summary = _meld_reason(reason)
    else:
        summary = "첫 등록 전에는 테이블의 세트에 타일을 붙일 수 없습니다."
    what = "세트에 붙일" if kind == "rummikub-fit" else "세트를 고쳐 짤"
    return Computed(
        RUMMIKUB,
        kind,
        f"아니요, 첫 등록 전에는 테이블의 {what} 수 없습니다",
        summary,
        case,
        details,
        rules,
        False,
    )


# -- a described turn, judged by the engine ----------------------------------------------
# "테이블 4 4 4 4 그룹에서 파랑 4 하나 빼서 내 파랑 3 5랑 연속 만들어도 돼?"
_PLAY_ASKS = patterns.compile(
    r"돼|되나|되요|될까|되는|되냐|되지|되죠|됨|됩니까|가능|괜찮|할\s*+수|수\s*+있|인정|맞"
    # ("… 만들어도 된대", "… 빼서 쓰면 안 된다던데": a move heard of, whether it stands)
    r"|된대|된다(?:던데|는데|며|더라|고)"
)
_BEFORE_MELD = patterns.compile(
    r"등록\s*+(?:전|안\s*+(?:했|한|하고)|못\s*+(?:했|한)|하기\s*+전|아직)|첫\s*+등록|처음\s*+등록"
    r"|아직\s*+(?:30\s*+점\s*)?(?:등록|멜드)|30\s*+점\s*(?:등록\s*)?(?:이|을|은)?\s*(?:아직\s*)?"
    r"(?:전|안|못|미만|모자|부족)|첫\s*+멜드|이니셜"
    # not yet melded, in other words: "아직 한 번도 못 냈어", "아직 아무것도 안 냈어", "처음 내는
    # 거야", "이번이 내 첫 턴이야", "30점 아직"
    r"|(?:한\s*+번도|아무것도|하나도|한\s*+장도)\s*+(?:안|못)\s*+(?:냈|내|놨|놓|깔)"
    r"|아직\s*+(?:테이블에\s*)?(?:안|못)\s*+(?:냈|내|놨|놓)"
    r"|처음\s*+(?:으로\s*)?(?:내는|낼\s*+때|내면|내려|놓는|까는)|첫\s*+(?:턴|차례|번째\s*+(?:턴|차례))"
    r"|30\s*+점\s*+(?:은|을|이)?\s*+아직"
)


def _meld_reason(reason: str) -> str:
    """The engine's reason a turn before the first meld is refused, as a sentence: "받침대
    타일만으로 만든 세트는 0점입니다" (the player's tiles all went onto the table's sets) reads
    as if their tiles were worth nothing, so it is said as what happened to them."""
    if re.match(r"받침대 타일만으로 만든 세트는 0점입니다", reason):
        return (
            "테이블의 세트에 붙이거나 테이블 타일과 섞어 만든 세트는 첫 등록 점수가 되지 않습니다. "
            "첫 등록은 받침대 타일만으로 만든 새 세트로 30점 이상이어야 합니다."
        )
    return f"{reason.rstrip('.')}."


# "친구가 첫 등록으로 낸 빨강 10 11 12", "형이 첫 등록 때 깐 세트": a set named by the meld it came
# with, which says nothing of the asker's own meld
_SET_OF_MELD = patterns.compile(
    rf"(?<![가-힣]){_OTHER_PERSON}\s*+(?:가|이|의)?\s*+(?:첫\s*|30\s*+점\s*)?등록\s*+(?:으로|때|할\s*+때)\s*"
    r"(?:낸|놓은|깐|깔은|만든|내놓은)"
)


def _meld_state(text: str) -> tuple[str, bool]:
    """The question without the words that say the first meld is done, and whether they say
    it ("첫 등록 했는데", "첫 등록 이미 했는데", "이미 첫 등록 완료했는데", "30점 넘겼어"):
    what is left of it is then read as a turn after the meld (a "첫 등록" left in it would read
    as before the meld)."""
    for undone in _MELD_NOT_DONE.finditer(text):
        mine = _MINE_DONE.match(text, undone.end())
        if mine is not None and _MELD_BY_OTHER.search(text, 0, undone.start()):
            # "친구는 등록 안 했고 나는 했어": another player's meld not made, the asker's made
            return text[: undone.start()] + " " + text[mine.end() :], True
    done = _MELD_DONE.search(text)
    if (
        done is not None
        and _MELD_OF_TILES.search(text, 0, done.start())
        and not _ANY_TILE.search(text, done.end())
    ):
        # "조커 조커 빨강 1로 첫 등록 했다는데 돼?": the meld made of the tiles named is asked
        # about, not a turn after it (no tile is named after it)
        return text, False
    if done is not None and _MELD_BY_OTHER.search(text, 0, done.start()):
        mine_not = _MINE_NOT_DONE.match(text, done.end())
        if mine_not is not None:
            # "형은 첫 등록 했고 나는 아직 안 했어 빨강 1 2 3 내도 돼?": the asker's meld said not
            # made, with no word for the meld of its own (was read as a set alone: 네)
            return text[: done.start()] + " 나는 첫 등록 전인데 " + text[mine_not.end() :], False
        # "형은 첫 등록 했고 …": another player's meld, which says nothing of the asker's (a
        # set added to the table is then judged as a set alone)
        return text[: done.start()] + " " + text[done.end() :], False
    said = text[max(0, done.start() - 6) : done.end()] if done is not None else ""
    said = re.sub(
        r"(?:지난|전|이전|앞)\s*+(?:차례|턴)\s*+(?:에|때)", " ", said
    )  # a time, not 등록 전
    if done is None or re.search(r"안|못|아직|전", said):
        return text, False
    rest = text[: done.start()] + " " + text[done.end() :]
    # ("친구가 첫 등록으로 낸 빨강 10 11 12에": a set named by the meld it came with)
    if _BEFORE_MELD.search(_SET_OF_MELD.sub(" ", _THIRTY_ASKED.sub(" ", rest))):
        # "첫 등록 했는데 … 붙여서 첫 등록 돼?": the meld is asked about ("30점 안 넘어도 돼?"
        # asks whether a later set needs the meld's 30, not the meld)
        return text, False
    return rest, True


_MINE = r"(?:(?:내|제|나의|저의|받침대의?|내\s*+받침대의?|제\s*+받침대의?)\s+)?"
# a tile taken out ("빼서", "가져와서", "빌려 와서")
_TAKE_VERB = r"(?:빼|떼|가져|꺼내|빌려)\S*\s*+(?:(?:와서|와|오고)\s+)?"
_TAKE = patterns.compile(
    rf"(?P<set>{_SEQ}){_SET_WORD}\s*+(?:에서는|에서|중에서|중에)\s*+"
    rf"(?P<taken>{_SEQ})\s*+(?:하나|한\s*+장|두\s*+장|둘|만)?\s*+(?:을|를)?\s*+"
    rf"{_TAKE_VERB}"
    rf"{_MINE}(?P<rack>{_SEQS})\s*+(?:이랑|랑|하고|과|와|에|를|을)?\s*+"
    r"(?:같이\s*|함께\s*|붙여서?\s*|더해서?\s*)?(?:새\s*)?(?:연속|런|그룹|세트)?\s*+(?:을|를|으로|로)?\s*+"
    r"(?:만들|만드|붙|이어|이으|내|놓|완성)"
)


def _run_pieces(tiles: list[str], taken: list[str]) -> list[list[str]] | None:
    """What stays of a set when ``taken`` leaves it: a group less those tiles, a run cut at
    every tile taken out of its middle (jokers: None, their places move)."""
    from collections import Counter

    from tutor.games.rummikub.sets import JOKER, classify

    if JOKER in tiles or Counter(taken) - Counter(tiles):
        return None
    info = classify(tiles)
    left = list((Counter(info.tiles) - Counter(taken)).elements())
    if info.kind == "group":
        return [sorted(left, key=lambda t: "rbko".index(t[0]))] if left else []
    pieces: list[list[str]] = []
    current: list[str] = []
    for tile in info.tiles:
        if tile in taken:
            if current:
                pieces.append(current)
            current = []
        else:
            current.append(tile)
    if current:
        pieces.append(current)
    return pieces


def _judged(
    before: list[list[str]], after: list[list[str]], rack: list[str], *, melded: bool
) -> tuple[bool, str, str]:
    """The engine's verdict on a turn: accepted, and the rule and Korean reason when not."""
    from tutor.engine import RuleViolation
    from tutor.games.rummikub.setup import DEFAULT_OPTIONS
    from tutor.games.rummikub.table import judge_play

    try:
        judge_play(before, after, rack, melded=melded, options=DEFAULT_OPTIONS)
    except RuleViolation as refused:
        return False, refused.rule_id, refused.message
    return True, "", ""


# "7 7 7 7 있는데 거기서 파랑 7 빼서": the set named, then taken from ("거기서")
_THERE = patterns.compile(
    rf"(?P<set>{_SEQ}){_SET_WORD}\s*(?:이|가)?\s*(?:다\s*)?"
    r"(?:있는데|있고|있어요|있어|있음|인데|이고)[.,]?\s*"
    r"(?:거기서|거기에서|여기서|그\s*+(?:그룹|세트|연속|런)?\s*+에서|그\s*+중(?:에서?)?)\s*"
)
# "테이블에 8 8 8 8이 있고 제 손에 검정 6, 7이 있어요. 검정 8 빼와서 6 7 8 만들어도 돼요?":
# the table, then one's tiles, then the tile taken and the set made
_TAKE_LATER = patterns.compile(
    rf"(?P<taken>{_SEQ})\s*+(?:하나|한\s*+장)?\s*+(?:을|를)?\s*+{_TAKE_VERB}"
    rf"(?:(?P<made>{_SEQ})\s*+(?:을|를)?\s*+(?:연속|런|그룹|세트)?\s*+(?:을|를|으로|로)?\s*)?"
    r"(?:(?:연속|런|그룹|세트)\s*+(?:을|를)?\s*)?(?:만들|만드|이어|이으|완성)"
)


def _take_words(text: str) -> str | None:
    """The question as the rearrangement reader reads it ("SET에서 TAKEN 빼서 내 RACK랑
    만들"), from a table and one's tiles named before the tile taken; None when the set said
    to be made is not the tile taken with one's tiles."""
    table_m = _FIT_TABLE.search(text)
    if table_m is None:
        return None
    rack_m = _FIT_RACK.search(text, table_m.end() - 1)
    if rack_m is None:
        return None
    take = _TAKE_LATER.search(text, rack_m.end())
    if take is None:
        return None
    taken, rack = _tiles_in(take.group("taken")), _tiles_in(rack_m.group("rack"))
    if taken is None or rack is None:
        return None
    if take.group("made"):
        said = sorted(int(n) for n in re.findall(r"\d+", take.group("made")))
        if said != sorted(int(t[1:]) for t in taken + rack if t[0] != "j"):
            return None  # "6 7 8 만들어": the set made is not these tiles
        colours = {_RK_COLOUR_OF[w] for w in _COLOUR_WORD.findall(take.group("made"))}
        if colours - {t[0] for t in taken + rack}:
            return None
    between = text[table_m.end() : rack_m.start()] + text[rack_m.end() : take.start()]
    if _ANY_TILE.search(between):
        return None
    parts = [table_m.group("table"), rack_m.group("rack"), take.group("taken"), take.group("made")]
    if _tile_count(text) != sum(_tile_count(p) for p in parts if p):
        return None  # "… 만들어도 돼? 파랑 2도 있어": a tile not placed
    return (
        f"{table_m.group('table')} 에서 {take.group('taken')} 빼서 내 "
        f"{rack_m.group('rack')} 이랑 만들어도 돼"
    )


# "테이블에 노랑 4 5 6 7 있는데 7 떼서 빨강 7 파랑 7이랑 그룹 만들어도 돼?": the table, the tile
# taken (its number alone: the set's one tile of that number), the tiles it joins (one's own)
_TAKE_JOIN = patterns.compile(
    rf"(?P<taken>{_SEQ})\s*+(?:하나|한\s*+장)?\s*+(?:을|를|만)?\s*+{_TAKE_VERB}"
    rf"{_MINE}(?P<rack>{_SEQS})\s*+(?:이랑|랑|하고|과|와)\s*+(?:같이\s*|함께\s*)?(?:새\s*)?"
    r"(?:(?:연속|런|그룹|세트)\s*+(?:을|를)?\s*)?(?:만들|만드|완성)"
)


def _take_join_words(text: str) -> str | None:
    """The question as the rearrangement reader reads it, from a table named, then the tile
    taken and the tiles it joins; None when the tile taken is not plain."""
    table_m = _FIT_TABLE.search(text)
    if table_m is None:
        return None
    take = _TAKE_JOIN.search(text, table_m.end())
    if take is None or _ANY_TILE.search(text, table_m.end(), take.start()):
        return None
    taken = take.group("taken").strip()
    said = (table_m.group("table"), taken, take.group("rack"))
    if _tile_count(text) != sum(_tile_count(p) for p in said):
        return None  # "… 만들어도 돼? 아니 5 떼서": a tile not placed
    if re.fullmatch(r"1[0-3]|[1-9]", taken):
        # a number alone: the one tile of the table's one set with that number
        found = _one_set(table_m.group("table"))
        if found is None or found[1]:
            return None
        of_number = [t for t in found[0] if t[1:] == taken]
        if len(of_number) != 1:
            return None
        taken = f"{_RK_COLOURS[of_number[0][0]][0]} {taken}"
    return f"{table_m.group('table')} 에서 {taken} 빼서 내 {take.group('rack')} 이랑 만들어도 돼"


# "연속 만들어도", "그룹으로 만들면": the kind of set the question says is made
_MADE_KIND = patterns.compile(r"(연속|런|그룹)\s*(?:을|를|으로|로)?\s*(?=만들|만드|완성|이어|이으)")


# "… 내 빨강 7 8이랑 6 7 8 만들면": the set made, named by its tiles after one's own (checked to
# be the tile taken with them); "… 만들면 4 5만 남는데": what is said to stay of the table's set
# (checked to be what stays)
_MADE_SAID = patterns.compile(
    rf"(?<=\d)\s*+(?:이랑|랑|하고|과|와)(?P<made>\s*+{_SEQ})\s*(?:을|를)?\s*(?=만들|만드|완성)"
)
_LEFT_SAID = patterns.compile(
    rf"(?:(?<=만들면)|(?<=만들고)|(?<=만드면)|(?<=만들어도))\s+(?P<left>{_SEQ})\s*+(?:만|이|가)?\s*+남"
    r"(?:는데|으니까|으면|고|아도|는\s*+거|잖아)(?![가-힣])"
)
# "빨강 4 5 6에서 6 빼와서": the tile taken said by its number alone (the set's one tile of it)
_TAKEN_NUMBER = patterns.compile(
    rf"(?P<set>{_SEQ}){_SET_WORD}\s*+(?:에서는|에서|중에서|중에)\s*"
    r"(?P<n>1[0-3]|[1-9])(?!\d)(?=\s*+(?:하나|한\s*+장|만)?\s*+(?:을|를)?\s*+(?:빼|떼|가져|꺼내|빌려))"
)


def _numbers(said: str) -> list[int]:
    """The numbers a stretch of tile words names, low to high."""
    return sorted(int(n) for n in re.findall(r"\d+", said))


def rummikub_rearrange(text: str) -> Computed | None:
    """Whether taking tiles out of a table set to make a new set with the player's own is a
    valid turn (after the first meld): the engine's judgement of the whole new table."""
    from tutor.games.rummikub.rules import RULE_MANIPULATION
    from tutor.games.rummikub.sets import JOKER, classify, sort_key

    before_meld = _BEFORE_MELD.search(text) is not None
    if not _PLAY_ASKS.search(text):
        return None
    text = _THERE.sub(r"\g<set> 에서 ", _group_first(_named_groups(text)))
    left_m = _LEFT_SAID.search(text)
    left = _numbers(left_m.group("left")) if left_m else None
    if left_m is not None:
        text = text[: left_m.start()] + text[left_m.end() :]
    made_m = _MADE_SAID.search(text)
    made_said = made_m.group("made") if made_m else None
    if made_m is not None:
        text = text[: made_m.start("made")] + " " + text[made_m.end() :]
    number_m = _TAKEN_NUMBER.search(text)
    if number_m is not None:
        found = _one_set(number_m.group("set"))
        of_number = [t for t in found[0] if t[1:] == number_m.group("n")] if found else []
        if found is None or found[1] or len(of_number) != 1:
            return None
        colour = _RK_COLOURS[of_number[0][0]][0]
        text = f"{text[: number_m.start('n')]}{colour} {text[number_m.start('n') :]}"
    named = _MADE_KIND.findall(text)  # the kind of set said to be made, before any rewording
    m = _TAKE.search(text)
    if m is None:
        later = _take_words(text) or _take_join_words(text)
        m = _TAKE.search(later) if later else None
        if m is None:
            return None
        text = later or text
    taken = _tiles_in(m.group("taken"))
    rack = _tiles_in(m.group("rack"))
    if taken is None or rack is None or JOKER in taken + rack:
        return None
    prefer = "".join(t[0] for t in taken)
    found = _one_set(m.group("set"), prefer)
    if found is None:
        return None
    old, assumed = found
    if _tile_count(text) != sum(_tile_count(m.group(g)) for g in ("set", "taken", "rack")):
        return None  # a tile word not placed
    pieces = _run_pieces(old, taken)
    if pieces is None or not _box_allows(old, rack):
        return None
    if made_said is not None and (
        _numbers(made_said) != sorted(int(t[1:]) for t in taken + rack)
        or {_RK_COLOUR_OF[w] for w in _COLOUR_WORD.findall(made_said)}
        - {t[0] for t in taken + rack}
    ):
        return None  # "6 7 8 만들면": the set said made is not these tiles
    if left is not None and left != sorted(int(t[1:]) for piece in pieces for t in piece):
        return None  # "4 5만 남는데": not what stays of the set
    made = sorted(taken + rack, key=sort_key)
    info = classify(made)
    if info.valid:
        made = list(info.tiles)
        if named and {"group" if k == "그룹" else "run" for k in named} != {info.kind}:
            return None  # "… 그룹 만들어도 돼?" for tiles that make a run: not what is asked
    after = [*pieces, made]
    if before_meld:
        return _fit_before_meld([old], rack, after, "rummikub-play")
    ok, rule, reason = _judged([old], after, rack, melded=True)
    case = (
        f"테이블의 {_set_label(old)}에서 {josa(_shown(taken), '을', '를')} 빼고, "
        f"내 {josa(_shown(rack), '과', '와')} 새 세트"
    )
    if assumed:
        case += " (숫자만 말한 그룹은 서로 다른 색으로 봄)"
    case += " (첫 등록을 마친 뒤로 봄)"
    result = [_set_label(s) for s in after]
    details = [f"바꾼 뒤 테이블: {'; '.join(result)}"]
    if ok:
        return Computed(
            RUMMIKUB,
            "rummikub-play",
            "네, 됩니다",
            f"바꾼 뒤 테이블의 세트가 모두 올바릅니다: {', '.join(result)}.",
            case,
            details,
            [RULE_MANIPULATION, RULE_SET],
            True,
        )
    # the set that fails named, as table_told names it ("아니요, 남는 빨강 11, 빨강 12는 …")
    bad = next((s for s in after if not classify(s).valid), None)
    if bad is None:
        verdict = "아니요, 안 됩니다"
    elif bad is made:
        verdict = f"아니요, 만든 {josa(_shown(bad), '은', '는')} 세트가 되지 않습니다"
    else:
        verdict = f"아니요, 남는 {josa(_shown(bad), '은', '는')} 세트가 되지 않습니다"
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        verdict,
        f"{reason.rstrip('.')}.",
        case,
        details,
        [rule, RULE_MANIPULATION] if rule != RULE_MANIPULATION else [rule],
        False,
    )


# -- a table tile taken out for use elsewhere ---------------------------------------------
# "테이블에 파랑 1 2 3 4 5 있는데 3만 빼서 다른 데 써도 돼?": what stays of the set decides
_TAKE_OUT = patterns.compile(
    rf"(?P<taken>{_SEQ})\s*+(?:하나|한\s*+장)?\s*+(?:을|를|만)?\s*+(?:빼|떼|꺼내)\S*\s*+"
    r"(?:(?:(?:다른|딴)\s*+(?:데|곳|세트|자리)|다른\s*+데)\S*\s*+(?:\S+\s+)?"
    r"(?:써|쓰|쓸|붙|넣|놓|사용)"
    # ("… 빨강 7 빼서 써도 돼?": used with no place said, which the answer says it needs)
    r"|(?:써도|쓰면|쓸\s*+수|사용해도|사용할\s*+수))"
)


def _stand_in(taken: str, avoid: list[list[str]]) -> list[str] | None:
    """A group the taken tile makes with two rack tiles of its number, for the engine's
    judgement of what stays on the table (None when the box has not the tiles)."""
    others = [c for c in "rbko" if c != taken[0]]
    for pair in ((others[0], others[1]), (others[1], others[2]), (others[0], others[2])):
        group = [taken, *(f"{c}{taken[1:]}" for c in pair)]
        if _box_allows(*avoid, group[1:]):
            return group
    return None  # pragma: no cover - a number has eight tiles


def table_take_out(text: str) -> Computed | None:
    """Whether a tile can be taken out of a named table set to be used elsewhere this turn
    (after the first meld): what stays of the set must be valid sets, judged by the engine
    with the tile put in a stand-in new set."""
    from tutor.games.rummikub.rules import RULE_LOOSE, RULE_MANIPULATION
    from tutor.games.rummikub.sets import JOKER, tile_name

    if _BEFORE_MELD.search(text) or not _PLAY_ASKS.search(text):
        return None
    if re.search(rf"(?<![가-힣]){_OTHER_PERSON}\s*+(?:가|이|는|은|도)\s|남이|누가|누군가", text):
        return None  # "상대가 파랑 5 빼서 …": another player's move, their meld not known
    table_m = _FIT_TABLE.search(text)
    if table_m is None:
        return None
    out = _TAKE_OUT.search(text, table_m.end())
    if out is None or _ANY_TILE.search(text, table_m.end(), out.start()):
        return None
    # "… 쓰면 3-4만 남는데 이거 되나요?": what the asker says stays of the set is no tile more
    told_left = _TOLD_LEFT.search(text, out.end())
    counted = text[: told_left.start()] + text[told_left.end() :] if told_left else text
    if _tile_count(counted) != _tile_count(table_m.group("table")) + _tile_count(
        out.group("taken")
    ):
        return None  # a tile of one's own, or another set: not this case
    # ("테이블에 빨강 1 2 3 4 이랑 파랑 1 2 3 있는데 빨강 4 빼서 써도 돼?": several sets, the
    # one holding the tile taken is taken from; the others stay as they are)
    found = _one_set(table_m.group("table"))
    sets = [found[0]] if found is not None and not found[1] else None
    if found is None:
        sets = _told_sets(table_m.group("table"))
    if sets is None or any(JOKER in s for s in sets):
        return None
    said = out.group("taken").strip()
    if re.fullmatch(r"1[0-3]|[1-9]", said):
        taken = [t for s in sets for t in s if t[1:] == said]
    else:
        taken = _tiles_of(said) or []
    holding = [s for s in sets if taken and taken[0] in s]
    if len(taken) != 1 or len(holding) != 1 or not _box_allows(*sets):
        return None
    old = holding[0]
    if told_left is not None:
        said_left = _coloured(told_left.group("left"), old)
        if not said_left or any(t not in old for t in said_left):
            return None  # what is said to stay is not of the set taken from
    others = [s for s in sets if s is not old]
    pieces = _run_pieces(old, taken)
    new = _stand_in(taken[0], sets)
    if pieces is None or new is None:
        return None
    ok, rule, reason = _judged([*others, old], [*others, *pieces, new], new[1:], melded=True)
    name = tile_name(taken[0])
    left = "; ".join(_set_label(p) for p in pieces) or "없음"
    case = (
        f"테이블의 {_set_label(old)}에서 {josa(name, '을', '를')} 빼서 다른 세트에 씀 "
        "(첫 등록을 마친 뒤로 봄)"
    )
    details = [
        f"빼고 남는 테이블: {'; '.join(_set_label(p) for p in [*others, *pieces]) or '없음'}"
    ]
    if ok:
        return Computed(
            RUMMIKUB,
            "rummikub-take-out",
            "네, 뺄 수 있습니다 (뺀 타일은 이번 차례에 다른 세트에 써야 합니다)",
            f"{josa(name, '을', '를')} 빼도 남는 {josa(left, '이', '가')} 올바른 세트입니다. 뺀 "
            "타일은 받침대로 가져갈 수 없고, 그 차례에 다른 올바른 세트에 넣어야 합니다.",
            case,
            details,
            [RULE_MANIPULATION, RULE_KEEP],
            True,
        )
    if rule in (RULE_KEEP, RULE_FROM_RACK):
        return None  # not expected: the stand-in set is the rack's and keeps every tile
    # "[파랑 1, 파랑 2]: 세트는 3장 이상이어야 합니다": the piece's label is said once, before
    labelled = re.match(r"\[[^\]]*\]:\s*(?P<why>.+)$", reason.rstrip("."))
    why = labelled.group("why") if labelled else reason.rstrip(".")
    pieces_said = _or_and([_set_label(p) for p in pieces])
    stays = f"{ro(pieces_said)} 나뉘는데" if len(pieces) > 1 else f"{pieces_said}만 남는데"
    return Computed(
        RUMMIKUB,
        "rummikub-take-out",
        "아니요, 그것만 빼면 남는 타일이 세트가 되지 않습니다",
        f"{josa(name, '을', '를')} 빼면 {stays}, {why}. 차례가 끝날 때 "
        "테이블에는 올바른 세트만 남아야 합니다.",
        case,
        [
            *details,
            "같은 차례에 받침대 타일로 남는 타일을 다시 올바른 세트로 채운다면 뺄 수 있습니다.",
        ],
        list(dict.fromkeys([rule, RULE_LOOSE, RULE_MANIPULATION])),
        False,
    )


# -- a table rearranged as told in words ------------------------------------------------------
# "테이블에 빨강 7·파랑 7·검정 7 그룹이랑 빨강 8 9 10이 있어요. 제 손엔 빨강 6뿐인데 그룹에서
# 빨강 7 빼서 빨강 6~10 만들어도 돼요?": the table's sets, one's own tiles, the tiles taken from
# which set and the set made; the engine judges the whole table after the move
# (atomic: "이랑" is 이 and 랑 or 이랑, the same text read two ways at every join, which
# backtracked without bound on a long table; every way ends at the same place)
_TOLD_JOIN = r"(?>\s*+(?:이|가)?\s*+(?:이랑|랑|하고|과|와|그리고|이고|있고|,)\s*)"
_TOLD_TABLE = patterns.compile(
    rf"{_TABLE_HEAD}"
    rf"(?P<table>{_SEQ}{_SET_WORD}(?:{_TOLD_JOIN}{_SEQ}{_SET_WORD})*)"
    r"\s*+(?:이|가)?\s*+(?:다\s*)?(?:있|깔려|놓여)"
)
_TOLD_SPLIT = patterns.compile(rf"(?:(?<=\d)|(?<=커)){_SET_WORD}{_TOLD_JOIN}(?=\S)")
_TOLD_RACK = patterns.compile(
    r"(?:(?:내|제)\s*+손(?:에는|엔|에|은|는)|나한테|저한테|나에게|저에게|내게|제게"
    r"|(?:내|제)?\s*+받침대(?:에는|엔|에|는|엔)?)\s*(?:는)?\s*"
    rf"(?P<rack>{_SEQS})\s*(?:뿐|만|밖에|이|가)?\s*(?:있|뿐|인데|이고|,|\.)"
)
_TOLD_TAKE = patterns.compile(
    rf"(?:(?:(?P<source>{_SEQ}){_SET_WORD}|(?P<kind>그룹|연속|런))\s*+(?:에서는|에서|중에서|중에)\s*)?"
    rf"(?P<taken>{_SEQ})\s*+(?:하나|한\s*+장|두\s*+장|둘|만)?\s*+(?:을|를)?\s*+"
    r"(?:빼|떼|가져|꺼내|빌려)\S*\s+"
    rf"(?:(?:내|제)\s+(?P<rack>{_SEQ}(?:\s*+(?:이랑|랑|하고|과|와)\s*+{_SEQ})*?)"
    r"\s*+(?:이랑|랑|하고|과|와|에|를|을)\s*)?(?:같이\s*|함께\s*|붙여서?\s*)?"
    rf"(?:(?P<made>{_SEQ})\s*+(?:을|를|으로|로)?\s*)?(?:(?:새\s*)?(?:연속|런|그룹|세트)\s*+(?:을|를|으로|로)?\s*)?"
    r"(?:만들|만드|완성)"
)
# "… 만들면 테이블엔 4 5만 남는데": what is said to stay of the set taken from
_TOLD_LEFT = patterns.compile(
    r"(?:(?:테이블|바닥)\s*(?:에는|엔|에)?\s*)?"
    rf"(?P<left>{_SEQ})\s*+(?:만|이|가)?\s*+(?:덩그러니\s*)?남"
)


def _told_sets(part: str) -> list[list[str]] | None:
    """The valid sets a table is told as, each named whole ("빨강 7·파랑 7·검정 7 그룹이랑 빨강
    8 9 10"); None when a piece is not one set."""
    sets: list[list[str]] = []
    for piece in _TOLD_SPLIT.split(part):
        piece = re.sub(r"\s*+(?:그룹|연속|런|세트)\s*$", "", piece.strip())
        found = _one_set(piece) if piece else None
        if found is None or found[1]:
            return None
        sets.append(found[0])
    return sets if 1 <= len(sets) <= 5 else None


def _coloured(said: str, tiles: list[str]) -> list[str] | None:
    """Tiles said by their numbers alone ("6 7 8") in the one colour of ``tiles``."""
    if _COLOUR_WORD.search(said) or _JOKER_WORD.search(said):
        return _tiles_in(said)
    colours = {t[0] for t in tiles}
    if len(colours) != 1:
        return None
    return [f"{next(iter(colours))}{n}" for n in _numbers(said)]


def table_told(text: str, *, several: bool) -> Computed | None:
    """Whether a move on a table told in words is a valid turn: the tiles taken out of one of
    the table's sets, with one's own, make the set said (whole sets of the table may join
    it), and every set left must stand. The engine judges the whole table after the move;
    the first meld, unless said otherwise, is taken as made. With ``several``, only a table
    of two or more sets, or a set made with a whole set of the table, is read here (the
    rearrangement reader reads one set's)."""
    from collections import Counter

    from tutor.games.rummikub.rules import RULE_FROM_RACK, RULE_LOOSE, RULE_MANIPULATION
    from tutor.games.rummikub.sets import JOKER, classify, sort_key

    if not _PLAY_ASKS.search(text) or re.search(
        # ("상대 테이블에 …", "형이 …": another player named, whose move or meld it may be)
        rf"(?<![가-힣]){_OTHER_PERSON}(?:가|이|는|은|도|의|네|한테|에게)?(?![가-힣])"
        r"|남이|누가|누군가|조커|죠커",
        text,
    ):
        return None
    text = _group_first(_named_groups(text))
    takes = list(_TOLD_TAKE.finditer(text))
    take = takes[-1] if takes else None
    if take is None:
        return None
    table_m = _TOLD_TABLE.search(text, 0, take.start())
    rack_m = _TOLD_RACK.search(text, table_m.end() if table_m else 0, take.start())
    if table_m is not None:
        table = _told_sets(table_m.group("table"))
    elif take.group("source"):
        table = _told_sets(take.group("source"))
    else:
        return None
    if table is None:
        return None
    racks = [m.group("rack") for m in (rack_m, take) if m is not None and m.group("rack")]
    if len(racks) > 1:
        return None
    rack = _tiles_in(racks[0]) if racks else []
    if rack is None or JOKER in rack:
        return None
    # the set taken from: named by its tiles, its kind, or the one holding the tiles taken
    source: list[str] | None = None
    if take.group("source") and table_m is not None:
        named = _one_set(take.group("source"))
        if named is None or named[1]:
            return None
        same = [s for s in table if Counter(s) == Counter(named[0])]
        source = same[0] if same else None
    elif take.group("source"):
        source = table[0]
    elif take.group("kind"):
        kind = "group" if take.group("kind") == "그룹" else "run"
        of_kind = [s for s in table if classify(s).kind == kind]
        source = of_kind[0] if len(of_kind) == 1 else None
    said_taken = take.group("taken").strip()
    pool = [t for s in ([source] if source else table) for t in s]
    if re.fullmatch(r"1[0-3]|[1-9]", said_taken):
        taken = [t for t in pool if t[1:] == said_taken]
    else:
        taken = _tiles_in(said_taken) or []
    if len(taken) != 1 and not _COLOUR_WORD.search(said_taken):
        return None
    if source is None:
        holding = [s for s in table if not Counter(taken) - Counter(s)]
        if len(holding) != 1:
            return None
        source = holding[0]
    if not taken or Counter(taken) - Counter(source):
        return None
    # the set made: its tiles as said, or the tiles taken with one's own
    if take.group("made"):
        made = _coloured(take.group("made"), taken + rack)
    else:
        made = taken + rack if rack else None
    if made is None or Counter(taken) - Counter(made):
        return None
    pieces = _run_pieces(source, taken)
    if pieces is None:
        return None
    kept = list(table)
    kept.remove(source)
    rest = Counter(made) - Counter(taken)
    joined: list[list[str]] = []
    for piece in [*kept, *pieces]:
        if piece and not Counter(piece) - rest:
            rest -= Counter(piece)
            joined.append(piece)
    if rest - Counter(rack):
        return None  # tiles of the set made that no one said whose
    used = list(rest.elements())
    if several and len(table) < 2 and not joined:
        return None
    left = [p for p in pieces if p not in joined]
    staying = [s for s in kept if s not in joined]
    said_tiles = [table_m.group("table")] if table_m else [take.group("source") or ""]
    said_tiles += [*racks, said_taken, take.group("made") or ""]
    if take.group("source") and table_m is not None:
        said_tiles.append(take.group("source"))
    if _MOVE_LATER.search(text, take.end()):
        return None  # "… 만들고 다음 턴에 …": a later move asked, not this one
    left_m = _TOLD_LEFT.search(text, take.end())
    if left_m is not None:
        left_said = _numbers(left_m.group("left"))
        if left_said != sorted(int(t[1:]) for p in left for t in p):
            return None  # "4 5만 남는데": not what stays of the set
        said_tiles.append(left_m.group("left"))
    if _tile_count(text) != sum(_tile_count(p) for p in said_tiles):
        return None  # a tile word not placed
    if not _box_allows(*table, rack):
        return None
    info = classify(sorted(made, key=sort_key))
    made_laid = list(info.tiles) if info.valid else sorted(made, key=sort_key)
    after = [*staying, *left, made_laid]
    if _BEFORE_MELD.search(text):
        return _fit_before_meld(table, rack, after, "rummikub-play")
    case = (
        f"테이블: {'; '.join(_set_label(s) for s in table)}"
        + (f" / 내 타일: {_shown(rack)}" if rack else "")
        + f" → {_set_label(source)}에서 {josa(_shown(taken), '을', '를')} 빼서 "
        + f"{_set_label(made_laid)} 만듦 (첫 등록을 마친 뒤로 봄)"
    )
    result = [_set_label(s) for s in after]
    details = [f"바꾼 뒤 테이블: {'; '.join(result)}"]
    bad = next((s for s in after if not classify(s).valid), None)
    if not used and bad is None and _MOVE_ONLY.search(text):
        return _move_only(case, details)
    if not used and bad is None:
        # no tile of one's own in the move: the sets stand, and the turn must still lay one
        ok, rule, reason = True, "", ""
    elif not used and bad is not None:
        ok, rule, reason = False, classify(bad).rule_id or RULE_SET, classify(bad).reason or ""
    else:
        ok, rule, reason = _judged(table, after, used, melded=True)
    if used:
        details.append(f"받침대에서 낸 타일: {_shown(sorted(used, key=sort_key))}")
    if ok:
        return Computed(
            RUMMIKUB,
            "rummikub-play",
            "네, 됩니다" if used else "네, 됩니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
            f"바꾼 뒤 테이블의 세트가 모두 올바릅니다: {', '.join(result)}."
            + (
                ""
                if used
                else " 다만 테이블을 고쳐 짜기만 하고 받침대 타일을 하나도 내지 않으면 그 차례는 "
                "둔 것이 아닙니다."
            ),
            case,
            details,
            [RULE_MANIPULATION, RULE_SET, *([] if used else [RULE_FROM_RACK])],
            True,
        )
    if bad is not None and bad is made_laid:
        verdict = f"아니요, 만든 {josa(_shown(bad), '은', '는')} 세트가 되지 않습니다"
    elif bad is not None:
        verdict = f"아니요, 남는 {josa(_shown(bad), '은', '는')} 세트가 되지 않습니다"
    else:
        verdict = "아니요, 안 됩니다"
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        verdict,
        f"{reason.rstrip('.')}. 차례가 끝날 때 테이블에는 올바른 세트만 남아야 합니다.",
        case,
        details,
        list(dict.fromkeys([rule, RULE_LOOSE, RULE_MANIPULATION])),
        False,
    )


# "아직 등록 전인데 테이블 파랑 4 5 6에 내 파랑 7 8 9 붙여서 첫 등록 되나?"
_ATTACH = patterns.compile(
    r"(?P<anchor>테이블|바닥|남의\s*+세트|상대\s*+세트|상대방\s*+세트|깔린|놓인|있는)?\s*+"
    r"(?:에\s*+있는|에\s*+놓인|의|에)?\s*+"
    rf"(?P<set>{_SEQ}){_SET_WORD}\s*+(?:에다가|에다|에)\s*+"
    rf"(?P<mine>(?:내|제|나의|저의|받침대의?)\s+)?(?P<rack>{_SEQS})\s*+(?:을|를|도)?\s*+"
    r"(?:붙|이어|이으|추가|더해|더하|넣)"
)


# "첫 등록 하는 턴에", "첫 등록 하면서", "첫 등록 하고 같은 차례에", "등록이랑 동시에": a tile
# added to the table in the meld's own turn, the meld made of other tiles
_MELD_SAME_TURN = patterns.compile(
    r"등록\s*+(?:을\s*)?(?:하는|한)\s*+(?:그\s*)?(?:턴|차례)"
    r"|등록\s*(?:을\s*)?(?:하면서|하며|하는\s*+김에"
    r"|(?:하고|마치고|끝내고)\s*+(?:나서\s*)?(?:바로|곧바로|같은\s*+(?:턴|차례)|그\s*+(?:턴|차례)))"
    r"|등록\s*+(?:이랑|과|하고)\s*+동시에|(?:같은|그)\s*+(?:턴|차례)\s*+에\s*+(?:첫\s*)?등록"
    # "첫 등록 했는데 같은 턴에", "등록했고 바로 그 차례에", "첫 등록 하자마자"
    r"|등록\s*+(?:을\s*)?했[가-힣]*[,.]?\s*+(?:바로\s*)?(?:같은|그)\s*+(?:턴|차례)"
    r"|등록\s*+(?:을\s*)?하자\s*+마자"
)
# "첫 등록 하고 바로", "첫 등록 했는데 같은 턴에", "첫 등록 하자마자": the meld made, then more
# in its turn
_MELD_THEN = patterns.compile(
    r"등록\s*(?:을\s*)?(?:(?:하고|마치고|끝내고)\s*(?:나서\s*)?"
    r"(?:바로|곧바로|같은\s*+(?:턴|차례)|그\s*+(?:턴|차례))"
    r"|했[가-힣]*[,.]?\s*+(?:바로\s*)?(?:같은|그)\s*+(?:턴|차례)|하자\s*+마자)"
)
# "파랑 1 2 3도", "더 내도", "추가로 내면": tiles laid beside others
_TILES_ALSO = patterns.compile(
    r"(?:\d|조커|죠커)\s*+(?:도|까지)(?![가-힣])|(?<![가-힣])(?:더|추가로|또)\s*+(?:내|놓|깔)"
)
# "넣어서 쪼개도", "넣어서 두 개로 나눠", "넣어서 1234 456 만들어": the set split where the tile
# goes in, said after it
_SPLIT_SAID = patterns.compile(
    r"쪼개|쪼갤|나눠|나누|나눌|나뉘|둘로|두\s*+(?:개|세트|줄|덩어리)\s*+로|갈라|분리|\d{3,}"
)
# what is asked after the tiles added: the meld or its points ("붙여서 첫 등록 돼?", "46점 돼?")
_MELD_COUNT_ASKED = patterns.compile(r"등록|\d+\s*+점|점수|30")


def meld_with_table(text: str, *, melded: bool = False) -> Computed | None:
    """Whether joining one's tiles to a table set counts as the first meld: the engine's
    judgement of that turn before the meld (only rack tiles count, none of the table's); or,
    when the question says the meld is done (``melded``), whether the set they make is valid."""
    from tutor.games.rummikub.sets import classify, sort_key

    if not (melded or _BEFORE_MELD.search(text)) or not _PLAY_ASKS.search(text):
        return None
    if re.search(r"했어야|해야\s*+(?:돼|되|하|해|만)|해야만", text):
        return None  # "첫 등록 했어야 붙일 수 있어?": the rule asked, not this turn
    if re.search(r"조커|빼|떼|회수|가져", text):
        return None
    text = _group_first(text)
    m = _ATTACH.search(text)
    if m is None or not (m.group("anchor") or m.group("mine")):
        return None
    found = _one_set(m.group("set"))
    rack = _tiles_in(m.group("rack"))
    if found is None or rack is None:
        return None
    old, assumed = found
    if assumed and len(old) < 4 and any(t[1:] == old[0][1:] for t in rack):
        # "테이블 7 7 7에 내 빨강 7": whether the three hold a red is not said (the colours
        # assumed for them were taken for the table's: "빨강이 두 장", an answer of no ground)
        return None
    if _tile_count(text) != _tile_count(m.group("set")) + _tile_count(m.group("rack")):
        return None
    if not _box_allows(old, rack):
        return None
    merged = sorted(old + rack, key=sort_key)
    info = classify(merged)
    if info.valid:
        merged = list(info.tiles)
    if melded and _SPLIT_SAID.search(text, m.end()):
        # "빨강 1 2 3 4 5 6에 빨강 4 넣어서 1234 456 만들어", "… 넣어서 쪼개도 돼?": the run split
        # at the tile put in, not the tile added to it
        return _split_at_added(old, rack, text[m.end() :])
    ok, rule, reason = _judged([old], [merged], rack, melded=melded)
    if melded:
        return _joined_after_meld(old, rack, merged, assumed, ok, rule, reason)
    if _MELD_SAME_TURN.search(text, 0, m.start()) and not _MELD_COUNT_ASKED.search(text, m.end()):
        return _joined_in_meld_turn(old, rack, merged, assumed)
    case = (
        f"첫 등록 전, 테이블의 {_set_label(old)}에 내 {josa(_shown(rack), '을', '를')} 붙여 "
        f"{_set_label(merged)}"
    )
    if assumed:
        case += " (숫자만 말한 그룹은 서로 다른 색으로 봄)"
    details: list[str] = []
    own = classify(rack) if len(rack) >= 3 else None
    if own is not None and own.valid:
        enough = "30점 이상이라 첫 등록이 됩니다" if own.value >= 30 else "30점에 못 미칩니다"
        details.append(
            f"내 {josa(_set_label(rack), '을', '를')} 따로 새 세트로 내면 {own.value}점으로 "
            f"{enough}. 테이블에 붙이기는 첫 등록을 마친 다음 차례부터 할 수 있습니다."
        )
    if ok:  # not expected: the engine accepted a meld that joins the table
        return None
    rules = [rule, RULE_MELD_30] if rule != RULE_MELD_30 else [rule]
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        "아니요, 첫 등록이 되지 않습니다",
        _meld_reason(reason),
        case,
        details,
        rules,
        False,
    )


# "바닥에 있는 파랑 10을 끌어와서", "테이블 빨강 5 빌려서", "바닥에서 주황 8 가져다 쓰면": one tile
# of the table taken for one's own first meld ("바닥에서 … 가져와서" alone may be a draw: not read)
_TABLE_TILE_TAKEN = patterns.compile(
    rf"(?:테이블|바닥)\s*(?:위)?\s*(?:(?:에\s*+(?:있는|깔린|놓인)|의|에|엔)\s*+(?P<a>{_SEQ})\s*"
    r"(?:하나|한\s*+장)?\s*+(?:을|를|만|도)?\s*+(?:빌려|빌리|빌린|가져|끌어|떼|뗀|빼|뺀|갖다)"
    rf"|에서\s*+(?P<b>{_SEQ})\s*(?:하나|한\s*+장)?\s*(?:을|를|만|도)?\s*"
    r"(?:빌려|빌리|빌린|끌어|떼|빼|가져다|갖다))"
    # ("테이블 빨강 5 빌려서": the table named right before its tile)
    rf"|(?:테이블|바닥)\s+(?P<c>{_SEQ})\s*(?:하나|한\s*+장)?\s*(?:을|를|만|도)?\s*"
    r"(?:빌려|빌리|빌린|가져|끌어|떼|뗀|빼|뺀|갖다)"
)
# what else the question says of the table, a draw or another player: not one's own meld alone
_TABLE_TILE_DECLINE = patterns.compile(
    rf"테이블|바닥|남의|더미|풀\s*+에서|뽑|드로우|조커|죠커|joker|(?<![가-힣]){_OTHER_PERSON}"
)


# "제 파랑 7, 8, 9", "내 거에", "받침대의": the tiles said to be one's own
_OWN_RACK = patterns.compile(
    r"(?<![가-힣])(?:제|내)\s|(?<![가-힣])(?:제|내)\s*+(?:거|것)|받침대|손에|손패"
)


def _table_home(taken: str, avoid: list[str]) -> list[str] | None:
    """A table set the taken tile can leave with a valid set staying (a four-colour group of
    its number, else a four-tile run from it), for the engine's judgement: the question says
    which tile, not which set it sits in, and the rules refuse it wherever it sits."""
    from tutor.games.rummikub.sets import HIGH, LOW

    colour, n = taken[0], int(taken[1:])
    homes = [[taken, *(f"{c}{n}" for c in "rbko" if c != colour)]]
    if n + 3 <= HIGH:
        homes.append([f"{colour}{v}" for v in range(n, n + 4)])
    if n - 3 >= LOW:
        homes.append([f"{colour}{v}" for v in range(n - 3, n + 1)])
    return next((h for h in homes if _box_allows(h, avoid)), None)


def meld_table_tile(text: str) -> Computed | None:
    """Whether a tile taken from the table may make up one's first meld ("제 파랑 7, 8, 9가
    24점이라 모자라요. 바닥에 있는 파랑 10을 끌어와서 34점 만들면"): the engine's judgement of that
    turn before the meld, the tile taken from a set it can leave (only rack tiles count, and the
    table is not touched before the meld)."""
    from tutor.games.rummikub.sets import classify, sort_key, tile_name

    if not _BEFORE_MELD.search(text) or not _PLAY_ASKS.search(text):
        return None
    m = _TABLE_TILE_TAKEN.search(text)
    if m is None:
        return None
    group = next(g for g in ("a", "b", "c") if m.group(g))
    taken_said = _tiles_of(m.group(group))
    if taken_said is None or len(taken_said) != 1:
        return None
    (taken,) = taken_said
    if _JOKER_WORD.fullmatch(m.group(group).strip()) or not taken[1:].isdigit():
        return None  # a joker taken before the meld: :func:`joker_before_meld`'s case
    rest = text[: m.start()] + " " + text[m.end() :]
    if _TABLE_TILE_DECLINE.search(rest):
        return None  # another table set, a draw, a joker or another player's tiles
    sets: list[list[str]] = []
    for seq in re.finditer(_SEQ, rest):
        found = _meld_sets(seq.group(0))
        if found is None or any(label is not None for _tiles, label in found):
            return None  # a tile whose colour is not said
        sets.extend(tiles for tiles, _label in found)
    if sets and not (
        _OWN_RACK.search(rest)
        or _BEFORE_MELD.search(re.sub(rf"(?:첫|처음)\s*+등록\s*(?={_COLOUR_ALT})", " ", text))
    ):
        return None  # "첫 등록 빨강 8 9 10에 …": the set laid as one's first meld, maybe
    rack = [t for s in sets for t in s]
    joins = [i for i, s in enumerate(sets) if classify(sorted([*s, taken], key=sort_key)).valid]
    if sets and len(joins) != 1:
        return None  # which of one's sets the tile joins is not plain
    if any(not classify(s).valid for i, s in enumerate(sets) if i not in joins):
        return None
    if sets:
        own = [s for i, s in enumerate(sets) if i not in joins]
        mine = sets[joins[0]]
    else:  # "테이블 빨강 5 빌려서 첫 등록 30 채워도": one's tiles not said (any would do)
        stand_in = _stand_in(taken, [])
        if stand_in is None:  # pragma: no cover - a number has eight tiles
            return None
        own, mine = [], stand_in[1:]
    home = _table_home(taken, [*rack, *mine])
    if home is None or not _box_allows(rack, mine, [taken]):
        return None
    merged = list(classify(sorted([*mine, taken], key=sort_key)).tiles)
    left = [t for t in home if t != taken]
    ok, rule, reason = _judged(
        [home], [left, *own, merged], [*(t for s in own for t in s), *mine], melded=False
    )
    if ok or rule not in (RULE_MELD_RACK_ONLY, RULE_AFTER_MELD):
        return None
    name = tile_name(taken)
    if sets:
        case = (
            f"첫 등록 전, 테이블의 {josa(name, '을', '를')} 가져와 내 "
            f"{josa(_shown(mine), '과', '와')} {ro(_set_label(merged))} 냄"
        )
        if own:
            case += f", 내 {_or_and([_set_label(s) for s in own])}도 함께 냄"
    else:
        case = f"첫 등록 전, 테이블의 {josa(name, '을', '를')} 가져와 첫 등록에 보탬"
    details: list[str] = []
    # the rack's own sets: those laid beside, and the tiles joined to the table's tile when
    # they are a set by themselves (파랑 7-8-9 before the table's 파랑 10: 24 points)
    alone_sets = [*own, *([mine] if classify(mine).valid else [])]
    points = sum(classify(s).value for s in alone_sets)
    if sets:
        alone = "받침대 타일만으로 만든 세트는 " + (
            f"{ro(_or_and([_set_label(s) for s in alone_sets]))} {points}점"
            if alone_sets
            else "없어 0점"
        )
        if points >= 30:
            details.append(f"{alone}이라, 테이블 타일 없이 그 세트만 내면 첫 등록이 됩니다.")
        else:
            details.append(f"{alone}이라 30점에 못 미칩니다.")
    details.append(
        f"테이블의 {josa(name, '은', '는')} 첫 등록 점수에 넣을 수 없고, 테이블 타일을 옮기거나 "
        "가져다 쓰는 것은 첫 등록을 마친 다음 차례부터 할 수 있습니다."
    )
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        "아니요, 첫 등록이 되지 않습니다",
        "첫 등록의 30점은 내 받침대 타일로 새로 만든 세트로만 채웁니다. 테이블에 있던 타일은 "
        f"첫 등록에 쓸 수 없습니다{'' if rule == RULE_MELD_RACK_ONLY else ' (첫 등록 차례에는 테이블을 건드릴 수도 없습니다)'}.",
        case,
        details,
        [RULE_MELD_RACK_ONLY, RULE_MELD_30]
        if rule == RULE_MELD_RACK_ONLY
        else [RULE_MELD_RACK_ONLY, RULE_AFTER_MELD],
        False,
    )


def _split_at_added(old: list[str], rack: list[str], said: str) -> Computed | None:
    """The engine's verdict on a table run split at the one tile of one's own put into it
    (the same tile as one of the run's: the run's part up to it, and the tile put in with
    the rest), after the first meld; None when the split is not that one or is not plain."""
    from tutor.games.rummikub.sets import JOKER, classify

    info = classify(old)
    if info.kind != "run" or JOKER in old or len(rack) != 1 or rack[0] not in old:
        return None
    at = list(info.tiles).index(rack[0])
    pieces = [list(info.tiles[: at + 1]), [rack[0], *info.tiles[at + 1 :]]]
    written = re.findall(r"\d{3,}", said)  # "1234 456": the pieces' numbers run together
    if written and written != ["".join(t[1:] for t in p) for p in pieces]:
        return None  # another split than the one at the tile put in
    labels = ", ".join(_set_label(p) for p in pieces)
    case = (
        f"테이블의 {_set_label(old)}에 내 {josa(_shown(rack), '을', '를')} 넣어 "
        f"{ro(labels)} 나눔 (첫 등록을 마친 뒤)"
    )
    return _split_judged([old], pieces, rack, case, ENTRY_SPLIT_RUN)


def _split_judged(
    table: list[list[str]], pieces: list[list[str]], used: list[str], case: str, also: str
) -> Computed:
    """The engine's verdict on the table's sets laid again as ``pieces`` with ``used`` from
    the rack, after the first meld; a refusal cites its rule, then ``also``."""
    from tutor.games.rummikub.rules import RULE_MANIPULATION
    from tutor.games.rummikub.sets import classify

    ok, rule, reason = _judged(table, pieces, used, melded=True)
    if ok:
        return Computed(
            RUMMIKUB,
            "rummikub-play",
            "네, 됩니다",
            f"나눈 뒤 테이블의 세트가 모두 올바릅니다: {', '.join(_set_label(p) for p in pieces)}.",
            case,
            [f"받침대에서 낸 타일: {_shown(used)}"],
            [ENTRY_SPLIT_RUN, RULE_MANIPULATION, RULE_SET],
            True,
        )
    bad = next((p for p in pieces if not classify(p).valid), None)
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        # the piece that fails named, as the split with no tile of one's own names it
        f"아니요, {josa(_shown(bad), '은', '는')} 세트가 되지 않습니다"
        if bad is not None
        else "아니요, 안 됩니다",
        f"{reason.rstrip('.')}.",
        case,
        [f"나눈 뒤 테이블: {'; '.join(_set_label(p) for p in pieces)}"],
        [rule, also] if rule != also else [rule],
        False,
    )


def _joined_in_meld_turn(
    old: list[str], rack: list[str], merged: list[str], assumed: bool
) -> Computed | None:
    """The engine's verdict on one's tiles joined to a table set in the first meld's own turn,
    the meld made of other tiles of one's rack (a run of 30 points or more no tile named
    holds, for the engine's judgement)."""
    from tutor.games.rummikub.sets import classify

    if not classify(merged).valid:
        return None  # the set joined is not one: that, not the turn, is the case
    meld = next(
        (
            [f"{c}{n}" for n in (11, 12, 13)]
            for c in "kobr"
            if _box_allows(old, rack, [f"{c}{n}" for n in (11, 12, 13)])
        ),
        None,
    )
    if meld is None:
        return None  # pragma: no cover - the box holds two of each tile
    ok, rule, reason = _judged([old], [merged, meld], [*rack, *meld], melded=False)
    if ok or rule != RULE_AFTER_MELD:
        return None  # not expected: the engine's default refuses a join in the meld's turn
    case = (
        f"첫 등록을 하는 차례에 테이블의 {_set_label(old)}에 내 "
        f"{josa(_shown(rack), '을', '를')} 붙여 {_set_label(merged)}"
    )
    if assumed:
        case += " (숫자만 말한 그룹은 서로 다른 색으로 봄)"
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        "아니요, 첫 등록을 하는 차례에는 테이블의 세트에 붙일 수 없습니다",
        f"{reason.rstrip('.')}.",
        case,
        [
            "첫 등록 차례에는 내 타일로 만든 새 세트만 내려놓습니다. 같은 차례에 붙이기를 "
            "허용하는 판본은 변형 규칙 옵션으로 고를 수 있습니다."
        ],
        [ENTRY_MELD_TURN, RULE_AFTER_MELD],
        False,
    )


def _joined_after_meld(
    old: list[str],
    rack: list[str],
    merged: list[str],
    assumed: bool,
    ok: bool,
    rule: str,
    reason: str,
) -> Computed:
    """The engine's verdict on one's tiles joined to a table set after the first meld."""
    case = (
        f"테이블의 {_set_label(old)}에 내 {josa(_shown(rack), '을', '를')} 붙여 "
        f"{_set_label(merged)} (첫 등록을 마친 뒤)"
    )
    if assumed:
        case += " (숫자만 말한 그룹은 서로 다른 색으로 봄)"
    if ok:
        return Computed(
            RUMMIKUB,
            "rummikub-play",
            "네, 됩니다",
            f"첫 등록을 마친 뒤에는 테이블의 세트에 붙일 수 있고, 붙인 "
            f"{josa(_set_label(merged), '도', '도')} 올바른 세트입니다.",
            case,
            [f"바꾼 뒤 테이블: {_set_label(merged)}"],
            [RULE_AFTER_MELD, RULE_SET],
            True,
        )
    from tutor.games.rummikub.sets import classify

    return Computed(
        RUMMIKUB,
        "rummikub-play",
        # the set joined named when it is no set ("아니요, 붙인 빨강 4, … 파랑 7은 …")
        f"아니요, 붙인 {josa(_shown(merged), '은', '는')} 세트가 되지 않습니다"
        if not classify(merged).valid
        else "아니요, 안 됩니다",
        f"{reason.rstrip('.')}.",
        case,
        [f"붙인 뒤: {_set_label(merged)}"],
        [rule, RULE_AFTER_MELD],
        False,
    )


# "아직 30점 등록 안 했는데 파랑 6 있어서 테이블에 있는 파랑 5 조커 7에서 조커 빼올 수 있어?"
_JOKER_TAKE = patterns.compile(
    rf"(?P<set>{_SEQ}){_SET_WORD}\s*+(?:에서는|에서|에선|의|에)\s*(?:\S+\s+){{0,4}}?"
    r"조커\s*(?:를|을|만)?\s*(?:\S+\s+){0,2}?(?:빼|뺄|가져|회수|꺼내|바꿔|바꾸|바꿀|교체|뺏|떼)"
)


def _free_set(avoid: list[list[str]]) -> list[str]:
    """Two tiles that make a run with a joker and are not among ``avoid``'s: the new set a
    freed joker would go to, for the engine's judgement."""
    from tutor.games.rummikub.sets import JOKER

    for colour in "okbr":
        for n in range(13, 2, -1):
            pair = [f"{colour}{n - 1}", f"{colour}{n}"]
            if _box_allows(*avoid, pair, pair):
                return [JOKER, *pair]
    raise AssertionError("no free tiles")  # pragma: no cover - the box holds 106 tiles


# "첫등록 안 했는데 테이블에 있는 조커 가져와도 돼?", "아직 등록 전인데 바닥 조커 빼 와도 되나요?":
# a table joker taken before the meld, said as not yet melded (not "첫 등록" alone, which may
# be after it)
_JOKER_UNTOLD_BEFORE_MELD = patterns.compile(
    r"(?:(?:첫\s*+)?등록|멜드)\s*+(?:을\s*+|은\s*+|도\s*+)?(?:아직\s*+)?"
    r"(?:전|안\s*+(?:했|한|하고)|못\s*+(?:했|한)|하기\s*+전)"
    r"(?=.*?(?:테이블|바닥)\S*\s*+(?:(?:에\s*+)?(?:있는|있던|놓인|깔린)\s*+|위\S*\s*+)?(?:조커|죠커))"
)
# with it, not read: a tile or a colour named (the set or the tile held half said), another
# player, or the meld made first in the same turn ("첫 등록 하고 나서")
_JOKER_UNTOLD_NOT = patterns.compile(
    rf"\d|(?<![가-힣]){_OTHER_PERSON}|{_COLOUR_ALT}|하고\s*+(?:나서|난\s*+뒤|난\s*+다음)"
    r"|한\s*+(?:다음|뒤|후)|하면서|하면(?![가-힣])"
)


def joker_before_meld(text: str) -> Computed | None:
    """Whether a table joker can be freed before the first meld: the engine's judgement of
    the turn that frees it with the tile it stands for."""
    from tutor.games.rummikub.sets import JOKER, classify, describe_set, tile_name

    if not _BEFORE_MELD.search(text) or not re.search(
        _PLAY_ASKS.pattern + r"|뭘|뭐|무엇|어떤|려면|" + _JOKER_WHAT.pattern, text
    ):
        return None
    m = _JOKER_TAKE.search(text)
    group = "set"
    if m is None:
        # "테이블에 빨강 5 조커 7 있고 나한테 빨강 6 있는데 조커 가져와도 돼?"
        m = _FIT_TABLE.search(text)
        group = "table"
        if m is not None and _RETRIEVE.search(text, m.end()) is None:
            return None
    if m is None:
        # "첫등록 안 했는데 테이블에 있는 조커 가져와도 돼?": no tiles named, the rule the same
        # for every set; judged on one set for the engine (the case says so)
        if (
            not _JOKER_UNTOLD_BEFORE_MELD.search(text)
            or not _RETRIEVE.search(text)
            or _JOKER_UNTOLD_NOT.search(text)
        ):
            return None
        tiles: list[str] | None = ["r4", JOKER, "r6"]
    else:
        tiles = _read_tiles(m.group(group))
    if tiles is None or tiles.count(JOKER) != 1:
        return None
    info = classify(tiles)
    if not info.valid or len(info.joker_roles) != 1:
        return None
    (role,) = info.joker_roles
    # the tile the player says they hold, if any (outside the set)
    mine: list[str] | None = []
    if m is not None:
        rest = text[: m.start(group)] + " " + text[m.end(group) :]
        held = [w for w in _ANY_TILE.findall(rest) if not _JOKER_WORD.fullmatch(w)]
        mine = _tiles_in(" ".join(held)) if held else []
    if mine is None or len(mine) > 1:
        return None
    replacement = sorted(role)[0] if not mine or mine[0] not in role else mine[0]
    if not _box_allows(tiles, [replacement]):
        return None
    fixed = [replacement if t == JOKER else t for t in tiles]
    freed = _free_set([tiles, [replacement]])
    rack = [replacement, *freed[1:]]
    before, after = [tiles], [fixed, freed]
    ok, rule, _reason = _judged(before, after, rack, melded=False)
    if ok or rule != RULE_JOKER_BEFORE_MELD:
        return None
    later, _r, _m = _judged(before, after, rack, melded=True)
    names = _or_list([tile_name(t) for t in sorted(role)])
    case = f"첫 등록 전, 테이블의 {describe_set(tiles)}에서 조커를 빼 오려 함"
    if m is None:
        case = (
            "첫 등록 전, 테이블의 조커를 빼 오려 함 (세트를 말하지 않음: 어느 세트든 같아 "
            f"{ro(describe_set(tiles))} 셈)"
        )
    if mine:
        case += f" (내 타일: {tile_name(mine[0])})"
    details = []
    if mine and mine[0] not in role:
        details.append(
            f"{josa(tile_name(mine[0]), '은', '는')} 이 조커의 자리({names})가 아니라 "
            f"첫 등록 뒤에도 {ro(tile_name(mine[0]))}는 이 조커를 빼 올 수 없습니다."
        )
    elif later and m is None:
        details.append(
            "첫 등록을 마친 뒤라면 조커가 대신하는 타일을 그 자리에 넣고 조커를 빼 올 수 "
            "있습니다. 빼 온 조커는 그 차례에 받침대 타일과 함께 새 세트에 써야 합니다."
        )
    elif later:
        details.append(
            f"첫 등록을 마친 뒤라면 {josa(tile_name(replacement) if mine else names, '을', '를')} 조커 자리에 넣고 조커를 빼 올 수 "
            "있습니다. 빼 온 조커는 그 차례에 받침대 타일과 함께 새 세트에 써야 합니다."
        )
    # "…조커 가져오면 그 조커 어떻게 해요?": what is done with it asked, not 네/아니요
    retrieve = _RETRIEVE.search(text)
    asked_what = retrieve is not None and _JOKER_WHAT.search(text, retrieve.end()) is not None
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        f"{'' if asked_what else '아니요, '}첫 등록 전에는 조커를 빼 올 수 없습니다",
        "첫 등록(받침대 타일만으로 30점 이상)을 마치기 전에는 테이블의 조커를 빼 올 수 없습니다.",
        case,
        details,
        [RULE_JOKER_BEFORE_MELD, RULE_JOKER_RETRIEVE],
        False,
    )


# -- a table joker freed after the first meld ------------------------------------------------
# "테이블에 파랑 4 5 다음에 조커(6 자리) 있고 내 받침대에 파랑 6 있으면 조커 가져올 수 있어?",
# "테이블에 빨강 5, 조커, 빨강 7 있는데 제 빨강 6으로 조커 빼고, 그 조커랑 제 파랑 9, 검정 9로
# 그룹 만들어도 돼요?"
_RETRIEVE = patterns.compile(
    r"(?:조커|죠커|joker)\s*(?:를|을|는|만)?\s*(?:\S+\s+){0,2}?"
    # ("바꿀 수 있어?", "뺄 수 있어?": the same, before 수)
    r"(?:빼|뺄|가져|회수|꺼내|바꿔|바꾸|바꿀|교체|뺏|떼|데려|챙기|챙겨)"
    # "제 빨강 5 넣고 빠진 조커는 …": the joker freed by the tile put in
    r"|(?<=넣고\s)빠진\s*+(?:조커|죠커)"
)
_JOKER_NEW_SET = patterns.compile(
    r"(?:그\s*|빼\s*+온\s*|가져온\s*)?(?:조커|죠커|joker)\s*+(?:랑|이랑|하고|와|과|로|를|을)\s*"
    rf"(?:(?:내|제|나의|저의|받침대의?)\s+)?(?P<new>{_SEQS})\s*(?:로|으로|이랑|랑|하고|와|과|를|을)?\s*"
    r"(?:같이\s*|함께\s*)?(?:새\s*)?(?:그룹|연속|런|세트)?\s*(?:을|를|으로|로)?\s*"
    r"(?:만들|만드|내|놓|써)"
)


# "테이블에 빨강 5 조커 7 있는데 빨강 6으로 조커 빼 와도 돼?", "…빨강 3 더 넣어서 조커 빼도 돼?":
# one's own tile named as what frees the joker, right before it
_FREED_WITH = patterns.compile(
    rf"(?:(?:내|제|나의|저의|받침대의?)\s+)?(?P<rack>{_SEQ})\s*"
    r"(?:으로|로|(?:더\s*)?(?:(?:을|를)\s*)?(?:넣어서|넣고|넣으면))\s*(?:그\s*)?(?=조커|죠커|joker)"
)
# "빨강 3 하나 더 넣어서": the count of the one tile put in
_ONE_MORE = patterns.compile(r"(?<=\d)\s*+(?:하나|한\s*+장|한\s*+개)\s*(?=더\s*+(?:을|를)?\s*+넣)")


# "조커 가져와서 받침대에 둬도 돼?", "…다음 턴에 써도 돼?": the freed joker kept for later
_JOKER_KEPT = patterns.compile(
    r"받침대(?:에|로)\s*+(?:두|둬|놔|놓|보관|남|가져|킵|챙기|챙겨)|(?:다음|나중)\s*+(?:턴|차례|에|번)"
    r"|가지고\s*+있|들고\s*+있|아껴|킵|보관"
)
# "…다음 턴에 써도 돼?", "나중에 쓰려고": the freed joker kept for a later turn (not said
# where it is kept)
_JOKER_LATER = patterns.compile(r"(?:다음|나중)\s*+(?:턴|차례|에|번)")
# "조커 가져와서 상대한테 줘도 돼?": the freed joker given to another player
_JOKER_GIVEN = patterns.compile(
    rf"(?:{_OTHER_PERSON}|남)\s*+(?:한테|에게|께)\s*(?:\S+\s+)?(?:줘|주|넘겨|넘기|건네|양보)"
)


# "…조커 가져오면 그 조커는 어떻게 해야 돼요?", "그 조커로 뭘 해야 하나요?", "언제까지 써야 돼요?":
# what must be done with the freed joker (asked after it is taken)
_JOKER_WHAT = patterns.compile(
    r"(?:어떻게|어떡|어케|어캐)\s*(?:해|하|처리|돼|되|써|쓰)?|(?:뭘|뭐|무엇을?)\s*+(?:해야|하면|해|하나)"
    r"|언제까지|언제\s*+(?:써|쓰|내|놓)"
)


# what follows the joker taken: "빼서 버려도", "가져와서 더미에 넣어도", "빼고 테이블 다른 세트에
# 붙여도" (another step than the ones read: a new set, kept, given; "이번 턴에 써도" is read)
_UNREAD_AFTER = patterns.compile(
    r"\S*?(?:\s+(?:와|오|올|온)\S*?)?(?:서|고|다가|면)\s+"
    r"(?!(?:이번|그|같은)\s*+(?:턴|차례)\s*+(?:에|에서)?\s*+(?:바로\s*)?(?:새\s*+세트에?\s*)?(?:써|쓰|사용)"
    r"\S*\s*+(?:도|되|돼|될|가능|괜찮|수)"
    r"|(?:안\s*)?(?:써|쓰|사용|가져와|가져가|돼|되|될|괜찮|가능|맞))"
    r"(?=\S)"
)


# "… 내 검정 8로 조커 바꿀 수 있어? 노랑 8이어야 하나?": whether the joker's other tile must be
# the one put in, asked after the swap (answered with it: the one said does too)
_MUST_BE_ASKED = patterns.compile(
    rf"(?<=[?？])\s*+(?:아니면\s*|혹시\s*|꼭\s*)?(?P<t>(?:{_COLOUR_ALT})\s*+(?:1[0-3]|[1-9]))\s*"
    r"(?:이어야|여야|이여야|이라야|라야)\s*(?:하나요|하나|해요|해|돼요|돼|되나요|되나|하는\s*+거야"
    r"|하는\s*+거예요|하는\s*+건가요)\s*+[?？]+\s*$"
)


# "빨강 9, 파랑 9, 조커 이렇게 3장 그룹이 있어요. … 조커 빼올 수 있어요?": a set said to lie there
# first, named as a set, its joker to be freed (a joker is freed from the table's sets only)
_SET_THERE = patterns.compile(
    rf"^\s*(?:(?:{NAMED.pattern})\s*)?(?P<table>{_SEQ})(?:\s*+이렇게)?(?:\s*+(?:세|네|[34])\s*+장(?:\s*+짜리)?)?"
    r"\s*+(?:그룹|연속|런|세트)\s*+(?:이|가)\s*+(?:있)"
)
# "조커를 노랑 9라고 하고 낸 건데": the tile its player said the joker stands for (a three-tile
# group's joker stands for either colour missing, whatever was said: rummikub.joker.retrieve)
_JOKER_CALLED = patterns.compile(
    rf"(?:조커|죠커)\s*+(?:를|을|는|은)?\s*+(?P<c>{_COLOUR_ALT})\s*+(?P<n>1[0-3]|[1-9])(?!\d)\s*"
    r"(?:이)?라고\s*+(?:하고|치고|해서|쳐서|정하고|말하고|부르고)\s*(?:낸|놓은|둔)?\s*"
    r"(?:건데요|건데|거고|거야|거예요|거에요|것인데)?"
)


def joker_retrieve(text: str) -> Computed | None:
    """Whether the player's tile frees the joker of a table set after the first meld, and,
    when the question names it, the new set the joker goes to: the engine's judgement of the
    whole turn (a freed joker must go to a new set with the player's tiles that turn)."""
    from tutor.games.rummikub.sets import JOKER, classify, tile_name

    if _BEFORE_MELD.search(text) or not (_PLAY_ASKS.search(text) or _JOKER_WHAT.search(text)):
        return None
    must_m = _MUST_BE_ASKED.search(text)
    # (a colour and a number, as _MUST_BE_ASKED reads them: always one tile)
    must_be = _tiles_of(must_m.group("t")) if must_m else None
    if must_m is not None:
        text = text[: must_m.start()]
    called_m = _JOKER_CALLED.search(text)
    called = None
    if called_m is not None:
        called = f"{_RK_COLOUR_OF[called_m.group('c')]}{called_m.group('n')}"
        text = text[: called_m.start()] + " " + text[called_m.end() :]
    said = _joker_words(_named_groups(_ONE_MORE.sub("", text)))
    if said is None:
        return None
    text = said
    table_m = _FIT_TABLE.search(text) or _SET_THERE.search(text)
    if table_m is not None:
        table, table_end = table_m.group("table"), table_m.end()
    else:  # "테이블 빨강 5 조커 7에서 조커 가져와도 돼? 나한테 빨강 6 있어"
        take = _JOKER_TAKE.search(text)
        if take is None:
            return None
        table, table_end = take.group("set"), take.end("set")
    retrieve = _RETRIEVE.search(text, table_end)
    if retrieve is None or re.match(
        r"(?:조커|죠커|joker)\s*+(?:조커|죠커|joker)", text[retrieve.start() :]
    ):
        return None  # "조커 2개 빼도 돼?": more jokers than the set has
    if re.search(
        r"(?:두|세|[2-9])\s*+(?:번|개|장)|둘\s*+다", text[retrieve.start() : retrieve.end()]
    ):
        return None  # "조커 두 번 빼도 돼?": not one joker taken once
    rack_m = _FIT_RACK.search(text, table_end - 1)
    if rack_m is None or rack_m.start() > retrieve.start():
        # "빨강 6으로 조커 빼 와도 돼?": the tile that frees it, said just before the joker
        with_m = _FREED_WITH.search(text, table_end, retrieve.end())
        if (
            with_m is not None
            and with_m.end() <= retrieve.start()
            and not _ANY_TILE.search(text, table_end, with_m.start())
            and not re.search(rf"(?<![가-힣]){_OTHER_PERSON}|남의|누가|누군가", text)
        ):
            rack_m = with_m
    if rack_m is None:
        return None
    if rack_m.start() > retrieve.start() and not re.search(
        r"[?？.!]", text[retrieve.end() : rack_m.start()]
    ):
        return None  # tiles named after the joker taken, in the same sentence: its new set
    tiles = _read_tiles(table)
    mine = _tiles_in(rack_m.group("rack"))
    if tiles is None or mine is None or len(mine) != 1 or JOKER in mine:
        return None
    if tiles.count(JOKER) != 1:
        return None
    info = classify(tiles)
    if not info.valid or len(info.joker_roles) != 1:
        return None
    (role,) = info.joker_roles
    if called is not None and called not in role:
        return None  # the joker said to stand for a tile it cannot
    tiles = list(info.tiles)
    new_m = _JOKER_NEW_SET.search(text, retrieve.end())
    new: list[str] | None = None
    if new_m:
        new = _tiles_in(new_m.group("new"))
        if new is None or JOKER in new:
            return None
    counted = _tile_count(table) + _tile_count(rack_m.group("rack"))
    if new_m:
        counted += _tile_count(new_m.group("new"))
    # every tile word placed, and the joker words: the set's, the one taken, the new set's
    if _tile_count(text) - len(_JOKER_WORD.findall(text)) != counted - tiles.count(JOKER):
        return None
    fixed = [mine[0] if t == JOKER else t for t in tiles]
    if new is None:
        freed = _free_set([tiles, mine])
        rack = [mine[0], *freed[1:]]
    else:
        # (its new set with a gap: the joker in it, "파랑 8, 10" → 8-조커-10)
        freed = _joker_at([*new, JOKER], None) or _joker_in_gap([*new, JOKER]) or [*new, JOKER]
        rack = [mine[0], *new]
    if not _box_allows(tiles, rack):
        return None
    before, after = [tiles], [fixed, freed]
    given = _JOKER_GIVEN.search(text, retrieve.start()) is not None
    kept = (
        new is None
        and mine[0] in role
        and (given or _JOKER_KEPT.search(text, retrieve.start()) is not None)
    )
    said_kept = given or _JOKER_KEPT.search(text, retrieve.start()) is not None
    # "…조커 가져오면 그 조커는 어떻게 해야 돼요?": what must be done with it, asked
    asked_what = new is None and not said_kept and _JOKER_WHAT.search(text, retrieve.end())
    if not asked_what and not _PLAY_ASKS.search(text):
        return None
    if (
        new is None
        and not said_kept
        and not asked_what
        and _UNREAD_AFTER.match(text, retrieve.end())
    ):
        return None  # "조커 빼서 버려도 돼?": what is done with the joker is not read
    if kept:  # "조커 가져와서 받침대에 둬도 돼?": the turn with the joker not on the table
        after, rack = [fixed], [mine[0]]
    ok, rule, reason = _judged(before, after, rack, melded=True)
    names = _or_list([tile_name(t) for t in sorted(role)])
    case = (
        f"테이블의 {_set_label(tiles)}에서 내 {ro(tile_name(mine[0]))} 조커를 빼 옴 "
        f"(조커는 {names} 자리)"
    )
    # "다음 턴에 써도 돼?" without the rack named: the joker kept for a later turn
    later = (
        kept
        and not given
        and not re.search(r"받침대|가지고\s*+있|들고\s*+있|보관|킵", text[retrieve.start() :])
        and _JOKER_LATER.search(text, retrieve.start()) is not None
    )
    if kept:
        case += (
            ", 그 조커를 다른 사람에게 줌"
            if given
            else ", 그 조커를 받침대에 두었다가 다음 차례에 씀"
            if later
            else ", 그 조커를 받침대에 둠"
        )
    if kept and rule == RULE_JOKER_SAME_TURN:
        where = "다른 사람에게 줄" if given else "받침대에 둘"
        return Computed(
            RUMMIKUB,
            "rummikub-play",
            f"아니요, 빼 온 조커는 {where} 수 없습니다 (이번 차례에 새 세트에 써야 합니다)",
            f"{ro(tile_name(mine[0]))} 조커를 빼 올 수는 있지만, 빼 온 조커는 받침대에 "
            f"두거나{' 다른 사람에게 주거나' if given else ''} 다음 차례로 미룰 수 없고 그 차례에 "
            "받침대 타일과 함께 새 세트에 써야 합니다.",
            case + " (첫 등록을 마친 뒤로 봄)",
            [
                f"조커 자리에 {josa(tile_name(mine[0]), '을', '를')} 넣으면 {_set_label(fixed)}이 됩니다.",
                "조커를 쓸 새 세트를 이번 차례에 만들 수 없다면 조커를 빼 오지 않고 두면 됩니다.",
            ],
            [RULE_JOKER_SAME_TURN, RULE_JOKER_RETRIEVE],
            False,
        )
    if asked_what:
        return _freed_joker_use(tiles, fixed, mine[0], names, case, ok, reason, role)
    if new is not None:
        case += f", 그 조커와 내 {ro(_shown(new))} 새 세트"
    case += " (첫 등록을 마친 뒤로 봄)"
    # the new set the joker goes to, when the question names it (else the stand-in set the
    # engine judged is no tile of the question's, and is not shown)
    details = [
        f"바꾼 뒤 테이블: {_set_label(fixed)}; {_set_label(freed)}"
        if new is not None
        else f"바꾼 뒤 테이블의 세트: {_set_label(fixed)}"
    ]
    if must_be is not None and not (
        ok and new is None and must_be[0] in role and must_be[0] != mine[0]
    ):
        return None  # the tile asked about is not the joker's other one: not read
    if ok and new is None:
        details = [
            f"조커 자리에 {josa(tile_name(mine[0]), '을', '를')} 넣으면 {_set_label(fixed)}이 됩니다.",
            "빼 온 조커는 그 차례에 받침대 타일을 한 장 이상 넣은 새 세트에 써야 합니다(예: "
            "받침대의 두 장과 조커로 만든 연속이나 그룹).",
        ]
        verdict = "네, 가져올 수 있습니다 (이번 차례에 새 세트에 써야 합니다)"
        if must_be is not None:
            # "노랑 8이어야 하나?": either of the joker's tiles frees it
            other = tile_name(must_be[0])
            verdict = (
                f"{ro(tile_name(mine[0]))} 바꿀 수 있습니다 ({josa(other, '이', '가')} 아니어도 "
                "됩니다)"
            )
            details.insert(
                0,
                f"3장 그룹의 조커는 빠진 두 색의 타일({names}) 가운데 어느 것으로든 바꿔 넣을 "
                "수 있습니다.",
            )
        return Computed(
            RUMMIKUB,
            "rummikub-play",
            verdict,
            f"조커는 {names} 자리라 {josa(tile_name(mine[0]), '을', '를')} 그 자리에 넣고 조커를 "
            "빼 올 수 있습니다. 빼 온 조커는 받침대에 둘 수 없고, 그 차례에 새 세트에 써야 합니다.",
            case,
            details,
            [RULE_JOKER_RETRIEVE, RULE_JOKER_SAME_TURN],
            True,
        )
    if ok:
        return Computed(
            RUMMIKUB,
            "rummikub-play",
            "네, 됩니다",
            f"{josa(tile_name(mine[0]), '이', '가')} 조커 자리({names})에 들어가고, 빼 온 조커로 "
            f"만든 {josa(_set_label(freed), '도', '도')} 올바른 세트입니다.",
            case,
            details,
            [RULE_JOKER_RETRIEVE, RULE_JOKER_SAME_TURN],
            True,
        )
    if mine[0] not in role:
        # "[빨강 5, 파랑 6, 빨강 7]: 같은 색 연속도 아니고…": what the set would become, said apart
        summary = (
            f"이 조커는 {names} 자리라 {ro(tile_name(mine[0]))}는 바꿔 넣을 수 없습니다. "
            "조커 자리에는 조커가 대신하던 타일을 넣어야 세트가 그대로 올바릅니다."
        )
        why = re.sub(r"^\[[^\]]*\]:\s*", "", reason).rstrip(".")
        details = [
            f"{josa(tile_name(mine[0]), '을', '를')} 넣으면 "
            f"{josa(_set_label(fixed), '이', '가')} 됩니다. {why}."
        ]
    else:
        summary = f"{reason.rstrip('.')}."
    rules = [rule, RULE_JOKER_RETRIEVE] if rule != RULE_JOKER_RETRIEVE else [rule]
    if mine[0] not in role:
        # not the tile the joker stands for: the retrieve rule decides it (a joker is freed
        # by the very tile it stands for); the set the swap would make, after it
        rules = [RULE_JOKER_RETRIEVE, *(r for r in rules if r != RULE_JOKER_RETRIEVE)]
    return Computed(
        RUMMIKUB, "rummikub-play", "아니요, 안 됩니다", summary, case, details, rules, False
    )


def _freed_joker_use(
    tiles: list[str],
    fixed: list[str],
    mine: str,
    names: str,
    case: str,
    ok: bool,
    reason: str,
    role: frozenset[str],
) -> Computed | None:
    """What must be done with a joker one's tile frees (after the first meld), the question
    asks: whether the tile frees it, and that the joker goes to a new set that turn."""
    from tutor.games.rummikub.sets import tile_name

    name = tile_name(mine)
    case += ", 그 조커를 어떻게 써야 하는지 물음 (첫 등록을 마친 뒤로 봄)"
    if ok:
        return Computed(
            RUMMIKUB,
            "rummikub-play",
            f"{ro(name)} 빼 올 수 있고, 그 조커는 이번 차례에 받침대 타일과 함께 새 세트에 "
            "써야 합니다",
            f"조커는 {names} 자리라 {josa(name, '을', '를')} 그 자리에 넣고 조커를 빼 올 수 "
            "있습니다. 빼 온 조커는 받침대에 두거나 다음 차례로 미룰 수 없고, 그 차례에 받침대 "
            "타일을 한 장 이상 넣은 새 세트에 써야 합니다.",
            case,
            [
                f"조커 자리에 {josa(name, '을', '를')} 넣으면 {_set_label(fixed)}이 됩니다.",
                "빼 온 조커는 원래 세트가 아닌 새 세트에 써야 합니다(예: 받침대의 두 장과 조커로 "
                "만든 연속이나 그룹).",
                "조커를 쓸 새 세트를 이번 차례에 만들 수 없다면 조커를 빼 오지 않고 두면 됩니다.",
            ],
            [RULE_JOKER_SAME_TURN, RULE_JOKER_RETRIEVE],
            None,
        )
    if mine in role:
        return None  # not expected: the joker's own tile refused for another reason
    why = re.sub(r"^\[[^\]]*\]:\s*", "", reason).rstrip(".")
    case = case.replace("조커를 빼 옴", "조커를 빼 오려 함")  # (the engine refused it)
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        f"{ro(name)}는 이 조커를 빼 올 수 없습니다",
        f"이 조커는 {names} 자리라 {ro(name)}는 바꿔 넣을 수 없습니다. 조커 자리에는 조커가 "
        "대신하던 타일을 넣어야 세트가 그대로 올바릅니다.",
        case,
        [
            f"{josa(name, '을', '를')} 넣으면 {josa(_set_label(fixed), '이', '가')} 됩니다. {why}.",
            f"{ro(_or_list([tile_name(t) for t in sorted(role)]))} 조커를 빼 오면, 그 조커는 "
            "그 차례에 받침대 타일과 함께 새 세트에 써야 합니다.",
        ],
        [RULE_JOKER_RETRIEVE, RULE_JOKER_SAME_TURN],
        False,
    )


# "조커 빼 오면 다음 턴에 써도 돼?", "조커 회수한 거 다음 턴에 써도 되나요?": a joker freed from
# the table (no position told), and what is asked of it: kept for a later turn, or when it is used
_JOKER_FREED = patterns.compile(
    r"(?:빼\s*+온|빼\s*+왔|뺀|가져온|가져왔|회수한|회수했|꺼내\s*+온|바꿔\s*+온|데려온)\s*(?:거|건|걸)?\s*(?:그\s*)?"
    r"(?:조커|죠커)|(?:조커|죠커)\s*(?:를|을)?\s*(?:빼\s*+(?:오|와|온|왔)|가져(?:오|와|온|왔)|회수"
    r"|꺼내\s*+(?:오|와)|바꿔\s*+(?:오|와))"
)
_JOKER_FOR_LATER = patterns.compile(
    r"(?:다음|나중|담)\s*(?:턴|차례|번)?\s*(?:에|에서)?\s*(?:\S+\s+)?(?:써|쓰|쓸|사용|내|낼|놓)"
    r"|받침대(?:에|로)\s*+(?:두|둬|놔|놓|넣어|보관|가져|챙겨)|아껴|(?:가지고|들고)\s*+있다가|보관"
)
# "바로 써야 돼요 아님 나중에 써도 돼요?": two ways asked, which 네/아니요 would not answer
_EITHER = patterns.compile(r"(?<![가-힣])(?:아님|아니면|혹은|또는)(?![가-힣])")
ENTRY_JOKER_KEEP = "rummikub.faq.joker-keep-on-rack"


def joker_kept_any(text: str) -> Computed | None:
    """A joker freed from the table kept on the rack for a later turn, no position told: the
    engine refuses it for any table (a turn that frees a joker and leaves it off the table)."""
    from tutor.games.rummikub.sets import JOKER

    m = _JOKER_FREED.search(text)
    if m is None or _BEFORE_MELD.search(text):
        return None
    if _DRAWN_CUE.search(text) or re.search(r"더미|뽑|드로우|풀\s*+에서", text):
        return None  # "더미에서 가져온 조커", "방금 가져온 조커": a joker drawn, not freed
    if any(not _JOKER_WORD.fullmatch(w) for w in _ANY_TILE.findall(text)):
        return None  # a tile named: a position, the position readers' case
    if re.search(rf"(?<![가-힣])(?:{_OTHER_PERSON}|남|누가|누군가)", text):
        return None  # another player's joker
    later = _JOKER_FOR_LATER.search(text, m.end())
    if later is None or not (_PLAY_ASKS.search(text, later.end()) or re.search(r"써야", text)):
        return None
    either = _EITHER.search(text) is not None or _JOKER_WHAT.search(text, m.end()) is not None
    table = ["r4", JOKER, "r6"]
    ok, rule, _reason = _judged([table], [["r4", "r5", "r6"]], ["r5"], melded=True)
    if ok or rule != RULE_JOKER_SAME_TURN:
        return None
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        "빼 온 조커는 이번 차례에 받침대 타일과 함께 새 세트에 써야 합니다"
        if either
        else "아니요, 빼 온 조커는 받침대에 둘 수 없습니다 (이번 차례에 새 세트에 써야 합니다)",
        "빼 온 조커는 받침대에 두거나 다음 차례로 미룰 수 없고, 그 차례에 받침대 타일을 한 장 "
        "이상 넣은 새 세트에 써야 합니다.",
        "테이블에서 빼 온 조커를 받침대에 두었다가 다음 차례에 쓰려 함 (첫 등록을 마친 뒤로 봄)",
        [
            "조커는 그 자리에 조커가 대신하던 타일을 넣어야 빼 올 수 있고, 첫 등록을 마친 뒤에만 "
            "빼 올 수 있습니다.",
            "조커를 쓸 새 세트를 이번 차례에 만들 수 없다면 조커를 빼 오지 않고 두면 됩니다.",
        ],
        [ENTRY_JOKER_KEEP, RULE_JOKER_SAME_TURN, RULE_JOKER_RETRIEVE],
        None if either else False,
    )


# -- a split the question proposes, judged ---------------------------------------------------
# splitting a set ("나눠", "쪼개", "잘라"), and the sets it is split into ("5 6 7 / 7 8 9")
_SPLIT_VERB = r"(?:나눠|나누|나눌|쪼개|쪼갤|갈라|가르|가를|분리|잘라|자르|자를)"
_PIECES = rf"{_SEQ}(?:\s*+(?:/|이랑|랑|하고|과|와)\s*+{_SEQ})+"
# "테이블에 노랑 3 4 5 6 7 있고 내가 노랑 5 있으면 3 4 5랑 5 6 7로 나눠도 돼?"
_SPLIT_INTO = patterns.compile(
    rf"(?P<sets>{_SEQS})\s*+(?:으로|로)\s*(?:(?:이렇게|두\s*+개로?|둘로)\s*)?"
    rf"{_SPLIT_VERB}"
    # "이걸 쪼개서 5 6 7 / 7 8 9 두 줄로 만들어도": split first, then the sets made
    r"|(?:나눠|나누어|쪼개|갈라|잘라)서\s+"
    rf"(?P<made>{_PIECES})\s*"
    r"(?:(?:두|세|2|3)\s*+(?:줄|개|세트|덩어리)\s*)?(?:으로|로)\s*+(?:만들|만드|놓|놔)"
)
_SPLIT_DECLINE = patterns.compile(r"조커|빼|떼|가져|회수|더미|뽑|점수|몇\s*+점")


# "빨강 3 4 5 6 7 8 을 3 4 5 랑 6 7 8 로 나눠도 돼?": a set split into the sets named, with no
# tile of one's own said
_SPLIT_ALONE = patterns.compile(
    rf"(?:(?:테이블|바닥)\s*(?:에\s*+있는|에\s*+놓인|의|에)?\s*)?(?P<set>{_SEQ}){_SET_WORD}"
    # ("테이블에 빨강 1 2 3 4 5 6 있는데 (이거) 1 2 3이랑 4 5 6으로 나눠도 돼?": the set said
    # there, then split)
    r"\s*+(?:을|를|은|는|(?:이|가)?\s*+있는데(?:\s*+,?\s*+(?:이거|이걸|그거|그걸))?)\s*+"
    r"(?:(?:이렇게|그냥)\s*)?"
    rf"(?P<pieces>{_PIECES})\s*+(?:(?:두|세|2|3)\s*+(?:개|줄|세트|덩어리)\s*)?(?:으로|로)\s*"
    rf"{_SPLIT_VERB}"
)

# "… 나누고 다음 턴에 붙여도 돼?", "… 만들고 나중에": another move, later, asked after this one
_MOVE_LATER = patterns.compile(
    r"다음\s*+(?:턴|차례|번)|나중|(?:고|서)\s+(?:또|다시|그\s*+다음)|(?:붙|넣|끼워|끼우|옮기|옮겨)\S*\s*+(?:도|면|수)"
)
# "나누기만 했는데 제 차례 인정되나요?", "타일 안 내고 빼서 옮기기만 해도 돼?": the move alone asked
# to be a turn (it is not: a turn lays a tile of one's own)
_MOVE_ONLY = patterns.compile(
    r"(?:나누|나눠|쪼개|갈라|잘라|빼|떼|옮기|옮겨|바꾸|바꿔|고치|만들)\S*\s*+기만|(?<=기)만\s*+(?:하|했|한)"
    r"|(?:차례|턴)\s*+(?:로|으로)?\s*+(?:인정|쳐|끝)|(?:안|못)\s*+(?:내고|냈|내도|내면|내는)"
    r"|(?:타일|받침대)\S*\s*+(?:없이|하나도|안|없어)"
)


def _split_alone(text: str) -> Computed | None:
    """Whether a set may be split into the sets named, no tile of one's own said: every
    piece must be a set, and the turn must still lay a tile of one's own (after the first
    meld, as taken); None when the pieces are not the set's tiles."""
    from collections import Counter

    from tutor.games.rummikub.rules import RULE_FROM_RACK, RULE_LOOSE, RULE_MANIPULATION
    from tutor.games.rummikub.sets import JOKER, classify

    m = _SPLIT_ALONE.search(text)
    if m is None or _tile_count(text) != _tile_count(m.group(0)):
        return None
    if _MOVE_LATER.search(text, m.end()):
        return None  # "… 나누고 다음 턴에 붙여도 돼?": a later move asked, not the split
    found = _one_set(m.group("set"))
    if found is None or found[1] or JOKER in found[0]:
        return None
    old = found[0]
    pieces: list[list[str]] = []
    for piece in re.split(r"\s*(?:/|(?<=\d)\s*+(?:이랑|랑|하고|과|와))\s*", m.group("pieces")):
        tiles = _coloured(piece, old) if piece.strip() else None
        if not tiles:
            return None
        pieces.append(tiles)
    if Counter(t for p in pieces for t in p) != Counter(old) or len(pieces) < 2:
        return None  # not the set's tiles: tiles of one's own, or some left out
    case = (
        f"테이블의 {josa(_set_label(old), '을', '를')} "
        f"{ro(', '.join(_set_label(p) for p in pieces))} 나눔, 받침대 타일은 말하지 않음 "
        "(첫 등록을 마친 뒤로 봄)"
    )
    details = [f"나눈 뒤 테이블: {'; '.join(_set_label(p) for p in pieces)}"]
    bad = next((p for p in pieces if not classify(p).valid), None)
    if bad is None and _MOVE_ONLY.search(text):
        return _move_only(case, details)
    if bad is not None:
        info = classify(bad)
        return Computed(
            RUMMIKUB,
            "rummikub-play",
            f"아니요, {josa(_shown(bad), '은', '는')} 세트가 되지 않습니다",
            f"{(info.reason or '세트가 아닙니다').rstrip('.')}. 나눈 뒤에도 테이블에는 "
            "올바른 세트만 남아야 합니다.",
            case,
            details,
            list(dict.fromkeys([info.rule_id or RULE_SET, RULE_LOOSE, RULE_MANIPULATION])),
            False,
        )
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        "네, 나눌 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        f"나눈 {josa(', '.join(_set_label(p) for p in pieces), '이', '가')} 모두 올바른 세트입니다. "
        "다만 테이블을 "
        "고쳐 짜기만 하고 받침대 타일을 하나도 내지 않으면 그 차례는 둔 것이 아닙니다.",
        case,
        details,
        [ENTRY_SPLIT_RUN, RULE_MANIPULATION, RULE_FROM_RACK],
        True,
    )


def _move_only(case: str, details: list[str]) -> Computed:
    """A table rearranged with no tile of one's own, asked to be a turn: it is not one."""
    from tutor.games.rummikub.rules import RULE_FROM_RACK, RULE_MANIPULATION

    return Computed(
        RUMMIKUB,
        "rummikub-play",
        "아니요, 받침대 타일을 내지 않으면 차례가 되지 않습니다",
        "받침대에서 내려놓은 타일이 없습니다. 테이블을 고쳐 짜더라도 그 차례에 받침대 타일을 "
        "한 장 이상 테이블에 놓아야 합니다. 낼 타일이 없으면 더미에서 한 장 가져옵니다.",
        case,
        details,
        [RULE_FROM_RACK, RULE_MANIPULATION],
        False,
    )


# -- two table runs joined into one ---------------------------------------------------------
# "테이블 파랑 3 4 5랑 6 7 8 합쳐서 3~8 만들어도 돼?", "테이블에 파랑 3 4 5 하고 파랑 6 7 8 있는데
# 합쳐서 한 줄로 해도 돼요?": two sets of the table joined into one run (a manipulation: the
# turn must still lay a tile of one's own), with or without the asker's tile added at the end
ENTRY_JOIN_RUNS = "rummikub.faq.join-runs"
_JOIN_ALONE = patterns.compile(
    r"(?:(?:테이블|바닥)\s*+(?:에\s*+있는|에\s*+놓인|위의|위에|의|에)?\s*+)?"
    rf"(?P<a>{_SEQ})\s*+(?:이랑|랑|하고|과|와)\s*+(?P<b>{_SEQ})\s*+"
    r"(?:(?:을|를|이|가)\s*+)?(?:있는데\s*+,?\s*+(?:(?:이거|이걸|그거|그걸|둘\s*+다|두\s*+개)\s*+)?)?"
    r"(?:(?:이렇게|그냥|서로)\s*+)?"
    r"(?:합쳐|합치|합체|이어\s*+붙|이어|연결|붙여서\s*+한)"
)
# "3~8", "3부터 8까지": the joined run said by its ends (no tile of its own)
_JOIN_SPAN = patterns.compile(
    r"(?<!\d)(?:1[0-3]|[1-9])\s*+(?:~|-|부터|에서)\s*+(?:1[0-3]|[1-9])(?!\d)\s*+(?:까지)?"
)
# "합쳐서 3~8 만들어도", "합쳐서 3부터 8까지로": the joined run's ends said right after the join
_JOIN_SPAN_AFTER = patterns.compile(
    r"^\S*\s*+(?:서\s*+)?(?:(?:1[0-3]|[1-9])\s*+(?:~|부터)\s*+(?:1[0-3]|[1-9])(?!\d)\s*+(?:까지)?)"
)
# "합치고 내 빨강 7 붙여도 돼?": the asker's tiles added to the joined run
_JOIN_RACK = patterns.compile(
    rf"(?:내|제|받침대\S*|손\S*)\s*+(?P<rack>{_SEQ})\s*+(?:(?:을|를|도)\s*+)?"
    r"(?:(?:끝에|뒤에|앞에)\s*+)?(?:붙|더|넣|추가|놓|내)"
)


def _join_span_dropped(text: str) -> str:
    """ "… 6 7 8 합쳐서 3~8 만들어도 돼?": the joined run said again by its ends, after two sets
    joined (:data:`_JOIN_ALONE`), dropped (the range reader would take it for tiles not written
    out)."""
    m = _JOIN_ALONE.search(text)
    if m is None:
        return text
    return text[: m.end()] + _JOIN_SPAN_AFTER.sub(" ", text[m.end() :], count=1)


def rummikub_join(text: str) -> Computed | None:
    """Whether two sets of the table may be joined into one run (after the first meld, as
    taken): the joined run must be a set, and the turn must lay a tile of one's own."""
    from tutor.games.rummikub.rules import RULE_FROM_RACK, RULE_MANIPULATION
    from tutor.games.rummikub.sets import JOKER, classify

    m = _JOIN_ALONE.search(text)
    if m is None or not _PLAY_ASKS.search(text, m.end()):
        return None
    if re.search(r"등록|멜드|\d\s*+점|점수|조커|죠커|joker|빼|떼|가져|뽑|나누|나눠|쪼개", text):
        # the meld or points said ("합쳐도 21점인데": a sum), a joker, or another move: not
        # the join alone
        return None
    first = _one_set(m.group("a"))
    if first is None or first[1]:
        return None
    second = _coloured(m.group("b"), first[0])
    if not second or JOKER in second:
        return None
    rest = _JOIN_SPAN.sub(" ", text[m.end() :])
    rack_m = _JOIN_RACK.search(rest)
    rack = _tiles_in(rack_m.group("rack")) if rack_m else []
    if rack is None or (rack_m is None and _ANY_TILE.search(rest)):
        return None
    if rack_m is not None and _ANY_TILE.search(rest[: rack_m.start()] + rest[rack_m.end() :]):
        return None
    if _ANY_TILE.search(text[: m.start()]) or not _box_allows(first[0], second, rack):
        return None
    old = [first[0], second]
    joined = sorted(first[0] + second + rack, key=lambda t: int(t[1:]))
    case = (
        f"테이블의 {_set_label(first[0])}, {josa(_set_label(second), '을', '를')} 한 줄로 합침"
        + (
            f", 받침대의 {josa(_shown(rack), '을', '를')} 더함"
            if rack
            else ", 받침대 타일은 말하지 않음"
        )
        + " (첫 등록을 마친 뒤로 봄)"
    )
    info = classify(joined)
    details = [f"합치기 전 테이블: {'; '.join(_set_label(s) for s in old)}"]
    if not info.valid:
        return Computed(
            RUMMIKUB,
            "rummikub-play",
            f"아니요, {josa(_shown(joined), '은', '는')} 한 세트가 되지 않습니다",
            f"{(info.reason or '세트가 아닙니다').rstrip('.')}. 합친 뒤에도 테이블에는 올바른 "
            "세트만 남아야 합니다.",
            case,
            details,
            list(dict.fromkeys([info.rule_id or RULE_SET, ENTRY_JOIN_RUNS, RULE_MANIPULATION])),
            False,
        )
    label = _set_label(list(info.tiles))
    details.append(f"합친 뒤 테이블: {label}")
    if not rack and _MOVE_ONLY_JOIN.search(text):
        return _move_only(case, details)
    if rack:
        return Computed(
            RUMMIKUB,
            "rummikub-play",
            f"네, {ro(label)} 합쳐 놓을 수 있습니다",
            f"두 연속을 합치고 받침대 타일을 더한 {josa(label, '이', '가')} 올바른 세트이고, "
            "받침대 타일을 냈으니 차례로 인정됩니다.",
            case,
            details,
            [ENTRY_JOIN_RUNS, RULE_MANIPULATION, RULE_FROM_RACK],
            True,
        )
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        "네, 합칠 수 있습니다 (그 차례에 받침대 타일을 한 장 이상 내야 합니다)",
        f"합친 {josa(label, '이', '가')} 올바른 세트입니다. 다만 테이블을 고쳐 짜기만 하고 받침대 "
        "타일을 하나도 내지 않으면 그 차례는 둔 것이 아닙니다.",
        case,
        details,
        [ENTRY_JOIN_RUNS, RULE_MANIPULATION, RULE_FROM_RACK],
        True,
    )


# "합치기만 하고 끝내도 돼?", "이어 붙이기만 해도 차례 인정돼?": the join alone asked to be a turn
_MOVE_ONLY_JOIN = patterns.compile(
    r"(?:합치|합쳐|이어\s*+붙이|붙이|연결하)\S*\s*+기만|기만\s*+(?:하|했|한)|(?:차례|턴)\s*+(?:로|으로)?\s*+(?:인정|쳐|끝)"
    r"|(?:안|못)\s*+(?:내고|냈|내도|내면|내는)|(?:타일|받침대)\S*\s*+(?:없이|하나도|안|없어)|하고\s*+끝내"
)


# -- going out with a last joker --------------------------------------------------------------
# "마지막 한 장이 조커인데 파랑 10 11 12 끝에 붙이고 끝내도 돼?", "조커 한 장 남았는데 테이블 빨강
# 5 6 7에 붙여서 루미큐브 해도 돼?": the last tile a joker, laid on a table set to go out
# (rummikub.faq.joker-last-tile: yes after the first meld, where the set stays a set)
ENTRY_JOKER_LAST = "rummikub.faq.joker-last-tile"
_LAST_JOKER_SAID = patterns.compile(
    r"(?:마지막|남은|하나\s*+남|한\s*+장\s*+남|1\s*+장\s*+남)[가-힣]*\s*+(?:(?:한\s*+장|하나|1\s*+장|타일)"
    r"[가-힣]*\s*+)?(?:조커|죠커)|(?:조커|죠커)\s*+(?:(?:한\s*+장|하나|1\s*+장)\s*+)?(?:만\s*+)?남"
    r"|(?:조커|죠커)\s*+(?:한\s*+장|하나|1\s*+장)\s*+(?:만\s*+)?(?:있|남)"
)
_LAST_JOKER_ON = patterns.compile(
    r"(?:(?:테이블|바닥)\s*+(?:에\s*+있는|에\s*+놓인|위의|의|에)?\s*+)?"
    rf"(?P<set>{_SEQ})\s*+(?:(?:에|의)\s*+)?(?:(?P<where>끝에|뒤에|앞에|옆에|맨\s*+뒤에|맨\s*+앞에)\s*+)?"
    r"(?:(?:조커를|조커|그거|걔)\s*+)?(?:붙|넣|놓|이어)"
)
_GONE_OUT = patterns.compile(
    r"끝내|끝나|끝낼|루미큐브|털|나가|마무리|이기|이겨|이긴|승리|아웃|다\s*+내"
)


def last_joker_out(text: str) -> Computed | None:
    """Whether a last joker laid on a table set goes out: the set with the joker must be a
    set where it is laid (no 14 after 13, no 0 before 1); the first meld taken as made."""
    from tutor.games.rummikub.rules import RULE_END_OUT, RULE_RUN
    from tutor.games.rummikub.sets import JOKER, classify

    said = _LAST_JOKER_SAID.search(text)
    if said is None or not _GONE_OUT.search(text) or not _PLAY_ASKS.search(text):
        return None
    if re.search(r"등록|멜드|점수|\d\s*+점|몇|남의|상대|친구|다른\s*+사람", text):
        return None  # the meld, points or another player said: not the going out alone
    on = _LAST_JOKER_ON.search(text)
    if on is None or _JOKER_WORD.search(on.group("set")):
        return None
    found = _one_set(on.group("set"))
    if found is None or found[1]:
        return None
    table = found[0]
    outside = text[: on.start()] + " " + text[on.end() :]
    if len(_ANY_TILE.findall(outside)) != len(_JOKER_WORD.findall(outside)):
        return None  # another tile named: not the last joker alone
    info = classify([*table, JOKER])
    where = re.sub(r"\s+", " ", on.group("where") or "")
    label = _set_label(table)
    case = (
        f"받침대에 조커 한 장만 남음, 테이블의 {label}"
        f"{' ' + where if where else '에'} 붙임 (첫 등록을 마친 뒤로 봄)"
    )
    if classify(table).kind == "run" and where in ("끝에", "뒤에", "맨 뒤에", "앞에", "맨 앞에"):
        numbers = sorted(int(t[1:]) for t in table)
        after = where in ("끝에", "뒤에", "맨 뒤에")
        if (after and numbers[-1] == 13) or (not after and numbers[0] == 1):
            edge = "13 뒤에는 14가" if after else "1 앞에는 0이"
            other = "앞" if after else "뒤"
            return Computed(
                RUMMIKUB,
                "rummikub-play",
                f"아니요, {edge} 없어 그 자리에는 조커를 붙일 수 없습니다",
                f"조커도 1부터 13까지의 타일만 대신합니다. {other}쪽에 붙이면 {label}에 이어져 "
                "판을 끝낼 수 있습니다.",
                case,
                [],
                [ENTRY_JOKER_LAST, "rummikub.faq.joker-14", RULE_RUN],
                False,
            )
        if info.valid:
            info = classify([JOKER, *table] if not after else [*table, JOKER])
    if not info.valid:
        return Computed(
            RUMMIKUB,
            "rummikub-play",
            f"아니요, 조커를 붙여도 {josa(label, '은', '는')} 세트가 되지 않습니다",
            f"{(info.reason or '세트가 아닙니다').rstrip('.')}.",
            case,
            [],
            [ENTRY_JOKER_LAST, info.rule_id or RULE_SET],
            False,
        )
    joined = _set_label(list(info.tiles))
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        "네, 조커를 붙여 판을 끝낼 수 있습니다 (첫 등록을 마친 뒤라면)",
        f'조커를 붙인 {josa(joined, "이", "가")} 올바른 세트이고, 받침대가 비면 "루미큐브!"로 판이 '
        "끝납니다. 조커를 마지막 타일로 낼 수 없다는 규칙은 없습니다.",
        case,
        [f"붙인 뒤 테이블: {joined}"],
        [ENTRY_JOKER_LAST, RULE_END_OUT],
        True,
    )


# -- a joker asked to stand for 14 after 13, or 0 before 1 ------------------------------------
# "빨강 11 12 13 뒤에 조커 붙여서 14로 써도 됨?", "파랑 12 13 조커를 14로 써도 돼?", "빨강 1 2 3
# 앞에 조커 0으로 붙여도 됨?": the number said, so the place is (rummikub.faq.joker-14: no; the
# joker goes at the run's other end)
ENTRY_JOKER_14 = "rummikub.faq.joker-14"
_JOKER_PAST_EDGE = patterns.compile(
    # (the joker said after the run's tiles is read with them: "파랑 12 13 조커를 14로")
    rf"(?P<set>{_SEQ})\s*+(?:(?P<j>뒤에|다음에|끝에|앞에)\s*+(?:조커|죠커)\s*+)?"
    r"(?:(?:를|을|가|는)\s*+)?(?:(?:붙여서|붙이고|놓고|넣어서|넣고|붙여|놓아서)\s*+)?"
    r"(?P<n>14|0)\s*+(?:으로|로|이|가)?\s*+(?:써|쓰|쓸|쳐|치|놓|붙|넣|되|돼|인정|가능)"
)


def joker_past_edge(text: str) -> Computed | None:
    """A joker asked to be 14 after a run's 13 or 0 before its 1: no such tile, so no; the
    joker at the run's other end makes the set."""
    from tutor.games.rummikub.rules import RULE_RUN
    from tutor.games.rummikub.sets import JOKER, classify

    m = _JOKER_PAST_EDGE.search(text)
    if m is None or not _PLAY_ASKS.search(text, m.end() - 2):
        return None
    if _ANY_TILE.search(text[: m.start()] + " " + text[m.end() :]):
        return None  # another tile said: not this run alone
    tiles = _read_tiles(m.group("set"))
    if not tiles:
        return None
    if m.group("j") is None:
        # the joker named last with the run's tiles, and only there
        if tiles[-1] != JOKER or tiles.count(JOKER) != 1:
            return None
        tiles = tiles[:-1]
    numbers = sorted(int(t[1:]) for t in tiles if t != JOKER)
    if (
        JOKER in tiles
        or len(tiles) < 2
        or len({t[0] for t in tiles}) != 1
        or numbers != list(range(numbers[0], numbers[0] + len(numbers)))
    ):
        return None  # not one colour's run (a joker among its tiles, a gap, two colours)
    fourteen = m.group("n") == "14"
    if (fourteen and numbers[-1] != 13) or (not fourteen and numbers[0] != 1):
        return None  # 14 said after a run that ends before 13: not the edge asked
    fixed = classify([JOKER, *tiles] if fourteen else [*tiles, JOKER])
    if not fixed.valid:
        return None
    label = _set_label(list(tiles))
    other = _set_label(list(fixed.tiles))
    edge = "13 뒤의 14" if fourteen else "1 앞의 0"
    return Computed(
        RUMMIKUB,
        "rummikub-set",
        f"아니요, 조커는 {josa(edge, '이', '가')} 될 수 없습니다 ({ro(other)} 놓으면 세트가 됩니다)",
        f"타일의 숫자는 1부터 13까지뿐이고 조커도 그 안의 타일만 대신합니다. 조커를 "
        f"{'앞' if fourteen else '뒤'}쪽에 붙여 {ro(other)} 쓰세요.",
        f"{label}의 {'13 뒤' if fourteen else '1 앞'}에 조커를 {m.group('n')}(으)로 붙임",
        [f"조커를 {'앞' if fourteen else '뒤'}에 둔 세트: {other}"],
        [ENTRY_JOKER_14, RULE_RUN],
        False,
    )


def rummikub_split(text: str) -> Computed | None:
    """Whether splitting a table run into the sets the question names, with the player's
    tiles, is a valid turn (after the first meld): the engine's judgement of the new table."""
    from collections import Counter

    from tutor.games.rummikub.rules import RULE_MANIPULATION

    if _BEFORE_MELD.search(text) or _SPLIT_DECLINE.search(text) or not _PLAY_ASKS.search(text):
        return None
    table_m = _FIT_TABLE.search(text)
    if table_m is None:
        return _split_alone(text)
    rack_m = _FIT_RACK.search(text, table_m.end() - 1)
    split = _SPLIT_INTO.search(text, rack_m.end()) if rack_m else None
    if rack_m is None or split is None:
        return _split_alone(text)
    found = _table_of(table_m.group("table"))
    rack = _tiles_in(rack_m.group("rack"))
    if found is None or rack is None or found[1]:
        return None
    table, _assumed = found
    said = "sets" if split.group("sets") is not None else "made"
    if _tile_count(text) != sum(
        _tile_count(m.group(g)) for m, g in ((table_m, "table"), (rack_m, "rack"), (split, said))
    ):
        return None
    named = re.sub(r"\s*+/\s*", " 그리고 ", split.group(said))
    colours = {t[0] for s in table for t in s} | {t[0] for t in rack}
    if not _COLOUR_WORD.search(named):
        if len(colours) != 1:
            return None  # numbers alone, and more than one colour they could be
        word = _RK_COLOURS[next(iter(colours))][0]
        pieces = [p for p in _MELD_SPLIT.split(named) if p.strip()]
        named = " 그리고 ".join(f"{word} {p}" for p in pieces)
    proposed: list[list[str]] = []
    # (the sets named start and end with a tile and a tile follows every join: no piece blank)
    for piece in _MELD_SPLIT.split(named):
        tiles = _tiles_of(piece)
        if tiles is None or len(tiles) < 2:
            return None
        proposed.append(tiles)
    if len(proposed) < 2 or len(proposed) > 4:
        return None
    before_tiles, after_tiles = (
        Counter(t for s in table for t in s),
        Counter(t for s in proposed for t in s),
    )
    placed = after_tiles - before_tiles
    if placed - Counter(rack) or not placed or before_tiles - after_tiles:
        return None  # tiles of the table left out, or tiles not the player's: not this case
    if not _box_allows(*table, rack):
        return None
    used = list(placed.elements())
    case = (
        f"테이블: {'; '.join(_set_label(s) for s in table)} / 내 타일: {_shown(rack)} → "
        f"{ro(', '.join(_set_label(s) for s in proposed))} 나눔 (첫 등록을 마친 뒤로 봄)"
    )
    return _split_judged(table, proposed, used, case, RULE_MANIPULATION)


# -- tiles added to a set one after another ----------------------------------------------
# "7 그룹이 빨강 파랑 검정으로 세 장 있는데 노랑 7 붙이고 또 빨강 7 붙일 수 있어?"
_EXTEND = patterns.compile(
    rf"(?P<set>{_SEQ}){_SET_WORD}\s*+(?:이|가)?\s*+(?:있는데|있고|인데|에다가|에다|에|,)\s*"
    r"(?P<adds>.+?)\s*+(?:붙일|붙여|붙이면|붙이는|붙이기|넣을|넣어도|넣으면|추가)"
)
_THEN = patterns.compile(
    r"\s*+(?:을|를)?\s*+(?:붙이고|붙인\s*+(?:다음|뒤|후)(?:에)?|붙여서|넣고|추가하고)\s*"
    r"(?:또|다시|거기에|거기다|그\s*+다음(?:에)?|그리고|이어서)?\s*"
)
_EXTEND_DECLINE = patterns.compile(r"등록|빼|떼|가져|회수|테이블에서|뽑|더미|점수|몇\s*+점")
# "상대가 낸 빨강 5 6 7에 내 빨강 8 9": another player's set and the asker's tiles, a move
# whose first meld decides (not said: not read, as the join of one tile), not a set's question
_EXTEND_MOVE = patterns.compile(rf"(?<![가-힣]){_OTHER_PERSON}\s*(?:가|이|의|는|은)?\s")


def rummikub_extend(text: str) -> Computed | None:
    """Which of the tiles added one after another to a named set keep it a set: in one turn,
    judged on the set when the turn ends (the most of them that keep it a set)."""
    from itertools import combinations

    from tutor.games.rummikub.sets import JOKER, RULE_GROUP, RULE_RUN, classify, tile_name

    if _EXTEND_DECLINE.search(text) or _BEFORE_MELD.search(text) or not _PLAY_ASKS.search(text):
        return None
    if _EXTEND_MOVE.search(text):
        return None  # the asker's tiles onto another's set: the unsaid meld decides
    if re.search(r"(?:다음|나중)\s*+(?:턴|차례)|나중에", text):
        return None  # over several turns: each must leave the table valid
    text = _group_first(text)
    m = _EXTEND.search(text)
    if m is None:
        return None
    base = _read_tiles(m.group("set"))
    if base is None or JOKER in base or not classify(base).valid:
        return None
    parts = [p for p in _THEN.split(m.group("adds")) if p.strip()]
    if not 1 <= len(parts) <= 4:
        return None
    adds: list[str] = []
    for part in parts:
        tiles = _tiles_of(re.sub(r"^(?:또|다시)\s*|\s*+(?:또|다시|까지)\s*$", "", part.strip()))
        if tiles is None or JOKER in tiles:
            return None
        adds.extend(tiles)
    if not 2 <= len(adds) <= 4:
        return None  # one tile added: whether the set stays a set (rummikub_set)
    if len(parts) == 1 and not re.fullmatch(
        r"\s*+(?:이|가)?\s*+(?:에다가|에다|에)\s*", text[m.end("set") : m.start("adds")]
    ):
        return None  # "… 있고 나한테 빨강 7, 8 있으면": the rack's tiles, for the hint
    if _tile_count(text) != _tile_count(m.group("set")) + _tile_count(m.group("adds")):
        return None
    start = classify(base)
    # the tiles go down in one turn: the table need only be valid when the turn ends, so the
    # most of them that make one set with it go on (빨강 3 4 5에 7, 6: 3-4-5-6-7)
    chosen: list[int] | None = None
    for size in range(len(adds), 0, -1):
        fits = [
            c
            for c in combinations(range(len(adds)), size)
            if classify([*base, *(adds[i] for i in c)]).valid
        ]
        if len({tuple(sorted(adds[i] for i in c)) for c in fits}) > 1:
            return None  # two ways to keep the set, neither the question's
        if fits:
            chosen = list(fits[0])
            break
    kept = [adds[i] for i in chosen or []]
    final = list(classify([*base, *kept]).tiles) if kept else list(start.tiles)
    taken = [tile_name(t) for t in kept]
    refused: list[tuple[str, str, str]] = []  # tile, reason, rule
    details = []
    if kept:
        details.append(
            f"{josa(_or_and(taken), '을', '를')} 붙이면 {_set_label(final)}: {len(final)}장 "
            f"{'연속' if classify(final).kind == 'run' else '그룹'}이 됩니다."
        )
        current = list(start.tiles)
        for tile in kept:  # a tile that makes no set until a later one is down
            step = classify([*current, tile])
            if not step.valid:
                details.append(
                    f"{josa(tile_name(tile), '만', '만')} 먼저 놓으면 세트가 되지 않지만, 한 차례에 "
                    "함께 내면 차례가 끝날 때 테이블의 세트가 올바르므로 괜찮습니다."
                )
                break
            current = list(step.tiles)
    for i, tile in enumerate(adds):
        if chosen is not None and i in chosen:
            continue
        info = classify([*final, tile])
        reason = (info.reason or "세트가 되지 않습니다").rstrip(".")
        name = tile_name(tile)
        if adds[:i].count(tile):
            name = f"두 번째 {name}"  # "빨강 6 붙이고 빨강 6": the second one
        # ("빨강 11 12 13에 빨강 1 붙여도": refused as a run going round, the FAQ on exactly that)
        rule = ENTRY_WRAP if _wraps([*final, tile]) else info.rule_id or RULE_SET
        refused.append((name, reason, rule))
        details.append(f"{josa(name, '은', '는')} 붙일 수 없습니다: {reason}.")
    current = final
    wanted = RULE_RUN if start.kind == "run" else RULE_GROUP
    if not refused:
        verdict = f"네, {_or_and(taken)} 모두 붙일 수 있습니다"
        ok: bool | None = True
        rules = [wanted, RULE_SET]
    else:
        no = [n for n, _r, _u in refused]
        if taken:
            verdict = f"{josa(_or_and(taken), '은', '는')} 붙일 수 있고, {josa(_or_and(no), '은', '는')} 붙일 수 없습니다"
            ok = None
        else:
            verdict = f"아니요, {_or_and(no)} 모두 붙일 수 없습니다"
            ok = False
        first_rule = refused[0][2]
        rules = [first_rule] + ([wanted] if wanted != first_rule else [])
    if refused:
        name, reason, _rule = refused[0]
        summary = f"{josa(name, '은', '는')} 붙일 수 없습니다: {reason}."
        if taken:
            summary = f"{josa(_or_and(taken), '은', '는')} 붙일 수 있지만, " + summary
    else:
        summary = f"한 차례에 함께 붙이면 {_set_label(current)}, {len(current)}장이 됩니다."
    return Computed(
        RUMMIKUB,
        "rummikub-extend",
        verdict,
        summary,
        f"{_set_label(list(classify(base).tiles))}에 붙일 타일, 차례대로: "
        + ", ".join(tile_name(t) for t in adds),
        details,
        rules,
        ok,
    )


def _or_and(names: list[str]) -> str:
    """ "주황 7", "파랑 6과 파랑 7"."""
    if len(names) == 1:
        return names[0]
    return " ".join([*(josa(n, "과", "와") for n in names[:-1]), names[-1]])


# -- a blocked game's end: the lowest rack wins ---------------------------------------------
# "루미큐브 더미 다 떨어졌고 아무도 못 내. 나 받침대 합 12, 상대 20이면?"
_BLOCKED_CUE = patterns.compile(
    r"(?:더미|(?<![가-힣])풀)\s*+(?:이|가|도|는)?\s*+(?:다\s*)?(?:떨어|없|비었|비어|바닥)"
    r"|타일\s*+(?:이|도)?\s*+다\s*+떨어"
    r"|아무도\s*+(?:못|안)\s*+(?:내|놓)|(?:다들|모두|둘\s*+다)\s*+못\s*+내|막혔|막혀|막힌|막히면"
    r"|더\s*+(?:이상\s*)?낼\s*+(?:게|것|수)\s*+없"
)
_BLOCKED_DECLINE = patterns.compile(
    r"다\s*+(?:털|내서|냈|내고|내면)|루미큐브\s*+(?:외|했|하면)|받침대(?:를|가)?\s*+(?:다\s*)?비"
    r"|조커|등록|몇\s*+장"
)
# "아무도 못 내", "막혔어", "게임 끝났는데": nobody can play (an empty pool alone does not end
# the game: play goes on while anyone can play)
_NOBODY_PLAYS = patterns.compile(
    r"아무도\s*+(?:못|안)\s*+(?:내|놓)|(?:다들|모두|둘\s*+다|셋\s*+다|다)\s*+못\s*+내|막혔|막혀|막힌|막히면"
    r"|더\s*+(?:이상\s*)?낼\s*+(?:게|것|수)\s*+없|낼\s*+(?:수|게|것)\s*+있는\s*\S+\s*+(?:이|가|도)?\s*+없"
    r"|끝났|끝나서|끝난"
    # "한 바퀴 다 패스했어요", "다들 패스하고": every player passed
    r"|(?:다|모두|다들)\s*+패스"
)
# "상대는 아직 낼 수 있어", "더미 떨어지면 게임 끝나?": the game goes on, or whether it ends is
# what is asked
_BLOCKED_GOES_ON = patterns.compile(
    r"(?:아직|더)\s*+(?:낼\s*+(?:수|게|것)\s*+(?:이\s*)?(?:있|남)|내고\s*+있)"
    r"|낼\s*+(?:수|게|것)\s*+(?:이\s*)?있(?!는\s*\S+\s*+(?:이|가|도)?\s*+(?:없|하나도))"
    r"|끝나(?:\?|나|요|냐|니|는지|는\s*+거|지|$)|끝이야|끝인가|끝이에요|계속\s*+(?:해|하|돼|되|진행)"
)
_BLOCKED_ASKS = patterns.compile(
    r"이면\s*\??$|누가|승자|이겨|이긴|몇\s*+점|점수|어떻게\s*+(?:돼|되|계산)|얼마|계산"
)
_ME = r"(?<![가-힣])(?:나|내|저|제|난|전)"
# another player by a name ("민지는 10, 준호는 15"): two or three syllables and 는/은 before the
# sum (never a word of the game's or the question's: "내 손에는 10" is the asker's rack)
_NAME_BEFORE_SUM = (
    r"(?!(?:더미|타일|점수|합계|총합|나머지|테이블|받침대|숫자|남은|차이|마지막|처음|조커|우리|모두"
    r"|다들|사람|게임|이번|그럼|그래서|그리고|근데|아무도|둘이|셋이|넷이|손에|랙에|손패)(?:는|은))"
    r"[가-힣]{2,3}?(?=\s*+(?:는|은)\s*+(?:합\s*(?:이|은)?\s*)?\d)"
)
_BLOCKED_OTHER = rf"(?<![가-힣a-z])(?:{_OTHER_PERSON}|[a-d]|{_NAME_BEFORE_SUM})"
# a rack's sum ("나 12", "상대 받침대 합 20점", "내 손엔 합 4") or its tiles ("내 받침대 5 8")
_SUM_AFTER = (
    r"\s*(?:는|은|이|가|의)?\s*(?:받침대|랙|타일|손)?\s*(?:에는|엔|에|는|은|의)?\s*(?:남은\s*)?"
    r"(?:(?:숫자\s*)?(?:합계?|총합)\s*(?:이|은|는|가)?)?\s*"
    r"(?P<n>\d{1,3}(?:\s*+[,+]?\s*+(?:1[0-3]|[1-9])(?!\d))*)\s*(?:점)?"
    r"(?!\s*+(?:장|개|명|인))"
)
_MY_SUM = patterns.compile(_ME + _SUM_AFTER)
_THEIR_SUM = patterns.compile(rf"(?P<who>{_BLOCKED_OTHER}){_SUM_AFTER}")
# "상대 몇 점?", "친구 점수는?": the points of another player asked
# "나는", "제 점수", "내가": the one asking, a player of the game
_ME_SAID = patterns.compile(
    r"(?<!못\s)(?<!안\s)(?<!다\s)(?<!등록\s)" + _ME + r"(?:는|가|도|의|한테)?(?![가-힣.?!])"
)
# ("동생이 +몇점?", "형은 마이너스 몇 점?": the sign said with it)
_BLOCKED_ASKED = patterns.compile(
    rf"(?P<who>{_BLOCKED_OTHER})\s*(?:는|은|의|이|가)?\s*{_SIGN_SAID}(?:몇\s*+점|점수)"
)


def _rack_total(said: str) -> int | None:
    """ "12" → 12 (a sum), "5 8" → 13 (tiles, each 1 to 13)."""
    numbers = [int(n) for n in re.findall(r"\d+", said)]
    if len(numbers) > 1 and any(not 1 <= n <= 13 for n in numbers):
        return None
    return sum(numbers)


def _points(n: int) -> str:
    """ "+8점", "−6점", "0점"."""
    return f"+{n}점" if n > 0 else f"−{-n}점" if n < 0 else "0점"


def _rack_for(total: int) -> list[str]:
    """Tiles that add up to ``total`` (the end scoring reads only the sums)."""
    tiles = ["r13"] * (total // 13)
    if total % 13:
        tiles.append(f"r{total % 13}")
    return tiles


# "나는 조커 (하나) 남았고 동생은 13 12", "나는 조커 5 남았고", "나는 조커랑 4": a player's
# rack with a joker, which counts 30 on a rack at the end as in a game gone out
# (rummikub.scoring.joker-30): the rack is read as its sum ("조커 2", two jokers or a joker and
# a 2, is refused by :func:`compute`)
_JOKER_RACK_LEFT = patterns.compile(
    rf"(?<![가-힣])(?P<who>{_OTHER_PERSON}|나|난|저|전)(?P<p>\s*(?:는|은)?\s+)"
    r"(?P<tiles>(?:(?:조커|죠커|(?<!\d)(?:1[0-3]|[1-9])(?!\d))"
    r"(?:\s*+(?:,|이랑|랑|하고|과|와)\s*|\s+|(?=남|이고|고\s)))+)"
    r"(?=\s*(?:남|,|이고|고\s|[가-힣]{1,4}\s*+(?:는|은)\s|누가|누구"
    # ("나 조커랑 1 형 13 13": the next player named bare)
    rf"|{_OTHER_PERSON}\s*+(?:이|가)?\s*+(?:\d|조커|죠커)))"
)


def _joker_racks(text: str) -> tuple[str, int, dict[str, str]]:
    """The end's racks with a joker among their tiles written as their sums (a joker 30), how
    many were, and how each rack of several tiles adds up, by its player ("나": the asker)."""
    accounts: dict[str, str] = {}
    out = []
    at = 0
    found = 0
    for m in _JOKER_RACK_LEFT.finditer(text):
        tiles = m.group("tiles")
        jokers = len(_JOKER_WORD.findall(tiles))
        numbers = [int(n) for n in re.findall(r"\d+", tiles)]
        written = m.group(0)
        if 1 <= jokers <= 2:
            found += 1
            written = f"{m.group('who')}{m.group('p')}{30 * jokers + sum(numbers)} "
            if numbers or jokers > 1:
                who = "나" if m.group("who") in ("나", "난", "저", "전") else m.group("who")
                accounts[who] = " + ".join(["조커 30"] * jokers + [str(n) for n in numbers])
        out.append(text[at : m.start()] + written)
        at = m.end()
    return "".join(out) + text[at:], found, accounts


# "… 내가 이기는 거 맞지?", "형이 이긴 거 맞아?": who wins the blocked game, claimed at the end
_BLOCKED_WIN_CLAIM = patterns.compile(
    rf"(?<![가-힣])(?P<who>내가|제가|{_OTHER_PERSON}(?=이|가))(?:이|가)?\s*"
    r"(?:이기는|이긴|이겨|이김|승리(?:하는|한)?)\s*(?:(?:거|게|것)\s*)?"
    r"(?:맞[가-힣]*|지|죠|지요|거지|거죠)?\s*[?？!.~]*\s*$"
)


# "… 둘 다 0점 맞지?", "비긴 거 맞아?", "무승부지?": a tie claimed at the end of a blocked game
_BLOCKED_TIE_CLAIM = patterns.compile(
    r"(?:둘\s*+다\s*+0\s*+점|비긴|비겼|비기는|비김|무승부|공동\s*+(?:승리|우승|1등))\s*"
    r"(?:(?:이|인|거|게|것)\s*)?(?:맞[가-힣]*|지|죠|지요|거지|거죠|이지|이야|야|이죠|임)?"
    r"\s*[?？!.~]*\s*$"
)


def _blocked_tie_claimed(text: str) -> Computed | None:
    """A tie claimed of a blocked game (:data:`_BLOCKED_TIE_CLAIM`), checked by "누가 이겨?"
    asked instead; a tie of two among three or more (who share the third's loss) is no draw
    of "both" and is not read."""
    claim = _BLOCKED_TIE_CLAIM.search(text)
    if claim is None:
        return None
    found = _blocked_end(text[: claim.start()] + " 누가 이겨?")
    if found is None:
        return None
    ok = "공동" in found.verdict
    if ok and "(나 0점)" not in found.verdict:
        return None  # three or more, two tied sharing a loss: not a draw of "both"
    return replace(found, verdict=f"{'네' if ok else '아니요'}, {found.verdict}", ok=ok)


def blocked_end(text: str) -> Computed | None:
    """Who wins and the points when the pool is empty and nobody can play, from the racks'
    sums the question names: the engine's end scoring of a blocked game (a rack of a joker
    alone counts 30); who wins, claimed ("내가 이기는 거 맞지?"), is checked."""
    if _BLOCKED_TIE_CLAIM.search(text):
        return _blocked_tie_claimed(text)
    claim = _BLOCKED_WIN_CLAIM.search(text)
    if claim is None:
        return _blocked_end(text)
    found = _blocked_end(text[: claim.start()] + " 누가 이겨?")
    if found is None or "공동" in found.verdict:
        return None  # (a tie: the claim is half right)
    said = "나" if claim.group("who") in ("내가", "제가") else claim.group("who")
    won = re.match(r"(?:내가|(?P<w>\S+?)(?:이|가)) 이깁니다", found.verdict)
    if won is None:
        return None
    ok = (won.group("w") or "나") == said
    return replace(found, verdict=f"{'네' if ok else '아니요'}, {found.verdict}", ok=ok)


def _blocked_end(text: str) -> Computed | None:
    """:func:`blocked_end` with no claim."""
    text = _without_meld_remark(text)  # the meld changes nothing in the end's points
    text = _colourless(text)
    text, lone_jokers, joker_accounts = _joker_racks(text)
    if _COLOUR_UNNUMBERED.search(text):
        return None  # "파랑 한 장 남았어": a tile whose number is not told
    text = _ONE_TILE.sub("", _JOINED_NUMBERS.sub(", ", text))
    from tutor.games.rummikub.rules import RULE_END_BLOCKED, RULE_SCORE_BLOCKED
    from tutor.games.rummikub.scoring import score_blocked

    if not _BLOCKED_CUE.search(text) or _BLOCKED_DECLINE.search(text) or _COUNT_LEFT.search(text):
        return None
    if not _BLOCKED_ASKS.search(text) or _BLOCKED_GOES_ON.search(text) or _MATCH_TOTAL.search(text):
        return None
    said_over = _NOBODY_PLAYS.search(text) is not None
    rest = _without_counts(text)
    mine = list(_MY_SUM.finditer(rest))
    theirs = list(_THEIR_SUM.finditer(rest))
    if len(mine) > 1 or not 1 <= len(theirs) <= 4 - len(mine):
        return None
    who = [m.group("who").upper() if len(m.group("who")) == 1 else m.group("who") for m in theirs]
    if len(set(who)) != len(who):
        return None
    players = players_named(text)
    if players is not None and players != len(mine) + len(theirs):
        return None  # a player whose rack is not named
    if not mine and (
        len(theirs) < 2
        or _ME_SAID.search(rest)
        or not (players == len(theirs) or all(len(w) == 1 for w in who))
    ):
        # "A 10점, B 25점, C 7점": every player's rack, the one asking not among them; with
        # the one asking playing too ("상대 12, 친구 20이면 나는?") a rack is missing
        return None
    racks = [*mine, *theirs]
    totals = [_rack_total(m.group("n")) for m in racks]
    said = sum(len(re.findall(r"\d+", m.group("n"))) for m in racks)
    if any(t is None for t in totals) or len(re.findall(r"\d+", rest)) != said:
        return None
    sums = [t for t in totals if t is not None]
    if any(s > 300 for s in sums):
        return None
    # tiles named ("내 받침대 5 8"): shown as they add up
    shown = [
        " + ".join(n) + " = " if len(n := re.findall(r"\d+", m.group("n"))) > 1 else ""
        for m in racks
    ]
    names = ["나", *who] if mine else who
    # ("나 조커 30 + 5 = 35점": a rack with a joker, as it adds up)
    shown = [
        f"{joker_accounts[n]} = " if n in joker_accounts else said
        for n, said in zip(names, shown, strict=True)
    ]
    scores, winners, _events = score_blocked([_rack_for(s) for s in sums], names)
    low = min(sums)
    if not mine:
        # every player named: the winner and what each one gets
        won = _or_and([names[p] for p in winners])
        each = ", ".join(f"{n} {_points(x)}" for n, x in zip(names, scores, strict=True))
        verdict = (
            f"{josa(won, '이', '가')} 이깁니다 ({each})"
            if len(winners) == 1
            else f"{won} 공동 승리입니다 ({each})"
        )
    elif winners == [0]:
        verdict = f"내가 이깁니다 ({_points(scores[0])})"
    elif len(winners) == 1:
        verdict = f"{josa(names[winners[0]], '이', '가')} 이깁니다 (나 {_points(scores[0])})"
    elif 0 in winners:
        verdict = f"공동 승리입니다 (나 {_points(scores[0])})"
    else:
        both = ", ".join(names[p] for p in winners)
        verdict = f"{both} 공동 승리입니다 (나 {_points(scores[0])})"
    asked = [m.group("who") for m in _BLOCKED_ASKED.finditer(rest)]
    asked = [w.upper() if len(w) == 1 else w for w in asked]
    if asked and not _ME_ASKED.search(rest):
        # "상대 몇 점?": that player's points first, then who wins
        if len(set(asked)) != 1 or asked[0] not in names:
            return None
        p = names.index(asked[0])
        won = "내가" if mine and winners == [0] else josa(names[winners[0]], "이", "가")
        verdict = f"{asked[0]} {_points(scores[p])} ({won} 이깁니다)"
        if len(winners) > 1:
            # a loser asked: who shared the win ("친구 −8점 (공동 승리)" read as 친구's)
            shared = "" if p in winners else _or_and([names[w] for w in winners]) + " "
            verdict = f"{asked[0]} {_points(scores[p])} ({shared}공동 승리)"
    details = [
        f"{names[p]}: 받침대 합 {s}점"
        + (
            f" → 가장 작은 합 {low}점과의 차이 {s - low}점을 잃어 {_points(scores[p])}"
            if p not in winners
            else f" → 가장 작아 {'이김' if len(winners) == 1 else '함께 이김'}, {_points(scores[p])}"
        )
        for p, s in enumerate(sums)
    ]
    share = "승자는 그 차이를 모두 더해 얻습니다."
    if len(winners) > 1:
        # "+3점, +2점": the tied winners' shares, and how an odd point is given
        gain = sum(s - low for s in sums)
        both = _or_and([names[p] for p in winners])
        share = "가장 작은 합이 같은 사람은 함께 이겨 그 차이의 합을 똑같이 나눕니다."
        line = f"{josa(both, '이', '가')} 함께 이겨 차이의 합 {gain}점을 나눕니다."
        if len(winners) == len(sums):
            line = "모두 받침대 합이 같아 아무도 점수를 얻거나 잃지 않습니다."
        elif gain % len(winners):
            line += (
                " 똑같이 나누어떨어지지 않아, 남는 점수는 말한 순서상 앞선 승자부터 1점씩 더 "
                "받는 것으로 셌습니다(규칙서에 없는 경우라 이 서비스가 정한 방법입니다)."
            )
        details.append(line)
    if not said_over:
        details.append(
            "더미가 떨어져도 낼 수 있는 사람이 있으면 게임은 계속됩니다. 이 셈은 아무도 더 낼 수 "
            "없어 게임이 끝났을 때의 것입니다."
        )
    rules = [RULE_SCORE_BLOCKED, RULE_END_BLOCKED]
    if len(winners) > 1:
        rules.append("rummikub.faq.blocked-tie")
    if lone_jokers:
        details.append("받침대에 남은 조커는 30점으로 셉니다.")
        rules.append(RULE_SCORE_JOKER)
    return Computed(
        RUMMIKUB,
        "rummikub-blocked",
        verdict,
        f"더미가 떨어지고 아무도 낼 수 없으면 받침대 합이 가장 작은 사람({low}점)이 이기고, "
        f"다른 사람은 그 합과의 차이만큼 잃으며 {share}",
        "더미가 비고 아무도 낼 수 없어 끝난 판"
        + ("" if said_over else "(아무도 더 낼 수 없다고 봄)")
        + ", 받침대 합: "
        + ", ".join(f"{n} {said}{s}점" for n, said, s in zip(names, shown, sums, strict=True)),
        details,
        rules,
        None,
    )


# -- a tile just drawn: the turn is over --------------------------------------------------
# "빨강 6 7 있는데 방금 더미에서 뽑은 게 빨강 8이야 바로 내도 돼?"
_DRAWN_CUE = patterns.compile(
    r"(?:더미|풀|가운데|바닥)\s*+에서\s*(?:방금\s*)?(?:한\s*+장\s*)?"
    rf"(?:{_SEQ}\s*(?:을|를)?\s*)?(?:뽑|가져|집|드로우)"
    rf"|방금\s*+(?:{_SEQ}\s*(?:을|를)?\s*)?(?:뽑|가져온|가져왔|집은|집었|드로우)"
    r"|뽑은\s*+(?:게|거|타일)|드로우한|한\s*+장\s*+(?:뽑|가져|집)"
)
_DRAWN_NOW = patterns.compile(
    r"바로|곧바로|이번\s*+(?:차례|턴)|그\s*+(?:차례|턴)|같은\s*+(?:차례|턴)|당장"
)
_DRAWN_TILE = patterns.compile(
    rf"(?:뽑은|가져온|집은|드로우한)\s*+(?:(?:게|거|타일(?:이|은)?|건)\s*)?(?P<a>{_SEQ})"
    rf"|(?P<b>{_SEQ})\s*+(?:을|를|이|가)?\s*+(?:뽑았|가져왔|집었|드로우|뽑아서|가져와서|나왔|뽑음)"
    rf"|(?:뽑았|가져왔|집었)\S*\s*+(?P<c>{_SEQ})\s*+(?:이라서|라서|이야|야|인데|이네|이에요|예요|나왔)"
    # "…바로 내도 돼? 빨강 8이야": the tile said last
    rf"|[?？.!]\s*+(?P<d>{_SEQ})\s*+(?:이야|야|이에요|예요|임|이었어|였어)\s*[?？.!~]*$"
)
# "바로 테이블 빨강 5 6 7에 붙여도 돼?": tiles of the table, not of the rack
_DRAWN_TABLE = patterns.compile(
    r"(?:테이블|바닥\s*+에\s*+(?:있는|깔린|놓인)|남의\s*+세트|상대\s*+세트)\s*(?:위\s*)?"
    rf"(?:에\s*+있는|에\s*+놓인|에|의|엔)?\s*+(?:있는\s*)?(?P<table>{_SEQ})"
)
# "뽑은 빨강 7을 바로 빨강 4 5 6에 붙여도 돼?": the set the tile is added to, laid (on the
# table) though the table is not named, not tiles held
_DRAWN_ONTO = patterns.compile(
    rf"(?P<table>{_SEQ})\s*+(?:에다가|에다|에)\s*+(?:바로\s*)?(?:붙|이어|넣|끼워|끼우|추가)"
)
_DRAWN_DECLINE = patterns.compile(r"다음\s*+(?:차례|턴)|몇\s*+장|벌칙|1분|시간|점수|몇\s*+점")


def drawn_tile(text: str) -> Computed | None:
    """Whether a tile just drawn from the pool can be played at once: the engine's turn after
    a draw (the draw ends it: the next player is to move)."""
    from tutor.engine import RuleViolation
    from tutor.games.rummikub import ENGINE
    from tutor.games.rummikub.rules import RULE_DRAW, RULE_ORDER
    from tutor.games.rummikub.sets import classify, describe_set, sort_key, tile_name

    if not (_DRAWN_CUE.search(text) and _DRAWN_NOW.search(text) and _PLAY_ASKS.search(text)):
        return None
    if _DRAWN_DECLINE.search(text):
        return None
    m = _DRAWN_TILE.search(text)
    if m is None:
        # "방금 뽑은 타일 바로 내도 돼?": no tile named at all, the same for any tile
        return None if _ANY_TILE.search(text) else _drawn_any()
    group = next(g for g in ("a", "b", "c", "d") if m.group(g))
    drawn_part = m.group(group)
    drawn = _tiles_of(drawn_part)
    if drawn is None or len(drawn) != 1:
        return None
    span = m.span(group)
    rest = text[: span[0]] + " " + text[span[1] :]
    table_m = _DRAWN_TABLE.search(rest) or _DRAWN_ONTO.search(rest)
    table = _read_tiles(table_m.group("table")) if table_m else None
    if table_m and table is None:
        return None
    if table_m:
        rest = rest[: table_m.start("table")] + " " + rest[table_m.end("table") :]
    held_words = _ANY_TILE.findall(rest)
    held = _tiles_in(" ".join(held_words)) if held_words else []
    if held is None or len(held) > 6 or not _box_allows(held, drawn, table or []):
        return None
    other = ["k13"] if "k13" not in held + drawn else ["o13"]
    state = ENGINE.new_game(
        2,
        setup={"racks": [held or ["o1"], other], "pool": drawn, "melded": [True, True]},
    )
    events = state.apply({"type": "draw"})
    if events[0].get("tiles") != drawn or state.to_move != 0 + 1:
        return None
    set_of = classify(sorted([*held, *drawn], key=sort_key)) if len(held) >= 2 else None
    try:
        state.apply({"type": "play", "player": 0, "table": [[*held, *drawn]]})
    except RuleViolation as refused:
        if refused.rule_id != RULE_ORDER:
            return None
    else:  # pragma: no cover - the engine let the player who drew move again
        return None
    name = tile_name(drawn[0])
    details = [f"가져온 {josa(name, '은', '는')} 받침대에 두고, 다음 내 차례부터 낼 수 있습니다."]
    if table is not None:
        details.append(
            f"첫 등록을 마쳤다면 다음 차례에 {josa(name, '을', '를')} 테이블의 "
            f"{_set_label(table)}에 붙여 볼 수 있습니다."
        )
    if set_of is not None and set_of.valid:
        shown_set = f"{describe_set(list(set_of.tiles))}({set_of.value}점)"
        details.append(
            f"다음 차례에는 {josa(shown_set, '을', '를')} 낼 수 있습니다 (30점 이상이라 첫 등록으로도 됩니다)."
            if set_of.value >= 30
            else f"첫 등록을 마쳤다면 다음 차례에 {josa(shown_set, '을', '를')} 낼 수 있습니다 "
            "(첫 등록으로는 30점에 못 미칩니다)."
        )
    return Computed(
        RUMMIKUB,
        "rummikub-drawn-tile",
        "아니요, 가져온 차례에는 낼 수 없습니다",
        "더미에서 한 장을 가져오면 그것으로 차례가 끝나고 다음 사람 차례가 됩니다.",
        f"더미에서 방금 {josa(name, '을', '를')} 가져옴"
        + (f", 받침대에 {_shown(held)}" if held else "")
        + (f", 테이블에 {_set_label(table)}" if table is not None else ""),
        details,
        [ENTRY_PLAY_DRAWN, RULE_DRAW],
        False,
    )


def _drawn_any() -> Computed | None:
    """A tile just drawn, not named: the engine's turn after a draw, for a stand-in tile."""
    from tutor.games.rummikub import ENGINE
    from tutor.games.rummikub.rules import RULE_DRAW

    state = ENGINE.new_game(
        2, setup={"racks": [["o1"], ["k13"]], "pool": ["r5"], "melded": [True, True]}
    )
    state.apply({"type": "draw"})
    if state.to_move != 1:  # pragma: no cover - the draw did not end the turn
        return None
    return Computed(
        RUMMIKUB,
        "rummikub-drawn-tile",
        "아니요, 가져온 차례에는 낼 수 없습니다",
        "더미에서 한 장을 가져오면 그것으로 차례가 끝나고 다음 사람 차례가 됩니다.",
        "더미에서 방금 타일 한 장을 가져옴",
        ["가져온 타일은 받침대에 두고, 다음 내 차례부터 낼 수 있습니다."],
        [ENTRY_PLAY_DRAWN, RULE_DRAW],
        False,
    )


# -- a turn over its time --------------------------------------------------------------------
# "시간 초과됐는데 테이블 정리 못 했으면 어떻게 돼?", "1분 동안 아무것도 못 내면 몇 장 먹어?"
_TIMEOUT_CUE = patterns.compile(
    r"시간\s*+(?:이\s*)?(?:초과|오버|다\s*+(?:됐|되|지나|끝)|넘|끝나|끝났|지나)|타임\s*+(?:오버|아웃)"
    r"|time\s*+(?:limit|out|over)|(?:1|일)\s*+분\s*+(?:이\s*)?(?:넘|지나|지났|초과|다\s*+(?:됐|되))"
    r"|모래시계\s*+(?:가\s*)?(?:다\s*)?(?:떨어|끝|내려)"
    # "1분 동안 아무것도 못 내면": the minute gone with nothing played
    r"|(?:1|일)\s*+분\s*+(?:동안|안에|내에)\s*(?=(?:아무것도|하나도|한\s*+장도)\s*+(?:못|안)\s*+(?:내|놓|놨))"
)
# the table left broken when the time ran out: mid-rearrangement, not put right
_TIMEOUT_BROKEN = patterns.compile(
    r"(?:정리|재배치|배치|고치|옮기|맞추|짜)\S*\s*+(?:하\s*)?(?:다가|던\s*+중|는\s*+중|도중)"
    r"|(?:정리|재배치|배치)\s*+(?:를|을)?\s*+(?:다\s*)?(?:못|안)"
    r"|(?:다\s*)?(?:못|안)\s*+(?:맞췄|맞춰|끝냈|끝내|마쳤|마치|고쳤|고치|정리)"
    r"|(?:세트|테이블)\S*\s*+(?:가|이)?\s*+(?:규칙에\s*)?(?:안\s*+맞|맞지\s*+않|엉망|깨진|깨져|틀어|흐트러|섞여|섞인)"
)
# "조작하다가 1분 지났는데 테이블은 규칙에 맞는 상태였어요": the table as the rules want it
# when the time ran out (the turn is still not played: one tile, after the table is put back)
_TIMEOUT_VALID = patterns.compile(
    r"(?:세트|테이블)\S*\s*(?:은|는|이|가)?\s*(?:규칙에\s*)?(?:다\s*|모두\s*)?"
    r"(?:맞는\s*+상태|맞았|맞게\s*+(?:돼|되어|놓여)\s*+있었|올바른\s*+상태|올바랐|멀쩡)"
    r"(?!\S*\s*+(?:가\s*|이\s*|는\s*)?(?:아니|아닌|않|못))"
)
# nothing played or moved when the time ran out
_TIMEOUT_IDLE = patterns.compile(
    r"아무것도\s*+(?:못|안)\s*+(?:냈|내|놨|놓|했|하)|(?:하나도|한\s*+장도)\s*+(?:못|안)\s*+(?:냈|내|놨|놓)"
    r"|고민만|생각만"
)
_TIMEOUT_ASKS = patterns.compile(
    r"어떻게|몇\s*+장|벌칙|페널티|penalty|뽑|먹|가져|받아|받나|받는|드로우|draw"
)
# "1분이야 2분이야?", "몇 분?": the timer's length, not what follows it
_TIMEOUT_NOT = patterns.compile(
    r"(?:초과|오버|아웃|넘)\S*\s*+(?:안|않|아니|전|없|하기\s*+전|되기\s*+전)|시간\s*+(?:안에|내에|남|전에)"
    r"|(?:안|못)\s*+넘|시간\s*+(?:은|이)?\s*+(?:충분|남)"
)
_TIMEOUT_DECLINE = patterns.compile(
    r"몇\s*+(?:분|초)|모래시계\s*+(?:없|안)|온라인|앱|시간\s*+제한\s*+(?:있|없)"
)


def timeout(text: str) -> Computed | None:
    """What a player whose time ran out draws: one tile when nothing was left broken, three
    as a penalty (after the table is put back) when the table was left mid-rearrangement;
    the engine's own time-out turn on a position of that kind."""
    from tutor.games.rummikub import ENGINE
    from tutor.games.rummikub.rules import RULE_TIMER
    from tutor.games.rummikub.sets import PENALTY_TILES

    if not (_TIMEOUT_CUE.search(text) and _TIMEOUT_ASKS.search(text)):
        return None
    if _TIMEOUT_DECLINE.search(text) or _ANY_TILE.search(_without_counts(text)):
        return None
    if _TIMEOUT_NOT.search(text):
        return None  # "시간 초과 안 했는데", "시간 초과 아니고": not a time-out
    said_broken = _TIMEOUT_BROKEN.search(text)
    if said_broken is not None and re.match(
        r"\S*\s*+(?:(?:이|가)\s*)?(?:아니|아닌|안\s*+(?:됐|되|났|나)|않)", text[said_broken.end() :]
    ):
        return None  # "세트가 엉망이 아니면": the table not left broken
    if re.search(r"더미\S*\s*+(?:가|도|는)?\s*+(?:다\s*)?(?:없|떨어|비었|비어|바닥)", text):
        return None  # an empty pool: nothing to draw
    if re.search(r"더미[^?.!]{0,8}?(?:\d|한|두|세|하나|둘|셋)\s*+(?:장|개)", text):
        return None  # "더미 2장 남았어": a pool that may hold fewer tiles than the penalty
    broken, idle = bool(said_broken), bool(_TIMEOUT_IDLE.search(text))
    valid = bool(_TIMEOUT_VALID.search(text))
    if broken + idle + valid != 1:
        return None  # no case said, or two
    state = ENGINE.new_game(
        2,
        setup={
            "racks": [["b6", "k9"], ["k13"]],
            "table": [["b1", "b2", "b3", "b4", "b5"]],
            "melded": [True, True],
        },
    )
    move: dict[str, object] = {"type": "timeout", "player": 0}
    if broken:  # the run cut in two, one half too short
        move["table"] = [["b1", "b2"], ["b3", "b4", "b5", "b6"]]
    if valid:  # the run cut in two with the player's tile, both halves sets
        move["table"] = [["b1", "b2", "b3"], ["b4", "b5", "b6"]]
    (event, *_rest) = state.apply(move)
    count = int(event.get("count", 0))
    if broken and count != PENALTY_TILES or not broken and count != 1:
        return None  # pragma: no cover - not the engine's time-out
    if broken:
        return Computed(
            RUMMIKUB,
            "rummikub-timeout",
            f"테이블을 되돌리고, 벌칙으로 {count}장을 가져옵니다",
            "시간이 다 됐을 때 테이블이 규칙에 맞지 않으면, 테이블을 차례 시작 때 모습으로 "
            f"되돌리고 내려놓았던 타일을 받침대로 돌려받은 뒤 더미에서 {count}장을 가져옵니다.",
            "시간이 다 됐을 때 테이블을 고치던 중이라 세트가 맞지 않음",
            ["그 차례는 타일을 낸 것으로 치지 않습니다."],
            [RULE_TIMER],
            None,
        )
    if valid:
        return Computed(
            RUMMIKUB,
            "rummikub-timeout",
            f"테이블을 되돌리고, {count}장을 가져옵니다",
            "시간이 다 됐을 때 테이블이 규칙에 맞았다면 벌칙은 없지만, 시간이 다 된 차례는 타일을 "
            "낸 것으로 치지 않습니다. 테이블을 차례 시작 때 모습으로 되돌리고 내려놓았던 타일을 "
            f"받침대로 돌려받은 뒤 더미에서 {count}장을 가져옵니다.",
            "시간이 다 됐을 때 테이블을 고치던 중이었지만 세트는 모두 맞음",
            ["벌칙 3장은 테이블이 규칙에 맞지 않은 채 시간이 다 됐을 때만 가져옵니다."],
            [RULE_TIMER],
            None,
        )
    return Computed(
        RUMMIKUB,
        "rummikub-timeout",
        f"더미에서 {count}장을 가져오고 차례가 끝납니다",
        f"시간 안에 아무것도 내지 못하면 더미에서 {count}장을 가져오고 다음 사람 차례가 됩니다.",
        "시간이 다 될 때까지 아무것도 내지 않음",
        [],
        [RULE_TIMER, RULE_DRAW],
        None,
    )


# -- what a question says before its tiles are read -----------------------------------------
# Rummikub's four colours are above; a colour the game does not have ("초록 10", "흰색 7") is no
# tile of it, and the question is not read.
_NO_SUCH_COLOUR = patterns.compile(
    r"초록|녹색|연두|하양|하얀|흰색|흰\s*+\d|보라|자주색|분홍|핑크|회색|갈색|금색|(?<!검)은색|남색"
    r"|하늘색|green|white|purple|pink|그린|화이트|퍼플"
)
# A remark about another game ("어제는 2번 했어", "저번 판에"): its numbers are no part of this case.
_SIDE_REMARK = patterns.compile(
    r"어제|그저께|그제|저번|지난\s*+(?:번|판|게임|주|달)|예전에|아까\s*+(?:판|게임)"
)
# "파랑 3 4 아 아니 파랑 3 4 5", "5 8 정정 5 9": the tiles said before a correction are replaced
# by those said after it.
_CORRECTION = patterns.compile(
    r"(?<![가-힣])(?:아\s*+아니(?:다|야)?|아니\s*+아니(?:다|야)?|아니다|정정(?:할게|하면|해서|해|요)?"
    r"|아\s*+잠깐(?:만)?|(?:아\s*)?잘못\s*+말했(?:어|다|네|음|어요)?)(?![가-힣])[,.!]?\s*"
    r"|(?<=\d|커)\s+아니[,.!]?\s+(?=(?:" + _COLOUR_ALT + r"|조커|\d))"
)
_TAIL_TILES = patterns.compile(rf"(?:{_SEQ})\s*[,.]?\s*$")
# "… 안 되지? 빨강 8 9 12": tiles named after the question mark, at the end
_TILES_AFTER_ASKED = patterns.compile(rf"(?<=[?？])\s*+(?:{_SEQ})\s*[,.]?\s*$")
# Numbers said as words in a row of tiles ("빨강 7 8 아홉", "빨강 열 11 12"); 칠/팔/구 only right
# after a colour (elsewhere they are other words).
_NUMBER_WORDS = {
    "일곱": 7,
    "여덟": 8,
    "아홉": 9,
    "열": 10,
    "열하나": 11,
    "열둘": 12,
    "열셋": 13,
    # the forms said before a noun ("열두 짜리"), also said for the tile alone
    "열한": 11,
    "열두": 12,
    "열세": 13,
}
_SINO_AFTER_COLOUR = {"칠": 7, "팔": 8, "구": 9}
# Numbers as words in a row right after a colour ("빨강 칠 팔 구", "파랑 다섯 여섯 일곱", "검정
# 삼 사 오"): every word of the row is a tile; a small one (하나 … 여섯, 삼 사 오 …) only in a
# row of two or more ("빨강 하나 파랑 하나" counts tiles, "빨강 셋" may be three red tiles).
_ROW_WORDS = {
    **_NUMBER_WORDS,
    **_SINO_AFTER_COLOUR,
    "하나": 1,
    "둘": 2,
    "셋": 3,
    "넷": 4,
    "다섯": 5,
    "여섯": 6,
    "삼": 3,
    "사": 4,
    "오": 5,
    "육": 6,
    "십": 10,
    "십일": 11,
    "십이": 12,
    "십삼": 13,
}
_ROW_WORD = (
    r"(?:"
    + "|".join(sorted(_ROW_WORDS, key=len, reverse=True))
    + r")(?=\s|$|[,?.!·\-]|(?:이랑|랑|하고|과|와)\s|(?:으로|로)(?![가-힣]))"
)
_ROW_SEP = r"\s*+(?:[,·\-]|이랑|랑|하고|과|와)?\s*+"
_WORD_ROW = patterns.compile(
    rf"(?P<c>(?:{_COLOUR_ALT})\s*)(?P<row>{_ROW_WORD}(?:{_ROW_SEP}(?:{_ROW_WORD}|(?:1[0-3]|[1-9])(?!\d)))*)"
    r"(?!\s*+(?:장|개|명|번|점|살|시|판|라운드|턴|분|초|가지|사람|째|등|벌|씩|다|모두|전부))"
)
_WORD_END = (
    r"(?=\s|$|[,?.!·]|(?:이랑|랑|하고|과|와|으로|로|이|가|을|를|은|는|도|만|까지|이야|야|이면|면)"
    r"(?![가-힣]))"
)
_NUMBER_WORD = patterns.compile(
    r"(?<![가-힣])(?P<w>"
    + "|".join(sorted([*_NUMBER_WORDS, *_SINO_AFTER_COLOUR], key=len, reverse=True))
    + r")"
    + _WORD_END
    + r"(?!\s*+(?:장|개|명|번|점|살|시|판|라운드|턴|분|초|가지|사람|째|등|벌))"
)
# a number word left beside the tiles ("빨강 7 8 구", "빨강 칠 팔 구"): a tile not read
_WORD_LEFT = patterns.compile(
    r"(?:\d|" + _COLOUR_ALT + r")\s*[,·]?\s*"
    r"(?:일|삼|사|오|육|칠|팔|구|십|십일|십이|십삼|하나|둘|셋|넷|다섯|여섯|일곱|여덟|아홉|열|열하나|열둘|열셋"
    r"|열한|열두|열세)"
    r"(?=\s*(?:[,?.!·]|$|세트|돼|되|연속|그룹|런|랑|하고|\d))"
)
# "친구가 빨강 1 2 3 연속 안 된대 맞아?": a claim reported and confirmed, where 네/아니요 would
# answer the claim, not the set
_CLAIM_CONFIRMED = patterns.compile(
    r"(?:안|못)\s*+(?:된|한|낸)(?:대|다던데|다고|다는데|다며|다더라)[^?]*?(?:맞|진짜|정말|사실)"
)
# "조커 안 빼도 돼?", "빨강 6 안 붙여도 돼?", "빼지 않아도 돼?", "5는 빼지 말고": whether one
# may leave a move undone, not whether the move is legal (네/아니요 would answer the other
# question); "아무것도 안 내고", "등록 안 하고" say what was done before and are read
_NOT_DOING = patterns.compile(
    r"(?<![가-힣])(?<!아무것도 )(?<!하나도 )(?<!장도 )(?<!등록 )안\s*"
    r"(?:빼|떼|가져|꺼내|회수|바꿔|바꾸|붙|넣|옮겨|옮기|나눠|나누|내|놓|놔|써|쓰|만들|먹|뽑)"
    r"[가-힣]*(?:도|고|려면|면)(?![가-힣])"
    r"|(?:빼|떼|가져\S*|꺼내|붙이|넣|옮기|나누|내|놓|쓰|만들)지\s*+(?:않아도|않고|않으려면|않으면|말고|말아|마)"
    # "첫 등록 할 수 있는데 안 해도 돼?": the move named before, left undone
    r"|(?<![가-힣])안\s*+(?:해도|하면)(?![가-힣])"
)
# "빨강 11 12 13 있는데 첫 등록 안 하고 한 장 뽑아도 돼?", "그냥 드로우 해도 돼?", "등록 미루고
# 버텨도 되나요?": whether one may draw or wait instead of playing the tiles named, not whether
# they make a set or a meld (네 would answer the other question)
_DRAW_INSTEAD = patterns.compile(
    r"(?:(?:한\s*+장|더미\s*+에서|더미)\s*+(?:을|를|만)?\s*+(?:가져와|가져오|가져가|먹어|먹)"
    r"|뽑아|뽑으|드로우\s*+(?:를\s*|만\s*)?해|버텨|버티|미뤄|미루|기다려|패스\s*+(?:를\s*|만\s*)?해"
    # "계속 뽑기만 해도 돼?"
    r"|(?:뽑기|먹기|가져오기)\s*+만\s*+해)"
    r"(?:도|면)\s*+(?:돼|되|됨|괜찮|가능|상관)"
)
# "나한테 빨강 6 없는데", "빨강 6 없이", "노랑 5 없으면": a tile said not to be there (the
# readers would read it as there)
_TILE_ABSENT = patterns.compile(
    rf"(?:{_COLOUR_ALT})\s*+(?:1[0-3]|[1-9])(?!\d)\s*(?:이|가|은|는|도|만)?\s*"
    r"(?:없|안\s*+(?:있|가지|갖|들))"
    # "빨강 10 11 있고 12는 없어": a number after the tiles of its colour, with its particle
    r"|(?<![\d.])(?:1[0-3]|[1-9])(?!\d)\s*+(?:이|가|은|는|도|만)\s*+(?:없|안\s*+(?:있|가지|갖|들))"
)
# "형이 …", "우리 누나가 …": the question opens with another player as the one who moves
_OTHER_FIRST = patterns.compile(
    rf"\s*(?:(?:{NAMED.pattern})\s*)?(?:우리\s*)?(?P<who>{_OTHER_PERSON})\s*+(?:가|이)(?=\s)"
)
# the asker named ("내가", "나는", "내 빨강 5 6 7에"): whose tiles are not plain
_ASKER_NAMED = patterns.compile(
    r"(?<![가-힣])(?:나|저|난|전|내가|제가|나는|저는|나도|저도|내|제|나한테|저한테)(?![가-힣])"
)
_COLOUR_ABSENT = patterns.compile(
    rf"(?<![가-힣\d])(?:{_COLOUR_ALT})\s*+(?:색\s*)?(?:은|는|이|가)?\s*+(?:없이|없고|말고)(?![가-힣])"
)
# "빨강 1 2 3 말고 3 4 5 연속 돼?", "빨강 6 대신 파랑 6 붙여도 돼?", "빨강 6이 아니라 파랑 6":
# tiles said instead of others named before them (the readers would read both)
_TILE_INSTEAD = patterns.compile(
    r"(?<!\d)(?:1[0-3]|[1-9])\s*+(?:은|는|을|를|이|가)?\s*+(?:말고|대신에?|아니고|아니라)(?![가-힣])"
    rf"(?=.*(?:\d|조커|죠커|{_COLOUR_ALT}))"
)
# "30점 안 넘지?", "세트 틀려?", "붙일 수 없어?", "반칙이야?": a question asked in the negative
# (or about a fault) at its end, beyond what :data:`tutor.qa_computed.NEGATIVE_ASK` reads: the
# verdict's 네/아니요 would answer it backwards, so the plain statement is given
_NEGATIVE_END = patterns.compile(
    r"(?:(?<![가-힣])안\s*+[가-힣]+|수\s*+없[가-힣]*|없[어지나냐니음]|틀[려리린렸렀]\S*|잘못\S*"
    r"|반칙\S*|불법\S*|무효\S*|위반\S*)" + QUESTION_END
)
# "안 되는 것 같은데", "못 빼는 거 같아", "안 될 듯", "안 된다고 생각하는데": a guess said in the
# negative at the end, where 네/아니요 would agree or disagree with the guess, not the rule
_NEGATIVE_BELIEF = patterns.compile(
    r"(?:(?<![가-힣])(?:안|못)\s*+[가-힣]+|수\s*+없[가-힣]*|불가능[가-힣]*|(?<![가-힣])아닌)\s*"
    r"(?:(?:것|거|걸)\s*+같[가-힣]*|듯[가-힣]*|(?:다고|다구|라고)\s*+(?:생각|알|들었|배웠)[가-힣]*"
    r"|걸로\s*+(?:알|아)[가-힣]*)\s*[?？!.~ㅠㅜㅋㅎ]*$"
)
# "첫등록 안 된다던데", "못 뺀대", "안 된다는데요": a claim heard, in the negative, at the end
# with no question after it, where 네/아니요 would agree or disagree with the claim
_NEGATIVE_HEARD = patterns.compile(
    r"(?<![가-힣])(?:안|못)\s*+[가-힣]*(?:다던데|다는데|다더라|다더라고|다며|대|래)(?:요)?"
    r"\s*[?？!.~ㅠㅜㅋㅎ]*$"
)
# "노랑 5 주황 5": the box's fourth colour is called either; named both ways, as two colours,
# the question counts a fifth colour the game has not
_YELLOW = patterns.compile(r"노랑|노란|yellow")
_ORANGE = patterns.compile(r"주황|오렌지|orange")
_TILE_BEFORE = patterns.compile(rf"(?:{_COLOUR_ALT}|\d)\s*[,·]?\s*$")
_COLOUR_JUST_BEFORE = patterns.compile(rf"(?:{_COLOUR_ALT})\s*$")
# "빨7 파8", "r7 b8": a colour's first letter or syllable written on the number
_SHORT_COLOUR = {"빨": "빨강", "파": "파랑", "검": "검정", "노": "노랑", "주": "주황"}
# ("빨 8" too: a syllable on its own before a tile's number, when no count follows it)
_SHORT_TILE = patterns.compile(
    r"(?<![가-힣a-z])(?P<c>[빨파검노주]|[rbkoy])(?=(?:1[0-3]|[1-9])(?!\d))"
    r"|(?<![가-힣a-z])(?P<s>[빨파검노])\s+(?=(?:1[0-3]|[1-9])(?!\d)(?!\s*" + NOT_TILE_COUNTER + r")"
    r"(?!\s*+(?:장|개|점|번|회|위|부터|까지)))"
)
_LETTER_COLOUR = {"r": "빨강", "b": "파랑", "k": "검정", "o": "주황", "y": "노랑"}
# "빨강 1부터 13까지", "검정 8~10", "파랑 3 ~ 6까지": every number between
_RANGE = patterns.compile(
    rf"(?P<c>{_COLOUR_ALT})\s*+(?:색\s*)?(?P<a>1[0-3]|[1-9])\s*"
    r"(?:(?:부터|에서)\s*+(?P<b>1[0-3]|[1-9])\s*+까지|~\s*+(?P<t>1[0-3]|[1-9])(?!\d)(?:\s*+까지)?)"
)
# "조커 포함", "조커 써서", "조커 넣어서": a joker said of the tiles (one of them, or the same
# joker named again among them: which is not plain when another is named)
_JOKER_MENTION = patterns.compile(
    r"(?:조커|죠커|joker)\s*(?:를|을|도|까지)?\s*(?:하나\s*|한\s*+(?:장|개)\s*)?"
    r"(?:포함|끼워|끼고|넣어서|넣고|써서|쓰고|사용"
    # "조커 쓰면 빨강 10 11 조커 첫 등록 몇 점?": the same joker said of the tiles, then among them
    r"|쓰면|넣으면|끼우면)"
)
# "조커 빨강 5 빨강 6 연속에서 조커는 무슨 숫자야?", "검정 10 11 조커면 조커가 12 맞지?": what a
# joker named among the tiles stands for, asked of it after them (the readers took that joker
# for a second one among the tiles, and answered whether the set stands)
_JOKER_ASKED_OF = patterns.compile(
    r"(?:조커|죠커|joker)\s*+(?:는|은|가|이)\s*(?:(?:무슨|어떤|어느)\s*+(?:숫자|타일|색|수|자리)"
    r"|뭐(?:야|지|예요|에요|임|냐|니)|무엇|몇"
    rf"|(?:(?:{_COLOUR_ALT})\s*)?(?:1[0-3]|[1-9])(?!\d)\s*(?:맞|이지|지|이야|야|인가|인지|이에요|예요"
    r"|이죠|죠|이냐|냐|이고|고|로|으로|자리|대신))"
    # "조커 빨강 1 2 3 연속에서 조커 몇이야": the same asked with no particle
    r"|(?:조커|죠커|joker)\s*(?:(?:무슨|어떤|어느)\s*+(?:숫자|수|자리)"
    r"|몇\s*+(?:이야|이지|이냐|임|이에요|예요|인가|일까|이죠|이\s*+돼|으로|로|번째\s*+숫자))"
)
# "조커 점수 궁금한데 빨강 9 10 11 …", "형이 그러는데 조커는 첫 등록 때 30점으로 친대 그럼 파랑 1 2
# 조커도 …", "조커는 나중에 쓰고 빨강 10 11 12 먼저 내도 돼?": a joker spoken of (its points, its
# rule, what it does, kept for later) before any tile is named, not a tile laid (the readers took
# it for one among the tiles: a second joker, or a joker beside tiles that have none); its use
# said ("조커 넣어서", "조커 하나랑", "조커는 끝에"), its absence ("조커는 없고") or its number
# ("조커는 10으로") are the tiles' words, not a remark
_JOKER_PLACED = (
    r"넣|놓|놔|붙|끼|쓰|써|사용|두고|둬|둘|들어|포함|대신|자리|앞|뒤|끝|가운데|사이|옆|없|빼|뺄|뺀"
    r"|가져|바꾸|바꿔|회수|하나|한\s*+장|두\s*+장|둘"
)
_JOKER_REMARK = patterns.compile(
    r"^[^\d?？]*?(?<![가-힣])(?:조커|죠커|joker)"
    r"(?:(?:\s*+(?:는|은|이|가)(?![가-힣])|\s*+(?:점수|규칙|룰|값|얘기|설명)\S*)"
    rf"(?:(?!{_JOKER_PLACED}|{_COLOUR_ALT}|조커|죠커|\d)[^?？.,!]|\d+\s*+점)*?"
    # ("원래" is a word, not a hearsay ending)
    r"(?:데|며|면서|대|(?<!원)래|니까|잖아|지만|던데|라며|다며|더라|다고|라고|래서|대서)(?=[\s,.]|$)"
    r"|\s*+(?:는|은)\s*+(?:나중|다음|아껴|남겨|킵)[^\d?？.,!]*?(?:고|서)(?=[\s,.]|$))"
    r"(?=\D*\d)"
)
# "조커를 3이라고 했어", "조커가 13이라고 우기는데": the number a player called a joker (the
# readers took the joker and the number for two more tiles: "빨강 4 5 6 조커 … 조커를 3이라고"
# read as 빨강 3-4-5-6-조커-조커)
# "조커는 30점이라서", "조커 30점짜리라며?", "조커는 첫 등록 때도 30점이라고 하는데", "조커를 30점으로
# 치면", "조커는 0점이래": a worth no tile has said of the joker, as a reason or heard, before the
# tiles (the joker remark above, which was not read): said as the meld reader reads it ("조커가
# 30점이니까"), the meld's points counted right and the worth put right
_JOKER_WORTH_SAID = patterns.compile(
    r"(?<![가-힣])(?:조커|죠커)\s*(?:점수\s*)?(?:는|은|가|이|를|을|도)?\s*"
    r"(?:(?:(?:첫\s*)?등록|처음)\s*(?:때|할\s*+때|에서|에)?\s*(?:도|는|에도)?\s*"
    r"|(?:무조건|원래|항상|언제나|그냥)\s*)*+"
    r"(?P<n>30|0|1[4-9]|[2-9]\d)\s*+점\s*(?:짜리)?\s*"
    r"(?:(?:이)?니까|(?:이)?라서|(?:이)?래요?|(?:이)?라던데|(?:이)?라는데|(?:이)?라며|(?:이)?라더라"
    r"|(?:이)?잖아|(?:이)?라고\s*(?:하는데|하던데|했는데|해서|하길래|들었는데|그러던데|하더라)?"
    r"|(?:으로|로)\s*+(?:치면|쳐서|친대|친다던데|친다며|센대|세면|세서|계산하면|계산해서|계산한대))"
    r"(?![가-힣])\s*[,.?？!]*\s*(?:그럼|그러면|그래서|근데)?"
)
# "첫 등록에 조커 쓰면 안 된다던데 빨강 10 조커 12 …", "조커 넣으면 30점 인정 안 된대 …": a rule
# of the joker heard, said before the tiles (its joker is no tile: the readers took it for a
# second one, "빨강 10-조커-12-조커는 46점")
# ("첫 등록은 조커 못 쓴대 …", "첫 등록에 조커 쓸 수 있다던데 …": any word of the joker heard)
_JOKER_RULE_HEARD = patterns.compile(
    r"^[^\d?？]*?(?<![가-힣])(?:조커|죠커)(?:\s*+(?:를|을|도|는|은))?(?![가-힣])"
    r"[^\d?？]*?(?:던데|다는데|라는데|대|래|다며|라며|다고|라고|더라|대요|래요)(?=[\s,.]|$)(?=\D*\d)"
)
_HEARD_WORTH = patterns.compile(r"래|라던데|라는데|라며|라더라|라고|친대|친다|센대|한대")
_JOKER_CALLED_NUMBER = patterns.compile(
    r"(?:조커|죠커|joker)\s*+(?:를|을|는|은|가|이)\s*+(?:1[0-3]|[1-9])(?!\d)\s*+(?:이)?라고"
)
# "빨강 4 조커 6 세트인데 조커 역할이 5 맞지?", "검정 7 8 조커 세트에 조커 말고 검정 6 붙여도
# 돼?": the joker among the tiles named again, by its role or set apart (the readers took it for
# a second joker among them)
_JOKER_SAID_AGAIN = patterns.compile(
    r"(?:조커|죠커|joker)\s*+(?:의\s*)?(?:역할|자리|값|점수|말고|대신|없이|없으면)"
    # "빨강 4 5 조커 7 8로 내면 조커가 빨강 6 역할 하는 거": the joker named again with the
    # tile it stands for (was read as a second joker and a sixth tile)
    rf"|(?:조커|죠커|joker)\s*+(?:가|이|는|은)?\s*+(?:(?:{_COLOUR_ALT})\s*+)?(?:1[0-3]|[1-9])(?!\d)"
    r"\s*+(?:의\s*+)?(?:역할|자리|대신)"
    # "빨강 12 13 조커 13 뒤에 조커 붙여도 돼?": a tile named again to say where the joker
    # named among the tiles goes (was read as five tiles, two 13s and two jokers)
    r"|(?<!\d)(?P<n>1[0-3]|[1-9])(?!\d).*?(?:조커|죠커|joker)\s*(?P=n)\s*+(?:뒤|앞|다음|옆)\s*+에?\s*"
    r"(?:조커|죠커|joker)"
)
_BARE_30 = patterns.compile(
    r"(?<![\d.])30(?=\s*+(?:이\s*|을\s*|은\s*)?(?:넘|이상|채|돼|되|안\s*+(?:돼|되|넘)|미만|모자|부족|못\s*+미))"
)
# "빨강 8~10", "8 ~ 10까지": a range left after :data:`_RANGE` wrote out the ones it reads
_RANGE_LEFT = patterns.compile(r"\d\s*+~\s*+\d")
# "나 1부터 3까지 남았어", "1부터 13까지 다 이은 연속": a range in words with no colour named in
# the question (beside tiles named with their colours, "파랑 4 5 6에 … 4부터 9까지", it says
# them again)
_WORD_RANGE_LEFT = patterns.compile(r"\d\s*+(?:부터|에서)\s*+\d{1,2}\s*+까지")
# "빨강색 7번 8번 9번": tiles by their numbers, each with 번
# ("빨강색 타일 3,4,5번": 번 said once, after the last of them)
_NUMBERED = patterns.compile(
    rf"(?P<c>{_COLOUR_ALT})\s*(?:타일\s*)?(?P<run>(?:1[0-3]|[1-9])\s*+번(?:\s*+,?\s*+(?:1[0-3]|[1-9])\s*+번)+"
    r"|(?:1[0-3]|[1-9])(?:\s*+[,·\-]\s*+(?:1[0-3]|[1-9]))+\s*+번)"
    r"(?!\s*+째)"
)
# "7 두 장", "조커 2개", "빨강 10, 11, 12 세 장": copies of one tile, or the count of the tiles
# just named
# (a count of five or more, "열세 장", is left out only when it is the number of tiles named)
_TENS = {"열한": 11, "열하나": 11, "열두": 12, "열둘": 12, "열세": 13, "열셋": 13}
_COPIES = patterns.compile(
    r"(?P<seq>"
    + _SEQS
    + r")\s*(?:(?P<k>1[0-3]|[1-9]|열하나|열한|열둘|열두|열셋|열세|열|한|하나|두|둘|세|셋|네|넷"
    r"|다섯|여섯|일곱|여덟|아홉)\s*+(?:장|개)(?:\s*+(?:씩|다|짜리))?"
    r"|(?<=커)\s*+(?P<w>하나|둘)(?![가-힣]))"
)


# -- a position narrated at length ------------------------------------------------------------
# "빨강 10, 11, 12(총 33점)", "주황 4(합쳐서 7)", "파랑 3(5점)": a sum said again in brackets
# beside the tiles (the readers add the tiles themselves; the number is no tile)
_SUM_ASIDE = patterns.compile(
    r"(?<!커)\(\s*(?:(?:총|합|합계|합이|합쳐서|합해서|모두|전부|다\s*+합쳐서?|다\s*+해서)\s*+\d{1,3}\s*+점?"
    r"|\d{1,3}\s*+점)\s*(?:이에요|이요|이고|임|인데|정도)?\s*\)"
)
# "(연속인데 못 냄)", "(제가 정리 못 해서)": a remark in brackets that names no tile, number,
# joker, meld, table, turn or end and asks nothing
_REMARK_ASIDE = patterns.compile(
    r"\((?![^()]*(?:\d|조커|죠커|등록|테이블|바닥|받침대|세트|그룹|첫|처음|턴|차례|끝|이기|이겼|이긴"
    r"|더미|풀|패스|시간|타이머|상대|으로|(?<![가-힣])로|" + _COLOUR_ALT + r"))[^()?？]*\)"
)
# (a run or a group named in brackets decides how jokers count: such a remark stays)
_KIND_NAMED = patterns.compile(r"연속|런|스트레이트")
# "조커는 없고", "조커 없이", "조커는 안 썼어요", "조커 없었으면", "조커는 안 남았어": no joker,
# said of the tiles or the rack
_NO_JOKER = patterns.compile(
    r"(?<![가-힣])(?:조커|죠커)\s*(?:는|은|도|가)?\s*(?:하나도\s*|한\s*+장도\s*|아예\s*)?"
    r"(?:없(?:고|어요|어|음|는데|습니다|이|으면|다면|었으면|었다면|었고|었는데|었어)"
    r"|안\s*+(?:써요|썼어요|썼고|썼어|써|쓰고|씁니다|쓰는데|들었|쓰면)"
    # ("조커는 안 남았어": none left on the rack)
    r"|안\s*+남(?:았어요|았어|았고|았는데|음|았음))"
    r"[.,!]?"
)
# "테이블엔 아직 아무것도 없어요", "바닥에 깔린 게 하나도 없는데": an empty table (no one has
# melded yet), said beside a first meld or the end's racks
_EMPTY_TABLE = patterns.compile(
    r"(?:테이블|바닥)\s*(?:위)?\s*(?:에|엔|에는|은|는|위에|위엔)?\s*(?:아직\s*)?"
    r"(?:아무것도|아무\s*+것도|아무\s*+타일도|타일(?:이|은|도)?\s*+하나도|깔린\s*+(?:게|것이)?\s*+하나도)"
    r"\s*+(?:없(?:고|어요|어|음|는데|습니다)|안\s*+(?:깔려|놓여)\s*+(?:있고|있어요|있어))[.,!]?"
)


# "… 허용하는 변형 규칙도 있나요?", "우리 집 룰로는", "XP판에서는": another set of rules or
# another edition than the one the engine plays (its verdict would answer the base game's)
_OTHER_RULES = house_rule(
    r"(?:우리|저희)\s*+(?:집|끼리)\S*\s*+(?:룰|규칙)"
    r"|허용하는\s*+(?:규칙|룰|변형|판본)|(?<![a-z])(?:xp|엑스피)(?![a-z])|미니\s*+xp"
    # "우리 집은 … 허용하는데", "우리는 … 되는 규칙으로 하는데": the table's own rule
    r"|허용\s*+(?:하는데|해서|하거든|하기로|해\s*+주는데|해요)"
    # "이 변형에선 파랑 9도 필요한 거죠?": a variant, named without 룰
    r"|(?<![가-힣])변형(?:에서는|에서|에선|으로는|으로|이면|대로)(?![가-힣])"
    r"|(?:우리|저희)\s*+(?:는|집|끼리|가족)[^?？]*?(?:규칙|룰)\s*+(?:으로|로)\s*+(?:하|해|치)"
)
# "빨강 5, 그리고 뭐더라 한 장 더", "한 장은 기억이 안 나요": a tile of the case not told
_UNTOLD = patterns.compile(
    r"뭐더라|뭐였더라|뭐였지|뭔지\s*+(?:모르|기억)|기억\s*+(?:이\s*)?(?:안|잘\s*+안|못|없)|까먹|생각이\s*+안\s*+나"
)


# "타이머는 안 쓰고 하는데요": the one-minute timer left out, said as the table's habit
_NO_TIMER = patterns.compile(
    r"(?:타이머|모래시계|시간\s*+제한)(?:는|은|도)?\s*+(?:안\s*+(?:쓰고|써요|쓰는데|씁니다|재고)|없이)"
    r"\s*(?:하는데요|하는데|해요|하고\s*+있어요|하고요|하고)?[.,]?"
)


# "7 그룹(빨강 7, 파랑 7, 검정 7)": a group named by its number, its tiles in brackets
_GROUP_THEN_TILES = patterns.compile(
    r"(?<!\d)(?P<n>1[0-3]|[1-9])\s*+(?:짜리\s*)?그룹\s*\(\s*(?P<tiles>[^()]+?)\s*\)"
)
# "검정 3 4 6 세트 돼요? 5는 없어요": a number said not to be there, as a sentence of its own
_NUMBER_ABSENT = patterns.compile(
    r"(?<=[.?？!])\s*+(?P<n>1[0-3]|[1-9])\s*+(?:은|는|이|가)\s*+(?:없어요|없어|없음|없습니다)[.!]?\s*$"
)


# "같은 숫자 4개니까 된다는데", "같은 색 3장이라서": the reason a player gives, counting the tiles
# named (left out when it is their number: the tiles decide; else the count stays and no
# reader reads it)
_COUNT_REASON = patterns.compile(
    r"(?:같은\s*+(?:숫자|색깔|색)|숫자|타일)\s*(?:가|이)?\s*"
    r"(?P<k>1[0-3]|[2-9]|두|세|네|다섯|여섯|일곱|여덟|아홉|열)\s*+(?:개|장)\s*(?:짜리)?\s*"
    r"(?:니까|이니까|라서|이라서|잖아요|잖아|이잖아요|이잖아)(?![가-힣])[,.]?"
)


# "… 연속 만들면 안 돼요? 남은 9 두 개는 그대로 두고요.": what stays of the table's set said to
# stay as it is, after the question (as the readers of a turn leave it); its numbers are the
# set's, named before
_LEFT_AS_IS = patterns.compile(
    r"(?<=[?？.!])\s*+(?:남은|나머지)\s*(?P<t>[^?？.!]*?)\s*+(?:은|는|도)?\s*+그대로\s*"
    r"(?:두고요|두고|둬요|둘게요|놔두고요|놔두고|놔둘게요|남겨\s*+두고요|남겨\s*+두고)\s*[.!]?\s*$"
)


# "거기 이어 붙이면 7~11로 45점이 되거든요": the set the tiles named make, said again as a range
# with its sum (left out when the range's numbers were all named and the sum is theirs)
_RANGE_SUM_ASIDE = patterns.compile(
    r"(?<!\d)(?P<a>1[0-3]|[1-9])\s*+~\s*+(?P<b>1[0-3]|[1-9])(?!\d)\s*+(?:으로|로)\s*+(?P<p>\d{1,3})\s*+점"
    r"\s*(?:이|으로)?\s*(?=되|돼|이라|인데|이니)"
)


def _range_sum_left_out(text: str) -> str:
    """The question without a range said with its sum (:data:`_RANGE_SUM_ASIDE`), when every
    number of the range was named before it and the sum is theirs."""
    m = _RANGE_SUM_ASIDE.search(text)
    if m is None:
        return text
    a, b = int(m.group("a")), int(m.group("b"))
    named = {int(n) for n in re.findall(r"(?<!\d)\d+(?!\d)", text[: m.start()])}
    if a >= b or any(n not in named for n in range(a, b + 1)):
        return text
    if int(m.group("p")) != sum(range(a, b + 1)):
        return text
    return text[: m.start()] + f"{m.group('p')}점이 " + text[m.end() :]


def _left_as_is_left_out(text: str) -> str:
    """The question without the remark that what stays of a set stays as it is
    (:data:`_LEFT_AS_IS`), when each number it names was named before it."""
    m = _LEFT_AS_IS.search(text)
    if m is None:
        return text
    before = text[: m.start()]
    said = {n for n in re.findall(r"(?<!\d)\d+(?!\d)", before)}
    if any(n not in said for n in re.findall(r"\d+", m.group("t"))) or _JOKER_WORD.search(
        m.group("t")
    ):
        return text
    return before


def _count_reason_left_out(text: str) -> str:
    """The question without a reason that counts the tiles it names (:data:`_COUNT_REASON`)."""
    for m in _COUNT_REASON.finditer(text):
        rest = text[: m.start()] + " " + text[m.end() :]
        named = [w for w in _ANY_TILE.findall(rest) if not _COLOUR_WORD.fullmatch(w)]
        if count_word(m.group("k")) == len(named):
            return rest
    return text


def _group_tiles(m: re.Match[str]) -> str:
    """ "7 그룹(빨강 7, 파랑 7, 검정 7)" → "빨강 7, 파랑 7, 검정 7" when every tile in the
    brackets is that number's; else as it was."""
    tiles = _read_tiles(m.group("tiles"))
    number = m.group("n")
    if tiles is None or any(t != "j" and t[1:] != number for t in tiles):
        return m.group(0)
    return m.group("tiles")


def _narrated(text: str) -> str | None:
    """The question without what a long narration adds around its case and what changes
    nothing in it: a sum said again in brackets, a reason counting the tiles named ("같은 숫자
    4개니까"), the rest of a set said to stay as it is ("남은 9 두 개는 그대로 두고요"), the set
    made said again as a range with its sum ("7~11로 45점이"), a bracketed remark, a joker or
    a table said to be absent or empty. None when what is said absent is named in the case
    after all ("조커는 없고 … 조커"): the narration contradicts itself."""
    text = _SUM_ASIDE.sub(" ", text)
    text = _range_sum_left_out(_left_as_is_left_out(_count_reason_left_out(text)))
    text = _GROUP_THEN_TILES.sub(_group_tiles, text)
    absent = _NUMBER_ABSENT.search(text)
    if absent is not None and not re.search(
        rf"(?<!\d){absent.group('n')}(?!\d)", text[: absent.start()]
    ):
        text = text[: absent.start()]  # a number not among the tiles, said not there
    text = _REMARK_ASIDE.sub(
        lambda m: (
            m.group(0) if _JOKER_WORD.search(text) and _KIND_NAMED.search(m.group(0)) else " "
        ),
        text,
    )
    if _NO_TIMER.search(text):
        text = _NO_TIMER.sub(" ", text)
        if re.search(r"타이머|모래시계|시간|\d\s*+분", text):
            return None  # no timer, and the timer's case
    if _NO_JOKER.search(text):
        text = _NO_JOKER.sub(" ", text)
        if _JOKER_WORD.search(text):
            return None  # no joker, and a joker
    if _EMPTY_TABLE.search(text):
        text = _EMPTY_TABLE.sub(" ", text)
        if re.search(
            r"테이블|바닥|붙이|붙여|이미\s*+(?:첫\s*)?등록|등록\s*+(?:은|을)?\s*+(?:했|마쳤|끝)",
            text,
        ):
            return None  # an empty table, and a table's set or a meld done
    return re.sub(r"\s{2,}", " ", text)


def _corrected(text: str) -> str | None:
    """The question with the tiles said before a correction ("아 아니", "정정") replaced by
    those said after it; None when what the correction replaces is not plain."""
    while True:
        found = list(_CORRECTION.finditer(text))
        if not found:
            return text
        m = found[-1]
        before, after = text[: m.start()], text[m.end() :]
        tail = _TAIL_TILES.search(before)
        if tail is None or not _ANY_TILE.match(after.lstrip()):
            return None  # not tiles put right by tiles
        text = before[: tail.start()].rstrip() + " " + after


# "7 8 9 다 빨간색이면 연속 돼?": one colour said after the numbers, for all of them
_COLOUR_AFTER = patterns.compile(
    r"(?<![\d가-힣])(?P<nums>(?>1[0-3]|[1-9])(?:\s*+[,·\-]?\s*+(?>1[0-3]|[1-9])(?!\d)){2,})\s*"
    rf"(?:다|모두|전부|다\s*+같은\s*+색인?)\s*+(?P<c>{_COLOUR_ALT})\s*+(?:이면|면|인데|이고|일\s*+때|이야)"
)


# Points said in words ("삼십삼점", "서른세 점"): a number with its tens (one word alone, "이점",
# "오점", may be another word)
_SINO_DIGIT = {"일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_NATIVE_TENS = {"스물": 20, "서른": 30, "마흔": 40, "쉰": 50, "예순": 60, "일흔": 70, "여든": 80}
_NATIVE_UNITS = {
    "하나": 1, "한": 1, "둘": 2, "두": 2, "셋": 3, "세": 3, "넷": 4, "네": 4,
    "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8, "아홉": 9,
}  # fmt: skip
_POINTS_WORDS = patterns.compile(
    r"(?<![가-힣])(?:(?P<t>[이삼사오육칠팔구]?)십(?P<u>[일이삼사오육칠팔구]?)"
    rf"|(?P<nt>{'|'.join(_NATIVE_TENS)})(?P<nu>{'|'.join(sorted(_NATIVE_UNITS, key=len, reverse=True))})?)"
    r"(?=\s*+점)"
)


# "빨강 일 이 삼", "파랑 이 삼 사": a run said in sino numbers with 일 or 이 (elsewhere a word or
# a particle), read only as three or more numbers in a row, each one more than the last
_SINO_TILE = {**_SINO_DIGIT, "십": 10, "십일": 11, "십이": 12, "십삼": 13}
_SINO_WORD = r"(?:십[일이삼]|[일이삼사오육칠팔구십])(?![가-힣])"
_SINO_RUN = patterns.compile(
    rf"(?<![가-힣])(?P<c>(?:{_COLOUR_ALT})\s*+)(?P<row>{_SINO_WORD}(?:\s*+[,·]?\s*+{_SINO_WORD}){{2,}})"
)


def _sino_run_written(m: re.Match[str]) -> str:
    """A run said in sino numbers (:data:`_SINO_RUN`) written in digits; left as it is when
    the numbers are not one run's."""
    values = [_SINO_TILE[w] for w in re.findall(_SINO_WORD, m.group("row"))]
    if any(b != a + 1 for a, b in zip(values, values[1:], strict=False)):
        return m.group(0)
    return m.group("c") + " ".join(str(v) for v in values)


def _points_written(m: re.Match[str]) -> str:
    """Points said in words (:data:`_POINTS_WORDS`) written in digits."""
    if m.group("nt"):
        return str(_NATIVE_TENS[m.group("nt")] + _NATIVE_UNITS.get(m.group("nu") or "", 0))
    tens = _SINO_DIGIT.get(m.group("t"), 1)
    return str(tens * 10 + _SINO_DIGIT.get(m.group("u"), 0))


def _spelled(text: str) -> str:
    """Tiles written in other ways, as the readers read them: numbers as words after a colour
    or a number ("빨강 7 8 아홉", "빨강 칠 8 9"), a colour's first syllable or letter on the
    number ("빨7", "r7"), numbers with 번 ("빨강색 7번 8번"), a range ("빨강 1부터 5까지")."""
    text = _POINTS_WORDS.sub(_points_written, text)
    text = _SINO_RUN.sub(_sino_run_written, text)
    text = _NUMBERED.sub(lambda m: m.group("c") + " " + re.sub(r"\s*+번", "", m.group("run")), text)
    text = _COLOUR_AFTER.sub(lambda m: f"{m.group('c')} {m.group('nums')} 이면", text)
    text = _RANGE.sub(
        lambda m: (
            m.group(0)
            if int(m.group("a")) >= int(m.group("b") or m.group("t"))
            else m.group("c")
            + " "
            + " ".join(
                str(n) for n in range(int(m.group("a")), int(m.group("b") or m.group("t")) + 1)
            )
        ),
        text,
    )
    text = _SHORT_TILE.sub(
        lambda m: (
            _SHORT_COLOUR[m.group("s")] + " "
            if m.group("s")
            else (_SHORT_COLOUR.get(m.group("c")) or _LETTER_COLOUR[m.group("c")]) + " "
        ),
        text,
    )
    text = _WORD_ROW.sub(_row_written, text)
    while True:
        for m in _NUMBER_WORD.finditer(text):
            word, before = m.group("w"), text[: m.start()]
            if word in _SINO_AFTER_COLOUR:
                if not _COLOUR_JUST_BEFORE.search(before):
                    continue
                value = _SINO_AFTER_COLOUR[word]
            elif _TILE_BEFORE.search(before):
                value = _NUMBER_WORDS[word]
            else:
                continue
            text = f"{before}{value}{text[m.end() :]}"
            break
        else:
            return text


def _row_written(m: re.Match[str]) -> str:
    """A row of number words after a colour (:data:`_WORD_ROW`) written in digits; a row of
    one small word is left as it is."""
    row = m.group("row")
    words = re.findall(_ROW_WORD + r"|\d+", row)
    if len(words) < 2 and _ROW_WORDS.get(words[0], 0) < 7:
        return m.group(0)
    pieces = re.split(rf"({_ROW_WORD}|\d+)", row)  # separators and words, in turn
    for i in range(3, len(pieces), 2):
        # "빨강 칠 하나", "빨강 십 하나랑 3": one tile of the number before, not a 1 after it
        # ("빨강 하나 둘" and "둘 하나" are rows; "열 하나" may be 11, its tiles adding up to 11)
        if pieces[i] != "하나" or pieces[i - 2] in ("둘", "열"):
            pieces[i] = str(_ROW_WORDS.get(pieces[i], pieces[i]))
    if len(pieces) > 1:
        pieces[1] = str(_ROW_WORDS.get(pieces[1], pieces[1]))
    return m.group("c") + "".join(pieces)


def _copies(text: str) -> str:
    """ "7 두 장" → "7 7", "조커 2개" → "조커 조커", "빨강 8 한 장" → "빨강 8", and a count that
    is the number of tiles just named ("빨강 10, 11, 12 세 장") left out; other counts are
    left as they are (a reader that meets them declines)."""

    def turn(m: re.Match[str]) -> str:
        word = m.group("k") or m.group("w")
        seq, k = m.group("seq"), _TENS.get(word) or count_word(word)
        named = 0
        for piece in _MELD_SPLIT.split(seq):  # "5랑 8 두 장": the tiles joined, counted
            tiles = _read_tiles(piece)
            named += len(tiles) if tiles is not None else len(_TILE_WORD.findall(piece))
        if k is None or named == 0:
            return m.group(0)
        if k == named:
            return seq  # the count of the tiles named
        last = _MELD_SPLIT.split(seq)[-1]
        if k <= 2 and last != seq and _JOKER_WORD.fullmatch(last.strip()):
            # "빨강 11 12 13이랑 조커 두 장": the jokers joined last, counted
            return seq + " 조커" * (k - 1)
        words = _TILE_WORD.findall(seq)
        if named != 1 or len(words) != 1 or k != 2:
            return m.group(0)
        return f"{seq} {words[0]}"  # two of one tile

    return _COPIES.sub(turn, text)


# -- a play on another player's turn ----------------------------------------------------------
# "상대 턴에 붙일 수 있어?", "…조커 가져와도 돼? 상대 차례야": one plays only on one's own turn
_OTHERS_TURN = patterns.compile(
    rf"(?<![가-힣])(?:{_OTHER_PERSON}|남)\s*+(?:의\s*)?(?:차례|턴)"
    r"|내\s*+(?:차례|턴)\s*+(?:가|이)?\s*+(?:아닌|아닐|아니)"
)
_OTHER_ACTS = patterns.compile(rf"(?<![가-힣]){_OTHER_PERSON}\s*+(?:가|이|는|은)\s")
_PLAY_VERB = patterns.compile(
    r"붙|내도|낼\s*+수|내면|놓|놔|가져|빼|뺄|떼|만들|바꾸|바꿔|바꿀|끼우|끼워|끼울|넣|등록|옮기|옮겨|나누|나눠"
)


# "동생 차례에 동생이 마지막 두 장 붙여서 끝났어요 … 몇 점 깎여요?": the end's points asked,
# where whose turn the game ended on changes nothing
_END_POINTS_ASKED = patterns.compile(
    r"(?:끝났|끝냈|끝나서|이겼|외쳤|외쳐서|다\s*+내서|다\s*+냈)[^?？]*(?:몇\s*+점|점수|얼마|감점|깎|잃)"
)


def not_my_turn(text: str) -> Computed | None:
    """A play asked about on another player's turn: the engine refuses any move out of turn
    (turns go clockwise, each player moves only on their own)."""
    from tutor.engine import RuleViolation
    from tutor.games.rummikub import ENGINE
    from tutor.games.rummikub.rules import RULE_ORDER

    state = ENGINE.new_game(
        2, setup={"racks": [["r1", "r2", "r3"], ["k13"]], "melded": [True, True], "to_move": 1}
    )
    try:
        state.apply({"type": "play", "player": 0, "table": [["r1", "r2", "r3"]]})
    except RuleViolation as refused:
        if refused.rule_id != RULE_ORDER:
            return None
    else:  # pragma: no cover - the engine let a player move out of turn
        return None
    return Computed(
        RUMMIKUB,
        "rummikub-play",
        "아니요, 내 차례가 아닐 때는 낼 수 없습니다",
        "차례는 시계 방향으로 돌아가며, 타일을 내거나 테이블의 세트를 고치는 일은 자기 "
        "차례에만 할 수 있습니다. 다른 사람의 차례에는 기다립니다.",
        "다른 사람의 차례에 타일을 내거나 테이블을 고치려 함",
        [],
        [RULE_ORDER],
        False,
    )


# "테이블에 파랑 10-11-12가 있고 … 제 파랑 9를 붙이면": the table's set said in one clause, the
# tiles joined to it in a later one with no set named between them
_TABLE_THEN_MINE = patterns.compile(
    rf"{_TABLE_HEAD}"
    rf"(?P<set>{_SEQ})(?P<word>{_SET_WORD})\s*(?:이|가)?\s*(?:만\s*)?"
    r"(?:있고요|있고|있는데요|있는데|있어요|있어|있음|깔려\s*+있\S*|놓여\s*+있\S*)[.,]?\s*"
    r"(?P<mid>[^?？]*?)"
    rf"(?P<mine>(?:내|제)\s+)(?P<rack>{_SEQS})\s*(?P<p>을|를|도)?\s*(?=붙|이어|이으|추가)"
)

# "테이블에 빨강 7,8,9가 있고 제 손에 빨강 10,11이 있어서, 거기 이어 붙이면": the table's set, then
# one's tiles, then joined to it "there"
_TABLE_RACK_THERE = patterns.compile(
    rf"{_TABLE_HEAD}"
    rf"(?P<set>{_SEQ})(?P<word>{_SET_WORD})\s*+(?:이|가)?\s*+(?:있고요|있고|있는데|있어요|있어)[.,]?\s*"
    r"(?:(?:제|내)\s*+(?:손에는|손엔|손에|받침대에는|받침대엔|받침대에)|저한테(?:는)?|나한테(?:는)?)\s*"
    rf"(?P<rack>{_SEQS})\s*+(?:이|가)?\s*+(?:있어서|있는데|있고|있으니까|있으니)[.,]?\s*"
    r"(?:거기|거기에|거기다|거기다가|그\s*+(?:세트|연속|그룹|런)에)\s*(?=(?:이어\s*)?붙|이어)"
)

# "4-5-6, 6-7-8로 나눠도": the sets a run is split into, written with dashes and a comma between
_SPLIT_LISTED = patterns.compile(
    rf"(?P<a>(?:(?:{_COLOUR_ALT})\s*)?(?:1[0-3]|[1-9])(?:\s*-\s*+(?:1[0-3]|[1-9]))+)\s*+,\s*"
    rf"(?P<b>(?:(?:{_COLOUR_ALT})\s*)?(?:1[0-3]|[1-9])(?:\s*-\s*+(?:1[0-3]|[1-9]))+)"
    r"(?=\s*+(?:으로|로)\s*+(?:(?:이렇게|두\s*+개로?|둘로)\s*)?(?:나눠|나누|나눌|쪼개|쪼갤|갈라|가르|분리|잘라|자르))"
)
# "저는 빨강 5가 있어요. … 빨강 5 넣고": the player's tiles said, then named again in the move
_RACK_SAID = patterns.compile(
    r"(?<![가-힣])(?:저는|전|나는|난|저한테(?:는)?|나한테(?:는)?|제\s*+받침대(?:에는|엔|에)|내\s*+받침대(?:에는|엔|에)"
    # ("제 손에 파랑 6이 있어요", "내 빨강 6 있는데")
    rf"|(?:제|내)\s*+손에(?:는)?|(?:제|내)(?=\s+(?:{_COLOUR_ALT})))\s*"
    rf"(?P<t>{_SEQ})\s*+(?:이|가|도)?\s*+(?:있어요|있어|있고|있는데|있습니다|있음)[.,]?\s*"
)


def _rack_said_once(text: str) -> str:
    """The question with a statement of the player's tiles left out when the move names
    the same tiles again later ("저는 빨강 5가 있어요 … 빨강 5 넣고" → "… 제 빨강 5 넣고"; one
    tile said, then its number alone: "제 손에 파랑 6이 있어요. 6 넣고" → "… 제 파랑 6 넣고")."""
    m = _RACK_SAID.search(text)
    if m is None:
        return text
    said = _read_tiles(m.group("t")) if len(_TILE_WORD.findall(m.group("t"))) > 1 else None
    word = re.sub(r"\s+", " ", m.group("t").strip())
    rest = text[m.end() :]
    again = re.search(
        rf"(?<![가-힣\d])(?:(?:제|내)\s+)?{re.escape(word)}(?!\d)"
        r"(?=\s*+(?:을|를)?\s*+(?:으로|로|넣|붙|내|놓|끼우|끼워))",
        rest,
    )
    one = re.fullmatch(rf"(?:{_COLOUR_ALT})\s*+(?P<n>1[0-3]|[1-9])", word)
    by_number = False
    numbers = [w for w in _ANY_TILE.findall(rest) if not _JOKER_WORD.fullmatch(w)]
    if again is None and one is not None and len(numbers) == 1:
        # the one tile said, then its number alone: the question's only tile word after it
        again = re.search(
            rf"(?<![가-힣\d]){one.group('n')}(?!\d)"
            r"(?=\s*+(?:을|를)?\s*+(?:으로|로|넣|붙|끼우|끼워))",
            rest,
        )
        by_number = again is not None
    if again is None or (said is None and len(_TILE_WORD.findall(word)) != 1):
        return text
    if re.search(rf"(?<![가-힣]){_OTHER_PERSON}", rest[: again.start()]):
        return text  # another player named before them: whose tiles they are is not plain
    if not _COLOUR_WORD.match(word):
        return text  # a number alone: which tile is not plain
    if by_number:
        named = f"제 {word}"
    else:
        named = (
            again.group(0) if re.match(r"(?:제|내)\s", again.group(0)) else f"제 {again.group(0)}"
        )
    return text[: m.start()] + rest[: again.start()] + named + rest[again.end() :]


# "조커 가져와서 제 파랑 8, 파랑 9랑 세트 만들어도", "조커 빼서 제 주황 11, 12랑 주황 11-12-조커로
# 내도": the freed joker's new set, said as the player's tiles with it (said as the readers say it:
# "그 조커랑 제 … 로 세트 만들어도")
_JOKER_TAKEN_WITH = patterns.compile(
    r"(?P<head>(?:조커|죠커)\s*+(?:를|을)?\s*+(?:가져와서|가져오고|빼서|빼고|빼\s*+와서|빼\s*+오고))\s*"
    rf"(?P<mine>(?:제|내)\s+)(?P<new>{_SEQ})\s*+(?:이랑|랑|하고|와|과)\s*(?:같이\s*|함께\s*)?"
    rf"(?:(?P<again>{_SEQ})\s*+(?:으로|로)\s*|(?:새\s*)?(?P<kind>세트|연속|그룹|런)\s*(?:을|를|으로|로)?\s*)"
    r"(?P<verb>만들|내|놓)"
)


def _joker_taken_with(text: str) -> str:
    """The freed joker's new set said as the readers read it (:data:`_JOKER_TAKEN_WITH`); a set
    said again with the joker must be those tiles and the joker, else the question is left as
    it is."""
    m = _JOKER_TAKEN_WITH.search(text)
    if m is None:
        return text
    new = _read_tiles(m.group("new"))
    if new is None:
        return text
    if m.group("again"):
        again = _read_tiles(m.group("again"))
        if again is None or sorted(again) != sorted([*new, "j"]):
            return text  # the set said again is not these tiles and the joker
    kind = m.group("kind") or "세트"
    said = (
        f"{m.group('head')} 그 조커랑 {m.group('mine')}{m.group('new')}로 {kind} {m.group('verb')}"
    )
    return text[: m.start()] + said + text[m.end() :]


# "상대가 빨강 11 12 조커 냈어 나 빨강 13 있는데 조커 바꿀 수 있어?", "형이 파랑 4 조커 6 냈는데 내
# 파랑 5로 조커 가져와도 돼?": a set another player laid (the table's), the asker's tile said
# beside it, then the joker to be freed (the joker reader reads "테이블에 … 있는데 내 …로 조커 …")
_OTHERS_SET_JOKER = patterns.compile(
    rf"(?<![가-힣]){_OTHER_PERSON}\s*+(?:이|가|는|은)\s+(?:테이블에\s*|바닥에\s*)?"
    rf"(?P<set>{_SEQ})\s*(?:을|를)?\s*(?:(?:세트|연속|그룹|런)\s*(?:을|를)?\s*)?"
    r"(?:냈|놨|놓았|깔았|내놨)(?:어요|어|는데요|는데|고|음)?[.,]?\s+"
    rf"(?:(?P<said>(?:나|난|나는|저|저는|전|나한테|저한테|내\s*+손에|제\s*+손에)\s*(?:는)?\s*)"
    rf"(?P<tile>{_SEQ})\s*+(?:이|가)?\s*+(?:있는데|있어|있고|있으니까)[.,]?\s*"
    rf"|(?P<mine>(?:내|제)\s+)(?P<own>{_SEQ})\s*+(?:으로|로)\s*)"
    r"(?=(?:그\s*)?(?:조커|죠커)\s*(?:를|을|는)?\s*(?:\S+\s+)?(?:빼|뺄|가져|회수|바꿔|바꾸|바꿀|교체|뺏))"
)


def _others_set_joker(text: str) -> str:
    """A set another player laid, its joker to be freed with the asker's tile
    (:data:`_OTHERS_SET_JOKER`), said as the joker reader reads the table's ("테이블에 SET
    있는데 내 TILE로 조커 …"); a first meld named leaves the question as it is."""
    m = _OTHERS_SET_JOKER.search(text)
    if m is None or re.search(r"등록|멜드", text):
        return text
    tile = m.group("tile") or m.group("own")
    said = f"테이블에 {m.group('set')} 있는데 내 {tile}로 "
    return text[: m.start()] + said + text[m.end() :]


# "상대가 빨강 5 6 7 냈어 나 빨강 8 있는데 붙여도 돼?", "형이 파랑 10 11 12 냈는데 내 파랑 13
# 붙여도 돼?": a set another player laid, the asker's tile said beside it, then added to it
_OTHERS_SET_ADDED = patterns.compile(
    rf"(?<![가-힣]){_OTHER_PERSON}\s*+(?:이|가|는|은)\s+(?:테이블에\s*|바닥에\s*)?"
    rf"(?P<set>{_SEQ})\s*(?:을|를)?\s*(?:(?:세트|연속|그룹|런)\s*(?:을|를)?\s*)?"
    r"(?:냈|놨|놓았|깔았|내놨)(?:어요|어|는데요|는데|고|음)?[.,]?\s+"
    rf"(?:(?:나|난|나는|저|저는|전|나한테|저한테|내\s*+손에|제\s*+손에)\s*(?:는)?\s*"
    rf"(?P<tile>{_SEQ})\s*+(?:이|가)?\s*+(?:있는데|있어|있고|있으니까|있으면)[.,]?\s*"
    rf"|(?:내|제)\s+(?P<own>{_SEQ})\s*(?:을|를)?\s*)"
    r"(?:(?:거기|여기|그\s*+세트|그거|거따)\s*(?:에)?\s*)?"
    r"(?=(?:붙|이어\s*+붙|갖다\s*+붙|추가|넣))"
)


def _others_set_added(text: str) -> str:
    """A set another player laid, the asker's tile added to it (:data:`_OTHERS_SET_ADDED`),
    said as the readers of a join read it ("상대가 낸 SET에 내 TILE 붙여도 돼?")."""
    m = _OTHERS_SET_ADDED.search(text)
    if m is None:
        return text
    who = re.match(rf"{_OTHER_PERSON}", m.group(0))
    assert who is not None
    tile = m.group("tile") or m.group("own")
    if len(_TILE_WORD.findall(tile)) > 1 and not re.search(r"등록|멜드", text):
        return text  # several tiles, the meld unsaid: the join's reader would leave it out
    said = f"{josa(who.group(0), '이', '가')} 낸 {m.group('set')}에 내 {tile} "
    return text[: m.start()] + said + text[m.end() :]


def _attached_apart(text: str) -> str:
    """ "테이블에 SET이 있고 … 제 RACK을 붙이면" said as "… 테이블 SET에 제 RACK을 붙이면" (the
    one table set the question names, and the tiles joined to it): how the readers of a join
    read it. The words between stay; a tile named between them leaves the question as it is."""
    there = _TABLE_RACK_THERE.search(text)
    if there is not None and len(list(_FIT_TABLE.finditer(text))) == 1:
        joined = f"테이블 {there.group('set')}{there.group('word')}에 제 {there.group('rack')} "
        return text[: there.start()] + joined + text[there.end() :]
    m = _TABLE_THEN_MINE.search(text)
    if m is None or _ANY_TILE.search(m.group("mid")):
        return text
    if len(list(_FIT_TABLE.finditer(text))) > 1:
        return text  # two table sets: which one is joined is not plain
    joined = f"테이블 {m.group('set')}{m.group('word')}에 {m.group('mine')}{m.group('rack')}{m.group('p') or ''} "
    return text[: m.start()] + m.group("mid") + " " + joined + text[m.end() :]


def compute(text: str) -> Computed | None:
    """:func:`_compute` of the question with players told apart by a number read as letters
    (:func:`_letters_for_numbered`), the answer naming them back as said."""
    text, names = _letters_for_numbered(text)
    found = _compute(text)
    return _named_back(found, names) if found is not None and names else found


def _compute(text: str) -> Computed | None:
    """A first meld's points, a set's validity, which tile frees a set's joker, a winner's
    points, the deal for N players, or a concrete position's verdict (the readers that
    need a table or a turn come before the set reader, which would read their tiles as one
    set). A question that says the first meld is done is read without those words, as a turn
    after the meld. First the question is put in the readers' words (a correction keeps what
    follows it, tiles said as words or copies are written out; a narration's asides, what it
    says is absent and what it says apart are set as the readers read them: :func:`_narrated`,
    :func:`_rack_said_once`, :func:`_attached_apart`, :func:`_joker_taken_with`); a colour the
    game has not, a remark about another game, other rules than the engine's, a tile not told
    or a tile left unread gives no verdict, and a play on another player's turn is the turn
    rule's (unless the game's end on that turn is what is asked)."""
    if _NO_SUCH_COLOUR.search(text) or _SIDE_REMARK.search(text):
        return None  # a colour the game has not, or a remark about another game
    match = rummikub_match(text)
    if match is not None:
        return match  # a match's standings: no tile is named
    if _DONE_NOT_YET.search(text) and not re.search(r"등록|멜드|30\s*+점", text):
        # "형은 했고 나는 아직이야 빨강 1 2 3 내도 돼?": done and not yet, of what? (the first
        # meld, most likely: the set's validity alone answered "네, 세트가 됩니다")
        return None
    said = _corrected(text)
    if said is None:
        return None
    if _OTHER_RULES.search(said.lower()) or (_UNTOLD.search(said) and re.search(r"\d|조커", said)):
        # other rules than the engine's, or a tile of the case not told (a rule not remembered,
        # "몇 장씩 가졌는지 기억이 안 나요", is asked as any other)
        return None
    narrated = _narrated(said.strip())
    if narrated is None:
        return None  # something said absent, then named
    text = _copies(_spelled(_join_span_dropped(narrated.strip())))
    if _RANGE_LEFT.search(text) or (
        _WORD_RANGE_LEFT.search(text) and not _COLOUR_WORD.search(text)
    ):
        return None  # "8~10", "1부터 5까지" with no colour, "10~8": a range not written out
    worth_said = _JOKER_WORTH_SAID.search(text)
    if worth_said is not None:
        # "조커는 30점이라서 빨강 1 2 조커만 내도 …": the joker's worth said, as the meld reader
        # reads it (nothing else reads it: below); another player said first is the one the
        # worth is heard from ("누나가 조커는 30점이래 …"), not a player whose tiles follow
        before = text[: worth_said.start()]
        heard = _MELD_HEARD_FROM.fullmatch(before + " ")
        if heard is not None and _HEARD_WORTH.search(worth_said.group(0)):
            before = _unheard(before + " ", heard)
        meld = "첫 등록에 " if "등록" in worth_said.group(0) else ""
        text = f"{before} {meld}조커가 {worth_said.group('n')}점이니까 {text[worth_said.end() :]}"
    if (
        _JOKER_MENTION.search(text)
        or _JOKER_ASKED_OF.search(text)
        or _JOKER_SAID_AGAIN.search(text)
    ) and len(_JOKER_WORD.findall(text)) > 1:
        # "조커 포함 검정 12 13 조커": the joker said of the tiles, then among them; "… 조커는
        # 무슨 숫자야?": what the joker among them stands for, asked after them
        return None
    if _JOKER_CALLED_NUMBER.search(text):
        return None  # the number a joker was called, not two tiles
    if _JOKER_REMARK.search(text) and worth_said is None:
        return None  # a joker spoken of before the tiles, not one of them
    if _JOKER_RULE_HEARD.search(text) and len(_JOKER_WORD.findall(text)) > 1:
        return None  # a joker's rule heard before the tiles, not one of them
    if _YELLOW.search(text) and _ORANGE.search(text):
        return None  # 노랑 and 주황 named as two colours: the box has one of them
    if _WORD_LEFT.search(text):
        return None  # a tile said in words the readers do not read
    if _OTHERS_TURN.search(text) and not (
        _END_POINTS_ASKED.search(text) and _OTHER_ACTS.search(text)
    ):
        if (
            _OTHER_ACTS.search(text)
            or re.search(r"(?:차례|턴)\s*+(?:이|가)?\s*+(?:끝|다음|지나|후|뒤|넘어)", text)
            or not (_PLAY_ASKS.search(text) and _PLAY_VERB.search(text))
        ):
            return None  # the other player's own move, or after their turn
        return not_my_turn(text)
    if (
        _NOT_DOING.search(text)
        or _TILE_ABSENT.search(text)
        or _DRAW_INSTEAD.search(text)
        or _TILE_INSTEAD.search(text)
    ):
        # whether a move may be left undone or a tile drawn instead, a tile said not to be
        # there, or tiles said instead of others
        return None
    if re.search(
        r"(?:등록|멜드)\s*+(?:을|를|은|이)?\s*+(?:먼저\s*)?(?:해야|했어야|하고\s*+나서야|했(?:어|나|니|냐|는지)\s*+[?？])",
        text,
    ):
        return None  # "첫 등록 해야 돼?", "첫 등록 했어?": the meld's rule or state asked
    if re.search(r"[?？][^?？]*\S(?:면|라면)\s*+[?？]+\s*$", text):
        return None  # "… 써도 돼? 시간 초과되면?": a second case asked after the first
    # "파랑 없이 빨강 12 검정 12로 그룹 돼?", "파랑은 없고 …": a colour said not there, which
    # the tiles' reading would give the number after it ("빨강 파랑 검정 9": three tiles)
    text = _COLOUR_ABSENT.sub(" ", text)
    # "… 내면 30 돼?", "30 넘어?": the first meld's 30 said without 점
    text = _BARE_30.sub("30점", text)
    text = _SPLIT_LISTED.sub(lambda m: f"{m.group('a')}랑 {m.group('b')}", text)
    if _TIMEOUT_CUE.search(text) and not _TIMEOUT_NOT.search(text):
        # "시간 초과됐는데 빨강 7 8 9 내도 돼?": the turn's time ran out (its tiles go back),
        # which no play's reader answers ("네, 세트가 됩니다")
        return timeout(text)
    found = _read(
        _joker_taken_with(
            _attached_apart(_rack_said_once(_others_set_added(_others_set_joker(text))))
        )
    )
    if found is not None and found.kind in _END_KINDS and _END_UNPLAIN.search(said):
        # "나 조커 2 남았어": two jokers, or a joker and a 2; "13은 안 남았어", "13이었으면":
        # a tile said not left, or supposed
        return None
    if worth_said is not None and found is not None and found.kind != "rummikub-initial-meld":
        return None  # the joker's worth said: only a first meld's points put it right
    if (
        found is not None
        and found.kind == "rummikub-set"
        and found.ok is False
        and "세트는 3장 이상이어야" in found.summary
        and _MELD_DONE.search(text)
        and re.search(r"(?:내|놓)(?:도|아도|으면|면|을|는)|낼|놓을", text)
    ):
        # "첫 등록 했는데 다음 턴에 빨강 1 2 내도 돼?": after the meld one or two tiles may go
        # onto the table's sets, which the question does not name ("아니요, 세트가 되지
        # 않습니다" would answer only laying them apart)
        return None
    if (
        found is not None
        and found.kind != "rummikub-set"
        and not _COLOUR_WORD.search(text)
        and (_COLOURS_MIXED.search(text) or _OTHER_COLOUR.search(text))
    ):
        # "색 달라도 10 11 12 첫 등록 돼?": no colour named, the colours said to differ (the
        # other readers take colourless numbers for one colour's run)
        return None
    mover = _OTHER_FIRST.match(text)
    if (
        found is not None
        and found.kind == "rummikub-play"
        and mover is not None
        and not _ASKER_NAMED.search(text)
    ):
        # "형이 첫 등록 했는데 같은 턴에 테이블 …에 검정 8 붙였어": another player's move (its
        # rule is anyone's), the tiles theirs, not the asker's
        found = replace(
            found,
            case=f"{josa(mover.group('who'), '이', '가')} 둔 수: "
            + re.sub(r"(?<![가-힣])내 (?=\S)", "", found.case),
        )
    second = re.search(r"[?？]+\s*(?P<q>[^?？]*[가-힣][^?？]*)[?？]+[\s!.~ㅠㅜㅋㅎ]*$", text)
    if (
        found is not None
        and second is not None
        and re.match(r"(?:네|아니요),", found.verdict)
        and not re.fullmatch(
            r"\s*+(?:진짜|정말|그치|그렇지|맞지|맞아|맞죠|응|네|[ㅠㅜㅋㅎ]+)\s*", second.group("q")
        )
    ):
        return None  # "… 빼도 돼? 조커 빼면 30점이야?": a second question, which 네 would answer
    # "첫 등록 29점이면 안 되지? 빨강 8 9 12": the tiles named after the question, whose end is
    # the question's (a negated one's 네/아니요 would answer it backwards)
    asked = _TILES_AFTER_ASKED.sub("", text)
    if (
        found is not None
        and found.ok is not None
        and YES_NO_PREFIX.match(found.verdict)
        and _NEGATIVE_INSISTED.search(text)
    ):
        # "친구가 빨강 1 2 3 세트 안 된다고 우긴다": the claim is the set's verdict denied
        true = not found.ok
        said = YES_NO_PREFIX.sub("", found.verdict)
        return replace(
            found,
            verdict=f"{'네' if true else '아니요'}, {said}",
            ok=true,
            case=f"{found.case} (다른 사람이 부정으로 우기는 말)",
        )
    if found is not None and (
        asked_in_the_negative(asked, _NEGATIVE_END, _NEGATIVE_BELIEF, _NEGATIVE_HEARD)
        or _CLAIM_CONFIRMED.search(text)
    ):
        # (a claim heard in the negative, "세트 아니래": whether it is true, 네/아니요 turned)
        denied = heard_denied(found, text) if YES_NO_PREFIX.match(found.verdict) else None
        return denied or plain(found)
    return found


# "조커 2 남았어": two jokers (조커 2개) or a joker and a 2, which is not plain for the end's
# points: a count of jokers is read only with its counter ("조커 2장", "조커 두 개"), tiles only
# when the list goes on ("조커 2 5"), the tile has its colour ("조커 빨강 2") or is counted
# ("조커 하나 2 하나"); looked for in the question as said, before counts are written out
_JOKER_OR_COUNT = patterns.compile(
    r"(?:조커|죠커|joker)\s*+[12](?!\d)(?!\s*+(?:장|개|점))(?!\s*+(?:,|과|와|이랑|랑|하고)?\s*+\d)"
)
_END_KINDS = frozenset({"rummikub-rack-penalty", "rummikub-went-out", "rummikub-blocked"})
# "13은 안 남았어", "13은 없고": a tile said not left (the readers would count it); "13이었으면",
# "조커였으면": a tile supposed instead of the one left
_END_UNPLAIN = patterns.compile(
    _JOKER_OR_COUNT.pattern
    + r"|(?<!\d)\d{1,2}\s*+(?:은|는|이|가|도)?\s*+(?:안\s*+남|없(?:고|어|음|는데|어요|었))"
    + r"|(?:였|이었)\s*+(?:으면|다면)"
)


# "상대 받침대에 빨강 6 있어", "친구한테 빨강 6 있대": tiles on another player's rack, which
# the one asking cannot play
_OTHERS_TILES = patterns.compile(
    rf"(?<![가-힣]){_OTHER_PERSON}\s*(?:의|이|가|는|은|도)?\s*"
    rf"(?:받침대|손에|손패|랙|(?:한테|에게)\s*+(?:있는\s*)?(?:{_COLOUR_ALT}|조커|죠커|\d))"
)


# "친구가 테이블 빨강 3 4 5에 빨강 6 붙이려는데", "등록 안 한 동생이 … 붙였어": another player
# named as the one who moves (not "친구가 낸 세트", not "형이 첫 등록 했는데": the meld's own)
_OTHER_MOVES = patterns.compile(
    rf"(?<![가-힣]){_OTHER_PERSON}\s*+(?:가|이)\s+"
    r"(?!(?:낸|놓은|놔둔|깐|깔아\s*+둔|만든|내놓은)\s|(?:첫\s*|30\s*+점\s*)?등록|이미|먼저)"
)


# "동생은 첫 등록 안 했는데", "친구는 아직 등록 전인데": another player's meld not made
_OTHER_NOT_MELDED = patterns.compile(
    rf"(?<![가-힣]){_OTHER_PERSON}\s*+(?:는|은|도|가|이)\s*(?:아직\s*)?(?:첫\s*|30\s*+점\s*)?"
    r"등록\s*+(?:은|을|도|이)?\s*+(?:아직\s*)?(?:안|못|전|하기\s*+전)"
)
# "나는 했어", "저도 아직", "내가 등록 전이라": the asker's own meld said
_ASKER_MELD_SAID = patterns.compile(
    r"(?<![가-힣])(?:나|저|난|전|내가|제가)(?:는|도)?\s*"
    r"(?:아직|이미|벌써|(?:첫\s*|30\s*+점\s*)?등록|했|마쳤|끝냈|못|안\s*+했)"
)


# "첫 등록 했고 그 차례에 빨강 1 2 3도 같이 냈어": a statement of the tiles laid, the past verb
# said last (whether they make a set is what it claims)
_LAID_SAID = patterns.compile(
    r"(?:냈|놨|놓았|깔았|내놨)(?:어요|어|는데요|는데|음|다|습니다)?\s*[.!~]*\s*$"
)


def _set_beside_meld(text: str) -> Computed | None:
    """A set of one's own tiles laid in the meld's turn beside the meld ("첫 등록 하면서 파랑 1 2
    3도 같이 내도 돼?", "첫 등록 했고 그 차례에 빨강 1 2 3도 같이 냈어"): the meld may be made of
    several sets, so the tiles named after the meld's words are judged as a set alone. A tile
    added to the table's sets, another player or the meld asked again is not read here."""
    beside = _MELD_THEN.search(text)
    if beside is None and _TILES_ALSO.search(text):
        beside = _MELD_SAME_TURN.search(text)
    if beside is None:
        return None
    rest = text[beside.end() :]
    if (
        not _ANY_TILE.search(rest)
        or _TABLE_SAID.search(rest)
        or _ADDED.search(rest)
        or re.search(rf"등록|멜드|\d+\s*+점|점수|30|남의|(?<![가-힣]){_OTHER_PERSON}", rest)
    ):
        return None
    if not _RK_CUE.search(rest) and _LAID_SAID.search(rest):
        rest = _LAID_SAID.sub(" 돼?", rest)  # the play stated: whether it stands
    found = rummikub_set(rest)
    if found is None:
        return None
    return replace(
        found,
        case=f"첫 등록을 하는 차례에 받침대에서 함께 내는 세트, {found.case}",
        rule_ids=[*found.rule_ids, ENTRY_MELD_SEVERAL],
    )


# "첫 등록 하고 테이블 …에 붙여도 돼?", "첫 등록 마치고 조커 빼 와도 돼?": the meld said done
# with no turn said, which may be its own turn (refused) or a later one (allowed)
_MELD_UNTIMED = patterns.compile(
    r"등록\s*+(?:을\s*|은\s*)?(?:하고|마치고|끝내고)(?=[\s,])"
    r"(?![,\s]*(?:나서|난\s|다음|바로|곧바로|같은|그\s*+(?:턴|차례)|싶|있|나면|보니))"
)
_TABLE_PLAY = patterns.compile(
    r"테이블|바닥|깔린|깔려|놓인|남의|상대|(?:조커|죠커)\S*\s*+(?:빼|뺄|가져|회수|바꾸|바꿔)"
)


def _read(text: str) -> Computed | None:
    """The readers, in order (see :func:`compute`)."""
    # another player making the move beside a meld said done or not: whose meld, a move's
    # reader would take for the asker's (the meld's words are kept: the set reader declines
    # a set said added before a meld)
    others_move = bool(_OTHER_MOVES.search(text) and re.search(r"등록|멜드", text))
    # "형은 첫 등록 못 했어 테이블 … 내 검정 4 붙여도 돼?": another player's meld said not made,
    # the asker's unsaid (the before-meld words would be read as the asker's)
    others_move = others_move or bool(
        _OTHER_NOT_MELDED.search(text) and not _ASKER_MELD_SAID.search(text)
    )
    melded = False
    done = _MELD_DONE.search(text)
    if (
        done is not None
        and _MELD_OF_TILES.search(text, 0, done.start())
        and _ANY_TILE.search(text, done.end())
        and not _TABLE_SAID.search(text, done.end())
    ):
        # "검정 11 12 13으로 첫 등록 했는데 다음 턴에 파랑 2 하나만 붙여도 돼?": the meld's tiles,
        # then a later turn's tile with no set of the table named for it (the set reader took
        # them for one set, "아니요, 세트가 되지 않습니다")
        return None
    if not others_move:
        beside = _set_beside_meld(text)
        if beside is not None:
            return beside
        text, melded = _meld_state(text)
        if not melded and _MELD_UNTIMED.search(text) and _TABLE_PLAY.search(text):
            return None
    if others_move or _OTHERS_TILES.search(text):
        # another player's tiles: not a play of one's own (the end's scores may name them)
        return (
            initial_meld(text)
            or rummikub_set(text)
            or joker_free(text)
            or went_out_score(text)
            or went_out_rack(text)
            or rack_penalty(text)
            or blocked_end(text)
        )
    return (
        meld_with_table(text, melded=melded)
        or (None if melded else meld_table_tile(text))
        or joker_before_meld(text)
        or joker_retrieve(text)
        or joker_kept_any(text)
        or rummikub_join(text)
        or last_joker_out(text)
        or joker_past_edge(text)
        or rummikub_split(text)
        # (after the meld: the 30 points asked of a set are not a meld's)
        or (after_meld_points(text) if melded else None)
        or meld_two_turns(text)
        or initial_meld(text)
        or table_told(text, several=True)
        or rummikub_rearrange(text)
        or table_take_out(text)
        or table_told(text, several=False)
        or rummikub_extend(text)
        or drawn_tile(text)
        or rummikub_fit(text)
        or rummikub_set(text)
        or joker_free(text)
        or went_out_score(text)
        or went_out_rack(text)
        or rack_penalty(text)
        or rummikub_deal(text)
        or blocked_end(text)
        or timeout(text)
    )


# -- a match of several games: who wins it ---------------------------------------------
# "저랑 동생이 2판씩 이겼고 총점은 제가 +18, 동생이 +45인데 누가 최종 우승이에요?": most games
# won, then the highest total (rummikub.match.winner), as the engine's match standings decide
ENTRY_MATCH_TIE = "rummikub.faq.match-tie"
_MT_N = rf"(?P<n>\d+|{NATIVE})"
# "저랑 동생이 2판씩 이겼어요", "나랑 형 둘 다 3판 이김": the same number of games won by both
_MT_EACH = patterns.compile(
    rf"(?<![가-힣])(?P<a>{_OTHER_PERSON}|나|저)\s*+(?:랑|이랑|하고|와|과)\s*"
    rf"(?P<b>{_OTHER_PERSON}|나|저)\s*(?:이|가|는|은)?\s*(?:둘\s*+다\s*)?{_MT_N}\s*+판\s*+씩?"
    r"\s*+(?:을|를)?\s*+(?:다\s*)?(?:이겼|이기|이김|이긴|승)"
)
# a player named, then what they won and scored, up to the next player named ("동생이 3판
# 이기고 총점 -5, 내가 2판 이기고 총점 60", "총점은 나 20 형 50")
_MT_NAMED = patterns.compile(
    rf"(?<![가-힣])(?P<who>{_OTHER_PERSON}|내가|제가|나|저|난|전|내|제)"
    r"(?=\s|은|는|이|가|도|의|,|\d|[+\-−]|$)"
)
# "3판", "1승": games won, in one player's stretch ("나는 3판, 형은 2판 이겼는데")
_MT_WON = patterns.compile(rf"{_MT_N}\s*+(?:판|승)(?!\s*+째)")
_MT_WON_VERB = patterns.compile(r"이겼|이기|이김|이긴|승리|승(?![가-힣])")
_MT_SCORE = patterns.compile(r"(?P<sign>[+\-−]?)\s*+(?P<t>\d+)\s*(?:점)?(?!\s*+(?:판|\d))")
# "4판 했는데", "3판 하는 동안": the games played, not won
_MT_PLAYED = patterns.compile(
    rf"(?<![가-힣])(?:\d+|{NATIVE})\s*+판\s*+(?:을|를)?\s*+(?:했|하고|해서|하는|동안|중|째|짜리)"
)
# "총점은 제가 +18, 동생이 +45", "내 총점 20, 형 총점 35", "총점 나 50 형 40"
_MT_TOTALS = patterns.compile(r"총점|점수\s*+(?:합계|합)|누적\s*+점수|합계\s*+점수")
_MT_ASKS = patterns.compile(
    r"누가\s*+(?:최종\s*)?(?:우승|이겨|이긴|이기|1\s*+등|승자)|최종\s*+(?:우승|승자|1\s*+등)"
    r"|우승\s*+(?:자|은|이)?\s*+(?:누구|누가)|(?:이긴|우승한)\s*+사람"
)


def _mt_person(word: str) -> str:
    """The player a word names: the asker ("나") or the other player's noun."""
    return "나" if word in ("내가", "제가", "나", "내", "저", "제", "난", "전") else word


# another player said to have done something and the asker not yet, the thing unnamed ("형은 했고
# 나는 아직이야", "친구는 냈는데 저는 아직")
_DONE_NOT_YET = patterns.compile(
    rf"(?<![가-힣]){_OTHER_PERSON}\s*(?:은|는|이|가|도)?\s*(?:이미\s*|벌써\s*)?"
    r"(?:했|냈|끝냈|마쳤)[가-힣]*[,.]?\s*+(?:나|저|난|전)\s*+(?:는|은)?\s*+아직"
    # (not yet done: "아직이야", "아직 안 했어"; never "저는 아직 빨강 10 11 12 있어요", still)
    r"\s*(?:이야|이에요|이예요|이고|인데|임|이라|이지만|안|못|[,.!?]|$)"
)


def rummikub_match(text: str) -> Computed | None:
    """Who wins a match of several games, from each player's games won and total score: the
    engine's match standings (most games won, then the highest total; still equal, shared)."""
    from tutor.games.rummikub.match import match_standings

    if not (_MT_ASKS.search(text) and _MT_TOTALS.search(text) and _MT_WON_VERB.search(text)):
        return None
    if re.search(r"받침대|랙|남은\s*+타일|남았|조커|첫\s*+등록|세트", text):
        return None  # a game's end or a play, not the match's standings
    wins: dict[str, int] = {}
    totals: dict[str, int] = {}

    def put(table: dict[str, int], who: str, value: int) -> bool:
        if table.get(who, value) != value:
            return False  # told twice, differently
        table[who] = value
        return True

    rest = _MT_PLAYED.sub(" ", text)
    each = _MT_EACH.search(rest)
    if each is not None:
        n = count_word(each.group("n"))
        if n is None:
            return None
        for word in (each.group("a"), each.group("b")):
            put(wins, _mt_person(word), n)
        rest = rest[: each.start()] + " " + rest[each.end() :]
    named = list(_MT_NAMED.finditer(rest))
    for at, m in enumerate(named):
        segment = rest[m.end() : named[at + 1].start() if at + 1 < len(named) else len(rest)]
        who = _mt_person(m.group("who"))
        won = list(_MT_WON.finditer(segment))
        if len(won) > 1:
            return None
        if won:
            n = count_word(won[0].group("n"))
            if n is None or not put(wins, who, n):
                return None
            segment = segment[: won[0].start()] + " " + segment[won[0].end() :]
        scores = list(_MT_SCORE.finditer(segment))
        if len(scores) > 1:
            return None
        if scores:
            sign = -1 if scores[0].group("sign") in ("-", "−") else 1
            if not put(totals, who, sign * int(scores[0].group("t"))):
                return None
    if re.search(r"\d", rest[: named[0].start()] if named else rest):
        return None  # a number before any player is named
    players = list(wins)
    if len(players) < 2 or set(totals) != set(players):
        return None  # every player's games won and total, told
    # the engine's standings: each player's wins as games won, the totals as one game's scores
    games: list[tuple[list[int], list[int]]] = [
        ([0] * len(players), [i]) for i, who in enumerate(players) for _ in range(wins[who])
    ]
    games.append(([totals[who] for who in players], []))
    standings = match_standings(games, len(players))
    best = standings[0]
    first = [players[s.player] for s in standings if (s.wins, s.total) == (best.wins, best.total)]
    # the totals decided it: the best two won as many games (not every player need have)
    level_wins = standings[1].wins == best.wins

    def said(who: str) -> str:
        return "내가" if who == "나" else josa(who, "이", "가")

    if len(first) > 1:
        verdict = (
            f"공동 우승입니다 ({', '.join(first)})"
            if len(first) < len(players)
            else "공동 우승입니다"
        )
        summary = "이긴 판 수도 총점도 같아 공동 우승입니다(공식 규칙은 총점까지만 비교합니다)."
    else:
        (winner,) = first
        verdict = f"{said(winner)} 최종 우승입니다"
        summary = (
            f"이긴 판 수가 같으면({wins[winner]}판씩) 총점이 높은 사람이 우승합니다: "
            f"{said(winner)} 총점 {totals[winner]:+d}점으로 이깁니다."
            if level_wins
            else f"이긴 판이 가장 많은 사람이 우승합니다({wins[winner]}판). 총점은 이긴 판 수가 "
            "같을 때만 비교합니다."
        )
    case = " / ".join(f"{who}: {wins[who]}판 이김, 총점 {totals[who]:+d}점" for who in players)
    ranked = [players[s.player] for s in standings]
    details = [
        "순위: "
        + ", ".join(f"{who}({wins[who]}판, {totals[who]:+d}점)" for who in ranked)
        + " (이긴 판 수가 먼저, 같으면 총점)"
    ]
    rules = [ENTRY_MATCH_TIE, RULE_MATCH_WINNER] if level_wins else [RULE_MATCH_WINNER]
    return Computed(RUMMIKUB, "rummikub-match", verdict, summary, case, details, rules, None)


# Cases another game's question reads the same way ("4명이면 처음에 몇 장씩 받아?": 나빗길's
# players hold one path tile each, and its pile has tiles too): with no game asked or
# detected, read only when the question names this game or its own words
# (:func:`tutor.qa_computed.compute`).
SHARED_KINDS = frozenset({"rummikub-deal"})
_OWN_WORDS = patterns.compile(r"받침대|랙|rack|등록|숫자\s*+타일")


def names_game(text: str) -> bool:
    """Whether the question names this game or uses a word only it has (받침대, 등록 …)."""
    return bool(NAMED.search(text) or _OWN_WORDS.search(text))


KINDS = (
    "rummikub-set",
    "rummikub-match",
    "rummikub-joker-free",
    "rummikub-went-out",
    "rummikub-initial-meld",
    "rummikub-deal",
    "rummikub-rack-penalty",
    "rummikub-fit",
    "rummikub-play",
    "rummikub-extend",
    "rummikub-blocked",
    "rummikub-drawn-tile",
    "rummikub-take-out",
    "rummikub-timeout",
)
