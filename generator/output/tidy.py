"""Memory given back between the build's tasks, in whichever process ran them.

The pool runs the cycle collector seldom (``pool.fewer_collections``), and a build's heavier tasks
(a kit's paper: a ReportLab document of thousands of pages) leave their objects in reference
cycles: garbage that a full collection frees, but one may not come for the rest of the build, so
each worker kept every kit it wrote. After a task that left many more objects allocated than there
were at the last collection, ``after_task`` collects (the objects inherited at the fork are frozen,
so this touches none of the pages shared with the main process); then it hands the free pages of
C's heap back to the system (glibc's ``malloc_trim``, where there is one), which otherwise keeps
what large buffers and freed objects left.

On the synthetic 9,000-card build a worker's memory after the kits went from about 236 MB PSS to
about 176 MB (``bench/build_timeline.py --memory``).
"""

from __future__ import annotations

import ctypes
import gc
import sys

LEFT_BEHIND = 100_000   # more allocated blocks than after the last collection: collect now
_since: list[int] = []  # the allocated blocks after this process's last collection


def _malloc_trim():
    """glibc's ``malloc_trim``, or None (another C library). Looked up among the symbols the
    process has loaded already (libc's among them), not by searching for the library's file,
    which took 19 ms of every build's start."""
    try:
        trim = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return trim


_TRIM = _malloc_trim() if sys.platform.startswith("linux") else None


def started() -> None:
    """Count from now (a process starting on tasks)."""
    _since[:] = [sys.getallocatedblocks()]


def after_task() -> None:
    """Collect when the task just run left many objects behind; give free heap pages back."""
    blocks = sys.getallocatedblocks()
    if not _since:
        _since.append(blocks)
    if blocks - _since[0] >= LEFT_BEHIND:
        gc.collect()
        _since[:] = [sys.getallocatedblocks()]
    if _TRIM is not None:
        _TRIM(0)


def run(fn, *args):
    """``fn(*args)``, then ``after_task`` (how the pool runs every task, in any process)."""
    try:
        return fn(*args)
    finally:
        after_task()
