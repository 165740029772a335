"""CLI stage: argument parsing, one small module per subcommand, output formats."""
