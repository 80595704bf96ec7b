"""Reading what a client sends: integer parameters and JSON, checked before anything uses them.

Every problem is a :class:`BadInput` with a Korean message and a 4xx status; the error
handler (``tutor.web.errors``) answers it as JSON under ``/api/`` and as the error page
elsewhere. The checks are by input class, not by example:

- integers are ASCII digits only (``str.isdigit`` also accepts ``²``, ``①`` and other
  Unicode digits that ``int`` refuses) and of bounded length;
- JSON may nest at most ``MAX_DEPTH`` levels (the parser's own recursion limit stops
  anything far deeper, checked after parsing without recursion), holds no lone surrogate in any string or key (they
  cannot be written back as UTF-8), no ``NaN``/``Infinity`` and no number beyond 2**63;
- a body is read up to the size limit whatever its framing (``Content-Length`` or chunked),
  and a longer one is 413, never a truncated body that then fails to parse.
"""

from __future__ import annotations

import json
import re
from typing import Any

from flask import current_app, request

MAX_DEPTH = 32
MAX_INT = 2**63
_DIGITS = re.compile(r"[0-9]{1,18}")  # fullmatch: ASCII only, no sign, no spaces


LABELS = {"players": "인원수", "seed": "시드", "step": "장면", "limit": "결과 수"}


class BadInput(ValueError):
    """A request the service cannot use; ``message`` is Korean."""

    def __init__(self, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def parse_int(raw: str) -> int | None:
    """``raw`` as a non-negative integer, or None unless it is 1–18 ASCII digits."""
    if not isinstance(raw, str) or not _DIGITS.fullmatch(raw):
        return None
    return int(raw)


def int_value(raw: str | None, name: str, default: int, low: int, high: int) -> int:
    """An integer parameter (query string or form field) in ``low..high``; absent → default."""
    if raw is None or raw == "":
        return default
    value = parse_int(raw.strip())
    if value is None or not low <= value <= high:
        label = f"{LABELS[name]}({name})" if name in LABELS else name
        raise BadInput(f"{label}: {low}부터 {high} 사이의 정수를 숫자 0–9로 적어 주세요.")
    return value


def query_int(name: str, default: int, low: int, high: int) -> int:
    return int_value(request.args.get(name), name, default, low, high)


def _refuse_constant(name: str) -> Any:
    raise ValueError(name)


def check_json(value: Any) -> None:
    """Raise :class:`BadInput` unless ``value`` (already parsed) is within the limits above.

    Iterative, so that checking can never itself run out of stack."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth >= MAX_DEPTH:
                raise BadInput(f"JSON이 너무 깊게 중첩되어 있습니다({MAX_DEPTH}단계까지).")
            if isinstance(item, dict):
                for key, inner in item.items():
                    _check_text(key)
                    stack.append((inner, depth + 1))
            else:
                stack.extend((inner, depth + 1) for inner in item)
        elif isinstance(item, str):
            _check_text(item)
        elif isinstance(item, int) and not isinstance(item, bool) and abs(item) >= MAX_INT:
            raise BadInput("숫자가 너무 큽니다.")


def _check_text(text: str) -> None:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise BadInput("글자로 읽을 수 없는 값(짝 없는 서로게이트)이 들어 있습니다.") from None


def loads(text: str | bytes, invalid: str = "올바른 JSON이 아닙니다.") -> Any:
    """Parse and check JSON text; :class:`BadInput` for anything unusable (``invalid``
    is the message for text that is not JSON at all)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise BadInput("요청 본문이 UTF-8이 아닙니다.") from None
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise BadInput(f"JSON이 너무 깊게 중첩되어 있습니다({MAX_DEPTH}단계까지).") from None
    except ValueError:  # JSONDecodeError, NaN/Infinity, an integer of over 4,300 digits
        raise BadInput(invalid) from None
    check_json(value)
    return value


def read_body() -> bytes:
    """The request body, at most ``MAX_CONTENT_LENGTH`` bytes (413 beyond, chunked or not)."""
    limit = int(current_app.config["MAX_CONTENT_LENGTH"])
    declared = request.content_length
    if declared is not None and declared > limit:
        raise BadInput("요청이 너무 큽니다.", 413)
    stream = request.environ.get("wsgi.input")
    if stream is None:
        return b""
    if declared is None and not request.environ.get("wsgi.input_terminated"):
        return b""  # no length and no end marker: there is no body to read
    chunks: list[bytes] = []
    size = 0
    while True:
        chunk = (
            stream.read(min(65536, limit + 1 - size))
            if declared is None
            else stream.read(min(65536, declared - size))
        )
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
        if size > limit:
            raise BadInput("요청이 너무 큽니다.", 413)
        if declared is not None and size >= declared:
            break
    return b"".join(chunks)


def json_body() -> Any:
    """The request body as checked JSON (any content type, like ``get_json(force=True)``)."""
    return loads(read_body(), invalid="요청 본문이 올바른 JSON이 아닙니다.")
