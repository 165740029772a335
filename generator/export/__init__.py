"""Exports for other tools: Tabletop Simulator deck sheets."""
