"""Processes that lay out sections and draw stamps beside this one: `python -m lawref.booklet.workers`, each
reading jobs (a pickled function of a lawref module and its arguments) on stdin and writing the results on stdout.

Plain subprocesses rather than multiprocessing: forking a process that has used WeasyPrint's C libraries (pango,
fontconfig) or runs threads (`mkdocs serve`) is not safe, and multiprocessing's spawn re-runs the caller's main
script, which breaks any script that calls build_booklet without an `if __name__ == "__main__"` guard. A worker
exits when its stdin closes, so none outlives the build, even when the build is killed.
"""

from __future__ import annotations

import os
import pickle
import queue
import shlex
import struct
import subprocess
import sys
import threading
import traceback
from collections.abc import Callable
from concurrent.futures import Future

from lawref.errors import LawrefError

JOBS_VARIABLE = "LAWREF_BOOKLET_JOBS"
_HEADER = struct.Struct("!Q")


def default_processes() -> int:
    """LAWREF_BOOKLET_JOBS, else the cores this process may run on."""
    value = os.environ.get(JOBS_VARIABLE, "").strip()
    if value:
        if not value.isdigit() or int(value) < 1:
            raise LawrefError.labelled("booklet_jobs", variable=JOBS_VARIABLE, value=shlex.quote(value))  # as typed
        return int(value)
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


class Workers:
    """Up to `processes` worker processes, each started when a job finds no worker free (a process costs a start
    and its memory); with one process, every job runs here, at once. Jobs go to whichever worker is free, in the
    order they were submitted."""

    def __init__(self, processes: int):
        self.processes = max(1, processes)
        self._jobs: queue.Queue = queue.Queue()
        self._threads: list[threading.Thread] = []
        self._idle = 0  # workers waiting for a job
        self._lock = threading.Lock()

    def __enter__(self) -> Workers:
        return self

    def __exit__(self, *exc) -> None:
        while True:  # after an error, the jobs not started are dropped
            try:
                item = self._jobs.get_nowait()
            except queue.Empty:
                break
            if item is not None:
                item[0].cancel()
        for _ in self._threads:
            self._jobs.put(None)
        for thread in self._threads:
            thread.join()

    @property
    def started(self) -> int:
        """Worker processes started so far."""
        return len(self._threads)

    def submit(self, fn: Callable, *args, here: bool = False) -> Future:
        """Run fn(*args) in a worker, or here (at once) with one process or when `here` says it is not worth one."""
        future: Future = Future()
        if self.processes <= 1 or here:
            future.set_result(fn(*args))
            return future
        self._jobs.put((future, fn, args))
        with self._lock:
            if len(self._threads) < self.processes and self._jobs.qsize() > self._idle:
                thread = threading.Thread(target=self._serve, daemon=True, name="lawref-booklet-worker")
                thread.start()
                self._threads.append(thread)
        return future

    def _next(self):
        with self._lock:
            self._idle += 1
        item = self._jobs.get()
        with self._lock:
            self._idle -= 1
        return item

    def _serve(self) -> None:
        """One worker process and the thread that feeds it."""
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        proc = subprocess.Popen([sys.executable, "-m", "lawref.booklet.workers"], stdin=subprocess.PIPE,
                                stdout=subprocess.PIPE, env=env)
        try:
            while (item := self._next()) is not None:
                future, fn, args = item
                if not future.set_running_or_notify_cancel():
                    continue
                try:
                    data = pickle.dumps((fn, args), protocol=pickle.HIGHEST_PROTOCOL)
                except Exception as err:  # noqa: BLE001 - reported by the caller's future.result()
                    future.set_exception(err)
                    continue
                try:
                    _send(proc.stdin, data)
                    ok, value = pickle.loads(_receive(proc.stdout))
                except (OSError, EOFError):
                    future.set_exception(LawrefError.labelled("booklet_worker_died", variable=JOBS_VARIABLE,
                                                              **_how_it_ended(proc)))
                    continue
                (future.set_result if ok else future.set_exception)(value)
        finally:
            proc.stdin.close()
            proc.wait()


def _how_it_ended(proc: subprocess.Popen) -> dict:
    """How the process ended, as the `how` field of a labelled error."""
    try:
        code = proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        return {"how_label": "worker_no_answer"}
    return {"how_label": "worker_signal", "signal": -code} if code < 0 else {"how_label": "worker_exit", "code": code}


def _send(stream, data: bytes) -> None:
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def _receive(stream) -> bytes:
    header = stream.read(_HEADER.size)
    if len(header) < _HEADER.size:
        raise EOFError
    size = _HEADER.unpack(header)[0]
    data = stream.read(size)
    if len(data) < size:
        raise EOFError
    return data


def main() -> None:
    source, sink = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # anything a job prints must not mix with the results
    while True:
        try:
            fn, args = pickle.loads(_receive(source))
        except (EOFError, KeyboardInterrupt):
            return
        try:
            data = pickle.dumps((True, fn(*args)), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as err:  # noqa: BLE001 - every failure goes back to the build, which reports it
            try:
                data = pickle.dumps((False, err))
            except Exception:  # noqa: BLE001 - an exception that cannot travel goes as its traceback
                data = pickle.dumps((False, RuntimeError("".join(traceback.format_exception(err)))))
        _send(sink, data)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:  # Ctrl-C reaches the whole process group: the build reports it
        pass
