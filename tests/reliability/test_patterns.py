"""A declaration's ``pattern`` compiles when the content loads (a positioned finding, never an
internal error) and matches under a time limit, so that no pattern hangs ``validate``."""

from __future__ import annotations

import re

from generator.diagnostics import Position
from generator.model.schema.patterns import MAX_PATTERN_CHARS, TIMED_OUT, compile_pattern
from generator.model.schema.fields import INVALID, Checker
from tests.reliability.bounded_run import generator

ONLY_IF = '{id: only-if, label: Only if, type: text, description:'
POWER = '      power:\n        type: text\n'


def _validate(game, seconds: float = 60):
    run = generator(game.root, "validate", "--no-cache", seconds=seconds)
    assert run.code in (0, 1), (run.code, run.out[-2000:], run.err[-2000:])
    assert "Traceback" not in run.err and "internal error" not in run.out + run.err, run.err[-2000:]
    return run


def test_an_invalid_column_pattern_is_a_finding_at_the_pattern(content_copy):
    game = content_copy("kingsburg")
    game.replace("deciding.yaml", ONLY_IF, ONLY_IF.replace("type: text,", 'type: text, pattern: "(a",'))
    line, col = game.where("deciding.yaml", '"(a"')
    run = _validate(game)
    assert run.code == 1
    assert ("schema-format", "content/kingsburg/deciding.yaml", line, col) in run.findings()


def test_an_invalid_attribute_pattern_is_a_finding_at_the_pattern(content_copy):
    game = content_copy("kingsburg")
    game.replace("province.yaml", POWER, POWER + '        pattern: "[z-a]"\n')
    line, col = game.where("province.yaml", '"[z-a]"')
    run = _validate(game)
    assert ("schema-format", "content/kingsburg/province.yaml", line, col) in run.findings()


def test_a_catastrophic_pattern_ends_quickly_with_a_finding(content_copy):
    """``^(a+)+$`` against 36 a's and a "!" backtracks for minutes in Python's re."""
    game = content_copy("kingsburg")
    game.replace("province.yaml", POWER, POWER + '        pattern: "^(a+)+$"\n')
    game.replace("province.yaml", 'power: "+0 in battle; +1 in battle against Demons."',
                 'power: "' + "a" * 36 + '!"')
    line, col = game.where("province.yaml", "a" * 36, shift=-1)
    run = _validate(game, seconds=30)
    assert run.code is not None
    assert {("schema-format", "content/kingsburg/province.yaml", line, col),
            ("schema-pattern-time", "content/kingsburg/province.yaml", line, col)} & run.findings()


def test_a_pattern_that_runs_out_of_time_is_tried_once(content_copy):
    """Every power backtracks without end; the pattern is given up after the first, so the whole
    validation stays within seconds and warns once."""
    game = content_copy("kingsburg")
    game.replace("province.yaml", POWER, POWER + '        pattern: "^(a|aa)+$"\n')
    text = game.path("province.yaml").read_text(encoding="utf-8")
    text = re.sub(r'(?m)^(\s+power: ).*$', lambda m: m.group(1) + '"' + "a" * 80 + '!"', text)
    game.path("province.yaml").write_text(text, encoding="utf-8")
    run = _validate(game, seconds=60)
    assert [f for f in run.findings() if f[0] == "schema-pattern-time"] != []
    assert len([f for f in run.findings() if f[0] == "schema-pattern-time"]) == 1


def test_compile_pattern_refuses_what_it_cannot_bound():
    ck = Checker()
    at = Position("x.yaml", 3, 7)
    assert compile_pattern("(a", at, ck) is INVALID
    assert compile_pattern("a" * (MAX_PATTERN_CHARS + 1), at, ck) is INVALID
    assert compile_pattern(12, at, ck) is INVALID
    assert [(d.rule, d.pos.line, d.pos.column) for d in ck.diagnostics] == \
        [("schema-format", 3, 7), ("schema-format", 3, 7), ("schema-type", 3, 7)]
    slow = compile_pattern("^(a|aa)+$", at, ck)
    assert slow.fullmatch("a" * 80 + "!") is TIMED_OUT
    assert slow.fullmatch("aa") is TIMED_OUT   # given up: not tried again
    assert compile_pattern("[1-5][*]?", at, ck).fullmatch("3*") is not None
