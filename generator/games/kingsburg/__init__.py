"""Kingsburg: its rules checks and derived reference data, one small module per topic."""

from generator.games.kingsburg import (  # noqa: F401  (each module registers its rules)
    advisors, buildings, components, derived, enemies,
)
