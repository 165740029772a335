"""``preview``: one PNG contact sheet per deck (all faces small), for a quick look at a content edit.

Writes ``<out>/<game>/<deck>.png`` (default ``output/preview/``) through a staging folder, with
the same output-folder safety as ``build``: it refuses the project folder and content/, and only
replaces a folder it made itself. It holds the same lock as ``build`` (one at a time writes into
output/), and a build keeps output/preview/.
"""

from __future__ import annotations

import sys
from pathlib import Path

from generator.cli.errors import EXIT_FINDINGS, UsageError
from generator.cli.display_paths import for_display
from generator.cli.formats import as_text
from generator.cli.project_root import check_known_games
from generator.output.staging import check_output_dir, staged_output
from generator.validation import validate


def add_parser(sub) -> None:
    p = sub.add_parser("preview", help="write one PNG contact sheet per deck, for a quick look")
    p.add_argument("--game", action="append", default=[], help="only this game (repeatable)")
    p.add_argument("--deck", action="append", default=[], help="only this deck ID (repeatable)")
    p.add_argument("--out", metavar="DIR", help="output folder (default: output/preview/ in the project)")
    p.add_argument("--ppi", type=int, default=None, help="resolution in ppi (default 72)")
    p.set_defaults(run=run)


def run(args, root: Path) -> int:
    # Pillow and the face renderer load only when previewing, so other commands start fast.
    from generator.output.card_images import check_ppi
    from generator.render.png_cards import deck_styles
    from generator.render.png_contact import PREVIEW_PPI

    check_known_games(root, args.game)
    ppi = check_ppi(PREVIEW_PPI if args.ppi is None else args.ppi, "--ppi", low=24)
    result = validate(root, args.game or None)
    errors = result.errors()
    if errors:
        print(as_text(for_display(errors, root)), file=sys.stderr)
        print(f"preview refused: {len(errors)} error(s) in the content; nothing was written", file=sys.stderr)
        return EXIT_FINDINGS
    styles = [(game, ds) for game in result.project.games.values() for ds in deck_styles(game, root)
              if not args.deck or ds.deck.id in args.deck]
    missing = sorted(set(args.deck) - {ds.deck.id for _, ds in styles})
    if missing:
        raise UsageError(f"no deck {', '.join(missing)} in the game(s) checked")
    out = Path(args.out).resolve() if args.out else root / "output" / "preview"
    check_output_dir(out, root)
    with staged_output(out, root, keep_previous=bool(args.game or args.deck)) as staging:
        written = [_write_sheet(game, ds, staging, ppi) for game, ds in styles]
    print(f"wrote {len(written)} contact sheet(s) to {out}", file=sys.stderr)
    for path in written:
        print(f"  {path.relative_to(staging).as_posix()}", file=sys.stderr)
    return 0


def _write_sheet(game, ds, staging: Path, ppi: int) -> Path:
    from generator.render.png_file import png_bytes
    from generator.render.png_contact import contact_sheet, deck_tiles

    path = staging / game.id / f"{ds.deck.id}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    image = contact_sheet(deck_tiles(ds), f"{game.title}: {ds.deck.name}", ppi)
    path.write_bytes(png_bytes(image, ppi))
    return path
