"""The tutorial's and the coach's words on Discord: ``/mus aprender``, the explanations of each
phase and lance (``learn.<topic>``, ``musbot.tables.tutorial``), the count explained line by
line (``learn.count.*``), the *Consejo* button and the ``consejos`` option.

Every lesson gets the same parameters: ``{partner}``, ``{left}``, ``{right}`` (names),
``{mano}`` (the mano's name), ``{tantos}`` (the target of a juego). Names stand where no Basque
case ending is needed. A count line ends in ``→ {team} +{points}``, so that no language has to
decline the team's words.
"""

from __future__ import annotations

_ES: dict[str, str] = {
    "learn.welcome.title": "👋 Tu mesa de práctica",
    "learn.welcome": (
        "Juegas con tu compañero {partner}, sentado enfrente, contra {left} y {right}. Cada mano "
        "tiene cuatro lances (grande, chica, pares y juego) y cada lance da tantos a la pareja que "
        "lo gana; la primera pareja que llega a {tantos} tantos gana el juego.\n"
        "Pulsa «Mis cartas» para ver tu mano y jugar, y «Consejo» cuando no sepas qué hacer. "
        "Te iré explicando cada cosa la primera vez que salga. Esta mesa no cuenta para el ranking."
    ),
    "learn.mus.title": "🃏 El mus",
    "learn.mus": (
        "Antes de los lances, cada uno dice «mus» si quiere cambiar cartas o «no hay mus» si le "
        "vale su mano. Si los cuatro dicen mus, todos descartan y reciben cartas nuevas; en cuanto "
        "uno corta con «no hay mus», se juega con las cartas que hay.\n"
        "Habla primero el mano (en esta mano, {mano}), que además gana los empates."
    ),
    "learn.discard.title": "♻️ El descarte",
    "learn.discard": (
        "En «Mis cartas» eliges de 1 a 4 cartas para descartar y recibes otras tantas. Guarda lo "
        "que te sirve: reyes para la grande, ases para la chica, cartas iguales para los pares, "
        "figuras y sietes para el juego."
    ),
    "learn.grande.title": "⬆️ La grande",
    "learn.grande": (
        "En la grande gana la mano más alta: se compara la carta más alta de cada uno, luego la "
        "siguiente, y así. El rey es la mejor (aquí cada 3 cuenta como un rey y cada 2 como un "
        "as), después caballo, sota, 7, 6, 5, 4 y as. Si dos manos son iguales, gana la más "
        "cercana al mano."
    ),
    "learn.betting.title": "🗣️ Las palabras de cada lance",
    "learn.betting": (
        "En cada lance se habla por turno: «paso» (no apuestas), «envido» (apuestas 2 tantos, o los "
        "que digas), «quiero» (aceptas: los cobra en el recuento la pareja con mejor mano), «no "
        "quiero» (rechazas: la pareja que apostó se lleva 1 tanto, o lo apostado antes, en ese "
        "momento), «envido más» (subes la apuesta) y «órdago» (se apuesta el juego entero: si lo "
        "quieren, la mejor mano gana el juego).\n"
        "Si todos dicen paso, la grande y la chica valen 1 en paso en el recuento."
    ),
    "learn.chica.title": "⬇️ La chica",
    "learn.chica": (
        "La chica es al revés que la grande: gana la mano más baja. El as es la mejor carta (y cada "
        "2, que cuenta como as), después 4, 5, 6, 7, sota, caballo y rey."
    ),
    "learn.sena.title": "✋ Las señas",
    "learn.sena": (
        "Una seña es un gesto que le haces a tu compañero para contarle lo que llevas (dos reyes, "
        "duples, 31…) sin que lo sepan los rivales, que a veces la pillan. En «Mis cartas» ves las "
        "señas de tu compañero y puedes hacerle las tuyas; solo puedes hacer las que son verdad "
        "para tu mano."
    ),
    "learn.pares.title": "👯 Los pares",
    "learn.pares": (
        "Cada uno dice si lleva pares, es decir, dos o más cartas iguales, y solo hablan quienes "
        "los llevan. Una pareja (dos iguales) vale 1 tanto, medias (tres iguales) 2 y duples (dos "
        "parejas, o cuatro iguales) 3. En el recuento cobra los pares de los dos compañeros la "
        "pareja con los mejores."
    ),
    "learn.juego.title": "🎯 El juego",
    "learn.juego": (
        "Para el juego se suman las cartas: las figuras (y cada 3) valen 10, las demás lo que "
        "marcan (cada 2 vale 1). Con 31 o más se tiene juego. El mejor es 31, luego 32, 40, 37, 36, "
        "35, 34 y 33. En el recuento, un 31 vale 3 tantos y cualquier otro juego 2, por cada "
        "jugador de la pareja ganadora que lo tenga."
    ),
    "learn.punto.title": "🔢 El punto",
    "learn.punto": (
        "Si nadie tiene juego, se juega al punto: gana la mano que más suma (como mucho 30), y vale "
        "1 tanto en el recuento."
    ),
    "learn.count.title": "📋 El recuento de la mano {hand}, línea a línea",
    "learn.count.paso": "{lance}: nadie apostó, así que vale 1 en paso para la mejor mano, la de {name}. → {team} +{points}",
    "learn.count.envite": "{lance}: la apuesta se quiso y la cobra la mejor mano, la de {name}. → {team} +{points}",
    "learn.count.pares": "{lance}: {name} lleva pares y esa pareja tiene los mejores. → {team} +{points}",
    "learn.count.pares.folded": "{lance}: {name} lleva pares, y el lance es de esa pareja porque la otra no quiso la apuesta. → {team} +{points}",
    "learn.count.punto.folded": "{lance}: la otra pareja no quiso la apuesta, así que el punto vale 1 para la pareja que apostó. → {team} +{points}",
    "learn.count.juego31": "{lance}: {name} tiene 31, el mejor juego, que vale 3. → {team} +{points}",
    "learn.count.juego": "{lance}: {name} tiene juego (no de 31), que vale 2. → {team} +{points}",
    "learn.count.punto": "{lance}: nadie tenía juego y la mano que más suma es la de {name}. → {team} +{points}",
    "learn.count.ordago": "{lance}: el órdago se quiso y lo gana la mano de {name}: esa pareja gana el juego.",
    "learn.count.deje": "{lance}: a la apuesta se dijo no quiero, así que la pareja que apostó cobró en el momento. → {team} +{points}",
    "learn.count.nothing": "Esta mano no dio tantos en el recuento.",
    "learn.count.score": "Tanteo: vosotros {us}, los rivales {them}. Gana el juego la primera pareja que llegue a {tantos}.",
    "learn.team.us": "vosotros",
    "learn.team.them": "los rivales",
    "learn.thread_name": "Aprender mus con {name}",
    "learn.opened": "Tu mesa de práctica está lista en {thread}: solo la ves tú.",
    "learn.already": "Ya tienes una mesa de práctica abierta en {thread}: sigue allí, o pulsa «Salir» en ella para empezar otra.",
    "learn.closed": "👋 Has dejado la práctica; no cuenta para nada. Vuelve cuando quieras con /mus aprender.",
    "learn.btn.leave": "Salir",
    "coach.btn": "Consejo",
    "coach.table_note": "📘 Mesa con consejos: no cuenta para el rating ni para el ranking.",
    "error.no_consejos": "Esta mesa no tiene consejos: se activan al abrirla, con la opción consejos de /mus mesa.",
    "error.learn_in_thread": "Usa /mus aprender en un canal de texto, no dentro de un hilo.",
    "cmd.aprender": "aprender",
    "cmd.aprender.desc": "Aprender a jugar al mus: una mesa de práctica solo para ti, con explicaciones",
    "cmd.opt.consejos.desc": "Botón «Consejo» para cada jugador (la mesa no cuenta para el ranking)",
    "cmd.opt.personalidad.desc": "Cómo juegan los bots de esta mesa (de club si no eliges)",
}

_EN: dict[str, str] = {
    "learn.welcome.title": "👋 Your practice table",
    "learn.welcome": (
        "You play with your partner {partner}, sitting opposite you, against {left} and {right}. "
        "Every hand has four lances (grande, chica, pares and juego) and each lance gives points "
        "to the team that wins it; the first team to reach {tantos} points wins the game.\n"
        "Press “My cards” to see your hand and play, and “Advice” whenever you are unsure. I will "
        "explain each thing the first time it comes up. This table does not count for the ranking."
    ),
    "learn.mus.title": "🃏 The mus",
    "learn.mus": (
        "Before the lances, each player says “mus” to change cards or “no mus” to keep the hand. "
        "If all four say mus, everybody discards and gets new cards; as soon as one says no mus, "
        "the hand is played with the cards as they are.\n"
        "The mano speaks first (this hand: {mano}) and also wins ties."
    ),
    "learn.discard.title": "♻️ The discard",
    "learn.discard": (
        "In “My cards” you pick 1 to 4 cards to discard and get as many new ones. Keep what helps: "
        "kings for grande, aces for chica, cards of a rank for pares, figures and sevens for juego."
    ),
    "learn.grande.title": "⬆️ Grande",
    "learn.grande": (
        "At grande the highest hand wins: the highest card of each hand is compared, then the next "
        "one, and so on. The king is best (here every 3 counts as a king and every 2 as an ace), "
        "then the horse, the jack, 7, 6, 5, 4 and the ace. Between equal hands, the one nearest "
        "the mano wins."
    ),
    "learn.betting.title": "🗣️ The words of every lance",
    "learn.betting": (
        "In each lance the players speak in turn: “paso” (no bet), “envido” (a bet of 2 points, or "
        "any amount), “quiero” (accept: the team with the better hand takes it at the count), “no "
        "quiero” (refuse: the betting team takes 1 point, or the bet before, at once), “envido más” "
        "(raise) and “órdago” (the whole game is at stake: if accepted, the better hand wins the "
        "game).\n"
        "If everybody says paso, grande and chica are worth 1 en paso at the count."
    ),
    "learn.chica.title": "⬇️ Chica",
    "learn.chica": (
        "Chica is grande the other way round: the lowest hand wins. The ace is best (and every 2, "
        "which counts as an ace), then 4, 5, 6, 7, the jack, the horse and the king."
    ),
    "learn.sena.title": "✋ Señas",
    "learn.sena": (
        "A seña is a gesture to your partner telling what you hold (two kings, duples, 31…) "
        "without the rivals knowing, though they sometimes catch it. In “My cards” you see your "
        "partner's señas and make your own; you can only make the ones that are true for your hand."
    ),
    "learn.pares.title": "👯 Pares",
    "learn.pares": (
        "Each player says whether they hold pares, that is two or more cards of a rank, and only "
        "those who do take part. A pair is worth 1 point, medias (three of a rank) 2 and duples "
        "(two pairs, or four of a rank) 3. At the count, the team with the best pares takes the "
        "pares of both partners."
    ),
    "learn.juego.title": "🎯 Juego",
    "learn.juego": (
        "For juego the cards are added up: figures (and every 3) are worth 10, the others their "
        "number (every 2 is 1). With 31 or more you have juego. The best is 31, then 32, 40, 37, "
        "36, 35, 34 and 33. At the count a 31 is worth 3 points and any other juego 2, for each "
        "player of the winning team who holds one."
    ),
    "learn.punto.title": "🔢 Punto",
    "learn.punto": (
        "If nobody has juego, punto is played instead: the hand with the highest total (30 at "
        "most) wins, worth 1 point at the count."
    ),
    "learn.count.title": "📋 The count of hand {hand}, line by line",
    "learn.count.paso": "{lance}: nobody bet, so it is worth 1 en paso to the best hand, {name}'s. → {team} +{points}",
    "learn.count.envite": "{lance}: the bet was accepted and the best hand takes it, {name}'s. → {team} +{points}",
    "learn.count.pares": "{lance}: {name} holds pares and that team has the best ones. → {team} +{points}",
    "learn.count.pares.folded": "{lance}: {name} holds pares, and the lance is that team's because the other team said no quiero. → {team} +{points}",
    "learn.count.punto.folded": "{lance}: the other team said no quiero, so punto is worth 1 to the team that bet. → {team} +{points}",
    "learn.count.juego31": "{lance}: {name} has 31, the best juego, worth 3. → {team} +{points}",
    "learn.count.juego": "{lance}: {name} has juego (not 31), worth 2. → {team} +{points}",
    "learn.count.punto": "{lance}: nobody had juego and {name}'s hand has the highest total. → {team} +{points}",
    "learn.count.ordago": "{lance}: the órdago was accepted and {name}'s hand wins it: that team wins the game.",
    "learn.count.deje": "{lance}: the bet got a no quiero, so the betting team took its points at once. → {team} +{points}",
    "learn.count.nothing": "This hand gave no points at the count.",
    "learn.count.score": "Score: your team {us}, the rivals {them}. The first team to reach {tantos} wins the game.",
    "learn.team.us": "your team",
    "learn.team.them": "the rivals",
    "learn.thread_name": "Learning Mus with {name}",
    "learn.opened": "Your practice table is ready in {thread}: only you can see it.",
    "learn.already": "You already have a practice table open in {thread}: carry on there, or press “Leave” on it to start another.",
    "learn.closed": "👋 You left the practice; it counts for nothing. Come back any time with /mus learn.",
    "learn.btn.leave": "Leave",
    "coach.btn": "Advice",
    "coach.table_note": "📘 Table with advice: it counts for neither the rating nor the ranking.",
    "error.no_consejos": "This table has no advice: it is switched on when the table is opened, with the consejos option of /mus table.",
    "error.learn_in_thread": "Use /mus learn in a text channel, not inside a thread.",
    "cmd.aprender": "learn",
    "cmd.aprender.desc": "Learn to play Mus: a practice table just for you, with explanations",
    "cmd.opt.consejos.desc": "An “Advice” button for every player (the table does not count for the ranking)",
    "cmd.opt.personalidad.desc": "How this table's bots play (club player unless you choose)",
}

_DE: dict[str, str] = {
    "learn.welcome.title": "👋 Dein Übungstisch",
    "learn.welcome": (
        "Du spielst mit deinem Partner {partner}, der dir gegenüber sitzt, gegen {left} und "
        "{right}. Jede Runde hat vier Wetten (Grande, Chica, Pares und Juego), und jede Wette "
        "bringt der Mannschaft, die sie gewinnt, Punkte; die erste Mannschaft mit {tantos} Punkten "
        "gewinnt den Satz.\n"
        "Drück „Meine Karten“, um dein Blatt zu sehen und zu spielen, und „Tipp“, wenn du nicht "
        "weiterweißt. Ich erkläre dir alles, wenn es zum ersten Mal vorkommt. Dieser Tisch zählt "
        "nicht für die Rangliste."
    ),
    "learn.mus.title": "🃏 Das Mus",
    "learn.mus": (
        "Vor den Wetten sagt jeder „Mus“, wenn er Karten tauschen will, oder „kein Mus“, wenn ihm "
        "sein Blatt reicht. Sagen alle vier Mus, legen alle ab und bekommen neue Karten; sobald "
        "einer kein Mus sagt, wird mit den Karten gespielt, die man hat.\n"
        "Die Vorhand spricht zuerst (in dieser Runde {mano}) und gewinnt auch bei Gleichstand."
    ),
    "learn.discard.title": "♻️ Das Ablegen",
    "learn.discard": (
        "Unter „Meine Karten“ wählst du 1 bis 4 Karten zum Ablegen und bekommst ebenso viele neue. "
        "Behalte, was hilft: Könige für Grande, Asse für Chica, gleiche Karten für Pares, Figuren "
        "und Siebener für Juego."
    ),
    "learn.grande.title": "⬆️ Grande",
    "learn.grande": (
        "Bei Grande gewinnt das höchste Blatt: verglichen wird die höchste Karte jedes Blatts, dann "
        "die nächste und so weiter. Der König ist die beste (hier zählt jede 3 als König und jede 2 "
        "als Ass), dann Reiter, Bube, 7, 6, 5, 4 und Ass. Bei gleichen Blättern gewinnt das, das "
        "der Vorhand am nächsten ist."
    ),
    "learn.betting.title": "🗣️ Die Worte jeder Wette",
    "learn.betting": (
        "In jeder Wette spricht man der Reihe nach: „Paso“ (kein Gebot), „Envido“ (ein Gebot von 2 "
        "Punkten oder mehr), „Quiero“ (annehmen: die Mannschaft mit dem besseren Blatt bekommt es "
        "in der Auswertung), „No quiero“ (ablehnen: die bietende Mannschaft bekommt sofort 1 Punkt "
        "oder das Gebot davor), „Envido más“ (erhöhen) und „Órdago“ (es geht um den ganzen Satz: "
        "angenommen, gewinnt das bessere Blatt den Satz).\n"
        "Sagen alle Paso, zählen Grande und Chica in der Auswertung 1 en paso."
    ),
    "learn.chica.title": "⬇️ Chica",
    "learn.chica": (
        "Chica ist Grande umgekehrt: das niedrigste Blatt gewinnt. Das Ass ist die beste Karte (und "
        "jede 2, die als Ass zählt), dann 4, 5, 6, 7, Bube, Reiter und König."
    ),
    "learn.sena.title": "✋ Zeichen",
    "learn.sena": (
        "Ein Zeichen ist eine Geste an deinen Partner, die ihm sagt, was du hast (zwei Könige, "
        "Duples, 31…), ohne dass die Gegner es wissen; manchmal erwischen sie es trotzdem. Unter "
        "„Meine Karten“ siehst du die Zeichen deines Partners und gibst deine eigenen; du kannst "
        "nur die geben, die für dein Blatt stimmen."
    ),
    "learn.pares.title": "👯 Pares",
    "learn.pares": (
        "Jeder sagt, ob er Pares hat, also zwei oder mehr gleiche Karten, und nur wer welche hat, "
        "spielt mit. Ein Paar zählt 1 Punkt, ein Drilling 2 und Duples (zwei Paare oder vier "
        "gleiche) 3. In der Auswertung bekommt die Mannschaft mit den besten Pares die Pares beider "
        "Partner."
    ),
    "learn.juego.title": "🎯 Juego",
    "learn.juego": (
        "Für Juego werden die Karten zusammengezählt: Figuren (und jede 3) zählen 10, die anderen "
        "ihre Zahl (jede 2 zählt 1). Ab 31 hat man Juego. Am besten ist 31, dann 32, 40, 37, 36, "
        "35, 34 und 33. In der Auswertung zählt eine 31 drei Punkte und jedes andere Juego zwei, "
        "für jeden Spieler der siegreichen Mannschaft, der eines hat."
    ),
    "learn.punto.title": "🔢 Punto",
    "learn.punto": (
        "Hat niemand Juego, wird Punto gespielt: das Blatt mit der höchsten Summe (höchstens 30) "
        "gewinnt und zählt in der Auswertung 1 Punkt."
    ),
    "learn.count.title": "📋 Die Auswertung der Runde {hand}, Zeile für Zeile",
    "learn.count.paso": "{lance}: niemand hat geboten, also zählt sie 1 en paso für das beste Blatt, das von {name}. → {team} +{points}",
    "learn.count.envite": "{lance}: das Gebot wurde angenommen, und das beste Blatt bekommt es, das von {name}. → {team} +{points}",
    "learn.count.pares": "{lance}: {name} hat Pares, und diese Mannschaft hat die besten. → {team} +{points}",
    "learn.count.pares.folded": "{lance}: {name} hat Pares, und die Wette gehört dieser Mannschaft, weil die andere No quiero sagte. → {team} +{points}",
    "learn.count.punto.folded": "{lance}: die andere Mannschaft sagte No quiero, also zählt Punto 1 für die bietende Mannschaft. → {team} +{points}",
    "learn.count.juego31": "{lance}: {name} hat 31, das beste Juego, es zählt 3. → {team} +{points}",
    "learn.count.juego": "{lance}: {name} hat Juego (nicht 31), es zählt 2. → {team} +{points}",
    "learn.count.punto": "{lance}: niemand hatte Juego, und das Blatt von {name} hat die höchste Summe. → {team} +{points}",
    "learn.count.ordago": "{lance}: der Órdago wurde angenommen, und das Blatt von {name} gewinnt ihn: diese Mannschaft gewinnt den Satz.",
    "learn.count.deje": "{lance}: auf das Gebot kam No quiero, also bekam die bietende Mannschaft ihre Punkte sofort. → {team} +{points}",
    "learn.count.nothing": "Diese Runde brachte in der Auswertung keine Punkte.",
    "learn.count.score": "Stand: deine Mannschaft {us}, die Gegner {them}. Die erste Mannschaft mit {tantos} gewinnt den Satz.",
    "learn.team.us": "deine Mannschaft",
    "learn.team.them": "die Gegner",
    "learn.thread_name": "Mus lernen mit {name}",
    "learn.opened": "Dein Übungstisch ist bereit in {thread}: nur du siehst ihn.",
    "learn.already": "Du hast schon einen Übungstisch in {thread}: mach dort weiter oder drücke dort „Verlassen“, um einen neuen zu beginnen.",
    "learn.closed": "👋 Du hast die Übung verlassen; sie zählt nicht. Komm jederzeit wieder mit /mus lernen.",
    "learn.btn.leave": "Verlassen",
    "coach.btn": "Tipp",
    "coach.table_note": "📘 Tisch mit Tipps: er zählt weder für die Wertung noch für die Rangliste.",
    "error.no_consejos": "Dieser Tisch hat keine Tipps: sie werden beim Eröffnen eingeschaltet, mit der Option consejos von /mus tisch.",
    "error.learn_in_thread": "Benutze /mus lernen in einem Textkanal, nicht in einem Thread.",
    "cmd.aprender": "lernen",
    "cmd.aprender.desc": "Mus spielen lernen: ein Übungstisch nur für dich, mit Erklärungen",
    "cmd.opt.consejos.desc": "Ein Button „Tipp“ für jeden Spieler (der Tisch zählt nicht für die Rangliste)",
    "cmd.opt.personalidad.desc": "Wie die Bots dieses Tisches spielen (Klubspieler, wenn du nichts wählst)",
}

_EU: dict[str, str] = {
    "learn.welcome.title": "👋 Zure praktika-mahaia",
    "learn.welcome": (
        "Zure bikotekidea {partner} da, zure aurrean eserita; aurkariak {left} eta {right} dira. "
        "Eskualdi bakoitzak lau jokaldi ditu (haundia, txikia, pareak eta jokua), eta jokaldi "
        "bakoitzak tantoak ematen dizkio irabazten duen bikoteari; {tantos} tantora iristen den "
        "lehen bikoteak irabazten du jokua.\n"
        "Sakatu «Nire kartak» zure kartak ikusteko eta jokatzeko, eta «Aholkua» zer egin ez "
        "dakizunean. Gauza bakoitza azalduko dizut lehen aldiz agertzen denean. Mahai honek ez du "
        "balio sailkapenerako."
    ),
    "learn.mus.title": "🃏 Musa",
    "learn.mus": (
        "Jokaldien aurretik, bakoitzak «mus» esaten du kartak aldatu nahi baditu, edo «musik ez» "
        "bere kartekin nahikoa badu. Laurek mus esaten badute, denek botatzen dituzte kartak eta "
        "berriak hartzen dituzte; batek musik ez esan bezain laster, dauden kartekin jokatzen da.\n"
        "Esku den jokalariak hitz egiten du lehenengo (eskualdi honetan: {mano}), eta berdinketak "
        "ere berak irabazten ditu."
    ),
    "learn.discard.title": "♻️ Kartak botatzea",
    "learn.discard": (
        "«Nire kartak» atalean 1etik 4ra karta aukeratzen dituzu botatzeko, eta beste hainbeste "
        "berri hartzen dituzu. Gorde balio dizuna: erregeak haundirako, batekoak txikirako, karta "
        "berdinak pareetarako, irudiak eta zazpikoak jokurako."
    ),
    "learn.grande.title": "⬆️ Haundia",
    "learn.grande": (
        "Haundian karta altuenak dituenak irabazten du: bakoitzaren kartarik altuena konparatzen "
        "da, gero hurrengoa, eta horrela. Erregea da onena (hemen 3ko bakoitza errege da eta 2ko "
        "bakoitza bateko), gero zaldia, txanka, 7, 6, 5, 4 eta batekoa. Bi jokalarik karta "
        "berdinak badituzte, eskutik hurbilen dagoenak irabazten du."
    ),
    "learn.betting.title": "🗣️ Jokaldi bakoitzeko hitzak",
    "learn.betting": (
        "Jokaldi bakoitzean txandaka hitz egiten da: «paso» (ez duzu ezer apostatzen), «enbido» (2 "
        "tanto apostatzen dituzu, edo nahi dituzunak), «edoki» (onartu: karta onenak dituen "
        "bikoteak kobratzen ditu kontaketan), «tira» (ezetz: apostatu duen bikoteak tanto 1 hartzen "
        "du berehala, edo aurreko apustua), «beste» (apustua igo) eta «hor dago» (joku osoa "
        "jokatzen da: onartzen badute, karta onenek irabazten dute jokua).\n"
        "Denek paso esaten badute, haundiak eta txikiak 1 balio dute pasoan kontaketan."
    ),
    "learn.chica.title": "⬇️ Txikia",
    "learn.chica": (
        "Txikia haundiaren alderantzizkoa da: karta baxuenak dituenak irabazten du. Batekoa da "
        "kartarik onena (eta 2ko bakoitza, batekoa baita), gero 4, 5, 6, 7, txanka, zaldia eta "
        "erregea."
    ),
    "learn.sena.title": "✋ Keinuak",
    "learn.sena": (
        "Keinua zure bikotekideari egiten diozun imintzio bat da, zer daukazun esateko (bi errege, "
        "dobleak, 31…) aurkariek jakin gabe; batzuetan, hala ere, harrapatzen dute. «Nire kartak» "
        "atalean zure bikotekidearen keinuak ikusten dituzu eta zureak egin ditzakezu; zure "
        "kartentzat egiazkoak direnak bakarrik egin ditzakezu."
    ),
    "learn.pares.title": "👯 Pareak",
    "learn.pares": (
        "Bakoitzak esaten du pareak dituen ala ez, hau da, bi karta berdin edo gehiago, eta "
        "dituztenek bakarrik hitz egiten dute. Pare batek tanto 1 balio du, mediak (hiru berdin) 2 "
        "eta dobleak (bi pare, edo lau berdin) 3. Kontaketan, pare onenak dituen bikoteak bi "
        "bikotekideen pareak kobratzen ditu."
    ),
    "learn.juego.title": "🎯 Jokua",
    "learn.juego": (
        "Jokurako kartak batzen dira: irudiek (eta 3ko bakoitzak) 10 balio dute, besteek beren "
        "zenbakia (2ko bakoitzak 1). 31 edo gehiagorekin jokua duzu. Onena 31 da, gero 32, 40, 37, "
        "36, 35, 34 eta 33. Kontaketan 31k 3 tanto balio ditu eta beste edozein jokuk 2, jokua "
        "duen bikote irabazleko jokalari bakoitzeko."
    ),
    "learn.punto.title": "🔢 Puntuak",
    "learn.punto": (
        "Inork jokurik ez badu, puntuak jokatzen dira: gehien batzen duenak irabazten du (gehienez "
        "30), eta tanto 1 balio du kontaketan."
    ),
    "learn.count.title": "📋 {hand}. eskualdiaren kontaketa, lerroz lerro",
    "learn.count.paso": "{lance}: inork ez zuen apostatu; beraz, 1 balio du pasoan karta onenentzat ({name}). → {team} +{points}",
    "learn.count.envite": "{lance}: apustua onartu zen eta karta onenek kobratzen dute ({name}). → {team} +{points}",
    "learn.count.pares": "{lance}: {name} jokalariak pareak ditu, eta bikote horrek ditu onenak. → {team} +{points}",
    "learn.count.pares.folded": "{lance}: {name} jokalariak pareak ditu, eta jokaldia bikote horrena da, besteak tira esan baitzuen. → {team} +{points}",
    "learn.count.punto.folded": "{lance}: beste bikoteak tira esan zuen; beraz, 1 balio du apostatu zuen bikotearentzat. → {team} +{points}",
    "learn.count.juego31": "{lance}: {name} jokalariak 31 du, jokurik onena, eta 3 balio du. → {team} +{points}",
    "learn.count.juego": "{lance}: {name} jokalariak jokua du (ez 31), eta 2 balio du. → {team} +{points}",
    "learn.count.punto": "{lance}: inork ez zuen jokurik, eta {name} jokalariaren kartek batzen dute gehien. → {team} +{points}",
    "learn.count.ordago": "{lance}: hor dago onartu zen eta {name} jokalariaren kartek irabazten dute: bikote horrek irabazten du jokua.",
    "learn.count.deje": "{lance}: apustuari tira esan zitzaion; beraz, apostatu zuen bikoteak berehala kobratu zuen. → {team} +{points}",
    "learn.count.nothing": "Eskualdi honek ez du tantorik eman kontaketan.",
    "learn.count.score": "Tanteoa: zuen bikotea {us}, aurkariak {them}. {tantos} tantora iristen den lehen bikoteak irabazten du jokua.",
    "learn.team.us": "zuen bikotea",
    "learn.team.them": "aurkariak",
    "learn.thread_name": "Musa ikasten: {name}",
    "learn.opened": "Zure praktika-mahaia prest dago hemen: {thread}. Zuk bakarrik ikusten duzu.",
    "learn.already": "Praktika-mahai bat irekita duzu jada hemen: {thread}. Jarraitu han, edo sakatu «Irten» bertan beste bat hasteko.",
    "learn.closed": "👋 Praktika utzi duzu; ez du ezertarako balio. Itzuli nahi duzunean /mus aprender erabiliz.",
    "learn.btn.leave": "Irten",
    "coach.btn": "Aholkua",
    "coach.table_note": "📘 Aholkuak dituen mahaia: ez du balio ez puntuaziorako ez sailkapenerako.",
    "error.no_consejos": "Mahai honek ez du aholkurik: mahaia irekitzean aktibatzen dira, /mus mesa komandoaren consejos aukerarekin.",
    "error.learn_in_thread": "Erabili /mus aprender testu-kanal batean, ez hari batean.",
    "cmd.aprender": "ikasi",
    "cmd.aprender.desc": "Musean jokatzen ikasi: zuretzako praktika-mahai bat, azalpenekin",
    "cmd.opt.consejos.desc": "«Aholkua» botoia jokalari bakoitzarentzat (mahaiak ez du balio sailkapenerako)",
    "cmd.opt.personalidad.desc": "Nola jokatzen duten mahai honetako botek (klubekoa, ezer aukeratzen ez baduzu)",
}

# French: the federation's words; a no-break space before a colon and inside « », a narrow one
# before ; ! ? (French typography), as in the other French catalogues
_FR: dict[str, str] = {
    "learn.welcome.title": "👋 Ta table d'entraînement",
    "learn.welcome": (
        "Tu joues avec ton partenaire {partner}, assis en face de toi, contre {left} et {right}. "
        "Chaque donne a quatre phases (grand, petit, paires et jeu) et chaque phase rapporte des "
        "points à l'équipe qui la gagne\u202f; la première équipe à {tantos} points gagne la "
        "manche.\n"
        "Appuie sur «\u00a0Mes cartes\u00a0» pour voir ta main et jouer, et sur «\u00a0Conseil\u00a0» "
        "quand tu hésites. Je t'expliquerai chaque chose la première fois qu'elle arrive. Cette "
        "table ne compte pas pour le classement."
    ),
    "learn.mus.title": "🃏 Le mus",
    "learn.mus": (
        "Avant les phases, chacun dit «\u00a0mus\u00a0» pour changer des cartes ou «\u00a0mintza\u00a0» "
        "pour garder sa main. Si les quatre disent mus, tout le monde écarte et reçoit de "
        "nouvelles cartes\u202f; dès que l'un dit mintza, on joue avec les cartes qu'on a.\n"
        "L'esku parle en premier (dans cette donne\u00a0: {mano}) et gagne aussi les égalités."
    ),
    "learn.discard.title": "♻️ L'écart",
    "learn.discard": (
        "Dans «\u00a0Mes cartes\u00a0», tu choisis de 1 à 4 cartes à écarter et tu en reçois autant. "
        "Garde ce qui sert\u00a0: les rois pour le grand, les as pour le petit, des cartes "
        "identiques pour les paires, les figures et les sept pour le jeu."
    ),
    "learn.grande.title": "⬆️ Le grand",
    "learn.grande": (
        "Au grand, la main la plus haute gagne\u00a0: on compare la plus haute carte de chacun, puis "
        "la suivante, et ainsi de suite. Le roi est la meilleure (ici chaque 3 compte comme un roi "
        "et chaque 2 comme un as), puis le cavalier, le valet, 7, 6, 5, 4 et l'as. Entre deux "
        "mains égales, celle qui est la plus proche de l'esku gagne."
    ),
    "learn.betting.title": "🗣️ Les mots de chaque phase",
    "learn.betting": (
        "Dans chaque phase on parle à tour de rôle\u00a0: «\u00a0paso\u00a0» (pas de mise), "
        "«\u00a0imido\u00a0» (une mise de 2 points, ou plus), «\u00a0iduki\u00a0» (accepter\u00a0: "
        "l'équipe qui a la meilleure main la touche au décompte), «\u00a0tira\u00a0» (refuser\u00a0: "
        "l'équipe qui a misé prend tout de suite 1 point, ou la mise d'avant), «\u00a0de plus\u00a0» "
        "(relancer) et «\u00a0hordago\u00a0» (toute la manche est en jeu\u00a0: s'il est accepté, la "
        "meilleure main gagne la manche).\n"
        "Si tout le monde dit paso, le grand et le petit valent 1 au décompte (à paso)."
    ),
    "learn.chica.title": "⬇️ Le petit",
    "learn.chica": (
        "Le petit, c'est le grand à l'envers\u00a0: la main la plus basse gagne. L'as est la "
        "meilleure carte (et chaque 2, qui compte comme un as), puis 4, 5, 6, 7, le valet, le "
        "cavalier et le roi."
    ),
    "learn.sena.title": "✋ Les signes",
    "learn.sena": (
        "Un signe est un geste à ton partenaire pour lui dire ce que tu as (deux rois, doubles, "
        "31…) sans que les adversaires le sachent, même s'ils le surprennent parfois. Dans "
        "«\u00a0Mes cartes\u00a0», tu vois les signes de ton partenaire et tu fais les tiens\u202f; "
        "tu ne peux faire que ceux qui sont vrais pour ta main."
    ),
    "learn.pares.title": "👯 Les paires",
    "learn.pares": (
        "Chacun annonce s'il a des paires, c'est-à-dire au moins deux cartes identiques, et seuls "
        "ceux qui en ont participent. Une paire vaut 1 point, médiak (trois identiques) 2 et "
        "doubles (deux paires, ou quatre identiques) 3. Au décompte, l'équipe qui a les "
        "meilleures paires touche les paires des deux partenaires."
    ),
    "learn.juego.title": "🎯 Le jeu",
    "learn.juego": (
        "Pour le jeu, on additionne les cartes\u00a0: les figures (et chaque 3) valent 10, les "
        "autres leur chiffre (chaque 2 vaut 1). À partir de 31, on a le jeu. Le meilleur est 31, "
        "puis 32, 40, 37, 36, 35, 34 et 33. Au décompte, un 31 vaut 3 points et tout autre jeu 2, "
        "pour chaque joueur de l'équipe gagnante qui l'a."
    ),
    "learn.punto.title": "🔢 Le point",
    "learn.punto": (
        "Si personne n'a le jeu, on joue le point\u00a0: la main qui fait le plus (30 au plus) "
        "gagne, et vaut 1 point au décompte."
    ),
    "learn.count.title": "📋 Le décompte de la donne {hand}, ligne par ligne",
    "learn.count.paso": "{lance}\u00a0: personne n'a misé, donc elle vaut 1 (à paso) pour la meilleure main, celle de {name}. → {team} +{points}",
    "learn.count.envite": "{lance}\u00a0: la mise a été acceptée et la meilleure main la touche, celle de {name}. → {team} +{points}",
    "learn.count.pares": "{lance}\u00a0: {name} a des paires et cette équipe a les meilleures. → {team} +{points}",
    "learn.count.pares.folded": "{lance}\u00a0: {name} a des paires, et la phase revient à cette équipe, car l'autre a dit tira. → {team} +{points}",
    "learn.count.punto.folded": "{lance}\u00a0: l'autre équipe a dit tira, donc le point vaut 1 pour l'équipe qui avait misé. → {team} +{points}",
    "learn.count.juego31": "{lance}\u00a0: {name} a 31, le meilleur jeu, qui vaut 3. → {team} +{points}",
    "learn.count.juego": "{lance}\u00a0: {name} a le jeu (pas 31), qui vaut 2. → {team} +{points}",
    "learn.count.punto": "{lance}\u00a0: personne n'avait le jeu et la main de {name} fait le plus. → {team} +{points}",
    "learn.count.ordago": "{lance}\u00a0: le hordago a été accepté et la main de {name} le gagne\u00a0: cette équipe gagne la manche.",
    "learn.count.deje": "{lance}\u00a0: la mise a reçu un tira, donc l'équipe qui avait misé a pris ses points tout de suite. → {team} +{points}",
    "learn.count.nothing": "Cette donne n'a rapporté aucun point au décompte.",
    "learn.count.score": "Score\u00a0: ton équipe {us}, les adversaires {them}. La première équipe à {tantos} gagne la manche.",
    "learn.team.us": "ton équipe",
    "learn.team.them": "les adversaires",
    "learn.thread_name": "Apprendre le mus avec {name}",
    "learn.opened": "Ta table d'entraînement est prête dans {thread}\u00a0: toi seul la vois.",
    "learn.already": "Tu as déjà une table d'entraînement ouverte dans {thread}\u00a0: continue là-bas, ou appuie sur «\u00a0Quitter\u00a0» pour en commencer une autre.",
    "learn.closed": "👋 Tu as quitté l'entraînement\u202f; il ne compte pour rien. Reviens quand tu veux avec /mus apprendre.",
    "learn.btn.leave": "Quitter",
    "coach.btn": "Conseil",
    "coach.table_note": "📘 Table avec conseils\u00a0: elle ne compte ni pour la cote ni pour le classement.",
    "error.no_consejos": "Cette table n'a pas de conseils\u00a0: ils s'activent à l'ouverture, avec l'option consejos de /mus table.",
    "error.learn_in_thread": "Utilise /mus apprendre dans un salon textuel, pas dans un fil.",
    "cmd.aprender": "apprendre",
    "cmd.aprender.desc": "Apprendre à jouer au mus\u00a0: une table d'entraînement rien que pour toi, avec des explications",
    "cmd.opt.consejos.desc": "Un bouton «\u00a0Conseil\u00a0» pour chaque joueur (la table ne compte pas pour le classement)",
    "cmd.opt.personalidad.desc": "Comment jouent les bots de cette table (joueur de club si tu ne choisis pas)",
}

MESSAGES: dict[str, dict[str, str]] = {"es": _ES, "en": _EN, "de": _DE, "eu": _EU, "fr": _FR}
