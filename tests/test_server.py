"""The production server (`tutor serve`: gunicorn with gevent workers) on a loopback port.

What only the real server shows: errors gunicorn answers before the application sees a
request are the site's Korean page with its security headers, chunked bodies over the limit
are 413, and a client that never finishes its request head is disconnected. The slow-client
load itself is `bench/slowclients.py` (run by `make test` with --quick).
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # starts the real server: `make test`, not `make check`


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def server(built_db: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[int]:
    port = _free_port()
    instance = tmp_path_factory.mktemp("serve-instance")
    db = instance / "content.db"  # not the default name: `--db` is what is served
    db.write_bytes(built_db.read_bytes())
    tutor = Path(sys.executable).with_name("tutor")
    process = subprocess.Popen(
        [str(tutor), "serve", "--port", str(port), "--workers", "1", "--db", str(db)],
        env={**os.environ, "TUTOR_INSTANCE": str(instance)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 120  # start-up on a loaded machine; polled, not slept
        while True:
            assert process.poll() is None, "the server exited"
            try:
                conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
                conn.request("GET", "/healthz")
                if conn.getresponse().status == 200:
                    break
            except OSError:
                pass
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.1)
        yield port
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(30)


def _raw(port: int, data: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=30) as sock:
        sock.sendall(data)
        chunks = []
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                break
            chunks.append(chunk)
            if b"\r\n\r\n" in b"".join(chunks):
                head, _, body = b"".join(chunks).partition(b"\r\n\r\n")
                length = next(
                    (
                        int(line.split(b":")[1])
                        for line in head.split(b"\r\n")
                        if line.lower().startswith(b"content-length:")
                    ),
                    None,
                )
                if length is not None and len(body) >= length:
                    break
        return b"".join(chunks)


def _assert_korean_page(response: bytes, status: int) -> None:
    head, _, body = response.partition(b"\r\n\r\n")
    assert head.startswith(f"HTTP/1.1 {status} ".encode()), head[:80]
    lower = head.lower()
    for header in (
        b"content-security-policy:",
        b"x-content-type-options: nosniff",
        b"x-frame-options: deny",
        b"referrer-policy:",
    ):
        assert header in lower, header
    text = body.decode("utf-8")
    assert any("\uac00" <= ch <= "\ud7a3" for ch in text), text[:200]


def test_serves_the_database_named_by_db(server):
    """`tutor serve --db content.db` answers from that file, not the instance's tutor.db."""
    conn = http.client.HTTPConnection("127.0.0.1", server, timeout=30)
    conn.request("GET", "/api/ask?q=%EC%A1%B0%EC%BB%A4&game=rummikub")  # 조커
    response = conn.getresponse()
    assert response.status == 200
    assert json.loads(response.read())["results"]


def test_too_long_url_is_korean_414(server):
    _assert_korean_page(
        _raw(server, b"GET /?" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n"), 414
    )


def test_too_large_header_is_korean_431_or_400(server):
    response = _raw(server, b"GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + b"b" * 9000 + b"\r\n\r\n")
    status = int(response.split(b" ", 2)[1])
    assert status in (400, 431)
    _assert_korean_page(response, status)


def test_malformed_request_line_is_korean_400(server):
    _assert_korean_page(_raw(server, b"\x00\x01 nonsense\r\n\r\n"), 400)


def test_chunked_body_over_the_limit_is_413(server):
    body = b"[" * (300 * 1024)
    chunks = b"".join(
        b"%x\r\n" % len(body[i : i + 16384]) + body[i : i + 16384] + b"\r\n"
        for i in range(0, len(body), 16384)
    )
    response = _raw(
        server,
        b"POST /api/play/azul HTTP/1.1\r\nHost: x\r\n"
        b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
        b"\r\n" + chunks + b"0\r\n\r\n",
    )
    assert response.startswith(b"HTTP/1.1 413 "), response[:100]
    assert "요청이 너무 큽니다".encode() in response


def test_a_client_that_never_finishes_its_request_is_disconnected(server):
    with socket.create_connection(("127.0.0.1", server), timeout=60) as sock:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        assert sock.recv(1024) == b""  # closed by the server's header timeout


def test_answers_while_many_connections_wait(server):
    sockets = []
    try:
        for _ in range(100):
            sock = socket.create_connection(("127.0.0.1", server), timeout=10)
            sock.sendall(b"GET / HTTP/1.1\r\n")
            sockets.append(sock)
        for path in ("/healthz", "/api/ask?q=%EC%A1%B0%EC%BB%A4"):
            conn = http.client.HTTPConnection("127.0.0.1", server, timeout=30)
            conn.request("GET", path)
            assert conn.getresponse().status == 200
    finally:
        for sock in sockets:
            sock.close()
