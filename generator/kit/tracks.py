"""The tracks section: every track at play scale. The tracks a component names together in its
``encoded_in`` (a claim board, a game board's charts) print as one board named after it; every
other track prints on its own. Each fits a page as a block on the shared sheets, or is tiled."""

from __future__ import annotations

from generator.model.wording import words
from generator.kit.board_positions import Drawing, outline, turned
from generator.kit.boards import MARGIN, board_part
from generator.kit.colours import printed_colours
from generator.kit.section import BlockSpec, Part, Section
from generator.settings_file import KitSettings
from generator.kit.track_cells import cell_size, label_fits
from generator.kit.track_drawing import track_pieces, tracks_drawing
from generator.geometry.plane import Rect
from generator.geometry.packed import Block
from generator.geometry.tiling import fits
from generator.geometry.units import PAPERS
from generator.model.game.entities import Board, Component, Track
from generator.model.game.project import GameContent

__all__ = ["tracks_section", "cell_size", "label_fits", "track_boards"]


def track_boards(game: GameContent) -> list[tuple[Component, list[Track]]]:
    """Components printed as one board of two or more tracks, with their tracks in order."""
    out = []
    for component in game.components:
        tracks = [t for t in (game.track(i) for i in component.encoded_in) if t is not None and t.spaces]
        if len(tracks) >= 2:
            out.append((component, tracks))
    return out


def tracks_section(game: GameContent, paper: str, settings: KitSettings, root) -> Section:
    section = Section("tracks", words(game).gettext("Tracks"))
    w, h = PAPERS[paper]
    area = Rect(MARGIN, MARGIN, w - 2 * MARGIN, h - 2 * MARGIN - 6.0)
    colours = printed_colours(game.manifest.colours if game.manifest else [])
    printed: set[str] = set()
    for component, tracks in track_boards(game):
        wanted = [t for t in tracks if settings.wants("tracks", t.id) or settings.wants("tracks", component.id)]
        if not wanted:
            continue
        board = _as_board(component.id, component.name, component)
        part = _part(board, wanted, game, colours, area, w, h)
        part.covers = (component.id, *(t.id for t in wanted))
        part.note = f"{', '.join(t.name for t in wanted)}: {part.note}"
        section.parts.append(part)
        printed.update(t.id for t in wanted)
    for track in game.tracks:
        if track.id in printed or not track.spaces or not settings.wants("tracks", track.id):
            continue
        section.parts.append(_part(_as_board(track.id, track.name, track), [track], game, colours, area, w, h))
    return section


def _part(board: Board, tracks: list[Track], game: GameContent, colours, area: Rect, w: float, h: float) -> Part:
    """The tracks as one block when they fit a page together (upright or turned); else each
    track as pieces of its own (a track longer than a page in several), to lay side by side."""
    for width in (area.w, area.h):
        whole = tracks_drawing(tracks, game, colours, width)
        if fits(whole.w, whole.h, area) or fits(whole.h, whole.w, area):
            return board_part(board, whole, game, area, w, h)
    specs = []
    for track in tracks:
        for n, piece in enumerate(_pieces(track, game, colours, area), 1):
            specs.append(BlockSpec(Block(f"{board.id}:{track.id}:{n}", piece.w, piece.h), board.name,
                                   (*piece.items, outline(piece))))
    note = words(game).gettext("{count} pieces to cut out and lay side by side").format(count=len(specs))
    return Part(board.id, board.name, note=note, packed=tuple(specs))


def _pieces(track: Track, game: GameContent, colours, area: Rect) -> list[Drawing]:
    """The track in pieces as wide as the page, or as wide as it is tall and then turned: the
    fewer pieces, then the less paper."""
    upright = track_pieces(track, game, colours, area.w, area.h)
    across = [turned(d) for d in track_pieces(track, game, colours, area.h, area.w)]

    def cost(pieces: list[Drawing]) -> tuple[int, float]:
        return len(pieces), sum(d.w * d.h for d in pieces)
    return across if cost(across) < cost(upright) else upright


def _as_board(board_id: str, name: str, source) -> Board:
    return Board(id=board_id, name=name, local_name=None, description=None, image=None, spaces=(),
                 source=getattr(source, "source", None), pos=source.pos, field_pos={})
