"""Every refusal and notice the tournament code can produce has its text in es, en, de, eu."""

from __future__ import annotations

import re
from pathlib import Path

from musbot.i18n import LANGS, catalogue

SRC = Path(__file__).parents[2] / "musbot" / "tournaments"


def test_every_key_the_code_uses_is_in_every_language() -> None:
    code = "\n".join(p.read_text("utf-8") for p in SRC.rglob("*.py"))
    keys = set(re.findall(r'"(tourn\.error\.[a-z_]+)"', code))
    kinds = set(re.findall(r'Notice\("([a-z_]+)"', code)) | {"walkover", "result", "removed", "withdrawn"}
    keys |= {f"tourn.notice.{k}" for k in kinds}
    assert len(keys) > 50
    for lang in LANGS:
        missing = sorted(k for k in keys if k not in catalogue()[lang])
        assert not missing, (lang, missing)
