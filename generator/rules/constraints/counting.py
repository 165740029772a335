"""Constraint kinds that count and add up: count, sum, per_colour."""

from __future__ import annotations

from generator.diagnostics import Related, Severity
from generator.model.game.paths import resolve
from generator.rules.constraints.context import Check, known, numbers, shown


def _bounds(check: Check):
    """(name, number) of each bound given, and the faults found reading them."""
    found, problems = [], []
    for name in ("equals", "min", "max"):
        number, faults = check.bound(name)
        problems.extend(faults)
        if number is not None:
            found.append((name, number))
    return found, problems


def _fails(name: str, number: float, bound: float) -> bool:
    return {"equals": number != bound, "min": number < bound, "max": number > bound}[name]


def _expected(name: str, bound: float) -> str:
    return {"equals": f"exactly {_n(bound)}", "min": f"at least {_n(bound)}", "max": f"at most {_n(bound)}"}[name]


def _n(number) -> str:
    return str(int(number)) if float(number).is_integer() else f"{number:g}"


def _weight(check: Check, subject) -> int:
    copies = getattr(subject.entity, "copies", None)
    return copies if check.option("copies", True) and isinstance(copies, int) else 1


def count(check: Check):
    """How many entries (copies counted) there are, in all or in each group."""
    bounds, problems = _bounds(check)
    yield from problems
    group_by = check.constraint.group_by
    for _, group, subjects in check.groups():
        total = sum(_weight(check, s) for s in subjects)
        for name, bound in bounds:
            if not _fails(name, total, bound):
                continue
            where = f" with {group}" if group else ""
            detail = f"there are {total}{where}, {_expected(name, bound)} expected"
            if total > bound and subjects:
                yield check.finding(detail, *_beyond(check, subjects, int(bound), group_by))
            else:
                yield check.finding(detail, check.place())


def _beyond(check: Check, subjects, bound: int, group_by):
    """The place of the first entry past the bound, and of the group's first entry."""
    running, extra = 0, subjects[-1]
    for subject in subjects:
        running += _weight(check, subject)
        if running > bound:
            extra = subject
            break
    field = group_by.field if group_by else None
    at = resolve(extra, field)[1] if field else extra.entity.pos
    first = resolve(subjects[0], field)[1] if field else subjects[0].entity.pos
    return at, Related(first, f"the first of them, {subjects[0].label}")


def sum_(check: Check):
    """The total of a field's numbers over the entries (copies counted), in all or in each group."""
    bounds, problems = _bounds(check)
    yield from problems
    path = check.option("field")
    for value, group, subjects in check.groups():
        where = f" for {group}" if group else ""
        refused = check.refused_in(value)
        if refused and bounds:   # a total without the refused value would be a number nobody wrote
            names = ", ".join(s.label for s in refused)
            yield check.finding(f"the {path} total{where} was not checked: the {path} of {names} was refused "
                                "(see its error)", check.place(), severity=Severity.INFO)
            continue
        total = sum(n * _weight(check, s) for s in subjects for n, _ in numbers(*resolve(s, path)))
        for name, bound in bounds:
            if _fails(name, total, bound):
                yield check.finding(f"the {path} total{where} is {_n(total)}, {_expected(name, bound)} "
                                    "expected", check.place())


def per_colour(check: Check):
    """Each entry's per-colour count x the manifest's colours + its extra equals its total."""
    each, extra, total = (check.option("each", "per_colour"), check.option("extra", "extra"),
                          check.option("total", "total"))
    colours = len(check.game.manifest.colours) if check.game.manifest else 0
    for subject in check.subjects:
        per, _ = resolve(subject, each)
        if not known(per):
            continue
        if not colours:
            yield check.finding(f"{subject.label} counts {per} per colour, but the manifest lists no "
                                "colours", resolve(subject, each)[1])
            continue
        more, _ = resolve(subject, extra)
        more = more if known(more) else 0
        stated, at = resolve(subject, total)
        if known(stated) and per * colours + more != stated:
            yield check.finding(f"{subject.label}: {per} per colour x {colours} colours + {more} = "
                                f"{per * colours + more}, but {total} is {shown(stated)}", at)
