"""Each constraint kind: a passing and a failing fixture, with rule ID, message and line:col; and
the faults a constraint itself can have (a missing target is an error, never a silent pass)."""

from __future__ import annotations

import pytest

from generator.validation import validate
from project_fixture import demo

SRC = "source: {section: S}"
BASE = f"""\
resources:
  - {{id: coin, name: Coin, kind: currency, {SRC}}}
  - {{id: fish, name: Fish, kind: good, {SRC}}}
components:
  - {{id: ships, name: Ships, total: 7, per_colour: 3, extra: 1, {SRC}}}
decks:
  - id: market
    name: Market
    {SRC}
    card_attributes:
      tier: {{type: integer, description: Tier}}
      guild: {{type: text, description: Guild}}
      rank: {{type: integer, description: Rank}}
    cards:
      - {{id: a, title: Alpha, type: Good, copies: 2, cost: {{coin: 2}}, vp: 1, text: "Pay 2 coins.", attributes: {{tier: 1, guild: smiths, rank: 1}}}}
      - {{id: b, title: Beta, type: Good, cost: {{coin: 3}}, vp: 2, text: "Pay 3 coins.", attributes: {{tier: 1, guild: weavers, rank: 2}}}}
      - {{id: c, title: Gamma, type: Rare, cost: {{coin: 5}}, vp: 4, text: "Pay 5 coins.", attributes: {{tier: 2, guild: smiths, rank: 3}}}}
boards:
  - id: halls
    name: Halls
    {SRC}
    spaces: [{{id: smiths, name: Smiths}}, {{id: weavers, name: Weavers}}]
tables:
  - id: pieces
    title: Pieces
    {SRC}
    columns: [{{id: each, label: Each}}, {{id: extra, label: Extra}}, {{id: total, label: Total}}]
    rows:
      - {{label: Ships, cells: [3, 1, 7]}}
  - id: roll
    title: Roll
    dice: 6
    {SRC}
    columns: [{{id: what, label: What}}]
    rows:
      - {{roll: 1-3, cells: [calm]}}
      - {{roll: 4-6, cells: [storm]}}
constraints:
  - id: demo-check
    message: the rule holds
    {SRC}
"""
CONSTRAINT_LINE = BASE.count("\n") + 1   # the first line written after BASE


def run(tmp_path, lines: str, edit: tuple[str, str] | None = None):
    """Findings of demo-check with ``lines`` (the constraint's kind and ``of``) added."""
    body = BASE + lines
    if edit:
        assert edit[0] in body, edit[0]
        body = body.replace(edit[0], edit[1], 1)
    return body, demo(tmp_path, body, "demo-check")


def line_of(body: str, token: str, nth: int = 1) -> int:
    index = -1
    for _ in range(nth):
        index = body.index(token, index + 1)
    return body.count("\n", 0, index) + 1


# (kind, the constraint's lines, an edit that breaks it, where the finding points: a token that
# finds the line and a token that starts the value on it, and the message after the constraint's)
CARDS = ("{id: a", "- {id: a")
KINDS = [
    ("unique", "    of: {cards: market}\n    unique: title\n", ("title: Beta", "title: Alpha"),
     ("{id: b", "Alpha"), "card 'b' has title 'Alpha', as card 'a' does"),
    ("unique-combination", "    of: {cards: market}\n    unique: [tier, guild]\n", ("guild: weavers", "guild: smiths"),
     ("{id: b", "1, guild"), "card 'b' has tier 1, guild 'smiths', as card 'a' does"),
    ("range", "    of: {cards: market}\n    range: {field: vp, min: 1, max: 4}\n", ("vp: 4", "vp: 5"),
     ("{id: c, ", "5, text"), "card 'c' has vp 5, above 4"),
    ("range-amount", "    of: {cards: market}\n    range: {field: cost, max: 4}\n", None,
     ("{id: c, ", "5}, vp"), "card 'c' has cost 5, above 4"),
    ("reference", "    of: {cards: market}\n    reference: {field: guild, to: {spaces: halls}}\n",
     ("guild: weavers", "guild: wevers"), ("{id: b", "wevers"),
     "card 'b' has guild 'wevers', which names nothing in spaces of halls; did you mean 'weavers'?"),
    ("covers", "    of: {cards: market}\n    covers: {rank: {from: 1, to: 3}}\n",
     ("      - {id: c, ", "      - {id: d, title: Delta, attributes: {rank: 2}}\n      - {id: c, "),
     ("{id: d, ", "2}}"), "card 'd' has rank 2, as card 'b' does"),
    ("dice", "    of: {rows: roll}\n    dice: {faces: 8}\n", None, ("dice: 6", "6"),
     "table 'roll' is rolled on 6 faces, not 8: write dice: 8"),
    ("count", "    of: {cards: market}\n    where: {type: Good}\n    count: {equals: 3}\n", ("copies: 2", "copies: 1"),
     CARDS, "there are 2, exactly 3 expected"),
    ("count-grouped", "    of: {cards: market}\n    group_by: {field: guild, values: [smiths, weavers, dyers]}\n"
     "    count: {min: 1}\n", None, CARDS, "there are 0 with guild dyers, at least 1 expected"),
    ("sum", "    of: {cards: market}\n    where: {tier: 1}\n    sum: {field: cost.coin, equals: 7}\n",
     ("coin: 3", "coin: 4"), CARDS, "the cost.coin total is 8, exactly 7 expected"),
    ("sum-of-an-entry", "    of: {cards: market}\n    sum: {field: vp, min: {entity: ships, field: total}}\n",
     ("vp: 4", "vp: 1"), CARDS, "the vp total is 5, at least 7 expected"),
    ("per_colour", "    of: {rows: pieces}\n    per_colour: {each: each, extra: extra, total: total}\n",
     ("[3, 1, 7]", "[3, 1, 8]"), ("[3, 1, 8]", "8]"),
     "row 'Ships' of table 'pieces': 3 per colour x 2 colours + 1 = 7, but total is 8"),
    ("order", "    of: {cards: market}\n    order: {field: vp, strict: true}\n", ("vp: 4", "vp: 2"),
     ("{id: c, ", "2, text"), "vp of card 'c' is 2, equal to vp of card 'b' (2)"),
    ("order-fields", "    of: {cards: market}\n    order: {field: [vp, rank], strict: true}\n", ("rank: 3", "rank: 1"),
     ("{id: c, ", "1}}"), "rank of card 'c' is 1, below rank of card 'b' (2)"),
    ("order-grouped", "    of: {cards: market}\n    group_by: tier\n    order: {field: vp, aggregate: max, "
     "direction: descending}\n", None, ("{id: c, ", "2, guild"),
     "the max vp of tier 2 is 4, above the max vp of tier 1 (2)"),
    ("order-across", "    of: {rows: pieces}\n    order: {across: [each, extra]}\n", None, ("[3, 1, 7]", "1, 7]"),
     "extra of row 'Ships' of table 'pieces' is 1, below each of row 'Ships' of table 'pieces' (3)"),
    ("equal", "    of: {rows: pieces}\n    equal: {via: label, to: components, by: name, fields: {each: per_colour, "
     "total: total}}\n", ("[3, 1, 7]", "[4, 1, 7]"), ("[4, 1, 7]", "4, 1"),
     "row 'Ships' of table 'pieces' has each 4, but component 'ships' has per_colour 3"),
    ("for_all", "    of: {cards: market}\n    for_all: {text: {present: true}, copies: {max: 2}}\n",
     ("copies: 2", "copies: 3"), ("{id: a", "3, cost"), "card 'a' should have copies of at most 2; its copies is 3"),
    ("exists", "    of: {cards: market}\n    exists: {type: Rare}\n", ("type: Rare", "type: Good"), CARDS,
     "no entry of cards of market has type 'Rare'"),
    ("text", "    of: {cards: market}\n    text: {field: cost.coin, in: text, pattern: 'Pay (\\w+) coins'}\n",
     ("coin: 3", "coin: 4"), ("{id: b", "4}, vp"), "card 'b' has cost.coin 4, but its text says 'Pay 3 coins'"),
    ("text-of-another-entry", "    of: components\n    text: {field: per_colour, in: {entity: b, field: text}, "
     "pattern: 'Pay (\\w+) coins'}\n", ("Pay 3 coins.", "Pay 4 coins."), ("id: ships", "3, extra"),
     "component 'ships' has per_colour 3, but the text of card 'b' says 'Pay 4 coins'"),
]


@pytest.mark.parametrize("kind, lines, edit, where, detail", KINDS, ids=[k[0] for k in KINDS])
def test_each_kind_passes_and_fails(tmp_path, kind, lines, edit, where, detail):
    if edit is not None:
        assert run(tmp_path / "good", lines)[1] == []
        body, found = run(tmp_path / "bad", lines, edit)
    else:   # the lines fail on the base content as it is; a passing variant is tested below
        body, found = run(tmp_path / "bad", lines)
    line = line_of(body, where[0])
    column = body.splitlines()[line - 1].index(where[1]) + 1
    assert found == [("demo-check", line, column, f"the rule holds: {detail}")]


def test_passing_variants_of_the_kinds_that_fail_as_written(tmp_path):
    passing = [
        "    of: {cards: market}\n    range: {field: cost, max: 5}\n",
        "    of: {cards: market}\n    reference: {field: guild, to: {spaces: halls}}\n",
        "    of: {rows: roll}\n    dice: {faces: 6}\n",
        "    of: {cards: market}\n    group_by: {field: guild, values: [smiths, weavers]}\n    count: {min: 1}\n",
        "    of: {cards: market}\n    group_by: tier\n    order: {field: vp, aggregate: max}\n",
        "    of: {rows: pieces}\n    order: {across: [extra, each, total]}\n",
    ]
    for index, lines in enumerate(passing):
        assert run(tmp_path / str(index), lines)[1] == [], lines


def test_the_finding_points_back_at_the_constraint(tmp_path):
    from generator.validation import validate
    from project_fixture import HEADER, write_project

    write_project(tmp_path, {"game.yaml": HEADER, "content.yaml": BASE + "    of: {cards: market}\n    exists: {type: Rare}\n"
                             .replace("Rare", "Common")})
    [finding] = [d for d in validate(tmp_path).diagnostics if d.rule == "demo-check"]
    assert (finding.related[-1].pos.line, finding.related[-1].message) == (
        line_of(BASE, "- id: demo-check"), "constraint 'demo-check' declared here")


def test_a_warning_constraint_is_a_warning(tmp_path):
    from generator.diagnostics import Severity
    from generator.validation import validate
    from project_fixture import HEADER, write_project

    body = BASE.replace("    message: the rule holds\n", "    message: the rule holds\n    severity: warning\n")
    write_project(tmp_path, {"game.yaml": HEADER, "content.yaml": body + "    of: {cards: market}\n    exists: {type: Common}\n"})
    [finding] = [d for d in validate(tmp_path).diagnostics if d.rule == "demo-check"]
    assert finding.severity is Severity.WARNING


# -- faults in a constraint --------------------------------------------------------------------------

FAULTS = [
    ("    of: {cards: markt}\n    exists: {type: Rare}\n", "demo-check", "markt",
     "constraint 'demo-check' names the deck 'markt', which does not exist; did you mean 'market'?"),
    ("    of: {cards: market}\n    unique: titel\n", "demo-check", "titel",
     "constraint 'demo-check' names the field 'titel', which no entry of cards of market has; did you mean 'title'?"),
    ("    of: {cards: market}\n    range: {field: vp, min: 1}\n    group_by: tier\n", "schema-unknown-key", "group_by",
     "group_by does not apply to a range constraint (only to unique, covers, count, sum, order)"),
    ("    of: {cards: market}\n    rnage: {field: vp, min: 1}\n", "schema-unknown-key", "rnage",
     "unknown key 'rnage' in constraint; did you mean 'range'?"),
    ("    of: {cards: market}\n    range: {feild: vp, min: 1}\n", "schema-unknown-key", "feild",
     "unknown range option 'feild'; did you mean 'field'?; options are: field, min, max"),
    ("    of: {cards: market}\n    count: {}\n", "schema-required", "{}", "a count constraint needs equals or min or max"),
    ("    of: {cards: market}\n    sum: {field: vp, equals: {entity: shipz, field: total}}\n", "demo-check", "shipz",
     "constraint 'demo-check' names the entry 'shipz', which does not exist; did you mean 'ships'?"),
    ("    of: components\n    text: {field: per_colour, in: {entity: shipz}, pattern: '(\\d+)'}\n", "demo-check",
     "shipz", "constraint 'demo-check' names the entry 'shipz', which does not exist; did you mean 'ships'?"),
]


@pytest.mark.parametrize("lines, rule, token, message", FAULTS, ids=[f[2] for f in FAULTS])
def test_faults_in_a_constraint(tmp_path, lines, rule, token, message):
    body = BASE + lines
    found = demo(tmp_path, body, rule)
    line = line_of(body, token, nth=body.count(token))
    assert found == [(rule, line, body.splitlines()[line - 1].index(token) + 1, message)]


def test_a_constraint_without_a_kind(tmp_path):
    body = BASE + "    of: {cards: market}\n"
    assert demo(tmp_path, body, "schema-required") == [
        ("schema-required", line_of(BASE, "- id: demo-check"), 5, "a constraint has exactly one kind, one of: "
         "unique, range, reference, covers, dice, count, sum, per_colour, order, equal, for_all, exists, text")]


def test_a_reference_to_a_missing_container_is_an_error(tmp_path):
    body = BASE + "    of: {cards: market}\n    reference: {field: guild, to: {spaces: hals}}\n"
    line = line_of(body, "{spaces: hals}")
    assert demo(tmp_path, body, "demo-check") == [
        ("demo-check", line, body.splitlines()[line - 1].index("hals") + 1,
         "constraint 'demo-check' names the board or track 'hals', which does not exist; did you mean 'halls'?")]


def test_thresholds_of_a_track_are_a_collection(tmp_path):
    track = f"""\
tracks:
  - id: fame
    name: Fame
    {SRC}
    spaces: [{{index: 0}}, {{index: 1}}, {{index: 2}}]
    thresholds: [{{at: 1, value: 2}}, {{at: 2, value: 1}}]
"""
    body = track + BASE + "    of: {thresholds: fame}\n    order: {field: value, strict: true}\n"
    line = line_of(body, "thresholds: [")
    assert demo(tmp_path, body, "demo-check") == [
        ("demo-check", line, body.splitlines()[line - 1].index("1}]") + 1,
         "the rule holds: value of threshold 2 of track 'fame' is 1, below value of threshold 1 of track "
         "'fame' (2)")]


def test_conditions_on_lists_contains_and_among(tmp_path):
    from project_fixture import HEADER, findings, write_project

    crew = f"""\
decks:
  - id: crew
    name: Crew
    {SRC}
    card_attributes:
      roles: {{type: list, item: text, description: Roles}}
      lead: {{type: text, description: The role it leads with}}
    cards:
      - {{id: x, title: X, attributes: {{roles: [pilot, cook], lead: cook}}}}
      - {{id: y, title: Y, attributes: {{roles: [cook], lead: pilot}}}}
      - {{id: z, title: Z, attributes: {{roles: [pilot], lead: {{unknown: not printed}}}}}}
"""

    def check(name: str, body: str, condition: str):
        lines = f"    of: {{cards: crew}}\n    where: {{roles: {{contains: pilot}}}}\n    for_all: {condition}\n"
        write_project(tmp_path / name, {"game.yaml": HEADER, "crew.yaml": body, "content.yaml": BASE + lines})
        return [f[1:] for f in findings(tmp_path / name, "demo-check")]

    def where(body: str, card: str, token: str) -> tuple[int, int]:
        line = line_of(body, card)
        return line, body.splitlines()[line - 1].index(token) + 1

    assert check("pass", crew, "{lead: {among: roles}}") == []     # y holds no pilot; z's lead is unknown
    wrong = crew.replace("roles: [cook], lead: pilot", "roles: [cook, pilot], lead: gunner")
    assert check("among", wrong, "{lead: {among: roles}}") == [
        (*where(wrong, "{id: y", "gunner"), "the rule holds: card 'y' should have lead among its roles; its "
         "lead is 'gunner', and its roles holds 'cook', 'pilot'")]
    assert check("contains", crew, "{roles: {contains: cook}}") == [
        (*where(crew, "{id: z", "[pilot]"), "the rule holds: card 'z' should have roles holding 'cook'; its "
         "roles holds 'pilot'")]


def test_a_sum_with_a_refused_part_is_not_checked_and_says_why(tmp_path):
    """A rank over its maximum is refused at load; the sum then would leave it out and report a
    total nobody wrote (here 1 x 2 + 3 = 5 instead of 2 + 2 + 9), so it says it was not checked."""
    lines = "    of: {cards: market}\n    sum: {field: rank, equals: 6}\n"
    body = BASE.replace("rank: {type: integer, description: Rank}",
                        "rank: {type: integer, max: 5, description: Rank}") + lines
    body = body.replace("rank: 3}", "rank: 9}")
    demo(tmp_path, body)
    found = validate(tmp_path).diagnostics
    assert [(d.severity.label, d.message) for d in found if d.rule == "demo-check"] == [
        ("info", "the rule holds: the rank total was not checked: the rank of card 'c' was refused (see its error)")]
    assert [d.severity.label for d in found if "9" in d.message and d.rule.startswith("schema")] == ["error"]
