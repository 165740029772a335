"""The free rectangles round the bands placed on a sheet: they follow the bands as the bands grow,
depend on the newcomer's margins, and never on the order the bands are listed in."""

from generator.geometry.free_rects import free_spots
from generator.geometry.shelves import Band

LIMITS = (10.0, 200.0, 10.0, 287.0)   # near, far, bottom, top


def _band(v0: float, top: float) -> Band:
    return Band(40.0, 60.0, False, 2, 3, 2.0, 3.0, 6.0, v0, top)


def test_a_band_growing_changes_the_spots_below_it():
    band = _band(10.0, 287.0)
    band.take(0, 0, False)
    before = free_spots([band], 6.0, 3.0, *LIMITS)
    band.take(0, 1, False)
    band.take(0, 2, False)   # a second row: the band reaches lower
    after = free_spots([band], 6.0, 3.0, *LIMITS)
    assert after != before
    lowest = min(spot.top for spot in before if spot.v < band.far)
    assert min(spot.top for spot in after if spot.v < band.far) < lowest


def test_spots_depend_on_the_newcomer_and_never_on_the_bands_order():
    bands = [_band(10.0, 287.0), _band(110.0, 200.0)]
    for band in bands:
        band.take(0, 0, False)
    wide = free_spots(bands, 6.0, 3.0, *LIMITS)
    narrow = free_spots(bands, 1.0, 0.0, *LIMITS)
    assert wide != narrow
    assert free_spots(bands[::-1], 6.0, 3.0, *LIMITS) == wide
