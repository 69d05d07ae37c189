"""The console: the ``musbot`` subcommands, on top of the house (they may import any layer)."""
