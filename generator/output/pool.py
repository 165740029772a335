"""One pool of worker processes for the whole build, fed by every stage; the main process works too.

Tasks are named calls of module-level functions with small arguments; the build's large inputs
(the checked project, its laid-out faces) reach the workers by ``fork``, as they stood when the
pool started, so nothing large is pickled. A task may wait for others (``after``). Ready tasks are
queued heaviest first (``weight``); the main process hands each idle worker the next one and runs
tasks itself meanwhile, from the end of the queue (the light ones), with no task queued behind a
busy worker that the main process could have taken; results are returned by name, so what a build
writes never depends on which process ran what. Where ``fork`` is not available, or there is one
core, every task runs in the main process.

Workers ignore Ctrl-C (the main process handles it and stops them), end when the main process dies
and never hold its output lock (see generator.child_processes).
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import threading
from collections import deque
from collections.abc import Callable
from contextlib import contextmanager
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import partial

from generator.child_processes import signals_held, worker_started
from generator.output import tidy

PARALLEL_FROM = 4     # fewer tasks than this run in this process: a pool costs more than it saves
YOUNG_OBJECTS = 10_000  # new objects between the collector's runs while tasks run (Python's default: 700)


def default_workers() -> int:
    """Worker processes beside the main one: one per core but the main process's own."""
    return max(0, min(len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1,
                      os.cpu_count() or 1) - 1)


@dataclass(frozen=True)
class Task:
    name: str
    fn: Callable
    args: tuple = ()
    after: frozenset[str] = field(default_factory=frozenset)
    weight: int = 0   # how costly the task is, roughly: the heaviest ready tasks start first


def _fork_context():
    try:
        return multiprocessing.get_context("fork")
    except ValueError:  # pragma: no cover - Windows
        return None


class _Schedule:
    """Which tasks are ready, which wait for others, and what each returned."""

    def __init__(self, tasks: list[Task], on_done: Callable[[Task], None] | None):
        self.names = {t.name for t in tasks}
        self.ready = deque(sorted((t for t in tasks if not (t.after & self.names)), key=lambda t: -t.weight))
        self.waiting = [t for t in tasks if t.after & self.names]
        self.results: dict[str, object] = {}
        self.error: BaseException | None = None
        self.running = 0
        self.lock = threading.Condition()
        self.on_done = on_done

    def add(self, tasks: list[Task]) -> None:
        """More tasks, planned while the first ran."""
        with self.lock:
            self.names |= {t.name for t in tasks}
            self.waiting += tasks
            self._release()

    def _release(self) -> None:
        """Move the tasks whose waits are over to the ready queue, heaviest first (lock held)."""
        released = [t for t in self.waiting if t.after & self.names <= self.results.keys()]
        if released:
            self.waiting = [t for t in self.waiting if t not in released]
            self.ready = deque(sorted([*self.ready, *released], key=lambda t: -t.weight))
        self.lock.notify_all()

    def finished(self, task: Task, result=None, error: BaseException | None = None) -> None:
        with self.lock:
            self.running -= 1
            if error is not None and self.error is None:
                self.error = error
            self.results[task.name] = result
            self._release()
        if error is None and self.on_done is not None:
            self.on_done(task)

    def take(self, from_end: bool) -> Task | None:
        with self.lock:
            if not self.ready or self.error is not None:
                return None
            self.running += 1
            return self.ready.pop() if from_end else self.ready.popleft()

    def done(self) -> bool:
        return self.error is not None or not (self.ready or self.waiting or self.running)


def run_tasks(tasks: list[Task], workers: int | None = None, on_done: Callable[[Task], None] | None = None,
              more: Callable[[], list[Task]] | None = None) -> dict[str, object]:
    """Run every task (each after those it waits for); return each one's result by name. ``more``
    plans further tasks: the main process calls it while the workers start on ``tasks`` (which
    must not need what it plans; a worker sees the main process as it was when the pool started)."""
    schedule = _Schedule(tasks, on_done)
    if more is not None and not tasks:   # nothing to start on meanwhile: plan the rest first
        schedule.add(more())
        more = None
    workers = default_workers() if workers is None else workers
    context = _fork_context()
    with fewer_collections():
        if workers < 1 or context is None or (more is None and len(schedule.names) < PARALLEL_FROM):
            _main_loop(schedule, None, 0, more)
        else:
            _run_pooled(schedule, context, workers, more)
    if schedule.error is not None:
        raise schedule.error
    return schedule.results


@contextmanager
def fewer_collections():
    """The cycle collector runs less often while the tasks run (workers inherit this, and
    benchmarks timing one task alone use it): layouts make many short-lived objects that
    reference counting frees, and each full collection walks the whole checked project. On the
    shipped build the collector's CPU time went from about 1.7 s to 0.8 s, with the same peak
    memory."""
    before = gc.get_threshold()
    gc.set_threshold(YOUNG_OBJECTS, *before[1:])
    try:
        yield
    finally:
        gc.set_threshold(*before)


def _run_pooled(schedule: _Schedule, context, workers: int, more: Callable[[], list[Task]] | None) -> None:
    gc.collect()
    gc.freeze()  # the inherited objects stay untouched by the workers' collector: shared pages
    tidy.started()  # in this process, and in the workers from their fork
    try:
        with ProcessPoolExecutor(workers, mp_context=context, initializer=worker_started,
                                 initargs=(os.getpid(),)) as pool:
            try:
                with signals_held():
                    pool.submit(int)  # starts the workers now, while a Ctrl-C waits for the forks
                _main_loop(schedule, pool, workers, more)
                if schedule.error is not None:
                    _stop(pool)
            except BaseException:  # Ctrl-C or a failed task: stop the others now
                _stop(pool)
                raise
    finally:
        gc.unfreeze()


def _stop(pool: ProcessPoolExecutor) -> None:
    """Cancel what has not started and end the workers (they may be writing into staging, which
    the caller is about to remove)."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        process.terminate()
    for process in processes:
        process.join(timeout=5)


def _main_loop(schedule: _Schedule, pool: ProcessPoolExecutor | None, workers: int,
               more: Callable[[], list[Task]] | None = None) -> None:
    inflight: list[int] = [0]
    feeding = threading.RLock()

    def feed() -> None:
        with feeding:
            while pool is not None and inflight[0] < workers:
                task = schedule.take(from_end=False)
                if task is None:
                    return
                inflight[0] += 1
                try:
                    future = pool.submit(tidy.run, task.fn, *task.args)
                except RuntimeError:  # the pool is shut down: the build is stopping
                    return
                future.add_done_callback(partial(landed, task))

    def landed(task: Task, future: Future) -> None:
        with feeding:
            inflight[0] -= 1
        if future.cancelled():  # cancelled by _stop: the build is stopping
            return
        error = future.exception()
        schedule.finished(task, None if error else future.result(), error)
        feed()

    if more is not None:
        feed()
        schedule.add(more())
    while not schedule.done():
        feed()
        task = schedule.take(from_end=True)
        if task is not None:
            try:
                result = tidy.run(task.fn, *task.args)
            except BaseException as exc:
                schedule.finished(task, None, exc)
                raise
            schedule.finished(task, result)
            continue
        with schedule.lock:
            if not schedule.done() and not schedule.ready:
                schedule.lock.wait(0.05)
