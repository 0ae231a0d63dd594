"""Writing the booklet atomically: to a temporary file beside the target, then os.replace; never half a PDF."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from lawref.errors import LawrefError, os_reason


@contextmanager
def atomic_output(dest: Path) -> Iterator[Path]:
    """Yield a temporary path in dest's folder; on success it replaces dest, on any failure it is removed."""
    dest = Path(dest)
    folder = dest.parent if str(dest.parent) else Path(".")
    if dest.is_dir():
        raise LawrefError.labelled("booklet_is_folder", dest=dest)
    if not folder.is_dir():  # a mistyped folder is refused, not made: the PDF would land where nobody looks
        raise LawrefError.labelled("booklet_no_folder", dest=dest, folder=folder)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=str(folder))
    except OSError as err:
        raise LawrefError.labelled("booklet_write", dest=dest, **os_reason(err)) from None
    os.close(fd)
    tmp_path = Path(tmp)
    try:
        yield tmp_path
        os.chmod(tmp_path, 0o644)
        os.replace(tmp_path, dest)
    except OSError as err:
        raise LawrefError.labelled("booklet_write", dest=dest, **os_reason(err)) from None
    finally:
        tmp_path.unlink(missing_ok=True)
