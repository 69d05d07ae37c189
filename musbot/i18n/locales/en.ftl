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
-juego =
    { $form ->
       *[lower] juego
        [upper] Juego
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

cli-play-seed = Seed of this match: { $seed }. To play it again exactly: { $command }
cli-play-own_sena = You make your partner the { -sena } { $sena }.
admin-rules_page = The full rules, with examples and every table option: { $url }

## The computer players: their personalities and the coach's advice.

ai-personality-club = Club player
ai-personality-prudente = Cautious
ai-personality-farolero = Bluffer
ai-personality-agresivo = Aggressive
ai-personality-club-help = { -envido(form: "upper") } 2, rare small raises, the { -ordago } kept for big hands and the end of a game.
ai-personality-prudente-help = Like the club player, but bluffs little and wants more before saying { -quiero }.
ai-personality-farolero-help = Like the club player, but bluffs often and makes fewer { -sena(form: "plural") }.
ai-personality-agresivo-help = Big bets, raise upon raise, early { -ordago(form: "plural") }.
ai-coach-heading = Advice
ai-coach-ask = Type “?” for advice.
ai-coach-none = You have nothing to play now.
ai-coach-mus-cut = No mus: your hand is better than { $pct } of hands, and from your seat it pays to cut from { $need }.
ai-coach-mus-mus = Mus: your hand is better than only { $pct } of hands; from your seat it pays to cut from { $need }, so change cards.
ai-coach-partner_senas = Your partner's { -sena(form: "plural") } count too.
ai-coach-discard = Discard { $cards } and keep { $kept }: that is worth most on average with the cards still to come.
ai-coach-discard-all = Discard all four: none is worth keeping with the cards still to come.
ai-coach-discard-partner = Your partner's { -sena(form: "plural") }: { $senas }. That is covered, so your discard aims at the rest.
ai-coach-open-paso = Paso. At { $lance } your team wins { $p } of the time, given the calls and { -sena(form: "plural") } so far; a bet of 2 would be worth { $gain } points against passing (accepted { $accept } of the time).
ai-coach-open-paso-only = Paso. At { $lance } your team wins { $p } of the time, given the calls and { -sena(form: "plural") } so far.
ai-coach-open-envido = { -envido(form: "upper") } { $amount }. At { $lance } your team wins { $p } of the time, given the calls and { -sena(form: "plural") } so far ({ $called } when accepted); the bet is worth { $gain } points against passing.
ai-coach-bluff = { -envido(form: "upper") } 2 as a bluff: at { $lance } your team wins only { $p } of the time, but a bluff now and then keeps your bets hard to read.
ai-coach-ordago = { -ordago(form: "upper") }! If they accept, your team wins at { $lance } { $p } of the time; you need { $us } to win the game, they need { $them }.
ai-coach-ordago-bluff = { -ordago(form: "upper") } as a bluff: they need { $them } to win the game and you need { $us }; without a risk the game is lost.
ai-coach-ordago-quiero = { -quiero(form: "upper") } to the { -ordago }: at { $lance } your team wins { $p } of the time, and refusing would leave you a { $keep } chance of winning the game.
ai-coach-ordago-no_quiero = { -no_quiero(form: "upper") } to the { -ordago }: at { $lance } your team wins only { $p } of the time, and refusing still leaves you a { $keep } chance of winning the game.
ai-coach-defer = { -no_quiero(form: "upper") }, and let your partner decide: at { $lance } your team wins { $p } of the time, a doubtful call, and your partner still answers.
ai-coach-answer-quiero = { -quiero(form: "upper") }. At { $lance } your team wins { $p } of the time; accepting the { $stake } is worth { $gain } points against { -no_quiero }, which gives them { $fold }.
ai-coach-answer-no_quiero = { -no_quiero(form: "upper") }. At { $lance } your team wins only { $p } of the time; accepting the { $stake } would be worth { $gain } points against { -no_quiero }, which gives them { $fold }.
ai-coach-raise = { $amount } más. At { $lance } your team wins { $p } of the time; the raise is worth { $gain } points against a plain { -quiero }.
ai-coach-sena = First, make your partner the { -sena } for { $sena }.
ai-coach-play = Play { $action }. At { $lance } your team wins { $p } of the time.

## Alt texts of the pictures: what a screen reader says for each picture.

alt-hand = Your cards: { $cards } ({ $made }).
alt-pair = { $pair } ({ $players })
alt-and = { $a } and { $b }
alt-score =
    { $pair }: { $score } points, { $juegos } of { $of_juegos ->
        [one] { $of_juegos } game
       *[other] { $of_juegos } games
    }, { $vacas } of { $of_vacas ->
        [one] { $of_vacas } { -vaca }
       *[other] { $of_vacas } { -vaca(form: "plural") }
    }
alt-score_final =
    { $pair }: { $juegos } of { $of_juegos ->
        [one] { $of_juegos } game
       *[other] { $of_juegos } games
    }, { $vacas } of { $of_vacas ->
        [one] { $of_vacas } { -vaca }
       *[other] { $of_vacas } { -vaca(form: "plural") }
    }
alt-final-juegos = { $a } to { $b } in games
alt-final-vacas = { $a } to { $b } in { -vaca(form: "plural") }
alt-table =
    Mus table to { $tantos ->
        [one] { $tantos } point
       *[other] { $tantos } points
    } with { $reyes ->
        [one] { $reyes } king
       *[other] { $reyes } kings
    }, hand { $hand }; { $mano } is mano.
alt-turn-mus = Mus? { $players } to speak
alt-mus_rounds =
    Mus said this hand: { $n ->
        [one] { $n } time
       *[other] { $n } times
    }
alt-turn-discard = Discard: waiting for { $players }
alt-discarded = Already discarded: { $players }
alt-turn-lance = Playing { $lance }: { $players } to speak, no bet yet
alt-turn-bet = Playing { $lance }: { $pair } bets { $stake }; { $players } to answer
alt-turn-ordago = Playing { $lance }: { $pair } says { -ordago }; { $players } to answer
alt-hand_end = The hand is over
alt-match_end = Match over: { $pair } wins
alt-yes = yes
alt-no = no
alt-senas = { -sena(form: "upper-plural") } made by { $players }
alt-hand_shown = { $name }: { $cards } ({ $made })
alt-showdown = All cards face up: { $hands }.
alt-count_total = Count: { $pair_a } { $a }, { $pair_b } { $b }
alt-ranking = Ranking
alt-ranking-server = Ranking of { $server }
alt-ranking-value =
    { $rating }, won { $wins } of { $games ->
        [one] { $games } match
       *[other] { $games } matches
    } ({ $percent })
alt-row = { $rank }. { $name }, { $value }
alt-chart =
    { $name }'s rating over { $games ->
        [one] { $games } match
       *[other] { $games } matches
    }: started at { $start }, highest { $high }, now { $now }.
alt-chart-empty = { $name }'s rating: no matches yet.
alt-bracket = Bracket of the tournament { $title }
alt-champions = Champions: { $name }
alt-tie-vs = { $a } against { $b }
alt-tie-score = { $a } to { $b }
alt-tie-walkover = { $name } did not turn up
alt-tie-through = { $name } goes through
alt-tie-playing = playing now
alt-tie-bye = { $name } goes through without playing
alt-standings = Standings of the tournament { $title }
alt-standing = { $rank }. { $name }: { $facts }
alt-standing-buchholz = Buchholz { $n }
alt-standing-head_to_head = head to head { $n }
alt-standing-juegos = games { $n }
alt-standing-tantos = points { $n }
alt-count-points =
    { $n ->
        [one] { $n } tournament point
       *[other] { $n } tournament points
    }
alt-count-won =
    { $n ->
        [one] { $n } won
       *[other] { $n } won
    }
alt-count-lost =
    { $n ->
        [one] { $n } lost
       *[other] { $n } lost
    }
alt-count-byes =
    { $n ->
        [one] { $n } bye
       *[other] { $n } byes
    }
alt-count-walkovers =
    { $n ->
        [one] { $n } by walkover
       *[other] { $n } by walkover
    }
alt-standing-through = goes through
alt-groups = Groups of the tournament { $title }

## The Discord bot: table messages, buttons, errors; slash command names and descriptions (cmd-*), which the bot registers with Discord.

bot-dentro = dentro!
bot-score_pair = **{ $pair }** ({ $players }): { $score } points · games { $juegos } · { -vaca(form: "plural") } { $vacas }
bot-title_hand = Hand { $hand } · { $mano } is mano
bot-title_finished = Match over
bot-title_waiting = Mus table: looking for players
bot-title_private = Your cards, { $name }
bot-partida_won = 🏆 { $pair } wins the match: { $players }
bot-head_start = **{ $pair }** ({ $players }) starts { $juegos ->
        [one] { $juegos } game
       *[other] { $juegos } games
    } up, by the tournament’s rules.
bot-rating_change = { $name }: { $delta } ({ $rating })
bot-league_later = 📋 This match's ratings and achievements will be recorded later; its result is already saved.
bot-next_hand_soon = The next hand starts shortly, or press “Next hand”.
bot-turn = { $players } to play · { $what }
bot-stake =
    Bet by { $pair }: { $stake ->
        [one] { $stake } point
       *[other] { $stake } points
    }
bot-stake_ordago = { -ordago(form: "upper") } by { $pair }
bot-btn-sit_here = Sit here
bot-seat_taken = Taken
bot-table_reposted = 🔄 This table was posted again here in the new layout; the old message no longer answers.
bot-table_moved = 🔄 This table goes on in a new message below.
bot-auto_playing = 🤖 { $players } ran out of time: a bot plays for them until they press a button.
bot-senas_made = ✋ { -sena(form: "upper-plural") } made this hand: { $count }
bot-phase-mus = mus?
bot-phase-discard = discard
bot-waiting_intro = Take a free seat; partners sit opposite each other. Fill empty seats with bots.
bot-free_seat = (free)
bot-level-basic = basic
bot-level-expert = expert
bot-level-random = random
bot-rules_line =
    To { $tantos ->
        [one] { $tantos } point
       *[other] { $tantos } points
    } · { $juegos ->
        [one] { $juegos } game
       *[other] { $juegos } games
    } a { -vaca } · { $vacas ->
        [one] { $vacas } { -vaca }
       *[other] { $vacas } { -vaca(form: "plural") }
    } · { $reyes ->
        [one] { $reyes } king
       *[other] { $reyes } kings
    } · { $seconds } s a move
bot-add_ai = Add a bot…
bot-your_hand = Your hand: { $hand }
bot-sena_from_partner = ✋ { $name } makes you a { -sena }: **{ $sena }** ({ $meaning })
bot-sena_caught = 👀 You caught a { -sena } from { $name }: **{ $sena }** ({ $meaning })
bot-choose_discard = Choose the cards to discard (1 to 4).
bot-discard_done = You have discarded; waiting for the others.
bot-discard_placeholder = Cards to discard…
bot-sena_placeholder = Make a { -sena } to your partner…
bot-your_turn = Your turn.
bot-table_opened = Table opened in this channel.
bot-table_closed = Table closed.
bot-rules_title = The rules of Mus
bot-restarting = ♻️ The bot is restarting; the match goes on in a few seconds.
bot-config_saved =
    Saved: language { $lang_name }, to { $tantos ->
        [one] { $tantos } point
       *[other] { $tantos } points
    }, { $juegos ->
        [one] { $juegos } game
       *[other] { $juegos } games
    }, { $vacas ->
        [one] { $vacas } { -vaca }
       *[other] { $vacas } { -vaca(form: "plural") }
    }, { $reyes ->
        [one] { $reyes } king
       *[other] { $reyes } kings
    }, { $seconds } s a move.
bot-lang_saved = All right: I will talk to you in English.
bot-synced =
    { $count ->
        [one] { $count } command
       *[other] { $count } commands
    } registered.
bot-btn-sit = Seat { $seat } ({ $pair })
bot-btn-stand = Stand up
bot-btn-remove_ai = Remove bot
bot-btn-start = Start
bot-btn-close = Close table
bot-btn-rematch = Rematch
bot-btn-next = Next hand
bot-btn-cards = My cards
bot-btn-discard = Discard
bot-btn-envido = { -envido(form: "upper") }
bot-btn-envido_amount = { -envido(form: "upper") }…
bot-btn-mas = { -envido(form: "upper") } más
bot-btn-subir = Raise…
bot-modal-title_envido = { -envido(form: "upper") }: how many points?
bot-modal-title_raise = How many more points?
bot-modal-amount = Points (2 to 99)
bot-ranking_title = Server ranking
bot-ranking_empty = No matches have been counted on this server yet.
bot-profile_title = Stats of { $name }
bot-profile_empty = { $name } has not played a match here yet.
bot-history_title = Recent matches
bot-history_empty = No matches on this server yet.
bot-history_line = { $date } · { $pair0 } { $score0 } – { $score1 } { $pair1 }
bot-history_reported = · played at a real table, result reported
error-no_table = There is no table in this channel. Open one with { COMMAND("mus mesa") }.
error-table_here = There is already a table in this channel.
error-table_exists = There is already a table in this channel: { $link }
error-bad_seconds = Seconds per move go from 10 to 3600.
error-already_started = The match has already started.
error-already_seated = You are already seated at this table.
error-table_full = The table is full.
error-bad_seat = That seat does not exist.
error-seat_taken = That seat is taken.
error-not_seated = You are not seated at this table.
error-bad_level = Unknown level; choose one of: { $levels }.
error-no_ai = There is no bot to remove.
error-not_full = Players missing: fill all four seats (or add bots).
error-no_humans = At least one person must sit at the table.
error-not_finished = The match is not over yet.
error-not_creator = Only whoever opened the table (or can manage the channel) can close it.
error-hand_over = This hand has been counted; wait for the next one.
error-already_discarded = You have already chosen your discard.
error-no_pares = You have no { -pares }: you don't speak in this lance.
error-no_juego = You have no { -juego }: you don't speak in this lance.
error-not_your_turn = Not your turn: waiting for { $players }.
error-hand_not_over = The hand is not over yet.
error-illegal = That move is not allowed now (rule { $rule }; see { COMMAND("mus reglas") }).
error-store = The move could not be saved, so it did not count. Please try again.
error-stale = This is over: that button belongs to an earlier hand or a closed table.
error-bad_input = I did not understand that choice.
error-bad_amount = “{ $amount }” is not a valid amount: type a number from 2 to 99.
error-not_started = The match has not started yet.
error-missing_permissions = I cannot play in this channel: I lack permissions ({ $perms }). Ask an admin to grant them.
error-missing_user_permissions = You do not have permission to do this.
error-guild_only = This command only works in a server.
error-not_allowed = You cannot use this command.
error-internal = Something failed in the bot; nothing was changed. If it happens again, tell whoever runs it.
error-bad_option-choices = `{ $option }` cannot be { $value }: choose { $choices }.
error-bad_option-range = `{ $option }` goes from { $low } to { $high }; { $value } is not allowed.
error-bad_option-flag = `{ $option }` is yes or no.
error-bad_lang = Unknown language: choose es, en, de, eu or fr.
error-not_owner = Only the bot's owner can do this.
cmd-mus = mus
cmd-mus-desc = Play Mus
cmd-mesa = table
cmd-mesa-desc = Open a Mus table in this channel
cmd-reglas = rules
cmd-reglas-desc = The rules of Mus as the bot plays them
cmd-cerrar = close
cmd-cerrar-desc = Close this channel's table
cmd-ranking = ranking
cmd-ranking-desc = The server's ranking
cmd-stats = stats
cmd-stats-desc = A player's stats
cmd-historial = history
cmd-historial-desc = The server's recent matches
cmd-config = config
cmd-config-desc = The server's language and default options
cmd-idioma = language
cmd-idioma-desc = The language the bot speaks to you in
cmd-sync = sync
cmd-sync-desc = Register the commands (bot owner only)
cmd-opt-tantos-desc = Points per game (40 or 30)
cmd-opt-juegos-desc = Games to win a { -vaca } (1 to 5)
cmd-opt-vacas-desc = { -vaca(form: "upper-plural") } to win the match (1 to 3)
cmd-opt-reyes-desc = 8 kings (every 3 is a king, every 2 an ace) or 4 kings
cmd-opt-juego_real-desc = { -juego_real(form: "upper") }: three sevens and a figure beat any other 31
cmd-opt-cuatro_siete-desc = 4-5-6-7: holding it on the first deal, you may show it and get new cards
cmd-opt-senas_libres-desc = Allow any { -sena } (otherwise only true ones)
cmd-opt-pillar_senas-desc = Chance (%) that an opponent catches a { -sena }
cmd-opt-segundos-desc = Seconds per move (10 to 600)
cmd-opt-orden-desc = Order by rating, by win rate or by MSST
cmd-opt-todo-desc = All seasons instead of the current one
cmd-opt-jugador-desc = The player (you if you choose nobody)
cmd-opt-idioma-desc = Language
cmd-opt-nueva_temporada-desc = Start a new ranking season
bot-profile-partidas = Matches: { $won } won of { $played } ({ $rate })
bot-profile-juegos = Games: { $won } won of { $played }
bot-profile-hands = Hands: { $won } won of { $played } · { $pph } points per hand
bot-profile-lances = Lances won: { -grande } { $grande } · { -chica } { $chica } · { -pares } { $pares } · { -juego } { $juego } · { -punto } { $punto }
bot-profile-envites = Bets: { $made } made · { $accepted } accepted · { $refused } refused
bot-profile-ordagos = { -ordago(form: "upper-plural") }: { $made } made · { $won } won
bot-profile-mus_cut = Cuts the mus: { $rate } of the time
bot-profile-rating = Rating: { $rating } (rank { $rank })
bot-profile-partner = Favourite partner: { $name }
bot-press_cards_again = 🔄 { $players }: press “My cards” again to see your hand up to date.

## The server's settings command, and what players and admins are told when something fails.

faults-message_removed = 🗑️ The previous table message was deleted: the match goes on here.
faults-paused = ⏸️ The table is paused: the bot cannot show it in this channel because it lacks the { $perms } permission. Nobody plays for anyone meanwhile; it goes on as soon as someone who manages the server gives it back.
faults-paused_after_press = ⏸️ Done, but the table is now paused: the bot cannot show it in this channel because it lacks the { $perms } permission. Nobody plays for anyone meanwhile; it goes on as soon as someone who manages the server gives it back.
faults-paused_channel = ⏸️ { $user }: your table is paused because the bot lacks the { $perms } permission in this channel. It goes on as soon as it is given back.
faults-paused_list = ⏸️ Paused tables (the bot lacks a permission): { $tables }
faults-wrong_channel = This button does not belong to this channel's table: nothing was changed.
faults-private_control = You choose that in your private “My cards” message: nothing was changed.
cmd-mus_admin = mus-admin
cmd-mus_admin-desc = This server's Mus settings (for those who manage the server)

## The game: cards, lances, actions, events, the count, señas, rule options, the rules.

card-rank-1 = ace
card-rank-2 = two
card-rank-3 = three
card-rank-4 = four
card-rank-5 = five
card-rank-6 = six
card-rank-7 = seven
card-rank-10 = jack
card-rank-11 = horse
card-rank-12 = king
card-ranks-1 = aces
card-ranks-2 = twos
card-ranks-3 = threes
card-ranks-4 = fours
card-ranks-5 = fives
card-ranks-6 = sixes
card-ranks-7 = sevens
card-ranks-10 = jacks
card-ranks-11 = horses
card-ranks-12 = kings
card-suit-o = coins
card-suit-c = cups
card-suit-e = swords
card-suit-b = clubs
card-suit_of-o = coins
card-suit_of-c = cups
card-suit_of-e = swords
card-suit_of-b = clubs
card-name = { $rank } of { $suit }
lance-grande = { -grande }
lance-chica = { -chica }
lance-pares = { -pares }
lance-juego = { -juego }
lance-punto = { -punto }
lance-grande-help = High: the highest cards win.
lance-chica-help = Low: the lowest cards win.
lance-pares-help = { -pares(form: "upper") }: a pair, medias or duples; only the players who have them take part.
lance-juego-help = { -juego(form: "upper") }: 31 points or more; 31 is the best.
lance-punto-help = When nobody has { -juego }: the highest total wins.
word-mus = mus
word-no_mus = no mus
word-paso = paso
word-envido = { -envido }
word-mas = más
word-ordago = { -ordago }
word-quiero = { -quiero }
word-no_quiero = { -no_quiero }
word-discard = discard
word-show4567 = show 4-5-6-7
word-sena = { -sena }
word-and = and
word-you = you
word-mus-help = Ask for mus: cards are changed if all four agree.
word-no_mus-help = Stop the mus: play with these cards.
word-paso-help = Pass without betting.
word-envido-help = Bet 2 points or more.
word-mas-help = Raise the bet.
word-ordago-help = Bet the whole game on this lance.
word-quiero-help = Accept the bet.
word-no_quiero-help = Refuse the bet.
word-discard-help = Choose 1 to 4 cards to change.
word-show4567-help = Show 4-5-6-7 and get four new cards.
word-sena-help = Make a { -sena } to your partner.
action-discard = discard: { $cards }
action-envido = { -envido } { $amount }
action-sena = { -sena }: { $sena }
action-next_hand = next hand
declare-pares-yes = { -pares }
declare-pares-no = no { -pares }
declare-juego-yes = { -juego }
declare-juego-no = no { -juego }
pares-0 = no { -pares }
pares-1 = a pair
pares-2 = medias (three of a kind)
pares-3 = duples (two pairs)
hand-pares-1 = pair of { $rank }
hand-pares-2 = medias (three { $rank })
hand-pares-3 = duples ({ $high } and { $low })
hand-pares-3same = duples (four { $rank })
hand-juego = { -juego } of { $points }
hand-juego31 = { -juego } of 31
hand-punto = { $points } at { -punto }
outcome-paso = en paso (all passed)
outcome-querido = accepted
outcome-folded = { -no_quiero }
outcome-no_bet = no betting
outcome-not_played = not played
outcome-ordago = { -ordago } accepted
count-title = The count
count-why-paso = en paso
count-why-envite = stake
count-why-deje = { -no_quiero }
count-why-pareja = pair
count-why-medias = medias
count-why-duples = duples
count-why-juego31 = 31
count-why-juego = { -juego }
count-why-punto = { -punto }
count-why-ordago = { -ordago }
event-hand_dealt = Hand { $number } — mano: { $name }.
event-hand_dealt-you = Hand { $number } — you are mano.
event-cards_dealt = Your cards: { $cards }.
event-spoke = { $name }: { $word }.
event-showed_4567 = { $name } shows 4-5-6-7 and gets four new cards.
event-showed_4567-you = You show 4-5-6-7 and get four new cards.
event-discarded =
    { $count ->
        [one] { $name } discards one card.
       *[other]
            { $name } discards { $count ->
                [one] { $count } card
               *[other] { $count } cards
            }.
    }
event-discarded-you =
    { $count ->
        [one] You discard one card.
       *[other]
            You discard { $count ->
                [one] { $count } card
               *[other] { $count } cards
            }.
    }
event-stock_reshuffled =
    The stock ran out: the discards are shuffled into a new one ({ $size ->
        [one] { $size } card
       *[other] { $size } cards
    }).
event-lance_started = Now { $lance }.
event-lance_started-some = Now { $lance }: { $players } take part.
event-lance_started-some-you = Now { $lance }: { $players } take part.
event-declared = { $name }: { $declaration }.
event-bet = { $name }: { $word }.
event-bet-envido = { $name }: { -envido } { $amount }.
event-bet-mas = { $name }: { $amount } más (stake { $stake }).
event-bet-ordago = { $name }: { -ordago }!
event-lance_closed = { $lance }: { $outcome }.
event-lance_closed-paso = { $lance }: all passed, en paso.
event-lance_closed-querido = { $lance }: { -quiero }, { $stake } at stake; settled at the count.
event-lance_closed-folded = { $lance }: { -no_quiero }; { $pair } wins it.
event-lance_closed-no_bet = { $lance }: only { $pair } takes part; no betting.
event-lance_closed-not_played = { $lance }: nobody has any; not played.
event-lance_closed-ordago = { $lance }: { -ordago } accepted! All cards face up.
event-deje =
    { $points ->
        [one] { $lance }: { $pair } takes 1 point at once.
       *[other]
            { $lance }: { $pair } takes { $points ->
                [one] { $points } point
               *[other] { $points } points
            } at once.
    }
event-dentro = { $pair }: dentro! (5 or fewer to go)
event-showdown = All cards face up: { $hands }.
event-showdown-hand = { $name }: { $cards }
event-ordago_won = { -ordago(form: "upper") } at { $lance }: { $name } has the best hand ({ $pair }).
event-ordago_won-you = { -ordago(form: "upper") } at { $lance }: you have the best hand ({ $pair }).
event-count_line = { $lance }, { $why }: +{ $points } to { $pair }.
event-count_line-seat = { $lance }, { $why } ({ $name }): +{ $points } to { $pair }.
event-count_line-ordago = { $lance }, { -ordago } ({ $name }): { $pair } wins.
event-juego_won = { $pair } wins the game! Games: { $a }–{ $b }.
event-vaca_won = { $pair } wins the { -vaca }! { -vaca(form: "upper-plural") }: { $a }–{ $b }.
event-partida_won = { $pair } wins the match!
event-sena_made = { $name } makes a { -sena }.
event-sena_made-you = You make a { -sena }.
event-sena_seen = { -sena(form: "upper") } from your partner { $name }: { $sena } ({ $gesture }).
event-sena_seen-caught = You caught { $name }'s { -sena } to their partner: { $sena } ({ $gesture }).
sena-dos_reyes = two kings
sena-dos_reyes-meaning = I have two kings.
sena-dos_reyes-gesture = biting the lower lip
sena-tres_reyes = three kings
sena-tres_reyes-meaning = I have three kings.
sena-tres_reyes-gesture = biting the lower lip at one side
sena-dos_ases = two aces
sena-dos_ases-meaning = I have two aces.
sena-dos_ases-gesture = showing the tip of the tongue in the middle
sena-tres_ases = three aces
sena-tres_ases-meaning = I have three aces.
sena-tres_ases-gesture = showing the tip of the tongue at one side
sena-medias = medias
sena-medias-meaning = I have medias (three of a kind).
sena-medias-gesture = twisting the mouth to one side
sena-duples = duples
sena-duples-meaning = I have duples (two pairs).
sena-duples-gesture = raising the eyebrows
sena-treinta_y_una = 31
sena-treinta_y_una-meaning = I have { -juego } of 31.
sena-treinta_y_una-gesture = winking
sena-juego = { -juego }, not 31
sena-juego-meaning = I have { -juego }, but not 31.
sena-juego-gesture = blowing a kiss
sena-treinta_punto = 30 at { -punto }
sena-treinta_punto-meaning = I have 30, the best { -punto }.
sena-treinta_punto-gesture = shrugging the shoulders
sena-veintinueve_punto = 29 at { -punto }
sena-veintinueve_punto-meaning = I have 29 at { -punto }.
sena-veintinueve_punto-gesture = raising the left shoulder
sena-ciego = ciego (blind)
sena-ciego-meaning = I have neither { -pares } nor { -juego }.
sena-ciego-gesture = closing the eyes
rules-title = Table options
rules-reyes = Kings
rules-reyes-help = With 8, every 3 is a king and every 2 an ace in every lance; with 4, each card is itself.
rules-tantos = Points per game
rules-tantos-help = The points that win a game; at 30, matches are shorter.
rules-juegos = Games per { -vaca }
rules-juegos-help = The games that win a { -vaca }.
rules-vacas = { -vaca(form: "upper-plural") } per match
rules-vacas-help = The { -vaca(form: "plural") } that win the match.
rules-juego_real = { -juego_real(form: "upper") }
rules-juego_real-help = Three sevens and a figure beat every other 31.
rules-redeal_4567 = 4-5-6-7
rules-redeal_4567-help = Whoever gets 4-5-6-7 on the first deal may show it and get four new cards.
rules-senas_libres = Free { -sena(form: "plural") }
rules-senas_libres-help = Every { -sena } is offered, false ones too.
rules-pillar_senas = Catching { -sena(form: "plural") }
rules-pillar_senas-help = The chance that each opponent catches a { -sena }; 0: never.
rules-value-yes = on
rules-value-no = off
rules-seconds-help = The time for each move; when it runs out, a bot plays for you until you press a button.
rules-page-option = option in `/mus mesa`
rules-page-values = values
rules-page-default = default
rules-page-rule = rule
rules-page-changes = what it changes
rules-page-range = { $low } to { $high }
rules-value-reyes =
    { $n ->
        [one] { $n } king
       *[other] { $n } kings
    }
pair-0 = team A
pair-1 = team B
seat-default = Seat { $n }
seat-mano = mano
seat-postre = postre
score-tanto = point
score-tantos = points
score-piedra = piedra
score-piedras = piedras
score-amarraco = amarraco
score-amarracos = amarracos
score-juego = game
score-juegos = games
score-vaca = { -vaca }
score-vacas = { -vaca(form: "plural") }
score-partida = match
score-dentro = dentro!
summary-title = Mus rules
summary-cards-title = Cards and seats
summary-cards = Spanish 40-card deck; suits never matter. With 8 kings (the default) every 3 is a king and every 2 an ace. Rank: king, horse, jack, 7, 6, 5, 4, (3, 2), ace. For { -juego } and { -punto }, figures count 10, the others their number. Two teams of two; partners sit opposite. The mano (the first player) speaks first and wins ties (else the player nearer the mano). In the next hand, the next seat is mano.
summary-deal-title = Deal and mus
summary-deal = Four cards each. From the mano, each says “mus” (let's change cards) or “no mus”. One “no mus” ends it and the lances begin. If all four say mus, everyone discards 1 to 4 cards at once, gets as many, and mus is asked again. If the stock runs out, the discards are reshuffled. Option 4-5-6-7 (off): on the first deal, a player holding it may show it for four new cards.
summary-lances-title = The four lances
summary-lances = { -grande(form: "upper") } (high): the highest cards win, compared from the top. { -chica(form: "upper") } (low): the lowest win, from the bottom. { -pares(form: "upper") }: a pair (1 point) < medias (three of a kind, 2) < duples (two pairs, 3); within a kind, higher cards win. { -juego(form: "upper") }: 31 or more, in this order: 31, 32, 40, 37, 36, 35, 34, 33; 31 scores 3, any other { -juego } 2. { -juego_real(form: "upper") } (option, on): three 7s and a figure beat any 31. { -punto(form: "upper") }: only if nobody has { -juego }; the highest total wins (30 is best) and scores 1 extra point.
summary-betting-title = Betting
summary-betting = Before { -pares } and { -juego }, the bot declares each hand truthfully, in order. Only those who have them take part; if only one team has them, there is no betting and it scores at the count; if nobody has { -juego }, { -punto } is played. From the mano: paso (pass), { -envido } N (bet N, at least 2) or { -ordago } (the whole game); if all pass, the lance is en paso. Facing a bet, any opponent in the lance says { -quiero } (accept), N más (raise), { -ordago } or { -no_quiero } (fold). When a whole team folds, the bettors take at once 1 point for an opening bet, else the stake before their last raise ({ -envido } 2, 3 más, 2 más, { -no_quiero }: 5). { -ordago(form: "upper") } accepted: the cards are shown and the best hand in that lance wins the game. Reaching the target wins the game at once.
summary-count-title = The count
summary-count = In order: { -grande }, { -chica }, { -pares }, { -juego } or { -punto }. { -grande(form: "upper") } and { -chica }: 1 point en paso, or the stake, to the best hand. { -pares(form: "upper") } and { -juego }: the stake (0 en paso) plus the { -pares } or { -juego } points of both players of the winning team; after a fold, only those points. { -punto(form: "upper") }: 1 en paso; the stake plus 1; after a fold, 1. The count stops as soon as a team wins the game.
summary-score-title = Games, { -vaca(form: "plural") } and match
summary-score = A game goes to 40 points (option: 30); then both scores restart at 0. With 5 or fewer to go, the bot says “dentro!”. A { -vaca } is 2 games (option: 1 to 5); the match is 1 { -vaca } (option: 1 to 3). Points are counted in piedras (1) and amarracos (5).
summary-senas-title = { -sena(form: "upper-plural") }
summary-senas = Partners may make each other the official { -sena(form: "plural") }. The bot offers only the true ones (option free { -sena(form: "plural") }: all). Your partner sees the { -sena }; the table only sees that one was made. Each opponent catches it with a 10% chance (option). The { -sena(form: "plural") }:

## History and fair play: replays of a hand, the verifiable shuffle, pairs, logros, seasons.

history-hand_id = hand #{ $id }
history-btn-replay = Watch the hand
history-replay-title = Hand #{ $id } · hand { $number } of match { $partida }
history-replay-step = Step { $step } of { $steps }
history-replay-as_player = You see your cards and your { -sena(form: "plural") }, as you saw them in the match.
history-replay-as_spectator = You see the hand as the table saw it: the cards only at the count.
history-error-bad_hand_id = “{ $text }” is not a hand number: type the one shown at the end of the hand, e.g. #4821.
history-error-hand_not_found = There is no hand #{ $id } you can see.
history-error-partida_not_found = There is no match { $partida } you can see.
history-error-replay_here = These buttons step through a replay in its own private message; they do nothing here. Press '{ $button }' or use { COMMAND("mus mano") }.
history-error-no_log = Hand #{ $id } can no longer be watched: its moves are not stored.
history-commitment_line = 🔒 Shuffle commitment (SHA-256): `{ $commitment }`
history-seed_line = 🔓 Seed revealed: `{ $seed }` · check it with { COMMAND("mus verificar") } (match { $partida })
history-verify-title = Verification of match { $partida }
history-verify-not_found = There is no match { $partida }.
history-verify-not_revealed = Match { $partida } is still being played: the seed is not revealed until it ends.
history-verify-reported = Match { $partida } was played at a real table and its result reported by the pairs: it has no hands and no seed, so there is nothing to verify.
history-verify-ok =
    ✅ Everything matches: { $hands ->
        [one] the hand follows
       *[other] all { $hands } hands follow
    } from the revealed seed and the stored moves.
history-verify-failed =
    ❌ Match { $partida } does not check out: { $count ->
        [one] { $count } difference
       *[other] { $count } differences
    }.
history-verify-commitment = Commitment: { $commitment }
history-verify-seed = Seed: { $seed } · shuffle version { $version }
history-verify-no_commitment = This match was played before the bot showed commitments: the hands are checked, not the commitment.
history-verify-no_log = The moves of this match are no longer stored: it cannot be played again.
history-verify-bad_seed = The revealed seed “{ $seed }” is not a number.
history-verify-commitment_mismatch = The seed does not match the commitment: its SHA-256 is { $hash }.
history-verify-first_mano_mismatch = The first mano was seat { $seat }; the seed says seat { $expected }.
history-verify-seating = Committed with the seed: seat { $seat } is first mano; seats: { $seats }.
history-verify-first_mano_changed = The first mano was seat { $seat }; the commitment was made with seat { $committed } as mano.
history-verify-seats_changed = The seats stored ({ $recorded }) are not those committed ({ $committed }).
history-verify-seating_mismatch = The seed, the first mano and the seats stored do not match the commitment: their SHA-256 is { $hash }.
history-verify-first_mano_drawn = Seat { $seat } was first mano by the tournament's draw; this shuffle version did not commit it, so it is taken as stored.
history-verify-no_moves = Match { $partida } has its hands and its result stored but not its moves (matches of `musbot tournament simulate` keep none): it cannot be played again, so it is neither verified nor disproved.
history-verify-illegal_action = Move { $seq } cannot be made with these cards ({ $reason }).
history-verify-hand_not_recorded = Hand { $hand } is not stored.
history-verify-hand_not_played = Hand { $hand } is stored but the moves do not reach it.
history-verify-cards_mismatch = Hand { $hand }, seat { $seat }: stored { $recorded }, dealt { $dealt }.
history-verify-count_mismatch = Hand { $hand }: the stored count is not the count of the cards dealt.
history-verify-points_mismatch =
    Hand { $hand }: stored { $recorded ->
        [one] { $recorded } point
       *[other] { $recorded } points
    }, played { $played }.
history-verify-result_mismatch = The stored result of the match is not the result of its moves.
history-pair-title = Team: { $a } and { $b }
history-pair-record =
    { $partidas ->
        [one] { $partidas } match
       *[other] { $partidas } matches
    } together · { $won } won ({ $rate }) · games: { $juegos_won } of { $juegos }
history-pair-strength = Team strength: { $strength }
history-pair-unrated = Team strength: not rated yet
history-pair-best_rival = The team you beat most: { $a } and { $b } ({ $won }-{ $lost })
history-pair-worst_rival = The team that beats you most: { $a } and { $b } ({ $won }-{ $lost })
history-pair-never = { $a } and { $b } have not played together on this server yet.
history-pair-same_player = Choose someone else: a team is two people.
history-ranking-pairs_title =
    Team ranking (at least { $min ->
        [one] { $min } match
       *[other] { $min } matches
    } together)
history-ranking-pairs_empty =
    No team has played { $min ->
        [one] { $min } match
       *[other] { $min } matches
    } together yet.
history-ranking-pair_row = { $rank }. { $a } and { $b }: { $won } of { $partidas } ({ $rate }) · strength { $strength }
history-config-pair_min = Matches together to enter the team ranking: { $min }
history-achievements-title = Achievements
history-achievements-none = No achievements yet.
history-achievement-earned = 🏅 { $name } earns “{ $title }”: { $description }
history-achievement-again = 🏅 { $name }: “{ $title }” again (×{ $times })
achievement-primera-name = First win
achievement-primera-desc = Win your first match.
achievement-ordago-name = { -ordago(form: "upper") }!
achievement-ordago-desc = Call an { -ordago }, have it accepted, and win it.
achievement-farol-name = Bluff
achievement-farol-desc = The opponents said { -no_quiero } to your bet while they held the better cards.
achievement-real-name = { -juego_real(form: "upper") }
achievement-real-desc = Win the { -juego } with the { -juego_real }: three sevens and a figure.
achievement-zapatero-name = Zapatero
achievement-zapatero-desc = Win a game without the opponents scoring a single point.
achievement-remontada-name = Comeback
achievement-remontada-desc = Win a game in which your team was at zero with the opponents dentro.
achievement-vaca_perfecta-name = Perfect { -vaca }
achievement-vaca_perfecta-desc = Win a { -vaca } of three games or more without losing one.
achievement-companeros-name = Partners for life
achievement-companeros-desc = Play ten matches with the same partner (once for each partner).
history-season-closed_title = End of season { $season }
history-season-champions = 🏆 Champions: { $names }
history-season-no_champions = Nobody played this season: there are no champions.
history-season-top_players = Top players
history-season-top_pairs = Top teams
history-season-new = Season { $season } begins.
history-season-schedule-monthly = monthly
history-season-schedule-quarterly = quarterly
history-season-schedule-none = by hand
history-season-role_moved = The { $role } role goes to { $names }.
history-season-role_no_permission = I could not give the champions' role: I lack the Manage Roles permission. The season was closed all the same.
history-season-role_too_high = I could not give the { $role } role: it is above mine. Move my role up in Server Settings → Roles. The season was closed all the same.

## History and fair play on Discord: the commands, their options and answers.

cmd-mano = hand
cmd-mano-desc = Go through a hand already played, step by step
cmd-verificar = verify
cmd-verificar-desc = Check that a match's cards came from its seed
cmd-pareja = team
cmd-pareja-desc = Your record with a partner on this server
cmd-opt-mano_id-desc = The hand's number, e.g. #4821
cmd-opt-partida_id-desc = The match's number (shown at its end, with the seed)
cmd-opt-companero-desc = Your partner
cmd-opt-pareja_minimo-desc = Matches together to enter the team ranking (1 to 1000)
cmd-opt-temporada_auto-desc = Close the season by itself every month, every quarter, or only by hand
cmd-opt-rol_campeones-desc = The role that goes to each season's champions
cmd-opt-canal_campeones-desc = The channel of the champions' message
cmd-choice-parejas = teams
history-hand_line = 🔎 { $hand }: “Watch the hand” goes through it step by step.
history-replay-nothing_seen = Nothing new can be seen at this step.
history-stats-achievement = 🏅 { $title }
history-stats-achievement_times = 🏅 { $title } ×{ $times }
history-config-league =
    Team ranking: { $min ->
        [one] { $min } match
       *[other] { $min } matches
    } together · seasons: { $schedule } · champions' role: { $role } · champions' channel: { $channel }
history-config-unset = none
history-season-closed_reply = I closed season { $season }; the champions' message is in { $channel }.
history-season-not_posted = I closed season { $season }, but I could not post the champions' message in { $channel }: let me view that channel, send messages and attach files there.
history-season-role_missing = The champions' role you chose no longer exists: choose another with { COMMAND("mus_admin config") }. The season was closed all the same.
history-season-row_player = { $place }. { $name } · { $rating } · { $won } of { $partidas }
history-season-row_pair = { $place }. { $a } and { $b } · { $won } of { $partidas }
render-season-title = Season { $season }
render-season-champions = Champions
render-season-rating = rating
render-season-won = won
alt-season = End of season { $season }. { $champions } Best players: { $players }. Best teams: { $pairs }.
alt-season-champions = Champions: { $names }.
alt-season-row = { $place }. { $name }, { $won } of { $partidas }
alt-achievements = Achievements: { $list }.

## A server's presets of table options, and inviting people to a table.

cmd-jugar_al_mus = Play Mus
cmd-opt-preset-desc = One of the server's presets (options given with it change it)
cmd-opt-guardar_preset-desc = Save the options given as a preset of this name
cmd-opt-borrar_preset-desc = Delete the preset of this name
cmd-opt-presets-desc = Show the server's presets
preset-saved = Preset “{ $name }” saved ({ $count } of { $most }): { $options }. Use it with { COMMAND("mus mesa") } preset:{ $name }
preset-replaced = Preset “{ $name }” changed: { $options }.
preset-deleted = Preset “{ $name }” deleted.
preset-list_title = The server's presets ({ $count } of { $most })
preset-line = **{ $name }**: { $options }
preset-list_empty = This server has no presets. An admin saves them with { COMMAND("mus_admin config") } guardar_preset:name and the table options.
preset-plain = the default options
preset-seconds = { $seconds } s a move
preset-error-bad_name =
    “{ $name }” will not do as a preset's name: 1 to { $most ->
        [one] { $most } character
       *[other] { $most } characters
    } on one line.
preset-error-full =
    This server has { $most ->
        [one] { $most } preset
       *[other] { $most } presets
    } already, the most it can keep. Delete one first with { COMMAND("mus_admin config") } borrar_preset.
preset-error-mixed = Saving, deleting or showing presets goes on its own: guardar_preset with the table options, or borrar_preset alone, or presets alone (no language, no new season). Nothing was changed.
preset-error-unknown = This server has no preset “{ $name }”. It has: { $names }.
preset-error-none = This server has no preset “{ $name }”, nor any other. An admin saves them with { COMMAND("mus_admin config") } guardar_preset.
invite-btn-sit = Sit down
invite-message = { $invitee }, { $inviter } invites you to play Mus at this table: { $link } · Press “{ $button }” to take a seat.
invite-sent = Invitation sent to { $name }: they will see it in this channel, with a button to sit down.
invite-sent_opened = Table opened and invitation sent to { $name }: they will see it in this channel, with a button to sit down.
invite-error-bot = Bots are not invited: free seats are filled with bots from the table's message.
invite-error-self = You cannot invite yourself: sit down with the table's buttons.
invite-error-not_member = That person is not in this server.
invite-error-cannot_see = That person cannot see this channel: they would see neither the invitation nor the table.
invite-error-playing = The table in this channel is playing already: invite when it is over.
invite-error-finished = The table in this channel has just finished a match and its rematch keeps the same four: invite once it is closed.
invite-error-seated = That person is seated at this table already.
invite-error-full = The table in this channel is full.
invite-error-not_you = This invitation is for someone else. To play, sit down from the table's message.
invite-error-already_invited = { $name } has an invitation to this table already: { $link }
invite-over-seated = { $name } sat down at the table.
invite-over-started = This invitation is over: the match has started.
invite-over-closed = This invitation is over: the table was closed.

## The invited person's direct message.

invite-dm-message = { $inviter } invites you to play Mus in #{ $channel }, on the server { $server }. The invitation, with its “{ $button }” button, is in that channel.
invite-dm-link = Go to the invitation
invite-dm-over = { $inviter } invited you to play Mus in #{ $channel }, on the server { $server }. { $how }
invite-dm_refused = { $name } does not accept direct messages from server members: the invitation is in this channel only.

## The tutorial and the coach on Discord.

learn-welcome-title = 👋 Your practice table
learn-welcome =
    You play with your partner { $partner }, sitting opposite you, against { $left } and { $right }. Every hand has four lances ({ -grande }, { -chica }, { -pares } and { -juego }) and each lance gives points to the team that wins it; the first team to reach { $tantos ->
        [one] { $tantos } point
       *[other] { $tantos } points
    } wins the game.
    Press “My cards” to see your hand and play, and “Advice” whenever you are unsure. I will explain each thing the first time it comes up. This table does not count for the ranking.
learn-mus-title = 🃏 The mus
learn-mus =
    Before the lances, each player says “mus” to change cards or “no mus” to keep the hand. If all four say mus, everybody discards and gets new cards; as soon as one says no mus, the hand is played with the cards as they are.
    The mano speaks first (this hand: { $mano }) and also wins ties.
learn-discard-title = ♻️ The discard
learn-discard = In “My cards” you pick 1 to 4 cards to discard and get as many new ones. Keep what helps: kings for { -grande }, aces for { -chica }, cards of a rank for { -pares }, figures and sevens for { -juego }.
learn-grande-title = ⬆️ { -grande(form: "upper") }
learn-grande = At { -grande } the highest hand wins: the highest card of each hand is compared, then the next one, and so on. The king is best (here every 3 counts as a king and every 2 as an ace), then the horse, the jack, 7, 6, 5, 4 and the ace. Between equal hands, the one nearest the mano wins.
learn-betting-title = 🗣️ The words of every lance
learn-betting =
    In each lance the players speak in turn: “paso” (no bet), “{ -envido }” (a bet of 2 points, or any amount), “{ -quiero }” (accept: the team with the better hand takes it at the count), “{ -no_quiero }” (refuse: the betting team takes 1 point, or the bet before, at once), “{ -envido } más” (raise) and “{ -ordago }” (the whole game is at stake: if accepted, the better hand wins the game).
    If everybody says paso, { -grande } and { -chica } are worth 1 en paso at the count.
learn-chica-title = ⬇️ { -chica(form: "upper") }
learn-chica = { -chica(form: "upper") } is { -grande } the other way round: the lowest hand wins. The ace is best (and every 2, which counts as an ace), then 4, 5, 6, 7, the jack, the horse and the king.
learn-sena-title = ✋ { -sena(form: "upper-plural") }
learn-sena = A { -sena } is a gesture to your partner telling what you hold (two kings, duples, 31…) without the opponents knowing, though they sometimes catch it. In “My cards” you see your partner's { -sena(form: "plural") } and make your own; you can only make the ones that are true for your hand.
learn-pares-title = 👯 { -pares(form: "upper") }
learn-pares = Each player says whether they hold { -pares }, that is two or more cards of a rank, and only those who do take part. A pair is worth 1 point, medias (three of a rank) 2 and duples (two pairs, or four of a rank) 3. At the count, the team with the best { -pares } takes the { -pares } of both partners.
learn-juego-title = 🎯 { -juego(form: "upper") }
learn-juego = For { -juego } the cards are added up: figures (and every 3) are worth 10, the others their number (every 2 is 1). With 31 or more you have { -juego }. The best is 31, then 32, 40, 37, 36, 35, 34 and 33. At the count a 31 is worth 3 points and any other { -juego } 2, for each player of the winning team who holds one.
learn-punto-title = 🔢 { -punto(form: "upper") }
learn-punto = If nobody has { -juego }, { -punto } is played instead: the hand with the highest total (30 at most) wins, worth 1 point at the count.
learn-count-title = 📋 The count of hand { $hand }, line by line
learn-count-paso = { $lance }: nobody bet, so it is worth 1 en paso to the best hand, { $name }'s. → { $team } +{ $points }
learn-count-envite = { $lance }: the bet was accepted and the best hand takes it, { $name }'s. → { $team } +{ $points }
learn-count-pares = { $lance }: { $name } holds { -pares } and that team has the best ones. → { $team } +{ $points }
learn-count-pares-folded = { $lance }: { $name } holds { -pares }, and the lance is that team's because the other team said { -no_quiero }. → { $team } +{ $points }
learn-count-punto-folded = { $lance }: the other team said { -no_quiero }, so { -punto } is worth 1 to the team that bet. → { $team } +{ $points }
learn-count-juego31 = { $lance }: { $name } has 31, the best { -juego }, worth 3. → { $team } +{ $points }
learn-count-juego = { $lance }: { $name } has { -juego } (not 31), worth 2. → { $team } +{ $points }
learn-count-punto = { $lance }: nobody had { -juego } and { $name }'s hand has the highest total. → { $team } +{ $points }
learn-count-ordago = { $lance }: the { -ordago } was accepted and { $name }'s hand wins it: that team wins the game.
learn-count-deje = { $lance }: the bet got a { -no_quiero }, so the betting team took its points at once. → { $team } +{ $points }
learn-count-nothing = This hand gave no points at the count.
learn-count-score =
    Score: your team { $us }, the opponents { $them }. The first team to reach { $tantos ->
        [one] { $tantos } win
       *[other] { $tantos } wins
    } the game.
learn-team-us = your team
learn-team-them = the opponents
learn-thread_name = Learning Mus with { $name }
learn-opened = Your practice table is ready in { $thread }: only you can see it.
learn-already = You already have a practice table open in { $thread }: carry on there, or press “Leave” on it to start another.
learn-closed = 👋 You left the practice; it counts for nothing. Come back any time with { COMMAND("mus aprender") }.
learn-btn-leave = Leave
coach-btn = Advice
coach-table_note = 📘 Table with advice: it counts for neither the rating nor the ranking.
error-no_consejos = This table has no advice: it is switched on when the table is opened, with the consejos option of { COMMAND("mus mesa") }.
error-learn_in_thread = Use { COMMAND("mus aprender") } in a text channel, not inside a thread.
cmd-aprender = learn
cmd-aprender-desc = Learn to play Mus: a practice table just for you, with explanations
cmd-opt-consejos-desc = An “Advice” button for every player (the table does not count for the ranking)
cmd-opt-personalidad-desc = How this table's bots play (club player unless you choose)

## Every word drawn in the pictures.

render-pares-0 = No { -pares }
render-pares-1 = Pair
render-pares-2 = Medias
render-pares-3 = Duples
render-juego = { -juego(form: "upper") }: { $points }
render-punto = { -punto(form: "upper") }: { $points }
render-lance-grande = { -grande(form: "upper") }
render-lance-chica = { -chica(form: "upper") }
render-lance-pares = { -pares(form: "upper") }
render-lance-juego = { -juego(form: "upper") }
render-lance-punto = { -punto(form: "upper") }
render-phase-mus = Mus?
render-phase-discard = Discard
render-phase-hand_end = Count
render-phase-match_end = Match over
render-mus_rounds = Mus: { $n }
render-stake-none = No bet
render-stake = Stake: { $stake }
render-ordago = { -ordago(form: "upper") }!
render-hand_number = Hand { $n }
render-reyes =
    { $n ->
        [one] { $n } king
       *[other] { $n } kings
    }
render-tantos =
    To { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
render-mano = mano
render-sena = { -sena }
render-declared-pares-yes = { -pares(form: "upper") }: yes
render-declared-pares-no = { -pares(form: "upper") }: no
render-declared-juego-yes = { -juego(form: "upper") }: yes
render-declared-juego-no = { -juego(form: "upper") }: no
render-juegos = Games: { $n }/{ $of }
render-vacas = { -vaca(form: "upper-plural") }: { $n }/{ $of }
render-dentro = Dentro!
render-winner = Winners
render-final-juegos = { $a }–{ $b } in games
render-final-vacas = { $a }–{ $b } in { -vaca(form: "plural") }
render-lances-title = Lances
render-count-title = Count
render-outcome-playing = in play
render-outcome-paso = en paso
render-outcome-querido = accepted: { $stake }
render-outcome-folded = { -no_quiero }
render-outcome-no_bet = no bet
render-outcome-not_played = not played
render-outcome-ordago = { -ordago }!
render-why-paso = en paso
render-why-envite = stake
render-why-deje = { -no_quiero }
render-why-pareja = pair
render-why-medias = medias
render-why-duples = duples
render-why-juego31 = 31
render-why-juego = { -juego }
render-why-punto = { -punto }
render-why-ordago = { -ordago }
render-lb-title = Leaderboard
render-lb-player = Player
render-lb-rating = Rating
render-lb-games = Matches
render-lb-wins = Wins
render-lb-empty = No matches yet
render-chart-title = Rating history
render-chart-games = Matches
render-chart-now = Now: { $value }
render-chart-best = Best: { $value }

## The terminal game (musbot play).

terminal-welcome = Mus in the terminal. You play seat { $seat } with { $partner } as your partner, against { $rival1 } and { $rival2 }.
terminal-opponents =
    The bots play at level: { $level }. A game is { $tantos ->
        [one] { $tantos } point
       *[other] { $tantos } points
    }; games per { -vaca }: { $juegos }; { -vaca(form: "plural") } per match: { $vacas }.
terminal-help = Type the number of an option and press Enter. “q” quits.
terminal-you = You
terminal-turn = — Your turn ({ $what }) —
terminal-phase-mus = mus
terminal-phase-discard = discard
terminal-hand = Your cards: { $cards } ({ $desc }).
terminal-position-mano = You are mano (you speak first and win ties).
terminal-position-postre = You are postre (you speak last).
terminal-position-other = { $name } is mano and speaks first.
terminal-partner_senas = Your partner's { -sena(form: "plural") }: { $senas }.
terminal-caught_senas = { -sena(form: "upper-plural") } you caught from the opponents: { $senas }.
terminal-bet_state = Bet on { $lance }: the stake is { $stake }; if you refuse, the other team takes { $fold }.
terminal-bet_state-ordago = { -ordago(form: "upper") } on { $lance }! { -quiero(form: "upper") } means the whole game is played on this lance's cards.
terminal-raise = { $amount } más
terminal-menu = What do you do?
terminal-discard_menu = Which cards do you discard? Type their numbers separated by spaces (for example: 1 3).
terminal-prompt = >{ " " }
terminal-bad_choice = I don't understand “{ $text }”. Type a number from 1 to { $n }, or “q” to quit.
terminal-bad_discard = I don't understand “{ $text }”. Choose 1 to 4 different cards by their number, 1 to 4.
terminal-illegal = That is not allowed now (rule { $rule }; see “musbot rules”). Choose another option.
terminal-score = Score: { $a } · { $b } · games { $ja }–{ $jb } · { -vaca(form: "plural") } { $va }–{ $vb }
terminal-score-pair = { $pair } { $marks } ({ $points })
terminal-score-us = you
terminal-score-them = them
terminal-next_hand = Enter for the next hand, “q” to quit.
terminal-won = Your team wins the match! Well played.
terminal-lost = The other team wins the match. Better luck next time!
terminal-bye = See you next time!
terminal-count = The count:

## Tournaments on Discord: their messages, threads and commands.

tourn-table-title = 🏆 Tournament table: waiting for the four
cmd-sustituir = replace
cmd-sustituir-desc = Replace a player of a team from its next match on (organisers)
cmd-retirar = remove
cmd-retirar-desc = Remove a team: its remaining ties are lost by walkover (organisers)
cmd-opt-pareja-desc = The team's number (on the tournament message)
cmd-opt-sale-desc = The player who leaves
cmd-opt-entra-desc = The player who comes in
tourn-msg-pairs = Teams
tourn-msg-ties = Ties being played
tourn-msg-held = on hold
tourn-msg-entry-invited = invitation unanswered
tourn-msg-entry-solo = looking for a partner
cmd-opt-rol_torneos-desc = A role whose members may organise tournaments (besides Manage Server)
tourn-table-intro = The tournament gives the seats. Press “I'm here”; the match starts when all four of you are.
tourn-table-here = I'm here
tourn-table-missing = Still missing: { $players }
tourn-table-counted = The match counts for the tournament; the tournament opens the next one.
tourn-table-seated = This is a tournament table: the tournament gives the seats and it takes no computer players.
tourn-table-no_rematch = A tournament table has no rematch: the tournament opens the next match.
tourn-held-paused = ⏸️ The tournament is paused: the table waits, its clock stopped.
tourn-thread-hello =
    { $mentions }
    ⚔️ **{ $tournament }**: { $a } against { $b }, match { $number }. Press “I'm here” at the table; if someone does not come, the tie is lost by walkover { $deadline }.
tourn-thread-next = ⚔️ **{ $tournament }**: match { $number } of { $a } against { $b }.
tourn-msg-title = 🏆 { $name }
tourn-msg-format =
    { $format } · at most { $pairs ->
        [one] { $pairs } team
       *[other] { $pairs } teams
    } · best of { $best_of } · { $tantos ->
        [one] { $tantos } point
       *[other] { $tantos } points
    } · { $seconds } s per move
tourn-msg-status-signup = Sign-up open until { $when }.
tourn-msg-status-running = Under way: round { $round }.
tourn-msg-status-paused = ⏸️ Paused.
tourn-msg-status-finished = Finished.
tourn-msg-status-cancelled = Cancelled.
tourn-msg-entries = Teams signed up: { $pairs } · looking for a partner: { $solos } · invitations unanswered: { $invited }
tourn-msg-champions = 🏆 Champions: { $pair }
tourn-msg-champion_b = 🏆 Group B champions: { $pair }
tourn-msg-no_champions = 🏁 No champions.
tourn-msg-commitment = Draw commitment: `{ $commitment }`
tourn-msg-id = Tournament { $id } · organised by { $organiser }
tourn-btn-pair = Sign up with a partner
tourn-btn-solo = Find me a partner
tourn-btn-withdraw = Withdraw
tourn-btn-confirm = Accept invitation
tourn-btn-decline = Decline invitation
tourn-btn-close_signup = Close sign-up and draw
tourn-btn-pause = Pause
tourn-btn-resume = Resume
tourn-btn-cancel = Cancel tournament
tourn-pick_partner = Choose your partner
tourn-ok-invited = Invitation sent to { $name }: you are signed up once they accept.
tourn-ok-solo = Signed up: when sign-up closes we pair you with someone.
tourn-ok-withdrawn = You have withdrawn from **{ $tournament }**.
tourn-ok-confirmed = Accepted: you are signed up for **{ $tournament }**.
tourn-ok-declined = Invitation declined.
tourn-ok-done = Done.
tourn-ok-created = Tournament { $id } created: its message is in this channel.
tourn-ok-result = Result of tie { $match } recorded.
tourn-refuse-permission = Organising tournaments needs the Manage Server permission or the role { $role }.
tourn-refuse-bot_permissions = I lack permissions in this channel to run the tournament: { $perms }. Nothing was created.
tourn-refuse-bad_pair = There is no team { $pair } in tie { $match }: choose 1 (the first) or 2 (the second), or 0 if neither came.
tourn-role-none = (none)
cmd-torneo = tournament
cmd-torneo-desc = The server's tournaments and leagues
cmd-crear = create
cmd-crear-desc = Create a tournament in this channel (organisers)
cmd-ver = show
cmd-ver-desc = Show a tournament: its bracket or its standings
cmd-resultado = result
cmd-resultado-desc = Record or correct a tie's result (organisers)
cmd-reanudar = resume
cmd-reanudar-desc = Resume a tie held because its table disappeared (organisers)
cmd-opt-nombre-desc = The tournament's name
cmd-opt-formato-desc = The tournament's format

## The formats' names (the choices of crear, the tournament's message) and their stages' (a round's notice)
tourn-format-eliminatoria = Knockout
tourn-format-liguilla = Groups, then knockout
tourn-format-suizo = Swiss system
tourn-format-liga = League
tourn-stage-eliminatoria = knockout
tourn-stage-grupo = group { $n }
tourn-stage-suizo = Swiss system
tourn-stage-jornada = matchday { $n }
tourn-format-ceros = Ceros (elimination by lost matches)
tourn-stage-A = group A
tourn-stage-B = group B

cmd-opt-cierre-desc = Minutes until sign-up closes
cmd-opt-parejas-desc = At most this many teams
cmd-opt-mejor_de-desc = Matches per tie: best of 1, 3 or 5
cmd-opt-espera-desc = Minutes to wait before a tie is lost by walkover
cmd-opt-privado-desc = Private threads for the ties (no spectators)
cmd-opt-rondas-desc = Swiss system: how many rounds (0: as many as needed)
cmd-opt-rol-desc = A role given to the champions
cmd-opt-torneo-desc = The tournament's number
cmd-opt-enfrentamiento-desc = The tie's number
cmd-opt-ganadora-desc = The winning team: 1 or 2 (0: neither came)
cmd-opt-anular-desc = Void the tie and play it again

## Tournaments on Discord: a liga's options.

cmd-opt-jornada-desc = liga: hours each playing period lasts (168: a week)
cmd-opt-ida_vuelta-desc = liga: home and away (every two teams meet twice)
tourn-btn-pairs = Show teams
tourn-msg-more_pairs =
    { $n ->
        [one] … { $n } team not shown here: press “Show teams”.
       *[other] … { $n } teams not shown here: press “Show teams”.
    }
tourn-pairs-page =
    { $n ->
        [one] **{ $tournament }** · { $n } team · page { $page }/{ $pages }
       *[other] **{ $tournament }** · { $n } teams · page { $page }/{ $pages }
    }
tourn-pairs-none = No team has signed up yet.

## Tournaments and leagues: refusals, notices, the pictures' words.

tourn-error-format = Unknown format: choose one of { $formats }.
tourn-error-rules = Those rules are not valid: { $detail }
tourn-error-best_of = Each tie is played best of 1, 3 or 5 matches.
tourn-error-max_pairs = The most teams goes from 2 to { $most }.
tourn-error-grace =
    The wait before a tie is lost by walkover goes from 1 to { $most ->
        [one] { $most } minute
       *[other] { $most } minutes
    }.
tourn-error-seconds = Seconds per move go from 10 to 600.
tourn-error-group_size = A group stage's groups have 3 to 6 teams.
tourn-error-advance = From each group of { $size }, 1 to { $size } minus one teams go through.
tourn-error-rounds = The number of rounds goes from 0 to { $most } (0: as many as needed).
tourn-error-period = Each playing period lasts from 1 hour to 31 days.
tourn-error-name =
    A tournament's name has 1 to { $most ->
        [one] { $most } character
       *[other] { $most } characters
    }.
tourn-error-close_past = Sign-up must close in the future.
tourn-error-close_far =
    Sign-up cannot close more than { $days ->
        [one] { $days } day
       *[other] { $days } days
    } from now.
tourn-error-no_tournament = There is no tournament { $id }.
tourn-error-signup_closed = Sign-up for this tournament is closed.
tourn-error-self_partner = Your partner must be someone else.
tourn-error-already_in = You are already signed up for this tournament (with { $name }). Withdraw first to change.
tourn-error-invitation_pending = { $name }, you have an invitation waiting in this tournament: accept or decline it first.
tourn-error-partner_taken = { $name } is already signed up for this tournament.
tourn-error-full =
    The tournament is full ({ $most ->
        [one] { $most } team
       *[other] { $most } teams
    }).
tourn-error-no_invitation = You have no invitation waiting in this tournament.
tourn-error-not_in = You are not signed up for this tournament.
tourn-error-already_drawn = This tournament's draw has already been made.
tourn-error-not_running = This tournament is not in play.
tourn-error-not_organiser = Only the tournament's organisers can do this.
tourn-error-changed = The tournament changed since you looked (another organiser was quicker). Look again.
tourn-error-no_match = There is no tie { $match }.
tourn-error-not_in_match = That team does not play tie { $match }.
tourn-error-bad_score = Impossible result: best of { $best_of }, the winners reach { $need } and the losers stay below.
tourn-error-already_recorded = That result was already recorded.
tourn-error-later_drawn = What depends on this result has already been played or drawn: void that first.
tourn-error-not_in_pair = That person is not in that team.
tourn-error-already_paused = The tournament is already paused.
tourn-error-not_paused = The tournament is not paused.
tourn-error-not_held = Tie { $match } is not on hold.
tourn-error-not_saved = It could not be saved; nothing changed. Try again.
tourn-notice-created = 🏆 Tournament **{ $name }** is open. Draw commitment (SHA-256 of the secret seed): `{ $commitment }`
tourn-notice-invited = { $name } wants to play **{ $tournament }** with you. Do you accept?
tourn-notice-confirmed = { $name } accepted: you are signed up for **{ $tournament }**.
tourn-notice-declined = { $name } does not want to play **{ $tournament }** with you; you can sign up with another partner.
tourn-notice-expired = { $name } did not answer in time: you are not signed up for **{ $tournament }**.
tourn-notice-partner_withdrew = Your partner withdrew from **{ $tournament }**.
tourn-notice-paired = In **{ $tournament }** you play together: { $pair }.
tourn-notice-unpaired = Nobody was left to pair you with in **{ $tournament }**: sorry.
tourn-notice-too_few = **{ $tournament }** is cancelled: it needs at least two teams.
tourn-notice-drawn =
    🎲 **{ $tournament }** drawn with { $pairs ->
        [one] { $pairs } team
       *[other] { $pairs } teams
    }. Seed: `{ $seed }` (anyone can check it with `musbot tournament verify`).
tourn-notice-round = ▶️ **{ $tournament }**: round { $round } ({ $stage }) begins.
tourn-notice-match_open = ⚔️ **{ $tournament }**: { $a } against { $b }, match { $number }. To the table!
tourn-notice-result = **{ $tournament }**: { $a } – { $b } { $score }{ $juegos ->
        [none] {""}
       *[other] {" "}({ $juegos } in games)
    }; { $winner } win.
tourn-notice-walkover = **{ $tournament }**: { $a } – { $b }, walkover; { $winner } win.
tourn-notice-walkover_both = **{ $tournament }**: { $a } – { $b }, neither team came; nobody wins.
tourn-notice-champion = 🏆 { $pair } win **{ $tournament }**!
tourn-notice-no_champion_final = 🏁 **{ $tournament }** has ended without champions: nobody won the final between { $pairs }.
tourn-notice-no_champion_shared = 🏁 **{ $tournament }** has ended without champions: { $pairs } share first place, level on every tie-break too.
tourn-notice-no_champion_nobody = 🏁 **{ $tournament }** has ended without champions: no team went on to win it.
tourn-notice-unfinished = **{ $tournament }**: tie { $match } did not finish within its playing period; decide the result with { COMMAND("mus torneo resultado") }.
tourn-notice-table_lost = **{ $tournament }**: the table of tie { $match } is gone; the tie is on hold until you resume it.
tourn-notice-corrected = **{ $tournament }**: the organisers corrected the result of tie { $match }.
tourn-notice-voided = **{ $tournament }**: tie { $match } is void and will be played again.
tourn-notice-replaced = **{ $tournament }**: { $name } joins the team.
tourn-notice-removed = **{ $tournament }**: the organisers removed { $pair }; their remaining ties are walkovers.
tourn-notice-withdrawn = **{ $tournament }**: { $pair } withdrew; their remaining ties are walkovers.
tourn-notice-paused = ⏸️ **{ $tournament }** is paused.
tourn-notice-resumed = ▶️ **{ $tournament }** goes on.
tourn-notice-cancelled = **{ $tournament }** has been cancelled.
tourn-pic-bracket = Bracket
tourn-pic-standings = Standings
tourn-pic-groups = Groups
tourn-pic-group = Group { $n }
tourn-pic-final = Final
tourn-pic-semi = Semi-finals
tourn-pic-quarter = Quarter-finals
tourn-pic-round_of = Round of { $n }
tourn-pic-section = Part { $n } of { $of }
tourn-pic-bye = bye
tourn-pic-walkover = w/o
tourn-pic-waiting = to be decided
tourn-pic-champion = Champions
tourn-pic-col-pair = Team
tourn-pic-col-won = W
tourn-pic-col-lost = L
tourn-pic-col-juegos = ±J
tourn-pic-col-tantos = ±T
tourn-pic-col-points = Pts
tourn-pic-col-buchholz = Bch
tourn-pic-col-byes = Bye
tourn-pic-col-walkovers = W/O
tourn-pic-col-head_to_head = H2H
tourn-pic-order-swiss = Order: 1 tournament points (Pts) · 2 Buchholz (Bch) · 3 game difference (±J) · 4 point difference (±T) · teams level on everything share the place
tourn-pic-key-swiss = Pts = W + Bye · W ties won, walkovers included · L lost · Bye rounds with a bye (one point each) · W/O won because the opponents did not turn up · Bch sum of the opponents' tournament points
tourn-pic-order-rr = Order: 1 ties won (W) · 2 head to head (H2H) · 3 game difference (±J) · 4 point difference (±T) · teams level on everything share the place
tourn-pic-key-rr = W ties won, walkovers included · L lost · W/O won because the opponents did not turn up · H2H ties won among the teams level on W
tourn-pic-advance =
    { $n ->
        [one] The first of each group goes through.
       *[other] The first { $n } of each group go through.
    }
tourn-pic-empty = No results yet

## Tournaments: ties played at a real table, lateness, substitutes and sanctions.

cmd-presencial = in-person
cmd-presencial-desc = Play a tie at a real table: no bot table, the teams report the result (organisers)
cmd-sancion = sanction
cmd-sancion-desc = Sanction a team: a warning, a game lost or disqualification, with the reason (organisers)
cmd-sancion-warning = warning
cmd-sancion-juego = game lost
cmd-sancion-disqualification = disqualification
cmd-reglamento = regulations
cmd-reglamento-desc = The club’s rules for the tournament: in-person ties, confirmation, substitutes, lateness
cmd-opt-presencial-desc = Ties at real tables: the teams report their results here
cmd-opt-partidas-desc = Matches of team 1 and of team 2, for example 2-1
cmd-opt-juegos_tie-desc = Games of team 1 and of team 2, for example 5-3
cmd-opt-tipo-desc = Which sanction
cmd-opt-motivo-desc = Why (shown to everyone)
cmd-opt-confirmacion-desc = Minutes after which a reported result nobody answered is confirmed
cmd-opt-sustitutos-desc = Players of a team that may be replaced during the tournament (0 to 2)
cmd-opt-retraso_gracia-desc = Minutes a team may be late without penalty
cmd-opt-retraso_juego-desc = After that, one game lost for every so many minutes late (0: none)
tourn-btn-report = Report the result
tourn-btn-absent = They did not come
tourn-btn-confirm_report = Confirm
tourn-btn-dispute = That's not right
tourn-form-title = Result of tie { $match }
tourn-form-ours = Matches your team won
tourn-form-theirs = Matches the other team won
tourn-form-juegos_ours = Your team's games
tourn-form-juegos_theirs = The other team's games
tourn-ok-reported = Noted: the other team has to confirm it.
tourn-ok-confirmed_report = Confirmed: the result counts.
tourn-ok-disputed = The organisers have been told: they decide the result.
tourn-msg-tie-presencial = at a real table
tourn-msg-tie-reported = result to confirm
tourn-msg-tie-disputed = result disputed
tourn-msg-sanction-warning =
    { $n ->
        [one] { $n } warning
       *[other] { $n } warnings
    }
tourn-msg-sanction-juego =
    { $n ->
        [one] { $n } game lost by sanction
       *[other] { $n } games lost by sanction
    }
tourn-msg-sanction-disqualification = disqualified
tourn-notice-presencial_open = **{ $tournament }**: { $a } against { $b } is played at a real table (tie { $match }). When you finish, one team presses “Report the result” and the other confirms it. If the other team does not turn up, “They did not come”.
tourn-notice-presencial_moved = **{ $tournament }**: { $a } against { $b } is now played at a real table (tie { $match }); the bot's table is closed. When you finish, one team presses “Report the result” and the other confirms it. If the other team does not turn up, “They did not come”.
tourn-notice-reported = **{ $tournament }**: { $pair } say tie { $match } ({ $a } – { $b }) ended { $score } in matches and { $juegos } in games. Is that right? If nobody answers, it is confirmed { $until }.
tourn-notice-reported_absent = **{ $tournament }**: { $pair } say you did not turn up for tie { $match } ({ $a } – { $b }). Is that right? If nobody answers, you lose it by walkover { $until }.
tourn-notice-disputed = **{ $tournament }**: the result of tie { $match } ({ $a } – { $b }, { $score }) is disputed. Decide it with { COMMAND("mus torneo resultado") } (tournament { $id }, tie { $match }).
tourn-notice-reported_result = **{ $tournament }**: { $a } – { $b } { $score } (reported by the teams{ $juegos ->
        [none] {""}
       *[other] , { $juegos } in games
    }); { $winner } win.
tourn-notice-reported_walkover = **{ $tournament }**: { $a } – { $b }, walkover (reported by the teams); { $winner } win.
tourn-notice-late = **{ $tournament }**: { $pair } are { $minutes } minutes late for tie { $match } and lose { $juegos ->
        [one] { $juegos } game
       *[other] { $juegos } games
    }.
tourn-notice-late_ahead = **{ $tournament }**: { $pair } are { $minutes } minutes late for tie { $match } and lose { $juegos ->
        [one] { $juegos } game
       *[other] { $juegos } games
    }: { $rival } start the match { $ahead ->
        [one] { $ahead } game
       *[other] { $ahead } games
    } up.
tourn-notice-late_won = **{ $tournament }**: { $pair } are { $minutes } minutes late for tie { $match } and lose { $juegos ->
        [one] { $juegos } game
       *[other] { $juegos } games
    }: { $rival } win the match before a card is dealt.
tourn-notice-sanction_warning = **{ $tournament }**: a warning for { $pair }. Reason: { $reason }
tourn-notice-sanction_juego = **{ $tournament }**: { $pair } lose a game by sanction. Reason: { $reason }
tourn-notice-sanction_disqualification = **{ $tournament }**: { $pair } are disqualified. Reason: { $reason }
tourn-error-confirm_minutes = The time to confirm a result is { $least } to { $most } { $most ->
        [one] minute
       *[other] minutes
    }.
tourn-error-substitutes = Each team may replace 0 to { $most } { $most ->
        [one] player
       *[other] players
    }.
tourn-error-late_grace = The minutes late without penalty must be fewer than the wait ({ $most }).
tourn-error-late_step = The minutes late per game lost go from 0 (none) to { $most }.
tourn-error-bad_juegos = Impossible games: each match is won with { $juegos } { $juegos ->
        [one] game
       *[other] games
    }, and that result in matches cannot give those games.
tourn-error-score_text = “{ $text }” is not a result: type numbers, like 2-1.
tourn-error-reason = The reason has at most { $most } { $most ->
        [one] character
       *[other] characters
    }.
tourn-error-in_other_pair = { $name } already plays in another team (number { $pair }).
tourn-error-substitutes_used =
    This team has already used { $most ->
        [one] its substitute
       *[other] its { $most } substitutes
    } for the tournament.
tourn-error-tie_decided = Tie { $match } is already decided.
tourn-error-already_presencial = Tie { $match } is already played at a real table.
tourn-error-tie_started = A match of tie { $match } has already been played on the bot.
tourn-error-not_presencial = Tie { $match } is played at the bot's table: its result comes from the table.
tourn-error-not_in_tie = You do not play in tie { $match }.
tourn-error-tie_not_open = Tie { $match } is not in play now.
tourn-error-disputed = The result of tie { $match } is disputed: the organisers decide it.
tourn-error-already_reported = A result of tie { $match } has already been reported: the other team still has to confirm it.
tourn-error-juegos_needed = Give each team's games too: the standings count them.
tourn-error-too_early =
    Not yet: the tie is lost at { $minutes } minutes. { $left ->
        [one] { $left } minute to go.
       *[other] { $left } minutes to go.
    }
tourn-error-no_report = There is no result to confirm in tie { $match }.
tourn-error-own_report = Your team reported that result: the other team confirms it.
tourn-error-sanction_kind = There is no such sanction: a warning, a game lost or disqualification.
tourn-error-not_a_pair = Team { $pair } is not playing this tournament.
tourn-error-sanction_tie = Team { $pair } has no tie in play: say in which tie it loses the game.

## The ceros format ("a N ceros") and the teams' labels.

cmd-opt-ceros-desc = ceros: a team is out at this many lost matches (1-9)
cmd-opt-grupo_b-desc = ceros: the teams out in the first rounds play a group B, out at this many (0: none)
tourn-error-ceros = In a ceros tournament a team is out after 1 to 9 lost matches.
tourn-error-grupo_b = Group B is played to 1 to 8 ceros (0: no group B).
tourn-error-tag_long =
    { $most ->
        [one] A team's label holds at most { $most } character.
       *[other] A team's label holds at most { $most } characters.
    }
tourn-error-tag_mentions = A team's label cannot mention anyone: write the club or town as plain text.
tourn-error-tag_no_pair = Only a team that has signed up can have a label: sign up with your partner first (organisers: give the team's number).
tourn-ok-tag = Label saved: the draw keeps teams with the same label apart wherever it can.
tourn-ok-tag_none = Label removed.
cmd-etiqueta = label
cmd-etiqueta-desc = Give your team a label (club, town): the draw keeps equal labels apart
cmd-opt-etiqueta-desc = Club, town or herri (up to 40 characters; empty: none)
cmd-opt-pareja_etiqueta-desc = Organisers: the team's number (empty: your own team)
tourn-notice-champion_b = 🏆 { $pair } win group B of **{ $tournament }**!
tourn-pic-ceros = Ceros
tourn-pic-ceros-stage_a =
    Group A · out at { $n ->
        [one] { $n } cero
       *[other] { $n } ceros
    }
tourn-pic-ceros-stage_b =
    Group B · out at { $n ->
        [one] { $n } cero
       *[other] { $n } ceros
    }
tourn-pic-col-ceros = Ceros
tourn-pic-key-ceros = Each square: the team's ceros after that round · a cero is a lost match · green won · red lost · grey – bye · dark red: out · Order: still in first · then fewer ceros · rounds survived · ties won · game difference (±J) · point difference (±T)
tourn-pic-mark-warning = { $n } W
tourn-pic-mark-juego = -{ $n } J
tourn-pic-mark-disqualified = DSQ
tourn-pic-key-sanctions = Sanctions: 1 W one warning · -1 J one game lost by sanction · DSQ team disqualified, its name struck through
tourn-pic-ceros-latest =
    { $n ->
        [one] Only the last round is shown.
       *[other] Only the last { $n } rounds are shown.
    }
alt-ceros = Ceros of the tournament { $title }
alt-ceros-in = { $place }. { $name }: { $ceros } of { $limit } ceros, still in
alt-ceros-out = { $place }. { $name }: out in round { $round }
