"""Texts of a server's presets of table options
on Discord (``/mus-admin config guardar_preset|borrar_preset|presets``, ``/mus mesa preset:``)
and of the invitations (right click a member → *Jugar al mus*)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "es": {
        "cmd.jugar_al_mus": "Jugar al mus",
        "cmd.opt.preset.desc": "Un preset del servidor (las opciones que des con él lo cambian)",
        "cmd.opt.guardar_preset.desc": "Guardar las opciones dadas como un preset con este nombre",
        "cmd.opt.borrar_preset.desc": "Borrar el preset con este nombre",
        "cmd.opt.presets.desc": "Ver los presets del servidor",
        "preset.saved": "Preset «{name}» guardado ({count} de {most}): {options}. Úsalo con /mus mesa preset:{name}",
        "preset.replaced": "Preset «{name}» cambiado: {options}.",
        "preset.deleted": "Preset «{name}» borrado.",
        "preset.list_title": "Presets del servidor ({count} de {most})",
        "preset.line": "**{name}**: {options}",
        "preset.list_empty": "Este servidor no tiene presets. Un administrador los guarda con /mus-admin config "
                             "guardar_preset:nombre y las opciones de la mesa.",
        "preset.plain": "las opciones por defecto",
        "preset.seconds": "{seconds} s por jugada",
        "preset.error.bad_name": "«{name}» no vale como nombre de preset: de 1 a {most} caracteres en una línea.",
        "preset.error.full": "Este servidor ya tiene {most} presets, el máximo. Borra uno antes con /mus-admin config "
                             "borrar_preset.",
        "preset.error.mixed": "Guardar, borrar o ver presets va aparte: guardar_preset con las opciones de la "
                              "mesa, o borrar_preset solo, o presets solo (sin idioma ni nueva temporada). "
                              "No he cambiado nada.",
        "preset.error.unknown": "Este servidor no tiene ningún preset «{name}». Tiene: {names}.",
        "preset.error.none": "Este servidor no tiene ningún preset «{name}», ni ningún otro. Un administrador "
                             "los guarda con /mus-admin config guardar_preset.",
        "invite.btn.sit": "Sentarse",
        "invite.message": "{invitee}, {inviter} te invita a jugar al mus en esta mesa: {link} · Pulsa «{button}» "
                          "para sentarte.",
        "invite.sent": "Invitación enviada a {name}: la verá en este canal, con un botón para sentarse.",
        "invite.sent_opened": "Mesa abierta e invitación enviada a {name}: la verá en este canal, con un botón "
                              "para sentarse.",
        "invite.error.bot": "Los bots no se invitan: los sitios libres se llenan con bots desde el mensaje de la "
                            "mesa.",
        "invite.error.self": "No puedes invitarte a ti mismo: siéntate con los botones de la mesa.",
        "invite.error.not_member": "Esa persona no está en este servidor.",
        "invite.error.cannot_see": "Esa persona no puede ver este canal: no vería ni la invitación ni la mesa.",
        "invite.error.playing": "La mesa de este canal ya está jugando: invita cuando termine.",
        "invite.error.finished": "La mesa de este canal acaba de terminar una partida y su revancha es con los "
                                 "mismos cuatro: invita cuando se cierre.",
        "invite.error.seated": "Esa persona ya está sentada en esta mesa.",
        "invite.error.full": "La mesa de este canal está completa.",
        "invite.error.not_you": "Esta invitación es para otra persona. Para jugar, siéntate desde el mensaje de "
                                "la mesa.",
        "invite.error.already_invited": "{name} ya tiene una invitación a esta mesa: {link}",
        "invite.over.seated": "{name} se ha sentado a la mesa.",
        "invite.over.started": "Esta invitación ha terminado: la partida ya ha empezado.",
        "invite.over.closed": "Esta invitación ha terminado: la mesa se ha cerrado.",
    },
    "en": {
        "cmd.jugar_al_mus": "Play Mus",
        "cmd.opt.preset.desc": "One of the server's presets (options given with it change it)",
        "cmd.opt.guardar_preset.desc": "Save the options given as a preset of this name",
        "cmd.opt.borrar_preset.desc": "Delete the preset of this name",
        "cmd.opt.presets.desc": "Show the server's presets",
        "preset.saved": "Preset “{name}” saved ({count} of {most}): {options}. Use it with /mus table preset:{name}",
        "preset.replaced": "Preset “{name}” changed: {options}.",
        "preset.deleted": "Preset “{name}” deleted.",
        "preset.list_title": "The server's presets ({count} of {most})",
        "preset.line": "**{name}**: {options}",
        "preset.list_empty": "This server has no presets. An admin saves them with /mus-admin config "
                             "guardar_preset:name and the table options.",
        "preset.plain": "the default options",
        "preset.seconds": "{seconds} s a move",
        "preset.error.bad_name": "“{name}” will not do as a preset's name: 1 to {most} characters on one line.",
        "preset.error.full": "This server has {most} presets already, the most it can keep. Delete one first "
                             "with /mus-admin config borrar_preset.",
        "preset.error.mixed": "Saving, deleting or showing presets goes on its own: guardar_preset with the table "
                              "options, or borrar_preset alone, or presets alone (no language, no new season). "
                              "Nothing was changed.",
        "preset.error.unknown": "This server has no preset “{name}”. It has: {names}.",
        "preset.error.none": "This server has no preset “{name}”, nor any other. An admin saves them with "
                             "/mus-admin config guardar_preset.",
        "invite.btn.sit": "Sit down",
        "invite.message": "{invitee}, {inviter} invites you to play Mus at this table: {link} · Press “{button}” "
                          "to take a seat.",
        "invite.sent": "Invitation sent to {name}: they will see it in this channel, with a button to sit down.",
        "invite.sent_opened": "Table opened and invitation sent to {name}: they will see it in this channel, with "
                              "a button to sit down.",
        "invite.error.bot": "Bots are not invited: free seats are filled with bots from the table's message.",
        "invite.error.self": "You cannot invite yourself: sit down with the table's buttons.",
        "invite.error.not_member": "That person is not in this server.",
        "invite.error.cannot_see": "That person cannot see this channel: they would see neither the invitation "
                                   "nor the table.",
        "invite.error.playing": "The table in this channel is playing already: invite when it is over.",
        "invite.error.finished": "The table in this channel has just finished a match and its rematch keeps the "
                                 "same four: invite once it is closed.",
        "invite.error.seated": "That person is seated at this table already.",
        "invite.error.full": "The table in this channel is full.",
        "invite.error.not_you": "This invitation is for someone else. To play, sit down from the table's message.",
        "invite.error.already_invited": "{name} has an invitation to this table already: {link}",
        "invite.over.seated": "{name} sat down at the table.",
        "invite.over.started": "This invitation is over: the match has started.",
        "invite.over.closed": "This invitation is over: the table was closed.",
    },
    "de": {
        "cmd.jugar_al_mus": "Mus spielen",
        "cmd.opt.preset.desc": "Eine Vorlage des Servers (die mitgegebenen Optionen ändern sie)",
        "cmd.opt.guardar_preset.desc": "Die angegebenen Optionen als Vorlage mit diesem Namen speichern",
        "cmd.opt.borrar_preset.desc": "Die Vorlage mit diesem Namen löschen",
        "cmd.opt.presets.desc": "Die Vorlagen des Servers zeigen",
        "preset.saved": "Vorlage „{name}“ gespeichert ({count} von {most}): {options}. Nutze sie mit "
                        "/mus tisch preset:{name}",
        "preset.replaced": "Vorlage „{name}“ geändert: {options}.",
        "preset.deleted": "Vorlage „{name}“ gelöscht.",
        "preset.list_title": "Vorlagen des Servers ({count} von {most})",
        "preset.line": "**{name}**: {options}",
        "preset.list_empty": "Dieser Server hat keine Vorlagen. Ein Admin speichert sie mit /mus einstellungen "
                             "guardar_preset:Name und den Tischoptionen.",
        "preset.plain": "die Standardoptionen",
        "preset.seconds": "{seconds} s pro Zug",
        "preset.error.bad_name": "„{name}“ taugt nicht als Name einer Vorlage: 1 bis {most} Zeichen in einer "
                                 "Zeile.",
        "preset.error.full": "Dieser Server hat schon {most} Vorlagen, mehr geht nicht. Lösche zuerst eine mit "
                             "/mus einstellungen borrar_preset.",
        "preset.error.mixed": "Vorlagen speichern, löschen oder zeigen geht nur für sich: guardar_preset mit den "
                              "Tischoptionen, oder borrar_preset allein, oder presets allein (ohne Sprache und "
                              "neue Saison). Nichts wurde geändert.",
        "preset.error.unknown": "Dieser Server hat keine Vorlage „{name}“. Er hat: {names}.",
        "preset.error.none": "Dieser Server hat keine Vorlage „{name}“ und auch sonst keine. Ein Admin speichert "
                             "sie mit /mus einstellungen guardar_preset.",
        "invite.btn.sit": "Platz nehmen",
        "invite.message": "{invitee}, {inviter} lädt dich an diesen Tisch zum Mus ein: {link} · Drücke "
                          "„{button}“, um dich zu setzen.",
        "invite.sent": "Einladung an {name} geschickt: sie erscheint in diesem Kanal, mit einem Button zum "
                       "Hinsetzen.",
        "invite.sent_opened": "Tisch eröffnet und Einladung an {name} geschickt: sie erscheint in diesem Kanal, "
                              "mit einem Button zum Hinsetzen.",
        "invite.error.bot": "Bots lädt man nicht ein: freie Plätze füllst du mit Bots über die Nachricht des "
                            "Tisches.",
        "invite.error.self": "Du kannst dich nicht selbst einladen: setz dich mit den Buttons des Tisches.",
        "invite.error.not_member": "Diese Person ist nicht auf diesem Server.",
        "invite.error.cannot_see": "Diese Person sieht diesen Kanal nicht: sie sähe weder die Einladung noch den "
                                   "Tisch.",
        "invite.error.playing": "Der Tisch in diesem Kanal spielt schon: lade ein, wenn er fertig ist.",
        "invite.error.finished": "Der Tisch in diesem Kanal hat gerade eine Partie beendet, und die Revanche "
                                 "spielen dieselben vier: lade ein, wenn er geschlossen ist.",
        "invite.error.seated": "Diese Person sitzt schon an diesem Tisch.",
        "invite.error.full": "Der Tisch in diesem Kanal ist voll.",
        "invite.error.not_you": "Diese Einladung gilt jemand anderem. Um zu spielen, setz dich über die "
                                "Nachricht des Tisches.",
        "invite.error.already_invited": "{name} hat schon eine Einladung an diesen Tisch: {link}",
        "invite.over.seated": "{name} hat sich an den Tisch gesetzt.",
        "invite.over.started": "Diese Einladung ist vorbei: die Partie hat begonnen.",
        "invite.over.closed": "Diese Einladung ist vorbei: der Tisch wurde geschlossen.",
    },
    "eu": {
        "cmd.jugar_al_mus": "Musean jokatu",
        "cmd.opt.preset.desc": "Zerbitzariaren aurrezarpen bat (harekin ematen dituzun aukerek aldatzen dute)",
        "cmd.opt.guardar_preset.desc": "Emandako aukerak izen honetako aurrezarpen gisa gorde",
        "cmd.opt.borrar_preset.desc": "Izen honetako aurrezarpena ezabatu",
        "cmd.opt.presets.desc": "Zerbitzariaren aurrezarpenak ikusi",
        "preset.saved": "«{name}» aurrezarpena gordeta ({most}etik {count}): {options}. Erabili "
                        "/mus mahaia preset:{name} bidez",
        "preset.replaced": "«{name}» aurrezarpena aldatuta: {options}.",
        "preset.deleted": "«{name}» aurrezarpena ezabatuta.",
        "preset.list_title": "Zerbitzariaren aurrezarpenak ({most}etik {count})",
        "preset.line": "**{name}**: {options}",
        "preset.list_empty": "Zerbitzari honek ez du aurrezarpenik. Administratzaile batek gordetzen ditu "
                             "/mus konfigurazioa guardar_preset:izena eta mahaiaren aukerekin.",
        "preset.plain": "aukera lehenetsiak",
        "preset.seconds": "{seconds} s txandako",
        "preset.error.bad_name": "«{name}» ez da baliozko izena aurrezarpen batentzat: 1etik {most:ra} karaktere "
                                 "lerro bakarrean.",
        "preset.error.full": "Zerbitzari honek {most} aurrezarpen ditu jada, gehienez gorde ditzakeenak. "
                             "Ezabatu bat lehenago /mus konfigurazioa borrar_preset bidez.",
        "preset.error.mixed": "Aurrezarpenak gordetzea, ezabatzea edo ikustea bakarrik doa: guardar_preset "
                              "mahaiaren aukerekin, edo borrar_preset bakarrik, edo presets bakarrik (hizkuntzarik "
                              "eta denboraldi berririk gabe). Ez da ezer aldatu.",
        "preset.error.unknown": "Zerbitzari honek ez du «{name}» aurrezarpenik. Hauek ditu: {names}.",
        "preset.error.none": "Zerbitzari honek ez du «{name}» aurrezarpenik, ezta beste bat ere. Administratzaile "
                             "batek gordetzen ditu /mus konfigurazioa guardar_preset bidez.",
        "invite.btn.sit": "Eseri",
        "invite.message": "{invitee}, {inviter:k} mahai honetan musean jokatzera gonbidatzen zaitu: {link} · "
                          "Sakatu «{button}» esertzeko.",
        "invite.sent": "Gonbidapena bidalita {name:ri}: kanal honetan ikusiko du, esertzeko botoi batekin.",
        "invite.sent_opened": "Mahaia irekita eta gonbidapena bidalita {name:ri}: kanal honetan ikusiko du, "
                              "esertzeko botoi batekin.",
        "invite.error.bot": "Botak ez dira gonbidatzen: leku libreak botekin betetzen dira mahaiaren mezutik.",
        "invite.error.self": "Ezin duzu zeure burua gonbidatu: eseri mahaiaren botoiekin.",
        "invite.error.not_member": "Pertsona hori ez dago zerbitzari honetan.",
        "invite.error.cannot_see": "Pertsona horrek ezin du kanal hau ikusi: ez luke ikusiko ez gonbidapena ez "
                                   "mahaia.",
        "invite.error.playing": "Kanal honetako mahaia jokatzen ari da jada: gonbidatu amaitzen denean.",
        "invite.error.finished": "Kanal honetako mahaiak partida bat amaitu berri du eta errebantxa lau berberek "
                                 "jokatzen dute: gonbidatu mahaia ixten denean.",
        "invite.error.seated": "Pertsona hori mahai honetan eserita dago jada.",
        "invite.error.full": "Kanal honetako mahaia beteta dago.",
        "invite.error.not_you": "Gonbidapen hau beste norbaitentzat da. Jokatzeko, eseri mahaiaren mezutik.",
        "invite.error.already_invited": "{name:k} badu jada mahai honetarako gonbidapen bat: {link}",
        "invite.over.seated": "{name} mahaian eseri da.",
        "invite.over.started": "Gonbidapen hau amaitu da: partida hasi da.",
        "invite.over.closed": "Gonbidapen hau amaitu da: mahaia itxi da.",
    },
    "fr": {
        "cmd.jugar_al_mus": "Jouer au mus",
        "cmd.opt.preset.desc": "Un préréglage du serveur (les options données avec lui le modifient)",
        "cmd.opt.guardar_preset.desc": "Enregistrer les options données comme préréglage de ce nom",
        "cmd.opt.borrar_preset.desc": "Supprimer le préréglage de ce nom",
        "cmd.opt.presets.desc": "Voir les préréglages du serveur",
        "preset.saved": "Préréglage «\u00a0{name}\u00a0» enregistré ({count} sur {most})\u00a0: {options}. "
                        "Utilise-le avec /mus table preset:{name}",
        "preset.replaced": "Préréglage «\u00a0{name}\u00a0» modifié\u00a0: {options}.",
        "preset.deleted": "Préréglage «\u00a0{name}\u00a0» supprimé.",
        "preset.list_title": "Préréglages du serveur ({count} sur {most})",
        "preset.line": "**{name}**\u00a0: {options}",
        "preset.list_empty": "Ce serveur n'a aucun préréglage. Un administrateur les enregistre avec /mus-admin config "
                             "guardar_preset:nom et les options de la table.",
        "preset.plain": "les options par défaut",
        "preset.seconds": "{seconds} s par coup",
        "preset.error.bad_name": "«\u00a0{name}\u00a0» ne convient pas comme nom de préréglage\u00a0: de 1 à "
                                 "{most} caractères sur une ligne.",
        "preset.error.full": "Ce serveur a déjà {most} préréglages, le maximum. Supprime-en un d'abord avec "
                             "/mus-admin config borrar_preset.",
        "preset.error.mixed": "Enregistrer, supprimer ou voir les préréglages se fait à part\u00a0: "
                              "guardar_preset avec les options de la table, ou borrar_preset seul, ou presets "
                              "seul (sans langue ni nouvelle saison). Rien n'a été modifié.",
        "preset.error.unknown": "Ce serveur n'a pas de préréglage «\u00a0{name}\u00a0». Il a\u00a0: {names}.",
        "preset.error.none": "Ce serveur n'a pas de préréglage «\u00a0{name}\u00a0», ni aucun autre. Un "
                             "administrateur les enregistre avec /mus-admin config guardar_preset.",
        "invite.btn.sit": "S'asseoir",
        "invite.message": "{invitee}, {inviter} t'invite à jouer au mus à cette table\u00a0: {link} · Appuie sur "
                          "«\u00a0{button}\u00a0» pour prendre place.",
        "invite.sent": "Invitation envoyée à {name}\u00a0: elle apparaît dans ce salon, avec un bouton pour "
                       "s'asseoir.",
        "invite.sent_opened": "Table ouverte et invitation envoyée à {name}\u00a0: elle apparaît dans ce salon, "
                              "avec un bouton pour s'asseoir.",
        "invite.error.bot": "On n'invite pas les bots\u00a0: les places libres se remplissent de bots depuis le "
                            "message de la table.",
        "invite.error.self": "Tu ne peux pas t'inviter toi-même\u00a0: assieds-toi avec les boutons de la table.",
        "invite.error.not_member": "Cette personne n'est pas sur ce serveur.",
        "invite.error.cannot_see": "Cette personne ne peut pas voir ce salon\u00a0: elle ne verrait ni "
                                   "l'invitation ni la table.",
        "invite.error.playing": "La table de ce salon joue déjà\u00a0: invite quand elle aura fini.",
        "invite.error.finished": "La table de ce salon vient de finir une partie et sa revanche se joue à quatre "
                                 "identiques\u00a0: invite quand elle sera fermée.",
        "invite.error.seated": "Cette personne est déjà assise à cette table.",
        "invite.error.full": "La table de ce salon est complète.",
        "invite.error.not_you": "Cette invitation est pour quelqu'un d'autre. Pour jouer, assieds-toi depuis le "
                                "message de la table.",
        "invite.error.already_invited": "{name} a déjà une invitation à cette table\u00a0: {link}",
        "invite.over.seated": "{name} s'est assis à la table.",
        "invite.over.started": "Cette invitation est terminée\u00a0: la partie a commencé.",
        "invite.over.closed": "Cette invitation est terminée\u00a0: la table a été fermée.",
    },
}
