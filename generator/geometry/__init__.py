"""Pure geometry for the print-and-play kit: imposition, crop marks, tiling, strips, graph layout.

Everything here works in millimetres with the origin at the bottom-left of the page and y up (as
in PDF). Nothing here imports ReportLab: these functions are tested as plain geometry.
"""
