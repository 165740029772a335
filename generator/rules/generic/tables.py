"""Tables are well-formed; dice tables cover every face exactly once."""

from generator.model.game import entities as e
from generator.model.game.project import GameContent
from generator.model.game.values import roll_faces
from generator.rules.registry import Finding, related, rule


@rule("dice-table-faces")
def dice_table_faces(game: GameContent):
    """A dice table's rows cover every face of its die exactly once.

    Passes: ``dice: 6`` with rolls 1, 2, '3-4', '5-6'.
    Fails: rolls 1, '2-3', '3-6' (3 twice) or 1-5 only (6 missing).
    """
    for table in game.tables:
        if table.dice is None:
            continue
        covered: dict[int, e.Row] = {}
        for row in table.rows:
            faces = roll_faces(row.roll) if row.roll is not None else None
            if faces is None or faces.start < 1 or faces.stop - 1 > table.dice:
                yield Finding(f"table '{table.id}': roll '{row.roll}' is not a face or range of "
                              f"faces 1-{table.dice}", row.at("roll"))
                continue
            for face in faces:
                if face in covered:
                    yield Finding(f"table '{table.id}': face {face} is covered twice", row.at("roll"),
                                  related(covered[face].at("roll"), "first covered here"))
                covered.setdefault(face, row)
        missing = [f for f in range(1, table.dice + 1) if f not in covered]
        if missing:
            yield Finding(f"table '{table.id}': faces {', '.join(map(str, missing))} are not covered",
                          table.at("rows"))


@rule("table-shape")
def table_shape(game: GameContent):
    """Every row of a table with columns has one cell per column.

    Passes: 3 columns and rows of 3 cells. Fails: a row of 2 cells under 3 columns.
    """
    for table in game.tables:
        if not table.columns:
            continue
        for row in table.rows:
            if len(row.cells) != len(table.columns):
                yield Finding(f"table '{table.id}': row has {len(row.cells)} cells for "
                              f"{len(table.columns)} columns", row.at("cells"))
