"""A fifth game, Harbour (tests/fixtures/harbour), written only in YAML: its declarations catch
careless edits without a line of Python, inside the repository and in a project outside it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.cli.main import main
from generator.validation import validate

FIXTURE = Path(__file__).resolve().parent / "fixtures" / "harbour"


class Harbour:
    """A copy of the fixture project to break with text edits."""

    def __init__(self, root: Path):
        self.root = root
        shutil.copytree(FIXTURE, root, dirs_exist_ok=True)

    def path(self, name: str) -> Path:
        return self.root / "content" / "harbour" / name

    def replace(self, name: str, old: str, new: str) -> tuple[int, int]:
        """Replace ``old`` once; the line and column where ``new`` starts."""
        text = self.path(name).read_text(encoding="utf-8")
        assert old in text, old
        index = text.index(old)
        self.path(name).write_text(text.replace(old, new, 1), encoding="utf-8")
        return text.count("\n", 0, index) + 1, index - text.rfind("\n", 0, index)

    def findings(self):
        return [(d.rule, d.pos.path.rsplit("/", 1)[-1], d.pos.line, d.pos.column, d.message)
                for d in validate(self.root).diagnostics]


@pytest.fixture
def harbour(tmp_path):
    return Harbour(tmp_path / "harbour")


def test_the_fixture_validates_clean_and_has_no_python(harbour):
    assert harbour.findings() == []
    assert not list(FIXTURE.rglob("*.py"))


def test_a_value_out_of_range(harbour):
    line, col = harbour.replace("contracts.yaml", "vp: 5,", "vp: 7,")
    assert harbour.findings() == [
        ("harbour-contract-vp", "contracts.yaml", line, col + len("vp: "),
         "a contract scores 1 to 5 VP: card 'lighthouse' has vp 7, above 5")]


def test_a_declared_attribute_out_of_range(harbour):
    line, col = harbour.replace("contracts.yaml", "tier: 3, port: east-quay", "tier: 4, port: east-quay")
    assert harbour.findings() == [
        ("schema-range", "contracts.yaml", line, col + len("tier: "), "4 is above the maximum of 3")]


def test_an_unknown_reference_in_an_attribute(harbour):
    line, col = harbour.replace("quays.yaml", "produces: timber", "produces: gold")
    assert harbour.findings() == [
        ("reference-resolves", "quays.yaml", line, col + len("produces: "),
         "'gold' names nothing in resources that meet its condition")]


def test_a_reference_to_a_space_misspelt(harbour):
    line, col = harbour.replace("contracts.yaml", "tier: 1, port: north-quay}}\n      - {id: net",
                                "tier: 1, port: north-qay}}\n      - {id: net")
    assert harbour.findings() == [
        ("reference-resolves", "contracts.yaml", line, col + len("tier: 1, port: "),
         "'north-qay' names nothing in spaces of quays; did you mean 'north-quay'?")]


def test_a_misspelt_enum(harbour):
    line, col = harbour.replace("contracts.yaml", "guild: masons, tier: 1", "guild: mason, tier: 1")
    found = harbour.findings()
    assert ("schema-choice", "contracts.yaml", line, col + len("guild: "),
            "'mason' is not one of: fishers, carpenters, masons; did you mean 'masons'?") in found
    # The refused card no longer counts for its guild, so the count says so too, at the deck.
    assert sorted(f[0] for f in found) == ["harbour-guild-contracts", "schema-choice"]


def test_a_cost_total_off_by_one(harbour):
    harbour.replace("contracts.yaml", "cost: {coin: 2}", "cost: {coin: 3}")
    cards = harbour.replace("contracts.yaml", "      - {id: salt-fish", "      - {id: salt-fish")
    assert harbour.findings() == [
        ("harbour-tier-one-costs", "contracts.yaml", cards[0], 7,
         "the tier 1 contracts cost 12 coins in all: the cost.coin total is 13, exactly 12 expected")]


def test_a_per_colour_count_off_by_one(harbour):
    line, col = harbour.replace("game.yaml", "cells: [1, 1, 5]", "cells: [1, 1, 6]")
    assert harbour.findings() == [
        ("harbour-pieces", "game.yaml", line, col + len("cells: [1, 1, "),
         "each player's pieces times the colours, plus the extra ones, make the box's total: row "
         "'Harbour masters' of table 'pieces': 1 per colour x 4 colours + 1 = 5, but total is 6")]


def test_a_guild_with_three_contracts(harbour):
    line, col = harbour.replace("contracts.yaml", "guild: masons, tier: 3", "guild: fishers, tier: 3")
    found = harbour.findings()
    assert [f[:4] for f in found] == [("harbour-guild-contracts", "contracts.yaml", 10, 7),
                                      ("harbour-guild-contracts", "contracts.yaml", line, col + len("guild: "))]
    assert [f[4].split(": ", 1)[1] for f in found] == ["there are 1 with guild masons, exactly 2 expected",
                                                        "there are 3 with guild fishers, exactly 2 expected"]


def test_a_project_outside_the_repository_gets_the_checks_from_yaml_alone(tmp_path, monkeypatch, capsys):
    project = Harbour(tmp_path / "elsewhere" / "my-harbour")
    project.replace("contracts.yaml", "vp: 5,", "vp: 7,")                      # range
    project.replace("quays.yaml", "produces: timber", "produces: gold")        # reference
    project.replace("contracts.yaml", "cost: {coin: 2}", "cost: {coin: 3}")    # total
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    assert main(["--project", str(project.root), "validate"]) == 1
    out = capsys.readouterr().out
    assert "[harbour-contract-vp]" in out and "[reference-resolves]" in out and "[harbour-tier-one-costs]" in out
    assert main(["--project", str(project.root), "schema", "--check"]) == 0
