"""Texts of the invited person's direct message (*Jugar al mus* invites
privately too) and the inviter's line when that person does not accept direct messages."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "es": {
        "invite.dm.message": "{inviter} te invita a jugar al mus en #{channel}, en el servidor {server}. La "
                             "invitación, con su botón «{button}», está en ese canal.",
        "invite.dm.link": "Ir a la invitación",
        "invite.dm.over": "{inviter} te invitó a jugar al mus en #{channel}, en el servidor {server}. {how}",
        "invite.dm_refused": "{name} no acepta mensajes directos de los miembros del servidor: la invitación "
                             "está solo en este canal.",
    },
    "en": {
        "invite.dm.message": "{inviter} invites you to play Mus in #{channel}, on the server {server}. The "
                             "invitation, with its “{button}” button, is in that channel.",
        "invite.dm.link": "Go to the invitation",
        "invite.dm.over": "{inviter} invited you to play Mus in #{channel}, on the server {server}. {how}",
        "invite.dm_refused": "{name} does not accept direct messages from server members: the invitation is in "
                             "this channel only.",
    },
    "de": {
        "invite.dm.message": "{inviter} lädt dich zum Mus in #{channel} auf dem Server {server} ein. Die "
                             "Einladung mit ihrem Button „{button}“ steht in diesem Kanal.",
        "invite.dm.link": "Zur Einladung",
        "invite.dm.over": "{inviter} hat dich zum Mus in #{channel} auf dem Server {server} eingeladen. {how}",
        "invite.dm_refused": "{name} nimmt keine Direktnachrichten von Servermitgliedern an: die Einladung steht "
                             "nur in diesem Kanal.",
    },
    "eu": {
        "invite.dm.message": "{inviter:k} musean jokatzera gonbidatzen zaitu #{channel} kanalean, {server} "
                             "zerbitzarian. Gonbidapena, bere «{button}» botoiarekin, kanal horretan dago.",
        "invite.dm.link": "Gonbidapenera joan",
        "invite.dm.over": "{inviter:k} musean jokatzera gonbidatu zaitu #{channel} kanalean, {server} "
                          "zerbitzarian. {how}",
        "invite.dm_refused": "{name:k} ez ditu zerbitzariko kideen mezu zuzenak onartzen: gonbidapena kanal "
                             "honetan bakarrik dago.",
    },
    "fr": {
        "invite.dm.message": "{inviter} t'invite à jouer au mus dans #{channel}, sur le serveur {server}. "
                             "L'invitation, avec son bouton «\u00a0{button}\u00a0», est dans ce salon.",
        "invite.dm.link": "Aller à l'invitation",
        "invite.dm.over": "{inviter} t'a invité à jouer au mus dans #{channel}, sur le serveur {server}. {how}",
        "invite.dm_refused": "{name} n'accepte pas les messages privés des membres du serveur\u00a0: "
                             "l'invitation est seulement dans ce salon.",
    },
}
