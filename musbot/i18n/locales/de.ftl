## The pieces code joins texts with (a label and its value; the items of
## a list whose items are sentences, as the hands of a showdown; the parts of one item).

join-label = { $label }: { $value }
join-items = { "; " }
join-parts = { ", " }

## The words of Mus in this language, one term per concept (docs/glossary.md): a message
## says { -grande }, never its own spelling. $form picks a form (a capital, a plural, a case).

-grande = Grande
-chica = Chica
-pares = Pares
-juego = Juego
-punto = Punto
-envido = Envido
-ordago =
    { $form ->
       *[upper] Órdago
        [upper-plural] Órdagos
    }
-no_quiero =
    { $form ->
       *[upper] No quiero
        [lower] no quiero
    }
-quiero = Quiero
-vaca =
    { $form ->
       *[upper] Vaca
        [upper-plural] Vacas
    }
-juego_real = Juego real

## The terminal game's seed and seña lines; the rules page's link.

cli-play-seed = Seed dieser Partie: { $seed }. Genau so noch einmal spielen: { $command }
cli-play-own_sena = Du gibst deinem Partner das Zeichen { $sena }.
admin-rules_page = Die vollständigen Regeln mit Beispielen und allen Tischoptionen: { $url }

## The computer players: their personalities and the coach's advice.

ai-personality-club = Klubspieler
ai-personality-prudente = Vorsichtig
ai-personality-farolero = Bluffer
ai-personality-agresivo = Aggressiv
ai-personality-club-help = { -envido } 2, selten und wenig erhöhen, den { -ordago } für starke Blätter und das Ende des Satzes aufheben.
ai-personality-prudente-help = Wie der Klubspieler, blufft aber wenig und will mehr, bevor er { -quiero } sagt.
ai-personality-farolero-help = Wie der Klubspieler, blufft aber oft und gibt weniger Zeichen.
ai-personality-agresivo-help = Hohe Gebote, Erhöhung auf Erhöhung, früh ein { -ordago }.
ai-coach-heading = Tipp
ai-coach-ask = Gib „?“ ein, um einen Tipp zu bekommen.
ai-coach-none = Du hast gerade nichts zu spielen.
ai-coach-mus-cut = Kein Mus: dein Blatt ist besser als { $pct } aller Blätter, und auf deinem Platz lohnt sich Kein Mus ab { $need }.
ai-coach-mus-mus = Mus: dein Blatt ist nur besser als { $pct } aller Blätter; auf deinem Platz lohnt sich Kein Mus erst ab { $need }, also lieber Karten tauschen.
ai-coach-partner_senas = Die Zeichen deines Partners zählen mit.
ai-coach-discard = Leg { $cards } ab und behalte { $kept }: mit den Karten, die noch kommen können, ist das im Schnitt am meisten wert.
ai-coach-discard-all = Leg alle vier ab: mit den Karten, die noch kommen können, lohnt sich keine.
ai-coach-discard-partner = Zeichen deines Partners: { $senas }. Das deckt er ab, also suchst du beim Ablegen den Rest.
ai-coach-open-paso = Paso. Bei { $lance } gewinnt eure Mannschaft nach Ansagen und Zeichen in { $p } der Fälle; ein { -envido } 2 wäre gegenüber Paso { $gain } Punkte wert (angenommen in { $accept } der Fälle).
ai-coach-open-paso-only = Paso. Bei { $lance } gewinnt eure Mannschaft nach Ansagen und Zeichen in { $p } der Fälle.
ai-coach-open-envido = { -envido } { $amount }. Bei { $lance } gewinnt eure Mannschaft nach Ansagen und Zeichen in { $p } der Fälle ({ $called }, wenn angenommen); das Gebot ist gegenüber Paso { $gain } Punkte wert.
ai-coach-bluff = { -envido } 2 als Bluff: bei { $lance } gewinnt eure Mannschaft nur in { $p } der Fälle, aber ab und zu ein Bluff macht deine Gebote schwer zu lesen.
ai-coach-ordago = { -ordago }! Wird er angenommen, gewinnt eure Mannschaft bei { $lance } in { $p } der Fälle; ihr braucht noch { $us } zum Satz, die Gegner { $them }.
ai-coach-ordago-bluff = { -ordago } als Bluff: die Gegner brauchen noch { $them } zum Satz, ihr { $us }; ohne Risiko ist der Satz verloren.
ai-coach-ordago-quiero = { -quiero } zum { -ordago }: bei { $lance } gewinnt eure Mannschaft in { $p } der Fälle, und ohne Annahme bliebe euch eine Chance von { $keep } auf den Satz.
ai-coach-ordago-no_quiero = { -no_quiero } zum { -ordago }: bei { $lance } gewinnt eure Mannschaft nur in { $p } der Fälle, und ohne Annahme habt ihr noch eine Chance von { $keep } auf den Satz.
ai-coach-defer = { -no_quiero }, und dein Partner entscheidet: bei { $lance } gewinnt eure Mannschaft in { $p } der Fälle, das ist zweifelhaft, und dein Partner antwortet noch.
ai-coach-answer-quiero = { -quiero }. Bei { $lance } gewinnt eure Mannschaft in { $p } der Fälle; die { $stake } anzunehmen ist gegenüber { -no_quiero } { $gain } Punkte wert ({ -no_quiero } gäbe den Gegnern { $fold }).
ai-coach-answer-no_quiero = { -no_quiero }. Bei { $lance } gewinnt eure Mannschaft nur in { $p } der Fälle; die { $stake } anzunehmen wäre gegenüber { -no_quiero } { $gain } Punkte wert ({ -no_quiero } gibt den Gegnern { $fold }).
ai-coach-raise = { $amount } más. Bei { $lance } gewinnt eure Mannschaft in { $p } der Fälle; die Erhöhung ist gegenüber einem einfachen { -quiero } { $gain } Punkte wert.
ai-coach-sena = Gib deinem Partner vorher das Zeichen für { $sena }.
ai-coach-play = Am besten: { $action }. Bei { $lance } gewinnt eure Mannschaft in { $p } der Fälle.

## Alt texts of the pictures: what a screen reader says for each picture.

alt-hand = Deine Karten: { $cards } ({ $made }).
alt-pair = { $pair } ({ $players })
alt-and = { $a } und { $b }
alt-score =
    { $pair }: { $score } Punkte, { $juegos } von { $of_juegos } Sätzen, { $vacas } von { $of_vacas ->
        [one] { $of_vacas } { -vaca }
       *[other] { $of_vacas } { -vaca(form: "upper-plural") }
    }
alt-score_final =
    { $pair }: { $juegos } von { $of_juegos } Sätzen, { $vacas } von { $of_vacas ->
        [one] { $of_vacas } { -vaca }
       *[other] { $of_vacas } { -vaca(form: "upper-plural") }
    }
alt-final-juegos = { $a } zu { $b } in Sätzen
alt-final-vacas = { $a } zu { $b } in { -vaca(form: "upper-plural") }
alt-table =
    Mus-Tisch bis { $tantos ->
        [one] { $tantos } Punkt
       *[other] { $tantos } Punkte
    } mit { $reyes } Königen, Runde { $hand }; Vorhand: { $mano }.
alt-turn-mus = Mus? Am Zug: { $players }
alt-mus_rounds = Mus in dieser Runde bisher: { $n }-mal
alt-turn-discard = Ablegen: noch nicht abgelegt haben { $players }
alt-discarded = Schon abgelegt: { $players }
alt-turn-lance = Es geht um { $lance }: am Zug { $players }, noch kein Einsatz
alt-turn-bet = Es geht um { $lance }: { $pair } setzt { $stake }; am Zug: { $players }
alt-turn-ordago = Es geht um { $lance }: { $pair } sagt { -ordago }; am Zug: { $players }
alt-hand_end = Die Runde ist vorbei
alt-match_end = Partie vorbei: { $pair } gewinnt
alt-yes = ja
alt-no = nein
alt-senas = Zeichen gemacht haben: { $players }
alt-hand_shown = { $name }: { $cards } ({ $made })
alt-showdown = Alle Karten auf den Tisch: { $hands }.
alt-count_total = Auswertung: { $pair_a } { $a }, { $pair_b } { $b }
alt-ranking = Rangliste
alt-ranking-server = Rangliste von { $server }
alt-ranking-value =
    { $rating }, { $wins } von { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } gewonnen ({ $percent })
alt-row = { $rank }. { $name }, { $value }
alt-chart =
    Wertung von { $name } über { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }: Start { $start }, höchste { $high }, jetzt { $now }.
alt-chart-empty = Wertung von { $name }: noch keine Partie.
alt-bracket = Turnierbaum des Turniers { $title }
alt-champions = Sieger: { $name }
alt-tie-vs = { $a } gegen { $b }
alt-tie-score = { $a } zu { $b }
alt-tie-walkover = { $name } nicht angetreten
alt-tie-through = { $name } kommt weiter
alt-tie-playing = läuft gerade
alt-tie-bye = { $name } kommt kampflos weiter
alt-standings = Tabelle des Turniers { $title }
alt-standing = { $rank }. { $name }: { $facts }
alt-standing-buchholz = Buchholz { $n }
alt-standing-head_to_head = direkter Vergleich { $n }
alt-standing-juegos = Sätze { $n }
alt-standing-tantos = Punkte { $n }
alt-count-points =
    { $n ->
        [one] { $n } Turnierpunkt
       *[other] { $n } Turnierpunkte
    }
alt-count-won =
    { $n ->
        [one] { $n } gewonnen
       *[other] { $n } gewonnen
    }
alt-count-lost =
    { $n ->
        [one] { $n } verloren
       *[other] { $n } verloren
    }
alt-count-byes =
    { $n ->
        [one] { $n } Freilos
       *[other] { $n } Freilose
    }
alt-count-walkovers =
    { $n ->
        [one] { $n } davon kampflos
       *[other] { $n } davon kampflos
    }
alt-standing-through = kommt weiter
alt-groups = Gruppen des Turniers { $title }

## The Discord bot: table messages, buttons, errors; slash command names and descriptions (cmd-*), which the bot registers with Discord.

bot-dentro = Dentro!
bot-score_pair = **{ $pair }** ({ $players }): { $score } Punkte · Sätze { $juegos } · { -vaca(form: "upper-plural") } { $vacas }
bot-title_hand = Runde { $hand } · Vorhand: { $mano }
bot-title_finished = Partie beendet
bot-title_waiting = Mus-Tisch: Spieler gesucht
bot-title_private = Deine Karten, { $name }
bot-partida_won = 🏆 { $pair } gewinnt die Partie: { $players }
bot-head_start = **{ $pair }** ({ $players }) beginnt nach dem Turnierreglement mit { $juegos ->
        [one] einem gewonnenen Satz
       *[other] { $juegos } gewonnenen Sätzen
    }.
bot-rating_change = { $name }: { $delta } ({ $rating })
bot-league_later = 📋 Wertung und Erfolge dieser Partie werden später eingetragen; das Ergebnis ist schon gespeichert.
bot-next_hand_soon = Die nächste Runde beginnt gleich, oder drück „Nächste Runde“.
bot-turn = Am Zug: { $players } · { $what }
bot-stake =
    Gebot von { $pair }: { $stake ->
        [one] { $stake } Punkt
       *[other] { $stake } Punkte
    }
bot-stake_ordago = { -ordago } von { $pair }
bot-btn-sit_here = Hinsetzen
bot-seat_taken = Besetzt
bot-table_reposted = 🔄 Dieser Tisch wurde hier im neuen Layout neu gepostet; die alte Nachricht reagiert nicht mehr.
bot-table_moved = 🔄 Dieser Tisch wird unten in einer neuen Nachricht fortgesetzt.
bot-auto_playing = 🤖 Zeit abgelaufen für { $players }: ein Bot spielt für sie, bis sie einen Button drücken.
bot-senas_made = ✋ Zeichen in dieser Runde: { $count }
bot-phase-mus = Mus?
bot-phase-discard = Ablegen
bot-waiting_intro = Setz dich auf einen freien Platz; Partner sitzen sich gegenüber. Freie Plätze kann ein Bot füllen.
bot-free_seat = (frei)
bot-level-basic = einfach
bot-level-expert = Experte
bot-level-random = zufällig
bot-rules_line =
    Bis { $tantos ->
        [one] { $tantos } Punkt
       *[other] { $tantos } Punkte
    } · { $juegos ->
        [one] { $juegos } Satz
       *[other] { $juegos } Sätze
    } pro { -vaca } · { $vacas ->
        [one] { $vacas } { -vaca }
       *[other] { $vacas } { -vaca(form: "upper-plural") }
    } · { $reyes ->
        [one] { $reyes } König
       *[other] { $reyes } Könige
    } · { $seconds } s pro Zug
bot-add_ai = Bot hinzufügen…
bot-your_hand = Dein Blatt: { $hand }
bot-sena_from_partner = ✋ { $name } gibt dir ein Zeichen: **{ $sena }** ({ $meaning })
bot-sena_caught = 👀 Du hast ein Zeichen von { $name } erwischt: **{ $sena }** ({ $meaning })
bot-choose_discard = Wähle die Karten, die du ablegst (1 bis 4).
bot-discard_done = Du hast abgelegt; warte auf die anderen.
bot-discard_placeholder = Karten zum Ablegen…
bot-sena_placeholder = Deinem Partner ein Zeichen geben…
bot-your_turn = Du bist dran.
bot-table_opened = Tisch in diesem Kanal eröffnet.
bot-table_closed = Tisch geschlossen.
bot-rules_title = Die Mus-Regeln
bot-restarting = ♻️ Der Bot startet neu; die Partie geht in ein paar Sekunden weiter.
bot-config_saved =
    Gespeichert: Sprache { $lang_name }, bis { $tantos ->
        [one] { $tantos } Punkt
       *[other] { $tantos } Punkte
    }, { $juegos ->
        [one] { $juegos } Satz
       *[other] { $juegos } Sätze
    }, { $vacas ->
        [one] { $vacas } { -vaca }
       *[other] { $vacas } { -vaca(form: "upper-plural") }
    }, { $reyes ->
        [one] { $reyes } König
       *[other] { $reyes } Könige
    }, { $seconds } s pro Zug.
bot-lang_saved = In Ordnung: ich spreche Deutsch mit dir.
bot-synced =
    { $count ->
        [one] { $count } Befehl
       *[other] { $count } Befehle
    } registriert.
bot-btn-sit = Platz { $seat } ({ $pair })
bot-btn-stand = Aufstehen
bot-btn-remove_ai = Bot entfernen
bot-btn-start = Starten
bot-btn-close = Tisch schließen
bot-btn-rematch = Revanche
bot-btn-next = Nächste Runde
bot-btn-cards = Meine Karten
bot-btn-discard = Ablegen
bot-btn-envido = { -envido }
bot-btn-envido_amount = { -envido }…
bot-btn-mas = { -envido } más
bot-btn-subir = Erhöhen…
bot-modal-title_envido = { -envido }: wie viele Punkte?
bot-modal-title_raise = Um wie viele Punkte erhöhen?
bot-modal-amount = Punkte (2 bis 99)
bot-ranking_title = Rangliste des Servers
bot-ranking_empty = Auf diesem Server wurde noch keine Partie gewertet.
bot-profile_title = Statistik von { $name }
bot-profile_empty = { $name } hat hier noch keine Partie gespielt.
bot-history_title = Letzte Partien
bot-history_empty = Auf diesem Server gibt es noch keine Partien.
bot-history_line = { $date } · { $pair0 } { $score0 } – { $score1 } { $pair1 }
bot-history_reported = · an einem echten Tisch gespielt, Ergebnis gemeldet
error-no_table = In diesem Kanal gibt es keinen Tisch. Eröffne einen mit { COMMAND("mus mesa") }.
error-table_here = In diesem Kanal gibt es schon einen Tisch.
error-table_exists = In diesem Kanal gibt es schon einen Tisch: { $link }
error-bad_seconds = Sekunden pro Zug: 10 bis 3600.
error-already_started = Die Partie hat schon begonnen.
error-already_seated = Du sitzt schon an diesem Tisch.
error-table_full = Der Tisch ist voll.
error-bad_seat = Diesen Platz gibt es nicht.
error-seat_taken = Dieser Platz ist besetzt.
error-not_seated = Du sitzt nicht an diesem Tisch.
error-bad_level = Unbekannte Stufe; wähle: { $levels }.
error-no_ai = Es gibt keinen Bot zum Entfernen.
error-not_full = Es fehlen Spieler: besetze alle vier Plätze (oder füge Bots hinzu).
error-no_humans = Mindestens ein Mensch muss am Tisch sitzen.
error-not_finished = Die Partie ist noch nicht zu Ende.
error-not_creator = Nur wer den Tisch eröffnet hat (oder den Kanal verwalten darf), kann ihn schließen.
error-hand_over = Diese Runde ist schon gezählt; warte auf die nächste.
error-already_discarded = Du hast schon abgelegt.
error-no_pares = Du hast keine { -pares }: bei dieser Wette sprichst du nicht.
error-no_juego = Du hast kein { -juego }: bei dieser Wette sprichst du nicht.
error-not_your_turn = Du bist nicht dran: es warten alle auf { $players }.
error-hand_not_over = Die Runde ist noch nicht vorbei.
error-illegal = Dieser Zug ist jetzt nicht erlaubt (Regel { $rule }; siehe { COMMAND("mus reglas") }).
error-store = Der Zug konnte nicht gespeichert werden und zählt nicht. Bitte noch einmal.
error-stale = Das ist vorbei: dieser Button gehört zu einer früheren Runde oder einem geschlossenen Tisch.
error-bad_input = Diese Auswahl habe ich nicht verstanden.
error-bad_amount = „{ $amount }“ ist keine gültige Zahl: gib eine Zahl von 2 bis 99 ein.
error-not_started = Die Partie hat noch nicht begonnen.
error-missing_permissions = Ich kann in diesem Kanal nicht spielen: mir fehlen Rechte ({ $perms }). Bitte einen Admin darum.
error-missing_user_permissions = Dazu fehlt dir die Berechtigung.
error-guild_only = Dieser Befehl geht nur auf einem Server.
error-not_allowed = Diesen Befehl kannst du nicht benutzen.
error-internal = Im Bot ist etwas schiefgegangen; es wurde nichts geändert. Wenn das wieder passiert, sag es der Person, die ihn betreibt.
error-bad_option-choices = `{ $option }` kann nicht { $value } sein: wähle { $choices }.
error-bad_option-range = `{ $option }` geht von { $low } bis { $high }; { $value } ist nicht erlaubt.
error-bad_option-flag = `{ $option }` ist ja oder nein.
error-bad_lang = Unbekannte Sprache: wähle es, en, de, eu oder fr.
error-not_owner = Das darf nur der Besitzer des Bots.
cmd-mus = mus
cmd-mus-desc = Mus spielen
cmd-mesa = tisch
cmd-mesa-desc = Einen Mus-Tisch in diesem Kanal eröffnen
cmd-reglas = regeln
cmd-reglas-desc = Die Mus-Regeln, wie der Bot sie spielt
cmd-cerrar = schliessen
cmd-cerrar-desc = Den Tisch dieses Kanals schließen
cmd-ranking = rangliste
cmd-ranking-desc = Die Rangliste des Servers
cmd-stats = statistik
cmd-stats-desc = Die Statistik eines Spielers
cmd-historial = verlauf
cmd-historial-desc = Die letzten Partien des Servers
cmd-config = einstellungen
cmd-config-desc = Sprache und Standardoptionen des Servers
cmd-idioma = sprache
cmd-idioma-desc = Die Sprache, in der der Bot mit dir spricht
cmd-sync = sync
cmd-sync-desc = Befehle registrieren (nur der Besitzer des Bots)
cmd-opt-tantos-desc = Punkte pro Satz (40 oder 30)
cmd-opt-juegos-desc = Sätze für eine { -vaca } (1 bis 5)
cmd-opt-vacas-desc = { -vaca(form: "upper-plural") } für die Partie (1 bis 3)
cmd-opt-reyes-desc = 8 Könige (jede 3 zählt als König, jede 2 als Ass) oder 4 Könige
cmd-opt-juego_real-desc = { -juego_real }: drei Siebener und eine Bildkarte schlagen jede andere 31
cmd-opt-cuatro_siete-desc = 4-5-6-7: wer es beim ersten Austeilen hat, darf es zeigen und neue Karten bekommen
cmd-opt-senas_libres-desc = Jedes Zeichen erlauben (sonst nur wahre)
cmd-opt-pillar_senas-desc = Wahrscheinlichkeit (%), dass ein Gegner ein Zeichen erwischt
cmd-opt-segundos-desc = Sekunden pro Zug (10 bis 600)
cmd-opt-orden-desc = Nach Wertung, Siegquote oder MSST sortieren
cmd-opt-todo-desc = Alle Saisons statt der aktuellen
cmd-opt-jugador-desc = Der Spieler (du, wenn du niemanden wählst)
cmd-opt-idioma-desc = Sprache
cmd-opt-nueva_temporada-desc = Eine neue Saison der Rangliste beginnen
bot-profile-partidas = Partien: { $won } von { $played } gewonnen ({ $rate })
bot-profile-juegos = Sätze: { $won } von { $played } gewonnen
bot-profile-hands = Runden: { $won } von { $played } gewonnen · { $pph } Punkte pro Runde
bot-profile-lances = Gewonnene Wetten: { -grande } { $grande } · { -chica } { $chica } · { -pares } { $pares } · { -juego } { $juego } · { -punto } { $punto }
bot-profile-envites = Einsätze: { $made } gemacht · { $accepted } angenommen · { $refused } abgelehnt
bot-profile-ordagos = { -ordago(form: "upper-plural") }: { $made } angesagt · { $won } gewonnen
bot-profile-mus_cut = Sagt „kein Mus“: in { $rate } der Fälle
bot-profile-rating = Wertung: { $rating } (Platz { $rank })
bot-profile-partner = Lieblingspartner: { $name }
bot-press_cards_again = 🔄 { $players }: drück noch einmal „Meine Karten“, um dein aktuelles Blatt zu sehen.

## The server's settings command, and what players and admins are told when something fails.

faults-message_removed = 🗑️ Die vorige Nachricht des Tisches wurde gelöscht: die Partie geht hier weiter.
faults-paused = ⏸️ Der Tisch ist pausiert: dem Bot fehlt in diesem Kanal die Berechtigung { $perms }, um ihn zu zeigen. Solange spielt niemand für jemand anderen; es geht weiter, sobald die Serververwaltung sie zurückgibt.
faults-paused_after_press = ⏸️ Erledigt, aber der Tisch ist jetzt pausiert: Dem Bot fehlt in diesem Kanal die Berechtigung { $perms }, um ihn zu zeigen. Solange spielt niemand für jemand anderen; es geht weiter, sobald die Serververwaltung sie zurückgibt.
faults-paused_channel = ⏸️ { $user }: dein Tisch ist pausiert, weil dem Bot in diesem Kanal die Berechtigung { $perms } fehlt. Es geht weiter, sobald er sie wieder hat.
faults-paused_list = ⏸️ Pausierte Tische (dem Bot fehlt eine Berechtigung): { $tables }
faults-wrong_channel = Dieser Button gehört nicht zum Tisch dieses Kanals: nichts wurde geändert.
faults-private_control = Das wählst du in deiner privaten Nachricht „Meine Karten“: nichts wurde geändert.
cmd-mus_admin = mus-admin
cmd-mus_admin-desc = Mus-Einstellungen dieses Servers (für die Serververwaltung)

## The game: cards, lances, actions, events, the count, señas, rule options, the rules.

card-rank-1 = Ass
card-rank-2 = Zwei
card-rank-3 = Drei
card-rank-4 = Vier
card-rank-5 = Fünf
card-rank-6 = Sechs
card-rank-7 = Sieben
card-rank-10 = Bube
card-rank-11 = Reiter
card-rank-12 = König
card-ranks-1 = Asse
card-ranks-2 = Zweier
card-ranks-3 = Dreier
card-ranks-4 = Vierer
card-ranks-5 = Fünfer
card-ranks-6 = Sechser
card-ranks-7 = Siebener
card-ranks-10 = Buben
card-ranks-11 = Reiter
card-ranks-12 = Könige
card-suit-o = Münzen
card-suit-c = Kelche
card-suit-e = Schwerter
card-suit-b = Stäbe
card-suit_of-o = Münzen
card-suit_of-c = Kelche
card-suit_of-e = Schwerter
card-suit_of-b = Stäbe
card-name = { $rank } der { $suit }
lance-grande = { -grande }
lance-chica = { -chica }
lance-pares = { -pares }
lance-juego = { -juego }
lance-punto = { -punto }
lance-grande-help = Große Wette: Die höchsten Karten gewinnen.
lance-chica-help = Kleine Wette: Die niedrigsten Karten gewinnen.
lance-pares-help = Paarwette: Paar, Drilling oder Duples; nur wer welche hat, wettet mit.
lance-juego-help = Spielwette: 31 Punkte oder mehr; 31 ist am besten.
lance-punto-help = Hat niemand { -juego }: Die höchste Summe gewinnt.
word-mus = Mus
word-no_mus = kein Mus
word-paso = Paso
word-envido = { -envido }
word-mas = más
word-ordago = { -ordago }
word-quiero = { -quiero }
word-no_quiero = { -no_quiero }
word-discard = Karten ablegen
word-show4567 = 4-5-6-7 zeigen
word-sena = Zeichen
word-and = und
word-you = du
word-mus-help = Mus: Karten austauschen, wenn alle vier einverstanden sind.
word-no_mus-help = Kein Mus: mit diesen Karten wird gespielt.
word-paso-help = Warten, ohne zu bieten.
word-envido-help = Bieten: 2 Punkte oder mehr.
word-mas-help = Das Gebot erhöhen.
word-ordago-help = Um den ganzen Satz wetten.
word-quiero-help = Das Gebot annehmen.
word-no_quiero-help = Das Gebot ablehnen (passen).
word-discard-help = 1 bis 4 Karten zum Ablegen wählen.
word-show4567-help = 4-5-6-7 zeigen und vier neue Karten bekommen.
word-sena-help = Dem Partner ein Zeichen geben.
action-discard = ablegen: { $cards }
action-envido = { -envido } { $amount }
action-sena = Zeichen: { $sena }
action-next_hand = nächste Runde
declare-pares-yes = { -pares }
declare-pares-no = keine { -pares }
declare-juego-yes = { -juego }
declare-juego-no = kein { -juego }
pares-0 = keine { -pares }
pares-1 = ein Paar
pares-2 = Drilling
pares-3 = Duples (zwei Paare)
hand-pares-1 = ein Paar { $rank }
hand-pares-2 = ein Drilling { $rank }
hand-pares-3 = Duples ({ $high } und { $low })
hand-pares-3same = Duples (vier { $rank })
hand-juego = { -juego } mit { $points }
hand-juego31 = { -juego } mit 31
hand-punto = { -punto } mit { $points }
outcome-paso = en paso (alle warten)
outcome-querido = angenommen
outcome-folded = abgelehnt
outcome-no_bet = keine Wette
outcome-not_played = entfällt
outcome-ordago = { -ordago } angenommen
count-title = Auswertung
count-why-paso = en paso
count-why-envite = Einsatz
count-why-deje = abgelehnt
count-why-pareja = Paar
count-why-medias = Drilling
count-why-duples = Duples
count-why-juego31 = 31
count-why-juego = { -juego }
count-why-punto = { -punto }
count-why-ordago = { -ordago }
event-hand_dealt = Runde { $number }, Vorhand: { $name }.
event-hand_dealt-you = Runde { $number }: Du bist Vorhand.
event-cards_dealt = Deine Karten: { $cards }.
event-spoke = { $name }: { $word }.
event-showed_4567 = { $name } zeigt 4-5-6-7 und bekommt vier neue Karten.
event-showed_4567-you = Du zeigst 4-5-6-7 und bekommst vier neue Karten.
event-discarded =
    { $count ->
        [one] { $name } legt eine Karte ab.
       *[other]
            { $name } legt { $count ->
                [one] { $count } Karte
               *[other] { $count } Karten
            } ab.
    }
event-discarded-you =
    { $count ->
        [one] Du legst eine Karte ab.
       *[other]
            Du legst { $count ->
                [one] { $count } Karte
               *[other] { $count } Karten
            } ab.
    }
event-stock_reshuffled =
    Der Stapel ist leer: Die abgelegten Karten werden neu gemischt ({ $size ->
        [one] { $size } Karte
       *[other] { $size } Karten
    }).
event-lance_started = Jetzt: { $lance }.
event-lance_started-some = Jetzt: { $lance }. Mit dabei: { $players }.
event-lance_started-some-you = Jetzt: { $lance }. Mit dabei: { $players }.
event-declared = { $name }: { $declaration }.
event-bet = { $name }: { $word }.
event-bet-envido = { $name }: { -envido } { $amount }.
event-bet-mas = { $name }: { $amount } más (jetzt { $stake }).
event-bet-ordago = { $name }: { -ordago }!
event-lance_closed = { $lance }: { $outcome }.
event-lance_closed-paso = { $lance }: Alle warten, en paso.
event-lance_closed-querido = { $lance }: angenommen, Einsatz { $stake }; wird bei der Auswertung bezahlt.
event-lance_closed-folded = { $lance }: { -no_quiero }; { $pair } gewinnt die Wette.
event-lance_closed-no_bet = { $lance }: Nur { $pair } spielt mit; keine Wette.
event-lance_closed-not_played = { $lance }: Niemand hat welche; die Wette entfällt.
event-lance_closed-ordago = { $lance }: { -ordago } angenommen! Alle Karten auf den Tisch.
event-deje =
    { $points ->
        [one] { $lance }: { $pair } bekommt sofort 1 Punkt.
       *[other]
            { $lance }: { $pair } bekommt sofort { $points ->
                [one] { $points } Punkt
               *[other] { $points } Punkte
            }.
    }
event-dentro = { $pair }: Dentro! (höchstens 5 Punkte fehlen)
event-showdown = Alle Karten auf den Tisch: { $hands }.
event-showdown-hand = { $name }: { $cards }
event-ordago_won = { -ordago } bei { $lance }: { $name } hat das beste Blatt ({ $pair }).
event-ordago_won-you = { -ordago } bei { $lance }: Du hast das beste Blatt ({ $pair }).
event-count_line = { $lance }, { $why }: +{ $points } für { $pair }.
event-count_line-seat = { $lance }, { $why } ({ $name }): +{ $points } für { $pair }.
event-count_line-ordago = { $lance }, { -ordago } ({ $name }): { $pair } gewinnt.
event-juego_won = { $pair } gewinnt den Satz! Sätze: { $a }–{ $b }.
event-vaca_won = { $pair } gewinnt die { -vaca }! { -vaca(form: "upper-plural") }: { $a }–{ $b }.
event-partida_won = { $pair } gewinnt die Partie!
event-sena_made = { $name } gibt ein Zeichen.
event-sena_made-you = Du gibst ein Zeichen.
event-sena_seen = Zeichen deines Partners { $name }: { $sena } ({ $gesture }).
event-sena_seen-caught = Du hast das Zeichen von { $name } an den eigenen Partner erwischt: { $sena } ({ $gesture }).
sena-dos_reyes = zwei Könige
sena-dos_reyes-meaning = Ich habe zwei Könige.
sena-dos_reyes-gesture = mittig auf die Unterlippe beißen
sena-tres_reyes = drei Könige
sena-tres_reyes-meaning = Ich habe drei Könige.
sena-tres_reyes-gesture = seitlich auf die Unterlippe beißen
sena-dos_ases = zwei Asse
sena-dos_ases-meaning = Ich habe zwei Asse.
sena-dos_ases-gesture = die Zungenspitze mittig zeigen
sena-tres_ases = drei Asse
sena-tres_ases-meaning = Ich habe drei Asse.
sena-tres_ases-gesture = die Zungenspitze seitlich zeigen
sena-medias = Drilling
sena-medias-meaning = Ich habe einen Drilling.
sena-medias-gesture = eine Backe verziehen
sena-duples = Duples
sena-duples-meaning = Ich habe Duples (zwei Paare).
sena-duples-gesture = die Augenbrauen heben
sena-treinta_y_una = 31
sena-treinta_y_una-meaning = Ich habe { -juego } mit 31.
sena-treinta_y_una-gesture = zwinkern
sena-juego = { -juego }, nicht 31
sena-juego-meaning = Ich habe { -juego }, aber nicht 31.
sena-juego-gesture = einen Kussmund machen
sena-treinta_punto = 30 beim { -punto }
sena-treinta_punto-meaning = Ich habe 30, das beste { -punto }.
sena-treinta_punto-gesture = die Schultern heben
sena-veintinueve_punto = 29 beim { -punto }
sena-veintinueve_punto-meaning = Ich habe 29 beim { -punto }.
sena-veintinueve_punto-gesture = die linke Schulter heben
sena-ciego = Ciego (blind)
sena-ciego-meaning = Ich habe weder { -pares } noch { -juego }.
sena-ciego-gesture = die Augen schließen
rules-title = Tischoptionen
rules-reyes = Könige
rules-reyes-help = 8 Könige: Jede 3 zählt als König, jede 2 als Ass. 4 Könige: Jede Karte zählt für sich.
rules-tantos = Punkte pro Satz
rules-tantos-help = Punkte für einen Satzgewinn.
rules-juegos = Sätze pro { -vaca }
rules-juegos-help = Gewonnene Sätze für eine { -vaca }.
rules-vacas = { -vaca(form: "upper-plural") } pro Partie
rules-vacas-help = Gewonnene { -vaca(form: "upper-plural") } für die Partie.
rules-juego_real = { -juego_real }
rules-juego_real-help = Drei 7er und eine Bildkarte (31) schlagen jede andere 31.
rules-redeal_4567 = 4-5-6-7
rules-redeal_4567-help = Wer beim ersten Austeilen 4-5-6-7 hat, darf es zeigen und bekommt vier neue Karten.
rules-senas_libres = Freie Zeichen
rules-senas_libres-help = Alle Zeichen anbieten, nicht nur die wahren.
rules-pillar_senas = Zeichen erwischen
rules-pillar_senas-help = Wahrscheinlichkeit, dass ein Gegner ein Zeichen erwischt.
rules-value-yes = an
rules-value-no = aus
rules-seconds-help = Die Zeit für jeden Zug; läuft sie ab, spielt ein Bot für dich, bis du einen Button drückst.
rules-page-option = Option in `/mus mesa`
rules-page-values = Werte
rules-page-default = Standard
rules-page-rule = Regel
rules-page-changes = was sie ändert
rules-page-range = { $low } bis { $high }
rules-value-reyes =
    { $n ->
        [one] { $n } König
       *[other] { $n } Könige
    }
pair-0 = Mannschaft A
pair-1 = Mannschaft B
seat-default = Platz { $n }
seat-mano = Vorhand
seat-postre = Rückhand
score-tanto = Punkt
score-tantos = Punkte
score-piedra = Piedra
score-piedras = Piedras
score-amarraco = Amarraco
score-amarracos = Amarracos
score-juego = Satz
score-juegos = Sätze
score-vaca = { -vaca }
score-vacas = { -vaca(form: "upper-plural") }
score-partida = Partie
score-dentro = Dentro!
summary-title = Mus-Regeln
summary-cards-title = Karten und Plätze
summary-cards = Spanisches Blatt, 40 Karten; Farben zählen nie. Mit 8 Königen (Standard) gilt jede 3 als König, jede 2 als Ass. Rang: König, Reiter, Bube, 7, 6, 5, 4, (3, 2), Ass. Für { -juego } und { -punto } zählen Bildkarten 10, die anderen ihren Wert. Zwei Mannschaften; Partner sitzen sich gegenüber. Die Vorhand spricht zuerst und gewinnt bei Gleichstand (sonst, wer näher an ihr sitzt). Jede Runde rückt die Vorhand einen Platz weiter.
summary-deal-title = Austeilen und Mus
summary-deal = Jeder bekommt 4 Karten. Ab der Vorhand sagt jeder „Mus“ (Karten austauschen) oder „kein Mus“. Ein „kein Mus“ beendet das, die Wetten beginnen. Sagen alle vier Mus, legt jeder gleichzeitig 1 bis 4 Karten ab und bekommt ebenso viele; dann wird neu gefragt. Ist der Stapel leer, werden die abgelegten Karten gemischt. Option 4-5-6-7 (aus): Wer es beim ersten Austeilen hat, darf es zeigen und bekommt vier neue Karten.
summary-lances-title = Die vier Wetten
summary-lances = { -grande } (große Wette): Die höchsten Karten gewinnen, von oben verglichen. { -chica } (kleine Wette): die niedrigsten, von unten. { -pares }: Paar (1 Punkt) < Drilling (2) < Duples (zwei Paare, 3); bei gleicher Art die höheren Karten. { -juego }: ab 31 Punkten; Folge 31, 32, 40, 37, 36, 35, 34, 33; 31 zählt 3, sonst 2. { -juego_real } (Option, an): Drei 7er und eine Bildkarte schlagen jede 31. { -punto }: nur wenn niemand { -juego } hat; die höchste Summe gewinnt (30 am besten), 1 Punkt extra.
summary-betting-title = Bieten
summary-betting = Vor { -pares } und { -juego } sagt der Bot an, wer welche hat; nur diese wetten. Hat nur eine Mannschaft welche, punktet sie ohne Wette bei der Auswertung; hat niemand { -juego }, wird { -punto } gespielt. Ab der Vorhand: Paso (warten), { -envido } N (ab 2) oder { -ordago } (um den Satz); warten alle, bleibt die Wette en paso. Auf ein Gebot sagt jeder Gegner in der Wette { -quiero } (annehmen), N más (erhöhen), { -ordago } oder { -no_quiero } (passen). Passt eine ganze Mannschaft, bekommen die Bieter sofort 1 Punkt für das erste Gebot, sonst den Einsatz vor ihrer letzten Erhöhung ({ -envido } 2, 3 más, 2 más, { -no_quiero }: 5). { -ordago } angenommen: Aufdecken, das beste Blatt der Wette gewinnt den Satz. Wer die Punktzahl erreicht, gewinnt sofort.
summary-count-title = Auswertung
summary-count = Reihenfolge: { -grande }, { -chica }, { -pares }, { -juego } oder { -punto }. { -grande } und { -chica }: en paso 1 Punkt, sonst der Einsatz, für das beste Blatt. { -pares } und { -juego }: Einsatz (0 en paso) plus die Punkte beider Spieler der siegreichen Mannschaft; nach einer Ablehnung nur diese Punkte. { -punto }: en paso 1, sonst Einsatz plus 1; nach einer Ablehnung 1. Die Auswertung endet, sobald eine Mannschaft den Satz gewinnt.
summary-score-title = Sätze, { -vaca(form: "upper-plural") } und Partie
summary-score = Ein Satz geht bis 40 Punkte (Option: 30), dann beginnen beide bei 0. Fehlen höchstens 5 Punkte, sagt der Bot „Dentro!“. Eine { -vaca } sind 2 Sätze (Option: 1 bis 5), die Partie 1 { -vaca } (Option: 1 bis 3). Gezählt wird mit Piedras (1) und Amarracos (5).
summary-senas-title = Zeichen
summary-senas = Partner dürfen offizielle Zeichen geben. Der Bot bietet nur wahre Zeichen an (Option freie Zeichen: alle). Der Partner sieht das Zeichen, der Tisch nur, dass eines gegeben wurde. Jeder Gegner erwischt es mit 10 % Wahrscheinlichkeit (Option). Die Zeichen:

## History and fair play: replays of a hand, the verifiable shuffle, pairs, logros, seasons.

history-hand_id = Runde #{ $id }
history-btn-replay = Runde ansehen
history-replay-title = Runde #{ $id } · Runde { $number } der Partie { $partida }
history-replay-step = Schritt { $step } von { $steps }
history-replay-as_player = Du siehst deine Karten und deine Zeichen, wie in der Partie.
history-replay-as_spectator = Du siehst die Runde wie der Tisch: die Karten erst bei der Abrechnung.
history-error-bad_hand_id = „{ $text }“ ist keine Rundennummer: gib die am Ende der Runde gezeigte ein, z. B. #4821.
history-error-hand_not_found = Es gibt keine Runde #{ $id }, die du sehen kannst.
history-error-partida_not_found = Es gibt keine Partie { $partida }, die du sehen kannst.
history-error-replay_here = Diese Knöpfe blättern eine Wiederholung in ihrer eigenen privaten Nachricht durch; hier tun sie nichts. Drücke „{ $button }“ oder nutze { COMMAND("mus mano") }.
history-error-no_log = Runde #{ $id } lässt sich nicht mehr ansehen: ihre Züge sind nicht gespeichert.
history-commitment_line = 🔒 Festlegung des Mischens (SHA-256): `{ $commitment }`
history-seed_line = 🔓 Seed aufgedeckt: `{ $seed }` · prüfe ihn mit { COMMAND("mus verificar") } (Partie { $partida })
history-verify-title = Prüfung der Partie { $partida }
history-verify-not_found = Es gibt keine Partie { $partida }.
history-verify-not_revealed = Partie { $partida } läuft noch: der Seed wird erst am Ende aufgedeckt.
history-verify-reported = Partie { $partida } wurde an einem echten Tisch gespielt und ihr Ergebnis von den Mannschaften gemeldet: sie hat weder Runden noch Seed, es gibt also nichts zu überprüfen.
history-verify-ok =
    ✅ Alles stimmt: { $hands ->
        [one] die Runde folgt
       *[other] alle { $hands } Runden folgen
    } aus dem aufgedeckten Seed und den gespeicherten Zügen.
history-verify-failed = ❌ Partie { $partida } stimmt nicht: { $count } Abweichungen.
history-verify-commitment = Festlegung: { $commitment }
history-verify-seed = Seed: { $seed } · Mischverfahren Version { $version }
history-verify-no_commitment = Diese Partie wurde gespielt, bevor der Bot Festlegungen zeigte: geprüft werden die Runden, nicht die Festlegung.
history-verify-no_log = Die Züge dieser Partie sind nicht mehr gespeichert: sie lässt sich nicht nachspielen.
history-verify-bad_seed = Der aufgedeckte Seed „{ $seed }“ ist keine Zahl.
history-verify-commitment_mismatch = Der Seed passt nicht zur Festlegung: sein SHA-256 ist { $hash }.
history-verify-first_mano_mismatch = In der ersten Runde hatte Platz { $seat } die Vorhand; der Seed ergibt Platz { $expected }.
history-verify-seating = Mit dem Seed festgelegt: Platz { $seat } hat die erste Vorhand; Plätze: { $seats }.
history-verify-first_mano_changed = In der ersten Runde hatte Platz { $seat } die Vorhand; festgelegt war Platz { $committed }.
history-verify-seats_changed = Die gespeicherten Plätze ({ $recorded }) sind nicht die festgelegten ({ $committed }).
history-verify-seating_mismatch = Seed, Vorhand und Plätze wie gespeichert passen nicht zur Festlegung: ihr SHA-256 ist { $hash }.
history-verify-first_mano_drawn = Platz { $seat } hatte die erste Vorhand durch die Auslosung des Turniers; diese Version des Mischens legte sie nicht fest, sie gilt also wie gespeichert.
history-verify-no_moves = Von Partie { $partida } sind Runden und Ergebnis gespeichert, aber keine Züge (Partien von `musbot tournament simulate` speichern keine): Sie lässt sich nicht nachspielen, also weder bestätigen noch widerlegen.
history-verify-illegal_action = Zug { $seq } ist mit diesen Karten nicht möglich ({ $reason }).
history-verify-hand_not_recorded = Runde { $hand } ist nicht gespeichert.
history-verify-hand_not_played = Runde { $hand } ist gespeichert, aber die Züge reichen nicht bis dorthin.
history-verify-cards_mismatch = Runde { $hand }, Platz { $seat }: gespeichert { $recorded }, ausgeteilt { $dealt }.
history-verify-count_mismatch = Runde { $hand }: die gespeicherte Abrechnung ist nicht die der ausgeteilten Karten.
history-verify-points_mismatch =
    Runde { $hand }: gespeichert { $recorded ->
        [one] { $recorded } Punkt
       *[other] { $recorded } Punkte
    }, gespielt { $played }.
history-verify-result_mismatch = Das gespeicherte Ergebnis der Partie ist nicht das ihrer Züge.
history-pair-title = Mannschaft: { $a } und { $b }
history-pair-record =
    { $partidas ->
        [one] { $partidas } Partie
       *[other] { $partidas } Partien
    } zusammen · { $won } gewonnen ({ $rate }) · Sätze: { $juegos_won } von { $juegos }
history-pair-strength = Stärke der Mannschaft: { $strength }
history-pair-unrated = Stärke der Mannschaft: noch nicht bewertet
history-pair-best_rival = Gegen diese Mannschaft gewinnt ihr am meisten: { $a } und { $b } ({ $won }-{ $lost })
history-pair-worst_rival = Diese Mannschaft schlägt euch am meisten: { $a } und { $b } ({ $won }-{ $lost })
history-pair-never = { $a } und { $b } haben auf diesem Server noch nicht zusammen gespielt.
history-pair-same_player = Wähle jemand anderen: zu einer Mannschaft gehören zwei.
history-ranking-pairs_title =
    Mannschaftsrangliste (mindestens { $min ->
        [one] { $min } Partie
       *[other] { $min } Partien
    } zusammen)
history-ranking-pairs_empty =
    Noch keine Mannschaft hat { $min ->
        [one] { $min } Partie
       *[other] { $min } Partien
    } zusammen gespielt.
history-ranking-pair_row = { $rank }. { $a } und { $b }: { $won } von { $partidas } ({ $rate }) · Stärke { $strength }
history-config-pair_min = Partien zusammen für die Mannschaftsrangliste: { $min }
history-achievements-title = Erfolge
history-achievements-none = Noch keine Erfolge.
history-achievement-earned = 🏅 { $name } erreicht „{ $title }“: { $description }
history-achievement-again = 🏅 { $name }: „{ $title }“ schon wieder (×{ $times })
achievement-primera-name = Erster Sieg
achievement-primera-desc = Deine erste Partie gewinnen.
achievement-ordago-name = { -ordago }!
achievement-ordago-desc = Ein { -ordago } ansagen, das angenommen wird, und es gewinnen.
achievement-farol-name = Bluff
achievement-farol-desc = Die Gegner sagen { -no_quiero } zu deinem Einsatz, obwohl sie das bessere Blatt hatten.
achievement-real-name = { -juego_real }
achievement-real-desc = Das { -juego } mit dem { -juego_real } gewinnen: drei 7er und eine Bildkarte.
achievement-zapatero-name = Zapatero
achievement-zapatero-desc = Einen Satz gewinnen, ohne dass die Gegner einen einzigen Punkt machen.
achievement-remontada-name = Aufholjagd
achievement-remontada-desc = Einen Satz gewinnen, in dem ihr bei null wart, als die Gegner schon „Dentro!“ riefen.
achievement-vaca_perfecta-name = Perfekte { -vaca }
achievement-vaca_perfecta-desc = Eine { -vaca } mit drei oder mehr Sätzen gewinnen, ohne einen zu verlieren.
achievement-companeros-name = Blindes Verständnis
achievement-companeros-desc = Zehn Partien mit demselben Partner spielen (einmal je Partner).
history-season-closed_title = Ende der Saison { $season }
history-season-champions = 🏆 Meister: { $names }
history-season-no_champions = In dieser Saison hat niemand gespielt: es gibt keine Meister.
history-season-top_players = Beste Spieler
history-season-top_pairs = Beste Mannschaften
history-season-new = Saison { $season } beginnt.
history-season-schedule-monthly = monatlich
history-season-schedule-quarterly = vierteljährlich
history-season-schedule-none = manuell
history-season-role_moved = Die Rolle { $role } geht an { $names }.
history-season-role_no_permission = Ich konnte die Meisterrolle nicht vergeben: mir fehlt die Berechtigung „Rollen verwalten“. Die Saison wurde trotzdem beendet.
history-season-role_too_high = Ich konnte die Rolle { $role } nicht vergeben: sie steht über meiner. Schiebe meine Rolle in Servereinstellungen → Rollen nach oben. Die Saison wurde trotzdem beendet.

## History and fair play on Discord: the commands, their options and answers.

cmd-mano = runde
cmd-mano-desc = Eine gespielte Runde Schritt für Schritt ansehen
cmd-verificar = prüfen
cmd-verificar-desc = Prüfen, dass die Karten einer Partie aus ihrem Seed stammen
cmd-pareja = mannschaft
cmd-pareja-desc = Deine Bilanz mit einem Partner auf diesem Server
cmd-opt-mano_id-desc = Die Nummer der Runde, z. B. #4821
cmd-opt-partida_id-desc = Die Nummer der Partie (am Ende gezeigt, mit dem Seed)
cmd-opt-companero-desc = Dein Partner
cmd-opt-pareja_minimo-desc = Partien zusammen für die Mannschaftsrangliste (1 bis 1000)
cmd-opt-temporada_auto-desc = Die Saison von selbst jeden Monat oder jedes Quartal beenden, oder nur manuell
cmd-opt-rol_campeones-desc = Die Rolle, die an die Meister jeder Saison geht
cmd-opt-canal_campeones-desc = Der Kanal für die Meisternachricht
cmd-choice-parejas = Mannschaften
history-hand_line = 🔎 { $hand }: „Runde ansehen“ zeigt sie Schritt für Schritt.
history-replay-nothing_seen = In diesem Schritt ist nichts Neues zu sehen.
history-stats-achievement = 🏅 { $title }
history-stats-achievement_times = 🏅 { $title } ×{ $times }
history-config-league =
    Mannschaftsrangliste: { $min ->
        [one] { $min } Partie
       *[other] { $min } Partien
    } zusammen · Saisons: { $schedule } · Meisterrolle: { $role } · Meisterkanal: { $channel }
history-config-unset = keine
history-season-closed_reply = Ich habe die Saison { $season } beendet; die Meisternachricht steht in { $channel }.
history-season-not_posted = Ich habe die Saison { $season } beendet, konnte die Meisternachricht aber nicht in { $channel } posten: erlaube mir dort, den Kanal zu sehen, Nachrichten zu senden und Dateien anzuhängen.
history-season-role_missing = Die gewählte Meisterrolle gibt es nicht mehr: wähle mit { COMMAND("mus_admin config") } eine andere. Die Saison wurde trotzdem beendet.
history-season-row_player = { $place }. { $name } · { $rating } · { $won } von { $partidas }
history-season-row_pair = { $place }. { $a } und { $b } · { $won } von { $partidas }
render-season-title = Saison { $season }
render-season-champions = Meister
render-season-rating = Wertung
render-season-won = gewonnen
alt-season = Ende der Saison { $season }. { $champions } Beste Spieler: { $players }. Beste Mannschaften: { $pairs }.
alt-season-champions = Meister: { $names }.
alt-season-row = { $place }. { $name }, { $won } von { $partidas }
alt-achievements = Erfolge: { $list }.

## A server's presets of table options, and inviting people to a table.

cmd-jugar_al_mus = Mus spielen
cmd-opt-preset-desc = Eine Vorlage des Servers (die mitgegebenen Optionen ändern sie)
cmd-opt-guardar_preset-desc = Die angegebenen Optionen als Vorlage mit diesem Namen speichern
cmd-opt-borrar_preset-desc = Die Vorlage mit diesem Namen löschen
cmd-opt-presets-desc = Die Vorlagen des Servers zeigen
preset-saved = Vorlage „{ $name }“ gespeichert ({ $count } von { $most }): { $options }. Nutze sie mit { COMMAND("mus mesa") } preset:{ $name }
preset-replaced = Vorlage „{ $name }“ geändert: { $options }.
preset-deleted = Vorlage „{ $name }“ gelöscht.
preset-list_title = Vorlagen des Servers ({ $count } von { $most })
preset-line = **{ $name }**: { $options }
preset-list_empty = Dieser Server hat keine Vorlagen. Ein Admin speichert sie mit { COMMAND("mus_admin config") } guardar_preset:Name und den Tischoptionen.
preset-plain = die Standardoptionen
preset-seconds = { $seconds } s pro Zug
preset-error-bad_name = „{ $name }“ taugt nicht als Name einer Vorlage: 1 bis { $most } Zeichen in einer Zeile.
preset-error-full = Dieser Server hat schon { $most } Vorlagen, mehr geht nicht. Lösche zuerst eine mit { COMMAND("mus_admin config") } borrar_preset.
preset-error-mixed = Vorlagen speichern, löschen oder zeigen geht nur für sich: guardar_preset mit den Tischoptionen, oder borrar_preset allein, oder presets allein (ohne Sprache und neue Saison). Nichts wurde geändert.
preset-error-unknown = Dieser Server hat keine Vorlage „{ $name }“. Er hat: { $names }.
preset-error-none = Dieser Server hat keine Vorlage „{ $name }“ und auch sonst keine. Ein Admin speichert sie mit { COMMAND("mus_admin config") } guardar_preset.
invite-btn-sit = Platz nehmen
invite-message = { $invitee }, { $inviter } lädt dich an diesen Tisch zum Mus ein: { $link } · Drücke „{ $button }“, um dich zu setzen.
invite-sent = Einladung an { $name } geschickt: sie erscheint in diesem Kanal, mit einem Button zum Hinsetzen.
invite-sent_opened = Tisch eröffnet und Einladung an { $name } geschickt: sie erscheint in diesem Kanal, mit einem Button zum Hinsetzen.
invite-error-bot = Bots lädt man nicht ein: freie Plätze füllst du mit Bots über die Nachricht des Tisches.
invite-error-self = Du kannst dich nicht selbst einladen: setz dich mit den Buttons des Tisches.
invite-error-not_member = Diese Person ist nicht auf diesem Server.
invite-error-cannot_see = Diese Person sieht diesen Kanal nicht: sie sähe weder die Einladung noch den Tisch.
invite-error-playing = Der Tisch in diesem Kanal spielt schon: lade ein, wenn er fertig ist.
invite-error-finished = Der Tisch in diesem Kanal hat gerade eine Partie beendet, und die Revanche spielen dieselben vier: lade ein, wenn er geschlossen ist.
invite-error-seated = Diese Person sitzt schon an diesem Tisch.
invite-error-full = Der Tisch in diesem Kanal ist voll.
invite-error-not_you = Diese Einladung gilt jemand anderem. Um zu spielen, setz dich über die Nachricht des Tisches.
invite-error-already_invited = { $name } hat schon eine Einladung an diesen Tisch: { $link }
invite-over-seated = { $name } hat sich an den Tisch gesetzt.
invite-over-started = Diese Einladung ist vorbei: die Partie hat begonnen.
invite-over-closed = Diese Einladung ist vorbei: der Tisch wurde geschlossen.

## The invited person's direct message.

invite-dm-message = { $inviter } lädt dich zum Mus in #{ $channel } auf dem Server { $server } ein. Die Einladung mit ihrem Button „{ $button }“ steht in diesem Kanal.
invite-dm-link = Zur Einladung
invite-dm-over = { $inviter } hat dich zum Mus in #{ $channel } auf dem Server { $server } eingeladen. { $how }
invite-dm_refused = { $name } nimmt keine Direktnachrichten von Servermitgliedern an: die Einladung steht nur in diesem Kanal.

## The tutorial and the coach on Discord.

learn-welcome-title = 👋 Dein Übungstisch
learn-welcome =
    Du spielst mit deinem Partner { $partner }, der dir gegenüber sitzt, gegen { $left } und { $right }. Jede Runde hat vier Wetten ({ -grande }, { -chica }, { -pares } und { -juego }), und jede Wette bringt der Mannschaft, die sie gewinnt, Punkte; die erste Mannschaft mit { $tantos ->
        [one] { $tantos } Punkt
       *[other] { $tantos } Punkten
    } gewinnt den Satz.
    Drück „Meine Karten“, um dein Blatt zu sehen und zu spielen, und „Tipp“, wenn du nicht weiterweißt. Ich erkläre dir alles, wenn es zum ersten Mal vorkommt. Dieser Tisch zählt nicht für die Rangliste.
learn-mus-title = 🃏 Das Mus
learn-mus =
    Vor den Wetten sagt jeder „Mus“, wenn er Karten tauschen will, oder „kein Mus“, wenn ihm sein Blatt reicht. Sagen alle vier Mus, legen alle ab und bekommen neue Karten; sobald einer kein Mus sagt, wird mit den Karten gespielt, die man hat.
    Die Vorhand spricht zuerst (in dieser Runde { $mano }) und gewinnt auch bei Gleichstand.
learn-discard-title = ♻️ Das Ablegen
learn-discard = Unter „Meine Karten“ wählst du 1 bis 4 Karten zum Ablegen und bekommst ebenso viele neue. Behalte, was hilft: Könige für { -grande }, Asse für { -chica }, gleiche Karten für { -pares }, Figuren und Siebener für { -juego }.
learn-grande-title = ⬆️ { -grande }
learn-grande = Bei { -grande } gewinnt das höchste Blatt: verglichen wird die höchste Karte jedes Blatts, dann die nächste und so weiter. Der König ist die beste (hier zählt jede 3 als König und jede 2 als Ass), dann Reiter, Bube, 7, 6, 5, 4 und Ass. Bei gleichen Blättern gewinnt das, das der Vorhand am nächsten ist.
learn-betting-title = 🗣️ Die Worte jeder Wette
learn-betting =
    In jeder Wette spricht man der Reihe nach: „Paso“ (kein Gebot), „{ -envido }“ (ein Gebot von 2 Punkten oder mehr), „{ -quiero }“ (annehmen: die Mannschaft mit dem besseren Blatt bekommt es in der Auswertung), „{ -no_quiero }“ (ablehnen: die bietende Mannschaft bekommt sofort 1 Punkt oder das Gebot davor), „{ -envido } más“ (erhöhen) und „{ -ordago }“ (es geht um den ganzen Satz: angenommen, gewinnt das bessere Blatt den Satz).
    Sagen alle Paso, zählen { -grande } und { -chica } in der Auswertung 1 en paso.
learn-chica-title = ⬇️ { -chica }
learn-chica = { -chica } ist { -grande } umgekehrt: das niedrigste Blatt gewinnt. Das Ass ist die beste Karte (und jede 2, die als Ass zählt), dann 4, 5, 6, 7, Bube, Reiter und König.
learn-sena-title = ✋ Zeichen
learn-sena = Ein Zeichen ist eine Geste an deinen Partner, die ihm sagt, was du hast (zwei Könige, Duples, 31…), ohne dass die Gegner es wissen; manchmal erwischen sie es trotzdem. Unter „Meine Karten“ siehst du die Zeichen deines Partners und gibst deine eigenen; du kannst nur die geben, die für dein Blatt stimmen.
learn-pares-title = 👯 { -pares }
learn-pares = Jeder sagt, ob er { -pares } hat, also zwei oder mehr gleiche Karten, und nur wer welche hat, spielt mit. Ein Paar zählt 1 Punkt, ein Drilling 2 und Duples (zwei Paare oder vier gleiche) 3. In der Auswertung bekommt die Mannschaft mit den besten { -pares } die { -pares } beider Partner.
learn-juego-title = 🎯 { -juego }
learn-juego = Für { -juego } werden die Karten zusammengezählt: Figuren (und jede 3) zählen 10, die anderen ihre Zahl (jede 2 zählt 1). Ab 31 hat man { -juego }. Am besten ist 31, dann 32, 40, 37, 36, 35, 34 und 33. In der Auswertung zählt eine 31 drei Punkte und jedes andere { -juego } zwei, für jeden Spieler der siegreichen Mannschaft, der eines hat.
learn-punto-title = 🔢 { -punto }
learn-punto = Hat niemand { -juego }, wird { -punto } gespielt: das Blatt mit der höchsten Summe (höchstens 30) gewinnt und zählt in der Auswertung 1 Punkt.
learn-count-title = 📋 Die Auswertung der Runde { $hand }, Zeile für Zeile
learn-count-paso = { $lance }: niemand hat geboten, also zählt sie 1 en paso für das beste Blatt, das von { $name }. → { $team } +{ $points }
learn-count-envite = { $lance }: das Gebot wurde angenommen, und das beste Blatt bekommt es, das von { $name }. → { $team } +{ $points }
learn-count-pares = { $lance }: { $name } hat { -pares }, und diese Mannschaft hat die besten. → { $team } +{ $points }
learn-count-pares-folded = { $lance }: { $name } hat { -pares }, und die Wette gehört dieser Mannschaft, weil die andere { -no_quiero } sagte. → { $team } +{ $points }
learn-count-punto-folded = { $lance }: die andere Mannschaft sagte { -no_quiero }, also zählt { -punto } 1 für die bietende Mannschaft. → { $team } +{ $points }
learn-count-juego31 = { $lance }: { $name } hat 31, das beste { -juego }, es zählt 3. → { $team } +{ $points }
learn-count-juego = { $lance }: { $name } hat { -juego } (nicht 31), es zählt 2. → { $team } +{ $points }
learn-count-punto = { $lance }: niemand hatte { -juego }, und das Blatt von { $name } hat die höchste Summe. → { $team } +{ $points }
learn-count-ordago = { $lance }: der { -ordago } wurde angenommen, und das Blatt von { $name } gewinnt ihn: diese Mannschaft gewinnt den Satz.
learn-count-deje = { $lance }: auf das Gebot kam { -no_quiero }, also bekam die bietende Mannschaft ihre Punkte sofort. → { $team } +{ $points }
learn-count-nothing = Diese Runde brachte in der Auswertung keine Punkte.
learn-count-score = Stand: deine Mannschaft { $us }, die Gegner { $them }. Die erste Mannschaft mit { $tantos } gewinnt den Satz.
learn-team-us = deine Mannschaft
learn-team-them = die Gegner
learn-thread_name = Mus lernen mit { $name }
learn-opened = Dein Übungstisch ist bereit in { $thread }: nur du siehst ihn.
learn-already = Du hast schon einen Übungstisch in { $thread }: mach dort weiter oder drücke dort „Verlassen“, um einen neuen zu beginnen.
learn-closed = 👋 Du hast die Übung verlassen; sie zählt nicht. Komm jederzeit wieder mit { COMMAND("mus aprender") }.
learn-btn-leave = Verlassen
coach-btn = Tipp
coach-table_note = 📘 Tisch mit Tipps: er zählt weder für die Wertung noch für die Rangliste.
error-no_consejos = Dieser Tisch hat keine Tipps: sie werden beim Eröffnen eingeschaltet, mit der Option consejos von { COMMAND("mus mesa") }.
error-learn_in_thread = Benutze { COMMAND("mus aprender") } in einem Textkanal, nicht in einem Thread.
cmd-aprender = lernen
cmd-aprender-desc = Mus spielen lernen: ein Übungstisch nur für dich, mit Erklärungen
cmd-opt-consejos-desc = Ein Button „Tipp“ für jeden Spieler (der Tisch zählt nicht für die Rangliste)
cmd-opt-personalidad-desc = Wie die Bots dieses Tisches spielen (Klubspieler, wenn du nichts wählst)

## Every word drawn in the pictures.

render-pares-0 = Keine { -pares }
render-pares-1 = Paar
render-pares-2 = Drilling
render-pares-3 = Duples
render-juego = { -juego }: { $points }
render-punto = { -punto }: { $points }
render-lance-grande = { -grande }
render-lance-chica = { -chica }
render-lance-pares = { -pares }
render-lance-juego = { -juego }
render-lance-punto = { -punto }
render-phase-mus = Mus?
render-phase-discard = Ablegen
render-phase-hand_end = Auswertung
render-phase-match_end = Partie vorbei
render-mus_rounds = Mus: { $n }
render-stake-none = Kein Einsatz
render-stake = Einsatz: { $stake }
render-ordago = { -ordago }!
render-hand_number = Runde { $n }
render-reyes =
    { $n ->
        [one] { $n } König
       *[other] { $n } Könige
    }
render-tantos =
    Bis { $n ->
        [one] { $n } Punkt
       *[other] { $n } Punkte
    }
render-mano = Vorhand
render-sena = Zeichen
render-declared-pares-yes = { -pares }: ja
render-declared-pares-no = { -pares }: nein
render-declared-juego-yes = { -juego }: ja
render-declared-juego-no = { -juego }: nein
render-juegos = Sätze: { $n }/{ $of }
render-vacas = { -vaca(form: "upper-plural") }: { $n }/{ $of }
render-dentro = Dentro!
render-winner = Sieger
render-final-juegos = { $a }:{ $b } in Sätzen
render-final-vacas = { $a }:{ $b } in { -vaca(form: "upper-plural") }
render-lances-title = Wetten
render-count-title = Auswertung
render-outcome-playing = läuft
render-outcome-paso = en paso
render-outcome-querido = angenommen: { $stake }
render-outcome-folded = abgelehnt
render-outcome-no_bet = keine Wette
render-outcome-not_played = entfällt
render-outcome-ordago = { -ordago }!
render-why-paso = en paso
render-why-envite = Einsatz
render-why-deje = abgelehnt
render-why-pareja = Paar
render-why-medias = Drilling
render-why-duples = Duples
render-why-juego31 = 31
render-why-juego = { -juego }
render-why-punto = { -punto }
render-why-ordago = { -ordago }
render-lb-title = Rangliste
render-lb-player = Spieler
render-lb-rating = Wertung
render-lb-games = Partien
render-lb-wins = Siege
render-lb-empty = Noch keine Partien
render-chart-title = Wertungsverlauf
render-chart-games = Partien
render-chart-now = Jetzt: { $value }
render-chart-best = Bestwert: { $value }

## The terminal game (musbot play).

terminal-welcome = Mus im Terminal. Du spielst auf Platz { $seat } mit { $partner } als Partner, gegen { $rival1 } und { $rival2 }.
terminal-opponents =
    Die Bots spielen auf Stufe „{ $level }“. Ein Satz geht bis { $tantos ->
        [one] { $tantos } Punkt
       *[other] { $tantos } Punkte
    }; Sätze pro { -vaca }: { $juegos }; { -vaca(form: "upper-plural") } pro Partie: { $vacas }.
terminal-help = Gib die Nummer einer Möglichkeit ein und drücke Enter. „q“ beendet.
terminal-you = Du
terminal-turn = — Du bist dran ({ $what }) —
terminal-phase-mus = Mus
terminal-phase-discard = Ablegen
terminal-hand = Deine Karten: { $cards } ({ $desc }).
terminal-position-mano = Du bist Vorhand (du sprichst zuerst und gewinnst bei Gleichstand).
terminal-position-postre = Du bist Rückhand (du sprichst zuletzt).
terminal-position-other = { $name } ist Vorhand und spricht zuerst.
terminal-partner_senas = Zeichen deines Partners: { $senas }.
terminal-caught_senas = Erwischte Zeichen der Gegner: { $senas }.
terminal-bet_state = Wette auf { $lance }: Einsatz { $stake }; lehnst du ab, bekommt die andere Mannschaft { $fold }.
terminal-bet_state-ordago = { -ordago } bei { $lance }! Mit { -quiero } wird der ganze Satz mit den Karten dieser Wette entschieden.
terminal-raise = { $amount } más
terminal-menu = Was machst du?
terminal-discard_menu = Welche Karten legst du ab? Gib ihre Nummern mit Leerzeichen ein (zum Beispiel: 1 3).
terminal-prompt = >{ " " }
terminal-bad_choice = „{ $text }“ verstehe ich nicht. Gib eine Zahl von 1 bis { $n } ein, oder „q“ zum Beenden.
terminal-bad_discard = „{ $text }“ verstehe ich nicht. Wähle 1 bis 4 verschiedene Karten mit ihrer Nummer, 1 bis 4.
terminal-illegal = Das geht jetzt nicht (Regel { $rule }; siehe „musbot rules“). Wähle etwas anderes.
terminal-score = Stand: { $a } · { $b } · Sätze { $ja }–{ $jb } · { -vaca(form: "upper-plural") } { $va }–{ $vb }
terminal-score-pair = { $pair } { $marks } ({ $points })
terminal-score-us = ihr
terminal-score-them = die Gegner
terminal-next_hand = Enter für die nächste Runde, „q“ zum Beenden.
terminal-won = Deine Mannschaft gewinnt die Partie! Gut gespielt.
terminal-lost = Die gegnerische Mannschaft gewinnt die Partie. Nächstes Mal!
terminal-bye = Bis zum nächsten Mal!
terminal-count = Auswertung:

## Tournaments on Discord: their messages, threads and commands.

tourn-table-title = 🏆 Turniertisch: wartet auf alle vier
cmd-sustituir = ersetzen
cmd-sustituir-desc = Einen Spieler einer Mannschaft ab ihrer nächsten Partie ersetzen (Turnierleitung)
cmd-retirar = entfernen
cmd-retirar-desc = Eine Mannschaft entfernen: ihre offenen Begegnungen sind kampflos verloren (Turnierleitung)
cmd-opt-pareja-desc = Nummer der Mannschaft (in der Turniernachricht)
cmd-opt-sale-desc = Der Spieler, der geht
cmd-opt-entra-desc = Der Spieler, der kommt
tourn-msg-pairs = Mannschaften
tourn-msg-ties = Laufende Begegnungen
tourn-msg-held = angehalten
tourn-msg-entry-invited = Einladung offen
tourn-msg-entry-solo = sucht einen Partner
cmd-opt-rol_torneos-desc = Eine Rolle, deren Mitglieder Turniere leiten dürfen (neben Server verwalten)
tourn-table-intro = Die Plätze gibt das Turnier vor. Drück „Ich bin da“; die Partie beginnt, wenn ihr alle vier da seid.
tourn-table-here = Ich bin da
tourn-table-missing = Es fehlen: { $players }
tourn-table-counted = Die Partie zählt für das Turnier; das Turnier eröffnet die nächste.
tourn-table-seated = Das ist ein Turniertisch: die Plätze gibt das Turnier vor, und er nimmt keine Computerspieler.
tourn-table-no_rematch = Ein Turniertisch hat keine Revanche: das Turnier eröffnet die nächste Partie.
tourn-held-paused = ⏸️ Das Turnier ist pausiert: der Tisch wartet, die Uhr steht.
tourn-thread-hello =
    { $mentions }
    ⚔️ **{ $tournament }**: { $a } gegen { $b }, Partie { $number }. Drückt „Ich bin da“ am Tisch; wenn jemand nicht kommt, ist die Begegnung { $deadline } kampflos verloren.
tourn-thread-next = ⚔️ **{ $tournament }**: Partie { $number } von { $a } gegen { $b }.
tourn-msg-title = 🏆 { $name }
tourn-msg-format =
    { $format } · höchstens { $pairs ->
        [one] { $pairs } Mannschaft
       *[other] { $pairs } Mannschaften
    } · Best of { $best_of } · { $tantos ->
        [one] { $tantos } Punkt
       *[other] { $tantos } Punkte
    } · { $seconds } s pro Zug
tourn-msg-status-signup = Anmeldung offen bis { $when }.
tourn-msg-status-running = Läuft: Runde { $round }.
tourn-msg-status-paused = ⏸️ Pausiert.
tourn-msg-status-finished = Beendet.
tourn-msg-status-cancelled = Abgesagt.
tourn-msg-entries = Angemeldete Mannschaften: { $pairs } · suchen einen Partner: { $solos } · offene Einladungen: { $invited }
tourn-msg-champions = 🏆 Sieger: { $pair }
tourn-msg-champion_b = 🏆 Sieger der Gruppe B: { $pair }
tourn-msg-no_champions = 🏁 Keine Sieger.
tourn-msg-commitment = Verpflichtung der Auslosung: `{ $commitment }`
tourn-msg-id = Turnier { $id } · Leitung: { $organiser }
tourn-btn-pair = Mit Partner anmelden
tourn-btn-solo = Partner suchen
tourn-btn-withdraw = Zurückziehen
tourn-btn-confirm = Einladung annehmen
tourn-btn-decline = Einladung ablehnen
tourn-btn-close_signup = Anmeldung schließen und auslosen
tourn-btn-pause = Pausieren
tourn-btn-resume = Fortsetzen
tourn-btn-cancel = Turnier absagen
tourn-pick_partner = Wähle deinen Partner
tourn-ok-invited = Einladung an { $name } geschickt: ihr seid angemeldet, sobald sie angenommen ist.
tourn-ok-solo = Angemeldet: beim Schluss der Anmeldung bekommst du einen Partner.
tourn-ok-withdrawn = Du hast dich von **{ $tournament }** zurückgezogen.
tourn-ok-confirmed = Angenommen: ihr seid für **{ $tournament }** angemeldet.
tourn-ok-declined = Einladung abgelehnt.
tourn-ok-done = Erledigt.
tourn-ok-created = Turnier { $id } erstellt: seine Nachricht steht in diesem Kanal.
tourn-ok-result = Ergebnis der Begegnung { $match } eingetragen.
tourn-refuse-permission = Turniere leiten braucht die Berechtigung Server verwalten oder die Rolle { $role }.
tourn-refuse-bot_permissions = Mir fehlen in diesem Kanal Berechtigungen für das Turnier: { $perms }. Es wurde nichts erstellt.
tourn-refuse-bad_pair = Es gibt keine Mannschaft { $pair } in Begegnung { $match }: wähle 1 (die erste) oder 2 (die zweite), oder 0, wenn keine kam.
tourn-role-none = (keine)
cmd-torneo = turnier
cmd-torneo-desc = Turniere und Ligen des Servers
cmd-crear = erstellen
cmd-crear-desc = Ein Turnier in diesem Kanal erstellen (Turnierleitung)
cmd-ver = zeigen
cmd-ver-desc = Ein Turnier zeigen: Turnierbaum oder Tabelle
cmd-resultado = ergebnis
cmd-resultado-desc = Das Ergebnis einer Begegnung eintragen oder berichtigen (Turnierleitung)
cmd-reanudar = fortsetzen
cmd-reanudar-desc = Eine Begegnung fortsetzen, deren Tisch verschwunden ist (Turnierleitung)
cmd-opt-nombre-desc = Name des Turniers
cmd-opt-formato-desc = Modus des Turniers

## The formats' names (the choices of crear, the tournament's message) and their stages' (a round's notice)
tourn-format-eliminatoria = K.-o.-System
tourn-format-liguilla = Gruppen, dann K.-o.-Runde
tourn-format-suizo = Schweizer System
tourn-format-liga = Liga
tourn-stage-eliminatoria = K.-o.-Runde
tourn-stage-grupo = Gruppe { $n }
tourn-stage-suizo = Schweizer System
tourn-stage-jornada = Spieltag { $n }
tourn-format-ceros = Ceros (Ausscheiden nach verlorenen Partien)
tourn-stage-A = Gruppe A
tourn-stage-B = Gruppe B

cmd-opt-cierre-desc = Minuten bis zum Schluss der Anmeldung
cmd-opt-parejas-desc = Höchstens so viele Mannschaften
cmd-opt-mejor_de-desc = Partien pro Begegnung: Best of 1, 3 oder 5
cmd-opt-espera-desc = Minuten Wartezeit, bevor eine Begegnung kampflos verloren ist
cmd-opt-privado-desc = Private Threads für die Begegnungen (ohne Zuschauer)
cmd-opt-rondas-desc = Schweizer System: Anzahl der Runden (0: so viele wie nötig)
cmd-opt-rol-desc = Eine Rolle für die Sieger
cmd-opt-torneo-desc = Nummer des Turniers
cmd-opt-enfrentamiento-desc = Nummer der Begegnung
cmd-opt-ganadora-desc = Siegermannschaft: 1 oder 2 (0: keine kam)
cmd-opt-anular-desc = Die Begegnung annullieren und neu spielen

## Tournaments on Discord: a liga's options.

cmd-opt-jornada-desc = liga: Stunden, die jeder Spieltag dauert (168: eine Woche)
cmd-opt-ida_vuelta-desc = liga: Hin- und Rückrunde (je zwei Mannschaften treffen zweimal aufeinander)
tourn-btn-pairs = Mannschaften zeigen
tourn-msg-more_pairs =
    { $n ->
        [one] … und { $n } weitere: drücke „Mannschaften zeigen“.
       *[other] … und { $n } weitere: drücke „Mannschaften zeigen“.
    }
tourn-pairs-page =
    { $n ->
        [one] **{ $tournament }** · { $n } Mannschaft · Seite { $page }/{ $pages }
       *[other] **{ $tournament }** · { $n } Mannschaften · Seite { $page }/{ $pages }
    }
tourn-pairs-none = Noch hat sich keine Mannschaft angemeldet.

## Tournaments and leagues: refusals, notices, the pictures' words.

tourn-error-format = Unbekannter Modus: wähle einen von { $formats }.
tourn-error-rules = Diese Regeln gehen nicht: { $detail }
tourn-error-best_of = Jede Begegnung geht über 1, 3 oder 5 Partien (best of).
tourn-error-max_pairs = Die Höchstzahl der Mannschaften liegt zwischen 2 und { $most }.
tourn-error-grace =
    Die Wartezeit bis zur Wertung als nicht angetreten liegt zwischen 1 und { $most ->
        [one] { $most } Minute
       *[other] { $most } Minuten
    }.
tourn-error-seconds = Die Sekunden pro Zug liegen zwischen 10 und 600.
tourn-error-group_size = Die Gruppen haben 3 bis 6 Mannschaften.
tourn-error-advance =
    Aus jeder Gruppe mit { $size ->
        [one] { $size } Mannschaft
       *[other] { $size } Mannschaften
    } kommen 1 bis { $size } minus eins weiter.
tourn-error-rounds = Die Zahl der Runden liegt zwischen 0 und { $most } (0: so viele wie nötig).
tourn-error-period = Ein Spieltag dauert 1 Stunde bis 31 Tage.
tourn-error-name = Der Name des Turniers hat 1 bis { $most } Zeichen.
tourn-error-close_past = Der Anmeldeschluss muss in der Zukunft liegen.
tourn-error-close_far =
    Der Anmeldeschluss darf höchstens { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } entfernt sein.
tourn-error-no_tournament = Es gibt kein Turnier { $id }.
tourn-error-signup_closed = Die Anmeldung zu diesem Turnier ist geschlossen.
tourn-error-self_partner = Dein Partner muss jemand anderes sein.
tourn-error-already_in = Du bist schon für dieses Turnier angemeldet (mit { $name }). Melde dich zuerst ab, um zu wechseln.
tourn-error-invitation_pending = { $name }, in diesem Turnier wartet eine Einladung auf dich: nimm sie zuerst an oder lehne sie ab.
tourn-error-partner_taken = { $name } ist schon für dieses Turnier angemeldet.
tourn-error-full =
    Das Turnier ist voll ({ $most ->
        [one] { $most } Mannschaft
       *[other] { $most } Mannschaften
    }).
tourn-error-no_invitation = In diesem Turnier wartet keine Einladung auf dich.
tourn-error-not_in = Du bist für dieses Turnier nicht angemeldet.
tourn-error-already_drawn = Dieses Turnier ist schon ausgelost.
tourn-error-not_running = Dieses Turnier läuft nicht.
tourn-error-not_organiser = Das kann nur die Turnierleitung.
tourn-error-changed = Das Turnier hat sich geändert, seit du es angesehen hast (jemand aus der Turnierleitung war schneller). Sieh es dir noch einmal an.
tourn-error-no_match = Es gibt keine Begegnung { $match }.
tourn-error-not_in_match = Diese Mannschaft spielt nicht in Begegnung { $match }.
tourn-error-bad_score = Unmögliches Ergebnis: bei Best of { $best_of } erreichen die Sieger { $need }, die Verlierer bleiben darunter.
tourn-error-already_recorded = Dieses Ergebnis war schon eingetragen.
tourn-error-later_drawn = Was von diesem Ergebnis abhängt, ist schon gespielt oder ausgelost: annulliere zuerst das.
tourn-error-not_in_pair = Diese Person ist nicht in dieser Mannschaft.
tourn-error-already_paused = Das Turnier ist schon pausiert.
tourn-error-not_paused = Das Turnier ist nicht pausiert.
tourn-error-not_held = Begegnung { $match } ist nicht angehalten.
tourn-error-not_saved = Es ließ sich nicht speichern; nichts hat sich geändert. Versuche es noch einmal.
tourn-notice-created = 🏆 Turnier **{ $name }** ist eröffnet. Verpflichtung der Auslosung (SHA-256 des geheimen Seeds): `{ $commitment }`
tourn-notice-invited = { $name } möchte **{ $tournament }** mit dir spielen. Nimmst du an?
tourn-notice-confirmed = { $name } hat angenommen: ihr seid für **{ $tournament }** angemeldet.
tourn-notice-declined = { $name } möchte **{ $tournament }** nicht mit dir spielen; du kannst dich mit jemand anderem anmelden.
tourn-notice-expired = { $name } hat nicht rechtzeitig geantwortet: ihr seid nicht für **{ $tournament }** angemeldet.
tourn-notice-partner_withdrew = Dein Partner hat sich von **{ $tournament }** abgemeldet.
tourn-notice-paired = In **{ $tournament }** spielt ihr zusammen: { $pair }.
tourn-notice-unpaired = In **{ $tournament }** blieb niemand für dich übrig: das tut uns leid.
tourn-notice-too_few = **{ $tournament }** fällt aus: es braucht mindestens zwei Mannschaften.
tourn-notice-drawn =
    🎲 **{ $tournament }** ist mit { $pairs ->
        [one] { $pairs } Mannschaft
       *[other] { $pairs } Mannschaften
    } ausgelost. Seed: `{ $seed }` (jeder kann es mit `musbot tournament verify` prüfen).
tourn-notice-round = ▶️ **{ $tournament }**: Runde { $round } ({ $stage }) beginnt.
tourn-notice-match_open = ⚔️ **{ $tournament }**: { $a } gegen { $b }, Partie { $number }. An den Tisch!
tourn-notice-result = **{ $tournament }**: { $a } – { $b } { $score }{ $juegos ->
        [none] {""}
       *[other] {" "}(nach Sätzen { $juegos })
    }; { $winner } gewinnen.
tourn-notice-walkover = **{ $tournament }**: { $a } – { $b }, nicht angetreten; { $winner } gewinnen.
tourn-notice-walkover_both = **{ $tournament }**: { $a } – { $b }, keine der beiden Mannschaften ist angetreten; niemand gewinnt.
tourn-notice-champion = 🏆 { $pair } gewinnen **{ $tournament }**!
tourn-notice-no_champion_final = 🏁 **{ $tournament }** endet ohne Sieger: Das Finale zwischen { $pairs } hat niemand gewonnen.
tourn-notice-no_champion_shared = 🏁 **{ $tournament }** endet ohne Sieger: { $pairs } teilen sich den ersten Platz, auch nach allen Wertungen bei Gleichstand.
tourn-notice-no_champion_nobody = 🏁 **{ $tournament }** endet ohne Sieger: Keine Mannschaft ist bis zum Sieg gekommen.
tourn-notice-unfinished = **{ $tournament }**: Begegnung { $match } wurde an ihrem Spieltag nicht fertig; entscheide das Ergebnis mit { COMMAND("mus torneo resultado") }.
tourn-notice-table_lost = **{ $tournament }**: der Tisch von Begegnung { $match } ist verschwunden; die Begegnung ist angehalten, bis du sie fortsetzt.
tourn-notice-corrected = **{ $tournament }**: die Turnierleitung hat das Ergebnis von Begegnung { $match } berichtigt.
tourn-notice-voided = **{ $tournament }**: Begegnung { $match } ist annulliert und wird neu gespielt.
tourn-notice-replaced = **{ $tournament }**: { $name } kommt in die Mannschaft.
tourn-notice-removed = **{ $tournament }**: die Turnierleitung nimmt { $pair } heraus; ihre offenen Begegnungen gelten als nicht angetreten.
tourn-notice-withdrawn = **{ $tournament }**: { $pair } ziehen zurück; ihre offenen Begegnungen gelten als nicht angetreten.
tourn-notice-paused = ⏸️ **{ $tournament }** ist pausiert.
tourn-notice-resumed = ▶️ **{ $tournament }** geht weiter.
tourn-notice-cancelled = **{ $tournament }** wurde abgesagt.
tourn-pic-bracket = Turnierbaum
tourn-pic-standings = Tabelle
tourn-pic-groups = Gruppen
tourn-pic-group = Gruppe { $n }
tourn-pic-final = Finale
tourn-pic-semi = Halbfinale
tourn-pic-quarter = Viertelfinale
tourn-pic-round_of =
    { $n ->
        [16] Achtelfinale
        [32] Sechzehntelfinale
       *[other] Runde der { $n }
    }
tourn-pic-section = Teil { $n } von { $of }
tourn-pic-bye = Freilos
tourn-pic-walkover = kampflos
tourn-pic-waiting = offen
tourn-pic-champion = Sieger
tourn-pic-col-pair = Mannschaft
tourn-pic-col-won = S
tourn-pic-col-lost = N
tourn-pic-col-juegos = ±J
tourn-pic-col-tantos = ±T
tourn-pic-col-points = Pkt
tourn-pic-col-buchholz = Bch
tourn-pic-col-byes = FL
tourn-pic-col-walkovers = kl.
tourn-pic-col-head_to_head = DV
tourn-pic-order-swiss = Reihenfolge: 1 Turnierpunkte (Pkt) · 2 Buchholz (Bch) · 3 Satz-Differenz (±J) · 4 Punkte-Differenz (±T) · wer in allem gleichauf ist, teilt sich den Platz
tourn-pic-key-swiss = Pkt = S + FL · S gewonnene Begegnungen, kampflose eingeschlossen · N verloren · FL Freilose (je ein Punkt) · kl. kampflos gewonnen, weil der Gegner nicht antrat · Bch Summe der Turnierpunkte der Gegner
tourn-pic-order-rr = Reihenfolge: 1 gewonnene Begegnungen (S) · 2 direkter Vergleich (DV) · 3 Satz-Differenz (±J) · 4 Punkte-Differenz (±T) · wer in allem gleichauf ist, teilt sich den Platz
tourn-pic-key-rr = S gewonnen, kampflose eingeschlossen · N verloren · kl. kampflos gewonnen, weil der Gegner nicht antrat · DV Siege unter den Mannschaften mit gleich vielen S
tourn-pic-advance =
    { $n ->
        [one] Die Erste jeder Gruppe kommt weiter.
       *[other] Die ersten { $n } jeder Gruppe kommen weiter.
    }
tourn-pic-empty = Noch keine Ergebnisse

## Tournaments: ties played at a real table, lateness, substitutes and sanctions.

cmd-presencial = vor-ort
cmd-presencial-desc = Begegnung an einem echten Tisch; die Mannschaften melden das Ergebnis (Turnierleitung)
cmd-sancion = strafe
cmd-sancion-desc = Eine Mannschaft bestrafen: Verwarnung, Satzverlust oder Ausschluss, mit Grund (Turnierleitung)
cmd-sancion-warning = Verwarnung
cmd-sancion-juego = Satzverlust
cmd-sancion-disqualification = Ausschluss
cmd-reglamento = turnierordnung
cmd-reglamento-desc = Die Vereinsregeln des Turniers: vor Ort, Bestätigung, Ersatzspieler, Verspätung (Turnierleitung)
cmd-opt-presencial-desc = Begegnungen an echten Tischen: die Mannschaften melden ihre Ergebnisse hier
cmd-opt-partidas-desc = Partien von Mannschaft 1 und von Mannschaft 2, zum Beispiel 2-1
cmd-opt-juegos_tie-desc = Sätze von Mannschaft 1 und von Mannschaft 2, zum Beispiel 5-3
cmd-opt-tipo-desc = Welche Strafe
cmd-opt-motivo-desc = Warum (für alle sichtbar)
cmd-opt-confirmacion-desc = Minuten, nach denen ein unbeantwortetes gemeldetes Ergebnis als bestätigt gilt
cmd-opt-sustitutos-desc = Spieler einer Mannschaft, die im Turnier ersetzt werden dürfen (0 bis 2)
cmd-opt-retraso_gracia-desc = Minuten Verspätung ohne Strafe
cmd-opt-retraso_juego-desc = Danach ein Satz verloren je so viele Minuten Verspätung (0: keiner)
tourn-btn-report = Ergebnis melden
tourn-btn-absent = Nicht angetreten
tourn-btn-confirm_report = Bestätigen
tourn-btn-dispute = Stimmt nicht
tourn-form-title = Ergebnis der Begegnung { $match }
tourn-form-ours = Partien, die ihr gewonnen habt
tourn-form-theirs = Partien der anderen Mannschaft
tourn-form-juegos_ours = Eure Sätze
tourn-form-juegos_theirs = Sätze der anderen Mannschaft
tourn-ok-reported = Notiert: die andere Mannschaft muss es bestätigen.
tourn-ok-confirmed_report = Bestätigt: das Ergebnis zählt.
tourn-ok-disputed = Die Turnierleitung ist benachrichtigt: sie entscheidet das Ergebnis.
tourn-msg-tie-presencial = vor Ort
tourn-msg-tie-reported = Ergebnis unbestätigt
tourn-msg-tie-disputed = Ergebnis umstritten
tourn-msg-sanction-warning =
    { $n ->
        [one] { $n } Verwarnung
       *[other] { $n } Verwarnungen
    }
tourn-msg-sanction-juego =
    { $n ->
        [one] { $n } Strafsatz
       *[other] { $n } Strafsätze
    }
tourn-msg-sanction-disqualification = ausgeschlossen
tourn-notice-presencial_open = **{ $tournament }**: { $a } gegen { $b } wird an einem echten Tisch gespielt (Begegnung { $match }). Danach drückt eine Mannschaft „Ergebnis melden“, die andere bestätigt es. Kommt die andere Mannschaft nicht: „Nicht angetreten“.
tourn-notice-presencial_moved = **{ $tournament }**: { $a } gegen { $b } wird jetzt an einem echten Tisch gespielt (Begegnung { $match }); der Tisch des Bots ist geschlossen. Danach drückt eine Mannschaft „Ergebnis melden“, die andere bestätigt es. Kommt die andere Mannschaft nicht: „Nicht angetreten“.
tourn-notice-reported = **{ $tournament }**: { $pair } melden, dass Begegnung { $match } ({ $a } – { $b }) nach Partien { $score } und nach Sätzen { $juegos } endete. Stimmt das? Antwortet niemand, gilt es { $until } als bestätigt.
tourn-notice-reported_absent = **{ $tournament }**: { $pair } melden, dass ihr zu Begegnung { $match } ({ $a } – { $b }) nicht angetreten seid. Stimmt das? Antwortet niemand, verliert ihr sie { $until } kampflos.
tourn-notice-disputed = **{ $tournament }**: das Ergebnis von Begegnung { $match } ({ $a } – { $b }, { $score }) ist umstritten. Entscheide mit { COMMAND("mus torneo resultado") } (Turnier { $id }, Begegnung { $match }).
tourn-notice-reported_result = **{ $tournament }**: { $a } – { $b } { $score } (von den Mannschaften gemeldet{ $juegos ->
        [none] {""}
       *[other] , nach Sätzen { $juegos }
    }); { $winner } gewinnen.
tourn-notice-reported_walkover = **{ $tournament }**: { $a } – { $b }, nicht angetreten (von den Mannschaften gemeldet); { $winner } gewinnen.
tourn-notice-late = **{ $tournament }**: { $pair } kommen { $minutes } Minuten zu spät zu Begegnung { $match } und verlieren { $juegos ->
        [one] { $juegos } Satz
       *[other] { $juegos } Sätze
    }.
tourn-notice-late_ahead = **{ $tournament }**: { $pair } kommen { $minutes } Minuten zu spät zu Begegnung { $match } und verlieren { $juegos ->
        [one] { $juegos } Satz
       *[other] { $juegos } Sätze
    }: { $rival } beginnen die Partie mit { $ahead ->
        [one] einem gewonnenen Satz
       *[other] { $ahead } gewonnenen Sätzen
    }.
tourn-notice-late_won = **{ $tournament }**: { $pair } kommen { $minutes } Minuten zu spät zu Begegnung { $match } und verlieren { $juegos ->
        [one] { $juegos } Satz
       *[other] { $juegos } Sätze
    }: { $rival } gewinnen die Partie, ohne dass eine Karte gegeben wird.
tourn-notice-sanction_warning = **{ $tournament }**: Verwarnung für { $pair }. Grund: { $reason }
tourn-notice-sanction_juego = **{ $tournament }**: { $pair } verlieren einen Satz als Strafe. Grund: { $reason }
tourn-notice-sanction_disqualification = **{ $tournament }**: { $pair } sind ausgeschlossen. Grund: { $reason }
tourn-error-confirm_minutes = Die Zeit zum Bestätigen eines Ergebnisses liegt zwischen { $least } und { $most } { $most ->
        [one] Minute
       *[other] Minuten
    }.
tourn-error-substitutes = Je Mannschaft dürfen 0 bis { $most } { $most ->
        [one] Spieler
       *[other] Spieler
    } ersetzt werden.
tourn-error-late_grace = Die Minuten Verspätung ohne Strafe müssen unter der Wartezeit ({ $most }) liegen.
tourn-error-late_step = Die Minuten Verspätung je verlorenem Satz gehen von 0 (keiner) bis { $most }.
tourn-error-bad_juegos = Unmögliche Sätze: jede Partie gewinnt man mit { $juegos } { $juegos ->
        [one] Satz
       *[other] Sätzen
    }, und dieses Ergebnis in Partien ergibt diese Sätze nicht.
tourn-error-score_text = „{ $text }“ ist kein Ergebnis: gib Zahlen ein, etwa 2-1.
tourn-error-reason = Der Grund hat höchstens { $most } { $most ->
        [one] Zeichen
       *[other] Zeichen
    }.
tourn-error-in_other_pair = { $name } spielt schon in einer anderen Mannschaft (Nummer { $pair }).
tourn-error-substitutes_used =
    Diese Mannschaft hat { $most ->
        [one] ihren Ersatzspieler
       *[other] ihre { $most } Ersatzspieler
    } im Turnier schon eingesetzt.
tourn-error-tie_decided = Begegnung { $match } ist schon entschieden.
tourn-error-already_presencial = Begegnung { $match } wird schon vor Ort gespielt.
tourn-error-tie_started = In Begegnung { $match } wurde schon eine Partie beim Bot gespielt.
tourn-error-not_presencial = Begegnung { $match } wird am Tisch des Bots gespielt: ihr Ergebnis kommt vom Tisch.
tourn-error-not_in_tie = Du spielst nicht in Begegnung { $match }.
tourn-error-tie_not_open = Begegnung { $match } läuft gerade nicht.
tourn-error-disputed = Das Ergebnis von Begegnung { $match } ist umstritten: die Turnierleitung entscheidet.
tourn-error-already_reported = Für Begegnung { $match } ist schon ein Ergebnis gemeldet: die andere Mannschaft muss es noch bestätigen.
tourn-error-juegos_needed = Gib auch die Sätze jeder Mannschaft an: die Tabelle zählt sie.
tourn-error-too_early =
    Noch nicht: die Begegnung ist erst nach { $minutes } Minuten verloren. { $left ->
        [one] Noch { $left } Minute.
       *[other] Noch { $left } Minuten.
    }
tourn-error-no_report = In Begegnung { $match } gibt es kein Ergebnis zu bestätigen.
tourn-error-own_report = Dieses Ergebnis hat deine Mannschaft gemeldet: bestätigen muss es die andere.
tourn-error-sanction_kind = Diese Strafe gibt es nicht: Verwarnung, Satzverlust oder Ausschluss.
tourn-error-not_a_pair = Mannschaft { $pair } spielt in diesem Turnier nicht.
tourn-error-sanction_tie = Mannschaft { $pair } hat keine laufende Begegnung: gib an, in welcher sie den Satz verliert.

## Das Format „a ceros“ und die Bezeichnungen der Mannschaften.

cmd-opt-ceros-desc = ceros: eine Mannschaft scheidet nach so vielen verlorenen Partien aus (1–9)
cmd-opt-grupo_b-desc = ceros: früh Ausgeschiedene spielen eine Gruppe B bis zu so vielen Ceros (0: keine)
tourn-error-ceros = Bei einem Turnier „a ceros“ scheidet eine Mannschaft nach 1 bis 9 verlorenen Partien aus.
tourn-error-grupo_b = Die Gruppe B wird auf 1 bis 8 Ceros gespielt (0: keine Gruppe B).
tourn-error-tag_long =
    { $most ->
        [one] Die Bezeichnung einer Mannschaft hat höchstens { $most } Zeichen.
       *[other] Die Bezeichnung einer Mannschaft hat höchstens { $most } Zeichen.
    }
tourn-error-tag_mentions = Die Bezeichnung darf niemanden erwähnen: schreib den Verein oder Ort als Text.
tourn-error-tag_no_pair = Nur eine angemeldete Mannschaft kann eine Bezeichnung haben: melde dich zuerst mit deinem Partner an (Turnierleitung: gib die Nummer der Mannschaft an).
tourn-ok-tag = Bezeichnung gespeichert: Die Auslosung trennt Mannschaften mit gleicher Bezeichnung, wo immer sie kann.
tourn-ok-tag_none = Bezeichnung entfernt.
cmd-etiqueta = bezeichnung
cmd-etiqueta-desc = Deiner Mannschaft eine Bezeichnung geben (Verein, Ort): die Auslosung trennt gleiche
cmd-opt-etiqueta-desc = Verein, Ort oder Herri (bis 40 Zeichen; leer: keine)
cmd-opt-pareja_etiqueta-desc = Turnierleitung: Nummer der Mannschaft (leer: deine eigene)
tourn-notice-champion_b = 🏆 { $pair } gewinnen die Gruppe B von **{ $tournament }**!
tourn-pic-ceros = Ceros
tourn-pic-ceros-stage_a =
    Gruppe A · raus bei { $n ->
        [one] { $n } Cero
       *[other] { $n } Ceros
    }
tourn-pic-ceros-stage_b =
    Gruppe B · raus bei { $n ->
        [one] { $n } Cero
       *[other] { $n } Ceros
    }
tourn-pic-col-ceros = Ceros
tourn-pic-key-ceros = Jedes Feld: die Ceros der Mannschaft nach dieser Runde · ein Cero ist eine verlorene Partie · grün gewonnen · rot verloren · grau – Freilos · dunkelrot: ausgeschieden · Reihenfolge: zuerst wer noch dabei ist · dann weniger Ceros · überstandene Runden · gewonnene Begegnungen · Satz-Differenz (±J) · Punkte-Differenz (±T)
tourn-pic-mark-warning = { $n } V
tourn-pic-mark-juego = -{ $n } J
tourn-pic-mark-disqualified = DISQ.
tourn-pic-key-sanctions = Strafen: 1 V eine Verwarnung · -1 J ein Strafsatz, ein durch Strafe verlorener Satz · DISQ. ausgeschlossen, Name durchgestrichen
tourn-pic-ceros-latest =
    { $n ->
        [one] Nur die letzte Runde ist zu sehen.
       *[other] Nur die letzten { $n } Runden sind zu sehen.
    }
alt-ceros = Ceros des Turniers { $title }
alt-ceros-in = { $place }. { $name }: { $ceros } von { $limit } Ceros, noch dabei
alt-ceros-out = { $place }. { $name }: in Runde { $round } ausgeschieden
