"""Test inputs made with the real tools people use (LibreOffice, pandoc, pdf2djvu), in a temporary folder.
The tools are required (scripts/system-deps.sh test installs them): a missing one fails the test that needs
it, naming the tool, never skips."""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import tempfile
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


def soffice(source: Path, target: str, folder: Path) -> Path:
    """LibreOffice headless: `source` converted to `target` ("odt", "rtf", "doc", "pdf") in `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    profile = (_profile() / "profile").as_uri()
    subprocess.run([tool("soffice"), f"-env:UserInstallation={profile}", "--headless", "--convert-to", target,
                    "--outdir", str(folder), str(source)], check=True, capture_output=True, timeout=180,
                   env={**os.environ, "HOME": str(folder)})
    out = folder / f"{source.stem}.{target.split(':')[0]}"
    assert out.is_file(), f"LibreOffice wrote no {out.name}"
    return out


def pandoc(source: Path | None, target: Path, *args: str, text: str | None = None) -> Path:
    argv = [tool("pandoc"), *args, "-o", str(target)] + ([str(source)] if source else [])
    subprocess.run(argv, check=True, capture_output=True, timeout=180, input=text.encode() if text else None)
    return target


def pdf2djvu(source: Path, target: Path) -> Path:
    subprocess.run([tool("pdf2djvu"), "--no-metadata", "-j", "1", "-o", str(target), str(source)], check=True,
                   capture_output=True, timeout=300)
    return target
