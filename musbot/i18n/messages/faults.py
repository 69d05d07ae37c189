"""Texts of issues 11 and 20: the server's settings command, and what players and admins are told
when Discord fails or a server changes under a table (paused, closed, a removed message)."""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "es": {
        "cmd.mus_admin": "mus-admin",
        "cmd.mus_admin.desc": "Ajustes del mus en este servidor (para quien gestiona el servidor)",
    },
    "en": {
        "cmd.mus_admin": "mus-admin",
        "cmd.mus_admin.desc": "This server's Mus settings (for those who manage the server)",
    },
    "de": {
        "cmd.mus_admin": "mus-admin",
        "cmd.mus_admin.desc": "Mus-Einstellungen dieses Servers (für die Serververwaltung)",
    },
    "eu": {
        "cmd.mus_admin": "mus-admin",
        "cmd.mus_admin.desc": "Zerbitzari honetako mus ezarpenak (zerbitzaria kudeatzen dutenentzat)",
    },
    "fr": {
        "cmd.mus_admin": "mus-admin",
        "cmd.mus_admin.desc": "Réglages du mus sur ce serveur (pour qui gère le serveur)",
    },
}
