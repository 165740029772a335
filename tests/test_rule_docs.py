"""Every rule is documented with a passing and a failing example."""

from generator.rules.registry import RULE_ID, all_rules


def test_every_rule_has_an_id_a_summary_and_examples():
    rules = all_rules()
    assert len(rules) > 40
    undocumented = [r.id for r in rules if not r.summary or "Passes" not in r.doc or "Fails" not in r.doc]
    assert undocumented == []
    assert all(RULE_ID.match(r.id) for r in rules)


def test_derived_tables_declare_the_ids_they_return(repo_root):
    from generator.model.build import load_project
    from generator.rules.derived import declared_ids

    project = load_project(repo_root)
    for game in project.games.values():
        for function, declared in declared_ids(game.id):
            produced = tuple(table.id for table in function(game))
            assert declared == produced, f"{function.__module__}.{function.__name__}"
