"""Indigo's computed answers, thirteenth round: new questions of concrete cases (whole turns
told, claims heard from others, sums asked, another player's move), checked by hand against
the rules. Misreads found, fixed:

- the gem a tile beside the centre freed, told in the past or as heard ("내가 첫 번째로 중앙 옆에
  놨는데 사파이어가 나왔대. 맞아?", "사파이어 나온다던데"): answered "에메랄드가 나옵니다" with no
  네/아니요 (나왔, 나온 are not 나오); now 아니요 (네 when the gem told is the one freed);
- the points of a shared gateway's two owners added up ("3인 게임 공유 게이트로 호박 나가면 총
  몇 점?", "둘이 합쳐 몇 점?"): answered "1점씩", not the sum asked; now the sum with each one's
  ("합쳐 2점입니다 (1점씩)"), and a sum claimed ("합쳐서 4점 맞지?") gets 네/아니요; "둘이 몇 점씩
  받아?", "두 사람 합쳐서" of a shared gateway were read as a 2-player game ("2명이면 공유
  게이트웨이가 없어 …"); now its two owners;
- the other player who placed the tile, named by the question ("친구가 놓은 타일 때문에 에메랄드가 내
  출구로 나갔어"): the case and the reason said 상대 ("상대가 놓은 타일로 …"); now as asked
  ("친구가 놓은 타일로 …"), as the gateway's owner already was;
- one player said to win, to check ("나 6점 보석 3개, 친구 6점 보석 5개. 내가 이기지?", "친구가
  이기는 거 맞지?", "공동 우승이야?"): the winner alone ("친구가 이깁니다"), no 네/아니요; now
  네/아니요 with the winner (공동 우승 only when the gems are level too);
- a gateway named as the one the gem does NOT leave through ("내 게이트 아닌 곳으로 사파이어 나가면
  나는 못 받지?", "공유 게이트 아닌 데로 호박 나가면 한 명만 받아?", "친구 출구 말고 …"): read as
  the gem leaving through it ("내가 가져갑니다", "아니요, 두 주인 모두 …"); not read now;
- a tile said NOT to be on the arrow's cell, or beside the centre ("화살표 앞이 아닌 칸에 놓으면
  호박 나와?", "화살표가 향하는 칸이 아닌 곳에", "중앙 옆 말고 다른 데 세 번째로 놓으면 뭐
  나와?"): read as on it ("네, 호박이 그 타일의 길로 나옵니다", "에메랄드가 나옵니다"); now the
  arrow's other cells (아니요, the amber stays), and the centre's not read;
- one of two asked ("보석 하나 남았어. 게임 끝났어? 아니면 계속해?", "둘 다 받아 아니면 한 명만
  받아?", "친구 꺼야 내 꺼야?"): 네/아니요 ("아니요, 친구가 가져갑니다", "아니요, 두 주인 모두
  …"), which answers neither choice; now the plain statement, with no mark of yes or no;
- which move is better, asked beside the centre's last cell ("에메랄드 하나 확실히 먹는 수랑,
  사파이어 나올 중앙 마지막 칸을 상대가 못 쓰게 하는 수 중에 뭐가 나아요?"): answered
  "사파이어가 나옵니다" ("네, …" to "지금 놓는 게 나을까?"), another question; not read now;
- every curve said to join a gateway cell's two exits ("곡선이면 다 게이트웨이 칸에서 출구 두 개를
  잇게 되니까 금지 아니었어요?", "… 금지 맞지?"): "(네,) 금지입니다", the belief confirmed (only the one direction of a
  sharp curve is banned); not read now;
- two of three or four players said level on points ("인디고 3인으로 끝났는데 저랑 친구 둘 다
  13점이에요. 저는 보석 8개, 친구는 7개면 누가 이겨요?"): "내가 이깁니다" as though no one else
  played; now the case and the reason say only the two said were compared, as for gems said, and
  a winner claimed of them gets 아니요 but never 네 (the others may have more);
- the pile out, one player's hand told beside another's and that other's turn asked ("더미 다
  떨어졌는데 나는 손에 1장 친구는 0장이야. 친구 차례는 어떻게 돼?"): the first hand's turn
  ("그 타일을 놓고 새 타일은 뽑지 않습니다"), the wrong player's; not read now;
- the tiles around the centre counted by player ("친구가 다섯 번째로 중앙 옆에 놨고 이제 내가
  놓으면 뭐 나와?", "친구가 세 장, 내가 두 장 놨어. 이번에 놓으면?", "나 두 번 친구 세 번
  놨으면 다음엔?"): read as the tile counted, or one count of two ("에메랄드가 나옵니다",
  "아니요, 에메랄드가 나옵니다" where the asker's sixth tile frees the sapphire); not read now.
  "이제 놓으면" is the next tile, as "다음에" is;
- one more cell around the centre told filled ("중앙 옆 여섯 칸 중 네 칸 찼고 친구가 한 칸 더
  채웠어. 다음 칸에 놓으면 뭐 나와?"): "한 칸 더" read as the cell asked about (the fifth:
  "에메랄드가 나옵니다", where the sixth frees the sapphire); not read now;
- one player's gateways held alone, claimed with 씩 ("3명이면 게이트웨이 2개씩 혼자 가지는 거
  맞아?", the FAQ's own misbelief): not read ("게이트웨이 2" was taken for gateway 2); now
  네/아니요 with the chart's share ("아니요, 3명이면 한 사람이 1개는 혼자, 2개는 함께
  가집니다");
- 아줄's centre told with a colour counted ("친구가 중앙에서 처음 노랑 2개 가져갔어. 그럼 친구
  바닥에 표식 가는 거야?"), with no game or on this game's pages: read as a claim of the set-up's
  gems on the centre tile ("아니요, 처음 중앙 보석 타일에는 …"); a take, the marker, the floor
  line or a factory now decline the claim, and with no game a colour counted no longer marks a
  question as this game's (``names_game``), so the set-up is read only beside its own words."""

from __future__ import annotations

from tutor.qa_computed import compute

from .computed_cases import (
    cites_test,
    kinds_test,
    page_reading,
    reads_nothing_test,
    reads_test,
    yes_no_test,
)

READ = [  # (question, kind, verdict[, ok]): read on the game's pages, and when the game is named
    # the gem freed told in the past or as heard (was: no 네/아니요)
    (
        "가운데 옆에 두 번째로 붙였더니 사파이어가 나왔다는데 맞나요?",
        "indigo-centre",
        "아니요, 에메랄드가 나옵니다",
        False,
    ),
    (
        "중앙 둘레 여섯째 칸에 놓으니까 에메랄드가 나왔대요",
        "indigo-centre",
        "아니요, 사파이어가 나옵니다",
        False,
    ),
    (
        "중앙 옆에 네 번째로 놨는데 에메랄드 나온 거 맞지?",
        "indigo-centre",
        "네, 에메랄드가 나옵니다",
        True,
    ),
    (
        "처음으로 중앙 옆에 타일 깔았는데 사파이어 튀어나왔대 진짜?",
        "indigo-centre",
        "아니요, 에메랄드가 나옵니다",
        False,
    ),
    # the two owners' points added up (was: "2점씩", not the sum; a sum claimed not read)
    (
        "3명이서 하는데 공유 게이트웨이로 에메랄드 빠지면 점수 총 몇 점 생겨?",
        "indigo-shared-gateway",
        "두 주인이 에메랄드를 1개씩 받아 합쳐 4점입니다 (2점씩)",
    ),
    (
        "4명 게임 같이 쓰는 출구로 사파이어 나가면 두 주인 합쳐서 6점 맞아요?",
        "indigo-shared-gateway",
        "네, 두 주인이 사파이어를 1개씩 받아 합쳐 6점입니다 (3점씩)",
        True,
    ),
    (
        "공유 게이트웨이로 호박 나갔는데 둘이 합하면 3점이지?",
        "indigo-shared-gateway",
        "아니요, 두 주인이 호박을 1개씩 받아 합쳐 2점입니다 (1점씩)",
        False,
    ),
    # one player said to win (was: the winner alone, no 네/아니요)
    (
        "나는 에메랄드 두 개, 동생은 호박 세 개야. 동생이 이기는 거 맞지?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "둘 다 9점인데 저는 보석 5개, 친구는 4개예요. 제가 이기죠?",
        "indigo-score",
        "네, 내가 이깁니다",
        True,
    ),
    (
        "나 사파이어 하나 친구 에메랄드 하나. 친구가 우승이야?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    (
        "나 호박 네 개, 친구 에메랄드 두 개면 공동 우승 맞지?",
        "indigo-score",
        "아니요, 내가 이깁니다",
        False,
    ),
    ("나 호박 2개 친구 호박 2개 공동 우승이지?", "indigo-score", "네, 공동 우승입니다", True),
    # a tile not on the arrow's cell (was: 네, 호박이 그 타일의 길로 나옵니다)
    (
        "화살표가 향하는 칸이 아닌 곳에 타일 깔면 호박 움직여요?",
        "indigo-corner",
        "아니요, 호박은 움직이지 않습니다",
        False,
    ),
    (
        "화살표 바로 앞 칸 아닌 데 붙였는데 호박 나와?",
        "indigo-corner",
        "아니요, 호박은 움직이지 않습니다",
        False,
    ),
    # one of two asked (was: 네/아니요 of a choice)
    (
        "같이 쓰는 게이트로 사파이어 나가면 두 사람 다 받아요, 아니면 한 사람만 받아요?",
        "indigo-shared-gateway",
        "두 주인 모두 사파이어를 1개씩 받습니다 (3점씩)",
        None,
    ),
    (
        "친구 게이트로 에메랄드 나가면 친구 꺼야 내 꺼야?",
        "indigo-exit",
        "친구가 가져갑니다 (에메랄드 2점)",
        None,
    ),
    (
        "내가 놓은 타일로 호박이 상대 출구로 나갔어 상대 거야 아니면 내 거야?",
        "indigo-exit",
        "상대가 가져갑니다 (호박 1점)",
        None,
    ),
    (
        "중앙에 사파이어만 남았어. 게임 끝났어? 아니면 계속해?",
        "indigo-end",
        "게임은 계속됩니다",
        None,
    ),
    # "이제": the tile after those counted (was: not read)
    (
        "중앙 둘레에 타일 4장 놓여 있어. 이제 놓으면 뭐 나와?",
        "indigo-centre",
        "에메랄드가 나옵니다",
    ),
    # one player's gateways held alone, claimed with 씩 (was: not read)
    (
        "셋이 하면 게이트웨이 두 개씩 혼자 갖는 거 맞죠?",
        "indigo-gateways",
        "아니요, 3명이면 한 사람이 1개는 혼자, 2개는 함께 가집니다",
        False,
    ),
    (
        "3인 게임에서 게이트 혼자 1개씩 가지는 거 맞아?",
        "indigo-gateways",
        "네, 3명이면 한 사람이 1개는 혼자, 2개는 함께 가집니다",
        True,
    ),
    # "둘이 몇 점씩": the two owners (was: a 2-player game, "2명이면 공유 게이트웨이가 없어 …")
    (
        "공유 출구로 에메랄드 나가면 둘이 몇 점씩 가져가요?",
        "indigo-shared-gateway",
        "두 주인 모두 에메랄드를 1개씩 받습니다 (2점씩)",
    ),
]

NOT_READ: list[str] = [  # a fact missing, or another question
    # 아줄's centre: a take, the start marker and the floor line (read as a claim of the
    # set-up's gems, the colour counted as a gem: "아니요, 처음 중앙 보석 타일에는 …")
    "동생이 중앙에서 처음 초록 3개 가져갔는데 바닥에 마커 가는 거 맞지?",
    # the gateway named is not the one the gem leaves through (was: read as leaving through it)
    "공유 게이트웨이가 아닌 곳으로 사파이어가 나가면 한 사람만 가져가요?",
    "제 게이트웨이 아닌 데로 호박이 빠지면 제가 가져가요?",
    "친구 출구 말고 다른 데로 사파이어 나가면 친구가 가져가?",
    "내 게이트 빼고 다른 게이트로 에메랄드 나가면 내 거야?",
    # a tile away from the centre (was: the k-th around it)
    "가운데 보석 타일 둘레가 아닌 데 두 번째로 놓으면 뭐 나와?",
    "중앙 옆 말고 딴 데 처음 타일 놓으면 에메랄드 나와?",
    # which move is better (was: the gem the centre frees)
    "중앙 둘레 마지막 칸은 사파이어 나오는 자리인데 제가 먼저 막는 게 유리해요?",
    "중앙 옆 여섯째 칸에 놓으면 사파이어 나오는데 지금 놓는 게 나을까?",
    # every curve said to join the two exits (was: 금지입니다, the belief confirmed)
    "커브는 전부 게이트 칸 출구 두 개 이어 버리니까 반칙이지?",
    "곡선이면 다 출구 두 개 잇게 되니까 게이트웨이 칸엔 금지 맞지?",
    "급커브는 항상 게이트 칸 출구 두 개를 이으니까 반칙 아니야?",
    # another player's turn, their hand told beside the asker's (was: the asker's turn)
    "타일 더미 바닥났고 나는 손에 한 장, 상대는 0장이야. 상대 턴엔 어떻게 해?",
    "더미 없어. 제 손에 1장 있고 동생은 0장인데 동생 차례에 뭐 해요?",
    # the centre's tiles counted by player (was: the other's tile, or one count of two)
    "동생이 가운데 옆에 다섯 번째로 붙였고 이제 제가 붙이면 뭐 나와요?",
    "친구가 중앙 옆 다섯 번째 칸에 놨어. 내가 놓으면 사파이어야?",
    "중앙 옆에 동생이 세 장, 제가 두 장 놓았어요. 이번에 놓으면 뭐가 나와요?",
    "가운데 둘레에 나 두 번 친구 세 번 붙였으면 다음엔 무슨 보석 나와?",
    # one more cell told filled (was: read as the cell asked about)
    "가운데 둘레 여섯 칸 중에 네 칸 차 있었는데 상대가 한 칸 더 채웠어요. 다음 칸엔 뭐 나와요?",
    "가운데 옆 네 칸에 타일 있고 형이 한 칸 더 채웠어. 이번엔 뭐 나와?",
]

# (question, verdict, ok): two of more players compared, the others' points unsaid
UNSAID_PLAYERS = [
    (
        "4명이 했는데 저랑 동생 둘 다 9점이고 저는 보석 5개, 동생은 4개예요. 제가 이겨요?",
        "내가 이깁니다",
        None,
    ),
    (
        "셋이서 끝났는데 나랑 친구 둘 다 10점, 나는 보석 6개 친구는 5개야. 친구가 이기지?",
        "아니요, 내가 이깁니다",
        False,
    ),
    ("4인 게임 끝. 나 호박 3개 친구 에메랄드 1개. 내가 이기지?", "내가 이깁니다", None),
]


def test_the_unsaid_players_are_not_compared() -> None:
    for question, verdict, ok in UNSAID_PLAYERS:
        found = page_reading(question, "indigo")
        assert (found.kind, found.verdict, found.ok) == ("indigo-score", verdict, ok), question
        assert "가운데 말한 2명만 비교" in found.case, (question, found.case)
        assert "비교하지 않았습니다" in found.summary, (question, found.summary)


# (question, what the case and the reason say of the one who placed the tile)
PLACER_AS_ASKED = [
    ("친구 타일 때문에 사파이어가 제 게이트웨이로 빠졌는데 친구가 가져가요?", "친구가 놓은 타일"),
    ("다른 플레이어가 놓은 타일로 호박이 내 출구로 나가면 누구 거?", "다른 플레이어가 놓은 타일"),
    ("2인인데 상대방이 둔 타일로 에메랄드가 내 게이트로 나갔어. 내 거지?", "상대가 놓은 타일"),
]


def test_the_placer_is_named_as_asked() -> None:
    for question, said in PLACER_AS_ASKED:
        found = page_reading(question, "indigo")
        assert found.kind == "indigo-exit", question
        assert said in found.case and said in found.summary, (question, found.case)


test_the_engines_verdict = reads_test("indigo", READ)
test_not_read = reads_nothing_test("indigo", NOT_READ, unasked=True)


def test_a_colour_counted_marks_no_question_as_this_games() -> None:
    """With no game, "중앙에 노랑 1개 초록 2개" may be 아줄's centre: the set-up is not read;
    named, the colours are the gems."""
    question = "처음에 중앙에 노랑 1개 초록 2개 놓는 거 맞지?"
    assert compute(question) is None
    found = compute("나빗길 " + question)
    assert found is not None and found.kind == "indigo-setup" and found.ok is False


test_yes_no_agrees = yes_no_test("indigo", READ)
test_the_kinds_are_listed = kinds_test("indigo", READ)
test_every_cited_rule_is_an_indigo_entry = cites_test("indigo", READ)
