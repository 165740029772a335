"""Rules stage: small registered checks that yield diagnostics, and derived reference data."""
