"""The ``tutor`` command: each subcommand is a thin layer over a library function.

Exit codes: 0 success, 1 the task failed (illegal step, broken invariant), 2 bad usage or
input (including content that does not validate).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any

from tutor import PROJECT_ROOT

DEFAULT_DB = Path(os.environ.get("TUTOR_INSTANCE", str(PROJECT_ROOT / "instance"))) / "tutor.db"
DEFAULT_CONTENT = Path(os.environ.get("TUTOR_CONTENT_DIR", str(PROJECT_ROOT / "content")))


class UsageError(Exception):
    """Bad usage or input: printed in Korean, exit code 2."""


def _print_json(value: Any) -> None:
    print(json.dumps(value, ensure_ascii=False, indent=2))


def cmd_build(args: argparse.Namespace) -> int:
    from tutor.build import build
    from tutor.content import ContentInvalid
    from tutor.search.asked import LearningFailed

    try:
        report = build(Path(args.content), Path(args.db))
    except ContentInvalid as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        print(
            f"빌드 실패: 문제 {len(exc.problems)}개. 기존 데이터베이스는 그대로 둡니다.",
            file=sys.stderr,
        )
        return 2
    except LearningFailed as exc:
        print(f"빌드 실패: {exc.message} 기존 데이터베이스는 그대로 둡니다.", file=sys.stderr)
        return 2
    print(
        f"빌드 완료: 게임 {report.games}개, 항목 {report.entries}개, 튜토리얼 "
        f"{report.tutorials}개 → {report.db_path} ({report.seconds:.1f}초)"
    )
    return 0


def ensure_database(db: Path, content: Path) -> None:
    """Build the database first if it is missing or cannot be used (empty, corrupt, an
    older layout): serving it would only answer 503."""
    from tutor.db import health

    state = health(db)
    if not state.ok:
        print(f"{state.reason}: {db}. 먼저 빌드합니다.", file=sys.stderr)
        from tutor.build import build

        # The server goes on in this process (and forks its workers from it): scikit-learn,
        # which only the build's learning needs, is kept out of it.
        build(content, db, learn_in_child=True)


def cmd_serve(args: argparse.Namespace) -> int:
    from tutor.content import ContentInvalid
    from tutor.search.asked import LearningFailed

    db = Path(args.db)
    try:
        ensure_database(db, Path(args.content))
    except ContentInvalid as exc:
        for problem in exc.problems:
            print(problem, file=sys.stderr)
        return 2
    except LearningFailed as exc:
        print(f"빌드 실패: {exc.message}", file=sys.stderr)
        return 2
    from tutor.server import serve

    serve(host=args.host, port=args.port, workers=args.workers, instance=db.parent, database=db)
    return 0


def cmd_ask(args: argparse.Namespace) -> int:
    from tutor import qa, qa_computed
    from tutor.search.outside import no_rules_for
    from tutor.search.searcher import VAGUE_HINT

    db = Path(args.db)
    if not db.is_file():
        raise UsageError(f"데이터베이스가 없습니다: {db}. 먼저 `tutor build`를 실행하세요.")
    try:
        answer = qa_computed.extend(
            qa.ask(
                db,
                args.question,
                game=args.game,
                limit=args.limit,
                decide=qa_computed.deciding_rules,
            ),
            asked=args.game,
        )
    except qa.QueryError as exc:
        raise UsageError(str(exc)) from None
    except qa.DatabaseUnavailable as exc:
        raise UsageError(f"{exc.reason}: {db}. `tutor build`로 다시 만드세요.") from None
    if args.json:
        _print_json(answer)
        return 0
    results = answer.get("results", [])
    computed = answer.get("computed")
    if computed:
        print(f"[{computed['label']}] {computed['verdict']} — {computed['summary']}")
        print(f"  이렇게 읽었어요: {computed['case']}")
    if not results:
        print("알맞은 답을 찾지 못했습니다.")
        return 0
    if answer.get("outside_game"):
        print(no_rules_for(answer["outside_game"]))
    if answer.get("vague"):
        print(VAGUE_HINT)
    if answer.get("confident") is False:
        print("혹시 이것을 찾으셨나요?")
    for rank, result in enumerate(results, start=1):
        sources = ", ".join(
            s["title"] + (f" {s['page']}쪽" if s.get("page") else "")
            for s in result.get("reader_sources", [])
        )
        print(f"{rank}. [{result['game']}] {result['title']}  ({result['id']})")
        print(f"   {result['body']}")
        if sources:
            print(f"   출처: {sources}")
    ranks = {r["id"]: n for n, r in enumerate(results, start=1)}
    others = [o for o in answer.get("other_games") or [] if o["id"] in ranks]
    if others and not computed:
        listed = ", ".join(f"{o['game_name']} {ranks[o['id']]}번" for o in others)
        print(
            f"게임 이름이 없는 질문이라 다른 게임의 답({listed})도 맞을 수 있어요. "
            "--game으로 게임을 정해 다시 물어보세요."
        )
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from tutor.games import GAME_IDS
    from tutor.scenarios import ScenarioError, load_scenario, play_scenario

    game, _, slug = args.target.partition("/")
    path = Path(args.content) / game / "tutorials" / f"{slug}.yaml"
    if game not in GAME_IDS or not slug or not path.is_file():
        known = sorted(
            f"{p.parent.parent.name}/{p.stem}"
            for p in Path(args.content).glob("*/tutorials/*.yaml")
            if p.parent.parent.name in GAME_IDS
        )
        head = (
            f"튜토리얼이 없습니다: {args.target}"
            if game in GAME_IDS and slug
            else "GAME/SLUG 형식으로 적으세요."
        )
        raise UsageError(f"{head} 있는 튜토리얼: {', '.join(known) or '없음'}")
    try:
        scenario = load_scenario(path, game)
    except ScenarioError as exc:
        raise UsageError(str(exc)) from None
    _, steps = play_scenario(scenario)
    ok = len(steps) == len(scenario.steps) and not any(s.problems for s in steps)
    if args.json:
        _print_json(
            {
                "game": game,
                "slug": slug,
                "ok": ok,
                "steps": [
                    {
                        "n": s.n,
                        "actor": s.actor,
                        "move": s.move,
                        "move_text": s.move_text,
                        "narration": s.narration,
                        "rule_ids": s.rule_ids,
                        "legal": s.legal,
                        "events": s.events,
                        "violation": s.violation,
                        "state": s.state,
                        "problems": s.problems,
                    }
                    for s in steps
                ],
            }
        )
    else:
        print(f"{scenario.title} ({game}/{slug})")
        for s in steps:
            mark = "✔" if not s.problems else "✖"
            refused = " [불가]" if not s.legal else ""
            print(f"{mark} {s.n}. {s.actor or ''} · {s.move_text}{refused}")
            print(f"     {s.narration}")
            for event in s.events:
                print(f"     - {event.get('text', '')}")
            for problem in s.problems:
                print(f"     ! {problem}")
        print("재생 성공" if ok else "재생 실패")
    return 0 if ok else 1


def cmd_selfplay(args: argparse.Namespace) -> int:
    from tutor.games import GAME_IDS
    from tutor.selfplay import selfplay

    if args.game not in GAME_IDS:
        raise UsageError(f"알 수 없는 게임입니다: {args.game} (가능: {', '.join(GAME_IDS)})")
    if args.games < 1:
        raise UsageError("--games는 1 이상이어야 합니다.")
    try:
        report = selfplay(args.game, players=args.players, games=args.games, seed=args.seed)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        _print_json(report)
    else:
        print(
            f"{report['game']} {report['players']}인 {report['games']}판: "
            f"{report['seconds']:.2f}초, 초당 {report['games_per_second']:.1f}판"
        )
        print(f"평균 점수: {report['mean_scores']}, 점수 범위: {report['score_range']}")
        print(f"불변식 위반: {report['invariant_violations']}, 오류: {len(report['errors'])}")
        for error in report["errors"][:5]:
            print(f"  ! {error}")
    return 0 if report["invariant_violations"] == 0 and not report["errors"] else 1


def cmd_hint(args: argparse.Namespace) -> int:
    from tutor.engine import HintInputError, HintRejected
    from tutor.games import GAME_IDS, get_game, hint_module

    with_hints = [g for g in GAME_IDS if get_game(g).hints]
    game = args.game or (with_hints[0] if len(with_hints) == 1 else None)
    if game is None:
        raise UsageError(f"게임을 적으세요: {', '.join(with_hints)}")
    hints = hint_module(game)
    if hints is None:
        raise UsageError(f"'{game}'에는 힌트가 없습니다. 힌트가 있는 게임: {', '.join(with_hints)}")
    try:
        result = hints.answer(
            hints.from_cli({"rack": args.rack, "table": args.table, "initial": args.initial})
        )
    except HintInputError as exc:
        raise UsageError(str(exc)) from None
    except HintRejected as exc:
        print(f"규칙 엔진이 확인한 힌트를 찾지 못했습니다: {exc}", file=sys.stderr)
        return 1
    if args.json:
        _print_json(result)
        return 0
    if not result["placed"]:
        print(result["explanation"])
        return 0
    print(f"낼 수 있는 타일 {len(result['placed'])}개: {' '.join(result['placed'])}")
    print("새 테이블: " + " ; ".join(" ".join(s) for s in result["table"]))
    print(result["explanation"])
    for line in result.get("steps", []):
        print(f"  - {line}")
    return 0


def cmd_misses(args: argparse.Namespace) -> int:
    from tutor.search import list_misses

    if args.limit < 1:
        raise UsageError("--limit는 1 이상이어야 합니다.")
    path = Path(args.db).parent / "queries.db"
    if args.asked:
        return _print_picks(path, args.limit)
    if args.reports:
        return _print_reports(path, args.limit, args.sort, args.json)
    rows = list_misses(path, limit=args.limit, order=args.sort)
    if args.json:
        _print_json(rows)
        return 0
    if not rows:
        print("기록된 미해결 질문이 없습니다.")
        return 0
    order = "최근에 물은 순" if args.sort == "recent" else "많이 물은 순"
    print(f"답을 찾지 못한 질문 {len(rows)}개 ({order}, 질문은 정규화한 형태로 묶음)")
    print(f"{'횟수':>6}  {'마지막으로 물은 때':<19}  {'게임':<20}  질문 → 가장 가까웠던 항목(점수)")
    for row in rows:
        guess = (
            f" → {row['best_id']} ({row['best_score']:.1f})"
            if row.get("best_id") and row.get("best_score") is not None
            else ""
        )
        reason = row.get("reason") or ""
        why = (
            f" [규칙이 없는 게임: {reason.removeprefix('outside:')}]"
            if reason.startswith("outside:")
            else " [가리키기만 한 질문]"
            if reason == "vague"
            else ""
        )
        print(
            f"{row['count']:>6}  {row['last_at'] or '':<19}  {row['game'] or '-':<20}  "
            f"{row['query']}{why}{guess}"
        )
    return 0


def _print_reports(path: Path, limit: int, order: str, as_json: bool) -> int:
    """What readers said of the answers they were shown (the search page's 「이 답이 질문에
    맞나요?」 and 「이 답이에요」), question by question, those most often called wrong first:
    the first answer called wrong, then the answers readers picked instead."""
    from tutor.search import list_reports

    rows = list_reports(path, limit=limit, order=order)
    if as_json:
        _print_json(rows)
        return 0
    if not rows:
        print("독자가 알려 준 답이 없습니다.")
        return 0
    first = "최근에 알려 준 질문부터" if order == "recent" else "맞지 않는다는 말이 많은 질문부터"
    print(f"독자가 알려 준 답 {len(rows)}개 (질문마다, {first})")
    print(
        f"{'아니에요':>6}  {'맞아요':>6}  {'골랐어요':>6}  {'마지막으로 알려 준 때':<19}  "
        "질문 → 답 (골랐어요: 첫 답 대신 독자가 고른 답)"
    )
    for row in rows:
        scope = f" [{row['game']}에서]" if row.get("game") else ""
        print(
            f"{row['wrong']:>6}  {row['right']:>6}  {row['picked']:>6}  {row['last_at'] or '':<19}  "
            f"{row['query']}{scope} → {row['entry_id']}"
        )
    return 0


def _print_picks(path: Path, limit: int) -> int:
    """The readers' picks as ``asked.yaml`` lines, entry by entry under the file each belongs
    in: the question a reader asked, under the answer they picked when the first was wrong.
    For an author to review and paste; nothing is written."""
    from tutor.search import list_reports

    picks: dict[str, list[dict[str, Any]]] = {}
    for row in list_reports(path, limit=limit):
        if row["picked"]:
            picks.setdefault(row["entry_id"], []).append(row)
    if not picks:
        print("독자가 고른 답이 없습니다.")
        return 0
    print("# 독자가 첫 답 대신 「이 답이에요」로 고른 답과 그 질문 (asked.yaml 형식).")
    print("# 누구나 보낼 수 있는 말이니, 항목이 정말 그 질문에 답하는지 읽고 붙이세요.")
    game = None
    # an entry id begins with its game's id and a dot: game by game, in id order
    for entry in sorted(picks, key=lambda e: (e.split(".", 1)[0], e)):
        if entry.split(".", 1)[0] != game:
            game = entry.split(".", 1)[0]
            print(f"\n# content/{game}/asked.yaml")
        print(f"{entry}:")
        for row in picks[entry]:
            said = json.dumps(row["query"], ensure_ascii=False)
            print(f"- {said}  # 고른 사람 {row['picked']}")
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tutor", description="룰튜터: 보드게임 규칙 튜터")
    sub = p.add_subparsers(dest="command", required=True)

    b = sub.add_parser("build", help="콘텐츠를 검증하고 데이터베이스를 만듭니다")
    b.add_argument("--db", default=str(DEFAULT_DB))
    b.add_argument("--content", default=str(DEFAULT_CONTENT))
    b.set_defaults(func=cmd_build)

    s = sub.add_parser("serve", help="사이트를 실행합니다 (gunicorn)")
    s.add_argument("--host", default="127.0.0.1")
    s.add_argument("--port", type=int, default=8000)
    s.add_argument("--workers", type=int, default=2)
    s.add_argument("--db", default=str(DEFAULT_DB))
    s.add_argument("--content", default=str(DEFAULT_CONTENT))
    s.set_defaults(func=cmd_serve)

    a = sub.add_parser("ask", help="규칙 질문에 답합니다")
    a.add_argument("question")
    a.add_argument("--game")
    a.add_argument("--limit", type=int, default=5)
    a.add_argument("--json", action="store_true")
    a.add_argument("--db", default=str(DEFAULT_DB))
    a.set_defaults(func=cmd_ask)

    r = sub.add_parser("replay", help="튜토리얼 시나리오를 엔진으로 재생합니다")
    r.add_argument("target", metavar="GAME/SLUG")
    r.add_argument("--json", action="store_true")
    r.add_argument("--content", default=str(DEFAULT_CONTENT))
    r.set_defaults(func=cmd_replay)

    sp = sub.add_parser("selfplay", help="무작위 합법 수로 게임을 끝까지 둡니다")
    sp.add_argument("game")
    sp.add_argument("--players", type=int, default=2)
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--seed", type=int, default=0)
    sp.add_argument("--json", action="store_true")
    sp.set_defaults(func=cmd_selfplay)

    h = sub.add_parser("hint", help="낼 수 있는 가장 좋은 수 (힌트가 있는 게임: 루미큐브)")
    h.add_argument("game", nargs="?", help="게임 id (힌트가 있는 게임이 하나면 생략)")
    h.add_argument("--rack", required=True)
    h.add_argument("--table", default="")
    h.add_argument("--initial", action="store_true")
    h.add_argument("--json", action="store_true")
    h.set_defaults(func=cmd_hint)

    m = sub.add_parser("misses", help="답을 찾지 못한 질문 목록 (콘텐츠 작성자용)")
    m.add_argument("--limit", type=int, default=50)
    m.add_argument(
        "--sort",
        choices=["count", "recent"],
        default="count",
        help="count: 많이 물은 순(같으면 최근 순), recent: 최근에 물은 순",
    )
    m.add_argument(
        "--reports",
        action="store_true",
        help="답을 찾지 못한 질문 대신, 독자가 답 카드에 「맞아요」·「아니에요」로 알려 준 답과 "
        "「아니에요」 뒤에 「이 답이에요」로 고른 답 (질문마다)",
    )
    m.add_argument(
        "--asked",
        action="store_true",
        help="독자가 고른 답과 그 질문을 asked.yaml 형식으로 (검토한 뒤 붙이도록; 파일은 쓰지 않음)",
    )
    m.add_argument("--json", action="store_true")
    m.add_argument("--db", default=str(DEFAULT_DB))
    m.set_defaults(func=cmd_misses)
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        return int(args.func(args))
    except UsageError as exc:
        print(f"오류: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    raise SystemExit(main())
