"""The corpus layer: source files in, a resolved `Corpus` out (see `pipeline.load_corpus` for the stages).

Everything above it (search, site, booklet, export) reads the frozen `lawref.model` dataclasses only.
"""
