"""The real `mkdocs serve` on a free port, for the editor's loop (tests/test_editloop.py, bench/bench_editloop.py):
started as `make serve` starts it (`--dirty --no-strict`, or the old full rebuild with `dirty=False`), on a corpus
folder of the caller's (LAWREF_CORPUS) and a cache of its own, read over HTTP as a browser would."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


# `python -m mkdocs` with Ctrl+C's SIGINT handled as in a terminal (KeyboardInterrupt), which stop() sends. A test
# run started in the background by a non-interactive shell (`make test &` in a script, a harness's job) has SIGINT
# ignored, and a process started from it inherits that: the server and its search worker went on through stop()'s
# SIGINT and were killed 20 s later (test_editloop's last teardown; round 22, caught with py-spy: the server idle in
# its build loop, SigIgn 0x1001006 in /proc/PID/status). Python installs its handler only where SIGINT is not
# ignored at its start; the processes the server starts get it back from this one (exec resets a caught signal).
CTRL_C = "import signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
MKDOCS_WITH_CTRL_C = CTRL_C + ("import runpy, sys; sys.argv[0] = 'mkdocs'; "
                               "runpy.run_module('mkdocs', run_name='__main__', alter_sys=True)")


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    def __init__(self, corpus: Path, work: Path, *, dirty: bool = True, env: dict | None = None) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.log_path = work / f"serve-{self.port}.log"
        mode = ["--dirty", "--no-strict"] if dirty else []  # as `make serve` runs it; without: the old loop
        cmd = [sys.executable, "-c", MKDOCS_WITH_CTRL_C, "serve", *mode, "--dev-addr", f"127.0.0.1:{self.port}"]
        environment = dict(os.environ, LAWREF_CORPUS=str(corpus), LAWREF_CACHE=str(work / "cache"),
                           NO_MKDOCS_2_WARNING="1", PYTHONUNBUFFERED="1", **(env or {}))
        self._log = open(self.log_path, "w", encoding="utf-8")
        self.process = subprocess.Popen(cmd, cwd=REPO, env=environment, stdout=self._log, stderr=subprocess.STDOUT,
                                        start_new_session=True)

    def __enter__(self) -> Server:
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def log(self) -> str:
        return self.log_path.read_text("utf-8", errors="replace")

    def alive(self) -> bool:
        return self.process.poll() is None

    def get(self, path: str = "", timeout: float = 120) -> tuple[int, bytes]:
        try:
            with urllib.request.urlopen(self.url + path, timeout=timeout) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as err:
            return err.code, err.read()

    def text(self, path: str = "") -> str:
        return self.get(path)[1].decode("utf-8", errors="replace")

    def wait_ready(self, timeout: float = 600) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not self.alive():
                raise AssertionError(f"mkdocs serve stopped:\n{self.log()[-3000:]}")
            try:
                if self.get("", timeout=5)[0] == 200:
                    return
            except OSError:
                pass
            time.sleep(0.2)
        raise AssertionError(f"mkdocs serve not ready in {timeout} s:\n{self.log()[-3000:]}")

    def wait_for(self, path: str, check, timeout: float = 120, every: float = 0.05) -> float:
        """Seconds until `check(body bytes)` holds for the page at `path` (polled as a reloading browser would)."""
        start = time.monotonic()
        while time.monotonic() - start < timeout:
            if not self.alive():
                raise AssertionError(f"mkdocs serve stopped:\n{self.log()[-3000:]}")
            try:
                status, body = self.get(path, timeout=timeout)
                if status == 200 and check(body):
                    return time.monotonic() - start
            except OSError:
                pass
            time.sleep(every)
        raise AssertionError(f"{path}: not as expected after {timeout} s:\n{self.log()[-3000:]}")

    def stop(self) -> None:
        if self.alive():
            os.killpg(self.process.pid, signal.SIGINT)  # its own session: the server and its children
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self._log.close()
