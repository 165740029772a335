"""The build's tasks run in a pool of worker processes (the standard library's executor).

The workers are forked once every task is planned, so they start with the checked project as the
main process holds it (the card faces the checks laid out included), and each task is sent as
plain data (``tasks.Task``). The build itself reaches them through the executor's initializer,
which ``fork`` hands over without pickling: pickling a game with each task cost 0.14-0.47 s a game
on the shipped project, and a translated game's memo does not pickle at all. Results come back by
task name, so what a build writes never depends on which process ran what. Where ``fork`` is not
available, with no workers or few tasks, every task runs in the main process.

Workers ignore Ctrl-C (the main process handles it and stops them) and end when the main process
dies. A forked worker shares its parent's open files, so it closes its copy of the output lock's
descriptor: a lock held through it would outlive a killed parent for as long as the worker runs
(closing the worker's copy never unlocks the parent's).
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import signal
import sys
import time
from collections.abc import Callable
from contextlib import contextmanager, suppress
from concurrent.futures import FIRST_EXCEPTION, Future, ProcessPoolExecutor, wait
from functools import partial
from pathlib import Path
from typing import Protocol

from generator.output.tasks import Task

_PR_SET_PDEATHSIG = 1
_WATCH_INTERVAL = 0.5  # seconds between looks at the parent where the kernel cannot be asked
_STOPPING = {signal.SIGINT, signal.SIGTERM}
PARALLEL_FROM = 4     # fewer tasks than this run in this process: a pool costs more than it saves
Result = tuple[list[Path], list[str], list[str]]   # a task's files, summary lines and kept layouts used


class Runs(Protocol):
    def run(self, task: Task) -> Result: ...


# In a worker process: the build it runs tasks of, set by the executor's initializer (see above).
_serving: list[Runs] = []


def default_workers() -> int:
    """One worker process per core this process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def run_tasks(build: Runs, tasks: list[Task], workers: int | None, lock: Path | None,
              done: Callable[[Task], None]) -> dict[str, Result]:
    """Every task's result by name, the heaviest started first; ``lock``: the output lock's file."""
    tasks = sorted(tasks, key=lambda t: -t.weight)
    workers = default_workers() if workers is None else workers
    context = _fork_context()
    if workers < 1 or context is None or len(tasks) < PARALLEL_FROM:
        results = {}
        for task in tasks:
            results[task.name] = build.run(task)
            done(task)
        return results
    return _pooled(build, tasks, min(workers, len(tasks)), context, lock, done)


def _pooled(build: Runs, tasks: list[Task], workers: int, context, lock: Path | None,
            done: Callable[[Task], None]) -> dict[str, Result]:
    gc.freeze()   # what the workers inherit stays out of their collections: its pages stay shared
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_started,
                               initargs=(build, os.getpid(), lock))
    try:
        with signals_held():   # a Ctrl-C during the forks waits until they are done
            futures: dict[Future, Task] = {pool.submit(_run, tasks[0]): tasks[0]}
        futures.update({pool.submit(_run, task): task for task in tasks[1:]})
        for future in futures:
            future.add_done_callback(partial(_landed, futures[future], done))
        finished, _ = wait(futures, return_when=FIRST_EXCEPTION)
        for future in finished:
            error = future.exception()
            if error is not None:
                raise error
        results = {futures[f].name: f.result() for f in futures}
    except BaseException:  # Ctrl-C or a failed task: stop the others now
        _stop(pool)
        raise
    finally:
        gc.unfreeze()
    pool.shutdown()
    return results


def _landed(task: Task, done: Callable[[Task], None], future: Future) -> None:
    if not future.cancelled() and future.exception() is None:
        done(task)


def _fork_context():
    try:
        return multiprocessing.get_context("fork")
    except ValueError:  # pragma: no cover - Windows
        return None


def _started(build: Runs, parent_pid: int, lock: Path | None) -> None:
    worker_started(parent_pid, lock)
    _serving[:] = [build]


def _run(task: Task) -> Result:
    return _serving[0].run(task)


def _stop(pool: ProcessPoolExecutor) -> None:
    """Cancel what has not started and end the workers (they may be writing into staging, which
    the caller is about to remove)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(timeout=5)


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


def worker_started(parent_pid: int, lock: Path | None) -> None:
    """What a worker process does first (``parent_pid``: the process that starts it; ``lock``: the
    output lock's file, whose descriptors the worker closes)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops the workers on Ctrl-C
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the parent's handler, copied by fork
    if hasattr(signal, "pthread_sigmask"):  # forked while signals_held(): let them in again
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _STOPPING)
    if not _kernel_kills_orphan():
        import threading

        threading.Thread(target=_watch_parent, args=(os.getppid(),), daemon=True).start()
    if not _alive(parent_pid):  # the parent died before the request took effect
        os._exit(1)
    if lock is not None:
        _close_descriptors_of(lock)


def _close_descriptors_of(path: Path) -> None:
    """Close this process's descriptors of the file at ``path``."""
    try:
        wanted = os.stat(path)
        descriptors = [int(fd) for fd in os.listdir("/dev/fd")]
    except OSError:
        return
    for fd in descriptors:
        with suppress(OSError):  # the listing's own descriptor, already closed
            found = os.fstat(fd)
            if (found.st_dev, found.st_ino) == (wanted.st_dev, wanted.st_ino):
                os.close(fd)


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
