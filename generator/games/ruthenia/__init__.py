"""Ruthenia: its rules checks and derived reference data, one small module per topic."""

from generator.games.ruthenia import derived, references, slips

MODULES = (derived, references, slips)
