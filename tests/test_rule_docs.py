"""Every rule is documented with a passing and a failing example."""

from generator.builtin import all_rules
from tests.project_fixture import shipped_catalogue
from generator.rules.registry import RULE_ID


def test_every_rule_has_an_id_a_summary_and_examples():
    rules = [*all_rules(), *(r for r in shipped_catalogue().rules if r.origin == "project")]
    assert len(rules) > 40
    undocumented = [r.id for r in rules if not r.summary or "Passes" not in r.doc or "Fails" not in r.doc]
    assert undocumented == []
    assert all(RULE_ID.match(r.id) for r in rules)


def test_derived_tables_declare_the_ids_they_return(repo_root):
    from generator.model.build import load_project

    project = load_project(repo_root)
    for game in project.games.values():
        for spec in shipped_catalogue().derivers_for(game.id):
            produced = tuple(table.id for table in spec.function(game))
            assert spec.provides == produced, spec.name
