"""Reading the editor's messages (``Content-Length`` frames) so that no malformed frame stops the
server or leaves it deaf.

pygls's own reader trusts the header: a frame with no, a negative, a non-numeric or a short
``Content-Length`` leaves it reading the next frames' headers as body text, so it answers nothing
for good, and a huge one (``1000000000000``) makes it allocate that much and exit. Here a frame
is checked before its body is read, and the server keeps serving: a frame it cannot read is
answered with a JSON-RPC error (id null, as the protocol says when the id cannot be known) and a
log message, and reading starts again at the next ``Content-Length`` header. JSON text holds no
raw line break, so a header line is never found inside a well-formed body: one found there ends
the body early (a Content-Length too large, or too small, no longer swallows the next message).

A body over ``MAX_FRAME_BYTES`` is not held: its first bytes tell which document it was for
(an editor's ``didOpen`` or ``didChange`` of a file far over the 8 MiB content limit), the rest is
read and dropped, and the caller reports that document as over the limit.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

MAX_FRAME_BYTES = 64 * 1024 * 1024   # a message: an 8 MiB file as JSON text (escapes grow it) and room
MAX_HEADER_BYTES = 8 * 1024          # the header lines of one message
HEAD_BYTES = 64 * 1024               # the part of an oversized body read for its document's URI
_HEADER_END = re.compile(rb"\r?\n\r?\n")
_LENGTH = re.compile(rb"(?i)content-length:[ \t]*([^\r\n]*)")
_NEXT_HEADER = re.compile(rb"(?i)content-length:[ \t]*[0-9]+[ \t]*\r?\n")
_NAME = b"content-length:"
_DIGITS_SO_FAR = re.compile(rb"[ \t]*[0-9]*\r?")
_URI = re.compile(rb'"uri"\s*:\s*"((?:[^"\\]|\\.){1,4096})"')


@dataclass(frozen=True)
class Frame:
    """One message read: its body, or why it could not be read (and, for one too large to hold,
    its declared size and the URI its first bytes name)."""

    body: bytes | None = None
    problem: str = ""
    size: int = 0
    uri: str | None = None


class FrameReader:
    """Frames from a stream of chunks (``read_chunk`` gives b"" at the end)."""

    def __init__(self, read_chunk: Callable[[], Awaitable[bytes]]):
        self.read_chunk = read_chunk
        self.buffer = bytearray()
        self.ended = False

    async def _fill(self) -> bool:
        if self.ended:
            return False
        chunk = await self.read_chunk()
        if not chunk:
            self.ended = True
            return False
        self.buffer += chunk
        return True

    async def next(self) -> Frame | None:
        """The next frame, or None at the end of the stream."""
        header = await self._header()
        if header is None:
            return None
        found = _LENGTH.findall(header)
        if not found:
            return Frame(problem="a message without a Content-Length header")
        value = found[-1].strip()
        if not value.isdigit() or not value.isascii():
            return Frame(problem=f"a Content-Length that is not a byte count: {value[:40]!r}")
        size = int(value)
        if size > MAX_FRAME_BYTES:
            return await self._skipped(size)
        end = await self._body_end(size)
        if end is None:
            return None
        body = bytes(self.buffer[:end])
        del self.buffer[:end]
        return Frame(body=body, size=size)

    async def _body_end(self, size: int) -> int | None:
        """Where the body ends: at ``size``, or before a header line inside it (a Content-Length too
        large or too small; a JSON body holds no raw line break, so such a line is never its own);
        None when the stream ends first."""
        searched = 0
        while True:
            found = next_header(self.buffer, searched)
            if found is not None and found < size:
                return found
            if len(self.buffer) >= size and not self._header_arriving(size):
                return size
            searched = max(len(self.buffer) - 64, 0)
            if not await self._fill():
                return size if len(self.buffer) >= size else None

    def _header_arriving(self, size: int) -> bool:
        """Whether the buffer ends with the start of a Content-Length line that begins inside the
        first ``size`` bytes (its end is still to come)."""
        for start in range(max(len(self.buffer) - 40, 0), min(size, len(self.buffer))):
            tail = bytes(self.buffer[start:]).lower()
            if len(tail) <= len(_NAME):
                if _NAME.startswith(tail):
                    return True
            elif tail.startswith(_NAME) and _DIGITS_SO_FAR.fullmatch(tail[len(_NAME):]):
                return True
        return False

    async def _header(self) -> bytes | None:
        """The header lines up to their blank line; what comes before the last Content-Length
        line in them is left over from a frame that could not be read, and is dropped."""
        while True:
            end = _HEADER_END.search(self.buffer)
            if end is not None:
                header = bytes(self.buffer[:end.start()])
                del self.buffer[:end.end()]
                starts = [m.start() for m in _LENGTH.finditer(header)]
                return header[starts[-1]:] if starts else header
            if len(self.buffer) > MAX_HEADER_BYTES:
                self._drop_to_next_header()
            if not await self._fill():
                return None

    def _drop_to_next_header(self) -> None:
        """Drop bytes that are no header, keeping a Content-Length line (or the tail that may start one)."""
        found = next_header(self.buffer)
        if found is not None:
            del self.buffer[:found]
        else:
            del self.buffer[:-32]

    async def _skipped(self, size: int) -> Frame:
        """Read and drop a body too large to hold, stopping early at a next header (a client that
        declared more than it sent); its first bytes give the URI it was about."""
        head: bytes | None = None
        left = size
        while True:
            found = next_header(self.buffer)
            stop = found if found is not None and found < left else None
            if stop is None and left <= len(self.buffer):
                stop = left
            if head is None and (stop is not None or len(self.buffer) >= HEAD_BYTES):
                head = bytes(self.buffer[:min(HEAD_BYTES, len(self.buffer) if stop is None else stop)])
            if stop is not None:
                del self.buffer[:stop]
                break
            if head is not None:   # keep a tail that may start a header
                taken = max(len(self.buffer) - 32, 0)
                del self.buffer[:taken]
                left -= taken
            if not await self._fill():
                break
        match = _URI.search(head if head is not None else bytes(self.buffer[:HEAD_BYTES]))
        uri = _json_string(match.group(1)) if match else None
        return Frame(problem=f"a message of {size} bytes, over the {MAX_FRAME_BYTES}-byte limit",
                     size=size, uri=uri)


def next_header(buffer: bytearray, start: int = 0) -> int | None:
    """Where the next Content-Length line at or after ``start`` begins. Only the bytes before each
    line break are searched (a JSON body has none), so a long body is scanned at memchr speed."""
    newline = buffer.find(b"\n", start)
    while newline != -1:
        found = _NEXT_HEADER.search(buffer, max(start, newline - 80), newline + 1)
        if found is not None:
            return found.start()
        newline = buffer.find(b"\n", newline + 1)
    return None


def _json_string(quoted: bytes) -> str | None:
    try:
        found = json.loads(b'"' + quoted + b'"')
    except ValueError:
        return None
    return found if isinstance(found, str) else None
