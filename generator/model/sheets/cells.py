"""How a value is written in one spreadsheet cell, read into the positioned values YAML gives.

| kind | written | read as |
|---|---|---|
| text | ``Amass Forces`` | the text; a leading backslash is dropped (``\\?``, ``\\3``) |
| integer, number | ``3``, ``-1``, ``2.5`` | a number |
| boolean | ``true`` / ``false`` (any case) | a boolean |
| amount | ``fur 2, coin 1`` | ``{fur: 2, coin: 1}`` |
| choices | ``wood 1 | coin 1`` (or one amount) | ``[{wood: 1}, {coin: 1}]`` |
| list | ``one; two; three`` | ``[one, two, three]`` |
| scalar | ``3``, ``2.5``, ``true``, else text | what YAML would read (free-form attributes, table cells) |
| scalar | ``[a, b]``, ``{steal: {coin: 1}}`` | a list or mapping: a cell starting with ``[`` or ``{`` is YAML flow |

Any kind that may be unknown takes ``unknown: <reason>``. A bare ``?`` is refused as ambiguous
(write ``unknown: <reason>``, or ``\\?`` for the text "?"). An empty cell is an absent value.
Numbers and booleans stored as such in an XLSX are taken as they are.
"""

from __future__ import annotations

import re

from generator.diagnostics import Position
from generator.loading.positioned import PDict, PList
from generator.loading.yaml_reader import read_yaml_bytes
from generator.loading.yaml_values import MAX_NUMBER_DIGITS
from generator.model.schema.fields import Checker
from generator.loading.grid import SHEET_CELL

KINDS = ("text", "integer", "number", "boolean", "amount", "choices", "list", "scalar")
UNKNOWN_PREFIX = "unknown:"
ESCAPE = "\\"
INTEGER = re.compile(r"^[-+]?(?:0|[1-9][0-9]*)$")
DECIMAL = re.compile(r"^[-+]?(?:0|[1-9][0-9]*)\.[0-9]+$")
_PAIR = re.compile(r"^(?P<id>\S+)\s+(?P<count>\S+)$")
FLOW = ("[", "{")


class Refused(Exception):
    """A cell that cannot be read as its kind; the message says how to write it."""


def read_cell(value, kind: str, pos: Position, ck: Checker, unknown_ok: bool = False):
    """The positioned value a cell stands for; None (reported on ``ck``) when it is refused."""
    try:
        return _read(value, kind, pos, unknown_ok)
    except Refused as exc:
        ck.error(SHEET_CELL, str(exc), pos)
        return None


def _read(value, kind: str, pos: Position, unknown_ok: bool):
    if not isinstance(value, str):
        return value                      # an XLSX number or boolean, checked by the model
    if value.startswith(ESCAPE):
        if kind in ("text", "scalar"):
            return value[1:]
        raise Refused(f"a backslash starts the cell, which only text cells take; write the {kind} without it")
    if value == "?":
        raise Refused("'?' is ambiguous: write 'unknown: <reason>' for an unknown value, or '\\?' for the text '?'")
    if value.startswith(UNKNOWN_PREFIX):
        if not unknown_ok:
            raise Refused("this column's value cannot be unknown; write the value (or '\\' before the text "
                          "if 'unknown:' is meant literally)")
        return _unknown(value[len(UNKNOWN_PREFIX):].strip(), pos)
    return _READERS[kind](value, pos)


def _unknown(reason: str, pos: Position) -> PDict:
    out = PDict(pos)
    out["unknown"] = reason
    out.key_pos["unknown"] = out.value_pos["unknown"] = pos
    return out


def _number(text: str, pos: Position):
    if (INTEGER.match(text) or DECIMAL.match(text)) and len(text.lstrip("+-").split(".")[0]) > MAX_NUMBER_DIGITS:
        raise Refused(f"a number of more than {MAX_NUMBER_DIGITS} digits before the point is never a count "
                      "or a cost (in a free-form cell, write '\\' first to mean the text)")
    if INTEGER.match(text):
        return int(text)
    if DECIMAL.match(text):
        return float(text)
    return text                           # the model's type check names what was expected


def _boolean(text: str, pos: Position):
    return {"true": True, "false": False}.get(text.lower(), text)


def _scalar(text: str, pos: Position):
    if text.startswith(FLOW):
        return _flow(text, pos)
    if INTEGER.match(text) or DECIMAL.match(text):
        return _number(text, pos)
    return text if text not in ("true", "false") else text == "true"


def _flow(text: str, pos: Position):
    """A YAML flow list or mapping, read by the content's own YAML reader, placed at the cell."""
    read = read_yaml_bytes(text.encode("utf-8"), pos.path)
    if read.data is None:
        problem = read.diagnostics[0].message if read.diagnostics else "not valid YAML"
        raise Refused(f"a cell starting with '{text[0]}' holds a YAML flow value: {problem} (write '\\' first "
                      "to mean the text)")
    return _placed(read.data, pos)


def _placed(value, pos: Position):
    """``value`` with every position set to the cell's."""
    if isinstance(value, PDict):
        out = PDict(pos)
        for key, item in value.items():
            out[key] = _placed(item, pos)
            out.key_pos[key] = out.value_pos[key] = pos
        return out
    if isinstance(value, PList):
        listed = PList(pos)
        for item in value:
            listed.append(_placed(item, pos))
            listed.item_pos.append(pos)
        return listed
    return value


def _amount(text: str, pos: Position) -> PDict:
    if "{" in text or ":" in text:
        raise Refused(f"'{text}' is not an amount as a cell writes it: write 'fur 2, coin 1'")
    out = PDict(pos)
    for part in text.split(","):
        part = part.strip()
        if not part:
            raise Refused(f"'{text}' has an empty item: write amounts as 'fur 2, coin 1'")
        match = _PAIR.match(part)
        if match is None:
            hint = "give each resource its number" if " " not in part else "separate amounts with commas"
            raise Refused(f"'{part}' is not 'resource number' ({hint}): write amounts as 'fur 2, coin 1'")
        resource, count = match.group("id"), match.group("count")
        if INTEGER.match(resource) and not INTEGER.match(count):
            raise Refused(f"'{part}' puts the number first: write the resource, then the number ('{count} {resource}')")
        if resource in out:
            raise Refused(f"'{resource}' appears twice in '{text}'")
        out[resource] = _number(count, pos)
        out.key_pos[resource] = out.value_pos[resource] = pos
    return out


def _choices(text: str, pos: Position):
    if "|" not in text:
        return _amount(text, pos)
    out = PList(pos)
    for option in text.split("|"):
        if not option.strip():
            raise Refused(f"'{text}' has an empty choice: write choices as 'wood 1 | coin 1'")
        out.append(_amount(option.strip(), pos))
        out.item_pos.append(pos)
    return out


def _list(text: str, pos: Position) -> PList:
    out = PList(pos)
    for item in text.split(";"):
        item = item.strip()
        if not item:
            raise Refused(f"'{text}' has an empty item: write lists as 'one; two; three'")
        out.append(_scalar(item, pos))
        out.item_pos.append(pos)
    return out


_READERS = {
    "text": lambda text, pos: text, "integer": _number, "number": _number, "boolean": _boolean,
    "amount": _amount, "choices": _choices, "list": _list, "scalar": _scalar,
}
