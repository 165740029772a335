"""Primitives as stable text, one drawing operation a line: what the golden files hold."""

from __future__ import annotations

import dataclasses

from generator.faces.primitives import Form, Group, Use


def _num(v) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".") if isinstance(v, float) else repr(v)


def _fields(item) -> str:
    parts = []
    for f in dataclasses.fields(item):
        value = getattr(item, f.name)
        if f.name in ("items", "form", "transform", "clip", "bbox"):
            continue
        if isinstance(value, tuple) and value and isinstance(value[0], tuple):
            value = " ".join(f"({_num(x)},{_num(y)})" for x, y in value)
            parts.append(f"{f.name}=[{value}]")
        elif isinstance(value, tuple):
            parts.append(f"{f.name}=({','.join(_num(v) for v in value)})")
        else:
            parts.append(f"{f.name}={_num(value)}")
    return " ".join(parts)


def _transform(t) -> str:
    return "[" + " ".join(_num(float(v)) for v in (t.a, t.b, t.c, t.d, t.e, t.f)) + "]"


def drawing_ops(items, depth: int = 0, forms: set | None = None) -> list[str]:
    forms = set() if forms is None else forms
    pad = "  " * depth
    lines = []
    for item in items:
        if isinstance(item, Group):
            lines.append(f"{pad}Group {_transform(item.transform)}" + (f" clip={item.clip}" if item.clip else ""))
            lines += drawing_ops(item.items, depth + 1, forms)
        elif isinstance(item, Use):
            lines.append(f"{pad}Use {item.form.key} {_transform(item.transform)}")
            if item.form.key not in forms:
                forms.add(item.form.key)
                lines += drawing_ops(item.form.items, depth + 1, forms)
        elif isinstance(item, Form):
            lines.append(f"{pad}Form {item.form.key}")
        else:
            lines.append(f"{pad}{type(item).__name__} {_fields(item)}")
    return lines
