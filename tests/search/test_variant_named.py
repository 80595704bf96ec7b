"""A question that names a variant by a word only it (and a few entries) use is about the
variant: the base game's entry on the same thing comes after it (searcher.VARIANT_OTHER_PENALTY).
The same question without the word keeps the base game's answer, and an FAQ about a variant is
not pushed under the variant's own entry."""

import pytest


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("루미큐브 XP 에디션은 tile 몇 개 들어있나요?", "rummikub.variant.xp"),
        ("루미큐브 XP판에는 타일이 몇 개예요?", "rummikub.variant.xp"),
        ("루미큐브 타일은 몇 개예요?", "rummikub.components.tiles"),
        ("회색 벽 면에서 놓을 칸이 없으면?", "azul.faq.gray-no-space"),
    ],
)
def test_a_named_variant_comes_before_the_base_game(content_searcher, question, first):
    results = content_searcher.ask(question)["results"]
    assert results[0]["id"] == first, [r["id"] for r in results[:3]]


def test_other_games_do_not_come_up_instead(content_searcher):
    # the word sets back every entry without it, not only the variant's game's
    ids = [r["id"] for r in content_searcher.ask("XP 버전은 타일 몇개 들었어요?")["results"][:3]]
    assert ids[0] == "rummikub.variant.xp"
    assert all(i.startswith("rummikub.") for i in ids), ids


def test_a_base_entry_that_names_the_variant_is_not_set_back(content_searcher):
    # "XP" is also in the player-count rule (5~6명은 XP판): asked about players, it stays near
    ids = [r["id"] for r in content_searcher.ask("XP판은 몇 명까지 해요?")["results"][:3]]
    assert ids[0] == "rummikub.variant.xp"
    assert "rummikub.overview.players" in ids
