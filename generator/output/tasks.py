"""The build's vocabulary: its options, its tasks, and what a producer of outputs is.

A producer writes one kind of output: per game (split into parts, one task each) or once for the
whole project (``site``). It says what its tasks read (``reads``: the task's key hashes that and
nothing else, see ``output.inputs``) and which output of ``--only`` it writes; a project may add
its own to a ``Pipeline``. A task is plain data: which producer, which game and part, its key,
and what it is given from the rest of the build (``given``: the files other tasks promise).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from generator.diagnostics import Diagnostic

if TYPE_CHECKING:
    from generator.settings_file import KitSettings
    from generator.geometry.kept import LayoutStore
    from generator.model.game.project import GameContent, Project
    from generator.output.progress import Progress

OUTPUTS = ("kit", "rules", "quickref", "components", "images", "html")

# What a producer's tasks read (each a part of their key, see ``inputs.task_reads``).
WHOLE_GAME = "whole game"            # the game's folder and the project's shared files
WITHOUT_CARD_TEXT = "without card text"   # the model with every card's text a placeholder, and loose files
LOOSE_FILES = "loose files"          # the game's files that are not YAML; its part holds all else
PROJECT = "project"                  # every game's summary (a site-wide producer)


@dataclass(frozen=True)
class BuildOptions:
    out: Path
    games: tuple[str, ...] = ()
    kit: KitSettings | None = None   # None: the project's generator.toml [kit], else the defaults
    progress: Progress | None = None  # the terminal's progress line
    card_ppi: int | None = None      # None: the project's generator.toml [cards] ppi, else 150
    only: tuple[str, ...] = OUTPUTS  # which outputs to write (of OUTPUTS)
    workers: int | None = None       # worker processes; None: one per core
    languages: tuple[str, ...] = ()  # translations built beside the source, each into <out>/<lang>/
    tts_base_url: str | None = None  # where the output is hosted, for the Tabletop Simulator save's URLs


class BuildRefused(Exception):
    """A producer found the content cannot be built as asked; the previous output stays."""

    def __init__(self, diagnostics: list[Diagnostic]):
        self.diagnostics = diagnostics
        super().__init__("; ".join(d.message for d in diagnostics))

    def __reduce__(self):  # raised in a worker, re-raised in the main process
        return (type(self), (self.diagnostics,))


@dataclass(frozen=True)
class Task:
    """One call of a producer: for ``game`` (None: the whole project) of the build's ``target``
    (0: the source, else a translation), one of its ``parts``."""

    name: str
    producer: Producer
    target: int
    game: str | None
    part: object = None
    key: str = ""
    given: frozenset[str] = frozenset()   # files other tasks promise that this one links
    layouts: LayoutStore | None = None    # where searched layouts are kept between builds
    weight: int = 0                       # how costly it is, roughly (the heaviest start first)


class Producer:
    """One kind of output. ``run`` writes one task's files into ``folder`` (the game's folder in
    the staging folder; for a site-wide producer, the staging folder, and ``game`` None) and
    returns them."""

    name = ""              # the tasks' names: "<game>: <name>|<part>"
    output = ""            # which of OUTPUTS it writes ("" : always written)
    reads = WHOLE_GAME     # what of the game its tasks read (see the constants above)
    site = False           # one task for the whole project (after every game's tasks), given the Project
    weight = 0             # how costly a task is, roughly (the heaviest start first)
    needs = ""             # the output whose promised files its tasks are ``given``

    def parts(self, game, folder: Path, options: BuildOptions) -> tuple[list[Path], list]:
        """The files written while planning (in the main process) and the parts, one task each."""
        return [], [None]

    def run(self, project: Project, game: GameContent | None, folder: Path, options: BuildOptions,
            task: Task) -> list[Path]:
        raise NotImplementedError

    def promised(self, parts: list) -> frozenset[str]:
        """The files ``parts`` write, relative to the game's folder, that other tasks may link."""
        return frozenset()

    def documents(self, game, options: BuildOptions) -> set[str]:
        """The documents (``<game>/<file>``) its tasks write that the reference's index links."""
        return set()

    def task_weight(self, game) -> int:
        return self.weight
