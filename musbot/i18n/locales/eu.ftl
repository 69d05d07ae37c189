## The pieces code joins texts with (a label and its value; the items of
## a list whose items are sentences, as the hands of a showdown; the parts of one item).

join-label = { $label }: { $value }
join-items = { "; " }
join-parts = { ", " }

## The words of Mus in this language, one term per concept (docs/glossary.md): a message
## says { -grande }, never its own spelling. $form picks a form (a capital, a plural, a case).

-grande =
    { $form ->
       *[abs] handia
        [upper] Handia
        [erg] handiak
        [gen] handiaren
        [all] handirako
        [upper-ine] Handian
    }
-chica =
    { $form ->
       *[abs] txikia
        [upper] Txikia
        [erg] txikiak
        [all] txikirako
    }
-pares =
    { $form ->
       *[abs] pareak
        [upper] Pareak
    }
-punto =
    { $form ->
       *[abs] puntua
        [upper] Puntua
    }
-envido =
    { $form ->
       *[bare] enbido
        [upper] Enbido
        [abs] enbidoa
        [erg] enbidoak
        [part] enbidorik
        [dat] enbidoari
        [cause] enbidoagatik
        [upper-plural] Enbidoak
    }
-ordago =
    { $form ->
       *[bare] hordago
        [upper] Hordago
        [abs] hordagoa
        [upper-abs] Hordagoa
        [dat] hordagoari
        [erg] hordagoak
        [plural] hordagoak
        [upper-plural] Hordagoak
    }
-quiero =
    { $form ->
       *[bare] iduki
        [upper] Iduki
    }
-no_quiero =
    { $form ->
       *[bare] tira
        [upper] Tira
    }
-sena =
    { $form ->
       *[abs] keinua
        [bare] keinu
        [upper-bare] Keinu
        [plural] keinuak
        [upper-plural] Keinuak
        [part] keinurik
    }
-vaca =
    { $form ->
       *[abs] behia
        [bare] behi
        [plural] behiak
        [upper-bare] Behi
        [upper-plural] Behiak
        [ko] behiko
        [upper-ko] Behiko
        [part] behirik
    }
-juego_real =
    { $form ->
       *[abs] joko erreala
        [upper] Joko erreala
        [com] joko errealarekin
        [bare] joko erreal
    }

## The terminal game's seed and seña lines; the rules page's link.

cli-play-seed = Partida honen hazia: { $seed }. Berdin-berdin berriro jokatzeko: { $command }
cli-play-own_sena = Zure bikotekideari { -sena(form: "bare") } hau egiten diozu: { $sena }.
admin-rules_page = Arau osoak, adibideekin eta mahaiaren aukera guztiekin: { $url }

## The computer players: their personalities and the coach's advice.

ai-personality-club = Klubekoa
ai-personality-prudente = Zuhurra
ai-personality-farolero = Zirizalea
ai-personality-agresivo = Oldarkorra
ai-personality-club-help = 2ko { -envido(form: "abs") } egiten du, gutxitan eta gutxi igotzen du, eta { -ordago(form: "abs") } karta onetarako eta jokoaren amaierarako gordetzen du.
ai-personality-prudente-help = Klubekoa bezala, baina gutxitan sartzen du ziria eta gehiago behar du { -quiero } esateko.
ai-personality-farolero-help = Klubekoa bezala, baina askotan sartzen du ziria eta { -sena(form: "bare") } gutxiago egiten ditu.
ai-personality-agresivo-help = { -envido(form: "upper") } handiak egiten ditu, igo eta berriro igotzen du, eta { -ordago(form: "plural") } goiz botatzen ditu.
ai-coach-heading = Aholkua
ai-coach-ask = Idatzi «?» aholkua eskatzeko.
ai-coach-none = Orain ez duzu ezer jokatzeko.
ai-coach-mus-cut = Musik ez: zure kartak lau kartako konbinazioen { $pct } baino hobeak dira, eta zure lekuan { EU($need, case: "tik") } gorako kartekin mozten da musa.
ai-coach-mus-mus = Mus: zure kartak lau kartako konbinazioen { $pct } baino ez dira hobeak; zure lekuan { EU($need, case: "tik") } gorako kartekin mozten da musa, beraz hobe da kartak aldatzea.
ai-coach-partner_senas = Zure bikotekidearen { -sena(form: "plural") } ere kontuan hartu dira.
ai-coach-discard = Bota { $cards } eta gorde { $kept }: geratzen diren kartekin, hori da batez beste gehien balio duena.
ai-coach-discard-all = Bota laurak: geratzen diren kartekin, ez du merezi bat ere gordetzeak.
ai-coach-discard-partner = Zure bikotekidearen { -sena(form: "plural") }: { $senas }. Hori berak dauka; zuk gainerakoa bilatu behar duzu botatzean.
ai-coach-open-paso = Paso — { $lance }: zuen bikoteak { EU($p, case: "ko") } aukera du irabazteko, esandakoa eta { -sena(form: "plural") } kontuan hartuta; 2ko { -envido(form: "erg") } { $gain } tanto balioko luke pasoaren aldean (onartzeko aukera: { $accept }).
ai-coach-open-paso-only = Paso — { $lance }: zuen bikoteak { EU($p, case: "ko") } aukera du irabazteko, esandakoa eta { -sena(form: "plural") } kontuan hartuta.
ai-coach-open-envido = { -envido(form: "upper") } { $amount } — { $lance }: zuen bikoteak { EU($p, case: "ko") } aukera du irabazteko, esandakoa eta { -sena(form: "plural") } kontuan hartuta ({ EU($called, case: "ko") } aukera, onartzen badute); { -envido(form: "erg") } { $gain } tanto balio du pasoaren aldean.
ai-coach-bluff = { -envido(form: "upper") } 2, ziria sartzeko — { $lance }: { EU($p, case: "ko") } aukera baino ez duzue irabazteko, baina noizean behin ziria sartzeak zuen { -envido(form: "erg") } asmatzen zailago egiten ditu.
ai-coach-ordago = { -ordago(form: "upper") }! — { $lance }: onartzen badute, { EU($p, case: "ko") } aukera duzue irabazteko; jokoa irabazteko behar dena: zuek { $us }, haiek { $them }.
ai-coach-ordago-bluff = { -ordago(form: "upper") }, ziria sartzeko — jokoa irabazteko behar dena: haiek { $them }, zuek { $us }; arriskatu gabe, jokoa galduta dago.
ai-coach-ordago-quiero = { -quiero(form: "upper") }, onartu { -ordago(form: "abs") } — { $lance }: { EU($p, case: "ko") } aukera duzue irabazteko, eta onartu ezean { EU($keep, case: "ko") } aukera geratuko litzaizueke jokoa irabazteko.
ai-coach-ordago-no_quiero = { -no_quiero(form: "upper") }, ez onartu { -ordago(form: "abs") } — { $lance }: { EU($p, case: "ko") } aukera baino ez duzue irabazteko, eta onartu gabe { EU($keep, case: "ko") } aukera duzue oraindik jokoa irabazteko.
ai-coach-defer = { -no_quiero(form: "upper") }, eta erabaki dezala zure bikotekideak — { $lance }: { EU($p, case: "ko") } aukera duzue irabazteko, zalantzazkoa da, eta berak oraindik erantzun behar du.
ai-coach-answer-quiero = { -quiero(form: "upper") } — { $lance }: { EU($p, case: "ko") } aukera duzue irabazteko; { $stake } tanto onartzeak { $gain } tanto balio du { -no_quiero } esatearen aldean ({ -no_quiero } esanez gero, { $fold } tanto haientzat).
ai-coach-answer-no_quiero = { -no_quiero(form: "upper") } — { $lance }: { EU($p, case: "ko") } aukera baino ez duzue irabazteko; { $stake } tanto onartzeak { $gain } tanto balioko luke { -no_quiero } esatearen aldean ({ -no_quiero } esanez gero, { $fold } tanto haientzat).
ai-coach-raise = Beste { $amount } — { $lance }: { EU($p, case: "ko") } aukera duzue irabazteko; igotzeak { $gain } tanto balio du { -quiero } soilaren aldean.
ai-coach-sena = Lehenago, egin iezaiozu bikotekideari { -sena(form: "bare") } hau: { $sena }.
ai-coach-play = Jokatu: { $action } — { $lance }: { EU($p, case: "ko") } aukera duzue irabazteko.

## Alt texts of the pictures: what a screen reader says for each picture.

alt-hand = Zure kartak: { $cards } ({ $made }).
alt-pair = { $pair } ({ $players })
alt-and = { $a } eta { $b }
alt-score = { $pair }: { $score } tanto, { EU($of_juegos, case: "tik") } { $juegos } joko, { EU($of_vacas, case: "tik") } { $vacas } { -vaca(form: "bare") }
alt-score_final = { $pair }: { EU($of_juegos, case: "tik") } { $juegos } joko, { EU($of_vacas, case: "tik") } { $vacas } { -vaca(form: "bare") }
alt-final-juegos = { $a }–{ $b } jokotan
alt-final-vacas = { $a }–{ $b } { -vaca(form: "bare") }tan
alt-table = Mus mahaia, { $tantos } tantora eta { $reyes } erregerekin, { $hand }. eskualdia; esku: { $mano }.
alt-turn-mus = Mus? { EU($players, case: "ren") } txanda
alt-mus_rounds = Eskualdi honetan musa: { $n } aldiz
alt-turn-discard = Kartak botatzea: { EU($players, case: "ren") } zain
alt-discarded = Kartak bota dituzte jada: { $players }
alt-turn-lance = Jokaldia, { $lance }: { EU($players, case: "ren") } txanda, { -envido(form: "part") } gabe
alt-turn-bet = Jokaldia, { $lance }: { EU($pair, case: "ren") } { EU($stake, case: "ko") } { -envido(form: "abs") }; { EU($players, case: "ren") } txanda erantzuteko
alt-turn-ordago = Jokaldia, { $lance }: { EU($pair, case: "ren") } { -ordago(form: "abs") }; { EU($players, case: "ren") } txanda erantzuteko
alt-hand_end = Eskualdia amaitu da
alt-match_end = Partida amaitu da; irabazlea: { $pair }
alt-yes = bai
alt-no = ez
alt-senas = Keinua egin dutenak: { $players }
alt-hand_shown = { $name }: { $cards } ({ $made })
alt-showdown = Kartak agerian: { $hands }.
alt-count_total = Kontaketa: { $pair_a } { $a }, { $pair_b } { $b }
alt-ranking = Sailkapena
alt-ranking-server = { EU($server, case: "ren") } sailkapena
alt-ranking-value = { $rating }, { EU($games, case: "tik") } { $wins } partida irabazita ({ $percent })
alt-row = { $rank }. { $name }, { $value }
alt-chart = { EU($name, case: "ren") } puntuazioa { $games } partidatan: hasieran { $start }, gehienez { $high }, orain { $now }.
alt-chart-empty = { EU($name, case: "ren") } puntuazioa: oraindik partidarik ez.
alt-bracket = Txapelketaren taula: { $title }
alt-champions = Txapeldunak: { $name }
alt-tie-vs = { $a } eta { $b } aurrez aurre
alt-tie-score = { $a }-{ $b }
alt-tie-walkover = { $name } ez da agertu
alt-tie-through = aurrera: { $name }
alt-tie-playing = jokatzen ari dira
alt-tie-bye = { $name } aurrera jokatu gabe
alt-standings = Txapelketaren sailkapena: { $title }
alt-standing = { $rank }. { $name }: { $facts }
alt-standing-buchholz = Buchholz { $n }
alt-standing-head_to_head = aurrez aurrekoa { $n }
alt-standing-juegos = jokoak { $n }
alt-standing-tantos = tantoak { $n }
alt-count-points =
    { $n ->
        [one] { $n } puntu
       *[other] { $n } puntu
    }
alt-count-won =
    { $n ->
        [one] { $n } irabazita
       *[other] { $n } irabazita
    }
alt-count-lost =
    { $n ->
        [one] { $n } galduta
       *[other] { $n } galduta
    }
alt-count-byes =
    { $n ->
        [one] atseden-txandak: { $n }
       *[other] atseden-txandak: { $n }
    }
alt-count-walkovers =
    { $n ->
        [one] { $n } aurkaria ez agertzeagatik
       *[other] { $n } aurkaria ez agertzeagatik
    }
alt-standing-through = aurrera doa
alt-groups = Txapelketaren multzoak: { $title }

## The Discord bot: table messages, buttons, errors; slash command names and descriptions (cmd-*), which the bot registers with Discord.

bot-dentro = barrura!
bot-score_pair = **{ $pair }** ({ $players }): { $score } tanto · jokoak { $juegos } · { -vaca(form: "plural") } { $vacas }
bot-title_hand = { $hand }. eskualdia · esku: { $mano }
bot-title_finished = Partida amaitu da
bot-title_waiting = Mus mahaia: jokalarien bila
bot-title_private = Zure kartak, { $name }
bot-partida_won = 🏆 { EU($pair, case: "k") } irabazi du partida: { $players }
bot-head_start = **{ $pair }** ({ $players }) { $juegos ->
        [one] joko bat
       *[other] { $juegos } joko
    } irabazita hasten da, txapelketaren araudiaren arabera.
bot-rating_change = { $name }: { $delta } ({ $rating })
bot-league_later = 📋 Partida honen puntuazioa eta lorpenak geroago idatziko dira; emaitza gordeta dago jada.
bot-next_hand_soon = Hurrengo eskualdia laster hasiko da, edo sakatu «Hurrengo eskualdia».
bot-turn = Txanda: { $players } · { $what }
bot-stake = Jokoan: { $stake } tanto ({ $pair })
bot-stake_ordago = { -ordago(form: "upper") } ({ $pair })
bot-btn-sit_here = Eseri
bot-seat_taken = Hartuta
bot-table_reposted = 🔄 Mahai hau hemen berriro argitaratu da itxura berriarekin; aurreko mezuak ez du erantzuten.
bot-table_moved = 🔄 Mahai honek behean jarraitzen du, mezu berri batean.
bot-auto_playing = 🤖 Denbora amaitu da: { $players }. Bot batek jokatzen du, norberak botoi bat sakatu arte.
bot-senas_made = ✋ Eskualdi honetan egindako { -sena(form: "plural") }: { $count }
bot-phase-mus = mus?
bot-phase-discard = kartak botatzea
bot-waiting_intro = Eseri leku libre batean; bikotekideak aurrez aurre esertzen dira. Bete leku hutsak botekin.
bot-free_seat = (librea)
bot-level-basic = oinarrizkoa
bot-level-expert = aditua
bot-level-random = ausazkoa
bot-rules_line = { $tantos } tantora · { $juegos } joko { -vaca(form: "ko") } · { $vacas } { -vaca(form: "bare") } · { $reyes } errege · { $seconds } s txandako
bot-add_ai = Bot bat gehitu…
bot-your_hand = Zure kartak: { $hand }
bot-sena_from_partner = ✋ { EU($name, case: "k") } { -sena(form: "bare") } bat egin dizu: **{ $sena }** ({ $meaning })
bot-sena_caught = 👀 { EU($name, case: "ren") } { -sena(form: "bare") } bat harrapatu duzu: **{ $sena }** ({ $meaning })
bot-choose_discard = Aukeratu botatzeko kartak (1etik 4ra).
bot-discard_done = Kartak bota dituzu; besteen zain.
bot-discard_placeholder = Botatzeko kartak…
bot-sena_placeholder = Bikotekideari { -sena(form: "bare") } bat egin…
bot-your_turn = Zure txanda da.
bot-table_opened = Mahaia ireki da kanal honetan.
bot-table_closed = Mahaia itxi da.
bot-rules_title = Musaren arauak
bot-restarting = ♻️ Bota berrabiarazten ari da; partidak segundo batzuetan jarraituko du.
bot-config_saved = Gordeta: hizkuntza { $lang_name }, { $tantos } tantora, { $juegos } joko, { $vacas } { -vaca(form: "bare") }, { $reyes } errege, { $seconds } s txandako.
bot-lang_saved = Ados: euskaraz hitz egingo dizut.
bot-synced = { $count } agindu erregistratuta.
bot-btn-sit = { $seat }. lekua ({ $pair })
bot-btn-stand = Altxatu
bot-btn-remove_ai = Bot bat kendu
bot-btn-start = Hasi
bot-btn-close = Mahaia itxi
bot-btn-rematch = Errebantxa
bot-btn-next = Hurrengo eskualdia
bot-btn-cards = Nire kartak
bot-btn-discard = Kartak bota
bot-btn-envido = { -envido(form: "upper") }
bot-btn-envido_amount = { -envido(form: "upper") }…
bot-btn-mas = Beste bi
bot-btn-subir = Igo…
bot-modal-title_envido = { -envido(form: "upper") }: zenbat tanto?
bot-modal-title_raise = Zenbat tanto gehiago?
bot-modal-amount = Tantoak (2tik 99ra)
bot-ranking_title = Zerbitzariaren sailkapena
bot-ranking_empty = Zerbitzari honetan ez da partidarik zenbatu oraindik.
bot-profile_title = { EU($name, case: "ren") } estatistikak
bot-profile_empty = { EU($name, case: "k") } ez du partidarik jokatu hemen oraindik.
bot-history_title = Azken partidak
bot-history_empty = Ez dago partidarik zerbitzari honetan oraindik.
bot-history_line = { $date } · { $pair0 } { $score0 } – { $score1 } { $pair1 }
bot-history_reported = · benetako mahai batean jokatua, emaitza jakinarazia
error-no_table = Ez dago mahairik kanal honetan. Ireki bat { COMMAND("mus mesa") } aginduarekin.
error-table_here = Badago mahai bat kanal honetan.
error-table_exists = Badago mahai bat kanal honetan: { $link }
error-bad_seconds = Txandako segundoak 10etik 3600era bitartekoak dira.
error-already_started = Partida hasita dago.
error-already_seated = Mahai honetan eserita zaude jada.
error-table_full = Mahaia beteta dago.
error-bad_seat = Leku hori ez dago.
error-seat_taken = Leku hori hartuta dago.
error-not_seated = Ez zaude mahai honetan eserita.
error-bad_level = Maila ezezaguna; aukeratu: { $levels }.
error-no_ai = Ez dago kentzeko botik.
error-not_full = Jokalariak falta dira: bete lau lekuak (edo gehitu botak).
error-no_humans = Gutxienez pertsona bat egon behar da mahaian.
error-not_finished = Partida ez da amaitu oraindik.
error-not_creator = Mahaia ireki zuenak (edo kanala kudea dezakeenak) bakarrik itxi dezake.
error-hand_over = Eskualdi hau zenbatuta dago; itxaron hurrengoari.
error-already_discarded = Kartak bota dituzu jada.
error-no_pares = Ez daukazu parerik: jokaldi honetan ez duzu hitz egiten.
error-no_juego = Ez daukazu jokorik: jokaldi honetan ez duzu hitz egiten.
error-not_your_turn = Ez da zure txanda: { EU($players, case: "ren") } txanda da.
error-hand_not_over = Eskualdia ez da amaitu oraindik.
error-illegal = Hori ez da zilegi orain ({ $rule } araua; ikus { COMMAND("mus reglas") }).
error-store = Ezin izan da gorde, beraz ez da kontuan hartu. Saiatu berriro.
error-stale = Hau amaitu da: botoi hori aurreko eskualdi batekoa edo itxitako mahai batekoa da.
error-bad_input = Ez dut aukera hori ulertu.
error-bad_amount = «{ $amount }» ez da kopuru zuzena: idatzi 2tik 99ra bitarteko zenbaki bat.
error-not_started = Partida ez da hasi oraindik.
error-missing_permissions = Ezin dut kanal honetan jokatu: baimenak falta zaizkit ({ $perms }). Eskatu administratzaile bati baimen horiek emateko.
error-missing_user_permissions = Ez duzu hau egiteko baimenik.
error-guild_only = Agindu honek zerbitzari batean bakarrik funtzionatzen du.
error-not_allowed = Ezin duzu agindu hau erabili.
error-internal = Zerbaitek huts egin du botean; ez da ezer aldatu. Berriz gertatzen bada, esaiozu kudeatzen duenari.
error-bad_option-choices = `{ $option }` ezin da { $value } izan: aukeratu { $choices }.
error-bad_option-range = `{ $option }`: { $low } eta { $high } artean; { $value } ez da onartzen.
error-bad_option-flag = `{ $option }`: bai ala ez.
error-bad_lang = Hizkuntza ezezaguna: aukeratu es, en, de, eu edo fr.
error-not_owner = Botaren jabeak bakarrik egin dezake hau.
cmd-mus = mus
cmd-mus-desc = Musean jokatu
cmd-mesa = mahaia
cmd-mesa-desc = Mus mahai bat ireki kanal honetan
cmd-reglas = arauak
cmd-reglas-desc = Musaren arauak, botak jokatzen dituen bezala
cmd-cerrar = itxi
cmd-cerrar-desc = Kanal honetako mahaia itxi
cmd-ranking = sailkapena
cmd-ranking-desc = Zerbitzariaren sailkapena
cmd-stats = estatistikak
cmd-stats-desc = Jokalari baten estatistikak
cmd-historial = historia
cmd-historial-desc = Zerbitzariaren azken partidak
cmd-config = konfigurazioa
cmd-config-desc = Zerbitzariaren hizkuntza eta aukera lehenetsiak
cmd-idioma = hizkuntza
cmd-idioma-desc = Botak zurekin erabiltzen duen hizkuntza
cmd-sync = sync
cmd-sync-desc = Aginduak erregistratu (botaren jabeak bakarrik)
cmd-opt-tantos-desc = Jokoko tantoak (40 edo 30)
cmd-opt-juegos-desc = { -vaca(form: "upper-bare") } bat irabazteko jokoak (1etik 5era)
cmd-opt-vacas-desc = Partida irabazteko { -vaca(form: "plural") } (1etik 3ra)
cmd-opt-reyes-desc = 8 errege (hirukoa errege, bikoa bateko) edo 4 errege
cmd-opt-juego_real-desc = { -juego_real(form: "upper") }: hiru zazpikok eta irudi batek beste edozein 31ri irabazten diote
cmd-opt-cuatro_siete-desc = 4-5-6-7: lehen banaketan duenak erakutsi eta karta berriak har ditzake
cmd-opt-senas_libres-desc = Edozein { -sena(form: "bare") } onartu (bestela egiazkoak bakarrik)
cmd-opt-pillar_senas-desc = Aurkari batek { -sena } harrapatzeko aukera (%)
cmd-opt-segundos-desc = Txandako segundoak (10etik 600era)
cmd-opt-orden-desc = Ordenatu puntuazioaren, garaipen-tasaren edo MSSTaren arabera
cmd-opt-todo-desc = Denboraldi guztiak, unekoaren ordez
cmd-opt-jugador-desc = Jokalaria (zu, inor aukeratzen ez baduzu)
cmd-opt-idioma-desc = Hizkuntza
cmd-opt-nueva_temporada-desc = Sailkapenaren denboraldi berri bat hasi
bot-profile-partidas = Partidak: { EU($played, case: "tik") } { $won } irabazita ({ $rate })
bot-profile-juegos = Jokoak: { EU($played, case: "tik") } { $won } irabazita
bot-profile-hands = Eskualdiak: { EU($played, case: "tik") } { $won } irabazita · { $pph } tanto eskualdiko
bot-profile-lances = Irabazitako jokaldiak: { -grande } { $grande } · { -chica } { $chica } · { -pares } { $pares } · jokoa { $juego } · { -punto } { $punto }
bot-profile-envites = { -envido(form: "upper-plural") }: { $made } eginda · { $accepted } onartuta · { $refused } ukatuta
bot-profile-ordagos = { -ordago(form: "upper-plural") }: { $made } botata · { $won } irabazita
bot-profile-mus_cut = Musa mozten du: aldien { EU($rate, case: "an") }
bot-profile-rating = Puntuazioa: { $rating } ({ $rank }. postua)
bot-profile-partner = Bikotekide gogokoena: { $name }
bot-press_cards_again = 🔄 { $players }: sakatu «Nire kartak» berriro zure kartak eguneratuta ikusteko.

## The server's settings command, and what players and admins are told when something fails.

faults-message_removed = 🗑️ Mahaiaren aurreko mezua ezabatu dute: partidak hemen jarraitzen du.
faults-paused = ⏸️ Mahaia geldirik dago: botak ezin du kanal honetan erakutsi, { $perms } baimena falta zaiolako. Bitartean inork ez du inoren ordez jokatzen; zerbitzaria kudeatzen duen norbaitek baimena itzultzen dionean jarraituko du.
faults-paused_after_press = ⏸️ Eginda, baina mahaia geldirik geratu da: botak ezin du kanal honetan erakutsi, { $perms } baimena falta zaiolako. Bitartean inork ez du inoren ordez jokatzen; zerbitzaria kudeatzen duen norbaitek baimena itzultzen dionean jarraituko du.
faults-paused_channel = ⏸️ { $user }: zure mahaia geldirik dago, botari { $perms } baimena falta zaiolako kanal honetan. Baimena itzultzen diotenean jarraituko du.
faults-paused_list = ⏸️ Geldirik dauden mahaiak (botari baimen bat falta zaio): { $tables }
faults-wrong_channel = Botoi hau ez da kanal honetako mahaiarena: ez da ezer aldatu.
faults-private_control = Hori zure «Nire kartak» mezu pribatuan aukeratzen da: ez da ezer aldatu.
cmd-mus_admin = mus-admin
cmd-mus_admin-desc = Zerbitzari honetako mus ezarpenak (zerbitzaria kudeatzen dutenentzat)

## The game: cards, lances, actions, events, the count, señas, rule options, the rules.

card-rank-1 = batekoa
card-rank-2 = bikoa
card-rank-3 = hirukoa
card-rank-4 = laukoa
card-rank-5 = bostekoa
card-rank-6 = seikoa
card-rank-7 = zazpikoa
card-rank-10 = txanka
card-rank-11 = zaldia
card-rank-12 = erregea
card-ranks-1 = bateko
card-ranks-2 = biko
card-ranks-3 = hiruko
card-ranks-4 = lauko
card-ranks-5 = bosteko
card-ranks-6 = seiko
card-ranks-7 = zazpiko
card-ranks-10 = txanka
card-ranks-11 = zaldi
card-ranks-12 = errege
card-suit-o = urreak
card-suit-c = kopak
card-suit-e = ezpatak
card-suit-b = bastoiak
card-suit_of-o = urreen
card-suit_of-c = kopen
card-suit_of-e = ezpaten
card-suit_of-b = bastoien
card-name = { $suit } { $rank }
lance-grande = { -grande }
lance-chica = { -chica }
lance-pares = { -pares }
lance-juego = jokoa
lance-punto = { -punto }
lance-grande-help = Karta altuenek irabazten dute.
lance-chica-help = Karta baxuenek irabazten dute.
lance-pares-help = Parea, mediak edo dobleak; dituztenek bakarrik jokatzen dute.
lance-juego-help = 31 puntu edo gehiago; 31 da onena.
lance-punto-help = Inork jokorik ez badu: batura handienak irabazten du.
word-mus = mus
word-no_mus = musik ez
word-paso = paso
word-envido = { -envido }
word-mas = beste
word-ordago = { -ordago }
word-quiero = { -quiero }
word-no_quiero = { -no_quiero }
word-discard = kartak bota
word-show4567 = 4-5-6-7 erakutsi
word-sena = { -sena }
word-and = eta
word-you = zu
word-mus-help = Musa eskatu: laurek nahi badute, kartak aldatzen dira.
word-no_mus-help = Musa moztu: karta hauekin jokatzen da.
word-paso-help = Pasatu, enbidatu gabe.
word-envido-help = Enbidatu: 2 tanto edo gehiago jokatu.
word-mas-help = Enbidoa igo.
word-ordago-help = Joko osoa jokatu jokaldi honetan.
word-quiero-help = Enbidoa onartu.
word-no_quiero-help = Enbidoa ez onartu.
word-discard-help = Botatzeko 1etik 4ra karta aukeratu.
word-show4567-help = 4-5-6-7 erakutsi eta lau karta berri jaso.
word-sena-help = Bikotekideari { -sena(form: "bare") } bat egin.
action-discard = bota: { $cards }
action-envido = { -envido } { $amount }
action-sena = { -sena }: { $sena }
action-next_hand = hurrengo eskualdia
declare-pares-yes = { -pares } bai
declare-pares-no = { -pares } ez
declare-juego-yes = jokoa bai
declare-juego-no = jokoa ez
pares-0 = parerik ez
pares-1 = parea
pares-2 = mediak
pares-3 = dobleak
hand-pares-1 = { $rank } parea
hand-pares-2 = { $rank } mediak
hand-pares-3 = { $high } eta { $low } dobleak
hand-pares-3same = { $rank } dobleak
hand-juego = { EU($points, case: "ko") } jokoa
hand-juego31 = 31ko jokoa
hand-punto = { $points } puntutan
outcome-paso = pasoan
outcome-querido = { -quiero }
outcome-folded = { -no_quiero }
outcome-no_bet = { -envido(form: "part") } gabe
outcome-not_played = ez da jokatzen
outcome-ordago = { -ordago(form: "abs") } onartuta
count-title = Kontaketa
count-why-paso = pasoan
count-why-envite = { -envido(form: "abs") }
count-why-deje = { -no_quiero }
count-why-pareja = parea
count-why-medias = mediak
count-why-duples = dobleak
count-why-juego31 = 31
count-why-juego = jokoa
count-why-punto = { -punto }
count-why-ordago = { -ordago }
event-hand_dealt = { $number }. eskualdia; esku: { $name }.
event-hand_dealt-you = { $number }. eskualdia; esku zara.
event-cards_dealt = Zure kartak: { $cards }.
event-spoke = { $name }: { $word }.
event-showed_4567 = { EU($name, case: "k") } 4-5-6-7 erakutsi ditu, eta lau karta berri jaso ditu.
event-showed_4567-you = 4-5-6-7 erakutsi duzu, eta lau karta berri jaso dituzu.
event-discarded =
    { $count ->
        [one] { EU($name, case: "k") } karta bat bota du.
       *[other] { EU($name, case: "k") } { $count } karta bota ditu.
    }
event-discarded-you =
    { $count ->
        [one] Karta bat bota duzu.
       *[other] { $count } karta bota dituzu.
    }
event-stock_reshuffled = Karta-sorta amaitu da: botatako kartak nahasten dira ({ $size } karta).
event-lance_started = Orain, { $lance }.
event-lance_started-some = Orain, { $lance }: { $players } bakarrik.
event-lance_started-some-you = Orain, { $lance }: { $players } bakarrik.
event-declared = { $name }: { $declaration }.
event-bet = { $name }: { $word }.
event-bet-envido = { $name }: { -envido } { $amount }.
event-bet-mas = { $name }: beste { $amount } ({ $stake } guztira).
event-bet-ordago = { $name }: { -ordago }!
event-lance_closed = { $lance }: { $outcome }.
event-lance_closed-paso = { $lance }: pasoan.
event-lance_closed-querido = { $lance }: { -quiero }, { $stake } tanto; kontaketan kobratuko da.
event-lance_closed-folded = { $lance }: { -no_quiero }; { EU($pair, case: "k") } irabazi du.
event-lance_closed-no_bet = { $lance }: { EU($pair, case: "k") } bakarrik jokatzen du; ez dago { -envido(form: "part") }.
event-lance_closed-not_played = { $lance }: inork ez du; ez da jokatzen.
event-lance_closed-ordago = { $lance }: { -ordago(form: "abs") } onartu dute! Kartak agerian.
event-deje =
    { $points ->
        [one] { EU($pair, case: "k") } tanto bat hartzen du berehala ({ $lance }, { -no_quiero }).
       *[other] { EU($pair, case: "k") } { $points } tanto hartzen ditu berehala ({ $lance }, { -no_quiero }).
    }
event-dentro = { $pair }: barrura! (5 tanto edo gutxiago falta zaizkio)
event-showdown = Kartak agerian: { $hands }.
event-showdown-hand = { $name }: { $cards }
event-ordago_won = { -ordago(form: "upper") } ({ $lance }): { EU($name, case: "k") } ditu karta onenak ({ $pair }).
event-ordago_won-you = { -ordago(form: "upper") } ({ $lance }): zuk dituzu karta onenak ({ $pair }).
event-count_line = { $lance }, { $why }: { $pair } +{ $points }.
event-count_line-seat = { $lance }, { $why } ({ $name }): { $pair } +{ $points }.
event-count_line-ordago = { $lance }, { -ordago } ({ $name }): { EU($pair, case: "k") } irabazi du.
event-juego_won = { EU($pair, case: "k") } jokoa irabazi du! Jokoak: { $a }–{ $b }.
event-vaca_won = { EU($pair, case: "k") } { -vaca } irabazi du! { -vaca(form: "upper-plural") }: { $a }–{ $b }.
event-partida_won = { EU($pair, case: "k") } partida irabazi du!
event-sena_made = { EU($name, case: "k") } { -sena(form: "bare") } bat egin du.
event-sena_made-you = { -sena(form: "upper-bare") } bat egin duzu.
event-sena_seen = Zure bikotekide { EU($name, case: "ren") } { -sena }: { $sena } ({ $gesture }).
event-sena_seen-caught = { EU($name, case: "k") } bere bikotekideari egindako { -sena } harrapatu duzu: { $sena } ({ $gesture }).
sena-dos_reyes = bi errege
sena-dos_reyes-meaning = Bi errege ditut.
sena-dos_reyes-gesture = beheko ezpainari hozka egin
sena-tres_reyes = hiru errege
sena-tres_reyes-meaning = Hiru errege ditut.
sena-tres_reyes-gesture = beheko ezpainari alde batetik hozka egin
sena-dos_ases = bi bateko
sena-dos_ases-meaning = Bi bateko ditut.
sena-dos_ases-gesture = mihia erditik atera
sena-tres_ases = hiru bateko
sena-tres_ases-meaning = Hiru bateko ditut.
sena-tres_ases-gesture = mihia alde batetik atera
sena-medias = mediak
sena-medias-meaning = Mediak ditut (hiru karta berdin).
sena-medias-gesture = ahoa alde batera okertu
sena-duples = dobleak
sena-duples-meaning = Dobleak ditut (bi pare).
sena-duples-gesture = bekainak altxatu
sena-treinta_y_una = hogeita hamaika
sena-treinta_y_una-meaning = 31ko jokoa dut.
sena-treinta_y_una-gesture = begi bat kliskatu
sena-juego = jokoa, ez 31
sena-juego-meaning = Jokoa dut, baina ez 31.
sena-juego-gesture = airean musu bat bota
sena-treinta_punto = 30 puntutan
sena-treinta_punto-meaning = 30 puntu ditut, jokorik gabe.
sena-treinta_punto-gesture = sorbaldak altxatu
sena-veintinueve_punto = 29 puntutan
sena-veintinueve_punto-meaning = 29 puntu ditut, jokorik gabe.
sena-veintinueve_punto-gesture = ezkerreko sorbalda altxatu
sena-ciego = itsua
sena-ciego-meaning = Ez dut ez parerik ez jokorik.
sena-ciego-gesture = begiak itxi
rules-title = Mahaiaren aukerak
rules-reyes = Erregeak
rules-reyes-help = 8 errege: hirukoak erregeak dira eta bikoak batekoak. 4 errege: karta bakoitza bera da.
rules-tantos = Jokoko tantoak
rules-tantos-help = Joko bat irabazteko tantoak.
rules-juegos = { -vaca(form: "upper-ko") } jokoak
rules-juegos-help = { -vaca(form: "upper-bare") } bat irabazteko jokoak.
rules-vacas = Partidako { -vaca(form: "plural") }
rules-vacas-help = Partida irabazteko { -vaca(form: "plural") }.
rules-juego_real = { -juego_real(form: "upper") }
rules-juego_real-help = Hiru zazpikok eta irudi batek (31) beste edozein 31ri irabazten diote.
rules-redeal_4567 = 4-5-6-7
rules-redeal_4567-help = Lehen banaketan 4-5-6-7 duenak erakuts dezake, eta lau karta berri jasoko ditu.
rules-senas_libres = { -sena(form: "upper-bare") } libreak
rules-senas_libres-help = { -sena(form: "upper-bare") } guztiak eskaintzen dira, ez egiazkoak bakarrik.
rules-pillar_senas = { -sena(form: "upper-plural") } harrapatu
rules-pillar_senas-help = Aurkari bakoitzak { -sena(form: "bare") } bat harrapatzeko probabilitatea.
rules-value-yes = bai
rules-value-no = ez
rules-seconds-help = Txanda bakoitzeko denbora; amaitzen denean, bot batek jokatzen du zure ordez, botoi bat sakatu arte.
rules-page-option = `/mus mesa` aukera
rules-page-values = balioak
rules-page-default = lehenetsia
rules-page-rule = araua
rules-page-changes = zer aldatzen duen
rules-page-range = { $low } eta { $high } artean
rules-value-reyes = { $n } errege
pair-0 = A bikotea
pair-1 = B bikotea
seat-default = { $n }. lekua
seat-mano = esku
seat-postre = atzekoa
score-tanto = tantoa
score-tantos = tantoak
score-piedra = tantoa
score-piedras = tantoak
score-amarraco = hamarrekoa
score-amarracos = hamarrekoak
score-juego = jokoa
score-juegos = jokoak
score-vaca = { -vaca }
score-vacas = { -vaca(form: "plural") }
score-partida = partida
score-dentro = barrura!
summary-title = Musaren arauak
summary-cards-title = Kartak eta lekuak
summary-cards = 40 kartako sorta espainiarra; paloek ez dute garrantzirik. 8 erregerekin (lehenetsia), hirukoak errege dira eta bikoak bateko. Ordena: errege, zaldi, txanka, 7, 6, 5, 4, (3, 2), bateko. Jokoan eta puntuan, irudiek 10 balio dute, besteek beren zenbakia. Bi bikotek jokatzen dute, bikotekideak aurrez aurre. Esku denak hitz egiten du lehenik eta berdinketak irabazten ditu (bestela, hurbilenak). Eskualdi bakoitzean hurrengoa da esku.
summary-deal-title = Banaketa eta musa
summary-deal = Bakoitzak 4 karta jasotzen ditu. Eskutik hasita, bakoitzak «mus» (kartak aldatu) edo «musik ez» (moztu) esaten du; mozten bada, jokaldiak hasten dira. Laurek mus esaten badute, denek 1etik 4ra karta bota eta beste hainbeste jasotzen dituzte, eta berriro hitz egiten da. Sorta amaitzen bada, botatakoak nahasten dira. 4-5-6-7 aukera (ez): lehen banaketan duenak erakuts dezake, lau karta berriren truke.
summary-lances-title = Lau jokaldiak
summary-lances = { -grande(form: "upper") }: karta altuenek irabazten dute, goitik hasita. { -chica(form: "upper") }: baxuenek, behetik. { -pares(form: "upper") }: parea (tanto bat) < mediak (hiru berdin, 2) < dobleak (bi pare, 3); mota berean, altuenek. Jokoa: 31 edo gehiago; ordena 31, 32, 40, 37, 36, 35, 34, 33; 31k 3 balio du, besteek 2. { -juego_real(form: "upper") } (aukera, bai): hiru zazpikok eta irudi batek edozein 31ri irabazten diote. { -punto(form: "upper") }: inork jokorik ez badu; batura handienak irabazten du (30 onena), eta tanto bat gehiago balio du.
summary-betting-title = { -envido(form: "upper-plural") }
summary-betting = Pareetan eta jokoan, botak iragartzen du nork duen; dutenek bakarrik hitz egiten dute. Bikote batek bakarrik badu, ez dago { -envido(form: "part") } eta kontaketan kobratzen du; inork jokorik ez badu, { -punto } jokatzen da. Eskutik hasita: paso, { -envido } N (gutxienez 2) edo { -ordago }; denek pasatzen badute, pasoan geratzen da. Enbidoari jokaldiko edozein aurkarik erantzun diezaioke: { -quiero } (onartu), beste N (igo), { -ordago } edo { -no_quiero }. Bikote osoak { -no_quiero } esaten badu, besteek berehala kobratzen dute tanto bat lehen { -envido(form: "cause") }, edo azken igoeraren aurrekoa ({ -envido } 2, beste 3, beste 2, { -no_quiero }: 5). { -ordago(form: "upper-abs") } onartuz gero, kartak agertzen dira eta onenek irabazten dute jokoa. Helburuko tantoetara iristen denak berehala irabazten du jokoa.
summary-count-title = Kontaketa
summary-count = Ordena: { -grande }, { -chica }, { -pares }, jokoa edo { -punto }. { -grande(form: "upper") } eta { -chica }: pasoan tanto bat, bestela { -envido(form: "abs") }, karta onenentzat. { -pares(form: "upper") } eta jokoa: { -envido(form: "abs") } (pasoan, 0) gehi bikote irabazlearen pare- edo joko-tantoak; { -no_quiero } ondoren, haien tantoak bakarrik. { -punto(form: "upper") }: pasoan 1; { -quiero } esanez gero, { -envido(form: "abs") } gehi 1; { -no_quiero } ondoren 1. Kontaketa bikote batek jokoa irabazi orduko gelditzen da.
summary-score-title = Jokoak, { -vaca(form: "plural") } eta partida
summary-score = Joko bat 40 tantora jokatzen da (aukera: 30); irabaztean, biak 0tik hasten dira. 5 tanto edo gutxiago falta direnean, botak «barrura!» dio. { -vaca(form: "upper-bare") } bat 2 joko dira (aukera: 1etik 5era), eta partida, { -vaca(form: "bare") } bat. Tantoak (1) eta hamarrekoak (5) erabiltzen dira.
summary-senas-title = { -sena(form: "upper-plural") }
summary-senas = Bikotekideek { -sena(form: "bare") } ofizialak egin ditzakete. Botak egiazkoak bakarrik eskaintzen ditu ({ -sena(form: "bare") } libreekin, denak). Bikotekideak ikusten du { -sena }; mahaiak, { -sena(form: "bare") } bat egin dela bakarrik. Aurkari bakoitzak % 10eko probabilitatez harrapatzen du (aukera). { -sena(form: "upper-plural") }:

## History and fair play: replays of a hand, the verifiable shuffle, pairs, logros, seasons.

history-hand_id = #{ $id } eskualdia
history-btn-replay = Eskualdia ikusi
history-replay-title = #{ $id } eskualdia · { $partida } partidako { $number }. eskualdia
history-replay-step = { $step }/{ $steps } urratsa
history-replay-as_player = Zure kartak eta { -sena(form: "plural") } ikusten dituzu, partidan ikusi zenituen bezala.
history-replay-as_spectator = Eskualdia mahaiak ikusi zuen bezala ikusten duzu: kartak, kontaketan bakarrik.
history-error-bad_hand_id = «{ $text }» ez da eskualdi-zenbaki bat: idatzi eskualdiaren amaieran agertzen dena, adibidez #4821.
history-error-hand_not_found = Ez dago ikus dezakezun #{ $id } eskualdirik.
history-error-partida_not_found = Ez dago ikus dezakezun { $partida } partidarik.
history-error-replay_here = Botoi hauek errepasoaren urratsak beren mezu pribatuan aldatzen dituzte; hemen ez dute ezer egiten. Sakatu «{ $button }» edo erabili { COMMAND("mus mano") }.
history-error-no_log = #{ $id } eskualdia ezin da gehiago ikusi: haren mugimenduak ez daude gordeta.
history-commitment_line = 🔒 Nahasketaren konpromisoa (SHA-256): `{ $commitment }`
history-seed_line = 🔓 Hazia agerian: `{ $seed }` · egiaztatu { COMMAND("mus verificar") } partida:{ $partida } erabiliz
history-verify-title = { $partida } partidaren egiaztapena
history-verify-not_found = Ez dago { $partida } partidarik.
history-verify-not_revealed = { $partida } partida ez da amaitu oraindik: hazia amaitzen denean agertuko da.
history-verify-reported = { $partida } partida benetako mahai batean jokatu zen eta bikoteek jakinarazi zuten emaitza: ez du eskualdirik ez hazirik, beraz ez dago ezer egiaztatzeko.
history-verify-ok =
    { $hands ->
        [one] ✅ Dena bat dator: eskualdi bakarra agerian dagoen hazitik eta gordetako mugimenduetatik dator.
       *[other] ✅ Dena bat dator: { $hands } eskualdiak agerian dagoen hazitik eta gordetako mugimenduetatik datoz.
    }
history-verify-failed = ❌ { $partida } partida ez dator bat: { $count } desberdintasun.
history-verify-commitment = Konpromisoa: { $commitment }
history-verify-seed = Hazia: { $seed } · nahasketaren { $version }. bertsioa
history-verify-no_commitment = Partida hau botak konpromisoak erakutsi aurretik jokatu zen: eskualdiak egiaztatzen dira, ez konpromisoa.
history-verify-no_log = Partida honen mugimenduak ez daude gordeta: ezin da berriro jokatu.
history-verify-bad_seed = Agerian dagoen «{ $seed }» hazia ez da zenbaki bat.
history-verify-commitment_mismatch = Hazia ez dator bat konpromisoarekin: haren SHA-256 hau da: { $hash }.
history-verify-first_mano_mismatch = Lehen eskualdian { $seat }. lekua izan zen esku; haziaren arabera, { $expected }. lekua.
history-verify-seating = Haziarekin batera hartutako konpromisoa: esku { $seat }. lekua; lekuak: { $seats }.
history-verify-first_mano_changed = Lehen eskualdian { $seat }. lekua izan zen esku; konpromisoa { $committed }. lekua esku zela egin zen.
history-verify-seats_changed = Gordetako lekuak ({ $recorded }) ez dira konpromisokoak ({ $committed }).
history-verify-seating_mismatch = Gordetako hazia, esku den lekua eta lekuak ez datoz bat konpromisoarekin: haien SHA-256 hau da: { $hash }.
history-verify-first_mano_drawn = { $seat }. lekua esku izan zen txapelketaren zozketagatik; nahasketaren bertsio honek ez zuen konpromisoan sartzen, beraz gordeta dagoen bezala hartzen da.
history-verify-no_moves = { $partida } partidaren eskualdiak eta emaitza gordeta daude, baina ez mugimenduak (`musbot tournament simulate`-ren partidek ez dituzte gordetzen): ezin da berriro jokatu, beraz ez da egiaztatzen eta ez da ezeztatzen.
history-verify-illegal_action = { $seq }. mugimendua ezin da egin karta hauekin ({ $reason }).
history-verify-hand_not_recorded = { $hand }. eskualdia ez dago gordeta.
history-verify-hand_not_played = { $hand }. eskualdia gordeta dago, baina mugimenduak ez dira hara iristen.
history-verify-cards_mismatch = { $hand }. eskualdia, { $seat }. lekua: gordeta { $recorded }, banatuta { $dealt }.
history-verify-count_mismatch = { $hand }. eskualdia: gordetako kontaketa ez da banatutako kartena.
history-verify-points_mismatch = { $hand }. eskualdia: gordeta { $recorded } tanto, jokatuta { $played }.
history-verify-result_mismatch = Partidaren gordetako emaitza ez dator bat haren mugimenduekin.
history-pair-title = Bikotea: { $a } eta { $b }
history-pair-record = { $partidas } partida elkarrekin · { $won } irabazita ({ $rate }) · jokoak: { EU($juegos, case: "tik") } { $juegos_won } irabazita
history-pair-strength = Bikotearen indarra: { $strength }
history-pair-unrated = Bikotearen indarra: oraindik kalifikatu gabe
history-pair-best_rival = Gehien irabazten diozuen bikotea: { $a } eta { $b } ({ $won }-{ $lost })
history-pair-worst_rival = Gehien irabazten dizuen bikotea: { $a } eta { $b } ({ $won }-{ $lost })
history-pair-never = { $a } eta { EU($b, case: "k") } ez dute oraindik elkarrekin jokatu zerbitzari honetan.
history-pair-same_player = Aukeratu beste pertsona bat: bikote bat bi lagunek osatzen dute.
history-ranking-pairs_title = Bikoteen sailkapena (gutxienez { $min } partida elkarrekin)
history-ranking-pairs_empty = Bikote batek ere ez du oraindik { $min } partida elkarrekin jokatu.
history-ranking-pair_row = { $rank }. { $a } eta { $b }: { EU($partidas, case: "tik") } { $won } ({ $rate }) · indarra { $strength }
history-config-pair_min = Bikoteen sailkapenean sartzeko elkarrekin jokatutako partidak: { $min }
history-achievements-title = Lorpenak
history-achievements-none = Lorpenik ez oraindik.
history-achievement-earned = 🏅 { EU($name, case: "k") } «{ $title }» lortu du: { $description }
history-achievement-again = 🏅 { $name }: «{ $title }» berriro (×{ $times })
achievement-primera-name = Lehen garaipena
achievement-primera-desc = Zure lehen partida irabaztea.
achievement-ordago-name = { -ordago(form: "upper") }!
achievement-ordago-desc = { -ordago(form: "upper-abs") } botatzea, aurkariek onartzea eta irabaztea.
achievement-farol-name = Ziria
achievement-farol-desc = Aurkariek zure { -envido(form: "abs") } ez onartzea, karta hobeak zituztela.
achievement-real-name = { -juego_real(form: "upper") }
achievement-real-desc = Jokoa { -juego_real(form: "com") } irabaztea: hiru zazpiko eta irudi bat.
achievement-zapatero-name = Zapatero
achievement-zapatero-desc = Joko bat irabaztea aurkariek tanto bakar bat ere egin gabe.
achievement-remontada-name = Iraulketa
achievement-remontada-desc = Joko bat irabaztea, aurkariek «barrura!» esan eta gero, zuek zeroan zeundetela.
achievement-vaca_perfecta-name = { -vaca(form: "upper-bare") } ezin hobea
achievement-vaca_perfecta-desc = Hiru joko edo gehiagoko { -vaca(form: "bare") } bat irabaztea, bat ere galdu gabe.
achievement-companeros-name = Betiko bikotea
achievement-companeros-desc = Bikotekide berarekin hamar partida jokatzea (behin bikotekide bakoitzeko).
history-season-closed_title = { $season }. denboraldiaren amaiera
history-season-champions = 🏆 Txapeldunak: { $names }
history-season-no_champions = Denboraldi honetan inork ez du jokatu: ez dago txapeldunik.
history-season-top_players = Jokalari onenak
history-season-top_pairs = Bikote onenak
history-season-new = { $season }. denboraldia hasten da.
history-season-schedule-monthly = hilero
history-season-schedule-quarterly = hiruhilero
history-season-schedule-none = eskuz
history-season-role_moved = { $role } rola, orain: { $names }.
history-season-role_no_permission = Ezin izan dut txapeldunen rola eman: «Kudeatu rolak» baimena falta zait. Denboraldia itxi da hala ere.
history-season-role_too_high = Ezin izan dut { $role } rola eman: nirea baino gorago dago. Igo nire rola Zerbitzariaren ezarpenak → Rolak atalean. Denboraldia itxi da hala ere.

## History and fair play on Discord: the commands, their options and answers.

cmd-mano = eskualdia
cmd-mano-desc = Jokatutako eskualdi bat urratsez urrats berrikusi
cmd-verificar = egiaztatu
cmd-verificar-desc = Egiaztatu partida baten kartak haren hazitik atera zirela
cmd-pareja = bikotea
cmd-pareja-desc = Zure emaitzak bikotekide batekin zerbitzari honetan
cmd-opt-mano_id-desc = Eskualdiaren zenbakia, adibidez #4821
cmd-opt-partida_id-desc = Partidaren zenbakia (amaieran agertzen da, haziarekin)
cmd-opt-companero-desc = Zure bikotekidea
cmd-opt-pareja_minimo-desc = Bikoteen sailkapenean sartzeko elkarrekin jokatutako partidak (1etik 1000ra)
cmd-opt-temporada_auto-desc = Denboraldia automatikoki itxi hilero edo hiruhilero, edo eskuz bakarrik
cmd-opt-rol_campeones-desc = Denboraldi bakoitzeko txapeldunei ematen zaien rola
cmd-opt-canal_campeones-desc = Txapeldunen mezuaren kanala
cmd-choice-parejas = bikoteak
history-hand_line = 🔎 { $hand }: «Eskualdia ikusi» sakatuz urratsez urrats ikus daiteke.
history-replay-nothing_seen = Urrats honetan ez da ezer berririk ikusten.
history-stats-achievement = 🏅 { $title }
history-stats-achievement_times = 🏅 { $title } ×{ $times }
history-config-league = Bikoteen sailkapena: { $min } partida elkarrekin · denboraldiak: { $schedule } · txapeldunen rola: { $role } · txapeldunen kanala: { $channel }
history-config-unset = bat ere ez
history-season-closed_reply = { $season }. denboraldia itxi dut; txapeldunen mezua hemen dago: { $channel }.
history-season-not_posted = { $season }. denboraldia itxi dut, baina ezin izan dut txapeldunen mezua argitaratu hemen: { $channel }. Eman iezadazu baimena kanala ikusteko, idazteko eta fitxategiak eransteko.
history-season-role_missing = Aukeratutako txapeldunen rola ez dago jada: aukeratu beste bat { COMMAND("mus_admin config") } erabiliz. Denboraldia itxi da hala ere.
history-season-row_player = { $place }. { $name } · { $rating } · { $partidas } partidatik { $won }
history-season-row_pair = { $place }. { $a } eta { $b } · { $partidas } partidatik { $won }
render-season-title = { $season }. denboraldia
render-season-champions = Txapeldunak
render-season-rating = puntuazioa
render-season-won = irabaziak
alt-season = { $season }. denboraldiaren amaiera. { $champions } Jokalari onenak: { $players }. Bikote onenak: { $pairs }.
alt-season-champions = Txapeldunak: { $names }.
alt-season-row = { $place }. { $name }, { $partidas } partidatik { $won }
alt-achievements = Lorpenak: { $list }.

## A server's presets of table options, and inviting people to a table.

cmd-jugar_al_mus = Musean jokatu
cmd-opt-preset-desc = Zerbitzariaren aurrezarpen bat (harekin ematen dituzun aukerek aldatzen dute)
cmd-opt-guardar_preset-desc = Emandako aukerak izen honetako aurrezarpen gisa gorde
cmd-opt-borrar_preset-desc = Izen honetako aurrezarpena ezabatu
cmd-opt-presets-desc = Zerbitzariaren aurrezarpenak ikusi
preset-saved = «{ $name }» aurrezarpena gordeta ({ EU($most, case: "tik") } { $count }): { $options }. Erabili { COMMAND("mus mesa") } preset:{ $name } aginduarekin
preset-replaced = «{ $name }» aurrezarpena aldatuta: { $options }.
preset-deleted = «{ $name }» aurrezarpena ezabatuta.
preset-list_title = Zerbitzariaren aurrezarpenak ({ EU($most, case: "tik") } { $count })
preset-line = **{ $name }**: { $options }
preset-list_empty = Zerbitzari honek ez du aurrezarpenik. Administratzaile batek gordetzen ditu { COMMAND("mus_admin config") } guardar_preset:izena eta mahaiaren aukerekin.
preset-plain = aukera lehenetsiak
preset-seconds = { $seconds } s txandako
preset-error-bad_name = «{ $name }» ez da baliozko izena aurrezarpen batentzat: 1etik { EU($most, case: "ra") } karaktere lerro bakarrean.
preset-error-full = Zerbitzari honek { $most } aurrezarpen ditu jada, gehienez gorde ditzakeenak. Ezabatu bat lehenago { COMMAND("mus_admin config") } borrar_preset bidez.
preset-error-mixed = Aurrezarpenak gordetzea, ezabatzea eta ikustea bereiz egiten dira: guardar_preset mahaiaren aukerekin, edo borrar_preset bakarrik, edo presets bakarrik (hizkuntzarik eta denboraldi berririk gabe). Ez da ezer aldatu.
preset-error-unknown = Zerbitzari honek ez du «{ $name }» aurrezarpenik. Hauek ditu: { $names }.
preset-error-none = Zerbitzari honek ez du «{ $name }» aurrezarpenik, ezta beste bat ere. Administratzaile batek gordetzen ditu { COMMAND("mus_admin config") } guardar_preset bidez.
invite-btn-sit = Eseri
invite-message = { $invitee }, { EU($inviter, case: "k") } mahai honetan musean jokatzera gonbidatzen zaitu: { $link } · Sakatu «{ $button }» esertzeko.
invite-sent = Gonbidapena bidali zaio { EU($name, case: "ri") }: kanal honetan ikusiko du, esertzeko botoi batekin.
invite-sent_opened = Mahaia ireki da eta gonbidapena bidali zaio { EU($name, case: "ri") }: kanal honetan ikusiko du, esertzeko botoi batekin.
invite-error-bot = Botak ez dira gonbidatzen: leku libreak botekin betetzen dira mahaiaren mezutik.
invite-error-self = Ezin duzu zeure burua gonbidatu: eseri mahaiaren botoiekin.
invite-error-not_member = Pertsona hori ez dago zerbitzari honetan.
invite-error-cannot_see = Pertsona horrek ezin du kanal hau ikusi: ez luke ikusiko ez gonbidapena ez mahaia.
invite-error-playing = Kanal honetako mahaia jokatzen ari da jada: gonbidatu amaitzen denean.
invite-error-finished = Kanal honetako mahaiak partida bat amaitu berri du eta errebantxa lau berberek jokatzen dute: gonbidatu mahaia ixten denean.
invite-error-seated = Pertsona hori mahai honetan eserita dago jada.
invite-error-full = Kanal honetako mahaia beteta dago.
invite-error-not_you = Gonbidapen hau beste norbaitentzat da. Jokatzeko, eseri mahaiaren mezutik.
invite-error-already_invited = { EU($name, case: "k") } badu jada mahai honetarako gonbidapen bat: { $link }
invite-over-seated = { $name } mahaian eseri da.
invite-over-started = Gonbidapen hau amaitu da: partida hasi da.
invite-over-closed = Gonbidapen hau amaitu da: mahaia itxi da.

## The invited person's direct message.

invite-dm-message = { EU($inviter, case: "k") } musean jokatzera gonbidatzen zaitu #{ $channel } kanalean, { $server } zerbitzarian. Gonbidapena, bere «{ $button }» botoiarekin, kanal horretan dago.
invite-dm-link = Gonbidapenera joan
invite-dm-over = { EU($inviter, case: "k") } musean jokatzera gonbidatu zaitu #{ $channel } kanalean, { $server } zerbitzarian. { $how }
invite-dm_refused = { EU($name, case: "k") } ez ditu zerbitzariko kideen mezu zuzenak onartzen: gonbidapena kanal honetan bakarrik dago.

## The tutorial and the coach on Discord.

learn-welcome-title = 👋 Zure praktika-mahaia
learn-welcome =
    Zure bikotekidea { $partner } da, zure aurrean eserita; aurkariak { $left } eta { $right } dira. Eskualdi bakoitzak lau jokaldi ditu ({ -grande }, { -chica }, { -pares } eta jokoa), eta jokaldi bakoitzak tantoak ematen dizkio irabazten duen bikoteari; { $tantos } tantora iristen den lehen bikoteak irabazten du jokoa.
    Sakatu «Nire kartak» zure kartak ikusteko eta jokatzeko, eta «Aholkua» zer egin ez dakizunean. Gauza bakoitza azalduko dizut lehen aldiz agertzen denean. Mahai honek ez du balio sailkapenerako.
learn-mus-title = 🃏 Musa
learn-mus =
    Jokaldien aurretik, bakoitzak «mus» esaten du kartak aldatu nahi baditu, edo «musik ez» bere kartekin nahikoa badu. Laurek mus esaten badute, denek botatzen dituzte kartak eta berriak hartzen dituzte; batek musik ez esan bezain laster, dauden kartekin jokatzen da.
    Esku den jokalariak hitz egiten du lehenengo (eskualdi honetan: { $mano }), eta berdinketak ere berak irabazten ditu.
learn-discard-title = ♻️ Kartak botatzea
learn-discard = «Nire kartak» atalean 1etik 4ra karta aukeratzen dituzu botatzeko, eta beste hainbeste berri hartzen dituzu. Gorde balio dizuna: erregeak { -grande(form: "all") }, batekoak { -chica(form: "all") }, karta berdinak pareetarako, irudiak eta zazpikoak jokorako.
learn-grande-title = ⬆️ { -grande(form: "upper") }
learn-grande = { -grande(form: "upper-ine") } karta altuenak dituenak irabazten du: bakoitzaren kartarik altuena konparatzen da, gero hurrengoa, eta horrela. Erregea da onena (hemen hiruko bakoitza errege da eta biko bakoitza bateko), gero zaldia, txanka, 7, 6, 5, 4 eta batekoa. Bi jokalarik karta berdinak badituzte, eskutik hurbilen dagoenak irabazten du.
learn-betting-title = 🗣️ Jokaldi bakoitzeko hitzak
learn-betting =
    Jokaldi bakoitzean txandaka hitz egiten da: «paso» (ez duzu apusturik egiten), «{ -envido }» (2 tanto jokatzen dituzu, edo nahi dituzunak), «{ -quiero }» (onartu egiten duzu: karta onenak dituen bikoteak kobratuko du kontaketan), «{ -no_quiero }» (ez duzu onartzen: apustua egin duen bikoteak tanto bat hartzen du berehala, edo lehendik jokoan zegoena), «beste» (apustua igotzen duzu) eta «{ -ordago }» (joko osoa jokatzen da: onartzen badute, karta onenak dituenak irabazten du jokoa).
    Denek paso esaten badute, { -grande(form: "erg") } eta { -chica(form: "erg") } 1 balio dute pasoan kontaketan.
learn-chica-title = ⬇️ { -chica(form: "upper") }
learn-chica = { -chica(form: "upper") } { -grande(form: "gen") } alderantzizkoa da: karta baxuenak dituenak irabazten du. Batekoa da kartarik onena (eta biko bakoitza, batekoa baita), gero 4, 5, 6, 7, txanka, zaldia eta erregea.
learn-sena-title = ✋ { -sena(form: "upper-plural") }
learn-sena = Keinua zure bikotekideari egiten diozun imintzio bat da, zer daukazun esateko (bi errege, dobleak, 31…) aurkariek jakin gabe; batzuetan, hala ere, harrapatzen dute. «Nire kartak» atalean zure bikotekidearen { -sena(form: "plural") } ikusten dituzu eta zureak egin ditzakezu; zure kartentzat egiazkoak direnak bakarrik egin ditzakezu.
learn-pares-title = 👯 { -pares(form: "upper") }
learn-pares = Bakoitzak esaten du { -pares } dituen ala ez, hau da, bi karta berdin edo gehiago, eta dituztenek bakarrik hitz egiten dute. Pare batek tanto 1 balio du, mediak (hiru berdin) 2 eta dobleak (bi pare, edo lau berdin) 3. Kontaketan, pare onenak dituen bikoteak bi bikotekideen { -pares } kobratzen ditu.
learn-juego-title = 🎯 Jokoa
learn-juego = Jokorako kartak batzen dira: irudiek (eta hiruko bakoitzak) 10 balio dute, besteek beren zenbakia (biko bakoitzak 1). 31 edo gehiagorekin jokoa duzu. Onena 31 da, gero 32, 40, 37, 36, 35, 34 eta 33. Kontaketan 31k 3 tanto balio du eta beste edozein jokok 2, bikote irabazlean jokoa duen jokalari bakoitzeko.
learn-punto-title = 🔢 { -punto(form: "upper") }
learn-punto = Inork jokorik ez badu, { -punto } jokatzen da: gehien batzen duenak irabazten du (gehienez 30), eta tanto 1 balio du kontaketan.
learn-count-title = 📋 { $hand }. eskualdiaren kontaketa, lerroz lerro
learn-count-paso = { $lance }: inork ez zuen apusturik egin; beraz, 1 balio du pasoan, eta { EU($name, case: "k") } ditu karta onenak. → { $team } +{ $points }
learn-count-envite = { $lance }: apustua onartu zen, eta { EU($name, case: "k") } ditu karta onenak. → { $team } +{ $points }
learn-count-pares = { $lance }: { EU($name, case: "k") } { -pares } ditu, eta haren bikoteak ditu onenak. → { $team } +{ $points }
learn-count-pares-folded = { $lance }: { EU($name, case: "k") } { -pares } ditu, eta jokaldia haren bikotearena da, beste bikoteak { -no_quiero } esan baitzuen. → { $team } +{ $points }
learn-count-punto-folded = { $lance }: beste bikoteak { -no_quiero } esan zuen; beraz, 1 balio du apustua egin zuen bikotearentzat. → { $team } +{ $points }
learn-count-juego31 = { $lance }: { EU($name, case: "k") } 31 du, jokorik onena, eta 3 balio du. → { $team } +{ $points }
learn-count-juego = { $lance }: { EU($name, case: "k") } jokoa du (ez 31), eta 2 balio du. → { $team } +{ $points }
learn-count-punto = { $lance }: inork ez zuen jokorik, eta { EU($name, case: "ren") } kartek batzen dute gehien. → { $team } +{ $points }
learn-count-ordago = { $lance }: { -ordago(form: "abs") } onartu zen, eta { EU($name, case: "ren") } kartak dira onenak: haren bikoteak irabazi du jokoa.
learn-count-deje = { $lance }: apustuari { -no_quiero } esan zitzaion; beraz, apustua egin zuen bikoteak berehala kobratu zuen. → { $team } +{ $points }
learn-count-nothing = Eskualdi honek ez du tantorik eman kontaketan.
learn-count-score = Tanteoa: zuen bikotea { $us }, aurkariak { $them }. { $tantos } tantora iristen den lehen bikoteak irabazten du jokoa.
learn-team-us = zuen bikotea
learn-team-them = aurkariak
learn-thread_name = Musa ikasten: { $name }
learn-opened = Zure praktika-mahaia prest dago hemen: { $thread }. Zuk bakarrik ikusten duzu.
learn-already = Praktika-mahai bat irekita duzu jada hemen: { $thread }. Jarraitu han, edo sakatu «Irten» bertan beste bat hasteko.
learn-closed = 👋 Praktika utzi duzu; ez du ezertarako balio. Itzuli nahi duzunean { COMMAND("mus aprender") } erabiliz.
learn-btn-leave = Irten
coach-btn = Aholkua
coach-table_note = 📘 Aholkuak dituen mahaia: ez du balio ez puntuaziorako ez sailkapenerako.
error-no_consejos = Mahai honek ez du aholkurik: mahaia irekitzean aktibatzen dira, { COMMAND("mus mesa") } aginduaren consejos aukerarekin.
error-learn_in_thread = Erabili { COMMAND("mus aprender") } testu-kanal batean, ez hari batean.
cmd-aprender = ikasi
cmd-aprender-desc = Musean jokatzen ikasi: zuretzat bakarrik den praktika-mahai bat, azalpenekin
cmd-opt-consejos-desc = «Aholkua» botoia jokalari bakoitzarentzat (mahaiak ez du balio sailkapenerako)
cmd-opt-personalidad-desc = Nola jokatzen duten mahai honetako botek (klubekoa, ezer aukeratzen ez baduzu)

## Every word drawn in the pictures.

render-pares-0 = Parerik ez
render-pares-1 = Parea
render-pares-2 = Mediak
render-pares-3 = Dobleak
render-juego = Jokoa: { $points }
render-punto = { -punto(form: "upper") }: { $points }
render-lance-grande = { -grande(form: "upper") }
render-lance-chica = { -chica(form: "upper") }
render-lance-pares = { -pares(form: "upper") }
render-lance-juego = Jokoa
render-lance-punto = { -punto(form: "upper") }
render-phase-mus = Mus?
render-phase-discard = Kartak bota
render-phase-hand_end = Kontaketa
render-phase-match_end = Amaiera
render-mus_rounds = Mus: { $n }
render-stake-none = Enbidorik ez
render-stake = Enbidoa: { $stake }
render-ordago = { -ordago(form: "upper") }!
render-hand_number = { $n }. eskualdia
render-reyes = { $n } errege
render-tantos = { $n } tantora
render-mano = esku
render-sena = { -sena }
render-declared-pares-yes = { -pares(form: "upper") }: bai
render-declared-pares-no = { -pares(form: "upper") }: ez
render-declared-juego-yes = Jokoa: bai
render-declared-juego-no = Jokoa: ez
render-juegos = Jokoak: { $n }/{ $of }
render-vacas = { -vaca(form: "upper-plural") }: { $n }/{ $of }
render-dentro = Barrura!
render-winner = Irabazleak
render-final-juegos = { $a }-{ $b } jokotan
render-final-vacas = { $a }-{ $b } { -vaca(form: "bare") }tan
render-lances-title = Jokaldiak
render-count-title = Kontaketa
render-outcome-playing = jokatzen
render-outcome-paso = pasoan
render-outcome-querido = { -quiero }: { $stake }
render-outcome-folded = { -no_quiero }
render-outcome-no_bet = { -envido(form: "part") } gabe
render-outcome-not_played = ez da jokatzen
render-outcome-ordago = { -ordago }!
render-why-paso = pasoan
render-why-envite = { -envido(form: "abs") }
render-why-deje = { -no_quiero }
render-why-pareja = parea
render-why-medias = mediak
render-why-duples = dobleak
render-why-juego31 = 31
render-why-juego = jokoa
render-why-punto = { -punto }
render-why-ordago = { -ordago }
render-lb-title = Sailkapena
render-lb-player = Jokalaria
render-lb-rating = Puntuazioa
render-lb-games = Partidak
render-lb-wins = Garaipenak
render-lb-empty = Oraindik ez dago partidarik
render-chart-title = Puntuazioaren bilakaera
render-chart-games = Partidak
render-chart-now = Orain: { $value }
render-chart-best = Onena: { $value }

## The terminal game (musbot play).

terminal-welcome = Musa terminalean. { $seat }. lekuan jokatzen duzu, { $partner } bikotekide duzula, { $rival1 } eta { EU($rival2, case: "ren") } aurka.
terminal-opponents = Botek «{ $level }» mailan jokatzen dute. Jokoa { $tantos } tantora jokatzen da; { -vaca(form: "ko") } jokoak: { $juegos }; partidako { -vaca(form: "plural") }: { $vacas }.
terminal-help = Idatzi aukera baten zenbakia eta sakatu Sartu. «q» irteteko.
terminal-you = Zu
terminal-turn = — Zure txanda ({ $what }) —
terminal-phase-mus = musa
terminal-phase-discard = kartak botatzea
terminal-hand = Zure kartak: { $cards } ({ $desc }).
terminal-position-mano = Esku zara (lehenengo hitz egiten duzu eta berdinketak irabazten dituzu).
terminal-position-postre = Atzekoa zara (azkena hitz egiten duzu).
terminal-position-other = { $name } da esku eta lehenengo hitz egiten du.
terminal-partner_senas = Zure bikotekidearen { -sena(form: "plural") }: { $senas }.
terminal-caught_senas = Aurkariei harrapatutako { -sena(form: "plural") }: { $senas }.
terminal-bet_state = Enbidoa ({ $lance }): { $stake } tanto; { -no_quiero } esanez gero, { $fold } tanto beste bikotearentzat.
terminal-bet_state-ordago = { -ordago(form: "upper") } ({ $lance })! { -quiero(form: "upper") } esanez gero, joko osoa jokaldi honetako kartekin erabakitzen da.
terminal-raise = beste { $amount }
terminal-menu = Zer egiten duzu?
terminal-discard_menu = Zein karta botatzen dituzu? Idatzi haien zenbakiak zuriunez bereizita (adibidez: 1 3).
terminal-prompt = >{ " " }
terminal-bad_choice = Ez dut «{ $text }» ulertzen. Idatzi 1etik { EU($n, case: "ra") } bitarteko zenbaki bat, edo «q» irteteko.
terminal-bad_discard = Ez dut «{ $text }» ulertzen. Aukeratu 1etik 4ra karta desberdin, haien zenbakiaz (1-4).
terminal-illegal = Hori ezin da egin orain ({ $rule } araua; ikus «musbot rules»). Aukeratu beste bat.
terminal-score = Tantoak: { $a } · { $b } · jokoak { $ja }–{ $jb } · { -vaca(form: "plural") } { $va }–{ $vb }
terminal-score-pair = { $pair } { $marks } ({ $points })
terminal-score-us = zuek
terminal-score-them = haiek
terminal-next_hand = Sartu hurrengo eskualdirako, «q» irteteko.
terminal-won = Zuen bikoteak irabazi du partida! Zorionak.
terminal-lost = Partida aurkarien bikotearentzat da. Beste batean izango da!
terminal-bye = Hurrengora arte!
terminal-count = Kontaketa:

## Tournaments on Discord: their messages, threads and commands.

tourn-table-title = 🏆 Txapelketako mahaia: lauen zain
cmd-sustituir = ordeztu
cmd-sustituir-desc = Bikote bateko jokalari bat ordeztu hurrengo partidatik aurrera (antolatzaileentzat)
cmd-retirar = kendu
cmd-retirar-desc = Bikote bat kendu: jokatzeke dituen norgehiagokak galduko ditu, ez aurkezteagatik (antolatzaileentzat)
cmd-opt-pareja-desc = Bikotearen zenbakia (txapelketaren mezuan)
cmd-opt-sale-desc = Irteten den jokalaria
cmd-opt-entra-desc = Sartzen den jokalaria
tourn-msg-pairs = Bikoteak
tourn-msg-ties = Jokatzen ari diren norgehiagokak
tourn-msg-held = geldituta
tourn-msg-entry-invited = erantzun gabeko gonbidapena
tourn-msg-entry-solo = bikotekide bila
cmd-opt-rol_torneos-desc = Txapelketak antola ditzaketen kideen rola (Zerbitzaria kudeatu baimenaz gain)
tourn-table-intro = Lekuak txapelketak jartzen ditu. Sakatu «Hemen nago»; partida lauak hemen zaudetenean hasiko da.
tourn-table-here = Hemen nago
tourn-table-missing = Falta direnak: { $players }
tourn-table-counted = Partida honek txapelketarako balio du; txapelketak irekiko du hurrengoa.
tourn-table-seated = Txapelketako mahaia da: lekuak txapelketak jartzen ditu, eta ez du botik onartzen.
tourn-table-no_rematch = Txapelketako mahaiak ez du errebantxarik: txapelketak irekiko du hurrengo partida.
tourn-held-paused = ⏸️ Txapelketa etenda dago: mahaiak itxaron egiten du, erlojurik gabe.
tourn-thread-hello =
    { $mentions }
    ⚔️ **{ $tournament }**: { $a } { EU($b, case: "ren") } aurka, { $number }. partida. Sakatu «Hemen nago» mahaian; norbait etortzen ez bada, norgehiagoka galdutzat emango da { $deadline }.
tourn-thread-next = ⚔️ **{ $tournament }**: { $a } { EU($b, case: "ren") } aurka, { $number }. partida.
tourn-msg-title = 🏆 { $name }
tourn-msg-format = { $format } · gehienez { $pairs } bikote · { $best_of } partidatik onena · { $tantos } tantora · { $seconds } s txandako
tourn-msg-status-signup = Izen-ematea irekita { $when } arte.
tourn-msg-status-running = Martxan: { $round }. txanda.
tourn-msg-status-paused = ⏸️ Etenda.
tourn-msg-status-finished = Amaituta.
tourn-msg-status-cancelled = Bertan behera.
tourn-msg-entries = Izena emandako bikoteak: { $pairs } · bikotekide bila: { $solos } · erantzun gabeko gonbidapenak: { $invited }
tourn-msg-champions = 🏆 Txapeldunak: { $pair }
tourn-msg-champion_b = 🏆 B multzoko txapeldunak: { $pair }
tourn-msg-no_champions = 🏁 Txapeldunik ez.
tourn-msg-commitment = Zozketaren konpromisoa: `{ $commitment }`
tourn-msg-id = { $id }. txapelketa · antolatzailea: { $organiser }
tourn-btn-pair = Bikotekidearekin izena eman
tourn-btn-solo = Bikotekide bila
tourn-btn-withdraw = Erretiratu
tourn-btn-confirm = Gonbidapena onartu
tourn-btn-decline = Gonbidapenari uko egin
tourn-btn-close_signup = Izen-ematea itxi eta zozketa egin
tourn-btn-pause = Eten
tourn-btn-resume = Berriro abiarazi
tourn-btn-cancel = Txapelketa bertan behera utzi
tourn-pick_partner = Aukeratu zure bikotekidea
tourn-ok-invited = Gonbidapena bidali zaio { EU($name, case: "ri") }: onartzen duenean izena emanda egongo zarete.
tourn-ok-solo = Izena emanda: izen-ematea ixtean norbaitekin elkartuko zaitugu.
tourn-ok-withdrawn = **{ $tournament }** txapelketatik erretiratu zara.
tourn-ok-confirmed = Onartuta: **{ $tournament }** txapelketan izena emanda zaudete.
tourn-ok-declined = Gonbidapenari uko egin diozu.
tourn-ok-done = Eginda.
tourn-ok-created = { $id }. txapelketa sortu da: txapelketaren mezua kanal honetan dago.
tourn-ok-result = { $match } norgehiagokaren emaitza idatzita.
tourn-refuse-permission = Txapelketak antolatzeko Zerbitzaria kudeatu baimena edo { $role } rola behar da.
tourn-refuse-bot_permissions = Baimenak falta zaizkit kanal honetan txapelketa eramateko: { $perms }. Ez da ezer sortu.
tourn-refuse-bad_pair = Ez dago { $pair } bikoterik { $match } norgehiagokan: aukeratu 1 (lehena) edo 2 (bigarrena), edo 0 inor etorri ez bada.
tourn-role-none = (bat ere ez)
cmd-torneo = txapelketa
cmd-torneo-desc = Zerbitzariaren txapelketak eta ligak
cmd-crear = sortu
cmd-crear-desc = Txapelketa bat sortu kanal honetan (antolatzaileentzat)
cmd-ver = ikusi
cmd-ver-desc = Txapelketa bat ikusi: koadroa edo sailkapena
cmd-resultado = emaitza
cmd-resultado-desc = Norgehiagoka baten emaitza idatzi edo zuzendu (antolatzaileentzat)
cmd-reanudar = jarraitu
cmd-reanudar-desc = Mahaia desagertu zaion norgehiagoka berriro abiarazi (antolatzaileentzat)
cmd-opt-nombre-desc = Txapelketaren izena
cmd-opt-formato-desc = Txapelketaren formatua

## The formats' names (the choices of crear, the tournament's message) and their stages' (a round's notice)
tourn-format-eliminatoria = Kanporaketa
tourn-format-liguilla = Multzoak eta kanporaketa
tourn-format-suizo = Suitzar sistema
tourn-format-liga = Liga
tourn-stage-eliminatoria = kanporaketa
tourn-stage-grupo = { $n }. multzoa
tourn-stage-suizo = suitzar sistema
tourn-stage-jornada = { $n }. jardunaldia
tourn-format-ceros = Zerotara
tourn-stage-A = A multzoa
tourn-stage-B = B multzoa

cmd-opt-cierre-desc = Izen-ematea itxi arteko minutuak
cmd-opt-parejas-desc = Gehienez zenbat bikote
cmd-opt-mejor_de-desc = Partidak norgehiagoka bakoitzeko: 1, 3 edo 5etik onena
cmd-opt-espera-desc = Norgehiagoka ez agertzeagatik galdutzat eman aurretik itxaron beharreko minutuak
cmd-opt-privado-desc = Hari pribatuak norgehiagoketarako (ikuslerik gabe)
cmd-opt-rondas-desc = Suitzar sistema: zenbat txanda (0: behar direnak)
cmd-opt-rol-desc = Txapeldunek jasotzen duten rola
cmd-opt-torneo-desc = Txapelketaren zenbakia
cmd-opt-enfrentamiento-desc = Norgehiagokaren zenbakia
cmd-opt-ganadora-desc = Bikote irabazlea: 1 edo 2 (0: bat ere ez zen etorri)
cmd-opt-anular-desc = Norgehiagoka baliogabetu eta berriro jokatu

## Tournaments on Discord: a liga's options.

cmd-opt-jornada-desc = liga: jardunaldi bakoitzak zenbat ordu irauten duen (168: aste bat)
cmd-opt-ida_vuelta-desc = liga: joan-etorria (bi bikote bakoitzak bi aldiz jokatzen dute elkarren aurka)
tourn-btn-pairs = Bikoteak ikusi
tourn-msg-more_pairs =
    { $n ->
        [one] … eta beste { $n }: sakatu «Bikoteak ikusi».
       *[other] … eta beste { $n }: sakatu «Bikoteak ikusi».
    }
tourn-pairs-page =
    { $n ->
        [one] **{ $tournament }** · bikote { $n } · { $page }/{ $pages } orria
       *[other] **{ $tournament }** · { $n } bikote · { $page }/{ $pages } orria
    }
tourn-pairs-none = Oraindik bikote batek ere ez du izena eman.

## Tournaments and leagues: refusals, notices, the pictures' words.

tourn-error-format = Formatu ezezaguna: aukeratu hauetako bat: { $formats }.
tourn-error-rules = Arau horiek ez dute balio: { $detail }
tourn-error-best_of = Norgehiagoka bakoitzean 1, 3 edo 5 partidatik onenak irabazten du.
tourn-error-max_pairs = Bikote kopuru handiena 2tik { EU($most, case: "ra") } bitartekoa da.
tourn-error-grace = Norgehiagoka ez-aurkeztutzat eman aurreko itxaronaldia 1 eta { $most } minutu artekoa da.
tourn-error-seconds = Txandako segundoak 10etik 600era bitartekoak dira.
tourn-error-group_size = Multzoek 3tik 6ra bikote dituzte.
tourn-error-advance = { $size } bikoteko multzo bakoitzetik gutxienez bikote bat igarotzen da, eta gehienez { $size } ken bat.
tourn-error-rounds = Txanda kopurua 0tik { EU($most, case: "ra") } bitartekoa da (0: behar direnak).
tourn-error-period = Jardunaldi bakoitzak ordubete eta 31 egun artean iraun behar du.
tourn-error-name = Txapelketaren izenak 1 eta { $most } karaktere artean izan behar ditu.
tourn-error-close_past = Izen-ematea etorkizunean itxi behar da.
tourn-error-close_far = Izen-ematea ezin da { $days } egun baino beranduago itxi.
tourn-error-no_tournament = Ez dago { $id } txapelketarik.
tourn-error-signup_closed = Txapelketa honetako izen-ematea itxita dago.
tourn-error-self_partner = Zure bikotekidea beste norbait izan behar da.
tourn-error-already_in = Txapelketa honetan izena emanda zaude dagoeneko ({ EU($name, case: "rekin") }). Erretiratu lehenik aldatu nahi baduzu.
tourn-error-invitation_pending = { $name }, gonbidapen bat duzu zain txapelketa honetan: onartu edo baztertu lehenik.
tourn-error-partner_taken = { EU($name, case: "k") } izena emanda du dagoeneko txapelketa honetan.
tourn-error-full = Txapelketa beteta dago ({ $most } bikote).
tourn-error-no_invitation = Ez duzu gonbidapenik zain txapelketa honetan.
tourn-error-not_in = Ez duzu izenik eman txapelketa honetan.
tourn-error-already_drawn = Txapelketa honen zozketa eginda dago dagoeneko.
tourn-error-not_running = Txapelketa hau ez dago martxan.
tourn-error-not_organiser = Txapelketaren antolatzaileek bakarrik egin dezakete hau.
tourn-error-changed = Txapelketa aldatu egin da begiratu zenuenetik (beste antolatzaile bat aurreratu zaizu). Begiratu berriro.
tourn-error-no_match = Ez dago { $match } norgehiagokarik.
tourn-error-not_in_match = Bikote horrek ez du { $match } norgehiagoka jokatzen.
tourn-error-bad_score = Emaitza ezinezkoa: { $best_of } partidatik onenean, irabazlea { EU($need, case: "ra") } iristen da eta galtzailea azpitik geratzen da.
tourn-error-already_recorded = Emaitza hori jasota zegoen dagoeneko.
tourn-error-later_drawn = Emaitza honen menpe dagoena jokatuta edo zozketatuta dago: baliogabetu hori lehenik.
tourn-error-not_in_pair = Pertsona hori ez dago bikote horretan.
tourn-error-already_paused = Txapelketa etenda dago dagoeneko.
tourn-error-not_paused = Txapelketa ez dago etenda.
tourn-error-not_held = { $match } norgehiagoka ez dago geldituta.
tourn-error-not_saved = Ezin izan da gorde; ez da ezer aldatu. Saiatu berriro.
tourn-notice-created = 🏆 **{ $name }** txapelketa irekita dago. Zozketaren konpromisoa (hazi sekretuaren SHA-256): `{ $commitment }`
tourn-notice-invited = { EU($name, case: "k") } **{ $tournament }** zurekin jokatu nahi du. Onartzen duzu?
tourn-notice-confirmed = { EU($name, case: "k") } onartu du: **{ $tournament }** txapelketan izena emanda zaudete.
tourn-notice-declined = { EU($name, case: "k") } ez du **{ $tournament }** zurekin jokatu nahi; beste bikotekide batekin eman dezakezu izena.
tourn-notice-expired = { EU($name, case: "k") } ez du garaiz erantzun: ez duzue izenik eman **{ $tournament }** txapelketan.
tourn-notice-partner_withdrew = Zure bikotekidea **{ $tournament }** txapelketatik erretiratu da.
tourn-notice-paired = **{ $tournament }** txapelketan elkarrekin jokatuko duzue: { $pair }.
tourn-notice-unpaired = **{ $tournament }** txapelketan ez da inor geratu zurekin bikotea osatzeko: barkatu.
tourn-notice-too_few = **{ $tournament }** bertan behera geratu da: gutxienez bi bikote behar dira.
tourn-notice-drawn = 🎲 **{ $tournament }** txapelketaren zozketa egin da, { $pairs } bikoterekin. Hazia: `{ $seed }` (edonork egiazta dezake `musbot tournament verify` erabiliz).
tourn-notice-round = ▶️ **{ $tournament }**: { $round }. txanda hasten da ({ $stage }).
tourn-notice-match_open = ⚔️ **{ $tournament }**: { $a } { EU($b, case: "ren") } aurka, { $number }. partida. Mahaira!
tourn-notice-result = **{ $tournament }**: { $a } – { $b } { $score }{ $juegos ->
        [none] {""}
       *[other] {" "}({ $juegos } jokoetan)
    }; { $winner } irabazle.
tourn-notice-walkover = **{ $tournament }**: { $a } – { $b }, bikote bat ez da aurkeztu; { $winner } irabazle.
tourn-notice-walkover_both = **{ $tournament }**: { $a } – { $b }, bietako bat ere ez da aurkeztu; inork ez du irabazi.
tourn-notice-champion = 🏆 { $pair }: **{ $tournament }** txapelketaren txapeldunak!
tourn-notice-no_champion_final = 🏁 **{ $tournament }** txapeldunik gabe amaitu da: inork ez du irabazi { EU($pairs, case: "ren") } arteko finala.
tourn-notice-no_champion_shared = 🏁 **{ $tournament }** txapeldunik gabe amaitu da: { $pairs } lehen postuan berdinduta daude, berdinketa hausteko irizpide guztietan ere bai.
tourn-notice-no_champion_nobody = 🏁 **{ $tournament }** txapeldunik gabe amaitu da: ez da bikoterik irabaztera iritsi.
tourn-notice-unfinished = **{ $tournament }**: { $match } norgehiagoka ez da bere jardunaldian amaitu; erabaki emaitza { COMMAND("mus torneo resultado") } erabiliz.
tourn-notice-table_lost = **{ $tournament }**: { $match } norgehiagokaren mahaia desagertu da; norgehiagoka geldituta dago berriro abiarazi arte.
tourn-notice-corrected = **{ $tournament }**: antolatzaileek { $match } norgehiagokaren emaitza zuzendu dute.
tourn-notice-voided = **{ $tournament }**: { $match } norgehiagoka baliogabetu da eta berriro jokatuko da.
tourn-notice-replaced = **{ $tournament }**: { $name } bikotean sartzen da.
tourn-notice-removed = **{ $tournament }**: antolatzaileek { $pair } kendu dute txapelketatik; jokatzeke dituzten norgehiagokak galdutzat ematen dira, ez aurkezteagatik.
tourn-notice-withdrawn = **{ $tournament }**: { $pair } erretiratu dira; jokatzeke dituzten norgehiagokak galdutzat ematen dira, ez aurkezteagatik.
tourn-notice-paused = ⏸️ **{ $tournament }** etenda dago.
tourn-notice-resumed = ▶️ **{ $tournament }** aurrera doa.
tourn-notice-cancelled = **{ $tournament }** bertan behera geratu da.
tourn-pic-bracket = Koadroa
tourn-pic-standings = Sailkapena
tourn-pic-groups = Multzoak
tourn-pic-group = { $n }. multzoa
tourn-pic-final = Finala
tourn-pic-semi = Finalerdiak
tourn-pic-quarter = Final-laurdenak
tourn-pic-round_of = { EU($n, case: "ko") } txanda
tourn-pic-section = { $n }/{ $of } zatia
tourn-pic-bye = atsedena
tourn-pic-walkover = ez aurk.
tourn-pic-waiting = erabakitzeke
tourn-pic-champion = Txapeldunak
tourn-pic-col-pair = Bikotea
tourn-pic-col-won = I
tourn-pic-col-lost = G
tourn-pic-col-juegos = ±J
tourn-pic-col-tantos = ±T
tourn-pic-col-points = Pt
tourn-pic-col-buchholz = Bch
tourn-pic-col-byes = At
tourn-pic-col-walkovers = EA
tourn-pic-col-head_to_head = AA
tourn-pic-order-swiss = Ordena: 1 puntuak (Pt) · 2 Buchholz (Bch) · 3 joko-aldea (±J) · 4 tanto-aldea (±T) · guztian berdin daudenek postua partekatzen dute
tourn-pic-key-swiss = Pt = I + At · I irabazitako norgehiagokak, ez-aurkeztuak barne · G galdutakoak · At atseden-txandak (puntu bat bakoitza) · EA aurkaria agertu ez delako irabazitakoak · Bch aurkarien puntuen batura
tourn-pic-order-rr = Ordena: 1 irabazitako norgehiagokak (I) · 2 aurrez aurrekoa (AA) · 3 joko-aldea (±J) · 4 tanto-aldea (±T) · guztian berdin daudenek postua partekatzen dute
tourn-pic-key-rr = I irabazitakoak, ez-aurkeztuak barne · G galdutakoak · EA aurkaria agertu ez delako irabazitakoak · AA I berdina duten bikoteen arteko garaipenak
tourn-pic-advance =
    { $n ->
        [one] Multzo bakoitzeko lehena igarotzen da.
       *[other] Multzo bakoitzeko lehen { $n }ak igarotzen dira.
    }
tourn-pic-empty = Oraindik ez dago emaitzarik

## Tournaments: ties played at a real table, lateness, substitutes and sanctions.

cmd-presencial = aurrez-aurre
cmd-presencial-desc = Norgehiagoka benetako mahai batean; bikoteek emaitza jakinarazten dute (antolatzaileentzat)
cmd-sancion = zigorra
cmd-sancion-desc = Bikote bat zigortu: abisua, joko bat galduta edo kanporatzea, arrazoiarekin (antolatzaileentzat)
cmd-sancion-warning = abisua
cmd-sancion-juego = joko bat galduta
cmd-sancion-disqualification = kanporatzea
cmd-reglamento = araudia
cmd-reglamento-desc = Txapelketaren klub-arauak: aurrez aurre, berrespena, ordezkoak, berandutzeak (antolatzaileentzat)
cmd-opt-presencial-desc = Norgehiagokak benetako mahaietan: bikoteek hemen jakinarazten dute emaitza
cmd-opt-partidas-desc = 1. eta 2. bikoteen partidak, adibidez 2-1
cmd-opt-juegos_tie-desc = 1. eta 2. bikoteen jokoak, adibidez 5-3
cmd-opt-tipo-desc = Zein zigor
cmd-opt-motivo-desc = Zergatik (denek ikusten dute)
cmd-opt-confirmacion-desc = Inork erantzun ez dion emaitza bat berretsitzat jotzeko minutuak
cmd-opt-sustitutos-desc = Bikote bakoitzean txapelketan ordez daitezkeen jokalariak (0tik 2ra)
cmd-opt-retraso_gracia-desc = Zigorrik gabeko berandutze-minutuak
cmd-opt-retraso_juego-desc = Gero, joko bat galduta hainbat minutuko berandutze bakoitzeko (0: bat ere ez)
tourn-btn-report = Emaitza jakinarazi
tourn-btn-absent = Ez dira aurkeztu
tourn-btn-confirm_report = Berretsi
tourn-btn-dispute = Ez da hala
tourn-form-title = { $match } norgehiagokaren emaitza
tourn-form-ours = Zuen bikoteak irabazitako partidak
tourn-form-theirs = Beste bikoteak irabazitako partidak
tourn-form-juegos_ours = Zuen bikotearen jokoak
tourn-form-juegos_theirs = Beste bikotearen jokoak
tourn-ok-reported = Jasota: beste bikoteak berretsi behar du.
tourn-ok-confirmed_report = Berretsita: emaitzak balio du.
tourn-ok-disputed = Antolatzaileei jakinarazi diegu: haiek erabakiko dute emaitza.
tourn-msg-tie-presencial = aurrez aurre
tourn-msg-tie-reported = emaitza berretsi gabe
tourn-msg-tie-disputed = emaitza eztabaidan
tourn-msg-sanction-warning =
    { $n ->
        [one] abisu { $n }
       *[other] { $n } abisu
    }
tourn-msg-sanction-juego =
    { $n ->
        [one] zigor-joko { $n }
       *[other] { $n } zigor-joko
    }
tourn-msg-sanction-disqualification = kanporatuta
tourn-notice-presencial_open = **{ $tournament }**: { $a } eta { $b } benetako mahai batean jokatzen dute ({ $match }. norgehiagoka). Bukatzean, bikote batek «Emaitza jakinarazi» sakatzen du eta besteak berresten du. Beste bikotea ez bada etortzen, «Ez dira aurkeztu».
tourn-notice-presencial_moved = **{ $tournament }**: { $a } eta { $b } benetako mahai batean jokatuko dute orain ({ $match }. norgehiagoka); botaren mahaia itxita dago. Bukatzean, bikote batek «Emaitza jakinarazi» sakatzen du eta besteak berresten du. Beste bikotea ez bada etortzen, «Ez dira aurkeztu».
tourn-notice-reported = **{ $tournament }**: { $pair } bikotearen arabera, { $match }. norgehiagoka ({ $a } – { $b }) { $score } bukatu zen partidetan eta { $juegos } jokoetan. Hala da? Inork erantzuten ez badu, berretsita geratuko da { $until }.
tourn-notice-reported_absent = **{ $tournament }**: { $pair } bikotearen arabera, ez zarete { $match }. norgehiagokara ({ $a } – { $b }) aurkeztu. Hala da? Inork erantzuten ez badu, ez aurkezteagatik galduko duzue { $until }.
tourn-notice-disputed = **{ $tournament }**: { $match }. norgehiagokaren emaitza ({ $a } – { $b }, { $score }) eztabaidan dago. Erabaki ezazu { COMMAND("mus torneo resultado") } erabiliz ({ $id }. txapelketa, { $match }. norgehiagoka).
tourn-notice-reported_result = **{ $tournament }**: { $a } – { $b } { $score } (bikoteek jakinarazia{ $juegos ->
        [none] {""}
       *[other] , { $juegos } jokoetan
    }); { $winner } irabazle.
tourn-notice-reported_walkover = **{ $tournament }**: { $a } – { $b }, bikote bat ez da aurkeztu (bikoteek jakinarazia); { $winner } irabazle.
tourn-notice-late = **{ $tournament }**: { $pair } bikotea { $minutes } minutu berandu iritsi da { $match }. norgehiagokara, eta { $juegos ->
        [one] joko { $juegos }
       *[other] { $juegos } joko
    } galdu ditu.
tourn-notice-late_ahead = **{ $tournament }**: { $pair } bikotea { $minutes } minutu berandu iritsi da { $match }. norgehiagokara, eta { $juegos ->
        [one] joko { $juegos }
       *[other] { $juegos } joko
    } galdu ditu: { $rival } bikoteak { $ahead ->
        [one] joko bat
       *[other] { $ahead } joko
    } irabazita hasiko du partida.
tourn-notice-late_won = **{ $tournament }**: { $pair } bikotea { $minutes } minutu berandu iritsi da { $match }. norgehiagokara, eta { $juegos ->
        [one] joko { $juegos }
       *[other] { $juegos } joko
    } galdu ditu: partida { $rival } bikotearentzat da, kartarik banatu gabe.
tourn-notice-sanction_warning = **{ $tournament }**: abisua { $pair } bikoteari. Arrazoia: { $reason }
tourn-notice-sanction_juego = **{ $tournament }**: { $pair } bikoteak joko bat galdu du zigor gisa. Arrazoia: { $reason }
tourn-notice-sanction_disqualification = **{ $tournament }**: { $pair } bikotea kanporatuta geratu da. Arrazoia: { $reason }
tourn-error-confirm_minutes = Emaitza bat berresteko denbora { $least } eta { $most } minutu artekoa da.
tourn-error-substitutes = Bikote bakoitzak 0tik { $most } jokalarira ordez ditzake.
tourn-error-late_grace = Zigorrik gabeko berandutze-minutuak itxarotea ({ $most }) baino gutxiago izan behar dira.
tourn-error-late_step = Galdutako joko bakoitzeko berandutze-minutuak 0tik (bat ere ez) { $most } artekoak dira.
tourn-error-bad_juegos = Joko ezinezkoak: partida bakoitza { $juegos } jokorekin irabazten da, eta partidetako emaitza horrekin ez dira joko horiek ateratzen.
tourn-error-score_text = «{ $text }» ez da emaitza bat: idatzi zenbakiak, 2-1 bezala.
tourn-error-reason = Arrazoiak gehienez { $most } karaktere ditu.
tourn-error-in_other_pair = { $name } beste bikote batean ari da jokatzen ({ $pair }. bikotean).
tourn-error-substitutes_used =
    Bikote honek erabili ditu dagoeneko txapelketako { $most ->
        [one] ordezkoa
       *[other] { $most } ordezkoak
    }.
tourn-error-tie_decided = { $match }. norgehiagoka erabakita dago dagoeneko.
tourn-error-already_presencial = { $match }. norgehiagoka aurrez aurre jokatzen da dagoeneko.
tourn-error-tie_started = { $match }. norgehiagokan partidaren bat jokatu da dagoeneko botean.
tourn-error-not_presencial = { $match }. norgehiagoka botaren mahaian jokatzen da: emaitza mahaitik dator.
tourn-error-not_in_tie = Ez zara { $match }. norgehiagokan ari jokatzen.
tourn-error-tie_not_open = { $match }. norgehiagoka ez dago orain martxan.
tourn-error-disputed = { $match }. norgehiagokaren emaitza eztabaidan dago: antolatzaileek erabakiko dute.
tourn-error-already_reported = { $match }. norgehiagokaren emaitza jakinarazi da dagoeneko: beste bikoteak berretsi behar du oraindik.
tourn-error-juegos_needed = Esan bikote bakoitzaren jokoak ere: sailkapenak kontuan hartzen ditu.
tourn-error-too_early =
    Oraindik ez: norgehiagoka { $minutes } minutura galtzen da. { $left ->
        [one] Minutu { $left } falta da.
       *[other] { $left } minutu falta dira.
    }
tourn-error-no_report = { $match }. norgehiagokan ez dago berresteko emaitzarik.
tourn-error-own_report = Emaitza hori zure bikoteak jakinarazi du: besteak berretsi behar du.
tourn-error-sanction_kind = Zigor hori ez dago: abisua, joko bat galduta edo kanporatzea.
tourn-error-not_a_pair = { $pair }. bikotea ez dago txapelketa honetan jokatzen.
tourn-error-sanction_tie = { $pair }. bikoteak ez du norgehiagokarik martxan: esan zein norgehiagokatan galtzen duen jokoa.

## Zerotarako formatua eta bikoteen etiketak.

cmd-opt-ceros-desc = ceros: bikotea kanpoan geratzen da horrenbeste partida galtzean (1-9)
cmd-opt-grupo_b-desc = ceros: lehen txandetan kanporatutakoek B multzoa jokatzen dute, horrenbeste zerotara (0: ez)
tourn-error-ceros = Zerotarako txapelketan, bikotea kanpoan geratzen da 1etik 9ra bitarteko partida galtzean.
tourn-error-grupo_b = B multzoa 1etik 8ra bitarteko zerotara jokatzen da (0: B multzorik ez).
tourn-error-tag_long = Bikote baten etiketak gehienez { $most } karaktere ditu.
tourn-error-tag_mentions = Etiketak ezin du inor aipatu: idatzi kluba edo herria testu arrunt gisa.
tourn-error-tag_no_pair = Izena emandako bikoteak bakarrik izan dezake etiketa: eman izena lehenago zure bikotearekin (antolatzaileek: bikotearen zenbakia adierazi).
tourn-ok-tag = Etiketa gorde da: zozketak etiketa bereko bikoteak bereizten ditu ahal duen guztietan.
tourn-ok-tag_none = Etiketa kendu da.
cmd-etiqueta = etiketa
cmd-etiqueta-desc = Zure bikoteari etiketa jarri (kluba, herria): zozketak berdinak bereizten ditu
cmd-opt-etiqueta-desc = Kluba edo herria (gehienez 40 karaktere; hutsik: bat ere ez)
cmd-opt-pareja_etiqueta-desc = Antolatzaileek: bikotearen zenbakia (hutsik: zurea)
tourn-notice-champion_b = 🏆 { $pair }: **{ $tournament }** txapelketako B multzoaren txapeldunak!
tourn-pic-ceros = Zeroak
tourn-pic-ceros-stage_a = A multzoa · { $n } zerotara
tourn-pic-ceros-stage_b = B multzoa · { $n } zerotara
tourn-pic-col-ceros = Zeroak
tourn-pic-key-ceros = Lauki bakoitza: bikotearen zeroak txanda ondoren · zero bat galdutako partida bat da · berdea irabazia · gorria galdua · grisa – atsedena · gorri iluna: kanpoan · Ordena: lehenik oraindik jokoan daudenak · gero zero gutxiago · gainditutako txandak · irabazitako norgehiagokak · joko-aldea (±J) · tanto-aldea (±T)
tourn-pic-mark-warning = { $n } A
tourn-pic-mark-juego = -{ $n } J
tourn-pic-mark-disqualified = KANP.
tourn-pic-key-sanctions = Zigorrak: 1 A abisu bat · -1 J zigor-joko bat, zigorrez galdutako jokoa · KANP. bikotea kanporatuta, izena marratuta
tourn-pic-ceros-latest =
    { $n ->
        [one] Azken txanda bakarrik ikusten da.
       *[other] Azken { $n } txandak bakarrik ikusten dira.
    }
alt-ceros = { $title } txapelketaren zeroak
alt-ceros-in = { $place }. { $name }: { $ceros }/{ $limit } zero, oraindik jokoan
alt-ceros-out = { $place }. { $name }: kanpoan { $round }. txandan
