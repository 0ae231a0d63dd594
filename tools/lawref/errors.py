"""Errors that locate: `path:line:col: message` plus what to do, never a traceback at the CLI."""

from __future__ import annotations

from dataclasses import dataclass


class LawrefError(Exception):
    """A user-facing error. The CLI prints `str(err)` and exits with `exit_code`."""

    exit_code = 2

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None,
                 col: int | None = None, hint: str | None = None, exit_code: int | None = None):
        self.message = message
        self.path = path
        self.line = line
        self.col = col
        self.hint = hint
        if exit_code is not None:
            self.exit_code = exit_code
        super().__init__(self.__str__())

    def location(self) -> str:
        parts = [p for p in (self.path, self.line, self.col) if p is not None]
        return ":".join(str(p) for p in parts)

    def __str__(self) -> str:
        loc = self.location()
        text = f"{loc}: {self.message}" if loc else self.message
        if self.hint:
            text += f" ({self.hint})"
        return text


@dataclass(frozen=True)
class Diagnostic:
    """A warning or note collected while building the corpus; `lawref check` reports them all."""

    severity: str  # "warning" | "info"
    code: str  # e.g. "ref-not-in-corpus", "artefact-removed", "skipped-number"
    message: str
    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.severity}: {self.message} [{self.code}]"
