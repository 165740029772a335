"""A language server for content files: the rules engine's findings as you type, IDs to jump
between and complete, and an outline (``python -m generator lsp``)."""
