"""Korean error pages for people and JSON errors for the API; never a traceback."""

from __future__ import annotations

from typing import Any

from flask import Flask, jsonify, render_template, request
from werkzeug.exceptions import HTTPException

MESSAGES = {
    400: "요청을 이해하지 못했습니다. 입력을 확인해 주세요.",
    404: "찾는 페이지가 없습니다.",
    405: "이 주소에서는 그 방식의 요청을 받지 않습니다.",
    413: "요청이 너무 큽니다.",
    408: "요청을 보내는 데 시간이 너무 오래 걸렸습니다. 다시 시도해 주세요.",
    414: "주소가 너무 깁니다.",
    417: "요청의 Expect 헤더를 처리할 수 없습니다.",
    431: "요청 헤더가 너무 큽니다.",
    429: "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.",
    500: "서버에서 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.",
    501: "이 서버가 처리하지 않는 요청 형식입니다.",
    503: "콘텐츠 데이터베이스를 준비하는 중입니다. 잠시 후 다시 시도해 주세요.",
}


def _wants_json() -> bool:
    return request.path.startswith("/api/")


def _respond(status: int, message: str | None = None) -> Any:
    if message is None:
        message = MESSAGES.get(status, MESSAGES[500] if status >= 500 else MESSAGES[400])
    if _wants_json():
        return jsonify({"error": message}), status
    return render_template("error.html", status=status, message=message), status


def init_app(app: Flask) -> None:
    from tutor.web.inputs import BadInput

    @app.errorhandler(BadInput)
    def bad_input(exc: BadInput) -> Any:
        return _respond(exc.status, exc.message)

    @app.errorhandler(HTTPException)
    def http_error(exc: HTTPException) -> Any:
        return _respond(exc.code or 500)

    @app.errorhandler(Exception)
    def unexpected(exc: Exception) -> Any:
        from tutor.db import DatabaseMissing

        if isinstance(exc, DatabaseMissing):
            return _respond(503)
        app.logger.exception("unhandled error on %s", request.path)
        return _respond(500)
