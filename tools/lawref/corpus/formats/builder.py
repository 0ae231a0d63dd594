"""Paragraphs in, the plain text every reader gives out (a blank line between paragraphs), with removals
placed at the line of that text where they stood."""

from __future__ import annotations

import re
from collections.abc import Iterable

from lawref.corpus.formats import in_line_order
from lawref.errors import LawrefError
from lawref.model import Removal

HIDDEN = "docx-hidden"  # hidden text (Word's w:vanish, ODF's text:display="none", RTF's \v), every office reader
# characters printed over others (pdf_lines._struck_over), words typed over with X's (an ODT's X-strike): read once,
# or not at all
STRUCK_OVER = "struck-over"
_WORD_CHAR = re.compile(r"\w")

# the line ends of str.splitlines but the form feed
_VERBATIM_LINES = re.compile("\r\n|[\n\r\x0b\x1c\x1d\x1e\x85\u2028\u2029]")


class TextBuilder:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self._removals: list[Removal] = []

    @property
    def next_line(self) -> int:
        """The line of the text the next paragraph will start on (after the blank line that separates it)."""
        return len(self.lines) + 2 if self.lines else 1

    def paragraph(self, lines: Iterable[str], verbatim: bool = False) -> int | None:
        """Add a paragraph of physical lines (each may hold further line breaks); blank lines are dropped.
        `verbatim`: lines laid out as printed (a `<pre>` block, a table set out as its grid) keep the spaces
        that open them (lawref.corpus.figures reads them; clean records them as indentation).
        Returns the line it starts on, or None when it had no text."""
        # a form feed in lines laid out as printed is a page break, kept for clean to read (str.splitlines would
        # take it for a line's end and the break would be lost: a <pre>'s title page then ran on into page 2)
        kept = [line.rstrip() if verbatim else line.strip() for text in lines
                for line in (_VERBATIM_LINES.split(text) if verbatim else text.splitlines())]
        kept = [line for line in kept if line]
        if not kept:
            return None
        start = self.next_line
        if self.lines:
            self.lines.append("")
        self.lines.extend(kept)
        return start

    def extend(self, lines: Iterable[str]) -> int | None:
        """Add lines to the last paragraph (a heading's second line); the line the first of them is on."""
        kept = [line.strip() for text in lines for line in text.splitlines() if line.strip()]
        if not kept:
            return None
        if not self.lines:
            return self.paragraph(kept)
        self.lines.extend(kept)
        return len(self.lines) - len(kept) + 1

    def remove(self, kind: str, text: str, line: int | None = None) -> None:
        """Record what the reader left out, at `line` (default: where the next paragraph will start)."""
        text = text.strip()
        if text:
            self._removals.append(Removal(kind, line or self.next_line, text))

    def hidden(self, text: str) -> None:
        """Hidden text an office reader left out of a paragraph, recorded where the paragraph stands (or, all of it
        hidden, where the next one will), its spaces folded: `check` lists it for an editor."""
        self.remove(HIDDEN, " ".join(text.split()))

    def removals(self) -> tuple[Removal, ...]:
        """Removals after the last paragraph stand at the last line (a diagnostic needs a line that exists)."""
        return in_line_order(self._removals, max(len(self.lines), 1))

    def text(self, shown: str, empty: str) -> str:
        """The text, or the one-line error labelled `error_EMPTY` when there is none (no word character)."""
        text = "".join(line + "\n" for line in self.lines)
        if not _WORD_CHAR.search(text):
            raise LawrefError.labelled(empty, path=shown)
        return text
