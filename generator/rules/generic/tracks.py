"""Tracks are contiguous and their thresholds sit on existing spaces."""

from generator.model.game.project import GameContent
from generator.model.game.values import Unknown
from generator.rules.registry import Finding, rule


@rule("track-contiguous")
def track_contiguous(game: GameContent):
    """A track's space indices rise by one from the first, with no gap or repeat.

    Passes: indices 0, 1, 2, 3. Fails: indices 0, 1, 3 (2 missing) or 1, 1, 2.
    """
    for track in game.tracks:
        for before, space in zip(track.spaces, track.spaces[1:]):
            if space.index != before.index + 1:
                yield Finding(f"track '{track.id}': index {space.index} follows {before.index}; "
                              f"expected {before.index + 1}", space.at("index"))


@rule("track-threshold")
def track_threshold(game: GameContent):
    """A threshold sits on an index the track has (or prints, with ``print_length``).

    Passes: spaces 0-10 and a threshold ``at: 5``; space 0, ``print_length: 40`` and ``at: 25``.
    Fails: spaces 0-10 and ``at: 12``.
    """
    for track in game.tracks:
        indices = {space.index for space in track.spaces}
        if not indices:
            continue
        first, last = min(indices), max(indices)
        printed_last = first + track.print_length - 1 if track.print_length else last
        for threshold in track.thresholds:
            at = threshold.at_index
            if isinstance(at, Unknown) or at in indices or first <= at <= printed_last:   # compared, never enumerated
                continue
            yield Finding(f"track '{track.id}': threshold at {at} is off the track "
                          f"({first}-{max(last, printed_last)})", threshold.at("at_index"))
