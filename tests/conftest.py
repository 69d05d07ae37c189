"""Fixtures shared by every test directory: a store on SQLite and on PostgreSQL
(tests/store/store_backends.py: ``store_target``, ``backend``, ``pg_url``, ...)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "store"))  # pg_server, store_helpers, store_backends

pytest_plugins = ("store_backends",)
