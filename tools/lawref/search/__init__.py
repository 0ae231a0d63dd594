"""Russian morphology-aware search: the shared analyser, the whoosh index, queries, the CLI and the eval."""
