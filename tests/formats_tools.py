"""Test inputs made with the real tools people use (LibreOffice, pandoc, pdf2djvu), in a temporary folder.
The tools are required (scripts/system-deps.sh test installs them): a missing one fails the test that needs
it, naming the tool, never skips."""

from __future__ import annotations

import atexit
import hashlib
import io
import os
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path


def tool(name: str) -> str:
    found = shutil.which(name)
    assert found, f"{name} is not installed: run scripts/system-deps.sh test"
    return found


def _profile() -> Path:
    """One LibreOffice profile per test process, reused by its conversions (they run one at a time in a process):
    a new profile costs LibreOffice its first start, seconds of CPU, at every conversion."""
    if not _PROFILE:
        _PROFILE.append(Path(tempfile.mkdtemp(prefix="lawref-test-soffice-")))
        atexit.register(shutil.rmtree, _PROFILE[0], True)
    return _PROFILE[0]


_PROFILE: list[Path] = []


# What the tools made in earlier runs, under the tool installed, its arguments and the input's bytes (never
# committed: .cache/ is ignored; a fresh clone makes every file): LibreOffice takes seconds of CPU a file.
KEPT = Path(__file__).resolve().parents[1] / ".cache" / "lawref-tests" / "tools"
KEEP = 64


def _identity(data: bytes) -> bytes:
    """A hash of what a file holds: a zip's (.docx, .odt, .epub) members and their bytes, not the times the
    zip stamps on them when it is written, so the same document written again is the same input."""
    if data[:4] == b"PK\x03\x04":
        try:
            with zipfile.ZipFile(io.BytesIO(data)) as archive:
                members = hashlib.sha256()
                for info in archive.infolist():
                    members.update(f"{info.filename}\0{info.compress_type}\0".encode() + archive.read(info) + b"\0")
                return members.digest()
        except (zipfile.BadZipFile, OSError):
            pass
    return hashlib.sha256(data).digest()


def _kept(program: str, args: list[str], inputs: list[bytes], target: Path) -> Path:
    """Where what `program` (the installed file) made of these arguments and input bytes is kept as `target`."""
    installed = Path(program).resolve()
    stat = installed.stat()
    digest = hashlib.sha256(f"{installed} {stat.st_size} {stat.st_mtime_ns} {args!r}".encode())
    for data in inputs:
        digest.update(b"\0" + _identity(data))
    return KEPT / f"{digest.hexdigest()[:24]}-{target.name}"


def _taken(kept: Path, target: Path) -> bool:
    """`target` copied from `kept` when an earlier run made it."""
    if not kept.is_file():
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(kept, target)
    os.utime(kept)  # recently used: kept by the pruning in _keep
    return True


def _keep(kept: Path, target: Path) -> None:
    try:
        KEPT.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=KEPT, prefix=".made-")
        os.close(handle)
        shutil.copyfile(target, temporary)
        os.chmod(temporary, 0o644)
        os.replace(temporary, kept)
        for old in sorted(KEPT.glob("*-*"), key=lambda p: p.stat().st_mtime, reverse=True)[KEEP:]:
            old.unlink(missing_ok=True)
    except OSError:
        pass  # an unwritable cache only costs the time


def _made(program: str, args: list[str], inputs: list[bytes], target: Path, make) -> Path:
    """`target`, made by `make()`, or copied from what an earlier run of the same program (the same installed
    file), arguments and input bytes made."""
    kept = _kept(program, args, inputs, target)
    if not _taken(kept, target):
        make()
        _keep(kept, target)
    return target


def soffice(source: Path, target: str, folder: Path) -> Path:
    """LibreOffice headless: `source` converted to `target` ("odt", "rtf", "doc", "pdf") in `folder`."""
    return soffice_all([(source, target, folder)])[0]


def soffice_all(jobs: list[tuple[Path, str, Path]]) -> list[Path]:
    """soffice of each (source, target, folder), in order: those no earlier run made converted in one LibreOffice
    run per target (its start is ~1 s of CPU, most of a small file's conversion), each under a name of its own
    (in0.docx, in1.txt …: LibreOffice writes the same document whatever the file is called), then put where
    soffice puts it."""
    program = tool("soffice")
    outs, missing = [], []
    for source, target, folder in jobs:
        folder.mkdir(parents=True, exist_ok=True)
        out = folder / f"{source.stem}.{target.split(':')[0]}"
        kept = _kept(program, ["--convert-to", target, source.suffix], [source.read_bytes()], out)
        outs.append(out)
        if not _taken(kept, out):
            missing.append((source, target, out, kept))
    for target in dict.fromkeys(job[1] for job in missing):
        batch = [job for job in missing if job[1] == target]
        with tempfile.TemporaryDirectory(prefix="lawref-test-soffice-run-") as work:
            sources = []
            for n, (source, *_) in enumerate(batch):
                sources.append(Path(work) / f"in{n}{source.suffix}")
                shutil.copyfile(source, sources[-1])
            profile = (_profile() / "profile").as_uri()
            subprocess.run([program, f"-env:UserInstallation={profile}", "--headless", "--convert-to", target,
                            "--outdir", str(Path(work) / "out"), *map(str, sources)], check=True,
                           capture_output=True, timeout=180 * len(batch), env={**os.environ, "HOME": work})
            for n, (_, _, out, kept) in enumerate(batch):
                made = Path(work) / "out" / f"in{n}.{target.split(':')[0]}"
                assert made.is_file(), f"LibreOffice wrote no {out.name}"
                shutil.move(made, out)
                _keep(kept, out)
    return outs


def pandoc(source: Path | None, target: Path, *args: str, text: str | None = None) -> Path:
    program = tool("pandoc")
    argv = [program, *args, "-o", str(target)] + ([str(source)] if source else [])
    inputs = [source.read_bytes() if source else b"", (text or "").encode()]

    def make() -> None:
        subprocess.run(argv, check=True, capture_output=True, timeout=180, input=text.encode() if text else None)

    return _made(program, [*args, target.suffix, source.suffix if source else "-"], inputs, target, make)


def pdf2djvu(source: Path, target: Path) -> Path:
    program = tool("pdf2djvu")

    def make() -> None:
        subprocess.run([program, "--no-metadata", "-j", "1", "-o", str(target), str(source)], check=True,
                       capture_output=True, timeout=300)

    return _made(program, ["--no-metadata", "-j", "1", target.suffix], [source.read_bytes()], target, make)
