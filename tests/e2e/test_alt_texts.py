"""A whole partida played from the text and the alt texts alone, through the real
discord.py client and the offline Discord stand-in.

A Spanish server; Ana's Discord speaks English and she never looks at a picture: she learns
whose turn it is and what is being played from the table picture's alt text (Spanish, the
server's language), her cards from the words of her *My cards* message (English), and she
presses buttons and picks cards by their labels. Bea (Spanish) plays from her own seat's view
as the other e2e tests do; two computer players fill the table. Afterwards every file the bot
uploaded is checked: a description in the reader's language, the private ones naming exactly
their owner's cards in the picture's order, the public ones naming no card before the showdown.
"""

from __future__ import annotations

import random
import re

from standin import BotHarness

from e2e.mus_driver import Brain, Table, open_table, press_action
from musbot.bot import MusBot
from musbot.engine import Match, Sena
from musbot.engine.cards import DECK, Card, held_order
from musbot.engine.evaluate import effective_rank, hand_info
from musbot.i18n import t
from musbot.i18n.alt import LIMIT, hand_alt, hand_words, table_alt
from musbot.i18n.narrate import card_name
from musbot.render import render_hand, render_table
from musbot.settings import Settings
from musbot.tables.status import TableStatus

# What Ana reads in the table picture's alt text (the server's Spanish: musbot/i18n/locales/es.ftl)
HAND = re.compile(r"mano (?P<n>\d+); es mano")
MOMENT = re.compile(
    r"¿Mus\? Habla (?P<mus>[^.]+)\."
    r"|Descarte: se espera a (?P<discard>[^.]+)\."
    r"|Lance de (?P<lance>\w+): (?:habla (?P<speak>[^,.]+), sin envite"
    r"|(?:envite|órdago) de [^;]+; turno de contestar: (?P<answer>[^.]+))\.")


def _names(listed: str) -> list[str]:
    """``Ana``, ``Ana y Bea``, ``Ana, Bea y Car`` -> the names."""
    return [n for part in listed.split(", ") for n in part.split(" y ")]


def _cards_named(text: str, lang: str) -> list[Card]:
    """The cards ``text`` names in ``lang``, in the order it names them."""
    by_name = {card_name(c, lang): c for c in DECK}
    pattern = "|".join(re.escape(n) for n in sorted(by_name, key=len, reverse=True))
    return [by_name[m.group(0)] for m in re.finditer(pattern, text)]


def _label(key: str) -> re.Pattern[str]:
    """A button as a person finds it: by the words on it."""
    return re.compile(f"^{re.escape(t(key, 'es'))}$", re.IGNORECASE)


class Reader:
    """Ana: plays from words alone, never from a picture nor from the bot's state."""

    lang = "en"

    def __init__(self, user, standin) -> None:
        self.user, self.standin = user, standin
        self.private = None
        self.hand_seen: str | None = None
        self.read_hands: list[tuple[Card, ...]] = []

    def cards(self) -> list[Card]:
        """Her cards, from the words of her private message (kept current by the bot)."""
        msg = self.standin.messages[self.private.id]
        line = next(x for x in msg.text.splitlines() if x.startswith("Your cards:"))
        cards = _cards_named(line, self.lang)
        assert len(cards) == 4, line
        return cards

    async def look(self, table_msg, hand: str, label: str = "bot.btn.cards") -> None:
        d = await self.user.press(table_msg, _label(label))
        self.private = d.response
        self.hand_seen = hand
        self.read_hands.append(tuple(self.cards()))

    def strong(self, lance: str) -> bool:
        info = hand_info(self.cards(), 8)  # she knows the rules (R11-R14), not anybody's cards
        return {"grande": info.high_count >= 2, "chica": info.low_count >= 2,
                "pares": info.pares_kind >= 2, "juego": info.points == 31,
                "punto": info.points >= 29}.get(lance, False)

    async def act(self, table_msg, alt: str, moment: re.Match[str]) -> None:
        hand = HAND.search(alt).group("n")
        if self.hand_seen != hand:
            await self.look(table_msg, hand)
        if moment["mus"]:
            info = hand_info(self.cards(), 8)
            key = "word.no_mus" if info.juego or info.pares_kind >= 2 else "word.mus"
            await self.user.press(table_msg, _label(key))
        elif moment["discard"]:
            await self.look(table_msg, hand, "bot.btn.discard")
            cards = self.cards()
            keep = [c for c in cards if effective_rank(c.rank, 8) == 12]  # the reyes
            throw = [c for c in cards if c not in keep] or [cards[-1]]
            picker = next(c for c in self.private.iter_components() if c.get("type") == 3)
            by_label = {o["label"]: o["value"] for o in picker["options"]}
            await self.user.choose(self.private, *(by_label[card_name(c, self.lang)] for c in throw),
                                   custom_id=picker["custom_id"])
        elif moment["speak"]:
            await self.user.press(table_msg, _label("bot.btn.envido" if self.strong(moment["lance"]) else "word.paso"))
        else:
            await self.user.press(table_msg, _label("word.quiero" if self.strong(moment["lance"]) else "word.no_quiero"))


def _bot(tmp_path, clock) -> MusBot:
    rng = random.Random(19)
    return MusBot(Settings(db_path=str(tmp_path / "mus.db")), clock=clock.epoch, tick_seconds=None,
                  seeds=lambda: rng.getrandbits(63))


async def _play(table: Table, ana: Reader, bea, bea_brain: Brain) -> int:
    """Until the partida ends: whoever the alt text names presses. Returns the presses."""
    for presses in range(3000):
        msg = table.message()
        (picture,) = msg.attachments
        alt = picture.description
        if t("alt.match_end", "es", pair="").split(":")[0] in alt:
            return presses
        if t("alt.hand_end", "es") in alt:
            await ana.user.press(msg, _label("bot.btn.next"))
            continue
        moment = MOMENT.search(alt)
        assert moment, alt
        who = _names(next(v for k, v in moment.groupdict().items() if v and k != "lance"))
        if "Ana" in who:
            await ana.act(msg, alt, moment)
        else:
            assert who == ["Bea"] or "Bea" in who, (who, alt)  # the computer players never wait
            seat = table.state.seat_of(bea.id)
            action = bea_brain.choose(table.state.match.view(seat))
            if action is None:
                action = next(a for a in table.state.match.legal_actions(seat) if not isinstance(a, Sena))
            await press_action(bea, table, action)
    raise AssertionError("the partida did not end")


async def test_a_whole_partida_from_the_words_alone_and_every_picture_described(standin, clock, tmp_path):
    bot = _bot(tmp_path, clock)
    async with BotHarness(standin, bot) as h:
        await h.client.tree.sync()
        ana_user, bea = h.user("Ana", locale="en-US"), h.user("Bea")
        table = await open_table(h, ana_user, bots=2, others=[bea], tantos=30)
        ana = Reader(ana_user, standin)
        presses = await _play(table, ana, bea, Brain(2))
        assert table.state.status == TableStatus.FINISHED and presses > 20
        assert len(ana.read_hands) >= 2  # she read her cards in words, hand after hand

        # ---- every file uploaded while they played
        state = table.state
        match, names = state.match, state.names()
        seats = {ana_user.id: (state.seat_of(ana_user.id), "en"), bea.id: (state.seat_of(bea.id), "es")}
        public_pairs: set[tuple[str, bytes]] = set()
        hands: dict[int, set[tuple[Card, ...]]] = {s: set() for s in range(4)}
        card_free: set[str] = set()
        for k in range(len(match.log) + 1):
            m = Match.replay(match.rules, match.seed, match.log[:k], match.first_mano, match.first_deck)
            view = m.view(None)
            alt = table_alt(view, names, "es")
            public_pairs.add((alt, render_table(view, names, "es")))
            if not view.showdown:
                card_free.add(alt)
            for s in range(4):
                hands[s].add(held_order(m.view(s).hand, 8))
        uploads = [(standin.messages[mid], a) for mid, a in standin.uploaded]
        assert uploads
        public = private = 0
        for message, a in uploads:
            assert a.description and a.description.strip() and len(a.description) <= LIMIT, a.filename
            if message.visible_to is None:  # the table: the server's Spanish, what a spectator may know
                public += 1
                assert a.filename.startswith("mesa_")
                assert (a.description, a.data) in public_pairs, a.description
                if a.description in card_free:
                    assert not _cards_named(a.description, "es"), a.description
            else:
                private += 1
                (owner,) = message.visible_to
                seat, lang = seats[owner]
                named = tuple(_cards_named(a.description, lang))
                assert named in hands[seat], (named, a.description)  # the owner's own four cards
                assert a.description == hand_alt(named, 8, lang)  # in the owner's language
                assert a.data == render_hand(named, lang, 8)  # exactly what the picture shows
        assert public > 20 and private >= len(ana.read_hands)
        assert standin.messages[ana.private.id].text.count(hand_words(ana.cards(), 8, "en")) == 1  # the words in the text too

        # ---- the pictures of the ranking and the rating chart, in Ana's English
        before = len(standin.uploaded)
        await ana_user.slash("mus ranking")
        await ana_user.slash("mus stats")
        after = [a for _, a in standin.uploaded[before:]]
        assert [a.filename for a in after][:1] == ["ranking.png"]
        assert after[0].description.startswith("Ranking of ") and "Ana" in after[0].description
        for a in after[1:]:
            assert a.filename == "rating.png" and a.description.startswith("Ana's rating over")
