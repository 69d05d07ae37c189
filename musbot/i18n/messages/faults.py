"""Texts of the server's settings command, and what players and admins are told
when Discord fails or a server changes under a table (paused, closed, a removed message)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "es": {
        "faults.message_removed": "🗑️ El mensaje anterior de la mesa se borró: la partida sigue aquí.",
        "faults.paused": "⏸️ La mesa está en pausa: el bot no puede mostrarla en este canal porque le falta el permiso {perms}. Nadie juega por nadie mientras tanto; sigue en cuanto alguien que gestione el servidor se lo devuelva.",
        "faults.paused_after_press": "⏸️ Hecho, pero la mesa queda en pausa: el bot no puede mostrarla en este canal porque le falta el permiso {perms}. Nadie juega por nadie mientras tanto; sigue en cuanto alguien que gestione el servidor se lo devuelva.",
        "faults.paused_channel": "⏸️ {user}: tu mesa está en pausa porque al bot le falta el permiso {perms} en este canal. Sigue en cuanto se lo devuelvan.",
        "faults.paused_list": "⏸️ Mesas en pausa (al bot le falta un permiso): {tables}",
        "faults.wrong_channel": "Este botón no es de la mesa de este canal: no se ha cambiado nada.",
        "faults.private_control": "Eso se elige en tu mensaje privado de «Mis cartas»: no se ha cambiado nada.",
        "cmd.mus_admin": "mus-admin",
        "cmd.mus_admin.desc": "Ajustes del mus en este servidor (para quien gestiona el servidor)",
    },
    "en": {
        "faults.message_removed": "🗑️ The previous table message was deleted: the match goes on here.",
        "faults.paused": "⏸️ The table is paused: the bot cannot show it in this channel because it lacks the {perms} permission. Nobody plays for anyone meanwhile; it goes on as soon as someone who manages the server gives it back.",
        "faults.paused_after_press": "⏸️ Done, but the table is now paused: the bot cannot show it in this channel because it lacks the {perms} permission. Nobody plays for anyone meanwhile; it goes on as soon as someone who manages the server gives it back.",
        "faults.paused_channel": "⏸️ {user}: your table is paused because the bot lacks the {perms} permission in this channel. It goes on as soon as it is given back.",
        "faults.paused_list": "⏸️ Paused tables (the bot lacks a permission): {tables}",
        "faults.wrong_channel": "This button does not belong to this channel's table: nothing was changed.",
        "faults.private_control": "You choose that in your private “My cards” message: nothing was changed.",
        "cmd.mus_admin": "mus-admin",
        "cmd.mus_admin.desc": "This server's Mus settings (for those who manage the server)",
    },
    "de": {
        "faults.message_removed": "🗑️ Die vorige Nachricht des Tisches wurde gelöscht: die Partie geht hier weiter.",
        "faults.paused": "⏸️ Der Tisch ist pausiert: dem Bot fehlt in diesem Kanal die Berechtigung {perms}, um ihn zu zeigen. Solange spielt niemand für jemand anderen; es geht weiter, sobald die Serververwaltung sie zurückgibt.",
        "faults.paused_after_press": "⏸️ Erledigt, aber der Tisch ist jetzt pausiert: Dem Bot fehlt in diesem Kanal die Berechtigung {perms}, um ihn zu zeigen. Solange spielt niemand für jemand anderen; es geht weiter, sobald die Serververwaltung sie zurückgibt.",
        "faults.paused_channel": "⏸️ {user}: dein Tisch ist pausiert, weil dem Bot in diesem Kanal die Berechtigung {perms} fehlt. Es geht weiter, sobald er sie wieder hat.",
        "faults.paused_list": "⏸️ Pausierte Tische (dem Bot fehlt eine Berechtigung): {tables}",
        "faults.wrong_channel": "Dieser Button gehört nicht zum Tisch dieses Kanals: nichts wurde geändert.",
        "faults.private_control": "Das wählst du in deiner privaten Nachricht „Meine Karten“: nichts wurde geändert.",
        "cmd.mus_admin": "mus-admin",
        "cmd.mus_admin.desc": "Mus-Einstellungen dieses Servers (für die Serververwaltung)",
    },
    "eu": {
        "faults.message_removed": "🗑️ Mahaiaren aurreko mezua ezabatu dute: partidak hemen jarraitzen du.",
        "faults.paused": "⏸️ Mahaia geldirik dago: botak ezin du kanal honetan erakutsi, {perms} baimena falta zaiolako. Bitartean inork ez du inoren ordez jokatzen; zerbitzaria kudeatzen duen norbaitek baimena itzultzen dionean jarraituko du.",
        "faults.paused_after_press": "⏸️ Eginda, baina mahaia geldirik geratu da: botak ezin du kanal honetan erakutsi, {perms} baimena falta zaiolako. Bitartean inork ez du inoren ordez jokatzen; zerbitzaria kudeatzen duen norbaitek baimena itzultzen dionean jarraituko du.",
        "faults.paused_channel": "⏸️ {user}: zure mahaia geldirik dago, botari {perms} baimena falta zaiolako kanal honetan. Baimena itzultzen diotenean jarraituko du.",
        "faults.paused_list": "⏸️ Geldirik dauden mahaiak (botari baimen bat falta zaio): {tables}",
        "faults.wrong_channel": "Botoi hau ez da kanal honetako mahaiarena: ez da ezer aldatu.",
        "faults.private_control": "Hori zure «Nire kartak» mezu pribatuan aukeratzen da: ez da ezer aldatu.",
        "cmd.mus_admin": "mus-admin",
        "cmd.mus_admin.desc": "Zerbitzari honetako mus ezarpenak (zerbitzaria kudeatzen dutenentzat)",
    },
    "fr": {
        "faults.message_removed": "🗑️ Le message précédent de la table a été supprimé\u00a0: la partie continue ici.",
        "faults.paused": "⏸️ La table est en pause\u00a0: le bot ne peut pas l'afficher dans ce salon car il lui manque la permission {perms}. Personne ne joue à la place de personne en attendant\u00a0; elle reprend dès que quelqu'un qui gère le serveur la lui rend.",
        "faults.paused_after_press": "⏸️ C'est fait, mais la table est maintenant en pause\u00a0: le bot ne peut pas l'afficher dans ce salon car il lui manque la permission {perms}. Personne ne joue à la place de personne en attendant\u00a0; elle reprend dès que quelqu'un qui gère le serveur la lui rend.",
        "faults.paused_channel": "⏸️ {user}\u00a0: ta table est en pause car il manque au bot la permission {perms} dans ce salon. Elle reprend dès qu'on la lui rend.",
        "faults.paused_list": "⏸️ Tables en pause (il manque une permission au bot)\u00a0: {tables}",
        "faults.wrong_channel": "Ce bouton n'appartient pas à la table de ce salon\u00a0: rien n'a changé.",
        "faults.private_control": "Cela se choisit dans ton message privé «\u00a0Mes cartes\u00a0»\u00a0: rien n'a changé.",
        "cmd.mus_admin": "mus-admin",
        "cmd.mus_admin.desc": "Réglages du mus sur ce serveur (pour qui gère le serveur)",
    },
}
