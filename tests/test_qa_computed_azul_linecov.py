"""Computed answers for Azul: the reader's every line exercised. Each row is a question a
player would type that reaches a path of ``tutor/games/azul/questions.py`` no other test
file's question reaches (found by line and branch coverage, round 21), with the verdict it
gets, checked against the rules; and the hostile questions that once made one of the
reader's patterns backtrack without bound, read under a hang detector (never a stopwatch).
"""

from __future__ import annotations

import pytest

from .computed_cases import reads_nothing_test, reads_test

AZUL = "azul"

# (question, kind, verdict): a path that answers
READ = [
    # a floor line holding tiles, more to come, the penalty guessed in the negative: the
    # penalty alone (2 + 1 = 3 spaces: −1 −1 −2)
    ("바닥에 2개 있는데 1개 더 오면 -4점 아니지?", "azul-floor", "−4점"),
    # a guess of the factories for a number of players the game is not for (2 to 4)
    ("5명이면 공장 11개야?", "azul-setup", "5명으로는 할 수 없습니다 (2~4명)"),
    ("1명이면 공장 3개야?", "azul-setup", "1명으로는 할 수 없습니다 (2~4명)"),
    # the scores differ: the higher wins, the rows never asked
    ("나 80점 가로줄 2개, 친구 81점 가로줄 1개 누가 이김?", "azul-winner", "상대가 이깁니다"),
    # a tie in points and rows among more than two: all of them share the win
    ("점수 똑같고 가로줄도 똑같으면 누가 이겨? 나 친구 동생", "azul-winner", "공동 우승입니다"),
    # a wall row said as 첫줄 (no ordinal the rewriting turns into digits): the colour is
    # on that row already, so its pattern line cannot take it
    (
        "벽 첫줄에 빨강 있는데 1번 줄에 빨강 놓을 수 있어?",
        "azul-line-allowed",
        "아니요, 그 줄에는 놓을 수 없습니다",
    ),
]

# a path that declines: a count past what the board holds (a floor of 7 spaces, a line of 5,
# a factory of 4, 5 colours, 5 rows), a number or a second case beside the one read, a
# correction of a correction, a guess of something else, a question that is not the case's
NOT_READ = [
    "바닥 한 개면 -1인데 세 개면 뭐가 돼?",
    "바닥 30칸이면 감점?",
    "바닥에 0개면 감점?",
    "바닥에 21개면 감점 몇 점?",
    "바닥 감점 6점인데 지금 3점이면 몇 점?",
    "지금 4점인데 바닥 감점 14점이면 2점이나 0점이지?",
    "지금 4점인데 바닥 감점 14점이면 3번 줄 0점이지?",
    "벽 3번째 줄에 노랑 있는데 3번 줄에 파랑 넣어도 되죠?",
    "3명이서 할 때 버린타일어디다넣어여",
    "노랑 1개 가져왔는데 7번 패턴 줄이 꽉 찼어. 어디 놔?",
    "노랑 2개 가져왔는데 1번·5번 패턴줄은 비었고 벽에는 없어. 어디 놓을 수 있어?",
    "노랑 2개 가져왔는데 벽 2번째 가로줄엔 노랑이 이미 있고 4번째 패턴줄엔 파랑 2개 있어. 어디 놓을 수 있어?",
    "노랑 2개 가져왔는데 벽 2번째 가로줄엔 노랑이 이미 있고 4번째 패턴줄엔 파랑 5개가 있어. 어디 놓을 수 있어?",
    "공장에서 파랑 13개 골랐는데 어디에 놓는 게 좋아요?",
    "새 타일 포함하면 가로로 0개야 몇 점?",
    "공장에 파랑 3개 노랑 1개 있었는데 친구가 노랑 1개 가져갔어 이제 파랑 가져오면?",
    "공장에 파랑3개있는데 다섯개만 가져가도됨?",
    "중앙에 파랑 4개 있는데 파랑 6개만 가져가도 돼요?",
    "보너스 못 받?",
    "가로줄 2개 세로줄 1개면 최종 73점이야? 3명",
    "색 6개 완성 보너스 몇 점?",
    "색 2개 완성 못 하면 보너스 몇 점?",
    "세로줄 6개 보너스 몇점",
    "나 80점 가로줄 1개, 친구 80점 가로줄 0개 나 81점 누가 이김?",
    "동점인데 나는 가로줄 7개 친구는 1개면 누가 이겨?",
    "7번 줄 완성하면 벽에 7장 다 가?",
    "아줄 3번 줄 2개 찼는데 빨강 파랑 라운드 끝나면 버려요?",
    "세로줄 완성 종료 3라운드",
    "파랑 3 4 아 아니 파랑 3 4 아 아니 5 돼?",
    "친구가 5점이래. 바닥에 4개 있는데 맞아?",
    "빈 벽에 7번 줄 완성하면 2점 맞아?",
    "빈 벽에 1번 줄 완성하면 좋아?",
    "빈 벽에 1번 줄 완성하면 3라운드에 몇 점?",
    "바닥 3개면 -4고 4개면 바닥?",
    "바닥이 비어 있으면 1점 깎여? 지금 5점",
    "바닥 9칸 찼을 때 선 마커 받으면 감점은?",
    "바닥에 0개 있는데 중앙에서 처음 가져가면 몇 점?",
    "공장에 파랑 0개 있는데 파랑 가져가서 3번 줄에 놓으면?",
    "공장에 파랑 3개 빨강 2개 있는데 파랑 가져가서 3번 줄에 놓으면?",
    "공장에 파랑 2개 있는데 파랑이랑 빨강 가져가서 3번 줄에 놓으면?",
    "공장에 파랑 2개 있는데 빨강 가져가서 3번 줄에 놓으면?",
    "빈 2번 줄에 노랑 4개 넣으면 마커까지 감점 2점이지?",
    "바닥에 2개 있었는데 빈 2번 줄에 노랑 4개 넣으면 바닥 3개니까 감점?",
    "바닥에 9개 있었는데 빈 2번 줄에 노랑 4개 넣으면 감점?",
    "바닥에 2개 있었는데 빈 2번 줄에 노랑 4개 넣으면 왜 감점?",
    "바닥에 2개 있었는데 빈 2번 줄에 노랑 4개 넣으면 마커는 감점?",
    "빈 1번 줄에 검정 9개 놓으면 바닥에 7개지?",
    "바닥에 타일 없고 표식도 없는데 중앙에서 처음 가져가면 감점?",
    "바닥에 타일 없고 마커도 없고 시작 마커는 감점?",
    "바닥 비어 있는데 마커 주인은 감점 몇 점?",
    "바닥이 비어 있으면 마커 감점 몇 점?",
    "7개면 -14고 8개면 바닥은?",
    "바닥 8개면 -14고 3개면?",
    "바닥 넘치는 9번째 칸부터 어디 가?",
    "바닥에 10개면 감점이고 9번째부터는 어떻게 돼?",
    "바닥에 9개 떨어지면 몇 점 깎이고 9번째 칸부터 어디로?",
    "5번 줄에 하양 4개 가져오면 빨강 옆에 놔?",
    "하양 4개 가져와서 5번 줄에 놓으면 파랑 줄은?",
    "빈 3번 줄에 파랑 4개 가져오면 남는 1개랑 남는 2개는?",
    "노랑 2개 가져왔는데 1번 패턴줄은 비었고 벽 1번째 줄에 파랑 있어. 어디 놓을 수 있어?",
    "노랑 두개 가져왔는데 2줄 3줄은 벽에 빨강 있고 4줄엔 파랑 있음 어디 놓을 수 있음?",
    "노랑 2개 가져왔는데 4번째 패턴줄엔 파랑이랑 빨강이 있어. 어디 놓을 수 있어?",
    "노랑 2개 가져왔는데 2번 줄 비었고 2번 줄에 파랑 있어. 어디 놓을 수 있어?",
    "노랑 1개 가져왔는데 모든 패턴 줄이 꽉 찼어 7번 줄. 어디 놔?",
    "새 타일 대각선에 하나 있고 옆에 1개 있으면 몇 점?",
    "새 타일 옆에 1개 대각선에 1개 있으면 몇 점?",
    "새 타일 옆에 1개 있으면 2점이야 3점이야?",
    "공장에 빨강 0개 있는데 빨강 가져가면?",
    "중앙에 하양 0개 있는데 하양 가져가면 남은 타일은?",
    "중앙에 하양 0개 파랑 2개 있는데 하양 가져가면?",
    "새 타일 대각선 말고 옆에 1개 있으면 몇 점?",
    "공장에 파랑 3개 노랑 1개 있었는데 친구가 파랑 가져갔어 이제 파랑 가져오면?",
    "공장에 파랑 3개 노랑 1개 있었는데 친구가 빨강 가져갔어 이제 파랑 가져오면?",
    "공장에 파랑 3개 노랑 1개 있었는데 친구가 노랑 가져갔어 이제 파랑 2개 가져오면?",
    "색 2개 색 3개 완성 보너스 몇 점?",
    "가로줄 2개 가로줄 3개 보너스 몇 점?",
    "동점인데 나는 가로줄 2개 나는 가로줄 3개 친구는 1개면 누가 이겨?",
    "둘 다 77점이고 나 80점 가로줄 나 3개 상대 3개. 공동 우승?",
    "나 80점 친구 81점 동점인데 가로줄 나 2개 친구 1개면 누가 이겨?",
    "2번 줄 완성하면 벽에 2장 다 가? 1장만 가? 2장 다 가?",
    "노랑 1개 가져왔는데 모든 패턴 줄이 꽉 찼어. 벽에는 노랑 있어. 어디 놔?",
    "노랑 2개 가져왔는데 벽 2번째 줄은 비어 있지 않아. 어디 놓을 수 있어?",
    "노랑 2개 가져왔는데 벽 2번째 줄엔 노랑이 들어갔어. 어디 놓을 수 있어?",
    "노랑 2개 가져왔는데 2번 줄엔 노랑이 없어. 어디 놓을 수 있어?",
    "노랑 2개 가져왔는데 2번 줄은 비었고 2번 줄엔 파랑 1개 있어. 어디 놓을 수 있어?",
    "노랑 2개 가져왔는데 1번 줄은 꽉 찼고 1번 줄은 비었어. 어디 놓을 수 있어?",
    "동점인데 가로줄 수가 같으면 누가 이겨? 많이 가진 사람?",
    "동점인데 나는 2개 친구는 가로줄 1개면 누가 이겨?",
    "2번 줄 완성하면 벽에 1장만 가고 1장만 가?",
    "아줄 3번 줄 라운드 끝나면 버려요?",
    "바닥 텅 비었어 아니 감점 몇 점?",
    "벽 첫줄에 빨강 있는데 1번 줄에 파랑 놓을 수 있어?",
    "그럼 감점되쥬",
    "2번 줄 완성하면 벽에 2장 다 가? 아니면 2장 다 가?",
]

test_reads = reads_test(AZUL, READ, named=False)
test_not_read = reads_nothing_test(AZUL, NOT_READ, named=False)

# questions that made a pattern of the reader backtrack without bound: "이야" is one word
# of the tiles' question or two ("이", "야"), and a pattern trying every split of a long
# word took seconds at 50 characters and for ever at 200
HOSTILE = [
    "아줄 타일 몇 개야 " + "이야" * 90 + "쀍",
    "아줄 타일 몇 개야 " + "이에요" * 60 + "쀍",
    "아줄 타일 몇 개야 " + "들어있" * 60 + "쀍",
    # the end bonus's two asks: each 가로/세로/색 after the ask tried in turn
    "얼마고" * 20 + "가로색" * 13 + "x",
    "? " + "아니 " * 65 + "아니",
]


@pytest.mark.parametrize("question", HOSTILE, ids=[q[:24] for q in HOSTILE])
def test_a_hostile_question_is_read_in_a_moment(hang_detector, question):
    assert len(question) <= 200, len(question)
    hang_detector(question, (AZUL, None))
