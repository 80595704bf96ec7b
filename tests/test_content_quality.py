"""Content written in our own words, with the synonyms players use, kinds kept apart."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor.content import load_content
from tutor.games import GAME_IDS

from .conftest import CONTENT_DIR

CONTENT = load_content(CONTENT_DIR)
SEEDS = Path(CONTENT_DIR).resolve().parents[1] / "shared" / "seeds"
SEED_OF = {
    "azul-summer-pavilion": "000_2b04c60d0b7a5d52.txt",
    "rummikub": "002_7ffaf3cd328bc6ce.txt",
    "azul": "003_41d53ab60b4dc763.txt",
    "indigo": "004_73df79a79552746e.txt",
}
RUN = 30  # characters of a seed sentence that may not reappear verbatim


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[*_`#>\[\]()]", "", text)).strip()


@pytest.mark.parametrize("game", GAME_IDS)
def test_no_seed_sentence_is_copied(game):
    seed_path = SEEDS / SEED_OF[game]
    if not seed_path.exists():
        pytest.skip("shared/seeds is not beside this checkout")
    seed = _norm(seed_path.read_text(encoding="utf-8"))
    shingles = {seed[i : i + RUN] for i in range(len(seed) - RUN + 1)}
    copied = []
    for entry in CONTENT.entries.values():
        if entry.game != game:
            continue
        body = _norm(entry.body_md)
        for i in range(len(body) - RUN + 1):
            if body[i : i + RUN] in shingles:
                copied.append((entry.path, body[i : i + RUN]))
                break
    assert not copied, copied[:10]


SYNONYMS = {
    "azul": [{"공장", "팩토리", "타일 진열대"}, {"패턴 줄", "보관대"}, {"바닥 줄", "floor line"}],
    "azul-summer-pavilion": [{"와일드", "만능", "조커"}, {"여름 별장", "썸머 파빌리온"}],
    "rummikub": [{"조커", "joker"}, {"등록", "첫 등록", "initial meld"}],
    "indigo": [{"보석", "젬"}, {"나빗길", "인디고"}, {"출구", "게이트"}],
}


@pytest.mark.parametrize("game", GAME_IDS)
def test_glossary_knows_the_synonyms_players_use(game):
    names = (
        " | ".join(
            " | ".join([e.title, *e.aliases])
            for e in CONTENT.entries.values()
            if e.game == game and e.kind == "term"
        )
        + " | "
        + " | ".join(CONTENT.games[game].aliases)
    )
    for group in SYNONYMS[game]:
        present = {word for word in group if word.lower() in names.lower()}
        assert len(present) >= 2, (game, group, present)


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_kind_is_present_and_faqs_have_phrasings(game):
    entries = [e for e in CONTENT.entries.values() if e.game == game]
    kinds = {e.kind for e in entries}
    assert kinds == {"rule", "faq", "term", "tip", "variant"}, kinds
    for faq in (e for e in entries if e.kind == "faq"):
        assert faq.phrasings, faq.id
        assert faq.rule_ids, faq.id


def test_seed_differences_are_stated_where_flagged():
    for entry in CONTENT.entries.values():
        if entry.seed_differs:
            assert "흔한 오해" in entry.body_md, entry.path


# A question word that a 네/아니요 cannot answer (어떻게 하나요? → 아니요 reads as nonsense).
WH_WORD = re.compile(r"어떻게|어디|언제|누구|무엇|뭐|몇|왜|얼마")  # 누가 is also "someone"


def test_an_faq_answered_yes_or_no_asks_a_yes_or_no_question():
    """The answer card shows an FAQ's title as the question and its first word as the
    direct answer, so a 네/아니요 answer needs a title that asks yes or no. Whether the
    polarity fits (남나요? 아니요, 남습니다) is read by people: both title and question of
    every such FAQ were read when this test was written."""
    for faq in (e for e in CONTENT.entries.values() if e.kind == "faq"):
        if re.match(r"(네|아니요)\b", faq.body_md.strip()):
            for asked in (faq.title, faq.question or faq.title):
                assert not WH_WORD.search(asked), (faq.id, asked)
