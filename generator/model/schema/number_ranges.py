"""The range of every number of the content format, read from the declarations in kinds.py.

docs/content-format.md carries the list ``markdown()`` writes (a test keeps the two the same), so
the documented ranges are the ones ``validate`` applies.
"""

from __future__ import annotations

from collections.abc import Iterator

from generator.model.declarations.constraints import KINDS
from generator.model.schema.kinds import MANIFEST, SECTIONS
from generator.model.schema.records import Record, SelfRef
from generator.model.schema.fields import AMOUNT_MAXIMUM, LIMIT, Integer, ListOf, Number, Type

BEGIN = "<!-- number ranges: begin (written by generator.model.schema.number_ranges) -->"
END = "<!-- number ranges: end -->"


def _fields(record: Record, path: str, seen: set[str]) -> Iterator[tuple[str, Integer | Number]]:
    if record.name in seen:
        return
    seen = seen | {record.name}
    for name, spec in record.fields.items():
        yield from _numbers(spec.type, f"{path}.{name}", seen)


def _numbers(kind: Type, path: str, seen: set[str]) -> Iterator[tuple[str, Integer | Number]]:
    if isinstance(kind, (Integer, Number)):
        yield path, kind
    elif isinstance(kind, ListOf):
        yield from _numbers(kind.item, path, seen)
    elif isinstance(kind, Record):
        yield from _fields(kind, path, seen)
    elif isinstance(kind, SelfRef):
        return
    else:   # a choice of a name or a record (a card size)
        for inner in vars(kind).values():
            if isinstance(inner, Record):
                yield from _fields(inner, path, seen)


def number_fields() -> list[tuple[str, Integer | Number]]:
    """(dotted path, type) of every number field, in the order the format declares them."""
    out = list(_fields(MANIFEST, "game", set()))
    for section, record in SECTIONS.items():
        if isinstance(record, Record):
            out += list(_fields(record, section, set()))
    for name, kind in KINDS.items():
        out += [(f"constraints.{name}.{option}", t) for option, t in kind.options.items()
                if isinstance(t, (Integer, Number))]
    return out


def ranges() -> list[tuple[str, str]]:
    """(where, range) of every number field, in the order the format declares them."""
    out = [(path, _range(kind)) for path, kind in number_fields()]
    out.append(("an amount's numbers (cost, reward, ...)", f"0 to {AMOUNT_MAXIMUM:,}"))
    out.append(("any other number (an attribute, a cell, a constant)", f"{-LIMIT:,} to {LIMIT:,}"))
    return out


def _range(kind: Integer | Number) -> str:
    low, high = (f"{n:,}" if isinstance(n, int) else f"{n:g}" for n in (kind.minimum, kind.maximum))
    return f"{low} to {high}{kind.unit}"


def markdown() -> str:
    """The list docs/content-format.md carries, between BEGIN and END."""
    rows = "\n".join(f"| `{where}` | {span} |" if where[0].isalpha() and " " not in where
                     else f"| {where} | {span} |" for where, span in ranges())
    return f"{BEGIN}\n| Where | Range |\n|---|---|\n{rows}\n{END}"
