"""The playtest table: one offline HTML page per game to play it in a browser with its cards,
pieces, dice and boards (``writer.write_table``)."""
