"""Declared constraints as rules: each ``constraints:`` entry of a game becomes a rule of that
game, with the constraint's ID, severity and message."""

from __future__ import annotations

from functools import partial

from generator.diagnostics import Severity
from generator.model.declarations.conditions import matches
from generator.model.declarations.declared import Constraint
from generator.model.game.project import GameContent
from generator.model.game.select import container_kind, missing_containers, select, unmatched_key
from generator.model.schema.fields import did_you_mean
from generator.rules.constraints import basic, counting, linking, sequences
from generator.rules.constraints.context import Check, fields_known
from generator.rules.constraints.fields import named_fields
from generator.rules.registry import RuleSpec

KIND_CHECKS = {
    "unique": basic.unique, "range": basic.range_, "reference": basic.references,
    "for_all": basic.for_all, "exists": basic.exists,
    "count": counting.count, "sum": counting.sum_, "per_colour": counting.per_colour,
    "covers": sequences.covers, "dice": sequences.dice, "order": sequences.order,
    "equal": linking.equal, "text": linking.text,
}


def constraint_rules(game: GameContent) -> list[RuleSpec]:
    """A rule for each of the game's declared constraints."""
    return [RuleSpec(c.id, Severity[c.severity.upper()], partial(evaluate, c), game.id, _doc(c),
                     origin="declared", home=f"{c.pos.path}:{c.pos.line}") for c in game.constraints]


def _doc(constraint: Constraint) -> str:
    parts = [constraint.message[:1].upper() + constraint.message[1:] + ".",
             f"Declared in {constraint.pos}: a {constraint.kind} constraint on {constraint.of.describe()}."]
    if constraint.description:
        parts.append(constraint.description)
    if constraint.source is not None:
        parts.append(f"Source: {constraint.source.cite()}.")
    return "\n\n".join(parts)


def evaluate(constraint: Constraint, game: GameContent):
    """The findings of one constraint on one game. Entries whose fields it reads were refused at
    load (already reported there) are left out."""
    selection = select(game, constraint.of)
    check = Check(constraint, game, selection, [])
    containers = {c.id for name in ("decks", "boards", "tracks", "sheets", "tables") for c in getattr(game, name)}
    for ident in selection.missing:
        yield check.error(f"names the {container_kind(constraint.of)} '{ident}', which does not exist"
                          f"{did_you_mean(ident, containers)}", constraint.of.pos)
    to = check.option("to")
    missing_to = missing_containers(game, to)
    for ident in missing_to:
        yield check.error(f"names the {container_kind(to)} '{ident}', which does not exist"
                          f"{did_you_mean(ident, containers)}", to.pos)
    unmatched = unmatched_key(game, to, check.option("by", "id")) if not missing_to else None
    if unmatched is not None:
        yield check.error(f"matches {to.describe()} by '{unmatched[0]}', which none of them has"
                          f"{did_you_mean(unmatched[0], unmatched[1])}", constraint.options.at("by"))
        return
    fields = named_fields(constraint)
    problems = fields_known(check, fields)
    yield from problems
    if problems or missing_to or (selection.missing and not selection.subjects):
        return
    read = {path.split(".")[0] for path, _ in fields}
    chosen = [s for s in selection.subjects if matches(constraint.where, s)]
    check.subjects = [s for s in chosen if not (read & s.entity.refused)]
    check.refused = [s for s in chosen if read & s.entity.refused]
    yield from KIND_CHECKS[constraint.kind](check)
