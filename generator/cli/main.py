"""Command line: ``python -m generator <command>``. Exit codes 0 clean, 1 findings, 2 usage, 3 internal."""

from __future__ import annotations

import argparse
import os
import sys
import traceback

from generator import __version__
from generator.cli import (
    build_cmd, export_sheet_cmd, i18n_cmd, init_cmd, preview_cmd, report_cmd, rules_cmd, schema_cmd, validate_cmd,
)
from generator.cli.errors import EXIT_CLEAN, EXIT_INTERNAL, EXIT_USAGE, UsageError
from generator.cli.project_root import find_root


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # argparse exits 2 on usage errors, as we do
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        sys.exit(EXIT_USAGE)


def make_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="generator", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--project", metavar="DIR", help="project folder (default: nearest with content/)")
    parser.add_argument("--debug", action="store_true", help="show a traceback on internal errors")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for command in (init_cmd, validate_cmd, report_cmd, schema_cmd, build_cmd, rules_cmd, preview_cmd,
                    export_sheet_cmd, i18n_cmd):
        command.add_parser(sub)
    for command_parser in sub.choices.values():  # also after the command, as hooks pass it
        command_parser.add_argument("--project", metavar="DIR", default=argparse.SUPPRESS,
                                    help="project folder (default: nearest with content/)")
    return parser


def _silence_stdout() -> None:
    """After a broken pipe, point stdout at devnull so the interpreter's final flush is quiet."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


def main(argv: list[str] | None = None) -> int:
    args = make_parser().parse_args(argv)
    try:
        root = find_root(args.project) if getattr(args, "needs_project", True) else None
        return args.run(args, root)
    except UsageError as exc:
        print(f"generator: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("generator: interrupted", file=sys.stderr)
        return EXIT_INTERNAL
    except BrokenPipeError:  # output piped into `head` and the like: stop quietly
        _silence_stdout()
        return EXIT_CLEAN
    except Exception as exc:  # a crash must never look like invalid content
        if args.debug:
            traceback.print_exc()
        print(f"generator: internal error: {type(exc).__name__}: {exc} (run with --debug for details)",
              file=sys.stderr)
        return EXIT_INTERNAL
