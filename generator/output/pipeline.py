"""The build: every game's outputs and the reference site, written into a staging folder."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from generator.diagnostics import Diagnostic, Severity
from generator.i18n.builds import language_projects
from generator.kit.settings import KitSettings, load_settings
from generator.model.project import GameContent, Project
from generator.output.progress import Progress
from generator.output.staging import check_output_dir, staged_output
from generator.quickref.writer import QuickrefRefused, write_quickrefs
from generator.render.components_pdf import write_components_pdf
from generator.render.html_site import write_site
from generator.render.kit_pdf import write_kits
from generator.rules.derived import derive_all
from generator.output.card_images import card_images


@dataclass(frozen=True)
class BuildOptions:
    out: Path
    games: tuple[str, ...] = ()
    kit: KitSettings | None = None   # None: the project's generator.toml [kit], else the defaults
    progress: Progress | None = None  # the terminal's progress line
    card_ppi: int | None = None      # None: the project's generator.toml [cards] ppi, else 150
    languages: tuple[str, ...] = ()  # translations built beside the source, each into <out>/<lang>/


class BuildRefused(Exception):
    """A producer found the content cannot be built as asked; the previous output stays."""

    def __init__(self, diagnostics: list[Diagnostic]):
        self.diagnostics = diagnostics
        super().__init__("; ".join(d.message for d in diagnostics))


GameProducer = Callable[[GameContent, Path, BuildOptions], list[Path]]
SiteProducer = Callable[[Project, Path, BuildOptions], list[Path]]


def components_list(game: GameContent, folder: Path, options: BuildOptions) -> list[Path]:
    path = folder / f"{game.id}-components.pdf"
    write_components_pdf(game, path)
    return [path]


def quickrefs(game: GameContent, folder: Path, options: BuildOptions) -> list[Path]:
    try:
        return write_quickrefs(game, folder)
    except QuickrefRefused as exc:
        pos = game.manifest.pos if game.manifest else None
        raise BuildRefused([Diagnostic("quickref-fit", Severity.ERROR,
                                       f"quick reference of '{game.id}': {problem}", pos)
                            for problem in exc.problems]) from None


def print_and_play_kits(game: GameContent, folder: Path, options: BuildOptions) -> list[Path]:
    root = game.folder.parent.parent
    settings = options.kit if options.kit is not None else load_settings(root)
    return write_kits(game, folder, settings, root, options.progress)


def reference_site(project: Project, folder: Path, options: BuildOptions) -> list[Path]:
    return write_site(project, folder / "html")


def _announce(options: BuildOptions, step: str) -> None:
    """Show the step on the terminal's progress line (quiet off a terminal and in short builds)."""
    if options.progress is not None:
        options.progress.update(step)


@dataclass
class Pipeline:
    """What a build produces: per-game producers, then site-wide producers."""

    game_producers: list[GameProducer] = field(default_factory=lambda: [
        components_list, quickrefs, card_images, print_and_play_kits])
    site_producers: list[SiteProducer] = field(default_factory=lambda: [reference_site])

    def run(self, project: Project, options: BuildOptions) -> list[Path]:
        """Build into staging and swap it in; return the written files, relative to the output."""
        check_output_dir(options.out, project.root)
        derive_all(project)   # once, before any stage shows them
        written: list[Path] = []
        with staged_output(options.out, keep_previous=bool(options.games)) as staging:
            written.extend(self._build_into(project, staging, options))
            for lang, translated in language_projects(project, options.languages):   # see generator/i18n
                written.extend(self._build_into(translated, staging / lang, options))
            written = [p.relative_to(staging) for p in written]
        return written

    def _build_into(self, project: Project, staging: Path, options: BuildOptions) -> list[Path]:
        """Every producer's files for ``project``, written under ``staging``."""
        written: list[Path] = []
        for game in project.games.values():
            folder = staging / game.id
            folder.mkdir(parents=True, exist_ok=True)
            for produce in self.game_producers:
                _announce(options, f"{game.id}: {produce.__name__.replace('_', ' ')}")
                written.extend(produce(game, folder, options))
        for produce_site in self.site_producers:
            _announce(options, produce_site.__name__.replace("_", " "))
            written.extend(produce_site(project, staging, options))
        return written
