"""The build's workers: every task runs once, results come back by name whatever ran where, and a
failing task stops the build with its own exception."""

from __future__ import annotations

import os

import pytest

from generator.output.tasks import Producer, Task
from generator.output.workers import run_tasks


class Square(Producer):
    name = "square"


class Squares:
    """A build whose tasks square their part (and say which process ran them)."""

    def run(self, task: Task):
        if task.part == "bad":
            raise ValueError("task bad failed")
        return [], [f"{task.part * task.part}"], [str(os.getpid())]


def tasks(count: int, weight=lambda n: 0) -> list[Task]:
    return [Task(f"t{n}", Square(), 0, "game", n, weight=weight(n)) for n in range(count)]


@pytest.mark.parametrize("workers", [0, 1, 2])
def test_every_task_runs_once_and_results_come_back_by_name(workers):
    done = []
    results = run_tasks(Squares(), tasks(30), workers, None, done.append)
    assert {name: lines for name, (_, lines, _) in results.items()} == {f"t{n}": [f"{n * n}"] for n in range(30)}
    assert sorted(t.name for t in done) == sorted(results)
    pids = {pid for _, _, (pid,) in results.values()}
    assert (str(os.getpid()) in pids) == (workers == 0)


def test_few_tasks_run_in_the_main_process():
    results = run_tasks(Squares(), tasks(3), 2, None, lambda task: None)
    assert {pid for _, _, (pid,) in results.values()} == {str(os.getpid())}


def test_the_heaviest_task_starts_first():
    order = []
    run_tasks(Squares(), tasks(5, weight=lambda n: n), 0, None, lambda task: order.append(task.name))
    assert order == ["t4", "t3", "t2", "t1", "t0"]


@pytest.mark.parametrize("workers", [0, 1])
def test_a_failing_task_raises_its_exception_in_the_main_process(workers):
    failing = [*tasks(10), Task("bad", Square(), 0, "game", "bad")]
    with pytest.raises(ValueError, match="task bad failed"):
        run_tasks(Squares(), failing, workers, None, lambda task: None)
