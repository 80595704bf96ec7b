"""The slips robustness.py applies are the ones its classes name, and the same every run."""

import random

from robustness import SLIPS, first_right


def _slip(kind: str, text: str, seed: str = "t") -> str | None:
    return SLIPS[kind](text, random.Random(seed))


def test_each_class_makes_its_slip():
    assert _slip("drop-final", "없어") == "업어"
    assert _slip("plain-double", "있어") == "잇어"
    assert _slip("vowel", "돼") == "되"
    assert _slip("liaison", "먹으면") == "머그면"
    assert _slip("silent-h", "놓아도") == "노아도"
    assert _slip("no-spaces", "바닥 줄 감점") == "바닥줄감점"
    assert _slip("english-all", "조커 회수") == "whzj ghltn"
    assert _slip("english-word", "조커") == "whzj"
    near = _slip("near-vowel", "가")
    assert near is not None and near != "가" and near[0] != "가"


def test_a_question_without_the_slip_is_skipped():
    assert _slip("drop-final", "가나") is None
    assert _slip("vowel", "가나") is None
    assert _slip("no-spaces", "바닥줄") is None
    assert _slip("silent-h", "놓고") is None


def test_slips_are_the_same_every_run():
    text = "바닥줄에 타일 세 개 떨어지면 몇 점 깎여요?"
    for kind in SLIPS:
        assert _slip(kind, text, "seed") == _slip(kind, text, "seed")


def test_a_slipped_question_is_asked_like_the_sets(content_searcher):
    case = {"q": "아줄 바닥 줄 감점 몇 점", "id": "azul.floor.penalty"}
    assert first_right(content_searcher, case, case["q"])
    assert first_right(content_searcher, case, "아줄 바닥 줄 감점 몇 점".replace(" ", ""))
