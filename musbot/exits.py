"""The exit codes of the ``musbot`` command: one table for every subcommand (README and docs/operations.md, "Exit codes").

A service manager can tell from them whether starting again can help: the deploy kit's unit
restarts on ``FAILED`` and ``DISCORD_UNREACHABLE`` and not on the codes that need a person.
"""

from __future__ import annotations

OK = 0
FAILED = 1  # an unexpected error (logged with its traceback: please report it); db check: problems;
# musbot run: another process took this process's shards while it was frozen (tables/shards.py)
CANNOT_START = 2  # a bad argument or setting, no token, a database that cannot be used
TOKEN_REJECTED = 3  # Discord refused DISCORD_TOKEN
DISCORD_UNREACHABLE = 4  # no connection to Discord, or Discord answered with a server error
INTENT_MISSING = 5  # Discord refused a privileged intent the bot asked for
INTERRUPTED = 130  # Ctrl-C outside the bot (as a shell reports SIGINT)
PIPE_CLOSED = 141  # the reader of the output went away (as a shell reports SIGPIPE)
