"""The generator's packages form layers: no import cycle between them, and no lower stage imports a
higher one. Imports are read from the source with ``ast``, including those inside functions."""

from __future__ import annotations

import ast
from pathlib import Path

GENERATOR = Path(__file__).resolve().parent.parent / "generator"

# Lowest first. A unit (a package, or a module directly under generator/) may import units of
# lower layers only. Units of one layer must not import each other.
LAYERS = [
    {"__init__", "diagnostics", "errors", "template_dirs", "content_paths"},
    {"images"},
    {"loading"},
    {"model"},
    {"settings_file"},
    {"rules", "geometry"},
    {"api"},
    {"faces"},
    {"report", "i18n"},
    {"kit", "reference"},
    {"render"},
    {"export", "quickref", "playtest"},
    {"rulebook"},
    {"output"},
    {"builtin"},
    {"validation"},
    {"lsp", "serve"},
    {"cli"},
    {"__main__"},
]
RANK = {unit: rank for rank, units in enumerate(LAYERS) for unit in units}
# The shipped games' own Python (a project's rules, beside content/) uses only the public rule API.
PROJECT_RULES = GENERATOR.parent / "rules"


def unit_of(path: Path) -> str:
    parts = path.relative_to(GENERATOR).with_suffix("").parts
    return parts[0]


def imported_modules(path: Path) -> set[str]:
    """Every ``generator.*`` module a source file imports, at any depth."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in found if name.startswith("generator.")}


def _target_unit(module: str) -> str | None:
    name = module.split(".")[1]
    if (GENERATOR / name).is_dir() or (GENERATOR / f"{name}.py").is_file():
        return name
    return None


def unit_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in GENERATOR.rglob("*.py"):
        source = unit_of(path)
        graph.setdefault(source, set())
        for module in imported_modules(path):
            target = _target_unit(module)
            if target and target != source:
                graph[source].add(target)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle of units, if there is one (depth-first search)."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == 1:
                return stack[stack.index(target):] + [target]
            if state.get(target) is None:
                found = visit(target)
                if found:
                    return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if state.get(node) is None:
            found = visit(node)
            if found:
                return found
    return None


def test_every_unit_has_a_layer():
    assert set(unit_graph()) - set(RANK) == set()


def test_no_import_cycle_between_packages():
    assert find_cycle(unit_graph()) is None


def test_lower_stages_do_not_import_higher_ones():
    upward = sorted(f"{source} -> {target}" for source, targets in unit_graph().items()
                    for target in targets if RANK[target] >= RANK[source])
    assert upward == []


def test_the_shipped_games_rules_import_only_the_api():
    paths = sorted(PROJECT_RULES.rglob("*.py"))
    assert len(paths) > 20
    for path in paths:
        outside = {m for m in imported_modules(path) if not m.startswith("generator.api")}
        assert outside == set(), path.name


def test_the_cycle_finder_finds_cycles():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def module_graph(package: Path) -> dict[str, set[str]]:
    """The imports between the modules of one package (``generator.rules``, say), by dotted name."""
    def name_of(path: Path) -> str:
        parts = path.relative_to(GENERATOR.parent).with_suffix("").parts
        return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)

    names = {name_of(path): path for path in package.rglob("*.py")}
    return {name: {m for m in imported_modules(path) if m in names and m != name} for name, path in names.items()}


def test_no_import_cycle_between_the_modules_of_rules():
    graph = module_graph(GENERATOR / "rules")
    assert "generator.rules.runner" in graph and "generator.rules.registry" in graph["generator.rules.runner"]
    assert find_cycle(graph) is None
