"""Constraint kinds about runs of values: covers, dice, order."""

from __future__ import annotations

from itertools import pairwise, product

from generator.diagnostics import Related
from generator.model.game import entities as e
from generator.model.declarations.conditions import is_number
from generator.model.game.paths import MISSING, resolve, value_at
from generator.model.game.values import roll_faces
from generator.rules.constraints.context import Check, expand, known, shown, spec_words


def covers(check: Check):
    """Every combination of the listed values is taken by exactly one entry."""
    specs = check.constraint.options
    allowed = {path: expand(spec, check.game) for path, spec in specs.items()}
    for _, group, subjects in check.groups():
        taken: dict = {}
        for subject in subjects:
            resolved = {path: resolve(subject, path) for path in specs}
            if not all(known(value) for value, _ in resolved.values()):
                continue
            outside = [p for p, (v, _) in resolved.items() if v not in allowed[p]]
            for path in outside:
                value, at = resolved[path]
                yield check.finding(f"{subject.label} has {path} {shown(value)}, not one of "
                                    f"{spec_words(specs[path])}", at)
            if outside:
                continue
            key = tuple(value for value, _ in resolved.values())
            first_pos = next(iter(resolved.values()))[1]
            if key in taken:
                other, other_pos = taken[key]
                yield check.finding(f"{subject.label} has {_combo(specs, key)}, as {other.label} does",
                                    first_pos, Related(other_pos, f"{other.label} has it here"))
            else:
                taken[key] = (subject, first_pos)
        empty = [key for key in product(*allowed.values()) if key not in taken]
        if empty:
            within = f" with {group}" if group else ""
            shown_keys = "; ".join(_combo(specs, key) for key in empty)
            yield check.finding(f"no entry{within} has {shown_keys}", check.place())


def _combo(specs, key) -> str:
    return ", ".join(f"{path} {value}" for path, value in zip(specs, key))


def dice(check: Check):
    """In each container, the rolls cover every face (or sum) of the dice exactly once."""
    faces, many = check.option("faces"), check.option("count", 1)
    path = check.option("field", "roll")
    containers = check.selection.containers or [None]
    for container in containers:
        if isinstance(container, e.Table) and many == 1:
            if container.dice is not None and container.dice != faces:
                yield check.finding(f"table '{container.id}' is rolled on {container.dice} faces, not "
                                    f"{faces}: write dice: {faces}", container.at("dice"))
                continue
            if container.dice is not None:
                continue   # dice-table-faces checks the rows of a dice table
            yield check.finding(f"table '{container.id}' is rolled on one {faces}-sided die: write "
                                f"dice: {faces}", container.pos)
        subjects = [s for s in check.subjects if container is None or s.owner is container]
        yield from _coverage(check, subjects, path, range(many, many * faces + 1), container)


def _coverage(check: Check, subjects, path: str, wanted: range, container):
    covered: dict = {}
    for subject in subjects:
        value, at = resolve(subject, path)
        faces = roll_faces(value) if known(value) else None
        if faces is None or faces.start < wanted.start or faces.stop > wanted.stop:
            yield check.finding(f"{subject.label} rolls {shown(value)}, not a face or range of "
                                f"{wanted.start}-{wanted.stop - 1}", at)
            continue
        for face in faces:
            if face in covered:
                yield check.finding(f"{face} is rolled by {subject.label} and by {covered[face][0].label}",
                                    at, Related(covered[face][1], "first rolled here"))
            covered.setdefault(face, (subject, at))
    missing = [str(f) for f in wanted if f not in covered]
    if missing:
        place = container.at("rows") if isinstance(container, e.Table) else check.place()
        yield check.finding(f"no entry rolls {', '.join(missing)}", place)


def order(check: Check):
    """Values rise (or fall): across fields of each entry, or along the entries (each of several
    fields on its own), or group by group."""
    if check.option("across"):
        for subject in check.subjects:
            points = [resolve(subject, path) + (path,) for path in check.option("across")]
            yield from _monotone(check, [(v, at, f"{p} of {subject.label}") for v, at, p in points])
        return
    subjects = list(check.subjects)
    by = check.option("by")
    if by:
        subjects.sort(key=lambda s: _sort_key(value_at(s, by)))
    for path in check.option("field"):   # several fields: each one in order on its own
        if check.constraint.group_by is not None:
            yield from _monotone(check, _group_points(check, path))
        else:
            yield from _monotone(check, [resolve(s, path) + (f"{path} of {s.label}",) for s in subjects])


def _sort_key(value):
    return (0, value) if is_number(value) else (1, str(value))


def _group_points(check: Check, path: str):
    how = check.option("aggregate", "mean")
    group_field = check.constraint.group_by.field
    groups = sorted((g for g in check.groups() if g[2]), key=lambda g: _sort_key(g[0]))
    points = []
    for _, group, subjects in groups:
        values = [v for s in subjects for v in [value_at(s, path)] if is_number(v)]
        if how == "count":
            values = [len(subjects)]
        if values:
            total = {"mean": sum(values) / len(values), "sum": sum(values), "min": min(values),
                     "max": max(values), "count": values[0]}[how]
            points.append((total, resolve(subjects[0], group_field)[1], f"the {how} {path} of {group}"))
    return points


def _monotone(check: Check, points):
    """A finding at each point that breaks the order set by the one before it."""
    rising = check.option("direction", "ascending") == "ascending"
    strict = check.option("strict", False)
    known_points = [(v, at, label) for v, at, label in points if v is not MISSING and is_number(v)]
    for (before, before_at, before_label), (value, at, label) in pairwise(known_points):
        wrong = (value < before or (strict and value == before)) if rising else \
            (value > before or (strict and value == before))
        if wrong:
            words = "below" if value < before else ("above" if value > before else "equal to")
            yield check.finding(f"{label} is {value:g}, {words} {before_label} ({before:g})", at,
                                Related(before_at, f"{before_label} is here"))
