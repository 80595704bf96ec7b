"""Summer Pavilion's computed answers, twenty-sixth round: three situational questions of tuning
set 30 (written blind in the forty-third session) that no reader read.

- A run told by its length, a tile placed at its end ("빨간 별에 서로 이어진 타일이 3개 있고 그
  바로 옆 빈 칸에 하나 더 놓으면 몇 점이에요?"), and a gap between two tiles filled ("빈 칸 하나를
  사이에 두고 양옆에 타일이 1개씩 있는데, 그 빈 칸을 채우면"): the placement reader read only
  spaces named by number. A run scores alike wherever it lies on the star's ring, so it is read on
  the spaces from 1 and the card says so; the bonus tiles, which do depend on the spaces, are left
  out (but a star completed, whose window is then always surrounded).
- The placing phase said to be over with tiles left in hand ("2라운드 타일 놓기가 끝났는데 제 앞에
타일이 7개 남았어요"): every player passed with what they hold, so it is the pass's keep (four
kept, a point for each other tile). It was not read: neither the pass nor the round's end was
said in the words the leftover reader knew. A round's end said alone stays unread (Rummikub's
racks are counted in the same words)."""

from __future__ import annotations

from .computed_cases import reads_nothing_test, reads_test

READ = [
    (
        "2라운드 타일 놓기가 끝났는데 제 앞에 타일이 7개 남았어요. 어떻게 처리해요?",
        "summer-pavilion-leftover",
        "−3점",
    ),
    (
        "3라운드 배치 단계 끝났는데 손에 타일 5장 남았어요 몇 점 깎여요?",
        "summer-pavilion-leftover",
        "−1점",
    ),
]
test_the_placing_phase_over_is_the_pass = reads_test("azul-summer-pavilion", READ)

RUNS = [
    (
        "여름 별장 하는 중인데 제 빨간 별에 서로 이어진 타일이 3개 있고 그 바로 옆 빈 칸에 하나 더 놓으면 몇 점이에요?",
        "summer-pavilion-place-score",
        "4점",
    ),
    (
        "빨간 별에서 빈 칸 하나를 사이에 두고 양옆에 타일이 1개씩 있는데, 그 빈 칸을 채우면 몇 점이에요?",
        "summer-pavilion-place-score",
        "3점",
    ),
    (
        "빨간 별에 타일 3개 이어져 있는데 옆에 하나 더 놓으면 몇 점?",
        "summer-pavilion-place-score",
        "4점",
    ),
    (
        "초록 별에 이어진 타일 5개 있고 끝에 하나 더 놓으면 몇 점?",
        "summer-pavilion-place-score",
        "6점, 보너스 타일 3장",
    ),
]
test_a_run_told_by_its_length_is_read = reads_test("azul-summer-pavilion", RUNS)

# the bonus asked of a run whose spaces are not named, and a space named besides: unread
test_a_runs_bonus_or_a_space_besides_is_unread = reads_nothing_test(
    "azul-summer-pavilion",
    [
        "빨간 별에 이어진 타일 3개 있는데 옆에 하나 더 놓으면 보너스 받아?",
        "빨간 별에 이어진 타일 2개 있고 옆에 하나 더 놓으면 몇 점? 4번 칸이에요",
    ],
)

# a round's end alone, asked with no game (on this game's pages it is read, as before)
test_a_round_over_alone_is_unread = reads_nothing_test(
    None, ["라운드가 끝났는데 타일 5개 남았어 몇 점?"]
)
# the placing phase's end with no tiles counted
test_the_phase_over_with_no_count_is_unread = reads_nothing_test(
    "azul-summer-pavilion", ["타일 놓기가 끝나면 다음엔 뭐 해요?"]
)
