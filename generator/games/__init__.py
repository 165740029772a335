"""The shipped games' own Python: rules and derived tables for what their content cannot declare.

Importing a game package registers nothing; each lists its modules in ``MODULES`` and
generator/builtin.py composes them into the tool's rule set.
"""
