"""Run two pieces of work at once: one in a forked process, whose result comes back pickled
through a pipe, and one here. When the forked one fails (an exception, a signal, a result that
does not arrive whole), its work is done here after all, so the caller always gets both."""

from __future__ import annotations

import os
import pickle
import signal
from collections.abc import Callable

from generator.child_processes import signals_held, worker_started


def forked(theirs: Callable[[], dict], mine: Callable[[], dict]) -> dict:
    """``mine()`` updated with ``theirs()``, the latter run in a child process when one starts."""
    child = _start(theirs)
    try:
        result = mine()
    except BaseException:
        if child is not None:
            _stop(child)
        raise
    got = _collect(child) if child is not None else None
    result.update(got if got is not None else theirs())
    return result


def _start(work: Callable[[], dict]) -> tuple[int, int] | None:
    read_end, write_end = os.pipe()
    parent = os.getpid()
    try:
        with signals_held():
            pid = os.fork()
    except OSError:
        os.close(read_end)
        os.close(write_end)
        return None
    if pid == 0:   # the child: never returns to the caller's code
        code = 1
        try:
            worker_started(parent)   # as every worker: ends with the parent, leaves Ctrl-C to it
            os.close(read_end)
            data = pickle.dumps(work(), protocol=pickle.HIGHEST_PROTOCOL)
            with os.fdopen(write_end, "wb") as out:
                out.write(data)
            code = 0
        except BaseException:   # the parent does the work again
            pass
        finally:
            os._exit(code)
    os.close(write_end)
    return pid, read_end


def _collect(child: tuple[int, int]) -> dict | None:
    """The child's result, or None when it failed."""
    pid, read_end = child
    with os.fdopen(read_end, "rb") as pipe:
        data = pipe.read()
    _, status = os.waitpid(pid, 0)
    if status != 0 or not data:
        return None
    try:
        got = pickle.loads(data)
    except Exception:   # a result cut short
        return None
    return got if isinstance(got, dict) else None


def _stop(child: tuple[int, int]) -> None:
    pid, read_end = child
    os.close(read_end)
    try:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    except OSError:
        pass
