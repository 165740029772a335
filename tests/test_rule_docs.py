"""Every rule is documented with a passing and a failing example."""

from generator.rules.registry import RULE_ID, all_rules


def test_every_rule_has_an_id_a_summary_and_examples():
    rules = all_rules()
    assert len(rules) > 40
    undocumented = [r.id for r in rules if not r.summary or "Passes" not in r.doc or "Fails" not in r.doc]
    assert undocumented == []
    assert all(RULE_ID.match(r.id) for r in rules)
