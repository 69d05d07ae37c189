## The pieces code joins texts with (a label and its value; the items of
## a list whose items are sentences, as the hands of a showdown; the parts of one item).

join-label = { $label }: { $value }
join-items = { "; " }
join-parts = { ", " }

## The words of Mus in this language, one term per concept (docs/glossary.md): a message
## says { -grande }, never its own spelling. $form picks a form (a capital, a plural, a case).

-grande =
    { $form ->
       *[lower] grande
        [upper] Grande
    }
-chica =
    { $form ->
       *[lower] chica
        [upper] Chica
    }
-pares =
    { $form ->
       *[lower] pares
        [upper] Pares
    }
-punto =
    { $form ->
       *[lower] punto
        [upper] Punto
    }
-envido =
    { $form ->
       *[lower] envido
        [upper] Envido
    }
-ordago =
    { $form ->
       *[lower] órdago
        [upper] Órdago
        [plural] órdagos
        [upper-plural] Órdagos
    }
-no_quiero =
    { $form ->
       *[lower] no quiero
        [upper] No quiero
    }
-quiero =
    { $form ->
       *[lower] quiero
        [upper] Quiero
    }
-sena =
    { $form ->
       *[lower] seña
        [upper] Seña
        [plural] señas
        [upper-plural] Señas
    }
-vaca =
    { $form ->
       *[lower] vaca
        [upper] Vaca
        [plural] vacas
        [upper-plural] Vacas
    }
-juego_real =
    { $form ->
       *[lower] juego real
        [upper] Juego real
    }

## The terminal game's seed and seña lines; the rules page's link.

cli-play-seed = Semilla de esta partida: { $seed }. Para jugarla otra vez igual: { $command }
cli-play-own_sena = Haces a tu compañero la { -sena } de { $sena }.
admin-rules_page = Reglamento completo, con ejemplos y todas las opciones de mesa: { $url }

## The computer players: their personalities and the coach's advice.

ai-personality-club = De club
ai-personality-prudente = Prudente
ai-personality-farolero = Farolero
ai-personality-agresivo = Agresivo
ai-personality-club-help = Envida 2, sube poco y guarda el { -ordago } para las buenas manos y el final del juego.
ai-personality-prudente-help = Como el de club, pero farolea poco y pide más para querer.
ai-personality-farolero-help = Como el de club, pero farolea a menudo y hace menos { -sena(form: "plural") }.
ai-personality-agresivo-help = Envites grandes, sube y resube, y echa { -ordago(form: "plural") } pronto.
ai-coach-heading = Consejo
ai-coach-ask = Escribe «?» para pedir consejo.
ai-coach-none = Ahora no tienes nada que jugar.
ai-coach-mus-cut = No hay mus: tu mano es mejor que el { $pct } de las manos, y desde tu sitio se corta a partir del { $need }.
ai-coach-mus-mus = Mus: tu mano solo es mejor que el { $pct } de las manos; desde tu sitio se corta a partir del { $need }, así que mejor cambiar cartas.
ai-coach-partner_senas = Cuentan también las { -sena(form: "plural") } de tu compañero.
ai-coach-discard = Descarta { $cards } y quédate con { $kept }: es lo que más vale de media con las cartas que quedan por salir.
ai-coach-discard-all = Descarta las cuatro: ninguna merece la pena con las cartas que quedan por salir.
ai-coach-discard-partner = { -sena(form: "upper-plural") } de tu compañero: { $senas }. Eso ya lo lleva él, así que tu descarte busca lo demás.
ai-coach-open-paso = Paso. En { $lance } ganáis con un { $p } según lo dicho y señado; un envite de 2 valdría { $gain } tantos frente a pasar (lo querrían el { $accept } de las veces).
ai-coach-open-paso-only = Paso. En { $lance } ganáis con un { $p } según lo dicho y señado.
ai-coach-open-envido = Envida { $amount }. En { $lance } ganáis con un { $p } según lo dicho y señado (un { $called } si os lo quieren); el envite vale { $gain } tantos frente a pasar.
ai-coach-bluff = Envida 2 de farol: en { $lance } ganáis solo con un { $p }, pero un farol de vez en cuando hace que no os lean los envites.
ai-coach-ordago = ¡{ -ordago(form: "upper") }! Si lo quieren, en { $lance } ganáis con un { $p }; estáis a { $us } del juego y ellos a { $them }.
ai-coach-ordago-bluff = { -ordago(form: "upper") } de farol: ellos están a { $them } del juego y vosotros a { $us }; sin arriesgar, el juego está perdido.
ai-coach-ordago-quiero = { -quiero(form: "upper") } el { -ordago }: en { $lance } ganáis con un { $p }, y si no lo queréis os queda un { $keep } de ganar el juego.
ai-coach-ordago-no_quiero = { -no_quiero(form: "upper") } el { -ordago }: en { $lance } ganáis solo con un { $p }, y sin quererlo seguís con un { $keep } de ganar el juego.
ai-coach-defer = { -no_quiero(form: "upper") }, y que decida tu compañero: en { $lance } ganáis con un { $p }, es dudoso, y a él aún le toca contestar.
ai-coach-answer-quiero =
    { -quiero(form: "upper") }. En { $lance } ganáis con un { $p }; querer { $stake ->
        [one] el tanto
       *[other] los { $stake }
    } vale { $gain } tantos frente a no querer, que les da { $fold }.
ai-coach-answer-no_quiero =
    { -no_quiero(form: "upper") }. En { $lance } ganáis solo con un { $p }; querer { $stake ->
        [one] el tanto
       *[other] los { $stake }
    } valdría { $gain } tantos frente a no querer, que les da { $fold }.
ai-coach-raise = Sube { $amount } más. En { $lance } ganáis con un { $p }; subir vale { $gain } tantos frente a solo querer.
ai-coach-sena = Antes, hazle a tu compañero la { -sena } de { $sena }.
ai-coach-play = Juega { $action }. En { $lance } ganáis con un { $p }.

## Alt texts of the pictures: what a screen reader says for each picture.

alt-hand = Tus cartas: { $cards } ({ $made }).
alt-pair = { $pair } ({ $players })
alt-and = { $a } y { $b }
alt-score =
    { $pair }: { $score } tantos, { $juegos } de { $of_juegos ->
        [one] { $of_juegos } juego
       *[other] { $of_juegos } juegos
    }, { $vacas } de { $of_vacas ->
        [one] { $of_vacas } { -vaca }
       *[other] { $of_vacas } { -vaca(form: "plural") }
    }
alt-score_final =
    { $pair }: { $juegos } de { $of_juegos ->
        [one] { $of_juegos } juego
       *[other] { $of_juegos } juegos
    }, { $vacas } de { $of_vacas ->
        [one] { $of_vacas } { -vaca }
       *[other] { $of_vacas } { -vaca(form: "plural") }
    }
alt-final-juegos = { $a } a { $b } en juegos
alt-final-vacas = { $a } a { $b } en { -vaca(form: "plural") }
alt-table =
    Mesa de mus a { $tantos ->
        [one] { $tantos } tanto
       *[other] { $tantos } tantos
    } con { $reyes ->
        [one] { $reyes } rey
       *[other] { $reyes } reyes
    }, mano { $hand }; es mano { $mano }.
alt-turn-mus = ¿Mus? Habla { $players }
alt-mus_rounds = Vueltas de mus en esta mano: { $n }
alt-turn-discard = Descarte: se espera a { $players }
alt-discarded = Ya han descartado: { $players }
alt-turn-lance = Lance de { $lance }: habla { $players }, sin envite
alt-turn-bet = Lance de { $lance }: envite de { $stake } de la { $pair }; turno de contestar: { $players }
alt-turn-ordago = Lance de { $lance }: { -ordago } de la { $pair }; turno de contestar: { $players }
alt-hand_end = La mano ha terminado
alt-match_end = Partida terminada: gana la { $pair }
alt-yes = sí
alt-no = no
alt-senas = Han hecho { -sena }: { $players }
alt-hand_shown = { $name }: { $cards } ({ $made })
alt-showdown = Cartas a la vista: { $hands }.
alt-count_total = Recuento: { $pair_a } { $a }, { $pair_b } { $b }
alt-ranking = Ranking
alt-ranking-server = Ranking de { $server }
alt-ranking-value =
    { $rating }, { $wins ->
        [one] { $wins } ganada
       *[other] { $wins } ganadas
    } de { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } ({ $percent })
alt-row = { $rank }. { $name }, { $value }
alt-chart =
    Rating de { $name } en { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    }: empezó en { $start }, máximo { $high }, ahora { $now }.
alt-chart-empty = Rating de { $name }: aún sin partidas.
alt-bracket = Cuadro del torneo { $title }
alt-champions = Campeones: { $name }
alt-tie-vs = { $a } contra { $b }
alt-tie-score = { $a } a { $b }
alt-tie-walkover = { $name } no se presentó
alt-tie-through = pasa { $name }
alt-tie-playing = jugando
alt-tie-bye = { $name } pasa sin jugar
alt-standings = Clasificación del torneo { $title }
alt-standing = { $rank }. { $name }: { $facts }
alt-standing-buchholz = Buchholz { $n }
alt-standing-head_to_head = enfrentamiento directo { $n }
alt-standing-juegos = juegos { $n }
alt-standing-tantos = tantos { $n }
alt-count-points =
    { $n ->
        [one] { $n } punto
       *[other] { $n } puntos
    }
alt-count-won =
    { $n ->
        [one] { $n } ganado
       *[other] { $n } ganados
    }
alt-count-lost =
    { $n ->
        [one] { $n } perdido
       *[other] { $n } perdidos
    }
alt-count-byes =
    { $n ->
        [one] { $n } ronda exenta
       *[other] { $n } rondas exentas
    }
alt-count-walkovers =
    { $n ->
        [one] { $n } por incomparecencia del rival
       *[other] { $n } por incomparecencia del rival
    }
alt-standing-through = pasa
alt-groups = Grupos del torneo { $title }

## The Discord bot: table messages, buttons, errors; slash command names and descriptions (cmd-*), which the bot registers with Discord.

bot-dentro = ¡dentro!
bot-score_pair = **{ $pair }** ({ $players }): { $score } tantos · juegos { $juegos } · { -vaca(form: "plural") } { $vacas }
bot-title_hand = Mano { $hand } · es mano { $mano }
bot-title_finished = Partida terminada
bot-title_waiting = Mesa de mus: buscando jugadores
bot-title_private = Tus cartas, { $name }
bot-partida_won = 🏆 Gana la partida la { $pair }: { $players }
bot-head_start = **{ $pair }** ({ $players }) empieza con { $juegos ->
        [one] { $juegos } juego ganado
       *[other] { $juegos } juegos ganados
    } por el reglamento del torneo.
bot-rating_change = { $name }: { $delta } ({ $rating })
bot-league_later = 📋 El rating y los logros de esta partida se anotarán más tarde; el resultado ya está guardado.
bot-next_hand_soon = La siguiente mano empieza enseguida, o pulsa «Siguiente mano».
bot-turn = Turno de { $players } · { $what }
bot-stake =
    Envite de la { $pair }: { $stake ->
        [one] { $stake } tanto
       *[other] { $stake } tantos
    }
bot-stake_ordago = { -ordago(form: "upper") } de la { $pair }
bot-btn-sit_here = Sentarse
bot-seat_taken = Ocupado
bot-table_reposted = 🔄 Esta mesa se ha vuelto a publicar aquí con la nueva presentación; el mensaje anterior ya no responde.
bot-table_moved = 🔄 Esta mesa sigue en un mensaje nuevo, más abajo.
bot-auto_playing = 🤖 Se les acabó el tiempo a { $players }: juega un bot por ellos hasta que pulsen un botón.
bot-senas_made = ✋ { -sena(form: "upper-plural") } hechas en esta mano: { $count }
bot-phase-mus = ¿mus?
bot-phase-discard = descarte
bot-waiting_intro = Siéntate en un sitio libre; los compañeros se sientan enfrente. Completa con bots si faltan jugadores.
bot-free_seat = (libre)
bot-level-basic = básico
bot-level-expert = experto
bot-level-random = al azar
bot-rules_line =
    A { $tantos ->
        [one] { $tantos } tanto
       *[other] { $tantos } tantos
    } · { $juegos ->
        [one] { $juegos } juego
       *[other] { $juegos } juegos
    } por { -vaca } · { $vacas ->
        [one] { $vacas } { -vaca }
       *[other] { $vacas } { -vaca(form: "plural") }
    } · { $reyes ->
        [one] { $reyes } rey
       *[other] { $reyes } reyes
    } · { $seconds } s por jugada
bot-add_ai = Añadir un bot…
bot-your_hand = Tu mano: { $hand }
bot-sena_from_partner = ✋ { $name } te hace una { -sena }: **{ $sena }** ({ $meaning })
bot-sena_caught = 👀 Has pillado una { -sena } de { $name }: **{ $sena }** ({ $meaning })
bot-choose_discard = Elige las cartas que descartas (de 1 a 4).
bot-discard_done = Ya has descartado; esperando a los demás.
bot-discard_placeholder = Cartas que descartas…
bot-sena_placeholder = Hacer una { -sena } a tu compañero…
bot-your_turn = Te toca.
bot-table_opened = Mesa abierta en este canal.
bot-table_closed = Mesa cerrada.
bot-rules_title = Reglas del mus
bot-restarting = ♻️ El bot se está reiniciando; la partida sigue en unos segundos.
bot-config_saved =
    Guardado: idioma { $lang_name }, a { $tantos ->
        [one] { $tantos } tanto
       *[other] { $tantos } tantos
    }, { $juegos ->
        [one] { $juegos } juego
       *[other] { $juegos } juegos
    }, { $vacas ->
        [one] { $vacas } { -vaca }
       *[other] { $vacas } { -vaca(form: "plural") }
    }, { $reyes ->
        [one] { $reyes } rey
       *[other] { $reyes } reyes
    }, { $seconds } s por jugada.
bot-lang_saved = De acuerdo: te hablaré en español.
bot-synced =
    { $count ->
        [one] { $count } comando
       *[other] { $count } comandos
    } registrados.
bot-btn-sit = Sitio { $seat } ({ $pair })
bot-btn-stand = Levantarse
bot-btn-remove_ai = Quitar bot
bot-btn-start = Empezar
bot-btn-close = Cerrar mesa
bot-btn-rematch = Revancha
bot-btn-next = Siguiente mano
bot-btn-cards = Mis cartas
bot-btn-discard = Descartar
bot-btn-envido = { -envido(form: "upper") }
bot-btn-envido_amount = { -envido(form: "upper") }…
bot-btn-mas = { -envido(form: "upper") } más
bot-btn-subir = Subir…
bot-modal-title_envido = { -envido(form: "upper") }: ¿cuántos tantos?
bot-modal-title_raise = ¿Cuántos tantos más?
bot-modal-amount = Tantos (de 2 a 99)
bot-ranking_title = Ranking del servidor
bot-ranking_empty = Aún no hay partidas contadas en este servidor.
bot-profile_title = Estadísticas de { $name }
bot-profile_empty = { $name } aún no ha jugado ninguna partida aquí.
bot-history_title = Últimas partidas
bot-history_empty = Aún no hay partidas en este servidor.
bot-history_line = { $date } · { $pair0 } { $score0 } – { $score1 } { $pair1 }
bot-history_reported = · jugada en una mesa real, resultado comunicado
error-no_table = No hay ninguna mesa abierta en este canal. Ábrela con { COMMAND("mus mesa") }.
error-table_here = Ya hay una mesa en este canal.
error-table_exists = Ya hay una mesa en este canal: { $link }
error-bad_seconds = Los segundos por jugada van de 10 a 3600.
error-already_started = La partida ya ha empezado.
error-already_seated = Ya estás sentado en esta mesa.
error-table_full = La mesa está llena.
error-bad_seat = Ese sitio no existe.
error-seat_taken = Ese sitio está ocupado.
error-not_seated = No estás sentado en esta mesa.
error-bad_level = Nivel desconocido; elige entre: { $levels }.
error-no_ai = No hay ningún bot que quitar.
error-not_full = Faltan jugadores: llena los cuatro sitios (o añade bots).
error-no_humans = Hace falta al menos una persona en la mesa.
error-not_finished = La partida aún no ha terminado.
error-not_creator = Solo quien abrió la mesa (o quien puede gestionar el canal) puede cerrarla.
error-hand_over = La mano ya se ha contado; espera a la siguiente.
error-already_discarded = Ya has elegido tu descarte.
error-no_pares = No llevas { -pares }: en este lance no hablas.
error-no_juego = No llevas juego: en este lance no hablas.
error-not_your_turn = No es tu turno: le toca a { $players }.
error-hand_not_over = La mano aún no ha terminado.
error-illegal = Esa jugada no vale ahora (regla { $rule }; mira { COMMAND("mus reglas") }).
error-store = No se pudo guardar la jugada; no ha contado. Inténtalo de nuevo.
error-stale = Esto ya pasó: ese botón es de una mano anterior o de una mesa cerrada.
error-bad_input = No he entendido esa elección.
error-bad_amount = «{ $amount }» no es una cantidad válida: escribe un número de 2 a 99.
error-not_started = La partida aún no ha empezado.
error-missing_permissions = No puedo jugar en este canal: me faltan permisos ({ $perms }). Pide a un administrador que me los dé.
error-missing_user_permissions = No tienes permiso para hacer esto.
error-guild_only = Este comando solo funciona en un servidor.
error-not_allowed = No puedes usar este comando.
error-internal = Algo ha fallado en el bot; no se ha cambiado nada. Si se repite, avisa a quien lo administra.
error-bad_option-choices = `{ $option }` no puede ser { $value }: elige { $choices }.
error-bad_option-range = `{ $option }` va de { $low } a { $high }; { $value } no vale.
error-bad_option-flag = `{ $option }` es sí o no.
error-bad_lang = Idioma desconocido: elige es, en, de, eu o fr.
error-not_owner = Solo la persona dueña del bot puede hacer esto.
cmd-mus = mus
cmd-mus-desc = Jugar al mus
cmd-mesa = mesa
cmd-mesa-desc = Abrir una mesa de mus en este canal
cmd-reglas = reglas
cmd-reglas-desc = Las reglas del mus tal como las juega el bot
cmd-cerrar = cerrar
cmd-cerrar-desc = Cerrar la mesa de este canal
cmd-ranking = ranking
cmd-ranking-desc = El ranking del servidor
cmd-stats = stats
cmd-stats-desc = Las estadísticas de un jugador
cmd-historial = historial
cmd-historial-desc = Las últimas partidas del servidor
cmd-config = config
cmd-config-desc = Idioma y opciones por defecto del servidor
cmd-idioma = idioma
cmd-idioma-desc = El idioma en que el bot te habla
cmd-sync = sync
cmd-sync-desc = Registrar los comandos (solo el dueño del bot)
cmd-opt-tantos-desc = Tantos por juego (40 o 30)
cmd-opt-juegos-desc = Juegos para ganar una { -vaca } (1 a 5)
cmd-opt-vacas-desc = { -vaca(form: "upper-plural") } para ganar la partida (1 a 3)
cmd-opt-reyes-desc = 8 reyes (el 3 es rey y el 2 es as) o 4 reyes
cmd-opt-juego_real-desc = { -juego_real(form: "upper") }: tres sietes y una figura ganan a cualquier 31
cmd-opt-cuatro_siete-desc = 4-5-6-7: quien lo lleve en el primer reparto puede enseñarlo y recibir cartas nuevas
cmd-opt-senas_libres-desc = Permitir cualquier { -sena } (si no, solo las verdaderas)
cmd-opt-pillar_senas-desc = Probabilidad (%) de que un rival pille una { -sena }
cmd-opt-segundos-desc = Segundos por jugada (10 a 600)
cmd-opt-orden-desc = Ordenar por rating, por % de victorias o por MSST
cmd-opt-todo-desc = Todas las temporadas en vez de la actual
cmd-opt-jugador-desc = El jugador (tú si no eliges a nadie)
cmd-opt-idioma-desc = Idioma
cmd-opt-nueva_temporada-desc = Empezar una nueva temporada del ranking
bot-profile-partidas =
    Partidas: { $won ->
        [one] { $won } ganada
       *[other] { $won } ganadas
    } de { $played } ({ $rate })
bot-profile-juegos =
    Juegos: { $won ->
        [one] { $won } ganado
       *[other] { $won } ganados
    } de { $played }
bot-profile-hands =
    Manos: { $won ->
        [one] { $won } ganada
       *[other] { $won } ganadas
    } de { $played } · { $pph } tantos por mano
bot-profile-lances = Lances ganados: { -grande } { $grande } · { -chica } { $chica } · { -pares } { $pares } · juego { $juego } · { -punto } { $punto }
bot-profile-envites =
    Envites: { $made ->
        [one] { $made } hecho
       *[other] { $made } hechos
    } · { $accepted ->
        [one] { $accepted } querido
       *[other] { $accepted } queridos
    } · { $refused } no queridos
bot-profile-ordagos =
    { -ordago(form: "upper-plural") }: { $made ->
        [one] { $made } echado
       *[other] { $made } echados
    } · { $won ->
        [one] { $won } ganado
       *[other] { $won } ganados
    }
bot-profile-mus_cut = Corta el mus: { $rate } de las veces
bot-profile-rating = Rating: { $rating } (puesto { $rank })
bot-profile-partner = Compañero favorito: { $name }
bot-press_cards_again = 🔄 { $players }: pulsa «Mis cartas» otra vez para ver tu mano al día.

## The server's settings command, and what players and admins are told when something fails.

faults-message_removed = 🗑️ El mensaje anterior de la mesa se borró: la partida sigue aquí.
faults-paused = ⏸️ La mesa está en pausa: el bot no puede mostrarla en este canal porque le falta el permiso { $perms }. Nadie juega por nadie mientras tanto; sigue en cuanto alguien que gestione el servidor se lo devuelva.
faults-paused_after_press = ⏸️ Hecho, pero la mesa queda en pausa: el bot no puede mostrarla en este canal porque le falta el permiso { $perms }. Nadie juega por nadie mientras tanto; sigue en cuanto alguien que gestione el servidor se lo devuelva.
faults-paused_channel = ⏸️ { $user }: tu mesa está en pausa porque al bot le falta el permiso { $perms } en este canal. Sigue en cuanto se lo devuelvan.
faults-paused_list = ⏸️ Mesas en pausa (al bot le falta un permiso): { $tables }
faults-wrong_channel = Este botón no es de la mesa de este canal: no se ha cambiado nada.
faults-private_control = Eso se elige en tu mensaje privado de «Mis cartas»: no se ha cambiado nada.
cmd-mus_admin = mus-admin
cmd-mus_admin-desc = Ajustes del mus en este servidor (para quien gestiona el servidor)

## The game: cards, lances, actions, events, the count, señas, rule options, the rules.

card-rank-1 = as
card-rank-2 = dos
card-rank-3 = tres
card-rank-4 = cuatro
card-rank-5 = cinco
card-rank-6 = seis
card-rank-7 = siete
card-rank-10 = sota
card-rank-11 = caballo
card-rank-12 = rey
card-ranks-1 = ases
card-ranks-2 = doses
card-ranks-3 = treses
card-ranks-4 = cuatros
card-ranks-5 = cincos
card-ranks-6 = seises
card-ranks-7 = sietes
card-ranks-10 = sotas
card-ranks-11 = caballos
card-ranks-12 = reyes
card-suit-o = oros
card-suit-c = copas
card-suit-e = espadas
card-suit-b = bastos
card-suit_of-o = oros
card-suit_of-c = copas
card-suit_of-e = espadas
card-suit_of-b = bastos
card-name = { $rank } de { $suit }
lance-grande = { -grande }
lance-chica = { -chica }
lance-pares = { -pares }
lance-juego = juego
lance-punto = { -punto }
lance-grande-help = Gana la jugada más alta.
lance-chica-help = Gana la jugada más baja.
lance-pares-help = Pareja, medias o duples; solo juega quien los tiene.
lance-juego-help = 31 tantos o más; la mejor es la 31.
lance-punto-help = Si nadie tiene juego: gana el total más alto.
word-mus = mus
word-no_mus = no hay mus
word-paso = paso
word-envido = { -envido }
word-mas = más
word-ordago = { -ordago }
word-quiero = { -quiero }
word-no_quiero = { -no_quiero }
word-discard = descartar
word-show4567 = enseñar 4-5-6-7
word-sena = { -sena }
word-and = y
word-you = tú
word-mus-help = Pedir mus: se cambian cartas si los cuatro quieren.
word-no_mus-help = Cortar el mus: se juega con estas cartas.
word-paso-help = Pasar sin envidar.
word-envido-help = Envidar: apostar 2 tantos o más.
word-mas-help = Subir el envite.
word-ordago-help = Apostar el juego entero en este lance.
word-quiero-help = Aceptar el envite.
word-no_quiero-help = Rechazar el envite.
word-discard-help = Elegir de 1 a 4 cartas para cambiar.
word-show4567-help = Enseñar 4-5-6-7 y recibir cuatro cartas nuevas.
word-sena-help = Hacer una { -sena } a tu compañero.
action-discard = descarte: { $cards }
action-envido = { -envido } { $amount }
action-sena = { -sena }: { $sena }
action-next_hand = siguiente mano
declare-pares-yes = { -pares } sí
declare-pares-no = { -pares } no
declare-juego-yes = juego sí
declare-juego-no = juego no
pares-0 = sin { -pares }
pares-1 = pareja
pares-2 = medias
pares-3 = duples
hand-pares-1 = pareja de { $rank }
hand-pares-2 = medias de { $rank }
hand-pares-3 = duples de { $high } y { $low }
hand-pares-3same = duples de { $rank }
hand-juego = juego de { $points }
hand-juego31 = juego de 31
hand-punto = { $points } al { -punto }
outcome-paso = en paso
outcome-querido = querido
outcome-folded = no querido
outcome-no_bet = sin envite
outcome-not_played = no se juega
outcome-ordago = { -ordago } querido
count-title = Recuento
count-why-paso = en paso
count-why-envite = envite
count-why-deje = deje
count-why-pareja = pareja
count-why-medias = medias
count-why-duples = duples
count-why-juego31 = treinta y una
count-why-juego = juego
count-why-punto = { -punto }
count-why-ordago = { -ordago }
event-hand_dealt = Mano { $number }: es mano { $name }.
event-hand_dealt-you = Mano { $number }: eres mano.
event-cards_dealt = Tus cartas: { $cards }.
event-spoke = { $name }: { $word }.
event-showed_4567 = { $name } enseña 4-5-6-7 y recibe cuatro cartas nuevas.
event-showed_4567-you = Enseñas 4-5-6-7 y recibes cuatro cartas nuevas.
event-discarded =
    { $count ->
        [one] { $name } se descarta de una carta.
       *[other]
            { $name } se descarta de { $count ->
                [one] { $count } carta
               *[other] { $count } cartas
            }.
    }
event-discarded-you =
    { $count ->
        [one] Te descartas de una carta.
       *[other]
            Te descartas de { $count ->
                [one] { $count } carta
               *[other] { $count } cartas
            }.
    }
event-stock_reshuffled =
    Se acabó el mazo: se barajan los descartes ({ $size ->
        [one] { $size } carta
       *[other] { $size } cartas
    }).
event-lance_started = A { $lance }.
event-lance_started-some = A { $lance }: juegan { $players }.
event-lance_started-some-you = A { $lance }: jugáis { $players }.
event-declared = { $name }: { $declaration }.
event-bet = { $name }: { $word }.
event-bet-envido = { $name }: { -envido } { $amount }.
event-bet-mas = { $name }: { $amount } más (van { $stake }).
event-bet-ordago = { $name }: ¡{ -ordago }!
event-lance_closed = { $lance }: { $outcome }.
event-lance_closed-paso = { $lance }: en paso.
event-lance_closed-querido = { $lance }: querido por { $stake }; se cobra en el recuento.
event-lance_closed-folded = { $lance }: { -no_quiero }; se lo lleva la { $pair }.
event-lance_closed-no_bet = { $lance }: solo juega la { $pair }; no hay envite.
event-lance_closed-not_played = { $lance }: nadie tiene; no se juega.
event-lance_closed-ordago = { $lance }: ¡{ -ordago } querido! Se enseñan las cartas.
event-deje =
    { $points ->
        [one] { $lance }: la { $pair } cobra 1 tanto en el acto.
       *[other]
            { $lance }: la { $pair } cobra { $points ->
                [one] { $points } tanto
               *[other] { $points } tantos
            } en el acto.
    }
event-dentro = La { $pair } canta: ¡dentro!
event-showdown = Cartas a la vista: { $hands }.
event-showdown-hand = { $name }: { $cards }
event-ordago_won = { -ordago(form: "upper") } a { $lance }: la mejor jugada es de { $name } (la { $pair }).
event-ordago_won-you = { -ordago(form: "upper") } a { $lance }: tienes la mejor jugada (la { $pair }).
event-count_line = { $lance }, { $why }: +{ $points } para la { $pair }.
event-count_line-seat = { $lance }, { $why } ({ $name }): +{ $points } para la { $pair }.
event-count_line-ordago = { $lance }, { -ordago } ({ $name }): gana la { $pair }.
event-juego_won = ¡La { $pair } gana el juego! Juegos: { $a }–{ $b }.
event-vaca_won = ¡La { $pair } gana la { -vaca }! { -vaca(form: "upper-plural") }: { $a }–{ $b }.
event-partida_won = ¡La { $pair } gana la partida!
event-sena_made = { $name } hace una { -sena }.
event-sena_made-you = Haces una { -sena }.
event-sena_seen = { -sena(form: "upper") } de tu compañero { $name }: { $sena } ({ $gesture }).
event-sena_seen-caught = Pillas la { -sena } de { $name } a su compañero: { $sena } ({ $gesture }).
sena-dos_reyes = dos reyes
sena-dos_reyes-meaning = Tengo dos reyes.
sena-dos_reyes-gesture = morderse el labio inferior
sena-tres_reyes = tres reyes
sena-tres_reyes-meaning = Tengo tres reyes.
sena-tres_reyes-gesture = morderse el labio inferior por un lado
sena-dos_ases = dos ases
sena-dos_ases-meaning = Tengo dos ases.
sena-dos_ases-gesture = sacar la lengua por el centro
sena-tres_ases = tres ases
sena-tres_ases-meaning = Tengo tres ases.
sena-tres_ases-gesture = sacar la lengua por un lado de la boca
sena-medias = medias
sena-medias-meaning = Tengo medias (tres cartas iguales).
sena-medias-gesture = torcer la boca hacia un lado
sena-duples = duples
sena-duples-meaning = Tengo duples (dos parejas).
sena-duples-gesture = levantar las cejas
sena-treinta_y_una = treinta y una
sena-treinta_y_una-meaning = Tengo 31 de juego.
sena-treinta_y_una-gesture = guiñar un ojo
sena-juego = juego que no es 31
sena-juego-meaning = Tengo juego, pero no 31.
sena-juego-gesture = lanzar un beso al aire
sena-treinta_punto = treinta al { -punto }
sena-treinta_punto-meaning = Tengo 30 al { -punto }.
sena-treinta_punto-gesture = levantar los hombros
sena-veintinueve_punto = 29 al { -punto }
sena-veintinueve_punto-meaning = Tengo 29 al { -punto }.
sena-veintinueve_punto-gesture = levantar el hombro izquierdo
sena-ciego = ciego
sena-ciego-meaning = No tengo ni { -pares } ni juego.
sena-ciego-gesture = cerrar los ojos
rules-title = Opciones de la mesa
rules-reyes = Reyes
rules-reyes-help = Con 8, los treses son reyes y los doses ases en todos los lances; con 4, cada carta es lo que es.
rules-tantos = Tantos por juego
rules-tantos-help = Los tantos que gana un juego; a 30, las partidas son más cortas.
rules-juegos = Juegos por { -vaca }
rules-juegos-help = Los juegos que gana una { -vaca }.
rules-vacas = { -vaca(form: "upper-plural") } por partida
rules-vacas-help = Las { -vaca(form: "plural") } que gana la partida.
rules-juego_real = { -juego_real(form: "upper") }
rules-juego_real-help = Tres sietes y una figura ganan a cualquier otra 31.
rules-redeal_4567 = 4-5-6-7
rules-redeal_4567-help = Quien recibe 4-5-6-7 en el primer reparto puede enseñarlo y recibir cuatro cartas nuevas.
rules-senas_libres = { -sena(form: "upper-plural") } libres
rules-senas_libres-help = Se ofrecen todas las { -sena(form: "plural") }, también las falsas.
rules-pillar_senas = Pillar { -sena(form: "plural") }
rules-pillar_senas-help = La probabilidad de que cada rival pille una { -sena }; 0: nunca.
rules-value-yes = sí
rules-value-no = no
rules-seconds-help = El tiempo de cada jugada; al acabarse, juega un bot por ti hasta que pulses un botón.
rules-page-option = opción en `/mus mesa`
rules-page-values = valores
rules-page-default = por defecto
rules-page-rule = regla
rules-page-changes = qué cambia
rules-page-range = { $low } a { $high }
rules-value-reyes =
    { $n ->
        [one] { $n } rey
       *[other] { $n } reyes
    }
pair-0 = pareja A
pair-1 = pareja B
seat-default = Sitio { $n }
seat-mano = mano
seat-postre = postre
score-tanto = tanto
score-tantos = tantos
score-piedra = piedra
score-piedras = piedras
score-amarraco = amarraco
score-amarracos = amarracos
score-juego = juego
score-juegos = juegos
score-vaca = { -vaca }
score-vacas = { -vaca(form: "plural") }
score-partida = partida
score-dentro = ¡dentro!
summary-title = Reglas del mus
summary-cards-title = Cartas y sitios
summary-cards = Baraja española de 40 cartas; los palos no cuentan. Con 8 reyes (por defecto) el tres es rey y el dos es as. Orden: rey, caballo, sota, 7, 6, 5, 4, (3, 2), as. Para juego y { -punto } las figuras valen 10 y las demás su número. Juegan dos parejas; los compañeros se sientan enfrente. El mano habla el primero y gana los empates (si no, el más cercano a él). En cada mano nueva, es mano el siguiente.
summary-deal-title = Reparto y mus
summary-deal = Cuatro cartas a cada uno. Desde el mano, cada uno dice «mus» o «no hay mus». Un «no hay mus» corta y empiezan los lances. Si los cuatro dan mus, todos se descartan a la vez de 1 a 4 cartas, reciben otras tantas y se vuelve a hablar. Si se acaba el mazo, se barajan los descartes. Opción 4-5-6-7 (no): en el primer reparto, quien la tenga puede enseñarla y recibir cuatro cartas nuevas.
summary-lances-title = Los cuatro lances
summary-lances = { -grande(form: "upper") }: ganan las cartas más altas, comparadas de mayor a menor. { -chica(form: "upper") }: las más bajas, de menor a mayor. { -pares(form: "upper") }: pareja (1 tanto) < medias (2) < duples (3); a igual clase, ganan las cartas más altas. Juego: 31 o más, en este orden: 31, 32, 40, 37, 36, 35, 34, 33; la 31 vale 3 y otro juego 2. { -juego_real(form: "upper") } (opción, sí): tres sietes y una figura ganan a cualquier 31. { -punto(form: "upper") }: solo si nadie tiene juego; gana el más alto (30 el mejor) y vale 1 tanto más.
summary-betting-title = Envites
summary-betting = Antes de { -pares } y de juego, el bot declara por orden lo que tiene cada uno. Solo hablan quienes tienen; si solo tiene una pareja, no hay envite y cobra en el recuento; si nadie tiene juego, se juega a { -punto }. Desde el mano: paso, { -envido } (2 o más) u { -ordago }; si todos pasan, el lance queda en paso. Ante un envite, cualquier rival que juegue el lance dice { -quiero }, «N más», { -ordago } o { -no_quiero }. Si toda la pareja dice { -no_quiero }, la otra cobra en el acto 1 tanto por el primer envite, o lo que había antes de su última subida ({ -envido } 2, 3 más, 2 más, { -no_quiero }: 5). { -ordago(form: "upper") } querido: se enseñan las cartas y la mejor jugada del lance gana el juego. Quien llega a los tantos gana el juego en el acto.
summary-count-title = Recuento
summary-count = Se cuenta en orden: { -grande }, { -chica }, { -pares }, juego o { -punto }. { -grande(form: "upper") } y { -chica }: 1 tanto en paso, o lo envidado, para la mejor jugada. { -pares(form: "upper") } y juego: lo envidado (nada en paso) más los { -pares } o el juego de los dos jugadores de la pareja ganadora; tras un { -no_quiero }, solo sus jugadas. { -punto(form: "upper") }: 1 en paso; querido, lo envidado más 1; tras un { -no_quiero }, 1. El recuento se para en cuanto una pareja gana el juego.
summary-score-title = Juegos, { -vaca(form: "plural") } y partida
summary-score = Un juego es a 40 tantos (opción: 30); al ganarlo, los marcadores vuelven a 0. Con 5 tantos o menos para ganar, el bot canta «¡dentro!». Una { -vaca } son 2 juegos (opción: de 1 a 5) y la partida, 1 { -vaca } (opción: de 1 a 3). Se cuenta con piedras (1) y amarracos (5).
summary-senas-title = { -sena(form: "upper-plural") }
summary-senas = Los compañeros pueden hacerse las { -sena(form: "plural") } oficiales. El bot solo ofrece las verdaderas (con { -sena(form: "plural") } libres, todas). Tu compañero ve la { -sena }; la mesa, solo que hubo una. Cada rival la pilla con un 10 % de probabilidad (opción). Las { -sena(form: "plural") }:

## History and fair play: replays of a hand, the verifiable shuffle, pairs, logros, seasons.

history-hand_id = mano #{ $id }
history-btn-replay = Ver la mano
history-replay-title = Mano #{ $id } · { $number }.ª mano de la partida { $partida }
history-replay-step = Paso { $step } de { $steps }
history-replay-as_player = Ves tus cartas y tus { -sena(form: "plural") }, como las viste en la partida.
history-replay-as_spectator = Ves la mano como la vio la mesa: las cartas, solo en el recuento.
history-error-bad_hand_id = «{ $text }» no es un número de mano: escribe el que sale al final de la mano, por ejemplo #4821.
history-error-hand_not_found = No hay ninguna mano #{ $id } que puedas ver.
history-error-partida_not_found = No hay ninguna partida { $partida } que puedas ver.
history-error-replay_here = Estos botones pasan los pasos del repaso en su propio mensaje privado; aquí no hacen nada. Pulsa «{ $button }» o usa { COMMAND("mus mano") }.
history-error-no_log = La mano #{ $id } ya no se puede ver: sus jugadas no están guardadas.
history-commitment_line = 🔒 Compromiso del barajado (SHA-256): `{ $commitment }`
history-seed_line = 🔓 Semilla revelada: `{ $seed }` · compruébalo con { COMMAND("mus verificar") } partida:{ $partida }
history-verify-title = Verificación de la partida { $partida }
history-verify-not_found = No hay ninguna partida { $partida }.
history-verify-not_revealed = La partida { $partida } se está jugando: la semilla no se revela hasta que termine.
history-verify-reported = La partida { $partida } se jugó en una mesa real y su resultado lo comunicaron las parejas: no tiene manos ni semilla, así que no hay nada que verificar.
history-verify-ok =
    ✅ Todo cuadra: { $hands ->
        [one] la mano sale
       *[other] las { $hands } manos salen
    } de la semilla revelada y de las jugadas guardadas.
history-verify-failed =
    ❌ La partida { $partida } no cuadra: { $count ->
        [one] { $count } diferencia
       *[other] { $count } diferencias
    }.
history-verify-commitment = Compromiso: { $commitment }
history-verify-seed = Semilla: { $seed } · barajado versión { $version }
history-verify-no_commitment = Esta partida se jugó antes de que el bot mostrara el compromiso: se comprueban las manos, no el compromiso.
history-verify-no_log = Las jugadas de esta partida ya no están guardadas: no se puede volver a jugar.
history-verify-bad_seed = La semilla revelada «{ $seed }» no es un número.
history-verify-commitment_mismatch = La semilla no corresponde al compromiso: su SHA-256 es { $hash }.
history-verify-first_mano_mismatch = En la primera mano fue mano el sitio { $seat }; la semilla dice que era el sitio { $expected }.
history-verify-seating = Comprometido con la semilla: es mano el sitio { $seat }; sitios: { $seats }.
history-verify-first_mano_changed = En la primera mano fue mano el sitio { $seat }; el compromiso se hizo con el sitio { $committed } de mano.
history-verify-seats_changed = Los sitios guardados ({ $recorded }) no son los del compromiso ({ $committed }).
history-verify-seating_mismatch = La semilla, la mano y los sitios guardados no corresponden al compromiso: su SHA-256 es { $hash }.
history-verify-first_mano_drawn = Fue mano el sitio { $seat } por el sorteo del torneo; esta versión del barajado no lo comprometía, así que se toma tal como se guardó.
history-verify-no_moves = La partida { $partida } tiene guardadas sus manos y su resultado, pero no las jugadas (las partidas de `musbot tournament simulate` no las guardan): no se puede volver a jugar, así que ni se verifica ni se refuta.
history-verify-illegal_action = La jugada { $seq } no se puede hacer con estas cartas ({ $reason }).
history-verify-hand_not_recorded = La mano { $hand } no está guardada.
history-verify-hand_not_played = La mano { $hand } está guardada pero las jugadas no llegan a ella.
history-verify-cards_mismatch = Mano { $hand }, sitio { $seat }: guardado { $recorded }, repartido { $dealt }.
history-verify-count_mismatch = Mano { $hand }: el recuento guardado no es el de las cartas repartidas.
history-verify-points_mismatch =
    Mano { $hand }: guardado { $recorded ->
        [one] { $recorded } tanto
       *[other] { $recorded } tantos
    }, jugado { $played }.
history-verify-result_mismatch = El resultado guardado de la partida no es el de las jugadas.
history-pair-title = Pareja: { $a } y { $b }
history-pair-record =
    { $partidas ->
        [one] { $partidas } partida
       *[other] { $partidas } partidas
    } juntos · { $won ->
        [one] { $won } ganada
       *[other] { $won } ganadas
    } ({ $rate }) · juegos: { $juegos_won } de { $juegos }
history-pair-strength = Fuerza de la pareja: { $strength }
history-pair-unrated = Fuerza de la pareja: aún sin calificar
history-pair-best_rival = A quienes más ganáis: { $a } y { $b } ({ $won }-{ $lost })
history-pair-worst_rival = Quienes más os ganan: { $a } y { $b } ({ $won }-{ $lost })
history-pair-never = { $a } y { $b } aún no han jugado juntos en este servidor.
history-pair-same_player = Elige a otra persona: una pareja son dos.
history-ranking-pairs_title =
    Ranking de parejas (al menos { $min ->
        [one] { $min } partida
       *[other] { $min } partidas
    } juntos)
history-ranking-pairs_empty =
    Ninguna pareja ha jugado aún { $min ->
        [one] { $min } partida
       *[other] { $min } partidas
    } juntos.
history-ranking-pair_row = { $rank }. { $a } y { $b }: { $won } de { $partidas } ({ $rate }) · fuerza { $strength }
history-config-pair_min = Partidas juntos para entrar en el ranking de parejas: { $min }
history-achievements-title = Logros
history-achievements-none = Aún sin logros.
history-achievement-earned = 🏅 { $name } consigue el logro «{ $title }»: { $description }
history-achievement-again = 🏅 { $name }: «{ $title }» otra vez (×{ $times })
achievement-primera-name = Primera victoria
achievement-primera-desc = Ganar tu primera partida.
achievement-ordago-name = ¡{ -ordago(form: "upper") }!
achievement-ordago-desc = Echar un { -ordago }, que te lo quieran y ganarlo.
achievement-farol-name = Farol
achievement-farol-desc = Que los rivales no quieran tu envite cuando ellos tenían la mejor jugada.
achievement-real-name = { -juego_real(form: "upper") }
achievement-real-desc = Ganar el juego con la real: tres sietes y una figura.
achievement-zapatero-name = Zapatero
achievement-zapatero-desc = Ganar un juego sin que los rivales se apunten un solo tanto.
achievement-remontada-name = Remontada
achievement-remontada-desc = Ganar un juego en el que ibais a cero con los rivales dentro.
achievement-vaca_perfecta-name = { -vaca(form: "upper") } perfecta
achievement-vaca_perfecta-desc = Ganar una { -vaca } de tres juegos o más sin perder ninguno.
achievement-companeros-name = Pareja de siempre
achievement-companeros-desc = Jugar diez partidas con el mismo compañero (una vez por cada compañero).
history-season-closed_title = Fin de la temporada { $season }
history-season-champions = 🏆 Campeones: { $names }
history-season-no_champions = Nadie jugó esta temporada: no hay campeones.
history-season-top_players = Mejores jugadores
history-season-top_pairs = Mejores parejas
history-season-new = Empieza la temporada { $season }.
history-season-schedule-monthly = mensual
history-season-schedule-quarterly = trimestral
history-season-schedule-none = a mano
history-season-role_moved = El rol { $role } pasa a { $names }.
history-season-role_no_permission = No he podido dar el rol de campeones: me falta el permiso «Gestionar roles». La temporada se ha cerrado igualmente.
history-season-role_too_high = No he podido dar el rol { $role }: está por encima del mío. Sube mi rol en Ajustes del servidor → Roles. La temporada se ha cerrado igualmente.

## History and fair play on Discord: the commands, their options and answers.

cmd-mano = mano
cmd-mano-desc = Repasar paso a paso una mano ya jugada
cmd-verificar = verificar
cmd-verificar-desc = Comprobar que las cartas de una partida salieron de su semilla
cmd-pareja = pareja
cmd-pareja-desc = Tu historial con un compañero en este servidor
cmd-opt-mano_id-desc = El número de la mano, por ejemplo #4821
cmd-opt-partida_id-desc = El número de la partida (sale al final, con la semilla)
cmd-opt-companero-desc = Tu compañero
cmd-opt-pareja_minimo-desc = Partidas juntos para entrar en el ranking de parejas (1 a 1000)
cmd-opt-temporada_auto-desc = Cerrar la temporada sola cada mes, cada trimestre, o solo a mano
cmd-opt-rol_campeones-desc = El rol que pasa a los campeones de cada temporada
cmd-opt-canal_campeones-desc = El canal del mensaje de campeones
cmd-choice-parejas = parejas
history-hand_line = 🔎 { $hand }: «Ver la mano» la repasa paso a paso.
history-replay-nothing_seen = En este paso no se ve nada nuevo.
history-stats-achievement = 🏅 { $title }
history-stats-achievement_times = 🏅 { $title } ×{ $times }
history-config-league =
    Ranking de parejas: { $min ->
        [one] { $min } partida
       *[other] { $min } partidas
    } juntos · temporadas: { $schedule } · rol de campeones: { $role } · canal de campeones: { $channel }
history-config-unset = ninguno
history-season-closed_reply = He cerrado la temporada { $season }; el mensaje de campeones está en { $channel }.
history-season-not_posted = He cerrado la temporada { $season }, pero no he podido publicar el mensaje de campeones en { $channel }: dame permiso para ver el canal, escribir y adjuntar archivos allí.
history-season-role_missing = El rol de campeones elegido ya no existe: elige otro con { COMMAND("mus_admin config") }. La temporada se ha cerrado igualmente.
history-season-row_player = { $place }. { $name } · { $rating } · { $won } de { $partidas }
history-season-row_pair = { $place }. { $a } y { $b } · { $won } de { $partidas }
render-season-title = Temporada { $season }
render-season-champions = Campeones
render-season-rating = rating
render-season-won = ganadas
alt-season = Fin de la temporada { $season }. { $champions } Mejores jugadores: { $players }. Mejores parejas: { $pairs }.
alt-season-champions = Campeones: { $names }.
alt-season-row = { $place }. { $name }, { $won } de { $partidas }
alt-achievements = Logros: { $list }.

## A server's presets of table options, and inviting people to a table.

cmd-jugar_al_mus = Jugar al mus
cmd-opt-preset-desc = Un preset del servidor (las opciones que des con él lo cambian)
cmd-opt-guardar_preset-desc = Guardar las opciones dadas como un preset con este nombre
cmd-opt-borrar_preset-desc = Borrar el preset con este nombre
cmd-opt-presets-desc = Ver los presets del servidor
preset-saved = Preset «{ $name }» guardado ({ $count } de { $most }): { $options }. Úsalo con { COMMAND("mus mesa") } preset:{ $name }
preset-replaced = Preset «{ $name }» cambiado: { $options }.
preset-deleted = Preset «{ $name }» borrado.
preset-list_title = Presets del servidor ({ $count } de { $most })
preset-line = **{ $name }**: { $options }
preset-list_empty = Este servidor no tiene presets. Un administrador los guarda con { COMMAND("mus_admin config") } guardar_preset:nombre y las opciones de la mesa.
preset-plain = las opciones por defecto
preset-seconds = { $seconds } s por jugada
preset-error-bad_name =
    «{ $name }» no vale como nombre de preset: de 1 a { $most ->
        [one] { $most } carácter
       *[other] { $most } caracteres
    } en una línea.
preset-error-full =
    Este servidor ya tiene { $most ->
        [one] { $most } preset
       *[other] { $most } presets
    }, el máximo. Borra uno antes con { COMMAND("mus_admin config") } borrar_preset.
preset-error-mixed = Guardar, borrar o ver presets va aparte: guardar_preset con las opciones de la mesa, o borrar_preset solo, o presets solo (sin idioma ni nueva temporada). No he cambiado nada.
preset-error-unknown = Este servidor no tiene ningún preset «{ $name }». Tiene: { $names }.
preset-error-none = Este servidor no tiene ningún preset «{ $name }», ni ningún otro. Un administrador los guarda con { COMMAND("mus_admin config") } guardar_preset.
invite-btn-sit = Sentarse
invite-message = { $invitee }, { $inviter } te invita a jugar al mus en esta mesa: { $link } · Pulsa «{ $button }» para sentarte.
invite-sent = Invitación enviada a { $name }: la verá en este canal, con un botón para sentarse.
invite-sent_opened = Mesa abierta e invitación enviada a { $name }: la verá en este canal, con un botón para sentarse.
invite-error-bot = Los bots no se invitan: los sitios libres se llenan con bots desde el mensaje de la mesa.
invite-error-self = No puedes invitarte a ti mismo: siéntate con los botones de la mesa.
invite-error-not_member = Esa persona no está en este servidor.
invite-error-cannot_see = Esa persona no puede ver este canal: no vería ni la invitación ni la mesa.
invite-error-playing = La mesa de este canal ya está jugando: invita cuando termine.
invite-error-finished = La mesa de este canal acaba de terminar una partida y su revancha es con los mismos cuatro: invita cuando se cierre.
invite-error-seated = Esa persona ya está sentada en esta mesa.
invite-error-full = La mesa de este canal está completa.
invite-error-not_you = Esta invitación es para otra persona. Para jugar, siéntate desde el mensaje de la mesa.
invite-error-already_invited = { $name } ya tiene una invitación a esta mesa: { $link }
invite-over-seated = { $name } se ha sentado a la mesa.
invite-over-started = Esta invitación ha terminado: la partida ya ha empezado.
invite-over-closed = Esta invitación ha terminado: la mesa se ha cerrado.

## The invited person's direct message.

invite-dm-message = { $inviter } te invita a jugar al mus en #{ $channel }, en el servidor { $server }. La invitación, con su botón «{ $button }», está en ese canal.
invite-dm-link = Ir a la invitación
invite-dm-over = { $inviter } te invitó a jugar al mus en #{ $channel }, en el servidor { $server }. { $how }
invite-dm_refused = { $name } no acepta mensajes directos de los miembros del servidor: la invitación está solo en este canal.

## The tutorial and the coach on Discord.

learn-welcome-title = 👋 Tu mesa de práctica
learn-welcome =
    Juegas con tu compañero { $partner }, sentado enfrente, contra { $left } y { $right }. Cada mano tiene cuatro lances ({ -grande }, { -chica }, { -pares } y juego) y cada lance da tantos a la pareja que lo gana; la primera pareja que llega a { $tantos ->
        [one] { $tantos } tanto
       *[other] { $tantos } tantos
    } gana el juego.
    Pulsa «Mis cartas» para ver tu mano y jugar, y «Consejo» cuando no sepas qué hacer. Te iré explicando cada cosa la primera vez que salga. Esta mesa no cuenta para el ranking.
learn-mus-title = 🃏 El mus
learn-mus =
    Antes de los lances, cada uno dice «mus» si quiere cambiar cartas o «no hay mus» si le vale su mano. Si los cuatro dicen mus, todos descartan y reciben cartas nuevas; en cuanto uno corta con «no hay mus», se juega con las cartas que hay.
    Habla primero el mano (en esta mano, { $mano }), que además gana los empates.
learn-discard-title = ♻️ El descarte
learn-discard = En «Mis cartas» eliges de 1 a 4 cartas para descartar y recibes otras tantas. Guarda lo que te sirve: reyes para la { -grande }, ases para la { -chica }, cartas iguales para los { -pares }, figuras y sietes para el juego.
learn-grande-title = ⬆️ La { -grande }
learn-grande = En la { -grande } gana la mano más alta: se compara la carta más alta de cada uno, luego la siguiente, y así. El rey es la mejor (aquí cada 3 cuenta como un rey y cada 2 como un as), después caballo, sota, 7, 6, 5, 4 y as. Si dos manos son iguales, gana la más cercana al mano.
learn-betting-title = 🗣️ Las palabras de cada lance
learn-betting =
    En cada lance se habla por turno: «paso» (no apuestas), «{ -envido }» (apuestas 2 tantos, o los que digas), «{ -quiero }» (aceptas: los cobra en el recuento la pareja con mejor mano), «{ -no_quiero }» (rechazas: la pareja que apostó se lleva 1 tanto, o lo apostado antes, en ese momento), «{ -envido } más» (subes la apuesta) y «{ -ordago }» (se apuesta el juego entero: si lo quieren, la mejor mano gana el juego).
    Si todos dicen paso, la { -grande } y la { -chica } valen 1 en paso en el recuento.
learn-chica-title = ⬇️ La { -chica }
learn-chica = La { -chica } es al revés que la { -grande }: gana la mano más baja. El as es la mejor carta (y cada 2, que cuenta como as), después 4, 5, 6, 7, sota, caballo y rey.
learn-sena-title = ✋ Las { -sena(form: "plural") }
learn-sena = Una { -sena } es un gesto que le haces a tu compañero para contarle lo que llevas (dos reyes, duples, 31…) sin que lo sepan los rivales, que a veces la pillan. En «Mis cartas» ves las { -sena(form: "plural") } de tu compañero y puedes hacerle las tuyas; solo puedes hacer las que son verdad para tu mano.
learn-pares-title = 👯 Los { -pares }
learn-pares = Cada uno dice si lleva { -pares }, es decir, dos o más cartas iguales, y solo hablan quienes los llevan. Una pareja (dos iguales) vale 1 tanto, medias (tres iguales) 2 y duples (dos parejas, o cuatro iguales) 3. En el recuento cobra los { -pares } de los dos compañeros la pareja con los mejores.
learn-juego-title = 🎯 El juego
learn-juego = Para el juego se suman las cartas: las figuras (y cada 3) valen 10, las demás lo que marcan (cada 2 vale 1). Con 31 o más se tiene juego. El mejor es 31, luego 32, 40, 37, 36, 35, 34 y 33. En el recuento, un 31 vale 3 tantos y cualquier otro juego 2, por cada jugador de la pareja ganadora que lo tenga.
learn-punto-title = 🔢 El { -punto }
learn-punto = Si nadie tiene juego, se juega al { -punto }: gana la mano que más suma (como mucho 30), y vale 1 tanto en el recuento.
learn-count-title = 📋 El recuento de la mano { $hand }, línea a línea
learn-count-paso = { $lance }: nadie apostó, así que vale 1 en paso para la mejor mano, la de { $name }. → { $team } +{ $points }
learn-count-envite = { $lance }: la apuesta se quiso y la cobra la mejor mano, la de { $name }. → { $team } +{ $points }
learn-count-pares = { $lance }: { $name } lleva { -pares } y esa pareja tiene los mejores. → { $team } +{ $points }
learn-count-pares-folded = { $lance }: { $name } lleva { -pares }, y el lance es de esa pareja porque la otra no quiso la apuesta. → { $team } +{ $points }
learn-count-punto-folded = { $lance }: la otra pareja no quiso la apuesta, así que el { -punto } vale 1 para la pareja que apostó. → { $team } +{ $points }
learn-count-juego31 = { $lance }: { $name } tiene 31, el mejor juego, que vale 3. → { $team } +{ $points }
learn-count-juego = { $lance }: { $name } tiene juego (no de 31), que vale 2. → { $team } +{ $points }
learn-count-punto = { $lance }: nadie tenía juego y la mano que más suma es la de { $name }. → { $team } +{ $points }
learn-count-ordago = { $lance }: el { -ordago } se quiso y lo gana la mano de { $name }: esa pareja gana el juego.
learn-count-deje = { $lance }: a la apuesta se dijo { -no_quiero }, así que la pareja que apostó cobró en el momento. → { $team } +{ $points }
learn-count-nothing = Esta mano no dio tantos en el recuento.
learn-count-score = Tanteo: vosotros { $us }, los rivales { $them }. Gana el juego la primera pareja que llegue a { $tantos }.
learn-team-us = vosotros
learn-team-them = los rivales
learn-thread_name = Aprender mus con { $name }
learn-opened = Tu mesa de práctica está lista en { $thread }: solo la ves tú.
learn-already = Ya tienes una mesa de práctica abierta en { $thread }: sigue allí, o pulsa «Salir» en ella para empezar otra.
learn-closed = 👋 Has dejado la práctica; no cuenta para nada. Vuelve cuando quieras con { COMMAND("mus aprender") }.
learn-btn-leave = Salir
coach-btn = Consejo
coach-table_note = 📘 Mesa con consejos: no cuenta para el rating ni para el ranking.
error-no_consejos = Esta mesa no tiene consejos: se activan al abrirla, con la opción consejos de { COMMAND("mus mesa") }.
error-learn_in_thread = Usa { COMMAND("mus aprender") } en un canal de texto, no dentro de un hilo.
cmd-aprender = aprender
cmd-aprender-desc = Aprender a jugar al mus: una mesa de práctica solo para ti, con explicaciones
cmd-opt-consejos-desc = Botón «Consejo» para cada jugador (la mesa no cuenta para el ranking)
cmd-opt-personalidad-desc = Cómo juegan los bots de esta mesa (de club si no eliges)

## Every word drawn in the pictures.

render-pares-0 = Sin { -pares }
render-pares-1 = Pareja
render-pares-2 = Medias
render-pares-3 = Duples
render-juego = Juego: { $points }
render-punto = { -punto(form: "upper") }: { $points }
render-lance-grande = { -grande(form: "upper") }
render-lance-chica = { -chica(form: "upper") }
render-lance-pares = { -pares(form: "upper") }
render-lance-juego = Juego
render-lance-punto = { -punto(form: "upper") }
render-phase-mus = ¿Mus?
render-phase-discard = Descarte
render-phase-hand_end = Recuento
render-phase-match_end = Fin de partida
render-mus_rounds = Mus: { $n }
render-stake-none = Sin envite
render-stake = Envite: { $stake }
render-ordago = ¡{ -ordago(form: "upper") }!
render-hand_number = Mano { $n }
render-reyes =
    { $n ->
        [one] { $n } rey
       *[other] { $n } reyes
    }
render-tantos =
    A { $n ->
        [one] { $n } tanto
       *[other] { $n } tantos
    }
render-mano = mano
render-sena = { -sena }
render-declared-pares-yes = { -pares(form: "upper") }: sí
render-declared-pares-no = { -pares(form: "upper") }: no
render-declared-juego-yes = Juego: sí
render-declared-juego-no = Juego: no
render-juegos = Juegos: { $n }/{ $of }
render-vacas = { -vaca(form: "upper-plural") }: { $n }/{ $of }
render-dentro = ¡Dentro!
render-winner = Ganadores
render-final-juegos = { $a }–{ $b } en juegos
render-final-vacas = { $a }–{ $b } en { -vaca(form: "plural") }
render-lances-title = Lances
render-count-title = Recuento
render-outcome-playing = en juego
render-outcome-paso = en paso
render-outcome-querido = querido: { $stake }
render-outcome-folded = no querido
render-outcome-no_bet = sin envite
render-outcome-not_played = no se juega
render-outcome-ordago = ¡{ -ordago }!
render-why-paso = en paso
render-why-envite = envite
render-why-deje = deje
render-why-pareja = pareja
render-why-medias = medias
render-why-duples = duples
render-why-juego31 = la 31
render-why-juego = juego
render-why-punto = { -punto }
render-why-ordago = { -ordago }
render-lb-title = Clasificación
render-lb-player = Jugador
render-lb-rating = Rating
render-lb-games = Partidas
render-lb-wins = Victorias
render-lb-empty = Aún no hay partidas
render-chart-title = Evolución del rating
render-chart-games = Partidas
render-chart-now = Ahora: { $value }
render-chart-best = Máximo: { $value }

## The terminal game (musbot play).

terminal-welcome = Mus en el terminal. Juegas en el sitio { $seat } con { $partner } de compañero, contra { $rival1 } y { $rival2 }.
terminal-opponents =
    Los bots juegan en nivel { $level }. Juego a { $tantos ->
        [one] { $tantos } tanto
       *[other] { $tantos } tantos
    }; juegos por { -vaca }: { $juegos }; { -vaca(form: "plural") } por partida: { $vacas }.
terminal-help = Escribe el número de una opción y pulsa Intro. «q» para salir.
terminal-you = Tú
terminal-turn = — Te toca ({ $what }) —
terminal-phase-mus = mus
terminal-phase-discard = descarte
terminal-hand = Tus cartas: { $cards } ({ $desc }).
terminal-position-mano = Eres mano.
terminal-position-postre = Eres postre.
terminal-position-other = Habla primero { $name }, que es mano.
terminal-partner_senas = { -sena(form: "upper-plural") } de tu compañero: { $senas }.
terminal-caught_senas = { -sena(form: "upper-plural") } pilladas a los rivales: { $senas }.
terminal-bet_state = Envite a { $lance }: van { $stake }; si no lo quieres, la otra pareja cobra { $fold }.
terminal-bet_state-ordago = ¡{ -ordago(form: "upper") } a { $lance }! { -quiero(form: "upper") }: se juega el juego entero con las cartas de este lance.
terminal-raise = { $amount } más
terminal-menu = ¿Qué haces?
terminal-discard_menu = ¿De qué cartas te descartas? Escribe sus números separados por espacios (por ejemplo: 1 3).
terminal-prompt = >{ " " }
terminal-bad_choice = No entiendo «{ $text }». Escribe un número del 1 al { $n }, o «q» para salir.
terminal-bad_discard = No entiendo «{ $text }». Elige de 1 a 4 cartas distintas por su número, del 1 al 4.
terminal-illegal = Eso no vale ahora (regla { $rule }; mira «musbot rules»). Elige otra opción.
terminal-score = Tanteo: { $a } · { $b } · juegos { $ja }–{ $jb } · { -vaca(form: "plural") } { $va }–{ $vb }
terminal-score-pair = { $pair } { $marks } ({ $points })
terminal-score-us = vosotros
terminal-score-them = ellos
terminal-next_hand = Intro para la siguiente mano, «q» para salir.
terminal-won = ¡Vuestra pareja gana la partida! Enhorabuena.
terminal-lost = La partida es para la pareja rival. ¡Otra vez será!
terminal-bye = ¡Hasta la próxima!
terminal-count = Recuento:

## Tournaments on Discord: their messages, threads and commands.

tourn-table-title = 🏆 Mesa de torneo: esperando a los cuatro
cmd-sustituir = sustituir
cmd-sustituir-desc = Sustituir a un jugador de una pareja desde su próxima partida (organización)
cmd-retirar = retirar
cmd-retirar-desc = Retirar a una pareja: pierde por incomparecencia sus enfrentamientos pendientes (organización)
cmd-opt-pareja-desc = Número de la pareja (en el mensaje del torneo)
cmd-opt-sale-desc = Jugador que sale
cmd-opt-entra-desc = Jugador que entra
tourn-msg-pairs = Parejas
tourn-msg-ties = Enfrentamientos en juego
tourn-msg-held = detenido
tourn-msg-entry-invited = invitación sin contestar
tourn-msg-entry-solo = busca compañero
cmd-opt-rol_torneos-desc = Rol cuyos miembros pueden organizar torneos (además de Gestionar servidor)
tourn-table-intro = Los sitios los pone el torneo. Pulsa «Estoy aquí»; la partida empieza cuando estéis los cuatro.
tourn-table-here = Estoy aquí
tourn-table-missing = Faltan: { $players }
tourn-table-counted = La partida cuenta para el torneo; el torneo abre la siguiente.
tourn-table-seated = Es una mesa de torneo: los sitios los pone el torneo y no admite jugadores de la máquina.
tourn-table-no_rematch = Una mesa de torneo no tiene revancha: el torneo abre la siguiente partida.
tourn-held-paused = ⏸️ El torneo está en pausa: la mesa espera, sin reloj.
tourn-thread-hello =
    { $mentions }
    ⚔️ **{ $tournament }**: { $a } contra { $b }, partida { $number }. Pulsad «Estoy aquí» en la mesa; si alguien no viene, el enfrentamiento se da por perdido { $deadline }.
tourn-thread-next = ⚔️ **{ $tournament }**: partida { $number } de { $a } contra { $b }.
tourn-msg-title = 🏆 { $name }
tourn-msg-format =
    { $format } · { $pairs ->
        [one] { $pairs } pareja
       *[other] { $pairs } parejas
    } como máximo · al mejor de { $best_of } · { $tantos ->
        [one] { $tantos } tanto
       *[other] { $tantos } tantos
    } · { $seconds } s por jugada
tourn-msg-status-signup = Inscripción abierta hasta { $when }.
tourn-msg-status-running = En juego: ronda { $round }.
tourn-msg-status-paused = ⏸️ En pausa.
tourn-msg-status-finished = Terminado.
tourn-msg-status-cancelled = Cancelado.
tourn-msg-entries = Parejas inscritas: { $pairs } · buscando compañero: { $solos } · invitaciones sin contestar: { $invited }
tourn-msg-champions = 🏆 Campeones: { $pair }
tourn-msg-champion_b = 🏆 Campeones del grupo B: { $pair }
tourn-msg-no_champions = 🏁 Sin campeones.
tourn-msg-commitment = Compromiso del sorteo: `{ $commitment }`
tourn-msg-id = Torneo { $id } · organiza { $organiser }
tourn-btn-pair = Apuntarse con compañero
tourn-btn-solo = Buscar compañero
tourn-btn-withdraw = Retirarse
tourn-btn-confirm = Aceptar invitación
tourn-btn-decline = Rechazar invitación
tourn-btn-close_signup = Cerrar inscripción y sortear
tourn-btn-pause = Pausar
tourn-btn-resume = Reanudar
tourn-btn-cancel = Cancelar torneo
tourn-pick_partner = Elige a tu compañero
tourn-ok-invited = Invitación enviada a { $name }: estaréis inscritos cuando la acepte.
tourn-ok-solo = Apuntado: al cerrar la inscripción te emparejamos con alguien.
tourn-ok-withdrawn = Te has retirado de **{ $tournament }**.
tourn-ok-confirmed = Aceptado: estáis inscritos en **{ $tournament }**.
tourn-ok-declined = Invitación rechazada.
tourn-ok-done = Hecho.
tourn-ok-created = Torneo { $id } creado: el mensaje del torneo está en este canal.
tourn-ok-result = Resultado del enfrentamiento { $match } anotado.
tourn-refuse-permission = Para organizar torneos hace falta el permiso Gestionar servidor o el rol { $role }.
tourn-refuse-bot_permissions = Me faltan permisos en este canal para llevar el torneo: { $perms }. No se ha creado nada.
tourn-refuse-bad_pair = No hay ninguna pareja { $pair } en el enfrentamiento { $match }: elige 1 (la primera) o 2 (la segunda), o 0 si no se presentó ninguna.
tourn-role-none = (ninguno)
cmd-torneo = torneo
cmd-torneo-desc = Torneos y ligas del servidor
cmd-crear = crear
cmd-crear-desc = Crear un torneo en este canal (organización)
cmd-ver = ver
cmd-ver-desc = Ver un torneo: su cuadro o su clasificación
cmd-resultado = resultado
cmd-resultado-desc = Anotar o corregir el resultado de un enfrentamiento (organización)
cmd-reanudar = reanudar
cmd-reanudar-desc = Reanudar un enfrentamiento detenido porque su mesa desapareció (organización)
cmd-opt-nombre-desc = Nombre del torneo
cmd-opt-formato-desc = Formato del torneo

## The formats' names (the choices of crear, the tournament's message) and their stages' (a round's notice)
tourn-format-eliminatoria = Eliminatoria
tourn-format-liguilla = Liguilla y eliminatoria
tourn-format-suizo = Sistema suizo
tourn-format-liga = Liga
tourn-stage-eliminatoria = eliminatoria
tourn-stage-grupo = grupo { $n }
tourn-stage-suizo = sistema suizo
tourn-stage-jornada = jornada { $n }
tourn-format-ceros = A ceros
tourn-stage-A = grupo A
tourn-stage-B = grupo B

cmd-opt-cierre-desc = Minutos hasta el cierre de la inscripción
cmd-opt-parejas-desc = Parejas como máximo
cmd-opt-mejor_de-desc = Partidas por enfrentamiento: al mejor de 1, 3 o 5
cmd-opt-espera-desc = Minutos de espera antes de dar un enfrentamiento por perdido por incomparecencia
cmd-opt-privado-desc = Hilos privados para los enfrentamientos (sin espectadores)
cmd-opt-rondas-desc = Sistema suizo: número de rondas (0: las que tocan)
cmd-opt-rol-desc = Rol que reciben los campeones
cmd-opt-torneo-desc = Número del torneo
cmd-opt-enfrentamiento-desc = Número del enfrentamiento
cmd-opt-ganadora-desc = Pareja ganadora: 1 o 2 (0: ninguna se presentó)
cmd-opt-anular-desc = Anular el enfrentamiento y volver a jugarlo

## Tournaments on Discord: a liga's options.

cmd-opt-jornada-desc = liga: horas que dura cada jornada (168: una semana)
cmd-opt-ida_vuelta-desc = liga: ida y vuelta (cada dos parejas se enfrentan dos veces)
tourn-btn-pairs = Ver parejas
tourn-msg-more_pairs =
    { $n ->
        [one] … y { $n } más: pulsa «Ver parejas».
       *[other] … y { $n } más: pulsa «Ver parejas».
    }
tourn-pairs-page =
    { $n ->
        [one] **{ $tournament }** · { $n } pareja · página { $page }/{ $pages }
       *[other] **{ $tournament }** · { $n } parejas · página { $page }/{ $pages }
    }
tourn-pairs-none = Todavía no hay ninguna pareja apuntada.

## Tournaments and leagues: refusals, notices, the pictures' words.

tourn-error-format = Formato desconocido: elige uno de { $formats }.
tourn-error-rules = Esas reglas no valen: { $detail }
tourn-error-best_of = Cada enfrentamiento se juega al mejor de 1, 3 o 5 partidas.
tourn-error-max_pairs = El máximo de parejas va de 2 a { $most }.
tourn-error-grace =
    La espera antes de dar un enfrentamiento por perdido por incomparecencia va de 1 a { $most ->
        [one] { $most } minuto
       *[other] { $most } minutos
    }.
tourn-error-seconds = Los segundos por jugada van de 10 a 600.
tourn-error-group_size = Los grupos de una liguilla son de 3 a 6 parejas.
tourn-error-advance = De cada grupo de { $size } pasan de 1 a { $size } menos una parejas.
tourn-error-rounds = El número de rondas va de 0 a { $most } (0: las que tocan).
tourn-error-period = Cada jornada dura de 1 hora a 31 días.
tourn-error-name =
    El nombre del torneo tiene de 1 a { $most ->
        [one] { $most } carácter
       *[other] { $most } caracteres
    }.
tourn-error-close_past = El cierre de inscripciones tiene que ser en el futuro.
tourn-error-close_far =
    El cierre de inscripciones no puede estar a más de { $days ->
        [one] { $days } día
       *[other] { $days } días
    }.
tourn-error-no_tournament = No existe el torneo { $id }.
tourn-error-signup_closed = Las inscripciones de este torneo están cerradas.
tourn-error-self_partner = Tu compañero tiene que ser otra persona.
tourn-error-already_in = Ya estás inscrito en este torneo (con { $name }). Retírate primero si quieres cambiar.
tourn-error-invitation_pending = { $name }, tienes una invitación pendiente en este torneo: acéptala o recházala primero.
tourn-error-partner_taken = { $name } ya está inscrito en este torneo.
tourn-error-full =
    El torneo está completo ({ $most ->
        [one] { $most } pareja
       *[other] { $most } parejas
    }).
tourn-error-no_invitation = No tienes ninguna invitación pendiente en este torneo.
tourn-error-not_in = No estás inscrito en este torneo.
tourn-error-already_drawn = El sorteo de este torneo ya está hecho.
tourn-error-not_running = Este torneo no está en juego.
tourn-error-not_organiser = Solo la organización del torneo puede hacer esto.
tourn-error-changed = El torneo ha cambiado desde que lo miraste (otra persona de la organización se adelantó). Vuelve a mirarlo.
tourn-error-no_match = No existe el enfrentamiento { $match }.
tourn-error-not_in_match = Esa pareja no juega el enfrentamiento { $match }.
tourn-error-bad_score = Resultado imposible: al mejor de { $best_of }, quien gana llega a { $need } y quien pierde se queda por debajo.
tourn-error-already_recorded = Ese resultado ya estaba anotado.
tourn-error-later_drawn = Ya se ha jugado o sorteado lo que depende de este resultado: anula antes lo posterior.
tourn-error-not_in_pair = Esa persona no está en esa pareja.
tourn-error-already_paused = El torneo ya está en pausa.
tourn-error-not_paused = El torneo no está en pausa.
tourn-error-not_held = El enfrentamiento { $match } no está detenido.
tourn-error-not_saved = No se ha podido guardar; no ha cambiado nada. Inténtalo de nuevo.
tourn-notice-created = 🏆 Torneo **{ $name }** abierto. Compromiso del sorteo (SHA-256 de la semilla secreta): `{ $commitment }`
tourn-notice-invited = { $name } quiere jugar **{ $tournament }** contigo. ¿Aceptas?
tourn-notice-confirmed = { $name } ha aceptado: estáis inscritos en **{ $tournament }**.
tourn-notice-declined = { $name } no quiere jugar **{ $tournament }** contigo; puedes apuntarte con otro compañero.
tourn-notice-expired = { $name } no contestó a tiempo: no estáis inscritos en **{ $tournament }**.
tourn-notice-partner_withdrew = Tu compañero se ha retirado de **{ $tournament }**.
tourn-notice-paired = Para **{ $tournament }** jugáis juntos: { $pair }.
tourn-notice-unpaired = No quedó nadie con quien emparejarte en **{ $tournament }**: lo sentimos.
tourn-notice-too_few = **{ $tournament }** se cancela: hacen falta al menos dos parejas.
tourn-notice-drawn =
    🎲 Sorteo de **{ $tournament }** hecho con { $pairs ->
        [one] { $pairs } pareja
       *[other] { $pairs } parejas
    }. Semilla: `{ $seed }` (cualquiera puede comprobarlo con `musbot tournament verify`).
tourn-notice-round = ▶️ **{ $tournament }**: empieza la ronda { $round } ({ $stage }).
tourn-notice-match_open = ⚔️ **{ $tournament }**: { $a } contra { $b }, partida { $number }. ¡A la mesa!
tourn-notice-result = **{ $tournament }**: { $a } – { $b } { $score }{ $juegos ->
        [none] {""}
       *[other] {" "}({ $juegos } en juegos)
    }; gana { $winner }.
tourn-notice-walkover = **{ $tournament }**: { $a } – { $b }, no presentado; gana { $winner }.
tourn-notice-walkover_both = **{ $tournament }**: { $a } – { $b }, no se presentó ninguna de las dos; no gana nadie.
tourn-notice-champion = 🏆 ¡{ $pair } ganan **{ $tournament }**!
tourn-notice-no_champion_final = 🏁 **{ $tournament }** ha terminado sin campeones: nadie ganó la final entre { $pairs }.
tourn-notice-no_champion_shared = 🏁 **{ $tournament }** ha terminado sin campeones: { $pairs } comparten el primer puesto, empatadas también en todos los desempates.
tourn-notice-no_champion_nobody = 🏁 **{ $tournament }** ha terminado sin campeones: ninguna pareja llegó a ganarlo.
tourn-notice-unfinished = **{ $tournament }**: el enfrentamiento { $match } no terminó en su jornada; decide el resultado con { COMMAND("mus torneo resultado") }.
tourn-notice-table_lost = **{ $tournament }**: la mesa del enfrentamiento { $match } ha desaparecido; el enfrentamiento queda detenido hasta que la reanudes.
tourn-notice-corrected = **{ $tournament }**: la organización ha corregido el resultado del enfrentamiento { $match }.
tourn-notice-voided = **{ $tournament }**: el enfrentamiento { $match } se anula y se vuelve a jugar.
tourn-notice-replaced = **{ $tournament }**: { $name } entra en la pareja.
tourn-notice-removed = **{ $tournament }**: la organización retira a { $pair }; sus enfrentamientos pendientes se dan por perdidos por incomparecencia.
tourn-notice-withdrawn = **{ $tournament }**: { $pair } se retiran; sus enfrentamientos pendientes se dan por perdidos por incomparecencia.
tourn-notice-paused = ⏸️ **{ $tournament }** en pausa.
tourn-notice-resumed = ▶️ **{ $tournament }** sigue.
tourn-notice-cancelled = **{ $tournament }** se ha cancelado.
tourn-pic-bracket = Cuadro
tourn-pic-standings = Clasificación
tourn-pic-groups = Grupos
tourn-pic-group = Grupo { $n }
tourn-pic-final = Final
tourn-pic-semi = Semifinales
tourn-pic-quarter = Cuartos
tourn-pic-round_of =
    { $n ->
        [16] Octavos de final
        [32] Dieciseisavos de final
       *[other] Ronda de { $n }
    }
tourn-pic-section = Parte { $n } de { $of }
tourn-pic-bye = exenta
tourn-pic-walkover = no pres.
tourn-pic-waiting = por decidir
tourn-pic-champion = Campeones
tourn-pic-col-pair = Pareja
tourn-pic-col-won = G
tourn-pic-col-lost = P
tourn-pic-col-juegos = ±J
tourn-pic-col-tantos = ±T
tourn-pic-col-points = Pts
tourn-pic-col-buchholz = Bch
tourn-pic-col-byes = Ex
tourn-pic-col-walkovers = W.O.
tourn-pic-col-head_to_head = DE
tourn-pic-order-swiss = Orden: 1 puntos (Pts) · 2 Buchholz (Bch) · 3 diferencia de juegos (±J) · 4 diferencia de tantos (±T) · las empatadas en todo comparten puesto
tourn-pic-key-swiss = Pts = G + Ex · G enfrentamientos ganados, W.O. incluidos · P perdidos · Ex rondas exentas (un punto cada una) · W.O. ganados por incomparecencia del rival · Bch suma de los puntos de los rivales
tourn-pic-order-rr = Orden: 1 enfrentamientos ganados (G) · 2 enfrentamiento directo (DE) · 3 diferencia de juegos (±J) · 4 diferencia de tantos (±T) · las empatadas en todo comparten puesto
tourn-pic-key-rr = G ganados, W.O. incluidos · P perdidos · W.O. ganados por incomparecencia del rival · DE ganados entre las parejas empatadas a G
tourn-pic-advance =
    { $n ->
        [one] Pasa la primera de cada grupo.
       *[other] Pasan las { $n } primeras de cada grupo.
    }
tourn-pic-empty = Aún no hay resultados

## Tournaments: ties played at a real table, lateness, substitutes and sanctions.

cmd-presencial = presencial
cmd-presencial-desc = Jugar un enfrentamiento en una mesa de verdad; las parejas informan del resultado (organización)
cmd-sancion = sancion
cmd-sancion-desc = Sancionar a una pareja: aviso, juego perdido o descalificación, con su motivo (organización)
cmd-sancion-warning = aviso
cmd-sancion-juego = juego perdido
cmd-sancion-disqualification = descalificación
cmd-reglamento = reglamento
cmd-reglamento-desc = Reglas del club para el torneo: presencial, confirmación, sustitutos, retrasos (organización)
cmd-opt-presencial-desc = Enfrentamientos en mesas de verdad: las parejas informan del resultado aquí
cmd-opt-partidas-desc = Partidas de la pareja 1 y de la 2, por ejemplo 2-1
cmd-opt-juegos_tie-desc = Juegos de la pareja 1 y de la 2, por ejemplo 5-3
cmd-opt-tipo-desc = Qué sanción
cmd-opt-motivo-desc = Por qué (se muestra a todos)
cmd-opt-confirmacion-desc = Minutos tras los que un resultado informado sin respuesta queda confirmado
cmd-opt-sustitutos-desc = Jugadores de una pareja que se pueden sustituir en el torneo (0 a 2)
cmd-opt-retraso_gracia-desc = Minutos de retraso sin castigo
cmd-opt-retraso_juego-desc = Después, un juego perdido por cada tantos minutos de retraso (0: ninguno)
tourn-btn-report = Informar del resultado
tourn-btn-absent = No se presentan
tourn-btn-confirm_report = Confirmar
tourn-btn-dispute = No es así
tourn-form-title = Resultado del enfrentamiento { $match }
tourn-form-ours = Partidas ganadas por vuestra pareja
tourn-form-theirs = Partidas ganadas por la otra pareja
tourn-form-juegos_ours = Juegos de vuestra pareja
tourn-form-juegos_theirs = Juegos de la otra pareja
tourn-ok-reported = Anotado: la otra pareja tiene que confirmarlo.
tourn-ok-confirmed_report = Confirmado: el resultado cuenta.
tourn-ok-disputed = Hemos avisado a la organización: ella decide el resultado.
tourn-msg-tie-presencial = presencial
tourn-msg-tie-reported = resultado por confirmar
tourn-msg-tie-disputed = resultado en disputa
tourn-msg-sanction-warning =
    { $n ->
        [one] { $n } aviso
       *[other] { $n } avisos
    }
tourn-msg-sanction-juego =
    { $n ->
        [one] { $n } juego de sanción
       *[other] { $n } juegos de sanción
    }
tourn-msg-sanction-disqualification = descalificada
tourn-notice-presencial_open = **{ $tournament }**: { $a } contra { $b } se juega en una mesa de verdad (enfrentamiento { $match }). Al terminar, una de las parejas pulsa «Informar del resultado» y la otra lo confirma. Si la otra pareja no llega, «No se presentan».
tourn-notice-presencial_moved = **{ $tournament }**: { $a } contra { $b } pasa a jugarse en una mesa de verdad (enfrentamiento { $match }); la mesa del bot queda cerrada. Al terminar, una de las parejas pulsa «Informar del resultado» y la otra lo confirma. Si la otra pareja no llega, «No se presentan».
tourn-notice-reported = **{ $tournament }**: { $pair } dice que el enfrentamiento { $match } ({ $a } – { $b }) acabó { $score } en partidas y { $juegos } en juegos. ¿Es así? Si nadie responde, queda confirmado { $until }.
tourn-notice-reported_absent = **{ $tournament }**: { $pair } dice que no os habéis presentado al enfrentamiento { $match } ({ $a } – { $b }). ¿Es así? Si nadie responde, lo perdéis por incomparecencia { $until }.
tourn-notice-disputed = **{ $tournament }**: el resultado del enfrentamiento { $match } ({ $a } – { $b }, { $score }) está en disputa. Decide con { COMMAND("mus torneo resultado") } (torneo { $id }, enfrentamiento { $match }).
tourn-notice-reported_result = **{ $tournament }**: { $a } – { $b } { $score } (informado por las parejas{ $juegos ->
        [none] {""}
       *[other] , { $juegos } en juegos
    }); gana { $winner }.
tourn-notice-reported_walkover = **{ $tournament }**: { $a } – { $b }, no presentado (informado por las parejas); gana { $winner }.
tourn-notice-late = **{ $tournament }**: { $pair } llega { $minutes } minutos tarde al enfrentamiento { $match } y pierde { $juegos ->
        [one] { $juegos } juego
       *[other] { $juegos } juegos
    }.
tourn-notice-late_ahead = **{ $tournament }**: { $pair } llega { $minutes } minutos tarde al enfrentamiento { $match } y pierde { $juegos ->
        [one] { $juegos } juego
       *[other] { $juegos } juegos
    }: { $rival } empieza la partida con { $ahead ->
        [one] { $ahead } juego ganado
       *[other] { $ahead } juegos ganados
    }.
tourn-notice-late_won = **{ $tournament }**: { $pair } llega { $minutes } minutos tarde al enfrentamiento { $match } y pierde { $juegos ->
        [one] { $juegos } juego
       *[other] { $juegos } juegos
    }: la partida es para { $rival } sin repartir una carta.
tourn-notice-sanction_warning = **{ $tournament }**: aviso a { $pair }. Motivo: { $reason }
tourn-notice-sanction_juego = **{ $tournament }**: { $pair } pierde un juego por sanción. Motivo: { $reason }
tourn-notice-sanction_disqualification = **{ $tournament }**: { $pair } queda descalificada. Motivo: { $reason }
tourn-error-confirm_minutes = El tiempo para confirmar un resultado va de { $least } a { $most } { $most ->
        [one] minuto
       *[other] minutos
    }.
tourn-error-substitutes = Cada pareja puede sustituir de 0 a { $most } { $most ->
        [one] jugador
       *[other] jugadores
    }.
tourn-error-late_grace = Los minutos de retraso sin castigo tienen que ser menos que la espera ({ $most }).
tourn-error-late_step = Los minutos de retraso por juego perdido van de 0 (ninguno) a { $most }.
tourn-error-bad_juegos = Juegos imposibles: cada partida se gana con { $juegos } { $juegos ->
        [one] juego
       *[other] juegos
    }, y con ese resultado en partidas no salen esos juegos.
tourn-error-score_text = «{ $text }» no es un resultado: escribe números, como 2-1.
tourn-error-reason = El motivo tiene como mucho { $most } { $most ->
        [one] carácter
       *[other] caracteres
    }.
tourn-error-in_other_pair = { $name } ya juega en otra pareja (la { $pair }).
tourn-error-substitutes_used =
    Esta pareja ya ha usado { $most ->
        [one] su sustituto
       *[other] sus { $most } sustitutos
    } del torneo.
tourn-error-tie_decided = El enfrentamiento { $match } ya está decidido.
tourn-error-already_presencial = El enfrentamiento { $match } ya es presencial.
tourn-error-tie_started = En el enfrentamiento { $match } ya se ha jugado alguna partida en el bot.
tourn-error-not_presencial = El enfrentamiento { $match } se juega en la mesa del bot: su resultado sale de la mesa.
tourn-error-not_in_tie = No juegas en el enfrentamiento { $match }.
tourn-error-tie_not_open = El enfrentamiento { $match } no está en juego ahora.
tourn-error-disputed = El resultado del enfrentamiento { $match } está en disputa: lo decide la organización.
tourn-error-already_reported = Ya hay un resultado informado del enfrentamiento { $match }: falta que lo confirme la otra pareja.
tourn-error-juegos_needed = Di también los juegos de cada pareja: la clasificación los cuenta.
tourn-error-too_early =
    Todavía no: el enfrentamiento se da por perdido a los { $minutes } minutos. { $left ->
        [one] Falta { $left } minuto.
       *[other] Faltan { $left } minutos.
    }
tourn-error-no_report = No hay ningún resultado que confirmar en el enfrentamiento { $match }.
tourn-error-own_report = Ese resultado lo ha informado vuestra pareja: tiene que confirmarlo la otra.
tourn-error-sanction_kind = Esa sanción no existe: aviso, juego perdido o descalificación.
tourn-error-not_a_pair = La pareja { $pair } no está jugando este torneo.
tourn-error-sanction_tie = La pareja { $pair } no tiene ningún enfrentamiento en juego: di en qué enfrentamiento pierde el juego.

## El formato a ceros y las etiquetas de las parejas.

cmd-opt-ceros-desc = ceros: una pareja queda fuera al perder tantas partidas (1-9)
cmd-opt-grupo_b-desc = ceros: las parejas eliminadas en las primeras rondas juegan un grupo B a tantos ceros (0: sin él)
tourn-error-ceros = En un torneo a ceros, una pareja queda fuera al perder de 1 a 9 partidas.
tourn-error-grupo_b = El grupo B se juega de 1 a 8 ceros (0: sin grupo B).
tourn-error-tag_long =
    { $most ->
        [one] La etiqueta de una pareja tiene como mucho { $most } carácter.
       *[other] La etiqueta de una pareja tiene como mucho { $most } caracteres.
    }
tourn-error-tag_mentions = La etiqueta no puede mencionar a nadie: escribe el club o el pueblo como texto.
tourn-error-tag_no_pair = Solo una pareja inscrita puede llevar etiqueta: apúntate antes con tu compañero (la organización: indica el número de la pareja).
tourn-ok-tag = Etiqueta guardada: el sorteo separa a las parejas con la misma etiqueta siempre que puede.
tourn-ok-tag_none = Etiqueta quitada.
cmd-etiqueta = etiqueta
cmd-etiqueta-desc = Dar una etiqueta (club, pueblo) a vuestra pareja: el sorteo separa las iguales
cmd-opt-etiqueta-desc = Club, pueblo o herri (hasta 40 caracteres; vacío: ninguna)
cmd-opt-pareja_etiqueta-desc = Organización: número de la pareja (vacío: la vuestra)
tourn-notice-champion_b = 🏆 ¡{ $pair } ganan el grupo B de **{ $tournament }**!
tourn-pic-ceros = Ceros
tourn-pic-ceros-stage_a =
    Grupo A · a { $n ->
        [one] { $n } cero
       *[other] { $n } ceros
    }
tourn-pic-ceros-stage_b =
    Grupo B · a { $n ->
        [one] { $n } cero
       *[other] { $n } ceros
    }
tourn-pic-col-ceros = Ceros
tourn-pic-key-ceros = Cada casilla: los ceros de la pareja tras esa ronda · un cero es una partida perdida · verde ganada · rojo perdida · gris – exenta · granate: eliminada · Orden: primero las que siguen en juego · luego menos ceros · rondas superadas · enfrentamientos ganados · diferencia de juegos (±J) · diferencia de tantos (±T)
tourn-pic-mark-warning = { $n } A
tourn-pic-mark-juego = -{ $n } J
tourn-pic-mark-disqualified = DESC.
tourn-pic-key-sanctions = Sanciones: 1 A un aviso · -1 J un juego perdido por sanción · DESC. pareja descalificada, con el nombre tachado
tourn-pic-ceros-latest =
    { $n ->
        [one] Solo se ve la última ronda.
       *[other] Solo se ven las últimas { $n } rondas.
    }
alt-ceros = Ceros del torneo { $title }
alt-ceros-in = { $place }. { $name }: { $ceros } de { $limit } ceros, sigue en juego
alt-ceros-out = { $place }. { $name }: eliminada en la ronda { $round }
