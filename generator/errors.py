"""Errors that stop a command before it starts: a bad command line or project folder."""


class UsageError(Exception):
    """A problem with the command line or the project folder (exit code 2)."""
