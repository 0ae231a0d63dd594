"""The OLE compound file ([MS-CFB]) a Word 97 .doc is stored in: its top-level streams by name. A small reader
of what a .doc needs (the sector chains of the FAT and the mini FAT, the directory tree under the root), so the
.doc reader needs no package of its own; a file that breaks the format raises OleError."""

from __future__ import annotations

import struct

MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_END = 0xFFFFFFFE  # ENDOFCHAIN; every value from MAXREGSECT (0xFFFFFFFA) up ends a chain or marks a free sector
_FREE_OR_END = 0xFFFFFFFA
_NO_STREAM = 0xFFFFFFFF


class OleError(ValueError):
    """The file is not a compound file, or its sectors, chains or directory break the format."""


class Ole:
    def __init__(self, data: bytes):
        if len(data) < 512 or not data.startswith(MAGIC):
            raise OleError("not a compound file")
        self.data = data
        shift, mini_shift = struct.unpack_from("<HH", data, 0x1E)
        if shift not in (9, 12) or mini_shift != 6:
            raise OleError("sector size")
        self.size, self.mini_size = 1 << shift, 1 << mini_shift
        fat_count, dir_start = struct.unpack_from("<II", data, 0x2C)
        self.cutoff, minifat_start, minifat_count, difat_start, difat_count = struct.unpack_from("<IIIII", data, 0x38)
        fat_sectors = list(struct.unpack_from("<109I", data, 0x4C))
        per = self.size // 4
        sector, seen = difat_start, set()
        for _ in range(difat_count):
            if sector >= _FREE_OR_END or sector in seen:
                break
            seen.add(sector)
            entries = struct.unpack_from(f"<{per}I", self._sector(sector))
            fat_sectors.extend(entries[:-1])
            sector = entries[-1]
        fat = bytearray()
        for sector in fat_sectors[:fat_count]:
            fat += self._sector(sector)
        self.fat = struct.unpack(f"<{len(fat) // 4}I", bytes(fat))
        directory = self._chain(dir_start, self.fat, self._sector)
        self.entries = [directory[k:k + 128] for k in range(0, len(directory) - 127, 128)]
        if not self.entries or self.entries[0][66] != 5:
            raise OleError("no root entry")
        minifat = self._chain(minifat_start, self.fat, self._sector) if minifat_count else b""
        self.minifat = struct.unpack(f"<{len(minifat) // 4}I", minifat[:len(minifat) // 4 * 4])
        root_start, root_size = struct.unpack_from("<IQ", self.entries[0], 116)
        self.ministream = self._chain(root_start, self.fat, self._sector)[:root_size] if root_size else b""
        self.streams = self._children(0)

    def _sector(self, number: int) -> bytes:
        start = (number + 1) * self.size
        if number >= _FREE_OR_END or start >= len(self.data):
            raise OleError("sector out of the file")
        return self.data[start:start + self.size]

    def _mini(self, number: int) -> bytes:
        start = number * self.mini_size
        if start + self.mini_size > len(self.ministream):
            raise OleError("mini sector out of the mini stream")
        return self.ministream[start:start + self.mini_size]

    def _chain(self, start: int, fat, read) -> bytes:
        out, sector, seen = [], start, set()
        while sector < _FREE_OR_END:
            if sector in seen or sector >= len(fat):
                raise OleError("broken sector chain")
            seen.add(sector)
            out.append(read(sector))
            sector = fat[sector]
        return b"".join(out)

    def _children(self, parent: int) -> dict[str, int]:
        """The names of the entries directly under `parent` (its red-black tree walked) -> their index."""
        found: dict[str, int] = {}
        stack, seen = [struct.unpack_from("<I", self.entries[parent], 76)[0]], set()
        while stack:
            index = stack.pop()
            if index == _NO_STREAM:
                continue
            if index >= len(self.entries) or index in seen:
                raise OleError("broken directory")
            seen.add(index)
            entry = self.entries[index]
            length = min(struct.unpack_from("<H", entry, 64)[0], 64)
            name = entry[:max(length - 2, 0)].decode("utf-16-le", "replace")
            found[name] = index
            stack.extend(struct.unpack_from("<II", entry, 68))
        return found

    def stream(self, name: str) -> bytes | None:
        """The top-level stream `name`'s bytes, None when there is none."""
        index = self.streams.get(name)
        if index is None or self.entries[index][66] != 2:
            return None
        start, size = struct.unpack_from("<IQ", self.entries[index], 116)
        size &= 0xFFFFFFFF if self.size == 512 else size  # a version 3 file's high half of the size is not set
        if size < self.cutoff:
            data = self._chain(start, self.minifat, self._mini) if size else b""
        else:
            data = self._chain(start, self.fat, self._sector)
        if len(data) < size:
            raise OleError("stream shorter than its size")
        return data[:size]
