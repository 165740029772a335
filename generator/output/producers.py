"""What the build writes: each game's component list, quick references, card images, kits, print-
on-demand images, rules books and reference pages, then the reference's index (see ``tasks``)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from generator.output.tasks import (LOOSE_FILES, PROJECT, WITHOUT_CARD_TEXT, BuildOptions, BuildRefused, Producer,
                                    Task)
from generator.rules.targets import game_position

KIT_PART_WEIGHT = 4   # a kit's weight for each of its game's decks, boards and tracks


def kit_settings(game, options: BuildOptions):
    from generator.settings_file import read_settings

    return options.kit if options.kit is not None else read_settings(game.root).kit


def write_components_pdf(game, path: Path) -> None:
    from generator.render.components_pdf import write_components_pdf as write

    write(game, path)


class ComponentsList(Producer):
    name, output = "components list", "components"

    def run(self, project, game, folder, options, task):
        path = folder / f"{game.id}-components.pdf"
        write_components_pdf(game, path)
        return [path]


class Quickrefs(Producer):
    """The game's quick references, from the game without its cards' text (``inputs``)."""

    name, output, reads, weight = "quickrefs", "quickref", WITHOUT_CARD_TEXT, 45

    def run(self, project, game, folder, options, task):
        from generator.quickref.checks import QUICKREF_FIT
        from generator.quickref.writer import QuickrefRefused, write_quickrefs

        try:
            return write_quickrefs(game, folder)
        except QuickrefRefused as exc:
            pos = game_position(game)
            raise BuildRefused([QUICKREF_FIT.at(f"quick reference of '{game.id}': {problem}", pos)
                                for problem in exc.problems]) from None

    def documents(self, game, options):
        from generator.render.document_paths import QUICKREF_PAPERS, quickref_path

        return {quickref_path(Path(game.id), game, paper).as_posix() for paper in QUICKREF_PAPERS}


class CardImages(Producer):
    """Card PNGs and Tabletop Simulator sheets, one part per sheet (backs written in planning).
    A sheet's part holds every primitive it draws; pictures are files beside the content."""

    name, output, reads, weight = "card images", "images", LOOSE_FILES, 5

    def parts(self, game, folder, options):
        from generator.export.card_sheets import plan_decks, write_notes
        from generator.output.card_images import card_ppi
        from generator.render.png_cards import deck_styles

        decks = plan_decks(deck_styles(game), folder, options.card_ppi or card_ppi(game.root))
        written = [p for _, plan in decks for p in plan.written] + write_notes(decks, folder)
        return written, [job for _, plan in decks for job in plan.jobs]

    def run(self, project, game, folder, options, task):
        from generator.export.card_sheets import run_sheet

        return run_sheet(task.part, folder)

    def promised(self, parts):
        return frozenset(card.name for job in parts for card, owned in zip(job.cards, job.owned) if owned)


class TtsSave(Producer):
    """The Tabletop Simulator saved object, naming the card sheets and backs the card images write
    by their URLs: under the output folder, or under ``--tts-base-url``."""

    name, output = "tts save", "images"

    def run(self, project, game, folder, options, task):
        from generator.export.tts_save import base_url, write_tts_save

        path = game.id if task.target == 0 else f"{folder.parent.name}/{game.id}"
        return write_tts_save(game, folder, base_url(path, options.out, options.tts_base_url),
                              settings=kit_settings(game, options))


class PrintAndPlayKits(Producer):
    """The print-and-play kit, one part per paper."""

    name, output = "print and play kits", "kit"

    def parts(self, game, folder, options):
        return [], list(kit_settings(game, options).papers)

    def run(self, project, game, folder, options, task):
        from generator.render.kit_pdf import write_kits

        settings = replace(kit_settings(game, options), papers=(task.part,))
        return write_kits(game, folder, settings, game.root, options.progress, task.layouts)

    def documents(self, game, options):
        from generator.render.document_paths import kit_path

        return {kit_path(Path(game.id), game.id, paper).as_posix() for paper in kit_settings(game, options).papers}

    def task_weight(self, game):
        """A kit's paper costs more the more parts its packing search places (Rurik's kits cost
        four to seven times the others')."""
        return KIT_PART_WEIGHT * (len(game.decks) + len(game.boards) + len(game.tracks))


class PrintOnDemand(Producer):
    """Card images for print-on-demand services, when the kit settings ask for them."""

    name, output, weight = "print on demand", "kit", 40

    def run(self, project, game, folder, options, task):
        settings = kit_settings(game, options)
        if not settings.print_on_demand:
            return []
        from generator.export.pod import write_pod

        printed = replace(game, decks=tuple(deck for deck in game.decks if settings.prints_deck(deck)))
        return write_pod(printed, folder, game.root)


class Rulebooks(Producer):
    """The rules books, one part per file: on the kit's papers, and as booklets when the kit
    settings ask. A rules book prints no card's text, so an edit to one leaves it as it is."""

    name, output, reads, weight = "rulebooks", "rules", WITHOUT_CARD_TEXT, 300

    def parts(self, game, folder, options):
        from generator.rulebook.writer import rules_files

        settings = kit_settings(game, options)
        return [], [path.name for path in rules_files(game.id, settings.papers, settings.booklet)]

    def run(self, project, game, folder, options, task):
        from reportlab.platypus.doctemplate import LayoutError

        from generator.rulebook.checks import RULEBOOK_LAYOUT
        from generator.rulebook.writer import write_rulebook

        try:
            return [write_rulebook(game, folder, task.part)]
        except LayoutError as exc:
            what = " ".join(str(exc).split())[:300]
            raise BuildRefused([RULEBOOK_LAYOUT.at(f"rules book '{task.part}': cannot be laid out: {what}",
                                                   game_position(game))]) from None

    def documents(self, game, options):
        from generator.rulebook.writer import rules_files

        settings = kit_settings(game, options)
        return {(Path(game.id) / p).as_posix() for p in rules_files(game.id, settings.papers, settings.booklet)}


class ReferencePages(Producer):
    """The game's pages of the HTML reference and its playtest table, linking its card images:
    those in the output and those the build's card image tasks write (``given``, so the pages need
    not wait for them). The table is written first, so the game's page finds and links it."""

    name, output, weight, needs = "reference pages", "html", 20, "images"

    def run(self, project, game, folder, options, task):
        from generator.playtest.writer import write_table
        from generator.render.html_site import write_game_pages

        html = folder.parent / "html"
        return write_table(project, game, html, task.given) + write_game_pages(project, game, html, task.given)


class ReferenceSite(Producer):
    """The reference's index and assets, after every game's pages, linking the documents the
    build writes or keeps (``given``)."""

    name, output, reads, site = "reference site", "html", PROJECT, True

    def run(self, project, game, folder, options, task: Task):
        from generator.render.html_site import write_site_shell

        return write_site_shell(project, folder / "html", task.given)


def default_producers() -> list[Producer]:
    return [ComponentsList(), Quickrefs(), CardImages(), TtsSave(), PrintAndPlayKits(), PrintOnDemand(), Rulebooks(),
            ReferencePages(), ReferenceSite()]
