"""Diagnostics as values: positions, severities and findings shared by every stage."""

from __future__ import annotations

import enum
import inspect
import sys
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True, order=True)
class Position:
    """A 1-based line and column in a file, shown as ``path:line:col``."""

    path: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}"


# The setters of the class's slots, which a frozen class's own __init__ reaches more slowly.
_set_path, _set_line, _set_column = (vars(Position)[name].__set__ for name in ("path", "line", "column"))


def new_position(path: str, line: int, column: int) -> Position:
    """``Position(path, line, column)`` made in half the time (the frozen class's own ``__init__``
    goes through ``object.__setattr__``), for readers that make one per value they read."""
    pos = object.__new__(Position)
    _set_path(pos, path)
    _set_line(pos, line)
    _set_column(pos, column)
    return pos


class Severity(enum.IntEnum):
    """How bad a finding is; higher is worse."""

    INFO = 0
    WARNING = 1
    ERROR = 2

    @property
    def label(self) -> str:
        return self.name.lower()


@dataclass(frozen=True, slots=True)
class Related:
    """A second place that explains a finding (e.g. the first of two duplicates)."""

    pos: Position
    message: str


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One finding: which rule, how severe, what and where."""

    rule: str
    severity: Severity
    message: str
    pos: Position | None
    related: tuple[Related, ...] = field(default=())

    def sort_key(self) -> tuple:
        pos = self.pos or Position("", 0, 0)
        return (pos.path, pos.line, pos.column, self.rule, self.message)

    def __str__(self) -> str:
        where = str(self.pos) if self.pos else "<project>"
        return f"{where}: {self.severity.label}: {self.message} [{self.rule}]"


@dataclass(frozen=True, slots=True)
class DeclaredRule:
    """A rule that a stage applies as it reads or builds (the YAML and spreadsheet readers, the
    typing pass): its ID, default severity and documentation, declared in ``module``, the module
    that reports it. The rules registry collects it; the stage needs nothing of the registry."""

    id: str
    severity: Severity
    doc: str
    module: str

    def at(self, message: str, pos: Position | None, related: tuple[Related, ...] = ()) -> Diagnostic:
        """A finding of this rule, at its default severity."""
        return Diagnostic(self.id, self.severity, message, pos, related)


def declare(rule_id: str, severity: Severity, doc: str) -> DeclaredRule:
    """Declare a rule in the module that calls this (its ``__name__`` is the rule's home)."""
    return DeclaredRule(rule_id, severity, inspect.cleandoc(doc), sys._getframe(1).f_globals["__name__"])

