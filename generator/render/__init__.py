"""Rendering stage: draw what earlier stages resolved, as PDF and HTML."""
