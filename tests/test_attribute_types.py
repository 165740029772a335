"""Each attribute type: a passing and a failing value, with rule ID, message and line:col; and
the faults a declaration itself can have."""

from __future__ import annotations

import pytest

from project_fixture import at, demo

SRC = "source: {section: S}"


def deck(declarations: str, attributes: str, extra: str = "") -> str:
    """A project body: a resource or two, a track, a set and a deck whose one card has
    ``attributes`` under the deck's ``declarations`` (one line each)."""
    return f"""\
resources:
  - {{id: fur, name: Fur, kind: good, {SRC}}}
  - {{id: vp, name: VP, kind: points, {SRC}}}
tracks:
  - {{id: fame, name: Fame, {SRC}, spaces: [{{index: 0}}]}}
sets:
  - {{id: guilds, name: Guilds, values: [smiths, weavers], {SRC}}}
{extra}decks:
  - id: market
    name: Market
    {SRC}
    card_attributes:
      {declarations}
    cards:
      - {{id: a, title: A, attributes: {attributes}}}
"""


CARD_LINE = 15   # the line of the card in deck()

# (declaration, passing attributes, failing attributes, rule, token the finding points at, message)
TYPES = [
    ("tier: {type: integer, min: 1, max: 3, description: Tier}", "{tier: 2}", "{tier: 4}",
     "schema-range", "4}", "4 is above the maximum of 3"),
    ("tier: {type: integer, description: Tier}", "{tier: 2}", "{tier: two}",
     "schema-type", "two", "expected a whole number, got the text 'two'"),
    ("weight: {type: number, max: 2.5, unit: kg, description: Weight}", "{weight: 1.5}", "{weight: 3.5}",
     "schema-range", "3.5", "3.5 kg is above the maximum of 2.5 kg"),
    ("open: {type: boolean, description: Open}", "{open: true}", "{open: yes}",
     "schema-type", "yes", "'yes' is text here: only true and false are booleans"),
    ("code: {type: text, pattern: '[A-Z][0-9]', description: Code}", "{code: B7}", "{code: b7}",
     "schema-format", "b7", "'b7' does not match the pattern '[A-Z][0-9]'"),
    ("guild: {type: one-of, values: [smiths, weavers], description: Guild}", "{guild: smiths}",
     "{guild: smith}", "schema-choice", "smith}", "'smith' is not one of: smiths, weavers; did you mean 'smiths'?"),
    ("guild: {type: one-of, set: guilds, description: Guild}", "{guild: weavers}", "{guild: weaver}",
     "schema-choice", "weaver}", "'weaver' is not one of: smiths, weavers; did you mean 'weavers'?"),
    ("track: {type: reference, to: tracks, description: Track}", "{track: fame}", "{track: fam}",
     "reference-resolves", "fam}", "'fam' names nothing in tracks; did you mean 'fame'?"),
    ("good: {type: reference, to: resources, where: {kind: good}, description: Good}", "{good: fur}",
     "{good: vp}", "reference-resolves", "vp}", "'vp' names nothing in resources that meet its condition"),
    ("price: {type: amount, resources: [fur], description: Price}", "{price: {fur: 2}}", "{price: {vp: 2}}",
     "reference-resolves", "vp: 2", "'vp' is no resource allowed here (fur)"),
    ("price: {type: amount, description: Price}", "{price: {fur: 2}}", "{price: {fur: -2}}",
     "schema-range", "-2", "-2 is below the minimum of 0"),
    ("sizes: {type: list, item: integer, description: Sizes}", "{sizes: [1, 2]}", "{sizes: [1, big]}",
     "schema-type", "big", "expected a whole number, got the text 'big'"),
    ("claim: {type: mapping, fields: {track: {type: reference, to: tracks}}, description: Claim}",
     "{claim: {track: fame}}", "{claim: {trak: fame}}", "schema-unknown-key", "trak",
     "unknown key 'trak' in 'claim'; did you mean 'track'?"),
    ("bonus: {type: map, key: {type: one-of, set: guilds}, value: integer, description: Bonus}",
     "{bonus: {smiths: 1}}", "{bonus: {tailors: 1}}", "schema-choice", "tailors",
     "'tailors' is not one of: smiths, weavers"),
    ("tier: {type: integer, unknown_ok: false, description: Tier}", "{tier: 1}",
     "{tier: {unknown: not printed}}", "schema-type", "{unknown", "'tier' may not be unknown here"),
]


@pytest.mark.parametrize("declaration, good, bad, rule, token, message", TYPES,
                         ids=[t[0].split(":")[0] + "-" + t[3] for t in TYPES])
def test_each_type_passes_and_fails(tmp_path, declaration, good, bad, rule, token, message):
    assert demo(tmp_path / "good", deck(declaration, good), rule) == []
    body = deck(declaration, bad)
    assert demo(tmp_path / "bad", body, rule) == [(rule, *at(body, CARD_LINE, token), message)]


def test_an_unknown_value_passes_where_allowed(tmp_path):
    body = deck("tier: {type: integer, max: 3, description: Tier}", "{tier: {unknown: not printed}}")
    assert [f for f in demo(tmp_path, body) if f[0] != "source-required"] == []


def test_a_required_attribute_missing(tmp_path):
    body = deck("tier: {type: integer, required: true, description: Tier of the card}", "{}")
    assert demo(tmp_path, body, "schema-required") == [
        ("schema-required", *at(body, CARD_LINE, "{}"), "card 'a' needs the attribute 'tier': Tier of the card")]


def test_an_undeclared_attribute(tmp_path):
    body = deck("tier: {type: integer, description: Tier}", "{teir: 1}")
    assert demo(tmp_path, body, "schema-unknown-key") == [
        ("schema-unknown-key", *at(body, CARD_LINE, "teir"), "card 'a' has the undeclared attribute 'teir'; "
         "did you mean 'tier'?")]


def test_containers_without_declarations_keep_free_attributes(tmp_path):
    body = deck("tier: {type: integer, description: Tier}", "{tier: 1}").replace(
        "    card_attributes:\n      tier: {type: integer, description: Tier}\n", "")
    body = body.replace("{tier: 1}", "{anything: [1, two]}")
    assert [f for f in demo(tmp_path, body) if f[0] != "source-required"] == []


def test_sheets_tracks_and_table_columns_declare_too(tmp_path):
    body = f"""\
sheets:
  - id: chits
    name: Chits
    {SRC}
    token_attributes:
      worth: {{type: integer, min: 1, description: Worth}}
    tokens:
      - {{id: chit, label: C, attributes: {{worth: 0}}}}
tracks:
  - id: fame
    name: Fame
    {SRC}
    space_attributes:
      bonus: {{type: boolean, description: Bonus}}
    spaces: [{{index: 0, attributes: {{bonus: maybe}}}}]
tables:
  - id: prices
    title: Prices
    {SRC}
    columns: [{{id: price, label: Price, type: integer, min: 0}}]
    rows: [{{label: Bread, cells: [-1]}}]
"""
    found = demo(tmp_path, body)
    assert [f for f in found if f[0] != "source-required"] == [
        ("schema-range", *at(body, 8, "0}"), "0 is below the minimum of 1"),
        ("schema-type", *at(body, 15, "maybe"), "expected true or false, got the text 'maybe'"),
        ("schema-range", *at(body, 21, "-1"), "-1 is below the minimum of 0"),
    ]


def test_thresholds_declare_their_attributes_on_the_track(tmp_path):
    body = f"""\
resources:
  - {{id: vp, name: VP, kind: points, {SRC}}}
tracks:
  - id: fame
    name: Fame
    {SRC}
    threshold_attributes:
      below: {{type: boolean, description: The condition holds below the threshold}}
      counts: {{type: reference, to: resources, description: What the track counts}}
    spaces: [{{index: 0}}, {{index: 1}}]
    thresholds:
      - {{at: 0, attributes: {{below: true, counts: vp}}}}
      - {{at: 1, attributes: {{below: maybe, counts: vpp, party: red}}}}
constraints:
  - id: demo-check
    message: the rule holds
    {SRC}
    of: {{thresholds: fame}}
    for_all: {{below: true}}
"""
    found = [f for f in demo(tmp_path, body) if f[0] != "source-required"]
    assert found == [
        ("schema-type", *at(body, 13, "maybe"), "expected true or false, got the text 'maybe'"),
        ("reference-resolves", *at(body, 13, "vpp"), "'vpp' names nothing in resources; did you mean 'vp'?"),
        ("schema-unknown-key", *at(body, 13, "party"), "threshold at 1 has the undeclared attribute 'party'; "
         "declared: below, counts"),
    ]
    body = body.replace("below: maybe, counts: vpp, party: red", "below: false, counts: vp")
    line = 13
    assert demo(tmp_path, body, "demo-check") == [
        ("demo-check", *at(body, line, "false"), "the rule holds: threshold 2 of track 'fame' should have "
         "below true; its below is false")]


def test_a_reference_to_rules_names_nested_sections_too(tmp_path):
    rules = f"""\
rules:
  - id: combat
    title: Combat
    {SRC}
    children:
      - {{id: retreat, title: Retreat, text: "Back one space."}}
"""
    body = deck("rule: {type: reference, to: rules, description: The rule it follows}", "{rule: retreat}", rules)
    assert [f for f in demo(tmp_path / "a", body) if f[0] != "source-required"] == []
    body = body.replace("{rule: retreat}", "{rule: retriet}")
    assert demo(tmp_path / "b", body, "reference-resolves") == [
        ("reference-resolves", *at(body, 21, "retriet"), "'retriet' names nothing in rules; did you mean 'retreat'?")]


# -- faults in a declaration -----------------------------------------------------------------------

DECLARATION_FAULTS = [
    ("tier: {type: integr, description: Tier}", "schema-choice", "integr",
     "'integr' is no attribute type; did you mean 'integer'?; types are: integer, number, boolean, text, "
     "one-of, reference, amount, list, mapping, map"),
    ("tier: {type: text, min: 1, description: Tier}", "schema-unknown-key", "min",
     "'min' does not apply to a text attribute (text takes: pattern)"),
    ("tier: {type: integer}", "schema-required", "{type: integer}",
     "an integer declaration needs 'description': one line on what the attribute means (shown by editors)"),
    ("guild: {type: one-of, set: trades, description: Guild}", "reference-resolves", "trades",
     "declaration 'guild' names the set 'trades', which is not declared"),
    ("guild: {type: one-of, description: Guild}", "schema-required", "{type: one-of",
     "a one-of declaration needs either 'values' or 'set'"),
]


@pytest.mark.parametrize("declaration, rule, token, message", DECLARATION_FAULTS,
                         ids=[f[1] + "-" + f[2] for f in DECLARATION_FAULTS])
def test_faults_in_a_declaration(tmp_path, declaration, rule, token, message):
    body = deck(declaration, "{}")
    assert demo(tmp_path, body, rule) == [(rule, *at(body, 13, token), message)]


def test_a_reference_declared_to_a_missing_container(tmp_path):
    body = deck("port: {type: reference, to: {spaces: quays}, description: Port}", "{}")
    assert demo(tmp_path, body, "reference-resolves") == [
        ("reference-resolves", *at(body, 13, "{spaces: quays}"),
         "declaration 'port' names the board or track 'quays', which does not exist")]


def test_an_empty_cell_is_allowed_unless_the_column_is_required(tmp_path):
    body = f"""\
tables:
  - id: prices
    title: Prices
    {SRC}
    columns:
      - {{id: price, label: Price, type: integer, min: 0}}
      - {{id: upkeep, label: Upkeep, type: integer, required: true}}
    rows:
      - {{label: Bread, cells: [~, 1]}}
      - {{label: Salt, cells: [2, ~]}}
"""
    found = [f for f in demo(tmp_path, body) if f[0] != "source-required"]
    assert found == [("schema-required", *at(body, 10, "~]"),
                      "column 'upkeep' is required: this row leaves it empty")]


def test_typed_cells_take_lists_and_booleans_as_their_columns_declare(tmp_path):
    body = f"""\
tables:
  - id: builds
    title: Builds
    {SRC}
    columns:
      - {{id: by, label: Built by, type: list, item: {{type: one-of, values: [mason, architect]}}}}
      - {{id: printed, label: Printed, type: boolean}}
    rows:
      - {{label: Wall, cells: [[mason, architect], true]}}
      - {{label: Tower, cells: [[mason, archtect], "no"]}}
"""
    found = [f for f in demo(tmp_path, body) if f[0] != "source-required"]
    assert found == [
        ("schema-choice", *at(body, 10, "archtect"),
         "'archtect' is not one of: mason, architect; did you mean 'architect'?"),
        ("schema-type", *at(body, 10, '"no"'), "'no' is text here: only true and false are booleans")]


def test_a_reference_by_a_table_column(tmp_path):
    body = f"""\
tables:
  - id: skills
    title: Skills
    {SRC}
    columns: [{{id: skill-name, label: Name}}]
    rows: [{{cells: [Architect]}}, {{cells: [Guide]}}]
  - id: builds
    title: Builds
    {SRC}
    columns:
      - {{id: by, label: Built by, type: list, item: {{type: reference, to: {{rows: skills}}, by: skill-name}}}}
    rows:
      - {{label: Wall, cells: [[Architect, Guid]]}}
"""
    found = [f for f in demo(tmp_path, body) if f[0] != "source-required"]
    assert found == [("reference-resolves", *at(body, 13, "Guid"),
                      "'Guid' names nothing in rows of skills by skill-name; did you mean 'Guide'?")]
