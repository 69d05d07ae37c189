"""The names the table gives to seats it fills itself, so the table, the history and the
replays call a computer player the same way."""

from __future__ import annotations


def computer_seat_name(seat: int) -> str:
    """A computer player is named by its seat (``Bot 1`` … ``Bot 4``): one record per level
    and server holds its statistics, so the record's name cannot tell two seats apart."""
    return f"Bot {seat + 1}"
