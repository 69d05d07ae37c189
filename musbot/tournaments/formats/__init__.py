"""Tournament formats: one module each behind one protocol (``base.Format``), registered in
``registry.FORMATS``; ``knockout`` is the stage an eliminatoria is and a liguilla ends with."""

from .base import Format, FormatOption, Place, View
from .registry import FORMATS, format_of

__all__ = ["FORMATS", "Format", "FormatOption", "Place", "View", "format_of"]
