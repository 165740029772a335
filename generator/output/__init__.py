"""Output stage: where built files go, written atomically."""
