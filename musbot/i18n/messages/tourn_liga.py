"""Words of the ``liga`` format on Discord (issue 13 part 1): the ``/mus torneo crear`` options
of a liga (how long each jornada lasts, one or two rounds)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "es": {
        "cmd.opt.jornada.desc": "liga: horas que dura cada jornada (168: una semana)",
        "cmd.opt.ida_vuelta.desc": "liga: ida y vuelta (cada dos parejas se enfrentan dos veces)",
    },
    "en": {
        "cmd.opt.jornada.desc": "liga: hours each playing period lasts (168: a week)",
        "cmd.opt.ida_vuelta.desc": "liga: home and away (every two teams meet twice)",
    },
    "de": {
        "cmd.opt.jornada.desc": "liga: Stunden, die jeder Spieltag dauert (168: eine Woche)",
        "cmd.opt.ida_vuelta.desc": "liga: Hin- und Rückrunde (je zwei Mannschaften treffen zweimal aufeinander)",
    },
    "eu": {
        "cmd.opt.jornada.desc": "liga: jardunaldi bakoitzak zenbat ordu irauten duen (168: aste bat)",
        "cmd.opt.ida_vuelta.desc": "liga: joan-etorria (bi bikote bakoitzak bi aldiz jokatzen dute elkarren aurka)",
    },
    "fr": {
        "cmd.opt.jornada.desc": "liga\u00a0: heures que dure chaque journée (168\u00a0: une semaine)",
        "cmd.opt.ida_vuelta.desc": "liga\u00a0: aller et retour (chaque équipe en affronte chaque autre deux fois)",
    },
}
