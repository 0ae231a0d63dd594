"""The outside programs some readers use (LibreOffice, djvulibre, tesseract, poppler), run in a temporary
folder with a time limit; a missing program or a failed run is one line naming the file and what to do."""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from lawref.errors import LawrefError

# program -> (what it is, the Debian package, the part of scripts/system-deps.sh that installs it)
PROGRAMS = {
    "soffice": ("LibreOffice", "libreoffice-writer-nogui", "office"),
    "djvused": ("djvulibre (djvused)", "djvulibre-bin", "djvu"),
    "tesseract": ("tesseract OCR with Russian", "tesseract-ocr tesseract-ocr-rus", "ocr"),
    "pdftoppm": ("poppler's pdftoppm", "poppler-utils", "poppler"),
}
TIMEOUT = 300  # seconds: a whole book converts in a few


def find(program: str, shown: str, needed_for: str) -> str:
    """The program's path, or a one-line error saying how to install it."""
    found = shutil.which(program)
    if found:
        return found
    what, package, part = PROGRAMS[program]
    raise LawrefError(f"{needed_for} needs {what} ({program}), which is not installed", path=shown,
                      hint=f"run scripts/system-deps.sh {part} (Debian/Ubuntu: apt-get install {package})")


def run(argv: list[str], shown: str, what: str, cwd: Path | None = None, env: dict | None = None) -> bytes:
    """Run a program to its end; its output, or one line with the last line it wrote to stderr."""
    try:
        done = subprocess.run(argv, cwd=cwd, env=env, capture_output=True, timeout=TIMEOUT, check=False)
    except subprocess.TimeoutExpired:
        raise LawrefError(f"{what}: {Path(argv[0]).name} did not finish in {TIMEOUT} s", path=shown,
                          hint="is the file damaged? open it and save it again") from None
    except OSError as err:
        raise LawrefError(f"{what}: cannot run {argv[0]}: {err.strerror}", path=shown) from None
    if done.returncode != 0:
        said = [line for line in done.stderr.decode("utf-8", "replace").splitlines() if line.strip()]
        raise LawrefError(f"{what}: {Path(argv[0]).name} failed ({said[-1].strip() if said else done.returncode})",
                          path=shown, hint="is the file damaged? open it and save it again")
    return done.stdout


def soffice_convert(data: bytes, suffix: str, target: str, shown: str) -> bytes:
    """LibreOffice headless: the document `data` (a `suffix` file) converted to `target` (e.g. "docx").
    A private profile per run, so a LibreOffice already open (or another run) does not take the job."""
    program = find("soffice", shown, f"reading a {suffix} file")
    with tempfile.TemporaryDirectory(prefix="lawref-office-") as folder:
        work = Path(folder)
        source = work / f"in{suffix}"
        source.write_bytes(data)
        profile = (work / "profile").as_uri()
        env = {**os.environ, "HOME": str(work)}
        run([program, f"-env:UserInstallation={profile}", "--headless", "--norestore", "--convert-to", target,
             "--outdir", str(work / "out"), str(source)], shown, f"converting {suffix} with LibreOffice", env=env)
        out = work / "out" / f"in.{target.split(':')[0]}"
        if not out.is_file():
            raise LawrefError(f"LibreOffice could not read this {suffix} file (no output)", path=shown,
                              hint="open it in LibreOffice or Word and save it again, as .docx")
        return out.read_bytes()
