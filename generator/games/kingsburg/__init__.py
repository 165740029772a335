"""Kingsburg's Python: only what its content cannot declare, the derived reference tables (dice
odds, soldiers needed, building rows, enemy stacks, building powers, season limits). Its checks
are declared in content/kingsburg."""

from generator.games.kingsburg import derived, dice_table, limits, powers

MODULES = (dice_table, derived, powers, limits)
