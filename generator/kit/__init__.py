"""The print-and-play kit of one game: its sections composed into pages of drawing primitives.

``assemble.kit_document`` plans the sections (cover, calibration, cards, counters, tracks, boards,
reference cards) for one paper size and yields pages; ``generator.render.kit_pdf`` draws them.
"""
