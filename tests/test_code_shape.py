"""The package stays plain: modules and functions of a readable length, and no import cycle among
the modules of any package (tests/test_layers.py holds the packages to their layers)."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.test_layers import GENERATOR, find_cycle, imported_modules

MODULE_LINES = 400
FUNCTION_LINES = 60


def _modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its own name)."""
    found = {}
    for path in sorted(GENERATOR.rglob("*.py")):
        parts = path.relative_to(GENERATOR.parent).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_no_module_is_over_the_limit():
    long = {name: _lines(path) for name, path in _modules().items() if _lines(path) > MODULE_LINES}
    assert long == {}


def test_no_function_is_over_the_limit():
    long = []
    for name, path in _modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = (node.end_lineno or node.lineno) - node.lineno + 1
                if length > FUNCTION_LINES:
                    long.append(f"{name}.{node.name}: {length}")
    assert long == []


def module_graph() -> dict[str, set[str]]:
    """Each module's imports of other modules of its own package (subpackages included)."""
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        targets = set()
        for imported in imported_modules(path):
            while imported not in modules and "." in imported:
                imported = imported.rpartition(".")[0]   # a name imported from a module
            if imported != name and imported.startswith(package + "."):
                targets.add(imported)
        graph[name] = targets
    return graph


def test_no_import_cycle_inside_any_package():
    assert find_cycle(module_graph()) is None


def test_the_module_graph_sees_a_cycle_inside_a_package():
    graph = module_graph()
    assert "generator.geometry.packed" in graph["generator.geometry.sheets"]
    looped = {**graph, "generator.geometry.packed": graph["generator.geometry.packed"] | {"generator.geometry.sheets"}}
    assert find_cycle(looped) is not None
