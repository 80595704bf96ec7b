"""Questions the Summer Pavilion engine can decide: whether a payment places a tile on a
star's space ("4라운드에 파랑 1개 노랑 2개로 파란 별 3번 칸 돼?"). See :mod:`tutor.qa_computed`
for the protocol."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from tutor import patterns
from tutor.games.summer_pavilion.rules import (
    RULE_BONUS_FEATURES,
    RULE_BONUS_TAKE,
    RULE_CENTRE_STAR,
    RULE_LEFTOVER,
    RULE_NUMBER_BONUS,
    RULE_ONLY_WILDS,
    RULE_PASS_KEEP,
    RULE_PASS_WHEN,
    RULE_PLACE_COST,
    RULE_PLACE_OCCUPIED,
    RULE_PLACE_SCORING,
    RULE_SETUP_FACTORIES,
    RULE_SETUP_SCORES,
    RULE_STAR_BONUS,
    RULE_START_TOKEN,
    RULE_TAKE_COLOUR,
    RULE_WILD_AS_ITSELF,
    RULE_WILD_COLOUR,
    RULE_WILD_PAYMENT,
    RULE_WILD_WITH_COLOUR,
    RULE_WINNER,
)
from tutor.korean import NATIVE_NUMBERS, josa
from tutor.qa_computed import (
    NATIVE,
    NATIVE_ORDINALS,
    NEGATIVE_ASK,
    PLAYER_COUNT,
    SCORE_NOW,
    SETUP_ASKS,
    YES_NO_PREFIX,
    Computed,
    asked_in_the_negative,
    count_word,
    house_rule,
    plain,
    players_named,
    set_up,
    turned_claim,
    unnegated_claim,
    untaken_centre,
)

SUMMER_PAVILION = "azul-summer-pavilion"
_SP_COLOURS = {
    "purple": ("보라색", "보라", "자주색", "자주", "퍼플"),
    "green": ("초록색", "초록", "녹색", "연두", "그린"),
    "orange": ("주황색", "주황", "오렌지"),
    "yellow": ("노랑색", "노란색", "노랑", "노란", "옐로"),
    "blue": ("파랑색", "파란색", "파랑", "파란", "블루"),
    "red": ("빨강색", "빨간색", "빨강", "빨간", "레드"),
}
_SP_COLOUR_OF = {w: c for c, words in _SP_COLOURS.items() for w in words}
_SP_COLOUR = "(?:" + "|".join(sorted(_SP_COLOUR_OF, key=len, reverse=True)) + ")"
# a star by its colour, or the centre star by any of its names
_STAR_WORD = rf"(?P<star>{_SP_COLOUR}|가운데|중앙|센터|여러\s*색|다색)"
_CENTRE_WORDS = ("가운데", "중앙", "센터", "여러색", "다색")
_SP_STAR = patterns.compile(
    rf"{_STAR_WORD}\s*(?:색\s*)?별\s*(?:의|에서|에)?\s*"
    r"(?P<space>\d)\s*(?:번\s*(?:칸|자리|공간)?|칸|자리)"
)
# "빨강 3번칸에", "파랑 5번 칸": a star named by its colour alone, its space said with 번 and
# 칸 (never "빨강 3개", "빨강 3번 줄"): read as the star's ("빨강 별 3번 칸")
_SP_STAR_UNSAID = patterns.compile(
    rf"{_STAR_WORD}\s*(?:색\s*)?(?P<space>[1-6])\s*번\s*(?:째\s*)?칸"
)
_SP_ROUND = patterns.compile(
    r"(?P<n>\d)\s*(?:번째\s*)?(?:라운드|round)|round\s*(?P<m>\d)"
    r"|(?P<ord>첫째|첫\s*번째|첫|둘째|두\s*번째|셋째|세\s*번째|넷째|네\s*번째|다섯째|다섯\s*번째|여섯째|여섯\s*번째)\s*라운드"
    r"|(?P<last>마지막)\s*라운드"
)
# the particle a bare count may carry ("노랑 둘로", "주황 셋이면", "빨강 하나랑"), or the copula
# that ends its clause ("조커 하나야", "빨강 둘이에요", "조커 하나인데": was left uncounted, the
# wild dropped from the take or the hand); never 도 ("하나도 없어": none)
_BARE_PARTICLE = (
    r"(?:으로|로|이랑|랑|하고|과|와|이면|면|이고|고|에|만"
    r"|이야|야|이에요|에요|예요|이요|요|임|인데)?(?![가-힣])"
)
# what may follow a count written without its unit ("초록3 보라1로", "파랑 2 + 조커 1"): a
# separator, a particle, or the next colour; never 번, 칸, 라운드, 점 (a space, a round, points)
_GLUED_COUNT_END = (
    rf"(?=\s*(?:[,+/&]|으로|로|이랑|랑|하고|과|와|에|만|이면|면|이고|고)|\s+(?:{_SP_COLOUR}|조커|와일드)"
    # the ask right after the tiles (the star named after them is read apart): "조커 2 돼?"
    r"|\s+(?:돼|되|됨|가능|ㄱㄴ|있|내|놓|채)|\s*$)"
)
_SP_TILES = patterns.compile(
    rf"(?P<colour>{_SP_COLOUR}|조커|와일드)\s*(?:색)?\s*(?:타일)?\s*"
    # "와일드만 4개", "초록 타일만 4개": those tiles alone
    r"(?:이|가|을|를|만)?\s*"
    rf"(?:(?P<n>\d+|{NATIVE})\s*(?:개|장)|(?P<bare>하나|둘|셋|넷|다섯|여섯){_BARE_PARTICLE}"
    rf"|(?P<glued>(?<![0-9])[1-9])(?![0-9]){_GLUED_COUNT_END})"
)
_SP_WILD_NAMED = patterns.compile(
    rf"(?P<colour>{_SP_COLOUR})\s*(?:색)?\s*(?:이|가|은|는)?\s*(?:조커|와일드)\s*(?:색)?"
    r"(?:\s*(?:인|이|일|라|이라|일\s*때)"
    # "보라가 조커잖아", "파랑이 와일드니까", "빨강이 조커고": the ending said on the word
    r"|(?:잖|니까|라서|고|야|임|지|죠)(?![가-힣]{3}))"
)
# "5라운드(조커 파랑)", "(와일드: 주황)": the wild colour said after the word, in an aside
_SP_WILD_AFTER = patterns.compile(
    rf"[(（]\s*(?:조커|와일드)\s*(?:색)?\s*(?:은|는|이|가|[:：=])?\s*(?P<colour>{_SP_COLOUR})\s*(?:색)?"
    r"\s*(?:이고|임)?\s*[)）]"
)
# "조커가 보라일 때", "와일드가 파랑인데", "조커 색은 파랑인데": the same, said in a clause
_SP_WILD_IS = patterns.compile(
    rf"(?:조커|와일드)\s*(?:색\s*(?:은|는|이)|은|는|가)\s*(?P<colour>{_SP_COLOUR})\s*(?:색)?"
    r"\s*(?:이고|인데|이라서|일\s*때|이면|이니까)"
)
# "노랑 놓기 돼?", "보라 타일을 빨간 별 3번 칸에 놓으면": the colour placed, named alone
_SP_PUT = patterns.compile(
    rf"(?P<colour>{_SP_COLOUR})\s*(?:색)?\s*(?:타일)?\s*(?:을|를)?\s*(?:에\s*)?"
    r"(?:놓|놔|올리|올려)"
)
# "보라만으로", "보라 타일로만", "초록만 써서": the tiles paid, said to be of one colour only
_SP_ONLY_WITH = patterns.compile(
    rf"(?P<colour>{_SP_COLOUR})\s*(?:색)?\s*(?:타일)?\s*"
    r"(?:만\s*(?:으로|가지고|써서|사용해서|내서|내고)|(?:으로|로)\s*만)(?![가-힣])"
)
# "조커로만", "와일드만으로", "조커만 써서": the payment said to be wilds alone, no count said
_WILDS_ONLY_WITH = patterns.compile(
    r"(?:조커|와일드)\s*(?:색)?\s*(?:타일)?\s*"
    r"(?:만\s*(?:으로|가지고|써서|사용해서|내서|내고)|(?:으로|로)\s*만)(?![가-힣])"
)
# "가운데 별에 노랑 아직 없어": the empty board the reader builds, said of the colour placed
_SP_CENTRE_LACKS = patterns.compile(
    rf"(?:가운데|중앙|센터)\s*별\s*(?:에|엔|에는)?\s*(?:아직\s*)?(?P<colour>{_SP_COLOUR})"
    r"\s*(?:색)?\s*(?:타일)?\s*(?:은|는|이|가)?\s*(?:아직\s*)?(?:하나도\s*)?(?:없|안\s*놓)"
)
_SP_CUE = patterns.compile(
    # "됨?", "ㄱㄴ?" (가능?): the same asked short
    r"돼|되나|되요|될|되는|되지|되죠|되냐|되니|됨|됌|되\s*[?？]|ㄱㄴ|가능|놓을|놓아도|놔도|놓나|낼\s*수|살\s*수|채울|충분|모자|부족|괜찮|맞"
    # "빨강 별 3번 칸은 못 채우나요?", "채워도 돼?"
    r"|채우나|채워도"
    # "빨간 별 5번 못 놓지?", "못 놔?": asked in the negative (was not read); "놓는대": claimed
    r"|못\s*(?:놓|놔|올리|올려|채우|채워)|놓는"
    # "조커 4장 못 내?", "왜 조커만 못 써?": a payment asked in the negative (was not read)
    r"|(?<![가-힣])못\s*(?:내|낸|써|쓰)"
    # "… 놓으면 반칙이야?", "… 놨어 이거 돼?": a placement asked whether it breaks the rules
    r"|반칙|규칙\s*위반|이거\s*(?:돼|되|괜찮|가능)"
)
# "빨강 3개 없이", "초록 4개 없어도", "노랑 5장 안 모아도": a count said of tiles the asker
# lacks (was read as a hand that holds them: "네, 놓을 수 있습니다")
_COUNT_DENIED = patterns.compile(
    r"\s*(?:이|가|은|는|도|을|를)?\s*(?:다\s*|전부\s*|모두\s*)?"
    r"(?:없|안\s*(?:모|가지|갖|있)|못\s*(?:모|가지|갖)|모자라|모자란|부족"
    # "파랑 5장 안 내도 돼?": the price asked to be waived, not a hand that pays it (was "네,
    # 놓을 수 있습니다")
    r"|안\s*(?:내|낸)|덜\s*(?:내|낸))"
)


def _verbless_placement(text: str) -> bool:
    """A search-box question that names tiles held and ends on the space they would fill, with
    no verb ("5라운드에 빨강 2개 파랑 3개로 빨간별 5번 칸"): whether they can fill it (was not
    read)."""
    stars = list(_SP_STAR.finditer(text))
    return (
        len(stars) == 1
        and not text[stars[0].end() :].strip(" ?？.!")
        and _SP_TILES.search(text[: stars[0].start()]) is not None
    )


# "파란 별 5번 칸에 놓으려면 파랑 몇 개 있어야 돼?": the price of a space
_SP_COST_ASKS = patterns.compile(r"몇\s*(?:개|장)|비용|얼마나|얼마\s*(?:내|필요)")
# "파랑 5개 필요해?", "3개면 돼?", "친구는 3개면 된대": a price guessed, needed or enough
_COST_CLAIM = patterns.compile(
    rf"(?:(?P<colour>{_SP_COLOUR})\s*(?:색)?\s*(?:타일)?\s*(?:이|가|을|를|은|는)?\s*)?"
    rf"(?<![0-9])(?P<n>\d+|{NATIVE})\s*(?:개|장)\s*(?:이|가|을|를|만|은|는|씩)?\s*"
    r"(?:(?P<need>필요|있어야|내야|들어|드는|써야"
    # "노랑 3개 내는 거 맞아?", "4장 낸다며?": the price said as what is paid (was read as a
    # hand of three: "아니요, 놓을 수 없습니다")
    r"|내는|낸다|낸대)"
    r"|(?:이)?면\s*(?:돼|되|된|충분|가능)|(?:만\s*)?있으면\s*(?:돼|되|된|충분|가능)|충분)"
)
# "비용 3장 맞지?", "비용은 파랑 4개야?": the price named and guessed, read as "3장 필요"
# ("놓으려면 1장 맞지?": the price of placing, guessed after the placement's 놓으려면; was not
# read)
_COST_NAMED_CLAIM = patterns.compile(
    rf"(?:비용\s*(?:은|이|는)?|(?P<lead>놓으려면|놓을려면|놓으면은?|놓는\s*데|놓을\s*때)\s*)\s*(?P<colour>(?:{_SP_COLOUR})\s*)?(?<![0-9])(?P<n>\d+|{NATIVE})\s*(?:개|장)"
    r"(?=\s*(?:맞|이지|이야|이죠|인가|이에요|이예요|예요|이요|야|지|죠|임|[?？]"
    # "비용 4개래", "비용 4장이라던데": the price heard, a claim to check
    r"|(?:이)?(?:래|라던데|라더라|라며|라고|랬)))"
)
# "빨강 2개 내고", "노랑 세 개 내도 돼?": the tiles counted said to be paid, not held (a hand
# of more than the price pays it; paying more than the price is no payment)
_SP_PAID = patterns.compile(
    r"\s*(?:을|를|만|으로|로)?\s*(?:다\s*|전부\s*|모두\s*)?"
    r"(?:내고|내서|내면|내도|낼게|낼래|낼\s*수|내는|낸|냈|지불)"
)
# "보라 하나 더", "조커 2개 추가로", "중앙에서 빨강 2개 가져왔어": a count said again, of more
# tiles (added to those said)
_COUNT_MORE = patterns.compile(
    r"\s*(?:만\s*)?(?:더|추가)|\s*(?:을|를|도)?\s*(?:또\s*|다시\s*)?(?:가져|받았|받고|받아|집었|집어)"
)
# what joins the counts of one payment ("빨강 2개랑 조커 1개 내고")
_PAID_JOIN = patterns.compile(r"\s*(?:이랑|랑|하고|과|와|,|\+|&)?\s*")


def _paid(text: str, counts: list[re.Match[str]]) -> int:
    """The tiles said to be paid: the counts before a word of paying, with those joined to
    them (0 when none is said paid)."""
    paid = 0
    for i, m in enumerate(counts):
        if not _SP_PAID.match(text, m.end()):
            continue
        first = i
        while first and _PAID_JOIN.fullmatch(text, counts[first - 1].end(), counts[first].start()):
            first -= 1
        paid = max(
            paid,
            sum(
                count_word(c.group("n") or c.group("bare") or c.group("glued")) or 0
                for c in counts[first : i + 1]
            ),
        )
    return paid


# "빨간 별 1번 있는데 2번 칸에 놓을 때": spaces filled, then the space to fill on that star
_SP_FILLED_THEN = patterns.compile(
    rf"(?P<named>{_STAR_WORD}\s*(?:색\s*)?별)\s*(?:의|에|에는|엔)?\s*"
    r"(?P<filled>[1-6](?:\s*번)?(?:\s*+(?:,|이랑|랑|하고|과|와)?\s*+[1-6](?:\s*번)?)*)\s*(?:칸\s*)?"
    r"(?:이|가|은|는|도)?\s*(?:있|차|찼|채워|놓여)\S*\s+"
    r"(?P<space>[1-6])\s*(?:번\s*(?:칸|자리)?|칸|자리)(?=\s*(?:에|을|를)?\s*(?:타일\s*)?(?:놓|채우|두))"
)
# "빨간 별 2번 칸에 타일이 있는데, 거기에 ...": the space named said filled (the board read is
# empty)
_SP_SPACE_FILLED = patterns.compile(
    r"\s*(?:에|에는|엔|은|는|이|가|도)?\s*(?:이미\s*|벌써\s*)?(?:타일\s*(?:이|가|은|는)?\s*)?(?:하나\s*)?"
    r"(?:있|차\s*있|찼|놓여|채워져|깔려|들어가\s*있)"
)
# "가운데 별에 이미 파랑이 있는데", "가운데 별엔 빨강이랑 노랑만 있어요": the colours the centre
# star holds (on spaces other than the one named)
_SP_CENTRE_HOLDS = patterns.compile(
    rf"(?:가운데|중앙|센터)\s*별\s*(?:에|에는|엔)?\s*(?:이미\s*|벌써\s*)?"
    rf"(?P<list>{_SP_COLOUR}(?:\s*(?:이랑|랑|하고|과|와|,|·)\s*{_SP_COLOUR})*)\s*(?:색)?\s*(?:타일)?\s*"
    r"(?:이|가|은|는|만)?\s*(?:이미\s*|벌써\s*)?(?:하나\s*)?(?:있|놓여\s*있|깔려\s*있)"
    # said, not asked or doubted ("파랑이 있는지 모르겠는데", "파랑 있어?")
    r"(?!\S*\s*[?？]|는\s*지|을\s*지|을까|나|니|냐|는가)\S*"
)
# "놓고 패스해도 돼?", "놓은 다음에 패스 가능?": a pass after the placement, at the question's end
_PASS_AFTER = patterns.compile(
    # (not "안 놓고 패스해도 돼?": a pass instead of the placement)
    r"(?<!안)(?<!안\s)(?<!못)(?<!못\s)(?:놓고|놓은\s*(?:다음|후|뒤)\s*(?:에)?|놓고\s*나서)\s*"
    r"(?:(?:그\s*)?다음\s*(?:차례|턴)\s*(?:에|에는)?\s*)?"
    r"패스\s*(?:해도\s*(?:돼|되|괜찮)|할\s*수\s*있|가능)\S*\s*[?？]*\s*$"
)
_SP_DECLINE = patterns.compile(
    r"이미|있는데\s*(?:또|다시)|옆에|점수|몇\s*점|보너스|기둥|조각상|석상|동상|창문|남기|보관|버리"
    # points lost ("한 장은 탑으로 가고 감점이야?") or a pass ("안 놓고 패스해도 돼?"): another
    # question than the payment's (was "네, 놓을 수 있습니다")
    r"|감점|깎|까여|까이|잃|패스"
    # where the tiles paid go ("빨강 1 주황 3 내면 빨강 1장은 탑으로 가?", "어디로 가?"): another
    # question than the payment's (was "네, 놓을 수 있습니다": the red goes on the space)
    r"|탑\s*(?:으로|에|에다|에다가)?\s*(?:가|들어|넣|버리|버려|올라|보내)|어디\s*(?:로|에|가)"
    # "초록 4개 말고 조커로": the tiles said are not the ones paid (was read as a hand of them)
    r"|(?:개|장)\s*(?:은|는)?\s*(?:말고|빼고|제외하고|대신)"
)
# "빨간 별 2번 두 번 놓을 수 있어?", "1번 칸 또 놓아도 돼?": the space filled twice, not whether
# the tiles pay for it once (was "네, 놓을 수 있습니다"); beside the centre star's colours said,
# "또" is the colour placed again ("가운데 별에 파랑 있는데 … 파랑 또 놓을 수 있어?"), read
_SP_AGAIN = patterns.compile(
    r"(?:두|세|네|여러|몇)\s*번\s*(?:씩\s*)?(?:놓|놔|채우|채워|넣|두|둬|가능|돼|되)"
    r"|(?:또|다시|한\s*번\s*더)\s*(?:놓|놔|채우|채워|넣|두|둬)"
)


def _count(word: str) -> int:
    """The count a word matched as one is ("3" → 3, "셋" → 3): for a group whose every
    alternative is digits or a word of ``NATIVE_NUMBERS``."""
    return int(word) if word.isdigit() else NATIVE_NUMBERS[word]


def _wild_round(colour: str) -> int:
    """The round whose wild colour is ``colour`` ("purple" → 1)."""
    from tutor.games.summer_pavilion.board import COLOUR_INDEX, WILD_BY_ROUND

    return WILD_BY_ROUND.index(COLOUR_INDEX[colour]) + 1


def _wild_of(round_no: int) -> str:
    """The wild colour of round ``round_no`` (1 → "purple")."""
    from tutor.games.summer_pavilion.board import COLOURS, WILD_BY_ROUND

    return COLOURS[WILD_BY_ROUND[round_no - 1]]


def _star_of(word: str) -> str:
    """The star a star word names: a colour, or "centre"."""
    word = re.sub(r"\s+", "", word)
    return "centre" if word in _CENTRE_WORDS else _SP_COLOUR_OF[word]


# -- who a clause is about: the player asking, or another player -------------------------------
# "친구 빨간 별에 1번 2번 있는데 내가 3번 놓으면", "친구가 중앙에서 처음 가져갔는데 내가 ...":
# what another player has, holds or takes is not the asker's
_PLAYER_PARTICLE = (
    r"(?:가|이|는|은|도|의|한테|한텐|에게|에겐|랑|이랑|하고|꺼|거|껀|건|고|만|면|이면|라면|이라면)?"
)
_OTHER_NAMES = (
    r"(?<![가-힣])(?:상대방|상대|친구|다른\s*(?:사람|플레이어|애|분)|동생|형|누나|언니|오빠|엄마|아빠"
    r"|남편|아내|와이프|남친|여친|걔|쟤|얘)"
)
# "2번은 친구꺼야", "빨강 2장은 형 거고": what is said before is another player's, said after
# it (a player's name before what is theirs is read by position; this one is not)
_OWNED = (
    r"(?:꺼|거|껀|건|것)(?:야|이야|예요|에요|이에요|고|이고|임|인데|이지|지|라서|여서|니까|이니까)?"
)
_OWNED_BY_OTHER = patterns.compile(rf"{_OTHER_NAMES}\s*(?:의\s*)?{_OWNED}(?![가-힣])")
_OTHER_PLAYER = patterns.compile(rf"{_OTHER_NAMES}(?:{_OWNED}|{_PLAYER_PARTICLE})(?![가-힣])")
_SELF_PLAYER = patterns.compile(
    r"(?<![가-힣])(?:나|저)(?:는|도|만|한테|한텐|에게|에겐)?(?![가-힣])"
    r"|(?<![가-힣])(?:내|제)(?:가|꺼|거)?(?![가-힣])|(?<![가-힣])난(?![가-힣])"
)
# the end of a clause: "있고 친구는", "있는데, 친구"
_CLAUSE_END = patterns.compile(r"(?:고|데|지만|며|면서|서|어|아|야|요|[,.;!?])\s*$")


def _players(text: str) -> list[tuple[int, int, bool]]:
    """(start, end, is the asker) of every word naming a player, in order."""
    return sorted(
        [(m.start(), m.end(), False) for m in _OTHER_PLAYER.finditer(text)]
        + [(m.start(), m.end(), True) for m in _SELF_PLAYER.finditer(text)]
    )


def _owner_at(players: list[tuple[int, int, bool]], at: int) -> bool:
    """Whether what is said at ``at`` is the asker's: the last player named before it (the
    asker when none is)."""
    return next((mine for start, _end, mine in reversed(players) if start < at), True)


def _owners_clear(text: str, players: list[tuple[int, int, bool]], first_said: int) -> bool:
    """Whether what is said before the first other player's name is the asker's for sure: it
    ends its clause before that name ("빨간 별 1번 2번 있고 친구는 ..."), rather than
    running into it ("빨간 별 1번 2번 친구가 놓았는데": the friend's)."""
    other = next((start for start, _end, mine in players if not mine), None)
    if other is None or first_said >= other:
        return True
    if any(mine for start, _end, mine in players if start < other):
        return True  # "나는 ... 친구는 ...": the asker named first
    return bool(_CLAUSE_END.search(text[:other]))


# "4라운드 빼고", "4라운드 말고", "4라운드 제외하고", "4라운드 외에", "4라운드가 아닌데": the
# other rounds, never the one named
_ROUND_EXCEPT = patterns.compile(
    r"\s*(?:을|를|은|는|이|가|만)?\s*(?:빼고|빼면|뺀|말고|제외|외에|외의|외엔|이외|아닌|아니|아닐|아녀|아냐)"
)

# "아 아니 파랑 4개", "돼? 아니 4라운드", "정정: ...": a correction of what was said before it
_CORRECTION = patterns.compile(
    r"(?:(?<![가-힣])(?:아|앗|어|아아|아차|헉|헐)\s*,?\s*(?:아니|아냐|아니다|아니야)"
    r"|(?:^|[.?!,]\s*)(?:아니|아냐|아니다|아니야)|(?<![가-힣])정정(?:하면|할게|해서|하자면)?"
    r"|(?<![가-힣])잘못\s*(?:말했|썼)\S*)"
    r"(?![가-힣])\s*[,.:!]?\s*(?:사실은?\s*)?"
)
# what a correction may replace, each with what it replaces before it (the word's ending, "였어",
# "로", is dropped with the correction)
_CORRECTABLE: list[tuple[str, str]] = [
    (
        rf"(?P<colour>{_SP_COLOUR}|조커|와일드)\s*(?:색)?\s*(?:타일)?\s*(?:이|가|을|를)?\s*"
        rf"(?:\d+|{NATIVE})\s*(?:개|장)",
        "tiles",
    ),
    (rf"(?:타일\s*)?(?:\d+|{NATIVE})\s*(?:개|장)", "count"),
    (rf"{_STAR_WORD}\s*(?:색\s*)?별\s*(?:의|에)?\s*[1-6]\s*(?:번\s*(?:칸|자리)?|칸|자리)", "star"),
    (r"(?:[1-6]|첫|두|세|네|다섯|여섯)\s*(?:번째\s*)?라운드|마지막\s*라운드", "round"),
    (r"처음|첫\s*번째|(?:[2-6]|두|세|네)\s*번째|나중", "order"),
    (r"[1-6]\s*(?:번\s*(?:칸|자리)?|칸|자리)(?!째)", "space"),
    (r"\d{1,3}\s*점", "points"),
    (_SP_COLOUR, "colour"),
]
_CORRECTED_OF = {kind: pattern for pattern, kind in _CORRECTABLE} | {
    "count": rf"(?<![0-9])(?:\d+|{NATIVE})\s*(?:개|장)",
    "space": r"(?<![0-9])[1-6]\s*(?:번\s*(?:칸|자리)?|칸|자리)(?!째)",
}


# the word said after a corrected count ("아 아니 6개 남았어"): the verb it is the count of
# (a copula, particle or "맞아" is none)
_COUNT_VERB = patterns.compile(
    r"\s+(?!(?:맞|이|야|요|예|에|임|인|말|라|로|으로|였|정도|쯤|씩|만|짜리|밖에|요|입|이었))"
    r"([가-힣])"
)


def _tiles_of(said: str) -> str | None:
    """The colour a count of tiles is of ("wild" for wilds), or None."""
    word = re.match(rf"{_SP_COLOUR}|조커|와일드", said)
    assert word is not None  # only a count of tiles (the "tiles" correctable) is passed
    return "wild" if word.group(0) in ("조커", "와일드") else _SP_COLOUR_OF[word.group(0)]


def _corrected(text: str) -> str | None:
    """The question with each correction applied: what follows "아 아니" replaces the last
    thing of its kind said before it ("파랑 5개로 ... 돼? 아 아니 파랑 4개" → "파랑 4개로 ...
    돼?"). None when a correction replaces nothing that can be told."""
    for _ in range(4):
        marker = _CORRECTION.search(text)
        if marker is None:
            return text
        before, after = text[: marker.start()], text[marker.end() :]
        if not re.search(r"[0-9가-힣]", before):
            text = after  # "아니 근데 ...": nothing said yet to correct
            continue
        for pattern, kind in _CORRECTABLE:
            said = re.match(pattern, after)
            if said is None:
                continue
            olds = list(re.finditer(_CORRECTED_OF[kind], before))
            if kind == "colour" and olds and re.match(r"\s*(?:색\s*)?별", before[olds[-1].end() :]):
                return None  # "... 파란 별 3번 칸 돼? 아 아니 노랑": the star, or the tiles?
            if kind == "tiles":
                # "파랑 5개 ... 아 아니 파랑 4개": the count of that colour
                olds = [m for m in olds if _tiles_of(m.group(0)) == _tiles_of(said.group(0))]
            if not olds:
                return None
            old = olds[-1]
            verb = _COUNT_VERB.match(after, said.end())
            if kind in ("tiles", "count") and verb is not None:
                # "7개 남았는데 4개 보관하면 ... 아 아니 6개 남았어": the count said with that
                # verb, not the last count (when a count was said with it)
                told = [m for m in olds if re.match(rf"\s*{verb.group(1)}", before[m.end() :])]
                if told:
                    old = told[-1]
            rest = after[said.end() :]
            rest = rest[len(re.match(r"\S*", rest).group(0)) :]  # type: ignore[union-attr]
            text = before[: old.start()] + said.group(0) + before[old.end() :] + " " + rest
            break
        else:
            return None
    return None


# the round before or after the one named ("다음 라운드에", "지난 라운드"): a reader that
# takes the round named reads another round's question
_OTHER_ROUND = patterns.compile(
    r"(?<![가-힣])(?:그\s*)?(?:다음|담|다다음|지난|이전|저번|직전|전)\s*(?:라운드|round|판)"
    r"|라운드\s*(?:이|가|의)?\s*(?:다음|담|이후|이전|후|뒤|전)(?!\s*(?:라운드|round))"
)


# "3~4라운드", "3, 4라운드", "13라운드": several rounds, or one with two digits (read as
# round 4 and round 3 before)
_ROUND_SPAN = patterns.compile(
    r"\d\s*(?:~|-|–|,|부터|에서)\s*\d\s*(?:번째\s*)?(?:라운드|round)|\d\d\s*(?:번째\s*)?(?:라운드|round)"
)


def _read_round(text: str) -> tuple[int | None, str] | None:
    """The round a question names (or None) and the question without it. A wild colour
    named ("주황이 조커일 때") names its round. None when it names several rounds, one that
    does not exist, or a round and a wild colour that disagree."""

    if _OTHER_ROUND.search(text) or _ROUND_SPAN.search(text):
        return None  # "지금 5라운드인데 다음 라운드에 ...": the round asked is another
    wilds = [*_SP_WILD_NAMED.finditer(text), *_SP_WILD_AFTER.finditer(text)]
    wilds += _SP_WILD_IS.finditer(text)
    if len(wilds) > 1:
        return None
    implied: int | None = None
    if wilds:
        implied = _wild_round(_SP_COLOUR_OF[wilds[0].group("colour")])
        text = text[: wilds[0].start()] + " " + text[wilds[0].end() :]
    rounds = list(_SP_ROUND.finditer(text))
    if len(rounds) > 1:
        return None
    if not rounds:
        return implied, text
    m = rounds[0]
    if _ROUND_EXCEPT.match(text, m.end()):
        return None  # "4라운드 빼고", "4라운드가 아닌데": the other rounds
    if m.group("last"):
        round_no = 6
    elif m.group("ord"):
        round_no = NATIVE_ORDINALS[re.sub(r"\s+", "", m.group("ord"))]
    else:
        round_no = int(m.group("n") or m.group("m"))
    if not 1 <= round_no <= 6 or implied not in (None, round_no):
        return None
    return round_no, text[: m.start()] + " " + text[m.end() :]


def _round_free_of(colours: set[str]) -> int | None:
    """The first round whose wild colour is none of ``colours`` (a question that names no
    round and no wild colour of those it names)."""
    from tutor.games.summer_pavilion.board import ROUNDS

    free = (r for r in range(1, ROUNDS + 1) if _wild_of(r) not in colours)
    return next(free, None)


def _wilds_as_the_star(star: str, space: int, own: dict[str, int], jokers: int) -> int | None:
    """The round whose wild colour is the outer star's own, when a question that names no
    round pays that star with wilds and no tile of its colour, and the wilds (then tiles of
    that very colour) do pay for the space as themselves: that round, else None."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import COLOUR_INDEX

    if not jokers or star == "centre" or star in own or star not in COLOUR_INDEX:
        return None
    round_no = _wild_round(star)
    tiles = [star] * jokers + [c for c, n in own.items() for _ in range(n)]
    try:
        state = ENGINE.new_game(
            2,
            options={"board": "coloured"},
            setup={"round": round_no, "phase": "place", "hands": [tiles, []], "to_move": 0},
        )
        state.apply({"type": "place", "star": star, "space": space, "colour": star})
    except (SetupError, RuleViolation):
        return None
    return round_no


# whether wilds must go into the payment, asked ("조커도 내야 돼?", "조커 꼭 써야 함?", "조커
# 필요해?"), or whether it pays without them ("조커 안 써도 되지?", "조커 없이 돼?")
_WILD_NEEDED_ASKED = patterns.compile(
    # (the wild named by its colour: "주황 조커 꼭 써야 돼?")
    rf"(?:(?P<of>{_SP_COLOUR})\s*(?:색\s*)?)?(?:조커|와일드)\s*(?:를|을|도|는|은)?\s*(?:꼭\s*|반드시\s*|무조건\s*|같이\s*|함께\s*|굳이\s*)*"
    r"(?:(?P<not>안\s*(?:써도|내도|넣어도|섞어도)|없이)|써야|내야|넣어야|섞어야|사용해야|필요)"
)


# "조커 3장까지 쓸 수 있어?", "최대 2장까지 내": a count said as a limit, not tiles held
_COUNT_LIMIT = patterns.compile(
    rf"(?<![0-9])(?:\d+|{NATIVE})\s*(?:개|장)\s*(?:까지|이하|이내|넘게|초과)"
)


# "빨강 3개 다 써야 돼?", "4개 전부 내야 하나요?", "꼭 빨강으로만 내야 해?": whether the
# tiles must all be of one kind, a must asked, where the engine says only what may pay
_ALL_OWN_NEEDED = patterns.compile(
    r"(?<!조커)(?<!조커\s)(?<!와일드)(?<!와일드\s)"
    r"(?:다|전부|모두|만으로|으로만|로만)\s*(?:써|내|사용해|지불해)야"
)


def summer_pavilion_payment(text: str) -> Computed | None:
    """Whether the tiles named pay for the space named in the round named (coloured side,
    or the grey side when the question says so), on an otherwise empty board."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import (
        COLOUR_INDEX,
        COLOUR_KO,
        COSTS,
        STAR_INDEX,
        STAR_KO,
    )

    # "상대가 1라운드에 보라 3개로 빨간 별 3번 놨어 이거 돼?": another player's placement,
    # asked whether it was allowed, is the case (was declined)
    text = _another_told(text)
    if _COUNT_LIMIT.search(text) or _ALL_OWN_NEEDED.search(text):
        # "빨간 별 4번 놓을 때 조커 3장까지 쓸 수 있지?": how many wilds may go in, not the
        # tiles held (was "아니요, 놓을 수 없습니다", no red read); "빨강 3개 다 써야 돼?":
        # whether the colour alone must pay, not whether these tiles pay (was "네, 놓을 수
        # 있습니다", read as the colour's being needed)
        return None
    # the colours the centre star holds, said before the question is asked (after it, "돼?
    # 가운데 별에 노랑 이미 있어" is declined): read apart, then placed on the board
    holds = list(_SP_CENTRE_HOLDS.finditer(text))
    asked_at = re.search(r"[?？]", text)
    if len(holds) > 1 or holds and asked_at and holds[0].start() > asked_at.start():
        return None
    held_centre: list[str] = []
    if holds:
        held_centre = list(
            dict.fromkeys(_SP_COLOUR_OF[w] for w in re.findall(_SP_COLOUR, holds[0].group("list")))
        )
        text = text[: holds[0].start()] + " " + text[holds[0].end() :]
    wild_asked = _WILD_NEEDED_ASKED.search(text)
    if wild_asked is not None:
        text = text[: wild_asked.start()] + " 놓을 수 있어? " + text[wild_asked.end() :]
    text = _COST_NAMED_CLAIM.sub(
        lambda m: f"{m.group('lead') or ''} {m.group('colour') or ''}{m.group('n')}장 필요 ", text
    )
    asks_cost = bool(_SP_COST_ASKS.search(text))
    claims = list(_COST_CLAIM.finditer(text))
    if len(claims) > 1:
        return None
    # "빨간 별 4번 놓고 패스해도 돼?": a placement, then a pass on a later turn (a pass is
    # always open): the placement decides it (was declined with the pass asked)
    then_pass = _PASS_AFTER.search(text)
    if then_pass is not None:
        text = f"{text[: then_pass.start()]} 놓을 수 있어?"
    if _SP_DECLINE.search(text) or not (
        _SP_CUE.search(text) or asks_cost or claims or _verbless_placement(text)
    ):
        return None
    if not held_centre and _SP_AGAIN.search(text):
        return None
    # "빨간 별 1번 있는데 2번 칸에 놓을 때 몇 개 필요해?": the price of the space to fill (the
    # spaces filled do not change it)
    shifted = _SP_FILLED_THEN.search(text) if asks_cost or claims else None
    if shifted is not None:
        if int(shifted.group("space")) in {
            int(d) for d in re.findall(r"[1-6]", shifted.group("filled"))
        }:
            return None  # the space to fill said filled
        text = (
            text[: shifted.start()]
            + f"{shifted.group('named')} {shifted.group('space')}번 칸"
            + text[shifted.end() :]
        )
    stars = list(_SP_STAR.finditer(text))
    if not stars and not asks_cost and not claims and not held_centre:
        return _put_on_other_star(text)
    if len(stars) != 1:
        return None
    target = stars[0]
    star = _star_of(target.group("star"))
    space = int(target.group("space"))
    if not 1 <= space <= 6 or _SP_SPACE_FILLED.match(text, target.end()):
        return None
    if held_centre and (star != "centre" or asks_cost or claims):
        return None  # the centre star's colours said of a payment elsewhere, or of a price
    rest = text[: target.start()] + " " + text[target.end() :]
    lacks = list(_SP_CENTRE_LACKS.finditer(rest))
    if len(lacks) > 1 or (lacks and star != "centre"):
        return None
    if lacks:
        rest = rest[: lacks[0].start()] + " " + rest[lacks[0].end() :]
    # "파랑 조커 2장": wilds named by their colour, which names the round
    named_wilds = list(_ST_NAMED_WILD.finditer(rest))
    if len(named_wilds) > 1:
        return None
    wilds_round: int | None = None
    if named_wilds:
        m = named_wilds[0]
        if _SP_COLOUR_OF[m.group("colour")] == star:
            return None  # "파랑 조커 2장으로 파란 별": blue wilds, or blue and two wilds?
        wilds_round = _wild_round(_SP_COLOUR_OF[m.group("colour")])
        rest = rest[: m.start()] + f" 조커 {m.group('n')}장 " + rest[m.end() :]
        # "초록 3장만 있어요. 초록 조커 3장으로": the same tiles, said again as wilds (the only
        # count of that colour, and the same count)
        same = [
            t
            for t in _SP_TILES.finditer(rest)
            if _SP_COLOUR_OF.get(t.group("colour")) == _SP_COLOUR_OF[m.group("colour")]
        ]
        if len(same) == 1 and count_word(
            same[0].group("n") or same[0].group("bare") or same[0].group("glued")
        ) == count_word(m.group("n")):
            rest = rest[: same[0].start()] + " " + rest[same[0].end() :]
    read = _read_round(rest)
    if read is None:
        return None
    round_no, rest = read
    if wilds_round is not None:
        if round_no not in (None, wilds_round):
            return None  # the wilds' colour is another round's
        round_no = wilds_round
    puts = list(_SP_PUT.finditer(rest))
    if len(puts) > 1:
        return None
    put = _SP_COLOUR_OF[puts[0].group("colour")] if puts else None
    if puts:
        rest = rest[: puts[0].start()] + " " + rest[puts[0].end() :]
    if lacks and put is not None and _SP_COLOUR_OF[lacks[0].group("colour")] != put:
        return None  # "가운데 별에 빨강 없는데 노랑 놓기": another colour's place, not said

    # "보라만으로 놓아도 돼요?", "초록으로만 내면": the payment said to be of the one colour the
    # asker holds (read below against the tiles counted)
    only_with = list(_SP_ONLY_WITH.finditer(rest))
    if len(only_with) > 1:
        return None
    if only_with:
        rest = rest[: only_with[0].start()] + " " + rest[only_with[0].end() :]

    # "조커로만 파란 별 3번 놓을 수 있어?": wilds alone, however many (was not read): worked
    # with as many as the space costs, which no fewer or more would change
    wilds_only = None if only_with else _WILDS_ONLY_WITH.search(rest)
    if wilds_only is not None:
        if star == "centre" or _SP_TILES.search(rest) or asks_cost or claims:
            return None  # on the centre star wilds go as their own colour; or a count said
        rest = (
            rest[: wilds_only.start()]
            + f" 조커 {COSTS['coloured'][STAR_INDEX[star] * 6 + space - 1]}장으로 "
            + rest[wilds_only.end() :]
        )

    hand: dict[str, int] = {}
    jokers = 0
    # "친구한테 파랑 2개 있고 나한테 주황 1개 있는데": only the asker's tiles pay, and the
    # space must be the asker's to fill
    players = _players(rest)
    if _OWNED_BY_OTHER.search(rest):
        return None  # "빨강 2장은 친구꺼고": tiles said before their owner (were the asker's)
    others_named = any(not mine for _s, _e, mine in players)
    counts = list(_SP_TILES.finditer(rest))
    if (
        others_named
        and counts
        and (
            not _owner_at(_players(text), target.start())
            or not _players(text)[-1][2]
            or not _owners_clear(rest, players, counts[0].start())
        )
    ):
        return None
    if any(_COUNT_DENIED.match(rest, m.end()) for m in counts):
        return None  # "빨강 3개 없이", "초록 4개 없어도": tiles the asker lacks, not holds
    others_tiles = 0
    counted: dict[str, int] = {}
    for m in counts:
        n = count_word(m.group("n") or m.group("bare") or m.group("glued"))
        if n is None or n < 1 or n > 22:
            return None
        if not _owner_at(players, m.start()):
            others_tiles += n
            continue
        word = m.group("colour")
        c = "wild" if word in ("조커", "와일드") else _SP_COLOUR_OF[word]
        if c in counted and _COUNT_MORE.match(rest, m.end()):
            n += counted[c]  # "보라 1개 있었는데 보라 하나 더 받으면": those and more
        elif c in counted:
            if counted[c] == n:
                continue  # "노랑 3개 있어요 ... 노랑 3개로": the same tiles, said again
            # "빨강 1장, 조커 3장 내면 되는데 조커가 2장뿐이면?": another count of them,
            # another case (was added up: "조커 5장", "네, 놓을 수 있습니다")
            return None
        if c == "wild":
            jokers += n - counted.get(c, 0)
        else:
            hand[c] = n
        counted[c] = n
    if others_tiles and not hand and not jokers:
        return None  # only another player's tiles named: the asker's are not said
    if only_with and (jokers or set(hand) != {_SP_COLOUR_OF[only_with[0].group("colour")]}):
        return None  # "보라만으로" beside other tiles: which pay is not the hand said
    # the colour placed: the star's own, or the one named for the centre star
    placed_colour = put if put is not None and star == "centre" else star
    put_ok = put in (None, placed_colour)
    claim = _COST_CLAIM.search(rest)
    if claim is not None and put_ok and not jokers and not others_tiles:
        # "파랑 5개 필요해?", "3개면 돼?": the count said is the price guessed, when it is
        # the only count and of the colour placed (a hand in a round said is a payment)
        said = claim.group("colour")
        if star == "centre" and put is None and said is not None:
            # "가운데 별 5번 칸에 빨강 6개 필요해?": the colour guessed is the one placed (was
            # read as a hand of six that pays: "네")
            put = placed_colour = _SP_COLOUR_OF[said]
        if (not hand if said is None else hand == {_SP_COLOUR_OF[said]: sum(hand.values())}) and (
            said is None or _SP_COLOUR_OF[said] == placed_colour
        ):
            n = count_word(claim.group("n"))
            if n is not None and (claim.group("need") or round_no is None):
                without = rest[: claim.start()] + " " + rest[claim.end() :]
                named = None if said is None else COLOUR_KO[COLOUR_INDEX[_SP_COLOUR_OF[said]]]
                return _space_cost(
                    text, without, star, space, round_no, put, (n, bool(claim.group("need")), named)
                )
    if not hand and not jokers and asks_cost and put_ok and claim is None:
        return _space_cost(text, rest, star, space, round_no, put)
    if not hand and (not jokers or star == "centre"):
        return None  # wilds alone on the centre star: as their own colour, or not? Not said.
    if re.search(r"몇\s*(?:개|장)", rest):
        return None  # "파랑 1개로 ... 조커 몇 개 필요해?": a count asked, not whether it pays
    leftover = _SP_TILES.sub(" ", rest)
    # every colour and number must be accounted for
    if re.search(_SP_COLOUR, leftover) or re.search(r"\d", leftover):
        return None

    # The round (or the wild colour named) fixes the wild colour.
    round_said = round_no is not None
    # tiles of one colour alone, placed as that colour: the same in every round (in the
    # colour's own round its tiles are wild, and pay for their own colour as themselves)
    any_round = (
        round_no is None
        and not jokers
        and len(hand) == 1
        and put in (None, *hand)
        and (star == "centre" or star in hand)
    )
    if any_round:
        round_no = _round_free_of(set(hand))
    if round_no is None:
        if not jokers:
            return None  # which colour is wild decides the answer
        # "조커 2개" with no round: any round whose wild colour is none of those named
        round_no = _round_free_of(set(hand) | ({star} if star != "centre" else set()))
        if round_no is None:
            return None
    wild = _wild_of(round_no)
    if jokers and wild in hand:
        return None  # "노랑 2개와 조커 1개" in a round where 노랑 is the wild colour: unclear
    own_tiles = dict(hand)  # as named, before "조커 N개" becomes the round's wild colour
    if jokers:
        hand[wild] = hand.get(wild, 0) + jokers

    side = "grey" if re.search(r"회색\s*면|회색면|회색\s*판|grey|gray", text) else "coloured"
    if star == "centre":
        own = [c for c in hand if c != wild]
        if put is not None:
            colour = put
        elif len(own) > 1:
            return None  # which colour goes on the centre star is not said
        else:
            colour = own[0] if own else wild
        if lacks and _SP_COLOUR_OF[lacks[0].group("colour")] != colour:
            return None  # "보라 4장으로 ... 가운데 별엔 빨강 없어": another colour's place
    else:
        colour = star if put is None else put
        if side == "grey":
            return None  # a grey-side star's colour is the player's choice: not said

    tiles = [c for c, n in hand.items() for _ in range(n)]
    # the colours the centre star holds, on its other spaces in order
    others = [n for n in range(1, 7) if n != space][: len(held_centre)]
    if len(others) < len(held_centre):
        return None  # six colours there: the space named is filled too
    centre_board = {str(n): c for n, c in zip(others, held_centre, strict=True)}
    try:
        state = ENGINE.new_game(
            2,
            options={"board": side},
            setup={
                "round": round_no,
                "phase": "place",
                "hands": [tiles, []],
                "to_move": 0,
                **({"boards": [{"centre": centre_board}, {}]} if centre_board else {}),
            },
        )
    except SetupError:
        return None
    move = {"type": "place", "star": star, "space": space, "colour": colour}
    star_index = STAR_INDEX[star]
    cost = COSTS[side][star_index * 6 + space - 1]
    if _paid(rest, counts) > cost:
        return None  # "빨간 별 1번 칸에 빨강 2개 내고": more paid than the price (was "네")
    wild_ko = COLOUR_KO[COLOUR_INDEX[wild]]
    hand_text = ", ".join(
        [f"{COLOUR_KO[COLOUR_INDEX[c]]} {n}장" for c, n in own_tiles.items()]
        + ([f"조커 {jokers}장"] if jokers and wilds_only is None else [])
        + (["조커만(장수는 말하지 않음)"] if wilds_only is not None else [])
    )
    place = f"{STAR_KO[star_index]} {space}번 칸"
    when = (
        f"{round_no}라운드(조커 색: {wild_ko})"
        if round_said
        else "라운드는 말하지 않음(한 색뿐이라 어느 라운드든 같음)"
        if any_round
        else f"라운드는 말하지 않아 조커 색이 {wild_ko}인 {round_no}라운드로 계산"
    )
    case = f"{when}, 가진 타일: {hand_text}, 놓을 칸: {place}(비용 {cost}장)" + (
        ", 회색 면" if side == "grey" else ""
    )
    if held_centre:
        case += ", 가운데 별에 이미 있는 색: " + ", ".join(
            COLOUR_KO[COLOUR_INDEX[c]] for c in held_centre
        )
    if put is not None:
        case += f", 놓을 타일: {COLOUR_KO[COLOUR_INDEX[put]]}"
    if others_tiles:
        case += ", 다른 사람의 타일은 세지 않음"
    try:
        events = state.apply(move)
    except RuleViolation as refusal:
        # "초록 2장과 조커 0장, 모두 2장뿐": no wilds held are none to name
        message = re.sub(r"과 조커 0장, 모두 \d+장뿐", "뿐", refusal.message)
        details = [message]
        if refusal.allowed:
            details.append(refusal.allowed)
        rules = [refusal.rule_id, RULE_PLACE_COST]
        own_round = _wilds_as_the_star(star, space, own_tiles, jokers) if not round_said else None
        if own_round is not None and own_tiles:
            return None  # "조커 3개 빨강 1개로 파란 별 3번": no, but yes in round 5
        if own_round is not None:
            # "조커만 3개로 파란 별 3번 칸 돼?": in round 5 the wilds are blue tiles, and
            # pay for the blue star as themselves (SP-RB p.4)
            star_ko = COLOUR_KO[COLOUR_INDEX[star]]
            message += (
                f" 다만 {josa(star_ko, '이', '가')} 조커 색인 {own_round}라운드라면 조커가 곧 "
                f"{star_ko} 타일이라 {place}에 그대로 놓을 수 있습니다."
            )
            details.append(
                f"{own_round}라운드에는 조커 색 타일({star_ko})을 다른 색과 섞지 않고 "
                f"{star_ko} 별에 그 색 그대로 놓을 수 있습니다."
            )
            rules.append(RULE_WILD_AS_ITSELF)
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-payment",
            # (whether wilds must go in is asked: no 네/아니요 answers it where nothing pays)
            "놓을 수 없습니다" if wild_asked else "아니요, 놓을 수 없습니다",
            f"{place}에 놓을 수 없습니다: {message}",
            case,
            details,
            list(dict.fromkeys(r for r in rules if r)),
            None if wild_asked else False,
        )
    placed = next((e for e in events if e.get("type") == "place"), None)
    if placed is None or wilds_only is not None:
        return None  # wilds alone that pay (the star's own colour): how many is not said
    paid, wilds = int(placed["paid"]), int(placed["wilds"])
    colour_ko = COLOUR_KO[COLOUR_INDEX[colour]]
    how = f"{colour_ko} {paid}장" + (f" + 조커({wild_ko}) {wilds}장" if wilds else "")
    # the centre star takes each colour once: the board read has none there, which a
    # question that does not say so leaves open
    unsaid_centre = star == "centre" and not lacks and not held_centre
    summary = (
        f"{place}에 놓을 수 있습니다"
        + (f"(가운데 별에 {josa(colour_ko, '이', '가')} 아직 없다면)" if unsaid_centre else "")
        + f": 비용 {cost}장을 {how}으로 냅니다."
    )
    # the rule that decides first: paying with wilds is decided by the wild-payment rule; the
    # round's wild colour placed as itself by the rule (and, on its own star, the FAQ) for it
    as_itself = (
        [ENTRY_WILD_ON_OWN_STAR, RULE_WILD_AS_ITSELF]
        if colour == wild and star == wild
        else [RULE_WILD_AS_ITSELF]
        if colour == wild
        else []
    )
    rules = list(
        dict.fromkeys(
            [
                *as_itself,
                *(r for r in placed.get("rule_ids", []) if r == RULE_WILD_PAYMENT),
                RULE_PLACE_COST,
                *(r for r in placed.get("rule_ids", []) if not r.endswith(".scoring")),
            ]
        )
    )
    # The engine's account without the seat's name and the points, which depend on a board
    # the question did not describe.
    account = re.sub(r"^\S+\s+\d+[이가]\s+", "", str(placed.get("text", "")))
    sentences = [
        re.sub(r"^탑으로 (\d+)장$", r"낸 타일 가운데 \1장은 탑으로 갑니다", part.strip())
        for part in account.split(".")
        if part.strip() and "점" not in part and "→" not in part
    ]
    sentences = [f"{sentence}." for sentence in sentences]
    if then_pass is not None:
        sentences.append(
            "놓은 뒤 다음 차례에는 언제든 패스할 수 있습니다(남은 타일은 4장까지 귀퉁이에 "
            "보관하고, 나머지는 한 장에 1점씩 잃습니다)."
        )
        rules.append(RULE_PASS_WHEN)
    if unsaid_centre:
        sentences.append(
            "가운데 별의 여섯 칸은 모두 다른 색이어야 해서, 가운데 별에 "
            f"{josa(colour_ko, '이', '가')} 이미 있으면 놓을 수 없습니다."
        )
    verdict, right = "네, 놓을 수 있습니다", True
    if (
        wild_asked is not None
        and wild_asked.group("of")
        and _SP_COLOUR_OF[wild_asked.group("of")] != wild
    ):
        return None  # "보라 조커" in a round whose wild is another colour
    if wild_asked is not None and colour != wild:
        # "빨강 4장 있는데 조커도 내야 돼?": whether wilds must go in, answered (was "네, 놓을
        # 수 있습니다", a yes to the wilds); how many is the placer's choice, none where the
        # colour's own tiles pay (SP-RB p.4)
        needed = wilds > 0
        right = not needed if wild_asked.group("not") else needed
        verdict = ("네, " if right else "아니요, ") + (
            f"조커({wild_ko}) {wilds}장을 함께 내야 합니다"
            if needed
            else "조커 없이 놓을 수 있습니다"
        )
        rules = [RULE_WILD_PAYMENT, *(r for r in rules if r != RULE_WILD_PAYMENT)]
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-payment",
        verdict,
        summary,
        case,
        sentences,
        rules,
        right,
    )


# "보라 타일을 빨강 별 칸에 직접 올려도 돼요?", "빨간 별에 보라 조커 그대로 놓아도 돼?": a tile of
# one colour put on another colour's outer star, with no space named (none of its spaces takes it)
_PUT_VERB = r"(?:직접\s*|그냥\s*|바로\s*|그대로\s*)?(?=놓|놔|올리|올려|두|둬)"
# (a star's space by its colour alone: "빨간칸에")
_ON_STAR = r"\s*(?:색\s*)?(?:별\s*(?:의\s*)?(?:칸|자리)?|칸|자리)\s*(?:에|에다|위에)\s*"
_SP_PUT_ON_STAR = patterns.compile(
    rf"(?P<tile>{_SP_COLOUR})\s*(?:색)?\s*(?P<wild>조커|와일드)?\s*(?:타일)?\s*(?:을|를)?\s*"
    rf"(?P<star>{_SP_COLOUR}){_ON_STAR}{_PUT_VERB}"
    rf"|(?P<star2>{_SP_COLOUR}){_ON_STAR}"
    rf"(?P<tile2>{_SP_COLOUR})\s*(?:색)?\s*(?P<wild2>조커|와일드)?\s*(?:타일)?\s*(?:을|를)?\s*{_PUT_VERB}"
)


def _put_on_other_star(text: str) -> Computed | None:
    """Whether a tile of one colour goes on another colour's outer star, no space named: the
    engine refuses it on each of the six spaces, in the round named (by its number or its wild
    colour) or, with none, in every round (the tile's colour is the wild in one of them)."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import (
        COLOUR_INDEX,
        COLOUR_KO,
        ROUNDS,
        STAR_INDEX,
        STAR_KO,
        WILD_BY_ROUND,
    )

    ours = names_game(text)
    text = _without_names(text)
    if re.search(r"회색|grey|gray|가운데|중앙|센터|여러\s*색|다색|벽|줄|라인", text):
        return None  # the grey side's stars, or the centre star: another colour may go there
    puts = list(_SP_PUT_ON_STAR.finditer(text))
    if len(puts) != 1:
        return None
    m = puts[0]
    tile = _SP_COLOUR_OF[m.group("tile") or m.group("tile2")]
    star = _SP_COLOUR_OF[m.group("star") or m.group("star2")]
    if tile == star:
        return None  # its own star: the price decides, and no tiles are said
    if not ours and not re.search(r"별", m.group(0)):
        return None  # "빨간 칸에 파랑 놓아도 돼?": base Azul's wall has coloured spaces too
    read = _read_round(text[: m.start()] + " " + text[m.end() :])
    if read is None:
        return None
    round_no, rest = read
    if m.group("wild") or m.group("wild2"):
        # "보라 조커를": the tile named a wild names its round
        named_round = _wild_round(tile)
        if round_no not in (None, named_round):
            return None
        round_no = named_round
    if re.search(rf"\d|{_SP_COLOUR}|조커|와일드|별|(?:{NATIVE})\s*(?:개|장)", rest):
        return None  # tiles counted, another colour or star named: not this case alone
    rounds = [round_no] if round_no is not None else list(range(1, ROUNDS + 1))
    refusals: dict[int, RuleViolation] = {}
    for r in rounds:
        for space in range(1, 7):
            try:
                state = ENGINE.new_game(
                    2,
                    options={"board": "coloured"},
                    setup={"round": r, "phase": "place", "hands": [[tile] * 6, []], "to_move": 0},
                )
                state.apply({"type": "place", "star": star, "space": space, "colour": tile})
            except SetupError:
                return None
            except RuleViolation as refused:
                refusals.setdefault(r, refused)
                continue
            return None  # a space takes it
    tile_ko = COLOUR_KO[COLOUR_INDEX[tile]]
    star_ko = STAR_KO[STAR_INDEX[star]]
    # the round asked, or (none said) one where the tile is no wild, then its own round
    wild_round = _wild_round(tile)
    shown = round_no or next(r for r in rounds if r != wild_round)
    refusal = refusals[shown]
    # the summary says what may go there (the refusal's message says the lead again, but for
    # a wild, whose reason it gives)
    said = refusal.allowed or refusal.message
    details = [d for d in (refusal.message, refusal.allowed) if d and d != said]
    rules = [refusal.rule_id]
    if round_no is None:
        as_wild = refusals[wild_round]
        details.append(
            f"{josa(tile_ko, '이', '가')} 조커 색인 {wild_round}라운드에도 마찬가지입니다: "
            f"{as_wild.message}"
        )
        rules.append(as_wild.rule_id)
    if round_no == wild_round:
        # asked of the tile as a wild ("보라 조커를", or in its wild round): the FAQ answers
        # that case itself, so it is the rule the search favours (``deciding_rules``)
        rules.insert(0, ENTRY_WILD_ON_OTHER_STAR)
    elif round_no is None:
        rules.append(ENTRY_WILD_ON_OTHER_STAR)
    wild_ko = COLOUR_KO[WILD_BY_ROUND[shown - 1]]
    when = (
        f"{round_no}라운드(조커 색: {wild_ko})"
        if round_no is not None
        else "라운드는 말하지 않음(어느 라운드든 같음)"
    )
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-payment",
        "아니요, 놓을 수 없습니다",
        f"{star_ko}의 어느 칸에도 {tile_ko} 타일을 놓을 수 없습니다. {said}",
        f"{when}, 놓을 타일: {tile_ko}, 놓을 곳: {star_ko}(칸 번호는 말하지 않음; 1~6번 어느 칸이든 같음)",
        details,
        list(dict.fromkeys(rule for rule in rules if rule)),
        False,
    )


# What a question asks of a space's price besides the whole of it: the fewest tiles of the
# colour placed ("초록 최소 몇 개"), the most wilds ("조커 몇 개까지"), the tiles the tower
# takes ("탑에 몇 개"); a wild named any other way ("조커 몇 개 필요해?") is not read.
_COST_LEAST = patterns.compile(
    r"최소|적어도|최저|하나라도|몇\s*(?:개|장)\s*(?:은|는)\s*(?:있|필요|내)"
)
_COST_MOST = patterns.compile(r"최대|최다|까지|제일\s*많이|가장\s*많이|얼마나\s*많이")
_COST_WILD = patterns.compile(r"조커|와일드|wild")
_COST_NO_WILD = patterns.compile(
    r"(?:조커|와일드)\s*(?:를|는|은)?\s*(?:없이|안\s*(?:쓰|써|섞)|빼고|말고|없으면|하나도\s*없)"
)
_COST_TOWER = patterns.compile(
    r"탑|버려|버리|버린|버릴|버림"
)  # "몇 개 버려?": the tiles not placed
# the two counts of "몇 개 필요하고 몇 개 버려?": the price, and the tiles the tower takes
_COST_NEEDED = patterns.compile(
    r"몇\s*(?:개|장)\s*(?:이|가|을|를)?\s*(?:필요|있어야|내야|들어|드는|써야|내고|내\s*[?？]|내나|내요)"
)
_COST_THROWN = patterns.compile(
    r"몇\s*(?:개|장)\s*(?:을|를|이|가|은|는)?\s*(?:탑\S*\s*)?(?:버려|버리|버린|버릴|버림|넣|가)"
    r"|탑\s*(?:에|으로|에는)?\s*(?:은|는)?\s*몇\s*(?:개|장)"
)
# anything else asked of a space: what is left, what is given back, more tiles; the tiles a
# pass throws away ("패스하면 몇 개 버려?": the hand's, not the price's)
_COST_DECLINE = patterns.compile(
    r"남|돌려|더\s*(?:필요|있어야|내)|받|빼|모자|부족|다른|나머지|패스|보관|귀퉁이"
)


def _to_tower(cost: int) -> str:
    """Where a space's price goes: one tile on the space, the rest into the tower."""
    if cost == 1:
        return "그 1장을 칸에 놓으니 탑에 넣는 타일은 없습니다."
    return f"그 가운데 1장은 칸에 놓고 나머지 {cost - 1}장은 탑에 넣습니다."


def _space_cost(
    text: str,
    rest: str,
    star: str,
    space: int,
    round_no: int | None,
    put: str | None = None,
    claim: tuple[int, bool, str | None] | None = None,
) -> Computed | None:
    """What a space costs: its number of tiles of its star's colour (the board's cost
    table, as the engine charges it), some of them wilds; or, when the question asks only
    that, the fewest tiles of the colour (1, the rest wilds), the most wilds (cost − 1), or
    the tiles that go to the tower (cost − 1). ``put``: the colour placed on the centre
    star; ``claim``: a price guessed (the count, whether it is said to be needed rather
    than enough, and the colour it names)."""
    from tutor.games.summer_pavilion.board import (
        COLOUR_INDEX,
        COLOUR_KO,
        COSTS,
        STAR_INDEX,
        STAR_KO,
    )

    # the colour placed: the star's own, or the one named for the centre star
    placed = put if star == "centre" and put is not None else star
    # nothing else may be named (but the colour placed: "파랑 몇 개"): the space alone
    others = [m for m in re.finditer(_SP_COLOUR, rest) if _SP_COLOUR_OF[m.group(0)] != placed]
    if others or re.search(r"\d", _SP_ROUND.sub(" ", rest)):
        return None
    if re.search(r"회색|grey|gray", text):
        return None  # the grey side's stars have no colour: which one is not said
    if _COST_DECLINE.search(rest):
        return None
    side = "coloured"
    star_index = STAR_INDEX[star]
    cost = COSTS[side][star_index * 6 + space - 1]
    place = f"{STAR_KO[star_index]} {space}번 칸"
    colour = (
        "가운데 별에 아직 없는 한 색" if placed == "centre" else COLOUR_KO[COLOUR_INDEX[placed]]
    )
    # the round in which the colour placed is the wild: no other wild then
    own_round = None if placed == "centre" else _wild_round(placed)
    case = f"놓을 칸: {place}" + (f", {round_no}라운드" if round_no else "")
    if star == "centre" and put is not None:
        case += f", 놓을 타일: {colour}"
    if claim is not None:
        case += f", 말한 개수: {(claim[2] + ' ') if claim[2] else ''}{claim[0]}장"
    no_wild = bool(_COST_NO_WILD.search(rest))
    wild_named = bool(_COST_WILD.search(rest)) and not no_wild
    least = bool(_COST_LEAST.search(rest))
    most = bool(_COST_MOST.search(rest))
    tower = bool(_COST_TOWER.search(rest))
    if sum((least, wild_named or most, tower)) > 1 or (no_wild and (least or most or tower)):
        return None  # two things asked at once, or a wild asked of with "최소"
    if (
        claim is None
        and tower
        and not (least or wild_named or most or no_wild)
        and len(re.findall(r"몇\s*(?:개|장)|얼마", rest)) == 2
        and _COST_NEEDED.search(rest)
        and _COST_THROWN.search(rest)
    ):
        # "초록 몇 개 필요하고 몇 개 버려?": the price, and what of it the tower takes
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-cost",
            f"{colour} {cost}장, 탑에 {cost - 1}장",
            f"{place}의 비용은 {colour} 타일 {cost}장입니다. {_to_tower(cost)}",
            case,
            [
                f"낸 {cost}장 − 칸에 놓는 1장 = 탑에 {cost - 1}장.",
                *(
                    [
                        f"모자란 만큼은 그 라운드의 조커 색 타일로 채울 수 있지만, {colour} 타일이 "
                        "1장은 있어야 합니다(칸에 놓는 것이 그 타일)."
                    ]
                    if cost > 1
                    else []
                ),
            ],
            [RULE_PLACE_COST, RULE_WILD_PAYMENT],
            None,
        )
    if len(re.findall(r"몇\s*(?:개|장)|얼마", rest)) > 1:
        return None  # "파랑 몇 개 필요하고 조커는 몇 개까지 돼?": two counts asked
    if claim is not None:
        if least or wild_named or most or tower or no_wild:
            return None
        return _cost_claim(place, colour, cost, round_no, own_round, case, claim, rest)
    if tower:
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-cost",
            f"탑에 {cost - 1}장",
            f"{place}의 비용은 {cost}장입니다. {_to_tower(cost)}",
            case,
            [f"낸 {cost}장 − 칸에 놓는 1장 = 탑에 {cost - 1}장."],
            [RULE_PLACE_COST],
            None,
        )
    if least or wild_named or most:
        if own_round is None:
            return None  # the colour placed on the centre star (the wild's own?) is not said
        if (wild_named and not most) or (most and not wild_named):
            return None  # "조커 몇 개 필요해?", "파랑 최대 몇 개": not the fewest nor the most
        if least and not re.search(_SP_COLOUR, rest):
            return None  # "최소 몇 장 필요해?": the whole price, or the fewest of the colour?
        if round_no == own_round:
            if wild_named:
                return None  # its colour is the wild itself: which tiles are "wilds" is unclear
            return Computed(
                SUMMER_PAVILION,
                "summer-pavilion-cost",
                f"{colour} {cost}장",
                f"{round_no}라운드에는 {josa(colour, '이', '가')} 조커 색이라 다른 조커가 "
                f"없습니다: {place}에는 {colour} {cost}장을 모두 냅니다.",
                case,
                [f"{colour} 타일은 조커 색이지만 제 색 별에는 제 색으로 놓을 수 있습니다."],
                [RULE_WILD_AS_ITSELF, RULE_PLACE_COST],
                None,
            )
        caveat = (
            []
            if round_no is not None
            else [
                f"단, {josa(colour, '이', '가')} 조커 색인 {own_round}라운드에는 다른 조커가 "
                f"없어 {colour} {cost}장을 모두 냅니다."
            ]
        )
        if round_no is None:
            # the reading said where it is read, not in a detail only ("파란 별 5번 칸에 파랑
            # 최소 몇 개?": 1 in every round but the 5th, where 파랑 is the wild)
            case += (
                f", 라운드는 말하지 않아 {josa(colour, '이', '가')} 조커 색이 아닌 라운드로 계산"
            )
        if least:
            verdict = f"{colour} 1장" + (f" (나머지 {cost - 1}장은 조커)" if cost > 1 else "")
            summary = (
                f"{place}의 비용은 {cost}장이고, 모자란 {cost - 1}장은 그 라운드의 조커 색 타일로 "
                f"낼 수 있어 {colour} 타일은 1장만 있으면 됩니다."
                if cost > 1
                else f"{place}의 비용은 {colour} 1장이라 조커를 쓸 수 없습니다: {colour} 1장."
            )
        else:
            verdict = f"조커 {cost - 1}장까지" if cost > 1 else "조커는 쓸 수 없습니다"
            summary = (
                f"{place}의 비용 {cost}장 가운데 {colour} 타일이 1장은 있어야 하므로, 조커는 "
                f"{cost - 1}장까지 쓸 수 있습니다."
                if cost > 1
                else f"{place}의 비용은 1장이고 그 1장은 {colour} 타일이어야 해서 조커를 쓸 수 "
                "없습니다."
            )
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-cost",
            verdict,
            summary,
            case,
            [
                f"{colour} 타일이 1장은 있어야 하고, 칸에 놓는 것도 그 {colour} 타일입니다.",
                *caveat,
            ],
            [RULE_WILD_PAYMENT, RULE_PLACE_COST],
            None,
        )
    details = [
        f"모자란 만큼은 그 라운드의 조커 색 타일로 채울 수 있지만, {colour} 타일이 1장은 "
        "있어야 합니다."
        if cost > 1
        # a price of one tile leaves nothing for a wild to pay
        else f"비용이 1장이라 조커를 쓸 수 없고, {colour} 타일 1장을 칸에 놓습니다.",
    ]
    if cost > 1:
        details.append(f"낸 {cost}장 가운데 1장은 칸에 놓고 나머지 {cost - 1}장은 탑에 넣습니다.")
    if star == "centre" and put is not None:
        details.append(
            f"가운데 별에는 색마다 한 장만 놓으니, 가운데 별에 {josa(colour, '이', '가')} 아직 없어야 "
            "합니다."
        )
        if own_round is not None and round_no in (None, own_round):
            details.append(
                f"{josa(colour, '이', '가')} 조커 색인 {own_round}라운드에는 다른 조커가 없어 "
                f"{colour} {cost}장을 모두 냅니다."
            )
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-cost",
        f"{colour} {cost}장",
        f"{place}의 비용은 {colour} 타일 {cost}장입니다."
        + (" 조커 없이 내면 모두 그 색입니다." if no_wild else ""),
        case,
        details,
        [RULE_PLACE_COST, RULE_WILD_PAYMENT],
        None,
    )


def _cost_claim(
    place: str,
    colour: str,
    cost: int,
    round_no: int | None,
    own_round: int | None,
    case: str,
    claim: tuple[int, bool, str | None],
    rest: str,
) -> Computed | None:
    """A price guessed: "파랑 5개 필요해?" (needed: the price itself), "3개면 돼?" (enough:
    at least the price), answered from the board's cost; with the price asked too ("몇 개
    필요해? 3개면 돼?"), the price, and what the guess falls short of."""
    n, need, said = claim
    if need and said is not None and n == 1 < cost:
        return None  # "파랑 1개 필요해?": the price, or the fewest of the colour (1)?
    ok = n == cost if need else n >= cost
    wilds = (
        f"{colour} {cost}장을 내거나, {colour} 1장 이상에 모자란 만큼은 그 라운드의 조커 색 "
        "타일로 냅니다"
        if cost > 1 and round_no != own_round
        else f"{colour} {cost}장을 냅니다"
    )
    guessed = f"{said + ' ' if said else ''}{n}장"
    if ok and need:
        judged = f"{guessed}이 맞습니다"
    elif ok:
        judged = f"{guessed}이면 충분합니다" + (
            f"({cost}장만 내고 {n - cost}장은 남음)" if n > cost else ""
        )
    elif n < cost:
        judged = f"{guessed}으로는 {cost - n}장 모자랍니다"
        if said is not None and cost > 1 and round_no != own_round:
            judged += "(모자란 만큼은 조커로 낼 수 있음)"
    else:
        judged = f"{guessed}이 아니라 {cost}장입니다"
    summary = f"{place}의 비용은 {cost}장입니다: {wilds}. {judged}."
    details = [f"별의 칸 번호가 곧 비용입니다: {josa(place, '은', '는')} {cost}장."]
    if cost > 1:
        details.append(f"낸 {cost}장 가운데 1장은 칸에 놓고 나머지 {cost - 1}장은 탑에 넣습니다.")
    if re.search(r"몇\s*(?:개|장)|얼마", rest):
        # the price asked, and a guess beside it: the price is the answer
        verdict, ok_said = f"{colour} {cost}장", None
    else:
        verdict = ("네, " if ok else "아니요, ") + f"비용은 {cost}장입니다"
        ok_said = ok
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-cost",
        verdict,
        summary,
        case,
        details,
        [RULE_PLACE_COST, RULE_WILD_PAYMENT],
        ok_said,
    )


# -- Drafting: what a take from a factory or the centre brings --------------------------------
# "3라운드에 공장에 노랑 3개랑 주황 1개 있는데 노랑 가져가면?", "중앙에서 처음으로 빨강 3개+조커
# 1개 가져가면 몇 점 돼요?"
_SP_TAKE = patterns.compile(
    r"가져가|가져오|가져와|가져갈|가져올|가지고\s*오|골라|고르|골랐|택하|집어|집으"
)
# "다 가져갈 수 있어?", "보라도 다 가져와?", "전부 가져가도 돼?": whether every tile there
# (or every tile of a colour) comes along
_SP_TAKE_ALL = patterns.compile(
    r"(?<![가-힣])(?:다|모두|전부|몽땅|싹\s*다)\s*"
    # asked of the take, at the question's end: "다 가져가면 뭐 받아?" asks something else
    r"(?:가져|가지고)(?:(?:갈|올)\s*수\s*있\S*|\S{0,5})\s*[?？]*\s*$"
)
# "초록만 3개 있어요. 3개 다 가져가도 돼요?": a count said again of the take, with no colour
_SP_COUNT_ALL = patterns.compile(
    rf"(?<![가-힣0-9])(?P<n>\d+|{NATIVE})\s*(?:개|장)\s*(?:을|를)?\s*(?=(?:다|전부|모두)\s*(?:가져|가지고))"
)
# "빨강 2개랑 다른 색 몇 개 있는데": a display not told whole ("다른 건 없어요" tells it)
_SP_DISPLAY_UNTOLD = patterns.compile(
    r"몇\s*(?:개|장|가지)\s*(?:이|가|은|는)?\s*(?:더\s*)?(?:있|남|놓|깔)|나머지|여러\s*(?:색|개|장|가지)"
    r"|다른\s*(?:색|타일|것|거)(?!\S*\s*(?:하나도\s*)?없)"
)
# "초록만 3개 있어요", "초록 다 가져가도 돼요?": one colour said alone, or taken whole
_SP_ALL_ASKED = patterns.compile(
    rf"{_SP_COLOUR}\s*(?:색)?\s*(?:타일)?\s*만\s*(?:\d|{NATIVE})"
    r"|(?<![가-힣])(?:다|모두|전부|몽땅)\s*(?:가져|가지고)\S*\s*(?:돼|되|될|가능|괜찮)"
)
_SP_SOURCE = patterns.compile(r"(?P<factory>공장|팩토리|전시판)|(?P<centre>중앙|가운데|센터)")
_SP_DRAFT_DECLINE = patterns.compile(
    r"별|칸|비용|패스|보관|귀퉁이|보너스|공급처|탑|놓|내야|낼|주머니|다음\s*라운드|회색"
)
_SP_NAME = patterns.compile(
    r"여름\s*별장|썸머\s*파빌리온|서머\s*파빌리온|섬머\s*파빌리온|썸파|파빌리온"
)
# The game's name as this reader reads it, and the words that name it
# (:func:`tutor.qa_computed.compute`: a question asked on the game's own pages)
NAME = "여름 별장"
NAMED = patterns.compile(rf"{_SP_NAME.pattern}|summer\s*pavilion|pavilion")
# Azul's factories work alike: a take is read as Summer Pavilion's only when the question
# says so (its name, a wild, or a colour base Azul does not have).
_SP_ONLY = patterns.compile(r"조커|와일드|보라|자주|퍼플|초록|녹색|연두|그린|주황|오렌지")
_SP_FIRST = patterns.compile(r"처음|첫|먼저|1등")
# "아직 아무도 중앙에서 안 가져갔어", "중앙에서 가져간 사람 아직 없어": the take from the centre
# is the round's first (was read as after another's, "시작 플레이어 토큰은 이미 누가 가져간
# 것으로 계산")
_NONE_TAKEN_YET = patterns.compile(
    r"(?:아무도|누구도)\s*(?:아직\s*)?(?:(?:중앙|가운데|센터)\s*(?:에서|서)?\s*)?(?:타일\s*(?:을|를)?\s*)?"
    r"(?:안|못)\s*(?:가져|집)"
    # "중앙에 선 토큰 아직 있고": the token not yet taken
    r"|(?:선|시작)\s*(?:플레이어\s*)?(?:토큰|마커)\s*(?:이|은|는|도)?\s*(?:아직\s*)?"
    r"(?:(?:중앙|가운데|센터)\s*(?:에)?\s*)?(?:그대로\s*)?있(?:고|는데|어|음|으니까)"
    r"|(?:중앙|가운데|센터)\s*(?:에서|서)?\s*가져간\s*(?:사람|플레이어)\s*(?:이|은|는)?\s*(?:아직\s*)?없"
)
_SP_ASKS_POINTS = patterns.compile(r"몇\s*점|감점|깎|잃|점수|페널티|패널티|벌점|마이너스")
# the score after a loss asked ("몇 점 돼?", "몇 점 남아?", "점수 몇 점이야?"), not the loss
_SCORE_LEFT_ASKED = patterns.compile(
    r"몇\s*점\s*(?:이\s*)?(?:돼|되|됨|될|남|이에요|이예요|예요|이야|야|이지|임)"
    r"|점수\s*(?:가|는|이|은)?\s*(?:몇\s*점|어떻게|어케)"
)
_SP_TOKEN_ASKED = patterns.compile(r"토큰|선\s*(?:플레이어|플)|시작\s*플레이어")
_SP_HELD = patterns.compile(
    rf"(?P<colour>{_SP_COLOUR}|조커|와일드)\s*(?:색)?\s*(?:타일)?\s*(?:이|가|을|를|만|도)?\s*"
    rf"(?:(?P<n>\d+)(?![0-9])\s*(?:개|장)?|(?P<word>{NATIVE})\s*(?:개|장)"
    # "노랑 셋 주황 하나": a count said as a bare word
    r"|(?P<bare>하나|둘|셋|넷|다섯|여섯|일곱|여덟)"
    rf"{_BARE_PARTICLE})"
)
# the colour chosen: "노랑 가져가면", "조커 색만 골라"
_SP_CHOSEN = patterns.compile(
    # "보라 조커만 쏙 가져가면": the wild named by its colour
    rf"(?:(?P<wild_of>{_SP_COLOUR})\s*(?:색\s*)?(?=조커|와일드))?"
    rf"(?P<colour>{_SP_COLOUR}|조커|와일드)\s*(?:색)?\s*(?:타일)?\s*(?:만|을|를|도)?\s*"
    rf"(?:(?P<n>\d+|{NATIVE})\s*(?:개|장)?\s*(?P<only>만\s*)?)?"
    r"(?:다\s*|전부\s*|모두\s*|쏙\s*|딱\s*|그냥\s*|따로\s*)?"
    r"(?=가져|가지고|골|고르|택|집)"
)
# a colour joined to the word after it ("빨강이랑 조커", "초록하고 보라 조커"): said together
_COLOUR_JOINED = patterns.compile(
    rf"(?:{_SP_COLOUR})\s*(?:색)?\s*(?:타일)?\s*(?:이랑|랑|하고|과|와|,|\+|&)\s*$"
)
# "공장 4개가 전부 이번 라운드 와일드 색이면": a factory of wilds only
_SP_ALL_WILDS = patterns.compile(
    rf"(?:타일\s*)?(?P<n>\d|{NATIVE})\s*(?:개|장)\s*(?:가|이|는|은)?\s*(?:전부|모두|다)\s*"
    r"(?:이번\s*라운드\s*(?:의\s*)?)?(?:조커|와일드)\s*(?:색)?\s*(?:타일)?\s*"
    r"(?=이면|일\s*때|인데|이라면|라면|이야|이고|면)"
)


# "공장에 ... 있는데", "중앙에 ... 남았고": the tiles named lie there (the take is a choice
# among them), not the take named whole
_DISPLAY_SAID = r"있|인데|이고|일\s*때|놓여|남아|남았|남은|깔려|나와|나왔|뿐"


def _source_start(rest: str, at: int) -> int:
    """Where the source (공장, 중앙) is first named before ``at``: a display is told after it."""
    source = _SP_SOURCE.search(rest, 0, at)
    return source.start() if source else 0


def _display_before(rest: str, at: int) -> bool:
    """Whether the question describes what lies at the source before ``at`` (the colour
    chosen): "공장에 ... 있는데" (said after the source, so "지금 3점인데" is no display)."""
    return bool(re.search(_DISPLAY_SAID, rest[_source_start(rest, at) : at]))


def _one_take(held: dict[str, int], round_no: int) -> bool:
    """Whether the tiles named (``"wild"``: wilds by that name) are what one take brings in
    the round: all of one colour and at most one wild, or one wild alone."""

    wild = _wild_of(round_no)
    counts = dict(held)
    wilds = counts.pop("wild", 0)
    if wilds and wild in counts:
        return False  # "노랑 2개와 조커 1개" in the round where 노랑 is wild: unclear
    wilds += counts.pop(wild, 0)
    return wilds <= 1 and (len(counts) == 1 or (not counts and wilds == 1))


def _in_their_own_round(
    setup: dict[str, Any], source: int | str, chosen: str, held: dict[str, int]
) -> list[str]:
    """For each colour lying there, the same take in the round where that colour is the
    wild ("초록이 조커 색인 2라운드라면 …"), as the engine plays it: what a question that
    names no round would be answered in that round."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import (
        COLOUR_INDEX,
        COLOUR_KO,
    )

    said: list[str] = []
    for colour in held:
        round_no = _wild_round(colour)
        name = COLOUR_KO[COLOUR_INDEX[colour]]
        chosen_ko = COLOUR_KO[COLOUR_INDEX[chosen]]
        when = f"{josa(name, '이', '가')} 조커 색인 {round_no}라운드라면"
        try:
            state = ENGINE.new_game(2, options={}, setup={**setup, "round": round_no})
            events = state.apply({"type": "take", "source": source, "colour": chosen})
        except SetupError:
            continue
        except RuleViolation:
            said.append(f"{when} {chosen_ko}만 따로 가져올 수 없습니다.")
            continue
        taken = next(e for e in events if e.get("type") == "take")
        tiles = list(taken["tiles"])
        if colour == chosen:
            said.append(f"{when} {josa(chosen_ko, '은', '는')} 조커라 {len(tiles)}장만 가져옵니다.")
        else:
            wilds = sum(1 for c in tiles if c == colour)
            own = len(tiles) - wilds
            what = f"{chosen_ko} {own}장" + (f"과 조커({name}) {wilds}장" if wilds else "")
            said.append(f"{when} {what}을 가져옵니다.")
    return said


# after the take, the tiles left asked about ("빨강은 어디로 가?", "나머지는?", "남은 건 어떻게 돼?")
_SP_REST_ASKED = patterns.compile(
    r"나머지|남은|남는|어디로|어디\s*가|어디에\s*가|어디\s*둬|어디\s*놔"
)
# "빨강 가져가면 파랑은?", "초록 가져가면 파랑은 어떻게 돼?": the rest asked by its colour (the
# verdict said only the take: "빨강 1장을 가져옵니다")
_SP_REST_NAMED = patterns.compile(
    rf"(?P<colour>{_SP_COLOUR})\s*(?:색\s*)?(?:타일\s*)?(?:은|는)"
    r"(?=\s*(?:[?？.]|$|어떻게|어케|어째|어찌))"
)


# after the take, a colour asked to come with it ("빨강 가져가면 주황도 같이 가져와야 해?", "보라는
# 안 가져와도 돼?", "초록 2개 다 가져오는 거 맞지?"): a yes-or-no asked of the take
_TAKE_ASKED_OF = patterns.compile(
    rf"(?P<colour>{_SP_COLOUR}|조커|와일드)\s*(?:색)?\s*(?:타일)?\s*"
    rf"(?:(?P<n>\d+|{NATIVE})\s*(?:개|장)\s*)?(?P<particle>은|는|도|까지|을|를|만)?\s*"
    r"(?P<mid>(?:(?:꼭|같이|함께|반드시|다|전부|모두|둘\s*다|안|굳이|무조건)\s*)*)"
    # ("보라 2개 같이 온대": a claim of what comes, said plainly)
    r"(?:가져|가지고|딸려|따라\s*(?:와|오)|두고\s*(?:와|오|가)|(?<=같이\s)(?:와|오|온)|(?<=같이)(?:와|오|온)"
    r"|(?<=함께\s)(?:와|오|온)"
    # "보라 2개 다 와?": every one of them comes along, asked
    r"|(?<=다\s)(?:와|오)(?![가-힣])|(?<=다\s)(?:와요|오나|오나요|온다고|온대|온다던데|온다는데|옴)"
    # "주황 안 와도 된대": the wild left behind, said of its coming (was the take, unchecked)
    r"|(?<=안\s)(?:와|오)(?=도|\s*[?？]|$)|(?<=안)(?:와|오)(?=도))"
)
_TAKE_ASKED_NOT = patterns.compile(
    r"두고|(?<![가-힣])안(?![가-힣])|(?<![가-힣])안(?=가|와|오)|않|말고|빼고|없이"
)
_TAKE_ASKED_ALL = patterns.compile(r"(?<![가-힣])(?:다|전부|모두|둘\s*다)(?![가-힣])")
_TAKE_ASKED_WH = patterns.compile(r"몇|뭐|뭘|무엇|무슨|어떻게|어케|어디|얼마|어느|누구|왜|언제")
# "둘 다 가져가도 돼요?", "3장 다 가져가?": every tile there taken, asked
_TAKE_ALL_OF_THEM = patterns.compile(
    r"(?<![가-힣])(?:둘|셋|넷|세\s*개|두\s*개|네\s*개|\d+\s*(?:개|장))?\s*(?:다|전부|모두)\s*"
    r"(?:가져|가지고)"
)


# the asker's own tiles, told before the source ("이미 조커가 3장이나 있어서", "손에 보라 1개",
# "빨강 2개 갖고 있고"), and their sum with the take asked ("합쳐서 몇 개", "총 몇 장")
_OWN_TILES = patterns.compile(
    r"이미|벌써|(?<![가-힣])손에|갖고\s*있|가지고\s*있|들고\s*있|가진|보유|모아\s*(?:둔|놨|뒀|놓)"
)
_ALL_TOLD = patterns.compile(r"합쳐|합치|합하|합계|더하면|총\s*몇|모두\s*몇|전부\s*몇|다\s*해서")

# part of a colour asked for with no colour said ("두 개만 가져와도 돼?", "2개만 가져가면 안
# 돼?", "일부만 가져와도 돼?", "다 안 가져와도 돼?"): the colour is the one that can be chosen
# there (was read as the take alone, "빨강 3장을 가져옵니다", or declined for the count)
_PART_TAKE = patterns.compile(
    rf"(?:(?P<of>(?<![0-9])\d+\s*(?:개|장)|(?<![가-힣0-9])(?:{NATIVE})\s*(?:개|장))\s*"
    r"(?:중에서|중에|중)\s*)?"
    rf"(?:(?<![0-9])(?P<n>\d+|(?<![가-힣])(?:{NATIVE}))\s*(?:개|장)|(?<![가-힣])(?P<bare>하나|둘|셋)"
    r"|(?<![가-힣])(?P<some>일부|조금|몇\s*(?:개|장)|한두\s*(?:개|장)))\s*"
    # "두 개만 가져와도", or asked leave for the count alone ("두 개 가져와도 돼?")
    r"(?:만\s*|(?=(?:가져|가지고)(?:와|가|오|갈|올)(?:도|\s*수)))"
    r"(?:골라\s*(?:서)?\s*|쏙\s*|딱\s*)?"
    # "왜 2개만 못 가져가?": the part refused, asked of (was not read)
    r"(?P<cant>못\s*)?(?=가져|가지고|집)"
    r"|(?<![가-힣])(?P<not_all>(?:다|전부|모두)\s*(?:는\s*)?안\s*)(?=가져|가지고)"
)
_PART_ASKED = patterns.compile(r"돼|되|될|됨|된|가능|괜찮|수\s*(?:있|없)|반칙|규칙\s*위반|왜")
# "이거 돼?", "이렇게 해도 괜찮아?": a move told, asked whether it was allowed
_THIS_ALLOWED = patterns.compile(
    r"(?:이거|그거|이건|그건|이렇게|그렇게)\s*(?:해도\s*)?(?:돼|되는|됨|되나|되냐|되니|괜찮|가능)"
    r"[가-힣]*\s*[?？]*\s*$"
)


def _another_told(text: str) -> str:
    """The question with the one player it names dropped, when that player's move opens it and
    the question asks whether the move was allowed ("상대가 … 2개만 가져갔어 반칙이야?", "친구가
    … 놨어 이거 돼?"): the rule is the same whoever moved. Points or the token asked, another
    player beside, or anything said before the name: unchanged."""
    players = _players(text)
    if (
        len(players) != 1
        or players[0][2]
        or _SP_NAME.sub(" ", text[: players[0][0]]).strip(" ,.:")
        or not (_FOUL_ASKED.search(text) or _THIS_ALLOWED.search(text))
        or _SP_ASKS_POINTS.search(text)
        or _SP_TOKEN_ASKED.search(text)
    ):
        return text
    return text[: players[0][0]] + " " + text[players[0][1] :]


_TAKEN_DONE = patterns.compile(r"가져(갔|왔)(?:어요|어|는데요|는데|고|음|다|지만)?(?![가-힣])\s*")
# "반칙이야?", "이거 규칙 위반 아니야?": whether a move breaks the rules, asked (a 네/아니요 of
# whether it is allowed would answer it backwards: "아니요, 모두 가져와야 합니다" reads "no foul")
_FOUL_ASKED = patterns.compile(
    r"(?:반칙|규칙\s*(?:위반|어긴|어겼)|룰\s*위반|불법)\s*(?:이|인)?[가-힣]*"
    r"(?:\s+(?:거|건|게)[가-힣]*)?(?:\s+(?:맞|아니)[가-힣]*)?\s*[?？!.~ㅠㅜ]*$"
)
# "공장에 빨강 3개면 2개만 …": what lies there, said as a condition
_PART_DISPLAY = patterns.compile(r"(?:개|장)\s*(?:이)?면(?![가-힣])")


# tiles said after a draft question's mark (a count, a colour, a wild): more of the case
_TILES_SAID_AFTER = patterns.compile(
    rf"(?<![0-9])(?:\d+|{NATIVE})\s*(?:개|장)|{_SP_COLOUR}|조커|와일드"
)


# -- how many wilds: in one payment, in one take ------------------------------------------------
# "조커는 2장까지만 쓸 수 있대", "조커 몇 장까지 낼 수 있어?", "조커는 한 장만 가져오는 거 맞지?"
_WL_COUNT = rf"(?P<n>[1-9]|한|{NATIVE}|하나)\s*(?:개|장)?"
_WL_WILD = r"(?<![가-힣])(?:조커|와일드)\s*(?:타일)?\s*(?:는|은|도|를|을|가|이)?\s*"
_WL_PAY = r"(?:쓰|쓸|쓴|써|내|낼|낸|사용|지불)"
_WL_TAKE = r"(?:가져|가지고|집|챙기|챙겨)"
# the cap said ("2장까지만", "최대 2장", "1장밖에 못", "3장 이상은 안"), or more than a count
# said allowed ("3장 이상 쓴다": the claim "…못 쓴대" read in the positive)
_WL_CAPPED = patterns.compile(
    rf"{_WL_WILD}(?:(?P<max>최대)\s*)?{_WL_COUNT}\s*"
    r"(?:(?P<upto>까지\s*만|까지(?=\s*(?:밖에|만))|까지(?=.*최대))|(?P<only>밖에|만)"
    r"|(?P<over>이상|넘게|초과|넘어서|보다\s*많이)\s*(?:은|는|도)?)?\s*"
    r"(?:(?P<together>같이|함께|한꺼번에|한\s*번에|다|모두)\s*)?"
    rf"(?:(?P<neg>못|안)\s*)?(?:{_WL_PAY}|(?P<take>{_WL_TAKE}))"
)
_WL_HOW_MANY = patterns.compile(
    rf"{_WL_WILD}(?:최대\s*)?몇\s*(?:개|장)\s*(?:까지|이나|까지는)?\s*(?:{_WL_PAY})"
)
# a question or a claim after the count ("…쓸 수 있대", "가져와도 돼?", "가져가기 ㄱㄴ?")
_WL_ASKED = patterns.compile(
    r"[?？]|돼|되|됨|될|된|가능|ㄱㄴ|맞|나요|까|지(?![가-힣])|죠|대|래|던데|는데|써|임|야|냐|니"
)
_WL_DECLINE = patterns.compile(
    rf"{_SP_COLOUR}|별|칸|번|비용|라운드|공장|중앙|가운데|센터|팩토리|보관|패스|귀퉁이|보너스|점"
    r"|남|있는데|있으면|있어서|인데|처음|선\s*(?:플|토큰)|탑|다음|버려|버리"
)


def summer_pavilion_wild_limit(text: str) -> Computed | None:
    """How many wilds one payment may hold (the space's cost less one: the colour placed
    must be there once, so at most 5 on a 6 space) and one take brings (exactly one, when
    the place has any), said as a cap or asked; nothing else of the case said."""
    text = _SP_NAME.sub(" ", text)
    if _WL_DECLINE.search(text) or _players(text) or len(re.findall(r"조커|와일드", text)) != 1:
        return None
    if re.search(r"\d", text) and len(re.findall(r"\d", text)) != 1:
        return None
    how = _WL_HOW_MANY.search(text)
    capped = list(_WL_CAPPED.finditer(text))
    rules_pay = [RULE_WILD_PAYMENT, RULE_PLACE_COST]
    pay_details = [
        "놓을 색의 진짜 타일이 한 장은 있어야 하고, 칸에 올라가는 것은 그 진짜 타일입니다.",
        "칸별 조커 최대 장수: 1번 0장, 2번 1장, 3번 2장, 4번 3장, 5번 4장, 6번 5장.",
    ]
    pay_summary = (
        "조커는 비용의 모자란 만큼을 채우는 데 쓰며, 놓을 색의 진짜 타일이 최소 한 장 있어야 "
        "하므로 n번 칸에는 조커를 n−1장까지 낼 수 있습니다(가장 비싼 6번 칸이면 5장). 그 밖에 정해진 "
        "한도는 없습니다."
    )
    if how is not None and not capped:
        if not re.search(r"까지|최대|이나|몇\s*(?:개|장)\s*(?:쓸|낼|써|내|사용)", how.group(0)):
            return None
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-payment",
            "칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)",
            pay_summary,
            "한 번의 지불에 쓰는 조커 수",
            pay_details,
            rules_pay,
            None,
        )
    if len(capped) != 1 or how is not None:
        return None
    m = capped[0]
    if not _WL_ASKED.search(text, m.end()) or re.match(r"\s*(?:네|아니요|아니오)(?![가-힣])", text):
        return None  # "조커 한 장 같이 가져오는 규칙": a topic, no case asked or claimed
    n = _count(m.group("n"))
    take = bool(m.group("take"))
    only = m.group("only")
    # "N장만 쓸 수 있어?": only N, or may just N be paid? (a take's "만" is said of the wild
    # that comes, one)
    cap = bool(m.group("upto") or m.group("max") or (only and (m.group("neg") or take)))
    over = m.group("over")
    if m.group("neg") and not (over or only):
        return None  # "조커 2장 못 써?": which payment?
    if only == "밖에" and not m.group("neg"):
        over, cap = "넘게", False  # "1장밖에 쓴다": the claim "…못 쓴대" in the positive
    elif take and not (cap or over) and not (only or m.group("max")):
        over = "이상"  # "조커 2장 같이 가져올 수 있대": that many may come
    if not (cap or over) or (over and m.group("max")):
        return None  # "조커 2장 쓸 수 있어?": on which space? (the payment reader's, said whole)
    if over and m.group("neg"):
        over, cap = None, True
        n = n - 1 if m.group("over") == "이상" else n  # "3장 이상은 못": at most 2
    if take:
        # one wild comes with the colour chosen (or alone where only wilds are): exactly one
        if over:
            most = n + 1 if over != "이상" else n
            ok = most <= 1
        else:
            ok = n == 1
        verdict = ("네, " if ok else "아니요, ") + "조커는 한 번에 1장만 가져옵니다"
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-draft",
            verdict,
            "고른 곳에 조커 색 타일이 있으면 고른 색과 함께 조커를 정확히 한 장 가져오고, 조커만 남은 "
            "곳에서도 한 장만 가져옵니다. 두 장 이상은 가져올 수 없고, 남은 조커는 중앙에 남습니다.",
            f"한 번에 가져오는 조커 수, 말한 수: {n}장",
            ["원하지 않아도 조커 색 타일이 있으면 한 장은 반드시 함께 가져옵니다."],
            [RULE_WILD_WITH_COLOUR, RULE_ONLY_WILDS],
            ok,
        )
    if over:
        least = n if over == "이상" else n + 1  # more than the count said may be used
        ok = least <= 5
    else:
        ok = n == 5  # the cap said is the most any payment holds
    verdict = (
        "네, " if ok else "아니요, "
    ) + "조커는 칸의 비용보다 1장 적게까지 (6번 칸이면 최대 5장)"
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-payment",
        verdict,
        pay_summary,
        f"한 번의 지불에 쓰는 조커 수, 말한 한도: {n}장",
        pay_details,
        rules_pay,
        ok,
    )


# -- two colours named in one take -------------------------------------------------------------
# "빨강이랑 파랑 둘 다 가져가도 돼?", "공장에서 빨강 2개랑 초록 1개 같이 가져와도 됨?": two colours
# joined and taken at once (a colour and "조커" is the draft reader's)
_TWO_COUNT = rf"(?:(?P<{{0}}>\d+|{NATIVE}|하나|둘|셋|넷)\s*(?:개|장)?\s*)?"
_TWO_TAKEN = patterns.compile(
    rf"(?<![가-힣])(?P<a>{_SP_COLOUR})\s*(?:색)?\s*(?:타일)?\s*"
    + _TWO_COUNT.format("an")
    # (joined, or one after the other: "빨강 두개 초록 하나 동시에")
    + r"(?:이랑|랑|하고|과|와|,|\+|&|그리고)?\s*"
    + rf"(?P<b>{_SP_COLOUR})\s*(?:색)?\s*(?:타일)?\s*(?:도\s*)?"
    + _TWO_COUNT.format("bn")
    + r"(?:을|를|도)?\s*"
    r"(?P<together>(?:둘|두\s*(?:개|색|가지))\s*(?:다|모두|전부)|같이|함께|한\s*번에|한꺼번에|동시에"
    r"|다|모두|전부)?\s*"
    r"(?:(?:가져|가지고|집어|챙겨)\s*(?:가|와|오|갈|올)?\s*"
    r"(?:도|면)?\s*(?:수\s*)?"
    r"(?:돼|되|됨|될|된|괜찮|가능|있|안\s*(?:돼|되|됨))"
    # "왜 빨강이랑 파랑 같이 못 가져가?"
    r"|(?:못|안)\s*(?:가져|가지고|집어|챙겨)\s*(?:가|와|오|갈|올)[가-힣]*\s*[?？])"
)
_TWO_DECLINE = patterns.compile(
    r"조커|와일드|별|칸|비용|패스|보관|귀퉁이|보너스|공급처|탑|놓|내야|낼|주머니|다음\s*(?:라운드|차례|턴)"
    r"|회색|점|토큰|선\s*(?:플|플레이어)|처음|각각|따로|차례로|번갈|나눠|나누|하나씩|한\s*(?:개|장)씩"
)


def summer_pavilion_two_colours(text: str) -> Computed | None:
    """Whether two colours named together may be taken in one take: one colour that is not
    the round's wild is taken whole, with exactly one wild beside it when the place has one;
    so two colours come together only when the second is the round's wild, and one of it."""
    from tutor.games.summer_pavilion.board import COLOUR_INDEX, COLOUR_KO, WILD_BY_ROUND

    if not (_SP_NAME.search(text) or _SP_ONLY.search(text)):
        return None
    text = _SP_NAME.sub(" ", text)
    found = list(_TWO_TAKEN.finditer(text))
    if len(found) != 1 or _TWO_DECLINE.search(text) or _players(text):
        return None
    m = found[0]
    if not m.group("together") and not (m.group("an") and m.group("bn")):
        return None  # "빨강이랑 파랑 가져가도 돼?": one of them, or both? (not said)
    colours = [_SP_COLOUR_OF[m.group(k)] for k in ("a", "b")]
    if (
        colours[0] == colours[1]
        or len(set(_SP_COLOUR_OF[w] for w in re.findall(_SP_COLOUR, text))) > 2
    ):
        return None  # a colour twice, or a third named (on the display, or taken too?)
    counts = [_count(m.group(k)) if m.group(k) else None for k in ("an", "bn")]
    if any(n is not None and not 1 <= n <= 20 for n in counts):
        return None
    read = _read_round(text)
    if read is None:
        return None
    round_no, _rest = read
    names = [COLOUR_KO[COLOUR_INDEX[c]] for c in colours]
    pair = f"{josa(names[0], '과', '와')} {names[1]}"
    rounds = {
        name: next(r for r, w in enumerate(WILD_BY_ROUND, 1) if w == COLOUR_INDEX[c])
        for name, c in zip(names, colours, strict=True)
    }
    rules = [RULE_TAKE_COLOUR, RULE_WILD_WITH_COLOUR]
    details = [
        "조커가 아닌 색은 한 번에 한 가지만 골라, 그곳에 있는 그 색을 모두 가져옵니다.",
        "고른 곳에 그 라운드의 조커 색 타일이 있으면 조커 한 장을 반드시 함께 가져옵니다(두 장 이상은 안 됨).",
    ]
    case = f"함께 가져오려는 색: {pair}" + (f", {round_no}라운드" if round_no else "")
    if round_no is None:
        verdict, ok = "아니요, 한 번에 한 색만 가져옵니다", False
        summary = (
            f"공장이나 중앙 한 곳에서 조커가 아닌 색 하나를 골라 그 색을 모두 가져오므로 {josa(pair, '을', '를')} "
            "함께 가져올 수는 없습니다. 다만 둘 중 하나가 그 라운드의 조커 색이면, 다른 색을 고를 때 "
            f"조커 한 장만 함께 가져옵니다({josa(names[0], '은', '는')} {rounds[names[0]]}라운드, "
            f"{josa(names[1], '은', '는')} {rounds[names[1]]}라운드의 조커 색)."
        )
        return Computed(
            SUMMER_PAVILION, "summer-pavilion-draft", verdict, summary, case, details, rules, ok
        )
    wild = (
        COLOUR_INDEX[colours[0]]
        if WILD_BY_ROUND[round_no - 1] == COLOUR_INDEX[colours[0]]
        else None
    )
    wild_at = (
        0
        if wild is not None
        else 1
        if WILD_BY_ROUND[round_no - 1] == COLOUR_INDEX[colours[1]]
        else None
    )
    if wild_at is None:
        wild_name = COLOUR_KO[WILD_BY_ROUND[round_no - 1]]
        verdict, ok = "아니요, 한 번에 한 색만 가져옵니다", False
        summary = (
            f"{round_no}라운드의 조커 색은 {josa(wild_name, '이라', '라')} {josa(pair, '은', '는')} 둘 다 "
            "조커가 아닌 색입니다: "
            f"한 곳에서 둘 중 한 색만 골라 그 색을 모두 가져옵니다."
        )
        return Computed(
            SUMMER_PAVILION, "summer-pavilion-draft", verdict, summary, case, details, rules, ok
        )
    chosen, joker = names[1 - wild_at], names[wild_at]
    n_chosen, n_joker = counts[1 - wild_at], counts[wild_at]
    took = f"{chosen} {n_chosen}장" if n_chosen else f"{chosen} 모두"
    if n_joker is not None and n_joker > 1:
        verdict, ok = f"아니요, {josa(took, '과', '와')} 조커({joker}) 1장만 가져옵니다", False
        summary = (
            f"{round_no}라운드의 조커 색은 {joker}입니다: {josa(chosen, '을', '를')} 고르면 조커는 딱 한 장만 "
            "함께 "
            f"가져오고, {joker} {n_joker}장을 다 가져올 수는 없습니다."
        )
    else:
        verdict, ok = f"네, {josa(took, '과', '와')} 조커({joker}) 1장을 함께 가져옵니다", True
        summary = (
            f"{round_no}라운드의 조커 색은 {joker}입니다: {josa(chosen, '을', '를')} 고르면 그곳의 {joker} 한 장을 "
            "반드시 함께 가져옵니다(두 장 이상은 가져오지 않음)."
        )
    return Computed(
        SUMMER_PAVILION, "summer-pavilion-draft", verdict, summary, case, details, rules, ok
    )


def summer_pavilion_draft(text: str) -> Computed | None:
    """What taking a colour from a factory or the centre brings in the round named: every
    tile of that colour, one wild beside them, the rest to the centre, and the start token's
    penalty on the first take from the centre."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import COLOUR_INDEX, COLOUR_KO

    if not (_SP_NAME.search(text) or _SP_ONLY.search(text)):
        return None
    text = _SP_NAME.sub(" ", text)  # 여름 별장's 별 is not a star
    # "빨강만 가져올 수 있어? 공장엔 빨강 2장 파랑 2장": what lies there, said after the
    # question, is read before it
    after = _DISPLAY_AFTER.search(text)
    if (
        after is not None
        and _SP_HELD.search(after.group("tail"))
        and not _SP_TAKE.search(after.group("tail"))
        and not re.search(r"가져|가지고|집|골", after.group("tail"))
    ):
        tail = after.group("tail").strip(" .!~")
        said = "" if re.search(_DISPLAY_SAID, tail) else " 있는데"
        text = f"{tail}{said} {text[: after.start() + 1]}"
    else:
        mark = max(text.rfind("?"), text.rfind("？"))
        if mark >= 0 and _TILES_SAID_AFTER.search(text, mark):
            # "빨강 2개만 가져와도 돼? 1개는 조커야", "… 아 4개였나": tiles said after the
            # question, which change what lies there (were left out: "빨강 3장을 모두")
            return None
    text = _SP_ALL_WILDS.sub(lambda m: f"조커 {m.group('n')}개 있으", text)
    text = _SP_LISTED.sub(_counted, text)
    if _FOUL_ASKED.search(text) or _THIS_ALLOWED.search(text):
        # "… 2개만 가져갔어 반칙이야?": a take told done, asked whether it was allowed, is the
        # take asked of (the past was no take the reader knew)
        text = _TAKEN_DONE.sub(lambda m: "가져가면 " if m.group(1) == "갔" else "가져오면 ", text)
    take = _SP_TAKE.search(text)
    if not take or _SP_DRAFT_DECLINE.search(text):
        return None
    if _ST_ANOTHER_TIME.search(text) and _SP_ASKS_POINTS.search(text):
        return None  # "처음 가져오고 다음 턴에 또 중앙에서 가져오면 감점 있어?": which take?
    sources = {m.lastgroup for m in _SP_SOURCE.finditer(text)}
    if len(sources) != 1:
        return None
    source = "centre" if "centre" in sources else 0
    # "친구가 중앙에서 처음 가져갔는데 나는 ... 가져오면": the asker's take, after another
    # player's first; any other player's take or display is not read
    after_other = False
    # "상대가 공장에서 빨강 3개 중에 2개만 가져갔어 반칙이야?": another player's take, the only
    # one told, asked whether it was allowed: the case is the take, whoever made it (was
    # declined, or read by another game's reader)
    text = _another_told(text)
    players = _players(text)
    if any(not mine for _s, _e, mine in players):
        split = _after_another_first(text)
        if split is None:
            return None
        other_at = next(s for s, _e, mine in players if not mine)
        if re.search(rf"\d|(?:{NATIVE})\s*(?:개|장)", text[other_at : len(text) - len(split[1])]):
            return None  # a count said of the other player's take
        after_other = True
    read = _read_round(text)
    if read is None:
        return None
    round_no, rest = read
    score_said = SCORE_NOW.search(rest)
    if score_said:
        rest = rest[: score_said.start()] + " " + rest[score_said.end() :]
    if source == "centre" and re.search(r"\d\s*점", _LOSS_GUESS.sub(" ", rest)):
        return None  # "... 몇 점 깎여? 1점이야": the score now (the floor), or a guess?
    # "3점 잃는 거 맞지?", "−3점이지?", "감점 없지?": the points a take loses, guessed
    loss_guesses = list(_LOSS_GUESS.finditer(rest))
    loss_guess = (
        0
        if len(loss_guesses) == 1 and loss_guesses[0].group("z")
        else int(next(g for g in loss_guesses[0].group("n", "m", "k", "g") if g))
        if len(loss_guesses) == 1
        else None
    )
    if source != "centre" and loss_guess:
        return None  # "공장에서 … 2점 깎여?": points no factory take loses, guessed
    # "감점 있어?": whether any points are lost, a yes or no
    any_loss_asked = loss_guess is None and bool(_ANY_LOSS_ASKED.search(rest))
    # "3개 다 가져가도 돼?": the count of the one colour there, said again of the take
    all_count = _SP_COUNT_ALL.search(rest)
    if all_count and re.search(
        rf"(?:{_SP_COLOUR}|조커|와일드)\s*(?:색)?\s*(?:타일)?\s*(?:은|는|도|을|를|만)?\s*$",
        rest[: all_count.start()],
    ):
        all_count = None  # "보라도 2개 다 가져와?": a colour's count, read with it
    if all_count:
        rest = rest[: all_count.start()] + " " + rest[all_count.end() :]
    # what lies there: every count named up to the take
    take_at = _SP_TAKE.search(rest)
    if take_at is None:
        return None
    chosen_at = _SP_CHOSEN.search(rest)
    # "보라 1개만 가져가도 돼?": the count chosen is no tile lying there
    only_some = chosen_at is not None and bool(chosen_at.group("only"))
    # "두 개만 가져와도 돼?": part of the colour there asked for, the colour not said
    part = _PART_TAKE.search(rest)
    if (
        part is not None
        and (chosen_at is None or chosen_at.start() > part.start())
        and (
            _display_before(rest, part.start())
            or _PART_DISPLAY.search(rest, _source_start(rest, part.start()), part.start())
            or part.group("of")  # "빨강 3개 중에 2개만": what lies there, said
        )
        and (_PART_ASKED.search(rest, part.end()) or part.group("cant"))
    ):
        said_count = part.group("n") or part.group("bare")
        some_asked: int | None = count_word(said_count) if said_count else None
        rest = f"{rest[: part.start()]} {part.group('of') or ''} 있는데 {rest[part.end() :]}"
        take_at = _SP_TAKE.search(rest)
        chosen_at = _SP_CHOSEN.search(rest)
        if take_at is None or chosen_at is not None:
            return None  # a colour said after: which part of what?
    else:
        part = None
    # "공장에 보라 2개 초록 1개 있는데 초록 1개 가져오면": the count chosen is told again, not
    # more tiles lying there
    told_again = (
        chosen_at is not None
        and bool(chosen_at.group("n"))
        and _display_before(rest, chosen_at.start())
    )
    head = rest[
        : chosen_at.start()
        if chosen_at is not None and (only_some or told_again)
        else take_at.start()
    ]
    # "이미 조커가 1장 있는데 공장에 빨강 2개 조커 1개", "나 보라 1개 갖고 있고 공장에 …": the
    # asker's own tiles, said before the source, lie nowhere the take is made (were counted
    # with the factory's: "공장에 빨강 2장, 조커 2장")
    source_at = _source_start(head, len(head))
    if source_at and _OWN_TILES.search(head, 0, source_at) and _SP_HELD.search(head, 0, source_at):
        if _ALL_TOLD.search(rest):
            return None  # "합쳐서 몇 개?": the asker's tiles and the take's together
        head = head[source_at:]
    held: dict[str, int] = {}
    for m in _SP_HELD.finditer(head):
        n = count_word(m.group("n") or m.group("word") or m.group("bare"))
        if n is None or not 1 <= n <= 8:
            return None
        word = m.group("colour")
        key = "wild" if word in ("조커", "와일드") else _SP_COLOUR_OF[word]
        held[key] = held.get(key, 0) + n
    if not held or sum(held.values()) > (4 if source == 0 else 40):
        return None
    if all_count and (len(held) != 1 or count_word(all_count.group("n")) != sum(held.values())):
        return None  # "빨강 2개 파랑 2개 있는데 2개 다 가져가도 돼?": which, or a slip?
    if _SP_DISPLAY_UNTOLD.search(head):
        return None  # what else lies there is not told
    if re.search(r"\d", _SP_HELD.sub(" ", head).replace(" ", "")):
        return None  # a number that is not a count of tiles
    if chosen_at:
        word = chosen_at.group("colour")
        chosen = "wild" if word in ("조커", "와일드") else _SP_COLOUR_OF[word]
        if chosen != "wild" and _COLOUR_JOINED.search(rest, 0, chosen_at.start()):
            # "파랑이랑 노랑 둘 다 가져가도 돼?": two colours taken together, not the second
            # alone (was read as a take of 노랑)
            return None
    elif len(held) == 1:
        (chosen,) = held  # "그걸 가져가면": the only colour there
    elif part is not None and round_no is not None:
        # "1라운드 공장에 빨강 3개 보라 1개 있는데 2개만 가져와도 돼?": the one colour there
        # that is not the round's wild
        choosable = set(held) - {"wild", _wild_of(round_no)}
        if len(choosable) != 1:
            return None
        (chosen,) = choosable
    elif _SP_WHICH.search(text):
        chosen = ""  # "뭐 가져가요?": every choice, one by one
    else:
        return None
    if chosen_at is not None and chosen_at.group("wild_of"):
        # "보라 조커만 가져가면": the wild's colour names the round
        own = _wild_round(_SP_COLOUR_OF[chosen_at.group("wild_of")])
        if round_no not in (None, own):
            return None
        round_no = own
    if (
        chosen == "wild"
        and "wild" not in held
        and round_no is not None
        and chosen_at is not None
        # "빨강이랑 조커 가져오면": a colour taken with the wild, not the wild alone
        and not _COLOUR_JOINED.search(rest, 0, chosen_at.start())
    ):
        # "1라운드 ... 초록 3개랑 보라 1개 ... 조커만 가져가면": the round's wild, told by its
        # colour where it lies
        wild_there = _wild_of(round_no)
        if wild_there in held:
            chosen = wild_there
    if chosen and chosen not in held:
        return None
    # "빨강 가져가면 주황은 어떻게 돼요?": the colours asked about after the take; one not
    # said to lie there means the display is not told whole
    others_asked = {
        _SP_COLOUR_OF[m.group(0)] for m in re.finditer(_SP_COLOUR, rest[take_at.end() :])
    } - {chosen}
    if others_asked - set(held):
        return None
    if (
        told_again
        and not only_some
        and chosen_at is not None
        and count_word(chosen_at.group("n")) != held[chosen]
    ):
        return None  # "초록 2개 있는데 초록 1개 가져오면": part of a colour, or a slip?
    if (
        chosen == "wild"
        and chosen_at is not None
        and re.search(r"\d|" + NATIVE, chosen_at.group(0))
        and "만" not in chosen_at.group(0)
        and len(set(held) - {"wild"}) == 1
    ):
        # "빨강 3개+조커 1개 가져가면": the take named whole, the colour chosen is 빨강
        (chosen,) = set(held) - {"wild"}
    # "보라 2개 초록 1개 가져오면": the take named whole, no display described. It is one take
    # only in a round where one colour is named beside at most one wild tile: a round said
    # must be one; with none said, the first that is (the case says which).
    whole = (
        chosen_at is not None
        and bool(chosen_at.group("n"))
        and not only_some
        and len(held) > 1
        and not _display_before(rest, chosen_at.start())
    )
    if whole:
        legal = [r for r in ([round_no] if round_no else range(1, 7)) if _one_take(held, r)]
        if not legal:
            return None
        round_no = round_no or None
        whole_round = legal[0]
    # The round fixes which colour is the wild; "조커 N개" with no round: a round whose wild
    # colour is none of those named.
    round_said = round_no is not None
    if round_no is None:
        # none of the colours named is the wild (or the question would say so)
        round_no = whole_round if whole else _round_free_of(set(held) - {"wild"})
        if round_no is None:
            return None
    wild = _wild_of(round_no)
    wild_said = "wild" in held  # "조커 2개": the wilds named as such, whatever the round
    if held == {"wild": 1} and re.search(r"같이|함께|곁들|끼워", rest):
        return (
            None  # "조커 한 개 꼭 같이 가져가야 돼?": a wild taken with a colour, not wilds alone
        )
    if "wild" in held:
        if wild in held:
            return None  # "노랑 2개와 조커 1개" in the round where 노랑 is wild: unclear
        held[wild] = held.pop("wild")
    if chosen == "wild":
        chosen = wild
    others = set(held) - {wild}
    if (
        chosen == wild
        and chosen_at is not None
        and chosen_at.group("n")
        and not only_some
        and len(others) == 1
        # (a display said after the source: "점수 5점이고 중앙에서 …" tells the score, not what
        # lies there; was read as the wild taken alone, "아니요, 그렇게 가져올 수 없습니다")
        and not re.search(
            r"있|인데|이고|일\s*때",
            rest[_source_start(rest, chosen_at.start()) : chosen_at.start()],
        )
    ):
        # "초록 4개 주황 1개 가져가면" in the round where 주황 is wild: the take named whole
        (chosen,) = others
    tiles = [c for c, n in held.items() for _ in range(n)]
    first = (
        source == "centre"
        and bool(_SP_FIRST.search(text) or _NONE_TAKEN_YET.search(text))
        and not _ST_NOT_FIRST.search(text)
        and not _ST_LATER.search(text)
        and not after_other
    )
    if source == "centre" and not first and _SP_ASKS_POINTS.search(text):
        return None  # whether the start token is still there is not said
    score = int(score_said.group(1)) if score_said else 50
    setup: dict = {"round": round_no, "phase": "draft", "to_move": 0, "scores": [score, 5]}
    if source == "centre":
        setup["centre"] = tiles
        setup["factories"] = [[] for _ in range(5)]
        if not first:
            setup["token"] = 1
    else:
        setup["factories"] = [tiles]
    try:
        state = ENGINE.new_game(2, options={}, setup=setup)
    except SetupError:
        return None
    here = "중앙" if source == "centre" else "공장"
    wild_ko = COLOUR_KO[COLOUR_INDEX[wild]]
    if not chosen:
        return _every_choice(setup, source, held, wild, round_no, round_said, here)
    # wilds named as such, no round said ("공장에 조커 색 타일만 2개"): the round's wild,
    # whichever it is, not round 1's 보라 (the round worked is any whose wild is none of the
    # colours named; was "조커(보라) 1장", the case "조커 색이 보라인 1라운드로 계산")
    any_round = wild_said and not round_said
    wild_name = "조커" if any_round else f"조커({wild_ko})"
    held_text = ", ".join(
        f"{wild_name if c == wild else COLOUR_KO[COLOUR_INDEX[c]]} {n}장" for c, n in held.items()
    )
    when = (
        f"{round_no}라운드(조커 색: {wild_ko})"
        if round_said
        else "라운드는 말하지 않음(조커는 그 라운드의 조커 색)"
        if any_round
        else f"라운드는 말하지 않아 조커 색이 {wild_ko}인 {round_no}라운드로 계산"
    )
    chosen_ko = COLOUR_KO[COLOUR_INDEX[chosen]]
    case = f"{when}, {here}에 {held_text}, 고른 색: {'조커' if chosen == wild else chosen_ko}"
    # "중앙에서 처음 빨강 3개 가져가면": the take's own tiles, what else lies there untold; a wild
    # lying there would come too (one more tile, one more point), so the case says none does
    # (was assumed silently)
    wild_assumed = (
        chosen != wild
        and len(held) == 1
        and chosen_at is not None
        and bool(chosen_at.group("n"))
        and not _display_before(rest, chosen_at.start())
    )
    if wild_assumed:
        case += f", {here}에 조커 색 타일은 없는 것으로 계산"
    chosen_said = len(case)  # what is asked of the take is said here, before the token
    # the start token gone: said ("두 번째로", "친구가 처음 가져갔는데"), or only assumed
    token_said_gone = after_other or bool(_ST_NOT_FIRST.search(text) or _ST_LATER.search(text))
    if source == "centre":
        case += (
            ", 이 라운드에 중앙에서 처음 가져감"
            if first
            else ", 시작 플레이어 토큰은 이미 누가 가져감"
            if token_said_gone
            else ", 시작 플레이어 토큰은 이미 누가 가져간 것으로 계산"
        )
    try:
        events = state.apply({"type": "take", "source": source, "colour": chosen})
    except RuleViolation as refusal:
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-draft",
            "아니요, 그렇게 가져올 수 없습니다",
            f"{here}에서 그렇게 가져올 수 없습니다: {refusal.message}",
            case,
            [d for d in (refusal.message, refusal.allowed) if d],
            [r for r in (refusal.rule_id,) if r],
            False,
        )
    taken = next((e for e in events if e.get("type") == "take"), None)
    if taken is None or (whole and len(taken["tiles"]) != len(tiles)):
        return None
    own = sum(1 for c in taken["tiles"] if c == chosen)
    wilds = len(taken["tiles"]) - own
    some = count_word(chosen_at.group("n")) if chosen_at and chosen_at.group("n") else None
    # (the wild alone, or as many as lie there: no part of a colour; the take, as before)
    if part is not None and chosen != wild and (some_asked is None or some_asked < own):
        only_some, some = True, some_asked
    if only_some and (some is None or some < own) and chosen != wild and (some or part):
        # "노랑 1개만 가져가도 돼?" where three lie: a colour is taken whole
        told_whole = f"아니요, {chosen_ko} {own}장을 모두 가져와야 합니다"
        part_rules = [RULE_TAKE_COLOUR]
        first_token = next((e for e in events if e.get("type") == "start-token"), None)
        if first_token is not None and (
            _SP_ASKS_POINTS.search(text) or _SP_TOKEN_ASKED.search(text)
        ):
            # "하나만 가져와도 돼? 처음 가져가는 거면 감점은?": the start token's loss, asked
            # beside (was left out, or the take said with no 아니요)
            lost = -int(first_token["points"])
            told_whole += (
                f", 시작 플레이어 토큰도 받고 {lost}점을 잃습니다"
                if lost
                else ", 시작 플레이어 토큰도 받지만 이미 1점이라 점수는 잃지 않습니다"
            )
            part_rules.append(RULE_START_TOKEN)
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-draft",
            told_whole,
            f"고른 색의 타일은 그곳에 있는 것을 모두 가져옵니다: {chosen_ko} "
            f"{f'{some}장만' if some else '일부만'} 가져올 수는 없습니다.",
            case,
            [
                re.sub(r"^\S+\s+\d+[이가]\s+", "", str(e["text"]))
                for e in events
                if e.get("type") in ("take", "to-centre")
            ],
            part_rules,
            False,
        )
    if chosen == wild:
        what = f"{wild_name} 1장"
    else:
        what = f"{chosen_ko} {own}장" + (f"과 {wild_name} 1장" if wilds else "")
    verdict = f"{what}을 가져옵니다"
    # "다 가져갈 수 있어?" with no round said and no wild named: the colours named may hold
    # the wild (round 1's 보라), which decides what comes along
    if (
        (
            _SP_TAKE_ALL.search(rest)
            or _SP_ALL_ASKED.search(rest)
            or others_asked
            or all_count
            # "빨강 다 가져가고 조커는 없지?", "노랑 가져가면 조커도 같이 와?": whether a wild
            # comes is asked (was answered as in round 1: no wild, but red is round 6's)
            or _COST_WILD.search(rest, take_at.end())
        )
        and not round_said
        and not wild_said
    ):
        # "보라도 다 가져와?", "주황은 어떻게 돼요?", "초록만 3개 ... 다 가져가도 돼?": what
        # comes along is whether that colour is the wild
        return None
    # the engine's account without the seat's name
    details = [
        re.sub(r"^\S+\s+\d+[이가]\s+", "", str(e["text"]))
        for e in events
        if e.get("type") in ("take", "to-centre")
    ]
    if any_round:
        details = [re.sub(rf"(?<![가-힣]){wild_ko}(?=\s*\d+\s*장)", "조커", d) for d in details]
    rules = list(taken.get("rule_ids", []))
    if not round_said and not whole and not wild_said:
        # the round assumed is one whose wild is none of the colours there: in the round
        # where one of them is the wild, the take brings something else, said beside it
        other_rounds = _in_their_own_round(setup, source, chosen, held)
        details += other_rounds
        if other_rounds:
            rules.append(RULE_WILD_COLOUR)  # the wild colour changes round by round
    token = next((e for e in events if e.get("type") == "start-token"), None)
    if source == "centre" and not first and not token_said_gone:
        details.append(
            "이번 라운드에 중앙에서 처음 가져가는 것이라면 시작 플레이어 토큰도 받고, 가져온 "
            "타일 수만큼 점수를 잃습니다(1점 아래로는 내려가지 않음)."
        )
    if token is not None:
        lost = -int(token["points"])
        taken_count = len(taken["tiles"])
        # the points actually lost: never below 1 point
        verdict += (
            f", 시작 플레이어 토큰도 받고 {lost}점을 잃습니다"
            if lost
            else ", 시작 플레이어 토큰도 받지만 이미 1점이라 점수는 잃지 않습니다"
        )
        if score_said and lost and _SCORE_LEFT_ASKED.search(text):
            # "10점인데 ... 가져가면 몇 점 돼?": the score after, as the start-token reader says it
            verdict += f" ({score}점 → {score - lost}점)"
        details.append(
            f"중앙에서 처음 가져와 시작 플레이어 토큰을 받고, 가져온 타일 {taken_count}장만큼 잃습니다"
            + (f": {score}점 → {score - lost}점." if score_said else ".")
            + " 점수는 1점 아래로 내려가지 않습니다."
        )
        rules.append(RULE_START_TOKEN)
        if lost < taken_count:
            rules.append(ENTRY_PENALTY_FLOOR)
    # "공장에서 빨강 가져가면 감점 있어?": a take from a factory loses nothing; the points asked
    # are answered (was the take alone, "빨강 3장과 조커(초록) 1장을 가져옵니다")
    factory_points = source == 0 and bool(_SP_ASKS_POINTS.search(text)) and not score_said
    # "공장에서 가져가면 선 토큰 받아?": no token comes from a factory (was the take alone)
    factory_token = source == 0 and bool(_SP_TOKEN_ASKED.search(text)) and not factory_points
    if factory_token:
        verdict += ", 시작 플레이어 토큰은 받지 않습니다"
        details.append(
            "시작 플레이어 토큰은 이번 라운드에 중앙에서 처음 가져가는 사람이 받습니다. "
            "공장에서 가져올 때는 받지 않습니다."
        )
    if factory_points:
        verdict += ", 감점 없음"
        details.append(
            "공장에서 가져올 때는 점수를 잃지 않습니다. 감점은 이번 라운드에 중앙에서 처음 "
            "가져가는 사람만 받습니다."
        )
    right: bool | None = None
    if token is not None and loss_guess is not None:
        # the points guessed: 네/아니요, with the take ("네, 빨강 3장을 가져옵니다, …")
        right = loss_guess == -int(token["points"])
        verdict = ("네, " if right else "아니요, ") + verdict
        case += f", 말한 감점: {loss_guess}점"
    elif factory_points and loss_guess == 0:
        right = True  # "공장에서 가져오면 감점 없지?"
        verdict = "네, " + verdict
        case += ", 말한 감점: 0점"
    elif factory_token and not _TAKE_ASKED_WH.search(rest, take_at.end()):
        right = False  # "선 토큰도 받아?": 아니요, from a factory
        verdict = "아니요, " + verdict
    elif any_loss_asked and (token is not None or factory_points):
        # "감점 있어?": 네 where any point is lost (was the take and the points, with no
        # 네/아니요)
        right = token is not None and int(token["points"]) < 0
        verdict = ("네, " if right else "아니요, ") + verdict
    rest_moved = next((e for e in events if e.get("type") == "to-centre"), None)
    rest_asked = bool(_SP_REST_ASKED.search(rest[take_at.end() :])) or any(
        # (the wild's colour asked: one is taken, said in the verdict already; where more lay
        # there, the rest of them go on: "주황 2 파랑 2 … 파랑 가져가면 주황은 어떻게 돼?" was
        # the take alone, the other 주황 left unsaid)
        _SP_COLOUR_OF[m.group("colour")] != chosen
        and (_SP_COLOUR_OF[m.group("colour")] != wild or held.get(wild, 0) > wilds)
        and _SP_COLOUR_OF[m.group("colour")] in held
        for m in _SP_REST_NAMED.finditer(rest, take_at.end())
    )
    rest_text = ""  # where the rest goes: a factory's to the centre, the centre's stays there
    if rest_moved is not None:
        rest_text = ", " + str(rest_moved["text"]).removesuffix(" 갑니다.").rstrip()
    elif source == "centre":
        from tutor.games.summer_pavilion.board import tiles_ko

        counts = [0] * len(COLOUR_INDEX)
        for colour in state.to_json()["centre"]:
            counts[COLOUR_INDEX[colour]] += 1
        if any(counts):
            rest_text = f", 남은 {tiles_ko(counts)}은 중앙에 그대로"
    if rest_asked:
        # "파랑 가져가면 빨강은 어디로 가?", "나머지는?": where the rest goes is what is asked
        verdict += rest_text
    some_only = False  # the verdict says "만": fewer come than asked
    asked_said = ""
    if (
        right is None
        and (round_said or wild_said)  # with the wild unknown, what comes along is too
        and not _TAKE_ASKED_WH.search(rest, take_at.end())
    ):
        # a yes-or-no asked of the take (was the take alone, "빨강 1장과 조커(주황) 1장을
        # 가져옵니다" to "주황도 같이 가져와야 하나요?"): whether a colour comes along, may be
        # left, or comes whole; with wilds alone there, whether all of them come
        asked = _TAKE_ASKED_OF.search(rest, take_at.end())
        # "빨강만 가져와도 돼?": the colour alone, asked of the take itself (was the take with
        # no 네/아니요, the wild that comes along unremarked)
        alone_asked = (
            asked is None
            and chosen_at is not None
            and not chosen_at.group("n")
            and chosen != wild
            and re.match(rf"(?:{_SP_COLOUR})\s*(?:색)?\s*(?:타일)?\s*만", chosen_at.group(0))
            and _PART_ASKED.search(rest, take_at.end())
        )
        if alone_asked:
            right = not wilds
            asked_said = f"{chosen_ko}만 가져와도 되는지"
        if asked is not None and re.search(r"아니|아닌", rest[asked.start() :]):
            # "노랑도 가져와야 하는 거 아니지?" (not needed, believed) or "… 아니야?" (needed,
            # believed): which belief is checked is not clear (was marked ok, the belief taken
            # as "needed")
            asked = None
        elif asked is not None:
            word = asked.group("colour")
            of = wild if word in ("조커", "와일드") else _SP_COLOUR_OF[word]
            comes = own if of == chosen else wilds if of == wild else 0
            clause = rest[asked.start() :]
            n = count_word(asked.group("n")) if asked.group("n") else None
            if asked.group("particle") == "만":
                # "빨강 4장만 가져오는 거죠?": that colour alone, nothing beside it
                right = bool(comes) and comes == len(taken["tiles"]) and n in (None, comes)
                asked_said = f"{word}만 오는지"
            elif _TAKE_ASKED_NOT.search(clause):
                right = not comes  # "주황은 안 가져와도 돼?": 네 only where none comes
                asked_said = f"{josa(word, '을', '를')} 두고 가져와도 되는지"
            elif _TAKE_ASKED_ALL.search(asked.group("mid")) or (n or 0) > 1:
                # "주황 2개 다 가져와?": 네 only where every one there comes
                right = bool(comes) and comes == held.get(of, 0) and n in (None, comes)
                some_only = not right
                asked_said = f"{word} 모두 함께 오는지"
            else:
                right = bool(comes)  # "주황도 같이 가져와야 해?"
                asked_said = f"{word}도 함께 오는지"
        elif chosen == wild and len(held) == 1 and part is not None and some_asked:
            # "1라운드 공장에 보라 4개만 있으면 2개 가져와도 돼?": one wild comes where wilds
            # alone lie, never more (was the take with no 아니요)
            right = some_asked == 1
            some_only = not right
            asked_said = f"{some_asked}장 가져와도 되는지"
        elif chosen == wild and len(held) == 1 and _TAKE_ALL_OF_THEM.search(rest):
            # "조커만 2개 있으면 둘 다 가져가도 돼?": one wild comes, never all of them
            right = held[wild] == 1
            some_only = not right
            asked_said = "모두 가져와도 되는지"
        if asked_said:
            case = f"{case[:chosen_said]}, 물은 것: {asked_said}{case[chosen_said:]}"
        if (
            asked is not None
            and asked_said
            and not rest_asked
            and of in held
            and of != chosen
            and comes < held[of]
        ):
            # "빨강 가져가면 파랑도 가져와?": where the colour asked goes instead (was "아니요,
            # 빨강 2장을 가져옵니다", the 파랑 left unsaid)
            verdict += rest_text
        if right is not None:
            if some_only and verdict.startswith(what):
                verdict = f"{what}만 가져옵니다" + verdict[len(what) + len("을 가져옵니다") :]
            verdict = ("네, " if right else "아니요, ") + verdict
    if (
        right is None
        and token is not None
        and _TOKEN_COMES_ASKED.search(rest)
        and not _SP_ASKS_POINTS.search(text)
    ):
        # "중앙에서 처음 빨강 2개 가져가면 토큰 받아?": 네 (was the take with no 네)
        right = True
        verdict = "네, " + verdict
    points_asked = token is not None and (
        bool(_SP_ASKS_POINTS.search(text)) or loss_guess is not None
    )
    # "선 토큰도 가져가?", "조커 1장뿐이어도 선 토큰 가져가요?": whether the token comes is asked
    token_asked = token is not None and bool(_SP_TOKEN_ASKED.search(text))
    decides = [
        r
        for r in (
            # the points lost asked: the FAQ that works that case (the score stopping at 1,
            # or the whole count lost), as the start-token reader cites it
            (ENTRY_PENALTY_FLOOR if ENTRY_PENALTY_FLOOR in rules else ENTRY_START_TOKEN_PENALTY)
            if points_asked
            else "",
            RULE_START_TOKEN if points_asked or token_asked else "",
            RULE_ONLY_WILDS if chosen == wild and len(held) == 1 else "",
            RULE_WILD_WITH_COLOUR if wilds else "",
        )
        if r and (r in rules or r == ENTRY_START_TOKEN_PENALTY)
    ]
    if factory_points or factory_token:
        decides.insert(0, RULE_START_TOKEN)  # the only take that loses points
    if RULE_ONLY_WILDS in decides:
        # wilds alone there: the FAQ on exactly that, said so ("조커 색 타일만 있으면"); two
        # wilds, not said to be alone ("와일드 두 장 있으면 둘 다"): the FAQ on two wilds
        alone = _WILDS_ALONE.search(text) or held.get(wild) != 2
        # (after the start token's entries when its points or the token, not the tiles taken,
        # are what is asked: "빨강만 2개 있는데 처음 가져가면 감점?")
        at = 0 if re.search(r"몇\s*(?:개|장)", text) else decides.index(RULE_ONLY_WILDS)
        decides.insert(at, ENTRY_ONLY_WILDS if alone else ENTRY_TWO_WILDS)
    if wild_assumed:
        details.append(
            f"{here}에 조커 색 타일도 있었다면 한 장을 반드시 함께 가져와 {own + 1}장이 됩니다"
            + (" (잃는 점수도 1점 더)." if token is not None else ".")
        )
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-draft",
        verdict,
        _draft_rule(chosen == wild, bool(wilds), token is not None),
        case,
        details,
        list(dict.fromkeys([*decides, *rules])),
        right,
    )


# -- Placing on a star: the points and the bonus tiles ----------------------------------------
# "파란 별 4번 5번 채워져 있고 6번 놓으면 몇 점?", "보라 별 1, 2번이랑 주황 별 3번 있는데 주황 4번
# 놓으면 보너스 있어?"
_PS_STAR = patterns.compile(rf"{_STAR_WORD}\s*(?:색\s*)?(?:별)?")
_PS_SPACE = patterns.compile(r"(?<![0-9])(?P<n>[1-6])(?![0-9])\s*(?:번)?")
_PS_TARGET = patterns.compile(
    r"(?P<n>[1-6])\s*번?\s*(?:칸|자리)?\s*(?:에|을|를|도|에도)?\s*"
    # "6번 마지막으로 놓으면", "3번에 이제 놓으면"
    r"(?:(?:마지막으로|마지막에|끝으로|새로|이제|이번에)\s*)?(?:타일\s*)?(?:하나\s*)?(?:더\s*)?"
    r"(?P<verb>놓아서|놓았더니|놓으니까|놓으니|놔서|놨더니"
    r"|놓으면|놓을|놓는|놓고|놓았|놔|놨|두면|둘\s*때|채우면|채울|넣으면)"
)
# a placement made, with what it filled said after it ("6번에 놓아서 5번, 6번이 다 찼어요": the
# space placed is among those said filled)
_PS_RESULT = patterns.compile(r"놓아서|놓았더니|놓으니까|놓으니|놔서|놨더니")
# a placement still to come ("놓으면"), not one made ("놓았는데")
_PS_TO_COME = patterns.compile(r"놓으면|놓을|두면|둘|채우면|채울|넣으면")
_PS_ASKS = patterns.compile(
    r"몇\s*점|점수|보너스|뭐\s*(?:받|줘|줌|나와)|받아|받나|몇\s*개|연결|\d\s*점\s*(?:맞|이야|이지|인가|이에요)"
    # "1번 놓으면 3점?", "3점임?": the points guessed bare, at the question's end (was not read)
    r"|\d\s*점\s*(?:임|이냐|이니|이요)?\s*[?？]+\s*$"
)
_PS_BONUS = patterns.compile(r"보너스|뭐\s*(?:받|줘|줌|나와)|몇\s*개")
# "1~5번", "2번부터 6번까지"
_PS_RANGE = patterns.compile(
    r"(?P<a>[1-6])\s*(?:번)?\s*(?:칸\s*)?(?:~|-|–|부터|에서)\s*(?P<b>[1-6])\s*(?:번)?\s*(?:칸\s*)?"
    r"(?:까지)?"
)
# "3번은 비어 있어", "1, 2번 비어 있고", "6번 없고", "4번은 안 찼어"
_PS_EMPTY = patterns.compile(
    r"(?P<list>[1-6](?:\s*번)?(?:\s*+(?:,|이랑|랑|하고|과|와|및|·|/)?\s*+[1-6](?:\s*번)?)*)"
    r"\s*(?:칸\s*)?(?:은|는|이|가|도|(?P<only>만))?\s*(?:아직\s*)?(?:다\s*|모두\s*|전부\s*)?"
    r"(?:비어|비었|빈|비고|비워|없|안\s*(?:차|찼|채|놓|놨|덮)|못\s*(?:채|놓|덮)"
    # "3번 4번에 타일 없는데", "3번 칸엔 아무것도 없고": the spaces' tiles said to be none
    r"|(?<=[0-9번칸])\s*(?:에는|에|엔)\s*(?:아직\s*)?(?:타일\s*(?:이|은|는|도)?\s*)?"
    r"(?:아무것도\s*|아무\s*것도\s*|하나도\s*)?없"
    # "3번은 아직이야", "3번은 아직이고": not filled yet
    r"|(?<=[은는])\s*아직(?=\s*(?:이|인|[.,!?]|$)))"
)
# "주황 별 다 차 있고 마지막 6번 칸 놓으면", "파란 별 5번 빼고 다 찼는데 5번 놓으면", "노란 별
# 6번만 비어 있고 6번 놓으면": every other space of that star filled. Read only for a window's
# space (5, 6), whose run and bonus lie within the star; for 1-4 a statue or a pillar reaches
# another star, whose spaces such a question does not list.
_PS_ALL_BUT = patterns.compile(
    rf"{_STAR_WORD}\s*(?:색\s*)?별\s*(?:의|에|에는|엔|은|는|이|가)?\s*"
    r"(?:(?P<a>[5-6])\s*번?\s*(?:칸\s*)?(?:만\s*)?(?:빼고|제외하고)\s*(?:나머지\s*(?:칸\s*)?(?:는|은|가|이)?\s*)?"
    r"(?:다|전부|모두)\s*(?:차\s*있|찼|채워져\s*있|채웠|놓여\s*있)\S*"
    r"|(?P<b>[5-6])\s*번?\s*(?:칸\s*)?만\s*(?:아직\s*)?(?:비어\s*있|비었|비고|남아\s*있|남았)\S*"
    r"|(?:다|전부|모두)\s*(?:차\s*있|찼|채워져\s*있|채웠|놓여\s*있)\S*\s*(?:이제\s*)?"
    r"(?:마지막|남은)\s*(?:남은\s*)?(?:칸\s*)?(?:인\s*)?(?P<c>[5-6])(?=\s*번))"
)
# a star named just before another, joined to it: "빨간 별이랑 파란 별 ..."
_PS_JOINED_STAR = patterns.compile(
    _STAR_WORD.replace("?P<star>", "?:")
    + r"\s*(?:색\s*)?별\s*(?:이랑|랑|하고|과|와|및|,|·|/|도)\s*$"
)
# the star said to be empty: "빈 초록 별에", "초록별에 아무것도 없는데", "처음 놓으면"
_PS_STAR_EMPTY = patterns.compile(
    r"(?<![가-힣])빈|비어|비었|비워|텅|아무것도|아무\s*(?:타일|것)?도|하나도|처음|첫\s*(?:타일|장)"
)
# "4는 6이랑 안 붙었으니 2점", "4번이랑 6번은 떨어져 있어서 2점": why points are claimed, of
# two spaces the question names (whether they touch is the board's, not a fact of the case)
_PS_ARGUED = patterns.compile(
    r"(?<![0-9])(?P<a>[1-6])\s*(?:번)?\s*(?:칸)?\s*(?:은|는|이|가|이랑|랑|하고|과|와)?\s*"
    r"(?<![0-9])(?P<b>[1-6])\s*(?:번)?\s*(?:칸)?\s*(?:은|는|이|가|이랑|랑|하고|과|와|에)?\s*(?:서로\s*)?"
    r"(?:(?:안|못)\s*(?:붙|이어|닿|이웃|연결)|떨어져|연결\s*(?:이\s*)?안)\S*"
    r"(?:\s*있(?:으니까|으니|어서))?\s*(?=(?<![0-9])\d{1,3}\s*점)"
)
# "1점 + 2점 해서", "1+3이니까": a sum worked out, before the points it comes to
_PS_SUM = patterns.compile(
    r"(?<![0-9])\d{1,2}\s*(?:점)?\s*(?:\+|더하기|플러스)\s*\d{1,2}\s*(?:점)?\s*(?:을|를)?\s*"
    r"(?:더해서|해서|합쳐서|하면|이니까|니까|이면|으로|=)?\s*(?:총\s*|합\s*)?(?=\d{1,2}\s*점)"
)
# (a space left out, "1번 빼고 2 3 4번 있는데": was counted filled, "5점"; or taken off since,
# "3번은 잘못 놔서 뺐어": was still counted; the star's all-but-one is read before this)
_PS_NEGATED = patterns.compile(r"않|아니|아닌|말고|빼고|빼면|제외|뺐|뺏|치웠|없앴|빠졌|빠져")
# "4번 있었는데 지금은 없어", "차 있었는데 이제 비었어": a space said filled once and empty now
_PS_NO_LONGER = patterns.compile(
    r"(?:있었|찼었|차\s*있었|놓여\s*있었)\S*\s*(?:근데\s*|그런데\s*)?"
    r"(?:지금은?|이제는?|현재는?)\s*(?:\S+\s*)?(?:없|비|빠)"
)
_PS_REST_FILLED = patterns.compile(
    r"나머지\S*\s*(?:칸\S*\s*)?(?:다|모두|전부)?\s*(?:차|찼|채|있|놓|덮)"
)
_PS_DECLINE = patterns.compile(
    r"라운드|조커|와일드|비용|줄|벽|(?:[0-9]|한|두|세|네)\s*(?:개|장)\s*(?:로|으로|랑|이랑|만|있|내)|패스|끝나"
    # the price of a space: "몇 개 필요해?", "3개면 돼?", "몇 개 버려?"
    r"|필요|있어야|내야|버려|버리|버린|버릴|(?:개|장)\s*(?:이)?면\s*(?:돼|되|충분|가능)"
    # spaces counted, not named: "두 칸 채워져 있는데", "2칸 차 있고", "두 개 채워져"; tiles
    # counted in digits ("보너스 2장 맞지?": the bonus guessed, was read as space 2 filled)
    r"|(?<![가-힣])(?:한|두|세|네|다섯|여섯)\s*(?:칸|개|장)|(?<![0-9])\d+\s*(?:개|장)"
    r"|(?<![0-9])\d\s*칸\s*(?:이|가|은|는|도)?\s*(?:다\s*|이미\s*)?(?:채|차|찼|있|비|놓)"
    # points lost; a bonus asked in points (the end's star or number bonus?); every star's
    # space ("모든 별의 2번 칸": the number bonus)
    r"|잃|깎|감점|보너스\s*(?:는|은|가|이|로)?\s*(?:몇\s*점|점수|얼마)|모든|전부\s*(?:별|다)"
    # a bonus said in points ("별 보너스 바로 18점 받아?": the star's, at the game's end; was
    # read as the placement's points guessed), or added to the points asked ("보너스랑 합쳐서
    # 몇 점": was the placement's alone)
    r"|보너스\s*(?:는|은|가|이|도|까지)?\s*(?:바로\s*|즉시\s*|같이\s*)?(?<![0-9])\d{1,3}\s*점"
    r"|보너스\s*(?:랑|이랑|하고|와|과|까지|도|를|을)?\s*(?:다\s*)?(?:합쳐|합치|합해|합하|포함|더해|더하)"
    # tiles paid, counted bare ("보라 1 빨강 2로", "초록 1 노랑 3으로", "빨강 2 보라 1 있는데";
    # were read as the purple star's space 1 and the red star's 2, filled), or paid to the tower
    r"|(?<![0-9])[1-9]\s*(?:으로|로)(?![가-힣])|탑"
    # spaces named as a choice ("4번 5번 중에 5번만 있어": 4 is not filled; was read as filled)
    r"|(?<![0-9])[1-6]\s*번?\s*(?:칸\s*)?(?:이|가)?\s*중\s*(?:에서|에|에는)?(?![가-힣])"
    rf"|{_SP_COLOUR}\s*(?:색\s*)?(?:타일\s*)?(?<![0-9])[1-9](?![0-9])(?!\s*(?:번|칸))"
    rf"\s*(?:이랑|랑|하고|과|와|,)?\s*{_SP_COLOUR}\s*(?:색\s*)?(?:타일\s*)?(?<![0-9])[1-9](?![0-9])"
    r"(?!\s*(?:번|칸))"
)


# the star's own bonus asked ("별 보너스도 받아?", "별 완성 보너스는?"), not a feature's tiles
_PS_STAR_BONUS = patterns.compile(r"별\s*(?:완성\s*)?보너스")
ENTRY_STAR_BONUS_WHEN = "azul-summer-pavilion.faq.star-bonus-when"
# "창문 보너스 받아?", "받는 거 맞지?", "나와?": whether a bonus comes, at the question's end
_PS_WHETHER = patterns.compile(
    r"(?:받|주|줘|나와|나오|생기|생겨|얻)[가-힣]*(?:\s*(?:거|건|게|것)\s*(?:맞)?[가-힣]*)?\s*[?？!~.]*\s*$"
)
_PS_TILES_ASKED = patterns.compile(r"보너스\s*타일|몇\s*(?:개|장)|타일\s*몇")


def _said_empty(text: str, named: list[re.Match[str]], star: str, any_star: bool) -> bool:
    """Whether the star placed on is said empty: a word of emptiness said of it ("빈 초록 별",
    "초록별에 아무것도 없는데"), or of no star named ("처음 놓으면"); never of another star only
    ("빨간 별은 비어 있고 파란 별 2번 놓으면": the blue star is not described)."""
    for cue in _PS_STAR_EMPTY.finditer(text):
        if any_star:
            return True
        after = next((m for m in named if m.start() >= cue.end()), None)
        before = next((m for m in reversed(named) if m.end() <= cue.start()), None)
        # "빈 초록 별": the star after the word; otherwise the star named before it
        said = after if cue.group(0) == "빈" and after is not None else before
        if said is None or _star_of(said.group("star")) == star:
            return True
    return False


# a placement told before the one scored ("3번 놓고 (다음에) 4번 놓으면"), and the points of
# them all asked ("총 몇 점", "합쳐서", "다 해서")
_PS_PLACED_FIRST = patterns.compile(
    r"(?<![0-9])[1-6]\s*번?\s*(?:칸)?\s*(?:에|을|를)?\s*(?:먼저\s*)?"
    r"(?:놓고|놔서|놓은\s*(?:다음|뒤|후)|놓고\s*나서|채우고)"
)
# the second placement's points asked as such ("두 번째에 몇 점?", "나중 거 몇 점?")
_PS_SECOND_ASKED = patterns.compile(
    r"(?:두\s*번째|둘째|나중|뒤|마지막)\s*(?:에|에는|엔|거|건|것|꺼|께|칸|타일|만)?\s*(?:은|는)?\s*몇\s*점"
)
_PS_TOTAL = patterns.compile(
    r"(?<![가-힣])총|합쳐|합치|합하|합계|다\s*해서|모두\s*해서|전부\s*해서|두\s*번\s*다"
    # "1번 놓고 2번 놓으면 각각 몇 점?": each placement's points (was the second's alone)
    r"|각각|따로\s*따로|하나씩|하나하나|둘\s*다"
)


# "상대 보드에", "친구 판엔": another player's board, opening the question
_PS_OTHER_BOARD = patterns.compile(
    rf"\s*{_OTHER_NAMES}\s*(?:의\s*)?(?:개인\s*)?(?:플레이어\s*)?(?:보드|판)\s*"
    r"(?:에는|에선|에서|에|엔|은|는|을|를|이|가)?(?![가-힣])"
    # "상대방 빨간 별 1번 2번 있는데", "친구의 파란 별에": the star itself said to be theirs
    # ("상대방이 초록별 1번 2번 있는데", "친구는 빨간 별에": said with its subject's particle)
    rf"|\s*{_OTHER_NAMES}\s*(?:의|이|가|는|은)?\s*(?={_STAR_WORD}\s*(?:색\s*)?별)"
)
# a space listed right before the one placed, nothing said of it ("5번 6번 놓으면", "5번이랑
# 6번 놓으면"): both placed, or the first there already? ("1, 2번이랑 3, 4번 채우면": all of
# them filled, a feature's bonus asked, is read as before)
_PS_LISTED_BEFORE = patterns.compile(
    r"(?<![0-9])[1-6]\s*(?:번)?\s*(?:칸)?\s*(?:이랑|랑|하고|과|와|및|그리고|이나|나)?\s*$"
)


# "빨간 별이랑 파란 별 1번 둘 다 있는데": a star named with no space, joined to one named with
# its space (the space is both stars'; was read as the second star's alone)
_PS_STAR_JOINED = patterns.compile(
    rf"{_STAR_WORD}\s*(?:색\s*)?별\s*(?:이랑|랑|하고|과|와|,|및|그리고)\s*"
    + _STAR_WORD.replace("?P<star>", "?P<star2>")
    + r"\s*(?:색\s*)?별"
)


# "빨간 별에 서로 이어진 타일이 3개 있고 그 바로 옆 빈 칸에 하나 더 놓으면 몇 점?": a run told by
# its length and a tile placed at its end; "빈 칸 하나를 사이에 두고 양옆에 타일이 1개씩 있는데, 그
# 빈 칸을 채우면": the one space between two tiles filled. No space is named, and a run scores
# alike wherever it lies on the ring: read as the star's spaces from 1
_PS_RUN_SAID = patterns.compile(
    r"(?:서로\s*)?(?:이어진|연결된|붙어\s*있는|연속된|연속으로\s*놓인)\s*타일\s*(?:이|가)?\s*"
    r"(?P<n>[1-5]|한|두|세|네|다섯)\s*(?:개|장)"
    r"|타일\s*(?:이|가)?\s*(?P<m>[2-5]|두|세|네|다섯)\s*(?:개|장)\s*(?:이|가)?\s*(?:서로\s*)?"
    r"(?:이어져|연결돼|연결되어|붙어)\s*있"
)
_PS_NEXT_TO_RUN = patterns.compile(
    r"(?:바로\s*)?(?:옆|끝)\s*(?:의\s*)?(?:빈\s*)?(?:칸|자리)?\s*(?:에|에다)?\s*"
    r"(?:하나|한\s*(?:개|장)|타일\s*(?:하나|한\s*(?:개|장))?)?\s*(?:를|을)?\s*(?:더\s*)?"
    r"(?:놓으면|붙이면|채우면|두면)"
)
_PS_GAP_SAID = patterns.compile(
    r"빈\s*칸\s*(?:하나|한\s*(?:개|칸))\s*(?:를|을)?\s*사이에\s*두고\s*양\s*옆에\s*타일\s*(?:이|가)?\s*"
    r"(?:1\s*개|하나|한\s*(?:개|장))\s*씩"
)
_PS_GAP_FILLED = patterns.compile(
    r"(?:빈\s*칸|사이|가운데\s*칸)\s*(?:을|를|에)?\s*(?:채우면|놓으면|메우면)"
)


def _run_told(text: str) -> Computed | None:
    """:func:`summer_pavilion_place_score` of a run told by its length (:data:`_PS_RUN_SAID`)
    or a gap between two tiles (:data:`_PS_GAP_SAID`), read on the star's spaces from 1."""
    gap = _PS_GAP_SAID.search(text)
    run = None if gap else _PS_RUN_SAID.search(text)
    if gap is not None:
        if not _PS_GAP_FILLED.search(text, gap.end()):
            return None
        said = gap
        filled, placed, told = [1, 3], 2, "빈 칸 하나를 사이에 둔 타일 두 장 사이"
    elif run is not None:
        n = count_word(run.group("n") or run.group("m"))
        if n is None or not _PS_NEXT_TO_RUN.search(text, run.end()):
            return None
        said = run
        filled, placed = list(range(1, n + 1)), n + 1
        told = f"이어진 타일 {n}장 바로 옆"
    else:
        return None
    rest = text[: said.start()] + " " + text[said.end() :]
    if re.search(r"\d", rest) or not re.search(r"몇\s*점|점수", rest):
        return None  # a space or points said besides, or no points asked
    star = _END_STAR.search(text)
    star_said = f"{star.group('star')} 별" if star else "별"
    spaces = " ".join(f"{i}번" for i in filled)
    found = summer_pavilion_place_score(f"{star_said} {spaces} 있는데 {placed}번 놓으면 몇 점?")
    if found is None:
        return None
    points = re.match(r"\d+점", found.verdict)
    if points is None:
        return None
    whole = len(filled) + 1 == 6  # the star completed: its window is, wherever the run began
    verdict = found.verdict if whole else points.group()
    details = list(found.details)
    if not whole:
        # the bonus tiles depend on which spaces the run covers (a window is spaces 5 and 6)
        details = [d for d in details if "보너스" not in d] + [
            "기둥·조각상·창문의 보너스 타일은 그 타일들이 별의 몇 번 칸에 있는지에 따라 "
            "달라집니다. 칸 번호를 말하면 함께 계산합니다."
        ]
    return replace(
        found,
        verdict=verdict,
        summary=f"같은 별의 {told}에 놓으면 이어진 타일 {len(filled) + 1}장으로 "
        f"{josa(verdict, '을', '를')} 얻습니다.",
        case=f"{star_said}의 {told}에 놓음 (칸 번호는 말하지 않아 {spaces}으로 보고 계산)",
        details=details,
    )


def summer_pavilion_place_score(text: str) -> Computed | None:
    """The points a tile placed on a star scores (its run around the star's ring) and the
    bonus tiles of the pillars, statues and windows it completes, on the board the question
    describes (the spaces it names filled, the rest empty)."""
    from tutor.games.summer_pavilion.board import (
        EMPTY,
        FEATURE_KO,
        FEATURES,
        FEATURES_OF_CELL,
        NUM_CELLS,
        STAR_BONUS,
        STAR_INDEX,
        STAR_KO,
        cell,
        completed_features,
        run_length,
    )

    text = _SP_NAME.sub(" ", text)
    if _PS_STAR_JOINED.search(text):
        return None
    if _PS_RUN_SAID.search(text) or _PS_GAP_SAID.search(text):
        return _run_told(text)
    board_of = _PS_OTHER_BOARD.match(text)
    if board_of is not None and len(_players(text)) == 1:
        # "상대 보드에 빨간 별 1번 2번 있는데 3번 놓으면 몇 점?": another player's board, the
        # only player named, is the whole case (a placement scores alike on every board; was
        # declined, the spaces read as another player's beside the asker's)
        text = text[board_of.end() :]
    if _PS_PLACED_FIRST.search(text) and (
        _PS_TOTAL.search(text) or not _PS_SECOND_ASKED.search(text)
    ):
        # "빨간 별 3번 놓고 다음 차례에 4번 놓으면 총 몇 점?": both placements' points (was the
        # second's alone, "2점", the first read as filled before); "1번 놓고 4번 놓으면 몇
        # 점?": the second's, or both together? (was the second's alone) Only the second's
        # asked ("두 번째에 몇 점?") is read
        return None
    argued = list(_PS_ARGUED.finditer(text))
    if len(argued) == 1:
        m = argued[0]
        said = text[: m.start()] + " " + text[m.end() :]
        if all(re.search(rf"(?<![0-9]){n}(?![0-9])", said) for n in m.group("a", "b")):
            text = said  # both spaces named besides: the reason drops, the points claimed stay
    all_but = list(_PS_ALL_BUT.finditer(text))
    if len(all_but) > 1:
        return None
    if all_but:
        # the other five spaces of the star, listed: "주황 별 1번 2번 3번 4번 5번 차 있고 6번"
        m = all_but[0]
        if _PS_JOINED_STAR.search(text[: m.start()]):
            return None  # "빨간 별이랑 파란 별 6번만 비어": said of both stars?
        left = int(m.group("a") or m.group("b") or m.group("c"))
        listed = " ".join(f"{n}번" for n in range(1, 7) if n != left)
        star_said = text[m.start("star") : m.end("star")]
        text = (
            text[: m.start()]
            + f"{star_said} 별 {listed} 차 있고 "
            + (f"{left}" if m.group("c") else "")
            + text[m.end() :]
        )
    asks = _PS_ASKS.search(text) or re.search(r"(?:놓으면|놔|놓을\s*때)\s*\??\s*(?:나머지|$)", text)
    if "별" not in text or not asks or _PS_DECLINE.search(text):
        return None
    if SCORE_NOW.search(text) or _ST_SCORE_AT.search(text):
        return None  # "20점일 때 ... 놓으면 몇 점 돼?": the points scored, or the score after?
    # "1점 + 2점 해서 3점이지?", "1+3해서 4점 맞아?": a sum worked out to the points guessed,
    # its terms no points guessed nor spaces (was the points alone, "2점", no word of the
    # guess; or declined)
    text = _PS_SUM.sub(" ", text)
    # the points the question guesses ("2점 맞지?", "3점이야?"): said to be right or wrong
    guessed = [int(n) for n in re.findall(r"(?<![\d-])(\d{1,2})\s*점", text)]
    text = re.sub(r"\d+\s*점", " ", text)  # "2점 맞아?": the points asked about, not a space
    if _PS_NEGATED.search(text) or _PS_REST_FILLED.search(text) or _PS_NO_LONGER.search(text):
        return None  # "3번은 차 있지 않고", "나머지는 다 차 있어": not the spaces listed
    # "1~5번", "2번부터 6번까지": every space of the range
    ranges: list[tuple[int, int]] = []
    parts: list[str] = []
    last = 0
    for m in _PS_RANGE.finditer(text):
        low, high = int(m.group("a")), int(m.group("b"))
        if low >= high:
            return None  # "5번부터 2번까지": round the ring, or a slip?
        parts.append(text[last : m.start()])
        start = sum(len(p) for p in parts)
        parts.append(" ".join(f"{n}번" for n in range(low, high + 1)) + " ")
        ranges.append((start, start + len(parts[-1])))
        last = m.end()
    text = "".join(parts) + text[last:]
    for m in re.finditer(r"(?:다|모두|전부)\s*(?:차|찼|채)", text):
        # "빨간 별 다 차 있고": the spaces are not listed
        if not re.search(r"[1-6]\s*번?\s*(?:칸)?\s*(?:이|가|은|는|도)?\s*$", text[: m.start()]):
            return None
    targets = list(_PS_TARGET.finditer(text))
    if not targets:
        return None
    if sum(1 for t in targets if _PS_TO_COME.match(t.group("verb"))) > 1:
        return None  # "3번 놓으면 몇 점? 4번도 놓으면?": two placements asked
    target = targets[-1]
    if re.search(r"[1-6]\s*번?\s*(?:칸|자리)?\s*(?:에)?도", target.group(0)):
        return None  # "3번 놓고 4번도 놓으면": this placement and another, scored together?
    if any(a <= target.start("n") < b for a, b in ranges):
        return None  # "1번부터 5번까지 놓으면": several placements
    if not target.group("verb").startswith("채") and _PS_LISTED_BEFORE.search(
        text[: target.start("n")]
    ):
        # "빨간 별 5번 6번 놓으면 창문 보너스?": both spaces placed, listed, nothing said of
        # the first (was read as filled before: "2점, 보너스 타일 3장")
        return None
    # "3번은 비어 있어", "1, 2번 비어 있고", "6번 없고": spaces said to be empty
    said_empty = list(_PS_EMPTY.finditer(text))
    if any(m.group("only") for m in said_empty):
        return None  # "3번만 비어 있고": the other spaces filled, not listed
    empty_at = {
        m.start("list") + d.start()
        for m in said_empty
        for d in re.finditer(r"[1-6]", m.group("list"))
    }
    # Walk the question: a star's name sets the star its numbers belong to.
    named_stars = list(_PS_STAR.finditer(text))
    # "별에 1번이랑 6번이 차 있는데 2번 놓으면": one outer star, any colour (they score alike)
    any_star = not named_stars and bool(re.search(r"(?<![가-힣])별", text))
    if any_star:
        named_stars = list(re.finditer(r"(?P<star>(?<![가-힣])별)", text))
    marks = sorted(
        [(m.start(), "star", "red" if any_star else _star_of(m.group("star"))) for m in named_stars]
        + [(m.start(), "space", m.group("n")) for m in _PS_SPACE.finditer(text)]
    )
    star: str | None = None
    filled: list[tuple[str, int]] = []
    empty: list[tuple[str, int]] = []
    aim: tuple[str, int] | None = None
    # "친구 빨간 별에 1번 2번 있는데 내가 3번 놓으면": another player's spaces are not the
    # asker's; the asker's own must be said
    players = _players(text)
    if _OWNED_BY_OTHER.search(text):
        return None  # "2번은 친구꺼야": spaces said before their owner (were the asker's)
    others_named = any(not mine for _s, _e, mine in players)
    spaces_at = [position for position, kind, _v in marks if kind == "space"]
    if others_named and spaces_at and not _owners_clear(text, players, spaces_at[0]):
        return None
    others_spaces = 0
    result = bool(_PS_RESULT.fullmatch(target.group("verb")))
    said_again = 0
    for position, kind, value in marks:
        if kind == "star":
            star = value
            continue
        if star is None:
            return None  # a number before any star is named
        space = int(value)
        if position == target.start("n"):
            if not _owner_at(players, position):
                return None  # another player's placement
            aim = (star, space)
        elif not _owner_at(players, position):
            others_spaces += 1
        elif position in empty_at:
            empty.append((star, space))
        elif result and (star, space) == aim:
            said_again += 1  # "6번에 놓아서 5번, 6번이 다 찼어요": the space placed, filled by it
        else:
            filled.append((star, space))
    if aim is None or aim in filled or len(filled) > 30 or set(filled) & set(empty):
        return None
    if len(re.findall(r"\d+", text)) != len(filled) + len(empty) + others_spaces + said_again + 1:
        return None  # a number that is no space
    if others_spaces and not filled and not empty:
        return None  # only another player's spaces said: the asker's own are not
    if not filled and not empty and not _said_empty(text, named_stars, aim[0], any_star):
        return None  # "보라 별 5번 칸 놓으면 몇 점?": what is beside it is not said
    filled = list(dict.fromkeys(filled))  # a space said twice ("빨간 별엔 1·3번만 있고")
    board = bytearray([EMPTY] * NUM_CELLS)
    for name, space in [*filled, aim]:
        board[cell(STAR_INDEX[name], space)] = 0
    at = cell(STAR_INDEX[aim[0]], aim[1])
    # "가운데 별에도 타일 있어": a star said to hold tiles, none listed. When the rest of a
    # pillar or a statue by the space placed is filled, whether its spaces on that star are
    # is not said, nor whether it completes (was read as empty: no bonus)
    held = {
        STAR_INDEX[value]
        for i, (position, kind, value) in enumerate(marks)
        if kind == "star"
        and (i + 1 == len(marks) or marks[i + 1][1] == "star")
        and not _PS_STAR_EMPTY.search(
            text, position, marks[i + 1][0] if i + 1 < len(marks) else len(text)
        )
    }
    for i in FEATURES_OF_CELL[at]:
        cells = FEATURES[i].cells
        if any(c // 6 in held for c in cells) and all(
            board[c] != EMPTY for c in cells if c // 6 not in held
        ):
            return None
    points = run_length(board, at)
    features = completed_features(board, at)
    # "파란 별 2번 3번 놓았는데 기둥 보너스 받아?": a feature asked by name that the board read
    # does not complete (was answered with the points alone, "2점", never whether that bonus
    # comes; a pillar's or a statue's other spaces lie on a star the question does not list)
    asked_features = {kind for kind, ko in FEATURE_KO.items() if ko in text}
    if re.search(r"석상|동상", text):
        asked_features.add("statue")
    if not asked_features <= {f.kind for f in features}:
        return None
    tiles = sum(f.bonus for f in features)
    place = f"{'한 별의' if any_star else STAR_KO[STAR_INDEX[aim[0]]]} {aim[1]}번 칸"
    verdict = f"{points}점" + (f", 보너스 타일 {tiles}장" if tiles else "")
    right = None
    if len(guessed) == 1 and not NEGATIVE_ASK.search(text) and not asked_features:
        # "4번 놓으면 2점 맞지?" (was "1점", no word of the guess); a bonus asked by name is
        # answered by the points and tiles alone
        right = guessed[0] == points
        verdict = f"{'네' if right else '아니요'}, {points}점입니다" + (
            f" (보너스 타일 {tiles}장)" if tiles else ""
        )
    if (
        right is None
        and asked_features
        and _PS_WHETHER.search(text)
        and not re.search(r"몇|뭐|뭘|얼마|어떤|무슨", text)
        and not NEGATIVE_ASK.search(text)
    ):
        # "6번 놓으면 창문 보너스 받는 거 맞지?": the feature asked by name is completed (one
        # not completed is declined above); was the points and tiles with no 네
        right = True
        verdict = f"네, {verdict}"
    summary = (
        f"{place}에 놓으면 같은 별에서 이어진 타일 {points}장으로 {points}점을 얻습니다."
        if points > 1
        else f"{place}에 놓으면 같은 별에 이어진 타일이 없어 1점입니다."
    )
    details = [
        "점수는 그 별 안에서 고리처럼 이어진 칸만 셉니다(6번과 1번도 이웃; 다른 별은 세지 않음)."
    ]
    # the bonus asked: a star the tile completes has its bonus at the game's end ("노란 별
    # 2~6 있을 때 1번 놓으면 보너스 뭐 받아?", "별 보너스도 받아?": was "6점", the window's
    # tiles at most, as if they were that bonus); none completed, none said
    star_bonus_asked = bool(_PS_STAR_BONUS.search(text))
    star_done = points == 6 and not any_star
    if star_bonus_asked and not star_done:
        return None  # the star's bonus asked of a star the board read leaves unfinished
    rules_after: list[str] = []
    if (
        star_done
        # (the bonus tiles asked, "보너스 타일 몇 개?": a feature's, not the star's points)
        and (star_bonus_asked or (_PS_BONUS.search(text) and not _PS_TILES_ASKED.search(text)))
    ):
        bonus = STAR_BONUS[STAR_INDEX[aim[0]]]
        verdict += f", 별 보너스 {bonus}점은 게임이 끝날 때"
        details.append(
            f"{STAR_KO[STAR_INDEX[aim[0]]]}을 다 채워 별 보너스 {bonus}점을 받지만, 지금이 아니라 "
            "게임이 끝날 때 받습니다."
        )
        rules_after.append(ENTRY_STAR_BONUS_WHEN)
    elif right is None and not tiles and _PS_BONUS.search(text):
        verdict += ", 보너스 타일 없음"
    for feature in features:
        details.append(
            f"{feature.name}을 둘러싼 칸이 모두 차서 보너스 타일 {feature.bonus}장을 가져옵니다."
        )
    filled_text = (
        ", ".join(f"{sp}번" if any_star else f"{STAR_KO[STAR_INDEX[n]]} {sp}번" for n, sp in filled)
        or "없음"
    )
    case = f"놓을 칸: {place}, 차 있는 칸: {filled_text}"
    if empty:
        case += ", 빈 칸: " + ", ".join(
            f"{sp}번" if any_star else f"{STAR_KO[STAR_INDEX[n]]} {sp}번"
            for n, sp in dict.fromkeys(empty)
        )
    case += " (나머지는 빈 칸으로 보고 셈)"
    if others_spaces:
        case += "; 다른 사람의 칸은 세지 않음"
    if any_star:
        # only that star's spaces are filled: at most its own window can complete
        case += "; 별을 말하지 않아 바깥 별 하나로 셈(점수는 어느 별이든 같음)"
    rules = [RULE_PLACE_SCORING] + ([RULE_BONUS_FEATURES] if features else [])
    if features and _PS_BONUS.search(text):
        rules.reverse()
    # (the star's bonus asked by name: the FAQ on when it comes decides)
    rules = rules_after + rules if star_bonus_asked else rules + rules_after
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-place-score",
        verdict,
        summary,
        case,
        details,
        rules,
        right,
    )


# -- Passing with tiles left, and the end bonuses -----------------------------------------------
# "패스하는데 타일 7개 남았어요. 감점 얼마예요?", "6라운드 끝났는데 귀퉁이에 타일 2개 남아있어"
# "마지막에 남은 타일", "게임 마지막에 손에": the game's end said as its last moment (never a
# round's: "라운드 마지막에")
_AT_THE_LAST = r"(?<!라운드)(?<!라운드\s)(?<!라운드의\s)(?<![가-힣])마지막\s*에\s*(?:는|도)?\s*(?=남|손에|귀퉁이|타일)"
_PASS_CUE = patterns.compile(
    r"패스|귀퉁이|마지막\s*라운드|6\s*라운드\s*끝|게임\s*끝|라운드\s*(?:이|가)?\s*(?:끝|종료)"
    rf"|{_AT_THE_LAST}"
    # "4라운드에 2장 남았는데 보관하면": tiles are kept only when passing
    r"|(?<![가-힣])보관\s*(?:하면|해도|하고|할\s*때|하는데)"
)
_KEPT_AT_PASS = patterns.compile(r"(?<![가-힣])보관\s*(?:하면|해도|하고|할\s*때|하는데)")
_LEFT = patterns.compile(
    rf"(?:타일|손에|남은\s*타일)\s*(?:이|가|을|를)?\s*(\d+|{NATIVE})\s*(?:개|장)\s*(?:남|있|들고|가지고)"
    # "패스할 때 타일 9개면": the tiles in hand, said with a copula
    rf"|(?:타일|손에)\s*(?:이|가|을|를)?\s*(\d+|{NATIVE})\s*(?:개|장)\s*(?=이면|면|일\s*때|인데)"
    # "패스하면서 5장 남았는데": the count alone, left (never "남기면", "남겨": kept)
    rf"|(?<![0-9가-힣])(\d+|{NATIVE})\s*(?:개|장)\s*(?:이|가)?\s*(?:남(?!기|겨|길|긴)|들고|가지고|갖고)"
    # "옆에 남은 타일이 7개예요", "남은 타일 9장이면": the count after the tiles left
    rf"|남은\s*타일\s*(?:이|가|은|는)?\s*(\d+|{NATIVE})\s*(?:개|장)"
    r"(?=\s*(?:이에요|예요|에요|이야|야|이고|고|이면|면|인데|일\s*때|이|가|\.|,|$|\s))"
    # "귀퉁이에 두 개 있어": the count on the corners, with no word of tiles
    rf"|귀퉁이\s*(?:에|에는|엔)\s*(?P<corners>\d+|{NATIVE})\s*(?:개|장)\s*(?:이|가)?\s*(?=남|있)"
)
# the end of the game (not of a round before the last): "게임 끝났는데", "6라운드 끝나고"
_GAME_OVER = patterns.compile(
    r"게임\s*(?:이\s*|다\s*)?끝|(?:6|여섯\s*번째|여섯째|마지막)\s*라운드\s*(?:가\s*|이\s*|도\s*)?끝|최종"
    # "끝날 때" of the game, not of a round ("3라운드 끝날 때": a pass)
    r"|(?<!라운드)(?<!라운드\s)(?<!라운드가\s)(?<!라운드이\s)(?<!라운드가)끝날\s*때"
    rf"|{_AT_THE_LAST}"
)
# a round's end: every player has passed, with what they had left ("3라운드 끝에 타일 4개 남았어")
_ROUND_END = patterns.compile(r"라운드\s*(?:이|가)?\s*(?:끝|종료)")
_END_STAR = patterns.compile(rf"{_STAR_WORD}\s*(?:색\s*)?별")
_END_CUE = patterns.compile(r"끝날\s*때|끝나고|끝났|최종|마지막|게임\s*끝")
_END_DONE = patterns.compile(
    # ("꽉 채우면": filled, as 다 채우면)
    r"완성|다\s*(?:채|덮|차)|모두\s*(?:채|덮)|전부\s*(?:채|덮)|꽉\s*(?:채|차|찼)"
    # "모든 1번 칸 채우면", "모든 별 4번 칸 채웠으면"
    r"|모든\s*(?:별\s*(?:의|에)?\s*)?[1-6]\s*번?\s*칸\s*(?:을|를|이|가|은|는)?\s*(?:채|덮)"
)


# whether the game (or the round) ends, asked: "끝나?", "끝나요?", "끝나는 거야?"
_ENDS_ASKED = patterns.compile(r"끝나(?:요|나요|냐|니|나|는\s*(?:거|건|지)|\s*[?？]|\s*$)")


# every tile thrown away, none kept, or no pass at all: the reading of four kept (the least
# lost) is not the one asked ("6개 남았는데 다 버리면": −6, not −2)
_LEFT_NOT_KEPT = patterns.compile(
    r"(?:다|모두|전부|싹|몽땅|다들|죄다)\s*(?:탑에\s*)?(?:버리|버려|버린|버릴|버렸|버림|버리고)"
    r"|(?:하나도|한\s*장도|한\s*개도|아무것도|전혀)\s*(?:안|않|못|보관\s*(?:안|않|못))"
    r"|(?:보관|킵|keep)\s*(?:을|를|은|는)?\s*(?:안|않|못|하지)|안\s*(?:보관|남기|남겨)"
    r"|패스\s*(?:를|는|도)?\s*(?:안|못|하지\s*않|아직)|패스\s*전"
)


# the tiles left said to be thrown away, by choice ("남은 타일 2개 버리고 싶은데 감점 돼?", "3장
# 남았는데 버리면 감점 있어?"; was read as all of them kept: "감점 없음"); never "안 버리고"
_LEFT_THROWN = patterns.compile(
    r"(?<!안)(?<!안\s)(?:탑에\s*)?(?:버리면|버리고\s*싶|버려도|버렸|버릴게|버릴래|버릴\s*거|버리려)"
)


# how many tiles a pass throws away, asked ("몇 개 버려야 돼?", "버려야 하는 타일은 몇 장?"): a
# count, not the points (was answered "−2점")
_THROWN_COUNT_ASKED = patterns.compile(
    r"몇\s*(?:개|장)\s*(?:을|를|은|는|이나|정도)?\s*(?:탑\S*\s*)?(?:버려|버리|버릴|버림)"
    r"|(?:버려야|버릴|버리는)\s*(?:하는|할|되는|될)?\s*(?:타일|거|건|게)?\s*(?:은|는|이|가)?\s*몇\s*(?:개|장)"
)


# how many tiles a pass keeps, asked ("몇 장 보관해?", "몇 개까지 남길 수 있어?", "몇 장 귀퉁이에
# 둘 수 있어?"): a count, not the points (was answered "−3점")
_KEPT_COUNT_ASKED = patterns.compile(
    r"몇\s*(?:개|장)\s*(?:까지|을|를|은|는|이나|정도)?\s*(?:만\s*)?(?:귀퉁이\S*\s*)?"
    r"(?:보관|킵|keep|남길|남겨|남기|둘\s*수|놔\s*둘|놓을\s*수|가져갈|넘길|넘겨)"
    r"|(?:보관|남길|넘길)\s*(?:할\s*)?수\s*있는\s*(?:타일|거|건|게)?\s*(?:은|는|이|가)?\s*몇\s*(?:개|장)"
    # "킵 몇 장까지 돼?", "보관은 최대 몇 개야?": the word first (was the points alone, "−2점")
    r"|(?:보관|킵|keep)\s*(?:은|는|을|를|이|가)?\s*(?:최대\s*)?몇\s*(?:개|장)"
)


# "다음 라운드가 없는데", "더 이상 라운드가 없으니": the game over, said of the rounds
_NO_NEXT_ROUND = patterns.compile(
    r"(?:다음|더\s*이상(?:\s*다음)?)\s*라운드\s*(?:가|는|도)?\s*(?:이제\s*)?"
    r"없(?:는데|으니까|으니|어서|잖아요|잖아|고|어요|어|음|습니다)"
)


# what only this game's leftovers have: a pass, the corners, a keep, a sixth round. Tiles left
# when a round or the game ends, said alone, are 루미큐브's rack too ("라운드 끝났는데 타일 5개
# 남았어 몇 점이야?": there the tiles' numbers are lost; was "−1점")
_LEFT_OWN = patterns.compile(
    r"패스|귀퉁이|모서리|코너|보관|킵|(?<![0-9])6\s*라운드|여섯\s*번?\s*째\s*라운드|육\s*라운드"
)
# "2라운드 타일 놓기가 끝났는데 7개 남았어요": the placing phase over, which is the round's end
# for the tiles still in hand (each passed with them); read as the round's end
_PLACING_ENDED = patterns.compile(
    r"(?<![가-힣])(?:타일\s*)?(?:놓기|배치)\s*(?:단계)?\s*(?:가|는|도|이)?\s*(?=(?:다\s*)?(?:끝|종료))"
)


# "손에 하나 있어", "손에도 둘": the tiles in hand counted with no 개/장 after the count
_HAND_COUNT_WORD = patterns.compile(
    r"손\s*(?:에|에는|엔)?\s*(?:도\s*)?(?:타일\s*)?(?:하나|둘|셋|넷|다섯|여섯|일곱|여덟)(?![가-힣])"
)


# the tiles on the corners and those in hand, each counted, with 개/장 or as a bare word
# ("귀퉁이에 타일 2개 있고 손에 하나", "귀퉁이엔 둘, 손에도 한 장")
_HELD_COUNT = (
    rf"(?:타일\s*(?:이|가|은|는)?\s*)?(?P<n>(?<![0-9])(?:\d+|{NATIVE})(?=\s*(?:개|장))"
    rf"|(?:하나|둘|셋|넷|다섯|여섯|일곱|여덟)(?={_BARE_PARTICLE}))"
)
_ON_CORNERS = patterns.compile(r"귀퉁이\s*(?:에|에는|엔)\s*(?:도\s*)?" + _HELD_COUNT)
_IN_HAND_SAID = patterns.compile(r"(?<![가-힣])손\s*(?:에|에는|엔)\s*(?:도\s*)?")
_IN_HAND = patterns.compile(_IN_HAND_SAID.pattern + _HELD_COUNT)


def _corners_and_hand(text: str) -> tuple[int, int, str] | None:
    """The tiles said to be on the corners and those said to be in hand, when each is
    counted once, with the question without both counts; None otherwise."""
    corners = list(_ON_CORNERS.finditer(text))
    hands = list(_IN_HAND.finditer(text))
    if len(corners) != 1 or len(hands) != 1:
        return None
    c, h = _count(corners[0].group("n")), _count(hands[0].group("n"))
    rest = text
    for m in sorted((corners[0], hands[0]), key=lambda m: m.start(), reverse=True):
        rest = rest[: m.start()] + " " + rest[m.end() :]
    return c, h, rest


def _lost_at_the_end(text: str, corners: int, hand: int, rest: str) -> Computed | None:
    """The points the tiles left lose when the game is over: those on the corners and those
    in hand, a point each (SP-RB p.6); None unless the game is said to be over."""
    from tutor.games.summer_pavilion.board import KEEP_LIMIT

    read = _read_round(text)
    if read is None or read[0] not in (None, 6) or not _GAME_OVER.search(text):
        return None  # a round before the last: the corners' tiles come back to hand
    if "패스" in text or not 1 <= corners <= KEEP_LIMIT or not 1 <= hand <= 40:
        return None  # at a pass the corners are filled, not yet counted; four corners only
    if re.search(r"\d", _SP_ROUND.sub(" ", rest)):
        return None  # a number that is neither count (a score, a space)
    n = corners + hand
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-leftover",
        f"−{n}점",
        f"게임이 끝나면 귀퉁이에 보관한 타일도 손에 남은 타일도 한 장에 1점씩 잃습니다: 귀퉁이 "
        f"{corners}장과 손에 남은 {hand}장, 모두 −{n}점.",
        f"게임이 끝날 때 귀퉁이에 남은 타일 {corners}장, 손에 남은 타일 {hand}장",
        [
            f"귀퉁이에 보관한 {corners}장: 다음 라운드가 없어 −{corners}점.",
            f"손에 남은 {hand}장: 마지막 라운드에 패스할 때 보관하지 않은 타일처럼 −{hand}점.",
        ],
        [RULE_LEFTOVER, RULE_PASS_KEEP],
        None,
    )


# a round said as a supposition beside the case, the two compared ("이게 6라운드면 달라지나요?",
# "마지막 라운드라면 달라요?")
_ROUND_COMPARED = patterns.compile(
    r"라운드\s*(?:이?면|라면|일\s*때는?|에는)[^.?!]{0,12}(?:달라|다르|다른|차이|똑같|같아|마찬가지)"
)


def summer_pavilion_leftover(text: str) -> Computed | None:
    """What passing with N tiles in hand costs (four kept, a point for each other tile), or
    the tiles left in the corners after the last round (a point each); a guess of the
    points lost ("-3점 맞죠?") answered 네/아니요."""
    text, placing_ended = _PLACING_ENDED.subn("라운드가 ", text)
    if not names_game(text) and not _LEFT_OWN.search(text) and not placing_ended:
        return None  # "라운드 끝났는데 타일 5개 남았어 몇 점?": 루미큐브's rack too
    guess, text = _loss_guessed(_SP_NAME.sub(" ", text))
    # "패스할 때 6장 남았는데 감점 있어?": whether any points are lost, a yes or no (was the
    # points alone, "−2점")
    any_asked = guess is None and bool(_ANY_LOSS_ASKED.search(text))
    found = _leftover(_NO_NEXT_ROUND.sub(" 게임 끝 ", text))
    if found is None or guess is None and not any_asked:
        return found
    lost = _LOST_VERDICT.match(found.verdict)
    if lost is None:
        return None if guess is not None else found
    if guess is None:
        ok = bool(lost.group("n"))
        return replace(found, verdict=("네, " if ok else "아니요, ") + found.verdict, ok=ok)
    ok = guess == int(lost.group("n") or 0)
    return replace(
        found,
        verdict=("네, " if ok else "아니요, ") + found.verdict,
        case=f"{found.case}, 말한 감점: {guess}점",
        ok=ok,
    )


# a placement before the pass ("하나 놓고 패스하면", "빨간 별에 놓은 다음 패스"; not "안 놓고",
# "놓지 않고")
_PLACED_BEFORE_PASS = patterns.compile(
    r"(?<![가-힣])(?<!안\s)(?<!못\s)(?<!안)(?<!못)(?:놓|놔|배치하|올리|올려|채우)"
    r"(?:고(?!\s*싶)|은\s*(?:다음|뒤|후)|고\s*나서)(?=.*패스)"
)


# "보너스 타일 받으면", "보너스로 2장 더 가져오고": tiles gained before the pass
_BONUS_GAINED = patterns.compile(
    r"보너스\S*\s*(?:타일\s*)?(?:을|를|도)?\s*(?:\d+\s*(?:개|장)\s*)?(?:더\s*)?"
    r"(?:받으면|받고|받아서|가져오면|가져오고|가져와서)"
)


# another player as the subject that opens the question ("동생이 패스할 때", "형은 패스했는데")
_OTHER_OPENS = patterns.compile(rf"^\s*+{_OTHER_NAMES}\s*+(?:이|가|는|은|도)(?![가-힣])")


def _one_other_alone(text: str) -> str | None:
    """The question without the other player who opens it as its subject, when no other
    player (nor the asker) is named: their tiles and their points, counted as anyone's
    ("동생이 패스할 때 타일 6장 남았으면 몇 점 잃어?"); None otherwise."""
    opens = _OTHER_OPENS.search(text)
    if opens is None:
        return None
    rest = text[opens.end() :]
    if _OTHER_PLAYER.search(rest) or _SELF_PLAYER.search(rest):
        return None
    return " " + rest


def _leftover(text: str) -> Computed | None:
    """The leftover's verdict on a question without the game's name and any guess."""
    from tutor.games.summer_pavilion.board import KEEP_LIMIT

    if not _PASS_CUE.search(text) or not (
        re.search(r"감점|몇\s*점|얼마|잃|어떻게|어케|남아|남았", text)
        or _KEPT_COUNT_ASKED.search(text)
    ):
        return None
    counts = list(_LEFT.finditer(text))
    # "게임 끝났는데 귀퉁이에 타일 2개 있고 손에 하나": the corners' tiles and the hand's
    held = _corners_and_hand(text)
    if (len(counts) != 1 and held is None) or re.search(r"별|칸|조커|와일드|공장|중앙", text):
        return None
    if re.search(r"보석|젬|gem", text):
        return None  # gems: 나빗길's reserve ("예비에 보석 2개 남았는데"), never this game's tiles
    if _ENDS_ASKED.search(text) and not re.search(r"감점|몇\s*점|얼마|잃", text):
        return None  # "타일 2개 남았는데 게임 끝나?": whether it ends is asked, not its points
    if re.search(r"줄|벽|바닥|라인|패턴|마커", _BASE_NAMED.sub(" ", text)):
        return None  # base Azul's floor line: "바닥줄에 타일 4개 있는데 패스하면"
    kept_said = re.search(rf"(?:하나|둘|셋|넷|\d|{NATIVE}\s*(?:개|장))\S*\s*{_KP_KEEP_WORD}", text)
    keeps = list(_KP_KEEP.finditer(text)) if kept_said else []
    if kept_said and (len(keeps) != 1 or not (_SP_ROUND.search(text) or _GAME_OVER.search(text))):
        return None  # "4개 남았는데 하나 보관하면": a keep the keep reader did not read
    kept_count: int | None = None
    if keeps:
        # "6라운드에 패스하는데 5장 남았어요. 4장 보관하면": a keep in the last round, where
        # what is kept is lost at the end too (read below; the keep reader's otherwise)
        kept_count = count_word(keeps[0].group("k") or keeps[0].group("k2") or "")
        text = text[: keeps[0].start()] + " 보관 " + text[keeps[0].end() :]
    whose = _one_other_alone(text)
    if whose is not None:
        text = whose  # "동생이 패스할 때 6장 남았으면 몇 점 잃어?": theirs, counted the same
    if _OTHER_PLAYER.search(text):
        return None  # "친구는 패스하는데 나는 7개 남았어": whose tiles, and whose points asked?
    if _ROUND_COMPARED.search(text):
        return None  # "… 몇 점 깎이고, 이게 6라운드면 달라지나요?": two cases asked, compared
    if _LEFT_NOT_KEPT.search(text):
        return None  # "다 버리면", "하나도 보관 안 하면", "패스 안 했는데": not four kept
    gained = _BONUS_GAINED.search(text)
    if gained is not None and counts and gained.start() > counts[0].start():
        # "6장 남았는데 보너스 타일 받으면 감점 있어?": tiles gained after the count said
        # (was "−2점" for six)
        return None
    placed = _PLACED_BEFORE_PASS.search(text)
    if placed is not None and counts and placed.start() > counts[0].start():
        # "타일 6장 남았는데 하나 놓고 패스하면": a placement pays tiles before the pass, so
        # the count said is not what is left at it (was "−2점" for six)
        return None
    if re.search(r"(?:끝|종료)\S*\s*(?:거\s*|건\s*|게\s*|것은\s*)?(?:아니|아닌|아냐|않)", text):
        return None  # "게임 끝난 건 아닌데", "게임 끝 아니야": the end denied (was read as over)
    if _LEFT_THROWN.search(text) and not re.search(rf"나머지|{_KP_KEEP_WORD}", text):
        return None  # "남은 타일 2개 버리고 싶은데": the tiles thrown, not four kept
    if held is not None:
        return _lost_at_the_end(text, *held)
    word = next(g for g in counts[0].groups() if g)
    n = count_word(word)
    if n is None or not 1 <= n <= 40:
        return None
    if counts[0].group("corners") and re.search(
        r"손|하나|(?<![가-힣])(?:둘|셋|넷)", text[: counts[0].start()] + text[counts[0].end() :]
    ):
        return None  # "귀퉁이에 두 개 있고 손에 하나": the corners' count and the hand's
    if _HAND_COUNT_WORD.search(text):
        return None  # "귀퉁이에 타일 2개 있고 손에 하나": a second count, said bare (was −2점)
    if len(re.findall(r"\d+", _SP_ROUND.sub(" ", text))) > (1 if word.isdigit() else 0):
        return None
    if len(re.findall(rf"(?<![0-9가-힣])(?:\d+|{NATIVE})\s*(?:개|장)", text)) > 1:
        return None  # "귀퉁이에 타일 네 개랑 손에 두 개": two counts (was read as the last alone)
    read = _read_round(text)
    if read is None:
        return None  # two rounds, or one that does not exist
    round_no = read[0]
    game_over = bool(_GAME_OVER.search(text))
    if game_over and round_no not in (None, 6):
        return None  # "5라운드 끝났는데": a round's end, not the game's
    last = round_no == 6 or game_over
    passing = (
        "패스" in text
        or bool(_KEPT_AT_PASS.search(text))  # "2장 남았는데 보관하면": kept only at a pass
        or (not last and bool(_ROUND_END.search(text)))
    )
    if "귀퉁이" in text and "패스" not in text and not last:
        return None  # kept in another round: whether that round is over is not said
    if keeps and not (last and passing):
        return None  # a keep before the last round: the keep reader's
    if keeps and (kept_count or n) > min(n, KEEP_LIMIT):
        return None  # more kept than may be: the keep reader's refusal, not read here
    if last and (_THROWN_COUNT_ASKED.search(text) or _KEPT_COUNT_ASKED.search(text)):
        return None  # "6라운드 ... 몇 개 버려야 돼?": thrown at the pass, or lost at the end?
    if last and passing:
        # SP-RB p.6: after round 6 the tiles kept on the corners go too, a point each
        kept = (kept_count or n) if keeps else min(n, KEEP_LIMIT)
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-leftover",
            f"−{n}점",
            f"마지막(6) 라운드에 패스할 때도 {min(n, KEEP_LIMIT)}장까지 귀퉁이에 보관할 수는 있지만, 다음 "
            f"라운드가 없어 게임이 끝나면 보관한 타일도 한 장에 1점씩 잃습니다: 남은 {n}장 모두 "
            f"−{n}점.",
            f"6라운드(마지막 라운드)에 패스할 때 손에 남은 타일 {n}장",
            [
                f"패스할 때 {'보관하지 않은' if keeps else '보관하지 못한'} {n - kept}장: −{n - kept}점."
                if n > kept
                else "패스할 때는 모두 보관할 수 있어 그때는 감점이 없습니다.",
                f"게임이 끝날 때 귀퉁이에 남은 {kept}장: −{kept}점.",
            ],
            [RULE_LEFTOVER, RULE_PASS_KEEP],
            None,
        )
    # (the corners named, not the hand: "귀퉁이엔 없고 손에 두 개" are the hand's)
    on_corners = "귀퉁이" in text and not _IN_HAND_SAID.search(text)
    if last and on_corners and n > KEEP_LIMIT:
        return None  # "게임 끝났는데 귀퉁이에 다섯 개": the four corners hold four at most
    if last:
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-leftover",
            f"−{n}점",
            f"마지막 라운드가 끝나면 남은 타일(귀퉁이에 보관한 것도)은 한 장에 1점씩 잃습니다: "
            f"−{n}점.",
            f"게임이 끝날 때 {'귀퉁이에 ' if on_corners else ''}남은 타일 {n}장",
            [],
            [RULE_LEFTOVER],
            None,
        )
    if not passing:
        return None
    kept = min(n, KEEP_LIMIT)
    lost = n - kept
    verdict = f"−{lost}점" if lost else "감점 없음"
    if _THROWN_COUNT_ASKED.search(text) and _KEPT_COUNT_ASKED.search(text):
        # "몇 장 보관하고 몇 장 버려?": both counts (was the thrown alone, "탑에 1장")
        verdict = f"{kept}장 보관, " + (
            f"탑에 {lost}장 ({verdict})" if lost else f"버릴 타일 없음 ({verdict})"
        )
    elif _THROWN_COUNT_ASKED.search(text):
        # "몇 개 버려야 돼?": the tiles thrown, with what they cost
        verdict = f"탑에 {lost}장 ({verdict})" if lost else f"버릴 타일 없음 ({verdict})"
    elif _KEPT_COUNT_ASKED.search(text):
        # "몇 장 보관해?": the tiles kept, with what the rest cost
        verdict = f"{kept}장 보관 ({verdict})"
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-leftover",
        verdict,
        (
            f"패스할 때 {kept}장까지 귀퉁이에 보관하고, 나머지 {lost}장은 탑에 버리며 한 장에 "
            f"1점씩 잃습니다: −{lost}점."
            if lost
            else f"패스할 때 남은 {n}장을 모두 귀퉁이에 보관할 수 있어 감점은 없습니다."
        ),
        (f"{round_no}라운드에 " if round_no else "")
        + f"패스할 때 손에 남은 타일 {n}장"
        + ("" if round_no else " (라운드는 말하지 않아 1~5라운드로 계산)"),
        [f"보관은 {KEEP_LIMIT}장까지입니다(다음 라운드에 씀)."]
        + (
            [f"{kept}장을 다 보관하면 가장 적게 잃습니다: −{lost}점."]
            if lost and re.search(r"최소|적어도|가장\s*적게|제일\s*적게", text)
            else []
        )
        + (
            []
            if round_no
            else [
                f"마지막(6) 라운드라면 보관한 타일도 게임이 끝날 때 한 장에 1점씩 잃어 −{n}점입니다."
            ]
        ),
        # (the keep rule decides: it says how many may be kept and what the rest cost; the
        # FAQ on a pass's discards is its example, cited after it)
        [RULE_PASS_KEEP, ENTRY_PASS_PENALTY] + ([] if round_no else [RULE_LEFTOVER]),
        None,
    )


# what is said of a star or a number: not completed ("완성 못 하고", "하나 빼고 다 채워졌어",
# "1번 칸은 비었어"), or completed
_EB_NOT = patterns.compile(
    r"못|안\s*(?:했|됐|되|채|차|찼|덮|끝)|않|비었|비어|비고|빈|없|빼고|빠졌|빠진|빠져|모자|부족|덜"
    r"|거의|아직|미완|남았|남아|(?<![가-힣])(?:아니|아닌|아냐)"
)
_EB_DONE = patterns.compile(r"완성|채|덮|찼|차\s*(?:있|서|고)|찬|다\s*(?:했|됐)|끝냈|메웠")
# a clause, up to a finished statement's connective ("다 채웠고", "완성했는데"; not "채우고
# 싶은데") or a stop
_EB_CLAUSE = patterns.compile(
    r".+?(?:(?:었|았|였|했|됐|웠|졌|찼|겼|냈|켰)(?:고|는데|지만|으며)(?=\s)|[,.;!?]|$)"
)
# what joins two names that share what is said of them: "빨간 별이랑 파란 별 완성", "3번 칸
# 전부랑 가운데 별 완성" (every 3 of the board)
_EB_JOIN = patterns.compile(
    r"[\s,·/]*(?:(?:을|를|이|가|은|는)?\s*(?:전부|모두)\s*)?"
    r"(?:이랑|랑|하고|과|와|및|이나|그리고|도|은|는|이|가|을|를|만)?[\s,·/]*"
)
_EB_ASK = patterns.compile(r"보너스|몇\s*점|점수|얼마")
# one star or another ("빨간 별이나 파란 별", "빨간 별 아니면 파란 별": not both), every star
# but one ("빨간 별 빼고 다"), one about to be completed, points lost
_EB_DECLINE = patterns.compile(
    r"(?<=별)\s*(?:이나|아니면|또는|혹은|이든|든지|이거나|거나)|또는|혹은|둘\s*중"
    # (with the star counted, "파란 별 하나 빼고 다", the stars named again, "빨간 별 빼고 별
    # 다", or a particle, "말고는 다": was "보너스 없음", or the star named counted, "+14점")
    r"|(?<=별)\s*(?:하나\s*|한\s*개\s*)?(?:만\s*)?(?:빼고|제외하고|말고|빼면)\s*(?:는|도)?\s*"
    r"(?:나머지\s*)?"
    r"(?:별\s*(?:은|는|을|를|이|가|도)?\s*)?(?:다|모든|전부|모두|나머지)"
    # a star's space left out of a number's seven ("가운데 별 빼고 1번 칸 다 채웠어": not every
    # 1 is filled; was "+4점")
    r"|(?<=별)\s*(?:은|는|의|에|에서)?\s*(?:만\s*)?(?:빼고|제외하고|말고|빼면|빼곤)\s*(?:는|도|은)?\s*"
    r"(?:모든\s*|나머지\s*)?(?:별\s*(?:의|에)?\s*)?[1-6]\s*(?:번)?\s*칸"
    # a number's spaces left out of what is filled ("모든 4번 칸 빼고 다 채웠어": every other
    # space, so the 1s to 3s too, and no star; was "보너스 없음")
    r"|(?<![0-9])[1-6]\s*(?:번)?\s*(?:칸)?\s*(?:은|는|만|이랑|랑)?\s*(?:빼고|제외하고|말고|빼면|빼곤)"
    r"|직전|곧|잃|깎|감점"
    # who gets it ("먼저 완성한 사람만 받아?": everyone who completes it), or when ("바로")
    r"|먼저|1등|(?:사람|플레이어)\s*만|누가|누구|바로|즉시|게임\s*중"
    # a pillar, statue or window beside a space ("2번 칸이 기둥이랑 조각상에 닿아 … 둘 다
    # 완성되면": their bonus tiles, not every 2's bonus; was "+8점")
    r"|기둥|조각상|석상|동상|창문"
)
# "4번 칸 7개 다 채우면", "모든 3번 칸 일곱 개": the count of a number's spaces (one a star)
_EB_SEVEN = patterns.compile(
    r"(?P<said>[1-6]\s*(?:번)?\s*칸)\s*(?:이|을|를)?\s*(?:7|일곱)\s*(?:개|칸|군데)"
)
# with no word of the game's end: tiles, a placement (the bonus tiles of a pillar, statue or
# window; the points of the last tile), or base Azul's lines
_EB_NOT_END = patterns.compile(
    r"타일|(?:개|장)(?![가-힣])|놓|놔|둘러|기둥|조각상|석상|창문|줄|벽|라인"
)
# "1번 칸 전부 채우면": every space of that number
_EB_ALL_OF_NUMBER = patterns.compile(
    r"[1-6]\s*(?:번)?\s*칸\s*(?:을|를|이|가|은|는)?\s*(?:전부|모두)"
)
# "게임 아직 안 끝났어", "끝나기 전에", "지금 바로 받아?": the points asked before the game's
# end, where the bonus is not yet scored (was the end bonus, "+12점")
_EB_BEFORE_END = patterns.compile(
    r"(?:아직|안)\s*(?:안\s*)?끝|끝나지\s*않|끝나기\s*전|(?:지금|당장|바로)\s*(?:바로\s*)?(?:받|줘|주|들어)"
)
# "보너스 있어?", "보너스 받아?", "보너스 있는 거 맞지?": whether any bonus comes, at the end
_EB_ANY_ASKED = patterns.compile(
    r"보너스\s*(?:는|도|가|이)?\s*(?:있|받|나와|나오|나온|줘|주나|준|생기)[가-힣]*"
    r"(?:\s+(?:거|건|게)[가-힣]*)?(?:\s*(?:맞|진짜|정말)[가-힣]*)?\s*[?？]*\s*$"
)
# "15점 맞아?", "+20점이야?", "18점 받아?": the bonus guessed, at the question's end
_EB_GUESS = patterns.compile(
    # "둘 다 16점씩 32점 맞나요?": the total guessed, after what it adds up
    r"(?:(?:둘|셋|넷|각각|하나에|하나당)\s*(?:다\s*)?(?<![0-9])\d{1,3}\s*점\s*씩\s*(?:해서|이니까|이니|,)?\s*)?"
    r"(?:\+\s*)?(?<![0-9])(?P<n>\d{1,3})\s*점\s*(?:을|를|이나|씩)?\s*"
    # ("20점 아니지?": the guess asked in the negative, its card the plain statement's)
    r"(?:(?:맞|이야|이지|인가|인지|이죠|이에요|이예요|예요|이요|야|지|죠|임|받|줘|주나|준|나와|나오|이|인"
    r"|\s아니(?=지|야|죠|에요|잖))"
    # "15점 받는 거 맞아?": the guess said as a thing to confirm
    r"[가-힣]*(?:\s*(?:거|건|게|것)\s*(?:맞|이야|야|지|죠|예요|이에요|인가)[가-힣]*)?"
    # "20점 준대 맞아?", "준다고 하던데 진짜야?": the guess heard, asked to be checked
    r"(?:\s*(?:하던데|하더라고|하더라|그러던데|그러더라)[가-힣]*)?"
    r"(?:\s*[.,!~]*\s*(?:그거\s*|그게\s*)?(?:맞|진짜|정말|사실)[가-힣]*)?\s*[?？!~.]*"
    r"|[?？]+)\s*$"
)
_EB_ALL_NUMBER_BARE = patterns.compile(
    r"모든\s*(?:별\s*(?:의|에)?\s*)?[1-6]\s*번(?!\s*(?:칸|째|자리))"
)
# "빨간 별 다 채우면", "가운데 별 전부 채웠는데": a star said filled, as 완성 (was not read: no
# word of the bonus; the last tile's 6점 is said beside the bonus)
_EB_STAR_FILLED = patterns.compile(
    r"별\s*+(?:을|를|은|는|이|가)?\s*+(?:다|전부|모두|꽉)\s*+(?:채우|채웠|채워|찼|차면|차서|차고)"
)
_EB_SPACE = patterns.compile(r"(?:모든\s*)?(?P<n>[1-6])\s*(?:번)?\s*칸")
# "각각 얼마야?", "따로따로 몇 점?", "별마다 몇 점?": each bonus asked, not their sum
_EB_EACH = patterns.compile(r"각각|따로|하나씩|별마다|칸마다|개별")
# "우리 둘 다 빨간 별 완성했어", "각자": the players asking, each on their own board ("둘 다"
# alone may be two features, two stars)
_EB_BOTH = patterns.compile(
    r"(?<![가-힣])(?:우리\s*(?:둘|셋|넷|모두|다)|두\s*(?:명|사람)\s*(?:다|모두)|각자|다들)(?![가-힣])"
)
# "보너스 각각 받아?", "둘 다 받나요?": whether the bonus comes, not how much
_EB_WHETHER = patterns.compile(r"받아|받나|받을\s*수|받는\s*(?:거|건)|받지|주나|줘요|줘\s*[?？]")
# "빨강 파랑 노랑 별", "빨강이랑 파란 별": stars listed by their colours, 별 said once
_EB_COLOUR_LIST = patterns.compile(
    rf"(?P<list>{_SP_COLOUR}(?:\s*+(?:,|·|/|이랑|랑|하고|과|와|및)?\s*+{_SP_COLOUR})+)\s*(?:색\s*)?별"
)
# another player, and the player asking, as the one a sentence is about
_EB_OTHER = patterns.compile(
    r"(?<![가-힣])(?:상대방|상대|친구|다른\s*(?:사람|플레이어|애)|동생|형|누나|언니|오빠|엄마|아빠|남편|아내"
    r"|와이프|남친|여친|걔|쟤|얘)\s*(?:는|은|가|이|도|의)?"
)
_EB_SELF = patterns.compile(
    r"(?<![가-힣])(?:나는|난|내가|나도|저는|제가|저도|내|제|나|저)(?![가-힣])"
)
_EB_MINE = patterns.compile(
    r"(?<![가-힣])(?:내|제|나|저)(?:\s*(?:는|가|의|도))?\s*(?:보너스|점수|몇\s*점|최종)"
)


def summer_pavilion_end_bonus(text: str) -> Computed | None:
    """The end bonuses for the stars and the numbered spaces a question says were completed
    (by the player asking: what another player completed, or what is said not to be, does
    not count)."""
    from tutor.games.summer_pavilion.board import (
        EMPTY,
        NUM_CELLS,
        NUMBER_BONUS,
        STAR_BONUS,
        STAR_INDEX,
        STAR_KO,
        cell,
        run_length,
    )

    text = _SP_NAME.sub(" ", text)
    # "빨강 파랑 노랑 별 완성했어": each colour's star (was the last alone: "+16점")
    text = _EB_COLOUR_LIST.sub(
        lambda m: " ".join(f"{w} 별" for w in re.findall(_SP_COLOUR, m.group("list"))), text
    )
    # "모든 별 4번 채웠으면", "모든 3번 다 채우면": a number's seven spaces said without 칸
    text = _EB_ALL_NUMBER_BARE.sub(r"\g<0> 칸", text)
    seven = bool(_EB_SEVEN.search(text))
    text = _EB_SEVEN.sub(lambda m: m.group("said"), text)  # "4번 칸 7개": the seven 4s
    # "파란 별 완성 보너스 15점 맞아?": the bonus guessed, asked as it is
    guessed = _EB_GUESS.search(text)
    guess = int(guessed.group("n")) if guessed else None
    if guessed:
        text = text[: guessed.start()] + " " + text[guessed.end() :]
    if not _END_DONE.search(text) or not (guessed or _EB_ASK.search(text)):
        return None
    # with no word of the game's end, the bonus is asked by name ("보너스"), or of a star or
    # number completed ("완성하면 몇 점", "모든 3번 칸", "1번 칸 전부"), never of the tile
    # that completes it
    end_said = bool(_END_CUE.search(text))
    # "빨간 별 다 채우면 12점이지?": more points guessed than the tile that fills a star
    # scores (6), so the star's bonus (was not read: no word of the bonus)
    bonus_guessed = guess is not None and guess > 6 and "별" in text
    if not end_said and (
        not (
            re.search(r"보너스|완성|모든", text)
            or _EB_STAR_FILLED.search(text)
            or seven
            or _EB_ALL_OF_NUMBER.search(text)
            or bonus_guessed
        )
        or _EB_NOT_END.search(text)
    ):
        return None
    if re.search(r"놓으면|놓을|라운드|조커|와일드|공장", text) or _EB_DECLINE.search(text):
        return None
    if _EB_BEFORE_END.search(text):
        return None  # "가운데 별 완성했는데 몇 점이야? 게임 아직 안 끝났어": now, not at the end
    if re.search(_SP_COLOUR, _END_STAR.sub(" ", text)):
        return None  # "보라 별이랑 초록도 완성": a colour that names no star read
    spaces = list(_EB_SPACE.finditer(text))
    if len(re.findall(r"\d+", text)) != len(spaces):
        return None
    # the names in order: a star, a number ("모든 2번 칸"), or a star's one space ("빨간 별 1번 칸")
    names: list[tuple[int, int, str, Any]] = []
    stars = list(_END_STAR.finditer(text))
    joined: set[int] = set()
    for m in stars:
        after = next((n for n in spaces if n.start() >= m.end()), None)
        if after is not None and re.fullmatch(
            r"\s*(?:의|에서|에)?\s*", text[m.end() : after.start()]
        ):
            space = (_star_of(m.group("star")), int(after.group("n")))
            names.append((m.start(), after.end(), "space", space))
            joined.add(after.start())
        else:
            names.append((m.start(), m.end(), "star", _star_of(m.group("star"))))
    names += [
        (n.start(), n.end(), "number", int(n.group("n"))) for n in spaces if n.start() not in joined
    ]
    names.sort()
    if not names:
        return None
    numbers = [(a, b) for a, b, kind, _v in names if kind == "number"]
    if not end_said and numbers:
        # "5번 칸이랑 6번 칸 다 채우면": every 5 and 6 of the board, or one star's window? With
        # no word of the game's end, one number said of all seven ("모든 3번 칸", "4번 칸 7개",
        # "5번 칸 전부")
        (start, end), *more = numbers
        if more or not (
            seven
            or re.search(r"모든\s*(?:별\s*(?:의|에)?\s*)?$", text[:start])
            or text.startswith("모든", start)
            or re.match(r"\s*(?:을|를|이|가|은|는)?\s*(?:전부|모두)", text[end:])
        ):
            return None
    others = list(_EB_OTHER.finditer(text))
    if others and not _EB_MINE.search(text):
        return None  # another player named, and whose bonus is asked is not said
    owners = sorted(
        [(m.start(), m.end(), False) for m in others]
        + [(m.start(), m.end(), True) for m in _EB_SELF.finditer(text)]
    )
    # what is said of each name: up to the next name (or the question asked), or, when only a
    # joining word comes before the next name, what is said of that one
    said: list[str | None] = []
    for i, (_start, end, _kind, _value) in enumerate(names):
        stop = names[i + 1][0] if i + 1 < len(names) else len(text)
        ask = _EB_ASK.search(text, end, stop)
        # what another player did is not said of this ("나는 빨간 별 완성했고 친구는 못 했어")
        stop = next((a for a, _b, _mine in owners if end <= a < stop), stop)
        region = text[end : ask.start() if ask and ask.start() < stop else stop]
        # the first clause that says something of it: "다 채웠고 남은 타일은 없어" is done
        clause = next(
            (
                c.group(0)
                for c in _EB_CLAUSE.finditer(region)
                if _EB_NOT.search(c.group(0)) or _EB_DONE.search(c.group(0))
            ),
            region,
        )
        if _EB_NOT.search(clause):
            said.append("not")
        elif _EB_DONE.search(clause):
            said.append("done")
        elif i + 1 < len(names) and _EB_JOIN.fullmatch(region):
            said.append(None)  # as the next
        else:
            return None  # nothing said of it
    # (a name said "as the next" is never the last: filled from the end, none stays None)
    for i in range(len(said) - 2, -1, -1):
        if said[i] is None:
            said[i] = said[i + 1]
    counted_stars: list[str] = []
    counted_numbers: list[int] = []
    no_bonus: list[int] = []
    not_done: list[tuple[str, Any]] = []
    for (start, _end, kind, value), status in zip(names, said, strict=True):
        owner = next((mine for a, _b, mine in reversed(owners) if a < start), True)
        if not owner:
            continue  # another player's
        if status == "not":
            not_done.append((kind, value))
            continue
        if kind == "space":
            return None  # one space said filled: no bonus of its own, and why say it?
        if kind == "star":
            counted_stars.append(value)
        elif value in NUMBER_BONUS:
            counted_numbers.append(value)
        else:
            no_bonus.append(value)  # "모든 5번 칸": the numbers 5 and 6 have no bonus
    counted_stars = list(dict.fromkeys(counted_stars))
    counted_numbers = list(dict.fromkeys(counted_numbers))
    for kind, value in not_done:
        # said done and not done; "빨간 별 1번 칸은 비었어": neither that star nor all the 1s
        if (
            (kind == "star" and value in counted_stars)
            or (kind == "number" and value in counted_numbers)
            or (kind == "space" and (value[0] in counted_stars or value[1] in counted_numbers))
        ):
            return None
    parts = [(f"{STAR_KO[STAR_INDEX[s]]}", STAR_BONUS[STAR_INDEX[s]]) for s in counted_stars]
    parts += [(f"모든 {n}번 칸", NUMBER_BONUS[n]) for n in counted_numbers]
    total = sum(v for _n, v in parts)
    written = " + ".join(f"{n} {v}점" for n, v in parts)
    rules = ([RULE_STAR_BONUS] if counted_stars else []) + (
        [RULE_NUMBER_BONUS] if counted_numbers else []
    )
    no_bonus = list(dict.fromkeys(no_bonus))
    numbers_ko = "·".join(f"{n}번" for n in no_bonus)
    if not parts and no_bonus and not not_done:
        rules = [RULE_NUMBER_BONUS]
        summary = (
            f"번호 칸 보너스는 1~4번 칸에만 있어, 모든 {numbers_ko} 칸을 채워도 게임 끝 보너스는 "
            "없습니다."
        )
    elif not parts:
        rules = [
            RULE_STAR_BONUS if any(k != "number" for _s, _e, k, _v in names) else RULE_NUMBER_BONUS
        ]
        summary = "완성했다고 한 별도, 모두 채운 번호 칸도 없어 게임 끝 보너스는 없습니다."
    elif len(parts) > 1:
        summary = f"게임 끝 보너스: {written} = {total}점입니다."
    else:
        summary = f"게임 끝 보너스: {written}입니다."
    case = "완성한 것: " + (", ".join(n for n, _v in parts) or "없음")
    if no_bonus:
        case += f", 모든 {numbers_ko} 칸(보너스 없음)"
    if not_done:
        case += ", 완성 못 한 것은 세지 않음"
    if others:
        case += ", 다른 사람이 완성한 것은 세지 않음"
    details = (
        [
            "별 하나를 다 채우면 그 별의 점수, 일곱 별의 같은 번호 칸(1~4)을 모두 채우면 그 번호의 "
            "점수를 받습니다."
        ]
        if not parts
        else []
    )
    if parts and no_bonus:
        details.append(f"모든 {numbers_ko} 칸에는 보너스가 없습니다(번호 보너스는 1~4번만).")
    if counted_stars and not end_said:
        # the bonus comes at the game's end; the tile that completes a star scores its run
        # (the whole star) when placed, besides
        board = bytearray([EMPTY] * NUM_CELLS)
        star = STAR_INDEX[counted_stars[0]]
        for number in range(1, 7):
            board[cell(star, number)] = 0
        run = run_length(board, cell(star, 6))
        details.append(
            f"이 보너스는 게임이 끝날 때 받습니다. 별을 채우는 마지막 타일을 놓을 때 얻는 점수"
            f"(이어진 {run}장, {run}점)는 따로입니다."
        )
    verdict = f"+{total}점" if parts else "보너스 없음 (0점)"
    # "4번 칸 전부 채우면 몇 점이고 빨간 별 완성은 몇 점이야?": each asked by its own question
    # (was the sum alone, "+30점")
    if len(parts) > 1 and (_EB_EACH.search(text) or len(re.findall(r"몇\s*점|얼마", text)) > 1):
        if guess is not None:
            return None  # "각각 15점 맞아?": each guessed, or the sum?
        # "빨간 별이랑 파란 별 각각 얼마야?": each bonus, then the sum (was the sum alone)
        verdict = ", ".join(f"{n} +{v}점" for n, v in parts) + f" (합계 +{total}점)"
    ok: bool | None = None
    if guess is not None:
        ok = guess == total
        verdict = ("네, " if ok else "아니요, ") + verdict
        case += f", 말한 점수: {guess}점"
    elif (
        _EB_ANY_ASKED.search(text)
        and not _EB_BOTH.search(text)
        and not re.search(r"몇|얼마|누가|언제", text)
    ):
        # "5번 칸 다 채우면 보너스 있어?": whether any bonus comes, a yes or no (was not read,
        # or the points alone)
        ok = bool(parts)
        verdict = ("네, " if ok else "아니요, ") + verdict
    elif (
        len(parts) == 1  # with two, whose each is (each player's, each star's) is less clear
        and _EB_BOTH.search(text)
        and _EB_WHETHER.search(text)
        and not re.search(r"몇|얼마|누가|한\s*(?:명|사람)|먼저", text)
    ):
        # "우리 둘 다 빨간 별 완성했어 보너스 각각 받아?": whether each player scores it (was
        # "+14점", a number to a yes-or-no): each scores the stars of their own board
        ok = True
        verdict = f"네, 각자 {verdict}"
        summary += " 여럿이 같은 것을 완성해도 각자 자기 개인판의 보너스를 받습니다."
        case += ", 여럿이 같은 것을 완성: 각자 받음"
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-end-bonus",
        verdict,
        summary,
        case,
        details,
        rules,
        ok,
    )


# -- the first take from the centre: a point for each tile taken -------------------------------
# "썸파 이번 라운드 중앙에서 처음 가져갔고 노랑 3개 + 보라 와일드 1개야. 몇 점 까여?", "지금
# 3점인데 중앙에서 처음으로 타일 4개 가져오면 몇 점 돼?"
_ST_TAKE = patterns.compile(
    r"가져갔|가져왔|가져온|가져간|가져가|가져오|가져와|가져갈|가져올|가지고\s*오|집었|집어|집으"
)
_ST_CENTRE = patterns.compile(r"중앙|가운데|센터")
_ST_FIRST = patterns.compile(r"처음|첫\s*번째|첫\s*빠따|제일\s*먼저|가장\s*먼저|맨\s*먼저|먼저|1등")
_ST_ASKS = patterns.compile(
    r"몇\s*점|감점|깎|까여|까이|까임|잃|점수|마이너스|페널티|패널티|벌점|빠져|빼|[-−]\s*\d+\s*점"
)
# the rest of a turn (placing, passing) or Azul's floor line and marker
_ST_DECLINE = patterns.compile(
    r"별|칸|비용|패스|보관|귀퉁이|보너스|공급처|탑|놓|내야|낼|주머니|회색|공장|팩토리|전시판"
    r"|줄|라인|벽|바닥|마커|표식|안\s*가져|못\s*가져|누가|다음\s*라운드"
)
# "보라 와일드 1개": a wild with its colour named, which names the round
_ST_NAMED_WILD = patterns.compile(
    rf"(?P<colour>{_SP_COLOUR})\s*(?:색)?\s*(?:조커|와일드)\s*(?:타일)?\s*(?:이|가)?\s*"
    rf"(?P<n>\d+|{NATIVE})\s*(?:개|장)"
)
_ST_TILES = patterns.compile(rf"타일\s*(?:을|를|이|가)?\s*(?P<n>\d+|{NATIVE})\s*(?:개|장)")
# "처음 가져간 사람이 아니라", "처음 가져가는 거 아닌데", "처음 가져온 사람 다음에", "처음은
# 아닌데": a take after the first from the centre, which costs nothing
_ST_NOT_FIRST = patterns.compile(
    r"(?:처음|첫\s*번째|첫\s*빠따|제일\s*먼저|가장\s*먼저|맨\s*먼저|먼저|1등)\s*"
    r"(?:으로|에|은|는|이|가)?\s*"
    r"(?:(?:가져|가지고|집)\S*\s*(?:사람|플레이어|애|분|거|것|건|게|놈|친구)?\s*(?:이|가|은|는|의)?\s*)?"
    # "처음 아님" (was read as the first take: the token and its loss)
    r"(?:아니|아닌|아냐|아녀|아님|말고|다음|뒤|후)"
)


# base Azul named, and not this game: "아줄 중앙에서 처음으로 빨강 3개 가져오면" is the first
# player marker's question (its floor line), not the start token's
_BASE_NAMED = patterns.compile(r"아줄|azul")


def _without_names(text: str) -> str:
    """The question without the games' names (아줄 여름 별장: neither 별 is a star)."""
    return _BASE_NAMED.sub(" ", _SP_NAME.sub(" ", text))


_THIS_NAMED = patterns.compile(r"summer|pavilion|썸머|서머|섬머|여름")
# "두 번째로 가져오면", "나중에 가져오면": a take from the centre after the first
_ST_LATER = patterns.compile(r"(?:두|세|네|다섯|[2-9])\s*번\s*째(?!\s*(?:라운드|round))|나중에")
_FIRST_WORDS = r"(?:처음|첫\s*번째|첫\s*빠따|제일\s*먼저|가장\s*먼저|맨\s*먼저|먼저|1등)"
_ANY_PLAYER = rf"(?:{_OTHER_PLAYER.pattern}|{_SELF_PLAYER.pattern})"


def _first_by(who: re.Pattern[str]) -> re.Pattern[str]:
    """Who took first from the centre, by their name: "친구가 중앙에서 처음 가져갔는데",
    "처음 가져간 건 친구고"."""
    return patterns.compile(
        rf"(?:{who.pattern})(?:(?!{_ANY_PLAYER})[^.?!]){{0,24}}?{_FIRST_WORDS}"
        rf"|{_FIRST_WORDS}\s*(?:으로|에)?\s*(?:가져|집)\S*\s*"
        rf"(?:건|거|것|게|사람|애|분|플레이어)\s*(?:은|는|이|가)?\s*(?:{who.pattern})"
    )


# "다른 사람이 이미 중앙에서 가져간 뒤에": another player took from the centre before
_ALREADY_BY_OTHER = (
    rf"(?:{_OTHER_PLAYER.pattern})\s*이미\s*(?:중앙|가운데|센터)\s*(?:에서)?\s*(?:타일\s*(?:을|를)?\s*)?"
    r"(?:가져|집)(?:갔|간|감)"
)
_FIRST_BY_OTHER = patterns.compile(rf"{_first_by(_OTHER_PLAYER).pattern}|{_ALREADY_BY_OTHER}")
_FIRST_BY_SELF = _first_by(_SELF_PLAYER)
# "4점 깎이는 거 맞아?", "-3점이지?": the penalty the question guesses
_ST_GUESS = patterns.compile(
    r"(?:-|−|마이너스\s*)?(?P<n>\d{1,3})\s*점\s*(?:이|을|를|씩|만|도)?\s*"
    r"(?:깎|까|잃|감점|빠지|빠져|마이너스|내려)[^?]{0,12}?(?:맞|이지|인가|인지|이야|죠|지\s*\?)"
    r"|(?:-|−|마이너스\s*)(?P<m>\d{1,3})\s*점\s*(?:이|이야|맞|인가|이지|이죠|(?=[?？]++\s*+$))"
    # "3점 깎여?", "4점 감점?": the points guessed, asked as they are
    r"|(?P<k>\d{1,3})\s*점\s*(?:이|을|를|씩|만|도)?\s*(?:깎|까|잃|빠지|빠져|감점)[가-힣]*\s*[?？]+\s*$"
)
# "-3점 맞죠?", "3점 깎이는 거 맞아?", "감점 3점이지?": the points a pass loses, guessed
_LOSS_GUESS = patterns.compile(
    rf"{_ST_GUESS.pattern}"
    r"|(?:감점|마이너스)\s*(?:은|는|이|가)?\s*(?<![0-9])(?P<g>\d{1,3})\s*점\s*"
    r"(?:이야|이지|이죠|이에요|이요|맞|인가|이\s*맞)"
    # "감점 없지?", "감점은 없는 거 맞죠?": no points lost, guessed, at the question's end
    r"|(?P<z>감점)\s*(?:은|는|이|가|도)?\s*(?:하나도\s*|전혀\s*|아예\s*)?"
    # "감점 없제?": the same, in a regional ending
    r"없(?:지|죠|제|잖|음|는\s*(?:거|건|게)|어|나|나요|어요|을\s*(?:걸|거)|대|다던데|다는데|다고)"
    r"[가-힣\s]{0,10}[?？!~.]*\s*$"
)
# "감점 있어?", "점수 깎여?", "마이너스 있음?": whether any points are lost, asked at the
# question's end (a yes or no, where "몇 점" asks the count)
_ANY_LOSS_ASKED = patterns.compile(
    r"(?<!몇\s)(?<!몇)(?:감점|마이너스|페널티|패널티|벌점)\s*(?:은|는|이|가|도)?\s*"
    r"(?:있|받|먹|생기|생겨|당하)[가-힣]*(?:\s*(?:맞|진짜|정말)[가-힣]*)?\s*[?？!~.]*\s*$"
    r"|(?<![가-힣])점수\s*(?:가|도|는|이)?\s*(?:깎|까이|까여|줄어|잃|빠져|빠지)[가-힣]*\s*[?？]+\s*$"
    # "보관해도 감점이야?", "감점인가요?": the loss asked as a noun
    # (never "몇 점 감점이야?", a count asked, nor "왜 감점이야?", a reason)
    r"|(?<!몇\s)(?<!몇)(?<!점\s)(?<!점)(?<!왜\s)(?<!왜)(?:감점|마이너스|페널티|패널티|벌점)\s*"
    r"(?:이야|이에요|이예요|야|임|인가|이지|이죠|인\s*(?:거|건))[가-힣]*\s*[?？]+\s*$"
)


def _loss_guessed(text: str) -> tuple[int | None, str]:
    """The points lost a question guesses (when it guesses once), and the question with the
    guess asked as "몇 점"."""
    found = list(_LOSS_GUESS.finditer(text))
    if len(found) != 1:
        return None, text
    m = found[0]
    guess = 0 if m.group("z") else int(next(g for g in m.group("n", "m", "k", "g") if g))
    return guess, text[: m.start()] + " 몇 점 " + text[m.end() :]


# a count of tiles with neither colour nor the word 타일: "처음 가져갈 때 3개 가져오면"
_ST_BARE = patterns.compile(rf"(?<![가-힣0-9])(?P<n>\d+|{NATIVE})\s*(?:개|장)")


def _after_another_first(text: str) -> tuple[str, str] | None:
    """When another player took first from the centre and the question then asks of the
    asker's own take ("친구가 중앙에서 처음 가져갔는데 내가 ... 가져오면"): the rounds said
    before, and what is said from the asker's name on. None when whose take is asked is
    not that clear."""
    players = _players(text)
    if not any(not mine for _s, _e, mine in players):
        return None
    by_other = _FIRST_BY_OTHER.search(text)
    if by_other is None or _FIRST_BY_SELF.search(text):
        return None
    mine = next((s for s, _e, me in players if me and s >= by_other.end()), None)
    if mine is None or any(not me for s, _e, me in players if s > mine):
        return None  # the asker not named after, or another player named again
    if _HEARSAY_SAID.search(text, by_other.start(), mine):
        return None  # "누나가 중앙에서 처음 가져가면 3점 감점이래": what they said, not their take
    rounds = " ".join(m.group(0) for m in _SP_ROUND.finditer(text[:mine]))
    return rounds, text[mine:]


# "선 플레이어 토큰 가져가면서", "시작 토큰 받았고": the token comes with the first take from
# the centre (base Azul's marker, "마커", is declined)
_ST_TOKEN_TAKEN = patterns.compile(
    r"(?<![가-힣])(?:선|시작|첫|스타트)\s*(?:플레이어|플|플레이어의)?\s*토큰\s*(?:을|를|도|까지)?\s*"
    r"(?:같이\s*|함께\s*)?(?=가져|받|먹|집)"
)


_ST_TOKEN_GOT = patterns.compile(
    r"(?<![가-힣])(?:선|시작|첫|스타트)\s*(?:플레이어|플|플레이어의)?\s*토큰\s*(?:을|를)?\s*"
    r"(?:받|먹)(?=으면|는\s*사람|은\s*사람)"
)


def summer_pavilion_start_token(text: str) -> Computed | None:
    """What the first take from the centre costs: the start token, and a point for each tile
    taken (never below 1 point), as the engine plays that take; a take after the first, or
    the asker's take after another player's first, costs nothing."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import COLOUR_INDEX, COLOUR_KO, COLOURS

    if _BASE_NAMED.search(text) and not (_SP_NAME.search(text) or _THIS_NAMED.search(text)):
        return None  # "아줄 중앙에서 처음으로 ...": base Azul's marker, not the start token
    text = _without_names(text)
    text = _ST_SCORE_MARKER.sub(lambda m: f"지금 {m.group(1) or m.group(2)}점인데", text)
    if _ST_FACTORY.search(text) and not _ST_CENTRE.search(text):
        # "공장에서 가져오면 감점 없지?": a take from a factory, no tiles said (was not read)
        return _factory_loss(text)
    if not (_ST_FIRST.search(text) or _ST_LATER.search(text) or _ST_CENTRE.search(text)):
        # "선 플레이어 토큰 가져가면서 노랑 2개 가져왔어": the first take from the centre
        # ("선 토큰 받으면 감점 없대": the token received, the take it comes with)
        text = _ST_TOKEN_GOT.sub("중앙에서 처음 가져가", text, count=1)
        text = _ST_TOKEN_TAKEN.sub("중앙에서 처음 ", text, count=1)
    first_said = _ST_FIRST.search(text) or re.search(_ALREADY_BY_OTHER, text)
    later = _ST_LATER.search(text)
    if not (_ST_CENTRE.search(text) and (first_said or later) and _ST_TAKE.search(text)):
        return None
    if not _ST_ASKS.search(text) and _SP_TOKEN_ASKED.search(text):
        # "중앙에서 처음 가져가면 선 플레이어 토큰 받지?": the token alone asked (was not read)
        return _token_comes(text, first_said is not None and not later)
    if not _ST_ASKS.search(text) or _ST_DECLINE.search(text):
        return None
    if _ST_ANOTHER_TIME.search(text):
        # "다음 차례에 또 감점 있어?", "게임 끝날 때 감점 있어?", "처음 가져간 사람이 없으면":
        # another take, another time, or no first take (were the first take's points)
        return None
    if first_said and later:
        return None  # "두 번째 차례에 처음 가져오면": which is it?
    not_first = bool(later) or bool(_ST_NOT_FIRST.search(text))
    whose = ""
    if _players(text) and any(not mine for _s, _e, mine in _players(text)):
        # "친구가 중앙에서 처음 가져갔는데 내가 ...": the asker's take only
        split = _after_another_first(text)
        if split is None:
            return None
        rounds, text = split
        text = rounds + " " + text
        not_first, whose = True, "다른 사람"
    guess: int | None = None
    guesses = list(_LOSS_GUESS.finditer(text))
    if len(guesses) > 1:
        return None
    if guesses:
        guessed = guesses[0]
        # "감점 없지?", "감점 없대": no points lost, guessed
        guess = (
            0
            if guessed.group("z")
            else int(next(g for g in guessed.group("n", "m", "k", "g") if g))
        )
        text = text[: guessed.start()] + " 감점 " + text[guessed.end() :]
    # "감점 있어?": whether any points are lost, a yes or no
    any_asked = guess is None and bool(_ANY_LOSS_ASKED.search(text))
    score_said = SCORE_NOW.search(text)
    if score_said is None:
        # "1점일 때 중앙에서 처음 가져가면": said before the take (after it, the score the
        # take leaves?)
        score_said = _ST_SCORE_AT.search(text)
        take = _ST_TAKE.search(text)
        if score_said and take and score_said.start() > take.start():
            score_said = None
    if score_said:
        if (
            not any_asked
            and guess is None
            and _ANY_LOSS_ASKED.search(text[: score_said.start()].rstrip())
            and _SCORE_TOLD_LAST.match(text, score_said.end())
        ):
            # "감점 있어? 지금 1점이야": the score told after the question (was read with no
            # 네/아니요)
            any_asked = True
        text = text[: score_said.start()] + " " + text[score_said.end() :]
    named_wilds = list(_ST_NAMED_WILD.finditer(text))
    if len(named_wilds) > 1:
        return None
    implied: int | None = None
    wild_count = 0
    if named_wilds:
        m = named_wilds[0]
        implied = _wild_round(_SP_COLOUR_OF[m.group("colour")])
        wild_count = count_word(m.group("n")) or 0
        text = text[: m.start()] + " 조커 " + text[m.end() :]
    read = _read_round(text)
    if read is None:
        return None
    round_no, rest = read
    if later:
        rest = _ST_LATER.sub(" ", rest)
    if implied is not None and round_no not in (None, implied):
        return None
    round_no = round_no or implied
    held: dict[str, int] = {"wild": wild_count} if wild_count else {}
    for m in _SP_HELD.finditer(rest):
        n = _count(m.group("n") or m.group("word") or m.group("bare"))
        if not 1 <= n <= 40:
            return None
        word = m.group("colour")
        key = "wild" if word in ("조커", "와일드") else _SP_COLOUR_OF[word]
        held[key] = held.get(key, 0) + n
    plain = [_count(m.group("n")) for m in _ST_TILES.finditer(rest)]
    leftover = _ST_TILES.sub(" ", _SP_HELD.sub(" ", rest))
    bare = list(_ST_BARE.finditer(leftover))
    if bare and not held and not plain and len(bare) == 1:
        plain = [_count(bare[0].group("n"))]  # "처음 가져갈 때 3개 가져오면"
        leftover = _ST_BARE.sub(" ", leftover)
    if held and plain or len(plain) > 1:
        return None  # "타일 4개" beside colours: which is the take?
    if re.search(r"\d", leftover) or re.search(rf"(?<![가-힣])(?:{NATIVE})\s*(?:개|장)", leftover):
        return None  # a number that is no count of tiles taken
    if not_first and not held and not plain:
        # "친구가 중앙에서 처음 가져갔어. 나는 (빨강) 가져가면 몇 점?": whatever the asker
        # takes, no token is left to take
        return _no_token(None, score_said, whose, guess, any_asked)
    if re.search(_SP_COLOUR, leftover):
        return None  # a colour that is no count of tiles taken
    if not held and not plain and score_said is not None and int(score_said.group(1)) == 1:
        # "1점일 때 중앙에서 처음 가져가면 감점 있어?": no count said; at the floor any take
        # costs nothing
        return _at_floor(int(score_said.group(1)), guess, any_asked)
    if not held and not plain:
        # "중앙에서 처음 가져왔는데 감점 있어?": no count said; the rule decides whether
        # points are lost, not how many (was not read)
        return _any_count(int(score_said.group(1)) if score_said else None, guess, any_asked)
    colours = set(held) - {"wild"}
    if round_no is not None:
        # "1라운드에 노랑 3개랑 보라 1개": the round's wild colour, named by its colour
        colours -= {_wild_of(round_no)}
    if len(colours) > 1:
        return None  # a take is one colour (and a wild beside it)
    round_said = round_no is not None
    if round_no is None:
        round_no = _round_free_of(colours)
        if round_no is None:
            return None
    wild = _wild_of(round_no)
    if plain:
        count = plain[0]
        if not 1 <= count <= 40:
            return None
        chosen = next(c for c in COLOURS if c != wild)
        held = {chosen: count}
    else:
        if not held:
            return None
        if "wild" in held:
            if wild in held:
                return None  # "노랑 2개와 조커 1개" in the round where 노랑 is wild: unclear
            held[wild] = held.pop("wild")
        own = set(held) - {wild}
        chosen = own.pop() if own else wild
    tiles = [c for c, n in held.items() for _ in range(n)]
    score = int(score_said.group(1)) if score_said else 50
    setup: dict = {
        "round": round_no,
        "phase": "draft",
        "to_move": 0,
        "scores": [score, 5],
        "centre": tiles,
        "factories": [[] for _ in range(5)],
    }
    if not_first:
        setup["token"] = 1  # the first taker holds the token already
    try:
        state = ENGINE.new_game(2, options={}, setup=setup)
        events = state.apply({"type": "take", "source": "centre", "colour": chosen})
    except (SetupError, RuleViolation):
        return None
    taken = next((e for e in events if e.get("type") == "take"), None)
    token = next((e for e in events if e.get("type") == "start-token"), None)
    if taken is None or len(taken["tiles"]) != len(tiles) or (token is None) != not_first:
        return None  # what the question names is no one take ("노랑 3개 + 조커 2개")
    count = len(tiles)
    wild_ko = COLOUR_KO[COLOUR_INDEX[wild]]
    if not_first:
        return _no_token(count, score_said, whose, guess, any_asked)
    assert token is not None
    lost = -int(token["points"])
    after = score - lost
    if plain:
        what = f"타일 {count}장"
    else:
        what = ", ".join(
            f"{'조커(' + wild_ko + ')' if c == wild else COLOUR_KO[COLOUR_INDEX[c]]} {n}장"
            for c, n in held.items()
        )
    # the points actually lost: the tiles taken, but never below 1 point (SP-RB)
    verdict = (
        f"−{lost}점" + (f" ({score}점 → {after}점)" if score_said else "")
        if lost
        else f"감점 없음 ({score}점 그대로)"
    )
    if lost == count:
        summary = (
            f"이번 라운드에 중앙에서 처음 가져가면 시작 플레이어 토큰을 받고, 가져온 타일 "
            f"{count}장만큼 {count}점을 잃습니다."
        )
    elif lost:
        summary = (
            f"이번 라운드에 중앙에서 처음 가져가면 시작 플레이어 토큰을 받고 가져온 타일 수만큼 "
            f"잃지만, 점수는 1점 아래로 내려가지 않아 지금 {score}점에서는 {count}점이 아니라 "
            f"{lost}점만 잃습니다."
        )
    else:
        summary = (
            "이번 라운드에 중앙에서 처음 가져가면 시작 플레이어 토큰을 받지만, 점수는 1점 아래로 "
            f"내려가지 않아 이미 1점이면 점수를 잃지 않습니다 (타일 {count}장을 가져와도 1점 그대로)."
        )
    details = [
        f"가져온 타일 {count}장 → {'원래 ' if lost < count else ''}−{count}점 (조커도 한 장으로 "
        "셉니다)."
    ]
    rules = [ENTRY_START_TOKEN_PENALTY, RULE_START_TOKEN]
    if score_said:
        if lost < count:
            details.append(
                f"지금 {score}점이라 {count}점을 다 잃지 않고 1점에서 멈춥니다: {score}점 → "
                f"{after}점 (실제로 잃는 점수 {lost}점)."
            )
            rules.insert(0, ENTRY_PENALTY_FLOOR)  # the floor decides this case
        else:
            details.append(f"{score}점 → {after}점.")
    elif count > 1:
        # the score is not said: the whole count is lost only from more than that many points
        details.append(
            f"점수는 1점 아래로 내려가지 않아, 지금 점수가 {count}점 이하라면 1점이 될 때까지만 "
            "잃습니다."
        )
        rules.append(ENTRY_PENALTY_FLOOR)
    ok: bool | None = None
    if guess is not None:
        ok = guess == lost
        verdict = ("네, " if ok else "아니요, ") + verdict
    elif any_asked:
        ok = lost > 0  # "감점 있어?": 네 where any point is lost
        verdict = ("네, " if ok else "아니요, ") + verdict
    case = f"이번 라운드에 중앙에서 처음 가져간 {what}"
    # "처음 파랑 2개 가져오면": one colour's tiles, no wild said with them; a wild lying there
    # would have come too, so the case says none did (was assumed silently)
    wild_assumed = not plain and wild not in held and not re.search(_DISPLAY_SAID, rest)
    if wild_assumed:
        case += " (함께 가져온 조커 없음으로 계산)"
        details.append(
            f"중앙에 조커 색 타일이 있었다면 한 장을 반드시 함께 가져와 {count + 1}장이 되고, "
            "잃는 점수도 그만큼 늘어납니다."
        )
    if not plain:
        case += (
            f", {round_no}라운드(조커 색: {wild_ko})"
            if round_said
            else f", 라운드는 말하지 않아 조커 색이 {wild_ko}인 {round_no}라운드로 계산"
        )
    if score_said:
        case += f", 지금 {score}점"
    if guess is not None:
        case += f", 말한 감점: {guess}점"
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-start-token",
        verdict,
        summary,
        case,
        details,
        rules,
        ok,
    )


# a take after the first or a time other than the take's ("다음 턴에 또 중앙에서", "다음 차례에
# 또", "게임 끝날 때"), or no first take at all ("처음 가져간 사람이 없으면")
_ST_ANOTHER_TIME = patterns.compile(
    r"다음\s*(?:턴|차례|번)|(?<![가-힣])또(?=\s*(?:중앙|가운데|센터|감점|가져|깎|잃))"
    r"|끝날\s*때|끝나고|끝나면|게임\s*끝|최종|라운드\s*마다"
    r"|(?:사람|플레이어|아무도|누구도)\s*(?:이|가|도)?\s*없(?:으면|을\s*때|다면)"
)


# "1점일 때", "1점인데": the score a question starts from, said without "지금"
_ST_SCORE_AT = patterns.compile(
    r"(?<![0-9])(\d{1,3})\s*점\s*(?=일\s*때|인데|이면|이라면|밖에\s*없|뿐인데|뿐이면)"
)
# "점수 마커가 이미 1점 칸인데", "점수 말이 3점에 있는데": the score told by the score track's
# marker (마커 and 칸 otherwise decline: base Azul's first-player marker, a star's space)
_ST_SCORE_MARKER = patterns.compile(
    r"점수\s*+(?:(?:마커|말)\s*+(?:가|는|이|도)?\s*+(?:이미\s*+|벌써\s*+|지금\s*+)?(\d{1,3})\s*+점"
    r"\s*+(?:칸\s*+)?|(?:가|는|이|도)?\s*+(?:이미\s*+|벌써\s*+|지금\s*+)?(\d{1,3})\s*+점\s*+칸\s*+)"
    r"(?:에\s*+있는데|인데)"
)


# "지금 1점이야", "1점인데요": what may follow a score told after the question, to its end
_SCORE_TOLD_LAST = patterns.compile(
    r"\s*(?:이야|이에요|예요|입니다|이거든\S*|임|이다|인데\S*|밖에\s*없\S*)?[\s.!~ㅠㅜ]*$"
)
_ST_FACTORY = patterns.compile(r"공장|팩토리|전시판")
# a factory take said with more than the take: tiles, a colour, a player, another step
_FACTORY_LOSS_DECLINE = patterns.compile(
    rf"\d|(?<![가-힣])(?:{NATIVE})\s*(?:개|장)|{_SP_COLOUR}|조커|와일드|별|칸|비용|패스|보관"
    r"|귀퉁이|보너스|공급처|탑|놓|주머니|줄|라인|벽|바닥|마커|토큰|선\s*(?:플|플레이어)"
    r"|안\s*가져|못\s*가져|누가|다음|끝|라운드|왜|어떻게|어케"
)


def _factory_loss(text: str) -> Computed | None:
    """Whether a take from a factory loses points, no tiles said ("공장에서 가져오면 감점
    없지?", "공장에서 가져가면 점수 깎여?"): none, as the engine plays takes of one to four
    tiles from a factory, the first of the round and the asker at 50 points."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import COLOURS

    guess, text = _loss_guessed(text)
    if not _ST_TAKE.search(text) or _FACTORY_LOSS_DECLINE.search(text) or _players(text):
        return None
    any_asked = guess is None and bool(_ANY_LOSS_ASKED.search(text))
    how_many = guess is None and bool(re.search(r"몇\s*점", text))
    if guess is None and not any_asked and not how_many:
        return None
    chosen = next(c for c in COLOURS if c != _wild_of(1))
    for count in range(1, 5):
        setup = {
            "round": 1,
            "phase": "draft",
            "to_move": 0,
            "scores": [50, 5],
            "factories": [[chosen] * count],
        }
        try:
            state = ENGINE.new_game(2, options={}, setup=setup)
            events = state.apply({"type": "take", "source": 0, "colour": chosen})
        except (SetupError, RuleViolation):
            return None
        if state.scores()[0] != 50 or any(e.get("type") == "start-token" for e in events):
            return None
    ok = None if how_many else guess == 0
    verdict = "감점 없음" if ok is None else ("네, " if ok else "아니요, ") + "감점 없음"
    case = "공장에서 가져옴, 가져오는 타일은 말하지 않음" + (
        f", 말한 감점: {guess}점" if guess is not None else ""
    )
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-start-token",
        verdict,
        "공장에서 타일을 가져올 때는 점수를 잃지 않습니다. 점수를 잃는 것은 이번 라운드에 "
        "테이블 중앙에서 처음 가져가는 사람뿐이고, 그 사람은 시작 플레이어 토큰도 받습니다.",
        case,
        [
            "공장에서 고른 색을 모두(조커가 있으면 한 장 함께) 가져오고, 남은 타일은 중앙으로 "
            "밀어 둡니다.",
            "중앙에서 처음 가져갈 때만 가져온 타일 수만큼(조커 포함) 잃습니다.",
        ],
        [RULE_START_TOKEN, RULE_TAKE_COLOUR],
        ok,
    )


# "토큰 받지?", "선 플레이어 토큰도 가져가?", "토큰 받는 거 맞아?": whether the token comes,
# asked at the question's end
_TOKEN_COMES_ASKED = patterns.compile(
    r"(?:토큰|선\s*(?:플레이어|플)|시작\s*플레이어)\s*(?:토큰)?\s*(?:을|를|은|는|도|이|가)?\s*"
    # ("시작 플레이어 되지?": becoming the start player, the token's holder)
    r"(?:받|가져|챙기|얻|줘|주나|준|되|돼|됨|된)[가-힣]*(?:\s+(?:거|건|게)[가-힣]*)?"
    r"(?:\s*(?:맞|진짜|정말)[가-힣]*)?\s*[?？]*\s*$"
)


def _token_comes(text: str, first: bool) -> Computed | None:
    """Whether a take from the centre brings the start token, no tiles said: the round's
    first does ("중앙에서 처음 가져가면 선 토큰 받지?"), a later one does not ("두 번째로
    가져가도 토큰 받아?"), as the engine plays a take of one tile."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import COLOURS

    if not _TOKEN_COMES_ASKED.search(text) or _ST_DECLINE.search(text):
        return None
    if _ST_ANOTHER_TIME.search(text) or _ST_NOT_FIRST.search(text) and first:
        return None
    if _players(text) or re.search(rf"\d|(?<![가-힣])(?:{NATIVE})\s*(?:개|장)|{_SP_COLOUR}", text):
        return None
    if re.search(r"조커|와일드|아니|않|안\s|못", text):
        return None
    chosen = next(c for c in COLOURS if c != _wild_of(1))
    setup: dict[str, Any] = {
        "round": 1,
        "phase": "draft",
        "to_move": 0,
        "scores": [50, 5],
        "centre": [chosen],
        "factories": [[] for _ in range(5)],
    }
    if not first:
        setup["token"] = 1
    try:
        events = ENGINE.new_game(2, options={}, setup=setup).apply(
            {"type": "take", "source": "centre", "colour": chosen}
        )
    except (SetupError, RuleViolation):
        return None
    comes = any(e.get("type") == "start-token" for e in events)
    if comes != first:
        return None
    verdict = (
        "네, 시작 플레이어 토큰을 받습니다 (가져온 타일 수만큼 점수도 잃음)"
        if comes
        else "아니요, 시작 플레이어 토큰은 그 라운드에 중앙에서 처음 가져간 사람이 받습니다"
    )
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-start-token",
        verdict,
        "그 라운드에 테이블 중앙에서 처음 타일을 가져간 사람이 시작 플레이어 토큰을 받고, 가져온 "
        "타일 수만큼(조커 포함) 점수를 잃습니다. 그 뒤에 중앙에서 가져가는 사람은 토큰도 감점도 "
        "없습니다.",
        (
            "이번 라운드에 중앙에서 처음 가져감"
            if first
            else "이번 라운드에 중앙에서 처음 가져간 사람이 이미 있음"
        )
        + ", 가져오는 타일 수는 말하지 않음",
        ["토큰을 받은 사람이 2단계와 다음 라운드를 먼저 시작합니다."],
        [RULE_START_TOKEN],
        comes,
    )


def _first_centre_loss(score: int, count: int) -> int | None:
    """The points the engine takes for the round's first take from the centre of ``count``
    tiles of one colour (no wild among them) at ``score``; None if it cannot be played."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import COLOURS

    chosen = next(c for c in COLOURS if c != _wild_of(1))
    setup = {
        "round": 1,
        "phase": "draft",
        "to_move": 0,
        "scores": [score, 5],
        "centre": [chosen] * count,
        "factories": [[] for _ in range(5)],
    }
    try:
        events = ENGINE.new_game(2, options={}, setup=setup).apply(
            {"type": "take", "source": "centre", "colour": chosen}
        )
    except (SetupError, RuleViolation):
        return None
    token = next((e for e in events if e.get("type") == "start-token"), None)
    return None if token is None else -int(token["points"])


def _any_count(score: int | None, guess: int | None, any_asked: bool) -> Computed | None:
    """The first take from the centre, its count not said: the start token and a point for
    each tile taken (wilds too), never below 1 point, as the engine plays takes of one to
    four tiles: whether any points are lost, asked or guessed as none, is decided; how many
    (asked, or guessed) is the count taken, not said."""
    from tutor.games.summer_pavilion.board import MIN_SCORE

    if guess or (guess is None and not any_asked) or score is not None and score <= MIN_SCORE:
        # "몇 점 깎여?", "1점 깎이지?": as many as taken, and that is not said
        return None
    start = 50 if score is None else score
    if any(_first_centre_loss(start, n) != min(n, start - MIN_SCORE) for n in range(1, 5)):
        return None
    ok = guess is None  # points are lost: at least the one tile taken
    verdict = (
        "네, " if ok else "아니요, "
    ) + "가져온 타일 수만큼 잃습니다 (한 장에 1점, 조커도 셈)"
    case = "이번 라운드에 중앙에서 처음 가져감, 가져오는 타일 수는 말하지 않음"
    if score is not None:
        case += f", 지금 {score}점"
    if guess is not None:
        case += f", 말한 감점: {guess}점"
    details = [
        "예: 노랑 3장과 조커 1장을 가져오면 4장이므로 −4점입니다.",
        "시작 플레이어 토큰도 받아 2단계와 다음 라운드를 먼저 시작합니다.",
    ]
    details.append(
        f"지금 {score}점이라 1점이 될 때까지, 많아야 {score - MIN_SCORE}점만 잃습니다."
        if score is not None
        else "점수는 1점 아래로 내려가지 않아, 이미 1점이면 감점 없이 토큰만 받습니다."
    )
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-start-token",
        verdict,
        "이번 라운드에 중앙에서 처음 타일을 가져가면 시작 플레이어 토큰을 받고, 가져온 타일 "
        "수만큼(함께 가져온 조커 포함) 점수를 잃습니다. 점수는 1점 아래로 내려가지 않습니다.",
        case,
        details,
        [ENTRY_START_TOKEN_PENALTY, RULE_START_TOKEN, ENTRY_PENALTY_FLOOR],
        ok,
    )


def _at_floor(score: int, guess: int | None, any_asked: bool = False) -> Computed | None:
    """The first take from the centre at 1 point, however many tiles it brings: the start
    token and no points lost (never below 1 point), as the engine plays a take of one tile
    and of the most a take can bring."""
    from tutor.games.summer_pavilion.board import MIN_SCORE

    if score != MIN_SCORE:
        return None  # above the floor the count taken decides, and it is not said
    if any(_first_centre_loss(score, n) != 0 for n in (1, 22)):
        return None
    ok: bool | None = None
    verdict = f"감점 없음 ({score}점 그대로)"
    if guess is not None or any_asked:
        ok = guess == 0  # "감점 있어?": 아니요, none
        verdict = ("네, " if ok else "아니요, ") + verdict
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-start-token",
        verdict,
        "이번 라운드에 중앙에서 처음 가져가면 시작 플레이어 토큰을 받고 가져온 타일 수만큼 "
        "잃지만, 점수는 1점 아래로 내려가지 않아 이미 1점이면 몇 장을 가져와도 점수를 잃지 "
        "않습니다.",
        f"이번 라운드에 중앙에서 처음 가져감, 지금 {score}점, 가져오는 타일 수는 말하지 않음"
        + (f", 말한 감점: {guess}점" if guess is not None else ""),
        ["시작 플레이어 토큰은 그대로 받습니다(다음 라운드를 먼저 시작)."],
        [ENTRY_PENALTY_FLOOR, RULE_START_TOKEN],
        ok,
    )


def _no_token(
    count: int | None,
    score_said: re.Match[str] | None,
    whose: str,
    guess: int | None,
    any_asked: bool = False,
) -> Computed:
    """A take from the centre after the first one this round: no token, no points lost."""
    score = f" ({score_said.group(1)}점 그대로)" if score_said else ""
    verdict = "감점 없음" + score
    ok: bool | None = None
    if guess is not None or any_asked:
        ok = guess == 0  # "감점 있어?": 아니요, none
        verdict = ("네, " if ok else "아니요, ") + verdict
    first = (
        f"이번 라운드에 중앙에서 처음 가져간 사람은 {whose}(시작 플레이어 토큰은 이미 가져감)"
        if whose
        else "이번 라운드에 중앙에서 처음 가져간 사람은 따로 있음(시작 플레이어 토큰은 이미 가져감)"
    )
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-start-token",
        verdict,
        "시작 플레이어 토큰과 그 감점은 이번 라운드에 중앙에서 처음 가져간 사람만 받습니다. "
        "그 뒤에 중앙에서 가져가는 사람은 점수를 잃지 않습니다.",
        first
        + (f", 가져오는 타일 {count}장" if count else ", 내가 가져오는 타일 수는 말하지 않음")
        + (f", 말한 감점: {guess}점" if guess is not None else ""),
        [
            f"가져온 타일 {count}장 → 감점 없음 (토큰은 이미 다른 사람에게 있음)."
            if count
            else "토큰은 이미 다른 사람에게 있어, 몇 장을 가져와도 감점이 없습니다."
        ],
        [RULE_START_TOKEN],
        ok,
    )


# -- whether tiles of a colour are wilds in a round ---------------------------------------------
# "5라운드에 쓰려다 남겨둔 파랑 2개, 6라운드 되면 조커로 쓸 수 있어?", "6라운드에 빨강을 조커로
# 써도 돼?"
_WU_USE = patterns.compile(
    r"(?:조커|와일드)\s*(?:로|으로)?\s*(?:쓸|써|쓰|사용|칠|쳐|취급|인정|돼|되|가\s*돼|가\s*되)"
    # "2라운드에도 조커야?", "조커 맞아?": whether the tiles are the wild, asked of them (was
    # not read)
    r"|(?:조커|와일드)\s*(?:야|이야|예요|이에요|인가|인지|임|이지|이죠|냐|니|맞)(?![가-힣]{2})"
)
# the round the tiles are used in: "6라운드 되면", "6라운드에는"
_WU_WHEN = patterns.compile(
    r"\s*(?:이|가)?\s*(?:되면|돼서|돼도|에는|엔|에도|에서도|에서는|부터|로\s*넘어가|넘어가|가면)"
)
_WU_DECLINE = patterns.compile(
    r"가져|놓|놔|칸|별|공장|중앙|점수|몇\s*점|몇\s*(?:개|장)|버리|탑|비용|다음\s*라운드|지난\s*라운드"
    r"|(?<![가-힣])(?:직전|이전|전|저번|앞|다다음)\s*라운드"
)
# other rounds than the one named: "4라운드 이후에도", "끝나고도", "전에도", "부터 계속" (the
# rounds after, before, or from it on); "도" or "계속" asks whether it stays wild in all of them
_WU_AFTER = patterns.compile(
    r"\s*(?:이|가|을|를)?\s*(?:이후|후|다음|끝나고|끝난\s*(?:뒤|후|다음)|지나고|지나서|지난\s*(?:뒤|후)"
    r"|지나|뒤|넘어서)\s*(?:에|에는|에도|로|로도|도|부터)?"
)
_WU_BEFORE = patterns.compile(r"\s*(?:이|가)?\s*(?:이전|전|앞)\s*(?:에|에는|에도|까지|까지도|도)?")
_WU_FROM = patterns.compile(r"\s*(?:이|가)?\s*부터")
_WU_ALL = patterns.compile(r"도|계속|쭉|내내|끝까지|항상|언제나|매\s*라운드|모든\s*라운드")
# "5라운드에 쓰려다 남겨둔 ...", "이후": any other word of time after the round named
_WU_OTHER_TIME = patterns.compile(r"\s*(?:이|가)?\s*(?:까지|이후|이전|후|전|다음|뒤|끝|지나|넘어)")


def summer_pavilion_wild_use(text: str) -> Computed | None:
    """Whether tiles of the colour named are wilds in the round named (kept from an earlier
    round or not), from the board's round order."""
    from tutor.games.summer_pavilion.board import COLOUR_KO, COLOURS, ROUNDS, WILD_BY_ROUND

    text = _without_names(text)
    use = _WU_USE.search(text)
    if use is None or _WU_DECLINE.search(text) or _SP_WILD_NAMED.search(text):
        return None
    if not re.search(r"\?|수\s*있|돼|되나|되요|될까|되냐|가능|맞|나요|까", text[use.start() :]):
        return None
    rounds = [m for m in _SP_ROUND.finditer(text[: use.start()]) if not m.group("last")]
    # "2라운드로 넘겼어요. 2라운드에도 ... 조커로 쓸 수 있나요?": one round said twice, read
    # where it is said last as the round of use
    numbers = [re.sub(r"\D", "", m.group(0)) for m in rounds]
    if len(rounds) > 1 and numbers[-1] and _WU_WHEN.match(text, rounds[-1].end()):
        rounds = [
            m for i, m in enumerate(rounds) if i == len(rounds) - 1 or numbers[i] != numbers[-1]
        ]
    if _SP_ROUND.search(text[use.start() :]) or not rounds or len(rounds) > 2:
        return None
    if len(rounds) == 2:
        # "5라운드에 쓰려다 남겨둔 ..., 6라운드 되면": the round of use is the one said so
        # ("2라운드에 조커야?": the last round, said with 에 right before the ask, too)
        when = [
            m
            for m in rounds
            if _WU_WHEN.match(text, m.end())
            or (
                m is rounds[-1]
                and len(set(numbers)) == len(numbers)  # (one round said twice: which is it?)
                and re.fullmatch(r"\s*에\s*", text[m.end() : use.start()])
            )
        ]
        if len(when) != 1 or when[0] is not rounds[1]:
            return None
        used_in = rounds[1]
    else:
        used_in = rounds[0]
    if used_in.group("ord"):
        round_no = NATIVE_ORDINALS[re.sub(r"\s+", "", used_in.group("ord"))]
    else:
        round_no = int(used_in.group("n") or used_in.group("m"))
    if not 1 <= round_no <= ROUNDS:
        return None
    # "4라운드 빼고", "4라운드 말고 다른 라운드에서도", "4라운드가 아닌데": every round but it
    if _ROUND_EXCEPT.match(text, used_in.end()):
        named = {_SP_COLOUR_OF[m.group(0)] for m in re.finditer(_SP_COLOUR, text)}
        if len(rounds) != 1 or len(named) != 1 or re.search(r"\d", _SP_ROUND.sub(" ", text)):
            return None
        colour = COLOURS.index(named.pop())
        if WILD_BY_ROUND[round_no - 1] != colour:
            return None  # "4라운드 빼고 파랑": wild in round 5, one of them; in any or in all?
        others = [r for r in range(1, ROUNDS + 1) if r != round_no]
        return _wild_in_rounds(colour, round_no, others, f"{round_no}라운드가 아닌 라운드")
    # "4라운드 이후에도", "4라운드 전에도", "4라운드부터 계속": the rounds after, before, from
    span: range | None = None
    after = used_in.end()
    for pattern, rounds_of in (
        (_WU_AFTER, range(round_no + 1, ROUNDS + 1)),
        (_WU_BEFORE, range(1, round_no)),
        (_WU_FROM, range(round_no, ROUNDS + 1)),
    ):
        relative = pattern.match(text, after)
        if relative is not None:
            if (
                pattern is not _WU_FROM
                and not _WU_ALL.search(relative.group())
                and not _WU_ALL.search(text, relative.end(), use.start())
            ):
                return None  # "4라운드 이후에 노랑 조커로": in one of them? Not read.
            span = rounds_of
            break
    if span is None and _WU_OTHER_TIME.match(text, after):
        return None  # a time relative to the round that is not read
    if span is not None and (len(rounds) != 1 or not span):
        return None  # "6라운드 이후에도": no such round
    named = {_SP_COLOUR_OF[m.group(0)] for m in re.finditer(_SP_COLOUR, text)}
    if len(named) != 1:
        return None
    rest = _SP_ROUND.sub(" ", text)
    rest = re.sub(
        rf"(?:{_SP_COLOUR})\s*(?:색)?\s*(?:타일)?\s*(?:이|가|을|를)?\s*\d+\s*(?:개|장)", " ", rest
    )
    if re.search(r"\d", rest):
        return None  # a number that is neither a round nor a count of the tiles
    colour = COLOURS.index(named.pop())
    if span is not None:
        return _wild_in_rounds(colour, round_no, span)
    wild = WILD_BY_ROUND[round_no - 1]
    ok = colour == wild
    said = f"{round_no}라운드의 조커(와일드) 색은 {COLOUR_KO[wild]}입니다"
    details = []
    if not ok:
        own_round = WILD_BY_ROUND.index(colour) + 1
        details.append(
            f"{josa(COLOUR_KO[colour], '은', '는')} {own_round}라운드에만 조커이고, {round_no}라운드에는 "
            f"보통 {COLOUR_KO[colour]} 타일입니다."
        )
    order = ", ".join(f"{r}라운드 {COLOUR_KO[WILD_BY_ROUND[r - 1]]}" for r in range(1, ROUNDS + 1))
    details.append(f"라운드별 조커 색: {order}.")
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-wild-use",
        ("네, " if ok else "아니요, ") + said,
        f"조커 색은 라운드마다 바뀝니다. {said}"
        + (
            "."
            if ok
            else f". {round_no}라운드에는 {COLOUR_KO[colour]} 타일을 조커로 쓸 수 없습니다."
        ),
        f"{round_no}라운드에 {COLOUR_KO[colour]} 타일",
        details,
        [RULE_WILD_COLOUR],
        ok,
    )


def _wild_in_rounds(
    colour: int, named: int, span: range | list[int], which: str | None = None
) -> Computed:
    """Whether a colour is the wild in every round of ``span`` (the rounds after, before or
    from the round named, or all but it): a colour is wild in its own round only (SP-RB
    p.3)."""
    from tutor.games.summer_pavilion.board import COLOUR_KO, ROUNDS, WILD_BY_ROUND

    name = COLOUR_KO[colour]
    own_round = WILD_BY_ROUND.index(colour) + 1
    ok = all(WILD_BY_ROUND[r - 1] == colour for r in span)
    if which is None:
        assert isinstance(span, range)
        which = (
            f"{named}라운드 이후({span.start}~{span.stop - 1}라운드)"
            if span.start > named
            else f"{named}라운드 전({span.start}~{span.stop - 1}라운드)"
            if span.stop - 1 < named
            else f"{named}라운드부터 계속({span.start}~{span.stop - 1}라운드)"
        )
        which = which.replace(f"({span.start}~{span.start}라운드)", f"({span.start}라운드)")
    only = f"{josa(name, '은', '는')} {own_round}라운드에만 조커입니다"
    order = ", ".join(f"{r}라운드 {COLOUR_KO[WILD_BY_ROUND[r - 1]]}" for r in range(1, ROUNDS + 1))
    others = [r for r in span if WILD_BY_ROUND[r - 1] != colour]
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-wild-use",
        ("네, " if ok else "아니요, ") + only,
        f"조커 색은 라운드마다 바뀌고, 그 색 타일은 그 라운드에만 조커입니다. {only}"
        + (
            "."
            if ok
            else f": {', '.join(f'{r}라운드' for r in others)}에는 보통 {name} 타일입니다."
        ),
        f"{which}의 {name} 타일",
        [f"라운드별 조커 색: {order}."],
        [RULE_WILD_COLOUR],
        ok,
    )


# "보라 보라 보라 초록": tiles listed one by one, read as counts ("보라 3개 초록 1개")
_SP_LISTED = patterns.compile(
    rf"(?:{_SP_COLOUR}|조커|와일드)(?:\s*[,·]?\s*(?:{_SP_COLOUR}|조커|와일드)){{2,}}(?!\s*\d)"
)
# "뭐 가져가요?", "어떤 걸 골라야 돼?": which takes there are, the colour not chosen
_SP_WHICH = patterns.compile(r"뭐|뭘|무엇|무슨|어떤|어떻게|어느")


def _counted(listed: re.Match[str]) -> str:
    """ "보라 보라 보라 초록" → "보라 3개 초록 1개"."""
    words = re.findall(rf"{_SP_COLOUR}|조커|와일드", listed.group())
    counts: dict[str, int] = {}
    for word in words:
        counts[word] = counts.get(word, 0) + 1
    return " ".join(f"{word} {n}개" for word, n in counts.items()) + " "


def _every_choice(
    setup: dict[str, Any],
    source: int | str,
    held: dict[str, int],
    wild: str,
    round_no: int,
    round_said: bool,
    here: str,
) -> Computed | None:
    """What each colour lying there brings when chosen, as the engine takes it: "초록을 고르면
    초록 1장과 조커(보라) 1장, 조커(보라)만은 가져올 수 없습니다"."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import COLOUR_INDEX, COLOUR_KO

    def name(colour: str) -> str:
        ko = COLOUR_KO[COLOUR_INDEX[colour]]
        return f"조커({ko})" if colour == wild else ko

    allowed: list[str] = []
    refused: list[str] = []
    details: list[str] = []
    rules: list[str] = []
    for colour in sorted(held, key=lambda c: (c == wild, COLOUR_INDEX[c])):
        try:
            state = ENGINE.new_game(2, options={}, setup=setup)
            events = state.apply({"type": "take", "source": source, "colour": colour})
        except SetupError:
            return None
        except RuleViolation as refusal:
            refused.append(f"{name(colour)}만은 가져올 수 없습니다")
            details.append(f"{josa(name(colour), '을', '를')} 고르면: {refusal.message}")
            rules += [r for r in (refusal.rule_id,) if r]
            continue
        taken = next((e for e in events if e.get("type") == "take"), None)
        if taken is None or any(e.get("type") == "start-token" for e in events):
            return None  # the start token's penalty is another question
        own = sum(1 for c in taken["tiles"] if c == colour)
        wilds = len(taken["tiles"]) - own
        what = f"{name(colour)} {own}장" + (f"과 조커({name(wild)[3:-1]}) 1장" if wilds else "")
        allowed.append(f"{josa(name(colour), '을', '를')} 고르면 {what}")
        details.append(
            f"{josa(name(colour), '을', '를')} 고르면: "
            + " ".join(
                re.sub(r"^\S+\s+\d+[이가]\s+", "", str(e["text"]))
                for e in events
                if e.get("type") in ("take", "to-centre")
            )
        )
        rules += list(taken.get("rule_ids", []))
    if not allowed:
        return None
    held_text = ", ".join(f"{name(c)} {n}장" for c, n in held.items())
    when = (
        f"{round_no}라운드(조커 색: {name(wild)[3:-1]})"
        if round_said
        else f"라운드는 말하지 않아 조커 색이 {name(wild)[3:-1]}인 {round_no}라운드로 계산"
    )
    with_wild = wild in held
    first = [RULE_WILD_WITH_COLOUR] if with_wild else []
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-draft",
        ", ".join(allowed) + (", " + ", ".join(refused) if refused else ""),
        _draft_rule(False, with_wild, False)
        + (" 다른 색이 있는 곳에서 조커 색만 따로 가져올 수는 없습니다." if refused else ""),
        f"{when}, {here}에 {held_text}, 고를 색은 말하지 않음",
        details,
        list(dict.fromkeys([*first, *rules])),
        None,
    )


def _draft_rule(only_wild: bool, with_wild: bool, token: bool) -> str:
    """The rule a take follows, in a sentence."""
    if only_wild:
        text = "조커 색 타일만 남은 곳에서는 조커 한 장만 가져옵니다."
    elif with_wild:
        text = "고른 색의 타일을 모두 가져오고, 조커 색 타일이 있으면 한 장만 함께 가져옵니다."
    else:
        text = "고른 색의 타일을 모두 가져옵니다."
    if token:
        text += (
            " 이 라운드에 중앙에서 처음 가져왔으니 시작 플레이어 토큰을 받고, 가져온 타일 수만큼"
            " 점수를 잃습니다(1점 아래로는 내려가지 않음)."
        )
    return text


# Cases a question about another game reads the same way ("중앙에서 처음으로 빨강 3개 가져오면
# 몇 점 깎여?" is an Azul take too): with no game asked or detected, they are read only when the
# question names this game or uses its own words (:func:`tutor.qa_computed.compute`).
SHARED_KINDS = frozenset(
    {
        "summer-pavilion-start-token",
        # base Azul starts at 0 points and breaks ties by complete rows
        "summer-pavilion-tie",
        "summer-pavilion-start-score",
    }
)


def names_game(text: str) -> bool:
    """Whether the question names this game or uses a word only it has (조커 색, 보라 …)."""
    return bool(_SP_NAME.search(text) or _SP_ONLY.search(text))


KINDS = (
    "summer-pavilion-payment",
    "summer-pavilion-cost",
    "summer-pavilion-draft",
    "summer-pavilion-place-score",
    "summer-pavilion-leftover",
    "summer-pavilion-end-bonus",
    "summer-pavilion-setup",
    "summer-pavilion-wild",
    "summer-pavilion-start-token",
    "summer-pavilion-wild-use",
    "summer-pavilion-feature-bonus",
    "summer-pavilion-centre-colour",
    "summer-pavilion-tie",
    "summer-pavilion-start-score",
    "summer-pavilion-final",
)


# -- the wild colour of a round -------------------------------------------------------------
# "썸파 지금 3라운드인데 조커 색 보라 맞지?", "4라운드 와일드 무슨 색이야?"
_WC_WILD = patterns.compile(r"조커|와일드|wild")
_WC_ASKS = patterns.compile(
    r"무슨\s*색|어떤\s*색|어느\s*색|뭐|무엇|맞|색은|색이|인가|이야|야\?|지\?|죠|알려"
    # "3라운드 조커 색?", "4라운드 와일드는?": the question is the words alone
    r"|(?:조커|와일드|wild)\s*(?:색깔|색|컬러|칼라|color|colour)?\s*(?:은|는)?\s*[?？]+\s*$"
    # "2라운드 조커가 초록이라던데", "3라운드 조커 주황이래": a guess heard, ending the question
    r"|(?<=[가-힣])(?:라던데|라는데|래요|래|라더라|라고\s*(?:하던데|했어|함))\s*[?？.!~]*\s*$"
)
# what a round's wild does (taking, paying, keeping): other readers' questions
_WC_DECLINE = patterns.compile(
    r"가져|놓|놔|칸|별|공장|중앙|점수|몇\s*점|몇\s*(?:개|장)|\d\s*(?:개|장)|써|쓸|쓰|남|보관|버리|살|내"
)


# "4라운드에 노랑 조커야?", "1라운드 보라가 조커야?", "6라운드에 빨강 조커지?": a colour said
# to be the wild at the question's end is the guess (was read as the round's wild named, the
# verdict with no 네)
_WC_WILD_GUESS = patterns.compile(
    _SP_WILD_NAMED.pattern
    # "주황이 조커라던데", "보라가 조커라더라": the guess heard, ending the question
    + r"(?=(?<=라)(?:던데|는데|더라)?(?:요)?\s*+[.,!~]*+\s*+(?:맞[가-힣]*)?\s*+[?？!~.]*+\s*+$"
    r"|\s*(?:맞[가-힣]*)?\s*[?？!~.]*\s*$)"
)
# "다음 라운드", "그 다음 라운드"; "전 라운드", "지난 라운드", "직전 라운드"
_WC_NEXT = patterns.compile(r"(?<![가-힣])(?:그\s*)?(?:다음|담|next)\s*(?:라운드|round)")
_WC_PREV = patterns.compile(
    r"(?<![가-힣])(?:바로\s*)?(?:직전|이전|전|지난|저번|앞|previous)\s*(?:라운드|round)"
)
# rounds said some other way: "다다음 라운드", "4라운드 이후에", "3라운드 전에는", "끝나고"
_WC_OTHER_ROUNDS = patterns.compile(
    r"다다음|라운드\s*(?:이|가)?\s*(?:이전|이후|전에|후에|전까지|다음에|뒤에|뒤로|끝나|끝난|지나|부터|까지)"
    # "4라운드 다음 wild color?": the round after the one named, not said as "다음 라운드"
    r"|라운드\s*(?:이|가|의)?\s*(?:다음|담|후|뒤|전)(?!\s*(?:라운드|round))"
    r"|라운드" + _ROUND_EXCEPT.pattern
)


def summer_pavilion_wild_colour(text: str) -> Computed | None:
    """Which colour is wild in the round a question names, and whether the colour it
    guesses is that one, from the board's round order."""
    from tutor.games.summer_pavilion.board import COLOUR_KO, COLOURS, ROUNDS, WILD_BY_ROUND

    text = _without_names(text)
    if _WC_DECLINE.search(text) or not (_WC_WILD.search(text) and _WC_ASKS.search(text)):
        return None
    if not _SP_ROUND.search(text):
        return None  # a round must be named, not only implied by a colour
    # "3라운드야. 다음 라운드 조커는?", "4라운드 전 라운드": the round before or after
    shifts = [(m, 1) for m in _WC_NEXT.finditer(text)] + [(m, -1) for m in _WC_PREV.finditer(text)]
    if len(shifts) > 1 or _WC_OTHER_ROUNDS.search(text):
        return None  # "다다음 라운드", "4라운드 이후에": not one round
    for m, _step in shifts:
        text = text[: m.start()] + " " + text[m.end() :]
    # "조커가 빨강이면 마지막 라운드지?", "6라운드(조커 빨강) 맞지?": the colour is the guess of
    # the round's wild
    for wild_said in (_SP_WILD_IS, _SP_WILD_AFTER, _WC_WILD_GUESS):
        text = wild_said.sub(lambda m: f" {m.group('colour')} ", text)
    read = _read_round(text)
    if read is None:
        return None
    round_no, rest = read
    if round_no is None:
        return None
    base = round_no
    if shifts:
        round_no += shifts[0][1]
        if not 1 <= round_no <= ROUNDS:
            return None  # no round before the first, nor after the last
    named = {_SP_COLOUR_OF[m.group(0)] for m in re.finditer(_SP_COLOUR, rest)}
    if len(named) > 1:
        return None
    wild = WILD_BY_ROUND[round_no - 1]
    said = f"{round_no}라운드의 조커(와일드) 색은 {COLOUR_KO[wild]}입니다"
    ok: bool | None = None
    verdict, case = said, f"{round_no}라운드"
    if shifts:
        case = f"{base}라운드의 {'다음' if round_no > base else '앞'} 라운드인 {round_no}라운드"
    if named:
        guess = COLOURS.index(named.pop())
        ok = guess == wild
        verdict = ("네, " if ok else "아니요, ") + said
        case += f", 말한 색: {COLOUR_KO[guess]}"
    order = ", ".join(f"{r}라운드 {COLOUR_KO[WILD_BY_ROUND[r - 1]]}" for r in range(1, ROUNDS + 1))
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-wild",
        verdict,
        f"라운드마다 조커 색이 바뀌며, {said}.",
        case,
        [f"라운드별 조커 색: {order}."],
        [RULE_WILD_COLOUR],
        ok,
    )


# -- the set-up for a number of players ---------------------------------------------------
# "썸파 3인이면 공장 몇 개?", "4명이서 하면 공급처에 타일 몇 장 깔아요?"
_SU_WHAT = patterns.compile(
    r"공장|팩토리|진열판|전시판|공급처|보급처|서플라이|supply|factory"
    r"|타일[^?.!]{0,12}(?:나와|나오|깔|놓|올리|올려|채우|채워|펼쳐)"
)
# the rest of a game: taking, placing, scoring, refilling during play; base Azul's wall,
# pattern lines and floor line; how many tiles a turn, a corner or a line takes ("한 턴에 타일
# 몇 개 놓을 수 있어?", "귀퉁이에 몇 개"), which is no set-up
_SU_DECLINE = patterns.compile(
    r"라운드|별|바닥|감점|점수|몇\s*점|가져|골라|고르|중앙|남으면|남은|비면|없으면|보너스|조커"
    r"|와일드|채워\s*(?:줘|주)|벽|패턴|줄|라인|귀퉁이|모서리|코너|보관|탑|이어[지져진]|연결|옆|완성"
    r"|(?:한|매|각)\s*(?:턴|차례|번에)|턴\s*(?:에|마다|당)|차례\s*(?:에|마다|당)|수\s*(?:있|없)"
    r"|떨어지|떨어졌|다\s*쓰|리필|보충|다시"
)
# "공장 5개 맞아?", "공장 7개야?": a number of factories guessed
_SU_CLAIM = patterns.compile(
    rf"(?:공장|팩토리|전시판)\s*(?:이|은|는|을|를|수는?|수가)?\s*(?P<n>\d+|{NATIVE})\s*(?:개|장)?\s*"
    r"(?:맞|야(?![가-힣])|이야|인가|이지|지\s*\?|죠|쓰는\s*거\s*맞|써\?|쓰지)"
)
ENTRY_SETUP_TABLE = "azul-summer-pavilion.setup.table"
ENTRY_PENALTY_FLOOR = "azul-summer-pavilion.faq.penalty-floor"
ENTRY_START_TOKEN_PENALTY = "azul-summer-pavilion.faq.start-token-penalty"
ENTRY_ONLY_WILDS = "azul-summer-pavilion.faq.only-wilds"
ENTRY_TWO_WILDS = "azul-summer-pavilion.faq.two-wilds"
# wilds said to be all a source holds ("조커 색 타일만", "와일드뿐")
_WILDS_ALONE = patterns.compile(
    r"(?:조커|와일드)\s*(?:색)?\s*(?:타일)?\s*(?:만|뿐)|(?:조커|와일드)\s*밖에"
)
ENTRY_WILD_ON_OWN_STAR = "azul-summer-pavilion.faq.wild-on-own-star"
ENTRY_WILD_ON_OTHER_STAR = "azul-summer-pavilion.faq.wild-on-other-star"
ENTRY_OVERVIEW = "azul-summer-pavilion.overview.goal"


def summer_pavilion_setup(text: str) -> Computed | None:
    """How many factories a game for N players uses, the tiles on them and in the supply,
    from the engine's own set-up."""
    from tutor.games.summer_pavilion import ENGINE

    if not _SP_NAME.search(text) and _BASE_NAMED.search(text):
        return None  # the base game named alone
    named = bool(_SP_NAME.search(text))
    text = _without_names(text)
    if re.search(r"\d\s*(?:~|-|–|에서|부터)\s*\d\s*(?:인|명)", text):
        return None  # "2~4인": every count from two to four (was read as four)
    players = players_named(text)
    if players is None and not re.search(r"\d", text):
        return _supply_alone(text, named)
    claims = list(_SU_CLAIM.finditer(text))
    if len(claims) > 1:
        return None
    if players is None or not (_SU_WHAT.search(text) and (SETUP_ASKS.search(text) or claims)):
        return None
    if _SU_DECLINE.search(text):
        return None
    state, refused = set_up(
        ENGINE, SUMMER_PAVILION, "summer-pavilion-setup", "여름 별장", players, ENTRY_OVERVIEW
    )
    if refused is not None:
        return refused
    factories = len(state.factories)
    tiles = sum(sum(f) for f in state.factories)
    each = tiles // factories
    supply = sum(state.supply)
    verdict = f"공장 {factories}개(타일 {tiles}장), 공급처 {supply}장"
    ok: bool | None = None
    case = f"{players}명 게임"
    if claims:
        # "썸파 2인이면 공장 5개 맞아?": the count guessed
        guess = _count(claims[0].group("n"))
        if re.search(
            r"\d", PLAYER_COUNT.sub(" ", text[: claims[0].start()] + text[claims[0].end() :])
        ):
            return None
        ok = guess == factories
        verdict = ("네, " if ok else "아니요, ") + verdict
        case += f", 말한 공장 수: {guess}개"
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-setup",
        verdict,
        f"{players}명이면 공장 {factories}개에 {each}장씩 모두 {tiles}장을 올리고, 점수판의 "
        f"공급처에 {supply}장을 놓습니다.",
        case,
        [f"공장 {factories}개 × {each}장 = {tiles}장", f"공급처 {supply}칸에 한 장씩"],
        [RULE_SETUP_FACTORIES, ENTRY_SETUP_TABLE],
        ok,
    )


# "점수판 가운데 공급처 칸에는 타일 몇 개 깔아요?": the supply, the same for every number of
# players ("점수판 가운데" is where it lies, not the table's centre)
_SU_SUPPLY = patterns.compile(r"공급처|보급처|서플라이|supply")
_SU_SUPPLY_PLACE = patterns.compile(
    r"점수\s*(?:판|보드|트랙)\s*(?:의)?\s*(?:가운데|중앙|한가운데)\s*(?:에\s*있는|에|의)?"
)
_SU_SUPPLY_SET = patterns.compile(r"깔|세팅|셋팅|셋업|준비|처음|시작|놓|올려|올리|둬|두나|두는")


def _supply_alone(text: str, named: bool) -> Computed | None:
    """How many tiles the supply is set up with, asked with no number of players: the
    engine's set-up for each number, which must agree. ``named``: the question names the game
    (else it must say tiles or spaces: Indigo's "보석 공급처" is a supply too)."""
    from tutor.engine import SetupError
    from tutor.games.summer_pavilion import ENGINE

    text = _SU_SUPPLY_PLACE.sub(" ", text)
    if not (_SU_SUPPLY.search(text) and SETUP_ASKS.search(text) and _SU_SUPPLY_SET.search(text)):
        return None
    if re.search(
        r"공장|팩토리|진열판|전시판|factory|인원|명|인(?![가-힣])", text
    ) or _SU_DECLINE.search(text):
        return None  # the factories (their number is the players'), or the rest of a game
    if re.search(
        r"(?<![가-힣])빈|빈\s*(?:칸|자리|곳)|비어|비었|비면|채우|채워|채울|보충|리필", text
    ):
        return None  # "공급처 빈칸에 몇 개 놓아요?": a refill during the game
    if not (named or re.search(r"타일|칸", text)) or re.search(
        r"보석|젬|gem|인디고|나빗길|토큰|카드", text
    ):
        return None  # tiles not said: Indigo's supply of gems ("보석 공급처") is another game's
    supplies = set()
    for players in range(ENGINE.min_players, ENGINE.max_players + 1):
        try:
            supplies.add(sum(ENGINE.new_game(players, seed=0).supply))
        except SetupError:
            return None
    if len(supplies) != 1:
        return None
    (supply,) = supplies
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-setup",
        f"공급처 {supply}장",
        f"몇 명이 하든 주머니에서 {supply}장을 뽑아 점수판 가운데의 공급처 {supply}칸에 한 장씩 "
        "놓습니다.",
        f"공급처 준비, 인원수는 말하지 않음({ENGINE.min_players}~{ENGINE.max_players}명 모두 같음)",
        [f"공급처 {supply}칸에 한 장씩", "공급처 타일은 보너스로만 가져갈 수 있습니다."],
        [RULE_SETUP_FACTORIES],
        None,
    )


# "그리고 4번도 놓으면?", "그럼 ... 몇 점?": a second question after the first
_SECOND_QUESTION = patterns.compile(
    r"[?？]\s*(?:그리고|그럼|그러면|그럼\s*또|또|근데|그\s*다음|다음엔|그\s*뒤|이어서)\s*[^?？]*"
    r"(?:[?？]|몇|뭐|돼|되|어떻게|어케|놓으면|가져)"
    # another case after the question, said as a condition alone ("몇 점 잃어? 6라운드면?",
    # "몇 점 깎여? 조커도 같이 오면?": was the last case read, or the first, for both)
    r"|[?？]\s*[^?？.!]{1,30}(?<![0-9])면\s*[?？]*\s*$"
    # another space or round, its own guess after the first ("1번 놓으면 1점이지? 2번은 2점이고?",
    # "3라운드 조커 주황 맞지? 4라운드는 노랑이고?": the second was read into the first's case,
    # "2점" of the 1)
    r"|[?？]\s*+(?:그리고\s*+|그럼\s*+)?[^?？.!]{0,12}?(?:[0-9]|[가-힣])\s*+(?:번|라운드|칸)"
    r"\s*+(?:은|는|도|에는|엔)\s++[^?？.!]{1,20}?(?:이고|고|이야|야|이지|지)\s*+[?？]*\s*$"
)
# a fact of the case asked before the question ("파란 별 4번 있나? 5번 놓으면 몇 점이야?", "게임
# 끝났어? 귀퉁이에 3개 있으면 몇 점 빠져?"): not told, so no case (was read as told)
_FACT_ASKED_FIRST = patterns.compile(
    r"(?:(?:\d\s*번|칸|별)\s*(?:에|에는|은|는|이|가)?\s*(?:타일\s*(?:이|가|은|는)?\s*)?"
    r"(?:있|찼|채웠|채워졌|놨|놓았|놓였)"
    r"|끝났|완성했|완성됐|완성\s*됐|가져갔|패스했)"
    r"(?:나|니|냐|어|나요|어요|는지|지)\s*[?？]\s*[^?？]*(?:몇|얼마|어떻게|어케|[?？])"
)
# English names of a wild ("wild 2개"), read as the Korean
_WILD_ENGLISH = patterns.compile(r"(?<![a-z])(?:wilds?|jokers?)(?![a-z])")
# "4R", "4r에", "R4": a round written the English way; "삼라운드": its number in Sino-Korean
# (일/이 left out: "이 라운드" is this round)
_ROUND_LETTER = patterns.compile(
    r"(?<![0-9a-z])(?:(?P<n>[1-6])\s*r|r\s*(?P<m>[1-6]))(?![0-9a-z])(?!\s*(?:개|장|점|번|칸))"
)
_ROUND_SINO = patterns.compile(r"(?<![가-힣])(?P<w>삼|사|오|육)\s*(?=라운드)")
_SINO_NUMBER = {"일": "1", "이": "2", "삼": "3", "사": "4", "오": "5", "육": "6"}
# "빨간 별 사 번 칸", "삼번 칸": a space numbered the Sino-Korean way, as speech-to-text writes
# it, where 칸 makes it a number ("이번 칸", this space, is not: 일 and 이 take a space)
_SPACE_SINO = patterns.compile(
    r"(?<![가-힣])(?:(?P<w>일|이|삼|사|오|육)\s+|(?P<v>삼|사|오|육))번\s*(?=칸|자리)"
)
# "노란 별 육 번", "파란별 사번 오번 있는데 육번": a space numbered the Sino-Korean way with no
# 칸, right after its star or after another space numbered (일 and 이 only with a space:
# "빨간 별 이번에" is "this time")
_SPACE_SINO_LISTED = patterns.compile(
    # right after the star (일 and 이 only before another space, or a word of its being
    # filled or empty: "빨간 별 이 번에" may be "this time")
    r"(?:(?<=별)|(?<=별\s))"
    r"(?:(?P<w>일|이)\s+번(?=\s*(?:이랑|랑|하고|,)?\s*(?:[1-6]|일|이|삼|사|오|육)\s*번"
    r"|\s*(?:이|가|은|는|도|을|를)?\s*(?:비어|비었|없|있|채우|채웠|채워|찼|놓|놔))"
    r"|(?P<v>삼|사|오|육)\s*번)(?!\s*째)"
    # after another space numbered
    r"|(?:(?<=[1-6]번)|(?<=[1-6]번\s)|(?<=[1-6]번,)|(?<=[1-6]번,\s)"
    r"|(?<=[1-6]번이랑\s)|(?<=[1-6]번하고\s)|(?<=[1-6]번과\s)|(?<=[1-6]번랑\s))"
    r"(?:(?P<x>일|이)\s+|(?P<y>삼|사|오|육)\s*)번(?!\s*째)"
    # "… 있는데 육번 놓으면": the space a tile goes to, before the verb that puts it
    # ("…있는데오번놓으면": glued to the clause before it, after its 데 or 고)
    r"|(?:(?<![가-힣])|(?<=는데)|(?<=있고))(?P<u>삼|사|오|육)\s*번"
    r"(?=\s*(?:칸|자리)?\s*(?:에|을|를|에다)?\s*(?:먼저\s*|바로\s*)?(?:놓|놔|두|둬|채))"
)
# "라운드 6": the round's number after the word
_ROUND_AFTER = patterns.compile(
    r"(?<![0-9째첫막])(?<![0-9째첫막]\s)라운드\s*([1-9])(?![0-9])"
    r"(?!\s*(?:번째\s*)?(?:라운드|개|장|점|번|명|인|칸))"
)


# "쓸 수 없지?", "안 되지?": a question asked in the negative, where 네/아니요 would read
# backwards (the statement alone is right either way)
_NEGATIVE_END = patterns.compile(
    # ("조커 없이?": without, a condition added, no question in the negative)
    r"(?:없(?!이\s*[?？])|않|못\s*\S+|안\s*\S+)[가-힣]*\s*[?？]+[?？!.~ㅠㅜ\s]*$"
    r"|(?:없|않)(?:지|나요|나|니|냐|죠|을까)\s*[!.~ㅠㅜ]*$"
)


# the words after a draft question's mark that say where tiles lie and nothing else:
# "... 가져올 수 있나요? 공장엔 빨강 2장 파랑 2장"
_DISPLAY_AFTER = patterns.compile(
    r"[?？]\s*(?P<tail>(?:공장|팩토리|전시판|중앙|가운데|센터)\s*(?:에|엔|에는|에서)?\s*[^?？]*)$"
)


# "접시에 빨강 2개", "원판 위에", "판 하나에 초록 2": a factory display by the names players
# give it (원판 and 판 only where tiles lie on it: "원판 아줄" is the base game, "이번 판" this game;
# "상대 판에 노란 별 6번": a star on it is a player's board, was read as a factory and declined)
_PLATE = patterns.compile(
    r"(?<![가-힣])접시(?=\s*(?:들)?\s*(?:하나|한\s*개|위|에|엔|에는|에서|이|가|은|는|을|를|마다|\d))"
    r"|(?<![가-힣])(?<!이번\s)(?<!이\s)(?<!한\s)(?<!첫\s)(?<!다음\s)(?<!두\s)(?<!세\s)(?:원판|판)"
    rf"(?=\s*(?:하나|한\s*개)\s*(?:에|위)|\s*위\s*에|\s*(?:에|엔|에는)\s*{_SP_COLOUR}(?!\s*(?:색\s*)?별))"
)
# "빨간 별 5짜리 칸", "6개짜리 자리": a space named by its price, which is its number (never
# after a number said: "4번 칸(5개짜리)", "4번 5개짜리 칸" say two)
_PRICED_SPACE = patterns.compile(
    r"(?<![0-9])(?<!번)(?<!번\s)(?<!\()(?P<n>[1-6])\s*(?:개|장)?\s*짜리\s*(?=칸|자리|공간)"
)
# "원래 3점이었거든요", "전에 5점이었는데", "저 4점밖에 없는데": the score before what is
# asked, said in passing (never "3라운드 전에": a score since changed; "전에" only before a
# take said done, "아까" never: before a take still to come, it may have changed since)
_SCORE_BEFORE = patterns.compile(
    r"(?<![가-힣])(?:점수\s*(?:는|가|은)?\s*)?(?:원래는?|기존에는?|기존엔"
    r"|(?P<earlier>(?<!라운드)(?<!라운드\s)(?<!조금\s)(?<!좀\s)(?<!방금\s)(?<!아까\s)(?:이\s*)?전에는?))"
    r"\s*(?:점수\s*(?:는|가|은)?\s*)?(?<![0-9])(?P<n>\d{1,3})\s*점\s*(?:이었|였)\S*"
    r"|(?<![가-힣])(?:나|저|난|전|내가|제가)\s*(?<![0-9])(?P<m>\d{1,3})\s*점\s*(?:밖에\s*없|뿐)\S*"
)


# what someone said, after what they said ("…이라는데", "…래요", "…라고 했는데"): the endings
# of a claim reported (the hearsay reader's and the start score's)
_SAID_THAT = r"(?:라는데|라던데|래요|래|라고\s*(?:하는데|해요|했어요|했는데|하던데|함))"
# "친구가 2점이래요. 맞아요?", "친구가 조커는 빼고 3점만 깎인다는데 맞아요?", "32점이라는데
# 맞나요?": points someone claims, asked to be checked
_HEARSAY = patterns.compile(
    r"(?<![0-9])(?P<points>\d{1,3}\s*점)(?P<tail>[^.?!？0-9]{0,12}?)"
    rf"(?P<said>(?:이)?{_SAID_THAT}"
    r"|다는데|다던데|대요|대|다고\s*(?:하는데|해요|했어요|했는데|하던데|함))"
    r"\s*[.,!~]*\s*(?:(?P<ask>(?:그거\s*|그게\s*)?(?:맞|진짜|정말|사실))"
    # "친구가 4점이래", "3점 깎인다던데": the claim ending the question, checked all the same
    r"|(?=[?？!~.]*\s*$))"
)
# "친구가 중앙에서 처음 가져가도 감점 없대", "… 된대 진짜야?": any claim ending the question
# (its ask, if any, dropped: the claim is what is asked)
_HEARSAY_END = patterns.compile(
    rf"(?<=[가-힣])(?:{_SAID_THAT}|다는데|다던데|대요|대|다고\s*(?:하던데|했어|함|하더라|그러던데))"
    r"(?P<ask>\s*[.,!~]*\s*(?:그거\s*|그게\s*)?(?:맞|진짜|정말|사실)[가-힣]*)?\s*[?？!~.]*\s*$"
)
# "가져가도", "놓으면": a move said as a condition in a claim, no move the speaker made
_CONDITIONAL_ACT = patterns.compile(
    r"(?:가져|집|놓|놔|패스|보관|채우|채워|완성|둘러)[가-힣]*?"
    r"(?:(?:으면|면|도)(?![가-힣])|\s*(?:할|을|ㄹ)?\s*(?:때|수\s*(?:있|없)))"
)
# the ending of a claim reported, anywhere ("… 감점이래", "… 된다는데"): the one named before it
# says it, and did not do it
_HEARSAY_SAID = patterns.compile(
    rf"(?:{_SAID_THAT}|다는데|다던데|대요)(?![가-힣])|다고\s*(?:하|했|그러)"
)
# "… 된대 맞아?", "놓을 수 있다는데 진짜?": a move claimed possible, then checked
_HEARSAY_CAN = patterns.compile(
    r"(?:된|가능하|놓을\s*수\s*있|놔도\s*된|놓아도\s*된|놓는)"
    r"(?:대|다는데|다던데|대요|다고\s*(?:하는데|해요|했어요|했는데|하던데|함))"
    r"\s*[.,!~]*\s*(?:그거\s*|그게\s*)?(?:맞|진짜|정말|사실)"
)
# the one who claims it, opening the claim's sentence ("친구가 ...", "근데 상대는 ...", after
# the game's name): the claim is about the asker's case, and the speaker no player of it
_HEARSAY_SPEAKER = patterns.compile(
    rf"^\s*(?:(?:아줄\s*)?(?:{_SP_NAME.pattern})\s*(?:에서|은|는|인데|하는데)?\s*,?\s*)?"
    r"(?:(?:근데|그런데|그리고|그래서|아니\s*근데)\s*,?\s*)?"
    r"(?P<who>(?:친구|상대방|상대|다른\s*(?:사람|플레이어|분)|동생|형|누나|언니|오빠|엄마|아빠|남편|아내"
    r"|와이프|남친|여친)\s*(?:들)?\s*(?:가|이|는|은|도)?\s+)"
)
# a move said in the claim's sentence ("친구가 중앙에서 처음 가져갔는데 3점 깎였대"): the speaker's
# own, whose score (or board) is not the asker's
_HEARSAY_ACTS = patterns.compile(
    # ("완성 보너스": the bonus's name, no move)
    r"가져|집었|집어|놓|놨|놔|두었|뒀|패스|보관|남았|남아|채웠|채워|완성(?!\s*보너스)|덮"
)
# the speaker said to speak of themselves ("친구가 자기는 29점이래", "상대가 본인은 ..."): their
# own score, not the asker's
_HEARSAY_OWN = patterns.compile(r"(?<![가-힣])(?:자기|자긴|본인|지가)")


def _hearsay_read(text: str) -> str:
    """The question with a claim someone made read as the asker's own (points guessed, or a
    placement said to stand): the speaker that opens the claim's sentence dropped (when no
    other player is named in it), and a claim
    said as a noun ("2점이래요. 맞아요?") said as a guess ("2점 맞아요?"). Unchanged unless
    the question checks exactly one claim."""
    points_claimed = True
    claims = list(_HEARSAY.finditer(text))
    if not claims:
        # "친구가 1라운드에 빨강 1 보라 2로 빨간 별 3번 된대 맞아?": a placement claimed, its
        # tiles and space said in the claim (was declined, the speaker read as the tiles' owner)
        points_claimed = False
        claims = list(_HEARSAY_CAN.finditer(text))
    if not claims:
        # "친구가 중앙에서 처음 가져가도 감점 없대": a claim of another kind, the whole
        # question, checked as "… 맞아?" (was declined, the speaker read as a player)
        claims = list(_HEARSAY_END.finditer(text))
        if len(claims) != 1 or re.search(r"[?？]", text[: claims[0].start()]):
            return text
        m = claims[0]
        speaker = _HEARSAY_SPEAKER.match(text)
        said = text[speaker.end() : m.start()] if speaker else ""
        if (
            speaker is None
            # (a score said in it: the speaker's own, "친구가 3점인데 …")
            or re.search(r"[.!,]|\d\s*점", said)
            or _players(said)
            or _HEARSAY_ACTS.search(_CONDITIONAL_ACT.sub(" ", said))
            or _HEARSAY_OWN.search(said)
        ):
            return text
        claim = text[speaker.end() : m.start("ask")] if m.group("ask") else text[speaker.end() :]
        return f"{text[: speaker.start('who')]} {claim.rstrip(' ?？!~.')} 맞아?"
    if len(claims) != 1:
        return text
    m = claims[0]
    if points_claimed and m.group("ask") is None:
        # "4점이래", "3점 깎인다던데": the claim ending the question, asked as a guess
        noun = not m.group("tail").strip() and m.group("said")[0] in "이라래"
        text = text[: m.end("points" if noun else "tail")] + (" 맞아?" if noun else "다는 거 맞아?")
    elif points_claimed and not m.group("tail").strip() and m.group("said")[0] in "이라래":
        text = text[: m.end("points")] + " " + text[m.start("ask") :]
    start = max(text.rfind(c, 0, m.start()) for c in ".?!？,") + 1
    speaker = _HEARSAY_SPEAKER.match(text[start : m.start()])
    if speaker is None:
        return text
    said = text[start + speaker.end() : m.start()]
    if (
        _players(said)
        or _HEARSAY_ACTS.search(_CONDITIONAL_ACT.sub(" ", said))
        or _HEARSAY_OWN.search(said)
    ):
        return text  # the speaker's own move ("친구가 ... 가져갔는데 3점 깎였대"), or another's
    return text[: start + speaker.start("who")] + " " + text[start + speaker.end("who") :]


_NOT_AT_END = patterns.compile(r"(?<=[0-9가-힣a-zA-Z\s])(?<![.?!,]\s)아님(?=\s*(?:[.,!~?？]|$))")
# "빨간 별 완성 x", "1번 X 2번 O": a fact marked not so (was read as so: the star counted, the
# space filled); never "5x5", "X자"
_MARKED_NOT = patterns.compile(r"(?<=[가-힣0-9])\s+[xX✕✗×](?=\s|[.,!?？]|$)")
_NOT_INSIDE = patterns.compile(r"(?<=[0-9가-힣a-zA-Z])\s*아님\s+(?=[0-9가-힣])")


# the typos first-time players make in this reader's words ("가저와도", "있는데" as "잇는데",
# "감점잇어", "깍여", "가져와두 됨"), read as meant
_TYPOS = (
    (patterns.compile(r"가저(?=[가오와갈올간온])"), "가져"),
    (patterns.compile(r"(?<=[가-힣\s])잇(?=는데|어|음|나)"), "있"),
    (patterns.compile(r"깍(?=[여이인였임])"), "깎"),
    (patterns.compile(r"(?<=[와가어아])두(?=\s*(?:돼|되|됨|괜찮))"), "도"),
)


# "2점? 아니면 3점?", "3점이야 아니면 4점이야?": two points guessed, one or the other, ending the
# question
_EITHER_POINTS = patterns.compile(
    r"(?<![0-9])\d{1,3}\s*점\s*(?:이야|이지|인가|이에요|임|이냐)?\s*[?？]*\s*,?\s*"
    r"(?:아니면|혹은|또는)\s+(?<![0-9])\d{1,3}\s*점\s*(?:이야|이지|인가|이에요|임|이냐)?\s*[?？]*\s*$"
)


def _prepared(text: str) -> str | None:
    """The question as the readers read it: corrections applied, a claim someone made read
    as a guess, wilds named in English and rounds numbered after the word read the Korean
    way, a factory called a plate, a space named by its price, and a score said in passing as
    the score now; None for two questions in one."""
    for typo, meant in _TYPOS:
        text = typo.sub(meant, text)
    # "6번 놓으면 2점? 아니면 3점?": the points asked as one of two guessed, read as asked
    # (was two questions); the answer is then the plain points, neither a yes nor a no
    text = _EITHER_POINTS.sub(" 몇 점?", text)
    corrected = _corrected(text)
    if corrected is None or _SECOND_QUESTION.search(corrected):
        return None
    if _FACT_ASKED_FIRST.search(corrected):
        return None
    # "아님", the short "not" ("6라운드 아님", "찬 거 아님."; was no negation the readers know,
    # so "6라운드 아님" read round 6): at the end of its clause it is "아니야"; inside one it may
    # be "or" as well ("빨강 아님 파랑"), which is not told
    if _NOT_INSIDE.search(corrected) or _MARKED_NOT.search(corrected):
        return None
    corrected = _NOT_AT_END.sub("아니야", corrected)
    corrected = _hearsay_read(corrected)
    if not _SP_STAR.search(corrected) and len(_SP_STAR_UNSAID.findall(corrected)) == 1:
        # "조커가 초록일때 빨강 3번칸에 빨강1개 초록2개 내도 돼?": the star named by its colour
        # alone (a usability pass's question: was not read, the round chart shown instead)
        corrected = _SP_STAR_UNSAID.sub(
            lambda m: f"{m.group('star')} 별 {m.group('space')}번 칸", corrected
        )
    corrected = _ROUND_LETTER.sub(lambda m: f"{m.group('n') or m.group('m')}라운드", corrected)
    corrected = _ROUND_SINO.sub(lambda m: _SINO_NUMBER[m.group("w")], corrected)
    corrected = _SPACE_SINO.sub(
        lambda m: f"{_SINO_NUMBER[m.group('w') or m.group('v')]}번 ", corrected
    )
    # (each in turn: a space read is what the next one follows)
    while (listed := _SPACE_SINO_LISTED.search(corrected)) is not None:
        said = next(w for w in listed.group("w", "v", "x", "y", "u") if w)
        number = _SINO_NUMBER[said]
        corrected = f"{corrected[: listed.start()]}{number}번{corrected[listed.end() :]}"
    corrected = _PLATE.sub("공장", corrected)
    corrected = _PRICED_SPACE.sub(lambda m: f"{m.group('n')}번 ", corrected)
    # the only score the question says (with another, which is now is not clear)
    # (and none said now: "원래 5점이었는데 지금은 ..." says it changed)
    if len(re.findall(r"(?<![0-9])\d{1,3}\s*점", corrected)) == 1 and not re.search(
        r"지금|현재|이제", corrected
    ):
        done = bool(re.search(r"가져(?:왔|갔|가서|와서|온|간)|집었", corrected))
        corrected = _SCORE_BEFORE.sub(
            lambda m: (
                m.group(0)
                if m.group("earlier") and not done
                else f" 점수는 지금 {m.group('n') or m.group('m')}점인데 "
            ),
            corrected,
        )
    return _ROUND_AFTER.sub(r"\1라운드", _WILD_ENGLISH.sub("조커", corrected))


# -- a position narrated at length ------------------------------------------------------------
# "처음 해보는데요. 지금 2라운드고 ... 제 점수는 12점이에요. ... 놓으면 몇 점 받아요?": what
# such a question says besides the case is dropped, clause by clause, for the readers whose
# answer it cannot change

# a house rule or a variant asked about ("하우스룰로 패스 감점 없이 하는데", "조커를 두 장씩
# 가져가기로 했는데", "변형 규칙 쓰면"): the engine plays the official rules only
_HOUSE_RULE = house_rule(
    r"변형\s*해서"
    r"|우리\s*(?:집|끼리|는|가족)\S*\s*(?:[^?？.]*\s)?\S*(?:기로\s*(?:했|하)|식으로|룰)"
)
# a fact of the position not known to the asker ("6번 칸은 기억이 안 나요", "처음인지 아닌지
# 모르겠어요"): the case is not told
_UNSURE = patterns.compile(
    r"기억\s*(?:이|은|도)?\s*(?:잘\s*)?(?:안\s*나|안나|없|가물)|생각\s*(?:이|은)?\s*(?:잘\s*)?안\s*나|가물가물"
    r"|(?:인지|는지|은지|던지)\s*(?:아닌지|안\s*\S+지|아니었는지)\s*(?:잘\s*)?(?:모르|헷갈|기억)"
    r"|확실\s*(?:하지|치)\s*(?:않|않아|못)"
    # "파랑이 있는지 모르겠는데" (not "놓을 수 있는지": the question itself); a past fact
    # ("완성됐는지 모르겠는데", "처음 가져갔는지 헷갈려": was read as said)
    r"|(?<!수\s)(?<!수)(?:있|없|놓였|찼|채워졌|됐|했|났|갔|었|았|였)는지\s*(?:잘\s*)?"
    r"(?:모르|모름|몰라|기억|헷갈)"
    # "지금은 몇 점인지 모르겠어요": the score not known
    r"|몇\s*점\s*인지\s*(?:잘\s*)?(?:모르|모름|몰라|기억|헷갈)"
    # "가져간 게 처음인지 모르겠는데", "몇 라운드인지 헷갈려": a fact of the case said of a noun
    # as not known (was read as said: the first take, "3점을 잃습니다")
    r"|(?:처음|첫\s*번째|먼저|두\s*번째|마지막|라운드|조커|와일드)\s*(?:이었|였)?\s*인지\s*(?:잘\s*)?"
    r"(?:모르|모름|몰라|기억|헷갈)"
    # "4번 5번 있었나 6번 놓으면", "있었던 것 같은데", "있을 수도 있는데": a fact of the case
    # guessed, not said (was read as said: "3점, 보너스 타일 3장")
    r"|(?:있었|찼었|놓였었|채웠었)(?:나|던가)(?![가-힣])"
    r"|(?:있었던|있던|찼던|채웠던|놓였던|놨던|가져갔던|가져왔던)\s*(?:것|거)\s*같"
    r"|(?:있|찼|놓였|채웠|가져갔|가져왔)을\s*수도\s*있"
)
# a choice weighed ("채우는 게 나아요 아니면 ... 나아요?", "어디 놓는 게 좋아요?"): strategy,
# which no rule decides
_STRATEGY = patterns.compile(
    r"(?:게|건|것이|편이)\s*(?:더\s*)?(?:나아|나을|낫|좋아|좋을|좋은|좋나|유리|이득|효율)"
    r"|뭐가\s*(?:더\s*)?(?:나아|나을|낫|좋|유리)|전략|추천|노리는\s*게"
)
# words of the asker's situation that change no case: the game tried for the first time, a
# question announced, whose turn it is, who is playing ("친구랑 둘이 하는 중인데", "4인으로
# 하는데")
_NARRATION_CONTEXT = patterns.compile(
    r"(?:아줄\s*:?\s*)?(?:여름\s*별장\s*)?(?:처음|첨)\s*(?:해\s*보|해보|하)(?:는|고\s*있는)\s*(?:중\s*)?(?:인데|데)요?\s*[.,!~]*"
    r"|(?:(?<![가-힣])(?:아줄\s*:?\s*)?여름\s*별장\s*|(?<![가-힣]))질문\s*(?:이요|요|있어요|있습니다|드려요|드립니다|좀요?)\s*(?:[ㅎㅋ]+\s*)?[.,!~]*"
    r"|(?<![가-힣])(?:친구|가족|동생|와이프|남편|애들|아이들|지인)\s*(?:들)?\s*(?:둘|셋|[1-3]\s*명)?\s*"
    r"(?:이랑|랑|와|하고)\s*(?:둘이서|셋이서|넷이서|둘이|셋이|넷이|[2-4]\s*명이서|[2-4]\s*인\s*으로)?\s*"
    r"(?:게임\s*)?(?:하는\s*중\S*|하는데\S*|하고\s*있는데\S*|게임\s*중\S*|치는\s*중\S*)"
    r"|(?<![가-힣])[2-4]\s*(?:인|명)\s*(?:게임\s*)?(?:으로|이서)?\s*(?:하는데|하는\s*중\S*|게임\s*중\S*)\S*"
    r"|(?<![가-힣])(?:지금\s*)?(?:내|제)\s*(?:차례|턴)\s*(?:야|예요|에요|이에요|이고|고|인데|입니다|임)?\s*[.,]?"
)
# the score the asker has now ("제 점수는 지금 12점이에요", "점수 22점.", "나 지금 40점"):
# dropped for the answers it cannot change; a pass's points lost are told from it (they stop
# at 1)
_NARRATION_SCORE = patterns.compile(
    r"(?<![가-힣])(?:(?:지금|현재)\s*)?(?:(?:내|제|나의|저의)\s*)?점수\s*(?:는|가|은)?\s*(?:(?:지금|현재)\s*)?"
    r"(?<![0-9])\d{1,3}\s*점\s*(?:이었어요|이었어|이었고|이에요|이예요|예요|입니다|이고|이야|인데|임|이었음)?\s*[.,]?"
    r"|(?<![가-힣])(?:나|저)\s*(?:는\s*)?(?:지금|현재)\s*(?<![0-9])\d{1,3}\s*점\s*"
    r"(?:이에요|예요|입니다|이고|이야|인데|임)?\s*[.,]?"
    # "지금 8점인데", "나 8점인데", "내가 8점이야": the score said with its copula (was left
    # unread, the pass declined)
    r"|(?<![가-힣])(?:(?:지금|현재)|(?:나|저)\s*(?:는)?|내가|제가)\s*(?<![0-9])\d{1,3}\s*점\s*"
    r"(?:이에요|예요|입니다|이고|이야|인데|임)(?![가-힣])\s*[.,]?"
    # "지금 3점이면", "현재 10점일 때": the score now, said as the case's condition
    r"|(?<![가-힣])(?:지금|현재)\s*(?<![0-9])\d{1,3}\s*점\s*(?:이면|이라면|일\s*때)(?![가-힣])\s*[.,]?"
    # "지금 3점밖에 없음": the score said with how little it is
    r"|(?<![가-힣])(?:지금|현재)\s*(?<![0-9])\d{1,3}\s*점\s*(?:밖에|뿐)\s*(?:없\S*|이\S*|인\S*)?\s*[.,]?"
)
# the round it is now ("지금 2라운드고", "3라운드에", "지금 5라운드,"): nothing a tile placed
# scores depends on it
_NARRATION_ROUND = patterns.compile(
    r"(?:(?:지금|현재)\s*)?(?<![0-9])[1-6]\s*라운드"
    # the round it is, not its end or the time around it ("6라운드 끝났어요", "3라운드 전에")
    r"(?!\s*(?:이|가|은|는|도)?\s*(?:끝|종료|마지막|전|후|뒤|다음|이후|이전|지나|넘))"
    r"\s*(?:이고|고|인데|예요|이에요|입니다|임|에|에서|,)?\s*[.,]?"
)
# the phase it is now ("2라운드 2단계에서"): the placing phase of a placement or a pass, the
# taking phase of a take
_NARRATION_PHASE = patterns.compile(r"(?<![0-9])(?P<n>[12])\s*단계\s*(?:에서|에|인데|이고|고|,)?")
_PHASE_KINDS = {
    "2": frozenset(
        {
            "summer-pavilion-payment",
            "summer-pavilion-cost",
            "summer-pavilion-place-score",
            "summer-pavilion-feature-bonus",
            "summer-pavilion-leftover",
        }
    ),
    "1": frozenset({"summer-pavilion-draft", "summer-pavilion-start-token"}),
}
# the kinds a stated score cannot change, and those a stated round cannot change
_SCORE_FREE = frozenset(
    {
        "summer-pavilion-payment",
        "summer-pavilion-cost",
        "summer-pavilion-place-score",
        "summer-pavilion-feature-bonus",
        "summer-pavilion-wild",
        "summer-pavilion-centre-colour",
    }
)
_ROUND_FREE = frozenset({"summer-pavilion-place-score", "summer-pavilion-feature-bonus"})
# the kinds read on a board empty but for what the question names, where a star, the other
# spaces or the tiles kept said empty are no more than that (of a pass, "보관한 타일은 없어요" may
# be the keep: none kept)
_EMPTY_FREE = frozenset(
    {
        "summer-pavilion-payment",
        "summer-pavilion-cost",
        "summer-pavilion-place-score",
        "summer-pavilion-feature-bonus",
    }
)
# the score after asked ("몇 점 돼요?", "점수가 어떻게 돼요?"): of a placement, with a score
# stated, the points scored or the score they make?
_SCORE_AFTER = patterns.compile(
    r"몇\s*점\s*(?:이\s*)?(?:돼|되|됨|될)|점수\s*(?:가|는|이)?\s*(?:몇\s*점\s*)?(?:어떻게\s*|어케\s*)?(?:돼|되|될)"
    # "12점이야 … 놓으면 총 몇 점?": the total, with the score said (was the points alone, "2점")
    r"|(?<![가-힣])총\s*(?:몇\s*점|점수)|(?:합쳐|합하|더해|더하)\S*\s*몇\s*점"
)
# a pass's points lost, as the leftover readers say them ("−3점", "감점 없음")
_LOST_VERDICT = patterns.compile(r"^(?:−(?P<n>\d+)점|감점 없음)$")
# a parenthesis restating a space's price ("4번 칸(4개짜리)", "(비용 4장)", "(4장 내는 칸)")
_SIZE_ASIDE = patterns.compile(
    r"(?P<n>[1-6])\s*번\s*(?:칸|자리)?\s*\(\s*(?:비용\s*)?(?P<m>[1-6])\s*(?:개|장|칸)?\s*"
    r"(?:짜리|필요한?\s*(?:칸|곳)?|내는\s*(?:칸|곳)|드는\s*(?:칸|곳))?\s*\)"
)
# an aside that something is absent ("(조커는 없었음)", "(1번은 비어 있음)"), said as a clause
_EMPTY_ASIDE = patterns.compile(r"\(\s*([^()]*?(?:없|비어|비었|빈)[^()]*?)\s*\)")
# a wild's colour said in an aside ("조커(초록) 1장", "5라운드(파랑이 조커)인데", "2라운드(조커
# 초록)인데"): the colour that names the round, said the way the readers read it
_WILD_ASIDE = patterns.compile(
    rf"(?:조커|와일드)\s*\(\s*(?P<of>{_SP_COLOUR})\s*(?:색)?\s*\)"
    rf"|\(\s*(?P<is>{_SP_COLOUR})\s*(?:색)?\s*(?:이|가|은|는)?\s*(?:조커|와일드)\s*(?:색)?\s*"
    r"(?:임|이에요|예요|야|이고|고|라서|니까)?\s*\)"
    # "(조커 초록)": the wild colour said after the word, as the round reader reads it
    + "|"
    + _SP_WILD_AFTER.pattern.replace("?P<colour>", "?P<after>")
)
# "점수는 시작 점수 그대로 5점": the score every player starts on (SP-RB p.2), said as it is
_START_SCORE_SAID = patterns.compile(
    r"(?:시작\s*점수|처음\s*점수)\s*(?:그대로|대로|인)?\s*(?=5\s*점)"
)
# "6라운드 빨강 조커.", "6라운드, 빨강이 조커.": the round's wild colour said as a sentence
_ROUND_WILD_SAID = patterns.compile(
    rf"(?P<round>(?<![0-9])[1-6]\s*라운드)\s*(?:이고|고|인데|라서|,)?\s*(?P<colour>{_SP_COLOUR})\s*(?:색)?\s*"
    r"(?:이|가|은|는)?\s*(?:조커|와일드)\s*(?:색)?\s*(?:임|이에요|예요|입니다|야)?\s*[.!]"
)
# "... 놓을 수 있어? 노랑은 하나도 없어": a colour the asker has none of, said in a sentence of
# its own after the question or a statement ("빨강 하나도 없는데 보라 3장으로": the star's
# tiles or the hand's? declined), or joined to what the asker has and ending the sentence
# ("초록 3장만 있고 빨강은 하나도 없어요.")
_COLOUR_NONE = patterns.compile(
    rf"(?:(?<=[?？.!])|(?<=있고)|(?<=있고,))\s*(?P<colour>{_SP_COLOUR})\s*(?:색)?\s*(?:타일)?\s*"
    r"(?:은|는|이|가)?\s*(?:하나도|한\s*(?:장|개)도|아예)\s*없\S*"
)


def _none_dropped(text: str) -> str:
    """The question without its statements that the asker has none of a colour, when no
    count of that colour is said (a hand that holds it would contradict them)."""
    for m in reversed(list(_COLOUR_NONE.finditer(text))):
        ends = m.end() == len(text) or bool(re.search(r"[.!?？]$", m.group()))
        if text[m.start() - 1 : m.start()] not in "?？.!" and not ends:
            continue  # "있고 빨강은 하나도 없는데 ...": the sentence goes on
        colour = _SP_COLOUR_OF[m.group("colour")]
        rest = text[: m.start()] + " " + text[m.end() :]
        if any(
            t.group("colour") in _SP_COLOUR_OF and _SP_COLOUR_OF[t.group("colour")] == colour
            for t in _SP_TILES.finditer(rest)
        ):
            continue
        text = rest
    return text


# "(가운데 별 포함)", "(중앙 별까지)": every number's seven spaces include the centre star's
_CENTRE_INCLUDED = patterns.compile(
    r"\(\s*(?:가운데|중앙|센터)\s*별\s*(?:것\s*)?(?:도|까지)?\s*(?:포함|까지|다)\S*\s*\)"
)
# what a star or the rest holds, said to be nothing ("빨간 별에 아직 아무것도 없어요", "그 별에는
# 아직 아무것도 없어요", "파란 별은 비어 있고", "다른 칸은 비어 있고요", "보관한 타일은 없고"):
# the empty board a payment is read on
_NARRATION_EMPTY = patterns.compile(
    rf"(?:(?:{_STAR_WORD.replace('?P<star>', '?:')})\s*(?:색\s*)?|그\s*|이\s*)별\s*(?:에는|엔|에|은|는|이|가|도)?\s*"
    r"(?:아직\s*)?(?:(?:아무것도|아무\s*것도|아무\s*타일도|타일\s*(?:이|은)?\s*하나도|하나도)\s*)?"
    r"(?:텅\s*)?{empty}"
    r"|(?<![가-힣])(?:다른|나머지)\s*(?:칸|자리|곳)\S*\s*(?:은|는|도)?\s*(?:다\s*|모두\s*|전부\s*)?{empty}"
    r"|(?<![가-힣])보관한\s*(?:타일|것)\S*\s*(?:은|는|도)?\s*{empty}".format(
        # said as a statement that ends its clause ("없어요", "비어 있고요", "비었어"; never
        # "없는 색", "비어 있는지")
        empty=r"(?:없|비어\s*있|비었|비어|비고)"
        r"(?:어요|어|고요|고|는데요|는데|음|습니다|다|요|었어요|었어|었고|었는데|었음)?(?=[\s.,!~]|$)"
    )
)
# a tile named between its space and the verb, of the outer star's own colour ("파란 별 6번 칸에
# 파랑을 놓으면"): the tile every placement there is
_NAMED_TILE = patterns.compile(
    rf"{_STAR_WORD}\s*(?:색\s*)?별\s*(?:의|에)?\s*(?P<space>[1-6])\s*번?\s*(?:칸|자리)?\s*(?:에|에다)\s*"
    rf"(?P<tile>{_SP_COLOUR})\s*(?:색)?\s*(?:타일)?\s*(?:을|를|하나|한\s*장)?\s*(?=놓|두|올)"
)
# the price said paid for the space, of the star's own colour only ("빨강 3개 내고 놓으면",
# "초록 2개 내고 놓았어요"), which a legal placement's points do not depend on
_PAID_PRICE = patterns.compile(
    rf"(?P<tile>{_SP_COLOUR})\s*(?:색)?\s*(?:타일)?\s*(?P<n>[1-6])\s*(?:개|장)\s*(?:을|를)?\s*"
    r"(?:내고|내서|써서|지불하고)\s*(?=놓|두|올)"
)


def _outer_tile_dropped(text: str) -> str:
    """The question without the tile named for an outer star's space when it is that star's
    own colour, and without a price paid for it when that is the space's number in that
    colour (unchanged otherwise)."""
    for m in reversed(list(_NAMED_TILE.finditer(text))):
        star = _star_of(m.group("star"))
        if star != "centre" and _SP_COLOUR_OF[m.group("tile")] == star:
            text = text[: m.start("tile")] + text[m.end() :]
    stars = list(_SP_STAR.finditer(text))
    paid = list(_PAID_PRICE.finditer(text))
    if len(stars) == 1 and len(paid) == 1:
        star = _star_of(stars[0].group("star"))
        m = paid[0]
        if (
            star != "centre"
            and _SP_COLOUR_OF[m.group("tile")] == star
            and int(m.group("n")) == int(stars[0].group("space"))
            and not re.search(r"조커|와일드|회색", text)
        ):
            text = text[: m.start()] + text[m.end() :]
    return text


def _with_score(found: Computed, score: int) -> Computed | None:
    """A pass's points lost told from the score stated ("−3점 (25점 → 22점)"), which never
    goes below 1 (the service's floor for every loss: "−2점 (3점 → 1점)")."""
    asked = YES_NO_PREFIX.match(found.verdict)
    if asked and "말한 감점" in found.case:
        return None  # the points guessed: from the score stated, what is lost may differ
    if asked:
        # "감점 있어?": 네/아니요 on the points the score stated leaves to lose
        bare = _with_score(replace(found, verdict=found.verdict[asked.end() :], ok=None), score)
        if bare is None:
            return None
        ok = not bare.verdict.startswith("감점 없음")
        return replace(bare, verdict=("네, " if ok else "아니요, ") + bare.verdict, ok=ok)
    lost = _LOST_VERDICT.match(found.verdict)
    if lost is None or score < 1:
        return None
    n = int(lost.group("n") or 0)
    case = f"{found.case}, 지금 점수 {score}점"
    if not n:
        return replace(found, verdict=f"감점 없음 ({score}점 그대로)", case=case)
    if score - n >= 1:
        return replace(found, verdict=f"−{n}점 ({score}점 → {score - n}점)", case=case)
    floor = (
        f" 다만 점수는 1점 아래로 내려가지 않아, 지금 {score}점에서는 {n}점이 아니라 "
        f"{score - 1}점만 잃습니다."
        if score > 1
        else " 다만 점수는 1점 아래로 내려가지 않아, 이미 1점이면 점수를 잃지 않습니다."
    )
    return replace(
        found,
        verdict=f"−{score - 1}점 ({score}점 → 1점)" if score > 1 else "감점 없음 (1점 그대로)",
        summary=found.summary + floor,
        case=case,
    )


# the final score asked ("최종 몇 점?", "총점은?"): at the game's end the stars' and the numbers'
# bonuses are added too (SP-RB p.6)
_FINAL_ASKED = patterns.compile(r"최종|총점|마지막\s*점수|끝\s*점수")


def _bonuses_left_out(found: Computed) -> Computed | None:
    """The score after the tiles left at the game's end, said to leave out the end bonuses
    the question does not tell ("점수 50점이고 귀퉁이에 3장 … 최종 몇 점?": was "50점 → 47점",
    read as the final score); None where the loss stops at 1 point (with the bonuses added
    first it would not)."""
    if re.search(r"→ 1점|1점 그대로", found.verdict):
        return None
    return replace(
        found,
        verdict=found.verdict.removesuffix(")") + ", 별·숫자 보너스 빼고)",
        summary=found.summary + " 최종 점수에는 완성한 별과 숫자 칸의 보너스도 더합니다.",
        case=found.case + ", 별·숫자 보너스는 말하지 않아 세지 않음",
    )


def _loss_of_the_final(found: Computed) -> Computed:
    """The tiles' loss at the game's end where the final score is asked and no score is said
    ("게임 끝났는데 귀퉁이에 3장 있어 최종 몇 점이야?": was "−3점", read as the final score):
    said to be what the final score loses, the score and the end bonuses unsaid."""
    if found.rule_ids[:1] != [RULE_LEFTOVER] or not re.fullmatch(r"−\d+점", found.verdict):
        return found
    return replace(
        found,
        verdict=found.verdict + " (최종 점수에서 빠지는 점수)",
        summary=found.summary + " 지금 점수를 말하지 않아 최종 점수는 셀 수 없고, 최종 점수에는 "
        "완성한 별과 숫자 칸의 보너스도 더합니다.",
        case=found.case + ", 지금 점수는 말하지 않음",
    )


def _narrated(text: str) -> Computed | None:
    """A question that narrates its position, read without what it says besides the case:
    the context of the game, asides restating a space's price or saying what is absent, what
    is said empty on the board a reader already reads empty; the phase, the score and the
    round stated, each for the answers it cannot change (a score stated before a pass tells
    the score after it)."""
    base = _SIZE_ASIDE.sub(
        lambda m: (
            m.group(0)[: m.group(0).index("(")] if m.group("n") == m.group("m") else m.group(0)
        ),
        text,
    )
    base = _EMPTY_ASIDE.sub(lambda m: f", {m.group(1)}, ", base)
    base = _WILD_ASIDE.sub(
        lambda m: (
            f" {m.group('of')} 조커"
            if m.group("of")
            else f" {m.group('is') or m.group('after')} 조커인 "
        ),
        base,
    )
    base = _CENTRE_INCLUDED.sub(" ", base)
    base = _START_SCORE_SAID.sub(" ", base)
    base = _ROUND_WILD_SAID.sub(lambda m: f"{m.group('round')} {m.group('colour')} 조커인 ", base)
    base = _NARRATION_CONTEXT.sub(" ", base)
    phases = {m.group("n") for m in _NARRATION_PHASE.finditer(base)}
    if len(phases) > 1:
        return None
    scores = [
        int(d) for m in _NARRATION_SCORE.finditer(base) for d in re.findall(r"\d+", m.group(0))
    ]
    if len(scores) > 1:
        return None
    # each trial: the question with some of what is said besides the case dropped, fewest first
    for dropped in range(16):
        trial = base
        kinds: frozenset[str] | None = None
        if dropped & 1:
            if not phases:
                continue
            trial = _NARRATION_PHASE.sub(" ", trial)
            kinds = _PHASE_KINDS[next(iter(phases))]
        if dropped & 2:
            emptied = _none_dropped(_NARRATION_EMPTY.sub(" ", trial))
            if emptied == trial:
                continue
            trial = emptied
            kinds = _EMPTY_FREE if kinds is None else kinds & _EMPTY_FREE
        if dropped & 4:
            if not scores:
                continue
            trial = _NARRATION_SCORE.sub(" ", trial)
        if dropped & 8:
            dropped_round = _outer_tile_dropped(_NARRATION_ROUND.sub(" ", trial))
            if dropped_round == trial:
                continue
            trial = dropped_round
            kinds = _ROUND_FREE if kinds is None else kinds & _ROUND_FREE
        if trial == text or "(" in trial:
            continue
        found = _compute(re.sub(r"\s+", " ", trial).strip())
        if found is None or (kinds is not None and found.kind not in kinds):
            continue
        if dropped & 4 and found.kind in _ROUND_FREE and _SCORE_AFTER.search(trial):
            continue  # "12점인데 ... 놓으면 몇 점 돼요?": the points, or the score after?
        if dropped & 4 and found.kind not in _SCORE_FREE:
            if found.kind != "summer-pavilion-leftover":
                continue
            found = _with_score(found, scores[0])
            if found is None:
                continue
            if found.rule_ids[:1] == [RULE_LEFTOVER] and _FINAL_ASKED.search(trial):
                found = _bonuses_left_out(found)
                if found is None:
                    continue
        return found
    return None


# base Azul named as such ("아줄 기본판", "오리지널 아줄"): the game without wilds or stars
# (원판 only beside 아줄 and not holding tiles: "아줄 원판에서는", never "원판 위에")
_BASE_GAME = patterns.compile(
    r"기본판|오리지[널날]|(?<![가-힣])기본\s*아줄|아줄\s*기본|원판\s*아줄"
    r"|아줄\s*원판(?=\s*(?:에서|에선|은|는|이랑|과|처럼|하고))"
)


# "1장 아니지?", "공동 승리 아니야?", "1점 아니지?": a noun or a number guessed, asked in the
# negative as a tag at the question's end (was not read: 아니 declines most readers)
_NOT_TAG_END = patterns.compile(
    r"(?<=[가-힣0-9])"
    r"(?:(?:이|가)\s++|\s++)아(?:니(?:지요|지|야|죠|에요|예요|잖아|냐)|냐|닌가요|닌가|이가|입니[까꺼])"
    r"\s*+[?？!.~ㅠㅜ]*+$"
)
# "빨강 5장이래", "6점이래요": a count or points heard, said as a noun (was not read)
_COUNT_HEARD_END = patterns.compile(r"(?<=[0-9])\s*+(?P<unit>장|개|점)\s*+이?래(?:요)?\s*+[.!~]*+$")


# "5점인데 중앙에서 처음 4장 가져오면 1점 됨?", "1점인데 … 0점 돼?": the score after the loss
# guessed, at the question's end (was not read; "몇 점 돼?" told it)
_SCORE_AFTER_GUESS = patterns.compile(
    # (not "-2점 돼요?": a score below zero, or the loss?)
    r"(?<![0-9\-−])(?<!마이너스)(?<!마이너스\s)(?P<g>\d{1,3})\s*+점\s*+(?:이\s*+)?(?:됨|돼|되)[가-힣]*+"
    r"\s*+[?？!.~]*+$"
)
# the score before and after, as the readers tell them ("−2점 (3점 → 1점)", "감점 없음 (1점
# 그대로)")
_SCORE_TOLD = patterns.compile(r"\((?P<s>\d+)점 (?:→ (?P<after>\d+)점|그대로)\)$")


def _score_after_guessed(text: str) -> Computed | None:
    """The score after a loss guessed ("5점인데 중앙에서 처음 4장 가져오면 1점 됨?"), checked
    against the score the readers tell after it: 네/아니요; None unless a score before is
    told and the guess is not it."""
    guess = _SCORE_AFTER_GUESS.search(text)
    if guess is None:
        return None
    found = _compute_said(f"{text[: guess.start()]} 몇 점 돼?")
    told = None if found is None else _SCORE_TOLD.search(found.verdict)
    if found is None or told is None or found.ok is not None:
        return None
    after = int(told.group("after") or told.group("s"))
    ok = int(guess.group("g")) == after
    return replace(
        found,
        verdict=("네, " if ok else "아니요, ") + found.verdict,
        case=f"{found.case}, 말한 점수: {guess.group('g')}점",
        ok=ok,
    )


def compute(text: str) -> Computed | None:
    """A payment's verdict, a space's cost, what a take brings, or what a placement
    scores."""
    text = untaken_centre(text)
    guessed = _score_after_guessed(text)
    if guessed is not None:
        return guessed
    positive = unnegated_claim(text, done=False, number_said=False)
    if positive is not None:
        return turned_claim(_compute_said(positive))
    heard = _COUNT_HEARD_END.search(text)
    if heard is not None:
        text = f"{text[: heard.start()]}{heard.group('unit')}이라던데 맞아?"
    found = _compute_said(text)
    tag = _NOT_TAG_END.search(text)
    if (
        found is None
        and tag is not None
        and names_game(text)
        and not _NEGATED_BEFORE_TAG.search(text, 0, tag.start())
    ):
        # not read as asked: asked as the claim said positively, its card the plain
        # statement's (its 네/아니요 would read backwards), when that claim gets a yes or no
        # (only of this game named: "3명이면 공장 6개 아니야?" stays base Azul's)
        claimed = _compute_said(f"{text[: tag.start()]} 맞지?")
        if claimed is not None and claimed.ok is not None:
            return plain(claimed)
    return found


# a negation just before the tag ("안 되는 거 아니지?", "못 받는 거 아니야?"): a double negative,
# left to be read as it is
_NEGATED_BEFORE_TAG = patterns.compile(
    r"(?:(?<![가-힣])(?:안|못)\s*+[가-힣]+|않[가-힣]*|없[가-힣]*)\s*+(?:거|건|게|것)?\s*+$"
)


def _compute_said(text: str) -> Computed | None:
    """:func:`compute` of a question that ends in no claim heard in the negative."""
    prepared = _prepared(text)
    if prepared is None or _HOUSE_RULE.search(prepared) or _UNSURE.search(prepared):
        return None
    if _STRATEGY.search(prepared):
        return None
    if _BASE_GAME.search(prepared) and not (
        _SP_NAME.search(prepared) or _THIS_NAMED.search(prepared)
    ):
        return None  # "아줄 기본판 1라운드 조커 색": base Azul's (no wilds), not this game's
    if _two_wilds_at_once(prepared) or _all_of_another_count(prepared):
        return None
    found = _compute(prepared) or _narrated(prepared)
    if (
        found is not None
        and found.ok is None
        and _HEARSAY_SPEAKER.match(text)
        and _HEARSAY_END.search(prepared)
    ):
        # "친구가 … 가져오면 조커는 안 센대": a claim heard that the answer does not check (no
        # 네/아니요), answered as if asked
        return None
    if found is not None and _FINAL_ASKED.search(prepared):
        found = _loss_of_the_final(found)
    # asked in the negative at its end, or at its mark with a fact said after it ("조커 2개로
    # 못 놓나요? 1라운드", "안 돼? 2라운드야": was answered "네, 놓을 수 있습니다", a yes that
    # reads as "can't"), in this reader's words too
    if (
        found is not None
        and asked_in_the_negative(prepared, _NEGATIVE_END, _FOUL_ASKED)
        # "감점 없지?": no points lost, guessed; 네/아니요 agrees with the guess as said ("아니요,
        # −2점"), as of "감점 없는 거 맞지?" (was stripped as a question in the negative, its ok
        # kept: "−2점" marked wrong, "감점 없음" marked right)
        and not (found.ok is not None and found.case.endswith(", 말한 감점: 0점"))
    ):
        return plain(found)
    return found


# "보라 조커 2개 초록 조커 1개": a colour said to be the wild, each of two colours (a round
# has one wild colour: which round is it?)
_COLOUR_AS_WILD = patterns.compile(rf"(?P<c>{_SP_COLOUR})\s*(?:색\s*)?(?:조커|와일드)")
_ROUND_SAID = patterns.compile(r"(?:\d|첫|[가-힣])\s*(?:번째\s*)?라운드|라운드\s*\d")


def _two_wilds_at_once(text: str) -> bool:
    """Two colours each said to be the wild, in a question of one round (was read as a
    take of the first's wilds alone, its loss the second's tile)."""
    wilds = {_SP_COLOUR_OF[m.group("c")] for m in _COLOUR_AS_WILD.finditer(text)}
    return len(wilds) > 1 and len(_ROUND_SAID.findall(text)) < 2


# "3장 남았는데 둘 다 보관 돼?": the tiles left counted, then all of another count
_LEFT_COUNTED = patterns.compile(
    rf"(?<![0-9])(?P<n>\d+|(?<![가-힣])(?:{NATIVE}))\s*(?:개|장)\s*(?:이|가|만|쯤)?\s*남"
)
_ALL_OF = patterns.compile(r"(?<![가-힣])(?P<n>둘|셋|넷|다섯|여섯)\s*(?:다|모두|전부)(?![가-힣])")


def _all_of_another_count(text: str) -> bool:
    """All of the tiles left asked with a count that is not theirs (was answered of the
    tiles said, as if all of them were asked)."""
    left = _LEFT_COUNTED.search(text)
    if left is None:
        return False
    every = _ALL_OF.search(text, left.end())
    return every is not None and count_word(every.group("n")) != _count(left.group("n"))


# -- the order of a star's spaces: none ---------------------------------------------------------
# "빨간 별 3번 비어있는데 4번 먼저 놓을 수 있어?", "1번 칸 안 채우고 6번 칸 먼저 놔도 되나요?":
# spaces said empty (or skipped), then another asked to be placed on first
_SO_EMPTY = patterns.compile(
    r"(?P<empties>(?<![0-9])[1-6]\s*번(?:\s*+칸)?(?:\s*+(?:이랑|랑|하고|과|와|,))?\s*+"
    r"(?:[1-6]\s*번(?:\s*+칸)?(?:\s*+(?:이랑|랑|하고|과|와|,))?\s*+)*)"
    r"(?:은|는|이|가|을|를|도)?\s*(?:아직\s*|다\s*)?"
    r"(?:비어\s*(?:있|있는데|있어도|있고)|비었|비워\s*(?:두|놓)|비우고|없는데|없어도|없고"
    r"|안\s*(?:채우|채웠|채워|놓|놨|놔)|건너뛰|빼고|말고"
    # "1번 칸 없으면", "1번 비어 있으면": the empty space said as a condition
    r"|없으면|비어\s*있으면|비었으면|안\s*채웠으면)[가-힣]*\s*"
)
_SO_TARGET = patterns.compile(
    r"(?<![0-9])(?P<target>[1-6])\s*번\s*(?:칸)?\s*(?:에|에다|을|를|부터)?\s*(?:먼저|바로|그냥)?\s*"
    r"(?:(?:놓|놔|채우|채워|둬|두)[가-힣]*\s*(?:(?:을|ㄹ)\s*)?"
    r"(?:수\s*있|도\s*(?:돼|되|됨|된|괜찮|가능|상관)|가능|(?:으면|면)\s*안\s*(?:돼|되|됨))"
    # "2번 못 놓지?", "2번 못 놔?": asked in the negative (its card the plain statement's)
    r"|못\s*(?:놓|놔|채우|채워|둬|두))[가-힣]*"
    # "… 놓아도 된대", "… 된대 맞아?": the claim heard, checked
    r"(?:\s*[.,!~]*\s*(?:그거\s*|그게\s*)?(?:맞|진짜|정말|사실)[가-힣]*)?\s*[?？]*\s*$"
)
# tiles, wilds, points, rounds or a reason: another reader's question, or a premise to check
_SO_DECLINE = patterns.compile(
    r"\d\s*(?:개|장|점)|조커|와일드|점수|몇|라운드|왜|어떻게|어케|기둥|조각상|창문|보너스"
    rf"|(?<![가-힣])(?:{NATIVE})\s*(?:개|장)|{_SP_COLOUR}(?!\s*(?:색\s*)?별)"
)


def summer_pavilion_space_order(text: str) -> Computed | None:
    """Whether a space may be placed on while a lower (or any other) space of the star is
    still empty: yes, a star's spaces are filled in any order (the engine places a tile on
    the space of an otherwise empty star)."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import (
        COLOUR_INDEX,
        COLOUR_KO,
        COSTS,
        STAR_INDEX,
        STAR_KO,
    )

    text = _without_names(text)
    empty = _SO_EMPTY.search(text)
    if empty is None or _SO_DECLINE.search(text):
        return None
    target = _SO_TARGET.fullmatch(text, empty.end())
    if target is None:
        return None
    empties = sorted({int(n) for n in re.findall(r"[1-6]", empty.group("empties"))})
    space = int(target.group("target"))
    if space in empties:
        return None
    stars = list(re.finditer(rf"{_STAR_WORD}\s*(?:색\s*)?별", text[: empty.start()]))
    if len(stars) > 1 or re.search(r"별", text[: empty.start()]) and not stars:
        return None  # two stars, or a star with no colour ("별 1번"): which?
    head = text[: stars[0].start() if stars else empty.start()]
    if re.search(r"[가-힣]", _OTHER_PLAYER.sub(" ", head)) and not re.fullmatch(
        r"\s*(?:(?:근데|그런데|혹시)\s*)?", head
    ):
        return None  # something else said before the case
    star = _star_of(stars[0].group("star")) if stars else "red"
    named = bool(stars)
    colour = "red" if star == "centre" else star
    round_no = 1 if colour != "purple" else 2  # a round whose wild is another colour
    star_index = STAR_INDEX[star]
    cost = COSTS["coloured"][star_index * 6 + space - 1]
    try:
        state = ENGINE.new_game(
            2,
            options={"board": "coloured"},
            setup={
                "round": round_no,
                "phase": "place",
                "hands": [[colour] * cost, []],
                "to_move": 0,
            },
        )
        state.apply({"type": "place", "star": star, "space": space, "colour": colour})
    except (SetupError, RuleViolation):
        return None
    where = f"{STAR_KO[star_index]} " if named else "별의 "
    skipped = "·".join(f"{n}번" for n in empties)
    paid = (
        f"가운데 별에 아직 없는 한 색 타일 {cost}장"
        if star == "centre"
        else f"{COLOUR_KO[COLOUR_INDEX[colour]]} 타일 {cost}장"
        if named
        else f"그 별 색 타일 {cost}장"
    )
    summary = (
        f"별의 칸에는 정해진 순서가 없어, 빈 칸이면 어디에나 놓을 수 있습니다: {where}{space}번 "
        f"칸은 {skipped} 칸이 비어 있어도 비용 {cost}장({paid})을 내면 놓을 수 있습니다."
    )
    details = [
        "모자란 비용은 그 라운드의 조커 색 타일로 채울 수 있지만, 놓을 색의 타일이 1장은 있어야 "
        "합니다."
    ]
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-payment",
        "네, 놓을 수 있습니다 (칸 순서는 자유)",
        summary,
        f"{where}{skipped} 칸은 비어 있음, 놓을 칸: {space}번",
        details,
        [RULE_PLACE_OCCUPIED, RULE_PLACE_COST],
        True,
    )


def _compute(text: str) -> Computed | None:
    """The first reader that reads the question."""
    return (
        summer_pavilion_final_score(text)
        or summer_pavilion_payment(text)
        or summer_pavilion_space_order(text)
        or summer_pavilion_two_colours(text)
        or summer_pavilion_draft(text)
        or summer_pavilion_wild_limit(text)
        or summer_pavilion_start_token(text)
        or summer_pavilion_place_score(text)
        or summer_pavilion_keep(text)
        or summer_pavilion_leftover(text)
        or summer_pavilion_end_bonus(text)
        or summer_pavilion_setup(text)
        or summer_pavilion_wild_colour(text)
        or summer_pavilion_wild_use(text)
        or summer_pavilion_feature_bonus(text)
        or summer_pavilion_first_tile(text)
        or summer_pavilion_centre_colour(text)
        or summer_pavilion_tie(text)
        or summer_pavilion_start_score(text)
    )


# -- the final score: the bonuses said, then the tiles left -------------------------------
# "2점인데 보너스 4점 받고 3장 남으면 몇 점?": the end bonuses are added first, then a point is
# lost for each tile left, the 1-point floor once at the end (the FAQ on the final order; the
# engine's final scoring: max(MIN_SCORE, score + bonus - leftover))
_FS_BONUS = patterns.compile(
    r"(?:별\s*|숫자\s*|완성\s*)?보너스\s*+(?:로|를|가|는|만|도|까지)?\s*+"
    r"(?:(?<![0-9])(?P<b>\d{1,2})\s*+점|(?P<none>없이|없고|없으면|없는데|하나도\s*+없[가-힣]*))"
    r"(?:\s*+(?:을|를|이|가|도|만)(?![가-힣]))?(?:\s*+(?:받고|받았고|받으면|받았는데|받아서|더하고|더해서|이고|이며|인데|이면))?"
)
_FS_SCORE = patterns.compile(
    r"(?:(?:지금|내|제|나|난)\s*+)?(?:점수\s*+(?:가|는|이)?\s*+)?(?<![0-9])(?P<s>\d{1,3})\s*+점"
    r"\s*+(?:인데|이고|이었는데|일\s*+때|이면|에서|에)(?![가-힣])"
)
_FS_LEFT = patterns.compile(
    r"(?:(?:남은|귀퉁이에?)\s*+)?(?:타일\s*+)?(?:(?:이|가)\s*+)?(?<![0-9])(?P<k>\d{1,2})\s*+(?:장|개)"
    r"\s*+(?:이|가|을|를)?\s*+(?:남|보관|있|이면|인데|이고|이야)[가-힣]*"
)
_FS_ASK = patterns.compile(
    r"[\s,.]*+(?:(?:최종|총점|결과)\s*+(?:은|는|이)?\s*+)?"
    r"(?:몇\s*+점[가-힣]*|(?P<g>\d{1,3})\s*+점\s*+(?:이\s*+)?"
    r"(?:맞[가-힣]*|이지|지|이야|야|이죠|죠|인가[가-힣]*|이에요|예요|이라던데\s*+맞[가-힣]*|이라던데|이래요?"
    r"|이라고\s*+(?:하던데|들었|그러던디)[가-힣]*|돼[가-힣]*|되[가-힣]*|됨)?)"
    r"\s*+[?？!.~]*+\s*+$"
)
# a pass, a take, a placement, a round before the last, or a second player: not the final count
_FS_DECLINE = patterns.compile(
    r"패스|버리|버려|버린|탑|중앙|가운데|센터|시작\s*플레이어|선\s*플레이어|놓|공장"
    r"|(?<![0-9])[1-5]\s*(?:번째\s*)?라운드|타일\s*(?:을|를)?\s*(?:받|가져)|보너스\s*타일"
    r"|창문|기둥|조각상|동상|석상|아니|않|못|안\s|라면|빼고|먼저"
)


def summer_pavilion_final_score(text: str) -> Computed | None:
    """The final score of a score said, the end bonuses said in points and the tiles left
    (four at most: what the corners keep), each once: the bonuses added, then a point lost
    for each tile, never below 1 point once all is counted; the score guessed answered
    네/아니요."""
    from tutor.games.summer_pavilion.board import KEEP_LIMIT, MIN_SCORE

    if not names_game(text):
        return None  # "2점인데 보너스 4점 받고 3장 남으면": whose game, unnamed?
    text = _SP_NAME.sub(" ", text)
    if _FS_DECLINE.search(text) or _OTHER_PLAYER.search(text):
        return None
    bonuses = list(_FS_BONUS.finditer(text))
    if len(bonuses) != 1:
        return None
    rest = text[: bonuses[0].start()] + " , " + text[bonuses[0].end() :]
    scores = list(_FS_SCORE.finditer(rest))
    lefts = list(_FS_LEFT.finditer(rest))
    if len(scores) != 1 or len(lefts) != 1 or scores[0].start() > lefts[0].start():
        return None
    ask = _FS_ASK.match(rest, lefts[0].end())
    if ask is None or re.search(r"\d", rest[scores[0].end() : lefts[0].start()]):
        return None
    between = rest[: scores[0].start()] + rest[scores[0].end() : lefts[0].start()]
    if re.search(r"\d", between) or not re.fullmatch(
        r"[\s,.]*(?:(?:게임|6\s*라운드|마지막\s*라운드)\s*(?:이|가|도)?\s*(?:다\s*)?"
        r"(?:끝나고|끝나서|끝났는데|끝날\s*때|끝에|끝나면)\s*)?[\s,.]*"
        r"(?:(?:남은|귀퉁이에?)\s*(?:타일)?\s*(?:이|가)?\s*)?[\s,.]*",
        rest[scores[0].end() : lefts[0].start()],
    ):
        return None
    score, left = int(scores[0].group("s")), int(lefts[0].group("k"))
    bonus = 0 if bonuses[0].group("none") else int(bonuses[0].group("b"))
    if not 1 <= score <= 200 or not 1 <= left <= KEEP_LIMIT:
        return None  # more than the corners keep: lost at the pass, not at the end
    counted = score + bonus - left
    final = max(MIN_SCORE, counted)
    shown = f"−{-counted}" if counted < 0 else str(counted)
    told = f"{score} + {bonus} − {left} = {shown}점"
    floor = (
        f" 계산 결과가 {shown}점이지만 점수는 1점 아래로 내려가지 않아 {MIN_SCORE}점입니다."
        if counted < MIN_SCORE
        else ""
    )
    summary = (
        "게임이 끝나면 별 완성 보너스와 숫자 보너스를 먼저 더하고, 그다음 귀퉁이에 남은 타일을 "
        f"한 장에 1점씩 뺍니다: {told}.{floor} 1점 하한은 모두 계산한 뒤 한 번만 적용합니다."
    )
    case = f"게임 끝: 지금 점수 {score}점, 보너스 {bonus}점, 남은 타일 {left}장"
    details = [
        f"보너스 {bonus}점을 먼저 더해 {score + bonus}점.",
        f"남은 타일 {left}장에 −{left}점: {final}점.",
    ]
    rules = [RULE_STAR_BONUS, RULE_NUMBER_BONUS, RULE_LEFTOVER]
    guess = ask.group("g")
    if guess is None:
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-final",
            f"{final}점",
            summary,
            case,
            details,
            rules,
            None,
        )
    ok = int(guess) == final
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-final",
        ("네, " if ok else "아니요, ") + f"{final}점",
        summary,
        f"{case}, 말한 점수: {guess}점",
        details,
        rules,
        ok,
    )


# -- the bonus tiles of a pillar, statue or window --------------------------------------------
# "창문 둘러싸면 타일 몇 개 가져와?", "보라 별 2번 놓아서 조각상이랑 기둥 동시에 완성되면 몇 개?"
_FB_KIND = patterns.compile(
    r"(?P<window>창문|window)|(?P<statue>조각상|석상|동상|statue)|(?P<pillar>기둥|pillar|column)"
)
# a feature of the board by name (a statue by any of its three)
_FEATURE_WORD = "(?:창문|조각상|석상|동상|기둥)"
_FB_BONUS_NAMED = patterns.compile(rf"{_FEATURE_WORD}\s*(?:의)?\s*보너스")
_FB_DONE = patterns.compile(
    r"둘러싸|둘러쌓|둘러쌌|감싸|에워싸|완성|채우|채워|채웠|막으|막았|막히|(?:다|모두|전부|꽉)\s*(?:찼|차서|차면)"
    # "창문 보너스 3장 아니지?", "조각상 보너스로 2장 받았는데": the feature's bonus named, so
    # it is surrounded (was not read)
    rf"|{_FB_BONUS_NAMED.pattern}"
)
# "2장만 받아도 돼?", "하나만 가져가도 되나?", "안 받아도 돼?", "안받고 넘어가도 됨?": fewer
# bonus tiles than the feature gives, asked for (was not read, or the count alone)
_FB_FEWER = patterns.compile(
    rf"(?:(?<![0-9])(?P<n>[0-9]|(?<![가-힣])(?:{NATIVE}))\s*(?:개|장)?\s*만|(?P<none>(?<![가-힣])안|덜)"
    r"|(?<![가-힣])(?:일부|조금)\s*만)\s*"
    r"(?:받|가져|골라|고르|챙기)[가-힣]*?(?:도|고\s*(?:넘어가|넘겨|끝내)[가-힣]*?도)\s*"
    r"(?:돼|되|됨|될|괜찮|상관|가능)"
)
# "3장 받았는데", "보너스로 3장인데": the tiles the feature gave, said before fewer are asked
_FB_RECEIVED = patterns.compile(
    rf"(?<![0-9])(?P<n>[1-9]|(?<![가-힣])(?:{NATIVE}))\s*(?:개|장)\s*(?:을|를|이|가)?\s*"
    r"(?:받았|받는데|받게\s*됐|받아야|가져왔|가져와야|나왔|이고|인데|이니까|이라서|짜리)[가-힣]*"
)
# "기둥 주변 4칸", "창문 둘레 두 칸": the spaces around a feature, counted as many as it has
_FB_AROUND = patterns.compile(
    rf"(?P<kind>{_FEATURE_WORD})\s*(?:의)?\s*(?:주변|주위|둘레|옆|을\s*둘러싼|둘러싼)\s*(?:의)?\s*"
    r"(?P<n>[2-4]|두|네)\s*칸"
    # "조각상 4면 다 둘러싸면", "기둥 네 방향 모두": its sides, as many as it has (was not read:
    # a number that is no space)
    rf"|(?P<kind2>{_FEATURE_WORD})\s*(?:의)?\s*(?P<n2>[2-4]|두|네)\s*(?:면|방향|방면|군데|칸)\s*"
    r"(?:을|를|이|가)?\s*(?:다|모두|전부)?(?![가-힣])"
)
# "기둥 둘러싸면 점수도 준대", "창문 완성하면 점수 있어?": points said to come with the tiles
_FB_POINTS = patterns.compile(
    r"(?:(?:보너스|추가)\s*)?점수\s*(?:도|를|가|는|까지)?\s*(?:같이\s*|따로\s*|더\s*)?"
    r"(?:받|줘|준|주|있|얻|나와|나오|생기|생겨)"
)
# "창문 둘러싸면 3점 준대", "3점 더 줘?": points said to be given for the feature (a reward,
# where "3점 맞지?" may be the placement's points; "몇 점 받아?" stays unread: the placement's)
_FB_POINTS_GIVEN = patterns.compile(
    r"(?<![0-9])(?P<n>\d{1,2})\s*점\s*(?:을|를|씩)?\s*(?:더\s*|추가로\s*|따로\s*)?"
    r"(?:준|줘|주나|주는|주냐|주지|줌)[가-힣]*(?:\s+(?:거|건|게|것)[가-힣]*)?"
    r"(?:\s*[.,!~]*\s*(?:그거\s*|그게\s*)?(?:맞|진짜|정말|사실)[가-힣]*)?\s*[?？!~.]*\s*$"
)
# "창문 다 채우면": the window's spaces all filled, said of a feature whose points are asked
# (whether every window is meant, a feature scores no points)
_FB_ALL_FILLED = patterns.compile(
    rf"(?P<kind>{_FEATURE_WORD})\s*(?:을|를|이|가|은|는)?\s*다(?![가-힣])"
)
# "둘 중 하나만 고르나요?", "하나만 받아요?": whether only one of two features completed at once
# gives its tiles
_FB_ONLY_ONE = patterns.compile(
    r"(?:둘|두\s*개)\s*중\s*(?:에\s*)?(?:하나|한\s*(?:개|가지|쪽))\s*만"
    r"|(?<![가-힣])하나만\s*(?:받|고르|골라|선택|가져)|한\s*(?:쪽|가지)\s*만\s*(?:받|고르|골라|선택|가져)"
)
_FB_ASKS = patterns.compile(r"몇\s*(?:개|장)|보너스|뭐\s*(?:받|줘|줌|가져)|얼마")
# points (a feature scores none; the tile that completes it does), another player's, the
# supply running short, a negation, another game's words, a count of features
_FB_DECLINE = patterns.compile(
    r"점|라운드|조커|와일드|공장|패스|줄|벽|라인|바닥|부족|모자|없|않|못|안\s|아니|다음|나중"
    r"|(?:두|세|네|2|3|4)\s*(?:개|군데)\s*(?:를|을|다|모두|전부|동시|같이|한꺼번)"
    # what surrounding one costs ("둘러싸려면 몇 개 필요해?"), tiles given up or lost
    r"|려면|필요|있어야|내야|채워야|놓아야|버려|버리|버린|탑|잃|깎"
    # every feature of a kind ("모든 창문", "창문 전부"), or one partly surrounded ("거의",
    # "6번 칸만 채우면": one of its spaces)
    rf"|모든|전부|모두|{_FEATURE_WORD}\s*(?:을|를|이|가|은|는)?\s*다(?![가-힣])"
    r"|거의|반쯤|절반|한쪽|일부|직전|만\s*(?:채우|채워|채웠|놓|둘러|막)"
)
_FB_TOGETHER = patterns.compile(r"동시에|같이|한꺼번에|한\s*번에|둘\s*다|함께")
# "보너스 타일 2장이지?", "3개 받는 거 맞죠?", "두 장 준대": the tiles guessed, at the question's end
_FB_GUESS = patterns.compile(
    rf"(?<![0-9])(?P<n>[1-9]|{NATIVE})\s*(?:개|장)\s*(?:을|를|이나|씩)?\s*"
    r"(?:맞|이야|이지|인가|인지|이죠|이에요|이예요|예요|이요|야|지|죠|임|받|줘|주나|준|가져|이"
    # "3장 아니지?": asked in the negative, the count guessed all the same
    r"|\s*아니|\s*아냐)"
    r"[가-힣]*(?:\s*(?:거|건|게|것)\s*(?:맞|이야|야|지|죠|예요|이에요|인가)[가-힣]*)?"
    r"(?:\s*(?:하던데|하더라고|하더라|그러던데|그러더라)[가-힣]*)?"
    r"(?:\s*[.,!~]*\s*(?:그거\s*|그게\s*)?(?:맞|진짜|정말|사실)[가-힣]*)?\s*[?？!~.]*\s*$"
)


def summer_pavilion_feature_bonus(text: str) -> Computed | None:
    """How many supply tiles surrounding a pillar, a statue or a window brings (1, 2, 3),
    or the sum when one placement surrounds two of them (a space named must touch each),
    from the board's features."""
    from tutor.games.summer_pavilion.board import (
        FEATURE_KO,
        FEATURES,
        FEATURES_OF_CELL,
        STAR_INDEX,
        STAR_KO,
        cell,
    )

    text = _without_names(text)

    def _around(m: re.Match[str]) -> str:
        named = m.group("kind") or m.group("kind2")
        kind = {"석상": "조각상", "동상": "조각상"}.get(named, named)
        size = {len(f.cells) for f in FEATURES if FEATURE_KO[f.kind] == kind}
        said = count_word(m.group("n") or m.group("n2"))
        # as many as surround it: "기둥 주변 4칸" is the pillar; another count is not read
        return f"{named} 주변 " if size == {said} else m.group(0)

    text = _FB_AROUND.sub(_around, text)
    # "기둥 둘러싸면 점수도 준대": no points come with the bonus (the tile placed scores as
    # ever), said of the feature alone (was declined: "점")
    points = _FB_POINTS.search(text)
    # "창문 둘러싸면 3점 준대", "친구가 … 3점 더 준대": points said to be given for the feature
    # alone (was not read: "점")
    points_guess: int | None = None
    if points is None and _FB_KIND.search(text):
        points = _FB_POINTS_GIVEN.search(text)
        if points is not None:
            points_guess = int(points.group("n"))
    if points is not None:
        text = text[: points.start()] + " 보너스 " + text[points.end() :]
        if _SP_STAR.search(text) or re.search(r"놓|\d|점", text):
            return None
        text = _FB_ALL_FILLED.sub(lambda m: m.group("kind"), text)
    # "창문 둘러싸면 보너스 2장이지?": the count guessed, asked as it is
    guessed = _FB_GUESS.search(text)
    guess = count_word(guessed.group("n")) if guessed else None
    if guessed:
        text = text[: guessed.start()] + " 몇 장 " + text[guessed.end() :]
    fewer = None if guessed else _FB_FEWER.search(text)
    received: int | None = None
    if fewer is not None:
        text = text[: fewer.start()] + " 보너스 " + text[fewer.end() :]
        said = list(_FB_RECEIVED.finditer(text))
        if len(said) > 1:
            return None
        if said:
            received = _count(said[0].group("n"))
            text = text[: said[0].start()] + " " + text[said[0].end() :]
    only_one = _FB_ONLY_ONE.search(text)
    if only_one is not None:
        text = text[: only_one.start()] + " " + text[only_one.end() :]
    named = [m.lastgroup for m in _FB_KIND.finditer(text)]
    if not named or not _FB_DONE.search(text) or not _FB_ASKS.search(text):
        return None
    if (
        not _FB_DONE.search(_FB_BONUS_NAMED.sub(" ", text))
        and guess is None
        and fewer is None
        and not re.search(r"몇\s*(?:개|장)|얼마", text)
    ):
        # "창문 보너스 타일 받으면 바로 써도 돼?": the bonus named, and something else asked
        # of it than its count
        return None
    if _FB_DECLINE.search(text) or _OTHER_PLAYER.search(text):
        return None
    kinds = list(dict.fromkeys(k for k in named if k))
    if len(kinds) != len(named):
        return None  # "기둥이랑 기둥": two of a kind, which ones?
    if len(kinds) == 1 and _FB_TOGETHER.search(text):
        return None  # "조각상 둘 다 완성되면": two of that kind at once
    if len(kinds) > 1 and (
        not _FB_TOGETHER.search(text)
        or not any(
            {FEATURES[i].kind for i in touching} >= set(kinds) for touching in FEATURES_OF_CELL
        )
    ):
        # two kinds named: not said to be surrounded at once ("기둥이랑 창문": each?), or no
        # one placement surrounds both
        return None
    stars = list(_SP_STAR.finditer(text))
    if len(stars) > 1:
        return None
    rest = text
    at: int | None = None
    place = ""
    if stars:
        star = _star_of(stars[0].group("star"))
        space = int(stars[0].group("space"))
        if not 1 <= space <= 6:
            return None
        at = cell(STAR_INDEX[star], space)
        place = f"{STAR_KO[STAR_INDEX[star]]} {space}번 칸"
        rest = text[: stars[0].start()] + " " + text[stars[0].end() :]
    if re.search(r"\d", rest) or re.search(rf"(?<![가-힣])(?:{NATIVE})\s*(?:개|장)", rest):
        return None  # a number that is no space
    parts: list[tuple[str, int]] = []
    for kind in kinds:
        assert kind is not None
        bonuses = {f.bonus for f in FEATURES if f.kind == kind}
        if len(bonuses) != 1:
            return None
        if at is not None:
            # the space named must touch exactly one feature of that kind (a centre space
            # touches two pillars: one or both?)
            touching = [i for i in FEATURES_OF_CELL[at] if FEATURES[i].kind == kind]
            if len(touching) != 1:
                return None
            bonus = FEATURES[touching[0]].bonus
        else:
            (bonus,) = bonuses
        parts.append((FEATURE_KO[kind], bonus))
    total = sum(n for _k, n in parts)
    names = "·".join(k for k, _n in parts)
    written = " + ".join(f"{k} {n}장" for k, n in parts)
    verdict = f"보너스 타일 {total}장" + (f" ({written})" if len(parts) > 1 else "")
    summary = (
        f"{josa(names, '을', '를')} 둘러싸면 곧바로 공급처에서 원하는 타일 {total}장을 가져옵니다"
        + (f"({written}, 한 번에 둘러싸면 모두 받음)" if len(parts) > 1 else "")
        + ". 점수는 따로 없습니다."
    )
    case = "둘러싼 것: " + names + (f", 놓은 칸: {place}" if place else "")
    per_kind = ", ".join(
        f"{FEATURE_KO[k]} {next(f.bonus for f in FEATURES if f.kind == k)}장"
        for k in ("pillar", "statue", "window")
    )
    details = [
        f"둘러쌀 때 받는 타일: {per_kind}.",
        "받은 타일은 옆에 두었다가 이번 라운드의 다음 차례부터 씁니다(조커 색도 고를 수 있음).",
    ]
    rules = [RULE_BONUS_FEATURES, RULE_BONUS_TAKE]
    if len(parts) > 1:
        rules.insert(0, ENTRY_TWO_FEATURES)
    ok: bool | None = None
    if fewer is not None:
        asked_n = 0 if fewer.group("none") else count_word(fewer.group("n") or "")
        if received not in (None, total) or (asked_n is not None and asked_n >= total):
            return None  # "2장 받았는데" of a window, or as many as it gives: a slip?
        # "창문 보너스로 3장 받았는데 2장만 받아도 돼?": the bonus is taken whole (was not read)
        whole = "모두 " if total > 1 else ""
        verdict, ok = f"아니요, 보너스 타일 {total}장을 {whole}받아야 합니다", False
        summary += " 보너스는 얻은 장수를 모두 가져와야 하고, 덜 받거나 거절할 수 없습니다."
        rules = [RULE_BONUS_TAKE, RULE_BONUS_FEATURES]
    elif only_one is not None and len(parts) > 1:
        # "둘 중 하나만 고르나요?": no, every feature surrounded gives its tiles ("창문 둘러싸면
        # 하나만 받아?", of one feature, is answered with its count)
        verdict, ok = f"아니요, 모두 받아 {verdict}", False
    elif guess is not None:
        ok = guess == total
        verdict = ("네, " if ok else "아니요, ") + verdict
        case += f", 말한 개수: {guess}장"
    elif points is not None:
        ok = points_guess == 0
        verdict = f"{'네' if ok else '아니요'}, 보너스 점수는 없고 {verdict}"
        if points_guess is not None:
            case += f", 말한 점수: {points_guess}점"
        summary += " 마지막 칸에 놓은 타일의 점수는 평소대로 받습니다."
    elif len(parts) > 1 and _FB_BOTH_ASKED.search(text):
        # "기둥이랑 조각상이 동시에 완성되면 보너스 둘 다 받나요?": yes (it was the count alone)
        verdict, ok = f"네, 모두 받아 {verdict}", True
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-feature-bonus",
        verdict,
        summary,
        case,
        details,
        rules,
        ok,
    )


# -- the first tile on an empty star ------------------------------------------------------------
# "빈 초록 별에 처음 놓으면 몇 점이에요?", "파란 별이 비어 있는데 하나 놓으면 몇 점?"
_FT_EMPTY = patterns.compile(
    rf"(?:(?<![가-힣])빈|비어\s*있는|아무것도\s*없는|텅\s*빈)\s*{_STAR_WORD}\s*(?:색\s*)?별"
    rf"|{_STAR_WORD.replace('?P<star>', '?P<star2>')}\s*(?:색\s*)?별\s*(?:이|가|은|는|에|에는|엔)?\s*(?:아직\s*)?"
    r"(?:다\s*|전부\s*|모두\s*|완전히\s*)?(?:비어|비었|텅\s*비|아무것도\s*없|하나도\s*없"
    r"|타일\s*(?:이|은)?\s*(?:하나도|아직)\s*없)"
)
_FT_PUT = patterns.compile(r"놓으면|놓을\s*때|놓는|두면|올리면|놔|놓았|놨|두었|뒀|올렸")
_FT_ASKS = patterns.compile(r"몇\s*점|점수")
# "2점 맞아요?", "2점이야?": the points guessed (answered with the points)
_FT_GUESS = patterns.compile(
    r"(?<![0-9])(?P<n>\d{1,3})\s*점\s*(?=맞|이야|이지|인가|이에요|이예요|이죠|아니|아냐|\s*[?？])"
)
_FT_DECLINE = patterns.compile(
    r"\d|조커|와일드|라운드|비용|필요|내야|(?:두|세|네|다섯|여섯)\s*(?:개|장|칸)|다음|나머지"
    r"|줄|벽|라인|않|아니|말고"
    # "빈 초록 별 (다) 채우면": the star filled, not one tile; points lost, the end's bonus
    r"|채우|채워|채울|채운|완성|잃|깎|감점|끝|최종|보너스"
)


def summer_pavilion_first_tile(text: str) -> Computed | None:
    """What the first tile on an empty star scores, on whichever space: a run of one, and no
    pillar, statue or window (each is surrounded by two spaces or more of every star it
    touches), as the board scores each of the six spaces."""
    from tutor.games.summer_pavilion.board import (
        EMPTY,
        NUM_CELLS,
        STAR_INDEX,
        STAR_KO,
        cell,
        completed_features,
        run_length,
    )

    text = _without_names(text)
    guesses = list(_FT_GUESS.finditer(text))
    if len(guesses) > 1:
        return None
    # the points guessed ("2점 맞아?"): 네/아니요 with them, as a placement's; asked in the
    # negative ("2점 아니야?"), the points alone
    guess = int(guesses[0].group("n")) if guesses and not NEGATIVE_ASK.search(text) else None
    if guesses:
        text = text[: guesses[0].start()] + " 몇 점 " + text[guesses[0].end() :]
    said = list(_FT_EMPTY.finditer(text))
    put = _FT_PUT.search(text)
    if len(said) != 1 or put is None or not _FT_ASKS.search(text):
        return None
    if _FT_DECLINE.search(text) or _OTHER_PLAYER.search(text):
        return None
    star = _star_of(said[0].group("star") or said[0].group("star2"))
    named = list(re.finditer(rf"{_STAR_WORD}\s*(?:색\s*)?별", text))
    placed_on = [m for m in named if m.end() <= put.start()]
    if not placed_on or _star_of(placed_on[-1].group("star")) != star:
        return None  # the star placed on is not the one said empty
    index = STAR_INDEX[star]
    # the other stars, said or not: whatever they hold (none, or every space) changes nothing
    others = {_star_of(m.group("star")) for m in named} - {star}
    outcomes = set()
    for full in (False, True) if others else (False,):
        for space in range(1, 7):
            board = bytearray([EMPTY] * NUM_CELLS)
            if full:
                for c in range(NUM_CELLS):
                    if c // 6 != index:
                        board[c] = 0
            at = cell(index, space)
            board[at] = 0
            outcomes.add((run_length(board, at), len(completed_features(board, at))))
    if len(outcomes) != 1:
        return None
    ((points, features),) = outcomes
    if features:
        return None
    right = None if guess is None else guess == points
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-place-score",
        f"{points}점" if right is None else f"{'네' if right else '아니요'}, {points}점입니다",
        f"빈 {STAR_KO[index]}에 처음 놓는 타일은 이어진 타일이 없어 어느 칸이든 {points}점입니다."
        + (" 다른 별의 타일은 맞닿아 있어도 세지 않습니다." if others else ""),
        f"놓을 곳: 빈 {STAR_KO[index]}(칸 번호는 말하지 않음; 1~6번 어느 칸이든 같음)"
        + (
            ", 다른 별: "
            + ", ".join(STAR_KO[STAR_INDEX[o]] for o in sorted(others, key=lambda o: STAR_INDEX[o]))
            + "(무엇이 있든 같음)"
            if others
            else ""
        ),
        [
            "점수는 그 별 안에서 고리처럼 이어진 칸만 셉니다(다른 별의 타일은 세지 않음).",
            "기둥·조각상·창문은 한 별에서 두 칸 이상이 둘러싸므로, 빈 별의 첫 타일로는 보너스 "
            "타일을 받지 못합니다.",
        ],
        [RULE_PLACE_SCORING] + ([ENTRY_OTHER_STAR] if others else []),
        right,
    )


# -- a colour the centre star already has -----------------------------------------------------
# "중앙 별에 이미 파랑 있는데 파랑 또 놓을 수 있어?", "가운데 별에 빨강 있는데 노랑 놓아도 돼?"
_CC_STAR = r"(?:가운데|중앙|센터|여러\s*색|다색)\s*(?:색\s*)?(?:별|스타)"
_CC_HAS = patterns.compile(
    rf"{_CC_STAR}\s*(?:에|에는|엔)?\s*(?:이미\s*|벌써\s*)?(?P<colour>{_SP_COLOUR})\s*(?:색)?\s*"
    # "노랑이 이미 한 칸 있는데", "빨강 한 칸 차 있는데": the colour on one of its spaces
    r"(?:타일)?\s*(?:이|가|은|는)?\s*(?:이미\s*|벌써\s*)?(?:하나\s*|한\s*칸\s*(?:을|에)?\s*)?"
    r"(?:있|놓여\s*있|놓았|놓였|놨|깔려|들어가\s*있|들어\s*있|차\s*있|찼|채웠|채워져\s*있|올라가\s*있)"
    # said, not asked ("가운데 별에 노랑 있나? 노랑 놓아도 돼?": was read as there, "아니요")
    r"(?![가-힣]{0,3}\s*[?？]|는\s*지|을\s*지)"
)
_CC_PUT = patterns.compile(
    rf"(?P<colour>{_SP_COLOUR})\s*(?:색)?\s*(?:타일)?\s*(?:을|를|도|은|는|이|가)?\s*"
    r"(?:또\s*|다시\s*|하나\s*더\s*|한\s*(?:번|개|장)\s*더\s*|더\s*)?(?:거기\s*(?:에)?\s*)?"
    r"(?:놓|놔|올려|올리|둘\s*수|둬|둬도|넣)"
)
_CC_ASKS = patterns.compile(r"수\s*있|돼|되나|되요|될까|되냐|가능|괜찮|[?？]|나요|까")
_CC_DECLINE = patterns.compile(
    r"\d|조커|와일드|라운드|비용|몇|점|(?<![가-힣])(?:한|두|세|네|다섯|여섯)\s*(?:개|장)(?!\s*더)"
    r"|없|않|아니|말고|빼고|회색|다음|줄|벽"
)


def summer_pavilion_centre_colour(text: str) -> Computed | None:
    """Whether a colour goes on the centre star when the star already has a colour: never
    the same colour twice (its six tiles are all different), as the engine places it."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import COLOUR_INDEX, COLOUR_KO, COSTS, STAR_INDEX

    text = _without_names(text)
    has = list(_CC_HAS.finditer(text))
    if len(has) != 1 or not _CC_ASKS.search(text, has[0].end()):
        return None
    if _CC_DECLINE.search(text) or _OTHER_PLAYER.search(text):
        return None
    rest = text[has[0].end() :]
    puts = list(_CC_PUT.finditer(rest))
    if len(puts) != 1 or len(re.findall(_SP_COLOUR, text)) != 2:
        return None
    if re.search(r"별|스타", rest.replace(puts[0].group(0), " ")) and not re.search(
        rf"{_CC_STAR}", rest
    ):
        return None  # another star named for the tile placed
    there = _SP_COLOUR_OF[has[0].group("colour")]
    placed = _SP_COLOUR_OF[puts[0].group("colour")]
    round_no = _round_free_of({there, placed})
    if round_no is None:
        return None
    # the colour already there on space 1; the tile placed on space 2, paid in full
    space = 2
    cost = COSTS["coloured"][STAR_INDEX["centre"] * 6 + space - 1]
    setup = {
        "round": round_no,
        "phase": "place",
        "to_move": 0,
        "hands": [[placed] * cost, []],
        "boards": [{"centre": {"1": there}}, {}],
    }
    try:
        state = ENGINE.new_game(2, options={}, setup=setup)
    except SetupError:
        return None
    there_ko = COLOUR_KO[COLOUR_INDEX[there]]
    placed_ko = COLOUR_KO[COLOUR_INDEX[placed]]
    case = f"가운데 별에 이미 있는 색: {there_ko}, 놓을 타일: {placed_ko}"
    try:
        events = state.apply({"type": "place", "star": "centre", "space": space, "colour": placed})
    except RuleViolation as refusal:
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-centre-colour",
            "아니요, 놓을 수 없습니다",
            f"가운데 별의 여섯 칸은 모두 다른 색이어야 해서, {josa(there_ko, '이', '가')} 이미 있으면 "
            f"{josa(placed_ko, '은', '는')} 가운데 별에 더 놓을 수 없습니다.",
            case,
            [d for d in (refusal.message, refusal.allowed) if d],
            list(dict.fromkeys(r for r in (refusal.rule_id, ENTRY_CENTRE_COLOURS) if r)),
            False,
        )
    if not any(e.get("type") == "place" for e in events):
        return None
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-centre-colour",
        "네, 놓을 수 있습니다",
        f"가운데 별에는 아직 없는 색을 놓을 수 있어, {josa(there_ko, '이', '가')} 있어도 "
        f"{josa(placed_ko, '은', '는')} 비어 있는 칸에 놓을 수 있습니다(비용은 그 칸 번호만큼).",
        case,
        [
            "가운데 별의 여섯 칸은 모두 다른 색이어야 합니다: 같은 색은 한 번만 놓습니다.",
            f"칸의 비용만큼 {placed_ko} 타일을 내되, 모자란 만큼은 그 라운드의 조커 색 타일로 "
            f"채울 수 있습니다({placed_ko} 타일이 1장은 있어야 함).",
        ],
        [RULE_CENTRE_STAR, ENTRY_CENTRE_COLOURS, RULE_PLACE_COST],
        True,
    )


# -- tiles kept when passing ------------------------------------------------------------------
# "타일 7개 남았을 때 4개 보관하면 몇 점 잃어?", "패스하면서 3개 남았는데 다 킵할 수 있어요?"
_KP_LEFT = patterns.compile(
    rf"(?:타일\s*(?:이|가|을|를)?\s*)?(?<![0-9])(?P<n>\d+|{NATIVE})\s*(?:개|장)\s*(?:이|가)?\s*"
    r"(?:남|있|들고|가지고|갖고)"
    # "남은 타일 8개, 그중 4개 보관": the count after the tiles left
    rf"|남은\s*타일\s*(?:이|가|은|는)?\s*(?<![0-9])(?P<m>\d+|{NATIVE})\s*(?:개|장)"
    # "남은 타일 7개 중 4개 보관하면": the keep said of them
    r"(?=\s*(?:이고|고|이에요|예요|인데|이면|면|,|\.|중|가운데))"
)
_KP_KEEP_WORD = r"(?:보관|킵|keep|남겨\s*두|남겨\s*놓|남겨|남길|남기|귀퉁이에\s*(?:두|둬|놓|놔))"
_KP_KEEP = patterns.compile(
    # ("5장까지 보관할 수 있대": the limit said, as after the corners)
    rf"(?<![0-9])(?P<k>\d+|{NATIVE})\s*(?:개|장)\s*(?:만|을|를|은|는|다|까지|까지는|까지만)?\s*{_KP_KEEP_WORD}"
    # "보관은 2장만 할래요": the keep said first
    rf"|(?:보관|킵)\s*(?:은|는)\s*(?<![0-9])(?P<k2>\d+|{NATIVE})\s*(?:개|장)\s*(?:만)?\s*(?=할|하|해)"
    # "보관은 4장까지라던데", "보관 최대 네 장까지 맞지?": the limit said after the keep
    rf"|(?:보관|킵)\s*(?:은|는|도)?\s*(?:최대\s*)?(?<![0-9])(?P<k4>\d+|{NATIVE})\s*(?:개|장)\s*까지"
    # "최대한 남기면", "가능한 많이 보관하면": as many as may be kept (four, or all if fewer)
    rf"|(?P<most>최대한(?:\s*많이)?|최대로|가능한\s*(?:한\s*)?많이|되는\s*만큼)\s*(?:다\s*)?"
    rf"(?:{_KP_KEEP_WORD})"
    rf"|(?P<all>다|전부|모두|몽땅|둘\s*다|셋\s*다|넷\s*다)\s*(?:를|을)?\s*"
    # ("패스할 때 … 다 가져가?": carried over, kept)
    rf"(?:{_KP_KEEP_WORD}|가져\s*가|가지고\s*가|챙겨\s*가)"
    # "귀퉁이에 타일 5개 둬도", "귀퉁이에 4장까지 보관": the corners said before the count
    rf"|귀퉁이\s*(?:에|에다|에다가)?\s*(?:타일\s*)?(?<![0-9])(?P<k3>\d+|{NATIVE})\s*(?:개|장)\s*"
    r"(?:만|을|를|은|는|까지|까지는|씩)?\s*(?:보관|킵|keep|두|둬|둘|놓|놔|넣|남겨|남기)"
)
# "1장 버리면", "나머지 2장은 탑에 버리고": the tiles thrown, said after the keep
_KP_THROWN_TOO = patterns.compile(
    rf"(?:나머지\s*)?(?<![0-9])(?P<t>\d+|{NATIVE})\s*(?:개|장)\s*(?:은|는|을|를)?\s*"
    r"(?:탑\s*(?:에|으로|에다)?\s*)?(?:버리|버려|버린)"
)
# "보관해도 돼?", "킵 가능?", "둬도 되나요": whether a count may be kept at all (no count left
# said: the limit decides)
_KP_MAY = patterns.compile(
    r"(?:해도|둬도|두어도|놓아도|놔도|넣어도|남겨도|킵해도)\s*(?:돼|되|됨|될|괜찮)|수\s*있|가능|되는\s*(?:거|건)"
)
_KP_CUE = patterns.compile(r"패스|보관|킵|keep|귀퉁이")
# "다음 라운드로 다 가져가도 돼?", "4장 다음 라운드에 가져가면": tiles carried over, which is
# the keep
_KP_CARRIED = patterns.compile(
    r"다음\s*라운드\s*(?:로|까지|에)\s*(?P<all>다\s*)?(?:가져\s*가|가지고\s*가|챙겨\s*가)"
    r"(?P<tail>도|면|고)?"
)
# "남은 타일 2개 보관하면": the count kept said of the tiles left
_KP_ALL_LEFT = patterns.compile(r"남은\s*타일\s*(?:이|가|은|는|을|를)?\s*$")
_KP_ASKS = patterns.compile(
    r"몇\s*점|감점|잃|깎|얼마|수\s*있|돼|되나|되요|될까|가능|괜찮|[?？]"
    # "보관은 4장까지래", "보관 다섯 장까지라던데": a limit heard, ending the question
    r"|(?<=까지)(?:이)?(?:래요|래|라던데|라는데|라더라)\s*[.!~]*\s*$"
)
_KP_DECLINE = patterns.compile(
    r"별|칸|조커|와일드|공장|중앙|가운데|탑에"
    r"|다음\s*라운드\s*(?:에|에서)|게임\s*(?:이\s*)?끝|최종"
    r"|줄|벽|바닥|라인|않|아니|말고|빼고|없"
    # "패스 안 하고 ... 보관할 수 있어?": tiles are kept only when passing
    r"|안\s*(?:하|해|했|한|할)|못"
    # "... 보관하면 다시 놓을 수 있어?": whether a player who passed plays again, not the keep
    r"|놓|다시|쓸\s*수|써도|사용"
)


def summer_pavilion_keep(text: str) -> Computed | None:
    """What passing with N tiles costs when K are kept (or all), as the engine plays the
    pass: up to four kept on the corners, a point for each other tile."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import COLOURS, KEEP_LIMIT, ROUNDS

    text = _without_names(text)
    # "친구가 보관은 6장까지래": the one who said a limit heard is no player of the case
    speaker = _HEARSAY_SPEAKER.match(text)
    if speaker is not None and _HEARSAY_END.search(text):
        text = text[speaker.end() :]
    # "5장 남았는데 왜 다 보관 못 해?": why all cannot be kept, answered as whether they can
    # (the reason is the limit; the card says it plainly)
    if re.search(r"(?<![가-힣])왜", text):
        text = re.sub(r"(?<=보관)\s*못\s*(?=해|하|함)|(?<![가-힣])못\s*(?=보관)", " ", text)
    text = _KP_CARRIED.sub(lambda m: f"{m.group('all') or ''}보관해{m.group('tail') or ''}", text)
    # "4개 보관하면 -3점 맞죠?": the points lost, guessed
    guess, text = _loss_guessed(text)
    keeps = list(_KP_KEEP.finditer(text))
    if len(keeps) != 1 or not _KP_CUE.search(text) or not _KP_ASKS.search(text, keeps[0].end()):
        return None
    if _KP_DECLINE.search(text) or _OTHER_PLAYER.search(text) or re.search(_SP_COLOUR, text):
        return None
    keep = keeps[0]
    without = text[: keep.start()] + " " + text[keep.end() :]
    # "5장 남았는데 4장 보관하고 1장 버리면": the rest thrown said too, a second count; read
    # when it is the rest (was declined, a number besides the two)
    thrown = list(_KP_THROWN_TOO.finditer(without, keep.start()))
    if len(thrown) > 1:
        return None
    thrown_n = count_word(thrown[0].group("t")) if thrown else None
    if thrown:
        without = without[: thrown[0].start()] + " " + without[thrown[0].end() :]
    lefts = list(_KP_LEFT.finditer(without))
    k_said = keep.group("k") or keep.group("k2") or keep.group("k3") or keep.group("k4")
    if (
        not lefts
        and k_said
        and not _KP_ALL_LEFT.search(text, 0, keep.start())
        # ("5장 남겨도 돼?" may be the tiles left over, which a pass allows)
        and re.search(r"보관|킵|keep|귀퉁이", keep.group(0))
    ):
        # "귀퉁이에 5장 보관해도 돼?": a count kept, no count left said (was not read)
        last = _kept_in_the_last_round(text, count_word(k_said), without, guess)
        if last is not None:
            return last
        return _keep_limit(text, count_word(k_said), without, keep.group(0))
    if not lefts and keep.group("k") and _KP_ALL_LEFT.search(text, 0, keep.start()):
        if "까지" in keep.group(0):
            # "남은 타일 4개까지 보관 가능?": the limit asked, not the tiles left
            return _keep_limit(text, count_word(keep.group("k")), without, keep.group(0))
        # "남은 타일 2개 보관하면": the tiles left are the tiles kept, counted once (was
        # declined, no count left said)
        n = count_word(keep.group("k"))
        read = _read_round(without)
    elif len(lefts) != 1:
        return None
    else:
        n = count_word(lefts[0].group("n") or lefts[0].group("m"))
        read = _read_round(without[: lefts[0].start()] + " " + without[lefts[0].end() :])
    if n is None or not 1 <= n <= 40 or read is None:
        return None
    if thrown and (not lefts or thrown_n is None or keep.group("all")):
        return None  # tiles thrown with no count left said, or all kept and some thrown
    if thrown and thrown_n != n - (count_word(k_said) or 0):
        return None  # "5장 남았는데 4장 보관하고 2장 버리면": the counts do not add up
    round_no, rest = read
    if re.search(r"\d", rest) or round_no == ROUNDS or "마지막" in rest:
        return None  # the last round: what is kept is lost at the end (the leftover reader)
    if keep.group("most"):
        k = min(n, KEEP_LIMIT)  # "최대한 보관하면": four, or every tile when fewer are left
    elif keep.group("all"):
        k = n
        if re.match(r"(?:둘|셋|넷)", keep.group("all")) and count_word(keep.group("all")[0]) != n:
            return None  # "둘 다" of three tiles?
    else:
        k_count = count_word(k_said)
        if k_count is None or k_count > n:
            return None
        k = k_count
    colour = COLOURS[1]
    outcome: dict[int, int] = {}
    for kept in dict.fromkeys((k, min(k, KEEP_LIMIT))):
        setup = {
            "round": round_no or 1,
            "phase": "place",
            "to_move": 0,
            "scores": [50, 50],
            "hands": [[colour] * n, []],
        }
        try:
            state = ENGINE.new_game(2, options={}, setup=setup)
            state.apply({"type": "pass", "keep": [colour] * kept})
        except SetupError:
            return None
        except RuleViolation as refusal:
            if refusal.rule_id != RULE_PASS_KEEP:
                return None
            continue
        outcome[kept] = 50 - state.scores()[0]
    when = f"{round_no}라운드에 " if round_no else ""
    kept_said = f"최대한({k}장)" if keep.group("most") else f"{k}장"
    case = f"{when}패스할 때 남은 타일 {n}장, 보관하려는 타일 {kept_said}" + (
        "" if round_no else " (라운드는 말하지 않아 1~5라운드로 계산)"
    )
    details = [
        f"보관은 {KEEP_LIMIT}장까지, 보관한 타일은 다음 라운드에 씁니다.",
        "보관하지 않은 타일은 탑에 버리고 한 장에 1점씩 잃습니다.",
    ]
    if not round_no:
        details.append("마지막(6) 라운드라면 보관한 타일도 게임이 끝날 때 한 장에 1점씩 잃습니다.")
    rules = [RULE_PASS_KEEP, ENTRY_PASS_KEEP_LIMIT, ENTRY_PASS_PENALTY]
    if guess is not None:
        case += f", 말한 감점: {guess}점"
    if k in outcome:
        lost = outcome[k]
        asks_points = guess is not None or bool(re.search(r"몇\s*점|감점|잃|깎|얼마", text))
        # "4개 보관하면 몇 개 버려?": the tiles thrown, a count (was "네, 보관할 수 있습니다")
        asks_thrown = guess is None and bool(_THROWN_COUNT_ASKED.search(text))
        verdict = (
            (f"탑에 {n - k}장 (−{lost}점)" if n > k else "버릴 타일 없음 (감점 없음)")
            if asks_thrown
            else (f"−{lost}점" if lost else "감점 없음")
            if asks_points
            else ("네, 보관할 수 있습니다" + (f" (나머지 {lost}장은 −{lost}점)" if lost else ""))
        )
        # "3장 보관하면 감점 있어?", "… 감점이야?": whether any point is lost, a yes or no (was
        # the points alone)
        any_asked = guess is None and not asks_thrown and bool(_ANY_LOSS_ASKED.search(text))
        if guess is not None:
            verdict = ("네, " if guess == lost else "아니요, ") + verdict
        elif any_asked:
            verdict = ("네, " if lost else "아니요, ") + verdict
        summary = f"패스할 때 {k}장을 귀퉁이에 보관하고" + (
            f" 나머지 {n - k}장은 탑에 버리며 −{lost}점입니다." if lost else " 감점은 없습니다."
        )
        return Computed(
            SUMMER_PAVILION,
            "summer-pavilion-leftover",
            verdict,
            summary,
            case,
            details,
            rules,
            (guess == lost)
            if guess is not None
            else lost > 0
            if any_asked
            else None
            if asks_points or asks_thrown
            else True,
        )
    most = min(k, KEEP_LIMIT)
    if most not in outcome:
        return None
    lost = outcome[most]
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-leftover",
        f"아니요, {KEEP_LIMIT}장까지만 보관할 수 있습니다 (나머지 {n - most}장은 −{lost}점)",
        f"패스할 때 귀퉁이에 보관할 수 있는 타일은 {KEEP_LIMIT}장까지입니다: {k}장을 다 보관할 "
        f"수는 없고, {most}장을 보관하면 나머지 {n - most}장은 탑에 버리며 −{lost}점입니다.",
        case,
        details,
        rules,
        False,
    )


def _kept_in_the_last_round(
    text: str, k: int | None, rest: str, guess: int | None
) -> Computed | None:
    """The points lost for k tiles kept when passing in the last round, no count left said
    ("6라운드에 패스할 때 3장 보관하면 감점 없지?", "6라운드에서 1장 보관하면 감점 있어?"): with
    no next round, each tile kept is lost at the game's end (SP-RB p.6). The tiles thrown are
    not said, so only "at least" is told."""
    from tutor.games.summer_pavilion.board import KEEP_LIMIT, ROUNDS

    read = _read_round(rest)
    if k is None or not 1 <= k <= KEEP_LIMIT or read is None:
        return None
    round_no, left = read
    if round_no != ROUNDS and not (round_no is None and re.search(r"마지막\s*라운드", left)):
        return None
    if re.search(r"\d|남|버리|버려|버린|나머지", left):
        return None  # another count, or tiles thrown or left besides the ones kept
    any_asked = guess is None and bool(_ANY_LOSS_ASKED.search(text))
    if not any_asked and (guess is None or guess >= k):
        # "6라운드에 4장 보관하면 몇 점 깎여?": the tiles thrown at the pass are not said, so
        # only what holds whatever they are is told: at least k points lost ("감점 없지?",
        # "감점 있어?", a guess below k); "몇 점" and other guesses stay unread (probe 4)
        return None
    verdict = f"적어도 −{k}점"
    ok: bool | None = None
    case = f"{ROUNDS}라운드(마지막 라운드)에 패스할 때 귀퉁이에 보관한 타일 {k}장 (버린 타일 수는 말하지 않음)"
    if guess is not None:
        ok = guess == k
        verdict = ("네, " if ok else "아니요, ") + verdict
        case += f", 말한 감점: {guess}점"
    elif any_asked:
        ok = True  # "감점 있어?": whether any points are lost, a yes
        verdict = "네, " + verdict
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-leftover",
        verdict,
        f"마지막(6) 라운드에도 패스할 때 {KEEP_LIMIT}장까지 귀퉁이에 보관할 수는 있지만, 다음 "
        f"라운드가 없어 게임이 끝나면 보관한 타일도 한 장에 1점씩 잃습니다: 보관한 {k}장만으로 "
        f"−{k}점, 패스할 때 탑에 버린 타일이 있으면 그만큼 더 잃습니다.",
        case,
        [
            "패스할 때 보관하지 않은 타일은 그때 한 장에 1점씩 잃습니다.",
            f"보관한 {k}장은 게임이 끝날 때 한 장에 1점씩 잃습니다: −{k}점.",
        ],
        [RULE_LEFTOVER, RULE_PASS_KEEP],
        ok,
    )


# "4장까지 보관 맞지?", "보관은 4장까지라던데": a limit said, confirmed or heard
_KP_LIMIT_CLAIMED = patterns.compile(
    r"(?:맞|이지|이야|야|지|죠|이죠|임|이래|래|이라던데|라던데|이라는데|라는데)[가-힣]*"
    r"(?:\s*[.,!~]*\s*(?:그거\s*|그게\s*)?(?:맞|진짜|정말|사실)[가-힣]*)?\s*[?？!.~]*\s*$"
)


def _keep_limit(text: str, k: int | None, rest: str, said: str) -> Computed | None:
    """Whether k tiles may be kept on the corners when passing, no count left said: as the
    engine plays the pass, up to four ("귀퉁이에 5장 보관해도 돼?", "4장까지 보관 되는 거
    맞지?"); the points are asked of no count, so not told."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import COLOURS, KEEP_LIMIT

    if k is None or not 1 <= k <= 40:
        return None
    if not _KP_MAY.search(text) and not ("까지" in said and _KP_LIMIT_CLAIMED.search(text)):
        return None
    if re.search(r"몇|감점|잃|깎|얼마|점수|라운드|\d", rest) or "마지막" in rest:
        return None
    if "까지" in said and k < KEEP_LIMIT:
        return None  # "3장까지 보관 돼?": a limit of three guessed, neither yes nor no
    colour = COLOURS[1]
    setup = {
        "round": 1,
        "phase": "place",
        "to_move": 0,
        "scores": [50, 50],
        "hands": [[colour] * k, []],
    }
    try:
        state = ENGINE.new_game(2, options={}, setup=setup)
        state.apply({"type": "pass", "keep": [colour] * k})
        allowed = True
    except SetupError:
        return None
    except RuleViolation as refusal:
        if refusal.rule_id != RULE_PASS_KEEP:
            return None
        allowed = False
    verdict = (
        f"네, 보관할 수 있습니다 ({KEEP_LIMIT}장까지)"
        if allowed
        else f"아니요, {KEEP_LIMIT}장까지만 보관할 수 있습니다"
    )
    summary = f"패스할 때 귀퉁이에 보관할 수 있는 타일은 {KEEP_LIMIT}장까지입니다: {k}장은 " + (
        "보관할 수 있습니다."
        if allowed
        else "다 보관할 수 없고, 나머지는 탑에 버리며 한 장에 1점씩 잃습니다."
    )
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-leftover",
        verdict,
        summary,
        f"패스할 때 귀퉁이에 보관하려는 타일 {k}장 (남은 타일 수는 말하지 않음)",
        [
            f"보관은 {KEEP_LIMIT}장까지, 보관한 타일은 다음 라운드에 씁니다.",
            "보관하지 않은 타일은 탑에 버리고 한 장에 1점씩 잃습니다.",
        ],
        [RULE_PASS_KEEP, ENTRY_PASS_KEEP_LIMIT, ENTRY_PASS_PENALTY],
        allowed,
    )


# -- ties ------------------------------------------------------------------------------------
# "동점이면 누가 이겨요?": no tie-breaker in this game, the players share the victory
_TIE = patterns.compile(r"동점|비기|비겼|비김|무승부|점수\s*(?:가|이)?\s*(?:똑)?같")
_TIE_ASKS = patterns.compile(
    # "누가" alone asks who, not who wins ("점수 같은 사람 중 누가 먼저 해?")
    r"승자|우승|이겨|이기|이긴|이김|승리|일등|타이\s*브레이커|tie|어떻게|어케|정해|가려|가리"
)
_TIE_DECLINE = patterns.compile(
    r"\d|줄|벽|라인|가로|세로|바닥|패턴|공장|중앙|별|칸|타일|보너스|라운드|조커|와일드|토큰|시작|남은"
    # no tie ("동점 아니면"), or a level score during the game ("중간에 점수 같으면 누가 앞서?")
    r"|아니|아닌|않|말고|중간|도중|먼저|순서|차례|턴|앞서|앞선|지금|현재"
)


# "둘이 똑같이 87점이면", "둘 다 87점인데", "점수가 87점으로 같으면": a tie, said with the score
# both players are on (never "셋 중 둘이 87점": the one with more is not told)
_TIE_SCORE = patterns.compile(
    r"(?<!중\s)(?<!중)(?:(?:둘|셋|넷|두\s*명|세\s*명|네\s*명|두\s*사람|우리)\s*(?:이|다|이\s*다|가|모두)?|점수\s*(?:가|는|이)?)\s*"
    r"(?P<same>똑같이|같이|둘\s*다|다|모두)?\s*(?<![0-9])\d{1,3}\s*점\s*"
    r"(?P<alike>으로\s*(?:똑)?같(?=으면|은데|아|아요|아서)|씩)?\s*"
    r"(?P<end>이면|이라면|인데|이고|이에요|이요|이야|으면|은데|이라|이라서|아요|아서|아)"
)


# "공동 승리 맞지?", "같이 이기는 거래", "둘 다 이겨?": the shared win said, a claim checked (no
# "누가 이겨?", which asks who)
_TIE_SHARED = patterns.compile(
    r"(?:공동|같이|함께|둘\s*다|셋\s*다|다\s*같이|모두)\s*(?:승리|우승|1\s*등|일등|이기|이겨|이긴|이김)"
)
_TIE_WHO = patterns.compile(r"누가|누구|어떻게|어케|뭐|무엇|어느|왜")
# "동점이면 후공이 이긴대", "선 플레이어가 이겨?": one of the tied said to win, a tie-breaker
# claimed (was "공동 승리" with no 아니요 on the claim)
_TIE_ONE_WINS = patterns.compile(
    r"(?<=[가-힣])(?<!둘)(?<!셋)(?<!넷)(?:이|가)\s+(?:이기|이겨|이긴|이김|승리|우승)"
)
# "나 70점 친구 70점이면", "내가 80점이고 상대도 80점이면": two players' scores, each said
_TIE_TWO_SCORES = patterns.compile(
    r"(?<![가-힣])(?:나|내가|난|저|제가|전|나는|저는)\s*(?<![0-9])(?P<a>\d{1,3})\s*점\s*(?:이고|인데|,)?\s*"
    r"(?:친구|상대방|상대|동생|형|누나|언니|오빠|엄마|아빠)\s*(?:도|가|는|이|은)?\s*"
    r"(?<![0-9])(?P<b>\d{1,3})\s*점\s*(?P<end>이면|이라면|인데|으로)"
)


# "남은 타일 적은 사람이", "별 더 많이 완성한 사람이": one of the tied named by a tie-breaker
# (base Azul's, or guessed), said to win (was declined by 타일, 남은, 별)
_TIE_BREAKER_NAMED = patterns.compile(
    r"(?:남은\s*+타일\s*+(?:이|가|수\s*+(?:가|이)?)?|타일\s*+(?:이|가)?\s*+(?:덜|더)?\s*+남은"
    r"|(?:완성한\s*+)?별\s*+(?:을|를|이|가)?\s*+(?:더\s*+)?(?:많이\s*+)?완성한)"
    r"\s*+(?:더\s*+)?(?:적은|많은|없는|작은)?\s*+(?=사람|쪽|플레이어|애)"
)


def summer_pavilion_tie(text: str) -> Computed | None:
    """Who wins a tie at the game's end: everyone tied for the most points (no tie-breaker),
    as the engine names the winners of a game that ends level."""
    from tutor.engine import RuleViolation, SetupError
    from tutor.games.summer_pavilion import ENGINE
    from tutor.games.summer_pavilion.board import ROUNDS

    if _BASE_NAMED.search(text) and not (_SP_NAME.search(text) or _THIS_NAMED.search(text)):
        return None  # "아줄 동점이면": base Azul breaks ties by complete rows
    text = _without_names(text)
    two = list(_TIE_TWO_SCORES.finditer(text))
    if len(two) > 1:
        return None
    if two:
        m = two[0]
        if m.group("a") != m.group("b") or re.search(
            r"[34]\s*(?:인|명)|셋|넷|세\s*(?:명|사람)|네\s*(?:명|사람)", text
        ):
            return None  # one ahead (the higher wins: no tie), or a third player's not said
        end = "이면" if m.group("end") in ("이면", "이라면", "으로") else m.group("end")
        text = text[: m.start()] + " 동점" + end + text[m.end() :]
    said = list(_TIE_SCORE.finditer(text))
    if len(said) > 1:
        return None
    if (
        said
        and re.match(r"둘|두", said[0].group(0))
        and re.search(r"[34]\s*(?:인|명)|셋|넷|세\s*(?:명|사람)|네\s*(?:명|사람)", text)
    ):
        return None  # two of three or four players: is it the most?
    if (
        said
        and said[0].group(0).startswith("점수")
        and not (said[0].group("same") or said[0].group("alike"))
    ):
        return None  # "점수가 87점이면 누가 이겨?": one player's score, no tie said
    if said:
        # "둘이 똑같이 87점이면": the tie, with the score it is on
        text = text[: said[0].start()] + " 동점" + said[0].group("end") + text[said[0].end() :]
    text = _TIE_BREAKER_NAMED.sub(" ", text)
    if not _TIE.search(text) or not _TIE_ASKS.search(text) or _TIE_DECLINE.search(text):
        return None
    setup = {"round": ROUNDS, "phase": "place", "to_move": 0, "scores": [40, 40]}
    try:
        state = ENGINE.new_game(2, options={}, setup=setup)
        state.apply({"type": "pass", "keep": []})
        state.apply({"type": "pass", "keep": []})
    except (SetupError, RuleViolation):
        return None
    if not state.is_terminal() or state.winners() != [0, 1]:
        return None
    # "동점이면 공동 승리 맞지?", "… 공동 승리래": the shared win claimed, so 네 (was the
    # verdict alone, no 네 on the claim)
    claimed = bool(_TIE_SHARED.search(text)) and not _TIE_WHO.search(text)
    one_wins = not claimed and not _TIE_WHO.search(text) and bool(_TIE_ONE_WINS.search(text))
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-tie",
        "네, 공동 승리" if claimed else "아니요, 공동 승리" if one_wins else "공동 승리",
        "점수가 가장 높은 사람이 이기고, 동점이면 동점인 사람들이 함께 승리합니다. 동점을 가리는 "
        "규칙은 따로 없습니다.",
        "게임이 끝났을 때 가장 높은 점수가 동점",
        ["남은 타일 수나 완성한 별 수로 동점을 가리지 않습니다."],
        [ENTRY_TIE, RULE_WINNER],  # a tie: the FAQ on exactly that, then the rule
        True if claimed else False if one_wins else None,
    )


# -- the score everyone starts from ------------------------------------------------------------
# "게임 시작할 때 점수 몇 점부터 시작해?", "처음에 0점에서 시작하는 거 맞아?"
_SS_ASKS = patterns.compile(
    r"(?:시작|처음)\s*(?:할\s*때|하면|때|에는|에)?\s*(?:점수|몇\s*점)"
    r"|(?:점수|몇\s*점)\s*(?:는|은|가|이)?\s*(?:몇\s*점)?\s*(?:부터|에서)\s*(?:시작|출발)"
    r"|점수\s*(?:마커|말|토큰)?\s*(?:는|은|를|을)?\s*(?:몇\s*점|어디|몇\s*번\s*칸)\s*(?:에|에서|부터)"
)
# what someone said, right after a claim ("5점 아니래", "0점 아니라던데")
_SS_HEARSAY = patterns.compile(rf"\s*(?:{_SAID_THAT}|랬|라고|란다|라네|라더라|라던)")
_SS_CLAIM = patterns.compile(
    r"(?<![0-9])(?P<n>\d{1,2})\s*점\s*(?:부터|에서)\s*(?:시작|출발)\S*\s*(?:하는\s*)?(?:거|것|게)?\s*"
    r"(?:맞|이야|인가|이지|아니|지\s*\?|해\s*\?|하지|하나|해요|하나요|죠|\?)"
    # "시작 점수 0점이야?", "처음에 점수 0점 아니야?", "시작할 때 점수 10점이지?"
    r"|(?:시작|처음)\s*(?:할\s*때|하면|때|에는|에)?\s*점수\s*(?:는|은|가|이)?\s*"
    r"(?<![0-9])(?P<m>\d{1,2})\s*점\s*"
    r"(?:이야|이지|이죠|이에요|이예요|인가|인가요|인지|맞|아니|아냐|이\s*맞|이\s*아니|\?)"
    # "(처음 세팅 중인데) 점수 마커를 0점 칸에 두는 거 맞죠?": the space the marker starts on
    r"|점수\s*(?:마커|말)\s*(?:는|은|를|을)?\s*(?<![0-9])(?P<k>\d{1,2})\s*(?:점|번)?\s*(?:칸|자리)?\s*"
    r"(?:에|에다|에서)?\s*(?:두|둬|놓|놔|올려|올리|세팅|시작)\S*\s*(?:거|것|게)?\s*"
    r"(?:맞|이야|야(?![가-힣])|인가|이지|아니|지\s*\?|죠|\?)"
)
# the set-up said, when the marker's space is guessed (mid-game it is the score then)
_SS_SETTING = patterns.compile(r"세팅|셋팅|셋업|준비|시작|처음")
_SS_DECLINE = patterns.compile(
    r"가져|중앙|가운데|공장|토큰|플레이어|라운드|타일|별|패스|잃|깎|감점|줄|벽|보너스|조커|와일드"
    r"|다음|끝|최종|넘으면|80"
    # "몇 점 차이로 시작해?", "처음 시작하면 몇 점 내야 해?": not the score started from
    r"|차이|내야|낼|필요"
)


def summer_pavilion_start_score(text: str) -> Computed | None:
    """The score every player starts from, as the engine sets up a game (and whether the
    score a question guesses is it)."""
    from tutor.games.summer_pavilion import ENGINE

    if _BASE_NAMED.search(text) and not (_SP_NAME.search(text) or _THIS_NAMED.search(text)):
        return None  # base Azul starts at 0 points
    text = _without_names(text)
    claims = list(_SS_CLAIM.finditer(text))
    if len(claims) > 1 or not (claims or _SS_ASKS.search(text)) or _SS_DECLINE.search(text):
        return None
    if re.search(r"받|얻", text) and "시작" not in text:
        return None  # "처음에 몇 점 받아?": the first tile's points?
    if claims and claims[0].group("k") and not _SS_SETTING.search(text):
        return None  # "점수 마커 0점 칸에 두는 거 맞아?": at the set-up, or now?
    rest = text[: claims[0].start()] + text[claims[0].end() :] if claims else text
    if re.search(r"\d", PLAYER_COUNT.sub(" ", rest)):
        return None
    starts = {s for players in (2, 3, 4) for s in ENGINE.new_game(players, options={}).scores()}
    if len(starts) != 1:
        return None
    (start,) = starts
    # "점수 마커 어디에 놔?": the space, not a score
    verdict = f"점수 트랙의 {start}점 칸" if re.search(r"어디|몇\s*번\s*칸", text) else f"{start}점"
    ok: bool | None = None
    case = "게임을 시작할 때의 점수"
    if claims:
        guess = int(claims[0].group("n") or claims[0].group("m") or claims[0].group("k"))
        # "친구가 시작 점수 5점 아니래. 맞아?": a claim that the start is not that score
        denied = bool(
            re.search(r"(?:아니|아냐)\s*$", claims[0].group(0))
            and _SS_HEARSAY.match(text, claims[0].end())
        )
        ok = (guess != start) if denied else (guess == start)
        verdict = ("네, " if ok else "아니요, ") + f"{start}점에서 시작합니다"
        case += f", 말한 점수: {guess}점" + (" (이 점수가 아니라는 주장)" if denied else "")
    return Computed(
        SUMMER_PAVILION,
        "summer-pavilion-start-score",
        verdict,
        f"모든 플레이어는 점수 트랙의 {start}점 칸에서 시작합니다(0점이 아님).",
        case,
        ["중앙에서 처음 가져갈 때의 감점은 1점 아래로 내려가지 않습니다."],
        [RULE_SETUP_SCORES, ENTRY_START_SCORE],
        ok,
    )


ENTRY_TWO_FEATURES = "azul-summer-pavilion.faq.two-features"
# both bonuses asked to be had ("보너스 둘 다 받나요?", "다 받아?", "각각 가져와요?")
_FB_BOTH_ASKED = patterns.compile(
    r"(?:둘\s*다|모두|다|전부|각각|같이|함께)\s*(?:받|가져)[^.?!]{0,6}(?:\?|나요|요|죠|지|니|냐|까)"
)
ENTRY_OTHER_STAR = "azul-summer-pavilion.faq.other-star"
ENTRY_CENTRE_COLOURS = "azul-summer-pavilion.faq.centre-colours"
ENTRY_PASS_KEEP_LIMIT = "azul-summer-pavilion.faq.pass-keep-limit"
ENTRY_PASS_PENALTY = "azul-summer-pavilion.faq.pass-penalty"
ENTRY_TIE = "azul-summer-pavilion.faq.tie"
ENTRY_START_SCORE = "azul-summer-pavilion.faq.start-score"
