"""Model stage: typed entities built from positioned YAML values."""
