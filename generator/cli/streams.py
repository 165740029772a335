"""Standard output and error that never crash the command: characters the stream's encoding
cannot carry are written as backslash escapes, and a reader that stops early (``| head``) ends
the output quietly, without changing the command's exit code."""

from __future__ import annotations

import os
import sys
from contextlib import suppress


def escape_unencodable() -> None:
    """Write ``\\u0416`` for a character the terminal's (or PYTHONIOENCODING's) encoding lacks."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            with suppress(ValueError, OSError):  # a closed or detached stream: nothing to write to
                reconfigure(errors="backslashreplace")


def write_out(text: str) -> bool:
    """Print ``text`` on standard output; False when the reader has gone (the rest is dropped)."""
    try:
        print(text, flush=True)
    except BrokenPipeError:
        silence_stdout()
        return False
    return True


def silence_stdout() -> None:
    """After a broken pipe, point stdout at devnull so that later writes and the interpreter's
    final flush are quiet."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # no real descriptor (tests capture stdout): nothing to point
        pass
