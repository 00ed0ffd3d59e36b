<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>BattleView</name>
    <message>
        <source>Type a cell such as C7.</source>
        <translation>Scrivi una cella, per esempio C7.</translation>
    </message>
    <message>
        <source>That is not a cell: type a column letter A–J, then a row 1–10, such as C7.</source>
        <translation>Questa non è una cella: scrivi la lettera della colonna (A–J), poi il numero della riga (1–10), per esempio C7.</translation>
    </message>
    <message>
        <source>The columns go from A to J.</source>
        <translation>Le colonne vanno dalla A alla J.</translation>
    </message>
    <message>
        <source>The rows go from 1 to 10.</source>
        <translation>Le righe vanno da 1 a 10.</translation>
    </message>
    <message>
        <source>%1: Miss.</source>
        <translation>%1: Mancato.</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Miss.</source>
        <translation>Il nemico ha sparato su %1: Mancato.</translation>
    </message>
    <message>
        <source>%1: Hit!</source>
        <translation>%1: Colpito!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Hit!</source>
        <translation>Il nemico ha sparato su %1: Colpito!</translation>
    </message>
    <message>
        <source>%1: Sunk: %2!</source>
        <translation>%1: Affondata (%2)!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your %2!</source>
        <translation>Il nemico ha sparato su %1: Affondata (%2 della tua flotta)!</translation>
    </message>
    <message>
        <source>You have already fired at that cell.</source>
        <translation>Hai già sparato su questa cella.</translation>
    </message>
    <message>
        <source>That cell is known to be empty.</source>
        <translation>Questa cella è sicuramente vuota.</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Aspetta il tuo turno.</translation>
    </message>
    <message>
        <source>That cell is outside the grid.</source>
        <translation>Questa cella è fuori dalla griglia.</translation>
    </message>
    <message>
        <source>The battle is not on.</source>
        <translation>La battaglia non è in corso.</translation>
    </message>
    <message>
        <source>Your fleet</source>
        <translation>La tua flotta</translation>
    </message>
    <message>
        <source>Enemy waters</source>
        <translation>Acque nemiche</translation>
    </message>
    <message>
        <source>Shoot again after a hit</source>
        <translation>Chi colpisce tira ancora</translation>
    </message>
    <message>
        <source>e.g. C7</source>
        <translation>es. C7</translation>
    </message>
    <message>
        <source>Cell to fire at</source>
        <translation>Cella su cui sparare</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Spara</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Hai perso.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>The enemy is firing…</source>
        <translation>Il nemico sta sparando…</translation>
    </message>
    <message>
        <source>Every ship of a fleet is sunk.</source>
        <translation>Tutte le navi di una flotta sono affondate.</translation>
    </message>
    <message>
        <source>You sank the whole enemy fleet.</source>
        <translation>Hai affondato tutta la flotta nemica.</translation>
    </message>
    <message>
        <source>Your whole fleet is sunk.</source>
        <translation>Tutta la tua flotta è affondata.</translation>
    </message>
    <message>
        <source>Your opponent resigned.</source>
        <translation>Il tuo avversario ha abbandonato.</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Hai abbandonato.</translation>
    </message>
    <message>
        <source>A rule was broken.</source>
        <translation>È stata violata una regola.</translation>
    </message>
    <message>
        <source>The connection was lost.</source>
        <translation>La connessione si è interrotta.</translation>
    </message>
    <message>
        <source>Computer 1&apos;s fleet</source>
        <translation>Flotta del computer 1</translation>
    </message>
    <message>
        <source>Computer 2&apos;s fleet</source>
        <translation>Flotta del computer 2</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usa</translation>
    </message>
    <message>
        <source>Pause &amp;between shots:</source>
        <translation>Pausa tra i &amp;tiri:</translation>
    </message>
    <message>
        <source>Computer 1 won.</source>
        <translation>Ha vinto il computer 1.</translation>
    </message>
    <message>
        <source>Computer 2 won.</source>
        <translation>Ha vinto il computer 2.</translation>
    </message>
    <message>
        <source>Computer 1 is firing…</source>
        <translation>Il computer 1 sta sparando…</translation>
    </message>
    <message>
        <source>Computer 2 is firing…</source>
        <translation>Il computer 2 sta sparando…</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1, ship</source>
        <translation>%1, nave</translation>
    </message>
    <message>
        <source>%1, not fired at</source>
        <translation>%1, non ancora bersagliata</translation>
    </message>
    <message>
        <source>%1, miss</source>
        <translation>%1, mancato</translation>
    </message>
    <message>
        <source>%1, hit</source>
        <translation>%1, colpito</translation>
    </message>
    <message>
        <source>%1, sunk</source>
        <translation>%1, affondata</translation>
    </message>
    <message>
        <source>%1, marked empty</source>
        <translation>%1, segnata come vuota</translation>
    </message>
    <message>
        <source>Use the arrow keys to choose a cell</source>
        <translation>Usa i tasti freccia per scegliere una cella</translation>
    </message>
</context>
<context>
    <name>FleetEditor</name>
    <message>
        <source>The %1 cannot go there: %2.</source>
        <translation>%1: non può stare qui (%2).</translation>
    </message>
    <message>
        <source>Your fleet is ready.</source>
        <translation>La tua flotta è pronta.</translation>
    </message>
    <message>
        <source>Drag the ships onto your board. Right-click, R or the wheel turns a ship; N picks one with the keyboard.</source>
        <translation>Trascina le navi sulla tua griglia. Clic destro, R o la rotellina ruotano una nave; N ne sceglie una con la tastiera.</translation>
    </message>
    <message>
        <source>%1 (%2) × %3</source>
        <translation>%1 (%2) × %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>FleetStatusView</name>
    <message>
        <source>%1 sunk</source>
        <translation>%1: affondata</translation>
    </message>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) received, %1 on target (%2%)</source>
        <translation>
            <numerusform>%n colpo ricevuto, %1 a segno (%2%)</numerusform>
            <numerusform>%n colpi ricevuti, %1 a segno (%2%)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFlow</name>
    <message>
        <source>Resign</source>
        <translation>Abbandona</translation>
    </message>
    <message>
        <source>Give up this game? It counts as a loss.</source>
        <translation>Abbandonare questa partita? Conterà come una sconfitta.</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Regole standard</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <translation>Regole classiche</translation>
    </message>
    <message>
        <source>Hasbro rules</source>
        <translation>Regole Hasbro</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <translation>Regole personalizzate</translation>
    </message>
    <message>
        <source>%1 · watching two computers (%2)</source>
        <translation>%1 · computer contro computer (%2)</translation>
    </message>
    <message>
        <source>%1 · against the computer (%2)</source>
        <translation>%1 · contro il computer (%2)</translation>
    </message>
</context>
<context>
    <name>GameOverBanner</name>
    <message>
        <source>Victory!</source>
        <translation>Vittoria!</translation>
    </message>
    <message>
        <source>Defeat</source>
        <translation>Sconfitta</translation>
    </message>
    <message numerus="yes">
        <source>%1 %n shot(s), %2 on target, accuracy %3%, in %4.</source>
        <translation>
            <numerusform>%1 %n colpo, %2 a segno, precisione %3%, in %4.</numerusform>
            <numerusform>%1 %n colpi, %2 a segno, precisione %3%, in %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Rivincita</translation>
    </message>
    <message>
        <source>Play again with the same rules and opponent</source>
        <translation>Gioca di nuovo con le stesse regole e lo stesso avversario</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 cells, %n ship(s)</source>
        <translation>
            <numerusform>%1: %n nave di lunghezza %2</numerusform>
            <numerusform>%1: %n navi di lunghezza %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Ships may touch each other, but never overlap.</source>
        <translation>Le navi possono toccarsi, ma non sovrapporsi.</translation>
    </message>
    <message>
        <source>Ships may not share a side; they may touch by a corner.</source>
        <translation>Le navi non possono toccarsi di lato, ma solo con un angolo.</translation>
    </message>
    <message>
        <source>Ships may not touch, not even by a corner: there is always at least one empty cell between two ships.</source>
        <translation>Le navi non possono toccarsi, né di lato né in diagonale: tra due navi deve sempre esserci almeno una cella vuota.</translation>
    </message>
    <message>
        <source>After a hit or a sunk ship you shoot again, until you miss.</source>
        <translation>Chi colpisce o affonda una nave tira di nuovo, finché non manca il bersaglio.</translation>
    </message>
    <message>
        <source>After every shot, hit or miss, the turn passes to your opponent.</source>
        <translation>Dopo ogni tiro, che vada a segno o no, il turno passa all’avversario.</translation>
    </message>
    <message>
        <source>When a ship sinks, the cells around it are marked as water: no ship can be there.</source>
        <translation>Quando una nave affonda, le celle intorno vengono segnate come vuote: lì non può esserci nessuna nave.</translation>
    </message>
    <message>
        <source>Sink the enemy fleet</source>
        <translation>Affonda la flotta nemica</translation>
    </message>
    <message>
        <source>Each player has a 10 × 10 grid: columns A to J, rows 1 to 10. A cell is named by its column and its row, such as C7.</source>
        <translation>Ogni giocatore ha una griglia di 10 × 10: le colonne vanno dalla A alla J, le righe da 1 a 10. Una cella si indica con la lettera della colonna seguita dal numero della riga, per esempio C7.</translation>
    </message>
    <message numerus="yes">
        <source>The fleet (%n cells to hit)</source>
        <translation>
            <numerusform>La flotta (%n cella da colpire)</numerusform>
            <numerusform>La flotta (%n celle da colpire)</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the battle both players place every ship in secret, horizontally or vertically, wholly inside the grid.</source>
        <translation>Prima della battaglia, ogni giocatore posiziona segretamente tutte le sue navi, in orizzontale o in verticale, interamente all’interno della propria griglia.</translation>
    </message>
    <message>
        <source>The battle</source>
        <translation>La battaglia</translation>
    </message>
    <message>
        <source>Players take turns to fire at one cell of the other&apos;s grid. The answer is Miss, Hit, or Sunk, naming the ship.</source>
        <translation>A turno, ogni giocatore spara su una cella della griglia avversaria. L’avversario risponde «Mancato», «Colpito» o «Affondata» e, in quest’ultimo caso, indica il tipo di nave.</translation>
    </message>
    <message>
        <source>The first player to sink every ship of the other fleet wins.</source>
        <translation>Il primo giocatore ad affondare tutte le navi avversarie vince.</translation>
    </message>
    <message>
        <source>Rule violations</source>
        <translation>Violazioni delle regole</translation>
    </message>
    <message>
        <source>A proven violation gives the win to the other player: a wrong number or size of ships, ships that touch when the rules forbid it, ships moved during the game, a skipped turn, or, over the network, a false answer to a shot. Against the computer the game makes them impossible.</source>
        <translation>Se viene provata una violazione, la vittoria viene assegnata all’altro giocatore: numero errato di navi o navi di dimensione errata, navi che si toccano quando le regole lo vietano, navi spostate durante il gioco, un turno saltato o, in rete, una risposta falsa a un tiro. Contro il computer il gioco le rende impossibili.</translation>
    </message>
    <message>
        <source>House rule: the players may agree that a hit gives another shot (&quot;Shoot again after a hit&quot; in the new-game dialog).</source>
        <translation>Regola della casa: i giocatori possono decidere che chi colpisce tira ancora («Chi colpisce tira ancora» nella finestra della nuova partita).</translation>
    </message>
</context>
<context>
    <name>LegendView</name>
    <message>
        <source>Not fired at</source>
        <translation>Non ancora bersagliata</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Mancato</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Colpito</translation>
    </message>
    <message>
        <source>Sunk</source>
        <translation>Affondata</translation>
    </message>
    <message>
        <source>Empty (next to a sunk ship)</source>
        <translation>Vuota (accanto a una nave affondata)</translation>
    </message>
    <message>
        <source>Your ship</source>
        <translation>La tua nave</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Sea Battle</source>
        <translation>Battaglia navale</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Inizia una nuova partita</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message numerus="yes">
        <source>Sink the enemy fleet before it sinks yours: %n ships, %1 cells to hit.</source>
        <translation>
            <numerusform>Affonda la flotta nemica prima che affondi la tua: %n nave, %1 celle da colpire.</numerusform>
            <numerusform>Affonda la flotta nemica prima che affondi la tua: %n navi, %1 celle da colpire.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Abbandona</translation>
    </message>
    <message>
        <source>Give up the game in progress</source>
        <translation>Abbandona la partita in corso</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>Computer&apos;s &amp;pace</source>
        <translation>&amp;Ritmo del computer</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <translation>&amp;Veloce</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lento</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animazioni</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>The fleet needs at least one ship.</source>
        <translation>La flotta deve avere almeno una nave.</translation>
    </message>
    <message>
        <source>%1: a ship is 1 to 6 cells long.</source>
        <translation>%1: una nave è lunga da 1 a 6 celle.</translation>
    </message>
    <message>
        <source>%1: 0 to 9 ships of a kind.</source>
        <translation>%1: da 0 a 9 navi per tipo.</translation>
    </message>
    <message>
        <source>Every kind of ship needs a name.</source>
        <translation>Ogni tipo di nave deve avere un nome.</translation>
    </message>
    <message>
        <source>Two kinds of ship are called %1.</source>
        <translation>Due tipi di nave si chiamano «%1».</translation>
    </message>
    <message>
        <source>At most %1 ships in a fleet.</source>
        <translation>Una flotta può avere al massimo %1 navi.</translation>
    </message>
    <message>
        <source>Marking the cells around sunk ships needs ships that may not touch.</source>
        <translation>Per segnare le celle intorno alle navi affondate, le navi non devono potersi toccare.</translation>
    </message>
    <message>
        <source>This fleet does not fit on the grid.</source>
        <translation>Questa flotta non entra nella griglia.</translation>
    </message>
    <message>
        <source>This fleet is too crowded: no room was found for it on the grid.</source>
        <translation>Questa flotta è troppo fitta: sulla griglia non si trova lo spazio per disporla.</translation>
    </message>
    <message>
        <source>Ship %1</source>
        <translation>Nave %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>A&amp;vversario:</translation>
    </message>
    <message>
        <source>Watch: computer against computer</source>
        <translation>Guarda: computer contro computer</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regole:</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classica</translation>
    </message>
    <message>
        <source>Hasbro</source>
        <translation>Hasbro</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzata</translation>
    </message>
    <message>
        <source>&amp;Shoot again after a hit</source>
        <translation>Chi &amp;colpisce tira ancora</translation>
    </message>
    <message>
        <source>&amp;Mark the cells around sunk ships</source>
        <translation>&amp;Segna le celle intorno alle navi affondate</translation>
    </message>
    <message>
        <source>Ships may &amp;touch:</source>
        <translation>Le navi possono &amp;toccarsi:</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>By the corners only</source>
        <translation>Solo con gli angoli</translation>
    </message>
    <message>
        <source>No, not even by a corner</source>
        <translation>No, nemmeno con un angolo</translation>
    </message>
    <message>
        <source>&amp;First shot:</source>
        <translation>&amp;Primo a sparare:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Il tuo avversario</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Estratto a sorte</translation>
    </message>
    <message>
        <source>The loser of the last game</source>
        <translation>Chi ha perso l’ultima partita</translation>
    </message>
    <message>
        <source>F&amp;leet:</source>
        <translation>&amp;Flotta:</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Nave</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Lunghezza</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>&amp;Add a kind of ship</source>
        <translation>Aggiungi un tipo di &amp;nave</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Ri&amp;muovi</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computer: %1</translation>
    </message>
</context>
<context>
    <name>OpponentLevel</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Admiral</source>
        <translation>Ammiraglio</translation>
    </message>
</context>
<context>
    <name>PlacementView</name>
    <message>
        <source>Place your fleet</source>
        <translation>Posiziona la tua flotta</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Casuale</translation>
    </message>
    <message>
        <source>Place the ships still in the shipyard at random</source>
        <translation>Posiziona a caso le navi rimaste nel cantiere</translation>
    </message>
    <message>
        <source>&amp;Clear</source>
        <translation>&amp;Svuota</translation>
    </message>
    <message>
        <source>Take every ship off the board</source>
        <translation>Togli tutte le navi dalla griglia</translation>
    </message>
    <message>
        <source>Rea&amp;dy</source>
        <translation>P&amp;ronto</translation>
    </message>
    <message>
        <source>Start the battle with this fleet</source>
        <translation>Inizia la battaglia con questa flotta</translation>
    </message>
</context>
<context>
    <name>ProblemWords</name>
    <message>
        <source>an unknown ship</source>
        <translation>una nave sconosciuta</translation>
    </message>
    <message>
        <source>this ship is not part of the fleet</source>
        <translation>questa nave non fa parte della flotta</translation>
    </message>
    <message>
        <source>outside the grid</source>
        <translation>fuori dalla griglia</translation>
    </message>
    <message>
        <source>%1 cells long instead of %2</source>
        <translation>lunga %1 celle invece di %2</translation>
    </message>
    <message>
        <source>overlaps the %1</source>
        <translation>si sovrappone a un’altra nave (%1)</translation>
    </message>
    <message>
        <source>touches the corner of the %1 at %2</source>
        <translation>tocca l’angolo di un’altra nave (%1) in %2</translation>
    </message>
    <message>
        <source>touches the %1 at %2</source>
        <translation>tocca un’altra nave (%1) in %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n still to place</source>
        <translation>
            <numerusform>%1: ancora %n da piazzare</numerusform>
            <numerusform>%1: ancora %n da piazzare</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShipClass</name>
    <message>
        <source>Carrier</source>
        <translation>Portaerei</translation>
    </message>
    <message>
        <source>Battleship</source>
        <translation>Corazzata</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <translation>Incrociatore</translation>
    </message>
    <message>
        <source>Submarine</source>
        <translation>Sottomarino</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <translation>Cacciatorpediniere</translation>
    </message>
    <message>
        <source>Patrol boat</source>
        <translation>Torpediniera</translation>
    </message>
    <message>
        <source>Torpedo boat</source>
        <translation>Torpediniera</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Battleship against the computer or a friend.</source>
        <translation>Battaglia navale contro il computer o un amico.</translation>
    </message>
    <message>
        <source>Language of the game: en, fr, pt or it.</source>
        <translation>Lingua del gioco: en, fr, pt o it.</translation>
    </message>
    <message>
        <source>seabattle: unknown language &apos;%1&apos; (en, fr, pt, it)</source>
        <translation>seabattle: lingua sconosciuta «%1» (en, fr, pt, it)</translation>
    </message>
</context>
</TS>
