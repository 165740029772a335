"""The tracks section: every track as strips of numbered cells, with thresholds and markers.

A long track is split into strips that fit the page, each but the last with a glue tab for the
next. Thresholds show as a band under their cell; long threshold texts and markers go to a
numbered legend under the track.
"""

from __future__ import annotations

from dataclasses import dataclass
from generator.faces import text as tx
from generator.faces.primitives import Box, Group, Line
from generator.faces.values import format_value
from generator.kit.pages import INK, MUTED, one_line, paragraph, style
from generator.kit.section import BlockSpec, Part, Section
from generator.kit.settings import KitSettings
from generator.layout.geometry import Rect, translate
from generator.layout.sheets import Block
from generator.layout.strips import split, stack
from generator.layout.units import PAPERS, UNPRINTABLE
from generator.model.entities import Track, TrackSpace
from generator.model.project import GameContent
from generator.model.values import Unknown

CELL_WIDTHS = (16.0, 20.0, 26.0, 34.0, 44.0)
TAB = 9.0
BAND = 4.2        # threshold band under a cell
TITLE = 6.0       # a strip's title line
STRIP_GAP = 5.0   # between the strips of one track
SHORT = 14        # longer threshold labels and markers go to the legend
LABEL = style(10.0, "bold", INK, "centre", min_size=6.0, leading=1.05, max_lines=3)
MARGIN = UNPRINTABLE + 5.0
THRESHOLD_FILL = "#f3dfb8"


@dataclass(frozen=True)
class Strip:
    """A strip or legend drawn downwards from (0, 0), ``width`` x ``height`` mm."""

    width: float
    height: float
    items: tuple
    legend: bool = False


def cell_size(track: Track) -> tuple[float, float]:
    """The narrowest cell in which every space's label fits."""
    for w in CELL_WIDTHS:
        h = 16.0 if w <= 20 else 22.0
        if all(label_fits(_label(s), w, h) for s in track.spaces):
            return w, h
    return CELL_WIDTHS[-1], 26.0


def _label(space: TrackSpace) -> str:
    return space.label if space.label is not None else str(space.index)


def label_fits(text: str, w: float, h: float) -> bool:
    return tx.fit(tx.tokenize(text, {}), LABEL, w - 2.4, h - 7.0).fits


def tracks_section(game: GameContent, paper: str, settings: KitSettings, root) -> Section:
    """One part per track: its strips and legend kept together as one block on the shared
    sheets (several blocks when they would not fit one page)."""
    section = Section("tracks", "Tracks")
    w, h = PAPERS[paper]
    for track in game.tracks:
        if not settings.wants("tracks", track.id) or not track.spaces:
            continue
        strips = track_blocks(track, w - 2 * MARGIN)
        groups = stack([s.height for s in strips], h - 2 * MARGIN - 6.0, STRIP_GAP)
        specs = tuple(BlockSpec(Block(f"{track.id}:{i}", *_size(strips, g)), track.name, _stacked(strips, g))
                      for i, g in enumerate(groups))
        count = sum(1 for s in strips if not s.legend)
        note = f"{len(track.spaces)} spaces, {count} strip(s) to cut out"
        section.parts.append(Part(track.id, track.name, note=note, packed=specs))
    return section


def _size(strips: list[Strip], group: list[int]) -> tuple[float, float]:
    return (max(strips[i].width for i in group),
            sum(strips[i].height for i in group) + STRIP_GAP * (len(group) - 1))


def _stacked(strips: list[Strip], group: list[int]) -> tuple:
    """The strips of ``group`` one under another, the block's lower-left corner at the origin."""
    y = _size(strips, group)[1]
    items = []
    for i in group:
        items.append(Group(translate(0, y), strips[i].items))
        y -= strips[i].height + STRIP_GAP
    return tuple(items)


def track_blocks(track: Track, avail_w: float) -> list[Strip]:
    """One block per strip (drawn downwards from y = 0), then the legend if any."""
    cw, ch = cell_size(track)
    ranges = split(len(track.spaces), cw, avail_w, TAB)
    legend: list[str] = []
    refs = _references(track, legend)
    blocks = []
    for k, (start, end) in enumerate(ranges):
        title = track.name if len(ranges) == 1 else f"{track.name} \u00b7 strip {k + 1} of {len(ranges)}"
        if k + 1 < len(ranges):
            title += f" \u00b7 glue strip {k + 2} onto the tab"
        heading = one_line(title, 0, -TITLE + 1.5, 8.5, "bold", INK, avail_w)
        items = [heading]
        x = 0.0
        for space in track.spaces[start:end]:
            items.extend(_cell(space, x, -TITLE - ch, cw, ch, refs))
            x += cw
        if k + 1 < len(ranges):
            items.extend(_tab(x, -TITLE - ch, ch, k + 2))
        width = max(heading.width, x + (TAB if k + 1 < len(ranges) else 0.0))
        blocks.append(Strip(width, TITLE + ch + BAND, tuple(items)))
    if legend:
        blocks.append(_legend(legend, avail_w))
    return blocks


def _references(track: Track, legend: list[str]) -> dict[int, list[tuple[str, str]]]:
    """What each cell shows besides its label: (kind, text) with long texts as legend numbers."""
    refs: dict[int, list[tuple[str, str]]] = {}

    def note(index, kind, text):
        if len(text) > SHORT:
            legend.append(text)
            text = f"[{len(legend)}]"
        refs.setdefault(index, []).append((kind, text))

    for th in track.thresholds:
        text = th.label or (f"{th.value}" if th.value is not None else "threshold")
        if isinstance(th.at_index, Unknown):
            legend.append(f"? At a space not known ({th.at_index.reason}): {text}")
            continue
        note(th.at_index, "threshold", text)
    for space in track.spaces:
        for marker in space.markers:
            note(space.index, "marker", f"start: {marker.replace('-', ' ')}")
    return refs


def _cell(space: TrackSpace, x: float, y: float, w: float, h: float, refs) -> list:
    items: list = [Box(x, y, w, h, None, INK, 0.6)]
    label = _label(space)
    if space.label is not None and label != str(space.index):
        items.append(one_line(str(space.index), x + 1.0, y + h - 2.6, 5.5, "regular", MUTED))
    body = Rect(x + 1.2, y + 3.6, w - 2.4, h - 7.0)
    items.extend(paragraph(label, LABEL, body, "centre")[0])
    if space.value is not None:
        value = "?" if isinstance(space.value, Unknown) else format_value(space.value)
        items.append(one_line(f"value {value}", x + w - 1.0, y + 1.2, 5.5, "regular", MUTED, w - 2, "right"))
    extras = refs.get(space.index, [])
    markers = [t for k, t in extras if k == "marker"]
    if markers:
        items.append(one_line(", ".join(markers), x + 1.0, y + 1.2, 5.5, "italic", MUTED, w - 2))
    thresholds = [t for k, t in extras if k == "threshold"]
    if thresholds:
        items.append(Box(x, y - BAND, w, BAND, THRESHOLD_FILL, INK, 0.6))
        items.append(one_line(" \u00b7 ".join(thresholds), x + w / 2, y - BAND + 1.3, 7.0, "bold", INK,
                              w - 1.5, "centre"))
    return items


def _tab(x: float, y: float, h: float, next_strip: int) -> list:
    items: list = [Box(x, y, TAB, h, None, MUTED, 0.4, 0.0, (1.5, 1.0))]
    for i in range(1, int(h // 2.5)):
        items.append(Line(x, y + i * 2.5, x + TAB, y + i * 2.5 - 2.0, "#bbbbbb", 0.3))
    items.append(one_line(f"glue {next_strip}", x + TAB / 2, y + h / 2, 5.5, "italic", MUTED, TAB, "centre"))
    return items


def _legend(notes: list[str], avail_w: float) -> Strip:
    text = "\n".join(n if n.startswith("? ") else f"[{i}] {n}" for i, n in enumerate(notes, 1))
    fitted = tx.fit(tx.tokenize(text, {}), style(7.5, colour=MUTED), avail_w, 10_000)
    width = avail_w
    return Strip(width, fitted.height, tuple(tx.draw(fitted, Rect(0, -fitted.height, avail_w, fitted.height))),
                 True)
