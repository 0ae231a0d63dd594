"""Whether WeasyPrint can run here: it loads the pango library (and glib, harfbuzz, fontconfig with it) when
imported, and without them the booklet cannot be typeset. `make serve` then builds the site without it."""

from __future__ import annotations

import io
import re
from contextlib import redirect_stdout

from lawref.errors import LawrefError

DEBIAN_PACKAGES = "libpango-1.0-0 libpangoft2-1.0-0"
INSTALL = f"install it: sudo apt-get install {DEBIAN_PACKAGES}, or pango from your system's packages"


class BookletUnavailable(LawrefError):
    """The booklet cannot be typeset on this machine (a missing system library), whatever the corpus."""


def weasyprint_problem() -> str | None:
    """None when WeasyPrint loads; otherwise what it could not load, in one line."""
    library = _missing_library()
    return None if library is None else f"WeasyPrint cannot load {library or 'its libraries'}"


def _missing_library() -> str | None:
    """None when WeasyPrint loads; else the library it could not load ("" when it does not say)."""
    try:
        # WeasyPrint prints a multi-line banner to stdout before it re-raises: keep it off the user's terminal.
        with redirect_stdout(io.StringIO()):
            import weasyprint  # noqa: F401
    except OSError as err:
        library = re.search(r"cannot load library '([^']+)'", str(err))
        return library.group(1) if library else ""
    return None


def require_weasyprint() -> None:
    """Raise BookletUnavailable, naming the packages to install, when WeasyPrint cannot load pango."""
    library = _missing_library()
    if library is not None:
        named = {"library": library} if library else {"library_label": "weasyprint_libraries"}
        raise BookletUnavailable.labelled("booklet_needs_pango", packages=DEBIAN_PACKAGES, **named)
