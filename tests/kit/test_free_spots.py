"""The free rectangles found once for each placing of the bands are those worked out afresh."""

from generator.layout import free_rects
from generator.layout.free_rects import free_spots
from generator.layout.shelves import Band

LIMITS = (10.0, 200.0, 10.0, 287.0)   # near, far, bottom, top


def _band(v0: float, top: float) -> Band:
    return Band(40.0, 60.0, False, 2, 3, 2.0, 3.0, 6.0, v0, top)


def _fresh(bands: list[Band], reach: float, bleed: float) -> list:
    free_rects._FOUND.clear()
    return free_spots(bands, reach, bleed, *LIMITS)


def test_a_band_growing_after_a_search_changes_the_spots_found_next():
    band = _band(10.0, 287.0)
    band.take(0, 0, False)
    before = free_spots([band], 6.0, 3.0, *LIMITS)
    band.take(0, 1, False)
    band.take(0, 2, False)   # a second row: the band reaches lower
    after = free_spots([band], 6.0, 3.0, *LIMITS)
    assert after != before
    assert after == _fresh([band], 6.0, 3.0)


def test_spots_depend_on_the_newcomer_and_the_bands_order_is_kept():
    bands = [_band(10.0, 287.0), _band(110.0, 200.0)]
    for band in bands:
        band.take(0, 0, False)
    wide = free_spots(bands, 6.0, 3.0, *LIMITS)
    narrow = free_spots(bands, 1.0, 0.0, *LIMITS)
    assert wide != narrow
    assert wide == _fresh(bands, 6.0, 3.0) and narrow == _fresh(bands, 1.0, 0.0)
    assert free_spots(bands[::-1], 6.0, 3.0, *LIMITS) == _fresh(bands[::-1], 6.0, 3.0)
