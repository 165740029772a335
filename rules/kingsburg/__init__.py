"""Kingsburg's Python: only what its content cannot declare, the derived reference tables (dice
odds, soldiers needed, building rows, enemy stacks, building powers, season limits). Its checks
are declared in content/kingsburg."""
