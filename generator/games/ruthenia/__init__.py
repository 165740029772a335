"""Ruthenia: its rules checks and derived reference data, one small module per topic."""

from generator.games.ruthenia import derived, economy, references, slips

MODULES = (derived, economy, references, slips)
