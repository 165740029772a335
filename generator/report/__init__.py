"""Coverage report: what is encoded against what is declared, and where facts come from."""
