"""The fields a constraint names, with where it names them, so that a misspelt one is reported."""

from __future__ import annotations

from generator.model.declarations.declared import Condition, Constraint


def _condition_fields(condition: Condition | None) -> list:
    if condition is None:
        return []
    return [(path, condition.test_pos.get(path, condition.pos)) for path in condition.tests]


def named_fields(constraint: Constraint) -> list:
    """(field path, position) of each field of the subjects the constraint reads."""
    options, kind = constraint.options, constraint.kind
    found = _condition_fields(constraint.where)
    if constraint.group_by is not None:
        found.append((constraint.group_by.field, constraint.group_by.pos))
    if kind in ("for_all", "exists"):
        return found + _condition_fields(options)
    if kind == "covers":
        return found + [(path, options.key_at(path)) for path in options]
    for name in ("field", "in", "via", "each", "extra", "total", "by"):
        own_field = not (name == "by" and kind in ("reference", "equal"))   # there it names the target's
        if name in options and own_field and isinstance(options[name], str):
            found.append((options[name], options.at(name)))
    for name in ("field", "fields", "across"):
        if name in options and isinstance(options[name], tuple):
            found.extend((path, options.at(name)) for path in options[name])
    if kind == "equal":
        found.extend((mine, options["fields"].key_at(mine)) for mine in options["fields"])
    return found
