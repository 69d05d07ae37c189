"""Words added to tournaments on Discord: the ``/mus torneo crear`` options of a ``liga`` (how
long each jornada lasts, one or two rounds) and the whole list of pairs (*Ver parejas*)."""

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

_PAIRS: dict[str, dict[str, str]] = {  # the whole list of pairs, one press away
    "es": {
        "tourn.btn.pairs": "Ver parejas",
        "tourn.msg.more_pairs.one": "… y {n} más: pulsa «Ver parejas».",
        "tourn.msg.more_pairs.other": "… y {n} más: pulsa «Ver parejas».",
        "tourn.pairs.page.one": "**{tournament}** · {n} pareja · página {page}/{pages}",
        "tourn.pairs.page.other": "**{tournament}** · {n} parejas · página {page}/{pages}",
        "tourn.pairs.none": "Todavía no hay ninguna pareja apuntada.",
    },
    "en": {
        "tourn.btn.pairs": "Show teams",
        "tourn.msg.more_pairs.one": "… {n} team not shown here: press “Show teams”.",
        "tourn.msg.more_pairs.other": "… {n} teams not shown here: press “Show teams”.",
        "tourn.pairs.page.one": "**{tournament}** · {n} team · page {page}/{pages}",
        "tourn.pairs.page.other": "**{tournament}** · {n} teams · page {page}/{pages}",
        "tourn.pairs.none": "No team has signed up yet.",
    },
    "de": {
        "tourn.btn.pairs": "Mannschaften zeigen",
        "tourn.msg.more_pairs.one": "… und {n} weitere: drücke „Mannschaften zeigen“.",
        "tourn.msg.more_pairs.other": "… und {n} weitere: drücke „Mannschaften zeigen“.",
        "tourn.pairs.page.one": "**{tournament}** · {n} Mannschaft · Seite {page}/{pages}",
        "tourn.pairs.page.other": "**{tournament}** · {n} Mannschaften · Seite {page}/{pages}",
        "tourn.pairs.none": "Noch hat sich keine Mannschaft angemeldet.",
    },
    "eu": {
        "tourn.btn.pairs": "Bikoteak ikusi",
        "tourn.msg.more_pairs.one": "… eta beste {n}: sakatu «Bikoteak ikusi».",
        "tourn.msg.more_pairs.other": "… eta beste {n}: sakatu «Bikoteak ikusi».",
        "tourn.pairs.page.one": "**{tournament}** · bikote {n} · {page}/{pages}. orria",
        "tourn.pairs.page.other": "**{tournament}** · {n} bikote · {page}/{pages}. orria",
        "tourn.pairs.none": "Oraindik ez da bikoterik izena eman.",
    },
    "fr": {
        "tourn.btn.pairs": "Voir les équipes",
        "tourn.msg.more_pairs.one": "… et {n} de plus\u00a0: appuie sur «\u00a0Voir les équipes\u00a0».",
        "tourn.msg.more_pairs.other": "… et {n} de plus\u00a0: appuie sur «\u00a0Voir les équipes\u00a0».",
        "tourn.pairs.page.one": "**{tournament}** · {n} équipe · page {page}/{pages}",
        "tourn.pairs.page.other": "**{tournament}** · {n} équipes · page {page}/{pages}",
        "tourn.pairs.none": "Aucune équipe n'est encore inscrite.",
    },
}
for _lang, _texts in _PAIRS.items():
    MESSAGES[_lang].update(_texts)
