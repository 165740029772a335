"""The build: every game's outputs and the reference site, as tasks written into a staging folder.

Each producer (``producers``) makes tasks per game, one per part, planned in the main process;
then the tasks run in worker processes (``workers``) and the site-wide ones after them. A task's
key is a hash of what it reads (``inputs``); one whose key is unchanged since the previous build
keeps its files (``reuse``), and a game whose inputs are all unchanged is kept whole, unloaded
(``unchanged``).
"""

from __future__ import annotations

import errno
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

from generator.model.build import game_folders
from generator.model.game.project import GameContent, Project
from generator.geometry.kept import LayoutStore
from generator.output.inputs import (GameInputs, game_inputs, game_key, game_view, options_key, project_inputs,
                                     site_reads, summary_text, task_reads)
from generator.output.producers import default_producers
from generator.output.reuse import Reuse, task_key, tool_fingerprint
from generator.output.staging import KEPT_BY_BUILD, MARKER, check_output_dir, lock_file, staged_output
from generator.output.tasks import OUTPUTS, BuildOptions, Producer, Task
from generator.output.workers import Result, run_tasks
from generator.rules.derived import derive_all


@dataclass
class Build:
    """What a build's tasks read: the projects it builds (the source, then each translation), each
    with its folder in staging, the options, and the games as tasks reading less of them see them."""

    targets: list[tuple[Project, Path]]
    options: BuildOptions
    views: dict[tuple[int, str, str], GameContent] = field(default_factory=dict)

    def run(self, task: Task) -> Result:
        """Run ``task``; its files, the summary lines it added (taken back: the build adds them in
        order) and the kept layouts it used."""
        project, staging = self.targets[task.target]
        producer, game, folder = task.producer, None, staging
        if task.game is not None:
            game = self.views.get((task.target, task.game, producer.reads)) or project.games[task.game]
            folder = staging / task.game
        summary = getattr(self.options.progress, "summary", None)
        before = len(summary) if summary is not None else 0
        files = producer.run(project, game, folder, self.options, task)
        lines = summary[before:] if summary is not None else []
        if summary is not None:
            del summary[before:]
        return files, lines, list(task.layouts.used) if task.layouts is not None else []


@dataclass
class Plan:
    """A build's tasks in order, with what planning found on the way."""

    tasks: list[Task] = field(default_factory=list)     # the games' tasks, then the site's
    planned: dict[str, list[Path] | None] = field(default_factory=dict)   # by game: files written
    #   while planning it (None: a game kept whole, whose files of planning are kept)
    kept: list[tuple[str, str]] = field(default_factory=list)   # the tasks (name, key) of games kept whole
    records: dict[str, dict] = field(default_factory=dict)      # each source game's record (``unchanged``)
    order: list[str] = field(default_factory=list)      # every task's name, kept ones included


@dataclass
class Pipeline:
    """What a build produces: per-game producers, then site-wide ones."""

    producers: list[Producer] = field(default_factory=default_producers)

    def run(self, project: Project, options: BuildOptions, kept_games: dict[str, dict] | None = None) -> list[Path]:
        """Build into staging and swap it in; return the written files, relative to the output.
        ``kept_games`` are the last build's records of the games it keeps whole, which ``project``
        leaves out (see ``unchanged``)."""
        check_output_dir(options.out, project.root)
        partial = bool(options.games) or set(options.only) != set(OUTPUTS)
        previous = options.out.resolve()
        with staged_output(options.out, project.root, keep_previous=partial, keep=KEPT_BY_BUILD) as staging:
            layouts = LayoutStore.of_outputs(previous, staging, tool_fingerprint())
            reuse = Reuse(previous, staging, layouts)
            written = self._build(project, options, staging, reuse, layouts, kept_games or {})
            reuse.written(MARKER, "", [staging / MARKER])
            reuse.save(keep_others=partial)
            return [p.relative_to(staging) for p in written]

    def names(self) -> tuple[str, ...]:
        """The names of what this pipeline produces (part of every game's key)."""
        return tuple(p.name for p in self.producers)

    def keys(self, project: Project, options: BuildOptions, staging: Path) -> dict[str, str]:
        """Each task's key as a build into ``staging`` would compare it with the last build's."""
        derive_all(project)
        plan = Plan()
        self._plan(Build([(project, staging)], options), 0, None, {}, plan)
        return {task.name: task.key for task in plan.tasks}

    def _build(self, project: Project, options: BuildOptions, staging: Path, reuse: Reuse, layouts: LayoutStore,
               kept_games: dict[str, dict]) -> list[Path]:
        derive_all(project)
        targets = [(project, staging)]
        if options.languages:  # translations, each into <out>/<lang>/ (see generator/i18n)
            from generator.i18n.builds import language_projects

            targets += [(translated, staging / lang)
                        for lang, translated in language_projects(project, options.languages)]
        build, plan = Build(targets, options), Plan()
        for target, (built, _) in enumerate(targets):
            derive_all(built)
            self._plan(build, target, layouts, kept_games if target == 0 else {}, plan)
        reuse.new_games.update(plan.records)
        written, lines = _linked(plan, reuse)
        games = [t for t in plan.tasks if t.game is not None and t.name not in written]
        results = run_tasks(build, games, options.workers, lock_file(options.out, project.root),
                            lambda task: _announce(options, task.name.split("|")[0]))
        for task in plan.tasks:   # the site's, after every game's pages
            if task.game is None and task.name not in written:
                _announce(options, task.name)
                results[task.name] = build.run(task)
        keys = {task.name: task.key for task in plan.tasks}
        for name, (files, more, used) in results.items():
            written[name], lines[name] = files, more
            reuse.written(name, keys[name], files, more, used)
        summary = getattr(options.progress, "summary", None)
        if summary is not None:
            summary.extend(line for name in plan.order for line in lines.get(name, []))
        return [p for name in [*plan.planned, *plan.order] for p in written[name]]

    def _plan(self, build: Build, target: int, layouts: LayoutStore | None, kept_games: dict[str, dict],
              plan: Plan) -> None:
        """Add the tasks of the build's ``target`` to ``plan``, and the records of the games kept
        whole (``kept_games``) and of the others."""
        project, staging = build.targets[target]
        options = build.options
        shared = project_inputs(project)
        summaries: list[str] = []
        documents: set[str] = set()
        order = [f.name for f in game_folders(project.root)] if kept_games else list(project.games)
        for game_id in order:
            record = kept_games.get(game_id)
            if record is not None:
                plan.records[game_id] = record
                plan.planned[f"{game_id}: planned"] = None
                kept = [(name, key) for name, key in record["tasks"] if name != f"{game_id}: planned"]
                plan.kept += kept
                plan.order += [name for name, _ in kept]
                summaries.append(record["summary"])
                documents |= set(record["documents"])
                continue
            game = project.games.get(game_id)
            if game is None:
                continue
            name = _prefix(target, staging) + f"{game_id}: planned"
            plan.planned[name], tasks = self._plan_game(build, target, game, game_inputs(game, shared), layouts)
            plan.tasks += tasks
            plan.order += [task.name for task in tasks]
            summaries.append(summary_text(game))
            shown = {d for p in self._wanted(options) for d in p.documents(game, options)}
            documents |= shown
            if target == 0:
                plan.records[game_id] = {"key": game_key(game.folder, shared, options, self.names()),
                                         "summary": summaries[-1], "documents": sorted(shown),
                                         "tasks": [[name, ""], *([t.name, t.key] for t in tasks)]}
        for producer in self._wanted(options, site=True):
            name = _prefix(target, staging) + producer.name
            given = frozenset(documents)
            key = task_key(shared, options_key(options), name, site_reads(summaries, options.games), sorted(given))
            plan.tasks.append(Task(name, producer, target, None, None, key, given))
            plan.order.append(name)

    def _plan_game(self, build: Build, target: int, game: GameContent, inputs: GameInputs,
                   layouts: LayoutStore | None) -> tuple[list[Path], list[Task]]:
        """The files written while planning ``game``'s tasks, and its tasks in order. A producer's
        tasks are given the files promised by the producers before it of the output it ``needs``."""
        options, staging = build.options, build.targets[target][1]
        folder = staging / game.id
        folder.mkdir(parents=True, exist_ok=True)
        written: list[Path] = []
        tasks: list[Task] = []
        promised: dict[str, frozenset[str]] = {}
        for producer in self._wanted(options):
            label = f"{_prefix(target, staging)}{game.id}: {producer.name}"
            _announce(options, label)
            more, parts = producer.parts(game, folder, options)
            written += more
            promised[producer.output] = promised.get(producer.output, frozenset()) | producer.promised(parts)
            given = promised.get(producer.needs, frozenset()) if producer.needs else frozenset()
            view = game_view(game, producer.reads)
            if view is not game:
                build.views[(target, game.id, producer.reads)] = view
            reads = task_reads(producer.reads, inputs, view)
            tasks += [Task(f"{label}|{n}", producer, target, game.id, part,
                           task_key(*reads, part, options_key(options), producer.name, _prefix(target, staging),
                                    sorted(given)),
                           given, layouts.fresh() if layouts is not None else None, producer.task_weight(game))
                      for n, part in enumerate(parts)]
        return written, tasks

    def _wanted(self, options: BuildOptions, site: bool = False) -> list[Producer]:
        """The game's producers (or the site's) whose output the build writes."""
        return [p for p in self.producers if p.site == site and (not p.output or p.output in options.only)]


def _prefix(target: int, staging: Path) -> str:
    """What a translation's task names start with (its language's folder)."""
    return "" if target == 0 else f"{staging.name}/"


def _linked(plan: Plan, reuse: Reuse) -> tuple[dict[str, list[Path]], dict[str, list[str]]]:
    """The files (and summary lines) of the tasks whose keys are unchanged, linked from the last
    build: those of the games kept whole, which must all be there, and of any other such task."""
    written: dict[str, list[Path]] = {}
    lines: dict[str, list[str]] = {}
    for name, files in plan.planned.items():
        if files is not None:
            reuse.written(name, "", files)
        found = reuse.kept(name, "") if files is None else (files, [])
        if found is None:
            _vanished()
        written[name] = found[0]
    for name, key in plan.kept:
        found = reuse.kept(name, key)
        if found is None:
            _vanished()
        written[name], lines[name] = found
    for task in plan.tasks:
        found = reuse.kept(task.name, task.key)
        if found is not None:
            written[task.name], lines[task.name] = found
    return written, lines


def _vanished() -> NoReturn:
    """A file of a game kept whole went missing once the build had checked it."""
    raise OSError(errno.ESTALE, "files of the last build changed while this build kept them; build again")


def _announce(options: BuildOptions, step: str) -> None:
    """Show the step on the terminal's progress line (quiet off a terminal and in short builds)."""
    if options.progress is not None:
        options.progress.update(step)
