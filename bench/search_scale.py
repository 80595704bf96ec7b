"""Search at scale (issue 19 §6): build, load time, memory and latency as the content grows.

Synthetic content: the real ``content/`` plus, for a scale of N×, N-1 copies of every game
as a content-only game under new ids (``azul-x2`` …: every entry copied under a new id, its
rule links pointing into its own copy; board examples and tutorials left out, as for any
content-only game). The copies' texts are the originals' word for word, so a build that
reuses an analysis or a rendering for a text it has seen before looks faster here than on as
many different games. The build does so in one place only: the short aliases that can name a
phrase are analysed once per distinct text (``index._alias_candidates``), about a tenth of the
characters Kiwi reads at 1x, which the copies then cost nothing (some 6 s of CPU at 50x, 3 s
of wall on two cores). A change that adds such reuse must be measured on distinct texts, not
with this bench. For each scale the bench

1. builds the database (``tutor build``, in a fresh process) and times it;
2. starts a fresh process that imports the searcher, loads it and answers one question,
   timing the whole (``first answer``: what a restarted worker costs), then asks the
   development and held-out questions (with their game filters) and reports p50/p99 per
   question and the process's resident memory (VmRSS after the questions, and its peak).

Wall-clock figures depend on what else the machine runs; the CPU seconds beside them
(the build's and the probe's own, and per question the answering thread's) do much less,
so both are printed. The build analyses on every core, so its wall time can be below its
CPU time.

    python bench/search_scale.py [--scales 1 10 50] [--repeat 1] [--keep DIR] [--json]

Nothing here is part of ``make test``; ``tests/search/test_scale_bench.py`` runs the
generator and one tiny scale as a smoke test.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "content"
QUESTION_SETS = [ROOT / "tests/search/devset.yaml", ROOT / "tests/search/heldout.yaml"]
ENTRY_DIRS = ("rules", "faq", "terms", "tips", "variants")
FRONT = re.compile(r"\A---\n(.*?)\n---\n?(.*)\Z", re.S)


def _copy_id(value: str, game: str, new: str) -> str:
    return new + value[len(game) :] if value.startswith(game + ".") else value


def _copy_entry(text: str, game: str, new: str) -> str:
    match = FRONT.match(text)
    if match is None:
        raise ValueError("entry without front matter")
    data = yaml.safe_load(match.group(1))
    data["id"] = _copy_id(str(data["id"]), game, new)
    data["game"] = new
    data.pop("example", None)
    for key in ("rule_ids", "related"):
        if isinstance(data.get(key), list):
            data[key] = [_copy_id(str(v), game, new) for v in data[key]]
    front = yaml.safe_dump(data, allow_unicode=True, sort_keys=False)
    return f"---\n{front}---\n{match.group(2)}"


def make_content(
    target: Path, scale: int, source: Path = CONTENT, only: list[str] | None = None
) -> int:
    """Write ``source`` with ``scale - 1`` more copies of each game (of the games ``only``
    names, if given) into ``target``; returns the number of entries written."""
    shutil.copytree(source, target)
    every = sorted(p.parent for p in source.glob("*/game.yaml"))
    count = sum(1 for g in every for d in ENTRY_DIRS for _ in (g / d).glob("*.md"))
    games = [g for g in every if only is None or g.name in only]
    for copy in range(2, scale + 1):
        for game_dir in games:
            game = game_dir.name
            new = f"{game}-x{copy}"
            meta = yaml.safe_load((game_dir / "game.yaml").read_text(encoding="utf-8"))
            meta["id"] = new
            meta["name"] = f"{meta['name']} {copy}"
            meta["short_name"] = f"{meta.get('short_name') or meta['name']} {copy}"
            for key in ("aliases", "name_en"):
                meta.pop(key, None)
            out = target / new
            out.mkdir()
            (out / "game.yaml").write_text(
                yaml.safe_dump(meta, allow_unicode=True, sort_keys=False), encoding="utf-8"
            )
            asked = game_dir / "asked.yaml"
            if asked.exists():  # what players ask, under the copy's ids
                said = yaml.safe_load(asked.read_text(encoding="utf-8")) or {}
                (out / "asked.yaml").write_text(
                    yaml.safe_dump(
                        {_copy_id(str(k), game, new): v for k, v in said.items()},
                        allow_unicode=True,
                        sort_keys=False,
                    ),
                    encoding="utf-8",
                )
            sets = game_dir / "asked-sets.yaml"
            if sets.exists():  # the labelled sets' questions, by set, under the copy's ids
                by_set = yaml.safe_load(sets.read_text(encoding="utf-8")) or {}
                (out / "asked-sets.yaml").write_text(
                    yaml.safe_dump(
                        {
                            name: {_copy_id(str(k), game, new): v for k, v in said.items()}
                            for name, said in by_set.items()
                        },
                        allow_unicode=True,
                        sort_keys=False,
                    ),
                    encoding="utf-8",
                )
            for sub in ENTRY_DIRS:
                files = sorted((game_dir / sub).glob("*.md"))
                if not files:
                    continue
                (out / sub).mkdir()
                for path in files:
                    text = path.read_text(encoding="utf-8")
                    (out / sub / path.name).write_text(
                        _copy_entry(text, game, new), encoding="utf-8"
                    )
                    count += 1
    return count


# The probe runs in a fresh interpreter so that imports, Kiwi and the index load are timed
# as a restarted worker would pay them.
PROBE = r"""
import json, resource, statistics, sys, time
started = time.perf_counter()
from tutor.search import Searcher
searcher = Searcher(sys.argv[1])
searcher.ask("바닥줄에 타일이 넘치면 어떻게 돼?")
first = time.perf_counter() - started
first_cpu = time.process_time()
loaded_rss = None
with open("/proc/self/status") as fh:
    for line in fh:
        if line.startswith("VmRSS:"):
            loaded_rss = int(line.split()[1]) / 1024
questions = json.loads(sys.stdin.read())
times = []
cpu = []
tops = []
for q, game in questions:
    t, c = time.perf_counter(), time.thread_time()
    answer = searcher.ask(q, game=game)
    times.append((time.perf_counter() - t) * 1000)
    cpu.append((time.thread_time() - c) * 1000)
    tops.append(answer["results"][0]["id"] if answer["results"] else None)
rss = None
with open("/proc/self/status") as fh:
    for line in fh:
        if line.startswith("VmRSS:"):
            rss = int(line.split()[1]) / 1024
times.sort()
cpu.sort()
p99 = min(len(times) - 1, int(len(times) * 0.99))
print(json.dumps({
    "first_answer_s": first, "first_answer_cpu_s": first_cpu, "n": len(times),
    "p50_ms": statistics.median(times), "p99_ms": times[p99],
    "cpu_p50_ms": statistics.median(cpu), "cpu_p99_ms": cpu[p99],
    "rss_loaded_mb": loaded_rss, "rss_mb": rss,
    "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    "tops": tops,
}))
"""


def questions() -> list[tuple[str, str | None]]:
    """The development and held-out questions with their game filters."""
    out: list[tuple[str, str | None]] = []
    for path in QUESTION_SETS:
        for case in yaml.safe_load(path.read_text(encoding="utf-8"))["questions"]:
            out.append((case["q"], case.get("game")))
    return out


def measure(
    scale: int,
    workdir: Path,
    repeat: int = 1,
    source: Path = CONTENT,
    asked: list[tuple[str, str | None]] | None = None,
    only: list[str] | None = None,
) -> dict[str, Any]:
    """Generate ``scale``× of ``source``, build it and probe it (see the module doc)."""
    content = workdir / f"content-{scale}"
    db = workdir / f"tutor-{scale}.db"
    entries = make_content(content, scale, source, only)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run(
        [sys.executable, "-m", "tutor.cli", "build", "--content", str(content), "--db", str(db)],
        check=True,
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
    )
    build_s = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    build_cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    payload = json.dumps(questions() if asked is None else asked, ensure_ascii=False)
    runs = []
    for _ in range(repeat):
        done = subprocess.run(
            [sys.executable, "-c", PROBE, str(db)],
            input=payload,
            capture_output=True,
            text=True,
            check=True,
            env=env,
            cwd=ROOT,
        )
        runs.append(json.loads(done.stdout))
    best = min(runs, key=lambda r: r["first_answer_s"])
    if asked is None:
        best.pop("tops")  # 600-odd ids: only a caller with its own questions wants them
    return {
        "scale": scale,
        "entries": entries,
        "build_s": build_s,
        "build_cpu_s": build_cpu,
        "db_mb": db.stat().st_size / 2**20,
        **best,
        **{
            key: statistics.median(r[key] for r in runs)
            for key in ("p50_ms", "p99_ms", "cpu_p50_ms", "cpu_p99_ms")
        },
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--scales", type=int, nargs="+", default=[1, 10, 50])
    parser.add_argument("--repeat", type=int, default=1, help="probe runs per scale")
    parser.add_argument("--keep", type=Path, help="keep the generated content and DBs here")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory(prefix="search-scale-") as tmp:
        workdir = args.keep or Path(tmp)
        workdir.mkdir(parents=True, exist_ok=True)
        for scale in args.scales:
            row = measure(scale, workdir, args.repeat)
            rows.append(row)
            if not args.json:
                print(
                    f"{scale:>3}×  entries={row['entries']:>6}  build={row['build_s']:6.1f} s "
                    f"(CPU {row['build_cpu_s']:.1f} s)  "
                    f"first answer={row['first_answer_s']:5.2f} s "
                    f"(CPU {row['first_answer_cpu_s']:.2f} s)  "
                    f"RSS={row['rss_mb']:6.0f} MB (peak {row['peak_rss_mb']:.0f})  "
                    f"p50={row['p50_ms']:5.2f} ms  p99={row['p99_ms']:5.2f} ms "
                    f"(CPU {row['cpu_p50_ms']:.2f} / {row['cpu_p99_ms']:.2f} ms)  "
                    f"DB={row['db_mb']:.0f} MB",
                    flush=True,
                )
    if args.json:
        print(json.dumps(rows, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
