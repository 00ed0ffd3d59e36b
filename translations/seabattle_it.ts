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
</context>
</TS>
