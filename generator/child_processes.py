"""What a worker process of the build does first: end with its parent, leave Ctrl-C to the
parent, and close the descriptors only the parent may hold (the output lock).

A forked worker shares its parent's open files; a lock held through one of them would outlive a
killed parent for as long as the worker runs. Closing the worker's copy never unlocks the parent's.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from contextlib import contextmanager, suppress

_PARENT_ONLY: set[int] = set()
_PR_SET_PDEATHSIG = 1
_WATCH_INTERVAL = 0.5  # seconds between looks at the parent where the kernel cannot be asked
_STOPPING = {signal.SIGINT, signal.SIGTERM}


def parent_only(fd: int) -> None:
    """Mark ``fd`` as one that workers started from now on close at once."""
    _PARENT_ONLY.add(fd)


def released(fd: int) -> None:
    _PARENT_ONLY.discard(fd)


@contextmanager
def signals_held():
    """Hold Ctrl-C and SIGTERM back while workers are forked: one arriving during a fork is lost
    (Python reports and drops it in its fork handlers); held, it arrives right after."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, _STOPPING)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, before)


def worker_started(parent_pid: int) -> None:
    """Initializer of a worker process (``parent_pid``: the process that starts it)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops the workers on Ctrl-C
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the parent's handler, copied by fork
    if hasattr(signal, "pthread_sigmask"):  # forked while signals_held(): let them in again
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOPPING)
    if not _kernel_kills_orphan():
        import threading

        threading.Thread(target=_watch_parent, args=(os.getppid(),), daemon=True).start()
    if not _alive(parent_pid):  # the parent died before the request took effect
        os._exit(1)
    for fd in sorted(_PARENT_ONLY):
        with suppress(OSError):  # already closed
            os.close(fd)
    _PARENT_ONLY.clear()


def _kernel_kills_orphan() -> bool:
    """Ask Linux to kill this process when its parent dies; False where that cannot be asked."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _watch_parent(parent_pid: int) -> None:
    while os.getppid() == parent_pid:
        time.sleep(_WATCH_INTERVAL)
    os._exit(1)
