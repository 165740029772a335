"""``schema``: write the JSON Schemas that content files name for editor completion.

``schema/content.schema.json`` describes the content format; ``schema/<game>.schema.json`` adds
what one game declares (its attributes, sets and the IDs its references may name), so a game's
files name their game's schema. Re-run it after changing declarations or the IDs they name.
"""

from __future__ import annotations

import sys
from pathlib import Path

from generator.cli.errors import EXIT_FINDINGS
from generator.model.build import load_project
from generator.model.declarations.game_schema import schema_files
from generator.model.schema.json_schema import SCHEMA_PATH


def add_parser(sub) -> None:
    p = sub.add_parser("schema", help="write the content JSON Schemas to schema/ (one per game)")
    p.add_argument("--check", action="store_true", help="only check that the written schemas are current")
    p.add_argument("--stdout", metavar="GAME", nargs="?", const="", default=None,
                   help="print the content schema (or one game's) instead of writing files")
    p.set_defaults(run=run)


def run(args, root: Path) -> int:
    files = schema_files(load_project(root))
    if args.stdout is not None:
        sys.stdout.write(files.get(f"schema/{args.stdout}.schema.json" if args.stdout else SCHEMA_PATH, ""))
        return 0
    if args.check:
        stale = [path for path, text in files.items() if _current(root / path) != text]
        for path in stale:
            print(f"{path} is stale: run `python -m generator schema`", file=sys.stderr)
        return EXIT_FINDINGS if stale else 0
    for path, text in files.items():
        target = root / path
        if _current(target) != text:
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
            print(f"wrote {path}", file=sys.stderr)
    return 0


def _current(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.is_file() else ""
