"""``schema``: write the JSON Schema that content files name for editor completion."""

from __future__ import annotations

import sys
from pathlib import Path

from generator.cli.errors import EXIT_FINDINGS
from generator.model.json_schema import SCHEMA_PATH, schema_text


def add_parser(sub) -> None:
    p = sub.add_parser("schema", help=f"write the content JSON Schema to {SCHEMA_PATH}")
    p.add_argument("--check", action="store_true", help="only check that the written schema is current")
    p.add_argument("--stdout", action="store_true", help="print the schema instead of writing it")
    p.set_defaults(run=run)


def run(args, root: Path) -> int:
    text = schema_text()
    target = root / SCHEMA_PATH
    if args.stdout:
        sys.stdout.write(text)
        return 0
    if args.check:
        current = target.read_text(encoding="utf-8") if target.exists() else ""
        if current != text:
            print(f"{SCHEMA_PATH} is stale: run `python -m generator schema`", file=sys.stderr)
            return EXIT_FINDINGS
        return 0
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")
    print(f"wrote {SCHEMA_PATH}", file=sys.stderr)
    return 0
