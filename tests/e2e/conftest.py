"""End-to-end tests of the real bot against the offline Discord stand-in."""

from standin.fixtures import clock, sharded, standin  # noqa: F401
