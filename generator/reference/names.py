"""Accessible names that tell links apart: a name shared by several entries gets its place added."""

from __future__ import annotations

from collections import Counter


def unique_names(named: list[tuple[str, str, str]], form: str = "{name}, in {context}") -> dict[str, str]:
    """``(key, name, context)`` triples as key -> name, unique: a repeated name gets its context
    ('Course of the Phase, in 5. Planning Phase'), and one still repeated its ordinal ('2 of 3')."""
    counts = Counter(name for _, name, _ in named)
    first = {key: (form.format(name=name, context=context) if counts[name] > 1 and context else name)
             for key, name, context in named}
    again = Counter(first.values())
    seen: Counter = Counter()
    out = {}
    for key, _, _ in named:
        name = first[key]
        if again[name] > 1:
            seen[name] += 1
            name = f"{name} ({seen[name]} of {again[name]})"
        out[key] = name
    return out
