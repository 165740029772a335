"""Rurik: Dawn of Kiev: its checks and derived reference data, one small module per topic."""

from generator.games.rurik import boards, cards, derived, pieces, rebellion, regions

MODULES = (boards, cards, derived, pieces, rebellion, regions)
