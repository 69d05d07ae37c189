"""The admin's tests: the console, the settings, starting and stopping the bot for real."""

from standin.fixtures import clock, standin  # noqa: F401
