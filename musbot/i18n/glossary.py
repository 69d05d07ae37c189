"""One word per concept and language: the project's Mus glossary, as data a test holds us to.

Every player-facing text names the game's things with the word chosen here, and never with one
of the alternatives listed under ``avoid`` (tests/i18n/test_glossary.py reads the catalogues,
whose words are Fluent terms such as ``-grande``, each checked against its concept here).
``docs/glossary.md`` is this table written out (``python -m musbot.i18n.glossary`` rewrites it;
a test checks it is current).

Where the seeds have a word, it is the seeds' word: seed 000 for German, seed 002 for English
and the Basque calls, seed 001 for Spanish; the Basque lances are written as the Basque Mus
federation and eu.wikipedia write them (``SOURCES``); French takes the French federation's
(Fédération Française de Mus, whose rules use French for ordinary things and the Basque words
French Basque players say for the calls). Where a seed has none, the choice and its reason are
written beside the word.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field

GLOSSARY_LANGS: tuple[str, ...] = ("es", "en", "de", "eu", "fr")

BASQUE_FORMS = (
    "Basque writes the lances as the Basque Mus federation (Euskal Herriko Mus Federazioa) and "
    "the Basque Wikipedia's *Mus* article write them, in the standard language: *handia*, "
    "*txikia*, *pareak*, *jokoa* (so *joko-* in every form: *jokorik*, *joko erreala*), "
    "*puntua*, and *hordago* as one word declined as a noun (*hordagoa*, *hordagoari*); the "
    "calls are seed 002's (*enbido*, *tira*, *esku*, *keinuak*, *tantoak*, *hamarrekoak*) but "
    "*iduki*, the call as both sides of the border say it (see Sources). The spoken forms "
    "(*haundia*, *jokua*, *hor dago*), seed 002's *edoki* and the French Basque ones (*ttipia*, "
    "*inbido*, *ttantto*, *mantxa*, *pondua*) are listed as avoided so that one text never mixes "
    "them."
)


@dataclass(frozen=True, slots=True)
class Term:
    concept: str
    meaning: str
    words: dict[str, str]  # lang -> the word, as a player reads it
    why: str
    # lang -> a regular expression that finds the word in any of its forms (default: the word)
    match: dict[str, str] = field(default_factory=dict)
    # lang -> regular expressions of the alternatives that must not appear
    avoid: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # catalogue keys whose text names this concept: in each language they must use the word
    keys: tuple[str, ...] = ()

    def pattern(self, lang: str) -> str:
        return self.match.get(lang) or re.escape(self.words[lang])


def _t(concept: str, meaning: str, es: str, en: str, de: str, eu: str, fr: str, why: str,
       match: dict[str, str] | None = None, avoid: dict[str, tuple[str, ...]] | None = None,
       keys: tuple[str, ...] = ()) -> Term:
    return Term(concept, meaning, {"es": es, "en": en, "de": de, "eu": eu, "fr": fr}, why,
                match or {}, avoid or {}, keys)


TERMS: tuple[Term, ...] = (
    # ---------------------------------------------------------------- the whole and its parts
    _t("partida", "the whole contest, won with the vacas (R25)",
       "partida", "match", "Partie", "partida", "partie",
       "en: plain English (seed 002 has no word; *partida* read as jargon and *game* is the "
       "juego). de: seed 000 (*Partie*, its appendix: una partida = Partie). eu: *partida*, the "
       "word Basque players and both Basque rule texts use. fr: the federation's *partie* "
       "(\"3 manches gagnées\").",
       match={"de": r"partie", "en": r"match"},
       avoid={"en": (r"\bpartidas?\b",), "de": (r"\bpartidas?\b", r"\bmatch\b"),
              "fr": (r"\bpartidas?\b", r"\bmatchs?\b")},
       keys=("score.partida", "event.partida_won", "bot.title_finished", "rules.vacas")),
    _t("juego_unit", "the game to 40 (or 30) tantos; juegos make a vaca (R24)",
       "juego", "game", "Satz", "jokoa", "manche",
       "en: seed 002 (\"the first team to get 30 points wins\", \"the whole game\"). de: seed "
       "000 (*Satz*, *Satzgewinn*). eu: the same word as the lance, as in Spanish, in its standard "
       "form (*jokoa*, never the spoken *jokua*); the French Basque *mantxa* is avoided. fr: the "
       "federation's *manche* (\"3 manches de 40 points\"), which also keeps it apart from the "
       "lance *jeu*.",
       match={"en": r"games?\b", "de": r"s[aä]tz", "eu": r"joko", "fr": r"manche"},
       avoid={"en": (r"\bjuegos\b",), "de": (r"\bjuegos\b", r"\bspiele?\b"),
              "eu": (r"\bjoku", r"\bmantxa"), "fr": (r"\bjuegos\b", r"\bjeux\b")},
       keys=("score.juego", "score.juegos", "event.juego_won", "rules.tantos", "rules.juegos")),
    _t("vaca", "a set of juegos; vacas make the partida (R25)",
       "vaca", "vaca", "Vaca", "behia", "vaca",
       "No seed names it (it is a Spanish club option): en, de and fr keep the Spanish word as "
       "they keep the lances'; eu keeps the texts' translation *behia* (a native speaker should "
       "confirm Basque players say it).",
       match={"de": r"vaca", "eu": r"behi", "en": r"vaca", "fr": r"vaca"},
       avoid={"eu": (r"\bvaca",), "fr": (r"\bvaches?\b",), "de": (r"\bkuh\b",)},
       keys=("score.vaca", "event.vaca_won", "rules.juegos", "rules.vacas")),
    _t("hand", "one deal and its four lances", "mano", "hand", "Runde", "eskualdia", "donne",
       "es: *mano*, as Spanish players say (seed 001). de: *Runde* (seed 004: \"das erste "
       "Ausgeben einer Runde\"); a player's four cards are his *Blatt* (seed 000). eu: "
       "*eskualdia*, the Basque word for a hand of a card game, because *esku* is the mano "
       "(seed 002) and *jokaldia* the lance. fr: the federation's *donne*, since *main* would "
       "also be the mano.",
       match={"en": r"hands?\b", "de": r"runde", "eu": r"eskualdi", "fr": r"donnes?\b"},
       avoid={"de": (r"\bhand\b",), "eu": (r"\beskua\b", r"\beskuak\b", r"\bkartaldi"),
              "fr": (r"\bmanos?\b",)},
       keys=("bot.title_hand", "bot.btn.next", "action.next_hand", "event.hand_dealt")),
    _t("lance", "one of grande, chica, pares, juego/punto, each with its own betting",
       "lance", "lance", "Wette", "jokaldia", "phase",
       "en: the Spanish word, kept like the lances' own names (seed 002's \"round of betting\" "
       "and \"category\" are avoided). de: seed 000 (*die vier Wetten*). eu: *jokaldia* (the "
       "Basque Wikipedia's \"lau fase (edo jokaldi)\"); *apustu* is a bet and *txanda* a turn. "
       "fr: the federation's *phases du jeu*.",
       match={"en": r"lances?\b", "de": r"wette", "eu": r"jokaldi", "fr": r"phases?\b"},
       avoid={"en": (r"\bcategor", r"\bround of betting"), "de": (r"\blances?\b",),
              "eu": (r"\blance\b", r"\bapustu-txand"), "fr": (r"\blances?\b",)},
       keys=("bot.profile.lances", "summary.lances.title")),
    # ---------------------------------------------------------------- people and places
    _t("pair", "the two partners who play together", "pareja", "team", "Mannschaft", "bikotea",
       "équipe",
       "en: seed 002 (\"two teams\"); *pair* is kept for cards. de: seed 000 (*Mannschaft*); "
       "*Paar* is kept for cards, *Team* and *Partei* are avoided. eu: *bikotea* (the Basque "
       "Wikipedia's \"bi bikote\"). fr: the federation's *équipe*.",
       match={"en": r"teams?\b", "de": r"mannschaft", "eu": r"bikote", "fr": r"[ée]quipes?\b"},
       avoid={"en": (r"\bpairs? [AB]\b", r"\b(your|rival|other|winning) pairs?\b",
                     r"\bpartnership"),
              "de": (r"\bteams?\b", r"\bparteien?\b", r"\bpaar [AB]\b",
                     r"\b(dein|das andere|gegnerische) paar\b"),
              "eu": (r"\btalde", r"\bekipa"), "fr": (r"\bcouples?\b", r"\bpaire [AB]\b")},
       keys=("pair.0", "pair.1", "terminal.won", "terminal.lost")),
    _t("opponents", "the two players of the other pair", "rivales", "opponents", "Gegner",
       "aurkariak", "adversaires",
       "One word per language: en *opponents*, seed 002's (where the texts had *rivals* too), "
       "de *Gegner*, eu *aurkariak*, fr *adversaires*.",
       match={"es": r"rival", "en": r"opponent", "de": r"gegner", "eu": r"aurkari",
              "fr": r"adversaire"},
       avoid={"en": (r"\brivals?\b",), "fr": (r"\brivaux\b",), "de": (r"\brivalen\b",)},
       keys=("learn.team.them",)),
    _t("partner", "the other player of one's pair", "compañero", "partner", "Partner",
       "bikotekidea", "partenaire",
       "es: *compañero* (seed 001), so that *pareja* is the pair and its cards. The others: "
       "the seeds' ordinary words.",
       match={"es": r"compañer", "eu": r"bikotekide", "de": r"partner", "en": r"partner",
              "fr": r"partenaire"},
       avoid={"es": (r"\btu pareja\b", r"\bsu pareja\b"),},
       keys=("event.sena_seen", "terminal.partner_senas", "bot.sena_placeholder")),
    _t("mano", "the player who speaks first and wins ties (R4)", "mano", "mano", "Vorhand",
       "esku", "esku",
       "en: the Spanish word, kept. de: seed 000 (*Vorhand*). eu: seed 002 (*esku*, without the "
       "article so it is never *eskua*, a hand). fr: the federation writes *esku* (\"qui aura "
       "la main (Esku)\"); *main* would read as the cards in hand.",
       match={"de": r"vorhand"},
       avoid={"de": (r"\bmano\b",), "eu": (r"\bmano\b",), "fr": (r"\bmano\b",)},
       keys=("seat.mano", "render.mano")),
    _t("postre", "the player who speaks last (the dealer)", "postre", "postre", "Rückhand",
       "atzekoa", "donneur",
       "de: seed 000 (*Rückhand*). eu: *atzekoa* (\"the one behind\"): seed 002 has no word and "
       "*postre* is Spanish. fr: the federation's *donneur*, who deals and speaks last.",
       match={"de": r"rückhand", "eu": r"atzeko", "fr": r"donneur"},
       avoid={"de": (r"\bpostre\b",), "eu": (r"\bpostre",), "fr": (r"\bpostre\b",)},
       keys=("seat.postre",)),
    _t("seat", "one of the four places at the table", "sitio", "seat", "Platz", "lekua", "place",
       "One word where the texts had two (es *asiento*/*sitio*, eu *eserlekua*/*lekua*): the "
       "shorter, which the buttons need.",
       match={"en": r"seats?\b", "de": r"pl[aä]tz", "eu": r"leku", "fr": r"places?\b"},
       avoid={"es": (r"\basientos?\b",), "eu": (r"\beserleku",), "fr": (r"\bsi[eè]ges?\b",)},
       keys=("seat.default", "bot.btn.sit")),
    # ---------------------------------------------------------------- the lances
    _t("grande", "the lance of the highest cards (R10)", "grande", "grande", "Grande", "handia",
       "grand",
       "es, en, de: the Spanish name (seed 000 heads its section \"La GRANDE\"). eu: the "
       "federation's and eu.wikipedia's standard *handia* (seed 002's spoken *haundia* avoided). "
       "fr: the federation's *le Grand*.",
       avoid={"eu": (r"\bhaundi",), "fr": (r"\bgrande\b",)},
       keys=("lance.grande", "render.lance.grande")),
    _t("chica", "the lance of the lowest cards (R11)", "chica", "chica", "Chica", "txikia",
       "petit",
       "eu: seed 002 (*txikia*; the French Basque *ttipia* avoided). fr: the federation's *le "
       "Petit*.",
       avoid={"eu": (r"\bt?tipia\b",), "fr": (r"\bchica\b",)},
       keys=("lance.chica", "render.lance.chica")),
    _t("pares", "the lance of pairs (R12)", "pares", "pares", "Pares", "pareak", "paires",
       "eu: seed 002. fr: the federation's *les Paires*.",
       avoid={"eu": (r"\bpariak\b",), "fr": (r"\bpares\b",)},
       keys=("lance.pares", "render.lance.pares")),
    _t("juego", "the lance of 31 points or more (R13)", "juego", "juego", "Juego", "jokoa", "jeu",
       "eu: the standard *jokoa* (seed 002's spoken *jokua* avoided). fr: the federation's *le "
       "Jeu*.",
       match={"eu": r"joko"},
       avoid={"eu": (r"\bjoku",), "fr": (r"\bjuego\b(?! real)",)},
       keys=("lance.juego", "render.lance.juego")),
    _t("punto", "the lance played when nobody has juego (R15)", "punto", "punto", "Punto",
       "puntua", "point",
       "eu: the standard *puntua*, singular like the other lances (seed 002's *puntuak* "
       "avoided; a hand's total is *N puntutan*, like the seña). fr: the federation's *le "
       "Point*.",
       avoid={"eu": (r"\bpuntuak jokatzen\b", r"\bpondua\b"), "fr": (r"\bpunto\b",)},
       keys=("lance.punto", "render.lance.punto")),
    # ---------------------------------------------------------------- pares kinds
    _t("pareja", "two cards of a rank (1 point in pares)", "pareja", "pair", "Paar", "parea",
       "paire",
       "en: seed 002 (\"Parea: two cards of equal rank\" is a pair). de: seed 000 (*ein Paar*). "
       "eu: seed 002. fr: the federation's *paire simple*.",
       match={"en": r"pairs?\b", "de": r"paar", "eu": r"pare", "fr": r"paires?\b"},
       avoid={"en": (r"\bpareja\b",), "de": (r"\bpareja\b",), "eu": (r"\bpareja\b",),
              "fr": (r"\bpareja\b",)},
       keys=("pares.1", "render.pares.1", "count.why.pareja")),
    _t("medias", "three cards of a rank (2 points)", "medias", "medias", "Drilling", "mediak",
       "médiak",
       "en: the Spanish word, as in the señas. de: seed 000 (*medias = Drilling*). eu: seed 002. "
       "fr: *médiak*, as French rule pages from the Basque Country write it (*brelan* avoided).",
       match={"de": r"drilling", "fr": r"m[ée]diak"},
       avoid={"de": (r"\bmedias\b",), "fr": (r"\bmedias\b", r"\bbrelans?\b")},
       keys=("pares.2", "render.pares.2", "sena.medias", "count.why.medias")),
    _t("duples", "two pairs, or four of a rank (3 points)", "duples", "duples", "Duples",
       "dobleak", "doubles",
       "de: seed 000 names them *DUPLES* (and the club after them). eu: seed 002. fr: "
       "*doubles*, as French rule pages from the Basque Country write it.",
       avoid={"eu": (r"\bduples\b", r"\bdobliak\b"), "fr": (r"\bduples\b", r"\bdobliak\b")},
       keys=("pares.3", "render.pares.3", "sena.duples", "count.why.duples")),
    _t("juego_real", "three 7s and a figure, the best 31 (R14, option)", "juego real",
       "juego real", "Juego real", "joko erreala", "juego real",
       "Kept in Spanish (seed 000 and 004 do so too); eu in the standard form like *jokoa*. fr: "
       "no French name found in the federation's pages; the Spanish one is kept.",
       match={"eu": r"joko errealak?", "de": r"juego real"},
       keys=("rules.juego_real",)),
    # ---------------------------------------------------------------- what players say
    _t("no_mus", "the word that cuts the mus (R5)", "no hay mus", "no mus", "kein Mus", "musik ez",
       "mintza",
       "de: seed 000 (*KEIN MUS*). eu: seed 002 (*musik ez*). fr: the federation's *mintza* "
       "(\"s'ils sortent MINTZA ou s'ils vont MUS\"), and its *sortir* for cutting the mus (\"un "
       "assez bon jeu pour sortir\"), not the Spanish *cortar*'s calque *couper*.",
       avoid={"fr": (r"\bpas de mus\b", r"\bcoup\w* (?:le|du) mus\b", r"\bon coupe\b")},
       keys=("word.no_mus",)),
    _t("paso", "passing without a bet (R17)", "paso", "paso", "Paso", "paso", "paso",
       "The call everybody says, kept in every language (seed 002 and the federation say *paso* "
       "too; seed 000's German *warten* is its explanation).",
       keys=("word.paso",)),
    _t("en_paso", "a lance where everybody passed (R17)", "en paso", "en paso", "en paso",
       "pasoan", "paso",
       "The Spanish phrase, kept in en and de; eu declines *paso* (*pasoan*); fr as the "
       "federation says it (\"si tous les joueurs vont paso\", \"la phase reste à paso\").",
       keys=("outcome.paso", "count.why.paso", "render.outcome.paso")),
    _t("envido", "a bet of N tantos (R17)", "envido", "envido", "Envido", "enbido", "imido",
       "eu: seed 002 (*enbido*; the French Basque *inbido* avoided). fr: the federation's "
       "*imido*.",
       match={"eu": r"enbid", "fr": r"imido"},
       avoid={"eu": (r"\benvid", r"\binbido"), "fr": (r"\benvid", r"\binbido")},
       keys=("word.envido", "bot.btn.envido")),
    _t("mas", "a raise (envido N más, R18)", "más", "más", "más", "beste", "de plus",
       "en, de: the Spanish call, kept like envido (the terminal's \"more\"/\"mehr\" are "
       "avoided). eu: seed 002 (*beste 2*). fr: the federation's \"3 points de plus\".",
       match={"de": r"más", "en": r"más"},
       avoid={"en": (r"\d+ more\b",), "de": (r"\d+ mehr\b",)},
       keys=("word.mas", "event.bet.mas", "terminal.raise")),
    _t("quiero", "accepting a bet", "quiero", "quiero", "Quiero", "iduki", "iduki",
       "eu: *iduki*, the call of the French federation's rules and of Larramendi's account of "
       "the game in Gipuzkoa (1754, *iduqui*); seed 002's *edoki* is found in no other source "
       "and eu.wikipedia's *eduki* is the standard verb it glosses the call with, so both are "
       "avoided. fr: the federation's *iduki*.",
       avoid={"eu": (r"\bedoki\b", r"\beduki\b"), "fr": (r"\bquiero\b", r"\bedoki\b")},
       keys=("word.quiero",)),
    _t("no_quiero", "refusing a bet (folding)", "no quiero", "no quiero", "No quiero", "tira",
       "tira",
       "eu: seed 002. fr: the federation's *tira* (\"il laisse tirer\").",
       avoid={"fr": (r"\bno quiero\b",)},
       keys=("word.no_quiero",)),
    _t("ordago", "the bet of the whole juego (R20)", "órdago", "órdago", "Órdago", "hordago",
       "hordago",
       "eu: one word, declined as a noun (*hordagoa*, *hordagoari*), as the Basque Mus "
       "federation and Euskaltzaindia's dictionary write it; seed 002's two words (*hor dago*, "
       "\"there it is\") are avoided. fr: the federation's *hordago*.",
       match={"eu": r"hordago", "fr": r"hordago"},
       avoid={"eu": (r"\bhor dago",), "fr": (r"\bórdago", r"\bhor dago")},
       keys=("word.ordago", "render.ordago")),
    _t("farol", "a bet made on cards that do not back it (a bluff)", "farol", "bluff", "Bluff",
       "ziria", "bluff",
       "es: seed 001 (\"suponiendo que no haga un farol\"). en: seed 002 (\"bluffed\"). de: seed "
       "000 (*Bluff*, *bluffen*). eu: *ziria* (*ziria sartu*, to bluff), the word of the logro "
       "*Ziria*, so the borrowed *farol* is avoided. fr: *bluff*, *bluffer*.",
       match={"es": r"farol", "en": r"bluff", "de": r"bluff", "eu": r"ziri", "fr": r"bluff"},
       avoid={"eu": (r"\bfarol",), "fr": (r"\bfarol",), "de": (r"\bfarol",)},
       keys=("achievement.farol.name", "ai.personality.farolero")),
    _t("sena", "a signal between partners (R26)", "seña", "seña", "Zeichen", "keinua", "signe",
       "en: the Spanish word (seed 002's \"signs\" avoided, as *sign* means much else). de: seed "
       "000 (*Zeichen*). eu: seed 002 (*keinuak*). fr: *signes*, the word of the French rule "
       "texts.",
       match={"en": r"señas?\b", "de": r"zeichen", "eu": r"keinu", "fr": r"signes?\b"},
       avoid={"en": (r"\bsignals?\b", r"\bsigns?\b(?![- ]up)"), "de": (r"\bseñas?\b", r"\bsignal"),
              "eu": (r"\bseñ",), "fr": (r"\bseñas?\b", r"\bgrimaces?\b")},
       keys=("word.sena", "render.sena", "summary.senas.title")),
    _t("ciego", "the seña of a hand with neither pares nor juego (R26)", "ciego", "ciego",
       "Ciego", "itsua", "aveugle",
       "A seña's name: kept in Spanish in en and de as medias and duples are (with its meaning "
       "beside it); eu and fr translate it, as they do every seña.",
       keys=("sena.ciego",)),
    _t("dentro", "what a pair says with 5 or fewer to go (R24)", "¡dentro!", "dentro!",
       "Dentro!", "barrura!", "dentro !",
       "The Spanish call, kept in en, de and fr (seed 000: \"Adentro!\"); eu: *barrura!* (\"in!\"), "
       "one form where *barruan!* crept in.",
       match={"es": r"dentro", "en": r"dentro", "de": r"dentro", "eu": r"barrura",
              "fr": r"dentro"},
       avoid={"eu": (r"\bbarruan\b",), "de": (r"¡dentro",)},
       keys=("score.dentro", "render.dentro", "bot.dentro")),
    _t("discard", "throwing away cards after mus (R6)", "descartar", "discard", "ablegen",
       "bota", "écarter",
       "de: seed 000 (\"legt ... Karten vor sich ab\"): one verb where four were used "
       "(*abwerfen*, *tauschen* remain only for the mus itself). eu: the French Basque "
       "federation's *bota* (\"botatzen dituzte karta soberakinak\"), not *deskartatu*. fr: the "
       "card game's *écarter*.",
       match={"es": r"descart", "de": r"ab(zu)?leg|legs?t .*ab\b|abgelegt|ablegen", "en": r"discard",
              "eu": r"bot(a|atu|atzen|atako)", "fr": r"[ée]cart"},
       avoid={"de": (r"\babwerf", r"\babgeworfen", r"\bwirfs?t\b"),
              "eu": (r"\bdeskart",), "fr": (r"\bd[ée]fauss",)},
       keys=("word.discard", "bot.btn.discard", "render.phase.discard")),
    # ---------------------------------------------------------------- score
    _t("tanto", "a point of the score", "tanto", "point", "Punkt", "tanto", "point",
       "en, de: the seeds' ordinary words (seed 002 *points*, seed 000 *Punkte*). eu: seed 002 "
       "(*tantoak*; the French Basque *ttantto* avoided). fr: the federation counts *points*.",
       match={"en": r"points?\b", "de": r"punkt", "fr": r"points?\b"},
       avoid={"eu": (r"\bt?tantto",)},
       keys=("score.tanto", "score.tantos", "bot.modal.amount")),
    _t("piedra", "the counter worth one tanto", "piedra", "piedra", "Piedra", "tantoa", "tanto",
       "de: seed 000 (*piedras*). eu: seed 002 (\"the ones, simply referred to as tantoa\"). "
       "fr: *tanto*, as French rule texts write it (the federation also writes *tantto*, the "
       "French Basque spelling).",
       match={"eu": r"tanto"},
       keys=("score.piedra", "score.piedras")),
    _t("amarraco", "the counter worth five tantos", "amarraco", "amarraco", "Amarraco",
       "hamarrekoa", "hamarreko",
       "Seed 001's Spanish spelling (seed 000 writes *amaracco*). eu: seed 002. fr: the "
       "federation's *hamarreko*.",
       match={"eu": r"hamarreko", "fr": r"hamarreko"},
       avoid={"fr": (r"\bamarracos?\b",)},
       keys=("score.amarraco", "score.amarracos")),
    _t("count", "the scoring at the end of a hand (R22)", "recuento", "count", "Auswertung",
       "kontaketa", "décompte",
       "de: seed 000 (*Abschluß und Auswertung*). fr: the federation's *décompte*.",
       avoid={"en": (r"\bshowdown\b",)},
       keys=("count.title", "render.count.title")),
    # ---------------------------------------------------------------- cards
    _t("rey", "the king (and, with 8 reyes, every 3)", "rey", "king", "König", "errege", "roi",
       "en: seed 002 (*King*); the option is \"8 kings\" too, never *reyes*. de: seed 000 "
       "(*KÖNIG*), the option \"8 Könige\". eu: seed 002 (*erregea*). fr: *roi*.",
       match={"de": r"k[öo]nig", "fr": r"rois?\b", "en": r"kings?\b"},
       avoid={"en": (r"\breyes\b", r"\brey\b"), "de": (r"\breyes\b",), "fr": (r"\breyes\b",)},
       keys=("card.rank.12", "rules.value.reyes", "render.reyes")),
    _t("as", "the ace (and, with 8 reyes, every 2)", "as", "ace", "Ass", "batekoa", "as",
       "de: today's spelling *Ass* (seed 003); seed 000's *As* is the old one. eu: seed 002's "
       "ace, in the Basque names of the ranks (*batekoa*, *bikoa*, ...).",
       match={"en": r"aces?\b", "de": r"ass", "eu": r"bateko", "fr": r"as\b"},
       avoid={"en": (r"\bases\b",), "de": (r"\bas\b",)},
       keys=("card.rank.1", "card.ranks.1")),
    _t("caballo", "the 11", "caballo", "horse", "Reiter", "zaldia", "cavalier",
       "The seeds' words (seed 002 *horse*, *zaldia*; seed 000 *REITER*).",
       match={"eu": r"zaldi", "en": r"horses?\b", "de": r"reiter", "fr": r"cavaliers?\b"},
       keys=("card.rank.11",)),
    _t("sota", "the 10", "sota", "jack", "Bube", "txanka", "valet",
       "The seeds' words (seed 002 *jack*, *txanka*; seed 000 *BUBE*).",
       match={"en": r"jacks?\b", "de": r"bube", "fr": r"valets?\b"},
       keys=("card.rank.10",)),
    # ---------------------------------------------------------------- the screen
    _t("rating", "a player's strength in the server's ranking", "rating", "rating", "Wertung",
       "puntuazioa", "cote",
       "One word where the texts had two or three (es *Puntos*, de *Rating*, eu *Ratinga*): "
       "Spanish players say *rating*; German *Wertung* (the leaderboard's), Basque "
       "*puntuazioa*, French *cote* (as a chess rating is).",
       match={"de": r"wertung", "eu": r"puntuazio", "fr": r"cote"},
       avoid={"de": (r"\brating",), "eu": (r"\brating",), "fr": (r"\brating",)},
       keys=("render.lb.rating", "bot.profile.rating", "render.chart.title")),
    _t("button", "a button of a Discord message", "botón", "button", "Button", "botoia", "bouton",
       "de: *Button*, the word German users of Discord and most German software use (*Taste* "
       "is a key of a keyboard).",
       match={"es": r"bot[óo]n", "de": r"button", "eu": r"botoi", "en": r"button",
              "fr": r"bouton"},
       avoid={"de": (r"\btaste",)},
       keys=("bot.auto_playing",)),
)

# Spanish words a translation must not keep unless its glossary keeps them (the Mus words):
# the test lists every one found in en, de, eu or fr outside those.
SPANISH_WORDS: frozenset[str] = frozenset("""
    amarraco amarracos as ases asiento bastos caballo caballos cartas chica ciego compañero copas
    cuatro de del descartar descarte deje dentro duples el en envidar envido envite envites
    espadas grande hay juego juegos jugada jugador la lance lances las los mano manos mas más
    medias mesa no oros para pareja parejas pares partida partidas paso piedra piedras pillar por
    postre punto puntos quiero real recuento reglas revancha rey reyes seña señas sí sin sitio sota
    subir tanto tantos tanteo turno vaca vacas y órdago ¡dentro
""".split())

# Words that are Spanish and also ordinary words of another language.
NATIVE_HOMOGRAPHS: dict[str, frozenset[str]] = {
    "en": frozenset({"as", "no", "real", "de", "la", "en", "el", "y"}),
    "de": frozenset({"as", "no", "real", "de", "en", "la", "el", "y", "in"}),
    "eu": frozenset({"no", "de", "en", "la", "el", "y", "as", "partida", "partidak",
                     "pareak", "mus"}),
    "fr": frozenset({"as", "de", "la", "en", "el", "y", "mesa", "par", "pour", "sans", "no",
                     "manche", "pares"}),
}


def kept_spanish(lang: str) -> frozenset[str]:
    """The Spanish words the glossary keeps in ``lang`` on purpose (its words that are Spanish)."""
    kept: set[str] = set()
    for term in TERMS:
        for token in re.findall(r"[\wñáéíóúü¡!]+", term.words[lang].lower()):
            token = token.strip("¡!")
            if token in SPANISH_WORDS:
                kept.add(token)
    # plurals of the kept words (vacas, lances, órdagos)
    kept |= {w + "s" for w in kept} | {w + "es" for w in kept}
    return frozenset(kept) | NATIVE_HOMOGRAPHS.get(lang, frozenset())


SOURCES: tuple[tuple[str, str], ...] = (
    ("Basque", "the Basque Mus federation (Euskal Herriko Mus Federazioa) and the Basque "
     "Wikipedia's *Mus* article for the lances and *hordago* (standard written forms: *handia*, "
     "*txikia*, *pareak*, *jokoa*, *puntua*, *hordagoa*); seed 002 (the Ontario Basque Club's "
     "adaptation of John McLeod's rules) for the calls, the counters and the señas "
     "(*enbido*, *tira*, *esku*, *keinuak*, *tantoak*, *hamarrekoak*); for accepting a bet, "
     "where the sources disagree (seed 002 *edoki*, eu.wikipedia *eduki*, the French "
     "federation *iduki*), *iduki*: the one form attested on both sides of the border (the "
     "French federation's rules; Larramendi's 1754 description of the game in Gipuzkoa, "
     "\"y si responde iduqui se acaba la partida\"), and the call as players say it, where "
     "*eduki* is the verb's standard spelling; Euskaltzaindia for case endings after numbers "
     "(*1etik 10era*, *maiatzaren 11n*), with a numeral the noun's bare form (*40 tantora*, "
     "*5 partidatan*, as eu.wikipedia's \"30 edo 40 puntura\"), and a hyphen before the "
     "ending of a name whose last sign is not read (*Xabier 🎲-ren*), as it writes one after "
     "a symbol (*km-ko*)."),
    ("French", "the French federation (Fédération Française de Mus): its rules' *partie*, "
     "*manche*, *donne*, *phases du jeu*, *le Grand*, *le Petit*, *les Paires*, *le Jeu*, "
     "*le Point*, *imido*, *iduki*, *tira*, *hordago*, *mintza*, *esku*, *hamarreko*, and "
     "*tirer* for collecting points; French rule pages from the Basque Country for *médiak* and "
     "*doubles*; the Imprimerie nationale's typography (a no-break space before : and inside « », "
     "a narrow one before ; ! ?, the typographic apostrophe ’)."),
    ("German", "seed 000 (Stephan Ocker's rules: *Partie*, *Satz*, *Vorhand*, *Rückhand*, *die "
     "vier Wetten*, *Drilling*, *Duples*, *Auswertung*) and seed 003/004 where 000 has none."),
    ("English", "seed 002 (*team*, *points*, *game*, *king*, *horse*, *jack*) and plain English "
     "where it has none."),
    ("Spanish", "seed 001 (*compañero*, *farol*, *amarraco*, *piedra*) and the usage of Spanish "
     "clubs."),
)


def markdown() -> str:
    """The glossary as the Markdown page ``docs/glossary.md``."""
    head = [
        "# Glossary: one word per concept and language",
        "",
        "<!-- Written by `python -m musbot.i18n.glossary > docs/glossary.md` from "
        "musbot/i18n/glossary.py; a test checks it is current. Edit the module, not this page. -->",
        "",
        "Every text the bot shows names each thing of the game with the word below, and never "
        "with the avoided alternatives (`tests/i18n/test_glossary.py` reads every catalogue). "
        "Where a seed (the rule texts the project is built from) has a word, it is the seed's: "
        "German from seed 000, English from seed 002, Spanish from seed 001; Basque from the "
        "Basque Mus federation and eu.wikipedia for the lances and from seed 002 for the calls "
        "(but *iduki*); French from the French federation (Fédération Française de Mus). The "
        "sources are listed below.",
        "",
        BASQUE_FORMS,
        "",
        "English, German and French keep the Spanish (or Basque) words of Mus that their own "
        "language lacks (the lances, the calls, mano, vaca, piedra), as the seeds do, and use "
        "their own words for ordinary things (team, hand, point, king).",
        "",
        "## Sources",
        "",
        *(f"- **{lang}**: {text}" for lang, text in SOURCES),
        "",
        "In the catalogues (`musbot/i18n/locales/*.ftl`) each of these words is a Fluent term "
        "(`-grande`, `-envido`, `-ordago`…) whose forms (a capital, a plural, a Basque case) are "
        "its variants; a message uses the term and never spells the word itself "
        "(`tests/i18n/test_glossary.py`).",
        "",
        "## The words",
        "",
        "| concept | es | en | de | eu | fr | why | avoided |",
        "|---|---|---|---|---|---|---|---|",
    ]
    rows = []
    for term in TERMS:
        avoided = "; ".join(
            f"{lang}: " + ", ".join(f"`{p}`" for p in pats)
            for lang, pats in term.avoid.items()
        )
        cells = [f"**{term.concept}**: {term.meaning}"]
        cells += [term.words[lang] for lang in GLOSSARY_LANGS]
        cells += [term.why, avoided or "—"]
        rows.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
    return "\n".join(head + rows) + "\n"


if __name__ == "__main__":  # pragma: no cover - writes the page
    sys.stdout.write(markdown())
