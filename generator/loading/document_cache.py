"""Parsed documents kept between loads of the same project (the language server loads a game
again after every edit, and most of its files have not changed).

A document is kept by its shown path together with the text it was parsed from, one version per path, so
the cache holds at most one document per content file and a changed text is always parsed again.
The documents handed out are shared between loads: the stages after loading read them and build
new values (the model's entities copy lists; typing builds new mappings), and a document that the
loader fills in place (with a spreadsheet's rows) is never reused.
"""

from __future__ import annotations

from pathlib import Path

from generator.loading.yaml_reader import MAX_FILE_BYTES, ReadResult, read_yaml_bytes, read_yaml_file


class DocumentCache:
    """Read results by shown path, each with the text it was parsed from."""

    def __init__(self) -> None:
        self._held: dict[str, tuple[bytes, ReadResult]] = {}
        self.parsed = 0   # how many texts were parsed rather than reused (for tests and benches)

    def __len__(self) -> int:
        return len(self._held)

    def read_bytes(self, raw: bytes, shown: str) -> ReadResult:
        """``read_yaml_bytes(raw, shown)``, reused when this path last held the same text."""
        held = self._held.get(shown)
        if held is not None and held[0] == raw:
            return held[1]
        result = read_yaml_bytes(raw, shown)
        self.parsed += 1
        self._held[shown] = (raw, result)
        return result

    def read_file(self, path: Path, shown: str) -> ReadResult:
        """``read_yaml_file(path, shown)`` through the cache (a file that is too large or unreadable
        is left to read_yaml_file, which says why)."""
        try:
            if path.stat().st_size > MAX_FILE_BYTES:
                return read_yaml_file(path, shown)
            raw = path.read_bytes()
        except OSError:
            return read_yaml_file(path, shown)
        return self.read_bytes(raw, shown)

    def forget(self, shown: str) -> None:
        """Drop the document of ``shown`` (one whose content was filled in after reading)."""
        self._held.pop(shown, None)
