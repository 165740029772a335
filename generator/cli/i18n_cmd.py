"""``i18n extract`` and ``i18n update``: the content's strings as gettext catalogues for translators;
``i18n tool``: the tool's own wording to translate, written into the project."""

from __future__ import annotations

import sys
from pathlib import Path

from generator.cli.display_paths import for_display
from generator.cli.errors import EXIT_CLEAN, EXIT_FINDINGS, UsageError
from generator.cli.formats import as_text
from generator.diagnostics import Severity
from generator.model.build import game_folders, load_project


def add_parser(sub) -> None:
    p = sub.add_parser("i18n", help="translations: write the template of the content's strings, update languages")
    actions = p.add_subparsers(dest="action", required=True)
    extract = actions.add_parser("extract", help="write content/<game>/locale/<game>.pot, every translatable string")
    update = actions.add_parser("update", help="extract, then merge the template into every <lang>.po (changed "
                                               "source strings become fuzzy); --lang starts a new language")
    for action in (extract, update):
        action.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
        action.set_defaults(run=run)
    update.add_argument("--lang", action="append", default=[], help="also start this language, e.g. ru or pt_BR")
    tool = actions.add_parser("tool", help="write locale/generator/<lang>.po, the tool's own wording (kit, quick "
                                           "reference, reference, card faces) to translate; an existing file "
                                           "gains new messages and keeps its translations")
    tool.add_argument("--lang", action="append", required=True, help="the language, e.g. fr or pt_BR (repeatable)")
    tool.set_defaults(run=run)


def run(args, root: Path) -> int:
    from generator.i18n.catalogue import LANG_TAG

    known = [f.name for f in game_folders(root)]
    for game in getattr(args, "game", []):
        if game not in known:
            raise UsageError(f"unknown game '{game}'; known: {', '.join(known)}")
    for lang in getattr(args, "lang", []):
        if not LANG_TAG.match(lang):
            raise UsageError(f"--lang {lang}: a language tag such as ru, uk or pt_BR")
    if args.action == "tool":
        return _tool_languages(root, args.lang)
    project = load_project(root, args.game or None)
    errors = [d for d in project.diagnostics if d.severity is Severity.ERROR]
    if errors:
        print(as_text(for_display(errors, root)), file=sys.stderr)
        print(f"i18n refused: {len(errors)} error(s) in the content; fix them first, so that no string is lost",
              file=sys.stderr)
        return EXIT_FINDINGS
    from generator.validation import give_derivers

    give_derivers(project, root)   # the words of derived tables are strings too
    for game in project.games.values():
        _extract(game, root)
        if args.action == "update":
            _update(game, root, args.lang)
    return EXIT_CLEAN


def _extract(game, root: Path):
    from generator.i18n.catalogue import catalogue_bytes, template, template_path

    catalog = template(game)
    path = template_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(catalogue_bytes(catalog))
    print(f"wrote {path.relative_to(root).as_posix()} ({len(catalog)} strings)", file=sys.stderr)
    return catalog


def _update(game, root: Path, new_languages: list[str]) -> None:
    from generator.i18n.catalogue import (
        catalogue_bytes, locale_folder, merged, new_catalogue, read_catalogue, template,
    )

    fresh = template(game)
    folder = locale_folder(game)
    paths = {p.stem: p for p in sorted(folder.glob("*.po"))}
    for lang in new_languages:
        paths.setdefault(lang, folder / f"{lang}.po")
    for lang, path in sorted(paths.items()):
        try:
            catalog = merged(read_catalogue(path), template(game)) if path.exists() else new_catalogue(fresh, lang)
        except Exception as exc:  # a damaged file is named, and left as it is
            raise UsageError(f"{path}: cannot be read as a PO file ({exc}); fix it, then run i18n update again") \
                from None
        path.write_bytes(catalogue_bytes(catalog))
        done = sum(1 for m in catalog if m.id and m.string and not m.fuzzy)
        fuzzy = sum(1 for m in catalog if m.id and m.fuzzy)
        print(f"updated {path.relative_to(root).as_posix()}: {done} translated, {fuzzy} fuzzy, "
              f"{len(catalog) - done - fuzzy} untranslated", file=sys.stderr)


def _tool_languages(root: Path, languages: list[str]) -> int:
    from generator.i18n.project_tool_wording import write_tool_language

    for lang in languages:
        try:
            path, total, done = write_tool_language(root, lang)
        except Exception as exc:  # a damaged file is named, and left as it is
            raise UsageError(f"locale/generator/{lang}.po: cannot be read as a PO file ({exc}); fix it, then run "
                             "i18n tool again") from None
        print(f"wrote {path.relative_to(root).as_posix()}: {done} of {total} translated", file=sys.stderr)
    return EXIT_CLEAN
