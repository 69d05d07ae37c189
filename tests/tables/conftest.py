import pytest

from musbot.store import Store
from musbot.tables.service import TableService
from musbot.tables.store_adapter import StorePersistence


class FakeClock:
    """Time that moves only when a test says so."""

    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> float:
        self.now += seconds
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def store(tmp_path):
    s = await Store.open(tmp_path / "mus.db")
    yield s
    await s.close()


@pytest.fixture
async def service(store, clock):
    return TableService(StorePersistence(store), clock=clock)
