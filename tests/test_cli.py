"""The `tutor` command: exit codes and JSON shapes of INTERFACE.md."""

from __future__ import annotations

import json

import pytest

from tutor.cli import main


def _json(capsys) -> dict:
    return json.loads(capsys.readouterr().out)


def test_ask_json(capsys, built_db):
    assert main(["ask", "바닥줄 감점", "--json", "--db", str(built_db)]) == 0
    data = _json(capsys)
    assert data["results"] and data["results"][0]["game"] == "azul"


def test_ask_text(capsys, built_db):
    assert main(["ask", "조커 회수", "--db", str(built_db)]) == 0
    assert "1." in capsys.readouterr().out


def test_ask_text_asks_for_the_situation_a_question_points_at(capsys, built_db):
    assert main(["ask", "이거 반칙임?", "--db", str(built_db)]) == 0
    out = capsys.readouterr().out
    assert "상황을 함께 적어 주세요" in out and "혹시 이것을 찾으셨나요?" in out


def test_ask_text_says_which_game_it_has_no_rules_for(capsys, built_db):
    assert main(["ask", "체스 캐슬링 조건 알려주세요", "--db", str(built_db)]) == 0
    assert "체스 규칙은 룰튜터에 없어요." in capsys.readouterr().out


def test_ask_bad_input(capsys, built_db):
    assert main(["ask", "", "--db", str(built_db)]) == 2
    assert "오류" in capsys.readouterr().err


@pytest.mark.parametrize(
    "slug",
    [
        "azul/first-turn",
        "azul/scoring-examples",
        "azul-summer-pavilion/first-round",
        "rummikub/first-turns",
        "indigo/first-turns",
    ],
)
def test_replay_json(capsys, slug):
    assert main(["replay", slug, "--json"]) == 0
    data = _json(capsys)
    assert data["ok"] is True and data["slug"] == slug.split("/")[1]
    assert all(
        {"n", "actor", "move", "narration", "rule_ids", "state"} <= s.keys() for s in data["steps"]
    )


def test_replay_unknown(capsys):
    assert main(["replay", "azul/nope"]) == 2
    assert main(["replay", "nope"]) == 2


@pytest.mark.parametrize("game", ["azul", "azul-summer-pavilion", "rummikub", "indigo"])
def test_selfplay_json(capsys, game):
    assert main(["selfplay", game, "--players", "2", "--games", "3", "--json"]) == 0
    data = _json(capsys)
    for key in (
        "game",
        "players",
        "games",
        "seconds",
        "games_per_second",
        "invariant_violations",
        "mean_scores",
    ):
        assert key in data
    assert data["invariant_violations"] == 0 and data["games"] == 3


def test_selfplay_bad_usage(capsys):
    assert main(["selfplay", "chess"]) == 2
    assert main(["selfplay", "azul", "--players", "7"]) == 2


def test_hint_json(capsys):
    assert main(["hint", "--rack", "r5 r6 r7 j", "--json"]) == 0
    data = _json(capsys)
    assert sorted(data["placed"]) == ["j", "r5", "r6", "r7"]
    assert data["table"] and data["explanation"]


def test_hint_bad_tile(capsys):
    assert main(["hint", "--rack", "r5 zz"]) == 2
