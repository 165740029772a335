"""Kingsburg's derived tables: the dice odds against hand-computed values, and the tables the
reference shows, computed from the content."""

from __future__ import annotations

from fractions import Fraction

from rules.kingsburg.derived import bonus_range, soldiers_needed
from rules.kingsburg.odds import Dice, group_odds, group_sums
from generator.rules.derived import derived_tables

GAME = "kingsburg"
D6 = Dice(faces=6, token_adds=2)   # the content's die-faces and plus-two-adds



def test_odds_single_die():
    # One die shows 6 with probability 1/6; no single die reaches 7.
    assert group_odds(6, 1, 0, False, D6) == Fraction(1, 6)
    assert group_odds(7, 1, 0, False, D6) == 0


def test_odds_two_dice():
    # Value 1: some die shows 1: 1 - (5/6)^2 = 11/36.
    assert group_odds(1, 2, 0, False, D6) == Fraction(11, 36)
    # Value 2: some die shows 2 (11 rolls) or the roll is (1, 1) (1 roll): 12/36.
    assert group_odds(2, 2, 0, False, D6) == Fraction(12, 36)
    # Value 12: only (6, 6); 13 is out of reach.
    assert group_odds(12, 2, 0, False, D6) == Fraction(1, 36)
    assert group_odds(13, 2, 0, False, D6) == 0


def test_odds_three_dice():
    # Value 18: only (6, 6, 6): 1/216.
    assert group_odds(18, 3, 0, False, D6) == Fraction(1, 216)
    # Value 3 fails when no die is 3, the dice do not hold both a 1 and a 2, and the roll is not
    # (1, 1, 1). Over faces {1, 2, 4, 5, 6}: 5^3 = 125 rolls, of which 125 - 64 - 64 + 27 = 24
    # hold both a 1 and a 2, and 1 is (1, 1, 1): 100 failing rolls. 1 - 100/216 = 116/216.
    assert group_odds(3, 3, 0, False, D6) == Fraction(116, 216)


def test_odds_with_a_plus_two_token():
    # Two dice, value 3 with a token: a group sums to 3 or to 1. That fails only when both dice
    # are in {2, 4, 5, 6} ((2, 1)-style pairs hold a 1): 1 - (4/6)^2 = 20/36.
    assert group_odds(3, 2, 0, True, D6) == Fraction(20, 36)
    # Value 14 with two dice needs (6, 6) + 2: 1/36. The token alone never reaches 2.
    assert group_odds(14, 2, 0, True, D6) == Fraction(1, 36)
    assert group_odds(2, 2, 0, True, D6) == group_odds(2, 2, 0, False, D6)


def test_odds_with_more_tokens_or_more_coloured_dice():
    # Two tokens on one group: value 5 from one die is reached by a die showing 5, 3 or 1:
    # 1 - (3/6)^1 = 1/2 with one die.
    two_tokens = Dice(faces=6, token_adds=2, tokens_per_group=2)
    assert group_odds(5, 1, 0, True, two_tokens) == Fraction(1, 2)
    assert group_odds(5, 1, 0, True, D6) == Fraction(2, 6)
    # Groups of at least two coloured dice: one die never influences; two dice reach 12 only as (6, 6).
    pairs = Dice(faces=6, token_adds=2, min_coloured=2)
    assert group_odds(6, 1, 0, False, pairs) == 0
    assert group_odds(6, 2, 0, False, pairs) == Fraction(5, 36)   # (1, 5), (2, 4), (3, 3), (4, 2), (5, 1)
    assert 3 not in group_sums((3, 4), (), 2) and 7 in group_sums((3, 4), (), 2)


def test_odds_white_die_never_alone():
    # Value 1 with 3 coloured dice and a white die: the white 1 alone does not count, so only a
    # coloured 1 helps: 1 - (5/6)^3 = 91/216, the same as without the white die.
    assert group_odds(1, 3, 1, False, D6) == Fraction(91, 216)
    assert group_odds(1, 3, 1, False, D6) == group_odds(1, 3, 0, False, D6)
    # Value 24 needs all four dice at 6: 1/1296.
    assert group_odds(24, 3, 1, False, D6) == Fraction(1, 1296)
    assert 2 not in group_sums((3,), (2,)) and 5 in group_sums((3,), (2,))
    assert group_odds(1, 0, 2, False, D6) == 0


def test_dice_odds_table(shipped):
    [table] = [t for t in derived_tables(shipped.project.games[GAME]) if t.id == "kingsburg-dice-odds"]
    assert table.columns[:4] == ("Value", "Advisor", "2 dice", "2 dice, +2")
    assert table.columns[-2:] == ("3 + 2 white", "3 + 2 white, +2")
    assert len(table.rows) == 18
    assert table.rows[0][:4] == (1, "Jester", "30.6%", "30.6%")        # 11/36
    assert table.rows[2][4] == "53.7%"                                  # 116/216, 3 dice
    assert table.rows[17][:5] == (18, "King", "0.0%", "0.0%", "0.5%")   # 1/216 with 3 dice
    assert any('"+2"' in note and "v - 2" in note for note in table.notes)


# -- the other derived tables --------------------------------------------------------------------

def test_soldiers_needed():
    # Beat strength 5 with a +2 building bonus: 4 soldiers make 6 > 5; 3 would only draw.
    assert soldiers_needed(5, 2) == 4
    assert soldiers_needed(2, 8) == 0
    assert soldiers_needed(9, -1) == 11


def test_soldiers_table(shipped):
    game = shipped.project.games[GAME]
    [table] = [t for t in derived_tables(game) if t.id == "kingsburg-soldiers-needed"]
    # Bonuses: the Farms' -1 at worst; at best vs Goblins: Guard Tower 1 + Blacksmith 1 +
    # Wizards' Guild 2 + Palisade 1 + Stone Wall 1 + Fortress 1 + Barricade 1 = 8.
    assert bonus_range(game.board("province-sheet").spaces, ["goblins"]) == range(-1, 9)
    assert table.columns == ("Strength", "-1", "+0", "+1", "+2", "+3", "+4", "+5", "+6", "+7", "+8")
    assert [row[0] for row in table.rows] == [2, 3, 4, 5, 6, 7, 8, 9]
    assert table.rows[3][table.columns.index("+2")] == 4
    assert any("Stone Wall" in note for note in table.notes)


def test_building_rows_table(shipped):
    [table] = [t for t in derived_tables(shipped.project.games[GAME]) if t.id == "kingsburg-building-rows"]
    # Row I: Statue 3 + Chapel 5 + Church 7 + Cathedral 9 = 24 VP; gold 2 + 3 + 3 + 5 = 13,
    # wood 1 (Church), stone 1 + 2 + 3 = 6. The Crane takes 1 gold off the Church (column III)
    # and the Cathedral (IV): 20 - 2 = 18 goods.
    assert table.columns[-1] == "Goods with the Crane"
    assert table.rows[0] == ("I", 4, 24, 13, 1, 6, 20, 18)
    assert table.rows[-1][:3] == ("All", 20, sum(row[2] for row in table.rows[:-1]))


def test_enemy_stacks_table(shipped):
    [table] = [t for t in derived_tables(shipped.project.games[GAME]) if t.id == "kingsburg-enemy-stacks"]
    # Stack III: 4, 5, 5, 6, 6 -> 26 / 5 = 5.2.
    assert table.rows[2][:5] == ("III", 5, 4, 6, "5.2")
    assert "3125 possible Enemies Decks" in table.notes[0]                 # 5^5
    assert "low" in table.notes[1]


def test_dice_odds_follow_the_content_constants(content_copy):
    from generator.validation import validate

    copy = content_copy(GAME)
    copy.replace("game.yaml", "    value: 2\n    unit: dice", "    value: 1\n    unit: dice")
    copy.replace("game.yaml", "    value: 2\n    description: \"A token", "    value: 3\n    description: \"A token")
    game = validate(copy.root, [GAME]).project.games[GAME]
    [table] = [t for t in derived_tables(game) if t.id == "kingsburg-dice-odds"]
    assert table.columns[-2:] == ("3 + 1 white", "3 + 1 white, +3")
    # Two dice, value 4: a die shows 4 (11 rolls) or the two sum to 4 without a 4 ((1, 3), (3, 1),
    # (2, 2)): 14/36. With a token adding 3, a die showing 1 also does: 7 more rolls hold a 1 but
    # neither a 4 nor a sum of 4: 21/36.
    assert table.rows[3][:4] == (4, "Merchant", "38.9%", "58.3%")



def test_building_powers_table(shipped):
    [table] = [t for t in derived_tables(shipped.project.games[GAME]) if t.id == "kingsburg-building-powers"]
    rows = dict(table.rows)
    assert list(rows)[:3] == ["Start of each productive season", "Rolling the dice", "After the roll"]
    assert rows["After the roll"] == ("Statue: reroll one die if every die shows the same number; "
                                      "Chapel: reroll all dice if they total 7 or less")
    assert rows["Receiving help"] == "Stable: 1 more soldier from Sergeant (#5), General (#10) or King (#18)"
    assert rows["End of Summer"] == 'Inn: gain 1 "+2" token'
    assert "Fortress: +1 in battle, 1 extra VP for a battle won" in rows["Battle (winter)"]
    assert rows["Recruiting soldiers"] == "Barracks: 1 good per soldier"
    every = " ".join(rows.values())
    assert all(f"{s.name}:" in every for s in shipped.project.games[GAME].board("province-sheet").spaces)


def test_building_powers_follow_the_fields(content_copy):
    from generator.validation import validate

    copy = content_copy(GAME)
    copy.replace("province.yaml", "when: end-of-summer", "when: start-of-productive-season")
    game = validate(copy.root, [GAME]).project.games[GAME]
    [table] = [t for t in derived_tables(game) if t.id == "kingsburg-building-powers"]
    rows = dict(table.rows)
    assert "End of Summer" not in rows
    assert rows["Start of each productive season"] == "Inn: gain 1 \"+2\" token; Merchants' Guild: gain 1 gold"


def test_season_limits_table(shipped):
    [table] = [t for t in derived_tables(shipped.project.games[GAME]) if t.id == "kingsburg-season-limits"]
    assert table.columns == ("Limit", "Value", "With the King's Envoy", "With a building", "Rule")
    rows = {row[0]: row[1:] for row in table.rows}
    assert rows["Buildings constructed per season"] == ("1", "2", "-", "D. Construct Buildings")
    assert rows["Goods per soldier recruited"] == ("2", "-", "Barracks: 1", "Phase 7: Recruit Soldiers")
    assert rows["White dice in one group"][0] == "2"
