"""`make serve PORT=…`: a taken port stops make in one line, before the venv and the build, naming a free port."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import socket
import subprocess

import pytest

from conftest import REPO

spec = importlib.util.spec_from_file_location("check_port", REPO / "scripts" / "check_port.py")
check_port = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_port)


# As from a shell: `make test` runs these tests inside make, whose variables would make this a sub-make.
PLAIN_ENV = {k: v for k, v in os.environ.items() if k not in ("MAKELEVEL", "MAKEFLAGS", "MFLAGS")}


@pytest.fixture
def taken_port():
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        yield server.getsockname()[1]


def test_a_free_port_passes():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    assert check_port.check(str(port)) == (0, "")


def test_a_taken_port_is_refused_with_a_free_one_suggested(taken_port):
    code, message = check_port.check(str(taken_port))
    assert code == 1 and "\n" not in message
    assert f"port {taken_port} on 127.0.0.1 is already in use" in message
    suggested = int(re.search(r"make serve PORT=(\d+)$", message).group(1))
    assert suggested != taken_port and check_port.bind_error("127.0.0.1", suggested) is None


@pytest.mark.parametrize("value", ["abc", "0", "65536", "", "80.5"])
def test_a_value_that_is_no_port_is_refused(value):
    code, message = check_port.check(value)
    assert code == 2 and "is not a port number" in message and "make serve PORT=8001" in message


def test_make_serve_on_a_taken_port_stops_in_one_line_before_building(taken_port):
    make = shutil.which("make")
    assert make, "make is needed: sudo apt-get install make"
    done = subprocess.run([make, "serve", f"PORT={taken_port}"], cwd=REPO, capture_output=True, text=True,
                          timeout=60, env=PLAIN_ENV)
    assert done.returncode != 0
    assert done.stdout == ""  # no recipe ran: no venv, no system packages, no mkdocs
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert f"port {taken_port}" in lines[0] and "make serve PORT=" in lines[0] and "Traceback" not in lines[0]


def test_the_port_reaches_mkdocs():
    make = shutil.which("make")
    assert make, "make is needed: sudo apt-get install make"
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    done = subprocess.run([make, "-n", "serve", f"PORT={port}"], cwd=REPO, capture_output=True, text=True,
                          timeout=60, env=PLAIN_ENV)
    assert done.returncode == 0, done.stderr
    serve = next(line for line in done.stdout.splitlines() if "mkdocs serve" in line)
    assert f" --dev-addr 127.0.0.1:{port} " in serve + " "  # the editor's loop adds --dirty --no-strict before it
