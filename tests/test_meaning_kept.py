"""Rewritten rules keep their rulebook sentence's meaning (tests/meaning_check.py): the same
numbers, negations, conditions and modality, for every pair in tests/rewritten_rules.yaml."""

import pytest

from tests import meaning_check
from tests.meaning_check import differences, load_pairs, unexplained
from tests.copied_prose import RULEBOOKS

PAIRS = load_pairs()


@pytest.mark.skipif(not RULEBOOKS.is_dir(), reason="the rulebooks are not beside the repository")
@pytest.mark.parametrize("pair", PAIRS, ids=[p.name for p in PAIRS])
def test_rewrite_keeps_the_rule(pair):
    assert unexplained(pair) == []


@pytest.mark.skipif(not RULEBOOKS.is_dir(), reason="the rulebooks are not beside the repository")
@pytest.mark.parametrize("pair", PAIRS, ids=[p.name for p in PAIRS])
def test_every_accepted_difference_is_still_found(pair):
    """An accepted difference that the texts no longer show is stale: remove it."""
    found = differences(meaning_check.content_text(pair), meaning_check.rulebook_text(pair))
    assert set(pair.accepted) <= set(found)


def test_a_changed_number_is_found():
    assert differences("Lose a unit on a 1.", "The besieger loses a unit on a 1 or 2.") == [
        "number 2 only in the rulebook"]


def test_number_words_and_digits_are_the_same_number():
    assert differences("Draw two cards.", "Each player draws 2 cards.") == []


def test_may_against_must_is_found():
    assert differences("You may retreat.", "You must retreat.") == [
        "'may' only in the rewrite", "'must' only in the rulebook"]


def test_synonyms_are_the_same_mark():
    assert differences("You cannot move when besieged.", "You may not move if besieged.") == []
    assert differences("Only the Tsar can pay.", "The Tsar alone may pay.") == ["'only' only in the rewrite"]


def test_a_dropped_condition_or_exception_is_found():
    assert differences("Take 1 card.", "Take 1 card unless Moscow has no Tsar.") == [
        "'not' only in the rulebook", "'unless' only in the rulebook"]
    assert differences("Every army moves.", "Every army except besieged ones moves.") == [
        "'except' only in the rulebook"]


def test_section_references_are_not_numbers():
    assert differences("Lose 1 VP (6.4.1.6.).", "Lose 1 VP each time (see Table 3.11.).") == []
