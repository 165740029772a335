"""Rendering shared across processes: a ``map`` that uses a process pool when there is enough work.

Each job writes its own file from its own inputs, so the output is the same bytes whichever
process ran it; results come back in the order of the inputs. Workers end with the process that
started them (see generator.child_processes); when the map fails or is interrupted they are
stopped at once rather than left to finish their queue.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager

from generator.child_processes import signals_held, worker_started

WORKERS = min(2, os.cpu_count() or 1)
PARALLEL_FROM = 24     # fewer jobs than this run in this process: a pool costs more than it saves

Mapper = Callable[[Callable, list], list]


def serial_map(fn: Callable, items: list) -> list:
    return [fn(item) for item in items]


@contextmanager
def process_map(jobs: int, workers: int = WORKERS) -> Iterator[Mapper]:
    """A map over ``workers`` processes for about ``jobs`` jobs, or in this process for few."""
    if workers < 2 or jobs < PARALLEL_FROM:
        yield serial_map
        return
    pool = ProcessPoolExecutor(max_workers=workers, initializer=worker_started, initargs=(os.getpid(),))
    try:
        with signals_held():
            pool.submit(int)  # starts the workers now, while a Ctrl-C waits for the fork to end
        yield lambda fn, items: list(pool.map(fn, items, chunksize=max(1, len(items) // (workers * 4))))
    except BaseException:
        _stop(pool)
        raise
    pool.shutdown()


def _stop(pool: ProcessPoolExecutor) -> None:
    """End the workers now: queued jobs are dropped, running ones killed."""
    processes = getattr(pool, "_processes", None) or {}  # the executor keeps no public list
    for process in list(processes.values()):
        process.kill()
    pool.shutdown(wait=True, cancel_futures=True)
