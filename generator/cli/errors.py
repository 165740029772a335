"""Exit codes of the command line."""

import errno

from generator.errors import UsageError  # noqa: F401  (re-exported for the commands)

EXIT_CLEAN = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2        # a bad command line, an unreadable project, or a refusing environment
EXIT_INTERNAL = 3
EXIT_INTERRUPTED = 130  # Ctrl-C (128 + SIGINT)
EXIT_TERMINATED = 143   # SIGTERM (128 + SIGTERM)


def environment_error(exc: OSError) -> str:
    """An operating system's refusal (disk full, read-only, busy) in one line: file and reason."""
    full = exc.errno in (errno.ENOSPC, errno.EDQUOT)  # the whole device: which file does not matter
    where = f"{exc.filename}: " if exc.filename and not full else ""
    return f"{where}{exc.strerror or exc}"
