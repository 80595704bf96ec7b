"""The game store: games people play on the site, kept on the server under a short id.

A stored game is the same tuple every engine replays, ``(game id, players, options, seed or
set-up, names, moves)``, plus the seats the computer plays and where the game came from (a
tutorial step, an FAQ example). The browser only ever sees the id (``/games/<id>/play/<gid>``),
never the seed, so a URL stays short however long the game and the hidden tiles stay hidden.

One table in SQLite (WAL, ``instance/games.db``). Writes are optimistic: a move is appended
only if the game still has the number of moves the player saw (``ply``), so two tabs or a
double click never lose or duplicate a move. Bounds: a game holds at most ``MAX_MOVES``
moves and ``MAX_BYTES`` of JSON; games untouched for ``KEEP_DAYS`` days (``KEEP_EMPTY_DAYS``
for a game nobody moved in) are removed when a new game is created, at most once an hour
per process (``GameStore.maybe_purge``; ``GameStore.purge`` removes them at once). The
table is plain SQL with no SQLite-only types, so it moves to PostgreSQL unchanged when one
machine is outgrown.
"""

from __future__ import annotations

import json
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tutor.engine import GameSpec

MAX_MOVES = 2000
MAX_BYTES = 512 * 1024  # the game's JSON (spec and moves); a 4-player Rummikub game: ~60 KB
KEEP_DAYS = 30
KEEP_EMPTY_DAYS = 1
PURGE_EVERY = 3600.0  # seconds between purges run by creation
ID_ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/l/I
ID_LENGTH = 8
_ATTEMPTS = 5  # writes retried when SQLite is busy (each waits up to BUSY_MS)
BUSY_MS = 5000

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    spec TEXT NOT NULL,
    moves TEXT NOT NULL,
    ai TEXT NOT NULL,
    origin TEXT NOT NULL,
    reasons TEXT NOT NULL DEFAULT '{}',
    ply INTEGER NOT NULL,
    created REAL NOT NULL,
    touched REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS games_touched ON games (touched);
"""


class StoreError(Exception):
    """The store could not be read or written; ``message`` is Korean."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class GameTooLong(StoreError):
    pass


@dataclass
class StoredGame:
    """A game as stored. ``base`` moves come with its starting point (a tutorial step's
    moves) and are not the players' to take back; ``moves`` are the moves made here."""

    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    setup: dict[str, Any] | None = None
    names: list[str] | None = None
    base: list[dict[str, Any]] = field(default_factory=list)
    moves: list[dict[str, Any]] = field(default_factory=list)
    ai: list[int] = field(default_factory=list)
    origin: dict[str, Any] = field(default_factory=dict)
    # why the computer chose its moves: index in ``moves`` (as text) → one Korean line
    reasons: dict[str, str] = field(default_factory=dict)
    id: str = ""
    created: float = 0.0
    touched: float = 0.0

    @property
    def people(self) -> list[int]:
        """The seats people play (the others are the computer's)."""
        return [seat for seat in range(self.players) if seat not in self.ai]

    @property
    def ply(self) -> int:
        return len(self.moves)

    def spec(self, ply: int | None = None) -> GameSpec:
        """The engine's replay request for the game (up to ``ply`` of its own moves)."""
        moves = self.moves if ply is None else self.moves[:ply]
        return GameSpec(
            self.game,
            self.players,
            dict(self.options),
            self.seed,
            self.setup,
            list(self.names) if self.names else None,
            list(self.base) + list(moves),
        )

    def _spec_json(self) -> str:
        return compact_json(
            {
                "players": self.players,
                "options": self.options,
                "seed": self.seed,
                "setup": self.setup,
                "names": self.names,
                "base": self.base,
            }
        )


def compact_json(value: Any) -> str:
    """JSON as the store keeps it (and URLs carry it): no spaces, Korean as is."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def new_id() -> str:
    return "".join(secrets.choice(ID_ALPHABET) for _ in range(ID_LENGTH))


def valid_id(text: str) -> bool:
    return len(text) == ID_LENGTH and all(c in ID_ALPHABET for c in text)


class GameStore:
    """The games table at ``path``; safe to share between threads (a connection each)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._local = threading.local()
        self._last_purge = 0.0
        try:
            db = self._connect()
            db.executescript(SCHEMA)
            columns = {row[1] for row in db.execute("PRAGMA table_info(games)")}
            if "reasons" not in columns:  # a store from before the computer's reasons
                db.execute("ALTER TABLE games ADD COLUMN reasons TEXT NOT NULL DEFAULT '{}'")
        except sqlite3.DatabaseError as exc:
            raise StoreError("게임 저장소를 열지 못했습니다. 잠시 후 다시 해 보세요.") from exc

    # --- connections -------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is None:
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(
                self.path, timeout=BUSY_MS / 1000, isolation_level=None, check_same_thread=False
            )
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute(f"PRAGMA busy_timeout={BUSY_MS}")
            self._local.db = db
        return db

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (BEGIN IMMEDIATE), retried while the file is busy."""
        for attempt in range(_ATTEMPTS):
            try:
                db = self._connect()
                db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as exc:
                busy = "locked" in str(exc) or "busy" in str(exc)
                if busy and attempt + 1 < _ATTEMPTS:
                    time.sleep(0.01 * (attempt + 1))
                    continue
                raise StoreError("게임 저장소가 바쁩니다. 잠시 후 다시 해 보세요.") from exc
            try:
                yield db
            except BaseException:
                db.execute("ROLLBACK")
                raise
            try:
                db.execute("COMMIT")
            except sqlite3.OperationalError as exc:
                db.execute("ROLLBACK")
                raise StoreError("게임을 저장하지 못했습니다. 잠시 후 다시 해 보세요.") from exc
            return

    # --- games -------------------------------------------------------------------------
    def create(self, game: StoredGame, now: float | None = None) -> StoredGame:
        """Store a new game under a fresh id (set on ``game`` and returned)."""
        now = time.time() if now is None else now
        _check_size(game)
        self.maybe_purge(now)
        try:
            with self._write() as db:
                for _ in range(10):
                    game.id = new_id()
                    try:
                        db.execute(
                            "INSERT INTO games (id, game, spec, moves, ai, origin, reasons, ply,"
                            " created, touched) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                            (
                                game.id,
                                game.game,
                                game._spec_json(),
                                compact_json(game.moves),
                                compact_json(game.ai),
                                compact_json(game.origin),
                                compact_json(game.reasons),
                                game.ply,
                                now,
                                now,
                            ),
                        )
                        break
                    except sqlite3.IntegrityError:
                        continue
                else:  # pragma: no cover - 57**8 ids
                    raise StoreError("새 게임 번호를 만들지 못했습니다. 다시 해 보세요.")
        except sqlite3.DatabaseError as exc:
            raise StoreError("게임을 저장하지 못했습니다. 잠시 후 다시 해 보세요.") from exc
        game.created = game.touched = now
        return game

    def get(self, game_id: str) -> StoredGame | None:
        if not valid_id(game_id):
            return None
        try:
            row = (
                self._connect()
                .execute(
                    "SELECT id, game, spec, moves, ai, origin, created, touched, reasons FROM games"
                    " WHERE id = ?",
                    (game_id,),
                )
                .fetchone()
            )
        except sqlite3.DatabaseError as exc:
            raise StoreError("게임 저장소를 읽지 못했습니다. 잠시 후 다시 해 보세요.") from exc
        if row is None:
            return None
        spec = json.loads(row[2])
        return StoredGame(
            game=row[1],
            players=spec["players"],
            options=spec["options"] or {},
            seed=spec["seed"],
            setup=spec["setup"],
            names=spec["names"],
            base=spec["base"],
            moves=json.loads(row[3]),
            ai=json.loads(row[4]),
            origin=json.loads(row[5]),
            reasons=json.loads(row[8]),
            id=row[0],
            created=row[6],
            touched=row[7],
        )

    def set_moves(
        self,
        game: StoredGame,
        expected_ply: int,
        moves: list[dict[str, Any]],
        reasons: dict[str, str] | None = None,
        now: float | None = None,
    ) -> bool:
        """Replace the game's moves with ``moves`` if it still has ``expected_ply`` of them
        (False when another request changed it first: nothing is written). ``reasons``: the
        computer's lines for new moves; those of moves no longer there are dropped."""
        now = time.time() if now is None else now
        trial = StoredGame(**{**game.__dict__, "moves": moves})
        _check_size(trial)
        kept = {
            k: v
            for k, v in {**game.reasons, **(reasons or {})}.items()
            if k.isdigit() and int(k) < len(moves)
        }
        try:
            with self._write() as db:
                cursor = db.execute(
                    "UPDATE games SET moves = ?, reasons = ?, ply = ?, touched = ?"
                    " WHERE id = ? AND ply = ?",
                    (
                        compact_json(moves),
                        compact_json(kept),
                        len(moves),
                        now,
                        game.id,
                        expected_ply,
                    ),
                )
                changed = cursor.rowcount == 1
        except sqlite3.DatabaseError as exc:
            raise StoreError("게임을 저장하지 못했습니다. 잠시 후 다시 해 보세요.") from exc
        if changed:
            game.moves = list(moves)
            game.reasons = kept
            game.touched = now
        return changed

    def count(self) -> int:
        return int(self._connect().execute("SELECT count(*) FROM games").fetchone()[0])

    def purge(self, now: float | None = None) -> int:
        """Remove games untouched for ``KEEP_DAYS`` (``KEEP_EMPTY_DAYS`` with no moves)."""
        now = time.time() if now is None else now
        with self._write() as db:
            cursor = db.execute(
                "DELETE FROM games WHERE touched < ? OR (ply = 0 AND touched < ?)",
                (now - KEEP_DAYS * 86400, now - KEEP_EMPTY_DAYS * 86400),
            )
            removed = cursor.rowcount
        self._last_purge = now
        return removed

    def maybe_purge(self, now: float) -> None:
        if now - self._last_purge >= PURGE_EVERY:
            # a busy store purges next time; creating the game matters more
            with suppress(StoreError):
                self.purge(now)


def _check_size(game: StoredGame) -> None:
    if (
        len(game.base) + len(game.moves) > MAX_MOVES
        or len(game._spec_json()) + len(compact_json(game.moves)) > MAX_BYTES
    ):
        raise GameTooLong(
            f"한 게임에는 수를 {MAX_MOVES}개까지 둘 수 있습니다. 새 게임을 시작해 주세요."
        )
