"""Fixtures of a game test module: its shipped content validated, the game, its derived tables.

Each module names its game in a module-level ``GAME``.
"""

import pytest

from generator.rules.derived import derived_tables
from generator.validation import validate


@pytest.fixture(scope="module")
def shipped(request, repo_root):
    return validate(repo_root, [request.module.GAME])


@pytest.fixture(scope="module")
def game(request, shipped):
    return shipped.project.games[request.module.GAME]


@pytest.fixture(scope="module")
def derived(game):
    return {table.id: table for table in derived_tables(game)}
