"""The words of the game: cards, lances, actions, events, the count, señas, rule options, rules.

Spanish is the reference. Each language names the game's things with the words of the glossary
(musbot/i18n/glossary.py, docs/glossary.md): English, German and French keep the Spanish or
Basque Mus words their language lacks (the lances, the calls, mano, vaca) and use their own words
for ordinary things; Basque uses seed 002's Basque Mus words (haundia, txikia, pareak, jokua,
enbido, hor dago, edoki, tira, esku, keinuak, tantoak, hamarrekoak); French the French federation's
(grand, petit, paires, jeu, point, imido, iduki, tira, hordago, mintza, esku, manche). Basque
templates mark case endings in the placeholder ({name:k}, {points:ko}: musbot.i18n.grammar).

Key families (musbot.i18n.narrate builds sentences from them):
  card.rank.<r> / card.ranks.<r> (plural, or the stem used in pares descriptions; French with
  its "de") / card.suit.<s> / card.suit_of.<s> (the form inside a card name) / card.name
  lance.<l>, lance.<l>.help; word.<w>, word.<w>.help, word.and; action.<kind>
  declare.<pares|juego>.<yes|no>; pares.<0-3>; hand.*; outcome.<o>; count.why.<why>, count.title
  event.<kind> (+ variants event.<kind>.<case>, and event.<kind>.you: told to that player)
  sena.<n>, sena.<n>.meaning, sena.<n>.gesture
  rules.<option>, rules.<option>.help, rules.value.*, rules.title
  pair.<0|1>; seat.*; score.*; summary.*
"""

from __future__ import annotations

_ES: dict[str, str] = {
    # cards
    "card.rank.1": "as",
    "card.rank.2": "dos",
    "card.rank.3": "tres",
    "card.rank.4": "cuatro",
    "card.rank.5": "cinco",
    "card.rank.6": "seis",
    "card.rank.7": "siete",
    "card.rank.10": "sota",
    "card.rank.11": "caballo",
    "card.rank.12": "rey",
    "card.ranks.1": "ases",
    "card.ranks.2": "doses",
    "card.ranks.3": "treses",
    "card.ranks.4": "cuatros",
    "card.ranks.5": "cincos",
    "card.ranks.6": "seises",
    "card.ranks.7": "sietes",
    "card.ranks.10": "sotas",
    "card.ranks.11": "caballos",
    "card.ranks.12": "reyes",
    "card.suit.o": "oros",
    "card.suit.c": "copas",
    "card.suit.e": "espadas",
    "card.suit.b": "bastos",
    "card.suit_of.o": "oros",
    "card.suit_of.c": "copas",
    "card.suit_of.e": "espadas",
    "card.suit_of.b": "bastos",
    "card.name": "{rank} de {suit}",
    # lances
    "lance.grande": "grande",
    "lance.chica": "chica",
    "lance.pares": "pares",
    "lance.juego": "juego",
    "lance.punto": "punto",
    "lance.grande.help": "Gana la jugada más alta.",
    "lance.chica.help": "Gana la jugada más baja.",
    "lance.pares.help": "Pareja, medias o duples; solo juega quien los tiene.",
    "lance.juego.help": "31 tantos o más; la mejor es la 31.",
    "lance.punto.help": "Si nadie tiene juego: gana el total más alto.",
    # words of the game (what a player says or does)
    "word.mus": "mus",
    "word.no_mus": "no hay mus",
    "word.paso": "paso",
    "word.envido": "envido",
    "word.mas": "más",
    "word.ordago": "órdago",
    "word.quiero": "quiero",
    "word.no_quiero": "no quiero",
    "word.discard": "descartar",
    "word.show4567": "enseñar 4-5-6-7",
    "word.sena": "seña",
    "word.and": "y",
    "word.you": "tú",
    "word.mus.help": "Pedir mus: se cambian cartas si los cuatro quieren.",
    "word.no_mus.help": "Cortar el mus: se juega con estas cartas.",
    "word.paso.help": "Pasar sin envidar.",
    "word.envido.help": "Envidar: apostar 2 tantos o más.",
    "word.mas.help": "Subir el envite.",
    "word.ordago.help": "Apostar el juego entero en este lance.",
    "word.quiero.help": "Aceptar el envite.",
    "word.no_quiero.help": "Rechazar el envite.",
    "word.discard.help": "Elegir de 1 a 4 cartas para cambiar.",
    "word.show4567.help": "Enseñar 4-5-6-7 y recibir cuatro cartas nuevas.",
    "word.sena.help": "Hacer una seña a tu compañero.",
    # actions (describe_action)
    "action.discard": "descarte: {cards}",
    "action.envido": "envido {amount}",
    "action.sena": "seña: {sena}",
    "action.next_hand": "siguiente mano",
    # declarations (R16)
    "declare.pares.yes": "pares sí",
    "declare.pares.no": "pares no",
    "declare.juego.yes": "juego sí",
    "declare.juego.no": "juego no",
    # hands
    "pares.0": "sin pares",
    "pares.1": "pareja",
    "pares.2": "medias",
    "pares.3": "duples",
    "hand.pares.1": "pareja de {rank}",
    "hand.pares.2": "medias de {rank}",
    "hand.pares.3": "duples de {high} y {low}",
    "hand.pares.3same": "duples de {rank}",
    "hand.juego": "juego de {points}",
    "hand.juego31": "juego de 31",
    "hand.punto": "{points} al punto",
    # how the betting of a lance ended
    "outcome.paso": "en paso",
    "outcome.querido": "querido",
    "outcome.folded": "no querido",
    "outcome.no_bet": "sin envite",
    "outcome.not_played": "no se juega",
    "outcome.ordago": "órdago querido",
    # the count (R22)
    "count.title": "Recuento",
    "count.why.paso": "en paso",
    "count.why.envite": "envite",
    "count.why.deje": "deje",
    "count.why.pareja": "pareja",
    "count.why.medias": "medias",
    "count.why.duples": "duples",
    "count.why.juego31": "treinta y una",
    "count.why.juego": "juego",
    "count.why.punto": "punto",
    "count.why.ordago": "órdago",
    # events
    "event.hand_dealt": "Mano {number}: es mano {name}.",
    "event.hand_dealt.you": "Mano {number}: eres mano.",
    "event.cards_dealt": "Tus cartas: {cards}.",
    "event.spoke": "{name}: {word}.",
    "event.showed_4567": "{name} enseña 4-5-6-7 y recibe cuatro cartas nuevas.",
    "event.showed_4567.you": "Enseñas 4-5-6-7 y recibes cuatro cartas nuevas.",
    "event.discarded": "{name} se descarta de {count} cartas.",
    "event.discarded.you": "Te descartas de {count} cartas.",
    "event.discarded.one": "{name} se descarta de una carta.",
    "event.discarded.one.you": "Te descartas de una carta.",
    "event.stock_reshuffled": "Se acabó el mazo: se barajan los descartes ({size} cartas).",
    "event.lance_started": "A {lance}.",
    "event.lance_started.some": "A {lance}: juegan {players}.",
    "event.lance_started.some.you": "A {lance}: jugáis {players}.",
    "event.declared": "{name}: {declaration}.",
    "event.bet": "{name}: {word}.",
    "event.bet.envido": "{name}: envido {amount}.",
    "event.bet.mas": "{name}: {amount} más (van {stake}).",
    "event.bet.ordago": "{name}: ¡órdago!",
    "event.lance_closed": "{lance}: {outcome}.",
    "event.lance_closed.paso": "{lance}: en paso.",
    "event.lance_closed.querido": "{lance}: querido por {stake}; se cobra en el recuento.",
    "event.lance_closed.folded": "{lance}: no quiero; se lo lleva la {pair}.",
    "event.lance_closed.no_bet": "{lance}: solo juega la {pair}; no hay envite.",
    "event.lance_closed.not_played": "{lance}: nadie tiene; no se juega.",
    "event.lance_closed.ordago": "{lance}: ¡órdago querido! Se enseñan las cartas.",
    "event.deje": "{lance}: la {pair} cobra {points} tantos en el acto.",
    "event.deje.one": "{lance}: la {pair} cobra 1 tanto en el acto.",
    "event.dentro": "La {pair} canta: ¡dentro!",
    "event.showdown": "Cartas a la vista: {hands}.",
    "event.showdown.hand": "{name}: {cards}",
    "event.ordago_won": "Órdago a {lance}: la mejor jugada es de {name} (la {pair}).",
    "event.ordago_won.you": "Órdago a {lance}: tienes la mejor jugada (la {pair}).",
    "event.count_line": "{lance}, {why}: +{points} para la {pair}.",
    "event.count_line.seat": "{lance}, {why} ({name}): +{points} para la {pair}.",
    "event.count_line.ordago": "{lance}, órdago ({name}): gana la {pair}.",
    "event.juego_won": "¡La {pair} gana el juego! Juegos: {a}–{b}.",
    "event.vaca_won": "¡La {pair} gana la vaca! Vacas: {a}–{b}.",
    "event.partida_won": "¡La {pair} gana la partida!",
    "event.sena_made": "{name} hace una seña.",
    "event.sena_made.you": "Haces una seña.",
    "event.sena_seen": "Seña de tu compañero {name}: {sena} ({gesture}).",
    "event.sena_seen.caught": "Pillas la seña de {name} a su compañero: {sena} ({gesture}).",
    # señas (R26, seed 001)
    "sena.dos_reyes": "dos reyes",
    "sena.dos_reyes.meaning": "Tengo dos reyes.",
    "sena.dos_reyes.gesture": "morderse el labio inferior",
    "sena.tres_reyes": "tres reyes",
    "sena.tres_reyes.meaning": "Tengo tres reyes.",
    "sena.tres_reyes.gesture": "morderse el labio inferior por un lado",
    "sena.dos_ases": "dos ases",
    "sena.dos_ases.meaning": "Tengo dos ases.",
    "sena.dos_ases.gesture": "sacar la lengua por el centro",
    "sena.tres_ases": "tres ases",
    "sena.tres_ases.meaning": "Tengo tres ases.",
    "sena.tres_ases.gesture": "sacar la lengua por un lado de la boca",
    "sena.medias": "medias",
    "sena.medias.meaning": "Tengo medias (tres cartas iguales).",
    "sena.medias.gesture": "torcer la boca hacia un lado",
    "sena.duples": "duples",
    "sena.duples.meaning": "Tengo duples (dos parejas).",
    "sena.duples.gesture": "levantar las cejas",
    "sena.treinta_y_una": "treinta y una",
    "sena.treinta_y_una.meaning": "Tengo 31 de juego.",
    "sena.treinta_y_una.gesture": "guiñar un ojo",
    "sena.juego": "juego que no es 31",
    "sena.juego.meaning": "Tengo juego, pero no 31.",
    "sena.juego.gesture": "lanzar un beso al aire",
    "sena.treinta_punto": "treinta al punto",
    "sena.treinta_punto.meaning": "Tengo 30 al punto.",
    "sena.treinta_punto.gesture": "levantar los hombros",
    "sena.veintinueve_punto": "29 al punto",
    "sena.veintinueve_punto.meaning": "Tengo 29 al punto.",
    "sena.veintinueve_punto.gesture": "levantar el hombro izquierdo",
    "sena.ciego": "ciego",
    "sena.ciego.meaning": "No tengo ni pares ni juego.",
    "sena.ciego.gesture": "cerrar los ojos",
    # table options (rules.Rules)
    "rules.title": "Opciones de la mesa",
    "rules.reyes": "Reyes",
    "rules.reyes.help": "8 reyes: el tres es rey y el dos es as. 4 reyes: cada carta es lo que es.",
    "rules.tantos": "Tantos por juego",
    "rules.tantos.help": "Tantos para ganar un juego: 40 o 30.",
    "rules.juegos": "Juegos por vaca",
    "rules.juegos.help": "Juegos para ganar una vaca (de 1 a 5).",
    "rules.vacas": "Vacas por partida",
    "rules.vacas.help": "Vacas para ganar la partida (de 1 a 3).",
    "rules.juego_real": "Juego real",
    "rules.juego_real.help": "Tres sietes y una figura (31) ganan a cualquier otra 31.",
    "rules.redeal_4567": "4-5-6-7",
    "rules.redeal_4567.help": (
        "En el primer reparto, quien tenga 4-5-6-7 puede enseñarlo y recibir cuatro cartas nuevas."
    ),
    "rules.senas_libres": "Señas libres",
    "rules.senas_libres.help": "Se ofrecen todas las señas, no solo las verdaderas.",
    "rules.pillar_senas": "Pillar señas",
    "rules.pillar_senas.help": "Probabilidad de que cada rival pille una seña.",
    "rules.value.yes": "sí",
    "rules.value.no": "no",
    "rules.value.reyes": "{n} reyes",
    # pairs, seats, score
    "pair.0": "pareja A",
    "pair.1": "pareja B",
    "seat.default": "Sitio {n}",
    "seat.mano": "mano",
    "seat.postre": "postre",
    "score.tanto": "tanto",
    "score.tantos": "tantos",
    "score.piedra": "piedra",
    "score.piedras": "piedras",
    "score.amarraco": "amarraco",
    "score.amarracos": "amarracos",
    "score.juego": "juego",
    "score.juegos": "juegos",
    "score.vaca": "vaca",
    "score.vacas": "vacas",
    "score.partida": "partida",
    "score.dentro": "¡dentro!",
    # the rules, summarised (musbot rules, /mus reglas)
    "summary.title": "Reglas del mus",
    "summary.cards.title": "Cartas y sitios",
    "summary.cards": (
        "Baraja española de 40 cartas; los palos no cuentan. Con 8 reyes (por defecto) el tres es "
        "rey y el dos es as. Orden: rey, caballo, sota, 7, 6, 5, 4, (3, 2), as. Para juego y punto "
        "las figuras valen 10 y las demás su número. Juegan dos parejas; los compañeros se sientan "
        "enfrente. El mano habla el primero y gana los empates (si no, el más cercano a él). En "
        "cada mano nueva, es mano el siguiente."
    ),
    "summary.deal.title": "Reparto y mus",
    "summary.deal": (
        "Cuatro cartas a cada uno. Desde el mano, cada uno dice «mus» o «no hay mus». Un «no hay "
        "mus» corta y empiezan los lances. Si los cuatro dan mus, todos se descartan a la vez de 1 "
        "a 4 cartas, reciben otras tantas y se vuelve a hablar. Si se acaba el mazo, se barajan "
        "los descartes. Opción 4-5-6-7 (no): en el primer reparto, quien la tenga puede enseñarla "
        "y recibir cuatro cartas nuevas."
    ),
    "summary.lances.title": "Los cuatro lances",
    "summary.lances": (
        "Grande: ganan las cartas más altas, comparadas de mayor a menor. Chica: las más bajas, de "
        "menor a mayor. Pares: pareja (1 tanto) < medias (2) < duples (3); a igual clase, ganan "
        "las cartas más altas. Juego: 31 o más, en este orden: 31, 32, 40, 37, 36, 35, 34, 33; la "
        "31 vale 3 y otro juego 2. Juego real (opción, sí): tres sietes y una figura ganan a "
        "cualquier 31. Punto: solo si nadie tiene juego; gana el más alto (30 el mejor) y vale 1 "
        "tanto más."
    ),
    "summary.betting.title": "Envites",
    "summary.betting": (
        "Antes de pares y de juego, el bot declara por orden lo que tiene cada uno. Solo hablan "
        "quienes tienen; si solo tiene una pareja, no hay envite y cobra en el recuento; si nadie "
        "tiene juego, se juega a punto. Desde el mano: paso, envido (2 o más) u órdago; si todos "
        "pasan, el lance queda en paso. Ante un envite, cualquier rival que juegue el lance dice "
        "quiero, «N más», órdago o no quiero. Si toda la pareja dice no quiero, la otra cobra en "
        "el acto 1 tanto por el primer envite, o lo que había antes de su última subida (envido 2, "
        "3 más, 2 más, no quiero: 5). Órdago querido: se enseñan las cartas y la mejor jugada del "
        "lance gana el juego. Quien llega a los tantos gana el juego en el acto."
    ),
    "summary.count.title": "Recuento",
    "summary.count": (
        "Se cuenta en orden: grande, chica, pares, juego o punto. Grande y chica: 1 tanto en paso, "
        "o lo envidado, para la mejor jugada. Pares y juego: lo envidado (nada en paso) más los "
        "pares o el juego de los dos jugadores de la pareja ganadora; tras un no quiero, solo sus "
        "jugadas. Punto: 1 en paso; querido, lo envidado más 1; tras un no quiero, 1. El recuento "
        "se para en cuanto una pareja gana el juego."
    ),
    "summary.score.title": "Juegos, vacas y partida",
    "summary.score": (
        "Un juego es a 40 tantos (opción: 30); al ganarlo, los marcadores vuelven a 0. Con 5 "
        "tantos o menos para ganar, el bot canta «¡dentro!». Una vaca son 2 juegos (opción: de 1 a "
        "5) y la partida, 1 vaca (opción: de 1 a 3). Se cuenta con piedras (1) y amarracos (5)."
    ),
    "summary.senas.title": "Señas",
    "summary.senas": (
        "Los compañeros pueden hacerse las señas oficiales. El bot solo ofrece las verdaderas (con "
        "señas libres, todas). Tu compañero ve la seña; la mesa, solo que hubo una. Cada rival la "
        "pilla con un 10\u00a0% de probabilidad (opción). Las señas:"
    ),
}

_EN: dict[str, str] = {
    # cards
    "card.rank.1": "ace",
    "card.rank.2": "two",
    "card.rank.3": "three",
    "card.rank.4": "four",
    "card.rank.5": "five",
    "card.rank.6": "six",
    "card.rank.7": "seven",
    "card.rank.10": "jack",
    "card.rank.11": "horse",
    "card.rank.12": "king",
    "card.ranks.1": "aces",
    "card.ranks.2": "twos",
    "card.ranks.3": "threes",
    "card.ranks.4": "fours",
    "card.ranks.5": "fives",
    "card.ranks.6": "sixes",
    "card.ranks.7": "sevens",
    "card.ranks.10": "jacks",
    "card.ranks.11": "horses",
    "card.ranks.12": "kings",
    "card.suit.o": "coins",
    "card.suit.c": "cups",
    "card.suit.e": "swords",
    "card.suit.b": "clubs",
    "card.suit_of.o": "coins",
    "card.suit_of.c": "cups",
    "card.suit_of.e": "swords",
    "card.suit_of.b": "clubs",
    "card.name": "{rank} of {suit}",
    # lances
    "lance.grande": "grande",
    "lance.chica": "chica",
    "lance.pares": "pares",
    "lance.juego": "juego",
    "lance.punto": "punto",
    "lance.grande.help": "High: the highest cards win.",
    "lance.chica.help": "Low: the lowest cards win.",
    "lance.pares.help": "Pares: a pair, medias or duples; only the players who have them take part.",
    "lance.juego.help": "Juego: 31 points or more; 31 is the best.",
    "lance.punto.help": "When nobody has juego: the highest total wins.",
    # words of the game (what a player says or does)
    "word.mus": "mus",
    "word.no_mus": "no mus",
    "word.paso": "paso",
    "word.envido": "envido",
    "word.mas": "más",
    "word.ordago": "órdago",
    "word.quiero": "quiero",
    "word.no_quiero": "no quiero",
    "word.discard": "discard",
    "word.show4567": "show 4-5-6-7",
    "word.sena": "seña",
    "word.and": "and",
    "word.you": "you",
    "word.mus.help": "Ask for mus: cards are changed if all four agree.",
    "word.no_mus.help": "Stop the mus: play with these cards.",
    "word.paso.help": "Pass without betting.",
    "word.envido.help": "Bet 2 points or more.",
    "word.mas.help": "Raise the bet.",
    "word.ordago.help": "Bet the whole game on this lance.",
    "word.quiero.help": "Accept the bet.",
    "word.no_quiero.help": "Refuse the bet (fold).",
    "word.discard.help": "Choose 1 to 4 cards to change.",
    "word.show4567.help": "Show 4-5-6-7 and get four new cards.",
    "word.sena.help": "Make a seña to your partner.",
    # actions (describe_action)
    "action.discard": "discard: {cards}",
    "action.envido": "envido {amount}",
    "action.sena": "seña: {sena}",
    "action.next_hand": "next hand",
    # declarations (R16)
    "declare.pares.yes": "pares",
    "declare.pares.no": "no pares",
    "declare.juego.yes": "juego",
    "declare.juego.no": "no juego",
    # hands
    "pares.0": "no pares",
    "pares.1": "a pair",
    "pares.2": "medias (three of a kind)",
    "pares.3": "duples (two pairs)",
    "hand.pares.1": "pair of {rank}",
    "hand.pares.2": "medias (three {rank})",
    "hand.pares.3": "duples ({high} and {low})",
    "hand.pares.3same": "duples (four {rank})",
    "hand.juego": "juego of {points}",
    "hand.juego31": "juego of 31",
    "hand.punto": "{points} at punto",
    # how the betting of a lance ended
    "outcome.paso": "en paso (all passed)",
    "outcome.querido": "accepted",
    "outcome.folded": "folded",
    "outcome.no_bet": "no betting",
    "outcome.not_played": "not played",
    "outcome.ordago": "órdago accepted",
    # the count (R22)
    "count.title": "The count",
    "count.why.paso": "en paso",
    "count.why.envite": "stake",
    "count.why.deje": "fold",
    "count.why.pareja": "pair",
    "count.why.medias": "medias",
    "count.why.duples": "duples",
    "count.why.juego31": "31",
    "count.why.juego": "juego",
    "count.why.punto": "punto",
    "count.why.ordago": "órdago",
    # events
    "event.hand_dealt": "Hand {number} — mano: {name}.",
    "event.hand_dealt.you": "Hand {number} — you are mano.",
    "event.cards_dealt": "Your cards: {cards}.",
    "event.spoke": "{name}: {word}.",
    "event.showed_4567": "{name} shows 4-5-6-7 and gets four new cards.",
    "event.showed_4567.you": "You show 4-5-6-7 and get four new cards.",
    "event.discarded": "{name} discards {count} cards.",
    "event.discarded.you": "You discard {count} cards.",
    "event.discarded.one": "{name} discards one card.",
    "event.discarded.one.you": "You discard one card.",
    "event.stock_reshuffled": (
        "The stock ran out: the discards are shuffled into a new one ({size} cards)."
    ),
    "event.lance_started": "Now {lance}.",
    "event.lance_started.some": "Now {lance}: {players} take part.",
    "event.lance_started.some.you": "Now {lance}: {players} take part.",
    "event.declared": "{name}: {declaration}.",
    "event.bet": "{name}: {word}.",
    "event.bet.envido": "{name}: envido {amount}.",
    "event.bet.mas": "{name}: {amount} más (stake {stake}).",
    "event.bet.ordago": "{name}: órdago!",
    "event.lance_closed": "{lance}: {outcome}.",
    "event.lance_closed.paso": "{lance}: all passed, en paso.",
    "event.lance_closed.querido": "{lance}: quiero, {stake} at stake; settled at the count.",
    "event.lance_closed.folded": "{lance}: no quiero; {pair} wins it.",
    "event.lance_closed.no_bet": "{lance}: only {pair} takes part; no betting.",
    "event.lance_closed.not_played": "{lance}: nobody has any; not played.",
    "event.lance_closed.ordago": "{lance}: órdago accepted! All cards face up.",
    "event.deje": "{lance}: {pair} takes {points} points at once.",
    "event.deje.one": "{lance}: {pair} takes 1 point at once.",
    "event.dentro": "{pair}: dentro! (5 or fewer to go)",
    "event.showdown": "All cards face up: {hands}.",
    "event.showdown.hand": "{name}: {cards}",
    "event.ordago_won": "Órdago at {lance}: {name} has the best hand ({pair}).",
    "event.ordago_won.you": "Órdago at {lance}: you have the best hand ({pair}).",
    "event.count_line": "{lance}, {why}: +{points} to {pair}.",
    "event.count_line.seat": "{lance}, {why} ({name}): +{points} to {pair}.",
    "event.count_line.ordago": "{lance}, órdago ({name}): {pair} wins.",
    "event.juego_won": "{pair} wins the game! Games: {a}–{b}.",
    "event.vaca_won": "{pair} wins the vaca! Vacas: {a}–{b}.",
    "event.partida_won": "{pair} wins the match!",
    "event.sena_made": "{name} makes a seña.",
    "event.sena_made.you": "You make a seña.",
    "event.sena_seen": "Seña from your partner {name}: {sena} ({gesture}).",
    "event.sena_seen.caught": "You caught {name}'s seña to their partner: {sena} ({gesture}).",
    # señas (R26, seed 001)
    "sena.dos_reyes": "two kings",
    "sena.dos_reyes.meaning": "I have two kings.",
    "sena.dos_reyes.gesture": "biting the lower lip",
    "sena.tres_reyes": "three kings",
    "sena.tres_reyes.meaning": "I have three kings.",
    "sena.tres_reyes.gesture": "biting the lower lip at one side",
    "sena.dos_ases": "two aces",
    "sena.dos_ases.meaning": "I have two aces.",
    "sena.dos_ases.gesture": "showing the tip of the tongue in the middle",
    "sena.tres_ases": "three aces",
    "sena.tres_ases.meaning": "I have three aces.",
    "sena.tres_ases.gesture": "showing the tip of the tongue at one side",
    "sena.medias": "medias",
    "sena.medias.meaning": "I have medias (three of a kind).",
    "sena.medias.gesture": "twisting the mouth to one side",
    "sena.duples": "duples",
    "sena.duples.meaning": "I have duples (two pairs).",
    "sena.duples.gesture": "raising the eyebrows",
    "sena.treinta_y_una": "31",
    "sena.treinta_y_una.meaning": "I have juego of 31.",
    "sena.treinta_y_una.gesture": "winking",
    "sena.juego": "juego, not 31",
    "sena.juego.meaning": "I have juego, but not 31.",
    "sena.juego.gesture": "blowing a kiss",
    "sena.treinta_punto": "30 at punto",
    "sena.treinta_punto.meaning": "I have 30, the best punto.",
    "sena.treinta_punto.gesture": "shrugging the shoulders",
    "sena.veintinueve_punto": "29 at punto",
    "sena.veintinueve_punto.meaning": "I have 29 at punto.",
    "sena.veintinueve_punto.gesture": "raising the left shoulder",
    "sena.ciego": "ciego (blind)",
    "sena.ciego.meaning": "I have neither pares nor juego.",
    "sena.ciego.gesture": "closing the eyes",
    # table options (rules.Rules)
    "rules.title": "Table options",
    "rules.reyes": "Kings",
    "rules.reyes.help": (
        "8 kings: every 3 is a king and every 2 an ace. 4 kings: each card is itself."
    ),
    "rules.tantos": "Points per game",
    "rules.tantos.help": "Points to win a game: 40 or 30.",
    "rules.juegos": "Games per vaca",
    "rules.juegos.help": "Games to win a vaca (1 to 5).",
    "rules.vacas": "Vacas per match",
    "rules.vacas.help": "Vacas to win the match (1 to 3).",
    "rules.juego_real": "Juego real",
    "rules.juego_real.help": "Three sevens and a figure (31) beat every other 31.",
    "rules.redeal_4567": "4-5-6-7",
    "rules.redeal_4567.help": (
        "On the first deal, a player holding 4-5-6-7 may show it and get four new cards."
    ),
    "rules.senas_libres": "Free señas",
    "rules.senas_libres.help": "Offer every seña, not only the true ones.",
    "rules.pillar_senas": "Catching señas",
    "rules.pillar_senas.help": "Chance that each opponent catches a seña.",
    "rules.value.yes": "on",
    "rules.value.no": "off",
    "rules.value.reyes": "{n} kings",
    # pairs, seats, score
    "pair.0": "team A",
    "pair.1": "team B",
    "seat.default": "Seat {n}",
    "seat.mano": "mano",
    "seat.postre": "postre",
    "score.tanto": "point",
    "score.tantos": "points",
    "score.piedra": "piedra",
    "score.piedras": "piedras",
    "score.amarraco": "amarraco",
    "score.amarracos": "amarracos",
    "score.juego": "game",
    "score.juegos": "games",
    "score.vaca": "vaca",
    "score.vacas": "vacas",
    "score.partida": "match",
    "score.dentro": "dentro!",
    # the rules, summarised (musbot rules, /mus reglas)
    "summary.title": "Mus rules",
    "summary.cards.title": "Cards and seats",
    "summary.cards": (
        "Spanish 40-card deck; suits never matter. With 8 kings (the default) every 3 is a king "
        "and every 2 an ace. Rank: king, horse, jack, 7, 6, 5, 4, (3, 2), ace. For juego and "
        "punto, figures count 10, the others their number. Two teams of two; partners sit "
        "opposite. The mano (the first player) speaks first and wins ties (else the player nearer "
        "the mano). In the next hand, the next seat is mano."
    ),
    "summary.deal.title": "Deal and mus",
    "summary.deal": (
        "Four cards each. From the mano, each says “mus” (let's change cards) or “no mus”. One “no "
        "mus” ends it and the lances begin. If all four say mus, everyone discards 1 to 4 cards at "
        "once, gets as many, and mus is asked again. If the stock runs out, the discards are "
        "reshuffled. Option 4-5-6-7 (off): on the first deal, a player holding it may show it for "
        "four new cards."
    ),
    "summary.lances.title": "The four lances",
    "summary.lances": (
        "Grande (high): the highest cards win, compared from the top. Chica (low): the lowest win, "
        "from the bottom. Pares: a pair (1 point) < medias (three of a kind, 2) < duples (two "
        "pairs, 3); within a kind, higher cards win. Juego: 31 or more, in this order: 31, 32, 40, "
        "37, 36, 35, 34, 33; 31 scores 3, any other juego 2. Juego real (option, on): three 7s and "
        "a figure beat any 31. Punto: only if nobody has juego; the highest total wins (30 is "
        "best) and scores 1 extra point."
    ),
    "summary.betting.title": "Betting",
    "summary.betting": (
        "Before pares and juego, the bot declares each hand truthfully, in order. Only those who "
        "have them take part; if only one team has them, there is no betting and it scores at the "
        "count; if nobody has juego, punto is played. From the mano: paso (pass), envido N (bet N, "
        "at least 2) or órdago (the whole game); if all pass, the lance is en paso. Facing a bet, "
        "any opponent in the lance says quiero (accept), N más (raise), órdago or no quiero "
        "(fold). When a whole team folds, the bettors take at once 1 point for an opening bet, "
        "else the stake before their last raise (envido 2, 3 más, 2 más, no quiero: 5). Órdago "
        "accepted: the cards are shown and the best hand in that lance wins the game. Reaching the "
        "target wins the game at once."
    ),
    "summary.count.title": "The count",
    "summary.count": (
        "In order: grande, chica, pares, juego or punto. Grande and chica: 1 point en paso, or the "
        "stake, to the best hand. Pares and juego: the stake (0 en paso) plus the pares or juego "
        "points of both players of the winning team; after a fold, only those points. Punto: 1 en "
        "paso; the stake plus 1; after a fold, 1. The count stops as soon as a team wins the game."
    ),
    "summary.score.title": "Games, vacas and match",
    "summary.score": (
        "A game goes to 40 points (option: 30); then both scores restart at 0. With 5 or fewer to "
        "go, the bot says “dentro!”. A vaca is 2 games (option: 1 to 5); the match is 1 vaca "
        "(option: 1 to 3). Points are counted in piedras (1) and amarracos (5)."
    ),
    "summary.senas.title": "Señas",
    "summary.senas": (
        "Partners may make each other the official señas. The bot offers only the true ones "
        "(option free señas: all). Your partner sees the seña; the table only sees that one was "
        "made. Each opponent catches it with a 10% chance (option). The señas:"
    ),
}

_DE: dict[str, str] = {
    # cards
    "card.rank.1": "Ass",
    "card.rank.2": "Zwei",
    "card.rank.3": "Drei",
    "card.rank.4": "Vier",
    "card.rank.5": "Fünf",
    "card.rank.6": "Sechs",
    "card.rank.7": "Sieben",
    "card.rank.10": "Bube",
    "card.rank.11": "Reiter",
    "card.rank.12": "König",
    "card.ranks.1": "Asse",
    "card.ranks.2": "Zweier",
    "card.ranks.3": "Dreier",
    "card.ranks.4": "Vierer",
    "card.ranks.5": "Fünfer",
    "card.ranks.6": "Sechser",
    "card.ranks.7": "Siebener",
    "card.ranks.10": "Buben",
    "card.ranks.11": "Reiter",
    "card.ranks.12": "Könige",
    "card.suit.o": "Münzen",
    "card.suit.c": "Kelche",
    "card.suit.e": "Schwerter",
    "card.suit.b": "Stäbe",
    "card.suit_of.o": "Münzen",
    "card.suit_of.c": "Kelche",
    "card.suit_of.e": "Schwerter",
    "card.suit_of.b": "Stäbe",
    "card.name": "{rank} der {suit}",
    # lances
    "lance.grande": "Grande",
    "lance.chica": "Chica",
    "lance.pares": "Pares",
    "lance.juego": "Juego",
    "lance.punto": "Punto",
    "lance.grande.help": "Große Wette: Die höchsten Karten gewinnen.",
    "lance.chica.help": "Kleine Wette: Die niedrigsten Karten gewinnen.",
    "lance.pares.help": "Paarwette: Paar, Drilling oder Duples; nur wer welche hat, wettet mit.",
    "lance.juego.help": "Spielwette: 31 Punkte oder mehr; 31 ist am besten.",
    "lance.punto.help": "Hat niemand Juego: Die höchste Summe gewinnt.",
    # words of the game (what a player says or does)
    "word.mus": "Mus",
    "word.no_mus": "kein Mus",
    "word.paso": "Paso",
    "word.envido": "Envido",
    "word.mas": "más",
    "word.ordago": "Órdago",
    "word.quiero": "Quiero",
    "word.no_quiero": "No quiero",
    "word.discard": "Karten ablegen",
    "word.show4567": "4-5-6-7 zeigen",
    "word.sena": "Zeichen",
    "word.and": "und",
    "word.you": "du",
    "word.mus.help": "Mus: Karten austauschen, wenn alle vier einverstanden sind.",
    "word.no_mus.help": "Kein Mus: mit diesen Karten wird gespielt.",
    "word.paso.help": "Warten, ohne zu bieten.",
    "word.envido.help": "Bieten: 2 Punkte oder mehr.",
    "word.mas.help": "Das Gebot erhöhen.",
    "word.ordago.help": "Um den ganzen Satz wetten.",
    "word.quiero.help": "Das Gebot annehmen.",
    "word.no_quiero.help": "Das Gebot ablehnen (passen).",
    "word.discard.help": "1 bis 4 Karten zum Ablegen wählen.",
    "word.show4567.help": "4-5-6-7 zeigen und vier neue Karten bekommen.",
    "word.sena.help": "Dem Partner ein Zeichen geben.",
    # actions (describe_action)
    "action.discard": "ablegen: {cards}",
    "action.envido": "Envido {amount}",
    "action.sena": "Zeichen: {sena}",
    "action.next_hand": "nächste Runde",
    # declarations (R16)
    "declare.pares.yes": "Pares",
    "declare.pares.no": "keine Pares",
    "declare.juego.yes": "Juego",
    "declare.juego.no": "kein Juego",
    # hands
    "pares.0": "keine Pares",
    "pares.1": "ein Paar",
    "pares.2": "Drilling",
    "pares.3": "Duples (zwei Paare)",
    "hand.pares.1": "ein Paar {rank}",
    "hand.pares.2": "Drilling ({rank})",
    "hand.pares.3": "Duples ({high} und {low})",
    "hand.pares.3same": "Duples (vier {rank})",
    "hand.juego": "Juego mit {points}",
    "hand.juego31": "Juego mit 31",
    "hand.punto": "Punto mit {points}",
    # how the betting of a lance ended
    "outcome.paso": "en paso (alle warten)",
    "outcome.querido": "angenommen",
    "outcome.folded": "abgelehnt",
    "outcome.no_bet": "keine Wette",
    "outcome.not_played": "entfällt",
    "outcome.ordago": "Órdago angenommen",
    # the count (R22)
    "count.title": "Auswertung",
    "count.why.paso": "en paso",
    "count.why.envite": "Einsatz",
    "count.why.deje": "abgelehnt",
    "count.why.pareja": "Paar",
    "count.why.medias": "Drilling",
    "count.why.duples": "Duples",
    "count.why.juego31": "31",
    "count.why.juego": "Juego",
    "count.why.punto": "Punto",
    "count.why.ordago": "Órdago",
    # events
    "event.hand_dealt": "Runde {number}, Vorhand: {name}.",
    "event.hand_dealt.you": "Runde {number}: Du bist Vorhand.",
    "event.cards_dealt": "Deine Karten: {cards}.",
    "event.spoke": "{name}: {word}.",
    "event.showed_4567": "{name} zeigt 4-5-6-7 und bekommt vier neue Karten.",
    "event.showed_4567.you": "Du zeigst 4-5-6-7 und bekommst vier neue Karten.",
    "event.discarded": "{name} legt {count} Karten ab.",
    "event.discarded.you": "Du legst {count} Karten ab.",
    "event.discarded.one": "{name} legt eine Karte ab.",
    "event.discarded.one.you": "Du legst eine Karte ab.",
    "event.stock_reshuffled": (
        "Der Stapel ist leer: Die abgelegten Karten werden neu gemischt ({size} Karten)."
    ),
    "event.lance_started": "Jetzt: {lance}.",
    "event.lance_started.some": "Jetzt: {lance}. Mit dabei: {players}.",
    "event.lance_started.some.you": "Jetzt: {lance}. Mit dabei: {players}.",
    "event.declared": "{name}: {declaration}.",
    "event.bet": "{name}: {word}.",
    "event.bet.envido": "{name}: Envido {amount}.",
    "event.bet.mas": "{name}: {amount} más (jetzt {stake}).",
    "event.bet.ordago": "{name}: Órdago!",
    "event.lance_closed": "{lance}: {outcome}.",
    "event.lance_closed.paso": "{lance}: Alle warten, en paso.",
    "event.lance_closed.querido": (
        "{lance}: angenommen, Einsatz {stake}; wird bei der Auswertung bezahlt."
    ),
    "event.lance_closed.folded": "{lance}: No quiero; {pair} gewinnt die Wette.",
    "event.lance_closed.no_bet": "{lance}: Nur {pair} spielt mit; keine Wette.",
    "event.lance_closed.not_played": "{lance}: Niemand hat welche; die Wette entfällt.",
    "event.lance_closed.ordago": "{lance}: Órdago angenommen! Alle Karten auf den Tisch.",
    "event.deje": "{lance}: {pair} bekommt sofort {points} Punkte.",
    "event.deje.one": "{lance}: {pair} bekommt sofort 1 Punkt.",
    "event.dentro": "{pair}: Dentro! (höchstens 5 Punkte fehlen)",
    "event.showdown": "Alle Karten auf den Tisch: {hands}.",
    "event.showdown.hand": "{name}: {cards}",
    "event.ordago_won": "Órdago bei {lance}: {name} hat das beste Blatt ({pair}).",
    "event.ordago_won.you": "Órdago bei {lance}: Du hast das beste Blatt ({pair}).",
    "event.count_line": "{lance}, {why}: +{points} für {pair}.",
    "event.count_line.seat": "{lance}, {why} ({name}): +{points} für {pair}.",
    "event.count_line.ordago": "{lance}, Órdago ({name}): {pair} gewinnt.",
    "event.juego_won": "{pair} gewinnt den Satz! Sätze: {a}–{b}.",
    "event.vaca_won": "{pair} gewinnt die Vaca! Vacas: {a}–{b}.",
    "event.partida_won": "{pair} gewinnt die Partie!",
    "event.sena_made": "{name} gibt ein Zeichen.",
    "event.sena_made.you": "Du gibst ein Zeichen.",
    "event.sena_seen": "Zeichen deines Partners {name}: {sena} ({gesture}).",
    "event.sena_seen.caught": (
        "Du hast das Zeichen von {name} an den eigenen Partner erwischt: {sena} ({gesture})."
    ),
    # señas (R26, seed 001)
    "sena.dos_reyes": "zwei Könige",
    "sena.dos_reyes.meaning": "Ich habe zwei Könige.",
    "sena.dos_reyes.gesture": "mittig auf die Unterlippe beißen",
    "sena.tres_reyes": "drei Könige",
    "sena.tres_reyes.meaning": "Ich habe drei Könige.",
    "sena.tres_reyes.gesture": "seitlich auf die Unterlippe beißen",
    "sena.dos_ases": "zwei Asse",
    "sena.dos_ases.meaning": "Ich habe zwei Asse.",
    "sena.dos_ases.gesture": "die Zungenspitze mittig zeigen",
    "sena.tres_ases": "drei Asse",
    "sena.tres_ases.meaning": "Ich habe drei Asse.",
    "sena.tres_ases.gesture": "die Zungenspitze seitlich zeigen",
    "sena.medias": "Drilling",
    "sena.medias.meaning": "Ich habe einen Drilling.",
    "sena.medias.gesture": "eine Backe verziehen",
    "sena.duples": "Duples",
    "sena.duples.meaning": "Ich habe Duples (zwei Paare).",
    "sena.duples.gesture": "die Augenbrauen heben",
    "sena.treinta_y_una": "31",
    "sena.treinta_y_una.meaning": "Ich habe Juego mit 31.",
    "sena.treinta_y_una.gesture": "zwinkern",
    "sena.juego": "Juego, nicht 31",
    "sena.juego.meaning": "Ich habe Juego, aber nicht 31.",
    "sena.juego.gesture": "einen Kussmund machen",
    "sena.treinta_punto": "30 beim Punto",
    "sena.treinta_punto.meaning": "Ich habe 30, das beste Punto.",
    "sena.treinta_punto.gesture": "die Schultern heben",
    "sena.veintinueve_punto": "29 beim Punto",
    "sena.veintinueve_punto.meaning": "Ich habe 29 beim Punto.",
    "sena.veintinueve_punto.gesture": "die linke Schulter heben",
    "sena.ciego": "Ciego (blind)",
    "sena.ciego.meaning": "Ich habe weder Pares noch Juego.",
    "sena.ciego.gesture": "die Augen schließen",
    # table options (rules.Rules)
    "rules.title": "Tischoptionen",
    "rules.reyes": "Könige",
    "rules.reyes.help": (
        "8 Könige: Jede 3 zählt als König, jede 2 als Ass. 4 Könige: Jede Karte zählt für sich."
    ),
    "rules.tantos": "Punkte pro Satz",
    "rules.tantos.help": "Punkte für einen Satzgewinn: 40 oder 30.",
    "rules.juegos": "Sätze pro Vaca",
    "rules.juegos.help": "Gewonnene Sätze für eine Vaca (1 bis 5).",
    "rules.vacas": "Vacas pro Partie",
    "rules.vacas.help": "Gewonnene Vacas für die Partie (1 bis 3).",
    "rules.juego_real": "Juego real",
    "rules.juego_real.help": "Drei 7er und eine Bildkarte (31) schlagen jede andere 31.",
    "rules.redeal_4567": "4-5-6-7",
    "rules.redeal_4567.help": (
        "Wer beim ersten Austeilen 4-5-6-7 hat, darf es zeigen und bekommt vier neue Karten."
    ),
    "rules.senas_libres": "Freie Zeichen",
    "rules.senas_libres.help": "Alle Zeichen anbieten, nicht nur die wahren.",
    "rules.pillar_senas": "Zeichen erwischen",
    "rules.pillar_senas.help": "Wahrscheinlichkeit, dass ein Gegner ein Zeichen erwischt.",
    "rules.value.yes": "an",
    "rules.value.no": "aus",
    "rules.value.reyes": "{n} Könige",
    # pairs, seats, score
    "pair.0": "Mannschaft A",
    "pair.1": "Mannschaft B",
    "seat.default": "Platz {n}",
    "seat.mano": "Vorhand",
    "seat.postre": "Rückhand",
    "score.tanto": "Punkt",
    "score.tantos": "Punkte",
    "score.piedra": "Piedra",
    "score.piedras": "Piedras",
    "score.amarraco": "Amarraco",
    "score.amarracos": "Amarracos",
    "score.juego": "Satz",
    "score.juegos": "Sätze",
    "score.vaca": "Vaca",
    "score.vacas": "Vacas",
    "score.partida": "Partie",
    "score.dentro": "Dentro!",
    # the rules, summarised (musbot rules, /mus reglas)
    "summary.title": "Mus-Regeln",
    "summary.cards.title": "Karten und Plätze",
    "summary.cards": (
        "Spanisches Blatt, 40 Karten; Farben zählen nie. Mit 8 Königen (Standard) gilt jede 3 als "
        "König, jede 2 als Ass. Rang: König, Reiter, Bube, 7, 6, 5, 4, (3, 2), Ass. Für Juego und "
        "Punto zählen Bildkarten 10, die anderen ihren Wert. Zwei Mannschaften; Partner sitzen "
        "sich gegenüber. Die Vorhand spricht zuerst und gewinnt bei Gleichstand (sonst, wer näher "
        "an ihr sitzt). Jede Runde rückt die Vorhand einen Platz weiter."
    ),
    "summary.deal.title": "Austeilen und Mus",
    "summary.deal": (
        "Jeder bekommt 4 Karten. Ab der Vorhand sagt jeder „Mus“ (Karten austauschen) oder „kein "
        "Mus“. Ein „kein Mus“ beendet das, die Wetten beginnen. Sagen alle vier Mus, legt jeder "
        "gleichzeitig 1 bis 4 Karten ab und bekommt ebenso viele; dann wird neu gefragt. Ist der "
        "Stapel leer, werden die abgelegten Karten gemischt. Option 4-5-6-7 (aus): Wer es beim "
        "ersten Austeilen hat, darf es zeigen und bekommt vier neue Karten."
    ),
    "summary.lances.title": "Die vier Wetten",
    "summary.lances": (
        "Grande (große Wette): Die höchsten Karten gewinnen, von oben verglichen. Chica (kleine "
        "Wette): die niedrigsten, von unten. Pares: Paar (1 Punkt) < Drilling (2) < Duples (zwei "
        "Paare, 3); bei gleicher Art die höheren Karten. Juego: ab 31 Punkten; Folge 31, 32, 40, "
        "37, 36, 35, 34, 33; 31 zählt 3, sonst 2. Juego real (Option, an): Drei 7er und eine "
        "Bildkarte schlagen jede 31. Punto: nur wenn niemand Juego hat; die höchste Summe gewinnt "
        "(30 am besten), 1 Punkt extra."
    ),
    "summary.betting.title": "Bieten",
    "summary.betting": (
        "Vor Pares und Juego sagt der Bot an, wer welche hat; nur diese wetten. Hat nur eine "
        "Mannschaft welche, punktet sie ohne Wette bei der Auswertung; hat niemand Juego, wird "
        "Punto gespielt. Ab der Vorhand: Paso (warten), Envido N (ab 2) oder Órdago (um den Satz); "
        "warten alle, bleibt die Wette en paso. Auf ein Gebot sagt jeder Gegner in der Wette "
        "Quiero (annehmen), N más (erhöhen), Órdago oder No quiero (passen). Passt eine ganze "
        "Mannschaft, bekommen die Bieter sofort 1 Punkt für das erste Gebot, sonst den Einsatz vor "
        "ihrer letzten Erhöhung (Envido 2, 3 más, 2 más, No quiero: 5). Órdago angenommen: "
        "Aufdecken, das beste Blatt der Wette gewinnt den Satz. Wer die Punktzahl erreicht, "
        "gewinnt sofort."
    ),
    "summary.count.title": "Auswertung",
    "summary.count": (
        "Reihenfolge: Grande, Chica, Pares, Juego oder Punto. Grande und Chica: en paso 1 Punkt, "
        "sonst der Einsatz, für das beste Blatt. Pares und Juego: Einsatz (0 en paso) plus die "
        "Punkte beider Spieler der siegreichen Mannschaft; nach einer Ablehnung nur diese Punkte. "
        "Punto: en paso 1, sonst Einsatz plus 1; nach einer Ablehnung 1. Die Auswertung endet, "
        "sobald eine Mannschaft den Satz gewinnt."
    ),
    "summary.score.title": "Sätze, Vacas und Partie",
    "summary.score": (
        "Ein Satz geht bis 40 Punkte (Option: 30), dann beginnen beide bei 0. Fehlen höchstens 5 "
        "Punkte, sagt der Bot „Dentro!“. Eine Vaca sind 2 Sätze (Option: 1 bis 5), die Partie 1 "
        "Vaca (Option: 1 bis 3). Gezählt wird mit Piedras (1) und Amarracos (5)."
    ),
    "summary.senas.title": "Zeichen",
    "summary.senas": (
        "Partner dürfen offizielle Zeichen geben. Der Bot bietet nur wahre Zeichen an (Option "
        "freie Zeichen: alle). Der Partner sieht das Zeichen, der Tisch nur, dass eines gegeben "
        "wurde. Jeder Gegner erwischt es mit 10\u00a0% Wahrscheinlichkeit (Option). Die Zeichen:"
    ),
}

_EU: dict[str, str] = {
    # cards
    "card.rank.1": "batekoa",
    "card.rank.2": "bikoa",
    "card.rank.3": "hirukoa",
    "card.rank.4": "laukoa",
    "card.rank.5": "bostekoa",
    "card.rank.6": "seikoa",
    "card.rank.7": "zazpikoa",
    "card.rank.10": "txanka",
    "card.rank.11": "zaldia",
    "card.rank.12": "erregea",
    "card.ranks.1": "bateko",
    "card.ranks.2": "biko",
    "card.ranks.3": "hiruko",
    "card.ranks.4": "lauko",
    "card.ranks.5": "bosteko",
    "card.ranks.6": "seiko",
    "card.ranks.7": "zazpiko",
    "card.ranks.10": "txanka",
    "card.ranks.11": "zaldi",
    "card.ranks.12": "errege",
    "card.suit.o": "urreak",
    "card.suit.c": "kopak",
    "card.suit.e": "ezpatak",
    "card.suit.b": "bastoiak",
    "card.suit_of.o": "urreen",
    "card.suit_of.c": "kopen",
    "card.suit_of.e": "ezpaten",
    "card.suit_of.b": "bastoien",
    "card.name": "{suit} {rank}",
    # lances
    "lance.grande": "haundia",
    "lance.chica": "txikia",
    "lance.pares": "pareak",
    "lance.juego": "jokua",
    "lance.punto": "puntuak",
    "lance.grande.help": "Karta altuenek irabazten dute.",
    "lance.chica.help": "Karta baxuenek irabazten dute.",
    "lance.pares.help": "Parea, mediak edo dobleak; dituztenek bakarrik jokatzen dute.",
    "lance.juego.help": "31 puntu edo gehiago; 31 da onena.",
    "lance.punto.help": "Inork jokurik ez badu: batura handienak irabazten du.",
    # words of the game (what a player says or does)
    "word.mus": "mus",
    "word.no_mus": "musik ez",
    "word.paso": "paso",
    "word.envido": "enbido",
    "word.mas": "beste",
    "word.ordago": "hor dago",
    "word.quiero": "edoki",
    "word.no_quiero": "tira",
    "word.discard": "kartak bota",
    "word.show4567": "4-5-6-7 erakutsi",
    "word.sena": "keinua",
    "word.and": "eta",
    "word.you": "zu",
    "word.mus.help": "Musa eskatu: laurek nahi badute, kartak aldatzen dira.",
    "word.no_mus.help": "Musa moztu: karta hauekin jokatzen da.",
    "word.paso.help": "Pasatu, enbidatu gabe.",
    "word.envido.help": "Enbidatu: 2 tanto edo gehiago jokatu.",
    "word.mas.help": "Enbidoa igo.",
    "word.ordago.help": "Joku osoa jokatu jokaldi honetan.",
    "word.quiero.help": "Enbidoa onartu.",
    "word.no_quiero.help": "Enbidoa ez onartu.",
    "word.discard.help": "Botatzeko 1etik 4ra karta aukeratu.",
    "word.show4567.help": "4-5-6-7 erakutsi eta lau karta berri jaso.",
    "word.sena.help": "Bikotekideari keinu bat egin.",
    # actions (describe_action)
    "action.discard": "bota: {cards}",
    "action.envido": "enbido {amount}",
    "action.sena": "keinua: {sena}",
    "action.next_hand": "hurrengo eskualdia",
    # declarations (R16)
    "declare.pares.yes": "pareak bai",
    "declare.pares.no": "pareak ez",
    "declare.juego.yes": "jokua bai",
    "declare.juego.no": "jokua ez",
    # hands
    "pares.0": "parerik ez",
    "pares.1": "parea",
    "pares.2": "mediak",
    "pares.3": "dobleak",
    "hand.pares.1": "{rank} parea",
    "hand.pares.2": "{rank} mediak",
    "hand.pares.3": "{high} eta {low} dobleak",
    "hand.pares.3same": "{rank} dobleak",
    "hand.juego": "{points:ko} jokua",
    "hand.juego31": "31ko jokua",
    "hand.punto": "{points} puntutan",
    # how the betting of a lance ended
    "outcome.paso": "pasoan",
    "outcome.querido": "edoki",
    "outcome.folded": "tira",
    "outcome.no_bet": "enbidorik gabe",
    "outcome.not_played": "ez da jokatzen",
    "outcome.ordago": "hor dago onartua",
    # the count (R22)
    "count.title": "Kontaketa",
    "count.why.paso": "pasoan",
    "count.why.envite": "enbidoa",
    "count.why.deje": "tira",
    "count.why.pareja": "parea",
    "count.why.medias": "mediak",
    "count.why.duples": "dobleak",
    "count.why.juego31": "31",
    "count.why.juego": "jokua",
    "count.why.punto": "puntuak",
    "count.why.ordago": "hor dago",
    # events
    "event.hand_dealt": "{number}. eskualdia; esku: {name}.",
    "event.hand_dealt.you": "{number}. eskualdia; esku zara.",
    "event.cards_dealt": "Zure kartak: {cards}.",
    "event.spoke": "{name}: {word}.",
    "event.showed_4567": "{name:k} 4-5-6-7 erakutsi ditu, eta lau karta berri jaso ditu.",
    "event.showed_4567.you": "4-5-6-7 erakutsi duzu, eta lau karta berri jaso dituzu.",
    "event.discarded": "{name:k} {count} karta bota ditu.",
    "event.discarded.you": "{count} karta bota dituzu.",
    "event.discarded.one": "{name:k} karta bat bota du.",
    "event.discarded.one.you": "Karta bat bota duzu.",
    "event.stock_reshuffled": "Kartak amaitu dira: botatakoak nahasten dira ({size} karta).",
    "event.lance_started": "Orain, {lance}.",
    "event.lance_started.some": "Orain, {lance}: {players}.",
    "event.lance_started.some.you": "Orain, {lance}: {players}.",
    "event.declared": "{name}: {declaration}.",
    "event.bet": "{name}: {word}.",
    "event.bet.envido": "{name}: enbido {amount}.",
    "event.bet.mas": "{name}: beste {amount} ({stake} guztira).",
    "event.bet.ordago": "{name}: hor dago!",
    "event.lance_closed": "{lance}: {outcome}.",
    "event.lance_closed.paso": "{lance}: pasoan.",
    "event.lance_closed.querido": "{lance}: edoki, {stake} tanto; kontaketan kobratzen da.",
    "event.lance_closed.folded": "{lance}: tira. Irabazlea: {pair}.",
    "event.lance_closed.no_bet": "{lance}: {pair} bakarrik; ez dago enbidorik.",
    "event.lance_closed.not_played": "{lance}: inork ez du; ez da jokatzen.",
    "event.lance_closed.ordago": "{lance}: hor dago onartua! Kartak agerian.",
    "event.deje": "{pair}: +{points} orain ({lance}, tira).",
    "event.deje.one": "{pair}: +1 orain ({lance}, tira).",
    "event.dentro": "{pair}: barrura! (5 tanto edo gutxiago falta)",
    "event.showdown": "Kartak agerian: {hands}.",
    "event.showdown.hand": "{name}: {cards}",
    "event.ordago_won": "Hor dago ({lance}): {name:k} ditu karta onenak ({pair}).",
    "event.ordago_won.you": "Hor dago ({lance}): zuk dituzu karta onenak ({pair}).",
    "event.count_line": "{lance}, {why}: {pair} +{points}.",
    "event.count_line.seat": "{lance}, {why} ({name}): {pair} +{points}.",
    "event.count_line.ordago": "{lance}, hor dago ({name}): irabazlea {pair}.",
    "event.juego_won": "{pair:k} jokua irabazi du! Jokuak: {a}–{b}.",
    "event.vaca_won": "{pair:k} behia irabazi du! Behiak: {a}–{b}.",
    "event.partida_won": "{pair:k} partida irabazi du!",
    "event.sena_made": "{name:k} keinu bat egin du.",
    "event.sena_made.you": "Keinu bat egin duzu.",
    "event.sena_seen": "Zure bikotekide {name:ren} keinua: {sena} ({gesture}).",
    "event.sena_seen.caught": (
        "{name:k} bere bikotekideari egindako keinua harrapatu duzu: {sena} ({gesture})."
    ),
    # señas (R26, seed 001)
    "sena.dos_reyes": "bi errege",
    "sena.dos_reyes.meaning": "Bi errege ditut.",
    "sena.dos_reyes.gesture": "beheko ezpainari hozka egin",
    "sena.tres_reyes": "hiru errege",
    "sena.tres_reyes.meaning": "Hiru errege ditut.",
    "sena.tres_reyes.gesture": "beheko ezpainari alde batetik hozka egin",
    "sena.dos_ases": "bi bateko",
    "sena.dos_ases.meaning": "Bi bateko ditut.",
    "sena.dos_ases.gesture": "mihia erditik atera",
    "sena.tres_ases": "hiru bateko",
    "sena.tres_ases.meaning": "Hiru bateko ditut.",
    "sena.tres_ases.gesture": "mihia alde batetik atera",
    "sena.medias": "mediak",
    "sena.medias.meaning": "Mediak ditut (hiru karta berdin).",
    "sena.medias.gesture": "ahoa alde batera okertu",
    "sena.duples": "dobleak",
    "sena.duples.meaning": "Dobleak ditut (bi pare).",
    "sena.duples.gesture": "bekainak altxatu",
    "sena.treinta_y_una": "hogeita hamaika",
    "sena.treinta_y_una.meaning": "31ko jokua dut.",
    "sena.treinta_y_una.gesture": "begi bat kliskatu",
    "sena.juego": "jokua, ez 31",
    "sena.juego.meaning": "Jokua dut, baina ez 31.",
    "sena.juego.gesture": "airean musu bat bota",
    "sena.treinta_punto": "30 puntutan",
    "sena.treinta_punto.meaning": "30 puntu ditut, jokurik gabe.",
    "sena.treinta_punto.gesture": "sorbaldak altxatu",
    "sena.veintinueve_punto": "29 puntutan",
    "sena.veintinueve_punto.meaning": "29 puntu ditut, jokurik gabe.",
    "sena.veintinueve_punto.gesture": "ezkerreko sorbalda altxatu",
    "sena.ciego": "itsua",
    "sena.ciego.meaning": "Ez dut ez parerik ez jokurik.",
    "sena.ciego.gesture": "begiak itxi",
    # table options (rules.Rules)
    "rules.title": "Mahaiaren aukerak",
    "rules.reyes": "Erregeak",
    "rules.reyes.help": (
        "8 errege: hirukoak erregeak dira eta bikoak batekoak. 4 errege: karta bakoitza bera da."
    ),
    "rules.tantos": "Jokuko tantoak",
    "rules.tantos.help": "Joku bat irabazteko tantoak: 40 edo 30.",
    "rules.juegos": "Behiko jokuak",
    "rules.juegos.help": "Behi bat irabazteko jokuak (1etik 5era).",
    "rules.vacas": "Partidako behiak",
    "rules.vacas.help": "Partida irabazteko behiak (1etik 3ra).",
    "rules.juego_real": "Joku erreala",
    "rules.juego_real.help": "Hiru zazpikok eta irudi batek (31) beste edozein 31 irabazten dute.",
    "rules.redeal_4567": "4-5-6-7",
    "rules.redeal_4567.help": (
        "Lehen banaketan 4-5-6-7 duenak erakuts dezake, eta lau karta berri jasoko ditu."
    ),
    "rules.senas_libres": "Keinu libreak",
    "rules.senas_libres.help": "Keinu guztiak eskaini, ez egiazkoak bakarrik.",
    "rules.pillar_senas": "Keinuak harrapatu",
    "rules.pillar_senas.help": "Aurkari bakoitzak keinu bat harrapatzeko probabilitatea.",
    "rules.value.yes": "bai",
    "rules.value.no": "ez",
    "rules.value.reyes": "{n} errege",
    # pairs, seats, score
    "pair.0": "A bikotea",
    "pair.1": "B bikotea",
    "seat.default": "{n}. lekua",
    "seat.mano": "esku",
    "seat.postre": "atzekoa",
    "score.tanto": "tantoa",
    "score.tantos": "tantoak",
    "score.piedra": "tantoa",
    "score.piedras": "tantoak",
    "score.amarraco": "hamarrekoa",
    "score.amarracos": "hamarrekoak",
    "score.juego": "jokua",
    "score.juegos": "jokuak",
    "score.vaca": "behia",
    "score.vacas": "behiak",
    "score.partida": "partida",
    "score.dentro": "barrura!",
    # the rules, summarised (musbot rules, /mus reglas)
    "summary.title": "Musaren arauak",
    "summary.cards.title": "Kartak eta lekuak",
    "summary.cards": (
        "40 kartako baraja espainola; paloek ez dute axola. 8 errege direnean (lehenetsia), "
        "hirukoak erregeak dira eta bikoak batekoak. Ordena: errege, zaldi, txanka, 7, 6, 5, 4, "
        "(3, 2), bateko. Jokurako eta puntuetarako, irudiek 10 balio dute, besteek beren zenbakia. "
        "Bi bikote; bikotekideak aurrez aurre. Esku denak hitz egiten du lehenik eta berdinketak "
        "irabazten ditu (bestela, eskutik hurbilenak). Hurrengo eskualdian, hurrengo lekukoa da "
        "esku."
    ),
    "summary.deal.title": "Banaketa eta musa",
    "summary.deal": (
        "Bakoitzak 4 karta. Eskutik hasita, bakoitzak «mus» (kartak aldatu) edo «musik ez» dio. "
        "«Musik ez» batekin jokaldiak hasten dira. Laurek mus esaten badute, denek batera 1etik "
        "4ra karta bota eta beste hainbeste jasotzen dituzte; gero, berriro galdetzen da. Kartak "
        "amaitzen badira, botatakoak nahasten dira. 4-5-6-7 aukera (ez): lehen banaketan duenak "
        "erakuts dezake, lau karta berriren truke."
    ),
    "summary.lances.title": "Lau jokaldiak",
    "summary.lances": (
        "Haundia: karta altuenek irabazten dute, goitik konparatuta. Txikia: baxuenek, behetik. "
        "Pareak: parea (tanto bat) < mediak (hiru berdin, 2) < dobleak (bi pare, 3); mota berean, "
        "altuenek. Jokua: 31 edo gehiago; ordena 31, 32, 40, 37, 36, 35, 34, 33; 31k 3 balio du, "
        "besteek 2. Joku erreala (aukera, bai): hiru zazpikok eta irudi batek edozein 31 irabazten "
        "dute. Puntuak: inork jokurik ez badu; batura handienak irabazten du (30 onena), tanto bat "
        "gehiago."
    ),
    "summary.betting.title": "Enbidoak",
    "summary.betting": (
        "Pareen eta jokuaren aurretik, botak iragartzen du nork dituen; horiek bakarrik jokatzen "
        "dute. Bikote batek bakarrik baditu, enbidorik gabe kobratzen du kontaketan; inork jokurik "
        "ez badu, puntuak jokatzen dira. Eskutik hasita: paso, enbido N (gutxienez 2) edo hor "
        "dago; denek pasatzen badute, jokaldia pasoan geratzen da. Enbidoari jokaldiko edozein "
        "aurkarik erantzun diezaioke: edoki (onartu), beste N (igo), hor dago edo tira (ez "
        "onartu). Bikote osoak tira esaten badu, besteek berehala kobratzen dute: tanto bat lehen "
        "enbidoagatik, bestela azken igoeraren aurreko apustua (enbido 2, beste 3, beste 2, tira: "
        "5). Hor dago onartuta: kartak agerian, eta jokaldi horretako karta onenek jokua irabazten "
        "dute. Tantoetara iristen denak berehala irabazten du."
    ),
    "summary.count.title": "Kontaketa",
    "summary.count": (
        "Ordena: haundia, txikia, pareak, jokua edo puntuak. Haundia eta txikia: pasoan tanto bat, "
        "bestela enbidoa, karta onenentzat. Pareak eta jokua: enbidoa (0 pasoan) gehi bikote "
        "irabazleko bien pare- edo joku-tantoak; tira ondoren, beren tantoak bakarrik. Puntuak: "
        "pasoan 1; enbidoa gehi 1; tira ondoren 1. Bikote batek jokua irabazi orduko gelditzen da."
    ),
    "summary.score.title": "Jokuak, behiak eta partida",
    "summary.score": (
        "Joku bat 40 tantotara da (aukera: 30); gero biak 0tik hasten dira. 5 tanto edo gutxiago "
        "falta direnean, botak «barrura!» dio. Behi bat 2 joku dira (aukera: 1etik 5era); partida, "
        "behi bat (aukera: 1etik 3ra). Tantoak (1) eta hamarrekoak (5) erabiltzen dira."
    ),
    "summary.senas.title": "Keinuak",
    "summary.senas": (
        "Bikotekideek keinu ofizialak egin ditzakete. Botak egiazko keinuak bakarrik eskaintzen "
        "ditu (keinu libreekin, denak). Bikotekideak ikusten du keinua; mahaiak, keinu bat egin "
        "dela soilik. Aurkari bakoitzak %\u00a010eko probabilitatez harrapatzen du (aukera). Keinuak:"
    ),
}

_FR: dict[str, str] = {
    # cards
    "card.rank.1": "as",
    "card.rank.2": "deux",
    "card.rank.3": "trois",
    "card.rank.4": "quatre",
    "card.rank.5": "cinq",
    "card.rank.6": "six",
    "card.rank.7": "sept",
    "card.rank.10": "valet",
    "card.rank.11": "cavalier",
    "card.rank.12": "roi",
    "card.ranks.1": "d'as",
    "card.ranks.2": "de deux",
    "card.ranks.3": "de trois",
    "card.ranks.4": "de quatre",
    "card.ranks.5": "de cinq",
    "card.ranks.6": "de six",
    "card.ranks.7": "de sept",
    "card.ranks.10": "de valets",
    "card.ranks.11": "de cavaliers",
    "card.ranks.12": "de rois",
    "card.suit.o": "deniers",
    "card.suit.c": "coupes",
    "card.suit.e": "épées",
    "card.suit.b": "bâtons",
    "card.suit_of.o": "de deniers",
    "card.suit_of.c": "de coupes",
    "card.suit_of.e": "d'épées",
    "card.suit_of.b": "de bâtons",
    "card.name": "{rank} {suit}",
    # lances
    "lance.grande": "grand",
    "lance.chica": "petit",
    "lance.pares": "paires",
    "lance.juego": "jeu",
    "lance.punto": "point",
    "lance.grande.help": "Les cartes les plus hautes gagnent.",
    "lance.chica.help": "Les cartes les plus basses gagnent.",
    "lance.pares.help": "Paire, médiak ou doubles\u202f; seuls ceux qui en ont jouent.",
    "lance.juego.help": "31 points ou plus\u202f; le 31 est le meilleur.",
    "lance.punto.help": "Si personne n'a de jeu\u00a0: le total le plus haut gagne.",
    # words of the game (what a player says or does)
    "word.mus": "mus",
    "word.no_mus": "mintza",
    "word.paso": "paso",
    "word.envido": "imido",
    "word.mas": "de plus",
    "word.ordago": "hordago",
    "word.quiero": "iduki",
    "word.no_quiero": "tira",
    "word.discard": "écarter",
    "word.show4567": "montrer 4-5-6-7",
    "word.sena": "signe",
    "word.and": "et",
    "word.you": "toi",
    "word.mus.help": "Demander mus\u00a0: on change des cartes si les quatre le veulent.",
    "word.no_mus.help": "Couper le mus\u00a0: on joue avec ces cartes.",
    "word.paso.help": "Passer sans miser.",
    "word.envido.help": "Miser 2 points ou plus.",
    "word.mas.help": "Relancer la mise.",
    "word.ordago.help": "Miser toute la manche sur cette phase.",
    "word.quiero.help": "Accepter la mise.",
    "word.no_quiero.help": "Refuser la mise (laisser tirer).",
    "word.discard.help": "Choisir de 1 à 4 cartes à changer.",
    "word.show4567.help": "Montrer 4-5-6-7 et recevoir quatre nouvelles cartes.",
    "word.sena.help": "Faire un signe à ton partenaire.",
    # actions (describe_action)
    "action.discard": "écart\u00a0: {cards}",
    "action.envido": "imido {amount}",
    "action.sena": "signe\u00a0: {sena}",
    "action.next_hand": "donne suivante",
    # declarations (R16)
    "declare.pares.yes": "paires oui",
    "declare.pares.no": "paires non",
    "declare.juego.yes": "jeu oui",
    "declare.juego.no": "jeu non",
    # hands
    "pares.0": "pas de paires",
    "pares.1": "paire",
    "pares.2": "médiak",
    "pares.3": "doubles",
    "hand.pares.1": "paire {rank}",
    "hand.pares.2": "médiak {rank}",
    "hand.pares.3": "doubles {high} et {low}",
    "hand.pares.3same": "doubles {rank}",
    "hand.juego": "jeu de {points}",
    "hand.juego31": "jeu de 31",
    "hand.punto": "{points} au point",
    # how the betting of a lance ended
    "outcome.paso": "paso (tous passent)",
    "outcome.querido": "accepté",
    "outcome.folded": "refusé",
    "outcome.no_bet": "sans mise",
    "outcome.not_played": "ne se joue pas",
    "outcome.ordago": "hordago accepté",
    # the count (R22)
    "count.title": "Décompte",
    "count.why.paso": "paso",
    "count.why.envite": "mise",
    "count.why.deje": "tira",
    "count.why.pareja": "paire",
    "count.why.medias": "médiak",
    "count.why.duples": "doubles",
    "count.why.juego31": "31",
    "count.why.juego": "jeu",
    "count.why.punto": "point",
    "count.why.ordago": "hordago",
    # events
    "event.hand_dealt": "Donne {number} — esku\u00a0: {name}.",
    "event.hand_dealt.you": "Donne {number} — tu es esku.",
    "event.cards_dealt": "Tes cartes\u00a0: {cards}.",
    "event.spoke": "{name}\u00a0: {word}.",
    "event.showed_4567": "{name} montre 4-5-6-7 et reçoit quatre nouvelles cartes.",
    "event.showed_4567.you": "Tu montres 4-5-6-7 et reçois quatre nouvelles cartes.",
    "event.discarded": "{name} écarte {count} cartes.",
    "event.discarded.you": "Tu écartes {count} cartes.",
    "event.discarded.one": "{name} écarte une carte.",
    "event.discarded.one.you": "Tu écartes une carte.",
    "event.stock_reshuffled": (
        "Le talon est épuisé\u00a0: on rebat les cartes écartées ({size} cartes)."
    ),
    "event.lance_started": "Maintenant\u00a0: {lance}.",
    "event.lance_started.some": "Maintenant\u00a0: {lance} (avec {players}).",
    "event.lance_started.some.you": "Maintenant\u00a0: {lance} (avec {players}).",
    "event.declared": "{name}\u00a0: {declaration}.",
    "event.bet": "{name}\u00a0: {word}.",
    "event.bet.envido": "{name}\u00a0: imido {amount}.",
    "event.bet.mas": "{name}\u00a0: {amount} de plus (mise\u00a0: {stake}).",
    "event.bet.ordago": "{name}\u00a0: hordago\u202f!",
    "event.lance_closed": "{lance}\u00a0: {outcome}.",
    "event.lance_closed.paso": "{lance}\u00a0: paso, personne ne mise.",
    "event.lance_closed.querido": "{lance}\u00a0: iduki, {stake} misés\u202f; se règle au décompte.",
    "event.lance_closed.folded": "{lance}\u00a0: tira\u202f; l'{pair} l'emporte.",
    "event.lance_closed.no_bet": "{lance}\u00a0: seule l'{pair} joue\u202f; pas de mise.",
    "event.lance_closed.not_played": "{lance}\u00a0: personne n'en a\u202f; ne se joue pas.",
    "event.lance_closed.ordago": "{lance}\u00a0: hordago accepté\u202f! Cartes sur table.",
    "event.deje": "{lance}\u00a0: l'{pair} tire {points} points tout de suite.",
    "event.deje.one": "{lance}\u00a0: l'{pair} tire 1 point tout de suite.",
    "event.dentro": "{pair}\u00a0: dentro\u202f! (5 points ou moins à faire)",
    "event.showdown": "Cartes sur table\u00a0: {hands}.",
    "event.showdown.hand": "{name}\u00a0: {cards}",
    "event.ordago_won": "Hordago ({lance})\u00a0: {name} a les meilleures cartes (l'{pair}).",
    "event.ordago_won.you": "Hordago ({lance})\u00a0: tu as les meilleures cartes (l'{pair}).",
    "event.count_line": "{lance}, {why}\u00a0: +{points} pour l'{pair}.",
    "event.count_line.seat": "{lance}, {why} ({name})\u00a0: +{points} pour l'{pair}.",
    "event.count_line.ordago": "{lance}, hordago ({name})\u00a0: l'{pair} gagne.",
    "event.juego_won": "L'{pair} gagne la manche\u202f! Manches\u00a0: {a}–{b}.",
    "event.vaca_won": "L'{pair} gagne la vaca\u202f! Vacas\u00a0: {a}–{b}.",
    "event.partida_won": "L'{pair} gagne la partie\u202f!",
    "event.sena_made": "{name} fait un signe.",
    "event.sena_made.you": "Tu fais un signe.",
    "event.sena_seen": "Signe de ton partenaire {name}\u00a0: {sena} ({gesture}).",
    "event.sena_seen.caught": (
        "Tu as surpris le signe de {name} à son partenaire\u00a0: {sena} ({gesture})."
    ),
    # señas (R26, seed 001)
    "sena.dos_reyes": "deux rois",
    "sena.dos_reyes.meaning": "J'ai deux rois.",
    "sena.dos_reyes.gesture": "mordre la lèvre inférieure",
    "sena.tres_reyes": "trois rois",
    "sena.tres_reyes.meaning": "J'ai trois rois.",
    "sena.tres_reyes.gesture": "mordre la lèvre inférieure de côté",
    "sena.dos_ases": "deux as",
    "sena.dos_ases.meaning": "J'ai deux as.",
    "sena.dos_ases.gesture": "tirer la langue au milieu",
    "sena.tres_ases": "trois as",
    "sena.tres_ases.meaning": "J'ai trois as.",
    "sena.tres_ases.gesture": "tirer la langue de côté",
    "sena.medias": "médiak",
    "sena.medias.meaning": "J'ai médiak (trois cartes pareilles).",
    "sena.medias.gesture": "tordre la bouche",
    "sena.duples": "doubles",
    "sena.duples.meaning": "J'ai doubles (deux paires).",
    "sena.duples.gesture": "lever les sourcils",
    "sena.treinta_y_una": "31",
    "sena.treinta_y_una.meaning": "J'ai 31 de jeu.",
    "sena.treinta_y_una.gesture": "cligner d'un œil",
    "sena.juego": "jeu, pas 31",
    "sena.juego.meaning": "J'ai du jeu, mais pas 31.",
    "sena.juego.gesture": "envoyer un baiser",
    "sena.treinta_punto": "30 au point",
    "sena.treinta_punto.meaning": "J'ai 30 au point.",
    "sena.treinta_punto.gesture": "hausser les épaules",
    "sena.veintinueve_punto": "29 au point",
    "sena.veintinueve_punto.meaning": "J'ai 29 au point.",
    "sena.veintinueve_punto.gesture": "lever l'épaule gauche",
    "sena.ciego": "aveugle",
    "sena.ciego.meaning": "Je n'ai ni paires ni jeu.",
    "sena.ciego.gesture": "fermer les yeux",
    # table options (rules.Rules)
    "rules.title": "Options de la table",
    "rules.reyes": "Rois",
    "rules.reyes.help": (
        "8 rois\u00a0: chaque 3 est un roi et chaque 2 un as. 4 rois\u00a0: chaque carte vaut ce qu'elle est."
    ),
    "rules.tantos": "Points par manche",
    "rules.tantos.help": "Points pour gagner une manche\u00a0: 40 ou 30.",
    "rules.juegos": "Manches par vaca",
    "rules.juegos.help": "Manches pour gagner une vaca (de 1 à 5).",
    "rules.vacas": "Vacas par partie",
    "rules.vacas.help": "Vacas pour gagner la partie (de 1 à 3).",
    "rules.juego_real": "Juego real",
    "rules.juego_real.help": "Trois 7 et une figure (31) battent tout autre 31.",
    "rules.redeal_4567": "4-5-6-7",
    "rules.redeal_4567.help": (
        "À la première distribution, qui a 4-5-6-7 peut le montrer et recevoir quatre nouvelles "
        "cartes."
    ),
    "rules.senas_libres": "Signes libres",
    "rules.senas_libres.help": "Proposer tous les signes, pas seulement les vrais.",
    "rules.pillar_senas": "Surprendre les signes",
    "rules.pillar_senas.help": "Probabilité qu'un adversaire surprenne un signe.",
    "rules.value.yes": "oui",
    "rules.value.no": "non",
    "rules.value.reyes": "{n} rois",
    # pairs, seats, score
    "pair.0": "équipe A",
    "pair.1": "équipe B",
    "seat.default": "Place {n}",
    "seat.mano": "esku",
    "seat.postre": "donneur",
    "score.tanto": "point",
    "score.tantos": "points",
    "score.piedra": "tanto",
    "score.piedras": "tantos",
    "score.amarraco": "hamarreko",
    "score.amarracos": "hamarreko",
    "score.juego": "manche",
    "score.juegos": "manches",
    "score.vaca": "vaca",
    "score.vacas": "vacas",
    "score.partida": "partie",
    "score.dentro": "dentro\u202f!",
    # the rules, summarised (musbot rules, /mus reglas)
    "summary.title": "Règles du mus",
    "summary.cards.title": "Cartes et places",
    "summary.cards": (
        "Paquet espagnol de 40 cartes\u202f; les couleurs ne comptent jamais. Avec 8 rois (par défaut), "
        "chaque 3 est un roi et chaque 2 un as. Ordre\u00a0: roi, cavalier, valet, 7, 6, 5, 4, (3, 2), "
        "as. Au jeu et au point, les figures valent 10, les autres leur chiffre. Deux équipes de "
        "deux, partenaires face à face. L'esku parle le premier et gagne les égalités (sinon, le "
        "plus proche de lui). À chaque donne, la place suivante devient esku."
    ),
    "summary.deal.title": "Donne et mus",
    "summary.deal": (
        "Quatre cartes chacun. Depuis l'esku, chacun dit «\u00a0mus\u00a0» (changer des cartes) ou «\u00a0mintza\u00a0"
        "». Un «\u00a0mintza\u00a0» coupe et les phases commencent. Si les quatre disent mus, chacun écarte "
        "en même temps de 1 à 4 cartes et en reçoit autant, puis on reparle. Talon épuisé\u00a0: on "
        "rebat les cartes écartées. Option 4-5-6-7 (non)\u00a0: à la première distribution, qui l'a "
        "peut le montrer et recevoir quatre nouvelles cartes."
    ),
    "summary.lances.title": "Les quatre phases",
    "summary.lances": (
        "Grand\u00a0: les plus hautes cartes gagnent (comparées de haut en bas). Petit\u00a0: les plus "
        "basses (de bas en haut). Paires\u00a0: paire (1 point) < médiak (trois pareilles, 2) < doubles "
        "(deux paires, 3)\u202f; à sorte égale, les plus hautes gagnent. Jeu\u00a0: 31 ou plus, dans l'ordre "
        "31, 32, 40, 37, 36, 35, 34, 33\u202f; le 31 vaut 3, les autres 2. Juego real (option, oui)\u00a0: "
        "trois 7 et une figure battent tout 31. Point\u00a0: si personne n'a de jeu\u202f; le plus haut "
        "total gagne (30 le meilleur), 1 point de plus."
    ),
    "summary.betting.title": "Les mises",
    "summary.betting": (
        "Avant les paires et le jeu, le bot annonce dans l'ordre qui en a\u202f; seuls ceux-là jouent. "
        "Si une seule équipe en a, pas de mise\u00a0: elle marque au décompte\u202f; si personne n'a de jeu, "
        "on joue le point. Depuis l'esku\u00a0: paso, imido N (2 ou plus) ou hordago (toute la manche)\u202f"
        "; si tous passent, la phase reste à paso. Face à une mise, tout adversaire de la phase "
        "dit iduki (accepter), N de plus (relancer), hordago ou tira (refuser). Si toute l'équipe "
        "dit tira, l'autre tire aussitôt 1 point pour une première mise, sinon la mise d'avant sa "
        "dernière relance (imido 2, 3 de plus, 2 de plus, tira\u00a0: 5). Hordago accepté\u00a0: cartes sur "
        "table\u202f; les meilleures cartes de la phase gagnent la manche. Qui atteint le total gagne "
        "aussitôt."
    ),
    "summary.count.title": "Décompte",
    "summary.count": (
        "Dans l'ordre\u00a0: grand, petit, paires, jeu ou point. Grand et petit\u00a0: 1 point à paso, ou la "
        "mise, pour les meilleures cartes. Paires et jeu\u00a0: la mise (0 à paso) plus les paires ou "
        "le jeu des deux joueurs de l'équipe gagnante\u202f; après un tira, seulement leurs points. "
        "Point\u00a0: 1 à paso\u202f; la mise plus 1\u202f; après un tira, 1. Le décompte s'arrête dès qu'une "
        "équipe gagne la manche."
    ),
    "summary.score.title": "Manches, vacas et partie",
    "summary.score": (
        "Une manche se joue en 40 points (option\u00a0: 30)\u202f; ensuite, les deux scores repartent de 0. "
        "À 5 points ou moins du but, le bot dit «\u00a0dentro\u202f!\u00a0». Une vaca, c'est 2 manches (option\u00a0: "
        "de 1 à 5) et la partie, 1 vaca (option\u00a0: de 1 à 3). On compte avec des tantos (1) et des "
        "hamarreko (5)."
    ),
    "summary.senas.title": "Signes",
    "summary.senas": (
        "Les partenaires peuvent se faire les signes officiels\u202f; le bot ne propose que les vrais "
        "(signes libres\u00a0: tous). Ton partenaire voit le signe, la table seulement qu'il y en a eu "
        "un. Chaque adversaire le surprend une fois sur dix (option\u00a0: 10\u202f%). Les signes\u00a0:"
    ),
}

MESSAGES: dict[str, dict[str, str]] = {"es": _ES, "en": _EN, "de": _DE, "eu": _EU, "fr": _FR}
