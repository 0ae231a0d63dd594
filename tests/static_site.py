"""A folder served over http on 127.0.0.1 for the browser tests, the way a web server's account serves a copied site.

Quiet: no request log, and a browser that drops a connection mid-file (a page left, a context closed) is what
browsers do, not an error worth a traceback in `make test`'s output."""

from __future__ import annotations

import functools
import http.server
import threading
from pathlib import Path


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        import sys

        if not isinstance(sys.exc_info()[1], ConnectionError):  # BrokenPipeError, ConnectionResetError
            super().handle_error(request, client_address)


class StaticServer:
    """`root` on a free port (`url`), until `stop()` (a test cuts the network at its source)."""

    def __init__(self, root: Path):
        self.httpd = _QuietServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(root)))
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    def __enter__(self) -> StaticServer:
        return self

    def __exit__(self, *exc) -> None:
        self.stop()
