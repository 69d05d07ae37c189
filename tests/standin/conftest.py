from standin.fixtures import clock, standin  # noqa: F401
