"""The rules reference: view models for the HTML site, links between entries, the search index."""
