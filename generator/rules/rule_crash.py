"""A rule that raised, as a finding: where in the rule's own Python it failed, and placed at the
entry it was checking when that can be told (else at its first target, else the game).

The traceback goes to the ``generator.rules`` logger at debug level, which ``--debug`` shows.
"""

from __future__ import annotations

import logging
from dataclasses import FrozenInstanceError
from pathlib import Path
from types import FrameType, TracebackType

from generator.diagnostics import Diagnostic, Position, Related, Severity, declare
from generator.model.game.project import GameContent
from generator.rules.registry import RuleSpec
from generator.rules.targets import target_position

LOG = logging.getLogger("generator.rules")
RULE_FAILED = "internal error in rule"   # how a rule that raised is reported (the editor shows it too)
CHECK_FAILED = declare("check-failed", Severity.ERROR, """The language server's check of a game runs to its end.
    A fault that stops the whole check, which no rule's own finding can hold (in a project's rule or in
    the tool), is shown at the game's manifest, beside the findings of the last check that finished.
    Passes: a project rule that raises ``ValueError`` (its own finding says so). Fails: one that
    raises ``KeyboardInterrupt``.""")


def check_stopped(where: Position, game_id: str, exc: BaseException) -> Diagnostic:
    """The finding of a game's check that stopped with ``exc`` (the language server shows it)."""
    return CHECK_FAILED.at(f"the check of game '{game_id}' stopped: {type(exc).__name__}: {exc} (a fault in a "
                           "project rule or in the tool); the other findings are from the last check that finished",
                           where)


def crash_finding(spec: RuleSpec, game: GameContent, exc: BaseException) -> Diagnostic:
    """The error finding of ``spec`` raising ``exc`` on ``game``; the traceback is logged."""
    LOG.debug("rule '%s' raised on the game '%s':", spec.id, game.id, exc_info=exc)
    code_file = _code_file(spec)
    frames = _frames_in(exc.__traceback__, code_file.parent) if code_file else []
    line = frames[-1][1] if frames else 0
    entry = next((found for frame, _ in reversed(frames) if (found := _entry_in(frame)) is not None), None)
    shown = _shown(code_file, game) if code_file else None
    where = f" at {shown}:{line}" if shown and line else ""
    checking = f", while checking the {type(entry).__name__.lower()} '{entry.id}'" if entry is not None else ""
    read_only = " (a rule reads the game and cannot change it)" if isinstance(exc, FrozenInstanceError) else ""
    message = (f"{RULE_FAILED} '{spec.id}': {type(exc).__name__}: {exc}{read_only}{where}{checking} (the "
               "other rules still ran; this is a fault in the rule, not necessarily in the content; --debug "
               "shows the traceback)")
    pos = entry.pos if entry is not None else target_position(spec.targets, game)
    related: tuple[Related, ...] = ()
    if shown and line and not Path(shown).is_absolute() and not shown.startswith("generator/"):
        related = (Related(Position(shown, line, 1), "the line of the rule that raised"),)
    return Diagnostic(spec.id, Severity.ERROR, message, pos, related)


def _code_file(spec: RuleSpec) -> Path | None:
    code = getattr(spec.check, "__code__", None)
    return Path(code.co_filename).resolve() if code is not None else None


def _frames_in(tb: TracebackType | None, folder: Path) -> list[tuple[FrameType, int]]:
    """The traceback's frames running a file under ``folder``, outermost first, with their lines."""
    found = []
    while tb is not None:
        if Path(tb.tb_frame.f_code.co_filename).resolve().is_relative_to(folder):
            found.append((tb.tb_frame, tb.tb_lineno))
        tb = tb.tb_next
    return found


def _entry_in(frame: FrameType):
    """The entry (a card, a space, a row...) the frame held last among its variables, if any."""
    entries = [value for value in frame.f_locals.values()
               if isinstance(getattr(value, "pos", None), Position) and isinstance(getattr(value, "id", None), str)]
    return entries[-1] if entries else None


def _shown(path: Path, game: GameContent) -> str:
    """The rule's file relative to the project, or the tool's own as ``generator/...``."""
    project = game.root.resolve()
    tool = Path(__file__).resolve().parents[2]
    for base in (project, tool):
        if path.is_relative_to(base):
            return path.relative_to(base).as_posix()
    return path.as_posix()
