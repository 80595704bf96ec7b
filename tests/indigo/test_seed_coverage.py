"""Every fact of the Indigo seed (004_73df79a79552746e.txt) has one entry that states it.

The checklist below is the seed read line by line: one row per fact, in seed order, with the
entry that owns the fact and Korean key words its title or body must contain. Where the seed
is wrong or vague the owning entry states the official rule and says how the seed differs
(``SEED_DIFFERS``). Tutorial-only facts of the seed (§5) are checked in ``test_content.py``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

CONTENT = Path(__file__).resolve().parents[2] / "content" / "indigo"
FOLDERS = ("rules", "faq", "terms", "tips", "variants")


def _entry(path: Path) -> dict[str, Any]:
    head, _, body = path.read_text(encoding="utf-8")[4:].partition("\n---\n")
    data = yaml.safe_load(head)
    data["_body"] = body
    return data


ENTRIES = {
    e["id"]: e
    for e in (_entry(p) for folder in FOLDERS for p in sorted((CONTENT / folder).glob("*.md")))
}

# (fact in the seed, owning entry id, key words the entry's title or body must contain)
CHECKLIST: list[tuple[str, str, list[str]]] = [
    # 1. Overview
    (
        "Korean name 나빗길 is the game Indigo (2012)",
        "indigo.term.indigo",
        ["나빗길", "Indigo", "2012"],
    ),
    ("2 to 4 players", "indigo.overview.players", ["2~4명"]),
    ("about 30-45 minutes", "indigo.overview.players", ["30~45분"]),
    ("age 8 and up", "indigo.overview.players", ["8세 이상"]),
    (
        "genre: abstract strategy, tile placement, connecting paths",
        "indigo.overview.players",
        ["추상 전략", "타일", "길을 잇"],
    ),
    (
        "difficulty 2 of 5: simple rules, much to think about",
        "indigo.overview.players",
        ["다섯 단계 중 2단계", "쉬운 편"],
    ),
    # 2. Goal
    (
        "goal: collect the most valuable gems for the highest score",
        "indigo.overview.goal",
        ["보석", "점수 합이 가장 큰"],
    ),
    (
        "place route tiles to bring gems to your own gateways at the board edge",
        "indigo.overview.goal",
        ["길 타일", "게이트웨이", "가장자리"],
    ),
    # 3. Components
    ("1 game board", "indigo.components.list", ["게임 보드 1개"]),
    ("4 screens that hide collected gems", "indigo.components.list", ["가림판 4개", "못 보게"]),
    (
        "7 treasure tiles: 1 centre, 6 edge",
        "indigo.components.list",
        ["보석 타일 7개", "중앙 타일 1개", "가장자리 타일 6개"],
    ),
    ("54 route tiles", "indigo.components.list", ["길 타일 54개"]),
    (
        "24 tokens, 6 per player colour, mark gateway ownership",
        "indigo.components.list",
        ["토큰 24개", "6개씩", "게이트웨이의 주인"],
    ),
    (
        "24 gems: 12 amber, 10 emerald, 2 sapphire",
        "indigo.components.list",
        ["보석 24개", "호박 12개", "에메랄드 10개", "사파이어 2개"],
    ),
    (
        "board: 61 hexes, 7 treasure spaces (centre + 6), 54 route-tile spaces",
        "indigo.components.board",
        ["61개", "7칸", "54칸"],
    ),
    (
        "gateways are the orange areas on the board edge",
        "indigo.components.board",
        ["주황색", "게이트웨이"],
    ),
    # 3. Set-up
    (
        "board in the middle of the table; centre tile dark blue, 6 edge tiles light blue",
        "indigo.setup.treasure",
        ["진한 파란색", "연한 파란색", "한가운데"],
    ),
    (
        "edge tiles' arrows point to the centre of the board",
        "indigo.setup.treasure",
        ["화살표가 보드 중앙"],
    ),
    (
        "centre tile holds 1 sapphire and 5 emeralds",
        "indigo.setup.treasure",
        ["사파이어 1개", "에메랄드 5개"],
    ),
    (
        "each edge tile holds 1 amber on its arrow",
        "indigo.setup.treasure",
        ["화살표 위에 호박을 1개씩"],
    ),
    (
        "remaining gems (6 amber, 5 emerald, 1 sapphire) form a reserve beside the board",
        "indigo.setup.reserve",
        ["호박 6개", "에메랄드 5개", "사파이어 1개", "예비"],
    ),
    (
        "shuffle the 54 route tiles face down into several piles",
        "indigo.setup.tiles",
        ["54장", "뒷면", "섞어", "더미"],
    ),
    (
        "each player takes a screen and 6 tokens of their colour; screen stands in front",
        "indigo.setup.tiles",
        ["가림판 1개", "토큰 6개", "세웁니다"],
    ),
    ("tokens go on gateways by player count", "indigo.setup.tiles", ["게이트웨이에 토큰"]),
    (
        "2 players: each owns 3 gateways alone, alternating (seed: 'facing')",
        "indigo.setup.gateways-2p",
        ["3개를 혼자", "번갈아", "흔한 오해"],
    ),
    (
        "2 players: no shared gateway, reserve not needed",
        "indigo.setup.gateways-2p",
        ["공유 게이트웨이가 없", "예비"],
    ),
    (
        "3 players: each owns 1 alone and shares 1 with each opponent (seed says 2 alone)",
        "indigo.setup.gateways-3p",
        ["1개를 혼자", "1개씩 함께", "흔한 오해"],
    ),
    (
        "3 players alternative: each owns 2 gateways alone, no sharing",
        "indigo.variant.three-exclusive",
        ["2개씩 혼자", "2인 게임처럼"],
    ),
    (
        "4 players: every gateway shared, each player shares one with every other "
        "(seed says 1 alone)",
        "indigo.setup.gateways-4p",
        ["두 사람이 함께", "토큰 3개", "흔한 오해"],
    ),
    (
        "each player draws 1 route tile and keeps it hidden",
        "indigo.setup.tiles",
        ["1장", "보이지 않게"],
    ),
    # 4. Play
    ("the youngest player starts", "indigo.setup.first-player", ["가장 어린"]),
    ("play goes clockwise", "indigo.setup.first-player", ["시계 방향"]),
    (
        "turn: place a tile, move gems, claim gems at gateways, draw a tile",
        "indigo.turn.sequence",
        ["놓습니다", "움직이고", "게이트웨이 주인", "가져옵니다"],
    ),
    ("the tile goes on any empty hex", "indigo.turn.place-tile", ["비어 있는", "어디에든"]),
    (
        "it may touch placed tiles or treasure tiles (or nothing)",
        "indigo.turn.place-tile",
        ["보석 타일에 붙여", "아무것과도 닿지 않는"],
    ),
    (
        "exception: no curve joining two exits of a gateway directly",
        "indigo.place.gateway-curve",
        ["두 출구", "곡선", "놓을 수 없습니다"],
    ),
    (
        "tile on the arrow side of an edge treasure tile moves its gem to the end of the route",
        "indigo.move.corner-release",
        ["화살표", "호박", "길 끝까지"],
    ),
    (
        "edge treasure tiles release their amber (only one)",
        "indigo.move.corner-release",
        ["호박이 하나뿐"],
    ),
    (
        "centre releases one gem per adjacent tile: emeralds first, sapphire last "
        "(seed ties it to an arrow side)",
        "indigo.move.centre-release",
        ["1개", "에메랄드 5개가 먼저", "사파이어", "흔한 오해"],
    ),
    (
        "a tile extending a route with a gem moves that gem to the new end",
        "indigo.move.follow-route",
        ["길의 끝에 이어지면", "갈 수 있는 데까지"],
    ),
    (
        "gems follow the route only: no turning, no going back",
        "indigo.move.follow-route",
        ["방향을 틀거나", "왔던 길로 돌아갈 수 없"],
    ),
    ("every gem that can move must move", "indigo.move.all-gems", ["모두 움직입니다"]),
    (
        "two gems meeting on a route are both removed from the game",
        "indigo.move.collision",
        ["두 보석 모두", "빠집니다"],
    ),
    (
        "collided gems never return to a treasure tile",
        "indigo.move.collision",
        ["보석 타일로 돌아가지도 않"],
    ),
    (
        "a gem reaching a gateway exit leaves the board and goes to the gateway's owner",
        "indigo.gateway.exit",
        ["출구", "게이트웨이 주인"],
    ),
    (
        "a gateway with one owner: only that player takes the gem",
        "indigo.gateway.exit",
        ["그 게이트웨이 주인이"],
    ),
    (
        "shared gateway: one owner takes the gem, the other an equal gem from the reserve",
        "indigo.gateway.shared",
        ["예비 보석", "같은 종류"],
    ),
    (
        "shared gateway: any of its 6 exits rewards both owners",
        "indigo.gateway.shared",
        ["여섯 개 중 어디든", "두 사람 모두"],
    ),
    ("claimed gems are hidden behind the screen", "indigo.gateway.exit", ["가림판 뒤"]),
    (
        "end of turn: draw 1 new route tile; then the next player",
        "indigo.turn.draw",
        ["새 길 타일 1장"],
    ),
    # 6. Scoring
    (
        "sapphire 3, emerald 2, amber 1 point",
        "indigo.scoring.values",
        ["호박은 1점", "에메랄드는 2점", "사파이어는 3점"],
    ),
    (
        "count the gems from behind the screen at the end",
        "indigo.scoring.values",
        ["가림판 뒤의 보석"],
    ),
    # 7. End
    (
        "the game ends at once when no gem is left on the board",
        "indigo.end.no-gems",
        ["하나도 남지 않으면", "바로"],
    ),
    (
        "every gem has been claimed or lost in a collision",
        "indigo.end.no-gems",
        ["출구로 나가거나", "충돌로 사라져"],
    ),
    ("highest score wins", "indigo.end.winner", ["점수가 가장 높은"]),
    ("tie: more gems wins", "indigo.end.winner", ["보석을 더 많이"]),
    ("still tied: shared victory", "indigo.end.winner", ["함께 우승"]),
    # 8. Tips (editorial) and the variant
    (
        "tip: early on, build routes that aim at several gems",
        "indigo.tip.many-gems",
        ["초반", "여러 보석"],
    ),
    (
        "tip: block opponents' routes or turn them towards you",
        "indigo.tip.block",
        ["길을 다른 곳으로", "내 쪽으로"],
    ),
    (
        "tip: use collisions against valuable gems, but both gems are lost",
        "indigo.tip.collision",
        ["부딪치게", "둘 다 사라지"],
    ),
    (
        "tip: a shared gateway helps you and one other player",
        "indigo.tip.shared-gateway",
        ["공유 게이트웨이", "같은 점수"],
    ),
    (
        "variant: hold 2 tiles, draw after each placement",
        "indigo.variant.two-tiles",
        ["2장씩", "늘 2장", "전술적"],
    ),
    # 8. Exceptions summary and 9. Cautions (FAQ for the confusing ones)
    (
        "exception summary: no curve closing two gateway exits",
        "indigo.faq.gateway-curve",
        ["두 출구", "급곡선"],
    ),
    (
        "exception summary: two gems meeting both leave the game",
        "indigo.faq.collision",
        ["두 보석 모두"],
    ),
    (
        "exception summary: shared gateway gives both owners a gem (one from the reserve)",
        "indigo.faq.shared-gateway",
        ["두 주인이 모두", "예비 보석"],
    ),
    ("caution: a placed tile cannot be taken back", "indigo.faq.occupied-cell", ["되돌리거나"]),
    ("caution: watch which gems the opponents are after", "indigo.tip.block", ["노리는지 늘 살피"]),
    (
        "caution: do not let sapphires and emeralds slip",
        "indigo.tip.valuable-gems",
        ["에메랄드", "사파이어"],
    ),
    (
        "caution: always draw a new tile at the end of the turn",
        "indigo.faq.forgot-draw",
        ["빠뜨리면 안 됩니다"],
    ),
    ("a placed tile cannot be moved or undone (rule)", "indigo.turn.place-tile", ["되돌릴 수"]),
]

SEED_DIFFERS = [
    "indigo.setup.gateways-2p",
    "indigo.setup.gateways-3p",
    "indigo.setup.gateways-4p",
    "indigo.move.centre-release",
    "indigo.faq.two-player-gateways",
    "indigo.faq.three-player-gateways",
    "indigo.faq.four-player-gateways",
]

SEED_ADVERTISING = ["보드게임마스터", "앱스토어", "구글플레이", "Google Play", "챗봇"]


def _text(entry: dict[str, Any]) -> str:
    return " ".join(f"{entry['title']} {entry['_body']}".split())


@pytest.mark.parametrize(
    ("fact", "entry_id", "words"), CHECKLIST, ids=[row[0][:50] for row in CHECKLIST]
)
def test_fact_is_stated_by_its_entry(fact: str, entry_id: str, words: list[str]) -> None:
    assert entry_id in ENTRIES, (fact, entry_id)
    text = _text(ENTRIES[entry_id])
    missing = [word for word in words if word not in text]
    assert not missing, (fact, entry_id, missing)


def test_each_fact_is_listed_once() -> None:
    facts = [row[0] for row in CHECKLIST]
    assert len(facts) == len(set(facts))


@pytest.mark.parametrize("entry_id", SEED_DIFFERS)
def test_where_the_seed_is_wrong_the_entry_says_so(entry_id: str) -> None:
    entry = ENTRIES[entry_id]
    assert entry.get("seed_differs") is True
    assert "**흔한 오해:**" in entry["_body"]


def test_official_rule_tip_and_variant_stay_apart() -> None:
    kinds = {entry_id: ENTRIES[entry_id]["kind"] for _, entry_id, _ in CHECKLIST}
    assert all(kind == "tip" for entry_id, kind in kinds.items() if ".tip." in entry_id)
    assert all(kind == "variant" for entry_id, kind in kinds.items() if ".variant." in entry_id)
    assert all(
        kind == "rule"
        for entry_id, kind in kinds.items()
        if entry_id.split(".")[1] not in {"tip", "variant", "faq", "term"}
    )


def test_no_seed_advertising_in_content() -> None:
    for entry in ENTRIES.values():
        text = _text(entry) + " " + " ".join(entry.get("aliases") or [])
        assert not [ad for ad in SEED_ADVERTISING if ad in text], entry["id"]


def test_enough_faqs_with_realistic_phrasings() -> None:
    faqs = [e for e in ENTRIES.values() if e["kind"] == "faq"]
    assert len(faqs) >= 20
    assert all(len(faq["phrasings"]) >= 3 for faq in faqs), [
        faq["id"] for faq in faqs if len(faq["phrasings"]) < 3
    ]
