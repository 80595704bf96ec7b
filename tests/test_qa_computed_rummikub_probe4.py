"""Rummikub situational questions from a fourth probe, written afresh as first-time players
would type them (colour words in Korean, English and hanja, numbers as words or with 번, lists
with dashes, commas, 랑/하고 and ranges, 반말 and 존댓말, typos, no spacing, a remark first or
the question first): the cases the engine decides are read with its verdict, the rest (a rule
in general, strategy, when or what something is called, a count asked) are not read."""

from __future__ import annotations

from .computed_cases import (
    assert_cites_entries,
    assert_kinds_listed,
    not_read_as_test,
    page_readings,
    reads_nothing_test,
    reads_test,
)

SET = "rummikub-set"
MELD = "rummikub-initial-meld"
YES = "네, 세트가 됩니다"
NO = "아니요, 세트가 되지 않습니다"

# (question, kind, verdict): read, with the engine's verdict
READ = [
    # -- one player, said as 혼자 (to play alone) like 한 명이서: the base game's 2~4 players ----
    ("루미큐브 혼자 하면 몇 장 받아?", "rummikub-deal", "1명으로는 할 수 없습니다 (2~4명)"),
    # -- sets, said in many ways ----------------------------------------------------------
    ("빨간색 일곱 여덟 아홉 연속으로 돼요?", SET, YES),
    ("레드 3,4,5 세트 가능?", SET, YES),
    ("파란 10-11-12-13 런 되나요", SET, YES),
    ("검정 5 빨강 5 파랑 5 그룹 맞아?", SET, YES),
    ("친구랑 하는데 까만색 1 2 4 도 연속이야?", SET, NO),
    ("블루 7 블루 7 레드 7 이렇게 내도 돼?", SET, NO),
    ("노란색 4부터 7까지 연속으로 내도 되나?", SET, YES),
    ("빨강8 파랑8 검정8 주황8 그룹 되지?", SET, YES),
    ("빨강 9 파랑 9 두장만 그룹 돼?", SET, NO),
    ("적색 2 3 4 흑색 5 세트됨?", SET, NO),
    ("빨강1 빨강2 빨강3 세트돼?", SET, YES),
    ("파랑 6 7 8 9 10 11 다 이어서 내도 되나요", SET, YES),
    ("검은색 11, 12, 13 은 세트 인가요?", SET, YES),
    ("오렌지 5 6 7 연속 가능하지?", SET, YES),
    ("blue 3 4 5 run 돼?", SET, YES),
    ("red 7 black 7 blue 7 그룹 ok?", SET, YES),
    ("Red 4 5 6 is valid?", SET, YES),
    ("rummikub red 1 2 3 valid?", SET, YES),
    ("red 10 11 12 13 ok?", SET, YES),
    ("R7 R8 R9 세트 돼?", SET, YES),
    ("파란 10 검은 10 빨간 10 그룹 되죠?", SET, YES),
    ("빨강7 8 9세트 됌?", SET, YES),
    ("검정 10 11 12 연속 되여?", SET, YES),
    ("빨강 파랑 검정 4 그룹 되요?", SET, YES),
    ("빨강이랑 파랑이랑 검정 9 그룹 돼?", SET, YES),
    ("주황색 2랑 3이랑 4 연속 돼?", SET, YES),
    ("파랑 5하고 6하고 7 세트 됨?", SET, YES),
    ("빨강 10 빨강 11 빨강 12 빨강 13 런 가능한가요?", SET, YES),
    ("루미큐브에서 파랑 13 1 2 이어지는거 되나요?", SET, NO),
    ("빨강 2 3 4 5 6 7 8 9 10 11 12 13 다 연속으로 한 줄 돼?", SET, YES),
    ("빨강 5 6 두 개도 세트야?", SET, NO),
    ("빨강 4 파랑 4 검정 4 주황 4 빨강 4 그룹 돼?", SET, NO),
    ("룰 질문) 빨 5 파 5 검 5 그룹 되나요", SET, YES),
    ("빨강 5, 6, 7 하고 파랑 5 이렇게 세트돼?", SET, NO),
    ("빨간 3 빨간 4 빨간 5 연속 맞죠?", SET, YES),
    ("검은색 8 검은색 9 검은색 10 세트 성립해?", SET, YES),
    ("빨강 열 열하나 열둘 되나요", SET, YES),
    ("빨강 7번 8번 9번 타일로 연속 가능해요?", SET, YES),
    ("빨강 7 빨강 8 빨강 9 이거 한 세트로 쳐줘?", SET, YES),
    ("검정 11 12 13 이렇게 세장 연속 맞나요?", SET, YES),
    ("파랑 일곱 빨강 일곱 검정 일곱 모이면 그룹이지?", SET, YES),
    ("빨강4 빨강5 파랑6 연속 돼요?", SET, NO),
    ("빨강 1, 빨강 2, 빨강 3 세트 맞음?", SET, YES),
    ("노랑 8 9 10 11 런으로 인정?", SET, YES),
    ("검은 2 3 5 되나?", SET, NO),
    ("파랑 7 파랑 7 파랑 7 그룹 돼?", SET, NO),
    ("빨간색 9 파란색 9 까만색 9 노란색 9 다 같은 숫자니까 그룹 돼?", SET, YES),
    ("검정 8에서 10까지 연속 되나요", SET, YES),
    ("빨 10 빨 11 빨 12 되나", SET, YES),
    ("파랑4-파랑5-파랑6 가능?", SET, YES),
    ("빨강7,8,9 세트?", SET, YES),
    ("빨7빨8빨9 되나요", SET, YES),
    ("빨강(7,8,9) 되나요?", SET, YES),
    ("세트 되는지 궁금해요. 파랑 2 3 4", SET, YES),
    ("질문 있어요 연속 되나요 검정 9 10 11", SET, YES),
    ("파랑색 7짜리 빨강색 7짜리 검정색 7짜리 그룹 돼요?", SET, YES),
    ("빨강 7 / 8 / 9 가능?", SET, YES),
    ("주황 11 12 13 1 2 연속으로 돼?", SET, NO),
    ("파랑 3 3 4 5 연속 되나?", SET, NO),
    ("검정 1 빨강 1 파랑 1 주황 1 이렇게 네 장 그룹 돼?", SET, YES),
    ("빨강 5 파랑 5 빨강 5 그룹 됨?", SET, NO),
    ("빨강이랑 파랑 8 두 개로 그룹 돼?", SET, NO),
    # the ways of asking that were not read: 이어지나, 되냐, 됨, ㄱㄴ (가능; NFKC makes the
    # letters typed alone into conjoining jamo)
    ("주황 12 13 1 이어지나요?", SET, NO),
    ("파랑 3 4 5 셋트 되냐", SET, YES),
    ("파랑 7 빨강 7 파랑 7 되냐고", SET, NO),
    ("흑색 4 5 6 됨?", SET, YES),
    ("레드3 레드4 레드5 ㄱㄴ?", SET, YES),
    # numbers as words in a row after a colour (sino or native, small ones in a row of two
    # or more); 번 said once after the last number; the colour said after the numbers
    ("빨강 칠 팔 구 되나", SET, YES),
    ("파랑 다섯 여섯 일곱 세트임?", SET, YES),
    ("빨강색 타일 3,4,5번 연달아 내도 되나여", SET, YES),
    ("7 8 9 다 빨간색이면 연속 돼?", SET, YES),
    # 열두, 열한, 열세 (read as no tile before: 파랑 10 11 alone, 아니요); English words of the
    # question beside Korean colours
    ("파랑 열 열하나 열두 되나", SET, YES),
    ("빨강 열한 열두 열세 돼?", SET, YES),
    ("레드 5 블루 5 블랙 5 오렌지 5 group?", SET, YES),
    ("빨강 5 6 7 run 돼?", SET, YES),
    ("검정 4,5,6,7 ㄱㄴ", SET, YES),
    # a range with ~ (read as two tiles 8 and 10 before: 아니요)
    ("루미큐브 질문인데 검정 8~10 연속 되나요", SET, YES),
    ("빨강7~9 연속 ok?", SET, YES),
    # -- jokers in sets ---------------------------------------------------------------------
    ("빨강 7 8 조커 되나요?", SET, YES),
    ("조커 두 장이랑 파랑 5 하면 세트 돼?", SET, YES),
    ("검정 3 조커 5 연속 인정돼?", SET, YES),
    ("빨강 5 조커 파랑 5 그룹 돼?", SET, YES),
    ("주황 1 조커 조커 4 연속 되나요", SET, YES),
    ("빨강 2 조커 6 되나?", SET, NO),
    (
        "블랙 12 13 조커 런 돼?",
        SET,
        "네, 검정 조커-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 검정 12 앞에 둡니다)",
    ),
    ("조커랑 빨간 5 검은 5 로 그룹 돼요?", SET, YES),
    (
        "궁금한데요 레드 11 12 13 조커 되나요?",
        SET,
        "네, 빨강 조커-11-12-13으로 놓으면 세트가 됩니다 (13 다음에는 숫자가 없어 조커는 빨강 11 앞에 둡니다)",
    ),
    ("빨강 9 10 조커 12 연속 돼?", SET, YES),
    ("조커 1장 + 파랑 4 + 파랑 5 세트 되나요", SET, YES),
    ("빨강 5 파랑 5 검정 5 주황 5 조커 다섯 장 그룹 돼?", SET, NO),
    ("조커 한 장 끼워서 빨강 5 7 되나", SET, YES),
    ("노랑 10 11 조커 조커 연속 돼?", SET, YES),
    ("빨강 13 조커 1 연속 돼?", SET, NO),
    # -- a tile added to a set on the table -------------------------------------------------
    ("테이블에 빨강 4 5 6 있는데 빨강 7 붙일 수 있어?", SET, YES),
    ("검정 7 빨강 7 파랑 7 그룹에 검정 7 또 넣어도 돼?", SET, NO),
    ("테이블 주황 10 11 12 13 뒤에 주황 1 붙일 수 있나?", SET, NO),
    ("깔린 빨강 3 4 5 에 노랑 6 붙여도 되나요", SET, NO),
    ("판에 있는 파랑 5 빨강 5 검정 5에 주황 5 추가 돼?", SET, YES),
    ("테이블에 파랑 3 4 5 있는데 파랑 2 앞에 붙여도 돼?", SET, YES),
    ("테이블에 검정 10 11 12 13 있는데 검정 9 앞에 붙여도 되나요?", SET, YES),
    ("깔려있는 파랑 6 빨강 6 검정 6 에 파랑 6 추가 가능?", SET, NO),
    # 바닥 as the players call the table, when tiles are said to lie on it
    ("바닥에 파랑 9 10 11 깔려있는데 내 파랑 8 앞에 붙여도 돼?", SET, YES),
    # -- the first meld's 30 points -------------------------------------------------------
    ("첫 등록 빨강 10 11 12 되나요?", MELD, "네, 첫 등록이 됩니다 (33점)"),
    ("처음 낼 때 파랑 8 9 10 이면 30점 넘어?", MELD, "아니요, 27점이라 30점에 못 미칩니다"),
    ("첫 등록으로 검정 10 빨강 10 파랑 10 내도 돼?", MELD, "네, 첫 등록이 됩니다 (30점)"),
    ("첫턴에 파랑 1 2 3 4 5 6 7 내면 등록 가능?", MELD, "아니요, 28점이라 30점에 못 미칩니다"),
    ("첫 등록 검은 11 12 13 하면 몇점?", MELD, "36점 (첫 등록이 됩니다)"),
    ("첫등록 빨7 8 9 되나요", MELD, "아니요, 24점이라 30점에 못 미칩니다"),
    ("처음 내는 거 주황 10 11 12 13 가능?", MELD, "네, 첫 등록이 됩니다 (46점)"),
    (
        "아직 등록 안 했는데 파랑 3 4 5 랑 검정 7 8 9 내면 등록 돼?",
        MELD,
        "네, 첫 등록이 됩니다 (36점)",
    ),
    ("첫 등록 때 빨강 10 파랑 10 검정 10 주황 10 내면 몇 점?", MELD, "40점 (첫 등록이 됩니다)"),
    ("첫 등록 파랑 9 10 11 되나요? 딱 30인가", MELD, "네, 첫 등록이 됩니다 (30점)"),
    ("처음 등록할 때 빨간 11 12 13 으로 돼요?", MELD, "네, 첫 등록이 됩니다 (36점)"),
    ("등록 전인데 검정 3 4 5 6 7 8 내면 등록됨?", MELD, "네, 첫 등록이 됩니다 (33점)"),
    ("처음 내려놓을 때 조커 빨강 12 13 되나요", MELD, "네, 첫 등록이 됩니다 (36점)"),
    (
        "첫 등록인데 빨강 7 8 9 랑 파랑 1 2 3 내면 30점 돼?",
        MELD,
        "네, 첫 등록이 됩니다 (30점)",
    ),
    ("맨 처음 등록 주황 8 9 10 11 되나?", MELD, "네, 첫 등록이 됩니다 (38점)"),
    ("첫 등록에 빨강 1 2 3 4 5 6 7 8 되나요", MELD, "네, 첫 등록이 됩니다 (36점)"),
    # 최초 등록; 30 said without 점; ok as the question; the rule reported before the case
    ("최초 등록 빨강 13 파랑 13 검정 13 이면 돼?", MELD, "네, 첫 등록이 됩니다 (39점)"),
    ("처음에 빨강 9 조커 11 내면 30 돼?", MELD, "네, 첫 등록이 됩니다 (30점)"),
    ("처음 등록하는데 파란 10 빨간 10 까만 10 ok?", MELD, "네, 첫 등록이 됩니다 (30점)"),
    (
        "첫등록 30점 넘어야 한다는데 빨강 열 열하나 열둘 되나?",
        MELD,
        "네, 첫 등록이 됩니다 (33점)",
    ),
    # -- the deal ---------------------------------------------------------------------------
    ("루미큐브 처음에 몇 장씩 받아?", "rummikub-deal", "한 사람 14장"),
    ("4명이서 하면 한 사람당 타일 몇개 가져가?", "rummikub-deal", "한 사람 14장, 더미에 50장"),
    ("2인 루미큐브 시작할 때 몇 장 들고 시작해요?", "rummikub-deal", "한 사람 14장, 더미에 78장"),
    ("셋이서 하면 처음에 타일 몇개씩 나눠줘?", "rummikub-deal", "한 사람 14장, 더미에 64장"),
    ("처음에 타일 몇 개 나눠 가져요?", "rummikub-deal", "한 사람 14장"),
    ("루미큐브 두명이서 하면 처음에 몇 장 받음?", "rummikub-deal", "한 사람 14장, 더미에 78장"),
    ("네 명이 할 때 더미에 몇 장 남아?", "rummikub-deal", "한 사람 14장, 더미에 50장"),
    # "한 사람이 몇 장": each player (was read as a game for one: "아니요, … 2~4명이 합니다")
    ("루미큐브 할 때 한 사람이 몇 장 가지고 시작해?", "rummikub-deal", "한 사람 14장"),
    # -- the end: one's own rack, the winner's points -----------------------------------------
    ("게임 끝났는데 내 받침대에 5 7 10 남았으면 몇 점 깎여?", "rummikub-rack-penalty", "−22점"),
    ("끝났을 때 조커 하나 남아있으면 몇점 감점?", "rummikub-rack-penalty", "−30점"),
    (
        "상대가 루미큐브 외쳤는데 나한테 빨강 3 이랑 파랑 12 남았어. 나 몇 점이야?",
        "rummikub-rack-penalty",
        "−15점",
    ),
    ("끝났을 때 내 손에 빨강 10이랑 조커 남아있으면 몇 점 빠져?", "rummikub-rack-penalty", "−40점"),
    ("게임 끝났는데 받침대에 12 남았어 몇점 잃어?", "rummikub-rack-penalty", "−12점"),
    ("끝나고 보니 내 받침대에 1 2 3 남았는데 감점 몇 점이야?", "rummikub-rack-penalty", "−6점"),
    ("상대가 이겼고 저는 11, 13 남았어요 몇 점 빠지나요", "rummikub-rack-penalty", "−24점"),
    # "마이너스 몇?", "누가 다 냈을 때", "내 남은 타일", "나 조커 두 개": the loss, one's own rack
    ("친구가 다 내서 끝났어 나는 13 13 조커 남음 마이너스 몇?", "rummikub-rack-penalty", "−56점"),
    ("누가 다 냈을 때 내 남은 타일이 2, 4, 9면 벌점 얼마?", "rummikub-rack-penalty", "−15점"),
    ("게임 끝났는데 나 조커 두 개 남았어 몇 점 잃어?", "rummikub-rack-penalty", "−60점"),
    # going out said in the past ("다 냈고")
    ("내가 먼저 다 냈고 상대 둘이 10점 15점 남았으면 나 몇 점 받아?", "rummikub-went-out", "+25점"),
    # -- jokers freed, a turn ---------------------------------------------------------------
    ("파랑 4 조커 6 에서 조커 빼려면 뭐 내야 돼?", "rummikub-joker-free", "파랑 5를 내면 됩니다"),
    (
        "빨강 8 검정 8 조커 그룹에서 조커 가져오려면 어떤 타일 필요해?",
        "rummikub-joker-free",
        "파랑 8이나 주황 8 가운데 한 장을 내면 됩니다",
    ),
    (
        "테이블 빨강 5 조커 7 에서 조커 가져오려면 뭐 필요해?",
        "rummikub-joker-free",
        "빨강 6을 내면 됩니다",
    ),
    (
        "상대 턴에 내 타일 붙여도 되나요?",
        "rummikub-play",
        "아니요, 내 차례가 아닐 때는 낼 수 없습니다",
    ),
    (
        "내 차례 아닐 때 테이블에 붙여도 돼?",
        "rummikub-play",
        "아니요, 내 차례가 아닐 때는 낼 수 없습니다",
    ),
    # a tile just drawn, with no tile named: the same for any tile
    (
        "방금 뽑은 타일 바로 내도 돼?",
        "rummikub-drawn-tile",
        "아니요, 가져온 차례에는 낼 수 없습니다",
    ),
    (
        "더미에서 한 장 뽑았는데 그거 바로 써도 돼?",
        "rummikub-drawn-tile",
        "아니요, 가져온 차례에는 낼 수 없습니다",
    ),
    # asked in the negative with ㅠㅠ after it (NFKC's jamo): the plain statement, no 네
    ("빨강 7 8 9 세트 안 돼?ㅠㅠ", SET, "세트가 됩니다"),
    ("빨강 7 8 9 세트 아니지?ㅠㅠ", SET, "세트가 됩니다"),
]

# questions no reader must answer: not a case (a rule in general, strategy, when, what it is
# called, a count asked), something else than the tiles (taking tiles back, the timer, another
# player's rack), a colour the game has not, or a case not plain ("조커 포함 … 조커": the joker
# counted twice gave 46 points)
NOT_READ = [
    "조커는 몇 점이야?",
    "한 턴에 시간 제한 있어?",
    "루미큐브 누가 먼저 시작해?",
    "조커를 받침대에 계속 들고 있어도 돼?",
    "연속은 최대 몇 장까지 돼?",
    "빨강 7 몇 장 있어?",
    "더미가 다 떨어지면 어떻게 해?",
    "세트 만들 때 색깔 순서 상관있어?",
    "빨강 5 6 7 내고 나서 턴 끝나?",
    "빨강 3 4 5 꼭 내야 돼?",
    "파랑 9 10 11 세트 만들 확률 얼마야?",
    # ("왜 빨강 12 13 1은 안 돼?" is read since probe 18: the reason the tiles make no set,
    # test_qa_computed_rummikub_probe18.py)
    "첫 등록 꼭 30점이어야 해?",
    "빨강 초록 파랑 5 그룹 돼?",
    "흰색 조커도 있어?",
    "게임 끝나면 누적 점수는 어떻게 계산해?",
    "빨강 7 8 9 를 두 번 내도 돼?",
    "빨강 5 6 7 남겨두고 다른 거 내도 돼?",
    "상대방 받침대 타일 봐도 돼?",
    "조커를 다른 조커로 바꿀 수 있어?",
    "13 다음은 무슨 숫자야?",
    "빨강 3 4 5 랑 파랑 3 4 5 중에 뭐 먼저 내는 게 좋아?",
    "받침대에 타일 몇 개까지 들 수 있어?",
    "내 빨강 5를 친구한테 줘도 돼?",
    "조커로 30점 채우는 거 반칙 아니야?",
    "숫자 타일 색깔 몇 개야?",
    "빨강 7 8 9 세트 만들면 무슨 효과 있어?",
    "테이블에서 빨강 5 가져와서 내 받침대에 넣어도 돼?",
    "파랑 3 4 5 내는 거 시간 얼마나 줘?",
    "빨강 1 2 3 낼까 말까 고민돼",
    "연속이랑 그룹 차이가 뭐야?",
    "빨강 7 8 9 보라 10 연속 돼?",
    "빨강 10 11 12 를 내 차례 말고 언제 낼 수 있어?",
    "빨강 4 5 6 을 다음 판에도 쓸 수 있어?",
    "파랑 7 8 9 만들려면 몇 턴 걸려?",
    "타일 섞는 방법 알려줘",
    "빨강 7 8 9 이런 걸 뭐라고 불러?",
    "루미큐브 몇 살부터 해?",
    "조커 어디서 사?",
    "빨강 1 2 3 내고 다음 사람 차례 언제야?",
    "타일 뒤집어서 섞는 거 맞지?",
    "빨강 3 4 5 다음에 뭐 내면 좋을까?",
    "조커 세 개 쓰면 세트 돼?",
    "빨강 7 8 9 세트 몇 개 만들 수 있어?",
    "조커 두 개 다 나한테 오면 유리해?",
    "파랑 4 5 6 을 한 번에 여러 개 내는 게 좋아?",
    "빨강 10 11 12 를 상대 세트에서 가져와도 돼?",
    "빨강 5 6 7 세트 만들었는데 이거 다시 받침대로 가져올 수 있어?",
    "테이블에 있는 조커 받침대로 가져가도 돼?",
    "1분 안에 빨강 7 8 9 못 내면 어떻게 돼?",
    "빨강 3 4 5 보다 파랑 3 4 5 가 더 좋아?",
    "검정 13은 몇 점이야?",
    "파랑 1 2 3 을 내면 턴이 끝나?",
    "첫 등록할 때 조커 써도 돼?",
    "빨강 4 5 6 이 상대 받침대에 있는지 어떻게 알아?",
    "첫 등록 조커 포함 검정 12 13 조커 몇 점으로 쳐?",
    "조커 포함해서 빨강 3 조커 5 돼?",
    "검정 10~8 연속 돼?",
]

# (question, kind): not read as that kind
NOT_READ_AS = [
    # a small number word after a colour, alone: a count of tiles, not a tile
    ("빨강 하나 파랑 하나 검정 하나 그룹 돼?", SET),
    ("빨강 셋 다 내도 돼?", SET),
    # a count of tiles that is not the tiles named ("열두 장")
    ("빨강 10 11 열두 장 돼?", SET),
    # the colour said after numbers already coloured: two colours for them
    ("빨강 3 4 5 다 파랑이면 돼?", SET),
]


test_read = reads_test("rummikub", READ)
test_not_read = reads_nothing_test("rummikub", NOT_READ, unasked=True)
test_not_read_as = not_read_as_test("rummikub", NOT_READ_AS, unasked=True)


def test_the_verdicts_cite_rummikub_entries() -> None:
    found = assert_cites_entries("rummikub", page_readings(READ, "rummikub"), some=True)
    assert_kinds_listed("rummikub", (f.kind for f in found))
