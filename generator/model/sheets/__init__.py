"""Decks and tables whose rows come from spreadsheets (CSV, XLSX): cells, rows and the sources naming them."""
