"""Model values written as spreadsheet cells, the inverse of generator.model.sheets.cells."""

from __future__ import annotations

from generator.model.sheets.cells import DECIMAL, ESCAPE, FLOW, INTEGER, UNKNOWN_PREFIX
from generator.model.game.values import AtLeast, Unknown


class NotWritable(ValueError):
    """A value no cell notation holds (a nested mapping, a list with ';' in an item...)."""


def cell_text(value, kind: str):
    """What to write in the cell: text, or for numbers and booleans the value itself
    (CSV writes it as text, XLSX as a number). None for an empty cell."""
    if value is None:
        return None
    if isinstance(value, Unknown):
        return f"{UNKNOWN_PREFIX} {value.reason}"
    if isinstance(value, AtLeast):
        raise NotWritable(f"a lower bound ({{at_least: {int(value)}}}) has no cell notation; keep these "
                          "entries in YAML")
    if kind in ("amount", "choices") and isinstance(value, (dict, list)):
        return _choices(value)
    if kind == "list" and isinstance(value, list):
        return _list(value)
    if kind == "scalar" and isinstance(value, (dict, list)):
        return _flow(value)
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, str):
        return _text(value, kind)
    raise NotWritable(f"a {type(value).__name__} cannot be written in a cell")


def _flow(value) -> str:
    import yaml

    from generator.model.game.plain import plain

    return yaml.safe_dump(plain(value), default_flow_style=True, allow_unicode=True, width=10**9,
                          sort_keys=False).strip()


def _text(text: str, kind: str) -> str:
    looks_scalar = kind == "scalar" and (INTEGER.match(text) or DECIMAL.match(text) or text in ("true", "false")
                                         or text.startswith(FLOW))
    if text.startswith((ESCAPE, UNKNOWN_PREFIX)) or text == "?" or looks_scalar:
        return ESCAPE + text
    return text


def _amount(amount) -> str:
    if not isinstance(amount, dict) or not amount:
        raise NotWritable("an amount is written 'fur 2, coin 1' and cannot be empty in a cell")
    return ", ".join(f"{resource} {count}" for resource, count in amount.items())


def _choices(value) -> str:
    if isinstance(value, list):
        return " | ".join(_amount(option) for option in value)
    return _amount(value)


def _list(items: list) -> str:
    texts = []
    for item in items:
        if isinstance(item, (dict, list)) or (isinstance(item, str) and ";" in item):
            raise NotWritable("a list item is a mapping or holds ';'")
        texts.append(str(item) if not isinstance(item, bool) else str(item).lower())
    if not texts:
        raise NotWritable("an empty list cannot be told from an absent one in a cell")
    return "; ".join(texts)
