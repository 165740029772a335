"""The build: every game's outputs and the reference site, as tasks written into a staging folder.

Each producer makes one task per game (a plain function), or several (a ``Split``: the kit per
paper, the card images per Tabletop Simulator sheet). All tasks of the build go to one pool
(``pool``); a game's reference pages link the card images its planned tasks write, so they need
not wait for them, and the reference's index waits for every game's pages. A task's key is a hash
of what it reads (``inputs``); one whose key is unchanged since the previous build keeps its files
(``reuse``), and a game whose inputs are all unchanged is kept whole, unloaded (``unchanged``).
The kits, whose parts are only papers, are planned first: the workers start on them while the main
process checks the content (any error refuses the build before anything is kept) and plans the rest.
"""

from __future__ import annotations

import errno
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import cast

from generator.diagnostics import Diagnostic, Severity
from generator.model.game.project import GameContent, Project
from generator.settings_file import KitSettings
from generator.output import pool
from generator.output.progress import Progress
from generator.model.build import game_folders
from generator.output.inputs import (GameInputs, game_inputs, game_key, model_text, options_key, project_inputs,
                                     site_reads, summary_text, without_card_text)
from generator.geometry import kept
from generator.output.reuse import Reuse, task_key, tool_fingerprint
from generator.output.staging import KEPT_BY_BUILD, MARKER, check_output_dir, staged_output
from generator.rules.derived import derive_all, derived_tables
from generator.rules.targets import game_position

OUTPUTS = ("kit", "rules", "quickref", "components", "images", "html")
# How costly each producer's tasks are, roughly, in hundredths of a CPU second on the shipped games
# (the pool starts the heaviest first, in workers, while the main process takes the lightest): a
# game's quick references 0.4-0.5, reference pages 0.07-0.25, a sheet of card images 0.01-0.07; a
# kit's paper 0.13-0.95, more the more drawn parts it packs (``task_weight``); a rules book 2.5-9.
WEIGHTS = {"print_and_play_kits": 0, "print_on_demand": 40, "quickrefs": 45, "reference_pages": 20,
           "card_images": 5, "rulebooks": 300}
KIT_PART_WEIGHT = 4   # a kit's weight for each of its game's decks, boards and tracks


@dataclass(frozen=True)
class BuildOptions:
    out: Path
    games: tuple[str, ...] = ()
    kit: KitSettings | None = None   # None: the project's generator.toml [kit], else the defaults
    progress: Progress | None = None  # the terminal's progress line
    card_ppi: int | None = None      # None: the project's generator.toml [cards] ppi, else 150
    only: tuple[str, ...] = OUTPUTS  # which outputs to write (of OUTPUTS)
    workers: int | None = None       # worker processes beside the main one; None: one per spare core
    languages: tuple[str, ...] = ()  # translations built beside the source, each into <out>/<lang>/
    tts_base_url: str | None = None  # where the output is hosted, for the Tabletop Simulator save's URLs


class BuildRefused(Exception):
    """A producer found the content cannot be built as asked; the previous output stays."""

    def __init__(self, diagnostics: list[Diagnostic]):
        self.diagnostics = diagnostics
        super().__init__("; ".join(d.message for d in diagnostics))

    def __reduce__(self):  # raised in a worker, re-raised in the main process
        return (type(self), (self.diagnostics,))


class ContentRefused(BuildRefused):
    """The content's checks, run while the workers start on the kits, found errors."""


GameProducer = Callable[[GameContent, Path, BuildOptions], list[Path]]
SiteProducer = Callable[[Project, Path, BuildOptions], list[Path]]


class Split:
    """A producer that splits into parts: ``parts`` plans them (in the main process, where it may
    write small files itself, returned first), ``run_part`` writes one part in any process."""

    __name__ = "split"
    output = ""

    def parts(self, game: GameContent, folder: Path, options: BuildOptions) -> tuple[list[Path], list]:
        raise NotImplementedError

    def run_part(self, game: GameContent, folder: Path, options: BuildOptions, part) -> list[Path]:
        raise NotImplementedError

    def reads(self, game: GameContent, part, inputs: GameInputs) -> tuple:
        """What one part's files depend on (its key's parts): by default the whole game."""
        return (inputs.whole, part)

    def __call__(self, game: GameContent, folder: Path, options: BuildOptions) -> list[Path]:
        written, parts = self.parts(game, folder, options)
        return written + [p for part in parts for p in self.run_part(game, folder, options, part)]


def write_components_pdf(game: GameContent, path: Path) -> None:
    from generator.render.components_pdf import write_components_pdf as write

    write(game, path)


def components_list(game: GameContent, folder: Path, options: BuildOptions) -> list[Path]:
    path = folder / f"{game.id}-components.pdf"
    write_components_pdf(game, path)
    return [path]


def quickrefs(game: GameContent, folder: Path, options: BuildOptions) -> list[Path]:
    """The game's quick references (given the game without its cards' text: see ``reads_of``)."""
    from generator.quickref.writer import QuickrefRefused, write_quickrefs

    try:
        return write_quickrefs(game, folder)
    except QuickrefRefused as exc:
        pos = game_position(game)
        raise BuildRefused([Diagnostic("quickref-fit", Severity.ERROR,
                                       f"quick reference of '{game.id}': {problem}", pos)
                            for problem in exc.problems]) from None


def kit_settings(game: GameContent, options: BuildOptions):
    from generator.settings_file import read_settings

    return options.kit if options.kit is not None else read_settings(game.folder.parent.parent).kit


class PrintAndPlayKits(Split):
    """The print-and-play kit, one part per paper."""

    __name__ = "print_and_play_kits"
    output = "kit"

    def parts(self, game, folder, options):
        return [], list(kit_settings(game, options).papers)

    def run_part(self, game, folder, options, part):
        from generator.render.kit_pdf import write_kits

        settings = replace(kit_settings(game, options), papers=(part,))
        return write_kits(game, folder, settings, game.folder.parent.parent, options.progress)


class CardImages(Split):
    """Card PNGs and Tabletop Simulator sheets, one part per sheet (backs written in planning)."""

    __name__ = "card_images"
    output = "images"

    def parts(self, game, folder, options):
        from generator.export.card_sheets import plan_decks, write_notes
        from generator.output.card_images import card_ppi
        from generator.render.png_cards import deck_styles

        ppi = options.card_ppi or card_ppi(game.folder.parent.parent)
        decks = plan_decks(deck_styles(game), folder, ppi)
        written = [p for _, plan in decks for p in plan.written] + write_notes(decks, folder)
        return written, [job for _, plan in decks for job in plan.jobs]

    def run_part(self, game, folder, options, part):
        from generator.export.card_sheets import run_sheet

        return run_sheet(part, folder)

    def coming(self, parts) -> frozenset[str]:
        """The card images the ``parts`` write, relative to the game's folder."""
        return frozenset(card.name for job in parts for card, owned in zip(job.cards, job.owned) if owned)

    def reads(self, game, part, inputs):
        """A sheet's job holds every primitive it draws; pictures are files beside the content."""
        return (inputs.project, inputs.loose, part)


def print_on_demand(game: GameContent, folder: Path, options: BuildOptions) -> list[Path]:
    """Card images for print-on-demand services, when the kit settings ask for them."""
    settings = kit_settings(game, options)
    if not settings.print_on_demand:
        return []
    from generator.export.pod import write_pod

    _announce(options, f"{game.id}: print-on-demand card images")
    printed = replace(game, decks=tuple(deck for deck in game.decks if settings.prints_deck(deck)))
    return write_pod(printed, folder, game.folder.parent.parent)


def tts_save(game: GameContent, folder: Path, options: BuildOptions) -> list[Path]:
    """The Tabletop Simulator saved object, naming the card sheets and backs the card images write."""
    from generator.export.tts_save import base_url, write_tts_save

    game_path = game.id if folder.parent == _BUILD["targets"][0][1] else f"{folder.parent.name}/{game.id}"
    url = base_url(game_path, options.out, options.tts_base_url)
    return write_tts_save(game, folder, url, settings=kit_settings(game, options))


class Rulebooks(Split):
    """The rules books, one part per file: on the kit's papers, and as booklets when the kit
    settings ask."""

    __name__ = "rulebooks"
    output = "rules"

    def parts(self, game, folder, options):
        from generator.rulebook.writer import rules_files

        settings = kit_settings(game, options)
        return [], [name.name for name in rules_files(game.id, settings.papers, settings.booklet)]

    def run_part(self, game, folder, options, part):
        from reportlab.platypus.doctemplate import LayoutError

        from generator.rulebook.writer import write_rulebook

        try:
            return [write_rulebook(game, folder, part)]
        except LayoutError as exc:
            what = " ".join(str(exc).split())[:300]
            raise BuildRefused([Diagnostic("rulebook-layout", Severity.ERROR,
                                           f"rules book '{part}': cannot be laid out: {what}",
                                           game_position(game))]) from None


print_and_play_kits = PrintAndPlayKits()
rulebooks = Rulebooks()
card_images = CardImages()
OUTPUT_OF = {"components_list": "components", "print_on_demand": "kit", "quickrefs": "quickref", "tts_save": "images",
             "reference_pages": "html", "reference_site": "html"}


def reference_pages(game: GameContent, folder: Path, options: BuildOptions) -> list[Path]:
    """The game's pages of the HTML reference, linking its card images: those in the output and
    those the build's card image tasks write (so the pages need not wait for them)."""
    from generator.render.html_site import write_game_pages

    target, project = next((n, p) for n, (p, staging) in enumerate(_BUILD["targets"]) if staging == folder.parent)
    images = _BUILD.get("images", {}).get((target, game.id), frozenset())
    return write_game_pages(project, game, folder.parent / "html", images)


def reference_site(project: Project, folder: Path, options: BuildOptions) -> list[Path]:
    """The reference's index and assets (after every game's pages)."""
    from generator.render.html_site import write_site_shell

    return write_site_shell(project, folder / "html", planned_documents(project, options))


def planned_documents(project: Project, options: BuildOptions) -> frozenset[str]:
    """The quick references and kits this build writes (``<game>/<file>``), which the site's index
    links (a refused build writes none of its files, so what is planned is what is there), with
    those of the games it keeps whole."""
    names = set()
    for game in project.games.values():
        names |= _documents_of(game, options)
    for record in _BUILD.get("kept", {}).values():
        names |= set(record["documents"])
    return frozenset(names)


def _documents_of(game: GameContent, options: BuildOptions) -> set[str]:
    from generator.render.document_paths import QUICKREF_PAPERS, kit_path, quickref_path

    names = set()
    if "quickref" in options.only:
        names |= {quickref_path(Path(game.id), game, paper).as_posix() for paper in QUICKREF_PAPERS}
    if "kit" in options.only:
        papers = kit_settings(game, options).papers
        names |= {kit_path(Path(game.id), game.id, paper).as_posix() for paper in papers}
    if "rules" in options.only:
        from generator.rulebook.writer import rules_files

        settings = kit_settings(game, options)
        names |= {(Path(game.id) / p).as_posix() for p in rules_files(game.id, settings.papers, settings.booklet)}
    return names


def _announce(options: BuildOptions, step: str) -> None:
    """Show the step on the terminal's progress line (quiet off a terminal and in short builds)."""
    if options.progress is not None:
        options.progress.update(step)


def _wanted(producer, options: BuildOptions) -> bool:
    name = getattr(producer, "output", "") or OUTPUT_OF.get(producer.__name__, "")
    return not name or name in options.only


# What the running build's tasks read, set before the pool forks its workers.
_BUILD: dict = {}


def _summarised(run: Callable[[], list[Path]]) -> tuple[list[Path], list[str], list[str]]:
    """The task's files, the summary lines it added (taken back: the build adds them in order) and
    the kept layouts it used."""
    progress = _BUILD["options"].progress
    summary = getattr(progress, "summary", None)
    before = len(summary) if summary is not None else 0
    kept.taken()
    files = run()
    layouts = kept.taken()
    if summary is None:
        return files, [], layouts
    lines = summary[before:]
    del summary[before:]
    return files, lines, layouts


def _run_game_part(target: int, index: int, game_id: str, part,
                   coming: frozenset[str] = frozenset()) -> tuple[list[Path], list[str], list[str]]:
    """One task of a game; ``coming``: for its reference pages, the card images the build writes."""
    build = _BUILD
    project, staging = build["targets"][target]
    producer = build["pipeline"].game_producers[index]
    game = build["games"].get((target, index, game_id))
    if game is None:   # a worker started before planning gave the quick references their model
        game = project.games[game_id]
        if producer is quickrefs:
            derived_tables(game)   # from the whole game, as in the main process (see without_card_text)
            game = without_card_text(game)
    if coming:
        build.setdefault("images", {})[(target, game_id)] = coming
    folder, options = staging / game_id, build["options"]
    if part is None:
        return _summarised(lambda: producer(game, folder, options))
    return _summarised(lambda: producer.run_part(game, folder, options, part))


def _run_site(target: int, index: int) -> tuple[list[Path], list[str], list[str]]:
    build = _BUILD
    project, staging = build["targets"][target]
    return _summarised(lambda: build["pipeline"].site_producers[index](project, staging, build["options"]))


@dataclass
class Pipeline:
    """What a build produces: per-game producers, then site-wide producers."""

    game_producers: list = field(default_factory=lambda: [
        components_list, quickrefs, card_images, tts_save, print_and_play_kits, print_on_demand, rulebooks,
        reference_pages])
    site_producers: list[SiteProducer] = field(default_factory=lambda: [reference_site])

    def run(self, project: Project, options: BuildOptions, kept_games: dict[str, dict] | None = None,
            check: Callable[[], list[Diagnostic]] | None = None) -> list[Path]:
        """Build into staging and swap it in; return the written files, relative to the output.
        ``kept_games`` are the last build's records of the games it keeps whole, which ``project``
        leaves out (see ``unchanged``). ``check`` gives the errors of the project's checks: it runs
        in the main process while the workers start on the kits, and any error refuses the build
        (ContentRefused) before anything is kept."""
        check_output_dir(options.out, project.root)
        partial = bool(options.games) or set(options.only) != set(OUTPUTS)
        with staged_output(options.out, project.root, keep_previous=partial,
                           keep=KEPT_BY_BUILD) as staging:
            reuse = Reuse(options.out.resolve(), staging)
            with kept.opened(options.out.resolve(), staging, tool_fingerprint()):
                written = self._build(project, options, staging, reuse, kept_games or {}, check)
            reuse.written(MARKER, "", [staging / MARKER])
            reuse.save(keep_others=partial)
            written = [p.relative_to(staging) for p in written]
        return written

    def producers(self) -> tuple[str, ...]:
        """The names of what this pipeline produces (part of every game's key)."""
        return tuple(p.__name__ for p in [*self.game_producers, *self.site_producers])

    def keys(self, project: Project, options: BuildOptions, staging: Path) -> dict[str, str]:
        """Each task's key as a build into ``staging`` would compare it with the last build's."""
        derive_all(project)
        _BUILD.update(pipeline=self, targets=[(project, staging)], options=options, games={}, kept={})
        try:
            return self._plan(project, options, staging, 0)[1]
        finally:
            _BUILD.clear()

    def _build(self, project: Project, options: BuildOptions, staging: Path, reuse: Reuse,
               kept_games: dict[str, dict], check: Callable[[], list[Diagnostic]] | None = None) -> list[Path]:
        targets = [(project, staging)]
        if options.languages:  # translations, each into <out>/<lang>/ (see generator/i18n)
            from generator.i18n.builds import language_projects

            targets += [(translated, staging / lang)
                        for lang, translated in language_projects(project, options.languages)]
        _BUILD.update(pipeline=self, targets=targets, options=options, games={}, kept=kept_games)
        try:
            early: list[pool.Task] = []
            keys: dict[str, str] = {}
            for target, (built, folder) in enumerate(targets):
                more, more_keys, *_ = self._plan(built, options, folder, target, "early")
                early += more
                keys.update(more_keys)
            written, lines = _kept(early, keys, {}, reuse)
            planned: dict[str, list[Path] | None] = {}
            order: list[str] = []

            def rest() -> list[pool.Task]:
                """The other tasks, planned while the workers start on the kits (a worker computes
                the derived tables its kits show itself, the first time it needs them), once the
                content's checks found no error."""
                errors = check() if check is not None else []
                if errors:
                    raise ContentRefused(errors)
                derive_all(project)   # here once, before the tasks of this process show them
                tasks: list[pool.Task] = []
                for target, (built, folder) in enumerate(targets):
                    more, more_keys, more_planned, records, names = self._plan(built, options, folder, target, "rest")
                    tasks += more
                    keys.update(more_keys)
                    planned.update(more_planned)
                    reuse.new_games.update(records)
                    order.extend(names)
                more_written, more_lines = _kept(tasks, keys, planned, reuse)
                written.update(more_written)
                lines.update(more_lines)
                return [task for task in tasks if task.name not in written]

            results = pool.run_tasks([task for task in early if task.name not in written], options.workers,
                                     lambda task: _announce(options, f"{task.name.split('|')[0]}"), rest)
            for name, result in results.items():
                written[name], lines[name], layouts = cast(tuple, result)
                reuse.written(name, keys[name], written[name], lines[name], layouts)
            for name, files in planned.items():
                if files is not None:
                    reuse.written(name, "", files)
                    written[name] = files
            summary = getattr(options.progress, "summary", None)
            if summary is not None:
                summary.extend(line for name in order for line in lines[name])
            return [p for name in planned for p in written[name]] + [p for name in order for p in written[name]]
        finally:
            _BUILD.clear()

    def _plan(self, project: Project, options: BuildOptions, staging: Path, target: int, phase: str = "all"):
        """Every task with its key, the files written while planning (by name; None for a game kept
        whole, whose planning files are kept), the record of each game of the source build and
        every task's name in the build's order. The ``phase`` "early" plans the kits alone (their
        parts are cheap to plan and need nothing planning leaves), "rest" all but them."""
        prefix = "" if target == 0 else f"{staging.name}/"
        kept_games: dict[str, dict] = _BUILD["kept"] if target == 0 and phase != "early" else {}
        tasks: list[pool.Task] = []
        keys: dict[str, str] = {}
        planned: dict[str, list[Path] | None] = {}
        records: dict[str, dict] = {}
        names: list[str] = []
        shared = project_inputs(project)
        pages: list[str] = []
        summaries: list[str] = []
        order = [f.name for f in game_folders(project.root)] if kept_games else list(project.games)
        for game_id in order:
            if game_id in kept_games:
                record = records[game_id] = kept_games[game_id]
                planned[f"{game_id}: planned"] = None
                for name, key in record["tasks"]:
                    if name != f"{game_id}: planned":
                        tasks.append(pool.Task(name, _vanished))
                        keys[name] = key
                        names.append(name)
                summaries.append(record["summary"])
                continue
            game = project.games.get(game_id)
            if game is None:
                continue
            files, entries = self._plan_game(game, options, staging, target, shared, phase, tasks, pages)
            keys.update(entries)
            names += [name for name, _ in entries]
            if phase == "early":
                continue
            planned[f"{prefix}{game_id}: planned"] = files
            summaries.append(summary_text(game))
            if target == 0:
                records[game_id] = {"key": game_key(game.folder, shared, options, self.producers()),
                                    "summary": summaries[-1], "documents": sorted(_documents_of(game, options)),
                                    "tasks": [[f"{game_id}: planned", ""], *(list(e) for e in entries)]}
        for index, producer in enumerate(self.site_producers):
            if not _wanted(producer, options) or phase == "early":
                continue
            name = prefix + producer.__name__.replace("_", " ")
            tasks.append(pool.Task(name, _run_site, (target, index), frozenset(pages)))
            keys[name] = task_key(shared, options_key(options), name, site_reads(summaries, options.games),
                                  sorted(planned_documents(project, options)))
            names.append(name)
        return tasks, keys, planned, records, names

    def _plan_game(self, game: GameContent, options: BuildOptions, staging: Path, target: int, shared: str,
                   phase: str, tasks: list[pool.Task], pages: list[str]) -> tuple[list[Path], list[tuple[str, str]]]:
        """Add the game's tasks of ``phase`` (see ``_plan``); return the files written while
        planning them and every task's name and key, in order (the kits' too in the phase "rest")."""
        prefix = "" if target == 0 else f"{staging.name}/"
        folder = staging / game.id
        folder.mkdir(parents=True, exist_ok=True)
        inputs = game_inputs(game, shared)
        written: list[Path] = []
        entries: list[tuple[str, str]] = []
        for index, producer in enumerate(self.game_producers):
            early = producer is print_and_play_kits
            if not _wanted(producer, options) or (phase == "early" and not early):
                continue
            label = f"{prefix}{game.id}: {producer.__name__.replace('_', ' ')}"
            _announce(options, label)
            parts: list = [None]
            if isinstance(producer, Split):
                more, parts = producer.parts(game, folder, options)
                written.extend(more)
            coming = _BUILD.get("images", {}).get((target, game.id), frozenset())
            for n, part in enumerate(parts):
                name = f"{label}|{n}"
                if phase != "rest" or not early:
                    args = (target, index, game.id, part, coming if producer is reference_pages else frozenset())
                    tasks.append(pool.Task(name, _run_game_part, args, weight=task_weight(producer, game)))
                reads = self._reads(producer, game, part, inputs, (target, index, game.id))
                entries.append((name, task_key(*reads, options_key(options), producer.__name__, prefix,
                                               "images" in options.only)))
            if producer is card_images:
                _BUILD.setdefault("images", {})[(target, game.id)] = card_images.coming(parts)
            elif producer is reference_pages:
                pages.append(f"{label}|0")
        return written, entries

    def _reads(self, producer, game: GameContent, part, inputs: GameInputs, at: tuple) -> tuple:
        """What a task's files depend on; a task given part of the game gets it here (``at``)."""
        if isinstance(producer, Split):
            return producer.reads(game, part, inputs)
        if producer is quickrefs:
            shown = without_card_text(game)
            _BUILD["games"][at] = shown
            return (inputs.project, inputs.loose, model_text(shown))
        return (inputs.whole,)


def task_weight(producer, game: GameContent) -> int:
    """How costly one of ``producer``'s tasks for ``game`` is, roughly (see WEIGHTS): a kit's paper
    by its game's decks, boards and tracks, whose parts its packing search places (Rurik's kits
    cost four to seven times the others', and start first)."""
    weight = WEIGHTS.get(producer.__name__, 0)
    if producer is print_and_play_kits:
        weight += KIT_PART_WEIGHT * (len(game.decks) + len(game.boards) + len(game.tracks))
    return weight


def _kept(tasks: list[pool.Task], keys: dict[str, str], planned: dict[str, list[Path] | None],
          reuse: Reuse) -> tuple[dict[str, list[Path]], dict[str, list[str]]]:
    """The files (and summary lines) of the tasks whose keys are unchanged, linked from the last
    build, with the planning files of the games kept whole."""
    written: dict[str, list[Path]] = {}
    lines: dict[str, list[str]] = {}
    for name, files in planned.items():
        if files is None:
            found = reuse.kept(name, "")
            if found is None:
                _vanished()
            written[name] = found[0] if found else []
    for task in tasks:
        found = reuse.kept(task.name, keys[task.name])
        if found is not None:
            written[task.name], lines[task.name] = found
    return written, lines


def _vanished() -> list[Path]:
    """A task of a game kept whole whose files went missing once the build had checked them."""
    raise OSError(errno.ESTALE, "files of the last build changed while this build kept them; build again")
