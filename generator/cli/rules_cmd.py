"""``rules``: list every rule with its ID, severity and documentation."""

from __future__ import annotations

from generator.rules.registry import all_rules


def add_parser(sub) -> None:
    p = sub.add_parser("rules", help="list the rules the validator applies")
    p.add_argument("--markdown", action="store_true", help="print the full documentation as Markdown")
    p.set_defaults(run=run)


def run(args, root) -> int:
    for spec in all_rules():
        scope = spec.game or "all games"
        if args.markdown:
            print(f"## `{spec.id}` ({spec.severity.label}, {scope})\n\n{spec.doc}\n")
        else:
            print(f"{spec.id:32} {spec.severity.label:8} {scope:18} {spec.summary}")
    return 0
