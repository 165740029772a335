"""Rendering shared across processes: a ``map`` that uses a process pool when there is enough work.

Each job writes its own file from its own inputs, so the output is the same bytes whichever
process ran it; results come back in the order of the inputs.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager

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
    with ProcessPoolExecutor(max_workers=workers) as pool:
        yield lambda fn, items: list(pool.map(fn, items, chunksize=max(1, len(items) // (workers * 4))))
