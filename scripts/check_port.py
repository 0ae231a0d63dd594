"""`make serve` runs this before building: is the port free? One line and a non-zero exit when it is not.

Usage: python3 scripts/check_port.py PORT [HOST]. Standard library only: it runs before .venv exists.
"""

from __future__ import annotations

import errno
import socket
import sys

DEFAULT_HOST = "127.0.0.1"


def bind_error(host: str, port: int) -> OSError | None:
    """None when a server could listen on host:port now, else the error binding gives."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        # As mkdocs' server does: a port left in TIME_WAIT by a server just stopped is free to use.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((host, port))
        except OSError as err:
            return err
    return None


def free_port_after(host: str, port: int) -> int | None:
    for candidate in range(port + 1, min(port + 100, 65536)):
        if bind_error(host, candidate) is None:
            return candidate
    return None


def check(raw_port: str, host: str = DEFAULT_HOST) -> tuple[int, str]:
    """(exit code, message): 0 and "" when the port is free."""
    if not raw_port.isdigit() or not 0 < int(raw_port) < 65536:
        return 2, f"make serve: PORT={raw_port!r} is not a port number (1-65535): e.g. make serve PORT=8001"
    port = int(raw_port)
    err = bind_error(host, port)
    if err is None:
        return 0, ""
    if err.errno == errno.EADDRINUSE:
        other = free_port_after(host, port) or 8001
        return 1, (f"make serve: port {port} on {host} is already in use (another server, or a make serve still "
                   f"running): stop it, or choose another port: make serve PORT={other}")
    if err.errno == errno.EACCES:
        return 1, (f"make serve: port {port} needs root (ports below 1024 do): use a higher one, "
                   f"e.g. make serve PORT=8000")
    return 1, (f"make serve: cannot listen on {host}:{port}: {err.strerror}: choose another port, "
               f"e.g. make serve PORT=8001")


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3):
        print("usage: check_port.py PORT [HOST]", file=sys.stderr)
        return 2
    code, message = check(argv[1], *argv[2:])
    if message:
        print(message, file=sys.stderr)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv))
