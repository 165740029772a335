"""Ruthenia: its rules checks and derived reference data, one small module per topic."""
