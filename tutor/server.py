"""Production serving: gunicorn with gevent workers, the app preloaded in the master.

Why gevent (measured with ``bench/load.py`` and ``bench/slowclients.py``): with threaded
workers every connection that has sent half a request holds a thread until it finishes,
so eight idle connections stalled the whole server. A gevent worker reads each request
in a greenlet of its own, so an idle or slow client costs one socket and a few kilobytes,
and the application only ever runs for complete request heads. The rules engines, the
search and the hint solver are CPU-bound and hold the GIL either way, so two workers (one
per core) give the same throughput as threads did.

Time limits, so that a slow client cannot hold even a greenlet for ever:

- the request line and headers must arrive within ``HEADER_TIMEOUT`` seconds of the
  connection (or of the previous response on a kept-alive connection): gunicorn's async
  workers read each request head under ``keepalive``;
- the body must be read, and the response written, within ``REQUEST_TIMEOUT`` seconds.

Errors that gunicorn answers itself, before the application sees a request (a request
line or headers over the limits, a malformed head), get the site's Korean error page and
its security headers instead of gunicorn's English page.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gunicorn.app.base import BaseApplication

HEADER_TIMEOUT = 5  # seconds for a request line and headers
REQUEST_TIMEOUT = 30  # seconds for reading a body and writing the response
WORKER_CONNECTIONS = 2000  # open connections per worker (each a greenlet)
ACCEPT_BATCH = 32  # new connections a worker accepts per turn of its event loop


class _Server(BaseApplication):
    def __init__(self, app: Any, options: dict[str, Any]) -> None:
        self.application = app
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Any:
        return self.application


REASONS = {
    400: "Bad Request",
    403: "Forbidden",
    408: "Request Timeout",
    414: "URI Too Long",
    417: "Expectation Failed",
    431: "Request Header Fields Too Large",
    500: "Internal Server Error",
    501: "Not Implemented",
}


def error_pages(app: Any) -> dict[int, bytes]:
    """Complete HTTP/1.1 responses for the errors gunicorn answers itself: the site's own
    error page (``templates/error.html``, in Korean) with the security headers."""
    from flask import render_template

    from tutor.web.errors import MESSAGES
    from tutor.web.security import HEADERS

    pages = {}
    with app.test_request_context("/"):
        for status, reason in REASONS.items():
            body = render_template(
                "error.html", status=status, message=MESSAGES.get(status, MESSAGES[400])
            ).encode()
            head = [
                f"HTTP/1.1 {status} {reason}",
                "Connection: close",
                "Content-Type: text/html; charset=utf-8",
                f"Content-Length: {len(body)}",
            ]
            head += [f"{name}: {value}" for name, value in HEADERS.items()]
            pages[status] = ("\r\n".join(head) + "\r\n\r\n").encode("latin-1") + body
    return pages


def _worker_class(pages: dict[int, bytes]) -> type:
    """gunicorn's gevent worker with a body/response deadline and Korean error pages.

    Imported only when serving, after gevent has patched the standard library."""
    import gevent
    from gunicorn import util
    from gunicorn.http import errors as http_errors
    from gunicorn.workers import ggevent
    from gunicorn.workers.ggevent import GeventWorker

    statuses: list[tuple[type[BaseException], int]] = [
        (http_errors.LimitRequestLine, 414),
        (http_errors.LimitRequestHeaders, 431),
        (http_errors.UnsupportedTransferCoding, 501),
        (http_errors.ExpectationFailed, 417),
        (http_errors.ForbiddenProxyRequest, 403),
        (http_errors.ParseException, 400),
    ]

    class Listener(ggevent.StreamServer):
        """Accepts up to ACCEPT_BATCH waiting connections per turn of the event loop.

        gunicorn sets ``max_accept = 1`` when there are several workers (to spread
        connections between them); a busy worker then takes one new connection per turn
        of its loop, and a turn serves every ready connection first, so under load a new
        visitor waited behind all of them once per connection ahead in the queue (p99
        1.2 s at 64 connections, measured). The setter keeps gunicorn's choice out."""

        @property
        def max_accept(self) -> int:
            return ACCEPT_BATCH

        @max_accept.setter
        def max_accept(self, value: int) -> None:
            pass

    ggevent.StreamServer = Listener  # the name gunicorn's gevent worker builds servers with

    class Worker(GeventWorker):
        def handle_request(self, listener_name: Any, req: Any, sock: Any, addr: Any) -> Any:
            with gevent.Timeout(REQUEST_TIMEOUT):
                result = super().handle_request(listener_name, req, sock, addr)
            # Let the other connections go first: on a fast client's kept-alive connection
            # the next request is often already there, and reading it would not yield, so
            # one connection could be served again and again while others wait.
            gevent.sleep(0)
            return result

        def handle_error(self, req: Any, client: Any, addr: Any, exc: BaseException) -> None:
            if isinstance(exc, gevent.Timeout):
                # the client was too slow to send its body or read the answer: the
                # response may be half written, so the connection is only closed
                self.log.debug("request timed out: %s", addr)
                return
            status = next((code for cls, code in statuses if isinstance(exc, cls)), 500)
            if status == 500:
                self.log.exception("error handling a request")
            else:
                self.log.info("invalid request from %s: %s", addr, exc)
            try:
                util.write_nonblock(client, pages.get(status, pages[500]))
            except Exception:  # the client has gone; nothing to tell it
                self.log.debug("could not send the error page")

    return Worker


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    workers: int = 2,
    instance: Path | None = None,
    database: Path | None = None,
) -> None:
    """Serve the site; ``instance``: the folder of the play and question-log databases,
    ``database``: the content database (default: ``instance``'s ``tutor.db``)."""
    # before anything imports socket, ssl or threading for the app (preload_app)
    from gevent import monkey

    monkey.patch_all()
    import gc
    import os

    if instance is not None:
        os.environ["TUTOR_INSTANCE"] = str(instance)
    if database is not None:
        os.environ["TUTOR_DATABASE"] = str(database)
    from tutor import qa, qa_computed
    from tutor.web import create_app

    app = create_app()
    try:
        qa.searcher(app.config["DATABASE"], app.config.get("MISSES_DATABASE"))  # warm up
    except Exception:  # a broken database is reported per request, not at start-up
        app.logger.exception("could not preload the searcher")
    qa_computed.warm_up()  # the question readers' patterns and engines, out of the first answer
    # The preloaded app, search index and model live as long as the process: out of the
    # collector's sight, a full collection in a worker no longer walks them (it took
    # 60–90 ms, and in a gevent worker every connection waits for it), and their pages
    # stay shared with the master after the fork.
    gc.freeze()
    print(f"룰튜터: http://{host}:{port}/ 에서 실행 중 (Ctrl+C로 종료)", flush=True)
    _Server(
        app,
        {
            "bind": f"{host}:{port}",
            "workers": workers,
            "worker_class": _worker_class(error_pages(app)),
            "worker_connections": WORKER_CONNECTIONS,
            "preload_app": True,
            "timeout": 60,
            "keepalive": HEADER_TIMEOUT,
            "graceful_timeout": 10,
            "accesslog": None,
            "errorlog": "-",
            "loglevel": "warning",
            # gunicorn's largest request line; longer ones get the Korean 414 page above
            "limit_request_line": 8190,
            "limit_request_field_size": 8190,
        },
    ).run()
