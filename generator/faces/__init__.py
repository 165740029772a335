"""Card faces and kit pages as drawing primitives: layouts (data) resolved into positioned shapes.

A renderer (PDF today, PNG later) draws the primitives of ``primitives`` and nothing else: every
position, line break and font size is decided here.
"""
