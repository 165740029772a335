"""``serve``: a local preview that follows every save (see docs/editors.md).

``session`` keeps each game's last good model and findings in memory; ``cards`` draws the card
images an edit changed, straight from that model; ``rebuild`` runs the incremental build in the
background under the output lock; ``watcher`` maps saved files to games; ``http`` serves the page,
its event stream, the images and the output folder on the loopback interface only.
"""
