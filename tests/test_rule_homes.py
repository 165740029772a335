"""One home per rule: a built-in rule's ID is written once in the package, in the module that
declares and reports it, and every ID a finding can carry is a declared rule.

The package's source is read with ``ast``: every string literal that equals a rule's ID is a place
that names the rule, and every literal first argument of ``Diagnostic``, ``declare`` or ``rule`` is
an ID that can be emitted or declared.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

from generator.builtin import all_rules
from generator.rules.registry import RULE_ID

GENERATOR = Path(__file__).resolve().parent.parent / "generator"
# Places that name a rule outside its home, each with why.
ELSEWHERE: dict[tuple[str, str], str] = {}
EMITTERS = {"Diagnostic", "declare", "rule"}


def _source_files() -> list[tuple[str, ast.AST]]:
    root = GENERATOR.parent
    return [(path.relative_to(root).as_posix(), ast.parse(path.read_text(encoding="utf-8")))
            for path in sorted(GENERATOR.rglob("*.py"))]


def _called(node: ast.Call) -> str:
    func = node.func
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""


def _literal_first(node: ast.Call) -> str | None:
    first = node.args[0] if node.args else None
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None


def _scan(ids: set[str]):
    """Where each rule ID is written, and the IDs given to Diagnostic / declare / rule, by call."""
    written: dict[str, set[str]] = defaultdict(set)
    given: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for shown, tree in _source_files():
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and node.value in ids:
                written[node.value].add(shown)
            elif isinstance(node, ast.Call) and _called(node) in EMITTERS:
                literal = _literal_first(node)
                if literal is not None and RULE_ID.match(literal):
                    given[_called(node)].append((literal, shown))
    return written, given


def test_every_rule_id_is_written_only_in_its_home():
    rules = {spec.id: spec for spec in all_rules()}
    written, _ = _scan(set(rules))
    strays = sorted((rule_id, shown) for rule_id, files in written.items() for shown in files
                    if shown != rules[rule_id].home and (rule_id, shown) not in ELSEWHERE)
    assert strays == []
    assert sorted(ELSEWHERE) == sorted((i, shown) for i, files in written.items() for shown in files
                                       if (i, shown) in ELSEWHERE)   # none of them stale
    assert all((GENERATOR.parent / spec.home).is_file() for spec in rules.values())


def test_every_rule_is_declared_exactly_once_in_its_home():
    rules = {spec.id: spec for spec in all_rules()}
    _, given = _scan(set(rules))
    declared = sorted(given["declare"] + given["rule"])
    ids = [rule_id for rule_id, _ in declared]
    assert sorted(set(ids)) == sorted(rules)
    assert len(ids) == len(rules)
    assert all(shown == rules[rule_id].home for rule_id, shown in declared)


def test_every_id_a_diagnostic_is_made_with_is_a_declared_rule():
    rules = {spec.id for spec in all_rules()}
    _, given = _scan(rules)
    assert {rule_id for rule_id, _ in given["Diagnostic"]} - rules == set()


def test_the_scan_sees_declarations_and_stray_ids():
    tree = ast.parse('X = declare("yaml-size", E, "doc")\nDiagnostic("yaml-size", E, "m", None)\n')
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)]
    assert [(_called(c), _literal_first(c)) for c in calls] == [("declare", "yaml-size"), ("Diagnostic", "yaml-size")]
