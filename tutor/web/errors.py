"""Korean error pages for people and JSON errors for the API; never a traceback."""

from __future__ import annotations

import sqlite3
import threading
import time
from typing import Any

from flask import Flask, current_app, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

from tutor.db import DatabaseUnavailable, unavailable

RETRY_AFTER_SECONDS = 30  # told to clients with a 503: a rebuild takes a few seconds
LOG_EVERY_SECONDS = 60.0  # one log line per reason and minute, however many requests fail

MESSAGES = {
    400: "요청을 이해하지 못했습니다. 입력을 확인해 주세요.",
    404: "찾는 페이지가 없습니다.",
    405: "이 주소에서는 그 방식의 요청을 받지 않습니다.",
    408: "요청을 보내는 데 시간이 너무 오래 걸렸습니다. 다시 시도해 주세요.",
    413: "요청이 너무 큽니다.",
    414: "주소가 너무 깁니다.",
    417: "요청의 Expect 헤더를 처리할 수 없습니다.",
    431: "요청 헤더가 너무 큽니다.",
    429: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
    500: "서버에서 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.",
    501: "이 서버가 처리하지 않는 요청 형식입니다.",
    503: "콘텐츠 데이터베이스를 지금 쓸 수 없습니다. 잠시 후 다시 시도해 주세요.",
}


def _wants_json() -> bool:
    return request.path.startswith("/api/")


def _respond(status: int, message: str | None = None) -> Any:
    if message is None:
        message = MESSAGES.get(status, MESSAGES[500] if status >= 500 else MESSAGES[400])
    headers = {"Retry-After": str(RETRY_AFTER_SECONDS)} if status == 503 else {}
    if _wants_json():
        return jsonify({"error": message}), status, headers
    return render_template("error.html", status=status, message=message), status, headers


_logged: dict[str, float] = {}
_logged_lock = threading.Lock()


def _log_unavailable(exc: DatabaseUnavailable) -> None:
    now = time.monotonic()
    with _logged_lock:
        if now - _logged.get(exc.reason, -LOG_EVERY_SECONDS) < LOG_EVERY_SECONDS:
            return
        _logged[exc.reason] = now
    current_app.logger.warning("content database unavailable (%s): %s", request.path, exc)


def init_app(app: Flask) -> None:
    from tutor.web.inputs import BadInput

    @app.errorhandler(BadInput)
    def bad_input(exc: BadInput) -> Any:
        return _respond(exc.status, exc.message)

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException) -> Any:
        return _respond(exc.code or 500)

    @app.errorhandler(DatabaseUnavailable)
    def database_unavailable(exc: DatabaseUnavailable) -> Any:
        _log_unavailable(exc)
        return _respond(503)

    @app.errorhandler(Exception)
    def unexpected(exc: Exception) -> Any:
        if isinstance(exc, sqlite3.DatabaseError):  # a query outside ContentDB and qa
            broken = unavailable(app.config["DATABASE"])
            if broken is not None:
                return database_unavailable(broken)
        app.logger.exception("unhandled error on %s", request.path)
        return _respond(500)
