"""Every fact of the Rummikub seed (002_7ffaf3cd328bc6ce.txt), the entry that owns it.

One row per fact, in the seed's order: (fact, entry id, Korean key words the entry's title
or body must contain). Where the seed is vague or wrong, the owning entry states the official
rule and says how the seed differs (``seed_differs: true``). This table is how the team sees
the coverage; a fact without a row is a fact the site does not teach.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tutor.content import load_content

CONTENT_DIR = Path(__file__).resolve().parents[2] / "content"
CONTENT = load_content(CONTENT_DIR)
SEED = "002_7ffaf3cd328bc6ce.txt"

FACTS: list[tuple[str, str, list[str]]] = [
    # 1. Overview
    ("2 to 4 players", "rummikub.overview.goal", ["2~4명"]),
    ("XP / Mini XP editions play 5-6 players", "rummikub.variant.xp", ["XP", "미니 XP", "5~6명"]),
    ("Play time about 60 minutes", "rummikub.overview.goal", ["60분"]),
    ("Ages 8 and up", "rummikub.overview.goal", ["8세 이상"]),
    (
        "Genre: tile combination, strategy, family",
        "rummikub.overview.goal",
        ["타일 조합", "가족 게임", "전략"],
    ),
    ("Difficulty two stars", "rummikub.overview.goal", ["별 두 개"]),
    # 2. Goal
    (
        "Goal: be first to lay every rack tile on the table in sets (runs or groups)",
        "rummikub.overview.goal",
        ["가장 먼저", "받침대", "연속", "그룹"],
    ),
    # 3. Components
    (
        "104 number tiles: 4 colours, 1-13, two of each",
        "rummikub.components.tiles",
        ["네 가지 색", "1부터 13", "두 장", "104개"],
    ),
    ("Plus 2 jokers: 106 tiles in all", "rummikub.components.tiles", ["조커 2개", "106개"]),
    ("XP / Mini XP have 160 tiles", "rummikub.variant.xp", ["160개"]),
    (
        "Each player has a rack and rack legs",
        "rummikub.components.racks",
        ["받침대", "받침대 다리"],
    ),
    # 3. Set-up
    (
        "All tiles face down on the table and shuffled",
        "rummikub.setup.shuffle",
        ["뒷면", "섞습니다"],
    ),
    (
        "Each draws a tile; highest number starts",
        "rummikub.setup.start-player",
        ["한 장씩 뽑아", "가장 높은", "선플레이어"],
    ),
    (
        "The drawn tiles go back and are reshuffled",
        "rummikub.setup.start-player",
        ["돌려놓고", "섞습니다"],
    ),
    ("Optional: stack tiles in piles of 7", "rummikub.setup.shuffle", ["7개씩", "꼭 해야 하는"]),
    ("Each player takes 14 tiles onto the rack", "rummikub.setup.deal", ["14장", "받침대"]),
    ("The remaining tiles form the pool", "rummikub.setup.deal", ["남은 타일", "공용 더미"]),
    # 4. Play: games and rounds
    (
        "A match is several games; a game ends when someone goes out; repeat as agreed",
        "rummikub.match.games",
        ["미리 정한 판 수", "받침대를 비우거나"],
    ),
    (
        "Official: a round has as many games as players",
        "rummikub.match.games",
        ["라운드", "인원수만큼"],
    ),
    # 4.1 Initial meld
    (
        "The first play must be set(s) made from the player's own rack",
        "rummikub.meld.rack-only",
        ["받침대에서 꺼낸 타일", "새로 만든 세트"],
    ),
    ("The initial meld totals at least 30 points", "rummikub.meld.initial-30", ["30점 이상"]),
    (
        "The initial meld may be several sets added together",
        "rummikub.meld.initial-30",
        ["여러 세트"],
    ),
    (
        "The 30 points come only from the rack; table tiles cannot be used",
        "rummikub.meld.rack-only",
        ["테이블에 이미 놓인 타일", "보탤 수 없습니다"],
    ),
    (
        "A joker in the initial meld counts as the tile it stands for",
        "rummikub.meld.joker-value",
        ["대신하는 타일의 숫자"],
    ),
    # 4.2 Drawing
    (
        "Cannot or will not play: draw one tile from the pool",
        "rummikub.turn.draw",
        ["일부러 내지 않기로", "한 장"],
    ),
    (
        "Drawing ends the turn; play passes clockwise",
        "rummikub.turn.draw",
        ["차례가 바로", "시계 방향"],
    ),
    ("Turn: either play tiles or draw one", "rummikub.turn.order", ["둘 중 하나", "시계 방향"]),
    # 4.3 After the initial meld
    (
        "After the initial meld: add to anyone's sets or play new sets",
        "rummikub.meld.after-meld",
        ["다른 사람이", "붙이거나"],
    ),
    (
        "After the initial meld the 30-point rule no longer applies",
        "rummikub.meld.after-meld",
        ["30점 조건이 없어집니다"],
    ),
    (
        "Table sets may be used from the turn after the initial meld (edition-dependent)",
        "rummikub.meld.after-meld",
        ["다음 차례부터", "판본"],
    ),
    (
        "A tile just drawn cannot be played that turn, only from the next turn",
        "rummikub.turn.draw",
        ["방금 가져온 타일", "다음 내 차례"],
    ),
    # 4.4 Manipulation
    (
        "Manipulation: rearrange, split and join table sets to lay more tiles",
        "rummikub.manipulation.overview",
        ["쪼개고", "옮기고", "붙여"],
    ),
    (
        "After manipulating, every table tile is in a valid set; no loose tiles",
        "rummikub.manipulation.no-loose-tiles",
        ["모든 타일", "외톨이"],
    ),
    (
        "Manipulation never moves table tiles back to a rack",
        "rummikub.manipulation.keep-table-tiles",
        ["받침대로 가져올 수는 없습니다"],
    ),
    (
        "A play must put at least one rack tile on the table",
        "rummikub.turn.play-from-rack",
        ["적어도 한 장"],
    ),
    (
        "Example: add blue 3 to blue 4-5-6",
        "rummikub.manipulation.overview",
        ["파랑 4-5-6", "파랑 3"],
    ),
    (
        "Example: take the blue 4 from a group of four 4s for blue 3-4-5-6",
        "rummikub.manipulation.overview",
        ["4장짜리 4 그룹", "3-4-5-6"],
    ),
    (
        "Example: add blue 11 to 8-9-10, free the 8 for a group of 8s (seed garbled)",
        "rummikub.manipulation.overview",
        ["파랑 11", "8 그룹", "흔한 오해"],
    ),
    (
        "Example: split a long run and insert a tile to make two runs",
        "rummikub.manipulation.overview",
        ["끼워 넣기", "연속 두 개"],
    ),
    # 4.5 Joker
    (
        "A joker stands for any number and any colour",
        "rummikub.joker.wild",
        ["아무 색", "아무 숫자"],
    ),
    (
        "Retrieve a table joker by putting the tile it stands for in its place",
        "rummikub.joker.retrieve",
        ["빼 올 수 있습니다", "바로 그 타일"],
    ),
    (
        "The replacing tile may come from the rack or from elsewhere on the table",
        "rummikub.joker.retrieve",
        ["받침대에서", "다른 세트에서"],
    ),
    ("A retrieved joker is wild again", "rummikub.joker.use-same-turn", ["다시 어떤 색"]),
    (
        "A retrieved joker must be used that turn in a new set",
        "rummikub.joker.use-same-turn",
        ["같은 차례 안에", "새 세트"],
    ),
    (
        "...with at least one rack tile (seed's stricter reading; engine option)",
        "rummikub.joker.use-same-turn",
        ["흔한 오해", "규칙서에 없는 경우"],
    ),
    ("No joker retrieval before the initial meld", "rummikub.joker.before-meld", ["첫 등록 전"]),
    # 4.6 Going out
    ('Empty the rack and call "Rummikub!"', "rummikub.end.rummikub", ["마지막 한 장", "루미큐브!"]),
    (
        "Going out ends the game at once; scoring follows",
        "rummikub.end.rummikub",
        ["그 즉시", "점수"],
    ),
    (
        "Pool empty and nobody went out: the game ends when nobody can play",
        "rummikub.end.pool-empty",
        ["바닥나도", "아무도 낼"],
    ),
    # 4.7 Time limit
    (
        "One minute per turn; over time draws one tile and the turn passes",
        "rummikub.timer.one-minute",
        ["1분", "한 장"],
    ),
    (
        "Unfinished manipulation at time-out: restore the table, draw 3 as a penalty",
        "rummikub.timer.one-minute",
        ["되돌리고", "3장"],
    ),
    # 5. Tutorial (also replayed as tutorials/first-turns.yaml)
    (
        "Tutorial: blue 10-11-12 is 33 points and meets the initial meld",
        "rummikub.meld.initial-30",
        ["파랑 10-11-12", "33점"],
    ),
    (
        "Tutorial: after melding, blue 9 may go in front of another's blue 10-11-12",
        "rummikub.faq.add-to-others-sets",
        ["파랑 9", "파랑 9-10-11-12"],
    ),
    # 6. Scoring
    (
        "The winner scores plus the sum of the other racks",
        "rummikub.scoring.rummikub",
        ["플러스", "합계를 모두 더한"],
    ),
    ("Every other player scores minus his rack sum", "rummikub.scoring.rummikub", ["마이너스"]),
    ("A joker left on a rack costs 30 points", "rummikub.scoring.joker-30", ["30점", "-30점"]),
    ("Blocked game: the lowest rack sum wins", "rummikub.scoring.blocked", ["가장 작은 사람이"]),
    (
        "Blocked game: others lose the difference, the winner gains the total",
        "rummikub.scoring.blocked",
        ["뺀 만큼", "더한 만큼"],
    ),
    (
        "Record each game's score; the final winner after the agreed rounds",
        "rummikub.match.games",
        ["기록해"],
    ),
    # 7. End
    (
        "The match ends after the agreed number of games",
        "rummikub.match.winner",
        ["정한 판을 모두 마치면"],
    ),
    ("Most games won is the final winner", "rummikub.match.winner", ["이긴 판이 가장 많은"]),
    ("Tie-break on games won: highest total score", "rummikub.match.winner", ["같으면", "총점"]),
    # 8. Tips (editorial)
    (
        "Tip: early on hold back good tiles so others open up the table",
        "rummikub.tip.hold-back",
        ["초반", "남겨 두었다가"],
    ),
    (
        "Tip: play three and keep the fourth tile for next turn instead of drawing",
        "rummikub.tip.fourth-tile",
        ["3장만", "가져오지 않아도"],
    ),
    (
        "Tip: the joker cuts both ways; choose when to play or retrieve it",
        "rummikub.tip.joker-timing",
        ["양날의 검", "30점"],
    ),
    # 8./9. Key exceptions and cautions, each an FAQ
    (
        "FAQ: initial meld 30 from the rack only, table tiles do not count",
        "rummikub.faq.meld-with-table-tiles",
        ["받침대", "첫 등록이 되지 않습니다"],
    ),
    (
        "FAQ: a just-drawn tile waits for the next turn",
        "rummikub.faq.play-drawn-tile",
        ["다음 내 차례"],
    ),
    (
        "FAQ: a retrieved joker cannot be kept on the rack",
        "rummikub.faq.joker-keep-on-rack",
        ["받침대로 가져갈 수 없고"],
    ),
    (
        "FAQ: the retrieved joker's new set needs a rack tile (seed reading)",
        "rummikub.faq.joker-new-set-rack-tile",
        ["받침대 타일이 한 장 이상"],
    ),
    (
        "FAQ: over time or a broken table means a penalty",
        "rummikub.faq.timeout",
        ["1분", "벌칙으로 3장"],
    ),
    (
        "FAQ: no loose tiles may be left after manipulating",
        "rummikub.faq.loose-tiles",
        ["3장 이상의 올바른 세트"],
    ),
    ("FAQ: initial meld below 30 is refused", "rummikub.faq.meld-below-30", ["27점"]),
    (
        "FAQ: a joker in the initial meld counts as its tile",
        "rummikub.faq.meld-joker-value",
        ["30점", "집안 규칙"],
    ),
    (
        "FAQ: retrieval before the initial meld is refused",
        "rummikub.faq.joker-before-meld",
        ["다음 차례부터"],
    ),
    ("FAQ: the pool runs out", "rummikub.faq.pool-empty", ["계속됩니다", "가장 작은"]),
    ("FAQ: a joker on the rack at the end", "rummikub.faq.joker-left-on-rack", ["-32점"]),
    ("FAQ: who starts", "rummikub.faq.who-starts", ["가장 높은"]),
    ("FAQ: drawing although able to play", "rummikub.faq.draw-instead-of-play", ["됩니다"]),
    ("FAQ: the winner's score", "rummikub.faq.winner-score", ["+16점"]),
    ("FAQ: tie on games won", "rummikub.faq.match-tie", ["총점"]),
    ("FAQ: 14 tiles each", "rummikub.faq.tiles-per-player", ["14장"]),
    ("FAQ: 5-6 players need XP", "rummikub.faq.more-players", ["XP"]),
    # Glossary: the seed's words with the synonyms players use
    ("Term: rack", "rummikub.term.rack", ["받침대"]),
    ("Term: pool", "rummikub.term.pool", ["공용 더미"]),
    ("Term: set (run or group)", "rummikub.term.set", ["연속", "그룹"]),
    ("Term: run", "rummikub.term.run", ["같은 색"]),
    ("Term: group", "rummikub.term.group", ["색이 모두 다른"]),
    ("Term: initial meld", "rummikub.term.initial-meld", ["30점"]),
    ("Term: joker", "rummikub.term.joker", ["30점"]),
    ("Term: manipulation", "rummikub.term.manipulation", ["쪼개고"]),
    ('Term: "Rummikub!" call', "rummikub.term.rummikub-call", ["루미큐브"]),
    ("Term: joker retrieval", "rummikub.term.retrieve-joker", ["조커 회수"]),
    ("Term: loose tile", "rummikub.term.loose-tile", ["외톨이"]),
    ("Term: start player", "rummikub.term.start-player", ["선플레이어"]),
    ("Term: game and round", "rummikub.term.round", ["라운드"]),
    ("Term: penalty tiles", "rummikub.term.penalty-draw", ["3장"]),
]

# Set rules the seed names (run, group) are stated precisely in entries of their own.
RULES_BEHIND_THE_SEED: list[tuple[str, str, list[str]]] = [
    ("A set is a run or a group of at least 3 tiles", "rummikub.sets.set", ["3장 이상"]),
    (
        "Run: one colour, consecutive, 3+; 1 never follows 13",
        "rummikub.sets.run",
        ["13 다음에 올 수 없습니다"],
    ),
    ("Group: one number, 3-4 different colours", "rummikub.sets.group", ["색이 모두 다른"]),
]

ROWS = FACTS + RULES_BEHIND_THE_SEED


@pytest.mark.parametrize("fact,entry_id,words", ROWS, ids=[row[0][:60] for row in ROWS])
def test_fact_is_in_its_entry(fact: str, entry_id: str, words: list[str]) -> None:
    entry = CONTENT.entries.get(entry_id)
    assert entry is not None, f"{fact}: no entry {entry_id}"
    assert entry.game == "rummikub"
    text = f"{entry.title}\n{entry.body_md}"
    missing = [w for w in words if w not in text]
    assert not missing, f"{fact}: {entry_id} lacks {missing}"


def test_facts_from_the_seed_cite_it_or_the_rulebook() -> None:
    for fact, entry_id, _ in FACTS:
        sources = {s["id"] for s in CONTENT.entries[entry_id].sources}
        assert sources & {SEED, "rummikub-rulebook", "research/rummikub.md"}, (fact, entry_id)


def test_entries_flagged_as_differing_from_the_seed() -> None:
    flagged = {e.id for e in CONTENT.entries.values() if e.game == "rummikub" and e.seed_differs}
    assert {"rummikub.manipulation.overview", "rummikub.joker.use-same-turn"} <= flagged


def test_at_least_twenty_faqs_each_with_several_phrasings() -> None:
    faqs = [e for e in CONTENT.entries.values() if e.game == "rummikub" and e.kind == "faq"]
    assert len(faqs) >= 20
    for faq in faqs:
        assert len(faq.phrasings) >= 3, faq.id
