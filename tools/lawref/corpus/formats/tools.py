"""The outside programs some readers use (LibreOffice, djvulibre, tesseract, poppler, 7-Zip), run in a temporary
folder with a time limit; a missing program or a failed run is one line naming the file and what to do."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from lawref.errors import LawrefError, os_reason

# program -> (what it is, the Debian package, the part of scripts/system-deps.sh that installs it)
PROGRAMS = {
    "soffice": ("LibreOffice", "libreoffice-writer-nogui", "office"),
    "djvused": ("djvulibre", "djvulibre-bin", "djvu"),
    "tesseract": ("Tesseract OCR", "tesseract-ocr tesseract-ocr-rus", "ocr"),
    "pdftoppm": ("poppler", "poppler-utils", "poppler"),
    "7z": ("7-Zip", "p7zip-full", "chm"),
}
TIMEOUT = 300  # seconds: a whole book converts in a few


def find(program: str, shown: str, needed_for: str, **fields) -> str:
    """The program's path, or a one-line error saying how to install it; `needed_for` is the label
    `error_NEEDED_FOR` (with `fields`) of what needs it."""
    found = shutil.which(program)
    if found:
        return found
    what, package, part = PROGRAMS[program]
    raise LawrefError.labelled("tool_missing", path=shown, needed_label=needed_for, what=what, program=program,
                               part=part, package=package, **fields)


def run(argv: list[str], shown: str, doing: str, cwd: Path | None = None, env: dict | None = None,
        **fields) -> bytes:
    """Run a program to its end; its output, or one line with the last line it wrote to stderr. `doing` is
    the label `error_DOING` (with `fields`) of what the run is for."""
    said_by = {"path": shown, "doing_label": doing, "program": Path(argv[0]).name, **fields}
    try:
        done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, timeout=TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        raise LawrefError.labelled("tool_timeout", seconds=TIMEOUT, **said_by) from None
    except OSError as err:
        raise LawrefError.labelled("tool_cannot_run", **{**said_by, "program": argv[0]}, **os_reason(err)) from None
    if done.returncode != 0:
        said = [line for line in done.stderr.decode("utf-8", "replace").splitlines() if line.strip()]
        raise LawrefError.labelled("tool_failed", said=said[-1].strip() if said else done.returncode, **said_by)
    return done.stdout


def soffice_convert(data: bytes, suffix: str, target: str, shown: str) -> bytes:
    """LibreOffice headless: the document `data` (a `suffix` file) converted to `target` (e.g. "docx").
    A private profile per run, so a LibreOffice already open (or another run) does not take the job. The result
    is kept in the cache (`office/`) under the bytes read and the LibreOffice installed: a corpus re-read after
    an edit to another file does not start LibreOffice again (seconds of CPU per file)."""
    return soffice_convert_all([(data, suffix)], target, shown)[0]


def soffice_convert_all(documents: list[tuple[bytes, str]], target: str, shown: str) -> list[bytes]:
    """soffice_convert of each (data, suffix) document, in order: those not in the cache converted in one
    LibreOffice run (its start, ~1 s of CPU with a new profile, is most of a small file's conversion), each
    kept in the cache as soffice_convert keeps it. A document LibreOffice ran on and wrote nothing of (a damaged
    or locked file: it could not read it) is kept too, as an empty `.none` beside: the same bytes given to the
    same LibreOffice again (`lawref check`, then `import` of the file) are refused without starting it."""
    import hashlib

    from lawref.corpus.cache import cache_root, prune

    program = find("soffice", shown, "for_office", suffix=documents[0][1])
    installed = Path(program).resolve().stat()
    extension = target.split(":")[0]

    def kept_at(data: bytes, suffix: str) -> Path:
        key = hashlib.sha256(f"{Path(program).resolve()} {installed.st_size} {installed.st_mtime_ns} {suffix} "
                             f"{target}".encode() + b"\0" + data).hexdigest()[:24]
        return cache_root() / "office" / f"office-{key}.{extension}"

    kept = [kept_at(data, suffix) for data, suffix in documents]
    out: list[bytes | None] = []
    for path in kept:
        try:
            out.append(path.read_bytes())
        except OSError:
            out.append(None)
    # LibreOffice wrote nothing of these bytes before: not asked again (the others of a batch still are)
    missing = [n for n, got in enumerate(out) if got is None and not _no_output(kept[n]).is_file()]
    if not missing:
        return _refused(out, documents, shown)
    converted = _soffice_convert(program, [documents[n] for n in missing], target, shown)
    for n, data in zip(missing, converted):
        out[n] = data
        try:
            kept[n].parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".office-", dir=kept[n].parent)
            with os.fdopen(fd, "wb") as handle:
                handle.write(data if data is not None else b"")
            os.chmod(tmp, 0o644)
            os.replace(tmp, kept[n] if data is not None else _no_output(kept[n]))
        except OSError:
            pass  # an unwritable cache only costs the time
    try:  # a corpus's files, not every version of them
        prune(kept[0].parent.glob("office-*"), keep=kept[missing[-1]], limit=max(64, len(documents)))
    except OSError:
        pass
    return _refused(out, documents, shown)


def _refused(out: list[bytes | None], documents: list[tuple[bytes, str]], shown: str) -> list[bytes]:
    """`out`, or the refusal of its first document LibreOffice wrote nothing of (now or before)."""
    for n, got in enumerate(out):
        if got is None:
            raise LawrefError.labelled("office_no_output", path=shown, suffix=documents[n][1])
    return out


def _no_output(kept: Path) -> Path:
    """Where soffice_convert_all records that LibreOffice wrote nothing of the document it would keep at `kept`."""
    return kept.with_name(kept.name + ".none")


def _soffice_convert(program: str, documents: list[tuple[bytes, str]], target: str,
                     shown: str) -> list[bytes | None]:
    """The documents converted in one LibreOffice run (in.SUFFIX, or in0.SUFFIX, in1.SUFFIX … for several); None
    for one LibreOffice wrote nothing of."""
    with tempfile.TemporaryDirectory(prefix="lawref-office-") as folder:
        work = Path(folder)
        names = ["in"] if len(documents) == 1 else [f"in{n}" for n in range(len(documents))]
        sources = []
        for name, (data, suffix) in zip(names, documents):
            sources.append(work / f"{name}{suffix}")
            sources[-1].write_bytes(data)
        profile = (work / "profile").as_uri()
        env = {**os.environ, "HOME": str(work)}
        run([program, f"-env:UserInstallation={profile}", "--headless", "--norestore", "--convert-to", target,
             "--outdir", str(work / "out"), *map(str, sources)], shown, "doing_office", env=env,
            suffix=documents[0][1])
        made = [work / "out" / f"{name}.{target.split(':')[0]}" for name in names]
        return [path.read_bytes() if path.is_file() else None for path in made]
