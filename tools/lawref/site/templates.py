"""The site's templates compiled once, not in every build: jinja compiles each template a build renders (Material's
and site_src/overrides', 49 for the site: ~0.26 s of a 3 s build of the seeds) into Python code, in every
`mkdocs build` and every rebuild of `mkdocs serve` (each build a new jinja environment). jinja's own bytecode cache
keeps that code in the cache folder (LAWREF_CACHE/jinja), each template's under its name and file, checked against
a checksum of the source the loader gives (the menu's wrapped macro included: lawref.site.navmemo), so an edited
template is compiled again; the code is kept apart for each jinja, mkdocs and Material and each setting of the
environment that changes what a template compiles to.
"""

from __future__ import annotations

import hashlib
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import jinja2


class _Kept(jinja2.FileSystemBytecodeCache):
    """jinja's cache in a folder, which a build that cannot write to it (a read-only cache) goes on without."""

    def dump_bytecode(self, bucket: jinja2.bccache.Bucket) -> None:
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass


def install(env: jinja2.Environment, cache: Path) -> None:
    """Keep `env`'s compiled templates under `cache`/jinja (before any template is loaded)."""
    folder = cache / "jinja" / _compiler_key(env)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return  # nothing kept: each template compiled, as without the cache
    env.bytecode_cache = _Kept(str(folder))


def _compiler_key(env: jinja2.Environment) -> str:
    """What the compiled code depends on beside the template's source: the packages and the environment's
    settings (its syntax, whitespace handling, extensions, autoescaping and optimizer)."""
    def installed(name: str) -> str:
        try:
            return version(name)
        except PackageNotFoundError:
            return ""

    settings = (env.block_start_string, env.block_end_string, env.variable_start_string, env.variable_end_string,
                env.comment_start_string, env.comment_end_string, env.line_statement_prefix,
                env.line_comment_prefix, env.trim_blocks, env.lstrip_blocks, env.newline_sequence,
                env.keep_trailing_newline, sorted(env.extensions), env.optimized, env.is_async,
                # a function's name, not its repr (an address, another in every process)
                env.autoescape if isinstance(env.autoescape, bool) else getattr(env.autoescape, "__qualname__", "?"))
    packages = [installed(name) for name in ("jinja2", "mkdocs", "mkdocs-material")]
    return hashlib.sha256(repr((packages, settings)).encode()).hexdigest()[:16]
