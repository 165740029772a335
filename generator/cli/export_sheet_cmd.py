"""``export-sheet``: write a deck's cards or a table's rows to a CSV or XLSX sheet."""

from __future__ import annotations

import sys
from pathlib import Path

from generator.cli.display_paths import for_display
from generator.cli.errors import EXIT_CLEAN, EXIT_FINDINGS, UsageError
from generator.cli.formats import as_text
from generator.diagnostics import Severity
from generator.model.build import game_folders, load_project


def add_parser(sub) -> None:
    p = sub.add_parser("export-sheet", help="write a deck's cards (or a table's rows) to a CSV or XLSX sheet")
    p.add_argument("--game", required=True, help="the game")
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--deck", help="ID of the deck to export")
    what.add_argument("--table", help="ID of the table to export")
    p.add_argument("--out", required=True, metavar="FILE", help="the sheet to write: a .csv or .xlsx path")
    p.set_defaults(run=run)


def run(args, root: Path) -> int:
    from generator.export.sheet_export import ExportRefused, export_entity

    out = Path(args.out)
    if out.suffix.lower() not in (".csv", ".xlsx"):
        raise UsageError(f"--out {args.out}: the sheet is a .csv or .xlsx file")
    known = [f.name for f in game_folders(root)]
    if args.game not in known:
        raise UsageError(f"unknown game '{args.game}'; known: {', '.join(known)}")
    project = load_project(root, [args.game])
    errors = [d for d in project.diagnostics if d.severity is Severity.ERROR]
    if errors:
        print(as_text(for_display(errors, root)), file=sys.stderr)
        print(f"export refused: {len(errors)} error(s) in the content", file=sys.stderr)
        return EXIT_FINDINGS
    game = project.games[args.game]
    entity = game.deck(args.deck) if args.deck else game.table(args.table)
    if entity is None:
        kind, ident = ("deck", args.deck) if args.deck else ("table", args.table)
        group = game.decks if args.deck else game.tables
        raise UsageError(f"game '{game.id}' has no {kind} '{ident}'; it has: {', '.join(x.id for x in group)}")
    try:
        export_entity(entity, out)
    except ExportRefused as exc:
        print(f"export refused: {exc}", file=sys.stderr)
        return EXIT_FINDINGS
    naming, filled = ("cards_from", "cards") if args.deck else ("rows_from", "rows")
    print(f"wrote {len(getattr(entity, filled))} {filled} of '{entity.id}' to {out}", file=sys.stderr)
    print(f"to read them from the sheet, put it in content/{game.id}/ and replace the entry's '{filled}:' "
          f"with '{naming}: {out.name}'", file=sys.stderr)
    return EXIT_CLEAN
