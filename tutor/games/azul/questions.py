"""Questions the Azul engine can decide: the floor-line penalty for N spaces ("바닥에 타일
3개 떨어지면 몇 점 깎여?") and where taken tiles go ("2번 줄에 파랑 1개 있는데 파랑 3개
가져오면?"). See :mod:`tutor.qa_computed` for the protocol."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any, NamedTuple

from tutor import patterns
from tutor.games.azul.rules import (
    RULE_BONUS,
    RULE_CENTRE,
    RULE_END,
    RULE_FACTORY_REST,
    RULE_FLOOR_CHOICE,
    RULE_FLOOR_LID,
    RULE_FULL_LINE,
    RULE_MARKER,
    RULE_MARKER_FULL,
    RULE_ONE_LINE,
    RULE_OVERFLOW,
    RULE_PENALTY,
    RULE_RIGHTMOST,
    RULE_SAME_COLOUR,
    RULE_SCORE,
    RULE_TAKE_ALL,
    RULE_TILING_ORDER,
    RULE_WALL_COLOUR,
    RULE_WINNER,
)
from tutor.games.azul.scoring import floor_breakdown, floor_penalty, score_after_floor
from tutor.games.azul.tiles import FLOOR_PENALTIES
from tutor.korean import NATIVE_BEFORE_COUNTER, NATIVE_NUMBERS, alternation, josa
from tutor.qa_computed import (
    HEARD_CLAIM_END,
    NATIVE,
    NATIVE_ORDINALS,
    NEGATIVE_ASK,
    PLAYER_COUNT,
    SCORE_NOW,
    SETUP_ASKS,
    Computed,
    count_word,
    heard_denied,
    house_rule,
    plain,
    players_named,
    set_up,
    untaken_centre,
)

AZUL = "azul"
# The game's name as this reader reads it, and the words that name it
# (:func:`tutor.qa_computed.compute`: a question asked on the game's own pages); 아줄 alone,
# not 아줄: 여름 별장 (:data:`_OTHER_GAME`)
NAME = "아줄"
NAMED = patterns.compile(r"아줄|아쥴|azul")
# the name as the readers take it out of a question (아줄's 줄 is no pattern line)
_NAME_SAID = patterns.compile(r"아줄|azul")


def _unnamed(text: str) -> str:
    """``text`` with the game's name taken out."""
    return _NAME_SAID.sub(" ", text)


# entries that give the set-up (content entries, not rules the engine raises)
ENTRY_PLAYERS = "azul.overview.players"
ENTRY_SHARED_AREA = "azul.setup.shared-area"
ENTRY_FILL_FACTORIES = "azul.setup.fill-factories"
_FLOOR_WORD = patterns.compile(r"바닥|floor|플로어")
# ("바닥에 3개면 4점이지?": points guessed at the end, with no word of the penalty; 점\b
# never ends a word before 이지, and it was not read)
_POINTS_GUESSED_LAST = r"|\d\s*점\s*(?:이지|이죠|인가요|인가|이냐|임|이야|야|지|죠)\s*[?？]*\s*$"
_FLOOR_CUE = patterns.compile(
    r"감점|점수|점\b|몇\s*점|깎|까여|까이|마이너스|벌점|잃|빠져|빼|penalty|떨어|-\s*\d"
    + _POINTS_GUESSED_LAST
)
_MARKER = patterns.compile(
    r"첫\s*플레이어|선\s*플레이어|시작\s*플레이어|선\s*마커|마커|토큰|1번\s*타일|선\s*타일|표식"
)
# "선 마커 하나랑 타일 3개", "마커 1개랑": the marker counted, as there is only one (its count
# is no tile's)
_ONE_MARKER = patterns.compile(
    r"\s*(?:마커|표식|토큰)\s*(?:하나|한\s*개|1\s*개)(?=\s*(?:랑|이랑|와|과|하고|,|도|까지))"
)
# "마커까지 해서 5칸", "마커 포함 3개": the count holds the marker; "마커까지 오면" adds it
_MARKER_INCLUDED = patterns.compile(
    r"포함|까지\s*(?:해서|합쳐|모두|쳐서|세면|치면|(?:\d|한|두|세|네|다섯|여섯|일곱))|합쳐|합해"
    r"|더해서\s*모두"
)
# a pattern line named by its length ("바닥 3칸짜리 줄에 넣으면"): its spaces are never the
# floor line's (the floor line is 7 spaces long)
_LINE_BY_LENGTH = patterns.compile(
    r"(?<!\d)(?:[1-5]|(?<![가-힣])(?:한|두|세|네|다섯))\s*칸\s*짜리\s*(?:줄|라인|패턴)"
)
# a question asked again on another condition after the first ("…몇점? 표식까지 치면?",
# "…몇 점이야? 마커까지 치면?"): the second asks what the first answer is not
_FOLLOW_UP_IF = patterns.compile(r"[?？][^?？]*?면\s*+[?？]*+\s*+$")
_MARKER_ADDED = patterns.compile(
    r"(?:마커|토큰|표식|타일)\s*(?:랑|이랑|와|과|하고|도|까지\s*더|더)|\+|더\s*있|더\s*떨어|도\s*같이"
    r"|(?:마커|토큰|표식)\s*까지\s*(?:오|와|떨어|들어|가|놓|받|생기|먹)"
    r"|(?:개|장)\s*(?:랑|이랑|와|과|하고|에|에다|에다가)\s*(?:첫|선|시작|마커|토큰)"
)
_FLOOR_COUNT = patterns.compile(rf"(\d+|{NATIVE})\s*(개|장|칸)")
_POINTS = patterns.compile(r"-?\s*\d+\s*점")
_ANY_NUMBER = patterns.compile(rf"\d+|(?<![가-힣])(?:{NATIVE})(?=\s*(?:개|장|칸))")
_ORDINAL = patterns.compile(r"번째|째\s*칸|번\s*칸")
# "7개 넘게", "5장 이상": not one count, so no one penalty
_NOT_EXACT = patterns.compile(r"(?:개|장|칸)\s*(?:넘|이상|초과|보다\s*많|이하|미만|쯤|정도|가량)")
# "2개씩 두 번": one count said for several drops, the tiles of all of them
_FLOOR_TIMES = patterns.compile(
    rf"(\d+|{NATIVE})\s*(개|장)\s*씩\s*(\d|{NATIVE})\s*(?:번|차례)(?!\s*째)"
)


# the question asks the penalty (not where the tiles go, or whether they come back)
_FLOOR_ASKS = patterns.compile(
    r"감점|점수|점\b|몇\s*점|깎|까여|까이|마이너스|벌점|잃|빠져|빼|penalty|-\s*\d|점\s*(?:돼|되|이야|야)"
    + _POINTS_GUESSED_LAST
)
_FLOOR_OTHER_ASKS = patterns.compile(
    r"어디|어느\s*쪽|다시\s*(?:써|쓰|사용|넣|돌아)|재사용|돌려|되돌|버려(?!서)|버리(?!면)|뚜껑|주머니|가방"
    r"|언제|왜|누가|누구|남아|남나|남는|유지"
    # "감점은 라운드 끝에 해, 아니면 바로 해?", "감점 후에 그 타일 어떻게 해?": when the penalty
    # is taken, or what becomes of the tiles after it (it was the penalty, "−4점")
    r"|바로|즉시|곧바로|당장|(?:감점|계산)\s*(?:을\s*|한\s*|하고\s*)?(?:후|뒤|다음|나서)"
    r"|타일\s*(?:은|는|을|를|들은|들)?\s*(?:어떻게|어떡|어케)"
    # "친구 바닥에 3개, 내 바닥에 1개면 각각 몇 점?", "둘이 감점 차이 몇 점이야?": two floor
    # lines asked at once (it was the last one's penalty alone, "−1점")
    r"|각각|각자|차이"
)
# "벽에서 3점 받고", "벽 점수 2점 받았으면", "벽으로 5점 얻고": points the wall gives
_FLOOR_GAINED = patterns.compile(
    r"벽\s*(?:에서|에|으로|로)?\s*(?:점수\s*)?(?:는|은|가|이|로|를|을|도)?\s*"
    # "벽에 타일 하나 붙여서 1점 받았는데": the tile placed, then its points
    rf"(?:(?:타일\s*(?:을|를)?\s*)?(?:(?:\d|{NATIVE})\s*(?:개|장)?\s*)?"
    r"(?:붙여서|붙이고|붙였는데|붙여|놓아서|놓고|놨는데|옮겨서|옮기고)\s*)?"
    r"(?:\+\s*)?(\d{1,2})\s*점"
    r"\s*(?:을|를|이|가|씩)?\s*(?:받|얻|먹|벌|따|나왔|나오|올|생기|생겼|추가)"
)
# the wall's points said gained already ("받았는데", "얻었고"), not to be gained ("받고", "얻으면")
_FLOOR_GAINED_PAST = patterns.compile(r"(?:받|얻|먹|벌|올)았|(?:받|얻|먹|벌)었|땄|나왔|생겼|추가했")
# points said of the wall with no verb ("벽 점수는 10점이야"): gained, or the score?
_FLOOR_WALL_POINTS = patterns.compile(r"벽[^.?!,]{0,8}?\d{1,3}\s*점")
# the score after the round asked ("몇 점 돼?", "총 몇 점"), not the penalty alone; the
# score itself asked ("점수는?", "내 점수 어떻게 돼?", "점수 몇 점?"), as the wall's points said
# beside it are part of it (before, they were dropped and the penalty answered alone)
_FLOOR_TOTAL_ASKS = patterns.compile(
    # (not after the penalty named: "감점 몇 점이야?" asks the penalty alone)
    r"(?<!감점)(?<!감점\s)(?<!감점은\s)(?<!감점은)(?<!감점이\s)"
    r"(?:몇\s*점\s*(?:이\s*)?(?:돼|되|이야|야|이지|인가|남|나와|나오|받|에요|예요)|총|합|최종|모두\s*몇"
    r"|결과|이번\s*라운드"
    # ("지금 0점인데 벽에서 2점 받고 바닥에 4개면 몇 점?": the bare ask that ends it)
    r"|몇\s*점\s*[?？]*\s*$"
    # ("라운드 끝나면 몇 점이에요?", "끝나고 몇 점?": the score the round ends with)
    r"|(?:(?:라운드|판)\s*(?:이|가)?\s*)?끝나(?:고|면|서|고\s*나면|고\s*나서)\s*(?:내\s*)?(?:몇\s*점|점수)"
    r"|점수\s*(?:는|은|가|이)?\s*(?:요\s*)?(?:어떻게|얼마|몇|[?？]|$))"
    # ("점수 몇 점 깎여?", "점수 얼마나 잃어?", "총 몇 점 깎여?": the points lost, the
    # penalty's question)
    r"(?![^.?!]*(?:깎|까여|까이|까임|잃|빠지|빠져|빠짐|빼|뺀|날아|감점|마이너스|줄어))"
)
# the score itself asked ("지금 몇 점이야?", "내 점수 몇 점 돼?", "몇 점 남아?"), not the points
# lost: with no score before said, the engine cannot tell it (it was the penalty, "−4점", read
# as the score)
_FLOOR_SCORE_ASKED = patterns.compile(
    r"(?:(?<![가-힣])(?:지금|현재)\s*+(?:내\s*+)?(?:점수\s*+(?:는|가|은|이)?\s*+)?몇\s*+점"
    r"|(?<![가-힣])(?:내|제)\s*+점수\s*+(?:는|가|은|이)?\s*+몇"
    r"|몇\s*+점\s*+(?:이\s*+)?남)"
    r"(?![^.?!]*(?:깎|까여|까이|까임|잃|빠지|빠져|빠짐|빼|뺀|날아|감점|마이너스|줄어))"
)
# the score when the round is over asked ("라운드 끝나면 몇 점?", "끝나고 내 점수는?"): the wall's
# tiling scores in it too
_FLOOR_ROUND_END = patterns.compile(
    r"끝나(?:면|고|서|고\s*나면|고\s*나서)|끝난\s*(?:뒤|후|다음)|라운드\s*(?:후|뒤|끝)|결과|최종"
)
# the round's net asked beside the wall's points ("결국 몇 점 잃어?", "합치면 몇 점 빠져?")
_FLOOR_NET = patterns.compile(
    r"결국|결과적으로|최종적으로|순\s*(?:감점|손해)|합치면|합쳐서|통틀어|빼고\s*나면"
)
# other points a floor question may name: gained, a bonus, a round's
_POINTS_OTHER = patterns.compile(
    r"(?:보너스|가로|세로|라운드|점수\s*판)[^.?!]{0,8}\d+\s*점"
    r"|(?<![-−\d])(?<![-−]\s)(?<!마이너스\s)(?<!마이너스)\d+\s*점\s*(?:을|를|이|가|씩)?\s*"
    r"(?:받|얻|먹|벌|따|추가|더\s*받|더\s*얻|올라)"
)
# "바닥은 비었어", "바닥에 아무것도 없으면": no tiles on the floor line
_FLOOR_EMPTY = patterns.compile(
    r"바닥\s*(?:줄)?\s*(?:은|는|이|가|에|엔|에는)?\s*(?:아직\s*|텅\s*|완전히\s*|다\s*)?"
    r"(?:(?:아무것도|아무\s*것도|하나도|타일이|타일은|타일도|타일)\s*){0,2}(?:없|비었|비어|텅)"
    r"(?!\s*(?:있\s*)?(?:지|진)\s*(?:는|도|가|만)?\s*(?:않|아니))"
)


# "바닥에 마커만 있으면": the start marker alone on the floor line, no tile beside it
_MARKER_ALONE = patterns.compile(
    r"(?:마커|표식|토큰)\s*(?:하나\s*|한\s*개\s*)?(?:만|밖에)(?!\s*(?:빼|말고|제외))"
    # "마커만 있는 게 아니라 타일도": not alone
    r"(?![^.?!]*(?:아니|않|말고|(?:타일|것|거|게)\s*(?:도|까지)))"
)
_MARKER_COMES = patterns.compile(
    r"(?:마커|표식|토큰)\s*(?:이|가|만|도|까지)?\s*(?:오|와|떨어|들어|가면|가서|놓이|놓여|생기)"
    # "3칸 차 있는데 표식 받으면": the marker taken onto the spaces said filled (it was read
    # as one of them, "−4점", where it takes a fourth)
    r"|(?:마커|표식|토큰)\s*(?:을|를|도|까지)?\s*(?:받|가져|챙기|챙겨|얻|먹)"
)


# the start marker said absent ("표식도 없으면", "마커는 없어", "표식 안 받았어")
_MARKER_NONE = patterns.compile(
    r"(?:(?:첫|선|시작)\s*(?:플레이어\s*)?)?(?:마커|표식|토큰)\s*(?:은|는|도|이|가)?\s*"
    r"(?:하나도\s*|아예\s*)?(?:없|안\s*(?:왔|와|오|떨어|받|가져|놓|놨)|못\s*받)"
)


def _floor_empty(text: str, gained: int | None) -> Computed | None:
    """An empty floor line: no penalty, or the start marker alone on it (−1) when the
    question takes first from the centre (its tiles on a pattern line, as it says none go to
    the floor)."""
    from tutor.games.azul.scoring import floor_breakdown

    if re.search(r"\d", text) or gained is not None or _FLOOR_COUNT.search(text):
        return None
    if _MARKER_NONE.search(text):
        # "타일 없고 표식도 없으면": the marker said absent too (it was read as coming, "−1점",
        # for 표식도 said of it)
        if _AZ_FIRST_CENTRE.search(text) or len(_MARKER.findall(text)) > 1:
            return None
        text = _MARKER_NONE.sub(" ", text)
    first = bool(_AZ_FIRST_CENTRE.search(text)) or bool(
        _MARKER.search(text)
        and (_MARKER_ADDED.search(text) or _MARKER_COMES.search(text) or _MARKER_ALONE.search(text))
    )
    if _MARKER.search(text) and not first:
        return None  # the marker said, but not that it comes to the floor
    if first:
        penalty = floor_penalty(1)
        return Computed(
            AZUL,
            "azul-floor",
            f"−{penalty}점",
            f"빈 바닥 줄에 시작 플레이어 표식만 놓이면 첫 칸 감점 {penalty}점을 잃습니다.",
            "바닥 줄이 빈 상태에서 중앙에서 처음 가져와 시작 플레이어 표식만 바닥 줄로 감"
            " (가져온 타일은 패턴 줄에 놓았다고 봄)",
            [
                f"바닥 줄 1칸: {floor_breakdown(1)}",
                "가져온 타일 가운데 바닥 줄로 가는 것이 있으면 그 칸의 감점도 더해집니다.",
            ],
            [RULE_MARKER, RULE_PENALTY],
            None,
        )
    return Computed(
        AZUL,
        "azul-floor",
        "0점",
        "바닥 줄이 비어 있으면 바닥 줄 감점은 없습니다.",
        "바닥 줄이 빔",
        ["바닥 줄 감점은 바닥 줄에 놓인 칸만큼만 받습니다."],
        [RULE_PENALTY],
        None,
    )


def _floor_with_gained(
    gained: int,
    penalty: int,
    before: int | None,
    what: str,
    details: list[str],
    rules: list[str],
    first_round: bool = False,
) -> Computed | None:
    """The wall's points this round and the floor's penalty together: from the score the
    question gives (never below 0), or the round's net when it cannot go below 0."""
    if before is not None:
        after = max(0, before + gained - penalty)
        verdict = f"{after}점 ({before}점 + {gained}점 − {penalty}점)"
        summary = f"{before}점에 벽 점수 {gained}점을 더하고 바닥 줄 감점 {penalty}점을 빼면 {after}점입니다."
        case = (
            f"{'첫 라운드라 라운드 전 0점' if first_round else f'지금 {before}점'}, "
            f"벽에서 {gained}점, 바닥 줄에 {what}"
        )
        if before + gained < penalty:
            summary += " (점수는 0점 아래로 내려가지 않음)"
    elif gained >= penalty:
        net = gained - penalty
        verdict = f"+{net}점 (벽 +{gained}점, 바닥 줄 −{penalty}점)"
        summary = f"이번 라운드에 벽에서 {gained}점을 얻고 바닥 줄에서 {penalty}점을 잃어 모두 +{net}점입니다."
        case = f"벽에서 {gained}점, 바닥 줄에 {what}"
    else:
        return None  # the round's net below 0: how much is lost depends on the score before
    details = [*details, "벽에 붙인 타일의 점수를 먼저 더하고, 그다음 바닥 줄 감점을 뺍니다."]
    # the floor's own rules as read (the marker's, a full line's), then the wall's scoring
    cited = [*rules, *(r for r in (RULE_PENALTY, RULE_SCORE) if r not in rules)]
    if before is not None and before + gained < penalty:
        cited = [ENTRY_NEGATIVE_SCORE, *cited]  # the score stops at 0: the FAQ decides it
    return Computed(AZUL, "azul-floor", verdict, summary, case, details, cited, None)


def _floor_times(match: re.Match[str]) -> str:
    # (both are digits or a native count, by _FLOOR_TIMES: count_word reads each)
    each, times = count_word(match.group(1)) or 0, count_word(match.group(3)) or 0
    return f" {each * times}{match.group(2)} "


# "세 번째 칸까지 차면": the spaces up to that one filled, a count of spaces
_FLOOR_UPTO = patterns.compile(
    r"(?P<n>\d|첫|두|세|네|다섯|여섯|일곱)\s*번\s*째\s*칸\s*까지(?!\s*(?:만|는|은))"
)
_FLOOR_UPTO_WORDS = {"첫": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7}
# the penalty the question guesses with no 점 ("-2 맞지?", "감점 -3이지?"): the count's
# number is never one of these (a count has 개/장/칸)
_FLOOR_GUESS = patterns.compile(
    r"(?:-|−|마이너스\s*)\s*(\d{1,2})(?!\s*(?:\d|점|개|장|칸))\s*(?:이|인)?\s*"
    r"(?=맞|지\b|지\?|야|이야|인가|인지|죠|아니|\?|$)"
)
# the penalty (or the score after it) the question guesses in points: "3점 깎이는 거 맞지?",
# "-4점이지?", "8점 감점 맞죠?", "마이너스 8점이야?", "(지금 10점인데) 6점 되는 거야?"
_FLOOR_GUESS_POINTS = patterns.compile(
    r"(?P<minus>-|−|마이너스\s*)?(?<!\d)(?P<n>\d{1,2})\s*점\s*(?:이|을|를|씩|이나|만)?\s*"
    # ("4점 안 깎인대", "-4점 못 받는대": the loss denied, a claim heard in the negative that
    # :func:`_heard_denied` turns; "-4점 받아?": minus points received, the loss; it was the
    # penalty alone, with no 네/아니요)
    r"(?:(?:안|못)\s*)?"
    r"(?:(?P<loss>감점|깎|까여|까이|까임|잃|빠지|빠져|날아|(?(minus)받|(?!)))|(?P<after>되|돼|남)"
    r"|(?P<said>이야|야(?![가-힣])|이지|지(?![가-힣])|맞|인가|이죠|죠|인지|아니|아냐|\?|$"
    # "6점이냐?", "6점임?", "4점인 거 맞지?", "4점 진짜?": the guess asked in other words (it
    # was the penalty alone, with no 네/아니요)
    r"|이냐|냐(?![가-힣])|임(?=\s*[?？]|\s*$)|인\s*(?:거|게|건|것)|진짜|정말))"
)
# "8번째부터는 어디로 가?", "넘치는 건 어떻게 돼?": where the tiles past the floor line go
_FLOOR_PAST = patterns.compile(
    r"(?:(?P<n>\d)\s*번\s*째\s*(?:칸|타일|거|것|장|개)?\s*(?:부터|이후|넘)|넘(?:치는|친|는)\s*(?:건|거|것|타일|애들)"
    r"|(?:나머지|남는|남은)\s*(?:타일|거|건|것)?)\s*(?:은|는|들은)?\s*(?:어디|어떻게|어떡)"
    r"[^.?!]{0,8}[?.!]*\s*$"
)


# tiles said not to reach the floor, or to leave it, or a penalty of another round; a bonus
# (whose tiles are the wall's, "빨강 5개 다 놓으면 보너스 몇 점? 바닥에도 빨강 있어"); a count
# per something not said ("3개씩 떨어지면")
_FLOOR_NOT_SO = patterns.compile(
    r"(?<![가-힣])안\s*(?:떨어|놓|놔|가|들어|오|와|버리|버려|차|찼|채)|뻔|다시|(?:였|었)다가|다음\s*라운드"
    r"|옮기|옮겨|옮긴|치우|치워"
    r"|또\s*(?:감점|깎|까여|까이)|보너스"
    # "바닥에 3개 있지 않아", "3개 있는 거 아니고", "4개 있는 줄 알았는데": the count denied
    # (it was read as the tiles there: "−4점")
    r"|(?:있|찼|차\s*있|놓여\s*있|떨어져\s*있)지\s*(?:않|못)"
    r"|(?:있는|찬|놓인|떨어진)\s*(?:거|게|건|것)\s*(?:은|는|이|가)?\s*(?:아니|아냐|아닌|아님)"
    r"|(?:있는|찬|있을|찰)\s*줄\s*알"
    # "지난 라운드에 바닥에 3개 있었는데 이번 라운드에도 감점돼?": another round's floor line
    # (it is cleared after each round's penalty), not this round's tiles
    r"|(?<![가-힣])(?:지난|저번|이전|전)\s*(?:번\s*)?라운드|라운드\s*(?:에도|도\s*(?:감점|깎|까))"
    rf"|(?:개|장)\s*씩(?!\s*(?:\d|{NATIVE})\s*(?:번|차례))(?![^.?!]*점\s*씩)"
    # "3개 있었는데 하나는 잘못 놓은 거라 빼면": some of the tiles said taken out again (it was
    # read as all of them there, "−4점")
    r"|(?:하나|한\s*(?:개|장)|둘|두\s*(?:개|장)|\d\s*(?:개|장))\s*(?:는|은|를|을)\s*"
    r"(?:[^.?!\d]{0,14}?\s)?(?<!점)(?<!점\s)(?:빼|뺀|뺐|없애|없앴|없앤)"
    r"|잘못\s*(?:놓|놨|둔|뒀|둬|떨어)"
    # "하나 빼면", "3개 빼도 돼?", "타일 뺄 수 있어?": tiles taken off the floor line, not points
    r"|(?:하나|한\s*(?:개|장)|둘|두\s*(?:개|장)|\d\s*(?:개|장)|타일)\s*(?:는|은|를|을|만)?\s*"
    r"(?:빼|뺀|뺐|뺄|없애|없앴|없앤)"
    r"|(?<!점)(?<!점\s)(?:빼|뺄|없애|없앨)\s*(?:도|수)"
    # "-2칸까지 찼으면": a space named by its penalty, no count (it was read as 2 spaces)
    r"|(?:-|−|마이너스)\s*\d\s*(?:점\s*)?(?:짜리\s*)?칸"
)


# points said as a fact and run on into another case ("1점 깎이고 표식도 있으면?", "2점 깎이는데
# 표식도 오면 몇 점이야?"): the guess is of the case before, not of what is asked (it was checked against the case asked, "아니요, −2점입니다"); never a
# confirmation after it ("4점 깎이는데 맞아?")
_FLOOR_SAID_THEN = patterns.compile(
    r"[가-힣]{0,3}?(?:고|는데|은데|지만|니까|잖아|면서)(?![가-힣])\s*,?\s*"
    r"(?!(?:그게\s*|그거\s*|이거\s*)?(?:맞|진짜|정말|그치|그렇|[?？]|$))\S"
)


# whether the score drops below 0 ("점수 마이너스 돼?", "마이너스 점수 되나요?", "점수가 음수 될
# 수 있어?", "0점 아래로 내려가?"); never the points lost ("몇 점 마이너스야?")
_FLOOR_BELOW_ZERO_ASKS = patterns.compile(
    r"(?:점수\s*(?:가|는|이|도)?\s*(?:마이너스|음수)|마이너스\s*점수|(?<![가-힣])음수)\s*"
    # ("점수 마이너스로 가?": the score going below 0, as "마이너스 돼?")
    r"(?:가|이|로|으로)?\s*(?:돼|되|될|나와|나오|야|이야|인가|가능|내려|떨어|(?<=로\s)가|(?<=로)가|갈)"
    r"|0\s*점?\s*(?:아래|밑|미만)\s*(?:으로|로)?\s*(?:내려|떨어|가|돼|되|될)"
    # ("0점보다 낮아져?", "0점 밑으로 떨어져?")
    r"|0\s*점?\s*(?:보다|보단)\s*(?:더\s*)?(?:낮아|낮게|작아|적어|내려|떨어)"
)
# "(지금 3점인데 바닥 4칸이면) 마이너스 되는 거야?": with the score now said, the score going
# below 0, as "점수 마이너스 돼?" (never "6점 마이너스 돼?" or "마이너스 2점 돼?", the points)
_FLOOR_BARE_MINUS = patterns.compile(
    r"(?<![\d점])(?<![\d점]\s)마이너스\s*(?:가|로|으로)?\s*(?:돼|되|될|나와|나오|(?<=로\s)가|(?<=로)가|갈)"
)


# "첫 라운드에", "1라운드인데": the game's first round, before which every score is 0
_FIRST_ROUND = patterns.compile(r"(?<![가-힣\d])(?:첫|1)\s*(?:번\s*째\s*)?라운드")


# "점수 4점 빠지는 거 맞나요?": the points lost, not the score now that SCORE_NOW reads
_NOW_LOST = patterns.compile(
    r"\s*(?:이|가|을|를|씩|이나|만)?\s*(?:감점|깎|까여|까이|까임|잃|빠지|빠져|빠짐|빼|뺀|뺐|날아|마이너스|줄어)"
)


# "점수 0점 되는 거 맞아?": the score the question guesses it becomes, not the score now
# ("10점 됐는데", "10점 돼서": the score it has become, now)
_NOW_BECOMES = patterns.compile(r"\s*(?:이|으로|로)?\s*(?:될|됨|되(?!어|었)|돼(?!서|있))")


# a score said first with no 지금/점수 ("5점인데 바닥 7칸 다 차면 …", "나 7점인데 …"): the
# score now, as SCORE_NOW reads "지금 5점인데"
_SCORE_LEADS = patterns.compile(
    r"^\s*(?:(?:아줄|아쥴|azul)\s*)?(?:(?:나는|난|나|저는|전|저|내가|제가)\s*)?(\d{1,3})\s*점"
    # ("8점에서 바닥 3개면 4점 되는 거 맞지?": the score it goes from)
    r"(?=\s*(?:인데|이고|이야\s*[.,]|인\s*상태|에서\s))"
)


def _score_now(text: str) -> re.Match[str] | None:
    """The score now said in the question, unless the points said are the ones lost or the
    score it becomes."""
    now = SCORE_NOW.search(text) or _SCORE_LEADS.search(text)
    if now is None or _NOW_LOST.match(text, now.end()) or _NOW_BECOMES.match(text, now.end()):
        return None
    return now


# the round's other scoring named beside the floor ("가로줄 하나 완성하면 몇 점?", "게임
# 끝나면 몇 점?"): the points asked may be the wall's or the bonus's, not the penalty's
_FLOOR_OTHER_SCORING = patterns.compile(r"가로|세로|완성|게임\s*(?:이\s*)?끝|최종|종료")


def _floor_upto(match: re.Match[str]) -> str:
    word = match.group("n")
    n = int(word) if word.isdigit() else _FLOOR_UPTO_WORDS[word]
    return f" {n}칸 "


# a floor line's penalty told, then another count asked ("바닥에 3장이면 4점 감점이지만 5장이면
# 몇점?", "바닥 3칸이면 -4점인데 6칸이면?"): the one told is the asker's, checked, and the one
# asked is answered (it was not read: two counts)
_FLOOR_TOLD_FIRST = patterns.compile(
    rf"^(?P<told>[^.?!]*?(?P<n>\d|{NATIVE})\s*(?:개|장|칸)\s*(?:이면|면|일\s*때|일\s*땐|이니까)?\s*"
    r"(?:감점\s*(?:은|이)?\s*)?(?P<minus>-|−|마이너스\s*)?(?P<pts>\d{1,2})\s*점?\s*"
    r"(?:(?:이|을|이나)?\s*(?:감점|깎이|까이|잃)[가-힣]{0,2}?)?"
    r"(?:이지만|지만|인데|는데|이고|(?<=[이임인\d])고|이니까|니까)(?![가-힣]))\s*,?\s*"
    # (the count asked and nothing else: "5장이면 몇점?", "6칸이면?", "8개면 -14점 맞지?"; never
    # another thing counted, "새 타일 옆에 3개 있으면", "파랑 3개 가져오면")
    r"(?P<rest>(?:(?:그럼|그러면|근데|그리고)\s*)?(?:바닥\s*(?:줄|라인)?\s*(?:에|에는|엔|은|는|이|가)?\s*)?"
    rf"(?:타일\s*(?:이|가)?\s*)?(?:\d|{NATIVE})\s*(?:개|장|칸)\s*(?:이|가|은|는)?\s*(?:다\s*)?"
    r"(?:차면|찼으면|있으면|이면|면|일\s*때|일\s*땐|떨어지면)?\s*"
    r"(?:(?:감점\s*(?:은|이)?\s*)?(?:몇\s*점|-?\s*\d{1,2}\s*점?|몇)?\s*[가-힣\s]{0,12}?)?[.?!？]*)\s*$"
)


def _floor_told(text: str) -> bool:
    """Whether the question tells a floor line's penalty, then asks another count."""
    told = _FLOOR_TOLD_FIRST.match(text)
    return (
        told is not None
        and bool(_FLOOR_WORD.search(told.group("told")))
        # ("… 친구가 5개면 -8점이래": another's floor, or a claim of another case?)
        and not re.search(_OTHER_PLAYER, told.group("rest"))
    )


_OTHER_PLAYER = r"친구|상대|동생|형|누나|언니|오빠|(?<![가-힣])(?:걔|쟤|얘)"


def _floor_told_first(text: str) -> Computed | None:
    """The count asked after a floor line's penalty told (:data:`_FLOOR_TOLD_FIRST`), the
    one told checked first: told wrong, no answer (which case is asked, the asker's sum?)."""
    told = _FLOOR_TOLD_FIRST.match(text)
    if told is None or not _floor_told(text):
        return None
    n = count_word(told.group("n"))
    if n is None or not 1 <= n <= len(FLOOR_PENALTIES) or _MARKER.search(text):
        return None
    if floor_penalty(n) != int(told.group("pts")):
        return None
    rest = told.group("rest")
    if not _FLOOR_WORD.search(rest):
        rest = "바닥에 " + rest
    # "6칸이면?", "5개면 몇이야": the penalty again
    bare = re.search(r"(?<=면)\s*(?:[?？]+|몇\s*(?:이야|이에요|임|야)?\s*[?？]*)\s*$", rest)
    if not _FLOOR_ASKS.search(rest) and bare is not None:
        rest = rest[: bare.start()] + " 몇 점?"
    found = azul_floor(rest)
    if found is None or found.kind != "azul-floor":
        return None
    said = f"말한 대로 바닥 줄 {n}칸이면 −{floor_penalty(n)}점입니다."
    return replace(found, details=[*found.details, said])


def azul_floor(text: str) -> Computed | None:
    """The floor-line penalty for N occupied spaces (tiles, with or without the marker)."""
    from tutor.games.azul.scoring import floor_breakdown, floor_penalty
    from tutor.games.azul.tiles import FLOOR_SIZE

    if _FLOOR_TOLD_FIRST.match(text):
        return _floor_told_first(text)
    text = _FLOOR_UPTO.sub(_floor_upto, text)  # "세 번째 칸까지" is three spaces
    # "감점 없지?", "감점 없다던데 맞아?": a guess of 0 points (a take's reader reads it itself)
    text = _HEARD_POINTS.sub(_heard_points, _NO_PENALTY.sub(_no_penalty, text))
    # "벽에 붙일 줄은 없고": no wall points this round, the floor alone changes the score
    # (a narrated question has it taken out by _untold, which leaves _NONE_DONE_MARK)
    wall_none = bool(_N_NONE_DONE.search(text)) or _NONE_DONE_MARK in text
    text = _N_NONE_DONE.sub(" ", text).replace(_NONE_DONE_MARK, " ")
    past_at = _FLOOR_PAST.search(text)
    if past_at is not None:
        # where the tiles past the seventh space go: asked beside the penalty, answered
        # only when the count said does pass the floor line (checked below)
        if past_at.group("n") and int(past_at.group("n")) != FLOOR_SIZE + 1:
            return None
        text = text[: past_at.start()] + " "
    # "첫 라운드에 벽에서 1점 받았는데": the score before the round is the game's start, 0
    # (taken out before the ordinals are declined: "첫 번째 라운드" is no space's)
    first_at = _FIRST_ROUND.search(text)
    first_round = first_at is not None
    if first_at is not None:
        text = text[: first_at.start()] + " " + text[first_at.end() :]
    if not _FLOOR_WORD.search(text) or not _FLOOR_CUE.search(text) or _ORDINAL.search(text):
        return None
    # "몇 점 남아?": the score left, not tiles left over
    if _NOT_EXACT.search(text) or _FLOOR_OTHER_ASKS.search(
        re.sub(r"몇\s*점\s*(?:이\s*)?남", " ", text)
    ):
        return None
    if not _FLOOR_ASKS.search(text):
        return None  # "떨어진 타일 3개는 어디로 가?": not the penalty
    if _FLOOR_OTHER_SCORING.search(text):
        return None  # "바닥에 3개 있고 가로줄 하나 완성하면 몇 점?": not the penalty alone
    if _FLOOR_NOT_SO.search(text):
        return None  # "안 떨어지면", "떨어질 뻔", "다음 라운드에 또": not the tiles on the floor
    guesses = list(_FLOOR_GUESS.finditer(text))
    if len(guesses) > 1:
        return None
    guess = int(guesses[0].group(1)) if guesses else None
    # "-4 아니야?": asked in the negative, where 네/아니요 would read backwards
    guess_negative = bool(guesses) and bool(
        re.match(r"\s*(?:이|인)?\s*(?:아니|아닌|아냐|않|안\s)", text[guesses[0].end() :])
    )
    if guesses:
        text = text[: guesses[0].start()] + " " + text[guesses[0].end() :]
    # the same guess said in points ("3점 깎이는 거 맞지?"): of the penalty, or (beside the
    # score now) of the score after it when the question says it becomes that ("6점 돼?")
    now_said = _score_now(text)
    in_points = [
        m
        for m in _FLOOR_GUESS_POINTS.finditer(text)
        if now_said is None or m.start() >= now_said.end() or m.end() <= now_said.start()
    ]
    guess_after: int | None = None
    said_score = False  # the guess said of the score ("점수가 4점이야?")
    after_plainly = False  # a score after guessed with no 되다 ("4점이야?", not "4점 돼?")
    said_later = False  # the guess in points said as a fact, before what is asked
    # "지금 0점인데 … 마이너스 2점 돼?": a score below 0 the score now may become, or the penalty?
    minus_becomes = False
    becomes_unread: int | None = None  # "9점 돼?" with no score said: which score?
    if in_points:
        if len(in_points) > 1 or guesses:
            return None  # two guesses: which one is asked?
        said_at = in_points[0]
        value = int(said_at.group("n"))
        penalty_word = re.search(r"(?:감점|벌점)\s*(?:은|는|이|가)?\s*$", text[: said_at.start()])
        # "점수가 -2점 되나?": the score its subject (with no wall points, "-6점 되나요?" is
        # the penalty's guess, as in any round)
        score_said = re.search(r"점수\s*(?:가|는|이|도)?\s*$", text[: said_at.start()])
        said_score = bool(score_said)
        # the first round's score before is 0: with no wall points said, a guess is the score
        # after only when said of the score or 0 ("0점 돼?"); "4점 맞아?" is the penalty's
        first_after = first_round and bool(_FLOOR_GAINED.search(text) or score_said or value == 0)
        score_known = now_said is not None or first_after
        if (
            said_at.group("minus")
            and said_at.group("after")
            and (_FLOOR_GAINED.search(text) or (first_round and score_said))
            and score_known
            and not penalty_word
        ):
            # "첫 라운드에 벽에서 1점 받았는데 … 점수가 -5점이 되는 건가요?": a score below 0
            # guessed after the round (the wall's points said: never the penalty's guess)
            guess_after = -value
        elif said_at.group("loss") or said_at.group("minus") or penalty_word:
            guess = value  # the penalty: "4점 깎여?", "-4점이야?", "감점 4점이야?"
            minus_becomes = bool(
                said_at.group("minus") and said_at.group("after") and now_said and not penalty_word
            )
        elif score_known:
            guess_after = value  # the score after: "지금 10점인데 … 6점 돼?", "6점이야?"
            after_plainly = not said_at.group("after")  # not said to become it ("돼?")
        elif said_at.group("said"):
            guess = value  # "4점이야?": no score said, the points are the penalty's
        else:
            # "4점 돼?" with no score said: answered by the penalty, the guess left unread
            # when it is the penalty's points; any other ("바닥에 3개면 9점 돼?": the score
            # after, from a score not said?) leaves the question unread below
            becomes_unread = value
        guess_negative = bool(
            re.match(
                r"[가-힣\s]{0,12}?(?:아니|아닌|아냐|아님|않|안\s*(?:돼|되|깎|까))",
                text[said_at.end("n") :],
            )
        )
        # points said as a fact, then the question ("6점 깎여요. 그럼 -4점이에요?"): the
        # guess is not what is asked, so no 네/아니요 answers it
        said_later = bool(re.search(r"\d\s*점|[.!]\s*\S", text[said_at.end() :])) or bool(
            _FLOOR_SAID_THEN.match(text, said_at.end())
        )
        text = text[: said_at.start()] + " " + text[said_at.end() :]
    in_points = in_points if guess is not None else []
    # points the wall gives this round ("벽에서 3점 받고"): added before the penalty
    gained_at = list(_FLOOR_GAINED.finditer(text))
    if len(gained_at) > 1:
        return None
    gained = int(gained_at[0].group(1)) if gained_at else None
    later = text[gained_at[0].end() :] if gained_at else ""
    if gained_at and _FLOOR_GAINED_PAST.search(gained_at[0].group(0)[-2:] + later[:2]):
        # "벽에서 3점 받았는데 지금 7점이야": a score said after points already gained may
        # hold them (before, they were added again: 7 + 3); said as it was ("9점이었어"), it
        # is the score before them
        now_after = _score_now(later)
        if now_after is not None and not re.match(r"\s*(?:이었|였)", later[now_after.end() :]):
            return None
    if gained_at:
        text = text[: gained_at[0].start()] + " " + text[gained_at[0].end() :]
        if not _FLOOR_ASKS.search(text) and guess_after is None:
            return None  # "벽에서 5점 얻고 …하면?": the points were the only ask read
        if not _FLOOR_TOTAL_ASKS.search(text) and guess_after is None:
            if _FLOOR_NET.search(text):
                # "벽에서 2점 얻고 바닥에 3개면 결국 몇 점 잃어?": the round's net loss, not the
                # penalty alone (it was "−4점")
                return None
            gained = 0  # the penalty asked alone: the wall's points stay out of it
    if _FLOOR_WALL_POINTS.search(text):
        return None  # "벽 점수는 10점": points gained, or the score?
    if _LINE_BY_LENGTH.search(text):
        return None  # "바닥 3칸짜리 줄에 넣으면": a pattern line's spaces, not the floor's
    if _FOLLOW_UP_IF.search(text):
        # "표식 빼고 바닥에 3개면 몇점? 표식까지 치면?": two questions (the first alone was
        # answered, "−4점")
        return None
    if "벽" in text:
        return (
            None  # "벽에 5개 놓았는데 바닥에 파랑 있으면": a count of the wall's, not the floor's
        )
    if _POINTS_OTHER.search(text):
        return None  # points from elsewhere (a bonus, a round) that the penalty is not
    empty = _FLOOR_EMPTY.search(text)
    if empty and re.match(r"[^.?!,]{0,12}?(?:않|아니|안\s*비)", text[empty.end() :]):
        return None  # "텅 비어 있지 않은데": not empty, its tiles not told
    if not _FLOOR_COUNT.search(text) and (empty or _MARKER_ALONE.search(text)):
        found = _floor_empty(text, gained)
        if (
            found is not None
            and becomes_unread is not None
            and found.verdict != f"−{becomes_unread}점"
        ):
            # "표식만 있으면 3점 돼?": the score after, from a score not said? (it was the
            # penalty alone, "−1점", with no 네/아니요 on the points guessed)
            return None
        if found is None or guess is None or said_later:
            return found
        if gained is not None or now_said:
            return None  # a guess beside a score: of the score, or of the penalty?
        # "표식만 하나 있는데 감점 1점 맞죠?": the guess confirmed or said to be wrong
        agrees = found.verdict == (f"−{guess}점" if guess else "0점")
        if agrees and in_points and in_points[0].group("after"):
            return found  # "-1점 되나요?": what the score becomes? (as below, the penalty alone)
        if guess_negative:
            # "표식만 있으면 -2점 아니야?": the penalty alone, coloured as the guess's truth
            return replace(found, ok=agrees)
        said = f"{'네' if agrees else '아니요'}, {found.verdict}입니다"
        return replace(found, verdict=said, ok=agrees)
    now_at = _score_now(text)
    if _FLOOR_TOTAL_ASKS.search(text) and any(
        now_at is None or not now_at.start() <= m.start() < now_at.end()
        for m in _POINTS.finditer(text)
    ):
        # "3점짜리 타일 놨는데 바닥에 2개면 몇점?": points said that no reading above took (the
        # wall's?) beside the score asked; before, they were dropped and the penalty alone
        # answered it ("−2점")
        return None
    rest = _POINTS.sub(" ", PLAYER_COUNT.sub(" ", text))  # "−4점 맞아?", "2인" are not counts
    times_at = list(_FLOOR_TIMES.finditer(rest))
    rest = _FLOOR_TIMES.sub(_floor_times, rest)  # "2개씩 두 번" is 4 tiles
    # every count said, in order: "2개 있었는데 2개 더" is two counts, never one
    counts = [(count_word(m.group(1)), m.group(2)) for m in _FLOOR_COUNT.finditer(rest)]
    tiles_with_marker: int | None = None
    if len(counts) == 2 and _MARKER.search(text):
        # "타일 4개랑 시작 플레이어 표식까지 5칸": the tiles, and the spaces with the marker
        tiles = [c for c, unit in counts if unit != "칸"]
        spaces = [c for c, unit in counts if unit == "칸"]
        if len(tiles) != 1 or len(spaces) != 1 or tiles[0] is None or spaces[0] is None:
            return None
        if tiles[0] + 1 != spaces[0]:
            return None  # two counts that disagree: which one is meant?
        tiles_with_marker = tiles[0]
        counts = [(spaces[0], "칸")]
    if len(counts) != 1:
        return None  # several counts: added up by azul_floor_more when it can tell how
    ((count, unit),) = counts
    if count is None or count < 1 or count > 20:
        return None
    # every number in the question must be the one count
    if len(_ANY_NUMBER.findall(_FLOOR_COUNT.sub(" ", rest))) > 0:
        return None
    marker = False
    if _MARKER.search(text):
        if _MARKER_INCLUDED.search(text) or tiles_with_marker is not None:
            marker = False  # the count already includes the marker
        elif unit == "칸" and (_MARKER_ADDED.search(text) or _MARKER_COMES.search(text)):
            return None  # "3칸 찼는데 마커도 오면": the spaces filled, and then the marker?
        elif unit == "칸":
            marker = False  # the count already includes the marker
        elif _MARKER_ADDED.search(text):
            head = text[: _MARKER.search(text).start()]  # type: ignore[union-attr]
            if re.search(r"[?？]", head) and _FLOOR_ASKS.search(head):
                # "3개 있으면 몇 점 깎여? 그리고 표식도 있으면?": two questions, the first
                # without the marker (it was answered for both together, "−6점")
                return None
            marker = True
        else:
            return None  # with or besides the marker? Not clear enough to compute.
    if unit == "칸" and count > FLOOR_SIZE:
        return None  # the floor line has no such space
    if count < FLOOR_SIZE and any(
        not _MARKER.search(text[max(0, m.start() - 8) : m.start()])
        for m in _FLOOR_MORE_TILES.finditer(text)
    ):
        # "바닥에 3개 있는데 더 떨어지면", "3개면 4점 빠지는데 하나 더 오면?": tiles coming
        # besides the count said, how many not read (it was the count alone, "−4점"); the
        # marker's coming is read above
        return None
    if count != FLOOR_SIZE and _FLOOR_SAID_FULL.search(text):
        # "바닥 줄 가득인데 3개 더 버리면": the full line and more, not 3 tiles there (it was
        # read as "−4점")
        return None
    if (
        not marker
        and (_AZ_FIRST_CENTRE.search(text) or _FF_FIRST.search(text))
        and not _MARKER_INCLUDED.search(text)
        and tiles_with_marker is None
    ):
        # the first take from the centre: its marker too, said or not? ("3칸 찬 상태에서
        # 중앙에서 처음 가져가면 표식은 어떻게 해요?": the marker named is the one to come)
        return None
    filled = count + (1 if marker else 0)
    counted = min(filled, FLOOR_SIZE)
    penalty = floor_penalty(counted)
    if becomes_unread is not None and becomes_unread != penalty:
        # (it was the penalty alone, "−4점", with no 네/아니요 on the points guessed)
        return None
    what = (
        f"타일 {count}장과 시작 플레이어 표식"
        if marker
        else f"타일 {tiles_with_marker}장과 시작 플레이어 표식, 모두 {count}칸"
        if tiles_with_marker is not None
        else f"{count}칸"
        if unit == "칸"
        else f"타일 {times_at[0].group(1)}장씩 {times_at[0].group(3)} 번, 모두 {count}장"
        if len(times_at) == 1
        else f"타일 {count}장"
    )
    details = [f"바닥 줄 {counted}칸: {floor_breakdown(counted)}"]
    rules = [RULE_PENALTY]
    more_after_full = False  # the line full, and more tiles said to come
    if filled > FLOOR_SIZE and marker:
        # the marker never goes to the lid: with the line full it stays beside the board
        lid = count - FLOOR_SIZE
        details.append(
            f"바닥 줄은 {FLOOR_SIZE}칸뿐이라 넘친 것은 감점되지 않습니다. "
            + (f"넘친 타일 {lid}장은 상자 뚜껑으로 가지만, " if lid > 0 else "")
            + "시작 플레이어 표식은 뚜껑으로 가지 않습니다. 바닥 줄이 이미 다 찼으면 표식은 "
            "가져간 사람이 개인판 옆에 둡니다(규칙서에 없는 경우)."
        )
        rules = [RULE_MARKER_FULL, RULE_PENALTY] + ([RULE_FLOOR_LID] if lid > 0 else [])
    elif filled > FLOOR_SIZE:
        details.append(
            f"바닥 줄은 {FLOOR_SIZE}칸뿐이라 넘친 {filled - FLOOR_SIZE}장은 상자 뚜껑으로 "
            "가고 감점되지 않습니다."
        )
        rules = [ENTRY_FLOOR_OVERFLOW, RULE_PENALTY, RULE_FLOOR_LID]
    elif counted == FLOOR_SIZE and _FLOOR_MORE_COMING.search(text):
        # "7칸 다 찼는데 타일이 더 오면": the full line and what comes after, the FAQ's case
        more_after_full = True
        details.append(
            f"바닥 줄은 {FLOOR_SIZE}칸뿐이라 더 오는 타일은 상자 뚜껑으로 가고 감점되지 않습니다."
        )
        rules = [ENTRY_FLOOR_OVERFLOW, RULE_PENALTY, RULE_FLOOR_LID]
    summary = f"바닥 줄에 {josa(what, '이면', '면')} {penalty}점을 잃습니다."
    verdict = f"−{penalty}점"
    now = _score_now(text)
    # (a score said is the score before the round's tiling, as the readers always take it)
    first_round = first_round and now is None
    before_round = int(now.group(1)) if now is not None else 0 if first_round else None
    if past_at is not None:
        if filled <= FLOOR_SIZE or marker:
            return None  # no tile past the floor line (or the marker's case): another question
        verdict += f", 넘친 {filled - FLOOR_SIZE}장은 상자 뚜껑으로"
    right: bool | None = None
    # a guess asked in the negative ("4점 깎이는 거 아니지?"): the penalty alone, its card
    # coloured as the guess's truth (the house's way with every question asked in the negative)
    negative_ok: bool | None = None
    if (
        minus_becomes
        and guess is not None
        and not gained
        and before_round is not None
        and before_round - penalty == -guess
    ):
        # "0점인데 바닥에 2개면 마이너스 2점 돼?", "3점인데 4개면 -3점 되나요?": the score the
        # asker works out below 0, which it never drops to (before, "−2점 (0점 → 0점)" with
        # no 아니요, or "아니요, −6점입니다" as if the penalty were guessed)
        guess_after, guess, in_points = -guess, None, []
    if guess_after is not None:
        # the score after the penalty guessed ("지금 10점인데 … 6점 돼?"), the wall's points
        # first when said ("첫 라운드에 벽에서 1점 받았는데 … -5점이 되는 건가요?")
        if before_round is None:
            return None
        if not first_round and gained is None and not wall_none and _FLOOR_ROUND_END.search(text):
            # "12점인데 바닥 5개면 라운드 끝나고 7점 맞지?": the wall's points this round, not
            # said, may make it so (it was "아니요, 4점이 됩니다")
            return None
        before = before_round
        won = gained or 0
        after = score_after_floor(before + won, counted)
        if guess_after == penalty != after and after_plainly and not said_score:
            # "지금 10점인데 바닥에 3개면 4점이지?": the penalty's points, or the score after?
            # Not said (it was read as the score, "아니요, 6점이 됩니다", where 4 is the penalty)
            return None
        right = guess_after == after
        said = (
            f"{after}점이 됩니다 ({before}점 + {won}점 − {penalty}점)"
            if won
            else f"{after}점이 됩니다 (−{penalty}점)"
        )
        # (asked in the negative: the statement alone, coloured as the guess's truth)
        verdict = said if guess_negative else f"{'네' if right else '아니요'}, {said}"
        start = "첫 라운드라 라운드 전 0점" if first_round else f"지금 {before}점"
        if first_round:
            told = (
                f"첫 라운드라 라운드 전 점수는 0점이고, 벽에서 {won}점을 얻으면 감점 뒤 {after}점입니다"
                if won
                else f"첫 라운드라 라운드 전 점수가 0점이므로 감점 뒤에도 {after}점입니다"
            )
        else:
            told = (
                f"지금 {before}점인데 벽에서 {won}점을 얻으면 감점 뒤 {after}점입니다"
                if won
                else f"지금 {before}점이면 감점 뒤 {after}점입니다"
            )
        details.append(
            told + (" (점수는 0점 아래로 내려가지 않음)." if before + won < penalty else ".")
        )
        if won:
            details.append("벽에 붙인 타일의 점수를 먼저 더하고, 그다음 바닥 줄 감점을 뺍니다.")
            rules = [*rules, RULE_SCORE]
        if before + won < penalty:
            rules = [ENTRY_NEGATIVE_SCORE, *rules]
        case = f"바닥 줄에 {what}" + (
            f", {start}, 벽에서 {won}점"
            if won
            else ", 첫 라운드라 라운드 전 0점"
            if first_round
            else f", 지금 {before}점"  # (the score the guess is worked out from)
        )
        return Computed(AZUL, "azul-floor", verdict, summary, case, details, rules, right)
    if guess is not None and in_points:
        # the penalty guessed in points ("3점 깎이는 거 맞지?"): confirmed or said to be wrong
        # (before, a right guess got the bare penalty, "−4점", with no 네); asked in the
        # negative ("4점 깎이는 거 아니지?") it is the penalty alone
        if gained is not None:
            return None
        # (a right guess of what it becomes, "-6점 되나요?", stays the penalty alone: the
        # score it may mean never drops below 0)
        became = in_points[0].group("after") and guess == penalty
        if not guess_negative and not became and not said_later:
            right = guess == penalty
            verdict = f"{'네' if right else '아니요'}, {verdict}입니다"
        elif not became and not said_later:
            negative_ok = guess == penalty
        guess = None
    if guess is not None:
        if gained is not None or now:
            return None  # a guess beside a score: of the score, or of the penalty?
        right = guess == penalty
        if guess_negative:
            right, negative_ok = None, right
            verdict = f"{verdict}입니다"
        else:
            verdict = f"{'네' if right else '아니요'}, {verdict}입니다"
    if gained:
        return _floor_with_gained(gained, penalty, before_round, what, details, rules, first_round)
    if gained is not None:
        now = None  # the wall's points said: the score after is not the penalty's alone
    scored = ""  # the score now and after, when said
    case_said = ""  # what the case assumes of the score, when it is asked after the round
    if now:
        before = int(now.group(1))
        after = score_after_floor(before, counted)
        scored = f"{before}점 → {after}점"
        details.append(
            f"지금 {before}점이면 감점 뒤 {after}점입니다"
            + ("(점수는 0점 아래로 내려가지 않음)." if before < penalty else ".")
        )
        if right is None and gained is None and not wall_none and _FLOOR_ROUND_END.search(text):
            # "지금 7점인데 바닥에 표식이랑 타일 2개. 라운드 끝나면 몇 점이야?": the round's
            # score counts the wall's points too, not said (it was "−4점 (7점 → 3점)", as if
            # the floor were all the round scores)
            scored += ", 벽 점수는 빼고"
            case_said = f", 지금 {before}점 (벽에서 얻는 점수는 말하지 않아 빼고 셈)"
            details.append(
                "벽 타일 붙이기에서 얻는 점수는 감점보다 먼저 더합니다: 이번 라운드에 벽에 붙인 "
                "타일이 있으면 그 점수를 더한 뒤 감점을 빼세요."
            )
        verdict += f" ({scored})"
    if (
        right is None
        and not past_at
        and (_FLOOR_BELOW_ZERO_ASKS.search(text) or (now and _FLOOR_BARE_MINUS.search(text)))
    ):
        # "점수 마이너스 돼?": whether the score drops below 0, which it never does (before,
        # the penalty alone answered it, "−4점", read as a yes); with the score now said
        # ("3점인데 바닥 4개면 마이너스 점수 돼?") too, where it was "−6점 (3점 → 0점)"
        if not now:
            details.append("감점이 아무리 커도 점수는 0점 아래로 내려가지 않습니다.")
        return Computed(
            AZUL,
            "azul-floor",
            f"아니요, 점수는 0점 아래로 내려가지 않습니다 (바닥 줄 감점 −{penalty}점"
            + (f", {scored})" if scored else ")"),
            f"{summary} 감점이 점수보다 커도 점수는 0점에서 멈춥니다.",
            f"바닥 줄에 {what}, 점수가 0점 아래로 내려가는지",
            details,
            [ENTRY_NEGATIVE_SCORE, *rules],
            False,
        )
    elif (
        first_round
        and right is None
        and _FLOOR_TOTAL_ASKS.search(text)
        and re.search(r"점수|몇\s*점\s*(?:이\s*)?(?:돼|되|남)|끝나|결과|최종", text)
    ):
        # "첫 라운드에 바닥에 2개 있으면 점수 몇 점이야?": the score after the round, whose
        # wall points are not said (before, the penalty alone answered it, "−2점"); a bare
        # "몇 점이야?" stays the penalty's question
        return None
    if (
        right is None
        and negative_ok is None
        and not now
        and not first_round
        and gained is None
        and _FLOOR_SCORE_ASKED.search(text)
    ):
        return None  # "바닥 3개면 지금 몇 점이야?": the score, from a score not said
    if (
        marker
        and count >= FLOOR_SIZE
        and guess is None
        and right is None
        and not now
        and _FLOOR_MORE_ASKED.search(text)
    ):
        # "7개 다 찼는데 마커까지 받으면 감점 더 돼?": the marker finds no space, and costs
        # nothing more (it was the penalty alone, "−14점", with no 아니요)
        return Computed(
            AZUL,
            "azul-floor",
            f"아니요, −{penalty}점 그대로입니다",
            summary,
            f"바닥 줄에 {what}",
            details,
            rules,
            False,
        )
    if more_after_full and right is None and not now and _FLOOR_MORE_ASKED.search(text):
        # "7칸 다 찼는데 더 떨어지면 감점 더 돼?": the tiles past the line cost nothing (it was
        # the penalty alone, "−14점", with no 아니요)
        return Computed(
            AZUL,
            "azul-floor",
            f"아니요, −{penalty}점 그대로입니다",
            summary,
            f"바닥 줄에 {what}, 타일이 더 들어옴",
            details,
            rules,
            False,
        )
    return Computed(
        AZUL,
        "azul-floor",
        verdict,
        summary,
        f"바닥 줄에 {what}{case_said}",
        details,
        rules,
        right if right is not None else negative_ok,
    )


# -- a score after a floor penalty given in points -----------------------------------------
# "아줄 지금 3점인데 바닥줄 감점이 6점이면 -3점 되나요?", "현재 10점이고 바닥에서 4점 깎이면?"
ENTRY_NEGATIVE_SCORE = "azul.faq.negative-score"
ENTRY_FLOOR_OVERFLOW = "azul.faq.floor-overflow"  # a full floor line taking more tiles
# ("7칸 다 찼는데 더 오면", "… 타일이 더 넘치면", "… 넘치면": tiles past the full line)
# ("더 떨어지면", "하나 더 오면": more tiles to come onto those said)
_FLOOR_MORE_TILES = patterns.compile(r"더\s*(?:오|와|들어|떨어|놓|생기)")
_FLOOR_MORE_COMING = patterns.compile(r"더\s*(?:오|와|들어|떨어|놓|가져|생기|받)|넘치|넘쳐")
# whether the penalty grows with the tiles that come ("감점 더 돼?", "더 깎여?", "감점 늘어나?",
# "추가 감점 있어?"); never asked in the negative ("더 안 깎이지?": 네/아니요 would read backwards)
_FLOOR_MORE_ASKED = patterns.compile(
    r"(?:(?:감점|벌점)\s*(?:이|은|도)?\s*더|더\s*(?:감점|깎|까여|까이|까일|까임|잃|빠지|빠져|빠질)"
    r"|(?:감점|벌점)\s*(?:이|은|도)?\s*(?:늘|커|많아|추가)|추가\s*(?:감점|로\s*(?:깎|까)))"
    r"(?![^.?!]*(?:않|(?<![가-힣])안\s))"
)
# the floor line said full with no count ("바닥 줄 가득인데", "바닥 꽉 찼는데"): a count said
# beside it is what comes after, not the tiles there
_FLOOR_SAID_FULL = patterns.compile(
    r"바닥\s*(?:줄|라인)?\s*(?:이|은|는|도)?\s*(?:이미\s*)?(?:꽉|가득|만땅|다\s*(?:찼|차\s*있|찬|채워))"
)
_FP_PENALTY = patterns.compile(
    r"감점\s*(?:이|은|는|가|을|를)?\s*(?:총\s*|모두\s*)?-?\s*(?P<a>\d{1,2})\s*점"
    r"|(?P<b>\d{1,2})\s*점\s*(?:을|를|이|가|씩)?\s*(?:감점|깎|까이|까여|까임|잃|빠지|빠져|날아)"
    r"|-\s*(?P<c>\d{1,2})\s*점\s*(?:을|를|이|가)?\s*(?:맞|받|먹|나오|나와)"
)
# the score the question guesses: "-3점 되나요?", "마이너스 3점이야?", "0점이지?"
_FP_GUESS = patterns.compile(r"(?P<minus>-|마이너스\s*|음수\s*)?(?P<n>\d{1,3})\s*점")
_FP_ASKS = patterns.compile(
    r"몇\s*점|되나|돼|되요|될까|되냐|됨|되는|맞|이야|인가|이지|지\?|나요|\?|어떻게|얼마"
)


def azul_floor_points(text: str) -> Computed | None:
    """A score after a floor penalty the question gives in points: the spaces that lose that
    many points, and the score after them as the engine counts it (never below 0)."""
    from tutor.games.azul.scoring import floor_breakdown
    from tutor.games.azul.tiles import FLOOR_SIZE

    text = _unnamed(text)
    if not _FLOOR_WORD.search(text) or _MARKER.search(text) or PLAYER_COUNT.search(text):
        return None
    if re.search(r"\d\s*(?:개|장|칸)|라운드|보너스|벽|가로|세로", text):
        return None  # tiles, spaces or other points beside the penalty: another case
    now = _score_now(text)
    penalties = list(_FP_PENALTY.finditer(text))
    if now is None or len(penalties) != 1 or not _FP_ASKS.search(text[penalties[0].end() :]):
        return None
    said = penalties[0]
    if now.start() > said.start():
        return None  # the score comes first: "지금 3점인데 ... 감점 6점"
    before = int(now.group(1))
    lost = int(said.group("a") or said.group("b") or said.group("c"))
    filled = next((n for n in range(1, FLOOR_SIZE + 1) if floor_penalty(n) == lost), None)
    if filled is None:
        return None  # no floor line loses that many points
    rest = text[: now.start()] + " " + text[now.end() : said.start()] + " " + text[said.end() :]
    guesses = list(_FP_GUESS.finditer(rest))
    if len(guesses) > 1 or re.search(r"\d", _FP_GUESS.sub(" ", rest)):
        return None  # a number that is neither the score, the penalty nor a guess
    after = score_after_floor(before, filled)
    guess: int | None = None
    if guesses:
        g = guesses[0]
        guess = -int(g.group("n")) if g.group("minus") else int(g.group("n"))
    account = f"바닥 줄 {filled}칸: {floor_breakdown(filled)}"
    stopped = before < lost
    details = [
        account,
        f"{before}점 − {lost}점 → {after}점"
        + (" (점수는 0점 아래로 내려가지 않음)." if stopped else "."),
    ]
    if guess is None:
        verdict, ok = f"{after}점", None
    elif guess == after:
        verdict, ok = f"네, {after}점이 됩니다", True
    else:
        verdict, ok = f"아니요, {after}점이 됩니다", False
    summary = (
        f"{before}점에서 {lost}점을 잃으면 0점 아래로는 내려가지 않아 0점이 됩니다."
        if stopped
        else f"{before}점에서 {lost}점을 잃어 {after}점이 됩니다."
    )
    rules = [ENTRY_NEGATIVE_SCORE, RULE_PENALTY] if stopped else [RULE_PENALTY]
    return Computed(
        AZUL,
        "azul-floor",
        verdict,
        summary,
        f"지금 {before}점, 바닥 줄 감점 {lost}점(바닥 줄 {filled}칸)",
        details,
        rules,
        ok,
    )


# -- the start marker onto a floor line that already holds tiles --------------------------
# "바닥에 이미 타일 2개 있는데 가운데서 처음 가져가서 선마커 받으면 감점 총 얼마야?"
# ("아줄 처음 해보는데", "게임 처음이라": the player's first game, never the centre's first take)
_FIRST_WORD = r"(?<!아줄\s)(?<!아줄)(?<!게임\s)(?<!게임)처음(?!\s*(?:해\s*보|해봐|하는|해서|배우|배워|플레이|시작))"
_FF_FIRST = patterns.compile(
    # (never the player's first game: "아줄 처음 해보는데 … 중앙에서 가져가면")
    rf"(?:중앙|가운데|센터)[^.?!]*(?:{_FIRST_WORD}|첫\s*번째로|첫\s*번째|먼저|제일\s*먼저|최초)"
    rf"|(?:{_FIRST_WORD}|먼저|최초)[^.?!]*(?:중앙|가운데|센터)"
)
_FF_MARKER_TAKEN = patterns.compile(
    r"(?:마커|표식|토큰)\s*(?:을|를|도|까지)?\s*(?:받|가져|먹|챙기|챙겨|얻|들고)"
)
_FF_HELD = patterns.compile(
    rf"바닥\s*(?:줄)?\s*(?:에|엔|에는|은|는)?\s*(?:이미\s*|벌써\s*)?(?:타일\s*(?:이|가)?\s*)?"
    rf"(?P<n>\d|{NATIVE})\s*(?:개|장|칸)\s*(?:이|가)?\s*(?:이미\s*|벌써\s*)?"
    # ("7칸 다 찼는데", "일곱 칸 꽉 차 있는데": the line full)
    r"(?:(?:다|꽉|가득|전부|모두)\s*)?"
    r"(?:있|차\s*있|찼|놓여|떨어져\s*있|깔려|쌓여)"
)
# the first take denied, or the marker taken by someone else; the penalty's increase asked
_FF_NOT_FIRST = patterns.compile(
    r"않|아니|아닌|아냐|(?<![가-힣])안\s|못|두\s*번\s*째|둘\s*째|나중|이미\s*(?:가져|누가|상대|친구)"
    r"|늘어|늘면|늘어나|더\s*(?:깎|까|잃|빠)|얼마나\s*더|차이"
)
_FF_ASKS = patterns.compile(r"감점|몇\s*점|점수|깎|까여|까이|마이너스|잃|빠져|얼마")
# the tiles taken said to go to the floor too, or where they go at all
_FF_DECLINE = patterns.compile(
    r"바닥\s*(?:줄)?\s*(?:에|으로|로)\s*(?:다|전부|모두|같이)|넘|(?<!바닥)(?<!바닥\s)줄에|라인|벽|보너스"
    r"|다음\s*(?:라운드|판|차례)|지난\s*라운드"
)


# the marker's own penalty asked ("표식 감점은 몇 점?", "선 마커는 몇 점 깎여?"), not the line's
_FF_MARKER_COST_ASKED = patterns.compile(
    r"(?:표식|마커|토큰|1\s*번\s*타일|선\s*(?:플레이어\s*)?(?:표식|마커|토큰))\s*(?:의|은|는|이|가)?\s*"
    r"(?:감점|점수|(?:몇|얼마)\s*(?:점|나))"
)


def azul_floor_first(text: str) -> Computed | None:
    """The floor's penalty when the first take from the centre brings the start marker onto
    a floor line that already holds N tiles (the tiles taken going to a pattern line), as
    the engine plays the take."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.azul import ENGINE
    from tutor.games.azul.scoring import floor_breakdown
    from tutor.games.azul.tiles import FLOOR_SIZE

    text = _unnamed(text)
    if not (_FF_FIRST.search(text) or _FF_MARKER_TAKEN.search(text)):
        return None
    if not _FF_ASKS.search(text) or _FF_DECLINE.search(text) or PLAYER_COUNT.search(text):
        return None
    if _MARKER.search(text) is None and _FF_FIRST.search(text) is None:
        return None
    held_at = list(_FF_HELD.finditer(text))
    if len(held_at) != 1:
        return None
    held = count_word(held_at[0].group("n"))
    rest = text[: held_at[0].start()] + " " + text[held_at[0].end() :]
    if held is None or not 1 <= held <= FLOOR_SIZE:
        return None
    if re.search(r"\d", rest) or _TILES_SAID.search(rest) or _NOT_EXACT.search(text):
        return None  # another count: the tiles taken, which may go to the floor as well
    if _FLOOR_WORD.search(rest):
        return None  # the floor said again ("가져온 건 바닥에"): the tiles taken go there too?
    if _FF_NOT_FIRST.search(text):
        return None  # "처음은 아니고", "처음 안 가져가면": no marker, or not said
    setup = {
        "factories": ["", "", "", "", ""],
        "centre": "BY",
        "marker": "centre",
        "players": [{"floor": "R" * held}, {}],
    }
    try:
        state = ENGINE.new_game(2, setup=setup)
        events = state.apply({"type": "take", "source": "centre", "colour": "blue", "line": 1})
    except (RuleViolation, SetupError):
        return None
    if not any(e["type"] == "marker" for e in events):
        return None
    filled = len(state.floor[0])
    penalty = floor_penalty(filled)
    if held == FLOOR_SIZE:
        # a full floor line: the marker is kept beside the board, on no space (the service's
        # reading where the rulebook is silent; it was not read)
        beside = "표식은 감점 없이 개인판 옆에"
        asked_own = _FF_MARKER_COST_ASKED.search(text)
        return Computed(
            AZUL,
            "azul-floor",
            f"표식은 감점 없음 (바닥 줄 모두 −{penalty}점)"
            if asked_own
            else f"−{penalty}점, {beside}",
            f"바닥 줄 {FLOOR_SIZE}칸이 이미 다 차 있어 시작 플레이어 표식은 칸을 차지하지 않고 "
            f"개인판 옆에 두므로 더 감점되지 않습니다. 감점은 바닥 줄 {FLOOR_SIZE}칸의 "
            f"−{penalty}점이고, 그 사람이 다음 라운드의 시작 플레이어가 됩니다.",
            f"바닥 줄 {FLOOR_SIZE}칸이 다 찬 상태에서 중앙에서 처음 가져와 시작 플레이어 표식을 "
            "받음 (가져온 타일은 패턴 줄에 놓았다고 봄)",
            [
                f"바닥 줄 {filled}칸: {floor_breakdown(filled)}",
                "가져온 타일 가운데 패턴 줄에 들어가지 않는 것은 감점 없이 상자 뚜껑으로 갑니다.",
            ],
            [RULE_MARKER_FULL, RULE_PENALTY],
            None,
        )
    verdict = f"−{penalty}점"
    if _FF_MARKER_COST_ASKED.search(text):
        # "표식 감점은 몇 점?": the marker's own space, then the line's whole (it was the
        # whole alone, read as the marker's)
        own = penalty - floor_penalty(filled - 1)
        verdict = f"표식 칸 −{own}점 (바닥 줄 모두 −{penalty}점)"
    return Computed(
        AZUL,
        "azul-floor",
        verdict,
        f"시작 플레이어 표식은 바닥 줄의 가장 왼쪽 빈칸({held + 1}번째 칸)에 놓여 바닥 줄 "
        f"{filled}칸이 차고, 감점은 모두 −{penalty}점입니다.",
        f"바닥 줄에 타일 {held}장, 중앙에서 처음 가져와 시작 플레이어 표식이 더해짐 "
        "(가져온 타일은 패턴 줄에 놓았다고 봄)",
        [
            f"바닥 줄 {filled}칸: {floor_breakdown(filled)}",
            # the marker filling the seventh space: tiles that follow go to the lid, no cost
            "가져온 타일 가운데 패턴 줄에 들어가지 않아 바닥 줄로 가는 것이 있으면 그 칸의 "
            "감점도 더해집니다."
            if filled < FLOOR_SIZE
            else "바닥 줄 7칸이 다 찼으므로, 가져온 타일 가운데 패턴 줄에 들어가지 않는 것은 "
            "감점 없이 상자 뚜껑으로 갑니다.",
        ],
        [RULE_MARKER, RULE_PENALTY] + ([RULE_FLOOR_LID] if filled >= FLOOR_SIZE else []),
        None,
    )


# -- more tiles onto a floor line that already holds some ---------------------------------
# "바닥줄 7칸 꽉 찼는데 타일 2개 더 들어와야 돼", "바닥에 5칸 차 있는데 3장 더 떨어지면 몇 점?"
_FM_HELD = patterns.compile(
    rf"(?:(?P<held>\d+|{NATIVE})\s*(?:칸|개|장)\s*(?:이|가|은|는)?\s*(?:이미\s*)?"
    r"(?:다\s*|꽉\s*|가득\s*|전부\s*|모두\s*)?"
    r"(?:차\s*있|찼|찬\s*상태|채워져|있는데|있고|있을\s*때|있으면|있어|있었|들어\s*있"
    r"|깔려\s*있|놓여\s*있|놓였|쌓여\s*있|쌓였|떨어졌|떨어져\s*있|떨어지고|떨어진\s*(?:상태|뒤|다음)"
    r"|있는\s*상태)"
    r"|(?P<full>꽉|가득|다|전부|모두)\s*(?:차\s*있|찼|찬\s*상태|채워져|채웠)"
    # "바닥 줄 가득인데 3개 더", "꽉인데": full, with no 차다 said
    r"|(?P<full2>꽉|가득|만땅)\s*(?:인데|인\s*상태|이고|이면|일\s*때|이야|이라))"
)
_FM_MORE = patterns.compile(
    rf"(?:(?P<more>\d+|{NATIVE})\s*(?:개|장)|(?<![가-힣])(?P<bare>하나|둘|셋|넷|다섯))"
    r"\s*(?:이|가|을|를)?\s*(?:또\s*)?더"  # "하양 3개를 더 놓으면"
    # "또 3개 떨어지면": the same count again, said with 또 alone
    rf"|또\s*(?:타일\s*)?(?P<again>\d+|{NATIVE})\s*(?:개|장)"
)
# the more tiles going somewhere else, or in another round ("패턴줄에 2개 더", "다음 라운드에
# 2개 더"): not the floor line's count (it is emptied every round)
_FM_ELSEWHERE = patterns.compile(
    r"패턴|벽|\d\s*번\s*(?:째\s*)?줄|다음\s*(?:라운드|판)|라운드\s*(?:뒤|후|지나)"
)
# a question about the floor: what happens, where the tiles go, or the points
_FM_ASKS = patterns.compile(
    r"어떡|어떻게|어케|어디|어쩌|뭐|몇\s*점|감점|점수|깎|까여|빠져|잃|마이너스|돼\?|되나|가능|\?"
)


# whether tiles go past the floor line, asked ("넘치는 거 있어?", "넘쳐?", "넘칠까요?"), not what
# happens when they do ("넘치면 어떻게 돼?")
_FM_OVERFLOW_ASKED = patterns.compile(
    r"넘치(?:는\s*(?:거|게|것|타일)\s*(?:있|없)|나|니|냐|지|는\s*(?:거|건)\s*(?:야|예요|에요|맞))"
    r"|넘쳐\s*(?:요)?\s*[?？]|넘칠까|넘칠\s*(?:수|거)"
)


# the tiles claimed to go to the box lid ("뚜껑으로 가는 거 맞지?", "상자에 버리지?")
_FM_LID_CLAIM = patterns.compile(
    r"(?:뚜껑|상자)\s*(?:으로|로|에|에다)?\s*(?:다\s*|전부\s*|모두\s*)?"
    r"(?:가|들어가|넣|버리|버려)[가-힣]*\s*(?:(?:거|게|건)\s*)?(?:맞[가-힣]*|지|죠|[?？])"
)


def azul_floor_more(text: str) -> Computed | None:
    """Tiles that must go to a floor line already holding some: the spaces left take them,
    the rest go to the box lid, as the engine plays the take; the floor's penalty after."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.azul import ENGINE
    from tutor.games.azul.scoring import floor_breakdown
    from tutor.games.azul.tiles import FLOOR_SIZE, KOREAN, NAMES

    text = _unnamed(text)
    # the penalty guessed at the end ("3개 더 오면 감점 20점이야?", "한개 더 떨어졌어 감점 -4?"):
    # checked (it was not read, the guess taken for a count)
    guess_at = _PL_PENALTY_GUESS.search(text)
    guess = None
    if guess_at is not None:
        guess = int(guess_at.group("n") or guess_at.group("m") or guess_at.group("k"))
        text = f"{text[: guess_at.start()]} 감점 몇 점?"
    if not _FLOOR_WORD.search(text) or _MARKER.search(text) or _ORDINAL.search(text):
        return None
    if _NOT_EXACT.search(text) or not _FM_ASKS.search(text) or PLAYER_COUNT.search(text):
        return None
    if _FM_ELSEWHERE.search(text):
        return None
    if _FF_FIRST.search(text) or _AZ_FIRST_CENTRE.search(text):
        # "중앙에서 처음 가져오면서 2개 더 바닥으로 가면": the start marker comes with the take
        # (before, left out: "−6점" for 2 tiles, then 2 more, where the marker makes it −8점)
        return None
    held_at = list(_FM_HELD.finditer(text))
    more_at = list(_FM_MORE.finditer(text))
    if len(held_at) != 1 or len(more_at) != 1 or held_at[0].start() > more_at[0].start():
        return None
    held_word = held_at[0].group("held")
    held = FLOOR_SIZE if held_word is None else count_word(held_word)
    more_at_0 = more_at[0]
    more = count_word(
        more_at_0.group("more") or more_at_0.group("bare") or more_at_0.group("again")
    )
    if held is None or more is None or not 1 <= held <= FLOOR_SIZE or not 1 <= more <= 20:
        return None
    # every number is one of the two counts
    rest = _FM_MORE.sub(" ", _FM_HELD.sub(" ", text))
    if re.search(r"\d", rest) or re.search(rf"(?<![가-힣])(?:{NATIVE})\s*(?:개|장|칸)", rest):
        return None
    setup = {
        "factories": ["", "", "", "", ""],
        "centre": "B" * more + "Y",  # another colour keeps the round going after the take
        "marker": 1,
        "players": [{"floor": "R" * held}, {}],
    }
    try:
        state = ENGINE.new_game(2, setup=setup)
        events = state.apply(
            {"type": "take", "source": "centre", "colour": "blue", "line": "floor"}
        )
    except (RuleViolation, SetupError):
        return None
    on_floor = sum(e["count"] for e in events if e["type"] == "floor")
    lid = sum(e["count"] for e in events if e["type"] == "lid")
    filled = held + on_floor
    penalty = floor_penalty(filled)
    details = [
        # the question names no colour: the engine's blue is any tile
        re.sub(r"^[^:]+:\s*", "", str(e["text"])).replace(
            f"{KOREAN[NAMES.index('blue')]} ", "타일 "
        )
        for e in events
        if e["type"] in ("floor", "lid")
    ]
    details.append(f"바닥 줄 {filled}칸: {floor_breakdown(filled)}")
    case = f"바닥 줄 {held}칸이 찬 상태에서 타일 {more}장이 더 들어옴"
    if lid:
        verdict = f"−{penalty}점, 넘친 {lid}장은 상자 뚜껑으로"
        summary = (
            f"바닥 줄은 {FLOOR_SIZE}칸뿐이라 "
            + (f"남은 {on_floor}칸에 {on_floor}장을 놓고 " if on_floor else "")
            + f"넘친 {lid}장은 상자 뚜껑으로 갑니다. 뚜껑으로 간 타일은 감점되지 않아 바닥 줄 "
            f"감점은 모두 −{penalty}점입니다."
        )
        rules = [ENTRY_FLOOR_OVERFLOW, RULE_FLOOR_LID, RULE_PENALTY]
    else:
        verdict = f"−{penalty}점"
        summary = f"바닥 줄 남은 칸에 {on_floor}장이 더 놓여 {filled}칸이 차고, 감점은 모두 −{penalty}점입니다."
        rules = [RULE_PENALTY]
    ok: bool | None = None
    if guess is not None:
        ok = guess == penalty
        if guess_at is not None and not NEGATIVE_ASK.search(guess_at.group(0)):
            verdict = f"{'네' if ok else '아니요'}, −{penalty}점입니다" + (
                f", 넘친 {lid}장은 상자 뚜껑으로" if lid else ""
            )
    elif _FLOOR_MORE_ASKED.search(text):
        # "바닥 꽉 찼는데 2개 더 오면 감점 더 돼?": whether the penalty grows, which it does only
        # with spaces left (it was the penalty alone, "−14점, …", with no 네/아니요)
        ok = on_floor > 0
        verdict = (
            f"네, −{floor_penalty(held)}점에서 −{penalty}점이 됩니다"
            if on_floor
            else f"아니요, −{penalty}점 그대로입니다"
        ) + (f", 넘친 {lid}장은 상자 뚜껑으로" if lid else "")
    elif _FM_LID_CLAIM.search(text) and not (lid and on_floor):
        # "꽉 찬 상태에서 3개 더 떨어지면 뚜껑으로 가는 거 맞지?": the tiles claimed to go to
        # the lid, all of them or none (it was the penalty alone, with no 네/아니요); some of
        # them only ("5개 있는데 3개 더"): which were claimed? The penalty alone, as before
        ok = lid > 0
        verdict = (
            f"네, {lid}장 모두 상자 뚜껑으로 갑니다 (−{penalty}점 그대로)"
            if lid
            else f"아니요, 바닥 줄 {filled}칸에 다 들어갑니다 (−{penalty}점)"
        )
    elif _FM_OVERFLOW_ASKED.search(text):
        # "3개 더 떨어지면 넘치는 거 있어?": whether any tile goes past the line is asked (was
        # answered by the penalty alone, "−14점", for a line filled exactly)
        ok = lid > 0
        verdict = (
            f"네, 넘친 {lid}장은 상자 뚜껑으로 갑니다 (−{penalty}점)"
            if lid
            else f"아니요, 바닥 줄 {filled}칸에 다 들어가 넘치지 않습니다 (−{penalty}점)"
        )
    return Computed(AZUL, "azul-floor", verdict, summary, case, details, rules, ok)


# -- where taken tiles go ------------------------------------------------------------------
_AZ_COLOURS = {
    "blue": ("파랑색", "파란색", "파랑", "파란", "블루"),
    "yellow": ("노랑색", "노란색", "노랑", "노란", "옐로"),
    "red": ("빨강색", "빨간색", "빨강", "빨간", "레드"),
    "black": ("검정색", "검은색", "까만색", "검정", "검은", "까만", "블랙"),
    # 하양's tiles have a teal pattern: some call them 청록 (content/azul/terms/tile.md)
    "white": ("하양색", "하얀색", "흰색", "하양", "하얀", "흰", "화이트", "청록색", "청록"),
}
_AZ_COLOUR_OF = {w: c for c, words in _AZ_COLOURS.items() for w in words}
_AZ_COLOUR = "|".join(sorted(_AZ_COLOUR_OF, key=len, reverse=True))
# "파랑 2개", "빨간 타일 3장", "파란 타일이 1개" (the subject particle said before the count)
_AZ_PAIR = patterns.compile(
    rf"({_AZ_COLOUR})\s*(?:타일\s*)?(?:이|가)?\s*(\d+|{NATIVE})\s*(?:개|장)"
)
_AZ_LINE = patterns.compile(r"(\d)\s*번\s*(?:째\s*)?(?:패턴\s*)?(?:줄|라인)")
# the take, in any ending ("가져갈 때", "가져간다면", "골랐어요", "집어 오면", "선택하면")
_AZ_TAKE = patterns.compile(
    r"가져오|가져와|가져왔|가져온|가져올|가져가|가져갔|가져갈|가져간|집으면|집어|집을|집는|골라|골랐"
    r"|고르면|고른|고를|받으면|넣으면|넣어|넣을|선택\s*(?:하|해|할|한|했)"
)
_AZ_HAS = patterns.compile(
    r"있는데|있고|있을\s*때|있으면|있을때|있음|있다|차\s*있|놓여\s*있|들어\s*있"
    rf"|(?:{_AZ_COLOUR})\s*(?:타일\s*)?(?:\d+|{NATIVE})\s*(?:개|장)\s*(?:인데|이고|일\s*때|이면)"
)
# "3칸짜리 줄": a pattern line named by its size, which is its number
_AZ_SIZED_LINE = patterns.compile(rf"(\d|{NATIVE})\s*칸\s*(?:짜리|자리)\s*(?:패턴\s*)?(?:줄|라인)")
_AZ_LEFT_OVER = patterns.compile(
    rf"(?:남는|남은|나머지|넘치는|넘친)\s*(?P<colour>{_AZ_COLOUR})?\s*(?:타일\s*)?"
    rf"(?P<n>\d+|{NATIVE})\s*(?:개|장)"
)
# "1개가 넘치는데", "빨강 2장은 넘쳐서": the tiles left over, said before the word
_AZ_OVER_AFTER = patterns.compile(
    rf"(?<![가-힣])(?:(?P<colour>{_AZ_COLOUR})\s*(?:타일\s*)?)?(?P<n>\d+|{NATIVE})\s*(?:개|장)\s*"
    r"(?:이|가|은|는)?\s*(?:넘치|넘쳐|넘친)[가-힣]*"
)
# the floor line's spaces asked, with what goes there said again ("표식이랑 빨강 1개는 어느 칸에
# 가고"): the tiles left over, and the spaces they take (answered only of a floor said empty)
_PL_SPACES_ASK = patterns.compile(
    r"(?P<marker>(?:시작\s*플레이어\s*|첫\s*플레이어\s*|선\s*)?(?:표식|마커|토큰)\s*(?:이랑|랑|과|와|하고)\s*)?"
    rf"(?:(?:넘친|넘치는|남는|남은)\s*)?(?:(?P<colour>{_AZ_COLOUR})\s*(?:타일\s*)?)?"
    rf"(?P<n>\d+|{NATIVE})\s*(?:개|장)\s*"
    r"(?:은|는|이|가)?\s*(?:각각\s*)?(?:바닥\s*(?:줄)?\s*(?:의|에서)?\s*)?(?:어느|어떤|몇\s*번째|몇\s*번)\s*칸"
    r"\s*(?:에|으로|로)?\s*(?:가|놓|들어)[가-힣]*"
)
# the floor's penalty asked ("감점은 몇 점이에요?", "몇 점 깎여?", "바닥 몇 점?", "마이너스
# 몇이야?"): answered as the take's tiles (and marker) cost on the floor line
_PL_PENALTY_ASK = patterns.compile(
    r"(?:바닥\s*(?:줄)?\s*)?감점\s*(?:은|는|이|도)?\s*(?:총\s*|모두\s*)?(?:몇\s*점|얼마)[가-힣]*\s*[?？]*"
    r"|(?:바닥\s*(?:줄)?\s*(?:에서|은|는)?\s*)?(?:몇\s*점|얼마나?)\s*(?:이나\s*)?"
    r"(?:깎|까여|까이|까임|잃|감점|마이너스)[가-힣]*\s*[?？]*"
    r"|마이너스\s*(?:몇\s*점|몇|얼마)[가-힣]*\s*[?？]*"
    r"|바닥\s*(?:줄)?\s*(?:은|는)?\s*몇\s*점[가-힣]*\s*[?？]*"
    r"|(?:바닥\s*(?:줄)?\s*)?감점\s*(?:은|는)?\s*[?？]+\s*$"
    # ("… 넣으면 감점": the penalty asked with nothing after it)
    r"|(?<=면)\s*감점\s*$"
    # ("… 가져오면 감점 몇?": the points' word left out)
    r"|(?:바닥\s*(?:줄)?\s*)?감점\s*(?:은|는|이)?\s*몇\s*(?:이야|이에요|임)?\s*[?？]*\s*$"
)
# points asked that are not the penalty's ("몇 점이야?", "점수는?"): the wall's too, when the
# take fills its line
_PL_POINTS_ASK = patterns.compile(r"몇\s*점|점수")
_EMPTY = patterns.compile(r"비어\s*있\S*|비었\S*")  # "2번 줄 비어있는데": nothing on the line
# the first said denied, after 처음 or 첫: "처음은 아닌데", "처음이 아니라서", "처음 가져가는
# 건 아니고" (the placement and centre-take readers both decline a first take so said)
_FIRST_DENIED = (
    # ("처음 가져오는 거 아니면": 거 alone too; it was read as the first take)
    r"\s*(?:으로\s*)?(?:(?:가져|고르|고른|집)[가-힣]*\s*)?(?:건|게|것은|거는|거|것|은|는|이)?\s*"
    r"(?:아니|아닌|아냐|않)"
)
_NOT_THE_FIRST = rf"(?!{_FIRST_DENIED})"
_AZ_FIRST_CENTRE = patterns.compile(
    rf"(?:중앙|가운데)[^.?!]*(?:{_FIRST_WORD}|첫\s*번째|첫\s*선택|첫\s*픽|먼저|제일\s*먼저)"
    rf"{_NOT_THE_FIRST}"
    # ("첫 번째로 중앙에서 가져왔고": said before the centre too; it was read as not the first
    # take, the start marker left out of what goes to the floor line)
    rf"|(?:{_FIRST_WORD}|먼저|첫\s*선택|첫\s*픽|첫\s*번\s*째로|최초로){_NOT_THE_FIRST}[^.?!]*(?:중앙|가운데)"
    # "그게 이번 라운드 첫 중앙 선택이었어": the centre's first, said in a sentence of its own
    r"|첫\s*(?:번째\s*)?(?:중앙|가운데)(?!\s*(?:선택|픽)?\s*(?:은|는|이|이가)?\s*(?:아니|아닌|아냐))"
)
# a first take said in a sentence that names no centre ("중앙에서 파랑 2개 가져와서 놓으면?
# 이번 라운드 처음으로 가져간 거야"): the round's first take of the asker, or the centre's?
_FIRST_TAKE_ELSEWHERE = patterns.compile(
    rf"{_FIRST_WORD}{_NOT_THE_FIRST}\s*(?:으로\s*)?(?:가져|골|고르|고른|집)"
)
_AZ_DECLINE = patterns.compile(r"바닥[^.?!]*\d|벽|회색|감점\s*몇|점수")
# the start marker said taken with the tiles ("검정 2개랑 표식 가져와서", "표식이랑 빨강 3장을
# 가져와", "시작 마커 챙겼어"): the round's first take from the centre, which brings it
_PL_MARKER_TAKEN = patterns.compile(
    # (said taken, never asked: "표식 받아?" asks whether it comes)
    rf"(?:{_MARKER.pattern})\s*(?:을|를|도|까지)?\s*(?:같이\s*|함께\s*)?"
    r"(?:받았|받고|받으면서|받아서|가져왔|가져와서|가져오면서|가져오고|가져갔|가져가서|가져가면서"
    r"|챙겼|챙겨서|챙기고|챙기면서|집었|집어서|집고|얻었|얻고)"
    rf"|(?:{_MARKER.pattern})\s*(?:이랑|랑|하고|과|와)\s*(?:{_AZ_COLOUR}|타일)"
    rf"|(?:개|장)\s*(?:이랑|랑|하고|과|와)\s*(?:{_MARKER.pattern})"
)
# the start marker said put on a pattern line ("표식을 2번 줄에 같이 놔도 돼?", "표식이랑 빨강을
# 3번 줄에 넣으면"): whether it may is asked, which the take's tiles do not answer (it never
# goes there: it goes to the floor line)
_PL_MARKER_ON_LINE = patterns.compile(
    rf"(?:{_MARKER.pattern})\s*(?:을|를|도|은|는|까지|(?:이랑|랑|하고|과|와)\s*(?:{_AZ_COLOUR})\s*"
    rf"(?:타일)?\s*(?:\d+|{NATIVE})?\s*(?:개|장)?\s*(?:을|를|도)?)?\s*(?:같이\s*|함께\s*)?"
    r"(?:(?:\d\s*번\s*(?:째\s*)?|빈\s*)?(?:패턴\s*)?(?:줄|라인)|거기|그\s*줄|여기|그곳)\s*"
    r"(?:에|에다|에다가|으로|로)?\s*(?:다\s*|같이\s*|함께\s*|전부\s*|모두\s*|도\s*)?"
    r"(?:놓|놔|넣|두|둬|둘|올려|올리|채우|채워)"
    # "빈 1번 줄에 표식 놓아도 돼?": the line said first
    rf"|(?:줄|라인)\s*(?:에|에다|에다가)\s*(?:{_MARKER.pattern})\s*(?:을|를|도|까지)?\s*"
    r"(?:같이\s*|함께\s*)?(?:놓|놔|넣|두|둬|둘|올려|올리)"
)


# the verb that tells what a count of tiles is: on the line already, or taken
_AZ_HAS_AFTER = patterns.compile(
    r"있는데|있고|있을\s*때|있을때|있으면|있었|있어(?!서)|있다|있음|차\s*있|놓여\s*있|들어\s*있"
    r"|^\s*(?:이|가|은|는)?\s*(?:인데|이고|일\s*때|이면)"
)


_AZ_SOURCE = patterns.compile(r"공장|팩토리|진열판|factory|중앙|가운데")
# a source said where tiles lie ("공장에 파랑 3개"), not where the count before came from
# ("검정 4개를 공장에서 가져왔어요. 3번째 줄에 이미 검정 1개 있고": the 1 is the line's)
_AZ_SOURCE_AT = patterns.compile(r"(?:공장|팩토리|진열판|factory|중앙|가운데)(?!\s*에서)")
# "공장(하나)에 파랑 3개랑 빨강 1개가 있는데": the tiles on a factory (or in the centre) before the
# take, up to the verb that says they lie there or are taken; never a line's tiles
_PL_SOURCE = patterns.compile(
    r"(?P<where>공장|팩토리|진열판|factory|중앙|가운데)\s*(?:위|하나|한\s*곳|한\s*군데)?\s*"
    r"(?:에는|에|엔)(?!\s*서)"
    # up to the verb or the clause end ("모였는데", "쌓였고", "남았길래")
    r"(?P<tiles>.*?)(?=있|가져|골|고르|집|넣|놓|선택|모였|쌓였|남았|깔렸|몰렸|뭉쳤|는데|길래|[.?!]|$)"
)
# what says a count of tiles lies somewhere already, not that it is taken
_PL_LIES = patterns.compile(
    r"있|찼|차\s*있|들었|들어|상태|놓았|놨|놓인|채워|채웠|깔려|깔린|쌓여|쌓인|올라|인데|이고|였|었|는데"
)
# "빈 2번 줄에 빨간 타일 3개를 놓으면": a take said by where the tiles are put, in any ending
# ("어떻게 놓아?", "어디 놔?", "놓나요?"; the tiles said to lie on the factory are the ones put)
_PL_PUT = patterns.compile(r"놓으면|놓을|놔두면|둔다면|두면|놓아|놓나|놔")
# the put told done ("빈 2번 줄에 노랑 3개 넣었어. 감점 몇 점이야?"): a take put, as "넣으면",
# when its penalty is asked (never "… 놨는데 상관없나요?", which asks something else)
_PL_PUT_DONE = patterns.compile(r"(?:놨|넣었)[가-힣]*")
# the colour chosen, said before the take: "파랑을 가져와서", "빨간 거 가져가면"
_PL_CHOSEN = patterns.compile(
    rf"({_AZ_COLOUR})\s*(?:색\s*)?(?:타일\s*)?(?:거|것|걸|만|을|를|도)?\s*"
    r"(?:다\s*|전부\s*|모두\s*|싹\s*(?:다\s*)?|몽땅\s*)?(?=가져|골|고르|집|선택)"
)


def _line_said(text: str) -> int | None:
    """The one pattern line the question names ("3번 줄", "4칸짜리 줄"); None for none or
    more than one."""
    lines = {int(m.group(1)) for m in _AZ_LINE.finditer(text)}
    lines |= {count_word(m.group(1)) or 0 for m in _AZ_SIZED_LINE.finditer(text)}
    return next(iter(lines)) if len(lines) == 1 else None


def _wall_with(line: int, index: int) -> list[str]:
    """A wall (the engine's set-up) holding one tile, of colour ``index``, in row ``line``."""
    from tutor.games.azul.tiles import LETTERS, SIZE, WALL_COLUMN

    cells = ["."] * SIZE
    cells[WALL_COLUMN[line - 1][index]] = LETTERS[index]
    walls = ["" for _ in range(SIZE)]
    walls[line - 1] = "".join(cells)
    return walls


def _pair_roles(text: str) -> list[str]:
    """For each colour and count in ``text``, "held" (said to lie on the line: "줄에 파랑
    1개 있는데") or "taken" (said to be taken: "파랑 3개 가져오면"), by the first of those
    verbs between it and the next count; "" when neither comes first."""
    pairs = list(_AZ_PAIR.finditer(text))
    roles = []
    for n, m in enumerate(pairs):
        start = pairs[n - 1].end() if n else 0
        if _AZ_SOURCE_AT.search(text[start : m.start()]):
            roles.append("taken")  # "공장에 파랑 3개 있어서": tiles on a factory are taken
            continue
        end = pairs[n + 1].start() if n + 1 < len(pairs) else len(text)
        segment = text[m.end() : end]
        has = _AZ_HAS_AFTER.search(segment)
        take = _AZ_TAKE.search(segment)
        if has and (take is None or has.start() < take.start()):
            roles.append("held")
        elif (
            n + 1 < len(pairs)
            and _AZ_COLOUR_OF[pairs[n + 1].group(1)] == _AZ_COLOUR_OF[m.group(1)]
            and _HELD_LISTED.search(text[start : m.start()] + "¶" + segment) is not None
        ):
            # "4번 줄에 노랑 1개, 노랑 4개 가져오면": the line's, listed before more of its
            # colour (of two colours, "노랑 1개, 파랑 2개 가져오면" may be one list taken)
            roles.append("held")
        elif take:
            roles.append("taken")
        else:
            roles.append("")
    return roles


# a count said right after the line it lies on and ended by a comma or a stop, with no verb
# ("4번 줄에 노랑 1개, …", "3번줄 파랑 2개. …"): the line's tiles ("¶" marks the count)
_HELD_LISTED = patterns.compile(
    r"(?:\d\s*번\s*(?:째\s*)?(?:패턴\s*)?(?:줄|라인)|칸\s*(?:짜리|자리)\s*(?:패턴\s*)?(?:줄|라인))"
    r"\s*(?:에|엔|에는|은|는)?\s*(?:이미\s*)?¶\s*(?:이|가)?\s*[,.]"
)


def _pl_source(text: str) -> tuple[dict[str, int], str, str] | None:
    """The tiles the question says lie on the factory (or in the centre) before the take,
    where ("factory"/"centre"), and the question with them blanked out ({} and the question
    when it says none); None when it says them twice, or names another factory beside."""
    found = list(_PL_SOURCE.finditer(text))
    tiles: dict[str, int] = {}
    for m in found:
        if not _AZ_PAIR.search(m.group("tiles")):
            continue
        if tiles or re.search(
            r"다른|옆|딴|저쪽|중앙|가운데|공장|팩토리|진열판|줄|라인", m.group("tiles")
        ):
            return None  # two sources, or a source and a line in one clause
        for pair in _AZ_PAIR.finditer(m.group("tiles")):
            n = count_word(pair.group(2))
            if n is None or n < 1:
                return None
            colour = _AZ_COLOUR_OF[pair.group(1)]
            tiles[colour] = tiles.get(colour, 0) + n
        where = "centre" if m.group("where") in ("중앙", "가운데") else "factory"
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
        if where == "factory" and sum(tiles.values()) > 4:
            return None  # a factory holds four tiles
        return tiles, where, text
    return {}, "", text


def _pl_from_source(
    text: str, src: dict[str, int]
) -> tuple[str | None, int | None, str, int | None] | None:
    """(the line's colour, its tiles, the colour taken, how many) when the source's tiles
    are said: the colour taken is the one named before the take (or the source's only
    colour), all of it; a count left outside the source is the line's, said to lie there."""
    pairs = list(_AZ_PAIR.finditer(text))
    if len(_TILES_SAID.findall(text)) != len(pairs) or re.search(r"만\s*(?:가져|골|고르|집)", text):
        return None  # "두 개만 가져가도 돼?": part of the colour, the take-all question
    roles = _pair_roles(text)
    held: str | None = None
    held_count: int | None = 0
    named: str | None = None
    for m, role in zip(pairs, roles, strict=True):
        colour, n = _AZ_COLOUR_OF[m.group(1)], count_word(m.group(2))
        if role == "held" and held is None:
            held, held_count = colour, n
        elif role == "taken" and named is None and n == src.get(colour):
            named = colour  # "파랑 3개 가져와서": all of the source's blue
        else:
            return None
    chosen = [_AZ_COLOUR_OF[m.group(1)] for m in _PL_CHOSEN.finditer(text)]
    if named is not None:
        chosen = [*chosen, named]
    if len(set(chosen)) > 1:
        return None
    if chosen:
        taken = chosen[0]
    elif len(src) == 1:
        (taken,) = src
    else:
        return None  # several colours there, and none said to be taken
    if taken not in src:
        return None
    return held, held_count, taken, src[taken]


def _told(event: dict[str, Any]) -> str:
    """An engine event's text as the answer says it: without the engine's seat ("플레이어
    1:") and with its factory's number ("1번 공장", the engine's own) said as "그 공장"."""
    return re.sub(r"\d+번 공장", "그 공장", re.sub(r"^[^:]+:\s*", "", str(event["text"])))


_FLOOR_EVENT = patterns.compile(
    r"(?P<what>.+?)(?:이|가) 바닥 줄로 가서 라운드 끝에 (?P<points>−\d+점)\.$"
)
_MARKER_EVENT = patterns.compile(
    r"중앙을 처음 골라 시작 플레이어 표식을 바닥 줄 1번째 칸에 놓습니다\(라운드 끝에 (?P<points>−\d+점)\)\.$"
)


def _on_empty_floor(said: str) -> str:
    """An event's floor penalty, which the engine counts on an empty floor line, said as
    that: the question did not say what its floor line holds."""
    floor = _FLOOR_EVENT.match(said)
    if floor is not None:
        return (
            f"{josa(floor.group('what'), '은', '는')} 바닥 줄로 갑니다(바닥 줄이 비어 있었다면 "
            f"라운드 끝에 {floor.group('points')})."
        )
    marker = _MARKER_EVENT.match(said)
    if marker is not None:
        return (
            "중앙에서 처음 가져와 시작 플레이어 표식도 바닥 줄로 갑니다(바닥 줄이 비어 "
            f"있었다면 첫 칸, {marker.group('points')})."
        )
    return said


def _refused(kind: str, refusal: Any, case: str) -> Computed:
    """The engine's refusal of a placement as the verdict: its reason and what is allowed."""
    return Computed(
        AZUL,
        kind,
        "아니요, 그 줄에는 놓을 수 없습니다",
        refusal.message,
        case,
        [refusal.allowed.replace('("floor")', "")] if refusal.allowed else [],
        [refusal.rule_id],
        False,
    )


# the take denied ("안 가져오면", "가져오지 않으면", "못 가져가면")
_PL_NOT_TAKEN = patterns.compile(
    r"(?<![가-힣])(?:안|못)\s*(?:가져|골|고르|집|넣|놓|놔)|(?:가져|골|고르|집|넣|놓)[가-힣]*지\s*(?:않|못|말)"
)


# a line said not to be empty ("비어 있지 않아요", "안 비었어"), its tiles not said
_PL_NOT_EMPTY = patterns.compile(
    r"비어\s*있지\s*(?:않|안)|비지\s*(?:않|안)|(?<![가-힣])안\s*(?:비어|비었|빈)"
)
# the pattern line said empty ("빈 2번 줄", "3번 줄은 비어 있고", "4번 줄에 아무것도 없어"):
# a line whose contents are not said may hold tiles of the colour taken, so its spaces are not
# known (the top line, one space, takes a tile only when empty)
_PL_LINE_EMPTY = patterns.compile(
    r"(?:(?<![가-힣])빈|비어\s*있는)\s*(?:제\s*|내\s*)?(?:\d\s*번\s*(?:째\s*)?|\d\s*칸\s*(?:짜리\s*)?)?"
    r"(?:패턴\s*)?(?:줄|라인)"
    r"|(?<!바닥)(?<!바닥\s)(?:줄|라인)\s*(?:\(\s*\d\s*칸\s*\)\s*)?(?:은|는|이|도|에는|엔|에|만)?\s*"
    r"(?:아직\s*|지금\s*|완전히\s*|텅\s*)?(?:비어|비었|빈\s*상태|(?:아무\s*것|하나)\s*도\s*없|텅)"
)


# something said empty ("지금은 비었어", "3번 줄은 비어 있어"); the floor line's is not the
# pattern line's ("바닥은 비어 있고")
_PL_SAID_EMPTY = patterns.compile(r"비어\s*있|비었|(?<![가-힣])빈\s*(?:상태|줄)")
_PL_FLOOR_BEFORE = patterns.compile(
    r"바닥\s*(?:줄|라인)?\s*(?:은|는|이|가|도|엔|에는)?\s*(?:지금\s*|아직\s*|완전히\s*|텅\s*)?$"
)


def _line_said_empty(text: str) -> bool:
    """Whether ``text`` says something other than the floor line is empty."""
    return any(
        not _PL_FLOOR_BEFORE.search(text[: m.start()]) for m in _PL_SAID_EMPTY.finditer(text)
    )


# the tiles the question claims go to the floor line ("바닥에 2개 가는 거 맞지?", "바닥엔 1개
# 떨어지지?"): confirmed or said wrong by the take's own count (never with the start marker)
_PL_FLOOR_CLAIM = patterns.compile(
    rf"바닥\s*(?:줄)?\s*(?:에|으로|로|엔|에는)?\s*(?:(?:타일|{_AZ_COLOUR})\s*)?(?P<n>\d+|{NATIVE})\s*"
    r"(?:개|장)\s*(?:이|가|은|는|만)?\s*(?:가는|간다|가|떨어지는|떨어지|떨어져|떨어진|내려가는|내려가)?\s*"
    r"(?:거|게|건|것)?\s*(?=맞|지\s*[?？]|지$|야\s*[?？]|이지|죠|[?？]|$"
    # ("… 넘치는 2개는 바닥 줄로 가나요?": the claim asked with 나요/니/냐)
    r"|(?<=가)(?:나요|나|니|냐|요)\s*[?？]*\s*$)"
)

# the tiles the question claims overflow the line ("1개 넘치지?", "2개 넘치는 거 맞지?", "넘치는
# 거 1개 맞아?"): the tiles past the line go to the floor, so the claim is said as one of them
# going there (it was the placement alone, with no 네/아니요, or not read)
_PL_OVER_CLAIM = patterns.compile(
    rf"(?<![가-힣\d])(?P<n>\d|{NATIVE})\s*(?:개|장)\s*(?:이|가|은|는|만)?\s*(?:넘치|넘쳐|넘침)"
    r"(?=[^.?!？]{0,12}(?:[?？]|$))"
    rf"|(?:넘치는|넘친|넘는)\s*(?:거|게|건|것|타일)\s*(?:은|는|이|가)?\s*(?P<m>\d|{NATIVE})\s*(?:개|장)"
    r"(?=\s*(?:이|가|은|는|만)?\s*(?:맞|지\s*[?？]|지$|야\s*[?？]|이지|죠|[?？]|$))"
    # "1개는 바닥 가지?": the count said before the floor line (it was not read)
    rf"|(?<![가-힣\d])(?P<k>\d|{NATIVE})\s*(?:개|장)\s*(?:은|는|이|가|만)?\s*바닥\s*(?:줄)?\s*"
    r"(?:에|으로|로)?\s*(?=(?:가|떨어|내려)[^.?!？]{0,12}(?:[?？]|$)"
    # ("노랑 4개 가져오면 두 개 바닥이지?": the count said as the floor's, checked)
    r"|(?:이지|이야|이죠|이에요|인\s*(?:거|게)\s*맞|맞)[가-힣]{0,3}\s*[?？]*\s*$)"
)


# what a take sends where asked ("넘치지?", "몇 개 넘쳐?", "바닥에 몇 개?", "감점 몇 점?"), and
# whether it is allowed asked ("놓을 수 있어?", "넣어도 돼?", "못 놓지?")
_PL_COUNT_ASK = patterns.compile(r"넘치|넘쳐|넘침|몇|얼마|감점|바닥")
_PL_PERMISSION_ASK = patterns.compile(
    r"(?:되|돼|됨|될|된)(?:나|냐|니|요|죠|지|는|까)?\s*(?:거|게|건)?\s*(?:맞[가-힣]*)?\s*[?？]*\s*$"
    r"|수\s*(?:있|없)|가능|(?<![가-힣])못|(?<![가-힣])안\s*(?:돼|되)|불가|허용|(?:아|어)도"
)


# a choice between two moves, or the better move asked ("넣을까 버릴까?", "넣는 게 나아?")
_PL_CHOICE = patterns.compile(
    r"[가-힣]까\s*[,]?\s*(?:아니면\s*)?[^.?!？]{1,24}?[가-힣]까\s*[?？]*\s*$"
    r"|(?:게|것이|게\s*더|는\s*게)\s*(?:나아|나을|낫|좋아|좋을|유리|이득)"
)


def _over_claim(match: re.Match[str]) -> str:
    if match.group("n"):
        return f"바닥에 {match.group('n')}개 가"
    if match.group("k"):
        return f"바닥에 {match.group('k')}개 "
    return f"바닥에 {match.group('m')}개"


# whether the take costs a penalty, or sends anything to the floor line, asked or claimed
# ("감점 없지?", "감점 있어요?", "바닥에 떨어지는 거 없는 거 맞지?"): 네/아니요 by what the take
# sends there (it was answered by where the tiles go alone, with no 네/아니요); "안 가지?" is
# asked in the negative, answered plainly as before
_PL_YN_TAIL = r"(?:[가-힣]{0,3}(?:\s+(?:거|건|게|것)[가-힣]*)?(?:\s+맞[가-힣]*)?)\s*[?？!.~]*\s*$"
_PL_FLOOR_YN = patterns.compile(
    r"(?:(?:(?P<penalty>(?:바닥\s*(?:줄)?\s*)?(?:감점|벌점))"
    r"|바닥\s*(?:줄)?\s*(?:에|에는|엔|으로|로)?\s*(?:가는|떨어지는|내려가는|놓이는)\s*(?:거|게|건|것|타일)"
    # "넘치는 거 없지?", "넘치는 타일 있어?": whether any tile goes past the line (it was the
    # placement alone, with no 네/아니요)
    r"|(?P<over>(?:넘치는|넘칠|넘친)\s*(?:거|게|건|것|타일))"
    r")\s*(?:은|는|이|가|도)?\s*(?:하나도\s*|전혀\s*|아예\s*|혹시\s*)?(?:(?P<none>없)|있)"
    # "바닥에 안 가지?", "바닥엔 하나도 안 떨어지지?": none said to go there, asked in the
    # negative (answered plainly by the shared reading, its card coloured as the claim's truth)
    r"|바닥\s*(?:줄)?\s*(?:에|에는|엔|으로|로)?\s*(?:은|는)?\s*(?:하나도\s*|아무것도\s*|전혀\s*)?"
    r"(?P<not>안)\s*(?:가|간|갈|떨어|내려|넘어))" + _PL_YN_TAIL
)

# whether every tile taken fits on the line, asked at the end ("… 가져오면 다 들어가지?",
# "모두 들어가요?"): 네 when none goes past it (it was the placement alone, with no 네/아니요);
# "다 들어가는 거 아니야?" (asked in the negative) is left plain
_PL_ALL_FIT = patterns.compile(
    r"(?:다|모두|전부)\s*(?:들어가|들어감|들어갈|놓여|놓이|놓을\s*수|넣을\s*수)(?!는\s*(?:거|게|건)\s*아)"
    + _PL_YN_TAIL
)

# whether the take fills the line asked ("줄 완성돼?", "3번 줄 다 차?", "줄이 꽉 차는 거지?"), not
# in the negative ("완성 안 돼?")
_PL_DONE_ASK = patterns.compile(
    r"(?:완성|(?:다|꽉|가득)\s*(?:차|찬|찼|채워)|채워\s*(?:져|지))" + _PL_YN_TAIL
)

# where the start marker goes asked ("표식은 어디 가?", "마커는 어떻게 해?")
_PL_MARKER_WHERE = patterns.compile(
    rf"(?:{_MARKER.pattern})\s*(?:은|는|이|가|을|를)?\s*(?:그럼\s*|그러면\s*)?"
    r"(?:어디|어떻게|어느\s*(?:줄|칸|쪽))"
)
# where the tiles go asked ("어디 놔?", "어느 줄에 놓아?"), not whether the line said takes them
_PL_WHERE_ASK = patterns.compile(r"어디|어느\s*(?:줄|쪽|칸|라인)")
# the floor line taken to be empty when the question does not say what it holds
_FLOOR_ASSUMED = " (바닥 줄에 있던 타일은 말하지 않아 빈 줄로 봄)"


class _Placed(NamedTuple):
    """A take placed: the answer, and what the engine did (the tiles to the floor line and
    to the lid, the marker with them), whether the floor's penalty or spaces were asked
    (said empty, or not said: taken empty), and whether the engine refused it."""

    found: Computed
    floor: int = 0
    lid: int = 0
    marker: bool = False
    penalty_asked: bool = False
    spaces_asked: bool = False
    floor_said_empty: bool = False
    refused: bool = False
    left: int = 0  # the line's spaces left empty after the take
    # the floor line's spaces the take would fill were it the round's first from the centre,
    # the marker with it, when nothing says whether it is (0: said, or from a factory)
    if_first: int = 0


# the detail that tells what a take read as no first take would cost were it one
_IF_FIRST = "이번 라운드에 중앙에서 처음 가져오는 것이라면 시작 플레이어 표식도 바닥 줄로 가므로, "


def _if_first_said(spaces: int, held: int | None = None) -> str:
    """The detail of :data:`_IF_FIRST`: the floor line's penalty, ``spaces`` filled by the
    take and the marker (after ``held`` tiles, or on a floor line not said: taken empty)."""
    if held is None:
        return f"{_IF_FIRST}바닥 줄이 비어 있었다면 감점은 모두 −{floor_penalty(spaces)}점입니다."
    total = floor_penalty(min(held + spaces, len(FLOOR_PENALTIES)))
    return f"{_IF_FIRST}바닥 줄 감점은 모두 −{total}점입니다."


# the penalty of a take guessed at the question's end ("… 빈 2번 줄에 놨어 감점 -2점 맞지?",
# "… 놓으면 2점 깎이는 거지?"): checked against what the take's tiles cost on the floor line (it
# was not read); never beside a count said of the floor line ("바닥에 2개 가고 …": two claims)
_PL_PENALTY_GUESS = patterns.compile(
    r"(?:(?:바닥\s*(?:줄)?\s*)?(?:감점|벌점)\s*(?:은|는|이|가)?\s*(?:-|−|마이너스\s*)?(?P<n>\d{1,2})\s*(?:점)?"
    r"|(?<![\d점])(?:-|−|마이너스\s*)(?P<m>\d{1,2})\s*(?:점)?"
    r"|(?<!\d)(?P<k>\d{1,2})\s*점\s*(?:이|을|를|씩)?\s*(?:깎|까여|까이|잃|감점)[가-힣]*)"
    r"\s*(?:이|인)?\s*(?:(?:거|게|건)\s*)?"
    r"(?:맞[가-힣]*|이지|지|야|이야|인가[가-힣]*|이죠|죠|임|이냐|냐|아니[가-힣]*|아냐|아님)?"
    r"\s*[?？!.~]*\s*$"
)
_PL_FLOOR_COUNT_SAID = patterns.compile(rf"바닥[^.?!]{{0,8}}?(?:\d|{NATIVE})\s*(?:개|장|칸)")


# the tiles claimed to go to the floor line just before the penalty guessed ("바닥에 2개 가고
# 감점 2점 맞아?", "2개 넘치고 -2점 맞지?"): two claims, both checked (it was not read)
# the first claim asked on its own before the guess ("1개 바닥이지? 그럼 -1점?", "바닥 2개
# 맞지? 그러면 -2점이야?"), or said bare before it ("바닥 2개 -2점 맞나요?")
_PL_FLOOR_ASKED = r"|(?:이지|지|맞지|맞죠|이죠|맞아|맞나요)\s*+[?？]++"
_PL_FLOOR_AND = patterns.compile(
    rf"바닥\s*(?:줄)?\s*(?:에|엔|으로|로)?\s*(?P<n>\d|{NATIVE})\s*(?:개|장)\s*(?:이|가|만)?\s*"
    r"(?:가고|가서|가면서|떨어지고|내려가고|이고|고|," + _PL_FLOOR_ASKED + r")?"
    r"\s*(?:그럼\s*|그러면\s*|그래서\s*)?$"
    # the count before the floor ("3개 바닥이고 -4점이지?", "2개는 바닥으로 가고")
    rf"|(?<![\d가-힣])(?P<n2>\d|{NATIVE})\s*+(?:개|장)\s*+(?:은|는|이|가)?\s*+바닥\s*+(?:줄\s*+)?"
    r"(?:에|으로|로)?\s*+(?:가고|가서|떨어지고|내려가고|이고|고|," + _PL_FLOOR_ASKED + r")"
    r"\s*+(?:그럼\s*+|그러면\s*+|그래서\s*+)?$"
)


def _placement_guessed(text: str) -> Computed | None:
    """A take's penalty guessed at the end, confirmed or said to be wrong (asked in the
    negative, the penalty alone, coloured as the guess's truth); the tiles claimed to go to
    the floor line just before it checked with it."""
    guess_at = _PL_PENALTY_GUESS.search(text)
    if guess_at is None:
        return None
    said_floor: int | None = None
    claim_at = _PL_FLOOR_AND.search(text[: guess_at.start()])
    if claim_at is not None:
        said_floor = count_word(claim_at.group("n") or claim_at.group("n2"))
        text = text[: claim_at.start()] + " " + text[claim_at.end() :]
        guess_at = _PL_PENALTY_GUESS.search(text)
        if guess_at is None or said_floor is None:
            return None
    if _PL_FLOOR_COUNT_SAID.search(text[: guess_at.start()]):
        return None
    if _PL_PENALTY_GUESS.search(text[: guess_at.start()].rstrip(" ,.")):
        return None  # two guesses
    placed = _azul_placement(f"{text[: guess_at.start()]} 감점 몇 점?")
    if placed is None or not placed.penalty_asked or placed.refused or placed.spaces_asked:
        return None
    if not placed.floor_said_empty and _MARKER.search(text) and not placed.marker:
        return None  # "표식은 이미 내 바닥에 있어": the floor line is not empty
    if said_floor is not None and (placed.marker or placed.lid):
        return None  # the floor's count with the marker, or past the line: which is said?
    guess = int(guess_at.group("n") or guess_at.group("m") or guess_at.group("k"))
    found = _placement_penalty(placed)
    spaces = min(placed.floor + (1 if placed.marker else 0), len(FLOOR_PENALTIES))
    right = guess == floor_penalty(spaces) and said_floor in (None, placed.floor)
    if not right and placed.if_first and guess == floor_penalty(placed.if_first):
        # "빈 3번 줄에 파랑 5개 넣으면 감점 -4점 맞지?": right were it the round's first take
        # from the centre, which nothing says it is not (it was "아니요, −2점")
        return None
    if NEGATIVE_ASK.search(text):
        return replace(found, ok=right)
    return replace(found, verdict=f"{'네' if right else '아니요'}, {found.verdict}", ok=right)


# the tiles the floor line held before the take ("바닥엔 원래 1개 있었어", "바닥에 이미 2개
# 있었는데", "바닥줄에 2개 있는 상태에서"): the take's tiles join them, and the penalty asked
# is the whole line's (it was not read)
_PL_FLOOR_HELD = patterns.compile(
    r"(?<![가-힣])바닥\s*(?:줄|라인)?\s*(?:에|엔|에는|에도|은|는)?\s*(?:원래|이미|벌써|전에|먼저|지금)?\s*"
    rf"(?:타일\s*(?:이|가)?\s*)?(?P<n>\d|{NATIVE})\s*(?:개|장)\s*(?:이|가|는|은)?\s*"
    r"(?:원래\s*|이미\s*|벌써\s*)?"
    r"(?:있었(?:어요|어|고|는데|음|습니다)?|있던\s*상태(?:에서|였|인데)|있는\s*상태(?:에서|였|인데|이고)"
    r"|깔려\s*있었\S*|떨어져\s*있었\S*)\s*[.,!~]*"
)


def _placement_on_held_floor(text: str, held_at: re.Match[str]) -> Computed | None:
    """The penalty of a take whose floor line held tiles before it (:data:`_PL_FLOOR_HELD`):
    the tiles it sends there (and the marker) after those, the whole line's penalty at the
    round's end; the penalty guessed at the end checked. None for anything else asked, or
    when the line would overflow into the lid (the take's account counts an empty line)."""
    held = count_word(held_at.group("n"))
    if held is None or not 1 <= held <= len(FLOOR_PENALTIES):
        return None
    rest = text[: held_at.start()] + " " + text[held_at.end() :]
    if _PL_FLOOR_HELD.search(rest) or _PL_FLOOR_COUNT_SAID.search(rest):
        return None  # another count of the floor's: which is which?
    guess_at = _PL_PENALTY_GUESS.search(rest)
    if guess_at is not None:
        rest = f"{rest[: guess_at.start()]} 감점 몇 점?"
    if _NEGATIVE_OR_WHY.search(rest):
        return None
    placed = _azul_placement(rest)
    if placed is None or placed.refused or placed.spaces_asked or not placed.penalty_asked:
        return None
    if _MARKER.search(rest) and not placed.marker:
        return None  # the marker said, and not as the take's: among the tiles held?
    spaces = held + placed.floor + (1 if placed.marker else 0)
    if spaces > len(FLOOR_PENALTIES) or placed.lid:
        return None
    penalty = floor_penalty(spaces)
    found = placed.found
    came = placed.floor + (1 if placed.marker else 0)
    verdict = f"−{penalty}점 ({found.verdict}, 바닥 줄 모두 {spaces}칸)"
    right: bool | None = None
    if guess_at is not None:
        guess = int(guess_at.group("n") or guess_at.group("m") or guess_at.group("k"))
        right = guess == penalty
        if_first = min(held + placed.if_first, len(FLOOR_PENALTIES))
        if not right and placed.if_first and guess == floor_penalty(if_first):
            return None  # right were it the round's first take from the centre (not said)
        verdict = f"{'네' if right else '아니요'}, {verdict}"
    details = [
        re.sub(r"\s*\(바닥 줄이 비어 있었다면[^)]*\)", "", d)
        for d in found.details
        if not d.startswith(_IF_FIRST)
    ] + [
        f"바닥 줄: 원래 있던 {held}장"
        + (f"과 이번에 간 {came}개" if came else "")
        + f", 모두 {spaces}칸 → {floor_breakdown(spaces)}"
    ]
    if placed.if_first:
        # (were it the round's first take from the centre: after the tiles held, not on an
        # empty floor line)
        details.append(_if_first_said(placed.if_first, held))
    rules = [*found.rule_ids, *([] if RULE_PENALTY in found.rule_ids else [RULE_PENALTY])]
    return replace(
        found,
        verdict=verdict,
        summary=f"라운드 끝에 바닥 줄 감점은 −{penalty}점입니다 (바닥 줄 {spaces}칸).",
        case=f"{found.case} (바닥 줄에 이미 타일 {held}장)",
        details=details,
        rule_ids=rules,
        ok=right,
    )


# asked in the negative, or why: the held floor's take is read for its penalty alone
_NEGATIVE_OR_WHY = patterns.compile(
    r"아니|아냐|아님|않|(?<![가-힣])안\s|(?<![가-힣])못\s|왜|어떻게|어디"
)


def azul_placement(text: str) -> Computed | None:
    """Where tiles taken from a factory or the centre go on a pattern line: the line the
    question names, holding what it says, as the engine plays the take; the tiles claimed to
    go to the floor line are confirmed or said wrong; the penalty asked is what the take's
    tiles cost on the floor line (taken empty when the question does not say it)."""
    if _PL_CHOICE.search(text):
        # "4번 줄에 넣을까 바닥에 버릴까?", "어디 넣는 게 나아?": the asker's choice, which
        # no rule decides (it was the first line's placement, "4번 줄에 4장이 모두 놓입니다")
        return None
    held_at = _PL_FLOOR_HELD.search(text)
    if held_at is not None:
        return _placement_on_held_floor(text, held_at)
    text = _PL_OVER_CLAIM.sub(_over_claim, text)
    guessed = _placement_guessed(text)
    if guessed is not None:
        return guessed
    placed = _azul_placement(text)
    claims = list(_PL_FLOOR_CLAIM.finditer(text))
    if placed is not None:
        if placed.refused and _PL_WHERE_ASK.search(text):
            # "3번 줄에 빨강 2개 있는데 파랑 2개 가져오면 어디 놔?": where, not whether that
            # line (it was "아니요, 그 줄에는 놓을 수 없습니다", a 아니요 to "어디")
            return None
        if placed.refused and _PL_COUNT_ASK.search(text) and not _PL_PERMISSION_ASK.search(text):
            # "3번 줄에 빨강 1개 있는데 파랑 2개 가져오면 넘치지?", "… 몇 개 넘쳐?": what the
            # take would send where, of a take the line refuses; the refusal answers it, never
            # a 아니요 to what was asked (it read as "no, none overflows")
            return plain(placed.found)
        if placed.refused or placed.spaces_asked:
            return placed.found
        if placed.penalty_asked:
            if not placed.floor_said_empty and _MARKER.search(text) and not placed.marker:
                return None  # "표식은 이미 내 바닥에 있어": the floor line is not empty
            return _placement_penalty(placed)
        if _PL_POINTS_ASK.search(text):
            return None  # "빈 2번 줄에 놓으면 몇 점이야?": the wall's points too, or the penalty?
        if not placed.marker and _MARKER.search(text) and not _CT_MARKER_GONE.search(text):
            # "중앙에서 파랑 1개 가져와서 … 표식은 어디 가?", "표식도 바닥 가?": the marker
            # asked of a take read as bringing none (it was "1번 줄에 1장이 모두 놓입니다", of
            # the tiles alone); said gone, the tiles are what is asked
            return None
        if placed.marker and _PL_MARKER_WHERE.search(text):
            # "… 놓으면 표식은 어디 가?": the marker's place asked, which the rule of the
            # marker decides (it was cited after the tiles' rule)
            rules = list(placed.found.rule_ids)
            return replace(
                placed.found, rule_ids=[RULE_MARKER, *(r for r in rules if r != RULE_MARKER)]
            )
        yes_no = _PL_FLOOR_YN.search(text)
        if yes_no is not None:
            # "… 놓으면 감점 없지?": whether anything (tiles, the marker) goes to the floor
            # (the marker goes to the floor line, but never past the line: not overflow)
            goes = placed.floor + placed.lid > 0 or (placed.marker and not yes_no.group("over"))
            # ("바닥에 안 간대": a claim heard in the negative, whose 네/아니요 :func:`compute`
            # turns from the positive's, as for every claim so heard)
            denied = yes_no.group("none") or (
                yes_no.group("not") and not HEARD_CLAIM_END.search(text)
            )
            right = goes != bool(denied)
            found = _placement_penalty(placed) if yes_no.group("penalty") else placed.found
            return replace(
                found, verdict=f"{'네' if right else '아니요'}, {found.verdict}", ok=right
            )
        done = _PL_DONE_ASK.search(text)
        if done is not None and not re.search(r"가로|세로|벽", text):
            # "3번 줄에 노랑 1개 있는데 노랑 1개 가져오면 3번 줄 완성돼?": whether the take fills
            # the line (it was the placement alone, "3번 줄에 1장이 모두 놓입니다", with no 아니요)
            right = placed.left == 0
            left = "줄 완성" if right else f"{placed.left}칸 남음"
            return replace(
                placed.found,
                verdict=f"{'네' if right else '아니요'}, {placed.found.verdict} ({left})",
                ok=right,
            )
        fits = _PL_ALL_FIT.search(text)
        if fits is not None and not re.search(r"않|아니|아냐|아닌", fits.group(0)):
            right = placed.floor + placed.lid == 0
            return replace(
                placed.found,
                verdict=f"{'네' if right else '아니요'}, {placed.found.verdict}",
                ok=right,
            )
        return placed.found
    if len(claims) != 1:
        return None
    claim = claims[0]
    said = count_word(claim.group("n"))
    placed = _azul_placement(text[: claim.start()] + " " + text[claim.end() :])
    if placed is None or said is None or placed.marker or placed.refused or placed.penalty_asked:
        return None
    found = placed.found
    if placed.lid:
        return None  # the tiles past the floor line: claimed with them, or without?
    right = placed.floor == said
    if re.match(r"[^.?!]{0,6}?(?:않|아니|아닌|아냐)", text[claim.end() :]):
        # "… 맞지 않아?": asked in the negative, where 네/아니요 reads backwards; the card is
        # coloured as the claim's truth, as the house colours every such question
        return replace(found, ok=right)
    verdict = f"{'네' if right else '아니요'}, {found.verdict}"
    return replace(found, verdict=verdict, ok=right)


def _placement_penalty(placed: _Placed) -> Computed:
    """The floor's penalty for a take placed ("노랑 4개 가져와서 빈 3번 줄에 놓으면 감점
    얼마예요?": the tiles past the line, and the marker with them, on the floor line), with
    where the tiles go beside it (before, the placement alone answered it)."""
    found = placed.found
    spaces = min(placed.floor + (1 if placed.marker else 0), len(FLOOR_PENALTIES))
    penalty = floor_penalty(spaces)
    verdict = f"−{penalty}점 ({found.verdict})" if penalty else f"0점 ({found.verdict})"
    # (the placement's own summary is its details joined, which the card lists below: said
    # once, not again after the penalty)
    summary = (
        f"{'' if placed.floor_said_empty else '바닥 줄이 비어 있었다면 '}라운드 끝에 바닥 줄 "
        f"감점은 −{penalty}점입니다 (바닥 줄 {spaces}칸)."
        if penalty
        else "바닥 줄로 가는 것이 없어 감점은 없습니다."
    )
    case = found.case + ("" if placed.floor_said_empty else _FLOOR_ASSUMED)
    # the rule that sends the tiles to the floor line decides the case; the penalty table
    # prices it (after)
    rules = [*found.rule_ids, *([] if RULE_PENALTY in found.rule_ids else [RULE_PENALTY])]
    return replace(found, verdict=verdict, summary=summary, case=case, rule_ids=rules)


def _placement_why(
    line: int, held: int, placed: int, over: int, lid: int, marker_first: bool
) -> str:
    """Why the take's tiles go where they do, in a sentence or two: the line's free spaces
    against the tiles taken (the card lists each tile's destination below, so this is the
    reason, never that list again)."""
    size = f"{line}번 줄은 {line}칸" + (f"인데 이미 {held}장이 있어" if held else "이라")
    if over:
        said = f"{size} {placed}장만 들어가고, 넘치는 {over}장은 바닥 줄로 갑니다."
    else:
        said = f"{size} {placed}장이{' 모두' if placed > 1 else ''} 들어갑니다" + (
            " (줄 완성)." if placed == line - held else "."
        )
    if lid:
        said += f" 바닥 줄이 차면 남는 {lid}장은 상자 뚜껑으로 갑니다."
    if marker_first:
        said += " 이번 라운드에 중앙에서 처음 가져와 시작 플레이어 표식도 바닥 줄로 갑니다."
    return said


# a take said from a factory, or from the centre ("공장에서 가져와서", "중앙에서 골라")
_PL_FROM_FACTORY = patterns.compile(r"(?:공장|팩토리|진열판|factory)\s*(?:하나\s*)?(?:에서|서)")
_PL_FROM_CENTRE = patterns.compile(r"(?:중앙|가운데|센터)\s*(?:에서|서)")
# what goes to the centre asked ("중앙엔 뭐가 가?", "중앙으로 가요?")
_PL_CENTRE_ASKED = patterns.compile(
    r"(?:중앙|가운데|센터)\s*(?:엔|에는|에|으로|로)\s*(?:[^.?!]{0,10}?[?？]|[^.?!]{0,10}?(?:뭐|어떻게|몇)"
    r"|[^.?!]{0,6}?가(?:요|나|냐|니|지|죠)?\s*$)"
)


def _azul_placement(text: str) -> _Placed | None:
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.azul import ENGINE
    from tutor.games.azul.tiles import KOREAN, LETTERS, MARKER, NAMES

    asked = text  # as said (the readings below blank what they have read)
    # the floor line said empty ("바닥 줄이 비어 있을 때"): its spaces may be asked, and are
    # answered for that floor line; its penalty asked ("감점은 몇 점이에요?") is said in the
    # answer's account, as of any take read with its floor said empty ("감점 얼마예요?")
    floor_empty = _N_FLOOR_EMPTY.search(text)
    spaces_at = list(_PL_SPACES_ASK.finditer(text))
    if floor_empty is None and spaces_at:
        return None  # the floor's spaces, its tiles before not said
    said_again: list[int | None] = []  # the tiles left over, said again with their spaces
    marker_asked = False  # the start marker said to go there with them ("표식이랑 빨강 1개는")
    penalty_asked = bool(_PL_PENALTY_ASK.search(text))
    if floor_empty is not None and (spaces_at or penalty_asked):
        text = text[: floor_empty.start()] + " " + text[floor_empty.end() :]
        spaces_at = list(_PL_SPACES_ASK.finditer(text))
        said_again = [count_word(m.group("n")) for m in spaces_at]
        marker_asked = any(m.group("marker") for m in spaces_at)
        text = _PL_SPACES_ASK.sub(" ", text)
    floor_said_empty = floor_empty is not None and (bool(spaces_at) or penalty_asked)
    # the penalty asked: answered by the wrapper from the tiles the take sends to the floor
    text = _PL_PENALTY_ASK.sub(" ", text)
    if penalty_asked:
        text = _PL_PUT_DONE.sub("놓아", text)
    if not (_AZ_TAKE.search(text) or _PL_PUT.search(text)) or _AZ_DECLINE.search(text):
        return None
    if _PL_NOT_TAKEN.search(text):
        return None  # "파랑 3개 안 가져오면": no take, or not the one said
    if re.search(r"(?:다|꽉|가득)\s*(?:찼|차\s*있|찬|채워져|채웠|채운)|완성(?:됐|된|했|한)", text):
        return None  # "1번 줄 다 찼는데 파랑 2개 가져오면": a full line, its colour not said
    # "남는 1개는 어떻게 해?", "1개가 넘치는데": the tiles left over, said by the question
    # (checked below; said twice, the same count)
    left_at = [*_AZ_LEFT_OVER.finditer(text), *_AZ_OVER_AFTER.finditer(text)]
    for m in sorted(left_at, key=lambda m: m.start(), reverse=True):
        text = text[: m.start()] + " " + text[m.end() :]
    line = _line_said(text)
    if line is None:
        return None
    if not 1 <= line <= 5:
        return None
    pairs = [(_AZ_COLOUR_OF[m.group(1)], count_word(m.group(2))) for m in _AZ_PAIR.finditer(text)]
    if len(_TILES_SAID.findall(PLAYER_COUNT.sub(" ", text))) != len(pairs) or re.search(
        r"만\s*(?:가져|골|고르|집)", text
    ):
        return None  # a count of no colour ("두 개만 가져가면"): part of a colour taken?
    # every number is the line's, the players' (4인) or a count of tiles
    rest = _AZ_SIZED_LINE.sub(" ", _AZ_LINE.sub(" ", PLAYER_COUNT.sub(" ", text)))
    if len(re.findall(r"\d+", rest)) != sum(
        1 for m in _AZ_PAIR.finditer(rest) if m.group(2).isdigit()
    ):
        return None
    # the tiles said to lie on the factory (or in the centre) taken from: the take's source,
    # never the line's tiles ("공장에 파랑 3개랑 빨강 1개가 있는데 파랑을 가져와서")
    at_source = _pl_source(text)
    if at_source is None:
        return None
    src, src_where, blanked = at_source
    # the source said a factory ("공장에 파랑 1개 빨강 3개", "공장에서 가져와서"): the centre
    # named too is where its rest goes ("중앙엔 뭐가 가?"), not where the take comes from (it
    # was read as a take from the centre, the factory's rest left out); said taken from both,
    # which?
    from_factory = src_where == "factory" or bool(_PL_FROM_FACTORY.search(text))
    if from_factory and (src_where == "centre" or _PL_FROM_CENTRE.search(text)):
        return None
    centre = not from_factory and ("중앙" in text or src_where == "centre")
    centre_said = centre
    if from_factory and len(src) < 2 and _PL_CENTRE_ASKED.search(text):
        return None  # "남은 건 중앙으로 가?": the factory's rest asked, which it does not say
    if not centre and not from_factory and "가운데" in text:
        return None  # "가운데 있는 빨강": the centre, or among the tiles? (the centre is 중앙)
    if _PL_MARKER_ON_LINE.search(text):
        return None  # "표식을 2번 줄에 놔도 돼?": the marker's place, not the tiles'
    first = bool(_AZ_FIRST_CENTRE.search(text))
    if _PL_MARKER_TAKEN.search(text) and not _CT_MARKER_GONE.search(text):
        # "중앙에서 검정 2개랑 표식 가져와서": the centre's first take (it was read as a later
        # one, the marker left out of where the take goes); from a factory, no marker comes
        if not centre:
            return None
        first = True
    if centre and not first and _FIRST_TAKE_ELSEWHERE.search(text):
        return None  # a first take said apart from the centre: its marker, or none?
    text = blanked
    if src:
        found = _pl_from_source(text, src)
        if found is None:
            return None
        held, held_count, taken, count = found
    elif len(pairs) == 2 and (_AZ_HAS.search(_EMPTY.sub(" ", text)) or "held" in _pair_roles(text)):
        # what each count is: the tiles on the line (있는데) or the tiles taken (가져오면),
        # by the verb that follows it, whichever the question says first
        roles = _pair_roles(text)
        if roles == ["held", "taken"]:
            (held, held_count), (taken, count) = pairs
        elif roles == ["taken", "held"]:
            (taken, count), (held, held_count) = pairs
        else:
            return None
    elif len(pairs) == 1 and not _AZ_HAS.search(_EMPTY.sub(" ", text)):
        # the one count is the take's only when nothing says it lies on the line ("파랑 2개
        # 찼는데", "2개 있었는데", "2개 상태에서") and no colour is named again for the take
        # ("… 파랑 놓으면": then the count is the line's)
        (pair_at,) = list(_AZ_PAIR.finditer(text))
        verb = _AZ_TAKE.search(text, pair_at.end()) or _PL_PUT.search(text, pair_at.end())
        if verb is None or _PL_LIES.search(text[pair_at.end() : verb.start()]):
            return None
        if len(re.findall(_AZ_COLOUR, text)) > 1:
            return None
        held, held_count = None, 0
        ((taken, count),) = pairs
    else:
        return None
    if count is None or held_count is None or not 1 <= count <= 12 or held_count >= line:
        return None
    if held is not None and _line_said_empty(text):
        # "4번 줄에 파랑 3개 있었는데 … 지금은 비었어": the line's tiles said, and the line
        # said empty (it was read holding them): which is it now?
        return None
    # "파랑 4개를 3번 줄에 놓으면?": the line's tiles before not said, taken to be none (and
    # said so in the case, as the wall's reader says a side not told)
    line_assumed = held is None and line > 1 and not _PL_LINE_EMPTY.search(text)
    if held is None and _PL_NOT_EMPTY.search(text):
        return None  # "3칸짜리 줄만 비어 있지 않아요": a line holds tiles it does not say
    if not centre and count > 4:
        if from_factory or _FIRST_TAKE_ELSEWHERE.search(text):
            return None  # a factory holds four tiles
        # "빈 5번 줄에 빨강 6개 넣으면": no source said, and more tiles than a factory holds:
        # the centre's (it was not read), its first take only when said so
        centre = True
    # the tiles said to be left over are the take's, of its colour; a colour said to lie beside
    # it on the source is that colour's rest, which goes to the centre ("공장에 빨강 3개 파랑
    # 1개 있는데 빨강 가져오면 … 남는 파랑 1개는"); the floor's spaces are asked of the take's
    left_counts = set(said_again)
    for m in left_at:
        colour = _AZ_COLOUR_OF[m.group("colour")] if m.group("colour") else taken
        if colour == taken:
            left_counts.add(count_word(m.group("n")))
        elif src.get(colour) != count_word(m.group("n")):
            return None  # "빨강 3개 가져오면 파랑 1개가 넘치는데": another colour's tiles
    if any(m.group("colour") and _AZ_COLOUR_OF[m.group("colour")] != taken for m in spaces_at):
        return None
    if len(left_counts) > 1:
        return None
    # (every count said is digits or a native count: count_word reads each, never None)
    left_said = next(iter(left_counts)) if left_counts else None
    letter = LETTERS[NAMES.index(taken)]
    # tiles of another colour elsewhere keep the round going after the take (the question
    # is about the take, not about the end of the round)
    used = {LETTERS[NAMES.index(c)] for c in src}
    other = next(
        c
        for c in LETTERS
        if c != letter and c not in used and (held is None or c != LETTERS[NAMES.index(held)])
    )
    said_tiles = "".join(LETTERS[NAMES.index(c)] * n for c, n in src.items())
    if centre:
        source: str | int = "centre"
        setup: dict = {
            "factories": ["", other * 4, "", "", ""],
            "centre": said_tiles or letter * count,
        }
    else:
        source = 0
        tiles = said_tiles or letter * count + other * (4 - count)
        setup = {"factories": [tiles, other * 4, "", "", ""]}
    setup["marker"] = "centre" if centre and first else 1
    row = ["" for _ in range(5)]
    if held is not None:
        row[line - 1] = LETTERS[NAMES.index(held)] * held_count
    setup["players"] = [{"lines": row}, {}]
    where = "중앙" if centre else "공장"
    held_text = f"{KOREAN[NAMES.index(held)]} {held_count}장이 있는 " if held else "빈 "
    case = f"{held_text}{line}번 패턴 줄({line}칸)에 {where}에서 {KOREAN[NAMES.index(taken)]} {count}장"
    if len(src) > 1:
        case += (
            f" ({where}에 "
            + ", ".join(f"{KOREAN[NAMES.index(c)]} {n}장" for c, n in src.items())
            + ")"
        )
    if centre:
        case += (
            "(이번 라운드에 중앙에서 처음)"
            if first
            else "(이번 라운드에 중앙에서 처음 가져오는 것은 아니라고 봄)"
        )
    if line_assumed:
        case += f" ({line}번 줄에 있던 타일은 말하지 않아 빈 줄로 봄)"
    try:
        state = ENGINE.new_game(2, setup=setup)
        events = state.apply({"type": "take", "source": source, "colour": taken, "line": line})
    except RuleViolation as refusal:
        return _Placed(_refused("azul-placement", refusal, case), refused=True)
    except SetupError:  # a case the set-up cannot build (more tiles than the box): no answer
        return None
    placed = sum(e["count"] for e in events if e["type"] == "place")
    floor = sum(e["count"] for e in events if e["type"] == "floor")
    lid = sum(e["count"] for e in events if e["type"] == "lid")
    if left_said is not None and left_said != floor + lid:
        return None  # the tiles said to be left over are not the ones left: misread
    marker = any(e["type"] == "marker" for e in events)
    # the factory's other tiles only when the question said them (else they are the set-up's)
    to_centre = [e for e in events if e["type"] == "to-centre"] if len(src) > 1 else []
    shown = [e for e in events if e["type"] in ("marker", "place", "floor", "lid")]
    # the question says nothing of its floor line (one it does is declined above): each
    # space's penalty is an empty floor line's, and said so
    details = [_on_empty_floor(_told(e)) for e in [*to_centre, *shown]]
    # a take from the centre (or from no source said) read as no round's first from the
    # centre, nothing saying so: what the floor line would cost if it were, the marker with the
    # tiles, as the engine plays that take (it said only that the marker goes too)
    source_said = centre_said or from_factory or bool(_AZ_SOURCE.search(asked))
    if not first and (centre or not source_said) and not _CT_MARKER_GONE.search(asked):
        first_setup = {
            **setup,
            "factories": ["", other * 4, "", "", ""],
            "centre": said_tiles or letter * count,
            "marker": "centre",
        }
        take = {"type": "take", "source": "centre", "colour": taken, "line": line}
        try:
            if_first = ENGINE.new_game(2, setup=first_setup)
            if_first.apply(take)
        except (RuleViolation, SetupError):
            return None
        first_spaces = len(if_first.floor[0])
        details.append(_if_first_said(first_spaces, 0 if floor_said_empty else None))
    else:
        first_spaces = 0
    if floor or marker:
        extra = f"{floor}장" if floor else ""
        if marker:
            # the marker first: it takes the floor line's leftmost empty space before the
            # tiles (listed after them, it read as coming last)
            extra = f"시작 플레이어 표식과 {extra}" if floor else "시작 플레이어 표식"
        verdict = f"{line}번 줄에 {placed}장, 바닥 줄에 {extra}"
        if lid:
            verdict += f", 상자 뚜껑에 {lid}장"
    else:
        verdict = f"{line}번 줄에 {placed}장이 모두 놓입니다"
    if to_centre:
        # the factory's other colours: what the question said lay beside the tiles taken
        gone = "·".join(
            f"{KOREAN[LETTERS.index(t)]} {str(e['tiles']).count(t)}장"
            for e in to_centre
            for t in dict.fromkeys(str(e["tiles"]))
        )
        verdict += f"; 남은 {josa(gone, '은', '는')} 중앙으로 갑니다"
    rules = [RULE_OVERFLOW] if floor else [RULE_ONE_LINE]
    rules += [r for e in [*to_centre, *shown] for r in e.get("rule_ids", ()) if r not in rules]
    if floor and marker:
        # Each event gives its own spaces' penalty; a reader wants the sum as well.
        total = floor_penalty(min(floor + 1, len(FLOOR_PENALTIES)))
        details.append(f"바닥 줄이 비어 있었다면 바닥 줄 감점은 모두 −{total}점입니다.")
    if spaces_at:
        # the floor line said empty: what lies on each of its spaces, from the engine's floor
        # after the take, and the penalty those spaces cost
        spaces = state.floor[0]
        if not spaces:
            return None  # nothing goes to the floor line: its spaces were asked of nothing
        if marker_asked and MARKER not in spaces:
            return None  # the marker asked of a take that brings none (a factory's, a later one)
        runs: list[tuple[int, int, int]] = []  # (first space, last space, code)
        for at, code in enumerate(spaces, start=1):
            if runs and runs[-1][2] == code:
                runs[-1] = (runs[-1][0], at, code)
            else:
                runs.append((at, at, code))
        told = ", ".join(
            (f"{a}~{b}번째 칸" if b > a else f"{a}번째 칸")
            + ("에 시작 플레이어 표식" if code == MARKER else f"에 {KOREAN[code]} {b - a + 1}장")
            for a, b, code in runs
        )
        verdict = f"{line}번 줄에 {placed}장, 바닥 줄 {told}"
        if lid:
            verdict += f", 상자 뚜껑에 {lid}장"
        verdict += f" (바닥 줄 감점 −{floor_penalty(len(spaces))}점)"
        if RULE_PENALTY not in rules:
            rules.append(RULE_PENALTY)
    if first_spaces and RULE_MARKER not in rules:
        rules.append(RULE_MARKER)  # the detail of a first take: the marker goes to the floor
    summary = _placement_why(line, held_count, placed, floor + lid, lid, marker)
    answer = Computed(AZUL, "azul-placement", verdict, summary, case, details, rules, None)
    return _Placed(
        answer,
        floor,
        lid,
        marker,
        penalty_asked,
        bool(spaces_at),
        floor_said_empty,
        False,
        line - held_count - placed,
        first_spaces,
    )


# -- whether a colour may go on a line ------------------------------------------------------
# "3번 줄에 빨강 하나 있는데 거기에 파랑 넣어도 돼요?", "벽 두 번째 가로줄에 빨강이 이미 붙어
# 있는데 2번 패턴줄에 빨강 놓을 수 있어?"
_AL_ASKS = patterns.compile(
    r"돼|되나|되요|될까|되냐|됨|되는|가능|수\s*있|괜찮"
    # ("놔도 되죠?", "넣어도 되지?": the permission asked with 죠/지; it was not read)
    r"|도\s*(?:되죠|되지|되겠|될걸)"
    # asked in the negative at the end ("2칸 줄에 노랑 못 놔?", "못 넣나요?")
    r"|못\s*(?:넣|놓|놔|둬|두|올려|올리)[가-힣]*\s*[?？]*\s*$"
)
_AL_PUT = patterns.compile(r"넣|놓|놔|둬|두어|두면|둘\s*수|올려|올리|채우|채워|모아|모으|모을|쌓")
_AL_HELD = patterns.compile(
    rf"(?P<line>\d)\s*번\s*(?:째\s*)?(?:패턴\s*)?(?:줄|라인)\s*(?:에|엔|에는|이|은|는)?\s*(?:이미\s*)?"
    rf"(?P<colour>{_AZ_COLOUR})\s*(?:색)?\s*(?:타일)?\s*(?:이|가|으로|로)?\s*"
    rf"(?:(?P<n>\d|{NATIVE}|하나|한)\s*(?:개|장)?\s*(?:이|가|으로|로)?\s*)?(?:이미\s*)?"
    r"(?:있|들어|놓여|(?P<full>(?:꽉|다|가득)\s*)?(?:차\s*있|찼|채워\s*져|채웠))"
)
_AL_WALL = patterns.compile(
    rf"벽\s*(?:의|에)?\s*(?:(?P<n>\d)\s*(?:번\s*)?(?:째)?|(?P<ord>첫|첫\s*번|두\s*번|세\s*번|네\s*번|다섯\s*번)\s*째?)"
    rf"\s*(?:가로\s*)?(?:줄|행|라인)\s*(?:에|엔|에는)?\s*(?:이미\s*)?(?P<colour>{_AZ_COLOUR})"
    r"\s*(?:색)?\s*(?:타일)?\s*(?:이|가)?\s*(?:이미\s*)?(?:있|붙|놓여|채워)"
)
_AL_WALL_ORDINALS = {"첫": 1, "첫번": 1, "두번": 2, "세번": 3, "네번": 4, "다섯번": 5}
# (a take said with no count is the colour put: "파랑 가져와서 거기 놓을 수 있어?"; the take
# reader answers a take with its count)
_AL_DECLINE = patterns.compile(
    r"회색|바닥|점수|몇\s*점|감점|보너스|중앙|가운데|공장|팩토리|진열판|factory"
)
_AL_FROM = patterns.compile(r"(?:공장|팩토리|진열판|factory)\s*(?:하나\s*)?(?:에서|서)")
# a later time than the line as it is said ("다음 라운드에", "라운드 끝나고", "벽으로 옮긴
# 다음"): a full line is tiled by then; said as hearsay ("찼다고 했는데")
_AL_LATER = patterns.compile(
    r"다음\s*(?:라운드|판)|라운드\s*(?:가|이)?\s*(?:끝|종료|지나)|옮기|옮긴|옮겨|타일링|(?:다|라)고\s*(?:했|하)"
    r"|사실"
)
# "다른 줄에", "빈 줄에", "바로 아래 줄에": a line the question does not name, whose tiles and
# wall row it does not tell (the reader only ever refuses a named line)
_AL_OTHER_LINE = patterns.compile(
    r"(?:다른|빈|아래|밑|위|나머지|다음|옆|남은|딴)\s*(?:패턴\s*)?(?:줄|라인)"
)
# "2번 줄에 빨강 있었는데 벽으로 옮겼어": the line's tiles gone to the wall, the line empty
_AL_MOVED = patterns.compile(
    r"벽\s*(?:으로|에|쪽으로)\s*(?:다\s*)?(?:옮겼|옮겨졌|옮겨\s*(?:놨|놓|갔|졌)|갔|넘어갔|넘겼|붙였|올렸|타일링)"
    r"|타일링\s*(?:했|됐|끝)"
)


# the rest of the clause that tells the line's (or the wall row's) tiles, up to its ending
# ("…있는데", "…있는 거 아니고", "…있어."), and what in it says the tiles are not there
_AL_FACT_CLAUSE = patterns.compile(
    r"[^.?!,]*?(?:는데|은데|인데|니까|(?<=[가-힣])고(?=\s)|(?<=[가-힣])면(?=\s)|[.?!,]|$)"
)
_AL_FACT_DENIED = patterns.compile(r"않|아니|아냐|아닌|아님|뻔|줄\s*알|없|모르|같(?:은|아|다)")


def azul_line_allowed(text: str) -> Computed | None:
    """Whether a colour may go on a pattern line that already holds another colour, or
    whose wall row already has that colour, as the engine judges the placement."""
    from tutor.engine import RuleViolation
    from tutor.games.azul import ENGINE
    from tutor.games.azul.tiles import KOREAN, LETTERS, NAMES, SIZE

    text = _unnamed(text)
    # "3칸짜리 줄에 빨강 1개 있는데": a pattern line named by its size, which is its number
    text = _AZ_SIZED_LINE.sub(lambda m: f"{count_word(m.group(1))}번 줄", text)
    # "공장에서 노랑 2개 가져오면": where the colour comes from, which never changes whether a
    # line takes it (it was declined as a source's tiles, "공장에 …")
    text = _AL_FROM.sub(" ", text)
    if _AL_DECLINE.search(text) or not (_AL_ASKS.search(text) and _AL_PUT.search(text)):
        return None
    if _AL_OTHER_LINE.search(text):
        return None  # another line than the one named: its tiles and wall row are not told
    if re.search(r"어느|어떤|어디|몇\s*번", text):
        return None  # "어느 줄에 놓을 수 있어?": which lines, not the one named
    wall = _AL_WALL.search(text)
    held = _AL_HELD.search(text)
    moved = False
    if held is not None and re.match(r"[가-힣]*었", text[held.end() :]):
        # "2번 줄에 빨강 있었는데": no longer there; gone to the wall, or not said where
        if not _AL_MOVED.search(text[held.end() :]) or wall is not None:
            return None
        moved = True
    if wall and held and held.start() < wall.end() and wall.start() < held.end():
        held = None  # "벽 3번째 줄에 노랑": the wall's row, not a pattern line
    if (held is None) == (wall is None):
        return None  # neither, or both at once
    found = held or wall
    assert found is not None
    clause = _AL_FACT_CLAUSE.match(text, found.end())
    if clause is not None and _AL_FACT_DENIED.search(clause.group(0)):
        # "벽 4번째 줄엔 검정이 붙어 있지 않은데", "파랑 있는 거 아니고 비었어", "있는 줄
        # 알았는데 없네": the fact said not to hold (it was read as holding: "아니요, 그
        # 줄에는 놓을 수 없습니다", where the colour may well go there)
        return None
    after = text[found.end() :]
    put = [(m.start(), _AZ_COLOUR_OF[m.group(1)]) for m in re.finditer(f"({_AZ_COLOUR})", after)]
    if len(put) != 1:
        return None
    colour = put[0][1]
    lines = {int(m.group(1)) for m in _AZ_LINE.finditer(text)}
    if held is not None:
        line = int(held.group("line"))
        if lines != {line} or not 1 <= line <= SIZE:
            return None  # another line named, or a line the board has not ("6번 줄")
        there = _AZ_COLOUR_OF[held.group("colour")]
        if moved:
            # the line was tiled: it is empty, and its wall row holds the colour it held
            index = NAMES.index(there)
            setup_player: dict = {"wall": _wall_with(line, index)}
            case = (
                f"{line}번 줄의 {josa(KOREAN[index], '을', '를')} 벽으로 옮겨 그 줄은 비고 벽 "
                f"{line}번째 가로줄에 {KOREAN[index]}이 있을 때 {line}번 줄에 "
                f"{josa(KOREAN[NAMES.index(colour)], '을', '를')} 놓기"
            )
        elif _AL_LATER.search(text):
            return None  # by then the line may have gone to the wall: not the line as said
        elif there == colour:
            said = held.group("n")
            n = 1 if said in ("하나", "한") else count_word(said) if said else None
            if not (held.group("full") or n == line) or (n is not None and n != line):
                return None  # room left: how many fit is the take reader's question
            # the line full of that colour: the engine refuses any more of it
            row = ["" for _ in range(SIZE)]
            row[line - 1] = LETTERS[NAMES.index(there)] * line
            setup_player = {"lines": row}
            case = (
                f"{line}번 줄({line}칸)이 {KOREAN[NAMES.index(there)]}으로 다 찼을 때 그 줄에 "
                f"{josa(KOREAN[NAMES.index(colour)], '을', '를')} 더 놓기"
            )
        else:
            row = ["" for _ in range(SIZE)]
            row[line - 1] = LETTERS[NAMES.index(there)]
            setup_player = {"lines": row}
            case = (
                f"{line}번 줄에 {KOREAN[NAMES.index(there)]}이 있을 때 그 줄에 "
                f"{josa(KOREAN[NAMES.index(colour)], '을', '를')} 놓기"
            )
    else:
        assert wall is not None
        if wall.group("n"):
            line = int(wall.group("n"))
        else:
            line = _AL_WALL_ORDINALS[re.sub(r"\s+", "", wall.group("ord"))]
        if not 1 <= line <= SIZE or lines - {line}:
            return None  # a pattern line of another row: not this case
        there = _AZ_COLOUR_OF[wall.group("colour")]
        if there != colour:
            return None
        index = NAMES.index(colour)
        setup_player = {"wall": _wall_with(line, index)}
        case = (
            f"벽 {line}번째 가로줄에 {KOREAN[index]}이 있을 때 {line}번 패턴 줄에 "
            f"{josa(KOREAN[index], '을', '를')} 놓기"
        )
    letter = LETTERS[NAMES.index(colour)]
    other = next(c for c in LETTERS if c != letter)
    setup = {
        "factories": [letter + other * 3, other * 4, "", "", ""],
        "marker": 1,
        "players": [setup_player, {}],
    }
    try:
        state = ENGINE.new_game(2, setup=setup)
        state.apply({"type": "take", "source": 0, "colour": colour, "line": line})
    except RuleViolation as refusal:
        return _refused("azul-line-allowed", refusal, case)
    return None  # allowed: how many fit is the take reader's question


# -- which lines accept the tiles taken -----------------------------------------------------
# "노랑 2개 가져왔는데 벽 2·3번째 가로줄엔 노랑이 이미 있고 4번째 패턴줄엔 파랑이 있어. 1번·5번
# 패턴줄은 비었고 그 벽 줄엔 노랑이 없으면 어디 놓을 수 있어?" (the rulebook's Andrea example)
ENTRY_ANDREA = "azul.faq.andrea"
_LF_ASKS = patterns.compile(
    r"(?:어디|어느\s*줄|어떤\s*줄|무슨\s*줄|몇\s*번\s*(?:째\s*)?줄)[^.?!]*"
    r"(?:놓|넣|놔|둘|둬|올려|올릴|가능|수\s*있|돼|되)"
)
# a question's clauses: "..., 있고", "...는데", "...없으면", sentences
_LF_CLAUSE = patterns.compile(r"[.?!]+\s*|(?<=[고데면])\s+|(?<=[어요다])\s*,\s*")
_LF_NUMBER = patterns.compile(r"(?<!\d)(\d+)(?!\d)(?!\s*(?:개|장|칸|점|인|명|라운드))")
_LF_NEGATIVE = patterns.compile(r"없|비었|비어|빈\s|안\s*(?:놓|붙|들|채)")
# "1번 줄은 비어 있지 않고", "꽉 찼고": a line that is not empty (line 1, of one space, full)
# or full; what it holds is not said
_LF_NOT_EMPTY = patterns.compile(
    r"(?:비어\s*있|비|없)\s*(?:지|진)\s*(?:는|도)?\s*않|안\s*비|빈\s*줄\s*(?:이|은)?\s*아니"
)
_LF_FULL = patterns.compile(r"(?:꽉|가득|다)\s*(?:찼|차\s*있|채워져|채웠)")
_LF_WALL_HAS = patterns.compile(r"있|붙|놓여|놓였|채워|찼|차\s*있")
_LF_REFER = patterns.compile(r"그\s*(?:벽\s*)?(?:가로\s*)?(?:줄|행)|거기|그\s*두\s*줄")
_LF_OTHERS = patterns.compile(r"나머지|다른|남은|그\s*외|다\s|다$|모두|전부|모든")
_LF_DECLINE = patterns.compile(r"회색|처음|먼저|마커|표식|토큰|바닥[^.?!]*\d|점수|몇\s*점|감점")


def azul_lines_for(text: str) -> Computed | None:
    """Which pattern lines the tiles taken may go on, given what the question says of every
    line and its wall row: the engine's legal takes for that board, and how each fills."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.azul import ENGINE
    from tutor.games.azul.tiles import KOREAN, LETTERS, NAMES, SIZE, WALL_COLUMN

    text = _unnamed(text)
    if not _AZ_TAKE.search(text) or not _LF_ASKS.search(text) or _LF_DECLINE.search(text):
        return None
    if PLAYER_COUNT.search(text):
        return None
    taken_name = ""
    count = 0
    line_colour: dict[int, tuple[str, int]] = {}  # line → (colour, tiles)
    empty: set[int] = set()
    full: set[int] = set()  # lines said to be full, of a colour not said
    wall_has: set[int] = set()
    wall_lacks: set[int] = set()
    previous: set[int] = set()
    clauses = [c.strip() for c in _LF_CLAUSE.split(text) if c and c.strip()]
    for n, clause in enumerate(clauses):
        numbers = [int(m.group(1)) for m in _LF_NUMBER.finditer(clause)]
        pairs = list(_AZ_PAIR.finditer(clause))
        colours = {_AZ_COLOUR_OF[m.group(0)] for m in re.finditer(_AZ_COLOUR, clause)}
        if _AZ_TAKE.search(clause) and not _LF_ASKS.search(clause):
            if taken_name or n != 0 or numbers or len(pairs) != 1 or len(colours) != 1:
                return None  # the take first, alone: "노랑 2개 가져왔는데"
            taken_name = _AZ_COLOUR_OF[pairs[0].group(1)]
            count = count_word(pairs[0].group(2)) or 0
            continue
        if not taken_name:
            return None
        if _LF_ASKS.search(clause):
            if numbers or colours or n != len(clauses) - 1:
                return None  # "1번이랑 5번 중 어디": a choice, not the board
            continue
        if any(not 1 <= k <= SIZE for k in numbers):
            return None
        said = set(numbers)
        if not said:
            if _LF_REFER.search(clause) and previous:
                said = set(previous)
            elif _LF_OTHERS.search(clause) or ("벽" in clause and _LF_NEGATIVE.search(clause)):
                # "나머지 줄은 비었어", "벽엔 노랑이 없어": every line not told yet
                described = (
                    wall_has | wall_lacks
                    if "벽" in clause
                    else set(line_colour) | empty | full | wall_has
                )
                said = set(range(1, SIZE + 1)) - described
            if not said:
                return None
        not_empty = bool(_LF_NOT_EMPTY.search(clause))
        negative = bool(_LF_NEGATIVE.search(clause)) and not not_empty
        if "벽" not in clause and not colours and (not_empty or _LF_FULL.search(clause)):
            if not_empty and said != {1}:
                return None  # "3번 줄은 비어 있지 않아": what it holds is not said
            full |= said  # line 1 not empty is line 1 full; a full line takes nothing
            previous = said
            continue
        if "벽" in clause and not_empty:
            return None
        if "벽" in clause:
            if colours != {taken_name}:
                return None
            if negative:
                wall_lacks |= said
            elif _LF_WALL_HAS.search(clause):
                wall_has |= said
            else:
                return None
        elif negative:
            if colours:
                return None  # "4번 줄엔 파랑이 없어": what it holds is not said
            empty |= said
        elif len(colours) == 1 and (_LF_WALL_HAS.search(clause) or "들어" in clause):
            (colour,) = colours
            if colour == taken_name:
                # the colour taken: how many lie there decides how many fit
                if len(pairs) != 1 or len(said) != 1:
                    return None
                held = count_word(pairs[0].group(2))
            elif pairs:
                if len(pairs) != 1:
                    return None
                held = count_word(pairs[0].group(2))
            else:
                held = 1  # another colour: how many does not matter
            if held is None or held < 1:
                return None
            for k in said:
                if k in line_colour or held > k:
                    return None
                line_colour[k] = (colour, held)
        else:
            return None
        previous = said
    if not taken_name or not 1 <= count <= 12:
        return None
    if (wall_has & wall_lacks) or (empty & set(line_colour)) or (full & (empty | set(line_colour))):
        return None
    for k in full:
        # a full line refuses the take whatever it holds: the colour taken fills it, or
        # another colour where the wall row already has the one taken
        line_colour[k] = (taken_name, k) if k not in wall_has else ("", k)
    # every line told: what it holds, or (when it could take the colour) its wall row
    for k in range(1, SIZE + 1):
        holds = line_colour.get(k)
        if k in wall_has or (holds is not None and holds[0] != taken_name):
            continue
        if holds is None and (k not in empty or k not in wall_lacks):
            return None
    # every number is a line's or a count of tiles
    rest = re.sub(rf"({_AZ_COLOUR})\s*(?:타일\s*)?(\d+|{NATIVE})\s*(?:개|장)", " ", text)
    if any(not 1 <= int(m) <= SIZE for m in re.findall(r"\d+", rest)):
        return None
    index = NAMES.index(taken_name)
    letter = LETTERS[index]
    lines = ["" for _ in range(SIZE)]
    for k, (colour, held) in line_colour.items():
        if not colour:  # a full line of another colour than the one taken
            colour = next(c for c in NAMES if c != taken_name)
        lines[k - 1] = LETTERS[NAMES.index(colour)] * held
    walls = []
    for r in range(SIZE):
        cells = ["."] * SIZE
        if r + 1 in wall_has:
            cells[WALL_COLUMN[r][index]] = letter
        walls.append("".join(cells))
    other = next(c for c in LETTERS if c != letter)
    setup = {
        "factories": [other * 4, "", "", "", ""],
        "centre": letter * count,
        "marker": 1,  # the start marker is gone: the take brings the tiles alone
        "players": [{"lines": lines, "wall": walls}, {}],
    }
    try:
        state = ENGINE.new_game(2, setup=setup)
    except SetupError:
        return None
    legal = [
        m["line"]
        for m in state.legal_moves()
        if m["source"] == "centre" and m["colour"] == taken_name
    ]
    allowed: list[str] = []
    refused: list[str] = []
    rules: list[str] = []
    overflow = False
    for line in [*range(1, SIZE + 1), "floor"]:
        move = {"type": "take", "source": "centre", "colour": taken_name, "line": line}
        try:
            events = ENGINE.new_game(2, setup=setup).apply(move)
        except RuleViolation as refusal:
            refused.append(refusal.message)
            rules.append(refusal.rule_id)
            continue
        if line not in legal:
            return None  # the engine's legal takes and its refusals disagree: no answer
        placed = sum(e["count"] for e in events if e["type"] == "place")
        floor = sum(e["count"] for e in events if e["type"] in ("floor", "lid"))
        if line == "floor":
            allowed.append(f"바닥 줄({count}장 모두)")
        elif floor:
            overflow = True
            allowed.append(f"{line}번 줄({placed}장, 남는 {floor}장은 바닥 줄)")
        else:
            allowed.append(f"{line}번 줄({placed}장 모두)")
    name = KOREAN[index]
    if len(allowed) == 1:
        verdict = f"바닥 줄에만 놓을 수 있습니다({count}장 모두)"
    else:
        verdict = ", ".join(allowed[:-1]) + f", 또는 {allowed[-1]}"
    andrea = (
        taken_name == "yellow"
        and count == 2
        and wall_has == {2, 3}
        and set(line_colour) == {4}
        and line_colour[4][0] != taken_name
    )
    order = [RULE_WALL_COLOUR, RULE_SAME_COLOUR, RULE_FULL_LINE]
    cited = [r for r in order if r in rules]
    cited += [RULE_OVERFLOW] if overflow else []
    cited += [RULE_FLOOR_CHOICE]
    if andrea:
        cited.insert(0, ENTRY_ANDREA)

    def told(k: int) -> str:
        if k in full:
            return f"{k}번 줄 다 참"
        if k in line_colour:
            colour, held = line_colour[k]
            return f"{k}번 줄에 {KOREAN[NAMES.index(colour)]}" + (
                f" {held}장" if colour == taken_name else ""
            )
        if k in wall_has:
            return f"{k}번 줄은 벽에 {name} 있음"
        return f"{k}번 줄 빈 줄"

    board = ", ".join(told(k) for k in range(1, SIZE + 1))
    return Computed(
        AZUL,
        "azul-lines-for",
        verdict,
        f"{name} {count}장을 받을 패턴 줄이 없어 모두 바닥 줄에 놓습니다."
        if len(allowed) == 1
        else f"{name} {count}장은 {verdict}에 놓을 수 있습니다.",
        f"가져온 {name} {count}장; {board}",
        refused,
        list(dict.fromkeys(cited)),
        None,
    )


# -- what a wall tile scores ----------------------------------------------------------------
_WS_WALL = patterns.compile(r"벽|wall")
_WS_PLACE = patterns.compile(
    r"놓|놨|붙이|붙여|붙일|붙인|붙였|옮기|옮겨|옮길|옮겼|채우|채워|채울|채웠"
)
# "새 타일", "새로 붙인 타일": the tile moved to the wall, a case of wall scoring on its own
_WS_NEW = patterns.compile(
    r"새\s*타일|새로\s*(?:놓|놨|붙|옮|채)|방금\s*(?:놓|놨|붙)"
    # ("타일 놓았는데 왼쪽에 3개 붙어있고": the tile told placed, the one the sides touch)
    r"|(?<![가-힣])타일\s*(?:하나|한\s*개|1\s*개)?\s*(?:을|를)?\s*(?:벽에\s*)?"
    r"(?:놓았|놨|붙였|옮겼)(?:는데|더니|고)"
    # ("놓은 타일 왼쪽에 2개 붙어있으면": the tile placed, its sides told)
    r"|(?:놓은|붙인|옮긴)\s*타일\s*(?:의\s*)?(?:바로\s*)?(?=왼쪽|오른쪽|양옆|옆|위|아래|좌우|상하)"
)
_WS_ASKS = patterns.compile(r"몇\s*점|점수|점이야|점인가|점\s*받|\d+\s*점")
# a question about something else than the points (whether, where, when, who)
_WS_OTHER_ASKS = patterns.compile(
    r"돼|되나|되요|될까|되냐|가능|수\s*있|괜찮|어디|언제|왜|누가|누구|완성|끝나|순서|먼저"
)
# The whole wall empty, or empty but for the tiles the question names ("벽이 텅 비어 있는데",
# "벽엔 다른 타일 없어", "빈 벽"): a wall tile's score and several lines tiled read it alike.
# "없진 않고", "비어 있지 않아", "텅 비진 않았어": the emptiness denied
_NOT_DENIED = (
    r"(?!\s*(?:비어\s*|비\s*)?(?:있\s*)?(?:지|진)\s*(?:는|도|가|만)?\s*(?:않|아니)"
    r"|\s*(?:비어\s*)?(?:있\s*)?는\s*(?:건|게|것은?)\s*아니)"
)
_EMPTY_WALL = (
    r"벽\s*(?:이|은|는|에|엔|에는)?\s*(?:아직\s*|텅\s*|완전히\s*|다\s*)?(?:다른\s*)?"
    r"(?:(?:아무것도|하나도|타일이|타일은|타일도|타일)\s*){0,2}(?:없|비었|비어|텅)"
    rf"{_NOT_DENIED}|빈\s*벽"
)
_WS_SIDES = r"(?:에|엔|에는|으로|로|은|는|도|으로는|로는)?"
_WS_NONE = (
    r"\s*(?:아무것도|아무\s*것도|아무\s*타일도|하나도|타일이|타일은|타일도)?\s*(?:다\s*|전부\s*|모두\s*)?"
    r"(?:없|비었|비어|빈\s*칸)" + _NOT_DENIED
)
_WS_ALONE = patterns.compile(
    rf"(?:옆|주변|이웃|양옆|위아래|상하좌우|근처|사방){_WS_SIDES}{_WS_NONE}"
    r"|혼자|외톨이|붙은\s*(?:게|것이|타일이)?\s*없"
    rf"|{_EMPTY_WALL}"  # nothing on the wall to touch the new tile
)
_WS_NONE_VERTICAL = patterns.compile(rf"(?:위아래|위\s*아래|세로|상하){_WS_SIDES}{_WS_NONE}")
_WS_NONE_HORIZONTAL = patterns.compile(rf"(?:양옆|좌우|가로|양쪽){_WS_SIDES}{_WS_NONE}")
# "새 타일 포함 4개", "자기까지 쳐서 3개": a run counted with the new tile in it
_WS_INCL_WORD = (
    r"(?:까지\s*(?:포함(?:해서|하면|하여|하고|해)?|합쳐서?|쳐서|해서)?"
    r"|(?:을|를|도)?\s*(?:포함(?:해서|하면|하여|하고|해)?|합쳐서?|쳐서))"
)
_WS_INCL = (
    r"(?:(?:(?:새로\s*)?(?:새|놓은|놓는|놓을|붙인|붙일|붙이는)\s*(?:타일|거|것)|자기|자신"
    rf"|그\s*타일)\s*{_WS_INCL_WORD}|포함(?:해서|하면|하여|하고|해)?)"
)
_WS_INCL_AFTER = r"\s*\(?\s*(?:새\s*타일|자기|자신)\s*(?:까지\s*)?포함\s*\)?"
_WS_COUNT = (
    rf"\s*(?:이미\s*)?(?P<incl>{_WS_INCL}\s*)?(?:타일\s*(?:이|가|은|는|도)?\s*)?(?P<n>\d|{NATIVE})\s*"
    rf"(?:(?:개|장)\s*(?P<each>씩)?|(?P<bare_each>씩)"
    # "위에 하나 있어": a count with no counter word, said to lie there
    r"|(?=(?:가|이)?\s*(?:있|붙어|이어|연결|맞닿|놓여)))"
    rf"(?P<incl_after>{_WS_INCL_AFTER})?"
)
# "새 타일 포함해서 가로 3개 세로 3개": the new tile counted in, said before the counts
_WS_INCL_FIRST = patterns.compile(
    rf"^[^0-9가로세위아양좌옆상]*{_WS_INCL}\s*(?:가로|세로|양옆|위아래|옆|위|아래|좌우|상하)"
)
# "양옆에 하나씩", "위아래로 한 개씩": one on each side, two in all
_WS_BOTH_SIDES = patterns.compile(r"양옆|양쪽|좌우|위아래|위\s*아래|상하")
_WS_TOPIC = r"(?:는|도)?"  # "위에는 하나", "옆에도 2개"
_WS_HORIZONTAL = patterns.compile(
    rf"(?P<dir>가로(?:줄)?(?:로|에)?|양옆(?:에|으로)?|양쪽(?:에|으로)?|옆(?:에|으로)?"
    rf"|좌우(?:로|에)?|(?:왼|오른)쪽(?:에|으로)?){_WS_TOPIC}{_WS_COUNT}"
)
_WS_VERTICAL = patterns.compile(
    rf"(?P<dir>세로(?:줄)?(?:로|에)?|위아래(?:로|에)?|위\s*아래(?:로|에)?|상하(?:로|에)?"
    rf"|위(?:에|로)?|아래(?:에|로)?){_WS_TOPIC}{_WS_COUNT}"
)
# a side named with a count near it: every such count must be one the reader has read
_WS_SIDE_COUNT = patterns.compile(
    rf"(?:가로|세로|옆|양쪽|좌우|왼쪽|오른쪽|위|아래|상하)[^.?!,]{{0,14}}?"
    rf"(?P<n>\d|(?<![가-힣])(?:{NATIVE}))\s*(?:개|장|씩|(?:가|이)?\s*(?:있|붙|이어|연결|맞닿|놓여)"
    # a bare count ended by a comma or a space ("옆에 하나, 위에 하나 있으면"): never left
    # unread as none on that side
    r"|(?<=나|둘|셋|넷)(?![가-힣\d])|(?<=\d)(?=\s*,))"
)
_WS_TOUCH = patterns.compile(
    r"이어|연속|맞닿|붙어|연결|나란히|연달아|옆|바로|남은\s*한\s*칸|마지막\s*칸|다\s*차"
)
# a touch said of tiles in the column: "옆" says it of the row's alone ("양옆에 하나씩 있고 위에
# 두개": the two above may lie apart; it was read as touching, "6점", where "위아래에 하나씩
# 있으면" was not read)
_WS_TOUCH_DOWN = patterns.compile(
    r"이어|연속|맞닿|붙어|연결|나란히|연달아|바로|남은\s*한\s*칸|마지막\s*칸|다\s*차"
)
# "안 붙어 있어", "연결은 안 돼", "한 칸 떨어져 있어": tiles in the row or column, not touching
_WS_APART = patterns.compile(
    r"(?:안|않|못)\s*(?:붙|닿|이어|맞닿|연결)"
    r"|(?:붙|닿|이어|연결)[가-힣]*\s*(?:있\s*)?(?:지|진)\s*(?:는|도)?\s*않"
    r"|연결\s*(?:은|이|도)?\s*(?:안|않|못)|떨어져|떨어진|띄어|띄워|건너|끊겨|끊어|끊긴"
    r"|바로\s*옆\s*(?:은|이)?\s*아니|사이\S*\s*빈\s*칸"
)
# some of the tiles said, not all ("2개 있는데 하나는 한 칸 떨어져 있어", "그중 하나는 안 붙어"):
# which of them touch the new tile, and where the others lie, is not said
# a gap said with no place: "왼쪽에 2개 있는데 그 사이에 빈칸": between the two (one of them
# touching the new tile), or between them and the new tile? (it was read as the latter, "1점");
# "새 타일이랑 그 2개 사이에": the new tile's gap
_WS_GAP = patterns.compile(r"사이")
_WS_GAP_NEW = patterns.compile(
    r"(?:새\s*(?:타일|거|것)|놓(?:을|는|은)\s*(?:타일|칸|거|것))\s*(?:이랑|랑|과|와|하고)[^.?!]{0,14}사이"
)
_WS_SOME_OF = patterns.compile(
    r"(?<![가-힣])(?:하나|한\s*(?:개|장)|1\s*(?:개|장))\s*(?:는|은)|그\s*중|중\s*(?:에\s*)?하나|일부"
)
_WS_ACROSS_WORD = patterns.compile(r"가로|옆|좌우|왼|오른|양쪽")
_WS_DOWN_WORD = patterns.compile(r"세로|위|아래|상하")
# "대각선에만 하나 있으면": a tile touching only at a corner, which does not count
_WS_DIAGONAL = patterns.compile(
    r"대각(?:선)?\s*(?:방향)?\s*(?:(?:위(?!치)|아래|왼쪽|오른쪽)\s*)?"
    # "대각선 위치에만", "대각선 자리에": the corner's space
    r"(?:(?:위치|자리|칸)\s*)?(?:으로|로|에|엔|에는|상)?\s*"
    rf"(?:만|도)?\s*(?:이미\s*)?(?:타일\s*(?:이|가)?\s*)?(?:(?:\d|{NATIVE})\s*(?:개|장)?\s*(?:씩)?)?"
)
_WS_DECLINE = patterns.compile(
    r"바닥|보너스|끝나고|게임\s*끝|최종|회색"
    # "위에 3개 있는 거 아니고 옆에 3개", "2개 있는 줄 알았는데": a count said and denied (it
    # was counted all the same: 8점 where the side said is 4점); "붙어 있지 않아" is a tile
    # apart, which the reader reads
    r"|(?:있|붙어\s*있|이어져\s*있|닿아\s*있)\s*(?:는|은|던)\s*(?:거|게|건|것)\s*(?:은|는|이|가)?\s*"
    r"(?:아니|아냐|아닌|아님)"
    r"|(?:있는|붙은|있을|붙어\s*있는|이어진)\s*줄\s*알"
    # "벽에 가로줄 4개 있고 하나 더 놓으면": a count of rows (complete ones?), not of the tiles
    # in the new tile's row (it was read as 4 beside it, "5점")
    rf"|(?<![가-힣])(?:가로|세로)\s*줄\s*(?:이|가|은|는|도)?\s*(?:\d|{NATIVE})\s*(?:개|줄)"
)
# "놓은 타일 포함해서 가로 4개": the tile placed, counted in a run, is the new wall tile
_WS_NEW_COUNTED = patterns.compile(
    rf"(?:놓은|놓는|놓을|붙인|붙일|붙이는)\s*(?:타일|거|것)\s*{_WS_INCL_WORD}"
)
# "… 붙어 있는 칸에 놓으면", "위아래는 비어 있는 칸에 타일 놓으면": a space of the wall, its
# neighbours said; never a pattern line's space, a factory or the centre
_WS_CELL = patterns.compile(
    r"(?:있는|이어진|붙은|맞닿은|연결된|비어\s*있는|빈)\s*(?:빈\s*)?(?:칸|자리)\s*(?:에|에다|으로)\s*"
    r"(?:타일\s*)?(?:을|를|하나|한\s*장|1\s*장)?\s*(?:놓|놔|붙)"
)
_WS_CELL_NOT = patterns.compile(r"패턴|라인|번\s*(?:째\s*)?줄|공장|팩토리|중앙|가운데|가져")
# a line said to be full ("그 줄 다 찼으면"): of the wall, four others beside the new tile
_WS_FULL = patterns.compile(r"다\s*(?:차|찼|찬|채)|꽉|가득|완성")
# a side said to hold tiles with no count ("위에는 있어", "옆에도 붙어 있어")
_WS_SIDE_UNCOUNTED = patterns.compile(
    r"(?:가로|세로|양옆|옆|양쪽|좌우|왼쪽|오른쪽|위아래|위|아래|밑|상하)\s*"
    r"(?:에|에는|에도|엔|으로|로|으로는|로는|으로도|로도)?\s*(?:는|도|은)?\s*"
    r"(?:타일\s*(?:이|가|도|은|는)?\s*)?(?:있|붙어|이어|연결)"
)
# one count said of both directions ("위아래 양옆에 하나씩", "위아래 좌우에 1개씩", "위아래랑
# 좌우에 한 개씩"): said of each, as "위아래에 1개씩 양옆에 1개씩" (before, the first
# direction was left unread and taken to have none)
_WS_BOTH_DIRECTIONS = patterns.compile(
    r"(?P<a>위\s*아래|상하|양옆|좌우|양쪽)\s*(?:랑|이랑|와|과|하고|,)?\s*"
    r"(?P<b>위\s*아래|상하|양옆|좌우|양쪽)\s*(?:에|으로|로)?\s*(?:는|도)?\s*"
    rf"(?:타일\s*(?:이|가)?\s*)?(?P<n>\d|{NATIVE})\s*(?:개|장)?\s*씩"
)
# a side of another tile than the new one ("왼쪽에 1개 있고 그 위에 1개", "그 타일 옆에"):
# not the new tile's neighbour, so no count of its run
_WS_OTHER_TILES_SIDE = patterns.compile(
    r"(?<![가-힣])(?:그\s*타일들?|그거|그것|걔|그)\s*(?:의\s*)?"
    r"(?:위아래|양옆|위|아래|밑|옆|왼쪽|오른쪽)(?=\s|에|엔|으로|로|은|는|도|[,.?!]|$)"
)
ENTRY_DIAGONAL = "azul.faq.diagonal"
# the FAQ that works this very case: lines tiled top first, each scored on the wall as it is
ENTRY_SEVERAL_LINES = "azul.faq.several-lines"


# a count of a row or column said to become joined ("가로로 3개가 이어졌어", "세로로 2개
# 연결되면"): the run the new tile makes, never the tiles lying beside it ("옆에 3개 이어져
# 있어", "연결돼 있으면")
_WS_RUN_DIR = patterns.compile(r"가로|세로")
_WS_RUN_BECOMES = patterns.compile(
    r"\s*(?:이|가)?\s*(?:이어지|이어졌|연결되(?!어\s*있)|연결됐)(?![가-힣]*\s*있)"
)


_WS_INCL_SAID = r"포함|합쳐|쳐서|타일\s*까지|자기\s*까지"
# a count said "연결" as a noun, with no verb that it is joined or lies there
_WS_JOINED_NOUN = patterns.compile(r"\s*(?:이|가)?\s*연결(?![되돼된됐])(?:이|이면|이고|,|\s|$)")


def _ws_run(match: re.Match[str], text: str) -> bool:
    """Whether a count is of the run the new tile makes, said to become joined, with no
    word that counts the new tile in said anywhere (then that word says which)."""
    return bool(
        _WS_RUN_DIR.match(match.group("dir"))
        and _WS_RUN_BECOMES.match(text, match.end())
        and not re.search(_WS_INCL_SAID, text)
    )


def _ws_far(pattern: re.Pattern[str], text: str) -> bool:
    """Whether a count of one direction puts more than one tile on a side of the new tile
    ("위에 두개", "위아래로 2개"; not "위아래에 하나씩", nor a run with the new tile in it)."""
    return any(
        (count_word(m.group("n")) or 0) > 1
        and not (m.group("incl") or m.group("incl_after") or _ws_run(m, text))
        for m in pattern.finditer(text)
    )


def _ws_counts(pattern: re.Pattern[str], text: str) -> list[tuple[int, bool]] | None:
    """(tiles touching the new one, whether the question counted the new tile in) for each
    count of one direction; None for a count that cannot be read (one side only said to
    have "하나씩", a run of its own, a count both per side and with the new tile)."""
    out = []
    for m in pattern.finditer(text):
        if _WS_JOINED_NOUN.match(text, m.end()):
            # "가로 2개 연결 세로 3개 연결이면": the run the new tile makes, or the tiles
            # beside it? (it was read as beside it, "아니요, 7점" to a guess of the runs' 5)
            return None
        n = count_word(m.group("n")) or 0  # (digits or a native count: never None)
        inclusive = bool(m.group("incl") or m.group("incl_after"))
        if _ws_run(m, text):
            # "새 타일 놓으니까 가로로 3개가 이어졌어", "가로로 4개 연결되면": the run the new
            # tile makes, itself in it (it was read as 3 beside it, "4점", where it is 3점);
            # "1개 이어지면" is no run, and may be the one beside it
            if n < 2:
                return None
            inclusive = True
        if m.group("each") or m.group("bare_each"):
            if inclusive or not _WS_BOTH_SIDES.search(m.group("dir")):
                return None
            n *= 2
        if inclusive:
            if n < 1:
                return None
            n -= 1  # the run's own count: the new tile and n - 1 neighbours
        out.append((n, inclusive))
    return out


# "하나만 붙어 있어", "1개만 이어져": some of the tiles said, not all, touch the new one
_WS_ONLY_SOME = patterns.compile(
    rf"(?:하나|한\s*개|한\s*장|(?:\d|{NATIVE})\s*(?:개|장))\s*만\s*(?:붙|이어|연결|닿|맞닿)"
)


def _ws_sides(
    pattern: re.Pattern[str],
    text: str,
    read: list[tuple[int, bool]],
    sides: tuple[str, str],
) -> list[tuple[int, bool]] | None:
    """Two counts of one direction said of its two sides ("왼쪽에 1개 오른쪽에 2개") as one
    count, all touching the new tile; one count as it is; None for two counts of one side."""
    if len(read) != 2:
        return read
    if _WS_APART.search(text):
        return None  # "위에 1개 붙어 있고 아래에 2개는 안 붙어": which side is apart?
    words = [m.group("dir") for m in pattern.finditer(text)]
    if len(words) != 2 or any(inclusive for _n, inclusive in read):
        return None
    first, second = sides
    if not (words[0].startswith(first) and words[1].startswith(second)) and not (
        words[0].startswith(second) and words[1].startswith(first)
    ):
        return None
    return [(read[0][0] + read[1][0], False)]


def azul_wall_score(text: str) -> Computed | None:
    """What a tile moved to the wall scores, given how many tiles touch it in its row and
    its column (joined to it), as the engine counts it."""
    from tutor.games.azul.scoring import placement_breakdown, placement_points
    from tutor.games.azul.tiles import ROW_BONUS, SIZE

    text = _unnamed(text)
    new_tile = bool(_WS_NEW.search(text) or _WS_NEW_COUNTED.search(text))
    if not new_tile and _WS_CELL.search(text) and not _WS_CELL_NOT.search(text):
        new_tile = True  # "왼쪽에 1개 위에 1개 붙어 있는 칸에 놓으면": a wall space
    if _WS_DECLINE.search(text) or not (
        (_WS_WALL.search(text) or new_tile) and (_WS_PLACE.search(text) or new_tile)
    ):
        return None
    if _WS_OTHER_TILES_SIDE.search(text):
        return None  # "그 위에 1개": beside another tile, not the new one
    if len(re.findall(r"몇\s*점", text)) > 1:
        # "옆에 1개 있으면 몇 점이고 위에도 1개 있으면 몇 점이야?": two cases asked, one
        # after the other (it was the two added up, "4점", the first left unanswered)
        return None
    both = _WS_BOTH_DIRECTIONS.search(text)
    if both is not None:
        directions = {_WS_DOWN_WORD.search(both.group(w)) is None for w in ("a", "b")}
        if len(directions) != 2:
            return None  # "위아래 상하에": one direction said twice
        each = f"{both.group('n')}개씩"
        text = (
            f"{text[: both.start()]}{both.group('a')}에 {each} {both.group('b')}에 {each}"
            f"{text[both.end() :]}"
        )
    diagonal = "대각" in text
    if diagonal:
        text = _WS_DIAGONAL.sub(" ", text)
        if "대각" in text:
            return None
    if _WS_ONLY_SOME.search(text):
        return None  # "2개 있는데 하나만 붙어": which of them touch, and how?
    if _WS_SIDE_UNCOUNTED.search(text):
        return None  # "위에는 있어": tiles on a side, how many not said
    read_spans = [
        range(m.start(), m.end())
        for pattern in (_WS_HORIZONTAL, _WS_VERTICAL)
        for m in pattern.finditer(text)
    ]
    for m in _WS_SIDE_COUNT.finditer(text):
        if not any(m.start("n") in span for span in read_spans):
            return None  # a side's count the reader cannot place: never assumed none
    read_across = _ws_counts(_WS_HORIZONTAL, text)
    read_down = _ws_counts(_WS_VERTICAL, text)
    if read_across is None or read_down is None:
        return None
    # "왼쪽에 1개 오른쪽에 2개", "위에 1개 아래에 1개": the two sides of one line, added
    read_across = _ws_sides(_WS_HORIZONTAL, text, read_across, ("왼", "오른"))
    read_down = _ws_sides(_WS_VERTICAL, text, read_down, ("위", "아래"))
    if read_across is None or read_down is None or len(read_across) > 1 or len(read_down) > 1:
        return None
    # every "포함" must be a count's own; and one count with the new tile, one without, is
    # not clear enough to add up
    said_incl = len(re.findall(_WS_INCL_SAID, text)) + sum(
        1
        for pattern in (_WS_HORIZONTAL, _WS_VERTICAL)
        for m in pattern.finditer(text)
        if _ws_run(m, text)
    )
    incl_counts = sum(1 for _n, inclusive in [*read_across, *read_down] if inclusive)
    if said_incl == 1 and incl_counts == 0 and _WS_INCL_FIRST.search(text):
        # "새 타일 포함해서 가로 3개 세로 3개": said once, before every count
        read_across = [(n - 1, True) for n, _i in read_across]
        read_down = [(n - 1, True) for n, _i in read_down]
        if min((n for n, _i in [*read_across, *read_down]), default=0) < 0:
            return None
        incl_counts = said_incl
    if said_incl != incl_counts or (
        read_across and read_down and read_across[0][1] != read_down[0][1]
    ):
        return None
    across = [n for n, _i in read_across]
    down = [n for n, _i in read_down]
    inclusive = incl_counts > 0
    alone = bool(_WS_ALONE.search(text))
    h = across[0] if across else 0
    v = down[0] if down else 0
    apart = 0  # tiles said to lie in the row or column but not to touch the new one
    if _WS_APART.search(text) and (across or down):
        # "옆에 2개 있는데 안 붙어 있으면": those tiles are no run of the new one's; said of
        # one direction only, the other not named (else which one is apart?)
        other = _WS_DOWN_WORD if across else _WS_ACROSS_WORD
        if (across and down) or inclusive or diagonal or other.search(text):
            return None
        if SIZE - 1 in (h, v):
            return None  # four others in a row of five all touch it
        if (h or v) > 1 and (
            _WS_SOME_OF.search(text) or (_WS_GAP.search(text) and not _WS_GAP_NEW.search(text))
        ):
            # "옆에 2개 있는데 하나는 한 칸 떨어져 있으면": one apart, the other touching? (it
            # was read as both apart, "1점")
            return None
        apart, h, v = h or v, 0, 0
    told_h = bool(across) or alone or bool(_WS_NONE_HORIZONTAL.search(text))
    told_v = bool(down) or alone or bool(_WS_NONE_VERTICAL.search(text))
    if not (told_h or told_v) or h > SIZE - 1 or v > SIZE - 1:
        return None  # neither direction said
    if not _WS_ASKS.search(text) and (
        not (told_h and told_v) or _WS_OTHER_ASKS.search(text) or not (new_tile or told_h)
    ):
        return None  # no question of points: only a whole case, with nothing else asked
    if diagonal and not (told_h and told_v):
        return None  # "대각선에 하나": what lies beside it must be said as well
    if (h or v) and not (inclusive or _WS_TOUCH.search(text)) and SIZE - 1 not in (h, v):
        return None  # tiles in the row, but not said to touch the new one
    if (
        _ws_far(_WS_VERTICAL, text)
        and v != SIZE - 1
        and not (inclusive or _WS_TOUCH_DOWN.search(text))
    ):
        # "양옆에 하나씩 있고 위에 두개": two on a side of the column, said to be beside
        # the new tile ("옆") in its row alone (the far one may lie apart)
        return None
    if _WS_FULL.search(text) and SIZE - 1 not in (h, v):
        return None  # "그 줄 다 찼으면" with fewer than four beside it: which line is full?
    # the numbers are the counts and, at most, points asked about ("1점이야?")
    if len(re.findall(r"\d+", _POINTS.sub(" ", text))) > sum(
        1
        for m in [*_WS_HORIZONTAL.finditer(text), *_WS_VERTICAL.finditer(text)]
        if m.group("n").isdigit()
    ):
        return None
    wall = [-1] * (SIZE * SIZE)
    row, column = v, h  # the new tile, with its neighbours above it and to its left
    for c in range(h):
        wall[row * SIZE + c] = 0
    for r in range(v):
        wall[r * SIZE + column] = 0
    horizontal, vertical, points = placement_points(wall, row, column)
    account = placement_breakdown(horizontal, vertical, points)
    if h and v:
        when = f"가로로 {h}장, 세로로 {v}장이 맞닿으면"
    elif h:
        when = f"가로로 {h}장이 맞닿고 세로로는 없으면"
    elif v:
        when = f"세로로 {v}장이 맞닿고 가로로는 없으면"
    else:
        when = "가로·세로로 맞닿은 타일이 없으면"
    case = f"새 타일에 가로로 맞닿은 타일 {h}장, 세로로 {v}장"
    if apart:
        case += f" (말한 {apart}장은 새 타일에 붙어 있지 않아 셈에 넣지 않음)"
    if inclusive:
        case += " (말한 개수에서 새 타일을 뺀 수)"
    if not (told_h and told_v):
        case += f" ({'세로' if told_h else '가로'}는 말하지 않아 맞닿은 타일이 없다고 보고 셈)"
    if diagonal:
        case += ", 대각선으로 닿은 타일은 셈에 넣지 않음"
    details = [f"벽에 붙인 타일: {account}."]
    rule_ids = [RULE_SCORE]
    if diagonal:
        details.append("대각선으로만 닿은 타일은 이어진 것으로 치지 않습니다(가로·세로만 셈).")
        rule_ids = [ENTRY_DIAGONAL, RULE_SCORE]
    if h == SIZE - 1:  # the row is complete: the end trigger and the row bonus
        details.append(
            "그 가로줄이 다 차므로 게임은 이 라운드가 끝날 때 끝나고, "
            f"최종 보너스로 {ROW_BONUS}점을 더 받습니다."
        )
        rule_ids += [RULE_END, RULE_BONUS]
    # the points the question guesses ("2점 맞아?", "5점이야?"): said to be right or wrong
    guessed = [int(n) for n in re.findall(r"(?<![\d-])(\d{1,2})\s*점", text)]
    if len(guessed) > 1:
        return None
    if guessed and (
        SCORE_NOW.search(text) or re.search(r"\d\s*점\s*(?:인데|이고|이었|에서|까지)", text)
    ):
        return None  # "지금 10점인데 … 몇 점 돼?": the score now, not a guess of the points
    verdict, right = f"{points}점", None
    guessed_at = re.search(r"(?<![\d-])\d{1,2}\s*점", text)
    if guessed_at is not None and any(
        m.start() > guessed_at.end()
        for pattern in (_WS_HORIZONTAL, _WS_VERTICAL)
        for m in pattern.finditer(text)
    ):
        # "옆에 2개면 3점이지? 위에도 1개 있으면?": points said of the case before, then
        # another side told; the case asked is the whole, with no 네/아니요 (it was checked
        # against it, "아니요, 5점입니다", where the 3점 said was right for the first)
        guessed = []
    if guessed:
        right = guessed[0] == points
        if not NEGATIVE_ASK.search(text):
            verdict = f"{'네' if right else '아니요'}, {points}점입니다"
    return Computed(
        AZUL,
        "azul-wall-score",
        verdict,
        f"{when} {points}점을 얻습니다 ({account}).",
        case,
        details,
        rule_ids,
        right,
    )


# -- several complete lines tiled in one round ----------------------------------------------
# "1번 줄이랑 2번 줄 둘 다 완성. 1번 줄 타일 들어갈 벽 칸 바로 아래가 2번 줄 타일 칸이고 벽엔
# 다른 타일 없어. 점수는?", "2번 줄 파랑이랑 3번 줄 하양 완성했는데 벽은 비어 있어 몇 점?"
_SL_DONE = patterns.compile(r"완성|다\s*(?:차|찼|채)|꽉\s*(?:차|찼)|가득\s*(?:차|찼)")
_SL_ASKS = patterns.compile(r"몇\s*점|점수")
# the wall holds nothing else
_SL_EMPTY_WALL = patterns.compile(_EMPTY_WALL)
# ("같은 세로줄 아니면": not the same column, which is apart; it was read as the same)
_SL_NOT_SAME = r"(?:이|가|은|는)?\s*(?:아니|아닌|아냐|아님)"
_SL_BELOW = patterns.compile(
    rf"바로\s*(?:아래|밑|위)|같은\s*(?:세로\s*줄|세로|열|칸\s*줄)(?!\s*줄?\s*{_SL_NOT_SAME})"
    r"|위아래로\s*(?:바로\s*)?(?:붙|이어|맞닿|닿)"
)
# the wall's spaces named ("들어갈 벽 칸", "벽의 자리"): what a layout beside colours is said of
_SL_WALL_SPACES = patterns.compile(
    r"(?:벽|들어갈|붙일|놓일|옮길)\s*(?:벽\s*)?(?:의\s*)?(?:칸|자리)(?![가-힣])"
    r"|(?:벽|들어갈|붙일|놓일|옮길)\s*(?:벽\s*)?(?:의\s*)?(?:칸|자리)\s*(?:은|는|이|가|도|들)"
)
_SL_APART = patterns.compile(
    r"(?:안|않|못)\s*(?:붙|닿|이어)|떨어져|다른\s*(?:세로\s*줄|세로|열)"
    rf"|같은\s*(?:세로\s*줄|세로|열|칸\s*줄)\s*{_SL_NOT_SAME}"
)
_SL_LINE_COLOUR = patterns.compile(
    rf"(\d)\s*번\s*(?:째\s*)?(?:패턴\s*)?(?:줄|라인)\s*(?:에|은|는|이|가|의)?\s*(?:타일\s*)?"
    # "1칸 줄(파랑)": the line's colour in brackets
    rf"(?:\(\s*)?({_AZ_COLOUR})"
)
_SL_LINE_COUNT = patterns.compile(
    rf"(?P<line>\d)\s*번\s*(?:째\s*)?(?:패턴\s*)?(?:줄|라인)\s*(?:에|은|는|이|가|의)?\s*(?:타일\s*)?"
    rf"(?:{_AZ_COLOUR})\s*(?:타일\s*)?(?:이|가)?\s*(?P<n>\d)\s*(?:개|장)"
)
_SL_DECLINE = patterns.compile(
    r"바닥|보너스|회색|끝나|최종|가져|대각|옆에|가로로|세로로"
    # a line said not complete: "완성 못 했어", "다 안 찼어", "거의 완성"
    r"|못|안\s*(?:됐|되|돼|찼|차|채|했)|않|덜|거의|미완성|아직|모자라|부족|빼고|말고"
)


def azul_several_lines(text: str) -> Computed | None:
    """What two pattern lines completed in the same round score, tiled top line first on a
    wall that holds nothing else, as the engine tiles them."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.azul import ENGINE
    from tutor.games.azul.tiles import KOREAN, LETTERS, NAMES, NUM_COLOURS, SIZE, WALL_COLUMN

    text = _unnamed(text)
    # "1칸 줄(파랑)과 2칸 줄(흰색)": the lines named by their size, which is their number
    text = _AZ_SIZED_LINE.sub(lambda m: f"{count_word(m.group(1))}번 줄", text)
    if not (_SL_DONE.search(text) and _SL_ASKS.search(text) and _SL_EMPTY_WALL.search(text)):
        return None
    # ("벽에는 아직 타일이 하나도 없고": 아직 of the empty wall, not of a line)
    if _SL_DECLINE.search(_SL_EMPTY_WALL.sub(" ", text)) or PLAYER_COUNT.search(text):
        return None
    lines = sorted({int(m.group(1)) for m in _AZ_LINE.finditer(text)})
    if len(lines) != 2 or not all(1 <= n <= SIZE for n in lines):
        return None
    # "1번 줄 빨강 1개랑 4번 줄 파랑 4개": a complete line's tiles, its size said again
    if any(int(m.group("n")) != int(m.group("line")) for m in _SL_LINE_COUNT.finditer(text)):
        return None  # a line holding fewer tiles than it has spaces: not complete
    text = _SL_LINE_COUNT.sub(lambda m: m.group(0)[: m.start("n") - m.start()] + " ", text)
    if re.search(r"\d", _AZ_LINE.sub(" ", text)):
        return None  # a number that is no line
    said = {int(m.group(1)): _AZ_COLOUR_OF[m.group(2)] for m in _SL_LINE_COLOUR.finditer(text)}
    named = {_AZ_COLOUR_OF[m.group(0)] for m in re.finditer(_AZ_COLOUR, text)}
    below, apart = bool(_SL_BELOW.search(text)), bool(_SL_APART.search(text))
    top, bottom = lines
    colours: dict[int, int] = {}
    if named:
        if below and apart or set(said) != set(lines) or set(said.values()) != named:
            return None  # two layouts, or a colour of no line
        colours = {n: NAMES.index(c) for n, c in said.items()}
        how = ", ".join(f"{n}번 줄 {KOREAN[colours[n]]}" for n in lines)
        # a layout said beside the colours, of the wall's spaces ("두 타일이 들어갈 벽 칸은
        # 위아래로 바로 붙어 있어요"): the wall's own columns for those colours must agree with
        # it; said of no space ("2번 줄 하양 … 바로 아래야": the lines, or the wall?), declined
        touching = (
            bottom - top == 1
            and WALL_COLUMN[top - 1][colours[top]] == WALL_COLUMN[bottom - 1][colours[bottom]]
        )
        if (below or apart) and not _SL_WALL_SPACES.search(text):
            return None
        if (below and not touching) or (apart and touching):
            return None
        if below:
            how += " (두 타일이 벽의 같은 세로줄에 위아래로 붙음)"
    elif below != apart:
        if below and bottom - top != 1:
            return None  # "바로 아래" of lines that are not next to each other
        first = 0
        column = WALL_COLUMN[top - 1][first]
        if below:
            second = next(k for k in range(NUM_COLOURS) if WALL_COLUMN[bottom - 1][k] == column)
        else:
            second = next(
                k for k in range(NUM_COLOURS) if abs(WALL_COLUMN[bottom - 1][k] - column) > 1
            )
        colours = {top: first, bottom: second}
        how = (
            "두 타일이 벽의 같은 세로줄에 위아래로 붙음"
            if below
            else "두 타일이 벽에서 서로 떨어져 있음"
        )
    else:
        return None
    rows = ["" for _ in range(SIZE)]
    rows[top - 1] = LETTERS[colours[top]] * top
    rows[bottom - 1] = LETTERS[colours[bottom]] * (bottom - 1)
    setup = {
        "factories": [LETTERS[colours[bottom]], "", "", "", ""],
        "marker": 1,
        "players": [{"lines": rows}, {}],
    }
    try:
        state = ENGINE.new_game(2, setup=setup)
        events = state.apply(
            {"type": "take", "source": 0, "colour": NAMES[colours[bottom]], "line": bottom}
        )
    except (RuleViolation, SetupError):
        return None
    walls = [e for e in events if e["type"] == "wall" and e["player"] == 0]
    if [e["line"] for e in walls] != lines:
        return None
    total = sum(int(e["points"]) for e in walls)
    parts = " + ".join(f"{e['line']}번 줄 {e['points']}점" for e in walls)
    details = [f"{e['line']}번 줄: {e['breakdown']}" for e in walls]
    details.append(
        "완성한 줄은 맨 위 줄부터 차례로 벽에 붙이고, 붙일 때마다 그때의 벽을 보고 셉니다."
    )
    # (two lines, so one at least is longer than 1 and keeps tiles)
    kept = [f"{n}번 줄 {n - 1}장" for n in lines if n > 1]
    details.append(
        "줄마다 가장 오른쪽 타일 한 장만 벽으로 옮기고, 나머지("
        + ", ".join(kept)
        + ")는 상자 뚜껑에 넣습니다."
    )
    return Computed(
        AZUL,
        "azul-several-lines",
        f"{total}점 ({parts})",
        f"위 줄부터 붙여 {parts}, 모두 {total}점입니다.",
        f"{top}번 줄과 {bottom}번 줄 완성, 벽에 다른 타일 없음 ({how})",
        details,
        [ENTRY_SEVERAL_LINES, RULE_TILING_ORDER, RULE_SCORE]
        # "남은 타일은 어떻게 처리해요?": the rest of each line asked about too
        + ([RULE_RIGHTMOST] if kept and re.search(r"남은|남는|나머지", text) else []),
        None,
    )


# -- what a take from a factory brings ----------------------------------------------------
# "공장에 빨강 1 파랑 1 검정 2 있는데 검정 가져가면 나머지는?"
_TK_FACTORY = patterns.compile(r"공장|팩토리|진열판|factory")
_TK_HELD = patterns.compile(
    rf"({_AZ_COLOUR})\s*(?:타일\s*)?(?:이|가)?\s*(\d|{NATIVE})(?![0-9])\s*(?:개|장)?"
)
_TK_CHOSEN = patterns.compile(
    rf"({_AZ_COLOUR})\s*(?:타일\s*)?(?:거|것|걸|만|을|를|도)?\s*(?:(?:\d|{NATIVE})\s*(?:개|장)?\s*)?"
    r"(?:만\s*)?(?:다\s*|전부\s*|모두\s*)?(?=가져|골|고르|집)"
)
# another game's take (Summer Pavilion's wilds and colours), a line, the centre as the source
_TK_DECLINE = patterns.compile(
    r"조커|와일드|보라|초록|주황|여름|별장|파빌리온|썸파|줄|라인|중앙에서|가운데에서|바닥|벽|점"
)


# tiles said to lie elsewhere than on the factory taken from ("다른 공장에 노랑 1개",
# "노랑 2개는 중앙에"), and the factory itself; a clause says where its tiles lie
_TK_ELSEWHERE = patterns.compile(
    r"다른\s*(?:공장|팩토리|진열판|factory)|(?:옆|저쪽|딴)\s*(?:공장|팩토리|진열판|factory)|중앙|가운데"
)
_TK_CLAUSE = patterns.compile(r"[,.;]|(?<=[고데서며])\s+")
# someone else's take, said before the one asked about: "친구가 노랑 가져갔어"
_TK_SOMEONE = patterns.compile(
    r"친구|상대|다른\s*(?:사람|플레이어|분)|앞\s*사람|앞\s*차례|걔|그\s*사람|누가|누군가"
)
# "그거 다 가져가야 돼?": the tiles just said, taken
_TK_THAT = patterns.compile(
    r"(?:그거|그걸|그것|그것들|그\s*타일|걔네|그\s*색)\s*(?:을|를|들을)?\s*(?:다\s*|전부\s*|모두\s*)?"
    r"(?P<verb>가져|골|고르|집)"
)
_TK_PAST = patterns.compile(r"가져갔|가져왔|가져감|골랐|집었|집어\s*갔")
# "2개만 가져가도 돼?", "한 장만 골라도 돼?": part of the tiles taken, their colour not said
# again (the factory's only colour, as "그거")
_TK_SOME = patterns.compile(
    rf"(?:(?:(?<!\d)\d|(?<![가-힣])(?:{NATIVE}))\s*(?:개|장)|(?<![가-힣])하나)\s*만\s*"
    r"(?P<verb>가져|골|고르|집)"
)


# another colour said joined to the one taken ("빨강이랑 노랑 둘 다 가져가도 돼?", "빨강, 노랑
# 다", "파랑과 검정 모두", "빨강도 노랑도"): two colours in one take, which the rules refuse;
# never read as the take of the last one ("빨강 말고 노랑", "빨강 대신 노랑" stay read)
# (a colour with its count before a bare space or comma is what lies there: "공장에 파랑 1개
# 노랑 3개 노랑 가져가면")
_TK_JOINED = patterns.compile(
    rf"(?:{_AZ_COLOUR})\s*(?:타일\s*)?"
    rf"(?:(?:\d|{NATIVE})\s*(?:개|장)?\s*(?:이랑|랑|하고|와|과|도|및)|(?:이랑|랑|하고|와|과|도|및|,|\s))"
    r"\s*$"
)


# the count said with the colour taken, in digits or in words ("검정 2개만", "검정 한 개만")
# ("빨강 하나만", said with no counter, is read as before: the take of all of it)
_TK_SOME_SAID = patterns.compile(
    rf"(?<![가-힣])(?P<a>\d+|{NATIVE})\s*(?:개|장)|(?<![가-힣\d])(?P<b>\d+)(?!\d)"
)


# the factory's other tiles said or asked of, with no count ("나머지는 파랑", "남은 건 어디
# 가?", "다른 색은")
_TK_REST_SAID = patterns.compile(r"나머지|남은|남는|다른\s*(?:색|타일|거|건|애)")


def _tk_some(chosen_at: re.Match[str]) -> int | None:
    """How many of the colour the question says are taken (None: not said, so all)."""
    said = _TK_SOME_SAID.search(chosen_at.group(0), chosen_at.end(1) - chosen_at.start())
    return count_word(said.group("a") or said.group("b")) if said else None


def _tk_where(region: str) -> list[tuple[str, str, bool]] | None:
    """(colour, count, on the factory) for each colour and count in ``region``, the words
    of the clause it is said in deciding where it lies (a clause naming no place keeps the
    last one); None for a clause naming both the factory and somewhere else."""
    out: list[tuple[str, str, bool]] = []
    on_factory = True
    for clause in _TK_CLAUSE.split(region):
        elsewhere = bool(_TK_ELSEWHERE.search(clause))
        factory = bool(_TK_FACTORY.search(_TK_ELSEWHERE.sub(" ", clause)))
        if elsewhere and factory:
            return None
        if elsewhere or factory:
            on_factory = factory
        out += [(m.group(1), m.group(2), on_factory) for m in _TK_HELD.finditer(clause)]
    return out


def azul_take(text: str) -> Computed | None:
    """What taking a colour from a factory brings: all of that colour, and the rest of the
    factory to the centre, as the engine plays the take. Tiles said to lie on another
    factory or in the centre are not the factory's; a take someone made before from that
    factory has sent its rest to the centre already."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.azul import ENGINE
    from tutor.games.azul.tiles import KOREAN, LETTERS, NAMES

    text = _unnamed(text)  # 아줄's 줄 is no pattern line
    if not _AZ_TAKE.search(text) or not _TK_FACTORY.search(text) or _TK_DECLINE.search(text):
        return None
    rest = PLAYER_COUNT.sub(" ", text)
    takes = list(_TK_CHOSEN.finditer(rest))
    that = _TK_THAT.search(rest)
    if not takes and that is not None:
        # "공장에 파랑 4개 있으면 그거 다 가져가야 돼?": the factory's only colour, by name
        where = _tk_where(rest[: that.start()])
        if not where or not all(on_factory for _w, _n, on_factory in where):
            return None  # tiles elsewhere too: which are "그거"?
        colours = {word for word, _n, _on in where}
        if len({_AZ_COLOUR_OF[w] for w in colours}) != 1:
            return None
        word = next(iter(colours))
        return azul_take(rest[: that.start()] + f" {word} " + rest[that.start("verb") :])
    some_at = _TK_SOME.search(rest)
    if not takes and some_at is not None:
        # "공장에 파랑 3개 있는데 2개만 가져가도 돼?": part of the factory's only colour
        region = rest[: some_at.start()]
        where = _tk_where(region)
        if not where or not all(on_factory for _w, _n, on_factory in where):
            return None  # tiles elsewhere too: part of which?
        if len(re.findall(_AZ_COLOUR, region)) != len(where) or "씩" in region:
            return None  # "노랑 빨강 파랑 하양이 한 장씩": colours with no count of their own
        if len({_AZ_COLOUR_OF[w] for w, _n, _on in where}) != 1:
            return None  # "빨강 2개랑 파랑 2개 있는데 1개만": of which colour?
        word = where[0][0]
        return azul_take(rest[: some_at.start()] + f" {word} " + rest[some_at.start() :])
    if not takes or len(takes) > 2:
        return None
    chosen_at = takes[-1]
    if _TK_JOINED.search(rest[: chosen_at.start()]):
        return None  # two colours taken together
    if len(takes) == 1 and (
        _TK_SOMEONE.search(rest[: chosen_at.start()][-12:])
        or re.search(
            r"(?:뭐|무엇|무슨\s*색|어떤\s*(?:색|거|타일))\s*(?:을|를)?\s*(?:가져|골|고르|집)",
            rest[chosen_at.end() :],
        )
    ):
        return None  # someone else's take, or what the asker may take after it
    earlier = None  # the colour someone else took before, from the same factory
    if len(takes) == 2:
        before = rest[: takes[0].start()]
        said_of_take = rest[takes[0].start() : takes[1].start()]
        if not (_TK_SOMEONE.search(before[-12:]) and _TK_PAST.search(said_of_take)):
            return None  # two takes: whose, and which is asked about?
        if re.search(r"\d", said_of_take):
            return None  # a count of the earlier take: read only the colour
        earlier = _AZ_COLOUR_OF[takes[0].group(1)]
    where = _tk_where(rest[: takes[0].start()])
    if where is None:
        return None
    held: dict[str, int] = {}
    elsewhere: dict[str, int] = {}
    counted = 0  # the counts written in digits
    for word, number, on_factory in where:
        n = count_word(number)
        if n is None or n < 1:
            return None
        colour = _AZ_COLOUR_OF[word]
        bucket = held if on_factory else elsewhere
        bucket[colour] = bucket.get(colour, 0) + n
        counted += number.isdigit()
    chosen = _AZ_COLOUR_OF[chosen_at.group(1)]
    if not held or chosen not in held or chosen in elsewhere or sum(held.values()) > 4:
        return None  # "중앙에 노랑 2" and "노랑 가져가면": from which?
    if earlier is not None and (earlier not in held or earlier == chosen or elsewhere):
        return None
    if len(re.findall(r"\d+", rest[: takes[0].start()])) != counted:
        return None  # a number that is no count of tiles
    if sum(held.values()) < 4 and (
        any(
            _AZ_COLOUR_OF[m.group(0)] not in held and _AZ_COLOUR_OF[m.group(0)] not in elsewhere
            for m in re.finditer(_AZ_COLOUR, rest)
        )
        or _TK_REST_SAID.search(rest)
    ):
        # "공장에 빨강 2개 있고 나머지 파랑이야. 빨강 가져오면 파랑 몇 개 중앙 가?": the
        # factory's other tiles said with no count, or asked of (it was "빨강 2장을 모두
        # 가져옵니다", the factory read as holding the two alone)
        return None
    said = re.findall(r"\d+", chosen_at.group(0))
    if len(re.findall(r"\d+", rest[takes[-1].start() :])) != len(said):
        return None
    some = _tk_some(chosen_at)
    if some is not None and some > held[chosen]:
        return None  # "검정 3개 가져가면" when two lie there
    name = KOREAN[NAMES.index(chosen)]
    case = "공장에 " + ", ".join(f"{KOREAN[NAMES.index(c)]} {n}장" for c, n in held.items())
    if elsewhere:
        case += (
            " (다른 곳에 "
            + ", ".join(f"{KOREAN[NAMES.index(c)]} {n}장" for c, n in elsewhere.items())
            + ")"
        )
    if earlier is not None:
        return _tk_after_earlier(held, earlier, chosen, some, case)
    case += f", 고른 색: {name}"
    tiles = "".join(LETTERS[NAMES.index(c)] * n for c, n in held.items())
    try:
        state = ENGINE.new_game(2, setup={"factories": [tiles, "", "", "", ""], "marker": 1})
        events = state.apply({"type": "take", "source": 0, "colour": chosen, "line": "floor"})
    except (SetupError, RuleViolation):
        return None
    shown = [e for e in events if e["type"] in ("take", "to-centre")]
    details = [_told(e) for e in shown]
    if elsewhere:
        details.append(
            "다른 공장이나 중앙에 있는 "
            + "·".join(f"{KOREAN[NAMES.index(c)]} {n}장" for c, n in elsewhere.items())
            + "은 이 공장의 타일이 아니라 그대로 둡니다."
        )
    others = [(KOREAN[NAMES.index(c)], n) for c, n in held.items() if c != chosen]
    if some is not None and some < held[chosen]:
        return Computed(
            AZUL,
            "azul-take",
            f"아니요, {name} {held[chosen]}장을 모두 가져와야 합니다",
            f"고른 색의 타일은 그 공장에 있는 것을 모두 가져옵니다: {name} {some}장만 가져올 수는 "
            "없습니다.",
            case,
            details,
            [RULE_TAKE_ALL],
            False,
        )
    verdict = f"{name} {held[chosen]}장을 " + ("모두 " if held[chosen] > 1 else "") + "가져옵니다"
    if others:
        verdict += ", 남은 " + "·".join(f"{k} {n}장" for k, n in others) + "은 중앙으로 갑니다"
    elif elsewhere:
        verdict += ", 중앙으로 가는 타일은 없습니다"
    rules = [RULE_FACTORY_REST, RULE_TAKE_ALL] if others else [RULE_TAKE_ALL]
    summary = (
        "고른 색의 타일은 그 공장에서 모두 가져오고, 남은 다른 색은 중앙으로 밀어 놓습니다."
        if others
        else "고른 색의 타일은 그 공장에서 모두 가져옵니다."
    )
    return Computed(AZUL, "azul-take", verdict, summary, case, details, rules, None)


# -- what a take from the centre brings ----------------------------------------------------
# "중앙에 빨강 2개, 검정 3개, 시작 플레이어 표식이 있어요. 검정을 가져가면 어떻게 되나요?"
_CT_CENTRE = patterns.compile(r"중앙|가운데|센터")
# a line, the floor, the wall or points: azul_placement's and the floor readers' questions;
# Summer Pavilion's wilds and colours
_CT_DECLINE = patterns.compile(
    r"조커|와일드|보라|초록|주황|여름|별장|파빌리온|썸파|줄|라인|바닥|벽|점|감점"
    r"|다른\s*(?:곳|데)|(?:옆|딴)\s*(?:공장|팩토리)"
)
# the take said not to be the round's first from the centre ("처음이 아니라서", "처음은
# 아닌데", "처음 가져가는 건 아니고")
_CT_NOT_FIRST = patterns.compile(rf"(?:처음|첫){_FIRST_DENIED}")
# the marker said to be gone from the centre ("표식은 이미 누가 가져갔고", "표식 없이")
_CT_MARKER_GONE = patterns.compile(
    rf"(?:{_MARKER.pattern})\s*(?:은|는|도|이|가)?\s*(?:이미|벌써|아까|없|누가|친구가|상대가|가져갔|가져간)"
    rf"|(?:표식|마커|토큰)\s*없이|{_CT_NOT_FIRST.pattern}"
)

_CT_ROUND = patterns.compile(rf"(?:\d+|{NATIVE})\s*(?:번째\s*)?라운드")
# the colours only base Azul has (Summer Pavilion has no black and no white)
_CT_AZUL_ONLY = patterns.compile(r"검정|검은|까만|블랙|하양|하얀|흰|화이트|하늘|black|white")


def azul_centre_take(text: str) -> Computed | None:
    """What taking a colour from the centre brings: every tile of that colour, the others
    left there, and the start player marker with the round's first take from the centre
    (said by the marker lying there, or by "처음"), as the engine plays the take."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.azul import ENGINE
    from tutor.games.azul.tiles import KOREAN, LETTERS, NAMES

    named = bool(re.search(r"아줄|azul", text))
    text = _unnamed(text)
    if not _AZ_TAKE.search(text) or not _CT_CENTRE.search(text):
        return None
    if _CT_ROUND.search(text) and not (named or _CT_AZUL_ONLY.search(text)):
        return None  # a round named: Summer Pavilion's wild of the round may be asked about
    if (
        _TK_FACTORY.search(text)
        or _CT_DECLINE.search(text)
        or _TK_SOMEONE.search(_CT_MARKER_GONE.sub(" ", text))
    ):
        return None  # a factory's tiles, a line, or another player's take
    # "2라운드인데", "3인": the round and the players, not counts of tiles
    rest = _CT_ROUND.sub(" ", PLAYER_COUNT.sub(" ", text))
    takes = list(_TK_CHOSEN.finditer(rest))
    if len(takes) != 1:
        return None
    chosen_at = takes[0]
    region = rest[: chosen_at.start()]
    if _TK_JOINED.search(region):
        return None  # two colours taken together
    held: dict[str, int] = {}
    for m in _TK_HELD.finditer(region):
        n = count_word(m.group(2))
        if n is None or n < 1:
            return None
        colour = _AZ_COLOUR_OF[m.group(1)]
        held[colour] = held.get(colour, 0) + n
    said = re.findall(r"\d+", chosen_at.group(0))
    if len(re.findall(r"\d+", region)) != sum(
        m.group(2).isdigit() for m in _TK_HELD.finditer(region)
    ) or len(re.findall(r"\d+", rest[chosen_at.start() :])) != len(said):
        return None  # a number that is no count of tiles
    chosen = _AZ_COLOUR_OF[chosen_at.group(1)]
    if chosen not in held or sum(held.values()) > 3 * 9:
        return None
    if re.search(r"(?:다른|딴|나머지)\s*(?:색|타일)", region):
        return None  # what else lies there is not told
    if _TK_REST_SAID.search(rest) or any(
        _AZ_COLOUR_OF[m.group(0)] not in held for m in re.finditer(_AZ_COLOUR, rest)
    ):
        # "빨강 2개 있고 나머지는 파랑이야. … 파랑은 어떻게 돼?": the centre's other tiles said
        # with no count, or asked of (it was "빨강 2장을 모두 가져옵니다", nothing of them)
        return None
    some = _tk_some(chosen_at)
    if some is not None and some > held[chosen]:
        return None
    # the marker said gone in the position told before the take ("표식은 이미 누가 가져갔고"),
    # never in what is asked after it ("표식은 누가 가져가?", "표식이 없나요?", "표식 가져간
    # 사람이 선이야?"); the take said not to be the first, anywhere
    gone = bool(_CT_MARKER_GONE.search(region)) or bool(_CT_NOT_FIRST.search(rest))
    there = bool(_MARKER.search(region)) or bool(_AZ_FIRST_CENTRE.search(text))
    if not there and not gone and _FIRST_TAKE_ELSEWHERE.search(text):
        return None  # a first take said apart from the centre: its marker, or none?
    if gone and there and _MARKER.search(region) and not _CT_MARKER_GONE.search(region):
        return None  # the marker said there and gone: which?
    marker = there and not gone
    if not there and not gone and _MARKER.search(rest, chosen_at.end()):
        # "파랑 가져가면 표식은? 내가 처음이야": the marker asked of a take not read as the
        # centre's first (it was answered of the tiles alone)
        return None
    name = KOREAN[NAMES.index(chosen)]
    tiles = "".join(LETTERS[NAMES.index(c)] * n for c, n in held.items())
    case = "중앙에 " + ", ".join(f"{KOREAN[NAMES.index(c)]} {n}장" for c, n in held.items())
    case += (
        ", 시작 플레이어 표식(이번 라운드에 중앙에서 처음)"
        if marker
        else (", 시작 플레이어 표식은 없음" if gone else "")
    )
    case += f", 고른 색: {name}"
    # another colour on a factory keeps the round going after the take (with every colour
    # in the centre, one not taken: the centre keeps the others)
    taken_letter = LETTERS[NAMES.index(chosen)]
    other = next((c for c in LETTERS if c not in tiles), None) or next(
        c for c in LETTERS if c != taken_letter
    )
    try:
        state = ENGINE.new_game(
            2,
            setup={
                "factories": ["", other * 4, "", "", ""],
                "centre": tiles,
                "marker": "centre" if marker else 1,
            },
        )
        events = state.apply({"type": "take", "source": "centre", "colour": chosen, "line": 1})
    except (SetupError, RuleViolation):
        return None
    rules = [RULE_CENTRE, RULE_TAKE_ALL] + ([RULE_MARKER] if marker else [])
    others = [(KOREAN[NAMES.index(c)], n) for c, n in held.items() if c != chosen]
    if some is not None and some < held[chosen]:
        return Computed(
            AZUL,
            "azul-take",
            f"아니요, {name} {held[chosen]}장을 모두 가져와야 합니다",
            f"중앙에서도 고른 색의 타일은 모두 가져옵니다: {name} {some}장만 가져올 수는 없습니다.",
            case,
            [],
            # the rule that forbids taking some decides it, as of a factory (the centre's
            # rule came first, which says only what stays there)
            [RULE_TAKE_ALL, *(r for r in rules if r != RULE_TAKE_ALL)],
            False,
        )
    taken = next(e for e in events if e["type"] == "take")
    got = f"{name} {taken['count']}장을 " + ("모두 " if taken["count"] > 1 else "") + "가져옵니다"
    verdict = got + (", 시작 플레이어 표식도 함께" if marker else "")
    if others:
        verdict += ", 남은 " + "·".join(f"{k} {n}장" for k, n in others) + "은 중앙에 그대로"
    details = []
    if others:
        details.append(
            "·".join(f"{k} {n}장" for k, n in others)
            + "은 가져오지 않고 중앙에 그대로 둡니다. 다음 사람들이 중앙에서 고를 수 있습니다."
        )
    if marker:
        details.append(
            "시작 플레이어 표식은 바닥 줄의 가장 왼쪽 빈칸에 놓고(라운드 끝에 그 칸의 감점), "
            "표식을 가져온 사람이 다음 라운드를 시작합니다."
        )
    elif not gone:
        details.append(
            "이번 라운드에 중앙에서 처음 가져오는 것이라면 시작 플레이어 표식도 함께 가져와 바닥 "
            "줄의 가장 왼쪽 빈칸에 놓습니다."
        )
    summary = "중앙에서는 고른 색의 타일을 모두 가져오고 다른 색은 그대로 둡니다." + (
        " 그 라운드에 중앙에서 처음 가져가는 사람은 시작 플레이어 표식도 가져옵니다."
        if marker
        else ""
    )
    return Computed(AZUL, "azul-take", verdict, summary, case, details, rules, None)


def _tk_after_earlier(
    held: dict[str, int], earlier: str, chosen: str, some: int | None, case: str
) -> Computed | None:
    """Someone took ``earlier`` from the factory first: its rest, ``chosen`` with it, went
    to the centre, and ``chosen`` is taken from there (all of it), as the engine plays both
    takes."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.azul import ENGINE
    from tutor.games.azul.tiles import KOREAN, LETTERS, NAMES

    tiles = "".join(LETTERS[NAMES.index(c)] * n for c, n in held.items())
    used = {LETTERS[NAMES.index(c)] for c in held}
    spare = next(c for c in LETTERS if c not in used)  # keeps the round going
    setup = {"factories": [tiles, spare * 4, "", "", ""], "marker": 1, "to_move": 1}
    try:
        state = ENGINE.new_game(2, setup=setup)
        first = state.apply({"type": "take", "source": 0, "colour": earlier, "line": "floor"})
        events = state.apply(
            {"type": "take", "source": "centre", "colour": chosen, "line": "floor"}
        )
    except (SetupError, RuleViolation):
        return None
    took = sum(int(e.get("count", 0)) for e in events if e["type"] == "take")
    if took != held[chosen] or (some is not None and some != took):
        return None
    name, them = KOREAN[NAMES.index(chosen)], KOREAN[NAMES.index(earlier)]
    # the first take is someone else's: said so, not as the asker's
    details = [
        ("다른 사람이 " if e in first and e["type"] == "take" else "") + _told(e)
        for e in [*first, *events]
        if e["type"] in ("take", "to-centre")
    ]
    details.append(f"중앙에 {name}이 그 전부터 더 있었다면 그것도 모두 가져옵니다.")
    details.append(
        "이번 라운드에 중앙에서 처음 가져오는 것이라면 시작 플레이어 표식도 바닥 줄로 갑니다."
    )
    return Computed(
        AZUL,
        "azul-take",
        f"{name}은 이미 중앙에 있습니다: 중앙에서 {name} {took}장을 모두 가져옵니다",
        f"다른 사람이 {josa(them, '을', '를')} 가져갈 때 그 공장의 남은 타일은 중앙으로 "
        f"갔습니다. 이제 {josa(name, '은', '는')} 중앙에서 가져오고, 중앙에 있는 "
        f"{josa(name, '을', '를')} 모두 가져옵니다.",
        f"{case}; 다른 사람이 먼저 {josa(them, '을', '를')} 가져감, 고른 색: {name}",
        details,
        [RULE_FACTORY_REST, RULE_CENTRE, RULE_TAKE_ALL],
        None,
    )


# -- the end-of-game bonus ------------------------------------------------------------------
# "가로줄 1개, 세로줄 2개, 한 색 5개 다 놓은 거 1개. 보너스 몇 점?", "58점인데 가로 두 줄 완성했고
# 세로줄이나 색 세트는 없어. 최종 몇 점?"
_EB_CUE = patterns.compile(
    r"보너스|최종|끝났|끝나고|게임\s*끝|마지막|(?<!라운드)(?<!라운드\s)종료\s*(?:시|때|후|하고|되면)"
)
_EB_ASKS = patterns.compile(
    # ("보너스 몇?": the points' word left out)
    r"몇\s*점|점수|얼마|합계|총합|보너스\s*(?:는|은|가|이)?\s*(?:총\s*)?몇\s*(?:이야|이에요|임)?\s*[?？]*\s*$"
)
# (never the 세 of 세로: "가로줄도 세로줄도 …" has no count)
_EB_ROW = patterns.compile(
    rf"가로\s*(?:줄)?\s*(?:을|를|이|가|은|는|도)?\s*(\d|{NATIVE}|하나)(?!로)\s*(?:개|줄)?"
)
_EB_COLUMN = patterns.compile(
    rf"세로\s*(?:줄)?\s*(?:을|를|이|가|은|는|도)?\s*(\d|{NATIVE}|하나)(?!로)\s*(?:개|줄)?"
)
# what is said of a count, up to the next kind of line or the sentence's end ("세로줄이
# 하나도 없어", "세 개는 거의 다 채웠는데 못 채웠어", "하나 모자라"): none complete
_EB_SAID = patterns.compile(r"[^.?!¶]*?(?=가로|세로|색|보너스|점수|최종|몇|얼마|총|[.?!¶]|$)")
# a kind of line (or colours) and its count, and a count joined to the next by a word of a
# list ("가로줄 2개랑 세로줄 1개 …"): what is said after the last is said of them all
_EB_COUNTED = patterns.compile(
    rf"(?:가로|세로|색)\s*(?:줄|깔|세트)?\s*(?:을|를|이|가|은|는|도)?\s*"
    rf"(?:\d\s*(?:개|줄|장|세트|가지)?|(?:{NATIVE}|하나)(?:\s*(?:개|줄|장|세트|가지)|(?![가-힣])))"
)
_EB_JOINED = patterns.compile(r"\s*(?:이랑|랑|과|와|하고|및|,|이나|나)\s*")


def _eb_list_not_done(text: str) -> bool:
    """Whether counts said in a list are said after it not to be complete ("가로줄 2개랑
    세로줄 1개 거의 완성했는데", "세로줄 2개랑 가로줄 1개 못 채웠어"): of them all, or of the
    last? (before, only the last was read not complete: "+4점")"""
    counted = list(_EB_COUNTED.finditer(text))
    for first, then in zip(counted, counted[1:], strict=False):
        if not _EB_JOINED.fullmatch(text, first.end(), then.start()):
            continue
        said = _EB_SAID.match(text, then.end())
        if said is not None and _EB_NOT_DONE.search(said.group(0)):
            return True
    return False


# "하나 더 했다면", "한 줄 더 채우면": a what-if on top of the counts said
_EB_WHAT_IF = patterns.compile(
    rf"(?:하나|한\s*(?:개|줄)|(?:\d|{NATIVE})\s*(?:개|줄))\s*(?:만\s*)?더|[았었였했됐]다면|더\s*(?:했|하면|채우|채웠|완성)"
)
# "1개 남기고 다 채웠어", "하나 빼고": one short, or all but one? Not clear enough
_EB_UNCLEAR = patterns.compile(r"남기|남겨|남았|남은|빼고|말고|제외")
_EB_NOT_DONE = patterns.compile(
    # ("세로줄 하나도 없어", never "빨강도 다 모았으면": done too, it was read as none and
    # left out of the bonus, "아니요, +11점" to 21)
    r"^\s*(?:도|조차)(?!\s*(?:다\s*|모두\s*|전부\s*)?(?:모았|모으|모은|완성|채웠|채우|채운|놓았|놨|찼))"
    r"|못|모자라|모자란|부족|거의|미완성|덜|아직"
    r"|안\s*(?:됐|되|돼|채|찼|차|끝)|없|아니"
)
_EB_COLOUR = patterns.compile(
    rf"(?:(?:한|같은)\s*색\s*(?:타일\s*)?(?:5|다섯)\s*(?:개|장)\s*(?:을|를)?\s*(?:다\s*|모두\s*|전부\s*)?"
    rf"(?:놓은|모은|채운|붙인)\s*(?:거|것|게|색)?|색\s*(?:세트|완성)|"
    rf"다섯\s*(?:개|장)\s*다\s*(?:놓은|모은)\s*색)\s*(?:이|가|을|를|은|는|도)?\s*(\d|{NATIVE}|하나)\s*(?:개)?"
)
_EB_BEFORE = patterns.compile(
    r"(\d{1,3})\s*점(?:인데|이고|이었|에서|까지|이에요|예요|입니다|이구요|이요)"
)
# "빨강 타일 5개 벽에 다 놓으면": one colour's five tiles placed, one colour done
_EB_ONE_COLOUR = patterns.compile(
    rf"(?:{_AZ_COLOUR})\s*(?:색)?\s*(?:타일\s*)?(?:을|를|이|가)?\s*(?:5|다섯)\s*(?:개|장)\s*(?:을|를|이|가|은|는|도)?\s*"
    r"(?:(?:다|모두|전부)\s*(?=벽))?(?:벽\s*(?:에|에다)?\s*)?(?:다\s*|모두\s*|전부\s*)?"
    r"(?:놓으면|놓았|놓은|놨|모으면|모았|모은|채우면|채웠|채운|붙이면|붙였|붙인|깔면|깔았"
    # ("가로줄 1개, 세로줄 2개, 빨강 5개를 완성했으면": the list's one verb)
    r"|완성\s*(?:하면|했|한))"
)
# one colour, not named, said done with its five tiles ("한 색깔 5개 다 모으면", "같은 색 다섯 개
# 다 놓았어"): one colour done, as a colour named is; never "다 놓은 거 1개" (a count follows)
# or "다 채운 건 없고" (none)
_EB_ONE_COLOUR_UNNAMED = patterns.compile(
    r"(?<![가-힣])(?:한|같은)\s*색\s*(?:깔)?\s*(?:타일\s*)?(?:을|를|이|가)?\s*(?:5|다섯)\s*(?:개|장)\s*"
    r"(?:을|를|이|가|은|는|도)?\s*(?:벽\s*(?:에|에다)?\s*)?(?:다\s*|모두\s*|전부\s*)?"
    r"(?:놓으면|놓았|놨|모으면|모았|채우면|채웠|붙이면|붙였|완성\s*(?:하면|했))"
    r"(?![^.?!]{0,12}(?:없|못|안\s|아니|\d|하나))"
)
# "색깔 1개", "색 세트 2개": the colours done, said shortly
_EB_COLOUR_SHORT = patterns.compile(
    rf"(?<![가-힣])색\s*(?:깔)?\s*(?:세트)?\s*(?:을|를|이|가|은|는|도)?\s*(\d|{NATIVE}|하나)"
    # ("색 두 가지 완성하면": colours counted as kinds)
    r"(?:\s*(?:개|세트|가지)|(?=\s*(?:다\s*)?(?:완성|모으|모았|모은|채우|채웠|채운)))"
)
# a kind of line, or a colour, said and left with no count read ("색깔도 하나 완성", "노랑 다
# 모았어"): what it adds is not known, never none (unless said to be none: "세로줄은 없어")
_EB_KIND_LEFT = patterns.compile(rf"가로|세로|색|{_AZ_COLOUR}")
# a short colour count is one of colours done only when the question says so ("색깔 1개
# 완성", "색 세트 2개"); "색깔 2개 모으면" may be two tiles
_EB_SHORT_DONE = patterns.compile(r"완성|세트|다\s*(?:모으|모았|모은|채우|채웠|채운|놓)")
# another count said of the same lines, after they are said not to be complete ("4개 거의 다
# 채웠고 하나 완성했어", "3개 중 1개는 못 채웠어"), or not all of them ("3개 다 못 채웠어":
# none, or not every one?): how many are, then?
_EB_SOME_DONE = patterns.compile(
    rf"(?<![가-힣])(?:\d|{NATIVE})\s*(?:개|줄)?\s*(?:는|은|만|이|가|도)?\s*(?:다\s*)?"
    r"(?:완성|채웠|채운|채워|찼|못|안\s)"
    r"|^\s*(?:를|을)?\s*다\s*(?:못|안)\s*(?:채|찼|차|완성|모)"
)
# "보너스 있어?", "보너스 줘?": the bonus asked with no 몇 점
_EB_ASKS_MORE = patterns.compile(r"보너스\s*(?:도|는|가)?\s*(?:있|줘|주|받|나와|나오|생기|생겨)")


# the bonus asked of a round, or of a game not over ("라운드마다 보너스 받아?", "근데 게임 안
# 끝났어"): the end bonus is scored once, when the game ends
# ("마지막 라운드 감점까지 끝내고": the game's last round, over)
_EB_NOT_YET = patterns.compile(
    r"(?<!마지막)(?<!마지막\s)라운드|매\s*번|(?:안|못)\s*끝|끝나지\s*않|아직|도중|중간|언제|바로|즉시"
)


def _eb_said_none(text: str, end: int) -> bool:
    """Whether what follows a kind said with no count says there is none of it ("세로줄은
    없어"), through a list that ends in it ("세로줄이나 색 세트는 없어")."""
    while True:
        said = _EB_SAID.match(text, end)
        part = said.group(0) if said else ""
        if _EB_NOT_DONE.search(part):
            return True
        joined = re.search(r"(?:이나|나|이랑|랑|과|와|하고|및|,)\s*$", part)
        after = _EB_KIND_LEFT.match(text, end + len(part))
        if joined is None or after is None:
            return False
        end = after.end()


# the bonus the question guesses, after the bonus is named and with no number after it:
# "보너스 14점 맞지?", "세로줄 3개면 보너스 21점?", "보너스 5점 아니야?" ("게임 끝나고 10점이야?"
# may be the final score: not a guess of the bonus)
_EB_GUESS = patterns.compile(
    r"(?<!\d)(\d{1,3})\s*점\s*(?:이|을|를)?\s*"
    r"(?=맞|이지|지\s*[?？]|지$|이야|야\s*[?？]|야$|인가|이죠|죠|아니|아냐|[?？]|$|진짜|정말"
    # ("보너스 2점인 거 맞지?": the guess said as a thing, then checked)
    r"|인\s*(?:거|게|건)\s*(?:맞|아니|아냐)|이에요|예요|에요"
    # ("보너스 4점 받는 거 맞지?", "10점 더 받지?": the bonus guessed as received)
    r"|(?:더\s*)?받(?:는\s*(?:거|게|건)|지|죠|아\s*[?？]|나)"
    # ("보너스 7점 준대", "10점 준다던데": the bonus heard as given)
    r"|(?:더\s*)?준(?:대|다던|다는|다며|다고)"
    # ("보너스 7점 못 받는대", "10점 안 준대": the bonus heard denied, a claim that
    # :func:`_heard_denied` turns; it was not read)
    r"|(?:안|못)\s*(?:더\s*)?(?:받는|받|준|주)(?:대|다던|다는|다며|다고|는대|는다던|는다는)"
    # heard from another player ("친구가 보너스 4점이래", "7점이라는데", "10점이라고 하던데")
    r"|이?래(?![가-힣])|이?래요|이?라(?:는|던|고|네|더)|이?란다)"
)


# the points said before the bonus ("2점 보너스 맞지?"): the bonus guessed, as "보너스 2점 맞지?"
_EB_POINTS_FIRST = patterns.compile(
    r"(?<![\d-])(\d{1,3}\s*점)\s*(?:짜리\s*)?보너스(?:\s*(?:가|는|이|도))?"
)
# a row or a column said complete with no count ("세로줄 완성하면 보너스 7점 맞아?", "세로줄
# 완성 보너스 7점"): one of them, the bonus each scores (it was not read); never "다 채우면"
# (all the rows?)
_EB_ONE_LINE = patterns.compile(
    r"(?P<kind>가로|세로)\s*(?:줄)?\s*(?:을|를|이|가|은|는)?\s*"
    r"(?=(?:완성|채우|채웠|채운|채워)(?![^.?!]{0,6}?(?:\d|하나|한|두|세|네|다섯)\s*(?:개|줄)))"
)
# the bonus of a row or a column named with no count and nothing said complete ("세로줄
# 보너스 7점 맞지?", "가로줄 보너스는 7점이래"): the bonus each scores (it was not read); only
# when no count of lines is said anywhere, nor both kinds named (:func:`azul_end_bonus`)
_EB_EACH_LINE = patterns.compile(r"(?P<kind>가로|세로)\s*줄\s*(?=보너스)")
# the final score guessed after the score before the bonus ("지금 62점이고 가로 2줄 세로 1줄이면
# 최종 73점 맞지?"): checked against the score and the bonus (it was not read)
_EB_FINAL_GUESS = patterns.compile(
    r"(?:최종|총점|최종\s*점수|다\s*합치면|합쳐서)\s*(?:은|는|이|가)?\s*(?P<n>\d{1,3})\s*점\s*(?:이|인)?\s*"
    r"(?P<neg>아니|아냐)?(?=맞|이지|지\s*[?？]|지$|이야|야\s*[?？]|야$|인가|이죠|죠|아|[?？]|$|이?래|이?라)"
)
# a colour's bonus named so ("색깔 보너스 10점 아니지?", "색 보너스 10점 맞지?"): one colour
# done (it was not read); with the same checks as a row's
_EB_EACH_COLOUR = patterns.compile(r"(?<![가-힣])(?:한\s*)?색\s*(?:깔)?\s*(?=보너스)")
# the score now said just before a number ("지금 40점이야"): no guess of the bonus
_EB_SCORE_NOW = patterns.compile(r"(?:지금|현재|내\s*점수|점수\s*(?:는|가|은|이)?)\s*$")
_EB_LINES_COUNTED = patterns.compile(
    rf"(?<![가-힣])(?:\d|{NATIVE}|하나|둘|셋)\s*(?:개|줄)|완성|채우|채웠|채운|채워|색|{_AZ_COLOUR}"
)


# the bonus asked, then another case asked after it ("가로줄 2개 보너스 몇 점이고 세로줄 1개는?"):
# two answers asked (it was one for both together, "+11점"); the first 가로/세로/색 after the
# ask is the one (atomic: trying each later one too made the search cubic on long questions)
_EB_TWO_ASKS = patterns.compile(
    r"(?:몇\s*점|얼마)[가-힣]*?(?:이고|이며|고|며|[?？]+|,)\s*(?:그리고\s*|그럼\s*)?"
    r"(?>[^?？]*?(?:가로|세로|색))[^?？]*?(?:는|은|이면|면)\s*[?？]*\s*$"
)


# one colour said done, then points guessed with no word for the bonus ("색 하나 다 모으면
# 10점이지?", "한 색깔 5개 다 채우면 10점 맞아?", "빨강 5개 다 모으면 7점이래"): the colour's bonus
# guessed, as "… 보너스 10점이지?" (it was not read); a row or a column done also scores on the
# wall, so only a colour
_EB_COLOUR_DONE_POINTS = patterns.compile(
    rf"(?P<done>(?<![가-힣])(?:(?:한|같은)\s*)?(?:색\s*(?:깔)?|{_AZ_COLOUR})\s*(?:타일\s*)?"
    r"(?:을|를|이|가)?\s*(?:하나|한\s*개|1\s*개|5\s*개|다섯\s*개|5\s*장|다섯\s*장)?\s*(?:을|를|이|가)?\s*"
    r"(?:벽에\s*)?(?:다|모두|전부)\s*(?:모으면|모았|채우면|채웠|놓으면|놓았|놨)[가-힣]{0,3}\s*,?\s*"
    # ("색 두 가지 완성하면 20점 받지?": colours counted as kinds, done)
    rf"|(?<![가-힣])색\s*(?:깔)?\s*(?:\d|{NATIVE})\s*가지\s*(?:를|을|가|이)?\s*(?:다\s*|모두\s*|전부\s*)?"
    r"(?:완성하면|완성했|모으면|모았|채우면|채웠)[가-힣]{0,3}\s*,?\s*"
    # ("색깔 2개 완성했으면 20점 더 받는 거지?": colours said done, as :data:`_EB_SHORT_DONE`)
    rf"|(?<![가-힣])색\s*(?:깔)?\s*(?:\d|{NATIVE})\s*개\s*(?:를|을|가|이)?\s*(?:다\s*)?"
    r"완성(?:하면|했으면|했는데|했어|이면)\s*,?\s*)"
    r"(?=(?<!\d)\d{1,2}\s*점\s*(?:이지|지|이야|맞|이죠|죠|이래|래|이라|아니|아냐|[?？]"
    r"|(?:더\s*)?받(?:지|죠|아|는|나)|(?:더\s*)?준(?:대|다)))"
)


# a row or a column said done, then points guessed with no word for the bonus ("가로줄 다
# 채우면 2점이지?", "세로줄 2개 완성하면 14점이래", "가로줄 완성하면 2점 더 받지?"): the points
# may be the bonus, or what the wall gives the tile that completes it; read as the bonus only
# when the guess is the bonus (:func:`azul_end_bonus`), "다 채우면" as one line filled
_EB_LINE_DONE_POINTS = patterns.compile(
    rf"(?<![가-힣])(?P<kind>가로|세로)\s*(?:줄|라인)?\s*(?:(?P<n>\d|{NATIVE}|하나)\s*(?:개|줄)?)?\s*"
    r"(?:을|를|이|가|은|는)?\s*(?:다\s*|모두\s*|전부\s*|꽉\s*)?"
    r"(?:완성(?:하면|했으면|되면|시키면|하고|했는데|했어)?|채우면|채웠으면|채워지면|채웠어|채웠는데)\s*,?\s*"
    r"(?=(?<!\d)\d{1,3}\s*점\s*(?:을|를|이)?\s*(?:더\s*)?"
    r"(?:이지|지|이야|맞|이죠|죠|이래|래|이라|아니|아냐|받|준|인\s*(?:거|게|건)|[?？]|$))"
)


def _eb_line_done(match: re.Match[str]) -> str:
    """A row or a column said done before a guess, said as its bonus guessed."""
    n = match.group("n") or "1개"
    return f"{match.group('kind')}줄 {n}{'' if n.endswith('개') else '개'} 완성 보너스 "


# no bonus claimed ("가로줄 완성해도 보너스 없대", "보너스 못 받지?", "보너스 안 줘?", "보너스
# 못 받는대"): a guess of 0 points, checked as "보너스 0점이지?" is (it was not read); never
# "없나요?" nor "받아?", which ask rather than claim
_EB_NONE = patterns.compile(
    r"(?<![가-힣])보너스\s*(?:는|가|도|를|을)?\s*(?:하나도\s*|전혀\s*|아예\s*)?"
    r"(?:없(?P<none>는\s*(?:거|게|건|것)|지|죠|어요|어|음|다며|다던데|다는데|다고|대요|대|답니다|다더라)"
    r"|(?:못|안)\s*준(?P<gave>대요|대|다며|다던데|다는데|다고)"
    r"|(?:못|안)\s*(?:받|줘|줌|주)(?P<not>는\s*(?:거|게|건|것)|지|죠|아요|아|음|는다며|는다던데|는다는데"
    r"|는다고|는대요|는대|는답니다|는다더라|다며|대요|대|다던데|다는데|다고|요)?)"
    r"(?=[^.?!？]{0,12}(?:[?？]|$)|\s*[.,!~]+\s*(?:그게\s*|그거\s*|그\s*말\s*)?(?:맞|진짜|정말|사실))"
)
# the ending of "none" said of points, as said of 0점: "보너스 없지?" → "보너스 0점이지?", "감점
# 없대" → "감점 0점이래" (the bonus and the floor readers)
_NONE_ENDS = {
    "지": "이지",
    "죠": "이죠",
    "어요": "이에요",
    "어": "이야",
    "음": "임",
    "다며": "이라며",
    "다던데": "이라던데",
    "다는데": "이라는데",
    "다고": "이라고",
    "대요": "이래요",
    "대": "이래",
    "답니다": "이랍니다",
    "다더라": "이라더라",
    "아요": "이에요",
    "아": "이야",
    "요": "이에요",
    "는다며": "이라며",
    "는다던데": "이라던데",
    "는다는데": "이라는데",
    "는다고": "이라고",
    "는대요": "이래요",
    "는대": "이래",
    "는답니다": "이랍니다",
    "는다더라": "이라더라",
}


def _eb_none(match: re.Match[str]) -> str:
    end = match.group("none") or match.group("not") or match.group("gave") or ""
    if not end:  # "보너스 못 받?": no ending, a question mark after it
        return "보너스 0점이야"
    if re.match(r"는\s*(?:거|게|건|것)$", end):
        return f"보너스 0점인 {end[-1]}"
    return f"보너스 0점{_NONE_ENDS[end]}"


# a tile placed at a spot of the wall ("가로 4개 세로 4개 있는 칸에 놓으면 보너스까지 몇점?"):
# its counts are the tiles beside it, not rows and columns done (it was read as four rows and
# four columns, "+36점")
_EB_PLACED = patterns.compile(
    r"(?:칸|자리)\s*+(?:에다가|에다|에)?\s*+(?:타일\s*+)?(?:하나\s*+|한\s*+(?:개|장)\s*+)?(?:을|를)?\s*+"
    r"(?:놓|놔|둬|두|붙이|붙여|넣)"
)


def azul_end_bonus(text: str) -> Computed | None:
    """The end-of-game bonus for so many complete rows, columns and colours, and the final
    score when the question gives the score before it; a bonus guessed is confirmed or said
    to be wrong."""
    from tutor.games.azul.scoring import bonus_points

    if _EB_TWO_ASKS.search(text) or _EB_PLACED.search(text):
        return None
    lines_guessed = False  # a row or a column done, its points guessed with no word for the bonus
    if "보너스" not in text and len(re.findall(r"\d{1,3}\s*점", text)) == 1:
        text = _EB_COLOUR_DONE_POINTS.sub(r"\g<done>보너스 ", text)
        if "보너스" not in text and len(_EB_LINE_DONE_POINTS.findall(text)) == 1:
            text = _EB_LINE_DONE_POINTS.sub(_eb_line_done, text)
            lines_guessed = True
    text = _EB_POINTS_FIRST.sub(r"보너스 \1", text)
    if "보너스" in text and (_EB_ASKS.search(text) or re.search(r"\d\s*점", text)):
        text = _EB_ONE_LINE.sub(r"\g<kind>줄 1개 ", text)
        each = [*_EB_EACH_LINE.finditer(text), *_EB_EACH_COLOUR.finditer(text)]
        if len(each) == 1 and not _EB_LINES_COUNTED.search(_EB_EACH_COLOUR.sub(" ", text)):
            text = _EB_EACH_LINE.sub(r"\g<kind>줄 1개 완성 ", text)
            text = _EB_EACH_COLOUR.sub("색 세트 1개 ", text)

    if _eb_list_not_done(text):
        return None
    final_at = _EB_FINAL_GUESS.search(text)
    final_guess = int(final_at.group("n")) if final_at else None
    final_negative = bool(final_at and final_at.group("neg"))
    if final_at is not None:
        if re.search(r"\d", text[final_at.end() :]):
            return None
        text = text[: final_at.start()] + " 최종 몇 점 " + text[final_at.end() :]
    asked = text  # (the question as asked, before counts are cut out)
    guesses = [
        g
        for g in _EB_GUESS.finditer(text)
        if re.search(r"보너스", text[: g.start()])
        and not re.search(r"\d", text[g.end() :])
        # ("… 보너스 몇점이야 지금 40점이야": the score now, never a guess of the bonus (it
        # was checked as one, "아니요, +11점입니다"))
        and not _EB_SCORE_NOW.search(text[: g.start()])
    ]
    guess = int(guesses[0].group(1)) if len(guesses) == 1 else None
    if guesses:
        # "… 14점 아니야?": asked in the negative, where 네/아니요 would read backwards
        guess_negative = bool(
            re.match(r"\s*(?:이|가)?\s*(?:아니|아닌|아냐)", text[guesses[-1].end() :])
        )
        text = text[: guesses[-1].start()] + " " + text[guesses[-1].end() :]
    if not (
        _EB_CUE.search(text)
        and (_EB_ASKS.search(text) or _EB_ASKS_MORE.search(text) or guess is not None)
    ):
        return None
    if "바닥" in text or _EB_WHAT_IF.search(text):
        return None
    if re.search(r"라운드\s*마다|매\s*라운드|(?:안|못)\s*끝|끝나지\s*않|아직", text):
        return None  # the bonus of a round, or of a game not over: scored once, at its end
    found: dict[str, int] = {}
    one = list(_EB_ONE_COLOUR.finditer(text)) or list(_EB_ONE_COLOUR_UNNAMED.finditer(text))
    if len(one) > 1 or (
        one
        and (
            _EB_COLOUR.search(text)
            # (not the one colour's own words: "한 색깔 5개 다 모으면")
            or any(
                not one[0].start() <= m.start() < one[0].end()
                for m in _EB_COLOUR_SHORT.finditer(text)
            )
        )
    ):
        return None
    if one and (
        len({_AZ_COLOUR_OF[m.group(0)] for m in re.finditer(_AZ_COLOUR, text)}) > 1
        or _EB_NOT_YET.search(text)
        or re.search(
            r"줄\s*(?:에|에다|으로|로)(?!\s*도)", text
        )  # "가로 한 줄에": where, not a bonus
    ):
        return None  # "… 보너스 있어? 파랑도": another colour said; or the game not over
    if one:
        found["colours"] = 1
        text = text[: one[0].start()] + " ¶ " + text[one[0].end() :]
    elif not _EB_COLOUR.search(text):
        short = list(_EB_COLOUR_SHORT.finditer(text))
        if len(short) > 1:
            return None
        if short and not (
            "세트" in short[0].group(0) or _EB_SHORT_DONE.search(text, short[0].end())
        ):
            return None
        if short:
            word = short[0].group(1)
            n = 1 if word == "하나" else count_word(word)
            said = _EB_SAID.match(text, short[0].end())
            if n is None or n > 5 or (said and _EB_UNCLEAR.search(said.group(0))):
                return None
            if n == 5 and "세트" not in short[0].group(0):
                return None  # "색 5개 다 모았으면": five colours, or one colour's five tiles?
            if said and _EB_NOT_DONE.search(said.group(0)):
                n = 0
            found["colours"] = n
            text = text[: short[0].start()] + " ¶ " + text[short[0].end() :]
    for key, pattern in (("colours", _EB_COLOUR), ("rows", _EB_ROW), ("columns", _EB_COLUMN)):
        matches = list(pattern.finditer(text))
        if len(matches) > 1:
            return None
        if matches:
            word = matches[0].group(1)
            n = 1 if word == "하나" else count_word(word)
            if n is None or n > 5:
                return None
            said = _EB_SAID.match(text, matches[0].end())
            if said and _EB_UNCLEAR.search(said.group(0)):
                return None
            if said and _EB_NOT_DONE.search(said.group(0)):
                if _EB_SOME_DONE.search(said.group(0)):
                    # "가로줄 4개 거의 다 채웠고 하나 완성했어": some of them done (it was
                    # read as none, "+0점")
                    return None
                n = 0  # "하나도 없어", "못 채웠어": no complete line of that kind
            found[key] = n
            # cut out, and a stop in its place: what is said of the next count does not run
            # on into this one's words ("세로줄 2개 완성, 가로줄은 한 개도 없어")
            text = text[: matches[0].start()] + " ¶ " + text[matches[0].end() :]
    if not found:
        return None
    if any(not _eb_said_none(text, left.end()) for left in _EB_KIND_LEFT.finditer(text)):
        return None
    before_at = _EB_BEFORE.search(text)
    before = int(before_at.group(1)) if before_at else None
    rest = _EB_BEFORE.sub(" ", PLAYER_COUNT.sub(" ", text))
    if re.search(r"\d", rest):
        return None  # a number that is no count
    if guesses and (guess is None or before is not None):
        return None  # two guesses, or a guess beside the score before: of the bonus, or the final?
    rows, columns, colours = found.get("rows", 0), found.get("columns", 0), found.get("colours", 0)
    whole = ""
    if 5 in (rows, columns, colours):
        # five of a kind complete is the whole wall, every row, column and colour ("가로줄
        # 다섯 개 다 채우면" was read with no column or colour: +10점, where it is +95점);
        # another kind said short of five is no wall there is
        if any(found.get(key, 5) != 5 for key in ("rows", "columns", "colours")):
            return None
        if len(found) < 3:
            whole = " (벽 25칸이 모두 찬 것이라 가로줄·세로줄·색이 모두 완성)"
        rows = columns = colours = 5
    points, breakdown = bonus_points(rows, columns, colours)
    if not points and not all(kind in asked for kind in ("가로", "세로", "색")):
        # "가로줄 하나도 완성 못 했으면 보너스 0점이지?": none of the kinds said, the others
        # not said at all, which could still score (before, "네, +0점", the others taken as none)
        return None
    if lines_guessed and (guess != points or guess >= 5 * (rows + columns)):
        # a guess that is no bonus (the wall's points of the tile, or wrong?), or one the wall
        # could give too: the tile that completes a line scores 5 points or more, so "세로줄
        # 완성하면 7점" may be the wall's (a column's 5 and a row's 2), where "가로줄 … 2점" is not
        return None
    verdict = f"+{points}점" + (f" (최종 {before + points}점)" if before is not None else "")
    right: bool | None = None
    if final_guess is not None:
        if before is None or guesses:
            return None  # a final score guessed with no score before, or a bonus guessed too
        right = final_guess == before + points
        verdict = f"최종 {before + points}점입니다 (보너스 +{points}점)"
        if not final_negative:
            verdict = f"{'네' if right else '아니요'}, {verdict}"
    elif guess is not None:
        right = guess == points
        if not guess_negative:
            verdict = f"{'네' if right else '아니요'}, +{points}점입니다"
        # (asked in the negative, "보너스 7점 아니야?": the bonus alone, coloured as the
        # guess's truth, as the house colours every question asked in the negative)
    elif (
        points
        and before is None
        and _EB_ASKS_MORE.search(asked)
        and not _EB_ASKS.search(asked)
        and not NEGATIVE_ASK.search(asked)
    ):
        # "빨강 5개 다 놓으면 보너스 있어?", "보너스 받아?": whether there is one (it was the
        # bonus alone, with no 네); asked in the negative ("보너스 없어?"), plain
        right = True
        verdict = f"네, +{points}점입니다"
    case = f"완성한 가로줄 {rows}개, 세로줄 {columns}개, 다섯 장을 다 놓은 색 {colours}개{whole}"
    if before is not None:
        case += f", 보너스 전 {before}점"
    details = [f"최종 보너스: {breakdown}."]
    if lines_guessed:
        details.append(
            "이 점수는 게임이 끝날 때 더하는 보너스입니다. 줄을 채운 마지막 타일은 벽에 붙일 때 "
            "맞닿은 타일만큼 따로 점수를 받습니다."
        )
    if before is not None:
        details.append(f"{before}점 + {points}점 = {before + points}점.")
    return Computed(
        AZUL,
        "azul-end-bonus",
        verdict,
        f"게임 끝 보너스는 {points}점입니다.",
        case,
        details,
        [RULE_BONUS],
        right,
    )


# -- who wins on a tie ---------------------------------------------------------------------
# "둘 다 71점이에요. 저는 가로줄 2개 완성했고 친구는 1개요. 누가 이겨요?"
_WIN_ASKS = patterns.compile(
    r"누가\s*이|승자|우승|이겨|이기|이긴\s*(?:거|게|건)"
    # ("내가 이김?": the win asked in chat)
    r"|(?<![가-힣])이김(?![가-힣])"
    # ("내가 지는 거지?": the asker's loss)
    r"|(?:내가|제가|나|저)\s*(?:지는\s*(?:거|게|건)|져(?:요)?\s*[?？]|짐\s*[?？]*\s*$)"
)
_WIN_OWNER = patterns.compile(
    r"(?P<me>저는|전|나는|난|내가|제가)|(?P<them>친구는|친구가|상대는|상대가|상대방은"
    # ("친구도 65점이고": the other player's score, the same as the asker's)
    r"|(?<![가-힣])(?:친구|상대|상대방)도(?=\s*\d)"
    # ("동생이 0개야", "형은 2개"): another player named by who they are
    r"|(?<![가-힣])(?:상대방|동생|형|누나|언니|오빠)(?:은|는|이|가)(?![가-힣])"
    # ("가로줄 나 3개 상대 2개", "나 80점 … 친구 80점"): a player named bare before a number
    r"|(?<![가-힣])(?:상대방|상대|친구|동생|형|누나|언니|오빠)(?=\s*\d))"
    # ("나 가로줄 3개 친구 3개": the asker named bare before the rows)
    r"|(?P<me2>(?<![가-힣])나(?=\s*(?:\d|가로)))"
)
_WIN_BOTH = patterns.compile(
    r"둘\s*다\s*(\d{1,3})\s*점|(\d{1,3})\s*점\s*(?:으로|로)?\s*(?:동점|같)"
    # ("점수 똑같이 50점이고": level, the value said after)
    r"|점수\s*(?:가|는|도)?\s*(?:똑\s*)?같이\s*(\d{1,3})\s*점"
)
# both players' rows said at once, before the count ("둘 다 가로줄 2개면"): the rows level
_WIN_ROWS_BOTH_FIRST = patterns.compile(
    rf"둘\s*다\s*가로\s*줄?\s*(?:은|는|이|가|도)?\s*(\d|{NATIVE}|하나)\s*(?:개|줄)(?:\s*씩)?"
)
_WIN_ROWS = patterns.compile(
    rf"(?:(?:가로|세로)\s*줄?\s*(?:을|를|이|가|은|는|도)?\s*)?(\d|{NATIVE}|하나)\s*(?:개|줄)"
)
_WIN_KIND = patterns.compile(r"가로|세로")
_WIN_WHAT_IF = _EB_WHAT_IF
# a third player: "다른 친구는 90점", "셋 다", "세 명"
_WIN_THIRD = patterns.compile(
    r"다른\s*(?:친구|사람|플레이어|분)|(?<![가-힣])(?:셋|넷)|세\s*명|네\s*명|모두\s*\d+\s*점"
)
# "점수가 똑같으면", "동점이면": the scores equal, their value not said
_WIN_SAME = patterns.compile(
    r"점수\s*(?:가|는|도)?\s*(?:똑\s*)?같(?!지|진|지는|다고)|동점\s*(?:이면|일\s*때|인데|이야|이고|이라)"
)
# what is said of a count: "2개 완성 못 했고" (none complete)
_WIN_NOT_DONE = patterns.compile(
    r"못|모자라|부족|거의|미완성|덜|안\s*(?:됐|되|돼|채|찼|차|끝)|없|아직"
)
_WIN_POINTS = patterns.compile(r"(\d{1,3})\s*점")


# "동점인데 완성한 가로줄 개수도 같으면 어떻게 돼요?": the scores and the rows both level
_WIN_TIE = patterns.compile(r"동점|점수\s*(?:가|는|도)?\s*(?:똑\s*)?같")
_WIN_ROWS_SAME = patterns.compile(
    r"가로\s*줄?\s*(?:을|를|이|가|은|는|도)?\s*(?:완성\S*\s*)?(?:개수|갯수|수|숫자|개)?\s*"
    r"(?:까지|도|가|이|는)?\s*(?:똑\s*)?같(?!지|진|지는|다고)"
)
_WIN_TIE_ASKS = patterns.compile(
    r"누가|승자|우승|이겨|이기|어떻게|어케|어떡|결과|판정|공동|무승부|비기"
)


# the tie denied, not known, or changed after it was said
_WIN_LEVEL_NOT = patterns.compile(
    r"아니|아닌|아냐|아님|않|모르|(?:는|은|인|을)지|확실|아마|(?:였|었)다가|(?:였|었)는데|감점|바닥"
    r"|받고|받으면|받아서|보너스|되면|될\s*(?:것|거)|(?<![가-힣])안\s"
)


_WIN_ROWS_BOTH = patterns.compile(
    rf"가로\s*줄?\s*(?:은|는|도|이|가)?\s*(?:둘\s*다|서로|똑같이|각각)\s*(?:\d|{NATIVE}|하나)\s*(?:개|줄)"
    r"(?:\s*씩)?\s*(?:이|으로|로)?(?=\s*(?:면|고|이면|인데|이고|야|이야|[,.]))"
)
_WIN_ROWS_EACH = patterns.compile(
    rf"가로\s*줄?\s*(?:은|는|도|이|가)?\s*(?:\d|{NATIVE}|하나)\s*(?:개|줄)\s*씩\s*(?:으로|로)?\s*(?=(?:똑\s*)?같)"
)


def _winner_level(text: str) -> Computed | None:
    """Two players level on points and on complete rows: the engine's ranking shares the
    win."""
    from tutor.games.azul.scoring import winners_by

    both = list(_WIN_BOTH.finditer(text))
    if len(both) == 1:  # "둘 다 60점이고": level on points, their value not needed
        text = text[: both[0].start()] + " 동점 " + text[both[0].end() :]
    # "가로줄 둘 다 2개면", "가로줄도 2개씩 같으면": the rows level, their number not needed
    # (a count was taken for a number the tie does not read, and it was not read)
    text = _WIN_ROWS_EACH.sub("가로줄 수도 ", _WIN_ROWS_BOTH.sub("가로줄 수도 같", text))
    if re.search(r"\d|세로|색|셋|넷|세\s*명|네\s*명|다른", text) or _WIN_WHAT_IF.search(text):
        return None
    if not (_WIN_TIE.search(text) and _WIN_ROWS_SAME.search(text) and _WIN_TIE_ASKS.search(text)):
        return None
    if _WIN_NOT_DONE.search(text) or re.search(r"다르|차이|많|적", text):
        return None
    if _WIN_LEVEL_NOT.search(text):
        return None  # "동점 아닌데", "같은지 모르겠어", "동점이었다가 감점 받고": not level
    won = winners_by([0, 0], [1, 1])
    if len(won) != 2:
        return None
    guess = _WIN_GUESS.search(text)  # "공동 우승이지?", "내가 이기지?"
    right = None if guess is None else bool(guess.group("tie"))
    return Computed(
        AZUL,
        "azul-winner",
        "공동 우승입니다" if right is None else f"{'네' if right else '아니요'}, 공동 우승입니다",
        "점수도 완성한 가로줄 수도 같아 함께 우승합니다.",
        "점수 같음, 완성한 가로줄 수도 같음",
        [
            "점수가 같으면 완성한 가로줄이 더 많은 사람이 이기고, 그것도 같으면 함께 "
            "우승합니다(세로줄이나 색은 동점을 가르지 않습니다)."
        ],
        [RULE_WINNER],
        right,
    )


# the winner the question guesses, at its end ("내가 이기지?", "친구가 이기는 거 맞지?", "공동
# 우승이지?"): checked (it was answered by the winner alone, with no 네/아니요); never asked
# in the negative ("내가 이기는 거 아니야?")
_WIN_GUESS = patterns.compile(
    r"(?:(?P<me>내가|제가|나|저)|(?P<them>친구가|상대가|상대방이|친구|상대|걔가"
    r"|(?<![가-힣])(?:동생|형|누나|언니|오빠)(?:이|가)?))\s*"
    r"(?:이기(?:지|죠|는\s*(?:거|게|건)\s*(?:맞[가-힣]*|지|죠|야|예요|에요)|나요|냐|니|는\s*건가[가-힣]*)"
    # ("내가 이겨?", "나 이김?": asked plainly, as "내가 이기지?")
    r"|이겨(?:요)?(?=\s*[?？])|이김"
    # ("내가 이긴 거 맞지?": the winner said in the past, the game over)
    r"|이긴\s*(?:거|게|건)\s*(?:맞[가-힣]*|지|죠|야|예요|에요)"
    # ("내가 이기는 거 아니야?", "… 아니래": the guess asked, or heard, in the negative; the
    # positive guess's 네/아니요, which the shared reading makes plain, or turns for a claim
    # heard (it was the winner alone, its card uncoloured)
    r"|이기는\s*(?:거|게|건)\s*(?:아니|아냐|아님)[가-힣]*(?:\s*[.,]?\s*맞[가-힣]*)?)"
    r"\s*[?？!.~]*\s*$"
    # ("내가 지는 거지?", "나 져?": the asker's loss guessed, the other player's win)
    r"|(?P<lose>내가|제가|나|저)\s*"
    r"(?:지는\s*(?:거|게|건)\s*(?:맞[가-힣]*|지|죠|야|예요|에요)|져(?:요)?(?=\s*[?？])|짐)"
    r"\s*[?？!.~]*\s*$"
    r"|(?P<tie>공동\s*(?:우승|1등|승리))\s*(?:이지|이죠|인가요|인가|이야|맞[가-힣]*|이\s*맞[가-힣]*|(?=\s*[?？]))"
    r"\s*[?？!.~]*\s*$"
)


def azul_winner(text: str) -> Computed | None:
    """Who wins when two players' final scores and complete rows are named, by the engine's
    ranking (the most points, then the most complete rows)."""
    from tutor.games.azul.scoring import winners_by

    level = _winner_level(text)
    if level is not None:
        return level
    if not _WIN_ASKS.search(text) or "가로" not in text:
        return None
    if _WIN_WHAT_IF.search(text) or _WIN_THIRD.search(text):
        return None  # a what-if on the counts said, or a third player
    if len(players_said := {n for n in re.findall(r"(\d)\s*(?:인|명)", text)}) > 1 or (
        players_said and players_said != {"2"}
    ):
        return None
    rows_both = list(_WIN_ROWS_BOTH_FIRST.finditer(text))
    level_rows: int | None = None
    if len(rows_both) > 1:
        return None
    if rows_both:
        word = rows_both[0].group(1)
        level_rows = 1 if word == "하나" else count_word(word)
        if level_rows is None or level_rows > 5:
            return None
        # ("나 45점 친구 45점 둘 다 가로줄 2개면": it was read as the last player's alone)
        text = text[: rows_both[0].start()] + " " + text[rows_both[0].end() :]
    owners = list(_WIN_OWNER.finditer(text))
    if len({"me" if (m.group("me") or m.group("me2")) else "them" for m in owners}) != 2:
        return None
    both = _WIN_BOTH.search(text)
    scores: dict[str, int] = {}
    rows: dict[str, int] = {}
    columns: set[str] = set()  # players said to have complete columns (no tie-breaker)
    for n, m in enumerate(owners):
        who = "me" if (m.group("me") or m.group("me2")) else "them"
        end = owners[n + 1].start() if n + 1 < len(owners) else len(text)
        segment = text[m.end() : end]
        points = _WIN_POINTS.search(segment)
        if points and not (both and both.start() >= m.end() and both.end() <= end):
            if who in scores and scores[who] != int(points.group(1)):
                return None
            scores[who] = int(points.group(1))
            # blanked, not cut: the counts' places below are the question's
            segment = (
                segment[: points.start()] + " " * len(points.group(0)) + segment[points.end() :]
            )
        counts = list(_WIN_ROWS.finditer(segment))
        for k, counted in enumerate(counts):
            word = counted.group(1)
            value = 1 if word == "하나" else count_word(word)
            if value is None or value > 5:
                return None
            tail = segment[counted.end() : counts[k + 1].start() if k + 1 < len(counts) else None]
            if _EB_UNCLEAR.search(tail):
                return None
            if _WIN_NOT_DONE.search(tail):
                value = 0  # "가로줄 2개 완성 못 했고": none complete
            # rows or columns: the last of the two words said before the count, in the
            # whole question ("친구는 1개": the kind said before it)
            kinds = _WIN_KIND.findall(
                text[: m.end() + counted.start() + counted.group(0).find(word)]
            )
            if not kinds:
                return None
            if kinds[-1] == "세로":
                columns.add(who)
                continue
            if who in rows and rows[who] != value:
                return None  # two row counts for one player
            rows[who] = value
    if both:
        value = int(next(g for g in both.groups() if g))
        scores = {"me": value, "them": value}
        if len(_WIN_POINTS.findall(text)) != 1:
            return None  # other points beside the tie's
    elif not scores and _WIN_SAME.search(text) and not _WIN_POINTS.search(text):
        scores = {"me": -1, "them": -1}  # the same score, not said which
    if level_rows is not None:
        if rows or columns:
            return None  # rows said of both and of one: which is it?
        rows = {"me": level_rows, "them": level_rows}
    for who in columns - set(rows):
        if set(rows) | columns != {"me", "them"}:
            return None
        rows[who] = 0  # only columns said: no complete row
    if set(scores) != {"me", "them"} or set(rows) != {"me", "them"}:
        return None
    won = winners_by([scores["me"], scores["them"]], [rows["me"], rows["them"]])
    winner = "내가" if won == [0] else "상대가"  # the subject: 나 → 내가
    verdict = "공동 우승입니다" if len(won) > 1 else f"{winner} 이깁니다"
    if scores["me"] != scores["them"]:
        why = "점수가 더 높은 사람이 이깁니다."
    elif len(won) > 1:
        why = "점수도 완성한 가로줄 수도 같아 함께 우승합니다."
    else:
        why = f"점수가 같아 완성한 가로줄이 더 많은 {winner} 이깁니다."
    details = [
        "점수가 같으면 완성한 가로줄이 더 많은 사람이 이기고, 그것도 같으면 함께 우승합니다."
    ]
    if scores["me"] < 0:
        case = f"점수 같음, 나 가로줄 {rows['me']}개, 상대 가로줄 {rows['them']}개"
    else:
        case = (
            f"나 {scores['me']}점·가로줄 {rows['me']}개, "
            f"상대 {scores['them']}점·가로줄 {rows['them']}개"
        )
    if columns:
        details.append("완성한 세로줄은 동점을 가르지 않습니다(가로줄만 셉니다).")
        case += " (세로줄은 동점을 가르지 않음"
        unsaid = [w for w in ("me", "them") if w in columns and rows[w] == 0]
        if unsaid:
            case += ", 가로줄을 말하지 않은 사람은 0개로 봄"
        case += ")"
    right: bool | None = None
    guess = _WIN_GUESS.search(text)
    if guess is not None:
        right = (
            len(won) > 1
            if guess.group("tie")
            else won == [0 if guess.group("me") else 1]
            if not guess.group("lose")
            else won == [1]
        )
        verdict = f"{'네' if right else '아니요'}, {verdict}"
    return Computed(AZUL, "azul-winner", verdict, why, case, details, [RULE_WINNER], right)


# -- the set-up for a number of players ---------------------------------------------------
# "3명이서 하면 공장 몇 개 깔아?", "아줄 4인이면 한 라운드에 타일 몇 개 나와?"
_SU_FACTORY = patterns.compile(r"공장|팩토리|진열판|factory")
_SU_TILES = patterns.compile(r"타일[^?.!]{0,12}(?:나와|나오|깔|놓|올리|올려|채우|채워|펼쳐|쓰|써)")
# the rest of a game: taking, placing, scoring
_SU_DECLINE = patterns.compile(
    r"바닥|벽|패턴|감점|점수|가져|골라|고르|중앙|남으면|남은|남아|남는|비면|없으면|떨어지|모자라|부족"
    r"|주머니|가방|bag|공급처|보급처|서플라이|supply|여름|별장|파빌리온|썸파"
    # placing tiles: on a line ("한 줄에", "5번 줄에"), in a turn, completing something
    r"|줄|라인|차례|턴|완성|한\s*번에"
)


# "3인에서 공장 7개 맞아?", "2인용이면 공장 다섯 개 맞지", "3인은 공장 6개래. 맞아?": the
# number of factories the question guesses (or a claim it reports, 래/라는데/라고)
_SU_GUESS = patterns.compile(
    rf"(?:공장|팩토리|진열판|factory)\s*(?:이|가|은|는)?\s*(\d{{1,2}}|{NATIVE})\s*개\s*"
    r"(?:맞|야\b|야\?|지\?|인가|이야|예요|에요|인지|써|쓰|깔|놓|필요|래|라는|라던|라고|이래|이라"
    # ("공장 6개 아니야?", "팩토리 9개?", "공장 7개임?": the guess asked in other words; it was
    # not read)
    r"|아니|아냐|아님|이지|죠|이죠|이냐|냐|임(?=\s*[?？]|\s*$)|(?=\s*[?？]+\s*$))"
)


def _setup_guess(players: int, said: int, text: str) -> Computed | None:
    """Whether N players use the number of factories the question guesses."""
    from tutor.games.azul import ENGINE

    if re.search(r"\d", _SU_GUESS.sub(" ", PLAYER_COUNT.sub(" ", text))):
        return None  # another number besides the players and the guess
    state, refused = set_up(ENGINE, AZUL, "azul-setup", "아줄", players, ENTRY_PLAYERS)
    if refused is not None:
        return refused
    factories = len(state.factories)
    right = factories == said
    return Computed(
        AZUL,
        "azul-setup",
        f"{'네' if right else '아니요'}, {players}명이면 공장 {factories}개입니다",
        f"{players}명이면 공장 {factories}개를 씁니다.",
        f"{players}명 게임, 공장 {said}개인지",
        [
            "공장 수: "
            + ", ".join(
                f"{n}명 {len(ENGINE.new_game(n, seed=0).factories)}개"
                for n in range(ENGINE.min_players, ENGINE.max_players + 1)
            )
            + "."
        ],
        [ENTRY_SHARED_AREA, ENTRY_FILL_FACTORIES],
        right,
    )


# the tiles of one factory asked ("공장 하나에 타일 몇 개 올려?", "공장마다 몇 장?"): the
# verdict says the four each holds first (it was the factories and the round's total alone)
_SU_EACH = patterns.compile(
    r"공장\s*(?:하나|한\s*개|1\s*개)\s*(?:에|당|마다)|공장\s*(?:마다|당)|(?:한|각)\s*공장\s*(?:에|마다|당)"
)


# the factories asked, then their count guessed in a sentence of its own ("2인플이면 팩토리 몇
# 개야? 5개 맞지?", "공장 몇개? 7개지?"): the guess of what was asked, as "공장 5개 맞지?" (it
# was the set-up alone, with no 네/아니요)
_SU_ASK_THEN_GUESS = patterns.compile(
    r"(?P<what>공장|팩토리|진열판)\s*(?:은|는|이|가)?\s*몇\s*개\s*(?:야|예요|에요|인가요|인가|임|냐|써|쓰나요|써요)?"
    # ("공장 몇개야 3인이면? 7개지?": the players said after the ask)
    r"(?P<players>\s++[2-4]\s*+(?:인|명)(?:이면|이서|일\s*+때|에서|은|는)?)?"
    rf"\s*[?？]+\s*(?P<n>\d{{1,2}}|{NATIVE})\s*개\s*"
    # ("둘이서 하면 공장 몇개? 5개?": the guess bare)
    r"(?P<tail>(?:맞|이지|지|야|죠|이죠|아니|아냐|임)[가-힣]*\s*[?？]*|[?？]+)\s*$"
)


# the factories' count guessed in Sino-Korean words ("4명이면 공장 구 개래", "3명이면 공장 칠
# 개지?"): the guess in digits (it was not read); 일 and 이 are never counted ("공장 이 개" may
# be "this one")
_SU_SINO_COUNT = patterns.compile(
    r"(?P<what>공장|팩토리|진열판)(?P<particle>\s*+(?:이|가|은|는)?)\s*+"
    r"(?P<n>십일|십이|십|삼|사|오|육|칠|팔|구)\s*+개"
)
_SU_SINO = {"삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9, "십": 10}
_SU_SINO.update({"십일": 11, "십이": 12})


def _su_sino(found: re.Match[str]) -> str:
    return f"{found.group('what')}{found.group('particle')} {_SU_SINO[found.group('n')]}개"


def azul_setup(text: str) -> Computed | None:
    """How many factories a game for N players uses and how many tiles each round shows, from
    the engine's own set-up."""
    from tutor.games.azul import ENGINE

    text = _unnamed(text)  # 아줄's 줄
    text = _SU_SINO_COUNT.sub(_su_sino, text)
    text = _SU_ASK_THEN_GUESS.sub(r"\g<players> \g<what> \g<n>개 \g<tail>", text)
    players = players_named(text)
    if players is None or _SU_DECLINE.search(text):
        return None
    guess = _SU_GUESS.search(text)
    if guess is not None and not SETUP_ASKS.search(text):
        said = count_word(guess.group(1))
        return None if said is None else _setup_guess(players, said, text)
    if not SETUP_ASKS.search(text):
        return None
    factories_asked = bool(_SU_FACTORY.search(text))
    if not (factories_asked or _SU_TILES.search(text)):
        return None
    state, refused = set_up(ENGINE, AZUL, "azul-setup", "아줄", players, ENTRY_PLAYERS)
    if refused is not None:
        return refused
    factories = len(state.factories)
    tiles = sum(sum(f) for f in state.factories)
    each = tiles // factories
    verdict = f"공장 {factories}개, 라운드마다 타일 {tiles}장"
    if _SU_EACH.search(text):
        verdict = f"공장 하나에 {each}장씩 ({verdict})"
    return Computed(
        AZUL,
        "azul-setup",
        verdict,
        f"{players}명이면 공장 {factories}개를 쓰고, 라운드마다 공장 하나에 {each}장씩 "
        f"모두 {tiles}장을 올립니다.",
        f"{players}명 게임",
        [f"공장 {factories}개 × {each}장 = {tiles}장"],
        [ENTRY_SHARED_AREA, ENTRY_FILL_FACTORIES],
        None,
    )


# -- a pattern line at the round's end ----------------------------------------------------
# "4번 줄 4칸 다 채우면 라운드 끝에 벽으로 몇 개 가고 나머지는?", "3번줄 덜 찼으면 라운드
# 끝나고 그 타일들 어떻게 돼?"
ENTRY_WHOLE_LINE = "azul.faq.whole-line-to-wall"
ENTRY_INCOMPLETE_STAYS = "azul.faq.incomplete-lines-stay"
_LT_DONE = patterns.compile(
    r"완성|(?:다|꽉|가득|전부|모두)\s*(?:차|찼|찬|채우|채워|채웠|채운|채우면)|(?:칸|개|장)\s*다\s*(?:차|찼|채)"
)
_LT_NOT_DONE = patterns.compile(
    r"덜\s*(?:찼|차|채|찬)|(?:다|꽉)\s*(?:안|못)\s*(?:찼|차|채|찬)|못\s*채|미완성"
    r"|완성\s*(?:을\s*)?(?:못|안)|안\s*(?:찼|찬|채워|채웠)"
)
# the round's end, or the tiling, said: when the line is looked at
_LT_WHEN = patterns.compile(
    r"라운드\s*(?:가|이)?\s*(?:끝|종료|마치|마무리|마지막)|라운드\s*(?:끝|종료)|벽\s*(?:으로|에|쪽으로)"
    r"|타일링|벽\s*타일\s*붙이기|점수\s*계산\s*(?:할\s*때|때|하고)"
)
_LT_ASKS = patterns.compile(
    r"어떻게|어떡|어케|어디|몇\s*(?:개|장)|버려|버리|버림|남아|남나|남는|남겨|그대로|사라|없어지"
    r"|치워|치우|뚜껑|유지|다음\s*라운드|가져가|옮겨|옮기|가나|가요|가\?|가는"
    r"|붙(?:어|나|는|을까|어요|냐)|붙여\s*[?？]|붙여요|붙이나|붙이는|붙일까|옮기나|옮기는|옮겨\s*[?？]|옮겨요"
    r"|붙일\s*수|옮길\s*수"
)
# points, a take, the floor, other games, two lines: other questions
_LT_DECLINE = patterns.compile(
    r"몇\s*점|점수|감점|보너스|가져오|가져와|공장|팩토리|중앙|가운데|바닥|회색|게임\s*(?:이\s*)?끝"
    r"|최종|둘\s*다|두\s*줄|여러\s*줄|줄\s*(?:이랑|하고|과|와|랑)|다른\s*(?:줄|사람)|\d\s*번\s*(?:째\s*)?줄\s*(?:이랑|하고|과|와|랑|,)"
    # the wall row said to hold something already, or to have no room: a case the base
    # game's lines never reach (or the gray wall's)
    r"|이미|벌써|벽\s*(?:의\s*)?(?:\d|첫|두|세|네|다섯)|없으면|없는데|없어|못\s*(?:놓|붙)"
    # "거의 다 찼어", "하나 모자라": how full, not said
    r"|거의|모자라|모자란|부족|빼고|남기|남겨"
    # "다 채웠는지 모르겠는데": how full, not known
    r"|모르|(?:는|은|인)지\s|확실|아마"
    # not what the round's end does: before it, at once, what is needed, a later placing
    # ("라운드 끝나기 전엔", "바로 벽으로 옮겨?", "몇 개 더 필요해?", "다른 색 놓을 수 있어?")
    r"|전에|전엔|전까지|전에는|바로|즉시|곧바로|당장|필요|더\s*(?:필요|넣|놓|있어야)"
    r"|놓을|넣을|둘\s*수|올릴\s*수|(?:놓아|넣어|놔|둬)\s*도"
)
# a complete line said with a negation ("다 채우지 않으면", "다 채우진 못했는데"): not complete,
# or not said; never read as complete
_LT_NEGATED = patterns.compile(r"않|못|아니|아닌|아냐|(?<![가-힣])안\s")
_LT_WHOLE = patterns.compile(
    rf"(?P<n>\d|{NATIVE})\s*(?:개|장)\s*(?:가|이)?\s*(?:다|전부|모두)\s*(?:다\s*)?벽\s*(?:으로|에|쪽으로)"
    # "벽에 4개 다 붙여?", "벽으로 4장 전부 옮겨요?": the wall said first
    rf"|벽\s*(?:으로|에|쪽으로)\s*(?P<m>\d|{NATIVE})\s*(?:개|장)\s*(?:을|를|이|가)?\s*"
    r"(?:다|전부|모두)(?=\s*(?:다\s*)?(?:붙|옮|가|놓|올))"
    # "벽에 옮길 때 2개 다 옮겨?": the count and its verb, the wall said before
    rf"|(?<=[\s,])(?P<k>\d|{NATIVE})\s*(?:개|장)\s*(?:을|를)?\s*(?:다|전부|모두)\s*(?=(?:붙|옮|올))"
)
# "벽에 파랑 하나만 붙는 거 맞아?": the one tile to the wall guessed, rightly
_LT_ONLY_ONE = patterns.compile(
    r"(?:하나|한\s*(?:개|장)|1\s*(?:개|장))\s*만\s*(?:벽\s*(?:으로|에)\s*)?(?:붙|옮|가|올)"
)
# the tiling guessed in full, one tile to the wall and the rest to the lid ("벽에 1개 옮기고
# 나머지 2개 버리는 거 맞지?", "1개 벽에 붙이고 1개 버리지?", "벽에 하나 붙이고 4개는 뚜껑에
# 넣는 거 맞지?"): checked (it was not read, the rest's count taken for the line's tiles)
_LT_SPLIT = patterns.compile(
    r"(?:벽\s*(?:에|으로)\s*)?(?:하나|한\s*(?:개|장)|1\s*(?:개|장))\s*(?:만\s*)?(?:을|를)?\s*"
    r"(?:벽\s*(?:에|으로)\s*)?(?:붙이|옮기|가|붙|올리)(?:고|면)\s*"
    rf"(?:나머지|남은\s*(?:거|건|것|타일)?)?\s*(?:(?P<rest>\d|{NATIVE}|하나|둘|셋|넷)\s*(?:개|장)?)?\s*"
    r"(?:는|은|을|를|도)?\s*(?:다\s*|전부\s*|모두\s*)?(?:버리|버려|버림|버린|뚜껑|상자)"
)
# whether the line may go to the wall asked ("벽으로 옮겨도 돼?", "벽에 붙일 수 있어?"), not in
# the negative
_LT_MAY = patterns.compile(
    r"(?:옮겨|붙여|올려)\s*도\s*(?:돼|되|괜찮)[가-힣]*\s*[?？]*\s*$"
    r"|(?:옮길|붙일|올릴)\s*수\s*(?:있|있어|있나|있나요|있어요)\s*[?？]*\s*$"
)
_LT_HELD = patterns.compile(rf"(?:타일|{_AZ_COLOUR})?\s*(\d|{NATIVE})\s*(?:개|장|칸)")


# a line left unfinished asked to stay ("이어서 채워도 되나요?", "그대로 둬도 돼?", "남아요?") or to be
# cleared ("버려요?", "치워야 돼?"; not "안 치우고")
_LT_KEEP_ASKED = patterns.compile(
    r"(?:이어서|계속|그대로|남겨|놔두|냅두|둬도|두어도|채워도|채우면\s*되)[^.?!]{0,12}"
    r"(?:돼|되(?:나|요|죠|지|는)|괜찮|가능|맞)|남(?:아요|나요|지요|죠|아\?|아있어\?|아\s*있나)"
)
_LT_CLEAR_ASKED = patterns.compile(
    r"(?<!안\s)(?<!안)(?:버려|버리|치워|치우|비워|비우|없어지|없애|사라지)"
    r"(?:요|야|나요|야\s*(?:돼|하)|져|지나|\?)"
)


def azul_line_tiled(text: str) -> Computed | None:
    """What becomes of one pattern line at the round's end: complete, its rightmost tile goes
    to the wall and the rest to the box lid; not complete, it stays as it is; as the engine
    tiles the round."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.azul import ENGINE
    from tutor.games.azul.tiles import KOREAN, LETTERS, NAMES, SIZE

    text = _unnamed(text)
    if not (_LT_WHEN.search(text) and _LT_ASKS.search(text)) or _LT_DECLINE.search(text):
        return None
    if PLAYER_COUNT.search(text) or _NOT_EXACT.search(text):
        return None
    line = _line_said(text)
    if line is None:
        return None
    if not 1 <= line <= SIZE:
        return None
    rest = _AZ_SIZED_LINE.sub(" ", _AZ_LINE.sub(" ", text))
    # "4개 다 벽에 가?": the whole line guessed to go to the wall, its count said again
    whole = list(_LT_WHOLE.finditer(rest))
    if len(whole) > 1:
        return None
    if whole:
        if count_word(whole[0].group("n") or whole[0].group("m") or whole[0].group("k")) != line:
            return None
        rest = rest[: whole[0].start()] + " " + rest[whole[0].end() :]
    only_one = list(_LT_ONLY_ONE.finditer(rest))
    if len(only_one) > 1 or (only_one and whole):
        return None
    if only_one:
        rest = rest[: only_one[0].start()] + " " + rest[only_one[0].end() :]
    split = list(_LT_SPLIT.finditer(rest))
    if len(split) > 1 or (split and (whole or only_one)):
        return None
    split_right: bool | None = None
    if split:
        said = split[0].group("rest")
        split_right = said is None or count_word(said) == line - 1
        rest = rest[: split[0].start()] + " " + rest[split[0].end() :]
    counts = [count_word(m.group(1)) for m in _LT_HELD.finditer(rest)]
    if len(counts) > 1 or len(re.findall(r"\d+", rest)) > sum(
        1 for m in _LT_HELD.finditer(rest) if m.group(1).isdigit()
    ):
        return None  # a number that is not the line's tiles
    held = counts[0] if counts else None
    done, not_done = bool(_LT_DONE.search(text)), bool(_LT_NOT_DONE.search(text))
    if done and _LT_NEGATED.search(text):
        return None  # "다 채우지 않으면": a negation the count of complete does not see
    if done == not_done:
        if done or held is None:
            return None  # both said, or neither and no count to tell
        done = held == line
    if held is not None and (held > line or held < 1 or (held == line) != done):
        return None  # a count that disagrees with complete / not complete
    if not done and line == 1:
        return None  # line 1 holds one tile: never partly filled
    colours = {_AZ_COLOUR_OF[m.group(0)] for m in re.finditer(_AZ_COLOUR, text)}
    if len(colours) > 1:
        return None
    colour = next(iter(colours)) if colours else "blue"
    index = NAMES.index(colour)
    tiles = line if done else (held if held is not None else line - 1)
    other = next(c for c in LETTERS if c != LETTERS[index])
    rows = ["" for _ in range(SIZE)]
    rows[line - 1] = LETTERS[index] * tiles
    setup = {"factories": [other, "", "", "", ""], "marker": 1, "players": [{"lines": rows}, {}]}
    try:
        state = ENGINE.new_game(2, setup=setup)
        lid_before = state.lid[index]
        events = state.apply(
            {"type": "take", "source": 0, "colour": NAMES[LETTERS.index(other)], "line": "floor"}
        )
    except (RuleViolation, SetupError):
        return None
    walls = [e for e in events if e["type"] == "wall" and e["player"] == 0]
    name = KOREAN[index] if colours else "타일"
    right: bool | None = None
    if done:
        lid = state.lid[index] - lid_before
        if len(walls) != 1 or state.line_count[0][line - 1] != 0:
            return None
        verdict = "벽으로 1장" + (f", 남은 {lid}장은 상자 뚜껑으로" if lid else "")
        if whole and line > 1:
            verdict = f"아니요, {verdict}"  # "4개 다 벽에 가?": the guess is wrong
            right = False
        elif only_one:
            verdict = f"네, {verdict}"  # "벽에 하나만 붙는 거 맞아?": the guess is right
            right = True
        elif split_right is not None and line > 1:
            # "벽에 1개 옮기고 나머지 2개 버리는 거 맞지?": the guess, right or wrong
            right = split_right
            verdict = f"{'네' if right else '아니요'}, {verdict}"
        summary = (
            f"다 찬 {line}번 줄은 라운드 끝 벽 타일 붙이기 때 가장 오른쪽 {name} 1장만 벽의 "
            f"{line}번째 가로줄로 옮기고"
            + (f", 남은 {lid}장은 상자 뚜껑에 넣습니다." if lid else ", 줄이 빕니다.")
        )
        case = f"{line}번 줄({line}칸)이 다 참"
        # the engine's wall event names its own colour, space and points (an empty wall's):
        # none of them said by the question
        details = [
            f"벽에 붙인 {josa(name, '은', '는')} 그 자리에서 점수를 얻습니다: 맞닿은 타일이 없으면 "
            "1점, 있으면 붙인 타일을 포함해 가로로 이어진 수와 세로로 이어진 수(이어진 방향만)를 "
            "더합니다."
        ]
        details.append(
            "비운 패턴 줄에는 다음 라운드에 새로 놓을 수 있지만, 벽의 그 가로줄에 이미 있는 "
            "색(방금 옮긴 색 포함)은 그 줄에 다시 놓을 수 없습니다."
        )
        rules = [ENTRY_WHOLE_LINE, RULE_RIGHTMOST, RULE_SCORE]
    else:
        if walls or state.line_count[0][line - 1] != tiles:
            return None
        if only_one or split:
            return None  # "하나만 붙어?" of a line that is not full: nothing goes
        kept = f"{name} {held}장" if held is not None else "타일"
        verdict = f"그대로 둡니다: {line}번 줄의 {kept}은 다음 라운드에도 그 줄에 남습니다"
        if _LT_MAY.search(text):
            # "3번 줄 다 안 찼는데 벽으로 옮겨도 돼?": no (it was "그대로 둡니다: …", with no 아니요)
            verdict, right = f"아니요, {verdict}", False
        elif _LT_KEEP_ASKED.search(text):
            # "안 치우고 다음 라운드에 이어서 채워도 되나요?": the keeping asked, yes
            verdict, right = f"네, {verdict}", True
        elif _LT_CLEAR_ASKED.search(text):
            # "그럼 버려요?", "치워야 돼?": the clearing asked, no
            verdict, right = f"아니요, {verdict}", False
        summary = (
            f"다 차지 않은 {line}번 줄은 벽으로 옮기지 않고, 타일도 버리지 않습니다. 다음 "
            "라운드에 같은 색을 더 가져와 채우면 됩니다."
        )
        case = f"{line}번 줄({line}칸)" + (
            f"에 {held}장만 있음" if held is not None else "이 다 차지 않음"
        )
        details = ["다 찬 패턴 줄만 벽으로 옮기고, 덜 찬 줄은 건드리지 않습니다."]
        rules = [ENTRY_INCOMPLETE_STAYS, RULE_TILING_ORDER]
    return Computed(AZUL, "azul-line-tiled", verdict, summary, case, details, rules, right)


# -- when the game ends -------------------------------------------------------------------
# "누가 가로줄 5칸 다 채우면 그 자리에서 바로 게임 끝나?", "세로줄 완성하면 게임 끝나?"
ENTRY_ROW_ENDS_NOW = "azul.faq.row-ends-now"
ENTRY_COLUMN_NOT_END = "azul.faq.column-not-end"
_ET_ROW = patterns.compile(
    r"가로\s*(?:줄|한\s*줄|1\s*줄|5\s*칸|다섯\s*칸|행)|가로로\s*(?:한\s*줄|5|다섯)"
)
_ET_COLUMN = patterns.compile(
    r"세로\s*(?:줄|한\s*줄|1\s*줄|5\s*칸|다섯\s*칸|열)|세로로\s*(?:한\s*줄|5|다섯)"
)
_ET_DONE = patterns.compile(r"채우|채워|채웠|채운|완성|(?:다|꽉|가득)\s*(?:차|찼|찬)|만들")
_ET_ASKS = patterns.compile(
    r"(?:게임|판)?\s*(?:이|은|는|도)?\s*(?:바로|즉시|곧바로|그\s*자리에서|당장|그\s*순간)?\s*"
    r"(?:끝(?:나|이|인|난|남|내)|종료)"
)
_ET_NOW = patterns.compile(r"바로|즉시|곧바로|그\s*자리|당장|그\s*순간|그\s*즉시|곧장")
# a number the question may say: the row's five spaces, one row, the first row
_ET_NUMBERS = patterns.compile(
    r"5\s*칸|1\s*줄|(?:1|첫)\s*(?:번\s*)?째|1\s*번|\d\s*번\s*(?:째\s*)?(?:가로)?\s*줄"
)
_ET_DECLINE = patterns.compile(
    r"점|보너스|최종|누가\s*이|이겨|(?<!붙)이기|승자|우승|회색|패턴|바닥|가져|공장|중앙|몇\s*라운드"
    r"|다음\s*라운드|마지막\s*라운드\s*(?:에|엔)|(?<![가-힣])색|안\s*(?:채|끝)|못|않|아니|없"
    # more play, or an end in the middle ("한 라운드 더 해?", "라운드 중간에 끝나?", "남은 차례
    # 안 하고"): the verdict's 네 would read as a yes to that
    r"|(?<![가-힣])더(?![가-힣])|더\s*(?:해|하|돌|진행)|중간|도중|차례|(?<![가-힣])턴|남은|한\s*번씩"
    r"|한\s*바퀴|(?:한|1)\s*라운드|전에|전까지|(?<![가-힣])안\s"
    # another end asked beside ("타일 다 떨어지면 게임 끝나?"), or not known
    r"|떨어|바닥나|동나|모르|(?:는|은|인)지\s"
    # more rows than one ("가로줄 두 줄 완성해야 끝나?", "가로줄 모두 채워야"): one ends it,
    # so 네 would say the more are needed; or the end for one player only ("그 사람만 끝나?")
    r"|(?<![가-힣])(?:두|세|네|다섯|여러|몇)\s*(?:개|줄|번)|모든|모두|전부|전체"
    r"|사람만|혼자|만\s*끝"
    # the wall tiling's own end asked ("벽 붙이기는 거기서 끝나?"), not the game's (never
    # "벽 붙이기 끝나고 게임 끝나?": the game's end after it)
    r"|붙이기\s*(?:는|은|도|가|를)?\s*(?:거기서|바로|즉시|곧바로|그\s*자리에서|그때|그\s*순간)?\s*"
    r"(?:끝|종료|멈|중단)(?!\s*(?:나고|난\s*(?:뒤|후|다음)|나면|내고|하고|되고|되면|된\s*(?:뒤|후)|후))"
)


# the others still tiling the round ("다른 사람들은 아직 벽 붙이기를 안 끝냈는데"): the case the
# reader plays (another player tiles and loses floor points in the same round)
_ET_OTHERS_TILING = patterns.compile(
    r"(?<![가-힣])(?:다른\s*(?:사람|플레이어|분|친구)|상대방|상대|친구)\s*(?:들)?\s*(?:은|는|이|가|도)?\s*"
    r"아직\s*(?:벽\s*(?:타일\s*)?(?:붙이기|배치|놓기)|타일링|점수\s*계산)\s*(?:를|을)?\s*"
    r"(?:안|못)\s*(?:끝냈|끝났|마쳤|했)[가-힣]*\s*[,.]?"
)
# the next round asked after whether the game ends at once ("바로 게임 끝인가요? 다음 라운드도
# 하나요?"): answered with it, never alone (a 네 would read as a yes to it)
_ET_NEXT_ROUND = patterns.compile(
    r"(?:그럼\s*|그러면\s*)?다음\s*라운드\s*(?:도|는|까지)?\s*(?:하|해|진행|있|돌)[가-힣]*\s*[?？]*\s*$"
)


def azul_end_trigger(text: str) -> Computed | None:
    """Whether completing a wall row (or a column) ends the game, and when: after the whole
    round's wall tiling and floor penalties, as the engine ends it."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.azul import ENGINE

    text = _ET_OTHERS_TILING.sub(" ", _unnamed(text))
    next_round = _ET_NEXT_ROUND.search(text)
    if next_round is not None:
        if not _ET_NOW.search(text[: next_round.start()]):
            return None  # the next round asked alone: a 네 would answer it backwards
        text = text[: next_round.start()]
    if not (_ET_DONE.search(text) and _ET_ASKS.search(text)) or _ET_DECLINE.search(text):
        return None
    row, column = bool(_ET_ROW.search(text)), bool(_ET_COLUMN.search(text))
    if row == column or PLAYER_COUNT.search(text):
        return None
    if re.search(r"\d", _ET_NUMBERS.sub(" ", text)):
        return None
    # player 0 completes the row (or column) this round; player 1 still tiles a line and
    # loses a floor tile's point in the same round
    if row:
        mine = {"wall": ["BYRK.", "", "", "", ""]}
        factory = "W"
        line = 1
    else:
        mine = {"wall": ["B....", "W....", "K....", "R....", ""]}
        factory = "Y"
        line = 5
    mine["lines"] = ["", "", "", "", factory * 4] if column else ["", "", "", "", ""]
    setup = {
        "factories": [factory, "", "", "", ""],
        "marker": 1,
        "players": [mine, {"lines": ["", "RR", "", "", ""], "floor": "K"}],
    }
    try:
        state = ENGINE.new_game(2, setup=setup)
        colour = {"W": "white", "Y": "yellow"}[factory]
        events = state.apply({"type": "take", "source": 0, "colour": colour, "line": line})
    except (RuleViolation, SetupError):
        return None
    kinds = [(e["type"], e.get("player")) for e in events]
    ended = any(t == "game-end" for t, _p in kinds)
    if row:
        if not ended or not {("wall", 0), ("wall", 1), ("penalty", 1)} <= set(kinds):
            return None
        end_at = kinds.index(("game-end", None))
        if max(kinds.index(k) for k in (("wall", 1), ("penalty", 1))) > end_at:
            return None
        now = bool(_ET_NOW.search(text))
        verdict = (
            "아니요, 바로 끝나지 않습니다: 그 라운드의 벽 타일 붙이기와 바닥 줄 감점을 모두 마친 뒤 끝납니다"
            if now
            else "네, 그 라운드의 벽 타일 붙이기와 바닥 줄 감점을 모두 마치면 게임이 끝납니다"
        )
        if next_round is not None:
            verdict += ". 다음 라운드는 하지 않습니다"
        summary = (
            "누군가 벽의 가로줄을 완성해도 그 라운드는 끝까지 진행합니다. 모두 완성한 패턴 줄을 "
            "벽에 붙여 점수를 받고 바닥 줄 감점까지 한 뒤 게임이 끝나고, 다음 라운드는 하지 않습니다."
        )
        details = [
            "게임이 끝나면 최종 보너스(가로줄 2점, 세로줄 7점, 한 색 다섯 장 10점)를 더합니다."
        ]
        return Computed(
            AZUL,
            "azul-end-trigger",
            verdict,
            summary,
            "벽의 가로줄 하나가 다 참" + (" (바로 끝나는지)" if now else ""),
            details,
            [ENTRY_ROW_ENDS_NOW, RULE_END],
            not now,
        )
    if ended or ("wall", 0) not in kinds or next_round is not None:
        return None  # (the next round is played: the 아니요 would answer it backwards)
    return Computed(
        AZUL,
        "azul-end-trigger",
        "아니요, 세로줄을 채워도 게임은 끝나지 않습니다",
        "게임은 누군가 벽의 가로줄을 완성한 라운드가 끝날 때만 끝납니다. 완성한 세로줄은 "
        "게임이 끝날 때 보너스 7점을 줍니다.",
        "벽의 세로줄 하나가 다 참 (가로줄은 아직 없음)",
        ["세로줄이나 한 색 다섯 장은 종료 조건이 아니라 최종 보너스 대상입니다."],
        [ENTRY_COLUMN_NOT_END, RULE_END],
        False,
    )


# -- how many tiles the game has -----------------------------------------------------------
# "아줄 타일 총 몇개야? 색깔별로는 몇 개씩?"
ENTRY_TILES = "azul.components.tiles"
_TT_ASKS = patterns.compile(
    r"(?:총|전부|모두|다\s*합|합쳐|전체|통틀어)[^.?!]{0,6}몇\s*(?:개|장)"
    r"|몇\s*(?:개|장)\s*(?:씩\s*)?(?:이|가)?\s*(?:들어|있|이야|야|임|인가|예요|에요|이에요|이죠|\?|$)"
    r"|개수|갯수"
)
_TT_DECLINE = patterns.compile(
    r"공장|팩토리|진열판|라운드|바닥|줄|라인|벽|가져|중앙|가운데|뚜껑|주머니|가방|남|모자라|부족"
    r"|떨어|놓|점|종류|가지|손|한\s*번에|차례|턴|여름|별장|썸파|파빌리온|(?<![가-힣])(?:인|명)"
)


# every word of a question of the tiles' total is one of these ("아줄 빨강 타일 몇 개야?",
# "타일 총 몇 개 들어있어요?"); any other ("시작 플레이어 타일", "선 타일", "개인판", "확장",
# "신트라") names tiles that are not the hundred, or another game's
_TT_PIECES = (
    "색깔별로|색깔별|색별로|색별|색마다|색깔마다|종류별로|각각|색깔|색|타일|총|전부|모두|다|합쳐서"
    "|합쳐|합치면|합해서|합하면|전체|통틀어|게임|상자|박스|한|각|몇|개|장|씩|들어있|들어|있|필요"
    "|알려|줘|주세요|궁금|해|어|요|야|이야|이에요|예요|에요|이죠|죠|임|인가|인지|나|은|는|이|가"
    "|에|엔|로|으로|도|들|지|의|돼|되|정도는"
)
# (a word is checked by splitting it into these, not by ``(?:…)+``: "이야" is one piece or
# two, and a pattern trying every split of "이야이야…" backtracked without bound)
_TT_KNOWN = frozenset(_AZ_COLOUR.split("|") + _TT_PIECES.split("|"))
_TT_LONGEST = max(map(len, _TT_KNOWN))


# the count guessed at the end ("100개 맞지?", "20개씩이지?", "100장?")
_TT_GUESS = patterns.compile(
    r"(?<![\d.])(?P<n>\d{1,3})\s*+(?:개|장)\s*+(?P<each>씩)?\s*+"
    r"(?:맞[가-힣]*+|이지|이야|야|임|이죠|죠|인가요|인가|이에요|예요|에요|지)?\s*+[?？]*+\s*+$"
)
# the question before the guess, with its own ask ("몇 개야?") taken out
_TT_ASKED_BEFORE = patterns.compile(r"몇\s*+(?:개|장)[^?？]*+[?？]*+\s*+$|[?？]++\s*+$")


def _tt_word(word: str) -> bool:
    """Whether ``word`` is made of the words of :data:`_TT_PIECES` and the colours."""
    ends = {0}
    for start in range(len(word)):
        if start in ends:
            ends.update(
                start + size
                for size in range(1, _TT_LONGEST + 1)
                if word[start : start + size] in _TT_KNOWN
            )
    return len(word) > 0 and len(word) in ends


def azul_tiles_total(text: str) -> Computed | None:
    """How many tiles the game has in all, and of each colour, from the engine's own set-up
    (every tile is in the bag or on a factory at the start)."""
    from tutor.games.azul import ENGINE
    from tutor.games.azul.tiles import KOREAN, NAMES, NUM_COLOURS

    if not NAMED.search(text):
        return None  # every game has tiles: asked of this one only when it is named or asked
    text = _unnamed(text)
    guess = _TT_GUESS.search(text)
    if guess is not None:
        # "타일 총 몇 개야? 100개 맞지?", "타일 색깔별로 20개씩이지?": the count asked, then
        # checked against the guess (it was not read)
        asked = _TT_ASKED_BEFORE.sub("", text[: guess.start()])
        found = azul_tiles_total(f"아줄 {asked} 몇 개야?")  # (its name taken out above)
        if found is None or found.ok is not None:
            return None
        # the count the verdict answers comes first ("모두 100장 …", "색마다 20장 …", "빨강
        # 20장 …"); a guess "씩" is of one colour's
        of_one = not found.verdict.startswith("모두")
        if guess.group("each") and not of_one:
            return None
        right = int(guess.group("n")) == int(re.findall(r"\d+", found.verdict)[0])
        if NEGATIVE_ASK.search(guess.group(0)):
            return None
        return replace(
            found,
            verdict=f"{'네' if right else '아니요'}, {found.verdict}",
            case=f"{found.case}, {guess.group('n')}{'장씩' if guess.group('each') else '장'}인지",
            ok=right,
        )
    if "타일" not in text or not _TT_ASKS.search(text) or _TT_DECLINE.search(text):
        return None
    if re.search(r"[\da-z]", text) or players_named(text) is not None:
        return None  # a number, or a word the reader does not know
    if not all(_tt_word(word) for word in re.findall(r"[가-힣]+", text)):
        return None  # a word that may name other tiles (the start marker's, another game's)
    state = ENGINE.new_game(2, seed=0)
    counts = [0] * NUM_COLOURS
    for k in state.bag:
        counts[k] += 1
    for factory in state.factories:
        counts = [a + b for a, b in zip(counts, factory, strict=True)]
    counts = [a + b + c for a, b, c in zip(counts, state.centre, state.lid, strict=True)]
    if len(set(counts)) != 1:
        return None
    total, each = sum(counts), counts[0]
    # one colour asked ("검정 타일은 몇 개야?"): that colour's count first (before, the total
    # answered it, "모두 100장"); each colour's asked ("색깔별로 몇 장씩?"): the count of
    # each; the total asked beside them stays the total
    colours = {_AZ_COLOUR_OF[m] for m in re.findall(_AZ_COLOUR, text)}
    total_asked = re.search(r"총|전부|모두|합|전체|통틀어", text)
    each_asked = re.search(
        r"(?:색깔별|색별|색마다|색깔마다|종류별|각각)(?!\s*(?:로\s*)?도)"
        # ("타일 한 색에 몇 개야?": one colour's, any; it was the total, "모두 100장")
        r"|(?<![가-힣])한\s*색(?:깔)?\s*(?:에|마다)",
        text,
    )
    one = next(iter(colours)) if len(colours) == 1 and not each_asked else None
    verdict = f"모두 {total}장 (다섯 색 × {each}장)"
    case = "게임 전체의 타일 수"
    if one is not None:  # ("검은 타일은 총 몇 장?": that colour's in all)
        verdict = f"{KOREAN[NAMES.index(one)]} {each}장 (다섯 색 × {each}장, 모두 {total}장)"
        case = f"{KOREAN[NAMES.index(one)]} 타일 수"
    elif each_asked and not colours and not total_asked and len(re.findall("몇", text)) == 1:
        # (not "타일 몇 개 들어 있어요? 색깔별로도 …": the total asked, each colour's too)
        verdict = f"색마다 {each}장 (다섯 색, 모두 {total}장)"
        case = "색마다 타일 수"
    return Computed(
        AZUL,
        "azul-setup",
        verdict,
        f"타일은 파랑·노랑·빨강·검정·하양 다섯 색이 {each}장씩, 모두 {total}장입니다.",
        case,
        ["게임을 시작할 때 타일을 모두 주머니에 넣고, 공장마다 4장씩 뽑아 놓습니다."],
        [ENTRY_TILES],
        None,
    )


# -- the floor line chosen on purpose ------------------------------------------------------
# "패턴라인에 안 놓고 바로 바닥에 버려도 되나요?", "일부러 바닥줄에 다 놔도 돼?"
ENTRY_FLOOR_BY_CHOICE = "azul.faq.floor-by-choice"
_FC_PUT = patterns.compile(
    r"바닥\s*(?:줄)?\s*(?:에|에다|에다가|으로|로|쪽에)\s*(?:바로\s*|그냥\s*|다\s*|전부\s*|모두\s*|일부러\s*)*"
    r"(?:버려|버리|버릴|놓아|놔|놓|둬|두어|둘|넣어|넣|보내|떨어뜨려|떨궈)"
    # "놓는 거 가능해요?", "버리는 것도 돼?": the put said as a thing, then asked
    r"[가-힣]*\s*(?:(?:거|것|게|건)\s*(?:도|은|이)?\s*)?(?:도\s*)?"
    r"(?:돼|되나|되요|될까|되냐|됨|되는|가능|수\s*있|괜찮|OK|ok)"
)
# the marker, a full floor, points, counts: other questions
_FC_DECLINE = patterns.compile(
    r"마커|표식|토큰|찼|꽉|가득|넘|더\s|점|감점|\d|몇|벽|회색|상대|친구|(?<![가-힣])(?:세|네|다섯|여섯|일곱)\s*(?:개|장)"
    # part of the tiles ("일부만", "반만", "하나만"), a must ("버려야 돼?"), a condition on
    # when it is allowed ("버려도 되는 건 마지막 라운드만이야?")
    r"|일부(?!러)|반만|절반|(?<![가-힣])반\s|만\s*(?:바닥|버|놓|놔)|[가-힣]만\s|나머지|남는|남은"
    r"|야\s*(?:만\s*)?(?:돼|되|해|하|함)|야만|되는\s*(?:건|거|게|것|때)|만이야|만\s*(?:돼|되)"
)


def azul_floor_by_choice(text: str) -> Computed | None:
    """Whether the tiles taken may all go to the floor line although a pattern line could
    take them: the engine's take to the floor."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.azul import ENGINE
    from tutor.games.azul.scoring import floor_breakdown
    from tutor.games.azul.tiles import FLOOR_SIZE

    text = _unnamed(text)
    if not _FC_PUT.search(text) or _FC_DECLINE.search(text) or _TILES_SAID.search(text):
        return None
    setup = {"factories": ["RRBB", "YYKK", "", "", ""], "marker": 1}
    try:
        state = ENGINE.new_game(2, setup=setup)
        if not any(m["line"] == 1 for m in state.legal_moves() if m["colour"] == "red"):
            return None  # the case needs a pattern line that could take them
        events = state.apply({"type": "take", "source": 0, "colour": "red", "line": "floor"})
    except (RuleViolation, SetupError):
        return None
    if not any(e["type"] == "floor" for e in events):
        return None
    return Computed(
        AZUL,
        "azul-line-allowed",
        "네, 가져온 타일을 모두 바닥 줄에 놓아도 됩니다",
        "놓을 수 있는 패턴 줄이 있어도 가져온 타일을 패턴 줄에 놓지 않고 모두 바닥 줄에 "
        "놓을 수 있습니다. 바닥 줄에 놓인 칸만큼 라운드 끝에 감점됩니다.",
        "가져온 타일을 패턴 줄 대신 바닥 줄에 놓기",
        [f"바닥 줄 칸의 감점(왼쪽부터): {floor_breakdown(FLOOR_SIZE)}."],
        [ENTRY_FLOOR_BY_CHOICE, RULE_FLOOR_CHOICE],
        True,
    )


# -- what the question is about: the game it names, a correction, whose board --------------
# Summer Pavilion named: it has no floor line, wall or pattern lines; its own reader answers
_OTHER_GAME = patterns.compile(
    r"여름\s*별장|(?:썸머|서머|섬머|써머)\s*파빌리온|썸파|파빌리온|summer\s*pavilion|pavilion"
    r"|여름\s*궁전"
    # what only Summer Pavilion has: wilds, its star boards and bonus features, its colours
    # ("조커 타일 바닥에 3개면?", "별 타일", "기둥 보너스"); base Azul has none of them
    r"|조커|와일드|joker|wild|(?<![가-힣])별(?!로|도\s|\s*(?:거|게|것)\s*아)|기둥|동상|창문"
    r"|보라|자주색|퍼플|초록|녹색|연두|그린|주황|오렌지|purple|green|orange"
)
# "… 가져가면? 아 아니 노랑", "몇 점? 아니 아니, 4개": what follows replaces what was said
_CORRECTION = patterns.compile(
    r"(?:(?<=[\s?.!,~])|^)(?:아|앗|어|엇)\s*,?\s*아니(?:\s*아니)*(?:다|야|요)?\s*[,.!]*\s+"
    r"|(?<=[?.!,~])\s*아니(?:\s*+,?\s*+아니)*(?:다|야|요)?\s*[,.!]*\s+"
)
_CORRECTION_TAIL = patterns.compile(
    r"\s*(?:이야|야|이요|요|이에요|예요|였어|이었어|였다|이었다)?\s*[.?!~]*\s*$"
)
_COUNT_SAID = patterns.compile(rf"(\d+|{NATIVE})\s*(개|장|칸)")
_TILES_SAID = patterns.compile(rf"(?:\d+|(?<![가-힣])(?:{NATIVE}))\s*(?:개|장)")
_MARKER_DENIED = patterns.compile(
    r"^(?:첫\s*플레이어\s*|선\s*플레이어\s*|시작\s*플레이어\s*|선\s*)?(?:마커|표식|토큰)\s*"
    r"(?:은|는|도)?\s*(?:없|안\s|아니)"
)
_MARKER_WORDS = patterns.compile(
    r"\s*(?:랑|이랑|와|과|하고)?\s*(?:첫\s*플레이어|선\s*플레이어|시작\s*플레이어|선)?\s*"
    r"(?:마커|표식|토큰)\s*(?:까지|도|랑|이랑|하고|와|과)?"
)


def _corrected(text: str) -> str | None:
    """The question with a correction said in it applied: "아 아니 노랑" replaces the last
    colour said, "아 아니 4개" the last count, "아 아니 마커는 없어" takes the marker out;
    None for any other correction ("아 아니 4번 줄": the line the tiles lie on, or the one
    they go to?)."""
    found = list(_CORRECTION.finditer(text))
    if not found:
        return text
    if len(found) > 1:
        return None
    at = found[0]
    before, after = text[: at.start()], text[at.end() :]
    if not before.strip():
        return text[at.end() :]  # "아니 근데 …": no correction, a way of starting
    said = _CORRECTION_TAIL.sub("", after).strip()
    if said in _AZ_COLOUR_OF:
        colours = list(re.finditer(_AZ_COLOUR, before))
        if not colours:
            return None
        last = colours[-1]
        return before[: last.start()] + said + before[last.end() :]
    count = re.fullmatch(rf"(\d+|{NATIVE})\s*(개|장|칸)", said)
    if count:
        counts = list(_COUNT_SAID.finditer(before))
        if not counts:
            return None
        last = counts[-1]
        return before[: last.start()] + count.group(0) + before[last.end() :]
    if _MARKER_DENIED.search(said):
        out = _MARKER_WORDS.sub(" ", before)
        return None if _MARKER.search(out) else out
    return None


# another player as the one whose board is told: "친구 2번 줄에", "상대 바닥에", "친구는 …"
# ("친구랑 하는데", "친구한테": the company, not the owner)
_OTHER_OWNER = patterns.compile(
    r"(?<![가-힣])(?:다른\s*(?:친구|사람|플레이어|분)|친구|상대방|상대|옆\s*사람|앞\s*사람|걔|쟤)"
    r"(?:는|은|가|이|의|도|꺼|거|네)?(?![가-힣])"
)
# the asker: "나는", "내 바닥", "내가", "저는", "제 벽"
_ME = patterns.compile(
    r"(?<![가-힣])(?:나는|난|내가|내|나도|나|나한테|저는|제가|제|저도|저한테)(?![가-힣])"
)
# the asker's board as where something is put ("내 바닥에", "제 3번 줄로")
_ONTO_MINE = patterns.compile(
    r"(?:내|제)\s*(?:바닥|패턴|줄|라인|\d\s*번|벽|판|보드|개인판)[^.?!,]{0,8}?"
    r"(?:에|에다|에다가|으로|로)(?![가-힣])"
)
# what another player does to the tiles everyone shares (a take, a factory, the centre)
_SHARED = patterns.compile(
    r"가져|골라|골랐|고르|집어|집었|공장|팩토리|진열판|factory|중앙|가운데|마커|표식|토큰|처음|먼저"
)
# where a clause starts: the question's start (the game's name in front of it, as a question
# asked on Azul's pages reads: "아줄 친구 바닥에 …"), a stop, or a clause ending (…는데, …고, …했어)
_CLAUSE_START = patterns.compile(
    r"(?:^|^\s*(?:아줄|아쥴|azul)|[,.?!~;]|는데|은데|인데|데|고|서|며|면|지만|어|아|야|요|다)\s*$"
)


# another player named as the owner of what was said before ("바닥에 타일 2개 있는데 친구꺼야.
# 내 감점은?", "… 있는 건 친구고 나는 없어"): the facts before the name are theirs, and the
# asker's are not told (they were read as the asker's, "아니요, −2점입니다" to "나는 감점 0점이지?")
_OTHER_AFTER = patterns.compile(
    r"(?<=[가-힣])\s+(?:다른\s*(?:친구|사람|플레이어|분)|친구|상대방|상대|동생|형|누나|언니|오빠|옆\s*사람)"
    r"\s*(?:의\s*)?(?:꺼|거|것)?\s*(?:야|예요|에요|이야|이에요|임|이고|고|라서|인데|이라서|이었어|였어)"
    r"(?![가-힣])"
)


def _own(text: str) -> str | None:
    """The question with what it says of another player's board taken out, when it also
    says which is the asker's ("나는 …", "내 바닥은 …"); the question itself when it names no
    other player's; None when it names another's and not the asker's, or names the other in
    the middle of a clause ("세로줄 2개는 친구가 …": whose are the counts before it?)."""
    if _ME.search(text) and any(
        # (not "친구야, …" said first: the one the asker speaks to)
        not re.match(r"\s*(?:아줄|아쥴|azul)?\s*$", text[: m.start()])
        for m in _OTHER_AFTER.finditer(text)
    ):
        return None  # the asker's own asked beside them: not told
    others = list(_OTHER_OWNER.finditer(text))
    if not others:
        return text
    mine = list(_ME.finditer(text))
    if not mine:
        return None
    if any(not _CLAUSE_START.search(text[: m.start()]) for m in others):
        return None
    marks = sorted([(m.start(), "other") for m in others] + [(m.start(), "me") for m in mine])
    for (_, who), (then, then_who) in zip(marks, marks[1:], strict=False):
        if (
            who == "other"
            and then_who == "me"
            and not _CLAUSE_START.search(text[:then])
            and _ONTO_MINE.match(text, then)
        ):
            # "친구가 자기 넘친 타일을 내 바닥에 놔도 돼?": another player putting tiles on
            # the asker's board (it was read as the asker's own put, "네, … 놓아도 됩니다")
            return None
    kept = text[: marks[0][0]]
    for n, (start, who) in enumerate(marks):
        end = marks[n + 1][0] if n + 1 < len(marks) else len(text)
        if who == "me":
            kept += text[start:end]
        elif _SHARED.search(text[start:end]):
            return None  # "친구가 파랑 가져갔어": a take from the shared tiles changes them
        else:
            kept += " "
    return kept


# another player's floor line told as theirs ("친구 바닥 줄에 타일 4개 있어. 친구 몇 점 깎여?",
# "상대는 바닥에 …"): its penalty is the same for every player
_THEIR_FLOOR = patterns.compile(rf"(?:{_OTHER_OWNER.pattern})\s*바닥")
# words that point back at the player named ("상대 바닥에 5개 있는데 걔 몇 점 까여?")
_OTHER_POINTER = patterns.compile(r"걔|쟤")
# what the shared tiles are told with (a take, a source, the centre's first take)
_OTHER_SHARED = patterns.compile(
    r"가져|골라|골랐|고르|집어|집었|공장|팩토리|진열판|factory|중앙|가운데|처음|먼저"
)


def _their_floor(text: str) -> Computed | None:
    """The floor penalty of another player's floor line, told as theirs and all of it
    ("친구 바닥 줄에 타일 4개 있어. 몇 점 깎여?"): read as the asker's would be, the case
    saying whose; None when the asker is named too, two other players are, or a take from the
    shared tiles is told."""
    others = list(_OTHER_OWNER.finditer(text))
    if not others or _ME.search(text) or not _THEIR_FLOOR.search(text):
        return None
    bare = [re.sub(r"(?:는|은|가|이|의|도|꺼|거|네)$", "", m.group(0)) for m in others]
    # ("상대방 바닥줄에 … 상대 몇 점 잃어?": one player, said two ways)
    named = {
        re.sub(r"\s+", "", b).replace("상대방", "상대")
        for b in bare
        if not _OTHER_POINTER.fullmatch(b)
    }
    if len(named) != 1 or _OTHER_SHARED.search(text):
        return None
    told = _OTHER_OWNER.sub(" ", text)
    found = azul_floor_more(told) or azul_floor(told)
    if found is None:
        return None
    return replace(found, case=f"상대의 {found.case}")


# another player's wall named as theirs ("친구 벽에", "상대방의 벽은")
_THEIR_WALL = patterns.compile(rf"(?:{_OTHER_OWNER.pattern})\s*(?:의\s*)?벽")


def _their_bonus(text: str) -> Computed | None:
    """The end bonus of another player's wall, told as theirs ("친구 벽에 가로줄 2개 완성이고
    세로줄 1개 완성이면 걔 보너스 몇 점이야", "상대 벽에 세로줄 3개 완성했는데 보너스 21점
    맞아?"): the same for every player, read as the asker's would be, the case saying whose (it was not
    read); None when the asker is named too, two other players are, the winner is asked, or a
    take from the shared tiles is told."""
    others = list(_OTHER_OWNER.finditer(text))
    if not others or _ME.search(text) or "보너스" not in text or _WIN_ASKS.search(text):
        return None
    if not (_THEIR_WALL.search(text) or _OTHER_POINTER.search(text)):
        # "친구가 가로줄 2개 완성했어 보너스 몇 점?": whose bonus is asked, the asker's?
        return None
    bare = [re.sub(r"(?:는|은|가|이|의|도|꺼|거|네)$", "", m.group(0)) for m in others]
    named = {
        re.sub(r"\s+", "", b).replace("상대방", "상대")
        for b in bare
        if not _OTHER_POINTER.fullmatch(b)
    }
    if len(named) != 1 or _OTHER_SHARED.search(text):
        return None
    found = azul_end_bonus(_OTHER_OWNER.sub(" ", text))
    if found is None:
        return None
    return replace(found, case=f"상대의 {found.case}")


# English words for the game's things, read as the Korean ones ("pattern line 4번에 yellow 2개
# 있는데 floor에 몇 개?"); whole words only
_ENGLISH = {
    # the start marker ("floor에 2개랑 first player marker 있으면"): never left unread, as
    # the floor's count without it would be
    "first player marker": "시작 플레이어 표식",
    "first player token": "시작 플레이어 표식",
    "first player tile": "시작 플레이어 표식",
    "1st player marker": "시작 플레이어 표식",
    "1st player token": "시작 플레이어 표식",
    "start player marker": "시작 플레이어 표식",
    "start player token": "시작 플레이어 표식",
    "starting player marker": "시작 플레이어 표식",
    "starting player token": "시작 플레이어 표식",
    "starting player tile": "시작 플레이어 표식",
    "marker": "표식",
    "token": "표식",
    "tiles": "타일",
    "tile": "타일",
    "pattern line": "패턴줄",
    "pattern row": "패턴줄",
    "floor line": "바닥줄",
    "floor": "바닥",
    "factory display": "공장",
    "factory": "공장",
    "center": "중앙",
    "centre": "중앙",
    "bonus": "보너스",
    # "azul scoring 질문이요": the points asked about
    "scoring": "점수",
    "score": "점수",
    # "둘이서 setup하면": the set-up (read for a player count as Summer Pavilion's reader
    # reads it, so an unnamed question both readers read stays unanswered)
    "set up": "세팅",
    "setup": "세팅",
    "blue": "파랑",
    "yellow": "노랑",
    "red": "빨강",
    "black": "검정",
    "white": "하양",
}
_ENGLISH_WORD = patterns.compile(
    r"(?<![a-z])(?:"
    + "|".join(re.escape(w).replace(r"\ ", r"\s*") for w in sorted(_ENGLISH, key=len, reverse=True))
    + r")(?![a-z])"
)
# English words the readers read as they are; any other word is one the reader does not
# know ("floor에 2개랑 first player thing"), which may change the case: declined
_ENGLISH_KEPT = patterns.compile(r"(?<![a-z])(?:azul|penalty|ok)(?![a-z])")
# a count said as a range or an approximation ("두세 개", "최소 3개", "3개 남짓"): no one case
_APPROX = patterns.compile(
    rf"(?<![가-힣])(?:한두|두세|두셋|서너|너댓|네댓|네다섯|대여섯|댓|예닐곱|일여덟|여남은)(?![가-힣])"
    rf"|최소|적어도|최대|많아야|대략|(?<![가-힣])약\s*(?:\d|{NATIVE})|남짓|안팎|(?<![가-힣])내외"
    r"|언저리|가량"
)
# "패턴줄 4번에": the line's number said after the word, as "4번 패턴줄에"
_LINE_AFTER = patterns.compile(
    r"패턴\s*(?:줄|라인)\s*(\d)(?:\s*번(?!\s*째)|(?=\s*(?:에|엔|에는|은|는|이|가)(?![가-힣])))"
)


def _english(text: str) -> str:
    """The question with the English words it uses for the game's things in Korean."""
    said = {w.replace(" ", ""): k for w, k in _ENGLISH.items()}
    text = _ENGLISH_WORD.sub(lambda m: said[re.sub(r"\s+", "", m.group(0))], text)
    return _LINE_AFTER.sub(r"\1번 패턴줄", text)


# -- the question in the words the readers read -------------------------------------------
# typos the readers would miss ("바닦", "깍여")
_TYPOS = ((patterns.compile(r"바닦"), "바닥"), (patterns.compile(r"깍(?=[여이임인았])"), "깎"))
# a line named by a native ordinal ("세 번째 줄", "셋째 줄", "다섯번째 패턴 라인"): said
# as "3번째 줄", which every reader reads (the ordinals: qa_computed.NATIVE_ORDINALS)
_LINE_ORDINAL = patterns.compile(
    r"(?<![가-힣\d])(?:(?P<n>첫|두|세|네|다섯)\s*번\s*째|(?P<m>첫째|둘째|셋째|넷째|다섯째))"
    r"\s*(?=(?:패턴\s*|가로\s*)?(?:줄|라인|행))"
)
# "맨 위 줄", "제일 윗줄": the first line (never "맨 아래 줄", which may be the floor line)
_TOP_LINE = patterns.compile(
    r"(?:맨|제일|가장)\s*(?:위|윗)\s*(?=(?:패턴\s*|가로\s*)?(?:줄|라인|행))"
)
# "다섯 칸 줄": a pattern line named by its size, as "5칸짜리 줄" (never the floor line's)
_SIZE_LINE = patterns.compile(
    rf"(?<!바닥)(?<!바닥\s)(?<![가-힣])(?P<n>\d|{NATIVE})\s*칸\s*(?=(?:패턴\s*)?(?:줄|라인))"
)
# "길이 2 줄", "길이가 3인 패턴 줄", "길이 4짜리 줄": a pattern line named by its length, as
# "2칸짜리 줄"
_LENGTH_LINE = patterns.compile(
    rf"(?<![가-힣])길이\s*(?:가|는)?\s*(?P<n>\d|{NATIVE})\s*(?:칸)?\s*(?:짜리|인|의)?\s*"
    r"(?=(?:패턴\s*)?(?:줄|라인))"
)
# a count said with no counter after a tile, the floor or a colour ("바닥에 넷 떨어지면",
# "타일 셋 있으면", "빨강 하나 있는데"): said as "N개"; never "둘 다", "셋이서"
_BARE_COUNT = patterns.compile(
    rf"(?P<before>(?:타일|바닥\s*(?:줄|라인)?|{_AZ_COLOUR})\s*(?:이|가|에|엔|에는|은|는)?\s*)"
    r"(?P<n>하나|둘|셋|넷|다섯|여섯|일곱)"
    r"(?=\s*(?:이|가|만|도)?\s*(?:있|떨어|놓|들어|찼|차\s*있|채워|이면|면(?![가-힣])|인데|이고|[,.?!]|$))"
)
# "까만거", "노란 것": the colour's tiles, as the colour alone
_COLOUR_THING = patterns.compile(rf"({_AZ_COLOUR})\s*(?:거|것)(?=\s*(?:\d|[가-힣]|[,.?!]|$))")
# "가운데에서 처음 가져오면", "가운데엔 빨강 5개", "가운데 있는 빨강": the centre, said as
# 중앙 (never "벽 가운데", "가운데 줄", or "가져온 타일 가운데 2개": among them)
_CENTRE_SAID = patterns.compile(
    r"(?<![가-힣])(?<!벽\s)(?<!타일\s)(?<![^아]줄\s)(?<!^줄\s)가운데"
    r"(?:(?P<from>서)(?![가-힣])|(?=\s*(?:에서|에선|에는|에|엔)도?(?![가-힣]))"
    r"|(?=\s*(?:에\s*)?(?:있는|있던|모인|모여\s*있는|쌓인|쌓여\s*있는|남은)(?![가-힣])))"
)
# the tiles lying in the centre or on a factory, said with no particle ("가운데 하양 6개
# 모여있음", "공장 노랑 3개 남았는데"): said as "중앙에 하양 6개"
_SOURCE_BARE = patterns.compile(
    rf"(?<![가-힣])(?P<where>중앙|가운데|공장)(?=\s+(?:{_AZ_COLOUR})\s*(?:타일\s*)?(?:이|가)?\s*"
    rf"(?:\d+|{NATIVE})\s*(?:개|장)\s*(?:이|가|나)?\s*"
    r"(?:있|모여|모였|모인|쌓여|쌓였|남았|남아|깔려|깔렸|몰려|몰렸|뭉쳐|들어\s*있|놓여))"
)
# "공장에 노랑만 3개 남았는데", "중앙에 빨강 타일만 4개 모여 있어": only that colour lies
# there, as "공장에 노랑 3개" (never "파랑만 2개 가져가면": part of the colour taken)
_SOURCE_ONLY = patterns.compile(
    rf"(?P<said>(?:중앙|가운데|공장|팩토리|진열판)\s*(?:에는|에|엔)\s*(?:{_AZ_COLOUR})\s*"
    rf"(?:색\s*)?(?:타일\s*)?)(?:만|뿐)\s*(?P<n>(?:이|가)?\s*(?:\d+|{NATIVE})\s*(?:개|장))"
    r"(?=\s*(?:뿐|밖에)?\s*(?:이|가|나)?\s*(?:있|모여|모였|모인|쌓여|쌓였|남았|남아|깔려|깔렸|몰려"
    r"|몰렸|뭉쳐|들어\s*있|놓여|인데|이고|뿐))"
)
_SIZE_WORDS = r"(?:하나|한\s*개|한\s*줄)?\s*"
# the one empty pattern line said by its size, the others not ("제 빈 줄은 3칸짜리밖에
# 없어요", "남은 줄이 2칸짜리 하나뿐인데", "비어 있는 건 3칸 줄 하나뿐"): said as "3칸짜리
# 줄만 비어 있음" (or "남음": the tiles of a line said to be left are not said, and it is
# read as the readers read any line whose tiles are not said)
_SIZE_ONLY_NAMED = patterns.compile(
    r"(?:(?:제|내)\s*)?(?:남은\s*)?(?:"
    r"(?P<which>빈|남은|비어\s*있는|비어있는)\s*(?:패턴\s*)?(?:줄|라인)\s*(?:은|는|이|가|도)?\s*"
    rf"(?P<n>\d|{NATIVE})\s*칸\s*(?:짜리|자리)?"
    r"|(?P<which2>빈|남은|비어\s*있는|비어있는)\s*(?:건|것은|거는|게)\s*"
    rf"(?P<n2>\d|{NATIVE})\s*칸\s*(?:짜리|자리|(?=\s*(?:패턴\s*)?(?:줄|라인)))"
    r")\s*(?:패턴\s*)?(?:줄|라인)?\s*"
    + _SIZE_WORDS
    + r"(?:밖에\s*(?:없|안\s*(?:남|비))|뿐|만\s*(?:있|남|비))[가-힣]*"
)
# "4칸 줄만 비어 있어요", "3칸짜리만 비었어요", "2칸짜리 하나만 남았어": the same, said of
# the line (a line word or 짜리 said: "3칸만 남았어" is the spaces left on a line)
_SIZE_ONLY = patterns.compile(
    rf"(?<![가-힣\d])(?P<n>\d|{NATIVE})\s*칸\s*(?:(?:짜리|자리)\s*(?:패턴\s*)?(?:줄|라인)?"
    r"|(?:패턴\s*)?(?:줄|라인))\s*" + _SIZE_WORDS + r"(?:만|밖에\s*안)\s*"
    r"(?P<verb>비어\s*있(?!\s*지)|비었|남았|남아\s*있(?!\s*지))[가-힣]*"
)
# what undoes the line said only ("… 하나뿐인 건 아니고", "… 만 있는 게 아니라")
_SIZE_ONLY_NOT = patterns.compile(r"^\s*(?:건|게|것|거)?\s*(?:아니|않)")


def _size_only(match: re.Match[str]) -> str:
    """The one line said to be empty (or left) by its size, as "N칸짜리 줄만 비어 있음";
    said as it was when the floor line is its subject or what follows undoes it."""
    said = match.group(0)
    n = count_word(match.group("n") or match.groupdict().get("n2") or "")
    before = match.string[max(0, match.start() - 10) : match.start()]
    if n is None or "바닥" in before or _SIZE_ONLY_NOT.search(match.string[match.end() :]):
        return said
    which = match.groupdict()
    left = "남" in (which.get("which") or which.get("which2") or which.get("verb") or "")
    return f"{n}칸짜리 줄만 {'남음' if left else '비어 있음'}"


# "벌써": "이미", which the readers read ("벽 2번째 가로줄에 파랑이 벌써 붙어 있어요")
_ALREADY = patterns.compile(r"(?<![가-힣])벌써(?![가-힣])")
# "검정이 이미 1개 있고": the count's "이미" said before its colour, where the readers read it
_ALREADY_COUNT = patterns.compile(
    rf"(?P<colour>{_AZ_COLOUR})\s*(?:타일\s*)?(?:이|가)\s*이미\s*(?P<n>\d+|{NATIVE})\s*(?P<unit>개|장)"
)
# nobody has taken from the centre yet this round ("아직 아무도 중앙을 안 건드렸어요",
# "아무도 중앙에서 가져가지 않았고"): the take from the centre that follows is its first; a
# take from a factory is the same take either way
_NOBODY_CENTRE = patterns.compile(
    r"(?:아직\s*)?(?:아무도|누구도)\s*(?:아직\s*)?(?:중앙|가운데)\s*(?:에서|을|를|은|는|엔|에)?\s*"
    r"(?:아직\s*)?(?:안\s*(?:건드|가져|골|집)[가-힣]*|(?:건드리|가져가|가져오|고르|집)지\s*않[가-힣]*)"
)

# a take from the centre ("중앙에서 노랑 2개를 가져와서"): its source, where "처음" is said
_CENTRE_TAKE = patterns.compile(r"(?:중앙|가운데)\s*(?:에서|에선)(?=[^.?!]*?(?:가져|골|고르|집))")
# the same take said again to be the centre's first, with no tiles of its own ("중앙에서 노랑
# 3개를 가져왔는데 제가 중앙에서 처음 가져간 거예요", "… 중앙에서 가져간 사람 내가 처음이야"):
# one take, the first, not two (it was declined as two takes from the centre)
_CENTRE_FIRST_AGAIN = patterns.compile(
    r"(?:(?<=[,.…!~])|(?<=\s))\s*(?:근데\s*|그리고\s*)?(?:(?:제가|내가|그게|이게|그거|이거|그건|이건)\s*)?"
    r"(?:(?:중앙|가운데)\s*(?:에서|서)\s*(?:는|도)?\s*(?:(?:제가|내가)\s*)?"
    r"(?:처음|제일\s*먼저|맨\s*처음|맨\s*먼저|첫\s*번\s*째로|최초로|먼저)(?:으로)?\s*"
    r"(?:가져간|가져온|가져갔던|가져왔던|집은|고른)\s*(?:거|것|게|건)"
    r"|(?:중앙|가운데)\s*(?:에서|서)\s*가져간\s*(?:사람|건|거)\s*(?:은|는|이|가)?\s*"
    r"(?:제가|내가|나|저|내)\s*(?:가\s*)?(?:처음|제일\s*먼저|맨\s*처음|첫\s*번\s*째))"
    r"\s*(?:이에요|예요|에요|이야|야|임|이고요|이고|고요|고|였어요|였어|였음|였고|이었어요|이었어"
    r"|이거든요|거든요|거든|이라서|라서|인데|이었는데|였는데)?\s*(?:[.…,!~]+|(?=\s)|$)"
)


def _centre_first_again(text: str) -> str:
    """``text`` with the centre's first take said again of the one take told before it
    (:data:`_CENTRE_FIRST_AGAIN`) said once, as "중앙에서 처음"."""
    again = _CENTRE_FIRST_AGAIN.search(text)
    if again is None:
        return text
    before = text[: again.start()]
    takes = list(_CENTRE_TAKE.finditer(before))
    if len(takes) != 1 or _FROM_CENTRE.search(text, again.end()):
        return text  # no take told before it, or another after: not one take said again
    take = takes[0]
    rest = before + " " + text[again.end() :]
    if re.match(r"\s*(?:처음|제일\s*먼저|맨\s*처음|첫\s*번\s*째로)", rest[take.end() :]):
        return rest
    return rest[: take.end()] + " 처음" + rest[take.end() :]


# "2번째와 3번째 패턴 줄", "1번이랑 2번 줄": two lines named with one noun
_TWO_LINES = patterns.compile(
    r"(?P<a>\d)\s*번\s*(?:째)?\s*(?:와|과|랑|이랑|하고|,)\s*(?P<b>\d)\s*번\s*(?:째)?\s*"
    r"(?P<tail>(?:패턴\s*)?(?:줄|라인))"
)


# another player's claim of the verdict, checked by the asker ("친구가 -6이래. 맞아?", "친구는
# 3점이라는데 맞아요?", "상대가 5점이라고 하는데 그게 맞나요?"): a guess of the points, said as
# "-6 맞아?", never another player's board; only a number (of points) is read as the claim
_HEARSAY = patterns.compile(
    r"(?<![가-힣])(?:친구|상대방|상대|동생|형|누나|언니|오빠|다른\s*사람|옆\s*사람|걔)"
    r"\s*(?:가|는|이|은|도)?\s*(?:말로는\s*)?"
    # "친구가 이거 -3점이래", "친구가 감점 3점이래": the claim of the case told before it
    r"(?:(?:이거|그거|이건|그건|이게|그게)\s*)?(?P<penalty>(?:감점|벌점)\s*(?:은|는|이|가)?\s*)?"
    r"(?P<claim>(?:-|−|마이너스\s*)?\d{1,3}\s*(?:점)?)\s*"
    r"(?:(?:이)?(?:래요|래|라는데요|라는데|라던데|랍니다|라고\s*(?:하|했|그러|그래)[가-힣]*)"
    # "친구가 3점 깎인대", "상대가 6점 잃는다고 하네": the points lost, claimed
    r"|(?:을|를|이|가|씩)?\s*(?P<loss>깎|까|잃|빠|날아)[가-힣]{0,3}?"
    r"(?:대요|대|다는데요|다는데|다던데|답니다|다고\s*(?:하|했|그러|그래)[가-힣]*))"
    r"\s*[.,!~]*\s*(?=(?:그게\s*|그거\s*|그\s*말\s*|이거\s*)?(?:맞|진짜|정말)"
    # ("… 붙어있는데 친구가 2점이래?": the claim ending the question, asked; said with no
    # question mark, it is asked all the same whether it is true)
    r"|[?？]*\s*$)"
)


# what a claim heard is said of, before it ("가로줄 보너스 5점이래", "새 타일 점수 3점이래", "첫
# 플레이어 표식은 -2점이래")
_HEARD_TOPIC = (
    r"(?:가로|세로)\s*줄?|색\s*(?:깔)?|새\s*타일(?:\s*점수)?"
    r"|(?:(?:첫|선|시작)\s*(?:플레이어\s*)?)?(?:표식|마커|토큰)"
)
# another player named only as who said the claim, the bonus or the penalty claimed, and the
# case told after it ("친구가 보너스 4점이래. 세로줄 하나 채웠는데 맞아?"): the speaker is no
# board of the question's (it was read as another player's case, and not read); taken out, the
# claim is the asker's guess, as :data:`_HEARSAY` makes one said just before its 맞아
_HEARSAY_SPEAKER = patterns.compile(
    r"(?<![가-힣])(?:친구|상대방|상대|동생|형|누나|언니|오빠|다른\s*사람|옆\s*사람)"
    r"\s*(?:가|는|이|은|도)?\s*(?:말로는\s*)?"
    r"(?=(?:(?:보너스|감점|벌점)|(?:"
    + _HEARD_TOPIC
    + r")\s*(?:은|는|이|가|도)?\s*(?:보너스|감점|벌점)?)"
    r"\s*(?:은|는|이|가)?\s*(?:-|−|마이너스\s*)?\d{1,3}\s*점\s*"
    r"(?:이)?(?:래|라는|라던|라고|랍니다|란다)(?:[^?？]*(?:맞|진짜|정말)"
    # ("친구가 가로줄 보너스는 7점이래": the claim ending the question with nothing asked of it,
    # asked all the same whether it is true, as when no speaker is named)
    r"|[가-힣]{0,3}\s*[.!~]*\s*$)"
    # ("바닥에 표식 하나만 있는데 친구가 감점 없대 맞아?": no penalty, heard)
    r"|(?:감점|벌점)\s*(?:은|는|이|가|도)?\s*(?:하나도\s*)?없(?:대|다는|다던|다고|다며))"
)


# the points lost heard, the case told between who said it and the claim ("친구가 바닥 4칸이면
# 5점 깎인대. 진짜야?"), or no one named ("… 5점 깎인다던데 맞아?"): the asker's guess, as
# :data:`_HEARSAY` makes one (it was points said as a fact, before what is asked: no 아니요)
_HEARD_LOSS = patterns.compile(
    r"(?P<claim>(?:-|−|마이너스\s*)?(?<!\d)\d{1,3}\s*점)\s*(?:을|를|이|가|씩)?\s*"
    r"(?P<loss>깎|까|잃|빠|날아)[가-힣]{0,3}?"
    r"(?:대요|대|다는데요|다는데|다던데|다더라|답니다|다고\s*(?:하|했|그러|그래|들었)[가-힣]*)"
    r"\s*[.,!~]*\s*(?=(?:그게\s*|그거\s*|그\s*말\s*|이거\s*)?(?:맞|진짜|정말|사실)"
    # ("오빠가 바닥에 4개면 6점 까인대": ending the question, asked whether it is true)
    r"|[?？]*\s*$)"
)


# the claim heard first, the case told after it, then the check ("친구가 감점 5점이래. 바닥에
# 4개 있는데 맞아?"; the speaker is taken out by :data:`_HEARSAY_SPEAKER`): the claim moved to
# just before its 맞아, where the readers read a guess (it was the penalty alone, "−6점", with
# no 아니요); only a penalty or a bonus named, and the case a sentence of its own
_HEARD_FIRST = patterns.compile(
    rf"(?<![가-힣])(?P<topic>(?:{_HEARD_TOPIC})\s*(?:은|는|이|가|도)?\s*)?"
    r"(?P<claim>(?:(?:감점|벌점|보너스)\s*(?:은|는|이|가)?\s*)?(?:-|−|마이너스\s*)?\d{1,3}\s*점)"
    r"\s*(?:이)?(?:래요|래|라는데요|라는데|라던데요|라던데|랍니다|란다|라더라"
    r"|라고\s*(?:하|했|그러|그래|들었)[가-힣]*)\s*[.,!~]+\s*"
    r"(?P<case>[^.?!？]*?[^.?!？\s])\s*"
    r"(?P<ask>(?:그게\s*|그거\s*|그\s*말\s*|이거\s*)?(?:맞|진짜|정말)[가-힣]{0,4}\s*[?？!.~]*)\s*$"
)
# the topic a claim heard first is said of, by the word the case says it with
_TOPIC_WORDS = (
    ("가로",),
    ("세로",),
    ("색", *_AZ_COLOUR_OF),  # ("색 보너스 7점이래. 빨강 5개 다 놨는데"): a colour named
    ("새 타일", "새타일"),
    ("표식", "마커", "토큰"),
)


def _heard_first(match: re.Match[str]) -> str:
    """The claim heard first moved to its check; its topic dropped when the case names it
    again ("가로줄 보너스 5점이래. 가로줄 하나 채웠는데 맞아?"), kept before the case when not
    ("새 타일 점수 3점이래. 옆에 1개 붙어 있는데 맞아?"); a bare number of points, with neither
    a topic nor the penalty or the bonus named, is left as it is."""
    topic, claim, case = match.group("topic"), match.group("claim"), match.group("case")
    if topic is None and not re.match(r"감점|벌점|보너스", claim):
        return match.group(0)
    if topic is not None:
        words = next((w for w in _TOPIC_WORDS if any(x in topic for x in w)), ())
        if not any(w in case for w in words):
            case = f"{topic.strip()} {case}"
    return f"{case} {claim} {match.group('ask')}"


# "누나가 그러는데", "친구 말로는": who said what follows, never whose board it is (it was read
# as another player's case, and not read)
_HEARD_FROM = patterns.compile(
    r"(?<![가-힣])(?:친구|상대방|상대|동생|형|누나|언니|오빠|다른\s*사람|옆\s*사람)\s*"
    r"(?:(?:가|이)\s*(?:그러는데|그러던데|그랬는데|말하길|말하기를|말하는데)|(?:의\s*)?말로는"
    # "친구가 바닥에 4개면 5점이래": the speaker of a rule told as a condition, then heard
    r"|(?:가|이|는|은)(?=\s[^.?!？]{0,30}?(?:면|(?<=[아어워해])도)\s[^.?!？]{0,20}?(?:\d\s*점\s*(?:을|를|이|가|씩)?\s*)?"
    r"(?:[가-힣]{0,3}(?:래|라며|라던|라는|라고|다며|다던|다는|다고|대)(?=[\s.,!?？~]|요|$))))"
    r"\s*[,]?\s*"
)
# points heard, said just before the check or the question's end ("바닥에 4개면 5점이래 맞아?",
# "바닥에 5개면 8점이라며", "-14점이라며?"): the asker's guess of them, as "5점 맞아?" (it was
# the penalty alone, or not read); the points lost heard are :data:`_HEARD_LOSS`'s
_HEARD_POINTS = patterns.compile(
    # ("바닥 7칸 다 차면 -14래": points said with their minus sign and no 점)
    r"(?P<claim>(?<!\d)\d{1,3}\s*점|(?<=[-−])\d{1,3}(?=\s*(?:이)?(?:래|라)))\s*(?:이)?"
    r"(?:래요|래|라는데요|라는데|라던데요|라던데|라며|랍니다|란다|라더라"
    # ("-3점이라고 우기는데 맞아?": the claim held against the asker)
    r"|라고\s*(?:하|했|그러|그래|들었|우기|우겨|말하|주장)[가-힣]*)"
    r"\s*[.,!~]*\s*(?=(?:그게\s*|그거\s*|그\s*말\s*|이거\s*)?(?:맞|진짜|정말|사실)|[?？]*\s*$)"
)


# where tiles go heard ("1개 바닥 간대 맞아?", "1개 넘친대", "바닥에 2개 떨어진다던데"): the
# asker's claim of it, as "… 가는 거 맞아?" (it was not read)
_HEARD_GOES = patterns.compile(
    r"(?P<verb>간|떨어진|넘친|들어간|내려간)"
    r"(?:대요|대|다는데요|다는데|다던데요|다던데|다며|다더라|다고\s*(?:하|했|그러|그래|들었)[가-힣]*)"
    r"\s*[.,!~]*\s*(?=(?:그게\s*|그거\s*|그\s*말\s*|이거\s*)?(?:맞|진짜|정말|사실)|[?？]*\s*$)"
)
_HEARD_GOES_VERB = {
    "간": "가는",
    "떨어진": "떨어지는",
    "넘친": "넘치는",
    "들어간": "들어가는",
    "내려간": "내려가는",
}


def _heard_goes(match: re.Match[str]) -> str:
    said = f"{_HEARD_GOES_VERB[match.group('verb')]} 거"
    after = match.string[match.end() :]
    if not after.strip(" ?？"):
        # ("1개 넘친대": nothing asked of it, asked all the same whether it is true)
        return f"{said}?"
    return f"{said} "


def _heard_points(match: re.Match[str]) -> str:
    """Points heard as the asker's guess: "5점 " before the check, "8점?" ending the question."""
    after = match.string[match.end() :]
    if not after.strip(" ?？"):
        # ending the question: a claim heard is asked whether it is true ("이라며", "이래?",
        # and "8점이래." with nothing asked of it, as the bonus's reader reads it)
        return f"{_with_points(match.group('claim'))}?"
    return f"{_with_points(match.group('claim'))} "


def _with_points(claim: str) -> str:
    """The points claimed, with 점 ("14" said after its minus sign: "14점")."""
    return claim if "점" in claim else f"{claim}점"


# no penalty claimed ("감점 없지?", "감점 없는 거 맞지?", "감점 없다던데 맞아?"): a guess of 0
# points, checked as "감점 0점이지?" is (it was the penalty alone, "−1점", with no 아니요);
# never "없나요?", a question asked in the negative
_NO_PENALTY = patterns.compile(
    r"(?<![가-힣])(?:감점|벌점)\s*(?:은|는|이|가|도)?\s*(?:하나도\s*|전혀\s*|아예\s*)?없"
    r"(?P<end>는\s*(?:거|게|건|것)|지|죠|어요|어|음|다며|다던데|다는데|다고|대요|대|답니다|다더라)"
    r"(?=[^.?!？]{0,12}(?:[?？]|$)"
    # ("감점 없대. 진짜?": heard, then checked in a sentence of its own)
    r"|\s*[.,!~]+\s*(?:그게\s*|그거\s*|그\s*말\s*)?(?:맞|진짜|정말|사실))"
)


# no penalty heard as "감점 안 된대" ("친구가 바닥 한개면 감점 안 된대"): said as "감점 없대",
# the claim :data:`_NO_PENALTY` reads (it was the penalty alone, "−1점", with no 네/아니요);
# never asked so ("감점 안 돼?": asked in the negative)
_NO_PENALTY_HEARD = patterns.compile(
    r"(?<=감점|벌점)\s*(?:은|는|이|가|도)?\s*(?:하나도\s*|전혀\s*|아예\s*)?안\s*(?:된|되)"
    r"(?=대|다던|다는|다며|다고)"
)


def _no_penalty(match: re.Match[str]) -> str:
    end = match.group("end")
    said = "인 " + end.split()[-1] if end.startswith("는") else _NONE_ENDS[end]
    return f"감점 0점{said}"


# points a player scored or took off, then checked ("감점 4점만 했어. 맞게 한 거야?", "보너스 10점
# 받았어. 맞아?", "3점만 받았어 맞아?"): the points guessed, as "4점 맞아?" (the penalty was
# given alone, with no 아니요, or it was not read)
_DONE_POINTS = patterns.compile(
    r"(?P<claim>(?<!\d)\d{1,2}\s*점)\s*(?:만|씩)?\s*(?:을|를)?\s*"
    r"(?:했|뺐|깎았|깠|냈|받았|매겼|줬|계산했)(?:어요|어|는데요|는데|습니다|음)?\s*[.,!~]*\s*"
    r"(?:이거\s*|그거\s*|그게\s*)?(?=맞)"
)


def _hearsay(match: re.Match[str]) -> str:
    """Another player's claim said as the asker's guess: "-6 ", "감점 3점 ", "3점 깎이는 거 ";
    ending the question, it is asked ("-3점?")."""
    claim = match.group("claim")
    end = not match.string[match.end() :].strip(" ?？")
    if match.group("loss"):
        points = claim if "점" in claim else f"{claim}점"
        return f"{points} 깎이는 거 " + ("맞아?" if end else "")
    if end:
        claim = f"{claim}?"
    return f"감점 {claim} " if match.group("penalty") else f"{claim} "


# points said in a native number ("네 점 깎이는 거 맞아?", "열한 점"): the readers read digits
# (the claim was left unread, and the bare penalty answered it with no 네/아니요); never a
# score's word ("네 점수": yours)
_NATIVE_POINT_WORDS = {
    **{w: NATIVE_NUMBERS[w] for w in NATIVE_BEFORE_COUNTER},
    **{"열한": 11, "열두": 12, "열세": 13, "열네": 14},
}
_NATIVE_POINTS = patterns.compile(
    rf"(?<![가-힣])({alternation(_NATIVE_POINT_WORDS)})\s*점(?!\s*수)"
)


# a confirmation asked in chat slang or dialect at the question's end ("-4점 ㄹㅇ?", "10점이지
# ㅇㅈ?", "-6이쥬?", "9점이쥬?", "-1이제?", "맞제?", "4점 실화?"): said as "맞지?", "이죠?" or
# "이지?", which the readers read (they were not read, or read with no 네/아니요)
_SLANG_CONFIRM = patterns.compile(
    r"(?:(?<=[?？])|\s+|(?<=[\d가-힣])(?=ㄹㅇ|ㅇㅈ|ㅇㅇ))(?:ㄹㅇ|ㅇㅈ|ㅇㅇ|레알|실화)\s*(?:임|이야|이냐|냐|인가|인가요|요)?\s*[?？]+\s*$"
)
_SLANG_ENDING = patterns.compile(
    r"(?<=[\d가-힣])(?P<ending>이쥬|쥬|이제|제)(?P<mark>\s*[?？]*)\s*$"
)
_SLANG_ENDINGS = {"이쥬": "이죠", "쥬": "죠", "이제": "이지", "제": "지"}


def _slang(text: str) -> str:
    """``text`` with a confirmation asked in slang or dialect at its end said plainly; "이제"
    and "제" only after a number or 맞 ("-1이제?", "맞제?"), never "이제" (now) said last."""
    confirm = _SLANG_CONFIRM.search(text)
    if confirm is not None:
        head = text[: confirm.start()].rstrip(" ?？")
        # ("10점이지 ㅇㅈ?": the confirmation after a question's own ending, as "10점이지?")
        asked = re.search(r"(?:지|죠|야|냐|임|맞아|맞음)$", head)
        text = head + ("?" if asked else " 맞지?")
    ending = _SLANG_ENDING.search(text)
    if ending is None:
        return text
    word = ending.group("ending")
    head = text[: ending.start()]
    if word in ("이제", "제") and not re.search(r"(?:\d|\d\s*(?:점|개|장|칸)|맞)$", head):
        return text
    if word == "쥬" and not re.search(r"(?:\d|점|맞|이)$", head):
        return text
    return f"{head}{_SLANG_ENDINGS[word]}{ending.group('mark') or '?'}"


def _plain(text: str) -> str:
    """The question with the ways of saying a line, a count or a colour that the readers do
    not read said in the ones they do (the same case, never another)."""
    text = _slang(text)
    text = _EB_NONE.sub(_eb_none, text)
    text = _NATIVE_POINTS.sub(lambda m: f"{_NATIVE_POINT_WORDS[m.group(1)]}점", text)
    text = _NO_PENALTY_HEARD.sub(" 없", text)
    text = _HEARD_FROM.sub("", text)
    text = _HEARSAY.sub(_hearsay, text)
    text = _HEARD_LOSS.sub(_hearsay, text)
    text = _HEARSAY_SPEAKER.sub("", text)
    text = _HEARD_FIRST.sub(_heard_first, text)
    text = _HEARD_POINTS.sub(_heard_points, text)
    text = _HEARD_GOES.sub(_heard_goes, text)
    text = _DONE_POINTS.sub(r"\g<claim> ", text)
    for typo, word in _TYPOS:
        text = typo.sub(word, text)
    text = _ALREADY.sub("이미", text)
    text = _ALREADY_COUNT.sub(r"이미 \g<colour> \g<n>\g<unit>", text)
    nobody = _NOBODY_CENTRE.search(text)
    if nobody is not None:
        rest = text[: nobody.start()] + " " + text[nobody.end() :]
        text = _CENTRE_TAKE.sub(r"\g<0> 처음", rest, count=1)
        if text == rest and not _TK_FACTORY.search(rest) and re.search(r"중앙|가운데", rest):
            # "중앙에 빨강 2개 있고 아무도 중앙에서 안 가져갔어. 빨강 가져가면?": the take of
            # the centre's tiles, not said as from the centre, is its first all the same
            # (before, the fact was dropped and the marker left out of what the take brings);
            # with no tiles said in the centre the take's source is not said
            text = f"{rest[: nobody.start()]} 중앙에서 처음 {rest[nobody.start() :]}"
    text = _centre_first_again(text)
    text = _LINE_ORDINAL.sub(
        lambda m: f"{NATIVE_ORDINALS[m.group('m') or m.group('n') + '번째']}번째 ", text
    )
    text = _TOP_LINE.sub("1번째 ", text)
    text = _TWO_LINES.sub(r"\g<a>번째 줄과 \g<b>번째 \g<tail>", text)
    text = _SOURCE_BARE.sub(lambda m: f"{m.group('where')}에", text)
    text = _CENTRE_SAID.sub(lambda m: "중앙에서" if m.group("from") else "중앙", text)
    text = _SOURCE_ONLY.sub(r"\g<said> \g<n>", text)
    text = _SIZE_ONLY_NAMED.sub(_size_only, text)
    text = _SIZE_ONLY.sub(_size_only, text)
    text = _SIZE_LINE.sub(lambda m: f"{count_word(m.group('n'))}칸짜리 ", text)
    text = _LENGTH_LINE.sub(lambda m: f"{count_word(m.group('n'))}칸짜리 ", text)
    if "벽" not in text:  # "벽에 타일 하나 놓으면": the tile placed, not a count the wall has
        text = _BARE_COUNT.sub(lambda m: f"{m.group('before')}{count_word(m.group('n'))}개", text)
    return _COLOUR_THING.sub(r"\1", text)


# -- a position narrated at length: what it says beside the case ---------------------------
# First-time players tell the whole position before they ask ("친구랑 둘이서 하는데요, 지금
# 3라운드예요. 바닥 줄은 비어 있고 …"); the readers read the case, and what is said beside it
# made them give up. A question none of them reads is read again with what never changes
# the case taken out (:func:`_untold`): who plays and when, and what is said to be empty or
# absent where the readers already take it to be.
_N_END = r"(?:요)?\s*(?:[,.!~]+|(?=\s)|$)"
# a greeting, or who the asker is ("안녕하세요", "아줄 초보입니다")
_N_GREETING = patterns.compile(
    r"안녕하세요[.!~]*"
    r"|(?:아줄\s*)?(?:완전\s*)?(?:초보|뉴비|입문자)\s*(?:입니다|예요|에요|인데|이에요)" + _N_END
)
_N_PLAY = (
    r"(?:아줄\s*(?:을|를)?\s*)?(?:처음\s*)?"
    r"(?:하는\s*중인데|하는\s*중이에|하고\s*있는데|하고\s*있고|하고\s*있어|하는데|해\s*보는데"
    r"|하고\s*있습니다)"
)
# who plays: the company or the number of players ("친구랑 둘이서 아줄 처음 해보는데요,",
# "넷이서 하고 있고", "3인 게임이고"); the board's case is the same for any of them
_N_COMPANY = patterns.compile(
    r"(?<![가-힣])(?:(?:친구|친구들|가족|동생|형|언니|누나|오빠|애들|아이|아내|남편|와이프)"
    r"\s*(?:이랑|랑|하고|와|과)\s*(?:(?:둘|셋|넷)이서\s*|\d\s*(?:인|명)(?:이서)?\s*)?"
    r"|(?:둘|셋|넷)이서\s*|\d\s*(?:명)이서\s*)"
    + _N_PLAY
    + _N_END
    # "3인 게임이고", "2인 게임 2라운드예요"; never "3인 게임 바닥줄 …", a count beside it
    + r"|(?<![가-힣\d])\d\s*인\s*(?:게임|플레이|판)\s*"
    r"(?:(?:이고|인데|이에요|예요|입니다|이구요)"
    + _N_END
    + r"|,|(?=\s*(?:\d{1,2}|첫|두|세|네|다섯|여섯)\s*(?:번\s*째\s*)?라운드))"
)
# the round it is ("지금 3라운드예요.", "4라운드인데"); never "마지막 라운드" or "라운드 끝나면"
_N_ROUND = patterns.compile(
    r"(?:지금\s*|현재\s*)?(?<![가-힣\d])(?:\d{1,2}|첫|두|세|네|다섯|여섯)\s*(?:번\s*째\s*)?"
    r"라운드(?:째)?\s*(?:예요|에요|이에요|인데|이고|입니다|임|고)" + _N_END
)
# whose turn it is ("지금 제 차례예요", "제 차례에 중앙에서 …")
_N_TURN = patterns.compile(
    r"(?:지금\s*)?(?<![가-힣])(?:제|내)\s*(?:차례|턴)\s*(?:예요|에요|이에요|인데|이고|입니다)"
    + _N_END
    + r"|(?<![가-힣])(?:제|내)\s*(?:차례|턴)에\s+"
)
# the floor line said to be empty ("바닥 줄은 비어 있고", "바닥 줄엔 아무것도 없고요"): the
# floor line the readers take when the question says none
_N_FLOOR_EMPTY = patterns.compile(
    r"(?<![가-힣])바닥\s*(?:줄|라인)?\s*(?:은|는|도|엔|에는|이)?\s*(?:지금\s*|아직\s*)?"
    r"(?:비어\s*있(?:었)?(?:고|는데|어|음|습니다|을\s*때|는\s*상태(?:에서|이고|인데))|비었(?:고|는데|어)"
    r"|빈\s*상태(?:에서|이고|인데)|아무것도\s*없(?:고|는데|어|음))" + _N_END
)
# a colour said to be absent from a wall row ("벽 2번째 가로줄에 빨강은 없어요"): the wall
# the readers of a take take is empty; only a whole sentence, and only when the question
# says nothing else of its wall (checked in _untold)
_N_WALL_ABSENT = patterns.compile(
    r"(?<![가-힣])벽\s*(?:의\s*)?(?:\d\s*번\s*(?:째)?\s*(?:가로\s*)?(?:줄|행)\s*(?:에|엔|에는)?\s*)?"
    rf"(?:{_AZ_COLOUR})\s*(?:색\s*)?(?:타일\s*)?(?:은|는|이|가|도)?\s*(?:아직\s*)?"
    r"없(?:어요|어|습니다|음|고요|는데요)\s*(?:[.!~]+|$)"
)
# no pattern line completed this round ("완성한 패턴 줄이 하나도 없고", "벽에 붙일 줄은
# 없어요"): the floor line alone changes the score, as the readers take it
_NONE_DONE_MARK = "⌀"
_N_NONE_DONE = patterns.compile(
    r"(?:이번\s*라운드(?:엔|에는|에)?\s*)?(?:완성한|완성된|완성될|다\s*찬|벽에\s*(?:붙일|옮길))\s*"
    r"(?:패턴\s*)?(?:줄|것|거|게|건)\s*(?:은|는|이|가|도)?\s*(?:하나도\s*|아무것도\s*)?"
    r"없(?:고|는데|어|음|습니다)" + _N_END
)
# the score now, when only the penalty is asked ("제 점수는 9점이에요, … 감점은 얼마예요?")
_N_SCORE = patterns.compile(
    r"(?:(?:제|내)\s*)?(?:지금\s*|현재\s*)?(?:점수\s*(?:트랙)?\s*(?:은|는|이|가)?\s*)?(?:지금\s*|현재\s*)?"
    r"(?<!\d)\d{1,3}\s*점\s*(?:이에요|예요|이고|인데|입니다|이구요|이요|(?=\s*,))" + _N_END
)
_N_PENALTY_ONLY = patterns.compile(r"감점\s*(?:이|은|는)?\s*(?:얼마|몇)|몇\s*점\s*(?:깎|까여|잃)")
_N_SCORE_ASKED = patterns.compile(
    r"점수\s*(?:가|는)?\s*(?:어떻게|얼마|몇)|몇\s*점\s*(?:이|으로|로)?\s*되"
)
# a pattern line's size said in brackets after it ("2번째 패턴 줄(2칸)", "(2칸, 비어 있음)")
_N_LINE_SIZE = patterns.compile(
    r"(?P<line>(?P<n>\d)\s*번\s*(?:째\s*)?(?:패턴\s*)?(?:줄|라인))\s*\(\s*(?P<size>\d)\s*칸\s*"
    r"(?:짜리)?\s*(?:,\s*(?P<empty>비어\s*있\S*|비었\S*|빈\s*줄|빈\s*칸)\s*)?\)"
)


def _line_size(match: re.Match[str]) -> str:
    """A line's bracketed size dropped when it is the line's ("2번째 줄(2칸, 비어 있음)" →
    "빈 2번째 줄"); kept otherwise (another size: not the case the line is)."""
    if match.group("n") != match.group("size"):
        return match.group(0)
    return ("빈 " if match.group("empty") else "") + match.group("line")


def _untold(text: str) -> str:
    """The question without what it tells beside its case: greetings, who plays, the round,
    whose turn, the floor line said empty, a colour said absent from the wall, no line said
    completed, the score now when only the penalty is asked, a line's size in brackets."""
    text = _N_LINE_SIZE.sub(_line_size, text)
    # the game's first round stays said ("첫 라운드인데 …"): the score before it is 0, and the
    # score after it asked with no wall points is not known (the floor reader declines it)
    text = _N_ROUND.sub(lambda m: " 첫 라운드 " if _FIRST_ROUND.search(m.group(0)) else " ", text)
    for said in (_N_GREETING, _N_COMPANY, _N_TURN, _N_FLOOR_EMPTY):
        text = said.sub(" ", text)
    # (no line completed: a mark the floor reader reads as no wall points this round)
    text = _N_NONE_DONE.sub(f" {_NONE_DONE_MARK} ", text)
    walls = _N_WALL_ABSENT.sub(" ", text)
    if "벽" not in walls:
        text = walls
    if _N_PENALTY_ONLY.search(text) and not _N_SCORE_ASKED.search(text):
        text = _N_SCORE.sub(" ", text)
    return re.sub(r"\s+", " ", text).strip()


def _floor_said_empty(found: Computed) -> Computed:
    """A placement read with the floor line said empty: its penalty said as the case's,
    not as the empty floor line's the reader took."""
    if found.kind != "azul-placement":
        return found
    details = [
        d.replace("바닥 줄이 비어 있었다면 ", "").replace("(바닥 줄이 비어 있었다면 ", "(")
        for d in found.details
    ]
    summary = found.summary.replace("바닥 줄이 비어 있었다면 ", "")
    return replace(
        found,
        summary=summary,
        case=f"{found.case.replace(_FLOOR_ASSUMED, '')} (바닥 줄은 비어 있음)",
        details=details,
    )


# a score said to be below zero ("지금 -5점인데 가로줄 1개 완성 최종 몇 점?"): a score never
# drops below 0, and the readers would take the "5점" as the score now
_NEGATIVE_SCORE = patterns.compile(
    r"(?:지금|현재|점수|내\s*점수)\s*(?:이|가|은|는)?\s*(?:-|−|–|마이너스\s*|음수\s*)\s*\d{1,3}\s*점"
    # (never the score asked after: "점수가 -5점이 되는 건가요?", "-3점 돼?")
    r"(?!\s*(?:이|으로|로)?\s*(?:되|돼|될)[가-힣]*(?:\s+(?:거|건|게|것)[가-힣]*)?\s*[?？]*\s*$)"
    r"|(?:-|−|–|마이너스\s*)\s*\d{1,3}\s*점\s*(?:인데|이고|이었|에서|까지|이라서|이니까)"
)


# a rule the players changed ("바닥 감점을 절반만 하기로 했는데", "우리 집에선 표식 감점 안
# 해"): the engine plays the rulebook's rules, not theirs
_HOUSE_RULE = house_rule(
    r"(?:우리|저희)\s*(?:집|끼리|만)(?:에선|에서는|에서)?"
    r"|(?:하기로|안\s*하기로|않기로|세기로|치기로|빼기로|바꾸기로)\s*(?:했|하|정했)"
    r"|절반|반만|두\s*배|룰\s*(?:을|를)?\s*바꿔|규칙\s*(?:을|를)?\s*바꿔"
    # "우리는 넘치는 타일 버리기로 했는데": what the players agreed, not the asker's move
    r"|(?<![가-힣])(?:우리|저희)\s*(?:는|도|끼리는)?\s+[^.?!]{0,30}?[가-힣]기로\s*(?:했|하|정했)"
)


# a fact told and then denied ("중앙에 파랑 3개 있는 거 아니야.", "다 찬 줄 알았는데"): what is
# there is not told (the readers read the fact as told: "파랑 3장을 모두 가져옵니다")
_FACT_DENIED = patterns.compile(
    r"(?:있|찼|찬|차\s*있|붙어\s*있|놓여\s*있|들어\s*있|깔려\s*있|쌓여\s*있)"
    r"(?:는|던|은)?\s*(?:거|게|건|것)\s*(?:은|는|이|가)?\s*(?:아니|아냐|아닌|아님)"
    r"|(?:있는|있던|있을|찬|붙은|놓인|들어\s*있는|완성한|채운)\s*줄\s*(?:알|았)"
    # "파랑 있었는데 그건 착각이었어", "잘못 봤어": a fact told, then taken back (it was read as
    # holding, "아니요, 그 줄에는 놓을 수 없습니다")
    r"|착각\s*(?:이었|였|했|한\s*거|이야|이네)|잘못\s*(?:봤|본|보고|알았|안\s*거|세었|셌)|헷갈렸"
)


# two takes from the centre told ("아까 중앙에서 처음 가져가서 표식 받았어. 이번에 또 중앙에서
# …", "지난 차례에 중앙에서 처음 가져갔는데 이번 차례에 중앙에서 …"): the first take and the
# start marker are the earlier one's, already on the floor line, never the one asked about
_FROM_CENTRE = patterns.compile(r"(?:중앙|가운데)\s*(?:에서|서)(?![가-힣])")
_CENTRE_FIRST_SAID = patterns.compile(r"처음|(?<![가-힣])첫|먼저|표식|마커|토큰")


def _centre_twice(text: str) -> bool:
    """Whether the question tells two takes from the centre and which was the first."""
    return len(_FROM_CENTRE.findall(text)) > 1 and bool(_CENTRE_FIRST_SAID.search(text))


# points said in Sino-Korean numbers ("삼 점 깎이지?", "오점이야?", "십사 점", "이십 점"): the readers read
# digits ("2점" for "이 점" would also be "this point", and "이점" an advantage: never read)
_SINO_DIGITS = {"삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9}
_SINO_POINTS = patterns.compile(
    r"(?<![가-힣])(?P<n>(?:[이삼사오육칠팔구]?십)[일이삼사오육칠팔구]?|삼|사|오|육|칠|팔|구)"
    r"(?P<gap>\s*)점(?!\s*수)"
    # "일 점" and "이 점" only where the words around make them points: after a sign or
    # "마이너스"/"플러스" ("마이너스 이 점 되는 거야") or after the score named ("점수 이 점인데");
    # never before points lost alone ("이 점 깎이는 거 맞지?": maybe "this point"); "영 점",
    # "일 점" and "이 점" before what the score becomes ("이 점 되는 거야?", "영 점이지?")
    r"|(?:(?<=[-−+])|(?<=[-−+]\s)|(?<=마이너스)|(?<=마이너스\s)|(?<=플러스)|(?<=플러스\s)"
    r"|(?<=점수\s)|(?<=점수가\s)|(?<=점수는\s)|(?<=감점)|(?<=감점\s)|(?<=벌점)|(?<=벌점\s)"
    # ("보너스 이 점 못 받는다던데": the bonus's points)
    r"|(?<=보너스)|(?<=보너스\s))"
    r"(?P<low>일|이)(?P<lowgap>\s*)점(?!\s*수)"
    # "일 점" before points lost or checked ("일 점 까여?", "일 점 맞지?"): 1 point ("일" is no
    # "this"; "이 점 깎이는 거 맞지?" stays unread, above)
    r"|(?<![가-힣])(?P<one>일)(?P<onegap>\s*)점"
    r"(?=\s*(?:이|을|씩|만)?\s*(?:깎|까여|까이|까임|잃|빠지|빠져|감점|맞|이지|이야|이죠|이에요|인가"
    # ("점수 칠 점인데 바닥 네 개면 일 점 남지?": the score left)
    r"|남(?:지|아|나|는|죠|을|음)))"
    r"|(?<![가-힣])(?P<zero>영)(?P<zerogap>\s*)점(?=\s*(?:되|돼|이|으로))"
    r"|(?<![가-힣])(?P<becomes>일|이)(?P<becomesgap>\s*)점"
    r"(?=\s*(?:되는|돼|되나|될|됩|되지|되죠|되요|되어|되면))"
    # a bare number after "마이너스"/"플러스" ("바닥 네 개 마이너스 육 맞아요?")
    r"|(?:(?<=마이너스)|(?<=마이너스\s)|(?<=플러스)|(?<=플러스\s))"
    r"(?P<bare>(?:[이삼사오육칠팔구]?십)[일이삼사오육칠팔구]?|일|이|삼|사|오|육|칠|팔|구)"
    # ("마이너스 팔이지?", "마이너스 십일이래": the number, then its 이다)
    r"(?:(?![가-힣])|(?=이(?:지|야|에요|예요|래|라|고|죠|잖)))"
)
_SINO_LOW = {"영": 0, "일": 1, "이": 2}


def _sino_points(text: str) -> str:
    """``text`` with points said in Sino-Korean numbers written in digits."""

    def digits(found: re.Match[str]) -> str:
        for name in ("low", "zero", "becomes", "one"):
            if found.group(name):
                return f"{_SINO_LOW[found.group(name)]}{found.group(name + 'gap')}점"
        word = found.group("n") or found.group("bare")
        units = {**_SINO_DIGITS, "일": 1, "이": 2}
        if "십" in word:
            tens, ones = word.split("십")
            n = 10 * (units[tens] if tens else 1) + (units[ones] if ones else 0)
        else:
            n = units[word]
        return f"{n}{found.group('gap')}점" if found.group("n") else str(n)

    return _SINO_POINTS.sub(digits, text)


# -- two floor claims in one message ------------------------------------------------------
# "바닥에 3개 떨어지면 -4점 맞죠? 5개면 -8점이고?", "바닥에 다섯개면 마이너스 팔 점이고 여섯개면
# 마이너스 십일 점 맞지?": two counts, each with its penalty guessed; both are checked (it was
# not read: two counts)
_TC_COUNT = patterns.compile(rf"(?<![\d가-힣])(\d+|{NATIVE})\s*+(개|장|칸)")
# where the first claim ends: its question mark, or its points joined by 이고 to the second
_TC_SPLIT = patterns.compile(
    r"[?？]++\s*+(?:그리고\s*+|그럼\s*+|근데\s*+)?|(?<=[점\d])\s*+(?:이고|이구|고)(?:\s++|\s*+,\s*+)"
)
# how the second claim ends, after its points ("… 맞지?", "…이래"): the first's end when it
# has none of its own
_TC_TAIL = patterns.compile(r"(?<=[점\d])\s*+([^\d점]*)$")
_TC_PENALTY_CHECKED = patterns.compile(r"(?:네|아니요), −\d{1,2}점입니다")
_TC_JOINED_END = patterns.compile(r"(?<=[점\d])\s*+(?:이고|고|이구|구)\s*+([?？]*)\s*+$")


# each penalty asked, none guessed ("바닥 2개면 몇점 깎여? 4개면?"): both answered (it was
# not read)
_TC_PENALTY_ASKED = patterns.compile(r"−\d{1,2}점")
_TC_FOLLOW_UP = patterns.compile(
    r"\s*+(?:이면|면|일\s*+때|일땐|일\s*+땐)\s*+(?:요)?\s*+[?？]++\s*+$"
)


def _two_asked(counts: list[re.Match[str]], parts: list[Computed | None]) -> Computed | None:
    """Two floor counts, each penalty asked: both given, with no 네/아니요."""
    one, two = (p for p in parts if p is not None)
    said = [
        f"{count_word(c.group(1))}{'칸' if c.group(2) == '칸' else '개'}면 {p.verdict}"
        for c, p in zip(counts, (one, two), strict=True)
    ]
    if said[0] == said[1]:
        return None
    return Computed(
        AZUL,
        "azul-floor",
        f"{said[0]}, {said[1]}",
        f"{one.summary} {two.summary}",
        f"{one.case}; {two.case}",
        list(dict.fromkeys([*one.details, *two.details])),
        list(dict.fromkeys([*one.rule_ids, *two.rule_ids])),
        None,
    )


def _two_claims(text: str) -> Computed | None:
    """Two floor counts each with its penalty guessed, in one message: both checked, the
    verdict 네 only when both are right; None unless each part alone reads as a checked
    guess of the floor's penalty."""
    counts = list(_TC_COUNT.finditer(text))
    if len(counts) != 2:
        return None
    splits = list(_TC_SPLIT.finditer(text, counts[0].end(), counts[1].start()))
    if len(splits) != 1:
        return None
    split = splits[0]
    if text[split.end() : counts[1].start()].strip():
        # "바닥 3개 -4점이고 친구가 5개면 -8점이래": the friend's floor, or the friend's claim?
        return None
    second = text[counts[1].start() :]
    tail = _TC_TAIL.search(second)
    if tail is None:
        return None
    first = text[: split.start()]
    if "?" in split.group(0) or "？" in split.group(0):
        first += "?"
    else:
        first += tail.group(1) or "?"
    head = text[: counts[0].start()]
    second = head + _TC_JOINED_END.sub(lambda m: "이지" + (m.group(1) or "?"), second)
    parts = [compute(first), compute(second)]
    if parts[1] is None and _TC_FOLLOW_UP.match(text, counts[1].end()):
        # "바닥 2개면 몇점 깎여? 4개면?": the second asks what the first asked
        parts[1] = compute(f"{head}{count_word(counts[1].group(1))}개면 몇 점이야?")
        if parts[0] is None or parts[0].ok is not None:
            return None
    if all(
        p is not None
        and p.kind == "azul-floor"
        and p.ok is None  # (not a guess asked in the negative, its 네/아니요 left out)
        and _TC_PENALTY_ASKED.fullmatch(p.verdict)
        for p in parts
    ):
        return _two_asked(counts, parts)
    if any(
        p is None
        or p.kind != "azul-floor"
        or p.ok is None
        # the penalty's guess alone ("지금 10점인데 … 6점 맞지? 5개면 2점이고?": the second
        # score from 10, or from 6?)
        or not _TC_PENALTY_CHECKED.fullmatch(p.verdict)
        for p in parts
    ):
        return None
    one, two = (p for p in parts if p is not None)
    said = [
        f"{count_word(c.group(1))}{'칸' if c.group(2) == '칸' else '개'}면 "
        + re.sub(r"^(?:네|아니요),\s*|입니다$", "", p.verdict)
        for c, p in zip(counts, (one, two), strict=True)
    ]
    right = bool(one.ok and two.ok)
    checked = [
        f"{s}: {'맞습니다' if p.ok else '틀렸습니다'}"
        for s, p in zip(said, (one, two), strict=True)
    ]
    return Computed(
        AZUL,
        "azul-floor",
        f"{'네' if right else '아니요'}, {said[0]}, {said[1]}입니다",
        f"{one.summary} {two.summary}",
        f"{one.case}; {two.case}",
        [*checked, *(d for d in [*one.details, *two.details] if d not in checked)],
        list(dict.fromkeys([*one.rule_ids, *two.rule_ids])),
        right,
    )


# -- two set-up or bonus claims in one message ---------------------------------------------
# "2인이면 공장 5개지? 3인이면 7개고?", "가로 한줄 완성 보너스 이 점 맞지? 세로는 칠 점이고?",
# "3인이면 공장 7개고 4인이면 9개 맞아?": two claims of one kind, the second told by what
# differs from the first; both are checked (it was not read)
_TP_SPLIT = patterns.compile(
    r"[?？]++\s*+(?:그리고\s*+|그럼\s*+|근데\s*+)?(?=\S)|(?<=[점개])\s*+(?:이고|고)\s++"
)
# the second claim told short: its players or its line, then its count or its points
_TP_SECOND = patterns.compile(
    r"^(?P<key>[2-9]\s*+(?:인|명)|(?:두|세|네|다섯)\s*+명|가로|세로)"
    r"(?P<link>(?:줄|\s*+줄은|\s*+줄는)?(?:이면|면|은|는|이서|에서|이면은)?\s*+(?:보너스\s*+)?)"
    rf"(?P<n>\d{{1,3}}|십일|십이|십|삼|사|오|육|칠|팔|구|{NATIVE})\s*+(?P<unit>개|점)(?P<tail>[^\d]*+)$"
)
# the factories' count said in words in the first claim ("2인 공장 다섯 개 맞지? 3인은 칠
# 개고?"): in digits, as the second's is read (it was not read)
_TP_COUNT_WORD = patterns.compile(
    rf"(?P<what>공장|팩토리|진열판)(?P<particle>\s*+(?:이|가|은|는)?)\s*+(?P<n>{NATIVE})\s*+개"
)
_TP_PLAYERS = patterns.compile(r"[2-9]\s*+(?:인|명)|(?:두|세|네|다섯)\s*+명")
_TP_LINE = patterns.compile(r"가로|세로")
_TP_VALUE = patterns.compile(r"(?<!\d)\d{1,3}\s*+(?=개|점)")
_TP_TAIL = patterns.compile(r"(?<=[점개])([^\d]*+)$")
_TP_JOINED_END = patterns.compile(r"^\s*+(?:이고|고|이구|구)\s*+([?？]*+)\s*+$")


# the second asked short, by what differs ("가로줄 완성 보너스 몇 점? 세로줄은?", "2인 공장 몇
# 개? 3인은?"): the first asked again of other players or another line
_TP_SECOND_ASKED = patterns.compile(
    r"^(?P<key>[2-9]\s*+(?:인|명)|(?:두|세|네)\s*+명|가로|세로)"
    r"(?:\s*+줄)?(?:은|는|이면|면|이면은|이서는|에서는|일\s*+때는|일땐)?"
    r"(?:\s*+(?:몇\s*+(?:점|개)|보너스)[가-힣]*+)?\s*+[?？]++\s*+$"
)


def _two_asked_parallel(first: str, second: str) -> Computed | None:
    """Two set-up or end-bonus questions in one message, the second asked short: both
    answered, with no 네/아니요."""
    short = _TP_SECOND_ASKED.match(second)
    if short is None:
        return None
    key = _TP_LINE if short.group("key") in ("가로", "세로") else _TP_PLAYERS
    keys = list(key.finditer(first))
    if len(keys) != 1 or re.search(r"\d", key.sub("", first)):
        return None
    (k,) = keys
    parts = [
        compute(f"{first}?"),
        compute(f"{first[: k.start()]}{short.group('key')}{first[k.end() :]}?"),
    ]
    if any(
        p is None or p.kind not in ("azul-setup", "azul-end-bonus") or p.ok is not None
        for p in parts
    ):
        return None
    one, two = (p for p in parts if p is not None)
    if one.kind != two.kind:
        return None
    said = []
    for part, p in zip((first, short.group("key")), (one, two), strict=True):
        if p.kind == "azul-end-bonus":
            line = _TP_LINE.findall(part)
            if len(line) != 1:
                return None
            said.append(f"{line[0]}줄 {p.verdict}")
        elif re.fullmatch(r"공장 \d+개, 라운드마다 타일 \d+장", p.verdict) and p.case.endswith(
            "명 게임"
        ):
            # ("공장 5개, 라운드마다 타일 20장" of "2명 게임": "2명이면 공장 5개")
            said.append(f"{p.case.removesuffix(' 게임')}이면 {p.verdict.split(',')[0]}")
        else:
            return None
    if said[0] == said[1]:
        return None
    return Computed(
        AZUL,
        one.kind,
        f"{said[0]}, {said[1]}",
        f"{one.summary} {two.summary}",
        f"{one.case}; {two.case}",
        list(dict.fromkeys([*one.details, *two.details])),
        list(dict.fromkeys([*one.rule_ids, *two.rule_ids])),
        None,
    )


def _two_parallel(text: str) -> Computed | None:
    """Two set-up or end-bonus claims in one message, both checked: the verdict 네 only
    when both are right; None unless each part reads as a checked claim of the same kind
    (two such questions, the second asked short, are both answered)."""
    text = _sino_points(text)
    text = _SU_SINO_COUNT.sub(_su_sino, text)
    text = _TP_COUNT_WORD.sub(
        lambda m: f"{m.group('what')}{m.group('particle')} {count_word(m.group('n'))}개", text
    )
    splits = list(_TP_SPLIT.finditer(text))
    if len(splits) != 1:
        return None
    split = splits[0]
    if "?" in split.group(0) or "？" in split.group(0):
        asked = _two_asked_parallel(text[: split.start()], text[split.end() :].strip())
        if asked is not None:
            return asked
    first, second = text[: split.start()], text[split.end() :].strip()
    tail = _TP_TAIL.search(second)
    if tail is None:
        return None
    ending = _TP_JOINED_END.sub(lambda m: "이지" + (m.group(1) or "?"), tail.group(1)) or "?"
    if "?" in split.group(0) or "？" in split.group(0):
        first += "?"
    else:
        first += ending
    short = _TP_SECOND.match(second)
    if short is not None:
        # the second told by what differs: the first with its players (or line) and its
        # count (or points) changed
        key = _TP_LINE if short.group("key") in ("가로", "세로") else _TP_PLAYERS
        keys, values = list(key.finditer(first)), list(_TP_VALUE.finditer(first))
        if (
            len(keys) != 1
            or len(values) != 1
            or re.search(r"\d", _TP_VALUE.sub("", key.sub("", first)))
        ):
            return None
        if not first[values[0].end() :].lstrip().startswith(short.group("unit")):
            return None
        (k,), (v,) = keys, values
        n = short.group("n")
        second = (
            first[: k.start()]
            + short.group("key")
            + first[k.end() : v.start()]
            + (n if n.isdigit() else str(_SU_SINO.get(n) or count_word(n)))
            + first[v.end() :]
        )
        if split.group(0).strip() and not ("?" in split.group(0) or "？" in split.group(0)):
            second = second[: len(second) - len(ending)] + ending
    elif _TP_JOINED_END.fullmatch(tail.group(1)):
        # a claim of another kind, joined ("… 공장 5개 맞지? 타일은 100개고?"): asked as
        # the first is ("타일은 100개이지?")
        second = second[: tail.start()] + ending
        named = NAMED.search(first)
        if named is not None and not NAMED.search(second):
            second = f"{named.group(0)} {second}"  # (the game named once, for both)
    if NEGATIVE_ASK.search(first) or NEGATIVE_ASK.search(second):
        return None  # "2인이면 공장 5개 아니지? 3인이면 7개고?": one 네 for both would not do
    parts = [compute(first), compute(second)]
    if any(
        p is None
        or p.kind not in ("azul-setup", "azul-end-bonus")
        or p.ok is None
        or not re.match(r"(?:네|아니요), ", p.verdict)
        for p in parts
    ):
        return None
    one, two = (p for p in parts if p is not None)
    if one.kind != two.kind:
        return None
    said = []
    for part, p in zip((first, second), (one, two), strict=True):
        told = re.sub(r"^(?:네|아니요),\s*+|입니다$", "", p.verdict)
        if p.kind == "azul-end-bonus":
            line = _TP_LINE.findall(part)
            if len(line) != 1:
                return None
            told = f"{line[0]}줄 {told}"
        said.append(told)
    if said[0] == said[1]:
        return None
    right = bool(one.ok and two.ok)
    checked = [
        f"{s}: {'맞습니다' if p.ok else '틀렸습니다'}"
        for s, p in zip(said, (one, two), strict=True)
    ]
    return Computed(
        AZUL,
        one.kind,
        f"{'네' if right else '아니요'}, {said[0]}, {said[1]}입니다",
        f"{one.summary} {two.summary}",
        f"{one.case}; {two.case}",
        [*checked, *(d for d in [*one.details, *two.details] if d not in checked)],
        list(dict.fromkeys([*one.rule_ids, *two.rule_ids])),
        right,
    )


# two players' floor lines told, each penalty asked ("친구 바닥 3개고 내 바닥 2개면 몇점씩
# 깎여?", "나는 바닥 1개 동생은 바닥 3개면 각자 몇점 깎여?"): both answered, each named by its
# player (it was the asker's alone, "−2점", or not read)
_TF_FLOOR = patterns.compile(
    r"(?<![가-힣])(?P<who>다른\s*+(?:친구|사람|플레이어|분)|친구|상대방|상대|옆\s*+사람|앞\s*+사람"
    r"|동생|형|누나|언니|오빠|남편|아내|와이프|엄마|아빠|걔|쟤|나|내|저|제|난|전)"
    r"(?:는|은|가|이|의|도|꺼|거|네)?\s*+바닥\s*+(?:줄\s*+|칸\s*+)?(?:에|엔|에는|은|는|이)?\s*+"
    rf"(?:타일\s*+)?(?:(?:이|가)\s*+)?(?P<n>\d|{NATIVE})\s*+(?:개|장)"
)
# what joins the two ("… 3개고 내 바닥 …", "… 1개, 동생은 …")
_TF_JOIN = patterns.compile(r"\s*+(?:이고|고|이구|구|,|이랑|랑|하고|인데|있고)?\s*+")
# each penalty asked after the second ("…면 몇점씩 깎여?", "…면 각자 몇 점이야?")
_TF_ASK = patterns.compile(
    r"\s*+(?:있으면|이면|면|일\s*+때)\s*+(?:각각\s*+|각자\s*+|둘\s*+다\s*+)?"
    r"(?:몇\s*+점|감점\s*+(?:은|이)?\s*+(?:몇|얼마))[^\d?？.!~]{0,12}+[?？.!~]*+\s*+$"
)
# each player's penalty asked ("몇점씩", "각자", "둘 다")
_TF_EACH = patterns.compile(r"씩|각각|각자|둘\s*+다|따로")
# the two compared or added up ("몇점 차이나?", "누가 더 깎여?", "합쳐서 몇 점?")
_TF_COMPARED = patterns.compile(r"차이|누가|누구|(?<![가-힣])더(?![가-힣])|합|총|모두|전부|같이")
_TF_ME = frozenset({"나", "내", "저", "제", "난", "전"})


def _two_floors(text: str, floors: list[re.Match[str]]) -> Computed | None:
    """Two players' floor lines told and each penalty asked (:data:`_TF_FLOOR`): both
    given, each named by its player, with no 네/아니요; None for anything else (a guess, a
    score, a third count), never the asker's alone."""
    if len(floors) != 2 or re.search(r"\d", text[: floors[0].start()]):
        return None
    one, two = floors
    who = [re.sub(r"\s+", "", m.group("who")).replace("상대방", "상대") for m in floors]
    if (who[0] in _TF_ME) == (who[1] in _TF_ME):
        # the asker twice, or two other players ("친구 바닥에 4개 상대방 바닥에 1개": the
        # friend and the opponent, or one player said two ways?)
        return None
    if not _TF_JOIN.fullmatch(text, one.end(), two.start()) or not _TF_ASK.match(text, two.end()):
        return None
    if _TF_COMPARED.search(text, two.end()):
        return None  # "몇점 차이나?", "합쳐서 몇 점?": not each penalty
    if _MARKER.search(text) or _MARKER_AS_FIRST.search(text):
        return None  # the start marker on whose floor line?
    parts = [compute(f"바닥 {count_word(m.group('n'))}개면 몇 점 깎여?") for m in floors]
    if any(p is None or p.kind != "azul-floor" or p.ok is not None for p in parts):
        return None
    a, b = (p for p in parts if p is not None)
    said = [
        f"{'내' if w in _TF_ME else w} 바닥 {count_word(m.group('n'))}개면 {p.verdict}"
        for w, m, p in zip(who, floors, (a, b), strict=True)
    ]
    return Computed(
        AZUL,
        "azul-floor",
        f"{said[0]}, {said[1]}",
        f"{a.summary} {b.summary}",
        "; ".join(
            f"{'내' if w in _TF_ME else w} {p.case}" for w, p in zip(who, (a, b), strict=True)
        ),
        list(dict.fromkeys([*a.details, *b.details])),
        list(dict.fromkeys([*a.rule_ids, *b.rule_ids])),
        None,
    )


# points said after two players' floor lines ("친구 바닥 3개고 내 바닥 2개면 -2점이지?": whose?
# it was checked as the asker's, "네, −2점입니다")
_TF_POINTS = patterns.compile(r"\d\s*+점|[-−]\s*+\d|마이너스")
# each player's penalty guessed in turn ("… 2개면 친구는 -4점 나는 -2점 맞지?")
_TF_WHO = (
    r"(?P<who{k}>다른\s*+(?:친구|사람|플레이어|분)|친구|상대방|상대|동생|형|누나|언니|오빠|남편|아내"
    r"|와이프|엄마|아빠|걔|쟤|나|내|저|제|난|전)(?:는|은|가|이|도)?\s*+"
    r"(?:바닥\s*+(?:은|는|이)?\s*+)?(?P<minus{k}>-|−|마이너스\s*+)?(?P<pts{k}>\d{{1,2}})\s*+점"
)
_TF_GUESSED = patterns.compile(
    r"\s*+(?:있으면|이면|면|일\s*+때)\s*+,?\s*+"
    + _TF_WHO.format(k=1)
    + r"\s*+(?:이고|이구|고|이랑|,)?\s*+"
    + _TF_WHO.format(k=2)
    + r"\s*+(?:이|씩)?\s*+(?:이지|지|맞지|맞제|맞재|맞아|맞죠|이죠|죠|맞나요|맞나|맞음|이야|야|인가요|인가)?"
    r"\s*+[?？]*+\s*+$"
)


def _two_floors_guessed(text: str, floors: list[re.Match[str]]) -> Computed | None:
    """Two players' floor lines told and each one's penalty guessed, by the same players in
    either order ("친구 바닥 3개고 내 바닥 2개면 친구는 -4점 나는 -2점 맞지?"): 네 only when both
    are right; None for anything else."""
    if len(floors) != 2 or re.search(r"\d", text[: floors[0].start()]):
        return None
    if not _TF_JOIN.fullmatch(text, floors[0].end(), floors[1].start()):
        return None
    guessed = _TF_GUESSED.match(text, floors[1].end())
    if guessed is None or _MARKER.search(text) or _MARKER_AS_FIRST.search(text):
        return None

    def said(who: str) -> str:
        who = re.sub(r"\s+", "", who).replace("상대방", "상대")
        return "나" if who in _TF_ME else who

    told = [said(m.group("who")) for m in floors]
    asked = [said(guessed.group("who1")), said(guessed.group("who2"))]
    if len(set(told)) != 2 or sorted(told) != sorted(asked) or "나" not in told:
        return None
    parts = []
    for m in floors:
        n = count_word(m.group("n"))
        k = asked.index(said(m.group("who")))
        guess = int(guessed.group(f"pts{k + 1}"))
        if n is None or not 1 <= n <= 20:
            return None
        penalty = floor_penalty(min(n, len(FLOOR_PENALTIES)))
        parts.append((said(m.group("who")), n, guess, penalty))
    right = all(guess == penalty for _, _, guess, penalty in parts)
    named = [f"{'내' if w == '나' else w} 바닥 {n}개면 −{p}점" for w, n, _, p in parts]
    checked = [
        f"{'내' if w == '나' else w} 바닥 {n}개: −{g}점은 {'맞습니다' if g == p else '틀렸습니다'} (−{p}점)"
        for w, n, g, p in parts
    ]
    return Computed(
        AZUL,
        "azul-floor",
        f"{'네' if right else '아니요'}, {named[0]}, {named[1]}입니다",
        " ".join(f"바닥 줄에 타일 {n}장이면 {p}점을 잃습니다." for _, n, _, p in parts),
        "; ".join(f"{'내' if w == '나' else w} 바닥 줄에 타일 {n}장" for w, n, _, _ in parts),
        [
            *checked,
            *(f"바닥 줄 {min(n, 7)}칸: {floor_breakdown(min(n, 7))}" for _, n, _, _ in parts),
        ],
        [RULE_PENALTY],
        right,
    )


# chat noise at the question's end ("… -2점 맞지 ㅠㅠ", "-14점 맞지?!!!", "맞지? 😂"): dropped,
# the question's own ending kept (a take's guess followed by "ㅠㅠ" was not read, and "맞지?!!!"
# lost its 네/아니요); "맞지!!" with no question mark is left as said
_CHAT_NOISE_END = patterns.compile(
    r"(?:\s*+(?:[ㅋㅎㅠㅜ]{2,}+|(?<=[?？])[ㅋㅎㅠㅜ]|[\U0001F300-\U0001FAFF\u2600-\u27BF]++|(?<=[?？])[!~]++))++\s*+$"
)


# regional and older speakers' endings at the question's end, said in the standard ones the
# readers read: Gyeongsang "아이가?" (isn't it?: "아니야?"), "이가?" ("-4점이가?": "이야?"),
# "…니꺼?" ("됩니꺼?": "됩니까?"), "…노?" ("몇 개 가노?": "가나?"), "우째" ("어떻게"); "…믄"
# ("넣으믄": "넣으면"), "…디" ("그러던디": "그러던데"), "라카던데" ("라던데"), a claim heard
# as "-2점 그러던데" ("-2점이라던데"). The same claim or case as in standard Korean (they were
# read with no 네/아니요, or not at all), never another
_DIALECT_END = patterns.compile(
    r"(?:(?P<isnt>(?<=[\d점개장칸])\s*+아이가)|(?P<copula>(?<=[점개장칸칙])이가)|(?P<kka>(?<=[니]))꺼"
    r"|(?P<no>(?<=[가-힣])(?<!이)노))(?=\s*+[?？]|\s*+$)"
)
_DIALECT_WORDS = (
    (patterns.compile(r"(?<=[가-힣])믄(?=[\s,?？]|$)"), "면"),
    (patterns.compile(r"(?<=[던는인은])디(?=[\s,.?？]|$)"), "데"),
    (patterns.compile(r"(?:이)?라\s*+카(?=던데|더라|대)"), "라"),
    (patterns.compile(r"(?<=\d점)\s*+(?:이라|라)?\s*+그러던데"), "이라던데"),
    (patterns.compile(r"(?<![가-힣])우째(?=\s)"), "어떻게"),
)
_DIALECT_STANDARD = {"isnt": " 아니야", "copula": "이야", "kka": "까", "no": "나"}


def _dialect(text: str) -> tuple[str, bool]:
    """``text`` with the regional endings of :data:`_DIALECT_END` (each ending a question, the
    last or one before it: "-3점 아이가? 친구는 -4점이라카던데", two guesses as in standard
    Korean) and :data:`_DIALECT_WORDS` said in the standard ones, and whether it ends asked
    as "아이가?" (in the negative: the plain statement answers it, as "아니야?")."""
    for word, standard in _DIALECT_WORDS:
        text = word.sub(standard, text)
    said = [
        (m, next(k for k in _DIALECT_STANDARD if m.group(k) is not None))
        for m in _DIALECT_END.finditer(text)
    ]
    if not said:
        return text, False
    last, kind = said[-1]
    at_end = not text[last.end() :].strip(" ?？")
    text = _DIALECT_END.sub(
        lambda m: _DIALECT_STANDARD[next(k for k in _DIALECT_STANDARD if m.group(k) is not None)],
        text,
    )
    if at_end and not re.search(r"[?？]\s*$", text):
        text = text.rstrip() + "?"
    return text, at_end and kind == "isnt"


# the score told by the score track's marker ("점수 마커가 3점 칸인데", "점수 말이 1점에 있는데",
# "마커가 10점 칸에 있어"): the score now, said as "지금 3점인데" (the start marker's word, it
# was not read); a marker with no 점수 before it only when its 칸 says it is the track's, and
# never the start player's ("선 마커가 1점 칸에": the floor line's space?)
_SCORE_MARKER = patterns.compile(
    r"(?:(?:내\s*+)?점수\s*+(?:판\s*+|트랙\s*+)?(?:마커|말|토큰|큐브)|(?<![가-힣])(?<!선\s)(?<!플레이어\s)(?<!시작\s)(?<!표식\s)(?:마커|말)(?=\s*+(?:가|는|이|은)?\s*+\d{1,3}\s*+점\s*+칸))"
    r"\s*+(?:가|는|이|은)?\s*+(?:지금\s*+|현재\s*+|이미\s*+)?(?P<n>\d{1,3})\s*+점\s*+(?:칸\s*+)?"
    r"(?:에\s*+있(?:는데|고|어요|어|음)|에서|인데|이고)[.,]?"
)


def compute(text: str) -> Computed | None:
    """The floor-line penalty, where taken tiles go, what a wall tile scores, what a take
    from a factory brings, the end bonus, the winner on a tie, or the set-up for N players.
    Summer Pavilion questions are its reader's; a correction in the question is applied (or
    the question declined); another player's board is never read as the asker's; a house
    rule is never read; a position narrated at length is read without what it tells beside
    the case (:func:`_untold`); two floor claims in one message are both checked
    (:func:`_two_claims`)."""
    text = untaken_centre(_CHAT_NOISE_END.sub("", text))
    text = _ONE_MARKER.sub(" 마커", text)  # "선 마커 하나랑 타일 3개": there is one marker
    text, isnt = _dialect(text)
    text = _SCORE_MARKER.sub(lambda m: f"지금 {m.group('n')}점인데", text)
    found = _compute(text)
    # ("-3점 아이가?": asked as "아니야?", the plain statement answers it, coloured as its truth)
    return plain(found) if isnt and found is not None else found


def _compute(text: str) -> Computed | None:
    """:func:`compute` of the question with its regional endings said in standard ones."""
    floors = list(_TF_FLOOR.finditer(text))
    if len(floors) > 1:
        both = _two_floors(text, floors) or _two_floors_guessed(text, floors)
        if (
            both is not None
            or _TF_EACH.search(text)
            or _TF_COMPARED.search(text)
            or _TF_POINTS.search(text, floors[1].end())
        ):
            # (each asked, or points guessed of whose floor line?, and not read: never the
            # asker's alone)
            return both
    two = _two_claims(text) or _two_parallel(text)
    if two is not None:
        return two
    if (
        _OTHER_GAME.search(text)
        or _APPROX.search(text)
        # ("바닥 3칸이면 -4점인데 6칸이면?": a penalty told, not a score below 0)
        or (_NEGATIVE_SCORE.search(text) and not _floor_told(text))
        or _HOUSE_RULE.search(text)
        or _FACT_DENIED.search(text)
    ):
        return None
    english = _plain(_english(text))
    if re.search(r"[a-z]{2,}", _ENGLISH_KEPT.sub(" ", english)):
        return None  # an English word the reader does not know
    corrected = _corrected(english)
    if corrected is None:
        return None
    text = _sino_points(corrected)
    if _centre_twice(text):
        # (it was read as the first take itself: "바닥 줄에 시작 플레이어 표식" for a take
        # after the marker was gone, "표식 또 받아?" answered as if it came again)
        return None
    own = _own(text)
    found = (
        _board(own)
        or (_their_floor(text) if own is None else None)
        or (_their_bonus(text) if own is None else None)
        or azul_take(text)
        or azul_centre_take(text)
        # "둘 다 60점이에요. 저는 가로줄 2개, 친구는 1개 … 누가 이겨요?": the winner's
        # question, its ask in what another player's board took out of ``own``
        or (azul_end_bonus(own) if own is not None and not _WIN_ASKS.search(text) else None)
        or azul_winner(text)
        or azul_end_trigger(text)
        or azul_setup(text)
        or azul_tiles_total(text)
    )
    if found is None:
        # a position narrated at length: read again without what it tells beside the case
        # (the board and the take only; the end of the game and the set-up read who plays
        # and when)
        told = _untold(text)
        if told == text:
            return None
        found = (
            _board(_own(told))
            or azul_take(told)
            # (a round said and taken out of ``told`` may still be Summer Pavilion's case)
            or (
                azul_centre_take(told) if not _CT_ROUND.search(text) or NAMED.search(text) else None
            )
        )
    if found is not None and own is not None and _N_FLOOR_EMPTY.search(own):
        found = _floor_said_empty(found)  # "바닥 줄은 비어 있고": the asker's floor line
    if found is not None and _MARKER_AS_FIRST.search(text) and not _MARKER.search(text):
        # "내가 선 잡았는데 바닥에 2개 있으면 -4점?": the first player's marker said as "선",
        # which the readers do not see (it was "아니요, −2점", the marker left out; are the
        # two with it, or beside it?)
        return None
    if found is not None and found.kind != "azul-setup" and _players_outside(text):
        # "바닥 3개면 -4점이라던데 5명이서 해도 같아?": a game Azul does not have (it was
        # answered "−4점" as if it did); only the set-up says so
        return None
    return _heard_denied(_floor_any_asked(found, text), text)


# a count of players Azul is not played with ("5명이서", "6인", "다섯 명", "1인용"; not
# "-1인데", a penalty, nor "친구 한 명이", one of the players)
_PLAYERS_OUTSIDE = patterns.compile(
    r"(?<![\d\-−.])(?:[5-9]|1\d)\s*+(?:명|인(?![데지가]))"
    r"|(?<![가-힣])(?:다섯|여섯|일곱|여덟)\s*+명"
    r"|(?<![\d\-−.])1\s*+(?:명\s*+이서|인\s*+(?:용|플|게임|으로|이면|이서))"
    r"|(?<![가-힣])한\s*+명\s*+이서"
)


# the first player's marker said as "선" taken, or the asker said to be "선"
_MARKER_AS_FIRST = patterns.compile(
    r"(?<![가-힣])선\s*+(?:을|를|은|도)?\s*+(?:잡|먹|가져|받|뺏|차지|땄|따|먹|챙)"
    r"|(?:내가|제가|나|난|전|저)\s*+선(?:이|인데|이야|이었|이라|임)"
)


def _players_outside(text: str) -> bool:
    """Whether the question names a player count Azul is not played with (2 to 4)."""
    return _PLAYERS_OUTSIDE.search(text) is not None


# whether the floor line costs anything asked ("감점 있어?", "감점 돼요?", "감점 받아?"), not
# whether more ("감점 더 돼?") nor asked in the negative
_FLOOR_ANY_ASKED = patterns.compile(
    r"(?:감점|벌점)\s*(?:이|은|을)?\s*(?:있|돼|되|받|먹|당하|당해)[가-힣]*\s*[?？]+\s*$"
)
# how much asked ("몇 점 감점돼요?"), or of some tiles alone ("더 들어오면 그것도 감점되나요?")
_FLOOR_ANY_NOT = patterns.compile(
    r"몇|얼마|(?<![가-힣])더(?![가-힣])|도\s*(?:감점|벌점)|(?<!아무)[것거]도"
)


def _floor_any_asked(found: Computed | None, text: str) -> Computed | None:
    """A floor line's penalty asked whether there is one ("바닥에 표식만 있으면 감점 있어?"):
    네 with the penalty, 아니요 for none (it was the penalty alone, "−1점")."""
    if (
        found is None
        or found.kind != "azul-floor"
        or found.ok is not None
        or not re.fullmatch(r"−\d+점|0점", found.verdict)
        or not _FLOOR_ANY_ASKED.search(text)
        or _FLOOR_ANY_NOT.search(text)
    ):
        return found
    some = found.verdict != "0점"
    return replace(found, verdict=f"{'네' if some else '아니요'}, {found.verdict}입니다", ok=some)


def _heard_denied(found: Computed | None, text: str) -> Computed | None:
    """A claim heard in the negative at the question's end ("-5점 아니라던데 맞아?", "공장 7개
    아니래", "빨강 못 놓는대"; :func:`tutor.qa_computed.heard_denied`): 네/아니요 of the claim
    (before, "-5점 아니라던데 맞아?" got "−6점" coloured as the claim false, and "3명이면 공장
    7개 아니래" got "네"); a penalty said as the readers say a checked guess ("−6점입니다")."""
    turned = heard_denied(found, text) if found is not None else None
    if turned is None:
        return found
    if turned.verdict.endswith("점"):
        turned = replace(turned, verdict=f"{turned.verdict}입니다")
    return turned


# -- one pattern line completed onto an empty wall ------------------------------------------
# "3번 줄 다 찼고 벽은 비었어 몇 점 받아?", "벽에 아무것도 없는데 2번 줄 완성했어 몇 점?": the
# line's tile goes to a wall with no tile beside it (it was not read)
_EW_WALL_EMPTY = patterns.compile(
    r"(?<![가-힣])(?:벽\s*(?:판)?\s*(?:은|는|이|도|에는|엔|에)?\s*(?:지금\s*|아직\s*|완전히\s*)?"
    r"(?:텅\s*)?(?:비었|비어\s*있|빈\s*상태|아무것도\s*없|하나도\s*없|아무\s*타일도\s*없)"
    r"|빈\s*벽)"
)
_EW_LINE_DONE = patterns.compile(
    r"(?P<n>\d)\s*번\s*(?:째\s*)?(?:패턴\s*)?(?:줄|라인)\s*(?:이|은|는|도|만)?\s*"
    r"(?:(?:다|꽉|가득)\s*(?:찼|차서|차면|차\s*있|찬)|채웠|채워|채우면|완성)"
)
# the points asked, or guessed ("몇 점 받아?", "1점이지?", "2점 맞아?")
_EW_ASKS = patterns.compile(r"몇\s*점|점수|얼마")
_EW_GUESS = patterns.compile(
    r"(?<!\d)(?P<n>\d{1,2})\s*점\s*(?:을|를|이|만)?\s*"
    r"(?:받는\s*(?:거|게)\s*)?(?:맞[가-힣]*|이지|지|이야|야|이죠|죠|임|이냐|냐|받[가-힣]*)?\s*[?？]*\s*$"
)
# anything else that scores, or another line, tile or player told beside it
_EW_DECLINE = patterns.compile(
    r"바닥|보너스|가로|세로|옆|위에|아래|왼|오른|마커|표식|끝나고\s*(?:총|최종)|최종|총점|합계|게임\s*(?:이\s*)?끝"
    r"|(?:줄|라인)\s*(?:이랑|하고|과|와|,)|(?:랑|하고|과|와)\s*\d\s*번|둘\s*다|두\s*줄|다른\s*줄"
    r"|친구|상대|동생|형|누나|언니|오빠|아니|않|못|(?<![가-힣])안\s|왜|어떻게|어디"
)


def azul_line_on_empty_wall(text: str) -> Computed | None:
    """The points of one pattern line completed when the wall is empty: its tile has no
    neighbour on the wall (:func:`placement_points`), 1 point; the other lines taken not to be
    complete, as the readers take what a question does not say."""
    from tutor.games.azul.scoring import placement_breakdown, placement_points
    from tutor.games.azul.tiles import SIZE

    if not _EW_WALL_EMPTY.search(text) or _EW_DECLINE.search(text) or SCORE_NOW.search(text):
        return None
    done = list(_EW_LINE_DONE.finditer(text))
    lines = {m.group(1) for m in _AZ_LINE.finditer(text)}
    if len(done) != 1 or len(lines) != 1:
        return None
    line = int(done[0].group("n"))
    if not 1 <= line <= SIZE:
        return None
    guess_at = _EW_GUESS.search(text)
    if guess_at is None and not _EW_ASKS.search(text):
        return None
    rest = _AZ_LINE.sub(" ", text[: guess_at.start()] if guess_at else text)
    if re.search(r"\d", rest):
        return None  # another number: a count, a score, a round
    horizontal, vertical, points = placement_points([-1] * SIZE * SIZE, line - 1, 0)
    verdict = f"{points}점"
    right: bool | None = None
    if guess_at is not None:
        right = int(guess_at.group("n")) == points
        verdict = f"{'네' if right else '아니요'}, {verdict}입니다"
    return Computed(
        AZUL,
        "azul-wall-score",
        verdict,
        "벽이 비어 있으면 새로 붙는 타일은 가로로도 세로로도 맞닿은 타일이 없어 1점입니다.",
        f"벽이 빈 상태에서 {line}번 패턴 줄 완성 (다른 줄은 완성되지 않았다고 봄)",
        [
            f"{line}번 줄의 맨 오른쪽 타일 1장이 벽 {line}번째 가로줄의 같은 색 칸으로 가고, "
            + (f"남은 {line - 1}장은 상자 뚜껑으로 갑니다." if line > 1 else "줄은 비워집니다."),
            f"새 타일: {placement_breakdown(horizontal, vertical, points)}",
        ],
        [RULE_SCORE, RULE_RIGHTMOST],
        right,
    )


# -- a wall row told by its colours -------------------------------------------------------
# "2번째 줄에 파랑 노랑 있고 빨강 놓으면 몇 점", "벽 첫째 줄에 파랑 노랑 빨강 있는데 검정 놓으면
# 4점이지?": two colours or more in one row are the wall's (a pattern line holds one), each at
# its printed place; the new tile's row run counted there (it was not read)
_WR_ROW = patterns.compile(
    # ("벽 2번 줄에 파랑 노랑 있고": a line's name said of the wall, its row; "2번 줄" alone is
    # a pattern line's name, never read)
    r"(?:벽\s*+(?:의|에|에서)?\s*+(?<!\d)(?P<wall_row>[1-5])\s*+번(?!\s*+째)"
    r"|(?:벽\s*(?:의|에|에서)?\s*)?(?:(?<!\d)(?P<row>[1-5])\s*번\s*째|(?<![가-힣])(?P<first>첫)\s*(?:번\s*째|째)?))"
    r"\s*(?:가로\s*)?(?:줄|라인|행)"
    r"\s*(?:에|에는|엔|은|는)?\s*"
)
_WR_LIST = patterns.compile(
    rf"(?P<list>(?:{_AZ_COLOUR})(?:\s*+(?:이랑|랑|과|와|하고|,)?\s*+(?:{_AZ_COLOUR}))+)"
    r"\s*(?:타일\s*)?(?:이|가|도)?\s*(?:이미\s*)?(?:있|붙어|놓여|채워)[가-힣]*\s*,?\s*"
    r"(?:그\s*)?(?:옆에\s*|다음에\s*)?"
    rf"(?P<new>{_AZ_COLOUR})\s*(?:타일\s*)?(?:을|를|이|가)?\s*(?:하나\s*|한\s*개\s*)?"
    r"(?:놓|놔|붙이|붙여|옮기|옮겨)[가-힣]*"
)
_WR_ASKS = patterns.compile(r"몇\s*점|점수")
_WR_GUESS = patterns.compile(
    r"(?<!\d)(?P<n>\d{1,2})\s*점\s*(?:이)?(?:지|죠|야|맞[가-힣]*|래|라던데|인가요|인가|이에요|예요)?\s*[?？]*\s*$"
)
# what the row alone does not tell: the column, another line, the floor, the bonus, a take
_WR_DECLINE = patterns.compile(
    r"위|아래|세로|상하|대각|바닥|보너스|완성|패턴|공장|팩토리|중앙|가운데|가져|회색|넣|없|안\s|못|왜|어디"
)


def azul_wall_row(text: str) -> Computed | None:
    """The points of a tile placed in a wall row told by the colours it holds, the row run
    at their printed places (the column not told: no tile touching it there, said so)."""
    from tutor.games.azul.scoring import placement_breakdown, placement_points
    from tutor.games.azul.tiles import (
        KOREAN,
        ROW_BONUS,
        SIZE,
        WALL_COLOUR,
        WALL_COLUMN,
        colour_index,
    )

    row_at = _WR_ROW.search(text)
    if row_at is None:
        return None
    told = _WR_LIST.match(text, row_at.end())
    if told is None:
        return None
    rest = text[: row_at.start()] + " " + text[told.end() :]
    guess_at = _WR_GUESS.search(rest)
    if guess_at is None and not _WR_ASKS.search(rest):
        return None
    if guess_at is not None:
        rest = rest[: guess_at.start()] + " "
    if _WR_DECLINE.search(text) or re.search(r"\d", rest) or _WR_ROW.search(text, told.end()):
        return None
    listed = [_AZ_COLOUR_OF[w] for w in re.findall(_AZ_COLOUR, told.group("list"))]
    held = [colour_index(c) for c in listed]
    new = colour_index(_AZ_COLOUR_OF[told.group("new")])
    if new is None or None in held or len(set(held)) != len(held) or new in held:
        return None
    said = row_at.group("row") or row_at.group("wall_row")
    row = int(said) - 1 if said else 0
    wall = [-1] * (SIZE * SIZE)
    for k in held:
        wall[row * SIZE + WALL_COLUMN[row][k]] = 0  # type: ignore[index]
    column = WALL_COLUMN[row][new]
    horizontal, vertical, points = placement_points(wall, row, column)
    names = [KOREAN[k] for k in held]  # type: ignore[index]
    order = "·".join(KOREAN[k] for k in WALL_COLOUR[row])
    case = (
        f"벽 {row + 1}번째 가로줄에 {'·'.join(names)}, 새 타일 {KOREAN[new]} "
        "(세로로 맞닿은 타일은 말하지 않아 없다고 보고 셈)"
    )
    summary = f"벽 {row + 1}번째 줄은 {order} 순서라, {josa(KOREAN[new], '을', '를')} 놓으면 " + (
        f"가로로 {horizontal}장이 이어져 {points}점을 얻습니다."
        if horizontal
        else f"가로로 맞닿은 타일이 없어 {points}점을 얻습니다."
    )
    details = [
        f"벽에 붙인 타일: {placement_breakdown(horizontal, vertical, points)}.",
        "세로로 위나 아래에 맞닿은 타일이 있으면 새 타일을 포함한 세로로 이어진 타일 수만큼 더 얻습니다.",
    ]
    if horizontal == SIZE:  # the row is complete: the end trigger and the row bonus
        details.append(
            "그 가로줄이 다 차므로 게임은 이 라운드가 끝날 때 끝나고, "
            f"최종 보너스로 {ROW_BONUS}점을 더 받습니다."
        )
    verdict = f"{points}점"
    right: bool | None = None
    if guess_at is not None:
        right = int(guess_at.group("n")) == points
        verdict = f"{'네' if right else '아니요'}, {points}점입니다"
    return Computed(AZUL, "azul-wall-score", verdict, summary, case, details, [RULE_SCORE], right)


def _board(own: str | None) -> Computed | None:
    """The readers of the asker's board: the floor line, a take placed, a line allowed, a
    wall tile's points, the lines tiled (``own``: the question with other players' boards
    taken out; None: it names another's only)."""
    if own is None:
        return None
    return (
        # a floor line already holding tiles, then more ("다 찼는데 2개 더"): not a count of 2
        azul_floor_more(own)
        or azul_floor(own)
        or azul_floor_points(own)
        or azul_floor_first(own)
        or azul_placement(own)
        or azul_line_allowed(own)
        or azul_lines_for(own)
        or azul_wall_score(own)
        or azul_wall_row(own)
        or azul_several_lines(own)
        or azul_line_tiled(own)
        or azul_floor_by_choice(own)
        or azul_line_on_empty_wall(own)
    )


KINDS = (
    "azul-floor",
    "azul-placement",
    "azul-line-allowed",
    "azul-lines-for",
    "azul-wall-score",
    "azul-several-lines",
    "azul-take",
    "azul-end-bonus",
    "azul-winner",
    "azul-setup",
    "azul-line-tiled",
    "azul-end-trigger",
)
