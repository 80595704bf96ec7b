"""Every fact of the Azul seed (003_41d53ab60b4dc763.txt) is stated by one entry of content/azul/.

The checklist below is the seed read line by line: one row per fact, in the seed's order, with the
entry that owns the fact and Korean key words its title or body must contain. It is how the team
sees the coverage; when an entry is rewritten, keep its key words (or update the row).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tutor.content import load_content

CONTENT_DIR = Path(__file__).resolve().parents[2] / "content"
CONTENT = load_content(CONTENT_DIR)
AZUL = {e.id: e for e in CONTENT.entries.values() if e.game == "azul"}

# (fact, owning entry id, key words that entry's title or body must contain; a key word "p.N"
# means the entry cites the rulebook's page N instead)
CHECKLIST: list[tuple[str, str, tuple[str, ...]]] = [
    # Introduction
    ("Rules cover the 2017 base game for 2-4 players", "azul.overview.edition", ("2017", "2~4인")),
    (
        "First game: everybody uses the printed-colour wall side",
        "azul.overview.edition",
        ("첫 게임", "기본 면"),
    ),
    (
        "The gray wall side is an official optional rule",
        "azul.variant.gray-wall",
        ("공식 선택 규칙", "회색"),
    ),
    (
        "Azul Mini, Azul Duel and other Azul games differ",
        "azul.overview.edition",
        ("아줄 미니", "아줄 듀얼", "다를 수"),
    ),
    # Goal
    (
        "Take tiles of one colour from a factory or the centre to fill pattern lines on the left",
        "azul.overview.goal",
        ("한 가지 색", "중앙", "패턴 줄"),
    ),
    (
        "At round end one tile of each complete line moves to the wall and scores",
        "azul.overview.goal",
        ("타일 한 장", "벽"),
    ),
    (
        "The more a new wall tile links horizontally/vertically, the more it scores",
        "azul.overview.goal",
        ("가로·세로", "점수가 커집니다"),
    ),
    (
        "Tiles that do not fit a pattern line go to the floor line and cost points",
        "azul.overview.goal",
        ("바닥 줄", "깎"),
    ),
    (
        "The game ends after the round in which someone completes a horizontal wall row of five",
        "azul.end.trigger",
        ("가로줄 하나", "다섯 장"),
    ),
    (
        "Final score adds row, column and colour bonuses; highest score wins",
        "azul.overview.goal",
        ("세로줄", "색 세트", "가장 높은"),
    ),
    # Components
    ("100 tiles, 20 of each of five colours", "azul.components.tiles", ("100개", "20개")),
    (
        "Tiles are taken from the shared area and placed on pattern lines and the wall",
        "azul.components.tiles",
        ("패턴 줄", "벽"),
    ),
    (
        "9 factory displays; each shows 4 tiles per round",
        "azul.components.factories",
        ("9개", "네 장"),
    ),
    (
        "5, 7 or 9 factories are used depending on player count",
        "azul.setup.shared-area",
        ("2명은 5개", "3명은 7개", "4명은 9개"),
    ),
    (
        "Player board: five pattern lines of length 1-5 on the left",
        "azul.components.player-board",
        ("1칸부터 5칸", "다섯 개"),
    ),
    (
        "Player board: 5x5 wall on the right, floor line and score track",
        "azul.components.player-board",
        ("5칸 × 세로 5칸", "바닥 줄", "점수 트랙"),
    ),
    # the seed puts the score track at the bottom; the rulebook text names it without a
    # position, so the entry names it without one too
    (
        "Score track on the player board, the scoring marker starting on 0",
        "azul.components.player-board",
        ("점수 트랙도", "0 칸"),
    ),
    (
        "The marker goes to the centre before the first turn of every round",
        "azul.components.first-player-marker",
        ("첫 차례 전", "중앙"),
    ),
    (
        "The first player to take from the centre in a round takes the marker too",
        "azul.offer.first-player-marker",
        ("처음", "표식도 함께"),
    ),
    (
        "The marker takes a floor space (penalty) but makes its holder next round's first player",
        "azul.components.first-player-marker",
        ("바닥 줄 한 칸", "다음 라운드의 시작"),
    ),
    ("New tiles are drawn from the bag", "azul.components.bag-and-lid", ("주머니에서 뽑",)),
    (
        "Leftover pattern-line tiles and cleared floor tiles are kept in the box lid and reused when the bag is empty",
        "azul.components.bag-and-lid",
        ("상자", "뚜껑", "주머니가 비면"),
    ),
    # Set-up: shared area
    (
        "Set-up in order: boards, factories, bag, first player, filling, marker to the centre",
        "azul.setup.order",
        ("개인판", "공장", "주머니", "시작 플레이어", "네 장씩", "중앙", "p.2"),
    ),
    ("Factories go in a circle in the middle of the table", "azul.setup.shared-area", ("둥글게",)),
    ("Unused factories go back in the box", "azul.setup.shared-area", ("상자에 넣",)),
    ("All 100 tiles go into the bag", "azul.setup.shared-area", ("100개", "주머니")),
    (
        "The box lid lies outside the factories to collect used tiles",
        "azul.setup.shared-area",
        ("상자 뚜껑", "바깥쪽"),
    ),
    (
        "The player who most recently visited Portugal starts and takes the marker",
        "azul.setup.first-player",
        ("포르투갈", "표식"),
    ),
    (
        "Editorial tip (not official wording): choose the first player by an agreed random method",
        "azul.tip.random-first-player",
        ("무작위", "공식 규칙의 문구는 아닙니다"),
    ),
    (
        "The first player fills each factory with exactly four tiles from the bag",
        "azul.setup.fill-factories",
        ("시작 플레이어", "정확히 네 장"),
    ),
    (
        "No regular tiles are placed in the centre at set-up",
        "azul.setup.fill-factories",
        ("중앙에", "놓지 않습니다"),
    ),
    (
        "Just before the first turn the first player puts the marker in the centre of the table",
        "azul.setup.marker-to-centre",
        ("바로 전", "중앙"),
    ),
    (
        "The marker goes to the table centre, not on a player board or factory",
        "azul.setup.marker-to-centre",
        ("개인판이나 공장 위가 아닙니다",),
    ),
    (
        "The player who placed the marker still takes the first turn",
        "azul.setup.marker-to-centre",
        ("첫 차례는 그 시작 플레이어",),
    ),
    ("Set-up counts: rulebook p.2", "azul.setup.shared-area", ("p.2",)),
    ("Marker timing before the first turn: rulebook p.3", "azul.setup.marker-to-centre", ("p.3",)),
    # Set-up: each player
    (
        "Each player takes a board with the printed colour wall face up; all use the same side",
        "azul.setup.player-board",
        ("기본 면", "같은 면"),
    ),
    ("Score markers start on 0", "azul.setup.player-board", ("점수 말", "0")),
    (
        "Pattern lines, wall and floor line start empty; spare boards and markers are not used",
        "azul.setup.player-board",
        ("비어 있는지", "쓰지 않습니다"),
    ),
    # Round and turn
    (
        "A round is factory offer, wall tiling, then preparing the next round if the game goes on",
        "azul.round.phases",
        ("공장 제안", "벽 타일 붙이기", "다음 라운드"),
    ),
    (
        "Factory offer is the phase of taking tiles from the shared area",
        "azul.term.factory-offer",
        ("공장 제안 단계", "타일을 가져와"),
    ),
    (
        "The first player puts the marker in the centre and plays first; turns go clockwise",
        "azul.round.phases",
        ("시작 플레이어부터", "시계 방향"),
    ),
    (
        "On your turn you must take one colour from one factory or the centre",
        "azul.round.must-take",
        ("반드시", "한 색"),
    ),
    (
        "You cannot skip a turn even with no line to place on; the tiles go to the floor line",
        "azul.round.must-take",
        ("건너뛸 수 없", "바닥 줄"),
    ),
    (
        "When factories and centre hold no regular tile, everybody moves to wall tiling",
        "azul.round.offer-end",
        ("한 장도 남지 않으면", "모든 플레이어"),
    ),
    (
        "Nobody scores early because their own pattern lines are full",
        "azul.round.offer-end",
        ("혼자 먼저",),
    ),
    (
        "The marker moves only with a take of tiles; taking just the marker is no turn",
        "azul.round.must-take",
        ("표식만", "대신할 수"),
    ),
    # Step 1: take one colour from one place
    (
        "Pick one factory or the centre and take all tiles of one colour there",
        "azul.offer.take-all",
        ("한 가지 색", "모두 가져옵니다"),
    ),
    ("You may not take only as many as you need", "azul.offer.take-all", ("필요한 개수만",)),
    (
        "No combining two factories, or a factory and the centre, in one turn",
        "azul.offer.take-all",
        ("공장 두 곳", "중앙을 함께"),
    ),
    (
        "From a factory: push the remaining tiles to the centre",
        "azul.offer.factory-rest",
        ("중앙으로 옮깁니다",),
    ),
    (
        "From the centre: take only the chosen colour, the other colours stay",
        "azul.offer.centre",
        ("고른 색의 타일만", "그대로 남습니다"),
    ),
    (
        "First to take from the centre puts the marker on the leftmost free floor space before placing tiles",
        "azul.offer.first-player-marker",
        ("가장 왼쪽 빈칸", "먼저"),
    ),
    (
        "Once the marker is taken, later centre takers take only tiles",
        "azul.offer.first-player-marker",
        ("타일만 가져갑니다",),
    ),
    # Step 2: place on one pattern line
    (
        "Taken tiles go on one pattern line only, filled from the right",
        "azul.placement.one-line",
        ("한 줄", "오른쪽 칸부터"),
    ),
    ("Tiles cannot be split over several lines", "azul.placement.one-line", ("나눠 놓을 수 없",)),
    (
        "An empty line takes any colour; a started line only its own colour",
        "azul.placement.same-colour",
        ("어떤 색이든", "같은 색만"),
    ),
    (
        "A colour already on the same-height wall row cannot go on that pattern line",
        "azul.placement.wall-colour",
        ("같은 높이", "놓을 수\n없습니다"),
    ),
    (
        "More tiles than free spaces: fill the line, the excess goes to the leftmost floor spaces",
        "azul.placement.overflow",
        ("먼저 그 줄을 채우고", "가장 왼쪽"),
    ),
    (
        "No legal line, or choosing not to use one: all taken tiles go to the floor line",
        "azul.placement.floor-by-choice",
        ("놓을 수 있는 패턴 줄이 없거나", "모두 바닥"),
    ),
    (
        "Tiles beyond the seven floor spaces go to the box lid",
        "azul.floor.overflow-lid",
        ("일곱 칸", "상자 뚜껑"),
    ),
    (
        "Those excess tiles cost no extra points",
        "azul.floor.overflow-lid",
        ("추가 감점이 없습니다",),
    ),
    (
        "The marker can never go on a pattern line",
        "azul.placement.marker-not-in-line",
        ("패턴 줄에 놓을 수 없",),
    ),
    (
        "Editorial tip: keep the marker beside your board when your floor line is already full",
        "azul.tip.marker-beside-board",
        ("개인판 옆", "편집부"),
    ),
    (
        "Rulebook pp.3-5: marker on the leftmost free space, holder starts next round; full floor not covered",
        "azul.floor.marker-full",
        ("가장 왼쪽 빈칸", "따로\n말하지 않습니다"),
    ),
    (
        "Never mix the marker into the bag with the tiles",
        "azul.placement.marker-not-in-line",
        ("주머니", "섞어 넣지"),
    ),
    (
        "Keep the storage tip apart from the official placement rule",
        "azul.floor.marker-full",
        ("규칙서에 없는 경우",),
    ),
    # First-turn example (2 players)
    (
        "Example: a 2-player game has five factories of four tiles",
        "azul.faq.players-factories",
        ("2명은 5개", "네 장씩"),
    ),
    (
        "Example: the first player has already put the marker in the centre",
        "azul.tutorial-coverage.first-turn",
        ("표식은 이미 중앙에",),
    ),
    (
        "Example: take both blue tiles of a factory; taking one is refused",
        "azul.faq.take-some",
        ("전부 가져와야",),
    ),
    (
        "Example: the yellow and black left on the factory move to the centre; the marker stays",
        "azul.faq.factory-leftovers",
        ("노랑과\n검정이 중앙으로",),
    ),
    (
        "Example: two blue exactly fill line 2, nothing goes to the floor",
        "azul.tutorial-coverage.first-turn",
        ("두 칸이 꼭 맞게 차서",),
    ),
    (
        "A completed line is not moved or scored during the offer",
        "azul.faq.score-immediately",
        ("그대로 둡니다", "벽 타일 붙이기"),
    ),
    (
        "Example: next player takes yellow from the centre: marker first to floor space 1, yellow on line 1, black stays",
        "azul.faq.marker-first-centre",
        ("표식을 함께", "가장 왼쪽 빈칸"),
    ),
    (
        "Taking the marker scores nothing now; its floor space costs 1 point at round end",
        "azul.faq.marker-first-centre",
        ("점수가 움직이지 않", "1점"),
    ),
    (
        "Taking the marker does not change this round's turn order",
        "azul.faq.marker-turn-order",
        ("원래 순서대로",),
    ),
    (
        "The example shows the procedure, not the best strategy",
        "azul.tip.example-not-strategy",
        ("가장\n좋은 선택이라는 뜻은 아니",),
    ),
    # Wall tiling
    (
        "When factories and centre are empty, check pattern lines top to bottom",
        "azul.tiling.order",
        ("맨 위 줄부터",),
    ),
    (
        "Wall tiling may be done by all players at the same time",
        "azul.tiling.order",
        ("동시에 해도",),
    ),
    (
        "Incomplete lines are left alone; their tiles stay for the next round",
        "azul.tiling.order",
        ("덜 찬 줄", "그대로 둔 채"),
    ),
    (
        "A complete line's rightmost tile moves to the matching colour space of the same-height wall row",
        "azul.tiling.move-rightmost",
        ("가장 오른쪽 타일 한 장", "같은 높이"),
    ),
    ("The moved tile scores immediately", "azul.tiling.move-rightmost", ("바로 점수",)),
    (
        "After all moves and scoring, the rest of those lines go to the box lid",
        "azul.tiling.move-rightmost",
        ("남은 타일은 상자\n뚜껑",),
    ),
    # Scoring a new wall tile
    (
        "Count tiles linked without gaps up/down/left/right; diagonals do not link",
        "azul.tiling.score",
        ("빈칸 없이", "대각선은 연결이 아닙니다"),
    ),
    ("No neighbour in either direction: 1 point", "azul.tiling.score", ("1점",)),
    (
        "Horizontally linked: the number of tiles in the horizontal run including the new one",
        "azul.tiling.score",
        ("가로 연속 타일 수",),
    ),
    (
        "Vertically linked: the number of tiles in the vertical run including the new one",
        "azul.tiling.score",
        ("세로 연속 타일 수",),
    ),
    (
        "Linked both ways: add both; the new tile counts in each",
        "azul.tiling.score",
        ("두 값을 더합니다", "한 번씩"),
    ),
    (
        "Example: two tiles to the left and one above: 3 + 2 = 5 points",
        "azul.tiling.score",
        ("가로 3 + 세로 2 = 5점",),
    ),
    (
        "Several complete lines: move top to bottom, each scored on the wall as it is at that moment",
        "azul.tiling.order",
        ("위에서부터 한 줄씩", "그 순간의 벽"),
    ),
    # Floor line
    (
        "After all complete lines, every floor space holding a tile or the marker costs its printed points",
        "azul.floor.penalty",
        ("완성된 패턴 줄을 모두 처리한 뒤", "타일이나 표식"),
    ),
    (
        "Floor penalties are -1, -1, -2, -2, -2, -3, -3",
        "azul.floor.penalty",
        ("−1, −1, −2, −2, −2, −3, −3",),
    ),
    (
        "Example: three spaces filled lose 1 + 1 + 2 = 4 points",
        "azul.floor.penalty",
        ("1 + 1 + 2 = 4점",),
    ),
    ("The score never drops below 0", "azul.floor.penalty", ("0보다 낮아지지",)),
    (
        "After the penalty the regular floor tiles go to the box lid",
        "azul.floor.penalty",
        ("일반 타일은 상자 뚜껑",),
    ),
    (
        "The marker holder keeps it in front of them and starts the next round",
        "azul.floor.marker-return",
        ("자기 앞", "다음\n라운드의 시작 플레이어"),
    ),
    (
        "The marker never goes into the bag or the lid",
        "azul.floor.marker-full",
        ("상자 뚜껑이나 주머니에 넣지는",),
    ),
    ("Order of scoring and penalties: rulebook pp.4-5", "azul.tiling.order", ("p.4",)),
    ("Floor penalties: rulebook p.5", "azul.floor.penalty", ("p.5",)),
    # Preparing the next round
    (
        "If the game goes on, the new first player puts four tiles from the bag on each factory",
        "azul.next-round.refill",
        ("새 시작 플레이어", "네 장씩"),
    ),
    (
        "If the bag runs out, the lid's tiles go back in the bag, are mixed, and drawing goes on",
        "azul.next-round.refill",
        ("주머니가 비면", "섞은 뒤"),
    ),
    (
        "If bag and lid together are not enough, fill what you can and play on",
        "azul.next-round.refill",
        ("채울 수 있는 만큼만",),
    ),
    (
        "After refilling, the new first player puts the marker back in the centre and plays first",
        "azul.next-round.start",
        ("표식을 중앙에", "첫 차례"),
    ),
    ("Then factory offer and wall tiling repeat", "azul.next-round.start", ("되풀이",)),
    (
        "Marker path: centre, first centre taker's floor, in front of them, back to the centre",
        "azul.next-round.start",
        ("바닥 줄 → 감점 뒤 그 사람 앞",),
    ),
    ("Refill: rulebook p.5", "azul.next-round.refill", ("p.5",)),
    (
        "Marker back to the centre before the first turn: rulebook p.3",
        "azul.next-round.start",
        ("p.3",),
    ),
    # End of the game
    (
        "After wall tiling, check whether someone completed a horizontal row with five tiles",
        "azul.end.trigger",
        ("벽 타일 붙이기를 마친 뒤",),
    ),
    (
        "The game does not stop at once: everybody finishes that round's tiling, scoring and floor penalties",
        "azul.end.trigger",
        ("멈추지 않고", "바닥 줄 감점"),
    ),
    (
        "Once the end is triggered, no refill and no new round",
        "azul.end.trigger",
        ("공장을 다시 채우거나 새 라운드를 시작하지 않습니다",),
    ),
    ("Bonus: 2 points per complete horizontal row", "azul.end.bonuses", ("가로줄 하나마다 2점",)),
    ("Bonus: 7 points per complete vertical column", "azul.end.bonuses", ("세로줄 하나마다 7점",)),
    (
        "Bonus: 10 points per colour with all five tiles on the wall",
        "azul.end.bonuses",
        ("10점", "다섯 장"),
    ),
    (
        "Example: 42 points + 2 rows, 1 column, 1 colour = 21 bonus, final 63",
        "azul.end.bonuses",
        ("4 + 7 + 10 = 21점", "63점"),
    ),
    ("The highest final score wins", "azul.end.winner", ("가장 높은 사람이 이깁니다",)),
    (
        "Tie: the tied player with more complete horizontal rows wins",
        "azul.end.winner",
        ("완성한 가로줄이 더 많은",),
    ),
    ("Still tied: the victory is shared", "azul.end.winner", ("함께 승리",)),
    ("End, bonuses and tie-break: rulebook p.6", "azul.end.winner", ("p.6",)),
    # Often confused (the seed's five questions)
    (
        "Q: take only the tiles you need? No: all three of the colour, the rest to the floor line",
        "azul.faq.take-some",
        ("아니요", "세 장 전부", "바닥 줄"),
    ),
    (
        "The count taken depends on the tiles at the source, not on free spaces",
        "azul.faq.take-some",
        ("남은 칸 수가 아니라",),
    ),
    (
        "Q: split taken tiles over lines (4 over lines 1 and 3)? No",
        "azul.faq.split-lines",
        ("아니요", "1번 줄과 3번 줄"),
    ),
    (
        "Free spaces of different lines cannot be added together",
        "azul.faq.split-lines",
        ("빈칸을 합쳐",),
    ),
    (
        "Q: does a whole complete line go to the wall? No: one tile, the other three to the lid after scoring",
        "azul.faq.whole-line-to-wall",
        ("아니요", "나머지 세 장은 상자 뚜껑"),
    ),
    ("A long line still fills only one wall space", "azul.faq.whole-line-to-wall", ("한 칸만",)),
    (
        "Q: score as soon as a line is complete? No: only in wall tiling, which also empties the line",
        "azul.faq.score-immediately",
        ("아니요", "다시 비는 것도 그때"),
    ),
    (
        "Q: does the game end as soon as one player completes a row? No: everybody finishes the round",
        "azul.faq.row-ends-now",
        ("아니요", "바닥 줄 감점까지"),
    ),
    (
        "Finishing the round gives nobody an extra turn to take tiles",
        "azul.faq.row-ends-now",
        ("차례가 더 생기지는 않습니다",),
    ),
    # Gray wall variant
    (
        "Gray side: no colours printed on the wall; everybody uses it",
        "azul.variant.gray-wall",
        ("모두 개인판의 회색 면", "색 자리가 정해져 있지 않아서"),
    ),
    (
        "Gray side: a moved tile may go on any empty space of the same-height row",
        "azul.variant.gray-wall",
        ("같은 높이의 가로줄", "원하는 빈칸"),
    ),
    (
        "Gray side: each colour at most once per row and once per column",
        "azul.variant.gray-wall",
        ("같은 색이 두 번 들어가면 안 됩니다",),
    ),
    (
        "Gray side: taking, pattern-line limits, scoring and end are as on the printed side",
        "azul.variant.gray-wall",
        ("기본 면과\n같고",),
    ),
    (
        "Gray side is an official variant, not mixed with the printed-side colour rule",
        "azul.variant.gray-wall",
        ("섞어 쓰지 않습니다",),
    ),
    (
        "No legal wall space: the line is not held over nor moved to another row",
        "azul.variant.gray-wall-no-space",
        ("미루거나", "다른 가로줄"),
    ),
    (
        "No legal wall space: all tiles of that line go straight to the floor line",
        "azul.variant.gray-wall-no-space",
        ("모두 곧바로 바닥 줄",),
    ),
    (
        "Floor filled from the left; tiles beyond seven spaces go to the lid",
        "azul.variant.gray-wall-no-space",
        ("왼쪽부터", "일곱 칸을 넘는 타일은 상자"),
    ),
    (
        "That line scores no wall points; its floor penalty comes at the end of the phase with the others",
        "azul.variant.gray-wall-no-space",
        ("벽 점수를 얻지 못하고", "단계 끝"),
    ),
    (
        "Example: three blue on line 3, every open column already has blue: all three to the floor, not one",
        "azul.variant.gray-wall-no-space",
        ("3번 줄의 파랑 세", "세 장 모두 바닥 줄"),
    ),
    (
        "The special case is written on p.6 of the Next Move Games English rulebook",
        "azul.variant.gray-wall-no-space",
        ("Next Move Games", "6쪽"),
    ),
    # Editorial tips for a first game
    (
        "Tip (not an official rule): say the place, colour and pattern line aloud before touching tiles",
        "azul.tip.say-before-taking",
        ("공식 규칙이 아니라", "소리 내어"),
    ),
    (
        "Saying it first avoids take-backs and lets others check the wall colour limits",
        "azul.tip.say-before-taking",
        ("되돌릴 일", "색 제한"),
    ),
    (
        "Tip: in a first game, tile the wall one player at a time, showing the others",
        "azul.tip.tile-one-by-one",
        ("한 사람씩", "보여 주며"),
    ),
    (
        "Tip: announce each tile's horizontal and vertical points and move the score marker at once",
        "azul.tip.tile-one-by-one",
        ("가로·세로 점수를 말하고", "점수 말"),
    ),
    (
        "Tip: floor penalties after all scoring, bonuses only at game end, so the three kinds do not mix",
        "azul.tip.tile-one-by-one",
        ("바닥 줄 감점", "보너스", "세 종류"),
    ),
    # First-game checklist
    (
        "Checklist before starting: printed side, score 0, 5/7/9 factories of four, marker in the centre",
        "azul.tip.first-game-checklist",
        ("시작 전", "5·7·9개", "표식을 중앙"),
    ),
    (
        "Checklist on your turn: one colour from one place, rest to centre, one line, marker first",
        "azul.tip.first-game-checklist",
        ("내 차례", "중앙으로", "표식부터"),
    ),
    (
        "Checklist at round end: one tile per line top-down, incomplete lines stay, no score below 0, refill",
        "azul.tip.first-game-checklist",
        ("라운드 끝", "덜 찬 줄", "0점 아래"),
    ),
    (
        "Checklist at game end: finish the round, bonuses 2/7/10, tie by rows then shared",
        "azul.tip.first-game-checklist",
        ("게임 끝", "2·7·10점", "가로줄 수"),
    ),
    # Sources of the seed
    (
        "Official rulebooks: Plan B Games (2017) and Next Move Games (2018, 6 pages)",
        "azul.overview.edition",
        ("Plan B Games", "Next Move Games"),
    ),
    ("BoardGameGeek lists the game as ID 230802", "azul.overview.edition", ("230802",)),
]

# Facts from the official rulebook's worked examples (research/azul.md) that the seed does not give.
RESEARCH: list[tuple[str, str, tuple[str, ...]]] = [
    (
        "Andrea example: yellow barred from lines 2-3 by the wall and from line 4 by blue",
        "azul.faq.andrea",
        ("안드레아", "5번 줄"),
    ),
    ("4 floor tiles plus the marker lose 8 points", "azul.floor.penalty", ("8점을 잃습니다",)),
    (
        "A tile linked to 4 horizontally and 3 vertically scores 7",
        "azul.tiling.score",
        ("4 + 3 = 7점",),
    ),
    (
        "The rulebook is silent on the marker when the floor line is full",
        "azul.floor.marker-full",
        ("규칙서에 없는 경우", "추가 감점은 없고"),
    ),
]

# What a first-time buyer reads on the box and its contents list (issue 19), beyond the seed.
BOX: list[tuple[str, str, tuple[str, ...]]] = [
    (
        "The box says 2-4 players, age 8+, 30-45 minutes",
        "azul.overview.players",
        ("2~4명", "30~45분", "8세 이상"),
    ),
    (
        "The box holds 100 tiles, 9 factories, 4 boards, 4 score markers, the marker and a bag",
        "azul.components.list",
        (
            "타일 100개",
            "공장 진열판 9개",
            "개인판 4장",
            "점수 마커 4개",
            "시작 플레이어 표식 1개",
            "주머니 1개",
        ),
    ),
]

# The entries the seed marks as editorial advice or as a variant must keep that kind.
KIND_OF = {
    "azul.tip.random-first-player": "tip",
    "azul.tip.marker-beside-board": "tip",
    "azul.tip.example-not-strategy": "tip",
    "azul.tip.say-before-taking": "tip",
    "azul.tip.tile-one-by-one": "tip",
    "azul.tip.first-game-checklist": "tip",
    "azul.variant.gray-wall": "variant",
    "azul.variant.gray-wall-no-space": "variant",
}

# Facts shown by a tutorial step rather than an entry: (slug, narration key words).
TUTORIALS = {"azul.tutorial-coverage.first-turn": "first-turn"}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def _text_of(entry_id: str) -> str:
    if entry_id in TUTORIALS:
        path = CONTENT_DIR / "azul" / "tutorials" / f"{TUTORIALS[entry_id]}.yaml"
        return _norm(path.read_text(encoding="utf-8"))
    entry = AZUL[entry_id]
    return _norm(f"{entry.title}\n{entry.body_md}")


ROWS = CHECKLIST + RESEARCH + BOX


@pytest.mark.parametrize(("fact", "entry_id", "words"), ROWS, ids=[row[0][:60] for row in ROWS])
def test_fact_is_stated_by_its_entry(fact: str, entry_id: str, words: tuple[str, ...]) -> None:
    assert entry_id in AZUL or entry_id in TUTORIALS, (fact, entry_id)
    text = _text_of(entry_id)
    pages = {f"p.{s.get('page')}" for s in AZUL[entry_id].sources} if entry_id in AZUL else set()
    missing = [
        word
        for word in words
        if (word not in pages if word.startswith("p.") else _norm(word) not in text)
    ]
    assert not missing, (fact, entry_id, missing)


def test_every_official_rule_and_variant_owns_a_fact() -> None:
    owners = {entry_id for _, entry_id, _ in ROWS}
    rules = {e.id for e in AZUL.values() if e.kind in {"rule", "variant"}}
    # Entries that state the engine's reading of an open point rather than a seed fact.
    readings = {"azul.placement.full-line", "azul.variant.gray-stalemate", "azul.end.stalemate"}
    assert rules - readings <= owners, sorted(rules - readings - owners)


def test_seed_tips_and_variants_keep_their_kind() -> None:
    for entry_id, kind in KIND_OF.items():
        assert AZUL[entry_id].kind == kind, entry_id
    for _, entry_id, _ in CHECKLIST:
        if entry_id in AZUL and entry_id not in KIND_OF:
            assert AZUL[entry_id].kind in {"rule", "faq", "term"}, entry_id


def test_enough_faqs_each_answering_first() -> None:
    faqs = [e for e in AZUL.values() if e.kind == "faq"]
    assert len(faqs) >= 20
    for faq in faqs:
        assert len(faq.phrasings) >= 3, faq.id
        first = faq.body_md.strip().split(".")[0]
        assert 0 < len(first) <= 120, (faq.id, first)
