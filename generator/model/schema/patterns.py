"""Regular expressions written in content (a declaration's ``pattern``, a condition's ``matches``,
a ``text`` constraint's ``pattern``): compiled when the content loads, matched under a time limit.

A pattern is compiled by the ``regex`` package, which reads Python's ``re`` syntax and can stop a
match after a time limit. A length limit alone would not do: ``^(a+)+$`` is seven characters and
backtracks for minutes on forty. A safe subset would refuse back-references and look-arounds that
content may fairly use. So each match stops after MATCH_SECONDS; a pattern that once runs out of
time is not tried again in that load, so a check's time stays proportional to the content.
"""

from __future__ import annotations

from typing import Any

import regex

from generator.diagnostics import Position, Severity, declare
from generator.model.schema.fields import Checker, INVALID, SCHEMA_FORMAT, SCHEMA_TYPE, Type

MAX_PATTERN_CHARS = 1_000
MATCH_SECONDS = 0.05
SCHEMA_PATTERN_TIME = declare("schema-pattern-time", Severity.WARNING, """A declared pattern matches a value
    within its time limit (0.05 s); one that runs out of time is not applied to that value or later ones.
    Passes: ``pattern: "a+"``. Fails (warning): ``pattern: "^(a+)+$"`` against 36 a's and a "!".""")
TIMED_OUT = object()   # what a match returns when it ran out of time


class BoundedPattern:
    """A compiled pattern whose matches stop after MATCH_SECONDS; ``pattern`` is its text."""

    def __init__(self, compiled: regex.Pattern):
        self.compiled = compiled
        self.pattern: str = compiled.pattern
        self.groups: int = compiled.groups
        self.exhausted = False   # ran out of time once: not tried again

    def fullmatch(self, text: str) -> Any:
        """The match of the whole text, None, or TIMED_OUT."""
        return self._run(self.compiled.fullmatch, text)

    def search(self, text: str) -> Any:
        """The first match in the text, None, or TIMED_OUT."""
        return self._run(self.compiled.search, text)

    def _run(self, method, text: str) -> Any:
        if self.exhausted:
            return TIMED_OUT
        try:
            return method(text, timeout=MATCH_SECONDS)
        except TimeoutError:
            self.exhausted = True
            return TIMED_OUT

    def __eq__(self, other) -> bool:
        return isinstance(other, BoundedPattern) and other.pattern == self.pattern

    def __hash__(self) -> int:
        return hash(self.pattern)

    def __repr__(self) -> str:
        return f"BoundedPattern({self.pattern!r})"


def compile_pattern(value: Any, pos: Position, ck: Checker) -> BoundedPattern | object:
    """The pattern ``value`` compiled, or INVALID with a finding at ``pos`` (not text, too long,
    or not a regular expression)."""
    if not isinstance(value, str):
        ck.error(SCHEMA_TYPE, "expected a regular expression (text)", pos)
        return INVALID
    if len(value) > MAX_PATTERN_CHARS:
        ck.error(SCHEMA_FORMAT, f"a pattern of {len(value):,} characters is over the limit of "
                 f"{MAX_PATTERN_CHARS:,}", pos)
        return INVALID
    try:
        return BoundedPattern(regex.compile(value))
    except (regex.error, ValueError, OverflowError, RecursionError) as exc:
        ck.error(SCHEMA_FORMAT, f"'{value}' is not a regular expression: {exc}", pos)
        return INVALID


class PatternType(Type):
    """A field holding a regular expression: compiled at load into a BoundedPattern."""

    def check(self, value, pos, ck):
        return compile_pattern(value, pos, ck)

    def schema(self):
        return {"type": "string", "maxLength": MAX_PATTERN_CHARS}


def timed_out_message(pattern: BoundedPattern) -> str:
    return (f"the pattern '{pattern.pattern}' ran out of time ({MATCH_SECONDS:g} s) on this value, so it is "
            "not applied here or to later values; a pattern without nested repeats such as (a+)+ "
            "matches in time")
