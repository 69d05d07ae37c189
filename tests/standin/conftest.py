from standin.fixtures import clock, sharded, standin  # noqa: F401
