### French, as French Mus players (the Fédération Française de Mus) say it: grand, petit,
### paires, jeu, point, imido, iduki, tira, hordago, mintza, esku, manche, donne; tirer for
### collecting points, sortir for cutting the mus. The reader is addressed as tu (vous is a
### team); no participle or adjective guesses a player's gender ("a pris place", not "s'est
### assis"). Typography of the Imprimerie nationale: a no-break space before : and inside
### « », a narrow one before ; ! ? and %; the apostrophe is the typographic one (’).
### Elision before a name through INITIAL(): d’Ane, de Miren.

## The pieces code joins texts with (a label and its value; the items of
## a list whose items are sentences, as the hands of a showdown; the parts of one item).

join-label = { $label } : { $value }
join-items = { " ; " }
join-parts = { ", " }

## The words of Mus in this language, one term per concept (docs/glossary.md): a message
## says { -grande }, never its own spelling. $form picks a form (a capital, a plural, a case).

-grande =
    { $form ->
       *[lower] grand
        [upper] Grand
    }
-chica =
    { $form ->
       *[lower] petit
        [upper] Petit
    }
-pares =
    { $form ->
       *[lower] paires
        [upper] Paires
    }
-envido =
    { $form ->
       *[lower] imido
        [upper] Imido
        [plural] imidos
    }
-ordago =
    { $form ->
       *[lower] hordago
        [upper] Hordago
        [plural] hordagos
        [upper-plural] Hordagos
    }
-quiero =
    { $form ->
       *[lower] iduki
        [upper] Iduki
    }
-no_quiero =
    { $form ->
       *[lower] tira
        [upper] Tira
    }
-no_mus =
    { $form ->
       *[lower] mintza
        [upper] Mintza
    }
-medias =
    { $form ->
       *[lower] médiak
        [upper] Médiak
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

cli-play-seed = Graine de cette partie : { $seed }. Pour la rejouer à l’identique : { $command }
cli-play-own_sena = Tu fais à ton partenaire le signe « { $sena } ».
admin-rules_page = Les règles complètes, avec des exemples et toutes les options de table : { $url }

## The computer players: their personalities and the coach's advice.

ai-personality-club = Joueur de club
ai-personality-prudente = Prudent
ai-personality-farolero = Bluffeur
ai-personality-agresivo = Agressif
ai-personality-club-help = Dit { -envido } 2, relance rarement et peu, garde le { -ordago } pour les belles mains et pour la fin de la manche.
ai-personality-prudente-help = Comme le joueur de club, mais bluffe peu et en veut plus pour dire { -quiero }.
ai-personality-farolero-help = Comme le joueur de club, mais bluffe souvent et fait moins de signes.
ai-personality-agresivo-help = Grosses mises, relance sur relance, { -ordago(form: "plural") } précoces.
ai-coach-heading = Conseil
ai-coach-ask = Tape « ? » pour un conseil.
ai-coach-none = Tu n’as rien à jouer pour l’instant.
ai-coach-mus-cut = { -no_mus(form: "upper") } : ta main bat { $pct } des mains, et à ta place à la table on sort à partir de { $need }.
ai-coach-mus-mus =
    Mus : ta main ne bat { INITIAL($pct) ->
        [vowel] qu’{ $pct }
       *[consonant] que { $pct }
    } des mains ; à ta place à la table on ne sort qu’à partir de { $need }, alors mieux vaut changer des cartes.
ai-coach-partner_senas = Les signes de ton partenaire comptent aussi.
ai-coach-discard = Écarte { $cards } et garde { $kept } : c’est ce qui vaut le plus en moyenne avec les cartes qui restent à sortir.
ai-coach-discard-all = Écarte les quatre : aucune ne vaut la peine d’être gardée avec les cartes qui restent à sortir.
ai-coach-discard-partner = Signes de ton partenaire : { $senas }. Ça, il l’a ; ton écart cherche le reste.
ai-coach-open-paso =
    Paso. { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : ton équipe l’emporte dans { $p } des cas, d’après les annonces et les signes ; un { -envido } de 2 vaudrait en moyenne { $gain } par rapport à paso (accepté dans { $accept } des cas).
ai-coach-open-paso-only =
    Paso. { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : ton équipe l’emporte dans { $p } des cas, d’après les annonces et les signes.
ai-coach-open-envido =
    { -envido(form: "upper") } { $amount }. { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : ton équipe l’emporte dans { $p } des cas, d’après les annonces et les signes ({ $called } si la mise est acceptée) ; la mise vaut en moyenne { $gain } par rapport à paso.
ai-coach-bluff =
    { -envido(form: "upper") } 2 au bluff : { $lance ->
        [grand] au { -grande }
        [petit] au { -chica }
        [paires] aux { -pares }
       *[other] au { $lance }
    }, ton équipe ne l’emporte que dans { $p } des cas, mais un bluff de temps en temps rend tes mises plus difficiles à lire.
ai-coach-ordago =
    { -ordago(form: "upper") } ! { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : s’ils acceptent, ton équipe l’emporte dans { $p } des cas ; pour gagner la manche, il vous manque { $us }, à eux { $them }.
ai-coach-ordago-bluff = { -ordago(form: "upper") } au bluff : pour gagner la manche, il leur manque { $them } et à vous { $us } ; sans prendre de risque, la manche est perdue.
ai-coach-ordago-quiero =
    { -quiero(form: "upper") } au { -ordago } : { $lance ->
        [grand] au { -grande }
        [petit] au { -chica }
        [paires] aux { -pares }
       *[other] au { $lance }
    }, ton équipe l’emporte dans { $p } des cas, et en refusant il vous resterait { $keep } de chances de gagner la manche.
ai-coach-ordago-no_quiero =
    { -no_quiero(form: "upper") } au { -ordago } : { $lance ->
        [grand] au { -grande }
        [petit] au { -chica }
        [paires] aux { -pares }
       *[other] au { $lance }
    }, ton équipe ne l’emporte que dans { $p } des cas, et en refusant il vous reste encore { $keep } de chances de gagner la manche.
ai-coach-defer =
    { -no_quiero(form: "upper") }, et laisse décider ton partenaire : { $lance ->
        [grand] au { -grande }
        [petit] au { -chica }
        [paires] aux { -pares }
       *[other] au { $lance }
    }, ton équipe l’emporte dans { $p } des cas, c’est incertain, et ton partenaire doit encore répondre.
ai-coach-answer-quiero =
    { -quiero(form: "upper") }. { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : ton équipe l’emporte dans { $p } des cas ; accepter la mise de { $stake } vaut en moyenne { $gain } par rapport à { -no_quiero }, qui leur donne { $fold }.
ai-coach-answer-no_quiero =
    { -no_quiero(form: "upper") }. { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : ton équipe ne l’emporte que dans { $p } des cas ; accepter la mise de { $stake } vaudrait en moyenne { $gain } par rapport à { -no_quiero }, qui leur donne { $fold }.
ai-coach-raise =
    { $amount } de plus. { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : ton équipe l’emporte dans { $p } des cas ; relancer vaut en moyenne { $gain } par rapport à un simple { -quiero }.
ai-coach-sena = D’abord, fais à ton partenaire le signe « { $sena } ».
ai-coach-play =
    Joue : { $action }. { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : ton équipe l’emporte dans { $p } des cas.

## Alt texts of the pictures: what a screen reader says for each picture.

alt-hand = Tes cartes : { $cards } ({ $made }).
alt-pair = { $pair } ({ $players })
alt-and = { $a } et { $b }
alt-score =
    { $pair } : { $score } points, { $juegos ->
        [one] { $juegos } manche
       *[other] { $juegos } manches
    } sur { $of_juegos }, { $vacas ->
        [one] { $vacas } { -vaca }
       *[other] { $vacas } { -vaca(form: "plural") }
    } sur { $of_vacas }
alt-score_final =
    { $pair } : { $juegos ->
        [one] { $juegos } manche
       *[other] { $juegos } manches
    } sur { $of_juegos }, { $vacas ->
        [one] { $vacas } { -vaca }
       *[other] { $vacas } { -vaca(form: "plural") }
    } sur { $of_vacas }
alt-final-juegos = { $a } à { $b } en manches
alt-final-vacas = { $a } à { $b } en { -vaca(form: "plural") }
alt-table =
    Table de mus en { $tantos ->
        [one] { $tantos } point
       *[other] { $tantos } points
    } avec { $reyes ->
        [one] { $reyes } roi
       *[other] { $reyes } rois
    }, donne { $hand } ; esku : { $mano }.
alt-turn-mus = Mus ? À { $players } de parler
alt-mus_rounds = Mus dans cette donne : { $n } fois
alt-turn-discard = Écart : on attend { $players }
alt-discarded = Ont déjà écarté : { $players }
alt-turn-lance =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : à { $players } de parler, pas encore de mise
alt-turn-bet =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : l’{ $pair } mise { $stake } ; à { $players } de répondre
alt-turn-ordago =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : l’{ $pair } dit { -ordago } ; à { $players } de répondre
alt-hand_end = La donne est finie
alt-match_end = Partie terminée : l’{ $pair } gagne
alt-yes = oui
alt-no = non
alt-senas = Ont fait un signe : { $players }
alt-hand_shown = { $name } : { $cards } ({ $made })
alt-showdown = Cartes sur table : { $hands }.
alt-count_total = Décompte : { $pair_a } { $a }, { $pair_b } { $b }
alt-ranking = Classement
alt-ranking-server =
    Classement { INITIAL($server) ->
        [vowel] d’{ $server }
       *[consonant] de { $server }
    }
alt-ranking-value =
    { $rating }, { $wins ->
        [one] { $wins } partie gagnée
       *[other] { $wins } parties gagnées
    } sur { $games } ({ $percent })
alt-row = { $rank }. { $name }, { $value }
alt-chart =
    Cote { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    } sur { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } : départ { $start }, meilleure { $high }, actuelle { $now }.
alt-chart-empty =
    Cote { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    } : pas encore de partie.
alt-bracket = Tableau du tournoi { $title }
alt-champions = Champions : { $name }
alt-tie-vs = { $a } contre { $b }
alt-tie-score = { $a } à { $b }
alt-tie-walkover =
    forfait { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }
alt-tie-through = { $name } se qualifie
alt-tie-playing = en cours
alt-tie-bye = { $name } se qualifie sans jouer
alt-standings = Classement du tournoi { $title }
alt-standing = { $rank }. { $name } : { $facts }
alt-standing-buchholz = Buchholz { $n }
alt-standing-head_to_head = confrontation directe { $n }
alt-standing-juegos = manches { $n }
alt-standing-tantos = points { $n }
alt-count-points =
    { $n ->
        [one] { $n } point de tournoi
       *[other] { $n } points de tournoi
    }
alt-count-won =
    { $n ->
        [one] { $n } gagnée
       *[other] { $n } gagnées
    }
alt-count-lost =
    { $n ->
        [one] { $n } perdue
       *[other] { $n } perdues
    }
alt-count-byes =
    { $n ->
        [one] { $n } tour exempt
       *[other] { $n } tours exempts
    }
alt-count-walkovers =
    { $n ->
        [one] dont { $n } par forfait
       *[other] dont { $n } par forfait
    }
alt-standing-through = qualifiée
alt-groups = Poules du tournoi { $title }

## The Discord bot: table messages, buttons, errors; slash command names and descriptions (cmd-*), which the bot registers with Discord.

bot-dentro = dentro !
bot-score_pair = **{ $pair }** ({ $players }) : { $score } points · manches { $juegos } · { -vaca(form: "plural") } { $vacas }
bot-title_hand = Donne { $hand } · esku : { $mano }
bot-title_finished = Partie terminée
bot-title_waiting = Table de mus : on cherche des joueurs
bot-title_private = Tes cartes, { $name }
bot-partida_won = 🏆 L’{ $pair } gagne la partie : { $players }
bot-head_start = **{ $pair }** ({ $players }) commence avec { $juegos ->
        [one] une manche
       *[other] { $juegos } manches
    } d’avance, selon le règlement du tournoi.
bot-rating_change = { $name } : { $delta } ({ $rating })
bot-league_later = 📋 Le classement et les succès de cette partie seront comptés plus tard ; son résultat est déjà enregistré.
bot-next_hand_soon = La donne suivante commence dans un instant ; tu peux aussi appuyer sur « Donne suivante ».
bot-turn = À jouer : { $players } · { $what }
bot-stake =
    Mise de l’{ $pair } : { $stake ->
        [one] { $stake } point
       *[other] { $stake } points
    }
bot-stake_ordago = { -ordago(form: "upper") } de l’{ $pair }
bot-btn-sit_here = S’asseoir
bot-seat_taken = Occupée
bot-table_reposted = 🔄 Cette table a été republiée ici avec la nouvelle mise en page ; l’ancien message ne répond plus.
bot-table_moved = 🔄 Cette table continue dans un nouveau message, plus bas.
bot-auto_playing = 🤖 Temps écoulé pour { $players } : un bot prend le relais jusqu’au prochain appui sur un bouton.
bot-senas_made = ✋ Signes faits pendant cette donne : { $count }
bot-phase-mus = mus ?
bot-phase-discard = écart
bot-waiting_intro = Prends une place libre ; les partenaires sont face à face. Complète avec des bots s’il manque des joueurs.
bot-free_seat = (libre)
bot-level-basic = débutant
bot-level-expert = expert
bot-level-random = au hasard
bot-rules_line =
    En { $tantos ->
        [one] { $tantos } point
       *[other] { $tantos } points
    } · { $juegos ->
        [one] { $juegos } manche
       *[other] { $juegos } manches
    } par { -vaca } · { $vacas ->
        [one] { $vacas } { -vaca }
       *[other] { $vacas } { -vaca(form: "plural") }
    } · { $reyes ->
        [one] { $reyes } roi
       *[other] { $reyes } rois
    } · { $seconds } s par coup
bot-add_ai = Ajouter un bot…
bot-your_hand = Tes cartes : { $hand }
bot-sena_from_partner = ✋ { $name } te fait un signe : **{ $sena }** ({ $meaning })
bot-sena_caught =
    👀 Tu as surpris un signe { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    } : **{ $sena }** ({ $meaning })
bot-choose_discard = Choisis les cartes que tu écartes (de 1 à 4).
bot-discard_done = Tu as écarté ; on attend les autres.
bot-discard_placeholder = Cartes à écarter…
bot-sena_placeholder = Faire un signe à ton partenaire…
bot-your_turn = À toi.
bot-table_opened = Table ouverte dans ce salon.
bot-table_closed = Table fermée.
bot-rules_title = Règles du mus
bot-restarting = ♻️ Le bot redémarre ; la partie reprend dans quelques secondes.
bot-config_saved =
    Enregistré : langue { $lang_name }, en { $tantos ->
        [one] { $tantos } point
       *[other] { $tantos } points
    }, { $juegos ->
        [one] { $juegos } manche
       *[other] { $juegos } manches
    }, { $vacas ->
        [one] { $vacas } { -vaca }
       *[other] { $vacas } { -vaca(form: "plural") }
    }, { $reyes ->
        [one] { $reyes } roi
       *[other] { $reyes } rois
    }, { $seconds } s par coup.
bot-lang_saved = D’accord : je te parlerai en français.
bot-synced =
    { $count ->
        [one] { $count } commande enregistrée.
       *[other] { $count } commandes enregistrées.
    }
bot-btn-sit = Place { $seat } ({ $pair })
bot-btn-stand = Se lever
bot-btn-remove_ai = Retirer un bot
bot-btn-start = Commencer
bot-btn-close = Fermer la table
bot-btn-rematch = Revanche
bot-btn-next = Donne suivante
bot-btn-cards = Mes cartes
bot-btn-discard = Écarter
bot-btn-envido = { -envido(form: "upper") }
bot-btn-envido_amount = { -envido(form: "upper") }…
bot-btn-mas = 2 de plus
bot-btn-subir = Relancer…
bot-modal-title_envido = { -envido(form: "upper") } : combien de points ?
bot-modal-title_raise = Combien de points de plus ?
bot-modal-amount = Points (de 2 à 99)
bot-ranking_title = Classement du serveur
bot-ranking_empty = Aucune partie n’a encore été comptée sur ce serveur.
bot-profile_title =
    Statistiques { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }
bot-profile_empty = { $name } n’a encore joué aucune partie ici.
bot-history_title = Dernières parties
bot-history_empty = Pas encore de partie sur ce serveur.
bot-history_line = { $date } · { $pair0 } { $score0 } – { $score1 } { $pair1 }
bot-history_reported = · jouée à une vraie table, résultat déclaré
error-no_table = Il n’y a pas de table dans ce salon. Ouvre-la avec { COMMAND("mus mesa") }.
error-table_here = Il y a déjà une table dans ce salon.
error-table_exists = Il y a déjà une table dans ce salon : { $link }
error-bad_seconds = Les secondes par coup vont de 10 à 3 600.
error-already_started = La partie a déjà commencé.
error-already_seated = Tu as déjà une place à cette table.
error-table_full = La table est complète.
error-bad_seat = Cette place n’existe pas.
error-seat_taken = Cette place est prise.
error-not_seated = Tu n’as pas de place à cette table.
error-bad_level = Niveau inconnu ; choisis parmi : { $levels }.
error-no_ai = Il n’y a aucun bot à retirer.
error-not_full = Il manque des joueurs : remplis les quatre places (ou ajoute des bots).
error-no_humans = Il faut au moins une personne à la table.
error-not_finished = La partie n’est pas encore finie.
error-not_creator = Seule la personne qui a ouvert la table (ou qui peut gérer le salon) peut la fermer.
error-hand_over = Cette donne est déjà comptée ; attends la suivante.
error-already_discarded = Tu as déjà choisi ton écart.
error-no_pares = Tu n’as pas de { -pares } : tu ne parles pas dans cette phase.
error-no_juego = Tu n’as pas de jeu : tu ne parles pas dans cette phase.
error-not_your_turn = Ce n’est pas ton tour : c’est à { $players }.
error-hand_not_over = La donne n’est pas encore finie.
error-illegal = Ce coup n’est pas permis maintenant (règle { $rule } ; voir { COMMAND("mus reglas") }).
error-store = Le coup n’a pas pu être enregistré, il ne compte pas. Réessaie.
error-stale = Trop tard : ce bouton appartient à une donne précédente ou à une table fermée.
error-bad_input = Je n’ai pas compris ce choix.
error-bad_amount = « { $amount } » n’est pas un montant valable : tape un nombre de 2 à 99.
error-not_started = La partie n’a pas encore commencé.
error-missing_permissions = Je ne peux pas jouer dans ce salon : il me manque des permissions ({ $perms }). Demande-les à un administrateur.
error-missing_user_permissions = Tu n’as pas la permission de faire ça.
error-guild_only = Cette commande ne marche que sur un serveur.
error-not_allowed = Tu ne peux pas utiliser cette commande.
error-internal = Quelque chose a échoué dans le bot ; rien n’a été changé. Si cela se reproduit, préviens la personne qui l’administre.
error-bad_option-choices = `{ $option }` ne peut pas valoir { $value } : choisis { $choices }.
error-bad_option-range = `{ $option }` prend une valeur entre { $low } et { $high } ; { $value } n’est pas permis.
error-bad_option-flag = `{ $option }` vaut oui ou non.
error-bad_lang = Langue inconnue : choisis es, en, de, eu ou fr.
error-not_owner = Seul le propriétaire du bot peut faire ça.
cmd-mus = mus
cmd-mus-desc = Jouer au mus
cmd-mesa = table
cmd-mesa-desc = Ouvrir une table de mus dans ce salon
cmd-reglas = règles
cmd-reglas-desc = Les règles du mus telles que le bot les joue
cmd-cerrar = fermer
cmd-cerrar-desc = Fermer la table de ce salon
cmd-ranking = classement
cmd-ranking-desc = Le classement du serveur
cmd-stats = stats
cmd-stats-desc = Les statistiques d’un joueur
cmd-historial = historique
cmd-historial-desc = Les dernières parties du serveur
cmd-config = config
cmd-config-desc = Langue et options par défaut du serveur
cmd-idioma = langue
cmd-idioma-desc = La langue dans laquelle le bot te parle
cmd-sync = sync
cmd-sync-desc = Enregistrer les commandes (propriétaire du bot seulement)
cmd-opt-tantos-desc = Points par manche (40 ou 30)
cmd-opt-juegos-desc = Manches pour gagner une { -vaca } (1 à 5)
cmd-opt-vacas-desc = { -vaca(form: "upper-plural") } pour gagner la partie (1 à 3)
cmd-opt-reyes-desc = 8 rois (chaque 3 est un roi, chaque 2 un as) ou 4 rois
cmd-opt-juego_real-desc = { -juego_real(form: "upper") } : trois 7 et une figure battent tout autre 31
cmd-opt-cuatro_siete-desc = 4-5-6-7 : qui l’a à la première distribution peut le montrer et recevoir de nouvelles cartes
cmd-opt-senas_libres-desc = Permettre tous les signes (sinon, seulement les vrais)
cmd-opt-pillar_senas-desc = Probabilité (%) qu’un adversaire surprenne un signe
cmd-opt-segundos-desc = Secondes par coup (10 à 600)
cmd-opt-orden-desc = Trier par cote, par taux de victoires ou par MSST
cmd-opt-todo-desc = Toutes les saisons au lieu de l’actuelle
cmd-opt-jugador-desc = Le joueur (toi si tu ne choisis personne)
cmd-opt-idioma-desc = Langue
cmd-opt-nueva_temporada-desc = Commencer une nouvelle saison du classement
bot-profile-partidas =
    Parties : { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    } sur { $played } ({ $rate })
bot-profile-juegos =
    Manches : { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    } sur { $played }
bot-profile-hands =
    Donnes : { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    } sur { $played } · moyenne par donne : { $pph }
bot-profile-lances = Phases gagnées : { -grande } { $grande } · { -chica } { $chica } · { -pares } { $pares } · jeu { $juego } · point { $punto }
bot-profile-envites =
    Mises : { $made ->
        [one] { $made } faite
       *[other] { $made } faites
    } · { $accepted ->
        [one] { $accepted } acceptée
       *[other] { $accepted } acceptées
    } · { $refused ->
        [one] { $refused } refusée
       *[other] { $refused } refusées
    }
bot-profile-ordagos =
    { -ordago(form: "upper-plural") } : { $made ->
        [one] { $made } lancé
       *[other] { $made } lancés
    } · { $won ->
        [one] { $won } gagné
       *[other] { $won } gagnés
    }
bot-profile-mus_cut = Dit { -no_mus } : { $rate } du temps
bot-profile-rating = Cote : { $rating } (rang { $rank })
bot-profile-partner = Partenaire préféré : { $name }
bot-press_cards_again = 🔄 { $players } : appuie de nouveau sur « Mes cartes » pour voir tes cartes à jour.

## The server's settings command, and what players and admins are told when something fails.

faults-message_removed = 🗑️ Le message précédent de la table a été supprimé : la table n’a rien perdu, la partie continue ici.
faults-paused = ⏸️ La table est en pause : le bot ne peut pas l’afficher dans ce salon car il lui manque la permission { $perms }. En attendant, aucun bot ne joue à la place de qui que ce soit ; elle reprendra dès que quelqu’un qui gère le serveur la lui rendra.
faults-paused_after_press = ⏸️ C’est fait, mais la table est maintenant en pause : le bot ne peut pas l’afficher dans ce salon car il lui manque la permission { $perms }. En attendant, aucun bot ne joue à la place de qui que ce soit ; elle reprendra dès que quelqu’un qui gère le serveur la lui rendra.
faults-paused_channel = ⏸️ { $user } : ta table est en pause car il manque au bot la permission { $perms } dans ce salon. Elle reprendra dès qu’on la lui rendra.
faults-paused_list = ⏸️ Tables en pause (il manque une permission au bot) : { $tables }
faults-wrong_channel = Ce bouton n’appartient pas à la table de ce salon : rien n’a changé.
faults-private_control = Cela se choisit dans ton message privé « Mes cartes » : rien n’a changé.
cmd-mus_admin = mus-admin
cmd-mus_admin-desc = Réglages du mus sur ce serveur (pour qui gère le serveur)

## The game: cards, lances, actions, events, the count, señas, rule options, the rules.

card-rank-1 = as
card-rank-2 = deux
card-rank-3 = trois
card-rank-4 = quatre
card-rank-5 = cinq
card-rank-6 = six
card-rank-7 = sept
card-rank-10 = valet
card-rank-11 = cavalier
card-rank-12 = roi
card-ranks-1 = d’as
card-ranks-2 = de deux
card-ranks-3 = de trois
card-ranks-4 = de quatre
card-ranks-5 = de cinq
card-ranks-6 = de six
card-ranks-7 = de sept
card-ranks-10 = de valets
card-ranks-11 = de cavaliers
card-ranks-12 = de rois
card-suit-o = deniers
card-suit-c = coupes
card-suit-e = épées
card-suit-b = bâtons
card-suit_of-o = de deniers
card-suit_of-c = de coupes
card-suit_of-e = d’épées
card-suit_of-b = de bâtons
card-name = { $rank } { $suit }
lance-grande = { -grande }
lance-chica = { -chica }
lance-pares = { -pares }
lance-juego = jeu
lance-punto = point
lance-grande-help = Les cartes les plus hautes gagnent.
lance-chica-help = Les cartes les plus basses gagnent.
lance-pares-help = Paire, { -medias } ou doubles ; seuls ceux qui en ont jouent.
lance-juego-help = 31 points ou plus ; le 31 est le meilleur.
lance-punto-help = Si personne n’a de jeu : le total le plus haut gagne.
word-mus = mus
word-no_mus = { -no_mus }
word-paso = paso
word-envido = { -envido }
word-mas = de plus
word-ordago = { -ordago }
word-quiero = { -quiero }
word-no_quiero = { -no_quiero }
word-discard = écarter
word-show4567 = montrer 4-5-6-7
word-sena = signe
word-and = et
word-you = toi
word-mus-help = Demander mus : on change des cartes si les quatre le veulent.
word-no_mus-help = Sortir : on joue avec ces cartes, sans en changer.
word-paso-help = Passer sans miser.
word-envido-help = Miser 2 points ou plus.
word-mas-help = Relancer la mise.
word-ordago-help = Miser toute la manche sur cette phase.
word-quiero-help = Accepter la mise.
word-no_quiero-help = Refuser la mise (laisser tirer).
word-discard-help = Choisir de 1 à 4 cartes à changer.
word-show4567-help = Montrer 4-5-6-7 et recevoir quatre nouvelles cartes.
word-sena-help = Faire un signe à ton partenaire.
action-discard = écart : { $cards }
action-envido = { -envido } { $amount }
action-sena = signe : { $sena }
action-next_hand = donne suivante
declare-pares-yes = { -pares } oui
declare-pares-no = { -pares } non
declare-juego-yes = jeu oui
declare-juego-no = jeu non
pares-0 = pas de { -pares }
pares-1 = paire
pares-2 = { -medias }
pares-3 = doubles
hand-pares-1 = paire { $rank }
hand-pares-2 = { -medias } { $rank }
hand-pares-3 = doubles { $high } et { $low }
hand-pares-3same = doubles { $rank }
hand-juego = jeu de { $points }
hand-juego31 = jeu de 31
hand-punto = { $points } au point
outcome-paso = paso (tous passent)
outcome-querido = accepté
outcome-folded = refusé
outcome-no_bet = sans mise
outcome-not_played = ne se joue pas
outcome-ordago = { -ordago } accepté
count-title = Décompte
count-why-paso = paso
count-why-envite = mise
count-why-deje = { -no_quiero }
count-why-pareja = paire
count-why-medias = { -medias }
count-why-duples = doubles
count-why-juego31 = 31
count-why-juego = jeu
count-why-punto = point
count-why-ordago = { -ordago }
event-hand_dealt = Donne { $number } — esku : { $name }.
event-hand_dealt-you = Donne { $number } — tu es esku.
event-cards_dealt = Tes cartes : { $cards }.
event-spoke = { $name } : { $word }.
event-showed_4567 = { $name } montre 4-5-6-7 et reçoit quatre nouvelles cartes.
event-showed_4567-you = Tu montres 4-5-6-7 et reçois quatre nouvelles cartes.
event-discarded =
    { $count ->
        [one] { $name } écarte une carte.
       *[other]
            { $name } écarte { $count ->
                [one] { $count } carte
               *[other] { $count } cartes
            }.
    }
event-discarded-you =
    { $count ->
        [one] Tu écartes une carte.
       *[other]
            Tu écartes { $count ->
                [one] { $count } carte
               *[other] { $count } cartes
            }.
    }
event-stock_reshuffled =
    Le talon est épuisé : on rebat les cartes écartées ({ $size ->
        [one] { $size } carte
       *[other] { $size } cartes
    }).
event-lance_started =
    { $lance ->
        [grand] On passe au { -grande }
        [petit] On passe au { -chica }
        [paires] On passe aux { -pares }
       *[other] On passe au { $lance }
    }.
event-lance_started-some =
    { $lance ->
        [grand] On passe au { -grande }
        [petit] On passe au { -chica }
        [paires] On passe aux { -pares }
       *[other] On passe au { $lance }
    } : { $players } jouent.
event-lance_started-some-you =
    { $lance ->
        [grand] On passe au { -grande }
        [petit] On passe au { -chica }
        [paires] On passe aux { -pares }
       *[other] On passe au { $lance }
    } : { $players } jouez.
event-declared = { $name } : { $declaration }.
event-bet = { $name } : { $word }.
event-bet-envido = { $name } : { -envido } { $amount }.
event-bet-mas = { $name } : { $amount } de plus (mise : { $stake }).
event-bet-ordago = { $name } : { -ordago } !
event-lance_closed =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : { $outcome }.
event-lance_closed-paso =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : paso, personne ne mise.
event-lance_closed-querido =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : { -quiero }, { $stake ->
        [one] { $stake } point misé
       *[other] { $stake } points misés
    } ; se règle au décompte.
event-lance_closed-folded =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : { -no_quiero } ; l’{ $pair } l’emporte.
event-lance_closed-no_bet =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : seule l’{ $pair } joue ; pas de mise.
event-lance_closed-not_played =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : personne n’en a ; la phase ne se joue pas.
event-lance_closed-ordago =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : { -ordago } accepté ! Cartes sur table.
event-deje =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : l’{ $pair } tire aussitôt { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
event-dentro = L’{ $pair } annonce : dentro ! (à 5 points ou moins du but)
event-showdown = Cartes sur table : { $hands }.
event-showdown-hand = { $name } : { $cards }
event-ordago_won =
    { -ordago(form: "upper") } { $lance ->
        [grand] au { -grande }
        [petit] au { -chica }
        [paires] aux { -pares }
       *[other] au { $lance }
    } : { $name } a les meilleures cartes (l’{ $pair }).
event-ordago_won-you =
    { -ordago(form: "upper") } { $lance ->
        [grand] au { -grande }
        [petit] au { -chica }
        [paires] aux { -pares }
       *[other] au { $lance }
    } : tu as les meilleures cartes (l’{ $pair }).
event-count_line =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    }, { $why } : +{ $points } pour l’{ $pair }.
event-count_line-seat =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    }, { $why } ({ $name }) : +{ $points } pour l’{ $pair }.
event-count_line-ordago =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    }, { -ordago } ({ $name }) : l’{ $pair } gagne la manche.
event-juego_won = L’{ $pair } gagne la manche ! Manches : { $a }–{ $b }.
event-vaca_won = L’{ $pair } gagne la { -vaca } ! { -vaca(form: "upper-plural") } : { $a }–{ $b }.
event-partida_won = L’{ $pair } gagne la partie !
event-sena_made = { $name } fait un signe.
event-sena_made-you = Tu fais un signe.
event-sena_seen = Signe de ton partenaire { $name } : { $sena } ({ $gesture }).
event-sena_seen-caught =
    Tu as surpris le signe { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    } à son partenaire : { $sena } ({ $gesture }).
sena-dos_reyes = deux rois
sena-dos_reyes-meaning = J’ai deux rois.
sena-dos_reyes-gesture = mordre la lèvre inférieure
sena-tres_reyes = trois rois
sena-tres_reyes-meaning = J’ai trois rois.
sena-tres_reyes-gesture = mordre la lèvre inférieure de côté
sena-dos_ases = deux as
sena-dos_ases-meaning = J’ai deux as.
sena-dos_ases-gesture = montrer le bout de la langue
sena-tres_ases = trois as
sena-tres_ases-meaning = J’ai trois as.
sena-tres_ases-gesture = tirer la langue de côté
sena-medias = { -medias }
sena-medias-meaning = J’ai des { -medias } (trois cartes pareilles).
sena-medias-gesture = tordre la bouche
sena-duples = doubles
sena-duples-meaning = J’ai des doubles (deux { -pares }).
sena-duples-gesture = lever les sourcils
sena-treinta_y_una = 31
sena-treinta_y_una-meaning = J’ai 31 au jeu.
sena-treinta_y_una-gesture = cligner de l’œil
sena-juego = jeu, pas 31
sena-juego-meaning = J’ai du jeu, mais pas 31.
sena-juego-gesture = envoyer un baiser
sena-treinta_punto = 30 au point
sena-treinta_punto-meaning = J’ai 30 au point.
sena-treinta_punto-gesture = hausser les épaules
sena-veintinueve_punto = 29 au point
sena-veintinueve_punto-meaning = J’ai 29 au point.
sena-veintinueve_punto-gesture = lever l’épaule gauche
sena-ciego = aveugle
sena-ciego-meaning = Je n’ai ni { -pares } ni jeu.
sena-ciego-gesture = fermer les yeux
rules-title = Options de la table
rules-reyes = Rois
rules-reyes-help = 8 rois : chaque 3 est un roi et chaque 2 un as. 4 rois : chaque carte garde sa valeur.
rules-tantos = Points par manche
rules-tantos-help = Points pour gagner une manche.
rules-juegos = Manches par { -vaca }
rules-juegos-help = Manches pour gagner une { -vaca }.
rules-vacas = { -vaca(form: "upper-plural") } par partie
rules-vacas-help = { -vaca(form: "upper-plural") } pour gagner la partie.
rules-juego_real = { -juego_real(form: "upper") }
rules-juego_real-help = Trois 7 et une figure (31) battent tout autre 31.
rules-redeal_4567 = 4-5-6-7
rules-redeal_4567-help = À la première distribution, qui a 4-5-6-7 peut le montrer et recevoir quatre nouvelles cartes.
rules-senas_libres = Signes libres
rules-senas_libres-help = Proposer tous les signes, pas seulement les vrais.
rules-pillar_senas = Surprendre les signes
rules-pillar_senas-help = Probabilité qu’un adversaire surprenne un signe.
rules-value-yes = oui
rules-value-no = non
rules-seconds-help = Le temps de chaque coup ; à la fin, un bot prend le relais jusqu’à ce que tu appuies sur un bouton.
rules-page-option = option de `/mus mesa`
rules-page-values = valeurs
rules-page-default = par défaut
rules-page-rule = règle
rules-page-changes = ce qu’elle change
rules-page-range = { $low } à { $high }
rules-value-reyes =
    { $n ->
        [one] { $n } roi
       *[other] { $n } rois
    }
pair-0 = équipe A
pair-1 = équipe B
seat-default = Place { $n }
seat-mano = esku
seat-postre = donneur
score-tanto = point
score-tantos = points
score-piedra = tanto
score-piedras = tantos
score-amarraco = hamarreko
score-amarracos = hamarreko
score-juego = manche
score-juegos = manches
score-vaca = { -vaca }
score-vacas = { -vaca(form: "plural") }
score-partida = partie
score-dentro = dentro !
summary-title = Règles du mus
summary-cards-title = Cartes et places
summary-cards = Paquet espagnol de 40 cartes ; les couleurs ne comptent pas. Avec 8 rois (par défaut), chaque 3 est un roi et chaque 2 un as. Ordre : roi, cavalier, valet, 7, 6, 5, 4, (3, 2), as. Au jeu et au point, les figures valent 10, les autres leur chiffre. Deux équipes de deux, partenaires face à face. L’esku parle en premier et gagne les égalités (sinon, le plus proche de lui). À chaque donne, la place suivante devient esku.
summary-deal-title = Donne et mus
summary-deal = Quatre cartes chacun. En commençant par l’esku, chacun dit « mus » (changer des cartes) ou « { -no_mus } ». Au premier « { -no_mus } », on sort et les phases commencent. Si les quatre disent mus, chacun écarte de 1 à 4 cartes, en reçoit autant, et on recommence. Talon épuisé : on rebat les cartes écartées. Option 4-5-6-7 (non) : à la première distribution, qui l’a peut le montrer et recevoir quatre nouvelles cartes.
summary-lances-title = Les quatre phases
summary-lances = { -grande(form: "upper") } : les plus hautes cartes gagnent (de haut en bas). { -chica(form: "upper") } : les plus basses (de bas en haut). { -pares(form: "upper") } : paire (1 point) < { -medias } (trois pareilles, 2) < doubles (deux { -pares }, 3) ; à égalité, les plus hautes gagnent. Jeu : 31 ou plus, dans l’ordre 31, 32, 40, 37, 36, 35, 34, 33 ; le 31 vaut 3, les autres 2. { -juego_real(form: "upper") } (option, oui) : trois 7 et une figure battent tout autre 31. Point : si personne n’a de jeu ; le plus haut total gagne (30 le meilleur) et vaut 1 point de plus.
summary-betting-title = Les mises
summary-betting = Avant les { -pares } et le jeu, le bot annonce dans l’ordre qui en a ; seuls ceux-là jouent. Si une seule équipe en a, pas de mise : elle tire au décompte ; si personne n’a de jeu, on joue le point. L’esku d’abord : paso, { -envido } N (2 ou plus) ou { -ordago } (toute la manche) ; si tous passent, la phase reste à paso. Face à une mise, chaque adversaire en jeu dit { -quiero } (accepter), N de plus (relancer), { -ordago } ou { -no_quiero } (refuser). Si toute l’équipe dit { -no_quiero }, l’autre tire aussitôt 1 point pour une première mise, sinon la mise d’avant sa dernière relance ({ -envido } 2, 3 de plus, 2 de plus, { -no_quiero } : 5). { -ordago(form: "upper") } accepté : cartes sur table ; les meilleures cartes de la phase gagnent la manche. Qui atteint le total gagne aussitôt.
summary-count-title = Décompte
summary-count = Dans l’ordre : { -grande }, { -chica }, { -pares }, jeu ou point. { -grande(form: "upper") } et { -chica } : 1 point à paso, ou la mise, pour les meilleures cartes. { -pares(form: "upper") } et jeu : la mise (0 à paso) plus les { -pares } ou le jeu des deux joueurs de l’équipe gagnante ; après un { -no_quiero }, seulement ces points. Point : 1 à paso ; la mise acceptée plus 1 ; après un { -no_quiero }, 1. Le décompte s’arrête dès qu’une équipe gagne la manche.
summary-score-title = Manches, { -vaca(form: "plural") } et partie
summary-score = Une manche se joue en 40 points (option : 30), puis les scores repartent de 0. À 5 points ou moins du but, le bot dit « dentro ! ». Une { -vaca }, c’est 2 manches (option : de 1 à 5) et la partie, 1 { -vaca } (option : de 1 à 3). On compte avec des tantos (1) et des hamarreko (5).
summary-senas-title = Signes
summary-senas = Les partenaires peuvent se faire les signes officiels ; le bot ne propose que les vrais (signes libres : tous). Ton partenaire voit le signe ; la table, qu’il y en a eu un. Chaque adversaire le surprend 1 fois sur 10 (option : 10 %). Les signes :

## History and fair play: replays of a hand, the verifiable shuffle, pairs, logros, seasons.

history-hand_id = donne #{ $id }
history-btn-replay = Revoir la donne
history-replay-title =
    Donne #{ $id } · { $number ->
        [1] 1re donne
       *[other] { $number }e donne
    } de la partie { $partida }
history-replay-step = Étape { $step } sur { $steps }
history-replay-as_player = Tu vois tes cartes et tes signes, comme tu les as vus pendant la partie.
history-replay-as_spectator = Tu vois la donne comme la table l’a vue : les cartes seulement au décompte.
history-error-bad_hand_id = « { $text } » n’est pas un numéro de donne : tape celui qui s’affiche à la fin de la donne, par exemple #4821.
history-error-hand_not_found = Il n’y a aucune donne #{ $id } que tu puisses voir.
history-error-partida_not_found = Il n’y a aucune partie { $partida } que tu puisses voir.
history-error-replay_here = Ces boutons font avancer la relecture dans son propre message privé ; ici, ils ne font rien. Appuie sur « { $button } » ou utilise { COMMAND("mus mano") }.
history-error-no_log = La donne #{ $id } ne peut plus être revue : ses coups ne sont pas enregistrés.
history-commitment_line = 🔒 Engagement du mélange (SHA-256) : `{ $commitment }`
history-seed_line = 🔓 Graine révélée : `{ $seed }` · vérifie-la avec { COMMAND("mus verificar") } (partie { $partida })
history-verify-title = Vérification de la partie { $partida }
history-verify-not_found = Il n’y a pas de partie { $partida }.
history-verify-not_revealed = La partie { $partida } est encore en cours : la graine n’est révélée qu’à la fin.
history-verify-reported = La partie { $partida } s’est jouée à une vraie table et son résultat a été déclaré par les équipes : elle n’a ni donnes ni graine, il n’y a donc rien à vérifier.
history-verify-ok =
    ✅ Tout concorde : { $hands ->
        [one] la donne découle
       *[other] les { $hands } donnes découlent
    } de la graine révélée et des coups enregistrés.
history-verify-failed =
    ❌ La partie { $partida } ne concorde pas : { $count ->
        [one] { $count } différence.
       *[other] { $count } différences.
    }
history-verify-commitment = Engagement : { $commitment }
history-verify-seed = Graine : { $seed } · mélange version { $version }
history-verify-no_commitment = Cette partie a été jouée avant que le bot n’affiche les engagements : on vérifie les donnes, pas l’engagement.
history-verify-no_log = Les coups de cette partie ne sont plus enregistrés : impossible de la rejouer.
history-verify-bad_seed = La graine révélée « { $seed } » n’est pas un nombre.
history-verify-commitment_mismatch = La graine ne correspond pas à l’engagement : son SHA-256 est { $hash }.
history-verify-first_mano_mismatch = À la première donne, la place { $seat } était esku ; d’après la graine, c’était la place { $expected }.
history-verify-seating = Engagé avec la graine : la place { $seat } est esku ; places : { $seats }.
history-verify-first_mano_changed = À la première donne, la place { $seat } était esku ; l’engagement a été pris avec l’esku à la place { $committed }.
history-verify-seats_changed = Les places enregistrées ({ $recorded }) ne sont pas celles de l’engagement ({ $committed }).
history-verify-seating_mismatch = La graine, l’esku et les places enregistrés ne correspondent pas à l’engagement : leur SHA-256 est { $hash }.
history-verify-first_mano_drawn = La place { $seat } était esku par le tirage du tournoi ; cette version du mélange ne l’engageait pas, elle est donc prise telle qu’enregistrée.
history-verify-no_moves = La partie { $partida } a ses donnes et son résultat enregistrés, mais pas ses coups (les parties de `musbot tournament simulate` n’en gardent pas) : impossible de la rejouer, elle n’est donc ni vérifiée ni réfutée.
history-verify-illegal_action = Le coup { $seq } est impossible avec ces cartes ({ $reason }).
history-verify-hand_not_recorded = La donne { $hand } n’est pas enregistrée.
history-verify-hand_not_played = La donne { $hand } est enregistrée, mais les coups ne vont pas jusque-là.
history-verify-cards_mismatch = Donne { $hand }, place { $seat } : enregistré { $recorded }, distribué { $dealt }.
history-verify-count_mismatch = Donne { $hand } : le décompte enregistré n’est pas celui des cartes distribuées.
history-verify-points_mismatch =
    Donne { $hand } : { $recorded ->
        [one] { $recorded } point enregistré
       *[other] { $recorded } points enregistrés
    }, { $played ->
        [one] { $played } joué
       *[other] { $played } joués
    }.
history-verify-result_mismatch = Le résultat enregistré de la partie n’est pas celui de ses coups.
history-pair-title = Équipe : { $a } et { $b }
history-pair-record =
    { $partidas ->
        [one] { $partidas } partie
       *[other] { $partidas } parties
    } ensemble · { $won ->
        [one] { $won } gagnée
       *[other] { $won } gagnées
    } ({ $rate }) · manches : { $juegos_won ->
        [one] { $juegos_won } gagnée
       *[other] { $juegos_won } gagnées
    } sur { $juegos }
history-pair-strength = Force de l’équipe : { $strength }
history-pair-unrated = Force de l’équipe : pas encore évaluée
history-pair-best_rival = L’équipe que vous battez le plus : { $a } et { $b } ({ $won }–{ $lost })
history-pair-worst_rival = L’équipe qui vous bat le plus : { $a } et { $b } ({ $won }–{ $lost })
history-pair-never = { $a } et { $b } n’ont pas encore joué ensemble sur ce serveur.
history-pair-same_player = Choisis quelqu’un d’autre : une équipe, c’est deux personnes.
history-ranking-pairs_title =
    Classement des équipes (au moins { $min ->
        [one] { $min } partie
       *[other] { $min } parties
    } ensemble)
history-ranking-pairs_empty =
    Aucune équipe n’a encore joué { $min ->
        [one] { $min } partie
       *[other] { $min } parties
    } ensemble.
history-ranking-pair_row = { $rank }. { $a } et { $b } : { $won } sur { $partidas } ({ $rate }) · force { $strength }
history-config-pair_min = Parties ensemble pour entrer au classement des équipes : { $min }
history-achievements-title = Succès
history-achievements-none = Pas encore de succès.
history-achievement-earned = 🏅 { $name } obtient « { $title } » : { $description }
history-achievement-again = 🏅 { $name } : « { $title } » encore une fois (×{ $times })
achievement-primera-name = Première victoire
achievement-primera-desc = Gagner ta première partie.
achievement-ordago-name = { -ordago(form: "upper") } !
achievement-ordago-desc = Lancer un { -ordago }, le voir accepté et le gagner.
achievement-farol-name = Bluff
achievement-farol-desc = Faire dire { -no_quiero } aux adversaires alors qu’ils avaient les meilleures cartes.
achievement-real-name = { -juego_real(form: "upper") }
achievement-real-desc = Gagner le jeu avec le { -juego_real } : trois 7 et une figure.
achievement-zapatero-name = Zapatero
achievement-zapatero-desc = Gagner une manche sans que les adversaires tirent un seul point.
achievement-remontada-name = Remontada
achievement-remontada-desc = Gagner une manche où ton équipe était à zéro alors que les adversaires étaient déjà dentro.
achievement-vaca_perfecta-name = { -vaca(form: "upper") } parfaite
achievement-vaca_perfecta-desc = Gagner une { -vaca } de trois manches ou plus sans en perdre une seule.
achievement-companeros-name = Partenaires de toujours
achievement-companeros-desc = Jouer dix parties avec le même partenaire (une fois par partenaire).
history-season-closed_title = Fin de la saison { $season }
history-season-champions = 🏆 Champions : { $names }
history-season-no_champions = Personne n’a joué cette saison : pas de champions.
history-season-top_players = Meilleurs joueurs
history-season-top_pairs = Meilleures équipes
history-season-new = La saison { $season } commence.
history-season-schedule-monthly = chaque mois
history-season-schedule-quarterly = chaque trimestre
history-season-schedule-none = à la main
history-season-role_moved = Le rôle { $role } passe à { $names }.
history-season-role_no_permission = Je n’ai pas pu donner le rôle des champions : il me manque la permission « Gérer les rôles ». La saison est close quand même.
history-season-role_too_high = Je n’ai pas pu donner le rôle { $role } : il est au-dessus du mien. Monte mon rôle dans Paramètres du serveur → Rôles. La saison est close quand même.

## History and fair play on Discord: the commands, their options and answers.

cmd-mano = donne
cmd-mano-desc = Revoir étape par étape une donne déjà jouée
cmd-verificar = vérifier
cmd-verificar-desc = Vérifier que les cartes d’une partie découlent bien de sa graine
cmd-pareja = équipe
cmd-pareja-desc = Ton bilan avec un partenaire sur ce serveur
cmd-opt-mano_id-desc = Le numéro de la donne, par exemple #4821
cmd-opt-partida_id-desc = Le numéro de la partie (affiché à la fin, avec la graine)
cmd-opt-companero-desc = Ton partenaire
cmd-opt-pareja_minimo-desc = Parties ensemble pour entrer au classement des équipes (1 à 1 000)
cmd-opt-temporada_auto-desc = Clore la saison automatiquement chaque mois ou chaque trimestre, ou seulement à la main
cmd-opt-rol_campeones-desc = Le rôle qui passe aux champions de chaque saison
cmd-opt-canal_campeones-desc = Le salon du message des champions
cmd-choice-parejas = équipes
history-hand_line = 🔎 { $hand } : « Revoir la donne » la reprend étape par étape.
history-replay-nothing_seen = Rien de nouveau à voir à cette étape.
history-stats-achievement = 🏅 { $title }
history-stats-achievement_times = 🏅 { $title } ×{ $times }
history-config-league =
    Classement des équipes : { $min ->
        [one] { $min } partie
       *[other] { $min } parties
    } ensemble · saisons : { $schedule } · rôle des champions : { $role } · salon des champions : { $channel }
history-config-unset = aucun
history-season-closed_reply = J’ai clos la saison { $season } ; le message des champions est dans { $channel }.
history-season-not_posted = J’ai clos la saison { $season }, mais je n’ai pas pu publier le message des champions dans { $channel } : autorise-moi à voir ce salon, à y envoyer des messages et à y joindre des fichiers.
history-season-role_missing = Le rôle des champions choisi n’existe plus : choisis-en un autre avec { COMMAND("mus_admin config") }. La saison est close quand même.
history-season-row_player = { $place }. { $name } · { $rating } · { $won } sur { $partidas }
history-season-row_pair = { $place }. { $a } et { $b } · { $won } sur { $partidas }
render-season-title = Saison { $season }
render-season-champions = Champions
render-season-rating = cote
render-season-won = gagnées
alt-season = Fin de la saison { $season }. { $champions } Meilleurs joueurs : { $players }. Meilleures équipes : { $pairs }.
alt-season-champions = Champions : { $names }.
alt-season-row = { $place }. { $name }, { $won } sur { $partidas }
alt-achievements = Succès : { $list }.

## A server's presets of table options, and inviting people to a table.

cmd-jugar_al_mus = Jouer au mus
cmd-opt-preset-desc = Un préréglage du serveur (les options données avec lui le modifient)
cmd-opt-guardar_preset-desc = Enregistrer les options données comme préréglage de ce nom
cmd-opt-borrar_preset-desc = Supprimer le préréglage de ce nom
cmd-opt-presets-desc = Voir les préréglages du serveur
preset-saved = Préréglage « { $name } » enregistré ({ $count } sur { $most }) : { $options }. Utilise-le avec { COMMAND("mus mesa") } preset:{ $name }
preset-replaced = Préréglage « { $name } » modifié : { $options }.
preset-deleted = Préréglage « { $name } » supprimé.
preset-list_title = Préréglages du serveur ({ $count } sur { $most })
preset-line = **{ $name }** : { $options }
preset-list_empty = Ce serveur n’a aucun préréglage. Un administrateur les enregistre avec { COMMAND("mus_admin config") } guardar_preset:nom et les options de la table.
preset-plain = les options par défaut
preset-seconds = { $seconds } s par coup
preset-error-bad_name =
    « { $name } » ne convient pas comme nom de préréglage : de 1 à { $most ->
        [one] { $most } caractère
       *[other] { $most } caractères
    } sur une ligne.
preset-error-full =
    Ce serveur a déjà { $most ->
        [one] { $most } préréglage
       *[other] { $most } préréglages
    }, le maximum. Supprime-en un d’abord avec { COMMAND("mus_admin config") } borrar_preset.
preset-error-mixed = Enregistrer, supprimer ou voir les préréglages se fait à part : guardar_preset avec les options de la table, ou borrar_preset seul, ou presets seul (sans langue ni nouvelle saison). Rien n’a été modifié.
preset-error-unknown = Ce serveur n’a pas de préréglage « { $name } ». Il a : { $names }.
preset-error-none = Ce serveur n’a pas de préréglage « { $name } », ni aucun autre. Un administrateur les enregistre avec { COMMAND("mus_admin config") } guardar_preset.
invite-btn-sit = S’asseoir
invite-message = { $invitee }, { $inviter } t’invite à jouer au mus à cette table : { $link } · Appuie sur « { $button } » pour prendre place.
invite-sent = Invitation envoyée à { $name } : elle apparaît dans ce salon, avec un bouton pour s’asseoir.
invite-sent_opened = Table ouverte et invitation envoyée à { $name } : elle apparaît dans ce salon, avec un bouton pour s’asseoir.
invite-error-bot = On n’invite pas les bots : les places libres se remplissent de bots depuis le message de la table.
invite-error-self = Tu ne peux pas t’inviter toi-même : assieds-toi avec les boutons de la table.
invite-error-not_member = Cette personne n’est pas sur ce serveur.
invite-error-cannot_see = Cette personne ne peut pas voir ce salon : elle ne verrait ni l’invitation ni la table.
invite-error-playing = La table de ce salon joue déjà : invite quand elle aura fini.
invite-error-finished = La table de ce salon vient de finir une partie et la revanche se joue avec les quatre mêmes joueurs : invite quand elle sera fermée.
invite-error-seated = Cette personne est déjà assise à cette table.
invite-error-full = La table de ce salon est complète.
invite-error-not_you = Cette invitation est pour quelqu’un d’autre. Pour jouer, assieds-toi depuis le message de la table.
invite-error-already_invited = { $name } a déjà une invitation à cette table : { $link }
invite-over-seated = { $name } a pris place à la table.
invite-over-started = Cette invitation est terminée : la partie a commencé.
invite-over-closed = Cette invitation est terminée : la table a été fermée.

## The invited person's direct message.

invite-dm-message = { $inviter } t’invite à jouer au mus dans #{ $channel }, sur le serveur { $server }. L’invitation, avec son bouton « { $button } », est dans ce salon.
invite-dm-link = Aller à l’invitation
invite-dm-over = { $inviter } t’a proposé de jouer au mus dans #{ $channel }, sur le serveur { $server }. { $how }
invite-dm_refused = { $name } n’accepte pas les messages privés des membres du serveur : l’invitation est seulement dans ce salon.

## The tutorial and the coach on Discord.

learn-welcome-title = 👋 Ta table d’entraînement
learn-welcome =
    Tu joues avec ton partenaire { $partner }, en face de toi, contre { $left } et { $right }. Chaque donne a quatre phases ({ -grande }, { -chica }, { -pares } et jeu) et chaque phase rapporte des points à l’équipe qui la gagne ; la première équipe à { $tantos ->
        [one] { $tantos } point
       *[other] { $tantos } points
    } gagne la manche.
    Appuie sur « Mes cartes » pour voir ta main et jouer, et sur « Conseil » quand tu hésites. Je t’expliquerai chaque chose la première fois qu’elle se présentera. Cette table ne compte pas pour le classement.
learn-mus-title = 🃏 Le mus
learn-mus =
    Avant les phases, chacun dit « mus » pour changer des cartes ou « { -no_mus } » pour garder sa main. Si les quatre disent mus, tout le monde écarte et reçoit de nouvelles cartes ; dès que quelqu’un dit { -no_mus }, on sort et on joue avec les cartes qu’on a.
    L’esku parle en premier (dans cette donne : { $mano }) et gagne aussi les égalités.
learn-discard-title = ♻️ L’écart
learn-discard = Dans « Mes cartes », tu choisis de 1 à 4 cartes à écarter et tu en reçois autant. Garde ce qui sert : les rois pour le { -grande }, les as pour le { -chica }, des cartes identiques pour les { -pares }, les figures et les sept pour le jeu.
learn-grande-title = ⬆️ Le { -grande }
learn-grande = Au { -grande }, la main la plus haute gagne : on compare la plus haute carte de chacun, puis la suivante, et ainsi de suite. Le roi est la meilleure carte (ici chaque 3 compte comme un roi et chaque 2 comme un as), puis le cavalier, le valet, 7, 6, 5, 4 et l’as. Entre deux mains égales, celle qui est la plus proche de l’esku gagne.
learn-betting-title = 🗣️ Les mots de chaque phase
learn-betting =
    Dans chaque phase, on parle à tour de rôle : « paso » (pas de mise), « { -envido } » (une mise de 2 points, ou plus), « { -quiero } » (accepter : l’équipe qui a la meilleure main tire la mise au décompte), « { -no_quiero } » (refuser : l’équipe qui a misé tire aussitôt 1 point, ou la mise d’avant), « N de plus » (relancer) et « { -ordago } » (toute la manche est en jeu : s’il est accepté, la meilleure main gagne la manche).
    Si tout le monde dit paso, le { -grande } et le { -chica } valent 1 au décompte (à paso).
learn-chica-title = ⬇️ Le { -chica }
learn-chica = Le { -chica }, c’est le { -grande } à l’envers : la main la plus basse gagne. L’as est la meilleure carte (et chaque 2, qui compte comme un as), puis 4, 5, 6, 7, le valet, le cavalier et le roi.
learn-sena-title = ✋ Les signes
learn-sena = Un signe est un geste que tu fais à ton partenaire pour lui dire ce que tu as (deux rois, doubles, 31…) sans que les adversaires le sachent, même s’ils surprennent parfois un signe. Dans « Mes cartes », tu vois les signes de ton partenaire et tu fais les tiens ; tu ne peux faire que ceux qui sont vrais pour ta main.
learn-pares-title = 👯 Les { -pares }
learn-pares = Chacun annonce s’il a des { -pares }, c’est-à-dire au moins deux cartes identiques, et seuls ceux qui en ont jouent cette phase. Une paire vaut 1 point, des { -medias } (trois cartes identiques) 2 et des doubles (deux { -pares }, ou quatre cartes identiques) 3. Au décompte, l’équipe qui a les meilleures { -pares } tire les points des { -pares } des deux partenaires.
learn-juego-title = 🎯 Le jeu
learn-juego = Pour le jeu, on additionne les cartes : les figures (et chaque 3) valent 10, les autres leur chiffre (chaque 2 vaut 1). À partir de 31, on a du jeu. Le meilleur est 31, puis 32, 40, 37, 36, 35, 34 et 33. Au décompte, un 31 vaut 3 points et tout autre jeu 2, pour chaque joueur de l’équipe gagnante qui en a.
learn-punto-title = 🔢 Le point
learn-punto = Si personne n’a de jeu, on joue le point : la main qui fait le plus (30 au maximum) gagne, et vaut 1 point au décompte.
learn-count-title = 📋 Le décompte de la donne { $hand }, ligne par ligne
learn-count-paso =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : personne n’a misé, donc la phase vaut 1 (à paso) pour la meilleure main, celle { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }. → { $team } +{ $points }
learn-count-envite =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : la mise a été acceptée et la meilleure main la tire, celle { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    }. → { $team } +{ $points }
learn-count-pares =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : { $name } a des { -pares } et son équipe a les meilleures. → { $team } +{ $points }
learn-count-pares-folded =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : { $name } a des { -pares }, et la phase revient à son équipe, car l’autre a dit { -no_quiero }. → { $team } +{ $points }
learn-count-punto-folded =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : l’autre équipe a dit { -no_quiero }, donc le point vaut 1 pour l’équipe qui avait misé. → { $team } +{ $points }
learn-count-juego31 =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : { $name } a 31, le meilleur jeu, qui vaut 3. → { $team } +{ $points }
learn-count-juego =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : { $name } a du jeu (pas 31), qui vaut 2. → { $team } +{ $points }
learn-count-punto =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : personne n’avait de jeu et la main { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    } fait le plus. → { $team } +{ $points }
learn-count-ordago =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : le { -ordago } a été accepté et la main { INITIAL($name) ->
        [vowel] d’{ $name }
       *[consonant] de { $name }
    } l’emporte : son équipe gagne la manche.
learn-count-deje =
    { $lance ->
        [grand] Au { -grande }
        [petit] Au { -chica }
        [paires] Aux { -pares }
       *[other] Au { $lance }
    } : l’autre équipe a dit { -no_quiero } à la mise, donc l’équipe qui avait misé a tiré ses points aussitôt. → { $team } +{ $points }
learn-count-nothing = Cette donne n’a rapporté aucun point au décompte.
learn-count-score = Score : ton équipe { $us }, les adversaires { $them }. La première équipe à { $tantos } gagne la manche.
learn-team-us = ton équipe
learn-team-them = les adversaires
learn-thread_name = Apprendre le mus avec { $name }
learn-opened = Ta table d’entraînement est prête dans { $thread } : personne d’autre ne la voit.
learn-already = Tu as déjà une table d’entraînement ouverte dans { $thread } : continue là-bas, ou appuie sur « Quitter » pour en commencer une autre.
learn-closed = 👋 Tu as quitté l’entraînement ; il ne compte pas. Reviens quand tu veux avec { COMMAND("mus aprender") }.
learn-btn-leave = Quitter
coach-btn = Conseil
coach-table_note = 📘 Table avec conseils : elle ne compte ni pour la cote ni pour le classement.
error-no_consejos = Cette table n’a pas de conseils : ils s’activent à l’ouverture, avec l’option consejos de { COMMAND("mus mesa") }.
error-learn_in_thread = Utilise { COMMAND("mus aprender") } dans un salon textuel, pas dans un fil.
cmd-aprender = apprendre
cmd-aprender-desc = Apprendre à jouer au mus : une table d’entraînement rien que pour toi, avec des explications
cmd-opt-consejos-desc = Un bouton « Conseil » pour chaque joueur (la table ne compte pas pour le classement)
cmd-opt-personalidad-desc = Comment jouent les bots de cette table (joueur de club si tu ne choisis pas)

## Every word drawn in the pictures.

render-pares-0 = Pas de { -pares }
render-pares-1 = Paire
render-pares-2 = { -medias(form: "upper") }
render-pares-3 = Doubles
render-juego = Jeu : { $points }
render-punto = Point : { $points }
render-lance-grande = { -grande(form: "upper") }
render-lance-chica = { -chica(form: "upper") }
render-lance-pares = { -pares(form: "upper") }
render-lance-juego = Jeu
render-lance-punto = Point
render-phase-mus = Mus ?
render-phase-discard = Écart
render-phase-hand_end = Décompte
render-phase-match_end = Fin de partie
render-mus_rounds = Mus : { $n }
render-stake-none = Pas de mise
render-stake = Mise : { $stake }
render-ordago = { -ordago(form: "upper") } !
render-hand_number = Donne { $n }
render-reyes =
    { $n ->
        [one] { $n } roi
       *[other] { $n } rois
    }
render-tantos =
    En { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
render-mano = esku
render-sena = signe
render-declared-pares-yes = { -pares(form: "upper") } : oui
render-declared-pares-no = { -pares(form: "upper") } : non
render-declared-juego-yes = Jeu : oui
render-declared-juego-no = Jeu : non
render-juegos = Manches { $n }/{ $of }
render-vacas = { -vaca(form: "upper-plural") } { $n }/{ $of }
render-dentro = Dentro !
render-winner = Gagnants
render-final-juegos = { $a }–{ $b } en manches
render-final-vacas = { $a }–{ $b } en { -vaca(form: "plural") }
render-lances-title = Phases
render-count-title = Décompte
render-outcome-playing = en cours
render-outcome-paso = paso
render-outcome-querido = { -quiero } : { $stake }
render-outcome-folded = { -no_quiero }
render-outcome-no_bet = sans mise
render-outcome-not_played = pas jouée
render-outcome-ordago = { -ordago } !
render-why-paso = paso
render-why-envite = mise
render-why-deje = { -no_quiero }
render-why-pareja = paire
render-why-medias = { -medias }
render-why-duples = doubles
render-why-juego31 = 31
render-why-juego = jeu
render-why-punto = point
render-why-ordago = { -ordago }
render-lb-title = Classement
render-lb-player = Joueur
render-lb-rating = Cote
render-lb-games = Parties
render-lb-wins = Victoires
render-lb-empty = Pas encore de partie
render-chart-title = Évolution de la cote
render-chart-games = Parties
render-chart-now = Actuelle : { $value }
render-chart-best = Meilleure : { $value }

## The terminal game (musbot play).

terminal-welcome = Mus dans le terminal. Tu joues à la place { $seat } avec { $partner } comme partenaire, contre { $rival1 } et { $rival2 }.
terminal-opponents =
    Les bots jouent au niveau « { $level } ». Une manche se joue en { $tantos ->
        [one] { $tantos } point
       *[other] { $tantos } points
    } ; manches par { -vaca } : { $juegos } ; { -vaca(form: "plural") } par partie : { $vacas }.
terminal-help = Tape le numéro d’une option et appuie sur Entrée. « q » pour quitter.
terminal-you = Toi
terminal-turn = — À toi ({ $what }) —
terminal-phase-mus = mus
terminal-phase-discard = écart
terminal-hand = Tes cartes : { $cards } ({ $desc }).
terminal-position-mano = Tu es esku (tu parles en premier et gagnes les égalités).
terminal-position-postre = Tu es donneur (tu parles en dernier).
terminal-position-other = { $name } est esku et parle en premier.
terminal-partner_senas = Signes de ton partenaire : { $senas }.
terminal-caught_senas = Signes surpris chez les adversaires : { $senas }.
terminal-bet_state =
    Mise ({ $lance ->
        [grand] au { -grande }
        [petit] au { -chica }
        [paires] aux { -pares }
       *[other] au { $lance }
    }) : { $stake } ; si tu refuses, l’autre équipe tire { $fold }.
terminal-bet_state-ordago =
    { -ordago(form: "upper") } ({ $lance ->
        [grand] au { -grande }
        [petit] au { -chica }
        [paires] aux { -pares }
       *[other] au { $lance }
    }) ! Si tu dis { -quiero }, toute la manche se joue sur les cartes de cette phase.
terminal-raise = { $amount } de plus
terminal-menu = Que fais-tu ?
terminal-discard_menu = Quelles cartes écartes-tu ? Tape leurs numéros séparés par des espaces (par exemple : 1 3).
terminal-prompt = >{ " " }
terminal-bad_choice = Je ne comprends pas « { $text } ». Tape un nombre de 1 à { $n }, ou « q » pour quitter.
terminal-bad_discard = Je ne comprends pas « { $text } ». Choisis de 1 à 4 cartes différentes par leur numéro, de 1 à 4.
terminal-illegal = Ce n’est pas permis maintenant (règle { $rule } ; voir « musbot rules »). Choisis autre chose.
terminal-score = Score : { $a } · { $b } · manches { $ja }–{ $jb } · { -vaca(form: "plural") } { $va }–{ $vb }
terminal-score-pair = { $pair } { $marks } ({ $points })
terminal-score-us = vous
terminal-score-them = eux
terminal-next_hand = Entrée pour la donne suivante, « q » pour quitter.
terminal-won = Ton équipe gagne la partie ! Bravo.
terminal-lost = L’équipe adverse gagne la partie. Ce sera pour la prochaine fois !
terminal-bye = À la prochaine !
terminal-count = Décompte :

## Tournaments on Discord: their messages, threads and commands.

tourn-table-title = 🏆 Table de tournoi : on attend les quatre joueurs
cmd-sustituir = remplacer
cmd-sustituir-desc = Remplacer un joueur d’une équipe à partir de sa prochaine partie (organisation)
cmd-retirar = retirer
cmd-retirar-desc = Retirer une équipe : ses rencontres restantes sont perdues par forfait (organisation)
cmd-opt-pareja-desc = Numéro de l’équipe (dans le message du tournoi)
cmd-opt-sale-desc = Le joueur qui sort
cmd-opt-entra-desc = Le joueur qui entre
tourn-msg-pairs = Équipes
tourn-msg-ties = Rencontres en cours
tourn-msg-held = suspendue
tourn-msg-entry-invited = invitation sans réponse
tourn-msg-entry-solo = cherche un partenaire
cmd-opt-rol_torneos-desc = Un rôle dont les membres peuvent organiser des tournois (en plus de Gérer le serveur)
tourn-table-intro = Le tournoi donne les places. Appuie sur « Je suis là » ; la partie commence quand vous êtes là tous les quatre.
tourn-table-here = Je suis là
tourn-table-missing = Il manque : { $players }
tourn-table-counted = La partie compte pour le tournoi ; le tournoi ouvre la suivante.
tourn-table-seated = C’est une table de tournoi : le tournoi donne les places et elle n’accepte pas de bots.
tourn-table-no_rematch = Une table de tournoi n’a pas de revanche : le tournoi ouvre la partie suivante.
tourn-held-paused = ⏸️ Le tournoi est en pause : la table attend, son horloge arrêtée.
tourn-thread-hello =
    { $mentions }
    ⚔️ **{ $tournament }** : { $a } contre { $b }, partie { $number }. Appuyez sur « Je suis là » à la table ; si quelqu’un ne vient pas, la rencontre est perdue par forfait { $deadline }.
tourn-thread-next = ⚔️ **{ $tournament }** : partie { $number }, { $a } contre { $b }.
tourn-msg-title = 🏆 { $name }
tourn-msg-format =
    { $format } · { $pairs ->
        [one] { $pairs } équipe
       *[other] { $pairs } équipes
    } au plus · au meilleur { INITIAL($best_of) ->
        [vowel] d’{ $best_of }
       *[consonant] de { $best_of }
    } · { $tantos ->
        [one] { $tantos } point
       *[other] { $tantos } points
    } · { $seconds } s par coup
tourn-msg-status-signup = Inscriptions ouvertes ; clôture { $when }.
tourn-msg-status-running = En cours : tour { $round }.
tourn-msg-status-paused = ⏸️ En pause.
tourn-msg-status-finished = Terminé.
tourn-msg-status-cancelled = Annulé.
tourn-msg-entries = Équipes inscrites : { $pairs } · cherchent un partenaire : { $solos } · invitations sans réponse : { $invited }
tourn-msg-champions = 🏆 Champions : { $pair }
tourn-msg-champion_b = 🏆 Champions du groupe B : { $pair }
tourn-msg-no_champions = 🏁 Pas de champions.
tourn-msg-commitment = Engagement du tirage : `{ $commitment }`
tourn-msg-id = Tournoi { $id } · organisé par { $organiser }
tourn-btn-pair = S’inscrire avec un partenaire
tourn-btn-solo = Chercher un partenaire
tourn-btn-withdraw = Se retirer
tourn-btn-confirm = Accepter l’invitation
tourn-btn-decline = Refuser l’invitation
tourn-btn-close_signup = Clore les inscriptions et tirer au sort
tourn-btn-pause = Mettre en pause
tourn-btn-resume = Reprendre
tourn-btn-cancel = Annuler le tournoi
tourn-pick_partner = Choisis ton partenaire
tourn-ok-invited = Invitation envoyée à { $name } : vous serez inscrits quand elle sera acceptée.
tourn-ok-solo = C’est noté : à la clôture des inscriptions, on t’associera à quelqu’un.
tourn-ok-withdrawn = Tu as quitté **{ $tournament }**.
tourn-ok-confirmed = Accepté : vous êtes inscrits à **{ $tournament }**.
tourn-ok-declined = Invitation refusée.
tourn-ok-done = C’est fait.
tourn-ok-created = Tournoi { $id } créé : son message est dans ce salon.
tourn-ok-result = Résultat de la rencontre { $match } noté.
tourn-refuse-permission = Organiser des tournois demande la permission Gérer le serveur ou le rôle { $role }.
tourn-refuse-bot_permissions = Il me manque des permissions dans ce salon pour mener le tournoi : { $perms }. Rien n’a été créé.
tourn-refuse-bad_pair = Il n’y a pas d’équipe { $pair } dans la rencontre { $match } : choisis 1 (la première) ou 2 (la seconde), ou 0 si aucune n’est venue.
tourn-role-none = (aucun)
cmd-torneo = tournoi
cmd-torneo-desc = Les tournois et les ligues du serveur
cmd-crear = créer
cmd-crear-desc = Créer un tournoi dans ce salon (organisation)
cmd-ver = voir
cmd-ver-desc = Voir un tournoi : son tableau ou son classement
cmd-resultado = résultat
cmd-resultado-desc = Noter ou corriger le résultat d’une rencontre (organisation)
cmd-reanudar = reprendre
cmd-reanudar-desc = Reprendre une rencontre suspendue parce que sa table a disparu (organisation)
cmd-opt-nombre-desc = Nom du tournoi
cmd-opt-formato-desc = Format du tournoi

## The formats' names (the choices of crear, the tournament's message) and their stages' (a round's notice)
tourn-format-eliminatoria = Élimination directe
tourn-format-liguilla = Poules, puis élimination directe
tourn-format-suizo = Système suisse
tourn-format-liga = Championnat
tourn-stage-eliminatoria = élimination directe
tourn-stage-grupo = poule { $n }
tourn-stage-suizo = système suisse
tourn-stage-jornada = journée { $n }
tourn-format-ceros = Ceros (élimination aux parties perdues)
tourn-stage-A = groupe A
tourn-stage-B = groupe B

cmd-opt-cierre-desc = Minutes jusqu’à la clôture des inscriptions
cmd-opt-parejas-desc = Au plus ce nombre d’équipes
cmd-opt-mejor_de-desc = Parties par rencontre : au meilleur de 1, 3 ou 5
cmd-opt-espera-desc = Minutes d’attente avant qu’une rencontre soit perdue par forfait
cmd-opt-privado-desc = Fils privés pour les rencontres (sans spectateurs)
cmd-opt-rondas-desc = Système suisse : nombre de tours (0 : autant qu’il en faut)
cmd-opt-rol-desc = Un rôle donné aux champions
cmd-opt-torneo-desc = Numéro du tournoi
cmd-opt-enfrentamiento-desc = Numéro de la rencontre
cmd-opt-ganadora-desc = Équipe gagnante : 1 ou 2 (0 : aucune n’est venue)
cmd-opt-anular-desc = Annuler la rencontre et la rejouer

## Tournaments on Discord: a liga's options.

cmd-opt-jornada-desc = liga : durée de chaque journée, en heures (168 : une semaine)
cmd-opt-ida_vuelta-desc = liga : aller et retour (chaque équipe en affronte chaque autre deux fois)
tourn-btn-pairs = Voir les équipes
tourn-msg-more_pairs =
    { $n ->
        [one] … et { $n } de plus : appuie sur « Voir les équipes ».
       *[other] … et { $n } de plus : appuie sur « Voir les équipes ».
    }
tourn-pairs-page =
    { $n ->
        [one] **{ $tournament }** · { $n } équipe · page { $page }/{ $pages }
       *[other] **{ $tournament }** · { $n } équipes · page { $page }/{ $pages }
    }
tourn-pairs-none = Aucune équipe n’est encore inscrite.

## Tournaments and leagues: refusals, notices, the pictures' words.

tourn-error-format = Format inconnu : choisis parmi { $formats }.
tourn-error-rules = Ces règles ne sont pas valables : { $detail }
tourn-error-best_of = Chaque rencontre se joue au meilleur de 1, 3 ou 5 parties.
tourn-error-max_pairs = Le nombre maximal d’équipes va de 2 à { $most }.
tourn-error-grace =
    L’attente avant de perdre une rencontre par forfait va de 1 à { $most ->
        [one] { $most } minute
       *[other] { $most } minutes
    }.
tourn-error-seconds = Les secondes par coup vont de 10 à 600.
tourn-error-group_size = Les poules ont de 3 à 6 équipes.
tourn-error-advance =
    Dans chaque poule de { $size ->
        [one] { $size } équipe
       *[other] { $size } équipes
    }, il doit s’en qualifier au moins une, et pas toutes.
tourn-error-rounds = Le nombre de tours va de 0 à { $most } (0 : autant qu’il en faut).
tourn-error-period = Chaque journée dure de 1 heure à 31 jours.
tourn-error-name =
    Le nom du tournoi a de 1 à { $most ->
        [one] { $most } caractère
       *[other] { $most } caractères
    }.
tourn-error-close_past = La clôture des inscriptions doit être dans le futur.
tourn-error-close_far =
    La clôture des inscriptions ne peut pas être à plus de { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }.
tourn-error-no_tournament = Le tournoi { $id } n’existe pas.
tourn-error-signup_closed = Les inscriptions à ce tournoi sont closes.
tourn-error-self_partner = Ton partenaire doit être quelqu’un d’autre.
tourn-error-already_in = Tu participes déjà à ce tournoi (avec { $name }). Retire-toi d’abord pour changer.
tourn-error-invitation_pending = { $name }, une invitation t’attend dans ce tournoi : accepte-la ou refuse-la d’abord.
tourn-error-partner_taken = { $name } participe déjà à ce tournoi.
tourn-error-full =
    Le tournoi est complet ({ $most ->
        [one] { $most } équipe
       *[other] { $most } équipes
    }).
tourn-error-no_invitation = Aucune invitation ne t’attend dans ce tournoi.
tourn-error-not_in = Tu ne participes pas à ce tournoi.
tourn-error-already_drawn = Le tirage de ce tournoi est déjà fait.
tourn-error-not_running = Ce tournoi n’est pas en cours.
tourn-error-not_organiser = Seule l’organisation du tournoi peut faire ça.
tourn-error-changed = Le tournoi a changé depuis que tu l’as regardé (quelqu’un d’autre de l’organisation a été plus rapide). Regarde-le de nouveau.
tourn-error-no_match = La rencontre { $match } n’existe pas.
tourn-error-not_in_match = Cette équipe ne joue pas la rencontre { $match }.
tourn-error-bad_score = Résultat impossible : au meilleur de { $best_of }, les gagnants atteignent { $need } et les perdants restent en dessous.
tourn-error-already_recorded = Ce résultat était déjà noté.
tourn-error-later_drawn = Ce qui dépend de ce résultat est déjà joué ou tiré : annule d’abord cela.
tourn-error-not_in_pair = Cette personne n’est pas dans cette équipe.
tourn-error-already_paused = Le tournoi est déjà en pause.
tourn-error-not_paused = Le tournoi n’est pas en pause.
tourn-error-not_held = La rencontre { $match } n’est pas suspendue.
tourn-error-not_saved = Impossible d’enregistrer ; rien n’a changé. Réessaie.
tourn-notice-created = 🏆 Tournoi **{ $name }** ouvert. Engagement du tirage (SHA-256 de la graine secrète) : `{ $commitment }`
tourn-notice-invited = { $name } veut participer à **{ $tournament }** avec toi. Tu acceptes ?
tourn-notice-confirmed = { $name } a accepté : vous êtes inscrits à **{ $tournament }**.
tourn-notice-declined = { $name } ne veut pas participer à **{ $tournament }** avec toi ; tu peux t’inscrire avec un autre partenaire.
tourn-notice-expired = { $name } n’a pas répondu à temps : vous n’êtes pas inscrits à **{ $tournament }**.
tourn-notice-partner_withdrew = Ton partenaire a quitté **{ $tournament }**.
tourn-notice-paired = Dans **{ $tournament }**, vous jouez ensemble : { $pair }.
tourn-notice-unpaired = Il ne restait personne avec qui te mettre en équipe dans **{ $tournament }** : désolé.
tourn-notice-too_few = **{ $tournament }** est annulé : il faut au moins deux équipes.
tourn-notice-drawn =
    🎲 Tirage { INITIAL($tournament) ->
        [vowel] d’**{ $tournament }**
       *[consonant] de **{ $tournament }**
    } fait avec { $pairs ->
        [one] { $pairs } équipe
       *[other] { $pairs } équipes
    }. Graine : `{ $seed }` (chacun peut le vérifier avec `musbot tournament verify`).
tourn-notice-round = ▶️ **{ $tournament }** : le tour { $round } ({ $stage }) commence.
tourn-notice-match_open = ⚔️ **{ $tournament }** : { $a } contre { $b }, partie { $number }. À table !
tourn-notice-result = **{ $tournament }** : { $a } – { $b } { $score }{ $juegos ->
        [none] {""}
       *[other] {" "}({ $juegos } en manches)
    } ; { $winner } gagnent.
tourn-notice-walkover = **{ $tournament }** : { $a } – { $b }, forfait ; { $winner } gagnent.
tourn-notice-walkover_both = **{ $tournament }** : { $a } – { $b }, aucune des deux équipes ne s’est présentée ; personne ne gagne.
tourn-notice-champion = 🏆 { $pair } gagnent **{ $tournament }** !
tourn-notice-no_champion_final = 🏁 **{ $tournament }** se termine sans champions : personne n’a gagné la finale entre { $pairs }.
tourn-notice-no_champion_shared = 🏁 **{ $tournament }** se termine sans champions : { $pairs } partagent la première place, à égalité sur tous les départages.
tourn-notice-no_champion_nobody = 🏁 **{ $tournament }** se termine sans champions : aucune équipe n’est allée jusqu’à la victoire.
tourn-notice-unfinished = **{ $tournament }** : la rencontre { $match } n’a pas fini dans sa journée ; décide du résultat avec { COMMAND("mus torneo resultado") }.
tourn-notice-table_lost = **{ $tournament }** : la table de la rencontre { $match } a disparu ; la rencontre est suspendue jusqu’à ce que tu la reprennes.
tourn-notice-corrected = **{ $tournament }** : l’organisation a corrigé le résultat de la rencontre { $match }.
tourn-notice-voided = **{ $tournament }** : la rencontre { $match } est annulée et sera rejouée.
tourn-notice-replaced = **{ $tournament }** : { $name } entre dans l’équipe.
tourn-notice-removed = **{ $tournament }** : l’organisation retire { $pair } ; leurs rencontres restantes sont perdues par forfait.
tourn-notice-withdrawn = **{ $tournament }** : { $pair } se retirent ; leurs rencontres restantes sont perdues par forfait.
tourn-notice-paused = ⏸️ **{ $tournament }** est en pause.
tourn-notice-resumed = ▶️ **{ $tournament }** reprend.
tourn-notice-cancelled = **{ $tournament }** a été annulé.
tourn-pic-bracket = Tableau
tourn-pic-standings = Classement
tourn-pic-groups = Poules
tourn-pic-group = Poule { $n }
tourn-pic-final = Finale
tourn-pic-semi = Demi-finales
tourn-pic-quarter = Quarts de finale
tourn-pic-round_of =
    { $n ->
        [16] Huitièmes de finale
        [32] Seizièmes de finale
        [64] Trente-deuxièmes de finale
       *[other] Tour à { $n }
    }
tourn-pic-section = Section { $n } sur { $of }
tourn-pic-bye = exempte
tourn-pic-walkover = forfait
tourn-pic-waiting = à décider
tourn-pic-champion = Champions
tourn-pic-col-pair = Équipe
tourn-pic-col-won = V
tourn-pic-col-lost = D
tourn-pic-col-juegos = ±M
tourn-pic-col-tantos = ±P
tourn-pic-col-points = Pts
tourn-pic-col-buchholz = Bch
tourn-pic-col-byes = Ex
tourn-pic-col-walkovers = Ff
tourn-pic-col-head_to_head = CD
tourn-pic-order-swiss = Ordre : 1) points de tournoi (Pts) · 2) Buchholz (Bch) · 3) différence de manches (±M) · 4) différence de points (±P) · les équipes à égalité sur tout partagent la place
tourn-pic-key-swiss = Pts = V + Ex · V rencontres gagnées, forfaits compris · D perdues · Ex tours exempts (un point chacun) · Ff gagnées par forfait de l’adversaire · Bch somme des points de tournoi des adversaires
tourn-pic-order-rr = Ordre : 1) rencontres gagnées (V) · 2) confrontation directe (CD) · 3) différence de manches (±M) · 4) différence de points (±P) · les équipes à égalité sur tout partagent la place
tourn-pic-key-rr = V gagnées, forfaits compris · D perdues · Ff gagnées par forfait de l’adversaire · CD victoires entre les équipes à égalité de V
tourn-pic-advance =
    { $n ->
        [one] La première de chaque poule se qualifie.
       *[other] Les { $n } premières de chaque poule se qualifient.
    }
tourn-pic-empty = Pas encore de résultat

## Tournaments: ties played at a real table, lateness, substitutes and sanctions.

cmd-presencial = presentiel
cmd-presencial-desc = Jouer une rencontre à une vraie table ; les équipes déclarent le résultat (organisation)
cmd-sancion = sanction
cmd-sancion-desc = Sanctionner une équipe : avertissement, manche perdue ou disqualification (organisation)
cmd-sancion-warning = avertissement
cmd-sancion-juego = manche perdue
cmd-sancion-disqualification = disqualification
cmd-reglamento = reglement
cmd-reglamento-desc = Règles du club pour le tournoi : présentiel, confirmation, remplaçants, retards (organisation)
cmd-opt-presencial-desc = Rencontres à de vraies tables : les équipes déclarent leurs résultats ici
cmd-opt-partidas-desc = Parties de l’équipe 1 et de l’équipe 2, par exemple 2-1
cmd-opt-juegos_tie-desc = Manches de l’équipe 1 et de l’équipe 2, par exemple 5-3
cmd-opt-tipo-desc = Quelle sanction
cmd-opt-motivo-desc = Pourquoi (affiché pour tous)
cmd-opt-confirmacion-desc = Minutes au bout desquelles un résultat déclaré sans réponse est confirmé
cmd-opt-sustitutos-desc = Joueurs d’une équipe remplaçables pendant le tournoi (0 à 2)
cmd-opt-retraso_gracia-desc = Minutes de retard sans pénalité
cmd-opt-retraso_juego-desc = Ensuite, une manche perdue par tranche de tant de minutes de retard (0 : aucune)
tourn-btn-report = Déclarer le résultat
tourn-btn-absent = Ils ne sont pas venus
tourn-btn-confirm_report = Confirmer
tourn-btn-dispute = Ce n’est pas ça
tourn-form-title = Résultat de la rencontre { $match }
tourn-form-ours = Parties gagnées par ton équipe
tourn-form-theirs = Parties gagnées par l’autre équipe
tourn-form-juegos_ours = Manches de ton équipe
tourn-form-juegos_theirs = Manches de l’autre équipe
tourn-ok-reported = C’est noté : l’autre équipe doit le confirmer.
tourn-ok-confirmed_report = Confirmé : le résultat compte.
tourn-ok-disputed = L’organisation est prévenue : c’est elle qui décide du résultat.
tourn-msg-tie-presencial = en présentiel
tourn-msg-tie-reported = résultat à confirmer
tourn-msg-tie-disputed = résultat contesté
tourn-msg-sanction-warning =
    { $n ->
        [one] { $n } avertissement
       *[other] { $n } avertissements
    }
tourn-msg-sanction-juego =
    { $n ->
        [one] { $n } manche de pénalité
       *[other] { $n } manches de pénalité
    }
tourn-msg-sanction-disqualification = disqualifiée
tourn-notice-presencial_open = **{ $tournament }** : { $a } contre { $b } se joue à une vraie table (rencontre { $match }). À la fin, une équipe appuie sur « Déclarer le résultat » et l’autre le confirme. Si l’autre équipe ne vient pas : « Ils ne sont pas venus ».
tourn-notice-presencial_moved = **{ $tournament }** : { $a } contre { $b } se joue désormais à une vraie table (rencontre { $match }) ; la table du bot est fermée. À la fin, une équipe appuie sur « Déclarer le résultat » et l’autre le confirme. Si l’autre équipe ne vient pas : « Ils ne sont pas venus ».
tourn-notice-reported = **{ $tournament }** : { $pair } déclarent que la rencontre { $match } ({ $a } – { $b }) s’est terminée { $score } en parties et { $juegos } en manches. C’est bien ça ? Sans réponse, c’est confirmé { $until }.
tourn-notice-reported_absent = **{ $tournament }** : { $pair } déclarent que vous n’êtes pas venus à la rencontre { $match } ({ $a } – { $b }). C’est bien ça ? Sans réponse, vous la perdez par forfait { $until }.
tourn-notice-disputed = **{ $tournament }** : le résultat de la rencontre { $match } ({ $a } – { $b }, { $score }) est contesté. Décide-le avec { COMMAND("mus torneo resultado") } (tournoi { $id }, rencontre { $match }).
tourn-notice-reported_result = **{ $tournament }** : { $a } – { $b } { $score } (déclaré par les équipes{ $juegos ->
        [none] {""}
       *[other] , { $juegos } en manches
    }) ; { $winner } gagnent.
tourn-notice-reported_walkover = **{ $tournament }** : { $a } – { $b }, forfait (déclaré par les équipes) ; { $winner } gagnent.
tourn-notice-late = **{ $tournament }** : { $pair } arrivent avec { $minutes } minutes de retard à la rencontre { $match } et perdent { $juegos ->
        [one] { $juegos } manche
       *[other] { $juegos } manches
    }.
tourn-notice-late_ahead = **{ $tournament }** : { $pair } arrivent avec { $minutes } minutes de retard à la rencontre { $match } et perdent { $juegos ->
        [one] { $juegos } manche
       *[other] { $juegos } manches
    } : { $rival } commencent la partie avec { $ahead ->
        [one] une manche
       *[other] { $ahead } manches
    } d’avance.
tourn-notice-late_won = **{ $tournament }** : { $pair } arrivent avec { $minutes } minutes de retard à la rencontre { $match } et perdent { $juegos ->
        [one] { $juegos } manche
       *[other] { $juegos } manches
    } : la partie revient à { $rival } sans qu’une carte soit distribuée.
tourn-notice-sanction_warning = **{ $tournament }** : avertissement pour { $pair }. Motif : { $reason }
tourn-notice-sanction_juego = **{ $tournament }** : { $pair } perdent une manche par sanction. Motif : { $reason }
tourn-notice-sanction_disqualification = **{ $tournament }** : { $pair } sont disqualifiés. Motif : { $reason }
tourn-error-confirm_minutes = Le délai pour confirmer un résultat est compris entre { $least } et { $most } { $most ->
        [one] minute
       *[other] minutes
    }.
tourn-error-substitutes = Chaque équipe peut remplacer de 0 à { $most } { $most ->
        [one] joueur
       *[other] joueurs
    }.
tourn-error-late_grace = Les minutes de retard sans pénalité doivent rester sous l’attente ({ $most }).
tourn-error-late_step = Les minutes de retard par manche perdue vont de 0 (aucune) à { $most }.
tourn-error-bad_juegos = Manches impossibles : chaque partie se gagne en { $juegos } { $juegos ->
        [one] manche
       *[other] manches
    }, et ce résultat en parties ne donne pas ces manches.
tourn-error-score_text = « { $text } » n’est pas un résultat : écris des nombres, comme 2-1.
tourn-error-reason = Le motif fait au plus { $most } { $most ->
        [one] caractère
       *[other] caractères
    }.
tourn-error-in_other_pair = { $name } joue déjà dans une autre équipe (la { $pair }).
tourn-error-substitutes_used =
    Cette équipe a déjà utilisé { $most ->
        [one] son remplaçant
       *[other] ses { $most } remplaçants
    } du tournoi.
tourn-error-tie_decided = La rencontre { $match } est déjà décidée.
tourn-error-already_presencial = La rencontre { $match } se joue déjà en présentiel.
tourn-error-tie_started = Une partie de la rencontre { $match } a déjà été jouée sur le bot.
tourn-error-not_presencial = La rencontre { $match } se joue à la table du bot : son résultat vient de la table.
tourn-error-not_in_tie = Tu ne joues pas la rencontre { $match }.
tourn-error-tie_not_open = La rencontre { $match } n’est pas en cours.
tourn-error-disputed = Le résultat de la rencontre { $match } est contesté : l’organisation décide.
tourn-error-already_reported = Un résultat de la rencontre { $match } est déjà déclaré : l’autre équipe doit encore le confirmer.
tourn-error-juegos_needed = Donne aussi les manches de chaque équipe : le classement les compte.
tourn-error-too_early =
    Pas encore : la rencontre n’est perdue qu’après { $minutes } minutes. { $left ->
        [one] Encore { $left } minute.
       *[other] Encore { $left } minutes.
    }
tourn-error-no_report = Il n’y a aucun résultat à confirmer dans la rencontre { $match }.
tourn-error-own_report = C’est ton équipe qui a déclaré ce résultat : c’est à l’autre de le confirmer.
tourn-error-sanction_kind = Cette sanction n’existe pas : avertissement, manche perdue ou disqualification.
tourn-error-not_a_pair = L’équipe { $pair } ne joue pas ce tournoi.
tourn-error-sanction_tie = L’équipe { $pair } n’a aucune rencontre en cours : dis dans quelle rencontre elle perd la manche.

## Le format « a ceros » et les étiquettes des équipes.

cmd-opt-ceros-desc = ceros : une équipe est éliminée après tant de parties perdues (1-9)
cmd-opt-grupo_b-desc = ceros : les équipes éliminées aux premiers tours jouent un groupe B, à tant de ceros (0 : aucun)
tourn-error-ceros = Dans un tournoi « a ceros », une équipe est éliminée après 1 à 9 parties perdues.
tourn-error-grupo_b = Le groupe B se joue à 1 à 8 ceros (0 : pas de groupe B).
tourn-error-tag_long =
    { $most ->
        [one] L’étiquette d’une équipe compte au plus { $most } caractère.
       *[other] L’étiquette d’une équipe compte au plus { $most } caractères.
    }
tourn-error-tag_mentions = L’étiquette ne peut mentionner personne : écrivez le club ou la ville en toutes lettres.
tourn-error-tag_no_pair = Seule une équipe inscrite peut avoir une étiquette : inscrivez-vous d’abord avec votre partenaire (organisation : indiquez le numéro de l’équipe).
tourn-ok-tag = Étiquette enregistrée : le tirage sépare les équipes de même étiquette partout où il le peut.
tourn-ok-tag_none = Étiquette retirée.
cmd-etiqueta = etiquette
cmd-etiqueta-desc = Donner une étiquette à votre équipe (club, ville) : le tirage sépare les mêmes
cmd-opt-etiqueta-desc = Club, ville ou herri (40 caractères au plus ; vide : aucune)
cmd-opt-pareja_etiqueta-desc = Organisation : numéro de l’équipe (vide : la vôtre)
tourn-notice-champion_b = 🏆 { $pair } gagnent le groupe B de **{ $tournament }** !
tourn-pic-ceros = Ceros
tourn-pic-ceros-stage_a =
    Groupe A · éliminées à { $n ->
        [one] { $n } cero
       *[other] { $n } ceros
    }
tourn-pic-ceros-stage_b =
    Groupe B · éliminées à { $n ->
        [one] { $n } cero
       *[other] { $n } ceros
    }
tourn-pic-col-ceros = Ceros
tourn-pic-key-ceros = Chaque case : les ceros de l’équipe après ce tour · un cero est une partie perdue · vert gagnée · rouge perdue · gris – exempte · bordeaux : éliminée · Ordre : d’abord les équipes encore en lice · puis moins de ceros · tours passés · rencontres gagnées · différence de manches (±M) · différence de points (±P)
tourn-pic-mark-warning = { $n } A
tourn-pic-mark-juego = -{ $n } M
tourn-pic-mark-disqualified = DISQ.
tourn-pic-key-sanctions = Sanctions : 1 A un avertissement · -1 M une manche de pénalité · DISQ. équipe disqualifiée, son nom barré
tourn-pic-ceros-latest =
    { $n ->
        [one] Seul le dernier tour est affiché.
       *[other] Seuls les { $n } derniers tours sont affichés.
    }
alt-ceros = Ceros du tournoi { $title }
alt-ceros-in = { $place }. { $name } : { $ceros } ceros sur { $limit }, encore en lice
alt-ceros-out = { $place }. { $name } : éliminée au tour { $round }
