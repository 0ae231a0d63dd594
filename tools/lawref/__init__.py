"""lawref: an annotated, searchable reference to the Russian Laws of Duplicate Bridge and their commentary."""

__version__ = "0.1.0"
