"""Ruthenia: its rules checks and derived reference data, one small module per topic."""

from generator.games.ruthenia import components, derived, economy, homes, references, slips

MODULES = (components, derived, economy, homes, references, slips)
