<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AboutBox</name>
    <message>
        <source>About Sea Battle</source>
        <translation>Informazioni su Battaglia navale</translation>
    </message>
    <message>
        <source>Sea Battle</source>
        <translation>Battaglia navale</translation>
    </message>
    <message>
        <source>Battleship for the desktop: sink the enemy fleet, against the computer or a friend on your local network.</source>
        <translation>La battaglia navale per desktop: affonda la flotta nemica sfidando il computer o un amico sulla tua rete locale.</translation>
    </message>
    <message>
        <source>Copyright © 2026 the Sea Battle developers. Free software under the GNU General Public License, version 3 or (at your option) any later version: you may share and change it. It comes with no warranty.</source>
        <translation>Copyright © 2026 gli sviluppatori di Battaglia navale. Software libero distribuito secondo i termini della GNU General Public License (GNU GPL), versione 3 o (a tua scelta) qualsiasi versione successiva: puoi condividerlo e modificarlo. È fornito senza alcuna garanzia.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilato con Qt %1, in esecuzione su Qt %2.</translation>
    </message>
</context>
<context>
    <name>AimBox</name>
    <message>
        <source>Type a cell such as C7.</source>
        <translation>Digita una cella, per esempio C7.</translation>
    </message>
    <message>
        <source>That is not a cell: type a column letter A–J, then a row 1–10, such as C7.</source>
        <translation>Questa non è una cella: digita la lettera della colonna (A–J) e poi il numero della riga (1–10), per esempio C7.</translation>
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
        <source>e.g. C7</source>
        <translation>es. C7</translation>
    </message>
    <message>
        <source>Cell to fire at</source>
        <translation>Cella su cui sparare</translation>
    </message>
    <message>
        <source>Type a cell, such as C7, then press Enter; Escape closes</source>
        <translation>Digita una cella, per esempio C7, e premi Invio; Esc per chiudere</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>This game cannot be saved to %1: %2.</source>
        <translation>Impossibile salvare questa partita in %1: %2.</translation>
    </message>
    <message>
        <source>Saved game</source>
        <translation>Partita salvata</translation>
    </message>
    <message>
        <source>The game saved last time could not be read (%1). It was kept as %2; a new game starts.</source>
        <translation>Non è stato possibile leggere la partita salvata l’ultima volta (%1). Il file è stato conservato come %2; si comincia una nuova partita.</translation>
    </message>
    <message>
        <source>Resume the game against the computer (%1) you left on %2?</source>
        <translation>Riprendere la partita contro il computer (%1) interrotta il %2?</translation>
    </message>
    <message>
        <source>Start without the saved game? It is not deleted: it is kept in a file of its own beside it.</source>
        <translation>Iniziare senza riprendere la partita salvata? Non verrà eliminata: resterà conservata in un file a parte, nella stessa cartella.</translation>
    </message>
    <message>
        <source>The saved game was kept as %1.</source>
        <translation>La partita salvata è stata conservata come %1.</translation>
    </message>
    <message>
        <source>The saved game could not be put aside (%1); the next game will replace it.</source>
        <translation>Non è stato possibile mettere da parte la partita salvata (%1); la prossima partita la sostituirà.</translation>
    </message>
</context>
<context>
    <name>BattleView</name>
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
        <translation>Nessuna battaglia in corso.</translation>
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
        <translation>Il tuo avversario ha abbandonato la partita.</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Hai abbandonato la partita.</translation>
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
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>Pa&amp;usa</translation>
    </message>
    <message>
        <source>Pause &amp;between shots:</source>
        <translation>Pausa tra i &amp;colpi:</translation>
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
    <message>
        <source>Claim the win</source>
        <translation>Rivendica la vittoria</translation>
    </message>
    <message>
        <source>%1 is firing…</source>
        <translation>%1 sta sparando…</translation>
    </message>
    <message>
        <source>Miss</source>
        <translation>Mancato</translation>
    </message>
    <message>
        <source>Hit!</source>
        <translation>Colpito!</translation>
    </message>
    <message>
        <source>Sunk!</source>
        <translation>Colpito e affondato!</translation>
    </message>
    <message>
        <source>Earlier shots</source>
        <translation>Colpi precedenti</translation>
    </message>
    <message>
        <source>Click a cell to fire, or type its name, such as C7</source>
        <translation>Fai clic su una cella per sparare, oppure digitane il nome, per esempio C7</translation>
    </message>
    <message>
        <source>Say the &amp;fleets</source>
        <translation>Leggi le &amp;flotte</translation>
    </message>
    <message>
        <source>Say the &amp;last shots</source>
        <translation>Leggi gli &amp;ultimi colpi</translation>
    </message>
    <message>
        <source>Say the &amp;score</source>
        <translation>Leggi il &amp;punteggio</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Hit but afloat: %1.</source>
        <translation>Navi colpite ancora a galla: %1.</translation>
    </message>
    <message>
        <source>No shot yet.</source>
        <translation>Nessun colpo finora.</translation>
    </message>
    <message>
        <source>Every shot of the salvo has its cell: take one back, or fire.</source>
        <translation>Ogni colpo della salva ha la sua cella: togline uno, oppure spara.</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: a salvo of %n shots</source>
        <translation>
            <numerusform>Tocca a te: una salva di %n&#xa0;colpo</numerusform>
            <numerusform>Tocca a te: una salva di %n&#xa0;colpi</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Fire the salvo</source>
        <translation>&amp;Spara la salva</translation>
    </message>
    <message>
        <source>%1 miss</source>
        <extracomment>a shot of a salvo in its list; %1 its cell</extracomment>
        <translation>%1 mancato</translation>
    </message>
    <message>
        <source>%1 hit</source>
        <extracomment>a shot of a salvo in its list; %1 its cell</extracomment>
        <translation>%1 colpito</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a shot of a salvo that sank a ship: %1 &quot;E6 hit&quot;, %2 &quot;Cruiser sunk&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>Salvo of %n: %1.</source>
        <translation>
            <numerusform>Salva di %n&#xa0;colpo: %1.</numerusform>
            <numerusform>Salva di %n&#xa0;colpi: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The enemy&apos;s salvo of %n: %1.</source>
        <translation>
            <numerusform>Salva nemica di %n&#xa0;colpo: %1.</numerusform>
            <numerusform>Salva nemica di %n&#xa0;colpi: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n shots chosen</source>
        <translation>
            <numerusform>Colpo scelto: %1 su %n</numerusform>
            <numerusform>Colpi scelti: %1 su %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n shots chosen: Enter or Fire sends the salvo</source>
        <translation>
            <numerusform>Colpo scelto: %1 su %n — Invio o Spara lancia la salva</numerusform>
            <numerusform>Colpi scelti: %1 su %n — Invio o Spara lancia la salva</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose %n cells for the salvo.</source>
        <translation>
            <numerusform>Scegli %n&#xa0;cella per la salva.</numerusform>
            <numerusform>Scegli %n&#xa0;celle per la salva.</numerusform>
        </translation>
    </message>
    <message>
        <source>That cell is already chosen for the salvo.</source>
        <translation>Questa cella è già stata scelta per la salva.</translation>
    </message>
    <message numerus="yes">
        <source>You still had %n ship(s) afloat.</source>
        <extracomment>at the end, after &quot;You sank the whole enemy fleet.&quot;: how many of your ships were left</extracomment>
        <translation>
            <numerusform>Ti restava ancora %n&#xa0;nave a galla.</numerusform>
            <numerusform>Ti restavano ancora %n&#xa0;navi a galla.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The enemy still had %n ship(s) afloat.</source>
        <extracomment>at the end, after &quot;Your whole fleet is sunk.&quot;: how close you came</extracomment>
        <translation>
            <numerusform>Al nemico restava ancora %n&#xa0;nave a galla.</numerusform>
            <numerusform>Al nemico restavano ancora %n&#xa0;navi a galla.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>%1, not fired at</source>
        <translation>%1, nessun colpo</translation>
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
        <translation>%1, affondato</translation>
    </message>
    <message>
        <source>Use the arrow keys to choose a cell</source>
        <translation>Usa i tasti freccia per scegliere una cella</translation>
    </message>
    <message>
        <source>%1: %2% chance of a ship</source>
        <extracomment>%1 names a cell (&quot;C4&quot;), %2 is the chance in percent, 0 to 100: place the sign as your language does</extracomment>
        <translation>%1: %2% di probabilità che ci sia una nave</translation>
    </message>
    <message>
        <source>%1% chance of a ship</source>
        <extracomment>said of a cell after its name, while odds are shown; %1 is a percentage, 0 to 100</extracomment>
        <translation>%1% di probabilità che ci sia una nave</translation>
    </message>
    <message>
        <source>the best chance</source>
        <translation>la cella più probabile</translation>
    </message>
    <message>
        <source>%1, empty, next to a sunk ship</source>
        <extracomment>a cell proven to be water: ships may not touch, and a ship beside it was sunk</extracomment>
        <translation>%1, vuota, accanto a una nave affondata</translation>
    </message>
    <message>
        <source>chosen for the salvo, shot %1</source>
        <extracomment>said of a cell chosen for the salvo being aimed; %1 its number in the salvo</extracomment>
        <translation>scelta per la salva, colpo %1</translation>
    </message>
</context>
<context>
    <name>ChartSummary</name>
    <message>
        <source>No win by sinking the whole fleet yet.</source>
        <translation>Nessuna partita ancora vinta affondando tutta la flotta.</translation>
    </message>
    <message numerus="yes">
        <source>Over %n win(s): %1 shots at best, %2 at worst, most often %3 shots.</source>
        <extracomment>The chart of shots needed to win, said in words: %1 the fewest shots, %2 the most, %3 the commonest count or range (&quot;50–54&quot;)</extracomment>
        <translation>
            <numerusform>Su %n&#xa0;vittoria: %1&#xa0;colpi nel migliore dei casi, %2 nel peggiore, il più delle volte %3&#xa0;colpi.</numerusform>
            <numerusform>Su %n&#xa0;vittorie: %1&#xa0;colpi nel migliore dei casi, %2 nel peggiore, il più delle volte %3&#xa0;colpi.</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Ancora nessuna partita.</translation>
    </message>
    <message>
        <source>Won %1, lost %2.</source>
        <extracomment>The chart of wins and losses, said in words: every game is drawn</extracomment>
        <translation>Vittorie: %1, sconfitte: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Over the last %n game(s): won %1, lost %2. In all: won %3, lost %4.</source>
        <extracomment>The chart of wins and losses, said in words, when it draws only the latest games: %1 and %2 among them, %3 and %4 over every game</extracomment>
        <translation>
            <numerusform>Su %n&#xa0;partita recente: vittorie %1, sconfitte %2. In totale: vittorie %3, sconfitte %4.</numerusform>
            <numerusform>Nelle ultime %n&#xa0;partite: vittorie %1, sconfitte %2. In totale: vittorie %3, sconfitte %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>No reviewed games yet.</source>
        <translation>Ancora nessuna partita analizzata.</translation>
    </message>
    <message>
        <source>Shot quality of the one reviewed game: %1.</source>
        <extracomment>The chart of shot quality (0 to 100) of a single reviewed game, said in words</extracomment>
        <translation>Qualità dei colpi dell’unica partita analizzata: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Shot quality over the last %n reviewed game(s): from %1 to %2, best %3.</source>
        <extracomment>The chart of shot quality (0 to 100), said in words: from the first reviewed game&apos;s %1 to the last one&apos;s %2, the best %3</extracomment>
        <translation>
            <numerusform>Qualità dei colpi in %n&#xa0;partita analizzata: da %1 a %2, con un picco di %3.</numerusform>
            <numerusform>Qualità dei colpi nelle ultime %n&#xa0;partite analizzate: da %1 a %2, con un picco di %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck in the last game: %1.</source>
        <extracomment>Luck: hits beyond what the odds predicted, &quot;+1.3&quot;</extracomment>
        <translation>Fortuna nell’ultima partita: %1.</translation>
    </message>
    <message numerus="yes">
        <source>With hints: %n game(s).</source>
        <translation>
            <numerusform>Con suggerimenti: %n&#xa0;partita.</numerusform>
            <numerusform>Con suggerimenti: %n&#xa0;partite.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Say something…</source>
        <translation>Scrivi qualcosa…</translation>
    </message>
    <message>
        <source>Message to your opponent</source>
        <translation>Messaggio per il tuo avversario</translation>
    </message>
    <message>
        <source>Chat messages</source>
        <translation>Messaggi della chat</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Invia</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <extracomment>The chat&apos;s title: Alt+its letter goes to the message line. Not the letter of a menu title (Game, Settings, Help) nor of the game-over banner&apos;s buttons (Rematch, New game, Review this game)</extracomment>
        <translation>&amp;Chat</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Show this help and quit.</source>
        <translation>Mostra questo aiuto ed esci.</translation>
    </message>
    <message>
        <source>Show the version and quit.</source>
        <translation>Mostra la versione ed esci.</translation>
    </message>
    <message>
        <source>Language of the game: %1.</source>
        <translation>Lingua del gioco: %1.</translation>
    </message>
    <message>
        <source>Host a LAN game at once, on PORT if given after it (default: the last port used).</source>
        <translation>Ospita subito una partita in rete locale, sulla porta PORT se indicata dopo l’opzione (predefinita: l’ultima usata).</translation>
    </message>
    <message>
        <source>Play by these rules: %1.</source>
        <translation>Gioca con queste regole: %1.</translation>
    </message>
    <message>
        <source>Play against the computer at this level: %1.</source>
        <translation>Gioca contro il computer a questo livello: %1.</translation>
    </message>
    <message>
        <source>Sea Battle: Battleship against the computer or a friend on your network.</source>
        <translation>Battaglia navale: sfida il computer o un amico sulla tua rete.</translation>
    </message>
    <message>
        <source>With --host: the port to listen on, from 1 to 65535.</source>
        <translation>Con --host: la porta su cui restare in ascolto, da 1 a 65535.</translation>
    </message>
    <message>
        <source>seabattle: %1</source>
        <translation>seabattle: %1</translation>
    </message>
    <message>
        <source>Try &apos;seabattle --help&apos; for the options.</source>
        <translation>Usa «seabattle --help» per l’elenco delle opzioni.</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos;</source>
        <translation>opzione sconosciuta «%1»</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos; (en, fr, pt, it)</source>
        <translation>lingua sconosciuta «%1» (en, fr, pt, it)</translation>
    </message>
    <message>
        <source>--rules takes %1, not &apos;%2&apos; (custom rules are chosen in the New game dialog)</source>
        <translation>--rules accetta %1, non «%2» (le regole personalizzate si scelgono nella finestra Nuova partita)</translation>
    </message>
    <message>
        <source>--opponent takes %1, not &apos;%2&apos;</source>
        <translation>--opponent accetta %1, non «%2»</translation>
    </message>
    <message>
        <source>give --host or --join, not both</source>
        <translation>indica --host o --join, non entrambi</translation>
    </message>
    <message>
        <source>--opponent is for a game against the computer, not with --host or --join</source>
        <translation>--opponent vale solo per le partite contro il computer, non con --host o --join</translation>
    </message>
    <message>
        <source>--rules cannot go with --join: the host chooses the rules</source>
        <translation>--rules non si può usare con --join: le regole le sceglie chi ospita la partita</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argomento inatteso «%1»</translation>
    </message>
    <message>
        <source>--host takes a port number from 1 to 65535</source>
        <translation>--host accetta un numero di porta da 1 a 65535</translation>
    </message>
    <message>
        <source>Join the LAN game at HOST at once, on PORT if given (default: %1).</source>
        <translation>Partecipa subito alla partita in rete locale su HOST, sulla porta PORT se indicata (predefinita: %1).</translation>
    </message>
    <message>
        <source>--join needs HOST or HOST:PORT, such as 192.168.1.5 or 192.168.1.5:%1, not &apos;%2&apos;</source>
        <translation>--join richiede HOST o HOST:PORT, per esempio 192.168.1.5 o 192.168.1.5:%1, non «%2»</translation>
    </message>
</context>
<context>
    <name>DataFileWords</name>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the game is not allowed to write in %1</source>
        <translation>il gioco non ha il permesso di scrivere in %1</translation>
    </message>
    <message>
        <source>the system reported: %1</source>
        <translation>il sistema ha segnalato: %1</translation>
    </message>
    <message>
        <source>a link or something other than a plain file is in its place, and the game leaves it untouched</source>
        <translation>al suo posto c’è un collegamento o qualcosa che non è un normale file, e il gioco lo lascia intatto</translation>
    </message>
</context>
<context>
    <name>FavouriteLayouts</name>
    <message>
        <source>The saved layouts in %1 could not be read.</source>
        <translation>Impossibile leggere le disposizioni salvate in %1.</translation>
    </message>
    <message>
        <source>The file of saved layouts %1 was empty.</source>
        <translation>Il file delle disposizioni salvate %1 era vuoto.</translation>
    </message>
    <message>
        <source>The file of saved layouts %1 is too large to be one.</source>
        <translation>Il file %1 è troppo grande per essere un file di disposizioni salvate.</translation>
    </message>
    <message>
        <source>The file of saved layouts %1 is damaged.</source>
        <translation>Il file delle disposizioni salvate %1 è danneggiato.</translation>
    </message>
    <message>
        <source>The file %1 does not hold saved layouts this game can read.</source>
        <translation>Il file %1 non contiene disposizioni salvate che questo gioco possa leggere.</translation>
    </message>
    <message>
        <source>The saved layouts in %1 were written by a newer version of the game.</source>
        <translation>Le disposizioni salvate in %1 sono state scritte da una versione più recente del gioco.</translation>
    </message>
    <message>
        <source>It could not be moved aside, so no layout will be saved in this session.</source>
        <translation>Non è stato possibile spostare il file, quindi in questa sessione non verrà salvata nessuna disposizione.</translation>
    </message>
    <message>
        <source>It was kept as %1, and the list of saved layouts starts empty.</source>
        <translation>Il file è stato conservato come %1 e l’elenco delle disposizioni salvate riparte da zero.</translation>
    </message>
    <message numerus="yes">
        <source>%n saved layout(s) could not be read. The file is kept as it is, so no layout will be saved in this session.</source>
        <translation>
            <numerusform>Impossibile leggere %n&#xa0;disposizione salvata. Il file resta com’è, quindi in questa sessione non verrà salvata nessuna disposizione.</numerusform>
            <numerusform>Impossibile leggere %n&#xa0;disposizioni salvate. Il file resta com’è, quindi in questa sessione non verrà salvata nessuna disposizione.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n saved layout(s) could not be read; the file as it was is kept as %1.</source>
        <translation>
            <numerusform>Impossibile leggere %n&#xa0;disposizione salvata; il file originale è stato conservato come %1.</numerusform>
            <numerusform>Impossibile leggere %n&#xa0;disposizioni salvate; il file originale è stato conservato come %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 holds what could not be read nor kept aside, so it is kept as it is.</source>
        <translation>%1 contiene dati che non è stato possibile né leggere né mettere da parte, quindi resta com’è.</translation>
    </message>
    <message>
        <source>%1. The saved layouts in %2 are as they were.</source>
        <translation>%1. Le disposizioni salvate in %2 sono rimaste com’erano.</translation>
    </message>
</context>
<context>
    <name>FleetEditor</name>
    <message>
        <source>Your fleet is ready.</source>
        <translation>La tua flotta è pronta.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a ship held by the keyboard: its class, then its cell (&quot;Submarine, C3&quot;)</extracomment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1, %2 to %3, across</source>
        <extracomment>a ship held by the keyboard: its class, its first and last cells, lying from left to right</extracomment>
        <translation>%1, da %2 a %3, in orizzontale</translation>
    </message>
    <message>
        <source>%1, %2 to %3, down</source>
        <extracomment>the same, lying from top to bottom</extracomment>
        <translation>%1, da %2 a %3, in verticale</translation>
    </message>
    <message>
        <source>Placed: %1.</source>
        <translation>Nave posizionata: %1.</translation>
    </message>
    <message>
        <source>Drag a ship onto the board; drag it back here to take it off.</source>
        <extracomment>under the ships still to place, the first of three lines on how to place them</extracomment>
        <translation>Trascina una nave sulla griglia; per toglierla, riportala qui.</translation>
    </message>
    <message>
        <source>Turn the ship you hold: R, right-click or the mouse wheel. Double-click a placed ship to turn it.</source>
        <translation>Ruota la nave che stai spostando con R, il clic destro o la rotellina del mouse. Fai doppio clic su una nave posizionata per ruotarla.</translation>
    </message>
    <message>
        <source>Keyboard: N takes the next ship, arrow keys move it, Enter puts it down, Delete takes it off.</source>
        <translation>Tastiera: N prende la nave successiva, le frecce la spostano, Invio la posiziona, Canc la toglie.</translation>
    </message>
    <message>
        <source>Drag ships onto the board · R or right-click turns one · N, arrows and Enter: by keys</source>
        <extracomment>under the ships still to place, all a player needs at a glance (the R key, the N key); the whole of it is in the tooltip</extracomment>
        <translation>Trascina le navi sulla griglia · R o clic destro per ruotarle · da tastiera: N, frecce, Invio</translation>
    </message>
</context>
<context>
    <name>FleetStatusView</name>
    <message>
        <source>%1 %2/%3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s) received, %1 on target (%2%)</source>
        <translation>
            <numerusform>%n&#xa0;colpo ricevuto, %1 a segno (%2%)</numerusform>
            <numerusform>%n&#xa0;colpi ricevuti, %1 a segno (%2%)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You fired %n shot(s), %1 on target (%2%)</source>
        <translation>
            <numerusform>Hai sparato %n&#xa0;colpo, %1 a segno (%2%)</numerusform>
            <numerusform>Hai sparato %n&#xa0;colpi, %1 a segno (%2%)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameArchive</name>
    <message>
        <source>Your replays could not be read from %1.</source>
        <translation>Impossibile leggere i tuoi replay da %1.</translation>
    </message>
    <message>
        <source>The file of your replays, %1, is damaged.</source>
        <translation>Il file dei tuoi replay, %1, è danneggiato.</translation>
    </message>
    <message>
        <source>Your replays in %1 were saved by a newer version of Sea Battle.</source>
        <translation>I tuoi replay in %1 sono stati salvati da una versione più recente di Battaglia navale.</translation>
    </message>
    <message>
        <source>It was left as it is, and new games will not be kept until it is moved away.</source>
        <translation>Il file è rimasto com’è: le nuove partite non verranno conservate finché non lo sposterai altrove.</translation>
    </message>
    <message>
        <source>It was kept as %1, and the replays start afresh.</source>
        <translation>Il file è stato conservato come %1 e i replay ripartono da zero.</translation>
    </message>
    <message>
        <source>Your replays could not be saved to %1: %2. The file keeps the replays saved before.</source>
        <translation>Impossibile salvare i tuoi replay in %1: %2. Il file conserva i replay salvati in precedenza.</translation>
    </message>
    <message>
        <source>Your replays could not be saved to %1: it is kept as it is until it is moved away.</source>
        <translation>Impossibile salvare i tuoi replay in %1: il file resta com’è finché non lo sposterai altrove.</translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) could not be read. The file is kept as it is, and new games will not be added to it until it is moved away.</source>
        <translation>
            <numerusform>Impossibile leggere %n&#xa0;replay. Il file resta com’è e non vi verranno aggiunte nuove partite finché non lo sposterai altrove.</numerusform>
            <numerusform>Impossibile leggere %n&#xa0;replay. Il file resta com’è e non vi verranno aggiunte nuove partite finché non lo sposterai altrove.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replay(s) could not be read; the file as it was is kept as %1.</source>
        <translation>
            <numerusform>Impossibile leggere %n&#xa0;replay; il file originale è stato conservato come %1.</numerusform>
            <numerusform>Impossibile leggere %n&#xa0;replay; il file originale è stato conservato come %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameChoice</name>
    <message>
        <source>%1 · watching two computers (%2)</source>
        <translation>%1 · computer contro computer (%2)</translation>
    </message>
    <message>
        <source>%1 · against the computer (%2)</source>
        <translation>%1 · contro il computer (%2)</translation>
    </message>
    <message>
        <source>Against the computer (%1), left on %2</source>
        <translation>Contro il computer (%1), interrotta il %2</translation>
    </message>
    <message>
        <source>Against the computer (%1), left today at %2</source>
        <translation>Contro il computer (%1), interrotta oggi alle %2</translation>
    </message>
    <message>
        <source>Against the computer (%1), left yesterday at %2</source>
        <translation>Contro il computer (%1), interrotta ieri alle %2</translation>
    </message>
    <message>
        <source>MMMM d</source>
        <extracomment>A day of this year in QDate::toString()&apos;s format, as a date is said in a sentence</extracomment>
        <translation>d MMMM</translation>
    </message>
    <message>
        <source>MMMM d, yyyy</source>
        <extracomment>A day of another year in QDate::toString()&apos;s format, as a date is said in a sentence</extracomment>
        <translation>d MMMM yyyy</translation>
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
        <translation>Abbandonare questa partita? Verrà contata come sconfitta.</translation>
    </message>
    <message>
        <source>Your files</source>
        <translation>I tuoi file</translation>
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
    <message numerus="yes">
        <source>%1 %n shot(s), %2, accuracy %3%, in %4.</source>
        <translation>
            <numerusform>%1 %n&#xa0;colpo, %2, precisione del %3%, in %4.</numerusform>
            <numerusform>%1 %n&#xa0;colpi, %2, precisione del %3%, in %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n on target</source>
        <translation>
            <numerusform>%n&#xa0;a segno</numerusform>
            <numerusform>%n&#xa0;a segno</numerusform>
        </translation>
    </message>
    <message>
        <source>Computer 1 won</source>
        <translation>Ha vinto il computer 1</translation>
    </message>
    <message>
        <source>Computer 2 won</source>
        <translation>Ha vinto il computer 2</translation>
    </message>
    <message>
        <source>Reviewing your shots… %1%</source>
        <extracomment>While a finished game&apos;s shots are rated; %1 is the part done in percent, 0 to 100</extracomment>
        <translation>Analisi dei tuoi colpi… %1%</translation>
    </message>
    <message>
        <source>Re&amp;view this game</source>
        <translation>Ana&amp;lizza questa partita</translation>
    </message>
    <message>
        <source>See each of your shots rated against the best one you could have fired</source>
        <translation>Guarda come viene valutato ogni tuo colpo rispetto al migliore possibile</translation>
    </message>
    <message>
        <source>Choose the opponent and the rules of the next game</source>
        <translation>Scegli l’avversario e le regole della prossima partita</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <extracomment>The banner at the end of a game, as a screen reader names it; %1 is its headline (&quot;Victory!&quot;, &quot;Defeat&quot;, &quot;Computer 1 won&quot;)</extracomment>
        <translation>Fine partita: %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>a game&apos;s length under a minute, in seconds (&quot;7 s&quot;)</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <comment>a game&apos;s length: minutes, then seconds (&quot;2 min 05 s&quot;)</comment>
        <translation>%1 min %2 s</translation>
    </message>
</context>
<context>
    <name>HintOffer</name>
    <message>
        <source>Hint</source>
        <extracomment>A button that shows the odds of a ship on every cell of Enemy waters</extracomment>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Show the odds of a ship on every cell (%1). A game with hints does not count for records.</source>
        <extracomment>%1 is the key that does the same (Ctrl+H)</extracomment>
        <translation>Mostra, per ogni cella, la probabilità che ci sia una nave (%1). Le partite con suggerimenti non valgono per i record.</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>Ships may touch each other, but never overlap.</source>
        <translation>Le navi possono toccarsi, ma non sovrapporsi.</translation>
    </message>
    <message>
        <source>Ships may not share a side; they may touch by a corner.</source>
        <translation>Le navi non possono avere un lato in comune; possono toccarsi solo in diagonale.</translation>
    </message>
    <message>
        <source>Ships may not touch, not even by a corner: there is always at least one empty cell between two ships.</source>
        <translation>Le navi non possono toccarsi, né di lato né in diagonale: tra due navi deve sempre esserci almeno una cella vuota.</translation>
    </message>
    <message>
        <source>After a hit or a sunk ship you shoot again, until you miss.</source>
        <translation>Se colpisci o affondi una nave, tiri ancora, finché non manchi il bersaglio.</translation>
    </message>
    <message>
        <source>After every shot, hit or miss, the turn passes to your opponent.</source>
        <translation>Dopo ogni colpo, a segno o no, il turno passa all’avversario.</translation>
    </message>
    <message>
        <source>When a ship sinks, the cells around it are marked as water: no ship can be there.</source>
        <translation>Quando una nave affonda, le celle intorno vengono segnate come acqua: lì non possono esserci navi.</translation>
    </message>
    <message>
        <source>Sink the enemy fleet</source>
        <translation>Affonda la flotta nemica</translation>
    </message>
    <message>
        <source>Each player has a 10 × 10 grid: columns A to J, rows 1 to 10. A cell is named by its column and its row, such as C7.</source>
        <translation>Ogni giocatore ha una griglia 10 × 10: colonne dalla A alla J, righe da 1 a 10. Una cella si indica con la lettera della colonna seguita dal numero della riga, per esempio C7.</translation>
    </message>
    <message numerus="yes">
        <source>The fleet (%n cells to hit)</source>
        <translation>
            <numerusform>La flotta (%n&#xa0;cella da colpire)</numerusform>
            <numerusform>La flotta (%n&#xa0;celle da colpire)</numerusform>
        </translation>
    </message>
    <message>
        <source>Before the battle both players place every ship in secret, horizontally or vertically, wholly inside the grid.</source>
        <translation>Prima della battaglia, entrambi i giocatori posizionano in segreto tutte le navi, in orizzontale o in verticale, interamente dentro la propria griglia.</translation>
    </message>
    <message>
        <source>The battle</source>
        <translation>La battaglia</translation>
    </message>
    <message>
        <source>Players take turns to fire at one cell of the other&apos;s grid. The answer is Miss, Hit, or Sunk, naming the ship.</source>
        <translation>A turno, ogni giocatore spara su una cella della griglia avversaria. L’avversario risponde «Mancato», «Colpito» o «Affondato» e, in quest’ultimo caso, indica il tipo di nave.</translation>
    </message>
    <message>
        <source>The first player to sink every ship of the other fleet wins.</source>
        <translation>Vince il primo giocatore che affonda tutte le navi della flotta avversaria.</translation>
    </message>
    <message>
        <source>Rule violations</source>
        <translation>Violazioni delle regole</translation>
    </message>
    <message>
        <source>A proven violation gives the win to the other player: a wrong number or size of ships, ships that touch when the rules forbid it, ships moved during the game, a skipped turn, or, over the network, a false answer to a shot. Against the computer the game makes them impossible.</source>
        <translation>Se viene provata una violazione, la vittoria va all’altro giocatore: numero errato di navi o navi di dimensione errata, navi che si toccano quando le regole lo vietano, navi spostate durante la partita, un turno saltato o, in rete, una risposta falsa a un colpo. Contro il computer il gioco le rende impossibili.</translation>
    </message>
    <message>
        <source>House rule: the players may agree that a hit gives another shot (&quot;Shoot again after a hit&quot; in the new-game dialog).</source>
        <translation>Regola opzionale: i giocatori possono decidere che chi colpisce tira ancora («Chi colpisce tira ancora» nella finestra Nuova partita).</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n ship(s) of %2</source>
        <translation>
            <numerusform>%1: %n&#xa0;nave da %2</numerusform>
            <numerusform>%1: %n&#xa0;navi da %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s)</source>
        <translation>
            <numerusform>%n&#xa0;cella</numerusform>
            <numerusform>%n&#xa0;celle</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules of this game</source>
        <translation>Le regole di questa partita</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Type the address your friend&apos;s game shows, or pick a game in the list.</source>
        <translation>Digita l’indirizzo mostrato dal gioco del tuo amico, oppure scegli una partita dall’elenco.</translation>
    </message>
    <message>
        <source>Type the address before the port, such as 192.168.1.5:47300.</source>
        <translation>Digita l’indirizzo prima della porta, per esempio 192.168.1.5:47300.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, after a colon: 192.168.1.5:47300.</source>
        <translation>La porta è un numero da 1 a 65535, dopo i due punti: 192.168.1.5:47300.</translation>
    </message>
    <message>
        <source>That is not an address: type it as your friend&apos;s game shows it, such as 192.168.1.5.</source>
        <translation>Questo non è un indirizzo valido: digitalo come lo mostra il gioco del tuo amico, per esempio 192.168.1.5.</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>Unisciti a una partita in rete locale</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>&amp;Games on your network:</source>
        <translation>&amp;Partite sulla tua rete:</translation>
    </message>
    <message>
        <source>No game heard yet. Games hosted on your network appear here by themselves.</source>
        <translation>Ancora nessuna partita trovata. Le partite ospitate sulla tua rete compaiono qui automaticamente.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Indirizzo:</translation>
    </message>
    <message>
        <source>e.g. 192.168.1.5:47300</source>
        <translation>es. 192.168.1.5:47300</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unisciti</translation>
    </message>
    <message>
        <source>Games on your network</source>
        <translation>Partite sulla tua rete</translation>
    </message>
    <message>
        <source>Choosing a game types its address below.</source>
        <translation>Quando scegli una partita, il suo indirizzo compare qui sotto.</translation>
    </message>
    <message>
        <source>The address your friend&apos;s game shows, such as 192.168.1.5:47300.</source>
        <translation>L’indirizzo mostrato dal gioco del tuo amico, per esempio 192.168.1.5:47300.</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <extracomment>a game found on the network: the host&apos;s name, the rules (&quot;Standard rules&quot;), the address</extracomment>
        <translation>%1 — %2 — %3</translation>
    </message>
</context>
<context>
    <name>LanGame</name>
    <message>
        <source>%1 joined.</source>
        <translation>%1 ha raggiunto la partita.</translation>
    </message>
    <message>
        <source>%1 declined your rules.</source>
        <translation>%1 ha rifiutato le tue regole.</translation>
    </message>
    <message>
        <source>%1 declined your rules (they said: “%2”).</source>
        <translation>%1 ha rifiutato le tue regole (messaggio: «%2»).</translation>
    </message>
    <message>
        <source>LAN game with %1</source>
        <translation>Partita in rete locale con %1</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 è di nuovo in partita.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>You may claim the win, or keep waiting for %1 to come back.</source>
        <translation>Puoi reclamare la vittoria, oppure continuare ad aspettare il ritorno di %1.</translation>
    </message>
    <message>
        <source>Waiting for %1 to come back…</source>
        <translation>In attesa del ritorno di %1…</translation>
    </message>
    <message>
        <source>Waiting for %1 to place their fleet…</source>
        <translation>In attesa che %1 posizioni la sua flotta…</translation>
    </message>
    <message>
        <source>Checking %1&apos;s fleet against their answers…</source>
        <translation>Confronto della flotta di %1 con le sue risposte…</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 chiede la rivincita.</translation>
    </message>
    <message>
        <source>Waiting for %1 to accept the rematch…</source>
        <translation>In attesa che %1 accetti la rivincita…</translation>
    </message>
    <message>
        <source>%1 broke the rules: the win is yours.</source>
        <translation>%1 ha violato le regole: la vittoria è tua.</translation>
    </message>
    <message>
        <source>Anonymous</source>
        <translation>Anonimo</translation>
    </message>
    <message>
        <source>Too many lines at once: “%1” was not sent. Wait a moment and send it again.</source>
        <translation>Troppe righe tutte insieme: il messaggio «%1» non è stato inviato. Aspetta un momento e invialo di nuovo.</translation>
    </message>
    <message>
        <source>%1 has not played for several minutes. You may claim the win, or keep waiting.</source>
        <translation>%1 non gioca da diversi minuti. Puoi reclamare la vittoria, oppure continuare ad aspettare.</translation>
    </message>
</context>
<context>
    <name>LanStart</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>Ospita una partita in rete locale</translation>
    </message>
    <message>
        <source>Hosting on port %1</source>
        <translation>Partita ospitata sulla porta %1</translation>
    </message>
</context>
<context>
    <name>LanWords</name>
    <message>
        <source>Your opponent</source>
        <translation>Il tuo avversario</translation>
    </message>
    <message>
        <source>The connection was closed; your game is kept.</source>
        <translation>La connessione è stata chiusa; la tua partita viene conservata.</translation>
    </message>
    <message>
        <source>Port %1 is already in use by another program. Choose another port.</source>
        <translation>La porta %1 è già usata da un altro programma. Scegli un’altra porta.</translation>
    </message>
    <message>
        <source>This computer does not allow a game to listen on port %1. Choose a port from 1024 to 65535.</source>
        <translation>Questo computer non consente al gioco di restare in ascolto sulla porta %1. Scegli una porta tra 1024 e 65535.</translation>
    </message>
    <message>
        <source>Cannot wait for players on port %1: %2</source>
        <translation>Impossibile attendere giocatori sulla porta %1: %2</translation>
    </message>
    <message>
        <source>Cannot reach the game: %1. Check the address, and that your friend is hosting.</source>
        <translation>Impossibile raggiungere la partita: %1. Controlla l’indirizzo e verifica che il tuo amico stia ospitando la partita.</translation>
    </message>
    <message>
        <source>%1&apos;s game speaks protocol version %2; this one speaks version %3. You both need a compatible version of Sea Battle.</source>
        <translation>Il gioco di %1 usa la versione %2 del protocollo, il tuo la versione %3. Dovete avere entrambi una versione compatibile di Battaglia navale.</translation>
    </message>
    <message>
        <source>That game already has a second player.</source>
        <translation>Quella partita ha già un secondo giocatore.</translation>
    </message>
    <message>
        <source>A player who is not part of this game tried to join it and was turned away.</source>
        <translation>Un giocatore estraneo a questa partita ha cercato di unirsi ed è stato respinto.</translation>
    </message>
    <message>
        <source>%1&apos;s game sent something that is not a valid message.</source>
        <translation>Il gioco di %1 ha inviato qualcosa che non è un messaggio valido.</translation>
    </message>
    <message>
        <source>%1&apos;s game sent too many messages at once.</source>
        <translation>Il gioco di %1 ha inviato troppi messaggi in una volta.</translation>
    </message>
    <message>
        <source>%1&apos;s game sent a message the game did not expect (%2).</source>
        <translation>Il gioco di %1 ha inviato un messaggio inatteso in questa fase della partita (%2).</translation>
    </message>
    <message>
        <source>%1 fired out of turn.</source>
        <translation>%1 ha sparato fuori turno.</translation>
    </message>
    <message>
        <source>%1 fired at a cell already fired at.</source>
        <translation>%1 ha sparato su una cella già bersagliata.</translation>
    </message>
    <message>
        <source>%1 offered rules that cannot be played.</source>
        <translation>%1 ha proposto regole con cui non si può giocare.</translation>
    </message>
    <message>
        <source>%1 left the game.</source>
        <translation>%1 ha lasciato la partita.</translation>
    </message>
    <message>
        <source>%1 left the game (they said: “%2”).</source>
        <translation>%1 ha lasciato la partita (messaggio: «%2»).</translation>
    </message>
    <message>
        <source>The fleet they revealed is not the one they committed to before the first shot.</source>
        <translation>La flotta rivelata dal tuo avversario non è quella sigillata prima del primo colpo.</translation>
    </message>
    <message>
        <source>What they revealed at the end is not a fleet of these rules.</source>
        <translation>Ciò che il tuo avversario ha rivelato alla fine non è una flotta valida con queste regole.</translation>
    </message>
    <message>
        <source>They did not reveal their fleet at the end, so their answers could not be checked.</source>
        <translation>Il tuo avversario non ha rivelato la sua flotta alla fine, quindi non è stato possibile verificare le sue risposte.</translation>
    </message>
    <message>
        <source>%1 has not been heard from for a while: the connection seems lost.</source>
        <translation>%1 non dà segni di vita da un po’: la connessione sembra interrotta.</translation>
    </message>
    <message>
        <source>%1 is no longer connected.</source>
        <translation>La connessione con %1 si è interrotta.</translation>
    </message>
    <message>
        <source>%1 fired a salvo of the wrong number of shots.</source>
        <translation>%1 ha sparato una salva con il numero sbagliato di colpi.</translation>
    </message>
    <message>
        <source>%1 fired twice at the same cell in one salvo.</source>
        <translation>%1 ha sparato due volte sulla stessa cella nella stessa salva.</translation>
    </message>
    <message>
        <source>%1 fired a salvo at a cell already fired at.</source>
        <translation>%1 ha sparato una salva su una cella già bersagliata.</translation>
    </message>
    <message>
        <source>%1 fired a salvo out of turn.</source>
        <translation>%1 ha sparato una salva fuori turno.</translation>
    </message>
    <message>
        <source>%1 plays an older version of Sea Battle, which cannot play Salvo over the network; they were told so. Choose rules without Salvo to play with them, or ask them to update Sea Battle.</source>
        <translation>%1 usa una versione precedente di Battaglia navale, che non permette di giocare con la Salva in rete; il suo gioco ne è stato avvisato. Scegli regole senza la Salva per giocare insieme, oppure chiedi a %1 di aggiornare Battaglia navale.</translation>
    </message>
</context>
<context>
    <name>LegendView</name>
    <message>
        <source>Not fired at</source>
        <translation>Nessun colpo</translation>
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
        <translation>Affondato</translation>
    </message>
    <message>
        <source>Empty (next to a sunk ship)</source>
        <translation>Vuota (accanto a una nave affondata)</translation>
    </message>
    <message>
        <source>Your ship</source>
        <translation>La tua nave</translation>
    </message>
    <message>
        <source>Ship</source>
        <translation>Nave</translation>
    </message>
    <message>
        <source>Legend</source>
        <extracomment>the row of samples under the boards: what each mark on a cell means</extracomment>
        <translation>Legenda</translation>
    </message>
    <message>
        <source>Computer 1&apos;s last shot</source>
        <extracomment>the legend&apos;s name for the frame around the cell last fired at on the right-hand board (when watching two computers play, the shots of Computer 1)</extracomment>
        <translation>Ultimo colpo del computer 1</translation>
    </message>
    <message>
        <source>Your last shot</source>
        <translation>Il tuo ultimo colpo</translation>
    </message>
    <message>
        <source>Computer 2&apos;s last shot</source>
        <extracomment>the legend&apos;s name for the frame around the cell last fired at on the left-hand board (when watching two computers play, the shots of Computer 2)</extracomment>
        <translation>Ultimo colpo del computer 2</translation>
    </message>
    <message>
        <source>Enemy&apos;s last shot</source>
        <translation>Ultimo colpo nemico</translation>
    </message>
</context>
<context>
    <name>LoadLayoutDialog</name>
    <message>
        <source>Load a layout</source>
        <translation>Carica una disposizione</translation>
    </message>
    <message>
        <source>Choose a saved layout to place on your board:</source>
        <translation>Scegli una disposizione salvata da posizionare sulla tua griglia:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Made for</source>
        <translation>Creata per</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Carica</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Elimina</translation>
    </message>
    <message>
        <source>Delete the selected layout</source>
        <translation>Elimina la disposizione selezionata</translation>
    </message>
    <message>
        <source>No layout is saved yet.</source>
        <translation>Non hai ancora salvato nessuna disposizione.</translation>
    </message>
    <message>
        <source>“%1” fits the rules of this game.</source>
        <translation>«%1» è compatibile con le regole di questa partita.</translation>
    </message>
    <message>
        <source>Delete a layout</source>
        <translation>Elimina una disposizione</translation>
    </message>
    <message>
        <source>Delete the layout “%1”?</source>
        <translation>Eliminare la disposizione «%1»?</translation>
    </message>
    <message>
        <source>Saved layouts</source>
        <translation>Disposizioni salvate</translation>
    </message>
</context>
<context>
    <name>LobbyView</name>
    <message>
        <source>Copied.</source>
        <translation>Indirizzi copiati.</translation>
    </message>
    <message>
        <source>&amp;Copy the addresses</source>
        <translation>&amp;Copia gli indirizzi</translation>
    </message>
    <message>
        <source>&amp;Accept and place my fleet</source>
        <translation>A&amp;ccetta e posiziona la mia flotta</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Rifiuta</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Addresses to give your friend</source>
        <translation>Indirizzi da dare al tuo amico</translation>
    </message>
    <message>
        <source>Waiting for a friend to join</source>
        <translation>In attesa che un amico si unisca</translation>
    </message>
    <message>
        <source>Ask your friend to choose Game → Join a LAN game and to type one of these addresses (or to pick your game in the list):</source>
        <translation>Chiedi al tuo amico di scegliere Partita → Unisciti a una partita in rete locale e di digitare uno di questi indirizzi (o di scegliere la tua partita dall’elenco):</translation>
    </message>
    <message>
        <source>This computer has no network address yet: your friend can join once it is connected.</source>
        <translation>Questo computer non ha ancora un indirizzo di rete: il tuo amico potrà unirsi quando il computer sarà connesso.</translation>
    </message>
    <message>
        <source>Joining %1…</source>
        <translation>Connessione a %1…</translation>
    </message>
    <message>
        <source>%1 offers a match</source>
        <translation>%1 propone una partita</translation>
    </message>
    <message>
        <source>Read the rules, then accept them to place your fleet, or decline.</source>
        <translation>Leggi le regole, poi accettale per posizionare la tua flotta, oppure rifiuta.</translation>
    </message>
    <message>
        <source>%1 joined</source>
        <translation>%1 ha raggiunto la partita</translation>
    </message>
    <message>
        <source>Waiting for them to accept your rules…</source>
        <translation>In attesa che le tue regole vengano accettate…</translation>
    </message>
</context>
<context>
    <name>Logbook</name>
    <message>
        <source>This game cannot be replayed: the other fleet was never shown. Its review is on the banner.</source>
        <translation>Questa partita non può essere rivista: l’altra flotta non è mai stata mostrata. La sua analisi si trova nel riquadro di fine partita.</translation>
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
    <message>
        <source>&amp;Host a LAN game…</source>
        <translation>&amp;Ospita una partita in rete locale…</translation>
    </message>
    <message>
        <source>Play a friend on your local network: they join your game</source>
        <translation>Gioca contro un amico sulla tua rete locale: sarà lui a unirsi alla tua partita</translation>
    </message>
    <message>
        <source>&amp;Join a LAN game…</source>
        <translation>&amp;Unisciti a una partita in rete locale…</translation>
    </message>
    <message>
        <source>Play a friend on your local network: join their game</source>
        <translation>Gioca contro un amico sulla tua rete locale unendoti alla sua partita</translation>
    </message>
    <message>
        <source>Re&amp;plays…</source>
        <translation>&amp;Replay…</translation>
    </message>
    <message>
        <source>Watch your finished games again, shot by shot</source>
        <translation>Rivedi le tue partite concluse, colpo per colpo</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiche…</translation>
    </message>
    <message>
        <source>Your wins, losses and shots against each opponent</source>
        <translation>Vittorie, sconfitte e colpi contro ciascun avversario</translation>
    </message>
    <message>
        <source>Waiting for a player</source>
        <translation>In attesa di un giocatore</translation>
    </message>
    <message>
        <source>Place your fleet</source>
        <translation>Posiziona la tua flotta</translation>
    </message>
    <message>
        <source>S&amp;ound effects</source>
        <translation>&amp;Effetti sonori</translation>
    </message>
    <message>
        <source>&amp;Volume</source>
        <translation>&amp;Volume</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;About Sea Battle</source>
        <translation>&amp;Informazioni su Battaglia navale</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Hints against the computer</source>
        <translation>&amp;Suggerimenti contro il computer</translation>
    </message>
    <message>
        <source>A Hint button shows the odds of a ship on every cell. A game with hints does not count for records.</source>
        <translation>Il pulsante «Suggerimento» mostra, per ogni cella, la probabilità che ci sia una nave. Le partite con suggerimenti non valgono per i record.</translation>
    </message>
    <message>
        <source>More tools</source>
        <extracomment>The button at the end of the tool bar that shows the tools a narrow window hides</extracomment>
        <translation>Altri strumenti</translation>
    </message>
    <message>
        <source>&amp;Read aloud</source>
        <translation>&amp;Leggi ad alta voce</translation>
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
        <translation>%1: una nave è lunga da 1 a 6&#xa0;celle.</translation>
    </message>
    <message>
        <source>%1: 0 to 9 ships of a kind.</source>
        <translation>%1: da 0 a 9&#xa0;navi per tipo.</translation>
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
        <source>Marking the cells around sunk ships needs ships that may not touch.</source>
        <translation>Per segnare le celle intorno alle navi affondate, le navi non devono potersi toccare.</translation>
    </message>
    <message>
        <source>Salvo and “Shoot again after a hit” cannot be combined: a salvo already fires one shot per ship afloat.</source>
        <translation>La Salva e «Chi colpisce tira ancora» non si possono combinare: con la salva si spara già un colpo per ogni nave a galla.</translation>
    </message>
    <message>
        <source>This fleet does not fit on the grid.</source>
        <translation>Questa flotta non entra nella griglia.</translation>
    </message>
    <message>
        <source>This fleet is too crowded: no room was found for it on the grid.</source>
        <translation>Questa flotta è troppo numerosa: sulla griglia non c’è spazio per posizionarla.</translation>
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
        <translation>Solo in diagonale</translation>
    </message>
    <message>
        <source>No, not even by a corner</source>
        <translation>No, nemmeno in diagonale</translation>
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
    <message>
        <source>Host a LAN game</source>
        <translation>Ospita una partita in rete locale</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Il tuo nome:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>Port&amp;a:</translation>
    </message>
    <message>
        <source>The port your friend&apos;s game connects to; 47300 unless another program uses it.</source>
        <translation>La porta a cui si collega il gioco del tuo amico; 47300, a meno che non la usi un altro programma.</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Ospita</translation>
    </message>
    <message numerus="yes">
        <source>At most %n ship(s) in a fleet.</source>
        <translation>
            <numerusform>Una flotta può avere al massimo %n&#xa0;nave.</numerusform>
            <numerusform>Una flotta può avere al massimo %n&#xa0;navi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kind %1: name</source>
        <extracomment>The name of a kind of ship in the Custom fleet&apos;s table; %1 is the row, from 1</extracomment>
        <translation>Tipo %1: nome</translation>
    </message>
    <message>
        <source>Kind %1: length</source>
        <extracomment>The length in cells of a kind of ship in the Custom fleet&apos;s table; %1 is the row, from 1</extracomment>
        <translation>Tipo %1: lunghezza</translation>
    </message>
    <message>
        <source>Kind %1: number of ships</source>
        <extracomment>How many ships of a kind the Custom fleet has; %1 is the row, from 1</extracomment>
        <translation>Tipo %1: numero di navi</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Flotta</translation>
    </message>
    <message>
        <source>Each kind of ship: its name, its length in cells and how many.</source>
        <translation>Ogni tipo di nave: il nome, la lunghezza in celle e la quantità.</translation>
    </message>
    <message>
        <source>Remove the selected kind of ship, or the last one</source>
        <translation>Rimuovi il tipo di nave selezionato, o l’ultimo</translation>
    </message>
    <message>
        <source>Salvo: a shot for &amp;each ship afloat</source>
        <translation>Salva di colpi: uno per ogni nave a &amp;galla</translation>
    </message>
    <message>
        <source>Each turn, fire as many shots as you have ships afloat, all chosen before any is answered.</source>
        <translation>A ogni turno spari tanti colpi quante sono le tue navi a galla, scegliendoli tutti prima di qualsiasi risposta.</translation>
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
    <message>
        <source>Save layout</source>
        <translation>Salva disposizione</translation>
    </message>
    <message numerus="yes">
        <source>Name of this layout (at most %n characters):</source>
        <translation>
            <numerusform>Nome di questa disposizione (al massimo %n&#xa0;carattere):</numerusform>
            <numerusform>Nome di questa disposizione (al massimo %n&#xa0;caratteri):</numerusform>
        </translation>
    </message>
    <message>
        <source>A layout named “%1” already exists. Replace it?</source>
        <translation>Esiste già una disposizione chiamata «%1». Sostituirla?</translation>
    </message>
    <message>
        <source>Layout saved as “%1”.</source>
        <translation>Disposizione salvata come «%1».</translation>
    </message>
    <message>
        <source>Layout “%1” placed.</source>
        <translation>Disposizione «%1» applicata.</translation>
    </message>
    <message>
        <source>Sa&amp;ve layout…</source>
        <translation>Sal&amp;va disposizione…</translation>
    </message>
    <message>
        <source>Keep this fleet under a name, to place it again in a later game</source>
        <translation>Salva questa flotta con un nome, per posizionarla di nuovo in una prossima partita</translation>
    </message>
    <message>
        <source>L&amp;oad layout…</source>
        <translation>Carica &amp;disposizione…</translation>
    </message>
    <message>
        <source>Place a fleet you saved earlier</source>
        <translation>Posiziona una flotta che hai salvato in precedenza</translation>
    </message>
    <message>
        <source>Your fleet and the shipyard</source>
        <extracomment>the board and shipyard where ships are placed, as a screen reader names it</extracomment>
        <translation>La tua flotta e il cantiere</translation>
    </message>
    <message numerus="yes">
        <source>Place %n more ships</source>
        <translation>
            <numerusform>Posiziona ancora %n&#xa0;nave</numerusform>
            <numerusform>Posiziona ancora %n&#xa0;navi</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemWords</name>
    <message>
        <source>this ship is not part of the fleet</source>
        <translation>questa nave non fa parte della flotta</translation>
    </message>
    <message>
        <source>outside the grid</source>
        <translation>fuori dalla griglia</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n still to place</source>
        <translation>
            <numerusform>%1: ancora %n&#xa0;da posizionare</numerusform>
            <numerusform>%1: ancora %n&#xa0;da posizionare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) long instead of %1</source>
        <translation>
            <numerusform>%n&#xa0;cella invece di %1</numerusform>
            <numerusform>%n&#xa0;celle invece di %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QualityChart</name>
    <message>
        <source>Shot quality and luck over time</source>
        <translation>Qualità dei colpi e fortuna nel tempo</translation>
    </message>
    <message>
        <source>Shot quality</source>
        <translation>Qualità dei colpi</translation>
    </message>
    <message>
        <source>Luck</source>
        <extracomment>Luck: the hits a player made beyond what the odds of the chosen cells predicted.
----------
The luck axis: hits above (+) or below (−) what the odds predicted (keep it short).</extracomment>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Games with hints</source>
        <translation>Partite con suggerimenti</translation>
    </message>
    <message>
        <source>Reviewed games</source>
        <translation>Partite analizzate</translation>
    </message>
    <message>
        <source>Quality</source>
        <extracomment>The axis of shot quality, 0 to 100 (keep it short: the chart is small).</extracomment>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>No reviewed games yet: review a finished game to see how well you chose your shots.</source>
        <translation>Nessuna partita ancora analizzata: analizza una partita conclusa per scoprire quanto hai scelto bene i tuoi colpi.</translation>
    </message>
</context>
<context>
    <name>ReplayReview</name>
    <message>
        <source>&amp;Heat map</source>
        <translation>&amp;Mappa di calore</translation>
    </message>
    <message>
        <source>The odds of a ship before the shot, on the board it was fired at (H)</source>
        <translation>La probabilità che ci fosse una nave in ogni cella prima del colpo, sulla griglia bersagliata (H)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <extracomment>A player&apos;s review, then where the game turned for them: &quot;Shot quality 87, …. The game turned …&quot;</extracomment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>You: %1</source>
        <extracomment>Player One&apos;s shots reviewed: &quot;You: Shot quality 87, 2 wasted shots, luck +2.6&quot;</extracomment>
        <translation>Tu: %1</translation>
    </message>
    <message>
        <source>The opponent: %1</source>
        <extracomment>The opponent&apos;s shots reviewed</extracomment>
        <translation>L’avversario: %1</translation>
    </message>
    <message>
        <source>A %1 chance.</source>
        <extracomment>One shot of a salvo: its cell&apos;s chance, &quot;A 20% chance.&quot;</extracomment>
        <translation>Probabilità %1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A shot of a salvo reviewed, then the salvo: &quot;A 20% chance. Good salvo: 1.4 hits expected; …&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>This game cannot be replayed: its record breaks the rules.</source>
        <translation>Questa partita non può essere rivista: la sua registrazione viola le regole.</translation>
    </message>
    <message>
        <source>Choose a game to replay.</source>
        <translation>Scegli una partita da rivedere.</translation>
    </message>
    <message>
        <source>No shot was fired in this game.</source>
        <translation>In questa partita non è stato sparato nessun colpo.</translation>
    </message>
    <message>
        <source>The fleets are in place.</source>
        <translation>Le flotte sono schierate.</translation>
    </message>
    <message>
        <source>You fired at %1: Miss.</source>
        <translation>Hai sparato su %1: Mancato.</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Miss.</source>
        <translation>L’avversario ha sparato su %1: Mancato.</translation>
    </message>
    <message>
        <source>You fired at %1: Hit!</source>
        <translation>Hai sparato su %1: Colpito!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Hit!</source>
        <translation>L’avversario ha sparato su %1: Colpito!</translation>
    </message>
    <message>
        <source>Your fleet</source>
        <translation>La tua flotta</translation>
    </message>
    <message>
        <source>The opponent&apos;s fleet</source>
        <translation>La flotta dell’avversario</translation>
    </message>
    <message>
        <source>Shot %1 of %2</source>
        <translation>Colpo %1 di %2</translation>
    </message>
    <message>
        <source>You won: you sank the whole enemy fleet.</source>
        <translation>Hai vinto: hai affondato tutta la flotta nemica.</translation>
    </message>
    <message>
        <source>You lost: your whole fleet is sunk.</source>
        <translation>Hai perso: tutta la tua flotta è affondata.</translation>
    </message>
    <message>
        <source>You won: your opponent resigned.</source>
        <translation>Hai vinto: il tuo avversario ha abbandonato.</translation>
    </message>
    <message>
        <source>You lost: you resigned.</source>
        <translation>Hai perso: hai abbandonato.</translation>
    </message>
    <message>
        <source>You won: your opponent broke a rule.</source>
        <translation>Hai vinto: il tuo avversario ha violato una regola.</translation>
    </message>
    <message>
        <source>You lost: a rule was broken.</source>
        <translation>Hai perso: è stata violata una regola.</translation>
    </message>
    <message>
        <source>You won: your opponent left.</source>
        <translation>Hai vinto: il tuo avversario ha lasciato la partita.</translation>
    </message>
    <message>
        <source>You lost: the connection was lost.</source>
        <translation>Hai perso: la connessione si è interrotta.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Before the first shot (Home)</source>
        <translation>Prima del primo colpo (tasto Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>One shot back (Left arrow)</source>
        <translation>Un colpo indietro (freccia sinistra)</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Stop playing (Space)</source>
        <translation>Interrompi la riproduzione (barra spaziatrice)</translation>
    </message>
    <message>
        <source>Play the game shot by shot (Space)</source>
        <translation>Riproduci la partita colpo per colpo (barra spaziatrice)</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>One shot forward (Right arrow)</source>
        <translation>Un colpo avanti (freccia destra)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>After the last shot (End)</source>
        <translation>Dopo l’ultimo colpo (tasto Fine)</translation>
    </message>
    <message>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocità:</translation>
    </message>
    <message>
        <source>Seconds between shots</source>
        <translation>Secondi tra un colpo e l’altro</translation>
    </message>
    <message>
        <source>%1 s per shot</source>
        <translation>%1&#xa0;s per colpo</translation>
    </message>
    <message>
        <source>Replay</source>
        <extracomment>The replay as a whole, which takes the keys that step through the game</extracomment>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Left and Right arrows: a shot back or forward. Home and End: the start and the end. Space: play or pause. H: the heat map, once reviewed.</source>
        <translation>Frecce sinistra e destra: un colpo indietro o avanti. Tasti Home e Fine: l’inizio e la fine. Barra spaziatrice: riproduci o metti in pausa. H: la mappa di calore, dopo l’analisi.</translation>
    </message>
    <message>
        <source>%1 Page Up and Page Down: a salvo back or forward.</source>
        <translation>%1 Tasti Pag su e Pag giù: una salva indietro o avanti.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>LAN</source>
        <translation>Rete locale</translation>
    </message>
    <message>
        <source>LAN: %1</source>
        <translation>Rete locale: %1</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinta</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persa</translation>
    </message>
    <message>
        <source>Unknown date</source>
        <translation>Data sconosciuta</translation>
    </message>
    <message>
        <source>%1, against %2: %3</source>
        <translation>%1, contro %2: %3</translation>
    </message>
    <message>
        <source>Replays</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>The column of the player&apos;s shot quality (0 to 100) in reviewed games</extracomment>
        <translation>Data</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Colpi</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Partite concluse</translation>
    </message>
    <message numerus="yes">
        <source>No game to replay yet. Every game you finish against the computer, or against a friend once both fleets are revealed, is kept here: the last %n game(s).</source>
        <translation>
            <numerusform>Ancora nessuna partita da rivedere. Ogni partita che concludi contro il computer, o contro un amico quando entrambe le flotte sono state rivelate, viene conservata qui: al massimo %n&#xa0;partita.</numerusform>
            <numerusform>Ancora nessuna partita da rivedere. Ogni partita che concludi contro il computer, o contro un amico quando entrambe le flotte sono state rivelate, viene conservata qui: le ultime %n&#xa0;partite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>Re&amp;view</source>
        <translation>&amp;Analizza</translation>
    </message>
    <message>
        <source>How good each shot of this game was, and the odds before it</source>
        <translation>La qualità di ogni colpo di questa partita e le probabilità prima di ciascuno</translation>
    </message>
    <message>
        <source>Review of this game</source>
        <extracomment>The bar of a game&apos;s review being worked out</extracomment>
        <translation>Analisi di questa partita</translation>
    </message>
</context>
<context>
    <name>ReviewWords</name>
    <message>
        <source>Best shot</source>
        <translation>Colpo migliore</translation>
    </message>
    <message>
        <source>Good shot</source>
        <translation>Buon colpo</translation>
    </message>
    <message>
        <source>Weak shot</source>
        <translation>Colpo mediocre</translation>
    </message>
    <message>
        <source>Wasted shot</source>
        <extracomment>A shot at a cell the rules had already proved empty</extracomment>
        <translation>Colpo sprecato</translation>
    </message>
    <message>
        <source>Ships may not touch, so a cell beside a sunk ship is always empty.</source>
        <translation>Le navi non possono toccarsi, quindi una cella accanto a una nave affondata è sempre vuota.</translation>
    </message>
    <message>
        <source>Ships may not touch even at a corner, so a cell diagonal to a hit is always empty.</source>
        <translation>Le navi non possono toccarsi nemmeno in diagonale, quindi una cella in diagonale rispetto a una cella colpita è sempre vuota.</translation>
    </message>
    <message>
        <source>Any ship here would touch the ship already hit beside it.</source>
        <translation>Una nave qui toccherebbe quella già colpita lì accanto.</translation>
    </message>
    <message>
        <source>No ship still afloat fits in this gap.</source>
        <translation>Nessuna nave ancora a galla entra in questo spazio.</translation>
    </message>
    <message>
        <source>No fleet still possible puts a ship here.</source>
        <translation>In nessuna delle disposizioni ancora possibili c’è una nave qui.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A chance as a percentage: %1 is the number (French puts a no-break space before the sign)</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>Luck above what the chances predicted, in hits: &quot;+2.6&quot;</extracomment>
        <translation>+%1</translation>
    </message>
    <message>
        <source>−%1</source>
        <extracomment>Luck below what the chances predicted, in hits, with a minus sign: &quot;−1.3&quot;</extracomment>
        <translation>−%1</translation>
    </message>
    <message>
        <source>no wasted shot</source>
        <extracomment>In &quot;Shot quality 87, no wasted shot, luck +2.6&quot;</extracomment>
        <translation>nessun colpo sprecato</translation>
    </message>
    <message numerus="yes">
        <source>%n wasted shot(s)</source>
        <translation>
            <numerusform>%n&#xa0;colpo sprecato</numerusform>
            <numerusform>%n&#xa0;colpi sprecati</numerusform>
        </translation>
    </message>
    <message>
        <source>Shot quality %1, %2, luck %3</source>
        <extracomment>%1 is the shot quality (0 to 100), %2 the wasted shots, %3 the luck (&quot;+2.6&quot;)</extracomment>
        <translation>Qualità dei colpi %1, %2, fortuna %3</translation>
    </message>
    <message numerus="yes">
        <source>The game turned at shots %1–%2: %n weak shot(s) in a row.</source>
        <extracomment>%1 and %2 are the replay&apos;s numbers of the first and last shot of the run</extracomment>
        <translation>
            <numerusform>Svolta della partita ai colpi %1–%2: %n&#xa0;colpo mediocre.</numerusform>
            <numerusform>Svolta della partita ai colpi %1–%2: %n&#xa0;colpi mediocri di fila.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>your shot</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>the opponent&apos;s shot</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: a %2 chance, the best on the board.</source>
        <comment>your shot</comment>
        <translation>%1: probabilità %2, la più alta della griglia.</translation>
    </message>
    <message>
        <source>%1: a %2 chance, the best on the board.</source>
        <comment>the opponent&apos;s shot</comment>
        <translation>%1: probabilità %2, la più alta della griglia.</translation>
    </message>
    <message>
        <source>%1: a %2 chance; the best was %3 at %4.</source>
        <comment>your shot</comment>
        <translation>%1: probabilità %2; la più alta era %3 in %4.</translation>
    </message>
    <message>
        <source>%1: a %2 chance; the best was %3 at %4.</source>
        <comment>the opponent&apos;s shot</comment>
        <translation>%1: probabilità %2; la più alta era %3 in %4.</translation>
    </message>
    <message>
        <source>Shot quality (%1 of 100): how likely the cells you chose were to hold a ship, against the likeliest cell at that moment; 100 means always the likeliest.</source>
        <extracomment>The review&apos;s tooltip, first line; %1 is the shot quality, 0 to 100</extracomment>
        <translation>Qualità dei colpi (%1 su 100): quanto era probabile che le celle scelte contenessero una nave, rispetto alla cella più probabile in quel momento; 100 significa aver scelto sempre la più probabile.</translation>
    </message>
    <message>
        <source>Wasted shots (%1): shots at cells the rules had already proved empty.</source>
        <extracomment>The review&apos;s tooltip, second line; %1 is the number of wasted shots</extracomment>
        <translation>Colpi sprecati (%1): colpi sparati su celle che, in base alle regole, erano già sicuramente vuote.</translation>
    </message>
    <message>
        <source>Luck (%1): your hits minus the hits the chances of your cells promised; above zero, more hits than the odds gave.</source>
        <extracomment>The review&apos;s tooltip, third line; %1 is the luck, signed (&quot;+2.6&quot;, &quot;−1.3&quot;)</extracomment>
        <translation>Fortuna (%1): i tuoi colpi a segno meno quelli attesi in base alle probabilità delle celle scelte; sopra lo zero, hai colpito più di quanto prevedessero le probabilità.</translation>
    </message>
    <message>
        <source>Nearly every shot went where a ship was most likely to be.</source>
        <translation>Quasi tutti i tuoi colpi sono finiti dove era più probabile che ci fosse una nave.</translation>
    </message>
    <message>
        <source>Most of your shots went where a ship was likely to be.</source>
        <translation>La maggior parte dei tuoi colpi è finita dove era probabile che ci fosse una nave.</translation>
    </message>
    <message>
        <source>Many of your shots went to cells less likely than the best.</source>
        <translation>Molti dei tuoi colpi sono finiti su celle meno probabili della migliore.</translation>
    </message>
    <message>
        <source>Many of your shots went where a ship was unlikely to be.</source>
        <translation>Molti dei tuoi colpi sono finiti dove difficilmente poteva esserci una nave.</translation>
    </message>
    <message>
        <source>Luck gave you %1 hits more than the odds promised.</source>
        <extracomment>After the aim&apos;s sentence: %1 is a number of hits with one decimal (&quot;2.6&quot;)</extracomment>
        <translation>La fortuna ti ha dato %1&#xa0;colpi a segno in più di quanto promettessero le probabilità.</translation>
    </message>
    <message>
        <source>Luck gave you %1 hits fewer than the odds promised.</source>
        <extracomment>After the aim&apos;s sentence: %1 is a number of hits with one decimal (&quot;1.3&quot;)</extracomment>
        <translation>La fortuna ti ha dato %1&#xa0;colpi a segno in meno di quanto promettessero le probabilità.</translation>
    </message>
    <message>
        <source>Salvo judged “%1”: %2 hits expected; the best cells, %3.</source>
        <extracomment>A salvo reviewed: %1 the verdict&apos;s name (“Good shot”), %2 the hits its cells could expect, %3 those of the best cells</extracomment>
        <translation>Salva giudicata «%1»: colpi a segno attesi, %2; con le celle migliori, %3.</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <source>Standard</source>
        <extracomment>a preset&apos;s name alone, as an item of a list (New game: Rules; the saved layouts)</extracomment>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Classic</source>
        <extracomment>a preset&apos;s name alone, as an item of a list (New game: Rules; the saved layouts)</extracomment>
        <translation>Classica</translation>
    </message>
    <message>
        <source>Hasbro</source>
        <extracomment>a preset&apos;s name alone, as an item of a list (New game: Rules; the saved layouts)</extracomment>
        <translation>Hasbro</translation>
    </message>
    <message>
        <source>Custom</source>
        <extracomment>a preset&apos;s name alone, as an item of a list (New game: Rules; the saved layouts)</extracomment>
        <translation>Personalizzata</translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 (%n cells)</source>
        <translation>
            <numerusform>%1 × %2 (%n&#xa0;cella)</numerusform>
            <numerusform>%1 × %2 (%n&#xa0;celle)</numerusform>
        </translation>
    </message>
    <message>
        <source>Fleet: %1</source>
        <translation>Flotta: %1</translation>
    </message>
    <message>
        <source>Ships may touch.</source>
        <translation>Le navi possono toccarsi.</translation>
    </message>
    <message>
        <source>Ships may touch by the corners only.</source>
        <translation>Le navi possono toccarsi solo in diagonale.</translation>
    </message>
    <message>
        <source>Ships may not touch, not even by a corner.</source>
        <translation>Le navi non possono toccarsi, nemmeno in diagonale.</translation>
    </message>
    <message>
        <source>A hit gives another shot.</source>
        <translation>Chi colpisce tira ancora.</translation>
    </message>
    <message>
        <source>The turn passes after every shot.</source>
        <translation>Il turno passa dopo ogni colpo.</translation>
    </message>
    <message>
        <source>The cells around a sunk ship are marked.</source>
        <translation>Le celle intorno a una nave affondata vengono segnate.</translation>
    </message>
    <message>
        <source>You fire first.</source>
        <translation>Inizi tu.</translation>
    </message>
    <message>
        <source>Your opponent fires first.</source>
        <translation>Inizia il tuo avversario.</translation>
    </message>
    <message>
        <source>6 ships from 5 to 1 cells, no touching, the turn passes after a shot</source>
        <translation>6&#xa0;navi da 1 a 5&#xa0;celle che non si toccano, il turno passa dopo ogni colpo</translation>
    </message>
    <message>
        <source>10 ships from 4 to 1 cells, no touching, shoot again after a hit</source>
        <translation>10&#xa0;navi da 1 a 4&#xa0;celle che non si toccano, chi colpisce tira ancora</translation>
    </message>
    <message>
        <source>5 ships from 5 to 2 cells, ships may touch, the turn passes after a shot</source>
        <translation>5&#xa0;navi da 2 a 5&#xa0;celle che possono toccarsi, il turno passa dopo ogni colpo</translation>
    </message>
    <message>
        <source>Your own fleet and rules</source>
        <translation>La tua flotta e le tue regole</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Regole standard</translation>
    </message>
    <message>
        <source>Classic rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Regole classiche</translation>
    </message>
    <message>
        <source>Hasbro rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Regole Hasbro</translation>
    </message>
    <message>
        <source>Custom rules</source>
        <extracomment>the rules a game is played by, as a title: the welcome page, a LAN offer, a game found</extracomment>
        <translation>Regole personalizzate</translation>
    </message>
    <message>
        <source>%1 · 6 ships</source>
        <extracomment>under the welcome page&apos;s Play, %1 the rules (&quot;Standard rules&quot;); the whole rules in its tooltip</extracomment>
        <translation>%1 · 6&#xa0;navi</translation>
    </message>
    <message>
        <source>%1 · 10 ships</source>
        <extracomment>under the welcome page&apos;s Play, %1 the rules (&quot;Classic rules&quot;); the whole rules in its tooltip</extracomment>
        <translation>%1 · 10&#xa0;navi</translation>
    </message>
    <message>
        <source>%1 · 5 ships</source>
        <extracomment>under the welcome page&apos;s Play, %1 the rules (&quot;Hasbro rules&quot;); the whole rules in its tooltip</extracomment>
        <translation>%1 · 5&#xa0;navi</translation>
    </message>
    <message>
        <source>%1 with Salvo</source>
        <extracomment>%1 the rules as a title (&quot;Classic rules&quot;)</extracomment>
        <translation>%1 con la Salva</translation>
    </message>
    <message>
        <source>%1 · Salvo</source>
        <extracomment>under the welcome page&apos;s Play: %1 the rules and the fleet (&quot;Standard rules · 6 ships&quot;)</extracomment>
        <translation>%1 · con la Salva</translation>
    </message>
    <message>
        <source>Salvo: each turn, one shot for each ship afloat, all fired together.</source>
        <translation>Regola della Salva: a ogni turno, un colpo per ogni nave a galla, sparati tutti insieme.</translation>
    </message>
</context>
<context>
    <name>RunningGame</name>
    <message>
        <source>Sea Battle is already running (process %1) with your games in %2: its window was brought to the front. Only one Sea Battle at a time keeps your games, so this one closes.</source>
        <translation>Battaglia navale è già in esecuzione (processo %1) con le tue partite in %2: la sua finestra è stata portata in primo piano. Le tue partite possono essere gestite da una sola istanza di Battaglia navale alla volta, quindi questa si chiude.</translation>
    </message>
    <message>
        <source>Sea Battle is already running (process %1 on %2) with your games in %3, and it did not answer. Only one Sea Battle at a time keeps your games: close the other one first.</source>
        <translation>Battaglia navale è già in esecuzione (processo %1 su %2) con le tue partite in %3, e non risponde. Le tue partite possono essere gestite da una sola istanza di Battaglia navale alla volta: chiudi prima l’altra.</translation>
    </message>
    <message>
        <source>Your games folder %1 could not be locked (%2): do not start a second Sea Battle while this one runs, or they will overwrite each other&apos;s games.</source>
        <translation>Impossibile bloccare la cartella delle tue partite, %1 (%2): non avviare una seconda istanza di Battaglia navale mentre questa è in esecuzione, altrimenti ognuna sovrascriverà le partite dell’altra.</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permesso negato</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>errore sconosciuto</translation>
    </message>
</context>
<context>
    <name>SalvoSteps</name>
    <message>
        <source>Before the first of %1 salvos</source>
        <extracomment>A Salvo game&apos;s replay before its first shot: &quot;Before the first of 14 salvos&quot;</extracomment>
        <translation>Prima della salva 1 di %1</translation>
    </message>
    <message>
        <source>Salvo %1 of %2, shot %3 of %4</source>
        <extracomment>Where a Salvo game&apos;s replay stands: &quot;Salvo 3 of 14, shot 2 of 4&quot;</extracomment>
        <translation>Salva %1 di %2, colpo %3 di %4</translation>
    </message>
    <message>
        <source>Previous salvo</source>
        <translation>Una salva indietro</translation>
    </message>
    <message>
        <source>Back to the end of the salvo before (Page Up)</source>
        <translation>Torna alla fine della salva precedente (tasto Pag su)</translation>
    </message>
    <message>
        <source>Next salvo</source>
        <translation>Una salva avanti</translation>
    </message>
    <message>
        <source>On to the end of the next salvo (Page Down)</source>
        <translation>Vai alla fine della salva successiva (tasto Pag giù)</translation>
    </message>
</context>
<context>
    <name>SaveSlot</name>
    <message>
        <source>the file cannot be opened</source>
        <translation>il file non può essere aperto</translation>
    </message>
    <message>
        <source>the file is empty or damaged</source>
        <translation>il file è vuoto o danneggiato</translation>
    </message>
    <message>
        <source>the file is not a saved game</source>
        <translation>il file non è una partita salvata</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Sea Battle</source>
        <translation>è stata salvata da una versione più recente di Battaglia navale</translation>
    </message>
    <message>
        <source>its game does not follow the rules</source>
        <translation>la partita che contiene non rispetta le regole</translation>
    </message>
</context>
<context>
    <name>ShelfWords</name>
    <message numerus="yes">
        <source>This layout was made for a custom fleet of %n ships.</source>
        <translation>
            <numerusform>Questa disposizione è stata creata per una flotta personalizzata di %n&#xa0;nave.</numerusform>
            <numerusform>Questa disposizione è stata creata per una flotta personalizzata di %n&#xa0;navi.</numerusform>
        </translation>
    </message>
    <message>
        <source>This layout is damaged: it cannot be read.</source>
        <translation>Questa disposizione è danneggiata: non può essere letta.</translation>
    </message>
    <message>
        <source>This layout is incomplete under these rules: %1.</source>
        <translation>Questa disposizione è incompleta con queste regole: %1.</translation>
    </message>
    <message>
        <source>Give the layout a name.</source>
        <translation>Dai un nome alla disposizione.</translation>
    </message>
    <message numerus="yes">
        <source>A layout&apos;s name has at most %n characters.</source>
        <translation>
            <numerusform>Il nome di una disposizione può avere al massimo %n&#xa0;carattere.</numerusform>
            <numerusform>Il nome di una disposizione può avere al massimo %n&#xa0;caratteri.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>There are already %n saved layouts: replace or delete one first.</source>
        <translation>
            <numerusform>C’è già %n&#xa0;disposizione salvata: prima sostituiscila o eliminala.</numerusform>
            <numerusform>Ci sono già %n&#xa0;disposizioni salvate: prima sostituiscine o eliminane una.</numerusform>
        </translation>
    </message>
    <message>
        <source>Only a complete fleet that follows the rules can be saved.</source>
        <translation>Si può salvare solo una flotta completa che rispetti le regole.</translation>
    </message>
    <message>
        <source>There is no layout named “%1”.</source>
        <translation>Non esiste nessuna disposizione chiamata «%1».</translation>
    </message>
    <message>
        <source>The layouts could not be saved: %1</source>
        <translation>Impossibile salvare le disposizioni: %1</translation>
    </message>
    <message>
        <source>This layout was made for the Standard fleet.</source>
        <extracomment>a saved layout refused: the fleet it was placed for differs from the chosen rules&apos; fleet</extracomment>
        <translation>Questa disposizione è stata creata per la flotta standard.</translation>
    </message>
    <message>
        <source>This layout was made for the Classic fleet.</source>
        <extracomment>a saved layout refused: the fleet it was placed for differs from the chosen rules&apos; fleet</extracomment>
        <translation>Questa disposizione è stata creata per la flotta classica.</translation>
    </message>
    <message>
        <source>This layout was made for the Hasbro fleet.</source>
        <extracomment>a saved layout refused: the fleet it was placed for differs from the chosen rules&apos; fleet</extracomment>
        <translation>Questa disposizione è stata creata per la flotta Hasbro.</translation>
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
        <translation>Motovedetta</translation>
    </message>
    <message>
        <source>Torpedo boat</source>
        <translation>Torpediniera</translation>
    </message>
    <message>
        <source>Carrier</source>
        <comment>inside a sentence</comment>
        <translation>portaerei</translation>
    </message>
    <message>
        <source>Battleship</source>
        <comment>inside a sentence</comment>
        <translation>corazzata</translation>
    </message>
    <message>
        <source>Cruiser</source>
        <comment>inside a sentence</comment>
        <translation>incrociatore</translation>
    </message>
    <message>
        <source>Submarine</source>
        <comment>inside a sentence</comment>
        <translation>sottomarino</translation>
    </message>
    <message>
        <source>Destroyer</source>
        <comment>inside a sentence</comment>
        <translation>cacciatorpediniere</translation>
    </message>
    <message>
        <source>Patrol boat</source>
        <comment>inside a sentence</comment>
        <translation>motovedetta</translation>
    </message>
    <message>
        <source>Torpedo boat</source>
        <comment>inside a sentence</comment>
        <translation>torpediniera</translation>
    </message>
</context>
<context>
    <name>ShipSentence</name>
    <message>
        <source>%1, your %2</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, la tua nave «%2»</translation>
    </message>
    <message>
        <source>%1, your Carrier</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, la tua portaerei</translation>
    </message>
    <message>
        <source>%1, your Battleship</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, la tua corazzata</translation>
    </message>
    <message>
        <source>%1, your Cruiser</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, il tuo incrociatore</translation>
    </message>
    <message>
        <source>%1, your Submarine</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, il tuo sottomarino</translation>
    </message>
    <message>
        <source>%1, your Destroyer</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, il tuo cacciatorpediniere</translation>
    </message>
    <message>
        <source>%1, your Patrol boat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, la tua motovedetta</translation>
    </message>
    <message>
        <source>%1, your Torpedo boat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship is there, not hit</extracomment>
        <translation>%1, la tua torpediniera</translation>
    </message>
    <message>
        <source>%1, your %2, hit</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, la tua nave «%2», colpita</translation>
    </message>
    <message>
        <source>%1, your Carrier, hit</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, la tua portaerei, colpita</translation>
    </message>
    <message>
        <source>%1, your Battleship, hit</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, la tua corazzata, colpita</translation>
    </message>
    <message>
        <source>%1, your Cruiser, hit</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, il tuo incrociatore, colpito</translation>
    </message>
    <message>
        <source>%1, your Submarine, hit</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, il tuo sottomarino, colpito</translation>
    </message>
    <message>
        <source>%1, your Destroyer, hit</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, il tuo cacciatorpediniere, colpito</translation>
    </message>
    <message>
        <source>%1, your Patrol boat, hit</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, la tua motovedetta, colpita</translation>
    </message>
    <message>
        <source>%1, your Torpedo boat, hit</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is hit</extracomment>
        <translation>%1, la tua torpediniera, colpita</translation>
    </message>
    <message>
        <source>%1, your %2, sunk</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, la tua nave «%2», affondata</translation>
    </message>
    <message>
        <source>%1, your Carrier, sunk</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, la tua portaerei, affondata</translation>
    </message>
    <message>
        <source>%1, your Battleship, sunk</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, la tua corazzata, affondata</translation>
    </message>
    <message>
        <source>%1, your Cruiser, sunk</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, il tuo incrociatore, affondato</translation>
    </message>
    <message>
        <source>%1, your Submarine, sunk</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, il tuo sottomarino, affondato</translation>
    </message>
    <message>
        <source>%1, your Destroyer, sunk</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, il tuo cacciatorpediniere, affondato</translation>
    </message>
    <message>
        <source>%1, your Patrol boat, sunk</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, la tua motovedetta, affondata</translation>
    </message>
    <message>
        <source>%1, your Torpedo boat, sunk</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): your ship there is sunk</extracomment>
        <translation>%1, la tua torpediniera, affondata</translation>
    </message>
    <message>
        <source>%1, sunk, %2</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, nave «%2», affondata</translation>
    </message>
    <message>
        <source>%1, sunk, Carrier</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, portaerei, affondata</translation>
    </message>
    <message>
        <source>%1, sunk, Battleship</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, corazzata, affondata</translation>
    </message>
    <message>
        <source>%1, sunk, Cruiser</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, incrociatore, affondato</translation>
    </message>
    <message>
        <source>%1, sunk, Submarine</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, sottomarino, affondato</translation>
    </message>
    <message>
        <source>%1, sunk, Destroyer</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, cacciatorpediniere, affondato</translation>
    </message>
    <message>
        <source>%1, sunk, Patrol boat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, motovedetta, affondata</translation>
    </message>
    <message>
        <source>%1, sunk, Torpedo boat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): an enemy ship sunk there</extracomment>
        <translation>%1, torpediniera, affondata</translation>
    </message>
    <message>
        <source>%1, %2, hit</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, nave «%2», colpita</translation>
    </message>
    <message>
        <source>%1, Carrier, hit</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, portaerei, colpita</translation>
    </message>
    <message>
        <source>%1, Battleship, hit</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, corazzata, colpita</translation>
    </message>
    <message>
        <source>%1, Cruiser, hit</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, incrociatore, colpito</translation>
    </message>
    <message>
        <source>%1, Submarine, hit</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, sottomarino, colpito</translation>
    </message>
    <message>
        <source>%1, Destroyer, hit</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, cacciatorpediniere, colpito</translation>
    </message>
    <message>
        <source>%1, Patrol boat, hit</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, motovedetta, colpita</translation>
    </message>
    <message>
        <source>%1, Torpedo boat, hit</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, hit there</extracomment>
        <translation>%1, torpediniera, colpita</translation>
    </message>
    <message>
        <source>%1, %2, not hit</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, nave «%2», non colpita</translation>
    </message>
    <message>
        <source>%1, Carrier, not hit</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, portaerei, non colpita</translation>
    </message>
    <message>
        <source>%1, Battleship, not hit</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, corazzata, non colpita</translation>
    </message>
    <message>
        <source>%1, Cruiser, not hit</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, incrociatore, non colpito</translation>
    </message>
    <message>
        <source>%1, Submarine, not hit</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, sottomarino, non colpito</translation>
    </message>
    <message>
        <source>%1, Destroyer, not hit</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, cacciatorpediniere, non colpito</translation>
    </message>
    <message>
        <source>%1, Patrol boat, not hit</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, motovedetta, non colpita</translation>
    </message>
    <message>
        <source>%1, Torpedo boat, not hit</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a cell of a board as a screen reader says it; %1 is the cell (&quot;H3&quot;): the enemy&apos;s ship, shown at the end, not hit there</extracomment>
        <translation>%1, torpediniera, non colpita</translation>
    </message>
    <message>
        <source>overlaps the %1</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>si sovrappone alla nave «%1»</translation>
    </message>
    <message>
        <source>overlaps the Carrier</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>si sovrappone alla portaerei</translation>
    </message>
    <message>
        <source>overlaps the Battleship</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>si sovrappone alla corazzata</translation>
    </message>
    <message>
        <source>overlaps the Cruiser</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>si sovrappone all’incrociatore</translation>
    </message>
    <message>
        <source>overlaps the Submarine</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>si sovrappone al sottomarino</translation>
    </message>
    <message>
        <source>overlaps the Destroyer</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>si sovrappone al cacciatorpediniere</translation>
    </message>
    <message>
        <source>overlaps the Patrol boat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>si sovrappone alla motovedetta</translation>
    </message>
    <message>
        <source>overlaps the Torpedo boat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it lies over this ship</extracomment>
        <translation>si sovrappone alla torpediniera</translation>
    </message>
    <message>
        <source>touches the %2 at %1</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>tocca la nave «%2» in %1</translation>
    </message>
    <message>
        <source>touches the Carrier at %1</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>tocca la portaerei in %1</translation>
    </message>
    <message>
        <source>touches the Battleship at %1</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>tocca la corazzata in %1</translation>
    </message>
    <message>
        <source>touches the Cruiser at %1</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>tocca l’incrociatore in %1</translation>
    </message>
    <message>
        <source>touches the Submarine at %1</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>tocca il sottomarino in %1</translation>
    </message>
    <message>
        <source>touches the Destroyer at %1</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>tocca il cacciatorpediniere in %1</translation>
    </message>
    <message>
        <source>touches the Patrol boat at %1</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>tocca la motovedetta in %1</translation>
    </message>
    <message>
        <source>touches the Torpedo boat at %1</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship; %1 lists the cells (&quot;D4, D5&quot;)</extracomment>
        <translation>tocca la torpediniera in %1</translation>
    </message>
    <message>
        <source>touches the corner of the %2 at %1</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>tocca in diagonale la nave «%2» in %1</translation>
    </message>
    <message>
        <source>touches the corner of the Carrier at %1</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>tocca in diagonale la portaerei in %1</translation>
    </message>
    <message>
        <source>touches the corner of the Battleship at %1</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>tocca in diagonale la corazzata in %1</translation>
    </message>
    <message>
        <source>touches the corner of the Cruiser at %1</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>tocca in diagonale l’incrociatore in %1</translation>
    </message>
    <message>
        <source>touches the corner of the Submarine at %1</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>tocca in diagonale il sottomarino in %1</translation>
    </message>
    <message>
        <source>touches the corner of the Destroyer at %1</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>tocca in diagonale il cacciatorpediniere in %1</translation>
    </message>
    <message>
        <source>touches the corner of the Patrol boat at %1</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>tocca in diagonale la motovedetta in %1</translation>
    </message>
    <message>
        <source>touches the corner of the Torpedo boat at %1</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>why a ship may not go where it is, after the ship that moved (&quot;The Cruiser cannot go there: …&quot;): it touches this ship&apos;s corner; %1 lists the cells (&quot;D4&quot;)</extracomment>
        <translation>tocca in diagonale la torpediniera in %1</translation>
    </message>
    <message>
        <source>The %2 cannot go there: %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>La nave «%2» non può stare qui: %1.</translation>
    </message>
    <message>
        <source>The Carrier cannot go there: %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>La portaerei non può stare qui: %1.</translation>
    </message>
    <message>
        <source>The Battleship cannot go there: %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>La corazzata non può stare qui: %1.</translation>
    </message>
    <message>
        <source>The Cruiser cannot go there: %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>L’incrociatore non può stare qui: %1.</translation>
    </message>
    <message>
        <source>The Submarine cannot go there: %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Il sottomarino non può stare qui: %1.</translation>
    </message>
    <message>
        <source>The Destroyer cannot go there: %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Il cacciatorpediniere non può stare qui: %1.</translation>
    </message>
    <message>
        <source>The Patrol boat cannot go there: %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>La motovedetta non può stare qui: %1.</translation>
    </message>
    <message>
        <source>The Torpedo boat cannot go there: %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>said and shown while you place this ship where it may not go; %1 says why (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>La torpediniera non può stare qui: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the %2 %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione: la nave «%2» %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Carrier %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione: la portaerei %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Battleship %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione: la corazzata %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Cruiser %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione: l’incrociatore %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Submarine %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione: il sottomarino %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Destroyer %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione: il cacciatorpediniere %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Patrol boat %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione: la motovedetta %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Torpedo boat %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what this ship does (&quot;touches the Battleship at D4&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione: la torpediniera %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the %2: %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione. Nave «%2»: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Carrier: %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione. Portaerei: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Battleship: %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione. Corazzata: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Cruiser: %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione. Incrociatore: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Submarine: %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione. Sottomarino: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Destroyer: %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione. Cacciatorpediniere: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Patrol boat: %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione. Motovedetta: %1.</translation>
    </message>
    <message>
        <source>These rules forbid this layout: the Torpedo boat: %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a saved layout refused under the chosen rules; %1 says what is wrong with this ship (&quot;outside the grid&quot;)</extracomment>
        <translation>Queste regole non consentono questa disposizione. Torpediniera: %1.</translation>
    </message>
    <message>
        <source>%1 sunk</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Nave «%1» affondata</translation>
    </message>
    <message>
        <source>Carrier sunk</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Portaerei affondata</translation>
    </message>
    <message>
        <source>Battleship sunk</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Corazzata affondata</translation>
    </message>
    <message>
        <source>Cruiser sunk</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Incrociatore affondato</translation>
    </message>
    <message>
        <source>Submarine sunk</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Sottomarino affondato</translation>
    </message>
    <message>
        <source>Destroyer sunk</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Cacciatorpediniere affondato</translation>
    </message>
    <message>
        <source>Patrol boat sunk</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Motovedetta affondata</translation>
    </message>
    <message>
        <source>Torpedo boat sunk</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: the class&apos;s one ship is sunk</extracomment>
        <translation>Torpediniera affondata</translation>
    </message>
    <message>
        <source>%1 sunk</source>
        <comment>several ships of a class the player named: %1 is its name as typed</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Navi «%1» affondate</translation>
    </message>
    <message>
        <source>Carriers sunk</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Portaerei affondate</translation>
    </message>
    <message>
        <source>Battleships sunk</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Corazzate affondate</translation>
    </message>
    <message>
        <source>Cruisers sunk</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Incrociatori affondati</translation>
    </message>
    <message>
        <source>Submarines sunk</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Sottomarini affondati</translation>
    </message>
    <message>
        <source>Destroyers sunk</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Cacciatorpedinieri affondati</translation>
    </message>
    <message>
        <source>Patrol boats sunk</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Motovedette affondate</translation>
    </message>
    <message>
        <source>Torpedo boats sunk</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the fleet line under a board, a label that never breaks: every ship of the class is sunk</extracomment>
        <translation>Torpediniere affondate</translation>
    </message>
    <message>
        <source>%1: Sunk: %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Colpita e affondata la nave «%2»!</translation>
    </message>
    <message>
        <source>%1: Sunk: Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Colpita e affondata la portaerei!</translation>
    </message>
    <message>
        <source>%1: Sunk: Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Colpita e affondata la corazzata!</translation>
    </message>
    <message>
        <source>%1: Sunk: Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Colpito e affondato l’incrociatore!</translation>
    </message>
    <message>
        <source>%1: Sunk: Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Colpito e affondato il sottomarino!</translation>
    </message>
    <message>
        <source>%1: Sunk: Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Colpito e affondato il cacciatorpediniere!</translation>
    </message>
    <message>
        <source>%1: Sunk: Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Colpita e affondata la motovedetta!</translation>
    </message>
    <message>
        <source>%1: Sunk: Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>said and shown when your shot sinks a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>%1: Colpita e affondata la torpediniera!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Il nemico ha sparato su %1: Colpita e affondata la tua nave «%2»!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Il nemico ha sparato su %1: Colpita e affondata la tua portaerei!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Il nemico ha sparato su %1: Colpita e affondata la tua corazzata!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Il nemico ha sparato su %1: Colpito e affondato il tuo incrociatore!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Il nemico ha sparato su %1: Colpito e affondato il tuo sottomarino!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Il nemico ha sparato su %1: Colpito e affondato il tuo cacciatorpediniere!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Il nemico ha sparato su %1: Colpita e affondata la tua motovedetta!</translation>
    </message>
    <message>
        <source>The enemy fired at %1: Sunk: your Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>said and shown when the enemy&apos;s shot sinks your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Il nemico ha sparato su %1: Colpita e affondata la tua torpediniera!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Hai sparato su %1: Colpita e affondata la nave «%2»!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Hai sparato su %1: Colpita e affondata la portaerei!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Hai sparato su %1: Colpita e affondata la corazzata!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Hai sparato su %1: Colpito e affondato l’incrociatore!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Hai sparato su %1: Colpito e affondato il sottomarino!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Hai sparato su %1: Colpito e affondato il cacciatorpediniere!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Hai sparato su %1: Colpita e affondata la motovedetta!</translation>
    </message>
    <message>
        <source>You fired at %1: Sunk: Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a replay&apos;s step: your shot sank a ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>Hai sparato su %1: Colpita e affondata la torpediniera!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your %2!</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’avversario ha sparato su %1: Colpita e affondata la tua nave «%2»!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Carrier!</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’avversario ha sparato su %1: Colpita e affondata la tua portaerei!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Battleship!</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’avversario ha sparato su %1: Colpita e affondata la tua corazzata!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Cruiser!</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’avversario ha sparato su %1: Colpito e affondato il tuo incrociatore!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Submarine!</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’avversario ha sparato su %1: Colpito e affondato il tuo sottomarino!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Destroyer!</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’avversario ha sparato su %1: Colpito e affondato il tuo cacciatorpediniere!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Patrol boat!</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’avversario ha sparato su %1: Colpita e affondata la tua motovedetta!</translation>
    </message>
    <message>
        <source>The opponent fired at %1: Sunk: your Torpedo boat!</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a replay&apos;s step: the opponent&apos;s shot sank your ship; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>L’avversario ha sparato su %1: Colpita e affondata la tua torpediniera!</translation>
    </message>
    <message>
        <source>Their %1 was there.</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>In realtà lì c’era la sua nave «%1».</translation>
    </message>
    <message>
        <source>Their Carrier was there.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>In realtà lì c’era la sua portaerei.</translation>
    </message>
    <message>
        <source>Their Battleship was there.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>In realtà lì c’era la sua corazzata.</translation>
    </message>
    <message>
        <source>Their Cruiser was there.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>In realtà lì c’era il suo incrociatore.</translation>
    </message>
    <message>
        <source>Their Submarine was there.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>In realtà lì c’era il suo sottomarino.</translation>
    </message>
    <message>
        <source>Their Destroyer was there.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>In realtà lì c’era il suo cacciatorpediniere.</translation>
    </message>
    <message>
        <source>Their Patrol boat was there.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>In realtà lì c’era la sua motovedetta.</translation>
    </message>
    <message>
        <source>Their Torpedo boat was there.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): one of their ships was where they said there was none</extracomment>
        <translation>In realtà lì c’era la sua torpediniera.</translation>
    </message>
    <message>
        <source>They announced their %2 sunk at %1.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Il tuo avversario ha annunciato in %1 l’affondamento della sua nave «%2».</translation>
    </message>
    <message>
        <source>They announced their Carrier sunk at %1.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Il tuo avversario ha annunciato in %1 l’affondamento della sua portaerei.</translation>
    </message>
    <message>
        <source>They announced their Battleship sunk at %1.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Il tuo avversario ha annunciato in %1 l’affondamento della sua corazzata.</translation>
    </message>
    <message>
        <source>They announced their Cruiser sunk at %1.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Il tuo avversario ha annunciato in %1 l’affondamento del suo incrociatore.</translation>
    </message>
    <message>
        <source>They announced their Submarine sunk at %1.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Il tuo avversario ha annunciato in %1 l’affondamento del suo sottomarino.</translation>
    </message>
    <message>
        <source>They announced their Destroyer sunk at %1.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Il tuo avversario ha annunciato in %1 l’affondamento del suo cacciatorpediniere.</translation>
    </message>
    <message>
        <source>They announced their Patrol boat sunk at %1.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Il tuo avversario ha annunciato in %1 l’affondamento della sua motovedetta.</translation>
    </message>
    <message>
        <source>They announced their Torpedo boat sunk at %1.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s false answer; %1 is the cell (&quot;C7&quot;): they said this ship sank there</extracomment>
        <translation>Il tuo avversario ha annunciato in %1 l’affondamento della sua torpediniera.</translation>
    </message>
    <message>
        <source>That shot sank their %1.</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>In realtà quel colpo ha affondato la sua nave «%1».</translation>
    </message>
    <message>
        <source>That shot sank their Carrier.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>In realtà quel colpo ha affondato la sua portaerei.</translation>
    </message>
    <message>
        <source>That shot sank their Battleship.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>In realtà quel colpo ha affondato la sua corazzata.</translation>
    </message>
    <message>
        <source>That shot sank their Cruiser.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>In realtà quel colpo ha affondato il suo incrociatore.</translation>
    </message>
    <message>
        <source>That shot sank their Submarine.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>In realtà quel colpo ha affondato il suo sottomarino.</translation>
    </message>
    <message>
        <source>That shot sank their Destroyer.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>In realtà quel colpo ha affondato il suo cacciatorpediniere.</translation>
    </message>
    <message>
        <source>That shot sank their Patrol boat.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>In realtà quel colpo ha affondato la sua motovedetta.</translation>
    </message>
    <message>
        <source>That shot sank their Torpedo boat.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer proved false (a sentence of its own after what they answered): they answered Hit, but the shot sank this ship</extracomment>
        <translation>In realtà quel colpo ha affondato la sua torpediniera.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their %2 was already sunk.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: la sua nave «%2» era già affondata.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Carrier was already sunk.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: la sua portaerei era già affondata.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Battleship was already sunk.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: la sua corazzata era già affondata.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Cruiser was already sunk.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: il suo incrociatore era già affondato.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Submarine was already sunk.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: il suo sottomarino era già affondato.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Destroyer was already sunk.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: il suo cacciatorpediniere era già affondato.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Patrol boat was already sunk.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: la sua motovedetta era già affondata.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: their Torpedo boat was already sunk.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: la sua torpediniera era già affondata.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their %2 are not cells you hit in one line.</source>
        <comment>a class the player named: %2 is its name as typed</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: le celle che ha indicato per la sua nave «%2» non formano una linea, oppure non le hai colpite tutte.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Carrier are not cells you hit in one line.</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: le celle che ha indicato per la sua portaerei non formano una linea, oppure non le hai colpite tutte.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Battleship are not cells you hit in one line.</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: le celle che ha indicato per la sua corazzata non formano una linea, oppure non le hai colpite tutte.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Cruiser are not cells you hit in one line.</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: le celle che ha indicato per il suo incrociatore non formano una linea, oppure non le hai colpite tutte.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Submarine are not cells you hit in one line.</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: le celle che ha indicato per il suo sottomarino non formano una linea, oppure non le hai colpite tutte.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Destroyer are not cells you hit in one line.</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: le celle che ha indicato per il suo cacciatorpediniere non formano una linea, oppure non le hai colpite tutte.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Patrol boat are not cells you hit in one line.</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: le celle che ha indicato per la sua motovedetta non formano una linea, oppure non le hai colpite tutte.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells they gave for their Torpedo boat are not cells you hit in one line.</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>the other player&apos;s answer cannot be true; %1 is the cell (&quot;C7&quot;)</extracomment>
        <translation>La risposta del tuo avversario in %1 non può essere vera: le celle che ha indicato per la sua torpediniera non formano una linea, oppure non le hai colpite tutte.</translation>
    </message>
    <message>
        <source>unknown ship</source>
        <extracomment>the name of a ship the game cannot tell (a damaged layout, a false answer), standing where a class the player named would: &quot;the ship «unknown ship»&quot;</extracomment>
        <translation>sconosciuta</translation>
    </message>
    <message>
        <source>%1 afloat</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Nave «%1» a galla</translation>
    </message>
    <message>
        <source>Carrier afloat</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Portaerei a galla</translation>
    </message>
    <message>
        <source>Battleship afloat</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Corazzata a galla</translation>
    </message>
    <message>
        <source>Cruiser afloat</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Incrociatore a galla</translation>
    </message>
    <message>
        <source>Submarine afloat</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Sottomarino a galla</translation>
    </message>
    <message>
        <source>Destroyer afloat</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Cacciatorpediniere a galla</translation>
    </message>
    <message>
        <source>Patrol boat afloat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Motovedetta a galla</translation>
    </message>
    <message>
        <source>Torpedo boat afloat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Torpediniera a galla</translation>
    </message>
    <message>
        <source>%1 hit, still afloat</source>
        <comment>a class the player named: %1 is its name as typed</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Nave «%1» colpita, ancora a galla</translation>
    </message>
    <message>
        <source>Carrier hit, still afloat</source>
        <comment>Carrier: fr porte-avions (m.), pt porta-aviões (m.), it portaerei (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Portaerei colpita, ancora a galla</translation>
    </message>
    <message>
        <source>Battleship hit, still afloat</source>
        <comment>Battleship: fr cuirassé (m.), pt couraçado (m.), it corazzata (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Corazzata colpita, ancora a galla</translation>
    </message>
    <message>
        <source>Cruiser hit, still afloat</source>
        <comment>Cruiser: fr croiseur (m.), pt cruzador (m.), it incrociatore (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Incrociatore colpito, ancora a galla</translation>
    </message>
    <message>
        <source>Submarine hit, still afloat</source>
        <comment>Submarine: fr sous-marin (m.), pt submarino (m.), it sottomarino (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Sottomarino colpito, ancora a galla</translation>
    </message>
    <message>
        <source>Destroyer hit, still afloat</source>
        <comment>Destroyer: fr destroyer (m.), pt contratorpedeiro (m.), it cacciatorpediniere (m.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Cacciatorpediniere colpito, ancora a galla</translation>
    </message>
    <message>
        <source>Patrol boat hit, still afloat</source>
        <comment>Patrol boat: fr vedette (f.), pt lancha de patrulha (f.), it motovedetta (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Motovedetta colpita, ancora a galla</translation>
    </message>
    <message>
        <source>Torpedo boat hit, still afloat</source>
        <comment>Torpedo boat: fr torpilleur (m.), pt torpedeiro (m.), it torpediniera (f.)</comment>
        <extracomment>a ship&apos;s picture under a board: its tooltip, and its screen-reader words</extracomment>
        <translation>Torpediniera colpita, ancora a galla</translation>
    </message>
</context>
<context>
    <name>Shipyard</name>
    <message>
        <source>%1 · %2</source>
        <extracomment>a ship class beside its picture in the shipyard: %1 is the class (&quot;Cruiser&quot;), %2 the length of its ships in cells (&quot;3&quot;). The spaces here never break a line.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>× %1</source>
        <extracomment>after the picture of a ship in the shipyard: how many ships of its class are still to place (%1, two or more). Not the length, which the class&apos;s label gives.</extracomment>
        <translation>× %1</translation>
    </message>
</context>
<context>
    <name>StatisticsFile</name>
    <message>
        <source>Your statistics could not be read, so they start afresh.</source>
        <translation>Impossibile leggere le tue statistiche, quindi ripartono da zero.</translation>
    </message>
    <message>
        <source>Your statistics file is damaged, so your statistics start afresh.</source>
        <translation>Il file delle tue statistiche è danneggiato, quindi le statistiche ripartono da zero.</translation>
    </message>
    <message>
        <source>Your statistics were saved by a newer version of Sea Battle, so they start afresh in this one.</source>
        <translation>Le tue statistiche sono state salvate da una versione più recente di Battaglia navale, quindi in questa versione ripartono da zero.</translation>
    </message>
    <message>
        <source>Your statistics were not saved: the old file %1 could not be read or moved, and it is not overwritten. Move it elsewhere to save your statistics again.</source>
        <translation>Le tue statistiche non sono state salvate: non è stato possibile né leggere né spostare il vecchio file %1, che non viene sovrascritto. Spostalo altrove per poter salvare di nuovo le tue statistiche.</translation>
    </message>
    <message>
        <source>The old file was kept as %1.</source>
        <translation>Il vecchio file è stato conservato come %1.</translation>
    </message>
    <message>
        <source>The old file could not be moved, so it was left as it is in %1; new statistics will not be saved over it.</source>
        <translation>Impossibile spostare il vecchio file, che è rimasto com’era in %1; le nuove statistiche non verranno salvate al suo posto.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved in %1: %2. The file keeps the statistics saved before.</source>
        <translation>Impossibile salvare le tue statistiche in %1: %2. Il file conserva le statistiche salvate in precedenza.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>LAN friends</source>
        <translation>Amici in rete locale</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Forget every game against every opponent and start your statistics afresh? This cannot be undone.</source>
        <translation>Dimenticare tutte le partite contro tutti gli avversari e azzerare le tue statistiche? L’operazione non può essere annullata.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>A&amp;vversario:</translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Tutti gli avversari</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partite:</translation>
    </message>
    <message>
        <source>Wins:</source>
        <translation>Vittorie:</translation>
    </message>
    <message>
        <source>Losses:</source>
        <translation>Sconfitte:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Serie di vittorie in corso:</translation>
    </message>
    <message>
        <source>Best winning streak:</source>
        <translation>Serie di vittorie più lunga:</translation>
    </message>
    <message>
        <source>Average shots to win:</source>
        <translation>Media dei colpi per vincere:</translation>
    </message>
    <message>
        <source>Best game:</source>
        <translation>Partita migliore:</translation>
    </message>
    <message>
        <source>Accuracy:</source>
        <translation>Precisione:</translation>
    </message>
    <message>
        <source>Over the games won by sinking the whole fleet</source>
        <translation>Calcolata sulle partite vinte affondando tutta la flotta</translation>
    </message>
    <message>
        <source>The fewest shots you needed to sink the whole fleet</source>
        <translation>Il minor numero di colpi che ti è servito per affondare tutta la flotta</translation>
    </message>
    <message>
        <source>Your shots that hit a ship, over every game</source>
        <translation>I tuoi colpi andati a segno, su tutte le partite</translation>
    </message>
    <message>
        <source>Shots needed to win</source>
        <translation>Colpi necessari per vincere</translation>
    </message>
    <message>
        <source>Shots</source>
        <translation>Colpi</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Wins and losses over time</source>
        <translation>Vittorie e sconfitte nel tempo</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Sconfitte</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Azzera…</translation>
    </message>
    <message>
        <source>Forget every game and start afresh</source>
        <translation>Dimentica tutte le partite e riparti da zero</translation>
    </message>
    <message numerus="yes">
        <source>%n shot(s), on %1</source>
        <translation>
            <numerusform>%n&#xa0;colpo, il %1</numerusform>
            <numerusform>%n&#xa0;colpi, il %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage: place the sign as your language does</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>No games yet: your results appear here once you have finished a game.</source>
        <translation>Ancora nessuna partita: i tuoi risultati compariranno qui quando avrai concluso una partita.</translation>
    </message>
    <message>
        <source>No games against this opponent yet.</source>
        <translation>Ancora nessuna partita contro questo avversario.</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partite giocate</translation>
    </message>
    <message>
        <source>Games played, from %1 to %2</source>
        <translation>Partite giocate, dal %1 al %2</translation>
    </message>
    <message>
        <source>Games with hints:</source>
        <translation>Partite con suggerimenti:</translation>
    </message>
    <message>
        <source>Games you asked for a hint in: they count as games, but not for your best game, shots to win or streaks</source>
        <translation>Partite in cui hai chiesto un suggerimento: contano come partite giocate, ma non per la partita migliore, la media dei colpi per vincere e le serie di vittorie</translation>
    </message>
    <message>
        <source>&amp;Turns:</source>
        <translation>&amp;Turni:</translation>
    </message>
    <message>
        <source>One shot a turn</source>
        <extracomment>Statistics of the games where each turn is one shot (not Salvo)</extracomment>
        <translation>Un colpo per turno</translation>
    </message>
    <message>
        <source>Salvo</source>
        <extracomment>Statistics of the games played under the Salvo rule</extracomment>
        <translation>Salva di colpi</translation>
    </message>
</context>
<context>
    <name>ViolationText</name>
    <message>
        <source>The fleet they revealed breaks the rules.</source>
        <translation>La flotta rivelata dal tuo avversario viola le regole.</translation>
    </message>
    <message>
        <source>The fleet they revealed breaks the rules: %1</source>
        <translation>La flotta rivelata dal tuo avversario viola le regole: %1</translation>
    </message>
    <message>
        <source>They announced a hit at %1, but there was only water.</source>
        <translation>Il tuo avversario ha annunciato «Colpito» in %1, ma lì c’era solo acqua.</translation>
    </message>
    <message>
        <source>They answered a shot you never fired.</source>
        <translation>Il tuo avversario ha risposto a un colpo che non hai mai sparato.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: a sinking must name the ship, and only a sinking may.</source>
        <translation>La risposta del tuo avversario in %1 non può essere vera: solo «Affondato» indica la nave, e deve sempre indicarla.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the ship it names is not in the fleet.</source>
        <translation>La risposta del tuo avversario in %1 non può essere vera: la nave indicata non fa parte della flotta.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: the cells you have not fired at can no longer hold the ships still afloat.</source>
        <translation>La risposta del tuo avversario in %1 non può essere vera: le celle su cui non hai ancora sparato non possono più contenere le navi ancora a galla.</translation>
    </message>
    <message>
        <source>Their answer at %1 cannot be true: every cell of their fleet is hit, yet they did not announce every ship sunk.</source>
        <translation>La risposta del tuo avversario in %1 non può essere vera: tutte le celle della sua flotta sono colpite, eppure non ha annunciato l’affondamento di tutte le navi.</translation>
    </message>
    <message>
        <source>They answered Miss at %1.</source>
        <translation>Il tuo avversario ha risposto «Mancato» in %1.</translation>
    </message>
    <message>
        <source>That ship was not sunk, or not where they said.</source>
        <translation>In realtà quella nave non era affondata, oppure non si trovava lì.</translation>
    </message>
    <message>
        <source>They answered Hit at %1.</source>
        <translation>Il tuo avversario ha risposto «Colpito» in %1.</translation>
    </message>
</context>
<context>
    <name>WelcomeView</name>
    <message>
        <source>Fires at random, and often forgets a ship it has hit.</source>
        <translation>Spara a caso e spesso si dimentica di una nave già colpita.</translation>
    </message>
    <message>
        <source>Searches in a pattern, then sinks what it hits.</source>
        <translation>Cerca seguendo uno schema, poi affonda ciò che colpisce.</translation>
    </message>
    <message>
        <source>Fires where your ships are most likely to be.</source>
        <translation>Spara dove è più probabile che siano le tue navi.</translation>
    </message>
    <message>
        <source>Hard&apos;s aim, an exact endgame, and a fleet hard to find.</source>
        <translation>La mira del livello Difficile, un finale calcolato alla perfezione e una flotta ben nascosta.</translation>
    </message>
    <message>
        <source>Sea Battle</source>
        <translation>Battaglia navale</translation>
    </message>
    <message>
        <source>Place your fleet, find theirs, sink it first.</source>
        <translation>Posiziona la tua flotta, trova quella nemica, affondala per primo.</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <source>Straight into battle with the last rules and opponent, your fleet placed at random</source>
        <translation>Subito in battaglia con le ultime regole e l’ultimo avversario, e la tua flotta posizionata a caso</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continua</translation>
    </message>
    <message>
        <source>Go on with the game you left</source>
        <translation>Riprendi la partita interrotta</translation>
    </message>
    <message>
        <source>&amp;Easy</source>
        <translation>&amp;Facile</translation>
    </message>
    <message>
        <source>&amp;Medium</source>
        <translation>&amp;Medio</translation>
    </message>
    <message>
        <source>&amp;Admiral</source>
        <translation>Ammirag&amp;lio</translation>
    </message>
    <message>
        <source>&amp;Watch two computers</source>
        <translation>Guarda du&amp;e computer</translation>
    </message>
    <message>
        <source>Two computers play each other; you watch</source>
        <translation>Due computer giocano tra loro; tu guardi</translation>
    </message>
    <message>
        <source>All the &amp;rules…</source>
        <translation>&amp;Tutte le regole…</translation>
    </message>
    <message>
        <source>Choose the opponent, the rules and their options, or make your own fleet</source>
        <translation>Scegli l’avversario, le regole e le loro opzioni, o componi la tua flotta</translation>
    </message>
    <message>
        <source>Har&amp;d</source>
        <translation>&amp;Difficile</translation>
    </message>
    <message>
        <source>Opponent</source>
        <extracomment>The row of the four computers on the welcome page, for a screen reader</extracomment>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>Place your &amp;fleet</source>
        <translation>P&amp;osiziona la tua flotta</translation>
    </message>
    <message>
        <source>Place your own fleet, then play against the computer chosen above</source>
        <translation>Posiziona tu la tua flotta, poi gioca contro il computer scelto sopra</translation>
    </message>
    <message>
        <source>Play on the &amp;network…</source>
        <extracomment>Opens a menu: host a game, or join one, on the local network</extracomment>
        <translation>Gioca in &amp;rete…</translation>
    </message>
    <message>
        <source>Play a friend on your local network: host a game, or join theirs</source>
        <translation>Gioca contro un amico sulla tua rete locale: ospita una partita o unisciti alla sua</translation>
    </message>
</context>
</TS>
