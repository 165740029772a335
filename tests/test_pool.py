"""The build's pool: every task runs once, after those it waits for; results by name whatever ran
where; a failing task stops the build with its own exception."""

from __future__ import annotations

import os

import pytest

from generator.output.pool import Task, run_tasks


def square(n: int) -> tuple[int, int]:
    return n * n, os.getpid()


def fail(n: int) -> None:
    raise ValueError(f"task {n} failed")


@pytest.mark.parametrize("workers", [0, 1, 2])
def test_every_task_runs_once_and_results_come_back_by_name(workers):
    tasks = [Task(f"t{n}", square, (n,)) for n in range(30)]
    results = run_tasks(tasks, workers)
    assert {name: value[0] for name, value in results.items()} == {f"t{n}": n * n for n in range(30)}
    pids = {value[1] for value in results.values()}
    assert (os.getpid() in pids) and (len(pids) > 1) == (workers > 0)


def test_a_task_waits_for_those_it_names():
    order = []
    tasks = [Task("site", order.append, ("site",), frozenset({"a", "b"})),
             Task("a", order.append, ("a",)), Task("b", order.append, ("b",))]
    run_tasks(tasks, 0)
    assert order.index("site") == 2


def test_a_failing_task_raises_its_exception_in_the_main_process():
    tasks = [Task(f"t{n}", square, (n,)) for n in range(10)] + [Task("bad", fail, (7,))]
    with pytest.raises(ValueError, match="task 7 failed"):
        run_tasks(tasks, 1)


def test_the_collector_runs_less_often_while_tasks_run_and_as_before_after():
    import gc

    from generator.output import pool

    before = gc.get_threshold()
    seen = run_tasks([Task(f"t{i}", gc.get_threshold) for i in range(2)], 0)
    assert all(threshold[0] == pool.YOUNG_OBJECTS for threshold in seen.values())
    assert gc.get_threshold() == before


def pid_after(seconds: float) -> int:
    import time

    time.sleep(seconds)
    return os.getpid()


def test_the_heaviest_task_goes_to_a_worker_and_none_waits_behind_a_busy_one():
    tasks = [Task(f"light{n}", pid_after, (0.05,)) for n in range(3)] + [
        Task("heavy", pid_after, (1.0,), weight=5), Task("second", pid_after, (0.5,), weight=4)]
    results = run_tasks(tasks, 1)
    # listed last, the heaviest goes first to the one worker; the next heaviest is not queued
    # behind it but left for the main process, once it has run the light ones
    assert results["heavy"] != os.getpid() and results["second"] == os.getpid()


@pytest.mark.parametrize("workers", [0, 1])
def test_tasks_planned_while_the_first_run_are_run_too_and_may_wait_for_them(workers):
    planned = []

    def more():
        planned.append(True)
        return [Task("after-both", square, (3,), frozenset({"first", "second"})), Task("second", square, (2,))]

    results = run_tasks([Task("first", square, (1,))], workers, more=more)
    assert planned == [True] and {name: value[0] for name, value in results.items()} == {
        "first": 1, "second": 4, "after-both": 9}
    assert run_tasks([], workers, more=lambda: [Task("only", square, (5,))])["only"][0] == 25


class _Node:
    pass


def _leave_cycles(count: int):
    """Objects in reference cycles, unreachable once this returns; a weak reference to one."""
    import weakref

    nodes = [_Node() for _ in range(count)]
    for node in nodes:
        node.me = node
    return weakref.ref(nodes[0])


def test_a_task_that_leaves_many_objects_in_cycles_has_them_collected_after_it():
    import gc

    from generator.output import tidy

    gc.disable()   # as if the collector's own turn were still far off
    try:
        tidy.started()
        small = tidy.run(_leave_cycles, 10)
        assert small() is not None   # a few left behind: no collection yet
        large = tidy.run(_leave_cycles, tidy.LEFT_BEHIND)
        assert large() is None and small() is None
    finally:
        gc.enable()
