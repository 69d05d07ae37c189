"""Texts of the terminal game's seed and seña lines, and /mus reglas' link to the rules page.

Kept apart from terminal.py, which holds the game's own narration; same shape as every module.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "es": {
        "cli.play.seed": "Semilla de esta partida: {seed}. Para jugarla otra vez igual: {command}",
        "cli.play.own_sena": "Haces a tu compañero la seña de {sena}.",
        "admin.rules_page": "Reglamento completo, con ejemplos y todas las opciones de mesa: {url}",
    },
    "en": {
        "cli.play.seed": "Seed of this match: {seed}. To play it again exactly: {command}",
        "cli.play.own_sena": "You make your partner the seña {sena}.",
        "admin.rules_page": "The full rules, with examples and every table option: {url}",
    },
    "de": {
        "cli.play.seed": "Seed dieser Partie: {seed}. Genau so noch einmal spielen: {command}",
        "cli.play.own_sena": "Du gibst deinem Partner das Zeichen {sena}.",
        "admin.rules_page": "Die vollständigen Regeln mit Beispielen und allen Tischoptionen: {url}",
    },
    "eu": {
        "cli.play.seed": "Partida honen hazia: {seed}. Berdin-berdin berriro jokatzeko: {command}",
        "cli.play.own_sena": "Zure bikotekideari {sena} keinua egiten diozu.",
        "admin.rules_page": "Arau osoak, adibideekin eta mahaiaren aukera guztiekin: {url}",
    },
    "fr": {
        "cli.play.seed": "Graine de cette partie\u00a0: {seed}. Pour la rejouer à l'identique\u00a0: {command}",
        "cli.play.own_sena": "Tu fais à ton partenaire le signe {sena}.",
        "admin.rules_page": "Les règles complètes, avec des exemples et toutes les options de table\u00a0: {url}",
    },
}
