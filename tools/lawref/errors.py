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
        self.key: str | None = None  # set by labelled(): the message is a label of data/messages.toml
        self.fields: dict = {}
        super().__init__(self.__str__())

    @classmethod
    def labelled(cls, key: str, *, path: str | None = None, line: int | None = None, col: int | None = None,
                 exit_code: int | None = None, **fields) -> LawrefError:
        """An error worded by the label `error_KEY` (and `error_KEY_hint`, what to do) of messages.toml:
        `str(err)` is English, `err.in_language("ru")` what the command line prints. A field `NAME_label`
        names a label `error_LABEL` that fills `{NAME}` in the same language (a reason within a message, as
        `os_reason` gives for an OSError). A field of another type (a path, a library's exception) is kept as its
        text, so the error pickles (booklet workers) and says the same in every language."""
        fields = {name: value if isinstance(value, (str, int, float, list, tuple, type(None))) else str(value)
                  for name, value in fields.items()}
        err = cls(_error_text(f"error_{key}", "en", fields), path=path, line=line, col=col,
                  hint=_error_text(f"error_{key}_hint", "en", fields), exit_code=exit_code)
        err.key, err.fields = key, fields
        return err

    def in_language(self, lang: str) -> str:
        """The error as `str(err)` words it, in `lang` when it is a label (else as raised)."""
        if self.key is None:
            return str(self)
        message = _error_text(f"error_{self.key}", lang, self.fields)
        hint = _error_text(f"error_{self.key}_hint", lang, self.fields)
        loc = self.location()
        return (f"{loc}: {message}" if loc else message) + (f" ({hint})" if hint else "")

    def location(self) -> str:
        parts = [p for p in (self.path, self.line, self.col) if p is not None]
        return ":".join(str(p) for p in parts)

    def __str__(self) -> str:
        loc = self.location()
        text = f"{loc}: {self.message}" if loc else self.message
        if self.hint:
            text += f" ({self.hint})"
        return text


def _error_text(key: str, lang: str, fields: dict) -> str | None:
    """The label `key` in `lang` with its fields (each `NAME_label` field worded first), or None without one."""
    from lawref.messages import table, text

    if key not in table():
        return None
    values = dict(fields)
    for name, label in fields.items():
        if name.endswith("_label"):
            values[name[:-len("_label")]] = text(reason_key(label, "error"), lang, **values)
    return text(key, lang, **values)


def reason_key(label: str, family: str) -> str:
    """The messages.toml key a `NAME_label` field names: `FAMILY_LABEL` (`error_…`, `diag_…`), or the label itself
    for a reason shared by errors and diagnostics (`why_…`: what a file holds that a reader refuses, said both
    when LibreOffice then reads the file and when nothing can)."""
    return label if label.startswith("why_") else f"{family}_{label}"


def os_reason(err: OSError) -> dict[str, str]:
    """The reason an OSError gives, as a field of a labelled error: `reason_label` (worded in the reader's
    language) for the errors a reader meets, else the system's own words as `reason`."""
    import errno

    from lawref.messages import table

    code = errno.errorcode.get(err.errno or 0, "")
    if f"error_os_{code}" in table():
        return {"reason_label": f"os_{code}"}
    return {"reason": err.strerror or str(err)}


def toml_reason(err: Exception) -> dict:
    """Where a TOML file is wrong and why, as fields of a labelled error: `line` and `col` (None at the end of
    the document), and `reason_label`, tomllib's message worded in the reader's language by the label
    `error_toml_*` whose English is that message (`{name}`: a part that varies), else tomllib's own words as
    `reason`."""
    import re
    import string

    from lawref.messages import table

    text = str(err)
    at = re.search(r"\(at line (\d+), column (\d+)\)", text)
    said = re.sub(r"\s*\(at (?:line \d+, column \d+|end of document)\)\s*$", "", text)
    where = {"line": int(at[1]) if at else None, "col": int(at[2]) if at else None}
    labels = [key for key in table() if key.startswith("error_toml_") and not key.endswith("_hint")]
    for key in sorted(labels, key=lambda k: "{" in table()[k]["en"]):  # a message said whole before a pattern
        pattern = "".join(re.escape(literal) + (f"(?P<{name}>.+)" if name else "")
                          for literal, name, _, _ in string.Formatter().parse(table()[key]["en"]))
        if m := re.fullmatch(pattern, said):
            return {**where, "reason_label": key[len("error_"):], **m.groupdict()}
    return {**where, "reason": said}


@dataclass(frozen=True)
class Diagnostic:
    """A warning or note collected while building the corpus; `lawref check` reports them all."""

    severity: str  # "warning" | "info"
    code: str  # e.g. "ref-not-in-corpus", "artefact-removed", "skipped-number"
    message: str  # in English (logs, tests); `in_language` words it for the command line
    path: str
    line: int
    key: str = ""  # the label `diag_KEY` of data/messages.toml the message is worded by, with `fields`
    fields: tuple[tuple[str, str], ...] = ()

    @classmethod
    def labelled(cls, severity: str, code: str, key: str, path: str, line: int, **fields) -> Diagnostic:
        """A diagnostic worded by the label `diag_KEY`: `message` in English, `in_language` in any. A field
        `NAME_label` names a label too, which fills `{NAME}` in the same language (a reason within a message)."""
        fields = tuple((name, str(value)) for name, value in fields.items())
        return cls(severity, code, _worded(key, "en", fields), path, line, key, fields)

    def in_language(self, lang: str) -> str:
        """The message in `lang` when it is a label (else as recorded)."""
        return _worded(self.key, lang, self.fields) if self.key else self.message

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.severity}: {self.message} [{self.code}]"


def _worded(key: str, lang: str, fields: tuple[tuple[str, str], ...]) -> str:
    from lawref.messages import text

    values = dict(fields)
    for name, label in fields:
        if name.endswith("_label"):
            values[name[:-len("_label")]] = text(reason_key(label, "diag"), lang, **values)
    return text(f"diag_{key}", lang, **values)
