"""The booklet's worker processes (lawref.booklet.workers): jobs run in other processes, as many as asked for, and
every way a job can fail comes back to the build as one error."""

import os
import time

import pytest

from lawref.booklet.workers import Workers, default_processes
from lawref.errors import LawrefError


def pid_after(seconds: float) -> int:
    time.sleep(seconds)
    return os.getpid()


def refuse(message: str) -> None:
    raise LawrefError(message, hint="a hint")


def test_jobs_run_in_other_processes_two_at_a_time():
    with Workers(2) as workers:
        futures = [workers.submit(pid_after, 0.5) for _ in range(4)]
        pids = [f.result(timeout=60) for f in futures]
        assert workers.started == 2
    assert os.getpid() not in pids and len(set(pids)) == 2


def test_one_process_runs_every_job_here_and_starts_none():
    with Workers(1) as workers:
        assert workers.submit(pid_after, 0).result() == os.getpid()
        assert workers.started == 0


def test_a_job_that_is_not_worth_a_process_runs_here():
    with Workers(2) as workers:
        assert workers.submit(pid_after, 0, here=True).result() == os.getpid()
        assert workers.started == 0


def test_an_error_in_a_job_comes_back_as_itself():
    with Workers(2) as workers:
        with pytest.raises(LawrefError, match="nothing to print"):
            workers.submit(refuse, "nothing to print").result(timeout=60)


def test_a_worker_that_dies_is_one_error_naming_how():
    with Workers(2) as workers:
        with pytest.raises(LawrefError) as err:
            workers.submit(os._exit, 3).result(timeout=60)
    assert "stopped unexpectedly (exit code 3" in str(err.value) and "LAWREF_BOOKLET_JOBS=1" in str(err.value)


def test_the_number_of_processes_comes_from_the_environment(monkeypatch):
    monkeypatch.setenv("LAWREF_BOOKLET_JOBS", "3")
    assert default_processes() == 3
    monkeypatch.setenv("LAWREF_BOOKLET_JOBS", "many")
    with pytest.raises(LawrefError, match="LAWREF_BOOKLET_JOBS=many is not a number of processes"):
        default_processes()
