"""The words of ``musbot play``, the terminal game (musbot/terminal.py).

The game itself (cards, actions, events, the count) is told with the catalogue of game.py
through musbot.i18n.narrate; these are only the terminal's own prompts and frames.
"""

from __future__ import annotations

_ES: dict[str, str] = {
    "terminal.welcome": (
        "Mus en el terminal. Juegas en el sitio {seat} con {partner} de compañero, contra {rival1} "
        "y {rival2}."
    ),
    "terminal.opponents": (
        "Los bots juegan en nivel {level}. Juego a {tantos} tantos; juegos por vaca: {juegos}; "
        "vacas por partida: {vacas}."
    ),
    "terminal.help": "Escribe el número de una opción y pulsa Intro. «q» para salir.",
    "terminal.you": "Tú",
    "terminal.turn": "— Te toca ({what}) —",
    "terminal.phase.mus": "mus",
    "terminal.phase.discard": "descarte",
    "terminal.hand": "Tus cartas: {cards} ({desc}).",
    "terminal.position.mano": "Eres mano.",
    "terminal.position.postre": "Eres postre.",
    "terminal.position.other": "Habla primero {name}, que es mano.",
    "terminal.partner_senas": "Señas de tu compañero: {senas}.",
    "terminal.caught_senas": "Señas pilladas a los rivales: {senas}.",
    "terminal.bet_state": (
        "Envite a {lance}: van {stake}; si no lo quieres, la otra pareja cobra {fold}."
    ),
    "terminal.bet_state.ordago": (
        "¡Órdago a {lance}! Quiero: se juega el juego entero con las cartas de este lance."
    ),
    "terminal.raise": "{amount} más",
    "terminal.menu": "¿Qué haces?",
    "terminal.discard_menu": (
        "¿De qué cartas te descartas? Escribe sus números separados por espacios (por ejemplo: 1 "
        "3)."
    ),
    "terminal.prompt": "> ",
    "terminal.bad_choice": "No entiendo «{text}». Escribe un número del 1 al {n}, o «q» para salir.",
    "terminal.bad_discard": (
        "No entiendo «{text}». Elige de 1 a 4 cartas distintas por su número, del 1 al 4."
    ),
    "terminal.illegal": "Eso no vale ahora (regla {rule}; mira «musbot rules»). Elige otra opción.",
    "terminal.score": "Tanteo: {a} · {b} · juegos {ja}–{jb} · vacas {va}–{vb}",
    "terminal.score.pair": "{pair} {marks} ({points})",
    "terminal.score.us": "vosotros",
    "terminal.score.them": "ellos",
    "terminal.next_hand": "Intro para la siguiente mano, «q» para salir.",
    "terminal.won": "¡Vuestra pareja gana la partida! Enhorabuena.",
    "terminal.lost": "La partida es para la pareja rival. ¡Otra vez será!",
    "terminal.bye": "¡Hasta la próxima!",
    "terminal.count": "Recuento:",
}

_EN: dict[str, str] = {
    "terminal.welcome": (
        "Mus in the terminal. You play seat {seat} with {partner} as your partner, against "
        "{rival1} and {rival2}."
    ),
    "terminal.opponents": (
        "The bots play at level: {level}. A game is {tantos} points; games per vaca: {juegos}; "
        "vacas per match: {vacas}."
    ),
    "terminal.help": "Type the number of an option and press Enter. “q” quits.",
    "terminal.you": "You",
    "terminal.turn": "— Your turn ({what}) —",
    "terminal.phase.mus": "mus",
    "terminal.phase.discard": "discard",
    "terminal.hand": "Your cards: {cards} ({desc}).",
    "terminal.position.mano": "You are mano (you speak first and win ties).",
    "terminal.position.postre": "You are postre (you speak last).",
    "terminal.position.other": "{name} is mano and speaks first.",
    "terminal.partner_senas": "Your partner's señas: {senas}.",
    "terminal.caught_senas": "Señas you caught from the opponents: {senas}.",
    "terminal.bet_state": (
        "Bet on {lance}: the stake is {stake}; if you refuse, the other team takes {fold}."
    ),
    "terminal.bet_state.ordago": (
        "Órdago on {lance}! Quiero means the whole game is played on this lance's cards."
    ),
    "terminal.raise": "{amount} más",
    "terminal.menu": "What do you do?",
    "terminal.discard_menu": (
        "Which cards do you discard? Type their numbers separated by spaces (for example: 1 3)."
    ),
    "terminal.prompt": "> ",
    "terminal.bad_choice": (
        "I don't understand “{text}”. Type a number from 1 to {n}, or “q” to quit."
    ),
    "terminal.bad_discard": (
        "I don't understand “{text}”. Choose 1 to 4 different cards by their number, 1 to 4."
    ),
    "terminal.illegal": (
        "That is not allowed now (rule {rule}; see “musbot rules”). Choose another option."
    ),
    "terminal.score": "Score: {a} · {b} · games {ja}–{jb} · vacas {va}–{vb}",
    "terminal.score.pair": "{pair} {marks} ({points})",
    "terminal.score.us": "you",
    "terminal.score.them": "them",
    "terminal.next_hand": "Enter for the next hand, “q” to quit.",
    "terminal.won": "Your team wins the match! Well played.",
    "terminal.lost": "The other team wins the match. Better luck next time!",
    "terminal.bye": "See you next time!",
    "terminal.count": "The count:",
}

_DE: dict[str, str] = {
    "terminal.welcome": (
        "Mus im Terminal. Du spielst auf Platz {seat} mit {partner} als Partner, gegen {rival1} "
        "und {rival2}."
    ),
    "terminal.opponents": (
        "Die Bots spielen auf Stufe „{level}“. Ein Satz geht bis {tantos} Punkte; Sätze pro Vaca: "
        "{juegos}; Vacas pro Partie: {vacas}."
    ),
    "terminal.help": "Gib die Nummer einer Möglichkeit ein und drücke Enter. „q“ beendet.",
    "terminal.you": "Du",
    "terminal.turn": "— Du bist dran ({what}) —",
    "terminal.phase.mus": "Mus",
    "terminal.phase.discard": "Ablegen",
    "terminal.hand": "Deine Karten: {cards} ({desc}).",
    "terminal.position.mano": "Du bist Vorhand (du sprichst zuerst und gewinnst bei Gleichstand).",
    "terminal.position.postre": "Du bist Rückhand (du sprichst zuletzt).",
    "terminal.position.other": "{name} ist Vorhand und spricht zuerst.",
    "terminal.partner_senas": "Zeichen deines Partners: {senas}.",
    "terminal.caught_senas": "Erwischte Zeichen der Gegner: {senas}.",
    "terminal.bet_state": (
        "Wette auf {lance}: Einsatz {stake}; lehnst du ab, bekommt die andere Mannschaft {fold}."
    ),
    "terminal.bet_state.ordago": (
        "Órdago bei {lance}! Mit Quiero wird der ganze Satz mit den Karten dieser Wette "
        "entschieden."
    ),
    "terminal.raise": "{amount} más",
    "terminal.menu": "Was machst du?",
    "terminal.discard_menu": (
        "Welche Karten legst du ab? Gib ihre Nummern mit Leerzeichen ein (zum Beispiel: 1 3)."
    ),
    "terminal.prompt": "> ",
    "terminal.bad_choice": (
        "„{text}“ verstehe ich nicht. Gib eine Zahl von 1 bis {n} ein, oder „q“ zum Beenden."
    ),
    "terminal.bad_discard": (
        "„{text}“ verstehe ich nicht. Wähle 1 bis 4 verschiedene Karten mit ihrer Nummer, 1 bis 4."
    ),
    "terminal.illegal": (
        "Das geht jetzt nicht (Regel {rule}; siehe „musbot rules“). Wähle etwas anderes."
    ),
    "terminal.score": "Stand: {a} · {b} · Sätze {ja}–{jb} · Vacas {va}–{vb}",
    "terminal.score.pair": "{pair} {marks} ({points})",
    "terminal.score.us": "ihr",
    "terminal.score.them": "die Gegner",
    "terminal.next_hand": "Enter für die nächste Runde, „q“ zum Beenden.",
    "terminal.won": "Deine Mannschaft gewinnt die Partie! Gut gespielt.",
    "terminal.lost": "Die gegnerische Mannschaft gewinnt die Partie. Nächstes Mal!",
    "terminal.bye": "Bis zum nächsten Mal!",
    "terminal.count": "Auswertung:",
}

_EU: dict[str, str] = {
    "terminal.welcome": (
        "Musa terminalean. {seat}. lekuan jokatzen duzu, {partner} bikotekide duzula, {rival1} eta "
        "{rival2:ren} aurka."
    ),
    "terminal.opponents": (
        "Botek «{level}» mailan jokatzen dute. Jokua {tantos} tantotara da; behiko jokuak: "
        "{juegos}; partidako behiak: {vacas}."
    ),
    "terminal.help": "Idatzi aukera baten zenbakia eta sakatu Sartu. «q» irteteko.",
    "terminal.you": "Zu",
    "terminal.turn": "— Zure txanda ({what}) —",
    "terminal.phase.mus": "musa",
    "terminal.phase.discard": "kartak bota",
    "terminal.hand": "Zure kartak: {cards} ({desc}).",
    "terminal.position.mano": (
        "Esku zara (lehenengo hitz egiten duzu eta berdinketak irabazten dituzu)."
    ),
    "terminal.position.postre": "Atzekoa zara (azkena hitz egiten duzu).",
    "terminal.position.other": "{name} da esku eta lehenengo hitz egiten du.",
    "terminal.partner_senas": "Zure bikotekidearen keinuak: {senas}.",
    "terminal.caught_senas": "Aurkariei harrapatutako keinuak: {senas}.",
    "terminal.bet_state": (
        "Enbidoa ({lance}): {stake} tanto; tira esanez gero, {fold} tanto beste bikotearentzat."
    ),
    "terminal.bet_state.ordago": (
        "Hor dago ({lance})! Edoki esanez gero, joku osoa jokaldi honetako kartekin erabakitzen da."
    ),
    "terminal.raise": "beste {amount}",
    "terminal.menu": "Zer egiten duzu?",
    "terminal.discard_menu": (
        "Zein karta botatzen dituzu? Idatzi haien zenbakiak zuriunez bereizita (adibidez: 1 3)."
    ),
    "terminal.prompt": "> ",
    "terminal.bad_choice": (
        "Ez dut «{text}» ulertzen. Idatzi 1etik {n:ra} bitarteko zenbaki bat, edo «q» irteteko."
    ),
    "terminal.bad_discard": (
        "Ez dut «{text}» ulertzen. Aukeratu 1etik 4ra karta desberdin, haien zenbakiaz (1-4)."
    ),
    "terminal.illegal": (
        "Hori ezin da orain ({rule} araua; ikus «musbot rules»). Aukeratu beste bat."
    ),
    "terminal.score": "Tantoak: {a} · {b} · jokuak {ja}–{jb} · behiak {va}–{vb}",
    "terminal.score.pair": "{pair} {marks} ({points})",
    "terminal.score.us": "zuek",
    "terminal.score.them": "haiek",
    "terminal.next_hand": "Sartu hurrengo eskualdirako, «q» irteteko.",
    "terminal.won": "Zuen bikoteak irabazi du partida! Zorionak.",
    "terminal.lost": "Partida aurkarien bikotearentzat da. Hurrengoan izango da!",
    "terminal.bye": "Hurrengora arte!",
    "terminal.count": "Kontaketa:",
}

_FR: dict[str, str] = {
    "terminal.welcome": (
        "Mus dans le terminal. Tu joues à la place {seat} avec {partner} comme partenaire, contre "
        "{rival1} et {rival2}."
    ),
    "terminal.opponents": (
        "Les bots jouent au niveau «\u00a0{level}\u00a0». Une manche se joue en {tantos} points\u202f; manches "
        "par vaca\u00a0: {juegos}\u202f; vacas par partie\u00a0: {vacas}."
    ),
    "terminal.help": (
        "Tape le numéro d'une option et appuie sur Entrée. «\u00a0q\u00a0» pour quitter."
    ),
    "terminal.you": "Toi",
    "terminal.turn": "— À toi ({what}) —",
    "terminal.phase.mus": "mus",
    "terminal.phase.discard": "écart",
    "terminal.hand": "Tes cartes\u00a0: {cards} ({desc}).",
    "terminal.position.mano": "Tu es esku (tu parles le premier et gagnes les égalités).",
    "terminal.position.postre": "Tu es donneur (tu parles le dernier).",
    "terminal.position.other": "{name} est esku et parle le premier.",
    "terminal.partner_senas": "Signes de ton partenaire\u00a0: {senas}.",
    "terminal.caught_senas": "Signes surpris chez les adversaires\u00a0: {senas}.",
    "terminal.bet_state": (
        "Mise ({lance})\u00a0: {stake}\u202f; si tu refuses, l'autre équipe tire {fold}."
    ),
    "terminal.bet_state.ordago": (
        "Hordago ({lance})\u202f! Avec iduki, toute la manche se joue sur les cartes de cette phase."
    ),
    "terminal.raise": "{amount} de plus",
    "terminal.menu": "Que fais-tu\u202f?",
    "terminal.discard_menu": (
        "Quelles cartes écartes-tu\u202f? Tape leurs numéros séparés par des espaces (par exemple\u00a0: 1 "
        "3)."
    ),
    "terminal.prompt": "> ",
    "terminal.bad_choice": (
        "Je ne comprends pas «\u00a0{text}\u00a0». Tape un nombre de 1 à {n}, ou «\u00a0q\u00a0» pour quitter."
    ),
    "terminal.bad_discard": (
        "Je ne comprends pas «\u00a0{text}\u00a0». Choisis de 1 à 4 cartes différentes par leur numéro, de 1 "
        "à 4."
    ),
    "terminal.illegal": (
        "Ce n'est pas permis maintenant (règle {rule}\u202f; voir «\u00a0musbot rules\u00a0»). Choisis autre "
        "chose."
    ),
    "terminal.score": "Score\u00a0: {a} · {b} · manches {ja}–{jb} · vacas {va}–{vb}",
    "terminal.score.pair": "{pair} {marks} ({points})",
    "terminal.score.us": "vous",
    "terminal.score.them": "eux",
    "terminal.next_hand": "Entrée pour la donne suivante, «\u00a0q\u00a0» pour quitter.",
    "terminal.won": "Ton équipe gagne la partie\u202f! Bravo.",
    "terminal.lost": "L'équipe adverse gagne la partie. Ce sera pour la prochaine fois\u202f!",
    "terminal.bye": "À la prochaine\u202f!",
    "terminal.count": "Décompte\u00a0:",
}

MESSAGES: dict[str, dict[str, str]] = {"es": _ES, "en": _EN, "de": _DE, "eu": _EU, "fr": _FR}
