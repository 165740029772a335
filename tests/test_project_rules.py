"""A project's own Python rules through generator.api: loaded only on opt-in, positioned findings,
missing targets reported, a crashing rule isolated, faults in the rules folder reported."""

from __future__ import annotations

import textwrap

from generator.cli.main import main
from generator.diagnostics import Severity
from generator.validation import validate
from project_fixture import HEADER, write_project

CONTENT = """\
resources:
  - {id: coin, name: Coin, kind: currency, source: {section: S}}
decks:
  - id: market
    name: Market
    source: {section: S}
    card_attributes:
      bonus: {type: integer, description: Bonus}
    cards:
      - {id: a, title: A, attributes: {bonus: 2}}
      - {id: b, title: B, attributes: {bonus: 3}}
"""

RULES = '''\
from generator.api import Finding, Game, position, rule, value


@rule("demo-even-bonus", game="demo", targets={"market": "deck"})
def even_bonus(game: Game):
    """Market bonuses are even.

    Passes: ``bonus: 2``. Fails: ``bonus: 3``.
    """
    for card in game.deck("market").cards:
        if value(card, "bonus") % 2:
            yield Finding(f"card '{card.id}' has the odd bonus {value(card, 'bonus')}", position(card, "bonus"))
'''


def project(tmp_path, rules: dict[str, str], opt_in: bool = True):
    root = write_project(tmp_path, {"game.yaml": HEADER, "content.yaml": CONTENT})
    folder = root / "rules"
    folder.mkdir()
    for name, text in rules.items():
        (folder / name).write_text(textwrap.dedent(text), encoding="utf-8")
    if opt_in:
        (root / "generator.toml").write_text('[rules]\npython = "rules"\n', encoding="utf-8")
    return root


def of_rule(root, rule):
    return [(d.pos.path, d.pos.line, d.pos.column, d.severity, d.message)
            for d in validate(root).diagnostics if d.rule == rule]


def test_a_project_rule_finds_at_the_exact_value(tmp_path):
    root = project(tmp_path, {"checks.py": RULES})
    assert of_rule(root, "demo-even-bonus") == [
        ("content/demo/content.yaml", 11, 47, Severity.ERROR, "card 'b' has the odd bonus 3")]


def test_project_rules_load_only_when_the_project_opts_in(tmp_path):
    root = project(tmp_path, {"checks.py": RULES + "\nraise SystemExit('must not run')\n"}, opt_in=False)
    assert of_rule(root, "demo-even-bonus") == [] and of_rule(root, "project-rules") == []


def test_a_missing_target_is_an_error_not_a_silent_skip(tmp_path):
    root = project(tmp_path, {"checks.py": RULES.replace('"market": "deck"', '"markets": "deck"')})
    assert of_rule(root, "demo-even-bonus") == [
        ("content/demo/game.yaml", 2, 3, Severity.ERROR,   # the manifest
         "rule 'demo-even-bonus' needs the deck 'markets', which the content does not have")]


def test_a_crashing_rule_is_reported_and_the_others_still_run(tmp_path):
    crashing = RULES.replace("demo-even-bonus", "demo-crashes").replace("% 2", "% 0")
    root = project(tmp_path, {"a_crash.py": crashing, "b_checks.py": RULES})
    [(path, line, column, severity, message)] = of_rule(root, "demo-crashes")
    assert (path, line, column, severity) == ("content/demo/content.yaml", 10, 9, Severity.ERROR)  # card 'a'
    assert message.startswith("internal error in rule 'demo-crashes': ZeroDivisionError: ")
    assert len(of_rule(root, "demo-even-bonus")) == 1          # the other project rule ran


def test_a_crashing_rule_names_its_file_and_line_and_the_entry_it_was_checking(tmp_path):
    crashing = RULES.replace("demo-even-bonus", "demo-crashes").replace(
        "if value(card, \"bonus\") % 2:", "if card.id == 'b' and [][1]:")
    root = project(tmp_path, {"a_crash.py": crashing})
    [crash] = [d for d in validate(root).diagnostics if d.rule == "demo-crashes"]
    line = crashing.splitlines().index("        if card.id == 'b' and [][1]:") + 1
    assert f"IndexError: list index out of range at rules/a_crash.py:{line}" in crash.message
    assert "while checking the card 'b'" in crash.message
    assert (crash.pos.path, crash.pos.line) == ("content/demo/content.yaml", 11)   # card 'b', not the game
    assert [(r.pos.path, r.pos.line) for r in crash.related] == [("rules/a_crash.py", line)]


def test_a_crash_in_a_helper_names_the_helpers_line(tmp_path):
    crashing = RULES.replace("demo-even-bonus", "demo-crashes").replace(
        "if value(card, \"bonus\") % 2:", "if third([card]):") + "\n\ndef third(items):\n    return items[2]\n"
    root = project(tmp_path, {"a_crash.py": crashing})
    [crash] = [d for d in validate(root).diagnostics if d.rule == "demo-crashes"]
    line = len(crashing.splitlines())
    assert f"IndexError: list index out of range at rules/a_crash.py:{line}" in crash.message
    assert (crash.pos.path, crash.pos.line) == ("content/demo/content.yaml", 10)   # card 'a', from the rule's frame


def test_debug_prints_the_traceback_of_a_rule_that_raised(tmp_path, capsys, monkeypatch):
    crashing = RULES.replace("demo-even-bonus", "demo-crashes").replace("% 2", "% 0")
    root = project(tmp_path, {"a_crash.py": crashing})
    monkeypatch.chdir(root)
    assert main(["validate"]) == 1
    assert "Traceback" not in capsys.readouterr().err
    assert main(["--debug", "validate"]) == 1      # also when the findings were kept from the last run
    err = capsys.readouterr().err
    assert "Traceback (most recent call last)" in err and "ZeroDivisionError" in err
    assert "a_crash.py" in err
    assert main(["validate"]) == 1
    assert "Traceback" not in capsys.readouterr().err    # the log is shown only under --debug


def test_a_syntax_error_in_the_rules_folder_is_positioned(tmp_path):
    root = project(tmp_path, {"broken.py": "def oops(:\n    pass\n"})
    [(path, line, _, severity, message)] = of_rule(root, "project-rules")
    assert (path, line, severity) == ("rules/broken.py", 1, Severity.ERROR)
    assert message.startswith("syntax error")


def test_an_import_that_fails_is_reported_at_its_line(tmp_path):
    root = project(tmp_path, {"bad.py": "import os\nimport no_such_module_here\n"})
    assert of_rule(root, "project-rules") == [
        ("rules/bad.py", 2, 1, Severity.ERROR,
         "importing rules/bad.py failed: ModuleNotFoundError: No module named 'no_such_module_here'")]


def test_a_project_rule_may_not_take_a_built_in_rules_id(tmp_path):
    root = project(tmp_path, {"checks.py": RULES.replace("demo-even-bonus", "unique-ids")})
    [(path, line, _, _, message)] = of_rule(root, "project-rules")
    assert (path, line) == ("rules/checks.py", 4)   # its decorator
    assert "has the ID of one of the tool's rules" in message


def test_a_missing_rules_folder_is_reported_at_the_setting(tmp_path):
    root = project(tmp_path, {})
    (root / "generator.toml").write_text('[kit]\npaper = "a4"\n\n[rules]\npython = "checks"\n', encoding="utf-8")
    assert of_rule(root, "project-rules") == [
        ("generator.toml", 5, 1, Severity.ERROR, "[rules] python names the folder 'checks', which does not exist")]


def test_a_project_deriver_needing_a_missing_entry_is_an_error(tmp_path):
    deriver = '''\
from generator.api import DerivedTable, deriver


@deriver("demo", provides=("demo-bonus-table",), targets={"bonus-values": "constant"})
def bonus_table(game):
    return [DerivedTable("demo-bonus-table", "Bonuses", ("Value",), ((game.constant("bonus-values"),),))]
'''
    root = project(tmp_path, {"tables.py": deriver})
    assert of_rule(root, "derived-table") == [
        ("content/demo/game.yaml", 2, 3, Severity.ERROR,
         "derived table 'demo-bonus-table' needs the constant 'bonus-values', which the content does not have")]


def test_the_rules_command_lists_the_projects_rules(tmp_path, capsys):
    root = project(tmp_path, {"checks.py": RULES})
    assert main(["--project", str(root), "rules"]) == 0
    line = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("demo-even-bonus"))
    assert "project" in line and "Market bonuses are even." in line
    assert " rules/checks.py:4 " in line   # where the rule's function is defined


RULES_TEXT = """\
rules:
  - id: book
    title: Book
    source: {section: "1."}
    children:
      - {id: one, number: "1.1.", title: Setup, text: "Take two coins.", source: {section: "1.1."}}
      - {id: two, number: "1.2.", title: Turns, text: "Play in turn.", source: {section: "1.2."}}
"""

TEXT_RULE = '''\
from generator.api import Finding, Game, Rule, position, rule, walk_rules


@rule("demo-rule-texts-end", game="demo")
def texts_end(game: Game):
    """Every rule text ends with a full stop.

    Passes: ``text: "Take two coins."``. Fails: ``text: "Take two coins"``.
    """
    for entry in walk_rules(game.rules):
        assert isinstance(entry, Rule)
        if entry.text and not entry.text.endswith("."):
            yield Finding(f"rule '{entry.id}' does not end with a full stop", position(entry, "text"))
'''


def test_a_project_rule_walks_the_rules_text(tmp_path):
    root = project(tmp_path, {"texts.py": TEXT_RULE})
    (root / "content" / "demo" / "rules.yaml").write_text(
        RULES_TEXT.replace("Play in turn.", "Play in turn"), encoding="utf-8")
    assert [(line, message) for _, line, _, _, message in of_rule(root, "demo-rule-texts-end")] == [
        (7, "rule 'two' does not end with a full stop")]


def test_rules_in_a_package_import_each_other_and_an_edit_is_read_in_the_same_process(tmp_path):
    import os

    root = project(tmp_path, {})
    package = root / "rules" / "demo_rules"
    package.mkdir()
    (package / "__init__.py").write_text('"""The demo game\'s rules."""\n', encoding="utf-8")
    (package / "common.py").write_text('WORD = "odd"\n', encoding="utf-8")
    checks = package / "checks.py"
    checks.write_text(RULES.replace("from generator.api import", "from .common import WORD\nfrom generator.api import")
                      .replace("has the odd bonus", "has the {WORD} bonus"), encoding="utf-8")
    assert [m for *_, m in of_rule(root, "demo-even-bonus")] == ["card 'b' has the odd bonus 3"]
    assert [m for *_, m in of_rule(root, "demo-even-bonus")] == ["card 'b' has the odd bonus 3"]   # kept
    (package / "common.py").write_text('WORD = "uneven"\n', encoding="utf-8")
    later = checks.stat().st_mtime_ns + 5_000_000_000
    os.utime(package / "common.py", ns=(later, later))
    assert [m for *_, m in of_rule(root, "demo-even-bonus")] == ["card 'b' has the uneven bonus 3"]
