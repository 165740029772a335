"""Ruthenia: its rules checks and derived reference data, one small module per topic."""

from generator.games.ruthenia import (  # noqa: F401  (each module registers its rules)
    components, derived, economy, homes, references, slips,
)
