"""Writing the booklet atomically: to a temporary file beside the target, then os.replace; never half a PDF."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from lawref.errors import LawrefError


@contextmanager
def atomic_output(dest: Path) -> Iterator[Path]:
    """Yield a temporary path in dest's folder; on success it replaces dest, on any failure it is removed."""
    dest = Path(dest)
    folder = dest.parent if str(dest.parent) else Path(".")
    if dest.is_dir():
        raise LawrefError(f"cannot write the booklet to {dest}: it is a folder",
                          hint="give a file name, e.g. -o booklet.pdf")
    if not folder.is_dir():  # a mistyped folder is refused, not made: the PDF would land where nobody looks
        raise LawrefError(f"cannot write the booklet to {dest}: there is no folder {folder}",
                          hint="create it first or choose a writable path with -o")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=str(folder))
    except OSError as err:
        raise LawrefError(f"cannot write the booklet to {dest}: {err.strerror or err}",
                          hint="choose a writable path with -o") from None
    os.close(fd)
    tmp_path = Path(tmp)
    try:
        yield tmp_path
        os.chmod(tmp_path, 0o644)
        os.replace(tmp_path, dest)
    except OSError as err:
        raise LawrefError(f"cannot write the booklet to {dest}: {err.strerror or err}",
                          hint="choose a writable path with -o") from None
    finally:
        tmp_path.unlink(missing_ok=True)
