"""Constraint kinds that compare values across places: equal (across a reference) and text
(a number stated both in a field and in a text)."""

from __future__ import annotations

from generator.diagnostics import Related
from generator.model.declarations.conditions import is_number, same
from generator.model.game.paths import Subject, resolve
from generator.model.schema.patterns import TIMED_OUT
from generator.model.game.select import select
from generator.model.schema.fields import did_you_mean
from generator.model.game.values import Unknown
from generator.rules.constraints.context import Check, known, shown

NUMBER_WORDS = {word: number for number, word in enumerate((
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"))}


def equal(check: Check):
    """Fields of each entry equal fields of the entry its ``via`` field names."""
    via, by, to = check.option("via"), check.option("by", "id"), check.option("to")
    targets = _by_key(select(check.game, to).subjects, by)
    for subject in check.subjects:
        name, at = resolve(subject, via)
        if not known(name):
            continue
        target = targets.get(str(name))
        if target is None:
            yield check.finding(f"{subject.label} has {via} '{name}', which names nothing in "
                                f"{to.describe()}{' by ' + by if by != 'id' else ''}"
                                f"{did_you_mean(str(name), targets)}", at)
            continue
        yield from _pairs(check, subject, target)


def _by_key(subjects: list[Subject], by: str) -> dict[str, Subject]:
    out: dict[str, Subject] = {}
    for subject in subjects:
        value, _ = resolve(subject, by)
        if known(value):
            out.setdefault(str(value), subject)
    return out


def _pairs(check: Check, subject: Subject, target: Subject):
    for mine, theirs in check.option("fields").items():
        value, at = resolve(subject, mine)
        other, other_at = resolve(target, theirs)
        if isinstance(value, Unknown) or isinstance(other, Unknown) or not (known(value) or known(other)):
            continue
        if not same(value, other):
            yield check.finding(f"{subject.label} has {mine} {shown(value)}, but {target.label} has "
                                f"{theirs} {shown(other)}", at,
                                Related(other_at, f"{target.label}'s {theirs}"))


def read_number(text: str) -> int | None:
    """A stated number: '+1', '-2', '3' or a word from 'zero' to 'twenty'."""
    cleaned = text.strip().replace("\u2212", "-")
    try:
        return int(cleaned)
    except ValueError:
        return NUMBER_WORDS.get(cleaned.casefold())


def _text_of(check: Check, subject: Subject, where) -> tuple:
    """(text, where it is written, how findings name it): the entry's own field, or the field of
    the one entry ``{entity: ID, field: F}`` names."""
    if isinstance(where, str):
        return (*resolve(subject, where), f"{subject.label}'s {where}")
    entity = check.game.index()[where.entity]
    words, words_at = resolve(Subject(entity), where.field)
    return words, words_at, f"the {where.field} of {Subject(entity).label}"


def text(check: Check):
    """The number a text states (the pattern's group) equals the field's value."""
    path, where, pattern = check.option("field"), check.option("in"), check.option("pattern")
    if not isinstance(where, str) and where.entity not in check.game.index():
        found = did_you_mean(where.entity, check.game.index())
        yield check.error(f"names the entry '{where.entity}', which does not exist{found}", where.pos)
        return
    for subject in check.subjects:
        words, words_at, named = _text_of(check, subject, where)
        value, at = resolve(subject, path)
        if not isinstance(words, str) or not known(value):
            continue
        match = pattern.search(words)
        if match is TIMED_OUT:
            continue   # undecided: the pattern ran out of time once and is not tried again
        if match is None:
            if check.option("required", False):
                yield check.finding(f"{named} does not state {subject.label}'s {path} ({shown(value)})"
                                    if not isinstance(where, str) else
                                    f"{named} does not state its {path} ({shown(value)})", words_at)
            continue
        stated = read_number(match.group(1))
        if stated is None:
            yield check.finding(f"{named} says '{match.group(0)}', which holds no number", words_at)
        elif not is_number(value) or stated != value:
            says = f"its {where} says" if isinstance(where, str) else f"{named} says"
            yield check.finding(f"{subject.label} has {path} {shown(value)}, but {says} "
                                f"'{match.group(0)}'", at, Related(words_at, says.removesuffix(" says")))
