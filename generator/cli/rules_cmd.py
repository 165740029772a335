"""``rules``: list every rule with its ID, severity, scope, origin, home and documentation.

Besides the tool's own rules it lists the project's: each game's declared constraints and, when
generator.toml opts in, the rules of the project's Python folder. A rule's home is where it lives:
the tool's module that declares and reports it, a project rule's file and line, or a constraint's
place in the content.
"""

from __future__ import annotations

from generator.model.build import load_project
from generator.rules.constraints import constraint_rules
from generator.validation import catalogue_for


def add_parser(sub) -> None:
    p = sub.add_parser("rules", help="list the rules the validator applies")
    p.add_argument("--markdown", action="store_true", help="print the full documentation as Markdown")
    p.set_defaults(run=run)


def run(args, root) -> int:
    project = load_project(root)
    specs = catalogue_for(root).listed()
    specs += [spec for game in project.games.values() for spec in constraint_rules(game)]
    for spec in sorted(specs, key=lambda r: (r.id, r.game or "")):
        scope = spec.game or "all games"
        if args.markdown:
            print(f"## `{spec.id}` ({spec.severity.label}, {scope}, {spec.origin})\n\n"
                  f"In `{spec.home}`.\n\n{spec.doc}\n")
        else:
            print(f"{spec.id:32} {spec.severity.label:8} {scope:18} {spec.origin:9} {spec.home:42} {spec.summary}")
    return 0
