"""Table options (RULES.md); every option is a field, validated on creation."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

_ALLOWED: dict[str, tuple[Any, ...]] = {
    "reyes": (8, 4),
    "tantos": (40, 30),
    "juegos": (1, 2, 3, 4, 5),
    "vacas": (1, 2, 3),
    "juego_real": (True, False),
    "redeal_4567": (True, False),
    "senas_libres": (True, False),
}


@dataclass(frozen=True, slots=True)
class Rules:
    reyes: int = 8  # R2
    tantos: int = 40  # R24
    juegos: int = 2  # R25: juegos to win a vaca
    vacas: int = 1  # R25: vacas to win the partida
    juego_real: bool = True  # R14
    redeal_4567: bool = False  # R8
    senas_libres: bool = False  # R26
    pillar_senas: float = 0.10  # R26: chance that each rival catches a seña

    def __post_init__(self) -> None:
        for name, allowed in _ALLOWED.items():
            value = getattr(self, name)
            # bool is an int subclass: keep True out of the numeric options and 1 out of the flags
            if type(value) is not type(allowed[0]) or value not in allowed:
                raise ValueError(f"bad option {name}={value!r}: allowed values are {allowed}")
        p = self.pillar_senas
        if isinstance(p, bool) or not isinstance(p, int | float) or not 0.0 <= p <= 1.0:
            raise ValueError(f"bad option pillar_senas={p!r}: allowed values are 0.0 to 1.0")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Rules:
        unknown = set(d) - set(cls.__dataclass_fields__)
        if unknown:
            raise ValueError(f"unknown rule options: {sorted(unknown)}")
        return cls(**d)

    @staticmethod
    def allowed(name: str) -> tuple[Any, ...]:
        return _ALLOWED[name]
