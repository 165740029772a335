"""The rules book: a game's rules, tables, components, glossary, sources and index as a printable
PDF, on A4 or Letter pages or as a saddle-stitched booklet."""
