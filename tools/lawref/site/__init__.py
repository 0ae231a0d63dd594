"""The static site: URL layout, page generation from the corpus, and the mkdocs build hook."""
