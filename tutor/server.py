"""Production serving with gunicorn: the app and the search model are loaded once in the
master, then forked (copy-on-write) into a few gthread workers.

Measured with bench/load.py: two workers (one per core) with four threads each keep the
GIL convoy short, so tail latency stays low at 64 concurrent connections; more threads
per worker raise p99 without adding throughput.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from gunicorn.app.base import BaseApplication


class _Server(BaseApplication):  # type: ignore[misc]
    def __init__(self, app: Any, options: dict[str, Any]) -> None:
        self.application = app
        self.options = options
        super().__init__()

    def load_config(self) -> None:
        for key, value in self.options.items():
            self.cfg.set(key, value)

    def load(self) -> Any:
        return self.application


def serve(host: str = "127.0.0.1", port: int = 8000, workers: int = 2, threads: int = 4,
          instance: Path | None = None) -> None:
    import os

    if instance is not None:
        os.environ["TUTOR_INSTANCE"] = str(instance)
    from tutor import qa
    from tutor.web import create_app

    app = create_app()
    try:
        qa.searcher(app.config["DATABASE"], app.config.get("MISSES_DATABASE"))  # warm up
    except Exception:  # a broken database is reported per request, not at start-up
        app.logger.exception("could not preload the searcher")
    print(f"룰튜터: http://{host}:{port}/ 에서 실행 중 (Ctrl+C로 종료)", flush=True)
    _Server(app, {
        "bind": f"{host}:{port}",
        "workers": workers,
        "threads": threads,
        "worker_class": "gthread",
        "preload_app": True,
        "timeout": 60,
        "accesslog": None,
        "errorlog": "-",
        "loglevel": "warning",
        "limit_request_line": 4094,
    }).run()
