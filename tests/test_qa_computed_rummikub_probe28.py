"""Rummikub's computed answers, twenty-eighth round: two situational questions of tuning set 30
(written blind in the forty-third session) that no reader read.

- Players told apart by a number ("상대1은 빨강 3, 파랑 12 남고 상대2는 조커 한 장"): the numbers
  were read as tiles, so the racks did not add up. Read as letters, as "A는 …, B는 …" is read,
  and named back as said, by every reader (the blocked end's too); one numbered player alone
  is left as written.
- Whether a first meld passes, asked as 통과 ("… 냈는데 통과인가요?", "통과돼요?"): no yes-or-no
word of the meld's reader, so the 27 points of "파랑7 빨강7 검정7 그룹이랑 주황 1-2-3" were not
counted. 통과 as a pass of the turn ("통과할게요") is no question. ("통과돼요?" was read before by
its 돼: that row is a guard.)"""

from __future__ import annotations

from .computed_cases import reads_nothing_test, reads_test

READ = [
    (
        "루미큐브 첫 등록으로 파랑7 빨강7 검정7 그룹이랑 주황 1-2-3 냈는데 통과인가요?",
        "rummikub-initial-meld",
        "아니요, 27점이라 30점에 못 미칩니다",
    ),
    ("첫 등록 빨강 10 11 12 통과?", "rummikub-initial-meld", "네, 첫 등록이 됩니다 (33점)"),
    (
        "첫 등록에 검정 9 10 11 내면 통과돼요?",
        "rummikub-initial-meld",
        "네, 첫 등록이 됩니다 (30점)",
    ),
]
test_a_meld_asked_to_pass_is_read = reads_test("rummikub", READ)

NUMBERED = [
    (
        "내가 다 냈고 상대1은 빨강 3, 파랑 12 남고 상대2는 조커 한 장 남았으면 점수 어떻게 돼요?",
        "rummikub-went-out",
        "+45점",
    ),
    ("내가 이겼는데 친구1은 5, 8 남고 친구2는 10 남았어 나 몇 점?", "rummikub-went-out", "+23점"),
    (
        "루미큐브 공용 더미 다 떨어지고 아무도 더 못 내는 상황이에요. 제 손 합 8, 친구1 15, 친구2 22 "
        "남았으면 누가 이기고 점수는 어떻게 돼요?",
        "rummikub-blocked",
        "내가 이깁니다 (+21점)",
    ),
]
test_players_told_apart_by_numbers_are_read = reads_test("rummikub", NUMBERED)


def test_numbered_players_are_named_back_as_said() -> None:
    from tutor.qa_computed import compute

    found = compute("내가 이겼는데 친구1은 5, 8 남고 친구2는 10 남았어 나 몇 점?", "rummikub")
    assert found is not None
    assert found.details[:2] == ["친구1: 5 + 8 = 13점 → −13점.", "친구2: 10점 → −10점."]


UNREAD = ["빨강 10 11 12 내고 통과할게요", "상대1은 빨강 3 남았어 몇 점?"]
test_a_pass_of_the_turn_is_no_question = reads_nothing_test("rummikub", UNREAD)
