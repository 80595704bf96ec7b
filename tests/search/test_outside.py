"""A question about a game this service has no rules for is told so (outside_games.yaml), and
one that only compares with such a game is answered as before."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from fold_sets import FOLDED, NOT_FOLDED
from question_sets import load

from tutor.search.outside import _FILE, asked_outside

CONTENT = Path(__file__).resolve().parents[2] / "content"


@pytest.mark.parametrize(
    ("question", "game"),
    [
        ("카탄에서 도둑 나오면 카드 몇 장 버려야 돼요?", "카탄"),
        ("티켓투라이드 목적지 카드 완성 못하면 감점?", "티켓 투 라이드"),
        ("우노 마지막 한장 남았을때 안외치면 벌칙이 뭐에요", "우노"),
        ("Catan robber rule", "카탄"),
        ("바둑 집 계산 어떻게 해요", "바둑"),
        ("텍사스 홀덤 블라인드 순서", "홀덤"),
        ("우노+4 위에 +2 얹을 수 있어요?", "우노"),  # a sign typed onto the name
        ("윷놀이 처음에 빽도 나오면 어떻게 해요? 판에 나간 말이 없는데", "윷놀이"),
    ],
)
def test_a_game_asked_about_is_found(question, game):
    assert asked_outside(question) == game


@pytest.mark.parametrize(
    "question",
    [
        "우노처럼 마지막 한 장 남으면 외쳐야 돼요?",  # compared with
        "포커 스트레이트처럼 빨강 12 13 1로 이어서 런을 만들 수 있나요?",  # a word, then 처럼
        "원카드 조커랑 다르게 여기선 조커를 어떻게 가져와요?",
        "윷놀이 말 업고 가는 것처럼 보너스 타일을 연달아 받아요?",  # later in the sentence
        "선 마커 가져가면 -1점이라던데 포커 블라인드 같은 건가요",
        "카탄은 주사위 굴려서 선 정하잖아요, 여기선 선을 어떻게 정해요?",  # points at ours
        "포커 스트레이트는 다섯 장이 끝인데 이 게임은 몇 장까지 이어요?",
        "체스만 해 봤는데 이 게임은 누가 먼저 해요?",
        "한장남으면우노같은거외쳐야돼?",  # not where a word begins
        "장기적으로 보면 어떤 색을 모아야 해요?",  # not a name on our list
        "오목하게 들어간 칸에도 타일을 놓나요?",  # 오목 inside a word
    ],
)
def test_a_game_compared_or_set_beside_is_not_asked(question):
    assert asked_outside(question) is None


def test_no_question_of_the_tuning_sets_or_the_asked_questions_is_read_as_outside(
    content_searcher,
):
    """22,500 questions about our games: the few that name a game on the list as asked name
    one of ours too ("우노 외치기 루미큐브에도 있음?"), which is then the game asked."""
    questions = [
        c["q"]
        # the folded sets and the tuning sets not folded (the blind sets are measured only)
        for name in (*FOLDED, *(n for n in NOT_FOLDED if n.startswith("tune")))
        for c in load(name)["questions"]
    ]
    for path in CONTENT.glob("*/asked*.yaml"):
        with open(path, encoding="utf-8") as f:
            for value in yaml.safe_load(f).values():
                for texts in value.values() if isinstance(value, dict) else [value]:
                    questions += [q for q in texts if isinstance(q, str)]
    assert len(questions) > 20000
    found = [q for q in questions if asked_outside(q)]
    assert 0 < len(found) <= 10
    for question in found:
        answer = content_searcher.ask(question)
        assert "outside_game" not in answer, question
        assert answer["game"] is not None, question


def test_the_list_is_well_formed():
    data = yaml.safe_load(_FILE.read_text(encoding="utf-8"))
    names = [name for item in data["games"] for name in item]
    assert len(names) == len(set(names)) >= 60
    for item in data["games"]:
        ((name, aliases),) = item.items()
        assert isinstance(name, str) and isinstance(aliases, list)


def test_the_searcher_says_it_has_no_rules_for_the_game(content_searcher):
    answer = content_searcher.ask("카탄에서 도둑 나오면 카드 몇 장 버려야 돼요?")
    assert answer["outside_game"] == "카탄" and not answer["confident"]
    assert answer["results"]  # guesses all the same


def test_a_game_of_ours_named_beside_it_is_the_game_asked(content_searcher):
    answer = content_searcher.ask("우노 외치기 루미큐브에도 있음?")
    assert "outside_game" not in answer and answer["game"] == "rummikub"
    answer = content_searcher.ask("우노처럼 마지막 한 장 남으면 외쳐야 돼요?")
    assert "outside_game" not in answer and answer["confident"]
    assert answer["results"][0]["id"] == "rummikub.faq.one-tile-call"
