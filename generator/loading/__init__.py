"""Loading stage: YAML files into values that remember where they came from."""
